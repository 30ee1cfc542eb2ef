import UIKit

/// Draws a labelled pixel grid into a bitmap context whose units are pixels.
///
/// Fine lines every tenth of ``GridImageSpec/majorStep``, stronger lines every major step, each
/// major cell labelled with the pixel coordinates of its top-left corner ("1200,500"), and a bold
/// line every five major steps. Drawing is one stroked path per line weight and one string per
/// cell (about 1,200 for 4000 × 3000), a few tens of milliseconds — on any thread: UIKit's
/// colours, fonts and string drawing are thread-safe when drawing into a bitmap context.
struct GridPainter: Sendable {
    /// The picture to draw.
    let spec: GridImageSpec

    /// Paints the whole grid.
    ///
    /// - Parameter context: a context of `storedPixelWidth` × `storedPixelHeight` units, origin top-left.
    func paint(in context: CGContext) {
        let size = CGSize(width: spec.storedPixelWidth, height: spec.storedPixelHeight)
        UIColor(hue: spec.hue, saturation: 0.18, brightness: 0.98, alpha: 1).setFill()
        context.fill(CGRect(origin: .zero, size: size))
        let major = spec.majorStep
        strokeLines(every: max(major / 10, 1), skipping: major, in: context, size: size,
                    color: UIColor(hue: spec.hue, saturation: 0.25, brightness: 0.85, alpha: 1), width: 1)
        strokeLines(every: major, skipping: major * 5, in: context, size: size,
                    color: UIColor(hue: spec.hue, saturation: 0.6, brightness: 0.55, alpha: 1), width: 2)
        strokeLines(every: major * 5, skipping: nil, in: context, size: size,
                    color: UIColor(hue: spec.hue, saturation: 0.9, brightness: 0.35, alpha: 1), width: 4)
        drawLabels(size: size)
    }

    /// Strokes vertical and horizontal lines at multiples of `step`, leaving out multiples of
    /// `skipping` (drawn by a stronger pass).
    private func strokeLines(every step: Int, skipping: Int?, in context: CGContext, size: CGSize,
                             color: UIColor, width: CGFloat) {
        let path = CGMutablePath()
        for x in stride(from: 0, through: Int(size.width), by: step) where skipping.map({ x % $0 != 0 }) ?? true {
            path.move(to: CGPoint(x: CGFloat(x) + 0.5, y: 0))
            path.addLine(to: CGPoint(x: CGFloat(x) + 0.5, y: size.height))
        }
        for y in stride(from: 0, through: Int(size.height), by: step) where skipping.map({ y % $0 != 0 }) ?? true {
            path.move(to: CGPoint(x: 0, y: CGFloat(y) + 0.5))
            path.addLine(to: CGPoint(x: size.width, y: CGFloat(y) + 0.5))
        }
        context.addPath(path)
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(width)
        context.strokePath()
    }

    /// Writes "x,y" at the top-left corner of every major cell, in stored pixels.
    private func drawLabels(size: CGSize) {
        let major = spec.majorStep
        let fontSize = CGFloat(major) * 0.18
        let regular: [NSAttributedString.Key: Any] = [
            .font: UIFont.monospacedDigitSystemFont(ofSize: fontSize, weight: .medium),
            .foregroundColor: UIColor(white: 0.15, alpha: 1),
        ]
        let bold: [NSAttributedString.Key: Any] = [
            .font: UIFont.monospacedDigitSystemFont(ofSize: fontSize * 1.25, weight: .heavy),
            .foregroundColor: UIColor(hue: spec.hue, saturation: 0.9, brightness: 0.3, alpha: 1),
        ]
        let inset = CGFloat(major) * 0.06
        for y in stride(from: 0, to: Int(size.height), by: major) {
            for x in stride(from: 0, to: Int(size.width), by: major) {
                let isBold = x % (major * 5) == 0 && y % (major * 5) == 0
                let text = "\(x),\(y)" as NSString
                text.draw(at: CGPoint(x: CGFloat(x) + inset, y: CGFloat(y) + inset),
                          withAttributes: isBold ? bold : regular)
            }
        }
    }
}
