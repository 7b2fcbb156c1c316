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
from ..models import Extraction, TurnIn
from .discourse import Discourse
from .listener import listeners
from .register_en import normalise
from .rules_en import extract_en


class RuleExtractor:
    """Rule-based extractor behind the ``Extractor`` protocol (``name = "rules"``)."""

    name = "rules"

    def __init__(self) -> None:
        # kept across calls: ingest feeds one memory's turns in order, batch after batch
        self._discourse = Discourse()

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
        return _sanitise(out)


def _sanitise(x: Extraction) -> Extraction:
    """Relay chains never contain their owner nor repeat
    a hop; the speaker's own view is unrelayed."""
    for c in x.claims:
        chain = [p for p in dict.fromkeys(c.relayed_by) if p != c.owner]
        c.relayed_by = [] if c.owner == x.speaker else chain
    return x
