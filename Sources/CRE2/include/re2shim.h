#ifndef TOUR_RE2SHIM_H
#define TOUR_RE2SHIM_H

// A plain C interface to RE2 (Debian's libre2), the linear-time regular expression engine
// tour matches text answers with. RE2 is C++; Swift imports this header as a C module.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A compiled pattern. Matching only reads it: one may be matched from several threads.
typedef struct tour_re2 tour_re2;

/// Compiles `pattern` (UTF-8, `length` bytes, Perl-like syntax, Unicode classes) within
/// `max_memory` bytes of program and match caches. On failure returns NULL and writes RE2's
/// reason, NUL-terminated and cut to fit, into `error`.
tour_re2 *tour_re2_compile(const char *pattern, size_t length, int64_t max_memory,
                           char *error, size_t error_size);

/// 1 when `text` (UTF-8, `length` bytes) matches the whole pattern, else 0. Time linear in
/// the pattern's size times the text's length.
int tour_re2_full_match(const tour_re2 *compiled, const char *text, size_t length);

/// The compiled program's size in instructions: what the pattern costs to hold and match.
int tour_re2_program_size(const tour_re2 *compiled);

/// Frees a compiled pattern (NULL is allowed).
void tour_re2_free(tour_re2 *compiled);

#ifdef __cplusplus
}
#endif

#endif
