"""Read dialogue files (LoCoMo JSON, JSON Lines turns) into ``TurnIn`` lists.

Every error names the file and, for JSON Lines, the line.
"""

from __future__ import annotations

import json
import re
import unicodedata
import zlib
from collections.abc import Iterable, Iterator
from datetime import datetime
from pathlib import Path
from typing import BinaryIO

from pydantic import ValidationError as PydanticError

from .errors import InputError
from .lang import detect_lang
from .models import TurnIn

_SESSION_KEY = re.compile(r"^session_(\d+)$")
# control characters (C0 incl. tab/newline, DEL, C1), bidi marks and overrides,
# line/paragraph separators
_BAD_CHARS = re.compile(
    r"[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]"
)
MAX_TURN_CHARS = 100_000


def load_file(path: str | Path, memory: str = "default") -> list[TurnIn]:
    """Parse a LoCoMo conversation or a JSON Lines file of turns (all of it, into a list)."""
    turns = [turn for _line, turn in iter_file(path, memory)]
    if not turns:
        raise InputError("no turns found", source=str(path))
    return turns


def iter_file(path: str | Path, memory: str = "default") -> Iterator[tuple[int | None, TurnIn]]:
    """``(line, turn)`` for each turn of a LoCoMo conversation or a JSON Lines file, in order.

    JSON Lines files are read one line at a time, so memory does not grow with the file (a
    LoCoMo conversation is one JSON document and is read whole; its ``line`` is None). Errors are
    raised when the bad line is reached: :func:`check_file` reads a whole file first.
    """
    p = Path(path)
    try:
        fh = open(p, "rb")  # noqa: SIM115 - closed below, also when the caller stops early
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror}", source=str(p)) from exc
    with fh:
        head = fh.read(4096)
        if _is_locomo(head, fh, str(p)):
            fh.seek(0)
            yield from (
                (None, t) for t in _locomo(_json_document(fh.read(), str(p)), str(p), memory)
            )
            return
        fh.seek(0)
        yield from _jsonl_lines(_byte_lines(fh, str(p)), str(p), memory)


def check_file(path: str | Path, memory: str = "default") -> int:
    """Read a whole file as :func:`iter_file` does, keeping only each turn id's first line and a
    checksum of its text; the number of turns. Raises the first ``InputError``."""
    n = 0
    for _ in iter_file(path, memory):
        n += 1
    if n == 0:
        raise InputError("no turns found", source=str(path))
    return n


def _is_locomo(head: bytes, fh: BinaryIO, source: str) -> bool:
    """A JSON document (not JSON Lines): a file that opens with '{' and whose first line is not a
    whole JSON object on its own, or is one with session_N keys."""
    text = head.decode("utf-8", errors="ignore").lstrip()
    if not text.startswith("{"):
        return False
    fh.seek(0)
    first = fh.readline()
    try:
        obj = json.loads(first.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return True
    return not isinstance(obj, dict) or any(_SESSION_KEY.match(k) for k in obj)


def _json_document(raw: bytes, source: str) -> dict:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(f"not valid UTF-8 at byte {exc.start}", source=source, line=line) from exc
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg}", source=source, line=exc.lineno) from exc
    if isinstance(doc, dict) and any(_SESSION_KEY.match(k) for k in doc):
        return doc
    raise InputError("JSON file is not a LoCoMo conversation (no session_N keys)", source=source)


def _byte_lines(fh: BinaryIO, source: str) -> Iterator[str]:
    """The file's lines split on "\n" only (str.splitlines() would also break inside JSON strings
    at U+2028/U+0085), each decoded as UTF-8 on its own."""
    offset = 0
    for lineno, raw in enumerate(fh, start=1):
        try:
            yield raw.decode("utf-8").rstrip("\n")
        except UnicodeDecodeError as exc:
            raise InputError(
                f"not valid UTF-8 at byte {offset + exc.start}", source=source, line=lineno
            ) from exc
        offset += len(raw)


def _parse_date(value: object, source: str, line: int | None) -> datetime:
    from .timex import parse_date

    if not isinstance(value, str):
        raise InputError(f"date must be a string, got {value!r}", source=source, line=line)
    try:
        return parse_date(value)
    except Exception as exc:  # noqa: BLE001 - any parse failure is the same input error
        raise InputError(f"invalid date {value!r}", source=source, line=line) from exc


def check_name(name: object, source: str, line: int | None) -> str:
    """Speaker names must be non-empty text without control or bidi-override characters."""
    if not isinstance(name, str) or not name.strip():
        raise InputError(
            f"speaker must be a non-empty string, got {name!r}", source=source, line=line
        )
    if _BAD_CHARS.search(name) or len(name) > 200:
        raise InputError(
            f"speaker name {name!r} contains control/bidi characters or is too long",
            source=source,
            line=line,
        )
    return unicodedata.normalize("NFC", name.strip())


def _check_text(text: object, source: str, line: int | None) -> str:
    if not isinstance(text, str):
        raise InputError(
            f"text must be a string, got {type(text).__name__}", source=source, line=line
        )
    if len(text) > MAX_TURN_CHARS:
        raise InputError(
            f"turn text is {len(text)} characters; the limit is {MAX_TURN_CHARS}",
            source=source,
            line=line,
        )
    return text


def _locomo(doc: dict, source: str, memory: str) -> list[TurnIn]:
    turns: list[TurnIn] = []
    numbers = sorted(int(m.group(1)) for k in doc if (m := _SESSION_KEY.match(k)))
    for n in numbers:
        items = doc[f"session_{n}"]
        if not isinstance(items, list):
            raise InputError(f"session_{n} is not a list of turns", source=source)
        when = _parse_date(doc.get(f"session_{n}_date_time"), source, None)
        for item in items:
            if not isinstance(item, dict) or "dia_id" not in item:
                raise InputError(f"session_{n} holds a turn without dia_id", source=source)
            turns.append(
                TurnIn(
                    memory=memory,
                    session=f"session_{n}",
                    date=when,
                    turn=str(item["dia_id"]),
                    speaker=check_name(item.get("speaker"), source, None),
                    text=_check_text(item.get("text", ""), source, None),
                    caption=item.get("blip_caption") or None,
                    seq=len(turns),
                    lang=detect_lang(item.get("text", "")),
                )
            )
    return turns


def _jsonl(text: str, source: str, memory: str) -> list[TurnIn]:
    """The turns of JSON Lines text held in memory (the MCP server's ``add_turns``)."""
    turns = [t for _line, t in _jsonl_lines(iter(text.split("\n")), source, memory)]
    if not turns:
        raise InputError("no turns found", source=source)
    return turns


def _jsonl_lines(lines: Iterable[str], source: str, memory: str) -> Iterator[tuple[int, TurnIn]]:
    # turn id → (line, CRC-32 of its text) where it first appeared: a few dozen bytes per turn
    first_line: dict[str, tuple[int, int]] = {}
    seq = 0
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"invalid JSON: {exc.msg}", source=source, line=lineno) from exc
        if not isinstance(obj, dict):
            raise InputError("each line must be a JSON object", source=source, line=lineno)
        missing = [k for k in ("session", "date", "turn", "speaker", "text") if k not in obj]
        if missing:
            raise InputError(f"missing field(s) {', '.join(missing)}", source=source, line=lineno)
        lang = obj.get("lang")
        if lang not in (None, "en", "ko"):
            raise InputError(f"lang must be 'en' or 'ko', got {lang!r}", source=source, line=lineno)
        body = _check_text(obj["text"], source, lineno)
        tid = str(obj["turn"])
        crc = zlib.crc32(body.encode("utf-8"))
        if tid in first_line and first_line[tid][1] != crc:
            raise InputError(
                f"turn id {tid!r} is also on line {first_line[tid][0]} with a different text; "
                "turn ids must be unique",
                source=source,
                line=lineno,
            )
        first_line.setdefault(tid, (lineno, crc))
        try:
            turn = TurnIn(
                memory=memory,
                session=str(obj["session"]),
                turn=tid,
                date=_parse_date(obj["date"], source, lineno),
                speaker=check_name(obj["speaker"], source, lineno),
                text=body,
                lang=lang or detect_lang(body),
                caption=obj.get("caption"),
                seq=seq,
            )
        except PydanticError as exc:
            raise InputError(
                f"invalid turn: {exc.errors()[0]['msg']}", source=source, line=lineno
            ) from exc
        seq += 1
        yield lineno, turn
