import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// Brings `rect` of the view into view when none of it is: moves the view, at the same zoom
    /// scale, the least that puts the rect inside the visible region — or, on an axis where the
    /// rect is longer, that makes it span the region — as far as the content still covers what
    /// it covered. Used for the element VoiceOver focuses inside zoomed content.
    ///
    /// A rect any part of which is in the region already changes nothing: an element the user
    /// can see stays where it is (so a large element, the whole content say, never pulls a
    /// panned view back), and a finger exploring the screen, which can only touch a visible
    /// part, never moves the content under it.
    ///
    /// `rect` is in view space (points, the untransformed view, origin at its bounds' origin, as
    /// ``zoom(toViewRect:)``'s); a zero-size rect is a point, a null or non-finite one is ignored,
    /// as is an empty engine. The region is the coverage rect, within `visibleRect` (container
    /// space: the container less its safe-area insets, where the bars are) when that leaves any
    /// of it; `nil` by default. Returns the new geometry, to animate to; ends any gesture in
    /// progress when it moves.
    @_spi(Internals)
    @discardableResult
    public mutating func reveal(viewRect rect: CGRect, within visibleRect: CGRect? = nil) -> ViewGeometry {
        guard !isEmpty, rect.isFiniteRect, !rect.isNull else { return geometry }
        let rect = rect.standardized
        let region = Self.revealRegion(coverage: coverageRect, within: visibleRect)
        let scale = zoomScale
        let anchor = self.anchor
        let center = geometry.center
        // Where the rect is shown now, container space: center + (view point − anchor) · scale.
        let shown = CGRect(x: center.x + (rect.minX - anchor.x) * scale, y: center.y + (rect.minY - anchor.y) * scale,
                           width: rect.width * scale, height: rect.height * scale)
        let overlapsX = min(shown.maxX, region.maxX) > max(shown.minX, region.minX)
        let overlapsY = min(shown.maxY, region.maxY) > max(shown.minY, region.minY)
        guard !(overlapsX && overlapsY) else { return geometry }
        let shift = CGPoint(
            x: Self.revealingShift(lower: shown.minX, length: shown.width, into: region.minX, length: region.width),
            y: Self.revealingShift(lower: shown.minY, length: shown.height, into: region.minY, length: region.height))
        guard shift != .zero else { return geometry }
        return adopt(center: CGPoint(x: center.x + shift.x, y: center.y + shift.y), scale: scale)
    }

    /// The region an element is brought into: `coverage` within `visible` when both are usable
    /// and overlap; otherwise `coverage`. Container space.
    static func revealRegion(coverage: CGRect, within visible: CGRect?) -> CGRect {
        guard let visible, visible.isFiniteRect else { return coverage }
        let region = coverage.intersectionOrNull(visible)
        return region.isNull || region.isEmpty ? coverage : region
    }

    /// How far a segment starting at `lower` must move along one axis to lie within the segment
    /// starting at `visibleLower` — its far edge to the visible segment's nearer edge — or, when
    /// it is the longer, to span it — its near edge to the visible segment's; 0 when it does.
    /// Points, either space, as long as both are in the same.
    static func revealingShift(lower: CGFloat, length: CGFloat, into visibleLower: CGFloat,
                               length visibleLength: CGFloat) -> CGFloat {
        let upper = lower + length
        let visibleUpper = visibleLower + visibleLength
        if length >= visibleLength {
            if lower > visibleLower { return visibleLower - lower }
            return upper < visibleUpper ? visibleUpper - upper : 0
        }
        if lower < visibleLower { return visibleLower - lower }
        return upper > visibleUpper ? visibleUpper - upper : 0
    }
}
