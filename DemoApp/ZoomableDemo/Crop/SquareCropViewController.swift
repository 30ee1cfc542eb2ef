import UIKit
import ZoomableImageKit

/// Square crop (seed "SquareCropViewController"): the largest square that fits the safe area,
/// shaded blockers around it, the photo panning and zooming underneath, and "Crop" cutting that
/// square out of the stored pixels.
///
/// The result's pixel size is shown as "crop 3000 × 3000 px" and the zoom as "zoom 1.33", for
/// the UI test: at rest the 4000 × 3000 photo just covers the square, so the crop is its full
/// height; at zoom z it is 3000 · z₀ / z pixels, z₀ being the zoom at rest.
final class SquareCropViewController: UIViewController {
    private let zoomContainer = ZoomableImageContainerView()
    private let overlay = CropOverlayView()
    private let resultView = UIImageView()
    private let resultLabel = UILabel()
    private let zoomLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        zoomContainer.imageView.image = DemoImages.image(.large)
        zoomContainer.imageView.accessibilityIdentifier = "crop.imageView"
        overlay.accessibilityIdentifier = "crop.overlay"
        overlay.imageView = zoomContainer.imageView

        resultView.contentMode = .scaleAspectFit
        resultView.layer.borderColor = UIColor.white.cgColor
        resultView.layer.borderWidth = 1
        resultView.accessibilityIdentifier = "crop.resultImage"
        resultLabel.textColor = .white
        resultLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        resultLabel.text = "crop –"
        resultLabel.accessibilityIdentifier = "crop.resultLabel"
        zoomLabel.textColor = .white
        zoomLabel.font = resultLabel.font
        zoomLabel.accessibilityIdentifier = "crop.zoomLabel"
        zoomLabel.text = Readout.zoom(zoomContainer.imageView.zoomScale)
        zoomContainer.imageView.onZoomScaleChange = { [weak self] scale in self?.zoomLabel.text = Readout.zoom(scale) }

        for subview in [zoomContainer, overlay, resultView, resultLabel, zoomLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            zoomContainer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            zoomContainer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            zoomContainer.topAnchor.constraint(equalTo: guide.topAnchor),
            zoomContainer.bottomAnchor.constraint(equalTo: resultLabel.topAnchor, constant: -8),
            overlay.leadingAnchor.constraint(equalTo: zoomContainer.leadingAnchor),
            overlay.trailingAnchor.constraint(equalTo: zoomContainer.trailingAnchor),
            overlay.topAnchor.constraint(equalTo: zoomContainer.topAnchor),
            overlay.bottomAnchor.constraint(equalTo: zoomContainer.bottomAnchor),
            resultView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            resultView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8),
            resultView.widthAnchor.constraint(equalToConstant: 64),
            resultView.heightAnchor.constraint(equalToConstant: 64),
            resultLabel.leadingAnchor.constraint(equalTo: resultView.trailingAnchor, constant: 12),
            resultLabel.centerYAnchor.constraint(equalTo: resultView.centerYAnchor),
            resultLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -16),
            resultLabel.topAnchor.constraint(greaterThanOrEqualTo: resultView.topAnchor),
            zoomLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            zoomLabel.centerYAnchor.constraint(equalTo: resultView.centerYAnchor),
        ])
        let crop = UIBarButtonItem(title: "Crop", style: .done, target: self, action: #selector(cropTapped))
        crop.accessibilityIdentifier = "crop.cropButton"
        navigationItem.rightBarButtonItem = crop
    }

    /// Cuts the square under the opening out of the photo's stored pixels.
    @objc private func cropTapped() {
        guard let cropped = zoomContainer.imageView.croppedImage(to: overlay.openingRect, in: overlay),
              let cgImage = cropped.cgImage else {
            resultLabel.text = "crop –"
            return
        }
        resultView.image = cropped
        resultLabel.text = "crop \(cgImage.width) × \(cgImage.height) px"
    }
}
