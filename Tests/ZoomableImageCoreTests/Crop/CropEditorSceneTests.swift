import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What the editor draws around its box, worked by hand for the fixture's 200 × 150 pt box at
/// (60, 180) in an iPhone 16's 393 × 713 pt editor.
@Suite struct CropEditorSceneTests {
    static let scene = CropEditorScene(geometry: CropFixture.geometry(), layout: CropFixture.phoneLayout,
                                       showsGrid: false, mask: .rectangle, aspectRatio: .free)

    /// Four shades cover the editor around the box: above (to y 180), below (from y 330), and
    /// left and right of it (x 0…60 and 260…393) over its height.
    @Test func theShadesCoverEverythingButTheBox() {
        #expect(Self.scene.shades == [CGRect(x: 0, y: 0, width: 393, height: 180), CGRect(x: 0, y: 330, width: 393, height: 383),
                                      CGRect(x: 0, y: 180, width: 60, height: 150), CGRect(x: 260, y: 180, width: 133, height: 150)])
    }

    /// Each edge's VoiceOver band is 44 pt thick, centred on the edge: top y 158, right x 238,
    /// bottom y 308, left x 38.
    @Test func eachEdgesVoiceOverBandIsCentredOnIt() {
        #expect(Self.scene.edgeAccessibilityFrames == [
            CGRect(x: 60, y: 158, width: 200, height: 44), CGRect(x: 238, y: 180, width: 44, height: 150),
            CGRect(x: 60, y: 308, width: 200, height: 44), CGRect(x: 38, y: 180, width: 44, height: 150),
        ])
    }

    /// The thirds grid: 1 pt lines centred at x 60 + 200/3 and 60 + 400/3, y 180 + 50 and 180 + 100.
    @Test func theGridLinesAreAtTheThirds() {
        let lines = Self.scene.gridLines
        #expect(lines.count == 4)
        for (line, expected) in zip(lines, [CGRect(x: 60 + 200.0 / 3 - 0.5, y: 180, width: 1, height: 150),
                                            CGRect(x: 60 + 400.0 / 3 - 0.5, y: 180, width: 1, height: 150),
                                            CGRect(x: 60, y: 229.5, width: 200, height: 1),
                                            CGRect(x: 60, y: 279.5, width: 200, height: 1)]) {
            #expect(abs(line.minX - expected.minX) < 1e-9 && abs(line.minY - expected.minY) < 1e-9)
            #expect(line.size == expected.size)
        }
    }

    /// The twelve handle bars of a box at (10, 20), 100 × 60: 3 pt thick just outside it (left
    /// x 7, top y 17, right x 110, bottom y 80); corner bars 20 pt, ending flush with the outer
    /// corner (110 + 3 − 20 = 93, 80 + 3 − 20 = 63); edge bars 24 pt, centred (x 48, y 38).
    @Test func theHandleBarsSitJustOutsideTheBox() {
        #expect(CropEditorScene.handles(around: CGRect(x: 10, y: 20, width: 100, height: 60)) == [
            CGRect(x: 7, y: 17, width: 20, height: 3), CGRect(x: 7, y: 17, width: 3, height: 20),
            CGRect(x: 93, y: 17, width: 20, height: 3), CGRect(x: 110, y: 17, width: 3, height: 20),
            CGRect(x: 93, y: 80, width: 20, height: 3), CGRect(x: 110, y: 63, width: 3, height: 20),
            CGRect(x: 7, y: 80, width: 20, height: 3), CGRect(x: 7, y: 63, width: 3, height: 20),
            CGRect(x: 48, y: 17, width: 24, height: 3), CGRect(x: 110, y: 38, width: 3, height: 24),
            CGRect(x: 48, y: 80, width: 24, height: 3), CGRect(x: 7, y: 38, width: 3, height: 24),
        ])
    }

    /// An editor still waiting for its image draws nothing: every frame of the crop empty, no
    /// grid (opacity 0, whatever its zero-length lines), no VoiceOver bands, the dial at 0 and
    /// "No image" read for the crop. (A mutation sample found the grid's opacity unpinned here.)
    @Test func anEditorWithoutAnImageDrawsNothing() {
        let scene = CropEditorStateMachine().scene
        #expect(scene.gridOpacity == 0)
        #expect(scene.gridLines == Array(repeating: .zero, count: 4))
        #expect(scene.shades == Array(repeating: .zero, count: 4))
        #expect(scene.handles == Array(repeating: .zero, count: 12))
        #expect(scene.edgeAccessibilityFrames == Array(repeating: .zero, count: 4))
        #expect(scene.maskRingFrame == .zero)
        #expect(scene.maskRingWidth == 0)
        #expect(scene.angleDegrees == 0)
        #expect(scene.cropAccessibilityValue == "No image")
    }
}
