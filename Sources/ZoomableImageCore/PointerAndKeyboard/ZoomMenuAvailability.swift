import Foundation

/// Which of the View menu's zoom items (SwiftUI's `ZoomableImageCommands`: Zoom In, Zoom Out,
/// Reset Zoom) would do something for the zoomable image that has the keyboard — the value that
/// image publishes as a focused value, so the menu greys out the rest.
///
/// ```swift
/// let menu = ZoomMenuAvailability(interaction)   // at rest: zoom in only
/// ZoomMenuAvailability.enables(.resetZoom, in: menu)   // false
/// ZoomMenuAvailability.enables(.zoomIn, in: nil)       // false: no image has the keyboard
/// ```
@_spi(Internals)
public struct ZoomMenuAvailability: Equatable, Sendable {
    /// Whether ⌘+ would zoom in (not at the maximum, something to zoom).
    public var canZoomIn: Bool
    /// Whether ⌘− would zoom out (not at the minimum).
    public var canZoomOut: Bool
    /// Whether ⌘0 would move the image (not already at rest).
    public var canResetZoom: Bool

    /// Describes the items.
    public init(canZoomIn: Bool, canZoomOut: Bool, canResetZoom: Bool) {
        self.canZoomIn = canZoomIn
        self.canZoomOut = canZoomOut
        self.canResetZoom = canResetZoom
    }

    /// What a view's interaction can do now (``ZoomInteraction/canPerform(_:)``).
    public init(_ interaction: ZoomInteraction) {
        self.init(canZoomIn: interaction.canPerform(.zoomIn), canZoomOut: interaction.canPerform(.zoomOut),
                  canResetZoom: interaction.canPerform(.resetZoom))
    }

    /// Whether the menu item for `command` is enabled, given what the focused image published:
    /// never without one (`nil`: no zoomable image has the keyboard); the three zoom items as it
    /// says; no other command has a menu item.
    public static func enables(_ command: ZoomKeyCommand, in availability: Self?) -> Bool {
        guard let availability else { return false }
        switch command {
        case .zoomIn: return availability.canZoomIn
        case .zoomOut: return availability.canZoomOut
        case .resetZoom: return availability.canResetZoom
        case .scrollLeft, .scrollRight, .scrollUp, .scrollDown, .scrollToLeftEdge, .scrollToRightEdge, .scrollToTop,
             .scrollToBottom:
            return false
        }
    }
}
