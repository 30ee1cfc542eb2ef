#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension CropEditorView {
    /// The view takes the keyboard when asked (`becomeFirstResponder()`), on iPad and Mac.
    public override var canBecomeFirstResponder: Bool { true }

    /// ⌘R rotates; the arrows move the crop over the image by 10 pt (the image moves the other
    /// way, stopped at its edge). The arrows take priority over the system's focus movement
    /// (`wantsPriorityOverSystemBehavior`, iOS 15).
    public override var keyCommands: [UIKeyCommand]? {
        let rotate = UIKeyCommand(title: "Rotate", action: #selector(rotateFromKeyboard), input: "r", modifierFlags: .command)
        let arrows: [(String, Selector)] = [
            (UIKeyCommand.inputLeftArrow, #selector(nudgeLeft)), (UIKeyCommand.inputRightArrow, #selector(nudgeRight)),
            (UIKeyCommand.inputUpArrow, #selector(nudgeUp)), (UIKeyCommand.inputDownArrow, #selector(nudgeDown)),
        ]
        return [rotate] + arrows.map { input, action in
            let command = UIKeyCommand(input: input, modifierFlags: [], action: action)
            command.wantsPriorityOverSystemBehavior = true
            return command
        }
    }

    @objc func rotateFromKeyboard() { host.send(.turn) }
    @objc func nudgeLeft() { host.send(.nudge(CGPoint(x: -CropEditorStateMachine.adjustmentStep, y: 0))) }
    @objc func nudgeRight() { host.send(.nudge(CGPoint(x: CropEditorStateMachine.adjustmentStep, y: 0))) }
    @objc func nudgeUp() { host.send(.nudge(CGPoint(x: 0, y: -CropEditorStateMachine.adjustmentStep))) }
    @objc func nudgeDown() { host.send(.nudge(CGPoint(x: 0, y: CropEditorStateMachine.adjustmentStep))) }
}
#endif
