import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Where the SwiftUI chrome takes touches. Fixtures: an iPhone 16 in portrait (393 × 852 pt,
/// safe area top 59, bottom 34) with a 44 pt header under the status bar (y 59..<103) and a
/// 60 pt caption over the home indicator (y 758..<818), and the same in landscape (852 × 393,
/// insets left/right 59, bottom 21) with a header inset to x 59..<793.
@Suite struct BrowserChromeRegionsTests {
    static let portrait = BrowserChromeRegions([CGRect(x: 0, y: 59, width: 393, height: 44),
                                                CGRect(x: 0, y: 758, width: 393, height: 60)])
    static let landscape = BrowserChromeRegions([CGRect(x: 59, y: 0, width: 734, height: 44)])

    @Test(arguments: [
        (CGPoint(x: 20, y: 80), true),       // the close button's corner of the header
        (CGPoint(x: 196, y: 426), false),    // the photo's middle: a tap toggles the chrome
        (CGPoint(x: 196, y: 30), false),     // the status bar band above the header
        (CGPoint(x: 196, y: 59), true),      // the header's top edge is in …
        (CGPoint(x: 196, y: 103), false),    // … its bottom edge is out (CGRect.contains)
        (CGPoint(x: 392.5, y: 800), true),   // the caption's far right
        (CGPoint(x: 196, y: 830), false),    // below the caption, over the home indicator
        (CGPoint(x: CGFloat.nan, y: 80), false),
    ])
    func onlyTheHeaderAndFooterTakeTouchesInPortrait(point: CGPoint, takesTouch: Bool) {
        #expect(Self.portrait.takesTouch(at: point) == takesTouch)
    }

    @Test(arguments: [
        (CGPoint(x: 30, y: 20), false),      // left of the inset header, beside the camera housing
        (CGPoint(x: 60, y: 20), true),
        (CGPoint(x: 792, y: 43), true),
        (CGPoint(x: 793, y: 20), false),
        (CGPoint(x: 426, y: 200), false),
    ])
    func theInsetHeaderTakesTouchesOnlyOverItselfInLandscape(point: CGPoint, takesTouch: Bool) {
        #expect(Self.landscape.takesTouch(at: point) == takesTouch)
    }

    /// An `EmptyView` header reports nothing or a zero frame; a broken measurement (null, NaN)
    /// is dropped: such chrome takes no touch anywhere.
    @Test func emptyAndUnusableFramesTakeNoTouch() {
        let regions = BrowserChromeRegions([.zero, CGRect(x: 0, y: 59, width: 393, height: 0), .null,
                                            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)])
        #expect(regions.frames.isEmpty)
        #expect(!regions.takesTouch(at: CGPoint(x: 0, y: 59)))
        #expect(!BrowserChromeRegions().takesTouch(at: .zero))
    }
}
