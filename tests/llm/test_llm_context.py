"""The LLM extractor reads each turn in its conversation: the turns said just before a batch in
its session (in an earlier batch, an earlier call, or an earlier process that stored them) go
into the request as context, so a pronoun, "you" or "your sister" can be resolved whatever the
batch boundaries; context turns are never extracted themselves and cost no call of their own."""

from __future__ import annotations

import llm.llm_script as scripted
from llm.openai_stub import context_of, ok, turns_of

from cogmem_rdf.extract.llm import CONTEXT, LLMExtractor, system_prompt
from cogmem_rdf.llm import LLMConfig
from cogmem_rdf.memory import Memory


def _extractor(server, **kw) -> LLMExtractor:
    return LLMExtractor(LLMConfig(model="m", base_url=server.base_url), backoff=0.0, **kw)


def _blank(body, n):
    """A model that finds nothing to remember in any turn asked."""
    return ok({"extractions": [{"turn": t["turn"]} for t in turns_of(body)]})


def _said(body) -> list[str]:
    return [t["text"] for t in context_of(body)]


def test_turn_by_turn_calls_carry_the_turns_said_before(stub):
    turns = scripted.turns()
    with stub(scripted.good) as server:
        ex = _extractor(server)
        for t in turns:
            ex.extract([t], [u.speaker for u in turns])
    first, *rest = server.requests
    assert context_of(first) == []
    for i, body in enumerate(rest, start=1):
        assert [t["turn"] for t in turns_of(body)] == [turns[i].turn]  # only the new turn asked
        assert _said(body) == [t.text for t in turns[:i]]
        assert {t["speaker"] for t in context_of(body)} <= {u.speaker for u in turns}


def test_a_batch_boundary_keeps_the_conversation(stub):
    turns = scripted.turns()
    with stub(scripted.good) as server:
        _extractor(server, batch_size=2).extract(turns, [])
    assert len(server.requests) == 3
    assert [_said(b) for b in server.requests] == [
        [], [t.text for t in turns[:2]], [t.text for t in turns[:4]]]


def test_context_is_the_session_s_own_and_bounded(stub):
    turns = scripted.turns()
    other = [t.model_copy(update={"session": "c2", "turn": f"c2:{i}"})
             for i, t in enumerate(turns, start=1)]
    many = [t.model_copy(update={"turn": f"c1:{i + 10}"}) for i, t in enumerate(turns * 2)]
    with stub(_blank) as server:
        ex = _extractor(server)
        ex.extract(turns + many, [])  # 18 turns of c1 in three batches
        ex.extract(other[:1], [])  # a new session: nothing of c1
        ex.extract([turns[0].model_copy(update={"turn": "c1:99"})], [])
    assert context_of(server.requests[3]) == []
    last = context_of(server.requests[4])
    assert len(last) == CONTEXT and all(t["session"] == "c1" for t in last)
    assert [t["text"] for t in last] == [t.text for t in many[-CONTEXT:]]


def test_a_new_process_reads_the_stored_turns_before_its_first(stub, tmp_path):
    """A second ``Memory.open`` over the same store (a later ``cogmem ingest``, a restarted
    assistant) sends the stored turns said before its first one as context."""
    from cogmem_rdf.vectors import UseEmbedder

    turns = scripted.turns()
    emb = UseEmbedder()
    with stub(scripted.good) as server:
        mem = Memory.open(tmp_path / "m", extractor=_extractor(server), embedder=emb)
        mem.add_turns(turns[:4])
        mem.close()
        mem = Memory.open(tmp_path / "m", extractor=_extractor(server), embedder=emb)
        mem.add_turns(turns[4:])
        mem.close()
    body = server.requests[-1]
    assert [t["turn"] for t in turns_of(body)] == [t.turn for t in turns[4:]]
    assert _said(body) == [t.text for t in turns[:4]]


def test_the_rules_say_how_to_read_the_context():
    prompt = system_prompt()
    assert "Context turns are not extracted" in prompt
    assert 'relayed_by ["Cyrus", "Tirzah"]' in prompt  # hearsay of hearsay keeps every hop


def test_one_extractor_shared_by_two_memories_keeps_each_memory_s_context(stub):
    """Tenancy: an extractor serving two memories whose sessions have the same id never sends one
    memory's turns as the other's context."""
    turns = scripted.turns()
    other = [t.model_copy(update={"memory": "tenant-b", "text": f"B: {t.text}"}) for t in turns]
    with stub(scripted.good) as server:
        ex = _extractor(server)
        ex.extract(turns[:3], [])
        ex.extract(other[:3], [])
        ex.extract(other[3:4], [])
    assert context_of(server.requests[1]) == []
    assert _said(server.requests[2]) == [t.text for t in other[:3]]
