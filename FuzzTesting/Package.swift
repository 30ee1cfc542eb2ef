// swift-tools-version:6.0
// The same tools version as the parent package. This package is for contributors only: nothing
// here reaches the dependency graph of ZoomableImageKit's users.
//
// Build and run it with `Scripts/fuzz` (from the repository root). The fuzzer needs libFuzzer,
// which the swift.org toolchains ship (Xcode's does not); `Scripts/fuzz` builds it with
//   swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing
// The flags are passed on the command line, not set here, because they must reach the parent
// package's ZoomableImageCore too: coverage of the code under test, and `@testable import` for
// the few internals the checks read (the engine's pinch centroid, the interaction's motion).
import PackageDescription

let package = Package(
    name: "ZoomableImageKitFuzzTesting",
    // Linux needs no entry; on macOS the fuzzer runs wherever the parent package does.
    platforms: [.macOS(.v12)],
    dependencies: [
        // The package under test, by path: a local dependency, so the fuzzer always exercises
        // the checked-out sources. `name:` pins the identity used in `.product(package:)` below,
        // whatever the folder of the checkout is called.
        .package(name: "ZoomableImageKit", path: ".."),
    ],
    targets: [
        // The libFuzzer harness: `LLVMFuzzerTestOneInput` decodes the bytes into a session and
        // checks the core's invariants after every step. Its `main` hands over to libFuzzer's
        // driver: SwiftPM links an executable with the target's own entry point, so the `main`
        // in libFuzzer's runtime is never used.
        .executableTarget(
            name: "ZoomFuzzer",
            dependencies: [
                "CLibFuzzer",
                .product(name: "ZoomableImageCore", package: "ZoomableImageKit"),
            ]
        ),
        // The libFuzzer harness over tile descriptors: each input read as a Deep Zoom `.dzi` and as
        // an IIIF `info.json`, and what reads planned, stitched and loaded as a view would.
        .executableTarget(
            name: "DescriptorFuzzer",
            dependencies: [
                "CLibFuzzer",
                .product(name: "ZoomableImageCore", package: "ZoomableImageKit"),
            ]
        ),
        // The declaration of libFuzzer's `LLVMFuzzerRunDriver` (a header and a module map; the
        // function itself is in the runtime that -sanitize=fuzzer links).
        .systemLibrary(name: "CLibFuzzer"),
    ],
    // Swift 6 language mode, like the parent package: full data-race checking.
    swiftLanguageModes: [.v6]
)
