import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The core's own guard around `inverted()`: which matrices have a usable inverse. CoreGraphics
/// returns a singular matrix unchanged, which would map points to nonsense; the core asks
/// `finiteInverse` instead and gets `nil`. The engine only inverts uniform scales, so full
/// matrices (shears, rotations) are what would let a wrong determinant through.
@Suite struct CGAffineTransformInversionTests {
    @Test func theDeterminantIsADMinusBC() {
        #expect(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).determinant == -2)     // 4 − 6
        #expect(CGAffineTransform(a: 3, b: 2, c: 5, d: 4, tx: 0, ty: 0).determinant == 2)      // 12 − 10
    }

    @Test func aSingularShearHasNoInverse() {
        // det = 1·4 − 2·2 = 0, although no entry is zero.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(!singular.isInvertible)
        #expect(singular.finiteInverse == nil)
        // The same matrix with d = 5 (det = 1) inverts: (d, −b, −c, a) / det.
        let sheared = CGAffineTransform(a: 1, b: 2, c: 2, d: 5, tx: 0, ty: 0)
        #expect(sheared.finiteInverse == CGAffineTransform(a: 5, b: -2, c: -2, d: 1, tx: 0, ty: 0))
    }

    @Test func anInverseThatOverflowsOrANonFiniteEntryIsNone() {
        // det = 1e-310 (subnormal, not zero): the inverse's a would be 1e310, which is ∞.
        let subnormal = CGFloat.leastNormalMagnitude / 1000
        #expect(CGAffineTransform(scaleX: subnormal, y: 1).isInvertible)
        #expect(CGAffineTransform(scaleX: subnormal, y: 1).finiteInverse == nil)
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).finiteInverse == nil)
        #expect(CGAffineTransform(scaleX: 1e-200, y: 1).finiteInverse == CGAffineTransform(scaleX: 1e200, y: 1))
    }
}
