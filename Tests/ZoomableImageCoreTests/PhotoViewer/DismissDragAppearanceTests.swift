import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// How a dismiss drag's distance maps to the image's offset and scale and the background's
/// opacity, in a 390 × 844 pt viewer: full progress after ½ · 844 = 422 pt of vertical travel.
@Suite struct DismissDragAppearanceTests {
    static let container = CGSize(width: 390, height: 844)
    static let anchor = CGPoint(x: 100, y: 300)

    /// progress = min(1, |dy| / 422); scale = 1 − 0.25 · progress; opacity = 1 − progress.
    @Test(arguments: [
        (CGPoint(x: 12, y: 211), 0.5, 0.875, 0.5),          // 211 / 422 = ½
        (CGPoint(x: 0, y: 105.5), 0.25, 0.9375, 0.75),      // 105.5 / 422 = ¼
        (CGPoint(x: -30, y: -422), 1, 0.75, 0),             // up, the whole way
        (CGPoint(x: 0, y: 1000), 1, 0.75, 0),               // beyond: held at full progress
        (CGPoint(x: 200, y: 0), 0, 1, 1),                   // sideways: no progress
        (CGPoint.zero, 0, 1, 1),
    ] as [(CGPoint, CGFloat, CGFloat, CGFloat)])
    func progressFollowsTheVerticalDistanceUpToHalfTheHeight(offset: CGPoint, progress: CGFloat, scale: CGFloat,
                                                             opacity: CGFloat) {
        let look = DismissDragAppearance(offset: offset, anchor: Self.anchor, containerSize: Self.container)
        #expect(look.offset == offset)
        #expect(isClose(look.progress, progress))
        #expect(isClose(look.scale, scale))
        #expect(isClose(look.backgroundOpacity, opacity))
    }

    @Test func theImagePointUnderTheFingerFollowsItAndTheImageShrinksAboutIt() {
        // A view filling the container at rest: centre (195, 422), untransformed.
        let resting = ViewGeometry(frame: CGRect(origin: .zero, size: Self.container))
        let look = DismissDragAppearance(offset: CGPoint(x: 10, y: 211), anchor: Self.anchor,
                                         containerSize: Self.container)
        let shown = look.geometry(applyingTo: resting)
        // centre = anchor + offset + 0.875 · (centre − anchor)
        //        = (100 + 10 + 0.875 · 95, 300 + 211 + 0.875 · 122) = (193.125, 617.75).
        #expect(isClose(shown.center, CGPoint(x: 193.125, y: 617.75)))
        #expect(isClose(shown.transform, CGAffineTransform(scaleX: 0.875, y: 0.875)))
        #expect(shown.bounds == resting.bounds)
        // The view point that was under the finger (the view fills the container, so (100, 300))
        // is now at anchor + offset = (110, 511).
        #expect(isClose(shown.convertToSuperview(CGPoint(x: 100, y: 300)), CGPoint(x: 110, y: 511)))
        // The container map says the same: x ↦ (110, 511) + 0.875 · (x − (100, 300)).
        #expect(isClose(Self.anchor.applying(look.containerTransform), CGPoint(x: 110, y: 511)))
        #expect(isClose(CGPoint(x: 0, y: 0).applying(look.containerTransform), CGPoint(x: 22.5, y: 248.5)))
    }

    @Test func onAPageRestingAtAMinimumAbove1TheScaleMultipliesIt() {
        // Resting at zoom 2 about its centre (150, 250), bounds 300 × 500; drag ¼ of the way
        // (105.5 pt of 422): scale 0.9375 → transform 2 · 0.9375 = 1.875;
        // centre = anchor + offset + 0.9375 · (centre − anchor)
        //        = (100 + 0 + 0.9375 · 50, 300 + 105.5 + 0.9375 · (−50)) = (146.875, 358.625).
        let resting = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), center: CGPoint(x: 150, y: 250),
                                   transform: CGAffineTransform(scaleX: 2, y: 2))
        let look = DismissDragAppearance(offset: CGPoint(x: 0, y: 105.5), anchor: CGPoint(x: 100, y: 300),
                                         containerSize: Self.container)
        let shown = look.geometry(applyingTo: resting)
        #expect(isClose(shown.transform, CGAffineTransform(scaleX: 1.875, y: 1.875)))
        #expect(isClose(shown.center, CGPoint(x: 146.875, y: 358.625)))
    }

    @Test func theRestingAppearanceChangesNothing() {
        let resting = DismissDragAppearance.resting(anchor: Self.anchor)
        #expect(resting.isResting)
        let geometry = ViewGeometry(bounds: CGRect(x: 0, y: 0, width: 300, height: 500), center: CGPoint(x: 160, y: 270))
        #expect(resting.geometry(applyingTo: geometry) == geometry)
        #expect(resting.containerTransform == .identity)
    }

    @Test func badInputMovesNothingOrOnlyFollows() {
        // A non-finite offset is no offset.
        let nan = DismissDragAppearance(offset: CGPoint(x: CGFloat.nan, y: 40), anchor: Self.anchor,
                                        containerSize: Self.container)
        #expect(nan.offset == .zero && nan.isResting)
        // No usable container: the image follows the finger but neither shrinks nor fades.
        for size in [CGSize.zero, CGSize(width: 390, height: CGFloat.nan), CGSize(width: 390, height: -844)] {
            let look = DismissDragAppearance(offset: CGPoint(x: 0, y: 300), anchor: Self.anchor, containerSize: size)
            #expect(look.offset == CGPoint(x: 0, y: 300))
            #expect(look.scale == 1 && look.backgroundOpacity == 1 && look.progress == 0)
        }
        // A non-finite anchor is the origin: the shrink is about (0, 0).
        let origin = DismissDragAppearance(offset: CGPoint(x: 0, y: 211), anchor: CGPoint(x: CGFloat.infinity, y: 0),
                                           containerSize: Self.container)
        #expect(origin.anchor == .zero)
        #expect(isClose(CGPoint(x: 100, y: 100).applying(origin.containerTransform), CGPoint(x: 87.5, y: 298.5)))
    }
}
