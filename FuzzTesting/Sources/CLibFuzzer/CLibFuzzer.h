// libFuzzer's driver entry point, for a harness that brings its own `main`.
//
// SwiftPM links an executable target with its own entry point, so libFuzzer's `main` (in
// libclang_rt.fuzzer, linked by -sanitize=fuzzer) is never used: ZoomFuzzer's `main` calls this
// instead, with the command line and the function that runs one input. Declared as in LLVM's
// compiler-rt/lib/fuzzer/FuzzerInterface.h and documented in https://llvm.org/docs/LibFuzzer.html.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
