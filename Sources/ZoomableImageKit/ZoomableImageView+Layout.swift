#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    // MARK: - Where the outside world puts the view

    /// The view's centre. Setting it (yourself or through Auto Layout) sets the *resting* centre,
    /// in the container's space; while zoomed, the view keeps its zoom around the new place.
    /// A NaN or infinite centre is ignored (UIKit would raise `CALayerInvalidGeometry`).
    open override var center: CGPoint {
        get { super.center }
        set {
            if isApplyingGeometry {
                super.center = newValue
                return
            }
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            restingCenter = newValue
            syncLayout()
        }
    }

    /// The view's bounds. A new size is a new resting size: the layout and zoom follow. Bounds
    /// with NaN or infinite values are ignored (UIKit would raise `CALayerInvalidGeometry`).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            guard isApplyingGeometry || Self.isFinite(newValue) else { return }
            let oldValue = super.bounds
            super.bounds = newValue
            if !isApplyingGeometry && newValue != oldValue { syncLayout() }
        }
    }

    /// The view's *resting* frame, in the container's space: where layout put it, whatever the
    /// zoom. Setting it moves and resizes the resting place, even while zoomed.
    ///
    /// UIKit's own `frame` of a transformed view is the bounding box of the zoomed view and
    /// "undefined" to set; autoresizing reads it, adjusts it and writes it back. Reporting the
    /// resting frame keeps autoresizing masks and frame-based layout code working while zoomed.
    /// For what is on screen, convert `bounds` (e.g. `convert(bounds, to: container)`).
    ///
    /// A negative size is taken as its absolute value (the rect standardized); a frame with NaN
    /// or infinite values, or `CGRect.null`, is ignored (UIKit would raise
    /// `CALayerInvalidGeometry`).
    open override var frame: CGRect {
        get {
            let size = super.bounds.size
            return CGRect(x: restingCenter.x - size.width / 2, y: restingCenter.y - size.height / 2,
                          width: size.width, height: size.height)
        }
        set {
            if isApplyingGeometry {
                super.frame = newValue
                return
            }
            guard Self.isFinite(newValue) else { return }
            // Never let UIKit derive bounds from a frame under a transform: take the frame as the
            // resting centre and size, and let the engine place the view.
            let frame = newValue.standardized
            restingCenter = CGPoint(x: frame.midX, y: frame.midY)
            isApplyingGeometry = true
            super.bounds = CGRect(origin: super.bounds.origin, size: frame.size)
            isApplyingGeometry = false
            syncLayout()
        }
    }

    /// The image. A new image (or `nil`) returns the view to rest at once, without animation.
    open override var image: UIImage? {
        get { super.image }
        set {
            let oldImage = super.image
            super.image = newValue
            guard newValue !== oldImage else { return }
            // An image set directly is its own original; a pending large-image load is dropped.
            originalSource = nil
            loadGeneration &+= 1
            imageDidChange(from: oldImage)
        }
    }

    /// How the image is laid out in the view (`.scaleAspectFit` by default for views made in
    /// code). The zoom keeps what was at the centre of the container.
    open override var contentMode: UIView.ContentMode {
        get { super.contentMode }
        set {
            super.contentMode = newValue
            syncLayout()
        }
    }

    /// Takes the new superview as the container: observes its bounds and lays out in it.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        observeContainer()
        syncLayout()
    }

    /// The view's transform: its zoom, a uniform scale about its centre that only the view
    /// sets. Setting it from outside is ignored — whatever the matrix, singular and non-finite
    /// ones included — so the zoom state and what is on screen never disagree; zoom with
    /// ``setZoomScale(_:animated:)`` or ``zoom(toPixelRect:animated:)`` instead.
    open override var transform: CGAffineTransform {
        get { super.transform }
        set {
            guard isApplyingGeometry else { return }
            super.transform = newValue
        }
    }

    /// Whether a rect's origin and size are finite (`CGRect.null`'s are infinite).
    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    // MARK: - Keeping the engine in sync

    /// Re-reads the image, content mode, bounds, resting centre and container, hands them to the
    /// engine (which keeps the zoomed spot, or stays at rest) and applies its geometry. Does
    /// nothing when nothing changed: Auto Layout re-applies the same frame on every pass, which
    /// must neither cut a settle animation short nor disturb a pinch.
    func syncLayout() {
        layout = ImageLayout(image: image, contentMode: contentMode, bounds: super.bounds, original: originalSource)
        let resting = frame
        let container = superview?.bounds ?? .zero
        let content = engineContentFrame
        guard container != engine.containerBounds || resting != engine.restingFrame
            || content != engine.contentFrame else { return }
        // A settle animation cut short jumps to its target and still reports its end, after
        // the new layout is applied (so a delegate calling back finds consistent state).
        let cutSettle = stopSettleAnimation(atPresentedState: false) != nil
        feed(.layout(containerBounds: container, restingFrame: resting, contentFrame: content,
                     coverageRect: engine.explicitCoverageRect))
        applyGeometry(engine.geometry)
        if cutSettle { notifyZoomEnd() }
    }

    /// The drawn image in the engine's view space, whose bounds start at the origin.
    var engineContentFrame: CGRect {
        layout.isEmpty ? .zero : layout.imageFrame.offsetBy(dx: -super.bounds.minX, dy: -super.bounds.minY)
    }

    /// A new image (or none): lay it out and return to rest at once.
    func imageDidChange(from oldImage: UIImage?) {
        let before = zoomScale
        // An image of the same size leaves the layout unchanged, so syncLayout would not stop a
        // running settle; the new image starts at rest either way.
        let cutSettle = stopSettleAnimation(atPresentedState: false) != nil
        syncLayout()
        feed(.reset)
        applyGeometry(engine.geometry)
        adoptAccessibilityLabel(from: oldImage)
        if zoomScale != before { notifyZoomScaleChange() }
        if cutSettle { notifyZoomEnd() }
    }

    /// Follows the container's bounds: a rotation or split-view resize that doesn't move the
    /// view itself still changes what the image must cover.
    ///
    /// The container's layer reports its new bounds *before* autoresizing or Auto Layout gives
    /// the view its new frame; syncing then would lay out against the new container with the
    /// old resting frame (and clamp there), then again. Instead the view asks for a layout pass:
    /// by its ``layoutSubviews()`` the frame is final and one sync takes everything at once.
    func observeContainer() {
        containerObservation = superview?.layer.observe(\.bounds, options: [.old, .new]) { [weak self] _, change in
            guard change.oldValue != change.newValue else { return }
            MainActorBridge.run {
                self?.setNeedsLayout()
            }
        }
    }

    /// Picks up a container change that did not move or resize the view (the view watches its
    /// container's bounds and asks for a layout pass); a no-op when the engine already has the
    /// current layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        syncLayout()
    }

    // MARK: - Applying geometry

    /// Writes the engine's centre and transform to the view, without taking them for a new
    /// resting place.
    func applyGeometry(_ geometry: ViewGeometry) {
        isApplyingGeometry = true
        super.center = geometry.center
        super.transform = geometry.transform
        isApplyingGeometry = false
    }
}
#endif
