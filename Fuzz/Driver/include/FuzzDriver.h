#ifndef TOUR_FUZZ_DRIVER_H
#define TOUR_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// What libFuzzer calls with each input; returns 0.
typedef int (*tour_fuzz_target)(const uint8_t *data, size_t size);

/// Runs libFuzzer on `target` with the process's arguments and exits with its status. In a
/// build without libFuzzer (a plain `swift build`), says so and exits 2.
_Noreturn void tour_fuzz_main(int argc, char **argv, tour_fuzz_target target);

/// The value of the environment variable `name`, or NULL.
const char *tour_fuzz_environment(const char *name);

#endif
