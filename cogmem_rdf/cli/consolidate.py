"""Commands over consolidated memory: ``consolidate`` and ``ask`` (thin calls into the library)."""

from __future__ import annotations

from pathlib import Path

import typer

from .app import JsonOpt, MemoryOpt, StoreOpt, app, emit_json, open_memory

LLMBaseOpt = typer.Option(None, "--llm-base-url", help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1.")
LLMModelOpt = typer.Option(
    None, "--llm-model", help="Model name; giving any --llm-* option turns the LLM on."
)
LLMKeyOpt = typer.Option(
    None, "--llm-api-key", help="API key (else COGMEM_LLM_API_KEY; local servers need none)."
)
LLMFileOpt = typer.Option(
    None, "--llm-config", help="JSON or TOML file with model, base_url, api_key."
)


@app.command()
def consolidate(
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    delta_days: int = typer.Option(
        30, "--delta-days", min=0, help="Δt: most days between consecutive events of a habit."
    ),
    tau: int = typer.Option(
        3, "--tau", min=1, help="τ: fewest occurrences (distinct days) that make a habit."
    ),
    as_json: bool = JsonOpt,
) -> None:
    """Repeated events ⇒ facts, claims ⇒ CURRENT/SUPERSEDED/CONFLICTING views (idempotent)."""
    from ..consolidate import consolidate as run

    with open_memory(store, memory) as mem:
        report = run(mem.require(), delta_days=delta_days, tau=tau)
    if as_json:
        emit_json(report.as_json())
    else:
        s = report.statuses
        typer.echo(
            f"{report.facts} facts ({report.facts_created} new, {report.facts_updated} extended, "
            f"{report.facts_removed} removed); {report.views} claim views ({s['CURRENT']} current, "
            f"{s['SUPERSEDED']} superseded, {s['CONFLICTING']} conflicting) in "
            f"{report.seconds:.1f}s"
        )


@app.command()
def ask(
    question: str = typer.Argument(..., help="The question."),
    memory: str = MemoryOpt,
    store: str = StoreOpt,
    k: int = typer.Option(
        10, "--k", min=1, help="Context budget: at most k distinct source turns."
    ),
    date: str = typer.Option(None, "--date", help="Date the question is asked (YYYY-MM-DD)."),
    llm_base_url: str = LLMBaseOpt,
    llm_model: str = LLMModelOpt,
    llm_api_key: str = LLMKeyOpt,
    llm_config: Path = LLMFileOpt,
    as_json: bool = JsonOpt,
) -> None:
    """Answer from grounded evidence, naming the owner of every opinion (offline unless --llm-*)."""
    from ..answer import ask as run
    from ..llm import LLMConfig
    from .commands import _date

    config = LLMConfig.from_options(llm_base_url, llm_model, llm_api_key, llm_config)
    with open_memory(store, memory) as mem:
        out = run(mem.require(), question, k=k, llm=config, date=_date(date))
    if as_json:
        emit_json(out)
        return
    typer.echo(out["answer"])
    for i, ev in enumerate(out["evidence"], 1):
        owner = f" [owner: {ev['owner']}]" if ev.get("owner") else ""
        typer.echo(f"  [{i}] {ev['type']}: {ev['text']}{owner}", err=False)
