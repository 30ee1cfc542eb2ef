#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// Shows a deep-zoom image of any size at full detail at every zoom, holding at most 128 MiB
    /// of decoded pixels: a screen-sized base copy, always there, and on top of it the tiles the
    /// zoom needs, loaded as the view moves.
    ///
    /// ```swift
    /// imageView.maximumZoomScale = 64           // let the zoom reach the pixels
    /// try await imageView.loadTiledImage(DeepZoomImage(url: dziURL))
    /// ```
    ///
    /// The pyramid is loaded first, then the base copy is stitched from the tiles of the level
    /// that is sharp enough at rest (the view's size, the screen's scale); the call returns once
    /// it is on screen. From then on every geometry the view writes — during a pinch, and for an
    /// animation where it ends — plans the tiles of the level the zoom needs: visible ones first,
    /// nearest the centre first, four at a time; tiles that leave the screen are cancelled, and
    /// coarser tiles (or the base) stay until the finer ones arrive. A tile that fails is
    /// reported once (``ZoomableImageViewDelegate/zoomableImageView(_:didFailToLoadTile:)``)
    /// and the coarser level stays in its place. A memory warning drops everything but the base
    /// copy and the visible tiles. See <doc:DeepZoom>.
    ///
    /// Pixels are the pyramid's level 0: taps, ``visibleImagePixelRect``, crops and markers are
    /// in the full-resolution image's pixels; ``loadCroppedImage(to:in:)`` stitches full-resolution
    /// tiles and ``loadColor(atImagePixel:)`` reads the full-resolution tile.
    ///
    /// Like ``loadImage(contentsOf:)``: a newer image or load supersedes this one, and cancelling
    /// the calling task cancels it.
    ///
    /// - Parameter source: the tiles: ``DeepZoomImage``, ``IIIFImage`` or a source of your own.
    /// - Throws: what the source threw loading its pyramid (a `URLError`,
    ///   ``TileDescriptorError``, …), ``ImageLoadingError/unreadableImage`` for a pyramid without
    ///   tiles to make a base copy from, ``ImageLoadingError/superseded`` when another image was
    ///   set or loaded meanwhile, or `CancellationError`.
    public func loadTiledImage(_ source: some TileSource) async throws {
        try await load(DecodedCopy.tiled(source))
    }

    // MARK: - Performing the interaction's tile actions (internal)

    /// Cancels and starts loads, releases, hides and shows tile layers, as the interaction decided.
    func updateTiles(_ action: TileCacheAction) {
        deepZoom.loader.perform(action, generation: host.interaction.tiles.generation, load: deepZoom.load)
        deepZoom.layers.apply(action, images: deepZoom.loader.tiles, in: self)
    }

    /// The fades that replaced `tiles` have ended: the layers of those still off screen go.
    func finishTileFades(replacing tiles: [TileID]) {
        deepZoom.layers.remove(host.interaction.tilesOffScreen(among: tiles))
    }

    /// Tells the delegate and the closure about a tile that failed for good.
    func reportTileFailure(_ tile: TileID) {
        delegate?.zoomableImageView(self, didFailToLoadTile: tile)
        onTileLoadFailure?(tile)
    }

    /// The filter for tile layers at a geometry being written: the ``pixelMagnification`` at
    /// the density of the original's pixels.
    func tileMagnificationFilter(at target: ShownGeometry) -> CALayerContentsFilter {
        CALayerContentsFilter(rawValue: host.interaction.tileMagnificationFilter(
            at: target, magnification: pixelMagnification).rawValue)
    }

    /// Follows the system's memory warnings: back to the base copy and the visible tiles. A block
    /// observer, so no `@objc` method of the view's can be overridden by an app's subclass (UIKit's
    /// own `didReceiveMemoryWarning` is a view controller's name); the observation ends with the
    /// view's drawing. UIKit posts the notification on the main thread.
    /// https://developer.apple.com/documentation/uikit/uiapplication/1622920-didreceivememorywarningnotificat
    /// https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)
    func observeMemoryWarnings() {
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { [weak self] _ in
            MainActorBridge.run { self?.host.send(.memoryWarning) }
        }
        deepZoom.memoryWarnings = NotificationObservation(token: token)
    }

    // MARK: - Readouts

    /// What a tiled image (``loadTiledImage(_:)``) holds now, for a debug readout or a memory
    /// check: the level planned, the tiles resident and loading, and the decoded bytes against
    /// the budget. No level and no tiles for an image drawn whole. Read it when you need it — after
    /// a zoom ends, or on a timer while tiles arrive; nothing announces its changes.
    public var deepZoomStatus: DeepZoomStatus {
        DeepZoomStatus(DeepZoomReadout(host.interaction.tiles))
    }

    /// A tiled image's plan and memory at one moment (``deepZoomStatus``).
    public struct DeepZoomStatus: Equatable, Sendable {
        /// The pyramid level whose tiles are planned (0: full resolution), or `nil` while the
        /// base copy alone is enough (zoomed out far, or no tiled image).
        public let level: Int?
        /// Tiles held decoded.
        public let residentTileCount: Int
        /// Tiles being fetched or decoded.
        public let loadingTileCount: Int
        /// Decoded bytes held: the base copy and the resident tiles, 4 bytes a pixel.
        public let residentBytes: Int
        /// The most decoded bytes the base copy and the tiles may hold together (128 MiB).
        public let byteBudget: Int

        init(_ readout: DeepZoomReadout) {
            level = readout.level
            residentTileCount = readout.residentTileCount
            loadingTileCount = readout.loadingTileCount
            residentBytes = readout.residentBytes
            byteBudget = readout.byteBudget
        }
    }
}

/// A tiled image's loading and drawing state, one per view: the loader and its images, the tile
/// layers, and how the current image's tiles load.
@MainActor
final class DeepZoomDrawing {
    weak var view: ZoomableImageView?
    let layers = TileLayers()
    /// Loads one tile of the image on screen (set when its copy is shown).
    var load: TileLoader<OriginalImageSource.Bitmap>.Load = { throw TileFetchError.noSuchTile($0) }
    /// The loads running, cancelled when the view goes away (a load's task holds the loader, not
    /// the view, and would otherwise fetch and decode to the end).
    nonisolated let runningLoads = TileLoadTasks()
    /// Runs the loads; each end goes to the interaction, which says whether to keep the image.
    lazy var loader = TileLoader<OriginalImageSource.Bitmap>(runningLoads: runningLoads) { [weak self] tile, generation, bytes in
        self?.view?.host.send(.tileLoadEnded(tile, generation: generation, bytes: bytes))
        return self?.view?.host.interaction.tiles.isResident(tile) == true
    }

    /// The memory-warning observation, removed when the drawing goes.
    var memoryWarnings: NotificationObservation?

    init(view: ZoomableImageView) {
        self.view = view
    }

    /// Only the view holds its drawing: it is going away, and so is the view.
    deinit {
        runningLoads.cancelAll()
    }
}

/// A block observer's token, removed from the notification center when this goes: a block
/// observer stays registered until `removeObserver(_:)` is called with its token (only
/// selector-based observers are removed with their object). `@unchecked Sendable`: the token is
/// only handed back to the center.
final class NotificationObservation: @unchecked Sendable {
    private let token: any NSObjectProtocol

    init(token: any NSObjectProtocol) {
        self.token = token
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
