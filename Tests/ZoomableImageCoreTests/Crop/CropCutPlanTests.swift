import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// How a result is cut: unstraightened from the stored pixels as they are (bit for bit, under
/// every orientation, turn and mirror), straightened through strips whose reads are bounded and
/// cover every sample.
@Suite struct CropCutPlanTests {
    /// A stored buffer of 13 × 7 px whose every pixel says where it is: R = x, G = y, B = x + y,
    /// A = 255.
    static let stored: CropPixels = {
        var pixels = CropPixels(width: 13, height: 7)
        for y in 0..<7 {
            for x in 0..<13 {
                let index = (y * 13 + x) * 4
                pixels.bytes[index] = UInt8(x)
                pixels.bytes[index + 1] = UInt8(y)
                pixels.bytes[index + 2] = UInt8(x + y)
                pixels.bytes[index + 3] = 255
            }
        }
        return pixels
    }()

    static func pixel(_ pixels: CropPixels, _ x: Int, _ y: Int) -> [UInt8] {
        let index = (y * pixels.width + x) * 4
        return Array(pixels.bytes[index..<(index + 4)])
    }

    /// Where output pixel (u, v)'s centre comes from in the oriented image, by hand: k turns
    /// counterclockwise undone are k turns clockwise, (x, y) → (H − y, x) on a W × H image; the
    /// mirror undone is (x, y) → (W − x, y); then the region's origin added.
    static func oriented(_ u: Int, _ v: Int, result: CropEditorResult) -> CGPoint {
        var point = CGPoint(x: CGFloat(u) + 0.5, y: CGFloat(v) + 0.5)
        var size = result.outputPixelSize
        for _ in 0..<result.quarterTurns {
            point = CGPoint(x: size.height - point.y, y: point.x)
            size = CGSize(width: size.height, height: size.width)
        }
        if result.isMirrored { point.x = size.width - point.x }
        return CGPoint(x: point.x + result.pixelRect.minX, y: point.y + result.pixelRect.minY)
    }

    /// For every orientation, turn and mirror, an unstraightened crop is the stored rect shown
    /// with the composed orientation, and every output pixel is exactly the stored pixel the
    /// result names (through the orientation table written out in `CropEditOrientationTests`) —
    /// the same bytes the resampler gives for the same crop at a whole-pixel map.
    @Test(arguments: ImageOrientation.allCases)
    func unstraightenedCutsAreTheStoredPixels(_ orientation: ImageOrientation) throws {
        let storedSize = CGSize(width: 13, height: 7)
        let orientedSize = orientation.orientedSize(forStoredSize: storedSize)
        let rect = CGRect(x: 1, y: 2, width: orientedSize.width - 3, height: orientedSize.height - 4)
        for turns in 0..<4 {
            for mirrored in [false, true] {
                let result = CropEditorResult(imagePixelSize: orientedSize, pixelRect: rect, quarterTurns: turns,
                                              isMirrored: mirrored)
                guard case .storedBuffer(let region, let shown) = try #require(
                    CropCutPlan(result: result, imagePixelSize: orientedSize, orientation: orientation)) else {
                    Issue.record("rendered"); return
                }
                let crop = CropResamplerTests.read(region.cgImagePixelRect, of: Self.stored)
                let output = result.outputPixelSize
                // The resampler through the same (whole-pixel) map, for the bytes comparison.
                let plan = try #require(CropRenderPlan(result: result, orientation: orientation, stripByteBudget: 1 << 20))
                var job = CropRenderJob(plan: plan)
                for strip in plan.strips { job.render(strip, from: CropResamplerTests.read(strip.storedRect, of: Self.stored)) }
                let rendered = try #require(job.output)
                for v in 0..<Int(output.height) {
                    for u in 0..<Int(output.width) {
                        // What the crop shows at (u, v) with `shown`, through the table.
                        let inCrop = CropEditOrientationTests.stored(CGPoint(x: CGFloat(u) + 0.5, y: CGFloat(v) + 0.5), shown,
                                                                     W: CGFloat(crop.width), H: CGFloat(crop.height))
                        let shownPixel = Self.pixel(crop, Int(inCrop.x), Int(inCrop.y))
                        let named = CropEditOrientationTests.stored(Self.oriented(u, v, result: result), orientation,
                                                                    W: storedSize.width, H: storedSize.height)
                        let expected = Self.pixel(Self.stored, Int(named.x), Int(named.y))
                        #expect(shownPixel == expected, "\(orientation), \(turns) turns, mirrored \(mirrored), (\(u), \(v))")
                        #expect(Self.pixel(rendered, u, v) == expected)
                    }
                }
            }
        }
    }

    /// The stored rect by hand: a `.right` photo stored 400 × 600 (oriented (dx, dy) at stored
    /// (dy, 600 − dx)); the region (100, 40, 400 × 300) is stored x 40…340, y 100…500, shown
    /// `.right`; turned once, shown `.up`.
    @Test func theStoredRectByHand() throws {
        let result = CropEditorResult(imagePixelSize: CGSize(width: 600, height: 400),
                                      pixelRect: CGRect(x: 100, y: 40, width: 400, height: 300), quarterTurns: 1)
        let plan = try #require(CropCutPlan(result: result, imagePixelSize: CGSize(width: 600, height: 400), orientation: .right))
        guard case .storedBuffer(let region, let shown) = plan else { Issue.record("rendered"); return }
        #expect(region.cgImagePixelRect == CGRect(x: 40, y: 100, width: 300, height: 400))
        #expect(shown == .up)
        // Made for the photo at twice the size: halved first.
        let large = CropEditorResult(imagePixelSize: CGSize(width: 1200, height: 800),
                                     pixelRect: CGRect(x: 200, y: 80, width: 800, height: 600), quarterTurns: 1)
        #expect(CropCutPlan(result: large, imagePixelSize: CGSize(width: 600, height: 400), orientation: .right) == plan)
        #expect(CropCutPlan(result: result, imagePixelSize: .zero, orientation: .up) == nil)
        let outside = CropEditorResult(imagePixelSize: CGSize(width: 600, height: 400),
                                       pixelRect: CGRect(x: 700, y: 0, width: 10, height: 10))
        #expect(CropCutPlan(result: outside, imagePixelSize: CGSize(width: 600, height: 400), orientation: .up) == nil)
    }

    /// Random straightened cuts (their region inside the image) and budgets: the strips tile the output exactly once; every
    /// sample of a strip (its 4 × 4 taps, clamped to the buffer) lies in its stored rect; and a
    /// strip reads at most the budget unless one output pixel alone would not fit.
    @Test func stripsCoverTheOutputAndEveryTapWithinTheBudget() throws {
        var random = SeededGenerator(seed: 3601)
        var checked = 0
        while checked < 60 {
            let stored = CGSize(width: random.uniform(50...3000).rounded(), height: random.uniform(50...3000).rounded())
            let orientation = random.pick(ImageOrientation.allCases)
            let oriented = orientation.orientedSize(forStoredSize: stored)
            let width = random.uniform(1...oriented.width).rounded()
            let height = random.uniform(1...oriented.height).rounded()
            let result = CropEditorResult(imagePixelSize: oriented,
                                          pixelRect: CGRect(x: random.uniform(0...(oriented.width - width)), y: random.uniform(0...(oriented.height - height)),
                                                            width: width, height: height),
                                          angleDegrees: random.uniform(-45...45), quarterTurns: Int(random.next() % 4),
                                          isMirrored: random.chance(0.5))
            guard result.regionCorners.allSatisfy({ $0.x >= 0 && $0.y >= 0 && $0.x <= oriented.width && $0.y <= oriented.height })
            else { continue }
            checked += 1
            // At most a few thousand strips: small budgets on small outputs, large on large.
            let least = max(256, width * height * 4 / 100)
            let budget = Int(random.logUniform(least...max(least, 4e7)))
            let plan = try #require(CropRenderPlan(result: result, orientation: orientation, stripByteBudget: budget))
            var covered = 0
            for strip in plan.strips {
                covered += Int(strip.outputRect.width * strip.outputRect.height)
                #expect(strip.storedRect.minX >= 0 && strip.storedRect.maxX <= stored.width)
                #expect(strip.storedRect.minY >= 0 && strip.storedRect.maxY <= stored.height)
                let single = strip.outputRect.width == 1 && strip.outputRect.height == 1
                #expect(strip.storedRect.width * strip.storedRect.height * 4 <= CGFloat(budget) || single)
                // Its four output corners' samples: every tap inside the stored rect.
                for (u, v) in [(strip.outputRect.minX, strip.outputRect.minY), (strip.outputRect.maxX - 1, strip.outputRect.minY),
                               (strip.outputRect.minX, strip.outputRect.maxY - 1), (strip.outputRect.maxX - 1, strip.outputRect.maxY - 1)] {
                    let p = CGPoint(x: u + 0.5, y: v + 0.5).applying(plan.outputToStored)
                    let (fx, fy) = ((p.x - 0.5).rounded(.down), (p.y - 0.5).rounded(.down))
                    let (lowX, highX) = (max(0, fx - 1), min(stored.width - 1, fx + 2))
                    let (lowY, highY) = (max(0, fy - 1), min(stored.height - 1, fy + 2))
                    #expect(lowX >= strip.storedRect.minX && highX < strip.storedRect.maxX, "\(result)")
                    #expect(lowY >= strip.storedRect.minY && highY < strip.storedRect.maxY, "\(result)")
                }
            }
            #expect(covered == plan.outputWidth * plan.outputHeight)
            #expect(Set(plan.strips.map { "\($0.outputRect)" }).count == plan.strips.count)
        }
    }

    /// A cutter that says which primitive it was asked for.
    struct NamingCutter: CropCutter {
        func cutStoredBuffer(_ region: CropRegion, orientation: ImageOrientation) -> String? {
            "stored \(region.cgImagePixelRect) \(orientation)"
        }

        /// Copies fail when `copies` is false, as Core Graphics' would for a format it cannot draw.
        var copies = true

        func copyStoredBuffer(_ region: CropRegion, orientation: ImageOrientation) -> String? {
            copies ? "copied \(region.cgImagePixelRect) \(orientation)" : nil
        }

        func render(_ plan: CropRenderPlan) -> String? { "render \(plan.outputWidth) × \(plan.outputHeight)" }
    }

    /// An unstraightened cut of at most a quarter of the stored pixels is copied, so it does not
    /// keep the whole original alive; a larger one is shared. A 600 × 400 px image has 240 000
    /// px, a quarter 60 000: 300 × 200 = 60 000 is copied, 301 × 200 = 60 200 shared, and a
    /// 200 × 200 avatar copied. Turned a quarter (image `.right`, stored 400 × 600) the stored
    /// rect's area is the same. A copy that fails is shared instead.
    @Test(arguments: [
        (CGRect(x: 10, y: 20, width: 300, height: 200), ImageOrientation.up, true),
        (CGRect(x: 10, y: 20, width: 301, height: 200), .up, false),
        (CGRect(x: 200, y: 100, width: 200, height: 200), .up, true),
        (CGRect(x: 0, y: 0, width: 600, height: 400), .up, false),
        (CGRect(x: 10, y: 20, width: 300, height: 200), .right, true),
        (CGRect(x: 10, y: 20, width: 301, height: 200), .right, false),
    ] as [(CGRect, ImageOrientation, Bool)])
    func smallCutsAreCopied(_ rect: CGRect, _ orientation: ImageOrientation, _ copied: Bool) throws {
        let size = CGSize(width: 600, height: 400)
        let result = CropEditorResult(imagePixelSize: size, pixelRect: rect)
        let plan = try #require(CropCutPlan(result: result, imagePixelSize: size, orientation: orientation))
        let stored = orientation == .up ? rect : CGRect(x: rect.minY, y: 600 - rect.maxX, width: rect.height, height: rect.width)
        #expect(plan.cut(with: NamingCutter()) == "\(copied ? "copied" : "stored") \(stored) \(orientation)")
        #expect(plan.cut(with: NamingCutter(copies: false)) == "stored \(stored) \(orientation)")
    }

    /// The plan picks the primitive; the view only performs it.
    @Test func thePlanCallsItsOwnPrimitive() throws {
        let size = CGSize(width: 600, height: 400)
        let flat = CropEditorResult(imagePixelSize: size, pixelRect: CGRect(x: 100, y: 40, width: 400, height: 300))
        let tilted = CropEditorResult(imagePixelSize: size, pixelRect: CGRect(x: 100, y: 40, width: 400, height: 300),
                                      angleDegrees: 3)
        #expect(try #require(CropCutPlan(result: flat, imagePixelSize: size, orientation: .up)).cut(with: NamingCutter())
                == "stored \(CGRect(x: 100, y: 40, width: 400, height: 300)) up")
        #expect(try #require(CropCutPlan(result: tilted, imagePixelSize: size, orientation: .up)).cut(with: NamingCutter())
                == "render 400 × 300")
    }

    /// Rendered into memory the caller owns (the view's path: its bytes become the image's
    /// without a copy), a job writes the very bytes it writes into a bitmap of its own, strip by
    /// strip in small strips; a failed strip makes ``CropRenderJob/finish(_:)`` answer `nil`
    /// without building anything on the memory.
    @Test func aJobRendersIntoTheCallersMemoryAsIntoItsOwn() throws {
        let result = CropEditorResult(imagePixelSize: CGSize(width: 13, height: 7), pixelRect: CGRect(x: 3, y: 2, width: 6, height: 3),
                                      angleDegrees: 5)
        let plan = try #require(CropRenderPlan(result: result, orientation: .up, stripByteBudget: 64))
        #expect(plan.strips.count > 1)
        var own = CropRenderJob(plan: plan)
        var caller = CropRenderJob(plan: plan)
        #expect(caller.outputByteCount == plan.outputWidth * plan.outputHeight * 4)
        var memory = [UInt8](repeating: 0, count: caller.outputByteCount)
        memory.withUnsafeMutableBufferPointer { bytes in
            for strip in plan.strips {
                let source = CropResamplerTests.read(strip.storedRect, of: Self.stored)
                own.render(strip, from: source)
                caller.render(strip, from: source, into: bytes)
            }
        }
        #expect(caller.finish { memory } == own.output?.bytes)
        #expect(memory.contains { $0 != 0 })

        var failing = CropRenderJob(plan: plan)
        memory.withUnsafeMutableBufferPointer { failing.render(plan.strips[0], from: nil, into: $0) }
        var built = false
        #expect(failing.finish { built = true; return memory } == nil)
        #expect(!built)
    }

    /// A strip whose read failed, or came in another size, fails the job: no output, never one
    /// with a hole.
    @Test func aFailedReadFailsTheWholeCut() throws {
        let result = CropEditorResult(imagePixelSize: CGSize(width: 13, height: 7), pixelRect: CGRect(x: 3, y: 2, width: 6, height: 3),
                                      angleDegrees: 5)
        let plan = try #require(CropRenderPlan(result: result, orientation: .up, stripByteBudget: 1 << 20))
        var job = CropRenderJob(plan: plan)
        job.render(plan.strips[0], from: nil)
        #expect(job.output == nil)
        var other = CropRenderJob(plan: plan)
        other.render(plan.strips[0], from: CropPixels(width: 1, height: 1))
        #expect(other.output == nil)
        #expect(CropPixels(width: 2, height: 2, bytes: [0, 1]) == nil)
    }
}
