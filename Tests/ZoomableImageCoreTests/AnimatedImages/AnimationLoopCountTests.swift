import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// How many times an animated image plays, from the number ImageIO reports. A GIF's number is
/// NETSCAPE2.0's repeats after the first play (WebKit's ImageDecoderCG: absent → once, 0 →
/// forever, n → n + 1; Chromium/Skia and Firefox agree); APNG's, HEICS's and WebP's is the
/// number of plays (Apple: "The number of times to play the sequence"; APNG's num_plays).
@Suite struct AnimationLoopCountTests {
    @Test(arguments: [
        // (kCGImagePropertyGIFLoopCount, plays)
        (nil, 1),           // no NETSCAPE block: plays once and stops
        (1, 2),             // one repeat: 1 + 1 = 2 plays
        (2, 3),             // ImageMagick's -loop 2 … as browsers play it: 3 times
        (65_535, 65_536),   // the 16-bit field's largest: 65 535 repeats + the first play
        (-1, 1),            // negative: the field cannot hold it — played once
        (Int.max, Int.max), // + 1 would overflow: saturates
    ] as [(Int?, Int)])
    func aGIFsLoopCountIsRepeatsAfterTheFirstPlay(gifLoopCount: Int?, plays: Int) {
        #expect(AnimationLoopCount(gifLoopCount: gifLoopCount).playCount == plays)
    }

    @Test(arguments: [
        // (kCGImagePropertyAPNGLoopCount / HEICSLoopCount / WebPLoopCount, plays)
        (nil, 1),           // missing: WebKit's "No property means loop once"
        (1, 1),             // num_plays 1: once — unlike a GIF's 1
        (3, 3),
        (-5, 1),            // negative: once
        (Int.max, Int.max),
    ] as [(Int?, Int)])
    func aSequencesLoopCountIsTheNumberOfPlays(sequenceLoopCount: Int?, plays: Int) {
        #expect(AnimationLoopCount(sequenceLoopCount: sequenceLoopCount).playCount == plays)
    }

    @Test func zeroMeansForeverInEveryFormat() {
        #expect(AnimationLoopCount(gifLoopCount: 0) == .forever)
        #expect(AnimationLoopCount(sequenceLoopCount: 0) == .forever)
        #expect(AnimationLoopCount.forever.playCount == nil)
    }

    @Test(arguments: [(0, 1), (-3, 1), (1, 1), (4, 4)])
    func aPlayCountBelowOnePlaysOnce(count: Int, plays: Int) {
        // "Forever" is its own value: 0 plays would show nothing, so it means once here.
        #expect(AnimationLoopCount.plays(count).playCount == plays)
    }
}
