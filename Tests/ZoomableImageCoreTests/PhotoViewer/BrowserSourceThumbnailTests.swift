import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A SwiftUI thumbnail's content mode and corner radius, as `zoomableImageBrowserSource` passes
/// them to the closing zoom: SwiftUI's `.fit` is UIKit's aspect fit (raw value 1), `.fill` aspect
/// fill (2); a radius the layer could not draw is 0.
@Suite struct BrowserSourceThumbnailTests {
    @Test(arguments: [(true, ImageContentMode.scaleAspectFit, 1), (false, .scaleAspectFill, 2)])
    func swiftUIsContentModeIsUIKitsAspectMode(aspectFits: Bool, expected: ImageContentMode, rawValue: Int) {
        let thumbnail = BrowserSourceThumbnail(frame: CGRect(x: 16, y: 300, width: 88, height: 44),
                                               aspectFits: aspectFits, cornerRadius: 8)
        #expect(thumbnail.contentMode == expected)
        #expect(thumbnail.contentMode.rawValue == rawValue)
        #expect(thumbnail.cornerRadius == 8)
        #expect(thumbnail.frame == CGRect(x: 16, y: 300, width: 88, height: 44))
    }

    @Test(arguments: [(-4, 0), (CGFloat.nan, 0), (CGFloat.infinity, 0), (0, 0), (12.5, 12.5)] as [(CGFloat, CGFloat)])
    func aRadiusTheLayerCannotDrawIsZero(radius: CGFloat, expected: CGFloat) {
        #expect(BrowserSourceThumbnail(frame: .zero, aspectFits: false, cornerRadius: radius).cornerRadius == expected)
    }

    /// The closing zoom ends on what the cell draws: a 300 × 200 pt image in an 88 × 44 cell at
    /// (16, 300). Fill: scale max(88/300, 44/200) = 0.2933…, image 88 × 58.67 centred, y 300 −
    /// 7.33; fit: scale min(…) = 0.22, image 66 × 44 centred, x 16 + 11.
    @Test func theZoomEndsOnTheCellsLayout() throws {
        let frame = CGRect(x: 16, y: 300, width: 88, height: 44)
        for (aspectFits, expected) in [(false, CGRect(x: 16, y: 300 - CGFloat(22) / 3, width: 88, height: CGFloat(176) / 3)),
                                       (true, CGRect(x: 27, y: 300, width: 66, height: 44))] {
            let source = BrowserSourceThumbnail(frame: frame, aspectFits: aspectFits, cornerRadius: 6)
            let end = try #require(ZoomTransitionThumbnail(frame: source.frame, contentMode: source.contentMode,
                                                           cornerRadius: source.cornerRadius)
                .endFrame(imageSize: CGSize(width: 300, height: 200),
                          visibleBounds: CGRect(x: 0, y: 0, width: 393, height: 852), backgroundOpacity: 0))
            #expect(abs(end.imageFrame.minX - expected.minX) < 1e-9)
            #expect(abs(end.imageFrame.minY - expected.minY) < 1e-9)
            #expect(abs(end.imageFrame.width - expected.width) < 1e-9)
            #expect(abs(end.imageFrame.height - expected.height) < 1e-9)
            #expect(end.cornerRadius == 6)
        }
    }
}
