#if canImport(UIKit)
// UIKit declares the trait constants as mutable C globals (UIKIT_EXTERN …), which Swift 6
// rejects as shared mutable state; they are never written. The crop editor reads them here only.
@preconcurrency import UIKit

extension UIAccessibilityTraits {
    /// An edge of a crop box, which VoiceOver moves with a swipe up or down.
    static var cropEditorEdge: UIAccessibilityTraits { .adjustable }
}
#endif
