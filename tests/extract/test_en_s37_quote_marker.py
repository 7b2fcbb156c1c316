"""A spoken 'quote' marking a verbatim quotation, with no verb of saying (s37), edited and
lower-case register — invented dialogues (names and sentences written for this test, none from
any data file):

- 'X, quote, "…"', 'X, quote, <clause>', 'my landlord, and I quote, "…"': the words after the
  marker are the named person's, relayed by the speaker (as 'X said, quote, …');
- 'quote X: "…"', 'Quote X, <clause>' (the marker first, 'to quote X' with 'to' dropped).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ['"total rip-off"', "the bakery is a rip-off", "\u201cthe rent is going up\u201d"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner", [
    ("Theobald, quote,", "Theobald"), ("my landlord, and I quote,", f"{A}'s landlord"),
    ("quote Theobald:", "Theobald"), ("Quote Theobald,", "Theobald"),
    ("Theobald Ashcombe, quote,", "Theobald Ashcombe"),
])
def test_quote_marker(frame, owner, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, [A])
