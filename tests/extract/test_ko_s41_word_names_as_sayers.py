"""A given name that is also a Korean word ('나비', '구름') as the sayer of a report whose clause
points at a thing ('X가 그 빵집 너무 비싸다고 하더라', 'X는 거기 별로래', 'X가 그 카페 비싸다던데')
(s41): the demonstrative makes the pointed thing the reported clause's own subject, so X stands
outside it, the sayer — as a second subject marked by its particle already did ('X는 Y가 Z래').
The owner was 'someone'. A word that names no one stays none ('날씨가 그 정도면 괜찮다고
하더라'). Invented turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "결우", "마린"


@pytest.mark.parametrize(("text", "owner"), [
    ("나비가 그 빵집 너무 비싸다고 하더라.", "나비"),
    ("나비가 그 빵집 너무 비싸다던데.", "나비"),
    ("구름은 거기 완전 별로래.", "구름"),
    ("구름이 그 카페 커피가 너무 쓰다고 하더라.", "구름"),
])
def test_a_word_name_says_what_the_clause_points_at(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER], lang="ko")


def test_a_word_of_no_one_stays_no_sayer() -> None:
    text = "날씨가 그 정도면 괜찮다고 하더라."
    owners = [o for o, _ in turn_claims(SPEAKER, text, [SPEAKER, OTHER], lang="ko")]
    assert "날씨" not in owners


def test_a_pointer_further_in_the_clause_makes_no_outer_sayer() -> None:
    # '캠핑장은 … 세솔이가 거기 …대': the pointer comes after the clause's own sayer, so the topic
    # before is what is talked about, no sayer of it; only a pointer right after the word (or
    # after one adverb) makes that word the sayer
    from cogmem_rdf.extract.ko_parse import _subject_of_report

    far = "캠핑장은 강 건너 어때 세솔이가 거기 완전 좋대".split()
    near = "구름은 거기 완전 별로래".split()
    assert not _subject_of_report(far, 0, len(far))
    assert _subject_of_report(near, 0, len(near))
