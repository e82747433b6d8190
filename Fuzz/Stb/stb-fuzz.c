// stb_image and stb_image_resize, compiled from Debian's headers (libstb-dev, the same source
// as the libstb.so.0 tour loads) with coverage and AddressSanitizer into libstb-fuzz.so, for
// the picture fuzz target only: the system library is not instrumented, so libFuzzer would
// see none of the decoder's branches and AddressSanitizer none of its memory errors.
// `scripts/fuzz build` compiles it; SwiftPM never does (no target names this folder), and tour
// itself always loads the system's libstb.so.0.
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>
#define STB_IMAGE_RESIZE_IMPLEMENTATION
#include <stb/stb_image_resize.h>
