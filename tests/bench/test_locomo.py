"""LoCoMo evidence recall on a tiny invented conversation (real store, extractor, embedder)."""

from __future__ import annotations

import json
from datetime import date

import pytest

from cogmem_rdf.bench import grounding_ids
from cogmem_rdf.bench.baselines import BM25Baseline, DenseBaseline
from cogmem_rdf.bench.locomo import format_locomo, last_session_date, normalise_evidence, run_locomo
from cogmem_rdf.loaders import load_file
from cogmem_rdf.models import Evidence, TurnRef


@pytest.fixture()
def conv_file(tmp_path, locomo_doc):
    path = tmp_path / "conv-7.json"
    path.write_text(json.dumps(locomo_doc), encoding="utf-8")
    return path


def test_normalise_evidence() -> None:
    known = {"D1:3", "D1:5", "D8:6", "D9:17", "D11:26", "D2:4"}
    assert normalise_evidence(["D8:6"], known) == (["D8:6"], [])
    got, notes = normalise_evidence(["D8:6; D9:17"], known)
    assert got == ["D8:6", "D9:17"] and notes
    assert normalise_evidence(["D:11:26"], known)[0] == ["D11:26"]
    assert normalise_evidence(["D1:3:5"], known)[0] == ["D1:3", "D1:5"]
    assert normalise_evidence([" D2:4 ", "D 2 : 4"], known)[0] == ["D2:4"]
    got, notes = normalise_evidence(["D", "D8:6"], known)
    assert got == ["D8:6"] and any("'D'" in n for n in notes)
    got, notes = normalise_evidence(["D10:19"], known)
    assert got == [] and "no such turn" in notes[0]
    assert normalise_evidence(["D10:19"], None)[0] == ["D10:19"]


def test_grounding_ids_are_distinct_ranked_and_bounded() -> None:
    def ev(*ids):
        return Evidence(
            node="urn:x",
            type="Event",
            text="x",
            turns=[TurnRef(id=i, speaker="s", text="t") for i in ids],
        )

    evidence = [ev("D1:2", "D1:1"), ev("D1:1"), ev("D2:3", "D1:2", "D3:1"), ev("D4:4")]
    assert grounding_ids(evidence, 10) == ["D1:2", "D1:1", "D2:3", "D3:1", "D4:4"]
    assert grounding_ids(evidence, 3) == ["D1:2", "D1:1", "D2:3"]
    assert grounding_ids([], 3) == []


def test_last_session_date(locomo_doc) -> None:
    assert last_session_date(locomo_doc) == date(2023, 5, 19)


def _expected(system_rank, questions, known):
    by_cat = {}
    for q in questions:
        gold, _ = normalise_evidence(q["evidence"], known)
        if q["category"] == 5:
            continue
        got = set(system_rank(q["question"]))
        cat = by_cat.setdefault(q["category"], [0, 0, 0])
        cat[0] += 1
        cat[1] += bool(gold) and all(g in got for g in gold)
        cat[2] += any(g in got for g in gold)
    return by_cat


def test_run_locomo_metrics(conv_file, locomo_doc, embedder) -> None:
    result = run_locomo([conv_file], k=2, embedder=embedder, keep_misses=True)
    assert result["questions"] == 7            # category 5 excluded
    assert result["no_gold_questions"] == 1    # the "D"-only question: a miss for every system
    mem = result["systems"]["memory"]
    assert {c: mem[c]["n"] for c in ("multi-hop", "temporal", "open-domain", "single-hop")} == {
        "multi-hop": 1, "temporal": 1, "open-domain": 1, "single-hop": 4}
    assert result["conversations"][0]["id"] == "conv-7"
    assert result["conversations"][0]["turns"] == 7
    assert result["ingest"]["turns"] == 7 and result["ingest"]["turns_per_s"] > 0
    for s in ("memory", "bm25", "bm25_stem", "dense", "hybrid@0.7", "hybrid_spread@1.0"):
        assert result["latency_ms"][s]["n"] == 7
        for row in (result["systems"] | result["variants"])[s].values():
            assert 0 <= row["full"] <= row["any"] <= 1
    fixed = {tuple(f["evidence"]) for f in result["gold_fixes"]}
    assert ("D1:4; D2:2",) in fixed and ("D:2:1",) in fixed and ("D2:3", "D") in fixed

    # baselines recomputed independently
    turns = load_file(conv_file, "conv-7")
    known = {t.turn for t in turns}
    names = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
    for system, ranker in (
        ("bm25", BM25Baseline(turns, lang="en")),
        ("dense", DenseBaseline(turns, embedder)),
    ):
        exp = _expected(lambda q, r=ranker: r.rank(q, 2), locomo_doc["qa"], known)
        for cat, (n, full, anyhit) in exp.items():
            row = result["systems"][system][names[cat]]
            assert (row["n"], row["full"], row["any"]) == (
                n,
                round(full / n, 4),
                round(anyhit / n, 4),
            ), (system, cat)
    # BM25 finds these keyword questions' single-turn evidence
    # 3 of 4; the no-gold one is a miss
    assert result["systems"]["bm25"]["single-hop"]["full"] == 0.75

    # the memory's figures agree with its misses
    assert mem["overall"]["full"] == pytest.approx(1 - len(result["misses"]) / 7, abs=1e-4)
    for miss in result["misses"]:
        assert len(miss["got"]) <= 2

    # the hybrids published are those of the best weight; the margin is against the best baseline
    for family in ("hybrid", "hybrid_spread"):
        alpha = result["alpha"][family]
        assert result["systems"][family] == result["variants"][f"{family}@{alpha}"]
        assert all(
            result["variants"][f"{family}@{a}"]["overall"]["full"]
            <= result["systems"][family]["overall"]["full"]
            for a in (0.7, 0.85, 1.0)
        )
    for cat, m in result["margin"].items():
        best = max(
            result["systems"][b][cat]["full"]
            for b in ("bm25", "bm25_stem", "dense", "hybrid", "hybrid_spread")
        )
        assert result["systems"][m["best_baseline"]][cat]["full"] == best
        assert m["memory_minus_best"] == pytest.approx(mem[cat]["full"] - best, abs=1e-4)
    assert "multi-hop full" in format_locomo(result)


def test_run_locomo_limit(conv_file, embedder) -> None:
    result = run_locomo([conv_file], k=10, embedder=embedder, limit=2)
    assert result["questions"] == 2
    assert result["systems"]["bm25"]["overall"]["full"] == 1.0
