import Foundation
import Testing

/// Both catalogs curate the core's types the Kit re-exports. One file serves both: the Kit's
/// `Extensions/` holds a link to the core's, except where the Kit adds UIKit-only members
/// (an initializer from a UIKit type) or lacks some; those copies must list the same members
/// under the same headings, initializers apart.
@Suite struct DocCExtensionsTests {
    static let core = "Sources/ZoomableImageCore/ZoomableImageCore.docc/Extensions"
    static let kit = "Sources/ZoomableImageKit/ZoomableImageKit.docc/Extensions"

    @Test func theKitsCopyOfASharedPageIsALinkOrDiffersOnlyByItsUIKitInitializers() throws {
        let files = FileManager.default
        let core = DefinedBehaviourMatrixTests.repository.appendingPathComponent(Self.core)
        let kit = DefinedBehaviourMatrixTests.repository.appendingPathComponent(Self.kit)
        let shared = try Set(files.contentsOfDirectory(atPath: core.path))
            .intersection(files.contentsOfDirectory(atPath: kit.path))
        var links = 0
        for name in shared.sorted() {
            let kitPath = kit.appendingPathComponent(name).path
            if let target = try? files.destinationOfSymbolicLink(atPath: kitPath) {
                #expect(target == "../../../ZoomableImageCore/ZoomableImageCore.docc/Extensions/\(name)")
                links += 1
                continue
            }
            let coreLines = try String(contentsOfFile: core.appendingPathComponent(name).path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            let kitLines = try String(contentsOfFile: kitPath, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            // Initializers differ (each catalog lists the ones its module's graph has); the rest
            // — headings, members, their order — is the same page.
            let isInitializer = { (line: Substring) in line.hasPrefix("- ``init(") }
            #expect(kitLines.filter { !isInitializer($0) } == coreLines.filter { !isInitializer($0) },
                    "\(name): the Kit's copy differs from the core's beyond its initializers")
            #expect(kitLines.filter(isInitializer) != coreLines.filter(isInitializer))
        }
        // 30 pages shared as links; ImageContentMode, ImageLayout and ImageOrientation copied.
        #expect(links == 30)
        #expect(shared.count == 33)
    }
}
