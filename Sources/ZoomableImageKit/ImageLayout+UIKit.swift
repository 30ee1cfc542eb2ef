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

extension ImageLayout {
    /// The layout of `image`, with the pixels of `original` when the image is its downsampled copy.
    init(image: UIImage?, contentMode: UIView.ContentMode, bounds: CGRect, original: OriginalImageSource?) {
        if let original, let image {
            self.init(imageSize: image.size, imageScale: image.scale, contentMode: ContentMode(contentMode),
                      bounds: bounds, sourcePixelSize: original.pixelSize, sourceOrientation: original.orientation)
        } else {
            self.init(image: image, contentMode: contentMode, bounds: bounds)
        }
    }
}

extension ImageOrientation {
    /// The orientation with the same raw value as UIKit's.
    public init(_ orientation: UIImage.Orientation) {
        self = ImageOrientation(rawValue: orientation.rawValue) ?? .up
    }
}

extension UIImage.Orientation {
    /// UIKit's orientation with the same raw value.
    public init(_ orientation: ImageOrientation) {
        self = UIImage.Orientation(rawValue: orientation.rawValue) ?? .up
    }
}

extension ContentMode {
    /// The content mode with the same raw value as UIKit's.
    public init(_ contentMode: UIView.ContentMode) {
        self = ContentMode(rawValue: contentMode.rawValue) ?? .scaleToFill
    }
}
#endif
