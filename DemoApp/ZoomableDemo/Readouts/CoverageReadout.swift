import UIKit
import ZoomableImageKit

/// Measures, from what UIKit really shows, how far a zoomable image is from the settle rule:
/// the drawn image converted into its container through the **presentation** layers (where the
/// view is on screen this frame, mid-animation included), measured with ``CoverageGaps`` against
/// the container's bounds. Zero once the view has settled.
///
/// This deliberately does not ask the view's engine, nor the model layer: the model holds an
/// animation's target from the moment it starts, so it would read "no gap" as soon as a finger
/// lifts, while the image is still springing back on screen.
@MainActor
enum CoverageReadout {
    /// The gaps of `imageView`'s drawn image in `container` as shown now, or `nil` without an
    /// image.
    ///
    /// - Parameters:
    ///   - imageView: a zoomable view inside `container`.
    ///   - container: the view it should cover (its superview).
    static func gaps(of imageView: ZoomableImageView, in container: UIView) -> CoverageGaps? {
        let layout = imageView.imageLayout
        guard imageView.image != nil, !layout.isEmpty else { return nil }
        // Both layers from the same tree: a presentation layer's superlayer is a presentation
        // layer. Before the first commit there is none yet, and the model is what will show.
        let shown: (view: CALayer, container: CALayer)
        if let view = imageView.layer.presentation(), let box = container.layer.presentation() {
            shown = (view, box)
        } else {
            shown = (imageView.layer, container.layer)
        }
        let drawn = shown.view.convert(layout.imageFrame, to: shown.container)
        return CoverageGaps(drawnImage: drawn, coverage: container.bounds)
    }
}
