import UIKit
import ZoomableImageKit

/// Square crop (seed "SquareCropViewController"): the largest square that fits the safe area,
/// shaded blockers around it, the photo panning and zooming underneath, and "Crop" cutting that
/// square out of the stored pixels.
///
/// For the UI test: the result's pixel size is shown as "crop 3000 × 3000 px", the zoom as
/// "zoom 1.33" (live), and — when zooming ends, and at every layout pass at rest — the zoom and
/// the pixel at the centre of the square as "settled zoom 1.33, centre 2000, 1500". At rest the
/// 4000 × 3000 photo just covers the square, so the crop is its full height; at zoom z it is
/// 3000 · z₀ / z pixels, z₀ being the zoom at rest.
final class SquareCropViewController: UIViewController {
    private let zoomContainer = ZoomableImageContainerView()
    private let overlay = CropOverlayView()
    private let resultView = UIImageView()
    private let resultLabel = UILabel()
    private let zoomLabel = UILabel()
    private let settledLabel = UILabel()

    private var imageView: ZoomableImageView { zoomContainer.imageView }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = DemoImages.image(.large)
        imageView.accessibilityIdentifier = "crop.imageView"
        zoomContainer.accessibilityIdentifier = "crop.container"
        overlay.accessibilityIdentifier = "crop.overlay"
        overlay.imageView = imageView

        resultView.contentMode = .scaleAspectFit
        resultView.layer.borderColor = UIColor.white.cgColor
        resultView.layer.borderWidth = 1
        resultView.accessibilityIdentifier = "crop.resultImage"
        for (label, identifier) in [(resultLabel, "crop.resultLabel"), (zoomLabel, "crop.zoomLabel"),
                                    (settledLabel, "crop.settledLabel")] {
            label.textColor = .white
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.6
            label.accessibilityIdentifier = identifier
        }
        resultLabel.text = "crop –"
        zoomLabel.text = Readout.zoom(imageView.zoomScale)
        settledLabel.text = "settled –"
        imageView.onZoomScaleChange = { [weak self] scale in self?.zoomLabel.text = Readout.zoom(scale) }
        imageView.onZoomEnd = { [weak self] _ in self?.showSettled() }
        layOut()
        let crop = UIBarButtonItem(title: "Crop", style: .done, target: self, action: #selector(cropTapped))
        crop.accessibilityIdentifier = "crop.cropButton"
        navigationItem.rightBarButtonItem = crop
    }

    /// The photo takes the keyboard: ⌘+ ⌘− ⌘0, and the arrows slide it under the opening.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        imageView.becomeFirstResponder()
    }

    /// The photo and its overlay above; below, the cropped square with the three readouts, one
    /// per row, beside it.
    private func layOut() {
        let readouts = UIStackView(arrangedSubviews: [resultLabel, zoomLabel, settledLabel])
        readouts.axis = .vertical
        readouts.spacing = 2
        for subview in [zoomContainer, overlay, resultView, readouts] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            zoomContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            zoomContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            zoomContainer.topAnchor.constraint(equalTo: guide.topAnchor),
            zoomContainer.bottomAnchor.constraint(equalTo: resultView.topAnchor, constant: -8),
            overlay.leadingAnchor.constraint(equalTo: zoomContainer.leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: zoomContainer.trailingAnchor),
            overlay.topAnchor.constraint(equalTo: zoomContainer.topAnchor),
            overlay.bottomAnchor.constraint(equalTo: zoomContainer.bottomAnchor),
            resultView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            resultView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            resultView.widthAnchor.constraint(equalToConstant: 64),
            resultView.heightAnchor.constraint(equalToConstant: 64),
            readouts.leadingAnchor.constraint(equalTo: resultView.trailingAnchor, constant: 12),
            readouts.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            readouts.centerYAnchor.constraint(equalTo: resultView.centerYAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The container and the overlay lay out after this pass: run them now, so that the
        // opening and the image are where the readout measures them.
        zoomContainer.layoutIfNeeded()
        overlay.layoutIfNeeded()
        if !imageView.isZooming { showSettled() }
    }

    /// The zoom and the pixel at the centre of the square, at rest.
    private func showSettled() {
        let opening = overlay.openingRect
        let centre = imageView.imagePixel(at: CGPoint(x: opening.midX, y: opening.midY), in: overlay)
        settledLabel.showReadout(Readout.settled(zoom: imageView.zoomScale, Readout.centre(centre)))
    }

    /// Cuts the square under the opening out of the photo's stored pixels.
    @objc private func cropTapped() {
        guard let cropped = imageView.croppedImage(to: overlay.openingRect, in: overlay),
              let cgImage = cropped.cgImage else {
            resultLabel.text = "crop –"
            return
        }
        resultView.image = cropped
        resultLabel.text = "crop \(cgImage.width) × \(cgImage.height) px"
    }
}
