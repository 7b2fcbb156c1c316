"""The attribution probe runner on a tiny invented two-scenario probe (real store, extractor,
embedder)."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from cogmem_rdf.bench.attribution import (
    _misattributed,
    _record_ok,
    format_attribution,
    load_probe,
    probe_turns,
    run_attribution,
)
from cogmem_rdf.bench.baselines import DenseBaseline
from cogmem_rdf.errors import InputError
from cogmem_rdf.models import Evidence, TimeValue, TurnRef


@pytest.fixture()
def probe_file(tmp_path, probe_doc):
    path = tmp_path / "mini_probe.json"
    path.write_text(json.dumps(probe_doc), encoding="utf-8")
    return path


def _ev(type_, turns, time=None, owner=None, relayed_by=()):
    return Evidence(
        node="urn:x",
        type=type_,
        text="x",
        owner=owner,
        relayed_by=list(relayed_by),
        time=time,
        turns=[TurnRef(id=t, speaker="s", text="t") for t in turns],
    )


def test_probe_turns_order_ids_and_sessions(probe_doc) -> None:
    turns = probe_turns(probe_doc, "mini")
    assert [t.turn for t in turns] == ["t-001:r", "t-001:think", "t-001:bare", "t-001:hearsay",
                                       "t-002:r", "t-002:think", "t-002:bare", "t-002:hearsay"]
    assert [t.speaker for t in turns[:4]] == ["Tariq", "Odile", "Wren", "Lupe"]
    assert {t.session for t in turns[:4]} == {"t-001"}
    assert turns[4].date == datetime(2024, 6, 20)
    assert all(t.lang == "en" and t.memory == "mini" for t in turns)


def test_record_and_misattribution_rules(probe_doc) -> None:
    s = probe_doc["scenarios"][0]
    week = TimeValue(value="2024-W23", granularity="week")
    claim_turns = {"t-001:think", "t-001:bare", "t-001:hearsay"}
    assert _record_ok(_ev("Event", ["t-001:r"], week), s)
    assert not _record_ok(
        _ev("Event", ["t-001:r"], TimeValue(value="2024-06", granularity="month")), s
    )
    assert not _record_ok(_ev("Event", ["t-001:r"]), s)                    # no time
    assert not _record_ok(_ev("Fact", ["t-001:r"], week), s)               # wrong kind
    assert not _record_ok(_ev("Event", ["t-001:think"], week), s)          # wrong turn
    assert not _record_ok(None, s)
    fact = probe_doc["scenarios"][1]
    assert _record_ok(_ev("Fact", ["t-002:r"]), fact)                      # facts carry no time
    # a Claim is never a record
    assert _misattributed(_ev("Claim", ["t-001:r"]), claim_turns)
    # grounded only in a claim turn
    assert _misattributed(_ev("Event", ["t-001:bare"]), claim_turns)
    assert not _misattributed(_ev("Event", ["t-001:r", "t-001:bare"]), claim_turns)
    assert not _misattributed(_ev("Turn", ["t-001:r"]), claim_turns)
    assert not _misattributed(None, claim_turns)


def test_load_probe_rejects_bad_files(tmp_path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"lang": "en", "scenarios": [{"id": "x"}]}), encoding="utf-8")
    with pytest.raises(InputError, match="bad.json"):
        load_probe(bad)
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(InputError):
        load_probe(bad)
    with pytest.raises(InputError):
        load_probe(tmp_path / "missing.json")


def test_run_attribution_metrics(probe_file, probe_doc, tmp_path, embedder) -> None:
    store = tmp_path / "store"
    result = run_attribution(probe_file, store_dir=store, k=10, embedder=embedder)
    n = 2
    assert result["scenarios"] == n
    assert result["counts"] == {
        "scenarios": 2,
        "record_timed": 2,
        "nested_hearsay": 1,
        "questions": 8,
    }
    assert result["latency_ms"]["n"] == 8
    assert result["ingest"]["turns"] == 8
    assert result["ingest"]["rejected"] == 0

    # the flat baseline is recomputed independently
    dense = DenseBaseline(probe_turns(probe_doc), embedder)
    claim_turns = {
        f"{s['id']}:{x}" for s in probe_doc["scenarios"] for x in ("think", "bare", "hearsay")
    }
    mis = sum(
        dense.rank(s["questions"]["record"], 1)[0] in claim_turns for s in probe_doc["scenarios"]
    )
    assert result["flat_dense"]["record_misattribution"] == mis / n

    # each memory metric agrees with the failures it lists
    m = result["memory"]
    fails = {}
    for f in result["failures"]:
        fails[f["metric"]] = fails.get(f["metric"], 0) + 1
        assert f["scenario"] in {"t-001", "t-002"} and "expected" in f and "got" in f
    for key in (
        "record_top1",
        "record_timed_top1",
        "opinion_top1",
        "owner_accuracy",
        "relay_chain_accuracy",
    ):
        assert m[key] == pytest.approx(1 - fails.get(key, 0) / n), key
    for key in ("record_misattribution", "record_timed_misattribution"):
        assert m[key] == pytest.approx(fails.get(key, 0) / n), key
    assert 0 <= m["nested_relay_chain_accuracy"] <= 1

    # the memory holds the probe turns under the documented ids
    from cogmem_rdf.memory import Memory

    with Memory.open(store, "mini_probe", embedder=embedder) as mem:
        assert mem.turn_ids() == {t.turn for t in probe_turns(probe_doc)}

    # extraction alone (bench/probe_eval.py), reported by the bench itself
    assert result["extraction"]["n"] == n and result["extraction"]["styles"]
    assert set(result["extraction"]["styles"]["think"]) == {
        "owner",
        "target",
        "relay",
        "polarity",
        "n",
    }

    table = format_attribution(result)
    assert "memory.owner_accuracy" in table and "flat_dense.record_misattribution" in table


def test_run_attribution_in_memory_store_twice(probe_file, embedder) -> None:
    """Fresh in-memory stores give the same figures on every run."""
    a = run_attribution(probe_file, k=5, embedder=embedder)
    b = run_attribution(probe_file, k=5, embedder=embedder)
    assert a["memory"] == b["memory"] and a["flat_dense"] == b["flat_dense"]
    assert a["k"] == 5
