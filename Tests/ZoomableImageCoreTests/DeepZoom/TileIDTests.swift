import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Tile identity: equal tiles hash alike on both hashing paths (one packed word for columns and
/// rows below 2^29, three numbers beyond), and distinct tiles stay distinct in a set.
@Suite struct TileIDTests {
    @Test(arguments: [
        TileID(level: 0, column: 2, row: 1),
        TileID(level: 31, column: (1 << 29) - 1, row: (1 << 29) - 1),   // the largest packed
        TileID(level: 0, column: 1 << 29, row: 5),                       // past the packing
        TileID(level: 40, column: 1, row: 1), TileID(level: -1, column: -3, row: 0),
    ])
    func equalTilesHashAlike(tile: TileID) {
        let copy = TileID(level: tile.level, column: tile.column, row: tile.row)
        #expect(copy == tile && copy.hashValue == tile.hashValue)
    }

    @Test func tilesDifferingInOneNumberStayApartInASet() {
        // Level, column and row each in their own bits: (1, 0, 0), (0, 1, 0) and (0, 0, 1) differ,
        // as do two tiles past the packing that differ only in the row.
        let tiles: Set = [TileID(level: 1, column: 0, row: 0), TileID(level: 0, column: 1, row: 0),
                          TileID(level: 0, column: 0, row: 1), TileID(level: 0, column: 1 << 30, row: 0),
                          TileID(level: 0, column: 1 << 30, row: 1), TileID(level: 0, column: 1 << 30, row: 0)]
        #expect(tiles.count == 5)
    }

    @Test func theDescriptionNamesLevelColumnAndRow() {
        #expect(TileID(level: 3, column: 12, row: 7).description == "3/12_7")
    }

    @Test func codingUsesTheThreeNames() throws {
        let data = try JSONEncoder().encode(TileID(level: 2, column: 5, row: 9))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Int]
        #expect(object == ["level": 2, "column": 5, "row": 9])
    }
}
