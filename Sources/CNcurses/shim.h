// The slice of ncursesw (and libc) that TourTerminal and the `tour` executable need, made
// visible to Swift. ncurses only draws: the tour reads and decodes input itself, so no key or
// mouse call of ncurses is used. README.md beside this file lists every ncurses call and why it
// is in both ncurses the package builds with: Debian's ncursesw 6 and macOS's own ncurses 5.7.
//
// Every wrapper below exists because Swift cannot import the C original: ncurses defines it as a
// macro, it is variadic, it takes a `char *` where macOS's headers leave out the `const`, it is
// newer than ncurses 5.7, or it is a mutable C global that Swift 6 rejects as not
// concurrency-safe.
#ifndef TOUR_CNCURSES_SHIM_H
#define TOUR_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE flags, which hides the wide-character API
// (cchar_t, setcchar, get_wch, mvadd_wch); macOS's headers hide it the same way. Defining these
// before the include brings it back.
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <ncurses.h>

// Attributes: A_* are macros built from NCURSES_BITS.
static inline attr_t tour_attr_normal(void) { return A_NORMAL; }
static inline attr_t tour_attr_bold(void) { return A_BOLD; }
static inline attr_t tour_attr_dim(void) { return A_DIM; }
static inline attr_t tour_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t tour_attr_reverse(void) { return A_REVERSE; }
// macOS's own ncurses (5.7) predates A_ITALIC: italic text is then drawn plain.
#ifdef A_ITALIC
static inline attr_t tour_attr_italic(void) { return A_ITALIC; }
#else
static inline attr_t tour_attr_italic(void) { return A_NORMAL; }
#endif
static inline attr_t tour_attr_invisible(void) { return A_INVIS; }
static inline attr_t tour_attr_alternate_charset(void) { return A_ALTCHARSET; }

// Mutable globals Swift 6 will not touch directly.
static inline WINDOW *tour_stdscr(void) { return stdscr; }
static inline int tour_colors(void) { return COLORS; }

// Extended colour pairs: numbers past a short's range (xterm-256color has 65536 pairs), through
// init_extended_pair and setcchar's `opts`. Both came with ncurses 6.1 (and need it built with
// extended colours, as Debian's is); ncurses 5.7 has no init_extended_pair, and its setcchar
// fails when `opts` is not NULL. Each call below takes `extended`: false, or a build without
// them, uses the short-range calls every ncurses has. The tour asks for extended pairs where
// this build has them (tour_has_extended_pairs); tests also run the short range on Linux.
#if defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS && defined(NCURSES_VERSION_MAJOR) && \
    (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
#define TOUR_EXTENDED_PAIRS 1
#else
#define TOUR_EXTENDED_PAIRS 0
#endif
static inline bool tour_has_extended_pairs(void) { return TOUR_EXTENDED_PAIRS; }

// How many colour pairs there are to use: at most 32767 in the short range.
static inline int tour_pair_limit(bool extended) {
  if (extended && TOUR_EXTENDED_PAIRS) return COLOR_PAIRS;
  return COLOR_PAIRS < 32767 ? COLOR_PAIRS : 32767;
}
static inline int tour_init_pair(int pair, int foreground, int background, bool extended) {
#if TOUR_EXTENDED_PAIRS
  if (extended) return init_extended_pair(pair, foreground, background);
#endif
  return init_pair((short)pair, (short)foreground, (short)background);
}
// A cell of `text` (wide characters ending in 0) with `attributes` in colour pair `pair`.
static inline int tour_setcchar(cchar_t *cell, const wchar_t *text, attr_t attributes, int pair,
                                bool extended) {
#if TOUR_EXTENDED_PAIRS
  if (extended) return setcchar(cell, text, attributes, (short)pair, &pair);
#endif
  return setcchar(cell, text, attributes, (short)pair, NULL);
}
// The colours of the pair a cell of the screen holds (`extended` as it was drawn), read back
// through getcchar and pair_content: for tests, which check what was drawn.
static inline int tour_cell_colors(const cchar_t *cell, int *foreground, int *background,
                                   bool extended) {
  wchar_t text[CCHARW_MAX + 1];
  attr_t attributes = 0;
  short shortPair = 0;
#if TOUR_EXTENDED_PAIRS
  if (extended) {
    int pair = 0;
    if (getcchar(cell, text, &attributes, &shortPair, &pair) == ERR) return ERR;
    return extended_pair_content(pair, foreground, background);
  }
#endif
  if (getcchar(cell, text, &attributes, &shortPair, NULL) == ERR) return ERR;
  short shortForeground = 0, shortBackground = 0;
  if (pair_content(shortPair, &shortForeground, &shortBackground) == ERR) return ERR;
  *foreground = shortForeground;
  *background = shortBackground;
  return OK;
}
static inline FILE *tour_stdout(void) { return stdout; }
static inline FILE *tour_stderr(void) { return stderr; }

// newterm with its screen sized from terminfo's lines and columns rather than from the window,
// now and whenever ncurses sizes it again (the refresh after endwin, on `fg`): a
// pseudo-terminal can claim 65535 × 65535 cells, and ncurses would allocate its three screens
// at that size (gigabytes), or fail. The tour reads the window's size itself and tells ncurses
// a clamped size (resizeterm). The new screen keeps the setting; use_env is process-wide and
// has no getter, so it is put back to its default, TRUE, at once. A terminal type without
// lines and columns (`linux`) gives ncurses no size that way: then, when `window_fits` says
// the window is small enough to allocate, ncurses sizes the screen from it after all.
static inline SCREEN *tour_newterm(const char *type, FILE *output, FILE *input, bool window_fits) {
  // NCURSES_CONST is empty in macOS's headers: newterm takes a `char *` there.
  NCURSES_CONST char *name = (NCURSES_CONST char *)type;
  use_env(FALSE);
  SCREEN *screen = newterm(name, output, input);
  use_env(TRUE);
  if (screen == NULL && window_fits) screen = newterm(name, output, input);
  return screen;
}

// getmaxyx is a macro that assigns to its arguments.
static inline int tour_screen_width(void) { int y, x; getmaxyx(stdscr, y, x); (void)y; return x; }
static inline int tour_screen_height(void) { int y, x; getmaxyx(stdscr, y, x); (void)x; return y; }

// The cells ncurses counts a character as: glibc declares wcwidth only under __USE_XOPEN.
extern int wcwidth(wchar_t);

// tputs lives in <term.h>, whose capability macros (`lines`, `columns` ...) would leak into
// Swift.
extern int tputs(const char *, int, int (*)(int));
// A terminfo capability string; (char *)-1 when `name` is not a string capability. tigetstr
// takes a `char *` in macOS's headers (NCURSES_CONST is empty there), which Swift will not
// pass a String to.
static inline char *tour_tigetstr(const char *name) {
  return tigetstr((NCURSES_CONST char *)name);
}
// `capability` with its first two parameters filled in. tparm, not tiparm: tiparm came with
// ncurses 5.8 and macOS has 5.7. tparm is variadic (which Swift cannot call) and reads its
// parameters as longs, X/Open's nine of them.
static inline char *tour_tparm(const char *capability, long first, long second) {
  return tparm((NCURSES_CONST char *)capability, first, second, 0L, 0L, 0L, 0L, 0L, 0L, 0L);
}
// Names the calling thread (the picture worker: `tour-pictures` in ps and /proc on Linux, in
// debuggers and crash reports on macOS), at most 15 bytes. glibc declares pthread_setname_np
// only under _GNU_SOURCE, which must come before every include: it is declared here instead.
// macOS names only the calling thread, with one argument.
#include <pthread.h>
#if defined(__linux__)
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline void tour_name_this_thread(const char *name) {
  (void)pthread_setname_np(pthread_self(), name);
}
#elif defined(__APPLE__)
static inline void tour_name_this_thread(const char *name) { (void)pthread_setname_np(name); }
#else
static inline void tour_name_this_thread(const char *name) { (void)name; }
#endif

// The locale's codeset (nl_langinfo(CODESET)), to tell whether the terminal takes UTF-8;
// CODESET is an enum constant behind a macro in glibc.
static inline const char *tour_codeset(void) { return nl_langinfo(CODESET); }

#endif
