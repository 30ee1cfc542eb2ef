#if canImport(UIKit)
import SwiftUI
import UIKit
@_spi(Internals) import ZoomableImageCore

/// "Zoom In" (⌘+), "Zoom Out" (⌘−) and "Reset Zoom" (⌘0) in a SwiftUI app's View menu — the Mac
/// menu bar under Mac Catalyst, the ⌘-hold overlay on iPad — for the zoomable image that has the
/// keyboard (``ZoomableImage/zoomableImageFocused(_:)-4ta28``).
///
/// ```swift
/// @main
/// struct PhotosApp: App {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///             .commands { ZoomableImageCommands() }
///     }
/// }
/// ```
///
/// Each item sends ``ZoomableImageView/zoomIn(_:)``, ``ZoomableImageView/zoomOut(_:)`` or
/// ``ZoomableImageView/resetZoom(_:)`` along the responder chain from the first responder
/// (`UIApplication.sendAction(_:to:from:for:)` with no target), so it acts on the zoomable view
/// that is first responder. An item is enabled only when it would do something: the
/// ``ZoomableImage`` that has the keyboard publishes what its commands can do as a focused scene
/// value (`focusedSceneValue(_:_:)`), which the items read (`@FocusedValue`) — all three are
/// disabled when no zoomable image has the keyboard, Zoom In at the maximum zoom, Zoom Out at
/// the minimum, Reset Zoom at rest. The views keep offering the same keys
/// themselves: a `Commands` value is made wherever the scene is, also on an iPhone with a
/// keyboard, which has no main menu — leaving the keys to a menu that isn't built there would
/// take ⌘+ ⌘− ⌘0 from every view. (A UIKit app's ``ZoomableImageView/addZoomCommands(to:)`` runs
/// in `buildMenu(with:)`, only where a main menu is built, and does hand the keys over.)
public struct ZoomableImageCommands: Commands {
    /// What the commands of the zoomable image with the keyboard can do; `nil` when none has it.
    @FocusedValue(\.zoomableImageMenu) private var menu

    /// The zoom commands.
    public init() {}

    /// The three items, at the top of the View menu, each enabled when it would do something.
    public var body: some Commands {
        CommandGroup(before: .toolbar) {
            Self.item(.zoomIn, #selector(ZoomableImageView.zoomIn(_:)), key: "+", in: menu)
            Self.item(.zoomOut, #selector(ZoomableImageView.zoomOut(_:)), key: "-", in: menu)
            Self.item(.resetZoom, #selector(ZoomableImageView.resetZoom(_:)), key: "0", in: menu)
            Divider()
        }
    }

    /// A menu item that sends `action` to the first responder, titled like the key command,
    /// disabled unless the focused image can perform it. (`Commands.body` is not main-actor
    /// isolated in the iOS 16 SDK; menu items are built and chosen on the main thread, which
    /// `MainActorBridge` relies on.)
    static func item(_ command: ZoomKeyCommand, _ action: Selector, key: KeyEquivalent,
                     in menu: ZoomMenuAvailability?) -> some View {
        Button(ZoomableImageView.keyCommandTitles[command, default: ""]) {
            MainActorBridge.run { _ = UIApplication.shared.sendAction(action, to: nil, from: nil, for: nil) }
        }
        .keyboardShortcut(key, modifiers: .command)
        .disabled(!ZoomMenuAvailability.enables(command, in: menu))
    }
}
#endif
