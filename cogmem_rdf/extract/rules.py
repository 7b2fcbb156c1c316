"""The offline default extractor: rule-based, deterministic, English + Korean, zero tokens.

    from cogmem_rdf.extract.rules import RuleExtractor
    ex = RuleExtractor()
    extractions = ex.extract(turns, known_people=["Mina", "Theo"])

Each turn is routed by ``TurnIn.lang`` or, when absent, by its Hangul share. Korean analysis
loads kiwipiepy lazily (one ``Kiwi`` per process) so English-only use never pays for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..lang import detect_lang
from ..models import ClaimX, Extraction, TurnIn
from .discourse import Discourse, TurnContext
from .lexicon import en_polarity, ko_polarity
from .listener import listeners
from .register_en import normalise
from .rules_en import extract_en
from .stance import OWN, REPORT, StanceModel

#: how sure the stance model must be that a turn the rules gave no Claim carries one (own view
#: or someone's words): the point where, leaving each training file out in turn, at most 4 % of
#: record turns are read as claims (precision 0.98; ``BENCHMARKS.md``, "A learned second reading")
STANCE_THRESHOLD = 0.9


class RuleExtractor:
    """Rule-based extractor behind the ``Extractor`` protocol (``name = "rules"``)."""

    name = "rules"

    def __init__(self, stance: StanceModel | None | bool = True) -> None:
        # kept across calls: ingest feeds one memory's turns in order, batch after batch
        self._discourse = Discourse()
        #: the learned second reading for turns no rule gave a Claim (``stance``); False: rules only
        self.stance = StanceModel.default() if stance is True else stance or None

    def extract(
        self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()
    ) -> list[Extraction]:
        """Turns in conversation order; the listener of each turn (for claims about 'you') is the
        other speaker next to it in the same session (see ``listener.listeners``), and pronouns
        resolve against the people named earlier in the session (see ``discourse``)."""
        known = list(dict.fromkeys([*known_people, *(t.speaker for t in turns)]))
        return [
            self.extract_turn(t, known, who) for t, who in zip(turns, listeners(turns), strict=True)
        ]

    def extract_turn(
        self, turn: TurnIn, known_people: Sequence[str] = (), listener: str | None = None
    ) -> Extraction:
        known = list(known_people) or [turn.speaker]
        said = turn.text
        ctx = self._discourse.turn(
            turn.session, turn.speaker, listener, memory=turn.memory, turn=turn.turn
        )
        lang = turn.lang or detect_lang(turn.text)
        if lang == "ko":
            from .register_ko import front_dislocated
            from .rules_ko import extract_ko

            text = front_dislocated(turn.text)
            if text != turn.text:  # a source said after its report: read in frame order
                turn = turn.model_copy(update={"text": text})
            out = extract_ko(turn, known, ctx)
        else:
            text = normalise(turn.text, [*known, *ctx.recent])
            if text != turn.text:  # texting register: the rules read the restored text
                turn = turn.model_copy(update={"text": text})
            out = extract_en(turn, known, ctx)
        if not out.claims and self.stance is not None:
            _second_reading(self.stance, said, turn, out, ctx, lang)
        return _sanitise(out)


def _second_reading(
    model: StanceModel, said: str, turn: TurnIn, x: Extraction, ctx: TurnContext, lang: str
) -> None:
    """A Claim for a turn the rules gave none when the stance model is sure it carries one: the
    speaker's own view, or someone else's words owned by the person the turn names (an event's
    participant, then a person mentioned, then the person the conversation is about), relayed by
    the speaker. The rules' Events and Facts stay: a turn can be both (gold conventions)."""
    p = model.probs([said])[0]
    if p[OWN] + p[REPORT] < STANCE_THRESHOLD:
        return
    others = [
        *(q for e in x.events for q in e.participants),
        *x.mentions,
        *([ctx.centre] if ctx.centre else []),
    ]
    others = [q for q in dict.fromkeys(others) if q != turn.speaker]
    if p[OWN] >= p[REPORT]:
        owner, relayed = turn.speaker, []
    elif others:
        owner, relayed = others[0], [turn.speaker]
    else:
        return
    content = turn.text.strip()
    concepts = [
        *(c for e in x.events for c in e.concepts),
        *(c for f in x.facts for c in f.concepts),
        *(c.label for c in x.concepts),
    ]
    people = [q for q in others if q != owner]
    topic = ctx.topic
    if concepts:
        target, kind = concepts[0], "concept"
    elif topic is not None and topic[0] != owner:
        target, kind = topic
    elif people:
        target, kind = people[0], "person"
    else:
        return
    polarity = ko_polarity(content) if lang == "ko" else en_polarity(content)
    x.claims.append(
        ClaimX(
            content=content, owner=owner, relayed_by=relayed, target=target,
            target_kind="person" if kind == "person" else "event" if kind == "event" else "concept",
            polarity=polarity,
        )
    )


def _sanitise(x: Extraction) -> Extraction:
    """Relay chains never contain their owner nor repeat
    a hop; the speaker's own view is unrelayed."""
    for c in x.claims:
        chain = [p for p in dict.fromkeys(c.relayed_by) if p != c.owner]
        c.relayed_by = [] if c.owner == x.speaker else chain
    return x
