"""A report, then its source in a sentence of its own (English).

Chat often says the news first and who it came from after it, in a sentence that repeats
nothing of the news: a subject, a verb of telling, and at most a pronoun standing for what was
just said ("The lido's closing for a year. My aunt mentioned it at lunch."; "… apparently. Got
it from my aunt."; "…. Source: my aunt."). The report is the source's, passed on by the speaker,
whatever verb of telling is used. The rules read a source sentence that says something of its
own; this reads the one that only points back. It recognises the source sentence by its shape
(``source_of``), then reads the two sentences again as one in the order the rules know
("My aunt said the lido's closing for a year"), so the source phrase is resolved as any other
(possessives to the speaker's, pronouns to the person named before, names as names).

>>> source_of("My aunt mentioned it at lunch.")
'My aunt'
>>> source_of("got it from our neighbour lol")
'our neighbour'
>>> source_of("My aunt mentioned the pool is closing.") is None  # says something of its own
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..models import ClaimX, Extraction

# who: a possessed relation noun, a name (one or two capitalised words, a title), or a pronoun
_WHO = (r"(?P<who>(?:(?:my|our|his|her|their|your)\s+\w+(?:\s+(?!(?:lol|lmao|haha|tho|"
        r"though|anyway|at|on|in|last|this|yesterday|today)\b)\w+)?"
        r"|(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s+[A-Z][\w'-]+"
        r"|[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?|she|he|they))")
# what stands for the report just said
_IT = r"(?:it|that|this|so|the news)"
# a verb of telling whose object, if any, points back to the report or at the hearer
_TOLD = (
    rf"(?:mentioned(?:\s+{_IT})?|brought\s+{_IT}\s+up|let\s+{_IT}\s+slip|"
    rf"(?:texted|messaged|emailed|rang|called|warned|told|tipped\s+off)\s+(?:me|us)"
    rf"(?:\s+about\s+{_IT})?|"
    rf"(?:posted|shared|announced|confirmed|said|says|reckons|thinks)\s+{_IT}|"
    rf"(?:was|were)\s+(?:saying|telling\s+(?:me|us))(?:\s+{_IT})?|"
    rf"(?:heard|found\s+out|got)\s+{_IT}(?:\s+(?:at|from|on|in)(?:\s+[\w'-]+){{1,4}})?|"
    rf"swears\s+(?:by\s+{_IT}|{_IT}'s\s+true|it\s+is\s+true))")
# what may close the sentence: when or where it was told, a hedge, laughter
_TAIL = (r"(?:\s+(?:at|on|in|over|during|after|before|last|this|yesterday|today|earlier|"
         r"anyway|tho|though|lol|haha|apparently)(?:\s+[\w'-]+){0,4}?)?")
_SOURCE_SENTENCE = [
    re.compile(rf"^{_WHO}\s+(?:literally\s+|actually\s+|just\s+|also\s+)?{_TOLD}{_TAIL}[.!]*$",
               re.IGNORECASE),
    # 'Got it from my aunt', 'Heard it from X', 'That's from X', 'Source: X', 'According to X'
    re.compile(rf"^(?:(?:i\s+)?(?:got|heard)\s+(?:it|that|this)\s+(?:from|off)|that'?s\s+from|"
               rf"source:?|according\s+to)\s+{_WHO}{_TAIL}[.!]*$", re.IGNORECASE),
    # "My aunt's words, not mine"
    re.compile(rf"^{_WHO}'s\s+words(?:,?\s+not\s+mine)?[.!]*$", re.IGNORECASE),
]
# where a turn's sentences part, chat laughter included ('… lol my aunt mentioned it')
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+|(?<=\s)(?:lol|lmao|haha+)\s+", re.IGNORECASE)
# hearsay hedges the re-read leaves out: the source now says whose it is
_HEDGE = re.compile(r"(?:^|,?\s+)(?:apparently|supposedly|allegedly|reportedly)\b,?",
                    re.IGNORECASE)
_NOT_WHO = frozenset({"i", "we", "you", "it", "that", "this", "there"})
# the speaker as the report's subject: their own view or doing, which a source does not take
_FIRST_PERSON = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd)\b", re.IGNORECASE)

Reader = Callable[[str], Extraction]


def source_of(sentence: str) -> str | None:
    """The source phrase of a sentence that only says who told the report before it, or None."""
    s = sentence.strip()
    for pattern in _SOURCE_SENTENCE:
        m = pattern.match(s)
        if m and m["who"].lower() not in _NOT_WHO:
            return m["who"]
    return None


def read_postposed(text: str, speaker: str, out: Extraction, reader: Reader) -> None:
    """Give each report followed by a sentence naming only its source to that source: the two
    read again as 'SOURCE said REPORT'. The claims the turn's first reading made of the two
    sentences (the report as the speaker's, 'someone''s or nobody's; the source sentence read as
    a view of its own) are replaced by the re-read's; the other sentences' claims stay."""
    parts = [p.strip() for p in _SENTENCE_END.split(text) if p and p.strip()]
    for report, after in zip(parts, parts[1:], strict=False):
        who = source_of(after)
        if who is None or source_of(report) is not None or len(report.split()) < 3 or (
                _FIRST_PERSON.search(report)) or report.endswith("?"):
            continue
        said = _HEDGE.sub("", report).strip().rstrip(".!")
        if not said:
            continue
        again = reader(f"{who} said {said[0].lower() + said[1:] if _lower_ok(said) else said}.")
        new = [c for c in again.claims if c.owner != speaker and c.relayed_by[:1] == [speaker]
               and c.owner.lower() not in {"someone", "somebody"}]
        if not new:
            continue
        out.claims[:] = [c for c in out.claims if not _of(c, report, after)] + new
        out.mentions[:] = list(dict.fromkeys([*out.mentions, *again.mentions]))


def _lower_ok(said: str) -> bool:
    """May the report's first letter go lower case after 'X said' (not a name or 'I')?"""
    first = said.split()[0]
    return not (first == "I" or first.startswith("I'") or first[:1].isupper() and (
        first[1:].islower() and len(said.split()) > 1 and first.lower() not in _ARTICLES))


_ARTICLES = frozenset("the a an this that these those my our his her their its".split())


def _of(claim: ClaimX, report: str, after: str) -> bool:
    """Does ``claim`` read the report or the source sentence (its content held by one, or
    holding the report)?"""
    content = claim.content.strip().rstrip(".!").lower()
    said = report.strip().rstrip(".!").lower()
    return bool(content) and (content in said or content in after.lower() or said in content)
