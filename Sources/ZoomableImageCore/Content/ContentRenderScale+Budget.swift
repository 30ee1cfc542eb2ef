import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ContentRenderScale {
    /// The most pixels the backing stores of all the content's views and layers drawn again
    /// hold together: 33 554 432 pixels, 128 MiB at 4 bytes a pixel (twice one layer's
    /// ``maximumBackingPixels``). Fifty 120 × 24 pt labels drawn as a ×8 zoom shows them on a 3×
    /// screen (26.2 pixels per point) would take 377 MiB; within the budget they share 15.26.
    public static let maximumTotalBackingPixels: CGFloat = 33_554_432

    /// Which of the content's views is drawn again: one that draws — its layer has contents or
    /// is marked to be drawn (a label, a view with its own `draw(_:)`; a plain container, which
    /// UIKit gives no backing store, has neither) — and is neither an image view (its bitmap
    /// shows however it is scaled) nor drawn by a `CATiledLayer` (it draws its own levels).
    ///
    /// - Parameters:
    ///   - isImageView: whether it is a `UIImageView`.
    ///   - isTiled: whether its layer is a `CATiledLayer`.
    ///   - hasContents: whether its layer's `contents` is set.
    ///   - needsDisplay: whether its layer is marked to be drawn (`needsDisplay()`).
    public func redrawsView(isImageView: Bool, isTiled: Bool, hasContents: Bool, needsDisplay: Bool) -> Bool {
        (hasContents || needsDisplay) && !isImageView && !isTiled
    }

    /// Which of the content's layers takes a new `contentsScale`: one of its own that draws at
    /// it — a shape or text layer (Core Animation renders their paths and glyphs at the layer's
    /// `contentsScale`), or a layer due to draw its own content (`needsDisplay()`, a layer that
    /// draws in `draw(in:)`). Not one backing a view (its view's `contentScaleFactor` sets it), a
    /// `CATiledLayer`, or any other layer: a container (a plain, transform or replicator layer
    /// draws nothing and has no backing store to count), or a layer showing an image the app set
    /// as its `contents` — whose drawn size, under a gravity that does not resize
    /// (`.center`, `.top`, …), follows `contentsScale` ("the mapping between the logical
    /// coordinate space … and the physical coordinate space"): a new scale would shrink it.
    ///
    /// - Parameters:
    ///   - backsView: whether the layer is a view's own layer (its delegate is the view).
    ///   - isTiled: whether it is a `CATiledLayer`.
    ///   - isShapeLayer: whether it is a `CAShapeLayer`.
    ///   - isTextLayer: whether it is a `CATextLayer`.
    ///   - needsDisplay: whether it is marked to be drawn (`needsDisplay()`).
    public func redrawsLayer(backsView: Bool, isTiled: Bool, isShapeLayer: Bool, isTextLayer: Bool,
                             needsDisplay: Bool) -> Bool {
        !backsView && !isTiled && (isShapeLayer || isTextLayer || needsDisplay)
    }

    /// The scales for backing stores of `sizes` points, drawn together: each as
    /// ``scale(forLayerOfSize:)`` gives it, unless together they would hold more than
    /// ``maximumTotalBackingPixels``; then every store above a shared scale is lowered to it,
    /// the largest shared scale that keeps the total within the budget — never below
    /// ``displayScale``, which is what UIKit draws at anyway (so content that is over the budget
    /// even there is drawn at the display's scale).
    ///
    /// - Parameter sizes: the bounds sizes of the views and layers drawn again, points.
    /// - Returns: pixels per point for each, in the same order.
    public func scales(forLayersOfSizes sizes: [CGSize]) -> [CGFloat] {
        let alone = sizes.map(scale(forLayerOfSize:))
        let areas = sizes.map { Self.length($0.width) * Self.length($0.height) }
        let shared = sharedScale(areas: areas, scales: alone)
        return alone.map { min($0, shared) }
    }

    /// The largest scale that, shared by every store drawn above it, keeps the total within the
    /// budget: `.infinity` when the stores fit as they are. Solved exactly: with the stores
    /// sorted by their own scale, the ones below the shared scale keep theirs and the rest take
    /// it, so the shared scale is √((budget − kept pixels) ÷ the rest's area).
    func sharedScale(areas: [CGFloat], scales: [CGFloat]) -> CGFloat {
        let budget = Self.maximumTotalBackingPixels
        let stores = zip(areas, scales).sorted { $0.1 < $1.1 }
        guard stores.reduce(0, { $0 + $1.0 * $1.1 * $1.1 }) > budget else { return .infinity }
        var kept: CGFloat = 0
        var rest = areas.reduce(0, +)
        for (area, scale) in stores {
            let shared = ((budget - kept) / rest).squareRoot()
            if shared <= scale { return max(displayScale, shared) }
            kept += area * scale * scale
            rest -= area
        }
        // Unreachable: past the last store every one keeps its scale, and their total is over
        // the budget. Defined all the same: the display's scale.
        return displayScale
    }
}
