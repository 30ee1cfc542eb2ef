import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// UIScrollView's rubber band: how far content moves when pulled `x` past a limit.
///
/// f(x) = (1 − 1 / (x · c / d + 1)) · d, with c = 0.55 and d the dimension (the length of the
/// coverage rect along the axis). It starts with slope c and never reaches d.
enum RubberBand {
    /// The band's stiffness, c. UIScrollView's value.
    static let coefficient: CGFloat = 0.55

    /// f(x): the offset shown for an overshoot `x` ≥ 0 (same unit as `dimension`, which is > 0).
    /// f(0) = 0, so a position inside its range is banded by nothing.
    static func offset(forOvershoot x: CGFloat, dimension d: CGFloat) -> CGFloat {
        (1 - 1 / (x * coefficient / d + 1)) * d
    }

    /// f⁻¹(y) = y · d / ((d − y) · c): the overshoot that shows offset `y` ≥ 0 (f⁻¹(0) = 0), or
    /// `nil` when `y` is at or beyond the band's reach d > 0 (or so close that the inverse loses
    /// all precision).
    static func overshoot(forOffset y: CGFloat, dimension d: CGFloat) -> CGFloat? {
        guard y < d * (1 - 1e-9) else { return nil }
        return y * d / ((d - y) * coefficient)
    }

    /// A position moved by `translation` along one axis, given the range [lower, upper] it may
    /// rest in and the band's dimension (> 0).
    ///
    /// Inside the range the position follows the finger; past it, the finger's own overshoot is
    /// reconstructed from the position (so the gesture can be resumed from any state without a
    /// jump) and banded again. A position beyond the band's reach (left there by a pinch or a
    /// layout change) follows moves towards the range one to one and ignores moves away.
    /// Without bouncing, the position stops at the range, or where it already is if outside.
    ///
    /// Both ends are handled by one formula: the distance past each end is zero on the other
    /// side, and f(0) = f⁻¹(0) = 0.
    static func position(
        _ position: CGFloat, movedBy translation: CGFloat,
        lower: CGFloat, upper: CGFloat, dimension: CGFloat, bounces: Bool
    ) -> CGFloat {
        guard bounces else {
            return Swift.min(Swift.max(position + translation, Swift.min(lower, position)), Swift.max(upper, position))
        }
        func clamped(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, lower), upper) }
        guard let above = overshoot(forOffset: Swift.max(0, position - upper), dimension: dimension) else {
            return position + Swift.min(translation, 0)
        }
        guard let below = overshoot(forOffset: Swift.max(0, lower - position), dimension: dimension) else {
            return position + Swift.max(translation, 0)
        }
        let moved = clamped(position) + above - below + translation
        return clamped(moved) + offset(forOvershoot: Swift.max(0, moved - upper), dimension: dimension)
            - offset(forOvershoot: Swift.max(0, lower - moved), dimension: dimension)
    }
}
