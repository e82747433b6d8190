// libcmark-gfm, GitHub's fork of the CommonMark reference parser, and its extensions (tables,
// strikethrough, autolinks, task lists), from Debian libcmark-gfm-dev and
// libcmark-gfm-extensions-dev, for TourKit's tour files.
//
// Why a shim: the extensions' node types (CMARK_NODE_TABLE …) are exported variables declared
// in headers Debian does not install (table.h, strikethrough.h), so they are declared here; and
// Swift 6 treats an imported global `var` as shared mutable state, so each is read through a
// function. The rest of cmark's API is plain functions and enums, imported as they are.
#ifndef TOUR_CCMARK_GFM_SHIM_H
#define TOUR_CCMARK_GFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

extern cmark_node_type CMARK_NODE_TABLE, CMARK_NODE_TABLE_ROW, CMARK_NODE_TABLE_CELL;
extern cmark_node_type CMARK_NODE_STRIKETHROUGH;

static inline cmark_node_type tour_cmark_node_table(void) { return CMARK_NODE_TABLE; }
static inline cmark_node_type tour_cmark_node_table_row(void) { return CMARK_NODE_TABLE_ROW; }
static inline cmark_node_type tour_cmark_node_table_cell(void) { return CMARK_NODE_TABLE_CELL; }
static inline cmark_node_type tour_cmark_node_strikethrough(void) {
  return CMARK_NODE_STRIKETHROUGH;
}

#endif
