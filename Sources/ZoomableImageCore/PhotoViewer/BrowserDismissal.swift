import Foundation

/// Whether a person may dismiss a photo viewer now, by a drag or by VoiceOver's escape.
///
/// The modal browser can always be escaped (VoiceOver's two-finger scrub is how a VoiceOver user
/// closes a screen presented over everything), even with drag to dismiss off. The inline pager
/// is part of the app's screen: it dismisses only when the app gave it a dismiss action (drag to
/// dismiss on); otherwise the escape is not handled, and VoiceOver asks the views and controllers
/// above it — a navigation controller's back, a sheet's dismissal
/// (`accessibilityPerformEscape()`: "If your implementation returns false, the system continues
/// searching the responder chain").
///
/// A drag may begin only while the pager is still (not dragged, decelerating or sliding).
///
/// ```swift
/// BrowserDismissal(presentation: .inline, isDragEnabled: false, isPagerStill: true).escapeDismisses  // false
/// BrowserDismissal(presentation: .modal, isDragEnabled: false, isPagerStill: true).escapeDismisses   // true
/// ```
@_spi(Internals) public struct BrowserDismissal: Equatable, Sendable {
    /// How a photo viewer is shown.
    public enum Presentation: String, Equatable, Sendable, CaseIterable {
        /// Presented over the app (`ZoomableImageBrowser`, SwiftUI's browser modifier).
        case modal
        /// Inline in the app's screen (SwiftUI's `ZoomableImagePager`).
        case inline
    }

    /// How the viewer is shown.
    public var presentation: Presentation
    /// The app's drag-to-dismiss setting.
    public var isDragEnabled: Bool
    /// Whether the pager is still (``PageScroll/leavesPagerStill(isDragging:isDecelerating:)``).
    public var isPagerStill: Bool

    public init(presentation: Presentation, isDragEnabled: Bool, isPagerStill: Bool) {
        self.presentation = presentation
        self.isDragEnabled = isDragEnabled
        self.isPagerStill = isPagerStill
    }

    /// Whether a page's dismiss drag may begin: enabled, and the pager still.
    public var allowsDrag: Bool {
        isDragEnabled && isPagerStill
    }

    /// Whether VoiceOver's escape dismisses: always for a modal viewer, only with drag to dismiss
    /// on (a dismiss action) for an inline one. The pager need not be still: escape is no drag.
    public var escapeDismisses: Bool {
        switch presentation {
        case .modal: true
        case .inline: isDragEnabled
        }
    }
}
