"""Literals a regular expression cannot match without: a cheap test before a slow search.

``required_literals(rx)`` reads the pattern's parse tree (``re``'s own parser, not a regular
expression over the pattern) and returns a set of strings such that every match of ``rx``
contains at least one of them, or None when it finds no such set. A text that contains none of
them cannot match, so ``Prefilter.may_match`` answering False is exact; True only says "search".

Python's ``re`` tries every branch of a large alternation at every position of the text (an
idiom table of fifty patterns over a clause: ~0.1 ms), while looking the literals up by their
first characters takes a few dozen microseconds.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable
from typing import Any

# the parser ``re.compile`` itself uses (Python 3.11+; ``sre_parse`` before, now deprecated)
_sre: Any = importlib.import_module("re._parser")

_LITERAL = _sre.LITERAL  # the opcode constants live beside the parser
_BRANCH = _sre.BRANCH
_SUBPATTERN = _sre.SUBPATTERN
_REPEATS = {_sre.MAX_REPEAT, _sre.MIN_REPEAT} | (
    {_sre.POSSESSIVE_REPEAT} if hasattr(_sre, "POSSESSIVE_REPEAT") else set())
_ATOMIC = getattr(_sre, "ATOMIC_GROUP", None)


def required_literals(rx: re.Pattern[str] | str) -> frozenset[str] | None:
    """Strings one of which every match contains, or None (none found, or a case-insensitive or
    verbose pattern, where the parse's literals are not the text's)."""
    pattern = rx if isinstance(rx, re.Pattern) else re.compile(rx)
    if pattern.flags & (re.IGNORECASE | re.VERBOSE) or not isinstance(pattern.pattern, str):
        return None
    try:
        tree = _sre.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - a parser of another Python version: no prefilter
        return None
    if _inline_ignorecase(tree):
        return None
    found = _seq(list(tree))
    return frozenset(found) if found else None


def _inline_ignorecase(tree: Any) -> bool:
    """A case-blind group anywhere ('(?i:…)'; a global '(?i)' is in the pattern's flags)."""
    for op, av in tree:
        if op is _SUBPATTERN and av[1] & _sre.SRE_FLAG_IGNORECASE:
            return True
        for sub in _children(op, av):
            if _inline_ignorecase(sub):
                return True
    return False


def _children(op: Any, av: Any) -> list[Any]:
    if op is _BRANCH:
        return list(av[1])
    if op is _SUBPATTERN:
        return [av[3]]
    if op in _REPEATS:
        return [av[2]]
    if op is _ATOMIC:
        return [av]
    if op in (_sre.ASSERT, _sre.ASSERT_NOT):
        return [av[1]]
    return []


# the commonest English function words: a required literal that is only these ("the", " on ")
# is in most texts and filters nothing, so another required part of the pattern is chosen
_COMMON = frozenset(
    "a an the and or but of to in on at for with by from as is are was were be been it its this "
    "that these those not no me my you your he she they we us him her them i over off up down "
    "out away way like must can can't do does did make made have has had get got go so very just "
    "more some any all one".split())


def _selectivity(strings: set[str]) -> tuple[bool, int, int]:
    """Which required set to test: rare enough (every string four characters at least and no
    single common word), then the longest shortest string, then the fewest strings."""
    def rarity(s: str) -> int:
        words = s.split()
        return 0 if len(words) <= 1 and all(w in _COMMON for w in words) else len(s)

    shortest = min(map(rarity, strings))
    return shortest >= _GRAM, shortest, -len(strings)


_GRAM = 4  # a literal to look for is this long at least; found by its first _GRAM characters
_MAX_STRINGS = 64  # an exact run's strings at most (a product of branches grows fast)


def _exact(op: Any, av: Any) -> set[str] | None:
    """The strings an item matches when they are few and fixed, else None."""
    if op is _LITERAL:
        return {chr(av)}
    if op is _SUBPATTERN:
        return _exact_seq(list(av[3]))
    if op is _BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            got = _exact_seq(list(alt))
            if got is None:
                return None
            out |= got
        return out if len(out) <= _MAX_STRINGS else None
    if op in _REPEATS and av[0] == 0 and av[1] == 1:
        got = _exact_seq(list(av[2]))
        return None if got is None else got | {""}
    if op is _sre.IN and all(o is _LITERAL for o, _ in av) and len(av) <= 8:
        return {chr(a) for _, a in av}
    return None


def _exact_seq(items: list[tuple[Any, Any]]) -> set[str] | None:
    out = {""}
    for op, av in items:
        if op is _sre.AT:
            continue  # an anchor matches no text
        got = _exact(op, av)
        if got is None or len(out) * len(got) > _MAX_STRINGS:
            return None
        out = {a + b for a in out for b in got}
    return out


def _seq(items: list[tuple[Any, Any]]) -> set[str] | None:
    """The best required set of a sequence: the strings of a run of fixed items (literals,
    small branches, optional parts: 'went' + ' ' + 'nowhere'), or a required item's own set."""
    candidates: list[set[str]] = []
    run = {""}

    def close() -> None:
        nonlocal run
        if run != {""} and "" not in run:
            candidates.append(run)
        run = {""}

    for op, av in items:
        if op is _sre.AT:
            continue  # zero width: a run goes on across a word boundary
        got = _exact(op, av)
        if got is not None:
            if len(run) * len(got) > _MAX_STRINGS:
                close()
            run = {a + b for a in run for b in got}
            continue
        close()
        inner = _item(op, av)
        if inner:
            candidates.append(inner)
    close()
    if not candidates:
        return None
    return max(candidates, key=_selectivity)


def _item(op: Any, av: Any) -> set[str] | None:
    """The required set of an item that is no fixed run (a group holding a class or a
    repetition, a branch of such, a repetition of at least one)."""
    if op is _SUBPATTERN:
        return _seq(list(av[3]))
    if op is _ATOMIC:
        return _seq(list(av))
    if op is _BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            got = _seq(list(alt))
            if not got:
                return None  # a branch that needs nothing: the whole needs nothing
            out |= got
        return out
    if op in _REPEATS and av[0] >= 1:
        return _seq(list(av[2]))
    return None  # a class, any character, a look-around, a back-reference


class Prefilter:
    """A test every text that one of ``patterns`` matches passes: it contains a required literal
    of a pattern that has rare ones (``_selectivity``), or one of the few patterns without
    (searched one by one, each with its own flags) matches it.

    The literals are found by their first ``_GRAM`` characters: one dict lookup per position of
    the text, whatever the number of literals (a hundred ``in`` tests cost more than the search
    they would spare)."""

    def __init__(self, patterns: Iterable[re.Pattern[str] | str]) -> None:
        union: set[str] = set()
        rest: list[re.Pattern[str]] = []
        for p in patterns:
            pattern = p if isinstance(p, re.Pattern) else re.compile(p)
            got = required_literals(pattern)
            if got is None or not _selectivity(set(got))[0]:
                rest.append(pattern)
                continue
            union |= got
        self.literals = tuple(sorted(
            lit for lit in union if not any(o != lit and o in lit for o in union)))
        by_head: dict[str, list[str]] = {}
        for lit in self.literals:
            by_head.setdefault(lit[:_GRAM], []).append(lit)
        self._by_head = {head: tuple(lits) for head, lits in by_head.items()}
        self.rest = tuple(rest)

    def may_match(self, text: str) -> bool:
        heads = self._by_head
        if heads:
            get = heads.get
            for i in range(len(text) - _GRAM + 1):
                found = get(text[i:i + _GRAM])
                if found is not None and any(text.startswith(lit, i) for lit in found):
                    return True
        return any(p.search(text) is not None for p in self.rest)
