import UIKit
import ZoomableImageKit

/// Measures, from what UIKit really shows, how far a zoomable image is from the settle rule:
/// the drawn image converted into its container by UIKit's own `convert(_:to:)`, measured with
/// ``CoverageGaps`` against the container's bounds. Zero once the view has settled.
///
/// This deliberately does not ask the view's engine: it checks the engine's result through an
/// independent path (the view's real `center` and `transform` as UIKit applies them).
@MainActor
enum CoverageReadout {
    /// The gaps of `imageView`'s drawn image in `container`, or `nil` without an image.
    ///
    /// - Parameters:
    ///   - imageView: a zoomable view inside `container`.
    ///   - container: the view it should cover (its superview).
    static func gaps(of imageView: ZoomableImageView, in container: UIView) -> CoverageGaps? {
        let layout = imageView.imageLayout
        guard imageView.image != nil, !layout.isEmpty else { return nil }
        let drawn = imageView.convert(layout.imageFrame, to: container)
        return CoverageGaps(drawnImage: drawn, coverage: container.bounds)
    }
}
