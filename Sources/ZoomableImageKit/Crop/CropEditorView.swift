#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// The crop screen people know from Photos: a box resized by its corners and edges, the photo
/// panned and zoomed under it, aspect-ratio presets, rotate, mirror and a straightening dial —
/// and the exact pixels out.
///
/// ```swift
/// let editor = CropEditorView(image: photo, aspectRatio: .square)
/// editor.cropMask = .circle                                   // an avatar
/// editor.onDone = { [weak self] result in
///     self?.save(result)                                  // Codable: reopen it later
///     self?.avatar.image = editor.croppedImage()
/// }
/// editor.onCancel = { [weak self] in self?.dismiss(animated: true) }
/// view.addSubview(editor)
/// ```
///
/// Every rule — where the box may go, what a finger or the dial does, the refit when a drag
/// ends, what the result is — lives in ZoomableImageCore and is tested on Linux; this view reads
/// UIKit's values, sends them as events and writes what comes back. An unstraightened crop is cut
/// from the stored pixels as they are ( ``croppedImage()`` ); a straightened one is rendered once
/// at full resolution. See <doc:CropEditorGuide>.
@MainActor
public final class CropEditorView: UIView {
    // MARK: - Settings

    /// The image being cropped; `nil` shows nothing. Setting it opens the new image whole (or
    /// as the largest box of the preset the editor was made with); see
    /// ``setImage(_:startingFrom:)`` to reopen a saved crop. `nil` by default.
    public var image: UIImage? {
        get { imageView.image }
        set { setImage(newValue, startingFrom: nil) }
    }

    /// The shape the crop is shown as: ``Mask/rectangle`` by default; a circle holds the
    /// box square. (UIView's own `mask` is another thing.)
    public var cropMask = Mask.rectangle {
        didSet { host.send(.mask(cropMask.shape)) }
    }

    /// Whether the toolbar (cancel, rotate, mirror, aspect ratio, reset, done) is hidden, so an
    /// app can put its own and call ``rotateCounterclockwise()`` and the others. `false` by
    /// default; the box then fills the space the toolbar leaves.
    public var isToolbarHidden = false {
        didSet {
            toolbar.isHidden = isToolbarHidden
            setNeedsLayout()
        }
    }

    /// Whether the straightening dial is hidden. `false` by default.
    public var isDialHidden = false {
        didSet {
            dial.isHidden = isDialHidden
            setNeedsLayout()
        }
    }

    /// The colour of the shade outside the crop. Black at 60 % by default.
    public var shadeColor = UIColor.black.withAlphaComponent(0.6) {
        didSet { applyColors() }
    }

    // MARK: - Callbacks

    /// Called with the result each time the editor comes to rest with a different one (after a
    /// drag, a button, an animation), and once when an image opens. `nil` by default.
    public var onResultChange: ((CropEditorResult) -> Void)?
    /// Called with the result when the user taps Done (or the app calls ``done()``). `nil` by
    /// default.
    public var onDone: ((CropEditorResult) -> Void)?
    /// Called when the user taps Cancel (or the app calls ``cancel()``). `nil` by default.
    public var onCancel: (() -> Void)?

    // MARK: - Reading

    /// The crop shown, settled as if any gesture ended now; `nil` without an image.
    public var result: CropEditorResult? { host.editor.result }

    /// The aspect-ratio preset in force: the one the editor was made with, or the one chosen
    /// since.
    public var aspectRatio: CropAspectRatio { host.editor.aspectRatio }

    // MARK: - Views

    let imageView = UIImageView()
    let shades = (0..<4).map { _ in UIView() }
    let maskClip = UIView()
    let maskRing = UIView()
    let gridLines = (0..<4).map { _ in UIView() }
    let outline = UIView()
    let handles = (0..<12).map { _ in UIView() }
    let dial = CropAngleSlider()
    let toolbar = UIStackView()
    let aspectButton = UIButton(type: .system)
    let edgeElements: [CropEdgeAccessibilityElement]
    let panRecognizer = UIPanGestureRecognizer()
    let pinchRecognizer = UIPinchGestureRecognizer()
    /// The editor's recognizers by identity, so the core can answer for each.
    var recognizerRoles: [ObjectIdentifier: CropEditorRecognizer] = [:]
    lazy var host = CropEditorViewHost(view: self)
    /// Where the pixels of the image are read when cutting: its own bitmap, or a large file.
    var pixels: (any CropEditorPixels)?
    /// A large file's load under way; a newer image cancels it.
    var loadTask: Task<Void, any Error>?

    // MARK: - Creating

    /// An editor for `image`, open where `result` left it (if it is usable), with the box locked
    /// to `aspectRatio`.
    ///
    /// - Parameters:
    ///   - image: the image to crop, or `nil` to set one later.
    ///   - result: a crop to reopen (``CropEditorResult``, decoded from where the app saved
    ///     it); `nil` (the default) opens the whole image.
    ///   - aspectRatio: the preset the box starts with and Reset returns to. `.free` by default.
    public init(image: UIImage?, startingFrom result: CropEditorResult? = nil, aspectRatio: CropAspectRatio = .free) {
        edgeElements = CropHandle.edges.map(CropEdgeAccessibilityElement.init(handle:))
        super.init(frame: .zero)
        host.editor = CropEditorStateMachine(aspectRatio: aspectRatio)
        commonInit()
        setImage(image, startingFrom: result)
    }

    /// An editor from a storyboard or nib, free, without an image.
    public required init?(coder: NSCoder) {
        edgeElements = CropHandle.edges.map(CropEdgeAccessibilityElement.init(handle:))
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .black
        clipsToBounds = true
        imageView.contentMode = .scaleToFill
        addSubview(imageView)
        installChrome()
        installControls()
        installRecognizers()
        installAccessibility()
        applyColors()
    }

    /// Shows `image`, open where `result` left it if given and usable (made for this image, or
    /// for another size of it), else whole. Cancels a file's load under way.
    public func setImage(_ image: UIImage?, startingFrom result: CropEditorResult?) {
        loadTask?.cancel()
        imageView.image = image
        pixels = image.flatMap { image in image.cgImage.map { BitmapCropPixels(cgImage: $0, image: image) } }
        host.send(.image(pixelSize: image.map { CGSize(width: $0.size.width * $0.scale, height: $0.size.height * $0.scale) },
                         startingFrom: result))
    }

    // MARK: - Commands (for an app's own toolbar)

    /// Turns the image and the box 90° counterclockwise (Photos' rotate button, ⌘R).
    public func rotateCounterclockwise() { host.send(.turn) }

    /// Mirrors what is shown across the box: left to right (Photos' flip button), or top to
    /// bottom.
    ///
    /// - Parameter horizontally: `true` (the default) for left to right.
    public func mirror(horizontally: Bool = true) { host.send(.mirror(horizontally: horizontally)) }

    /// Locks the box to a preset (``CropAspectRatio/presets``), animated; ignored under a
    /// circle mask.
    public func setAspectRatio(_ aspectRatio: CropAspectRatio) { host.send(.aspectRatio(aspectRatio)) }

    /// Back to how the image opened: no turn, mirror or straightening, the editor's own preset.
    public func reset() { host.send(.reset) }

    /// Reports the crop to ``onDone`` (settling any gesture under way first).
    public func done() { host.send(.done) }

    /// Reports ``onCancel``.
    public func cancel() { host.send(.cancel) }

    // MARK: - Layout

    /// Sends the bounds, safe area and controls to the editor, which keeps the crop's region and
    /// refits the box to the new space.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let insets = safeAreaInsets
        host.send(.layout(CropEditorLayout(
            bounds: bounds, safeAreaInsets: SafeAreaInsets(top: insets.top, left: insets.left, bottom: insets.bottom,
                                                           right: insets.right),
            showsToolbar: !isToolbarHidden, showsDial: !isDialHidden)))
    }

    /// Resolves the layer colours again for the new traits (dark mode, a dynamic ``shadeColor``):
    /// a `CGColor` "doesn't adapt automatically to Dark Mode changes … you must update that color
    /// yourself" (Apple's documentation of `UIColor.cgColor`). Always
    /// re-applied: comparing the old traits would be a decision, and the writes are a few
    /// property sets.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColors()
    }

    /// Lays out again when the safe area changes (a rotation, bars appearing).
    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
#endif
