import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A crop editor view that keeps a ``CropEditorStateMachine`` and performs what it decides —
/// each primitive one write, animation or report, without a decision of its own.
///
/// The view calls ``send(_:)`` with every input; `send` feeds the machine, performs the action
/// and reports a new result at rest. Because that loop lives here, what a view does for each
/// input is tested on Linux with a host that records the primitives it is asked for.
@MainActor
@_spi(Internals)
public protocol CropEditorHost: AnyObject {
    /// The view's editor; only ``send(_:)`` changes it.
    var editor: CropEditorStateMachine { get set }

    /// Stops any running animation and writes `scene` at once.
    func show(_ scene: CropEditorScene)
    /// Stops any running animation of the editor's own and writes `scene` with no animation of
    /// its own: inside a layout's animation (a rotation's), the writes animate with it.
    func relayOut(_ scene: CropEditorScene)
    /// Animates from what is on screen to `scene` with the animation's spring (replacing any
    /// running animation), and sends ``CropEditorEvent/animationFinished(id:)`` with its
    /// identifier when it completes.
    func animate(to scene: CropEditorScene, with animation: StartedAnimation)
    /// Reports the result at rest, when it changed.
    func reportResultChange(_ result: CropEditorResult)
    /// Reports "Done" with the result.
    func reportDone(_ result: CropEditorResult)
    /// Reports "Cancel".
    func reportCancel()
}

extension CropEditorHost {
    /// Feeds one input to the editor, performs what it returns, then reports the result if it
    /// changed at rest.
    ///
    /// - Parameter event: what the view learnt from UIKit or was told.
    public func send(_ event: CropEditorEvent) {
        switch event {
        case .layout(let layout): perform(editor.layOut(layout))
        case .image(let size, let result): perform(editor.setImage(pixelSize: size, startingFrom: result))
        case .pan(let phase, let location, let translation):
            perform(editor.pan(phase, location: location, translation: translation))
        case .pinch(let phase, let scale, let centroid, let touchCount):
            perform(editor.pinch(phase, scale: scale, centroid: centroid, touchCount: touchCount))
        case .dial(let phase, let degrees): perform(editor.dial(phase, degrees: degrees))
        case .turn: perform(editor.turn())
        case .mirror(let horizontally): perform(editor.mirror(horizontally: horizontally))
        case .aspectRatio(let aspectRatio): perform(editor.setAspectRatio(aspectRatio))
        case .mask(let mask): perform(editor.setMask(mask))
        case .reset: perform(editor.reset())
        case .nudge(let offset): perform(editor.nudge(by: offset))
        case .adjustEdge(let handle, let outward): perform(editor.adjustEdge(handle, outward: outward))
        case .adjustAngle(let clockwise): perform(editor.adjustAngle(clockwise: clockwise))
        case .animationFinished(let id): editor.animationFinished(id: id)
        case .done: perform(editor.finish())
        case .cancel: perform(editor.cancel())
        }
        if let result = editor.takeResultChange() { reportResultChange(result) }
    }

    func perform(_ action: CropEditorGestureAction) {
        switch action {
        case .none: break
        case .show: show(editor.scene)
        case .animate(let animation): animate(to: editor.scene, with: animation)
        }
    }

    func perform(_ action: CropEditorCommandAction) {
        switch action {
        case .none: break
        case .animate(let animation): animate(to: editor.scene, with: animation)
        }
    }

    func perform(_ action: CropEditorLayoutAction) {
        switch action {
        case .none: break
        case .relayOut: relayOut(editor.scene)
        }
    }

    func perform(_ action: CropEditorImageAction) {
        switch action {
        case .none: break
        case .show: show(editor.scene)
        }
    }

    func perform(_ action: CropEditorFinishAction) {
        switch action {
        case .none: break
        case .done(let result): reportDone(result)
        case .cancelled: reportCancel()
        }
    }
}

extension CropEditorStateMachine {
    /// A pan event by phase: began, changed, or over (ended, cancelled, failed); `.possible`,
    /// which UIKit never sends, is ignored.
    public mutating func pan(_ phase: RecognizerPhase, location: CGPoint, translation: CGPoint)
        -> CropEditorGestureAction {
        switch phase {
        case .possible: return .none
        case .began: return panBegan(at: location, translation: translation)
        case .changed: return panChanged(translation: translation)
        case .ended, .cancelled, .failed: return panEnded()
        }
    }

    /// A pinch event by phase, like ``pan(_:location:translation:)``.
    public mutating func pinch(_ phase: RecognizerPhase, scale: CGFloat, centroid: CGPoint, touchCount: Int)
        -> CropEditorGestureAction {
        switch phase {
        case .possible: return .none
        case .began: return pinchBegan(scale: scale, centroid: centroid, touchCount: touchCount)
        case .changed: return pinchChanged(scale: scale, centroid: centroid, touchCount: touchCount)
        case .ended, .cancelled, .failed: return pinchEnded()
        }
    }

    /// A dial event by phase, like ``pan(_:location:translation:)``.
    public mutating func dial(_ phase: RecognizerPhase, degrees: CGFloat) -> CropEditorGestureAction {
        switch phase {
        case .possible: return .none
        case .began: return dialBegan(degrees: degrees)
        case .changed: return dialChanged(degrees: degrees)
        case .ended, .cancelled, .failed: return dialEnded()
        }
    }
}
