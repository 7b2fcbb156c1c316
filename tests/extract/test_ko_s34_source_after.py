"""The source said after its hearsay, in a sentence of its own (s34). Invented dialogues.

- The one said after may carry the name suffix 이 ('…별로래. 준겸이가 그러더라'): the suffix is no
  demonstrative 이, the name is the source.
- Besides the pro-form verbs (그러더라, 그랬대 …), a verb of saying with nothing reported names
  the source too: '…래. X가 얘기하더라 / 얘기했대 / 말했어 / 말했대', honorific '…래요. 팀장님이
  말씀하셨어요 / 말씀하셨대요'; after '…Y가 …다고 하더라' the one said after relays Y's words.
- Near: a verb of saying with something of its own ('X가 딴 얘기 하더라') names no source of
  the hearsay before it; the source with a title keeps it.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "태섭", "미령"
_Q: tuple[str, str, Exp] = (ASK, "그 식당 어때? 가볼 만해?", None)

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    "suffix_i_geureodeora": [_Q, (SPK, "그 식당 별로래. 준겸이가 그러더라", ("준겸", [SPK]))],
    "suffix_i_geuraetdae": [_Q, (SPK, "그 식당 별로래. 준겸이가 그랬대", ("준겸", [SPK]))],
    "suffix_i_nopunct": [_Q, (SPK, "그 식당 너무 비싸대 준겸이가 그러더라", ("준겸", [SPK]))],
    "suffix_i_nested": [_Q, (
        SPK, "명진이 그 식당 별로라고 하더라. 준겸이가 그러더라", ("명진", [SPK, "준겸"]))],
    "say_eyagi_deora": [_Q, (SPK, "그 식당 별로래. 준겸이가 얘기하더라", ("준겸", [SPK]))],
    "say_eyagi_haetdae": [_Q, (SPK, "그 식당 별로래. 준겸이가 얘기했대", ("준겸", [SPK]))],
    "say_mal_haetdae": [_Q, (SPK, "그 식당 너무 비싸대. 승효가 말했대", ("승효", [SPK]))],
    "say_mal_haesseo": [_Q, (SPK, "그 식당 너무 비싸대. 승효가 말했어", ("승효", [SPK]))],
    "say_honorific": [_Q, (
        SPK, "그 식당 별로래요. 우리 팀장님이 말씀하셨어요", (f"{SPK}의 팀장님", [SPK]))],
    "say_honorific_hearsay": [_Q, (
        SPK, "그 식당 별로래요. 우리 팀장님이 말씀하셨대요", (f"{SPK}의 팀장님", [SPK]))],
    "say_nested": [_Q, (
        SPK, "명진이 그 식당 별로라고 하더라. 승효가 얘기하더라", ("명진", [SPK, "승효"]))],
    # near: the source said with a title; an unsourced hearsay with nothing after it
    "near_title": [_Q, (SPK, "그 식당 별로래요. 준겸 씨가 그러더라고요", ("준겸 씨", [SPK]))],
    "near_unsourced_then_own": [_Q, (
        SPK, "그 식당 별로래. 근데 난 괜찮던데", (SPK, []))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s34_source_after(name: str) -> None:
    check_dialogue(CASES[name], f"s34a-{name}", datetime(2026, 3, 3))
