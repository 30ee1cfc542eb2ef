#if canImport(UIKit)
import Foundation

/// Runs main-actor code from UIKit callbacks that older SDKs don't mark as main-actor isolated
/// (accessibility overrides, key-value observation), without `MainActor.assumeIsolated`, which
/// iOS 15 doesn't have.
enum MainActorBridge {
    /// Runs `body` synchronously when called on the main thread — where UIKit makes these calls —
    /// and otherwise schedules it on the main actor.
    ///
    /// On the main thread the main actor's executor is the main queue, so calling a main-actor
    /// closure there is what `MainActor.assumeIsolated` does after its check; the cast only
    /// removes the isolation from the closure's type, not from where it runs.
    nonisolated static func run(_ body: @escaping @MainActor () -> Void) {
        if Thread.isMainThread {
            unsafeBitCast(body, to: (() -> Void).self)()
        } else {
            Task { @MainActor in body() }
        }
    }

    /// Runs `body` synchronously on the main thread and returns its value; off the main thread
    /// (where UIKit never calls) it returns `fallback` without running it.
    nonisolated static func value<Value>(or fallback: Value, _ body: @escaping @MainActor () -> Value) -> Value {
        guard Thread.isMainThread else { return fallback }
        return unsafeBitCast(body, to: (() -> Value).self)()
    }
}
#endif
