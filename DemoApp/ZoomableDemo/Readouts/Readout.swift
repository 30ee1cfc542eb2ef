import UIKit
import ZoomableImageKit

/// The texts of the demo's debug labels, in one fixed, locale-independent format that the UI
/// tests parse: "zoom 2.50", "pixel 1234, 567", "gap 0.0 pt, peak 25.7 pt".
enum Readout {
    /// "zoom 2.50": the zoom scale with two decimals.
    static func zoom(_ zoomScale: CGFloat) -> String {
        String(format: "zoom %.2f", Double(zoomScale))
    }

    /// "pixel 1234, 567": the index of the pixel at a continuous pixel position (its floor).
    ///
    /// - Parameters:
    ///   - pixel: a position in pixels, continuous (pixel (i, j) covers [i, i + 1) × [j, j + 1)).
    ///   - prefix: the word in front. "pixel" by default.
    static func pixel(_ pixel: CGPoint, prefix: String = "pixel") -> String {
        "\(prefix) \(index(pixel.x)), \(index(pixel.y))"
    }

    /// "gap 0.0 pt, peak 25.7 pt": the largest gap now and the largest seen during the last gesture.
    static func gap(current: CGFloat, peak: CGFloat) -> String {
        String(format: "gap %.1f pt, peak %.1f pt", Double(current), Double(peak))
    }

    /// "4000 × 3000 px @1x": the oriented pixel size and scale of an image.
    static func imageInfo(_ image: UIImage) -> String {
        let layout = ImageLayout(image: image, contentMode: .scaleAspectFit, bounds: CGRect(x: 0, y: 0, width: 1, height: 1))
        let size = layout.pixelSize
        return "\(Int(size.width)) × \(Int(size.height)) px @\(Int(image.scale.rounded()))x"
    }

    /// The index of the pixel containing a continuous coordinate.
    static func index(_ coordinate: CGFloat) -> Int {
        Int(coordinate.rounded(.down))
    }
}
