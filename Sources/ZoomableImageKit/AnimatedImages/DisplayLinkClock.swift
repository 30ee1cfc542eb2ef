#if canImport(UIKit)
import QuartzCore
import UIKit

/// The clock an animated image plays by: a `CADisplayLink` on the main run loop that, while it
/// runs, calls its target at every screen refresh with the refresh's `targetTimestamp`.
///
/// - `targetTimestamp` is "the time interval that represents when the next frame displays"
///   (Apple's `CADisplayLink.targetTimestamp` documentation, whose example compares it with
///   `CACurrentMediaTime()`: the same clock the playback's other events are given in). The frame
///   chosen for it is the one due when the refresh reaches the screen.
/// - The link is added for `RunLoop.Mode.common`, so that it also fires while the main run loop
///   runs in UIKit's event-tracking mode (a paging scroll view under a finger): the image plays
///   during pinches and swipes. (That tracking is one of the common modes is reasoned from
///   `RunLoop.Mode.common`'s documentation, not checked here.)
/// - Created paused, it sends no ticks until the playback asks it to run.
/// - "The run loop retains the display link. To remove the display link from all run loops, call
///   `invalidate()`" (`add(to:forMode:)`'s documentation). The link retains its target; the
///   target holds the player weakly, and this clock — owned by the player — invalidates the link
///   when it goes.
final class DisplayLinkClock {
    private let link: CADisplayLink

    /// A paused link on the main run loop calling `target`.
    ///
    /// - Parameter target: receives the ticks.
    init(target: DisplayLinkTarget) {
        link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.tick(_:)))
        link.isPaused = true
        link.add(to: .main, forMode: .common)
    }

    /// Ticks at every refresh from the next one on.
    func run() {
        link.isPaused = false
    }

    /// No more ticks until ``run()``.
    func stop() {
        link.isPaused = true
    }

    /// Removes the link from the run loop (it releases its target).
    deinit {
        link.invalidate()
    }
}

/// What a ``DisplayLinkClock``'s link calls: the player, held weakly (the link retains this).
@MainActor
final class DisplayLinkTarget: NSObject {
    weak var player: AnimatedImagePlayer?

    init(player: AnimatedImagePlayer) {
        self.player = player
    }

    /// One refresh: the player shows what is due at the time it will reach the screen. The link
    /// is on the main run loop, so this runs on the main thread.
    @objc func tick(_ link: CADisplayLink) {
        player?.tick(at: link.targetTimestamp)
    }
}
#endif
