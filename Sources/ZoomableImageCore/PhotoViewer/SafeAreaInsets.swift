import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The distances, in points, by which a view's safe area is inset from its edges: UIKit's
/// `safeAreaInsets` (`UIEdgeInsets`), without UIKit. Named so as not to clash with SwiftUI's
/// `EdgeInsets` in files that import both.
///
/// ```swift
/// let insets = SafeAreaInsets(top: 59, left: 0, bottom: 34, right: 0)   // a portrait iPhone
/// insets.inset(CGRect(x: 0, y: 0, width: 390, height: 844))            // (0, 59, 390, 751)
/// ```
@_spi(Internals) public struct SafeAreaInsets: Equatable, Sendable {
    /// The top inset, points.
    public var top: CGFloat
    /// The left inset, points (UIKit's `left`, not the leading edge).
    public var left: CGFloat
    /// The bottom inset, points.
    public var bottom: CGFloat
    /// The right inset, points.
    public var right: CGFloat

    /// No insets.
    public static let zero = SafeAreaInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Insets from UIKit's four values.
    ///
    /// - Parameters:
    ///   - top: the top inset, points.
    ///   - left: the left inset, points.
    ///   - bottom: the bottom inset, points.
    ///   - right: the right inset, points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `rect` inset by these insets, like `rect.inset(by:)` in UIKit — or `rect` itself when the
    /// insets would leave no area (a negative, NaN or ∞ inset counts as zero).
    ///
    /// - Parameter rect: a rect, any space (points).
    /// - Returns: the inset rect in the same space.
    public func inset(_ rect: CGRect) -> CGRect {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        let inset = CGRect(x: rect.minX + usable(left), y: rect.minY + usable(top),
                           width: rect.width - usable(left) - usable(right),
                           height: rect.height - usable(top) - usable(bottom))
        return inset.hasPositiveFiniteArea ? inset : rect
    }
}
