import Foundation
@_spi(Internals) import ZoomableImageCore

/// The 1e-9 checks of a non-empty layout in the band (see ``LayoutChecks``): the content-mode
/// frame, the pixel size, the frame's corners, round trips and the orientation table.
struct LayoutPrecisionChecks {
    let layout: ImageLayout
    let frame: CGRect
    let pixels: CGSize
    /// Pixels per point, per axis, from the frame and the pixel size.
    let rx: CGFloat
    let ry: CGFloat

    init(layout: ImageLayout) {
        self.layout = layout
        frame = layout.imageFrame
        pixels = layout.pixelSize
        rx = pixels.width / frame.width
        ry = pixels.height / frame.height
    }

    static let tolerance = LayoutChecks.relativeTolerance
    static let floor = LayoutChecks.magnitudeFloor

    /// 1e-9 of the largest magnitude involved, in view space, per axis.
    func viewTolerance(_ values: CGFloat...) -> CGFloat {
        Self.tolerance * max(values.map(abs).max() ?? 0, Self.floor)
    }

    func check(points: [CGPoint], rects: [CGRect]) -> String? {
        if let problem = checkFrameAndSize() { return problem }
        for v in points where abs(v.x) <= LayoutChecks.band && abs(v.y) <= LayoutChecks.band {
            if let problem = checkRoundTrips(v) { return problem }
        }
        for r in rects where !r.isNull && LayoutChecks.isFinite(r)
            && [r.minX, r.maxX, r.minY, r.maxY].allSatisfy({ abs($0) <= LayoutChecks.band }) {
            if let problem = checkRect(r) { return problem }
        }
        if !layout.pixelRect(forViewRect: .null).isNull { return "pixelRect(forViewRect: .null) is not null" }
        return nil
    }

    func checkFrameAndSize() -> String? {
        guard let expected = LayoutChecks.expectedFrame(layout) else {
            return "the layout is not empty but UIKit's content-mode rules give no positive finite frame"
        }
        let b = layout.bounds
        let xTolerance = viewTolerance(b.minX, b.maxX, expected.minX, expected.maxX)
        let yTolerance = viewTolerance(b.minY, b.maxY, expected.minY, expected.maxY)
        guard abs(frame.minX - expected.minX) <= xTolerance, abs(frame.maxX - expected.maxX) <= xTolerance,
              abs(frame.minY - expected.minY) <= yTolerance, abs(frame.maxY - expected.maxY) <= yTolerance
        else { return "imageFrame \(frame) is not the \(layout.contentMode) frame \(expected)" }
        // Snapped to whole pixels within 1e-9 (an original's); a source size is taken as it is.
        let exact = LayoutChecks.expectedPixelSize(layout)
        let snap = layout.sourcePixelSize == nil ? Self.tolerance : 0
        for (actual, exact) in [(pixels.width, exact.width), (pixels.height, exact.height)]
        where abs(actual - exact) > snap * max(1, abs(exact)) * (1 + 1e-12) {
            return "pixelSize \(pixels) is not the expected \(exact)"
        }
        let stored = layout.orientation.swapsWidthAndHeight
            ? CGSize(width: pixels.height, height: pixels.width) : pixels
        guard layout.cgImagePixelSize == stored else {
            return "cgImagePixelSize \(layout.cgImagePixelSize) is not the \(layout.orientation) size \(stored)"
        }
        let topLeft = layout.pixel(forViewPoint: CGPoint(x: frame.minX, y: frame.minY))
        let bottomRight = layout.pixel(forViewPoint: CGPoint(x: frame.maxX, y: frame.maxY))
        let pxTolerance = Self.tolerance * max(pixels.width, abs(frame.minX) * rx, abs(frame.maxX) * rx, Self.floor)
        let pyTolerance = Self.tolerance * max(pixels.height, abs(frame.minY) * ry, abs(frame.maxY) * ry, Self.floor)
        guard abs(topLeft.x) <= pxTolerance, abs(topLeft.y) <= pyTolerance,
              abs(bottomRight.x - pixels.width) <= pxTolerance, abs(bottomRight.y - pixels.height) <= pyTolerance
        else { return "the frame's corners map to \(topLeft) and \(bottomRight), not (0, 0) and \(pixels)" }
        return nil
    }

    /// view → pixel → view, view → stored pixel → view, and stored = the orientation table of pixel.
    func checkRoundTrips(_ v: CGPoint) -> String? {
        let xTolerance = viewTolerance(v.x, frame.minX, frame.maxX)
        let yTolerance = viewTolerance(v.y, frame.minY, frame.maxY)
        let p = layout.pixel(forViewPoint: v)
        let back = layout.viewPoint(forPixel: p)
        guard abs(back.x - v.x) <= xTolerance, abs(back.y - v.y) <= yTolerance else {
            return "view → pixel → view: \(v) → \(p) → \(back)"
        }
        let stored = layout.cgImagePixel(forViewPoint: v)
        let (w, h) = (layout.cgImagePixelSize.width, layout.cgImagePixelSize.height)
        let expected: CGPoint
        switch layout.orientation {
        case .up: expected = CGPoint(x: p.x, y: p.y)
        case .down: expected = CGPoint(x: w - p.x, y: h - p.y)
        case .left: expected = CGPoint(x: w - p.y, y: p.x)
        case .right: expected = CGPoint(x: p.y, y: h - p.x)
        case .upMirrored: expected = CGPoint(x: w - p.x, y: p.y)
        case .downMirrored: expected = CGPoint(x: p.x, y: h - p.y)
        case .leftMirrored: expected = CGPoint(x: p.y, y: p.x)
        case .rightMirrored: expected = CGPoint(x: w - p.y, y: h - p.x)
        }
        let storedTolerance = Self.tolerance * max(abs(p.x), abs(p.y), w, h, Self.floor)
        guard abs(stored.x - expected.x) <= storedTolerance, abs(stored.y - expected.y) <= storedTolerance else {
            return "cgImagePixel(forViewPoint: \(v)) = \(stored), not the \(layout.orientation) table's \(expected) "
                + "for pixel \(p)"
        }
        let storedBack = layout.viewPoint(forCGImagePixel: stored)
        // The stored pixel's error (≤ ulps of W, H) maps back scaled by 1/r: ulps of the frame's size.
        guard abs(storedBack.x - v.x) <= xTolerance, abs(storedBack.y - v.y) <= yTolerance else {
            return "view → stored pixel → view: \(v) → \(stored) → \(storedBack)"
        }
        return nil
    }

    /// The rect maps are the bounding boxes of the point maps, and round-trip.
    func checkRect(_ r: CGRect) -> String? {
        let mapped = layout.pixelRect(forViewRect: r)
        let a = layout.pixel(forViewPoint: CGPoint(x: r.minX, y: r.minY))
        let b = layout.pixel(forViewPoint: CGPoint(x: r.maxX, y: r.maxY))
        let pxTolerance = Self.tolerance * max(abs(a.x), abs(b.x), abs(frame.minX) * rx, abs(frame.maxX) * rx, Self.floor)
        let pyTolerance = Self.tolerance * max(abs(a.y), abs(b.y), abs(frame.minY) * ry, abs(frame.maxY) * ry, Self.floor)
        guard abs(mapped.minX - min(a.x, b.x)) <= pxTolerance, abs(mapped.maxX - max(a.x, b.x)) <= pxTolerance,
              abs(mapped.minY - min(a.y, b.y)) <= pyTolerance, abs(mapped.maxY - max(a.y, b.y)) <= pyTolerance
        else { return "pixelRect(forViewRect: \(r)) = \(mapped), not the box of \(a) and \(b)" }
        let back = layout.viewRect(forPixelRect: mapped)
        let xTolerance = viewTolerance(r.minX, r.maxX, frame.minX, frame.maxX)
        let yTolerance = viewTolerance(r.minY, r.maxY, frame.minY, frame.maxY)
        guard abs(back.minX - r.minX) <= xTolerance, abs(back.maxX - r.maxX) <= xTolerance,
              abs(back.minY - r.minY) <= yTolerance, abs(back.maxY - r.maxY) <= yTolerance
        else { return "view rect → pixel rect → view rect: \(r) → \(mapped) → \(back)" }
        return nil
    }
}
