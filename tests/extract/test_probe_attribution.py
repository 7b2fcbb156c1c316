"""Attribution probes (dev sets): records stay records, claim owners/targets/relays match gold.

Prints a per-style owner-accuracy table (run with -s to see it).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from devdata import dev_file, require

from cogmem_rdf.bench.probe_eval import attribution_accuracy, best_claim, scenario_turns
from cogmem_rdf.extract.rules import RuleExtractor


def _probe(lang: str) -> Path | None:
    return dev_file(f"probes/attribution_{lang}.json")


def test_probe_files_present() -> None:
    for lang in ("en", "ko"):
        require(f"probes/attribution_{lang}.json")


def _scenarios(lang: str) -> list[dict]:
    p = _probe(lang)
    return json.loads(p.read_text(encoding="utf-8"))["scenarios"] if p else []


RX = RuleExtractor()
CASES = [(lang, sc) for lang in ("en", "ko") for sc in _scenarios(lang)]


@pytest.mark.parametrize(("lang", "sc"), CASES, ids=[sc["id"] for _, sc in CASES] or None)
def test_scenario(lang: str, sc: dict) -> None:
    turns, known = scenario_turns(sc)
    out = RX.extract(turns, known)
    rec = out[0]
    assert rec.events or rec.facts, f"no record from {sc['record']['text']!r}"
    assert not rec.claims, f"record turn produced a claim: {rec.claims}"
    for gold, ex in zip(sc["claims"], out[1:], strict=False):
        claim, m = best_claim(ex.claims, gold)
        assert claim is not None, f"{gold['style']}: no claim from {gold['text']!r}"
        assert m["owner"], (
            f"{gold['style']}: owner {claim.owner!r} != {gold['source']!r} in {gold['text']!r}"
        )
        assert m["target"], f"{gold['style']}: target {claim.target!r} != {gold['target']!r}"
        assert m["relay"], f"{gold['style']}: relayed_by {claim.relayed_by} != {gold['relayed_by']}"
        assert claim.owner not in claim.relayed_by


def test_owner_accuracy_table() -> None:
    require("probes/attribution_en.json")
    rows = []
    for lang in ("en", "ko"):
        p = _probe(lang)
        if not p:
            continue
        r = attribution_accuracy(p, RX)
        for style, st in r["styles"].items():
            rows.append(
                (lang, style, st["owner"], st["target"], st["relay"], st["polarity"], int(st["n"]))
            )
            assert st["owner"] >= 0.95, (lang, style, st)
        rows.append(
            (lang, "record-kind", r["record_kind"], r["record_no_claim"], None, None, r["n"])
        )
    print("\nlang  style        owner  target relay  polarity  n")
    for lang, style, o, t, rl, pol, n in rows:
        def f(v):
            return "  -  " if v is None else f"{v:5.2f}"
        print(f"{lang:5} {style:12} {f(o)}  {f(t)}  {f(rl)}  {f(pol)}    {n}")
