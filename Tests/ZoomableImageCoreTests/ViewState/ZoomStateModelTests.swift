import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// `ZoomableImageState`'s rules: one view followed, no publish of an unchanged value, the visible
/// rect at rest only, commands that wait for a view that can zoom (the last one wins).
@Suite struct ZoomStateModelTests {
    typealias Model = ZoomStateModel<String>

    /// A 300 × 500 pt view of a 600 × 400 px photo at rest: all of it visible.
    static let rest = Model.Snapshot(zoomScale: 1, visibleImagePixelRect: CGRect(x: 0, y: 0, width: 600, height: 400),
                                     isZooming: false, canZoom: true)
    /// Pinching at 2× around the centre: the visible pixels are the middle 300 × 200.
    static let pinching = Model.Snapshot(zoomScale: 2, visibleImagePixelRect: CGRect(x: 150, y: 100, width: 300, height: 200),
                                         isZooming: true, canZoom: true)
    static let settled = Model.Snapshot(zoomScale: 2, visibleImagePixelRect: CGRect(x: 150, y: 100, width: 300, height: 200),
                                        isZooming: false, canZoom: true)
    static let loading = Model.Snapshot(zoomScale: 1, visibleImagePixelRect: .zero, isZooming: false, canZoom: false)

    @Test func attachingPublishesTheViewsValuesOnce() {
        var model = Model()
        #expect(model.attach(7) == .scheduleFlush)
        let flush = model.flush(from: 7, snapshot: Self.rest)
        #expect(flush.zoomScale == nil)                             // 1 was published already
        #expect(flush.isAtRest == nil)
        #expect(flush.visibleImagePixelRect == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(model.viewChanged(7) == .scheduleFlush)
        let again = model.flush(from: 7, snapshot: Self.rest)
        #expect(again.zoomScale == nil && again.isAtRest == nil && again.visibleImagePixelRect == nil)
    }

    /// However many changes arrive before the flush runs, one flush is scheduled.
    @Test func oneFlushIsScheduledForManyChanges() {
        var model = Model()
        #expect(model.attach(7) == .scheduleFlush)
        #expect(model.viewChanged(7) == .none)
        #expect(model.viewChanged(7) == .none)
        _ = model.flush(from: 7, snapshot: Self.rest)
        #expect(model.viewChanged(7) == .scheduleFlush)
    }

    /// During a pinch the scale and "not at rest" publish; the rect waits for the rest.
    @Test func theVisibleRectIsPublishedAtRestOnly() {
        var model = Model()
        _ = model.attach(7)
        _ = model.flush(from: 7, snapshot: Self.rest)
        _ = model.viewChanged(7)
        let moving = model.flush(from: 7, snapshot: Self.pinching)
        #expect(moving.zoomScale == 2 && moving.isAtRest == false && moving.visibleImagePixelRect == nil)
        _ = model.viewChanged(7)
        let ended = model.flush(from: 7, snapshot: Self.settled)
        #expect(ended.zoomScale == nil && ended.isAtRest == true)
        #expect(ended.visibleImagePixelRect == CGRect(x: 150, y: 100, width: 300, height: 200))
        #expect(model.visibleImagePixelRect == CGRect(x: 150, y: 100, width: 300, height: 200))
    }

    @Test func aCommandBeforeAnyViewWaitsForTheFirstThatCanZoomAndTheLastOneWins() {
        var model = Model()
        #expect(model.send("zoom to the boat", to: nil) == nil)
        #expect(model.send("reset", to: nil) == nil)
        _ = model.attach(7)
        #expect(model.flush(from: 7, snapshot: Self.loading).command == nil)   // its image still loads
        _ = model.viewChanged(7)
        #expect(model.flush(from: 7, snapshot: Self.rest).command == "reset")
        _ = model.viewChanged(7)
        #expect(model.flush(from: 7, snapshot: Self.rest).command == nil)       // once
        #expect(model.send("zoom in", to: Self.rest) == "zoom in")             // a view that can: now
    }

    /// The state moved to another view (B): A's reports are ignored; when B goes away, A's old
    /// attachment is not restored, and commands wait for the next view.
    @Test func theLastViewAttachedWinsAndADetachedStateWaits() {
        var model = Model()
        _ = model.attach(1)
        _ = model.flush(from: 1, snapshot: Self.rest)
        _ = model.attach(2)
        _ = model.flush(from: 2, snapshot: Self.settled)
        #expect(model.viewChanged(1) == .none)
        #expect(model.flush(from: 1, snapshot: Self.rest).zoomScale == nil)     // A can't publish
        model.detach(1)
        #expect(model.attachedView == 2)                                         // A wasn't attached
        model.detach(2)
        #expect(model.attachedView == nil)
        #expect(model.zoomScale == 2)                                            // the last values stay
        #expect(model.send("reset", to: Self.rest) == nil)
        _ = model.attach(3)
        #expect(model.flush(from: 3, snapshot: Self.rest).command == "reset")
    }
}

extension ZoomStateModelTests {
    /// Three pages of a pager, each given the one state only while it is selected —
    /// `zoomableImageState(selection == index ? zoom : nil)`, the optional the modifier now
    /// takes. Each page's update applies what its settings say changed (``ZoomableImageSettings``:
    /// the state's identity), as the bridge does: detach the old state, attach the new. Whichever
    /// page SwiftUI updates first when the selection moves, the state ends up following the page
    /// on screen. (Given to every page, as the non-optional modifier forced, it followed the page
    /// set up last: page 2 here, with page 0 on screen.)
    @Test(arguments: [true, false])
    func inAPagerTheStateFollowsTheSelectedPage(oldPageUpdatesFirst: Bool) {
        let state: UInt = 0x99
        let pages: [UInt] = [10, 11, 12]
        var model = Model()
        var applied = [ZoomableImageSettings?](repeating: nil, count: 3)

        func update(_ index: Int, selection: Int) {
            var next = ZoomableImageSettings(source: .url(URL(fileURLWithPath: "/photos/\(index).jpg"), id: nil))
            next.stateIdentity = index == selection ? state : nil
            if next.changes(from: applied[index]).contains(.state) {
                if applied[index]?.stateIdentity != nil { model.detach(pages[index]) }
                if next.stateIdentity != nil { _ = model.attach(pages[index]) }
            }
            applied[index] = next
        }

        (0..<3).forEach { update($0, selection: 0) }
        #expect(model.attachedView == 10)
        let order = oldPageUpdatesFirst ? [0, 1, 2] : [2, 1, 0]
        order.forEach { update($0, selection: 1) }
        #expect(model.attachedView == 11)
        order.reversed().forEach { update($0, selection: 2) }
        #expect(model.attachedView == 12)
    }
}

extension ZoomStateModelTests {
    /// `.scheduleFlush` runs the scheduler; `.none` doesn't.
    @Test func aChangeActionSchedulesTheFlushOnlyWhenAsked() {
        var scheduled = 0
        Model.ChangeAction.none.perform { scheduled += 1 }
        Model.ChangeAction.scheduleFlush.perform { scheduled += 1 }
        #expect(scheduled == 1)
    }
}
