#if canImport(UIKit)
/// A value of a type the SDK does not mark `Sendable` (`UIAccessibilityCustomAction` before the
/// SDKs that make it main-actor), handed to ``MainActorBridge/run(_:)``. UIKit sets its
/// properties on the main thread, where the bridge runs the closure at once; only a call off it,
/// which UIKit does not allow, would hand the value to the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
#endif
