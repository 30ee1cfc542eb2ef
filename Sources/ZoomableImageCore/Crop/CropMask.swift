import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The shape a crop editor shows its crop as, for avatars: the box itself, the box with rounded
/// corners, or the circle in a square box. The output is the box's pixels either way — the
/// mask is what the app will draw it as.
@_spi(Internals)
public enum CropMask: Equatable, Sendable {
    /// The box itself.
    case rectangle
    /// The box with corners of this radius, points (at most half the shorter side; not finite
    /// and positive: square corners).
    case roundedRectangle(cornerRadius: CGFloat)
    /// The circle in the box, which is held square (the aspect ratio is locked 1 : 1).
    case circle

    /// The corner radius shown for a box of `size` points: 0, the given radius clamped to half
    /// the shorter side, or half the shorter side (a circle in a square).
    public func cornerRadius(forBoxOfSize size: CGSize) -> CGFloat {
        let half = Swift.max(0, Swift.min(size.width, size.height) / 2)
        switch self {
        case .rectangle: return 0
        case .roundedRectangle(let radius): return radius.isPositiveAndFinite ? Swift.min(radius, half) : 0
        case .circle: return half
        }
    }

    /// Whether the mask holds the box square.
    public var locksSquare: Bool { self == .circle }
}
