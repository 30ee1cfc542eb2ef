import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import ZoomableImageCore

/// What every frame of a replay shares, so that frames line up when played: the region of
/// container space drawn, the drawing's size in pixels, and the image's pixel grid.
///
/// The region holds, for every step, the container, the coverage rect, the drawn image, its
/// settle target and the points the events touch — with a margin — but reaches at most
/// ``reach`` container sizes beyond the container on each side, so one wild zoom doesn't shrink
/// every other frame to a dot (what lies further is cut off).
struct ReplayScene {
    /// How many container widths (heights) the drawn region may extend left and right (above
    /// and below) of the container.
    static let reach: CGFloat = 1.5
    /// The drawing's largest width and height for the region, in CSS pixels.
    static let maximumRegionSize = CGSize(width: 720, height: 560)
    /// The narrowest drawing, in CSS pixels: room for the caption.
    static let minimumWidth: CGFloat = 600
    /// Heights of the caption band above the region and the legend band below it, in CSS pixels.
    static let headerHeight: CGFloat = 66
    static let footerHeight: CGFloat = 26

    /// The region of container space drawn (points).
    let region: CGRect
    /// Container points per CSS pixel: multiply a size in pixels by it to draw it.
    let unit: CGFloat
    /// The image's size in oriented pixels (the layout's pixel size), or `nil` when the trace
    /// has no usable image layout: the grid is then in view points.
    let layoutPixels: CGSize?

    init(trace: GestureTrace, steps: [ReplayStep]) {
        var bounds = CGRect.null
        var containers = CGRect.null
        for step in steps {
            containers = containers.union(step.containerBounds)
            for rect in [step.containerBounds, step.coverageRect, step.drawnImageFrame, step.settledImageFrame]
            where rect.isFinite {
                bounds = bounds.union(rect)
            }
            for point in Self.points(of: step.event) + [step.focalPoint].compactMap({ $0 }) where point.isFinite {
                bounds = bounds.union(CGRect(origin: point, size: .zero))
            }
        }
        if containers.isNull || !containers.isFinite || containers.isEmpty {
            containers = CGRect(x: 0, y: 0, width: 100, height: 100)
        }
        let limit = containers.insetBy(dx: -containers.width * Self.reach, dy: -containers.height * Self.reach)
        var region = bounds.isNull ? containers : bounds.intersection(limit)
        if region.isNull || region.isEmpty { region = containers }
        let margin = max(region.width, region.height) * 0.06
        region = region.insetBy(dx: -margin, dy: -margin)

        var unit = max(region.width / Self.maximumRegionSize.width, region.height / Self.maximumRegionSize.height)
        if !(unit.isFinite && unit > 0) { unit = 1 }
        let minimumWidth = Self.minimumWidth * unit
        if region.width < minimumWidth {
            region = region.insetBy(dx: -(minimumWidth - region.width) / 2, dy: 0)
        }
        self.region = region
        self.unit = unit

        let pixels = trace.imageLayout?.pixelSize ?? .zero
        layoutPixels = pixels.width > 0 && pixels.height > 0 ? pixels : nil
    }

    /// Whether the grid counts image pixels (else view points).
    var hasPixels: Bool { layoutPixels != nil }

    /// The whole image in grid units at a step: oriented pixels, or the content frame's size in
    /// view points (the drawn image divided by the zoom scale) without an image layout.
    func imagePixels(at step: ReplayStep) -> CGSize {
        if let layoutPixels { return layoutPixels }
        let scale = step.zoomScale > 0 ? step.zoomScale : 1
        return CGSize(width: step.drawnImageFrame.width / scale, height: step.drawnImageFrame.height / scale)
    }

    /// The whole drawing, caption and legend included, in container space.
    var viewBox: CGRect {
        CGRect(x: region.minX, y: region.minY - Self.headerHeight * unit, width: region.width,
               height: region.height + (Self.headerHeight + Self.footerHeight) * unit)
    }

    /// The drawing's size in CSS pixels.
    var pixelSize: CGSize {
        CGSize(width: (viewBox.width / unit).rounded(), height: (viewBox.height / unit).rounded())
    }

    /// The grid's spacing for an image `length` grid units long: the smallest 1, 2 or 5 × 10ⁿ
    /// that divides it into at most 16 parts (so 8–16 lines on the longer axis).
    static func gridSpacing(forLength length: CGFloat) -> CGFloat {
        guard length.isFinite, length > 0 else { return 1 }
        var spacing: CGFloat = 1
        while length / spacing > 16 {
            for factor: CGFloat in [2, 2.5, 2] {          // 1 → 2 → 5 → 10 → 20 → 50 …
                spacing *= factor
                if length / spacing <= 16 { break }
            }
        }
        return spacing
    }

    /// The container points an event names (centroids, taps), for the region.
    static func points(of event: GestureEvent?) -> [CGPoint] {
        switch event {
        case .pinch(_, let centroid, _)?, .rebaseline(let centroid)?: [centroid]
        case .doubleTap(let location)?: [location]
        case .setZoomScale(_, let anchor)?: [anchor]
        default: []
        }
    }
}
