#include "picture_decoders.h"
#include "internal.h"
#include "reduction.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if __has_include(<png.h>)
#include <png.h>

struct tour_png_library {
  __typeof__(png_create_read_struct) *create_read_struct;
  __typeof__(png_create_info_struct) *create_info_struct;
  __typeof__(png_destroy_read_struct) *destroy_read_struct;
  __typeof__(png_set_read_fn) *set_read_fn;
  __typeof__(png_set_user_limits) *set_user_limits;
  __typeof__(png_read_info) *read_info;
  __typeof__(png_get_IHDR) *get_IHDR;
  __typeof__(png_set_scale_16) *set_scale_16;
  __typeof__(png_set_expand) *set_expand;
  __typeof__(png_set_gray_to_rgb) *set_gray_to_rgb;
  __typeof__(png_set_filler) *set_filler;
  __typeof__(png_read_update_info) *read_update_info;
  __typeof__(png_get_rowbytes) *get_rowbytes;
  __typeof__(png_read_row) *read_row;
};

const tour_png_library *tour_png_library_load(tour_symbol_lookup lookup, void *library) {
  struct tour_png_library *png = malloc(sizeof *png);
  if (png == NULL) return NULL;
  TOUR_FIND(png, create_read_struct, "png_create_read_struct")
  TOUR_FIND(png, create_info_struct, "png_create_info_struct")
  TOUR_FIND(png, destroy_read_struct, "png_destroy_read_struct")
  TOUR_FIND(png, set_read_fn, "png_set_read_fn")
  TOUR_FIND(png, set_user_limits, "png_set_user_limits")
  TOUR_FIND(png, read_info, "png_read_info")
  TOUR_FIND(png, get_IHDR, "png_get_IHDR")
  TOUR_FIND(png, set_scale_16, "png_set_scale_16")
  TOUR_FIND(png, set_expand, "png_set_expand")
  TOUR_FIND(png, set_gray_to_rgb, "png_set_gray_to_rgb")
  TOUR_FIND(png, set_filler, "png_set_filler")
  TOUR_FIND(png, read_update_info, "png_read_update_info")
  TOUR_FIND(png, get_rowbytes, "png_get_rowbytes")
  TOUR_FIND(png, read_row, "png_read_row")
  return png;
}

/// One decode: where libpng's errors jump back to, and the bytes it reads.
typedef struct {
  jmp_buf jump;
  tour_decoded *result;
  const unsigned char *data;
  size_t size;
  size_t offset;
} png_decoding;

/// The decode under way on this thread: libpng's callbacks find it here (reaching their own
/// pointers would take more of libpng's functions).
static _Thread_local png_decoding *current;

static void on_error(png_structp png_ptr, png_const_charp message) {
  (void)png_ptr;
  current->result->status = TOUR_DAMAGED;
  snprintf(current->result->message, sizeof current->result->message, "%s", message);
  longjmp(current->jump, 1);
}

static void on_warning(png_structp png_ptr, png_const_charp message) {
  (void)png_ptr;
  (void)message;
}

static void on_read(png_structp png_ptr, png_bytep into, size_t length) {
  if (length > current->size - current->offset) {
    on_error(png_ptr, "the file ends before the picture does");
  }
  memcpy(into, current->data + current->offset, length);
  current->offset += length;
}

void tour_png_decode(const tour_png_library *png, const unsigned char *data, size_t size,
                     const tour_decode_callbacks *callbacks, tour_decoded *result) {
  memset(result, 0, sizeof *result);
  png_decoding decoding = {.result = result, .data = data, .size = size, .offset = 0};
  png_decoding *saved = current;
  current = &decoding;
  // Kept in volatile locals: they change between setjmp and a longjmp back to it.
  png_structp volatile png_ptr = NULL;
  png_infop volatile info = NULL;
  unsigned char *volatile row = NULL;
  tour_reduction reduction = {0};
  tour_reduction *volatile started = NULL;
  if (setjmp(decoding.jump) == 0) {
    png_ptr = png->create_read_struct(PNG_LIBPNG_VER_STRING, NULL, on_error, on_warning);
    if (png_ptr == NULL) {
      result->status = TOUR_TOO_LARGE;
      snprintf(result->message, sizeof result->message, "out of memory");
      goto done;
    }
    info = png->create_info_struct(png_ptr);
    if (info == NULL) on_error(png_ptr, "out of memory");
    png->set_read_fn(png_ptr, NULL, on_read);
    // TourKit's own limit applies (the size callback); libpng's default is 1,000,000 a side.
    png->set_user_limits(png_ptr, 0x7fffffff, 0x7fffffff);
    png->read_info(png_ptr, info);
    png_uint_32 width = 0, height = 0;
    int depth = 0, color = 0, interlace = 0;
    png->get_IHDR(png_ptr, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
    result->width = (int)width;
    result->height = (int)height;
    // libpng keeps two rows of the file's own format (up to 8 bytes a pixel), and one of ours.
    size_t working = (size_t)width * 8 * 2 + (size_t)width * 4;
    int kept_width = 0, kept_height = 0;
    if (!callbacks->size(callbacks->context, (int)width, (int)height, working, &kept_width,
                         &kept_height)) {
      result->status = TOUR_REFUSED;
      goto done;
    }
    if (depth == 16) png->set_scale_16(png_ptr);
    png->set_expand(png_ptr);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) {
      png->set_gray_to_rgb(png_ptr);
    }
    png->set_filler(png_ptr, 0xff, PNG_FILLER_AFTER);
    png->read_update_info(png_ptr, info);
    if (png->get_rowbytes(png_ptr, info) != (size_t)width * 4) {
      on_error(png_ptr, "unexpected pixel format");
    }
    row = malloc((size_t)width * 4);
    if (row == NULL || !tour_reduction_start(&reduction, (int)width, (int)height, kept_width,
                                             kept_height)) {
      result->status = TOUR_TOO_LARGE;
      snprintf(result->message, sizeof result->message, "out of memory");
      goto done;
    }
    started = &reduction;
    // An interlaced file comes as seven passes of smaller rows (libpng is not asked to
    // combine them, which would take a whole picture's memory); each pixel goes where it
    // belongs in the picture.
    int passes = interlace == PNG_INTERLACE_NONE ? 1 : 7;
    for (int pass = 0; pass < passes; pass++) {
      int rows = passes == 1 ? (int)height : (int)PNG_PASS_ROWS(height, pass);
      int columns = passes == 1 ? (int)width : (int)PNG_PASS_COLS(width, pass);
      if (rows == 0 || columns == 0) continue;
      for (int y = 0; y < rows; y++) {
        if (callbacks->cancelled(callbacks->context)) {
          result->status = TOUR_CANCELLED;
          goto done;
        }
        png->read_row(png_ptr, row, NULL);
        if (passes == 1) {
          tour_reduction_row(&reduction, y, row, columns, 0, 1);
        } else {
          tour_reduction_row(&reduction, (int)PNG_ROW_FROM_PASS_ROW(y, pass), row, columns,
                             (int)PNG_PASS_START_COL(pass), 1 << PNG_PASS_COL_SHIFT(pass));
        }
      }
    }
    tour_reduction_finish(&reduction);
    result->kept_width = kept_width;
    result->kept_height = kept_height;
    result->pixels = reduction.pixels;
    reduction.pixels = NULL;
    result->status = TOUR_DECODED;
  }
done:
  if (started != NULL) tour_reduction_discard(started);
  free(row);
  if (png_ptr != NULL) {
    png_structp structure = png_ptr;
    png_infop information = info;
    png->destroy_read_struct(&structure, information != NULL ? &information : NULL, NULL);
  }
  current = saved;
}

#else

const tour_png_library *tour_png_library_load(tour_symbol_lookup lookup, void *library) {
  (void)lookup;
  (void)library;
  return NULL;
}

void tour_png_decode(const tour_png_library *png, const unsigned char *data, size_t size,
                     const tour_decode_callbacks *callbacks, tour_decoded *result) {
  (void)png;
  (void)data;
  (void)size;
  (void)callbacks;
  tour_decoded_unavailable(result, "libpng");
}

#endif

