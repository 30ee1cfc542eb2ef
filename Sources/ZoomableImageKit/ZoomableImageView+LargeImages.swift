#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    /// Why a large image could not be shown.
    public enum LoadingError: Error, Equatable {
        /// The file or data is not an image ImageIO can read.
        case unreadableImage
        /// Another image was set or loaded before this one finished decoding.
        case superseded
    }

    /// Shows a large image file decoded only as large as the screen can show at the maximum zoom,
    /// while reporting taps, visible rects and crops in the *original's* pixels.
    ///
    /// A 48 MP photo (8064 × 6048) decodes to about 195 MB; in a 390 × 844 pt view on a @3x screen
    /// with a maximum zoom of 4, this decodes a 4680 × 3510 copy (66 MB) instead — nothing visible
    /// is lost, since 4× zoom shows 390 · 4 · 3 = 4680 device pixels across (see
    /// `DownsamplingPlan`). The copy is decoded off the main thread. Pixels are the original's:
    /// ``imagePixel(at:in:)`` and the delegate report positions in the 8064 × 6048 image (oriented
    /// by its EXIF orientation), and ``croppedImage(to:in:)`` reads the region from the file at
    /// full resolution.
    ///
    /// - Parameter url: a local image file (JPEG, HEIC, PNG, …).
    /// - Throws: ``LoadingError/unreadableImage``, or ``LoadingError/superseded`` when another
    ///   image was set meanwhile (the newer one stays).
    public func loadImage(contentsOf url: URL) async throws {
        try await loadOriginal(.url(url))
    }

    /// Shows a large image from its encoded bytes, downsampled like ``loadImage(contentsOf:)``.
    ///
    /// - Parameter data: the encoded image (JPEG, HEIC, PNG, …).
    public func loadImage(data: Data) async throws {
        try await loadOriginal(.data(data))
    }

    /// The original's stored pixel size (width and height in the file) when showing a large image
    /// loaded with ``loadImage(contentsOf:)``; `nil` for an image set directly.
    public var originalPixelSize: CGSize? { originalSource?.pixelSize }

    func loadOriginal(_ location: OriginalImageSource.Location) async throws {
        loadGeneration &+= 1
        let generation = loadGeneration
        let plan = downsamplingPlanInputs()
        let decoded = try await Task.detached(priority: .userInitiated) {
            let original = try OriginalImageSource.open(location)
            let maximum = DownsamplingPlan(sourcePixelSize: original.pixelSize, sourceOrientation: original.orientation,
                                           containerSize: plan.size, screenScale: plan.screenScale,
                                           maximumZoomScale: plan.maximumZoomScale, contentMode: plan.contentMode)
                .maximumPixelSize
            return (original, try original.decodeCopy(maximumPixelSize: maximum))
        }.value
        guard generation == loadGeneration else { throw LoadingError.superseded }
        let oldImage = super.image
        originalSource = decoded.0
        super.image = UIImage(cgImage: decoded.1.cgImage, scale: 1, orientation: .up)
        imageDidChange(from: oldImage)
    }

    /// What the plan needs from the view: its size (or the screen's before the first layout),
    /// the screen scale, the maximum zoom and the content mode.
    func downsamplingPlanInputs() -> (size: CGSize, screenScale: CGFloat, maximumZoomScale: CGFloat, contentMode: ZoomableImageCore.ContentMode) {
        let screen = window?.windowScene?.screen
        let size = bounds.width > 0 && bounds.height > 0 ? bounds.size : (screen?.bounds.size ?? bounds.size)
        let displayScale = traitCollection.displayScale
        let scale = displayScale > 0 ? displayScale : (screen?.scale ?? 3)
        // The limit the view really zooms to: sanitized, and raised to the minimum when that is
        // larger (a NaN maximum is 4, not a full-size decode; min 3 > max 2 zooms to 3).
        return (size, scale, engine.maximumZoomScale, ZoomableImageCore.ContentMode(contentMode))
    }
}
#endif
