import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What one update does to the markers a list of items places at pixels (SwiftUI's
/// `pixelOverlays`): which to remove, make, move and re-render, and whether their stacking order
/// must be rebuilt — decided by ``PixelOverlaySet/update(to:environmentChanged:sameContent:)`` in
/// O(N), by the items' identities, so a marker keeps its view (and its state) while its item
/// stays.
///
/// ```swift
/// var markers = PixelOverlaySet<Int, String>()
/// _ = markers.update(to: [.init(id: 1, pin: pin, content: "a")], environmentChanged: false, sameContent: ==)
/// let changes = markers.update(to: [.init(id: 1, pin: pin, content: "a")], environmentChanged: false, sameContent: ==)
/// changes.placementCount    // 0: nothing moved, nothing is placed
/// ```
@_spi(Internals)
public struct PixelOverlayChanges<ID: Hashable>: Equatable {
    /// Identities shown before and absent from the next items, in their old stacking order.
    public var removed: [ID] = []
    /// Positions in the next items of the markers to make, in the items' order (a repeated
    /// identity counts once, at its first place).
    public var added: [Int] = []
    /// Positions in the next items of kept markers whose pin changed (pixel or scaling): they
    /// move to their new place.
    public var moved: [Int] = []
    /// Positions in the next items of kept markers to render again: their content changed, or
    /// whether they take touches, or the environment they are given.
    public var rerendered: [Int] = []
    /// The whole stack, bottom to top, when it must be rebuilt: kept markers changed their
    /// relative order, or a new marker goes below a kept one. `nil` otherwise: new markers go on
    /// top, in order, and nothing else moves in the stack.
    public var restackedOrder: [ID]?

    /// Whether the stacking order must be rebuilt (``restackedOrder`` is set).
    public var isReordered: Bool { restackedOrder != nil }

    /// Markers placed by this update: the new ones and the moved ones. 0 when only the binding
    /// or nothing changed.
    public var placementCount: Int { added.count + moved.count }

    /// Whether the update leaves every marker as it was.
    public var isEmpty: Bool {
        removed.isEmpty && added.isEmpty && moved.isEmpty && rerendered.isEmpty && !isReordered
    }

    /// No changes.
    public init() {}
}

/// Where and how a marker is pinned: what its placement depends on.
@_spi(Internals)
public struct PixelOverlayPin: Equatable, Sendable {
    /// The position in oriented pixels ((i + 0.5, j + 0.5) is the centre of pixel (i, j)).
    public var pixel: CGPoint
    /// Whether the marker grows and shrinks with the zoom.
    public var scalesWithImage: Bool

    /// Describes a pin at `pixel`, in oriented pixels; `scalesWithImage` (whether the marker scales
    /// with the zoom) is `false` by default.
    public init(pixel: CGPoint, scalesWithImage: Bool = false) {
        self.pixel = pixel
        self.scalesWithImage = scalesWithImage
    }

    /// Equal pins place a marker alike. A NaN coordinate equals NaN here (the marker is hidden
    /// either way), so a marker left at a NaN pixel is not placed again on every update.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.scalesWithImage == rhs.scalesWithImage && same(lhs.pixel.x, rhs.pixel.x) && same(lhs.pixel.y, rhs.pixel.y)
    }

    private static func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }
}

extension PixelOverlayChanges: Sendable where ID: Sendable {}
