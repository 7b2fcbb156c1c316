"""The owner of a report named in an earlier turn (s35). Invented dialogues: the names and
sentences were written for this test and occur in no data file.

- A turn that only says a message or a call came from someone ('X한테 어제 연락 왔어', 'X랑 아까
  통화했거든', 'X가 카톡 보냈더라', 'X 씨한테 연락 왔어요', 'X 선배가 전화했어'), then the same
  speaker's report (after, at most, the other's question): with no holder said it is X's own
  ('그 식당 별로래', '걔 말로는 …', '그러는데 …래' — the pro-form verb with its subject dropped);
  a named person's view is that person's, relayed by the speaker and X ('소을이도 …래').
- A pronoun or a title alone for the person just asked about: 걔, 그 사람, 그분, 그 친구, 선배.
- Near: a meeting is no message ('X 만났어' — 'Y도 …래' stays the speaker's report of Y); the
  other speaker's report after the contact turn is not relayed by X.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "세련", "미슬"
_Q: tuple[str, str, Exp] = (ASK, "그 식당 어때? 가볼 만해?", None)

_PRIOR = (
    ("contact", "단률한테 어제 연락 왔어.", "단률"),
    ("call", "단률이랑 아까 통화했거든.", "단률"),
    ("message", "단률이가 카톡 보냈더라.", "단률"),
    ("polite", "어제 단률 씨한테 연락 왔어요.", "단률 씨"),
    ("senior", "단률 선배가 어제 전화했어.", "단률 선배"),
)
_NEXT = (
    ("bare", "그 식당 별로래.", False),
    ("pro_form", "그러는데 그 식당 별로래.", False),
    ("pronoun_source", "걔 말로는 그 식당 별로래.", False),
    ("named_inner", "근데 소을이도 그 식당 별로래.", True),
    ("named_inner_topic", "소을은 그 식당 너무 비싸다더라.", True),
)


def _polite(text: str) -> str:
    return text.replace("래.", "래요.").replace("더라.", "더라고요.").replace("걔", "그분")


def _cases() -> dict[str, list[tuple[str, str, Exp]]]:
    out: dict[str, list[tuple[str, str, Exp]]] = {}
    for pk, prior, src in _PRIOR:
        for nk, nxt, nested in _NEXT:
            if pk == "polite":
                nxt = _polite(nxt)
            elif pk == "senior":
                nxt = nxt.replace("걔", "선배")
            exp: Exp = ("소을", [SPK, src]) if nested else (src, [SPK])
            out[f"{pk}_{nk}"] = [_Q, (SPK, prior, None), (SPK, nxt, exp)]
            if nk in ("pro_form", "named_inner"):
                out[f"{pk}_{nk}_asked"] = [
                    _Q,
                    (SPK, prior, None),
                    (ASK, "그래? 뭐래?", None),
                    (SPK, nxt, exp),
                ]
    return out


CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **_cases(),
    # --- a pronoun or a title alone for the one just asked about
    "pronoun_gyae": [
        (ASK, "단률 알지? 그 식당 가봤대?", None),
        (SPK, "응 걔는 그 식당 별로래", ("단률", [SPK])),
    ],
    "pronoun_geu_saram": [
        (ASK, "단률 알지? 그 식당 가봤대?", None),
        (SPK, "응 그 사람은 그 식당 별로래", ("단률", [SPK])),
    ],
    "pronoun_geubun": [
        (ASK, "단률 알지? 그 식당 가봤대?", None),
        (SPK, "응 그분은 그 식당 별로래", ("단률", [SPK])),
    ],
    "pronoun_geu_chingu": [
        (ASK, "단률 알지? 그 식당 가봤대?", None),
        (SPK, "응 그 친구는 그 식당 별로래", ("단률", [SPK])),
    ],
    "title_alone": [
        (ASK, "단률 선배 알지? 그 식당 가봤대?", None),
        (SPK, "응 선배는 그 식당 별로래", ("단률 선배", [SPK])),
    ],
    # --- the answer to what X said reporting another person by name: X's words, the named
    # person judging a thing holds the view ('X는 뭐래?' — 'Y가 그 식당 별로래'); a verb of
    # saying with its own hearsay ending ('Y가 …라고 했대') names its sayer, as before
    "asked_words_named": [
        (ASK, "단률이는 뭐래?", None),
        (SPK, "소을이가 그 식당 별로래", ("소을", [SPK, "단률"])),
    ],
    "asked_words_kin": [
        (ASK, "단률이는 그 식당 뭐래?", None),
        (SPK, "걔네 엄마가 별로래", ("단률의 엄마", [SPK, "단률"])),
    ],
    "asked_words_polite": [
        (ASK, "단률 씨는 뭐라셔?", None),
        (SPK, "부장님이 그 식당 별로라고 하셨대요", ("부장님", [SPK, "단률 씨"])),
    ],
    "near_asked_words_thing": [
        (ASK, "단률이는 뭐래?", None),
        (SPK, "그 식당은 너무 비싸대", ("단률", [SPK])),
    ],
    "near_asked_words_bare": [
        (ASK, "단률이는 뭐래?", None),
        (SPK, "그 식당 별로래", ("단률", [SPK])),
    ],
    "near_asked_words_judged": [
        (ASK, "단률이는 뭐래?", None),
        (SPK, "소을이가 너무 엄격하대", ("단률", [SPK])),
    ],
    # --- near: a meeting is no message; the other speaker's report
    "near_met": [
        _Q,
        (SPK, "어제 단률이 만났어.", None),
        (SPK, "근데 소을이도 그 식당 별로래.", ("소을", [SPK])),
    ],
    "near_other_speaker": [
        _Q,
        (SPK, "단률한테 어제 연락 왔어.", None),
        (ASK, "소을이도 그 식당 별로래.", ("소을", [ASK])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s35_discourse_owner(name: str) -> None:
    check_dialogue(CASES[name], f"s35d-{name}", datetime(2026, 3, 3))
