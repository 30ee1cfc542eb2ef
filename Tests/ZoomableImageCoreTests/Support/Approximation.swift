import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// Closeness checks with a tolerance relative to the magnitude of the expected value
/// (absolute near zero), so that the same helper serves point and pixel scales.
func isClose(_ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 1e-9) -> Bool {
    abs(actual - expected) <= tolerance * max(1, abs(expected))
}

func isClose(_ actual: CGPoint, _ expected: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(actual.x, expected.x, tolerance: tolerance) && isClose(actual.y, expected.y, tolerance: tolerance)
}

func isClose(_ actual: CGSize, _ expected: CGSize, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(actual.width, expected.width, tolerance: tolerance)
        && isClose(actual.height, expected.height, tolerance: tolerance)
}

func isClose(_ actual: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(actual.origin, expected.origin, tolerance: tolerance)
        && isClose(actual.size, expected.size, tolerance: tolerance)
}

func isClose(_ actual: CGAffineTransform, _ expected: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(actual.a, expected.a, tolerance: tolerance) && isClose(actual.b, expected.b, tolerance: tolerance)
        && isClose(actual.c, expected.c, tolerance: tolerance) && isClose(actual.d, expected.d, tolerance: tolerance)
        && isClose(actual.tx, expected.tx, tolerance: tolerance) && isClose(actual.ty, expected.ty, tolerance: tolerance)
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
