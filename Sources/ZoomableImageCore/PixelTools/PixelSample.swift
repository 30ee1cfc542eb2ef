import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Which pixel to read for the colour of an oriented image pixel: in the bitmap on screen and,
/// for a downsampled copy, in the large original.
///
/// ```swift
/// let sample = PixelSample(pixel: CGPoint(x: 10.5, y: 20.5), layout: layout)
/// sample?.displayedPixel      // read image.cgImage here
/// sample?.isExact             // false for a downsampled copy: read the original for the exact value
/// ```
public struct PixelSample: Equatable, Sendable {
    /// The pixel of the bitmap on screen (`image.cgImage`) to read: the stored pixel for an image
    /// that is its own original (orientation undone), the copy's pixel for a downsampled copy.
    public var displayedPixel: PixelIndex
    /// The stored pixel of the original (for an image that is its own original, the same as
    /// ``displayedPixel``; for a downsampled copy, the original file's pixel).
    public var originalPixel: PixelIndex
    /// Whether ``displayedPixel`` holds the pixel's exact value: `false` for a downsampled copy,
    /// whose pixels blend several of the original's.
    public var isExact: Bool

    /// The pixels to read for an oriented pixel (any point of it), or `nil` when it is outside the
    /// image, not finite, or there is no image.
    public init?(pixel: CGPoint, layout: ImageLayout) {
        guard let original = layout.storedPixel(forPixel: pixel), let displayed = layout.displayedPixel(forPixel: pixel)
        else { return nil }
        displayedPixel = displayed
        originalPixel = original
        isExact = !layout.showsDownsampledCopy
    }
}
