import CLibFuzzer
import Foundation

// libFuzzer harness over ZoomableImageCore: fuzz bytes (FuzzReader) decode into a whole view's
// session (FuzzSession): a setup — container, image, content mode, limits, crop opening, when the
// view initializes — and up to 256 steps: the inputs a view sends its ZoomInteraction (gestures,
// touches, commands, keys, VoiceOver, animation completions, layout, images, large-image loads
// and decodes, display changes) and probes of the layout, crops and decode plans. One run
// (InteractionFuzzRun) sends them, performs every effect as the view does, and traps on the
// first violated invariant (its own checks and EngineChecks, MotionChecks, LayoutChecks,
// LayoutPrecisionChecks, CropAndPlanChecks).
// Built and run by `Scripts/fuzz` (this nested package, with -sanitize=fuzzer,address over the
// parent package's ZoomableImageCore too); the seeds come from FuzzSeeds (FuzzWriter).
//
// Deterministic: no clocks and no randomness besides the fuzz bytes.
//
// Environment:
//   ZOOM_FUZZ_VERBOSE=1            print the decoded session and each step (for --reproduce)
//   ZOOM_FUZZ_WRITE_SEEDS=<dir>    write the seed corpus (FuzzSeeds) into <dir> and exit

/// Whether to print each decoded step (read once, at start-up).
let zoomFuzzVerbose = ProcessInfo.processInfo.environment["ZOOM_FUZZ_VERBOSE"].map { !$0.isEmpty && $0 != "0" }
    ?? false

/// The executable's entry point: hands the command line to libFuzzer's driver, which parses its
/// flags, runs ``zoomFuzzerInitialize(_:_:)`` and then every input through
/// ``zoomFuzzerTestOneInput(_:_:)``.
@main
enum ZoomFuzzerMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in zoomFuzzerTestOneInput(data, size) })
    }
}

/// Runs one input: decodes the bytes into a session and checks it step by step, trapping on the
/// first violated invariant (libFuzzer reports the trap as a finding).
@_cdecl("LLVMFuzzerTestOneInput")
public func zoomFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var run = InteractionFuzzRun(session: FuzzSession(decoding: bytes), verbose: zoomFuzzVerbose)
    run.run()
    return 0
}

/// Called by libFuzzer once before the first input: writes the seed corpus instead when
/// `ZOOM_FUZZ_WRITE_SEEDS` is set.
@_cdecl("LLVMFuzzerInitialize")
public func zoomFuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>?,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?)
    -> Int32
{
    if let directory = ProcessInfo.processInfo.environment["ZOOM_FUZZ_WRITE_SEEDS"], !directory.isEmpty {
        do {
            try FuzzSeeds.write(to: URL(fileURLWithPath: directory))
            exit(0)
        } catch {
            print("ZoomFuzzer: could not write the seeds: \(error)")
            exit(2)
        }
    }
    return 0
}
