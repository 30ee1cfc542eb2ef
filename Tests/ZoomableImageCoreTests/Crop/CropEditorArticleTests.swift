import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Testing
@_spi(Internals) @testable import ZoomableImageCore

/// What the crop editor's articles state: the core's "Crop editor rules" names a test on every
/// row, each of which exists; the numbers the Kit's "Crop editor" article and the doc comments
/// give are the code's.
@Suite struct CropEditorArticleTests {
    static let rules = "Sources/ZoomableImageCore/ZoomableImageCore.docc/CropEditorRules.md"

    @Test func everyRuleNamesATestThatExists() throws {
        let text = try String(contentsOf: DefinedBehaviourMatrixTests.repository.appendingPathComponent(Self.rules),
                              encoding: .utf8)
        let sources = try DefinedBehaviourMatrixTests.testSources()
        let rows = text.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.contains("| test |") }
        #expect(rows.count >= 30, "\(rows.count) rows")
        for row in rows {
            let names = DefinedBehaviourMatrixTests.testNames(inRow: row)
            #expect(!names.isEmpty, "no test named in: \(row)")
            for name in names {
                #expect(sources.contains("func \(name)(") || sources.contains("struct \(name)"), "`\(name)` is not a test")
            }
        }
    }

    /// "Crop editor" (the Kit's article) and the doc comments: 64 MiB strips, 44 pt minimum side,
    /// 4 pt/px maximum zoom, ±45°, a 0.5° detent, 10 pt steps, 22 pt reach, 44 pt controls and a
    /// 16 pt margin; Keys' a = −0.5 by default; an unstraightened cut of at most a quarter of the
    /// image copied.
    @Test func theStatedNumbersAreTheCodes() {
        #expect(CropRenderPlan.defaultStripByteBudget == 64 * 1024 * 1024)
        #expect(CropEditorLimits().minimumBoxSide == 44)
        #expect(CropEditorLimits().maximumScale == 4)
        #expect(CropEditorResult.maximumAngleDegrees == 45)
        #expect(CropEditorStateMachine.dialDetentDegrees == 0.5)
        #expect(CropEditorStateMachine.adjustmentStep == 10)
        #expect(CropEditorStateMachine.handleReach == 22)
        #expect(CropEditorLayout.controlHeight == 44 && CropEditorLayout.margin == 16)
        #expect(CropResampler().kernelParameter == -0.5)
        #expect(CropCutPlan.copyingFraction == 0.25)
        #expect(CropEditorLimits(minimumBoxSide: .nan, maximumScale: -1) == CropEditorLimits())
    }

    /// The example in `CropEditorLayout`'s documentation: an iPhone 16 in portrait below a bar
    /// and a 36 pt readout, 393 × 713 pt with 34 pt at the bottom.
    @Test func theLayoutExampleHolds() {
        let layout = CropEditorLayout(bounds: CGRect(x: 0, y: 0, width: 393, height: 713),
                                      safeAreaInsets: SafeAreaInsets(top: 0, left: 0, bottom: 34, right: 0),
                                      showsToolbar: true, showsDial: true)
        #expect(layout.toolbarFrame == CGRect(x: 0, y: 635, width: 393, height: 44))
        #expect(layout.dialFrame == CGRect(x: 16, y: 591, width: 361, height: 44))
        #expect(layout.availableRect == CGRect(x: 16, y: 16, width: 361, height: 559))
        var bare = layout
        bare.showsToolbar = false
        bare.showsDial = false
        #expect(bare.availableRect == CGRect(x: 16, y: 16, width: 361, height: 647))
        #expect(CropEditorLayout(bounds: .zero, safeAreaInsets: .zero, showsToolbar: true, showsDial: true).availableRect == .zero)
    }

    /// The presets' names and ratios, as the menu lists them, and a turn's swap.
    @Test func thePresetsAreNamedAndTurnAsStated() {
        #expect(CropAspectRatio.presets.map(\.name) == ["Free", "Original", "Square", "3:2", "2:3", "4:3", "3:4", "16:9", "9:16"])
        #expect(CropAspectRatio.fixed(width: 1.91, height: 1).name == "1.91:1")
        #expect(CropAspectRatio.fixed(width: 4, height: 3).turned == .fixed(width: 3, height: 4))
        #expect(CropAspectRatio.original.ratio(forImageOfSize: CGSize(width: 4000, height: 3000)) == CGFloat(4) / 3)
        #expect(CropAspectRatio.free.ratio(forImageOfSize: CGSize(width: 4000, height: 3000)) == nil)
        #expect(CropAspectRatio.fixed(width: 0, height: 3).ratio(forImageOfSize: CGSize(width: 4, height: 3)) == nil)
        #expect(CropAspectRatio.fixed(width: .nan, height: .nan).name != "Square")
    }
}
