import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Live Text's gestures and analysis, decided by the interaction with VisionKit's answers as
/// input. The scene is ``PhotoView``'s: a 300 × 500 pt container, a 600 × 400 image aspect fit at
/// (0, 150, 300 × 200), the resting centre (150, 250).
@MainActor
@Suite struct ZoomInteractionLiveTextTests {
    static let onText = LiveTextTouch(hasInteractiveItem: true)

    @Test func withoutLiveTextOrForAnotherRecognizerThereIsNothingToArbitrate() {
        let interaction = PhotoView.make().interaction
        #expect(interaction.liveTextArbitration(for: .singleTap, touchCount: 1, at: nil) == nil)
        #expect(interaction.liveTextArbitration(for: nil, touchCount: 1, at: Self.onText) == nil)
    }

    /// At rest, a tap on text is Live Text's (rule 6); with a touch holding a caught settle the
    /// image is not at rest, so the same tap is the view's (rule 4).
    @Test func theImageIsAtRestExactlyWhenNothingMovesIt() {
        let view = PhotoView.make()
        let atRest = view.interaction.liveTextArbitration(for: .singleTap, touchCount: 1, at: Self.onText)
        #expect(atRest?.isZoomAtRest == true)
        #expect(atRest?.winner == .liveText)
        #expect(atRest?.hasInteractiveItem == true)
        view.send(.setZoomScale(2, animated: true, shown: view.shown))        // a settle runs
        view.send(.touchesBegan(count: 1, shown: view.shown))                 // a finger catches it
        let held = view.interaction.liveTextArbitration(for: .singleTap, touchCount: 1, at: Self.onText)
        #expect(held?.isZoomAtRest == false)
        #expect(held?.winner == .view)
    }

    /// Live Text's win vetoes the recognizer; otherwise the view's own answer stands: the single
    /// tap gets UIKit's (`nil`), the double tap begins, the pan at rest fails (a parent pages).
    @Test func liveTextsWinVetoesTheRecognizerAndOtherwiseTheViewsAnswerStands() {
        let interaction = PhotoView.make().interaction
        let swipe = CGPoint(x: -400, y: 0)
        func answer(_ role: RecognizerRole, _ touch: LiveTextTouch?) -> Bool? {
            interaction.shouldBegin(role, velocity: swipe, touchCount: 1,
                                    liveText: interaction.liveTextArbitration(for: role, touchCount: 1, at: touch))
        }
        #expect(answer(.singleTap, Self.onText) == false)                     // Live Text's
        #expect(answer(.singleTap, LiveTextTouch()) == nil)                   // both: UIKit's answer
        #expect(answer(.singleTap, nil) == nil)
        #expect(answer(.doubleTap, Self.onText) == true)                      // rule 5: zooms
        #expect(answer(.pan, LiveTextTouch(hasInteractiveItem: true, hasActiveTextSelection: true)) == false)
        #expect(answer(.pan, Self.onText) == false)                           // the view's: at rest it fails
        #expect(answer(.pinch, LiveTextTouch(isOnLiveTextButton: true)) == true)   // rule 2 before 3
    }

    /// VisionKit may begin with an analysis in place and nothing moving; not during a pinch, a
    /// settle, or without an analysis.
    @Test func liveTextBeginsOnlyOnAnImageAtRestWithAnAnalysis() {
        let view = PhotoView.make()
        #expect(view.interaction.liveTextMayBegin(isLiveTextActive: true))
        #expect(!view.interaction.liveTextMayBegin(isLiveTextActive: false))
        view.pinch([(1.5, CGPoint(x: 150, y: 250))], from: CGPoint(x: 150, y: 250), end: false)
        #expect(!view.interaction.liveTextMayBegin(isLiveTextActive: true))
        view.send(.pinch(.ended, scale: 1, centroid: CGPoint(x: 150, y: 250), touchCount: 2))
        view.send(.touchesEnded(count: 2))
        view.completeAnimation()                                              // whatever settle ran
        view.send(.setZoomScale(2.5, animated: true, shown: view.shown))      // a command's animation
        #expect(view.interaction.isAnimating)
        #expect(!view.interaction.liveTextMayBegin(isLiveTextActive: true))
        view.completeAnimation()
        #expect(!view.interaction.isZooming)
        #expect(view.interaction.liveTextMayBegin(isLiveTextActive: true))
    }

    /// A 600 × 400 copy of a 2400 × 1600 original (8 original pixels a point at zoom 1) on a @2x
    /// screen. At zoom 1 the image is drawn 300 pt = 600 device pixels across its 600 copy pixels:
    /// one device pixel each, sharp enough. At zoom 2 (about the container's centre (150, 250),
    /// the view's centre unmoved) each copy pixel spans 2 device pixels: the visible part is
    /// analysed. The container shows view x 75…225, y 125…375; on the image (y 150…350) that is
    /// view (75, 150, 150 × 200), original pixels (600, 0, 1200 × 1600). On screen it is 300 × 400
    /// pt, 600 × 800 device pixels: decoded at half its pixels, 600 × 800.
    @Test func afterASettleOnACoarseCopyTheVisibleRegionOfTheOriginalIsAnalysed() throws {
        let view = PhotoView.make()
        view.send(.display(DisplayEnvironment(displayScale: 2)))
        let original = OriginalImage(pixelSize: CGSize(width: 2400, height: 1600), orientation: .up)
        view.send(.image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up,
                                          original: original), identity: 2))
        #expect(view.interaction.liveTextAnalysisTarget() == .shownImage)
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        guard case .region(let region) = view.interaction.liveTextAnalysisTarget() else {
            Issue.record("no region: \(view.interaction.liveTextAnalysisTarget())")
            return
        }
        #expect(isClose(region.pixels.pixelRect, CGRect(x: 600, y: 0, width: 1200, height: 1600)))
        #expect(region.decodePixelSize == CGSize(width: 600, height: 800))
        #expect(isClose(region.viewRect, CGRect(x: 75, y: 150, width: 150, height: 200)))
        // While a pinch moves it: wait.
        view.pinch([(1.1, CGPoint(x: 150, y: 250))], from: CGPoint(x: 150, y: 250), end: false)
        #expect(view.interaction.liveTextAnalysisTarget() == .waitForRest)
    }

    /// Bounds whose origin is not zero (a view scrolled by its bounds): the layout's points
    /// include the origin, and the geometry is built with the real bounds, so the same region is
    /// found as with a zero origin.
    @Test func aBoundsOriginDoesNotMoveTheRegion() throws {
        let view = PhotoView.make()
        view.send(.display(DisplayEnvironment(displayScale: 2)))
        let original = OriginalImage(pixelSize: CGSize(width: 2400, height: 1600), orientation: .up)
        view.send(.image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up,
                                          original: original), identity: 2))
        view.send(.bounds(CGRect(x: 40, y: -30, width: 300, height: 500), container: PhotoView.container, fromOwnWrite: false))
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        guard case .region(let region) = view.interaction.liveTextAnalysisTarget() else {
            Issue.record("no region: \(view.interaction.liveTextAnalysisTarget())")
            return
        }
        #expect(isClose(region.pixels.pixelRect, CGRect(x: 600, y: 0, width: 1200, height: 1600)))
        #expect(isClose(region.viewRect, CGRect(x: 115, y: 120, width: 150, height: 200)))    // + (40, −30)
    }

    /// Review item 8: VisionKit's recognizer runs with the view's single tap exactly when the
    /// arbitration said both (rule 6: a tap away from text and selection); a tap on text is Live
    /// Text's alone, and without Live Text nothing of VisionKit's runs with the view's. Pairs of
    /// the view's own keep their rule: the pinch with the pan, not the single with the double tap.
    @Test func visionKitsRecognizerRunsWithTheViewsExactlyWhenTheTouchIsBoths() {
        let interaction = PhotoView.make().interaction
        let away = interaction.liveTextArbitration(for: .singleTap, touchCount: 1, at: LiveTextTouch())
        let onText = interaction.liveTextArbitration(for: .singleTap, touchCount: 1, at: Self.onText)
        #expect(away?.winner == .both)
        #expect(interaction.recognizesSimultaneously(.singleTap, with: nil, isLiveTextRecognizer: true, liveText: away))
        #expect(!interaction.recognizesSimultaneously(.singleTap, with: nil, isLiveTextRecognizer: true, liveText: onText))
        #expect(!interaction.recognizesSimultaneously(.singleTap, with: nil, isLiveTextRecognizer: true, liveText: nil))
        #expect(interaction.recognizesSimultaneously(.pinch, with: .pan, isLiveTextRecognizer: false, liveText: away))
        #expect(!interaction.recognizesSimultaneously(.singleTap, with: .doubleTap, isLiveTextRecognizer: false, liveText: away))
    }
}
