"""The natural-dialogue attribution benchmark (format: shared/data/natural/README.md).

A file holds one scenario per line: 2–3 speakers, 4–10 turns, questions of kind ``record``,
``opinion`` or ``hearsay`` with a category (``cat``) and gold turn/owner/relay chain, plus the
pure question turns that must yield no Claim. All scenarios of a file go into ONE memory; every
question is asked with recall on its date.

Scored as the data's README says:
- owner: the first Claim in the evidence is grounded in a gold turn and has the gold owner
  (or one of ``owner_alt``), names compared by ``natural_name``;
- relay (hearsay): owner right and ``relayed_by`` equal to the gold chain, in order;
- record misattribution: the top-1 item of a record question is a Claim; record top-1: it is an
  Event/Fact grounded in the gold turn.
The extractor alone is also scored (``extraction_scores``): does the gold turn hold a Claim with
the gold owner and chain, do record turns give an Event/Fact, do question turns give no Claim.
Every opinion or hearsay miss of recall is given its cause (``misses``): ``extraction`` when the
memory holds no Claim grounded in a gold turn with the gold owner and chain (the graph lacks the
answer), ``ranking`` when it holds one and recall put another Claim (or none) first.
That part needs no store and runs in a second (``python -m cogmem_rdf.bench.natural FILE``).
"""

from __future__ import annotations

import json
import re
import sys
import time
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..models import Extraction, TurnIn
from . import Log, frac, percentiles, quiet, summarize
from .baselines import BM25Baseline, DenseBaseline

KINDS = ("record", "opinion", "hearsay")

_SPACE = re.compile(r"\s+")
_EN_POSS = re.compile(r"(?<=\w)['\u2019]s\b")
_KO_POSS = re.compile(r"(?<=[\uac00-\ud7a3])[의네](?=\s)")


def natural_name(name: str | None) -> str:
    """The form owners are compared in: NFC, casefold; a leading "the ", "'s", Korean 의/네 after
    a word, a hypocoristic 이 after a closed syllable and a trailing 씨 dropped."""
    if not name:
        return ""
    s = unicodedata.normalize("NFC", name).casefold().strip()
    s = _SPACE.sub(" ", s)
    s = re.sub(r"^the ", "", s)
    s = _EN_POSS.sub("", s)
    s = _KO_POSS.sub("", s)
    words = []
    for w in s.split(" "):
        if w.endswith("씨") and len(w) > 1:
            w = w[:-1]
        if len(w) >= 3 and w.endswith("이") and _batchim(w[-2]):
            w = w[:-1]
        if w:
            words.append(w)
    return " ".join(w for w in words if w != "씨")


def _batchim(ch: str) -> bool:
    code = ord(ch) - 0xAC00
    return 0 <= code <= 11171 and code % 28 != 0


def owner_ok(got: str | None, gold: dict[str, Any]) -> bool:
    names = [gold["owner"], *gold.get("owner_alt", [])]
    return natural_name(got) in {natural_name(n) for n in names}


def chain_ok(got: Sequence[str] | None, gold: Sequence[str]) -> bool:
    got = list(got or [])
    return len(got) == len(gold) and all(
        natural_name(a) == natural_name(b) for a, b in zip(got, gold, strict=True)
    )


def load_natural(path: str | Path) -> list[dict[str, Any]]:
    """Read and check a natural-dialogue file; errors name the file and the line."""
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").split("\n")
    except OSError as exc:
        raise InputError(
            f"cannot read natural-dialogue file: {exc.strerror}", source=str(p)
        ) from exc
    out: list[dict[str, Any]] = []
    for no, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            s = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"line {no}: invalid JSON: {exc}", source=str(p)) from exc
        if not isinstance(s, dict):
            raise InputError(f"line {no}: a scenario must be an object", source=str(p))
        for key in ("id", "turns", "questions"):
            if key not in s:
                raise InputError(f"line {no}: scenario lacks {key!r}", source=str(p))
        for q in s["questions"]:
            if q.get("kind") not in KINDS or not isinstance(q.get("gold"), dict):
                raise InputError(
                    f"line {no}: question {q.get('q')!r} needs kind in {KINDS} and a gold object",
                    source=str(p),
                )
            # a category is counted under its question's kind: 'bare' of an opinion question
            # is 'opinion:bare' (the README's form), whichever way the file writes it
            cat = str(q.get("cat") or "other")
            if cat.split(":", 1)[0] != q["kind"]:
                q["cat"] = f"{q['kind']}:{cat.split(':', 1)[-1]}"
        out.append(s)
    if not out:
        raise InputError("natural-dialogue file holds no scenario", source=str(p))
    return out


def natural_turns(scenarios: Sequence[dict[str, Any]], memory: str = "default") -> list[TurnIn]:
    """All scenarios' turns, in file order, as one memory's turns."""
    turns: list[TurnIn] = []
    for s in scenarios:
        lang = s.get("lang") if s.get("lang") in ("en", "ko") else None
        for t in s["turns"]:
            turns.append(
                TurnIn(
                    memory=memory,
                    session=t["session"],
                    date=datetime.fromisoformat(t["date"]),
                    turn=t["turn"],
                    speaker=t["speaker"],
                    text=t["text"],
                    lang=lang,
                    seq=len(turns),
                )
            )
    return turns


def extraction_scores(
    scenarios: Sequence[dict[str, Any]], extractions: Sequence[Extraction]
) -> dict[str, Any]:
    """The extractor alone: per category, does a gold turn hold the right Claim / Event or Fact."""
    by_turn = {x.turn: x for x in extractions}
    cats: dict[str, dict[str, int]] = defaultdict(lambda: {"n": 0, "owner": 0, "relay": 0})
    rec = {"n": 0, "record": 0, "no_claim_on_turn": 0}
    failures: list[dict[str, Any]] = []
    for s in scenarios:
        for q in s["questions"]:
            gold = q["gold"]
            xs = [by_turn[t] for t in gold["turn"] if t in by_turn]
            if q["kind"] == "record":
                rec["n"] += 1
                ok = any(x.events or x.facts for x in xs)
                rec["record"] += ok
                if not ok:
                    failures.append(
                        {
                            "cat": q["cat"],
                            "turn": gold["turn"],
                            "class": "claim_only" if any(x.claims for x in xs) else "nothing",
                            "expected": "Event/Fact",
                            "got": [_claims_of(x) for x in xs],
                        }
                    )
                continue
            c = cats[q["cat"]]
            c["n"] += 1
            claims = [cl for x in xs for cl in x.claims]
            own = [cl for cl in claims if owner_ok(cl.owner, gold)]
            c["owner"] += bool(own)
            c["relay"] += any(chain_ok(cl.relayed_by, gold.get("relayed_by", [])) for cl in own)
            if not own or not any(
                chain_ok(cl.relayed_by, gold.get("relayed_by", [])) for cl in own
            ):
                speakers = {x.speaker for x in xs}
                failures.append(
                    {
                        "cat": q["cat"],
                        "turn": gold["turn"],
                        "class": miss_class(claims, gold, speakers),
                        "expected": {
                            "owner": gold["owner"],
                            "relayed_by": gold.get("relayed_by", []),
                        },
                        "got": [_claims_of(x) for x in xs],
                    }
                )
    nonclaim = [t for s in scenarios for t in s.get("nonclaim_turns", [])]
    clean = sum(not by_turn[t].claims for t in nonclaim if t in by_turn)
    per_kind: dict[str, dict[str, int]] = {
        k: {"n": 0, "owner": 0, "relay": 0} for k in ("opinion", "hearsay")
    }
    for cat, c in cats.items():
        kind = cat.split(":", 1)[0]
        if kind in per_kind:
            for key in ("n", "owner", "relay"):
                per_kind[kind][key] += c[key]
    classes: dict[str, dict[str, int]] = {k: {} for k in KINDS}
    for f in failures:
        kind = f["cat"].split(":", 1)[0]
        if kind in classes:
            classes[kind][f["class"]] = classes[kind].get(f["class"], 0) + 1
    return {
        "owner": {k: frac(v["owner"], v["n"]) for k, v in per_kind.items()},
        "relay": {"hearsay": frac(per_kind["hearsay"]["relay"], per_kind["hearsay"]["n"])},
        "record_gives_event_or_fact": frac(rec["record"], rec["n"]),
        "question_turns_without_claim": frac(clean, len(nonclaim)),
        "categories": {
            cat: {"n": c["n"], "owner": frac(c["owner"], c["n"]), "relay": frac(c["relay"], c["n"])}
            for cat, c in sorted(cats.items())
        },
        # what kind of mistake each miss is, by counts alone: readable for a set kept unread
        "miss_classes": {k: dict(sorted(v.items())) for k, v in classes.items()},
        "failures": failures,
    }


#: the owners a resolver leaves when it finds no one (``discourse``): no person at all
_NO_ONE = frozenset({"someone", "somebody", "he", "she", "they", "him", "her", "them",
                     "누군가", "누가", "걔", "걔네", "그분", "그 사람"})


def miss_class(claims: Sequence[Any], gold: dict[str, Any], speakers: set[str]) -> str:
    """What went wrong when no Claim on a gold turn has the gold owner and chain, in words that
    say nothing of the data (so a set kept unread can be diagnosed by counts): ``none`` (no Claim
    on the turn), ``speaker_owned`` (someone's words read as the speaker's own view),
    ``relayer_owned`` (an intermediate relayer made the owner: the chain cut short),
    ``unresolved`` (a pronoun or "someone" left as the owner), ``possessor`` (the right relation
    noun of the wrong or no possessor: "her boss" read as the speaker's), ``partial`` (an owner
    phrase that holds the gold one or is held by it: a title or a modifier too many or too few),
    ``other_owner``; with the right owner, ``relay_missing`` / ``relay_extra`` (a hop too few or
    too many) or ``relay_other``."""
    if not claims:
        return "none"
    chain = list(gold.get("relayed_by", []))
    own = [c for c in claims if owner_ok(c.owner, gold)]
    if own:
        got = len(own[0].relayed_by or [])
        return ("relay_missing" if got < len(chain) else "relay_extra" if got > len(chain)
                else "relay_other")
    owners = [natural_name(c.owner) for c in claims if c.owner]
    want = natural_name(gold["owner"])
    said = {natural_name(s) for s in speakers}
    relayers = {natural_name(r) for r in chain} - said
    if want not in said and any(o in said for o in owners):
        return "speaker_owned"
    if any(o in relayers for o in owners):
        return "relayer_owned"
    if any(o in _NO_ONE or o.startswith("someone") for o in owners):
        return "unresolved"
    head = want.split()[-1] if want else ""
    if head and " " in want and any(o.split()[-1] == head for o in owners if o):
        return "possessor"
    if any(o and (o in want or want in o) for o in owners):
        return "partial"
    return "other_owner"


def _claims_of(x: Extraction) -> dict[str, Any]:
    return {
        "turn": x.turn,
        "claims": [
            {
                "owner": c.owner,
                "relayed_by": c.relayed_by,
                "target": c.target,
                "polarity": c.polarity,
            }
            for c in x.claims
        ],
        "events": len(x.events),
        "facts": len(x.facts),
    }


def _memory_id(path: Path) -> str:
    stem = re.sub(r"[^A-Za-z0-9_.-]", "-", path.stem).lstrip("-_.") or "natural"
    return stem[:64]


def run_natural(
    path: str | Path,
    store_dir: str | Path | None = None,
    k: int = 10,
    embedder: Any = None,
    log: Log = quiet,
    turns_per_call: int | None = None,
    extractor: Any = None,
) -> dict[str, Any]:
    """Ingest a natural-dialogue file into one memory and ask every question; see the docstring.
    ``turns_per_call``: ingest the turns that many at a time, each call a new batch (1: as a
    chat assistant adds them); None: the whole file in one call. ``extractor``: the memory's
    extractor (e.g. an ``LLMExtractor``; None: the offline rules); the 'extractor alone'
    figures are then of what it returned while the memory ingested."""
    from ..extract.rules import RuleExtractor
    from ..memory import Memory

    path = Path(path)
    scenarios = load_natural(path)
    mem_id = _memory_id(path)
    turns = natural_turns(scenarios, mem_id)
    lang = scenarios[0].get("lang")
    claim_turns = {
        t
        for s in scenarios
        for q in s["questions"]
        if q["kind"] != "record"
        for t in q["gold"]["turn"]
    }

    kept = _Kept(extractor) if extractor is not None else None
    mem = Memory.open(store_dir, mem_id, embedder=embedder, extractor=kept)
    try:
        log(f"natural: ingesting {len(turns)} turns of {len(scenarios)} scenarios")
        started = time.perf_counter()
        report = _ingest(mem, turns, turns_per_call or len(turns) or 1)
        ingest_s = time.perf_counter() - started
        if kept is None:
            # the offline extractor alone, on the same turns (deterministic, so the same as
            # ingested)
            extraction = extraction_scores(scenarios, RuleExtractor().extract(turns, []))
        else:  # what the memory's extractor returned while it ingested
            extraction = extraction_scores(scenarios, list(kept.got.values()))
        dense = DenseBaseline(turns, mem.embedder)
        bm25 = BM25Baseline(turns, lang=lang)
        cats: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        failures: list[dict[str, Any]] = []
        latencies: list[float] = []
        stored = _claims_by_turn(mem)
        for s in scenarios:
            for q in s["questions"]:
                gold, kind = q["gold"], q["kind"]
                when = date.fromisoformat(q["date"])
                c = cats[q["cat"]]
                c["n"] += 1
                for name, base in (("flat_dense", dense), ("bm25", bm25)):
                    ranked = base.rank(q["q"], 1)
                    c[f"{name}_turn_top1"] += bool(ranked) and ranked[0] in gold["turn"]
                    if kind == "record":
                        c[f"{name}_mis"] += bool(ranked) and ranked[0] in claim_turns
                t0 = time.perf_counter()
                res = mem.recall(q["q"], k=k, date=when)
                latencies.append((time.perf_counter() - t0) * 1000.0)
                ev = res.evidence
                top = ev[0] if ev else None
                if kind == "record":
                    mis = top is not None and top.type == "Claim"
                    ok = (
                        top is not None
                        and top.type in gold.get("types", ["Event", "Fact"])
                        and any(t.id in gold["turn"] for t in top.turns)
                    )
                    c["mis"] += mis
                    c["record_top1"] += ok
                    if mis or not ok:
                        failures.append({"cat": q["cat"], "question": q["q"], "intent": res.intent,
                                         "expected": gold, "got": summarize(top)})
                    continue
                claim = next((e for e in ev if e.type == "Claim"), None)
                grounded = claim is not None and any(t.id in gold["turn"] for t in claim.turns)
                owner = claim is not None and grounded and owner_ok(claim.owner, gold)
                relay = (claim is not None and owner
                         and chain_ok(claim.relayed_by, gold.get("relayed_by", [])))
                c["owner"] += owner
                c["relay"] += relay
                if not relay:
                    cause = "ranking" if _held(stored, gold) else "extraction"
                    c[f"miss_{cause}"] += 1
                    failures.append(
                        {
                            "cat": q["cat"],
                            "question": q["q"],
                            "intent": res.intent,
                            "cause": cause,
                            "expected": gold,
                            "got": summarize(claim) if claim else None,
                        }
                    )
    finally:
        mem.close()
    result = _summary(
        path, lang, k, scenarios, turns, report, ingest_s, cats, extraction, latencies, failures
    )
    result["extractor"] = getattr(extractor, "name", "rules") if extractor is not None else "rules"
    if report.tokens:
        result["ingest"]["tokens"] = dict(report.tokens)
    return result


def _ingest(mem: Any, turns: Sequence[TurnIn], step: int) -> Any:
    """Add ``turns`` to ``mem`` ``step`` at a time; one report summing the calls' nodes,
    rejected turns and tokens."""
    from ..ingest import IngestReport

    report = IngestReport()
    for start in range(0, len(turns), step):
        part = mem.add_turns(turns[start:start + step])
        for kind, n in part.nodes.items():
            report.nodes[kind] = report.nodes.get(kind, 0) + n
        report.rejected += part.rejected
        for kind, n in part.tokens.items():
            report.tokens[kind] = report.tokens.get(kind, 0) + n
    return report


class _Kept:
    """The memory's extractor, keeping the last ``Extraction`` it returned for each turn (for
    the 'extractor alone' figures); everything else (``name``, ``last_usage``, ``warm``, …) is
    the extractor's own."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.got: dict[str, Extraction] = {}

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.inner, attr)

    def extract(self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()) -> list[Any]:
        out = list(self.inner.extract(turns, known_people))
        for t, x in zip(turns, out, strict=True):
            if isinstance(x, Extraction):
                self.got[t.turn] = x
        return out


def _claims_by_turn(mem: Any) -> dict[str, list[tuple[str, list[str]]]]:
    """(owner, relay chain) of every Claim the memory holds, by the turn it is grounded in."""
    out: dict[str, list[tuple[str, list[str]]]] = defaultdict(list)
    for node in mem.catalog().claims.values():
        for tid in node.turns:
            out[tid].append((node.owner, node.relayed_by))
    return out


def _held(stored: dict[str, list[tuple[str, list[str]]]], gold: dict[str, Any]) -> bool:
    """Does the memory hold a Claim on a gold turn with the gold owner and chain?"""
    return any(owner_ok(owner, gold) and chain_ok(chain, gold.get("relayed_by", []))
               for tid in gold["turn"] for owner, chain in stored.get(tid, ()))


def _summary(
    path: Path,
    lang: Any,
    k: int,
    scenarios: Sequence[dict[str, Any]],
    turns: Sequence[TurnIn],
    report: Any,
    ingest_s: float,
    cats: dict[str, dict[str, int]],
    extraction: dict[str, Any],
    latencies: list[float],
    failures: list[dict[str, Any]],
) -> dict[str, Any]:
    def total(kind: str, key: str) -> tuple[int, int]:
        rows = [c for cat, c in cats.items() if cat.split(":", 1)[0] == kind]
        return sum(c.get(key, 0) for c in rows), sum(c["n"] for c in rows)

    memory: dict[str, Any] = {}
    for kind in ("opinion", "hearsay"):
        memory[f"{kind}_owner"] = frac(*total(kind, "owner"))
    memory["hearsay_relay"] = frac(*total("hearsay", "relay"))
    misses = {kind: {cause: total(kind, f"miss_{cause}")[0] for cause in ("extraction", "ranking")}
              for kind in ("opinion", "hearsay")}
    memory["record_misattribution"] = frac(*total("record", "mis"))
    memory["record_top1"] = frac(*total("record", "record_top1"))
    baselines: dict[str, Any] = {}
    for name in ("flat_dense", "bm25"):
        baselines[name] = {
            f"{kind}_turn_top1": frac(*total(kind, f"{name}_turn_top1")) for kind in KINDS
        }
        baselines[name]["record_misattribution"] = frac(*total("record", f"{name}_mis"))
    categories = {cat: {key: (frac(v, c["n"]) if key != "n" else v) for key, v in sorted(c.items())}
                  for cat, c in sorted(cats.items())}
    return {
        "data": str(path), "lang": lang, "scenarios": len(scenarios), "k": k,
        "questions": sum(len(s["questions"]) for s in scenarios),
        "ingest": {"turns": len(turns), "seconds": round(ingest_s, 3),
                   "turns_per_s": round(len(turns) / ingest_s, 1) if ingest_s > 0 else None,
                   "nodes": dict(report.nodes), "rejected": len(report.rejected)},
        "memory": memory, "misses": misses, "baselines": baselines, "categories": categories,
        "extraction": {key: v for key, v in extraction.items() if key != "failures"},
        "latency_ms": percentiles(latencies),
        "failures": failures + [{"extraction": f} for f in extraction["failures"]],
    }


#: (pooled name, category kind, category key) of the figures ``pool_natural`` adds up
_POOLED = (
    ("opinion_owner", ("opinion",), "owner"),
    ("hearsay_owner", ("hearsay",), "owner"),
    ("owner", ("opinion", "hearsay"), "owner"),
    ("hearsay_relay", ("hearsay",), "relay"),
    ("record_top1", ("record",), "record_top1"),
    ("record_misattribution", ("record",), "mis"),
)


def pool_natural(results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Several natural-dialogue results as one measurement, per language: every question of
    every file counted once (``pooled``: hits / n), and how far single files stray from it
    (``spread``: min, median, max of the per-file figures). A hidden set of the same kind is one
    more draw from these files' population: the spread says how far one set lands from the
    pooled figure. Miss counts and their classes are summed; failures are left out (run a file
    alone to list its misses)."""
    import statistics

    by_lang: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in results:
        by_lang[str(r.get("lang"))].append(r)
    out: dict[str, Any] = {}
    for lang, rows in sorted(by_lang.items()):
        pooled: dict[str, Any] = {}
        spread: dict[str, Any] = {}
        for name, kinds, key in _POOLED:
            hits = n = 0
            per_file = []
            for r in rows:
                cats = [c for cat, c in r["categories"].items() if cat.split(":", 1)[0] in kinds]
                fh = sum(round(c.get(key, 0.0) * c["n"]) for c in cats)
                fn = sum(c["n"] for c in cats)
                hits, n = hits + fh, n + fn
                if fn:
                    per_file.append(fh / fn)
            pooled[name] = {"value": frac(hits, n), "hits": hits, "n": n}
            if per_file:
                spread[name] = {"min": round(min(per_file), 4),
                                "median": round(statistics.median(per_file), 4),
                                "max": round(max(per_file), 4)}
        misses = {kind: {cause: sum(r["misses"][kind][cause] for r in rows)
                         for cause in ("extraction", "ranking")} for kind in ("opinion", "hearsay")}
        classes: dict[str, dict[str, int]] = {k: {} for k in KINDS}
        for r in rows:
            for kind, got in (r["extraction"].get("miss_classes") or {}).items():
                for cls, count in got.items():
                    classes[kind][cls] = classes[kind].get(cls, 0) + count
        out[lang] = {
            "files": len(rows), "questions": sum(r["questions"] for r in rows),
            "pooled": pooled, "spread": spread, "misses": misses,
            "miss_classes": {k: dict(sorted(v.items())) for k, v in classes.items()},
        }
    return {
        "data": [r["data"] for r in results],
        "k": results[0]["k"] if results else None,
        "languages": out,
        "files": [{key: v for key, v in r.items() if key != "failures"} for r in results],
    }


def format_pooled(result: dict[str, Any]) -> str:
    """The pooled result as plain tables: per language, then one line per file."""
    from . import table

    lines = []
    for lang, p in result["languages"].items():
        lines.append(f"pooled natural attribution ({lang}): {p['files']} files, "
                     f"{p['questions']} questions, k={result['k']}")
        rows = [(name, v["value"], f"{v['hits']}/{v['n']}",
                 *(p["spread"].get(name, {}).get(x) for x in ("min", "median", "max")))
                for name, v in p["pooled"].items()]
        lines.append(table(("metric", "pooled", "hits/n", "file min", "median", "max"), rows))
        lines.append("misses by cause (extraction / ranking): " + ", ".join(
            f"{kind} {m['extraction']} / {m['ranking']}" for kind, m in p["misses"].items()))
        lines.append("extractor misses by class: " + "; ".join(
            f"{kind}: " + ", ".join(f"{c} {n}" for c, n in got.items())
            for kind, got in p["miss_classes"].items() if got))
    rows = [(Path(r["data"]).name, r["lang"], r["questions"], r["memory"]["opinion_owner"],
             r["memory"]["hearsay_owner"], r["memory"]["hearsay_relay"], r["memory"]["record_top1"])
            for r in result["files"]]
    lines.append(table(("file", "lang", "questions", "opinion", "hearsay", "relay", "record"),
                       rows))
    return "\n".join(lines)


def format_natural(result: dict[str, Any]) -> str:
    """The natural-dialogue result as plain tables."""
    from . import table

    m, b = result["memory"], result["baselines"]
    rows = [(f"memory.{key}", v, "") for key, v in m.items()]
    rows += [(f"{name}.{key}", v, "") for name, vals in b.items() for key, v in vals.items()]
    lines = [
        f"natural attribution: {result['data']} ({result['lang']}, {result['scenarios']} "
        "scenarios, "
        f"{result['questions']} questions, k={result['k']})",
        table(("metric", "value", ""), rows),
    ]
    cat_rows = [(cat, c["n"], c.get("owner"), c.get("relay"), c.get("record_top1"), c.get("mis"))
                for cat, c in result["categories"].items()]
    lines.append(table(("category", "n", "owner", "relay", "record_top1", "misattr"), cat_rows))
    misses = result.get("misses") or {}
    if misses:
        lines.append("misses by cause (the graph lacks the answer / recall put another first): "
                     + ", ".join(f"{kind} {m['extraction']} / {m['ranking']}"
                                 for kind, m in misses.items()))
    ex = result["extraction"]
    lines.append(
        f"extractor alone: owner {ex['owner']}, relay {ex['relay']}, record turns → Event/Fact "
        f"{ex['record_gives_event_or_fact']}, question turns without Claim "
        f"{ex['question_turns_without_claim']}"
    )
    ing, lat = result["ingest"], result["latency_ms"]
    lines.append(
        f"ingest: {ing['turns']} turns in {ing['seconds']:.2f}s ({ing['turns_per_s']} turns/s), "
        f"{ing['rejected']} rejected; recall p50 {lat['p50']} ms, p95 {lat['p95']} ms"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Score the rule extractor alone on natural-dialogue files (no store, no embedder)."""
    from ..extract.rules import RuleExtractor

    args = list(sys.argv[1:] if argv is None else argv)
    verbose = "-v" in args
    for path in [a for a in args if a != "-v"]:
        scenarios = load_natural(path)
        res = extraction_scores(scenarios, RuleExtractor().extract(natural_turns(scenarios), []))
        fails = res.pop("failures")
        print(path)
        print(json.dumps(res, ensure_ascii=False, indent=1))
        if verbose:
            texts = {
                t["turn"]: f"{t['speaker']}: {t['text']}" for s in scenarios for t in s["turns"]
            }
            for f in fails:
                print(f["cat"], "|", " / ".join(texts.get(t, t) for t in f["turn"]))
                print("   expected", f["expected"], "\n   got", f["got"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
