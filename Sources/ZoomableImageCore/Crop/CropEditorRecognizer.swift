import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One of a crop editor view's own recognizers; `nil` where an answer concerns any other (an
/// app's, a navigation controller's edge swipe, a sheet's drag, a scroll view's pan).
@_spi(Internals)
public enum CropEditorRecognizer: Sendable {
    /// The one-finger (and two-finger) pan: drags a handle or moves the image.
    case pan
    /// The pinch: zooms the image.
    case pinch
}

/// The view's `UIGestureRecognizerDelegate` and `UIView` answers, so that the editor's
/// recognizers share touches only with each other and win over an ancestor's pan where the
/// editor takes the touch.
extension CropEditorStateMachine {
    /// Whether a recognizer may begin (`gestureRecognizerShouldBegin`, asked both as the
    /// editor's recognizers' delegate and as the touched view for its ancestors' recognizers).
    ///
    /// The editor's pan begins where its touch *landed* — `location` − `panTranslation`, since
    /// UIKit asks only after the finger moved past its slop — and its pinch at its centroid, both
    /// anywhere but on the toolbar and the dial (``acceptsGesture(at:)``). Any other recognizer
    /// gets `true`: UIView's own answer ("The default implementation of this method returns
    /// true", Apple's documentation of `gestureRecognizerShouldBegin(_:)`).
    ///
    /// - Parameters:
    ///   - recognizer: which of the editor's recognizers asks; `nil` for any other.
    ///   - location: the recognizer's `location(in:)` the editor, container space, points.
    ///   - panTranslation: the editor's pan's `translation(in:)` the editor, points (read only
    ///     for the pan).
    public func shouldBegin(_ recognizer: CropEditorRecognizer?, at location: CGPoint, panTranslation: CGPoint) -> Bool {
        switch recognizer {
        case .pan?:
            return acceptsGesture(at: CGPoint(x: location.x - panTranslation.x, y: location.y - panTranslation.y))
        case .pinch?:
            return acceptsGesture(at: location)
        case nil:
            return true
        }
    }

    /// Whether two recognizers run together (`shouldRecognizeSimultaneouslyWith`): only the
    /// editor's pan with its pinch (two fingers zoom and move at once). Returning `true` for any
    /// other would guarantee that both run (Apple's documentation of
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`): a box dragged from its left
    /// edge would also start a navigation controller's interactive pop, a sheet's dismissal or a
    /// parent's scroll.
    public static func recognizesSimultaneously(_ recognizer: CropEditorRecognizer?,
                                                with other: CropEditorRecognizer?) -> Bool {
        switch (recognizer, other) {
        case (.pan?, .pinch?), (.pinch?, .pan?): return true
        case (.pan?, .pan?), (.pinch?, .pinch?), (nil, _), (_, nil): return false
        }
    }

    /// Whether the editor's recognizer must fail before another may begin
    /// (`shouldBeRequiredToFailBy`): an ancestor's pan (a navigation controller's edge swipe, a
    /// sheet's drag to dismiss, a scroll view's or pager's pan) waits for the editor's pan. Where
    /// the editor takes the touch its pan begins, and the ancestor's never does; on the toolbar
    /// and the dial the pan fails at once (``shouldBegin(_:at:panTranslation:)``) and the
    /// ancestor may have the touch.
    ///
    /// - Parameters:
    ///   - recognizer: the editor's recognizer that would have to fail.
    ///   - other: the other recognizer, if it is the editor's own.
    ///   - isAncestorPan: whether the other recognizer is a pan of a view that contains the
    ///     editor.
    public static func mustFail(_ recognizer: CropEditorRecognizer?, before other: CropEditorRecognizer?,
                                isAncestorPan: Bool) -> Bool {
        switch (recognizer, other) {
        case (.pan?, nil): return isAncestorPan
        case (.pinch?, _), (nil, _), (.pan?, .some): return false
        }
    }
}
