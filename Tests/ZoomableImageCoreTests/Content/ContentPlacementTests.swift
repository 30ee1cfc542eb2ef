import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Content that is not an image, laid out by each content mode: where it is drawn, where its
/// view goes, and which content point a tap lands on — worked out by hand from UIKit's rules
/// (`UIView.ContentMode`), not with the layout code.
///
/// Fixtures: a 600 × 400 pt diagram (wide, non-square) in bounds (−20, 10, 300, 500) — a non-zero
/// origin, so origin and size mistakes both show: minX −20, maxX 280, midX 130; minY 10,
/// maxY 510, midY 260. The tap is at view point (100, 300); its content point is
/// (p − frame.origin) / points per content point, per axis.
@Suite struct ContentPlacementTests {
    static let bounds = CGRect(x: -20, y: 10, width: 300, height: 500)
    static let diagram = ImageDescription.content(size: CGSize(width: 600, height: 400))
    static let tap = CGPoint(x: 100, y: 300)

    struct Row: Sendable, CustomTestStringConvertible {
        let mode: ImageContentMode
        /// Where the 600 × 400 content is drawn, view space.
        let frame: CGRect
        /// Points per content point on each axis.
        let scale: (x: CGFloat, y: CGFloat)
        /// The content point under (100, 300).
        let tapped: CGPoint
        var testDescription: String { "\(mode)" }
    }

    static let rows: [Row] = [
        // Fill the bounds: 300 / 600 = 0.5 across, 500 / 400 = 1.25 down.
        Row(mode: .scaleToFill, frame: CGRect(x: -20, y: 10, width: 300, height: 500), scale: (0.5, 1.25),
            tapped: CGPoint(x: 120 / 0.5, y: 290 / 1.25)),                                   // (240, 232)
        // k = min(0.5, 1.25) = 0.5: 300 × 200, centred down: y = 260 − 100 = 160.
        Row(mode: .scaleAspectFit, frame: CGRect(x: -20, y: 160, width: 300, height: 200), scale: (0.5, 0.5),
            tapped: CGPoint(x: 120 / 0.5, y: 140 / 0.5)),                                    // (240, 280)
        // k = max(0.5, 1.25) = 1.25: 750 × 500, centred across: x = 130 − 375 = −245.
        Row(mode: .scaleAspectFill, frame: CGRect(x: -245, y: 10, width: 750, height: 500), scale: (1.25, 1.25),
            tapped: CGPoint(x: 345 / 1.25, y: 290 / 1.25)),                                  // (276, 232)
        // Redraw fills like scale to fill.
        Row(mode: .redraw, frame: CGRect(x: -20, y: 10, width: 300, height: 500), scale: (0.5, 1.25),
            tapped: CGPoint(x: 240, y: 232)),
        // The other nine keep 600 × 400 and pin it: centred x = 130 − 300 = −170, y = 260 − 200 = 60;
        // left x = −20, right x = 280 − 600 = −320; top y = 10, bottom y = 510 − 400 = 110.
        Row(mode: .center, frame: CGRect(x: -170, y: 60, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 270, y: 240)),
        Row(mode: .top, frame: CGRect(x: -170, y: 10, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 270, y: 290)),
        Row(mode: .bottom, frame: CGRect(x: -170, y: 110, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 270, y: 190)),
        Row(mode: .left, frame: CGRect(x: -20, y: 60, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 120, y: 240)),
        Row(mode: .right, frame: CGRect(x: -320, y: 60, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 420, y: 240)),
        Row(mode: .topLeft, frame: CGRect(x: -20, y: 10, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 120, y: 290)),
        Row(mode: .topRight, frame: CGRect(x: -320, y: 10, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 420, y: 290)),
        Row(mode: .bottomLeft, frame: CGRect(x: -20, y: 110, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 120, y: 190)),
        Row(mode: .bottomRight, frame: CGRect(x: -320, y: 110, width: 600, height: 400), scale: (1, 1),
            tapped: CGPoint(x: 420, y: 190)),
    ]

    @Test func theTableCoversEveryContentMode() {
        #expect(Set(Self.rows.map(\.mode)) == Set(ImageContentMode.allCases))
    }

    @Test(arguments: rows)
    func contentIsDrawnWhereItsContentModePutsIt(row: Row) {
        let layout = Self.diagram.layout(contentMode: row.mode, bounds: Self.bounds)
        #expect(isClose(layout.imageFrame, row.frame), "\(layout.imageFrame)")
    }

    @Test(arguments: rows)
    func theContentViewKeepsItsOwnSpaceAndIsScaledIntoItsFrame(row: Row) {
        let placement = ContentPlacement(layout: Self.diagram.layout(contentMode: row.mode, bounds: Self.bounds))
        #expect(placement.bounds == CGRect(x: 0, y: 0, width: 600, height: 400))
        #expect(isClose(placement.center, CGPoint(x: row.frame.midX, y: row.frame.midY)))
        #expect(isClose(placement.transform, CGAffineTransform(scaleX: row.scale.x, y: row.scale.y)))
    }

    /// The placement is UIKit's view → superview chain: the content's corners land on its frame.
    @Test(arguments: rows)
    func theContentsCornersLandOnItsFrame(row: Row) {
        let placement = ContentPlacement(layout: Self.diagram.layout(contentMode: row.mode, bounds: Self.bounds))
        let view = ViewGeometry(bounds: placement.bounds, center: placement.center, transform: placement.transform)
        #expect(isClose(view.convertToSuperview(.zero), row.frame.origin))
        #expect(isClose(view.convertToSuperview(CGPoint(x: 600, y: 400)), CGPoint(x: row.frame.maxX, y: row.frame.maxY)))
    }

    @Test(arguments: rows)
    func aTapLandsOnTheContentPointUnderIt(row: Row) {
        let layout = Self.diagram.layout(contentMode: row.mode, bounds: Self.bounds)
        #expect(isClose(layout.pixel(forViewPoint: Self.tap), row.tapped))
    }

    /// Other sizes, aspect fit and fill: a tall 150 × 900 pt strip and a 10 × 10 pt icon.
    /// Strip, fit: k = min(300 / 150, 500 / 900) = 5 / 9 → 83.33 × 500 at x = 130 − 41.67 = 88.33.
    /// Strip, fill: k = 2 → 300 × 1800 at y = 260 − 900 = −640. Icon, fit: k = min(30, 50) = 30 →
    /// 300 × 300 at y = 260 − 150 = 110; fill: k = 50 → 500 × 500 at x = 130 − 250 = −120.
    @Test(arguments: [
        (CGSize(width: 150, height: 900), ImageContentMode.scaleAspectFit,
         CGRect(x: 130 - 125.0 / 3, y: 10, width: 250.0 / 3, height: 500), 5.0 / 9),
        (CGSize(width: 150, height: 900), .scaleAspectFill, CGRect(x: -20, y: -640, width: 300, height: 1800), 2),
        (CGSize(width: 10, height: 10), .scaleAspectFit, CGRect(x: -20, y: 110, width: 300, height: 300), 30),
        (CGSize(width: 10, height: 10), .scaleAspectFill, CGRect(x: -120, y: 10, width: 500, height: 500), 50),
    ] as [(CGSize, ImageContentMode, CGRect, CGFloat)])
    func otherSizesFitAndFillByTheirOwnAspect(size: CGSize, mode: ImageContentMode, frame: CGRect, k: CGFloat) {
        let layout = ImageDescription.content(size: size).layout(contentMode: mode, bounds: Self.bounds)
        #expect(isClose(layout.imageFrame, frame), "\(layout.imageFrame)")
        let placement = ContentPlacement(layout: layout)
        #expect(isClose(placement.transform, CGAffineTransform(scaleX: k, y: k)))
        #expect(placement.bounds.size == size)
    }

    /// Before the zooming view has a size, the content keeps its bounds (autoresizing through a
    /// zero size would squeeze its subviews for good), untransformed at the origin.
    @Test func withoutBoundsTheContentKeepsItsSizeUntransformed() {
        let layout = Self.diagram.layout(contentMode: .scaleAspectFit, bounds: .zero)
        let placement = ContentPlacement(layout: layout)
        #expect(placement == ContentPlacement(bounds: CGRect(x: 0, y: 0, width: 600, height: 400),
                                              center: CGPoint(x: 300, y: 200), transform: .identity))
    }

    @Test(arguments: [CGSize.zero, CGSize(width: 0, height: 400), CGSize(width: -600, height: 400),
                      CGSize(width: CGFloat.nan, height: 400), CGSize(width: 600, height: CGFloat.infinity)])
    func contentWithNoUsableSizeIsPlacedNowhere(size: CGSize) {
        let layout = ImageDescription.content(size: size).layout(contentMode: .scaleAspectFit, bounds: Self.bounds)
        #expect(layout.isEmpty)
        #expect(ContentPlacement(layout: layout) == ContentPlacement(bounds: .zero, center: .zero, transform: .identity))
    }
}
