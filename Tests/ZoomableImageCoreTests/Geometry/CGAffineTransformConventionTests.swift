import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Pins the conventions of `CGAffineTransform` with numbers that hold on CoreGraphics too.
///
/// On Linux these exercise the drop-in declared by ZoomableImageCore; on Apple platforms they
/// run against CoreGraphics itself, so a sign or order mistake in the drop-in shows up as a
/// difference between the two CI jobs. Every expectation is worked out by hand from
/// x' = a·x + c·y + tx, y' = b·x + d·y + ty.
@Suite struct CGAffineTransformConventionTests {
    @Test func identityHasTheUnitDiagonal() {
        let t = CGAffineTransform.identity
        #expect([t.a, t.b, t.c, t.d, t.tx, t.ty] == [1, 0, 0, 1, 0, 0])
        #expect(t.isIdentity)
        #expect(CGAffineTransform().isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-12).isIdentity)
    }

    @Test func pointsAreRowVectors() {
        // x' = 2·3 + 5·7 + 11 = 52, y' = 4·3 + 6·7 + 13 = 67
        let t = CGAffineTransform(a: 2, b: 4, c: 5, d: 6, tx: 11, ty: 13)
        #expect(CGPoint(x: 3, y: 7).applying(t) == CGPoint(x: 52, y: 67))
    }

    @Test func sizesIgnoreTheTranslation() {
        // (a·w + c·h, b·w + d·h) = (2·3 + 5·7, 4·3 + 6·7) = (41, 54); tx, ty play no part.
        let t = CGAffineTransform(a: 2, b: 4, c: 5, d: 6, tx: 11, ty: 13)
        #expect(CGSize(width: 3, height: 7).applying(t) == CGSize(width: 41, height: 54))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        // translate then scale: (1, 1) → (11, 1) → (22, 2)
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func concatenatingIsTheMatrixProduct() {
        // [1 2; 3 4; 5 6] · [7 8; 9 10; 11 12] with the implicit third column (0, 0, 1):
        // a = 1·7 + 2·9 = 25, b = 1·8 + 2·10 = 28, c = 3·7 + 4·9 = 57, d = 3·8 + 4·10 = 64,
        // tx = 5·7 + 6·9 + 11 = 100, ty = 5·8 + 6·10 + 12 = 112.
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        // (1, 1) through t1 is (1 + 3 + 5, 2 + 4 + 6) = (9, 12); through t2, (63 + 108 + 11, 72 + 120 + 12).
        #expect(CGPoint(x: 1, y: 1).applying(t1.concatenating(t2)) == CGPoint(x: 182, y: 204))
    }

    @Test func scaledByAppliesTheNewScaleFirst() {
        // scale then translate: (1, 1) → (2, 3) → (12, 3)
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test func translatedByAppliesTheNewTranslationFirst() {
        // translate then scale: (1, 1) → (6, 1) → (12, 3)
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test func rotatedAppliesTheNewRotationFirst() {
        // rotate a quarter turn then translate: (1, 0) → (0, 1) → (10, 1)
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1), tolerance: 1e-15))
    }

    @Test func positiveRotationTurnsXTowardsY() {
        // cos 90° = 0, sin 90° = 1: (a, b, c, d) = (cos, sin, −sin, cos) = (0, 1, −1, 0).
        // In UIKit's y-down space, +x turning into +y is clockwise on screen.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(t, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-15))
    }

    @Test func invertedUndoesTheTransform() {
        // t = scale (2, 4) then translate (6, 8); inverse: x = (x' − 6)/2, y = (y' − 8)/4.
        let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
        let inverse = t.inverted()
        #expect(isClose(inverse, CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2)))
        // A shear and rotation mix: t · t⁻¹ must be the identity.
        let mixed = CGAffineTransform(a: 1, b: 2, c: -3, d: 0.5, tx: 7, ty: -9)
        #expect(isClose(mixed.concatenating(mixed.inverted()), .identity))
    }

    @Test func invertingASingularTransformReturnsItUnchanged() {
        // CoreGraphics' documented behaviour: a non-invertible matrix is returned as is.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)   // det = 4 − 4 = 0
        #expect(singular.inverted() == singular)
        #expect(CGAffineTransform(scaleX: 0, y: 0).inverted() == CGAffineTransform(scaleX: 0, y: 0))
    }

    @Test func rectsBecomeTheBoundingBoxOfTheirCorners() {
        // (0, 0, 2, 1) turned a quarter: corners (0,0) (2,0) (0,1) (2,1) → (0,0) (0,2) (−1,0) (−1,2).
        let rotated = CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(isClose(rotated, CGRect(x: -1, y: 0, width: 1, height: 2), tolerance: 1e-15))
        // A flip keeps a positive size: x' = −x maps [1, 4] to [−4, −1].
        let flipped = CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -4, y: 2, width: 3, height: 4))
    }

    @Test func aNullRectStaysNull() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func codableUsesTheSixEntriesInOrder() throws {
        // Foundation encodes CoreGraphics' type as [a, b, c, d, tx, ty]; traces depend on it.
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let json = String(decoding: try JSONEncoder().encode(t), as: UTF8.self)
        #expect(json == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: Data(json.utf8)) == t)
    }
}
