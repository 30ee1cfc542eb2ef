#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    // MARK: - Where the outside world puts the view

    /// The view's *resting* centre, in the container's space: where layout put it, whatever the
    /// zoom (like ``frame``). Setting it (yourself or through Auto Layout) moves the resting
    /// place; while zoomed, the view keeps its zoom around the new place. A NaN or infinite
    /// centre is ignored (UIKit would raise `CALayerInvalidGeometry`). For where the view is on
    /// screen, read `layer.position`.
    open override var center: CGPoint {
        get { host.interaction.reportedCenter(uiKitCenter: super.center) }
        set { host.send(.center(newValue, container: superview?.bounds, fromOwnWrite: isWritingOwnGeometry)) }
    }

    /// The view's bounds. A new size is a new resting size: the layout and zoom follow. Bounds
    /// with NaN or infinite values are ignored (UIKit would raise `CALayerInvalidGeometry`).
    open override var bounds: CGRect {
        get { super.bounds }
        set { host.send(.bounds(newValue, container: superview?.bounds, fromOwnWrite: isWritingOwnGeometry)) }
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
        get { host.interaction.restingFrame }
        set { host.send(.frame(newValue, container: superview?.bounds, fromOwnWrite: isWritingOwnGeometry)) }
    }

    /// The image. A new image (or `nil`) returns the view to rest at once, without animation.
    open override var image: UIImage? {
        get { super.image }
        set {
            let oldImage = super.image
            super.image = newValue
            host.send(.image(Self.describe(newValue), identity: newValue.map { UInt(bitPattern: ObjectIdentifier($0)) }))
            // A new image set directly is its own original (the same image again keeps its).
            originalSource = host.interaction.image.original.flatMap { _ in originalSource }
            tiledPixels = host.interaction.image.original.flatMap { _ in tiledPixels }
            adoptAccessibilityLabel(from: oldImage)
            updatePixelDecorationsAtOnce()
            stopAnimatedImage()
            photoViewerPage?.imageViewDidChangeImage(hasImage: newValue != nil)
        }
    }

    /// How the image is laid out in the view (`.scaleAspectFit` by default for views made in
    /// code). The zoom keeps what was at the centre of the container.
    open override var contentMode: UIView.ContentMode {
        get { super.contentMode }
        set {
            super.contentMode = newValue
            host.send(.contentMode(ImageContentMode(newValue)))
            updatePixelDecorationsAtOnce()
        }
    }

    /// The view's transform: its zoom, a uniform scale about its centre that only the view
    /// sets. Setting it from outside is ignored — whatever the matrix, singular and non-finite
    /// ones included — so the zoom state and what is on screen never disagree; zoom with
    /// ``setZoomScale(_:animated:)`` or ``zoom(toPixelRect:animated:)`` instead.
    open override var transform: CGAffineTransform {
        get { super.transform }
        set {}
    }

    /// Takes the new superview as the container: observes its bounds, lays out in it, and moves
    /// the pinned markers and the Live Text button into it.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        observeContainer()
        host.send(.container(superview?.bounds))
        pixelDecorations.uninstall()
        pixelDecorations.install(above: self)
        updatePixelDecorations()
        liveText?.moveButton(to: superview)
    }

    /// Picks up the screen's scale for large-image decodes and the pixel grid; an animated image
    /// pauses out of a window and resumes in one.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        sendDisplay()
        updatePixelDecorations()
        animationPlayer?.windowChanged(isInWindow: isShownInWindow)
        observer?.viewDidMoveToWindow()
    }

    /// Picks up a new display scale for large-image decodes and the pixel grid, and the grid
    /// colour for the new traits.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        sendDisplay()
        updatePixelDecorations()
    }

    /// Follows the container's bounds: a rotation or split-view resize that doesn't move the
    /// view itself still changes what the image must cover.
    ///
    /// The container's layer reports its new bounds *before* autoresizing or Auto Layout gives
    /// the view its new frame; taking them then would lay out against the new container with the
    /// old resting frame (and clamp there), then again. Instead the view asks for a layout pass:
    /// by its `layoutSubviews()` the frame is final and one layout takes everything at once.
    func observeContainer() {
        containerObservation = superview?.layer.observe(\.bounds) { [weak self] _, _ in
            MainActorBridge.run {
                self?.setNeedsLayout()
            }
        }
    }

    /// Picks up a container change that did not move or resize the view; nothing happens when
    /// the interaction already has the current layout (Auto Layout re-applies the same frames on
    /// every pass, which must neither cut an animation short nor disturb a pinch).
    open override func layoutSubviews() {
        super.layoutSubviews()
        host.send(.container(superview?.bounds))
        updatePixelDecorations()
        liveText?.layoutChanged()
    }

    /// Sends the display's scale (the trait collection's: 0 outside a window), the window's size
    /// and the Reduce Motion setting. (Not the window scene's screen: `UIWindowScene.screen` does
    /// not exist on visionOS.)
    func sendDisplay() {
        host.send(.display(DisplayEnvironment(displayScale: traitCollection.displayScale, windowSize: window?.bounds.size,
                                              reducesMotion: UIAccessibility.isReduceMotionEnabled)))
    }

    /// Follows the Reduce Motion setting (a selector-based observer: removed with the view).
    func observeReduceMotion() {
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionStatusDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                               object: nil)
    }

    @objc func reduceMotionStatusDidChange() {
        sendDisplay()
    }

    /// What the interaction needs of an image: size, scale, orientation.
    nonisolated static func describe(_ image: UIImage?) -> ImageDescription {
        ImageDescription(size: image?.size, scale: image?.scale, orientationRawValue: image?.imageOrientation.rawValue)
    }

    // MARK: - Writes the interaction asks for (performed by the host)

    /// Writes `center` and `transform` as the view's own, bypassing the resting-place setters,
    /// and moves the pixel grid and markers with them (in the same animation, when this runs in
    /// the settle animation's block).
    func write(center: CGPoint, transform: CGAffineTransform) {
        super.center = center
        super.transform = transform
        let target = ShownGeometry(center: center, transform: transform)
        pixelDecorations.update(self, target: target)
        deepZoom.layers.setMagnificationFilter(tileMagnificationFilter(at: target))
        geometryDidChange()
        observer?.viewDidWriteGeometry()
    }

    /// Writes `frame` straight to UIKit (before the view has initialized, untransformed).
    func writeUntransformed(frame: CGRect) {
        super.frame = frame
        updatePixelDecorations()
    }

    /// Writes `bounds` straight to UIKit.
    func writeUntransformed(bounds: CGRect) {
        super.bounds = bounds
        updatePixelDecorations()
    }

    /// Writes `center` straight to UIKit (before the view has initialized).
    func writeUntransformed(center: CGPoint) {
        super.center = center
        updatePixelDecorations()
    }
}
#endif
