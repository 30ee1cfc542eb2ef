import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Which analysis runs and which is in place, event by event. Request numbers start at 1 and
/// count up, so each expected number is the count of requests made before it, plus one.
///
/// The layout fixture: a 1000 × 750 copy of a 4000 × 3000 original, aspect fit in bounds
/// (10, 20, 400, 400) — non-zero origin, letterboxed: drawn 400 × 300 pt at (10, 70), 10 original
/// pixels a point.
@Suite struct LiveTextAnalysisStateMachineTests {
    static let layout = ImageLayout(imageSize: CGSize(width: 1000, height: 750), contentMode: .scaleAspectFit,
                                    bounds: CGRect(x: 10, y: 20, width: 400, height: 400),
                                    sourcePixelSize: CGSize(width: 4000, height: 3000), sourceOrientation: .up)

    /// A region of the original's pixels at `x` (the state machine only compares regions).
    static func region(x: CGFloat) -> LiveTextAnalysisRegion {
        let pixels = CropRegion(pixelRect: CGRect(x: x, y: 750, width: 400, height: 300), layout: layout)!
        return LiveTextAnalysisRegion(pixels: pixels, orientation: .up, decodePixelSize: CGSize(width: 800, height: 600),
                                      viewRect: layout.viewRect(forPixelRect: pixels.pixelRect), contentsRect: .zero)
    }

    static let a = region(x: 1000), b = region(x: 2000), c = region(x: 3000)

    /// Image 7 shown and its analysis (request 1) in place.
    static func analysed() -> LiveTextAnalysisStateMachine {
        var machine = LiveTextAnalysisStateMachine()
        _ = machine.imageChanged(to: 7, isAnimating: false)
        _ = machine.analysisFinished(request: 1, succeeded: true)
        return machine
    }

    @Test func aNewImageIsAnalysedOnceAndItsAnalysisPutInPlace() {
        var machine = LiveTextAnalysisStateMachine()
        #expect(!machine.isActive)
        #expect(machine.imageChanged(to: 7, isAnimating: false) == .analyse(request: 1, cancelling: nil, clearing: false))
        #expect(machine.imageChanged(to: 7, isAnimating: false) == .none)      // the same image: once
        #expect(!machine.isActive)                                            // not analysed yet
        #expect(machine.analysisFinished(request: 1, succeeded: true) == .showImage(request: 1))
        #expect(machine.isActive)
        #expect(machine.shownAnalysis == .shownImage(request: 1))
        #expect(machine.keepsResult(of: 1))
        #expect(!machine.keepsResult(of: 2))
        #expect(machine.imageChanged(to: 7, isAnimating: false) == .none)
    }

    @Test func aChangedImageCancelsTheRunningAnalysisAndRemovesTheOneInPlace() {
        var machine = LiveTextAnalysisStateMachine()
        _ = machine.imageChanged(to: 7, isAnimating: false)                                  // request 1
        // Image 8 before 1 finished: 1 cancelled, nothing was in place, 8 analysed as request 2.
        #expect(machine.imageChanged(to: 8, isAnimating: false) == .analyse(request: 2, cancelling: 1, clearing: false))
        #expect(machine.analysisFinished(request: 1, succeeded: true) == .none)           // too late: ignored
        #expect(!machine.isActive)
        #expect(machine.analysisFinished(request: 2, succeeded: true) == .showImage(request: 2))
        // No image: 2's analysis removed, nothing runs.
        #expect(machine.imageChanged(to: nil, isAnimating: false) == .stop(cancelling: nil, clearing: true))
        #expect(machine.shownAnalysis == .none)
        #expect(!machine.keepsResult(of: 2))
    }

    @Test func anAnimationIsNotAnalysedUntilItsFrameStays() {
        var machine = LiveTextAnalysisStateMachine()
        #expect(machine.imageChanged(to: 7, isAnimating: true) == .none)       // frames change: nothing
        #expect(machine.imageChanged(to: 9, isAnimating: true) == .none)
        #expect(machine.imageChanged(to: 9, isAnimating: false) == .analyse(request: 1, cancelling: nil, clearing: false))
        _ = machine.analysisFinished(request: 1, succeeded: true)
        // It plays again: the analysis of the still frame goes.
        #expect(machine.imageChanged(to: 10, isAnimating: true) == .stop(cancelling: nil, clearing: true))
        #expect(!machine.isActive)
    }

    @Test func aFailedAnalysisLeavesNothingInPlaceUntilTheImageChanges() {
        var machine = LiveTextAnalysisStateMachine()
        _ = machine.imageChanged(to: 7, isAnimating: false)
        #expect(machine.analysisFinished(request: 1, succeeded: false) == .none)
        #expect(!machine.isActive)
        #expect(machine.imageChanged(to: 7, isAnimating: false) == .none)      // no retry
        #expect(machine.settled(at: .region(Self.a)) == .none)                 // nothing to refine
        #expect(machine.imageChanged(to: 8, isAnimating: false) == .analyse(request: 2, cancelling: nil, clearing: false))
    }

    @Test func aSettleOnACoarseCopyAnalysesTheRegionAndPutsItInPlaceOverTheImages() {
        var machine = Self.analysed()
        #expect(machine.settled(at: .region(Self.a)) == .analyseRegion(.init(region: Self.a, request: 2), cancelling: nil))
        #expect(machine.settled(at: .region(Self.a)) == .none)                 // already running
        #expect(machine.shownAnalysis == .shownImage(request: 1))              // the image's meanwhile
        #expect(machine.analysisFinished(request: 2, succeeded: true) == .showRegion(.init(region: Self.a, request: 2)))
        #expect(machine.keepsResult(of: 1))                                    // may come back
        #expect(machine.keepsResult(of: 2))
        #expect(machine.settled(at: .region(Self.a)) == .none)                 // already in place
        // Another settle: B runs while A stays in place; C supersedes B (cancelled).
        #expect(machine.settled(at: .region(Self.b)) == .analyseRegion(.init(region: Self.b, request: 3), cancelling: nil))
        #expect(machine.shownAnalysis == .region(.init(region: Self.a, request: 2)))
        #expect(machine.settled(at: .region(Self.c)) == .analyseRegion(.init(region: Self.c, request: 4), cancelling: 3))
        #expect(machine.analysisFinished(request: 3, succeeded: true) == .none)
        #expect(machine.analysisFinished(request: 4, succeeded: true) == .showRegion(.init(region: Self.c, request: 4)))
        #expect(!machine.keepsResult(of: 2))
        #expect(machine.keepsResult(of: 4))
    }

    @Test func aFailedRegionKeepsWhatWasInPlace() {
        var machine = Self.analysed()
        _ = machine.settled(at: .region(Self.a))
        _ = machine.analysisFinished(request: 2, succeeded: true)
        _ = machine.settled(at: .region(Self.b))                               // request 3
        #expect(machine.analysisFinished(request: 3, succeeded: false) == .none)
        #expect(machine.shownAnalysis == .region(.init(region: Self.a, request: 2)))
        // The view settles again after every analysis: B is not retried at once (a region that
        // keeps failing would be analysed in a loop) ...
        #expect(machine.settled(at: .region(Self.b)) == .none)
        // ... only after another target came: C runs as request 4 and fails, then B runs as 5.
        #expect(machine.settled(at: .region(Self.c)) == .analyseRegion(.init(region: Self.c, request: 4), cancelling: nil))
        #expect(machine.analysisFinished(request: 4, succeeded: false) == .none)
        #expect(machine.settled(at: .region(Self.b)) == .analyseRegion(.init(region: Self.b, request: 5), cancelling: nil))
        #expect(machine.shownAnalysis == .region(.init(region: Self.a, request: 2)))
    }

    @Test func whenTheShownImageIsSharpEnoughTheImagesAnalysisComesBack() {
        var machine = Self.analysed()
        _ = machine.settled(at: .region(Self.a))
        _ = machine.analysisFinished(request: 2, succeeded: true)
        _ = machine.settled(at: .region(Self.b))                               // request 3 runs
        #expect(machine.settled(at: .shownImage) == .returnToImage(cancelling: 3, showing: 1))
        #expect(machine.settled(at: .shownImage) == .none)
        #expect(!machine.keepsResult(of: 2))
        #expect(machine.analysisFinished(request: 3, succeeded: true) == .none)
    }

    @Test(arguments: [LiveTextAnalysisTarget.nothing, .waitForRest])
    func whileTheImageMovesOrNothingIsVisibleWhatIsInPlaceStays(target: LiveTextAnalysisTarget) {
        var machine = Self.analysed()
        _ = machine.settled(at: .region(Self.a))
        #expect(machine.settled(at: target) == .none)
        #expect(machine.analysisFinished(request: 2, succeeded: true) == .showRegion(.init(region: Self.a, request: 2)))
        #expect(machine.settled(at: target) == .none)
        var analysing = LiveTextAnalysisStateMachine()
        _ = analysing.imageChanged(to: 7, isAnimating: false)
        #expect(analysing.settled(at: .region(Self.a)) == .none)               // the image's first
    }

    /// The whole image: drawn (10, 70, 400 × 300) in bounds (10, 20, 400 × 400) is
    /// (0, 50/400, 1, 300/400). Region A, pixels (1000, 750, 400 × 300), is view (110, 145, 40 × 30):
    /// (100/400, 125/400, 40/400, 30/400). In taller bounds (10, 20, 400 × 600) the image is drawn
    /// at y 170 and A at (110, 245): (0.25, 225/600, 0.1, 30/600).
    @Test func contentsRectsFollowTheAnalysisInPlaceThroughTheCurrentLayout() {
        var machine = Self.analysed()
        #expect(isClose(machine.contentsRect(in: Self.layout), CGRect(x: 0, y: 0.125, width: 1, height: 0.75)))
        _ = machine.settled(at: .region(Self.a))
        _ = machine.analysisFinished(request: 2, succeeded: true)
        #expect(isClose(machine.contentsRect(in: Self.layout), CGRect(x: 0.25, y: 0.3125, width: 0.1, height: 0.075)))
        let taller = ImageLayout(imageSize: CGSize(width: 1000, height: 750), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 10, y: 20, width: 400, height: 600),
                                 sourcePixelSize: CGSize(width: 4000, height: 3000), sourceOrientation: .up)
        #expect(isClose(machine.contentsRect(in: taller), CGRect(x: 0.25, y: 0.375, width: 0.1, height: 0.05)))
        // Bounds with no area: the unit rect, never NaN.
        let empty = ImageLayout(imageSize: CGSize(width: 1000, height: 750), contentMode: .scaleAspectFit, bounds: .zero)
        #expect(machine.contentsRect(in: empty) == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// Each event answers every state: a result arriving with nothing running, a failed image
    /// going away, a return to the image while a region runs and none is in place.
    @Test func everyStateAnswersEveryEventAsWritten() {
        var idle = LiveTextAnalysisStateMachine()
        #expect(idle.analysisFinished(request: 5, succeeded: true) == .none)
        #expect(idle.settled(at: .shownImage) == .none)
        #expect(idle.imageChanged(to: nil, isAnimating: false) == .none)
        var failed = LiveTextAnalysisStateMachine()
        _ = failed.imageChanged(to: 7, isAnimating: false)
        _ = failed.analysisFinished(request: 1, succeeded: false)
        #expect(failed.analysisFinished(request: 1, succeeded: true) == .none)     // a late duplicate
        #expect(failed.imageChanged(to: nil, isAnimating: false) == .none)         // nothing runs, nothing shown
        #expect(failed.outcome == .none)
        var running = Self.analysed()
        _ = running.settled(at: .region(Self.a))                                   // request 2, nothing shown yet
        #expect(running.settled(at: .shownImage) == .returnToImage(cancelling: 2, showing: nil))
        #expect(running.shownAnalysis == .shownImage(request: 1))
    }

    @Test func requestNumbersWrapWithoutTrapping() {
        var machine = LiveTextAnalysisStateMachine()
        machine.nextRequest = .max
        #expect(machine.imageChanged(to: 1, isAnimating: false) == .analyse(request: .max, cancelling: nil, clearing: false))
        #expect(machine.imageChanged(to: 2, isAnimating: false) == .analyse(request: .min, cancelling: .max, clearing: false))
    }

    /// Review item 7: the button (a sibling of the image view) mirrors the image view: hidden
    /// without results, with the view hidden, or at an alpha of 0.01 or less (UIKit's hit-test
    /// threshold); otherwise at the view's alpha, 1 at most; NaN fails `> 0.01`, so it hides.
    @Test(arguments: [
        (true, false, 1.0, 1.0), (false, false, 1.0, nil), (true, true, 1.0, nil), (true, false, 0.0, nil),
        (true, false, 0.01, nil), (true, false, 0.5, 0.5), (true, false, 2.0, 1.0), (true, false, .nan, nil),
    ] as [(Bool, Bool, CGFloat, CGFloat?)])
    func theButtonShowsOnlyWithResultsOnAShownViewAtItsAlpha(results: Bool, hidden: Bool, alpha: CGFloat, expected: CGFloat?) {
        #expect(LiveTextAnalysisStateMachine.buttonAlpha(analysisHasResults: results, isViewHidden: hidden, viewAlpha: alpha)
            == expected)
    }

    /// Review item 9: the outcome a screen shows follows the analysis of image 7: none before,
    /// analysing once asked, failed when request 1 fails, analysed when a new image's request 2
    /// succeeds; an animating image has nothing to analyse.
    @Test func theOutcomeFollowsTheAnalysisOfTheImageShown() {
        var machine = LiveTextAnalysisStateMachine()
        #expect(machine.outcome == .none)
        _ = machine.imageChanged(to: 7, isAnimating: false)
        #expect(machine.outcome == .analysing)
        _ = machine.analysisFinished(request: 1, succeeded: false)
        #expect(machine.outcome == .failed)
        _ = machine.imageChanged(to: 8, isAnimating: false)
        _ = machine.analysisFinished(request: 2, succeeded: true)
        #expect(machine.outcome == .analysed)
        _ = machine.imageChanged(to: 8, isAnimating: true)
        #expect(machine.outcome == .none)
        #expect(LiveTextAnalysisStateMachine.Outcome.failed.rawValue == "failed")
    }
}
