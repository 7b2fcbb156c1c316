"""Run the rule extractor over a scripted dialogue and check each turn's expectation (shared by
the Korean dialogue tests): ``(speaker, text, expected)`` rows, ``expected`` an ``(owner,
relay chain)`` claim, ``"record"`` (an Event or Fact and no claim), ``"none"`` (no claim) or
None (not checked)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from cogmem_rdf.bench.natural import natural_name
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

#: a turn's expectation: an (owner, relay chain) claim, "record", "none", or None (unchecked)
Exp = tuple[str, list[str]] | str | None


def extract_lines(lines: Sequence[tuple[str, str]], day: datetime,
                  session: str = "s1") -> list[Any]:
    """The rule extractor's output for ``(speaker, text)`` lines, one session, in order."""
    turns = [
        TurnIn(session=session, date=day, turn=f"{session}:{i}", speaker=who, text=text, seq=i)
        for i, (who, text) in enumerate(lines)
    ]
    return RuleExtractor().extract(turns, [])


def last_extraction(lines: Sequence[tuple[str, str]],
                    day: datetime = datetime(2025, 4, 7)) -> Any:
    """The rule extractor's output for the last of ``(speaker, text)`` lines (one session)."""
    return extract_lines(lines, day)[-1]


def turn_extraction(speaker: str, text: str, known: Sequence[str],
                    lang: str | None = None) -> Any:
    """The rule extractor's output for one turn said alone."""
    turn = TurnIn(session="one", date=datetime(2024, 6, 12), turn="one:1", speaker=speaker,
                  text=text, lang=lang)
    return RuleExtractor().extract([turn], list(known))[0]


def turn_claims(speaker: str, text: str, known: Sequence[str],
                lang: str | None = None) -> list[tuple[str, list[str]]]:
    """(owner, relay chain) of each Claim the rule extractor reads in one turn said alone."""
    return owners(turn_extraction(speaker, text, known, lang))


def owners(x: Any) -> list[tuple[str, list[str]]]:
    """(owner, relay chain) of each Claim of one extraction, for assertion messages."""
    return [(c.owner, list(c.relayed_by)) for c in x.claims]


def persons(x: Any) -> set[str]:
    """Every person an extraction names: mentions, owners, relayers, person targets,
    participants and fact subjects."""
    out = set(x.mentions)
    for c in x.claims:
        out |= {c.owner, *c.relayed_by}
        if c.target_kind == "person":
            out.add(c.target)
    for e in x.events:
        out |= set(e.participants)
    out |= {f.subject for f in x.facts}
    return out


def owned(claims: Sequence[Any], owner: str, chain: list[str]) -> bool:
    return any(
        natural_name(c.owner) == natural_name(owner)
        and [natural_name(p) for p in c.relayed_by] == [natural_name(p) for p in chain]
        for c in claims
    )


def assert_owned(lines: Sequence[tuple[str, str]], owner: str, chain: list[str]) -> None:
    """The last of ``lines`` holds a claim of ``owner`` relayed by ``chain``."""
    x = last_extraction(lines)
    assert owned(x.claims, owner, chain), (lines[-1][1], owners(x))


def assert_not_owner(lines: Sequence[tuple[str, str]], owner: str) -> None:
    """No claim of the last of ``lines`` is ``owner``'s."""
    x = last_extraction(lines)
    assert not any(c.owner == owner for c in x.claims), (lines[-1][1], owners(x))


def check_dialogue(rows: Sequence[tuple[str, str, Exp]], session: str, day: datetime,
                   lang: str = "ko") -> None:
    turns = [
        TurnIn(session=session, date=day, turn=f"{session}:{i}", speaker=sp, text=tx, lang=lang)
        for i, (sp, tx, _) in enumerate(rows)
    ]
    xs = RuleExtractor().extract(turns, [])
    for (_sp, tx, exp), x in zip(rows, xs, strict=True):
        got = [(c.owner, c.relayed_by) for c in x.claims]
        if exp == "record":
            assert (x.events or x.facts) and not x.claims, (tx, got)
        elif exp == "none":
            assert not x.claims, (tx, got)
        elif exp is not None:
            assert owned(x.claims, *exp), (tx, exp, got)
