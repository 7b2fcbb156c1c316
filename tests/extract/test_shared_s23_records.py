"""Shared layer, twenty-third pass: a turn that relays someone's words and gave no record lands
one for a clause of its own that says when or how often and is no part of what was reported
(the speaker's doing told beside the report); a time inside the report stays the report's.
Invented sentences and names."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

WHEN = datetime(2025, 5, 12)

CASES = [
    # a dated outing of the speaker's, then a teacher's words
    ("은가비", "저 지난주 토요일에 학부모 상담 다녀왔는데요, 담임 선생님께서 애들이 요즘 "
              "많이 피곤해한다고 하시더라고요", "event", "지난주 토요일"),
    # a habit said in a clause of its own (closed by laughter), then a tutor's words
    ("솔마루", "ㅇㅇ 수금마다 감ㅋㅋ 과외쌤이 그러는데 이번 기말 수학 엄청 어렵대", "fact",
     "수금마다"),
    # English: a habit before a coach's words
    ("Wolstan", "I've been rowing every morning this month, my coach says my timing is way "
                "better", "fact", "every morning"),
]


@pytest.mark.parametrize(("speaker", "text", "kind", "said"), CASES)
def test_the_speakers_doing_beside_a_report_lands_as_a_record(speaker, text, kind, said):
    x = extract_lines([(speaker, text)], WHEN)[0]
    assert any(c.relayed_by for c in x.claims), x
    records = x.events if kind == "event" else x.facts
    assert records and said in records[0].text, x
    # the record stands on the speaker's clause, not on the report
    assert all(c.content not in records[0].text for c in x.claims if c.relayed_by), x


@pytest.mark.parametrize(("speaker", "text"), [
    ("Plectrude", "Aethelric said his sister moved to Leeds last month"),
    ("가온누리", "은가비가 그러는데 걔네 언니 지난달에 이사 갔대"),
])
def test_a_time_inside_the_report_is_no_record_of_the_speaker(speaker, text):
    x = extract_lines([(speaker, text)], WHEN)[0]
    assert any(c.relayed_by for c in x.claims), x
    assert not x.events and not x.facts, x
