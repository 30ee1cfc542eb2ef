#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A tiled image's tiles on screen: one plain layer per shown tile, in a container layer inside
/// the view (below the pixel grid), whose coordinates are the view's bounds'. The view's
/// `transform` — the zoom, and every settle animation of it — carries them with the base copy in
/// the same frame; their places change only when the layout does. What to show and where comes
/// from the interaction (``TileCacheAction``, ``TileLayerPlacement``).
@MainActor
final class TileLayers {
    /// Holds the tile layers; a sublayer of the view's layer.
    let container: CALayer = {
        let layer = CALayer()
        layer.actions = ["bounds": NSNull(), "position": NSNull(), "sublayers": NSNull()]
        return layer
    }()
    /// The shown tiles' layers.
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
        // tiles appear and move at once, but for the fade added below. https://developer.apple.com/documentation/quartzcore/catransaction/1448282-setdisableactions
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
        // none is added.
        // https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)
        let replaced = LayersToRemove(action.hideAfterFade.compactMap { layers.removeValue(forKey: $0) })
        CATransaction.setCompletionBlock { replaced.removeFromSuperlayers() }
        for tile in action.fadeIn {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = TileCacheAction.fadeDuration
            addLayer(for: tile, image: images[tile], filter: filter, in: view).add(fade, forKey: "fadeIn")
        }
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

    /// Moves the container and every tile to the layout as it is now (the view's bounds, content
    /// mode or image changed).
    func placeAll(in view: ZoomableImageView) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let bounds = view.bounds
        container.bounds = bounds
        container.position = CGPoint(x: bounds.midX, y: bounds.midY)
        layers.forEach { place($0.value, view.host.interaction.tilePlacement(of: $0.key)) }
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

    /// A layer's geometry and contents rect as the placement says. Its transform turns it about
    /// its centre (the anchor point's default), and `contentsRect` past the unit rect repeats the
    /// edge pixels ("If pixels outside the unit rectangle are requested, the edge pixels of the
    /// contents image will be extended outwards"), which hides the seams between tiles.
    /// https://developer.apple.com/documentation/quartzcore/calayer/1410866-contentsrect
    private func place(_ layer: CALayer, _ placement: TileLayerPlacement) {
        layer.bounds = placement.bounds
        layer.position = placement.position
        layer.setAffineTransform(placement.transform)
        layer.contentsRect = placement.contentsRect
        layer.zPosition = placement.zPosition
        layer.isHidden = placement.isHidden
    }

    private func remove(_ tile: TileID) {
        layers.removeValue(forKey: tile)?.removeFromSuperlayer()
    }
}

/// Layers taken off screen once a transaction's animations end. `@unchecked Sendable`: Core
/// Animation calls a transaction's completion block on the main thread, the only thread that
/// touches them.
final class LayersToRemove: @unchecked Sendable {
    private let layers: [CALayer]

    init(_ layers: [CALayer]) {
        self.layers = layers
    }

    func removeFromSuperlayers() {
        layers.forEach { $0.removeFromSuperlayer() }
    }
}
#endif
