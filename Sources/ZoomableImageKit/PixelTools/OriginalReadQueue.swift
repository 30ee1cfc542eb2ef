#if canImport(UIKit)
import Foundation

/// Runs reads from large originals — a tile of a file shown tiled, a crop's region, a Live Text
/// region, one pixel's exact colour — one at a time in the whole app, off the main thread. A
/// region is read in strips of at most 32 MiB of decode (``FileRegionRead``), so the app decodes
/// at most one strip for them at any time; an eyedropper tapped quickly, or crops started
/// together, never decode several at once. A read whose task was cancelled before its turn is
/// skipped.
actor OriginalReadQueue {
    /// The queue every view's reads share.
    static let shared = OriginalReadQueue()

    /// Runs `read` after the reads queued before it, in the caller's task (so its priority and
    /// cancellation); `nil` when the task is cancelled before its turn.
    ///
    /// - Parameter read: the read, run on the queue's executor (not the main thread).
    func run<Result: Sendable>(_ read: @Sendable () -> Result?) -> Result? {
        (try? Task.checkCancellation()).flatMap { read() }
    }
}
#endif
