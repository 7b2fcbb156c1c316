"""A given name that is also an ordinary word (here 바람 'wind', 구슬 'bead', 단풍 'maple
leaves', 새벽 'dawn', 노래 'song', 구두 'shoes', and the one-syllable 숲 'forest') is a person
where it stands in a person's slot — the sayer of a verb of saying or of a report whose clause has
a subject of its own, whose words are quoted ('X 말로는', 'X 피셜', 'X 왈'), a stem with the
name suffix 이 before a particle or a kin noun ('X이가', 'X이한테 들었는데', 'X이 엄마가'), a role
then the word then a title ('담임 X 선생님') — and stays a word in its word slots. Invented
dialogue: the speakers are 설하 and 겸희."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.ko_parse import slot_names
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn


def _claims(*turns: tuple[str, str], session: str) -> list[list[tuple[str, list[str]]]]:
    ts = [TurnIn(session=session, date=datetime(2026, 6, 1), turn=f"{session}:{i}", speaker=who,
                 text=text, lang="ko", seq=i) for i, (who, text) in enumerate(turns)]
    return [[(c.owner, list(c.relayed_by)) for c in x.claims]
            for x in RuleExtractor().extract(ts, [])]


OPENER = ("설하", "요즘 그 동네 어때?")

SLOTS = [
    # the sayer right before a verb of saying
    ("바람이 그러는데 그 카페 커피가 맛없대", "바람"),
    ("구슬이 그러던데 그 학원 숙제가 엄청 많대", "구슬"),
    ("노래가 그러는데 그 식당 요즘 불친절하대", "노래"),
    # the sayer of a report whose own clause has a subject
    ("단풍은 그 드라마 결말이 최악이래", "단풍"),
    ("새벽이 그 학원 숙제가 너무 많다더라", "새벽"),
    ("구두는 그 공연 티켓이 너무 비싸대", "구두"),
    ("아 근데 바람은 거기 음식이 너무 짜다고 하더라", "바람"),
    # whose words are quoted
    ("단풍 말로는 그 영화 완전 지루하대", "단풍"),
    ("새벽 피셜 그 식당 완전 별로래", "새벽"),
    ("구두 왈 그 책 진짜 재밌대", "구두"),
    ("숲 말로는 그 호텔 조식이 별로래", "숲"),
    # the name suffix 이 before a particle (one syllable as well)
    ("구슬이가 그 병원 친절하대", "구슬"),
    ("단풍이는 그 게임 완전 망했대", "단풍"),
    ("숲이가 그 가게 곧 문 닫는대", "숲"),
    ("숲이는 그 게임 이번 패치 망했대", "숲"),
    ("새벽이한테 들었는데 그 가게 문 닫는대", "새벽"),
    # whom words came from, with a title
    ("저는 숲 씨한테 그 회사 채용 동결이라고 들었는데요", "숲 씨"),
    ("노래 씨한테 들었는데 그 가게 곧 문 닫는대요", "노래 씨"),
]


@pytest.mark.parametrize("said, owner", SLOTS)
def test_a_word_in_a_persons_slot_is_the_owner(said, owner):
    got = _claims(OPENER, ("겸희", said), session=f"slot-{said}")[1]
    assert (owner, ["겸희"]) in got


@pytest.mark.parametrize("said, owner", [
    ("바람이 엄마가 그 학원 괜찮대", "바람의 엄마"),
    ("단풍이 동생이 그러는데 거기 주차가 어렵대", "단풍의 동생"),
    ("구슬이 남친 말로는 그 식당 비싸대", "구슬의 남친"),
    # a one-syllable name with the suffix, then a kin noun of address: the name's relative
    ("근데 숲이 누나는 그 카페 좀 비싸다고 하더라", "숲의 누나"),
    ("숲이 형이 그러는데 거기 손님이 없대", "숲의 형"),
])
def test_the_suffixed_word_owns_the_kin_noun(said, owner):
    got = _claims(OPENER, ("겸희", said), session=f"kin-{said}")[1]
    assert (owner, ["겸희"]) in got


@pytest.mark.parametrize("said, name", [
    ("담임 새벽 선생님이 그 문제집 어렵다고 하셨어", "새벽"),
    ("담임 구두 선생님이 그 책 꼭 읽으라고 하셨어", "구두"),
])
def test_a_word_between_a_role_and_a_title_is_a_name(said, name):
    assert slot_names(said) == [name]
    got = _claims(OPENER, ("겸희", said), session=f"title-{said}")[1]
    assert got and all(name in o for o, _ in got)


@pytest.mark.parametrize("said", [
    # the same words in their word slots: no person
    "바람이 많이 불어서 오늘 춥대",
    "바람이 분다고 하셨어",
    "새벽에 비가 온다고 하더라",
    "단풍이 진짜 예쁘게 들었대",
    "노래가 너무 좋아서 계속 듣고 있어",
    "구두가 발에 안 맞는대",
    "숲에 가면 공기가 좋대",
    "그 구슬은 하나도 안 예쁘더라",
    "같이는 못 간대",
    "많이는 못 먹는대",
    "높이가 얼마나 되는지 모르겠대",
    # a person after the word is the sayer; the word is what the words are about
    "단풍은 팀장님이 다음 주에 보러 가자고 하시던데",
    "구두는 언니가 이번에 새로 사 준다고 하더라",
])
def test_the_word_in_its_word_slot_stays_a_word(said):
    assert slot_names(said) == []
    got = _claims(OPENER, ("겸희", said), session=f"word-{said}")[1]
    assert not any(o in ("바람", "새벽", "단풍", "노래", "구두", "숲", "구슬") for o, _ in got)


def test_the_slot_makes_the_word_a_person_for_the_session():
    got = _claims(OPENER, ("겸희", "단풍이가 그 카페 곧 문 닫는대"),
                  ("설하", "진짜? 단풍은 거기 사장님이 친절하다고 했는데"), session="s30-stays")
    assert ("단풍", ["설하"]) in got[2]
