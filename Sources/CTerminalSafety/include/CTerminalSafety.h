#ifndef COOKBOOK_CTERMINALSAFETY_H
#define COOKBOOK_CTERMINALSAFETY_H

// Signal handling that must be async-signal-safe, so it is written in C.
//
// SIGINT, SIGTERM and SIGHUP set a flag the main loop polls, so it can end curses and exit
// in an orderly way; a second one of them while the first is pending restores the terminal
// and exits at once. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, and
// SIGQUIT, which Ctrl-\ sends)
// restore the saved terminal modes, write `reset` (leave the alternate screen, show the
// cursor), and re-raise so the crash is still reported.

/// Saves the terminal modes of `fd`. Call before curses changes them.
void cbs_save_modes(int fd);

/// Installs the handlers. `reset` is copied.
void cbs_install(const char *reset);

/// The terminating signal received since start, or 0.
int cbs_pending_signal(void);

/// Puts back the terminal modes saved by `cbs_install`.
void cbs_restore_modes(void);

#endif
