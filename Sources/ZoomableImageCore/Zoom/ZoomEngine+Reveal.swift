import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// Brings `rect` of the view into view when it is out of view: moves the view, at the same zoom
    /// scale, along each axis on which it is out of view, the least that puts the rect inside the
    /// visible region — or, where the rect is longer, that makes it span the region — as far as the
    /// content still covers what it covered. Used for the element VoiceOver focuses inside zoomed
    /// content.
    ///
    /// In view means, on each axis, its middle inside the region when it fits there — the middle
    /// is where VoiceOver's double tap lands, which must not land outside the container or on a
    /// bar — and any part of it inside when it is longer, so that a large element (the whole
    /// content as one element, say) never pulls a panned view back. A finger exploring the
    /// screen moves the content only when it touches an element whose middle is out of view.
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
        let inViewX = Self.isInView(lower: shown.minX, length: shown.width, within: region.minX, length: region.width)
        let inViewY = Self.isInView(lower: shown.minY, length: shown.height, within: region.minY, length: region.height)
        guard !(inViewX && inViewY) else { return geometry }
        // Only an axis out of view moves: one in view stays as the user left it.
        let shiftX = Self.revealingShift(lower: shown.minX, length: shown.width,
                                         into: region.minX, length: region.width)
        let shiftY = Self.revealingShift(lower: shown.minY, length: shown.height,
                                         into: region.minY, length: region.height)
        let shift = CGPoint(x: inViewX ? 0 : shiftX, y: inViewY ? 0 : shiftY)
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

    /// Whether a segment starting at `lower` is in view along one axis within the visible
    /// segment starting at `visibleLower`: its middle inside (ends included) when it is no
    /// longer, any part of it inside when it is longer.
    static func isInView(lower: CGFloat, length: CGFloat, within visibleLower: CGFloat,
                         length visibleLength: CGFloat) -> Bool {
        let visibleUpper = visibleLower + visibleLength
        if length > visibleLength {
            return min(lower + length, visibleUpper) > max(lower, visibleLower)
        }
        let middle = lower + length / 2
        return middle >= visibleLower && middle <= visibleUpper
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
