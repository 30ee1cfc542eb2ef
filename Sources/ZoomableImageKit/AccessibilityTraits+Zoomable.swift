#if canImport(UIKit)
// UIKit declares the trait constants as mutable C globals (UIKIT_EXTERN UIAccessibilityTraits …),
// which Swift 6 rejects as shared mutable state; they are never written. This file is the only
// place that reads them.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// An image whose zoom VoiceOver can adjust with a swipe up or down.
    static var zoomableImage: UIAccessibilityTraits { [.image, .adjustable] }
}
#endif
