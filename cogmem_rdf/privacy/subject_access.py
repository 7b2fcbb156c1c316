"""Subject access (GDPR Art. 15/20): everything one memory holds about a person.

The report lists the person's own turns, the records about them (events, facts, consolidated
facts with their support), every claim about them with its owner and relay chain, the claims
they made or passed on, their preferences, other people's turns and records that name them,
and the provenance (turn ids, sessions). Every query is scoped to the memory's graph and bound
with parameters; nothing of another memory can appear.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from ..export import PREFIXES, project_rdf11
from ..store.profile import truthy
from .names import Subject, find_subject, name_pattern, names_in, needles, select

if TYPE_CHECKING:
    from ..memory import Memory

FORMATS = ("json", "jsonld", "html")


def _val(row: dict[str, Any], key: str) -> str | None:
    term = row.get(key)
    return term.value if term is not None else None


def _turns(mem: Memory, subject: Subject) -> list[dict[str, Any]]:
    out = []
    for person in subject.nodes:
        for r in select(mem, "privacy_turns", person=person):
            out.append(
                {
                    "node": r["turn"].value,
                    "id": r["id"].value,
                    "session": r["session"].value,
                    "date": r["date"].value,
                    "text": r["text"].value,
                    "caption": _val(r, "caption"),
                    "seq": int(r["seq"].value),
                }
            )
    return sorted(out, key=lambda t: t["seq"])


def _mentions(mem: Memory, subject: Subject, own: set[str]) -> list[dict[str, Any]]:
    pattern = name_pattern(subject.names)
    seen: dict[str, dict[str, Any]] = {}
    for needle in needles(subject.names):
        for r in select(mem, "privacy_mentions", person=subject.iri, needle=ox.Literal(needle)):
            node = r["turn"].value
            text, caption = r["text"].value, _val(r, "caption")
            if node in own or node in seen:
                continue
            # a pec:mentions edge counts even when the text says "he"; a bare substring does not
            named = names_in(text, pattern) or (caption is not None and names_in(caption, pattern))
            if named or truthy(r["tagged"]):  # "1"^^xsd:integer on Virtuoso
                seen[node] = {
                    "node": node,
                    "id": r["id"].value,
                    "speaker": r["speaker"].value,
                    "date": r["date"].value,
                    "text": text,
                    "caption": caption,
                    "seq": int(r["seq"].value),
                }
    return sorted(seen.values(), key=lambda t: t["seq"])


def _events(mem: Memory, subject: Subject) -> list[dict[str, Any]]:
    events: dict[str, dict[str, Any]] = {}
    for person in subject.nodes:
        for r in select(mem, "privacy_events", person=person):
            e = events.setdefault(r["node"].value, {
                "node": r["node"].value, "text": r["text"].value, "said_at": _val(r, "saidAt"),
                "time": ({"value": r["value"].value, "granularity": r["granularity"].value}
                         if "value" in r and "granularity" in r else None),
                "participants": [], "turns": []})
            _add(e["participants"], _val(r, "participant"))
            _add(e["turns"], _val(r, "turnId"))
    return sorted(events.values(), key=lambda e: (e["said_at"] or "", e["node"]))


def _facts(mem: Memory, subject: Subject) -> list[dict[str, Any]]:
    facts: dict[str, dict[str, Any]] = {}
    for person in subject.nodes:
        for r in select(mem, "privacy_facts", person=person):
            f = facts.setdefault(
                r["node"].value,
                {
                    "node": r["node"].value,
                    "text": r["text"].value,
                    "relation": _val(r, "relation"),
                    "consolidated": truthy(r.get("consolidated")),
                    "first": _val(r, "first"),
                    "last": _val(r, "last"),
                    "confidence": _val(r, "confidence"),
                    "said_at": _val(r, "saidAt"),
                    "support": [],
                    "turns": [],
                },
            )
            _add(f["turns"], _val(r, "turnId"))
            if "support" in r:
                node = r["support"].value
                ev = next((s for s in f["support"] if s["node"] == node), None)
                if ev is None:
                    ev = {"node": node, "text": r["supportText"].value, "turns": []}
                    f["support"].append(ev)
                _add(ev["turns"], _val(r, "turnId"))
    return sorted(
        facts.values(), key=lambda f: (not f["consolidated"], f["said_at"] or "", f["node"])
    )


def _claims(mem: Memory, subject: Subject) -> dict[str, list[dict[str, Any]]]:
    by_role: dict[str, dict[str, dict[str, Any]]] = {"about": {}, "by": {}, "relayed": {}}
    for person in subject.nodes:
        for r in select(mem, "privacy_claims", person=person):
            claims = by_role[r["role"].value]
            c = claims.get(r["claim"].value)
            if c is None:
                c = claims[r["claim"].value] = {
                    "node": r["claim"].value,
                    "content": r["content"].value,
                    "owner": _val(r, "owner"),
                    "relayed_by": _relays(mem, r["claim"]),
                    "target": _val(r, "target"),
                    "polarity": _val(r, "polarity"),
                    "hedged": truthy(r.get("hedged")),
                    "said_at": _val(r, "saidAt"),
                    "turns": [],
                }
            if "turnId" in r and all(t["id"] != r["turnId"].value for t in c["turns"]):
                c["turns"].append({"id": r["turnId"].value, "speaker": r["speaker"].value,
                                   "text": r["turnText"].value, "date": r["date"].value})
    return {
        role: sorted(cs.values(), key=lambda c: (c["said_at"] or "", c["node"]))
        for role, cs in by_role.items()
    }


def _relays(mem: Memory, claim: ox.NamedNode) -> list[str]:
    return [r["name"].value for r in select(mem, "privacy_relays", claim=claim)]


def _naming(mem: Memory, subject: Subject, known: set[str]) -> list[dict[str, Any]]:
    pattern = name_pattern(subject.names)
    out: dict[str, dict[str, Any]] = {}
    for needle in needles(subject.names):
        for r in select(mem, "privacy_naming", needle=ox.Literal(needle)):
            node = r["node"].value
            if node not in known and node not in out and names_in(r["text"].value, pattern):
                out[node] = {
                    "node": node,
                    "type": r["type"].value.rsplit("#", 1)[1],
                    "text": r["text"].value,
                }
    return sorted(out.values(), key=lambda x: x["node"])


def _add(items: list, value: Any) -> None:
    if value is not None and value not in items:
        items.append(value)


def subject_access(mem: Memory, person_name: str) -> dict[str, Any]:
    """Everything ``mem`` holds about the person named exactly ``person_name``, as a dict."""
    subject = find_subject(mem, person_name)
    turns = _turns(mem, subject)
    mentioned = _mentions(mem, subject, {t["node"] for t in turns})
    events, facts, claims = _events(mem, subject), _facts(mem, subject), _claims(mem, subject)
    known = {x["node"] for x in events + facts} | {c["node"] for cs in claims.values() for c in cs}
    prefs = [{"relation": r["relation"].value.rsplit("#", 1)[-1], "concept": r["label"].value}
             for r in select(mem, "privacy_concepts", person=subject.iri)]
    sessions = sorted({(t["session"], t["date"][:10]) for t in turns})
    turn_ids = sorted({t["id"] for t in turns} | {t["id"] for t in mentioned}
                      | {i for x in events + facts for i in x["turns"]}
                      | {t["id"] for cs in claims.values() for c in cs for t in c["turns"]})
    return {
        "memory": mem.id,
        "generated_at": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "person": {
            "name": person_name,
            "names": subject.names,
            "iri": subject.iri.value,
            "related_people": [
                {"name": ns[0], "iri": n.value}
                for n, ns in sorted(subject.related.items(), key=str)
            ],
        },
        "turns": turns,
        "mentioned_in": mentioned,
        "events": events,
        "facts": facts,
        "claims_about": claims["about"],
        "claims_by": claims["by"],
        "claims_relayed": claims["relayed"],
        "records_naming": _naming(mem, subject, known),
        "preferences": sorted(prefs, key=lambda p: (p["relation"], p["concept"])),
        "provenance": {
            "turn_ids": turn_ids,
            "sessions": [{"id": s, "date": d} for s, d in sessions],
        },
    }


def report_nodes(report: dict[str, Any]) -> set[str]:
    """IRIs of every node a report describes (the person, related people, turns, records,
    claims)."""
    nodes = {report["person"]["iri"]} | {p["iri"] for p in report["person"]["related_people"]}
    for key in (
        "turns",
        "mentioned_in",
        "events",
        "facts",
        "claims_about",
        "claims_by",
        "claims_relayed",
        "records_naming",
    ):
        nodes |= {x["node"] for x in report[key]}
    nodes |= {s["node"] for f in report["facts"] for s in f["support"]}
    return nodes


def report_quads(mem: Memory, report: dict[str, Any]) -> list[ox.Quad]:
    """The memory's quads about the report's nodes, plus the names/labels of what they point to."""
    nodes = report_nodes(report)
    quads = list(mem.quads())
    subjects = {_value(q.subject) for q in quads}
    picked = [q for q in quads if isinstance(q.subject, ox.NamedNode) and q.subject.value in nodes]
    # claims' relay hops, then the labels of people, concepts and sessions referred to
    hops = _hops(quads, nodes)
    picked += [q for q in quads if _value(q.subject) in hops]
    refs = {
        q.object.value
        for q in picked
        if isinstance(q.object, ox.NamedNode) and q.object.value in subjects
    }
    label_props = {"https://w3id.org/cogmem/pec2f#name", "http://www.w3.org/2000/01/rdf-schema#label",
                   "https://w3id.org/cogmem/pec2f#sessionId", "https://w3id.org/cogmem/pec2f#sessionDate",
                   "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"}
    picked += [
        q for q in quads if _value(q.subject) in refs - nodes and q.predicate.value in label_props
    ]
    return sorted(set(picked), key=str)


def _value(term: ox.NamedNode | ox.BlankNode | ox.Literal | ox.Triple) -> str:
    """A term's IRI, blank node id or text; "" for a triple term (never a node of a report)."""
    return "" if isinstance(term, ox.Triple) else term.value


def _hops(quads: Iterable[ox.Quad], claims: set[str]) -> set[str]:
    nxt: dict[str, list[str]] = {}
    for q in quads:
        if q.predicate.value.endswith(("#relayedBy", "#nextRelay")):
            nxt.setdefault(_value(q.subject), []).append(_value(q.object))
    out: set[str] = set()
    todo = [h for c in claims for h in nxt.get(c, [])]
    while todo:
        hop = todo.pop()
        if hop not in out:
            out.add(hop)
            todo.extend(nxt.get(hop, []))
    return out


def render(mem: Memory, report: dict[str, Any], fmt: str) -> bytes:
    """The report as ``json``, ``jsonld`` (RDF 1.1 profile) or ``html`` bytes."""
    import json

    from ..errors import UsageError

    if fmt == "json":
        return (json.dumps(report, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    if fmt == "jsonld":
        triples = [
            ox.Triple(q.subject, q.predicate, q.object)
            for q in project_rdf11(report_quads(mem, report))
        ]
        return ox.serialize(triples, format=ox.RdfFormat.JSON_LD, prefixes=PREFIXES) or b"[]"
    if fmt == "html":
        from .report import render_html

        return render_html(report).encode("utf-8")
    raise UsageError(f"unknown subject-access format {fmt!r}: use one of {', '.join(FORMATS)}")
