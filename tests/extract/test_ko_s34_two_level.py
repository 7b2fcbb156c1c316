"""Korean hearsay of two levels (겹 간접화법), by paradigm (s34). Invented dialogues: the names
and sentences were written for this test and occur in no data file.

- An opener naming who told the speaker ('X가 그러는데', 'X 말로는', 'X한테 들었는데', 'X가
  그러던데'), then a person judging a thing with a hearsay ending: that person holds the verdict
  and X relays it — with the person marked as subject (이/가), topic (은/는) or 'too' (도), and
  with every hearsay ending of the paradigm (-대/-래, -다더라, -다던데, -대요, -단다, -다네,
  -다잖아, chat spellings -댕/-대여/-대용/-다던뎅/-다든데/-다드라).
- The same with a quotative and a verb of saying in the retrospective ('…Y가 그 식당 별로라고
  하더라/그러더라/하던데요'): Y judging a thing said after them is a second source, not the
  opener's words said again.
- The source said after ('Y가 …댕. X가 그러더라', 'Y가 …다고 하더라. X가 그러더라'): Y's
  words, X passed them on — for every ending above.
- Near readings that must not change: a thing as the topic ('…그러는데 그 가게는 비싸대'), a
  person judged ('…Y가 너무 엄격하대'), a time noun before a state ('…Y는 요즘 바쁘대'), a
  double subject ('…Y는 회사가 멀대'), an action of Y's ('…Y가 이사 간다고 하더라'): the opener's
  own report; the speaker's own '내가 …다잖아'; a source said right after '…다고 하더라, X가'
  is the one who said it.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, assert_not_owner, check_dialogue

SPK, ASK = "태섭", "미령"
_Q: tuple[str, str, Exp] = (ASK, "거기 어때? 가볼 만해?", None)

_DA = ("대", "다더라", "다던데", "대요", "단다", "다네", "다잖아", "댕", "대여", "대용", "다던뎅",
       "다든데", "다드라", "다더라구요", "다고 했대")
_OPENERS = ("승효가 그러는데", "승효 말로는", "승효한테 들었는데", "승효가 그러던데")
_INNER = ("준겸이가", "준겸이", "준겸은", "준겸이는", "준겸도")


def _cases() -> dict[str, list[tuple[str, str, Exp]]]:
    out: dict[str, list[tuple[str, str, Exp]]] = {}
    for k, end in enumerate(_DA):
        op = _OPENERS[k % len(_OPENERS)]
        inner = _INNER[k % len(_INNER)]
        out[f"opener_{k:02d}_{end}"] = [_Q, (
            SPK, f"{op} {inner} 거기 너무 비싸{end}", ("준겸", [SPK, "승효"]))]
        out[f"opener_neg_{k:02d}_{end}"] = [_Q, (
            SPK, f"{_OPENERS[(k + 1) % 4]} {_INNER[(k + 2) % 5]} 그 영화 별로 안 무섭{end}",
            ("준겸", [SPK, "승효"]))]
        out[f"after_{k:02d}_{end}"] = [_Q, (
            SPK, f"준겸이 거기 너무 비싸{end}. 승효가 그러더라", ("준겸", [SPK, "승효"]))]
    for k, inner in enumerate(_INNER):
        out[f"topic_outer_kin_{k}"] = [_Q, (
            SPK, f"우리 엄마가 그러는데 {inner} 그 식당 별로래", ("준겸", [SPK, f"{SPK}의 엄마"]))]
    return out


CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **_cases(),
    # --- a quotative and a verb of saying in the retrospective, under an opener
    "said_retro_hadeora": [_Q, (
        SPK, "승효가 그러는데 명진이 그 식당 별로라고 하더라", ("명진", [SPK, "승효"]))],
    "said_retro_geureodeora": [_Q, (
        SPK, "승효 말로는 명진은 거기 너무 비싸다고 그러더라", ("명진", [SPK, "승효"]))],
    "said_retro_hadeondeyo": [_Q, (
        SPK, "승효한테 들었는데 명진도 거기 너무 비싸다고 하던데요", ("명진", [SPK, "승효"]))],
    "said_retro_gu": [_Q, (
        SPK, "승효가 그러는데 명진이 그 영화 별로 안 무섭다구 하더라", ("명진", [SPK, "승효"]))],
    "said_retro_kin_inner": [_Q, (
        SPK, "승효가 그러는데 걔 남친이 그 식당 별로라고 하더라", ("승효의 남친", [SPK, "승효"]))],
    "said_retro_after": [_Q, (
        SPK, "명진이 거기 너무 비싸다고 하더라. 승효가 그러더라", ("명진", [SPK, "승효"]))],
    "said_retro_after_nopunct": [_Q, (
        SPK, "명진이 거기 너무 비싸다고 하더라 승효가 그러더라", ("명진", [SPK, "승효"]))],
    "said_retro_after_honorific": [_Q, (
        SPK, "명진이 거기 너무 비싸다고 하더라고요. 우리 팀장님이 그러시더라고요",
        ("명진", [SPK, f"{SPK}의 팀장님"]))],
    # --- the subject particle dropped before the pro-form opener (a name Kiwi does not know)
    "dropped_opener": [_Q, (SPK, "승효 그러는데 거기 너무 비싸대", ("승효", [SPK]))],
    "dropped_opener_deonde": [_Q, (SPK, "승효 그러던데 거기 너무 비싸대요", ("승효", [SPK]))],
    "dropped_opener_nested": [_Q, (
        SPK, "승효 그러는데 준겸이가 거기 별로래", ("준겸", [SPK, "승효"]))],
    "dropped_opener_nested_topic": [_Q, (
        SPK, "승효 그러던데 준겸은 그 식당 별로라더라", ("준겸", [SPK, "승효"]))],
    # --- -다잖아 alone
    "dajanha_name": [_Q, (SPK, "명진이 거기 너무 비싸다잖아", ("명진", [SPK]))],
    "dajanha_topic": [_Q, (SPK, "명진이는 그 식당 별로라잖아", ("명진", [SPK]))],
    # --- near readings that must not change
    "near_thing_topic": [_Q, (
        SPK, "승효가 그러는데 그 가게는 너무 비싸대", ("승효", [SPK]))],
    "near_person_judged": [_Q, (
        SPK, "승효가 그러는데 준겸이 너무 엄격하대", ("승효", [SPK]))],
    "near_person_judged_topic": [_Q, (
        SPK, "승효가 그러는데 준겸은 너무 엄격하대", ("승효", [SPK]))],
    "near_time_noun": [_Q, (SPK, "승효 말로는 명진은 요즘 너무 바쁘대", ("승효", [SPK]))],
    "near_time_noun_subject": [_Q, (
        SPK, "승효가 그러는데 명진이 요즘 너무 바쁘대", ("승효", [SPK]))],
    "near_double_subject": [_Q, (
        SPK, "승효가 그러는데 명진은 회사가 너무 멀대", ("승효", [SPK]))],
    "near_action_restated": [_Q, (
        SPK, "승효가 그러는데 명진이 다음 달에 이사 간다고 하더라", ("승효", [SPK]))],
    "near_own_dajanha": [_Q, (SPK, "내가 거기 너무 비싸다잖아", (SPK, []))],
    "near_own_janha": [_Q, (SPK, "거기 너무 비싸잖아", (SPK, []))],
    "near_own_cute_de": [_Q, (SPK, "그 식당 좋은뎅", (SPK, []))],
    "near_dislocated_sayer": [_Q, (
        SPK, "거기 너무 비싸다고 하더라, 승효가.", ("승효", [SPK]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s34_two_level(name: str) -> None:
    check_dialogue(CASES[name], f"s34-{name}", datetime(2026, 3, 3))


@pytest.mark.parametrize("word", ["요즘", "보통", "원래", "다들", "사실"])
def test_ko_s34_no_name_before_pro_form(word: str) -> None:
    """A word of time or manner before 그러는데 ('요즘 그러는데', 'these days it goes so') is no
    sayer."""
    assert_not_owner([(ASK, "거기 어때?"), (SPK, f"{word} 그러는데 거기 너무 비싸대")], word)
