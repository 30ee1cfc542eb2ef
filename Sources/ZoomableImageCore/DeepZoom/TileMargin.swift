import Foundation

/// The tiles planned around the visible ones, beyond them: none, a row or column ahead of a
/// pan, or a ring.
///
/// ```swift
/// planner.range(for: viewport, margin: .ahead(TileDirection(dx: 1, dy: 0)))
/// // visible 3..<6 × 2..<5, planned 3..<7 × 2..<5: one column to the right
/// ```
@_spi(Internals) public enum TileMargin: Equatable, Hashable, Sendable {
    /// The visible tiles alone: a zoom (the level it heads to is not the one to prefetch around)
    /// or an animation (it heads to a geometry known in advance).
    case none
    /// One tile ahead on each axis the view moves along (the corner too, when it moves along
    /// both): a pan.
    case ahead(TileDirection)
    /// One tile all round: at rest, once the visible tiles have arrived.
    case ring

    /// The tiles added to the left, right, top and bottom of the visible ones (0 or 1 each).
    var edges: (left: Int, right: Int, top: Int, bottom: Int) {
        switch self {
        case .none: (0, 0, 0, 0)
        case .ahead(let direction):
            (direction.dx < 0 ? 1 : 0, direction.dx > 0 ? 1 : 0, direction.dy < 0 ? 1 : 0, direction.dy > 0 ? 1 : 0)
        case .ring: (1, 1, 1, 1)
        }
    }
}
