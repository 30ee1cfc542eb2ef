#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView: UIGestureRecognizerDelegate {
    /// One pan (a finger on a handle drags the box, elsewhere moves the image) and one pinch,
    /// recognized together; both read in the view's own space, the editor's container.
    func installRecognizers() {
        panRecognizer.addTarget(self, action: #selector(handlePan(_:)))
        pinchRecognizer.addTarget(self, action: #selector(handlePinch(_:)))
        for recognizer in [panRecognizer, pinchRecognizer] as [UIGestureRecognizer] {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
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

    /// The view's recognizers begin anywhere but on the toolbar and the dial, whose controls
    /// take their own touches; other recognizers get UIKit's answer.
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        host.editor.acceptsGesture(at: gestureRecognizer.location(in: self))
    }

    /// The pinch and the pan run together: two fingers zoom and move at once.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
