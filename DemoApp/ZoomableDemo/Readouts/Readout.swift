import UIKit
import ZoomableImageKit

/// The texts of the demo's debug labels, in one fixed, locale-independent format that the UI
/// tests parse: "zoom 2.50", "pixel 1234, 567", "gap 0.0 pt, peak 25.7 pt",
/// "settled zoom 2.50, centre 1234, 567", "landscape 852 × 300", "pin 1 at 98.50, 320.25",
/// "point 98.50, 320.25", "drawn 26.20 px/pt".
///
/// Live labels follow every change, mid-gesture included. A **settled** label is written only
/// when zooming ends (`didEndZoomingAt` / `onZoomEnd`): a test that needs a final value waits
/// for it there, never for a live label that already shows a gesture's target.
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

    /// "centre 1234, 567", or "centre –" when the point is off the image.
    static func centre(_ pixel: CGPoint?) -> String {
        pixel.map { Readout.pixel($0, prefix: "centre") } ?? "centre –"
    }

    /// "gap 0.0 pt, peak 25.7 pt": the largest gap now and the largest seen since the view last
    /// started moving, in points. A gap of zero or less reads "0.0", never "-0.0".
    static func gap(current: CGFloat, peak: CGFloat) -> String {
        String(format: "gap %.1f pt, peak %.1f pt", Double(max(current, 0) + 0), Double(max(peak, 0) + 0))
    }

    /// "settled zoom 2.50" and, after a comma, what else the screen reports at rest
    /// ("settled zoom 2.50, centre 1234, 567").
    ///
    /// - Parameters:
    ///   - zoomScale: the zoom scale zooming ended at.
    ///   - detail: more of the settled state, or `nil`. `nil` by default.
    static func settled(zoom zoomScale: CGFloat, _ detail: String? = nil) -> String {
        "settled " + zoom(zoomScale) + (detail.map { ", " + $0 } ?? "")
    }

    /// "landscape 852 × 300" or "portrait 393 × 659": a size in whole points and whether it is
    /// wider than tall.
    static func layout(_ size: CGSize) -> String {
        "\(size.width > size.height ? "landscape" : "portrait") \(Int(size.width.rounded())) × \(Int(size.height.rounded()))"
    }

    /// "pin 1 at 98.50, 320.25": a pin's number and a point in points with two decimals, or
    /// "pin –" without a point.
    ///
    /// - Parameters:
    ///   - number: the pin's number.
    ///   - point: where the pin is, in the coordinate space the screen states; `nil` for none.
    static func pin(_ number: Int, at point: CGPoint?) -> String {
        point.map { "pin \(number) at " + String(format: "%.2f, %.2f", Double($0.x) + 0, Double($0.y) + 0) } ?? "pin –"
    }

    /// "point 98.50, 320.25": a point in content points with two decimals, or "point –".
    static func point(_ point: CGPoint?) -> String {
        point.map { "point " + String(format: "%.2f, %.2f", Double($0.x) + 0, Double($0.y) + 0) } ?? "point –"
    }

    /// "drawn 26.20 px/pt": how many pixels per point zoomed content is drawn with.
    static func drawn(_ scale: CGFloat) -> String {
        String(format: "drawn %.2f px/pt", Double(scale))
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
