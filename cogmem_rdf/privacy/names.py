"""Finding a person: exact Person lookup, candidate names, and where a name occurs in text."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox
from rapidfuzz import fuzz, process

from ..errors import NotFoundError, UsageError
from ..store.profile import truthy

if TYPE_CHECKING:
    from ..memory import Memory

REDACTED = "[redacted]"
_HANGUL_END = re.compile(r"[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]$")


@dataclass
class Subject:
    """The person a request is about: their node, names, and the people named after them."""

    name: str
    iri: ox.NamedNode
    names: list[str]
    related: dict[ox.NamedNode, list[str]] = field(default_factory=dict)

    @property
    def nodes(self) -> list[ox.NamedNode]:
        return [self.iri, *self.related]


def select(mem: Memory, query: str, /, **bindings: Any) -> list[dict[str, Any]]:
    """Run ``queries/<query>.rq`` on the memory's graph only, with values bound as parameters."""
    return mem.store.select(query, mem.graph, bindings)


def candidates(mem: Memory, text: str, limit: int = 20) -> list[str]:
    """Names of people in ``mem`` containing ``text`` (case-insensitive), for "did you mean"."""
    if not text.strip():
        return []
    rows = select(mem, "privacy_candidates", needle=ox.Literal(text.strip()))
    return [r["name"].value for r in rows][:limit]


def _fold(name: str) -> str:
    # Hangul syllables into jamo, so that one wrong vowel in "강바림" costs a letter, not a syllable
    return unicodedata.normalize("NFKD", name).casefold().strip()


def closest(name: str, people: Iterable[str], limit: int = 5, cutoff: float = 60.0) -> list[str]:
    """The names in ``people`` closest to ``name`` (rapidfuzz ratio over folded letters), best
    first.

    >>> (closest("Tobbias", ["Tobias-Lund", "Orsina", "Tobias-Lund's mom"]),
    ...  closest("강버림", ["강바림", "채솔비"]))
    (['Tobias-Lund'], ['강바림'])
    """
    names = sorted(set(people))
    found = process.extract(
        name, names, scorer=fuzz.ratio, processor=_fold, score_cutoff=cutoff, limit=limit
    )
    return [n for n, _, _ in found]


def suggestions(mem: Memory, name: str, limit: int = 5) -> list[str]:
    """"Did you mean": the person names closest to a mistyped ``name``, then names containing it."""
    people = [r["name"].value for r in select(mem, "people")]
    near = closest(name, people, limit) + candidates(mem, name) + candidates(mem, name.split()[0])
    return list(dict.fromkeys(near))[:limit]


def find_subject(mem: Memory, name: str) -> Subject:
    """The Person whose ``pec:name`` is exactly ``name``; NotFoundError with candidates if none."""
    if not isinstance(name, str) or not name.strip():
        raise UsageError("give a person's name")
    rows = select(mem, "privacy_person", name=ox.Literal(name))
    if not rows:
        near = suggestions(mem, name)
        hint = f"; did you mean {', '.join(repr(n) for n in near)}?" if near else ""
        raise NotFoundError(f"no person named {name!r} in memory {mem.id!r}{hint}")
    iri = rows[0]["person"]
    names: list[str] = []
    related: dict[ox.NamedNode, list[str]] = {}
    for r in select(mem, "privacy_names", person=iri):
        if truthy(r["related"]):  # "1"^^xsd:integer on Virtuoso
            if "name" in r:  # privacy_names.rq: a related person may have no name
                related.setdefault(r["node"], []).append(r["name"].value)
        elif r["name"].value not in names:
            names.append(r["name"].value)
    return Subject(name=name, iri=iri, names=sorted(names), related=related)


def name_pattern(names: Iterable[str]) -> re.Pattern[str]:
    """A case-insensitive pattern for the names as words.

    A name must not continue a word on its left ("Mel" is not found in "Camel"); on its right
    too, except after Hangul, where particles attach ("강바림이", "강바림의").
    """
    parts = []
    for name in sorted(
        {unicodedata.normalize("NFC", n).strip() for n in names if n.strip()}, key=len, reverse=True
    ):
        body = r"\s+".join(re.escape(w) for w in name.split())
        right = "" if _HANGUL_END.search(name) else r"(?!\w)"
        parts.append(rf"(?<!\w){body}{right}")
    if not parts:
        raise UsageError("no names to match")
    return re.compile("|".join(parts), re.IGNORECASE)


def names_in(text: str, pattern: re.Pattern[str]) -> bool:
    return pattern.search(unicodedata.normalize("NFC", text)) is not None


def redact(text: str, pattern: re.Pattern[str]) -> str:
    """``text`` with every occurrence of the names replaced by ``[redacted]``."""
    return pattern.sub(REDACTED, unicodedata.normalize("NFC", text))


def needles(names: Iterable[str]) -> list[str]:
    """Lower-case search strings for CONTAINS(LCASE(...)) pre-filters."""
    return sorted({n.strip().lower() for n in names if n.strip()})
