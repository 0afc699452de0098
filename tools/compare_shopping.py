#!/usr/bin/env python3
"""Compare cookbook's reading of the shopping files with the reference's.

The reference is cooklang-rs (the library cookcli reads and writes these files with), through
its Python bindings (`pip install cooklang-bindings`): `parse_shopping_list` and
`ShoppingList.to_text` for `.shopping-list`, `parse_checked_log`, `checked_names` and
`compact_checked_log` for `.shopping-checked`, `parse_aisle_config` for `aisle.conf`. The
bindings have nothing for `pantry.conf` (cooklang-rs's pantry module is not exposed), so the
pantry is not compared here.

The cases: lists, ticks and aisle files made from the recipes and plans in
../shared/cooklang/examples/cookcli-seed as cookcli writes them, the examples of
../shared/cooklang/conventions.md, the project's own fixtures (Tests/Fuzz/corpus/shopping and
household), and tricky cases made here (CRLF, tabs, bad indentation, `{}`, `{2}`, `{1.5}`,
`{4%l}`, comments, blank lines, `.cook` and `.menu`, names that are not ASCII, ticks in
another case). This script reads each with the reference and writes the cases to one JSON
file; `cookbook-gen shopping-readings` (Tests/Bench/Generator/ShoppingReadings.swift) reads
the same with cookbook's readers and writers; the script then prints, per case, where the
two differ, and the counts. docs/formats.md ("Shopping files") gives each difference its
verdict.

    python3 tools/compare_shopping.py                 # builds cookbook-gen, then compares
    python3 tools/compare_shopping.py --gen PATH      # with a cookbook-gen built before
    python3 tools/compare_shopping.py --verbose       # the cases that read the same too

`make compare` runs it; not part of `make test`. Exit status 0 whatever differs (the
differences are the report), 2 when a step cannot run.
"""

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from compare_cooklang import cookbook_gen  # the helper executable, built when not given

REPOSITORY = Path(__file__).resolve().parent.parent
SHARED = REPOSITORY.parent / "shared" / "cooklang"
SEED = SHARED / "examples" / "cookcli-seed"
OUT = REPOSITORY / ".build" / "shopping-compare"


# ---------------------------------------------------------------- the cases

def seed_cases():
    """Lists, ticks and an aisle file made from the seed's recipes and plans, as cookcli
    writes them: a recipe with the sub-recipes it names nested under it (the reference as
    the recipe writes it, without its extension), a plan with its recipes and theirs."""
    import cooklang

    cases = []
    recipes = sorted(p for p in SEED.rglob("*.cook"))
    subs = {}
    ingredients = {}
    for path in recipes:
        rel = path.relative_to(SEED).as_posix()
        recipe = quietly(cooklang.parse, path.read_text(encoding="utf-8"))
        subs[rel[:-5]] = [i.recipe_reference[2:] for i in recipe.ingredients
                          if i.recipe_reference and i.recipe_reference.startswith("./")]
        ingredients[rel] = [i.name for i in recipe.ingredients if not i.recipe_reference]

    def nested(stem, depth, seen=()):
        lines = []
        for sub in subs.get(stem, []):
            if sub in seen:
                continue
            lines.append("  " * depth + "./" + sub)
            lines += nested(sub, depth + 1, seen + (sub,))
        return lines

    with_ext, without_ext = [], []
    for path in recipes:
        stem = path.relative_to(SEED).as_posix()[:-5]
        with_ext += ["./" + stem + ".cook"] + nested(stem, 1)
        without_ext += ["./" + stem + "{2}"] + nested(stem, 1)
    cases.append(case("seed: every recipe with .cook, its sub-recipes nested", "list", lines(with_ext)))
    cases.append(case("seed: every recipe without extension, {2}", "list", lines(without_ext)))

    for menu in sorted(SEED.rglob("*.menu")):
        rel = menu.relative_to(SEED).as_posix()
        out = ["./" + rel]
        for path, amount in re.findall(r"@\./([^{}@]+?)\{([^}]*)\}", menu.read_text(encoding="utf-8")):
            scale = f"{{{amount}}}" if re.fullmatch(r"\d+(\.\d+)?", amount.strip()) and float(amount) != 1 else ""
            out += ["  ./" + path + scale] + nested(path, 2)
        cases.append(case(f"seed: the plan {rel} with its recipes and sub-recipes", "list", lines(out)))
        out[0] = "./" + rel + "{2}"
        cases.append(case(f"seed: the plan {rel}{{2}}, then free-hand items", "list",
                          lines(out + ["olive oil{4%l}", "salt", "lemons{2}"])))

    names = [n for rel in sorted(ingredients) for n in ingredients[rel]]
    unique = list(dict.fromkeys(names))
    log = [f"+ {n}" for n in unique]
    log += [f"- {n.upper()}" for n in unique[::3]]
    log += [f"+ {n.title()}" for n in unique[::6]]
    cases.append(case("seed: every ingredient ticked, some back on in upper case, some again in title case",
                      "checked", lines(log), current=unique[: len(unique) // 2]))
    cases.append(case("seed: every ingredient ticked twice", "checked",
                      lines([f"+ {n}" for n in unique] * 2), current=unique))

    aisle = []
    listed = set()
    for rel in sorted(ingredients):
        aisle.append(f"[{rel[:-5]}]")
        for name in dict.fromkeys(ingredients[rel]):
            if name.lower() not in listed:  # an item once, in the first recipe's aisle
                listed.add(name.lower())
                aisle.append(name)
    probes = unique + [n.upper() for n in unique] + [n + "s" for n in unique[:10]]
    cases.append(case("seed: an aisle a recipe, its ingredients the items", "aisle", lines(aisle), probes=probes))
    return cases


def conventions_cases():
    """The examples of ../shared/cooklang/conventions.md, by the heading they are under."""
    text = (SHARED / "conventions.md").read_text(encoding="utf-8")
    cases = []
    heading = ""
    grouping = 0
    for match in re.finditer(r"^(#+ .*)$|^```[^\n]*\n(.*?)^```", text, re.S | re.M):
        if match.group(1):
            heading = match.group(1).lstrip("# ").strip()
            continue
        block = match.group(2)
        if heading == "List definition":
            cases.append(case("conventions: the list definition", "list", block))
        elif heading == "Check file":
            cases.append(case("conventions: the check file", "checked", block,
                              current=["salt", "avocados", "olive oil"]))
            cases.append(case("conventions: the check file, compacted against the list's items", "checked",
                              block, current=["olive oil", "salt"]))
        elif heading == "Ingredient grouping":
            grouping += 1
            spellings = [s.strip() for line in block.splitlines() if not line.startswith("[")
                         for s in line.split("|") if s.strip()]
            probes = spellings + [s.upper() for s in spellings] + ["potato", "chickens", "salmon"]
            cases.append(case(f"conventions: aisle example {grouping}", "aisle", block, probes=probes))
    return cases


def fixture_cases():
    """The project's own fixtures: the fuzz corpora of the shopping files and aisle.conf."""
    cases = []
    for path in sorted((REPOSITORY / "Tests" / "Fuzz" / "corpus" / "shopping").iterdir()):
        data = path.read_bytes().decode("utf-8", "replace")
        parts = data.split("\0")
        cases.append(case(f"fixture: shopping/{path.name}, the list", "list", parts[0]))
        for n, part in enumerate(parts[1:], start=1):
            names = [line[2:].strip() for line in part.splitlines() if line[:2] in ("+ ", "- ")]
            cases.append(case(f"fixture: shopping/{path.name}, log {n}", "checked", part, current=names[:2]))
    for path in sorted((REPOSITORY / "Tests" / "Fuzz" / "corpus" / "household").iterdir()):
        aisle = path.read_bytes().decode("utf-8", "replace").split("\0")[0]
        if "[" not in aisle:
            continue
        spellings = [s.strip() for line in aisle.splitlines() if not line.startswith("[")
                     for s in line.split("|") if s.strip()]
        cases.append(case(f"fixture: household/{path.name}, the aisle.conf", "aisle", aisle,
                          probes=spellings + ["tomatoes", "Avocados", "MILK"]))
    return cases


# Tricky cases, made here: (name, text).
LISTS = [
    ("{} after a reference", "./Soup{}\n"),
    ("{2}", "./Soup{2}\n"),
    ("{1.5}", "./Soup{1.5}\n"),
    ("{1} written", "./Soup{1}\n"),
    ("{0.5} nested", "./Plans/Week.menu\n  ./Soup{0.5}\n"),
    ("{4%l} on a reference", "./Soup{4%l}\n"),
    ("{4%l} on an item", "olive oil{4%l}\n"),
    ("{} on an item", "olive oil{}\n"),
    ("{2} with no name", "{2}\n"),
    ("{} alone", "{}\n"),
    ("a multiplier in words", "./Soup{two}\n"),
    ("a multiplier of 0", "./Soup{0}\n"),
    ("a negative multiplier", "./Soup{-1}\n"),
    ("a multiplier with spaces", "./Soup{ 2 }\n"),
    ("a fixed multiplier", "./Soup{=2}\n"),
    ("an item's quantity with spaces", "salt{ 1 % tsp }\n"),
    ("two braces", "salt{1}{2}\n"),
    ("text after the braces", "oil{4%l}x\n./a{2}b\n"),
    ("./ alone", "./\n"),
    ("spaces around a path", "./ Soup \n"),
    ("spaces after an item", "salt   \n"),
    (".cook and .menu", "./Breakfast/Easy Pancakes.cook{2}\n./Plans/Week 1.menu\n  ./Risotto\n  ./Salads/Caprese.cook\n"),
    ("the same recipe with and without .cook", "./Risotto\n./Risotto.cook{2}\n"),
    ("CRLF", "./Plans/Week.menu\r\n  ./Soup{2}\r\n    ./Stock\r\nsalt\r\noil{4%l}\r\n"),
    ("CR alone", "./Soup\rsalt\r"),
    ("no newline at the end", "./Soup\nsalt"),
    ("a tab for indentation", "./Soup\n\t./Stock\n"),
    ("a tab after two spaces", "./Soup\n  \t./Stock\n"),
    ("one space", "./Soup\n ./Stock\n"),
    ("three spaces", "./Soup\n   ./Stock\n"),
    ("indented at the top", "  ./Soup\n"),
    ("two levels deeper", "./Soup\n    ./Stock\n"),
    ("an item nested", "./Soup\n  butter\n"),
    ("an item nested two deep", "./Plan.menu\n  ./Soup\n    butter{2}\n"),
    ("dedent by two levels", "./Plan.menu\n  ./Soup\n    ./Stock\n./Bread\n"),
    ("line comments", "-- the week\n./Soup -- spicy\nsalt -- to taste\n"),
    ("a comment inside braces", "salt [- x -]{1%tsp}\n"),
    ("a block comment over lines", "[- not\n./Soup\nyet -]\n./Bread\n"),
    ("a block comment never closed", "./Soup\n[- later\n./Bread\n"),
    ("an indented comment", "./Soup\n  -- note\n  ./Stock\n"),
    ("blank lines", "\n\n./A\n\n  ./B\n\nsalt\n\n"),
    ("blank lines with spaces", "./A\n   \n  ./B\n"),
    ("names that are not ASCII", "./Crème brûlée{2}\n./Десерты/Блины\n  ./Соусы/Сметана\nÄpfel{1%kg}\n味噌{200%g}\n"),
    ("an emoji", "./🍕 Pizza\n🧂 salt\n"),
    ("a byte order mark", "\ufeff./Soup\nsalt\n"),
    ("a path with dots", "./../Elsewhere/Soup\n./Soups/./Stock\n"),
    ("a percent in a path", "./100% Rye{2}\n"),
    ("an item like a reference", ".Soup\n/Soup\n"),
    ("only comments", "-- nothing\n[- nothing -]\n"),
    ("empty", ""),
    ("a reference and a plan, deep", "./Plans/Week.menu{2}\n  ./Mains/Burrito{2}\n    ./Shared/Guacamole{2}\n"
     "      ./Shared/Avocado Base\n  ./Salads/Boring\n./Soup\n"),
]

NAMES = ["Flour", "sugar", "Eggs", "milk", "BUTTER", "salt", "Yeast", "lemons", "Basil", "rice"]

CHECKS = [
    ("duplicate ticks in another case", "+ Salt\n- salt\n+ SALT\n+ Butter\n", ["salt", "butter"]),
    ("last entry wins", "+ b\n+ a\n+ c\n- b\n+ b\n", ["a", "b", "c"]),
    ("compaction drops what is off the list", "+ milk\n+ eggs\n+ flour\n", ["milk"]),
    ("compaction keeps a plural the list writes singular", "+ Eggs\n+ tomatoes\n", ["egg", "tomato"]),
    ("no space after the sign", "+salt\n-pepper\n", ["salt"]),
    ("spaces around the name", "+   olive oil   \n", ["olive oil"]),
    ("a sign alone", "+\n- \n", []),
    ("other lines", "* bad\nfoo\n# note\n+ a\n", ["a"]),
    ("CRLF", "+ a\r\n+ b\r\n- a\r\n", ["a", "b"]),
    ("tabs", "+\tb\t\n\t+ c\n", ["b", "c"]),
    ("a comment is part of the name", "+ salt -- kosher\n", ["salt"]),
    ("names that are not ASCII, in another case", "+ Crème\n+ CRÈME\n+ ÄPFEL\n- äpfel\n", ["crème"]),
    ("ß and SS", "+ ß\n+ STRASSE\n", ["ß"]),
    ("blank lines", "\n+ a\n\n\n- a\n+ b\n", ["b"]),
    ("no newline at the end", "+ a\n- b", ["a", "b"]),
    ("a thousand ticks of ten names", "".join(f"{'+' if i % 3 else '-'} {NAMES[i % 10]}\n" for i in range(1000)),
     [n.lower() for n in NAMES[:5]]),
    ("empty", "", []),
]

AISLES = [
    ("a comment at the end of an item", "[dairy]\nmilk // fresh\n", ["milk"]),
    ("a comment after a category", "[dairy] // the back\nmilk\n", ["milk"]),
    ("comment lines", "// top\n[dairy]\n// none\nmilk\n", ["milk"]),
    ("a # line", "[produce]\n# note\nonion\n", ["onion", "# note"]),
    ("spaces and tabs", "[a]\n  eggs  \n\tmilk\t\n", ["eggs", "milk"]),
    ("spaces inside the brackets", "[ a b ]\nx | y |\n", ["x", "y"]),
    ("CRLF", "[a]\r\nmilk\r\n[b]\r\neggs|egg\r\n", ["milk", "eggs", "egg"]),
    ("an item before any category", "milk\n[a]\neggs\n", ["milk", "eggs"]),
    ("an empty category", "[a]\n[b]\nx\n", ["x"]),
    ("a category with no name", "[]\nx\n", ["x"]),
    ("a bracket never closed", "[a\nx\n", ["x"]),
    ("a stray bracket", "[a]\nx]\ny\n", ["x", "x]", "y"]),
    ("an item with no first name", "[a]\n|x\n", ["x"]),
    ("a spelling repeated", "[a]\nx|x\ny|X\n", ["x", "y", "X"]),
    ("a category repeated", "[produce]\nonion\n[dairy]\nmilk\n[produce]\ngarlic\n", ["onion", "milk", "garlic"]),
    ("an item in two categories", "[produce]\ntomato\n[canned]\ntomato|passata\n", ["tomato", "passata"]),
    ("synonyms in another case", "[produce]\nTomato|tomatoes|Cherry Tomato\n",
     ["tomato", "Tomatoes", "cherry tomato", "CHERRY TOMATOES"]),
    ("names that are not ASCII", "[Obst]\nÄpfel|Apfel\nCrème fraîche|creme fraiche\n[乾物]\n味噌\n",
     ["äpfel", "APFEL", "crème fraîche", "Creme Fraiche", "味噌"]),
    ("plurals", "[produce]\npotato\nberry\nleaf\n", ["potatoes", "berries", "leaves", "potato"]),
    ("underscores", "[freezer]\nice_cream\nfrozen peas\n", ["ice cream", "ice_cream", "frozen_peas"]),
    ("empty", "", ["milk"]),
]


def tricky_cases():
    cases = [case(f"made: {name}", "list", text) for name, text in LISTS]
    cases += [case(f"made: {name}", "checked", text, current=current) for name, text, current in CHECKS]
    cases += [case(f"made: {name}", "aisle", text, probes=probes) for name, text, probes in AISLES]
    return cases


def case(name, kind, text, **given):
    return {"name": name, "kind": kind, "text": text, **given}


def lines(items):
    return "".join(line + "\n" for line in items)


# ---------------------------------------------------------------- the reference's reading

def quietly(parse, *args):
    """parse(*args), with what the bindings print to stderr (warnings, a Rust panic) kept off
    the terminal."""
    sys.stderr.flush()
    saved = os.dup(2)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 2)
    try:
        return parse(*args)
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


def item_json(item):
    import cooklang

    if isinstance(item, cooklang.RecipeItem):
        return {"path": item.path, "scale": item.scale, "children": [item_json(c) for c in item.children]}
    return {"name": item.name, "quantity": item.quantity_text}


def reference_reading(given):
    import cooklang

    kind, text = given["kind"], given["text"]
    if kind == "list":
        try:
            parsed = quietly(cooklang.parse_shopping_list, text)
        except Exception as error:  # ShoppingListError, a ValueError
            return {"error": str(error)}
        return {"entries": [item_json(i) for i in parsed.items], "written": parsed.to_text()}
    if kind == "checked":
        entries = quietly(cooklang.parse_checked_log, text)
        compacted = cooklang.compact_checked_log(entries, given.get("current", []))
        return {"checks": [[e.name, e.checked] for e in entries],
                "checked": list(cooklang.checked_names(entries)),
                "compacted": [[e.name, e.checked] for e in compacted]}
    config = quietly(cooklang.parse_aisle_config, text)
    lookups = {}
    for probe in given.get("probes", []):
        category = config.category_for(probe)
        lookups[probe] = None if category is None else [category, config.common_name_for(probe)]
    return {"categories": [c.name for c in config.categories], "lookups": lookups}


# ---------------------------------------------------------------- the comparison

def same_scale(entries):
    """Entries with a multiplier of 1 written as none: both mean once (cookbook keeps no 1,
    the reference keeps what the file wrote)."""
    out = []
    for entry in entries:
        entry = dict(entry)
        if "path" in entry:
            if entry["scale"] == 1:
                entry["scale"] = None
            entry["children"] = same_scale(entry["children"])
        out.append(entry)
    return out


def shown(entries, depth=0):
    """Entries as lines, for the report."""
    out = []
    for entry in entries:
        if "path" in entry:
            scale = "" if entry["scale"] is None else f" ×{entry['scale']:g}"
            out.append("  " * depth + "./" + entry["path"] + scale)
            out += shown(entry["children"], depth + 1)
        else:
            quantity = "" if entry["quantity"] is None else " {" + entry["quantity"] + "}"
            out.append("  " * depth + entry["name"] + quantity)
    return out


def problems(reading):
    return "; ".join(f"line {p['line']}: {p['message']}" for p in reading.get("problems", []))


def differences(given, reference, ours):
    kind = given["kind"]
    found = []
    if kind == "list":
        if "error" in reference:
            if ours["problems"]:
                found.append(f"the reference refuses the whole file ({reference['error']}); "
                             f"cookbook names {problems(ours)} and reads {shown(ours['entries']) or 'nothing'}")
            else:
                found.append(f"the reference refuses the file ({reference['error']}); cookbook reads it without "
                             f"a word: {shown(ours['entries'])}")
            return found
        if same_scale(reference["entries"]) != same_scale(ours["entries"]):
            found.append(f"read: reference {shown(reference['entries'])}, cookbook {shown(ours['entries'])}")
        if ours["problems"]:
            found.append(f"cookbook names {problems(ours)}; the reference reads the file without a word")
        if reference["written"] != ours.get("written"):
            found.append(f"written: reference {reference['written']!r}, cookbook {ours.get('written')!r}")
    elif kind == "checked":
        if reference["checks"] != ours["checks"]:
            found.append(f"read: reference {reference['checks']}, cookbook {ours['checks']}")
        if ours["problems"]:
            found.append(f"cookbook names {problems(ours)}; the reference passes over it")
        if sorted(reference["checked"]) != sorted(ours["checked"]):
            found.append(f"ticked: reference {sorted(reference['checked'])}, cookbook {sorted(ours['checked'])}")
        if reference["compacted"] != ours["compacted"]:
            ref_names = sorted(n.lower() for n, _ in reference["compacted"])
            our_names = sorted(n.lower() for n, _ in ours["compacted"])
            what = "the same names, written otherwise" if ref_names == our_names else "other names"
            found.append(f"compacted ({what}): reference {reference['compacted']}, cookbook {ours['compacted']}")
    else:
        if reference["categories"] != ours["categories"]:
            found.append(f"categories: reference {reference['categories']}, cookbook {ours['categories']}")
        if ours["problems"]:
            found.append(f"cookbook names {problems(ours)}")
        for probe, theirs in reference["lookups"].items():
            mine = ours["lookups"].get(probe)
            if theirs != mine:
                found.append(f"{probe!r}: reference {theirs}, cookbook {mine}")
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--gen", type=Path, help="cookbook-gen (else built: swift build --product cookbook-gen)")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder for the JSON files")
    parser.add_argument("--verbose", action="store_true", help="list the cases that read the same too")
    args = parser.parse_args()

    try:
        import cooklang
    except ImportError:
        sys.exit("the reference is missing: pip install cooklang-bindings")
    if not SEED.is_dir():
        sys.exit(f"no examples folder at {SEED}")

    cases = seed_cases() + conventions_cases() + fixture_cases() + tricky_cases()
    references = []
    for given in cases:
        reference = reference_reading(given)
        references.append(reference)
        if given["kind"] == "list" and "entries" in reference:
            # cookbook's writer is given the entries the reference read, to set beside to_text.
            given["write"] = reference["entries"]

    args.out.mkdir(parents=True, exist_ok=True)
    cases_file = args.out / "cases.json"
    ours_file = args.out / "cookbook.json"
    cases_file.write_text(json.dumps(cases, ensure_ascii=False, indent=1), encoding="utf-8")
    (args.out / "reference.json").write_text(json.dumps(references, ensure_ascii=False, indent=1), encoding="utf-8")
    command = [str(cookbook_gen(args.gen)), "shopping-readings", str(cases_file), str(ours_file)]
    print("$ " + " ".join(command), flush=True)
    if subprocess.run(command, cwd=REPOSITORY).returncode != 0:
        sys.exit(2)
    ours = json.loads(ours_file.read_text(encoding="utf-8"))

    print(f"reference: cooklang-bindings {cooklang.__version__} (cooklang-rs {cooklang.UPSTREAM_VERSION})")
    counts = {}
    for given, reference, mine in zip(cases, references, ours):
        found = differences(given, reference, mine)
        kind = counts.setdefault(given["kind"], [0, 0])
        kind[0] += 1
        if found:
            kind[1] += 1
            print(f"≠ {given['kind']}: {given['name']}")
            for line in found:
                print("    " + line)
        elif args.verbose:
            print(f"= {given['kind']}: {given['name']}")
    total = sum(c[0] for c in counts.values())
    different = sum(c[1] for c in counts.values())
    by_kind = ", ".join(f"{k} {c[0]} ({c[1]} different)" for k, c in counts.items())
    print(f"{total} cases compared: {total - different} read the same, {different} differently ({by_kind}).")


if __name__ == "__main__":
    main()
