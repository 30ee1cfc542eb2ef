import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// What ZoomInteraction needs of its engine beyond the gesture and command entry points.

extension ZoomEngine {
    /// The geometry a view reports as shown — `center` and the scale of `transform`, on this
    /// engine's bounds — or the engine's own geometry when the shown one is unusable (not finite,
    /// not a positive scale) or the engine is empty. The scale is kept within the engine's
    /// smallest and largest zoom scales.
    func validated(shown: ShownGeometry) -> ViewGeometry {
        let scale = shown.transform.a
        guard !isEmpty, shown.center.isFinite, shown.transform.isFinite, scale.isFinite, scale > 0 else {
            return geometry
        }
        let clamped = min(max(scale, ZoomConfiguration.smallestZoomScale), ZoomConfiguration.largestZoomScale)
        return geometry(center: shown.center, scale: clamped)
    }

    /// Takes what is on screen as the geometry (a touch caught an animation there), without
    /// starting a gesture. An unusable geometry keeps the engine's own.
    mutating func show(_ shown: ShownGeometry) {
        geometry = validated(shown: shown)
    }

    /// Puts back a geometry this engine produced (a caught animation's target), then settles it
    /// into the limits and coverage in force now (it may be from before a configuration or opening
    /// change).
    mutating func resume(towards target: ViewGeometry) {
        geometry = validated(shown: ShownGeometry(target))
        settle()
    }

    /// Moves a zoomed image by one page of VoiceOver's three-finger scroll: 80 % of the coverage
    /// rect along the direction's axis, so some of what was visible stays in view, then clamped
    /// so no gap opens. `.next` and `.previous` move vertically when the drawn image is taller
    /// than the coverage rect, horizontally otherwise.
    mutating func scrollPage(_ direction: AccessibilityScrollDirection) {
        let coverage = coverageRect
        let drawn = drawnImageFrame
        let movesVertically = drawn.height > coverage.height + CenterRange.tolerance
        let across = 0.8 * coverage.width
        let down = 0.8 * coverage.height
        // Revealing what is right of the visible part moves the image left: the centre decreases.
        let offset: CGPoint
        switch direction {
        case .right: offset = CGPoint(x: -across, y: 0)
        case .left: offset = CGPoint(x: across, y: 0)
        case .down: offset = CGPoint(x: 0, y: -down)
        case .up: offset = CGPoint(x: 0, y: down)
        case .next: offset = movesVertically ? CGPoint(x: 0, y: -down) : CGPoint(x: -across, y: 0)
        case .previous: offset = movesVertically ? CGPoint(x: 0, y: down) : CGPoint(x: across, y: 0)
        }
        _ = adopt(center: CGPoint(x: geometry.center.x + offset.x, y: geometry.center.y + offset.y), scale: zoomScale)
    }

    /// The visible part of the drawn image as fractions of it (0…1 on each axis, origin
    /// top-left of the drawn image), or `.zero` when none of it is visible.
    var visibleContentFraction: CGRect {
        let visible = visibleContentRect.intersectionOrNull(contentFrame)
        guard !isEmpty, !visible.isNull, visible.width > 0, visible.height > 0 else { return .zero }
        return CGRect(x: (visible.minX - contentFrame.minX) / contentFrame.width,
                      y: (visible.minY - contentFrame.minY) / contentFrame.height,
                      width: visible.width / contentFrame.width,
                      height: visible.height / contentFrame.height)
    }
}

extension CenterRange {
    /// Half a point: lengths closer than this count as equal when choosing a scroll axis.
    static let tolerance: CGFloat = 0.5
}
