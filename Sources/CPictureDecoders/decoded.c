#include "internal.h"

#include <stdio.h>
#include <string.h>

void tour_decoded_free(tour_decoded *decoded) {
  free(decoded->pixels);
  decoded->pixels = NULL;
}

void tour_decoded_unavailable(tour_decoded *result, const char *library) {
  memset(result, 0, sizeof *result);
  result->status = TOUR_DAMAGED;
  snprintf(result->message, sizeof result->message, "built without %s", library);
}
