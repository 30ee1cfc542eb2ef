import UIKit
import ZoomableImageKit

/// Deep zoom: a procedural 100 000 × 100 000 px labelled grid (``LabelledGridTiles``) shown with
/// `loadTiledImage(_:)`, zoomable to its pixels, with readouts of the level planned, the tiles
/// resident and loading, and the bytes resident against the budget ("level 3, 42 tiles (4
/// loading), 17.6 of 128.0 MiB, peak 20.1"), and the last tapped pixel ("pixel 51234, 20017").
/// "Pixels" zooms to the maximum around the centre, where one stored pixel is about one point.
///
/// For the UI test: the readout's peak is the largest resident byte count sampled (every 0.25 s
/// and whenever zooming ends), in MiB; the budget is the "of" figure.
final class DeepZoomViewController: UIViewController {
    private let zoomContainer = ZoomableImageContainerView()
    private let tilesLabel = UILabel()
    private let pixelLabel = UILabel()
    /// Refreshes the tile readout while tiles arrive (they arrive between gestures too).
    private var refresh: Task<Void, Never>?
    /// The most bytes seen resident.
    private var peakBytes = 0

    private var imageView: ZoomableImageView { zoomContainer.imageView }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        zoomContainer.accessibilityIdentifier = "deepZoom.container"
        imageView.accessibilityIdentifier = "deepZoom.imageView"
        // 100 000 px across a ~393 pt wide screen at @3x: one stored pixel per device pixel at
        // zoom ≈ 85; 256 leaves room to see single pixels.
        imageView.maximumZoomScale = 256
        imageView.onTapImagePixel = { [weak self] pixel in self?.pixelLabel.text = Readout.pixel(pixel) }
        for (label, identifier) in [(tilesLabel, "deepZoom.tilesLabel"), (pixelLabel, "deepZoom.pixelLabel")] {
            label.textColor = .white
            label.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.6
            label.accessibilityIdentifier = identifier
        }
        pixelLabel.text = "pixel –"
        imageView.onZoomEnd = { [weak self] _ in self?.showTiles() }
        let pixels = UIBarButtonItem(title: "Pixels", style: .plain, target: self, action: #selector(zoomToPixels))
        pixels.accessibilityIdentifier = "deepZoom.zoomToPixels"
        navigationItem.rightBarButtonItem = pixels
        tilesLabel.text = "loading…"
        let stack = UIStackView(arrangedSubviews: [zoomContainer, tilesLabel, pixelLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
        // The readout starts once the image is loaded ("loading…" until then), and refreshes
        // while tiles arrive, until the screen goes or is released.
        refresh = Task { [weak self] in
            try? await self?.imageView.loadTiledImage(LabelledGridTiles())
            while !Task.isCancelled, let self {
                self.showTiles()
                try? await Task.sleep(nanoseconds: 250_000_000)
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        refresh?.cancel()
        refresh = nil
    }

    @objc private func zoomToPixels() {
        imageView.setZoomScale(imageView.maximumZoomScale, animated: false)
    }

    private func showTiles() {
        let readout = imageView.deepZoomStatus
        peakBytes = max(peakBytes, readout.residentBytes)
        let level = readout.level.map { "level \($0)" } ?? "base"
        tilesLabel.text = String(format: "%@, %d tiles (%d loading), %.1f of %.1f MiB, peak %.1f", level,
                                 readout.residentTileCount, readout.loadingTileCount,
                                 Double(readout.residentBytes) / 1_048_576, Double(readout.byteBudget) / 1_048_576,
                                 Double(peakBytes) / 1_048_576)
    }
}
