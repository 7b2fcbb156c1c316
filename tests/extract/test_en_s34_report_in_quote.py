"""A report inside a quotation (s34): 'Clotilde said "my boss reckons …"', 'Ortwin was like
"Siegfried told me …"', '"My mum thinks …," Clotilde said.' — the quotation is read in the voice
of the one quoted (their 'my', 'me'), so the words are the inner holder's, relayed by the
speaker and the one quoted, as the same report without quotation marks already was. Any verb of
saying or quotative before or after the quotation, double, single or curly marks, a negated inner
frame (its words kept whole). Invented dialogues (names and sentences written for this test,
none from any data file).

Near readings kept: the quoted person's own belief ('… said "I think …"'), a quotation with no
frame in it, 'you told me' inside it (the speaker, not a third person).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

SPEAKER = "Norbert"
OPENER = ("Thomasina", "How was your weekend?")
P = "the new bridge is a waste of money"


def _said(text: str) -> list[tuple[str, str]]:
    return [OPENER, (SPEAKER, text)]


@pytest.mark.parametrize("frame", ["said", "was like", "goes", "texted", "told me", "was all"])
@pytest.mark.parametrize("marks", [('"', '"'), ("'", "'"), ("\u201c", "\u201d")])
@pytest.mark.parametrize("inner,owner", [
    ("my boss reckons", "Clotilde's boss"), ("my mum says", "Clotilde's mum"),
    ("Siegfried told me", "Siegfried"), ("according to Siegfried", "Siegfried"),
    ("my boss doesn't think", "Clotilde's boss"),
])
def test_report_inside_quote(frame, marks, inner, owner):
    o, c = marks
    assert_owned(_said(f"Clotilde {frame} {o}{inner} {P}{c}"), owner, [SPEAKER, "Clotilde"])


@pytest.mark.parametrize("tag", ["Ortwin said", "said Ortwin", "Ortwin told me"])
def test_quotation_first(tag):
    assert_owned(_said(f'"My brother reckons {P}," {tag}.'), "Ortwin's brother",
                 [SPEAKER, "Ortwin"])


@pytest.mark.parametrize("text", [f'Clotilde said "I think {P}."', f'Clotilde said "{P}."',
                                  f'Clotilde said "you told me {P}."'])
def test_quoted_persons_own(text):
    assert_owned(_said(text), "Clotilde", [SPEAKER])
