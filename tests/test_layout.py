"""Scripts live in scripts/, tests in tests/: no measuring script hides among the tests, and the
commands the docs give for the scripts name files that exist."""

from __future__ import annotations

import py_compile
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", ROOT / "BENCHMARKS.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_no_scripts_under_tests():
    stray = [p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("measure*.py")]
    assert stray == [], f"scripts belong in scripts/: {stray}"


def test_scripts_compile():
    scripts = sorted((ROOT / "scripts").glob("*.py"))
    assert scripts
    for p in scripts:
        py_compile.compile(str(p), doraise=True)


def test_documented_script_commands_name_existing_files():
    named = set()
    for doc in DOCS:
        if doc.exists():
            named |= set(
                re.findall(
                    r"python ((?:scripts|tests)/[\w/.-]+\.py)", doc.read_text(encoding="utf-8")
                )
            )
    assert not [n for n in named if n.startswith("tests/")], "the docs run a script from tests/"
    missing = [n for n in named if not (ROOT / n).exists()]
    assert missing == [], missing


def test_tests_import_helpers_by_module_name_not_sys_path():
    # pyproject's pytest `pythonpath = ["tests"]` makes tests/ importable: llm.openai_stub,
    # privacy.scripted … (tests/virtuoso/ is left to its owner for now)
    offenders = [p.relative_to(ROOT).as_posix() for p in (ROOT / "tests").rglob("*.py")
                 if "virtuoso" not in p.parts and p.name != "test_layout.py"
                 and re.search(r"sys\.path(\.insert|\[)", p.read_text(encoding="utf-8"))]
    assert offenders == []
