// What the PNG and JPEG decoders share beyond the public header.
#ifndef TOUR_PICTURE_DECODERS_INTERNAL_H
#define TOUR_PICTURE_DECODERS_INTERNAL_H

#include "picture_decoders.h"

#include <stdlib.h>

/// Fills `table->field` with `name` from `library` through `lookup` (in a `*_library_load`
/// function with those parameters), or frees the table and returns NULL from it.
#define TOUR_FIND(table, field, name)                              \
  if ((*(void **)&(table)->field = lookup(library, name)) == NULL) { \
    free(table);                                                   \
    return NULL;                                                   \
  }

/// The outcome of a decode that cannot run: TourKit was built without `library`'s header.
/// (Unreachable in practice: loading its table returned NULL, so TourKit never decodes.)
void tour_decoded_unavailable(tour_decoded *result, const char *library);

#endif
