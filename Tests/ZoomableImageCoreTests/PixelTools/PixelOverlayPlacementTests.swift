import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// Where a marker pinned to a pixel goes. Markers drift off their pixel when placed without the
/// letterbox or the anchor point, grow with the zoom unless asked to, and lag a frame behind a
/// settle animation unless their position is exactly what the view's animation interpolates.
@Suite struct PixelOverlayPlacementTests {
    /// The photo fixture: 600 × 400 px aspect fit in 300 × 500 pt, drawn at (0, 150, 300 × 200),
    /// 0.5 pt per pixel.
    static let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400), contentMode: .scaleAspectFit,
                                    bounds: Fixture.portraitContainer)

    static func geometry(center: CGPoint, scale: CGFloat) -> ViewGeometry {
        ViewGeometry(bounds: Fixture.portraitContainer, center: center, transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Pixel (450.5, 100.25) is view point (225.25, 200.125); zoomed 2× with the centre at
    /// (120, 260): x = 120 + 2 · (225.25 − 150) = 270.5, y = 260 + 2 · (200.125 − 250) = 160.25.
    @Test func aMarkerSitsOverItsPixelUnderTheZoom() {
        let geometry = Self.geometry(center: CGPoint(x: 120, y: 260), scale: 2)
        let fixed = PixelOverlayPlacement(pixel: CGPoint(x: 450.5, y: 100.25), scalesWithImage: false,
                                          layout: Self.layout, geometry: geometry)
        #expect(fixed.center == CGPoint(x: 270.5, y: 160.25))
        #expect(fixed.transform == .identity)
        #expect(!fixed.isHidden)
        let scaling = PixelOverlayPlacement(pixel: CGPoint(x: 450.5, y: 100.25), scalesWithImage: true,
                                            layout: Self.layout, geometry: geometry)
        #expect(scaling.center == fixed.center)
        #expect(scaling.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    /// The geometry between a settle's start and target at progress f (UIKit interpolates centre
    /// and scale with one spring curve): the marker's centre and scale at f are its start and
    /// target values interpolated the same way — so a marker animated in the same block is on
    /// its pixel at every frame, overshoot (f > 1) included.
    @Test(arguments: [0, 0.1, 0.5, 0.93, 1, 1.18] as [CGFloat])
    func midAnimationTheMarkerIsWhereTheSameInterpolationPutsIt(progress f: CGFloat) {
        let start = Self.geometry(center: CGPoint(x: 310, y: 20), scale: 3.7)
        let target = Self.geometry(center: CGPoint(x: 150, y: 250), scale: 1.25)
        let between = Self.geometry(center: CGPoint(x: 310 + (150 - 310) * f, y: 20 + (250 - 20) * f),
                                    scale: 3.7 + (1.25 - 3.7) * f)
        for pixel in [CGPoint(x: 0, y: 0), CGPoint(x: 599.5, y: 13.5), CGPoint(x: 123.4, y: 399)] {
            let from = PixelOverlayPlacement(pixel: pixel, scalesWithImage: true, layout: Self.layout, geometry: start)
            let to = PixelOverlayPlacement(pixel: pixel, scalesWithImage: true, layout: Self.layout, geometry: target)
            let mid = PixelOverlayPlacement(pixel: pixel, scalesWithImage: true, layout: Self.layout, geometry: between)
            let interpolated = CGPoint(x: from.center.x + (to.center.x - from.center.x) * f,
                                       y: from.center.y + (to.center.y - from.center.y) * f)
            #expect(isClose(mid.center, interpolated, tolerance: 1e-12), "\(pixel) at \(f)")
            #expect(isClose(mid.transform.a, from.transform.a + (to.transform.a - from.transform.a) * f, tolerance: 1e-12))
            // And it is where the view draws the pixel at that moment.
            #expect(isClose(between.convertFromSuperview(mid.center), Self.layout.viewPoint(forPixel: pixel), tolerance: 1e-12))
        }
    }

    /// Every content mode and orientation: the marker's centre, taken back through the geometry
    /// and the layout, is its pixel again.
    @Test(arguments: ImageContentMode.allCases)
    func theMarkersCentreMapsBackToItsPixel(mode: ImageContentMode) {
        for orientation in ImageOrientation.allCases {
            let layout = ImageLayout(imageSize: Fixture.panoramaSize, imageScale: 3, orientation: orientation,
                                     contentMode: mode, bounds: Fixture.bounds)
            let geometry = ViewGeometry(bounds: Fixture.bounds, center: CGPoint(x: 37, y: -12),
                                        transform: CGAffineTransform(scaleX: 2.5, y: 2.5))
            let pixel = CGPoint(x: 1100.5, y: 20.25)
            let placement = PixelOverlayPlacement(pixel: pixel, scalesWithImage: false, layout: layout, geometry: geometry)
            let back = layout.pixel(forViewPoint: geometry.convertFromSuperview(placement.center))
            #expect(isClose(back, pixel, tolerance: 1e-9), "\(mode) \(orientation)")
        }
    }

    @Test func markersOffTheImageOrWithoutOneAreHiddenAtAFinitePlace() {
        let geometry = Self.geometry(center: CGPoint(x: 150, y: 250), scale: 1)
        let cases: [(CGPoint, Bool)] = [
            (CGPoint(x: 0, y: 0), false), (CGPoint(x: 600, y: 400), false),       // edges count as on the image
            (CGPoint(x: -0.01, y: 3), true), (CGPoint(x: 600.01, y: 3), true), (CGPoint(x: 3, y: 400.5), true),
        ]
        for (pixel, hidden) in cases {
            let placement = PixelOverlayPlacement(pixel: pixel, scalesWithImage: false, layout: Self.layout, geometry: geometry)
            #expect(placement.isHidden == hidden, "\(pixel)")
            // Off the image, still where the pixel would be: showing it again never jumps.
            #expect(isClose(placement.center, CGPoint(x: pixel.x / 2, y: 150 + pixel.y / 2)), "\(pixel)")
        }
        let nan = PixelOverlayPlacement(pixel: CGPoint(x: CGFloat.nan, y: 1), scalesWithImage: true, layout: Self.layout,
                                        geometry: geometry)
        #expect(nan.isHidden && nan.center == CGPoint(x: 150, y: 250))
        let empty = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: Fixture.portraitContainer)
        let none = PixelOverlayPlacement(pixel: CGPoint(x: 1, y: 1), scalesWithImage: false, layout: empty, geometry: geometry)
        #expect(none.isHidden && none.center == CGPoint(x: 150, y: 250))
    }

    @Test func aDegenerateGeometryNeverPutsNaNInAFrame() {
        let broken = ViewGeometry(bounds: Fixture.portraitContainer, center: CGPoint(x: CGFloat.infinity, y: 0),
                                  transform: CGAffineTransform(scaleX: .nan, y: .nan))
        let placement = PixelOverlayPlacement(pixel: CGPoint(x: 10, y: 10), scalesWithImage: true, layout: Self.layout,
                                              geometry: broken)
        #expect(placement.isHidden)
        #expect(placement.center == .zero)
        #expect(placement.transform == .identity)
        let singular = Self.geometry(center: CGPoint(x: 150, y: 250), scale: 0)
        let flat = PixelOverlayPlacement(pixel: CGPoint(x: 10, y: 10), scalesWithImage: true, layout: Self.layout,
                                         geometry: singular)
        #expect(flat.transform == .identity)       // a zero scale would make the marker's frame NaN
        #expect(flat.center == CGPoint(x: 150, y: 250))
    }

    /// Zoomed 2× about (150, 250), pixel (450.5, 100.25) is at (300.5, 150.25): just outside a
    /// 300 pt wide container — clipped, out of VoiceOver's reach; pixel (300, 200) is at its centre.
    @Test func onlyMarkersInsideTheContainerAreInCoverage() {
        let geometry = Self.geometry(center: CGPoint(x: 150, y: 250), scale: 2)
        let place = { (pixel: CGPoint, coverage: CGRect?) in
            PixelOverlayPlacement(pixel: pixel, scalesWithImage: false, layout: Self.layout, geometry: geometry,
                                  coverage: coverage)
        }
        let outside = place(CGPoint(x: 450.5, y: 100.25), Fixture.portraitContainer)
        #expect(outside.center == CGPoint(x: 300.5, y: 150.25))
        #expect(!outside.isHidden && !outside.isInCoverage)
        #expect(place(CGPoint(x: 300, y: 200), Fixture.portraitContainer).isInCoverage)
        #expect(!place(CGPoint(x: 300, y: 200), nil).isInCoverage)
        #expect(!place(CGPoint(x: -5, y: 200), Fixture.portraitContainer).isInCoverage)   // hidden: off the image
    }

    @Test func movesTakeAQuarterSecondWhenAnimated() {
        #expect(PixelOverlayPlacement.moveDuration(animated: true) == 0.25)
        #expect(PixelOverlayPlacement.moveDuration(animated: false) == 0)
    }
}
