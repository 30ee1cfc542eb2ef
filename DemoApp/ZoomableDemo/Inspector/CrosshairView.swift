import UIKit

/// A crosshair with a ring, centred on its own centre, that ignores touches (so a pinch that
/// starts on it reaches the image). Pin it to a pixel with
/// ``ZoomableImageView/addOverlay(_:atImagePixel:scalesWithImage:)``, which owns its `center`,
/// `transform` and `isHidden`; its lines are drawn by shape layers, 2 pt wide.
final class CrosshairView: UIView {
    private let shape = CAShapeLayer()
    private let halo = CAShapeLayer()

    /// A crosshair `size` points across.
    ///
    /// - Parameter size: the width and height of the crosshair, in points. 44 by default.
    init(size: CGFloat = 44) {
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        isUserInteractionEnabled = false
        for (layer, color, width) in [(halo, UIColor.white, CGFloat(4)), (shape, UIColor.systemRed, CGFloat(2))] {
            layer.path = Self.path(size: size)
            layer.strokeColor = color.cgColor
            layer.fillColor = nil
            layer.lineWidth = width
            self.layer.addSublayer(layer)
        }
    }

    @available(*, unavailable, message: "The crosshair is made in code")
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Two lines through the centre with a gap in the middle, and a ring.
    private static func path(size: CGFloat) -> CGPath {
        let path = UIBezierPath()
        let mid = size / 2
        let gap = size * 0.12
        path.move(to: CGPoint(x: 0, y: mid))
        path.addLine(to: CGPoint(x: mid - gap, y: mid))
        path.move(to: CGPoint(x: mid + gap, y: mid))
        path.addLine(to: CGPoint(x: size, y: mid))
        path.move(to: CGPoint(x: mid, y: 0))
        path.addLine(to: CGPoint(x: mid, y: mid - gap))
        path.move(to: CGPoint(x: mid, y: mid + gap))
        path.addLine(to: CGPoint(x: mid, y: size))
        path.append(UIBezierPath(ovalIn: CGRect(x: mid - size * 0.3, y: mid - size * 0.3, width: size * 0.6, height: size * 0.6)))
        return path.cgPath
    }
}
