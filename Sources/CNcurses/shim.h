// The slice of ncursesw (and libc) that TourTerminal and the `tour` executable need, made
// visible to Swift. ncurses only draws: the tour reads and decodes input itself, so no key or
// mouse call of ncurses is used.
//
// Every wrapper below exists because Swift cannot import the C original: ncurses defines it as a
// macro, or it is a mutable C global that Swift 6 rejects as not concurrency-safe.
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

// Colour pairs numbered past 32767 (init_pair takes a short): ncurses 6.1 and later with
// extended colours, where xterm-256color has 65536 pairs. Elsewhere, the short range.
static inline int tour_pair_limit(void) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS
  return COLOR_PAIRS;
#else
  return COLOR_PAIRS < 32767 ? COLOR_PAIRS : 32767;
#endif
}
static inline int tour_init_pair(int pair, int foreground, int background) {
#if defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS
  return init_extended_pair(pair, foreground, background);
#else
  return init_pair((short)pair, (short)foreground, (short)background);
#endif
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
  use_env(FALSE);
  SCREEN *screen = newterm(type, output, input);
  use_env(TRUE);
  if (screen == NULL && window_fits) screen = newterm(type, output, input);
  return screen;
}

// getmaxyx is a macro that assigns to its arguments.
static inline int tour_screen_width(void) { int y, x; getmaxyx(stdscr, y, x); (void)y; return x; }
static inline int tour_screen_height(void) { int y, x; getmaxyx(stdscr, y, x); (void)x; return y; }

// The cells ncurses counts a character as: glibc declares wcwidth only under __USE_XOPEN.
extern int wcwidth(wchar_t);

// tputs lives in <term.h>, whose capability macros (`lines`, `columns` ...) would leak into
// Swift; tiparm is variadic, which Swift cannot call.
extern int tputs(const char *, int, int (*)(int));
static inline char *tour_tiparm(const char *capability, int first, int second) {
  return tiparm(capability, first, second);
}
// Names a thread (the picture worker: `tour-pictures` in ps and /proc). glibc declares it only
// under _GNU_SOURCE, which must come before every include; it is declared here instead.
#if defined(__linux__)
#include <pthread.h>
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline void tour_name_thread(pthread_t thread, const char *name) {
  (void)pthread_setname_np(thread, name);
}
#endif

// The locale's codeset (nl_langinfo(CODESET)), to tell whether the terminal takes UTF-8;
// CODESET is an enum constant behind a macro in glibc.
static inline const char *tour_codeset(void) { return nl_langinfo(CODESET); }

#endif
