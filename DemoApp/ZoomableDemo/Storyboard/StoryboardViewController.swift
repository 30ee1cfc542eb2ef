import UIKit
import ZoomableImageKit

/// Screen 1: a ``ZoomableImageView`` placed in Main.storyboard as a custom class (module
/// ZoomableImageKit), inside a clipping container, with its maximum zoom set there as an
/// inspectable attribute.
///
/// The labels show what the UI tests read: the last tapped pixel ("pixel 1234, 567"), the zoom
/// ("zoom 2.50"), and — measured from what UIKit really draws, see ``CoverageReadout`` — the
/// largest gap between the image and the container's edges now and at its peak during the last
/// gesture ("gap 0.0 pt, peak 25.7 pt"). A settled view shows a gap of 0.0.
final class StoryboardViewController: UIViewController {
    @IBOutlet private var container: UIView!
    @IBOutlet private var imageView: ZoomableImageView!
    @IBOutlet private var infoLabel: UILabel!
    @IBOutlet private var zoomLabel: UILabel!
    @IBOutlet private var pixelLabel: UILabel!
    @IBOutlet private var gapLabel: UILabel!

    /// The largest gap seen since the last gesture began, in points.
    private var peakGap: CGFloat = 0
    /// "Record" / "Share trace": a gesture trace of the image view, to replay with zoom-replay.
    private var traceButton: TraceShareButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        let image = DemoImages.image(.large)
        imageView.image = image
        imageView.delegate = self
        // Follow the view's own recognizers too, to show the gap while a finger stretches it.
        imageView.pinchRecognizer.addTarget(self, action: #selector(gestureDidUpdate(_:)))
        imageView.panRecognizer.addTarget(self, action: #selector(gestureDidUpdate(_:)))
        for label in [infoLabel, zoomLabel, pixelLabel, gapLabel] {
            label?.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        }
        let traceButton = TraceShareButton(recording: imageView, presentingFrom: self)
        navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [traceButton.item]
        self.traceButton = traceButton
        infoLabel.text = Readout.imageInfo(image)
        zoomLabel.text = Readout.zoom(imageView.zoomScale)
        pixelLabel.text = "pixel –"
        updateGapLabel()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The container places the image view in its own layout pass, after this one: run it now
        // so that the gap is measured on the new layout.
        container.layoutIfNeeded()
        updateGapLabel()
    }

    /// The Reset button: back to rest, animated.
    @IBAction private func resetZoom(_ sender: Any) {
        imageView.resetZoom(animated: true)
    }

    /// A pinch or pan of the image view began, moved or ended.
    @objc private func gestureDidUpdate(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began { peakGap = 0 }
        updateGapLabel()
    }

    private func updateGapLabel() {
        guard let gaps = CoverageReadout.gaps(of: imageView, in: container) else {
            gapLabel.text = "gap –"
            return
        }
        peakGap = max(peakGap, gaps.largest)
        gapLabel.text = Readout.gap(current: gaps.largest, peak: peakGap)
    }
}

extension StoryboardViewController: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        pixelLabel.text = Readout.pixel(pixel)
    }

    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        zoomLabel.text = Readout.zoom(zoomScale)
        updateGapLabel()
    }

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        zoomLabel.text = Readout.zoom(zoomScale)
        updateGapLabel()
    }
}
