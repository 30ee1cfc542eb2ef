import Foundation

/// When a SwiftUI `ZoomableImage` publishes what its menu commands can do
/// (``ZoomMenuAvailability``) as a focused value: only while its view has the keyboard, only
/// when the value changed, and never during SwiftUI's update (a change published then is not
/// allowed): a reported change schedules one flush on the next turn of the main queue, however
/// many changes come before it (a pinch reports one per frame).
///
/// ```swift
/// var menu = ZoomMenuPublication()
/// menu.viewChanged()                                          // .scheduleFlush
/// menu.flush(isFirstResponder: true, interaction: view)       // .publish: the menu now says so
/// ```
@_spi(Internals)
public struct ZoomMenuPublication: Equatable, Sendable {
    /// What a reported change asks for.
    public enum ChangeAction: Equatable, Sendable {
        /// A flush is already on its way.
        case none
        /// Flush on the next turn of the main queue.
        case scheduleFlush
    }

    /// What a flush asks for.
    public enum FlushAction: Equatable, Sendable {
        /// The published value stays.
        case none
        /// Publish ``published``: SwiftUI updates the view, which publishes it.
        case publish
    }

    /// The value the view publishes: `nil` while it does not have the keyboard.
    public private(set) var published: ZoomMenuAvailability?
    /// Whether a flush is scheduled and hasn't run.
    var isFlushScheduled = false

    /// Nothing published.
    public init() {}

    /// The view reported something that may change the menu: a zoom, a geometry write, a new
    /// image, a first-responder change.
    public mutating func viewChanged() -> ChangeAction {
        switch isFlushScheduled {
        case true:
            return .none
        case false:
            isFlushScheduled = true
            return .scheduleFlush
        }
    }

    /// The scheduled flush runs, after SwiftUI's update; `.publish` when the value changed. The
    /// interaction is read only when the view has the keyboard.
    public mutating func flush(isFirstResponder: Bool, interaction: @autoclosure () -> ZoomInteraction) -> FlushAction {
        isFlushScheduled = false
        let next = isFirstResponder ? ZoomMenuAvailability(interaction()) : nil
        guard next != published else { return .none }
        published = next
        return .publish
    }
}

/// Performs a ``ZoomMenuPublication``'s actions.
@MainActor
@_spi(Internals)
public protocol ZoomMenuHost: AnyObject {
    /// Runs the flush on the next turn of the main queue.
    func scheduleMenuFlush()
    /// Updates the view, which publishes the new value.
    func publishMenu()
}

extension ZoomMenuPublication.ChangeAction {
    /// Performs the action on `host`.
    @MainActor
    public func perform(on host: some ZoomMenuHost) {
        switch self {
        case .none: break
        case .scheduleFlush: host.scheduleMenuFlush()
        }
    }
}

extension ZoomMenuPublication.FlushAction {
    /// Performs the action on `host`.
    @MainActor
    public func perform(on host: some ZoomMenuHost) {
        switch self {
        case .none: break
        case .publish: host.publishMenu()
        }
    }
}
