"""The LLM extractor: any OpenAI-compatible chat endpoint, JSON out, validated by pydantic.

The prompt follows CogMem's atomic extraction (each memory unit self-contained, pronouns and
first person resolved, qualifiers kept) plus the rules the paper missed: the owner of an opinion
lives in the structure, hearsay keeps its relay chain with the original holder as owner (LLMs
named the relayer 76–100% of the time), records and opinions are different node types, and time
is returned as the words said — the rule table resolves them, never the model.

Several turns go into one call (``batch_size``). Output is checked turn by turn; turns whose
output is invalid are asked again (with the error) up to ``max_retries`` times with exponential
backoff, as are 429/5xx answers. A turn still invalid raises for that turn only: the batch call
raises, the pipeline retries turn by turn, the good turns come back from a cache at no cost and
the bad one raises again at once, so it is kept and reported.
"""

from __future__ import annotations

import copy
import functools
import json
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field
from pydantic import ValidationError as PydanticError

from ..errors import BackendError, UsageError
from ..llm import InvalidOutput, LLMClient, LLMConfig, Usage, parse_json_object, short_error
from ..models import Extraction, TurnIn
from ..vocab import normalize_name

RULES = (
    "You turn dialogue turns into memory records for a long-term memory that must "
    "remember WHO SAID WHAT.\n"
    "Split each turn into atomic, self-contained units: each unit must make sense on its "
    "own, weeks later, without the conversation.\n"
    "\n"
    "Rules:\n"
    '1. Restore first person: "I", "me", "my", "we" (Korean 나/저/내/제/우리) become the '
    'speaker\'s name. "my team lead" said by Cyrus is "Cyrus\'s team lead"; "우리 팀장님" '
    'said by 민준 is "민준의 팀장님". Keep names as the conversation writes them.\n'
    "2. events = records of things that happened to or were done by someone (a dated "
    'action); facts = habits, preferences, attributes ("Melanie likes pottery"); both are '
    "things the speaker reports as true. Never put an opinion or judgement there.\n"
    '3. claims = opinions, judgements, evaluations, beliefs, rumours ("X was wrong '
    'to...", "I think...", "he deserved it"). owner = whose opinion it is. The speaker '
    'owns their own opinion; for hearsay ("X says", "X told me", "apparently", "I heard", '
    'Korean -대/-래/-다더라/-라던데/"~가 그러는데") the owner is the ORIGINAL holder, '
    "never the person passing it on. relayed_by lists the people who passed it on, "
    "nearest to the listener first: the speaker first, then the next relayer. Never list "
    'the owner in relayed_by. Keep qualifiers and hedges in content ("probably", "a '
    'bit"); hedged = true when marked as belief ("I think", "같아").\n'
    "4. polarity = the claim's stance toward its target (positive = approving or "
    "sympathetic, negative = critical, neutral = neither).\n"
    '5. time_expression = the time words exactly as written in the turn ("last year", '
    '"yesterday", "작년 여름", "the week before"), or null. NEVER compute or write a date '
    "yourself.\n"
    '6. predicate = the main verb lemma of an event ("lay off", "move", "paint"). '
    "concepts = activities, places, objects involved, short lowercase noun phrases.\n"
    "7. mentions = names of people mentioned in the turn. Use the known people's spelling "
    "when they are meant.\n"
    "8. Do not invent anything the turn does not say. A turn with nothing to remember "
    "gets empty lists; a question asks, it states no claim.\n"
    '9. Read each turn in its conversation: the earlier turns given as context (and the '
    'turns before it in the batch) say who "he", "she", "they", "걔", "걔네", "그분", '
    '"그 사람", "자기" and "the landlord" are: write the person\'s name or relation '
    'phrase, never the pronoun. "you" and "your sister" are the person the speaker answers '
    '(usually the speaker of the turn before), so "your sister" said by Cyrus to Tirzah is '
    '"Tirzah\'s sister". Context turns are not extracted.\n'
    '10. Hearsay of hearsay keeps every hop: Cyrus says "Tirzah told me her landlord '
    'thinks the rent will go up" -> owner "Tirzah\'s landlord", relayed_by ["Cyrus", '
    '"Tirzah"]. Words quoted from someone ("X was like \\"no way\\"", "X: ...") are X\'s.\n'
    "\n"
    'Example. Turn s1:4, speaker Cyrus: "My team lead says Arlo totally deserved to be '
    'let go. I started pottery classes last month."\n'
    '{"extractions": [{"turn": "s1:4", "speaker": "Cyrus", "events": [{"text": "Cyrus '
    'started pottery classes", "participants": ["Cyrus"], "concepts": ["pottery"], '
    '"predicate": "start", "time_expression": "last month"}], "facts": [], "claims": '
    '[{"content": "Arlo totally deserved to be let go", "owner": "Cyrus\'s team lead", '
    '"relayed_by": ["Cyrus"], "target": "Arlo", "target_kind": "person", "polarity": '
    '"negative", "predicate": "judgedAs", "hedged": false}], "concepts": [{"label": '
    '"pottery", "person": "Cyrus", "relation": "does"}], "mentions": ["Arlo", "Cyrus\'s '
    'team lead"]}]}\n'
)


class ExtractionBatch(BaseModel):
    """The JSON object the model returns: one extraction per input turn, in order."""

    extractions: list[Extraction] = Field(
        description="One entry per input turn, with the turn id it answers."
    )


def response_schema() -> dict[str, Any]:
    """The JSON schema shown to the model: the pydantic models' own, minus fields we fill."""
    schema = copy.deepcopy(ExtractionBatch.model_json_schema())
    defs = schema.get("$defs", {})
    for name, drop in (("EventX", "time"), ("Extraction", "lang")):
        props = defs.get(name, {}).get("properties", {})
        props.pop(drop, None)
    defs.pop("TimeValue", None)
    return _strip_titles(schema)


def _strip_titles(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            k: _strip_titles(v) for k, v in node.items() if k != "title" or not isinstance(v, str)
        }
    if isinstance(node, list):
        return [_strip_titles(v) for v in node]
    return node


@functools.cache
def system_prompt() -> str:
    """The rules plus the response schema (the same for every call, so servers can cache it)."""
    return RULES + "\nReturn ONE JSON object matching this JSON schema:\n" + json.dumps(
        response_schema(), ensure_ascii=False, separators=(",", ":"))


def user_prompt(
    turns: Sequence[TurnIn], known_people: Sequence[str], errors: dict[str, str] | None = None,
    context: Sequence[TurnIn] = (),
) -> str:
    """The turns to extract, with just enough context (speaker, session date, known people,
    and the ``context`` turns said just before them in their sessions, not to be extracted)."""
    items = []
    for t in turns:
        item = {
            "turn": t.turn,
            "speaker": t.speaker,
            "session_date": t.date.date().isoformat(),
            "text": t.text,
        }
        if t.caption:
            item["image_caption"] = t.caption
        items.append(item)
    people = ", ".join(list(dict.fromkeys(known_people))[:50]) or "none yet"
    text = f"Known people: {people}\n"
    if context:
        said = [{"session": t.session, "speaker": t.speaker, "text": t.text} for t in context]
        text += ("Earlier turns of these conversations, for context only (do not extract "
                 "them): " + json.dumps(said, ensure_ascii=False) + "\n")
    text += (
        f"Turns ({len(items)}); return exactly one extraction per turn, "
        f"same order, same turn ids:\n" + json.dumps(items, ensure_ascii=False)
    )
    notes = {t.turn: errors[t.turn] for t in turns if errors and t.turn in errors}
    if notes:
        text += "\nYour previous answer for these turns was invalid; fix it: " + json.dumps(
            notes, ensure_ascii=False
        )
    return text


#: turns of a session kept as the context of its next batch (a pronoun reaches back a few
#: turns; a correction of whose words a report was, a few more), and sessions kept
CONTEXT = 8
_SESSIONS = 256


class LLMExtractor:
    """Extractor backed by an OpenAI-compatible chat endpoint (see module docstring).

    ``last_usage`` holds the tokens spent since the pipeline last read it: it starts again at
    zero on the first ``extract`` call after a read, so a failed batch call and the turn-by-turn
    calls that follow it are all counted in the one read the pipeline makes.
    """

    name = "llm"

    def __init__(self, config: LLMConfig | LLMClient, batch_size: int = 8, max_retries: int = 3, *,
                 backoff: float = 0.5, client: Any = None, cache_size: int = 256):
        if batch_size < 1:
            raise UsageError(f"batch_size must be >= 1, got {batch_size}")
        self.llm = config if isinstance(config, LLMClient) else LLMClient(
            config, max_retries=max_retries, backoff=backoff, client=client)
        self.batch_size = batch_size
        self._usage = Usage()
        self._usage_read = False
        # results of recent turns, so the pipeline's turn-by-turn fallback costs nothing
        self._cache: OrderedDict[tuple[str, str], Extraction | str] = OrderedDict()
        self._cache_size = cache_size
        # the last turns read of each session (by turn id, oldest first): the context of the
        # next batch of the session, whether it comes in this call, a later call (a chat
        # assistant adds one turn at a time) or a new process (``warm``)
        self._recent: OrderedDict[tuple[str, str], OrderedDict[str, TurnIn]] = OrderedDict()

    @classmethod
    def from_env(cls, **kw: Any) -> LLMExtractor:
        """Configured from COGMEM_LLM_BASE_URL / COGMEM_LLM_MODEL / COGMEM_LLM_API_KEY, read now."""
        return cls(LLMConfig.from_env(), **kw)

    @property
    def last_usage(self) -> dict[str, int]:
        self._usage_read = True
        return self._usage.as_dict()

    def extract(
        self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()
    ) -> list[Extraction]:
        """One validated ``Extraction`` per turn, in order; raises if any turn stays invalid."""
        if self._usage_read:
            self._usage, self._usage_read = Usage(), False
        results: dict[str, Extraction | str] = {}
        todo = []
        for t in turns:
            hit = self._cache.get(_key(t))
            if hit is None:
                todo.append(t)
            else:
                results[t.turn] = hit if isinstance(hit, str) else hit.model_copy(deep=True)
        for start in range(0, len(todo), self.batch_size):
            results.update(self._run(todo[start : start + self.batch_size], known_people))
        failed = [(t.turn, results[t.turn]) for t in turns if isinstance(results[t.turn], str)]
        if failed:
            detail = "; ".join(f"{tid}: {err}" for tid, err in failed)
            raise BackendError(f"LLM extraction failed for {len(failed)} turn(s): {detail}"[:800])
        return [results[t.turn] for t in turns]  # type: ignore[misc]

    def knows(self, memory: str, session: str) -> bool:
        """Has a turn of ``session`` been read (or given by ``warm``) in this process?"""
        return (memory, session) in self._recent

    def warm(self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()) -> None:
        """Stored turns said just before the next ones of their session (the ingest pipeline
        gives them to a new process, ``Pipeline._warm``): kept as context, not sent on their
        own, costing no call."""
        self._keep(turns)

    def context(self, batch: Sequence[TurnIn]) -> list[TurnIn]:
        """The last ``CONTEXT`` turns read of each session of ``batch`` that came before the
        batch's first turn of it (by ``seq`` when the turns carry one), in order."""
        ids = {t.turn for t in batch}
        out: list[TurnIn] = []
        for key, first in {(t.memory, t.session): t for t in reversed(batch)}.items():
            seen = [u for u in self._recent.get(key, {}).values() if u.turn not in ids and (
                not (first.seq or u.seq) or u.seq < first.seq)]
            out.extend(seen[-CONTEXT:])
        return out

    def _keep(self, turns: Sequence[TurnIn]) -> None:
        for t in turns:
            key = (t.memory, t.session)
            kept = self._recent.pop(key, None) or OrderedDict()
            self._recent[key] = kept  # the most recently used session last
            kept.pop(t.turn, None)
            kept[t.turn] = t
            while len(kept) > CONTEXT:
                kept.popitem(last=False)
        while len(self._recent) > _SESSIONS:
            self._recent.popitem(last=False)

    def _run(self, batch: list[TurnIn], known: Sequence[str]) -> dict[str, Extraction | str]:
        """Extract a batch; each retry asks only for the turns still without a valid answer."""
        context = self.context(batch)
        self._keep(batch)
        good: dict[str, Extraction] = {}
        errors: dict[str, str] = {}
        last: Exception | None = None
        pending = list(batch)
        for attempt in range(self.llm.max_retries + 1):
            if not pending:
                break
            self.llm.wait(attempt, last)
            messages = [{"role": "system", "content": system_prompt()},
                        {"role": "user", "content": user_prompt(pending, known, errors,
                                                                context)}]
            try:
                content = self.llm.complete(messages, self._usage, json_mode=True)
                found, errors = _parse_batch(content, pending)
            except InvalidOutput as exc:
                last, errors = exc, {t.turn: str(exc) for t in pending}
            except Exception as exc:  # noqa: BLE001 - 429/5xx/connection retried, others raise
                last, errors = (
                    self.llm.transport_error(exc),
                    {t.turn: short_error(exc) for t in pending},
                )
            else:
                good.update(found)
                last = InvalidOutput("; ".join(errors.values())) if errors else None
            pending = [t for t in pending if t.turn not in good]
        out: dict[str, Extraction | str] = {}
        for t in batch:
            out[t.turn] = (
                _finish(good[t.turn], t)
                if t.turn in good
                else (
                    f"no valid output after {self.llm.max_retries + 1} attempts: "
                    f"{errors.get(t.turn, last)}"
                )
            )
            self._remember(t, out[t.turn])
        return out

    def _remember(self, turn: TurnIn, result: Extraction | str) -> None:
        self._cache[_key(turn)] = result
        self._cache.move_to_end(_key(turn))
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)


def _key(t: TurnIn) -> tuple[str, str]:
    return (t.turn, t.text)


def _parse_batch(content: str, batch: list[TurnIn]) -> tuple[dict[str, Extraction], dict[str, str]]:
    """Valid extractions by turn id, and an error for each turn without one."""
    data = parse_json_object(content)
    items = data.get("extractions")
    if items is None and len(batch) == 1 and "turn" in data:
        items = [data]  # a lone extraction without the wrapper
    if not isinstance(items, list):
        raise InvalidOutput('the object needs an "extractions" list')
    by_id = {
        str(i.get("turn")): i for i in items if isinstance(i, dict) and i.get("turn") is not None
    }
    if not by_id and len(items) == len(batch):  # ids missing but one per turn: go by position
        by_id = {t.turn: i for t, i in zip(batch, items, strict=False) if isinstance(i, dict)}
    found, errors = {}, {}
    for t in batch:
        item = by_id.get(t.turn)
        if item is None:
            errors[t.turn] = "no extraction for this turn id"
            continue
        try:
            found[t.turn] = _validate(item, t)
        except (PydanticError, InvalidOutput) as exc:
            errors[t.turn] = " ".join(str(exc).split())[:500]
    return found, errors


def _validate(item: dict[str, Any], turn: TurnIn) -> Extraction:
    item = _drop_nulls(dict(item))
    item.update(turn=turn.turn, speaker=turn.speaker, lang=turn.lang or "en")
    for event in item.get("events", []) or []:
        if isinstance(event, dict):
            event.pop("time", None)  # times come from the rule table, never from the model
    ex = Extraction.model_validate(item)
    for claim in ex.claims:
        owner = normalize_name(claim.owner)
        if owner in {normalize_name(r) for r in claim.relayed_by}:
            raise InvalidOutput(
                f"claim {claim.content!r}: the owner {claim.owner!r} is also in relayed_by; "
                "the owner is the original holder, relayed_by the people who passed it on"
            )
    return ex


def _drop_nulls(obj: Any) -> Any:
    # A null where a default exists is harmless; dropping it lets the default apply.
    if isinstance(obj, dict):
        return {k: _drop_nulls(v) for k, v in obj.items() if v is not None}
    if isinstance(obj, list):
        return [_drop_nulls(v) for v in obj]
    return obj


def _finish(ex: Extraction, turn: TurnIn) -> Extraction:
    """Drop time expressions the turn does not contain (a computed date is not an expression)."""
    text = turn.text.casefold()
    for event in ex.events:
        if event.time_expression and event.time_expression.casefold() not in text:
            event.time_expression = None
        event.time = None
    return ex
