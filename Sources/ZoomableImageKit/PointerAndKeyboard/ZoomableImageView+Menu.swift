#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension UIMenu.Identifier {
    /// The zoom section ``ZoomableImageView/addZoomCommands(to:)`` puts at the top of the View
    /// menu.
    public static let zoomableImageZoom = UIMenu.Identifier("ZoomableImageKit.zoom")
}

extension ZoomableImageView {
    /// Whether an app's main menu has the zoom commands (``addZoomCommands(to:)`` ran): views then
    /// leave ⌘+ ⌘− ⌘0 to the menu rather than offer the same keys twice.
    static var zoomCommandsAreInMainMenu = false

    /// Adds "Zoom In" (⌘+), "Zoom Out" (⌘−) and "Reset Zoom" (⌘0) at the top of the app's View
    /// menu: the Mac menu bar under Mac Catalyst, the ⌘-hold overlay's View section on iPad.
    /// Each sends ``zoomIn(_:)``, ``zoomOut(_:)`` or ``resetZoom(_:)`` along the responder chain,
    /// so it acts on the zoomable view that is first responder and is greyed out when there is
    /// none, or when it would change nothing. From then on views leave those keys to the menu.
    ///
    /// Call it once per build from your app delegate's `buildMenu(with:)`. Builders of other
    /// menu systems (context menus), and a main menu without a View menu, are left alone — the
    /// views then keep offering ⌘+ ⌘− ⌘0 themselves:
    ///
    /// ```swift
    /// override func buildMenu(with builder: any UIMenuBuilder) {
    ///     super.buildMenu(with: builder)
    ///     ZoomableImageView.addZoomCommands(to: builder)
    /// }
    /// ```
    ///
    /// - Parameter builder: the main menu's builder.
    public static func addZoomCommands(to builder: any UIMenuBuilder) {
        guard builder.system == .main, builder.menu(for: .view) != nil else { return }
        zoomCommandsAreInMainMenu = true
        let items = ZoomKeyBinding.menuItems.map { binding in
            UIKeyCommand(title: keyCommandTitles[binding.command, default: ""], image: nil,
                         action: zoomActions[binding.command, default: #selector(performZoomKeyCommand(_:))],
                         input: keyInputs[binding.key, default: ""],
                         modifierFlags: UIKeyModifierFlags(rawValue: binding.modifiers.rawValue),
                         propertyList: binding.command.rawValue)
        }
        builder.insertChild(UIMenu(title: "", identifier: .zoomableImageZoom, options: .displayInline, children: items),
                            atStartOfMenu: .view)
    }
}
#endif
