import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ZoomInteraction {
    /// A key command: runs like any animated command (``ZoomEngine/perform(_:)``) — from what is
    /// on screen, at once during a gesture, not handled when it changes nothing.
    mutating func keyCommand(_ key: ZoomKeyCommand, shown: ShownGeometry, _ effects: inout ZoomEffects) {
        command(animated: true, shown: shown, &effects) { $0.perform(key) }
    }

    /// Whether `command` would change anything now: there is something to zoom, and the zoom or
    /// the image's place would move — not at the limit it zooms towards, not already at rest for
    /// ⌘0, not at rest or at the edge for an arrow. What a view answers for
    /// `canPerformAction(_:withSender:)` of its zoom actions (menus grey the item out otherwise).
    public func canPerform(_ command: ZoomKeyCommand) -> Bool {
        guard isInitialized, canZoom else { return false }
        var trial = engine
        trial.perform(command)
        return trial.geometry != engine.geometry
    }

    /// The key bindings a view offers now (its `keyCommands`): none while key commands are off
    /// (``areKeyCommandsEnabled``); otherwise every binding whose command would change something
    /// (``canPerform(_:)``). A binding that would change nothing is left out rather than offered
    /// and refused, so that the key reaches the responders above the view — at rest, the arrow
    /// keys go to a photo browser or to the focus system — since from iOS 15 a key command no
    /// one can perform still keeps its keys from others.
    ///
    /// With `leavingZoomToMenu` (default `false`), the zoom bindings a View menu shows
    /// (``ZoomKeyBinding/menuItems``: ⌘+, ⌘−, ⌘0) are left out because the app's main menu already
    /// has them; their unshown alternatives stay.
    public func offeredKeyBindings(leavingZoomToMenu: Bool = false) -> [ZoomKeyBinding] {
        guard areKeyCommandsEnabled else { return [] }
        return ZoomKeyBinding.all.filter { binding in
            !(leavingZoomToMenu && ZoomKeyBinding.menuItems.contains(binding)) && canPerform(binding.command)
        }
    }
}
