import UIKit

/// A numbered pin for ``ZoomableImageView/addOverlay(_:atImagePixel:scalesWithImage:)``: a ring
/// whose centre is the view's centre (the pinned pixel shows through it) and a number badge
/// above its top-right, outside the view's bounds.
///
/// It lets touches through (`isUserInteractionEnabled = false`), so that a pinch or tap that
/// starts on it reaches the image. For VoiceOver and the UI tests it is one element, "Pin 3",
/// identified "annotate.pin.3", whose frame is the ring's: its middle is the pinned point.
final class PinMarkerView: UIView {
    /// The ring's diameter, in points.
    static let diameter: CGFloat = 30

    /// The pin's number, from 1.
    let number: Int

    /// A pin numbered `number`, sized and ready to pin.
    ///
    /// - Parameter number: the number shown on its badge, from 1.
    init(number: Int) {
        self.number = number
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = "Pin \(number)"
        accessibilityIdentifier = "annotate.pin.\(number)"
        addRing()
        addBadge()
    }

    @available(*, unavailable, message: "Pins are made in code")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// A white ring over a dark one, visible on light and dark cells.
    private func addRing() {
        let path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
        for (color, width) in [(UIColor.black.withAlphaComponent(0.6), CGFloat(5)), (UIColor.white, CGFloat(2.5))] {
            let ring = CAShapeLayer()
            ring.path = path
            ring.fillColor = nil
            ring.strokeColor = color.cgColor
            ring.lineWidth = width
            layer.addSublayer(ring)
        }
    }

    /// The number on a dark capsule, its centre on the ring's top-right.
    private func addBadge() {
        let badge = UILabel()
        badge.text = "\(number)"
        badge.font = .monospacedDigitSystemFont(ofSize: 11, weight: .bold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = UIColor.black.withAlphaComponent(0.75)
        badge.layer.cornerRadius = 8
        badge.layer.masksToBounds = true
        let width = max(16, badge.intrinsicContentSize.width + 8)
        badge.frame = CGRect(x: bounds.maxX - width / 2, y: bounds.minY - 8, width: width, height: 16)
        addSubview(badge)
    }
}
