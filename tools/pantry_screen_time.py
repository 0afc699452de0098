#!/usr/bin/env python3
"""Times the pantry screen (`I`) of the browser on a book, in a pseudo terminal of 120x40:
from sending `I` to the screen's first frame on the terminal (its title), and to the ranking
shown ("By what is at home"), with a pantry.conf of six items in a fresh config folder.
The median of RUNS runs, each a fresh process with fresh state and cache folders.

    python3 tools/pantry_screen_time.py BINARY BOOK RUNS
    (e.g. .build/release/cookbook .build/bench/recipes-10k.json 5, the book made by
    `cookbook-gen 10000`, as `make bench` makes it)
"""
import fcntl, os, pty, select, shutil, statistics, struct, sys, tempfile, termios, time

binary, book, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])

def wait_for(fd, needle, buffer, timeout=30):
    end = time.monotonic() + timeout
    while needle not in buffer[0]:
        left = end - time.monotonic()
        if left <= 0: raise SystemExit(f"timed out waiting for {needle!r}")
        r, _, _ = select.select([fd], [], [], left)
        if r:
            try: buffer[0] += os.read(fd, 1 << 16)
            except OSError: raise SystemExit("terminal closed")
    return time.monotonic()

opened, ranked = [], []
for run in range(runs):
    home = tempfile.mkdtemp(prefix="cookbook-pantry-time-")
    os.makedirs(home + "/config/cookbook")
    with open(home + "/config/cookbook/pantry.conf", "w") as f:
        f.write('[pantry]\nflour = "1%kg"\nsalt = "1%kg"\nbutter = "250%g"\neggs = 6\nmilk = "1%l"\nsugar = "1%kg"\n')
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", HOME=home, XDG_CONFIG_HOME=home + "/config",
               XDG_STATE_HOME=home + "/state", XDG_CACHE_HOME=home + "/cache")
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        os.execve(binary, [binary, "--data", book], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    buffer = [b""]
    wait_for(fd, b"quit", buffer)
    time.sleep(0.5)
    while select.select([fd], [], [], 0.1)[0]: buffer[0] += os.read(fd, 1 << 16)
    buffer = [b""]
    sent = time.monotonic()
    os.write(fd, b"I")
    first = wait_for(fd, b"What can I cook", buffer)
    done = wait_for(fd, b"By what is at home", buffer)
    opened.append(first - sent); ranked.append(done - sent)
    print(f"run {run + 1}: screen {1000 * (first - sent):.1f} ms, ranking shown {1000 * (done - sent):.1f} ms; "
          f"'Ranking' said: {b'Ranking' in buffer[0]}", flush=True)
    os.write(fd, b"\x1bq")
    os.waitpid(pid, 0)
    shutil.rmtree(home, ignore_errors=True)
print(f"median: screen {1000 * statistics.median(opened):.1f} ms, ranking shown {1000 * statistics.median(ranked):.1f} ms")
