import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the SwiftUI browser's chrome takes touches: the frames of its header and footer, in the
/// browser's space (points). Everywhere else a touch goes through the chrome to the photo, so a
/// tap still toggles the chrome, and a pinch, a pan or a dismiss drag still reach the page.
///
/// The chrome is a SwiftUI view hosted over the whole browser, and how a hosting view answers
/// UIKit's hit test where it draws nothing is not documented (it has changed between iOS
/// versions). So the chrome's container answers `point(inside:with:)` from these frames, which
/// SwiftUI measures, and UIKit's documented hit test does the rest: a view whose
/// `point(inside:with:)` is `false` is skipped with its subviews.
///
/// ```swift
/// let regions = BrowserChromeRegions([CGRect(x: 0, y: 59, width: 393, height: 44)])
/// regions.takesTouch(at: CGPoint(x: 20, y: 80))    // true: on the header
/// regions.takesTouch(at: CGPoint(x: 200, y: 400))  // false: on the photo
/// ```
@_spi(Internals)
public struct BrowserChromeRegions: Equatable, Sendable {
    /// The regions' frames, browser space (points); null, empty or non-finite ones are dropped.
    public private(set) var frames: [CGRect]

    /// Regions from the frames SwiftUI measured: an empty header (`EmptyView`) reports nothing
    /// or an empty frame, and takes no touch.
    ///
    /// - Parameter frames: the header's and footer's frames, browser space (points).
    public init(_ frames: [CGRect] = []) {
        self.frames = frames.filter { $0.isFiniteRect && $0.width > 0 && $0.height > 0 }
    }

    /// Whether a touch at `point` (browser space, points) lands on the chrome: inside one of the
    /// frames, as `CGRect.contains` counts it (the minimum edges in, the maximum edges out). A
    /// non-finite point lands nowhere.
    ///
    /// - Parameter point: where the touch is, browser space (points).
    /// - Returns: whether the chrome takes it.
    public func takesTouch(at point: CGPoint) -> Bool {
        frames.contains { $0.contains(point) }
    }
}
