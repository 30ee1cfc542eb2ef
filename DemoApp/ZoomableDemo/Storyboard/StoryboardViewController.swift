import UIKit
import ZoomableImageKit

/// Screen 1: a ``ZoomableImageView`` placed in Main.storyboard as a custom class (module
/// ZoomableImageKit), inside a clipping container, with its maximum zoom set there as an
/// inspectable attribute.
///
/// The labels show what the UI tests read: the last tapped pixel ("pixel 1234, 567"), the zoom
/// ("zoom 2.50"), and — measured from what is on screen, frame by frame while the image moves
/// (see ``CoverageMonitor``) — the largest gap between the image and the container's edges now
/// and since the image last started moving ("gap 0.0 pt, peak 25.7 pt"). When zooming ends, the
/// settled label records the zoom and the gaps of the first frame after it
/// ("settled zoom 2.50, gap 0.0 pt, peak 25.7 pt"): a settled view shows a gap of 0.0.
///
/// On an iPad or a Mac the image takes the keyboard when the screen appears (⌘+ ⌘− ⌘0, the
/// arrows) and follows the trackpad and the mouse wheel (⌘-scroll zooms around the pointer).
///
/// The storyboard's layout does not depend on the image view's intrinsic size (the image's):
/// the image view's hugging and compression resistance are 1, the labels' vertical hugging 750
/// and compression resistance 999, so the labels keep their height and the container takes the
/// rest, whatever the image.
final class StoryboardViewController: UIViewController {
    @IBOutlet private var container: UIView!
    @IBOutlet private var imageView: ZoomableImageView!
    @IBOutlet private var infoLabel: UILabel!
    @IBOutlet private var zoomLabel: UILabel!
    @IBOutlet private var pixelLabel: UILabel!
    @IBOutlet private var gapLabel: UILabel!
    @IBOutlet private var settledLabel: UILabel!

    /// Follows the gaps on screen while the image moves.
    private var monitor: CoverageMonitor?
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
        for label in [infoLabel, zoomLabel, pixelLabel, gapLabel, settledLabel] {
            label?.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        }
        let traceButton = TraceShareButton(recording: imageView, presentingFrom: self)
        navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [traceButton.item]
        self.traceButton = traceButton
        let monitor = CoverageMonitor(imageView: imageView, container: container)
        monitor.onSample = { [weak self] in self?.showGaps() }
        monitor.onSettle = { [weak self] in self?.showSettled() }
        self.monitor = monitor
        infoLabel.text = Readout.imageInfo(image)
        zoomLabel.text = Readout.zoom(imageView.zoomScale)
        pixelLabel.text = "pixel –"
        settledLabel.text = "settled –"
        monitor.sample()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The container places the image view in its own layout pass, after this one: run it now
        // so that the gap is measured on the new layout.
        container.layoutIfNeeded()
        monitor?.sample()
    }

    /// The image takes the keyboard: ⌘+ ⌘− ⌘0 and the arrows reach it.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        imageView.becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        monitor?.stop()
    }

    /// The Reset button: back to rest, animated.
    @IBAction private func resetZoom(_ sender: Any) {
        imageView.resetZoom(animated: true)
    }

    /// A pinch or pan of the image view began, moved or ended.
    @objc private func gestureDidUpdate(_ recognizer: UIGestureRecognizer) {
        monitor?.sample()
    }

    /// "gap 0.0 pt, peak 25.7 pt" from the last sample, or `nil` without an image.
    private var gapReadout: String? {
        guard let monitor, let gaps = monitor.gaps else { return nil }
        return Readout.gap(current: gaps.largest, peak: monitor.peak)
    }

    private func showGaps() {
        gapLabel.showReadout(gapReadout ?? "gap –")
    }

    private func showSettled() {
        settledLabel.showReadout(gapReadout.map { Readout.settled(zoom: imageView.zoomScale, $0) } ?? "settled –")
    }
}

extension StoryboardViewController: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        pixelLabel.text = Readout.pixel(pixel)
    }

    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        zoomLabel.text = Readout.zoom(zoomScale)
        monitor?.sample()
    }

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        zoomLabel.text = Readout.zoom(zoomScale)
        monitor?.zoomingDidEnd()
    }
}
