import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The result value: its geometry (where each output pixel comes from), its JSON format, and an
/// editor opened from it giving it back.
@Suite struct CropEditorResultTests {
    static let photo = CGSize(width: 600, height: 400)
    static let region = CGRect(x: 100, y: 40, width: 400, height: 300)

    /// Where output points come from, by hand. Turned once counterclockwise, the output
    /// (300 × 400) has the cut's top-right corner (400, 0) at its top-left, and the cut's
    /// bottom-left (0, 300) at its bottom-right: oriented (500, 40) and (100, 340). Mirrored, the
    /// output's top-left is the cut's top-right too. Straightened by 30° about the centre
    /// (300, 190), the output's top-left (−200, −150) from the centre comes from
    /// (cos 30°·(−200) + sin 30°·(−150), −sin 30°·(−200) + cos 30°·(−150)) = (−248.205, −29.904).
    @Test func outputPointsComeFromTheRegion() {
        let turned = CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region, quarterTurns: 1)
        #expect(turned.outputPixelSize == CGSize(width: 300, height: 400))
        #expect(isClose(CGPoint.zero.applying(turned.outputToOrientedPixelTransform), CGPoint(x: 500, y: 40)))
        #expect(isClose(CGPoint(x: 300, y: 400).applying(turned.outputToOrientedPixelTransform), CGPoint(x: 100, y: 340)))
        let mirrored = CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region, isMirrored: true)
        #expect(isClose(CGPoint.zero.applying(mirrored.outputToOrientedPixelTransform), CGPoint(x: 500, y: 40)))
        let straight = CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region, angleDegrees: 30)
        let (c, s) = (CGFloat(3).squareRoot() / 2, CGFloat(0.5))
        #expect(isClose(CGPoint.zero.applying(straight.outputToOrientedPixelTransform),
                        CGPoint(x: 300 - 200 * c - 150 * s, y: 190 + 200 * s - 150 * c)))
        #expect(isClose(straight.regionCorners[2], CGPoint(x: 300 + 200 * c + 150 * s, y: 190 - 200 * s + 150 * c)))
        #expect(!CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region).isStraightened)
        #expect(straight.isStraightened)
    }

    /// Stored pixels: the output's top-left pixel centre (0.5, 0.5) of a `.right` photo (stored
    /// 400 × 600, oriented (dx, dy) at stored (dy, 600 − dx)) unturned is oriented (100.5, 40.5),
    /// stored (40.5, 499.5).
    @Test func outputPointsInTheStoredBuffer() {
        let result = CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region)
        let stored = CGPoint(x: 0.5, y: 0.5).applying(result.outputToStoredPixelTransform(orientation: .right))
        #expect(isClose(stored, CGPoint(x: 40.5, y: 499.5)))
    }

    @Test func valuesAreNormalized() {
        let result = CropEditorResult(imagePixelSize: Self.photo, pixelRect: CGRect(x: 500, y: 340, width: -400, height: -300),
                                      angleDegrees: 60, quarterTurns: -1)
        #expect(result.pixelRect == Self.region)
        #expect(result.angleDegrees == 45)
        #expect(result.quarterTurns == 3)
        #expect(CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region, angleDegrees: .nan).angleDegrees == 0)
        #expect(CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region, angleDegrees: -50).angleDegrees == -45)
    }

    /// Format 1, written out: keys sorted, every field present, the output size for readers.
    @Test func theJSONFormatIsWrittenOut() throws {
        let result = CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region, angleDegrees: 2.5,
                                      quarterTurns: 1, isMirrored: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(result), as: UTF8.self)
        #expect(json == #"{"angleDegrees":2.5,"formatVersion":1,"imagePixelSize":[600,400],"isMirrored":true,"#
            + #""outputPixelSize":[300,400],"pixelRect":[[100,40],[400,300]],"quarterTurns":1}"#)
        #expect(try JSONDecoder().decode(CropEditorResult.self, from: Data(json.utf8)) == result)
    }

    /// A file with only the required fields reads with the defaults of the later ones; a file of
    /// a newer format, or without its version, is refused; `outputPixelSize` is not read.
    @Test func missingLaterFieldsTakeTheirDefaults() throws {
        let minimal = #"{"formatVersion": 1, "imagePixelSize": [600, 400], "pixelRect": [[100, 40], [400, 300]], "outputPixelSize": [1, 1]}"#
        let result = try JSONDecoder().decode(CropEditorResult.self, from: Data(minimal.utf8))
        #expect(result == CropEditorResult(imagePixelSize: Self.photo, pixelRect: Self.region))
        let newer = #"{"formatVersion": 2, "imagePixelSize": [600, 400], "pixelRect": [[100, 40], [400, 300]]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CropEditorResult.self, from: Data(newer.utf8)) }
        let unversioned = #"{"imagePixelSize": [600, 400], "pixelRect": [[100, 40], [400, 300]]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CropEditorResult.self, from: Data(unversioned.utf8)) }
        let noRect = #"{"formatVersion": 1, "imagePixelSize": [600, 400]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CropEditorResult.self, from: Data(noRect.utf8)) }
    }

    /// A round trip through an editor: 500 random results whose region lies in the image
    /// (checked on its turned corners), opened in random spaces, give themselves back — whole
    /// pixels unstraightened, within 10⁻⁶ px straightened — and a JSON round trip changes nothing.
    @Test func anEditorOpenedFromAResultGivesItBack() throws {
        var random = SeededGenerator(seed: 3600)
        var checked = 0
        while checked < 500 {
            let size = CGSize(width: random.uniform(50...6000).rounded(), height: random.uniform(50...6000).rounded())
            let straight = random.chance(0.3)
            let angle = straight ? 0 : random.uniform(-45...45)
            let width = random.uniform(10...size.width).rounded()
            let height = random.uniform(10...size.height).rounded()
            let rect = CGRect(x: random.uniform(0...(size.width - width)).rounded(),
                              y: random.uniform(0...(size.height - height)).rounded(), width: width, height: height)
            let result = CropEditorResult(imagePixelSize: size, pixelRect: rect, angleDegrees: angle,
                                          quarterTurns: Int(random.next() % 4), isMirrored: random.chance(0.5))
            guard result.regionCorners.allSatisfy({ $0.x >= 0 && $0.y >= 0 && $0.x <= size.width && $0.y <= size.height })
            else { continue }
            checked += 1
            let space = CGRect(x: random.uniform(0...40), y: random.uniform(0...100),
                               width: random.uniform(200...1000), height: random.uniform(200...1000))
            let geometry = try #require(CropEditorGeometry(result: result, imagePixelSize: size, availableRect: space,
                                                           limits: CropEditorLimits(maximumScale: 1000)))
            #expect(geometry.coversBox)
            let back = geometry.result
            #expect(back.quarterTurns == result.quarterTurns && back.isMirrored == result.isMirrored)
            #expect(isClose(back.angleDegrees, result.angleDegrees, tolerance: 1e-12))
            #expect(isClose(back.pixelRect, result.pixelRect, tolerance: 1e-6), "\(result) → \(back)")
            let json = try JSONEncoder().encode(result)
            #expect(try JSONDecoder().decode(CropEditorResult.self, from: json) == result)
        }
    }

    /// Found by `CropEditorPropertyTests` (it failed before the fix): a region thinner than a
    /// pixel on a sliver of an image (23 px wide, zoomed far in, turned 31°) was widened to one
    /// pixel about its centre and then poked out of the image. Now its long side shortens until
    /// the turned rect fits: 1 × 44 turned 31° spans 1·cos 31° + 44·sin 31° = 23.519 px across,
    /// 0.519 too many; each pixel off the 44 takes sin 31° = 0.515 off, so 2 go: 1 × 42.
    @Test func aSubPixelRegionIsWidenedInsideTheImage() throws {
        let turn = (c: CGFloat(cos(31 * Double.pi / 180)), s: CGFloat(sin(31 * Double.pi / 180)))
        #expect(CropEditorGeometry.fitting(CGSize(width: 1, height: 44), turnedBy: turn, in: CGSize(width: 23, height: 2999))
                == CGSize(width: 1, height: 42))
        #expect(CropEditorGeometry.fitting(CGSize(width: 5, height: 10), turnedBy: turn, in: CGSize(width: 23, height: 2999))
                == CGSize(width: 5, height: 10))
        // Through a geometry: a 40 × 0.6 pt box at 60 pt/px near the top of a 2999 × 23 image.
        let geometry = CropEditorGeometry(
            imagePixelSize: CGSize(width: 2999, height: 23), orientation: .identity, angleDegrees: 31, scale: 60,
            imageCenter: .zero, box: CGRect(x: 0, y: 0, width: 40, height: 0.6), availableRect: .zero,
            limits: CropEditorLimits())
        var placed = geometry
        placed.imageCenter = geometry.clampedImageCenter(CGPoint(x: 0, y: 1e6), scale: 60)   // the box at the top edge
        #expect(placed.coversBox)
        let result = placed.result
        #expect(result.pixelRect.height == 1)
        #expect(result.regionCorners.allSatisfy { $0.x >= 0 && $0.y >= -1e-9 && $0.x <= 2999 && $0.y <= 23 + 1e-9 })
    }

    /// Unusable results open nothing: the editor starts from the whole image instead.
    @Test func unusableResultsOpenNothing() {
        let space = CGRect(x: 0, y: 0, width: 300, height: 300)
        let bad = [
            CropEditorResult(imagePixelSize: .zero, pixelRect: Self.region),
            CropEditorResult(imagePixelSize: Self.photo, pixelRect: .zero),
            CropEditorResult(imagePixelSize: Self.photo, pixelRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
        ]
        for result in bad {
            #expect(CropEditorGeometry(result: result, imagePixelSize: Self.photo, availableRect: space,
                                       limits: CropEditorLimits()) == nil)
        }
    }
}
