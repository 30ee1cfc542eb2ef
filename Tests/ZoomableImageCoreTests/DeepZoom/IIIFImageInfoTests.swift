import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Reading IIIF Image API 3 `info.json` documents, and tile paths by the implementation notes'
/// "Tile region parameter calculation": region x = n·tw·s, y = m·th·s, w = min(tw·s, width − x),
/// h likewise; size w' = ceil(w / s), h' = ceil(h / s).
@Suite struct IIIFImageInfoTests {
    /// What `vips dzsave --layout iiif3` wrote for the 700 × 300 px fixture.
    static let vipsJSON = Data("""
        {"@context": "http://iiif.io/api/image/3/context.json", "id": "https://example.org/tiles/iiif",
         "type": "ImageService3", "profile": "level0", "protocol": "http://iiif.io/api/image",
         "tiles": [{"scaleFactors": [1, 2], "width": 256}], "width": 700, "height": 300}
        """.utf8)

    @Test func readsVipsOutput() throws {
        let info = try IIIFImageInfo(json: Self.vipsJSON)
        #expect(info.pyramid == TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256))
        #expect(info.levels == [0, 1])
        #expect(info.id == "https://example.org/tiles/iiif")
    }

    @Test(arguments: [
        // s = 1: a full tile, and the bottom-right one: x = 512, w = 700 − 512 = 188, y = 256, h = 44.
        (TileID(level: 0, column: 0, row: 0), "0,0,256,256/256,256/0/default.jpg"),
        (TileID(level: 0, column: 2, row: 1), "512,256,188,44/188,44/0/default.jpg"),
        // s = 2: cells of 512 px; column 1 is x = 512, w = 188 → 94; h = min(512, 300) = 300 → 150.
        (TileID(level: 1, column: 0, row: 0), "0,0,512,300/256,150/0/default.jpg"),
        (TileID(level: 1, column: 1, row: 0), "512,0,188,300/94,150/0/default.jpg"),
    ])
    func tilePathsFollowTheImplementationNotes(tile: TileID, path: String) throws {
        #expect(try IIIFImageInfo(json: Self.vipsJSON).tilePath(for: tile) == path)
    }

    @Test(arguments: [TileID(level: 2, column: 0, row: 0),    // factor 4 is not listed
                      TileID(level: 0, column: 3, row: 0), TileID(level: 1, column: 0, row: 1),
                      TileID(level: 0, column: -1, row: 0)])
    func aLevelTheServerLacksOrATileOffTheGridHasNoPath(tile: TileID) throws {
        #expect(try IIIFImageInfo(json: Self.vipsJSON).tilePath(for: tile) == nil)
    }

    @Test func onlyPowerOfTwoFactorsWithinThePyramidAreLevels() throws {
        // 6000 × 4000 has 14 levels (2^13 = 8192 ≥ 6000); 3 is no power of two, 2^14 is past the top.
        let json = #"{"id": "x", "width": 6000, "height": 4000, "tiles": [{"width": 512, "height": 512, "scaleFactors": [16, 1, 2, 3, 4, 8, 16384]}]}"#
        let info = try IIIFImageInfo(json: Data(json.utf8))
        #expect(info.levels == [0, 1, 2, 3, 4])
        // s = 8: cell 4096; column 1 is x = 4096, w = 6000 − 4096 = 1904 → ceil(1904/8) = 238;
        // h = min(4096, 4000) = 4000 → 500.
        #expect(info.tilePath(for: TileID(level: 3, column: 1, row: 0)) == "4096,0,1904,4000/238,500/0/default.jpg")
    }

    // Image API 2's canonical size is `w,` (2.1 "Canonical URI Syntax"; a level-0 server's
    // static files have only that name); API 3's is `w,h`. Which API: `@context` (a string or a
    // list), API 3's `type` "ImageService3", else an `@id` without an `id` means API 2. The tile
    // is level 1's column 1 of 700 × 300: region 512,0,188,300, size 94 × 150.
    @Test(arguments: [
        (#""@context": "http://iiif.io/api/image/2/context.json", "@id": "x", "#, "512,0,188,300/94,/0/default.jpg"),
        (#""@context": ["http://iiif.io/api/image/2/context.json"], "#, "512,0,188,300/94,/0/default.jpg"),
        (#""@id": "x", "#, "512,0,188,300/94,/0/default.jpg"),
        (#""@context": "http://iiif.io/api/image/3/context.json", "@id": "x", "#, "512,0,188,300/94,150/0/default.jpg"),
        (#""@context": ["http://example.org/extension.json", "http://iiif.io/api/image/3/context.json"], "#,
         "512,0,188,300/94,150/0/default.jpg"),
        (#""type": "ImageService3", "@id": "x", "#, "512,0,188,300/94,150/0/default.jpg"),
        (#""id": "x", "#, "512,0,188,300/94,150/0/default.jpg"),
        (#""@context": {"a": 1}, "type": 3, "#, "512,0,188,300/94,150/0/default.jpg"),   // unreadable: API 3
        ("", "512,0,188,300/94,150/0/default.jpg"),
    ])
    func anImageAPI2DocumentGetsSizesByWidth(fields: String, path: String) throws {
        let json = #"{\#(fields)"width": 700, "height": 300, "tiles": [{"width": 256, "scaleFactors": [1, 2]}]}"#
        let info = try IIIFImageInfo(json: Data(json.utf8))
        #expect(info.tilePath(for: TileID(level: 1, column: 1, row: 0)) == path)
    }

    @Test func anIIIF2IdentifierIsRead() throws {
        let json = #"{"@id": "https://example.org/iiif2/page", "width": 10, "height": 20, "tiles": [{"width": 64, "scaleFactors": [1]}]}"#
        #expect(try IIIFImageInfo(json: Data(json.utf8)).id == "https://example.org/iiif2/page")
    }

    // Tiles are requested from the id when it is an absolute URL, else next to the info.json
    // (the rule in serviceURL's documentation); expectations are the URLs spelled by hand.
    @Test(arguments: [
        (#""id": "https://iiif.example.org/image/p12", "#, "https://iiif.example.org/image/p12"),
        (#""@id": "http://example.org/iiif2/page", "#, "http://example.org/iiif2/page"),
        (#""id": "p12", "#, "https://cdn.example.net/sets/p12/"),           // relative: the folder
        ("", "https://cdn.example.net/sets/p12/"),                            // no id: the folder
    ])
    func tilesAreRequestedFromAnAbsoluteIdElseTheDocumentsFolder(idField: String, expected: String) throws {
        let json = #"{\#(idField)"width": 10, "height": 20, "tiles": [{"width": 64, "scaleFactors": [1]}]}"#
        let info = try IIIFImageInfo(json: Data(json.utf8))
        let infoURL = try #require(URL(string: "https://cdn.example.net/sets/p12/info.json"))
        #expect(info.serviceURL(forInfoURL: infoURL).absoluteString == expected)
    }

    static func document(width: String = "700", height: String = "300", tiles: String? = #"[{"width": 256, "scaleFactors": [1, 2]}]"#) -> Data {
        let tilesField = tiles.map { #", "tiles": \#($0)"# } ?? ""
        return Data(#"{"width": \#(width), "height": \#(height)\#(tilesField)}"#.utf8)
    }

    @Test(arguments: [
        (document(width: "0"), TileDescriptorError.invalid("width")),
        (document(width: "-700"), .invalid("width")),
        (document(width: "700.5"), .invalid("width")),
        (document(width: "1e30"), .outOfLimits("width")),
        (document(width: #""700""#), .invalid("width")),
        (document(height: "2147483649"), .outOfLimits("height")),
        (document(tiles: #"[{"width": 2049, "scaleFactors": [1]}]"#), .outOfLimits("tiles.width")),
        (document(tiles: #"[{"width": 63, "scaleFactors": [1]}]"#), .outOfLimits("tiles.width")),
        (document(tiles: nil), .missing("tiles")),
        (document(tiles: "[]"), .missing("tiles")),
        (document(tiles: #"[{"width": 0, "scaleFactors": [1]}]"#), .invalid("tiles.width")),
        (document(tiles: #"[{"width": 256, "scaleFactors": [0, 1]}]"#), .invalid("scaleFactors")),
        (document(tiles: #"[{"width": 256}]"#), .missing("scaleFactors")),
        (Data(#"{"height": 300, "tiles": []}"#.utf8), .missing("width")),
    ])
    func aCorruptDocumentThrowsTheFieldItConcerns(data: Data, error: TileDescriptorError) {
        #expect(throws: error) { try IIIFImageInfo(json: data) }
    }

    @Test(arguments: [document(tiles: #"[{"width": 256, "height": 128, "scaleFactors": [1]}]"#),
                      document(tiles: #"[{"width": 256, "scaleFactors": [3, 5]}]"#),
                      document(tiles: #"[{"width": 256, "scaleFactors": [4096]}]"#)])
    func nonSquareTilesOrNoUsableFactorAreUnsupported(data: Data) {
        #expect { try IIIFImageInfo(json: data) } throws: { ($0 as? TileDescriptorError)?.isUnsupported == true }
    }

    /// A document over 4 MiB is not parsed: 4 194 304 bytes are, one more is not.
    @Test func aDocumentOverFourMebibytesIsOutOfLimits() throws {
        let head = Self.document()
        var padded = head + Data(repeating: UInt8(ascii: " "), count: 4_194_304 - head.count)
        #expect(try IIIFImageInfo(json: padded).levels == [0, 1])
        padded.append(UInt8(ascii: " "))
        #expect(throws: TileDescriptorError.outOfLimits("document")) { try IIIFImageInfo(json: padded) }
    }

    @Test(arguments: ["", "{", "[]", "null", "<xml/>"])
    func dataThatIsNoObjectIsUnreadable(text: String) {
        #expect { try IIIFImageInfo(json: Data(text.utf8)) } throws: { ($0 as? TileDescriptorError)?.isUnreadable == true }
    }
}
