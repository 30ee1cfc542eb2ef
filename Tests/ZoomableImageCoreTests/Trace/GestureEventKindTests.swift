import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import ZoomableImageCore

/// `GestureEvent.Kind` is how tools name events (zoom-replay lists the valid names from it), so
/// each kind must be exactly the key its event is written under in a trace file, and no kind may
/// lack an event.
@Suite struct GestureEventKindTests {
    /// One event of every case at least: `GestureTraceTests.everything` holds them all.
    static let events = GestureTraceTests.everything.events.map(\.event)

    @Test func everyKindIsTheKindOfAnEvent() {
        #expect(Set(Self.events.map(\.kind)) == Set(GestureEvent.Kind.allCases))
    }

    @Test func eachEventIsWrittenUnderItsKindsName() throws {
        for event in Self.events {
            let data = try GestureTrace.makeJSONEncoder().encode(event)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Array(object.keys) == [event.kind.rawValue], "\(event)")
        }
    }

    @Test func theNamesAreTheCaseNamesAsTheDocsShowThem() {
        // The names the trace format's documentation and the example traces use.
        #expect(GestureEvent.Kind.allCases.map(\.rawValue) == [
            "begin", "beginFromPresented", "pinch", "rebaseline", "endPinch", "pan", "end", "doubleTap",
            "setZoomScale", "zoomToViewRect", "reset", "layout", "configure", "coveragePolicy",
        ])
        #expect(GestureEvent.pan(translation: CGPoint(x: 4, y: 0)).kind == .pan)
        #expect(GestureEvent.Kind(rawValue: "doubleTap") == .doubleTap)
    }
}
