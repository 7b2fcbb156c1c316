"""Scale (BENCHMARKS.md § Scale): N memories of one LoCoMo conversation in ONE on-disk store.

What runs, in order, for ``counts = (1, 10, 100)``:

1. Memory 0 is ingested for real (load, extract, validate, store, embed), end to end and timed.
2. Going from one level to the next, memories ``existing .. N-2`` are *replicated, not
   re-extracted*: memory 0's quads are copied under the new memory id with every instance IRI
   re-minted for it (person and concept IRIs are re-hashed from the renamed name), the two
   speakers renamed in every literal (names, labels, turn and node texts, questions) and every
   date moved ``i`` years later for copy ``i`` (``xsd:date``/``xsd:dateTime`` values and
   ``pec:timeValue`` strings; ISO week numbers and turn texts kept). The quads go in with
   pyoxigraph ``bulk_extend``; the vector sidecar's files are copied (labels are identical, so the
   vectors are those of memory 0's texts, i.e. with the original names).
3. Memory ``N-1`` of each level is ingested for real (renamed, shifted turns) into the store that
   already holds ``N-1`` memories: that is the level's ``ingest_turns_per_s``.
4. The store is compacted (pyoxigraph ``optimize``, after the bulk loads and again before
   measuring; its time is ``optimize_s``), so each level is measured in a steady state rather
   than while RocksDB merges the bulk-loaded files in the background.
5. Recall latency: on up to ``sample`` random memories of the store, each memory's catalog is
   warmed with one question (its build time is reported separately), then a fixed set of
   ``questions`` LoCoMo questions (categories 1–4, evenly spread, names renamed for the copy) is
   timed, each question the best of 3 passes (the question vectors and the last question's scores
   emptied before each pass; per-memory recall structures kept, see ``time_recall``). Store size (MB
   on disk) and peak RSS (``ru_maxrss``, the whole process so far) follow.

``turns_per_memory`` repeats the conversation inside memory 0 (new turn and session ids, each
repeat one year later) to approach LoCoMo-size memories; the default is one conversation.
"""

from __future__ import annotations

import calendar
import json
import math
import os
import random
import re
import resource
import shutil
import tempfile
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyoxigraph as ox

from .. import vocab as v
from ..errors import InputError, UsageError
from . import Log, percentiles, quiet, table

if TYPE_CHECKING:
    from ..memory import Memory
    from ..vectors.base import Embedder

DEFAULT_DATA = Path("/work/shared/data/locomo/26.json")
TARGETS = {"recall_p95_growth_max": 2.0, "ingest_turns_per_s_min": 100.0, "peak_rss_mb_max": 4096.0}
BULK_QUADS = 250_000  # quads per bulk load: few large loads, not one small file per copy
_XSD_STRING = ox.NamedNode(v.XSD_NS + "string")
_TIME_VALUE = v.pec("timeValue")
_YEAR = re.compile(r"^(\d{4})(?=$|-)")
_SYLLABLES = (
    "ka",
    "lo",
    "mi",
    "ra",
    "te",
    "vu",
    "sa",
    "ne",
    "di",
    "po",
    "ju",
    "fe",
    "ri",
    "to",
    "ba",
    "ze",
    "go",
    "li",
    "nu",
    "ya",
    "mo",
    "ki",
    "da",
    "se",
)


def memory_id(i: int) -> str:
    return f"scale-{i:04d}"


# -- renaming and shifting -----------------------------------------------------------------------
def shift_years(text: str, years: int) -> str:
    """``text`` with its leading YYYY moved ``years``
    later (29 Feb becomes 28 Feb off leap years)."""
    m = _YEAR.match(text)
    if m is None or years == 0:
        return text
    year = int(m.group(1)) + years
    out = f"{year:04d}{text[4:]}"
    if out[4:10] == "-02-29" and not calendar.isleap(year):
        out = out[:8] + "28" + out[10:]
    return out


def shift_datetime(value: Any, years: int) -> Any:
    """A date or datetime ``years`` later (29 Feb becomes 28 Feb off leap years)."""
    year = value.year + years
    day = 28 if (value.month, value.day) == (2, 29) and not calendar.isleap(year) else value.day
    return value.replace(year=year, day=day)


@dataclass
class Copy:
    """How copy ``index`` differs from memory 0: its id, its speakers' names and a year offset."""

    index: int
    names: dict[str, str]
    years: int
    memory: str = ""
    _pattern: re.Pattern[str] | None = None

    def __post_init__(self) -> None:
        self.memory = self.memory or memory_id(self.index)
        if self.names:
            alts = "|".join(re.escape(n) for n in sorted(self.names, key=len, reverse=True))
            self._pattern = re.compile(rf"(?<!\w)({alts})(?!\w)", re.IGNORECASE)
        self._lower = {k.casefold(): val for k, val in self.names.items()}

    def text(self, s: str) -> str:
        """``s`` with the speakers renamed (lower-case mentions stay lower-case)."""
        if self._pattern is None:
            return s

        def sub(m: re.Match[str]) -> str:
            new = self._lower[m.group(1).casefold()]
            return new.lower() if m.group(1).islower() else new

        return self._pattern.sub(sub, s)


def copy_names(
    speakers: Sequence[str], copies: int, avoid: Iterable[str], seed: int = 0
) -> list[dict[str, str]]:
    """For each copy 1..copies, new invented names for ``speakers`` (distinct across all copies)."""
    rng = random.Random(seed)
    avoid_set = {a.casefold() for a in avoid}
    pool = [(a + b + c).capitalize() for a in _SYLLABLES for b in _SYLLABLES for c in _SYLLABLES]
    rng.shuffle(pool)
    pool = [p for p in pool if p.casefold() not in avoid_set]
    need = copies * len(speakers)
    if need > len(pool):
        raise UsageError(f"cannot invent {need} distinct names (at most {len(pool)})")
    it = iter(pool)
    return [{s: next(it) for s in speakers} for _ in range(copies)]


# -- the template (memory 0) and its replication ---------------------------------------------------
@dataclass
class Template:
    """Memory 0's quads and the names behind its hashed IRIs."""

    memory: str
    quads: list[ox.Quad]
    persons: dict[str, str]        # person IRI → pec:name
    concepts: dict[str, str]       # concept IRI → rdfs:label
    vectors: Path | None           # sidecar folder

    @classmethod
    def read(cls, mem) -> Template:
        quads = list(mem.quads())
        persons = {q.subject.value: q.object.value for q in quads if q.predicate == v.pec("name")}
        concept_nodes = {
            q.subject.value for q in quads if q.predicate == v.RDF_TYPE and q.object == v.CONCEPT
        }
        concepts = {q.subject.value: q.object.value for q in quads
                    if q.predicate == v.RDFS_LABEL and q.subject.value in concept_nodes}
        folder = mem.vector_root / mem.id if mem.vector_root is not None else None
        return cls(mem.id, quads, persons, concepts, folder)

    def replicate(self, copy: Copy, graph: ox.NamedNode) -> list[ox.Quad]:
        """The template's quads as they would read in ``copy`` (IRIs, names and dates changed)."""
        src, dst = v.memory_base(self.memory), v.memory_base(copy.memory)
        memo: dict[Any, Any] = {}

        def term(t: Any) -> Any:
            got = memo.get(t)
            if got is not None:
                return got
            if isinstance(t, ox.NamedNode):
                val = t.value
                if not val.startswith(src):
                    out: Any = t
                elif val in self.persons:
                    out = v.person_iri(copy.memory, copy.text(self.persons[val]))
                elif val in self.concepts:
                    out = v.concept_iri(copy.memory, copy.text(self.concepts[val]))
                else:
                    out = ox.NamedNode(dst + val[len(src):])
            elif isinstance(t, ox.Literal):
                out = _literal(t, copy)
            elif isinstance(t, ox.Triple):
                out = ox.Triple(term(t.subject), term(t.predicate), term(t.object))
            else:
                out = t
            memo[t] = out
            return out

        out = []
        for q in self.quads:
            obj = q.object
            if q.predicate == _TIME_VALUE and isinstance(obj, ox.Literal):
                new_obj: Any = ox.Literal(shift_years(obj.value, copy.years))
            else:
                new_obj = term(obj)
            out.append(ox.Quad(term(q.subject), q.predicate, new_obj, graph))
        return out

    def copy_sidecar(self, root: Path, memory: str) -> None:
        """Copy the committed sidecar's files (its index, its stored segments, meta.json last)."""
        if self.vectors is None:
            return
        from ..vectors.sidecar import VectorIndex

        names = VectorIndex.files(self.vectors)
        if not names:
            return
        target = root / memory
        target.mkdir(parents=True, exist_ok=True)
        for name in [*names[1:], names[0]]:  # meta.json (the commit point) after what it names
            shutil.copyfile(self.vectors / name, target / name)


def _literal(lit: ox.Literal, copy: Copy) -> ox.Literal:
    dt = lit.datatype
    if dt in (v.XSD_DATE, v.XSD_DATETIME):
        return ox.Literal(shift_years(lit.value, copy.years), datatype=dt)
    if lit.language:
        return ox.Literal(copy.text(lit.value), language=lit.language)
    if dt == _XSD_STRING:
        return ox.Literal(copy.text(lit.value))
    return lit


def copy_turns(turns: Sequence[Any], copy: Copy) -> list[Any]:
    """The conversation's turns as copy ``copy`` says them (for a real ingest of a copy)."""
    return [t.model_copy(update={
        "memory": copy.memory, "speaker": copy.text(t.speaker), "text": copy.text(t.text),
        "caption": copy.text(t.caption) if t.caption else t.caption,
        "date": shift_datetime(t.date, copy.years)}) for t in turns]


def repeat_turns(turns: Sequence[Any], repeats: int) -> list[Any]:
    """The conversation said ``repeats`` times: repeat r
    has ids prefixed "r<r>." and is r years later."""
    out = list(turns)
    for r in range(1, repeats):
        out += [t.model_copy(update={"turn": f"r{r}.{t.turn}", "session": f"r{r}.{t.session}",
                                     "date": shift_datetime(t.date, r)}) for t in turns]
    return out


# -- measuring -----------------------------------------------------------------------------------
def dir_mb(path: Path) -> float:
    total = 0
    for root, _, files in os.walk(path):
        for f in files:
            try:
                total += os.path.getsize(os.path.join(root, f))
            except OSError:
                pass
    return round(total / 2**20, 1)


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far (Linux reports kB, macOS bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (2**20 if peak > 2**32 else 2**10), 1)


def pick_questions(doc: dict[str, Any], n: int) -> list[str]:
    """``n`` questions of categories 1–4, evenly spread over the file (fixed, no randomness)."""
    qs = [
        q["question"]
        for q in doc.get("qa", [])
        if isinstance(q, dict)
        and q.get("category") in (1, 2, 3, 4)
        and isinstance(q.get("question"), str)
    ]
    if len(qs) <= n:
        return qs
    return [qs[math.floor(i * len(qs) / n)] for i in range(n)]


@dataclass
class Level:
    n: int
    ingest: dict[str, Any] = field(default_factory=dict)
    replicate_s: float = 0.0
    optimize_s: float = 0.0
    replicated: int = 0


def time_recall(mem: Memory, questions: Sequence[str], when: date | None, k: int,
                passes: int = 3) -> tuple[list[float], float, set[str]]:
    """(per-question ms, the first call's ms (catalog build), evidence node IRIs).

    Each question's time is the best of ``passes`` passes over the set, with the catalog's
    per-question scores and the embedder's cache emptied before each pass, so every pass does the
    same work and the minimum filters out other processes on a shared machine. The catalog's
    per-memory structures (turn positions, answer-type matches, scoring arrays) stay: they are
    built once per memory state, like the catalog itself, whose build is reported apart.
    """
    t = time.perf_counter()
    mem.recall(questions[0], k=k, date=when)
    warm = (time.perf_counter() - t) * 1000.0
    best = [math.inf] * len(questions)
    nodes: set[str] = set()
    for _ in range(passes):
        mem.catalog().forget_question()
        clear = getattr(mem.embedder, "clear_cache", None)
        if clear is not None:  # question vectors too: every pass embeds its questions
            clear()
        for j, q in enumerate(questions):
            t = time.perf_counter()
            res = mem.recall(q, k=k, date=when)
            best[j] = min(best[j], (time.perf_counter() - t) * 1000.0)
            nodes.update(ev.node for ev in res.evidence)
    return best, warm, nodes


# -- the run --------------------------------------------------------------------------------------
def run_scale(
    counts: Sequence[int] = (1, 10, 100),
    source: str | Path | None = None,
    store_dir: str | Path | None = None,
    *,
    turns_per_memory: int | None = None,
    sample: int = 5,
    questions: int = 50,
    k: int = 10,
    seed: int = 0,
    embedder: Embedder | None = None,
    log: Log = quiet,
    profile_path: str | Path | None = None,
) -> dict[str, Any]:
    """Measure ingest, recall latency, store size and peak memory with N memories in one store."""
    from ..bench.locomo import last_session_date
    from ..loaders import load_file
    from ..memory import Memory

    counts = sorted({int(c) for c in counts})
    if not counts or counts[0] < 1:
        raise UsageError(f"memory counts must be positive integers, got {counts}")
    path = Path(source) if source is not None else DEFAULT_DATA
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"cannot read file: {exc.strerror}", source=str(path)) from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"invalid JSON: {exc}", source=str(path)) from exc
    asked = pick_questions(doc, questions)
    if not asked:
        raise InputError("no questions of categories 1-4", source=str(path))
    base_when = last_session_date(doc)

    if embedder is None:
        from ..vectors import UseEmbedder

        embedder = UseEmbedder()
    embedder.embed(["warm-up"])  # model load is not ingest time

    tmp = None
    if store_dir is None:
        tmp = tempfile.mkdtemp(prefix="cogmem-scale-")
        store = Path(tmp)
    else:
        store = Path(store_dir)
        if store.exists() and any(store.iterdir()):
            raise UsageError(
                f"--store {store} is not empty: the scale bench needs a fresh directory"
            )
    rng = random.Random(seed)
    try:
        mem0 = Memory.open(store, memory_id(0), embedder=embedder)
        try:
            return _run(mem0, store, counts, path, asked, base_when, turns_per_memory, sample, k,
                        rng, seed, embedder, log, profile_path, load_file)
        finally:
            mem0.close()
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)


@dataclass
class _Build:
    """The store being grown: memory 0 (the template's source) and what each copy needs."""

    mem0: Any
    copies: list[Copy]
    turns0: list[Any]
    asked: list[str]
    when: date | None
    k: int
    template: Template | None = None
    pending: list[ox.Quad] = field(default_factory=list)

    def ingest(self, i: int, level: Level, log: Log) -> None:
        """A real, timed ingest of memory ``i`` (renamed and shifted unless it is memory 0)."""
        copy = self.copies[i]
        turns = self.turns0 if i == 0 else copy_turns(self.turns0, copy)
        mem = self.mem0 if i == 0 else self.mem0.sibling(copy.memory)
        log(f"scale: ingesting {copy.memory} ({len(turns)} turns) into a store of {i} memories")
        t = time.perf_counter()
        report = mem.add_turns(turns)
        secs = time.perf_counter() - t
        level.ingest = {"memory": copy.memory, "turns": len(turns), "seconds": round(secs, 2),
                        "turns_per_s": round(len(turns) / secs, 1) if secs > 0 else None,
                        "rejected": len(report.rejected), "store_memories_before": i}
        if i:
            mem.close()
            return
        self.template = Template.read(self.mem0)
        # warm recall once, untimed, on memory 0's own Memory object; timed calls use fresh
        # Memory objects with catalogs of their own
        for q in self.asked:
            self.mem0.recall(q, k=self.k, date=self.when)
        self.mem0.invalidate()

    def replicate(self, i: int, level: Level, flush: bool) -> None:
        """Memory ``i`` as a copy of memory 0, bulk-loaded in batches of ``BULK_QUADS`` quads."""
        assert self.template is not None
        copy = self.copies[i]
        t = time.perf_counter()
        self.pending.extend(self.template.replicate(copy, v.memory_graph(copy.memory)))
        self.template.copy_sidecar(self.mem0.vector_root, copy.memory)
        if len(self.pending) >= BULK_QUADS or flush:
            self.mem0.store.raw.bulk_extend(self.pending)
            self.pending = []
        level.replicate_s += time.perf_counter() - t
        level.replicated += 1

    def compact(self, level: Level) -> None:
        """Merge what the bulk loads and ingests left, so measuring does not race the merging."""
        t = time.perf_counter()
        self.mem0.store.flush()
        self.mem0.store.raw.optimize()
        level.optimize_s += time.perf_counter() - t


def _warm_ingest(turns: Sequence[Any], embedder: Embedder) -> None:
    """Warm the process (imports, SHACL shapes, extractor tables), untimed, as every later ingest
    is: the first 64 turns into a throwaway in-memory memory."""
    from ..memory import Memory

    with Memory.open(None, "warm-up", embedder=embedder) as scratch:
        scratch.add_turns(list(turns[:64]))


def _run(
    mem0,
    store: Path,
    counts: list[int],
    path: Path,
    asked: list[str],
    base_when: date | None,
    turns_per_memory: int | None,
    sample: int,
    k: int,
    rng: random.Random,
    seed: int,
    embedder: Embedder,
    log: Log,
    profile_path: str | Path | None,
    load_file: Any,
) -> dict[str, Any]:
    base_turns = load_file(path, mem0.id)
    repeats = max(1, math.ceil(turns_per_memory / len(base_turns))) if turns_per_memory else 1
    speakers = sorted({t.speaker for t in base_turns})
    words = {w for t in base_turns for w in re.findall(r"\w+", t.text)} | set(speakers)
    names: list[dict[str, str]] = [{}] + copy_names(speakers, counts[-1] - 1, words, seed)
    build = _Build(mem0, [Copy(i, names[i], years=i) for i in range(counts[-1])],
                   repeat_turns(base_turns, repeats), asked, base_when, k)
    _warm_ingest(base_turns, embedder)

    levels: dict[str, dict[str, Any]] = {}
    have = 0
    for n in counts:
        level = Level(n)
        for i in range(have, n):
            if i == 0 or i == n - 1:  # the first memory and the last of each level: a real ingest
                build.ingest(i, level, log)
            else:
                build.replicate(i, level, flush=i == n - 2)
            if i == n - 2 and level.replicated:
                build.compact(level)  # before the level's timed ingest
        have = n
        build.compact(level)  # every level is measured on a compacted store
        if level.replicated:
            log(f"scale: replicated {level.replicated} memories in {level.replicate_s:.1f}s "
                f"(+{level.optimize_s:.1f}s compaction)")
        prof = profile_path if n == counts[-1] else None
        row = levels[str(n)] = _measure(
            mem0, store, level, build.copies, asked, base_when, repeats, sample, k, rng, prof
        )
        log(f"scale: N={n}: recall p50 {row['recall_p50_ms']} ms, p95 {row['recall_p95_ms']} ms, "
            f"store {row['store_mb']} MB, peak RSS {row['peak_rss_mb']} MB")
    return _result(
        levels, counts, path, len(build.turns0), repeats, asked, sample, k, seed, embedder
    )


def _result(
    levels: dict[str, dict[str, Any]],
    counts: list[int],
    path: Path,
    turns_per_mem: int,
    repeats: int,
    asked: list[str],
    sample: int,
    k: int,
    seed: int,
    embedder: Embedder,
) -> dict[str, Any]:
    first, last = levels[str(counts[0])], levels[str(counts[-1])]
    growth = {key: (round(last[f"recall_{key}_ms"] / first[f"recall_{key}_ms"], 2)
                    if first[f"recall_{key}_ms"] else None) for key in ("p50", "p95")}
    ingest_rates = [lv["ingest_turns_per_s"] for lv in levels.values() if lv["ingest_turns_per_s"]]
    return {
        "memories": levels,
        "replicated": (
            f"memory 0 ingested for real from {path.name}; the last memory of each level "
            "ingested for real "
            "(renamed, shifted turns) and timed; every other memory REPLICATED, NOT "
            "RE-EXTRACTED: memory 0's quads under a new memory id with all instance IRIs "
            "re-minted (person/concept IRIs re-hashed from the renamed names), the speakers "
            "renamed in every literal, dates (xsd:date, xsd:dateTime, pec:timeValue) moved i "
            "years later for copy i, bulk-loaded; sidecar files copied (same labels; "
            "vectors of memory 0's texts)"
            + (
                f"; each memory says the conversation {repeats} times (new turn and session ids, "
                "each repeat one year later)"
                if repeats > 1
                else ""
            )
        ),
        "source": str(path),
        "turns_per_memory": turns_per_mem,
        "conversation_repeats": repeats,
        "total_turns_at_max": turns_per_mem * counts[-1],
        "scale_note": (
            f"N={counts[-1]} holds {turns_per_mem * counts[-1]:,} turns ({turns_per_mem} per "
            f"memory); 100 x LoCoMo-size memories would be ~590k turns (~5.9k per memory): use "
            f"--turns-per-memory 5900 for that"
        ),
        "questions": len(asked),
        "sample": sample,
        "k": k,
        "seed": seed,
        "growth": {
            "recall_p50": growth["p50"],
            "recall_p95": growth["p95"],
            "from": counts[0],
            "to": counts[-1],
        },
        "targets": TARGETS,
        "meets": {
            "recall_p95_growth": growth["p95"] is not None
            and growth["p95"] <= TARGETS["recall_p95_growth_max"],
            "ingest_turns_per_s": bool(ingest_rates)
            and min(ingest_rates) >= TARGETS["ingest_turns_per_s_min"],
            "peak_rss": last["peak_rss_mb"] < TARGETS["peak_rss_mb_max"],
        },
        "embedder": getattr(embedder, "name", type(embedder).__name__),
    }


def _measure(
    mem0,
    store: Path,
    level: Level,
    copies: Sequence[Copy],
    asked,
    base_when,
    repeats,
    sample,
    k,
    rng,
    profile_path,
) -> dict[str, Any]:
    n = level.n
    chosen = sorted(rng.sample(range(n), min(sample, n)))
    latencies: list[float] = []
    warmups: list[float] = []
    foreign = 0
    for i in chosen:
        copy = copies[i]
        mem = mem0.sibling(copy.memory)
        when = shift_datetime(base_when, copy.years + repeats - 1) if base_when else None
        qs = [copy.text(q) for q in asked]
        ms, warm, nodes = time_recall(mem, qs, when, k)
        foreign += sum(not node.startswith(v.memory_base(copy.memory)) for node in nodes)
        latencies.extend(ms)
        warmups.append(warm)
        mem.close()
        # again on a fresh Memory, under cProfile (catalog build included)
        if profile_path is not None:
            _profile(mem0.sibling(copy.memory), qs, when, k, profile_path)
    lat = percentiles(latencies)
    warm_ms = percentiles(warmups)
    return {
        "recall_p50_ms": lat["p50"],
        "recall_p95_ms": lat["p95"],
        "recall_calls": lat["n"],
        "catalog_build_ms_p50": warm_ms["p50"],
        "ingest_turns_per_s": level.ingest.get("turns_per_s"),
        "ingest": level.ingest or None,
        "replicated_memories": level.replicated,
        "replicate_s": round(level.replicate_s, 2),
        "optimize_s": round(level.optimize_s, 2),
        "store_mb": dir_mb(store),
        "oxigraph_mb": dir_mb(store / "oxigraph"),
        "vectors_mb": dir_mb(store / "vectors"),
        "quads": len(mem0.store.raw),
        "peak_rss_mb": peak_rss_mb(),
        "load_average_1m": round(os.getloadavg()[0], 2),
        "sampled_memories": [copies[i].memory for i in chosen],
        "foreign_evidence": foreign,
    }


_PROFILE: dict[str, Any] = {}


def _profile(
    mem: Memory, questions: Sequence[str], when: date | None, k: int, path: str | Path
) -> None:
    import cProfile

    prof = _PROFILE.setdefault(str(path), cProfile.Profile())
    prof.enable()
    try:
        time_recall(mem, questions, when, k)
    finally:
        prof.disable()
        mem.close()
    prof.dump_stats(str(path))


def levels_up_to(n: int) -> list[int]:
    """1, 10, 100, ... below ``n``, then ``n``."""
    if n < 1:
        raise UsageError(f"--memories must be at least 1, got {n}")
    out, p = [], 1
    while p < n:
        out.append(p)
        p *= 10
    return [*out, n]


def format_scale(result: dict[str, Any]) -> str:
    header = [
        "N",
        "recall p50 ms",
        "recall p95 ms",
        "catalog ms",
        "ingest turns/s",
        "store MB",
        "quads",
        "peak RSS MB",
    ]
    def one(x: Any) -> str | None:
        return f"{x:.1f}" if isinstance(x, (int, float)) else None

    rows = [
        [
            n,
            *map(
                one,
                (
                    r["recall_p50_ms"],
                    r["recall_p95_ms"],
                    r["catalog_build_ms_p50"],
                    r["ingest_turns_per_s"],
                    r["store_mb"],
                ),
            ),
            r["quads"],
            one(r["peak_rss_mb"]),
        ]
        for n, r in result["memories"].items()
    ]
    g = result["growth"]
    meets = result["meets"]
    ok = {key: "met" if val else "NOT met" for key, val in meets.items()}
    t = result["targets"]
    lines = [
        (
            f"scale: {result['turns_per_memory']} turns per memory from {result['source']}; "
            f"{result['questions']} questions x up to {result['sample']} random memories "
            f"per N, k={result['k']} "
            "(first call per memory excluded: 'catalog ms'; each question best of 3 passes)"
        ),
        table(header, rows),
        (
            f"recall p95 growth N={g['from']}→{g['to']}: {g['recall_p95']}x (target ≤ "
            f"{t['recall_p95_growth_max']}x: {ok['recall_p95_growth']}); p50 growth "
            f"{g['recall_p50']}x"
        ),
        (
            f"ingest ≥ {t['ingest_turns_per_s_min']:.0f} turns/s: {ok['ingest_turns_per_s']}; "
            f"peak RSS < {t['peak_rss_mb_max']:.0f} MB: {ok['peak_rss']}"
        ),
        "replicated: " + result["replicated"],
        result["scale_note"],
    ]
    foreign = sum(r["foreign_evidence"] for r in result["memories"].values())
    if foreign:
        lines.append(f"WARNING: {foreign} evidence item(s) came from another memory")
    return "\n".join(lines)


# -- memory size levels ----------------------------------------------------------------------------
SIZE_GROWTH_MAX = 2.0  # recall p95 at the largest memory size over p95 at the smallest (issue 12)


def run_scale_sizes(
    turn_levels: Sequence[int],
    counts: Sequence[int] = (1,),
    store_dir: str | Path | None = None,
    **kw: Any,
) -> dict[str, Any]:
    """``run_scale`` once per memory size (turns per memory), each in its own fresh store (a
    ``store_dir`` gets one sub-directory per level), and the growth of recall latency with size."""
    levels = sorted({int(t) for t in turn_levels})
    if not levels or levels[0] < 1:
        raise UsageError(f"turns per memory must be positive integers, got {list(turn_levels)}")
    results: dict[str, Any] = {}
    for turns in levels:
        sub = Path(store_dir) / f"turns-{turns}" if store_dir is not None else None
        results[str(turns)] = run_scale(counts, store_dir=sub, turns_per_memory=turns, **kw)
    first, last = results[str(levels[0])], results[str(levels[-1])]
    n = str(min(int(c) for c in counts))
    p95 = (first["memories"][n]["recall_p95_ms"], last["memories"][n]["recall_p95_ms"])
    p50 = (first["memories"][n]["recall_p50_ms"], last["memories"][n]["recall_p50_ms"])
    growth = {
        "memories": int(n),
        "from_turns": first["turns_per_memory"],
        "to_turns": last["turns_per_memory"],
        "recall_p95": round(p95[1] / p95[0], 2) if p95[0] else None,
        "recall_p50": round(p50[1] / p50[0], 2) if p50[0] else None,
    }
    return {
        "levels": results,
        "size_growth": growth,
        "size_target": SIZE_GROWTH_MAX,
        "meets_size_target": growth["recall_p95"] is not None
        and growth["recall_p95"] <= SIZE_GROWTH_MAX,
    }


def format_scale_sizes(result: dict[str, Any]) -> str:
    """Each size level's N table, then the recall growth with memory size."""
    parts = [format_scale(r) for r in result["levels"].values()]
    g = result["size_growth"]
    ok = "met" if result["meets_size_target"] else "NOT met"
    parts.append(
        f"recall growth with memory size at N={g['memories']}: {g['from_turns']} → "
        f"{g['to_turns']} turns: p95 {g['recall_p95']}x (target ≤ "
        f"{result['size_target']}x: {ok}), p50 {g['recall_p50']}x"
    )
    return "\n\n".join(parts)
