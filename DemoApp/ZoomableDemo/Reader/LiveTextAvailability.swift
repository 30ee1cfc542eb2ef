import UIKit
#if !targetEnvironment(macCatalyst)
import VisionKit
#endif

/// Whether Live Text works here, in the words the Reader screen shows and its UI test reads:
/// "Live Text available", or "Live Text unavailable: …" with the reason.
///
/// The same three conditions as `ZoomableImageView.isLiveTextEnabled`: iOS 16 or later, not Mac
/// Catalyst (VisionKit's interaction is unavailable there in the iOS 16.5 SDK the package is
/// checked against: guarded with `#if !targetEnvironment(macCatalyst)`), and
/// `ImageAnalyzer.isSupported` (A12 Bionic or later).
enum LiveTextAvailability {
    /// The text for this device.
    @MainActor
    static var text: String {
        #if targetEnvironment(macCatalyst)
        return "Live Text unavailable: Mac Catalyst"
        #else
        guard #available(iOS 16.0, *) else { return "Live Text unavailable: iOS 15" }
        return ImageAnalyzer.isSupported ? "Live Text available" : "Live Text unavailable: ImageAnalyzer.isSupported is false"
        #endif
    }
}
