#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView: UIGestureRecognizerDelegate {
    /// One pan (a finger on a handle drags the box, elsewhere moves the image) and one pinch,
    /// recognized together; both read in the view's own space, the editor's container.
    func installRecognizers() {
        panRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        pinchRecognizer.addTarget(self, action: #selector(handlePinch(_:)))
        let roles: [(UIGestureRecognizer, CropEditorRecognizer)] = [(panRecognizer, .pan), (pinchRecognizer, .pinch)]
        for (recognizer, role) in roles {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
            recognizerRoles[ObjectIdentifier(recognizer)] = role
        }
    }

    /// The translation is UIKit's total since the pan began (never reset here): the editor uses
    /// the total for the box and the change for the image.
    @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        host.send(.pan(RecognizerPhase(uiKitRawValue: pan.state.rawValue), location: pan.location(in: self),
                       translation: pan.translation(in: self)))
    }

    /// The scale is UIKit's total since the pinch began (never reset here). A trackpad pinch
    /// arrives here too, with the pointer as its location.
    @objc func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        host.send(.pinch(RecognizerPhase(uiKitRawValue: pinch.state.rawValue), scale: pinch.scale,
                         centroid: pinch.location(in: self), touchCount: pinch.numberOfTouches))
    }

    /// Which of the editor's recognizers `recognizer` is; `nil` for any other.
    func role(of recognizer: UIGestureRecognizer) -> CropEditorRecognizer? {
        recognizerRoles[ObjectIdentifier(recognizer)]
    }

    /// The editor's pan begins where its touch landed and its pinch at its centroid, anywhere
    /// but on the toolbar and the dial, whose controls take their own touches; other recognizers
    /// (asked here as the touched view) get UIView's answer, `true`. The core decides
    /// (`CropEditorStateMachine.shouldBegin(_:at:panTranslation:)`).
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        host.editor.shouldBegin(role(of: gestureRecognizer), at: gestureRecognizer.location(in: self),
                                panTranslation: panRecognizer.translation(in: self))
    }

    /// Only the pinch and the pan run together (two fingers zoom and move at once): never with
    /// an app's, a navigation controller's or a sheet's recognizer.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        CropEditorStateMachine.recognizesSimultaneously(role(of: gestureRecognizer), with: role(of: otherGestureRecognizer))
    }

    /// An ancestor's pan — a navigation controller's interactive pop (a `UIScreenEdgePanGestureRecognizer`,
    /// a pan subclass), a sheet's drag to dismiss, a scroll view's pan — waits for the editor's
    /// pan to fail, so a drag that begins on the box never moves the screen under it.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        let ancestor = (otherGestureRecognizer as? UIPanGestureRecognizer)?.view
        return CropEditorStateMachine.mustFail(role(of: gestureRecognizer), before: role(of: otherGestureRecognizer),
                                               isAncestorPan: ancestor.map(isDescendant(of:)) == true)
    }
}
#endif
