// libcmark, the CommonMark reference parser (Debian libcmark-dev), for TourKit's tour files.
//
// No wrappers: cmark's API is plain functions and enums, which Swift imports as they are. The
// header only gives the module map one stable include.
#ifndef TOUR_CCMARK_SHIM_H
#define TOUR_CCMARK_SHIM_H

#include <cmark.h>

#endif
