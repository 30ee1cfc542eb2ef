import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// Moves the view the least distance that brings `rect` of the view into the coverage rect,
    /// at the same zoom scale, as far as the content still covers what it covered: what
    /// `UIScrollView.scrollRectToVisible(_:animated:)` does for a scroll view's content. On an
    /// axis where the rect is longer than the coverage rect, its middle goes to the coverage
    /// rect's middle. Used to bring the element VoiceOver focuses inside zoomed content into view.
    ///
    /// `rect` is in view space (points, the untransformed view, origin at its bounds' origin, as
    /// ``zoom(toViewRect:)``'s); a zero-size rect is a point, a null or non-finite one is ignored,
    /// as is an empty engine. Returns the new geometry, to animate to; a rect already inside
    /// changes nothing. Ends any gesture in progress when it moves.
    @_spi(Internals)
    @discardableResult
    public mutating func reveal(viewRect rect: CGRect) -> ViewGeometry {
        guard !isEmpty, rect.isFiniteRect, !rect.isNull else { return geometry }
        let rect = rect.standardized
        let scale = zoomScale
        let anchor = self.anchor
        let center = geometry.center
        // Where the rect is shown now, container space: center + (view point − anchor) · scale.
        let shownMinX = center.x + (rect.minX - anchor.x) * scale
        let shownMinY = center.y + (rect.minY - anchor.y) * scale
        let coverage = coverageRect
        let shift = CGPoint(
            x: Self.revealingShift(lower: shownMinX, length: rect.width * scale,
                                   into: coverage.minX, length: coverage.width),
            y: Self.revealingShift(lower: shownMinY, length: rect.height * scale,
                                   into: coverage.minY, length: coverage.height))
        guard shift != .zero else { return geometry }
        return adopt(center: CGPoint(x: center.x + shift.x, y: center.y + shift.y), scale: scale)
    }

    /// How far a segment starting at `lower` must move along one axis to lie within the segment
    /// starting at `visibleLower`: 0 when inside, to the nearer edge when it sticks out, middle
    /// to middle when it is longer. Points, either space, as long as both are in the same.
    static func revealingShift(lower: CGFloat, length: CGFloat, into visibleLower: CGFloat,
                               length visibleLength: CGFloat) -> CGFloat {
        if length > visibleLength {
            return (visibleLower + visibleLength / 2) - (lower + length / 2)
        }
        if lower < visibleLower { return visibleLower - lower }
        let overshoot = (lower + length) - (visibleLower + visibleLength)
        return overshoot > 0 ? -overshoot : 0
    }
}
