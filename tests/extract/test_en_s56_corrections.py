"""The fifty-sixth pass, English: a source corrected in the same breath — a denied cleft ('it
wasn't X who said …, it was Y'), a denial answered by who did say it ('X didn't say …, Y did' /
'X never told me that. Y did.') and a source taken back after the words ('…, according to X.
Well, not X, Y.'): the words are the corrected one's, never the denied one's, and a possessive
in the correction points back to the one denied. Names and sentences invented here, in no data
file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "Wendeline Okparo"
LISTENER = "Casimir Trevanion"


def said(text: str, before: str = "Any news?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("It wasn't Ysolde who said the quarry road is dangerous, it was her uncle.",
     "Ysolde's uncle"),
    ("It wasn't Ysolde that told me the quarry road is dangerous - it was Dragoslav.",
     "Dragoslav"),
    ("Ysolde didn't say the quarry road is dangerous, her uncle did.", "Ysolde's uncle"),
    ("Ysolde never said the quarry road is dangerous. Her uncle did.", "Ysolde's uncle"),
    ("The quarry road is dangerous, according to Ysolde. Well, not Ysolde, her uncle.",
     "Ysolde's uncle"),
    ("My neighbour told me the quarry road is dangerous. Sorry, not my neighbour, my landlord.",
     f"{SPEAKER}'s landlord"),
    ("Ysolde reckons the quarry road is dangerous - actually no, not Ysolde, it was Dragoslav.",
     "Dragoslav"),
])
def test_a_corrected_source_holds_the_words(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got
    assert not any(o == "Ysolde" or o.endswith("'s neighbour") for o, _ in got), got


@pytest.mark.parametrize("text", [
    # (guards: no correction — a denial with no one named instead, a plain 'not X' contrast)
    "Ysolde didn't say the quarry road is dangerous, and nobody else did either.",
    "Not Ysolde, but I think the quarry road is dangerous.",
])
def test_no_correction_no_new_source(text):
    got = said(text)
    assert not any("uncle" in o or o == "Dragoslav" for o, _ in got), got
