import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Quick zoom, as a state machine: one finger double-taps and holds, then drags — down zooms in,
/// up zooms out, around the tapped point — as in Photos and Maps. A double tap that does not move
/// still toggles the zoom.
///
/// The zoom is exponential in the vertical drag: 2^(dy / 140 pt) relative to the zoom when the
/// drag began, so equal drags give equal zoom ratios whatever the zoom, and dragging back to
/// where the zoom began undoes it exactly. 140 pt per doubling is Chromium's double-tap-drag
/// zoom on touch screens (a factor of 1.005 per point, ln 2 / ln 1.005 = 139 pt per doubling):
/// from the middle of a phone's screen a finger has some 400 pt of travel, enough for ×7.
/// The finger first moves ``slop`` (10 pt) — the distance a tap may wander — before the drag
/// zooms; the zoom counts from there, so it starts without a jump.
///
/// The engine's pinch is incremental, so each move answers with the factor since the previous
/// one, around the tapped point: ``MoveAction/pinch(by:around:)`` feeds
/// `ZoomEngine.pinch(by:around:)` unchanged. A fixed focal point never pans, so the image point
/// under the tap stays there; past the zoom limits the engine rubber-bands as for a pinch.
///
/// ```swift
/// var machine = QuickZoomStateMachine()
/// _ = machine.secondTapBegan(at: CGPoint(x: 120, y: 300))    // .none: a double tap, or a quick zoom?
/// _ = machine.move(translation: CGPoint(x: 0, y: 12))        // .beginZooming: past the slop
/// machine.move(translation: CGPoint(x: 0, y: 152))           // .pinch(by: 2, around: (120, 300))
/// machine.lift()                                             // .settle
/// ```
@_spi(Internals) public struct QuickZoomStateMachine: Equatable, Sendable {
    /// The vertical drag, in points, that doubles (down) or halves (up) the zoom: 140.
    public static let pointsPerDoubling: CGFloat = 140
    /// How far, in points, the finger moves before a held double tap becomes a quick zoom: 10.
    public static let slop: CGFloat = 10
    /// The largest exponent a drag reaches, either way: 2^±20 (about ×10⁶) is beyond any zoom
    /// limit, and keeps every factor finite whatever the translation.
    static let largestExponent: CGFloat = 20

    /// Where the machine is.
    enum State: Equatable, Sendable {
        /// No double tap held.
        case idle
        /// The second tap is down and has not moved beyond the slop: lifting is a double tap.
        case pending(location: CGPoint)
        /// The finger drags the zoom. `exponent` is the zoom's exponent so far (the factor since
        /// the start is 2^exponent); `offsetY` is the vertical translation where it began.
        case zooming(anchor: CGPoint, offsetY: CGFloat, exponent: CGFloat)
        /// A quick zoom lifted, and no touch has landed since: the double-tap recognizer, which
        /// recognizes alongside quick zoom, may still report the same touch, and that is not a
        /// plain double tap. Nothing is held.
        case lifted
    }

    /// Where the machine is. `.idle` by default. Set only by the events, and by a trace's start
    /// (``TraceStart/PhotoViewer``).
    var state: State = .idle

    /// A machine with no double tap held.
    public init() {}

    /// Whether the finger drags the zoom.
    public var isZooming: Bool { if case .zooming = state { true } else { false } }
    /// Whether nothing is held (a lifted quick zoom holds nothing either).
    public var isIdle: Bool { state == .idle || state == .lifted }
    /// Whether a double tap reported now is a plain double tap, not the end of a quick zoom's
    /// touch: `false` while the finger drags the zoom and after it lifted, until a touch lands.
    public var allowsDoubleTap: Bool { !isZooming && state != .lifted }

    /// A touch landed: a lifted quick zoom's touch is over, so the next double tap is plain.
    public mutating func touchLanded() {
        switch state {
        case .lifted: state = .idle
        case .idle, .pending, .zooming: break
        }
    }

    /// The second tap of a double tap landed and is held.
    ///
    /// - Parameter location: where it landed, container space (points). Non-finite: ignored.
    /// - Returns: `.none`: nothing moves until the finger moves or lifts.
    public mutating func secondTapBegan(at location: CGPoint) -> SecondTapAction {
        switch state {
        case .idle, .lifted:
            if location.isFinite { state = .pending(location: location) }
        case .pending, .zooming:
            // A second began for the touch already held (UIKit sends one per gesture): kept.
            break
        }
        return .none
    }

    /// The held finger moved.
    ///
    /// - Parameter translation: its translation since the second tap landed, container space
    ///   (points). Non-finite: ignored.
    /// - Returns: `.beginZooming` when it first moves beyond ``slop`` (in any direction; only the
    ///   vertical part zooms), then `.pinch` with the factor since the previous move — `.none`
    ///   when that is 1.
    public mutating func move(translation: CGPoint) -> MoveAction {
        switch state {
        case .idle, .lifted:
            return .none
        case .pending(let location):
            guard translation.isFinite, hypot(translation.x, translation.y) > Self.slop else { return .none }
            // The zoom counts from here: the part of the drag inside the slop does not zoom.
            state = .zooming(anchor: location, offsetY: translation.y, exponent: 0)
            return .beginZooming(anchor: location)
        case .zooming(let anchor, let offsetY, let exponent):
            guard translation.isFinite else { return .none }
            let target = Self.exponent(forDrag: translation.y - offsetY)
            guard target != exponent else { return .none }
            state = .zooming(anchor: anchor, offsetY: offsetY, exponent: target)
            return .pinch(by: CGFloat(Foundation.exp2(Double(target - exponent))), around: anchor)
        }
    }

    /// The held finger lifted.
    ///
    /// - Returns: `.settle` after a quick zoom (the machine is then `lifted` until a touch
    ///   lands: the double tap the same touch may report is ignored); `.none` otherwise — a lift
    ///   within the slop is a plain double tap, which the double-tap recognizer, recognizing
    ///   alongside quick zoom, toggles.
    public mutating func lift() -> LiftAction {
        switch state {
        case .zooming:
            state = .lifted
            return .settle
        case .idle, .pending, .lifted:
            state = .idle
            return .none
        }
    }

    /// The touch was cancelled (the system took it, a second finger landed, the view left).
    ///
    /// - Returns: `.settle` after a quick zoom (the image comes to rest inside the limits; the
    ///   machine is `lifted` as after a lift); `.none` otherwise — a cancelled double tap does
    ///   nothing.
    public mutating func cancel() -> LiftAction {
        lift()
    }

    /// The exponent for a vertical drag `dy` (points, down positive) past the slop:
    /// dy / ``pointsPerDoubling``, within ±``largestExponent``.
    static func exponent(forDrag dy: CGFloat) -> CGFloat {
        let exponent = dy / pointsPerDoubling
        // A finite drag difference can still overflow (1e308 − (−1e308)); ∞ clamps like a huge one.
        guard !exponent.isNaN else { return 0 }
        return min(max(exponent, -largestExponent), largestExponent)
    }

    /// The zoom factor since the drag began for a vertical drag `dy` past the slop:
    /// 2^(dy / ``pointsPerDoubling``), within 2^±20.
    ///
    /// - Parameter dy: the vertical drag since the zoom began (past the slop), points; down is
    ///   positive. NaN: 1.
    public static func factor(forDrag dy: CGFloat) -> CGFloat {
        CGFloat(Foundation.exp2(Double(exponent(forDrag: dy))))
    }
}

@_spi(Internals)
extension QuickZoomStateMachine {
    /// What ``secondTapBegan(at:)`` answers: nothing moves until the finger moves or lifts.
    public enum SecondTapAction: Equatable, Sendable {
        /// Nothing.
        case none
    }

    /// What ``move(translation:)`` answers.
    public enum MoveAction: Equatable, Sendable {
        /// Nothing: still within the slop, no zoom change, nothing held, or unusable input.
        case none
        /// A quick zoom begins around `anchor` (container space): begin an interaction on the
        /// engine (`ZoomEngine.beginInteraction()`, or from what is shown if an animation runs)
        /// and cancel the double tap, which must not toggle now.
        case beginZooming(anchor: CGPoint)
        /// Zoom by `factor` (since the previous event) around `point` (container space, the
        /// tapped point): `ZoomEngine.pinch(by: factor, around: point)`.
        case pinch(by: CGFloat, around: CGPoint)
    }

    /// What ``lift()`` and ``cancel()`` answer.
    public enum LiftAction: Equatable, Sendable {
        /// Nothing: no quick zoom was under way (a plain double tap, or nothing held).
        case none
        /// The finger lifted (or was cancelled) after a quick zoom: settle as when a pinch ends,
        /// without a fling (`ZoomEngine.endInteraction(velocity: .zero)`, animated).
        case settle
    }
}
