import Foundation

// Conversions from UIKit's raw values that never fail: the UIKit layer passes
// `view.contentMode.rawValue` or `image.imageOrientation.rawValue` and decides nothing.

extension ImageContentMode {
    /// The content mode with `UIView.ContentMode`'s raw value (`view.contentMode.rawValue`); a
    /// value UIKit does not define (a newer SDK's) lays out like `.scaleToFill`, UIKit's default.
    public init(uiKitRawValue: Int) {
        self = ImageContentMode(rawValue: uiKitRawValue) ?? .scaleToFill
    }
}

extension ImageOrientation {
    /// The orientation with `UIImage.Orientation`'s raw value (`image.imageOrientation.rawValue`);
    /// a value UIKit does not define is `.up`.
    public init(uiKitRawValue: Int) {
        self = ImageOrientation(rawValue: uiKitRawValue) ?? .up
    }
}
