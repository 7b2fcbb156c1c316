"""``cogmem bench attribution --extractor llm``: the natural-dialogue benchmark with the memory
reading through an OpenAI-compatible endpoint (here a scripted server on loopback). The
'extractor alone' figures are then the LLM's own, and the tokens it spent are reported."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from llm.openai_stub import ok, turns_of

from cogmem_rdf.bench.natural import run_natural
from cogmem_rdf.extract.llm import LLMExtractor
from cogmem_rdf.llm import LLMConfig

SID = "lb-en-01"
TURNS = [
    ("Fenwold", "How was the new bakery by the canal?"),
    ("Zabette", "My aunt says their rye is the best in town."),
    ("Fenwold", "I went there on Monday and it was shut."),
]


def _file(tmp_path):
    line = {
        "id": SID, "lang": "en",
        "turns": [{"session": f"{SID}-s1", "date": "2026-03-02", "turn": f"{SID}:{i}",
                   "speaker": sp, "text": tx} for i, (sp, tx) in enumerate(TURNS, 1)],
        "questions": [
            {"q": "Who praised the bakery's rye?", "date": "2026-03-02", "kind": "hearsay",
             "cat": "hearsay:family", "gold": {"turn": [f"{SID}:2"], "owner": "Zabette's aunt",
                                               "relayed_by": ["Zabette"]}},
            {"q": "When did Fenwold go to the bakery?", "date": "2026-03-02", "kind": "record",
             "cat": "record:first_person",
             "gold": {"turn": [f"{SID}:3"], "types": ["Event", "Fact"], "not_claim": True}},
        ],
        "nonclaim_turns": [f"{SID}:1"],
    }
    path = tmp_path / "bakery.jsonl"
    path.write_text(json.dumps(line) + "\n", encoding="utf-8")
    return path


def _model(owner: str, relayed: list[str]):
    """A scripted model that reads the report as owned by ``owner``, relayed by ``relayed``."""
    def answer(body, n):
        out = []
        for t in turns_of(body):
            item: dict = {"turn": t["turn"]}
            if t["turn"].endswith(":2"):
                item["claims"] = [{"content": "their rye is the best in town", "owner": owner,
                                   "relayed_by": relayed, "target": "rye",
                                   "target_kind": "concept", "polarity": "positive"}]
            if t["turn"].endswith(":3"):
                item["events"] = [{"text": "Fenwold went to the bakery", "participants":
                                   ["Fenwold"], "predicate": "go", "time_expression": "on Monday"}]
            out.append(item)
        return ok({"extractions": out})
    return answer


@pytest.fixture(scope="module")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()


@pytest.mark.parametrize(("owner", "relayed", "score"), [
    ("Zabette's aunt", ["Zabette"], 1.0),
    ("Zabette", [], 0.0),  # the relayer as owner: the LLM's mistake is what is scored
])
def test_the_llm_s_own_reading_is_scored(stub, tmp_path, embedder, owner, relayed, score):
    with stub(_model(owner, relayed)) as server:
        ex = LLMExtractor(LLMConfig(model="m", base_url=server.base_url), backoff=0.0)
        result = run_natural(_file(tmp_path), k=10, embedder=embedder, extractor=ex)
    assert result["extractor"] == "llm"
    assert result["extraction"]["owner"]["hearsay"] == score
    assert result["memory"]["hearsay_owner"] == score
    assert result["extraction"]["record_gives_event_or_fact"] == 1.0
    assert result["ingest"]["tokens"]["calls"] == len(server.requests) == 1


def test_the_cli_runs_the_llm_reader_and_refuses_a_probe_file(stub, tmp_path):
    data = _file(tmp_path)
    with stub(_model("Zabette's aunt", ["Zabette"])) as server:
        r = subprocess.run(
            [sys.executable, "-m", "cogmem_rdf", "bench", "attribution", "--data", str(data),
             "--extractor", "llm", "--llm-base-url", server.base_url, "--llm-model", "m",
             "--json", "--quiet"], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["extractor"] == "llm" and out["extraction"]["owner"]["hearsay"] == 1.0
    probe = tmp_path / "probe.json"
    probe.write_text("{}", encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "cogmem_rdf", "bench", "attribution", "--data", str(probe),
         "--extractor", "llm", "--llm-base-url", "http://127.0.0.1:9/v1", "--llm-model", "m"],
        capture_output=True, text=True, timeout=120)
    assert r.returncode != 0
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "natural-dialogue files (.jsonl) only" in lines[0]
