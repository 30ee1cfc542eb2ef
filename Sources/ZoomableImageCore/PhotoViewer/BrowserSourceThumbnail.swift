import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A SwiftUI thumbnail marked with `zoomableImageBrowserSource(_:contentMode:cornerRadius:)`, as
/// the browser closes into it: its frame in SwiftUI's `.global` space, and how it draws its image
/// — the content mode and corner radius the app passed — so that the zoom lands on what the cell
/// really shows (``ZoomTransitionThumbnail``).
///
/// ```swift
/// let cell = BrowserSourceThumbnail(frame: CGRect(x: 16, y: 300, width: 88, height: 44),
///                                   aspectFits: false, cornerRadius: 8)
/// cell.contentMode    // .scaleAspectFill
/// ```
@_spi(Internals)
public struct BrowserSourceThumbnail: Equatable, Sendable {
    /// The thumbnail's frame, SwiftUI's `.global` space (points).
    public var frame: CGRect
    /// How the thumbnail lays out its image: `.scaleAspectFit` for SwiftUI's `.fit`,
    /// `.scaleAspectFill` for `.fill`.
    public var contentMode: ImageContentMode
    /// The thumbnail's corner radius, points; a negative or non-finite one is 0.
    public var cornerRadius: CGFloat

    /// Describes a thumbnail.
    ///
    /// - Parameters:
    ///   - frame: its frame, SwiftUI's `.global` space (points).
    ///   - aspectFits: whether SwiftUI's content mode is `.fit` (else `.fill`).
    ///   - cornerRadius: its corner radius, points.
    public init(frame: CGRect, aspectFits: Bool, cornerRadius: CGFloat) {
        self.frame = frame
        contentMode = aspectFits ? .scaleAspectFit : .scaleAspectFill
        self.cornerRadius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
    }
}
