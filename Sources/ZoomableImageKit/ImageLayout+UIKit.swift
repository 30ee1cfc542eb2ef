#if canImport(UIKit)
import UIKit
import ZoomableImageCore

extension ImageLayout {
    /// The layout a `UIImageView` gives `image`: its size, scale and orientation in `bounds`
    /// with `contentMode`.
    ///
    /// - Parameters:
    ///   - image: the image; `nil` gives an empty layout (everything maps to `.zero`).
    ///   - contentMode: the view's content mode.
    ///   - bounds: the view's bounds, in view space (points).
    public init(image: UIImage?, contentMode: UIView.ContentMode, bounds: CGRect) {
        self.init(imageSize: image?.size ?? .zero, imageScale: image?.scale ?? 1,
                  orientation: ImageOrientation(image?.imageOrientation ?? .up),
                  contentMode: ContentMode(contentMode), bounds: bounds)
    }
}

extension ImageOrientation {
    /// The orientation with the same raw value as UIKit's.
    public init(_ orientation: UIImage.Orientation) {
        self = ImageOrientation(rawValue: orientation.rawValue) ?? .up
    }
}

extension ContentMode {
    /// The content mode with the same raw value as UIKit's.
    public init(_ contentMode: UIView.ContentMode) {
        self = ContentMode(rawValue: contentMode.rawValue) ?? .scaleToFill
    }
}
#endif
