"""A call or message with nothing said after it, then a comma, dash or colon and someone else's
report (s34): 'Clotilde texted, her boss reckons …', 'Clotilde messaged - Ortwin says …',
'Clotilde rang: her boss reckons …' — the report the message passed on: the inner holder's,
relayed by the speaker and the sender (a call already read so after a comma; messages, dashes
and colons now too). Invented dialogues (names and sentences written for this test, none from
any data file).

Near readings kept: the sender's own words after the comma ('Clotilde texted, she says …',
'Clotilde texted, the bridge is …').
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Norbert"
P = "the new bridge is a waste of money"


def _said(text: str) -> list[tuple[str, str]]:
    return [("Thomasina", "hi"), (SPEAKER, text)]


@pytest.mark.parametrize("verb", ["texted", "messaged", "emailed", "rang", "called", "phoned"])
@pytest.mark.parametrize("mark", [",", " -", ":"])
@pytest.mark.parametrize("inner,owner", [("her boss reckons", "Clotilde's boss"),
                                         ("Ortwin says", "Ortwin")])
def test_report_passed_on(verb, mark, inner, owner):
    assert_owned(_said(f"Clotilde {verb}{mark} {inner} {P}."), owner, [SPEAKER, "Clotilde"])


@pytest.mark.parametrize("text", [f"Clotilde texted, she says {P}.", f"Clotilde texted, {P}."])
def test_senders_own_words(text):
    assert_owned(_said(text), "Clotilde", [SPEAKER])
