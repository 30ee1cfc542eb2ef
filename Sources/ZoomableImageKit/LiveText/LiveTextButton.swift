#if canImport(UIKit)
import UIKit

/// The Live Text button: a toggle in the bottom trailing corner of the image view's container,
/// inside its safe area, that highlights the text and codes Live Text found (VisionKit's
/// `selectableItemsHighlighted`), like the button in Photos.
///
/// It lives in the container, not in the zoomed view, so it neither scales nor slides with the
/// zoom; Auto Layout keeps it in the corner of the container's `safeAreaLayoutGuide` through
/// rotations and resizes (removing it from the container removes its constraints). It is hidden
/// until an analysis in place has found something.
final class LiveTextButton: UIButton {
    /// How far the button sits inside the container's safe area, points: 8.
    static let margin: CGFloat = 8
    /// The button's accessibility identifier, for UI tests.
    static let identifier = "ZoomableImageView.liveTextButton"

    /// Called with the new state when a person toggles the button.
    var onToggle: ((Bool) -> Void)?

    init() {
        super.init(frame: .zero)
        var configuration = UIButton.Configuration.gray()
        configuration.image = UIImage(systemName: "text.viewfinder")
        configuration.cornerStyle = .capsule
        self.configuration = configuration
        // A toggle: UIKit flips `isSelected` on each tap (iOS 15) and shows the selected look.
        changesSelectionAsPrimaryAction = true
        accessibilityLabel = NSLocalizedString("Live Text", comment: "The button that highlights the text found in an image")
        accessibilityIdentifier = Self.identifier
        translatesAutoresizingMaskIntoConstraints = false
        isHidden = true
        addAction(UIAction { [weak self] _ in
            self?.onToggle?(self?.isSelected == true)
        }, for: .primaryActionTriggered)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LiveTextButton is made in code")
    }

    /// Puts the button on top of `container`, in the bottom trailing corner of its safe area.
    func install(in container: UIView) {
        container.addSubview(self)
        let guide = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -Self.margin),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -Self.margin),
        ])
    }
}
#endif
