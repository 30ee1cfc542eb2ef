import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGFloat {
    /// Whether the value is finite and greater than zero: a usable scale or factor.
    ///
    /// The same as `isFinite && self > 0` (NaN fails both comparisons, +∞ the second), written as
    /// two floating-point comparisons: LLVM turns `isFinite && self > 0`, and `self < .infinity`,
    /// into a test of the number's class, some fifteen integer instructions on x86-64, and
    /// gesture events check several values.
    var isPositiveAndFinite: Bool { self > 0 && self <= .greatestFiniteMagnitude }
}

extension CGPoint {
    /// Whether both coordinates are finite (neither NaN nor ±∞).
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether both lengths are finite.
    var isFinite: Bool { width.isFinite && height.isFinite }

    /// Whether both lengths are finite and greater than zero: a size something can be drawn in.
    var isPositiveAndFinite: Bool { isFinite && width > 0 && height > 0 }
}

extension CGRect {
    /// Whether the origin and the size are finite (a null or infinite rect is not).
    var isFiniteRect: Bool { origin.isFinite && size.isFinite }

    /// The intersection with `other`, or the null rect when either has a NaN in its origin or
    /// size: Foundation's `intersection(_:)` traps on a NaN on Linux (CoreGraphics returns a NaN
    /// rect). Every intersection in the core goes through here.
    func intersectionOrNull(_ other: CGRect) -> CGRect {
        guard !origin.x.isNaN, !origin.y.isNaN, !size.width.isNaN, !size.height.isNaN,
              !other.origin.x.isNaN, !other.origin.y.isNaN, !other.size.width.isNaN, !other.size.height.isNaN
        else { return .null }
        return intersection(other)
    }

    /// Whether the rect has a positive width and height and finite edges. `CGRect.infinite`
    /// (whose numbers are finite but huge: its sides are `.greatestFiniteMagnitude`) and rects
    /// whose far edge overflows are excluded.
    ///
    /// Plain comparisons rather than `CGRect.isInfinite`, which Foundation does not inline:
    /// this runs several times per gesture event.
    var hasPositiveFiniteArea: Bool {
        origin.isFinite && size.isPositiveAndFinite && maxX.isFinite && maxY.isFinite
            && size.width < .greatestFiniteMagnitude && size.height < .greatestFiniteMagnitude
    }

    /// The largest coordinate, in points, of a rect a ``ZoomEngine`` zooms: 1e150. Every product
    /// with a zoom scale (at most 1e4) and every sum of such products stays far from overflow,
    /// so no event can turn a usable layout into ∞ or NaN.
    static let largestZoomableCoordinate: CGFloat = 1e150

    /// Whether a ``ZoomEngine`` can use the rect: ``hasPositiveFiniteArea`` with every edge within
    /// ±``largestZoomableCoordinate``.
    var isZoomable: Bool {
        let limit = Self.largestZoomableCoordinate
        return hasPositiveFiniteArea && abs(minX) <= limit && abs(maxX) <= limit && abs(minY) <= limit
            && abs(maxY) <= limit
    }
}
