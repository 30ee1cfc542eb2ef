import Foundation
import Testing

/// The draft article "Live Text and animation rules" names a test on every row, like the
/// articles ``DefinedBehaviourMatrixTests`` checks; this checks it the same way (every row names
/// a test, every named test exists) until the article joins that list.
@Suite struct LiveTextAndAnimationRulesArticleTests {
    static let article = "Sources/ZoomableImageCore/ZoomableImageCore.docc/LiveTextAndAnimationRules.md"

    @Test func everyRowNamesATestThatExists() throws {
        let url = DefinedBehaviourMatrixTests.repository.appendingPathComponent(Self.article)
        let text = try String(contentsOf: url, encoding: .utf8)
        let sources = try DefinedBehaviourMatrixTests.testSources()
        let rows = text.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.contains("| test |") }
        // 11 timing, 6 file, 4 loop count, 24 playback, 19 gesture, 14 analysis and 8 region rows.
        #expect(rows.count == 86)
        for row in rows {
            let names = DefinedBehaviourMatrixTests.testNames(inRow: row)
            #expect(!names.isEmpty, "no test named in: \(row)")
            for name in names {
                #expect(sources.contains("func \(name)(") || sources.contains("struct \(name)"),
                        "`\(name)` is not a test in Tests/")
            }
        }
    }
}
