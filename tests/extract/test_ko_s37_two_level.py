"""Korean hearsay of two levels and the records beside it (s37), by paradigm. Invented dialogues:
the names and sentences were written for this test and occur in no data file. The owner is the
innermost sayer; the chain is the speaker, then the nearest relayer.

- The hearing itself told on, then what was heard: 'X가 Y한테 들었다던데 …래', 'X는 Y한테
  들었다고 하던데 …', 'X가 Y한테 들었다고 그러던데 …', 'X가 Y한테 들었다면서 …' (and the
  contracted '들었다는데', the plain '들었는데' and the two sentences 'X가 Y한테 들었대. …래'
  they are read as): Y's, relayed by the speaker then X.
- Whose relative the source is: a bare kin or relation noun as the source of another's hearing
  ('X가 엄마한테 들었는데', 'X는 사수한테 들었대', 'X가 친구한테 들었는데') is the hearer's —
  X's mother, X's trainer; a title stays as said ('X가 부장님한테 들었는데': 부장님); said with
  우리, or heard by the speaker's own relative ('엄마가 이모한테 들었는데'), the speaker's.
- A name Kiwi does not know with 가/는 right before a title ('X가 팀장님한테 들었는데') is a
  person of its own, no 'X 팀장님'.
- A pronoun that is an argument of a clause is not that clause's subject, nor the one whose
  words it opens: 'Y 알아?' — 'X가 그러는데 걔가 …래' (Y's, X relays), 'X가 걔한테 들었는데
  …' (Y's, X relays); a possessive 걔 stays the opener's ('X가 그러는데 걔 동생이 …').
- A meeting as the contact: '어제 X 만났는데 Y가 …래', 'X를 만났더니 Y도 …라더라', 'X랑
  만나서 …': Y's, relayed by X — and the speaker's own words after it stay the speaker's
  ('… 반가웠어' makes no claim); X's own relative is left as heard ('X 만났는데 걔 동생이 …');
  another's meeting ('X가 Y 만났는데 …') names no contact of the speaker's.
- 'Only': 'Y만 …래', alone and under an opener, with a name Kiwi does not know.
- Relations the role list lacked, as owners: 'X 사수가 …래', 'X가 그러는데 자기 부사수가 …래',
  'X 단짝이 …래'.
- Records beside a report: a relative clause on a person with an action verb ('도서관 다니는
  우리 누나 말로는 …', '학원 하는 우리 이모한테 …들었어', '수영 다니는 X가 …래') tells what
  they do (a Fact) or did (an Event) — the turn keeps its claim and gains the record; a deed
  inside the words passed on stays the report's.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines, owned

SPK, ASK = "설아람", "온새미"
_Q: tuple[str, str, Exp] = (ASK, "그 찻집 어때? 가볼 만해?", None)


def _j(word: str, closed: str, open_: str) -> str:
    code = ord(word[-1]) - 0xAC00
    return word + (closed if 0 <= code <= 11171 and code % 28 else open_)


def _told_on(x: str, y: str) -> dict[str, list[tuple[str, str, Exp]]]:
    xg, xn = _j(x, "이", "가"), _j(x, "은", "는")
    forms = (
        f"{xg} {y}한테 들었다던데",
        f"{xn} {y}한테 들었다던데",
        f"{xg} {y}한테 들었다고 하던데",
        f"{xn} {y}한테서 들었다고 그러던데",
        f"{xg} {y}한테 들었다면서",
        f"{xg} {y}한테서 들었다는데",
        f"{xg} {y}한테 들었다고 하더니",
    )
    ends = ("그 찻집 별로래", "거기 너무 비싸대", "그 찻집 별로라더라", "거기 너무 비싸다던데")
    return {
        f"{x}_{i}": [_Q, (SPK, f"{op} {ends[i % len(ends)]}", (y, [SPK, x]))]
        for i, op in enumerate(forms)
    }


def _one(text: str, owner: str, chain: list[str]) -> list[tuple[str, str, Exp]]:
    return [_Q, (SPK, text, (owner, chain))]


def _known(name: str, text: str, owner: str, chain: list[str]) -> list[tuple[str, str, Exp]]:
    return [_Q, (SPK, f"{name} 알아?", None), (ASK, "응 알지", None), (SPK, text, (owner, chain))]


_WHOSE_SOURCE = {
    "kin_mother": ("채휘가 엄마한테 들었는데 그 찻집 별로래", "채휘의 엄마", [SPK, "채휘"]),
    "kin_topic": ("도윤슬은 엄마한테 들었는데 거기 너무 비싸대", "도윤슬의 엄마", [SPK, "도윤슬"]),
    "kin_sibling_split": ("채휘가 동생한테 들었대. 그 찻집 별로래", "채휘의 동생", [SPK, "채휘"]),
    "trainer": ("채휘가 사수한테 들었는데 그 찻집 별로래", "채휘의 사수", [SPK, "채휘"]),
    "trainer_self": ("채휘는 자기 사수한테 들었대. 그 찻집 별로래", "채휘의 사수", [SPK, "채휘"]),
    "friend": ("채휘가 친구한테 들었는데 거기 너무 비싸대", "채휘의 친구", [SPK, "채휘"]),
    "title_stays": ("채휘가 부장님한테 들었는데 그 찻집 별로래", "부장님", [SPK, "채휘"]),
    "title_split": ("채휘가 팀장님한테 들었대. 그 찻집 별로래", "팀장님", [SPK, "채휘"]),
    "title_topic": ("채휘는 과장님한테 들었는데 거기 너무 비싸대", "과장님", [SPK, "채휘"]),
    "speaker_said": (
        "채휘가 우리 엄마한테 들었는데 그 찻집 별로래", f"{SPK}의 엄마", [SPK, "채휘"]),
    "speaker_kin_hearer": (
        "엄마가 이모한테 들었는데 그 찻집 별로래", f"{SPK}의 이모", [SPK, f"{SPK}의 엄마"]),
}

_PRONOUN = {
    "opener_subject": ("채휘", "표하진이 그러는데 걔가 그 찻집 별로래", "채휘", [SPK, "표하진"]),
    "opener_too": ("채휘", "표하진이 그러는데 걔도 거기 너무 비싸대", "채휘", [SPK, "표하진"]),
    "source_of_hearing": (
        "채휘", "표하진이 걔한테 들었는데 그 찻집 별로래", "채휘", [SPK, "표하진"]),
    "relayer_pronoun": ("표하진", "걔가 그러는데 채휘가 그 찻집 별로래", "채휘", [SPK, "표하진"]),
    "pronoun_heard_kin": (
        "채휘", "걔가 엄마한테 들었는데 그 찻집 별로래", "채휘의 엄마", [SPK, "채휘"]),
    "possessive_stays": (
        "채휘", "표하진이 그러는데 걔 동생이 그 찻집 별로래", "표하진의 동생", [SPK, "표하진"]),
}

_MET = {
    "met_bare": ("어제 표하진 만났는데 채휘가 그 찻집 별로래", "채휘", [SPK, "표하진"]),
    "met_object": ("어제 표하진을 만났는데 채휘도 그 찻집 별로라더라", "채휘", [SPK, "표하진"]),
    "met_deoni": ("채휘를 만났더니 도윤슬이 거기 너무 비싸대", "도윤슬", [SPK, "채휘"]),
    "met_with": ("채휘랑 만나서 얘기했는데 도윤슬은 그 찻집 별로래", "도윤슬", [SPK, "채휘"]),
    "met_then_own": (
        "어제 표하진 만났는데 채휘가 그 찻집 별로래. 반가웠어", "채휘", [SPK, "표하진"]),
    "met_relative_as_heard": (
        "채휘를 만났더니 걔 동생이 그 찻집 별로래", "채휘의 동생", [SPK]),
    "met_alone": ("어제 표하진 만났는데 그 찻집 별로래", "표하진", [SPK]),
}

_ONLY = {
    "only_alone": ("채휘만 그 찻집 별로래", "채휘", [SPK]),
    "only_deora": ("도윤슬만 거기 너무 비싸다더라", "도윤슬", [SPK]),
    "only_under_opener": ("표하진이 그러는데 채휘만 그 찻집 별로래", "채휘", [SPK, "표하진"]),
    "only_relative": (
        "표하진이 그러는데 자기 동생만 그 찻집 별로래", "표하진의 동생", [SPK, "표하진"]),
}

_RELATIONS = {
    "trainer_of": ("채휘 사수가 그 찻집 별로래", "채휘의 사수", [SPK]),
    "trainer_of_work": ("채휘 회사 사수가 그 찻집 별로래", "채휘의 회사 사수", [SPK]),
    "trainee_self": (
        "채휘가 그러는데 자기 부사수가 그 찻집 별로래", "채휘의 부사수", [SPK, "채휘"]),
    "trainer_self": ("채휘가 그러는데 자기 사수가 거기 너무 비싸대", "채휘의 사수", [SPK, "채휘"]),
    "trainer_pronoun": (
        "표하진이 그러는데 걔 사수가 그 찻집 별로래", "표하진의 사수", [SPK, "표하진"]),
    "best_friend": ("채휘 단짝이 그 찻집 별로래", "채휘의 단짝", [SPK]),
}

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **{f"told_{k}": v for k, v in _told_on("표하진", "채휘").items()},
    **{f"told_{k}": v for k, v in _told_on("나래온", "도윤슬").items()},
    **{f"whose_{k}": _one(*v) for k, v in _WHOSE_SOURCE.items()},
    **{f"pro_{k}": _known(*v) for k, v in _PRONOUN.items()},
    **{f"met_{k}": _one(*v) for k, v in _MET.items()},
    **{f"only_{k}": _one(*v) for k, v in _ONLY.items()},
    **{f"rel_{k}": _one(*v) for k, v in _RELATIONS.items()},
    "met_only_own": [_Q, (SPK, "어제 표하진을 만났는데 반가웠어", "none")],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s37_two_level(name: str) -> None:
    check_dialogue(CASES[name], f"s37-{name}", datetime(2026, 3, 3))


def test_ko_s37_another_meeting_names_no_contact() -> None:
    """'X가 Y 만났는데 …': another's meeting — Y passed nothing on to the speaker."""
    x = extract_lines([_Q[:2], (SPK, "표하진이 채휘 만났는데 그 찻집 별로래")],
                      datetime(2026, 3, 3))[-1]
    assert not any("채휘" in c.relayed_by for c in x.claims), [
        (c.owner, c.relayed_by) for c in x.claims]


# a report beside a record: (text, owner, chain) — the turn keeps the claim and gains an Event or
# a Fact
_RECORD_BESIDE = {
    "modifier_whose_words": ("도서관 다니는 우리 누나 말로는 그 찻집 별로래",
                             f"{SPK}의 누나", [SPK]),
    "modifier_source": ("학원 하는 우리 이모한테 그 찻집 별로라고 들었어", f"{SPK}의 이모", [SPK]),
    "modifier_name": ("수영 다니는 채휘가 그 찻집 별로래", "채휘", [SPK]),
    "modifier_past": ("작년에 그 찻집 인수한 도윤슬 씨가 거기 너무 비싸대", "도윤슬 씨", [SPK]),
}


@pytest.mark.parametrize("name", sorted(_RECORD_BESIDE))
def test_ko_s37_record_beside_report(name: str) -> None:
    text, owner, chain = _RECORD_BESIDE[name]
    x = extract_lines([_Q[:2], (SPK, text)], datetime(2026, 3, 3))[-1]
    got = [(c.owner, c.relayed_by) for c in x.claims]
    assert owned(x.claims, owner, chain), (text, got)
    assert x.events or x.facts, (text, got)


# near readings that keep theirs: a judgement with no deed, a relative clause of knowing, a
# deed with its time inside the words passed on (the report's, no record of the speaker's)
_NO_RECORD = {
    "judged_no_deed": "채휘가 그러는데 그 찻집 별로래",
    "modifier_knowing": "그 찻집 아는 채휘가 거기 너무 비싸대",
    "deed_inside_report": "채휘가 그러는데 그 찻집 다음 주에 문 닫는대",
}


@pytest.mark.parametrize("name", sorted(_NO_RECORD))
def test_ko_s37_no_record_beside_report(name: str) -> None:
    x = extract_lines([_Q[:2], (SPK, _NO_RECORD[name])], datetime(2026, 3, 3))[-1]
    assert x.claims and not (x.events or x.facts), (
        _NO_RECORD[name], [(c.owner, c.relayed_by) for c in x.claims], x.events, x.facts)
