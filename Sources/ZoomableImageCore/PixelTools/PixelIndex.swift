import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A whole pixel: the pixel at column `x`, row `y`, which covers [x, x + 1) × [y, y + 1) —
/// in oriented pixels, or in a bitmap's own (stored) pixels, as each API says.
///
/// ```swift
/// let index = PixelIndex(containing: CGPoint(x: 150.7, y: 99.2))   // (150, 99)
/// index.center                                                       // (150.5, 99.5)
/// ```
public struct PixelIndex: Hashable, Sendable, Codable {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// The pixel at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The pixel a continuous position lies in (the floor of each coordinate), or `nil` for a
    /// position that is not finite or beyond what an `Int` holds.
    public init?(containing point: CGPoint) {
        let x = point.x.rounded(.down)
        let y = point.y.rounded(.down)
        guard let column = Int(exactly: x), let row = Int(exactly: y) else { return nil }
        self.init(x: column, y: row)
    }

    /// The centre of the pixel, continuous: (x + 0.5, y + 0.5).
    public var center: CGPoint {
        CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
    }

    /// Whether the pixel lies inside an image of `size` (width and height in pixels).
    public func isInside(_ size: CGSize) -> Bool {
        x >= 0 && y >= 0 && CGFloat(x) < size.width && CGFloat(y) < size.height
    }
}
