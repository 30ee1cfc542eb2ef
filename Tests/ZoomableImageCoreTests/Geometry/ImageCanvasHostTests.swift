import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// An image view's canvas through ``ImageCanvasHost``: which primitives each layout and each
/// animation's end calls, in which order. The photo and placements of
/// ``ImageCanvasStateMachineTests`` (worked by hand there).
@MainActor
@Suite struct ImageCanvasHostTests {
    /// Logs every primitive call.
    final class Canvas: ImageCanvasHost {
        enum Call: Equatable {
            case place(ImageCanvasPlacement)
            case move(ImageCanvasPlacement)
            case placeIn(ImageCanvasPlacement, ImageCanvasStateMachine.LayoutAnimation)
            case hide
            case show(fadingInOver: TimeInterval)
        }
        var canvasState = ImageCanvasStateMachine()
        var calls: [Call] = []

        func placeCanvas(_ placement: ImageCanvasPlacement) { calls.append(.place(placement)) }
        func placeCanvas(_ placement: ImageCanvasPlacement, in animation: ImageCanvasStateMachine.LayoutAnimation) {
            calls.append(.placeIn(placement, animation))
        }
        func moveCanvas(_ placement: ImageCanvasPlacement) { calls.append(.move(placement)) }
        func hideCanvas() { calls.append(.hide) }
        func showCanvas(fadingInOver duration: TimeInterval) { calls.append(.show(fadingInOver: duration)) }
    }

    static let portrait = ImageCanvasStateMachineTests.portrait
    static let landscape = ImageCanvasStateMachineTests.landscape

    /// A layout outside an animation writes at once; the same one again calls nothing.
    @Test func aLayoutOutsideAnAnimationPlacesTheCanvasOnce() {
        let canvas = Canvas()
        canvas.layOut(Self.portrait, animationDuration: 0)
        canvas.layOut(Self.portrait, animationDuration: 0)
        #expect(canvas.calls == [.place(Self.portrait)])
    }

    /// The rotation hides the canvas before writing it in its animation (so no frame shows it on
    /// the way); the animation's end writes it where the newest layout put it, then fades it in.
    @Test func aRotationHidesThenPlacesInItsAnimationAndItsEndPlacesThenShows() {
        let canvas = Canvas()
        canvas.layOut(Self.portrait, animationDuration: 0)
        canvas.calls = []
        canvas.layOut(Self.landscape, animationDuration: 0.4)
        let rotation = ImageCanvasStateMachine.LayoutAnimation(id: 1, duration: 0.4)
        #expect(canvas.calls == [.hide, .placeIn(Self.landscape, rotation)])
        canvas.calls = []
        canvas.layoutAnimationEnded(.init(id: 2, duration: 0.4))
        #expect(canvas.calls == [])
        canvas.layoutAnimationEnded(rotation)
        #expect(canvas.calls == [.place(Self.landscape), .show(fadingInOver: 0.2)])
    }

    /// An animated resize the base follows on a straight path (the keyboard shortening the view
    /// to 393 × 500: width-limited at both ends) moves the canvas along in the animation: no hide,
    /// no wait.
    @Test func aResizeTheBaseFollowsStraightMovesTheCanvasAlong() {
        let canvas = Canvas()
        canvas.layOut(Self.portrait, animationDuration: 0)
        canvas.calls = []
        let shorter = ImageCanvasStateMachineTests.placement(CGRect(x: 5, y: 10, width: 393, height: 500))
        canvas.layOut(shorter, animationDuration: 0.25)
        #expect(canvas.calls == [.move(shorter)])
    }
}
