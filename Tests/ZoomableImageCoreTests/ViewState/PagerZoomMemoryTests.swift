import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Whether the inline pager's pages keep their zoom, and the zoom brought back to a page loaded
/// again. Kept zooms are on a 2400 × 1600 px photo; view identities are arbitrary numbers.
@MainActor
@Suite struct PagerZoomMemoryTests {
    typealias Memory = PagerZoomMemory<String>

    /// 2.5× showing the right half's middle: 960 × 640 px from (1200, 480).
    nonisolated static let zoomed = KeptZoom(zoomScale: 2.5, visibleImagePixelRect: CGRect(x: 1200, y: 480, width: 960, height: 640))
    nonisolated static let atRest = KeptZoom(zoomScale: 1, visibleImagePixelRect: CGRect(x: 0, y: 0, width: 2400, height: 1600))

    /// A page of "harbour" loaded into view 7, released showing `zoom`; then loaded again into
    /// view 9: what comes back.
    static func roundTrip(keepsZoom: Bool, zoom: KeptZoom) -> Memory.LoadedAction {
        var memory = Memory(keepsZoom: keepsZoom)
        memory.pageLoading(view: 7, id: "harbour")
        _ = memory.pageLoaded(view: 7)
        memory.pageReleased(view: 7, zoom: zoom)
        memory.pageLoading(view: 9, id: "harbour")
        return memory.pageLoaded(view: 9)
    }

    @Test(arguments: [
        (true, zoomed, Memory.LoadedAction.restore(zoomed)),     // asked for: the zoom comes back
        (false, zoomed, .none),                                  // Photos' rule: at rest
        (true, atRest, .none),                                   // left at rest: nothing to bring
    ])
    func aReleasedPageGetsItsZoomBackOnlyWhenAsked(keepsZoom: Bool, zoom: KeptZoom, expected: Memory.LoadedAction) {
        #expect(Self.roundTrip(keepsZoom: keepsZoom, zoom: zoom) == expected)
    }

    @Test(arguments: [(true, Memory.SettledAction.keepZoom), (false, .resetZoom)])
    func aPageLeftBehindKeepsItsZoomOnlyWhenAsked(keepsZoom: Bool, expected: Memory.SettledAction) {
        #expect(Memory(keepsZoom: keepsZoom).leftPageSettled() == expected)
    }

    /// "harbour" kept at 2.5; a page of it loads into view 9 but is released before its image
    /// arrives (a fast swipe past it), at rest: the kept zoom stays for the next load (view 11).
    /// Once restored it is the view's: released at rest afterwards, it is forgotten.
    @Test func aPageReleasedBeforeItLoadedLeavesTheKeptZoom() {
        var memory = Memory(keepsZoom: true)
        memory.pageLoading(view: 7, id: "harbour")
        _ = memory.pageLoaded(view: 7)
        memory.pageReleased(view: 7, zoom: Self.zoomed)
        memory.pageLoading(view: 9, id: "harbour")
        memory.pageReleased(view: 9, zoom: Self.atRest)
        memory.pageLoading(view: 11, id: "harbour")
        let restored = memory.pageLoaded(view: 11)
        #expect(restored == .restore(Self.zoomed))
        memory.pageReleased(view: 11, zoom: Self.atRest)
        memory.pageLoading(view: 12, id: "harbour")
        let afterRest = memory.pageLoaded(view: 12)
        #expect(afterRest == .none)
    }

    /// Zooms are kept per item: "pier" released at 2.5 does not come back on "harbour".
    /// A load that ends for a view no longer followed (released first), or a second time for
    /// the same view, brings nothing.
    @Test func zoomsAreKeptPerItemAndPerLoad() {
        var memory = Memory(keepsZoom: true)
        memory.pageLoading(view: 1, id: "pier")
        _ = memory.pageLoaded(view: 1)
        memory.pageReleased(view: 1, zoom: Self.zoomed)
        memory.pageLoading(view: 2, id: "harbour")
        let other = memory.pageLoaded(view: 2)
        let unknown = memory.pageLoaded(view: 99)
        memory.pageLoading(view: 3, id: "pier")
        let first = memory.pageLoaded(view: 3)
        let again = memory.pageLoaded(view: 3)
        #expect(other == .none && unknown == .none && again == .none)
        #expect(first == .restore(Self.zoomed))
    }

    final class Recorder: PagerZoomHost {
        var calls: [String] = []
        func restoreZoom(_ zoom: KeptZoom, on view: String) { calls.append("restore \(view) \(zoom.zoomScale)") }
        func resetZoom(on view: String) { calls.append("reset \(view)") }
    }

    @Test func eachActionIsAtMostOneHostCall() {
        let host = Recorder()
        Memory.perform(Memory.LoadedAction.none, on: host, view: "a")
        Memory.perform(Memory.LoadedAction.restore(Self.zoomed), on: host, view: "b")
        Memory.perform(Memory.SettledAction.keepZoom, on: host, view: "c")
        Memory.perform(Memory.SettledAction.resetZoom, on: host, view: "d")
        #expect(host.calls == ["restore b 2.5", "reset d"])
    }
}
