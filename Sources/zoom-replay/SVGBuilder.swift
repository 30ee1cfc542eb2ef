import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A minimal SVG writer: elements appended as text, numbers rounded to 0.01, text escaped.
/// No ids and no `<defs>`, so many drawings can be inlined in one HTML page without clashing.
struct SVGBuilder {
    /// The elements so far, one per line.
    private(set) var body: [String] = []

    /// Appends a rectangle.
    mutating func rect(_ rect: CGRect, fill: String = "none", stroke: String = "none", width: CGFloat = 0,
                       dash: String? = nil, opacity: CGFloat = 1) {
        guard rect.isFinite else { return }
        let paint = Self.paint(fill: fill, stroke: stroke, width: width, dash: dash, opacity: opacity)
        body.append("<rect x=\"\(Self.n(rect.minX))\" y=\"\(Self.n(rect.minY))\" width=\"\(Self.n(rect.width))\" "
                    + "height=\"\(Self.n(rect.height))\"" + paint + "/>")
    }

    /// Appends a path made of straight segments, each from one point to the next.
    mutating func segments(_ segments: [(CGPoint, CGPoint)], stroke: String, width: CGFloat, dash: String? = nil,
                           opacity: CGFloat = 1) {
        let finite = segments.filter { $0.0.isFinite && $0.1.isFinite }
        guard !finite.isEmpty else { return }
        let d = finite.map { "M\(Self.n($0.0.x)) \(Self.n($0.0.y))L\(Self.n($0.1.x)) \(Self.n($0.1.y))" }.joined()
        body.append("<path d=\"\(d)\"" + Self.paint(fill: "none", stroke: stroke, width: width, dash: dash,
                                                   opacity: opacity) + "/>")
    }

    /// Appends a closed polygon.
    mutating func polygon(_ points: [CGPoint], fill: String) {
        guard points.allSatisfy(\.isFinite) else { return }
        let list = points.map { "\(Self.n($0.x)),\(Self.n($0.y))" }.joined(separator: " ")
        body.append("<polygon points=\"\(list)\" fill=\"\(fill)\"/>")
    }

    /// Appends a circle.
    mutating func circle(_ center: CGPoint, radius: CGFloat, fill: String = "none", stroke: String = "none",
                         width: CGFloat = 0) {
        guard center.isFinite else { return }
        body.append("<circle cx=\"\(Self.n(center.x))\" cy=\"\(Self.n(center.y))\" r=\"\(Self.n(radius))\""
                    + Self.paint(fill: fill, stroke: stroke, width: width, dash: nil, opacity: 1) + "/>")
    }

    /// Appends a line of text with its baseline's start (or end, or middle) at `origin`.
    mutating func text(_ text: String, at origin: CGPoint, size: CGFloat, fill: String = "#222",
                       anchor: String = "start", bold: Bool = false) {
        guard origin.isFinite else { return }
        body.append("<text x=\"\(Self.n(origin.x))\" y=\"\(Self.n(origin.y))\" font-size=\"\(Self.n(size))\" "
                    + "fill=\"\(fill)\" text-anchor=\"\(anchor)\"" + (bold ? " font-weight=\"bold\"" : "")
                    + ">\(Self.escaped(text))</text>")
    }

    /// Appends many lines of text in one style (one group, so the style is written once).
    mutating func labels(_ labels: [(text: String, origin: CGPoint)], size: CGFloat, fill: String) {
        let items = labels.filter { $0.origin.isFinite }.map {
            "<text x=\"\(Self.n($0.origin.x))\" y=\"\(Self.n($0.origin.y))\">\(Self.escaped($0.text))</text>"
        }
        guard !items.isEmpty else { return }
        body.append("<g font-size=\"\(Self.n(size))\" fill=\"\(fill)\">" + items.joined() + "</g>")
    }

    /// Appends an arrow from `start` to `end` with a head of length `head`.
    mutating func arrow(from start: CGPoint, to end: CGPoint, color: String, width: CGFloat, head: CGFloat,
                        dash: String? = nil) {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length.isFinite, length > head * 0.5 else { return }
        let (ux, uy) = (dx / length, dy / length)
        let base = CGPoint(x: end.x - ux * head, y: end.y - uy * head)
        segments([(start, base)], stroke: color, width: width, dash: dash)
        polygon([end, CGPoint(x: base.x - uy * head * 0.45, y: base.y + ux * head * 0.45),
                 CGPoint(x: base.x + uy * head * 0.45, y: base.y - ux * head * 0.45)], fill: color)
    }

    /// The finished document: an `<svg>` element with `viewBox` in container space (points) and
    /// a size in CSS pixels.
    func document(viewBox: CGRect, pixelSize: CGSize, title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Self.n(viewBox.minX)) \(Self.n(viewBox.minY)) "
            + "\(Self.n(viewBox.width)) \(Self.n(viewBox.height))\" width=\"\(Self.n(pixelSize.width))\" "
            + "height=\"\(Self.n(pixelSize.height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
            + "<title>\(Self.escaped(title))</title>\n" + body.joined(separator: "\n") + "\n</svg>\n"
    }

    /// A coordinate or length: at most two decimals.
    static func n(_ value: CGFloat) -> String {
        Format.number(value, digits: 2)
    }

    /// `text` safe inside an element or an attribute.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static func paint(fill: String, stroke: String, width: CGFloat, dash: String?, opacity: CGFloat) -> String {
        var attributes = " fill=\"\(fill)\""
        if stroke != "none" {
            attributes += " stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
        }
        if let dash { attributes += " stroke-dasharray=\"\(dash)\"" }
        if opacity < 1 { attributes += " opacity=\"\(n(opacity))\"" }
        return attributes
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether origin and size are finite.
    var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
