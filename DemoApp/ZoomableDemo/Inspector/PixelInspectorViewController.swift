import UIKit
import ZoomableImageKit

/// Screen 2: pick a picture, tap it, and see a crosshair on the tapped pixel's centre — the tap
/// mapped to a pixel and back onto the screen — with the pixel in oriented coordinates (what you
/// see) and stored coordinates (the `cgImage` buffer).
///
/// The crosshair is pinned to the pixel with
/// ``ZoomableImageView/addOverlay(_:atImagePixel:scalesWithImage:)``: the image view moves it
/// with every gesture, settle animation and rotation, in the same animation as the image, and it
/// keeps its size on screen.
final class PixelInspectorViewController: UIViewController {
    private let picker = UISegmentedControl(items: InspectorSample.allCases.map(\.segmentTitle))
    private let zoomContainer = ZoomableImageContainerView()
    private let crosshair = CrosshairView()
    private let infoLabel = UILabel()
    private let orientedLabel = UILabel()
    private let storedLabel = UILabel()
    private let captionLabel = UILabel()

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
        imageView.removeOverlay(crosshair)   // its pixel belongs to the old picture
        imageView.image = image
        infoLabel.text = Readout.imageInfo(image) + (image.imageOrientation == .right ? " .right" : "")
        orientedLabel.text = "oriented –"
        storedLabel.text = "stored –"
        captionLabel.text = sample.caption
    }
}

extension PixelInspectorViewController: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        // Mark the centre of the tapped pixel, and find the same pixel in the stored buffer from
        // that centre (half a pixel from every edge, so no rounding can cross into a neighbour).
        let centre = CGPoint(x: pixel.x.rounded(.down) + 0.5, y: pixel.y.rounded(.down) + 0.5)
        let layout = view.imageLayout
        let stored = layout.cgImagePixel(forViewPoint: layout.viewPoint(forPixel: centre))
        orientedLabel.text = Readout.pixel(centre, prefix: "oriented")
        storedLabel.text = Readout.pixel(stored, prefix: "stored")
        view.addOverlay(crosshair, atImagePixel: centre)   // pinned again: moves it to the new pixel
    }
}
