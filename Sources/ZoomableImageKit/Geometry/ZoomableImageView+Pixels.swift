#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    /// The oriented pixel under a point, or `nil` when there is no image or the point is not on
    /// the drawn image (the letterbox, or outside the view).
    ///
    /// - Parameters:
    ///   - point: a point in `coordinateSpace` (points), e.g. a touch's `location(in: window)`.
    ///   - coordinateSpace: any coordinate space: a view, a window, the screen's.
    /// - Returns: the position in oriented pixels (what you see, origin top-left), continuous:
    ///   pixel (i, j) covers [i, i + 1) × [j, j + 1).
    public func imagePixel(at point: CGPoint, in coordinateSpace: any UICoordinateSpace) -> CGPoint? {
        imageLayout.pixelOnImage(atViewPoint: coordinateSpace.convert(point, to: self))
    }

    /// The point over an oriented pixel position, in `coordinateSpace`: to draw a marker on a
    /// pixel. `nil` when there is no image.
    ///
    /// - Parameters:
    ///   - pixel: a position in oriented pixels (the centre of pixel (i, j) is (i + 0.5, j + 0.5)).
    ///   - coordinateSpace: the coordinate space to return the point in.
    public func point(forImagePixel pixel: CGPoint, in coordinateSpace: any UICoordinateSpace) -> CGPoint? {
        imageLayout.laidOutViewPoint(forPixel: pixel).map { convert($0, to: coordinateSpace) }
    }

    /// The stored-buffer (`cgImage`) pixel under a point: for Core Image, Vision or cropping
    /// `cgImage` of a rotated or mirrored photo. `nil` like ``imagePixel(at:in:)``.
    ///
    /// - Parameters:
    ///   - point: a point in `coordinateSpace` (points).
    ///   - coordinateSpace: any coordinate space.
    /// - Returns: the position in stored pixels (the buffer before orientation), continuous.
    public func cgImagePixel(at point: CGPoint, in coordinateSpace: any UICoordinateSpace) -> CGPoint? {
        imageLayout.cgImagePixelOnImage(atViewPoint: coordinateSpace.convert(point, to: self))
    }

    /// The point over a stored-buffer (`cgImage`) pixel position, in `coordinateSpace`. `nil`
    /// when there is no image.
    ///
    /// - Parameters:
    ///   - cgImagePixel: a position in stored pixels.
    ///   - coordinateSpace: the coordinate space to return the point in.
    public func point(forCGImagePixel cgImagePixel: CGPoint, in coordinateSpace: any UICoordinateSpace) -> CGPoint? {
        imageLayout.laidOutViewPoint(forCGImagePixel: cgImagePixel).map { convert($0, to: coordinateSpace) }
    }

    /// The part of the image visible in the container, in oriented pixels (not rounded).
    /// `.zero` when nothing is visible or there is no image.
    public var visibleImagePixelRect: CGRect {
        host.interaction.visibleImagePixelRect
    }

    /// The part of the image visible in the container, in stored (`cgImage`) pixels (not
    /// rounded). `.zero` when nothing is visible or there is no image.
    public var visibleCGImagePixelRect: CGRect {
        host.interaction.visibleCGImagePixelRect
    }
}
#endif
