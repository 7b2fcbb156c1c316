"""A view said with a tag asking for agreement (s41): "it's too dear, don't you think?", "way too
steep, wouldn't you say?" assert the speaker's view as "…, isn't it?" and "…, right?" did; they
were read as questions and gave nothing. Invented turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "Thurstan", "Merewyn"


@pytest.mark.parametrize("text", [
    "it's too dear, don't you think?",
    "way too steep, wouldn't you say?",
    "the new bakery is overpriced, wouldn't you agree?",
    "the new timetable is a joke, dont u think?",
])
def test_a_view_with_an_agreement_tag_is_the_speakers(text: str) -> None:
    assert (SPEAKER, []) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


def test_a_real_question_stays_one() -> None:
    assert turn_claims(SPEAKER, "Do you think the new bakery is any good?", [SPEAKER, OTHER]) == []
