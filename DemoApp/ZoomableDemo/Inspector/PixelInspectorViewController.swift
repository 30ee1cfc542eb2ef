import UIKit
import ZoomableImageKit

/// Screen 2: pick a picture, tap it, and see a crosshair drawn on the tapped pixel's centre at
/// ``ZoomableImageView/point(forImagePixel:in:)`` — the tap mapped to a pixel and back — with the
/// pixel in oriented coordinates (what you see) and stored coordinates (the `cgImage` buffer).
///
/// The crosshair is a subview of the image view, so it follows zoom and settle animations
/// exactly; its transform undoes the zoom so that it keeps its size on screen.
final class PixelInspectorViewController: UIViewController {
    private let picker = UISegmentedControl(items: InspectorSample.allCases.map(\.segmentTitle))
    private let zoomContainer = ZoomableImageContainerView()
    private let crosshair = CrosshairView()
    private let infoLabel = UILabel()
    private let orientedLabel = UILabel()
    private let storedLabel = UILabel()
    private let captionLabel = UILabel()

    /// The centre of the last tapped pixel, in oriented pixels; `nil` before a tap.
    private var markedPixel: CGPoint?

    private var imageView: ZoomableImageView { zoomContainer.imageView }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        picker.selectedSegmentIndex = 0
        picker.addTarget(self, action: #selector(sampleChanged), for: .valueChanged)
        picker.accessibilityIdentifier = "inspector.picker"
        zoomContainer.backgroundColor = .secondarySystemBackground
        zoomContainer.accessibilityIdentifier = "inspector.container"
        imageView.accessibilityIdentifier = "inspector.imageView"
        imageView.maximumZoomScale = 8
        imageView.delegate = self
        imageView.addSubview(crosshair)
        for (label, identifier) in [(infoLabel, "inspector.infoLabel"), (orientedLabel, "inspector.orientedLabel"),
                                    (storedLabel, "inspector.storedLabel"), (captionLabel, "inspector.captionLabel")] {
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.accessibilityIdentifier = identifier
            label.numberOfLines = 0
        }
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.textColor = .secondaryLabel
        layOut()
        showSample(.large)
    }

    /// The image takes the keyboard: ⌘+ ⌘− ⌘0 and the arrows reach it.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        imageView.becomeFirstResponder()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        zoomContainer.layoutIfNeeded()   // sizes the image view now rather than after this pass
        placeCrosshair()                 // a rotation moves the pixel within the image view
    }

    private func layOut() {
        let labels = UIStackView(arrangedSubviews: [infoLabel, orientedLabel, storedLabel, captionLabel])
        labels.axis = .vertical
        labels.spacing = 4
        for subview in [picker, zoomContainer, labels] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            picker.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            picker.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            picker.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            zoomContainer.topAnchor.constraint(equalTo: picker.bottomAnchor, constant: 8),
            zoomContainer.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            zoomContainer.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            labels.topAnchor.constraint(equalTo: zoomContainer.bottomAnchor, constant: 8),
            labels.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            labels.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            labels.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
        ])
    }

    @objc private func sampleChanged() {
        showSample(InspectorSample(rawValue: picker.selectedSegmentIndex) ?? .large)
    }

    /// Shows a new picture at rest, with no pixel marked.
    private func showSample(_ sample: InspectorSample) {
        let image = DemoImages.image(sample.spec)
        imageView.image = image
        markedPixel = nil
        crosshair.isHidden = true
        infoLabel.text = Readout.imageInfo(image) + (image.imageOrientation == .right ? " .right" : "")
        orientedLabel.text = "oriented –"
        storedLabel.text = "stored –"
        captionLabel.text = sample.caption
    }

    /// Puts the crosshair on the marked pixel at the current zoom.
    private func placeCrosshair() {
        guard let pixel = markedPixel, let point = imageView.point(forImagePixel: pixel, in: imageView) else {
            crosshair.isHidden = true
            return
        }
        let scale = max(imageView.zoomScale, 0.01)
        crosshair.transform = CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
        crosshair.center = point
        crosshair.isHidden = false
    }
}

extension PixelInspectorViewController: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        // Mark the centre of the tapped pixel, and find the same pixel in the stored buffer from
        // that centre (half a pixel from every edge, so no rounding can cross into a neighbour).
        let centre = CGPoint(x: pixel.x.rounded(.down) + 0.5, y: pixel.y.rounded(.down) + 0.5)
        let layout = view.imageLayout
        let stored = layout.cgImagePixel(forViewPoint: layout.viewPoint(forPixel: centre))
        markedPixel = centre
        orientedLabel.text = Readout.pixel(centre, prefix: "oriented")
        storedLabel.text = Readout.pixel(stored, prefix: "stored")
        placeCrosshair()
    }

    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        placeCrosshair()
    }

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        placeCrosshair()
    }
}
