#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ZoomableImageView {
    // MARK: - First responder and key commands

    /// Whether the view can take the keyboard: while ``isKeyboardZoomEnabled``. Call
    /// `becomeFirstResponder()` when its screen appears (or when the user picks the image) so
    /// that its key commands reach it.
    open override var canBecomeFirstResponder: Bool {
        host.interaction.areKeyCommandsEnabled
    }

    /// Asks UIKit to make the view first responder (see ``canBecomeFirstResponder``), and tells
    /// SwiftUI's focus binding what came of it.
    ///
    /// - Returns: UIKit's answer: whether the view is first responder now.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        observer?.viewDidChangeFirstResponder()
        return became
    }

    /// Gives up first responder, and tells SwiftUI's focus binding.
    ///
    /// - Returns: UIKit's answer: whether the view resigned.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        observer?.viewDidChangeFirstResponder()
        return resigned
    }

    /// The key commands that would change something now: ⌘+ (and ⌘=) and ⌘− (and ⌘_) short of
    /// the limits, ⌘0 away from rest, the arrows and ⌥-arrows where the zoomed image can move.
    /// The others are left out, so their keys reach the responders above — at rest an arrow goes
    /// to a photo browser or the focus system. Titles (localizable, `Localizable.strings` of the
    /// app) show in the iPad's ⌘-hold overlay; arrows take priority over the focus system. Empty
    /// while ``isKeyboardZoomEnabled`` is off; without ⌘+ ⌘− ⌘0 once the app's main menu has them
    /// (``addZoomCommands(to:)``).
    open override var keyCommands: [UIKeyCommand]? {
        host.interaction.offeredKeyBindings(leavingZoomToMenu: Self.zoomCommandsAreInMainMenu).map(Self.keyCommand(for:))
    }

    /// Performs the key command a binding made (its `propertyList` names the command).
    @objc func performZoomKeyCommand(_ keyCommand: UIKeyCommand) {
        guard let command = (keyCommand.propertyList as? String).flatMap(ZoomKeyCommand.init(rawValue:)) else { return }
        perform(command)
    }

    func perform(_ command: ZoomKeyCommand) {
        host.send(.keyCommand(command, shown: shownGeometry))
    }

    // MARK: - Actions for menus and the app's own controls

    /// Zooms in one step (×1.5, up to the maximum) around the centre of the container, animated:
    /// what ⌘+ does, and the View menu's "Zoom In" (``addZoomCommands(to:)``). Call it from a
    /// toolbar button or a shortcut of the app's own; it works whatever ``isKeyboardZoomEnabled``.
    ///
    /// - Parameter sender: the control or command that sent it; unused.
    @objc public func zoomIn(_ sender: Any?) {
        perform(.zoomIn)
    }

    /// Zooms out one step (÷1.5, down to the minimum) around the centre, animated: ⌘−.
    ///
    /// - Parameter sender: the control or command that sent it; unused.
    @objc public func zoomOut(_ sender: Any?) {
        perform(.zoomOut)
    }

    /// Returns to rest, animated: ⌘0 (``resetZoom(animated:)`` for code that chooses).
    ///
    /// - Parameter sender: the control or command that sent it; unused.
    @objc public func resetZoom(_ sender: Any?) {
        perform(.resetZoom)
    }

    /// ``zoomIn(_:)``, ``zoomOut(_:)`` and ``resetZoom(_:)`` can be performed when they would
    /// change something — a menu greys the item out otherwise, and the responder chain looks
    /// further up; other actions get UIKit's answer.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        Self.zoomActions.first { $0.value == action }.map { host.interaction.canPerform($0.key) }
            ?? super.canPerformAction(action, withSender: sender)
    }

    // MARK: - Building key commands

    /// The public zoom actions, by command.
    static var zoomActions: [ZoomKeyCommand: Selector] {
        [.zoomIn: #selector(zoomIn(_:)), .zoomOut: #selector(zoomOut(_:)), .resetZoom: #selector(resetZoom(_:))]
    }

    /// A `UIKeyCommand` for a binding: its key and modifiers, its command's title when it is
    /// shown (none when it only works), priority over text input and focus movements, never
    /// mirrored for right-to-left layouts (→ means right on an image).
    static func keyCommand(for binding: ZoomKeyBinding) -> UIKeyCommand {
        let title = binding.isDiscoverable ? keyCommandTitles[binding.command] : nil
        let command = UIKeyCommand(title: title ?? "", image: nil, action: #selector(performZoomKeyCommand(_:)),
                                   input: keyInputs[binding.key, default: ""],
                                   modifierFlags: UIKeyModifierFlags(rawValue: binding.modifiers.rawValue),
                                   propertyList: binding.command.rawValue, discoverabilityTitle: title)
        command.wantsPriorityOverSystemBehavior = true
        command.allowsAutomaticMirroring = false
        return command
    }

    /// UIKit's input strings for the keys.
    static var keyInputs: [ZoomKeyBinding.Key: String] {
        [.plus: "+", .equals: "=", .minus: "-", .underscore: "_", .zero: "0",
         .leftArrow: UIKeyCommand.inputLeftArrow, .rightArrow: UIKeyCommand.inputRightArrow,
         .upArrow: UIKeyCommand.inputUpArrow, .downArrow: UIKeyCommand.inputDownArrow]
    }

    /// The commands' titles, localizable (the app's `Localizable.strings`).
    nonisolated static var keyCommandTitles: [ZoomKeyCommand: String] {
        [
            .zoomIn: NSLocalizedString("Zoom In", comment: "Key command and menu item: zoom the image in one step"),
            .zoomOut: NSLocalizedString("Zoom Out", comment: "Key command and menu item: zoom the image out one step"),
            .resetZoom: NSLocalizedString("Reset Zoom", comment: "Key command and menu item: return the image to rest"),
            .scrollLeft: NSLocalizedString("Scroll Left", comment: "Key command: show more of the zoomed image's left"),
            .scrollRight: NSLocalizedString("Scroll Right", comment: "Key command: show more of the zoomed image's right"),
            .scrollUp: NSLocalizedString("Scroll Up", comment: "Key command: show more of the zoomed image's top"),
            .scrollDown: NSLocalizedString("Scroll Down", comment: "Key command: show more of the zoomed image's bottom"),
            .scrollToLeftEdge: NSLocalizedString("Scroll to Left Edge", comment: "Key command: show the zoomed image's left edge"),
            .scrollToRightEdge: NSLocalizedString("Scroll to Right Edge", comment: "Key command: show the zoomed image's right edge"),
            .scrollToTop: NSLocalizedString("Scroll to Top", comment: "Key command: show the zoomed image's top edge"),
            .scrollToBottom: NSLocalizedString("Scroll to Bottom", comment: "Key command: show the zoomed image's bottom edge"),
        ]
    }
}
#endif
