import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Whether a stitched canvas is an image: not when every tile asked for failed.
@Suite struct TileStitchTallyTests {
    /// Outcomes as drawn (true) or failed (false), and whether the canvas survives: by the rule
    /// "no image when tiles were asked for and none was drawn".
    @Test(arguments: [
        ([Bool](), true),                     // nothing asked for: the canvas as made
        ([false, false, false], false),       // every tile failed: no image
        ([false, true, false], true),         // one drawn: the canvas, with holes
        ([true, true], true),
    ])
    func aCanvasWithNoTileDrawnIsNoImage(outcomes: [Bool], keepsCanvas: Bool) {
        var tally = TileStitch.Tally()
        for drawn in outcomes { tally.record(drawn ? "tile" : nil) }
        #expect(tally.drawnCount == outcomes.filter { $0 }.count)
        #expect(tally.failedCount == outcomes.filter { !$0 }.count)
        #expect((tally.stitched("canvas") != nil) == keepsCanvas)
    }
}
