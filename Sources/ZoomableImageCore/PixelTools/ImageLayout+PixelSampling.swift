import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// Which buffer pixel holds the colour of a pixel a person sees. Reading the colour under a tap
// goes wrong in the buffer, not on screen: a portrait photo stored landscape (orientation
// .right) keeps the tapped pixel somewhere else entirely, and a large image shown as a smaller
// copy holds it at another position again.

extension ImageLayout {
    /// The stored (`cgImage`) pixel that holds an oriented pixel: the one to read for its colour.
    ///
    /// The oriented pixel's centre goes through the orientation map and the stored pixel is the
    /// one that centre lands in, so every orientation, mirrored or not, reads exactly its pixel.
    /// `pixel` is continuous, any point of the pixel. `nil` outside the image, for a non-finite
    /// position, or without an image.
    @_spi(Internals)
    public func storedPixel(forPixel pixel: CGPoint) -> PixelIndex? {
        guard let index = PixelIndex(containing: pixel), index.isInside(pixelSize) else { return nil }
        let stored = index.center.applying(pixelToCGImagePixel)
        return PixelIndex(containing: stored).flatMap { $0.isInside(cgImagePixelSize) ? $0 : nil }
    }

    /// The pixel of the bitmap on screen that shows an oriented pixel: for an image that is its
    /// own original, the stored pixel (``storedPixel(forPixel:)``); for a downsampled copy of a
    /// large original (an upright bitmap of ``imageSize`` × ``imageScale`` pixels), the copy's
    /// pixel under the original pixel's centre — an approximation of it, not its exact value.
    /// `pixel` is in the original's oriented pixels; `nil` outside the image or without one.
    @_spi(Internals)
    public func displayedPixel(forPixel pixel: CGPoint) -> PixelIndex? {
        guard sourcePixelSize != nil else { return storedPixel(forPixel: pixel) }
        guard let index = PixelIndex(containing: pixel), index.isInside(pixelSize) else { return nil }
        let copy = displayedPixelSize
        let center = index.center
        let shown = CGPoint(x: center.x * copy.width / pixelSize.width, y: center.y * copy.height / pixelSize.height)
        return PixelIndex(containing: shown).flatMap { $0.isInside(copy) ? $0 : nil }
    }

    /// Whether the bitmap on screen is a downsampled copy of a larger original (its colours
    /// approximate the original's).
    public var showsDownsampledCopy: Bool {
        sourcePixelSize != nil
    }

    /// The size in pixels of the bitmap on screen, upright: ``pixelSize`` for an image that is its
    /// own original, the copy's ``imageSize`` × ``imageScale`` for a downsampled copy. `.zero`
    /// when ``pixelSize`` is (no image, or an invalid size or scale).
    public var displayedPixelSize: CGSize {
        guard sourcePixelSize != nil, pixelSize != .zero else { return pixelSize }
        return CGSize(width: Self.wholePixels(imageSize.width * imageScale),
                      height: Self.wholePixels(imageSize.height * imageScale))
    }

    /// How many view points one pixel of a bitmap of `size` pixels covers where the image is drawn,
    /// per axis (view space, untransformed): the drawn frame's size over the pixel count. `.zero`
    /// when the layout is empty. `size` is ``pixelSize`` (image pixels) or ``displayedPixelSize``
    /// (the bitmap on screen).
    func pointsPerPixel(of size: CGSize) -> CGSize {
        guard !isEmpty, size.isPositiveAndFinite else { return .zero }
        return CGSize(width: imageFrame.width / size.width, height: imageFrame.height / size.height)
    }
}
