#if canImport(UIKit)
import Foundation

/// Runs reads from large originals — a crop's region, one pixel's exact colour — one at a time,
/// off the main thread. Reading a region of a JPEG decodes up to the whole original (about 195 MB
/// for 48 MP): an eyedropper tapped quickly, or crops started together, must not decode several
/// at once. A read whose task was cancelled before its turn is skipped.
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
