"""English construction of the thirty-second pass, found with an invented battery (topics
invented here): after a record, a comma splice whose definite subject has up to three words and
a copula opens a verdict of the speaker's own ('I went too, the big red one is stunning') — not
after a clause that reports ('heard it from X, the …': what was heard), nor with a relative in
the subject ('the electrician that we hired')."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction as _last
from dialogue_check import owned
from dialogue_check import owners as _owners

SPEAKER = "Quillane"
LISTENER = "Brisovar"


@pytest.mark.parametrize("record", ["I went too", "we went on Friday", "I saw it last week"])
@pytest.mark.parametrize("verdict", ["the big red one is stunning",
                                     "the new main stage was awful",
                                     "the little corner cafe is overpriced"])
def test_verdict_after_a_comma_splice(record, verdict):
    text = f"{record}, {verdict}"
    x = _last([(LISTENER, "did you see the show?"), (SPEAKER, text)])
    assert owned(x.claims, SPEAKER, []), (text, _owners(x))


@pytest.mark.parametrize("text", ["I saw the big red one, the one by the door",
                                  "we went to the old town hall, the one with the clock"])
def test_a_noun_phrase_after_the_comma_is_no_verdict(text):
    x = _last([(LISTENER, "did you see the show?"), (SPEAKER, text)])
    assert not x.claims, (text, _owners(x))


# after a frame that reports, the clause after the comma is what was reported, not a verdict
@pytest.mark.parametrize("text,owner", [
    ("I heard it straight from Hollisk, the new choir leader is brilliant", "Hollisk"),
    ("Hollisk said it was fine, the new choir leader is brilliant", "Hollisk"),
])
def test_after_a_report_the_clause_is_reported(text, owner):
    x = _last([(LISTENER, "did you see the show?"), (SPEAKER, text)])
    assert owned(x.claims, owner, [SPEAKER]), (text, _owners(x))


# a relative after the role is an apposition, no subject of a verdict
def test_role_with_a_relative_is_no_verdict_subject():
    lines = [(LISTENER, "any news?"),
             (SPEAKER, "Hollisk came round yesterday, the electrician that we hired. he said "
                       "the wiring is ancient")]
    x = _last(lines)
    assert owned(x.claims, "Hollisk", [SPEAKER]), _owners(x)


# after a lead frame and its source ('according to X at work,'), the clause is X's
@pytest.mark.parametrize("lead", ["honestly, according to Hollisk at work,",
                                  "according to Hollisk,", "per Hollisk,"])
def test_after_a_lead_the_clause_is_the_sources(lead):
    text = f"{lead} the leisure centre pool is shutting for repairs in March"
    x = _last([(LISTENER, "any news?"), (SPEAKER, text)])
    assert owned(x.claims, "Hollisk", [SPEAKER]), (text, _owners(x))
