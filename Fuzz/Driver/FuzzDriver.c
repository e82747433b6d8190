// The fuzz targets' entry point. SwiftPM's `--sanitize fuzzer` cannot build this package: it
// links libFuzzer's own `main` into every executable of the build, and the build plugin's tool
// (EmbedResources) has a `main` of its own. So `make fuzz` links libFuzzer without its `main`
// (libclang_rt.fuzzer_no_main) and each target calls libFuzzer's driver from here.
#include "FuzzDriver.h"

#include <stdio.h>
#include <stdlib.h>

// Weak, so that a plain build, which has no libFuzzer, still links the fuzz targets.
// `make fuzz` links it with `--undefined=LLVMFuzzerRunDriver`, which pulls it from the archive.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv, tour_fuzz_target target)
    __attribute__((weak));

void tour_fuzz_main(int argc, char **argv, tour_fuzz_target target) {
  if (LLVMFuzzerRunDriver == NULL) {
    fprintf(stderr, "%s: built without libFuzzer; build and run it with make fuzz\n", argv[0]);
    exit(2);
  }
  exit(LLVMFuzzerRunDriver(&argc, &argv, target));
}

const char *tour_fuzz_environment(const char *name) { return getenv(name); }
