import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What the view does to show pixels, decided by the interaction for the geometry it writes: the
/// filter by device pixels per pixel of the bitmap on screen, the grid by points per image pixel.
/// The photo fixture is 600 × 400 px drawn at 0.5 pt per pixel; at display scale 3 that is
/// 1.5 device pixels per pixel at zoom 1.
@MainActor
@Suite struct PixelPresentationTests {
    static func view(displayScale: CGFloat = 3) -> SimulatedView {
        let view = PhotoView.make { $0.maximumZoomScale = 40 }
        view.send(.display(DisplayEnvironment(displayScale: displayScale)))
        return view
    }

    static func presentation(_ view: SimulatedView, _ options: PixelPresentationOptions,
                             from shown: ShownGeometry? = nil) -> PixelPresentation {
        let target = ShownGeometry(center: view.center, transform: view.transform)
        return view.interaction.pixelPresentation(from: shown ?? target, to: target, options: options,
                                                  containerOriginInWindow: nil)
    }

    @Test(arguments: [(1, 1.5, PixelFilter.linear), (2, 3, .linear), (8 / 3, 4, .nearest), (3, 4.5, .nearest)] as [(CGFloat, CGFloat, PixelFilter)])
    func sharpnessFollowsTheZoomWritten(zoom: CGFloat, density: CGFloat, filter: PixelFilter) {
        let view = Self.view()
        view.send(.setZoomScale(zoom, animated: false, shown: view.shown))
        let options = PixelPresentationOptions(magnification: .sharpWhenPixelsSpan(devicePixels: 4))
        let presentation = Self.presentation(view, options)
        #expect(isClose(presentation.devicePixelsPerPixel, density))
        #expect(presentation.magnificationFilter == filter)
        // Smooth, the default, never squares.
        #expect(Self.presentation(view, PixelPresentationOptions()).magnificationFilter == .linear)
    }

    /// During a double tap's animation the model values are already the target: sharp from the
    /// start, at the zoom it heads to (so the animation never switches filters mid-way).
    @Test func duringAnAnimationTheTargetDecides() {
        let view = Self.view()
        view.doubleTap(at: CGPoint(x: 150, y: 250))
        #expect(view.animation != nil)
        view.animationProgress = 0.1
        let options = PixelPresentationOptions(magnification: .sharpWhenPixelsSpan(devicePixels: 3.75))
        let presentation = Self.presentation(view, options, from: view.shown)
        // Double tap to 2.5: 1.5 · 2.5 = 3.75 device pixels per pixel.
        #expect(isClose(presentation.devicePixelsPerPixel, 3.75))
        #expect(presentation.magnificationFilter == .nearest)
    }

    /// A large original shown as a copy: sharpness counts the copy's pixels (what is magnified),
    /// the grid the original's (what taps report). 6000 × 4000 px shown as a 600 × 400 px copy.
    @Test func aDownsampledCopyIsSharpenedByItsOwnPixelsAndGriddedByTheOriginals() {
        let view = Self.view()
        let copy = ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up,
                                    original: OriginalImage(pixelSize: CGSize(width: 6000, height: 4000), orientation: .up))
        view.send(.image(copy, identity: 9))
        view.send(.setZoomScale(16, animated: false, shown: view.shown))
        let options = PixelPresentationOptions(magnification: .sharp, showsGrid: true)
        let deep = Self.presentation(view, options)
        #expect(isClose(deep.devicePixelsPerPixel, 24))       // 0.5 pt · 16 · 3
        #expect(deep.magnificationFilter == .nearest)
        #expect(deep.grid.isHidden)                           // 0.05 pt · 16 = 0.8 pt per original pixel
        view.send(.setZoomScale(40, animated: false, shown: view.shown))
        #expect(Self.presentation(view, options).grid.isHidden)   // 2 pt
        #expect(!Self.presentation(view, PixelPresentationOptions(showsGrid: true, minimumGridSpacing: 2)).grid.isHidden)
    }

    @Test func theGridShowsOnlyWhenAskedAndInAContainer() {
        let view = Self.view()
        view.send(.setZoomScale(16, animated: false, shown: view.shown))    // 8 pt per pixel
        #expect(!Self.presentation(view, PixelPresentationOptions(showsGrid: true)).grid.isHidden)
        #expect(Self.presentation(view, PixelPresentationOptions(showsGrid: false)).grid.isHidden)
        view.send(.container(nil))
        #expect(Self.presentation(view, PixelPresentationOptions(showsGrid: true)).grid == .hidden)
    }

    /// At rest the presentation layer is the last frame drawn, one event behind: a ⌘-scroll's
    /// last event from zoom 15 (7.5 pt per pixel) to 17 (8.5 pt) ends inside the limits, so no
    /// animation follows to draw the grid at its end — it must show now. During an animation the
    /// frame on screen counts: from 7.5 pt the grid waits for the end.
    @Test func atRestTheGridFollowsTheTargetNotTheLastFrameDrawn() {
        let view = Self.view()
        let options = PixelPresentationOptions(showsGrid: true)
        view.send(.setZoomScale(15, animated: false, shown: view.shown))
        let lastFrame = view.shown
        view.send(.setZoomScale(17, animated: false, shown: view.shown))
        #expect(view.animation == nil)
        #expect(!Self.presentation(view, options, from: lastFrame).grid.isHidden)
        view.send(.setZoomScale(15, animated: false, shown: view.shown))
        view.send(.setZoomScale(17, animated: true, shown: view.shown))
        #expect(view.animation != nil)
        #expect(Self.presentation(view, options, from: view.shown).grid.isHidden)
    }

    @Test func withoutAnImageNothingIsMagnified() {
        let view = Self.view()
        view.send(.image(.none, identity: nil))
        let presentation = Self.presentation(view, PixelPresentationOptions(magnification: .sharp, showsGrid: true))
        #expect(presentation == PixelPresentation(magnificationFilter: .linear, grid: .hidden, devicePixelsPerPixel: 0))
    }

    /// The display scale is the one the view reported; unknown (0) counts as 3, like decodes.
    @Test func anUnknownDisplayScaleCountsAsThree() {
        let view = Self.view(displayScale: 0)
        #expect(isClose(Self.presentation(view, PixelPresentationOptions()).devicePixelsPerPixel, 1.5))
        let two = Self.view(displayScale: 2)
        #expect(isClose(Self.presentation(two, PixelPresentationOptions()).devicePixelsPerPixel, 1))
    }

    /// The interaction's queries use its layout and the view's bounds: a marker at the photo's
    /// pixel (450.5, 100.25) after a pinch is where the view draws that pixel, and the colour is
    /// read at the stored pixel.
    @Test func theInteractionPlacesMarkersWhereItsViewDrawsThePixel() {
        let view = Self.view()
        view.pinch([(2, CGPoint(x: 100, y: 200))], from: CGPoint(x: 100, y: 200))
        view.completeAnimation()
        let placement = view.interaction.overlayPlacement(forPixel: CGPoint(x: 450.5, y: 100.25), scalesWithImage: false,
                                                          at: view.shown)
        let geometry = ViewGeometry(bounds: view.bounds, center: view.center, transform: view.transform)
        #expect(isClose(placement.center, geometry.convertToSuperview(CGPoint(x: 225.25, y: 200.125))))
        #expect(view.interaction.pixelSample(forPixel: CGPoint(x: 450.5, y: 100.25))?.displayedPixel == PixelIndex(x: 450, y: 100))
        #expect(view.interaction.pixelSample(forPixel: CGPoint(x: 600, y: 1)) == nil)
    }

    @Test func optionsDefaultToAPhotoViewers() {
        let options = PixelPresentationOptions()
        #expect(options.magnification == .smooth)
        #expect(!options.showsGrid)
        #expect(options.minimumGridSpacing == 8)
    }
}
