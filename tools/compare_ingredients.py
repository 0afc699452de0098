#!/usr/bin/env python3
"""Where cookbook's reading of ingredient lines differs from ingreedypy's.

Takes every ingredient line of the English pages in ../shared/realdata (the pages whose
`text_lang` in schemaorg/MANIFEST.json is "en"; the lines are recipe-scrapers' readings in
schemaorg/expected/, so pages whose JSON-LD has no lines count too), parses each with
ingreedypy and with cookbook, and prints the share of lines where the amount and the unit
agree, then each line where they do not.

cookbook reads the lines through the binary, as it reads any page: each page's lines go into a
JSON-LD file of their own in a temporary folder, and `cookbook show --format json` prints the
ingredients it read (quantity, quantityTo, unit as the line spells it).

    pip install ingreedypy
    python3 tools/compare_ingredients.py                   # .build/debug/cookbook
    python3 tools/compare_ingredients.py --bin PATH        # another build
    python3 tools/compare_ingredients.py --quiet           # the figures only

Agreement: the same first number (within 1%; none on both sides counts), and the same unit
once both spellings are brought to one name (`UNIT_NAMES` below: "Tbsp." and "tablespoon" are
one unit; none on both sides counts). ingreedypy reads number words ("a pinch" is 1 pinch)
and multiplies a range's numbers ("2-3" is 6); cookbook does neither, on purpose: see the
section "Ingredient lines" of docs/formats.md.

Not part of `make test`: it needs ingreedypy from PyPI. Exits 0 whatever it finds.
"""

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_DATA = REPO.parent / "shared" / "realdata" / "schemaorg"

# Spellings, lowercase without dots, to one name per unit: for comparing, not for reading
# (cookbook's one table is Sources/CookbookModel/Quantities/Units.swift). ingreedypy names its
# units in full ("tablespoon", "fluid_ounce"); cookbook keeps the line's spelling.
UNIT_NAMES = {
    "cup": ["cup", "cups", "c"],
    "tbsp": ["tablespoon", "tablespoons", "tbsp", "tbsps", "tbs", "tbl", "tblsp"],
    "tsp": ["teaspoon", "teaspoons", "tsp", "tsps", "ts", "tspn", "t"],
    "fl oz": ["fluid_ounce", "fl oz", "floz", "fluid ounce", "fluid ounces"],
    "oz": ["ounce", "ounces", "oz"],
    "lb": ["pound", "pounds", "lb", "lbs"],
    "pint": ["pint", "pints", "pt"],
    "quart": ["quart", "quarts", "qt", "qts"],
    "gallon": ["gallon", "gallons", "gal"],
    "g": ["gram", "grams", "g", "gr", "gm", "gms", "gramme", "grammes"],
    "kg": ["kilogram", "kilograms", "kg", "kgs", "kilo", "kilos"],
    "mg": ["milligram", "milligrams", "mg"],
    "ml": ["milliliter", "milliliters", "millilitre", "millilitres", "ml", "mls"],
    "l": ["liter", "liters", "litre", "litres", "l"],
    "pinch": ["pinch", "pinches"],
    "dash": ["dash", "dashes"],
    "handful": ["handful", "handfuls"],
    "clove": ["clove", "cloves"],
    "can": ["can", "cans", "tin", "tins"],
    "slice": ["slice", "slices"],
    "sprig": ["sprig", "sprigs"],
    "bunch": ["bunch", "bunches"],
    "stick": ["stick", "sticks"],
    "piece": ["piece", "pieces", "pc", "pcs"],
    "package": ["package", "packages", "packet", "packets", "pkg", "pack"],
    "inch": ["inch", "inches"],
}
CANONICAL = {spelling: name for name, spellings in UNIT_NAMES.items() for spelling in spellings}


def unit_name(unit):
    if unit is None:
        return None
    if unit in ("T", "T."):
        return "tbsp"
    key = " ".join(unit.replace(".", " ").split()).lower()
    return CANONICAL.get(key, key)


def english_pages(data):
    manifest = json.loads((data / "MANIFEST.json").read_text())
    for page in manifest["pages"]:
        if page["text_lang"] != "en":
            continue
        expected = json.loads((data / "expected" / (page["site"] + ".json")).read_text())
        lines = expected.get("ingredients") or []
        if isinstance(lines, str):
            lines = lines.split("\n")
        lines = [" ".join(line.split()) for line in lines if line and line.strip()]
        if lines:
            yield page["site"], lines


def ours(binary, folder, site, lines):
    """cookbook's reading of the lines: one {quantity, quantityTo, unit} a line."""
    page = folder / (site + ".jsonld")
    name = "compare " + site
    page.write_text(json.dumps({"@context": "https://schema.org", "@type": "Recipe", "name": name,
                                "recipeIngredient": lines}))
    result = subprocess.run([str(binary), "show", name, "--format", "json", "--data", str(page)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("cookbook could not read %s: %s" % (page, result.stderr.strip()))
    ingredients = json.loads(result.stdout)["ingredients"]
    if len(ingredients) != len(lines):
        sys.exit("%s: cookbook read %d lines of %d" % (site, len(ingredients), len(lines)))
    return ingredients


def theirs(line):
    from ingreedypy import Ingreedy

    try:
        quantities = Ingreedy().parse(line)["quantity"]
    except Exception as error:  # ingreedypy raises on lines its grammar refuses
        return {"error": type(error).__name__}
    if not quantities:
        return {"amount": None, "unit": None}
    first = quantities[0]
    return {"amount": first["amount"], "unit": first["unit"]}


VULGAR = {"¼": 0.25, "½": 0.5, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 0.125}
COUNTED = {"clove", "can", "slice", "sprig", "bunch", "stick", "piece", "package", "pinch", "dash", "handful"}


def why(line, mine, other):
    """Why the two differ, in a few words: ingreedypy's limits, or cookbook's choices."""
    amount, unit = mine.get("quantity"), unit_name(mine.get("unit"))
    their_unit = unit_name(other["unit"])
    if amount is None:
        return "no number: cookbook counts none"
    if mine.get("quantityTo") is not None:
        return "a range: ingreedypy multiplies its numbers or loses the unit"
    if any(line.startswith(str(int(amount)) + glyph) for glyph in VULGAR):
        return "1½: ingreedypy misreads a whole number with a fraction sign"
    if their_unit in ("g", "oz", "lb", "ml") and (unit is None or unit in COUNTED or unit not in UNIT_NAMES):
        return "a size before what is counted: cookbook counts the can, package or envelope"
    if same_amount(amount, other["amount"]) and their_unit is None and unit is not None:
        return "a unit ingreedypy does not know (%s)" % unit
    if same_amount(amount, other["amount"]) and unit is None and their_unit not in UNIT_NAMES:
        return "ingreedypy takes a short word for a unit (%s)" % their_unit
    return "other"


def same_amount(a, b):
    if a is None or b is None:
        return a is None and b is None
    return abs(a - b) <= 0.01 * max(abs(a), abs(b))


def shown(amount, upper, unit):
    number = "-" if amount is None else ("%g" % amount) + ("" if upper is None else "-%g" % upper)
    return number + ("" if unit is None else " " + unit)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", type=Path, default=REPO / ".build" / "debug" / "cookbook",
                        help="the cookbook binary (default: the debug build)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="shared/realdata/schemaorg")
    parser.add_argument("--quiet", action="store_true", help="print the figures only")
    args = parser.parse_args()
    try:
        import ingreedypy  # noqa: F401
    except ImportError:
        sys.exit("ingreedypy is not installed: pip install ingreedypy")
    if not args.bin.exists():
        sys.exit("no binary at %s: swift build --product cookbook" % args.bin)

    total = agreeing = refused = 0
    amounts = units = 0
    differences = []
    with tempfile.TemporaryDirectory(prefix="ingredient-lines-") as folder:
        for site, lines in english_pages(args.data):
            for line, mine in zip(lines, ours(args.bin, Path(folder), site, lines)):
                total += 1
                other = theirs(line)
                if "error" in other:
                    refused += 1
                    differences.append((site, line, shown(mine.get("quantity"), mine.get("quantityTo"), mine.get("unit")),
                                        "refused (%s)" % other["error"]))
                    continue
                amount_agrees = same_amount(mine.get("quantity"), other["amount"])
                unit_agrees = unit_name(mine.get("unit")) == unit_name(other["unit"])
                amounts += amount_agrees
                units += unit_agrees
                if amount_agrees and unit_agrees:
                    agreeing += 1
                else:
                    differences.append((site, line, shown(mine.get("quantity"), mine.get("quantityTo"), mine.get("unit")),
                                        shown(other["amount"], None, other["unit"]) + "  [%s]" % why(line, mine, other)))
    if not total:
        sys.exit("no English ingredient lines under %s" % args.data)
    if not args.quiet:
        print("Lines where cookbook and ingreedypy differ (line | cookbook | ingreedypy):")
        for site, line, mine, other in differences:
            print("  %s: %r | %s | %s" % (site, line, mine, other))
        print()
    print("%d English lines from %d pages" % (total, len(list(english_pages(args.data)))))
    print("amount and unit agree: %d of %d (%.1f%%)" % (agreeing, total, 100.0 * agreeing / total))
    print("  amount alone: %d (%.1f%%), unit alone: %d (%.1f%%), ingreedypy refused: %d" % (
        amounts, 100.0 * amounts / total, units, 100.0 * units / total, refused))
    reasons = {}
    for _, _, _, other in differences:
        reason = other.split("  [")[-1].rstrip("]").split(" (")[0] if "  [" in other else "ingreedypy refused the line"
        reasons[reason] = reasons.get(reason, 0) + 1
    print("the %d differences:" % len(differences))
    for reason, count in sorted(reasons.items(), key=lambda item: -item[1]):
        print("  %3d  %s" % (count, reason))


if __name__ == "__main__":
    main()
