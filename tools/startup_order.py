#!/usr/bin/env python3
"""make startup-order: writes tools/startup-order.txt, the functions cookbook runs when it
starts, draws, answers keys and reads a folder of recipes, grouped by the scenario below
that first runs them (by name within a group); then the data they read and write.

The release link (Makefile, RELEASE_FLAGS) places those functions together at the start of
the code, each in a section of its own (-function-sections): the kernel maps a program's code
64 KB at a time around each page it touches, and with the functions that run spread over
19 MB of code, starting touches some 160 such blocks (10 MB resident for a screen of
recipes). Placed together they fill fewer blocks: fewer page faults at every start, and less
of the binary resident (docs/performance.md, "Where the code sits").

The same goes for data: the writable data and zeroed memory the start, `list` and the first
frames touch (valgrind's lackey traces every access) were some 60 pages spread over 1.2 MB,
each a page fault or two at every start; the symbols listed after the functions move their
sections (a library object's data, one of ours) together.

A function missing from the list (new code) only sits where the linker puts it; names the
binary no longer has are ignored. Run it again after large changes:

    make startup-order        (builds the release binary, then runs this under valgrind)
"""
import argparse
import bisect
import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Bench"))
import bench  # noqa: E402  (the pseudo terminal the benchmark drives the program in)

REPO = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
VALGRIND = ["valgrind", "--tool=callgrind", "--demangle=no", "--compress-strings=no", "--compress-pos=no",
            "--dump-instr=no"]


def functions(path):
    """The functions a callgrind output names, in the order it names them."""
    names = []
    for part in sorted(p for p in os.listdir(os.path.dirname(path)) if p.startswith(os.path.basename(path))):
        with open(os.path.join(os.path.dirname(path), part), errors="replace") as f:
            for line in f:
                if line.startswith("fn="):
                    name = line[3:].strip()
                    # Recursion levels ('2) and code without a symbol (an address) are no names.
                    if "'" not in name and not name.startswith("0x"):
                        names.append(name)
    return names


def command(binary, args, out, env, tool=None):
    tool = tool or VALGRIND + [f"--callgrind-out-file={out}"]
    subprocess.run(tool + [binary] + args, capture_output=True, env=env, timeout=300)


def screen(binary, args, out, env, keys, tool=None):
    """The program in a terminal: its first frame, then keys, then its counters dumped."""
    session = bench.Pty((tool or VALGRIND + [f"--callgrind-out-file={out}"]) + [binary] + args, env_extra=env)
    try:
        session.wait_for([b"quit"], timeout=300)
        session.settle(1.0)
        for key in keys:
            session.keys(key, first_wait=10, quiet=0.2)
        if tool is None:
            subprocess.run(["callgrind_control", "-d", "keys", str(session.proc.pid)], capture_output=True, check=False)
        os.write(session.master, b"\x1bq")
        deadline = time.time() + 60
        while session.proc.poll() is None and time.time() < deadline:
            session.read(0.1)
    finally:
        session.kill()


def data_symbols(binary):
    """The data symbols of the writable data, the zeroed memory and the read-only data that
    is not code, by address; and those sections' address ranges."""
    ranges = []
    for line in subprocess.run(["readelf", "-SW", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 5 and fields[1] in (".data.rel.ro", ".data", ".bss", ".rodata"):
            start, size = int(fields[3], 16), int(fields[5], 16)
            ranges.append((start, start + size))
    symbols = []
    for line in subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True, check=True).stdout.splitlines():
        fields = line.split(maxsplit=2)
        if len(fields) == 3 and fields[1] in "dDbBrR":
            symbols.append((int(fields[0], 16), fields[2]))
    return symbols, ranges


def touched_data(trace, symbols, ranges):
    """The data symbols a lackey trace reads or writes, in the order first touched."""
    addresses = [address for address, _ in symbols]
    order, seen = [], set()
    with open(trace, errors="replace") as f:
        for line in f:
            if line[:2] not in (" L", " S", " M"):
                continue
            address = int(line[3:line.index(",")], 16)
            if not any(start <= address < end for start, end in ranges):
                continue
            i = bisect.bisect_right(addresses, address) - 1
            if i >= 0 and symbols[i][1] not in seen:
                seen.add(symbols[i][1])
                order.append(symbols[i][1])
    return order


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(REPO, ".build/release/cookbook"))
    parser.add_argument("--out", default=os.path.join(REPO, "tools/startup-order.txt"))
    args = parser.parse_args()
    if not shutil.which("valgrind") or not shutil.which("callgrind_control"):
        sys.exit("startup-order: valgrind is needed (apt-get install valgrind)")
    work = tempfile.mkdtemp(prefix="cookbook-order-")
    try:
        binary = bench.without_debug_info(args.bin, work)
        env = {"XDG_CACHE_HOME": os.path.join(work, "cache"), "XDG_DATA_HOME": os.path.join(work, "data"),
               "XDG_CONFIG_HOME": os.path.join(work, "config")}
        full_env = dict(bench.ENV, XDG_STATE_HOME=os.path.join(work, "state"), **env)
        fixtures = os.path.join(REPO, "Tests/CookbookFormatsTests/Fixtures")
        bundled = ["--data", os.path.join(REPO, "Data/recipes.json")]
        # In the order a user meets them: the commands, the first frame, keys, a library.
        scenarios = [
            ("version", lambda out: command(binary, ["--version"], out, full_env)),
            ("list", lambda out: command(binary, ["list"] + bundled, out, full_env)),
            ("screen", lambda out: screen(binary, bundled, out, env, [
                b"jjkk", b"\t", b"jj", b"l", b"jjkk", b"h", b"\t\t", b"/", b"so", b"\r", b"\x1b", b"?", b"q"])),
            ("library", lambda out: screen(binary, ["--data", fixtures], out, env, [b"jj", b"\t", b"jj"])),
            ("library-cached", lambda out: screen(binary, ["--data", fixtures], out, env, [b"j"])),
            ("help", lambda out: command(binary, ["--help"], out, full_env)),
        ]
        order, seen = [], set()
        for name, run in scenarios:
            out = os.path.join(work, f"cg-{name}")
            run(out)
            found = functions(out)
            # By name within a scenario: callgrind names them in no stable order, and the
            # file should change only where the code did.
            new = sorted(set(found) - seen)
            seen.update(new)
            order += new
            print(f"{name}: {len(found)} functions, {len(new)} new", file=sys.stderr)
        functions_count = len(order)
        # The data the start, `list` and the first frames touch, by lackey's trace of every
        # access (slower than callgrind, so these three only).
        symbols, ranges = data_symbols(binary)
        lackey = ["valgrind", "--tool=lackey", "--trace-mem=yes"]
        data = [
            ("version", lambda out: command(binary, ["--version"], out, full_env, lackey + [f"--log-file={out}"])),
            ("list", lambda out: command(binary, ["list"] + bundled, out, full_env, lackey + [f"--log-file={out}"])),
            ("screen", lambda out: screen(binary, bundled, out, env, [b"jjkk", b"\t", b"jj", b"l", b"jjkk", b"q"],
                                          lackey + [f"--log-file={out}"])),
        ]
        for name, run in data:
            out = os.path.join(work, f"lackey-{name}")
            run(out)
            found = touched_data(out, symbols, ranges)
            os.remove(out)
            new = [symbol for symbol in found if symbol not in seen]
            seen.update(new)
            order += new
            print(f"{name}: {len(found)} data symbols, {len(new)} new", file=sys.stderr)
        with open(args.out, "w") as f:
            f.write("".join(name + "\n" for name in order))
        print(f"{functions_count} functions and {len(order) - functions_count} data symbols -> {args.out}", file=sys.stderr)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
