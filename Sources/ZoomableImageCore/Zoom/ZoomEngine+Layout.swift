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
    /// - Parameters:
    ///   - containerBounds: the container's bounds, in container space (points).
    ///   - restingFrame: the view's untransformed frame, in container space (points).
    ///   - contentFrame: the drawn image inside the view (`ImageLayout.imageFrame`), in view
    ///     space (points).
    ///
    /// Unusable values make the engine empty (gestures ignored) until usable ones arrive; an
    /// explicit ``coverageRect`` is kept.
    public mutating func updateLayout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect) {
        updateLayout(containerBounds: containerBounds, restingFrame: restingFrame, contentFrame: contentFrame,
                     coverageRect: coverageOverride)
    }

    /// Takes new layout values and a new coverage rect (a crop opening that follows the
    /// container), keeping what the user was looking at. See
    /// ``updateLayout(containerBounds:restingFrame:contentFrame:)``.
    ///
    /// - Parameters:
    ///   - containerBounds: the container's bounds, in container space (points).
    ///   - restingFrame: the view's untransformed frame, in container space (points).
    ///   - contentFrame: the drawn image inside the view (`ImageLayout.imageFrame`), in view
    ///     space (points).
    ///   - coverageRect: the new coverage rect in container space (points); `nil` to follow the
    ///     container's bounds.
    public mutating func updateLayout(containerBounds: CGRect, restingFrame: CGRect, contentFrame: CGRect,
                                      coverageRect: CGRect?) {
        // Auto Layout re-applies unchanged frames on every pass; that must change nothing (not
        // even the pinch baseline, or the image would slip under the fingers).
        let newOverride = coverageRect.flatMap { $0.isZoomable ? $0 : nil }
        guard containerBounds != self.containerBounds || restingFrame != self.restingFrame
            || contentFrame != self.contentFrame || newOverride != coverageOverride else { return }
        // What the user sees now: the image point at the coverage centre, as a fraction of the
        // drawn image, and the zoom scale.
        let wasEmpty = isEmpty
        let wasAtRest = wasEmpty || isAtRest
        let coverageCentre = CGPoint(x: self.coverageRect.midX, y: self.coverageRect.midY)
        let viewPoint = geometry.convertFromSuperview(coverageCentre)
        let fraction = CGPoint(x: (viewPoint.x - self.contentFrame.minX) / self.contentFrame.width,
                               y: (viewPoint.y - self.contentFrame.minY) / self.contentFrame.height)
        let scale = zoomScale

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
        if wasAtRest || !fraction.isFinite {
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
