import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGAffineTransform {
    /// The determinant a·d − b·c: the factor by which the transform scales areas.
    var determinant: CGFloat { a * d - b * c }

    /// Whether every entry is finite and the matrix can be inverted.
    ///
    /// A transform that fails this check has no usable inverse: CoreGraphics' `inverted()`
    /// returns it unchanged, which would map points to nonsense rather than to NaN.
    var isInvertible: Bool {
        isFinite && determinant != 0 && determinant.isFinite
    }

    /// Whether every entry is finite.
    var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse, or `nil` when there is none with finite entries (a singular or non-finite
    /// matrix, or one so close to singular that the inverse overflows).
    var finiteInverse: CGAffineTransform? {
        guard isInvertible else { return nil }
        let inverse = inverted()
        return inverse.isFinite ? inverse : nil
    }
}
