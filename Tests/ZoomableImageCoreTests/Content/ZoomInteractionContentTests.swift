import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The interaction with content that is not an image: the same rules as an image (it is one of
/// scale 1, orientation up), taps in content points, the content drawn again only at rest, the
/// same content resized keeping its zoom, and no pixel features.
///
/// Fixture (``DiagramView``): a 600 × 400 pt diagram aspect fit in a 300 × 500 pt container —
/// drawn at (0, 150, 300 × 200), 0.5 pt per content point — on a 2× screen, so the shown scale is
/// 2 × zoom × 0.5 = the zoom.
@MainActor
@Suite struct ZoomInteractionContentTests {
    static let diagram = ImageDescription.content(size: CGSize(width: 600, height: 400))

    /// The diagram's view at rest, set up and its set-up log cleared.
    static func diagramView(mode: ImageContentMode = .scaleAspectFit) -> SimulatedView {
        let view = SimulatedView()
        view.bounds = CGRect(x: 0, y: 0, width: 300, height: 500)
        view.center = CGPoint(x: 150, y: 250)
        view.send(.initialize(center: view.center, bounds: view.bounds))
        view.send(.display(DisplayEnvironment(displayScale: 2)))
        view.send(.contentMode(mode))
        view.send(.container(CGRect(x: 0, y: 0, width: 300, height: 500)))
        view.send(.image(diagram, identity: 1))
        view.log.removeAll()
        return view
    }

    /// The view's `location(in: view)` (75, 200) is 75 / 0.5 = 150 across and (200 − 150) / 0.5
    /// = 100 down the diagram, whatever the zoom (a location in the view undoes its transform).
    @Test(arguments: [1, 2.5] as [CGFloat])
    func aTapReportsTheContentPointUnderIt(zoom: CGFloat) {
        let view = Self.diagramView()
        view.send(.setZoomScale(zoom, animated: false, shown: view.shown))
        let start = view.log.count
        view.send(.touchesBegan(count: 1, shown: view.shown))
        view.send(.touchesEnded(count: 1))
        view.send(.singleTap(.ended, location: CGPoint(x: 75, y: 200)))
        #expect(view.entries(since: start).contains(.tap(CGPoint(x: 150, y: 100))))
    }

    /// Set up at rest, the diagram is drawn at the display's 2 (shown: 2 × 1 × 0.5 = 1, below it).
    @Test func contentIsDrawnOnceItIsAtRest() {
        let view = SimulatedView()
        view.send(.initialize(center: CGPoint(x: 150, y: 250), bounds: CGRect(x: 0, y: 0, width: 300, height: 500)))
        view.send(.display(DisplayEnvironment(displayScale: 2)))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(CGRect(x: 0, y: 0, width: 300, height: 500)))
        #expect(view.renders.isEmpty)
        view.send(.image(Self.diagram, identity: 1))
        #expect(view.renders == [ContentRenderScale(shownScale: 1, displayScale: 2, contentSize: CGSize(width: 600, height: 400))])
    }

    /// A pinch ×1.5 then ×1.4 around the centre: nothing is drawn while it runs; once it has
    /// ended and settled, once, at 2 × 2.1 × 0.5 = 2.1.
    @Test func zoomedContentIsDrawnAgainOnlyWhenZoomingEnds() {
        let view = Self.diagramView()
        let centre = CGPoint(x: 150, y: 250)
        view.pinch([(1.5, centre), (1.4, centre)], from: centre, end: false)
        #expect(view.renders.isEmpty)
        view.send(.pinch(.ended, scale: 1, centroid: centre, touchCount: 2))
        view.send(.touchesEnded(count: 2))
        view.completeAnimation()
        #expect(!view.interaction.isZooming)
        #expect(view.renders.count == 1)
        #expect(isClose(view.renders.last?.shownScale ?? 0, 2.1))
        #expect(view.renders.last?.displayScale == 2)
    }

    /// A double tap animates to 2.5: drawn when the animation lands, not when it starts.
    @Test func anAnimatedZoomIsDrawnWhenItLands() {
        let view = Self.diagramView()
        view.doubleTap(at: CGPoint(x: 150, y: 250))
        #expect(view.animation != nil)
        #expect(view.renders.isEmpty)
        view.completeAnimation()
        #expect(view.renders.map(\.shownScale) == [2.5])
    }

    @Test func aNewDisplayScaleDrawsItAgainAndTheSameValuesDoNot() {
        let view = Self.diagramView()
        view.send(.display(DisplayEnvironment(displayScale: 2)))
        view.send(.container(CGRect(x: 0, y: 0, width: 300, height: 500)))
        #expect(view.renders.isEmpty)
        view.send(.display(DisplayEnvironment(displayScale: 3)))
        // 3 × 1 × 0.5 = 1.5 per content point, drawn at the display's 3.
        #expect(view.renders == [ContentRenderScale(shownScale: 1.5, displayScale: 3, contentSize: CGSize(width: 600, height: 400))])
    }

    /// Another content view (another identity) at the same scale is drawn: its layers are new.
    @Test func newContentIsDrawnEvenAtTheSameScale() {
        let view = Self.diagramView()
        view.send(.image(Self.diagram, identity: 2))
        #expect(view.renders.count == 1)
    }

    /// Scale to fill stretches 0.5 across and 1.25 down: the larger axis decides, 2 × 1.25 = 2.5.
    @Test func stretchedContentIsDrawnForItsMoreMagnifiedAxis() {
        let view = Self.diagramView(mode: .scaleToFill)
        #expect(isClose(view.interaction.contentRenderScale?.shownScale ?? 0, 2.5))
    }

    @Test func imagesAreNeverDrawnAgain() {
        let view = PhotoView.make()
        view.doubleTap(at: CGPoint(x: 150, y: 250))
        view.completeAnimation()
        view.send(.display(DisplayEnvironment(displayScale: 3)))
        #expect(view.renders.isEmpty)
        #expect(view.interaction.contentRenderScale == nil)
    }

    /// The same content at a new size — a diagram that grew from 600 × 400 to 600 × 600 pt — is
    /// laid out again keeping its zoom and the content point at the container's centre (as a
    /// content-mode change does); another content view returns to rest.
    @Test func theSameContentResizedKeepsItsZoomAndSpot() {
        let view = Self.diagramView()
        view.send(.setZoomScale(2, animated: false, shown: view.shown, anchor: CGPoint(x: 100, y: 200)))
        let before = Self.contentPointAtCentre(view)
        let grown = ImageDescription.content(size: CGSize(width: 600, height: 600))
        view.send(.image(grown, identity: 1))
        #expect(view.interaction.image == grown)
        #expect(view.interaction.zoomScale == 2)
        let after = Self.contentPointAtCentre(view)
        // The same fraction of the content: x of 600 either way, y of 400 then of 600.
        #expect(isClose(CGPoint(x: after.x / 600, y: after.y / 600), CGPoint(x: before.x / 600, y: before.y / 400),
                        tolerance: 1e-9))
        view.send(.image(grown, identity: 2))
        #expect(view.interaction.zoomScale == 1)
    }

    /// An image's identity is its object: the same identity again is the same image, whatever
    /// size comes with it (a reused address is not a resize), so nothing changes.
    @Test func anImageWithItsIdentityAgainChangesNothing() {
        let view = PhotoView.make()
        let effects = view.send(.image(ImageDescription(size: CGSize(width: 600, height: 600), scale: 1, orientation: .up),
                                       identity: 1))
        #expect(effects == ZoomEffects())
        #expect(view.interaction.image == PhotoView.photo)
    }

    /// Content has no pixels: no grid and no sharp squares whatever the options, at ×8 where the
    /// photo (600 × 400 px at 0.5 pt, 2× screen: 8 device pixels a pixel) shows both; no colour.
    @Test func contentHasNoPixelsToShowOrRead() {
        let options = PixelPresentationOptions(magnification: .sharp, showsGrid: true, minimumGridSpacing: 2)
        for (view, isContent) in [(Self.diagramView(), true), (PhotoView.make { $0.maximumZoomScale = 8 }, false)] {
            view.send(.display(DisplayEnvironment(displayScale: 2)))
            view.send(.configuration({ var c = ZoomConfiguration(); c.maximumZoomScale = 8; return c }()))
            view.send(.setZoomScale(8, animated: false, shown: view.shown))
            let target = view.shown
            let presentation = view.interaction.pixelPresentation(from: target, to: target, options: options,
                                                                  containerOriginInWindow: nil)
            #expect(presentation.grid.isHidden == isContent)
            #expect(presentation.magnificationFilter == (isContent ? .linear : .nearest))
            #expect((view.interaction.pixelSample(forPixel: CGPoint(x: 10, y: 10)) == nil) == isContent)
        }
    }

    /// The content point at the container's centre (150, 250): back through UIKit's view chain
    /// to view space, then through the layout.
    static func contentPointAtCentre(_ view: SimulatedView) -> CGPoint {
        let geometry = ViewGeometry(bounds: view.bounds, center: view.center, transform: view.transform)
        return view.interaction.imageLayout.pixel(forViewPoint: geometry.convertFromSuperview(CGPoint(x: 150, y: 250)))
    }
}
