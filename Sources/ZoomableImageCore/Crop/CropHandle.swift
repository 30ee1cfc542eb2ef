import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A corner or an edge of the crop box, which a finger drags to resize it: the opposite corner
/// or edge stays put.
@_spi(Internals)
public enum CropHandle: Int, CaseIterable, Sendable {
    case topLeft, top, topRight, right, bottomRight, bottom, bottomLeft, left

    /// The edge that moves across: −1 the left edge, 1 the right one, 0 neither.
    public var horizontal: Int {
        switch self {
        case .topLeft, .left, .bottomLeft: return -1
        case .topRight, .right, .bottomRight: return 1
        case .top, .bottom: return 0
        }
    }

    /// The edge that moves up or down: −1 the top edge, 1 the bottom one, 0 neither.
    public var vertical: Int {
        switch self {
        case .topLeft, .top, .topRight: return -1
        case .bottomLeft, .bottom, .bottomRight: return 1
        case .left, .right: return 0
        }
    }

    /// Whether the handle is a corner (both edges move).
    public var isCorner: Bool { horizontal != 0 && vertical != 0 }

    /// The handle for the edges that move: `nil` for (0, 0).
    init?(horizontal: Int, vertical: Int) {
        guard let handle = Self.allCases.first(where: { $0.horizontal == horizontal && $0.vertical == vertical }) else {
            return nil
        }
        self = handle
    }

    /// The handle a touch at `point` grabs, or `nil` for the image (inside the box away from its
    /// edges, or farther than `reach` outside it).
    ///
    /// A touch within `reach` of an edge line, along the edge (reach included), grabs that edge;
    /// near two edges it grabs their corner. When the box is so small that both opposite edges
    /// are within reach, the nearer one wins (the right or bottom one on a tie).
    ///
    /// - Parameters:
    ///   - point: where the touch landed, container space.
    ///   - box: the crop box, container space.
    ///   - reach: how far from an edge a touch still grabs it, points (22: half a finger).
    public static func handle(at point: CGPoint, box: CGRect, reach: CGFloat) -> CropHandle? {
        guard point.isFinite, box.hasPositiveFiniteArea,
              point.x >= box.minX - reach, point.x <= box.maxX + reach,
              point.y >= box.minY - reach, point.y <= box.maxY + reach else { return nil }
        return CropHandle(horizontal: side(point.x, from: box.minX, to: box.maxX, reach: reach),
                          vertical: side(point.y, from: box.minY, to: box.maxY, reach: reach))
    }

    /// −1 near `lower`, 1 near `upper`, 0 near neither; the nearer when near both.
    static func side(_ value: CGFloat, from lower: CGFloat, to upper: CGFloat, reach: CGFloat) -> Int {
        let toLower = abs(value - lower)
        let toUpper = abs(value - upper)
        guard Swift.min(toLower, toUpper) <= reach else { return 0 }
        return toLower < toUpper ? -1 : 1
    }

    /// The handle's name for VoiceOver: "Top edge", "Top left corner" …
    public var accessibilityName: String {
        switch self {
        case .topLeft: return "Top left corner"
        case .top: return "Top edge"
        case .topRight: return "Top right corner"
        case .right: return "Right edge"
        case .bottomRight: return "Bottom right corner"
        case .bottom: return "Bottom edge"
        case .bottomLeft: return "Bottom left corner"
        case .left: return "Left edge"
        }
    }

    /// The four edges, in VoiceOver's reading order: top, right, bottom, left.
    public static let edges: [CropHandle] = [.top, .right, .bottom, .left]
}
