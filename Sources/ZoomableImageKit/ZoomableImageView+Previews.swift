#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    /// The view's frame as it is on screen, in the container's space (points): the bounding box
    /// of its bounds at the presented position and zoom — mid-animation too. (``frame`` and
    /// ``center`` report the *resting* place, whatever the zoom, so that layout code keeps
    /// working; anything that must find the image on screen — a transition, a custom preview,
    /// a `UIDynamicItem` — reads this instead.)
    public var presentedFrame: CGRect {
        let shown = shownGeometry
        return ViewGeometry(bounds: bounds, center: shown.center, transform: shown.transform).frame
    }

    /// A targeted preview of the view where it is on screen, zoomed and clipped to its
    /// container: for context menus (`UIContextMenuInteractionDelegate`'s
    /// `contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)`) and drag lifts
    /// (`UIDragInteractionDelegate`'s `dragInteraction(_:previewForLifting:session:)`).
    ///
    /// `UITargetedPreview(view:)` places its preview at the view's `center` with its
    /// `transform` — and ``center`` reports the resting centre, so a zoomed view's preview would
    /// appear where the view rests, not where it is. This one targets the container at the
    /// presented position and transform (`UIPreviewTarget(container:center:transform:)`), and
    /// its visible path is the part of the view inside the container, so the lift shows what the
    /// person sees.
    ///
    /// - Parameter parameters: the preview's parameters; its `visiblePath` is replaced by the
    ///   visible part. Default: new parameters.
    /// - Returns: the preview, or `nil` without a container (a target needs one in a window).
    public func makeTargetedPreview(parameters: UIPreviewParameters = UIPreviewParameters()) -> UITargetedPreview? {
        superview.map { container in
            let shown = shownGeometry
            parameters.visiblePath = UIBezierPath(rect: convert(container.bounds, from: container).intersection(bounds))
            return UITargetedPreview(view: self, parameters: parameters,
                                     target: UIPreviewTarget(container: container, center: shown.center, transform: shown.transform))
        }
    }
}
#endif
