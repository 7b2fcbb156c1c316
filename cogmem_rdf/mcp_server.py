"""One memory as MCP tools for an agent host (Claude Desktop, IDEs, agent frameworks), over stdio.

Tools: ``add_turns``, ``recall``, ``who_said``, ``about_person`` and, only when the server was
started with ``allow_erase``, ``erase_person``. Every result keeps the source of what it holds:
claims come with their owner and relay chain and an ``attribution`` sentence that names the
owner, because an agent that quotes a claim without its owner repeats the failure this engine
exists to fix ("Arlo was fired by mistake" when Ines only *thinks* so).

Our errors become MCP tool errors (``isError``) with a one-line message; anything else is
reported the same way as the CLI reports it, "internal error: Type: message".
"""

from __future__ import annotations

import functools
import json
import sys
import threading
from collections.abc import Callable
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer  # mcp 2.x, as pyproject requires
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import BaseModel, Field

from . import __version__
from .attribution import attribution
from .errors import CogmemError

_RELAYED = attribution({"text": "…", "owner": "her team lead", "relayed_by": ["Cyrus"]})
ATTRIBUTE = (
    "When you use a claim, name its owner, never as a fact and never as the relayer's view: "
    f'"{attribution({"text": "…", "owner": "Ines"}).rstrip(".")}"; for a relayed claim, '
    f'"{_RELAYED.rstrip(".")}". '
    "Each claim carries an `attribution` sentence you can follow."
)

INSTRUCTIONS = f"""This server is a long-term memory of conversations that remembers WHO SAID WHAT.
Records (type Event/Fact) are things that happened or are true of someone; Claims are someone's
opinion: `owner` is whose opinion it is and `relayed_by` the people who passed it on, nearest to
the listener first. {ATTRIBUTE} Cite the source turn ids when it helps."""

_TOOLS = {
    "add_turns": "Store conversation turns verbatim and extract who did, liked and said what "
    "from them. Idempotent by turn id: sending a turn again is a no-op. Returns counts of "
    "the nodes added.",
    "recall": "Grounded, attributed evidence for a question: records (Event/Fact) with their "
    "time, claims with `owner`, `relayed_by` and an `attribution` sentence, each with its verbatim "
    "source turns. " + ATTRIBUTE,
    "who_said": "Who said (or holds) a statement: the matching claims, each with its `owner` "
    "(the person whose opinion it is, never the relayer), `relayed_by` chain and source "
    "turns, best match first. " + ATTRIBUTE,
    "about_person": "Everything the memory holds about one person (subject access, GDPR Art. "
    "15): their turns, records about them, claims about them with owner and relay chain, claims "
    "they made or passed on, preferences. The name must match exactly; an error lists "
    "close names. " + ATTRIBUTE,
    "erase_person": "Erase a person and everything derived from them (GDPR Art. 17), verified; "
    "returns a receipt. Irreversible: only call it when the user explicitly asks to "
    "forget this person.",
}


class TurnArg(BaseModel):
    """One utterance, as a line of ``cogmem ingest`` JSON Lines."""

    session: str = Field(description="Session (conversation) id, e.g. 's1'.")
    date: str = Field(description="Session date 'YYYY-MM-DD' or date-time 'YYYY-MM-DDTHH:MM:SS'; "
                                  "relative time ('last year') is resolved against it.")
    turn: str = Field(description="Turn id, unique in the memory, e.g. 's1:3'; evidence cites it.")
    speaker: str = Field(description="Who said it, by name.")
    text: str = Field(description="What they said, verbatim.")
    lang: str | None = Field(default=None, description="'en' or 'ko'; detected when absent.")


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def _tool_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn any failure into a ToolError with one line, as the CLI turns them into one stderr
    line."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except ToolError:
            raise
        except CogmemError as exc:
            raise ToolError(_one_line(exc)) from exc
        except Exception as exc:  # the agent gets a line, the host's log the cause
            raise ToolError(f"internal error: {type(exc).__name__}: {_one_line(exc)}") from exc

    return wrapper


def attributed(evidence: dict[str, Any]) -> dict[str, Any]:
    """An evidence item (CLI.md shape) with an ``attribution`` sentence when it is a claim.

    >>> attributed({"type": "Claim", "text": "Arlo deserved it", "owner": "Cyrus's team lead",
    ...             "relayed_by": ["Cyrus"]})["attribution"]
    "According to Cyrus, Cyrus's team lead says: Arlo deserved it."
    """
    if evidence.get("type") != "Claim":
        return evidence
    return {**evidence, "attribution": attribution(evidence)}


async def _one_line_errors(ctx: Any, call_next: Callable[[Any], Any]) -> Any:
    """Middleware: a tool error's text on one line, the SDK's own argument errors included."""
    result = await call_next(ctx)
    is_dict = isinstance(result, dict)
    if (result.get("isError") if is_dict else getattr(result, "is_error", False)):
        for block in result["content"] if is_dict else result.content:
            text = block.get("text") if isinstance(block, dict) else getattr(block, "text", None)
            if text is None:
                continue
            # pydantic's argument errors span lines and end with a link to its docs
            text = " ".join(line.strip() for line in text.splitlines()
                            if not line.strip().startswith("For further information visit"))
            if isinstance(block, dict):
                block["text"] = text
            else:
                block.text = text
    return result


class MemoryTools:
    """The tools' bodies over one open Memory; calls are serialised (one writer per store)."""

    def __init__(self, mem: Any):
        self.mem = mem
        self.lock = threading.Lock()

    def warm_up(self) -> None:
        """Load the embedder's model and the extractor before the first call needs them (~2 s)."""
        try:
            with self.lock:
                self.mem.index  # noqa: B018 - opens (or heals) the vector sidecar
                self.mem.embedder.embed(["warm up"])
                self.mem.extractor  # noqa: B018
        except Exception as exc:  # noqa: BLE001 - the first real call reports it properly
            sys.stderr.write(f"cogmem mcp: warm-up failed: {_one_line(exc)}\n")

    def add_turns(
        self, turns: Annotated[list[TurnArg], Field(description="Turns in order of utterance.")]
    ) -> dict[str, Any]:
        from .loaders import _jsonl

        if not turns:
            raise ToolError("no turns given")
        # the same parsing and checks as `cogmem ingest FILE.jsonl`; errors name the turn's index
        lines = "\n".join(
            json.dumps(t.model_dump(exclude_none=True), ensure_ascii=False) for t in turns
        )
        parsed = _jsonl(lines, "turns", self.mem.id)
        with self.lock:
            return self.mem.add_turns(parsed).as_json()

    def recall(
        self,
        question: Annotated[str, Field(description="The question, in English or Korean.")],
        k: Annotated[
            int, Field(ge=1, le=100, description="At most this many distinct source turns.")
        ] = 10,
        date: Annotated[
            str | None,
            Field(
                description="The date the question is asked (YYYY-MM-DD), "
                "for 'last week' etc.; default: the latest session."
            ),
        ] = None,
    ) -> dict[str, Any]:
        with self.lock:
            result = self.mem.recall(question, k=k, date=date)
        out = result.model_dump(mode="json")
        out["evidence"] = [attributed(e) for e in out["evidence"]]
        return out

    def who_said(
        self,
        statement: Annotated[
            str, Field(description="The statement, e.g. 'Arlo deserved to get laid off'.")
        ],
        k: Annotated[int, Field(ge=1, le=50, description="At most this many claims.")] = 5,
    ) -> dict[str, Any]:
        # the OWNER intent: claims ranked by how well their content matches, answered with the
        # owner; forcing it keeps a bare statement ("Arlo is a great cook") from reading as RECORD
        with self.lock:
            result = self.mem.recall(statement, k=max(k, 10), labeller=lambda _q: "OWNER")
        claims = [
            attributed(e.model_dump(mode="json")) for e in result.evidence if e.type == "Claim"
        ]
        return {"statement": statement, "claims": claims[:k]}

    def about_person(
        self, name: Annotated[str, Field(description="The person's name, exactly as stored.")]
    ) -> dict[str, Any]:
        from .privacy import subject_access

        with self.lock:
            report = subject_access(self.mem, name)
        for key in ("claims_about", "claims_by", "claims_relayed"):
            report[key] = [
                attributed({**c, "type": "Claim", "text": c["content"]}) for c in report[key]
            ]
        return report

    def erase_person(
        self, name: Annotated[str, Field(description="The person's name, exactly as stored.")]
    ) -> dict[str, Any]:
        from .privacy import erase

        with self.lock:
            receipt = erase(self.mem.require(), name)
        if not receipt["verification"]["verified"]:
            raise ToolError(
                f"erasure of {name!r} left data behind: {receipt['verification']['leftovers'][:3]}"
            )
        return receipt


def build_server(mem: Any, *, allow_erase: bool = False) -> tuple[MCPServer, MemoryTools]:
    """An MCP server whose tools read and write ``mem`` (``erase_person`` only if
    ``allow_erase``)."""
    server = MCPServer(
        "cogmem", instructions=INSTRUCTIONS, version=__version__, middleware=[_one_line_errors]
    )
    tools = MemoryTools(mem)
    for name, description in _TOOLS.items():
        if name == "erase_person" and not allow_erase:
            continue
        server.add_tool(_tool_errors(getattr(tools, name)), name=name, description=description)
    return server, tools


def serve_stdio(mem: Any, *, allow_erase: bool = False) -> None:
    """Serve ``mem`` over stdin/stdout until the host closes the pipe.

    The models load in a background thread, so the host's handshake is not kept waiting and the
    first tool call finds them ready (or waits for them on the tools' lock).
    """
    server, tools = build_server(mem, allow_erase=allow_erase)
    threading.Thread(target=tools.warm_up, name="cogmem-warm-up", daemon=True).start()
    try:
        server.run("stdio")
    finally:
        with tools.lock:  # let a call or the warm-up finish before the caller closes the store
            pass
