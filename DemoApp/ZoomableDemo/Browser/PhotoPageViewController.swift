import UIKit
import ZoomableImageKit

/// One page of the photo browser: a clipping ``ZoomableImageContainerView`` filling the page,
/// its image view identified as "browser.imageView.<index>" for the UI tests.
///
/// Rotation needs no code here: the container resizes with the page and the image view keeps
/// its zoom and the image point at the container's centre. ``centrePixel`` shows that it does.
final class PhotoPageViewController: UIViewController {
    /// The page's position in the browser, from 0.
    let index: Int
    /// The zoomable view of the page.
    var imageView: ZoomableImageView { zoomContainer.imageView }
    /// Called when the zoom, the centre pixel, the photo or the layout changes, to update a
    /// status display.
    var onStatusChange: ((PhotoPageViewController) -> Void)?
    /// Called when the page is at rest: zooming ended (a gesture, double tap or command has
    /// settled), the photo arrived, or a layout pass found the view not zooming.
    var onSettle: ((PhotoPageViewController) -> Void)?

    private let zoomContainer = ZoomableImageContainerView()
    /// The photo, once rendered; the page shows nothing until then.
    private var photo: UIImage?

    /// A page showing `photo`, or nothing until ``show(_:)`` delivers it.
    ///
    /// - Parameters:
    ///   - index: the page's position, from 0.
    ///   - photo: the photo, or `nil` while it is being rendered.
    init(index: Int, photo: UIImage?) {
        self.index = index
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable, message: "Pages are made in code")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The oriented pixel at the centre of the page, or `nil` when the centre is off the image
    /// (or there is no photo yet).
    var centrePixel: CGPoint? {
        let bounds = zoomContainer.bounds
        return imageView.imagePixel(at: CGPoint(x: bounds.midX, y: bounds.midY), in: zoomContainer)
    }

    /// Shows the photo once it has been rendered.
    func show(_ photo: UIImage) {
        self.photo = photo
        guard isViewLoaded else { return }
        imageView.image = photo
        onStatusChange?(self)
        onSettle?(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        zoomContainer.frame = view.bounds
        zoomContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(zoomContainer)
        imageView.image = photo
        imageView.delegate = self
        imageView.accessibilityIdentifier = "browser.imageView.\(index)"
    }

    /// The page on screen takes the keyboard: ⌘+ ⌘− ⌘0, and the arrows when zoomed in.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        imageView.becomeFirstResponder()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The container sizes its image view in its own layout pass, which comes after this one:
        // run it now so that the status shows the new layout.
        zoomContainer.layoutIfNeeded()
        onStatusChange?(self)
        if !imageView.isZooming { onSettle?(self) }
    }
}

extension PhotoPageViewController: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        onStatusChange?(self)
    }

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        onStatusChange?(self)
        onSettle?(self)
    }
}
