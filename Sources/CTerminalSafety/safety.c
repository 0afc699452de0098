#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include "CTerminalSafety.h"

static struct termios saved_modes;
static int saved_fd = -1;
static char reset_sequence[256];
static size_t reset_length = 0;
static volatile sig_atomic_t pending = 0;
static volatile sig_atomic_t stop_pending = 0;
static volatile sig_atomic_t stop_outside = 0;
// The self-pipe: every handler that has news for the main loop writes a byte, so the one
// poll(2) the loop blocks in wakes at once, even for a signal that came just before it.
static int wake_pipe[2] = {-1, -1};
static struct sigaction previous_resize;

static void make_wake_pipe(void) {
    if (wake_pipe[0] >= 0) return;
    if (pipe(wake_pipe) != 0) {
        wake_pipe[0] = wake_pipe[1] = -1;
        return;
    }
    for (int i = 0; i < 2; i++) {
        // Non-blocking both ways: a full pipe already says "wake up", and draining stops.
        fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
        fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
    }
}

static void wake(void) {
    if (wake_pipe[1] < 0) return;
    int saved = errno;
    char byte = 0;
    ssize_t ignored = write(wake_pipe[1], &byte, 1);
    (void)ignored;
    errno = saved;
}

static void restore_now(void) {
    if (reset_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, reset_sequence, reset_length);
        (void)ignored;
    }
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSAFLUSH, &saved_modes);
}

static void on_terminate(int sig) {
    if (pending != 0) {
        // The main loop did not get to the first one: leave now, terminal first.
        restore_now();
        _exit(128 + sig);
    }
    pending = sig;
    wake();
}

static void on_crash(int sig) {
    restore_now();
    signal(sig, SIG_DFL);
    raise(sig);
}

static void install(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    // No SA_RESTART: a blocking read returns EINTR so the main loop sees the flag at once.
    action.sa_flags = 0;
    sigaction(sig, &action, NULL);
}

static void on_resize(int sig, siginfo_t *info, void *context) {
    // Curses' own handler first: it marks the screen resized, and its next read says so.
    if (previous_resize.sa_flags & SA_SIGINFO) {
        if (previous_resize.sa_sigaction != NULL) previous_resize.sa_sigaction(sig, info, context);
    } else if (previous_resize.sa_handler != SIG_DFL && previous_resize.sa_handler != SIG_IGN) {
        previous_resize.sa_handler(sig);
    }
    wake();
}

void cbs_install_resize(void) {
    make_wake_pipe();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_resize;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigaction(SIGWINCH, &action, &previous_resize);
}

int cbs_wake_descriptor(void) {
    make_wake_pipe();
    return wake_pipe[0];
}

void cbs_drain_wakes(void) {
    if (wake_pipe[0] < 0) return;
    char bytes[64];
    while (read(wake_pipe[0], bytes, sizeof bytes) > 0) {}
}

void cbs_save_modes(int fd) {
    if (tcgetattr(fd, &saved_modes) == 0) saved_fd = fd;
}

void cbs_install(const char *reset) {
    make_wake_pipe();
    reset_length = 0;
    if (reset != NULL) {
        size_t n = strlen(reset);
        if (n >= sizeof reset_sequence) n = sizeof reset_sequence - 1;
        memcpy(reset_sequence, reset, n);
        reset_length = n;
    }
    install(SIGINT, on_terminate);
    install(SIGTERM, on_terminate);
    install(SIGHUP, on_terminate);
    // Ctrl-\ sends SIGQUIT, whose default (end with a core dump) would leave the terminal
    // as curses set it; treat it as a crash: restore, then the default.
    install(SIGQUIT, on_crash);
    install(SIGSEGV, on_crash);
    install(SIGBUS, on_crash);
    install(SIGILL, on_crash);
    install(SIGTRAP, on_crash);
    install(SIGABRT, on_crash);
    install(SIGFPE, on_crash);
}

int cbs_pending_signal(void) {
    return pending;
}

void cbs_restore_modes(void) {
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSAFLUSH, &saved_modes);
}

static void on_stop(int sig);

static void stop_with_default(void) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, &previous);
    // Inside the handler SIGTSTP is blocked: unblock it so the kill stops us now.
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    kill(getpid(), SIGTSTP);
    // Continued (fg).
    sigaction(SIGTSTP, &previous, NULL);
}

static void on_stop(int sig) {
    (void)sig;
    if (stop_outside) {
        stop_with_default();
        return;
    }
    stop_pending = 1;
    wake();
}

void cbs_install_stop(void) {
    // Left alone when ignored (started so by a program that wants no stop), as curses does.
    struct sigaction current;
    if (sigaction(SIGTSTP, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return;
    make_wake_pipe();
    install(SIGTSTP, on_stop);
}

int cbs_take_stop(void) {
    if (!stop_pending) return 0;
    stop_pending = 0;
    return 1;
}

void cbs_stop_now(void) {
    stop_with_default();
}

void cbs_set_outside(int outside) {
    stop_outside = outside;
}
