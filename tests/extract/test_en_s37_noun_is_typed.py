"""A thing's noun with the 's of 'is' typed without its apostrophe, in a reported clause (s37),
by paradigm, lower-case texting register — invented dialogues (names and sentences written for
this test, none from any data file):

- 'X reckons the bakerys closing', 'X says the ferrys late again', 'my cousin said the
  libarys shut': a noun the extractor does not know, then a participle or a word that follows
  'is' — the report is X's, relayed by the speaker;
- with a trailing laugh or hedge ('… lol', '… tbh').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"


@pytest.mark.parametrize("frame,owner", [("theobald reckons", "Theobald"),
                                         ("theobald said", "Theobald"),
                                         ("my cousin says", f"{A}'s cousin")])
@pytest.mark.parametrize("news", ["the bakerys closing", "the ferrys late again",
                                  "the bakerys shut on mondays", "the boilers broken again",
                                  "the bakerys closing lol", "the ferrys always late tbh"])
def test_noun_is_typed(frame, owner, news):
    assert_owned([(B, "any news?"), (A, "hi"), (A, f"{frame} {news}")], owner, [A])
