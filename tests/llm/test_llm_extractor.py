"""LLMExtractor against a real HTTP server on loopback speaking the chat-completions protocol."""

from __future__ import annotations

import json
import socket

import llm.llm_script as scripted
import pytest
from llm.openai_stub import Reply, ok, status, turns_of

from cogmem_rdf.errors import BackendError, UsageError
from cogmem_rdf.extract.base import Extractor
from cogmem_rdf.extract.llm import LLMExtractor, response_schema, system_prompt
from cogmem_rdf.llm import LLMConfig


def make(server, **kw) -> LLMExtractor:
    kw.setdefault("backoff", 0.0)
    return LLMExtractor(LLMConfig(model="stub-model", base_url=server.base_url), **kw)


def test_is_an_extractor_and_the_schema_hides_fields_we_fill():
    ex = LLMExtractor(LLMConfig(model="m", base_url="http://127.0.0.1:9/v1"))
    assert isinstance(ex, Extractor) and ex.name == "llm"
    defs = response_schema()["$defs"]
    assert "time" not in defs["EventX"]["properties"]  # the model never gives dates
    assert "time_expression" in defs["EventX"]["properties"]
    assert "owner" in defs["ClaimX"]["required"]
    prompt = system_prompt()
    assert "never the person passing it on" in prompt and "NEVER compute" in prompt


def test_valid_batch_one_call_with_json_mode_and_usage(stub):
    with stub(scripted.good) as server:
        ex = make(server)
        out = ex.extract(scripted.turns(), known_people=["Odalys", "Tomasz"])
        usage = ex.last_usage
    assert [e.turn for e in out] == [t for t, _, _ in scripted.TURNS]
    assert len(server.requests) == 1
    req = server.requests[0]
    assert req["response_format"] == {"type": "json_object"} and req["model"] == "stub-model"
    claim = out[1].claims[0]
    assert (claim.owner, claim.relayed_by, claim.polarity) == (
        "Tomasz's sister",
        ["Tomasz"],
        "negative",
    )
    assert out[0].events[0].time_expression == "yesterday" and out[0].events[0].time is None
    assert usage["calls"] == 1 and usage["prompt_tokens"] == server.usage()["prompt_tokens"] > 0
    assert usage["completion_tokens"] > 0


def test_batches_of_batch_size(stub):
    with stub(scripted.good) as server:
        make(server, batch_size=4).extract(scripted.turns())
    assert [len(turns_of(r)) for r in server.requests] == [4, 2]


def test_malformed_json_then_valid_retries_with_the_error(stub):
    def responder(body, n):
        return Reply(content='{"extractions": [ {"turn": ') if n == 0 else scripted.good(body, n)

    with stub(responder) as server:
        ex = make(server)
        out = ex.extract(scripted.turns(["c1:1"]))
    assert out[0].events[0].participants == ["Odalys"]
    assert len(server.requests) == 2
    assert "invalid" in server.requests[1]["messages"][-1]["content"]
    assert ex.last_usage["calls"] == 2


@pytest.mark.parametrize("code", [429, 500, 503])
def test_rate_limit_and_server_errors_are_retried(stub, code):
    slept = []

    def responder(body, n):
        return status(code, **{"retry-after": "0"}) if n == 0 else scripted.good(body, n)

    with stub(responder) as server:
        ex = LLMExtractor(LLMConfig(model="m", base_url=server.base_url), backoff=0.01)
        ex.llm._sleep = slept.append
        out = ex.extract(scripted.turns(["c1:3"]))
    assert out[0].claims[0].owner == "Odalys"
    assert len(server.requests) == 2 and slept == [0.01]


def test_backoff_is_exponential(stub):
    slept = []
    with stub(lambda body, n: status(503) if n < 3 else scripted.good(body, n)) as server:
        ex = LLMExtractor(LLMConfig(model="m", base_url=server.base_url), backoff=0.5)
        ex.llm._sleep = slept.append
        ex.extract(scripted.turns(["c1:4"]))
    assert slept == [0.5, 1.0, 2.0]


def test_client_errors_are_not_retried(stub):
    with stub(lambda body, n: status(401)) as server, pytest.raises(BackendError, match="401"):
        make(server).extract(scripted.turns(["c1:4"]))
    assert len(server.requests) == 1


def test_pydantic_invalid_turn_retried_alone_then_fixed(stub):
    def responder(body, n):
        items = [scripted.extraction(t) for t in turns_of(body)]
        if n == 0:
            items[2]["claims"][0].pop("owner")  # c1:3 loses its owner
        return ok({"extractions": items})

    with stub(responder) as server:
        out = make(server).extract(scripted.turns(["c1:1", "c1:2", "c1:3"]))
    assert out[2].claims[0].owner == "Odalys"
    assert [t["turn"] for t in turns_of(server.requests[1])] == ["c1:3"]  # only the bad turn again
    assert "owner" in server.requests[1]["messages"][1]["content"]


def test_relayer_named_as_owner_is_rejected(stub):
    def responder(body, n):
        items = [scripted.extraction(t) for t in turns_of(body)]
        if n == 0:
            items[0]["claims"][0]["owner"] = "Tomasz"  # the classic mistake: relayer as owner
        return ok({"extractions": items})

    with stub(responder) as server:
        out = make(server).extract(scripted.turns(["c1:2"]))
    assert out[0].claims[0].owner == "Tomasz's sister"
    assert len(server.requests) == 2


def test_computed_dates_are_not_time_expressions(stub):
    def responder(body, n):
        item = scripted.extraction(turns_of(body)[0])
        item["events"][0]["time_expression"] = "2024-04-08"
        item["events"][0]["time"] = {"value": "2024-04-08", "granularity": "day"}
        return ok({"extractions": [item]})

    with stub(responder) as server:
        event = make(server).extract(scripted.turns(["c1:1"]))[0].events[0]
    assert event.time_expression is None and event.time is None  # the rule table resolves it


def test_always_invalid_turn_raises_for_that_turn_only_and_costs_nothing_more(stub):
    def responder(body, n):
        items = [scripted.extraction(t) for t in turns_of(body)]
        for item in items:
            if item["turn"] == "c1:3":
                item["claims"][0]["polarity"] = "furious"
        return ok({"extractions": items})

    with stub(responder) as server:
        ex = make(server, max_retries=2)
        with pytest.raises(BackendError, match="c1:3"):
            ex.extract(scripted.turns(["c1:2", "c1:3", "c1:4"]))
        calls = len(server.requests)
        assert calls == 3  # first try + 2 retries, the retries for c1:3 alone
        # the pipeline's turn-by-turn fallback: good turns from the cache, the bad one at once
        assert ex.extract(scripted.turns(["c1:2"]))[0].claims[0].owner == "Tomasz's sister"
        with pytest.raises(BackendError):
            ex.extract(scripted.turns(["c1:3"]))
        assert len(server.requests) == calls


def test_usage_accumulates_until_read(stub):
    with stub(scripted.good) as server:
        ex = make(server)
        ex.extract(scripted.turns(["c1:1"]))
        ex.extract(scripted.turns(["c1:2"]))
        assert ex.last_usage["calls"] == 2  # both calls since the last read
        ex.extract(scripted.turns(["c1:3"]))
        assert ex.last_usage["calls"] == 1  # reset by the first call after a read


def test_from_env_reads_the_environment_when_called(monkeypatch):
    monkeypatch.delenv("COGMEM_LLM_MODEL", raising=False)
    with pytest.raises(UsageError, match="COGMEM_LLM_MODEL"):
        LLMExtractor.from_env()
    monkeypatch.setenv("COGMEM_LLM_MODEL", "qwen")
    monkeypatch.setenv("COGMEM_LLM_BASE_URL", "http://127.0.0.1:1/v1")
    ex = LLMExtractor.from_env()
    assert ex.llm.config.model == "qwen" and ex.llm.config.base_url == "http://127.0.0.1:1/v1"


def test_config_file_and_options(tmp_path, monkeypatch):
    monkeypatch.delenv("COGMEM_LLM_MODEL", raising=False)
    f = tmp_path / "llm.toml"
    f.write_text('[llm]\nmodel = "small"\nbase_url = "http://127.0.0.1:8000/v1"\n')
    assert LLMConfig.from_options() is None  # no option: stay offline
    cfg = LLMConfig.from_options(model="big", config_file=f)
    assert (cfg.model, cfg.base_url) == ("big", "http://127.0.0.1:8000/v1")
    (tmp_path / "bad.json").write_text(json.dumps({"model": "x", "temperature_": 1}))
    with pytest.raises(UsageError, match="unknown"):
        LLMConfig.from_file(tmp_path / "bad.json")
    with pytest.raises(UsageError, match="http"):
        LLMConfig(model="x", base_url="ftp://x")


def test_guard_refuses_and_records_non_loopback(network_guard):
    with pytest.raises(OSError):
        socket.create_connection(("192.0.2.1", 443), timeout=1)  # TEST-NET-1, never routable
    assert network_guard and "192.0.2.1" in network_guard[0]
    network_guard.clear()  # we caused it on purpose; don't fail this test


def test_unreachable_remote_endpoint_is_refused_by_the_guard(network_guard):
    ex = LLMExtractor(
        LLMConfig(model="m", base_url="http://api.example.com/v1"), max_retries=1, backoff=0.0
    )
    with pytest.raises(BackendError):
        ex.extract(scripted.turns(["c1:6"]))
    assert any("api.example.com" in a for a in network_guard)
    network_guard.clear()
