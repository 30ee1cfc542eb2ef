import UIKit

/// The eyedropper's result: a square of the colour and its hex value in sRGB ("#4CD040",
/// from ``UIKit/UIColor/sRGBHex``), or "colour –" before any colour. The swatch is identified
/// "annotate.swatch" and the label "annotate.colorLabel" for the UI tests.
final class ColorSwatchView: UIStackView {
    private let swatch = UIView()
    private let hexLabel = UILabel()

    /// An empty swatch ("colour –").
    init() {
        super.init(frame: .zero)
        axis = .horizontal
        alignment = .center
        spacing = 8
        swatch.layer.cornerRadius = 6
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        swatch.accessibilityIdentifier = "annotate.swatch"
        swatch.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            swatch.widthAnchor.constraint(equalToConstant: 28),
            swatch.heightAnchor.constraint(equalToConstant: 28),
        ])
        hexLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        hexLabel.accessibilityIdentifier = "annotate.colorLabel"
        addArrangedSubview(swatch)
        addArrangedSubview(hexLabel)
        show(nil)
    }

    @available(*, unavailable, message: "The swatch is made in code")
    required init(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Shows a colour, or none.
    ///
    /// - Parameter color: the colour read under the last tap; `nil` for none.
    func show(_ color: UIColor?) {
        swatch.backgroundColor = color ?? .clear
        hexLabel.text = color?.sRGBHex ?? "colour –"
    }
}
