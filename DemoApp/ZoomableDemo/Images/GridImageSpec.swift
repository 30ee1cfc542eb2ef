import UIKit

/// A generated test picture: a labelled pixel grid of a known size, scale and orientation, so
/// that any pixel the app reports can be checked by eye against the labels drawn in the image.
///
/// The grid is drawn in **stored** pixels (the `cgImage` buffer, before orientation): a
/// `.right` image shows its labels turned a quarter, exactly like the buffer of a portrait
/// camera photo. Compare them with the "stored" pixel the pixel inspector reports.
///
/// ```swift
/// let photo = DemoImages.image(.large)   // 4000 × 3000 px at scale 1
/// ```
struct GridImageSpec: Hashable, Sendable {
    /// The width of the stored buffer, in pixels.
    var storedPixelWidth: Int
    /// The height of the stored buffer, in pixels.
    var storedPixelHeight: Int
    /// The `UIImage.scale`: points = pixels / scale. `1` by default.
    var scale: CGFloat = 1
    /// The `UIImage.imageOrientation` the buffer is wrapped with. `.up` by default.
    var orientation: UIImage.Orientation = .up
    /// The hue of the background, 0…1, so that different pictures are told apart at a glance.
    var hue: CGFloat
    /// A short name for lists and pickers.
    var title: String

    /// The size a person sees, in pixels: width and height swap for the left/right orientations.
    var orientedPixelSize: CGSize {
        let stored = CGSize(width: storedPixelWidth, height: storedPixelHeight)
        switch orientation {
        case .left, .right, .leftMirrored, .rightMirrored:
            return CGSize(width: stored.height, height: stored.width)
        default:
            return stored
        }
    }

    /// The distance between labelled grid lines, in stored pixels: 100, or 50 for small images.
    var majorStep: Int { min(storedPixelWidth, storedPixelHeight) >= 800 ? 100 : 50 }

    /// The 4000 × 3000 photo-sized grid at scale 1 (48 MB decoded).
    static let large = GridImageSpec(storedPixelWidth: 4000, storedPixelHeight: 3000, hue: 0.58,
                                     title: "4000 × 3000")

    /// A @3x image: 600 × 400 pixels shown as 200 × 133⅓ points.
    static let retina = GridImageSpec(storedPixelWidth: 600, storedPixelHeight: 400, scale: 3, hue: 0.08,
                                      title: "600 × 400 @3x")

    /// A camera-portrait image: a 1200 × 900 landscape buffer with orientation `.right`, seen as
    /// 900 × 1200 pixels.
    static let portraitRight = GridImageSpec(storedPixelWidth: 1200, storedPixelHeight: 900, orientation: .right,
                                             hue: 0.33, title: "1200 × 900 .right")
}
