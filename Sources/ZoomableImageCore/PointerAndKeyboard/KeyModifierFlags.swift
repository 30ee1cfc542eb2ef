import Foundation

/// Modifier keys held during a scroll or a key press: `UIKeyModifierFlags`' bits and raw values,
/// so the UIKit layer passes `recognizer.modifierFlags.rawValue` and decides nothing.
///
/// ```swift
/// let held = KeyModifierFlags(rawValue: scrollRecognizer.modifierFlags.rawValue)
/// held.contains(.command)                  // ⌘ is down
/// ```
@_spi(Internals)
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    /// `UIKeyModifierFlags.rawValue`.
    public var rawValue: Int

    /// The flags with `UIKeyModifierFlags`' raw value (`modifierFlags.rawValue`); bits UIKit does
    /// not define are kept and ignored.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock is on (`alphaShift`, 1 << 16).
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// ⇧ Shift (1 << 17).
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// ⌃ Control (1 << 18).
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// ⌥ Option (`alternate`, 1 << 19).
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// ⌘ Command (1 << 20).
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad (1 << 21).
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}
