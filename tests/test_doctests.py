"""The package's doctests run with the suite (``python -m pytest``): every module of cogmem_rdf is
imported and its doctests run, one test per module, so a wrong example in a docstring fails CI.

Modules are found by file, not by pkgutil: ``cogmem_rdf/extract`` is a namespace package that
``pkgutil.walk_packages`` does not enter.
"""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import cogmem_rdf

PACKAGE = Path(cogmem_rdf.__file__).resolve().parent


def _modules() -> list[str]:
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        if "__pycache__" in rel.parts or rel.name == "__main__":
            continue
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        names.append(".".join(parts))
    return names


MODULES = _modules()


def test_every_module_is_found():
    # the namespace subpackage and the ones with the most examples are among them
    assert {
        "cogmem_rdf",
        "cogmem_rdf.extract.discourse",
        "cogmem_rdf.attribution",
        "cogmem_rdf.validate",
    } <= set(MODULES)
    assert len(MODULES) > 80


@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.failed == 0, (
        f"{result.failed} of {result.attempted} doctests failed in {name} (output above)"
    )


def test_doctests_are_counted():
    # guard against a finder change that silently runs nothing
    total = sum(
        doctest.testmod(importlib.import_module(n), report=False).attempted for n in MODULES
    )
    assert total >= 50
