import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The checked-in traces of `Examples/Traces/` as regression tests: each is replayed and its
/// geometry compared with numbers worked out by hand. If one fails after an engine change,
/// either the change broke a behaviour users can see, or the file needs a new derivation.
///
/// The engine-event examples are checked as they were first written — format 1, before 1.0
/// (`LegacyTraces/`), converted on reading into a view's inputs — step by step of their engine
/// events, so the numbers derived for the engine then hold for the view's replay now; the files
/// in `Examples/Traces/` are the same sessions in format 3.
///
/// All four use the photo of ZoomEngineScenarioTests: 600 × 400 px aspect-fit in a 300 × 500
/// container, content frame (0, 150, 300 × 200), anchor (150, 250), limits 1…4. At scale s and
/// centre c the drawn image spans x: −150s + cx … 150s + cx and y: −100s + cy … 100s + cy. A
/// pinch by a total s around a fixed F from c₀ = (150, 250) gives c = F − (F − c₀) · s.
@Suite struct ExampleTraceTests {
    @Test func theTourPinchesPullsFlingsAndDoubleTapsAsDerived() throws {
        let steps = try ExampleTraces.eventSteps("tour.json")
        #expect(steps.count == 18)
        // Steps 2–4: ×1.25, ×1.25, ×1.28 = ×2 around F = (0, 150): c = (0 + 150·2, 150 + 100·2) = (300, 350).
        #expect(isClose(steps[4].zoomScale, 2))
        #expect(isClose(steps[4].geometry.center, CGPoint(x: 300, y: 350)))
        // Step 6, released: x range [300 − 300, 0 + 300] = [0, 300] holds 300; y: 400 < 500, centred: 250.
        #expect(isClose(steps[6].geometry.center, CGPoint(x: 300, y: 250)))
        // Steps 8–10: pulled right 3 × 40 at the upper end cx = 300 of the range: the band shows
        // f(120) = 0.55·120·300 / (300 + 0.55·120) = 19800 / 366 = 54.098… past the left edge.
        #expect(isClose(steps[10].geometry.center.x, 300 + 19800.0 / 366))
        #expect(isClose(steps[10].coverageGaps.left, 19800.0 / 366))
        #expect(isClose(steps[10].settleTarget.center, CGPoint(x: 300, y: 250)))
        // Step 11, let go without velocity: back to the edge.
        #expect(isClose(steps[11].geometry.center, CGPoint(x: 300, y: 250)))
        // Steps 13–15: 300 − 60 = 240, then a −800 pt/s fling coasts −800 · 0.499 = −399.2 to
        // −159.2, past the range's lower end 0: the image's right edge stops at the container's.
        #expect(isClose(steps[14].geometry.center.x, 240))
        #expect(isClose(steps[15].geometry.center, CGPoint(x: 0, y: 250)))
        #expect(isClose(steps[15].drawnImageFrame.maxX, 300))
        // Step 16: a double tap while zoomed returns to rest.
        #expect(steps[16].geometry.center == CGPoint(x: 150, y: 250))
        #expect(steps[16].zoomScale == 1)
        // Step 17: a double tap at (280, 200) from rest zooms to 2.5 around it:
        // c = (280 − 130·2.5, 200 + 50·2.5) = (−45, 325); x range [300 − 375, 375] holds −45;
        // y: 500 tall, exactly the container: range [500 − 250, 250] = {250}.
        let last = try #require(steps.last)
        #expect(last.geometry.center == CGPoint(x: -45, y: 250))
        #expect(last.zoomScale == 2.5)
        #expect(last.drawnImageFrame == CGRect(x: -420, y: 0, width: 750, height: 500))
    }

    @Test func aPinchPastTheMaximumAtACornerSpringsBackToFourAndPinsTheCorner() throws {
        let steps = try ExampleTraces.eventSteps("pinch-past-maximum-at-a-corner.json")
        // Step 4: raw 2 · 2 · 1.5 = 6 > 4: shown 4 · (1 + f(0.5)) with d = 1,
        // f(0.5) = 0.275 / 1.275, so 4 · 1.55 / 1.275 = 4.8627…
        let banded: CGFloat = 4 * 1.55 / 1.275
        #expect(isClose(steps[4].zoomScale, banded))
        // Released: 4 around the last centroid F = (0, 150): c = (0 + 150·4, 150 + 100·4) = (600, 550).
        // x range [300 − 600, 600] holds 600; y: 800 ≥ 500, range [500 − 400, 0 + 400] = [100, 400]: 400.
        let last = try #require(steps.last)
        #expect(last.zoomScale == 4)
        #expect(isClose(last.geometry.center, CGPoint(x: 600, y: 400)))
        // The image's top-left corner, under the fingers, ends in the container's corner.
        #expect(isClose(last.drawnImageFrame, CGRect(x: 0, y: 0, width: 1200, height: 800)))
    }

    @Test func aFingerLiftingMidPinchNeverJumpsTheImage() throws {
        let steps = try ExampleTraces.eventSteps("finger-lifts-mid-pinch.json")
        // ×2 around (100, 100): c = (100 + 50·2, 100 + 150·2) = (200, 400).
        #expect(steps[2].geometry.center == CGPoint(x: 200, y: 400))
        // The centroid jumps to (180, 140) with one touch: re-baselined, nothing moves.
        #expect(steps[3].geometry == steps[2].geometry)
        // The remaining finger moves +10: so does the image. Released: x 210 in [0, 300], y centred.
        #expect(steps[4].geometry.center == CGPoint(x: 210, y: 400))
        #expect(steps[6].geometry.center == CGPoint(x: 210, y: 250))
        // Without touch counts: the explicit rebaseline to (250, 300) absorbs the jump, and the
        // move to (240, 300) pans by −10 only.
        #expect(steps[9].geometry == steps[8].geometry)
        let last = try #require(steps.last)
        #expect(last.geometry.center == CGPoint(x: 200, y: 250))
        #expect(last.zoomScale == 2)
    }

    @Test func aRotationMidZoomKeepsTheCentredImagePointThenClamps() throws {
        let steps = try ExampleTraces.eventSteps("rotation-mid-zoom.json")
        // Before: ×2 at (0, 150), c = (300, 350). The container's centre (150, 250) shows view point
        // ((150 − 300)/2 + 150, (250 − 350)/2 + 250) = (75, 200): fractions (75/300, 50/200) = (¼, ¼).
        // After: 600 × 400 fits 500 × 300 at min(5/6, 3/4) = ¾: content (25, 0, 450 × 300), anchor
        // (250, 150). The kept point (25 + 450/4, 300/4) = (137.5, 75) goes to the centre (250, 150):
        // c = (250 + 112.5·2, 150 + 75·2) = (475, 300); x range [500 − 450, 0 + 450] = [50, 450] → 450;
        // y range [300 − 300, 0 + 300] = [0, 300] holds 300.
        #expect(steps[3].geometry.center == CGPoint(x: 450, y: 300))
        #expect(steps[3].containerBounds == CGRect(x: 0, y: 0, width: 500, height: 300))
        #expect(steps[3].isInteracting)
        // The pinch goes on from there (no pan from the old centroid): ×1.25 around (250, 150):
        // c = (250 + 200·1.25, 150 + 150·1.25) = (500, 337.5); released at 2.5 inside
        // x [500 − 562.5, 562.5] and y [300 − 375, 375]: it stays.
        let last = try #require(steps.last)
        #expect(last.zoomScale == 2.5)
        #expect(last.geometry.center == CGPoint(x: 500, y: 337.5))
        #expect(last.drawnImageFrame == CGRect(x: -62.5, y: -37.5, width: 1125, height: 750))
    }

    /// A trace of the whole view, written by hand from a new view: the interaction's rules, not
    /// only the engine's, replay from the file.
    @Test func aCaughtZoomGoesOnToRestAndAPinchPastTheMaximumSpringsBackWithOneEndEach() throws {
        let trace = try ExampleTraces.load("whole-view-caught-zoom-and-spring-back.json")
        #expect(trace.start == .newView)
        let steps = trace.replay()
        #expect(steps.count == trace.inputs.count + 1)
        // Step 10: the double tap at 2.5 heads back to rest: its target is reported at once.
        #expect(steps[10].zoomScale == 1 && steps[10].isAnimating)
        // Step 11: a touch catches it at 1.9, and that scale is reported.
        #expect(steps[11].zoomScale == 1.9 && steps[11].reports.contains(.zoomChange(1.9)))
        // Step 12: the touch lifts without a gesture: the zoom goes on to rest.
        #expect(steps[12].zoomScale == 1 && steps[12].isAnimating)
        // Steps 6–13 end once: at rest, when the resumed animation lands.
        let ends = steps[6...13].flatMap(\.reports).filter { if case .zoomEnd = $0 { return true } else { return false } }
        #expect(ends == [.zoomEnd(1)])
        #expect(steps[13].reports == [.zoomEnd(1)])
        // Steps 15–18: ×2 · 2 · 1.5 = 6 around F = (0, 150) shows 4 · (1 + f(0.5)) = 4 · 1.55 / 1.275,
        // centre F − (F − (150, 250)) · s = (150 s, 150 + 100 s).
        let banded: CGFloat = 4 * 1.55 / 1.275
        #expect(isClose(steps[18].zoomScale, banded))
        #expect(isClose(steps[18].geometry.center, CGPoint(x: 150 * banded, y: 150 + 100 * banded)))
        // Step 19, released: 4 around F, (600, 550), y clamped into [500 − 400, 400]: (600, 400).
        #expect(steps[19].geometry.center == CGPoint(x: 600, y: 400) && steps[19].isAnimating)
        #expect(steps[21].reports == [.zoomEnd(4)])
    }

    /// A whole view on an iPad or a Mac, by hand: a pointer zoom, a trackpad pan and the keys.
    @Test func aCommandScrollZoomsAroundThePointerATrackpadScrollFlingsAndTheKeysStep() throws {
        let steps = try ExampleTraces.load("whole-view-trackpad-wheel-and-keyboard.json").replay()
        #expect(steps.count == 23)
        // Step 6: ⌘-scroll up 100 pt is ×2 around the pointer F = (100, 200): c = F − (F − (150, 250)) · 2.
        #expect(steps[6].zoomScale == 2 && steps[6].geometry.center == CGPoint(x: 200, y: 300))
        #expect(steps[6].scrollZooms && steps[6].focalPoint == CGPoint(x: 100, y: 200))
        // Step 7: the pointer moved to (120, 220): re-anchored there, ×2: 120 + 80 · 2, 220 + 80 · 2.
        #expect(steps[7].zoomScale == 4 && steps[7].geometry.center == CGPoint(x: 280, y: 380))
        // Step 8: 50 pt more is raw 4 √2, past the maximum: 4 · (1 + f(√2 − 1)), f(x) = 1 − 1/(0.55 x + 1).
        let x = 2.0.squareRoot() - 1
        #expect(isClose(steps[8].zoomScale, 4 * (2 - 1 / (0.55 * x + 1))))
        // Step 9, the scroll ends: back to 4 around the pointer, (280, 380), which covers at 4
        // (x in [−300, 600], y in [100, 400]); the end comes when the spring lands (step 10).
        #expect(steps[9].zoomScale == 4 && isClose(steps[9].geometry.center, CGPoint(x: 280, y: 380)))
        #expect(steps[9].isAnimating && steps[9].scrollZooms && steps[10].reports == [.zoomEnd(4)])
        // Steps 11–13: a plain scroll pans −40 to 240, then flings −500 pt/s: 0.499 s × v = −249.5,
        // to −9.5, inside [−300, 600].
        #expect(!steps[12].scrollZooms && isClose(steps[12].geometry.center, CGPoint(x: 240, y: 380)))
        #expect(isClose(steps[13].geometry.center, CGPoint(x: -9.5, y: 380)) && steps[13].isAnimating)
        // ⌘0 to rest; ⌘+ ×1.5 about the centre (150, 250); at 1.5 the image spans 450 pt, so x
        // may be in [75, 225]: → moves it 50 pt left to 100, ⌥→ to the right edge, 75.
        #expect(steps[15].zoomScale == 1 && steps[15].geometry.center == CGPoint(x: 150, y: 250))
        #expect(steps[17].zoomScale == 1.5 && steps[17].geometry.center == CGPoint(x: 150, y: 250))
        #expect(steps[19].geometry.center == CGPoint(x: 100, y: 250))
        let last = try #require(steps.last)
        #expect(last.geometry.center == CGPoint(x: 75, y: 250) && last.zoomScale == 1.5)
        #expect(last.reports == [.zoomEnd(1.5)])
    }

    @Test(arguments: ExampleTraces.fileNames)
    func everyExampleDecodesRoundTripsAndEndsSettled(fileName: String) throws {
        let trace = try ExampleTraces.load(fileName)
        #expect(trace.note != nil)
        #expect(try GestureTrace(jsonData: trace.jsonData()) == trace)
        #expect(try ExampleTraces.text(fileName).contains("\"formatVersion\" : 3"))
        // The same session as the file first written before 1.0.
        #expect(try ExampleTraces.loadLegacy(fileName) == trace)
        let last = try #require(trace.replay().last)
        #expect(!last.isInteracting)
        #expect(!last.isUnsettled(tolerance: 1e-9))
        #expect(last.coverageGaps.isClosed(tolerance: 1e-9))
    }

    @Test func thereAreSixExamples() {
        #expect(ExampleTraces.fileNames == ["finger-lifts-mid-pinch.json", "pinch-past-maximum-at-a-corner.json",
                                            "rotation-mid-zoom.json", "tour.json",
                                            "whole-view-caught-zoom-and-spring-back.json",
                                            "whole-view-trackpad-wheel-and-keyboard.json"])
    }

    @Test func theBuiltInExampleOfZoomReplayIsTheTourFileVerbatim() throws {
        let file = try ExampleTraces.text("tour.json")
        let builtIn = try #require(try ExampleTraces.builtInJSON())
        #expect(builtIn + "\n" == file)
    }
}
