"""A question that passes news on (s41): 'Did you hear X reckons …?', 'Did you know (that) X
said …?', 'Have you heard that X thinks …?' presuppose the report inside (knowing is factive,
hearing takes it as told), so the speaker passes X's words on. Such turns gave nothing, being
questions. A question whose clause is no report stays a question. Invented turns."""

from __future__ import annotations

import pytest
from dialogue_check import turn_claims

SPEAKER, OTHER = "Thurstan", "Merewyn"
P = "the new bakery is overpriced"


@pytest.mark.parametrize(("text", "owner"), [
    (f"Did you hear Hildred reckons {P}?", "Hildred"),
    (f"Did you know Hildred said {P}?", "Hildred"),
    (f"Did you know that Hildred said {P}?", "Hildred"),
    (f"Have you heard that Hildred thinks {P}?", "Hildred"),
    (f"did u hear hildred reckons {P}??", "Hildred"),
    (f"omg did you hear my sister says {P}?", f"{SPEAKER}'s sister"),
    (f"Did you hear the landlord says {P}?", "the landlord"),
    (f"Lovely weather. Did you hear Hildred swears {P}?", "Hildred"),
    # after openers or a name called
    (f"Lol, did you hear Hildred says {P}?", "Hildred"),
    (f"Dunno but did you hear Hildred says {P}?", "Hildred"),
    (f"Anyway, Merewyn, did you hear Hildred says {P}?", "Hildred"),
])
def test_the_report_inside_is_passed_on(text: str, owner: str) -> None:
    assert (owner, [SPEAKER]) in turn_claims(SPEAKER, text, [SPEAKER, OTHER])


@pytest.mark.parametrize("text", [
    "Did you hear the new bakery is closing?",
    "Did you know you can book online?",
    "Did you see the match?",
])
def test_a_question_of_no_report_gives_no_claim_of_someone_else(text: str) -> None:
    assert all(relay == [] for _, relay in turn_claims(SPEAKER, text, [SPEAKER, OTHER]))
