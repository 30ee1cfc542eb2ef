import UIKit

/// The UIKit content of the "Zoom any view: UIKit" screen: a 360 × 240 pt diagram of a
/// renderer's stages — boxes with small text (`UILabel`s, 9 pt) joined by arrows (one
/// `CAShapeLayer`) — that must stay sharp at ×8.
///
/// Laid out once at its own size: `ZoomableView` keeps the content's bounds at 360 × 240 and
/// scales it; once zooming ends it raises every label's `contentScaleFactor` and the arrow
/// layer's `contentsScale`, so the text is drawn again, not magnified.
final class DiagramView: UIView {
    /// The diagram's own size, points.
    static let size = CGSize(width: 360, height: 240)

    /// A box: its title and frame in the diagram's points.
    struct Box {
        let title: String
        let frame: CGRect
    }

    /// Six stages in two rows of three: 100 × 60 pt boxes, 30 pt apart, 20 pt from the edges.
    static let boxes: [Box] = [
        Box(title: "Gesture", frame: CGRect(x: 20, y: 40, width: 100, height: 60)),
        Box(title: "Interaction", frame: CGRect(x: 130, y: 40, width: 100, height: 60)),
        Box(title: "Engine", frame: CGRect(x: 240, y: 40, width: 100, height: 60)),
        Box(title: "Effects", frame: CGRect(x: 20, y: 140, width: 100, height: 60)),
        Box(title: "Host", frame: CGRect(x: 130, y: 140, width: 100, height: 60)),
        Box(title: "Screen", frame: CGRect(x: 240, y: 140, width: 100, height: 60)),
    ]

    /// The box titles' labels: what the screen reads the drawing scale from.
    private(set) var labels: [UILabel] = []
    private let arrows = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        backgroundColor = .systemBackground
        arrows.strokeColor = UIColor.secondaryLabel.cgColor
        arrows.fillColor = UIColor.clear.cgColor
        arrows.lineWidth = 0.5
        arrows.path = Self.arrowPath().cgPath
        layer.addSublayer(arrows)
        for box in Self.boxes {
            let label = UILabel(frame: box.frame)
            label.text = box.title + "\nstage"
            label.numberOfLines = 2
            label.textAlignment = .center
            label.font = .systemFont(ofSize: 9)
            label.layer.borderColor = UIColor.label.cgColor
            label.layer.borderWidth = 0.5
            label.layer.cornerRadius = 6
            addSubview(label)
            labels.append(label)
        }
    }

    /// Not made from archives.
    required init?(coder: NSCoder) {
        nil
    }

    /// Arrows from each box to the next: across the rows, then down from the first row's end.
    static func arrowPath() -> UIBezierPath {
        let path = UIBezierPath()
        for (from, to) in [(0, 1), (1, 2), (3, 4), (4, 5)] {
            path.move(to: CGPoint(x: boxes[from].frame.maxX, y: boxes[from].frame.midY))
            path.addLine(to: CGPoint(x: boxes[to].frame.minX, y: boxes[to].frame.midY))
        }
        path.move(to: CGPoint(x: boxes[2].frame.midX, y: boxes[2].frame.maxY))
        path.addLine(to: CGPoint(x: boxes[2].frame.midX, y: 120))
        path.addLine(to: CGPoint(x: boxes[3].frame.midX, y: 120))
        path.addLine(to: CGPoint(x: boxes[3].frame.midX, y: boxes[3].frame.minY))
        return path
    }
}
