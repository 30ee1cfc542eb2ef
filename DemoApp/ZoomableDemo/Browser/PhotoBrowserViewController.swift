import UIKit
import ZoomableImageKit

/// Screen 3: a `UIPageViewController` of zoomable photos. At rest a horizontal swipe pages;
/// zoomed in, it pans the photo (and pages again from the photo's edge); double tap toggles the
/// zoom; rotation keeps the zoomed spot. Pages that leave the screen return to rest.
///
/// "browser.pageLabel" shows "page 1 of 4", "browser.zoomLabel" the current page's zoom and
/// "browser.centreLabel" the photo's pixel at the centre of the page ("centre 2000, 1500"): turn
/// the device while zoomed and it stays.
final class PhotoBrowserViewController: UIViewController {
    private let photos = DemoImages.browserPhotos
    private let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                             options: [.interPageSpacing: 16])
    private let pageLabel = UILabel()
    private let zoomLabel = UILabel()
    private let centreLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pages.dataSource = self
        pages.delegate = self
        addChild(pages)
        let status = UIStackView(arrangedSubviews: [pageLabel, zoomLabel, centreLabel])
        status.distribution = .equalSpacing
        for (label, identifier) in [(pageLabel, "browser.pageLabel"), (zoomLabel, "browser.zoomLabel"),
                                    (centreLabel, "browser.centreLabel")] {
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.textColor = .white
            label.accessibilityIdentifier = identifier
        }
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
        if let first = makePage(at: 0) {
            pages.setViewControllers([first], direction: .forward, animated: false)
            updateStatus(for: first)
        }
    }

    /// A page for `index`, or `nil` past either end.
    private func makePage(at index: Int) -> PhotoPageViewController? {
        guard photos.indices.contains(index) else { return nil }
        let page = PhotoPageViewController(index: index, image: DemoImages.image(photos[index]))
        page.onStatusChange = { [weak self] page in
            guard let self, self.currentPage === page else { return }
            self.updateStatus(for: page)
        }
        return page
    }

    private var currentPage: PhotoPageViewController? {
        pages.viewControllers?.first as? PhotoPageViewController
    }

    /// Updates the labels for the page now on screen.
    private func updateStatus(for page: PhotoPageViewController) {
        pageLabel.text = "page \(page.index + 1) of \(photos.count)"
        zoomLabel.text = Readout.zoom(page.imageView.zoomScale)
        centreLabel.text = page.centrePixel.map { Readout.pixel($0, prefix: "centre") } ?? "centre –"
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
        if let page = currentPage { updateStatus(for: page) }
    }
}
