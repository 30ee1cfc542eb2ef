import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomEngine {
    /// Performs a key command: a zoom step around the coverage rect's centre, back to rest, or a
    /// move of a zoomed image by ``ZoomKeyCommand/scrollStep`` or to an edge — then settles, so
    /// no gap opens. Where the image cannot move that way (at rest, or already at that edge)
    /// nothing changes. Returns the new geometry, to animate to; ends any gesture in progress.
    @_spi(Internals)
    @discardableResult
    public mutating func perform(_ command: ZoomKeyCommand) -> ViewGeometry {
        guard !isEmpty else { return geometry }
        let coverage = coverageRect
        let centre = CGPoint(x: coverage.midX, y: coverage.midY)
        let step = ZoomKeyCommand.scrollStep
        // Scrolls keep the zoom — brought into the limits: limits changed while a finger held a
        // caught animation apply at the next settle, and a scroll ends settled.
        let scale = limits.clamp(zoomScale)
        let range = centerRange(scale: scale)
        let center = geometry.center
        // Revealing what is left of the visible part moves the image right: the centre grows.
        switch command {
        case .zoomIn: return setZoomScale(zoomScale(steppedBy: 1), around: centre)
        case .zoomOut: return setZoomScale(zoomScale(steppedBy: -1), around: centre)
        case .resetZoom: return reset()
        case .scrollLeft: return adopt(center: CGPoint(x: center.x + step, y: center.y), scale: scale)
        case .scrollRight: return adopt(center: CGPoint(x: center.x - step, y: center.y), scale: scale)
        case .scrollUp: return adopt(center: CGPoint(x: center.x, y: center.y + step), scale: scale)
        case .scrollDown: return adopt(center: CGPoint(x: center.x, y: center.y - step), scale: scale)
        case .scrollToLeftEdge: return adopt(center: CGPoint(x: range.x.upper, y: center.y), scale: scale)
        case .scrollToRightEdge: return adopt(center: CGPoint(x: range.x.lower, y: center.y), scale: scale)
        case .scrollToTop: return adopt(center: CGPoint(x: center.x, y: range.y.upper), scale: scale)
        case .scrollToBottom: return adopt(center: CGPoint(x: center.x, y: range.y.lower), scale: scale)
        }
    }
}
