import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internals) import ZoomableImageCore

/// What every frame of a replay shares, so that frames line up when played: the region of
/// container space a frame shows unless it needs more, the drawing's size in CSS pixels, and the
/// image's pixel grid.
///
/// The shared region holds, for every step, the container, the coverage rect, the drawn image,
/// its settle target and the points the events touch — with a margin — but reaches at most
/// ``reach`` container sizes beyond the container on each side, so one wild zoom doesn't shrink
/// every other frame to a dot. A frame whose content reaches further gets a larger region of
/// its own (``viewport(for:previous:)``): nothing a frame draws is ever cut off.
struct ReplayScene {
    /// How many container widths (heights) the shared region may extend left and right (above
    /// and below) of the container.
    static let reach: CGFloat = 1.5
    /// The drawing's largest width and height, in CSS pixels.
    static let maximumSize = CGSize(width: 720, height: 560)
    /// The narrowest drawing, in CSS pixels: room for the standalone SVG's caption.
    static let minimumWidth: CGFloat = 600
    /// The room kept around what a frame draws, in CSS pixels: for labels next to edges.
    static let margin: CGFloat = 28

    /// The region of container space every frame shows at least (points).
    let region: CGRect
    /// The drawing's size in CSS pixels, the same for every frame.
    let pixelSize: CGSize
    /// The image's size in oriented pixels (the layout's pixel size), or `nil` when the trace
    /// has no usable image layout: the grid is then in view points.
    let layoutPixels: CGSize?

    init(trace: GestureTrace, steps: [ReplayStep]) {
        var content = CGRect.null
        var containers = CGRect.null
        for (index, step) in steps.enumerated() {
            containers = containers.union(step.containerBounds)
            content = content.union(Self.content(of: step, previous: index > 0 ? steps[index - 1] : nil))
        }
        if containers.isNull || !containers.isFinite || containers.isEmpty {
            containers = CGRect(x: 0, y: 0, width: 100, height: 100)
        }
        let limit = containers.insetBy(dx: -containers.width * Self.reach, dy: -containers.height * Self.reach)
        var region = content.isNull ? containers : content.intersection(limit)
        if region.isNull || region.isEmpty { region = containers }

        // Fit the region into the largest drawing, leaving the margin on every side.
        let room = CGSize(width: Self.maximumSize.width - 2 * Self.margin,
                          height: Self.maximumSize.height - 2 * Self.margin)
        var unit = max(region.width / room.width, region.height / room.height)
        if !(unit.isFinite && unit > 0) { unit = 1 }
        region = region.insetBy(dx: -Self.margin * unit, dy: -Self.margin * unit)
        let minimumWidth = Self.minimumWidth * unit
        if region.width < minimumWidth {
            region = region.insetBy(dx: -(minimumWidth - region.width) / 2, dy: 0)
        }
        self.region = region
        pixelSize = CGSize(width: (region.width / unit).rounded(), height: (region.height / unit).rounded())

        let pixels = trace.startingLayout.pixelSize
        layoutPixels = pixels.width > 0 && pixels.height > 0 ? pixels : nil
    }

    /// The part of container space one frame shows: the shared region, or — when the frame's
    /// content doesn't fit in it — the smallest region of the same proportions that holds both,
    /// centred on them. The drawing keeps its size in CSS pixels either way.
    func viewport(for step: ReplayStep, previous: ReplayStep?) -> Viewport {
        let sharedUnit = region.width / pixelSize.width
        let content = Self.content(of: step, previous: previous)
        let needed = content.isNull ? region
            : content.insetBy(dx: -Self.margin * sharedUnit, dy: -Self.margin * sharedUnit)
        guard !region.contains(needed) else { return Viewport(region: region, pixelSize: pixelSize) }
        // Grow the union to the shared aspect ratio; then the margin in the new unit.
        var grown = region.union(needed)
        let aspect = region.width / region.height
        if grown.width / grown.height < aspect {
            grown = grown.insetBy(dx: -(grown.height * aspect - grown.width) / 2, dy: 0)
        } else {
            grown = grown.insetBy(dx: 0, dy: -(grown.width / aspect - grown.height) / 2)
        }
        let unit = grown.width / pixelSize.width
        let margin = Self.margin * max(0, unit - sharedUnit)
        return Viewport(region: grown.insetBy(dx: -margin * aspect, dy: -margin), pixelSize: pixelSize)
    }

    /// What a frame draws and must show whole: the container (and the one before a layout
    /// change), the coverage rect, the drawn image, its settle target and the event's points.
    static func content(of step: ReplayStep, previous: ReplayStep?) -> CGRect {
        var rects = [step.containerBounds, step.coverageRect, step.drawnImageFrame, step.settledImageFrame]
        if case .layout? = step.drawnEvent, let previous { rects.append(previous.containerBounds) }
        let points = Self.points(of: step.drawnEvent) + [step.focalPoint].compactMap { $0 }
            + [StepDrawing.coastEnd(of: step, previous: previous)].compactMap { $0 }
        rects += points.map { CGRect(origin: $0, size: .zero) }
        return rects.filter(\.isFinite).reduce(CGRect.null) { $0.union($1) }
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
    static func points(of event: DrawnEvent?) -> [CGPoint] {
        switch event {
        case .pinch(_, let centroid)?: [centroid]
        case .doubleTap(let location)?: [location]
        case .setZoomScale(let anchor)?: [anchor]
        default: []
        }
    }
}
