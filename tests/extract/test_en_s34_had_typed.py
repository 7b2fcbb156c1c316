"""A pronoun's 'd typed without its apostrophe before a past participle (s34): 'hed said …',
'shed told me …', 'wed been told …' — 'had', the pluperfect of a report, as "he'd said …" is
read when typed with it ("she'd heard from her boss …"). The paradigm: he/she/we, the verbs of
saying and knowing in their participle (said, told, mentioned, heard, texted, warned, asked …),
lower case; the report is the pronoun's person's, relayed by the speaker. Invented dialogues
(names and sentences written for this test, none from any data file).

Near readings kept: 'the shed …', 'my shed got flooded' (the noun after a determiner).
"""

from __future__ import annotations

import pytest
from dialogue_check import assert_owned

from cogmem_rdf.extract.register_en import normalise

SPEAKER = "Norbert"
P = "the new bridge is a waste of money"


@pytest.mark.parametrize("verb", ["said", "told me", "mentioned", "texted me", "warned me"])
@pytest.mark.parametrize("typed,who,intro", [
    ("hed", "Ortwin", "I bumped into Ortwin at the station."),
    ("shed", "Clotilde", "I bumped into Clotilde at the station."),
])
def test_had_typed_without_apostrophe(typed, who, intro, verb):
    lines = [("Thomasina", "How was your weekend?"), (SPEAKER, intro),
             (SPEAKER, f"{typed} {verb} {P}")]
    assert_owned(lines, who, [SPEAKER])


@pytest.mark.parametrize("text,restored", [
    ("hed said the pool is shut", "he had said the pool is shut"),
    ("shed told me the pool is shut", "she had told me the pool is shut"),
    ("wed been told", "we had been told"),
    ("the shed said nothing lol", "the shed said nothing lol"),
    ("my shed got flooded", "my shed got flooded"),
])
def test_restored_text(text, restored):
    assert normalise(text) == restored
