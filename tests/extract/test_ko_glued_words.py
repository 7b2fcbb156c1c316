"""Korean chat typing two words as one (``register_ko._glued_words``): the source of a report is
the same person whether the speaker put the space in or not ('근데내 친구가' / '근데 내 친구가').

Korean writes words apart and glues only particles, endings and suffixes to them; chat often
leaves the space out after an interjection, a conjunctive adverb, an adverb or a pronoun, and
between a name and its title. The cut is made where Kiwi's morphemes say a word begins; words
written together by the language (큰엄마, 지난달, 그동안) and compounds stay as typed. Every
sentence and name here is invented."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_ko import _glued_words, chat_spacing
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER = "솔하"


def _owners(text: str) -> list[tuple[str, list[str]]]:
    turn = TurnIn(memory="m", session="s1", turn="t1", speaker=SPEAKER, text=text,
                  date=datetime(2026, 3, 1))
    out = RuleExtractor(stance=False).extract([turn], [])[0]
    return [(c.owner, list(c.relayed_by)) for c in out.claims]


@pytest.mark.parametrize(("glued", "spaced", "owner"), [
    # a conjunctive adverb glued to a pronoun or a determiner
    ("근데내 친구가 그 빵집 곧 문 닫는대", "근데 내 친구가 그 빵집 곧 문 닫는대", "솔하의 친구"),
    ("근데제 룸메가 그 헬스장 환불 안 해 준대요", "근데 제 룸메가 그 헬스장 환불 안 해 준대요",
     "솔하의 룸메"),
    # an interjection glued to a name or a place noun
    ("아니소운이는 그 카페 커피 너무 쓰대", "아니 소운이는 그 카페 커피 너무 쓰대", "소운"),
    ("글쎄세탁소 사장님은 그 얼룩 절대 안 빠진대", "글쎄 세탁소 사장님은 그 얼룩 절대 안 빠진대",
     "세탁소 사장님"),
    # an adverb glued to the noun after it
    ("결국집주인이 보증금 다음 주에 돌려준대", "결국 집주인이 보증금 다음 주에 돌려준대", "집주인"),
    ("아까이모랑 전화했는데 김장은 다음 주에 한대", "아까 이모랑 전화했는데 김장은 다음 주에 한대",
     "솔하의 이모"),
    # the speaker's possessive pronoun glued to a noun of one syllable
    ("우리팀 과장님이 그 식당 가성비 최고래", "우리 팀 과장님이 그 식당 가성비 최고래",
     "솔하의 팀 과장님"),
    # a surname glued to its title (한글 맞춤법 제48항 writes them apart)
    ("육과장님이 그러시는데 회식 다음 주로 미뤄졌대요",
     "육 과장님이 그러시는데 회식 다음 주로 미뤄졌대요", "육 과장님"),
])
def test_glued_source_is_the_spaced_source(glued: str, spaced: str, owner: str) -> None:
    assert _owners(spaced) == [(owner, [SPEAKER])]
    assert _owners(glued) == _owners(spaced)


@pytest.mark.parametrize("text", [
    # one word in the language, though Kiwi reads a word boundary or a modifier inside it
    "큰엄마가 그러시는데 내일 비 온대",
    "지난달에 그 가게 문 닫았대",
    "그동안 연락 못 해서 미안해",
    "아이크림 꼭 바르래",
    # a particle spelt like a one-syllable verb ('이가' is not 이 + 가 'go')
    "윤새결이가 동네 수영장 이번 달 내내 휴관이라고 하던데",
    # noun compounds are written either way: left as typed
    "수리기사님이 그냥 넘어가도 된대",
    # a name glued to a kin word of address is the person, not a relation: left as typed
    "려안이형이 그러는데 내일 모임 취소래",
    # a teacher of a subject (Kiwi reads 수영 'swimming' as a name too)
    "울 수영쌤이 자유형부터 배우래",
    # names that start with the syllable of a pronoun (Kiwi reads 나 + 향, 나 + 형)
    "나향이 말로는 그 가게 다음 주에 문 연대",
    "근데 나형이는 참가비 올랐다고 안 간대",
    # a full name whose given name is a kin word is no surname and title
    "그때 김형수한테 들었는데 심사는 보름 걸린대",
])
def test_words_of_the_language_stay_as_typed(text: str) -> None:
    assert chat_spacing(text) == text


def test_a_known_name_is_never_cut() -> None:
    text = "아니소운이는 그 카페 커피 너무 쓰대"
    assert _glued_words(text).startswith("아니 소운이는")
    # a person called 아니소운 (a name the memory knows) keeps their name
    assert _glued_words(text, ["아니소운"]) == text


def test_spaced_text_is_unchanged() -> None:
    text = "근데 내 친구가 그 빵집 곧 문 닫는대. 우리 팀 과장님도 그러시더라"
    assert chat_spacing(text) == text
