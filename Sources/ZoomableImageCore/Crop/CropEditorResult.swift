import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a crop editor made of an image, as a value: which pixels, straightened by how much,
/// turned and mirrored how — enough to cut the image again anywhere (a server, another device)
/// and to open an editor where the user left it.
///
/// The output is made from the *oriented* image (the photo as a person sees it, EXIF orientation
/// applied) in four steps:
///
/// 1. rotate the image by ``angleDegrees`` (clockwise as seen) about the centre of
///    ``pixelRect``;
/// 2. cut ``pixelRect`` out of the rotated image;
/// 3. mirror the cut left to right when ``isMirrored``;
/// 4. turn it ``quarterTurns`` × 90° counterclockwise.
///
/// ```swift
/// // The right half of a 4000 × 3000 photo, straightened by 2.5°, turned once (a portrait):
/// let result = CropEditorResult(imagePixelSize: CGSize(width: 4000, height: 3000),
///                               pixelRect: CGRect(x: 2000, y: 0, width: 2000, height: 3000),
///                               angleDegrees: 2.5, quarterTurns: 1, isMirrored: false)
/// result.outputPixelSize        // 3000 × 2000: turned
/// let json = try JSONEncoder().encode(result)   // {"formatVersion": 1, …}
/// ```
///
/// With an angle of 0 the region is whole pixels and the cut is the stored buffer's own pixels,
/// wrapped with an orientation that applies the turns and the mirror: no resampling. Otherwise
/// the output is rendered once, at full resolution, through ``outputToOrientedPixelTransform``.
///
/// The JSON form is versioned (``formatVersion``); see ``init(from:)``.
public struct CropEditorResult: Equatable, Sendable {
    /// The oriented pixel size of the image the result was made for (`UIImage.size` × `scale`, or
    /// a large file's size after its EXIF orientation). An editor opened on another size of the
    /// same image (a smaller copy) scales ``pixelRect`` to it.
    public let imagePixelSize: CGSize
    /// The region before straightening, in oriented pixels (origin top-left): the rect cut out
    /// of the image rotated by ``angleDegrees`` about its centre. Whole pixels when the angle is
    /// 0; otherwise whole-pixel width and height about the exact centre.
    public let pixelRect: CGRect
    /// The straightening angle, in degrees, −45…45: positive turns the image clockwise as seen.
    /// 0 by default.
    public let angleDegrees: CGFloat
    /// Counterclockwise quarter turns applied to the cut, 0…3. 0 by default.
    public let quarterTurns: Int
    /// Whether the cut is mirrored left to right (before the turns). `false` by default.
    public let isMirrored: Bool

    /// Describes a crop.
    ///
    /// Values are normalized, never rejected: `pixelRect` is standardized, the angle clamped to
    /// −45…45 (not finite: 0), `quarterTurns` taken modulo 4. A rect or size that is not finite
    /// and positive still makes a result; cutting it gives nothing, and an editor opened from it
    /// starts from the whole image.
    ///
    /// - Parameters:
    ///   - imagePixelSize: the image's oriented size in pixels.
    ///   - pixelRect: the region before straightening, oriented pixels.
    ///   - angleDegrees: the straightening, degrees clockwise. Default 0.
    ///   - quarterTurns: counterclockwise quarter turns. Default 0.
    ///   - isMirrored: whether the cut is mirrored left to right. Default `false`.
    public init(imagePixelSize: CGSize, pixelRect: CGRect, angleDegrees: CGFloat = 0, quarterTurns: Int = 0,
                isMirrored: Bool = false) {
        self.imagePixelSize = imagePixelSize
        self.pixelRect = pixelRect.isFiniteRect ? pixelRect.standardized : pixelRect
        self.angleDegrees = angleDegrees.isFinite
            ? Swift.min(Swift.max(angleDegrees, -Self.maximumAngleDegrees), Self.maximumAngleDegrees) : 0
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        self.isMirrored = isMirrored
    }

    /// The largest straightening, in degrees: 45.
    public static let maximumAngleDegrees: CGFloat = 45

    /// The output's size in pixels: ``pixelRect``'s, swapped for an odd number of quarter turns.
    public var outputPixelSize: CGSize {
        quarterTurns % 2 == 1 ? CGSize(width: pixelRect.height, height: pixelRect.width) : pixelRect.size
    }

    /// Whether the output needs resampling: a non-zero angle. An unstraightened result is cut
    /// from the stored pixels as they are, whatever its turns and mirroring.
    public var isStraightened: Bool { angleDegrees != 0 }

    /// The map from the output's continuous pixel coordinates (origin top-left) to the oriented
    /// image's: where each output pixel comes from. Steps 4 to 1 above, undone.
    public var outputToOrientedPixelTransform: CGAffineTransform {
        let edit = CropEditOrientation(self)
        let radians = angleDegrees * .pi / 180
        let center = CGPoint(x: pixelRect.midX, y: pixelRect.midY)
        // Output → cut (undo the turns and the mirror) → rotated image (+ origin) → image: a point
        // x of the rotated image is the image's centre + R(−angle)(x − centre).
        return edit.transform(forImageOfSize: pixelRect.size).inverted()
            .concatenating(CGAffineTransform(translationX: pixelRect.minX - center.x, y: pixelRect.minY - center.y))
            .concatenating(CGAffineTransform(rotationAngle: -radians))
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The map from the output's continuous pixel coordinates to the stored buffer's, for an
    /// image shown with `orientation` (``ImageOrientation/orientedToStoredTransform(storedSize:)``
    /// of ``imagePixelSize``'s stored form).
    @_spi(Internals)
    public func outputToStoredPixelTransform(orientation: ImageOrientation) -> CGAffineTransform {
        outputToOrientedPixelTransform.concatenating(
            orientation.orientedToStoredTransform(storedSize: orientation.storedSize(forOrientedSize: imagePixelSize)))
    }

    /// The corners of the region in the oriented image — top-left, top-right, bottom-right,
    /// bottom-left of the output before its turns and mirror — in oriented pixels.
    public var regionCorners: [CGPoint] {
        let transform = outputToOrientedPixelTransform
        let size = outputPixelSize
        return [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: size.width, y: size.height),
                CGPoint(x: 0, y: size.height)].map { $0.applying(transform) }
    }
}
