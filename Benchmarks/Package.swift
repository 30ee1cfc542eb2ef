// swift-tools-version:6.1
// 6.1 is the oldest manifest format that can enable a dependency's package traits, which the
// `MallocInterposer` trait below needs. This package is for contributors only: nothing here
// reaches the dependency graph of ZoomableImageKit's users.
import PackageDescription

let package = Package(
    name: "ZoomableImageKitBenchmarks",
    // ordo-one/benchmark needs macOS 13 (the parent package asks for macOS 12); Linux needs no entry.
    platforms: [.macOS(.v13)],
    dependencies: [
        // The package under test, by path: a local dependency, so the benchmarks always measure
        // the checked-out sources. `name:` pins the identity used in `.product(package:)` below,
        // whatever the folder of the checkout is called.
        .package(name: "ZoomableImageKit", path: ".."),
        // The benchmark harness and its `swift package benchmark` command plugin. Naming the
        // traits replaces the package's defaults: `MallocInterposer` provides the malloc counters
        // (mallocCountTotal); leaving out `RuntimeInterposer` (ARC counters, unused here) avoids a
        // dependency that is not needed to count allocations.
        .package(
            url: "https://github.com/ordo-one/benchmark",
            .upToNextMinor(from: "1.38.1"),
            traits: ["MallocInterposer"]
        ),
    ],
    targets: [
        // One benchmark suite. The plugin finds it because its folder sits in `Benchmarks/`
        // (ordo-one's convention: Benchmarks/<Target>/<Target>.swift) and the BenchmarkPlugin
        // build tool generates its `main` from the `benchmarks` closure.
        .executableTarget(
            name: "ZoomableImageCoreBenchmarks",
            dependencies: [
                .product(name: "ZoomableImageCore", package: "ZoomableImageKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ZoomableImageCoreBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    // Swift 6 language mode, like the parent package: full data-race checking.
    swiftLanguageModes: [.v6]
)
