#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    // MARK: - The colour under a pixel

    /// The colour of an image pixel, exactly as stored: read from the bitmap whatever its format
    /// (8- or 16-bit, float, gray, CMYK, premultiplied or not, wide colour), in the image's own
    /// colour space, orientation undone (the pixel you see, not the buffer position).
    ///
    /// The colour is in the image's colour space when a bitmap can be drawn in it (RGB, gray and
    /// CMYK spaces that support output); otherwise (Lab, indexed, device-N) it is converted to
    /// extended sRGB. Components come back not premultiplied; a fully transparent pixel has all
    /// components 0.
    ///
    /// For a large image shown downsampled (``loadImage(contentsOf:)``) this reads the copy on
    /// screen — the copy's pixel under the original pixel's centre, which blends several of the
    /// original's pixels (an approximation, cheap and on the calling thread). For the original's
    /// exact value use ``loadColor(atImagePixel:)``.
    ///
    /// For a tiled image (``loadTiledImage(_:)``) it reads the finest tile in memory over the
    /// pixel: the full-resolution value wherever the view is zoomed in to level 0 (where one
    /// image pixel spans at least half a device pixel), else the coarser tile's or the base
    /// copy's blend.
    ///
    /// - Parameter pixel: a position in oriented pixels (what you see, origin top-left; any point
    ///   of the pixel, e.g. what ``onTapImagePixel`` reports).
    /// - Returns: the colour; `nil` outside the image, for a non-finite position, without an
    ///   image, or for an image without a bitmap (a `CIImage`-backed `UIImage`).
    public func color(atImagePixel pixel: CGPoint) -> UIColor? {
        host.interaction.pixelSample(forPixel: pixel).flatMap { sample in
            // The finest resident tile over the pixel, else the image on screen.
            let tile = host.interaction.residentTilePixel(for: sample)
            let bitmap = tile.flatMap { deepZoom.loader.tiles[$0.tile]?.cgImage } ?? image?.cgImage
            return bitmap.flatMap { PixelReader.color(of: $0, at: tile?.pixel ?? sample.displayedPixel) }
        }.map { UIColor(cgColor: $0.cgColor) }
    }

    /// The exact colour of an image pixel, read off the main thread: for a large image shown
    /// downsampled, from the original file (which may decode up to the whole original, once per
    /// call); for a tiled image, from its full-resolution tile (fetched from the tile source);
    /// otherwise the same value as ``color(atImagePixel:)``. The pixel is the one under
    /// `pixel` when this is called. Reads from originals run one at a time, shared with
    /// ``loadCroppedImage(to:in:)`` (quick taps never decode several originals at once); a task
    /// cancelled before its read starts gets `nil`.
    ///
    /// - Parameter pixel: a position in oriented pixels.
    /// - Returns: the colour, or `nil` as for ``color(atImagePixel:)`` — and `nil` when the
    ///   original file can no longer be read (never the copy's approximation instead).
    public func loadColor(atImagePixel pixel: CGPoint) async -> UIColor? {
        let source = pixelSource
        let read = host.interaction.pixelSample(forPixel: pixel).map { sample in { await source.color(of: sample) } }
        let color = await read?()
        return color.map { UIColor(cgColor: $0.cgColor) }
    }

    // MARK: - Sharp pixels and the pixel grid

    /// How the image is magnified when one of its pixels covers several device pixels: smoothly
    /// (a photo viewer) or as sharp squares (a pixel inspector). Decided for the zoom being
    /// written — at the end of a settle animation's zoom from its start. ``PixelMagnification/smooth``
    /// by default.
    public var pixelMagnification: PixelMagnification {
        get { pixelDecorations.options.magnification }
        set {
            pixelDecorations.options.magnification = newValue
            updatePixelDecorations()
        }
    }

    /// Whether hairlines are drawn between image pixels. They show only while one pixel spans at
    /// least 8 points on screen, one device pixel wide and on device pixels at the zoom being
    /// written, and they move with the image through gestures and settle animations (they are
    /// drawn inside the view). `false` by default.
    public var showsPixelGrid: Bool {
        get { pixelDecorations.options.showsGrid }
        set {
            pixelDecorations.options.showsGrid = newValue
            updatePixelDecorations()
        }
    }

    /// The pixel grid's colour; dynamic colours follow the view's traits.
    /// ``defaultPixelGridColor`` (mid gray at 60 % opacity, visible on dark and light pixels)
    /// by default.
    public var pixelGridColor: UIColor {
        get { pixelDecorations.gridColor }
        set {
            pixelDecorations.gridColor = newValue
            updatePixelDecorations()
        }
    }

    /// Sets magnification, grid and grid colour in one update (SwiftUI's `updateUIView`, once per
    /// update rather than once per setting).
    func setPixelPresentation(_ options: PixelPresentationOptions, gridColor: UIColor) {
        pixelDecorations.options = options
        pixelDecorations.gridColor = gridColor
        updatePixelDecorations()
    }

    /// The grid colour views start with: mid gray at 60 % opacity.
    public nonisolated static var defaultPixelGridColor: UIColor {
        UIColor(white: 0.5, alpha: 0.6)
    }

    // MARK: - Markers pinned to pixels

    /// The views pinned to image pixels, bottom to top. Empty by default.
    public var overlays: [UIView] {
        pixelDecorations.overlays.map(\.view)
    }

    /// Pins a view to an image pixel: its centre stays over the pixel through pinch, pan, fling,
    /// double tap and settle animations (it moves in the same animation, never a frame behind),
    /// rotation and layout changes and crop openings. During a rotation's own animation UIKit
    /// re-fits the image to the animating bounds on a curve of its own, so a marker is on its
    /// pixel when the rotation ends but can be off it half-way.
    ///
    /// The marker is put in the view's container, just above the view (and above the markers
    /// pinned before it), so it is clipped where the container clips the image, receives touches
    /// and is seen by VoiceOver like any subview (a marker that takes touches takes them from
    /// the image: set `isUserInteractionEnabled = false` on markers that should let pinches
    /// through). Size it with its `bounds` before or after pinning (with autoresizing, not
    /// constraints: the container's layout would move a marker that has
    /// `translatesAutoresizingMaskIntoConstraints == false`); the view owns its
    /// `center`, `transform`, `isHidden` and `accessibilityElementsHidden`: it is hidden while its
    /// pixel is outside the image (or there is no image), and hidden from VoiceOver while its
    /// centre is outside the container (panned out of sight, only clipped). To hide a marker
    /// yourself, set its `alpha` or unpin it. A new image keeps the markers at their pixels — remove them if
    /// they belong to the old one. A marker pinned during a settle animation appears where the
    /// animation ends.
    ///
    /// Pinning a view that is already pinned moves it to the new pixel (and to the top).
    ///
    /// Cost: only this marker is placed and stacked — the markers already pinned are left alone,
    /// so pinning N markers places N (it used to re-place every marker on each call: N²/2).
    ///
    /// - Parameters:
    ///   - overlay: the marker view.
    ///   - pixel: a position in oriented pixels: (i + 0.5, j + 0.5) is the centre of pixel (i, j).
    ///   - scalesWithImage: whether the marker grows and shrinks with the zoom (its own size at
    ///     zoom 1), like an annotation drawn on the image. Default `false`: constant on-screen size.
    public func addOverlay(_ overlay: UIView, atImagePixel pixel: CGPoint, scalesWithImage: Bool = false) {
        // The view itself or a view holding it cannot sit in its container (UIKit would raise).
        guard !isDescendant(of: overlay) else { return }
        pixelDecorations.overlays.removeAll { $0.view === overlay }
        pinOverlays([(overlay, PixelOverlayPin(pixel: pixel, scalesWithImage: scalesWithImage))])
    }

    /// Moves a pinned marker to another pixel. Does nothing for a view that is not pinned.
    ///
    /// - Parameters:
    ///   - overlay: a marker pinned with ``addOverlay(_:atImagePixel:scalesWithImage:)``.
    ///   - pixel: the new position in oriented pixels.
    ///   - animated: whether it glides there (0.25 s) or jumps (also inside an animation block of
    ///     your own). A glide during a settle animation adds to it: the marker arrives on its new
    ///     pixel when both have ended.
    public func moveOverlay(_ overlay: UIView, toImagePixel pixel: CGPoint, animated: Bool) {
        pixelDecorations.repin([ObjectIdentifier(overlay): { $0.pixel = pixel }], on: self, animated: animated)
    }

    /// Unpins a marker and removes it from its superview, its `transform`, `isHidden` and
    /// `accessibilityElementsHidden` back to their defaults. Does nothing for a view that is not
    /// pinned.
    ///
    /// - Parameter overlay: a marker pinned with ``addOverlay(_:atImagePixel:scalesWithImage:)``.
    public func removeOverlay(_ overlay: UIView) {
        unpinOverlays([overlay])
    }

    // MARK: - Markers in batches (SwiftUI's pixelOverlays)

    /// Pins views that are not pinned yet above the markers pinned, in order, placing only them:
    /// adding N markers one call at a time places each once (O(N) placements in all; before, each
    /// call re-placed every marker already there).
    func pinOverlays(_ pins: [(view: UIView, pin: PixelOverlayPin)]) {
        pixelDecorations.append(pins.map { PixelDecorations.Overlay(view: $0.view, pixel: $0.pin.pixel,
                                                                    scalesWithImage: $0.pin.scalesWithImage) },
                                on: self)
    }

    /// Unpins markers in one pass (see ``removeOverlay(_:)``).
    func unpinOverlays(_ views: [UIView]) {
        pixelDecorations.remove(views)
    }

    /// Changes how markers are pinned and moves only them, in one pass, gliding when `animated`
    /// (see ``moveOverlay(_:toImagePixel:animated:)``).
    func repinOverlays(_ pins: [(view: UIView, pin: PixelOverlayPin)], animated: Bool) {
        let changes = Dictionary(pins.map { pinned in
            (ObjectIdentifier(pinned.view), { (overlay: inout PixelDecorations.Overlay) in
                overlay.pixel = pinned.pin.pixel
                overlay.scalesWithImage = pinned.pin.scalesWithImage
            })
        }, uniquingKeysWith: { _, last in last })
        pixelDecorations.repin(changes, on: self, animated: animated)
    }

    /// Re-stacks the markers in the order of `views`, bottom to top.
    func restackOverlays(_ views: [UIView]) {
        pixelDecorations.restack(views, on: self)
    }

    /// The pixel a marker is pinned to, or `nil` for a view that is not pinned.
    ///
    /// - Parameter overlay: a view.
    public func imagePixel(ofOverlay overlay: UIView) -> CGPoint? {
        pixelDecorations.overlays.first { $0.view === overlay }?.pixel
    }

    // MARK: - Keeping them on screen (internal)

    /// The view's own `center` and `transform` (during a settle animation, where it ends).
    var modelGeometry: ShownGeometry {
        ShownGeometry(center: layer.position, transform: layer.affineTransform())
    }

    /// Brings the image canvas, filter, grid, markers and tiles to the view's own geometry and
    /// layout. It runs where the view's own bounds, centre or frame are written and on layout
    /// passes — inside a rotation's animation block, too. There the canvas goes off screen until
    /// that animation ends (``ImageCanvasStateMachine``): UIKit re-fits the base image to the
    /// bounds in flight at every frame, which the canvas's interpolated transform does not
    /// follow. `UIView.inheritedAnimationDuration` tells whether the layout animates: it "only
    /// returns a non-zero value if called within a UIView animation block".
    /// https://developer.apple.com/documentation/uikit/uiview/inheritedanimationduration
    func updatePixelDecorations() {
        updatePixelDecorations(layoutAnimationDuration: ImageCanvasStateMachine.layoutAnimationDuration(
            inherited: UIView.inheritedAnimationDuration, animationsEnabled: UIView.areAnimationsEnabled))
    }

    /// ``updatePixelDecorations()`` without animation, for what UIKit never animates on the base
    /// image — a new image, a content mode (`contents` and `contentsGravity` change at once even
    /// inside an animation block): the canvas is written at once with it.
    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    func updatePixelDecorationsAtOnce() {
        UIView.performWithoutAnimation { updatePixelDecorations(layoutAnimationDuration: 0) }
    }

    /// Lays the image canvas over the drawn image, then brings filter, grid and markers to the
    /// view's own geometry.
    private func updatePixelDecorations(layoutAnimationDuration: TimeInterval) {
        canvas.layOut(host.interaction.imageCanvasPlacement, animationDuration: layoutAnimationDuration)
        pixelDecorations.update(self, target: modelGeometry)
        deepZoom.layers.setMagnificationFilter(tileMagnificationFilter(at: modelGeometry))
    }
}
#endif
