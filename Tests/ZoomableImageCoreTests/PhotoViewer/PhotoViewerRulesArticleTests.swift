import Foundation
import Testing

/// The article "Photo viewer rules" names a test on every row; this checks that every row names
/// one and that each exists, as `DefinedBehaviourMatrixTests` does for the other rule articles.
@Suite struct PhotoViewerRulesArticleTests {
    static let article = "Sources/ZoomableImageCore/ZoomableImageCore.docc/PhotoViewerRules.md"

    @Test func everyRowNamesATestThatExists() throws {
        let url = DefinedBehaviourMatrixTests.repository.appendingPathComponent(Self.article)
        let text = try String(contentsOf: url, encoding: .utf8)
        let sources = try DefinedBehaviourMatrixTests.testSources()
        let rows = text.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.contains("| test |") }
        // 15 rows for the dismiss drag, 11 for the transition, 8 for quick zoom, 9 for paging.
        #expect(rows.count == 43)
        for row in rows {
            let names = DefinedBehaviourMatrixTests.testNames(inRow: row)
            #expect(!names.isEmpty, "no test named in: \(row)")
            for name in names {
                #expect(sources.contains("func \(name)("), "`\(name)` is not a test in Tests/")
            }
        }
    }
}
