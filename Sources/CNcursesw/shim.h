#ifndef COOKBOOK_CNCURSESW_SHIM_H
#define COOKBOOK_CNCURSESW_SHIM_H

// SwiftPM drops the -D flags of ncursesw.pc, so ask for the wide-character API here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <curses.h>
#include <term.h>

// Swift cannot import these macros; wrap them.
static inline attr_t cb_attr_bold(void) { return A_BOLD; }
static inline attr_t cb_attr_dim(void) { return A_DIM; }
static inline attr_t cb_attr_reverse(void) { return A_REVERSE; }
static inline attr_t cb_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t cb_attr_italic(void) { return A_ITALIC; }
static inline int cb_key_code_yes(void) { return KEY_CODE_YES; }
static inline int cb_err(void) { return ERR; }

// Swift 6 rejects the shared mutable globals stdscr, LINES, COLS, COLOR_PAIRS.
static inline WINDOW *cb_stdscr(void) { return stdscr; }
// The same for the stdio streams newterm takes.
static inline SCREEN *cb_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline int cb_color_pairs(void) { return COLOR_PAIRS; }
// Frees the description setupterm loaded (cur_term, another such global).
static inline void cb_forget_terminfo(void) {
    TERMINAL *loaded = set_curterm(NULL);
    if (loaded) del_curterm(loaded);
}

static inline int cb_width(WINDOW *win) { return getmaxx(win); }
static inline int cb_height(WINDOW *win) { return getmaxy(win); }

// Put one cell: a spacing character plus up to four combining characters.
static inline int cb_put_cell(WINDOW *win, int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(win, y, x, &cell);
}

// Put a run of cells in one style: spacing characters, each followed by its combining
// characters (a wide character takes two cells).
static inline int cb_put_run(WINDOW *win, int y, int x, const wchar_t *text, int n, attr_t attrs, short pair) {
    wattr_set(win, attrs, pair, NULL);
    return mvwaddnwstr(win, y, x, text, n);
}

// tiparm is variadic, which Swift cannot call: one and two integer parameters.
static inline const char *cb_tiparm1(const char *cap, int a) { return tiparm(cap, a); }
static inline const char *cb_tiparm2(const char *cap, int a, int b) { return tiparm(cap, a, b); }

// Mouse: all button events, reported as KEY_MOUSE.
static inline mmask_t cb_mouse_mask_all(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t cb_button1_pressed(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED; }
static inline mmask_t cb_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cb_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}

#endif
