import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension FileRegionRead {
    /// The strips, top to bottom, for the image ImageIO returned: `decodedSize` pixels (stored
    /// orientation) — the size asked for, or larger where the format could not subsample (the
    /// strips then get fewer rows each, and the cap holds all the same).
    ///
    /// `nil` when the read cannot stay within ``maximumStripBytes``: one decoded row is already
    /// larger, the strips would be more than ``maximumStripCount``, or — a format that does not
    /// decode in bands — the whole decoded image is larger.
    public func strips(decodedSize: CGSize) -> [Strip]? {
        guard let rows = stripRows(decodedSize: decodedSize) else { return nil }
        let sx = decodedSize.width / storedSize.width, sy = decodedSize.height / storedSize.height
        // The region in decoded pixels, exactly, and cut outward to whole pixels.
        let exact = CGRect(x: region.minX * sx, y: region.minY * sy, width: region.width * sx, height: region.height * sy)
        let left = exact.minX.rounded(.down), right = min(exact.maxX.rounded(.up), decodedSize.width)
        let top = exact.minY.rounded(.down), bottom = min(exact.maxY.rounded(.up), decodedSize.height)
        guard right > left, bottom > top else { return nil }
        // Decoded pixels → bitmap pixels: the exact region fills the bitmap.
        let fx = outputSize.width / exact.width, fy = outputSize.height / exact.height
        var strips: [Strip] = []
        var stripTop = top
        while stripTop < bottom {
            // The next line of the grid of `rows` rows from the image's top.
            let stripBottom = min(bottom, ((stripTop / rows).rounded(.down) + 1) * rows)
            guard strips.count < Self.maximumStripCount else { return nil }
            let drawTop = (stripTop - exact.minY) * fy, drawHeight = (stripBottom - stripTop) * fy
            strips.append(Strip(crop: CGRect(x: left, y: stripTop, width: right - left, height: stripBottom - stripTop),
                                drawRect: CGRect(x: (left - exact.minX) * fx, y: outputSize.height - drawTop - drawHeight,
                                                 width: (right - left) * fx, height: drawHeight)))
            stripTop = stripBottom
        }
        return strips
    }

    /// The most bytes one strip decodes for `decodedSize`: its rows at full decoded width, 4 bytes
    /// a pixel (for a format that does not decode in bands, the whole decoded image); `nil` when
    /// the read cannot stay within ``maximumStripBytes`` (``strips(decodedSize:)``).
    public func peakStripBytes(decodedSize: CGSize) -> Int? {
        guard let strips = strips(decodedSize: decodedSize) else { return nil }
        let rows = decodesInBands ? strips.map(\.crop.height).max() ?? 0 : decodedSize.height
        return Int(decodedSize.width * rows * 4)
    }

    /// How many rows a strip may have at most: a band of the cap at full decoded width, in whole
    /// multiples of 16 rows when it holds 16 or more; the whole decoded height for a format that
    /// does not decode in bands. `nil` when not even that fits the cap.
    func stripRows(decodedSize: CGSize) -> CGFloat? {
        guard decodedSize.isPositiveAndFinite, decodedSize.width.rounded() == decodedSize.width,
              decodedSize.height.rounded() == decodedSize.height else { return nil }
        let rowBytes = Double(decodedSize.width) * 4
        guard decodesInBands else {
            return rowBytes * Double(decodedSize.height) <= Double(maximumStripBytes) ? decodedSize.height : nil
        }
        let rows = (Double(maximumStripBytes) / rowBytes).rounded(.down)
        guard rows >= 1 else { return nil }
        return CGFloat(rows >= 16 ? (rows / 16).rounded(.down) * 16 : rows)
    }
}

extension FileRegionRead {
    /// Whether one stored pixel's exact colour can be read within `maximumStripBytes`: the pixel is
    /// cut out of the full-size image and drawn, which decodes its band — one strip of one row —
    /// or, for a format that does not decode in bands, the whole image (a 20 000² progressive
    /// JPEG's 1.6 GB is not read). A pixel outside the image cannot be read. `maximumStripBytes` is
    /// 32 MiB by default.
    public static func canRead(pixel: PixelIndex, storedSize: CGSize, file: ImageFileTraits,
                               maximumStripBytes: Int = defaultMaximumStripBytes) -> Bool {
        FileRegionRead(region: CGRect(x: pixel.x, y: pixel.y, width: 1, height: 1), outputSize: CGSize(width: 1, height: 1),
                       storedSize: storedSize, subsampleFactor: 1, file: file, maximumStripBytes: maximumStripBytes)
            .flatMap { $0.strips(decodedSize: storedSize) } != nil
    }

    /// The levels of a file's pyramid whose tiles can be read within `maximumStripBytes` as
    /// ``init(tile:pyramid:file:maximumStripBytes:)`` reads them, one bit each
    /// (``TilePlanner/levelSet(_:)``): all of them (`UInt64.max`) when every level can. A level
    /// left out is never planned; the view shows the finest level it can read instead.
    /// `maximumStripBytes` is 32 MiB by default.
    public static func readableLevels(of pyramid: TilePyramid, file: ImageFileTraits,
                                      maximumStripBytes: Int = defaultMaximumStripBytes) -> UInt64 {
        let levels = (0..<min(pyramid.levelCount, 64)).filter { level in
            // A level's first tile has the most rows of any of its tiles, and all share the width.
            FileRegionRead(tile: TileID(level: level, column: 0, row: 0), pyramid: pyramid, file: file,
                           maximumStripBytes: maximumStripBytes)
                .flatMap { $0.strips(decodedSize: $0.expectedDecodedSize) } != nil
        }
        return levels.count == pyramid.levelCount ? .max : TilePlanner.levelSet(levels)
    }
}
