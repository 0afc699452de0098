#!/usr/bin/env python3
"""The main screens in a real xterm, as PNGs: `make screenshots`.

Each theme in its terminal: the dark one in xterm's palette white on black, the light one
black on white (xterm's own default), DejaVu Sans Mono, bold drawn as xterm draws it (a bold
colour 0-7 in its bright twin). xterm runs under Xvfb; the program runs in tmux inside it,
so that tmux can type the keys that reach each screen (three columns, search, the shopping
list, cooking); ImageMagick's `import` takes the window by its title. The screens are drawn
in true colour (COLORTERM=truecolor, as most terminals now say), and the first one also as
a terminal of xterm's 256 colours and one of eight draws it (`-256`, `-16`). The bundled
cookbook is shown, from state, cache and config folders of their own: nothing of the
user's, nothing from the net.

    tools/screenshots.py --bin .build/debug/cookbook --out docs/screenshots
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

COLUMNS, ROWS = 110, 32

# Each screen: its name, the keys that reach it from the one before (tmux key names), the
# text that shows it is drawn.
WALK = [
    ("three-columns", [], "Ingredients"),
    ("search", ["/", "l", "e", "m", "o", "n"], "/ lemon"),
    ("shopping-list", ["Escape", "Space", ":", "open tiramisu", "Enter", "Space", "L"], "Shopping list"),
    ("cooking", ["Escape", ":", "open apple-pie", "Enter", "c", "l", "l", "l", "l", "t"], "timer 1"),
]

THEMES = {
    "dark": ["-fg", "white", "-bg", "black"],
    "light": ["-fg", "black", "-bg", "white"],
}

# The colours the program is told the terminal takes: (suffix of the file names, its
# environment, the screens of WALK drawn so).
DEPTHS = [
    ("", ["TERM=xterm-256color", "COLORTERM=truecolor"], len(WALK)),
    ("-256", ["TERM=xterm-256color"], 1),
    ("-16", ["TERM=xterm"], 1),
]


def wait_for(predicate, what, timeout=15.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return
        time.sleep(0.1)
    sys.exit(f"screenshots: timed out waiting for {what}")


def free_display():
    for n in range(90, 200):
        if not os.path.exists(f"/tmp/.X11-unix/X{n}") and not os.path.exists(f"/tmp/.X{n}-lock"):
            return n
    sys.exit("screenshots: no free X display")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    os.makedirs(args.out, exist_ok=True)

    work = tempfile.mkdtemp(prefix="cookbook-screenshots-")
    display = free_display()
    env = dict(os.environ, DISPLAY=f":{display}")
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{display}"), "Xvfb")
        for theme, colours in THEMES.items():
            for suffix, terminal, screens in DEPTHS:
                shoot(theme, colours, suffix, terminal, WALK[:screens], binary, args.out, work, env)
    finally:
        xvfb.terminate()
        xvfb.wait()
        shutil.rmtree(work, ignore_errors=True)


def shoot(theme, colours, suffix, terminal, walk, binary, out, work, env):
    socket = f"cookbook-shots-{os.getpid()}-{theme}{suffix}"
    conf = os.path.join(work, "tmux.conf")
    with open(conf, "w") as f:
        # xterm takes RGB (direct colour): tmux passes it on rather than the nearest of 256.
        f.write("set -g status off\nset -g escape-time 0\nset -as terminal-features ',xterm-256color:RGB'\n")
    home = os.path.join(work, theme + suffix)
    program = " ".join([
        "env", "-u", "NO_COLOR", "-u", "COLORFGBG", "-u", "COLORTERM", "LANG=C.UTF-8", *terminal,
        f"XDG_STATE_HOME={home}/state", f"XDG_CACHE_HOME={home}/cache", f"XDG_DATA_HOME={home}/data",
        f"XDG_CONFIG_HOME={home}/config", binary, "--fresh", "--theme", theme, "apple-pie",
    ])
    title = f"cookbook-{theme}{suffix}"
    xterm = subprocess.Popen(
        ["xterm", "-T", title, "-tn", "xterm-256color", "-geometry", f"{COLUMNS}x{ROWS}+0+0", "-fa", "DejaVu Sans Mono",
         "-fs", "11", "-xrm", "XTerm*boldColors: true", "-xrm", "XTerm*cursorBlink: false", *colours,
         "-e", "tmux", "-L", socket, "-f", conf, "new-session", "-s", "shot", program],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def tmux(*arguments):
        return subprocess.run(["tmux", "-L", socket, *arguments], capture_output=True, text=True, env=env)

    def screen():
        return tmux("capture-pane", "-p", "-t", "shot").stdout

    try:
        for name, keys, shows in walk:
            for key in keys:
                # A word is typed as it is (-l); a key name (Enter, Escape, Space) is a key.
                literal = len(key) > 1 and key not in ("Enter", "Escape", "Space")
                tmux("send-keys", "-t", "shot", *(["-l", key] if literal else [key]))
                time.sleep(0.05)
            wait_for(lambda: shows in screen(), f"{shows} ({theme}, {name})")
            # Drawn, and drawn by xterm: the screen stops changing.
            last = None
            while (now := tmux("capture-pane", "-e", "-p", "-t", "shot").stdout) != last:
                last = now
                time.sleep(0.3)
            time.sleep(0.5)
            path = os.path.join(out, f"{theme}-{name}{suffix}.png")
            subprocess.run(["import", "-window", title, path], env=env, check=True)
            print(f"screenshots: {path}")
        tmux("send-keys", "-t", "shot", "Escape")
        tmux("send-keys", "-t", "shot", "q")
    finally:
        tmux("kill-server")
        xterm.terminate()
        xterm.wait()


if __name__ == "__main__":
    main()
