#if canImport(UIKit)
import UIKit
@_spi(Internals) import ZoomableImageCore

extension ImageLayout {
    /// The layout a `UIImageView` gives `image`: its size, scale and orientation in `bounds`
    /// with `contentMode`.
    ///
    /// - Parameters:
    ///   - image: the image; `nil` gives an empty layout (everything maps to `.zero`).
    ///   - contentMode: the view's content mode.
    ///   - bounds: the view's bounds, in view space (points).
    public init(image: UIImage?, contentMode: UIView.ContentMode, bounds: CGRect) {
        self = ZoomableImageView.describe(image).layout(contentMode: ImageContentMode(contentMode), bounds: bounds)
    }
}

extension ImageOrientation {
    /// The orientation with the same raw value as UIKit's.
    public init(_ orientation: UIImage.Orientation) {
        self.init(uiKitRawValue: orientation.rawValue)
    }
}

extension UIImage.Orientation {
    /// UIKit's orientation with the same raw value.
    public init(_ orientation: ImageOrientation) {
        self = UIImage.Orientation(rawValue: orientation.rawValue) ?? .up
    }
}

extension UIView.ContentMode {
    /// UIKit's content mode with the same raw value (every ``ImageContentMode`` has one).
    init(_ contentMode: ImageContentMode) {
        self = UIView.ContentMode(rawValue: contentMode.rawValue) ?? .scaleToFill
    }
}

extension ImageContentMode {
    /// The content mode with the same raw value as UIKit's.
    public init(_ contentMode: UIView.ContentMode) {
        self.init(uiKitRawValue: contentMode.rawValue)
    }
}
#endif
