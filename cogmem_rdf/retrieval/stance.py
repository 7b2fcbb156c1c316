"""Claim views in recall: a person's opinion *now*, and how it changed.

Consolidation keeps one ``pec:ClaimView`` per claim with a status among the owner's claims on the
same target (CURRENT / SUPERSEDED / CONFLICTING, ``consolidate/views.py``). Two kinds of opinion
question use it:

- "What does X think of Y now?" / "X는 요즘 Y 어떻게 생각해?" (``asks_now``): X's standing claims
  (CURRENT, CONFLICTING) lead, the superseded ones follow, most recent first;
- "Did X change their mind about Y?" / "X는 Y에 대해 생각이 바뀌었어?" (``asks_change``): X's claims
  in the order they were said, oldest first, so the answer reads as the sequence.

Claims said after the last consolidation have no view: among them, the latest said counts as
standing. The cue words are generic English and Korean time adverbs and idioms.

>>> asks_now("What does Ana think of the new manager now?")
True
>>> asks_now("이제 하나는 그 감독 어떻게 생각해?")
True
>>> asks_change("Did Ana change her mind about the manager?")
True
>>> asks_change("하나는 감독에 대한 생각이 바뀌었어?")
True
>>> asks_now("What did Ana think of the film?")
False
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .operators import Node, person_term

if TYPE_CHECKING:
    from ..memory import Memory

CURRENT, SUPERSEDED, CONFLICTING = "CURRENT", "SUPERSEDED", "CONFLICTING"
_STANDING = (CURRENT, CONFLICTING)

_NOW = re.compile(
    r"\b(?:now|currently|current|nowadays|these\s+days|at\s+the\s+moment|at\s+present|presently|lately|"
    r"still|today)\b|요즘|요새|지금|이제|현재|최근|아직도?", re.IGNORECASE)
_CHANGE = re.compile(
    r"\bchang(?:e|ed|es|ing)\s+(?:\w+\s+){0,2}(?:mind|minds|opinion|opinions|view|views|stance|tune)\b|"
    r"\b(?:mind|opinion|view|views|stance)\s+(?:\w+\s+){0,2}chang|\bused\s+to\s+(?:think|like|feel)\b|"
    r"\bchanged\s+over\s+time\b|\bflip[\s-]?flop|\bturn(?:ed)?\s+against\b|\bcome\s+around\b|"
    r"(?:생각|마음|의견|입장|태도)(?:이|을|를|은|도)?\s*(?:좀\s*)?(?:바뀌|바꿨|바꾸|변했|변한|달라)",
    re.IGNORECASE,
)
_EN_CHANGER = re.compile(
    r"\b(?:did|has|have|does|had)\s+(.+?)\s+(?:ever\s+)?(?:change|changed|come|turn|flip)\b",
    re.IGNORECASE,
)


def asks_now(question: str) -> bool:
    """Whether the question asks about a standing opinion ("now", "these days", "요즘", "이제")."""
    return bool(_NOW.search(unicodedata.normalize("NFC", question)))


def asks_change(question: str) -> bool:
    """Whether the question asks how an opinion changed ("change their mind", "생각이 바뀌었어")."""
    return bool(_CHANGE.search(unicodedata.normalize("NFC", question)))


def changer(question: str, people: list[str]) -> str | None:
    """The person whose change of mind is asked about: the subject of "did X change…", else the
    first person the question names."""
    m = _EN_CHANGER.search(question)
    if m:
        span = m.group(1).casefold()
        for name in people:
            if name.casefold() in span:
                return name
    return people[0] if people else None


@dataclass(frozen=True)
class View:
    status: str
    said_at: str


def views(mem: Memory, owner: str) -> dict[str, View]:
    """Claim IRI → its View for every claim of ``owner``."""
    rows = mem.select("anchor_claim_views", owner=person_term(mem, owner))
    out: dict[str, View] = {}
    latest: dict[str, str] = {}
    for r in rows:
        said = (r.get("saidAt") or r.get("validFrom"))
        said_at = said.value if said is not None else ""
        status = r["status"].value if "status" in r else ""
        out[r["claim"].value] = View(status, said_at)
        target = r["target"].value
        latest[target] = max(latest.get(target, ""), said_at)
    # claims without a view (said after the last consolidation): the latest said on a target stands
    targets = {r["claim"].value: r["target"].value for r in rows}
    for iri, view in list(out.items()):
        if not view.status:
            standing = view.said_at == latest[targets[iri]]
            out[iri] = View(CURRENT if standing else SUPERSEDED, view.said_at)
    return out


def order(nodes: list[Node], found: dict[str, View], change: bool) -> list[Node]:
    """Claims ordered for a "now" question (standing first, then newest first) or for a "change"
    question (oldest first); ``Node.status`` is set from the view."""
    for node in nodes:
        view = found.get(node.iri)
        if view is not None:
            node.status = view.status

    def said(node: Node) -> str:
        view = found.get(node.iri)
        return view.said_at if view is not None else ""

    if change:
        return sorted(nodes, key=lambda n: (said(n), -n.score))
    standing = [n for n in nodes if n.status in _STANDING]
    rest = [n for n in nodes if n.status not in _STANDING]
    return sorted(standing, key=lambda n: -n.score) + sorted(
        rest, key=lambda n: (said(n), n.score), reverse=True
    )
