#if !canImport(CoreGraphics)
import Foundation

extension CGPoint {
    /// The point transformed by `t`: (a·x + c·y + tx, b·x + d·y + ty), as in CoreGraphics.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` without its translation: (a·w + c·h, b·w + d·h), as in
    /// CoreGraphics. The result can be negative (a flip or a rotation).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the four transformed corners of this rectangle,
    /// as in CoreGraphics. A null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let rect = standardized
        let corners = (
            CGPoint(x: rect.minX, y: rect.minY).applying(t),
            CGPoint(x: rect.maxX, y: rect.minY).applying(t),
            CGPoint(x: rect.minX, y: rect.maxY).applying(t),
            CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        )
        let minX = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let maxX = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let minY = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let maxY = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif
