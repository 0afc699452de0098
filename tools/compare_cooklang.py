#!/usr/bin/env python3
"""Compare cookbook's Cooklang reading with the official parser's.

The official parser is cooklang-rs, through its Python bindings (`pip install
cooklang-bindings`). This script parses every .cook file under the examples folder with it and
writes what it read to one JSON file; then `cookbook-gen cooklang-compare` (the helper
executable of `make bench` and `make compare`, Tests/Bench/Generator/CooklangComparison.swift)
reads the same files with cookbook's parser and prints, per file, where the two differ. It
exits 1 when cookbook cannot read a file the official parser reads.

    python3 tools/compare_cooklang.py                      # both steps (builds cookbook-gen)
    python3 tools/compare_cooklang.py --gen PATH           # with a cookbook-gen built before
    python3 tools/compare_cooklang.py --json-only          # only write the JSON
    .build/debug/cookbook-gen cooklang-compare .build/cooklang-compare/official.json \\
        ../shared/cooklang/examples                        # only compare

`make compare` runs it; not part of `make test`.
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parent.parent
DEFAULT_EXAMPLES = REPOSITORY.parent / "shared" / "cooklang" / "examples"
DEFAULT_OUT = REPOSITORY / ".build" / "cooklang-compare" / "official.json"


def plain(value):
    """A quantity's value as JSON: a number, text, "a-b" for a range, or None."""
    if value is None or isinstance(value, (int, float, str)):
        return value
    if hasattr(value, "start") and hasattr(value, "end"):
        return f"{value.start:g}-{value.end:g}"
    return str(value)


def quantity(q):
    if q is None:
        return {"value": None, "unit": None}
    return {"value": plain(q.value), "unit": q.unit}


def metadata_value(value):
    if isinstance(value, (tuple, list)):
        return [str(v) for v in value]
    return str(value)


def quietly(parse, text):
    """parse(text), with the Rust panic the bindings print for text they refuse kept off the
    terminal (they raise ParseError all the same)."""
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        return parse(text)
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def reading(text):
    import cooklang

    recipe = quietly(cooklang.parse, text)
    sections = []
    notes = []
    steps = []
    for section in recipe.sections:
        sections.append({"name": section.name, "steps": len(section.steps)})
        notes += [note.text for note in section.notes]
        steps += [step.text for step in section.steps]
    return {
        "metadata": {str(k): metadata_value(v) for k, v in recipe.metadata.items()},
        "ingredients": [
            {"name": i.name, **quantity(i.quantity), "note": i.note, "reference": i.recipe_reference}
            for i in recipe.ingredients
        ],
        "cookware": [{"name": c.name, **quantity(c.quantity)} for c in recipe.cookware],
        "timers": [{"name": t.name, **quantity(t.quantity)} for t in recipe.timers],
        "steps": steps,
        "sections": sections,
        "notes": notes,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=Path, default=DEFAULT_EXAMPLES, help="folder of .cook files")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the JSON file to write")
    parser.add_argument("--json-only", action="store_true", help="write the JSON, do not run the Swift comparison")
    parser.add_argument("--gen", type=Path, help="cookbook-gen (else built: swift build --product cookbook-gen)")
    args = parser.parse_args()

    try:
        import cooklang  # noqa: F401
    except ImportError:
        sys.exit("the official parser is missing: pip install cooklang-bindings")
    if not args.examples.is_dir():
        sys.exit(f"no examples folder at {args.examples}")

    files = sorted(p for p in args.examples.rglob("*.cook") if p.is_file())
    readings = []
    for path in files:
        entry = {"file": path.relative_to(args.examples).as_posix()}
        try:
            entry.update(reading(path.read_text(encoding="utf-8")))
        except Exception as error:  # the bindings raise ParseError, a ValueError
            entry["error"] = str(error)
        readings.append(entry)

    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(readings, ensure_ascii=False, indent=1), encoding="utf-8")
    print(f"{len(readings)} files read by the official parser: {args.out}")
    if args.json_only:
        return

    command = [str(cookbook_gen(args.gen)), "cooklang-compare", str(args.out.resolve()), str(args.examples.resolve())]
    print("$ " + " ".join(command), flush=True)
    sys.exit(subprocess.run(command, cwd=REPOSITORY).returncode)


def cookbook_gen(given):
    """The helper executable: the one given, else the debug build, built now."""
    if given is not None:
        return given
    subprocess.run(["swift", "build", "--product", "cookbook-gen"], cwd=REPOSITORY, check=True)
    return REPOSITORY / ".build" / "debug" / "cookbook-gen"


if __name__ == "__main__":
    main()
