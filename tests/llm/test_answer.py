"""Answers name the owner of every opinion: offline templates, the LLM prompt, ask() and the CLI."""

from __future__ import annotations

import json

import pytest
from llm.openai_stub import ok

from cogmem_rdf.answer import answer_messages, ask, llm_answer, offline_answer
from cogmem_rdf.llm import LLMClient, LLMConfig, Usage
from cogmem_rdf.models import Evidence, RecallResult, TimeValue, TurnRef


def _result(intent="OPINION") -> RecallResult:
    return RecallResult(
        question="What does everyone think about Junho?",
        intent=intent,
        evidence=[
            Evidence(
                node="c1",
                type="Claim",
                text="Junho deserved to be let go.",
                owner="Seoyeon's team lead",
                relayed_by=["Seoyeon"],
                target="Junho",
                turns=[
                    TurnRef(
                        id="s2:2",
                        speaker="Seoyeon",
                        text="My team lead says ...",
                        date="2024-04-20",
                    )
                ],
            ),
            Evidence(
                node="c2",
                type="Claim",
                text="Junho getting fired was the company's mistake",
                owner="Gina",
                status="SUPERSEDED",
                turns=[TurnRef(id="s1:2", speaker="Gina", text="I think ...", date="2024-03-14")],
            ),
            Evidence(
                node="e1",
                type="Event",
                text="Junho was laid off",
                time=TimeValue(value="2024-02", granularity="month"),
            ),
        ],
    )


def test_offline_answer_keeps_owners_relays_and_record_times():
    text = offline_answer(_result(intent="RECORD"))
    assert (
        "According to Seoyeon, Seoyeon's team lead says: Junho deserved to be let go "
        "(said 2024-04-20)." in text
    )
    assert (
        "Gina thinks: Junho getting fired was the company's mistake (said 2024-03-14; an "
        "earlier view" in text
    )
    assert "Junho was laid off (2024-02)." in text


def test_offline_opinion_answer_puts_current_views_first():
    r = _result()
    r.evidence.reverse()
    assert offline_answer(r).startswith("According to Seoyeon, Seoyeon's team lead says")


def test_offline_answer_without_evidence():
    assert (
        offline_answer(RecallResult(question="?", intent="RECORD"))
        == "Nothing in memory answers that."
    )


def test_answer_prompt_marks_claims_with_owner_relay_and_status():
    system, user = answer_messages(_result())
    assert "name its owner" in system["content"] and "never the relayer" in system["content"]
    assert "[1] CLAIM by Seoyeon's team lead (relayed by Seoyeon)" in user["content"]
    assert "[2] CLAIM by Gina [SUPERSEDED]" in user["content"]
    assert "[3] RECORD (event) time 2024-02: Junho was laid off" in user["content"]


def test_llm_answer_over_the_stub_counts_tokens(stub):
    reply = "Seoyeon's team lead says, according to Seoyeon, that Junho deserved to be let go [1]."
    with stub(lambda body, n: ok(reply)) as server:
        usage = Usage()
        client = LLMClient(LLMConfig(model="m", base_url=server.base_url), backoff=0.0)
        assert llm_answer(_result(), client, usage) == reply
        assert "response_format" not in server.requests[0]  # free text, not JSON mode
    assert usage.calls == 1 and usage.prompt_tokens == server.usage()["prompt_tokens"]
    assert (
        llm_answer(RecallResult(question="?", intent="RECORD"), client, usage)
        == "Nothing in memory answers that."
    )
    assert usage.calls == 1  # no evidence, no call


@pytest.fixture(scope="module")
def memory(tmp_path_factory):
    """A small on-disk memory ingested with the default offline extractor, then consolidated."""
    from cogmem_rdf.consolidate import consolidate
    from cogmem_rdf.memory import Memory

    path = tmp_path_factory.mktemp("ask") / "store"
    lines = [
        {"session": "s1", "date": "2024-03-14T13:56:00", "turn": "s1:1", "speaker": "Junho",
         "text": "I got laid off last month."},
        {"session": "s1", "date": "2024-03-14T13:57:00", "turn": "s1:2", "speaker": "Gina",
         "text": "I think Junho getting fired was the company's mistake."},
        {"session": "s2", "date": "2024-04-20T10:00:00", "turn": "s2:1", "speaker": "Gina",
         "text": "Honestly, Junho deserved to be let go."},
        {"session": "s2", "date": "2024-04-20T10:01:00", "turn": "s2:2", "speaker": "Seoyeon",
         "text": "My team lead says Junho was a hard worker."},
    ]
    data = path.parent / "turns.jsonl"
    data.write_text("\n".join(json.dumps(x) for x in lines), encoding="utf-8")
    with Memory.open(path) as mem:
        mem.ingest_file(data)
        consolidate(mem)
    return path


def test_ask_offline_names_the_owner_and_prefers_the_current_view(memory):
    from cogmem_rdf.memory import Memory

    with Memory.open(memory) as mem:
        out = ask(mem, "What does Gina think about Junho?")
    assert set(out) == {"question", "intent", "answer", "evidence", "tokens"}
    assert out["tokens"] == {"prompt_tokens": 0, "completion_tokens": 0, "calls": 0}
    assert out["answer"].startswith("Gina thinks: Junho deserved to be let go")
    claims = [e for e in out["evidence"] if e["type"] == "Claim"]
    assert claims and all(e["status"] in ("CURRENT", "SUPERSEDED") for e in claims)


def _cli(argv, capsys):
    import cogmem_rdf.cli.consolidate  # noqa: F401 - registers consolidate and ask
    from cogmem_rdf.cli.app import main

    with pytest.raises(SystemExit) as exc:
        main(argv)
    out, err = capsys.readouterr()
    return exc.value.code, out, err


def test_cli_consolidate_and_ask(memory, capsys):
    code, out, err = _cli(["consolidate", "--store", str(memory), "--json"], capsys)
    assert code == 0, err
    doc = json.loads(out)
    assert doc["quads_added"] == 0 and doc["views"] >= 2  # already consolidated: nothing changes
    code, out, err = _cli(
        ["ask", "What happened to Junho?", "--store", str(memory), "--json"], capsys
    )
    assert code == 0, err
    doc = json.loads(out)
    assert doc["intent"] == "RECORD" and "laid off" in doc["answer"]


def test_cli_ask_with_an_llm(memory, capsys, stub):
    with stub(lambda body, n: ok("Gina thinks Junho deserved to be let go [1].")) as server:
        code, out, err = _cli(
            [
                "ask",
                "What does Gina think about Junho?",
                "--store",
                str(memory),
                "--json",
                "--llm-base-url",
                server.base_url,
                "--llm-model",
                "m",
            ],
            capsys,
        )
    assert code == 0, err
    doc = json.loads(out)
    assert doc["answer"] == "Gina thinks Junho deserved to be let go [1]."
    assert doc["tokens"]["calls"] == 1
    assert "CLAIM by Gina" in server.requests[0]["messages"][1]["content"]


def test_cli_errors_are_one_line(memory, capsys):
    code, _, err = _cli(["ask", "x", "--store", str(memory), "--memory", "nope"], capsys)
    assert code == 1 and err.count("\n") == 1
    code, _, err = _cli(
        ["ask", "x", "--store", str(memory), "--llm-base-url", "ftp://x", "--llm-model", "m"],
        capsys,
    )
    assert code == 1 and "http" in err
    for cmd in ("consolidate", "ask"):
        code, out, _ = _cli([cmd, "--help"], capsys)
        assert code == 0 and "Usage" in out
