#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// One page of a ``ZoomableImageBrowser``: the image view's container (it fills the page and is
/// clipped by it, as ``ZoomableImageView`` asks), the task loading its image, and the error shown
/// when that load throws. It passes the image view's photo-viewer reports to the browser.
@MainActor
final class ZoomableImageBrowserPage: UIView, PhotoViewerPageHandling {
    /// The image's index.
    let index: Int
    /// The page's image view, filling the page.
    let imageView = ZoomableImageView()
    /// Shown instead of the image when its load threw.
    let errorLabel = UILabel()
    /// The load running for this page, cancelled when the page is released.
    var loadTask: Task<Void, Never>?
    /// The browser, told of taps, the background's opacity and dismissals (weak: it owns the page).
    weak var browser: ZoomableImageBrowser?

    init(index: Int, browser: ZoomableImageBrowser) {
        self.index = index
        self.browser = browser
        super.init(frame: .zero)
        clipsToBounds = true
        imageView.frame = bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.accessibilityIdentifier = "zoomableImageBrowser.imageView.\(index)"
        imageView.photoViewerPage = self
        imageView.isQuickZoomEnabled = true          // a photo viewer's gesture: off on a plain view
        addSubview(imageView)
        errorLabel.text = NSLocalizedString("This image could not be loaded.", comment: "A browser page's load failed")
        errorLabel.textColor = .secondaryLabel
        errorLabel.textAlignment = .center
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true
        errorLabel.frame = bounds.insetBy(dx: 20, dy: 20)
        errorLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        errorLabel.accessibilityIdentifier = "zoomableImageBrowser.error.\(index)"
        addSubview(errorLabel)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the error state: no image, the message (the load failed or was cancelled).
    func showLoadError() {
        imageView.image = nil
        errorLabel.isHidden = false
    }

    /// Cancels the load and takes the page off the pager, dropping its decoded image.
    func release() {
        loadTask?.cancel()
        loadTask = nil
        imageView.image = nil
        removeFromSuperview()
    }

    // MARK: - PhotoViewerPageHandling

    func imageViewWasTapped() {
        browser?.toggleChrome()
    }

    func showBackgroundOpacity(_ opacity: CGFloat, animation: SettleAnimation?) {
        browser?.showBackgroundOpacity(opacity, animation: animation)
    }

    func imageViewAskedToDismiss(_ request: DismissRequest) {
        browser?.dismiss(from: self, request: request)
    }
}
#endif
