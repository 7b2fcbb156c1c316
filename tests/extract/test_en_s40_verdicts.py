"""English verdicts said as replies (s40): after 'Did you try/go to …?' a short verdict judges
what was tried ('So good.'), as after 'How was …?'; advice on going or avoiding given in reply
to such a question is a verdict ('Do not go.', 'You have to go, seriously', 'Avoid.'), while
advice about anything else is not; 'who charges that much for …' judges a price asked as a
question; and 'X was dead set that …', 'X has it (on good authority) that …' are X's. Invented
turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, LISTENER = "Thurstan", "Merewyn"


def _claims(*lines: tuple[str, str]) -> list[tuple[str, list[str], str]]:
    turns = [TurnIn(session="s40e", date=datetime(2024, 6, 12), turn=f"s40e-{i}", speaker=who,
                    text=text) for i, (who, text) in enumerate(lines)]
    x = RuleExtractor().extract(turns, [SPEAKER, LISTENER])[-1]
    return [(c.owner, c.relayed_by, c.polarity) for c in x.claims]


ASKED = ["Did you end up trying the dumpling bar on Quay Lane?",
         "Have you been to the new padel courts yet?", "Did you go to the open mic at the Anchor?"]


@pytest.mark.parametrize("asked", ASKED)
@pytest.mark.parametrize(("reply", "polarity"), [
    ("So good.", "positive"), ("fab", "positive"), ("Amazing!", "positive"),
    ("Do not go.", "negative"), ("don't bother", "negative"), ("Avoid.", "negative"),
    ("You have to go, seriously", "positive"), ("u need to try it", "positive"),
])
def test_a_verdict_after_asking_whether_they_tried_it(asked: str, reply: str,
                                                      polarity: str) -> None:
    assert (SPEAKER, [], polarity) in _claims((LISTENER, asked), (SPEAKER, reply))


@pytest.mark.parametrize(("asked", "reply"), [
    ("How was your day?", "you have to go to the dentist tomorrow, remember"),
    ("How was the party?", "don't go there without me next time"),
    ("Are you coming tonight?", "So good."),
])
def test_advice_on_something_else_is_no_verdict(asked: str, reply: str) -> None:
    assert _claims((LISTENER, asked), (SPEAKER, reply)) == []


def test_a_price_judged_as_a_question() -> None:
    got = _claims((LISTENER, "Did you try the dumpling bar?"),
                  (SPEAKER, "who charges that much for dumplings"))
    assert (SPEAKER, [], "negative") in got


@pytest.mark.parametrize("text", [
    "Wendelin was dead set that the climbing wall is overpriced.",
    "Wendelin has it that the climbing wall is overpriced.",
    "Wendelin has it on good authority that the climbing wall is closing.",
])
def test_an_account_held_firmly(text: str) -> None:
    assert any(o == "Wendelin" and rr == [SPEAKER] for o, rr, _ in _claims((SPEAKER, text)))


@pytest.mark.parametrize("text", ["The landlord's take? The lido is a rip-off.",
                                  "the landlord's verdict? total rip-off"])
def test_a_roles_view_asked_and_answered(text: str) -> None:
    # ('The landlord's take? …': the answer is the role's, as after 'Her take? …')
    assert any(o == "the landlord" and rr == [SPEAKER] for o, rr, _ in _claims((SPEAKER, text)))
