import Foundation

/// The limits a ``TileCacheStateMachine`` keeps: memory, concurrent loads, tiles per level, and
/// what a view at rest may hold beyond what it shows.
///
/// ```swift
/// var configuration = TileCacheConfiguration()
/// configuration.byteBudget = 64 << 20      // a smaller budget for an extension's 120 MB limit
/// ```
@_spi(Internals) public struct TileCacheConfiguration: Equatable, Sendable {
    /// The default byte budget: 128 MiB (134 217 728 B). It holds, on a 1179 × 2556 px iPhone
    /// screen, the base copy, the worst-case visible tiles, a pan's tiles ahead and the coarser
    /// level's visible tiles standing in (94.1 MB for a 20 000 × 20 000 px image, 256 px tiles
    /// with 1 px overlap): see the article "Deep zoom planning".
    public static let defaultByteBudget = 128 << 20

    /// The default resting allowance: 16 MiB (16 777 216 B), 63 tiles of 258 × 258 px — the
    /// ring around a view at rest in all but the largest visible sets, or tiles seen last.
    public static let defaultRestingAllowance = 16 << 20

    /// Bytes the base copy and the tiles may take decoded together (4 bytes per pixel), never
    /// exceeded by the tiles: they get what the base copy leaves. ``defaultByteBudget`` by
    /// default.
    public var byteBudget: Int
    /// Tiles loading at once at most. 4 by default (fewer than the 6 connections a browser
    /// opens per host, so a slow tile never queues the whole screen behind it).
    public var maximumConcurrentLoads: Int
    /// The most visible tiles a level may need before a coarser level is used. 1024 by default.
    public var maximumTileCount: Int
    /// Bytes of tiles a settled view keeps beyond the visible ones and those shown in place of
    /// missing ones: the ring it prefetches, then the tiles used last. The rest is released once
    /// the view settles, least recently used first. ``defaultRestingAllowance`` by default; a
    /// negative value counts as 0.
    public var restingAllowance: Int

    /// Describes the limits. Each argument sets the property of the same name (see each for its
    /// unit and default).
    public init(byteBudget: Int = defaultByteBudget, maximumConcurrentLoads: Int = 4, maximumTileCount: Int = 1024,
                restingAllowance: Int = defaultRestingAllowance) {
        self.byteBudget = byteBudget
        self.maximumConcurrentLoads = maximumConcurrentLoads
        self.maximumTileCount = maximumTileCount
        self.restingAllowance = restingAllowance
    }
}
