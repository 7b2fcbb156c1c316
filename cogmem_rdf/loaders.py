"""Read dialogue files (LoCoMo JSON, JSON Lines turns) into ``TurnIn`` lists.

Every error names the file and, for JSON Lines, the line.
"""

from __future__ import annotations

import json
import re
import unicodedata
from datetime import datetime
from pathlib import Path

from pydantic import ValidationError as PydanticError

from .errors import InputError
from .lang import detect_lang
from .models import TurnIn

_SESSION_KEY = re.compile(r"^session_(\d+)$")
# control characters (C0 incl. tab/newline, DEL, C1), bidi marks and overrides, line/paragraph separators
_BAD_CHARS = re.compile(r"[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]")
MAX_TURN_CHARS = 100_000


def load_file(path: str | Path, memory: str = "default") -> list[TurnIn]:
    """Parse a LoCoMo conversation or a JSON Lines file of turns."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror}", source=str(p)) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(f"not valid UTF-8 at byte {exc.start}", source=str(p), line=line) from exc
    stripped = text.lstrip()
    if stripped.startswith("{") and not _looks_like_jsonl(stripped):
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputError(f"invalid JSON: {exc.msg}", source=str(p), line=exc.lineno) from exc
        if isinstance(doc, dict) and any(_SESSION_KEY.match(k) for k in doc):
            return _locomo(doc, str(p), memory)
        raise InputError("JSON file is not a LoCoMo conversation (no session_N keys)", source=str(p))
    return _jsonl(text, str(p), memory)


def _looks_like_jsonl(text: str) -> bool:
    """A first line that is a whole JSON object on its own, and no LoCoMo document: JSON Lines
    (so a line missing "speaker" is reported as such, not as 'not a LoCoMo conversation')."""
    first = text.split("\n", 1)[0].strip()
    try:
        obj = json.loads(first)
    except json.JSONDecodeError:
        return False
    return isinstance(obj, dict) and not any(_SESSION_KEY.match(k) for k in obj)


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
        raise InputError(f"speaker must be a non-empty string, got {name!r}", source=source, line=line)
    if _BAD_CHARS.search(name) or len(name) > 200:
        raise InputError(f"speaker name {name!r} contains control/bidi characters or is too long", source=source, line=line)
    return unicodedata.normalize("NFC", name.strip())


def _check_text(text: object, source: str, line: int | None) -> str:
    if not isinstance(text, str):
        raise InputError(f"text must be a string, got {type(text).__name__}", source=source, line=line)
    if len(text) > MAX_TURN_CHARS:
        raise InputError(f"turn text is {len(text)} characters; the limit is {MAX_TURN_CHARS}", source=source, line=line)
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
                    memory=memory, session=f"session_{n}", date=when, turn=str(item["dia_id"]),
                    speaker=check_name(item.get("speaker"), source, None),
                    text=_check_text(item.get("text", ""), source, None),
                    caption=item.get("blip_caption") or None, seq=len(turns),
                    lang=detect_lang(item.get("text", "")),  # type: ignore[arg-type]
                )
            )
    return turns


def _jsonl(text: str, source: str, memory: str) -> list[TurnIn]:
    turns: list[TurnIn] = []
    first_line: dict[str, tuple[int, str]] = {}  # turn id → (line, text) where it first appeared
    # split on "\n" only: str.splitlines() would also break inside JSON strings at U+2028/U+0085
    for lineno, line in enumerate(text.split("\n"), start=1):
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
        if tid in first_line and first_line[tid][1] != body:
            raise InputError(f"turn id {tid!r} is also on line {first_line[tid][0]} with a different text; "
                             "turn ids must be unique", source=source, line=lineno)
        first_line.setdefault(tid, (lineno, body))
        try:
            turns.append(
                TurnIn(
                    memory=memory, session=str(obj["session"]), turn=str(obj["turn"]),
                    date=_parse_date(obj["date"], source, lineno),
                    speaker=check_name(obj["speaker"], source, lineno), text=body,
                    lang=lang or detect_lang(body), caption=obj.get("caption"), seq=len(turns),
                )
            )
        except PydanticError as exc:
            raise InputError(f"invalid turn: {exc.errors()[0]['msg']}", source=source, line=lineno) from exc
    if not turns:
        raise InputError("no turns found", source=source)
    return turns
