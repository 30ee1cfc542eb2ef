#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// Shows a large image file decoded only as large as the screen can show at the maximum zoom —
    /// or, when decoding it whole would pass the 128 MiB byte budget, tiled like
    /// ``loadTiledImage(_:)`` — while reporting taps, visible rects and crops in the *original's*
    /// pixels.
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
    /// A file whose full-resolution decode would take more than the budget (4 bytes per pixel:
    /// a 48 MP photo takes 195 MB) is tiled: a screen-sized base copy decoded like the copy above,
    /// and 512 px tiles read from the file as the zoom needs them, in strips of at most 32 MiB
    /// decoded, so the view holds at most the budget plus one strip while a tile is read. A
    /// format ImageIO decodes whole (a progressive JPEG) shows only the levels it can read within
    /// a strip. See <doc:DeepZoom> for the peak of a 20 000² px JPEG and a 100 MP HEIC.
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
        try await load(DecodedCopy.file(OriginalImageSource.url(url)))
    }

    /// Shows a large image from its encoded bytes, downsampled like ``loadImage(contentsOf:)``.
    ///
    /// - Parameter data: the encoded image (JPEG, HEIC, PNG, …).
    /// - Throws: as ``loadImage(contentsOf:)``.
    public func loadImage(data: Data) async throws {
        try await load(DecodedCopy.file(OriginalImageSource.data(data)))
    }

    /// The original's stored pixel size (width and height in the file) when showing a large image
    /// loaded with ``loadImage(contentsOf:)`` — or the full-resolution size of a tiled image
    /// (``loadTiledImage(_:)``); `nil` for an image set directly.
    public var originalPixelSize: CGSize? { host.interaction.image.original?.pixelSize }

    /// Starts a load and waits until the interaction ends it (``finishLoad(generation:outcome:)``):
    /// shown, superseded, cancelled or unreadable. Decodes use `decoder` from now on.
    func load(_ decoder: @escaping CopyDecoder) async throws {
        try Task.checkCancellation()
        copyDecoder = decoder
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

    /// Ends the wait of load `generation` with its outcome (an unreadable one throws what the
    /// decode threw).
    func finishLoad(generation: Int, outcome: ImageLoadOutcome) {
        loadWaiters.removeValue(forKey: generation)?.resume(with: outcome.result(readError: decodeError))
    }

    /// Decodes the copy `request` plans off the main thread, replacing the decode running, and
    /// sends its end. The task is the main actor's and holds the view weakly: the view is
    /// retained and released on the main thread only (a UIView must not be deallocated on
    /// another). The decode is a `nonisolated` async function, which runs off the main actor
    /// (SE-0338). The view keeps the task to cancel it (``cancelDecode()``), and the decode
    /// checks for cancellation around ImageIO's calls.
    func startDecode(_ request: DecodeRequest) {
        let previous = decodeTask
        previous?.cancel()
        let decoder = copyDecoder
        decodeTask = Task { [weak self] in
            // The cancelled decode's ImageIO call runs to its end: wait for it, so that one view
            // never holds two full decodes at once.
            await previous?.value
            let (decoded, failure) = await Self.decodeCopy(with: decoder, for: request)
            self?.decodeFinished(decoded, failure: failure, request: request)
        }
    }

    /// Runs `decoder` for `request` off the main actor: the copy, or why there is none.
    nonisolated static func decodeCopy(with decoder: CopyDecoder, for request: DecodeRequest)
        async -> (DecodedCopy?, (any Error)?) {
        do {
            return (try await decoder(request), nil)
        } catch {
            return (nil, error)
        }
    }

    /// Cancels the decode running, if any.
    func cancelDecode() {
        decodeTask?.cancel()
        decodeTask = nil
    }

    /// Offers a decoded copy (`nil`: none could be read, `failure` says why) to the interaction,
    /// which shows it (``showPendingCopy()``) if it is still wanted.
    func decodeFinished(_ decoded: DecodedCopy?, failure: (any Error)?, request: DecodeRequest) {
        pendingCopy = decoded
        decodeError = failure
        host.send(.decodeFinished(decoded?.description, identity: decoded.map { UInt(bitPattern: ObjectIdentifier($0.bitmap.cgImage)) },
                                  generation: request.generation))
        pendingCopy = nil
    }

    /// Shows the decoded copy the interaction accepted as the original's stand-in, and reads the
    /// original's pixels (and, tiled, its tiles) from where the copy came from. A file's copy is
    /// shown through a player of its frames (a still's shows its one frame): a new image plays
    /// from its first frame — the copy; another copy of the same image
    /// (``ZoomInteraction/imageSubject``: a sharper or smaller one) goes on where the playback
    /// was, the frame due decoded at the copy's size off the main thread and shown when it lands.
    func showPendingCopy() {
        let oldImage = super.image
        _ = pendingCopy.map { copy in
            let image = UIImage(cgImage: copy.bitmap.cgImage, scale: 1, orientation: .up)
            originalSource = copy.source
            tiledPixels = copy.tiledPixels
            deepZoom.load = copy.tiles
            // Adapts: a file's player shows the copy (below); a tiled image has none.
            super.image = copy.source.map { _ in super.image } ?? image
            animationPlayer = copy.source.map {
                AnimatedImagePlayer(view: self, source: $0, firstFrame: image, playback: animationPlayer?.playback)
            }
        }
        animationPlayer?.start(identity: host.interaction.imageSubject, isInWindow: isShownInWindow,
                               animates: playsAnimatedImagesSetting)
        adoptAccessibilityLabel(from: oldImage)
        updatePixelDecorations()
    }
}
#endif
