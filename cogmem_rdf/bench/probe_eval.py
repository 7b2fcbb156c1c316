"""Attribution-probe accuracy of an extractor (default: the rule extractor), as ``bench
attribution`` reports it under "extraction" and the extraction tests check it.

    from cogmem_rdf.bench.probe_eval import attribution_accuracy
    attribution_accuracy("shared/data/probes/attribution_en.json")
    # {"lang": "en", "n": 30, "record_kind": 1.0, "record_no_claim": 1.0,
    #  "styles": {"think": {"owner": 1.0, "target": 1.0, "relay": 1.0, "polarity": .., "n": 30},
    ...}, #  "failures": [...]}

Names compare by ``names.name_key`` (NFC, casefold, whitespace, ``X's Y`` ≡ ``X Y``,
``X의 Y`` ≡ ``X네 Y`` ≡ ``X Y``), nothing looser.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from ..extract.base import Extractor
from ..extract.names import name_key
from ..models import ClaimX, Extraction, Lang, TurnIn


def scenario_turns(sc: dict[str, Any], lang: Lang | None = None) -> tuple[list[TurnIn], list[str]]:
    """The scenario's turns (record, then claims) and its known people (speakers + subject)."""
    items = [sc["record"], *sc["claims"]]
    date = datetime.fromisoformat(sc["session_date"])
    turns = [
        TurnIn(
            session=sc["id"],
            date=date,
            turn=f"{sc['id']}:{i}",
            speaker=it["speaker"],
            text=it["text"],
            lang=lang,
            seq=i,
        )
        for i, it in enumerate(items)
    ]
    known = list(dict.fromkeys([*(it["speaker"] for it in items), sc["subject"]]))
    return turns, known


def claim_matches(c: ClaimX, gold: dict[str, Any]) -> dict[str, bool]:
    return {
        "owner": name_key(c.owner) == name_key(gold["source"]),
        "target": name_key(c.target) == name_key(gold["target"]),
        "relay": [name_key(x) for x in c.relayed_by] == [name_key(x) for x in gold["relayed_by"]],
        "polarity": c.polarity == gold.get("polarity"),
    }


def best_claim(
    claims: Sequence[ClaimX], gold: dict[str, Any]
) -> tuple[ClaimX | None, dict[str, bool]]:
    """The claim agreeing most with gold (owner first, then target, relay)."""
    best, best_m, best_s = (
        None,
        {"owner": False, "target": False, "relay": False, "polarity": False},
        -1,
    )
    for c in claims:
        m = claim_matches(c, gold)
        s = 4 * m["owner"] + 2 * m["target"] + m["relay"]
        if s > best_s:
            best, best_m, best_s = c, m, s
    return best, best_m


def evaluate_scenario(sc: dict[str, Any], extractions: Sequence[Extraction]) -> dict[str, Any]:
    rec = extractions[0]
    kind = sc["record"].get("kind")
    got_kind = "event" if rec.events else "fact" if rec.facts else None
    res: dict[str, Any] = {
        "record_kind": got_kind == kind,
        "record_no_claim": not rec.claims and got_kind is not None,
        "claims": [],
    }
    for gold, ex in zip(sc["claims"], extractions[1:], strict=False):
        c, m = best_claim(ex.claims, gold)
        res["claims"].append(
            {"style": gold["style"], **m, "got": c.model_dump() if c else None, "gold": gold}
        )
    return res


def attribution_accuracy(path: str | Path, extractor: Extractor | None = None) -> dict[str, Any]:
    """Per-style owner/target/relay/polarity accuracy and record-kind accuracy of a probe file."""
    if extractor is None:
        from ..extract.rules import RuleExtractor

        extractor = RuleExtractor()
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    lang = data.get("lang")
    styles: dict[str, dict[str, float]] = {}
    rk = rn = 0
    failures: list[dict[str, Any]] = []
    for sc in data["scenarios"]:
        turns, known = scenario_turns(sc, lang)
        r = evaluate_scenario(sc, extractor.extract(turns, known))
        rk += r["record_kind"]
        rn += r["record_no_claim"]
        if not (r["record_kind"] and r["record_no_claim"]):
            failures.append(
                {"id": sc["id"], "record": sc["record"]["text"], "kind": sc["record"].get("kind")}
            )
        for cr in r["claims"]:
            st = styles.setdefault(
                cr["style"], {"owner": 0, "target": 0, "relay": 0, "polarity": 0, "n": 0}
            )
            st["n"] += 1
            for k in ("owner", "target", "relay", "polarity"):
                st[k] += cr[k]
            if not (cr["owner"] and cr["target"] and cr["relay"]):
                failures.append(
                    {
                        "id": sc["id"],
                        "style": cr["style"],
                        "text": cr["gold"]["text"],
                        "got": cr["got"],
                    }
                )
    n = max(1, len(data["scenarios"]))
    for st in styles.values():
        for k in ("owner", "target", "relay", "polarity"):
            st[k] = st[k] / max(1, st["n"])
    return {
        "lang": lang,
        "n": len(data["scenarios"]),
        "record_kind": rk / n,
        "record_no_claim": rn / n,
        "styles": styles,
        "failures": failures,
    }
