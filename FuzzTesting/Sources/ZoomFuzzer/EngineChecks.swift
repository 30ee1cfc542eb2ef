import Foundation
@_spi(Internals) import ZoomableImageCore

/// The engine's invariants (ARCHITECTURE.md), written from UIKit's rules rather than with the core's own helpers
/// (no `CoverageGaps`, no `centerRange`): each returns a description of the first violation, or
/// `nil`.
///
/// ## Where 1e-9 is attainable
///
/// The settle rule is checked to 1e-9 relative to the magnitudes involved (the drawn and coverage
/// edges, the centre, the content edges times the scale), with an absolute floor of 1e-9 · 1e-280
/// so subnormal rounding never counts. That is sound while every rect the engine works from has
/// edges within ±1e100 (the *band*): settled scales are within [1e-4, 1e4], so every product and
/// sum stays below 1e105 and loses at most a few ulps. Beyond the band a product can overflow to
/// ±∞ and the drawn frame itself is not representable, so only what must hold whatever the
/// arithmetic does is checked there: the geometry is finite, the scale is within the limits, and
/// settling again changes nothing.
enum EngineChecks {
    /// Engine rects with every edge within ±band are checked to 1e-9 relative.
    static let band: CGFloat = 1e100
    static let relativeTolerance: CGFloat = 1e-9
    static let magnitudeFloor: CGFloat = 1e-280
    /// `ZoomConfiguration.largestZoomScale` and `.smallestZoomScale`, restated: the documented
    /// extremes of every limit.
    static let largestZoomScale: CGFloat = 1e4
    static let smallestZoomScale: CGFloat = 1e-4

    /// After every event: center finite; transform a positive finite uniform scale within the
    /// rubber band's reach of the extreme limits; bounds finite; limits finite, positive and ordered.
    static func finite(_ engine: ZoomEngine) -> String? {
        let g = engine.geometry
        guard g.center.x.isFinite, g.center.y.isFinite else { return "geometry.center is not finite: \(g.center)" }
        let t = g.transform
        guard t.a.isFinite, t.a > 0, t.d == t.a, t.b == 0, t.c == 0, t.tx == 0, t.ty == 0 else {
            return "geometry.transform is not a positive finite uniform scale: \(t)"
        }
        guard g.bounds.origin.x.isFinite, g.bounds.origin.y.isFinite, g.bounds.width.isFinite,
              g.bounds.height.isFinite else { return "geometry.bounds is not finite: \(g.bounds)" }
        let (minimum, maximum) = (engine.minimumZoomScale, engine.maximumZoomScale)
        guard minimum.isFinite, maximum.isFinite, minimum > 0, minimum <= maximum else {
            return "zoom limits are not finite, positive and ordered: [\(minimum), \(maximum)]"
        }
        // The rubber band never takes the scale past 2 × max or below min / 2, a presented scale is
        // clamped to [smallest, largest], and no limit is beyond those: so no scale, even
        // mid-gesture, is outside [smallest / 2, 2 × largest].
        guard t.a >= smallestZoomScale / 2 * (1 - 1e-12), t.a <= 2 * largestZoomScale * (1 + 1e-12) else {
            return "zoom scale \(t.a) is beyond the rubber band's reach [\(smallestZoomScale / 2), "
                + "\(2 * largestZoomScale)]"
        }
        return nil
    }

    /// Whether every edge of the engine's rects is within ±``band``.
    static func isInBand(_ engine: ZoomEngine) -> Bool {
        [engine.containerBounds, engine.restingFrame, engine.contentFrame, engine.coverageRect].allSatisfy { rect in
            [rect.minX, rect.maxX, rect.minY, rect.maxY].allSatisfy { abs($0) <= band }
        }
    }

    /// After every settling event on a non-empty engine: the scale is within the limits, each
    /// axis of the drawn image covers the coverage rect or is centred on it, and settling again
    /// changes nothing.
    static func settled(_ engine: ZoomEngine) -> String? {
        guard !engine.isEmpty else { return nil }
        let scale = engine.zoomScale
        let (minimum, maximum) = (engine.minimumZoomScale, engine.maximumZoomScale)
        guard scale >= minimum * (1 - 1e-12), scale <= maximum * (1 + 1e-12) else {
            return "settled scale \(scale) is outside the limits [\(minimum), \(maximum)]"
        }
        if isInBand(engine), let problem = coverage(engine) { return problem }
        let again = engine.settledGeometry(velocity: .zero)
        guard again == engine.geometry else {
            return "settling a settled engine moved it: \(engine.geometry) → \(again)"
        }
        return nil
    }

    /// The drawn image (the content frame under the view's transform, UIKit's view →
    /// superview chain) against the coverage rect, per axis.
    static func coverage(_ engine: ZoomEngine) -> String? {
        let g = engine.geometry
        let scale = g.transform.a
        let content = engine.contentFrame
        let anchor = CGPoint(x: g.bounds.minX + g.anchorPoint.x * g.bounds.width,
                             y: g.bounds.minY + g.anchorPoint.y * g.bounds.height)
        let cover = engine.coverageRect
        let mustCover = engine.coveragePolicy == .alwaysCover
        let atCeiling = scale >= largestZoomScale * (1 - 1e-12)
        let axes = [
            ("x", content.minX, content.maxX, anchor.x, g.center.x, cover.minX, cover.maxX,
             engine.drawnImageFrame.minX, engine.drawnImageFrame.maxX),
            ("y", content.minY, content.maxY, anchor.y, g.center.y, cover.minY, cover.maxY,
             engine.drawnImageFrame.minY, engine.drawnImageFrame.maxY),
        ]
        for (name, contentMin, contentMax, anchor, center, coverMin, coverMax, reportedMin, reportedMax) in axes {
            let drawnMin = (contentMin - anchor) * scale + center
            let drawnMax = (contentMax - anchor) * scale + center
            let magnitude = max(abs(drawnMin), abs(drawnMax), abs(coverMin), abs(coverMax), abs(center),
                                abs(contentMin * scale), abs(contentMax * scale), abs(anchor * scale), magnitudeFloor)
            let tolerance = relativeTolerance * magnitude
            guard abs(reportedMin - drawnMin) <= tolerance, abs(reportedMax - drawnMax) <= tolerance else {
                return "\(name): drawnImageFrame \(reportedMin)…\(reportedMax) is not the content frame under "
                    + "the geometry, \(drawnMin)…\(drawnMax)"
            }
            let drawnLength = drawnMax - drawnMin
            let coverLength = coverMax - coverMin
            let covers = drawnMin <= coverMin + tolerance && drawnMax >= coverMax - tolerance
            let centred = abs((drawnMin + drawnMax) / 2 - (coverMin + coverMax) / 2) <= tolerance
            let rule: String
            let holds: Bool
            if mustCover && !(atCeiling && drawnLength < coverLength - tolerance) {
                // `.alwaysCover`: covered, unless even the largest scale is too small (then centred).
                (rule, holds) = ("must cover (.alwaysCover)", covers)
            } else if drawnLength > coverLength + tolerance {
                (rule, holds) = ("is longer, so must cover", covers)
            } else if drawnLength < coverLength - tolerance {
                (rule, holds) = ("is shorter, so must be centred", centred)
            } else {
                (rule, holds) = ("is as long, so must cover or be centred", covers || centred)
            }
            if !holds {
                return "\(name): the drawn image \(drawnMin)…\(drawnMax) (length \(drawnLength)) \(rule) "
                    + "in the coverage rect \(coverMin)…\(coverMax) (length \(coverLength)), tolerance \(tolerance)"
            }
        }
        return nil
    }

    /// The read-only queries a view makes after an event: they must not trap and, in the band
    /// (the engine's, and the layout's for pixels), must not produce NaN.
    static func queries(_ engine: ZoomEngine, layout: ImageLayout?) -> String? {
        let visible = engine.visibleContentRect
        _ = engine.isAtRest
        _ = engine.restGeometry
        _ = engine.shouldBeginPan(velocity: CGPoint(x: 300, y: -20))
        _ = engine.shouldBeginPan(velocity: CGPoint(x: 0, y: 800))
        let pixels = layout.map { engine.visiblePixelRect(in: $0) }
        guard isInBand(engine) else { return nil }
        if [visible.minX, visible.minY, visible.width, visible.height].contains(where: \.isNaN) {
            return "visibleContentRect has NaN: \(visible)"
        }
        // Pixels go through the layout's map: only a layout in its own band is overflow-free
        // (a 1e308 px image overflows mapping its visible rect although the result is finite).
        if let pixels, let layout, LayoutChecks.isInBand(layout, frame: layout.imageFrame),
           [pixels.minX, pixels.minY, pixels.width, pixels.height].contains(where: \.isNaN) {
            return "visiblePixelRect(in:) has NaN: \(pixels)"
        }
        return nil
    }
}
