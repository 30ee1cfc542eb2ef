#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

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
/// whatever the zoom — but never set `transform` (sets from outside are ignored).
///
/// > Important: Because `frame` and `center` report the resting place, anything that derives
/// > where the view *is* from them is wrong while zoomed: `UITargetedPreview(view:)` for context
/// > menus and drag lifts, a `UIDynamicItem`, an app's own transition. Use
/// > ``presentedFrame`` (the view on screen, mid-animation too) and
/// > ``makeTargetedPreview(parameters:)``. A container
/// resized without moving or resizing the view is picked up at the view's next layout pass. The
/// view has no intrinsic content size (a viewport's size comes from its constraints, not from
/// the image's), so it never pushes its neighbours in a stack view or storyboard.
///
/// ## Works from code, storyboards and SwiftUI
///
/// Use it as a storyboard custom class (module `ZoomableImageKit`); the zoom limits are
/// `@IBInspectable`. Layout passes after loading are picked up automatically. For SwiftUI use
/// ``ZoomableImage``.
///
/// ## iPad and Mac
///
/// A trackpad's pinch zooms around the pointer; a two-finger scroll or a mouse wheel pans a
/// zoomed image, and with ⌘ held zooms around the pointer (``scrollRecognizer``,
/// ``scrollZoomModifierFlags``); a double click toggles like a double tap. Made first responder
/// (`becomeFirstResponder()`), the view takes ⌘+ ⌘− ⌘0 and the arrow keys (``keyCommands``,
/// ``isKeyboardZoomEnabled``); ``addZoomCommands(to:)`` puts the zoom commands in the app's View
/// menu. See <doc:IPadAndMac>.
///
/// ## Who decides
///
/// Every decision — what a gesture, a touch on a moving image, a command or a layout change
/// does, what gets reported — is made by a `ZoomInteraction` value in ZoomableImageCore and
/// tested on Linux; this class reads UIKit's values, feeds them to it and performs what it
/// returns (see "How the view behaves").
@MainActor
open class ZoomableImageView: UIImageView {
    // MARK: - Reporting

    /// Receives taps on the image (in pixels), zoom changes and the end of zooming. `nil` by default.
    public weak var delegate: (any ZoomableImageViewDelegate)?

    /// Called with the oriented pixel position of a single tap on the drawn image (not on the
    /// letterbox), continuous: take the floor for the pixel's index. `nil` by default.
    public var onTapImagePixel: ((CGPoint) -> Void)?

    /// Called whenever ``zoomScale`` changes: during gestures, when a command sets a new target,
    /// and when a layout, image or limit change moves the zoom. `nil` by default.
    public var onZoomScaleChange: ((CGFloat) -> Void)?

    /// Called with the final zoom scale when a gesture, double tap or command that moved the
    /// image has come to rest — once per interaction, after its last zoom change. `nil` by default.
    public var onZoomEnd: ((CGFloat) -> Void)?

    /// Called with each tile of a tiled image (``loadTiledImage(_:)``, or a file too large to
    /// decode whole) that failed for good, once per tile and image; the coarser level stays in
    /// its place. `nil` by default.
    public var onTileLoadFailure: ((TileID) -> Void)?

    // MARK: - Configuration

    /// The zoom limits and bouncing, all at once. Defaults: 1…4, double tap to 2.5, bouncing on.
    /// New limits apply at once (the view settles into them without animation); during a gesture,
    /// when it ends.
    public var zoomConfiguration: ZoomConfiguration {
        get { host.interaction.configuration }
        set { host.send(.configuration(newValue)) }
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
    @IBInspectable open var isDoubleTapZoomEnabled: Bool {
        get { host.interaction.isDoubleTapEnabled }
        set {
            doubleTapRecognizer.isEnabled = newValue
            host.send(.doubleTapEnabled(newValue))
        }
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

    /// Whether the view offers its key commands while it is first responder (or below it in
    /// the responder chain): ⌘+ and ⌘− zoom a step, ⌘0 returns to rest, the arrow keys move a
    /// zoomed image (⌥: to the edge). Turn it off when the app has shortcuts of its own for
    /// these keys; the view then also declines to become first responder. ``zoomIn(_:)``,
    /// ``zoomOut(_:)`` and ``resetZoom(_:)`` still work. `true` by default.
    @IBInspectable open var isKeyboardZoomEnabled: Bool {
        get { host.interaction.areKeyCommandsEnabled }
        set { host.send(.keyCommandsEnabled(newValue)) }
    }

    /// The modifier keys that, held when a trackpad's two-finger scroll or a mouse wheel begins,
    /// make it zoom around the pointer instead of panning. `.command` by default; empty: every
    /// scroll zooms and none pans. Caps Lock and the numeric-pad flag are never required.
    open var scrollZoomModifierFlags: UIKeyModifierFlags {
        get { UIKeyModifierFlags(rawValue: host.interaction.scrollZoom.modifiers.rawValue) }
        set { host.send(.scrollZoomModifiers(KeyModifierFlags(rawValue: newValue.rawValue))) }
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
    /// Tells the view when fingers land and lift (a recognizer that never recognizes).
    let touchTracker = TouchTracker(target: nil, action: nil)
    /// Pans a zoomed image with a trackpad's two-finger scroll or a mouse wheel — or, with
    /// ``scrollZoomModifierFlags`` held, zooms around the pointer. It takes scroll events only
    /// (`allowedScrollTypesMask = .all`, no touch types), so fingers keep the pan recognizer. At
    /// rest a plain scroll fails, so a paging parent pages. Its delegate is the view.
    public let scrollRecognizer = UIPanGestureRecognizer()
    /// Zooms with one finger: a double tap whose second touch is held and dragged (down zooms in,
    /// up out). Enabled by ``isQuickZoomEnabled``. Its delegate is the view.
    public let quickZoomRecognizer = UILongPressGestureRecognizer()
    /// Drags the image at rest to dismiss a ``ZoomableImageBrowser`` (refuses outside one).
    let dismissDragRecognizer = UIPanGestureRecognizer()
    /// The browser page the view is on, told of taps, the background's opacity and dismissals.
    weak var photoViewerPage: (any PhotoViewerPageHandling)?

    // MARK: - State (internal)

    /// Keeps the interaction and performs its effects. Made on first use — which may be a setter
    /// UIKit calls from inside `super.init`, when the view's own stored properties already exist.
    lazy var host = ZoomableImageViewHost(view: self)
    /// The view's recognizers by identity, to tell the interaction which one is asking.
    var recognizerRoles: [ObjectIdentifier: RecognizerRole] = [:]
    /// Set while the view stops an animation, so that UIKit's own calls into the geometry
    /// setters are not taken for a new resting place.
    var isWritingOwnGeometry = false
    /// Observes the container's bounds (rotation, split view) while the view has a superview.
    var containerObservation: NSKeyValueObservation?
    /// The large original shown downsampled or tiled (see ``loadImage(contentsOf:)``), or `nil`.
    var originalSource: OriginalImageSource?
    /// Where a tile source's full-resolution pixels are read (``loadTiledImage(_:)``), or `nil`.
    var tiledPixels: TiledPixels?
    /// An accessibility frame and activation point the app set, replacing the visible part's.
    var accessibilitySettings: (frame: CGRect?, activationPoint: CGPoint?) = (nil, nil)
    /// A copy of the large original, decoded and waiting for the interaction's word.
    var pendingCopy: DecodedCopy?
    /// How the last load decodes: the file or bytes of ``loadImage(contentsOf:)``, or the tile
    /// source of ``loadTiledImage(_:)``.
    var copyDecoder: CopyDecoder = { _ in throw ImageLoadingError.unreadableImage }
    /// What the last decode threw, which an unreadable load throws in its turn; `nil` after one
    /// that succeeded.
    var decodeError: (any Error)?
    /// A tiled image's loader and tile layers.
    lazy var deepZoom = DeepZoomDrawing(view: self)
    /// The decode running off the main thread, if any: one per view.
    var decodeTask: Task<Void, Never>?
    /// The callers of ``loadImage(contentsOf:)`` waiting for their load's end, by generation.
    var loadWaiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    /// The trace being recorded (see ``startRecordingTrace(capacity:)``), or `nil`.
    var traceRecorder: TraceRecorder?
    /// When the recording started, in `CACurrentMediaTime()` seconds.
    var traceStartTime: CFTimeInterval = 0
    /// The magnification filter, pixel grid and pinned markers.
    let pixelDecorations = PixelDecorations()
    /// What is drawn over the image — tiles, then the pixel grid — in the image's stored pixels,
    /// laid over the drawn image (``ImageCanvasPlacement``), off screen while a layout animates it.
    lazy var canvas = ImageCanvas(tileLayers: deepZoom.layers, gridLayer: pixelDecorations.gridLayer)
    /// The canvas's view, a subview.
    var imageCanvas: UIView { canvas.view }
    /// Plays the file `loadImage` showed (a still's shows its one frame), or `nil` for an image
    /// set directly.
    var animationPlayer: AnimatedImagePlayer?
    /// What ``playsAnimatedImages`` was set to.
    var playsAnimatedImagesSetting = true
    /// Whether a photo viewer holds this view's animation on a paused frame: its page is beside
    /// the current one (``PageWindow/pausesAnimatedImages(onPage:)``). `false` by default.
    var isAnimationPausedOffstage = false {
        didSet { animationPlayer?.windowChanged(isInWindow: isShownInWindow) }
    }
    /// Whether the frame shown still changes (an animation playing, or held out of a window).
    var isAnimatingImage = false
    /// What ``isLiveTextEnabled`` was set to.
    var isLiveTextEnabledSetting = false
    /// Live Text's interaction, analyses and button while Live Text is on and available.
    var liveText: (any LiveTextDriving)?
    /// Hears what the SwiftUI bridge needs beyond the delegate (weak: the bridge outlives no
    /// view of its own).
    weak var observer: (any ZoomableImageViewObserver)?
    /// Formats the accessibility value ("200 %"); made once per view, not per zoom change.
    let percentFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        formatter.maximumFractionDigits = 0
        return formatter
    }()

    // MARK: - Initializers

    /// Creates a zoomable view showing `image`, aspect fit, with user interaction on, sized to the
    /// image (`UIImageView`'s rule: frame (0, 0) with the image's point size).
    ///
    /// A convenience initializer through ``init(frame:)``: `UIImageView`'s own `initWithImage:`
    /// calls `initWithFrame:` on the same object, which reaches the Swift `init(frame:)` override
    /// and would initialize every stored property — recognizers, touch tracker, grid layer — a
    /// second time, throwing the first set away.
    ///
    /// - Parameter image: the image to show; `nil` shows nothing (gestures are ignored).
    public override convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: Self.describe(image).size))
        self.image = image
    }

    /// Creates a zoomable view showing `image` and `highlightedImage`, aspect fit, sized to
    /// `image` (see ``init(image:)``).
    ///
    /// - Parameters:
    ///   - image: the image to show; `nil` shows nothing.
    ///   - highlightedImage: the image shown while `isHighlighted`.
    public override convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
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
        decodeSettings(from: coder)
    }

    /// Sets the view up after UIKit's initializer: from here on UIKit's centre and bounds are the
    /// resting place, whatever setters UIKit called from inside its own initializer.
    private func commonInit() {
        isUserInteractionEnabled = true
        installRecognizers()
        configureAccessibility()
        addSubview(imageCanvas)
        observeMemoryWarnings()
        host.send(.initialize(center: super.center, bounds: super.bounds))
        host.send(.contentMode(ImageContentMode(super.contentMode)))
        host.send(.image(Self.describe(super.image), identity: super.image.map { UInt(bitPattern: ObjectIdentifier($0)) }))
        observeReduceMotion()
        observeAppActivity()
        sendDisplay()
    }

    /// Cancels the decode still running: nothing will show its copy.
    deinit {
        decodeTask?.cancel()
    }

    // MARK: - State

    /// The current zoom scale: 1 is the resting layout. Changes while pinching (past the limits
    /// too, while the rubber band stretches); while an animation runs, the scale it is heading to.
    public var zoomScale: CGFloat { host.interaction.zoomScale }

    /// Whether the zoom is moving: a pinch or pan is in progress, a settle animation is running,
    /// or a finger holds an animation it caught.
    public var isZooming: Bool { host.interaction.isZooming }

    /// The image as laid out in the view's bounds: the content mode, `UIImage.scale` and
    /// orientation, and the maps between view points and pixels (view space, untransformed).
    public var imageLayout: ImageLayout { host.interaction.imageLayout }

    /// Everything the view has decided so far, as a value: its zoom engine, gesture and
    /// animation state. For inspection and tests; the view changes it only through its inputs.
    @_spi(Internals)
    public var interactionState: ZoomInteraction { host.interaction }

    /// Draws content the view carries again at `scale` (the interaction asks at rest): nothing
    /// for an image view, whose bitmap is what it is; the zooming surface of a ``ZoomableView``
    /// draws its content view.
    func renderContent(_ scale: ContentRenderScale) {}

    /// The view's center or transform was written (a zoom, a pan, a settle): nothing for an
    /// image view; a content surface moves its zoom element's frame with it.
    func geometryDidChange() {}

    /// Measures the content the view carries again (the interaction asks once it changed and
    /// rests): nothing for an image view, which the interaction never asks.
    func contentNeedsMeasuring() {}

    /// Places the content the view carries again: nothing for an image view, which the
    /// interaction never asks.
    func contentNeedsPlacing() {}

    /// No intrinsic size: a zoomable image is a viewport whose size comes from its frame or
    /// constraints. (A `UIImageView`'s would be the image's — 4000 × 3000 pt for a large photo —
    /// and push its neighbours in a stack view or storyboard.)
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
#endif
