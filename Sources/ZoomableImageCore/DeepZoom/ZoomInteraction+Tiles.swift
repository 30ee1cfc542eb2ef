import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// Where a tile's layer goes in the image's canvas (stored pixels, ``imageCanvasPlacement``):
    /// see ``TileLayerPlacement``. The layout does not enter it, so a layout change moves the
    /// canvas and no tile. ``TileLayerPlacement/hidden`` without a tiled image, or for a tile
    /// outside its pyramid.
    @_spi(Internals) public func tilePlacement(of tile: TileID) -> TileLayerPlacement {
        image.tiling.map { TileLayerPlacement(tile: tile, pyramid: $0.pyramid) } ?? .hidden
    }

    /// Of the tiles an arrival replaced (``TileCacheAction/hideAfterFade``), those still off
    /// screen once its fade has ended: their layers go. A tile shown again meanwhile (its layer
    /// is a new one) stays.
    @_spi(Internals) public func tilesOffScreen(among tiles: [TileID]) -> [TileID] {
        tiles.filter { !self.tiles.shown.contains($0) }
    }

    /// The filter to magnify tile layers with at a geometry being written: the view's
    /// ``PixelMagnification`` at the density of the image's *original* pixels (level 0's), since
    /// tiles show the original's pixels — unlike the base copy, whose own pixels decide the
    /// view's filter.
    @_spi(Internals) public func tileMagnificationFilter(at target: ShownGeometry, magnification: PixelMagnification)
        -> PixelFilter
    {
        let perPoint = imageLayout.pointsPerPixel(of: imageLayout.pixelSize)
        let t = target.transform
        let density = min(perPoint.width * hypot(t.a, t.b), perPoint.height * hypot(t.c, t.d)) * display.effectiveScale
        return magnification.filter(atDevicePixelsPerPixel: density.isFinite && density > 0 ? density : 0)
    }

    // MARK: - Events (internal)

    /// The image just adopted starts its tiles (``TileCacheStateMachine/newImage(_:baseLevel:baseByteCount:availableLevels:)``):
    /// a tiled one plans its own, and one that replaces a tiled image drops the old one's.
    mutating func adoptTiling(_ effects: inout ZoomEffects) {
        let wasTiled = tiles.pyramid.map { !$0.isEmpty } ?? false
        guard image.tiling != nil || wasTiled else { return }
        let tiling = image.tiling ?? ImageTiling(pyramid: TilePyramid(storedPixelSize: .zero), baseLevel: 0)
        adoptTileAction(TileCacheAction(tiles.newImage(tiling.pyramid, baseLevel: tiling.baseLevel,
                                                       baseByteCount: image.pixelByteCount,
                                                       availableLevels: tiling.availableLevels)), &effects)
    }

    /// A replay starting mid-session: the tiled image's tiles start again at the generation the
    /// trace's loads carry, planned for what the view showed (nothing loaded yet).
    mutating func resumeTiles(generation: Int) {
        guard let tiling = image.tiling else { return }
        tiles.generation = generation &- 1
        _ = tiles.newImage(tiling.pyramid, baseLevel: tiling.baseLevel, baseByteCount: image.pixelByteCount,
                           availableLevels: tiling.availableLevels)
        _ = tiles.plan(tileViewport, motion: tileMotion)
    }

    /// Plans the tiles for the geometry the view shows or heads to, and what it does: nothing
    /// happens while the tile range and the prefetch stay the same (most gesture events).
    mutating func planTiles(_ effects: inout ZoomEffects) {
        adoptTileAction(TileCacheAction(tiles.plan(tileViewport, motion: tileMotion)), &effects)
    }

    /// What the view does, for tile planning: at rest (or just ended), zooming (a pinch, a
    /// zooming scroll, a quick zoom or a dismiss drag, even while a finger also pans), panning
    /// (a pan or panning scroll alone, towards its velocity), or animating (a running or held
    /// animation: its target is known).
    @_spi(Internals) public var tileMotion: TileMotion {
        switch motion {
        case .rest, .ended:
            return .resting
        case .animating, .holding:
            return .animating
        case .gesture(let gesture):
            if gesture.isPinching || gesture.isQuickZooming || gesture.isDismissDragging || gesture.scroll == .zooming {
                return .zooming
            }
            return .panning(TileDirection(containerVelocity: gesture.releaseVelocity, layout: imageLayout,
                                          geometry: engine.geometry))
        }
    }

    /// A tile load ended: loaded with `bytes`, or failed for good (`nil`).
    mutating func tileLoadEnded(_ tile: TileID, generation: Int, bytes: Int?, _ effects: inout ZoomEffects) {
        if let bytes {
            adoptTileAction(TileCacheAction(tiles.tileLoaded(tile, generation: generation, bytes: bytes)), &effects)
        } else {
            adoptTileAction(TileCacheAction(tiles.tileFailed(tile, generation: generation)), &effects)
        }
    }

    /// Hands a tile action to the view (merged with what the same input asked before) and queues
    /// a report for each tile that failed.
    mutating func adoptTileAction(_ action: TileCacheAction, _ effects: inout ZoomEffects) {
        guard !action.isEmpty else { return }
        if effects.updatesTiles {
            tileAction.append(action)
        } else {
            tileAction = action
        }
        effects.updatesTiles = true
        for tile in action.failed { queue(.tileFailed(tile)) }
    }
}

extension ImageDescription {
    /// The bitmap's decoded size in bytes, 4 per pixel (size × scale, in whole pixels); 0 for no
    /// image or bad values.
    var pixelByteCount: Int {
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width.isFinite, height.isFinite, width > 0, height > 0, width * height < 1e15 else { return 0 }
        return Int(width) * Int(height) * 4
    }
}
