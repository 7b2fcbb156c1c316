"""A report with a teller named after it, outside it (s37), by paradigm, in edited and in
lower-case texting register — invented dialogues (names and sentences written for this test,
none from any data file):

- 'B said …, or so A claims', '… (or so A claims)', '… - or so A swears', '…, or so A told
  me', '…, A told me': A told the speaker what B said — B's view, relayed by the speaker and A
  (nested hearsay with the outer teller postposed);
- the teller a relative of the speaker's ('or so my cousin swears') or a pronoun for someone
  named before ('or so he claims');
- kept apart: '… , her boss told her' names where the reporter had it from (one level further
  down), and a bare '…, or so A claims' after news with no frame of its own is A's.
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

A, B = "Wendelin", "Ermengarde"
NEWS = ["the bakery is closing", "the new ferry timetable is a joke"]


@pytest.mark.parametrize("case", [str, str.lower])
@pytest.mark.parametrize("report,holder", [
    ("Sieglinde said", "Sieglinde"), ("Sieglinde reckons", "Sieglinde"),
    ("Sieglinde thinks", "Sieglinde"), ("Sieglinde's boss said", "Sieglinde's boss"),
])
@pytest.mark.parametrize("tail,teller", [
    (", or so Theobald claims", "Theobald"), (" (or so Theobald claims)", "Theobald"),
    (", or so Theobald says", "Theobald"), (" - or so Theobald swears", "Theobald"),
    (", or so Theobald told me", "Theobald"), (", Theobald told me", "Theobald"),
    # (s38: a present or plural telling, 'tells me', 'told us')
    (", or so Theobald tells me", "Theobald"), (", or so Theobald told us", "Theobald"),
    (", or so my cousin insists", f"{A}'s cousin"),
])
def test_teller_after_report(report, holder, tail, teller, case):
    for news in NEWS:
        assert_owned([(B, "any news?"), (A, "hi"), (A, case(f"{report} {news}{tail}"))],
                     holder, [A, teller])


@pytest.mark.parametrize("news", NEWS)
def test_pronoun_teller(news):
    assert_owned([(B, "any news?"), (A, "Theobald came by."),
                  (A, f"Sieglinde said {news}, or so he claims")], "Sieglinde", [A, "Theobald"])


@pytest.mark.parametrize("news", NEWS)
def test_kept_apart(news):
    assert_owned([(B, "any news?"), (A, "hi"), (A, f"Sieglinde said {news}, her boss told her")],
                 "Sieglinde's boss", [A, "Sieglinde"])
    assert_owned([(B, "any news?"), (A, "hi"), (A, f"{news}, or so Theobald claims")],
                 "Theobald", [A])
    assert_owned([(B, "any news?"), (A, "hi"), (A, f"{news}, or so Theobald tells me")],
                 "Theobald", [A])
