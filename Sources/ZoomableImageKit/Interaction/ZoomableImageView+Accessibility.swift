#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// An accessible, adjustable image: VoiceOver reads its label (the image's
    /// `accessibilityLabel` unless you set one) and its zoom ("200 %"), swipes up and down zoom in
    /// and out, a three-finger swipe moves a zoomed image by a page, and the "Reset zoom" action
    /// returns it to rest.
    func configureAccessibility() {
        isAccessibilityElement = true
        accessibilityTraits = .zoomableImage
        accessibilityCustomActions = [
            UIAccessibilityCustomAction(
                name: NSLocalizedString("Reset zoom", comment: "VoiceOver action that returns a zoomed image to rest"),
                target: self, selector: #selector(performAccessibilityReset))
        ]
        adoptAccessibilityLabel(from: nil)      // the first image's label, from code or a storyboard
    }

    /// The "Reset zoom" action: `false` (VoiceOver says it failed) when there is nothing to zoom
    /// or the image is already at rest.
    @objc func performAccessibilityReset() -> Bool {
        host.send(.accessibilityReset(shown: shownGeometry)).isHandled
    }

    /// Gives the view the new image's `accessibilityLabel`, unless it has a label of its own.
    func adoptAccessibilityLabel(from oldImage: UIImage?) {
        accessibilityLabel = ZoomInteraction.accessibilityLabel(
            current: accessibilityLabel, oldImageLabel: oldImage?.accessibilityLabel,
            newImageLabel: image?.accessibilityLabel)
    }

    /// The part of the view on screen, in screen coordinates: what VoiceOver's focus ring
    /// surrounds (the view's own frame under a 4× zoom reaches far outside its container).
    /// Setting it replaces that with your own.
    open override var accessibilityFrame: CGRect {
        get {
            MainActorBridge.value(or: .zero) {
                self.accessibilitySettings.frame ?? self.visibleAccessibilityFrame
            }
        }
        set {
            MainActorBridge.run { self.accessibilitySettings.frame = newValue }
        }
    }

    /// The middle of the part of the view on screen, in screen coordinates: where VoiceOver's
    /// double tap lands (the middle of the zoomed frame may be off screen or over a toolbar).
    /// Setting it replaces that with your own.
    open override var accessibilityActivationPoint: CGPoint {
        get {
            MainActorBridge.value(or: .zero) {
                self.accessibilitySettings.activationPoint
                    ?? CGPoint(x: self.visibleAccessibilityFrame.midX, y: self.visibleAccessibilityFrame.midY)
            }
        }
        set {
            MainActorBridge.run { self.accessibilitySettings.activationPoint = newValue }
        }
    }

    /// The visible part of the view, in screen coordinates (`.zero` without a container).
    var visibleAccessibilityFrame: CGRect {
        UIAccessibility.convertToScreenCoordinates(host.interaction.visibleFrameInContainer, in: superview ?? self)
    }

    /// VoiceOver swipe up: zoom in one step (×1.5, up to the maximum).
    open override func accessibilityIncrement() {
        MainActorBridge.run { [weak self] in
            self?.accessibilityStep(1)
        }
    }

    /// VoiceOver swipe down: zoom out one step (÷1.5, down to the minimum).
    open override func accessibilityDecrement() {
        MainActorBridge.run { [weak self] in
            self?.accessibilityStep(-1)
        }
    }

    /// VoiceOver three-finger swipe: moves a zoomed image by a page and announces what is visible.
    /// Returns `false` at rest or at the edge, so VoiceOver scrolls a paging parent (the next
    /// photo) or plays its boundary sound.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActorBridge.value(or: false) {
            self.scrollForAccessibility(AccessibilityScrollDirection(uiKitRawValue: direction.rawValue))
        }
    }

    func accessibilityStep(_ steps: Int) {
        host.send(.accessibilityStep(steps, shown: shownGeometry))
    }

    func scrollForAccessibility(_ direction: AccessibilityScrollDirection) -> Bool {
        host.send(.accessibilityScroll(direction, shown: shownGeometry)).isHandled
    }

    /// What VoiceOver says after a scroll: the visible part as percentages of the image, e.g.
    /// "Showing 25 % to 75 % across, 0 % to 40 % down".
    func pageScrollAnnouncement(_ fraction: CGRect) -> String {
        let percent = { (value: CGFloat) in self.percentFormatter.string(from: NSNumber(value: Double(value))) ?? "" }
        let format = NSLocalizedString("Showing %@ to %@ across, %@ to %@ down",
                                       comment: "VoiceOver after a three-finger scroll of a zoomed image: the visible part")
        return String(format: format, percent(fraction.minX), percent(fraction.maxX), percent(fraction.minY),
                      percent(fraction.maxY))
    }
}
#endif
