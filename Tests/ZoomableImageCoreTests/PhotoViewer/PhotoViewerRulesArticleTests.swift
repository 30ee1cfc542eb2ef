import Foundation
import Testing

/// The article "Photo viewer rules" names a test on every row; this checks that every row names
/// one and that each exists, as `DefinedBehaviourMatrixTests` does for the other rule articles —
/// and, the other way round, that every test of the photo viewer's folder is named by a row, so
/// no rule is pinned without being stated.
@Suite struct PhotoViewerRulesArticleTests {
    static let article = "Sources/ZoomableImageCore/ZoomableImageCore.docc/PhotoViewerRules.md"
    static let folder = "Tests/ZoomableImageCoreTests/PhotoViewer"

    static func rows() throws -> [String] {
        let url = DefinedBehaviourMatrixTests.repository.appendingPathComponent(article)
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.contains("| test |") }
    }

    @Test func everyRowNamesATestThatExists() throws {
        let rows = try Self.rows()
        let sources = try DefinedBehaviourMatrixTests.testSources()
        // 17 rows for the dismiss drag, 15 for it and quick zoom through the view, 19 for the
        // transition, 1 for the chrome, 9 for quick zoom, 15 for paging, 25 for the SwiftUI browser
        // and the inline pager.
        #expect(rows.count == 104)
        for row in rows {
            let names = DefinedBehaviourMatrixTests.testNames(inRow: row)
            #expect(!names.isEmpty, "no test named in: \(row)")
            for name in names {
                #expect(sources.contains("func \(name)("), "`\(name)` is not a test in Tests/")
            }
        }
    }

    @Test func everyTestOfTheFolderIsNamedByARow() throws {
        let named = Set(try Self.rows().flatMap(DefinedBehaviourMatrixTests.testNames(inRow:)))
        let folder = DefinedBehaviourMatrixTests.repository.appendingPathComponent(Self.folder)
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix("Tests.swift") && !$0.lastPathComponent.hasPrefix("PhotoViewerRules") }
        #expect(files.count == 32)
        for file in files {
            // Each `@Test` attribute is followed, after its arguments, by the test's `func name(`.
            let chunks = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "@Test").dropFirst()
            for chunk in chunks {
                guard let range = chunk.range(of: "func ") else { continue }
                let name = chunk[range.upperBound...].prefix { $0 != "(" }
                #expect(named.contains(String(name)), "\(file.lastPathComponent): `\(name)` is named by no row")
            }
        }
    }
}
