import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The decode of a large image's copy that a view runs: at most one at a time, and each state
/// with exactly the data it has.
///
/// A load (`loadImage(contentsOf:)`) waits for a size to plan for, then decodes its first copy;
/// once it is shown, copies of another size of the same original replace it at rest when the
/// view needs more pixels (it grew, the maximum zoom rose) or holds far more than it needs (it
/// shrank, or the first copy was planned for a larger view).
enum CopyDecode: Equatable, Sendable, Codable {
    /// No decode runs.
    case idle
    /// A load whose layout size is not known yet — the view has no size and is in no window —
    /// waits for the first one: planning without it would decode the original whole.
    case loadAwaitingSize
    /// The load's first copy is being decoded, for this request.
    case loading(DecodeRequest)
    /// A copy of another size of the original on screen is being decoded, for this request.
    case resampling(DecodeRequest)
    /// No more copies are decoded for the image on screen: its original could not be read again,
    /// or a load that did not end on screen (unreadable, cancelled) took over the source the
    /// view decodes from. A new image or load starts afresh.
    case stopped

    /// Whether a load is under way: waiting for a size, or decoding its first copy.
    var isLoading: Bool {
        switch self {
        case .loadAwaitingSize, .loading: true
        case .idle, .resampling, .stopped: false
        }
    }

    /// Whether a decode runs (one the view must cancel when it is superseded).
    var isDecoding: Bool {
        switch self {
        case .loading, .resampling: true
        case .idle, .loadAwaitingSize, .stopped: false
        }
    }
}

/// How a large-image load ended, as ``ZoomReport/loadEnded(generation:_:)`` reports it.
public enum ImageLoadOutcome: Equatable, Sendable, Codable {
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
        switch self {
        case .shown: .success(())
        case .superseded: .failure(ImageLoadingError.superseded)
        case .cancelled: .failure(CancellationError())
        case .unreadable: .failure(ImageLoadingError.unreadableImage)
        }
    }
}

/// Why a large image could not be shown (`ZoomableImageView.LoadingError`).
public enum ImageLoadingError: Error, Equatable, Sendable {
    /// The file or data is not an image ImageIO can read.
    case unreadableImage
    /// Another image was set or loaded before this one finished decoding; the newer one stays.
    case superseded
}
