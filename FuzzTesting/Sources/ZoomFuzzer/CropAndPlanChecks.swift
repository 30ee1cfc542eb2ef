import Foundation
@_spi(Internals) import ZoomableImageCore

/// The invariants of crops and of the large-image decode plan: each returns a description of the
/// first violation, or `nil`. Whole-pixel and area checks run where pixel coordinates are exact
/// integers in floating point (below 2^52); the aspect check of an opening in the layout band.
enum CropAndPlanChecks {
    static let exactIntegers: CGFloat = 4_503_599_627_370_496   // 2^52

    /// A crop region: whole pixels (or the image's own edge), inside the image, non-empty, and
    /// the same pixels in the stored buffer (sides swapped for the left/right orientations).
    static func region(_ region: CropRegion?, layout: ImageLayout, name: String) -> String? {
        guard let region else { return nil }
        let r = region.pixelRect
        let pixels = layout.pixelSize
        guard pixels.width > 0, pixels.height > 0, pixels.width.isFinite, pixels.height.isFinite else {
            return "\(name) is \(r) although the layout has no pixels"
        }
        // Inside the image up to rounding (origin + size is rounded again at 1e100 px).
        let slack = 1e-12 * max(pixels.width, pixels.height)
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.size.width > 0, r.size.height > 0,
              r.minX >= 0, r.minY >= 0, r.maxX <= pixels.width + slack, r.maxY <= pixels.height + slack
        else { return "\(name): pixelRect \(r) is empty or not inside the image's \(pixels) pixels" }
        guard max(pixels.width, pixels.height) < exactIntegers else { return nil }
        func whole(_ value: CGFloat, _ edge: CGFloat) -> Bool { value == value.rounded() || value == edge }
        guard whole(r.minX, 0), whole(r.minY, 0), whole(r.maxX, pixels.width), whole(r.maxY, pixels.height) else {
            return "\(name): pixelRect \(r) is not on whole pixels"
        }
        let stored = region.cgImagePixelRect
        let swapped = layout.orientation.swapsWidthAndHeight
        let expectedSize = swapped ? CGSize(width: r.height, height: r.width) : r.size
        let storedPixels = layout.cgImagePixelSize
        guard pixels.width == pixels.width.rounded(), pixels.height == pixels.height.rounded() else { return nil }
        guard stored.size == expectedSize, stored.minX >= 0, stored.minY >= 0,
              stored.maxX <= storedPixels.width, stored.maxY <= storedPixels.height
        else {
            return "\(name): cgImagePixelRect \(stored) is not the \(layout.orientation) image of \(r) "
                + "inside \(storedPixels)"
        }
        return nil
    }

    /// `CropOpening.largestCenteredRect`: `.zero` for bad input; otherwise inside the rect, of the
    /// ratio, centred, and touching the rect's edges on the limiting axis.
    static func opening(_ opening: CGRect, aspectRatio: CGFloat, in rect: CGRect) -> String? {
        let r = rect.standardized
        let magnitudes = [r.minX, r.maxX, r.minY, r.maxY]
        guard opening != .zero, magnitudes.allSatisfy({ $0.isFinite && abs($0) <= LayoutChecks.band }),
              aspectRatio >= 1 / LayoutChecks.band, aspectRatio <= LayoutChecks.band,
              r.width >= 1 / LayoutChecks.band, r.height >= 1 / LayoutChecks.band
        else { return nil }
        let tolerance = LayoutChecks.relativeTolerance * max(magnitudes.map(abs).max() ?? 0, LayoutChecks.magnitudeFloor)
        let inside = opening.minX >= r.minX - tolerance && opening.maxX <= r.maxX + tolerance
            && opening.minY >= r.minY - tolerance && opening.maxY <= r.maxY + tolerance
        let centred = abs(opening.midX - r.midX) <= tolerance && abs(opening.midY - r.midY) <= tolerance
        let fills = abs(opening.width - r.width) <= tolerance || abs(opening.height - r.height) <= tolerance
        let ratio = opening.width / opening.height
        guard inside, centred, fills, abs(ratio - aspectRatio) <= 1e-9 * aspectRatio + 2 * tolerance / opening.height
        else { return "CropOpening \(opening) is not the largest centred \(aspectRatio) rect in \(r)" }
        return nil
    }

    /// A decode plan: no trap reading any property; no plan for a bad source; no downsampling for
    /// a bad container, screen scale or zoom; never larger than the original.
    static func plan(_ inputs: DownsampleInputs) -> String? {
        let plan = DownsamplingPlan(sourcePixelSize: inputs.sourcePixelSize, sourceOrientation: inputs.sourceOrientation,
                                    containerSize: inputs.containerSize, screenScale: inputs.screenScale,
                                    maximumZoomScale: inputs.maximumZoomScale, contentMode: inputs.contentMode)
        _ = plan.downsamples
        _ = plan.decodedByteCount
        _ = plan.sourceByteCount
        let source = inputs.sourcePixelSize
        let oriented = inputs.sourceOrientation.swapsWidthAndHeight
            ? CGSize(width: source.height, height: source.width) : source
        let sourceIsGood = oriented.width.isFinite && oriented.height.isFinite && oriented.width > 0 && oriented.height > 0
        guard sourceIsGood else {
            return plan.maximumPixelSize == 0 && plan.decodedPixelSize == .zero
                ? nil : "a plan for the bad source \(source) is \(plan)"
        }
        // Files have whole pixels (kCGImagePropertyPixelWidth is an integer): sizes are checked
        // for those, exactly representable.
        guard max(oriented.width, oriented.height) < exactIntegers, oriented.width == oriented.width.rounded(),
              oriented.height == oriented.height.rounded() else { return nil }
        let longest = max(oriented.width, oriented.height)
        let decoded = plan.decodedPixelSize
        guard plan.maximumPixelSize >= 0, CGFloat(plan.maximumPixelSize) <= longest.rounded(.up),
              decoded.width.isFinite, decoded.height.isFinite, decoded.width >= 0, decoded.height >= 0,
              decoded.width <= oriented.width.rounded(.up), decoded.height <= oriented.height.rounded(.up)
        else { return "the plan \(plan) is larger than the original \(oriented)" }
        let container = inputs.containerSize
        let perPoint = inputs.screenScale * inputs.maximumZoomScale
        let badView = !(container.width.isFinite && container.height.isFinite && container.width > 0
            && container.height > 0) || !(perPoint.isFinite && perPoint > 0)
        if badView, CGFloat(plan.maximumPixelSize) != (longest - 1e-9).rounded(.up) {
            return "a plan without a usable view downsamples: \(plan) for \(oriented)"
        }
        return nil
    }
}
