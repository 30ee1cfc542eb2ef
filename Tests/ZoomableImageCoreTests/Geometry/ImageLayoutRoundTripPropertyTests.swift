import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import ZoomableImageCore

/// view → pixel → view and view → stored pixel → view return within 1e-9 relative, over 50 000
/// seeded random layouts: every content mode and orientation, image scales 1–3, aspect ratios from
/// 1 : 10 000 to 10 000 : 1, bounds anywhere. A failure prints its seed.
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
            let layout = ImageLayout(
                imageSize: CGSize(width: pixels.width / scale, height: pixels.height / scale), imageScale: scale,
                orientation: random.pick(ImageOrientation.allCases), contentMode: random.pick(ContentMode.allCases),
                bounds: CGRect(x: random.uniform(-2000...2000), y: random.uniform(-2000...2000),
                               width: random.logUniform(1...3000), height: random.logUniform(1...3000)))
            guard !layout.isEmpty else { continue }
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
            }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
