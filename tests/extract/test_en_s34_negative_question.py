"""A report put as a question expecting 'yes' (s34): "Didn't your aunt say you can defer it?",
"doesn't Ortwin reckon …?", "didnt clotilde tell you …" — the negated auxiliary is the
question's, not the frame's: the speaker passes on what the person said or thinks, as 'X said
…' does. The paradigm: didn't/doesn't/wasn't/hasn't/hadn't … (with or without apostrophe), a
name, a kin or role noun with 'your'/'my'/'X's', a vocative before it, verbs of saying and
believing, with or without a question mark. Invented dialogues (names and sentences written for
this test, none from any data file).

Near readings with no claim: a positive question ('Did X say …?'), a negated question with no
report ("Didn't X go to the match?", "Doesn't X like it?"), nothing reported ("Didn't X say
anything?", "Didn't X say?").
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_not_owner, assert_owned

SPEAKER = "Norbert"
CTX = [("Thomasina", "got my summons today"), ("Siegfried", "lol I did it last year")]
P = "the new bridge is a waste of money"


@pytest.mark.parametrize("aux,verb", [("Didn't", "say"), ("didnt", "say"), ("Didn't", "tell you"),
                                      ("Doesn't", "reckon"), ("doesnt", "think"),
                                      ("Didn't", "mention"), ("Hadn't", "said"),
                                      ("Wasn't", "saying")])
@pytest.mark.parametrize("end", ["?", ""])
def test_named_person(aux, verb, end):
    assert_owned([*CTX, (SPEAKER, f"{aux} Ortwin {verb} {P}{end}")], "Ortwin", [SPEAKER])


@pytest.mark.parametrize("text,owner", [
    (f"Thomasina, didn't your aunt say {P}?", "Thomasina's aunt"),
    (f"Didn't my mum say {P}?", f"{SPEAKER}'s mum"),
    (f"Didn't Clotilde's boss tell you {P}?", "Clotilde's boss"),
])
def test_kin_and_role(text, owner):
    assert_owned([*CTX, (SPEAKER, text)], owner, [SPEAKER])


@pytest.mark.parametrize("text", [f"Did Ortwin say {P}?", "Didn't Ortwin go to the match?",
                                  "Doesn't Ortwin like the bridge?", "Didn't Ortwin say anything?",
                                  "Didn't Ortwin say?"])
def test_no_report(text):
    assert_not_owner([*CTX, (SPEAKER, text)], "Ortwin")
