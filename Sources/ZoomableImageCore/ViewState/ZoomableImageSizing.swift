import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size a SwiftUI `ZoomableImage` takes for a size SwiftUI proposes (its
/// `sizeThatFits(_:uiViewController:context:)`, iOS 16 and later), in points.
///
/// - Both axes proposed: the proposal, whole — the image is laid out inside by its content mode,
///   like any zoomable viewport.
/// - One axis unconstrained (a vertical `ScrollView`, a `List` row, `.aspectRatio`'s probe):
///   the proposed axis as proposed, the other from the image's aspect ratio (a square while there
///   is no image yet, so a loading placeholder has room).
/// - Neither: the image's own size in points, as SwiftUI's `Image` takes (none without an image).
///
/// A proposal that is `nil`, +∞ or NaN is unconstrained; a negative one is 0. Results are finite:
/// a ratio that overflows gives the largest finite size.
///
/// ```swift
/// // A 4000 × 3000 pt photo in a 393 pt wide vertical ScrollView:
/// ZoomableImageSizing.size(proposedWidth: 393, proposedHeight: nil,
///                          image: ImageDescription(size: CGSize(width: 4000, height: 3000), scale: 1, orientation: .up))
/// // (393, 294.75)
/// ```
@_spi(Internals)
public enum ZoomableImageSizing {
    /// The size for a proposal.
    ///
    /// - Parameters:
    ///   - proposedWidth: SwiftUI's proposed width in points, `nil` when unspecified.
    ///   - proposedHeight: SwiftUI's proposed height in points, `nil` when unspecified.
    ///   - image: the image shown (its oriented point size), or ``ImageDescription/none``.
    /// - Returns: the size in points, finite and not negative.
    public static func size(proposedWidth: CGFloat?, proposedHeight: CGFloat?, image: ImageDescription) -> CGSize {
        let width = constraint(proposedWidth), height = constraint(proposedHeight)
        let imageSize = image.size
        let hasAspect = imageSize.width.isFinite && imageSize.height.isFinite && imageSize.width > 0
            && imageSize.height > 0
        // Height per unit of width; 1 (a square) without an image.
        let ratio = hasAspect ? imageSize.height / imageSize.width : 1
        switch (width, height) {
        case let (width?, height?):
            return CGSize(width: width, height: height)
        case let (width?, nil):
            return CGSize(width: width, height: finite(width * ratio))
        case let (nil, height?):
            return CGSize(width: finite(height / ratio), height: height)
        case (nil, nil):
            return hasAspect ? CGSize(width: imageSize.width, height: imageSize.height) : .zero
        }
    }

    /// A proposed length as a constraint: `nil` when unspecified, +∞ or NaN; at least 0.
    static func constraint(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite || length < 0 else { return nil }
        return max(0, finite(length))
    }

    /// `value`, with +∞ as the largest finite length.
    static func finite(_ value: CGFloat) -> CGFloat {
        min(value, .greatestFiniteMagnitude)
    }
}
