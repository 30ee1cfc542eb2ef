import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The shape a crop box keeps while it is resized: free, the image's own, or a fixed ratio of
/// width to height — the presets of the crop screen in Photos.
///
/// ```swift
/// CropAspectRatio.fixed(width: 16, height: 9).ratio(forImageOfSize: photoSize)   // 1.777…
/// CropAspectRatio.original.ratio(forImageOfSize: CGSize(width: 4000, height: 3000))  // 1.333…
/// CropAspectRatio.free.ratio(forImageOfSize: photoSize)                          // nil: any shape
/// ```
///
/// A 90° turn swaps a fixed ratio (``turned``): 4:3 becomes 3:4, so the box keeps framing the
/// same part of the photo.
public enum CropAspectRatio: Hashable, Sendable {
    /// Any shape: corners and edges move freely.
    case free
    /// The image's own shape, as the editor shows it (after its quarter turns).
    case original
    /// A fixed ratio, `width : height` (e.g. 16 : 9). Lengths that are not finite and positive
    /// lock nothing: the box is then free.
    case fixed(width: CGFloat, height: CGFloat)

    /// A square: 1 : 1.
    public static let square = CropAspectRatio.fixed(width: 1, height: 1)

    /// The presets of Photos' crop screen, in menu order: free, original, square, then 3:2, 4:3
    /// and 16:9 each followed by its portrait form.
    public static let presets: [CropAspectRatio] = [
        .free, .original, .square,
        .fixed(width: 3, height: 2), .fixed(width: 2, height: 3),
        .fixed(width: 4, height: 3), .fixed(width: 3, height: 4),
        .fixed(width: 16, height: 9), .fixed(width: 9, height: 16),
    ]

    /// The width divided by the height for an image of `imageSize`, or `nil` when the shape is
    /// free (``free``, a ``fixed(width:height:)`` with lengths that are not finite and positive,
    /// or ``original`` of an image without a usable size).
    ///
    /// - Parameter imageSize: the image as the editor shows it, any unit (only its ratio counts).
    public func ratio(forImageOfSize imageSize: CGSize) -> CGFloat? {
        switch self {
        case .free: return nil
        case .original: return Self.ratio(imageSize.width, imageSize.height)
        case .fixed(let width, let height): return Self.ratio(width, height)
        }
    }

    /// The same shape after a 90° turn: a fixed ratio's width and height swap; ``free`` and
    /// ``original`` (which follows the turned image) stay.
    public var turned: CropAspectRatio {
        switch self {
        case .free, .original: return self
        case .fixed(let width, let height): return .fixed(width: height, height: width)
        }
    }

    /// The preset's name for a menu: "Free", "Original", "Square", or "width:height" with the
    /// numbers as written (`"16:9"`, `"1.91:1"`).
    public var name: String {
        switch self {
        case .free: return "Free"
        case .original: return "Original"
        case .fixed(let width, let height):
            guard width != height || Self.ratio(width, height) == nil else { return "Square" }
            return "\(Self.text(width)):\(Self.text(height))"
        }
    }

    /// `width / height` when both are finite and positive and so is the quotient.
    static func ratio(_ width: CGFloat, _ height: CGFloat) -> CGFloat? {
        let ratio = width / height
        guard width.isPositiveAndFinite, height.isPositiveAndFinite, ratio.isPositiveAndFinite else { return nil }
        return ratio
    }

    /// A length as a person writes it: `16`, not `16.0`; `1.91` as is.
    static func text(_ length: CGFloat) -> String {
        guard length.isFinite, length == length.rounded(), abs(length) < 1e15 else { return "\(Double(length))" }
        return "\(Int(length))"
    }
}
