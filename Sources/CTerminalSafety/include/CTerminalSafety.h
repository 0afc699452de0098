#ifndef COOKBOOK_CTERMINALSAFETY_H
#define COOKBOOK_CTERMINALSAFETY_H

// Signal handling that must be async-signal-safe, so it is written in C.
//
// SIGINT, SIGTERM and SIGHUP set a flag the main loop reads, so it can end curses and exit
// in an orderly way; a second one of them while the first is pending restores the terminal
// and exits at once. Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, and
// SIGQUIT, which Ctrl-\ sends)
// restore the saved terminal modes, write `reset` (plain text, the cursor shown, keypad
// transmit mode and the alternate screen left: the terminal's own sequences, taken from
// terminfo before any crash), and re-raise so the crash is still reported.

// Every handler with news for the main loop (a terminating signal, ^Z, a resize) also
// writes a byte to a pipe whose reading end (`cbs_wake_descriptor`) the loop's one poll(2)
// waits on beside the terminal, so that it needs no timeout to notice signals.

/// Saves the terminal modes of `fd`. Call before curses changes them.
void cbs_save_modes(int fd);

/// Installs the handlers. `reset` is copied.
void cbs_install(const char *reset);

/// The terminating signal received since start, or 0.
int cbs_pending_signal(void);

/// Puts back the terminal modes saved by `cbs_install`.
void cbs_restore_modes(void);

/// Catches SIGTSTP (Ctrl-Z) before curses would: curses' own handler repaints the screen
/// from its copy on `fg`, which is blank when the program writes the screen itself. While
/// the program has the terminal, the handler only sets a flag (`cbs_take_stop`) for the
/// main loop, which leaves the screen and then stops (`cbs_stop_now`); while another
/// program has it (`cbs_set_outside(1)`: an editor), the process stops at once. Nothing is
/// installed when SIGTSTP is ignored.
void cbs_install_stop(void);

/// Whether a SIGTSTP came since the last call.
int cbs_take_stop(void);

/// Stops the process as SIGTSTP's default would; returns once it is continued.
void cbs_stop_now(void);

/// 1 while another program has the terminal, 0 when it is back.
void cbs_set_outside(int outside);

/// The reading end of the wake-up pipe: readable after a handler had news.
int cbs_wake_descriptor(void);

/// Reads the wake-up pipe empty (then look at the flags: `cbs_pending_signal`, `cbs_take_stop`).
void cbs_drain_wakes(void);

/// Catches SIGWINCH over curses' handler (installed by `newterm`), which it still calls, to
/// wake the loop too: curses' next read then says the screen was resized.
void cbs_install_resize(void);

#endif
