import Foundation

/// One key combination and the ``ZoomKeyCommand`` it performs, as a view offers it to UIKit
/// (`UIKeyCommand`): the key, the modifiers, and whether it is shown — in the ⌘-hold overlay on
/// iPad and in menus — or only works (⌘= for ⌘+, typed without ⇧).
///
/// ```swift
/// for binding in interaction.offeredKeyBindings() {
///     // UIKeyCommand(input: input(for: binding.key), modifierFlags: binding.modifiers, …)
/// }
/// ```
@_spi(Internals)
public struct ZoomKeyBinding: Hashable, Sendable {
    /// A key on a hardware keyboard: a character, or an arrow key (the UIKit layer maps those to
    /// `UIKeyCommand.inputUpArrow` and its siblings).
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// "+".
        case plus = "+"
        /// "=", the key "+" is on.
        case equals = "="
        /// "-".
        case minus = "-"
        /// "_", the key "-" is on, with ⇧.
        case underscore = "_"
        /// "0".
        case zero = "0"
        /// ←.
        case leftArrow
        /// →.
        case rightArrow
        /// ↑.
        case upArrow
        /// ↓.
        case downArrow
    }

    /// What the keys do.
    public var command: ZoomKeyCommand
    /// The key.
    public var key: Key
    /// The modifier keys held with it.
    public var modifiers: KeyModifierFlags
    /// Whether the binding is shown with the command's title; `false` for the alternatives that
    /// only work.
    public var isDiscoverable: Bool

    /// Describes a binding of `key` with `modifiers` held; `isDiscoverable` (whether it is shown)
    /// is `true` by default.
    public init(_ command: ZoomKeyCommand, _ key: Key, _ modifiers: KeyModifierFlags, isDiscoverable: Bool = true) {
        self.command = command
        self.key = key
        self.modifiers = modifiers
        self.isDiscoverable = isDiscoverable
    }

    /// Every binding, in the order they are offered: ⌘+ ⌘− ⌘0 (each with its unshown
    /// alternative), the arrows, ⌥ and the arrows.
    public static let all: [ZoomKeyBinding] = [
        ZoomKeyBinding(.zoomIn, .plus, .command),
        ZoomKeyBinding(.zoomIn, .equals, .command, isDiscoverable: false),
        ZoomKeyBinding(.zoomOut, .minus, .command),
        ZoomKeyBinding(.zoomOut, .underscore, .command, isDiscoverable: false),
        ZoomKeyBinding(.resetZoom, .zero, .command),
        ZoomKeyBinding(.scrollLeft, .leftArrow, []),
        ZoomKeyBinding(.scrollRight, .rightArrow, []),
        ZoomKeyBinding(.scrollUp, .upArrow, []),
        ZoomKeyBinding(.scrollDown, .downArrow, []),
        ZoomKeyBinding(.scrollToLeftEdge, .leftArrow, .alternate),
        ZoomKeyBinding(.scrollToRightEdge, .rightArrow, .alternate),
        ZoomKeyBinding(.scrollToTop, .upArrow, .alternate),
        ZoomKeyBinding(.scrollToBottom, .downArrow, .alternate),
    ]

    /// The bindings a View menu shows (⌘+, ⌘−, ⌘0): the shown zoom bindings.
    public static let menuItems: [ZoomKeyBinding] = all.filter { $0.command.isZoom && $0.isDiscoverable }
}
