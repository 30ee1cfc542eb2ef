import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The caps and media types of tiles and descriptors, by hand.
@Suite struct ResponseLimitsTests {
    /// 700 × 300 px, 256 px tiles, overlap 1: an inner tile is 258 × 258 px decoded, the
    /// bottom-right one (2, 1) 189 × 45 (columns 511 … 700, rows 255 … 300).
    static let pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)

    /// Inner top tile (1, 0): 258 × 257 px; corner (2, 1): 189 × 45 px; (3, 0) is off the grid.
    static let tileCaps: [(TileID, Int)] = [(TileID(level: 0, column: 1, row: 0), 1_126_432),  // 4 · 265 224 + 65 536
                                            (TileID(level: 0, column: 2, row: 1), 201_616),    // 4 · 34 020 + 65 536
                                            (TileID(level: 0, column: 3, row: 0), 65_536)]

    @Test(arguments: tileCaps)
    func aTileMayCarryFourTimesItsDecodedBytesAndItsMetadata(tile: TileID, bytes: Int) {
        let limits = ResponseLimits.tile(tile, of: Self.pyramid)
        #expect(limits.maximumBytes == bytes && limits.contentKind == .image)
        #expect(limits.timeout == 30 && limits.idleTimeout == 15 && limits.maximumRedirects == 5)
    }

    @Test func descriptorsMayCarryFourMebibytes() {
        #expect(ResponseLimits.deepZoomDescriptor.maximumBytes == 4_194_304)
        #expect(ResponseLimits.deepZoomDescriptor.contentKind == .xml && ResponseLimits.iiifInfo.contentKind == .json)
        #expect(ResponseLimits.iiifInfo.maximumBytes == 4_194_304)
    }

    /// A media type and whether a tile, a `.dzi` and an `info.json` accept it.
    struct Acceptance: Sendable, CustomTestStringConvertible {
        var mediaType: String?
        var image, xml, json: Bool
        var testDescription: String { mediaType ?? "none" }

        init(_ mediaType: String?, _ image: Bool, _ xml: Bool, _ json: Bool) {
            (self.mediaType, self.image, self.xml, self.json) = (mediaType, image, xml, json)
        }
    }

    static let acceptances: [Acceptance] = [
        Acceptance("image/jpeg", true, false, false), Acceptance("IMAGE/PNG; q=1", true, false, false),
        Acceptance(nil, true, true, true), Acceptance("", true, true, true),
        Acceptance(" application/octet-stream ", true, true, true), Acceptance("binary/octet-stream", true, true, true),
        Acceptance("text/plain; charset=utf-8", false, true, true),
        Acceptance("application/xml", false, true, false), Acceptance("text/xml", false, true, false),
        Acceptance("application/vnd.microsoft.deepzoom+xml", false, true, false),
        Acceptance("application/json", false, false, true),
        Acceptance("application/ld+json;profile=\"http://iiif.io\"", false, false, true),
        Acceptance("text/html", false, false, false), Acceptance("application/javascript", false, false, false),
        Acceptance("video/mp4", false, false, false),
    ]

    @Test(arguments: acceptances)
    func eachKindAcceptsItsOwnMediaTypesAndTheUntyped(_ case: Acceptance) {
        #expect(ResponseLimits.ContentKind.image.accepts(mediaType: `case`.mediaType) == `case`.image)
        #expect(ResponseLimits.ContentKind.xml.accepts(mediaType: `case`.mediaType) == `case`.xml)
        #expect(ResponseLimits.ContentKind.json.accepts(mediaType: `case`.mediaType) == `case`.json)
    }
}
