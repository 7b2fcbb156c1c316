"""The one loader for files shipped with the package: ontology, SHACL shapes and SPARQL queries.

In a wheel they live in ``cogmem_rdf/_data``; in a source checkout, at the repository root.
"""

from __future__ import annotations

import functools
from pathlib import Path

from .errors import NotFoundError

_PKG = Path(__file__).resolve().parent


def data_dir(kind: str) -> Path:
    """Directory of ``kind`` ('ontology', 'shapes' or 'queries')."""
    for candidate in (_PKG / "_data" / kind, _PKG.parent / kind):
        if candidate.is_dir():
            return candidate
    raise NotFoundError(f"packaged data folder {kind!r} is missing from this installation")


def ontology_path() -> Path:
    return data_dir("ontology") / "pec2f.ttl"


def shapes_paths() -> list[Path]:
    return sorted(data_dir("shapes").glob("*.ttl"))


def query_names() -> list[str]:
    return sorted(p.stem for p in data_dir("queries").glob("*.rq"))


@functools.cache
def query(name: str) -> str:
    """Text of ``queries/<name>.rq``."""
    path = data_dir("queries") / f"{name}.rq"
    if not path.is_file():
        raise NotFoundError(f"no query named {name!r}")
    return path.read_text(encoding="utf-8")
