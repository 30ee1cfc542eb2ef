import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What is reported when, and what a delegate calling back into the view from a report gets.
@MainActor
@Suite struct ZoomInteractionReportTests {
    @Test func reportsComeAfterTheEffectsAndAChangeBeforeItsEnd() {
        let view = PhotoView.make()
        view.onReport = { report in
            // When a report arrives, the view already shows what it reports.
            if case .zoomChange(let scale) = report { #expect(view.transform.a == scale) }
        }
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        #expect(view.log == [.apply(PhotoView.centre, 2), .change(2), .accessibility(2), .end(2)])
    }

    /// A delegate resetting the zoom from its zoom-change callback: its own change and end come
    /// after the ones already due — in the order things happened — and the last of each is the
    /// current scale.
    @Test func aCallbackThatZoomsAgainGetsItsReportsAfterTheOnesDue() {
        let view = PhotoView.make()
        var calledBack = false
        view.onReport = { report in
            guard report == .zoomChange(2), !calledBack else { return }
            calledBack = true
            view.send(.resetZoom(animated: false, shown: view.shown))
        }
        view.send(.setZoomScale(2, animated: false, shown: view.shown))
        #expect(view.log == [.apply(PhotoView.centre, 2), .change(2), .apply(PhotoView.centre, 1),
                             .accessibility(2), .end(2), .change(1), .accessibility(1), .end(1)])
        #expect(view.interaction.zoomScale == 1)
    }

    /// UIKit may call the view's setters as an animator stops; that input is taken (and here
    /// ignored, being the view's own write), but the reports already due wait until the outer
    /// input's effects are all performed.
    @Test func anInputSentWhileEffectsArePerformedDeliversNothingEarly() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        view.log.removeAll()
        view.inputs.removeAll()
        view.onStop = {
            view.send(.center(CGPoint(x: 1, y: 2), container: PhotoView.container, fromOwnWrite: true))
            #expect(!view.log.contains { if case .change = $0 { return true } else { return false } })
        }
        view.send(.resetZoom(animated: false, shown: view.shown))
        #expect(view.log == [.stop, .apply(PhotoView.centre, 1), .change(1), .accessibility(1), .end(1)])
        #expect(view.inputs.count == 2)
    }

    @Test func aCallbackSettingANewImageMidPinchLeavesAConsistentState() {
        let view = PhotoView.make()
        view.onReport = { report in
            guard case .zoomChange(let scale) = report, scale > 1 else { return }
            view.send(.image(PhotoView.photo, identity: 2))
        }
        view.pinch([(2, PhotoView.centre)], from: PhotoView.centre, end: false)
        #expect(view.interaction.zoomScale == 1 && view.center == PhotoView.centre && view.transform == .identity)
        #expect(view.changes == [2, 1])
    }

    @Test func theAccessibilityValueFollowsWhenAGestureEndsNotOnEveryEvent() {
        let view = PhotoView.make()
        view.pinch([(1.5, PhotoView.centre), (2, PhotoView.centre)], from: PhotoView.centre, end: false)
        #expect(!view.log.contains { if case .accessibility = $0 { return true } else { return false } })
        view.send(.pinch(.ended, scale: 1, centroid: PhotoView.centre, touchCount: 2))
        #expect(view.log.contains(.accessibility(3)))
    }

    @Test func aCompletionForAnAnimationThatWasReplacedIsIgnored() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        let first = view.animation?.id
        view.send(.setZoomScale(4, animated: true, shown: view.shown))
        view.log.removeAll()
        view.send(.animationFinished(id: first ?? 0, atEnd: true))
        #expect(view.log.isEmpty && view.interaction.isAnimating)
        view.completeAnimation()
        #expect(view.ends == [4])
    }

    @Test func anAnimationThatDidNotReachItsEndStillShowsItsTarget() {
        let view = PhotoView.make()
        view.doubleTap(at: PhotoView.centre)
        let id = view.animation?.id ?? 0
        view.log.removeAll()
        view.send(.animationFinished(id: id, atEnd: false))
        #expect(view.log == [.apply(PhotoView.centre, 2.5), .end(2.5)])
    }
}
