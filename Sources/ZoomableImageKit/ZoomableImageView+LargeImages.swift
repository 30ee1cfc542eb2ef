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
    /// `DownsamplingPlan`). The copy is decoded off the main thread. When the view later needs
    /// more pixels — it grows (a rotation to landscape), the maximum zoom rises — a sharper copy
    /// is decoded off the main thread and swapped in, keeping the zoom; never a smaller one.
    /// Pixels are the original's: ``imagePixel(at:in:)`` and the delegate report positions in
    /// the 8064 × 6048 image (oriented by its EXIF orientation), and
    /// ``loadCroppedImage(to:in:)`` reads the region from the file at full resolution.
    ///
    /// Cancelling the calling task throws `CancellationError` and leaves the current image.
    ///
    /// - Parameter url: a local image file (JPEG, HEIC, PNG, …).
    /// - Throws: ``LoadingError/unreadableImage``, ``LoadingError/superseded`` when another
    ///   image was set meanwhile (the newer one stays), or `CancellationError`.
    public func loadImage(contentsOf url: URL) async throws {
        try await loadOriginal(OriginalImageSource.url(url))
    }

    /// Shows a large image from its encoded bytes, downsampled like ``loadImage(contentsOf:)``.
    ///
    /// - Parameter data: the encoded image (JPEG, HEIC, PNG, …).
    public func loadImage(data: Data) async throws {
        try await loadOriginal(OriginalImageSource.data(data))
    }

    /// The original's stored pixel size (width and height in the file) when showing a large image
    /// loaded with ``loadImage(contentsOf:)``; `nil` for an image set directly.
    public var originalPixelSize: CGSize? { originalSource?.original.pixelSize }

    func loadOriginal(_ makeSource: @escaping @Sendable () -> CGImageSource?) async throws {
        try Task.checkCancellation()
        host.send(.loadStarted)
        let request = host.interaction.decodeRequest
        let (source, bitmap) = try await Task.detached(priority: .userInitiated) {
            let source = try OriginalImageSource.open(makeSource)
            return (source, try source.decodeCopy(maximumPixelSize: request.plan(for: source.original).maximumPixelSize))
        }.value
        try Task.checkCancellation()
        guard host.interaction.isCurrentLoad(request.generation) else { throw LoadingError.superseded }
        let oldImage = super.image
        let copy = show(UIImage(cgImage: bitmap.cgImage, scale: 1, orientation: .up), of: source)
        host.send(.loadedImage(copy, identity: super.image.map { UInt(bitPattern: ObjectIdentifier($0)) },
                               generation: request.generation))
        adoptAccessibilityLabel(from: oldImage)
        updatePixelDecorations()
    }

    /// Decodes a sharper copy of the original on screen off the main thread and swaps it in if
    /// it is still wanted (the interaction asked for it: the view grew).
    func decodeSharperCopy(_ request: DecodeRequest) {
        _ = originalSource.map { source in
            Task { [weak self] in
                let bitmap = try await Task.detached(priority: .utility) {
                    try source.decodeCopy(maximumPixelSize: request.plan(for: source.original).maximumPixelSize)
                }.value
                self?.adoptSharperCopy(bitmap, of: source, request: request)
            }
        }
    }

    /// Offers a decoded sharper copy to the interaction, which shows it if it is still wanted
    /// and the view is at rest (``showPendingCopy()``), or asks for it again once at rest.
    func adoptSharperCopy(_ bitmap: OriginalImageSource.Bitmap, of source: OriginalImageSource, request: DecodeRequest) {
        let image = UIImage(cgImage: bitmap.cgImage, scale: 1, orientation: .up)
        pendingCopy = (image, source)
        host.send(.sharperCopy(ImageDescription(size: image.size, scale: 1, orientation: .up, original: source.original),
                               identity: UInt(bitPattern: ObjectIdentifier(image)), generation: request.generation))
        pendingCopy = nil
        updatePixelDecorations()    // a sharper copy has smaller pixels: the filter may change
    }

    /// Shows the sharper copy the interaction accepted.
    func showPendingCopy() {
        _ = pendingCopy.map { show($0.image, of: $0.source) }
    }

    /// Puts a decoded copy on screen as the original's stand-in and describes it.
    @discardableResult
    func show(_ image: UIImage, of source: OriginalImageSource) -> ImageDescription {
        super.image = image
        originalSource = source
        return ImageDescription(size: image.size, scale: 1, orientation: .up, original: source.original)
    }
}
#endif
