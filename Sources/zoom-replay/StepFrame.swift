import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One frame of a replay, ready to be shown two ways: in the page, where the caption and the key
/// are HTML around the drawing (text that wraps and keeps its size at any width, and nothing
/// drawn over it), and as a standalone SVG file, where they are bands above and below it. Either
/// way the drawing is an `<svg>` element of its own, which clips it to its viewport: lines that
/// leave the region stop at its edge instead of running through the text.
struct StepFrame {
    /// The step's index.
    let index: Int
    /// The step in words.
    let caption: StepCaption
    /// The drawing, in container space.
    let drawing: SVGBuilder
    /// The region it shows and its size.
    let viewport: Viewport
    /// What the drawing shows, in key order, with each item's name.
    let legend: [(item: LegendItem, name: String)]

    static let fontFamily = "-apple-system, Helvetica, Arial, sans-serif"

    /// The frame as the page shows it: a `<figure>` with the caption, the drawing and the key;
    /// hidden unless `visible`.
    func html(visible: Bool) -> String {
        let paragraphs = caption.lines.map { line in
            let style = switch line.style {
            case .title: " class=\"title\""
            case .body: ""
            case .settle: " class=\"settle\""
            }
            return "<p\(style)>\(SVGBuilder.escaped(line.text))</p>"
        }.joined()
        let keys = legend.map { item, name in
            "<li><span class=\"swatch \(Self.swatchClass(item.swatch))\" style=\"--color: \(item.color)\"></span>"
                + "\(SVGBuilder.escaped(name))</li>"
        }.joined()
        let svg = drawing.element(viewBox: viewport.region, pixelSize: viewport.pixelSize,
                                  attributes: " class=\"drawing\" role=\"img\" aria-label=\"\(SVGBuilder.escaped(caption.title))\"")
        return "<figure class=\"frame\" id=\"step-\(index)\"\(visible ? "" : " hidden")>\n<figcaption>\(paragraphs)"
            + "</figcaption>\n\(svg)\n<ul class=\"legend\">\(keys)</ul>\n</figure>"
    }

    static func swatchClass(_ swatch: LegendItem.Swatch) -> String {
        switch swatch {
        case .area: "area"
        case .line: "line"
        case .dashed: "dashed"
        }
    }

    /// The frame as a standalone SVG document: caption band, drawing, key band, in CSS pixels.
    var svg: String {
        let width = viewport.pixelSize.width
        var bands = SVGBuilder()
        var y: CGFloat = 6
        for line in caption.lines {
            let size: CGFloat = line.style == .title ? 14 : 12
            for part in Self.wrapped(line.text, size: size, width: width - 20) {
                y += size + 6
                bands.text(part, at: CGPoint(x: 10, y: y), size: size, fill: line.style == .settle ? LegendItem.settleTarget.color : "#222",
                           bold: line.style == .title)
            }
        }
        let top = y + 10
        y = top + viewport.pixelSize.height + 4
        var x: CGFloat = 10
        y += 16
        for (item, name) in legend {
            let itemWidth = 16 + Self.width(of: name, size: 11) + 18
            if x > 10, x + itemWidth > width - 10 {
                x = 10
                y += 18
            }
            Self.swatch(item, at: CGPoint(x: x, y: y - 9), into: &bands)
            bands.text(name, at: CGPoint(x: x + 16, y: y), size: 11, fill: "#444")
            x += itemWidth
        }
        let height = y + 10
        let nested = drawing.element(viewBox: viewport.region, pixelSize: viewport.pixelSize, position: CGPoint(x: 0, y: top))
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(SVGBuilder.n(width)) \(SVGBuilder.n(height))\" "
            + "width=\"\(SVGBuilder.n(width))\" height=\"\(SVGBuilder.n(height))\" font-family=\"\(Self.fontFamily)\">\n"
            + "<title>\(SVGBuilder.escaped(caption.title))</title>\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
            + bands.body.joined(separator: "\n") + "\n" + nested + "\n</svg>\n"
    }

    /// A 10-pixel key for `item` with its top-left corner at `origin` (CSS pixels).
    static func swatch(_ item: LegendItem, at origin: CGPoint, into svg: inout SVGBuilder) {
        switch item.swatch {
        case .area:
            svg.rect(CGRect(origin: origin, size: CGSize(width: 10, height: 10)), fill: item.color)
        case .line, .dashed:
            let y = origin.y + 5
            svg.segments([(CGPoint(x: origin.x, y: y), CGPoint(x: origin.x + 12, y: y))], stroke: item.color, width: 2,
                         dash: item.swatch == .dashed ? "3 2" : nil)
        }
    }

    /// About how wide `text` is at `size` CSS pixels in the bands' sans-serif font.
    static func width(of text: String, size: CGFloat) -> CGFloat {
        CGFloat(text.count) * 0.56 * size
    }

    /// `text` split at its " · " separators into lines that fit `width` CSS pixels at `size`.
    static func wrapped(_ text: String, size: CGFloat, width: CGFloat) -> [String] {
        var lines: [String] = []
        for part in text.components(separatedBy: " · ") {
            if let last = lines.last, Self.width(of: last + " · " + part, size: size) <= width {
                lines[lines.count - 1] = last + " · " + part
            } else {
                lines.append(part)
            }
        }
        return lines
    }
}
