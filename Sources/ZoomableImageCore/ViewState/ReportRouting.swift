import Foundation

/// Which SwiftUI coordinator hears a `ZoomableImage`'s view — its zoom changes, taps, geometry
/// and first-responder changes — and when nobody does.
///
/// The view lives in the image's storage (a `@StateObject`) and outlives the representables that
/// show it: SwiftUI may make a new one (a new coordinator) before it dismantles the old, and a
/// loading image's content may put the view in and out of the hierarchy. A coordinator becomes
/// the view's listener when it attaches; its dismantling lets go only if it still is — before,
/// the old coordinator's dismantle cleared the delegate and observer the new one had just set,
/// and the view's zoom and taps stopped reaching the app. While the image is released off screen
/// (``ImageLoadState/disappeared(shownZoom:)``) reports are held back; a coordinator attaching
/// then is remembered and hears the view when they go through again.
///
/// ```swift
/// var routing = ReportRouting()
/// routing.attach(1)       // .connect: coordinator 1 hears the view
/// routing.attach(2)       // .connect: SwiftUI made coordinator 2 first
/// routing.dismantle(1)    // .none: 1 no longer listens, 2 keeps the view
/// routing.dismantle(2)    // .disconnect: nobody listens
/// ```
@_spi(Internals)
public struct ReportRouting: Equatable, Sendable {
    /// Who listens, by the coordinator's object identity.
    enum State: Equatable, Sendable {
        /// Nobody: no coordinator, or the last one was dismantled.
        case unrouted
        /// This coordinator hears the view.
        case connected(listener: UInt)
        /// Reports are held back; this coordinator (if any) hears the view when they go through.
        case held(listener: UInt?)
    }

    /// What the storage must do.
    public enum Action: Equatable, Sendable {
        case none
        /// Make the storage's current coordinator the view's delegate and observer.
        case connect
        /// The view reports to nobody (and the dismantled coordinator gives up its zoom state).
        case disconnect
        /// Hold the view's reports back: nobody hears them until ``reconnect``.
        case hold
        /// Reports go through again: connect the current coordinator, and bring it up to date
        /// with what the view did meanwhile.
        case reconnect
    }

    var state = State.unrouted

    /// Nobody listens yet.
    public init() {}

    /// A coordinator attached to the view (SwiftUI made its view controller): it is the listener
    /// from now on, whoever was before.
    ///
    /// - Parameter listener: the coordinator's object identity.
    /// - Returns: `.connect`, or nothing while reports are held.
    public mutating func attach(_ listener: UInt) -> Action {
        switch state {
        case .unrouted, .connected:
            state = .connected(listener: listener)
            return .connect
        case .held:
            state = .held(listener: listener)
            return .none
        }
    }

    /// A coordinator is being dismantled: the view stops reporting to it — unless another one
    /// attached since, which keeps the view.
    ///
    /// - Parameter listener: the dismantled coordinator's object identity.
    /// - Returns: `.disconnect` when it was the listener, else nothing.
    public mutating func dismantle(_ listener: UInt) -> Action {
        switch state {
        case .connected(let current) where current == listener:
            state = .unrouted
            return .disconnect
        case .held(let current?) where current == listener:
            state = .held(listener: nil)
            return .disconnect
        case .unrouted, .connected, .held:
            // Another coordinator took the view since; this one was already let go.
            return .none
        }
    }

    /// The image is released off screen: reports are held back.
    public mutating func hold() -> Action {
        switch state {
        case .unrouted:
            state = .held(listener: nil)
            return .none
        case .connected(let listener):
            state = .held(listener: listener)
            return .hold
        case .held:
            return .none
        }
    }

    /// The image is back (or another took its place): reports go through again.
    public mutating func resume() -> Action {
        switch state {
        case .held(let listener?):
            state = .connected(listener: listener)
            return .reconnect
        case .held(nil):
            state = .unrouted
            return .none
        case .unrouted, .connected:
            return .none
        }
    }
}

/// Performs a ``ReportRouting``'s actions on the view: each primitive does one thing.
@MainActor
@_spi(Internals)
public protocol ReportRoutingHost: AnyObject {
    /// Makes the current coordinator the view's delegate and observer.
    func connectReports()
    /// Clears the view's delegate and observer, and detaches the dismantled coordinator's zoom
    /// state.
    func disconnectReports()
    /// Clears the view's delegate and observer for a while; the coordinator keeps its state.
    func holdReports()
    /// Connects the current coordinator again and brings it up to date with the view (focus,
    /// zoom state, a bound scale waiting for the image).
    func reconnectReports()
}

extension ReportRouting.Action {
    /// Performs the action on `host`.
    @MainActor
    public func perform(on host: some ReportRoutingHost) {
        switch self {
        case .none: break
        case .connect: host.connectReports()
        case .disconnect: host.disconnectReports()
        case .hold: host.holdReports()
        case .reconnect: host.reconnectReports()
        }
    }
}
