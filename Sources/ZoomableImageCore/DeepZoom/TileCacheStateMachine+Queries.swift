import Foundation

extension TileCacheStateMachine {
    /// The range planned last; ``TileRange/baseOnly`` before the first plan.
    public var range: TileRange { plan.range }

    /// The image being tiled, or `nil` before the first.
    var image: TiledImage? {
        switch state {
        case .noImage: nil
        case .tiled(let image, _): image
        }
    }

    /// The image's pyramid, or `nil` before the first image.
    public var pyramid: TilePyramid? { image?.planner.pyramid }

    /// Whether the view has settled: at rest, every visible tile arrived (or failed), the tiles
    /// trimmed and the ring prefetched.
    public var isSettled: Bool {
        switch state {
        case .tiled(_, .settled): true
        case .noImage, .tiled(_, .visibleOnly), .tiled(_, .ahead), .tiled(_, .settling), .tiled(_, .lowMemory): false
        }
    }

    /// Bytes the tiles may take: the budget less the base copy's bytes, never negative.
    public var tileByteBudget: Int { image?.planner.tileByteBudget ?? 0 }

    /// Bytes resident in all: the base copy's and the resident tiles'.
    public var totalResidentBytes: Int { (image?.baseByteCount ?? 0) + residentBytes }

    /// The number of resident tiles.
    public var residentTileCount: Int { residentCounts.reduce(0, +) }

    /// Whether a tile's image is held.
    public func isResident(_ tile: TileID) -> Bool { tiles[tile]?.isResident ?? false }

    /// Whether a tile is loading.
    public func isLoading(_ tile: TileID) -> Bool {
        if case .loading = tiles[tile] { return true }
        return false
    }

    /// Whether a tile failed for this image.
    public func hasFailed(_ tile: TileID) -> Bool { tiles[tile] == .failed }
}

extension TileCacheStateMachine.TileState {
    /// Whether the state is ``resident(bytes:lastUse:)``.
    var isResident: Bool {
        if case .resident = self { return true }
        return false
    }
}
