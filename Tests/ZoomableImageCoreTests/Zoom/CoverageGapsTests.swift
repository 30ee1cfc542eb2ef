import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

@Suite struct CoverageGapsTests {
    static let coverage = CGRect(x: 0, y: 0, width: 300, height: 500)

    @Test func aLongerImageHasGapsWhereItFailsToReachAnEdge() {
        // 600 wide from x = 20: 20 uncovered on the left, the right covered (620 ≥ 300).
        let gaps = CoverageGaps(drawnImage: CGRect(x: 20, y: -50, width: 600, height: 600), coverage: Self.coverage)
        #expect(gaps.left == 20)
        #expect(gaps.right == 0)
        // 600 tall from −50 to 550 covers 0…500.
        #expect(gaps.top == 0 && gaps.bottom == 0)
        #expect(gaps.largest == 20)
        #expect(!gaps.isClosed())
    }

    @Test func aShorterImageHasAGapOnTheSideOfItsWiderMargin() {
        // 400 tall from −50: margins −50 above and 500 − 350 = 150 below; imbalance (−50 − 150)/2 = −100:
        // the image must move 100 down — the gap is below it.
        let gaps = CoverageGaps(drawnImage: CGRect(x: 0, y: -50, width: 300, height: 400), coverage: Self.coverage)
        #expect(gaps.top == 0)
        #expect(gaps.bottom == 100)
        #expect(gaps.left == 0 && gaps.right == 0)     // exactly as wide: covering
    }

    @Test func aCentredShorterImageHasNoGap() {
        let gaps = CoverageGaps(drawnImage: CGRect(x: 0, y: 150, width: 300, height: 200), coverage: Self.coverage)
        #expect(gaps == CoverageGaps(drawnImage: CGRect(x: -10, y: 150, width: 320, height: 200), coverage: Self.coverage))
        #expect(gaps.isClosed(tolerance: 0))
    }

    @Test func underAlwaysCoverAShorterImageShowsItsUncoveredEdges() {
        let gaps = CoverageGaps(drawnImage: CGRect(x: 0, y: 150, width: 300, height: 200), coverage: Self.coverage,
                                policy: .alwaysCover)
        #expect(gaps.top == 150 && gaps.bottom == 150)
    }

    @Test func aCoverageRectAwayFromTheOriginIsMeasuredFromItsOwnEdges() {
        // A crop opening (20, 100, 300 × 300). Across, the image spans −10…310 (320 ≥ 300, so it
        // must cover): the left is covered, 10 pt are open on the right (320 − 310).
        // Down, 60…260 is 200 < 300 (centred): margins 60 − 100 = −40 and 400 − 260 = 140,
        // imbalance (−40 − 140)/2 = −90: it must move 90 down.
        let opening = CGRect(x: 20, y: 100, width: 300, height: 300)
        let drawn = CGRect(x: -10, y: 60, width: 320, height: 200)
        let gaps = CoverageGaps(drawnImage: drawn, coverage: opening)
        #expect([gaps.top, gaps.left, gaps.bottom, gaps.right] == [0, 0, 90, 10])
        // Under `.alwaysCover` the short axis must cover too: 140 open below, none above.
        let covering = CoverageGaps(drawnImage: drawn, coverage: opening, policy: .alwaysCover)
        #expect([covering.top, covering.left, covering.bottom, covering.right] == [0, 0, 140, 10])
        // The same with the axes' roles swapped: 40…240 across (200 < 300: margins 20 and 80,
        // imbalance −30) and 60…460 down (covers 100…400).
        let narrow = CGRect(x: 40, y: 60, width: 200, height: 400)
        let centred = CoverageGaps(drawnImage: narrow, coverage: opening)
        #expect([centred.top, centred.left, centred.bottom, centred.right] == [0, 0, 0, 30])
        let narrowCovering = CoverageGaps(drawnImage: narrow, coverage: opening, policy: .alwaysCover)
        #expect([narrowCovering.top, narrowCovering.left, narrowCovering.bottom, narrowCovering.right] == [0, 20, 0, 80])
    }

    @Test func theEngineReportsNoGapsWhenSettledAndAGapWhilePulledPastAnEdge() {
        var engine = ZoomEngineScenarioTests.zoomedAtTheLeftEdge()
        #expect(engine.coverageGaps.isClosed(tolerance: 0))
        engine.beginInteraction()
        engine.pan(by: CGPoint(x: 100, y: 0))
        // Pulled 46.48 pt past the left edge (see the rubber-band tests).
        #expect(isClose(engine.coverageGaps.left, 46.47887323943664))
        engine.endInteraction(velocity: .zero)
        #expect(engine.coverageGaps.isClosed(tolerance: 0))
    }
}

@Suite struct CoverageGapsBadInputTests {
    @Test(arguments: [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect.null,
                      CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)])
    func somethingNotFiniteNeverMeasuresAsClosed(rect: CGRect) {
        let coverage = CGRect(x: 0, y: 0, width: 300, height: 500)
        #expect(!CoverageGaps(drawnImage: rect, coverage: coverage).isClosed())
        #expect(!CoverageGaps(drawnImage: coverage, coverage: rect).isClosed())
        #expect(CoverageGaps(drawnImage: rect, coverage: coverage).largest == .infinity)
    }
}

@Suite struct CoverageRectBadInputTests {
    @Test(arguments: [CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect.null, CGRect.zero,
                      CGRect(x: 0, y: 0, width: -5, height: 10), CGRect.infinite])
    func anUnusableCoverageRectFollowsTheContainer(rect: CGRect) {
        var engine = Fixture.photoEngine()
        engine.coverageRect = rect
        #expect(engine.coverageRect == Fixture.portraitContainer)
        #expect(engine.explicitCoverageRect == nil)
        engine.explicitCoverageRect = rect
        #expect(engine.explicitCoverageRect == nil)
    }
}
