import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a view shows on screen at a moment: its `center` and `transform` as presented — the
/// presentation layer's `position` and `affineTransform()` while an animation runs, the view's
/// own values otherwise. An interrupted animation continues from here.
///
/// ```swift
/// let presented = layer.presentation() ?? layer
/// let shown = ShownGeometry(center: presented.position, transform: presented.affineTransform())
/// ```
@_spi(Internals)
public struct ShownGeometry: Equatable, Sendable {
    /// The anchor point's position in the container, container space (points).
    public var center: CGPoint
    /// The transform as shown: a uniform scale for a zoomable view.
    public var transform: CGAffineTransform

    /// Describes what is shown: the presented `center` (container space, points) and `transform`.
    public init(center: CGPoint, transform: CGAffineTransform) {
        self.center = center
        self.transform = transform
    }

    /// The shown part of a view geometry: its `center` and `transform`.
    public init(_ geometry: ViewGeometry) {
        self.init(center: geometry.center, transform: geometry.transform)
    }
}
