#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// A crop opening the image must always cover, in the container's space (points), or `nil`
    /// for a photo viewer. `nil` by default.
    ///
    /// With an opening, the image slides and zooms *under* it: the minimum zoom becomes the
    /// smallest scale that covers it, settling keeps its edges covered, and panning rubber-bands
    /// against its edges. ``CropOverlayView`` sets this for you and keeps it up to date when the
    /// container resizes. Setting it settles at once, without animation (during a gesture, when
    /// it ends). A zero, negative or non-finite rect counts as `nil`.
    public var cropOpening: CGRect? {
        get { host.interaction.cropOpening }
        set { host.send(.cropOpening(newValue)) }
    }

    /// The image pixels under a rect, in oriented pixels: snapped outward to whole pixels and
    /// clipped to the image. `nil` when there is no image or the rect misses it.
    ///
    /// - Parameters:
    ///   - rect: a rect in `coordinateSpace` (points), e.g. a crop opening in an overlay.
    ///   - coordinateSpace: any coordinate space.
    public func imagePixelRect(for rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> CGRect? {
        cropRegion(for: rect, in: coordinateSpace)?.pixelRect
    }

    /// The same pixels as ``imagePixelRect(for:in:)``, in the stored (`cgImage`) buffer: the rect
    /// to pass to `CGImage.cropping(to:)` for a rotated or mirrored photo.
    public func cgImagePixelRect(for rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> CGRect? {
        cropRegion(for: rect, in: coordinateSpace)?.cgImagePixelRect
    }

    /// The image cut to the pixels under a rect — from the stored buffer, keeping the image's
    /// scale and orientation: no re-rendering, no quality loss.
    ///
    /// This runs on the calling thread. For a large image loaded with
    /// ``loadImage(contentsOf:)`` the region is read from the original file at full resolution,
    /// which may decode up to the whole original (ImageIO has no region decode: about 195 MB and
    /// a noticeable pause for a 48 MP photo) — use ``loadCroppedImage(to:in:)``, which does that
    /// off the main thread.
    ///
    /// - Parameters:
    ///   - rect: a rect in `coordinateSpace` (points), e.g. ``CropOverlayView/openingRect`` in the overlay.
    ///   - coordinateSpace: any coordinate space.
    /// - Returns: the cropped image, or `nil` with no image, a rect that misses it, an image
    ///   without a `cgImage` (a `CIImage`-backed image: render it to a bitmap first), or a tiled
    ///   image from a ``TileSource``, whose pixels must be fetched: use ``loadCroppedImage(to:in:)``.
    public func croppedImage(to rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> UIImage? {
        cropRegion(for: rect, in: coordinateSpace).flatMap { pixelSource.cropNow($0) }.map(\.image)
    }

    /// The image cut to a rect of oriented pixels (snapped outward and clipped like
    /// ``imagePixelRect(for:in:)``), from the stored buffer, keeping scale and orientation. Runs
    /// on the calling thread, like ``croppedImage(to:in:)``.
    ///
    /// - Parameter pixelRect: a rect in oriented pixels (what you see, origin top-left).
    /// - Returns: the cropped image, or `nil` as for ``croppedImage(to:in:)``.
    public func croppedImage(toPixelRect pixelRect: CGRect) -> UIImage? {
        CropRegion(pixelRect: pixelRect, layout: imageLayout).flatMap { pixelSource.cropNow($0) }.map(\.image)
    }

    /// The same crop as ``croppedImage(to:in:)``, with the pixels read off the main thread: for
    /// a large image loaded with ``loadImage(contentsOf:)``, the region is decoded from the
    /// original file at full resolution without blocking the interface. The region is the one
    /// under `rect` when this is called. Reads from originals run one at a time (each may decode
    /// the whole original), shared with ``loadColor(atImagePixel:)``; a task cancelled before
    /// its read starts gets `nil`.
    ///
    /// - Parameters:
    ///   - rect: a rect in `coordinateSpace` (points).
    ///   - coordinateSpace: any coordinate space.
    /// - Returns: the cropped image, or `nil` as for ``croppedImage(to:in:)``.
    public func loadCroppedImage(to rect: CGRect, in coordinateSpace: any UICoordinateSpace) async -> UIImage? {
        await loadCrop(cropRegion(for: rect, in: coordinateSpace))
    }

    /// The same crop as ``croppedImage(toPixelRect:)``, with the pixels read off the main thread.
    ///
    /// - Parameter pixelRect: a rect in oriented pixels.
    /// - Returns: the cropped image, or `nil` as for ``croppedImage(to:in:)``.
    public func loadCroppedImage(toPixelRect pixelRect: CGRect) async -> UIImage? {
        await loadCrop(CropRegion(pixelRect: pixelRect, layout: imageLayout))
    }

    func cropRegion(for rect: CGRect, in coordinateSpace: any UICoordinateSpace) -> CropRegion? {
        CropRegion(viewRect: coordinateSpace.convert(rect, to: self), layout: imageLayout)
    }

    /// Where crops and colours are read: the large original's pixels, or the image's own bitmap.
    var pixelSource: any OriginalPixels {
        let shown = host.interaction.image
        let file: (any OriginalPixels)? = originalSource
        return file ?? tiledPixels ?? BitmapPixels(bitmap: image?.cgImage.map(OriginalImageSource.Bitmap.init(cgImage:)),
                                              scale: shown.scale, orientation: UIImage.Orientation(shown.orientation))
    }

    func loadCrop(_ region: CropRegion?) async -> UIImage? {
        let source = pixelSource
        let read = region.map { region in { await source.crop(region) } }
        return await read?()?.image
    }
}
#endif
