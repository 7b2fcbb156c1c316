"""Commands of the memory graph: ingest, sparql, export, validate, timex."""

from __future__ import annotations

import sys
from pathlib import Path

import typer

from ..errors import InputError, UsageError
from .app import JsonOpt, MemoryOpt, StoreOpt, app, emit_json, open_memory

# the largest memory whose recall catalog `cogmem ingest` builds at the end (see below)
PREPARE_MAX_TURNS = 5000


@app.command()
def ingest(
    files: list[Path] = typer.Argument(
        ..., help="LoCoMo JSON or JSON Lines turn files.", metavar="FILE...", show_default=False
    ),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    extractor: str = typer.Option("rules", "--extractor", help="rules (offline) or llm."),
    llm_base_url: str = typer.Option(
        None,
        "--llm-base-url",
        help="With --extractor llm: OpenAI-compatible endpoint (or env COGMEM_LLM_BASE_URL).",
    ),
    llm_model: str = typer.Option(
        None, "--llm-model", help="With --extractor llm: model name (or env COGMEM_LLM_MODEL)."
    ),
    llm_api_key: str = typer.Option(
        None, "--llm-api-key", help="With --extractor llm: API key (or env COGMEM_LLM_API_KEY)."
    ),
    replace: bool = typer.Option(
        False,
        "--replace",
        help="A turn id already stored with another text: replace "
        "that turn (and what was extracted from it) instead of stopping with an error.",
    ),
    as_json: bool = JsonOpt,
    no_progress: bool = typer.Option(False, "--no-progress", help="No progress on stderr."),
    progress_every: int = typer.Option(
        1000,
        "--progress-every",
        min=1,
        metavar="N",
        help="Without a terminal: a progress line on stderr every N turns.",
    ),
) -> None:
    """Store turns verbatim, extract PEC²F nodes, validate and insert them.

    Files are read twice, one line at a time: first checked whole (bad input stops before
    anything is written), then ingested in chunks, so memory does not grow with the file.
    Ctrl-C stops after the current step; the same command resumes.
    """
    from ..errors import OperationError
    from ..ingest import ingest_turns
    from ..loaders import check_file, iter_file
    from .progress import bar, lines

    # every file checked before anything is written
    total = sum(check_file(f, memory) for f in files)
    llm: dict[str, str | None] = {
        "base_url": llm_base_url, "model": llm_model, "api_key": llm_api_key
    }
    turns = ((str(f), line, t) for f in files for line, t in iter_file(f, memory))
    done = [0]
    with open_memory(store, memory, create=True, extractor=make_extractor(extractor, llm)) as mem:
        show = bar("extracting") if sys.stderr.isatty() else lines("cogmem ingest", progress_every)
        with show if not no_progress else bar("", disable=True) as progress:
            def step(n: int, of: int | None) -> None:
                done[0] = n
                if progress:
                    progress(n, of)

            try:
                report = ingest_turns(mem, turns, step, replace=replace, total=total)
            except KeyboardInterrupt:
                raise OperationError(
                    f"interrupted after {done[0]} of {total} turns; what was stored is "
                    "consistent: run the same command again to resume"
                ) from None
        if (
            report.new_turns
            and report.turns <= PREPARE_MAX_TURNS
            and mem.counts()["Turn"] <= PREPARE_MAX_TURNS
        ):
            # recall's catalog is built and saved now, at write time, so the first `cogmem
            # recall` after an ingest does not pay for it (retrieval/catalog.py); not for big
            # memories, whose catalog (~60 MB per 1,000 turns while built) would break ingest's
            # bounded memory: their first recall builds it, as before
            mem.prepare_recall()
    if as_json:
        emit_json(report.as_json())
    else:
        nodes = ", ".join(f"{k} {n}" for k, n in report.nodes.items())
        typer.echo(
            f"{report.new_turns} new of {report.turns} turns in {report.seconds:.1f}s; {nodes}; "
            f"{len(report.rejected)} rejected"
        )


def make_extractor(name: str, llm: dict[str, str | None] | None = None):
    """The extractor ``--extractor NAME`` asks for (None: the memory's default, the rules)."""
    if name == "rules":
        if llm and any(llm.values()):
            raise UsageError("--llm-* options need --extractor llm")
        return None
    if name == "llm":
        from ..extract.llm import LLMExtractor
        from ..llm import LLMConfig

        return LLMExtractor(LLMConfig.from_env(environ=None, **(llm or {})))
    raise UsageError(f"unknown extractor {name!r}: use rules or llm")


_MEDIA = {
    "json": "application/sparql-results+json",
    "csv": "text/csv",
    "tsv": "text/tab-separated-values",
    "xml": "application/sparql-results+xml",
    "ttl": "text/turtle",
    "nq": "application/n-quads",
}


@app.command()
def sparql(
    query: str = typer.Argument(None, help="SPARQL query text."),
    file: Path = typer.Option(None, "--file", help="Read the query from a .rq file."),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    fmt: str = typer.Option(
        "json", "--format", help="json|csv|tsv|xml (SELECT/ASK) or ttl|nq (CONSTRUCT)."
    ),
    timeout: float = typer.Option(
        10.0, "--timeout", help="Stop the query after this many seconds."
    ),
    max_rows: int = typer.Option(
        100_000, "--max-rows", help="Refuse answers with more rows (or triples)."
    ),
    allow_service: list[str] = typer.Option(
        [], "--allow-service", help="An endpoint the query may SERVICE to (repeatable)."
    ),
) -> None:
    """Query one memory with SPARQL; the query sees that
    memory's graph only (SERVICE, LOAD refused)."""
    from ..sparql_exec import Limits
    from ..sparql_pool import run_memory

    if (query is None) == (file is None):
        raise UsageError("give a QUERY or --file, not both or neither")
    text = query if query is not None else _read(file)
    if fmt not in _MEDIA:
        raise UsageError(f"unknown format {fmt!r}")
    graph_media = _MEDIA[fmt] if fmt in ("ttl", "nq") else "application/n-triples"
    accept = f"{_MEDIA[fmt] if fmt not in ('ttl', 'nq') else _MEDIA['json']}, {graph_media}"
    with open_memory(store, memory, read_only=False) as mem:
        mem.require()
        mem.store.allow_service = tuple(allow_service)
        answer = run_memory(mem, text, accept, Limits(timeout, max_rows), rdf="1.2")
    if answer.kind == "boolean":
        typer.echo("true" if b"true" in answer.body else "false")
        return
    sys.stdout.buffer.write(answer.body)
    sys.stdout.buffer.flush()


def _read(path: Path) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read query: {exc}", source=str(path)) from exc


@app.command()
def export(
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    fmt: str = typer.Option(
        "trig", "--format", help="trig|nquads (RDF 1.2) or turtle|jsonld (RDF 1.1)."
    ),
    out: Path = typer.Option(None, "--out", help="Write to FILE instead of stdout."),
) -> None:
    """Export one memory's graph."""
    from ..export import export_memory

    if out is not None and not out.parent.is_dir():
        raise InputError(f"cannot write --out: no directory {out.parent}", source=str(out))
    with open_memory(store, memory) as mem:
        data = export_memory(mem.require(), fmt)
    if out is None:
        sys.stdout.buffer.write(data)
        return
    try:
        out.write_bytes(data)
    except OSError as exc:
        raise InputError(f"cannot write --out: {exc.strerror}", source=str(out)) from exc


@app.command()
def validate(
    files: list[Path] = typer.Argument(
        None, help="RDF files to validate, each on its own (.trig .nq .ttl .jsonld .nt)."
    ),
    memory: str = typer.Option(None, "--memory", help="Validate a stored memory instead."),
    store: str = StoreOpt,
) -> None:
    """SHACL-validate files or a memory; exit 1 with the report on violation."""
    from ..validate import validate_memory, validate_turtle_files

    if bool(files) == bool(memory):
        raise UsageError("give FILE... or --memory ID")
    if files:
        report = validate_turtle_files([str(f) for f in files])
    else:
        with open_memory(store, memory, read_only=False) as mem:
            report = validate_memory(mem.require())
    typer.echo(report.text)
    if not report.conforms:
        raise SystemExit(1)


@app.command()
def timex(
    text: str = typer.Argument(..., help="Text containing time expressions."),
    date: str = typer.Option(..., "--date", help="Anchor date YYYY-MM-DD (the session date)."),
    lang: str = typer.Option(None, "--lang", help="en or ko (detected when absent)."),
    as_json: bool = JsonOpt,
) -> None:
    """Resolve relative time expressions against a date."""
    from ..timex import parse_date, resolve

    if lang not in (None, "en", "ko"):
        raise UsageError(f"--lang must be en or ko, got {lang!r}")
    found = resolve(text, parse_date(date).date(), lang)
    rows = [{"text": e.text, "value": e.value, "granularity": e.granularity} for e in found]
    if as_json:
        emit_json({"expressions": rows})
    else:
        for r in rows:
            typer.echo(f"{r['text']}\t{r['value']}\t{r['granularity']}")


@app.command()
def recall(
    question: str = typer.Argument(None, help="The question."),
    questions: Path = typer.Option(
        None, "--questions", help="JSON Lines file of {id, question[, date]}."
    ),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    k: int = typer.Option(
        10, "--k", min=1, help="Context budget: at most k distinct source turns."
    ),
    date: str = typer.Option(None, "--date", help="Date the question is asked (YYYY-MM-DD)."),
    as_json: bool = JsonOpt,
) -> None:
    """Reconstruct grounded, attributed evidence for a question."""
    if (question is None) == (questions is None):
        raise UsageError("give a QUESTION or --questions FILE, not both or neither")
    with open_memory(store, memory) as mem:
        mem.require()
        if question is not None:
            result = mem.recall(question, k=k, date=_date(date))
            if as_json:
                emit_json(_result_json(result))
            else:
                _print_result(result)
            return
        for lineno, item in _question_lines(questions):
            result = mem.recall(
                item["question"], k=k, date=_date(item.get("date") or date, questions, lineno)
            )
            result.id = str(item.get("id", lineno))
            emit_json(_result_json(result))
            sys.stdout.flush()


def _date(value, source=None, line=None):
    if value is None:
        return None
    from ..timex import parse_date

    try:
        return parse_date(str(value)).date()
    except Exception as exc:  # noqa: BLE001 - reported as the user's bad value
        raise InputError(
            f"invalid date {value!r}", source=str(source) if source else None, line=line
        ) from exc


def _question_lines(path: Path):
    import json

    for lineno, line in enumerate(_read(path).splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"invalid JSON: {exc.msg}", source=str(path), line=lineno) from exc
        if not isinstance(item, dict) or not isinstance(item.get("question"), str):
            raise InputError('each line needs a "question" string', source=str(path), line=lineno)
        yield lineno, item


def _result_json(result) -> dict:
    out = result.model_dump(exclude_none=False)
    if out.get("id") is None:
        out.pop("id", None)
    for ev in out["evidence"]:
        if ev.get("status") is None:
            ev.pop("status", None)
        for t in ev.get("turns", []):
            if t.get("date") is None:
                t.pop("date", None)
    return out


def _print_result(result) -> None:
    typer.echo(f"intent: {result.intent}   ({result.ms:.1f} ms)")
    for i, ev in enumerate(result.evidence, 1):
        who = ""
        if ev.type == "Claim":
            chain = f", relayed by {' → '.join(ev.relayed_by)}" if ev.relayed_by else ""
            who = f" [owner: {ev.owner}{chain}]"
        when = f" ({ev.time.value}, {ev.time.granularity})" if ev.time else ""
        typer.echo(f"{i}. {ev.type}: {ev.text}{who}{when}")
        for t in ev.turns:
            typer.echo(f"     {t.id} {t.speaker}: {t.text}")


@app.command()
def reindex(memory: str = MemoryOpt, store: str = StoreOpt) -> None:
    """Rebuild the memory's vector sidecar from the store (it is derived data)."""
    with open_memory(store, memory) as mem:
        mem.require()
        idx = mem.reindex()
        typer.echo(f"indexed {len(idx)} nodes")
