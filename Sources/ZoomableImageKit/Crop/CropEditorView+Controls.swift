#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// The dial and the Photos-style toolbar: Cancel, rotate, mirror, the aspect-ratio menu,
    /// Reset, Done. Each control sends its event; the menu lists ``CropAspectRatio/presets``.
    /// Identifiers start with "cropEditor." for UI tests.
    func installControls() {
        dial.editor = self
        dial.accessibilityIdentifier = "cropEditor.dial"
        addSubview(dial)

        aspectButton.showsMenuAsPrimaryAction = true
        aspectButton.menu = UIMenu(title: "Aspect ratio", children: CropAspectRatio.presets.map { preset in
            UIAction(title: preset.name) { [weak self] _ in self?.host.send(.aspectRatio(preset)) }
        })
        aspectButton.accessibilityLabel = "Aspect ratio"
        // Identifier, what VoiceOver reads, what is shown (a symbol or a word), the event.
        let buttons: [(String, String, String, UIImage?, CropEditorEvent)] = [
            ("cancel", "Cancel", "Cancel", nil, .cancel),
            ("rotate", "Rotate", "", UIImage(systemName: "rotate.left"), .turn),
            ("mirror", "Mirror", "", UIImage(systemName: "flip.horizontal"), .mirror(horizontally: true)),
            ("reset", "Reset", "Reset", nil, .reset),
            ("done", "Done", "Done", nil, .done),
        ]
        let made = buttons.map { identifier, label, shown, image, event in
            makeButton(identifier: identifier, label: label, shown: shown, image: image, event: event)
        }
        aspectButton.accessibilityIdentifier = "cropEditor.aspectRatio"
        // Cancel, rotate, mirror, aspect ratio, reset, done.
        for button in Array(made[0..<3]) + [aspectButton] + Array(made[3...]) {
            button.tintColor = .white
            toolbar.addArrangedSubview(button)
        }
        toolbar.axis = .horizontal
        toolbar.distribution = .fillEqually
        toolbar.accessibilityIdentifier = "cropEditor.toolbar"
        addSubview(toolbar)
    }

    /// A toolbar button showing `shown` and `image` that sends `event`; VoiceOver reads `label`.
    private func makeButton(identifier: String, label: String, shown: String, image: UIImage?,
                            event: CropEditorEvent) -> UIButton {
        let button = UIButton(type: .system, primaryAction: UIAction(title: shown, image: image) { [weak self] _ in
            self?.host.send(event)
        })
        button.accessibilityLabel = label
        button.accessibilityIdentifier = "cropEditor." + identifier
        return button
    }
}

/// The straightening dial: a slider from −45° to 45° whose touches are the dial's gesture
/// (down, moves, up) and whose VoiceOver adjustments turn by 1°.
final class CropAngleSlider: UISlider {
    /// The editor it sends to.
    weak var editor: CropEditorView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        minimumValue = -Float(CropEditorResult.maximumAngleDegrees)
        maximumValue = Float(CropEditorResult.maximumAngleDegrees)
        accessibilityLabel = "Straighten"
        addTarget(self, action: #selector(touched), for: .touchDown)
        addTarget(self, action: #selector(moved), for: .valueChanged)
        addTarget(self, action: #selector(released), for: [.touchUpInside, .touchUpOutside, .touchCancel])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @objc private func touched() { editor?.host.send(.dial(.began, degrees: CGFloat(value))) }
    @objc private func moved() { editor?.host.send(.dial(.changed, degrees: CGFloat(value))) }
    @objc private func released() { editor?.host.send(.dial(.ended, degrees: CGFloat(value))) }

    /// VoiceOver's swipe up: 1° clockwise (on the main thread, through the bridge: the SDK does
    /// not mark accessibility overrides as main-actor isolated).
    override func accessibilityIncrement() {
        MainActorBridge.run { [weak self] in self?.editor?.host.send(.adjustAngle(clockwise: true)) }
    }

    /// VoiceOver's swipe down: 1° counterclockwise.
    override func accessibilityDecrement() {
        MainActorBridge.run { [weak self] in self?.editor?.host.send(.adjustAngle(clockwise: false)) }
    }
}
#endif
