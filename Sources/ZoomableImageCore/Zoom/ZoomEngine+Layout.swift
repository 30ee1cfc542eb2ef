import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// Takes new layout values — a rotation, a split-view resize, the first Auto Layout pass after
    /// a storyboard loads, a replaced image — and keeps what the user was looking at.
    ///
    /// A view at rest stays at rest (in the new layout). Otherwise the zoom scale is kept (then
    /// clamped to the new limits) and the image point that was at the centre of the coverage
    /// rect is put back at its centre — measured as a fraction of the drawn image, so it survives
    /// a new content frame — and the result is clamped like a settle. Works mid-gesture: the
    /// pinch centroid is re-baselined, so the next event continues from the new geometry. Values
    /// equal to the current ones change nothing at all.
    ///
    /// Unusable values make the engine empty (gestures ignored) until usable ones arrive; an
    /// explicit ``coverageRect`` is kept. The arguments are in the spaces of the properties of the
    /// same names (``containerBounds``, ``restingFrame``, ``contentFrame``).
    public mutating func updateLayout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect) {
        updateLayout(containerBounds: containerBounds, restingFrame: restingFrame, contentFrame: contentFrame,
                     coverageRect: coverageOverride)
    }

    /// Takes new layout values and a new coverage rect (a crop opening that follows the
    /// container), keeping what the user was looking at. See
    /// ``updateLayout(containerBounds:restingFrame:contentFrame:)``.
    /// The arguments are in the spaces of the properties of the same names; a `nil` `coverageRect`
    /// follows the container's bounds.
    public mutating func updateLayout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect,
                                      coverageRect: CGRect?) {
        updateLayout(containerBounds: containerBounds, restingFrame: restingFrame, contentFrame: contentFrame,
                     coverageRect: coverageRect, keeping: layoutIntent)
    }

    /// What a layout change keeps of the view: the zoom scale, the image point at the centre of
    /// the coverage rect (as a fraction of the drawn image), and whether it is at rest.
    struct LayoutIntent: Equatable, Sendable {
        /// The zoom scale.
        var scale: CGFloat
        /// The image point at the coverage rect's centre, as a fraction of the drawn image (0…1
        /// inside it); zero when there is none (an empty engine, which counts as at rest).
        var fraction: CGPoint
        /// Whether the view is at rest (or empty): it stays at rest in the new layout.
        var isAtRest: Bool
    }

    /// What the view shows now, as a layout change keeps it.
    var layoutIntent: LayoutIntent {
        let coverageCentre = CGPoint(x: coverageRect.midX, y: coverageRect.midY)
        let viewPoint = geometry.convertFromSuperview(coverageCentre)
        let fraction = CGPoint(x: (viewPoint.x - contentFrame.minX) / contentFrame.width,
                               y: (viewPoint.y - contentFrame.minY) / contentFrame.height)
        let isKnown = fraction.isFinite && !isEmpty
        return LayoutIntent(scale: zoomScale, fraction: isKnown ? fraction : .zero, isAtRest: !isKnown || isAtRest)
    }

    /// Takes new layout values and keeps `intent` — what the view showed before the layout change,
    /// or before the first of several that make up one layout pass (a container resized before its
    /// crop opening moves): the result then depends on the final layout only, not on the order the
    /// values arrived in. The arguments are in the spaces of the properties of the same names;
    /// `intent` is an earlier state's ``layoutIntent``.
    mutating func updateLayout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect,
                               coverageRect: CGRect?, keeping intent: LayoutIntent) {
        // Auto Layout re-applies unchanged frames on every pass; that must change nothing (not
        // even the pinch baseline, or the image would slip under the fingers).
        let newOverride = coverageRect.flatMap { $0.isZoomable ? $0 : nil }
        guard containerBounds != self.containerBounds || restingFrame != self.restingFrame
            || contentFrame != self.contentFrame || newOverride != coverageOverride else { return }
        let fraction = intent.fraction
        let scale = intent.scale

        self.containerBounds = containerBounds
        self.restingFrame = restingFrame
        self.contentFrame = contentFrame
        isEmpty = Self.isEmpty(containerBounds: containerBounds, restingFrame: restingFrame, contentFrame: contentFrame)
        self.coverageRect = coverageRect ?? .null   // an unusable rect restores the default
        focalPoint = nil
        lastFocalPoint = nil
        pinchTouchCount = nil

        guard !isEmpty else {
            geometry = Self.emptyGeometry(restingFrame: restingFrame)
            return
        }
        geometry.bounds = CGRect(origin: .zero, size: restingFrame.standardized.size)
        if intent.isAtRest {
            geometry = restGeometry
            return
        }
        let newScale = limits.clamp(scale)
        let newContent = self.contentFrame
        let keptPoint = CGPoint(x: newContent.minX + fraction.x * newContent.width,
                                y: newContent.minY + fraction.y * newContent.height)
        let newCoverage = self.coverageRect
        let anchor = self.anchor
        // (keptPoint − anchor) · scale + center = coverage centre.
        let center = CGPoint(x: newCoverage.midX - (keptPoint.x - anchor.x) * newScale,
                             y: newCoverage.midY - (keptPoint.y - anchor.y) * newScale)
        let clamped = clampedCenter(center, scale: newScale)
        geometry = clamped.isFinite ? geometry(center: clamped, scale: newScale) : restGeometry
    }
}
