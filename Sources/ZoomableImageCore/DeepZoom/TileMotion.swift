import Foundation

/// What the view does as it asks for a tile plan: the one input, besides the viewport, that
/// decides which tiles beyond the visible ones are worth fetching (``TileMargin``).
///
/// ```swift
/// cache.plan(viewport, motion: .zooming)                        // visible tiles only
/// cache.plan(viewport, motion: .panning(TileDirection(dx: 1, dy: 0)))  // and the column ahead
/// cache.plan(viewport, motion: .resting)                        // and, once they are in, a ring
/// ```
@_spi(Internals) public enum TileMotion: Equatable, Hashable, Sendable {
    /// Nothing moves: the visible tiles, then — once every one of them has arrived (or failed) —
    /// the resident tiles are trimmed and a ring around the view is prefetched.
    case resting
    /// A pinch, a zooming scroll, a quick zoom or a dismiss drag: the level changes under the
    /// fingers, so the visible tiles only — the level a zoom heads to is not the one to prefetch
    /// around.
    case zooming
    /// An animation heading to a geometry known in advance (a double tap, a command, a settle, a
    /// momentum glide), or a touch holding one: the visible tiles at the target only.
    case animating
    /// A finger (or a scroll) pans: the visible tiles and one tile ahead on each axis the view
    /// moves along.
    case panning(TileDirection)
}
