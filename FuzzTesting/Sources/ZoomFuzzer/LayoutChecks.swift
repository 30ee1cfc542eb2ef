import Foundation
@_spi(Internals) import ZoomableImageCore

/// The layout's invariants, written from UIKit's rules (ARCHITECTURE.md): each returns a description of the
/// first violation, or `nil`.
///
/// ## What is checked where
///
/// - Always: unusable inputs (zero, negative or non-finite image size, scale or bounds) make an
///   empty layout; an empty layout maps everything, even NaN, to `.zero`; a non-empty one has a
///   positive finite frame and pixel size, and finite, non-zero scales in both maps.
/// - No NaN (indeed no ±∞) from a finite input wherever no intermediate can overflow: with k the
///   map's scale and o its offset (derived here from the frame and the pixel size), a result is
///   required finite when |input| ≤ 1e300 and |input| · k + o ≤ 1e300. NaN from a finite input
///   needs ∞ − ∞ or 0 · ∞, so it can only come from an overflow; below that bound, NaN is a bug.
/// - To 1e-9 (relative to the magnitudes in view space, or in pixel space, with an absolute floor
///   of 1e-9 · 1e-200): the content-mode frame, the pixel size, view → pixel → view round trips
///   and the orientation table. Only in the *band*: every bounds, frame, size and probe magnitude
///   ≤ 1e100, the image's point size ≥ 1e-100, the pixel-per-point ratios within
///   [1e-100, 1e100], and at least 1e-6 px per side (`pixelSize` snaps below 1e-9 px to zero).
///   Then every product and sum is below 1e300 and above the subnormal range (where relative
///   precision is lost), so a few ulps is all the arithmetic can lose. Beyond it 1e-9 is not attainable in general (a
///   1e300-pixel image, a frame at 1e200 points one point wide) and only the rules above hold.
enum LayoutChecks {
    static let band: CGFloat = 1e100
    static let overflowBound: CGFloat = 1e300
    static let relativeTolerance: CGFloat = 1e-9
    static let magnitudeFloor: CGFloat = 1e-200
    /// The smallest pixel size in the band: well above the 1e-9 px that `pixelSize` snaps to zero.
    static let minimumPixels: CGFloat = 1e-6

    /// Points every layout is probed with besides the fuzzed ones: the frame's and the bounds'
    /// corners and centres, the origin, and bad values.
    static func standardPoints(_ layout: ImageLayout) -> [CGPoint] {
        let f = layout.imageFrame
        let b = layout.bounds
        return [
            CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.maxX, y: f.maxY), CGPoint(x: f.midX, y: f.midY),
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), .zero,
            CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 1, y: CGFloat.infinity), CGPoint(x: 1e300, y: -1e300),
        ]
    }

    static func standardRects(_ layout: ImageLayout) -> [CGRect] {
        [layout.imageFrame, layout.bounds, .null, .zero, CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)]
    }

    static func check(_ layout: ImageLayout, points: [CGPoint], rects: [CGRect]) -> String? {
        let size = layout.imageSize
        let scale = layout.imageScale
        let bounds = layout.bounds
        let usable = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && scale.isFinite && scale > 0
            && bounds.origin.x.isFinite && bounds.origin.y.isFinite && bounds.size.width.isFinite
            && bounds.size.height.isFinite && bounds.size.width > 0 && bounds.size.height > 0
            && (layout.sourcePixelSize.map { $0.width.isFinite && $0.height.isFinite && $0.width > 0 && $0.height > 0 }
                ?? true)
        if !usable && !layout.isEmpty { return "a layout with unusable inputs is not empty" }
        if layout.isEmpty {
            if usable, let expected = expectedFrame(layout), isInBand(layout, frame: expected) {
                return "a layout with usable in-band inputs is empty (expected frame \(expected))"
            }
            return emptyMapsToZero(layout, points: points, rects: rects)
        }
        let frame = layout.imageFrame
        let pixels = layout.pixelSize
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite,
              frame.size.width > 0, frame.size.height > 0, frame.maxX.isFinite, frame.maxY.isFinite
        else { return "a non-empty layout has a frame that is not positive and finite: \(frame)" }
        guard pixels.width.isFinite, pixels.height.isFinite, pixels.width > 0, pixels.height > 0
        else { return "a non-empty layout has a pixel size that is not positive and finite: \(pixels)" }
        for (name, t) in [("viewToPixel", layout.viewToPixelTransform), ("pixelToView", layout.pixelToViewTransform)] {
            guard t.a.isFinite, t.d.isFinite, t.a != 0, t.d != 0 else {
                return "a non-empty layout's \(name) map has a non-finite or zero scale: \(t)"
            }
        }
        if let problem = noOverflowMeansFinite(layout, points: points, rects: rects) { return problem }
        guard isInBand(layout, frame: frame) else { return nil }
        return LayoutPrecisionChecks(layout: layout).check(points: points, rects: rects)
    }

    /// UIKit's content-mode rules (ARCHITECTURE.md), or `nil` when the result is not a positive finite rect.
    /// (Only asked of layouts with usable inputs: a positive bounds size, so `width` is the size's.)
    static func expectedFrame(_ layout: ImageLayout) -> CGRect? {
        let b = layout.bounds
        let image = layout.imageSize
        let size: CGSize
        switch layout.contentMode {
        case .scaleToFill, .redraw:
            return b
        case .scaleAspectFit, .scaleAspectFill:
            let kx = b.width / image.width
            let ky = b.height / image.height
            let k = layout.contentMode == .scaleAspectFit ? min(kx, ky) : max(kx, ky)
            size = CGSize(width: image.width * k, height: image.height * k)
        default:
            size = image
        }
        let freeX = b.width - size.width
        let freeY = b.height - size.height
        let x: CGFloat
        let y: CGFloat
        switch layout.contentMode {
        case .left, .topLeft, .bottomLeft: x = b.minX
        case .right, .topRight, .bottomRight: x = b.minX + freeX
        default: x = b.minX + freeX / 2
        }
        switch layout.contentMode {
        case .top, .topLeft, .topRight: y = b.minY
        case .bottom, .bottomLeft, .bottomRight: y = b.minY + freeY
        default: y = b.minY + freeY / 2
        }
        let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        let positive = size.width > 0 && size.height > 0
        let finite = [frame.minX, frame.minY, frame.maxX, frame.maxY].allSatisfy(\.isFinite)
        let pixels = expectedPixelSize(layout)
        let pixelsFinite = pixels.width.isFinite && pixels.height.isFinite && pixels.width > 0 && pixels.height > 0
        return positive && finite && pixelsFinite ? frame : nil
    }

    /// The oriented pixel size before snapping: image size × scale, or for a downsampled copy the
    /// original's stored size, oriented.
    static func expectedPixelSize(_ layout: ImageLayout) -> CGSize {
        if let source = layout.sourcePixelSize {
            return layout.orientation.swapsWidthAndHeight ? CGSize(width: source.height, height: source.width) : source
        }
        return CGSize(width: layout.imageSize.width * layout.imageScale, height: layout.imageSize.height * layout.imageScale)
    }

    /// Whether `frame` (the drawn image) and the layout's inputs are in the band where 1e-9 holds.
    static func isInBand(_ layout: ImageLayout, frame: CGRect) -> Bool {
        let pixelWidth = expectedPixelSize(layout).width
        let pixelHeight = expectedPixelSize(layout).height
        let magnitudes = [layout.bounds.minX, layout.bounds.maxX, layout.bounds.minY, layout.bounds.maxY,
                          frame.minX, frame.maxX, frame.minY, frame.maxY, pixelWidth, pixelHeight,
                          layout.imageSize.width, layout.imageSize.height]
        // The aspect ratios bounds / image must be normal numbers too.
        let image = layout.imageSize
        guard min(image.width, image.height) >= 1 / band else { return false }
        let ratios = [pixelWidth / frame.width, pixelHeight / frame.height]
        // An image under 1e-9 px snaps to zero pixels (pixelSize snaps within 1e-9): empty, rightly.
        return magnitudes.allSatisfy { abs($0) <= band } && min(pixelWidth, pixelHeight) >= minimumPixels
            && ratios.allSatisfy { $0.isFinite && $0 >= 1 / band && $0 <= band }
    }

    static func emptyMapsToZero(_ layout: ImageLayout, points: [CGPoint], rects: [CGRect]) -> String? {
        guard layout.imageFrame == .zero else { return "an empty layout's imageFrame is \(layout.imageFrame)" }
        for p in points {
            let results = [("pixel(forViewPoint:)", layout.pixel(forViewPoint: p)),
                           ("viewPoint(forPixel:)", layout.viewPoint(forPixel: p)),
                           ("cgImagePixel(forViewPoint:)", layout.cgImagePixel(forViewPoint: p)),
                           ("viewPoint(forCGImagePixel:)", layout.viewPoint(forCGImagePixel: p))]
            for (name, result) in results where result != .zero {
                return "an empty layout's \(name) maps \(p) to \(result), not .zero"
            }
            if layout.imageContains(viewPoint: p) { return "an empty layout contains \(p)" }
        }
        for r in rects {
            let results = [("pixelRect(forViewRect:)", layout.pixelRect(forViewRect: r)),
                           ("viewRect(forPixelRect:)", layout.viewRect(forPixelRect: r)),
                           ("cgImagePixelRect(forViewRect:)", layout.cgImagePixelRect(forViewRect: r)),
                           ("viewRect(forCGImagePixelRect:)", layout.viewRect(forCGImagePixelRect: r))]
            for (name, result) in results where result != .zero {
                return "an empty layout's \(name) maps \(r) to \(result), not .zero"
            }
        }
        return nil
    }

    /// Finite inputs whose every intermediate stays below 1e300 must map to finite results.
    static func noOverflowMeansFinite(_ layout: ImageLayout, points: [CGPoint], rects: [CGRect]) -> String? {
        let f = layout.imageFrame
        let rx = layout.pixelSize.width / f.width
        let ry = layout.pixelSize.height / f.height
        let stored = layout.cgImagePixelSize
        let storedOffset = max(stored.width, stored.height)
        // The input itself within the bound too: a rect's edges are recomputed (standardized,
        // origin + size), which overflows for edges near the largest double.
        func safe(_ value: CGFloat, scale: CGFloat, offset: CGFloat) -> Bool {
            value.isFinite && abs(value) <= overflowBound && abs(value) * scale + offset <= overflowBound
        }
        for v in points where v.x.isFinite && v.y.isFinite {
            // view → pixel: v · r − min · r; view → stored pixel adds ±p + W or H.
            let viewOK = safe(v.x, scale: rx, offset: abs(f.minX) * rx) && safe(v.y, scale: ry, offset: abs(f.minY) * ry)
            if viewOK, !isFinite(layout.pixel(forViewPoint: v)) {
                return "pixel(forViewPoint: \(v)) = \(layout.pixel(forViewPoint: v)) is not finite"
            }
            let storedOK = viewOK && max(abs(v.x) * rx + abs(f.minX) * rx, abs(v.y) * ry + abs(f.minY) * ry)
                + storedOffset <= overflowBound
            if storedOK, !isFinite(layout.cgImagePixel(forViewPoint: v)) {
                return "cgImagePixel(forViewPoint: \(v)) = \(layout.cgImagePixel(forViewPoint: v)) is not finite"
            }
            // pixel → view: p / r + min.
            let pixelOK = safe(v.x, scale: 1 / rx, offset: abs(f.minX)) && safe(v.y, scale: 1 / ry, offset: abs(f.minY))
            if pixelOK, !isFinite(layout.viewPoint(forPixel: v)) {
                return "viewPoint(forPixel: \(v)) = \(layout.viewPoint(forPixel: v)) is not finite"
            }
            let fromStoredOK = max(abs(v.x), abs(v.y)) + storedOffset <= overflowBound
                && safe(max(abs(v.x), abs(v.y)) + storedOffset, scale: max(1 / rx, 1 / ry),
                        offset: max(abs(f.minX), abs(f.minY)))
            if fromStoredOK, !isFinite(layout.viewPoint(forCGImagePixel: v)) {
                return "viewPoint(forCGImagePixel: \(v)) = \(layout.viewPoint(forCGImagePixel: v)) is not finite"
            }
        }
        for r in rects where !r.isNull && isFinite(r) {
            let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY)]
            let viewOK = corners.allSatisfy {
                safe($0.x, scale: rx, offset: abs(f.minX) * rx) && safe($0.y, scale: ry, offset: abs(f.minY) * ry)
            }
            if viewOK, !isFinite(layout.pixelRect(forViewRect: r)) {
                return "pixelRect(forViewRect: \(r)) = \(layout.pixelRect(forViewRect: r)) is not finite"
            }
            let pixelOK = corners.allSatisfy {
                safe($0.x, scale: 1 / rx, offset: abs(f.minX)) && safe($0.y, scale: 1 / ry, offset: abs(f.minY))
            }
            if pixelOK, !isFinite(layout.viewRect(forPixelRect: r)) {
                return "viewRect(forPixelRect: \(r)) = \(layout.viewRect(forPixelRect: r)) is not finite"
            }
        }
        return nil
    }

    static func isFinite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    static func isFinite(_ r: CGRect) -> Bool {
        [r.origin.x, r.origin.y, r.width, r.height].allSatisfy(\.isFinite)
    }
}
