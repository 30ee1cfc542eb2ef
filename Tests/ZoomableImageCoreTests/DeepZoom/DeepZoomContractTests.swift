import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
import ZoomableImageCore

/// Issue 23's contract, spelled out with explicit types and without `@testable` (as
/// `ContractTests` does for the rest of the core): renaming a member, changing a label, a
/// default, a conformance or `let` for `var` fails the build.
@Suite struct DeepZoomContractTests {
    static let dzi = Data(#"<Image TileSize="256" Overlap="1" Format="jpg"><Size Width="700" Height="300"/></Image>"#.utf8)
    static let info = Data(#"{"width": 700, "height": 300, "tiles": [{"width": 256, "scaleFactors": [1, 2]}]}"#.utf8)

    @Test func tileIDHasItsMembers() {
        func conforms<T: Hashable & Sendable & Codable>(_: T.Type) -> Bool { true }
        let make: (Int, Int, Int) -> TileID = TileID.init(level:column:row:)
        var tile = make(1, 2, 3)
        tile.level = 0
        tile.column = 5
        tile.row = 6
        #expect(conforms(TileID.self) && tile == TileID(level: 0, column: 5, row: 6))
    }

    @Test func tilePyramidHasItsMembersAndDefaults() {
        func conforms<T: Equatable & Sendable & Codable>(_: T.Type) -> Bool { true }
        let make: (CGSize, Int, Int) -> TilePyramid = TilePyramid.init(storedPixelSize:tileSize:overlap:)
        let defaults = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300))
        #expect(make(CGSize(width: 700, height: 300), 256, 0) == defaults)
        let levelCount: KeyPath<TilePyramid, Int> = \.levelCount
        let pixelSize: (TilePyramid) -> (Int) -> CGSize = TilePyramid.pixelSize(ofLevel:)
        let tileGrid: (TilePyramid) -> (Int) -> (columns: Int, rows: Int) = TilePyramid.tileGrid(ofLevel:)
        let pixelRect: (TilePyramid) -> (TileID) -> CGRect = TilePyramid.pixelRect(of:)
        // 700 × 300 px: 11 levels, level 1 is 350 × 150, level 0 has 3 × 2 tiles of 256.
        #expect(conforms(TilePyramid.self) && defaults[keyPath: levelCount] == 11)
        #expect(pixelSize(defaults)(1) == CGSize(width: 350, height: 150))
        #expect(tileGrid(defaults)(0) == (columns: 3, rows: 2))
        #expect(pixelRect(defaults)(TileID(level: 0, column: 2, row: 1)) == CGRect(x: 512, y: 256, width: 188, height: 44))
    }

    @Test func deepZoomDescriptorHasItsMembers() throws {
        let make: (Data) throws -> DeepZoomDescriptor = DeepZoomDescriptor.init(xml:)
        var descriptor = try make(Self.dzi)
        descriptor.pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300), tileSize: 256, overlap: 1)
        let tilePath: (DeepZoomDescriptor) -> (TileID) -> String = DeepZoomDescriptor.tilePath(for:)
        #expect(tilePath(descriptor)(TileID(level: 0, column: 1, row: 0)) == "10/1_0.jpg")
    }

    @Test func iiifImageInfoHasItsMembers() throws {
        let make: (Data) throws -> IIIFImageInfo = IIIFImageInfo.init(json:)
        var info = try make(Self.info)
        info.pyramid = TilePyramid(storedPixelSize: CGSize(width: 700, height: 300))
        info.levels = [0, 1]
        let tilePath: (IIIFImageInfo) -> (TileID) -> String? = IIIFImageInfo.tilePath(for:)
        #expect(tilePath(info)(TileID(level: 1, column: 1, row: 0)) == "512,0,188,300/94,150/0/default.jpg")
        #expect(tilePath(info)(TileID(level: 2, column: 0, row: 0)) == nil)
    }

    @Test func descriptorErrorsHaveTheirCases() {
        let cases: [TileDescriptorError] = [.unreadable("x"), .missing("Size"), .invalid("Width"), .unsupported("y")]
        func conforms<T: Error & Equatable & Sendable>(_: T.Type) -> Bool { true }
        #expect(conforms(TileDescriptorError.self) && Set(cases.map { "\($0)" }).count == 4)
    }
}
