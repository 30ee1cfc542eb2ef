import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// view → pixel → view (and through the stored buffer) returns where it started, for every
/// content mode, orientation and scale. An extra layer on top of the hand-derived tables: a
/// round trip alone cannot prove a mapping right, but it catches an inverse that drifted.
@Suite struct ImageLayoutRoundTripTests {
    static let scales: [CGFloat] = [1, 2, 3]

    @Test(arguments: ImageContentMode.allCases, ImageOrientation.allCases)
    func viewPointsSurviveARoundTrip(mode: ImageContentMode, orientation: ImageOrientation) {
        for scale in Self.scales {
            let layout = ImageLayout(imageSize: Fixture.smallImageSize, imageScale: scale,
                                     orientation: orientation, contentMode: mode, bounds: Fixture.bounds)
            for point in [CGPoint(x: 10, y: 20), CGPoint(x: 123.456, y: 78.9), CGPoint(x: 309.99, y: 119.5),
                          CGPoint(x: -50, y: 500)] {
                let pixel = layout.pixel(forViewPoint: point)
                #expect(isClose(layout.viewPoint(forPixel: pixel), point))
                let stored = layout.cgImagePixel(forViewPoint: point)
                #expect(isClose(layout.viewPoint(forCGImagePixel: stored), point))
            }
            let rect = CGRect(x: 33, y: 44, width: 55, height: 22)
            #expect(isClose(layout.viewRect(forPixelRect: layout.pixelRect(forViewRect: rect)), rect))
            #expect(isClose(layout.viewRect(forCGImagePixelRect: layout.cgImagePixelRect(forViewRect: rect)), rect))
        }
    }

    @Test(arguments: ImageContentMode.allCases, ImageOrientation.allCases)
    func theTransformsAgreeWithThePointFunctions(mode: ImageContentMode, orientation: ImageOrientation) {
        let layout = ImageLayout(imageSize: Fixture.panoramaSize, imageScale: 3, orientation: orientation,
                                 contentMode: mode, bounds: Fixture.bounds)
        let point = CGPoint(x: 77, y: 66)
        #expect(isClose(point.applying(layout.viewToPixelTransform), layout.pixel(forViewPoint: point)))
        #expect(isClose(point.applying(layout.viewToPixelTransform).applying(layout.pixelToCGImagePixelTransform),
                        layout.cgImagePixel(forViewPoint: point)))
        #expect(isClose(layout.viewToPixelTransform.concatenating(layout.pixelToViewTransform), .identity))
    }
}
