"""The forty-fifth pass: a word Kiwi, reading the whole sentence, takes for a proper noun before
its subject or topic particle is a name even where the word alone is a common noun (a given
name that is also a word: '지수' is 'index' alone, a name in '지수는 …간대'). Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER = "서려운"


@pytest.mark.parametrize("text,owner", [
    ("지수는 식 끝나고 바로 포르투갈 간대", "지수"),
    ("근데 유리가 주말에 애 데리고 갔다가 그냥 돌아왔다던데", "유리"),
])
def test_a_proper_noun_in_context_is_the_source(text, owner):
    got = turn_claims(SPEAKER, text, [SPEAKER])
    assert (owner, [SPEAKER]) in got, got
