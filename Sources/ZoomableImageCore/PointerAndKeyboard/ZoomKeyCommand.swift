import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a key press asks of a zoomable view: zoom in or out by a step around the centre, back
/// to rest, or move a zoomed image by a step or to an edge. The raw value names the command in
/// traces and in a `UIKeyCommand`'s `propertyList`.
///
/// A scroll direction is where the visible part moves, as with an arrow key in a scroll view:
/// ``scrollRight`` reveals what is right of it (the image moves left).
///
/// ```swift
/// ZoomKeyCommand(rawValue: "zoomIn")     // .zoomIn
/// ZoomKeyCommand.zoomIn.bindings         // ⌘+ (shown), ⌘= (what is typed, not shown)
/// ```
@_spi(Internals)
public enum ZoomKeyCommand: String, CaseIterable, Hashable, Sendable, Codable {
    /// ⌘+ (and ⌘=): zoom in by a step (×``ZoomEngine/zoomStep``, 1.5) around the centre of the
    /// container, within the limits.
    case zoomIn
    /// ⌘− (and ⌘_): zoom out by a step (÷1.5) around the centre, within the limits.
    case zoomOut
    /// ⌘0: back to rest.
    case resetZoom
    /// ←: reveal what is left of the visible part, by ``scrollStep``.
    case scrollLeft
    /// →: reveal what is right of it.
    case scrollRight
    /// ↑: reveal what is above it.
    case scrollUp
    /// ↓: reveal what is below it.
    case scrollDown
    /// ⌥←: show the image's left edge.
    case scrollToLeftEdge
    /// ⌥→: show its right edge.
    case scrollToRightEdge
    /// ⌥↑: show its top edge.
    case scrollToTop
    /// ⌥↓: show its bottom edge.
    case scrollToBottom

    /// How far an arrow key moves a zoomed image, container space: 50 pt, about three lines of
    /// body text, like an arrow key in a scroll view.
    public static let scrollStep: CGFloat = 50

    /// Whether the command changes the zoom scale (rather than moving a zoomed image).
    public var isZoom: Bool {
        self == .zoomIn || self == .zoomOut || self == .resetZoom
    }

    /// The keys that perform the command, the one shown in menus first.
    public var bindings: [ZoomKeyBinding] {
        ZoomKeyBinding.all.filter { $0.command == self }
    }
}
