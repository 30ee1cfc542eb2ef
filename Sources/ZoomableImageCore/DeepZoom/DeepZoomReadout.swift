import Foundation

/// A tiled image's plan and memory at one moment, as a demo's readout and zoom-replay's step
/// captions show them: the level planned, the tiles resident and loading, and the bytes
/// resident against the budget.
///
/// ```swift
/// let readout = DeepZoomReadout(interaction.tiles)
/// print("level \(readout.level ?? -1), \(readout.residentBytes) of \(readout.byteBudget) bytes")
/// ```
@_spi(Internals) public struct DeepZoomReadout: Equatable, Sendable {
    /// The level planned (0: full resolution), or `nil` when the base copy is enough.
    public var level: Int?
    /// Tiles held decoded.
    public var residentTileCount: Int
    /// Tiles loading.
    public var loadingTileCount: Int
    /// Bytes held decoded: the base copy's and the resident tiles' (4 per pixel).
    public var residentBytes: Int
    /// The byte budget the base copy and the tiles share, in bytes.
    public var byteBudget: Int

    /// Describes the readout: `level` is `nil` for the base alone, `residentBytes` include the
    /// base.
    public init(level: Int?, residentTileCount: Int, loadingTileCount: Int, residentBytes: Int, byteBudget: Int) {
        self.level = level
        self.residentTileCount = residentTileCount
        self.loadingTileCount = loadingTileCount
        self.residentBytes = residentBytes
        self.byteBudget = byteBudget
    }

    /// What a tile machine holds now. All counts are zero, and the level `nil`, for an image
    /// drawn whole (a machine without a pyramid).
    public init(_ tiles: TileCacheStateMachine) {
        self.init(level: tiles.range.level, residentTileCount: tiles.residentTileCount,
                  loadingTileCount: tiles.loadingCount, residentBytes: tiles.totalResidentBytes,
                  byteBudget: tiles.configuration.byteBudget)
    }
}
