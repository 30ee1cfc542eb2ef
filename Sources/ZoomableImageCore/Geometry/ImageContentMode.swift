import Foundation

/// How an image view lays out its image inside its bounds: UIKit's `UIView.ContentMode`,
/// with the same cases and raw values, so `ImageContentMode(rawValue: view.contentMode.rawValue)`
/// converts.
///
/// The four scaling modes (`scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, and `redraw`,
/// which lays out like `scaleToFill`) stretch or scale the image; the other nine keep the
/// image's point size (`UIImage.size`) and pin it to a named place of the bounds, centring it on
/// each axis that is not pinned.
///
/// ```swift
/// let layout = ImageLayout(imageSize: CGSize(width: 600, height: 400),
///                          contentMode: .scaleAspectFit,
///                          bounds: CGRect(x: 0, y: 0, width: 300, height: 500))
/// layout.imageFrame   // (0, 150, 300, 200): scaled by 0.5, centred vertically
/// ```
public enum ImageContentMode: Int, CaseIterable, Sendable, Codable {
    /// Stretches the image to fill the bounds, changing its aspect ratio if needed. UIKit's default.
    case scaleToFill = 0
    /// Scales the image by min(bounds.w / image.w, bounds.h / image.h) and centres it: all of
    /// the image is visible, with bars on one axis when the aspect ratios differ.
    case scaleAspectFit = 1
    /// Scales the image by max(bounds.w / image.w, bounds.h / image.h) and centres it: the
    /// bounds are covered and the image is cropped on one axis when the aspect ratios differ.
    case scaleAspectFill = 2
    /// Laid out like ``scaleToFill`` (UIKit redraws the view when its bounds change).
    case redraw = 3
    /// Keeps the image's point size, centred on both axes.
    case center = 4
    /// Keeps the image's point size, top edge on the top of the bounds, centred horizontally.
    case top = 5
    /// Keeps the image's point size, bottom edge on the bottom of the bounds, centred horizontally.
    case bottom = 6
    /// Keeps the image's point size, left edge on the left of the bounds, centred vertically.
    case left = 7
    /// Keeps the image's point size, right edge on the right of the bounds, centred vertically.
    case right = 8
    /// Keeps the image's point size, in the top-left corner of the bounds.
    case topLeft = 9
    /// Keeps the image's point size, in the top-right corner of the bounds.
    case topRight = 10
    /// Keeps the image's point size, in the bottom-left corner of the bounds.
    case bottomLeft = 11
    /// Keeps the image's point size, in the bottom-right corner of the bounds.
    case bottomRight = 12
}

extension ImageContentMode {
    /// Where the mode puts the image along one axis, as a fraction of the free space before it:
    /// 0 pins the image to the minimum edge, 0.5 centres it, 1 pins it to the maximum edge.
    ///
    /// Used for the modes that keep the image's size; the scaling modes centre (0.5).
    var alignment: (x: CGFloat, y: CGFloat) {
        switch self {
        case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center: (0.5, 0.5)
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        }
    }
}

/// The name ``ImageContentMode`` had before 1.0. It clashed with SwiftUI's `ContentMode` in any
/// file that imports both SwiftUI and ZoomableImageKit; being unavailable, it no longer takes
/// part in name lookup (SwiftUI's wins) and old code gets a fix-it to the new name.
@available(*, unavailable, renamed: "ImageContentMode")
public typealias ContentMode = ImageContentMode
