import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What a view knows of its image: its longest side in pixels — how much detail a downsampled
/// copy holds, which decides whether a sharper one is decoded. Every fixture is far from square,
/// in both directions, so the shorter side can never pass for it.
@Suite struct ImageDescriptionTests {
    @Test(arguments: [
        (CGSize(width: 600, height: 400), 2.0, 1200.0),      // landscape at 2×: 600 pt × 2
        (CGSize(width: 300, height: 900), 1.0, 900.0),       // portrait: the height
        (CGSize(width: 1024, height: 64), 3.0, 3072.0),      // a 16 : 1 strip
        (CGSize(width: 0, height: 0), 1.0, 0.0),             // no image
        (CGSize(width: CGFloat.nan, height: 400), 1.0, 0.0), // bad values
        (CGSize(width: 600, height: 400), -1.0, 0.0),
    ] as [(CGSize, Double, Double)])
    func theLongestPixelSideIsTheLongerSideTimesTheScale(size: CGSize, scale: Double, side: Double) {
        let image = ImageDescription(size: size, scale: CGFloat(scale), orientation: .up)
        #expect(image.longestPixelSide == CGFloat(side))
    }
}
