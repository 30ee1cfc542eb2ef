#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// Shows a large image file decoded only as large as the screen can show at the maximum zoom,
    /// while reporting taps, visible rects and crops in the *original's* pixels.
    ///
    /// A 48 MP photo (8064 × 6048) decodes to about 195 MB; in a 390 × 844 pt view on a @3x screen
    /// with a maximum zoom of 4, this decodes a 4680 × 3510 copy (66 MB) instead — nothing visible
    /// is lost, since 4× zoom shows 390 · 4 · 3 = 4680 device pixels across (see
    /// `DownsamplingPlan`). The copy is decoded off the main thread. When the view later needs
    /// more pixels — it grows (a rotation to landscape), the maximum zoom rises — a sharper copy
    /// is decoded off the main thread and swapped in at rest, keeping the zoom; when it holds more
    /// than twice the pixels it needs (the view shrank), a smaller one replaces it. Pixels are the
    /// original's: ``imagePixel(at:in:)`` and the delegate report positions in the 8064 × 6048
    /// image (oriented by its EXIF orientation), and ``loadCroppedImage(to:in:)`` reads the region
    /// from the file at full resolution.
    ///
    /// Called before the view has a size (in `viewDidLoad`), the first copy is planned for the
    /// view's window, or without a window for the largest iPhone screen (440 × 956 pt: 5280 px
    /// across for a 48 MP photo at zoom 4 and 3 px/pt, not 8064); once the view is laid out in a
    /// window, a copy that turned out too small or more than twice too large is replaced at rest.
    /// It returns once the first copy is on screen.
    ///
    /// One decode runs per view: a newer load or image supersedes this one and cancels its
    /// decode, and the next decode starts only once the previous one's ImageIO call has returned
    /// (a call can't be interrupted: cancellation is checked before and after it), so superseded
    /// decodes never pile up in memory. Cancelling the calling task cancels the decode too,
    /// throws `CancellationError` and leaves the current image.
    ///
    /// - Parameter url: a local image file (JPEG, HEIC, PNG, …).
    /// - Throws: ``ImageLoadingError/unreadableImage``, ``ImageLoadingError/superseded`` when another
    ///   image was set or loaded meanwhile (the newer one stays), or `CancellationError`.
    public func loadImage(contentsOf url: URL) async throws {
        try await loadOriginal(OriginalImageSource.url(url))
    }

    /// Shows a large image from its encoded bytes, downsampled like ``loadImage(contentsOf:)``.
    ///
    /// - Parameter data: the encoded image (JPEG, HEIC, PNG, …).
    /// - Throws: as ``loadImage(contentsOf:)``.
    public func loadImage(data: Data) async throws {
        try await loadOriginal(OriginalImageSource.data(data))
    }

    /// The original's stored pixel size (width and height in the file) when showing a large image
    /// loaded with ``loadImage(contentsOf:)``; `nil` for an image set directly.
    public var originalPixelSize: CGSize? { originalSource?.original.pixelSize }

    /// Starts a load and waits until the interaction ends it (``finishLoad(generation:outcome:)``):
    /// shown, superseded, cancelled or unreadable. Decodes read `makeSource` from now on.
    func loadOriginal(_ makeSource: @escaping @Sendable () -> CGImageSource?) async throws {
        try Task.checkCancellation()
        decodeSource = makeSource
        host.send(.loadStarted)
        let generation = host.interaction.loadGeneration
        // `withTaskCancellationHandler` runs `onCancel` at once when the task is already
        // cancelled, before `operation`, and otherwise on the cancelling thread: either way the
        // cancel is sent in a main-actor task of its own, which runs after this job has
        // registered the waiter below (the operation and the continuation's body run
        // synchronously, in this actor's isolation).
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                loadWaiters[generation] = continuation
            }
        } onCancel: {
            Task { @MainActor [weak self] in
                self?.host.send(.loadCancelled(generation: generation))
            }
        }
    }

    /// Ends the wait of load `generation` with its outcome.
    func finishLoad(generation: Int, outcome: ImageLoadOutcome) {
        loadWaiters.removeValue(forKey: generation)?.resume(with: outcome.result)
    }

    /// Decodes the copy `request` plans off the main thread, replacing the decode running, and
    /// sends its end. `Task.detached` does not inherit the caller's cancellation, so the view
    /// keeps the task to cancel it (``cancelDecode()``), and the decode checks for cancellation
    /// around ImageIO's calls.
    func startDecode(_ request: DecodeRequest) {
        let previous = decodeTask
        previous?.cancel()
        let makeSource = decodeSource
        decodeTask = Task.detached(priority: .userInitiated) { [weak self] in
            // The cancelled decode's ImageIO call runs to its end: wait for it, so that one view
            // never holds two full decodes at once.
            await previous?.value
            let decoded = try? OriginalImageSource.decode(makeSource, for: request)
            // The view is retained and released on the main actor only (a UIView must not be
            // deallocated on another thread).
            await MainActor.run { [weak self] in
                self?.decodeFinished(decoded, request: request)
            }
        }
    }

    /// Cancels the decode running, if any.
    func cancelDecode() {
        decodeTask?.cancel()
        decodeTask = nil
    }

    /// Offers a decoded copy (`nil`: none could be read) to the interaction, which shows it
    /// (``showPendingCopy()``) if it is still wanted.
    func decodeFinished(_ decoded: (source: OriginalImageSource, bitmap: OriginalImageSource.Bitmap)?,
                        request: DecodeRequest) {
        let copy = decoded.map { (image: UIImage(cgImage: $0.bitmap.cgImage, scale: 1, orientation: .up), source: $0.source) }
        pendingCopy = copy
        host.send(.decodeFinished(
            copy.map { ImageDescription(size: $0.image.size, scale: 1, orientation: .up, original: $0.source.original) },
            identity: copy.map { UInt(bitPattern: ObjectIdentifier($0.image)) }, generation: request.generation))
        pendingCopy = nil
    }

    /// Shows the decoded copy the interaction accepted as the original's stand-in, and plays it
    /// from its first frame when the file animates (a sharper copy of an animation starts it
    /// again: the copy is its frame 0).
    func showPendingCopy() {
        let oldImage = super.image
        _ = pendingCopy.map {
            super.image = $0.image
            originalSource = $0.source
            animationPlayer = AnimatedImagePlayer(view: self, source: $0.source, firstFrame: $0.image)
        }
        adoptAccessibilityLabel(from: oldImage)
        updatePixelDecorations()
        animationPlayer?.start(isInWindow: isShownInWindow, animates: playsAnimatedImagesSetting)
    }
}
#endif
