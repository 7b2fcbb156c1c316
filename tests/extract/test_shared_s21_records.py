"""Shared layer, twenty-first pass: a turn the rules read as a Claim that also says when something
happened (a time expression) or how often (a habit word), with the speaker as a doer (a
first-person subject), lands as a record too — a view told together with something the speaker
did at a time is both; a relayed claim, or a verdict on someone else's dated doing, is not.
Invented sentences and names."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

CASES = [
    # Korean: a dated call of the speaker's, a weekly habit of the speaker's
    ([("이겸", "라온결 요즘 괜찮대?"),
      ("한담", "나 지난주에 라온결이랑 통화했는데 그땐 아무 말 없었는데")], 1, "event"),
    ([("이겸", "주말에 뭐 해?"),
      ("한담", "난 주말마다 공원에서 뛰는 게 일이야ㅋㅋ")], 1, "fact"),
    # English: a habit of the speaker's told with a verdict
    ([("Yselk", "every Sunday I do the crossword and it is always too easy")], 0, "fact"),
]


@pytest.mark.parametrize(("lines", "at", "kind"), CASES)
def test_a_claim_that_says_when_is_a_record_too(lines, at, kind):
    x = extract_lines(lines, datetime(2025, 5, 12))[at]
    assert x.claims, x
    assert (x.events if kind == "event" else x.facts), x


def test_a_claim_without_a_time_stays_a_claim_only():
    x = extract_lines([("Quorvin", "the Galdric gig was unreal")], datetime(2025, 5, 12))[0]
    assert x.claims and not x.events and not x.facts, x


def test_a_verdict_on_someone_elses_dated_doing_lands_no_record():
    # 'I think' is a stance frame, not the speaker doing anything
    x = extract_lines([("Quorvin", "I think Wendric selling his van last year was smart")],
                      datetime(2025, 5, 12))[0]
    assert x.claims and not x.events and not x.facts, x


def test_a_relayed_claim_lands_no_record():
    # the time may be inside what was reported: the teller's word, not the speaker's record
    x = extract_lines([("Tazmyn", "Fenwyra said Wendric adopted two dogs last month")],
                      datetime(2025, 5, 12))[0]
    assert x.claims and not x.events and not x.facts, x


def test_a_question_lands_no_record():
    x = extract_lines([("Quorvin", "was the Galdric gig last Friday any good?")],
                      datetime(2025, 5, 12))[0]
    assert not x.events and not x.facts, x
