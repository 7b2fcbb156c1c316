"""``bench scale``: JSON shape, and copies that are
isolated from each other (tiny invented data)."""

from __future__ import annotations

import json
from datetime import datetime

import pyoxigraph as ox
import pytest

import cogmem_rdf.cli.bench  # noqa: F401 - registers the bench commands on bench_app
from cogmem_rdf import vocab as v
from cogmem_rdf.bench.scale import (
    Copy,
    format_scale_sizes,
    levels_up_to,
    memory_id,
    run_scale,
    run_scale_sizes,
    shift_datetime,
    shift_years,
)
from cogmem_rdf.cli.app import main
from cogmem_rdf.memory import Memory

CONVERSATION = {  # invented: names, places and events of our own
    "speaker_a": "Ines",
    "speaker_b": "Boris",
    "session_1_date_time": "10:05 am on 3 April, 2023",
    "session_1": [
        {
            "speaker": "Ines",
            "dia_id": "D1:1",
            "text": "Hey Boris! I finally repaired the old sailboat in my garage.",
        },
        {
            "speaker": "Boris",
            "dia_id": "D1:2",
            "text": "Nice! My violin teacher moved to Lisbon, so I need a new one.",
        },
        {
            "speaker": "Ines",
            "dia_id": "D1:3",
            "text": "Look what I baked for my niece.",
            "blip_caption": "a lemon tart on a wooden table",
        },
        {
            "speaker": "Boris",
            "dia_id": "D1:4",
            "text": "That looks delicious. I adopted a grey kitten named Pixel.",
        },
    ],
    "session_2_date_time": "4:30 pm on 19 May, 2023",
    "session_2": [
        {
            "speaker": "Ines",
            "dia_id": "D2:1",
            "text": "I took the sailboat out on the bay last weekend.",
        },
        {
            "speaker": "Boris",
            "dia_id": "D2:2",
            "text": "Pixel knocked over my violin stand yesterday.",
        },
        {
            "speaker": "Ines",
            "dia_id": "D2:3",
            "text": "I'm training for a marathon in October, Boris.",
        },
    ],
    "qa": [
        {"question": "What did Ines fix in her garage?", "evidence": ["D1:1"], "category": 4},
        {"question": "Where did Boris's violin teacher move?", "evidence": ["D1:2"], "category": 4},
        {"question": "What did Ines bake?", "evidence": ["D1:3"], "category": 3},
        {"question": "What is the name of Boris's kitten?", "evidence": ["D1:4"], "category": 1},
        {"question": "When did Ines take the sailboat out?", "evidence": ["D2:1"], "category": 2},
        {"question": "What is Ines training for?", "evidence": ["D2:3"], "category": 4},
        {"question": "What did Boris's kitten knock over?", "evidence": ["D2:2"], "category": 4},
        {"question": "Did Boris adopt a dog?", "evidence": ["D1:4"], "category": 5},
    ],
}
LEVEL_KEYS = {"recall_p50_ms", "recall_p95_ms", "ingest_turns_per_s", "store_mb", "peak_rss_mb"}


@pytest.fixture(scope="module")
def scaled(tmp_path_factory, embedder):
    root = tmp_path_factory.mktemp("scale")
    data = root / "mini.json"
    data.write_text(json.dumps(CONVERSATION), encoding="utf-8")
    result = run_scale((1, 3), source=data, store_dir=root / "store", embedder=embedder, sample=3)
    return result, root / "store"


def test_json_shape(scaled) -> None:
    result, _ = scaled
    assert set(result["memories"]) == {"1", "3"}
    for level in result["memories"].values():
        assert LEVEL_KEYS <= set(level)
        assert all(isinstance(level[key], (int, float)) and level[key] > 0 for key in LEVEL_KEYS)
        assert level["foreign_evidence"] == 0
    assert result["memories"]["3"]["replicated_memories"] == 1  # memory 1; memory 2 was ingested
    assert result["memories"]["3"]["quads"] > result["memories"]["1"]["quads"]
    assert "replicated, not re-extracted" in result["replicated"].lower()
    assert result["turns_per_memory"] == 7 and result["questions"] == 7  # the 7 of categories 1-4
    assert set(result["growth"]) >= {"recall_p50", "recall_p95"}
    json.dumps(result)


def test_copies_are_isolated_renamed_and_shifted(scaled, embedder) -> None:
    _, store = scaled
    with Memory.open(store, memory_id(0), embedder=embedder) as mem0:
        mems = [mem0] + [mem0.sibling(memory_id(i)) for i in (1, 2)]
        people = [{r["speaker"].value for r in m.select("op_turns")} for m in mems]  # the speakers
        assert people[0] == {"Ines", "Boris"}
        assert not (people[0] & people[1]) and not (people[1] & people[2]) and len(people[1]) == 2
        others = [set(m.people()) - people[i] for i, m in enumerate(mems)]
        # people the speakers talk about keep their names
        assert others[0] == others[1] == others[2]
        src = v.memory_base(memory_id(0))
        for i, m in enumerate(mems):
            base = v.memory_base(m.id)
            terms = [t for q in m.quads() for t in (q.subject, q.object)]
            iris = {
                t.value
                for t in terms
                if isinstance(t, ox.NamedNode) and t.value.startswith(v.DATA_NS)
            }
            assert iris and all(x.startswith(base) for x in iris)
            texts = " ".join(t.value for t in terms if isinstance(t, ox.Literal))
            if i:
                assert src not in texts and "Ines" not in texts and "Boris" not in texts
            assert len(m.index) == len(mem0.index)  # sidecar present with the same labels
        # recall in memory i cites memory i's nodes and speakers only
        for i, m in enumerate(mems):
            names = people[i]
            for person in sorted(names):
                res = m.recall(f"What did {person} do?", k=5)
                assert res.evidence
                for ev in res.evidence:
                    assert ev.node.startswith(v.memory_base(m.id)), (m.id, ev.node)
                    assert all(t.speaker in names for t in ev.turns)
        years = sorted({r["date"].value[:4] for r in mems[2].select("op_turns")})
        assert years == ["2025"]  # copy 2: two years after 2023


def test_rename_and_shift_helpers() -> None:
    c = Copy(4, {"Ines": "Kalomi", "Boris": "Tesavu"}, years=1)
    assert c.memory == "scale-0004"
    assert (
        c.text("Ines's boat; ines and BorisX met Boris.")
        == "Kalomi's boat; kalomi and BorisX met Tesavu."
    )
    assert shift_years("2024-02-29T10:00:00", 1) == "2025-02-28T10:00:00"
    assert (
        shift_years("2023-W19", 2) == "2025-W19" and shift_years("2023-summer", 1) == "2024-summer"
    )
    assert shift_years("no date", 3) == "no date"
    assert shift_datetime(datetime(2024, 2, 29, 9), 4) == datetime(2028, 2, 29, 9)
    assert (
        levels_up_to(100) == [1, 10, 100]
        and levels_up_to(30) == [1, 10, 30]
        and levels_up_to(1) == [1]
    )


def test_cli_refuses_a_non_empty_store(tmp_path, capsys) -> None:
    data = tmp_path / "mini.json"
    data.write_text(json.dumps(CONVERSATION), encoding="utf-8")
    (tmp_path / "s").mkdir()
    (tmp_path / "s" / "x").write_text("")
    with pytest.raises(SystemExit) as exc:
        main(
            [
                "bench",
                "scale",
                "--memories",
                "2",
                "--data",
                str(data),
                "--store",
                str(tmp_path / "s"),
                "--quiet",
            ]
        )
    assert exc.value.code == 1
    assert "not empty" in capsys.readouterr().err


def test_memory_size_levels(tmp_path, embedder) -> None:
    data = tmp_path / "mini.json"
    data.write_text(json.dumps(CONVERSATION), encoding="utf-8")
    result = run_scale_sizes([14, 7], store_dir=tmp_path / "store", source=data, embedder=embedder,
                             sample=1, questions=3)
    assert list(result["levels"]) == ["7", "14"]
    small, big = result["levels"]["7"], result["levels"]["14"]
    assert (small["turns_per_memory"], big["turns_per_memory"]) == (7, 14)
    assert sorted(p.name for p in (tmp_path / "store").iterdir()) == ["turns-14", "turns-7"]
    g = result["size_growth"]
    assert (g["from_turns"], g["to_turns"], g["memories"]) == (7, 14, 1)
    assert g["recall_p95"] == round(
        big["memories"]["1"]["recall_p95_ms"] / small["memories"]["1"]["recall_p95_ms"], 2
    )
    assert result["meets_size_target"] == (g["recall_p95"] <= 2.0)
    assert "recall growth with memory size" in format_scale_sizes(result)


def test_copy_sidecar_copies_every_stored_segment(tmp_path, monkeypatch) -> None:
    # a sidecar in several segments is copied whole: the copy opens with every vector
    import numpy as np

    from cogmem_rdf.bench.scale import Template
    from cogmem_rdf.vectors import sidecar
    from cogmem_rdf.vectors.sidecar import VectorIndex

    monkeypatch.setenv(sidecar.SEGMENT_ENV, "16")
    rng = np.random.default_rng(3)
    vecs = rng.normal(size=(70, 8)).astype(np.float32)
    vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
    index = VectorIndex.open(tmp_path / "src", 8, "test")
    index.add(np.arange(70), vecs)
    index.save()
    assert index.segments > 1
    Template("m0", [], {}, {}, tmp_path / "src").copy_sidecar(tmp_path / "dst", "m1")
    copy = VectorIndex.open(tmp_path / "dst" / "m1", 8, "test")
    assert len(copy) == 70
    assert sorted(VectorIndex.files(tmp_path / "dst" / "m1")) == sorted(
        VectorIndex.files(tmp_path / "src"))
