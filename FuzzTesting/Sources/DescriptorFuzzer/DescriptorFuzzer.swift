import CLibFuzzer
import Foundation

// libFuzzer harness over the tile descriptors a server sends: each input is read as a Deep Zoom
// `.dzi` and as an IIIF `info.json` (DeepZoomDescriptor, IIIFImageInfo). Reading one must end in
// a descriptor or a TileDescriptorError — never a trap, never a huge allocation (Scripts/fuzz
// runs this target with -malloc_limit_mb) — and a descriptor that reads is then used as a view
// uses it (DescriptorChecks): planned, stitched, loaded, its tiles named and capped, each step
// checked. Built and run by `Scripts/fuzz --descriptors`, from the seeds in
// FuzzTesting/DescriptorCorpus.
//
// Deterministic: no clocks and no randomness besides the fuzz bytes.

/// The executable's entry point: hands the command line to libFuzzer's driver.
@main
enum DescriptorFuzzerMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in descriptorFuzzerTestOneInput(data, size) })
    }
}

/// Reads one input both ways and checks what reads.
@_cdecl("LLVMFuzzerTestOneInput")
public func descriptorFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(UnsafeBufferPointer(start: $0, count: size)) } ?? Data()
    DescriptorChecks.check(bytes, verbose: ProcessInfo.processInfo.environment["ZOOM_FUZZ_VERBOSE"] != nil)
    return 0
}
