import UIKit

/// A title beside a switch, e.g. "Grid" and its switch, the switch identified for the UI tests.
///
/// ```swift
/// let grid = LabeledSwitch(title: "Grid", identifier: "annotate.gridSwitch", isOn: false) { isOn in
///     imageView.showsPixelGrid = isOn
/// }
/// ```
final class LabeledSwitch: UIStackView {
    /// The switch.
    let toggle = UISwitch()
    private let onChange: (Bool) -> Void

    /// - Parameters:
    ///   - title: the text beside the switch.
    ///   - identifier: the switch's accessibility identifier.
    ///   - isOn: the switch's first state; `onChange` is not called for it.
    ///   - onChange: called with the new state whenever the switch is flipped.
    init(title: String, identifier: String, isOn: Bool, onChange: @escaping (Bool) -> Void) {
        self.onChange = onChange
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .center
        spacing = 8
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        toggle.isOn = isOn
        toggle.accessibilityIdentifier = identifier
        toggle.accessibilityLabel = title
        toggle.addTarget(self, action: #selector(toggled), for: .valueChanged)
        addArrangedSubview(label)
        addArrangedSubview(toggle)
    }

    @available(*, unavailable, message: "Made in code")
    required init(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    @objc private func toggled() {
        onChange(toggle.isOn)
    }
}
