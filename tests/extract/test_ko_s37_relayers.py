"""Korean hearsay whose relayer is said outside an opener (s37), by paradigm. Invented dialogues:
the names and sentences were written for this test and occur in no data file. The owner is the
innermost sayer; the chain is the speaker, then the nearest relayer.

- The listener reminded of having said it: '너 그때 그랬잖아, Y가 …라고', '너 저번에 그랬잖아.
  Y가 …라고', '네가 그랬잖아, Y 엄마가 …라고', '…라던데? Y가 그렇게 말했다고 네가 알려 줬잖아': Y's,
  relayed by the speaker then the listener (a claim of the speaker's own or of the listener's
  is left as it is).
- A call or a meeting told after the words it brought: 'Y가 …라고 했대. X가 Y랑 통화했거든',
  '…래. X가 Y 만났거든': X passed Y's words on. Words after the call ('X가 Y랑
  통화했는데 목소리가 안 좋더라') tell something else, and the report stays as it was.
- A topic, then the sayer of a second-level report: 'X는 엄마가 …라고 하셨대' (X's mother, X
  relays), '우리 X는 선생님이 …라고 하셨다던데요' (one of the speaker's own is a person, no
  thing the clause is about), and a topic the conversation knows ('X 알아?' — 'X는 선생님이
  …라고 하셨대').
- The people of someone's place as the owner ('언니 회사 사람들이 …래', 'X 회사 사람이 …래',
  'X 학교 애들이 …래'): a role phrase whose possessor is the relative or the named person, not
  people in general — so the relative under an opener relays ('우리 언니가 그러는데 언니 회사
  사람들이 …래': the people's, the sister relays); '그 사람이', '회사 사람들이' stay as they were.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "설아람", "온새미"
_Q: tuple[str, str, Exp] = (ASK, "그 찻집 어때? 가볼 만해?", None)


def _one(text: str, owner: str, chain: list[str]) -> list[tuple[str, str, Exp]]:
    return [_Q, (SPK, text, (owner, chain))]


_LISTENER = {
    "comma": ("너 그때 그랬잖아, 채휘가 그 찻집 별로라고", "채휘", [SPK, ASK]),
    "period": ("너 저번에 그랬잖아. 도윤슬이 거기 너무 비싸다고", "도윤슬", [SPK, ASK]),
    "relative": ("네가 그랬잖아, 채휘 엄마가 그 찻집 별로라고", "채휘의 엄마", [SPK, ASK]),
    "told_after": ("그 찻집 별로라던데? 채휘가 그렇게 말했다고 네가 알려 줬잖아",
                   "채휘", [SPK, ASK]),
    "polite": ("너 지난주에 말했잖아, 도윤슬 씨가 거기 너무 비싸다고", "도윤슬 씨", [SPK, ASK]),
}

_CONTACT_AFTER = {
    "called": ("채휘가 그 찻집 별로라 그랬대. 표하진이 지난주에 채휘랑 통화했거든",
               "채휘", [SPK, "표하진"]),
    "met": ("채휘가 그 찻집 별로라고 했대. 표하진이 주말에 채휘 만났거든", "채휘", [SPK, "표하진"]),
    "called_plain": ("도윤슬이 거기 너무 비싸대. 나래온이 도윤슬이랑 통화했어",
                     "도윤슬", [SPK, "나래온"]),
    "words_after": ("채휘가 그 찻집 별로래. 표하진이 채휘랑 통화했는데 목소리가 안 좋더라",
                    "채휘", [SPK]),
}

_TOPIC = {
    "topic_kin": ("채휘는 엄마가 그 찻집 별로라고 하셨대", "채휘의 엄마", [SPK, "채휘"]),
    "our_topic": ("저희 채휘는 선생님이 그 찻집 별로라고 하셨다던데요", "선생님", [SPK, "채휘"]),
    "our_topic_name": ("우리 채휘는 도윤슬이 거기 너무 비싸다고 했대", "도윤슬", [SPK, "채휘"]),
}

_PEOPLE = {
    "sister_opener": ("우리 언니가 그러는데 언니 회사 사람들이 그 찻집 별로래",
                      f"{SPK}의 언니 회사 사람들", [SPK, f"{SPK}의 언니"]),
    "sister_bare": ("언니 회사 사람이 그 찻집 별로래", f"{SPK}의 언니 회사 사람", [SPK]),
    "named": ("채휘 회사 사람이 거기 너무 비싸대", "채휘의 회사 사람", [SPK]),
    "named_opener": ("채휘가 그러는데 채휘 학교 애들이 그 찻집 별로래",
                     "채휘의 학교 애들", [SPK, "채휘"]),
}

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **{f"people_{k}": _one(*v) for k, v in _PEOPLE.items()},
    **{f"you_{k}": _one(*v) for k, v in _LISTENER.items()},
    **{f"contact_{k}": _one(*v) for k, v in _CONTACT_AFTER.items()},
    **{f"topic_{k}": _one(*v) for k, v in _TOPIC.items()},
    "topic_known": [
        _Q, (SPK, "채휘 알아?", None), (ASK, "응 알지", None),
        (SPK, "채휘는 선생님이 그 찻집 별로라고 하셨대", ("선생님", [SPK, "채휘"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s37_relayers(name: str) -> None:
    check_dialogue(CASES[name], f"s37r-{name}", datetime(2026, 3, 3))
