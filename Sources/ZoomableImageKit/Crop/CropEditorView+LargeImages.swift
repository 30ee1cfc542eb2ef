#if canImport(UIKit)
import ImageIO
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// Shows a large image file as a copy decoded off the main thread — about 4 096 px on its
    /// longer side (a 48 MP photo's 195 MB become about 50 MB), plenty to frame a crop — while the
    /// crop, its result and the cut are in the *original's* pixels: ``croppedImage()`` and
    /// ``loadCroppedImage()`` read the original at full resolution (a straightened cut in strips
    /// of at most 64 MiB each; an unstraightened one decodes its region).
    ///
    /// A newer image (this method again, ``setImage(_:startingFrom:)`` or ``image``) supersedes
    /// the load: it then throws `CancellationError` and shows nothing. ``image`` returns the copy.
    ///
    /// - Parameters:
    ///   - url: a local image file (JPEG, HEIC, PNG, …).
    ///   - result: a crop to reopen, in the original's pixels (or another size's, scaled);
    ///     `nil` (the default) opens the whole image.
    /// - Throws: ``ImageLoadingError/unreadableImage``, or `CancellationError` when superseded.
    public func loadImage(contentsOf url: URL, startingFrom result: CropEditorResult? = nil) async throws {
        loadTask?.cancel()
        let task = Task { [weak self] in
            let decoded = try await Self.decodeCopy(OriginalImageSource.url(url))
            try Task.checkCancellation()
            self?.showLoaded(decoded.bitmap, source: decoded.source, startingFrom: result)
        }
        loadTask = task
        try await task.value
    }

    /// The copy a square 1 024 pt container at 1 px/pt and zoom 4 plans (``DownsamplingPlan``):
    /// about 4 096 px on the longer side, decoded off the main actor (SE-0338).
    nonisolated static func decodeCopy(_ makeSource: @escaping @Sendable () -> CGImageSource?) async throws
        -> (source: OriginalImageSource, bitmap: OriginalImageSource.Bitmap) {
        try OriginalImageSource.decode(makeSource, for: DecodeRequest(
            generation: 0, containerSize: CGSize(width: 1024, height: 1024), screenScale: 1, maximumZoomScale: 4,
            contentMode: .scaleAspectFit))
    }

    /// Shows the decoded copy (upright) and cuts from the original from now on.
    func showLoaded(_ copy: OriginalImageSource.Bitmap, source: OriginalImageSource, startingFrom result: CropEditorResult?) {
        let original = FileCropPixels(source: source)
        imageView.image = UIImage(cgImage: copy.cgImage, scale: 1, orientation: .up)
        pixels = original
        host.send(.image(pixelSize: original.imagePixelSize, startingFrom: result))
    }
}
#endif
