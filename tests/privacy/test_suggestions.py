"""'did you mean': a misspelt person name gets the closest names (rapidfuzz), not only
substrings."""

from __future__ import annotations

import pytest

from cogmem_rdf.errors import NotFoundError
from cogmem_rdf.privacy import find_subject
from cogmem_rdf.privacy.names import closest, suggestions


@pytest.mark.parametrize(("typed", "best"), [
    ("Junoh", "Junho"),      # transposed letters: no substring of any name
    ("Seyoon", "Seoyeon"),   # letters dropped and swapped
    ("gina", "Gina"),        # case only
    ("Minssu", "Minsu"),     # a letter doubled
])
def test_a_misspelt_name_gets_the_right_suggestion_first(mem, typed, best):
    assert suggestions(mem, typed)[0] == best
    with pytest.raises(NotFoundError, match=rf"did you mean '{best}'"):
        find_subject(mem, typed)


def test_substring_matches_are_still_offered_and_nonsense_gets_none(mem):
    assert {"Junho", "Junho's mom"} <= set(suggestions(mem, "Jun"))
    assert suggestions(mem, "Xqzvw") == []
    with pytest.raises(NotFoundError) as ex:
        find_subject(mem, "Xqzvw")
    assert "did you mean" not in str(ex.value)


def test_korean_names_are_compared_by_letter_not_syllable():
    # one wrong vowel in a two-syllable name is one letter of five, not one syllable of two
    assert closest("민스", ["민수", "서연", "민수의 엄마"]) == ["민수"]
    assert closest("서윤", ["민수", "서연"]) == ["서연"]
