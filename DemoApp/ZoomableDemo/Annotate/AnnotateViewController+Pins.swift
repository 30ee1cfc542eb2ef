import UIKit
import ZoomableImageKit

extension AnnotateViewController {
    /// Drops the next pin on the centre of the pixel under a tap and shows the pixel's colour.
    ///
    /// - Parameter pixel: the tap, in oriented pixels (continuous).
    func dropPin(at pixel: CGPoint) {
        let centre = CGPoint(x: pixel.x.rounded(.down) + 0.5, y: pixel.y.rounded(.down) + 0.5)
        let number = (pins.last?.number ?? 0) + 1
        let pin = AnnotationPin(number: number, pixel: centre, color: imageView.color(atImagePixel: centre),
                                marker: PinMarkerView(number: number))
        imageView.addOverlay(pin.marker, atImagePixel: centre)
        pins.append(pin)
        swatchView.show(pin.color)
        showReadout()
    }

    /// Removes every pin and the eyedropper's colour; the next pin is number 1 again.
    @objc func clearTapped() {
        pins.forEach { imageView.removeOverlay($0.marker) }
        pins = []
        swatchView.show(nil)
        showReadout()
    }

    /// Writes "settled zoom 2.50, portrait 393 × 852, pin 1 at 98.50, 320.25" (or "…, pin –"
    /// before a pin) — at rest only: not while the image is zooming (a gesture or a settle
    /// animation; ``ZoomableImageView/isZooming``) nor while the screen turns. A UI test that
    /// waits for a new settled text reads the final state of what it did.
    ///
    /// The point is where ``ZoomableImageView/point(forImagePixel:in:)`` puts pin 1's pixel in
    /// the coordinate space of the window's screen, `UIScreen.coordinateSpace`: points from the
    /// top-left corner of the screen *as the interface is turned* (it turns with the interface,
    /// unlike `fixedCoordinateSpace`, which stays portrait-up). That is the space of UIKit's
    /// `accessibilityFrame` ("in screen coordinates"), from which XCUITest reports an element's
    /// `frame` — so the readout and the pin element's frame can be compared as they are, in
    /// portrait and in landscape.
    func showReadout() {
        guard !isTransitioning, !imageView.isZooming else { return }
        let screen = view.window?.windowScene?.screen.coordinateSpace
        let point = pins.first(where: { $0.number == 1 }).flatMap { pin in
            screen.flatMap { imageView.point(forImagePixel: pin.pixel, in: $0) }
        }
        let detail = Readout.layout(view.bounds.size) + ", " + Readout.pin(1, at: point)
        readoutLabel.showReadout(Readout.settled(zoom: imageView.zoomScale, detail))
    }
}

extension AnnotateViewController: ZoomableImageViewDelegate {
    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) {
        dropPin(at: pixel)
    }

    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) {
        showReadout()
    }
}
