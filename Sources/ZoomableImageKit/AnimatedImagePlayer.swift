#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Plays the image a ``ZoomableImageView`` loaded with `loadImage`: keeps its
/// ``AnimationPlaybackStateMachine`` (the core decides which frame shows when, the loop count and
/// the delays) and performs what it decides — each primitive does one thing.
///
/// Why a display link and ImageIO's per-index decode rather than `CGAnimateImageAtURLWithBlock`:
/// that function plays with ImageIO's own timing and loop count (or one delay and one loop count
/// for the whole file, through `kCGImageAnimationDelayTime` and `kCGImageAnimationLoopCount`), so
/// the core's per-frame, browser-style clamping of short delays and its reading of GIF loop
/// counts could not be what plays; it can only be stopped (the block's `stop` flag), not paused
/// and resumed mid-frame; and Apple documents it for GIF and APNG, not HEIC sequences. Decoding
/// frame by frame keeps the same memory promise: at most the frame shown and the one decoded
/// ahead (``AnimationPlaybackStateMachine/maximumDecodedFrames``).
///
/// A view makes a new player for each copy it shows of a loaded file (a still's player shows its
/// one frame and never runs its clock) and drops it for an image set directly: the old player's
/// clock is invalidated with it, and decodes still running for it are dropped when they end.
@MainActor
final class AnimatedImagePlayer: AnimationPlaybackHost {
    var playback = AnimationPlaybackStateMachine()
    private weak var view: ZoomableImageView?
    private let timeline: AnimationTimeline
    private let sequence: ImageSequence
    private let frames: AnimatedFrameDecoder
    /// The frame decoded ahead, by its index: at most one (``showFrame(_:)`` empties it).
    private var framesAhead: [Int: UIImage]
    /// The decode ahead running, if any.
    private var decodeAheadTask: Task<Void, Never>?
    private lazy var clock = DisplayLinkClock(target: DisplayLinkTarget(player: self))

    /// A player for the copy `firstFrame` of `source`, which is its frame 0.
    ///
    /// - Parameters:
    ///   - view: the view to show frames in.
    ///   - source: the original on screen, with its frames and the copy's size.
    ///   - firstFrame: the copy on screen: frame 0, not decoded again.
    init(view: ZoomableImageView, source: OriginalImageSource, firstFrame: UIImage) {
        self.view = view
        sequence = source.sequence
        timeline = source.sequence.timeline
        frames = AnimatedFrameDecoder(source)
        framesAhead = [0: firstFrame]
    }

    /// Cancels the decode ahead still running; its result is dropped.
    deinit {
        decodeAheadTask?.cancel()
    }

    /// Plays from frame 0: in a window or not, and as the app asked (`playsAnimatedImages`).
    func start(isInWindow: Bool, animates: Bool) {
        let now = CACurrentMediaTime()
        send { $0.windowChanged(isInWindow: isInWindow, at: now) }
        send { $0.animatesImagesChanged(to: animates, at: now) }
        send { [timeline] in $0.imageChanged(to: timeline, at: now) }
    }

    /// The view moved into a window or out of one: resume or pause.
    func windowChanged(isInWindow: Bool) {
        send { $0.windowChanged(isInWindow: isInWindow, at: CACurrentMediaTime()) }
    }

    /// The app switched `playsAnimatedImages`.
    func animatesImagesChanged(_ animates: Bool) {
        send { $0.animatesImagesChanged(to: animates, at: CACurrentMediaTime()) }
    }

    /// A screen refresh, at the time it reaches the screen.
    func tick(at time: CFTimeInterval) {
        send { $0.tick(at: time) }
    }

    // MARK: - AnimationPlaybackHost

    func showFrame(_ frame: Int) {
        let image = framesAhead[frame] ?? frames.decode(frame: frame).map { UIImage(cgImage: $0.cgImage) }
        framesAhead = [:]
        _ = image.map { view?.showAnimationFrame($0, imageIndex: sequence.imageIndex(forFrame: frame)) }
    }

    /// Decodes off the main thread, after the decode before it has returned (cancelled, it is
    /// skipped if it has not started), so that decodes never pile up.
    func decodeFrameAhead(_ frame: Int) {
        let previous = decodeAheadTask
        previous?.cancel()
        let frames = self.frames
        decodeAheadTask = Task.detached(priority: .userInitiated) { [weak self] in
            await previous?.value
            let bitmap = (try? Task.checkCancellation()).flatMap { frames.decode(frame: frame) }
            await MainActor.run { [weak self] in
                self?.frameDecoded(frame, bitmap)
            }
        }
    }

    func runClock() {
        clock.run()
    }

    func stopClock() {
        clock.stop()
    }

    func playbackDidChange() {
        view?.animationDidChange(isAnimating: playback.isAnimating)
    }

    /// Keeps a frame decoded ahead (`nil`: none was), in place of any other.
    private func frameDecoded(_ frame: Int, _ bitmap: OriginalImageSource.Bitmap?) {
        framesAhead = [:]
        _ = bitmap.map { framesAhead[frame] = UIImage(cgImage: $0.cgImage) }
    }
}
#endif
