import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Moving the image under the box (``CropFixture``: image x 10…310, y 160…360; box x 60…260,
/// y 180…330).
@Suite struct CropEditorImageGestureTests {
    /// A pan stops where a corner would be bared: left by at most 310 − 260 = 50, up by at most
    /// 360 − 330 = 30; within those it follows the finger.
    @Test(arguments: [
        (CGPoint(x: -100, y: 0), CGPoint(x: 110, y: 260)),
        (CGPoint(x: 0, y: -100), CGPoint(x: 160, y: 230)),
        (CGPoint(x: 20, y: 10), CGPoint(x: 160 + 20, y: 260 + 10)),
        (CGPoint(x: 100, y: 100), CGPoint(x: 210, y: 280)),
    ])
    func aPanStopsAtTheEdge(_ translation: CGPoint, _ center: CGPoint) {
        let panned = CropFixture.geometry().panned(by: translation)
        #expect(isClose(panned.imageCenter, center), "by \(translation)")
        #expect(CropFixture.covers(panned))
    }

    /// Straightened by 30°, a pan far in any direction stops with a corner on the image's edge
    /// and the box covered.
    @Test func aPanOnATurnedImageStopsAtTheEdge() {
        let turned = CropFixture.geometry().straightened(toDegrees: 30)
        for translation in [CGPoint(x: 500, y: 0), CGPoint(x: -300, y: 200), CGPoint(x: 0, y: -1000)] {
            let panned = turned.panned(by: translation)
            #expect(CropFixture.covers(panned), "by \(translation)")
            #expect(!CropFixture.covers(panned.panned(by: .zero), tolerance: -1e-6), "not at the edge by \(translation)")
        }
    }

    /// A pinch to half about the box's centre asks for 0.25 pt/px; the box needs
    /// max(200/600, 150/400) = 0.375, where the image (225 × 150 pt) must sit at y = 255 exactly
    /// and x within 260 − 112.5 … 60 + 112.5: centre (160, 255).
    @Test func aPinchStopsAtTheMinimum() {
        let centre = CGPoint(x: 160, y: 255)
        let pinched = CropFixture.geometry().pinched(by: 0.5, around: centre, from: centre)
        #expect(isClose(pinched.scale, 0.375))
        #expect(isClose(pinched.imageCenter, CGPoint(x: 160, y: 255)))
        #expect(CropFixture.covers(pinched))
    }

    /// Past the maximum (1 pt/px here) the pinch bands: ×4 from 0.5 asks for 2, shown
    /// 1 · (1 + f(1)) with f(1) = 1 − 1/1.55 = 0.354839; the settle brings it back to 1 about the
    /// fingers, still covering.
    @Test func aPinchBandsPastTheMaximumAndSettlesBack() {
        let centre = CGPoint(x: 160, y: 255)
        let pinched = CropFixture.geometry(limits: CropEditorLimits(maximumScale: 1))
            .pinched(by: 4, around: centre, from: centre)
        #expect(isClose(pinched.scale, 1 + (1 - 1 / 1.55), tolerance: 1e-12))
        let settled = pinched.settled(around: centre)
        #expect(isClose(settled.scale, 1))
        #expect(CropFixture.covers(settled))
        // Pinching back from the band follows the fingers exactly: ×0.25 returns to 0.5.
        let back = pinched.pinched(by: 0.25, around: centre, from: centre)
        #expect(isClose(back.scale, 0.5, tolerance: 1e-12))
    }

    /// Moving fingers pan: the image point under the old centroid goes under the new one.
    @Test func movingFingersPanTheImage() {
        let geometry = CropFixture.geometry()
        let from = CGPoint(x: 150, y: 250)
        let to = CGPoint(x: 160, y: 256)
        let pixel = geometry.editedPixel(forContainerPoint: from)
        let pinched = geometry.pinched(by: 1.2, around: to, from: from)
        #expect(isClose(pinched.containerPoint(forEditedPixel: pixel), to))
    }

    /// Bad values change nothing.
    @Test func badGestureValuesChangeNothing() {
        let geometry = CropFixture.geometry()
        let point = CGPoint(x: 160, y: 255)
        #expect(geometry.panned(by: CGPoint(x: CGFloat.nan, y: 0)) == geometry)
        #expect(geometry.pinched(by: 0, around: point, from: point) == geometry)
        #expect(geometry.pinched(by: .infinity, around: point, from: point) == geometry)
        #expect(geometry.pinched(by: 2, around: CGPoint(x: CGFloat.nan, y: 0), from: point) == geometry)
    }
}
