import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// `sizeThatFits` for SwiftUI. Without it the view collapsed in a vertical `ScrollView` or a
/// `List` (height proposal unspecified) and ignored `.aspectRatio`.
@Suite struct ZoomableImageSizingTests {
    /// 600 × 400 pt (landscape 3 : 2), and the same buffer shown `.right`: 400 × 600 pt.
    static let landscape = ImageDescription(size: CGSize(width: 600, height: 400), scale: 2, orientation: .up)
    static let rotated = ImageDescription(size: CGSize(width: 400, height: 600), scale: 2, orientation: .right)

    @Test(arguments: [
        // (width, height, image, expected) — by hand from the rules in the type's documentation.
        (CGFloat?(393), CGFloat?(700), landscape, CGSize(width: 393, height: 700)),    // both: the proposal
        (393, nil, landscape, CGSize(width: 393, height: 262)),                         // 393 · 400/600
        (393, .infinity, landscape, CGSize(width: 393, height: 262)),                   // ∞ is unconstrained
        (393, .nan, landscape, CGSize(width: 393, height: 262)),                        // NaN too
        (nil, 300, landscape, CGSize(width: 450, height: 300)),                         // 300 · 600/400
        (nil, 300, rotated, CGSize(width: 200, height: 300)),                           // 300 · 400/600
        (393, nil, rotated, CGSize(width: 393, height: 589.5)),                         // 393 · 600/400
        (nil, nil, landscape, CGSize(width: 600, height: 400)),                         // the image's points
        (.infinity, .infinity, rotated, CGSize(width: 400, height: 600)),
        (0, nil, landscape, CGSize(width: 0, height: 0)),                               // 0 stays 0
        (0, 0, landscape, CGSize(width: 0, height: 0)),
        (-20, 50, landscape, CGSize(width: 0, height: 50)),                             // negative: 0
        (393, nil, ImageDescription.none, CGSize(width: 393, height: 393)),             // no image: a square
        (nil, nil, ImageDescription.none, CGSize.zero),
        (nil, 120, ImageDescription(size: CGSize(width: 0, height: 50), scale: 1, orientation: .up),
         CGSize(width: 120, height: 120)),                                               // a degenerate image: none
    ])
    func aProposalGetsTheImagesAspectOnItsFreeAxis(width: CGFloat?, height: CGFloat?, image: ImageDescription,
                                                  expected: CGSize) {
        let size = ZoomableImageSizing.size(proposedWidth: width, proposedHeight: height, image: image)
        #expect(size == expected)
    }

    /// A 1 : 10⁶ strip 10³⁰³ pt wide would be 10³⁰⁹ pt tall, past the largest double
    /// (1.8 · 10³⁰⁸): ∞, which SwiftUI cannot lay out; it is the largest finite size instead.
    @Test func anOverflowingRatioGivesTheLargestFiniteSize() {
        let strip = ImageDescription(size: CGSize(width: 1, height: 1e6), scale: 1, orientation: .up)
        let size = ZoomableImageSizing.size(proposedWidth: 1e303, proposedHeight: nil, image: strip)
        #expect(size == CGSize(width: 1e303, height: .greatestFiniteMagnitude))
        let wide = ZoomableImageSizing.size(proposedWidth: nil, proposedHeight: 1e303,
                                            image: ImageDescription(size: CGSize(width: 1e6, height: 1), scale: 1,
                                                                    orientation: .up))
        #expect(wide.width == .greatestFiniteMagnitude && wide.height == 1e303)
    }
}
