"""The LLM extractor inside the real ingest pipeline: validated graph, tokens, rejected turns
kept."""

from __future__ import annotations

import llm.llm_script as scripted
import pytest
from llm.openai_stub import ok, turns_of

from cogmem_rdf.extract.llm import LLMExtractor
from cogmem_rdf.llm import LLMConfig
from cogmem_rdf.memory import Memory


@pytest.fixture(scope="module")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()


def _memory(server, embedder, **kw) -> Memory:
    ex = LLMExtractor(LLMConfig(model="m", base_url=server.base_url), backoff=0.0, **kw)
    return Memory.open(None, extractor=ex, embedder=embedder)


def test_scripted_conversation_gives_a_valid_attributed_graph_and_reports_tokens(stub, embedder):
    from cogmem_rdf.validate import validate_memory

    with stub(scripted.good) as server:
        mem = _memory(server, embedder, batch_size=4)
        report = mem.add_turns(scripted.turns())
    assert report.rejected == []
    assert report.tokens["calls"] == 2 == len(server.requests)
    assert report.tokens["prompt_tokens"] == server.usage()["prompt_tokens"]
    assert report.nodes["Claim"] == 3 and report.nodes["Event"] == 1 and report.nodes["Fact"] == 1
    assert validate_memory(mem).conforms
    rows = mem.sparql("""
        PREFIX pec: <https://w3id.org/cogmem/pec2f#> PREFIX prov: <http://www.w3.org/ns/prov#>
        SELECT ?owner ?relayer WHERE { ?c a pec:Claim ; prov:wasAttributedTo/pec:name ?owner ;
          pec:relayedBy/pec:relayer/pec:name ?relayer }""")
    assert {(r["owner"].value, r["relayer"].value) for r in rows} == {("Tomasz's sister", "Tomasz"),
                                                                       ("Priya", "Odalys")}
    when = list(mem.sparql("""PREFIX pec: <https://w3id.org/cogmem/pec2f#>
        SELECT ?v ?g WHERE { ?e a pec:Event ; pec:timeValue ?v ; pec:granularity ?g }"""))
    # by the rule table
    assert [(r["v"].value, r["g"].value) for r in when] == [("2024-04-08", "day")]


def test_always_invalid_turn_is_rejected_stored_and_counted(stub, embedder):
    def responder(body, n):
        items = [scripted.extraction(t) for t in turns_of(body)]
        for item in items:
            if item["turn"] == "c1:5":
                item["claims"][0]["target"] = None  # required, never given
                item["claims"][0].pop("target")
        return ok({"extractions": items})

    with stub(responder) as server:
        mem = _memory(server, embedder, max_retries=2)
        report = mem.add_turns(scripted.turns())
    assert [r["turn"] for r in report.rejected] == ["c1:5"]
    assert "target" in report.rejected[0]["error"]
    assert "c1:5" in mem.turn_ids()  # the turn itself is kept, verbatim
    status = mem.sparql("""PREFIX pec: <https://w3id.org/cogmem/pec2f#>
        SELECT ?id ?s WHERE { ?t pec:turnId ?id ; pec:extractionStatus ?s }""")
    assert {r["id"].value: r["s"].value for r in status} == {
        "c1:1": "done",
        "c1:2": "done",
        "c1:3": "done",
        "c1:4": "done",
        "c1:5": "failed",
        "c1:6": "done",
    }
    # one batch call + 2 retries of c1:5; the turn-by-turn fallback spent nothing more
    assert len(server.requests) == 3
    assert report.tokens["calls"] == 3
    assert report.tokens["prompt_tokens"] == server.usage()["prompt_tokens"]
    assert report.nodes["Claim"] == 2
