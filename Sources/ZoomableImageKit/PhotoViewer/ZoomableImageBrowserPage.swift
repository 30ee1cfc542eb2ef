#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

/// One page of a ``ZoomableImageBrowser``: the image view's container (it fills the page and is
/// clipped by it, as ``ZoomableImageView`` asks), the task loading its image, the thumbnail's
/// image standing in while that load runs, and the error shown when it throws. It passes the
/// image view's photo-viewer reports to the browser.
@MainActor
final class ZoomableImageBrowserPage: UIView, PhotoViewerPageHandling {
    /// The image's index (an inline pager's items may move it: ``move(to:)``).
    private(set) var index: Int
    /// The page's image view, filling the page.
    let imageView = ZoomableImageView()
    /// Shown instead of the image when its load threw.
    let errorLabel = UILabel()
    /// The thumbnail's image the presentation zoomed in, behind the image view and laid out as it
    /// lays out its image, while the page's own image loads (``PagePlaceholder``).
    let placeholderView = UIImageView()
    /// Whether the placeholder shows.
    var placeholder = PagePlaceholder()
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
        imageView.setDismissPresentation(browser.presentation)
        placeholderView.frame = bounds
        placeholderView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        placeholderView.isHidden = true
        addSubview(placeholderView)
        addSubview(imageView)
        errorLabel.text = NSLocalizedString("This image could not be loaded.", comment: "A browser page's load failed")
        errorLabel.textColor = .secondaryLabel
        errorLabel.textAlignment = .center
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true
        errorLabel.accessibilityIdentifier = "zoomableImageBrowser.error.\(index)"
        addSubview(errorLabel)
    }

    /// The message inset from the page's edges (``PageLayout/messageFrame(in:)``): laid out here,
    /// as the page is made with no size.
    override func layoutSubviews() {
        super.layoutSubviews()
        errorLabel.frame = PageLayout.messageFrame(in: bounds)
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

    /// The presentation's zoom landed on this page with the thumbnail's `image` (`nil`: none):
    /// it stays, where the page's image view will draw the page's own (the same frame and content
    /// mode: the zoom's end frame), until the page's load ends.
    func showPlaceholder(_ image: UIImage?) {
        placeholder.placeholderGiven()
        placeholderView.image = image
        placeholderView.contentMode = imageView.contentMode
        placeholderView.isHidden = !placeholder.isShown
    }

    /// The page's load ended (its image set, or its error shown): the placeholder goes.
    func loadEnded() {
        placeholder.loadEnded()
        placeholderView.isHidden = !placeholder.isShown
        placeholderView.image = nil
    }

    /// The image view got an image of its own (a data source may set a small one before the
    /// full one): the placeholder behind it goes (``PagePlaceholder/imageChanged(hasImage:)``).
    func imageViewDidChangeImage(hasImage: Bool) {
        placeholder.imageChanged(hasImage: hasImage)
        placeholderView.isHidden = !placeholder.isShown
    }

    /// The page stands for image `index` now (an inline pager's items moved around it); its view,
    /// image and zoom stay.
    func move(to index: Int) {
        self.index = index
        imageView.accessibilityIdentifier = "zoomableImageBrowser.imageView.\(index)"
        errorLabel.accessibilityIdentifier = "zoomableImageBrowser.error.\(index)"
    }

    /// Cancels the load and takes the page off the pager, dropping its decoded image.
    func release() {
        browser?.pageWillBeReleased(self)
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
