import UIKit
import ZoomableImageKit

/// Screen 3: a `UIPageViewController` of zoomable photos. At rest a horizontal swipe pages;
/// zoomed in, it pans the photo (and pages again from the photo's edge); double tap toggles the
/// zoom; rotation keeps the zoomed spot. Pages that leave the screen return to rest.
///
/// The status under the photos, for people and for the UI tests:
/// - "browser.pageLabel": "page 1 of 4";
/// - "browser.zoomLabel": the current page's zoom, live ("zoom 2.50");
/// - "browser.centreLabel": the photo's pixel at the centre of the page, live
///   ("centre 2000, 1500"): turn the device while zoomed and it stays;
/// - "browser.settledLabel": zoom and centre pixel when the page last settled (written when
///   zooming ends, when the page changes and when a rotation has finished);
/// - "browser.layoutLabel": the pages' size and orientation ("landscape 852 × 300"), written
///   once a rotation has finished, not while it runs.
///
/// Photos are rendered off the main thread, all of them as soon as the browser opens (the first
/// one at once): a page whose photo is not ready yet shows it when it is, and a swipe never
/// waits for a drawing.
///
/// With a trackpad or a mouse wheel a horizontal scroll pages at rest, like a swipe, and pans a
/// zoomed photo; ⌘-scroll zooms around the pointer. The page on screen takes the keyboard
/// (⌘+ ⌘− ⌘0, and the arrows when zoomed in).
final class PhotoBrowserViewController: UIViewController {
    private let photos = DemoImages.browserPhotos
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                             options: [.interPageSpacing: 16])
    private let pageLabel = UILabel()
    private let zoomLabel = UILabel()
    private let centreLabel = UILabel()
    private let settledLabel = UILabel()
    private let layoutLabel = UILabel()
    /// Set from the start of a size transition (rotation) to its end.
    private var isTransitioning = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pages.dataSource = self
        pages.delegate = self
        addChild(pages)
        let status = makeStatusView()
        for subview in [pages.view, status] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pages.view.topAnchor.constraint(equalTo: guide.topAnchor),
            pages.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            status.topAnchor.constraint(equalTo: pages.view.bottomAnchor, constant: 8),
            status.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            status.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            status.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ])
        pages.didMove(toParent: self)
        let first = makePage(at: 0, photo: DemoImages.image(photos[0]))
        pages.setViewControllers([first], direction: .forward, animated: false)
        DemoImages.renderAhead(photos)
        updateStatus(for: first)
        showSettled(first)
    }

    /// Three rows: page, zoom and centre pixel side by side; the settled state; the layout. One
    /// label per row where the text is long, so that no label can be squeezed out of the row.
    private func makeStatusView() -> UIView {
        let row = UIStackView(arrangedSubviews: [pageLabel, zoomLabel, centreLabel])
        row.distribution = .equalSpacing
        let status = UIStackView(arrangedSubviews: [row, settledLabel, layoutLabel])
        status.axis = .vertical
        status.spacing = 2
        for (label, identifier) in [(pageLabel, "browser.pageLabel"), (zoomLabel, "browser.zoomLabel"),
                                    (centreLabel, "browser.centreLabel"), (settledLabel, "browser.settledLabel"),
                                    (layoutLabel, "browser.layoutLabel")] {
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.textColor = .white
            label.accessibilityIdentifier = identifier
        }
        return status
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !isTransitioning else { return }
        layoutLabel.text = Readout.layout(pages.view.bounds.size)
    }

    /// A rotation (or any size change): the layout readout says so only when it has finished,
    /// together with the page's state in the new layout.
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        isTransitioning = true
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            self.isTransitioning = false
            self.view.layoutIfNeeded()
            if let page = self.currentPage {
                self.updateStatus(for: page)
                self.showSettled(page)
            }
            self.layoutLabel.text = Readout.layout(self.pages.view.bounds.size)
        }
    }

    /// A page for `index`, or `nil` past either end. Its photo comes from the renderer when it
    /// is not ready yet.
    private func makePage(at index: Int) -> PhotoPageViewController? {
        guard photos.indices.contains(index) else { return nil }
        let spec = photos[index]
        let rendered = DemoImages.renderedImage(spec)
        let page = makePage(at: index, photo: rendered)
        if rendered == nil {
            Task { [weak page] in
                let photo = await DemoImages.renderedOffMain(spec)
                page?.show(photo)
            }
        }
        return page
    }

    private func makePage(at index: Int, photo: UIImage?) -> PhotoPageViewController {
        let page = PhotoPageViewController(index: index, photo: photo)
        page.onStatusChange = { [weak self] page in
            guard let self, self.currentPage === page else { return }
            self.updateStatus(for: page)
        }
        page.onSettle = { [weak self] page in
            guard let self, self.currentPage === page else { return }
            self.showSettled(page)
        }
        return page
    }

    private var currentPage: PhotoPageViewController? {
        pages.viewControllers?.first as? PhotoPageViewController
    }

    /// Updates the live labels for the page now on screen.
    private func updateStatus(for page: PhotoPageViewController) {
        pageLabel.text = "page \(page.index + 1) of \(photos.count)"
        zoomLabel.text = Readout.zoom(page.imageView.zoomScale)
        centreLabel.text = Readout.centre(page.centrePixel)
    }

    /// Writes the settled readout for the page now on screen.
    private func showSettled(_ page: PhotoPageViewController) {
        settledLabel.text = Readout.settled(zoom: page.imageView.zoomScale, Readout.centre(page.centrePixel))
    }
}

extension PhotoBrowserViewController: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        (viewController as? PhotoPageViewController).flatMap { makePage(at: $0.index - 1) }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        (viewController as? PhotoPageViewController).flatMap { makePage(at: $0.index + 1) }
    }
}

extension PhotoBrowserViewController: UIPageViewControllerDelegate {
    /// A finished swipe: the pages that left return to rest, and the labels follow the new page.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed else { return }
        for case let page as PhotoPageViewController in previousViewControllers {
            page.imageView.resetZoom(animated: false)
        }
        if let page = currentPage {
            updateStatus(for: page)
            showSettled(page)
        }
    }
}
