#if canImport(UIKit)
import UIKit
import XCTest
@testable import ZoomableImageKit

/// Solid images of a known pixel size, scale and orientation.
enum TestImage {
    /// - Parameters:
    ///   - storedPixels: the cgImage's width and height in pixels (before orientation).
    ///   - scale: the `UIImage.scale`.
    ///   - orientation: the `UIImage.imageOrientation`.
    @MainActor
    static func make(storedPixels: CGSize, scale: CGFloat = 1, orientation: UIImage.Orientation = .up) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let rendered = UIGraphicsImageRenderer(size: storedPixels, format: format).image { context in
            UIColor.darkGray.setFill()
            context.fill(CGRect(origin: .zero, size: storedPixels))
        }
        guard let cgImage = rendered.cgImage else { return rendered }
        return UIImage(cgImage: cgImage, scale: scale, orientation: orientation)
    }
}

/// A window with a 300 × 500 clipping container at (20, 40), holding a zoomable view that fills
/// it and follows it with autoresizing. The offset makes window and container spaces differ.
@MainActor
final class Harness {
    let window: UIWindow
    let container: UIView
    let view: ZoomableImageView

    init(image: UIImage?, contentMode: UIView.ContentMode = .scaleAspectFit) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        container = UIView(frame: CGRect(x: 20, y: 40, width: 300, height: 500))
        container.clipsToBounds = true
        view = ZoomableImageView(image: image)
        view.contentMode = contentMode
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        window.addSubview(container)
        window.isHidden = false
        window.layoutIfNeeded()
    }
}

/// Records what a ZoomableImageView reports.
@MainActor
final class RecordingDelegate: ZoomableImageViewDelegate {
    var taps: [CGPoint] = []
    var changes: [CGFloat] = []
    var ends: [CGFloat] = []
    var onChange: ((ZoomableImageView) -> Void)?

    func zoomableImageView(_ view: ZoomableImageView, didTapImageAt pixel: CGPoint) { taps.append(pixel) }
    func zoomableImageView(_ view: ZoomableImageView, didChangeZoomScale zoomScale: CGFloat) {
        changes.append(zoomScale)
        onChange?(view)
    }
    func zoomableImageView(_ view: ZoomableImageView, didEndZoomingAt zoomScale: CGFloat) { ends.append(zoomScale) }
}

func XCTAssertPoint(_ actual: CGPoint?, _ expected: CGPoint, accuracy: CGFloat = 1e-6,
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("nil instead of \(expected)", file: file, line: line) }
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
}

func XCTAssertRect(_ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-6,
                   file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertPoint(actual.origin, expected.origin, accuracy: accuracy, file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}
#endif
