import Foundation
@testable import ZoomableImageCore

/// The tiles libvips made (`Scripts/make-deep-zoom-fixture`): a 700 × 300 px gradient as a Deep
/// Zoom pyramid (256 px tiles, 1 px overlap) and as an IIIF level-0 tile set (256 px, scale
/// factors 1 and 2). Read from the source tree, so macOS CI needs no vips.
enum DeepZoomFixture {
    /// `Tests/ZoomableImageCoreTests/DeepZoom/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The repository's root, for `Scripts/`.
    static let repository = folder.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The Deep Zoom descriptor.
    static let dzi = folder.appendingPathComponent("gradient.dzi")
    /// The Deep Zoom tiles' folder.
    static let dziTiles = folder.appendingPathComponent("gradient_files")
    /// The IIIF tile set's folder (its `info.json` and tiles).
    static let iiif = folder.appendingPathComponent("iiif")
    /// What `vips dzsave --layout iiif` (Image API 2) wrote for the same image.
    static let iiif2 = folder.appendingPathComponent("iiif2")

    /// Every regular file under `folder`, as paths relative to it, e.g. `"10/2_1.jpg"`.
    static func files(under folder: URL) -> Set<String> {
        let prefix = folder.standardizedFileURL.path + "/"
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var paths = Set<String>()
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            paths.insert(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths
    }
}

extension TileDescriptorError {
    /// Whether this is ``unreadable(_:)``, whatever the parser said.
    var isUnreadable: Bool {
        if case .unreadable = self { return true }
        return false
    }

    /// Whether this is ``unsupported(_:)``, whatever the explanation.
    var isUnsupported: Bool {
        if case .unsupported = self { return true }
        return false
    }
}
