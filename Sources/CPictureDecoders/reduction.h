// Pixels reduced as they are decoded: each source pixel is added to the kept pixel it falls in
// (a box filter, colours weighted by alpha), so a picture of any size needs memory for its
// kept size only. At the same size the pixels are copied as they are.
#ifndef TOUR_REDUCTION_H
#define TOUR_REDUCTION_H

#include <stdint.h>

typedef struct {
  int width, height;            // the source's size
  int kept_width, kept_height;  // the size kept
  unsigned char *pixels;        // kept RGBA
  uint32_t *sums;               // per kept pixel: red, green, blue (times alpha), alpha, count
} tour_reduction;

/// Allocates for `kept_width` × `kept_height` (at most `width` × `height`); 0 when out of memory.
int tour_reduction_start(tour_reduction *reduction, int width, int height, int kept_width,
                         int kept_height);
/// Adds `count` RGBA pixels of source row `y`, at source columns `x0`, `x0 + step` ….
void tour_reduction_row(tour_reduction *reduction, int y, const unsigned char *rgba, int count,
                        int x0, int step);
/// Divides the sums into the kept pixels and frees them; the pixels stay.
void tour_reduction_finish(tour_reduction *reduction);
/// Frees everything (after a failure).
void tour_reduction_discard(tour_reduction *reduction);

#endif
