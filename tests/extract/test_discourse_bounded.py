"""The discourse memory an extractor keeps is bounded whatever the size of the input: the
sessions seen last and, per session, the context of its last turns (ingest of a large file grew
it ~13 MB per 10k turns before). A retried recent turn still sees the context it saw first."""

from __future__ import annotations

from cogmem_rdf.extract import discourse
from cogmem_rdf.extract.discourse import Discourse


def test_sessions_and_snapshots_are_bounded():
    d = Discourse()
    for i in range(discourse._SESSIONS + 40):
        d.turn(f"s{i}", "Ambrel", turn=f"s{i}:1")
    assert len(d._sessions) == discourse._SESSIONS
    assert ("", "s0") not in d._sessions and ("", f"s{discourse._SESSIONS + 39}") in d._sessions
    for n in range(discourse._SNAPSHOTS + 30):
        d.turn("long", "Ambrel" if n % 2 else "Cortwin", turn=f"long:{n}")
    assert len(d._sessions[("", "long")].before) == discourse._SNAPSHOTS


def test_a_session_used_again_is_kept_and_a_retry_sees_its_first_context():
    d = Discourse()
    first = d.turn("a", "Ambrel", turn="a:1")
    first.note("Quillon")
    d.turn("a", "Cortwin", turn="a:2")
    for i in range(discourse._SESSIONS - 1):
        d.turn(f"s{i}", "Ambrel", turn=f"s{i}:1")
    d.turn("a", "Ambrel", turn="a:3")          # 'a' used again: now the most recent
    d.turn("x", "Ambrel", turn="x:1")          # one more session evicts the oldest, not 'a'
    assert ("", "a") in d._sessions
    again = d.turn("a", "Cortwin", turn="a:2")  # a retry of a:2 sees Quillon as before
    assert again.antecedent() == "Quillon"
