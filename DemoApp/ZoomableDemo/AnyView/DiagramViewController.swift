import UIKit
import ZoomableImageKit

/// "Zoom any view: UIKit": a ``DiagramView`` (360 × 240 pt, small text) in a `ZoomableView`,
/// maximum zoom 8.
///
/// Readouts for the UI tests: the zoom ("zoom 2.50", live), the last tapped point in the
/// diagram's own points ("point 180.00, 120.00"), and — when zooming ends — the zoom with the
/// pixels per point the labels are drawn with ("settled zoom 8.00, drawn 26.20 px/pt"), and the
/// container's size ("portrait 393 × 621", written at each layout pass, so a test knows when a
/// rotation has been laid out). The "8×" button zooms to the maximum, animated. The diagram
/// takes the keyboard when the screen appears.
final class DiagramViewController: UIViewController {
    private let diagram = DiagramView(frame: .zero)
    private lazy var zoomable = ZoomableView(contentView: diagram)
    private let zoomLabel = UILabel()
    private let pointLabel = UILabel()
    private let settledLabel = UILabel()
    private let layoutLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        zoomable.maximumZoomScale = 8
        zoomable.backgroundColor = .secondarySystemBackground
        zoomable.accessibilityLabel = "Renderer diagram"
        zoomable.onZoomScaleChange = { [weak self] scale in self?.zoomLabel.showReadout(Readout.zoom(scale)) }
        zoomable.onTapContent = { [weak self] point in self?.pointLabel.showReadout(Readout.point(point)) }
        zoomable.onZoomEnd = { [weak self] scale in self?.showSettled(scale) }
        for (label, identifier) in [(zoomLabel, "diagram.zoomLabel"), (pointLabel, "diagram.pointLabel"),
                                    (settledLabel, "diagram.settledLabel"), (layoutLabel, "diagram.layoutLabel")] {
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.accessibilityIdentifier = identifier
        }
        zoomLabel.text = Readout.zoom(zoomable.zoomScale)
        pointLabel.text = Readout.point(nil)
        settledLabel.text = "settled –"
        let zoomToMaximum = UIBarButtonItem(title: "8×", style: .plain, target: self, action: #selector(zoomToMaximum))
        zoomToMaximum.accessibilityIdentifier = "diagram.zoom8"
        navigationItem.rightBarButtonItem = zoomToMaximum
        layOut()
    }

    /// The diagram takes the keyboard: ⌘+ ⌘− ⌘0 and the arrows.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        zoomable.becomeFirstResponder()
    }

    /// The zoomable diagram across the safe area's width, the readouts under it.
    private func layOut() {
        let readouts = UIStackView(arrangedSubviews: [zoomLabel, pointLabel, settledLabel, layoutLabel])
        readouts.axis = .vertical
        readouts.spacing = 2
        for subview in [zoomable, readouts] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            zoomable.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            zoomable.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            zoomable.topAnchor.constraint(equalTo: guide.topAnchor),
            zoomable.bottomAnchor.constraint(equalTo: readouts.topAnchor, constant: -8),
            readouts.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            readouts.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            readouts.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ])
    }

    /// The container's size once laid out (a rotation included).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutLabel.showReadout(Readout.layout(zoomable.bounds.size))
    }

    @objc private func zoomToMaximum() {
        zoomable.setZoomScale(8, animated: true)
    }

    /// The settled zoom, and the scale the first label was drawn again at when zooming ended
    /// (the container draws before it reports the end).
    private func showSettled(_ scale: CGFloat) {
        let drawn = diagram.labels.first.map { Readout.drawn($0.contentScaleFactor) }
        settledLabel.showReadout(Readout.settled(zoom: scale, drawn))
    }
}
