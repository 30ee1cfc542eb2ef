import UIKit
import ZoomableImageKit

/// Screen 7: Live Text on a zoomable page, and an animated GIF that plays while zoomed.
///
/// - Top: a page of text drawn at run time (``ReaderPage``) with `isLiveTextEnabled` on. Press
///   and hold a word to select it, pinch to zoom: the selection follows the image, and the Live
///   Text button (identifier "ZoomableImageView.liveTextButton") stays in the bottom trailing
///   corner of the page's container. "reader.pageReadout" is written when zooming ends:
///   "settled zoom 2.50".
/// - "reader.liveTextStatus": "Live Text available", or why not ("Live Text unavailable: iOS 15");
///   with Live Text on, the page's analysis outcome after it ("; analysis: analysed", "…: failed").
/// - Bottom: a counter GIF made at run time with ImageIO (``CounterGIF``), loaded with
///   `loadImage(data:)`: it plays, zoomed or not. "reader.gifReadout" shows the frame on screen
///   and the zoom, at every screen refresh: "frame 3, zoom 1.00". The "Play" switch
///   ("reader.playSwitch") sets `playsAnimatedImages`.
final class ReaderViewController: UIViewController {
    private let pageContainer = ZoomableImageContainerView()
    private let gifContainer = ZoomableImageContainerView()
    private let statusLabel = UILabel()
    private let pageReadout = UILabel()
    private let gifReadout = UILabel()
    private let playSwitch = UISwitch()
    /// Refreshes the GIF's readout while the screen is shown.
    private var readoutLink: CADisplayLink?

    private var pageView: ZoomableImageView { pageContainer.imageView }
    private var gifView: ZoomableImageView { gifContainer.imageView }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pageContainer.backgroundColor = .secondarySystemBackground
        pageContainer.accessibilityIdentifier = "reader.pageContainer"
        pageView.accessibilityIdentifier = "reader.pageView"
        pageView.image = ReaderPage.make()
        pageView.maximumZoomScale = 6
        pageView.isLiveTextEnabled = true
        pageView.onZoomEnd = { [weak self] zoom in
            self?.pageReadout.showReadout(Readout.settled(zoom: zoom))
        }
        gifContainer.backgroundColor = .secondarySystemBackground
        gifContainer.accessibilityIdentifier = "reader.gifContainer"
        gifView.accessibilityIdentifier = "reader.gifView"
        gifView.accessibilityLabel = "A counter"
        gifView.maximumZoomScale = 6
        for (label, identifier) in [(statusLabel, "reader.liveTextStatus"), (pageReadout, "reader.pageReadout"),
                                    (gifReadout, "reader.gifReadout")] {
            label.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
            label.textColor = .secondaryLabel
            label.accessibilityIdentifier = identifier
        }
        statusLabel.text = LiveTextAvailability.text
        pageReadout.text = "settled –"
        gifReadout.text = "frame –"
        playSwitch.isOn = true
        playSwitch.accessibilityIdentifier = "reader.playSwitch"
        playSwitch.addAction(UIAction { [weak self] _ in
            self?.gifView.playsAnimatedImages = self?.playSwitch.isOn == true
        }, for: .valueChanged)
        layOut()
        let gif = CounterGIF.make()
        Task { [gifView] in
            guard let gif else { return }
            try? await gifView.loadImage(data: gif)
        }
    }

    /// The GIF's readout follows every screen refresh while the screen is shown.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        readoutLink?.invalidate()
        let link = CADisplayLink(target: self, selector: #selector(refreshGIFReadout))
        link.add(to: .main, forMode: .common)
        readoutLink = link
    }

    /// Stops the readout's link (it retains this controller).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        readoutLink?.invalidate()
        readoutLink = nil
    }

    /// "frame 3, zoom 1.00", or "frame –, zoom 1.00" before the GIF has loaded; and the Live
    /// Text status with the page's analysis outcome ("Live Text available; analysis: analysed").
    @objc private func refreshGIFReadout() {
        let frame = gifView.animationFrameIndex.map(String.init) ?? "–"
        gifReadout.showReadout("frame \(frame), " + Readout.zoom(gifView.zoomScale))
        let outcome = pageView.liveTextAnalysisStatus.map { "; analysis: \($0.rawValue)" } ?? ""
        statusLabel.text = LiveTextAvailability.text + outcome
    }

    /// The page on top (58 % of the safe height), then the status and page readout, the GIF,
    /// and the GIF's readout with the Play switch, full width.
    private func layOut() {
        let playLabel = UILabel()
        playLabel.text = "Play"
        let gifRow = UIStackView(arrangedSubviews: [gifReadout, UIView(), playLabel, playSwitch])
        gifRow.spacing = 8
        gifRow.alignment = .center
        let labels = UIStackView(arrangedSubviews: [statusLabel, pageReadout])
        labels.axis = .vertical
        for subview in [pageContainer, labels, gifContainer, gifRow] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pageContainer.topAnchor.constraint(equalTo: guide.topAnchor),
            pageContainer.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pageContainer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            pageContainer.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.58),
            labels.topAnchor.constraint(equalTo: pageContainer.bottomAnchor, constant: 4),
            labels.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            labels.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            gifContainer.topAnchor.constraint(equalTo: labels.bottomAnchor, constant: 4),
            gifContainer.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            gifContainer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            gifRow.topAnchor.constraint(equalTo: gifContainer.bottomAnchor, constant: 4),
            gifRow.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            gifRow.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            gifRow.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -4),
        ])
    }
}
