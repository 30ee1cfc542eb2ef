import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The straightened cut against an independent renderer: Pillow (`Image.rotate` with BICUBIC
/// about the region's centre, then crop, mirror and turns — `Scripts/make-crop-rotation-fixture`,
/// whose output is committed in `Fixtures/Rotation`).
///
/// Pillow's geometric transforms use Keys' kernel with a = −1 and truncate sums to bytes; the
/// resampler here rounds. With a = −1 every byte must be within 1 of Pillow's (the truncation),
/// which pins the whole geometry — the orientation of the stored buffer, the centre, the turn's
/// direction, the half-pixel convention, the turns and mirror — and the kernel. With the
/// default a = −0.5 (what the editor cuts with) the difference is the kernels' own, bounded below.
@Suite struct CropResamplerTests {
    struct Case: Decodable {
        let name: String
        let orientation: String
        let pixelRect: [CGFloat]
        let angleDegrees: CGFloat
        let quarterTurns: Int
        let isMirrored: Bool
    }

    struct Cases: Decodable {
        let cases: [Case]
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Rotation")

    /// A binary PPM (P6, 8 bits) as opaque RGBA.
    static func readPPM(_ name: String) throws -> CropPixels {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        // "P6\n<w> <h>\n255\n", then the RGB bytes.
        var fields: [String] = []
        var index = data.startIndex
        while fields.count < 4 {
            var field = ""
            while index < data.endIndex, !Character(UnicodeScalar(data[index])).isWhitespace {
                field.append(Character(UnicodeScalar(data[index])))
                index += 1
            }
            if !field.isEmpty { fields.append(field) }
            index += 1
        }
        let width = try #require(Int(fields[1]))
        let height = try #require(Int(fields[2]))
        let rgb = Array(data[index...])
        try #require(fields[0] == "P6" && rgb.count == width * height * 3)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            rgba[pixel * 4] = rgb[pixel * 3]
            rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]
            rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]
        }
        return try #require(CropPixels(width: width, height: height, bytes: rgba))
    }

    static func cases() throws -> [Case] {
        try JSONDecoder().decode(Cases.self, from: Data(contentsOf: folder.appendingPathComponent("cases.json"))).cases
    }

    /// The stored pixels of `rect` (whole pixels inside `source`), as their own bitmap: what the
    /// view reads for a strip.
    static func read(_ rect: CGRect, of source: CropPixels) -> CropPixels {
        var piece = CropPixels(width: Int(rect.width), height: Int(rect.height))
        for y in 0..<piece.height {
            for x in 0..<piece.width {
                let from = ((Int(rect.minY) + y) * source.width + Int(rect.minX) + x) * 4
                let to = (y * piece.width + x) * 4
                piece.bytes[to..<(to + 4)] = source.bytes[from..<(from + 4)]
            }
        }
        return piece
    }

    /// Renders a case's cut through the plan, strip by strip.
    static func render(_ testCase: Case, source: CropPixels, resampler: CropResampler,
                       stripByteBudget: Int = CropRenderPlan.defaultStripByteBudget) throws -> CropPixels {
        let orientation = try #require(ImageOrientation.allCases.first { "\($0)" == testCase.orientation })
        let oriented = orientation.orientedSize(forStoredSize: CGSize(width: source.width, height: source.height))
        let r = testCase.pixelRect
        let result = CropEditorResult(imagePixelSize: oriented, pixelRect: CGRect(x: r[0], y: r[1], width: r[2], height: r[3]),
                                      angleDegrees: testCase.angleDegrees, quarterTurns: testCase.quarterTurns,
                                      isMirrored: testCase.isMirrored)
        guard case .render(let plan) = try #require(CropCutPlan(result: result, imagePixelSize: oriented,
                                                                 orientation: orientation,
                                                                 stripByteBudget: stripByteBudget)) else {
            throw CancellationError()
        }
        var job = CropRenderJob(plan: plan, resampler: resampler)
        for strip in plan.strips {
            job.render(strip, from: read(strip.storedRect, of: source))
        }
        return try #require(job.output)
    }

    /// The largest and the mean difference per byte between two bitmaps of the same size.
    static func difference(_ a: CropPixels, _ b: CropPixels) -> (maximum: Int, mean: Double) {
        let differences = zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }
        return (differences.max() ?? 0, Double(differences.reduce(0, +)) / Double(max(1, differences.count)))
    }

    @Test func straightenedCutsMatchPillowWithinOneLevel() throws {
        let source = try Self.readPPM("source.ppm")
        let cases = try Self.cases()
        #expect(cases.count == 5)
        for testCase in cases {
            let expected = try Self.readPPM(testCase.name + ".ppm")
            let rendered = try Self.render(testCase, source: source, resampler: CropResampler(kernelParameter: -1))
            #expect(rendered.width == expected.width && rendered.height == expected.height, "\(testCase.name)")
            let difference = Self.difference(rendered, expected)
            // Truncated against rounded: at most 1, and on average under a half (0.25 to 0.34 on
            // the five cases when written).
            #expect(difference.maximum <= 1 && difference.mean < 0.5,
                    "\(testCase.name): max \(difference.maximum), mean \(difference.mean)")
        }
    }

    /// The editor's own kernel (a = −0.5) against Pillow's (a = −1) on the same cuts: a = −1
    /// sharpens more (its outer taps weigh twice as much), so across this fixture's 240-level
    /// edges bytes differ by up to 33 levels, 2.1 to 2.6 on average (measured on the five cases
    /// when written); the bound is 40 and 3 — it catches a geometry that drifted, which moves
    /// whole edges by far more, while the first test pins everything to a level.
    @Test func theEditorsKernelStaysCloseToPillows() throws {
        let source = try Self.readPPM("source.ppm")
        for testCase in try Self.cases() {
            let expected = try Self.readPPM(testCase.name + ".ppm")
            let rendered = try Self.render(testCase, source: source, resampler: CropResampler())
            let difference = Self.difference(rendered, expected)
            #expect(difference.maximum <= 40 && difference.mean < 3,
                    "\(testCase.name): max \(difference.maximum), mean \(difference.mean)")
        }
    }

    /// Strips change nothing: a budget of 2 KiB (a few hundred source pixels per piece, so many
    /// square pieces) gives the same bytes as one strip.
    @Test func stripsGiveTheSameBytesAsOneRender() throws {
        let source = try Self.readPPM("source.ppm")
        for testCase in try Self.cases() {
            let whole = try Self.render(testCase, source: source, resampler: CropResampler())
            let pieces = try Self.render(testCase, source: source, resampler: CropResampler(), stripByteBudget: 2048)
            #expect(whole == pieces, "\(testCase.name)")
        }
    }

    /// The kernel by hand: a = −1 at a half pixel weighs −0.125, 0.625, 0.625, −0.125 (what
    /// Pillow's transform gives a single bright pixel shifted half a pixel); a = −0.5:
    /// −0.0625, 0.5625, 0.5625, −0.0625. At a whole pixel: 0, 1, 0, 0.
    @Test func kernelWeightsByHand() {
        let pillow = CropResampler(kernelParameter: -1).weights(0.5)
        #expect(pillow == (-0.125, 0.625, 0.625, -0.125))
        let keys = CropResampler().weights(0.5)
        #expect(keys == (-0.0625, 0.5625, 0.5625, -0.0625))
        let whole = CropResampler().weights(0)
        #expect(whole == (0, 1, 0, 0))
        #expect(CropResampler.byte(.nan) == 0 && CropResampler.byte(300) == 255 && CropResampler.byte(127.5) == 128)
    }
}
