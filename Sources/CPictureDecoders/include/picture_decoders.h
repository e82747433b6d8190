// PNG and JPEG decoding for TourKit's pictures: libpng and libjpeg-turbo, loaded with dlopen by
// TourKit on first use and reached through the tables below, decoded a row at a time straight
// into pixels reduced to the size TourKit keeps, so that any picture costs bounded memory and
// a decode can be stopped between any two rows.
//
// Both libraries report errors by longjmp, which Swift cannot catch: this C is where their
// setjmp lives. Nothing here is called from a signal handler, and nothing is global: each
// decode has its own state.
#ifndef TOUR_PICTURE_DECODERS_H
#define TOUR_PICTURE_DECODERS_H

#include <stddef.h>

/// The address of `name` in a loaded library, or NULL (TourKit passes dlsym through Platform).
typedef void *(*tour_symbol_lookup)(void *library, const char *name);

/// What a decode asks its caller, by callbacks, and the limit it works within.
typedef struct {
  /// Nonzero when the decode must stop now: checked between rows (and by libjpeg's progress
  /// monitor while it reads a progressive file).
  int (*cancelled)(void *context);
  /// Called once the header is read: the picture's size and the memory the decoder will need
  /// beyond its rows (a progressive JPEG's coefficients). Sets the size to reduce the pixels to
  /// (at most the picture's) and returns nonzero, or returns 0 to refuse the picture.
  int (*size)(void *context, int width, int height, size_t working_bytes, int *kept_width,
              int *kept_height);
  void *context;
  /// The most the decoder's own working memory may take (libjpeg's max_memory_to_use).
  size_t memory_limit;
} tour_decode_callbacks;

/// How a decode ended.
enum {
  TOUR_DECODED = 0,
  /// The data is broken; `message` says how, in the library's words.
  TOUR_DAMAGED = 1,
  /// `cancelled` said to stop.
  TOUR_CANCELLED = 2,
  /// `size` refused the picture.
  TOUR_REFUSED = 3,
  /// Memory ran out, or the decoder would need more than `memory_limit`.
  TOUR_TOO_LARGE = 4,
};

/// A decode's outcome; `pixels` (RGBA, 8 bits each, not premultiplied, `kept_width` ×
/// `kept_height`) is the caller's to free with tour_decoded_free.
typedef struct {
  int status;
  char message[160];
  int width;
  int height;
  int kept_width;
  int kept_height;
  unsigned char *pixels;
} tour_decoded;

void tour_decoded_free(tour_decoded *decoded);

/// libpng's functions; NULL when the library lacks one, or when TourKit was built without
/// libpng's header (the pictures are then unavailable).
typedef struct tour_png_library tour_png_library;
const tour_png_library *tour_png_library_load(tour_symbol_lookup lookup, void *library);
void tour_png_decode(const tour_png_library *png, const unsigned char *data, size_t size,
                     const tour_decode_callbacks *callbacks, tour_decoded *result);

/// libjpeg's functions, as for libpng.
typedef struct tour_jpeg_library tour_jpeg_library;
const tour_jpeg_library *tour_jpeg_library_load(tour_symbol_lookup lookup, void *library);
void tour_jpeg_decode(const tour_jpeg_library *jpeg, const unsigned char *data, size_t size,
                      const tour_decode_callbacks *callbacks, tour_decoded *result);

/// The soname version of the libjpeg this was built against (62 on Debian), or 0 without it.
int tour_jpeg_library_version(void);

#endif
