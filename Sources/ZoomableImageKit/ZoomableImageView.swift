#if canImport(UIKit)
import UIKit
import ZoomableImageCore

/// An image view that zooms with pinch, pans when zoomed, settles back inside its container with
/// momentum and a spring, and reports which image pixel was tapped — exactly, for every content
/// mode, zoom, `UIImage.scale` and `imageOrientation`.
///
/// ```swift
/// let container = UIView(frame: bounds)          // what the image covers and is clipped by
/// container.clipsToBounds = true
/// let imageView = ZoomableImageView(image: photo)
/// imageView.frame = container.bounds
/// imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// container.addSubview(imageView)
/// imageView.onTapImagePixel = { pixel in print("tapped pixel", pixel) }
/// ```
///
/// ## The container
///
/// The view's superview is its **container**: the image covers it edge to edge when zoomed in,
/// is centred in it where smaller, and should be clipped by it (`clipsToBounds = true`). Make the
/// view fill its container (pin all four edges, or set its frame to the container's bounds); the
/// container must not be a scroll view itself (put one container per page of a paging scroll
/// view). The view owns its `center` and `transform`: position it with `frame`, `center`,
/// `bounds`, autoresizing or Auto Layout as usual — those set and report its *resting* place,
/// whatever the zoom — but never set `transform` (sets from outside are ignored). A container
/// resized without moving or resizing the view is picked up at the view's next layout pass.
///
/// ## Works from code, storyboards and SwiftUI
///
/// Use it as a storyboard custom class (module `ZoomableImageKit`); the zoom limits are
/// `@IBInspectable`. Layout passes after loading are picked up automatically. For SwiftUI use
/// ``ZoomableImage``.
///
/// All geometry comes from ZoomableImageCore (``ZoomEngine``, ``ImageLayout``); this class
/// forwards recognizer values and applies results.
@MainActor
open class ZoomableImageView: UIImageView {
    // MARK: - Reporting

    /// Receives taps on the image (in pixels), zoom changes and the end of zooming. `nil` by default.
    public weak var delegate: (any ZoomableImageViewDelegate)?

    /// Called with the oriented pixel position of a single tap on the drawn image (not on the
    /// letterbox), continuous: take the floor for the pixel's index. `nil` by default.
    public var onTapImagePixel: ((CGPoint) -> Void)?

    /// Called whenever ``zoomScale`` changes, during gestures and when a command sets a new
    /// target. `nil` by default.
    public var onZoomScaleChange: ((CGFloat) -> Void)?

    /// Called with the final zoom scale when a gesture, double tap or animated command has
    /// settled. `nil` by default.
    public var onZoomEnd: ((CGFloat) -> Void)?

    // MARK: - Configuration

    /// The zoom limits and bouncing, all at once. Defaults: 1…4, double tap to 2.5, bouncing on.
    /// New limits apply at once (the view settles into them without animation).
    public var zoomConfiguration: ZoomConfiguration {
        get { engine.configuration }
        set {
            feed(.configure(newValue))
            guard !engine.isInteracting else { return }
            let before = zoomScale
            feed(.end(velocity: .zero))
            showAtOnce(since: before)
        }
    }

    /// The smallest zoom scale a gesture settles at, relative to the resting layout. `1` by default.
    @IBInspectable open var minimumZoomScale: CGFloat {
        get { zoomConfiguration.minimumZoomScale }
        set { zoomConfiguration.minimumZoomScale = newValue }
    }

    /// The largest zoom scale a gesture settles at. `4` by default.
    @IBInspectable open var maximumZoomScale: CGFloat {
        get { zoomConfiguration.maximumZoomScale }
        set { zoomConfiguration.maximumZoomScale = newValue }
    }

    /// The zoom scale a double tap zooms to from rest (clamped to the limits). `2.5` by default.
    @IBInspectable open var doubleTapZoomScale: CGFloat {
        get { zoomConfiguration.doubleTapZoomScale }
        set { zoomConfiguration.doubleTapZoomScale = newValue }
    }

    /// Whether a double tap toggles the zoom. When it is on, a single tap is reported only after
    /// the double tap has failed (a short delay); when off, at once. `true` by default.
    @IBInspectable open var isDoubleTapZoomEnabled: Bool = true {
        didSet { doubleTapRecognizer.isEnabled = isDoubleTapZoomEnabled }
    }

    /// Whether pinching past the limits rubber-bands rather than stopping hard. `true` by default.
    @IBInspectable open var bouncesZoom: Bool {
        get { zoomConfiguration.bouncesZoom }
        set { zoomConfiguration.bouncesZoom = newValue }
    }

    /// Whether panning past the image's edges rubber-bands rather than stopping hard. `true` by default.
    @IBInspectable open var bouncesPan: Bool {
        get { zoomConfiguration.bouncesPan }
        set { zoomConfiguration.bouncesPan = newValue }
    }

    // MARK: - Recognizers

    /// Zooms around the fingers. Its delegate is the view.
    public let pinchRecognizer = UIPinchGestureRecognizer()
    /// Pans when zoomed in; at rest it fails so a paging parent can swipe. Its delegate is the view.
    public let panRecognizer = UIPanGestureRecognizer()
    /// Toggles the zoom at the tap. Enabled by ``isDoubleTapZoomEnabled``.
    public let doubleTapRecognizer = UITapGestureRecognizer()
    /// Reports tapped pixels.
    public let singleTapRecognizer = UITapGestureRecognizer()

    // MARK: - State (internal)

    /// The zoom behaviour; the only source of `center` and `transform`.
    var engine = ZoomEngine(containerBounds: .zero, restingFrame: .zero, contentFrame: .zero)
    /// The image's layout in the view's bounds, rebuilt when the image, content mode or bounds change.
    var layout = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: .zero)
    /// Where the outside world puts the view's centre at rest, in container space.
    var restingCenter: CGPoint = .zero
    /// Set while the view writes its own geometry, so the setters don't take it for a new resting place.
    var isApplyingGeometry = false
    /// The running settle animation, if any.
    var settleAnimator: UIViewPropertyAnimator?
    /// Whether the pinch and the pan recognizer are between began and ended.
    var isPinching = false
    var isPanning = false
    /// The pan's velocity when it ended, in container space: the fling of the gesture.
    var releaseVelocity: CGPoint = .zero
    /// Set when a touch stopped an animation: if no gesture follows, the view settles on lift.
    var isHoldingInterruptedAnimation = false
    /// Observes the container's bounds (rotation, split view) while the view has a superview.
    var containerObservation: NSKeyValueObservation?
    /// The large original shown downsampled (see ``loadImage(contentsOf:)``), or `nil`.
    var originalSource: OriginalImageSource?
    /// Counts image changes, so that a slow decode doesn't replace a newer image.
    var loadGeneration = 0
    /// The trace being recorded (see ``startRecordingTrace(capacity:)``), or `nil`.
    var traceRecorder: GestureRecorder?
    /// When the recording started, in `CACurrentMediaTime()` seconds.
    var traceStartTime: CFTimeInterval = 0
    /// Formats the accessibility value ("200 %"); made once per view, not per zoom change.
    let percentFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        return formatter
    }()

    // MARK: - Initializers

    /// Creates a zoomable view showing `image`, aspect fit, with user interaction on.
    ///
    /// - Parameter image: the image to show; `nil` shows nothing (gestures are ignored).
    public override init(image: UIImage?) {
        super.init(image: image)
        commonInit()
        contentMode = .scaleAspectFit
    }

    /// Creates a zoomable view showing `image` and `highlightedImage`, aspect fit.
    public override init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(image: image, highlightedImage: highlightedImage)
        commonInit()
        contentMode = .scaleAspectFit
    }

    /// Creates an empty zoomable view with `frame` as its resting frame, aspect fit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
        contentMode = .scaleAspectFit
    }

    /// Creates the view from a storyboard or nib. The content mode is the one set there (choose
    /// Aspect Fit in Interface Builder); zoom settings come from the inspectable attributes or
    /// from a previous ``encode(with:)``. User interaction is turned on whatever the archive says.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        decodeConfiguration(from: coder)
    }

    private func commonInit() {
        isUserInteractionEnabled = true
        restingCenter = super.center
        installRecognizers()
        configureAccessibility()
        adoptAccessibilityLabel(from: nil)      // the first image's label, from code or a storyboard
        syncLayout()
    }

    /// The current zoom scale: 1 is the resting layout. Changes while pinching (past the limits
    /// too, while the rubber band stretches) and when a command sets a new target.
    public var zoomScale: CGFloat { engine.zoomScale }

    /// Whether the zoom is moving: a pinch or pan is in progress or a settle animation is running.
    public var isZooming: Bool { isPinching || isPanning || settleAnimator != nil }

    /// The image as laid out in the view's bounds: the content mode, `UIImage.scale` and
    /// orientation, and the maps between view points and pixels (view space, untransformed).
    public var imageLayout: ImageLayout { layout }
}
#endif
