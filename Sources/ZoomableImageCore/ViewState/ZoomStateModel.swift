import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The decisions of SwiftUI's `ZoomableImageState`: which view it follows, what it publishes and
/// when, and when a command reaches the view.
///
/// - **One view.** The state follows the view attached last; changes reported by any other are
///   ignored. A view that goes away detaches; the published values keep their last values.
/// - **Publishing.** A reported change schedules one flush (however many changes arrive before
///   it runs: at most one publish per frame, and never inside SwiftUI's update, which must not
///   change published state). A flush publishes only values that differ from the published ones:
///   the zoom scale on every change (during gestures too, like the binding), whether the view is
///   at rest on each transition, and the visible pixel rect only at rest — a pan or pinch doesn't
///   republish it every frame; it is current again when the motion ends.
/// - **Commands.** A command sent while no view is attached, or while the attached one cannot
///   zoom yet (no size, or its image still loading), waits; a later command replaces it (the last
///   one wins). It reaches the view at the first flush at which the view can zoom.
///
/// ```swift
/// var model = ZoomStateModel<String>()
/// model.send("reset", to: nil)          // nil: waits, no view yet
/// model.attach(7)                       // true: schedule a flush
/// let flush = model.flush(from: 7, snapshot: snapshot)
/// flush.command                         // "reset", now the view can zoom
/// ```
@_spi(Internals)
public struct ZoomStateModel<Command> {
    /// What a view shows now, read when a flush runs.
    public struct Snapshot: Equatable, Sendable {
        /// The zoom scale (1: the resting layout).
        public var zoomScale: CGFloat
        /// The visible part of the image in oriented pixels (the original's for a large image).
        public var visibleImagePixelRect: CGRect
        /// Whether a gesture or animation moves the image.
        public var isZooming: Bool
        /// Whether the view has an image and a size: commands can act.
        public var canZoom: Bool

        /// Describes what a view shows.
        public init(zoomScale: CGFloat, visibleImagePixelRect: CGRect, isZooming: Bool, canZoom: Bool) {
            self.zoomScale = zoomScale
            self.visibleImagePixelRect = visibleImagePixelRect
            self.isZooming = isZooming
            self.canZoom = canZoom
        }
    }

    /// What a flush does: the values to publish (`nil`: unchanged, don't publish) and the command
    /// to perform on the view now.
    public struct Flush {
        public var zoomScale: CGFloat?
        public var visibleImagePixelRect: CGRect?
        public var isAtRest: Bool?
        public var command: Command?
    }

    /// The view followed (its object identity), or `nil`.
    public private(set) var attachedView: UInt?
    /// The command waiting for a view that can zoom.
    var pendingCommand: Command?
    /// Whether a flush is scheduled and hasn't run.
    var isFlushScheduled = false
    /// The values published last: those of a view at rest at zoom 1 with nothing visible.
    public private(set) var zoomScale: CGFloat = 1
    public private(set) var visibleImagePixelRect: CGRect = .zero
    public private(set) var isAtRest = true

    /// A state following no view.
    public init() {}

    /// What a reported change asks of the state object.
    public enum ChangeAction: Equatable, Sendable {
        /// Nothing: the view is not the one followed, or a flush is already on its way.
        case none
        /// Run ``flush(from:snapshot:)`` on the next turn of the main queue.
        case scheduleFlush
    }

    /// A view takes the state (the last one attached wins).
    ///
    /// - Parameter view: the view's object identity.
    /// - Returns: `.scheduleFlush` (to publish the new view's values) unless one is on its way.
    public mutating func attach(_ view: UInt) -> ChangeAction {
        attachedView = view
        return scheduleFlush()
    }

    /// A view gives the state up (it went away, or was given another state). Nothing happens
    /// unless it is the view attached.
    ///
    /// - Parameter view: the view's object identity.
    public mutating func detach(_ view: UInt) {
        attachedView = attachedView == view ? nil : attachedView
    }

    /// A view reports a change (zoom, geometry, image, layout).
    ///
    /// - Parameter view: the reporting view's object identity.
    /// - Returns: `.scheduleFlush`, or nothing for a view not attached, or when a flush is
    ///   already scheduled.
    public mutating func viewChanged(_ view: UInt) -> ChangeAction {
        attachedView == view ? scheduleFlush() : .none
    }

    mutating func scheduleFlush() -> ChangeAction {
        defer { isFlushScheduled = true }
        return isFlushScheduled ? .none : .scheduleFlush
    }

    /// A scheduled flush runs, outside any SwiftUI update.
    ///
    /// - Parameters:
    ///   - view: the view the state is attached to now (what the flush reads), or `nil`.
    ///   - snapshot: what that view shows, or `nil` without a view.
    /// - Returns: what to publish and perform.
    public mutating func flush(from view: UInt?, snapshot: Snapshot?) -> Flush {
        isFlushScheduled = false
        var flush = Flush()
        guard let snapshot, view != nil, view == attachedView else { return flush }
        let atRest = !snapshot.isZooming
        flush.zoomScale = publish(snapshot.zoomScale, over: &zoomScale)
        flush.isAtRest = publish(atRest, over: &isAtRest)
        if atRest {
            flush.visibleImagePixelRect = publish(snapshot.visibleImagePixelRect, over: &visibleImagePixelRect)
        }
        if snapshot.canZoom {
            flush.command = pendingCommand
            pendingCommand = nil
        }
        return flush
    }

    /// The app sends a command.
    ///
    /// - Parameters:
    ///   - command: the command.
    ///   - snapshot: what the attached view shows now, or `nil` when none is attached.
    /// - Returns: the command to perform now, or `nil` when it waits (replacing any waiting one).
    public mutating func send(_ command: Command, to snapshot: Snapshot?) -> Command? {
        guard attachedView != nil, snapshot?.canZoom == true else {
            pendingCommand = command
            return nil
        }
        pendingCommand = nil
        return command
    }

    /// `value` when it differs from what was published (which it becomes), else `nil`.
    func publish<Value: Equatable>(_ value: Value, over published: inout Value) -> Value? {
        guard value != published else { return nil }
        published = value
        return value
    }
}

extension ZoomStateModel.ChangeAction {
    /// Performs the action: calls `scheduleFlush` for `.scheduleFlush`, nothing otherwise.
    ///
    /// - Parameter scheduleFlush: schedules the flush on the next turn of the main queue.
    public func perform(_ scheduleFlush: () -> Void) {
        switch self {
        case .none: break
        case .scheduleFlush: scheduleFlush()
        }
    }
}
