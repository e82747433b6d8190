#include "reduction.h"

#include <stdlib.h>

int tour_reduction_start(tour_reduction *r, int width, int height, int kept_width,
                         int kept_height) {
  r->width = width;
  r->height = height;
  r->kept_width = kept_width;
  r->kept_height = kept_height;
  r->sums = NULL;
  r->pixels = calloc((size_t)kept_width * (size_t)kept_height, 4);
  if (r->pixels == NULL) return 0;
  if (kept_width != width || kept_height != height) {
    r->sums = calloc((size_t)kept_width * (size_t)kept_height, 5 * sizeof(uint32_t));
    if (r->sums == NULL) {
      free(r->pixels);
      r->pixels = NULL;
      return 0;
    }
  }
  return 1;
}

void tour_reduction_row(tour_reduction *r, int y, const unsigned char *rgba, int count, int x0,
                        int step) {
  if (y < 0 || y >= r->height) return;
  if (r->sums == NULL) {
    unsigned char *row = r->pixels + (size_t)y * (size_t)r->width * 4;
    for (int i = 0, x = x0; i < count && x < r->width; i++, x += step) {
      for (int c = 0; c < 4; c++) row[(size_t)x * 4 + c] = rgba[(size_t)i * 4 + c];
    }
    return;
  }
  int64_t kept_y = (int64_t)y * r->kept_height / r->height;
  uint32_t *row = r->sums + (size_t)kept_y * (size_t)r->kept_width * 5;
  for (int i = 0, x = x0; i < count && x < r->width; i++, x += step) {
    const unsigned char *p = rgba + (size_t)i * 4;
    uint32_t *sum = row + (size_t)((int64_t)x * r->kept_width / r->width) * 5;
    // Each term is at most 255, and a kept pixel gathers at most about 100,000 source pixels
    // (50 megapixels at most, reduced only when a side is over 1024, to 1024 on that side):
    // the sums stay far below 2^32.
    sum[0] += (uint32_t)p[0] * p[3] / 255;
    sum[1] += (uint32_t)p[1] * p[3] / 255;
    sum[2] += (uint32_t)p[2] * p[3] / 255;
    sum[3] += p[3];
    sum[4] += 1;
  }
}

void tour_reduction_finish(tour_reduction *r) {
  if (r->sums == NULL) return;
  size_t count = (size_t)r->kept_width * (size_t)r->kept_height;
  for (size_t i = 0; i < count; i++) {
    const uint32_t *sum = r->sums + i * 5;
    unsigned char *p = r->pixels + i * 4;
    if (sum[4] == 0 || sum[3] == 0) continue;  // nothing fell here, or all transparent
    for (int c = 0; c < 3; c++) {
      uint64_t value = ((uint64_t)sum[c] * 255 + sum[3] / 2) / sum[3];
      p[c] = (unsigned char)(value > 255 ? 255 : value);
    }
    p[3] = (unsigned char)((sum[3] + sum[4] / 2) / sum[4]);
  }
  free(r->sums);
  r->sums = NULL;
}

void tour_reduction_discard(tour_reduction *r) {
  free(r->sums);
  free(r->pixels);
  r->sums = NULL;
  r->pixels = NULL;
}
