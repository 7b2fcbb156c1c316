"""Per-memory retrieval structures, built on first recall and reused until the memory changes.

The Catalog holds the turn table, BM25 over every anchorable text, the sidecar's vectors, and the
results of the unbound anchor operators indexed by person (a materialised view of
``anchor_records``, ``anchor_claims`` and ``anchor_turns``). It is cached on the ``Memory``
object under the vector sidecar's fingerprint and the store's change token, so a changed memory
(by any process) is re-read and an unchanged one is never read twice.

What stays per question (the controller runs them with the question's bindings): the claim-view
anchor (``anchor_claim_views``, holder bound), ``traverse_records`` from the first hits,
``ground`` of what it reaches, ``intersect`` over the best records of two people and
``traverse_window`` over the question's time window. What is kept here, and why (measured on a
shared 2-core machine): the anchor views, BM25 and the vector matrix, because building them
takes 3.5 s on a 6.3k-turn memory (1.5 s on 838 turns) against a recall p50 of ~30 ms; and in
``cache``: turn positions per speaker/role and per answer type (the answer-type scan of 838
turns took 0.64 s), the node lists per person with their scoring arrays (scoring copied node
lists cost ~37 ms per question at 6.3k turns before), and the last question's BM25 and cosine
scores (several scorers of one question share them).
"""

from __future__ import annotations

import copy
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

import bm25s
import numpy as np

from . import operators as op
from .lexical import tokens


@dataclass
class TurnRow:
    id: str
    label: int | None
    seq: int
    speaker: str
    text: str
    caption: str | None
    session: str
    date: str


@dataclass
class Catalog:
    """Everything recall reuses across questions for one state of one memory."""

    fingerprint: str
    turns: dict[str, TurnRow] = field(default_factory=dict)
    by_seq: list[str] = field(default_factory=list)
    turn_pos: dict[str, int] = field(default_factory=dict)
    turn_labels: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    row_of: dict[int, int] = field(default_factory=dict)
    row_index: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))  # label → row (−1: none)
    bm25: bm25s.BM25 | None = None
    matrix: np.ndarray | None = None
    people: list[str] = field(default_factory=list)
    latest: date | None = None
    records: dict[str, op.Node] = field(default_factory=dict)
    claims: dict[str, op.Node] = field(default_factory=dict)
    person_turns: dict[str, dict[str, str]] = field(default_factory=dict)
    richness: dict[str, float] = field(default_factory=dict)
    cache: dict = field(default_factory=dict)

    # -- views ---------------------------------------------------------------------------------
    def records_of(self, person_iri: str | None, copy: bool = True) -> list[op.Node]:
        """The records of a person, or of everyone: fresh copies (safe to score) unless ``copy`` is
        False (then read them only: the catalog's own nodes are shared by every question)."""
        key = ("records_of", person_iri)
        mine = self.cache.get(key)
        if mine is None:
            mine = self.cache[key] = [n for n in self.records.values() if person_iri is None or person_iri in n.people]
        return [fresh(n) for n in mine] if copy else mine

    def claims_of(self, owner_iri: str | None, target_iri: str | None, copy: bool = True) -> list[op.Node]:
        """Claims of an owner and/or about a target (fresh copies unless ``copy`` is False)."""
        key = ("claims_of", owner_iri, target_iri)
        mine = self.cache.get(key)
        if mine is None:
            mine = self.cache[key] = [n for n in self.claims.values()
                                      if (owner_iri is None or n.owner_iri == owner_iri)
                                      and (target_iri is None or n.target_iri == target_iri)]
        return [fresh(n) for n in mine] if copy else mine

    # -- scores --------------------------------------------------------------------------------
    def _rows(self, labels: np.ndarray) -> np.ndarray:
        idx = self.row_index
        ok = (labels >= 0) & (labels < idx.size)
        return np.where(ok, idx[np.where(ok, labels, 0)] if idx.size else -1, -1)

    def lexical(self, query_tokens: list[str], labels: np.ndarray) -> np.ndarray:
        """BM25 scores of ``labels``, scaled so the best of them is 1 (all 0 when none match)."""
        if self.bm25 is None or not query_tokens or labels.size == 0:
            return np.zeros(labels.size, dtype=np.float32)
        key = tuple(query_tokens)
        hit = self.cache.get("bm25")          # the last question's (tokens, scores)
        if hit is None or hit[0] != key:
            hit = self.cache["bm25"] = (key, self.bm25.get_scores(query_tokens))
        scores = hit[1]
        rows = self._rows(labels)
        out = np.where(rows >= 0, scores[np.maximum(rows, 0)], 0.0).astype(np.float32)
        top = float(out.max())
        return out / top if top > 0 else out

    def dense(self, qvec: np.ndarray | None, labels: np.ndarray) -> np.ndarray:
        """Cosine similarity of the question to each label's vector (0 where none is stored)."""
        if qvec is None or self.matrix is None or labels.size == 0:
            return np.zeros(labels.size, dtype=np.float32)
        rows = self._rows(labels)
        # one product with every stored vector per question, then a gather: copying the rows of a
        # 6k-turn memory's matrix for each call cost more than the product itself
        hit = self.cache.get("cosine")       # the last question's (vector, similarities)
        if hit is None or hit[0] is not qvec:
            hit = self.cache["cosine"] = (qvec, np.dot(self.matrix, qvec))  # np.dot: BLAS gemv; "@" was 40x slower here
        sims = hit[1]
        return np.where(rows >= 0, sims[np.maximum(rows, 0)], 0.0).astype(np.float32)

    def forget_question(self) -> None:
        """Drop the last question's BM25 and cosine scores (everything else here is per memory)."""
        self.cache.pop("bm25", None)
        self.cache.pop("cosine", None)

    # -- turn arrays (positions in ``scored``: the turns with a vector, in dialogue order) -------------
    @property
    def scored(self) -> list[str]:
        got = self.cache.get("scored")
        if got is None:
            got = self.cache["scored"] = [t for t in self.by_seq if self.turns[t].label is not None]
        return got

    @property
    def index_of(self) -> dict[str, int]:
        got = self.cache.get("index_of")
        if got is None:
            got = self.cache["index_of"] = {t: i for i, t in enumerate(self.scored)}
        return got

    def positions(self, key: tuple, turn_ids) -> np.ndarray:
        """Positions in ``scored`` of ``turn_ids`` (cached under ``key``)."""
        got = self.cache.get(key)
        if got is None:
            index = self.index_of
            got = self.cache[key] = np.array(sorted({index[t] for t in turn_ids if t in index}), dtype=np.int64)
        return got

    def richness_array(self) -> np.ndarray:
        got = self.cache.get("richness")
        if got is None:
            got = self.cache["richness"] = np.array([self.richness.get(t, 0.0) for t in self.scored])
        return got

    def role_positions(self, person_iri: str, role: str) -> np.ndarray:
        """Positions of the turns ``person_iri`` speaks (role "speaker") or is only mentioned in."""
        turns = self.person_turns.get(person_iri, {})
        return self.positions(("role", person_iri, role), (t for t, r in turns.items() if r == role))

    def speaker_positions(self, name: str) -> np.ndarray:
        return self.positions(("speaker", name), (t for t in self.scored if self.turns[t].speaker == name))

    @property
    def speakers(self) -> frozenset[str]:
        got = self.cache.get("speakers")
        if got is None:
            got = self.cache["speakers"] = frozenset(t.speaker for t in self.turns.values())
        return got

    def neighbours(self, turn_id: str, span: int = 1) -> list[str]:
        """Turns next to ``turn_id`` in the same session."""
        pos = self.turn_pos.get(turn_id)
        if pos is None:
            return []
        session = self.turns[turn_id].session
        out = []
        for p in range(pos - span, pos + span + 1):
            if p != pos and 0 <= p < len(self.by_seq) and self.turns[self.by_seq[p]].session == session:
                out.append(self.by_seq[p])
        return out


RICH_WORDS = 15


def richness(text: str) -> float:
    """How much a turn says, in [0, 1]: its distinct content words over ``RICH_WORDS``.

    "Thanks! Love that!" says nothing a question could ask about; a turn reporting what someone
    did, with whom and where, names several things.
    """
    return min(1.0, len(set(tokens(text))) / RICH_WORDS)


def fresh(node: op.Node) -> op.Node:
    """A copy of a catalog node that a question may score."""
    out = copy.copy(node)
    out.people = set(node.people)
    out.score = 0.0
    return out


def catalog(mem) -> Catalog:
    """The memory's cached Catalog, rebuilt when the store has changed since it was built (by any process)."""
    token = mem.store.change_token(mem.graph)  # renewed by every write of every process (store/tokens.py)
    cat = getattr(mem, "_recall_catalog", None)
    if cat is not None and not cat.fingerprint.endswith("|" + token):
        mem._index = None  # the sidecar may have changed under us too: reopen (and resync) it
    fp = f"{mem.index.fingerprint}|{token}"
    if cat is not None and cat.fingerprint == fp:
        return cat
    cat = _build(mem, fp)
    mem._recall_catalog = cat
    return cat


def _build(mem, fp: str) -> Catalog:
    cat = Catalog(fingerprint=fp)
    for r in mem.select("op_turns"):
        label = int(r["label"].value) if "label" in r else None
        cat.turns[r["turnId"].value] = TurnRow(
            id=r["turnId"].value, label=label, seq=int(r["seq"].value), speaker=r["speaker"].value,
            text=r["text"].value, caption=r["caption"].value if "caption" in r else None,
            session=r["session"].value, date=r["date"].value)
    cat.by_seq = sorted(cat.turns, key=lambda t: cat.turns[t].seq)
    cat.turn_pos = {t: i for i, t in enumerate(cat.by_seq)}
    cat.richness = {t: richness(row.text) for t, row in cat.turns.items()}
    cat.turn_labels = np.array([cat.turns[t].label for t in cat.by_seq if cat.turns[t].label is not None],
                               dtype=np.int64)
    if cat.turns:
        cat.latest = max(date.fromisoformat(t.date[:10]) for t in cat.turns.values())
    cat.people = sorted({r["name"].value for r in mem.select("people")})
    cat.records = op.anchor_records(mem)
    cat.claims = op.anchor_claims(mem)
    turns: dict[str, dict[str, str]] = defaultdict(dict)
    for person, tid, role in op.anchor_turn_rows(mem):
        if turns[person].get(tid) != "speaker":
            turns[person][tid] = role
    cat.person_turns = dict(turns)
    texts = [(int(r["label"].value), r["text"].value) for r in mem.select("vector_texts")]
    if texts:
        labels = np.array([label for label, _ in texts], dtype=np.int64)
        cat.row_of = {label: i for i, (label, _) in enumerate(texts)}
        cat.row_index = np.full(int(labels.max()) + 1, -1, dtype=np.int64)
        cat.row_index[labels] = np.arange(labels.size)
        cat.bm25 = bm25s.BM25()
        cat.bm25.index([tokens(t) or ["\u2205"] for _, t in texts], show_progress=False)
        cat.matrix = _vectors(mem, labels)
    return cat


def _vectors(mem, labels: np.ndarray) -> np.ndarray:
    """The sidecar's vectors for ``labels`` (zeros for any the index lacks)."""
    index = mem.index
    have = np.array([int(x) in index for x in labels], dtype=bool)
    out = np.zeros((labels.size, index.dim), dtype=np.float32)
    if have.any():
        out[have] = index.vectors(labels[have])
    return out
