"""The MCP server as an agent host sees it: `python -m cogmem_rdf mcp` spawned over stdio, driven
by the MCP client SDK (initialize, list tools, call them)."""

from __future__ import annotations

import doctest
import json
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession, StdioServerParameters, stdio_client

import cogmem_rdf.mcp_server
from cogmem_rdf.mcp_server import attributed

TURNS = [
    {"session": "s1", "date": "2024-03-14", "turn": "s1:1", "speaker": "Junho",
     "text": "I got laid off from my company last month."},
    {"session": "s1", "date": "2024-03-14", "turn": "s1:2", "speaker": "Gina",
     "text": "I think Junho getting laid off was the company's mistake."},
    {"session": "s1", "date": "2024-03-14", "turn": "s1:3", "speaker": "Seoyeon",
     "text": "My team lead says Junho deserved to get laid off."},
    {"session": "s2", "date": "2024-04-02T18:30:00", "turn": "s2:1", "speaker": "Minsu",
     "text": "Seoyeon told me that her mom thinks Junho is a great cook."},
]


def test_doctests():
    assert doctest.testmod(cogmem_rdf.mcp_server).failed == 0


def server(store: Path, *extra: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=sys.executable,
        args=["-m", "cogmem_rdf", "mcp", "--store", str(store), "--memory", "m", *extra],
    )


def result(res: Any) -> dict[str, Any]:
    """A tool's JSON result (structured content when given, else its text)."""
    assert not res.is_error, res.content[0].text
    if res.structured_content is not None:
        return res.structured_content
    return json.loads(res.content[0].text)


def error(res: Any) -> str:
    assert res.is_error
    text = res.content[0].text
    assert "\n" not in text
    return text


def session(params: StdioServerParameters, body) -> Any:
    """Start the server, initialize a client session, run ``body(session)``; its stderr goes to a
    log."""

    async def go(log):
        async with (
            stdio_client(params, errlog=log) as (read, write),
            ClientSession(read, write) as s,
        ):
            await s.initialize()
            return await body(s)

    path = Path(params.args[4]).parent / "server.log"
    try:
        with open(path, "a") as log:
            return anyio.run(go, log)
    except Exception as exc:
        if isinstance(exc, AssertionError) or (isinstance(exc, ExceptionGroup)
                                               and exc.subgroup(AssertionError) is not None):
            raise
        pytest.fail(f"the MCP server failed: {exc!r}; its stderr ends: {path.read_text()[-1500:]}")


def test_without_the_flag_there_is_no_erase(tmp_path):
    async def body(s: ClientSession):
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert set(tools) == {"add_turns", "recall", "who_said", "about_person"}
        assert "erase_person" in error(await s.call_tool("erase_person", {"name": "Junho"}))
        assert "no person named 'Junho'" in error(
            await s.call_tool("about_person", {"name": "Junho"})
        )

    session(server(tmp_path / "store"), body)


def test_tools_over_stdio(tmp_path):
    async def body(s: ClientSession):
        tools = {t.name: t for t in (await s.list_tools()).tools}
        assert set(tools) == {"add_turns", "recall", "who_said", "about_person", "erase_person"}
        assert "name its owner" in tools["recall"].description
        assert "never the relayer" in tools["who_said"].description
        assert tools["add_turns"].input_schema["properties"]["turns"]["type"] == "array"

        added = result(await s.call_tool("add_turns", {"turns": TURNS}))
        assert added["new_turns"] == 4 and added["nodes"]["Claim"] == 3 and not added["rejected"]
        again = result(await s.call_tool("add_turns", {"turns": TURNS[:1]}))
        assert again["new_turns"] == 0  # idempotent by turn id

        recalled = result(
            await s.call_tool("recall", {"question": "What happened to Junho?", "k": 3})
        )
        top = recalled["evidence"][0]
        assert recalled["intent"] == "RECORD" and top["type"] == "Event"
        assert top["time"] == {"value": "2024-02", "granularity": "month"}

        said = result(
            await s.call_tool("who_said", {"statement": "Junho deserved to get laid off"})
        )
        best = said["claims"][0]
        assert (best["owner"], best["relayed_by"]) == ("Seoyeon's team lead", ["Seoyeon"])
        assert best["turns"][0]["id"] == "s1:3" and best["turns"][0]["speaker"] == "Seoyeon"
        assert (
            best["attribution"]
            == "According to Seoyeon, Seoyeon's team lead says: Junho deserved to get laid off."
        )
        cook = result(
            await s.call_tool("who_said", {"statement": "Junho is a great cook", "k": 1})
        )["claims"]
        assert len(cook) == 1 and (cook[0]["owner"], cook[0]["relayed_by"]) == (
            "Seoyeon's mom",
            ["Minsu", "Seoyeon"],
        )

        report = result(await s.call_tool("about_person", {"name": "Junho"}))
        owners = {c["content"]: c["owner"] for c in report["claims_about"]}
        assert owners["Junho getting laid off was the company's mistake"] == "Gina"
        assert owners["Junho deserved to get laid off"] == "Seoyeon's team lead"
        assert [t["id"] for t in report["turns"]] == ["s1:1"]

        # errors are tool errors in one line: unknown person (with a hint), bad input, bad arguments
        assert "no person named 'Junh' in memory 'm'; did you mean 'Junho'?" in error(
            await s.call_tool("about_person", {"name": "Junh"}))
        bad = dict(TURNS[0], turn="s9:1", date="someday")
        assert "turns:1: invalid date 'someday'" in error(
            await s.call_tool("add_turns", {"turns": [bad]})
        )
        assert "greater than or equal to 1" in error(
            await s.call_tool("recall", {"question": "x", "k": 0})
        )

        receipt = result(await s.call_tool("erase_person", {"name": "Junho"}))
        assert receipt["verification"]["verified"]
        assert "no person named 'Junho'" in error(
            await s.call_tool("about_person", {"name": "Junho"})
        )
        said = result(
            await s.call_tool("who_said", {"statement": "Junho deserved to get laid off"})
        )
        assert all("Junho" not in json.dumps(c) for c in said["claims"])

    session(server(tmp_path / "store", "--allow-erase"), body)


@pytest.mark.parametrize(
    ("relays", "sentence"),
    [
        ([], "Gina thinks: it was a mistake."),
        (["Seoyeon"], "According to Seoyeon, the lead says: it was a mistake."),
        (
            ["Minsu", "Seoyeon"],
            "According to Minsu, who heard it from Seoyeon, the lead says: it was a mistake.",
        ),
    ],
)
def test_attribution_names_the_owner_never_the_relayer(relays, sentence):
    owner = "Gina" if not relays else "the lead"
    item = attributed(
        {"type": "Claim", "text": "it was a mistake.", "owner": owner, "relayed_by": relays}
    )
    assert item["attribution"] == sentence
    assert "attribution" not in attributed({"type": "Event", "text": "x"})


def test_server_reports_the_package_version(tmp_path):
    from cogmem_rdf import __version__

    params = server(tmp_path / "store")

    async def go(log):
        async with (
            stdio_client(params, errlog=log) as (read, write),
            ClientSession(read, write) as s,
        ):
            return (await s.initialize()).server_info

    (tmp_path / "store").mkdir()
    with open(tmp_path / "server.log", "a") as log:
        info = anyio.run(go, log)
    assert info.name == "cogmem" and info.version == __version__
