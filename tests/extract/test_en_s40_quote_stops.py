"""A stop inside a quotation ends no sentence of the turn (s40): '"The gym? Total rip-off,"
X said.' and '"Honestly? It's a rip-off." That's what X said.' are X's words, passed on by the
speaker; an unclosed quotation mark still lets the sentences after it go their own way.
Invented turns (names and sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.en_parse import sentences
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER = "Thurstan"


def _claims(text: str) -> list[tuple[str, list[str]]]:
    t = TurnIn(session="s40q", date=datetime(2024, 6, 12), turn="s40q-1", speaker=SPEAKER,
               text=text)
    return [(c.owner, c.relayed_by) for c in RuleExtractor().extract([t], [SPEAKER])[0].claims]


@pytest.mark.parametrize("holder", ["Wendelin", "my aunt", "the manager"])
@pytest.mark.parametrize("form", [
    '"The lido? Total rip-off," {X} said.',
    '"Honestly? The lido is a rip-off." That\'s what {X} said.',
    '“Is the lido worth it? No. Rip-off,” {X} said.',
])
def test_a_stop_inside_a_quotation(holder: str, form: str) -> None:
    owner = {"my aunt": f"{SPEAKER}'s aunt"}.get(holder, holder)
    text = form.format(X=holder)
    assert (owner, [SPEAKER]) in _claims(text[0].upper() + text[1:])


def test_an_unclosed_quotation_leaves_the_turn_as_it_was() -> None:
    assert sentences('He said "no way. I left. Anyway bye') == [
        'He said "no way.', "I left.", "Anyway bye"]
    assert sentences('"Is it good? No," she said. Fine.') == ['"Is it good? No," she said.',
                                                             "Fine."]
