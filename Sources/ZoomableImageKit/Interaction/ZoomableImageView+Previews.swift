#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

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
    /// - Returns: the preview, or `nil` when the view has no container in a window (UIKit
    ///   raises an exception for a target whose container is in no window: the header of
    ///   `UIPreviewTarget` requires "a view that is currently in a window").
    public func makeTargetedPreview(parameters: UIPreviewParameters = UIPreviewParameters()) -> UITargetedPreview? {
        guard let container = superview, container.window != nil else { return nil }
        let shown = shownGeometry
        // The visible part in the view's own (untransformed) space, under what is shown — not the
        // model values, which hold an animation's target.
        let presented = ViewGeometry(bounds: bounds, center: shown.center, transform: shown.transform)
        let corners = [container.bounds.origin, CGPoint(x: container.bounds.maxX, y: container.bounds.maxY)]
            .map(presented.convertFromSuperview)
        let visible = CGRect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                             width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
        parameters.visiblePath = UIBezierPath(rect: visible.intersection(bounds))
        return UITargetedPreview(view: self, parameters: parameters,
                                 target: UIPreviewTarget(container: container, center: shown.center, transform: shown.transform))
    }
}
#endif
