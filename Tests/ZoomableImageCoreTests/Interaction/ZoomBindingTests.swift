import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The SwiftUI bridge: a binding and a view kept in step — who wins, and when the binding is
/// written. The bug these pin: a value bound while a settle animation ran (a fling's glide runs
/// for seconds) was dropped, and the settle's end then wrote the old scale back.
@MainActor
@Suite struct ZoomBindingTests {
    /// A coordinator over a simulated view: the binding is `value`; work "after the update" waits
    /// in `later` until the test runs it, as the main actor would after SwiftUI's update.
    @MainActor
    final class Coordinator: ZoomBindingHost {
        let view: SimulatedView
        var binding = ZoomBinding()
        var value: CGFloat?
        var later: [@MainActor () -> Void] = []
        var deliveredEnds: [CGFloat] = []
        /// The scales the bridge zoomed the view to, in order.
        var zooms: [CGFloat] = []

        init(view: SimulatedView, value: CGFloat?) {
            self.view = view
            self.value = value
            view.onReport = { [unowned self] report in
                switch report {
                case .zoomChange(let scale): self.viewDidChangeZoomScale(scale)
                case .zoomEnd(let scale): self.viewDidEndZooming(at: scale)
                default: break
                }
            }
        }

        var viewInteraction: ZoomInteraction { view.interaction }
        var boundValue: CGFloat? { value }
        func zoomView(to scale: CGFloat, animated: Bool) {
            zooms.append(scale)
            view.send(.setZoomScale(scale, animated: animated, shown: view.shown))
        }
        func writeBinding(_ value: CGFloat) { if self.value != nil { self.value = value } }
        func afterUpdate(_ work: @escaping @MainActor () -> Void) { later.append(work) }
        func deliverZoomEnd(_ zoomScale: CGFloat) { deliveredEnds.append(zoomScale) }

        /// One SwiftUI update: `change` runs inside it (setting the image, limits…), then the
        /// binding is reconciled; then the work scheduled for after the update runs.
        func update(animated: Bool = false, _ change: () -> Void = {}) {
            beginUpdate()
            change()
            updateBinding(hasAnimation: animated, disablesAnimations: false)
            endUpdate()
            let work = later
            later.removeAll()
            work.forEach { $0() }
        }
    }

    func coordinator(value: CGFloat? = 1) -> Coordinator {
        let coordinator = Coordinator(view: PhotoView.make(), value: value)
        coordinator.update()
        return coordinator
    }

    @Test func aValueBoundDuringASettleIsWhereTheViewComesToRest() {
        let coordinator = coordinator()
        let view = coordinator.view
        view.doubleTap(at: PhotoView.centre)                         // settling towards 2.5
        #expect(coordinator.value == 2.5)
        view.animationProgress = 0.6
        coordinator.value = 3
        coordinator.update(animated: true)
        #expect(view.animation?.to.transform.a == 3)                 // the settle now heads to 3
        view.completeAnimation()
        #expect(view.interaction.zoomScale == 3)
        #expect(coordinator.value == 3)
        #expect(coordinator.deliveredEnds == [3])
    }

    @Test func duringAPinchTheFingersWinAndTheBindingIsCorrected() {
        let coordinator = coordinator()
        let view = coordinator.view
        view.pinch([(2, PhotoView.centre)], from: PhotoView.centre, end: false)
        coordinator.value = 3
        coordinator.update()
        #expect(view.interaction.zoomScale == 2)
        #expect(coordinator.value == 2)
    }

    @Test func aValueOutsideTheLimitsIsClampedAndTheBindingCorrected() {
        let coordinator = coordinator()
        coordinator.value = 10
        coordinator.update()
        #expect(coordinator.view.interaction.zoomScale == 4)
        #expect(coordinator.value == 4)
    }

    @Test func aValueBoundBeforeTheViewHasASizeIsAppliedAtItsFirstLayout() {
        let view = SimulatedView()
        view.send(.initialize(center: .zero, bounds: .zero))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.image(PhotoView.photo, identity: 1))
        let coordinator = Coordinator(view: view, value: 2)
        coordinator.update()
        #expect(coordinator.binding.pendingValue == 2)
        #expect(coordinator.value == 2)                              // not "corrected" to 1
        view.send(.frame(PhotoView.container, container: PhotoView.container, fromOwnWrite: false))
        coordinator.viewDidLayout()
        #expect(view.interaction.zoomScale == 2)
        #expect(coordinator.binding.pendingValue == nil)
    }

    /// A value bound before the first layout waits for it — unless the binding goes back to the
    /// scale the view has anyway (1) before then: the waiting 2 is forgotten, and the first
    /// layout leaves the view at 1.
    @Test func aWaitingValueReplacedByTheViewsOwnScaleIsForgotten() {
        let view = SimulatedView()
        view.send(.initialize(center: .zero, bounds: .zero))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.image(PhotoView.photo, identity: 1))
        let coordinator = Coordinator(view: view, value: 2)
        coordinator.update()
        #expect(coordinator.binding.pendingValue == 2)
        coordinator.value = 1
        coordinator.update()
        #expect(coordinator.binding.pendingValue == nil)
        view.send(.frame(PhotoView.container, container: PhotoView.container, fromOwnWrite: false))
        coordinator.viewDidLayout()
        #expect(view.interaction.zoomScale == 1 && coordinator.value == 1)
    }

    /// A view with its size (the 300 × 500 pt container) and no image yet — a URL still loading —
    /// after an update with `value` bound.
    func waitingForTheImage(bound value: CGFloat) -> Coordinator {
        let view = SimulatedView()
        view.send(.initialize(center: .zero, bounds: .zero))
        view.send(.contentMode(.scaleAspectFit))
        view.send(.frame(PhotoView.container, container: PhotoView.container, fromOwnWrite: false))
        let coordinator = Coordinator(view: view, value: value)
        coordinator.update()
        return coordinator
    }

    /// `ZoomableImage(url:)` with `zoomScale` 2 bound before the load ends: the view has its
    /// size but no image, so 2 waits. The loaded image's geometry write retries it (the bridge
    /// calls ``ZoomBindingHost/viewDidLayout()`` then, not only at the next layout pass, which
    /// may never come): the view is at 2. Setting the image reports no zoom change of its own
    /// (it starts at rest, 1 → 1), so nothing drops the value before the retry.
    @Test func aValueBoundBeforeTheImageLoadsIsAppliedWhenTheImageArrives() {
        let coordinator = waitingForTheImage(bound: 2)
        let view = coordinator.view
        #expect(coordinator.binding.pendingValue == 2)               // no image: cannot zoom
        view.send(.image(PhotoView.photo, identity: 1))              // the load ends
        #expect(coordinator.binding.pendingValue == 2)
        coordinator.viewDidLayout()                                  // its geometry write
        #expect(view.interaction.zoomScale == 2)
        #expect(coordinator.value == 2)
    }

    /// A waiting value is applied once, by the first layout pass that can: `zoomScale` 0.5 bound
    /// before the image loads, below the minimum 1. The loaded image's layout zooms the view to
    /// it, which clamps it to 1 — where the view already was, so it reports no change of its
    /// own — and the binding is corrected to 1 after that. The value no longer waits: later
    /// layout passes (every rotation, every size change) zoom nothing, and an update with the
    /// binding unchanged finds nothing waiting.
    @Test func aWaitingValueIsAppliedOnceEvenWhenTheViewClampsItToWhereItWas() {
        let coordinator = waitingForTheImage(bound: 0.5)
        let view = coordinator.view
        #expect(coordinator.binding.pendingValue == 0.5)
        view.send(.image(PhotoView.photo, identity: 1))
        coordinator.viewDidLayout()
        #expect(coordinator.zooms == [0.5] && view.interaction.zoomScale == 1)
        #expect(coordinator.binding.pendingValue == nil)
        coordinator.later.forEach { $0() }                          // after the update: the correction
        coordinator.later.removeAll()
        #expect(coordinator.value == 1)
        coordinator.viewDidLayout()
        coordinator.viewDidLayout()
        #expect(coordinator.zooms == [0.5])
    }

    /// A value waiting for the image, and the person zooms the loaded image before any retry
    /// (pinch to 1.5): the view reported its own change, the binding follows it (1.5) and the
    /// stale 2 is dropped — a later layout pass must not yank the view to 2.
    @Test func aWaitingValueIsDroppedWhenTheViewReportsItsOwnChange() {
        let coordinator = waitingForTheImage(bound: 2)
        let view = coordinator.view
        view.send(.image(PhotoView.photo, identity: 1))
        view.pinch([(1.5, PhotoView.centre)], from: PhotoView.centre, end: true)
        #expect(coordinator.binding.pendingValue == nil)
        coordinator.viewDidLayout()
        #expect(view.interaction.zoomScale == 1.5)
        #expect(coordinator.value == 1.5)
    }

    @Test func aNewImageStartsAtRestThoughTheBindingStillHoldsTheOldScale() {
        let coordinator = coordinator()
        let view = coordinator.view
        coordinator.value = 3
        coordinator.update()
        #expect(view.interaction.zoomScale == 3)
        coordinator.update { view.send(.image(PhotoView.photo, identity: 2)) }
        #expect(view.interaction.zoomScale == 1)
        #expect(coordinator.value == 1)
    }

    @Test func aNewImageAndANewValueInOneUpdateZoomTheNewImage() {
        let coordinator = coordinator()
        let view = coordinator.view
        coordinator.value = 2
        coordinator.update { view.send(.image(PhotoView.photo, identity: 2)) }
        #expect(view.interaction.zoomScale == 2)
    }

    @Test func aZoomEndCausedByTheUpdateIsDeliveredAfterIt() {
        let coordinator = coordinator()
        let view = coordinator.view
        view.doubleTap(at: PhotoView.centre)
        coordinator.beginUpdate()
        view.send(.image(PhotoView.photo, identity: 2))              // cuts the settle: its end now
        #expect(coordinator.deliveredEnds.isEmpty)
        coordinator.endUpdate()
        coordinator.later.forEach { $0() }
        #expect(coordinator.deliveredEnds == [1])
    }

    @Test func withoutABindingNothingIsWrittenOrApplied() {
        let coordinator = coordinator(value: nil)
        coordinator.view.send(.setZoomScale(2, animated: false, shown: coordinator.view.shown))
        coordinator.update()
        #expect(coordinator.value == nil)
        #expect(coordinator.view.interaction.zoomScale == 2)
        #expect(coordinator.deliveredEnds == [2])
    }
}
