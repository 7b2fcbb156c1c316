"""The data behind the memory browser: one person's neighbourhood, with every verbatim
turn it cites.

The subject-access report (privacy/) is the source: it already gathers the person's events,
facts, concepts and the claims about, by and relayed by them, each with owner and relay chain.
This module reshapes it for drawing (a time on every record, colours per owner, concepts with
the turns that mention them) and embeds the turns' text so the page needs nothing at view time.
"""

from __future__ import annotations

import datetime as _dt
import re
import unicodedata
from typing import Any

import jinja2

from ..attribution import attribution
from ..privacy import subject_access

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("cogmem_rdf.browse", "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
)

# concepts shown as nodes; the rest stay listed in the page's data under "more concepts"
MAX_CONCEPTS = 48
# a concept's relation decides its rank: what a person likes says more than what they "do"
_RELATION_RANK = {
    "likes": 0,
    "dislikes": 1,
    "owns": 2,
    "uses": 3,
    "attends": 4,
    "memberOf": 5,
    "does": 6,
}
_SEASON_MONTH = {"spring": 3, "summer": 6, "fall": 9, "autumn": 9, "winter": 12}


def time_start(value: str | None) -> str | None:
    """The first day (ISO date) of a time value in any of the five granularities.

    >>> [time_start(v)
    ...  for v in ("2023-05-07", "2023-W22", "2024-02", "2023-summer", "2022", "soon")]
    ['2023-05-07', '2023-05-29', '2024-02-01', '2023-06-01', '2022-01-01', None]
    """
    if not value:
        return None
    try:
        if m := re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", value):
            return _dt.date(*map(int, m.groups())).isoformat()
        if m := re.fullmatch(r"(\d{4})-W(\d{2})", value):
            return _dt.date.fromisocalendar(int(m[1]), int(m[2]), 1).isoformat()
        if m := re.fullmatch(r"(\d{4})-(\d{2})", value):
            return _dt.date(int(m[1]), int(m[2]), 1).isoformat()
        if m := re.fullmatch(r"(\d{4})-([a-z]+)", value):
            return (
                _dt.date(int(m[1]), _SEASON_MONTH[m[2]], 1).isoformat()
                if m[2] in _SEASON_MONTH
                else None
            )
        if re.fullmatch(r"\d{4}", value):
            return f"{value}-01-01"
    except ValueError:
        return None
    return None


def _when(record: dict[str, Any]) -> str | None:
    time = record.get("time")
    start = time_start(time["value"]) if time else None
    return start or (record.get("said_at") or "")[:10] or None


class _Turns:
    """The turns a page cites, by id, with their verbatim text."""

    def __init__(self, mem: Any, report: dict[str, Any]):
        self.known: dict[str, dict[str, Any]] = {}
        for t in report["turns"]:
            self.known[t["id"]] = {
                "id": t["id"],
                "speaker": report["person"]["name"],
                "date": t["date"],
                "text": t["text"],
                "caption": t["caption"],
            }
        for t in report["mentioned_in"]:
            self.known[t["id"]] = {k: t[k] for k in ("id", "speaker", "date", "text", "caption")}
        self._mem = mem
        self.used: dict[str, dict[str, Any]] = {}

    def cite(self, ids: list[str]) -> list[str]:
        for i in ids:
            if i not in self.known and self._mem is not None:
                self._load_all()
            if i in self.known:
                self.used[i] = self.known[i]
        return [i for i in ids if i in self.known]

    def _load_all(self) -> None:
        # a record grounded in a turn that neither is the
        # person's nor names them (rare): read them all once
        for r in self._mem.select("op_turns"):
            i = r["turnId"].value
            self.known.setdefault(
                i,
                {
                    "id": i,
                    "speaker": r["speaker"].value,
                    "date": r["date"].value,
                    "text": r["text"].value,
                    "caption": r["caption"].value if "caption" in r else None,
                },
            )
        self._mem = None


def _claims(
    items: list[dict[str, Any]], group: str, turns: _Turns, start: int
) -> list[dict[str, Any]]:
    out = []
    for n, c in enumerate(items, start):
        out.append(
            {
                "id": f"c{n}",
                "kind": "claim",
                "group": group,
                "text": c["content"],
                "owner": c["owner"] or "someone",
                "relayed_by": c["relayed_by"],
                "target": c["target"],
                "polarity": c["polarity"],
                "hedged": c["hedged"],
                "said_at": (c["said_at"] or "")[:10] or None,
                "attribution": attribution(
                    {"text": c["content"], "owner": c["owner"], "relayed_by": c["relayed_by"]}
                ),
                "turns": turns.cite([t["id"] for t in c["turns"]]),
            }
        )
    return out


def _concepts(report: dict[str, Any], turns: _Turns) -> tuple[list[dict[str, Any]], list[str]]:
    by_label: dict[str, list[str]] = {}
    for p in report["preferences"]:
        by_label.setdefault(p["concept"], []).append(p["relation"])
    pool = list(turns.known.values())
    concepts: list[dict[str, Any]] = []
    for label, relations in by_label.items():
        pattern = re.compile(
            rf"(?<!\w){re.escape(unicodedata.normalize('NFC', label))}", re.IGNORECASE
        )
        ids = [t["id"] for t in pool if pattern.search(unicodedata.normalize("NFC", t["text"]))]
        # the telling one first
        relations = sorted(set(relations), key=lambda r: (_RELATION_RANK.get(r, 7), r))
        concepts.append(
            {
                "label": label,
                "relations": relations,
                "rank": min(_RELATION_RANK.get(r, 7) for r in relations),
                "turn_ids": ids,
            }
        )
    concepts.sort(key=lambda c: (c["rank"], -len(c["turn_ids"]), c["label"]))
    shown = concepts[:MAX_CONCEPTS]
    out = [{"id": f"k{n}", "kind": "concept", "text": c["label"], "relations": c["relations"],
            "turns": turns.cite(c["turn_ids"][:20])} for n, c in enumerate(shown)]
    return out, [c["label"] for c in concepts[MAX_CONCEPTS:]]


def page_data(mem: Any, person: str) -> dict[str, Any]:
    """Everything the browser page draws for ``person`` (NotFoundError if no such person)."""
    report = subject_access(mem, person)
    turns = _Turns(mem, report)
    events = [
        {
            "id": f"e{n}",
            "kind": "event",
            "text": e["text"],
            "when": _when(e),
            "time": e["time"],
            "said_at": (e["said_at"] or "")[:10] or None,
            "participants": e["participants"],
            "turns": turns.cite(e["turns"]),
        }
        for n, e in enumerate(report["events"])
    ]
    facts = [
        {
            "id": f"f{n}",
            "kind": "fact",
            "text": f["text"],
            "when": (f["said_at"] or f["first"] or "")[:10] or None,
            "relation": f["relation"],
            "consolidated": f["consolidated"],
            "turns": turns.cite(f["turns"]),
        }
        for n, f in enumerate(report["facts"])
    ]
    about = _claims(report["claims_about"], "about", turns, 0)
    said = _claims(report["claims_by"] + report["claims_relayed"], "by", turns, len(about))
    concepts, more = _concepts(report, turns)
    owners: list[str] = []
    for c in about + said:
        for name in [c["owner"], *c["relayed_by"]]:
            if name not in owners:
                owners.append(name)
    return {
        "person": report["person"]["name"],
        "memory": report["memory"],
        "generated_at": report["generated_at"],
        "sessions": report["provenance"]["sessions"],
        "events": events, "facts": facts, "concepts": concepts, "more_concepts": more,
        "claims": about + said, "owners": owners,
        "own_turns": len(report["turns"]), "mentioned_in": len(report["mentioned_in"]),
        "turns": turns.used,
    }


def render_page(data: dict[str, Any]) -> str:
    """The self-contained HTML page (inline CSS, JS and SVG; no network at view time)."""
    return _ENV.get_template("browse.html.j2").render(d=data)


def build_page(mem: Any, person: str) -> str:
    """The memory browser page for ``person`` in ``mem``."""
    return render_page(page_data(mem, person))
