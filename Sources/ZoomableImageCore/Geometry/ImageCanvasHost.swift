import Foundation

/// An image view's canvas on screen: it keeps an ``ImageCanvasStateMachine`` and performs what
/// it decides with primitives that each do one thing. The order is here, tested on Linux.
///
/// ```swift
/// @MainActor final class Canvas: ImageCanvasHost {
///     var canvasState = ImageCanvasStateMachine()
///     func hideCanvas() { UIView.performWithoutAnimation { view.alpha = 0 } }
///     // … the other primitives
/// }
/// canvas.layOut(placement, animationDuration: UIView.inheritedAnimationDuration)
/// ```
@MainActor
@_spi(Internals)
public protocol ImageCanvasHost: AnyObject {
    /// The canvas's state; only ``layOut(_:animationDuration:)`` and
    /// ``layoutAnimationEnded(_:)`` change it.
    var canvasState: ImageCanvasStateMachine { get set }

    /// Writes the canvas's bounds, centre, transform and `isHidden` at once, without animation
    /// whatever block encloses the call.
    func placeCanvas(_ placement: ImageCanvasPlacement)
    /// Writes the canvas's bounds, centre, transform and `isHidden` in an animation nested in the
    /// enclosing block, as long as `animation`, and calls ``layoutAnimationEnded(_:)`` when it
    /// ends, finished or not.
    func placeCanvas(_ placement: ImageCanvasPlacement, in animation: ImageCanvasStateMachine.LayoutAnimation)
    /// Writes the canvas at `placement` as plain view writes, inside the layout's animation block:
    /// they animate with it.
    func moveCanvas(_ placement: ImageCanvasPlacement)
    /// Takes the canvas off screen at once (a fade-in under way included).
    func hideCanvas()
    /// Puts the canvas back on screen, fading in over `duration` seconds.
    func showCanvas(fadingInOver duration: TimeInterval)
}

extension ImageCanvasHost {
    /// Feeds a layout to the state and performs its action: hide before the animated write, so
    /// not one frame shows the canvas on its way.
    ///
    /// - Parameters:
    ///   - placement: where the canvas goes for the layout now.
    ///   - animationDuration: the enclosing animation block's duration, seconds (0 outside one).
    public func layOut(_ placement: ImageCanvasPlacement, animationDuration: TimeInterval) {
        switch canvasState.layout(placement, animationDuration: animationDuration) {
        case .none:
            break
        case .place(let placement):
            placeCanvas(placement)
        case .moveAlong(let placement):
            moveCanvas(placement)
        case .hideAndPlace(let placement, let animation):
            hideCanvas()
            placeCanvas(placement, in: animation)
        }
    }

    /// Feeds an animation's end to the state and performs its action: written where the newest
    /// layout put it before it fades in.
    public func layoutAnimationEnded(_ animation: ImageCanvasStateMachine.LayoutAnimation) {
        switch canvasState.layoutAnimationEnded(animation) {
        case .none:
            break
        case .show(let placement, let duration):
            placeCanvas(placement)
            showCanvas(fadingInOver: duration)
        }
    }
}
