"""Korean two-level hearsay whose source is named first (s39): 'Y한테 들었다고 X가 그러는데 …'
(X says they heard it from Y), 'X가 Y 말 전해줬는데 …' (X passed on Y's words, the object's
particle dropped as chat drops it, the name's familiar 이 kept) and 'X한테 Y 말 들었는데 …',
'Y 말을 X한테 전해 들었는데 …' (Y's words heard through X). The owner is the innermost
source, relayed by the speaker, then the one who passed it on. Invented turns (names and
sentences written for this test)."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.register_ko import heard_said_first
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

SPEAKER, LISTENER, X, Y = "결우", "마린", "승겸", "솔담"
NEWS = ["그 빵집 별로래", "다음 주에 회식 취소됐대"]


def _claims(text: str) -> list[tuple[str, list[str]]]:
    turn = TurnIn(session="sf", date=datetime(2024, 6, 12), turn="sf1", speaker=SPEAKER,
                  text=text)
    x = RuleExtractor().extract([turn], [SPEAKER, LISTENER])[0]
    return [(c.owner, c.relayed_by) for c in x.claims]


@pytest.mark.parametrize("news", NEWS)
@pytest.mark.parametrize("frame", [
    f"{Y}이한테 들었다고 {X}이가 그러는데",
    f"{Y}이한테 들었다고 {X}이가 그러던데",
    f"{Y}이한테서 들었다고 {X}이가 그랬는데",
    f"{Y}이한테 직접 들었다고 {X}이가 그러는데",
    f"근데 {Y}이한테 들었다고 {X}이가 그러는데",
])
def test_source_said_first_with_a_quotative(frame: str, news: str) -> None:
    assert (Y, [SPEAKER, X]) in _claims(f"{frame} {news}.")


@pytest.mark.parametrize("news", NEWS)
@pytest.mark.parametrize("frame", [
    f"{X}이가 {Y}이 말 전해줬는데",
    f"{X}이가 {Y}이 말을 전해 줬는데",
    f"{X}이가 {Y}이 얘기 전해줬는데",
    f"{X}이가 {Y} 말 알려줬는데",
])
def test_words_passed_on_in_chat(frame: str, news: str) -> None:
    assert (Y, [SPEAKER, X]) in _claims(f"{frame} {news}.")


@pytest.mark.parametrize("news", NEWS)
@pytest.mark.parametrize("frame", [
    f"{X}이한테 {Y}이 말 들었는데",
    f"{X}이한테 {Y} 말을 전해 들었는데",
    f"{Y} 말을 {X}이한테 전해 들었는데",
    f"{Y}이 말 {X}이한테 전해 들었는데",
    f"{X}이한테 {Y}이 얘기 전해 들었는데",
])
def test_words_heard_through_someone(frame: str, news: str) -> None:
    assert (Y, [SPEAKER, X]) in _claims(f"{frame} {news}.")


def test_news_about_someone_heard_is_the_teller_s() -> None:
    # 'Y 얘기 들었는데' without 전해 is news about Y: the one who told it holds it
    assert (X, [SPEAKER]) in _claims(f"{X}이한테 {Y}이 얘기 들었는데 걔 이사 간대.")


def test_the_rewrite_keeps_what_is_no_source_said_first() -> None:
    # no subject of the pro-form: nothing to move
    assert heard_said_first(f"{Y}이한테 들었다고 그러는데 그 빵집 별로래.") == (
        f"{Y}이한테 들었다고 그러는데 그 빵집 별로래.")
    # the speaker's own saying ('I told them I heard it from Y') is left as it is
    said = f"{Y}이한테 들었다고 내가 그랬는데 걔가 안 믿더라."
    assert heard_said_first(said) == said
    assert heard_said_first(f"{Y}이한테 들었다고 {X}이가 그러는데 그 빵집 별로래.") == (
        f"{X}이가 {Y}이한테 들었다는데 그 빵집 별로래.")
