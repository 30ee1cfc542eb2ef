import Benchmark

/// The benchmark suite of ZoomableImageCore: what one gesture callback or one mapping costs.
///
/// A gesture callback runs up to 120 times a second on ProMotion screens, so each must cost
/// nothing measurable: no allocation and well under 100 ns. Each benchmark runs ``callsPerRun``
/// calls (or ``BatchMapping/pointCount`` points) per measured iteration and has an empty
/// *baseline* twin named `"<name> baseline"` that does the same harness work — the loop, the
/// input lookup and a `blackHole` — without the call. The harness allocates on its own, so the
/// goals are judged on the difference (see `Scripts/bench`).
///
/// Every name carries the number of operations per iteration as a tag, e.g.
/// `"Pinch event (ops: 1000)"`, so per-operation figures can be derived from any export.
///
/// Run with `swift package benchmark` in `Benchmarks/`, or `Scripts/bench` from the repository
/// root to check the goals too.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // Instructions need hardware perf counters; where there are none (most VMs) the harness
        // records nothing for that metric and the others still run.
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: callsPerRun,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    registerGestureBenchmarks()
    registerInteractionBenchmarks()
    registerContentBenchmarks()
    registerMappingBenchmarks()
    registerBatchMappingBenchmarks()
    registerPixelToolsBenchmarks()
    registerDeepZoomBenchmarks()
    registerSwiftUIUpdateBenchmarks()
}

/// Calls per measured iteration for the per-call benchmarks: one run is 1 000 events, about
/// 8 s of gestures at 120 Hz.
var callsPerRun: BenchmarkScalingFactor { .kilo }

/// The configuration of a per-call benchmark: the defaults, tagged with the calls per run.
func perCallConfiguration() -> Benchmark.Configuration {
    .init(tags: ["ops": String(callsPerRun.rawValue)])
}
