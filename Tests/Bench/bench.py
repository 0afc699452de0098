#!/usr/bin/env python3
"""make bench: drives the release binary in a pseudo terminal and measures it against
peers on the same machine, in the same run. Prints one table (and writes it as markdown
with --markdown FILE).

Figures (each the median of --runs runs unless said otherwise):
  first frame   launch -> the whole first screen is on the terminal (the status line, drawn
                last, has appeared after the first column's title)
  CPU per key   CPU time of the process (all threads, /proc/PID/task/*/schedstat) over 1,000
                j/k keys in the recipe list (each shows another recipe), each key sent once
                the previous frame is out; and over 1,002 j/k in the recipe itself (the
                cursor over its ingredients). nnn: j/k in a folder of 60 files.
  bytes per key bytes written to the terminal over the same keys
  search        `/` and "salad" typed in the program, a key at a time: the CPU each keystroke
                costs and the time to the first byte of the new frame; and SearchIndex.search
                alone (cookbook-gen search). Anchor: `fzf --filter` over the recipe names,
                whole process, per keystroke
  peak memory   VmHWM of the process just before quitting, against the file's size
  quit          from sending q to the process having exited (it saves the place first)
Every run has a fresh XDG_STATE_HOME, so it starts on the first screen.
Anchors: python3 json.load and jq on the same file; nnn on a tree of 8 folders x 60 files.
"""
import argparse
import datetime
import fcntl
import json
import os
import platform
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

ROWS, COLS = 30, 100
ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
ENV.pop("NO_COLOR", None)
KEYS = b"jjjjjkkkkk" * 100  # 1,000 keys; every one moves the selection


class Pty:
    """A program in a fresh pseudo terminal of ROWS x COLS."""

    def __init__(self, argv, cwd=None, env_extra=None):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLS, 0, 0))
        # A fresh place for saved state: every run starts on the first screen, and the
        # user's own saved place is neither read nor touched.
        self.state = tempfile.mkdtemp(prefix="cookbook-bench-state-")
        env = dict(ENV, XDG_STATE_HOME=self.state, **(env_extra or {}))
        self.start = time.perf_counter()
        self.proc = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=env,
            start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)
        self.output = b""

    def read(self, timeout):
        """Reads what arrives within `timeout` seconds; returns the bytes."""
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return b""
        try:
            data = os.read(self.master, 1 << 20)
        except OSError:
            return b""
        self.output += data
        return data

    def wait_for(self, markers, timeout=30.0):
        """Seconds from launch until every marker has appeared, in order."""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            if self.read(0.05):
                at = 0
                for marker in markers:
                    at = self.output.find(marker, at)
                    if at < 0:
                        break
                else:
                    return time.perf_counter() - self.start
        raise RuntimeError(f"{markers} never appeared; output: {self.output[-400:]!r}")

    def settle(self, quiet=0.15):
        while self.read(quiet):
            pass

    def cpu_ns(self):
        total = 0
        task_dir = f"/proc/{self.proc.pid}/task"
        for task in os.listdir(task_dir):
            try:
                with open(f"{task_dir}/{task}/schedstat") as f:
                    total += int(f.read().split()[0])
            except OSError:
                pass
        return total

    def peak_kb(self):
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def keys(self, keys, first_wait=1.0, quiet=0.004):
        """Sends keys one at a time, each once the previous frame has been written.
        Returns (CPU ns, bytes written)."""
        self.settle()
        cpu0, bytes0 = self.cpu_ns(), len(self.output)
        for key in keys:
            os.write(self.master, bytes([key]))
            if self.read(first_wait):
                while self.read(quiet):
                    pass
        return self.cpu_ns() - cpu0, len(self.output) - bytes0

    def quit(self, key=b"q"):
        """Seconds from sending the key to the process having exited."""
        self.settle(0.05)
        start = time.perf_counter()
        os.write(self.master, key)
        while self.proc.poll() is None:
            self.read(0.0005)
        elapsed = time.perf_counter() - start
        os.close(self.master)
        return elapsed

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        try:
            os.close(self.master)
        except OSError:
            pass
        shutil.rmtree(self.state, ignore_errors=True)


def median(values):
    return statistics.median(values)


def timed(argv, stdin=None, runs=3):
    """Median wall time of a whole process, in seconds."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
        if stdin:
            stdin.seek(0)
    return median(times)


def cookbook_session(binary, data, markers, runs, keys=True):
    """First frame (median), and from the last run: CPU and bytes per key, peak, quit."""
    frames, result = [], {}
    for run in range(runs):
        session = Pty([binary, "--data", data])
        try:
            frames.append(session.wait_for(markers))
            if run == runs - 1:
                if keys:
                    session.keys(b"l")  # focus the recipe list: each key shows another recipe
                    cpu, written = session.keys(KEYS)
                    result["cpu_per_key_us"] = cpu / len(KEYS) / 1000
                    result["bytes_per_key"] = written / len(KEYS)
                    session.keys(b"g")  # the first recipe, the longest list of ingredients
                    session.keys(b"l")  # focus the recipe: each key moves over its ingredients
                    cpu, written = session.keys(b"jjjkkk" * 167)
                    result["cursor_cpu_per_key_us"] = cpu / 1002 / 1000
                    result["cursor_bytes_per_key"] = written / 1002
                result["peak_mb"] = session.peak_kb() / 1024
                result["quit_ms"] = session.quit() * 1000
        finally:
            session.kill()
    result["first_frame_ms"] = median(frames) * 1000
    result["first_frames_ms"] = [round(f * 1000, 1) for f in frames]
    return result


def library_session(binary, folder, markers, runs, cache=None):
    """First frame of a folder of recipe files (median) and the peak memory of the last run.
    cache=None: a fresh, empty cache folder every run (nothing kept from before); else that
    folder, filled by a first run that is not counted."""
    frames, peak = [], 0
    if cache:
        warm = Pty([binary, "--data", folder], env_extra={"XDG_CACHE_HOME": cache})
        warm.wait_for(markers)
        warm.quit()
    for run in range(runs):
        cache_dir = cache or tempfile.mkdtemp(prefix="cookbook-bench-cache-")
        session = Pty([binary, "--data", folder], env_extra={"XDG_CACHE_HOME": cache_dir})
        try:
            frames.append(session.wait_for(markers))
            if run == runs - 1:
                # The files are read after the first frame, on other threads: the peak counts
                # once they are (well within two seconds here).
                time.sleep(2)
                peak = session.peak_kb() / 1024
                session.quit()
        finally:
            session.kill()
            if not cache:
                shutil.rmtree(cache_dir, ignore_errors=True)
    return median(frames) * 1000, peak


def folder_bytes(folder):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, names in os.walk(folder) for f in names)


def cooklang_bindings_seconds(folder):
    """The official Cooklang parser (cooklang-bindings, from PyPI) over every .cook file,
    from Python, as one process; None when it is not installed."""
    script = (
        "import os, sys, time, cooklang\n"
        "files = [os.path.join(d, f) for d, _, n in os.walk(sys.argv[1]) for f in n if f.endswith('.cook')]\n"
        "start = time.perf_counter()\n"
        "for path in files:\n"
        "    try: cooklang.parse(open(path, encoding='utf-8').read())\n"
        "    except BaseException: pass\n"
        "print(time.perf_counter() - start)\n")
    try:
        done = subprocess.run([sys.executable, "-c", script, folder], capture_output=True, text=True, timeout=600,
                              env=dict(os.environ, RUST_BACKTRACE="0"))
    except subprocess.TimeoutExpired:
        return None
    return float(done.stdout) if done.returncode == 0 else None


def search_session(binary, data, markers, word, runs):
    """`/` and the word typed in the real program, one key at a time: per keystroke the CPU
    the process used and the time to the first byte of the new frame (medians over runs)."""
    cpu = [[] for _ in word]
    latency = [[] for _ in word]
    session = Pty([binary, "--data", data])
    try:
        session.wait_for(markers)
        for _ in range(runs):
            session.keys(b"/")
            for i, character in enumerate(word.encode()):
                session.settle(0.05)
                cpu0 = session.cpu_ns()
                start = time.perf_counter()
                os.write(session.master, bytes([character]))
                if session.read(2.0):
                    latency[i].append(time.perf_counter() - start)
                    while session.read(0.004):
                        pass
                cpu[i].append(session.cpu_ns() - cpu0)
            session.keys(b"\x1b")  # Esc: back to the browser, the next run starts afresh
        session.quit()
    finally:
        session.kill()
    return [median(c) / 1e6 for c in cpu], [median(t) * 1000 for t in latency]


def nnn_session(tree, runs):
    frames, result = [], {}
    for run in range(runs):
        session = Pty(["nnn", tree], cwd=tree)
        try:
            frames.append(session.wait_for([b"soup"]))
            if run == runs - 1:
                session.quit()
        finally:
            session.kill()
    # CPU and bytes per key in a folder of 60 files.
    session = Pty(["nnn", os.path.join(tree, "dessert")], cwd=os.path.join(tree, "dessert"))
    try:
        session.wait_for([b"recipe-31"])
        cpu, written = session.keys(KEYS)
        result["cpu_per_key_us"] = cpu / len(KEYS) / 1000
        result["bytes_per_key"] = written / len(KEYS)
        session.quit()
    finally:
        session.kill()
    result["first_frame_ms"] = median(frames) * 1000
    return result


def make_tree(path):
    """8 folders of 60 files: about the shape of the bundled cookbook."""
    names = ["dessert", "pancake", "salad", "sandwich", "soup", "breakfast", "main", "side"]
    for name in names:
        folder = os.path.join(path, name)
        os.makedirs(folder, exist_ok=True)
        for i in range(60):
            open(os.path.join(folder, f"recipe-{i}.json"), "a").close()


def first_recipe_name(path):
    with open(path, encoding="utf-8") as f:
        book = json.load(f)
    first = book["categories"][0]
    return first["name"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--gen", required=True, help="cookbook-gen (search timing, names)")
    parser.add_argument("--bundled", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--markdown")
    args = parser.parse_args()

    work = os.path.abspath(args.work)
    files = {n: os.path.join(work, f"recipes-{n}.json") for n in ("10k", "100k")}
    tree = os.path.join(work, "tree")
    make_tree(tree)
    markers = [b"Categories", b"quit"]
    rows = []

    def row(figure, value, unit, anchor_name="", anchor=None, ratio=None, target="", met=None):
        rows.append((figure, value, unit, anchor_name, anchor, ratio, target, met))

    print("bench: bundled cookbook and nnn ...", file=sys.stderr)
    ours = cookbook_session(args.bin, args.bundled, markers, args.runs)
    nnn = nnn_session(tree, args.runs)
    ratio = ours["first_frame_ms"] / nnn["first_frame_ms"]
    row("first frame, bundled", ours["first_frame_ms"], "ms", "nnn, 8x60 tree", nnn["first_frame_ms"],
        f"{ratio:.2f}x nnn", "<= 1.5x nnn", ratio <= 1.5)
    ratio = ours["cpu_per_key_us"] / nnn["cpu_per_key_us"]
    row("CPU per j/k key, bundled", ours["cpu_per_key_us"], "us", "nnn", nnn["cpu_per_key_us"],
        f"{ratio:.2f}x nnn", "<= nnn", ratio <= 1.0)
    row("bytes per j/k key, bundled", ours["bytes_per_key"], "B", "nnn", nnn["bytes_per_key"],
        "", "<= 10", ours["bytes_per_key"] <= 10)
    ratio = ours["cursor_cpu_per_key_us"] / nnn["cpu_per_key_us"]
    row("  same, j/k in the recipe (cursor)", ours["cursor_cpu_per_key_us"], "us", "nnn", nnn["cpu_per_key_us"],
        f"{ratio:.2f}x nnn", "<= nnn", ratio <= 1.0)
    row("  bytes, j/k in the recipe (cursor)", ours["cursor_bytes_per_key"], "B", "nnn", nnn["bytes_per_key"],
        "", "<= 10", ours["cursor_bytes_per_key"] <= 10)

    size = {}
    for n, path in files.items():
        size[n] = os.path.getsize(path)
        print(f"bench: {n} recipes ({size[n] / 1e6:.0f} MB) ...", file=sys.stderr)
        result = cookbook_session(args.bin, path, markers, args.runs)
        if n == "100k":
            python = timed([sys.executable, "-c", f"import json; json.load(open({path!r}))"], runs=3) * 1000
            jq = timed(["jq", ".recipes | length", path], runs=3) * 1000
            speedup = python / result["first_frame_ms"]
            row(f"first frame, {n}", result["first_frame_ms"], "ms", "python3 json.load", python,
                f"{speedup:.1f}x faster", "<= 300 ms, >= 8x", result["first_frame_ms"] <= 300 and speedup >= 8)
            row("  (jq, same file)", jq, "ms", "", None, f"{jq / result['first_frame_ms']:.1f}x faster", "", None)
        else:
            row(f"first frame, {n}", result["first_frame_ms"], "ms", "", None, "", "", None)
        row(f"CPU per j/k key, {n}", result["cpu_per_key_us"], "us", "", None, "", "<= 1000 us",
            result["cpu_per_key_us"] <= 1000 if n == "100k" else None)
        row(f"bytes per j/k key, {n}", result["bytes_per_key"], "B", "", None, "", "<= 10",
            result["bytes_per_key"] <= 10 if n == "100k" else None)
        row("  same, j/k in the recipe (cursor)", result["cursor_cpu_per_key_us"], "us", "", None, "", "<= 1000 us",
            result["cursor_cpu_per_key_us"] <= 1000 if n == "100k" else None)
        row("  bytes, j/k in the recipe (cursor)", result["cursor_bytes_per_key"], "B", "", None, "", "<= 10",
            result["cursor_bytes_per_key"] <= 10 if n == "100k" else None)
        peak_ratio = result["peak_mb"] * 1024 * 1024 / size[n]
        row(f"peak memory, {n}", result["peak_mb"], "MB", "file size", size[n] / 1024 / 1024,
            f"{peak_ratio:.2f}x file", "<= 1.2x file", peak_ratio <= 1.2 if n == "100k" else None)
        row(f"quit, {n}", result["quit_ms"], "ms", "", None, "", "<= 50 ms", result["quit_ms"] <= 50 if n == "100k" else None)
        print(f"  first frames: {result['first_frames_ms']}", file=sys.stderr)

    print("bench: search ...", file=sys.stderr)
    names = os.path.join(work, "names-100k.txt")
    subprocess.run([args.gen, "names", files["100k"], names], check=True, stdout=subprocess.DEVNULL)
    word = "salad"
    queries = [word[: i + 1] for i in range(len(word))]
    engine = json.loads(subprocess.run(
        [args.gen, "search", files["100k"], word, str(args.runs)], check=True, capture_output=True, text=True).stdout)
    fzf = []
    with open(names, "rb") as f:
        for query in queries:
            fzf.append(timed(["fzf", "--filter", query], stdin=f, runs=args.runs) * 1000)
    ui_cpu, ui_latency = search_session(args.bin, files["100k"], markers, word, args.runs)
    fzf_median = median(fzf)
    ours_search = median(ui_cpu)
    ratio = fzf_median / ours_search
    row("search keystroke in the app, 100k: CPU", ours_search, "ms", "fzf --filter (process)", fzf_median,
        f"{ratio:.0f}x faster", "<= 15 ms, >= 3x", ours_search <= 15 and ratio >= 3)
    worst = max(ui_cpu)
    row("  worst keystroke: CPU", worst, "ms", "fzf --filter (worst)", max(fzf),
        f"{max(fzf) / worst:.0f}x faster", "<= 15 ms", worst <= 15)
    row("  worst keystroke: key to new frame", max(ui_latency), "ms", "", None, "", "<= 15 ms", max(ui_latency) <= 15)
    engine_median = median(engine["per_keystroke_ms"])
    row("  SearchIndex.search alone (median)", engine_median, "ms", "fzf --filter (process)", fzf_median,
        f"{fzf_median / engine_median:.0f}x faster", "", None)

    print("bench: libraries of 10,000 recipe files ...", file=sys.stderr)
    cook, schema = os.path.join(work, "cook-10k"), os.path.join(work, "jsonld-10k")
    for kind, folder in (("cook", cook), ("jsonld", schema)):
        shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([args.gen, "files", kind, "10000", folder], check=True, stdout=subprocess.DEVNULL)
    cook_bytes, schema_bytes = folder_bytes(cook), folder_bytes(schema)
    cold, cold_peak = library_session(args.bin, cook, markers, args.runs)
    official = cooklang_bindings_seconds(cook)
    row("first frame, 10k .cook, cold (names; files read after)", cold, "ms", "cooklang-bindings, same files",
        official * 1000 if official else None, f"{official * 1000 / cold:.0f}x faster" if official else "not installed",
        "<= 300 ms", cold <= 300)
    row("  peak memory, 10k .cook", cold_peak, "MB", "files' size", cook_bytes / 1e6,
        f"{cold_peak * 1e6 / cook_bytes:.2f}x files", "<= 2x files", cold_peak * 1e6 / cook_bytes <= 2)
    cache = tempfile.mkdtemp(prefix="cookbook-bench-cache-")
    warm, warm_peak = library_session(args.bin, cook, markers, args.runs, cache=cache)
    shutil.rmtree(cache, ignore_errors=True)
    row("  opened before (from the cache)", warm, "ms", "", None, "", "", None)
    first, first_peak = library_session(args.bin, schema, markers, args.runs)
    row("first frame, 10k schema.org .json, first time", first, "ms", "", None, "", "<= 1500 ms", first <= 1500)
    cache = tempfile.mkdtemp(prefix="cookbook-bench-cache-")
    again, again_peak = library_session(args.bin, schema, markers, args.runs, cache=cache)
    shutil.rmtree(cache, ignore_errors=True)
    row("  opened before (from the cache)", again, "ms", "", None, "", "<= 300 ms", again <= 300)
    peak = max(first_peak, again_peak)
    row("  peak memory, 10k schema.org", peak, "MB", "files' size", schema_bytes / 1e6,
        f"{peak * 1e6 / schema_bytes:.2f}x files", "<= 2x files", peak * 1e6 / schema_bytes <= 2)

    # The table.
    header = ["figure", "cookbook", "anchor", "anchor figure", "ratio", "target", "met"]
    lines = []
    for figure, value, unit, anchor_name, anchor, ratio, target, met in rows:
        def fmt(v):
            if v is None:
                return ""
            return f"{v:.1f} {unit}" if v < 100 else f"{v:.0f} {unit}"
        lines.append([figure, fmt(value), anchor_name, fmt(anchor), ratio or "", target,
                      "" if met is None else ("yes" if met else "NO")])
    widths = [max(len(str(x)) for x in col) for col in zip(header, *lines)]
    text = "\n".join("  ".join(str(c).ljust(w) for c, w in zip(line, widths)) for line in [header] + lines)
    print(text)
    print(f"(search per keystroke, ms, for {queries}: in the app, CPU {[round(x, 2) for x in ui_cpu]}, "
          f"key to frame {[round(x, 2) for x in ui_latency]}; SearchIndex.search {engine['per_keystroke_ms']}; "
          f"fzf --filter {[round(x, 1) for x in fzf]})")

    if args.markdown:
        cpu = platform.processor() or platform.machine()
        with open("/proc/meminfo") as f:
            memory = int(f.readline().split()[1]) / 1024 / 1024
        load = os.getloadavg()
        with open(args.markdown, "w") as f:
            f.write(f"Measured {datetime.date.today().isoformat()} on {os.cpu_count()} cores, {memory:.0f} GB, "
                    f"{platform.system()} {platform.release()} ({cpu}); load average at the end "
                    f"{load[0]:.2f} {load[1]:.2f} {load[2]:.2f}. Median of {args.runs} runs.\n\n")
            f.write("| " + " | ".join(header) + " |\n")
            f.write("|" + "|".join("---" for _ in header) + "|\n")
            for line in lines:
                f.write("| " + " | ".join(str(c) for c in line) + " |\n")
            f.write(f"\nSearch per keystroke (ms) for {queries}: in the app, CPU {[round(x, 2) for x in ui_cpu]} "
                    f"and key to new frame {[round(x, 2) for x in ui_latency]}; SearchIndex.search alone "
                    f"{engine['per_keystroke_ms']}; fzf --filter {[round(x, 1) for x in fzf]}.\n")


if __name__ == "__main__":
    main()
