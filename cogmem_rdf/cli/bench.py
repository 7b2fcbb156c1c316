"""``cogmem bench ...``: benchmarks with same-run baselines (BENCHMARKS.md).

Tables go to stdout by default (with the run date, cores, versions and command, ready to paste
into BENCHMARKS.md); ``--json`` prints one JSON object (the same metadata under ``"meta"``).
Progress goes to stderr.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import typer

from ..errors import InputError
from .app import JsonOpt, bench_app, emit_json

DataOpt = typer.Option(..., "--data", help="Data file.")
MoreFilesArg = typer.Argument(None, help="More data files (--data A B C is --data A plus B and C).",
                              show_default=False)
KOpt = typer.Option(10, "--k", min=1, help="Context budget: distinct grounding turns per answer.")
QuietOpt = typer.Option(False, "--quiet", help="No progress on stderr.")
StoreDirOpt = typer.Option(
    None,
    "--store",
    help="Keep the benchmark memories in this store directory "
    "\\[default: a fresh in-memory store].",
)


def _log(quiet: bool):
    def log(message: str) -> None:
        if not quiet:
            sys.stderr.write(message + "\n")
            sys.stderr.flush()

    return log


def _check_files(files: list[Path]) -> None:
    for f in files:
        if not Path(f).is_file():
            raise InputError("no such data file", source=str(f))


def _no_password(value: str) -> str:
    """A store URL as recorded in results: ``http://user:pw@host`` → ``http://host``."""
    from ..bench.servers import label

    return label(value) if value.startswith(("http://", "https://")) else value


def _command_line(ctx: typer.Context) -> list[str]:
    """The command as it ran, rebuilt from the parsed options (however ``main`` was called);
    extra data files are written right after the ``--data`` they extend."""
    params = [p for p in ctx.command.params if ctx.params.get(p.name) not in (None, False, [], ())]
    extra = [str(v) for p in params if p.param_type_name == "argument" for v in ctx.params[p.name]]
    argv = ctx.command_path.split()
    for param in params:
        if param.param_type_name != "option":
            continue
        value, flag = ctx.params[param.name], param.opts[0]
        if getattr(param, "is_flag", False):
            argv.append(flag)
            continue
        for item in value if isinstance(value, (list, tuple)) else [value]:
            argv += [flag, _no_password(str(item))]
        if flag == "--data":
            argv += extra
    return argv


def _emit(ctx: typer.Context, result: dict[str, Any], as_json: bool, formatter) -> None:
    from ..bench import format_meta, run_meta

    meta = run_meta(_command_line(ctx))
    if as_json:
        emit_json({"meta": meta, **result})
    else:
        typer.echo(format_meta(meta))
        typer.echo(formatter(result))


@bench_app.command("attribution")
def attribution(
    ctx: typer.Context,
    data: list[Path] = DataOpt,
    more: list[Path] = MoreFilesArg,
    k: int = KOpt,
    store: Path = StoreDirOpt,
    turns_per_call: int = typer.Option(
        0, "--turns-per-call", min=0,
        help="natural dialogue: ingest this many turns per call, each a batch of its own "
             "(1: one at a time, as a chat assistant adds them); 0: the whole file at once"),
    extractor: str = typer.Option(
        None, "--extractor", show_default=False,
        help="natural dialogue: rules (offline; the default) or llm (the 'extractor alone' "
             "figures are then the LLM's, and the tokens it spent are reported)"),
    llm_base_url: str = typer.Option(
        None, "--llm-base-url",
        help="With --extractor llm: OpenAI-compatible endpoint (or env COGMEM_LLM_BASE_URL)."),
    llm_model: str = typer.Option(
        None, "--llm-model", help="With --extractor llm: model name (or env COGMEM_LLM_MODEL)."),
    llm_api_key: str = typer.Option(
        None, "--llm-api-key",
        help="With --extractor llm: API key (or env COGMEM_LLM_API_KEY)."),
    as_json: bool = JsonOpt,
    quiet: bool = QuietOpt,
) -> None:
    """Attribution: a templated probe (.json) or natural dialogue (.jsonl): owner, relay chain and
    record misattribution per category, with the flat-dense and BM25 baselines of the same run.
    Several natural-dialogue files are also pooled per language (every question counted once,
    with the spread of the per-file figures)."""
    from .commands import make_extractor

    files = [*data, *(more or [])]
    _check_files(files)
    llm: dict[str, str | None] = {
        "base_url": llm_base_url, "model": llm_model, "api_key": llm_api_key}
    if extractor not in (None, "rules") and any(f.suffix != ".jsonl" for f in files):
        raise InputError("--extractor llm reads natural-dialogue files (.jsonl) only",
                         source=str(next(f for f in files if f.suffix != ".jsonl")))
    reader = make_extractor(extractor or "rules", llm)
    if len(files) > 1:
        probes = [f for f in files if f.suffix != ".jsonl"]
        if probes:
            raise InputError("only natural-dialogue files (.jsonl) can be pooled",
                             source=str(probes[0]))
        from ..bench.natural import format_pooled, pool_natural, run_natural

        log = _log(quiet)
        results = []
        for f in files:
            log(f"attribution: {f}")
            results.append(run_natural(f, store_dir=store, k=k, log=log,
                                       turns_per_call=turns_per_call or None, extractor=reader))
        _emit(ctx, pool_natural(results), as_json, format_pooled)
        return
    data_file = files[0]
    if data_file.suffix == ".jsonl":
        from ..bench.natural import format_natural, run_natural

        result = run_natural(data_file, store_dir=store, k=k, log=_log(quiet),
                             turns_per_call=turns_per_call or None, extractor=reader)
        _emit(ctx, result, as_json, format_natural)
        return
    from ..bench.attribution import format_attribution, run_attribution

    result = run_attribution(data_file, store_dir=store, k=k, log=_log(quiet))
    _emit(ctx, result, as_json, format_attribution)


@bench_app.command("robustness")
def robustness(
    ctx: typer.Context,
    data: list[Path] = DataOpt,
    more: list[Path] = MoreFilesArg,
    seed: int = typer.Option(7, "--seed", help="Seed of the names drawn for the renaming checks."),
    as_json: bool = JsonOpt,
    quiet: bool = QuietOpt,
) -> None:
    """Metamorphic checks of the offline extractor on natural dialogue (.jsonl): people renamed,
    a backchannel before each gold turn, gold turns retyped as chat types them; gold owners (with
    the relay chain) lost and gained, pooled per language."""
    files = [*data, *(more or [])]
    _check_files(files)
    for f in files:
        if f.suffix != ".jsonl":
            raise InputError("robustness reads natural-dialogue files (.jsonl)", source=str(f))
    from ..bench.robustness import format_robustness, run_robustness

    result = run_robustness(files, seed=seed, log=_log(quiet))
    _emit(ctx, result, as_json, format_robustness)


@bench_app.command("locomo")
def locomo(
    ctx: typer.Context,
    data: list[Path] = DataOpt,
    more: list[Path] = MoreFilesArg,
    k: int = KOpt,
    limit: int = typer.Option(
        None, "--limit", min=1, help="Only the first N questions (categories 1-4) per conversation."
    ),
    store: Path = StoreDirOpt,
    misses: bool = typer.Option(False, "--misses", help="With --json: list the memory's misses."),
    ablations: bool = typer.Option(
        False, "--ablations", help="Also score the memory with traverse switched off."
    ),
    as_json: bool = JsonOpt,
    quiet: bool = QuietOpt,
) -> None:
    """LoCoMo evidence recall (full/any per category):
    memory vs BM25, stemmed BM25, dense and hybrids."""
    from ..bench.locomo import ABLATIONS, format_locomo, run_locomo

    data = [*data, *(more or [])]
    _check_files(data)
    result = run_locomo(
        data,
        k=k,
        store_dir=store,
        limit=limit,
        log=_log(quiet),
        keep_misses=misses,
        ablations=ABLATIONS if ablations else None,
    )
    _emit(ctx, result, as_json, format_locomo)


@bench_app.command("ingest")
def ingest(
    ctx: typer.Context,
    data: list[Path] = DataOpt,
    more: list[Path] = MoreFilesArg,
    store: Path = StoreDirOpt,
    big_mb: float = typer.Option(
        None,
        "--big-mb",
        min=0.01,
        metavar="MB",
        help="The big-file case: MB of JSON Lines written from --data (one conversation) "
        "into a temporary folder, ingested by `cogmem ingest` in its own process.",
    ),
    baseline_src: Path = typer.Option(
        None,
        "--baseline-src",
        metavar="DIR",
        help="With --big-mb: also run the code of this checkout on the same file.",
    ),
    runs: int = typer.Option(
        None,
        "--runs",
        min=1,
        help="With --big-mb: runs per code, the median reported \\[default: 1].",
    ),
    as_json: bool = JsonOpt,
    quiet: bool = QuietOpt,
) -> None:
    """Ingest throughput (end to end) and node counts
    per LoCoMo conversation, or the big-file case."""
    from ..bench.ingest import format_big_ingest, format_ingest, run_big_ingest, run_ingest

    data = [*data, *(more or [])]
    _check_files(data)
    if big_mb is not None:
        if len(data) != 1:
            raise InputError("--big-mb takes one --data conversation")
        result = run_big_ingest(
            data[0], big_mb, baseline_src=baseline_src, runs=runs or 1, log=_log(quiet), keep=store
        )
        _emit(ctx, result, as_json, format_big_ingest)
        return
    result = run_ingest(data, store_dir=store, log=_log(quiet))
    _emit(ctx, result, as_json, format_ingest)


@bench_app.command("temporal")
def temporal(
    ctx: typer.Context,
    data: Path = DataOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Relative-time resolution: exact match of value and granularity."""
    from ..bench.temporal import format_temporal, run_temporal

    _check_files([data])
    result = run_temporal(data)
    _emit(ctx, result, as_json, format_temporal)


ScaleDataOpt = typer.Option(None, "--data", help="LoCoMo conversation to ingest and replicate "
                                                "(default: /work/shared/data/locomo/26.json).")
ScaleStoreOpt = typer.Option(
    None,
    "--store",
    help="Build the store in this (new, empty) directory and keep it "
    "(default: a temporary directory, removed afterwards); or one "
    "or more http(s):// SPARQL servers (repeat --store): then one "
    "conversation on each server and on the embedded store in the "
    "same run (ingest, recall p50/p95, erase, same top-k; "
    "BENCHMARKS.md § Servers).",
)
ProfileOpt = typer.Option(
    None,
    "--profile",
    help="Write a cProfile (pstats) of recall on the sampled memories "
    "at the largest N, catalog build included, to this file.",
)


@bench_app.command("scale")
def scale(
    ctx: typer.Context,
    memories: int = typer.Option(
        100,
        "--memories",
        min=1,
        help="Largest number of memories N; measured at 1, 10, 100, ... below N and at N.",
    ),
    data: Path = ScaleDataOpt,
    turns_per_memory: list[int] = typer.Option(
        None,
        "--turns-per-memory",
        min=1,
        help="Repeat the conversation inside each memory to reach this many "
        "turns (5900 = LoCoMo size; default: one conversation). Repeat "
        "the option for several sizes: each gets its own store, and the "
        "growth of recall latency with size is reported.",
    ),
    sample: int = typer.Option(
        5, "--sample", min=1, help="Random memories whose recall is timed per N."
    ),
    questions: int = typer.Option(
        50, "--questions", min=1, help="LoCoMo questions (categories 1-4) per memory."
    ),
    k: int = KOpt,
    store: list[str] = ScaleStoreOpt,
    profile: Path = ProfileOpt,
    as_json: bool = JsonOpt,
    quiet: bool = QuietOpt,
) -> None:
    """Scale: N memories in one on-disk store (replicated
    conversation): recall p50/p95, ingest, size, RSS."""
    from ..bench.scale import (
        DEFAULT_DATA,
        format_scale,
        format_scale_sizes,
        levels_up_to,
        run_scale,
        run_scale_sizes,
    )

    source = data if data is not None else DEFAULT_DATA
    _check_files([source])
    urls = [s for s in store or [] if s.startswith(("http://", "https://"))]
    if urls:
        from ..bench.servers import format_servers, run_servers

        result = run_servers(urls, source, questions=questions, k=k, log=_log(quiet))
        _emit(ctx, result, as_json, format_servers)
        return
    if len(store or []) > 1:
        raise InputError(
            "--store: one directory, or http(s):// server URLs", source=" ".join(store)
        )
    store_dir = Path(store[0]) if store else None
    sizes = sorted(set(turns_per_memory or []))
    common = dict(
        source=source,
        sample=sample,
        questions=questions,
        k=k,
        log=_log(quiet),
        profile_path=profile,
    )
    if len(sizes) > 1:
        result = run_scale_sizes(sizes, levels_up_to(memories), store_dir=store_dir, **common)
        _emit(ctx, result, as_json, format_scale_sizes)
        return
    result = run_scale(
        levels_up_to(memories),
        store_dir=store_dir,
        turns_per_memory=sizes[0] if sizes else None,
        **common,
    )
    _emit(ctx, result, as_json, format_scale)
