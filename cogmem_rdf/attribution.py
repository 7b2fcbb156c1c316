"""Who said a claim, in one sentence: the only wording of an attribution (``ask``, MCP, browser).

The owner (whose opinion it is) is always named and is never the relayer; a relay chain is
given nearest relayer first. Korean content gets a Korean frame, and the first person the
extractor keeps in Korean content ("나는", "내 생각엔") is dropped from the shown text, as the
English extractor drops "I think": the sentence names the owner instead.

>>> attribution({"text": "Arlo deserved it.", "owner": "Ines"})
'Ines thinks: Arlo deserved it.'
>>> attribution({"text": "Arlo deserved it", "owner": "Cyrus's team lead", "relayed_by": ["Cyrus"]})
"According to Cyrus, Cyrus's team lead says: Arlo deserved it."
>>> attribution({"text": "it was a mistake", "owner": "the lead",
...              "relayed_by": ["Tavian", "Ottavine"]})
'According to Tavian, who heard it from Ottavine, the lead says: it was a mistake.'
>>> attribution({"text": "나는 도겸솔이가 밴드 그만둔 게 현명한 선택이라고 생각해",
...              "owner": "다온솔"})
'다온솔의 생각: 도겸솔이가 밴드 그만둔 게 현명한 선택이라고 생각해.'
>>> attribution({"text": "재하람는 잘릴 만했대", "owner": "채솔비의 팀장님",
...              "relayed_by": ["채솔비"]})
'채솔비에 따르면, 채솔비의 팀장님의 말: 재하람는 잘릴 만했대.'
>>> attribution({"text": "Arlo deserved it", "owner": "Ines"}, note=" (said 2024-03-14)")
'Ines thinks: Arlo deserved it (said 2024-03-14).'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from .lang import detect_lang

# first person left at the start of Korean claim content: "나는", "난", "저는", "내 생각엔", "제가
# 보기엔" … ("전" is left alone: "전 세계" is "the whole world")
_KO_FIRST_PERSON = re.compile(
    r"^(?:(?:내|제)\s*생각(?:에는|엔|에|은|으론|으로는)?|(?:내|제)가\s*보기(?:에는|엔|에)?|나는|난|저는)"
    r"(?:\s*,)?\s+")


def shown_content(text: str) -> str:
    """The claim's content as shown after its owner: trimmed, no final period, no leading first
    person (ko).

    >>> (shown_content("내 생각엔 그 영화 별로야."), shown_content("I think so."),
    ...  shown_content("난 좋아"))
    ('그 영화 별로야', 'I think so', '좋아')
    """
    text = text.strip().rstrip(".").rstrip()
    if detect_lang(text) == "ko":
        stripped = _KO_FIRST_PERSON.sub("", text, count=1)
        text = stripped or text
    return text


def _get(evidence: Any, key: str) -> Any:
    return evidence.get(key) if isinstance(evidence, Mapping) else getattr(evidence, key, None)


def attribution(evidence: Any, note: str = "") -> str:
    """The sentence naming whose claim ``evidence`` is (an Evidence, or a dict with
    text/owner/relayed_by).

    ``note`` (e.g. " (said 2024-03-14)") goes after the content, before the final period.
    """
    text = shown_content(_get(evidence, "text") or "")
    owner = _get(evidence, "owner") or None
    relays = list(_get(evidence, "relayed_by") or [])
    if detect_lang(text) == "ko":
        owner = owner or "누군가"
        if relays:
            via = relays[0] + "".join(f"({r}에게서 들음)" for r in relays[1:])
            return f"{via}에 따르면, {owner}의 말: {text}{note}."
        return f"{owner}의 생각: {text}{note}."
    owner = owner or "someone"
    if relays:
        # nearest relayer first: "according to A, who heard it from B, OWNER says"
        via = relays[0] + "".join(f", who heard it from {r}" for r in relays[1:])
        return f"According to {via}, {owner} says: {text}{note}."
    return f"{owner} thinks: {text}{note}."
