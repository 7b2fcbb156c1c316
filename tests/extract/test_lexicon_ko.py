"""Korean polarity from the lexicon: a Sino-Korean negating prefix turns the word after it over.
Invented phrases."""

import pytest

from cogmem_rdf.extract.lexicon import ko_polarity


@pytest.mark.parametrize(("text", "expected"), [
    ("그 가게 직원들 진짜 불친절해", "negative"),
    ("그 가게 직원들 진짜 친절해", "positive"),
    ("솔직히 좀 비호감이야", "negative"),
    ("걔는 일을 너무 불성실하게 해", "negative"),
])
def test_a_negating_prefix_turns_the_word_over(text, expected):
    assert ko_polarity(text) == expected
