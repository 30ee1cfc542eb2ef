import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// When pixels turn into sharp squares. A photo viewer must never show squares (the default is
/// smooth), a pixel inspector must show them as soon as they are magnified, and a threshold
/// must count device pixels, not points.
@Suite struct PixelMagnificationTests {
    static let rows: [(PixelMagnification, CGFloat, PixelFilter)] = [
        (.smooth, 0.5, .linear), (.smooth, 1, .linear), (.smooth, 40, .linear),
        // Sharp only magnifies: at one device pixel per pixel or less there is nothing to square.
        (.sharp, 0.5, .linear), (.sharp, 1, .linear), (.sharp, 1.01, .nearest), (.sharp, 40, .nearest),
        (.sharpWhenPixelsSpan(devicePixels: 4), 3.99, .linear), (.sharpWhenPixelsSpan(devicePixels: 4), 4, .nearest),
        (.sharpWhenPixelsSpan(devicePixels: 4), 9, .nearest),
        // A threshold below 1 (or not finite) counts as 1: the same as sharp.
        (.sharpWhenPixelsSpan(devicePixels: 0.2), 1, .linear), (.sharpWhenPixelsSpan(devicePixels: 0.2), 1.5, .nearest),
        (.sharpWhenPixelsSpan(devicePixels: -3), 2, .nearest), (.sharpWhenPixelsSpan(devicePixels: .nan), 2, .nearest),
        (.sharpWhenPixelsSpan(devicePixels: .infinity), 2, .nearest),
        // A magnification that cannot be measured is smooth.
        (.sharp, 0, .linear), (.sharp, -2, .linear), (.sharp, .nan, .linear), (.sharp, .infinity, .linear),
        (.sharpWhenPixelsSpan(devicePixels: 0.2), 0, .linear), (.sharpWhenPixelsSpan(devicePixels: 0.2), -2, .linear),
        (.sharpWhenPixelsSpan(devicePixels: 4), .infinity, .linear), (.sharpWhenPixelsSpan(devicePixels: 4), .nan, .linear),
    ]

    @Test(arguments: 0..<rows.count)
    func theFilterFollowsTheRule(row: Int) {
        let (magnification, density, expected) = Self.rows[row]
        #expect(magnification.filter(atDevicePixelsPerPixel: density) == expected, "\(magnification) at \(density)")
        #expect(magnification.isSharp(atDevicePixelsPerPixel: density) == (expected == .nearest))
    }

    @Test func filterNamesAreCoreAnimations() {
        // kCAFilterLinear and kCAFilterNearest are the strings "linear" and "nearest".
        #expect(PixelFilter.linear.rawValue == "linear")
        #expect(PixelFilter.nearest.rawValue == "nearest")
    }
}
