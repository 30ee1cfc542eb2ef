// swift-tools-version:6.0
// 6.0 is the oldest toolchain we support (Xcode 16); it is also what enables the
// `swiftLanguageModes` setting below.
import PackageDescription

let package = Package(
    name: "ZoomableImageKit",
    // The UIKit layer needs iOS 15 APIs (UIImage preparation, UIKit spring timing);
    // the core itself is plain Foundation and also runs on Linux, which needs no entry here.
    platforms: [.iOS(.v15), .macCatalyst(.v15), .macOS(.v12), .visionOS(.v1)],
    products: [
        // The view (UIKit + SwiftUI). It re-exports ZoomableImageCore, so one import is enough.
        .library(name: "ZoomableImageKit", targets: ["ZoomableImageKit"]),
        // Geometry and gesture logic alone: Foundation only, usable on any platform.
        .library(name: "ZoomableImageCore", targets: ["ZoomableImageCore"]),
        // `swift run zoom-replay [TRACE.json]`: replays a gesture trace and draws every step.
        // Named here because the target's module name must be an identifier (ZoomReplay).
        .executable(name: "zoom-replay", targets: ["ZoomReplay"]),
    ],
    // No package dependencies, on purpose: nothing reaches users' dependency graphs.
    targets: [
        // Pure Swift: every number the view applies or reports is computed here.
        .target(name: "ZoomableImageCore"),
        // Thin UIKit/SwiftUI layer; each file is wrapped in `#if canImport(UIKit)`.
        .target(name: "ZoomableImageKit", dependencies: ["ZoomableImageCore"]),
        // The trace replayer: Foundation + the core only, runs on Linux and macOS.
        .executableTarget(name: "ZoomReplay", dependencies: ["ZoomableImageCore"], path: "Sources/zoom-replay"),
        // Swift Testing; runs on Linux and macOS with `swift test`. Files the tests read from the
        // source tree by path are excluded, so SwiftPM does not ask what to do with them: the saved
        // trace files (ExampleTraces.legacyFolder), the deep-zoom fixture (tiles made by
        // `vips dzsave`, Scripts/make-deep-zoom-fixture, served over loopback HTTP) and the crop
        // fixture (cuts rendered by Pillow, Scripts/make-crop-rotation-fixture).
        .testTarget(name: "ZoomableImageCoreTests", dependencies: ["ZoomableImageCore"],
                    exclude: ["Trace/LegacyTraces", "DeepZoom/Fixtures", "Crop/Fixtures"]),
        // XCTest for the view; it has content only where UIKit exists (the iOS simulator).
        .testTarget(name: "ZoomableImageKitTests", dependencies: ["ZoomableImageKit"]),
    ],
    // Swift 6 language mode: full data-race checking in every target.
    swiftLanguageModes: [.v6]
)
