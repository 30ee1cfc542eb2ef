#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ZoomableImageView {
    /// An accessible, adjustable image: VoiceOver reads its label (the image's
    /// `accessibilityLabel` unless you set one) and its zoom ("200 %"), swipes up and down zoom in
    /// and out, and the "Reset zoom" action returns it to rest.
    func configureAccessibility() {
        isAccessibilityElement = true
        accessibilityTraits = .zoomableImage
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(
                name: NSLocalizedString("Reset zoom", comment: "VoiceOver action that returns a zoomed image to rest"),
                target: self, selector: #selector(performAccessibilityReset))
        ]
        updateAccessibilityValue()
    }

    @objc func performAccessibilityReset() -> Bool {
        guard canZoom, !engine.isAtRest else { return false }
        resetZoom(animated: true)
        return true
    }

    /// States the zoom as a percentage for the user's locale, e.g. "200 %".
    func updateAccessibilityValue() {
        accessibilityValue = percentFormatter.string(from: NSNumber(value: Double(zoomScale)))
    }

    /// Gives the view the new image's `accessibilityLabel`, unless it has a label of its own.
    func adoptAccessibilityLabel(from oldImage: UIImage?) {
        if accessibilityLabel == nil || accessibilityLabel == oldImage?.accessibilityLabel {
            accessibilityLabel = image?.accessibilityLabel
        }
    }

    /// VoiceOver swipe up: zoom in one step (×1.5, up to the maximum).
    open override func accessibilityIncrement() {
        MainActorBridge.run { [weak self] in
            guard let self, self.canZoom else { return }
            self.setZoomScale(self.engine.zoomScale(steppedBy: 1), animated: true)
        }
    }

    /// VoiceOver swipe down: zoom out one step (÷1.5, down to the minimum).
    open override func accessibilityDecrement() {
        MainActorBridge.run { [weak self] in
            guard let self, self.canZoom else { return }
            self.setZoomScale(self.engine.zoomScale(steppedBy: -1), animated: true)
        }
    }
}
#endif
