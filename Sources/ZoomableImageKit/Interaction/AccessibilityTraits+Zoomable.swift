#if canImport(UIKit)
// UIKit declares the trait and notification constants as mutable C globals (UIKIT_EXTERN …),
// which Swift 6 rejects as shared mutable state; they are never written. This file is the only
// place that reads them.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// An image whose zoom VoiceOver can adjust with a swipe up or down.
    static var zoomableImage: UIAccessibilityTraits { [.image, .adjustable] }

    /// Content (not an image) whose zoom VoiceOver can adjust with a swipe up or down.
    static var zoomableContent: UIAccessibilityTraits { [.adjustable] }
}

extension UIAccessibility.Notification {
    /// Posted after VoiceOver's three-finger scroll moved a zoomed image (`.pageScrolled`).
    static var zoomableImagePageScrolled: UIAccessibility.Notification { .pageScrolled }

    /// Posted after zoomed content moved to bring VoiceOver's focus into view (`.layoutChanged`).
    static var zoomableContentLayoutChanged: UIAccessibility.Notification { .layoutChanged }
}
#endif
