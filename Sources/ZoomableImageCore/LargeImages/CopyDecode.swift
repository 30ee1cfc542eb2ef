import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The decode of a large image's copy that a view runs: at most one at a time, and each state
/// with exactly the data it has.
///
/// A load (`loadImage(contentsOf:)`) decodes its first copy at once, planned for the best size
/// known (``ZoomInteraction/planningSize``); once it is shown, copies of another size of the same
/// original replace it at rest, in a window, when the view needs more pixels (it grew, the
/// maximum zoom rose) or holds far more than it needs (it shrank, or the first copy was planned
/// for a larger size than the view turned out to have).
enum CopyDecode: Equatable, Sendable {
    /// No decode runs. `plannedSide` is the longest side, in pixels, the copy on screen was
    /// planned for (0 for none): a plan for the same side is not asked for again, whatever side
    /// ImageIO's copy came out with (a RAW file's header and decode may differ by a pixel).
    case idle(plannedSide: CGFloat)
    /// The load's first copy is being decoded, for this request.
    case loading(DecodeRequest)
    /// A copy of another size of the original on screen is being decoded, for this request.
    case resampling(DecodeRequest)
    /// No more copies are decoded for the image on screen: its original could not be read again,
    /// or a load that did not end on screen (unreadable, cancelled) took over the source the
    /// view decodes from. A new image or load starts afresh.
    case stopped

    /// No decode, no copy planned.
    static let none = CopyDecode.idle(plannedSide: 0)

    /// Whether a load is under way (decoding its first copy).
    var isLoading: Bool {
        if case .loading = self { true } else { false }
    }

    /// Whether a decode runs (one the view must cancel when it is superseded).
    var isDecoding: Bool {
        switch self {
        case .loading, .resampling: true
        case .idle, .stopped: false
        }
    }
}

/// How a large-image load ended, as ``ZoomReport/loadEnded(generation:_:)`` reports it.
@_spi(Internals)
public enum ImageLoadOutcome: Equatable, Sendable {
    /// Its copy is on screen.
    case shown
    /// Another image was set or loaded first; the newer one stays.
    case superseded
    /// The task that asked for it was cancelled; the image on screen stays.
    case cancelled
    /// The file or data is not an image ImageIO can read.
    case unreadable

    /// What `loadImage(contentsOf:)` returns or throws for this outcome: success,
    /// ``ImageLoadingError/superseded``, `CancellationError`, or
    /// ``ImageLoadingError/unreadableImage``.
    public var result: Result<Void, any Error> {
        result(readError: nil)
    }

    /// What a load returns or throws for this outcome, when the read that made it unreadable
    /// threw `readError` (a tile source's network or descriptor error): that error rather than
    /// ``ImageLoadingError/unreadableImage``. `readError` is `nil` when the decode threw nothing.
    public func result(readError: (any Error)?) -> Result<Void, any Error> {
        switch self {
        case .shown: .success(())
        case .superseded: .failure(ImageLoadingError.superseded)
        case .cancelled: .failure(CancellationError())
        case .unreadable: .failure(readError ?? ImageLoadingError.unreadableImage)
        }
    }
}

/// Why a large image could not be shown (thrown by `ZoomableImageView.loadImage(data:)`).
public enum ImageLoadingError: Error, Equatable, Sendable {
    /// The file or data is not an image ImageIO can read.
    case unreadableImage
    /// Another image was set or loaded before this one finished decoding; the newer one stays.
    case superseded
}
