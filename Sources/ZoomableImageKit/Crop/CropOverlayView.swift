#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// Shades everything but a crop opening — the largest rect of an aspect ratio that fits the
/// overlay's safe area — and keeps a ``ZoomableImageView``'s ``ZoomableImageView/cropOpening``
/// on it, so the image pans and zooms under the opening.
///
/// ```swift
/// let overlay = CropOverlayView(frame: container.bounds)
/// overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
/// container.addSubview(overlay)              // above the image view, same container
/// overlay.imageView = imageView
/// // "Crop":
/// let square = imageView.croppedImage(to: overlay.openingRect, in: overlay)
/// ```
///
/// Touches pass through to the image view. The opening follows the overlay's size and safe
/// area (rotation, split view) and the image view keeps covering it.
@MainActor
public final class CropOverlayView: UIView {
    /// The opening's width divided by its height. `1` (a square) by default.
    public var aspectRatio: CGFloat = 1 {
        didSet { setNeedsLayout() }
    }

    /// Space kept between the safe area and the opening, in points. 16 on each side by default.
    public var openingInsets = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16) {
        didSet { setNeedsLayout() }
    }

    /// The colour of the shaded areas. Black at 55 % by default.
    public var shadeColor = UIColor.black.withAlphaComponent(0.55) {
        didSet { blockers.forEach { $0.backgroundColor = shadeColor } }
    }

    /// The image view to keep under the opening (it should be in the same container, below the
    /// overlay). `nil` by default.
    public weak var imageView: ZoomableImageView? {
        didSet {
            oldValue?.cropOpening = nil
            pushOpening()
        }
    }

    /// The opening, in the overlay's own space (points).
    public private(set) var openingRect: CGRect = .zero

    private let blockers = (0..<4).map { _ in UIView() }
    private let outline = UIView()

    /// Creates an overlay; give it the container's size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    /// Creates an overlay from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        backgroundColor = .clear
        for blocker in blockers {
            blocker.backgroundColor = shadeColor
            blocker.isAccessibilityElement = false
            addSubview(blocker)
        }
        outline.backgroundColor = .clear
        outline.layer.borderColor = UIColor.white.withAlphaComponent(0.9).cgColor
        outline.layer.borderWidth = 1
        outline.isAccessibilityElement = false
        addSubview(outline)
    }

    /// Lays out the opening in the safe area and the four blockers around it, and hands the
    /// opening to the image view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let available = bounds.inset(by: safeAreaInsets).inset(by: openingInsets)
        openingRect = CropOpening.largestCenteredRect(aspectRatio: aspectRatio, in: available)
        let (width, height, opening) = (bounds.width, bounds.height, openingRect)
        blockers[0].frame = CGRect(x: 0, y: 0, width: width, height: max(0, opening.minY))
        blockers[1].frame = CGRect(x: 0, y: opening.maxY, width: width, height: max(0, height - opening.maxY))
        blockers[2].frame = CGRect(x: 0, y: opening.minY, width: max(0, opening.minX), height: opening.height)
        blockers[3].frame = CGRect(x: opening.maxX, y: opening.minY, width: max(0, width - opening.maxX),
                                   height: opening.height)
        outline.frame = opening
        pushOpening()
    }

    /// Moves the opening when the safe area changes (rotation, bars appearing).
    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    private func pushOpening() {
        guard let imageView, let container = imageView.superview, openingRect.width > 0, openingRect.height > 0 else { return }
        imageView.cropOpening = convert(openingRect, to: container)
    }
}
#endif
