import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where to put a crop opening: the largest rect of a given aspect ratio, centred in the space
/// available — for a square crop, the largest square that fits the screen.
///
/// ```swift
/// // A 390 × 844 pt screen with safe-area insets 47 (top) and 34 (bottom):
/// let available = CGRect(x: 0, y: 47, width: 390, height: 763)
/// CropOpening.largestCenteredSquare(in: available)   // (0, 233.5, 390, 390)
/// ```
public enum CropOpening {
    /// The largest square centred in `rect`: its side is the shorter side of `rect`.
    ///
    /// - Parameter rect: the space available, in any space (e.g. the container's bounds inset by
    ///   its safe area and margins).
    /// - Returns: the square, in the same space; `.zero` when `rect` is empty or not finite.
    public static func largestCenteredSquare(in rect: CGRect) -> CGRect {
        largestCenteredRect(aspectRatio: 1, in: rect)
    }

    /// The largest rect with `aspectRatio` (width / height) centred in `rect`.
    ///
    /// - Parameters:
    ///   - aspectRatio: width divided by height: 1 for a square, 4/3 for a landscape photo,
    ///     9/16 for a story. A non-finite or non-positive ratio gives `.zero`.
    ///   - rect: the space available.
    /// - Returns: the rect, in the same space, touching `rect` on its limiting axis; `.zero` when
    ///   `rect` is empty or not finite.
    public static func largestCenteredRect(aspectRatio: CGFloat, in rect: CGRect) -> CGRect {
        let rect = rect.standardized
        guard rect.hasPositiveFiniteArea, aspectRatio.isFinite, aspectRatio > 0 else { return .zero }
        // The width limits when the available rect is relatively narrower than the ratio.
        let size = rect.width / rect.height <= aspectRatio
            ? CGSize(width: rect.width, height: rect.width / aspectRatio)
            : CGSize(width: rect.height * aspectRatio, height: rect.height)
        return CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }
}
