import Foundation
import Testing

/// The bad-input matrices ("Defined behaviour for bad input", in both DocC catalogs) and the
/// rules of "How the view behaves" name a test on every row; this checks that every row names one and that each named test exists, so the
/// matrix cannot silently drift from the tests.
@Suite struct DefinedBehaviourMatrixTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let articles = [
        "Sources/ZoomableImageCore/ZoomableImageCore.docc/DefinedBehaviour.md",
        "Sources/ZoomableImageCore/ZoomableImageCore.docc/HowTheViewBehaves.md",
        "Sources/ZoomableImageKit/ZoomableImageKit.docc/DefinedBehaviour.md",
    ]

    /// Every Swift source under Tests/, concatenated.
    static func testSources() throws -> String {
        let tests = repository.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }

    /// The test names in a row's last column: backticked, "Suite.test" or "…test" or "Suite";
    /// paths (Scripts/fuzz) are not tests.
    static func testNames(inRow row: String) -> [String] {
        let columns = row.split(separator: "|", omittingEmptySubsequences: false)
        guard columns.count >= 3, let last = columns.dropLast().last else { return [] }
        return last.split(separator: "`").enumerated().compactMap { index, part in
            guard index % 2 == 1, !part.contains("/") else { return nil }
            let name = part.split(separator: ".").last.map(String.init) ?? ""
            return name.trimmingCharacters(in: CharacterSet(charactersIn: "…"))
        }
    }

    @Test(arguments: articles)
    func everyRowNamesATestThatExists(article: String) throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent(article), encoding: .utf8)
        let sources = try Self.testSources()
        let rows = text.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("|") && !$0.hasPrefix("|---") && !$0.contains("| test |") }
        #expect(rows.count >= 10, "\(article) has \(rows.count) rows")
        for row in rows {
            let names = Self.testNames(inRow: row)
            #expect(!names.isEmpty, "no test named in: \(row)")
            for name in names {
                let declared = sources.contains("func \(name)(") || sources.contains("struct \(name)")
                    || sources.contains("class \(name)")
                #expect(declared, "\(article): `\(name)` is not a test in Tests/")
            }
        }
    }
}
