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
/// one frame and never runs its clock), taking over the playback of the one before — which the
/// core continues for another copy of the same image (``AnimationPlaybackStateMachine/imageChanged(to:identity:isInWindow:animates:at:)``) —
/// and drops it for an image set directly: the old player's clock is invalidated with it, and
/// decodes still running for it are dropped when they end.
///
/// Nothing is decoded on the main thread: a frame due before its decode ahead landed is not
/// shown (``showFrame(_:)`` says so and the core keeps the frame on screen), and is shown when
/// its decode lands.
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
    ///   - playback: the playback of the player before, for another copy of its image; `nil` for none.
    init(view: ZoomableImageView, source: OriginalImageSource, firstFrame: UIImage, playback: AnimationPlaybackStateMachine?) {
        self.playback = AnimationPlaybackStateMachine(continuing: playback)
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

    /// Plays the copy — from frame 0 for a new image, from where it was for another copy of the
    /// same one — in a window or not, as the app asked (`playsAnimatedImages`): one event, so that
    /// Live Text never sees a still that is about to play.
    ///
    /// - Parameter identity: which image this is (``ZoomInteraction/imageSubject``).
    func start(identity: UInt?, isInWindow: Bool, animates: Bool) {
        send { [timeline] in
            $0.imageChanged(to: timeline, identity: identity, isInWindow: isInWindow, animates: animates, at: CACurrentMediaTime())
        }
    }

    /// The view moved into a window or out of one: resume or pause.
    func windowChanged(isInWindow: Bool) {
        send { $0.windowChanged(isInWindow: isInWindow, at: CACurrentMediaTime()) }
    }

    /// The app went to the background or came back to the foreground.
    func appActivityChanged(isInForeground: Bool) {
        send { $0.appActivityChanged(isInForeground: isInForeground, at: CACurrentMediaTime()) }
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

    /// Shows `frame` if it is decoded; never decodes here (on the main thread).
    func showFrame(_ frame: Int) -> Bool {
        let image = framesAhead[frame]
        _ = image.map { view?.showAnimationFrame($0, imageIndex: sequence.imageIndex(forFrame: frame)) }
        // Shown: every decoded frame goes (the image view holds this one); else all stay.
        framesAhead = framesAhead.filter { _ in image == nil }
        return image != nil
    }

    /// Decodes off the main thread, after the decode before it has returned (cancelled, it is
    /// skipped if it has not started), so that decodes never pile up. The task is the main
    /// actor's and holds the player weakly; the decode itself is a `nonisolated` async function,
    /// which runs off the main actor (SE-0338), so no strong reference to the player is ever
    /// dropped on another thread.
    func decodeFrameAhead(_ frame: Int) {
        let previous = decodeAheadTask
        previous?.cancel()
        let frames = self.frames
        decodeAheadTask = Task { [weak self] in
            await previous?.value
            let bitmap = await Self.decode(frame, with: frames)
            self?.frameDecoded(frame, bitmap)
        }
    }

    /// The bitmap of `frame`, decoded off the main actor; `nil` when cancelled before it began or
    /// when ImageIO decodes nothing.
    nonisolated static func decode(_ frame: Int, with frames: AnimatedFrameDecoder) async -> OriginalImageSource.Bitmap? {
        (try? Task.checkCancellation()).flatMap { frames.decode(frame: frame) }
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

    /// Keeps a frame decoded ahead (`nil`: none was), in place of any other, and tells the
    /// playback: a frame that came due while it was decoded is shown now.
    private func frameDecoded(_ frame: Int, _ bitmap: OriginalImageSource.Bitmap?) {
        framesAhead = [:]
        _ = bitmap.map { framesAhead[frame] = UIImage(cgImage: $0.cgImage) }
        send { $0.frameDecoded(frame, succeeded: bitmap != nil, at: CACurrentMediaTime()) }
    }
}
#endif
