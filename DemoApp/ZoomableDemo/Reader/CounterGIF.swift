import ImageIO
import UIKit
import UniformTypeIdentifiers

/// An animated GIF made at run time with ImageIO for the Reader screen: a counter, so frames can
/// be told apart — frame n shows the number n on its own colour.
///
/// 10 frames of 240 × 160 px, each shown 0.2 s (`kCGImagePropertyGIFDelayTime`), looping
/// forever (`kCGImagePropertyGIFLoopCount` 0): a play lasts 2 s.
enum CounterGIF {
    /// The number of frames.
    static let frameCount = 10
    /// Each frame's delay, seconds.
    static let delay = 0.2
    /// A frame's size in pixels.
    static let pixelSize = CGSize(width: 240, height: 160)

    /// The encoded GIF, or `nil` if ImageIO could not write one.
    @MainActor
    static func make() -> Data? {
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data, UTType.gif.identifier as CFString, frameCount, nil) else {
            return nil
        }
        let loop = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: 0]] as CFDictionary
        CGImageDestinationSetProperties(destination, loop)
        let frameProperties = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: delay]] as CFDictionary
        for number in 0..<frameCount {
            guard let frame = frame(number) else { return nil }
            CGImageDestinationAddImage(destination, frame, frameProperties)
        }
        return CGImageDestinationFinalize(destination) ? data as Data : nil
    }

    /// Frame `number`: the number in white on a colour of its own.
    @MainActor
    static func frame(_ number: Int) -> CGImage? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: pixelSize, format: format).image { context in
            UIColor(hue: CGFloat(number) / CGFloat(frameCount), saturation: 0.6, brightness: 0.8, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: pixelSize))
            let text = NSAttributedString(string: "\(number)", attributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 110, weight: .bold), .foregroundColor: UIColor.white,
            ])
            let size = text.size()
            text.draw(at: CGPoint(x: (pixelSize.width - size.width) / 2, y: (pixelSize.height - size.height) / 2))
        }
        return image.cgImage
    }
}
