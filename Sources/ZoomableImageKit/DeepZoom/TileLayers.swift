#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A tiled image's tiles on screen: one plain layer per shown tile, in a layer of the view's
/// image canvas (``ZoomableImageView/imageCanvas``, below the pixel grid), whose coordinates are
/// the image's stored pixels. The canvas carries the tiles through the layout, and the view's
/// `transform` — the zoom, and every settle animation of it — carries the canvas with the base
/// copy in the same frame. A tile never moves once shown. What to show and where comes from the
/// interaction (``TileCacheAction``, ``TileLayerPlacement``).
@MainActor
final class TileLayers {
    /// Holds the tile layers; a sublayer of the image canvas's layer, as large as the canvas.
    let container: CALayer = {
        let layer = CALayer()
        layer.actions = ["bounds": NSNull(), "position": NSNull(), "sublayers": NSNull()]
        return layer
    }()
    /// The tile layers on screen: the shown tiles', and those an arrival replaced, until its
    /// fade has ended.
    private var layers: [TileID: CALayer] = [:]

    /// Takes layers of tiles off screen (hidden or evicted), puts the shown ones on it, fades in
    /// the tiles that arrived and removes the ones they replace once they have.
    ///
    /// - Parameters:
    ///   - action: what the interaction decided.
    ///   - images: the resident tiles' images.
    ///   - view: the view, for the placements and the magnification filter.
    func apply(_ action: TileCacheAction, images: [TileID: OriginalImageSource.Bitmap], in view: ZoomableImageView) {
        // Plain layers animate their changes implicitly (a quarter second) unless told not to:
        // tiles appear at once, but for the fade added below.
        // https://developer.apple.com/documentation/quartzcore/catransaction/1448282-setdisableactions
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        action.evict.forEach(remove)
        action.hide.forEach(remove)
        let filter = view.tileMagnificationFilter(at: view.modelGeometry)
        for tile in action.show {
            addLayer(for: tile, image: images[tile], filter: filter, in: view)
        }
        // The replaced tiles stay under (or over) the arrivals until these have faded in: the
        // completion block "is guaranteed to be called (on the main thread) as soon as all
        // animations subsequently added by this transaction group have completed", at once when
        // none is added. Those still off screen then go (an eviction meanwhile took its layer
        // at once; a tile shown again meanwhile has a new one).
        // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
        let replaced = action.hideAfterFade
        CATransaction.setCompletionBlock { [weak view] in
            MainActorBridge.run { view?.finishTileFades(replacing: replaced) }
        }
        for tile in action.fadeIn {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = TileCacheAction.fadeDuration
            addLayer(for: tile, image: images[tile], filter: filter, in: view).add(fade, forKey: "fadeIn")
        }
        CATransaction.commit()
    }

    /// Sizes the container to the image's canvas (its stored pixels) when the image changes.
    /// The tiles keep their places: only the canvas moves with the layout.
    func fitCanvas(_ canvas: ImageCanvasPlacement) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.bounds = canvas.bounds
        container.position = CGPoint(x: canvas.bounds.midX, y: canvas.bounds.midY)
        CATransaction.commit()
    }

    /// Takes tiles' layers off screen at once.
    func remove(_ tiles: [TileID]) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        tiles.forEach(remove)
        CATransaction.commit()
    }

    /// Sets the magnification filter of every tile (the zoom being written crossed the sharp
    /// pixels' threshold, or the setting changed).
    func setMagnificationFilter(_ filter: CALayerContentsFilter) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layers.values.forEach { $0.magnificationFilter = filter }
        CATransaction.commit()
    }

    /// A new layer for a tile, placed and added (replacing any the tile had).
    @discardableResult
    private func addLayer(for tile: TileID, image: OriginalImageSource.Bitmap?, filter: CALayerContentsFilter,
                          in view: ZoomableImageView) -> CALayer {
        remove(tile)
        let layer = CALayer()
        layer.contents = image?.cgImage
        layer.magnificationFilter = filter
        // Tiles abut: an antialiased edge would show a seam between them. The default comes
        // from the app's `UIViewEdgeAntialiasing` Info.plist key, so it is set here.
        // https://developer.apple.com/documentation/quartzcore/calayer/allowsedgeantialiasing
        layer.allowsEdgeAntialiasing = false
        place(layer, view.host.interaction.tilePlacement(of: tile))
        layers[tile] = layer
        container.addSublayer(layer)
        return layer
    }

    /// A layer's geometry and contents rect as the placement says, in stored pixels.
    /// `contentsRect` past the unit rect repeats the edge pixels ("If pixels outside the unit
    /// rectangle are requested, the edge pixels of the contents image will be extended
    /// outwards"), which hides the seams between tiles.
    /// https://developer.apple.com/documentation/quartzcore/calayer/1410866-contentsrect
    private func place(_ layer: CALayer, _ placement: TileLayerPlacement) {
        layer.bounds = placement.bounds
        layer.position = placement.position
        layer.contentsRect = placement.contentsRect
        layer.zPosition = placement.zPosition
        layer.isHidden = placement.isHidden
    }

    private func remove(_ tile: TileID) {
        layers.removeValue(forKey: tile)?.removeFromSuperlayer()
    }
}
#endif
