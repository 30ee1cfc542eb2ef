import UIKit
import ZoomableImageKit

/// Follows a zoomable image's gaps (``CoverageReadout``) frame by frame while the view moves, so
/// that a visual overshoot during a settle animation is seen, and reports the state shown on the
/// first frame after zooming ends.
///
/// ```swift
/// let monitor = CoverageMonitor(imageView: imageView, container: container)
/// monitor.onSample = { gapLabel.text = … monitor.gaps … monitor.peak }
/// monitor.onSettle = { settledLabel.text = … }
/// // from the view's callbacks and recognizers: monitor.sample()
/// // from didEndZoomingAt: monitor.zoomingDidEnd()
/// ```
///
/// A display link runs only while the view is zooming (or a settled frame is due), so an idle
/// screen stays idle — XCUITest waits for that before every event.
@MainActor
final class CoverageMonitor {
    /// The gaps on screen at the last sample, or `nil` without an image.
    private(set) var gaps: CoverageGaps?
    /// The largest gap since the view last started moving, in points.
    private(set) var peak: CGFloat = 0
    /// Called after every sample.
    var onSample: (() -> Void)?
    /// Called once for each end of zooming, after the sample of the first frame after it.
    var onSettle: (() -> Void)?

    private weak var imageView: ZoomableImageView?
    private weak var container: UIView?
    private var displayLink: CADisplayLink?
    private var isSettleDue = false

    /// - Parameters:
    ///   - imageView: the view to watch.
    ///   - container: its container (superview), the rect the image should cover.
    init(imageView: ZoomableImageView, container: UIView) {
        self.imageView = imageView
        self.container = container
    }

    /// Measures the gaps now; if the view is zooming, follows every frame until it stops.
    func sample() {
        guard let imageView, let container else { return }
        if imageView.isZooming { follow() }
        gaps = CoverageReadout.gaps(of: imageView, in: container)
        peak = max(peak, gaps?.largest ?? 0)
        onSample?()
    }

    /// Zooming ended: measures the first frame drawn after it and reports it to ``onSettle``.
    func zoomingDidEnd() {
        isSettleDue = true
        follow()
    }

    /// Stops following frames (the screen goes away).
    func stop() {
        displayLink?.invalidate()
        displayLink = nil
        isSettleDue = false
    }

    /// Starts the display link if it is not running; a new movement starts a new peak.
    private func follow() {
        guard displayLink == nil else { return }
        peak = 0
        let link = CADisplayLink(target: FrameTarget(self), selector: #selector(FrameTarget.frameDidShow(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    fileprivate func frameDidShow() {
        sample()
        if isSettleDue {
            isSettleDue = false
            onSettle?()
        }
        if imageView?.isZooming != true && !isSettleDue { stop() }
    }
}

/// The display link's target: it holds the monitor weakly (a display link retains its target)
/// and ends the link if the monitor is gone.
@MainActor
private final class FrameTarget: NSObject {
    private weak var monitor: CoverageMonitor?

    init(_ monitor: CoverageMonitor) {
        self.monitor = monitor
    }

    @objc func frameDidShow(_ link: CADisplayLink) {
        guard let monitor else {
            link.invalidate()
            return
        }
        monitor.frameDidShow()
    }
}
