"""Chat's 'like X said, …' for 'as X said, …' (s37), by paradigm, in edited and in lower-case
texting register — invented dialogues (names and sentences written for this test, none from
any data file):

- 'Like X said, …', 'like X says …', 'Like my cousin said, …', 'like X once said, …':
  the clause after is the named holder's, relayed by the speaker (as with 'As X says, …');
- 'Like I said, …' stays the speaker's own, and a filler 'like' ('like, the bakery is …')
  opens no frame.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the bakery is a rip-off", "the new ferry timetable is a joke"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("frame,owner", [
    ("Like Theobald said,", "Theobald"), ("Like Theobald says,", "Theobald"),
    ("like Theobald said", "Theobald"), ("Like my cousin said,", f"{A}'s cousin"),
    ("Like my cousin always says,", f"{A}'s cousin"), ("like Theobald once said,", "Theobald"),
    ("As Theobald said,", "Theobald"),
])
def test_like_x_said(frame, owner, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{frame} {news}"))], owner, [A])


@pytest.mark.parametrize("text", [f"Like I said, {NEWS[0]}", f"like, {NEWS[0]}",
                                  f"Like we said, {NEWS[1]}"])
def test_own(text):
    assert_owned([(B, "any news?"), (A, "hi"), (A, text)], A, [])
    assert_not_owner([(B, "any news?"), (A, "hi"), (A, text)], "Theobald")
