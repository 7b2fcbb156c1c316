"""Per-memory retrieval structures, built once per state of the memory and kept on disk.

The Catalog holds the turn table, BM25 over every anchorable text (``bm25.BM25``), the
sidecar's vectors as one matrix, the results of the unbound anchor operators indexed by person
(a materialised view of ``anchor_records``, ``anchor_claims`` and ``anchor_turns``) and, per
answer type, the turns that name an instance of it. It is keyed by the store's change token
(renewed by every write of every process) and the vector sidecar's fingerprint, held in the
``Memory``'s catalog slot, and, for a store on disk, saved beside the sidecar
(``<store>/vectors/<memory>/recall/``: numpy arrays memory-mapped on load, the rest as JSON,
no pickle) so that a new process reads it instead of rebuilding it: a cold ``cogmem recall``
on a LoCoMo conversation loads it in ~40 ms where the build takes ~0.6 s (0.4 s vs ~8 s at
6.3k turns). ``Memory.invalidate()`` deletes the saved copy (an erasure must not leave texts in
it).

What stays per question (the controller runs them with the question's bindings): the claim-view
anchor (``anchor_claim_views``, holder bound), ``traverse_records`` from the first hits,
``ground`` of what it reaches, ``intersect`` over the best records of two people and
``traverse_window`` over the question's time window. Why the anchor views are materialised here
instead of run per question with the person bound (measured on a shared 2-core machine,
BENCHMARKS.md § Scale): ``anchor_records`` for one person costs 49 ms on an 838-turn memory and
327 ms on a 6.3k-turn one (``anchor_claims`` 41 / 406 ms) against a recall p50 of ~20-30 ms.
Kept in ``cache`` (in process only): turn positions per speaker/role and per answer type, the
node lists per person with their scoring arrays (scoring copied node lists cost ~37 ms per
question at 6.3k turns before), and the last question's BM25 and cosine scores (several
scorers of one question share them).
"""

from __future__ import annotations

import copy
import hashlib
import json
import logging
import os
import shutil
import tempfile
from collections import defaultdict
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from . import answer_types as at
from . import operators as op
from .bm25 import BM25
from .lexical import tokens

if TYPE_CHECKING:
    from ..memory import Memory

log = logging.getLogger(__name__)
FORMAT = 2  # 2: the lexical keys keep the month May (lexical.tokens)


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
    # label → row (−1: none)
    row_index: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    bm25: BM25 | None = None
    matrix: np.ndarray | None = None
    people: list[str] = field(default_factory=list)
    latest: date | None = None
    records: dict[str, op.Node] = field(default_factory=dict)
    claims: dict[str, op.Node] = field(default_factory=dict)
    person_turns: dict[str, dict[str, str]] = field(default_factory=dict)
    richness: dict[str, float] = field(default_factory=dict)
    # type name → turn ids naming one
    answer_types: dict[str, frozenset[str]] = field(default_factory=dict)
    cache: dict = field(default_factory=dict)

    # -- views ---------------------------------------------------------------------------------
    def records_of(self, person_iri: str | None) -> list[op.Node]:
        """The records of a person, or of everyone: the catalog's own nodes, shared by every
        question, so read them only (``controller.score_nodes`` copies the ones it keeps)."""
        key = ("records_of", person_iri)
        mine = self.cache.get(key)
        if mine is None:
            mine = self.cache[key] = [
                n for n in self.records.values() if person_iri is None or person_iri in n.people
            ]
        return mine

    def claims_of(self, owner_iri: str | None, target_iri: str | None) -> list[op.Node]:
        """Claims of an owner and/or about a target (the catalog's own nodes: read them only)."""
        key = ("claims_of", owner_iri, target_iri)
        mine = self.cache.get(key)
        if mine is None:
            mine = self.cache[key] = [n for n in self.claims.values()
                                      if (owner_iri is None or n.owner_iri == owner_iri)
                                      and (target_iri is None or n.target_iri == target_iri)]
        return mine

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
            hit = self.cache["bm25"] = (key, self.bm25.scores(query_tokens))
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
            # np.dot: BLAS gemv; "@" was 40x slower here
            hit = self.cache["cosine"] = (qvec, np.dot(self.matrix, qvec))
        sims = hit[1]
        return np.where(rows >= 0, sims[np.maximum(rows, 0)], 0.0).astype(np.float32)

    def forget_question(self) -> None:
        """Drop the last question's BM25 and cosine scores (everything else here is per memory)."""
        self.cache.pop("bm25", None)
        self.cache.pop("cosine", None)

    # -- turn arrays (positions in ``scored``: the turns with a vector, in dialogue order) ---------
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
            got = self.cache[key] = np.array(
                sorted({index[t] for t in turn_ids if t in index}), dtype=np.int64
            )
        return got

    def richness_array(self) -> np.ndarray:
        got = self.cache.get("richness")
        if got is None:
            got = self.cache["richness"] = np.array(
                [self.richness.get(t, 0.0) for t in self.scored]
            )
        return got

    def asking_array(self) -> np.ndarray:
        """Per scored turn, 1 for a turn that ends with a question ("… What kind are they?"),
        else 0: such a turn asks; what it asks about is told in the turns after it."""
        got = self.cache.get("asking")
        if got is None:
            got = self.cache["asking"] = np.array(
                [1.0 if self.turns[t].text.rstrip().endswith(("?", "\uff1f")) else 0.0
                 for t in self.scored], dtype=np.float64)
        return got

    def role_positions(self, person_iri: str, role: str) -> np.ndarray:
        """Positions of the turns ``person_iri`` speaks (role "speaker") or is only mentioned in."""
        turns = self.person_turns.get(person_iri, {})
        return self.positions(
            ("role", person_iri, role), (t for t, r in turns.items() if r == role)
        )

    def speaker_positions(self, name: str) -> np.ndarray:
        return self.positions(
            ("speaker", name), (t for t in self.scored if self.turns[t].speaker == name)
        )

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
            if (
                p != pos
                and 0 <= p < len(self.by_seq)
                and self.turns[self.by_seq[p]].session == session
            ):
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


def current(mem: Memory, cat: Catalog | None) -> Catalog:
    """The catalog of ``mem``'s present state: ``cat`` if still current, else the saved copy of
    this state, else a new build (saved when the store is on disk)."""
    # renewed by every write of every process (store/tokens.py)
    token = mem.store.change_token(mem.graph)
    if cat is not None and cat.fingerprint.endswith("|" + token):
        return cat
    if cat is not None:
        mem.reopen_index()  # the sidecar may have changed under us too: reopen (and resync) it
    folder = mem.recall_dir
    if folder is not None:
        fp = f"{mem.stored_index_fingerprint()}|{token}"
        saved = _load(folder, fp)
        if saved is not None:
            return saved
    fp = f"{mem.index.fingerprint}|{token}"
    cat = _build(mem, fp)
    if folder is not None:
        _save(cat, folder)
    return cat


def _build(mem: Memory, fp: str) -> Catalog:
    cat = Catalog(fingerprint=fp)
    for r in mem.select("op_turns"):
        label = int(r["label"].value) if "label" in r else None
        cat.turns[r["turnId"].value] = TurnRow(
            id=r["turnId"].value, label=label, seq=int(r["seq"].value), speaker=r["speaker"].value,
            text=r["text"].value, caption=r["caption"].value if "caption" in r else None,
            session=r["session"].value, date=r["date"].value)
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
        cat.bm25 = BM25.build([tokens(t) or ["\u2205"] for _, t in texts])
        cat.matrix = _vectors(mem, labels)
        cat.row_index = np.full(int(labels.max()) + 1, -1, dtype=np.int64)
        cat.row_index[labels] = np.arange(labels.size)
    exclude = frozenset(
        w.casefold() for t in cat.turns.values() for w in [t.speaker, *t.speaker.split()]
    )
    found: dict[str, set[str]] = {name: set() for name in at.TYPES}
    # turn by turn: the types share its tokens (answer_types._words_of)
    for tid, row in cat.turns.items():
        for name, kind in at.TYPES.items():
            if at.is_instance(kind, row.text, exclude, row.caption):
                found[name].add(tid)
    cat.answer_types = {name: frozenset(tids) for name, tids in found.items()}
    _derive(cat)
    return cat


def _derive(cat: Catalog) -> None:
    """The fields computed from the turn table (not saved)."""
    cat.by_seq = sorted(cat.turns, key=lambda t: cat.turns[t].seq)
    cat.turn_pos = {t: i for i, t in enumerate(cat.by_seq)}
    cat.richness = {t: richness(row.text) for t, row in cat.turns.items()}
    cat.turn_labels = np.array(
        [cat.turns[t].label for t in cat.by_seq if cat.turns[t].label is not None], dtype=np.int64
    )
    if cat.turns:
        cat.latest = max(date.fromisoformat(t.date[:10]) for t in cat.turns.values())


def _vectors(mem: Memory, labels: np.ndarray) -> np.ndarray:
    """The sidecar's vectors for ``labels`` (zeros for any the index lacks)."""
    index = mem.index
    have = np.array([int(x) in index for x in labels], dtype=bool)
    out = np.zeros((labels.size, index.dim), dtype=np.float32)
    if have.any():
        out[have] = index.vectors(labels[have])
    return out


# -- the saved copy -------------------------------------------------------------------------------
def _key(fp: str) -> str:
    return hashlib.sha256(fp.encode("utf-8")).hexdigest()[:24]


def _node_json(n: op.Node) -> list:
    return [n.iri, n.type, n.label, n.text, n.turns, n.owner, sorted(n.relayers.items()), n.target,
            list(n.time) if n.time else None, [d.isoformat() for d in n.span] if n.span else None,
            n.time_expression, sorted(n.people), n.owner_iri, n.target_iri, n.status]


def _node(row: list) -> op.Node:
    (iri, kind, label, text, turns, owner, relayers, target, time, span, expression, people,
     owner_iri, target_iri, status) = row
    return op.Node(
        iri=iri,
        type=kind,
        label=label,
        text=text,
        turns=turns,
        owner=owner,
        relayers={int(h): name for h, name in relayers},
        target=target,
        time=tuple(time) if time else None,
        span=(date.fromisoformat(span[0]), date.fromisoformat(span[1])) if span else None,
        time_expression=expression,
        people=set(people),
        owner_iri=owner_iri,
        target_iri=target_iri,
        status=status,
    )


def _save(cat: Catalog, folder: Path) -> None:
    """Write ``cat`` as ``folder/<key of its fingerprint>/`` (atomically) and drop older copies."""
    final = folder / _key(cat.fingerprint)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".tmp-", dir=folder))
    except OSError as exc:
        log.info("recall catalog not saved (%s)", exc)
        return
    try:
        doc = {"format": FORMAT, "fingerprint": cat.fingerprint, "people": cat.people,
               "turns": [list(asdict(t).values()) for t in cat.turns.values()],
               "records": [_node_json(n) for n in cat.records.values()],
               "claims": [_node_json(n) for n in cat.claims.values()],
               "person_turns": cat.person_turns,
               "answer_types": {k: sorted(v) for k, v in cat.answer_types.items()}}
        (tmp / "catalog.json").write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        if cat.bm25 is not None and cat.matrix is not None:
            cat.bm25.save(tmp)
            np.save(tmp / "matrix.npy", cat.matrix)
            np.save(tmp / "row_index.npy", cat.row_index)
        try:
            os.rename(tmp, final)
        except OSError:  # another process saved the same state first
            return
        for old in folder.iterdir():
            if old.name != final.name and not old.name.startswith(".tmp-"):
                shutil.rmtree(old, ignore_errors=True)
    except OSError as exc:
        log.info("recall catalog not saved (%s)", exc)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _load(folder: Path, fp: str) -> Catalog | None:
    """The saved catalog of state ``fp``, or None (missing, other state, unreadable)."""
    path = folder / _key(fp)
    try:
        doc = json.loads((path / "catalog.json").read_text(encoding="utf-8"))
        if doc.get("format") != FORMAT or doc.get("fingerprint") != fp:
            return None
        cat = Catalog(fingerprint=fp, people=doc["people"], person_turns=doc["person_turns"])
        cat.turns = {row[0]: TurnRow(*row) for row in doc["turns"]}
        cat.records = {row[0]: _node(row) for row in doc["records"]}
        cat.claims = {row[0]: _node(row) for row in doc["claims"]}
        cat.answer_types = {k: frozenset(v) for k, v in doc["answer_types"].items()}
        if (path / "matrix.npy").exists():
            cat.bm25 = BM25.load(path)
            cat.matrix = np.load(path / "matrix.npy", mmap_mode="r")
            cat.row_index = np.load(path / "row_index.npy", mmap_mode="r")
    except (OSError, ValueError, KeyError, TypeError) as exc:
        if not isinstance(exc, FileNotFoundError):
            log.warning("ignoring the saved recall catalog %s: %s", path, exc)
        return None
    _derive(cat)
    return cat


def delete_saved(folder: Path | None) -> None:
    """Remove every saved catalog of a memory (after an erasure: they hold its texts)."""
    if folder is not None:
        shutil.rmtree(folder, ignore_errors=True)
