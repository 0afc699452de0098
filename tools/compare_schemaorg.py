#!/usr/bin/env python3
"""Where cookbook's reading of saved recipe pages differs from recipe-scrapers'.

For each saved page (default: ../shared/realdata/schemaorg/html beside the repository), reads
it with recipe-scrapers (offline, `scrape_html(html, org_url=...)`) and sets that beside
cookbook's reading, which `cookbook-gen schemaorg-readings PAGES OUT` writes as JSON (the
helper executable of `make bench` and `make compare`, Tests/Bench/Generator/SchemaOrgReadings.swift).
Prints the differences page by page: name, ingredient lines, steps, servings, times. Both sides
are normalised as the README of shared/realdata says: entities unescaped, tags removed, no-break
spaces as spaces, whitespace collapsed.

    pip install recipe-scrapers
    python3 tools/compare_schemaorg.py                  # builds cookbook-gen and runs it
    python3 tools/compare_schemaorg.py --gen PATH       # with a cookbook-gen built before
    python3 tools/compare_schemaorg.py --readings DIR   # readings written before
    python3 tools/compare_schemaorg.py --pages DIR      # other saved pages (*.html)

`make compare` runs it; not part of `make test`: it needs recipe-scrapers from PyPI. Exits 0
whatever it finds.
"""

import argparse
import html
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_PAGES = REPO.parent / "shared" / "realdata" / "schemaorg" / "html"


def normalised(text):
    if text is None:
        return ""
    text = str(text)
    while True:
        unescaped = html.unescape(text)
        if unescaped == text:
            break
        text = unescaped
    text = re.sub(r"<[^>]+>", "", text).replace("\u00a0", " ").replace("\u200b", "")
    return " ".join(text.split())


def swift_readings(gen, pages, out):
    """cookbook's readings, by cookbook-gen: the one given, else the debug build, built now."""
    if gen is None:
        subprocess.run(["swift", "build", "--product", "cookbook-gen"], cwd=REPO, check=True,
                       stdout=sys.stderr)
        gen = REPO / ".build" / "debug" / "cookbook-gen"
    command = [str(gen), "schemaorg-readings", str(pages), str(out)]
    print("$ " + " ".join(command), file=sys.stderr)
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("cookbook-gen failed:\n" + result.stdout[-3000:] + result.stderr[-3000:])


def scrapers_reading(page, url):
    from recipe_scrapers import scrape_html

    scraper = scrape_html(page.read_text(encoding="utf-8", errors="replace"), org_url=url, supported_only=False)

    def field(name):
        try:
            return getattr(scraper, name)()
        except Exception as error:  # a field the page does not give
            return "<%s>" % type(error).__name__

    return {name: field(name) for name in
            ["title", "ingredients", "instructions_list", "yields", "total_time", "prep_time", "cook_time"]}


def page_url(page):
    """The page's address: recipe-scrapers' own (canonical_url in ../expected/), else the
    page's canonical link, else one made from the file name (the site)."""
    expected = page.parent.parent / "expected" / (page.stem + ".json")
    if expected.exists():
        url = json.loads(expected.read_text()).get("canonical_url")
        if url:
            return url
    text = page.read_text(encoding="utf-8", errors="replace")
    match = re.search(r'<link[^>]+rel=["\']canonical["\'][^>]*href=["\']([^"\']+)', text) or \
        re.search(r'<meta[^>]+property=["\']og:url["\'][^>]*content=["\']([^"\']+)', text)
    return match.group(1) if match else "https://%s/" % page.stem


def first_difference(ours, theirs):
    for index, (a, b) in enumerate(zip(ours, theirs)):
        if a != b:
            same = 0
            while same < min(len(a), len(b)) and a[same] == b[same]:
                same += 1
            start = max(0, same - 25)
            return "line %d of %d/%d, from character %d: cookbook %r, recipe-scrapers %r" % (
                index + 1, len(ours), len(theirs), same + 1, a[start:same + 45], b[start:same + 45])
    return "cookbook %d lines, recipe-scrapers %d" % (len(ours), len(theirs))


def compare(ours, theirs):
    differences = []
    if normalised(ours["name"]) != normalised(theirs["title"]):
        differences.append("name: cookbook %r, recipe-scrapers %r" % (ours["name"], theirs["title"]))
    wanted = theirs["ingredients"]
    if isinstance(wanted, str):
        wanted = wanted.split("\n")
    mine = [normalised(line) for line in ours["ingredients"]]
    wanted = [normalised(line) for line in wanted] if isinstance(wanted, list) else []
    if mine != wanted:
        differences.append("ingredients: " + first_difference(mine, wanted))
    steps = theirs["instructions_list"] if isinstance(theirs["instructions_list"], list) else []
    mine_steps = [normalised(step) for step in ours["steps"]]
    section_names = [normalised(section["name"]) for section in ours["sections"]]
    theirs_steps = [normalised(step) for step in steps]
    if mine_steps != theirs_steps:
        without_names = [step for step in theirs_steps if step not in section_names]
        note = " (the same once section names are left out)" if without_names == mine_steps else ""
        differences.append("steps: " + first_difference(mine_steps, theirs_steps) + note)
    yields = str(theirs["yields"])
    number = re.match(r"\s*(\d+)", yields)
    if (ours.get("servings") is not None) != bool(number) or (number and int(number.group(1)) != ours.get("servings")):
        differences.append("servings: cookbook %s (yield %r), recipe-scrapers %r" % (
            ours.get("servings"), ours.get("yield"), yields))
    # The total as cookbook shows it: the page's totalTime, else prep and cook added.
    total = ours.get("total_minutes")
    if isinstance(theirs["total_time"], int) and total != theirs["total_time"]:
        differences.append("time: cookbook total %s (prep %s, cook %s), recipe-scrapers total %s" % (
            total, ours.get("prep_minutes"), ours.get("cook_minutes"), theirs["total_time"]))
    return differences


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pages", type=Path, default=DEFAULT_PAGES, help="folder of saved .html pages")
    parser.add_argument("--readings", type=Path, help="cookbook's readings, written before (else cookbook-gen writes them)")
    parser.add_argument("--gen", type=Path, help="cookbook-gen (else built: swift build --product cookbook-gen)")
    args = parser.parse_args()
    try:
        import recipe_scrapers  # noqa: F401
    except ImportError:
        sys.exit("recipe-scrapers is not installed: pip install recipe-scrapers")
    pages = sorted(args.pages.glob("*.html"))
    if not pages:
        sys.exit("no .html page in %s" % args.pages)
    readings = args.readings
    if readings is None:
        scratch = tempfile.TemporaryDirectory(prefix="schemaorg-readings-")
        readings = Path(scratch.name)
        swift_readings(args.gen, args.pages, readings)

    agreeing = 0
    for page in pages:
        reading_file = readings / (page.stem + ".json")
        if not reading_file.exists():
            print("%s: no cookbook reading in %s" % (page.name, readings))
            continue
        reading = json.loads(reading_file.read_text())
        try:
            theirs = scrapers_reading(page, page_url(page))
        except Exception as error:
            print("%s: recipe-scrapers could not read it: %s: %s" % (page.name, type(error).__name__, error))
            continue
        if "problem" in reading:
            print("%s: cookbook could not read it: %s" % (page.name, reading["problem"]))
            continue
        recipes = reading["recipes"]
        ours = next((r for r in recipes if normalised(r["name"]) == normalised(theirs["title"])), recipes[0])
        differences = compare(ours, theirs)
        extra = "" if len(recipes) == 1 else " (cookbook read %d recipes on the page)" % len(recipes)
        if differences:
            print("%s%s:" % (page.name, extra))
            for difference in differences:
                print("    " + difference)
        else:
            agreeing += 1
            print("%s: the same%s" % (page.name, extra))
    print("%d of %d pages read the same by both" % (agreeing, len(pages)))


if __name__ == "__main__":
    main()
