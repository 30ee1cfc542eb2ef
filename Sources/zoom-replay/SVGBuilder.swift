import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A minimal SVG writer: elements appended as text, numbers rounded to 0.01, text escaped.
/// No ids and no `<defs>`, so many drawings can be inlined in one HTML page without clashing.
struct SVGBuilder {
    /// The elements so far, one per line.
    private(set) var body: [String] = []
    /// Whether text sizes follow the page's `--text-scale` CSS variable (1 where it is not set,
    /// as in a standalone file): the replay page enlarges a drawing's text on narrow screens.
    var scalesText = false

    /// Appends another builder's elements, above these.
    mutating func append(_ other: SVGBuilder) {
        body += other.body
    }

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

    /// Appends a line of text with its baseline's start (or end, or middle) at `origin`; `halo`
    /// outlines the glyphs in white that wide, so lines beneath don't cross the text.
    mutating func text(_ text: String, at origin: CGPoint, size: CGFloat, fill: String = "#222",
                       anchor: String = "start", bold: Bool = false, halo: CGFloat? = nil) {
        guard origin.isFinite else { return }
        body.append("<text x=\"\(Self.n(origin.x))\" y=\"\(Self.n(origin.y))\"" + font(size: size, halo: halo)
                    + " fill=\"\(fill)\" text-anchor=\"\(anchor)\"" + (bold ? " font-weight=\"bold\"" : "")
                    + ">\(Self.escaped(text))</text>")
    }

    /// Appends many lines of text in one style (one group, so the style is written once); each
    /// label's `minor` ones carry the class `minor`, which the page hides on narrow screens.
    mutating func labels(_ labels: [(text: String, origin: CGPoint, minor: Bool)], size: CGFloat, fill: String,
                         halo: CGFloat? = nil) {
        let items = labels.filter { $0.origin.isFinite }.map {
            "<text x=\"\(Self.n($0.origin.x))\" y=\"\(Self.n($0.origin.y))\"\($0.minor ? " class=\"minor\"" : "")>"
                + "\(Self.escaped($0.text))</text>"
        }
        guard !items.isEmpty else { return }
        body.append("<g" + font(size: size, halo: halo) + " fill=\"\(fill)\">" + items.joined() + "</g>")
    }

    /// The font size attribute (and its scalable style), and the white halo if any.
    func font(size: CGFloat, halo: CGFloat?) -> String {
        var attributes = " font-size=\"\(Self.n(size))\""
        if scalesText { attributes += " style=\"font-size:calc(var(--text-scale,1)*\(Self.n(size))px)\"" }
        if let halo {
            attributes += " stroke=\"#fff\" stroke-width=\"\(Self.n(halo))\" stroke-linejoin=\"round\" paint-order=\"stroke\""
        }
        return attributes
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

    /// The elements as one `<svg>` element showing `viewBox` (container space, points) at
    /// `pixelSize` CSS pixels; `position` places it inside an enclosing SVG (CSS pixels).
    /// Everything outside the view box is clipped: an `<svg>` element clips its content.
    func element(viewBox: CGRect, pixelSize: CGSize, position: CGPoint? = nil, attributes: String = "") -> String {
        let place = position.map { " x=\"\(Self.n($0.x))\" y=\"\(Self.n($0.y))\"" } ?? ""
        return "<svg\(place) viewBox=\"\(Self.n(viewBox.minX)) \(Self.n(viewBox.minY)) \(Self.n(viewBox.width)) "
            + "\(Self.n(viewBox.height))\" width=\"\(Self.n(pixelSize.width))\" height=\"\(Self.n(pixelSize.height))\""
            + attributes + ">\n" + body.joined(separator: "\n") + "\n</svg>"
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
