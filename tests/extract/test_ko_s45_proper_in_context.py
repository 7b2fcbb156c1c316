"""The forty-fifth pass: a word Kiwi, reading the whole sentence, takes for a proper noun before
its subject or topic particle is a name even where the word alone is a common noun (a given
name that is also a word: '인재' is 'talent' alone, a name in '인재는 …간대'). Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "서려운"


@pytest.mark.parametrize("text,owner", [
    ("인재는 다음 주에 바로 리스본 간대", "인재"),
    ("인재는 내일 아침에 부산 간대", "인재"),
])
def test_a_proper_noun_in_context_is_the_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got
