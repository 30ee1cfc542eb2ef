import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The zoom a SwiftUI `ZoomableImage` keeps while its image is released off screen, to show the
/// same part of the image when it is decoded again (``ImageLoadState/disappeared(shownZoom:)``).
///
/// The visible rect is in the original's oriented pixels, which do not depend on the decoded
/// copy's size: a copy decoded again for another view size shows the same part of the image.
///
/// ```swift
/// let zoom = KeptZoom(zoomScale: 2.5, visibleImagePixelRect: CGRect(x: 1200, y: 800, width: 1613, height: 3496))
/// zoom.isZoomed     // true: worth restoring
/// ```
@_spi(Internals)
public struct KeptZoom: Equatable, Sendable {
    /// The zoom scale (1: the resting layout).
    public var zoomScale: CGFloat
    /// The part of the image shown, in the original's oriented pixels.
    public var visibleImagePixelRect: CGRect

    /// Describes what a view shows.
    public init(zoomScale: CGFloat, visibleImagePixelRect: CGRect) {
        self.zoomScale = zoomScale
        self.visibleImagePixelRect = visibleImagePixelRect
    }

    /// Whether the view shows something other than its resting layout, so that bringing the zoom
    /// back means something: a finite scale more than 10⁻⁹ from 1, and a visible rect with an
    /// area (a view at rest comes back at rest by itself).
    public var isZoomed: Bool {
        zoomScale.isFinite && abs(zoomScale - 1) > 1e-9 && visibleImagePixelRect.isFiniteRect
            && visibleImagePixelRect.width > 0 && visibleImagePixelRect.height > 0
    }
}
