import Foundation

/// The direction of VoiceOver's three-finger scroll: `UIAccessibilityScrollDirection`'s cases
/// and raw values. The direction is where the visible part of the image moves: `.right`
/// reveals what is right of it (the image moves left).
@_spi(Internals)
public enum AccessibilityScrollDirection: Int, CaseIterable, Equatable, Sendable, Codable {
    /// Reveal what is right of the visible part.
    case right = 1
    /// Reveal what is left of it.
    case left = 2
    /// Reveal what is above it.
    case up = 3
    /// Reveal what is below it.
    case down = 4
    /// The next part: below, or right when the image can't move vertically.
    case next = 5
    /// The previous part: above, or left when the image can't move vertically.
    case previous = 6

    /// The direction with `UIAccessibilityScrollDirection`'s raw value (`direction.rawValue`); an
    /// unknown value is `.next`.
    public init(uiKitRawValue: Int) {
        self = AccessibilityScrollDirection(rawValue: uiKitRawValue) ?? .next
    }
}
