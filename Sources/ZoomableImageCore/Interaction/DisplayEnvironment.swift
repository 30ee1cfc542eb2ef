import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The screen and accessibility settings a view is shown with, as the interaction model uses
/// them: for planning how large to decode a large image, and for animations.
@_spi(Internals)
public struct DisplayEnvironment: Equatable, Sendable {
    /// Device pixels per point (`traitCollection.displayScale`); 0 when unknown (before the view
    /// is in a window), then 3 is assumed.
    public var displayScale: CGFloat
    /// The size of the view's window in points (the scene's size), used to plan a decode before
    /// the view has a size of its own; `nil` when unknown (no window yet).
    public var windowSize: CGSize?
    /// Whether the user asked for reduced motion (`UIAccessibility.isReduceMotionEnabled`):
    /// settle springs then carry no velocity. `false` by default.
    public var reducesMotion: Bool

    /// Describes a display: `displayScale` is `traitCollection.displayScale` (default 0, unknown),
    /// `windowSize` the window's bounds size in points (default `nil`), `reducesMotion`
    /// `UIAccessibility.isReduceMotionEnabled` (default `false`).
    public init(displayScale: CGFloat = 0, windowSize: CGSize? = nil, reducesMotion: Bool = false) {
        self.displayScale = displayScale
        self.windowSize = windowSize
        self.reducesMotion = reducesMotion
    }

    /// The scale to plan decodes for: ``displayScale`` when positive and finite, else 3 (the
    /// largest iPhone scale: nothing is lost).
    public var effectiveScale: CGFloat {
        displayScale.isFinite && displayScale > 0 ? displayScale : 3
    }
}
