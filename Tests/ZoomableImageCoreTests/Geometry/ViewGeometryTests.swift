import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// UIKit's view → superview chain (seed 002 "Transforms"): the hidden prefix that moves the
/// anchor point to the origin, the `transform`, and the suffix that moves it to `center`.
@Suite struct ViewGeometryTests {
    @Test func anUntransformedViewIsPlacedByItsFrame() {
        let geometry = ViewGeometry(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(geometry.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(geometry.center == CGPoint(x: 120, y: 90))
        #expect(geometry.transform.isIdentity)
        #expect(geometry.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(geometry.frame == CGRect(x: 20, y: 40, width: 200, height: 100))
        #expect(geometry.convertToSuperview(CGPoint(x: 5, y: 6)) == CGPoint(x: 25, y: 46))
    }

    @Test func aNegativeFrameIsStandardized() {
        // (220, 140) with size −200 × −100 is the rect from (20, 40) to (220, 140).
        let geometry = ViewGeometry(frame: CGRect(x: 220, y: 140, width: -200, height: -100))
        #expect(geometry.center == CGPoint(x: 120, y: 90))
        #expect(geometry.bounds.size == CGSize(width: 200, height: 100))
    }

    @Test func aScaleTurnsAboutTheCentreNotTheOrigin() {
        // Centre (120, 90), scale 2: view point (0, 0) is (−100, −50) from the anchor (100, 50),
        // scaled to (−200, −100), placed at (120 − 200, 90 − 100) = (−80, −10).
        var geometry = ViewGeometry(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        geometry.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(geometry.convertToSuperview(.zero) == CGPoint(x: -80, y: -10))
        #expect(geometry.frame == CGRect(x: -80, y: -10, width: 400, height: 200))
        #expect(geometry.center == CGPoint(x: 120, y: 90))   // the transform never moves center
        // Applying the transform directly, as the seed warns, gives a different (wrong) answer.
        #expect(CGPoint.zero.applying(geometry.transform) != geometry.convertToSuperview(.zero))
    }

    @Test func theBoundsOriginShiftsTheContent() {
        // Bounds (10, 5, 200 × 100), centre (100, 100): the anchor is (10 + 100, 5 + 50) = (110, 55),
        // so view point (10, 5) lands at (100 − 100, 100 − 50) = (0, 50).
        let geometry = ViewGeometry(bounds: CGRect(x: 10, y: 5, width: 200, height: 100), center: CGPoint(x: 100, y: 100))
        #expect(geometry.convertToSuperview(CGPoint(x: 10, y: 5)) == CGPoint(x: 0, y: 50))
        #expect(geometry.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    @Test func theAnchorPointIsWhatCenterPositions() {
        // Anchor (0, 0): the bounds' top-left sits at center (50, 60) and the scale turns about it.
        // View point (10, 10) → (10 · 2 + 50, 10 · 2 + 60) = (70, 80); frame (50, 60, 400 × 200).
        let geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), center: CGPoint(x: 50, y: 60),
                                    transform: CGAffineTransform(scaleX: 2, y: 2), anchorPoint: .zero)
        #expect(geometry.convertToSuperview(CGPoint(x: 10, y: 10)) == CGPoint(x: 70, y: 80))
        #expect(geometry.frame == CGRect(x: 50, y: 60, width: 400, height: 200))
    }

    @Test func aRotatedViewsFrameIsItsBoundingBox() {
        // 200 × 100 turned a quarter about centre (120, 90) stands 100 × 200: (70, −10, 100 × 200).
        var geometry = ViewGeometry(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        geometry.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(geometry.frame, CGRect(x: 70, y: -10, width: 100, height: 200)))
        // The bounds don't change with the transform.
        #expect(geometry.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func convertingFromTheSuperviewUndoesConvertingToIt() {
        let geometry = ViewGeometry(bounds: CGRect(x: 7, y: -3, width: 150, height: 90), center: CGPoint(x: 31, y: 47),
                                    transform: CGAffineTransform(a: 1.5, b: 0.2, c: -0.4, d: 0.8, tx: 12, ty: -6),
                                    anchorPoint: CGPoint(x: 0.3, y: 0.9))
        let point = CGPoint(x: 12.5, y: -40)
        #expect(isClose(geometry.convertFromSuperview(geometry.convertToSuperview(point)), point))
        // By hand for a plain scale: frame (20, 40, 200 × 100) at scale 2, superview (−80, −10) is view (0, 0).
        var scaled = ViewGeometry(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(scaled.convertFromSuperview(CGPoint(x: -80, y: -10)) == .zero)
    }

    @Test(arguments: [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0),
                      CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0),
                      CGAffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0)])
    func aSingularTransformLeavesPointsUnchangedInsteadOfNaN(transform: CGAffineTransform) {
        let geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), center: CGPoint(x: 60, y: 70),
                                    transform: transform)
        #expect(geometry.convertFromSuperview(CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
    }

    @Test func theAssignableTransformCancelsThePrefixAndSuffix() {
        // Bounds (0, 0, 100 × 50), centre (200, 300); we want the effective map x' = 2x, y' = 2y.
        // assignable = translate(+anchor) · E · translate(−center) = translate(50, 25) · scale 2 ·
        // translate(−200, −300): a = d = 2, tx = 50 · 2 − 200 = −100, ty = 25 · 2 − 300 = −250.
        var geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), center: CGPoint(x: 200, y: 300))
        let effective = CGAffineTransform(scaleX: 2, y: 2)
        let assignable = geometry.assignableTransform(forEffectiveTransform: effective)
        #expect(assignable == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -100, ty: -250))
        geometry.transform = assignable
        #expect(isClose(geometry.viewToSuperviewTransform, effective))
        #expect(geometry.convertToSuperview(CGPoint(x: 10, y: 20)) == CGPoint(x: 20, y: 40))
    }

    @Test func theAssignableTransformOfTheCurrentEffectiveTransformIsTheCurrentTransform() {
        let geometry = ViewGeometry(bounds: CGRect(x: 4, y: 9, width: 80, height: 60), center: CGPoint(x: -15, y: 22),
                                    transform: CGAffineTransform(a: 0.7, b: -0.3, c: 0.5, d: 1.9, tx: 3, ty: 8),
                                    anchorPoint: CGPoint(x: 0.25, y: 0.6))
        #expect(isClose(geometry.assignableTransform(forEffectiveTransform: geometry.viewToSuperviewTransform),
                        geometry.transform))
    }
}
