import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// A Live Text driver through ``LiveTextHost``: which primitives it is asked to call, in which
/// order. Request numbers as in ``LiveTextAnalysisStateMachineTests``.
@MainActor
@Suite struct LiveTextHostTests {
    final class Driver: LiveTextHost {
        enum Call: Equatable {
            case cancel(Int), show(Int?), analyseImage(Int), analyseRegion(Int), resetSelection
        }
        var analysisState = LiveTextAnalysisStateMachine()
        var calls: [Call] = []

        func cancelAnalysis(request: Int) { calls.append(.cancel(request)) }
        func showAnalysis(request: Int?) { calls.append(.show(request)) }
        func analyseShownImage(request: Int) { calls.append(.analyseImage(request)) }
        func analyseRegion(_ region: LiveTextAnalysisRegion, request: Int) { calls.append(.analyseRegion(request)) }
        func resetTextSelection() { calls.append(.resetSelection) }
    }

    /// Image 7 analysed (request 1, in place), then a region (request 2) running: image 8 cancels
    /// 2, removes 1 from the interaction, and only then starts analysing 8 (request 3).
    @Test func anActionCancelsThenShowsThenStarts() {
        let driver = Driver()
        driver.send { $0.imageChanged(to: 7, isAnimating: false) }
        driver.send { $0.analysisFinished(request: 1, succeeded: true) }
        driver.send { $0.settled(at: .region(LiveTextAnalysisStateMachineTests.a)) }
        #expect(driver.calls == [.analyseImage(1), .show(1), .analyseRegion(2)])
        driver.calls = []
        driver.send { $0.imageChanged(to: 8, isAnimating: false) }
        #expect(driver.calls == [.cancel(2), .show(nil), .analyseImage(3)])
    }

    /// Region B superseding A while it runs: A's request cancelled, then B's started.
    @Test func aNewRegionCancelsTheOneRunningBeforeItStarts() {
        let driver = Driver()
        driver.send { $0.imageChanged(to: 7, isAnimating: false) }
        driver.send { $0.analysisFinished(request: 1, succeeded: true) }
        driver.send { $0.settled(at: .region(LiveTextAnalysisStateMachineTests.a)) }
        driver.calls = []
        driver.send { $0.settled(at: .region(LiveTextAnalysisStateMachineTests.b)) }
        #expect(driver.calls == [.cancel(2), .analyseRegion(3)])
    }

    /// Only a tap the arbitration took to dismiss the selection dismisses it: a tap away from
    /// text with a selection (rule 6); not one on a data detector, not a pan, not without Live Text.
    @Test func theSelectionIsDismissedOnlyWhenTheArbitrationSaysSo() {
        let driver = Driver()
        func arbitration(_ role: RecognizerRole, item: Bool, selection: Bool) -> LiveTextArbitration {
            LiveTextArbitration(recognizer: role, touchCount: 1, isLiveTextActive: true, isOnLiveTextButton: false,
                                hasInteractiveItem: item, hasActiveTextSelection: selection, isZoomAtRest: true)
        }
        driver.apply(nil)
        driver.apply(arbitration(.singleTap, item: true, selection: true))
        driver.apply(arbitration(.pan, item: false, selection: true))
        driver.apply(arbitration(.singleTap, item: false, selection: false))
        #expect(driver.calls.isEmpty)
        driver.apply(arbitration(.singleTap, item: false, selection: true))
        #expect(driver.calls == [.resetSelection])
    }
}
