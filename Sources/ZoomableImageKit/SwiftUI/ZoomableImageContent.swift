#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The zoomable image itself, as a loading ``ZoomableImage``'s content closure receives it beside
/// the phase — what `AsyncImage` hands its closure as `phase.image`. Place it (with any
/// modifiers) where the image goes, usually for `.success`; the closure's view replaces the
/// whole ``ZoomableImage``.
///
/// ```swift
/// ZoomableImage(url: photoURL) { phase, image in
///     switch phase {
///     case .empty: ProgressView()
///     case .success: image.overlay(alignment: .bottom) { Caption() }
///     case .failure(let error): Text(error.localizedDescription)
///     }
/// }
/// ```
///
/// It is one view: place it once in the closure's result. It may be placed in every phase (a
/// placeholder over it while loading), or only on success — the load runs either way, and the
/// image, its zoom and its markers are the same view from one phase to the next. The
/// configuration modifiers (``ZoomableImage/zoomLimits(minimum:maximum:)`` and the others) work
/// on it or on the ``ZoomableImage`` around it.
public struct ZoomableImageContent: View {
    let representable: ZoomableImageRepresentable

    /// The zoomable view, and beside it the probe that tells its markers of environment changes.
    public var body: some View {
        representable
            .background(PixelOverlayEnvironmentProbe(storage: representable.storage))
    }
}
#endif
