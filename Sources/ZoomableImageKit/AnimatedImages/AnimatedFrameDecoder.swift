#if canImport(UIKit)
import Foundation
import ImageIO
@_spi(Internals) import ZoomableImageCore

/// Decodes the frames of an animated original one at a time, at the size of the copy on screen,
/// from one ImageIO source it keeps open — so that frame n is not found by parsing the file
/// from its start again for every frame.
///
/// One caller decodes: the playback's decode ahead, off the main thread, one decode after the
/// other (each waits for the one before). Never the main thread: a frame due before its decode
/// landed waits for it (``AnimationPlaybackStateMachine/frameNotReady(_:displayed:)``). The lock
/// only guarantees that the source is never used from two threads at once, whoever decodes.
final class AnimatedFrameDecoder: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private let source: CGImageSource?
    private let original: OriginalImageSource

    /// Opens the original's file or bytes once.
    ///
    /// - Parameter original: the original on screen, with the size its copy was decoded at.
    init(_ original: OriginalImageSource) {
        self.original = original
        source = original.makeSource()
    }

    /// The bitmap of `frame` at the copy's size; `nil` when ImageIO decodes nothing. The frame's
    /// image is the sequence's (``ImageSequence/imageIndex(forFrame:)``).
    ///
    /// - Parameter frame: a frame of the original's timeline, 0-based.
    func decode(frame: Int) -> OriginalImageSource.Bitmap? {
        lock.lock()
        defer { lock.unlock() }
        return source.flatMap { original.decodeCopy(from: $0, imageIndex: original.sequence.imageIndex(forFrame: frame)) }
    }
}
#endif
