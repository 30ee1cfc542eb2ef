import Foundation
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// Reading a file's frames from ImageIO's property dictionaries. The dictionaries are written
/// here as ImageIO reports them (the names are the values of `kCGImagePropertyGIFDictionary`
/// and its siblings, "{GIF}", "{PNG}", "{HEICS}", "{WebP}"); each expected timeline is worked
/// out by hand from ``AnimationFrameDelay``'s and ``AnimationLoopCount``'s documented rules.
@Suite struct ImageSequenceTests {
    /// Frame properties of one format: one dictionary per frame, `nil` for a frame ImageIO says
    /// nothing about.
    static func frames(_ format: String, _ delays: [[String: Any]?]) -> (Int) -> [String: Any]? {
        { index in delays.indices.contains(index) ? delays[index].map { [format: $0] } : nil }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var loopCount: Int?
        var expectedPlays: Int?
        var testDescription: String { "\(format) LoopCount \(loopCount.map(String.init) ?? "missing")" }
    }

    /// GIF counts repeats after the first play, the others plays; 0 is forever in every format.
    static let loopCases: [Case] = [
        Case(format: "{GIF}", loopCount: 2, expectedPlays: 3),       // played, then repeated twice
        Case(format: "{GIF}", loopCount: nil, expectedPlays: 1),     // no NETSCAPE block
        Case(format: "{GIF}", loopCount: 0, expectedPlays: nil),     // forever
        Case(format: "{PNG}", loopCount: 2, expectedPlays: 2),       // APNG num_plays
        Case(format: "{HEICS}", loopCount: 3, expectedPlays: 3),
        Case(format: "{HEICS}", loopCount: 0, expectedPlays: nil),
        Case(format: "{WebP}", loopCount: 1, expectedPlays: 1),
    ]

    @Test(arguments: loopCases)
    func eachFormatsLoopCountIsReadItsOwnWay(_ test: Case) {
        let file: [String: Any] = [test.format: test.loopCount.map { ["LoopCount": $0] } ?? [:]]
        let sequence = ImageSequence(imageCount: 2, primaryImageIndex: 0, fileProperties: file,
                                     frameProperties: Self.frames(test.format, [["DelayTime": 0.5], ["DelayTime": 0.25]]))
        #expect(sequence.isAnimated)
        #expect(sequence.timeline.loopCount.playCount == test.expectedPlays)
        #expect(sequence.timeline.frameDelays == [0.5, 0.25])
    }

    /// Three GIF frames: unclamped 50 ms (kept), unclamped 0 with clamped 100 ms (0 is under
    /// 11 ms: 100 ms), and only a clamped 70 ms (taken, ≥ 11 ms). A fourth image ImageIO says
    /// nothing about shows for 100 ms.
    @Test func eachFramesDelayIsItsUnclampedElseItsClampedOneAsBrowsersClampThem() {
        let file: [String: Any] = ["{GIF}": ["LoopCount": 0, "HasGlobalColorMap": true]]
        let frames = Self.frames("{GIF}", [
            ["UnclampedDelayTime": NSNumber(value: 0.05), "DelayTime": NSNumber(value: 0.1)],
            ["UnclampedDelayTime": NSNumber(value: 0), "DelayTime": NSNumber(value: 0.1)],
            ["DelayTime": 0.07],
            nil,
        ])
        let sequence = ImageSequence(imageCount: 4, primaryImageIndex: 0, fileProperties: file, frameProperties: frames)
        #expect(sequence.timeline.frameDelays == [0.05, 0.1, 0.07, 0.1])
        #expect(sequence.timeline.loopCount == .forever)
        #expect((0..<4).map(sequence.imageIndex(forFrame:)) == [0, 1, 2, 3])
    }

    /// Numbers come as `NSNumber` from ImageIO, as `Int` or `Double` from Swift; a string, a NaN
    /// or a missing value is no report (the clamped delay, or 100 ms), and a loop count beyond
    /// `Int` saturates (`Int.max` repeats play `Int.max` times, the most there is).
    @Test func numbersOfEveryKindAreReadAndAnythingElseIsNoReport() {
        #expect(ImageSequence.number(NSNumber(value: 0.25)) == 0.25)
        #expect(ImageSequence.number(3) == 3)
        #expect(ImageSequence.number(0.125) == 0.125)
        #expect(ImageSequence.number("0.5") == nil)
        #expect(ImageSequence.number(nil) == nil)
        #expect(ImageSequence.integer(2.9) == 2)                 // truncated
        #expect(ImageSequence.integer(Double.nan) == nil)
        #expect(ImageSequence.integer(1e30) == .max)
        #expect(ImageSequence.integer(-1e30) == .min)
        let file: [String: Any] = ["{GIF}": ["LoopCount": 1e30]]
        let frames = Self.frames("{GIF}", [["UnclampedDelayTime": "fast", "DelayTime": 0.2], ["UnclampedDelayTime": Double.nan]])
        let sequence = ImageSequence(imageCount: 2, primaryImageIndex: 0, fileProperties: file, frameProperties: frames)
        #expect(sequence.timeline.frameDelays == [0.2, 0.1])
        #expect(sequence.timeline.loopCount.playCount == .max)
    }

    /// A HEIF holding three stills (no "{HEICS}" dictionary), primary image 2: one frame, the
    /// primary image, whatever frame is asked for; the frames' properties are read once, for
    /// image 0, to look for a format there.
    @Test func severalImagesWithoutAnAnimationDictionaryAreAStillOfThePrimaryImage() {
        var reads: [Int] = []
        let sequence = ImageSequence(imageCount: 3, primaryImageIndex: 2, fileProperties: ["{Exif}": ["ISO": 100]]) {
            reads.append($0)
            return ["{TIFF}": ["Orientation": 1]]
        }
        #expect(!sequence.isAnimated)
        #expect(sequence.timeline.frameCount == 1)
        #expect(sequence.primaryImageIndex == 2)
        #expect(sequence.imageIndex(forFrame: 0) == 2)
        #expect(sequence.imageIndex(forFrame: 7) == 2)
        #expect(reads == [0])
    }

    /// A file of one image never reads frame properties; a GIF described only in its first
    /// frame's properties animates, and plays once (the loop count is the file's).
    @Test func oneImageIsAStillAndAFormatFoundOnlyInTheFramesPlaysOnce() {
        var reads = 0
        let still = ImageSequence(imageCount: 1, primaryImageIndex: 0, fileProperties: ["{GIF}": ["LoopCount": 0]]) { _ in
            reads += 1
            return nil
        }
        #expect(still.timeline.frameCount == 1)
        #expect(!still.isAnimated)
        #expect(reads == 0)
        let framesOnly = ImageSequence(imageCount: 2, primaryImageIndex: 0, fileProperties: nil,
                                       frameProperties: Self.frames("{GIF}", [["DelayTime": 0.3], ["DelayTime": 0.4]]))
        #expect(framesOnly.isAnimated)
        #expect(framesOnly.timeline.frameDelays == [0.3, 0.4])
        #expect(framesOnly.timeline.loopCount == .once)
    }

    /// Bad counts and indices: no images (0 or negative) is no frame; a primary image outside the
    /// file is image 0; frames asked for outside an animation are clamped to its first and last.
    @Test func badCountsAndIndicesHaveDefinedAnswers() {
        for count in [0, -3] {
            let none = ImageSequence(imageCount: count, primaryImageIndex: 0, fileProperties: nil) { _ in nil }
            #expect(none.timeline.frameCount == 0)
            #expect(none.imageIndex(forFrame: 0) == 0)
        }
        #expect(ImageSequence(imageCount: 2, primaryImageIndex: 5, fileProperties: nil) { _ in nil }.primaryImageIndex == 0)
        #expect(ImageSequence(imageCount: 2, primaryImageIndex: -1, fileProperties: nil) { _ in nil }.primaryImageIndex == 0)
        let gif = ImageSequence(imageCount: 3, primaryImageIndex: 0, fileProperties: ["{GIF}": [String: Any]()],
                                frameProperties: Self.frames("{GIF}", [[:], [:], [:]]))
        #expect(gif.imageIndex(forFrame: -4) == 0)
        #expect(gif.imageIndex(forFrame: 9) == 2)
        #expect(gif.timeline.frameDelays == [0.1, 0.1, 0.1])     // nothing reported: 100 ms each
    }
}
