"""The forty-fourth pass: in Korean, a subject or topic followed by the speaker as the one told
('나한테', '저에게', '제게') is the sayer of the report that closes the sentence — words are told
to someone only by a person — whatever Kiwi makes of the word alone (a given name it splits into
a verb form and a noun) and however many clauses the report holds; a name borrowed from another
language, four syllables long and read by Kiwi as one proper noun, is a subject's name too.
Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

from cogmem_rdf.extract.ko_parse import has_batchim

SPEAKER = "서려운"


def _subject(name: str) -> str:
    return name + ("이" if has_batchim(name[-1]) else "가")


@pytest.mark.parametrize("name", ["이헌", "현기", "코넬리아", "마르티나", "로윤"])
@pytest.mark.parametrize("frame", [
    "{s} 나한테 억양은 괜찮은데 속도가 너무 빠르대.",
    "{s} 저한테 그 수업 이번 달까지만 한대요.",
    "아 맞다 {s} 나한테 그 카페 다음 주에 문 닫는다고 하더라.",
])
def test_the_one_who_told_the_speaker_is_the_source(name, frame):
    got = turn_claims(SPEAKER, frame.format(s=_subject(name)), [SPEAKER])
    assert (name, [SPEAKER]) in got, got


@pytest.mark.parametrize("text", [
    "거기는 나한테 너무 멀대.",
    "그건 나한테 너무 비싸대.",
])
def test_no_person_without_one(text):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert all(owner in ("someone", SPEAKER) for owner, _ in got), got
