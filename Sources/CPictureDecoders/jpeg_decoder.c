#include "picture_decoders.h"
#include "internal.h"
#include "reduction.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if __has_include(<jpeglib.h>)
#include <jpeglib.h>
#include <jerror.h>

int tour_jpeg_library_version(void) { return JPEG_LIB_VERSION; }

struct tour_jpeg_library {
  __typeof__(jpeg_std_error) *std_error;
  __typeof__(jpeg_CreateDecompress) *create_decompress;
  __typeof__(jpeg_destroy_decompress) *destroy_decompress;
  __typeof__(jpeg_read_header) *read_header;
  __typeof__(jpeg_start_decompress) *start_decompress;
  __typeof__(jpeg_read_scanlines) *read_scanlines;
  __typeof__(jpeg_resync_to_restart) *resync_to_restart;
};

const tour_jpeg_library *tour_jpeg_library_load(tour_symbol_lookup lookup, void *library) {
  struct tour_jpeg_library *jpeg = malloc(sizeof *jpeg);
  if (jpeg == NULL) return NULL;
  TOUR_FIND(jpeg, std_error, "jpeg_std_error")
  TOUR_FIND(jpeg, create_decompress, "jpeg_CreateDecompress")
  TOUR_FIND(jpeg, destroy_decompress, "jpeg_destroy_decompress")
  TOUR_FIND(jpeg, read_header, "jpeg_read_header")
  TOUR_FIND(jpeg, start_decompress, "jpeg_start_decompress")
  TOUR_FIND(jpeg, read_scanlines, "jpeg_read_scanlines")
  TOUR_FIND(jpeg, resync_to_restart, "jpeg_resync_to_restart")
  return jpeg;
}

/// One decode: libjpeg's error manager, progress monitor and source come first, so that the
/// pointer libjpeg hands to their callbacks leads back here.
typedef struct {
  struct jpeg_error_mgr errors;
  struct jpeg_progress_mgr progress;
  struct jpeg_source_mgr source;
  jmp_buf jump;
  tour_decoded *result;
  const tour_decode_callbacks *callbacks;
} jpeg_decoding;

static jpeg_decoding *decoding_of(j_common_ptr cinfo) {
  return (jpeg_decoding *)cinfo->client_data;
}

static void on_error(j_common_ptr cinfo) {
  jpeg_decoding *decoding = decoding_of(cinfo);
  int code = cinfo->err->msg_code;
  if (code == JERR_OUT_OF_MEMORY || code == JERR_NO_BACKING_STORE) {
    decoding->result->status = TOUR_TOO_LARGE;
    snprintf(decoding->result->message, sizeof decoding->result->message,
             "decoding it needs more memory than the limit");
  } else {
    decoding->result->status = TOUR_DAMAGED;
    char text[JMSG_LENGTH_MAX];
    cinfo->err->format_message(cinfo, text);
    snprintf(decoding->result->message, sizeof decoding->result->message, "%s", text);
  }
  longjmp(decoding->jump, 1);
}

/// Warnings (data libjpeg recovers from) are not shown: the picture is; but a scan whose data
/// ends before its last block is damage, and libjpeg would decode the rest of the picture from
/// nothing (a header claiming 7000 × 7000 over 64 × 48 pixels of data).
static void on_message(j_common_ptr cinfo, int level) {
  if (level != -1 || cinfo->err->msg_code != JWRN_HIT_MARKER) return;
  jpeg_decoding *decoding = decoding_of(cinfo);
  decoding->result->status = TOUR_DAMAGED;
  snprintf(decoding->result->message, sizeof decoding->result->message,
           "the picture's data ends before the picture does");
  longjmp(decoding->jump, 1);
}

/// Called while libjpeg reads and decodes: stops at once when asked to.
static void on_progress(j_common_ptr cinfo) {
  jpeg_decoding *decoding = decoding_of(cinfo);
  if (decoding->callbacks->cancelled(decoding->callbacks->context)) {
    decoding->result->status = TOUR_CANCELLED;
    longjmp(decoding->jump, 1);
  }
}

static void source_start(j_decompress_ptr cinfo) { (void)cinfo; }
static void source_end(j_decompress_ptr cinfo) { (void)cinfo; }

/// The whole file is in the buffer from the start: asking for more means it ended early (a
/// header claiming 7000 × 7000 over 64 × 48 pixels of data stops here, not 49 million
/// pixels later).
static boolean source_fill(j_decompress_ptr cinfo) {
  jpeg_decoding *decoding = decoding_of((j_common_ptr)cinfo);
  decoding->result->status = TOUR_DAMAGED;
  snprintf(decoding->result->message, sizeof decoding->result->message,
           "the file ends before the picture does");
  longjmp(decoding->jump, 1);
  return FALSE;
}

static void source_skip(j_decompress_ptr cinfo, long count) {
  if (count <= 0) return;
  if ((size_t)count > cinfo->src->bytes_in_buffer) source_fill(cinfo);
  cinfo->src->next_input_byte += count;
  cinfo->src->bytes_in_buffer -= (size_t)count;
}

/// What a progressive (or multi-scan) file keeps for every block of the whole picture until
/// its last scan: a coefficient of two bytes per pixel and component, in whole MCUs.
static size_t coefficient_bytes(j_decompress_ptr cinfo) {
  if (!cinfo->progressive_mode && cinfo->comps_in_scan >= cinfo->num_components) return 0;
  size_t total = 0;
  for (int i = 0; i < cinfo->num_components; i++) {
    jpeg_component_info *component = &cinfo->comp_info[i];
    size_t across = component->width_in_blocks + component->h_samp_factor - 1;
    size_t down = component->height_in_blocks + component->v_samp_factor - 1;
    across -= across % (size_t)component->h_samp_factor;
    down -= down % (size_t)component->v_samp_factor;
    total += across * down * DCTSIZE2 * sizeof(JCOEF);
  }
  return total;
}

void tour_jpeg_decode(const tour_jpeg_library *jpeg, const unsigned char *data, size_t size,
                      const tour_decode_callbacks *callbacks, tour_decoded *result) {
  memset(result, 0, sizeof *result);
  jpeg_decoding decoding;
  memset(&decoding, 0, sizeof decoding);
  decoding.result = result;
  decoding.callbacks = callbacks;
  struct jpeg_decompress_struct cinfo;
  memset(&cinfo, 0, sizeof cinfo);
  unsigned char *volatile row = NULL;
  tour_reduction reduction = {0};
  tour_reduction *volatile started = NULL;
  int volatile created = 0;
  if (setjmp(decoding.jump) == 0) {
    cinfo.err = jpeg->std_error(&decoding.errors);
    decoding.errors.error_exit = on_error;
    decoding.errors.emit_message = on_message;
    cinfo.client_data = &decoding;
    jpeg->create_decompress(&cinfo, JPEG_LIB_VERSION, sizeof cinfo);
    created = 1;
    cinfo.client_data = &decoding;
    cinfo.mem->max_memory_to_use = (long)callbacks->memory_limit;
    decoding.progress.progress_monitor = on_progress;
    cinfo.progress = &decoding.progress;
    decoding.source.next_input_byte = data;
    decoding.source.bytes_in_buffer = size;
    decoding.source.init_source = source_start;
    decoding.source.fill_input_buffer = source_fill;
    decoding.source.skip_input_data = source_skip;
    decoding.source.resync_to_restart = jpeg->resync_to_restart;
    decoding.source.term_source = source_end;
    cinfo.src = &decoding.source;
    jpeg->read_header(&cinfo, TRUE);
    int width = (int)cinfo.image_width, height = (int)cinfo.image_height;
    result->width = width;
    result->height = height;
    int kept_width = 0, kept_height = 0;
    if (!callbacks->size(callbacks->context, width, height, coefficient_bytes(&cinfo),
                         &kept_width, &kept_height)) {
      result->status = TOUR_REFUSED;
      goto done;
    }
    // The smallest of libjpeg's scales, eighths, that is still at least the kept size: the
    // inverse DCT does most of the reduction, and the rest is averaged below.
    unsigned int eighths = 1;
    while (eighths < 8 && ((((size_t)width * eighths + 7) / 8) < (size_t)kept_width ||
                           (((size_t)height * eighths + 7) / 8) < (size_t)kept_height)) {
      eighths++;
    }
    cinfo.scale_num = eighths;
    cinfo.scale_denom = 8;
    // libjpeg converts anything but CMYK to RGBA itself; CMYK (as Photoshop writes it,
    // inverted) is turned into RGB below.
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg->start_decompress(&cinfo);
    int output_width = (int)cinfo.output_width, output_height = (int)cinfo.output_height;
    if (kept_width > output_width) kept_width = output_width;
    if (kept_height > output_height) kept_height = output_height;
    row = malloc((size_t)output_width * 4);
    if (row == NULL || !tour_reduction_start(&reduction, output_width, output_height,
                                             kept_width, kept_height)) {
      result->status = TOUR_TOO_LARGE;
      snprintf(result->message, sizeof result->message, "out of memory");
      goto done;
    }
    started = &reduction;
    JSAMPROW rows[1] = {row};
    while (cinfo.output_scanline < cinfo.output_height) {
      if (callbacks->cancelled(callbacks->context)) {
        result->status = TOUR_CANCELLED;
        goto done;
      }
      int y = (int)cinfo.output_scanline;
      if (jpeg->read_scanlines(&cinfo, rows, 1) != 1) break;
      if (cmyk) {
        for (int x = 0; x < output_width; x++) {
          unsigned char *p = row + (size_t)x * 4;
          unsigned int k = p[3];
          p[0] = (unsigned char)(p[0] * k / 255);
          p[1] = (unsigned char)(p[1] * k / 255);
          p[2] = (unsigned char)(p[2] * k / 255);
          p[3] = 255;
        }
      }
      tour_reduction_row(&reduction, y, row, output_width, 0, 1);
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
  if (created) jpeg->destroy_decompress(&cinfo);
}

#else

int tour_jpeg_library_version(void) { return 0; }

const tour_jpeg_library *tour_jpeg_library_load(tour_symbol_lookup lookup, void *library) {
  (void)lookup;
  (void)library;
  return NULL;
}

void tour_jpeg_decode(const tour_jpeg_library *jpeg, const unsigned char *data, size_t size,
                     const tour_decode_callbacks *callbacks, tour_decoded *result) {
  (void)jpeg;
  (void)data;
  (void)size;
  (void)callbacks;
  tour_decoded_unavailable(result, "libjpeg");
}

#endif
