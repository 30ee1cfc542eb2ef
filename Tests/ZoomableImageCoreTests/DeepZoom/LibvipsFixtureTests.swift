import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The contract checked against what libvips wrote (`Scripts/make-deep-zoom-fixture`): the
/// pyramid's levels, grids and tile rects must be exactly the folders, file names and JPEG pixel
/// sizes `vips dzsave` produced, and every tile path must name a file on disk.
@Suite struct LibvipsFixtureTests {
    static func deepZoom() throws -> DeepZoomDescriptor {
        try DeepZoomDescriptor(xml: Data(contentsOf: DeepZoomFixture.dzi))
    }

    static func jpegSize(at url: URL) throws -> CGSize {
        let data = try Data(contentsOf: url)
        let size = try #require(JPEGDimensions.of(data), "\(url.lastPathComponent) is no JPEG")
        return CGSize(width: size.width, height: size.height)
    }

    @Test func deepZoomLevelsAreVipsFolders() throws {
        let pyramid = try Self.deepZoom().pyramid
        // vips names its level folders 0 (1 × 1) … 10 (full size).
        let folders = Set(DeepZoomFixture.files(under: DeepZoomFixture.dziTiles).map { String($0.split(separator: "/")[0]) })
        #expect(pyramid.levelCount == folders.count)
        #expect(folders == Set((0..<pyramid.levelCount).map(String.init)))
    }

    @Test func everyDeepZoomTilePathIsAFileAndEveryFileATile() throws {
        let descriptor = try Self.deepZoom()
        let pyramid = descriptor.pyramid
        var paths = Set<String>()
        for level in 0..<pyramid.levelCount {
            let grid = pyramid.tileGrid(ofLevel: level)
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    paths.insert(descriptor.tilePath(for: TileID(level: level, column: column, row: row)))
                }
            }
        }
        #expect(paths == DeepZoomFixture.files(under: DeepZoomFixture.dziTiles))
        #expect(paths.count == 17)    // 6 + 2 at the two finest levels, 1 at each of the other 9
    }

    @Test func everyDeepZoomTileRectIsItsJPEGsSize() throws {
        let descriptor = try Self.deepZoom()
        let pyramid = descriptor.pyramid
        for level in 0..<pyramid.levelCount {
            let grid = pyramid.tileGrid(ofLevel: level)
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    let tile = TileID(level: level, column: column, row: row)
                    let url = DeepZoomFixture.dziTiles.appendingPathComponent(descriptor.tilePath(for: tile))
                    #expect(try Self.jpegSize(at: url) == pyramid.pixelRect(of: tile).size, "\(tile)")
                }
            }
        }
    }

    @Test func deepZoomLevelSizesAreTheTilesLessTheirOverlap() throws {
        // A level's width is its top row's tile widths summed, less the 2 · overlap pixels every
        // inner boundary repeats; its height likewise down the first column. Read from the JPEGs.
        let descriptor = try Self.deepZoom()
        let pyramid = descriptor.pyramid
        for level in 0..<pyramid.levelCount {
            let grid = pyramid.tileGrid(ofLevel: level)
            func size(_ column: Int, _ row: Int) throws -> CGSize {
                try Self.jpegSize(at: DeepZoomFixture.dziTiles.appendingPathComponent(
                    descriptor.tilePath(for: TileID(level: level, column: column, row: row))))
            }
            let width = try (0..<grid.columns).reduce(CGFloat(0)) { try $0 + size($1, 0).width }
                - CGFloat(2 * pyramid.overlap * (grid.columns - 1))
            let height = try (0..<grid.rows).reduce(CGFloat(0)) { try $0 + size(0, $1).height }
                - CGFloat(2 * pyramid.overlap * (grid.rows - 1))
            #expect(pyramid.pixelSize(ofLevel: level) == CGSize(width: width, height: height), "level \(level)")
        }
    }

    /// `--layout iiif3` (Image API 3, sizes `w,h`) and `--layout iiif` (API 2, sizes `w,`).
    @Test(arguments: [(DeepZoomFixture.iiif, true), (DeepZoomFixture.iiif2, false)])
    func everyIIIFTilePathIsAFileOfItsSize(folder: URL, sizeHasHeight: Bool) throws {
        let info = try IIIFImageInfo(json: Data(contentsOf: folder.appendingPathComponent("info.json")))
        #expect(info.levels == [0, 1])
        var paths = Set<String>()
        for level in info.levels {
            let grid = info.pyramid.tileGrid(ofLevel: level)
            for row in 0..<grid.rows {
                for column in 0..<grid.columns {
                    let tile = TileID(level: level, column: column, row: row)
                    let path = try #require(info.tilePath(for: tile))
                    paths.insert(path)
                    // No overlap: the JPEG is the tile's rect, and the path's size part says so too.
                    let size = try Self.jpegSize(at: folder.appendingPathComponent(path))
                    #expect(size == info.pyramid.pixelRect(of: tile).size, "\(tile)")
                    let height = sizeHasHeight ? "\(Int(size.height))" : ""
                    #expect(path.split(separator: "/", omittingEmptySubsequences: false)[1] == "\(Int(size.width)),\(height)")
                }
            }
        }
        // vips also wrote the whole image at factor 4, which its info.json does not list.
        let wholeImage = sizeHasHeight ? "0,0,700,300/175,75/0/default.jpg" : "0,0,700,300/175,/0/default.jpg"
        #expect(DeepZoomFixture.files(under: folder).subtracting(paths) == ["info.json", wholeImage])
    }
}
