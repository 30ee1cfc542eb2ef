import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Everything a crop editor shows, in the container's space: the crop box, the space it may
/// fill, and where the image is — turned and mirrored by ``orientation``, straightened by
/// ``angleDegrees``, scaled by ``scale`` points per pixel, its centre at ``imageCenter``.
///
/// The *edited image* is the oriented image after the turns and the mirror: ``editedSize``
/// pixels. An edited pixel p is shown at imageCenter + scale · R(θ) · (p − editedSize / 2), with
/// R(θ) the rotation by the angle, clockwise on screen (UIKit's y-down space). Every change is a
/// method returning a new geometry (`+BoxDrag`, `+ImageGestures`, `+Commands`, `+Refit`), and
/// each keeps the rule of the editor: the image covers the box.
@_spi(Internals)
public struct CropEditorGeometry: Equatable, Sendable {
    /// The image's oriented size, pixels (`UIImage.size` × `scale`).
    public var imagePixelSize: CGSize
    /// The turns and mirror applied to it.
    public var orientation: CropEditOrientation
    /// The straightening, degrees clockwise on screen, −45…45.
    public var angleDegrees: CGFloat
    /// Points per pixel of the image.
    public var scale: CGFloat
    /// Where the edited image's centre is, container space (points).
    public var imageCenter: CGPoint
    /// The crop box, container space (points).
    public var box: CGRect
    /// The space the box fills at rest, container space (points): the safe area less the margin
    /// and the controls.
    public var availableRect: CGRect
    /// The smallest box and the largest zoom.
    public var limits: CropEditorLimits

    /// - Parameters are the properties of the same names.
    public init(imagePixelSize: CGSize, orientation: CropEditOrientation, angleDegrees: CGFloat, scale: CGFloat,
                imageCenter: CGPoint, box: CGRect, availableRect: CGRect, limits: CropEditorLimits) {
        self.imagePixelSize = imagePixelSize
        self.orientation = orientation
        self.angleDegrees = angleDegrees
        self.scale = scale
        self.imageCenter = imageCenter
        self.box = box
        self.availableRect = availableRect
        self.limits = limits
    }

    /// The whole image, as large as it fits the available space, or the largest rect of `ratio`
    /// in it with the image covering it, centred: how an editor opens, and what reset returns to.
    ///
    /// - Parameters:
    ///   - imagePixelSize: the oriented image size, pixels; finite and positive.
    ///   - availableRect: the space the box fills, container space; finite with a positive area.
    ///   - ratio: the box's width / height, or `nil` for the image's own.
    ///   - limits: the smallest box and the largest zoom.
    /// - Returns: `nil` when the size or the rect is unusable.
    public static func initial(imagePixelSize: CGSize, availableRect: CGRect, ratio: CGFloat?,
                               limits: CropEditorLimits) -> CropEditorGeometry? {
        guard imagePixelSize.isPositiveAndFinite, availableRect.hasPositiveFiniteArea else { return nil }
        let box = CropOpening.largestCenteredRect(
            aspectRatio: ratio ?? imagePixelSize.width / imagePixelSize.height, in: availableRect)
        guard box.hasPositiveFiniteArea else { return nil }
        let scale = Self.minimumScale(boxSize: box.size, angleDegrees: 0, editedSize: imagePixelSize)
        return CropEditorGeometry(imagePixelSize: imagePixelSize, orientation: .identity, angleDegrees: 0,
                                  scale: scale, imageCenter: CGPoint(x: box.midX, y: box.midY), box: box,
                                  availableRect: availableRect, limits: limits)
    }

    /// The edited image's size, pixels: ``imagePixelSize`` swapped for odd turns.
    public var editedSize: CGSize { orientation.editedSize(for: imagePixelSize) }

    /// The box's centre, container space.
    public var boxCenter: CGPoint { CGPoint(x: box.midX, y: box.midY) }

    /// cos θ and sin θ of the angle.
    var rotation: (cos: CGFloat, sin: CGFloat) { Self.rotation(degrees: angleDegrees) }

    static func rotation(degrees: CGFloat) -> (cos: CGFloat, sin: CGFloat) {
        let radians = Double(degrees) * .pi / 180
        return (CGFloat(Foundation.cos(radians)), CGFloat(Foundation.sin(radians)))
    }

    /// Where an edited pixel is shown, container space.
    public func containerPoint(forEditedPixel pixel: CGPoint) -> CGPoint {
        let (cos, sin) = rotation
        let size = editedSize
        let dx = (pixel.x - size.width / 2) * scale
        let dy = (pixel.y - size.height / 2) * scale
        return CGPoint(x: imageCenter.x + cos * dx - sin * dy, y: imageCenter.y + sin * dx + cos * dy)
    }

    /// The edited pixel shown at a container point: the inverse of
    /// ``containerPoint(forEditedPixel:)``.
    public func editedPixel(forContainerPoint point: CGPoint) -> CGPoint {
        let (cos, sin) = rotation
        let size = editedSize
        let dx = point.x - imageCenter.x
        let dy = point.y - imageCenter.y
        return CGPoint(x: size.width / 2 + (cos * dx + sin * dy) / scale,
                       y: size.height / 2 + (-sin * dx + cos * dy) / scale)
    }

    /// The image's corners on screen, container space: the edited image's top-left, top-right,
    /// bottom-right and bottom-left.
    public var imageCorners: [CGPoint] {
        let size = editedSize
        return [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                CGPoint(x: 0, y: size.height)].map(containerPoint(forEditedPixel:))
    }

    /// The box's corners, container space: top-left, top-right, bottom-right, bottom-left.
    var boxCorners: [CGPoint] { Self.corners(of: box) }

    static func corners(of rect: CGRect) -> [CGPoint] {
        [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
         CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
    }

    /// The image view's geometry: its bounds the oriented image in pixels (drawn to fill them),
    /// its centre ``imageCenter``, its transform the turns and mirror, the straightening and the
    /// scale — so that its pixel p is shown at ``containerPoint(forEditedPixel:)`` of its edited
    /// position.
    public var imageViewGeometry: ViewGeometry {
        let radians = angleDegrees * .pi / 180
        let transform = orientation.linearTransform
            .concatenating(CGAffineTransform(rotationAngle: radians))
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        return ViewGeometry(bounds: CGRect(origin: .zero, size: imagePixelSize), center: imageCenter,
                            transform: transform)
    }
}
