import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The quarter turns and mirroring the crop editor applies to an image (on top of its EXIF
/// orientation): first a horizontal mirror, if any, then `quarterTurns` turns of 90°
/// counterclockwise. The eight values are the symmetries of a rectangle, so any sequence of the
/// editor's rotate and mirror buttons is one of them.
///
/// Turning an image of W × H pixels counterclockwise sends the point (x, y) to (y, W − x) in an
/// image of H × W; mirroring sends (x, y) to (W − x, y). A vertical mirror is a horizontal one
/// followed by half a turn.
@_spi(Internals)
public struct CropEditOrientation: Hashable, Sendable {
    /// Counterclockwise turns of 90°, 0…3.
    public let quarterTurns: Int
    /// Whether the image is mirrored horizontally (before it is turned).
    public let isMirrored: Bool

    /// The image as it is: no turn, no mirror.
    public static let identity = CropEditOrientation(quarterTurns: 0, isMirrored: false)

    /// - Parameters:
    ///   - quarterTurns: counterclockwise turns of 90°; any integer, taken modulo 4 (−1 is 3).
    ///   - isMirrored: whether the image is mirrored horizontally before turning.
    public init(quarterTurns: Int, isMirrored: Bool) {
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
        self.isMirrored = isMirrored
    }

    /// One more counterclockwise quarter turn of what is shown.
    public func turnedCounterclockwise() -> CropEditOrientation {
        CropEditOrientation(quarterTurns: quarterTurns + 1, isMirrored: isMirrored)
    }

    /// What is shown, mirrored left to right: M · Turnᵏ · Mᵐ = Turn⁻ᵏ · Mᵐ⁺¹.
    public func mirroredHorizontally() -> CropEditOrientation {
        CropEditOrientation(quarterTurns: -quarterTurns, isMirrored: !isMirrored)
    }

    /// What is shown, mirrored top to bottom: a horizontal mirror and half a turn,
    /// Turn² · M · Turnᵏ · Mᵐ = Turn²⁻ᵏ · Mᵐ⁺¹.
    public func mirroredVertically() -> CropEditOrientation {
        CropEditOrientation(quarterTurns: 2 - quarterTurns, isMirrored: !isMirrored)
    }

    /// Whether the edited image's width and height are the original's swapped (an odd number of
    /// turns).
    public var swapsWidthAndHeight: Bool { quarterTurns % 2 == 1 }

    /// The size of the edited image for an image of `size` (any unit): swapped for odd turns.
    public func editedSize(for size: CGSize) -> CGSize {
        swapsWidthAndHeight ? CGSize(width: size.height, height: size.width) : size
    }

    /// The map from the image's continuous pixel coordinates to the edited image's, for an image
    /// of `size` pixels: corners go to corners.
    public func transform(forImageOfSize size: CGSize) -> CGAffineTransform {
        var transform = isMirrored
            ? CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
            : CGAffineTransform.identity
        var width = size.width
        var height = size.height
        for _ in 0..<quarterTurns {
            // (x, y) → (y, width − x): x′ = a·x + c·y + tx, y′ = b·x + d·y + ty.
            transform = transform.concatenating(CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: width))
            (width, height) = (height, width)
        }
        return transform
    }

    /// The linear part of ``transform(forImageOfSize:)``: the same map about the image's centre,
    /// entries 0 and ±1.
    public var linearTransform: CGAffineTransform {
        let transform = self.transform(forImageOfSize: .zero)
        return CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
    }

    /// The editor's orientation of a result: `quarterTurns` and `isMirrored` as a result states
    /// them.
    init(_ result: CropEditorResult) {
        self.init(quarterTurns: result.quarterTurns, isMirrored: result.isMirrored)
    }

    /// The `UIImage` orientation that shows a stored buffer the way this edit shows the image the
    /// buffer makes with `orientation`: the EXIF orientation and the edit composed, so that an
    /// unstraightened crop is the stored buffer's own pixels, wrapped.
    ///
    /// - Parameter orientation: the image's own orientation (`UIImage.imageOrientation`).
    public func composed(after orientation: ImageOrientation) -> ImageOrientation {
        // Edited → oriented → stored, linear parts only: the orientation whose own oriented →
        // stored map has that linear part (each of the eight has a different one).
        let editedToStored = linearTransform.inverted().concatenating(orientation.linearOrientedToStored)
        return ImageOrientation.allCases.first { $0.linearOrientedToStored == editedToStored } ?? orientation
    }
}

extension ImageOrientation {
    /// The linear part of ``orientedToStoredTransform(storedSize:)``: entries 0 and ±1.
    var linearOrientedToStored: CGAffineTransform {
        let transform = orientedToStoredTransform(storedSize: .zero)
        return CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
    }
}
