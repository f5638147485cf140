#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Edits Locales/Localizable.xcstrings the way it is written: keys sorted, plural categories in
CLDR order, two-space indentation, ' : ' separators, a newline at the end.

    scripts/catalog.py check                      # rewrites nothing, exits 1 if the file is not canonical
    scripts/catalog.py set KEY COMMENT en=TEXT es=TEXT ...
    scripts/catalog.py remove KEY ...

As a module: `load()`, `save(catalog)`, `set_entry(catalog, key, comment, {"en": ..., "es": ...})`;
a value that is a dict is a plural variation ({"one": ..., "other": ...}).
"""
import json
import os
import sys

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Locales", "Localizable.xcstrings")
CLDR_ORDER = ["zero", "one", "two", "few", "many", "other"]


def load(path=PATH):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def _ordered(value, parent=None):
    if isinstance(value, dict):
        if parent == "plural":
            keys = sorted(value, key=lambda k: (CLDR_ORDER.index(k) if k in CLDR_ORDER else 99, k))
        else:
            keys = sorted(value)
        return {key: _ordered(value[key], key) for key in keys}
    if isinstance(value, list):
        return [_ordered(item) for item in value]
    return value


def dumps(catalog):
    return json.dumps(_ordered(catalog), ensure_ascii=False, indent=2, separators=(",", " : ")) + "\n"


def save(catalog, path=PATH):
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(dumps(catalog))


def _unit(text):
    return {"stringUnit": {"state": "translated", "value": text}}


def set_entry(catalog, key, comment, values):
    """Sets an entry's comment and its translations; a dict value is a plural variation."""
    entry = catalog["strings"].setdefault(key, {})
    entry["comment"] = comment
    entry["extractionState"] = "manual"
    localizations = entry.setdefault("localizations", {})
    for language, text in values.items():
        if isinstance(text, dict):
            localizations[language] = {"variations": {"plural": {c: _unit(t) for c, t in text.items()}}}
        else:
            localizations[language] = _unit(text)


def main(arguments):
    if not arguments:
        print(__doc__)
        return 64
    command, rest = arguments[0], arguments[1:]
    catalog = load()
    if command == "check":
        with open(PATH, encoding="utf-8") as handle:
            return 0 if handle.read() == dumps(catalog) else 1
    if command == "set" and len(rest) >= 3:
        key, comment = rest[0], rest[1]
        values = dict(item.split("=", 1) for item in rest[2:])
        set_entry(catalog, key, comment, values)
    elif command == "remove":
        for key in rest:
            catalog["strings"].pop(key, None)
    else:
        print(__doc__)
        return 64
    save(catalog)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
