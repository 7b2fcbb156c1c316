"""The ingest pipeline: store turns verbatim, then extract → resolve time → map → validate → insert.

Crash safety comes from ordering: turns are committed first without an extraction status; each
batch's nodes and the batch's status quads are committed in ONE transaction, so a turn is either
fully extracted or still pending, and a re-run resumes the pending ones.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .errors import CogmemError
from .mapping import Mapped, Mapper
from .models import Extraction, TimeValue, TurnIn

BATCH = 32
NODE_TYPES = ("Person", "Event", "Fact", "Claim", "Concept")
Progress = Callable[[int, int], None]


@dataclass
class IngestReport:
    """Counts of one ingest run, shaped like CLI.md's ``ingest --json``."""

    turns: int = 0
    new_turns: int = 0
    nodes: dict[str, int] = field(default_factory=lambda: {k: 0 for k in NODE_TYPES})
    rejected: list[dict[str, str]] = field(default_factory=list)
    seconds: float = 0.0
    tokens: dict[str, int] = field(default_factory=dict)

    def as_json(self) -> dict:
        out = {"turns": self.turns, "new_turns": self.new_turns, "nodes": self.nodes,
               "rejected": self.rejected, "seconds": round(self.seconds, 3)}
        if self.tokens:
            out["tokens"] = self.tokens
        return out


def resolve_times(ex: Extraction, turn: TurnIn) -> Extraction:
    """Fill each event's time from its time expression via the rule table (never a model)."""
    from .timex import resolve

    anchor = turn.date.date()
    for event in ex.events:
        if event.time is not None:
            continue
        sources = [event.time_expression] if event.time_expression else [event.text, turn.text]
        for src in sources:
            found = resolve(src, anchor, ex.lang) if src else []
            if found:
                event.time = TimeValue(value=found[0].value, granularity=found[0].granularity)
                event.time_expression = event.time_expression or found[0].text
                break
    return ex


class Pipeline:
    """Runs extraction batches for one memory; ``Memory.add_turns`` drives it."""

    def __init__(self, memory, mapper: Mapper, validate: bool = True):
        self.memory = memory
        self.mapper = mapper
        self.validate = validate

    def run(self, pending: Sequence[TurnIn], report: IngestReport, progress: Progress | None = None) -> list[tuple[int, str]]:
        vectors: list[tuple[int, str]] = []
        known = self.memory.people()
        for start in range(0, len(pending), BATCH):
            batch = list(pending[start : start + BATCH])
            known.extend(t.speaker for t in batch if t.speaker not in known)
            vectors.extend(self._batch(batch, known, report))
            if progress:
                progress(min(start + BATCH, len(pending)), len(pending))
        return vectors

    def _extract(self, batch: list[TurnIn], known: list[str], report: IngestReport) -> list[tuple[TurnIn, Extraction | str]]:
        extractor = self.memory.extractor
        try:
            results: list[Extraction | str] = list(extractor.extract(batch, known))
        except Exception:  # noqa: BLE001 - fall back to one turn at a time to isolate the failure
            results = []
            for turn in batch:
                try:
                    results.append(extractor.extract([turn], known)[0])
                except Exception as exc:  # noqa: BLE001 - the turn is kept and reported
                    results.append(f"extraction failed: {type(exc).__name__}: {exc}")
        tokens = getattr(extractor, "last_usage", None)
        if tokens:
            for k, n in tokens.items():
                report.tokens[k] = report.tokens.get(k, 0) + n
        return list(zip(batch, results))

    def _map(self, turn: TurnIn, ex: Extraction | str) -> Mapped | str:
        if isinstance(ex, str):
            return ex
        try:
            return self.mapper.extraction(turn, resolve_times(ex, turn))
        except (CogmemError, ValueError) as exc:
            return f"mapping failed: {exc}"

    def _batch(self, batch: list[TurnIn], known: list[str], report: IngestReport) -> list[tuple[int, str]]:
        mapped = [(turn, self._map(turn, ex)) for turn, ex in self._extract(batch, known, report)]
        good = [(t, m) for t, m in mapped if isinstance(m, Mapped)]
        if self.validate and good and not self._conforms(good):
            # find the offending turns one by one; the rest still go in
            checked = []
            for t, m in good:
                checked.append((t, m if self._conforms([(t, m)]) else "SHACL validation failed: " + self._report([(t, m)])))
            mapped = [(t, m) for t, m in mapped if not isinstance(m, Mapped)] + checked
        quads, vectors = [], []
        for turn, m in mapped:
            if isinstance(m, Mapped):
                quads.extend(m.quads)
                vectors.extend(m.vectors)
            else:
                quads.extend(self.mapper.status(turn.turn, "failed", m))
                report.rejected.append({"turn": turn.turn, "error": m})
        self.memory.store.extend(quads)
        return vectors

    def _shacl_graph(self, items):
        quads = []
        for t, m in items:
            quads.extend(self.mapper_turn_quads(t))
            quads.extend(m.quads)
        from .validate import project_rdf11

        return project_rdf11(quads)

    def mapper_turn_quads(self, turn: TurnIn):
        # the turn's own quads make wasDerivedFrom targets typed for SHACL
        return self.mapper.turn(turn, turn.lang or "en", with_label=False).quads

    def _conforms(self, items) -> bool:
        from .validate import validate_graph

        return validate_graph(self._shacl_graph(items)).conforms

    def _report(self, items) -> str:
        from .validate import validate_graph

        text = validate_graph(self._shacl_graph(items)).text
        return " ".join(text.split())[:400]


def now() -> float:
    return time.perf_counter()
