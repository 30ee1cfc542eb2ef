import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The screen and accessibility settings a view is shown with, as the interaction model uses
/// them: for planning how large to decode a large image, and for animations.
public struct DisplayEnvironment: Equatable, Sendable, Codable {
    /// Device pixels per point (`traitCollection.displayScale`); 0 when unknown (before the view
    /// is in a window), then the screen's scale or 3 is assumed.
    public var displayScale: CGFloat
    /// The screen's scale, used when ``displayScale`` is unknown; `nil` when unknown.
    public var screenScale: CGFloat?
    /// The screen's size in points, used to plan a decode before the view has a size; `nil`
    /// when unknown.
    public var screenSize: CGSize?
    /// Whether the user asked for reduced motion (`UIAccessibility.isReduceMotionEnabled`):
    /// settle springs then carry no velocity. `false` by default.
    public var reducesMotion: Bool

    /// Describes a display.
    ///
    /// - Parameters:
    ///   - displayScale: `traitCollection.displayScale`; default 0 (unknown).
    ///   - screenScale: the screen's scale; default `nil`.
    ///   - screenSize: the screen's bounds size, points; default `nil`.
    ///   - reducesMotion: `UIAccessibility.isReduceMotionEnabled`; default `false`.
    public init(displayScale: CGFloat = 0, screenScale: CGFloat? = nil, screenSize: CGSize? = nil,
                reducesMotion: Bool = false) {
        self.displayScale = displayScale
        self.screenScale = screenScale
        self.screenSize = screenSize
        self.reducesMotion = reducesMotion
    }

    /// The scale to plan decodes for: ``displayScale`` when positive and finite, else
    /// ``screenScale`` when it is, else 3 (the largest iPhone scale: nothing is lost).
    public var effectiveScale: CGFloat {
        if displayScale.isFinite, displayScale > 0 { return displayScale }
        if let screenScale, screenScale.isFinite, screenScale > 0 { return screenScale }
        return 3
    }
}
