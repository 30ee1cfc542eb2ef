import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// Shared fixtures, chosen so that origin, size and axis mistakes all surface: images are never
/// square, bounds never start at the origin, and image scales are never 1 unless the test is
/// about scale 1.
enum Fixture {
    /// Bounds with a non-zero origin, wider than tall: (10, 20, 300 × 100) pt.
    static let bounds = CGRect(x: 10, y: 20, width: 300, height: 100)

    /// 120 × 80 pt at scale 2 (240 × 160 px): smaller than ``bounds`` on both axes.
    static let smallImageSize = CGSize(width: 120, height: 80)

    /// 400 × 50 pt at scale 3 (1200 × 150 px): wider than ``bounds``, shorter than it.
    static let panoramaSize = CGSize(width: 400, height: 50)

    /// A stored (cgImage) buffer of 300 × 200 px, for the orientation tables.
    static let storedPixels = CGSize(width: 300, height: 200)

    /// A portrait container, 300 × 500 pt, that the image view fills.
    static let portraitContainer = CGRect(x: 0, y: 0, width: 300, height: 500)

    /// A 600 × 400 px photo aspect-fit in ``portraitContainer``: k = min(300/600, 500/400) = 0.5,
    /// so it is drawn 300 × 200 at y = (500 − 200)/2 = 150.
    static let photoContentFrame = CGRect(x: 0, y: 150, width: 300, height: 200)

    /// The engine for the photo, at rest: centre (150, 250), scale 1.
    static func photoEngine(_ configure: (inout ZoomConfiguration) -> Void = { _ in }) -> ZoomEngine {
        var configuration = ZoomConfiguration()
        configure(&configuration)
        return ZoomEngine(containerBounds: portraitContainer, restingFrame: portraitContainer,
                          contentFrame: photoContentFrame, configuration: configuration)
    }
}
