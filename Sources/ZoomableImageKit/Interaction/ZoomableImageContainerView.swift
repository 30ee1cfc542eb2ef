#if canImport(UIKit)
import UIKit

/// A clipping container that holds a ``ZoomableImageView`` filling it: the simplest correct
/// set-up in code, and what ``ZoomableImage`` uses in SwiftUI.
///
/// ```swift
/// let container = ZoomableImageContainerView()
/// container.imageView.image = photo
/// container.imageView.delegate = self
/// view.addSubview(container)       // size it with Auto Layout or a frame, like any view
/// ```
@MainActor
public final class ZoomableImageContainerView: UIView {
    /// The zoomable image view, laid out to fill the container on every layout pass.
    public let imageView: ZoomableImageView

    /// Creates a container around `imageView`, clipping it to the container's bounds.
    ///
    /// - Parameter imageView: the view to hold. Default: a new, empty ``ZoomableImageView``.
    public init(imageView: ZoomableImageView = ZoomableImageView(image: nil)) {
        self.imageView = imageView
        super.init(frame: .zero)
        commonInit()
    }

    /// Creates the container from a storyboard or nib, with a new image view inside.
    public required init?(coder: NSCoder) {
        imageView = ZoomableImageView(image: nil)
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        clipsToBounds = true
        addSubview(imageView)
    }

    /// Called after each layout pass, once the image view has its resting place (``ZoomableImage``
    /// applies a zoom its binding asked for before the first real layout).
    var didLayout: (() -> Void)?

    /// Whether the image view becomes first responder when the container enters a window (and
    /// when this is turned on in one), so that the keyboard's ⌘+, ⌘−, ⌘0 and arrows reach it. A
    /// text field the user moves to afterwards keeps the keyboard. `false` by default. (SwiftUI's
    /// ``ZoomableImage`` does not use it: `zoomableImageFocused(_:)` follows a focus binding, and
    /// never takes the keyboard on mere window re-entry.)
    public var takesKeyboardFocus = false {
        didSet {
            if takesKeyboardFocus != oldValue { focusImageViewIfAsked() }
        }
    }

    /// Focuses the image view when it enters a window, if asked to.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        focusImageViewIfAsked()
    }

    private func focusImageViewIfAsked() {
        guard takesKeyboardFocus, window != nil else { return }
        imageView.becomeFirstResponder()
    }

    /// Gives the image view the container's size and centre as its resting place.
    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.bounds = CGRect(origin: imageView.bounds.origin, size: bounds.size)
        imageView.center = CGPoint(x: bounds.midX, y: bounds.midY)
        didLayout?()
    }
}
#endif
