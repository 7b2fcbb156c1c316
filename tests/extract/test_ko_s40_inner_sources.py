"""Korean reports inside reports (s40): a bare kin or partner noun as the inner source under a
report passed on by someone called by name is that person's relative ('X가 그러는데 여자친구가
…대', 'X 씨 말로는 와이프분이 …래요'), an in-law word stays the speaker's, and so does a blood
relative when the teller takes part in the chat; the honorific on a verb of saying picks the
honoured person as its subject ('X가 교수님이 …다고 하셨대'). Invented turns (names and sentences
written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import turn_claims

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, LISTENER = "결우", "마린"


def _claims(text: str) -> list[tuple[str, list[str]]]:
    return turn_claims(SPEAKER, text, [SPEAKER, LISTENER], "ko")


CLAUSES = ["수영장이 다음 달에 문 닫는다고", "주차비가 두 배로 올랐다고"]


@pytest.mark.parametrize("clause", CLAUSES)
@pytest.mark.parametrize(("teller", "said", "teller_name"), [
    ("승겸이가 그러는데", "했대", "승겸"),
    ("승겸이 말로는", "했대", "승겸"),
    ("솔담 씨가 그러는데", "했대요", "솔담 씨"),
])
@pytest.mark.parametrize("relative", ["여자친구", "남친", "와이프분", "남편분"])
def test_a_bare_partner_under_a_named_teller_is_theirs(
        clause: str, teller: str, said: str, teller_name: str, relative: str) -> None:
    particle = "이" if relative.endswith(("분", "친")) else "가"
    text = f"{teller} {relative}{particle} {clause} {said}."
    assert (f"{teller_name}의 {relative}", [SPEAKER, teller_name]) in _claims(text)


def test_kin_under_the_speakers_own_relative_stays_the_speakers() -> None:
    # (family talk names kin from the speaker: mother's sister is the speaker's aunt)
    got = _claims("엄마가 그러는데 이모가 그 시장 주차장이 다음 달부터 유료래.")
    assert ("결우의 이모", [SPEAKER, "결우의 엄마"]) in got


def test_an_in_law_word_is_the_speakers() -> None:
    got = _claims("승겸이가 그러는데 형부가 올해는 차 안 바꾼다고 했대.")
    assert ("결우의 형부", [SPEAKER, "승겸"]) in got


@pytest.mark.parametrize("clause", CLAUSES)
@pytest.mark.parametrize("honoured", ["교수님", "담임 선생님", "부장님"])
@pytest.mark.parametrize("ending", ["하셨대.", "하셨다던데."])
def test_the_honorific_verb_of_saying_is_the_honoured_persons(
        clause: str, honoured: str, ending: str) -> None:
    text = f"근데 승겸이가 {honoured}이 {clause} {ending}"
    assert (honoured, [SPEAKER, "승겸"]) in _claims(text)


def test_a_peer_saying_it_plainly_keeps_the_report() -> None:
    # (no honorific on the verb: the peer's own words about the teacher)
    got = _claims("승겸이가 담임 선생님이 방 배정을 끝냈다고 했어.")
    assert ("승겸", [SPEAKER]) in got


@pytest.mark.parametrize("later", [False, True])
def test_a_relative_a_participant_shares_stays_as_said(later: bool) -> None:
    # (cousins in one chat: the grandfather one of them tells of is everyone's, also when the
    # teller spoke only in an earlier session of the conversation)
    turns = [TurnIn(session=f"s40f-{i if later else 0}", date=datetime(2024, 6, 12 + i),
                    turn=f"s40f-{i}", speaker=who, text=text, lang="ko")
             for i, (who, text) in enumerate([
                 ("승겸", "추석 때 큰집에는 다들 언제 내려가?"),
                 (SPEAKER, "난 늦게 가. 근데 승겸이 말로는 할아버지가 직접 그러셨대, "
                           "올해부터 차례는 간단하게 지내신다고."),
             ])]
    x = RuleExtractor().extract(turns, [SPEAKER, "승겸"])[-1]
    owners = [(c.owner, c.relayed_by) for c in x.claims]
    assert not any(o == "승겸의 할아버지" for o, _ in owners)
    assert any(o in ("할아버지", "결우의 할아버지") and rr == [SPEAKER, "승겸"] for o, rr in owners)


@pytest.mark.parametrize(("text", "owner", "teller"), [
    ("승겸이형이 그러는데 형네 사장님이 그 창고를 다음 주에 싹 비운다고 했대.", "승겸의 사장님",
     "승겸"),
    ("솔담 언니가 그러는데 언니네 팀장님이 그 식당이 제일 맛있다고 했대.", "솔담의 팀장님",
     "솔담 언니"),
])
def test_what_the_teller_called_by_a_title_owns(text: str, owner: str, teller: str) -> None:
    # ('X형이 그러는데 형네 사장님이 …': 형네 is the teller's, called 형)
    assert (owner, [SPEAKER, teller]) in _claims(text)


def test_a_title_the_teller_was_not_called_by_stays_as_said() -> None:
    got = _claims("승겸이가 그러는데 형네 사장님이 그 창고를 다음 주에 싹 비운다고 했대.")
    assert not any(o == "승겸의 사장님" for o, _ in got)


@pytest.mark.parametrize("clause", ["그 수영장이 다음 달에 문 닫는다고",
                                    "거기 주차비가 두 배로 올랐다고", "이 동네 집값이 떨어진다고"])
def test_a_clause_with_a_subject_of_its_own_after_the_inner_source(clause: str) -> None:
    # ('X가 Y가 그 수영장이 …다고 했대': Y is no subject of the clause, which has its own, but
    # who said it; X passes it on)
    assert ("솔담", [SPEAKER, "승겸"]) in _claims(f"승겸이가 솔담이가 {clause} 했대.")


def test_without_a_hearsay_ending_the_peer_keeps_the_report() -> None:
    assert ("승겸", [SPEAKER]) in _claims("승겸이가 솔담이가 그 수영장이 문 닫는다고 했어.")
