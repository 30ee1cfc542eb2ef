#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// How far a ``ZoomableImage`` that loads its image (a URL, a request, data or tiles) has got —
/// what its content closure shows, as `AsyncImagePhase` is for `AsyncImage`. The closure either
/// receives the zoomable image beside the phase and replaces the view
/// (``ZoomableImage/init(url:transaction:zoomScale:onTapImagePixel:content:)``), or draws over
/// the image (``ZoomableImage/init(url:zoomScale:onTapImagePixel:content:)``).
///
/// ```swift
/// ZoomableImage(url: photoURL) { phase, image in
///     switch phase {
///     case .empty: ProgressView()
///     case .success: image
///     case .failure(let error): Label(error.localizedDescription, systemImage: "exclamationmark.triangle")
///     }
/// }
/// ```
///
/// - `empty`: no image yet — loading, or waiting to load (the view is not on screen). A load
///   cancelled because the view went away stays `empty` and is tried again when it comes back.
/// - `success`: the image is loaded (downsampled to what the screen can show at the maximum
///   zoom; taps, crops and the zoom state speak in the original's pixels). It stays `success`
///   while the image is released off screen and decoded again on return.
/// - `failure`: the load failed: ``HTTPStatusError`` when a server answered with a status other
///   than 2xx ("HTTP 404"), ``ImageLoadingError/unreadableImage`` for a file or bytes that are
///   not an image ImageIO can read (or a file that cannot be opened), a `URLError` for a remote
///   URL that could not be fetched. It is tried again when the view appears again.
public enum ZoomableImagePhase {
    case empty, success, failure(any Error)

    /// The error of a failed load, or `nil`.
    public var error: (any Error)? {
        switch self {
        case .failure(let error): return error
        default: return nil
        }
    }
}

/// The content drawn over a loading image when the app gives none: a spinner while empty,
/// nothing once the image shows, a small label when the load failed.
struct ZoomableImageDefaultPhaseContent: View {
    let phase: ZoomableImagePhase

    var body: some View {
        switch phase {
        case .empty:
            ProgressView()
        case .failure:
            Label(NSLocalizedString("Can't show this image", comment: "Shown where a zoomable image failed to load"),
                  systemImage: "exclamationmark.triangle")
                .font(.footnote)
                .foregroundColor(.secondary)
        default:
            EmptyView()
        }
    }
}
#endif
