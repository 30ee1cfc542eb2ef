import UIKit
import ZoomableImageKit

/// The photo browser's chrome: a status block at the bottom of `ZoomableImageBrowser.overlayView`
/// (a single tap hides it with the status bar), for people and for the UI tests:
/// - "browser.pageLabel": "photo 1 of 24";
/// - "browser.zoomLabel": the current photo's zoom, live ("zoom 2.50");
/// - "browser.centreLabel": the photo's pixel at the centre of the page, live ("centre 2000, 1500");
/// - "browser.settledLabel": zoom and centre pixel when the page last settled (written when
///   zooming ends, when the page changes and when a layout pass finds it at rest);
/// - "browser.layoutLabel": the page's size and orientation ("landscape 852 × 393"), written by
///   a layout pass at the new size.
final class PhotoBrowserStatusView: UIView {
    /// How many photos the browser shows.
    var count = 0
    private let pageLabel = UILabel()
    private let zoomLabel = UILabel()
    private let centreLabel = UILabel()
    private let settledLabel = UILabel()
    private let layoutLabel = UILabel()
    private let stack = UIStackView()
    /// The current page's image view.
    private weak var imageView: ZoomableImageView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let row = UIStackView(arrangedSubviews: [pageLabel, zoomLabel, centreLabel])
        row.distribution = .equalSpacing
        [row, settledLabel, layoutLabel].forEach(stack.addArrangedSubview)
        stack.axis = .vertical
        stack.spacing = 2
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        stack.backgroundColor = UIColor.black.withAlphaComponent(0.55)
        for (label, identifier) in [(pageLabel, "browser.pageLabel"), (zoomLabel, "browser.zoomLabel"),
                                    (centreLabel, "browser.centreLabel"), (settledLabel, "browser.settledLabel"),
                                    (layoutLabel, "browser.layoutLabel")] {
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.textColor = .white
            label.accessibilityIdentifier = identifier
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable, message: "Made in code")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// The browser shows photo `index` (its image view, once loaded).
    func show(index: Int, imageView: ZoomableImageView?) {
        pageLabel.text = "photo \(index + 1) of \(count)"
        self.imageView = imageView
        update(settled: true)
    }

    /// A page's photo arrived: the current one's readouts follow.
    func imageViewChanged(_ imageView: ZoomableImageView, isCurrent: Bool) {
        guard isCurrent else { return }
        self.imageView = imageView
        update(settled: true)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutLabel.text = Readout.layout(bounds.size)
        update(settled: imageView?.isZooming == false)
    }

    /// The live readouts, and the settled one when the page is at rest.
    private func update(settled: Bool) {
        let zoom = imageView?.zoomScale ?? 1
        let centre = imageView.flatMap { view in
            view.superview.flatMap { view.imagePixel(at: CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), in: $0) }
        }
        zoomLabel.text = Readout.zoom(zoom)
        centreLabel.text = Readout.centre(centre)
        if settled { settledLabel.text = Readout.settled(zoom: zoom, Readout.centre(centre)) }
    }
}

extension PhotoBrowserStatusView: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        guard view === imageView else { return }
        update(settled: false)
    }

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        guard view === imageView else { return }
        update(settled: true)
    }
}
