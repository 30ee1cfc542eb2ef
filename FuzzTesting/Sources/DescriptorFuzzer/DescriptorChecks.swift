import Foundation
@_spi(Internals) import ZoomableImageCore

/// What must hold for any descriptor a server may send: it reads, or throws a
/// ``TileDescriptorError``; and what reads describes a pyramid within the documented limits that a
/// view can plan, stitch and load without a trap, an overflow or an unbounded amount of work.
/// A violation traps, which libFuzzer reports with the input.
enum DescriptorChecks {
    /// A phone's view: 393 × 852 pt at @3x, zoom up to 64.
    static let request = DecodeRequest(generation: 1, containerSize: CGSize(width: 393, height: 852), screenScale: 3,
                                       maximumZoomScale: 64, contentMode: .scaleAspectFit)

    static func check(_ data: Data, verbose: Bool) {
        do {
            let descriptor = try DeepZoomDescriptor(xml: data)
            if verbose { print("dzi: \(descriptor.pyramid)") }
            checkPyramid(descriptor.pyramid, availableLevels: .max) { tile in
                let path = descriptor.tilePath(for: tile)
                require(!path.contains("..") && !path.hasPrefix("/"), "tile path \(path) leaves the tiles folder")
            }
        } catch {
            require(error is TileDescriptorError, "a .dzi threw \(error), not a TileDescriptorError")
            if verbose { print("dzi: \(error)") }
        }
        do {
            let info = try IIIFImageInfo(json: data)
            if verbose { print("iiif: \(info.pyramid), levels \(info.levels)") }
            require(!info.levels.isEmpty && info.levels.allSatisfy(info.pyramid.contains(level:)),
                    "levels \(info.levels) outside the pyramid's \(info.pyramid.levelCount)")
            checkPyramid(info.pyramid, availableLevels: TilePlanner.levelSet(info.levels)) { tile in
                require(info.tilePath(for: tile) != nil, "no path for \(tile) of a listed level")
            }
        } catch {
            require(error is TileDescriptorError, "an info.json threw \(error), not a TileDescriptorError")
            if verbose { print("iiif: \(error)") }
        }
    }

    /// A pyramid within the limits, used as a view uses it: the base copy's tiling and stitch,
    /// then the tile machine at rest, zoomed to level 0 at the centre and at the far corner, every
    /// load ending; each tile loaded is named (`name`) and given a response cap.
    static func checkPyramid(_ pyramid: TilePyramid, availableLevels: UInt64, name: (TileID) -> Void) {
        let limits = DescriptorLimits.self
        require(!pyramid.isEmpty && pyramid.levelCount <= limits.maximumLevelCount, "pyramid \(pyramid) out of limits")
        require(limits.tileSizes.contains(pyramid.tileSize) && limits.overlaps.contains(pyramid.overlap),
                "tile size \(pyramid.tileSize) or overlap \(pyramid.overlap) out of limits")
        let tiling = ImageTiling(pyramid: pyramid, availableLevels: availableLevels, for: request)
        require(pyramid.contains(level: tiling.baseLevel), "base level \(tiling.baseLevel) outside the pyramid")
        let stitch = TileStitch(base: tiling)
        let canvas = stitch.canvasSize
        require(stitch.tiles.count <= TileStitch.maximumTileCount && canvas.width * canvas.height * 4 <= CGFloat(1 << 31),
                "base stitch of \(stitch.tiles.count) tiles onto \(canvas)")
        var machine = TileCacheStateMachine()
        _ = machine.newImage(pyramid, baseLevel: tiling.baseLevel, availableLevels: availableLevels)
        let whole = CGRect(origin: .zero, size: pyramid.storedPixelSize)
        let corner = CGRect(x: max(0, whole.width - 1179), y: max(0, whole.height - 2556), width: 1179, height: 2556)
        let centre = CGRect(x: whole.midX - 590, y: whole.midY - 1278, width: 1179, height: 2556)
        for viewport in [TileViewport(visibleRect: whole, devicePixelsPerStoredPixel: 1179 / max(whole.width, 1)),
                         TileViewport(visibleRect: centre.intersection(whole), devicePixelsPerStoredPixel: 1),
                         TileViewport(visibleRect: corner.intersection(whole), devicePixelsPerStoredPixel: 1)] {
            var pending = machine.plan(viewport, motion: .resting).load
            var rounds = 0
            while !pending.isEmpty {
                rounds += 1
                require(rounds <= 4096, "the machine keeps loading")
                var next: [TileID] = []
                for tile in pending {
                    name(tile)
                    let bytes = pyramid.byteCount(of: tile)
                    require(bytes > 0 && ResponseLimits.tile(tile, of: pyramid).maximumBytes > bytes,
                            "tile \(tile) of \(bytes) B has no sane cap")
                    next += machine.tileLoaded(tile, generation: machine.generation, bytes: bytes).load
                }
                pending = next
            }
            require(machine.totalResidentBytes <= machine.configuration.byteBudget,
                    "resident \(machine.totalResidentBytes) B over the budget")
        }
    }

    /// Traps with `message` when `condition` fails (libFuzzer reports it as a finding).
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        guard !condition else { return }
        print("descriptor invariant violated: \(message())")
        fatalError(message())
    }
}
