import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// The editor's turns and mirror, and their composition with the eight EXIF orientations.
///
/// Fixture: a 300 × 200 px image (non-square, so a swapped width or a turn in the wrong direction
/// lands its corners elsewhere). One counterclockwise turn sends the top-right corner (300, 0) to
/// the top-left (0, 0) and the top-left to the bottom-left (0, 300) of the 200 × 300 result.
@Suite struct CropEditOrientationTests {
    static let size = CGSize(width: 300, height: 200)

    /// Each edit applied to the points (0, 0), (300, 0) and (10, 20), written out by hand from
    /// "mirror (x → 300 − x), then turn (x, y) → (y, width − x) per turn".
    static let cases: [(turns: Int, mirrored: Bool, size: CGSize, points: [CGPoint])] = [
        (0, false, CGSize(width: 300, height: 200), [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 10, y: 20)]),
        // (x, y) → (y, 300 − x)
        (1, false, CGSize(width: 200, height: 300), [CGPoint(x: 0, y: 300), CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 290)]),
        // → (300 − x, 200 − y)
        (2, false, CGSize(width: 300, height: 200), [CGPoint(x: 300, y: 200), CGPoint(x: 0, y: 200), CGPoint(x: 290, y: 180)]),
        // → (200 − y, x)
        (3, false, CGSize(width: 200, height: 300), [CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 300), CGPoint(x: 180, y: 10)]),
        // → (300 − x, y)
        (0, true, CGSize(width: 300, height: 200), [CGPoint(x: 300, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 290, y: 20)]),
        // (300 − x, y) → (y, 300 − (300 − x)) = (y, x): the transpose
        (1, true, CGSize(width: 200, height: 300), [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 300), CGPoint(x: 20, y: 10)]),
        // → (x, 200 − y): a vertical flip
        (2, true, CGSize(width: 300, height: 200), [CGPoint(x: 0, y: 200), CGPoint(x: 300, y: 200), CGPoint(x: 10, y: 180)]),
        // → (200 − y, 300 − x)
        (3, true, CGSize(width: 200, height: 300), [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 0), CGPoint(x: 180, y: 290)]),
    ]

    @Test(arguments: 0..<8)
    func editTransformMovesPointsAsWrittenOut(_ index: Int) {
        let (turns, mirrored, size, expected) = Self.cases[index]
        let edit = CropEditOrientation(quarterTurns: turns, isMirrored: mirrored)
        #expect(edit.editedSize(for: Self.size) == size)
        let transform = edit.transform(forImageOfSize: Self.size)
        let sources = [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 10, y: 20)]
        for (source, target) in zip(sources, expected) {
            #expect(isClose(source.applying(transform), target), "\(turns) turns, mirrored \(mirrored): \(source)")
        }
    }

    @Test func turnsAreTakenModuloFour() {
        #expect(CropEditOrientation(quarterTurns: -1, isMirrored: false).quarterTurns == 3)
        #expect(CropEditOrientation(quarterTurns: 9, isMirrored: true).quarterTurns == 1)
        var edit = CropEditOrientation.identity
        for _ in 0..<4 { edit = edit.turnedCounterclockwise() }
        #expect(edit == .identity)
    }

    /// A mirror of what is shown reflects the edited image about its vertical (or horizontal)
    /// middle: every edit followed by a horizontal mirror sends p to (W′ − x′, y′), p′ the edit's
    /// image of p; a vertical one to (x′, H′ − y′).
    @Test(arguments: 0..<8)
    func mirroringWhatIsShownReflectsTheEditedImage(_ index: Int) {
        let (turns, mirrored, size, _) = Self.cases[index]
        let edit = CropEditOrientation(quarterTurns: turns, isMirrored: mirrored)
        let point = CGPoint(x: 10, y: 20)
        let shown = point.applying(edit.transform(forImageOfSize: Self.size))
        let horizontal = point.applying(edit.mirroredHorizontally().transform(forImageOfSize: Self.size))
        let vertical = point.applying(edit.mirroredVertically().transform(forImageOfSize: Self.size))
        #expect(isClose(horizontal, CGPoint(x: size.width - shown.x, y: shown.y)))
        #expect(isClose(vertical, CGPoint(x: shown.x, y: size.height - shown.y)))
        #expect(edit.mirroredHorizontally().mirroredHorizontally() == edit)
    }

    /// The stored position of an oriented pixel, from the table of `UIImage.Orientation`
    /// (ARCHITECTURE.md), written here on its own: W × H is the stored size.
    static func stored(_ p: CGPoint, _ orientation: ImageOrientation, W: CGFloat, H: CGFloat) -> CGPoint {
        switch orientation {
        case .up: return p
        case .down: return CGPoint(x: W - p.x, y: H - p.y)
        case .left: return CGPoint(x: W - p.y, y: p.x)
        case .right: return CGPoint(x: p.y, y: H - p.x)
        case .upMirrored: return CGPoint(x: W - p.x, y: p.y)
        case .downMirrored: return CGPoint(x: p.x, y: H - p.y)
        case .leftMirrored: return CGPoint(x: p.y, y: p.x)
        case .rightMirrored: return CGPoint(x: W - p.y, y: H - p.x)
        }
    }

    /// For all 8 EXIF orientations × all 8 edits: showing the stored buffer with the composed
    /// orientation puts every stored pixel where the edit puts it — checked on three points of a
    /// 300 × 200 stored buffer through the table above.
    @Test(arguments: ImageOrientation.allCases)
    func composedOrientationShowsTheStoredBufferAsEdited(_ exif: ImageOrientation) {
        let stored = CGSize(width: 300, height: 200)
        let oriented = exif.orientedSize(forStoredSize: stored)
        for turns in 0..<4 {
            for mirrored in [false, true] {
                let edit = CropEditOrientation(quarterTurns: turns, isMirrored: mirrored)
                let composed = edit.composed(after: exif)
                let edited = edit.editedSize(for: oriented)
                #expect(composed.orientedSize(forStoredSize: stored) == edited)
                for point in [CGPoint(x: 0, y: 0), CGPoint(x: 7, y: 3), CGPoint(x: oriented.width, y: 11)] {
                    let viaEdit = Self.stored(point, exif, W: 300, H: 200)
                    let editedPoint = point.applying(edit.transform(forImageOfSize: oriented))
                    let viaComposed = Self.stored(editedPoint, composed, W: 300, H: 200)
                    #expect(isClose(viaComposed, viaEdit), "\(exif) + \(turns) turns, mirrored \(mirrored)")
                }
            }
        }
    }

    /// By hand: a portrait iPhone photo (stored landscape, `.right`) turned once counterclockwise
    /// shows the buffer as stored (`.up`); an upright photo turned once shows it `.left` (the
    /// stored pixels turned 90° counterclockwise); mirrored once, `.upMirrored`.
    @Test func composedOrientationByHand() {
        let turn = CropEditOrientation(quarterTurns: 1, isMirrored: false)
        #expect(turn.composed(after: .right) == .up)
        #expect(turn.composed(after: .up) == .left)
        #expect(CropEditOrientation(quarterTurns: 0, isMirrored: true).composed(after: .up) == .upMirrored)
        #expect(CropEditOrientation(quarterTurns: 2, isMirrored: false).composed(after: .down) == .up)
    }
}
