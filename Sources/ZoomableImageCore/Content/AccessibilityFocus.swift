import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the element VoiceOver has just focused lies
/// in a content surface, when it is part of the content: what a surface reads from UIKit's
/// `elementFocusedNotification` for ``ZoomInput/accessibilityFocus(viewRect:safeArea:shown:)``,
/// which brings an element zoomed out of sight into view.
///
/// Accessibility frames are in screen coordinates. The surface's bounds on screen
/// (`UIAccessibility.convertToScreenCoordinates(bounds, in: surface)`, its zoom included) map
/// them back into its own space: an offset and a scale on each axis — exact unless a view
/// between the surface and the screen is rotated or skewed, which the surface never is.
@_spi(Internals)
public struct AccessibilityFocus: Equatable, Sendable {
    /// The focused element's frame in the surface's own space (points, the untransformed
    /// surface's bounds space), or `nil`: the focus is not VoiceOver's, the element is not the
    /// content's, has no usable frame, or the surface has no usable size or place on screen.
    public let viewRect: CGRect?

    /// The focus of VoiceOver (`isVoiceOver`; another technology's — Switch Control's scanning,
    /// which passes over elements by itself and would move the content as it goes — is ignored)
    /// on an element, part of the content when `isInContent`, whose `accessibilityFrame`
    /// `elementFrameOnScreen` gives (screen coordinates; `nil` without an element) — read only
    /// for an element of the content: every surface on screen hears of every focus in the app —
    /// in a surface of `viewBounds` (its `bounds`, points) shown at `viewOnScreen` (those bounds
    /// in screen coordinates). A frame equal to `.zero` is none (UIKit's default for an element
    /// never given one: "default == CGRectZero"); any other zero-size frame is a point.
    /// Non-finite, null or empty rects give a `nil` ``viewRect``.
    public init(isVoiceOver: Bool, isInContent: Bool, elementFrameOnScreen: () -> CGRect?, viewBounds: CGRect,
                viewOnScreen: CGRect) {
        guard isVoiceOver, isInContent, let frame = elementFrameOnScreen(),
              frame != .zero, frame.isFiniteRect, !frame.isNull,
              viewBounds.isFiniteRect, viewBounds.width > 0, viewBounds.height > 0,
              viewOnScreen.isFiniteRect, viewOnScreen.width > 0, viewOnScreen.height > 0 else {
            viewRect = nil
            return
        }
        let frameOnScreen = frame.standardized
        let bounds = viewBounds.standardized
        let screen = viewOnScreen.standardized
        let pointsPerScreenX = bounds.width / screen.width
        let pointsPerScreenY = bounds.height / screen.height
        viewRect = CGRect(x: bounds.minX + (frameOnScreen.minX - screen.minX) * pointsPerScreenX,
                          y: bounds.minY + (frameOnScreen.minY - screen.minY) * pointsPerScreenY,
                          width: frameOnScreen.width * pointsPerScreenX,
                          height: frameOnScreen.height * pointsPerScreenY)
    }

    /// How many parents ``isElement(_:inside:superview:accessibilityContainer:)`` follows at most:
    /// deeper than any real view tree, and an end to a cycle of accessibility containers.
    public static let maximumDepth = 256

    /// Whether `element` is `ancestor` or lies inside it: found going up from `element`, each
    /// step to its `superview` when it has one (a view), otherwise to its
    /// `accessibilityContainer` (an element that is not a view: SwiftUI's, or an app's
    /// `UIAccessibilityElement`). `false` for `nil`, at the top, or after ``maximumDepth`` steps.
    public static func isElement<Element: AnyObject>(
        _ element: Element?, inside ancestor: Element,
        superview: (Element) -> Element?, accessibilityContainer: (Element) -> Element?
    ) -> Bool {
        var current = element
        var steps = 0
        while let object = current, steps <= maximumDepth {
            if object === ancestor { return true }
            current = superview(object) ?? accessibilityContainer(object)
            steps += 1
        }
        return false
    }
}
