import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The visible container mapped into stored pixels, for every orientation.
///
/// The scene, by hand: a 400 × 200 px stored buffer at image scale 2, `.topLeft` in bounds
/// (10, 20, 300 × 300), so the oriented image (400 × 200 px, or 200 × 400 for left/right) is
/// drawn at its point size from (10, 20). The view is zoomed 2× with its centre at (150, 150):
/// container = 2 · (view − (160, 170)) + (150, 150). The container (0, 0, 300 × 300) is view
/// (85, 95) … (235, 245), which is oriented pixels 2 · (view − (10, 20)) = (150, 150) … (450, 450),
/// clipped to the oriented image: (150 … 400) × (150 … 200), or (150 … 200) × (150 … 400) for
/// left/right. Then ARCHITECTURE.md's orientation table (W = 400, H = 200) gives the stored rect.
/// One stored pixel is 0.5 pt in the view, 1 pt on screen at 2×, 3 device pixels at @3x.
@Suite struct TileViewportTests {
    static let stored = CGSize(width: 400, height: 200)
    static let bounds = CGRect(x: 10, y: 20, width: 300, height: 300)
    static let geometry = ViewGeometry(bounds: bounds, center: CGPoint(x: 150, y: 150),
                                       transform: CGAffineTransform(scaleX: 2, y: 2))
    static let container = CGRect(x: 0, y: 0, width: 300, height: 300)

    static func layout(_ orientation: ImageOrientation) -> ImageLayout {
        let oriented = orientation.orientedSize(forStoredSize: stored)
        return ImageLayout(imageSize: CGSize(width: oriented.width / 2, height: oriented.height / 2), imageScale: 2,
                           orientation: orientation, contentMode: .topLeft, bounds: bounds)
    }

    @Test(arguments: [
        (ImageOrientation.up, CGRect(x: 150, y: 150, width: 250, height: 50)),     // (dx, dy)
        (.down, CGRect(x: 0, y: 0, width: 250, height: 50)),                       // (W − dx, H − dy)
        (.upMirrored, CGRect(x: 0, y: 150, width: 250, height: 50)),               // (W − dx, dy)
        (.downMirrored, CGRect(x: 150, y: 0, width: 250, height: 50)),             // (dx, H − dy)
        (.left, CGRect(x: 0, y: 150, width: 250, height: 50)),                     // (W − dy, dx)
        (.right, CGRect(x: 150, y: 0, width: 250, height: 50)),                    // (dy, H − dx)
        (.leftMirrored, CGRect(x: 150, y: 150, width: 250, height: 50)),           // (dy, dx)
        (.rightMirrored, CGRect(x: 0, y: 0, width: 250, height: 50)),              // (W − dy, H − dx)
    ])
    func theVisibleContainerIsMappedIntoStoredPixels(orientation: ImageOrientation, expected: CGRect) {
        let viewport = TileViewport(layout: Self.layout(orientation), geometry: Self.geometry,
                                    visibleContainerRect: Self.container, displayScale: 3)
        #expect(isClose(viewport.visibleRect, expected))
        #expect(isClose(viewport.devicePixelsPerStoredPixel, 3))
    }

    @Test func aStretchedImageCountsItsMoreMagnifiedAxis() {
        // Scale to fill 400 × 200 px (scale 1) into 300 × 300 pt: x 0.75 pt/px, y 1.5 pt/px. At
        // rest on @2x: 1.5 and 3 device pixels per stored pixel; the plan needs the larger.
        let layout = ImageLayout(imageSize: Self.stored, contentMode: .scaleToFill, bounds: Self.bounds)
        let resting = ViewGeometry(bounds: Self.bounds, center: CGPoint(x: 150, y: 150))
        let viewport = TileViewport(layout: layout, geometry: resting, visibleContainerRect: Self.container,
                                    displayScale: 2)
        #expect(isClose(viewport.devicePixelsPerStoredPixel, 3))
        // The view's frame is the container (bounds (10, 20, …) at its origin): the whole image.
        #expect(isClose(viewport.visibleRect, CGRect(origin: .zero, size: Self.stored)))
    }

    /// An app's own transform may rotate the view; the magnification is the same at every angle.
    /// The scene's 2× zoom turned 30° about the view's centre: one stored pixel is still 0.5 pt in
    /// the view, 1 pt in the container, 3 device pixels at @3x (a rotation keeps lengths; the
    /// determinant of a rotated scale k is k², not k² · cos 2θ).
    @Test func aRotatedViewKeepsItsMagnification() {
        let turned = ViewGeometry(bounds: Self.bounds, center: CGPoint(x: 150, y: 150),
                                  transform: CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 2))
        let viewport = TileViewport(layout: Self.layout(.up), geometry: turned,
                                    visibleContainerRect: Self.container, displayScale: 3)
        #expect(isClose(viewport.devicePixelsPerStoredPixel, 3))
    }

    @Test(arguments: [CGFloat.nan, 0, -3, .infinity])
    func aDisplayScaleThatMeansNothingShowsNothing(scale: CGFloat) {
        let viewport = TileViewport(layout: Self.layout(.up), geometry: Self.geometry,
                                    visibleContainerRect: Self.container, displayScale: scale)
        #expect(viewport == .none && !viewport.isUsable)
    }

    @Test func aSingularGeometryAnEmptyLayoutOrAContainerOffTheImageShowNothing() {
        var singular = Self.geometry
        singular.transform = CGAffineTransform(scaleX: 0, y: 0)
        let empty = ImageLayout(imageSize: .zero, contentMode: .topLeft, bounds: Self.bounds)
        let cases = [
            TileViewport(layout: Self.layout(.up), geometry: singular, visibleContainerRect: Self.container, displayScale: 3),
            TileViewport(layout: empty, geometry: Self.geometry, visibleContainerRect: Self.container, displayScale: 3),
            // Container x 1000 … 1100 is view x 585 …: right of the 200 pt wide image.
            TileViewport(layout: Self.layout(.up), geometry: Self.geometry,
                         visibleContainerRect: CGRect(x: 1000, y: 0, width: 100, height: 100), displayScale: 3),
            TileViewport(layout: Self.layout(.up), geometry: Self.geometry,
                         visibleContainerRect: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), displayScale: 3),
        ]
        for viewport in cases {
            #expect(viewport == .none)
        }
    }

    /// The interaction's viewport: a 600 × 400 px photo aspect-fit in a 300 × 500 pt view and
    /// container on a @3x screen (drawn 300 × 200 at y = 150, 0.5 pt per pixel).
    @MainActor
    @Test func theInteractionPlansForWhereAnAnimationEnds() {
        var interaction = ZoomInteraction()
        let container = CGRect(x: 0, y: 0, width: 300, height: 500)
        for input: ZoomInput in [.initialize(center: CGPoint(x: 150, y: 250), bounds: container),
                                 .contentMode(.scaleAspectFit), .container(container),
                                 .display(DisplayEnvironment(displayScale: 3)),
                                 .image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up),
                                        identity: 1)] {
            _ = interaction.handle(input)
        }
        // At rest the whole image shows, 0.5 pt · 3 = 1.5 device pixels per stored pixel.
        #expect(isClose(interaction.tileViewport.visibleRect, CGRect(x: 0, y: 0, width: 600, height: 400)))
        #expect(isClose(interaction.tileViewport.devicePixelsPerStoredPixel, 1.5))
        _ = interaction.handle(.setZoomScale(2, animated: true, shown: ShownGeometry(interaction.geometry)))
        #expect(interaction.isAnimating)
        // Heading to 2× around the container's centre: view (75, 125) … (225, 375) → pixels
        // (2x, 2(y − 150)) = (150, −50) … (450, 450), clipped to the image; 3 device pixels each.
        #expect(isClose(interaction.tileViewport.visibleRect, CGRect(x: 150, y: 0, width: 300, height: 400)))
        #expect(isClose(interaction.tileViewport.devicePixelsPerStoredPixel, 3))
        // The resting viewport does not move with the zoom.
        #expect(isClose(interaction.restingTileViewport.devicePixelsPerStoredPixel, 1.5))
    }

    @Test func withoutAContainerTheInteractionShowsNothing() {
        #expect(ZoomInteraction().tileViewport == .none)
    }
}
