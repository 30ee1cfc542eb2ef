import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The overlay diff behind SwiftUI's `pixelOverlays`: an update that changes nothing does no
/// marker work (0 placements — before it, every update re-placed, re-measured and re-rendered
/// every marker), each kind of change touches only its markers, and the stack is rebuilt only
/// when appending the new markers on top would put them in the wrong order.
@Suite struct PixelOverlaySetTests {
    typealias Markers = PixelOverlaySet<String, Int>

    static func marker(_ id: String, _ x: CGFloat, content: Int = 0, touches: Bool = false) -> Markers.Marker {
        Markers.Marker(id: id, pin: PixelOverlayPin(pixel: CGPoint(x: x, y: 2 * x + 0.5)), receivesTouches: touches,
                       content: content)
    }

    static let abc = [marker("a", 1), marker("b", 2), marker("c", 3)]

    func shown(_ markers: [Markers.Marker]) -> Markers {
        var set = Markers()
        _ = set.update(to: markers, environmentChanged: false, sameContent: ==)
        return set
    }

    @Test func theFirstUpdateMakesEveryMarkerOnTopInOrder() {
        var set = Markers()
        let changes = set.update(to: Self.abc, environmentChanged: false, sameContent: ==)
        #expect(changes.added == [0, 1, 2])
        #expect(changes.placementCount == 3)
        #expect(!changes.isReordered && changes.removed.isEmpty && changes.moved.isEmpty)
        #expect(set.order == ["a", "b", "c"])
    }

    /// The benchmark's case: an update with the same items (a binding changed) does nothing.
    @Test func anUnchangedUpdateDoesNoMarkerWork() {
        var set = shown(Self.abc)
        let changes = set.update(to: Self.abc, environmentChanged: false, sameContent: ==)
        #expect(changes.isEmpty)
        #expect(changes.placementCount == 0)
    }

    /// The same markers in another order, or one identity swapped for another at the same pixel,
    /// are changes (the unchanged fast path compares identities position by position): reversed,
    /// the stack is rebuilt c, b, a and nothing is placed; x for b at b's pixel removes b and
    /// adds x on top.
    @Test func theSameMarkersReorderedOrRenamedAreChanges() {
        var set = shown(Self.abc)
        let reversed = set.update(to: Self.abc.reversed(), environmentChanged: false, sameContent: ==)
        #expect(reversed.restackedOrder == ["c", "b", "a"])
        #expect(reversed.placementCount == 0)
        let renamed = set.update(to: [Self.marker("c", 3), Self.marker("x", 2), Self.marker("a", 1)],
                                 environmentChanged: false, sameContent: ==)
        #expect(renamed.removed == ["b"])
        #expect(renamed.added == [1])
    }

    /// Every marker moved one pixel, same identities in the same order (a pan of all pins): each
    /// is placed once — 3 placements, nothing re-rendered or re-stacked.
    @Test func movingEveryMarkerPlacesEachOnce() {
        var set = shown(Self.abc)
        let next = [Self.marker("a", 2), Self.marker("b", 3), Self.marker("c", 4)]
        let changes = set.update(to: next, environmentChanged: false, sameContent: ==)
        #expect(changes.moved == [0, 1, 2])
        #expect(changes.placementCount == 3)
        #expect(changes.rerendered.isEmpty && !changes.isReordered)
    }

    @Test func onlyAMarkerWhosePinChangedIsPlaced() {
        var set = shown(Self.abc)
        var next = Self.abc
        next[1].pin.pixel.x += 1                        // b moves one pixel right
        next[2].pin.scalesWithImage = true              // c now scales with the image: placed anew
        let changes = set.update(to: next, environmentChanged: false, sameContent: ==)
        #expect(changes.moved == [1, 2])
        #expect(changes.placementCount == 2)
        #expect(changes.rerendered.isEmpty && changes.added.isEmpty && !changes.isReordered)
    }

    @Test func changedContentOrTouchesReRenderWithoutPlacing() {
        var set = shown(Self.abc)
        let next = [Self.marker("a", 1, content: 7), Self.marker("b", 2, touches: true), Self.marker("c", 3)]
        let changes = set.update(to: next, environmentChanged: false, sameContent: ==)
        #expect(changes.rerendered == [0, 1])
        #expect(changes.placementCount == 0)
    }

    /// The non-Equatable overload: content that can't be compared re-renders every marker on
    /// every update — and still places none.
    @Test func contentThatCannotBeComparedReRendersEveryMarkerButPlacesNone() {
        var set = shown(Self.abc)
        let changes = set.update(to: Self.abc, environmentChanged: false, sameContent: { _, _ in false })
        #expect(changes.rerendered == [0, 1, 2])
        #expect(changes.placementCount == 0)
    }

    @Test func aNewEnvironmentReRendersEveryKeptMarker() {
        var set = shown(Self.abc)
        let changes = set.update(to: Self.abc + [Self.marker("d", 4)], environmentChanged: true, sameContent: ==)
        #expect(changes.rerendered == [0, 1, 2])       // d is made with it anyway
        #expect(changes.added == [3])
        #expect(changes.placementCount == 1)
    }

    @Test func removedMarkersAreListedInTheirOldStackingOrder() {
        var set = shown(Self.abc + [Self.marker("d", 4)])
        let changes = set.update(to: [Self.marker("c", 3), Self.marker("a", 1)], environmentChanged: false,
                                 sameContent: ==)
        #expect(changes.removed == ["b", "d"])
        #expect(changes.restackedOrder == ["c", "a"])     // c now under a
        #expect(set.order == ["c", "a"])
    }

    @Test(arguments: [
        // (next ids, reordered?) from a, b, c shown bottom to top — by hand: appending new ones
        // on top of the kept ones in their old order must give the next order.
        (["a", "b", "c", "d"], false),                  // d on top
        (["a", "c"], false),                            // b removed, a under c still
        (["b", "a", "c"], true),                        // a and b swapped
        (["a", "d", "b", "c"], true),                   // d must go under b
        (["d", "e"], false),                            // all new
        (["c"], false),
    ])
    func theStackIsRebuiltOnlyWhenAppendingWouldBeWrong(ids: [String], reordered: Bool) {
        var set = shown(Self.abc)
        let next = ids.map { id in Self.abc.first { $0.id == id } ?? Self.marker(id, 9) }
        #expect(set.update(to: next, environmentChanged: false, sameContent: ==).isReordered == reordered)
        #expect(set.order == ids)
    }

    @Test func aRepeatedIdentityCountsOnceAtItsFirstPlace() {
        var set = shown([Self.marker("a", 1)])
        let changes = set.update(to: [Self.marker("b", 2), Self.marker("a", 1), Self.marker("b", 5), Self.marker("a", 6)],
                                 environmentChanged: false, sameContent: ==)
        #expect(changes.added == [0])
        #expect(changes.moved.isEmpty)                    // a's repeat at x = 6 is ignored
        #expect(set.order == ["b", "a"])
        #expect(changes.isReordered)                      // b (new) goes under a (kept)
    }

    @Test func removingAllForgetsEveryMarker() {
        var set = shown(Self.abc)
        #expect(set.removeAll() == ["a", "b", "c"])
        #expect(set.count == 0)
        #expect(set.update(to: Self.abc, environmentChanged: false, sameContent: ==).added == [0, 1, 2])
    }

    /// Random sessions of 40 updates over 30 identities: after each update, applying the changes
    /// the way the bridge does (remove, append the new ones, rebuild the stack when told) gives
    /// exactly the next order, and the markers placed are exactly those a brute-force comparison
    /// with the previous items finds new or moved.
    @Test(arguments: [UInt64(7), 1_234, 99_991])
    func applyingTheChangesAlwaysGivesTheNextMarkers(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var set = Markers()
        var stack: [String] = []
        var previous: [String: Markers.Marker] = [:]
        for _ in 0..<40 {
            let count = Int(random.uniform(0...20))
            let next = (0..<count).map { _ in
                Self.marker("m\(Int(random.uniform(0...29)))", CGFloat(Int(random.uniform(0...3))),
                            content: Int(random.uniform(0...2)))
            }
            let changes = set.update(to: next, environmentChanged: false, sameContent: ==)
            var firsts: [String: Markers.Marker] = [:]
            var nextOrder: [String] = []
            for marker in next where firsts[marker.id] == nil {
                firsts[marker.id] = marker
                nextOrder.append(marker.id)
            }
            stack.removeAll { changes.removed.contains($0) }
            stack += changes.added.map { next[$0].id }
            changes.restackedOrder.map { stack = $0 }
            #expect(stack == nextOrder)
            let expectedPlaced = nextOrder.filter { id in previous[id].map { $0.pin != firsts[id]!.pin } ?? true }
            let placed = (changes.added + changes.moved).map { next[$0].id }
            #expect(Set(placed) == Set(expectedPlaced) && placed.count == expectedPlaced.count)
            previous = firsts
        }
    }
}
