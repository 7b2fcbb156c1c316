"""Answers from grounded evidence that always say whose opinion is whose.

``ask`` = ``recall`` + an answer. Offline (no LLM) the answer is a short template over the top
evidence: claims in the one attribution wording (``attribution.py``: "Ines thinks: …", "According
to Cyrus, Cyrus's team lead says: …"), records stated plainly with their time. With an LLM the
evidence goes into a prompt whose rules require naming the owner of every claim used; the paper's
extraction that dropped "I think" made opinions read as facts, and an answer step must not undo what
the graph keeps.

>>> from cogmem_rdf.models import Evidence, RecallResult
>>> r = RecallResult(question="What does Ines think of Arlo?", intent="OPINION", evidence=[
...     Evidence(node="x", type="Claim", text="Arlo deserved it", owner="Ines", target="Arlo")])
>>> offline_answer(r)
'Ines thinks: Arlo deserved it.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .attribution import attribution
from .llm import LLMClient, LLMConfig, Usage
from .models import Evidence, RecallResult

if TYPE_CHECKING:
    from .memory import Memory

NO_ANSWER = "Nothing in memory answers that."
OPINION_INTENTS = {"OPINION", "OWNER", "BELIEF"}

_OWN = attribution({"text": "…", "owner": "Ines"}).rstrip(".")
_RELAYED = attribution(
    {"text": "…", "owner": "Cyrus's team lead", "relayed_by": ["Cyrus"]}
).rstrip(".")
# one line per rule: the line breaks are part of the prompt
ANSWER_RULES = "\n".join([
    "You answer a question from a memory of past conversations, using ONLY the numbered "
    "evidence.",
    "Evidence is either a RECORD (an event or fact someone reported) or a CLAIM (someone's "
    "opinion).",
    "Rules:",
    f'- Every time you use a CLAIM, name its owner: "{_OWN}". For a relayed claim name the '
    f'owner and who relayed it: "{_RELAYED}". The owner is never the relayer.',
    "- Never state a claim as a fact, and never drop its qualifiers.",
    "- Prefer CURRENT claims; if an owner's opinion changed (SUPERSEDED), say what they think now, "
    "and that it changed when it matters.",
    "- State records plainly, with their time when it is given.",
    "- If the evidence does not answer the question, say so. Do not guess.",
    "- Answer in one to three sentences, in the language of the question. Cite evidence numbers "
    "like [1].",
])


def ask(mem: Memory, question: str, k: int = 10, llm: LLMConfig | LLMClient | None = None, *,
        date: Any = None, **options: Any) -> dict[str, Any]:
    """Recall evidence for ``question`` and answer it; see the module docstring.

    Returns ``{"question", "intent", "answer", "evidence", "tokens"}``; ``evidence`` is recall's
    list (CLI.md shape), claims carrying their ``status`` when the memory has been consolidated.
    """
    result = mem.recall(question, k=k, date=date, **options)
    attach_status(mem, result)
    usage = Usage()
    if llm is None:
        text = offline_answer(result)
    else:
        text = llm_answer(result, llm if isinstance(llm, LLMClient) else LLMClient(llm), usage)
    return {
        "question": question,
        "intent": result.intent,
        "answer": text,
        "evidence": [e.model_dump(mode="json") for e in result.evidence],
        "tokens": usage.as_dict(),
    }


def attach_status(mem: Memory, result: RecallResult) -> None:
    """Fill ``status`` of claim evidence from the claim views, where recall has not already."""
    if not any(e.type == "Claim" and e.status is None for e in result.evidence):
        return
    from .consolidate import claim_status

    status = claim_status(mem)
    for e in result.evidence:
        if e.type == "Claim" and e.status is None:
            e.status = status.get(e.node)


def offline_answer(result: RecallResult, limit: int = 3) -> str:
    """A templated answer from the top evidence, every claim with its owner (no LLM, no tokens)."""
    items = [e for e in result.evidence if e.type != "Turn"] or list(result.evidence)
    if result.intent in OPINION_INTENTS:
        # "what does X think now": current views first, then the rest in rank order
        items.sort(key=lambda e: 0 if e.type == "Claim" and e.status in (None, "CURRENT") else 1)
    if not items:
        return NO_ANSWER
    return " ".join(statement(e) for e in items[:limit])


def statement(e: Evidence) -> str:
    """One evidence item as a sentence that keeps its source."""
    if e.type == "Claim":
        return attribution(e, note=_status_note(e))
    if e.type == "Turn":
        turn = e.turns[0] if e.turns else None
        who = f"{turn.speaker} said" if turn else "It was said"
        on = f" on {turn.date}" if turn and turn.date else ""
        return f'{who}{on}: "{e.text.strip().rstrip(".")}".'
    text = e.text.strip().rstrip(".")
    when = _when(e)
    return f"{text} ({when})." if when else f"{text}."


def _status_note(e: Evidence) -> str:
    said = e.turns[0].date if e.turns and e.turns[0].date else None
    if e.status == "SUPERSEDED":
        return (
            f" (said {said}; an earlier view, since superseded)"
            if said
            else " (an earlier view, since superseded)"
        )
    if e.status == "CONFLICTING":
        return " (conflicting with another view they gave at the same time)"
    return f" (said {said})" if said else ""


def _when(e: Evidence) -> str | None:
    if e.time is not None:
        return e.time.value
    if e.type == "Event" and e.turns and e.turns[0].date:
        return f"mentioned {e.turns[0].date}"
    return None


def evidence_block(result: RecallResult) -> str:
    """The evidence as the answer prompt shows it: kind, owner, relay, status, time, source turn."""
    lines = []
    for i, e in enumerate(result.evidence, 1):
        if e.type == "Claim":
            head = f"CLAIM by {e.owner or 'unknown'}"
            if e.relayed_by:
                head += f" (relayed by {' via '.join(e.relayed_by)})"
            if e.status:
                head += f" [{e.status}]"
        elif e.type == "Turn":
            head = "TURN"
        else:
            head = f"RECORD ({e.type.lower()})"
        when = e.time.value if e.time is not None else (e.turns[0].date if e.turns else None)
        lines.append(f"[{i}] {head}{f' time {when}' if when else ''}: {e.text}")
        for t in e.turns[:2]:
            lines.append(f"    source {t.id} {t.speaker} ({t.date}): {t.text}")
    return "\n".join(lines) or "(no evidence)"


def answer_messages(result: RecallResult) -> list[dict[str, str]]:
    return [
        {"role": "system", "content": ANSWER_RULES},
        {
            "role": "user",
            "content": f"Question: {result.question}\n\nEvidence:\n{evidence_block(result)}",
        },
    ]


def llm_answer(result: RecallResult, client: LLMClient, usage: Usage) -> str:
    """The model's answer over the evidence; with no evidence, no call is made."""
    if not result.evidence:
        return NO_ANSWER
    return client.text(answer_messages(result), usage)
