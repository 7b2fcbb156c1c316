"""Openers that only announce the news before a named holder's report (s37), by paradigm, in
edited and in lower-case texting register — invented dialogues (names and sentences written for
this test, none from any data file):

- an imperative or question announcing news: 'Get this, X reckons …', 'get this: …', 'Guess
  what, …', 'Oh and guess what X told me …', 'You know what, …', 'Check this out: …';
- the speaker's finding out: 'Turns out X thinks …', 'It turns out …', 'As it turns out, …';
- a sentence adverb of comment: 'Incidentally X says …';
- a multi-word marker whose first word is an opener of its own: 'Oh my god, X says …' (the
  longest marker first — 'my god' is no relative of the speaker's).

The report after the opener is the named holder's, relayed by the speaker.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the chippy by the station is closing", "the late ferry is a total joke",
        "they're scrapping the night bus"]
FRAMES = ["Theobald reckons", "Theobald told me", "Theobald says", "my cousin thinks",
          "Theobald was saying"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("opener", [
    "Get this,", "Get this:", "Get this -", "Well get this,", "Guess what,", "Oh and guess what",
    "You know what,", "Check this out:", "Turns out", "It turns out", "As it turns out,",
    "Incidentally", "Sure. Incidentally,", "Oh my god,", "omg", "Oh my god.",
    "You won't believe this,",
])
@pytest.mark.parametrize("frame", FRAMES)
def test_opener_then_report(opener, frame, case):
    owner = f"{A}'s cousin" if frame.startswith("my ") else "Theobald"
    for news in NEWS[:2]:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{opener} {frame} {news}"))],
                     owner, [A])
