import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The view's setters, its initialization, new images and layout changes: what they move, what
/// they cut short, and what they report.
@MainActor
@Suite struct ZoomInteractionLayoutTests {
    /// UIKit may call the overridden setters from inside its own initializer. Before the view
    /// says it has initialized, geometry setters pass their values straight through and nothing
    /// else is written — in particular no layout centred at (0, 0) that would become the
    /// resting place; after it, UIKit's own centre and bounds are the truth.
    @Test func settersBeforeInitializationPassThroughAndMoveNothing() {
        let view = SimulatedView()
        view.send(.frame(CGRect(x: 0, y: 0, width: 600, height: 400), container: nil, fromOwnWrite: false))
        view.send(.image(PhotoView.photo, identity: 1))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.center(CGPoint(x: 300, y: 200), container: nil, fromOwnWrite: false))
        view.send(.bounds(CGRect(x: 0, y: 0, width: 600, height: 400), container: nil, fromOwnWrite: false))
        #expect(view.log == [.writeFrame(CGRect(x: 0, y: 0, width: 600, height: 400)),
                             .writeCenter(CGPoint(x: 300, y: 200)),
                             .writeBounds(CGRect(x: 0, y: 0, width: 600, height: 400))])
        view.send(.initialize(center: CGPoint(x: 77, y: 88), bounds: CGRect(x: 0, y: 0, width: 600, height: 400)))
        #expect(view.interaction.restingFrame == CGRect(x: -223, y: -112, width: 600, height: 400))
        #expect(view.center == CGPoint(x: 77, y: 88))
        // Its first reports: the accessibility value (no zoom change: it is 1).
        #expect(view.log.last == .accessibility(1))
        #expect(view.interaction.imageLayout.pixelSize == CGSize(width: 600, height: 400))
    }

    /// `center` reports the resting centre, like `frame` reports the resting frame: reading it
    /// and writing it back while zoomed moves nothing. Before initialization, UIKit's own value.
    @Test func theCentreReportedIsTheRestingOne() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.pan(by: CGPoint(x: -100, y: 0))
        let reported = view.interaction.reportedCenter(uiKitCenter: view.center)
        #expect(reported == PhotoView.centre && view.center.x == 50)
        view.log.removeAll()
        view.send(.center(reported, container: PhotoView.container, fromOwnWrite: false))
        #expect(view.log.isEmpty)
        #expect(ZoomInteraction().reportedCenter(uiKitCenter: CGPoint(x: 7, y: 8)) == CGPoint(x: 7, y: 8))
    }

    /// What VoiceOver surrounds: the view's frame under the zoom, clipped to the container. At
    /// 2.5 about the centre the 300 × 500 view spans (−225, −375, 750 × 1250): on screen, the
    /// whole container.
    @Test func theVisibleFrameIsTheZoomedViewClippedToTheContainer() {
        let view = PhotoView.make()
        #expect(view.interaction.visibleFrameInContainer == PhotoView.container)
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        #expect(view.interaction.visibleFrameInContainer == PhotoView.container)
        // A 100 × 100 view showing a 50 × 50 image at its centre (content mode .center): at rest
        // the drawn image is centred in the container, so the view sits at (100, 200), inside it.
        view.send(.frame(CGRect(x: 0, y: 0, width: 100, height: 100), container: PhotoView.container, fromOwnWrite: false))
        view.send(.contentMode(.center))
        view.send(.image(ImageDescription(size: CGSize(width: 50, height: 50), scale: 1, orientation: .up), identity: 2))
        #expect(view.interaction.visibleFrameInContainer == CGRect(x: 100, y: 200, width: 100, height: 100))
        view.send(.container(nil))
        #expect(view.interaction.visibleFrameInContainer == .zero)
    }

    @Test func nonFiniteSettersAreIgnored() {
        let view = PhotoView.make()
        view.send(.frame(.null, container: PhotoView.container, fromOwnWrite: false))
        view.send(.center(CGPoint(x: CGFloat.nan, y: 0), container: PhotoView.container, fromOwnWrite: false))
        view.send(.bounds(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), container: PhotoView.container,
                          fromOwnWrite: false))
        #expect(view.log.isEmpty)
        #expect(view.interaction.restingFrame == PhotoView.container)
    }

    @Test func aNegativeFrameIsStandardized() {
        let view = PhotoView.make()
        view.send(.frame(CGRect(x: 300, y: 500, width: -300, height: -500), container: PhotoView.container,
                         fromOwnWrite: false))
        #expect(view.log.isEmpty)                     // the same resting frame: nothing to do
        #expect(view.interaction.restingFrame == PhotoView.container)
    }

    /// Each layout value arrives with the container as it is then: a bounds change in a new
    /// container, a frame or a centre in another — the interaction takes each container.
    @Test func everyLayoutValueBringsTheContainerWithIt() {
        let view = PhotoView.make()
        let wider = CGRect(x: 0, y: 0, width: 400, height: 500)
        view.send(.bounds(CGRect(x: 0, y: 0, width: 300, height: 400), container: wider, fromOwnWrite: false))
        #expect(view.interaction.containerBounds == wider)
        let taller = CGRect(x: 0, y: 0, width: 400, height: 700)
        view.send(.frame(CGRect(x: 0, y: 0, width: 300, height: 400), container: taller, fromOwnWrite: false))
        #expect(view.interaction.containerBounds == taller)
        view.send(.center(CGPoint(x: 150, y: 200), container: PhotoView.container, fromOwnWrite: false))
        #expect(view.interaction.containerBounds == PhotoView.container)
    }

    /// A frame set by the app moves the resting frame: (20, 30, 260 × 400) rests centred at
    /// (150, 230) with bounds 260 × 400, and `center` reports that centre.
    @Test func aFrameSetMovesTheRestingFrameAndTheReportedCentre() {
        let view = PhotoView.make()
        let frame = CGRect(x: 20, y: 30, width: 260, height: 400)
        view.send(.frame(frame, container: PhotoView.container, fromOwnWrite: false))
        #expect(view.interaction.restingFrame == frame)
        #expect(view.interaction.reportedCenter(uiKitCenter: .zero) == CGPoint(x: 150, y: 230))
        #expect(view.bounds.size == frame.size)
    }

    @Test func uiKitCallingTheSettersWhileTheViewWritesItsOwnGeometryIsIgnored() {
        let view = PhotoView.make()
        view.send(.center(CGPoint(x: 10, y: 10), container: PhotoView.container, fromOwnWrite: true))
        view.send(.frame(CGRect(x: 5, y: 5, width: 10, height: 10), container: PhotoView.container, fromOwnWrite: true))
        #expect(view.log.isEmpty && view.interaction.restingFrame == PhotoView.container)
    }

    /// Zoomed 2.5 about the centre and rotated to 500 × 300: the photo now fits at k = 0.75,
    /// drawn (25, 0, 450 × 300). The image point that was at the coverage centre — the middle of
    /// the photo — goes back to the new centre (250, 150), and the zoom is kept.
    @Test func aRotationWhileZoomedKeepsTheZoomAndTheCentredSpot() {
        let view = PhotoView.make()
        view.send(.setZoomScale(2.5, animated: false, shown: view.shown))
        view.log.removeAll()
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
        view.send(.frame(landscape, container: landscape, fromOwnWrite: false))
        #expect(view.interaction.zoomScale == 2.5)
        #expect(view.center == CGPoint(x: 250, y: 150))
        #expect(view.log == [.writeBounds(CGRect(x: 0, y: 0, width: 500, height: 300)), .apply(CGPoint(x: 250, y: 150), 2.5)])
    }

    @Test func aLayoutChangeCutsASettleToItsTargetAndReportsItsEndOnce() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.animationProgress = 0.3
        view.log.removeAll()
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 300)
        view.send(.frame(landscape, container: landscape, fromOwnWrite: false))
        #expect(view.log.first == .stop)
        #expect(view.animation == nil)
        #expect(view.ends == [2.5])
        #expect(view.center == CGPoint(x: 250, y: 150) && view.transform.a == 2.5)
        view.send(.animationFinished(id: 1, atEnd: true))       // a late completion: ignored
        #expect(view.ends == [2.5])
    }

    @Test func theSameLayoutAgainChangesNothingEvenMidAnimationOrMidPinch() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.log.removeAll()
        view.send(.container(PhotoView.container))
        view.send(.frame(PhotoView.container, container: PhotoView.container, fromOwnWrite: false))
        view.send(.contentMode(.scaleAspectFit))
        #expect(view.log.isEmpty && view.animation != nil)
        view.completeAnimation()
        view.pinch([(1.2, CGPoint(x: 100, y: 200))], from: CGPoint(x: 100, y: 200), end: false)
        let before = view.interaction
        view.send(.frame(PhotoView.container, container: PhotoView.container, fromOwnWrite: false))
        #expect(view.interaction.engine == before.engine)
    }

    /// A crop opening (0, 100, 300 × 300) over the photo drawn 300 × 200: covering it takes
    /// max(300/300, 300/200) = 1.5, the new minimum. The zoom moves to 1.5 at once and the change
    /// is reported — a change caused by layout, not by a gesture, so there is no end. The view
    /// was at rest and stays at rest: without the opening, at 1 again.
    @Test func aZoomChangeCausedByACropOpeningIsReported() {
        let view = PhotoView.make()
        view.send(.cropOpening(CGRect(x: 0, y: 100, width: 300, height: 300)))
        #expect(view.interaction.zoomScale == 1.5)
        #expect(view.log.filter { if case .apply = $0 { return false } else { return true } }
            == [.change(1.5), .accessibility(1.5)])
        view.send(.cropOpening(CGRect(x: 0, y: 0, width: 0, height: 10)))     // no opening
        #expect(view.interaction.cropOpening == nil)
        #expect(view.interaction.zoomScale == 1)
        #expect(view.changes == [1.5, 1] && view.ends.isEmpty)
    }

    /// The orders a layout pass can deliver a turn in: the view's centre (0), its bounds (1), the
    /// container (2), the crop opening (3) — every permutation.
    nonisolated static let turnOrders: [[Int]] = {
        func permutations(_ items: [Int]) -> [[Int]] {
            items.count <= 1 ? [items] : items.indices.flatMap { index in
                permutations(Array(items[..<index] + items[(index + 1)...])).map { [items[index]] + $0 }
            }
        }
        return permutations([0, 1, 2, 3])
    }()

    /// Item 5 of the UIKit review: a turn while slightly zoomed on a square-crop screen snapped
    /// back to rest when the crop opening arrived before the view's new size. Portrait: a
    /// 300 × 500 pt container, a 500 × 500 px image aspect fit 300 × 300 at y 100, the opening
    /// the largest square inset by 20: (20, 120, 260 × 260), covered at 260/300 < 1, so the rest
    /// is 1; zoomed to 1.2 at its centre. Landscape: 500 × 400 pt, the opening (70, 20, 360 × 360).
    /// With the new opening and the old 300 pt content, covering took 360/300 = 1.2: the zoom sat
    /// exactly at the minimum — "at rest" — and the new size then sent it to the new rest, 1.
    /// Kept instead, whatever the order: in 500 × 400 the image is 400 × 400, covering the opening
    /// takes 360/400 = 0.9, so the limits are 1…4 and 1.2 stays; the image point at the opening's
    /// centre (the image's centre) moves to the new opening's centre (250, 200), where 480 × 480
    /// covers the opening — no clamp.
    @Test(arguments: Self.turnOrders)
    func aTurnKeepsTheZoomWhateverOrderTheLayoutValuesArriveIn(order: [Int]) {
        let portrait = CGRect(x: 0, y: 0, width: 300, height: 500)
        let landscape = CGRect(x: 0, y: 0, width: 500, height: 400)
        let view = SimulatedView()
        view.send(.initialize(center: CGPoint(x: 150, y: 250), bounds: portrait))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.container(portrait))
        view.send(.image(ImageDescription(size: CGSize(width: 500, height: 500), scale: 1, orientation: .up), identity: 1))
        view.send(.cropOpening(CGRect(x: 20, y: 120, width: 260, height: 260)))
        #expect(view.interaction.zoomScale == 1)
        view.send(.setZoomScale(1.2, animated: false, shown: view.shown))
        let values: [ZoomInput] = [.center(CGPoint(x: 250, y: 200), container: landscape, fromOwnWrite: false),
                                   .bounds(landscape, container: landscape, fromOwnWrite: false),
                                   .container(landscape),
                                   .cropOpening(CGRect(x: 70, y: 20, width: 360, height: 360))]
        for index in order { view.send(values[index]) }
        #expect(abs(view.interaction.zoomScale - 1.2) < 1e-9)
        #expect(abs(view.interaction.geometry.center.x - 250) < 1e-9 && abs(view.interaction.geometry.center.y - 200) < 1e-9)
    }

    /// The same property over random turns: zoomed above a random crop rest, turned to a random
    /// container with its own opening; every order of the pass's four values ends at the same
    /// zoom and centre (the old code disagreed with itself in 4 trials of 10).
    @Test func aLayoutPassEndsTheSameInEveryOrder() {
        var random = SeededGenerator(seed: 25)
        for trial in 0..<200 {
            let portrait = CGRect(x: 0, y: 0, width: random.uniform(200...500).rounded(), height: random.uniform(300...900).rounded())
            let landscape = CGRect(x: 0, y: 0, width: random.uniform(400...950).rounded(), height: random.uniform(150...450).rounded())
            let image = ImageDescription(size: CGSize(width: random.uniform(500...6000).rounded(), height: random.uniform(500...6000).rounded()),
                                         scale: 1, orientation: .up)
            let above = random.uniform(1.01...1.5)
            let values: [ZoomInput] = [
                .center(CGPoint(x: landscape.midX, y: landscape.midY), container: landscape, fromOwnWrite: false),
                .bounds(landscape, container: landscape, fromOwnWrite: false),
                .container(landscape),
                .cropOpening(CropOpening.largestCenteredSquare(in: landscape.insetBy(dx: 16 + random.uniform(0...50), dy: 16))),
            ]
            var results: Set<[Double]> = []
            for order in Self.turnOrders {
                let view = SimulatedView()
                view.send(.initialize(center: CGPoint(x: portrait.midX, y: portrait.midY), bounds: portrait))
                view.send(.contentMode(.scaleAspectFit))
                view.send(.container(portrait))
                view.send(.image(image, identity: 1))
                view.send(.cropOpening(CropOpening.largestCenteredSquare(in: portrait.insetBy(dx: 16, dy: 16))))
                view.send(.setZoomScale(view.interaction.zoomScale * above, animated: false, shown: view.shown))
                for index in order { view.send(values[index]) }
                let geometry = view.interaction.geometry
                results.insert([geometry.transform.a, geometry.center.x, geometry.center.y].map { ($0 * 1e6).rounded() })
            }
            #expect(results.count == 1, "trial \(trial): \(results.count) different endings")
        }
    }

    @Test func newLimitsApplyAtOnceAndAreReported() {
        let view = PhotoView.make()
        view.send(.setZoomScale(4, animated: false, shown: view.shown))
        view.log.removeAll()
        var configuration = ZoomConfiguration()
        configuration.maximumZoomScale = 2
        view.send(.configuration(configuration))
        #expect(view.interaction.zoomScale == 2)
        #expect(view.changes == [2] && view.ends.isEmpty)
    }

    @Test func newLimitsDuringAGestureApplyWhenItEnds() {
        let view = PhotoView.make()
        view.pinch([(3, PhotoView.centre)], from: PhotoView.centre, end: false)
        var configuration = ZoomConfiguration()
        configuration.maximumZoomScale = 2
        view.send(.configuration(configuration))
        #expect(view.interaction.zoomScale == 3)
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 2 && view.ends == [2])
    }

    @Test func aNewImageReturnsToRestAtOnceAndTheSameImageAgainChangesNothing() {
        let view = PhotoView.make()
        view.send(.setZoomScale(3, animated: false, shown: view.shown))
        view.log.removeAll()
        view.send(.image(PhotoView.photo, identity: 1))
        #expect(view.log.isEmpty)
        let tall = ImageDescription(size: CGSize(width: 200, height: 800), scale: 1, orientation: .up)
        view.send(.image(tall, identity: 2))
        #expect(view.interaction.zoomScale == 1 && view.center == PhotoView.centre)
        #expect(view.changes == [1] && view.ends.isEmpty)
        // 200 × 800 fits at min(1.5, 0.625) = 0.625: drawn (87.5, 0, 125 × 500).
        #expect(view.interaction.imageLayout.imageFrame == CGRect(x: 87.5, y: 0, width: 125, height: 500))
    }

    @Test func aNewImageDuringASettleCutsItAndTheInteractionEndsAtRest() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.log.removeAll()
        view.send(.image(PhotoView.photo, identity: 2))
        #expect(view.log == [.stop, .apply(PhotoView.centre, 1), .change(1), .accessibility(1), .end(1)])
    }

    @Test func aNewImageMidPinchRestartsFromRestAndThePinchGoesOn() {
        let view = PhotoView.make()
        view.pinch([(2, PhotoView.centre)], from: PhotoView.centre, end: false)
        view.send(.image(PhotoView.photo, identity: 2))
        #expect(view.interaction.zoomScale == 1 && view.center == PhotoView.centre)
        view.send(.pinch(.changed, scale: 1.5, centroid: PhotoView.centre, touchCount: 2))
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.interaction.zoomScale == 1.5 && view.center == PhotoView.centre)
        #expect(view.changes == [2, 1, 1.5] && view.ends == [1.5])
    }
}
