import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@testable import ZoomableImageCore

/// Large images: which load is current, how large to decode, and when to decode a sharper copy.
@MainActor
@Suite struct ZoomInteractionLargeImageTests {
    /// A 48 MP photo (8064 × 6048, up) in a 390 × 844 pt view on a @3x screen, maximum zoom 4.
    static let original = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up)
    static let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

    func viewShowingTheCopy(side: CGFloat = 4680) -> SimulatedView {
        let view = SimulatedView()
        view.send(.initialize(center: CGPoint(x: 195, y: 422), bounds: Self.portrait))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(Self.portrait))
        view.send(.display(DisplayEnvironment(displayScale: 3)))
        view.send(.loadStarted)
        let copy = ImageDescription(size: CGSize(width: side, height: side * 0.75), scale: 1, orientation: .up,
                                    original: Self.original)
        view.send(.loadedImage(copy, identity: 7, generation: view.interaction.loadGeneration))
        view.log.removeAll()
        return view
    }

    /// Aspect fit in 390 pt of width: 4 × zoom × 3 px/pt = 4680 px across.
    @Test func theDecodeIsPlannedForTheViewTheScreenAndTheMaximumZoom() {
        let view = viewShowingTheCopy()
        let request = view.interaction.decodeRequest
        #expect(request.containerSize == Self.portrait.size && request.screenScale == 3 && request.maximumZoomScale == 4)
        #expect(request.plan(for: Self.original).maximumPixelSize == 4680)
        #expect(view.interaction.imageLayout.pixelSize == Self.original.pixelSize)
    }

    @Test func beforeLayoutTheScreensSizeAndScaleStandIn() {
        var interaction = ZoomInteraction()
        _ = interaction.handle(.initialize(center: .zero, bounds: .zero))
        _ = interaction.handle(.display(DisplayEnvironment(displayScale: 0, screenScale: 2,
                                                           screenSize: CGSize(width: 320, height: 568))))
        #expect(interaction.decodeRequest.containerSize == CGSize(width: 320, height: 568))
        #expect(interaction.decodeRequest.screenScale == 2)
        _ = interaction.handle(.display(DisplayEnvironment()))
        #expect(interaction.decodeRequest.screenScale == 3)                  // nothing known: 3
    }

    /// The display's scale when it is usable, else the screen's, else 3: a scale of 0 (a view not
    /// yet on a screen reports 0), a negative or a non-finite one is no scale.
    @Test(arguments: [(2, 3, 2), (0, 2, 2), (0, 0, 3), (-1, -2, 3), (.nan, .infinity, 3), (.infinity, nil, 3)]
          as [(CGFloat, CGFloat?, CGFloat)])
    func theDecodeScaleIsTheFirstUsableOfDisplayAndScreen(display: CGFloat, screen: CGFloat?, effective: CGFloat) {
        #expect(DisplayEnvironment(displayScale: display, screenScale: screen).effectiveScale == effective)
    }

    @Test(arguments: [(3, 2, 3), (1, .nan, 4), (1, 6, 6)] as [(CGFloat, CGFloat, CGFloat)])
    func theDecodeFollowsTheMaximumZoomInForce(minimum: CGFloat, maximum: CGFloat, planned: CGFloat) {
        let view = viewShowingTheCopy()
        var configuration = ZoomConfiguration()
        configuration.minimumZoomScale = minimum
        configuration.maximumZoomScale = maximum
        view.send(.configuration(configuration))
        #expect(view.interaction.decodeRequest.maximumZoomScale == planned)
    }

    /// Turned to 844 × 390 the photo fits 390 pt high: 520 × 390 pt, 520 · 12 = 6240 px across —
    /// more than the 4680 px copy holds, so a sharper one is asked for, once; turning back needs
    /// no smaller one.
    @Test func turningToLandscapeAsksForASharperCopyOnce() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        let requests = view.log.compactMap { if case .decode(let request) = $0 { return request } else { return nil } }
        #expect(requests.count == 1)
        #expect(requests.first?.plan(for: Self.original).maximumPixelSize == 6240)
        view.send(.container(Self.landscape))
        view.send(.frame(Self.portrait, container: Self.portrait, fromOwnWrite: false))
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.log.filter { if case .decode = $0 { return true } else { return false } }.count == 1)
    }

    /// A new image starts its sharper-copy requests afresh: in landscape the 4680 px copy asked
    /// for a 6240 px one; another 4680 px copy of an original set in its place needs the same
    /// 6240 px and asks for it again, rather than counting the first image's request as its own.
    @Test func aNewImageAsksForItsOwnSharperCopy() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        view.send(.container(Self.landscape))
        let decodes = { view.log.compactMap { if case .decode(let request) = $0 { return request } else { return nil } } }
        #expect(decodes().count == 1)
        let other = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up)
        let copy = ImageDescription(size: CGSize(width: 4680, height: 3510), scale: 1, orientation: .up, original: other)
        view.send(.image(copy, identity: 11))
        #expect(decodes().count == 2)
        #expect(decodes().last?.plan(for: other).maximumPixelSize == 6240)
    }

    /// A copy's own rounding can move the content frame by a fraction of a point: swapped in
    /// mid-animation it would cut the animation short. Decoded while something moves, it is
    /// dropped, and asked for again once the view is at rest.
    @Test func aSharperCopyDecodedWhileZoomingWaitsForRest() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.log.filter { if case .decode = $0 { return true } else { return false } }.count == 1)
        view.send(.setZoomScale(2, animated: true, shown: view.shown))           // moving now
        let sharper = ImageDescription(size: CGSize(width: 6240, height: 4680), scale: 1, orientation: .up,
                                       original: Self.original)
        view.log.removeAll()
        view.send(.sharperCopy(sharper, identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image != sharper && !view.log.contains(.showCopy))
        #expect(view.animation != nil)                                           // not cut short
        view.completeAnimation()                                                 // at rest: asked again
        #expect(view.log.filter { if case .decode = $0 { return true } else { return false } }.count == 1)
        view.log.removeAll()
        view.send(.sharperCopy(sharper, identity: 9, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == sharper && view.log.first == .showCopy)
        #expect(view.interaction.zoomScale == 2)
    }

    @Test func aSharperCopyIsSwappedInKeepingTheZoomAndAStaleOrSmallerOneIsNot() {
        let view = viewShowingTheCopy()
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        let generation = view.interaction.loadGeneration
        let sharper = ImageDescription(size: CGSize(width: 6240, height: 4680), scale: 1, orientation: .up,
                                       original: Self.original)
        #expect(!view.interaction.acceptsSharperCopy(sharper, generation: generation - 1))
        let smaller = ImageDescription(size: CGSize(width: 3000, height: 2250), scale: 1, orientation: .up,
                                       original: Self.original)
        #expect(!view.interaction.acceptsSharperCopy(smaller, generation: generation))
        #expect(view.interaction.acceptsSharperCopy(sharper, generation: generation))
        view.send(.sharperCopy(sharper, identity: 8, generation: generation))
        #expect(view.interaction.image == sharper)
        #expect(view.interaction.zoomScale == 3)
        #expect(view.interaction.imageLayout.pixelSize == Self.original.pixelSize)
    }

    @Test func anImageSetWhileALargeImageDecodesSupersedesTheLoad() {
        let view = viewShowingTheCopy()
        view.send(.loadStarted)
        let loading = view.interaction.decodeRequest.generation
        view.send(.image(PhotoView.photo, identity: 9))
        #expect(!view.interaction.isCurrentLoad(loading))
        let late = ImageDescription(size: CGSize(width: 4680, height: 3510), scale: 1, orientation: .up,
                                    original: Self.original)
        view.send(.loadedImage(late, identity: 10, generation: loading))
        #expect(view.interaction.image == PhotoView.photo)
    }

    @Test func theOriginalIsReadFromTheFilesHeader() {
        #expect(OriginalImage(properties: ["PixelWidth": 4032, "PixelHeight": 3024, "Orientation": 6])
            == OriginalImage(pixelSize: CGSize(width: 4032, height: 3024), orientation: .right))
        #expect(OriginalImage(properties: ["PixelWidth": 10, "PixelHeight": 20])?.orientation == .up)
        #expect(OriginalImage(properties: ["PixelWidth": 10, "PixelHeight": 20, "Orientation": 42])?.orientation == .up)
        #expect(OriginalImage(properties: ["PixelWidth": 10]) == nil)
        #expect(OriginalImage(properties: ["PixelWidth": 0, "PixelHeight": 20]) == nil)
        #expect(OriginalImage(properties: ["PixelWidth": .nan, "PixelHeight": 20]) == nil)
    }
}
