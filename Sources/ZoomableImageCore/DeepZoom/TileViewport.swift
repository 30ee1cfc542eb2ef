import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What the screen shows of a tiled image, in its stored pixels: the part that is visible and
/// how many device pixels each stored pixel covers. The one input tile planning takes.
///
/// Tiles are cut from the stored pixels (before orientation), so the visible part of the
/// container is mapped through the view's geometry and layout, orientation included, into
/// stored pixels: a `.right` photo shows a tall slice of its wide stored buffer.
///
/// ```swift
/// // A 4000 × 3000 px image aspect-fit in a 400 × 300 pt container at zoom 2, on a @3x screen:
/// let viewport = TileViewport(layout: layout, geometry: geometry,
///                             visibleContainerRect: CGRect(x: 0, y: 0, width: 400, height: 300),
///                             displayScale: 3)
/// viewport.visibleRect                  // a quarter of the image: (1000, 750, 2000 × 1500)
/// viewport.devicePixelsPerStoredPixel   // 400 · 2 · 3 / 4000 = 0.6
/// ```
///
/// Bad input — an empty layout, a singular or non-finite geometry, a display scale that is not
/// positive and finite, nothing visible — gives ``none``, for which the plan is the base copy
/// alone.
@_spi(Internals) public struct TileViewport: Equatable, Sendable {
    /// The visible part of the image, in stored pixels, clipped to the image; `.zero` when
    /// nothing is visible. Continuous coordinates, not rounded.
    public var visibleRect: CGRect
    /// Device pixels one stored pixel covers along its more magnified axis (both axes are equal
    /// unless the content mode stretches the image). 1 is full resolution on screen; 0.25 means
    /// level 2 has one pixel per device pixel.
    public var devicePixelsPerStoredPixel: CGFloat

    /// Nothing visible: plans the base copy alone.
    public static let none = TileViewport(visibleRect: .zero, devicePixelsPerStoredPixel: 0)

    /// Describes a viewport directly: `visibleRect` in stored pixels, `devicePixelsPerStoredPixel`
    /// > 0.
    public init(visibleRect: CGRect, devicePixelsPerStoredPixel: CGFloat) {
        self.visibleRect = visibleRect
        self.devicePixelsPerStoredPixel = devicePixelsPerStoredPixel
    }

    /// The viewport of a view: the visible container rect mapped through the view's geometry
    /// (container → view), its layout (view → oriented pixels) and the orientation (→ stored
    /// pixels). The layout's ``ImageLayout/cgImagePixelSize`` must be the pyramid's level 0 size
    /// (lay a tiled image out at its full size); while an animation runs, `geometry` is the one it
    /// is heading to. `visibleContainerRect` is in container space (points): the container's
    /// bounds. `displayScale` is device pixels per point (`traitCollection.displayScale`), > 0.
    public init(layout: ImageLayout, geometry: ViewGeometry, visibleContainerRect: CGRect, displayScale: CGFloat) {
        self = .none
        guard !layout.isEmpty, displayScale.isFinite, displayScale > 0,
              visibleContainerRect.hasPositiveFiniteArea,
              let containerToView = geometry.viewToSuperviewTransform.finiteInverse else { return }
        let m = containerToView.concatenating(layout.viewToPixelTransform)
            .concatenating(layout.pixelToCGImagePixelTransform)
        let mapped = visibleContainerRect.applying(m)
        // Clipped to the image by hand: Foundation on Linux traps intersecting rects with
        // non-finite edges, and this runs on every geometry write.
        let size = layout.cgImagePixelSize
        let minX = max(mapped.minX, 0), maxX = min(mapped.maxX, size.width)
        let minY = max(mapped.minY, 0), maxY = min(mapped.maxY, size.height)
        guard minX < maxX, minY < maxY else { return }
        // Stored → container is m's inverse, whose rows are (d, −b) / det and (−c, a) / det: a
        // stored pixel step along x spans |(d, b)| / |det| points, along y |(c, a)| / |det|.
        let determinant = abs(m.a * m.d - m.b * m.c)
        let perPoint = max((m.d * m.d + m.b * m.b).squareRoot(), (m.c * m.c + m.a * m.a).squareRoot()) / determinant
        let perDevicePixel = perPoint * displayScale
        guard perDevicePixel.isFinite, perDevicePixel > 0 else { return }
        self.init(visibleRect: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY),
                  devicePixelsPerStoredPixel: perDevicePixel)
    }

    /// Whether planning can use the viewport: a visible rect with positive finite area and a
    /// positive finite magnification.
    public var isUsable: Bool {
        visibleRect.hasPositiveFiniteArea && devicePixelsPerStoredPixel.isFinite && devicePixelsPerStoredPixel > 0
    }
}
