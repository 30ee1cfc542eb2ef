import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The markers a SwiftUI `ZoomableImage` shows for its `pixelOverlays` items, as the bridge last
/// made them — and what each update must change, found in O(N) with one dictionary look-up per
/// item: no marker is placed, re-rendered or re-stacked unless its own pin, content or place in
/// the order changed. An update that changes only the zoom binding does no marker work at all.
///
/// ```swift
/// var markers = PixelOverlaySet<String, Int>()
/// let first = markers.update(to: [.init(id: "a", pin: pinA, content: 1), .init(id: "b", pin: pinB, content: 2)],
///                            environmentChanged: false, sameContent: ==)
/// first.added                // [0, 1]: make both, on top, in order
/// let again = markers.update(to: [.init(id: "a", pin: pinA, content: 1), .init(id: "b", pin: moved, content: 2)],
///                            environmentChanged: false, sameContent: ==)
/// again.moved                // [1]: only b is placed again
/// ```
///
/// - Complexity: O(N + M) per update for N next items and M markers shown, expected (hashing).
@_spi(Internals)
public struct PixelOverlaySet<ID: Hashable, Content> {
    /// One item as the bridge sees it: its identity, pin, whether it takes touches and its
    /// content (what `sameContent` compares).
    public struct Marker {
        public var id: ID
        public var pin: PixelOverlayPin
        public var receivesTouches: Bool
        public var content: Content

        /// Describes a marker; `id` is unique among the items (a repeat counts once), and
        /// `receivesTouches` (whether it takes touches) `false` by default.
        public init(id: ID, pin: PixelOverlayPin, receivesTouches: Bool = false, content: Content) {
            self.id = id
            self.pin = pin
            self.receivesTouches = receivesTouches
            self.content = content
        }
    }

    /// A marker shown, and its place in the stacking order.
    @usableFromInline
    struct Shown {
        @usableFromInline var marker: Marker
        @usableFromInline var position: Int

        @inlinable
        init(marker: Marker, position: Int) {
            self.marker = marker
            self.position = position
        }
    }

    // `update(to:environmentChanged:sameContent:)` is `@inlinable`, so the Kit's call is
    // specialized for its marker types: unspecialized, each generic lookup allocated (the
    // benchmark "Overlay update, unchanged" measured 2 allocations per marker).

    /// The markers shown, by identity.
    @usableFromInline var shown: [ID: Shown] = [:]
    /// The identities shown, bottom to top (stored; read through ``order``).
    @usableFromInline var storedOrder: [ID] = []
    /// The identities shown, bottom to top.
    public var order: [ID] { storedOrder }

    /// No markers.
    public init() {}

    /// The number of markers shown.
    public var count: Int { order.count }

    /// Takes the next items, bottom to top (SwiftUI's declaration order), and says what the bridge
    /// must do to show them, with positions into `next`. When `environmentChanged` (the SwiftUI
    /// environment the markers are given), every kept marker is re-rendered (none is placed for
    /// it); `sameContent` says whether a kept marker's old and new content render alike (`false`
    /// when that cannot be known: the marker is re-rendered on every update).
    @inlinable
    public mutating func update(
        to next: [Marker], environmentChanged: Bool, sameContent: (Content, Content) -> Bool
    ) -> PixelOverlayChanges<ID> {
        // The common update (a binding changed, nothing else): no work and no allocation.
        guard environmentChanged || !isUnchanged(next, sameContent: sameContent) else { return PixelOverlayChanges() }
        var changes = PixelOverlayChanges<ID>()
        var nextShown: [ID: Shown] = [:]
        nextShown.reserveCapacity(next.count)
        var nextOrder: [ID] = []
        nextOrder.reserveCapacity(next.count)
        // The highest old position among kept markers so far; -1 before any, and Int.max once a
        // new marker has come (a kept marker after a new one must go back under it).
        var highestKept = -1
        var isReordered = false
        for (index, marker) in next.enumerated() where nextShown[marker.id] == nil {
            nextShown[marker.id] = Shown(marker: marker, position: nextOrder.count)
            nextOrder.append(marker.id)
            guard let old = shown[marker.id] else {
                changes.added.append(index)
                highestKept = Int.max
                continue
            }
            isReordered = isReordered || old.position < highestKept
            highestKept = max(highestKept, old.position)
            if old.marker.pin != marker.pin { changes.moved.append(index) }
            if environmentChanged || old.marker.receivesTouches != marker.receivesTouches
                || !sameContent(old.marker.content, marker.content) {
                changes.rerendered.append(index)
            }
        }
        changes.removed = order.filter { nextShown[$0] == nil }
        shown = nextShown
        storedOrder = nextOrder
        changes.restackedOrder = isReordered ? nextOrder : nil
        return changes
    }

    /// Whether `next` is the markers shown, in the same order, with the same pins, touches and
    /// content — decided in one pass without allocating (the kept content is the old one, which
    /// `sameContent` says renders alike).
    @inlinable
    func isUnchanged(_ next: [Marker], sameContent: (Content, Content) -> Bool) -> Bool {
        guard next.count == order.count else { return false }
        return zip(order, next).allSatisfy { id, marker in
            shown[id].map { old in
                id == marker.id && old.marker.pin == marker.pin && old.marker.receivesTouches == marker.receivesTouches
                    && sameContent(old.marker.content, marker.content)
            } ?? false
        }
    }

    /// Forgets every marker (the bridge removed them all) and returns the identities that were
    /// shown, bottom to top: the next update makes them anew.
    public mutating func removeAll() -> [ID] {
        let removed = order
        shown = [:]
        storedOrder = []
        return removed
    }
}

extension PixelOverlaySet: Sendable where ID: Sendable, Content: Sendable {}
extension PixelOverlaySet.Marker: Sendable where ID: Sendable, Content: Sendable {}
extension PixelOverlaySet.Shown: Sendable where ID: Sendable, Content: Sendable {}
