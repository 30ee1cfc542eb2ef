import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// When a `pixelOverlays` marker's content is rendered again. SwiftUI updates a `ZoomableImage`
/// on every pinch event when its zoom binding is displayed; before the fix, every marker of an
/// item that is not `Equatable` was rendered and measured again on each of those updates (200
/// markers: 200 `rootView` writes and 200 layout passes per frame). Now such a marker is rendered
/// when it is made, when the environment changes, and when the app gives a new content revision.
@Suite struct PixelOverlayItemTests {
    typealias Markers = PixelOverlaySet<Int, any PixelOverlayItem>

    /// A note that is not `Equatable` (a class, as an app's model object often is).
    final class Note {
        let text: String
        init(_ text: String) { self.text = text }
    }

    /// `count` markers of non-`Equatable` notes on a 4032 × 3024 photo, content revision `revision`.
    static func markers(_ count: Int, revision: Int, shift: CGFloat = 0) -> [Markers.Marker] {
        (0..<count).map { index in
            Markers.Marker(id: index, pin: PixelOverlayPin(pixel: CGPoint(x: 100.5 + 20 * CGFloat(index) + shift, y: 3000.5)),
                           content: UncomparableOverlayItem(revision: revision))
        }
    }

    static func same(_ old: any PixelOverlayItem, _ new: any PixelOverlayItem) -> Bool {
        new.rendersLike(old)
    }

    @Test func equatableItemsRenderAlikeWhenEqualAndOfTheSameType() {
        let pin = EquatableOverlayItem(element: "pin 3")
        #expect(EquatableOverlayItem(element: "pin 3").rendersLike(pin))
        #expect(!EquatableOverlayItem(element: "pin 4").rendersLike(pin))
        #expect(!EquatableOverlayItem(element: 3).rendersLike(pin))           // another type
        #expect(!UncomparableOverlayItem(revision: 0).rendersLike(pin))
        #expect(!pin.rendersLike(UncomparableOverlayItem(revision: 0)))
    }

    /// The pinch's update: the same 200 notes at the same pixels. Nothing is rendered, placed or
    /// restacked. (Before: `rerendered` held all 200 positions.)
    @Test func anUpdateWithTheSameUncomparableItemsRendersNothing() {
        var set = Markers()
        let first = set.update(to: Self.markers(200, revision: 0), environmentChanged: false, sameContent: Self.same)
        #expect(first.added.count == 200)
        let pinch = set.update(to: Self.markers(200, revision: 0), environmentChanged: false, sameContent: Self.same)
        #expect(pinch.isEmpty)
        #expect(pinch.rerendered.isEmpty)
    }

    /// Moved notes are placed again and not rendered; a new revision renders each once; the
    /// environment still renders every marker.
    @Test func movedItemsArePlacedAndANewRevisionRendersEachOnce() {
        var set = Markers()
        _ = set.update(to: Self.markers(3, revision: 0), environmentChanged: false, sameContent: Self.same)
        let moved = set.update(to: Self.markers(3, revision: 0, shift: 1), environmentChanged: false, sameContent: Self.same)
        #expect(moved.moved == [0, 1, 2])
        #expect(moved.rerendered.isEmpty)
        let revised = set.update(to: Self.markers(3, revision: 1, shift: 1), environmentChanged: false, sameContent: Self.same)
        #expect(revised.rerendered == [0, 1, 2])
        #expect(revised.moved.isEmpty)
        let again = set.update(to: Self.markers(3, revision: 1, shift: 1), environmentChanged: false, sameContent: Self.same)
        #expect(again.isEmpty)
        let environment = set.update(to: Self.markers(3, revision: 1, shift: 1), environmentChanged: true, sameContent: Self.same)
        #expect(environment.rerendered == [0, 1, 2])
    }
}
