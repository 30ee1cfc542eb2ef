#if canImport(UIKit)
import QuartzCore
import UIKit
@_spi(Internals) import ZoomableImageCore

/// A ``ZoomableImageView``'s pixel tools on screen: the magnification filter, the pixel grid (a
/// shape layer inside the view, carried by its transform) and the markers pinned to pixels
/// (siblings of the view in its container, placed at every geometry write — inside the settle
/// animation's block when the write is the animation's, so they move in the same animation).
/// What to draw and where comes from ``ZoomInteraction/pixelPresentation(from:to:options:containerOriginInWindow:)``
/// and ``ZoomInteraction/overlayPlacement(forPixel:scalesWithImage:at:)``.
@MainActor
final class PixelDecorations {
    /// A marker and the pixel it is pinned to.
    struct Overlay {
        let view: UIView
        var pixel: CGPoint
        var scalesWithImage: Bool
    }

    /// Magnification and grid options.
    var options = PixelPresentationOptions()
    /// The grid's colour.
    var gridColor = ZoomableImageView.defaultPixelGridColor
    /// The markers, bottom to top.
    var overlays: [Overlay] = []
    /// The grid: a sublayer of the view's layer whose coordinates are the view's (bounds and
    /// position follow the view's bounds), with no implicit animations (the view's transform
    /// animates it).
    let gridLayer: CAShapeLayer = {
        let layer = CAShapeLayer()
        layer.fillColor = nil
        layer.lineCap = .butt
        layer.actions = ["path": NSNull(), "lineWidth": NSNull(), "hidden": NSNull(),
                         "bounds": NSNull(), "position": NSNull(), "strokeColor": NSNull()]
        return layer
    }()

    /// Brings filter, grid and markers to a geometry of the view.
    ///
    /// - Parameters:
    ///   - view: the zoomable view.
    ///   - target: the geometry being written (or the view's own).
    func update(_ view: ZoomableImageView, target: ShownGeometry) {
        let interaction = view.host.interaction
        let presentation = interaction.pixelPresentation(
            from: view.shownGeometry, to: target, options: options,
            containerOriginInWindow: view.superview.map { $0.convert(CGPoint.zero, to: nil) })
        view.layer.magnificationFilter = CALayerContentsFilter(rawValue: presentation.magnificationFilter.rawValue)
        draw(presentation.grid, in: view)
        overlays.forEach { place($0, in: interaction, at: target) }
    }

    /// Moves one marker to its pixel at a geometry.
    func place(_ overlay: Overlay, in interaction: ZoomInteraction, at target: ShownGeometry) {
        let placement = interaction.overlayPlacement(forPixel: overlay.pixel, scalesWithImage: overlay.scalesWithImage,
                                                     at: target)
        overlay.view.center = placement.center
        overlay.view.transform = placement.transform
        overlay.view.isHidden = placement.isHidden
        overlay.view.accessibilityElementsHidden = !placement.isInCoverage
    }

    /// Strokes the grid lines in the view's own space.
    func draw(_ grid: PixelGridLines, in view: ZoomableImageView) {
        let path = CGMutablePath()
        grid.forEachSegment { start, end in
            path.move(to: start)
            path.addLine(to: end)
        }
        let bounds = view.bounds
        gridLayer.bounds = bounds
        gridLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        gridLayer.path = path
        gridLayer.lineWidth = grid.lineWidth
        gridLayer.strokeColor = gridColor.resolvedColor(with: view.traitCollection).cgColor
        gridLayer.isHidden = grid.isHidden
    }

    /// Puts the markers in the view's container, just above the view, in order (a marker already
    /// there is moved; without a container they stay out of any).
    func install(above view: ZoomableImageView) {
        overlays.reversed().forEach { view.superview?.insertSubview($0.view, aboveSubview: view) }
    }

    /// Unpins a marker: out of its superview, its transform and visibility back to UIView's
    /// defaults.
    static func release(_ overlay: Overlay) {
        overlay.view.removeFromSuperview()
        overlay.view.transform = .identity
        overlay.view.isHidden = false
        overlay.view.accessibilityElementsHidden = false
    }

    /// Takes the markers out of whatever container they are in.
    func uninstall() {
        overlays.forEach { $0.view.removeFromSuperview() }
    }
}
#endif
