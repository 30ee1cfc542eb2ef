import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) import ZoomableImageCore

/// view → pixel → view, view → stored pixel → view, and pixel → view → pixel return within 1e-9
/// relative, over 50 000 seeded random layouts: every content mode and orientation, image scales
/// 1–3, aspect ratios from 1 : 10 000 to 10 000 : 1, bounds anywhere, and one layout in four a
/// downsampled copy (5–100 % of the original) mapped to the original's pixels. A failure prints
/// its seed.
@Suite struct ImageLayoutRoundTripPropertyTests {
    static let layoutCount: UInt64 = 50_000

    @Test func randomLayoutsRoundTripEveryPoint() {
        var failures: [String] = []
        for seed in 0..<Self.layoutCount where failures.count < 3 {
            var random = SeededGenerator(seed: seed &* 7919 &+ 17)
            let aspect = random.logUniform(1e-4...1e4)
            let long = random.logUniform(1...100_000)
            let pixels = aspect >= 1 ? CGSize(width: long, height: max(1, long / aspect))
                : CGSize(width: max(1, long * aspect), height: long)
            let scale: CGFloat = random.pick([1, 2, 3])
            let orientation = random.pick(ImageOrientation.allCases)
            let contentMode = random.pick(ImageContentMode.allCases)
            let bounds = CGRect(x: random.uniform(-2000...2000), y: random.uniform(-2000...2000),
                                width: random.logUniform(1...3000), height: random.logUniform(1...3000))
            let layout: ImageLayout
            if random.pick([false, false, false, true]) {
                // A downsampled copy: upright, a fraction of the original's oriented size, scale 1;
                // the original's stored size swaps the oriented one for the quarter-turn orientations.
                let fraction = random.uniform(0.05...1)
                layout = ImageLayout(imageSize: CGSize(width: pixels.width * fraction, height: pixels.height * fraction),
                                     contentMode: contentMode, bounds: bounds,
                                     sourcePixelSize: orientation.orientedSize(forStoredSize: pixels),
                                     sourceOrientation: orientation)
            } else {
                layout = ImageLayout(imageSize: CGSize(width: pixels.width / scale, height: pixels.height / scale),
                                     imageScale: scale, orientation: orientation, contentMode: contentMode, bounds: bounds)
            }
            guard !layout.isEmpty else { continue }
            // Size ÷ scale × scale may differ from the pixels in the last place.
            if abs(layout.pixelSize.width - pixels.width) > 1e-12 * pixels.width
                || abs(layout.pixelSize.height - pixels.height) > 1e-12 * pixels.height {
                failures.append("seed \(seed): pixel size \(layout.pixelSize), not \(pixels)")
            }
            let frame = layout.imageFrame
            for _ in 0..<4 {
                let point = CGPoint(x: frame.minX + frame.width * random.uniform(-0.5...1.5),
                                    y: frame.minY + frame.height * random.uniform(-0.5...1.5))
                // Relative to the sizes involved: the point's coordinates and the frame's extent.
                let tolerance = 1e-9 * max(1, abs(point.x), abs(point.y), abs(frame.maxX), abs(frame.maxY))
                let viaPixel = layout.viewPoint(forPixel: layout.pixel(forViewPoint: point))
                let viaStored = layout.viewPoint(forCGImagePixel: layout.cgImagePixel(forViewPoint: point))
                for back in [viaPixel, viaStored] where abs(back.x - point.x) > tolerance || abs(back.y - point.y) > tolerance {
                    failures.append("seed \(seed): \(point) came back as \(back) through \(layout)")
                }
                // And from the pixel side: a pixel position on or around the image.
                let pixel = CGPoint(x: pixels.width * random.uniform(-0.5...1.5), y: pixels.height * random.uniform(-0.5...1.5))
                let pixelTolerance = 1e-9 * max(1, abs(pixel.x), abs(pixel.y), pixels.width, pixels.height)
                let pixelBack = layout.pixel(forViewPoint: layout.viewPoint(forPixel: pixel))
                if abs(pixelBack.x - pixel.x) > pixelTolerance || abs(pixelBack.y - pixel.y) > pixelTolerance {
                    failures.append("seed \(seed): pixel \(pixel) came back as \(pixelBack) through \(layout)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
