import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a SwiftUI thumbnail marked with `zoomableImageBrowserSource(_:)` is in its window: what
/// the SwiftUI browser closes into.
///
/// SwiftUI reports the thumbnail's frame in its `.global` coordinate space, the space of the
/// hosting view's root, which is the window's only when that hosting view fills the window from
/// its origin: not in a page or form sheet, a popover, or a hosting controller embedded as a
/// child. Rather than assume, the browser modifier measures its own frame, the *anchor*, in both
/// spaces: SwiftUI's `.global`, and UIKit's window space (its representable's view converted to
/// the window). The thumbnail's frame is carried over by the same map: a translation, and a scale
/// on each axis when the anchor's sizes differ (a view the presentation shrinks).
///
/// A thumbnail must also be on screen: some of it inside the window, the modifier's frame, and
/// the visible part of the scroll view around the modifier, if any (its bounds less its safe
/// area insets: not under a bar). A lazy grid keeps reporting the frames of cells scrolled out
/// of view (above the top, under a bar, past the window's edge); closing into one would fly the
/// image off screen. The modifier's frame is that bound when the modifier is on the scroll view;
/// on the grid inside it, the frame is the whole content and the scroll view's is the bound.
@_spi(Internals)
public enum BrowserSourceFrame {
    /// The thumbnail's frame in its window, or `nil` when the browser should fade instead: no
    /// window to measure the anchor in, a thumbnail frame that is null, empty or not finite,
    /// anchor frames that are not finite, or a thumbnail with no area inside the window's bounds,
    /// the modifier's frame and the viewport. An anchor with no size in either space (a modifier
    /// laid out at zero size) maps by its translation alone, and bounds nothing; nor does a
    /// viewport that is `nil`, empty or not finite.
    ///
    /// - Parameters:
    ///   - thumbnail: the thumbnail's frame in SwiftUI's `.global` space (points).
    ///   - anchorGlobal: the modifier's frame in the same space (points).
    ///   - anchorInWindow: the same view's frame in its window (points), `nil` when it has no
    ///     window.
    ///   - windowBounds: the window's bounds (points), `nil` without a window.
    ///   - viewport: the visible part of the nearest scroll view around the modifier, in window
    ///     space (points); `nil` when there is none. Default `nil`.
    /// - Returns: the thumbnail's frame in window space (points).
    public static func inWindow(_ thumbnail: CGRect, anchorGlobal: CGRect, anchorInWindow: CGRect?,
                                windowBounds: CGRect?, viewport: CGRect? = nil) -> CGRect? {
        // A null rectangle's origin is infinite: not finite. An empty thumbnail maps to an empty
        // frame, which overlaps nothing below.
        guard let anchorInWindow, let windowBounds, thumbnail.isFiniteRect, anchorGlobal.isFiniteRect,
              anchorInWindow.isFiniteRect, windowBounds.isFiniteRect
        else { return nil }
        let scaleX = ratio(anchorInWindow.width, anchorGlobal.width)
        let scaleY = ratio(anchorInWindow.height, anchorGlobal.height)
        let frame = CGRect(x: anchorInWindow.minX + (thumbnail.minX - anchorGlobal.minX) * scaleX,
                           y: anchorInWindow.minY + (thumbnail.minY - anchorGlobal.minY) * scaleY,
                           width: thumbnail.width * scaleX, height: thumbnail.height * scaleY)
        guard frame.isFiniteRect, overlaps(frame, windowBounds), bounds(frame, within: anchorInWindow),
              bounds(frame, within: viewport)
        else { return nil }
        return frame
    }

    /// Whether `frame` has some area inside `bound`; a bound that is `nil`, empty or not finite
    /// bounds nothing.
    static func bounds(_ frame: CGRect, within bound: CGRect?) -> Bool {
        guard let bound, bound.isFiniteRect, bound.width > 0, bound.height > 0 else { return true }
        return overlaps(frame, bound)
    }

    /// Whether `a` and `b` share some area (rectangles that only touch share none).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }

    /// `window / global` when both are positive, else 1 (no scale to learn from a zero size).
    static func ratio(_ window: CGFloat, _ global: CGFloat) -> CGFloat {
        window > 0 && global > 0 ? window / global : 1
    }
}
