import Foundation
@_spi(Internals) @testable import ZoomableImageCore

/// The 20 000 × 20 000 px Deep Zoom pyramid of issue 34's peer session, as libvips writes it
/// (`vips dzsave --tile-size 254 --overlap 1`): read from `Fixtures/peer-20000.txt`, which
/// `Scripts/make-deep-zoom-fixture` wrote from the tiles' JPEG headers. Tile sizes and decoded
/// bytes come from there, not from ``TilePyramid``.
struct PeerPyramid {
    /// One level: its tiles' widths by column and heights by row, in pixels.
    struct Level {
        var widths: [Int]
        var heights: [Int]
    }

    /// Levels by this package's numbering (0 = full resolution; Deep Zoom's level L is 15 − L).
    let levels: [Level]

    static let shared: PeerPyramid = {
        let url = DeepZoomFixture.folder.appendingPathComponent("peer-20000.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("no \(url.path)") }
        return PeerPyramid(manifest: text)
    }()

    /// Parses lines `level L CxR widths w w*n … heights h h*n …`.
    init(manifest: String) {
        var byDeepZoomLevel: [Int: Level] = [:]
        for line in manifest.split(separator: "\n") where line.hasPrefix("level ") {
            let words = line.split(separator: " ").map(String.init)
            let heightsAt = words.firstIndex(of: "heights")!
            func expand(_ runs: ArraySlice<String>) -> [Int] {
                runs.flatMap { run -> [Int] in
                    let parts = run.split(separator: "*").map { Int($0)! }
                    return Array(repeating: parts[0], count: parts.count == 2 ? parts[1] : 1)
                }
            }
            byDeepZoomLevel[Int(words[1])!] = Level(widths: expand(words[4..<heightsAt]), heights: expand(words[(heightsAt + 1)...]))
        }
        let top = byDeepZoomLevel.keys.max()!
        levels = (0...top).map { byDeepZoomLevel[top - $0]! }
    }

    /// A tile's decoded bytes: its JPEG's width × height × 4.
    func byteCount(of tile: TileID) -> Int {
        levels[tile.level].widths[tile.column] * levels[tile.level].heights[tile.row] * 4
    }
}
