import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Places a drawing's text labels where they collide with nothing that matters: each other, the
/// event markers, and the edges of the container and coverage rect (a label on a border is
/// unreadable and hides the border). A label that fits nowhere is dropped if it is optional (a
/// grid number) or put in its first place otherwise (an event's label).
///
/// Boxes are measured at ``textScale`` times the nominal size: the replay page enlarges the
/// drawing's text by that much on a narrow screen, and a placement must hold there too.
struct LabelPlacer {
    /// How much larger the page may show the drawing's text than its nominal size (the
    /// `--text-scale` of the page's narrow-screen style).
    static let textScale: CGFloat = 1.8
    /// The average width of a character, in ems, of the drawing's sans-serif font (generous).
    static let characterWidth: CGFloat = 0.6

    /// Where a label goes relative to its point: its baseline's start, in CSS pixels from it, for
    /// a label `width` CSS pixels wide, `slide` CSS pixels farther out sideways.
    enum Position: CaseIterable {
        case aboveRight, belowRight, aboveLeft, belowLeft

        func offset(width: CGFloat, size: CGFloat, gap: CGFloat, slide: CGFloat) -> CGPoint {
            switch self {
            case .aboveRight: CGPoint(x: gap + slide, y: -gap)
            case .belowRight: CGPoint(x: gap + slide, y: gap + size)
            case .aboveLeft: CGPoint(x: -gap - width - slide, y: -gap)
            case .belowLeft: CGPoint(x: -gap - width - slide, y: gap + size)
            }
        }
    }

    /// How far a label may slide sideways, in CSS pixels, when its four places next to the point
    /// are taken (a border close beside the point).
    static let slides: [CGFloat] = [0, 6, 12, 20, 30]

    /// The drawing's region and scale.
    let viewport: Viewport
    /// What no label may overlap, in container space: edges, markers, event labels.
    private(set) var obstacles: [CGRect] = []
    /// The optional labels placed so far, as shown at their nominal size (all of them) and at
    /// ``textScale`` (those that are not minor: the only ones shown then).
    private(set) var nominalBoxes: [CGRect] = []
    private(set) var enlargedBoxes: [CGRect] = []

    init(viewport: Viewport) {
        self.viewport = viewport
    }

    /// Keeps labels off `rect`.
    mutating func avoid(_ rect: CGRect) {
        if rect.isFinite, !rect.isNull { obstacles.append(rect) }
    }

    /// Keeps labels off `rect`'s four edges, `reach` CSS pixels either side of each.
    mutating func avoidEdges(of rect: CGRect, reach: CGFloat = 4) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = viewport.length(reach)
        avoid(CGRect(x: rect.minX - r, y: rect.minY - r, width: rect.width + 2 * r, height: 2 * r))
        avoid(CGRect(x: rect.minX - r, y: rect.maxY - r, width: rect.width + 2 * r, height: 2 * r))
        avoid(CGRect(x: rect.minX - r, y: rect.minY - r, width: 2 * r, height: rect.height + 2 * r))
        avoid(CGRect(x: rect.maxX - r, y: rect.minY - r, width: 2 * r, height: rect.height + 2 * r))
    }

    /// The width of `text` at `size` CSS pixels, in CSS pixels, as drawn at `scale` times.
    static func width(of text: String, size: CGFloat, scale: CGFloat = textScale) -> CGFloat {
        CGFloat(text.count) * characterWidth * size * scale
    }

    /// The box `text` covers with its baseline starting at `origin`, in container space, when
    /// drawn at `scale` times `size`.
    func box(of text: String, size: CGFloat, at origin: CGPoint, scale: CGFloat = textScale) -> CGRect {
        let height = viewport.length(size * scale)
        return CGRect(x: origin.x, y: origin.y - height * 0.8,
                      width: viewport.length(Self.width(of: text, size: size, scale: scale)), height: height)
    }

    /// Whether a label box is inside the region and clear of every obstacle and of `boxes`.
    func isFree(_ box: CGRect, of boxes: [CGRect] = []) -> Bool {
        viewport.region.contains(box) && !obstacles.contains { $0.intersects(box) } && !boxes.contains { $0.intersects(box) }
    }

    /// Places an optional label (a grid number) at the first of `origins` (baseline starts)
    /// where it is free both at its nominal size among all optional labels and at ``textScale``
    /// among those shown enlarged; failing that — or at once when it is `minor` — where it is free
    /// at its nominal size, and then it is minor: the page hides minor labels where it enlarges
    /// text.
    ///
    /// - Returns: where and whether minor, or `nil` when it fits nowhere (drop it).
    mutating func placeOptional(_ text: String, size: CGFloat, at origins: [CGPoint], minor: Bool)
        -> (origin: CGPoint, minor: Bool)?
    {
        if !minor {
            for origin in origins {
                let nominal = box(of: text, size: size, at: origin, scale: 1)
                let enlarged = box(of: text, size: size, at: origin)
                if isFree(nominal, of: nominalBoxes), isFree(enlarged, of: enlargedBoxes) {
                    nominalBoxes.append(nominal)
                    enlargedBoxes.append(enlarged)
                    return (origin, false)
                }
            }
        }
        for origin in origins {
            let nominal = box(of: text, size: size, at: origin, scale: 1)
            if isFree(nominal, of: nominalBoxes) {
                nominalBoxes.append(nominal)
                return (origin, true)
            }
        }
        return nil
    }

    /// Places a label next to `point`, in the first of `positions` that is free — sliding it
    /// farther out sideways if none is (``slides``) — else in the first one, moved inside the
    /// region; and reserves its box.
    ///
    /// - Returns: the label's baseline start.
    mutating func place(_ text: String, size: CGFloat, near point: CGPoint, gap: CGFloat = 13,
                        positions: [Position] = Position.allCases) -> CGPoint {
        let width = Self.width(of: text, size: size)
        let origins = Self.slides.flatMap { slide in
            positions.map { position -> CGPoint in
                let offset = position.offset(width: width, size: size, gap: gap, slide: slide)
                return CGPoint(x: point.x + viewport.length(offset.x), y: point.y + viewport.length(offset.y))
            }
        }
        let chosen = origins.first { isFree(box(of: text, size: size, at: $0)) } ?? inside(origins.first ?? point, text, size)
        obstacles.append(box(of: text, size: size, at: chosen))
        return chosen
    }

    /// `origin` moved just enough for the label's box to lie inside the region.
    func inside(_ origin: CGPoint, _ text: String, _ size: CGFloat) -> CGPoint {
        let box = box(of: text, size: size, at: origin)
        let region = viewport.region
        let x = min(max(box.minX, region.minX), region.maxX - box.width)
        let y = min(max(box.minY, region.minY), region.maxY - box.height)
        return CGPoint(x: origin.x + x - box.minX, y: origin.y + y - box.minY)
    }
}
