import Foundation

/// What to do to a view's markers when a list of items placed at pixels changes (SwiftUI's
/// `pixelOverlays` modifier): which markers to remove, which to make, which to update — by the
/// items' identities, so a marker keeps its view (and its state) while its item stays.
///
/// ```swift
/// let changes = PixelOverlayChanges(current: [1, 2, 3], next: [3, 4, 1])
/// changes.removed    // [2]
/// changes.added      // [4]
/// changes.kept       // [3, 1]: update their content and move them to their pixels
/// ```
@_spi(Internals)
public struct PixelOverlayChanges<ID: Hashable>: Equatable {
    /// Identities shown now and absent from the next items, in their current order.
    public var removed: [ID]
    /// Identities of the next items not shown yet, in the items' order.
    public var added: [ID]
    /// Identities in both, in the items' order.
    public var kept: [ID]

    /// The changes from the markers shown to the next items. An identity repeated in `next`
    /// counts once, at its first place (SwiftUI's `ForEach` requires unique identities; a
    /// repeat must not make two markers that can never both be removed).
    ///
    /// - Parameters:
    ///   - current: the identities of the markers shown.
    ///   - next: the identities of the items to show, in order.
    public init(current: [ID], next: [ID]) {
        var seen = Set<ID>()
        let unique = next.filter { seen.insert($0).inserted }
        let shown = Set(current)
        removed = current.filter { !seen.contains($0) }
        added = unique.filter { !shown.contains($0) }
        kept = unique.filter { shown.contains($0) }
    }
}
