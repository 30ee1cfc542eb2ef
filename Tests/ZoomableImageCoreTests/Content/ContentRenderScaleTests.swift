import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The scale zoomed content is drawn at, per layer: the shown scale, capped so a backing store
/// holds at most 4096 × 4096 = 16 777 216 pixels and 16 384 on a side, never below the display's.
/// Expectations worked out by hand.
///
/// Fixture: the demo's diagram, 360 × 240 pt aspect fit in a 393 pt wide container — 393 / 360 =
/// 1.091 67 points per content point — zoomed ×8 on a 3× screen: shown 3 × 8 × 1.091 67 = 26.2.
@Suite struct ContentRenderScaleTests {
    static let atEight = ContentRenderScale(shownScale: 26.2, displayScale: 3, contentSize: CGSize(width: 360, height: 240))

    @Test(arguments: [
        // A 120 × 24 pt label: the area allows √(16 777 216 / 2 880) = 76.3, the side
        // 16 384 / 120 = 136.5 — neither binds: drawn as shown, sharp.
        (CGSize(width: 120, height: 24), 26.2),
        // The whole 360 × 240 view: √(16 777 216 / 86 400) = √194.18 = 13.935 (the side allows 45.5).
        (CGSize(width: 360, height: 240), 13.935),
        // A 1000 × 10 pt rule: the area allows √1 677.7 = 40.96, the side 16 384 / 1000 = 16.384.
        (CGSize(width: 1000, height: 10), 16.384),
        // A 2000 × 2000 pt sheet: the area allows 4096 / 2000 = 2.048 — below the screen's 3, which
        // UIKit draws at anyway: 3.
        (CGSize(width: 2000, height: 2000), 3),
        // A 20 000 × 10 pt strip: the side allows 0.8192: 3.
        (CGSize(width: 20_000, height: 10), 3),
        // No backing store to cap: as shown.
        (CGSize.zero, 26.2),
        (CGSize(width: CGFloat.nan, height: 40), 26.2),
        (CGSize(width: CGFloat.infinity, height: CGFloat.infinity), 26.2),
        // A negative size (bounds are never negative; a standardized one would be): its magnitude.
        (CGSize(width: -120, height: -24), 26.2),
    ] as [(CGSize, CGFloat)])
    func eachLayerIsDrawnAsShownUpToItsCap(size: CGSize, expected: CGFloat) {
        #expect(isClose(Self.atEight.scale(forLayerOfSize: size), expected, tolerance: 1e-4))
    }

    /// Zoomed out (×0.5 of a 1:1 layout on a 3× screen shows 1.5 pixels per point): still the
    /// display's 3, as UIKit draws without a zoom.
    @Test func neverBelowTheDisplayScale() {
        let zoomedOut = ContentRenderScale(shownScale: 1.5, displayScale: 3, contentSize: CGSize(width: 360, height: 240))
        #expect(zoomedOut.scale(forLayerOfSize: CGSize(width: 120, height: 24)) == 3)
        #expect(zoomedOut.contentScale == 3)
    }

    /// SwiftUI content is drawn whole, at its environment's display scale × the magnification:
    /// 13.935 / 3 = 4.645 times the screen's resolution; zoomed out, 1.
    @Test func theContentScaleIsTheWholeContentsLayer() {
        #expect(isClose(Self.atEight.contentScale, 13.935, tolerance: 1e-4))
        #expect(isClose(Self.atEight.contentMagnification, 4.645, tolerance: 1e-4))
        let zoomedOut = ContentRenderScale(shownScale: 1.5, displayScale: 3, contentSize: CGSize(width: 360, height: 240))
        #expect(zoomedOut.contentMagnification == 1)
    }

    /// Bad values from a view have defined replacements: a display scale that is not positive and
    /// finite is 3 (the largest iPhone's), a shown scale the display's.
    @Test(arguments: [
        (CGFloat.nan, CGFloat(2), CGFloat(2), CGFloat(2)),
        (CGFloat.infinity, 2, 2, 2),
        (-4, 2, 2, 2),
        (0, 2, 2, 2),
        (12, 0, 12, 3),
        (12, .nan, 12, 3),
        (.nan, -.infinity, 3, 3),
    ] as [(CGFloat, CGFloat, CGFloat, CGFloat)])
    func badScalesAreReplaced(shown: CGFloat, display: CGFloat, expectedShown: CGFloat, expectedDisplay: CGFloat) {
        let scale = ContentRenderScale(shownScale: shown, displayScale: display, contentSize: CGSize(width: 10, height: 10))
        #expect(scale.shownScale == expectedShown)
        #expect(scale.displayScale == expectedDisplay)
        #expect(scale.scale(forLayerOfSize: CGSize(width: 10, height: 10)) == expectedShown)
    }

    /// Which views are drawn again: those that drew or are due to draw, other than image views
    /// and tiled views; which layers: those of their own, not tiled.
    @Test(arguments: [
        (false, false, true, false, true),      // a label that has drawn
        (false, false, false, true, true),      // one just added, due to draw
        (false, false, true, true, true),
        (false, false, false, false, false),    // a plain container: no backing store
        (true, false, true, false, false),
        (false, true, true, true, false),
        (true, true, true, true, false),
    ] as [(Bool, Bool, Bool, Bool, Bool)])
    func viewsThatDrawAndAreNotImageOrTiledViewsAreDrawnAgain(isImageView: Bool, isTiled: Bool, hasContents: Bool,
                                                              needsDisplay: Bool, expected: Bool) {
        #expect(Self.atEight.redrawsView(isImageView: isImageView, isTiled: isTiled, hasContents: hasContents,
                                         needsDisplay: needsDisplay) == expected)
    }

    /// A layer of the content's own takes a new scale only when it draws at it: a shape or text
    /// layer, or one due to draw; never a container or a layer showing an app's image (its size
    /// under a non-resizing gravity would follow the scale), nor one backing a view or tiled.
    @Test(arguments: [
        (false, false, true, false, false, true),       // a CAShapeLayer of its own
        (false, false, false, true, false, true),       // a CATextLayer of its own
        (false, false, false, false, true, true),       // a layer that draws itself, due to draw
        (false, false, false, false, false, false),     // a container, or an image set as contents
        (true, false, true, false, false, false),
        (true, false, false, false, true, false),
        (false, true, false, false, true, false),
        (true, true, true, true, true, false),
    ] as [(Bool, Bool, Bool, Bool, Bool, Bool)])
    func layersOfTheirOwnThatDrawAreDrawnAgain(backsView: Bool, isTiled: Bool, isShapeLayer: Bool, isTextLayer: Bool,
                                               needsDisplay: Bool, expected: Bool) {
        #expect(Self.atEight.redrawsLayer(backsView: backsView, isTiled: isTiled, isShapeLayer: isShapeLayer,
                                          isTextLayer: isTextLayer, needsDisplay: needsDisplay) == expected)
    }

    // MARK: - The total budget: 33 554 432 pixels (128 MiB) for every store drawn again

    /// Fifty 120 × 24 pt labels, each under its own cap (26.2 each would be 50 × 2 880 × 26.2² =
    /// 98 847 360 pixels, 377 MiB): they share √(33 554 432 / (50 × 2 880)) = √233.0169 = 15.2649.
    @Test func fiftyLabelsShareTheBudget() {
        let label = CGSize(width: 120, height: 24)
        #expect(Self.atEight.scale(forLayerOfSize: label) == 26.2)       // each alone: sharp
        let scales = Self.atEight.scales(forLayersOfSizes: Array(repeating: label, count: 50))
        #expect(scales.count == 50)
        for scale in scales { #expect(isClose(scale, 15.2649, tolerance: 1e-4)) }
        let total = scales.reduce(0) { $0 + 2_880 * $1 * $1 }
        #expect(isClose(total, 33_554_432, tolerance: 1))
    }

    /// The whole 360 × 240 view at its own cap (13.935: 16 777 216 pixels) and ten labels at
    /// 26.2 (10 × 2 880 × 686.44 = 19 769 472) make 36 546 688, over the budget. Shared by all,
    /// √(33 554 432 / 115 200) = 17.07 is above the view's 13.935, so the view keeps its 13.935
    /// and the labels share the rest: √((33 554 432 − 16 777 216) / 28 800) = √582.5422 = 24.1359.
    @Test func storesBelowTheSharedScaleKeepTheirs() {
        let sizes = [CGSize(width: 360, height: 240)] + Array(repeating: CGSize(width: 120, height: 24), count: 10)
        let scales = Self.atEight.scales(forLayersOfSizes: sizes)
        #expect(isClose(scales[0], 13.935, tolerance: 1e-3))
        for scale in scales.dropFirst() { #expect(isClose(scale, 24.1359, tolerance: 1e-4)) }
    }

    /// Two labels (2 × 2 880 × 686.44 = 3 953 894 pixels) fit: each as it would be alone.
    @Test func storesWithinTheBudgetAreDrawnAsAlone() {
        let sizes = [CGSize(width: 120, height: 24), CGSize(width: 1000, height: 10)]
        #expect(Self.atEight.scales(forLayersOfSizes: sizes) == [26.2, 16.384])
        #expect(Self.atEight.scales(forLayersOfSizes: []) == [])
    }

    /// 400 views of 360 × 240 pt hold 400 × 86 400 × 9 = 311 040 000 pixels even at the screen's
    /// 3: over the budget, drawn at 3 (UIKit's own), never less. A zero-size layer (no store)
    /// among them takes the shared scale too.
    @Test func overTheBudgetEvenAtTheDisplayScaleIsDrawnAtIt() {
        let sizes = Array(repeating: CGSize(width: 360, height: 240), count: 400) + [CGSize.zero]
        #expect(Self.atEight.scales(forLayersOfSizes: sizes) == Array(repeating: 3, count: 401))
    }
}
