import UIKit
import ZoomableImageKit

/// Screen 3: a grid of 24 thumbnails (the four browser photos, in turn); tapping one presents
/// `ZoomableImageBrowser` on it. In the browser: swipe to page, pinch or double tap to zoom, a
/// double tap held and dragged to zoom with one finger, drag down (or up) at rest to go back to
/// the grid, where the zoom lands on the current photo's thumbnail — scrolled into view first.
///
/// Grid cells are "browser.cell.<index>" for the UI tests; the browser's status overlay is
/// ``PhotoBrowserStatusView`` ("browser.pageLabel", "browser.settledLabel", …).
///
/// Photos are rendered off the main thread, all of them as soon as the grid opens: a thumbnail
/// or page whose photo is not ready shows it when it is.
final class PhotoBrowserViewController: UIViewController {
    /// The grid's photos: the browser photos four at a time, 24 in all.
    private let photos = (0..<24).map { DemoImages.browserPhotos[$0 % DemoImages.browserPhotos.count] }
    private let scrollView = UIScrollView()
    private var thumbnails: [UIImageView] = []
    /// The browser on screen, and its status overlay.
    private weak var browser: ZoomableImageBrowser?
    private let status = PhotoBrowserStatusView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.accessibilityIdentifier = "browser.grid"
        view.addSubview(scrollView)
        thumbnails = photos.indices.map(makeThumbnail(at:))
        thumbnails.forEach(scrollView.addSubview)
        DemoImages.renderAhead(DemoImages.browserPhotos)
    }

    /// Three columns of square, aspect-fill, rounded thumbnails, 2 pt apart.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let guide = view.safeAreaLayoutGuide.layoutFrame
        let side = ((guide.width - 4) / 3).rounded(.down)
        for (index, thumbnail) in thumbnails.enumerated() {
            thumbnail.frame = CGRect(x: guide.minX + CGFloat(index % 3) * (side + 2), y: CGFloat(index / 3) * (side + 2),
                                     width: side, height: side)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat((photos.count + 2) / 3) * (side + 2))
    }

    private func makeThumbnail(at index: Int) -> UIImageView {
        let thumbnail = UIImageView()
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 6
        thumbnail.backgroundColor = .secondarySystemBackground
        thumbnail.isUserInteractionEnabled = true
        thumbnail.isAccessibilityElement = true
        thumbnail.accessibilityLabel = "Photo \(index + 1)"
        thumbnail.accessibilityIdentifier = "browser.cell.\(index)"
        thumbnail.tag = index
        thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto(_:))))
        Task { [weak thumbnail, spec = photos[index]] in
            thumbnail?.image = await DemoImages.renderedOffMain(spec)
        }
        return thumbnail
    }

    @objc private func openPhoto(_ tap: UITapGestureRecognizer) {
        let browser = ZoomableImageBrowser(dataSource: self, startIndex: tap.view?.tag ?? 0)
        browser.delegate = self
        status.frame = browser.overlayView.bounds
        status.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Full size and visible: with user interaction on, every touch would land on it (the
        // overlay lets through only touches that no subview takes) and the pages would never
        // swipe, drag or tap. It only shows labels. Hit-testing skips a view whose user
        // interaction is off (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
        status.isUserInteractionEnabled = false
        status.count = photos.count
        browser.overlayView.addSubview(status)
        self.browser = browser
        present(browser, animated: true)
        status.show(index: browser.currentIndex, imageView: nil)
    }
}

extension PhotoBrowserViewController: ZoomableImageBrowserDataSource {
    func numberOfImages(in browser: ZoomableImageBrowser) -> Int {
        photos.count
    }

    func browser(_ browser: ZoomableImageBrowser, loadImageAt index: Int, into imageView: ZoomableImageView) async throws {
        imageView.delegate = status
        imageView.image = await DemoImages.renderedOffMain(photos[index])
        status.imageViewChanged(imageView, isCurrent: browser.currentImageView === imageView)
    }
}

extension PhotoBrowserViewController: ZoomableImageBrowserDelegate {
    /// The thumbnail the zoom starts from and lands on, scrolled into view first (after paging,
    /// the current photo's may be off screen).
    func browser(_ browser: ZoomableImageBrowser, thumbnailViewForImageAt index: Int) -> UIView? {
        let thumbnail = thumbnails[index]
        scrollView.scrollRectToVisible(thumbnail.frame.insetBy(dx: 0, dy: -8), animated: false)
        scrollView.layoutIfNeeded()
        return thumbnail
    }

    func browser(_ browser: ZoomableImageBrowser, didShowImageAt index: Int) {
        status.show(index: index, imageView: browser.currentImageView)
    }
}
