import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// The pixel grid: shown only when a pixel is big enough on screen, a line at every boundary
/// between pixels in the visible part, each one device pixel wide and centred on a device pixel.
/// Expected positions are worked out by hand: container x = centre.x + s · (view x − anchor x),
/// then × display scale, floored, + ½, and back.
@Suite struct PixelGridLinesTests {
    /// A geometry of a 200 × 100 pt view at `origin`, resting centre (100, 50), zoomed by `scale`.
    static func geometry(origin: CGPoint = .zero, scale: CGFloat = 1, center: CGPoint = CGPoint(x: 100, y: 50)) -> ViewGeometry {
        ViewGeometry(bounds: CGRect(origin: origin, size: CGSize(width: 200, height: 100)), center: center,
                     transform: CGAffineTransform(scaleX: scale, y: scale))
    }

    static let container = CGRect(x: 0, y: 0, width: 200, height: 100)

    /// spacing · i + shift for each boundary i.
    static func boundaries(_ indices: ClosedRange<Int>, spacing: CGFloat, shift: CGFloat) -> [CGFloat] {
        indices.map { spacing * CGFloat($0) + shift }
    }

    /// A 10 × 5 px image filling 200 × 100 pt bounds at (10, 20): 20 pt per pixel at rest.
    @Test func atRestEveryBoundaryBetweenPixelsIsALineOnADevicePixel() {
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        let layout = ImageLayout(imageSize: CGSize(width: 10, height: 5), contentMode: .scaleAspectFit, bounds: bounds)
        let geometry = Self.geometry(origin: bounds.origin)
        let lines = PixelGridLines(layout: layout, from: geometry, to: geometry, coverage: Self.container, displayScale: 2)
        // View x = 10 + 20i is container x = 20i, device x = 40i: the line goes to 40i + ½.
        let vertical: [CGFloat] = (1...9).map { (i: Int) -> CGFloat in 10 + 20 * CGFloat(i) + 0.25 }
        let horizontal: [CGFloat] = (1...4).map { (j: Int) -> CGFloat in 20 + 20 * CGFloat(j) + 0.25 }
        #expect(lines.verticalLines == vertical)
        #expect(lines.horizontalLines == horizontal)
        #expect(lines.extent == bounds)
        #expect(lines.lineWidth == 0.5)
        #expect(!lines.isHidden)
        var segments: [[CGPoint]] = []
        lines.forEachSegment { segments.append([$0, $1]) }
        #expect(segments.first == [CGPoint(x: 30.25, y: 20), CGPoint(x: 30.25, y: 120)])
        #expect(segments.last == [CGPoint(x: 10, y: 100.25), CGPoint(x: 210, y: 100.25)])
        #expect(segments.count == 13)
        // The same lines as filled rects half a line width either side: what the image canvas,
        // scaled by the layout, fills so that no axis's scale thickens them.
        var rects: [CGRect] = []
        lines.forEachLineRect { rects.append($0) }
        #expect(rects.first == CGRect(x: 30, y: 20, width: 0.5, height: 100))
        #expect(rects.last == CGRect(x: 10, y: 100, width: 200, height: 0.5))
        #expect(rects.count == 13)
    }

    /// The container at (0.3, 0.1) in its window: window x = 20i + 0.3 → device 40i + 0.6, whose
    /// pixel's middle is 40i + ½ → window 20i + 0.25 → container 20i − 0.05.
    @Test func linesSnapToTheDevicePixelsOfTheWindowNotOfTheContainer() {
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        let layout = ImageLayout(imageSize: CGSize(width: 10, height: 5), contentMode: .scaleAspectFit, bounds: bounds)
        let geometry = Self.geometry(origin: bounds.origin)
        let lines = PixelGridLines(layout: layout, from: geometry, to: geometry, coverage: Self.container, displayScale: 2,
                                   containerOriginInWindow: CGPoint(x: 0.3, y: 0.1))
        for (index, x) in lines.verticalLines.enumerated() {
            #expect(isClose(x, 10 + 20 * CGFloat(index + 1) - 0.05))
        }
        // Window y = 20j + 0.1 → device 40j + 0.2 → 40j + ½ → window 20j + 0.25 → container 20j + 0.15.
        for (index, y) in lines.horizontalLines.enumerated() {
            #expect(isClose(y, 20 + 20 * CGFloat(index + 1) + 0.15))
        }
    }

    /// 100 × 50 px in 200 × 100 pt: 2 pt per pixel, 8 pt on screen at zoom 4. Zoomed 4× about the
    /// centre, the container shows view x 100 ± 25 and y 50 ± 12.5.
    @Test func zoomedInOnlyTheVisiblePartHasLinesOneDevicePixelWide() {
        let layout = ImageLayout(imageSize: CGSize(width: 100, height: 50), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let target = Self.geometry(scale: 4)
        let lines = PixelGridLines(layout: layout, from: target, to: target, coverage: Self.container, displayScale: 2)
        // Boundaries 2i in [75, 125]: i = 38…62; container x = 8i − 300 (whole device pixels at
        // scale 2) → + 0.25 pt → view + 0.0625.
        #expect(lines.verticalLines == Self.boundaries(38...62, spacing: 2, shift: 0.0625))
        #expect(lines.horizontalLines == Self.boundaries(19...31, spacing: 2, shift: 0.0625))
        #expect(lines.extent == CGRect(x: 75, y: 37.5, width: 50, height: 25))
        #expect(lines.lineWidth == 0.125)
    }

    /// What is shown has a scale of exactly 0 (a degenerate presentation transform): it can't
    /// be measured, so the target alone decides — the same lines as the zoomed grid above.
    @Test func aShownScaleOfExactlyZeroLeavesTheGridToTheTarget() {
        let layout = ImageLayout(imageSize: CGSize(width: 100, height: 50), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let lines = PixelGridLines(layout: layout, from: Self.geometry(scale: 0), to: Self.geometry(scale: 4),
                                   coverage: Self.container, displayScale: 2)
        #expect(lines.verticalLines == Self.boundaries(38...62, spacing: 2, shift: 0.0625))
        #expect(lines.horizontalLines == Self.boundaries(19...31, spacing: 2, shift: 0.0625))
    }

    @Test func aPixelSmallerThanEightPointsOnScreenShowsNoGrid() {
        let layout = ImageLayout(imageSize: CGSize(width: 100, height: 50), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let below = Self.geometry(scale: 3.99)
        #expect(PixelGridLines(layout: layout, from: below, to: below, coverage: Self.container, displayScale: 3).isHidden)
        let at = Self.geometry(scale: 4)
        #expect(!PixelGridLines(layout: layout, from: at, to: at, coverage: Self.container, displayScale: 3).isHidden)
        // The threshold is configurable: 2 pt per pixel shows at zoom 1 with a 2 pt minimum.
        let rest = Self.geometry()
        #expect(!PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: 3,
                                minimumSpacing: 2).isHidden)
        // A minimum below 1 pt counts as 1 pt, a non-finite one as 8 pt.
        let half = Self.geometry(scale: 0.49)
        #expect(PixelGridLines(layout: layout, from: half, to: half, coverage: Self.container, displayScale: 3,
                               minimumSpacing: 0.1).isHidden)
        #expect(PixelGridLines(layout: layout, from: below, to: below, coverage: Self.container, displayScale: 3,
                               minimumSpacing: .nan).isHidden)
        #expect(!PixelGridLines(layout: layout, from: at, to: at, coverage: Self.container, displayScale: 3,
                                minimumSpacing: .infinity).isHidden)
    }

    /// A glide at zoom 4 from centre x 120 to 100 passes through every visible part between the
    /// two: the lines cover view x 100 + (0…200 − 120)/4 = 70…120 joined with 75…125, so 70…125
    /// (boundaries 35…62); width and snapping are the target's.
    @Test func duringAnAnimationTheLinesCoverWhatTheStartAndTheTargetShow() {
        let layout = ImageLayout(imageSize: CGSize(width: 100, height: 50), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let lines = PixelGridLines(layout: layout, from: Self.geometry(scale: 4, center: CGPoint(x: 120, y: 50)),
                                   to: Self.geometry(scale: 4), coverage: Self.container, displayScale: 2)
        #expect(lines.verticalLines == Self.boundaries(35...62, spacing: 2, shift: 0.0625))
        #expect(lines.horizontalLines == Self.boundaries(19...31, spacing: 2, shift: 0.0625))
        #expect(lines.extent == CGRect(x: 70, y: 37.5, width: 55, height: 25))
        #expect(lines.lineWidth == 0.125)
    }

    /// A zoom animation draws the grid only where a pixel spans 8 pt at both ends: zooming in
    /// from 2 pt (zoom 1) to 8 pt (zoom 4) would otherwise draw a line every 2 pt on its first
    /// frames — a grey veil; zooming out below 8 pt hides it at once.
    @Test func aZoomAnimationShowsTheGridOnlyWhereBothEndsAreDeepEnough() {
        let layout = ImageLayout(imageSize: CGSize(width: 100, height: 50), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let zoomingIn = PixelGridLines(layout: layout, from: Self.geometry(scale: 1), to: Self.geometry(scale: 4),
                                       coverage: Self.container, displayScale: 2)
        #expect(zoomingIn.isHidden)
        let zoomingOut = PixelGridLines(layout: layout, from: Self.geometry(scale: 4), to: Self.geometry(scale: 2),
                                        coverage: Self.container, displayScale: 2)
        #expect(zoomingOut.isHidden)
        let deeper = PixelGridLines(layout: layout, from: Self.geometry(scale: 4.5), to: Self.geometry(scale: 4),
                                    coverage: Self.container, displayScale: 2)
        #expect(!deeper.isHidden)
    }

    /// 4000 × 2000 px in 200 × 100 pt: 0.05 pt per pixel, 8 pt at zoom 160. A glide at that zoom
    /// from centre x 16 100 (showing view x −0.625…0.625) to 100 would cover view x 0…100.625:
    /// 2012 vertical lines; the grid keeps the target's view: x 100 ± 0.625 holds boundaries
    /// 1988…2012.
    @Test func aRegionWithTooManyLinesIsCutToTheTargetsView() {
        let layout = ImageLayout(imageSize: CGSize(width: 4000, height: 2000), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let lines = PixelGridLines(layout: layout, from: Self.geometry(scale: 160, center: CGPoint(x: 16_100, y: 50)),
                                   to: Self.geometry(scale: 160), coverage: Self.container, displayScale: 3)
        #expect(lines.verticalLines.count == 25)
        #expect(lines.horizontalLines.count == 13)
        #expect(isClose(lines.extent, CGRect(x: 99.375, y: 49.6875, width: 1.25, height: 0.625)))
        #expect(PixelGridLines.maximumLineCount == 2000)
    }

    /// Scale to fill, 10 × 20 px in 200 × 100 pt: 20 pt across, 5 pt down — the smaller spacing
    /// decides; at zoom 1.6 it is 8 pt.
    @Test func aStretchedImageShowsTheGridWhenItsShorterPixelSideIsBigEnough() {
        let layout = ImageLayout(imageSize: CGSize(width: 10, height: 20), contentMode: .scaleToFill,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let rest = Self.geometry()
        #expect(PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: 2).isHidden)
        let zoomed = Self.geometry(scale: 1.6)
        let lines = PixelGridLines(layout: layout, from: zoomed, to: zoomed, coverage: Self.container, displayScale: 2)
        // x 100 ± 62.5 holds 40…160 (7 lines); y 50 ± 31.25 holds 20…80 (13 lines).
        #expect(lines.verticalLines.count == 7)
        #expect(lines.horizontalLines.count == 13)
        #expect(isClose(lines.lineWidth, 1 / 3.2))
    }

    @Test func whatCannotBeMeasuredShowsNoGrid() {
        let layout = ImageLayout(imageSize: CGSize(width: 10, height: 5), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let rest = Self.geometry()
        let empty = ImageLayout(imageSize: .zero, contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let cases: [(String, PixelGridLines)] = [
            ("no image", PixelGridLines(layout: empty, from: rest, to: rest, coverage: Self.container, displayScale: 2)),
            ("display scale 0", PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: 0)),
            ("display scale NaN", PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: .nan)),
            ("zero zoom", PixelGridLines(layout: layout, from: rest, to: Self.geometry(scale: 0), coverage: Self.container,
                                         displayScale: 2)),
            ("infinite zoom", PixelGridLines(layout: layout, from: rest, to: Self.geometry(scale: .infinity),
                                             coverage: Self.container, displayScale: 2)),
            ("NaN centre", PixelGridLines(layout: layout, from: rest, to: Self.geometry(center: CGPoint(x: CGFloat.nan, y: 0)),
                                          coverage: Self.container, displayScale: 2)),
            ("NaN window origin", PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: 2,
                                                 containerOriginInWindow: CGPoint(x: CGFloat.nan, y: 0))),
            ("image out of view", PixelGridLines(layout: layout, from: Self.geometry(center: CGPoint(x: 1000, y: 50)),
                                                 to: Self.geometry(center: CGPoint(x: 1000, y: 50)),
                                                 coverage: Self.container, displayScale: 2)),
            ("empty coverage", PixelGridLines(layout: layout, from: rest, to: rest, coverage: .zero, displayScale: 2)),
            // Foundation's intersection traps on a NaN on Linux: a NaN coverage shows no grid.
            ("NaN coverage", PixelGridLines(layout: layout, from: rest, to: rest,
                                            coverage: CGRect(x: CGFloat.nan, y: 0, width: 200, height: 100), displayScale: 2)),
            ("NaN coverage size", PixelGridLines(layout: layout, from: rest, to: rest,
                                                 coverage: CGRect(x: 0, y: 0, width: 200, height: CGFloat.nan), displayScale: 2)),
        ]
        for (name, lines) in cases {
            #expect(lines == .hidden, "\(name)")
        }
        // A start that cannot be inverted adds nothing; the target alone decides.
        let fromSingular = PixelGridLines(layout: layout, from: Self.geometry(scale: 0), to: rest, coverage: Self.container,
                                          displayScale: 2)
        #expect(fromSingular == PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: 2))
    }

    /// A single-pixel image has no boundary between pixels: nothing to draw, however deep the zoom.
    @Test func aOnePixelImageHasNoLines() {
        let layout = ImageLayout(imageSize: CGSize(width: 1, height: 1), contentMode: .scaleAspectFit,
                                 bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let rest = Self.geometry()
        #expect(PixelGridLines(layout: layout, from: rest, to: rest, coverage: Self.container, displayScale: 2).isHidden)
    }
}
