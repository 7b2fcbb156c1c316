"""'went' as a quotative, and 'and then' after a verb of answering (s37), by paradigm, in edited
and in lower-case texting register — invented dialogues (names and sentences written for this
test, none from any data file):

- 'X went, <clause>', 'and then she went, <clause>', 'my landlord went, <clause>': a third
  person's quotative 'went' before speech in the present tense — the clause is theirs,
  relayed by the speaker; 'we went, it was grand' (going somewhere, then a verdict) is not;
- 'X replied, and then <clause>', 'X wrote back, then <clause>': the next event of the story,
  no complement of the verb of answering — no claim of X's.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned, last_extraction, owners

A, B = "Wendelin", "Ermengarde"
SPEECH = ["the bakery is a rip-off", "it's not worth it", "the rent is going up again",
          "they're closing the pier"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner", [
    ("Theobald went,", "Theobald"), ("and then Theobald went,", "Theobald"),
    ("so Theobald went,", "Theobald"), ("my landlord went,", f"{A}'s landlord"),
])
def test_went_quotative(frame, owner, case):
    for speech in SPEECH:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {speech}"))], owner, [A])


@pytest.mark.parametrize("speech", SPEECH)
def test_went_pronoun(speech):
    assert_owned([(B, "any news?"), (A, "I saw Sieglinde at the market."),
                  (A, f"she went, {speech}")], "Sieglinde", [A])


@pytest.mark.parametrize("text", ["we went, it was grand", "I went, it was fine",
                                  "Theobald went, it was grand"])
def test_going_is_no_quotative(text):
    assert_not_owner([(B, "any news?"), (A, "hi"), (A, text)], "Theobald")


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("text", [
    "Theobald replied, and then the bakery closed for good",
    "Theobald wrote back, and then the landlord turned up",
    "Theobald answered, and then the whole thing fell apart",
    "Theobald replied, then the landlord rang",
])
def test_and_then_is_no_complement(text, case):
    x = last_extraction([(B, "any news?"), (A, "hi"), (A, case(text))])
    assert not any(c.owner == "Theobald" for c in x.claims), (text, owners(x))
