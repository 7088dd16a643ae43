/*
 * CNcurses: the C surface of ncursesw that Swift 6 can use.
 *
 * SwiftPM drops the -D_XOPEN_SOURCE flags that pkg-config gives for ncursesw, so the wide
 * character API (cchar_t, mvwadd_wch, ...) is switched on here, in the header, where both the
 * C compiler and the Swift importer see it. Everything that does not import into Swift (macros
 * built from casts, function-like macros, mutable globals that Swift 6 rejects, the WACS_* table
 * that only newterm fills in) is exposed as a tiny static inline function or a static const.
 */
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

#if __has_include(<ncursesw/ncurses.h>)
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>   /* last: it #defines lowercase names (lines, columns, bell, ...) */
#else
#include <ncurses.h>
#include <term.h>
#endif

/* glibc declares these only under __USE_XOPEN, which Swift's Glibc module lacks. */
extern int wcwidth(wchar_t c);
extern int wcswidth(const wchar_t *s, size_t n);
/* The same for pseudo-terminals (tests and the benchmark paint into one); see cnc_open_pty. */
extern int posix_openpt(int flags);
extern int grantpt(int fd);
extern int unlockpt(int fd);
extern char *ptsname(int fd);

/* Attributes: NCURSES_BITS() uses casts, so none of A_* imports. A_ITALIC overflows int. */
static const attr_t CNC_A_NORMAL = A_NORMAL;
static const attr_t CNC_A_BOLD = A_BOLD;
static const attr_t CNC_A_DIM = A_DIM;
static const attr_t CNC_A_ITALIC = A_ITALIC;
static const attr_t CNC_A_UNDERLINE = A_UNDERLINE;
static const attr_t CNC_A_REVERSE = A_REVERSE;
static const attr_t CNC_A_BLINK = A_BLINK;
static const attr_t CNC_A_STANDOUT = A_STANDOUT;
static const attr_t CNC_A_COLOR = A_COLOR;

/* Mouse masks. */
static const mmask_t CNC_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t CNC_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static const mmask_t CNC_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CNC_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CNC_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t CNC_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t CNC_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t CNC_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t CNC_BUTTON3_PRESSED = BUTTON3_PRESSED;

/* Mutable globals: Swift 6 rejects access to global vars it cannot prove safe. */
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline WINDOW *cnc_curscr(void) { return curscr; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cnc_stdout(void) { return stdout; }
static inline FILE *cnc_stdin(void) { return stdin; }

/* Function-like macros. */
static inline void cnc_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }
static inline attr_t cnc_color_pair(int n) { return (attr_t)COLOR_PAIR(n); }
static inline int cnc_key_f(int n) { return KEY_F(n); }

/* Line drawing: the WACS_* table is filled in by newterm, so these are lookups, not constants. */
static inline const cchar_t *cnc_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *cnc_wacs_vline(void) { return WACS_VLINE; }
static inline const cchar_t *cnc_wacs_ulcorner(void) { return WACS_ULCORNER; }
static inline const cchar_t *cnc_wacs_urcorner(void) { return WACS_URCORNER; }
static inline const cchar_t *cnc_wacs_llcorner(void) { return WACS_LLCORNER; }
static inline const cchar_t *cnc_wacs_lrcorner(void) { return WACS_LRCORNER; }

/* ioctl is variadic, which Swift does not import: the two requests the runtime needs. */
static inline int cnc_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row; *cols = ws.ws_col;
    return 0;
}
static inline int cnc_bytes_available(int fd) {
    int n = 0;
    if (ioctl(fd, FIONREAD, &n) != 0) return -1;
    return n;
}
static inline int cnc_set_window_size(int fd, int rows, int cols) {
    struct winsize ws = { (unsigned short)rows, (unsigned short)cols, 0, 0 };
    return ioctl(fd, TIOCSWINSZ, &ws);
}

/*
 * Opens a pseudo-terminal of rows x cols, neither side becoming the controlling terminal.
 * Returns 0 with both descriptors set, or -1 (and nothing left open).
 */
static inline int cnc_open_pty(int rows, int cols, int *master, int *slave) {
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0) return -1;
    char *name = (grantpt(m) == 0 && unlockpt(m) == 0) ? ptsname(m) : NULL;
    int s = name ? open(name, O_RDWR | O_NOCTTY) : -1;
    if (s < 0) { close(m); return -1; }
    cnc_set_window_size(s, rows, cols);
    *master = m; *slave = s;
    return 0;
}

/*
 * Can this terminal be driven? Never prints and never exits (initscr would exit on an unknown
 * TERM). Returns 1 when `term` has a terminfo entry with cursor addressing; otherwise 0 with
 * *err set: 0 unknown or generic terminal (or no cursor addressing, as TERM=dumb), -1 no
 * terminfo database.
 */
static inline int cnc_terminal_usable(const char *term, int fd, int *err) {
    int e = 0;
    if (setupterm((char *)term, fd, &e) != OK) { *err = e; return 0; }
    int ok = cursor_address != NULL;
    del_curterm(cur_term);
    *err = ok ? 1 : 0;
    return ok;
}

#endif /* CNCURSES_SHIM_H */
