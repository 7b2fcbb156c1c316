from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import Extraction, TurnIn


@pytest.fixture(scope="session")
def rx() -> RuleExtractor:
    return RuleExtractor()


@pytest.fixture()
def one(rx: RuleExtractor):
    def run(speaker: str, text: str, known: list[str] | None = None) -> Extraction:
        turn = TurnIn(
            session="s1", date=datetime(2024, 6, 12), turn="t1", speaker=speaker, text=text
        )
        return rx.extract([turn], known or [speaker])[0]

    return run
