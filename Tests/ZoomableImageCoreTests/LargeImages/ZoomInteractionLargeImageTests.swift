import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Large images: which load is current, how large to decode, and when to decode a sharper copy.
@MainActor
@Suite struct ZoomInteractionLargeImageTests {
    /// A 48 MP photo (8064 × 6048, up) in a 390 × 844 pt view on a @3x screen, maximum zoom 4.
    static let original = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up)
    static let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
    static let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

    /// A view in portrait with the display's scale known: 4680 px across is what it can show at
    /// the maximum zoom (390 pt · 4 · 3 px/pt).
    func portraitView() -> SimulatedView {
        let view = SimulatedView()
        view.send(.initialize(center: CGPoint(x: 195, y: 422), bounds: Self.portrait))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(Self.portrait))
        view.send(.display(DisplayEnvironment(displayScale: 3, windowSize: Self.portrait.size)))
        return view
    }

    /// A copy of the original, `side` px on its longest side (4:3).
    static func copy(side: CGFloat) -> ImageDescription {
        ImageDescription(size: CGSize(width: side, height: side * 0.75), scale: 1, orientation: .up, original: original)
    }

    func viewShowingTheCopy(side: CGFloat = 4680) -> SimulatedView {
        let view = portraitView()
        view.send(.loadStarted)
        view.send(.decodeFinished(Self.copy(side: side), identity: 7, generation: view.interaction.loadGeneration))
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

    /// A load's first copy decodes at once when the view has a size, is shown like a new image
    /// (the decoded copy put on screen, back to rest), and its caller learns it is shown.
    @Test func aLoadDecodesItsFirstCopyAndEndsWhenItIsShown() {
        let view = portraitView()
        view.log.removeAll()
        view.send(.loadStarted)
        let generation = view.interaction.loadGeneration
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [4680])
        view.send(.decodeFinished(Self.copy(side: 4680), identity: 7, generation: generation))
        #expect(view.interaction.image == Self.copy(side: 4680))
        #expect(view.log.contains(.showCopy))
        #expect(view.log.last == .loadEnded(generation, .shown))
    }

    /// Item 2 of the UIKit review: `loadImage` in `viewDidLoad` — no bounds, no window, display
    /// scale unknown. Planned then, the copy was the whole original (8064 px, 195 MB). It is
    /// planned for the largest iPhone instead, 440 × 956 pt at 3 px/pt (assumed) and zoom 4: the
    /// 4:3 photo fits 440 pt across, 440 · 12 = 5280 px. Laid out later in 390 × 844 pt, it needs
    /// 4680 px: the 5280 px copy is within √2 of it (1.13 ×) and stays.
    @Test func aLoadBeforeAnyLayoutPlansForTheLargestPhone() {
        let view = SimulatedView()
        view.send(.initialize(center: .zero, bounds: .zero))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.loadStarted)
        #expect(view.decodes.map(\.containerSize) == [CGSize(width: 440, height: 956)])
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [5280])
        view.send(.decodeFinished(Self.copy(side: 5280), identity: 7, generation: view.interaction.loadGeneration))
        view.send(.frame(Self.portrait, container: Self.portrait, fromOwnWrite: false))
        view.send(.container(Self.portrait))
        view.send(.display(DisplayEnvironment(displayScale: 3, windowSize: Self.portrait.size)))
        #expect(view.decodes.count == 1)
    }

    /// Before the view has a size of its own — no area: zero, or one side zero — its window's
    /// stands in: 320 × 568 pt at @2x, zoom 4, aspect fit of 4:3 in 320 pt of width:
    /// 320 · 4 · 2 = 2560 px.
    @Test(arguments: [CGRect.zero, CGRect(x: 0, y: 0, width: 0, height: 500), CGRect(x: 0, y: 0, width: 390, height: 0)])
    func beforeTheViewHasASizeItsWindowsStandsIn(bounds: CGRect) {
        let view = SimulatedView()
        view.send(.initialize(center: .zero, bounds: bounds))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.display(DisplayEnvironment(displayScale: 2, windowSize: CGSize(width: 320, height: 568))))
        view.send(.loadStarted)
        #expect(view.decodes.map(\.containerSize) == [CGSize(width: 320, height: 568)])
        #expect(view.decodes.first?.plan(for: Self.original).maximumPixelSize == 2560)
    }

    /// The display's scale when it is usable, else 3: a scale of 0 (a view not yet on a screen
    /// reports 0), a negative or a non-finite one is no scale.
    @Test(arguments: [(2, 2), (0, 3), (-1, 3), (.nan, 3), (.infinity, 3)] as [(CGFloat, CGFloat)])
    func theDecodeScaleIsTheDisplaysOrThree(display: CGFloat, effective: CGFloat) {
        #expect(DisplayEnvironment(displayScale: display).effectiveScale == effective)
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
    /// more than the 4680 px copy holds, so a sharper one is asked for, once; turning back, the
    /// 6240 px copy is 6240 / 4680 = 1.33 × the side needed, under √2: kept (not decoded again at
    /// every turn).
    @Test func turningToLandscapeAsksForASharperCopyOnce() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [6240])
        view.send(.container(Self.landscape))
        view.send(.decodeFinished(Self.copy(side: 6240), identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == Self.copy(side: 6240))
        view.send(.frame(Self.portrait, container: Self.portrait, fromOwnWrite: false))
        view.send(.container(Self.portrait))
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.decodes.count == 1)
    }

    /// A sharper copy of the same original is the same image to what follows an image (Live
    /// Text's analysis, an animation's playback): the subject stays, although the copy is another
    /// bitmap (identity 8 after 7). A new load, or an image set, is another subject. The subject is
    /// the load generation the image came with: the load made it 1 (0 before any), the image set
    /// afterwards 2.
    @Test func aSharperCopyKeepsTheImageSubjectAndOnlyANewImageChangesIt() {
        let view = viewShowingTheCopy()
        #expect(view.interaction.imageSubject == 1)
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        view.send(.container(Self.landscape))
        view.send(.decodeFinished(Self.copy(side: 6240), identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == Self.copy(side: 6240))                // swapped in
        #expect(view.interaction.imageSubject == 1)                              // the same image
        view.send(.image(ImageDescription(size: CGSize(width: 600, height: 400), scale: 1, orientation: .up), identity: 9))
        #expect(view.interaction.imageSubject == 2)
        view.send(.image(.none, identity: nil))
        #expect(view.interaction.imageSubject == nil)
    }

    /// Item 2 of the UIKit review: a copy planned too large is replaced when the plan shrinks.
    /// Loaded before any layout, the copy is planned for the largest iPhone: 5280 px. Laid out
    /// in 300 × 500 pt in a window, the 4:3 photo fits 300 pt across: 300 · 12 = 3600 px, and
    /// 5280 > 3600 · √2 = 5091 — replaced by a 3600 px copy at rest, keeping the zoom.
    @Test func aCopyHoldingMoreThanTwiceThePixelsNeededIsReplacedByASmallerOne() {
        let small = CGRect(x: 0, y: 0, width: 300, height: 500)
        let view = SimulatedView()
        view.send(.initialize(center: .zero, bounds: .zero))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.loadStarted)
        view.send(.decodeFinished(Self.copy(side: 5280), identity: 7, generation: view.interaction.loadGeneration))
        view.send(.frame(small, container: small, fromOwnWrite: false))
        view.send(.container(small))
        view.send(.display(DisplayEnvironment(displayScale: 3, windowSize: small.size)))
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [5280, 3600])
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.log.removeAll()
        view.send(.decodeFinished(Self.copy(side: 3600), identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == Self.copy(side: 3600))
        #expect(view.log.first == .showCopy)
        #expect(view.interaction.zoomScale == 2)
        #expect(view.decodes.isEmpty)                                            // and it fits now
    }

    /// One decode at a time: growing again while a sharper copy decodes asks for nothing more;
    /// when it lands, the need is looked at again. 600 × 1000 pt, aspect fit of 4:3: 600 pt wide,
    /// 600 · 12 = 7200 px; the 6240 px copy decoded meanwhile is shown, then 7200 is asked for.
    @Test func aNeedThatChangesWhileADecodeRunsIsLookedAtWhenItLands() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        let larger = CGRect(x: 0, y: 0, width: 600, height: 1000)
        view.send(.frame(larger, container: larger, fromOwnWrite: false))
        view.send(.container(larger))
        #expect(view.decodes.count == 1)
        view.send(.decodeFinished(Self.copy(side: 6240), identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == Self.copy(side: 6240))
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [6240, 7200])
    }

    /// A new image starts its copy requests afresh: in landscape the 4680 px copy asked for a
    /// 6240 px one; another 4680 px copy of an original set in its place needs the same 6240 px
    /// and asks for it again, rather than counting the first image's request as its own.
    @Test func aNewImageAsksForItsOwnSharperCopy() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        view.send(.container(Self.landscape))
        #expect(view.decodes.count == 1)
        let other = OriginalImage(pixelSize: CGSize(width: 8064, height: 6048), orientation: .up)
        let copy = ImageDescription(size: CGSize(width: 4680, height: 3510), scale: 1, orientation: .up, original: other)
        view.send(.image(copy, identity: 11))
        #expect(view.log.contains(.cancelDecode))                              // the first one's
        #expect(view.decodes.count == 2)
        #expect(view.decodes.last?.plan(for: other).maximumPixelSize == 6240)
    }

    /// A copy's own rounding can move the content frame by a fraction of a point: swapped in
    /// mid-animation it would cut the animation short. Decoded while something moves, it is
    /// dropped, and asked for again once the view is at rest.
    @Test func aSharperCopyDecodedWhileZoomingWaitsForRest() {
        let view = viewShowingTheCopy()
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.decodes.count == 1)
        view.send(.setZoomScale(2, animated: true, shown: view.shown))           // moving now
        let sharper = Self.copy(side: 6240)
        view.log.removeAll()
        view.send(.decodeFinished(sharper, identity: 8, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image != sharper && !view.log.contains(.showCopy))
        #expect(view.animation != nil)                                           // not cut short
        view.completeAnimation()                                                 // at rest: asked again
        #expect(view.decodes.count == 1)
        view.log.removeAll()
        view.send(.decodeFinished(sharper, identity: 9, generation: view.interaction.loadGeneration))
        #expect(view.interaction.image == sharper && view.log.first == .showCopy)
        #expect(view.interaction.zoomScale == 2)
    }

    /// A completion for an older load, or with no decode of that kind running, changes nothing;
    /// a copy of another original is not swapped in.
    @Test func aStaleOrForeignCopyIsNotSwappedIn() {
        let view = viewShowingTheCopy()
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        let generation = view.interaction.loadGeneration
        view.send(.decodeFinished(Self.copy(side: 6240), identity: 8, generation: generation - 1))
        view.send(.decodeFinished(Self.copy(side: 6240), identity: 8, generation: generation))   // none running
        #expect(view.interaction.image == Self.copy(side: 4680))
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        let other = ImageDescription(size: CGSize(width: 6240, height: 4680), scale: 1, orientation: .up,
                                     original: OriginalImage(pixelSize: CGSize(width: 9000, height: 6750), orientation: .up))
        view.send(.decodeFinished(other, identity: 9, generation: generation))
        #expect(view.interaction.image == Self.copy(side: 4680))
    }

    /// Item 3 of the UIKit review: one decode per view. A new load cancels the running decode and
    /// ends the older load as superseded; an image set directly does the same.
    @Test func aNewLoadOrImageCancelsTheRunningDecodeAndSupersedesTheLoad() {
        let view = portraitView()
        view.send(.loadStarted)
        let first = view.interaction.loadGeneration
        view.log.removeAll()
        view.send(.loadStarted)
        let second = view.interaction.loadGeneration
        #expect(view.log.prefix(2) == [.cancelDecode, .decode(view.interaction.decodeRequest)])
        #expect(view.log.contains(.loadEnded(first, .superseded)))
        view.log.removeAll()
        view.send(.image(PhotoView.photo, identity: 9))
        #expect(view.log.contains(.cancelDecode) && view.log.contains(.loadEnded(second, .superseded)))
        let late = Self.copy(side: 4680)
        view.send(.decodeFinished(late, identity: 10, generation: second))
        #expect(view.interaction.image == PhotoView.photo)
    }

    /// The caller's task was cancelled: its decode is cancelled, its load ends as cancelled and
    /// the image on screen stays. A cancel for another load changes nothing.
    @Test func aCancelledCallerCancelsTheDecodeAndKeepsTheImage() {
        let view = viewShowingTheCopy()
        view.send(.loadStarted)
        let generation = view.interaction.loadGeneration
        view.log.removeAll()
        view.send(.loadCancelled(generation: generation - 1))
        #expect(view.log.isEmpty)
        view.send(.loadCancelled(generation: generation))
        #expect(view.log == [.cancelDecode, .loadEnded(generation, .cancelled)])
        #expect(view.interaction.image == Self.copy(side: 4680))
        view.send(.decodeFinished(Self.copy(side: 4680), identity: 12, generation: generation))
        #expect(view.interaction.imageIdentity == 7)
    }

    /// Item 5 of the reviewer's list: a reused cell clears its image (`nil`) during the view's
    /// first load — no image yet, so `nil` is "the same image". The load is superseded all the
    /// same: its decode cancelled, and its copy never shown.
    @Test func clearingTheImageDuringAFirstLoadSupersedesIt() {
        let view = portraitView()
        view.send(.loadStarted)
        let generation = view.interaction.loadGeneration
        view.log.removeAll()
        view.send(.image(.none, identity: nil))
        #expect(view.log.contains(.cancelDecode) && view.log.contains(.loadEnded(generation, .superseded)))
        view.send(.decodeFinished(Self.copy(side: 4680), identity: 7, generation: generation))
        #expect(view.interaction.image == .none)
    }

    /// ImageIO's copy may come out a pixel off its plan (a RAW header and its decode differ): a
    /// 4679 px copy planned for 4680 is not decoded again and again — the plan it was made for
    /// is not asked for twice.
    @Test func aCopyOffItsPlanByAPixelIsNotDecodedAgain() {
        let view = portraitView()
        view.send(.loadStarted)
        view.send(.decodeFinished(Self.copy(side: 4679), identity: 7, generation: view.interaction.loadGeneration))
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        view.send(.resetZoom(animated: false, shown: view.shown))
        #expect(view.decodes.count == 1)
    }

    /// Out of its window the view asks for no copy (its display scale then may not be its
    /// screen's): turned to landscape off screen, nothing; back in a window, the 6240 px copy.
    @Test func noCopyIsAskedForOutsideAWindow() {
        let view = viewShowingTheCopy()
        view.send(.display(DisplayEnvironment(displayScale: 3)))
        view.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        #expect(view.decodes.isEmpty)
        view.send(.display(DisplayEnvironment(displayScale: 3, windowSize: Self.landscape.size)))
        #expect(view.decodes.map { $0.plan(for: Self.original).maximumPixelSize } == [6240])
    }

    /// A file that can't be read: the load ends as unreadable and the image on screen stays; a
    /// copy of another size that can't be read is not asked for again at every rest.
    @Test func anUnreadableFileEndsTheLoadAndStopsTheCopies() {
        let view = portraitView()
        view.send(.loadStarted)
        let generation = view.interaction.loadGeneration
        view.send(.decodeFinished(nil, identity: nil, generation: generation))
        #expect(view.log.last == .loadEnded(generation, .unreadable))
        #expect(view.interaction.image == .none)
        let shown = viewShowingTheCopy()
        shown.send(.frame(Self.landscape, container: Self.landscape, fromOwnWrite: false))
        shown.send(.decodeFinished(nil, identity: nil, generation: shown.interaction.loadGeneration))
        shown.send(.setZoomScale(2, animated: false, shown: shown.shown))
        shown.send(.resetZoom(animated: false, shown: shown.shown))
        #expect(shown.decodes.count == 1)
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
