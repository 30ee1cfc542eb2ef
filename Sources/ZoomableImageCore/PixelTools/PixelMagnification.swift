import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an image is scaled up when one of its pixels covers several device pixels: smoothly (a
/// photo viewer) or as sharp squares (a pixel inspector, where blur hides which pixel is which).
///
/// ```swift
/// imageView.pixelMagnification = .sharpWhenPixelsSpan(devicePixels: 4)   // squares from 4× on
/// ```
public enum PixelMagnification: Equatable, Sendable, Codable {
    /// Always smooth (linear filtering). The default: photos look their best.
    case smooth
    /// Sharp (nearest-neighbour filtering) whenever an image pixel spans more than one device
    /// pixel.
    case sharp
    /// Sharp once one image pixel spans at least this many device pixels across; smooth below.
    /// A threshold below 1 (or not finite) counts as 1 (as ``sharp``).
    case sharpWhenPixelsSpan(devicePixels: CGFloat)

    /// Whether to draw with nearest-neighbour filtering (sharp squares) at a magnification:
    /// `devicePixelsPerPixel` is how many device pixels one pixel of the bitmap on screen spans, on
    /// its narrower axis (`PixelPresentation/devicePixelsPerPixel`). A non-finite or non-positive
    /// magnification is smooth.
    public func isSharp(atDevicePixelsPerPixel devicePixelsPerPixel: CGFloat) -> Bool {
        // Every sharp case asks for more than 1 device pixel, which no magnification of 0 or
        // less has: only infinity needs turning away here.
        guard devicePixelsPerPixel.isFinite else { return false }
        switch self {
        case .smooth: return false
        case .sharp: return devicePixelsPerPixel > 1
        case .sharpWhenPixelsSpan(let threshold):
            return devicePixelsPerPixel >= (threshold.isFinite ? max(threshold, 1) : 1) && devicePixelsPerPixel > 1
        }
    }

    /// The filter to magnify with at a magnification: ``PixelFilter/nearest`` when
    /// ``isSharp(atDevicePixelsPerPixel:)``, else ``PixelFilter/linear``.
    @_spi(Internals)
    public func filter(atDevicePixelsPerPixel devicePixelsPerPixel: CGFloat) -> PixelFilter {
        isSharp(atDevicePixelsPerPixel: devicePixelsPerPixel) ? .nearest : .linear
    }
}
