import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) @testable import ZoomableImageCore

/// The properties every engine state must have, checked on the engine of a whole view's random
/// sessions (``InteractionScenario``).
/// Each returns a description of the first violation, or `nil`.
enum EngineInvariants {
    /// The state never holds NaN or ∞, and the transform is a positive uniform scale.
    static func finite(_ engine: ZoomEngine) -> String? {
        let g = engine.geometry
        guard g.center.x.isFinite, g.center.y.isFinite else { return "non-finite center \(g.center)" }
        let t = g.transform
        guard t.a.isFinite, t.a > 0, t.d == t.a, t.b == 0, t.c == 0, t.tx == 0, t.ty == 0 else {
            return "transform is not a positive uniform scale: \(t)"
        }
        return nil
    }

    /// After settling: the scale is within the limits, and per axis the drawn image covers the
    /// coverage rect (or is centred on it where shorter; always covers under `.alwaysCover`), and
    /// settling again changes nothing.
    static func settled(_ engine: ZoomEngine) -> String? {
        guard !engine.isEmpty else { return nil }
        let scale = engine.zoomScale
        let (minimum, maximum) = (engine.minimumZoomScale, engine.maximumZoomScale)
        guard scale >= minimum * (1 - 1e-12), scale <= maximum * (1 + 1e-12) else {
            return "scale \(scale) outside [\(minimum), \(maximum)]"
        }
        let drawn = engine.drawnImageFrame
        let coverage = engine.coverageRect
        if let problem = axis("x", drawn.minX, drawn.maxX, coverage.minX, coverage.maxX,
                              mustCover: engine.coveragePolicy == .alwaysCover) { return problem }
        if let problem = axis("y", drawn.minY, drawn.maxY, coverage.minY, coverage.maxY,
                              mustCover: engine.coveragePolicy == .alwaysCover) { return problem }
        let again = engine.settledGeometry(velocity: .zero)
        guard again == engine.geometry else { return "settling again moved \(engine.geometry) to \(again)" }
        return nil
    }

    static func axis(_ name: String, _ drawnMin: CGFloat, _ drawnMax: CGFloat, _ coverMin: CGFloat, _ coverMax: CGFloat,
                     mustCover: Bool) -> String? {
        let tolerance = 1e-9 * max(1, abs(drawnMin), abs(drawnMax), abs(coverMin), abs(coverMax))
        let drawnLength = drawnMax - drawnMin
        let coverLength = coverMax - coverMin
        let covers = drawnMin <= coverMin + tolerance && drawnMax >= coverMax - tolerance
        if mustCover || drawnLength > coverLength + tolerance {
            return covers ? nil : "\(name): drawn \(drawnMin)…\(drawnMax) leaves a gap in \(coverMin)…\(coverMax)"
        }
        let centred = abs((drawnMin + drawnMax) / 2 - (coverMin + coverMax) / 2) <= tolerance
        if drawnLength < coverLength - tolerance {
            return centred ? nil : "\(name): drawn \(drawnMin)…\(drawnMax) is not centred in \(coverMin)…\(coverMax)"
        }
        return covers || centred ? nil : "\(name): drawn \(drawnMin)…\(drawnMax) neither covers nor centres"
    }

    /// A pinch keeps the image point under its baseline centroid under the new centroid.
    static func pinchKeepsFocus(before: ZoomEngine, after: ZoomEngine, factor: CGFloat, centroid: CGPoint,
                                touchCount: Int?) -> String? {
        guard !before.isEmpty, factor.isFinite, factor > 0, centroid.x.isFinite, centroid.y.isFinite else { return nil }
        // The baseline is the previous centroid, unless there was none or the touch count changed.
        var baseline = centroid
        if let previous = before.focalPoint,
           touchCount == nil || before.pinchTouchCount == nil || before.pinchTouchCount == touchCount {
            baseline = previous
        }
        let imagePoint = before.geometry.convertFromSuperview(baseline)
        let landed = after.geometry.convertToSuperview(imagePoint)
        let tolerance = 1e-9 * max(1, abs(centroid.x), abs(centroid.y), abs(landed.x), abs(landed.y),
                                    abs(after.geometry.center.x), abs(after.geometry.center.y))
        guard abs(landed.x - centroid.x) <= tolerance, abs(landed.y - centroid.y) <= tolerance else {
            return "pinch moved the focal image point to \(landed) instead of \(centroid)"
        }
        return nil
    }
}
