"""The offline default extractor: rule-based, deterministic, English + Korean, zero tokens.

    from cogmem_rdf.extract.rules import RuleExtractor
    ex = RuleExtractor()
    extractions = ex.extract(turns, known_people=["Mina", "Theo"])

Each turn is routed by ``TurnIn.lang`` or, when absent, by its Hangul share. Korean analysis
loads kiwipiepy lazily (one ``Kiwi`` per process) so English-only use never pays for it.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..lang import detect_lang
from ..models import ClaimX, EventX, Extraction, FactX, Reowning, TurnIn
from . import dialogue_acts, source_answer
from . import en_words as W
from .discourse import Discourse, TurnContext, backchannel
from .en_parse import lower_case_register, tokenize
from .lexicon import en_polarity, ko_polarity
from .listener import listeners
from .names import has_batchim, name_key
from .postposed import read_postposed, read_postposed_ko, said_so
from .register_en import dislocated_subject, name_dash_aside, normalise
from .rules_en import SOMEONE, extract_en
from .stance import OWN, RECORD, REPORT, StanceModel
from .timewords import KO_TIME, en_has_habit, en_time_expression, ko_has_habit, ko_time_expression

#: how sure the stance model must be that a turn the rules gave no Claim carries one (own view
#: or someone's words): the lowest point where, leaving each training file out in turn, at most
#: 4 % of record turns are read as claims (51 files: 3.6 %, precision 0.98; ``BENCHMARKS.md``,
#: "Seventeenth pass"; ``python -m cogmem_rdf.extract.stance cv FILES`` prints it)
STANCE_THRESHOLD = 0.91


class RuleExtractor:
    """Rule-based extractor behind the ``Extractor`` protocol (``name = "rules"``)."""

    name = "rules"

    def __init__(self, stance: StanceModel | None | bool = True) -> None:
        # kept across calls: ingest feeds one memory's turns in order, batch after batch
        self._discourse = Discourse()
        # the last turn read of each session while its speaker was the only one (a first turn
        # read alone: no listener), read again once the next speaker is known (``_hear_back``)
        self._unheard: dict[tuple[str, str], TurnIn] = {}
        #: the learned second reading for turns no rule gave a Claim (``stance``); False: rules only
        self.stance = StanceModel.default() if stance is True else stance or None

    def extract(
        self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()
    ) -> list[Extraction]:
        """Turns in conversation order; the listener of each turn (for claims about 'you') is the
        other speaker next to it in the same session (see ``listener.listeners``), and pronouns
        resolve against the people named earlier in the session (see ``discourse``)."""
        known = list(dict.fromkeys([*known_people, *(t.speaker for t in turns)]))
        self._hear_back(turns, known)
        read = [self._rules(t, known, who) for t, who in zip(turns, listeners(turns), strict=True)]
        for t in turns:
            key = (t.memory, t.session)
            if self._discourse.alone(t.memory, t.session, t.speaker):
                self._unheard[key] = t
            else:
                self._unheard.pop(key, None)
        while len(self._unheard) > 256:
            del self._unheard[next(iter(self._unheard))]
        _reown(read)
        self._second(read)
        return [_sanitise(r.out) for r in read]

    def _hear_back(self, turns: Sequence[TurnIn], known: list[str]) -> None:
        """A session's opening turn read alone ('How's your mum?' added before anyone answered)
        had no listener; once the next speaker's turn arrives, the opening turn is read again
        with them as its listener (its context restored, its findings stored already), as a
        batch holding both would have read it: 'your mum' is then the answerer's."""
        for t in turns:
            prev = self._unheard.pop((t.memory, t.session), None)
            if prev is not None and name_key(prev.speaker) != name_key(t.speaker):
                self._rules(prev, known, t.speaker)

    def knows(self, memory: str, session: str) -> bool:
        """Does the discourse hold ``session`` (a turn of it read in this process)?"""
        return self._discourse.knows(memory, session)

    def warm(self, turns: Sequence[TurnIn], known_people: Sequence[str] = ()) -> None:
        """Read stored turns of a session again, for the discourse only (what they found is
        stored already): a new process ingesting the next turns of a conversation resolves
        pronouns and corrections against them as the process that read them would have."""
        known = list(dict.fromkeys([*known_people, *(t.speaker for t in turns)]))
        for t, who in zip(turns, listeners(turns), strict=True):
            self._rules(t, known, who)

    def extract_turn(
        self, turn: TurnIn, known_people: Sequence[str] = (), listener: str | None = None
    ) -> Extraction:
        r = self._rules(turn, list(known_people) or [turn.speaker], listener)
        _reown([r])
        self._second([r])
        return _sanitise(r.out)

    def _rules(self, turn: TurnIn, known: Sequence[str], listener: str | None) -> _Read:
        said = turn.text
        ctx = self._discourse.turn(
            turn.session, turn.speaker, listener, memory=turn.memory, turn=turn.turn,
            aside=backchannel(turn.text),
        )
        lang = turn.lang or detect_lang(turn.text)
        if lang != "ko" and not lower_case_register(tokenize(turn.text)):
            # before its reading, the turn's own words count; a writer who types all in lower
            # case writes names so too, and lends no evidence
            ctx.read_words(turn.text)
        turn, out = _read(turn, known, ctx, lang)
        # a report, then a sentence naming only its source
        (read_postposed_ko if lang == "ko" else read_postposed)(
            turn.text, turn.speaker, out,
            lambda text: _read(turn.model_copy(update={"text": text}), known, ctx, lang)[1])
        sourced = _source_named(said, turn, known, ctx, lang, out)
        revisions = dialogue_acts.read_turn(  # a correction of whose words a report was
            ctx, turn.turn or "", turn.speaker, said, lang, out,
            lambda text: _read(turn.model_copy(update={"text": text}), known, ctx, lang)[1])
        return _Read(said, turn.text, turn.speaker, out, ctx.centre, ctx.topic, lang,
                     turn.turn, sourced, revisions)

    def _second(self, read: Sequence[_Read]) -> None:
        """The stance model over the turns the rules gave no Claim and did not settle (a
        question, thanks, an agreement: ``Extraction.settle``), of a few words at least (a
        one- or two-word reply is the rules' to read), in one batch; the discourse each turn
        saw is kept in its ``_Read`` (the second reading never changes it). Before it, a turn
        the rules gave only the speaker's own Claims and no record lands one too when it says
        when (``_dated_claim_record``)."""
        todo = [
            r for r in read
            if not r.out.claims and not r.out.settled
            and len(r.said.split()) >= (2 if r.lang == "ko" else 3)
        ]
        for r in read:
            _dated_claim_record(r)
            _record_beside_report(r)
        if self.stance is None or not todo:
            return
        for r, p in zip(todo, self.stance.probs([r.said for r in todo]), strict=True):
            _second_reading(p, r)
            _record_reading(p, r)


def _read(turn: TurnIn, known: Sequence[str], ctx: TurnContext,
          lang: str) -> tuple[TurnIn, Extraction]:
    """The language's rules over one turn (the turn as they read it, and what they found)."""
    if lang == "ko":
        from .register_ko import (
            SOURCE_READINGS,
            chat_spacing,
            dialect_saying,
            mark_sentences,
            quoted_handles,
            unquote_handles,
        )
        from .rules_ko import extract_ko

        # (a screen name quoted before its honorific is a name: known for this turn's reading)
        handles = quoted_handles(turn.text)
        if handles:
            known = [*known, *(h for h in handles if h not in known)]
        # chat typing first: glued punctuation and jamo spaced, sentences chat left
        # unmarked closed where Kiwi ends them
        typed = dialect_saying(mark_sentences(chat_spacing(
            unquote_handles(turn.text), [*known, *ctx.recent, turn.speaker, ctx.listener or ""])))
        text = restore_topic(typed, [*known, *ctx.recent], turn.speaker, ctx.listener)
        for read in SOURCE_READINGS:  # (in order: each reads what the one before left)
            text = read(text)
        if text != turn.text:  # a source said after its report: read in frame order
            turn = turn.model_copy(update={"text": text})
        return turn, extract_ko(turn, known, ctx)
    people = [*known, *ctx.recent]
    text = name_dash_aside(dislocated_subject(normalise(turn.text, known, ctx.recent), [
        turn.speaker, ctx.listener or "", *ctx.speakers], people), people)
    if text != turn.text:  # texting register: the rules read the restored text
        turn = turn.model_copy(update={"text": text})
    return turn, extract_en(turn, known, ctx)


# the cues a report with no named source leaves (``source_answer``): the report, for the turn
# after it; the report again, for the turn after a question asking its source
_UNSOURCED, _SOURCE_ASKED = "unsourced", "source-asked"


def _source_named(said: str, turn: TurnIn, known: Sequence[str], ctx: TurnContext, lang: str,
                  out: Extraction) -> tuple[str, ClaimX] | None:
    """A report's source named when asked (``source_answer``): the turn after the question
    lands a Claim owned by the person its fragment names, with the report's content, and says
    which turn the report was on with that Claim (the report's owner, once it is known); a
    report with no source and a question asking for one leave their cues."""
    sourced = None
    asked = ctx.cue(_SOURCE_ASKED)
    report_json = ctx.cue(_UNSOURCED)
    if not asked and report_json and name_key(json.loads(report_json)["relayed_by"][0]) == (
            name_key(turn.speaker)) and said_so(said, lang) is not None:
        asked = report_json  # the reporter's next message names the source unasked
    if asked:
        report = json.loads(asked)
        report_turn = report.pop("turn")
        named = (_fragment_owner(said, turn, known, ctx, lang, report)
                 if name_key(report["relayed_by"][0]) == name_key(turn.speaker) else None)
        if named is not None:
            found = ClaimX(**{**report, "owner": named.owner, "relayed_by": named.relayed_by})
            if not any(name_key(c.owner) == name_key(named.owner) for c in out.claims):
                out.claims.append(found)
            sourced = (report_turn, found)
    unsourced = [c for c in out.claims
                 if c.owner == SOMEONE and c.relayed_by[:1] == [turn.speaker]]
    if unsourced:
        ctx.leave_cue(_UNSOURCED, json.dumps({**unsourced[-1].model_dump(), "turn": turn.turn}))
        return sourced
    if (report_json and not out.claims and source_answer.asks_source(said, lang)
            and name_key(json.loads(report_json)["relayed_by"][0]) != name_key(turn.speaker)):
        ctx.leave_cue(_SOURCE_ASKED, report_json)
    return sourced


def _reown(read: Sequence[_Read]) -> None:
    """The re-ownings the batch's turns made: a report whose source a later turn named
    (``_source_named``: its 'someone' claim), then the claims a correction gave to someone else
    (``dialogue_acts``). One whose earlier turn is in the batch re-owns its
    claims here (``dialogue_acts.reowns``); one whose turn is not is left on the turn that made
    it (``Extraction.reown``) for the store to apply when that turn is stored, so a dialogue
    gives the same owners read turn by turn (a chat assistant's ingest) as read whole."""
    on = {r.turn: r for r in read}
    made = [(r, Reowning(r.sourced[0], SOMEONE, (r.sourced[1].content,), r.sourced[1].owner,
                         tuple(r.sourced[1].relayed_by), r.turn))
            for r in read if r.sourced is not None and r.sourced[0]]
    made += [(r, Reowning(v.turn, v.old, tuple(v.contents), v.owner, tuple(v.relayed_by), r.turn))
             for r in read for v in r.revisions if v.turn]
    for r, x in made:
        earlier = on.get(x.turn)
        if earlier is None:
            r.out.reown(x)
            continue
        for k, c in enumerate(earlier.out.claims):
            if dialogue_acts.reowns(x, c.owner, c.content):
                earlier.out.reattribute(k, c.model_copy(
                    update={"owner": x.owner, "relayed_by": list(x.relayed_by)}), r.turn)


def _fragment_owner(said: str, turn: TurnIn, known: Sequence[str], ctx: TurnContext,
                    lang: str, report: dict[str, Any]) -> ClaimX | None:
    """The report a fragment answer stands for, read as the saying sentence it shortens ('my
    sister.' → 'my sister said so'), when it names someone other than the speaker."""
    sentence = source_answer.fragment(said, lang) or said_so(said, lang)
    if sentence is None:
        return None
    if sentence == source_answer.SELF_SAID:  # the person the report is about ('본인이')
        return (ClaimX(**{**report, "owner": report["target"], "relayed_by": [turn.speaker]})
                if report["target_kind"] == "person" else None)
    _, read = _read(turn.model_copy(update={"text": sentence}), known, ctx, lang)
    for c in read.claims:
        if (c.owner != SOMEONE and name_key(c.owner) != name_key(turn.speaker)
                and c.relayed_by[:1] == [turn.speaker]):
            return c
    return None


# what may follow a bare name that opens a Korean sentence when the name is its subject: an
# adverb ('X 어제', 'X 맨날'), a determiner ('X 그 영화'), a first or second person pronoun ('X
# 나한테'), a predicate ('X 싫대'); a common noun after it is read as possessed ('X 동생' is X's
# brother) unless it opens a time expression ('X 지난주에'), and a third person pronoun restates
# the name ('X 걔 얘기는': the pronoun's own particle says what X is)
_TOPIC_NEXT = frozenset({"MAG", "MM", "VV", "VA", "VX", "XR", "NR", "SN"})
_TOPIC_PRONOUNS = frozenset({"나", "저", "너", "우리", "저희", "내", "제", "니", "네"})
# words that name a person's saying after the bare name ('X 왈', 'X 피셜': Kiwi tags 왈 an adverb)
_SAYS_OF = frozenset({"왈", "피셜"})
# what may stand before it in its sentence: an interjection, a conjunctive adverb, laughter
_TOPIC_LEAD = frozenset({"IC", "MAJ", "SW", "SO"})
# Kiwi tags a determiner before a noun as an interjection at times ('X 그 식당': 그/IC)
_DETERMINERS = frozenset({"그", "이", "저", "그런", "이런", "저런"})


def restore_topic(text: str, names: Sequence[str], speaker: str, listener: str | None) -> str:
    """``text`` with the topic particle chat drops after a known person's name restored where
    the name opens a sentence as its subject: 'X 어제 회사 그만뒀어' → 'X는 어제 회사
    그만뒀어', 'X 그 영화 별로래' → 'X는 그 영화 별로래'. Korean chat leaves 은/는/이/가 out
    ('조사 생략'); the rules read a person's record or report by the particle after the name.
    The speaker and the listener are left as they are (a name said to its bearer addresses
    them), as is a name followed by a comma (a vocative) or by a common noun ('X 동생': X's)."""
    from .ko_parse import tokenize

    people = {n for n in names if n and n not in (speaker, listener)}
    if not people or not any(n in text for n in people):
        return text
    toks = list(tokenize(text, names=sorted(people)))
    inserts: list[tuple[int, str]] = []
    start = True
    for k, t in enumerate(toks):
        if t.tag in ("SF",) or (t.tag == "SW" and start):
            start = True
            continue
        if start and t.tag in _TOPIC_LEAD:
            continue
        if start and t.tag == "NNP" and t.form in people and k + 1 < len(toks):
            end = t.start + t.len
            nxt = toks[k + 1]
            gap = text[end:nxt.start]
            if gap.strip() == "" and gap and nxt.form not in _SAYS_OF and (
                nxt.tag in _TOPIC_NEXT or nxt.form in _DETERMINERS
                or (nxt.tag == "NP" and nxt.form in _TOPIC_PRONOUNS)
                # (the time grammar keeps its spans per text: no second scan)
                or (nxt.tag.startswith("NN")
                    and any(a == nxt.start for a, _ in KO_TIME.spans(text)))
            ):
                inserts.append((end, "은" if has_batchim(t.form) else "는"))
        start = False
    for pos, particle in reversed(inserts):
        text = text[:pos] + particle + text[pos:]
    return text


@dataclass
class _Read:
    """One turn as the rules read it, with what the discourse said at that turn."""

    said: str  # as said (what the model reads)
    text: str  # as the rules read it (register restored, a dislocated source moved)
    speaker: str
    out: Extraction
    centre: str | None
    topic: tuple[str, str] | None
    lang: str
    turn: str = ""
    # (the turn a report with no source was on, the Claim naming its source): ``_reown``
    sourced: tuple[str, ClaimX] | None = None
    # earlier claims a correction on this turn gives to someone else (``dialogue_acts``)
    revisions: list[dialogue_acts.Revision] = field(default_factory=list)


def _sanitise(x: Extraction) -> Extraction:
    """Relay chains never contain their owner nor repeat
    a hop; the speaker's own view is unrelayed."""
    for c in x.claims:
        chain = [p for p in dict.fromkeys(c.relayed_by) if p != c.owner]
        c.relayed_by = [] if c.owner == x.speaker else chain
    return x


# what marks English words as someone else's: a verb of saying, thinking or hearing (the
# extractor's ``REPORT_VERBS``, and their base and -ing forms), a word or phrase of hearsay, a
# quotative ('goes, …', 'was like'), a quotation
_EN_CUE_WORDS = W.REPORT_VERBS | frozenset(
    """say saying tell telling reckon reckoning think claim hear apparently supposedly allegedly
    reportedly according per rumour rumor wants wanted asked asks promised vows vowed blames
    blamed""".split())  # noqa: SIM905
_EN_CUE_PHRASES = re.compile(
    r"\b(?:(?:goes|went)(?=\s*[,:'\"\u2018\u201c])|(?:was|is|were|are|'s|'m)\s+(?:all\s+)?like|"
    r"was\s+all|(?:has|have|had)\s+it\s+that|got\s+(?:it|that|this)\s+(?:from|off)|word\s+is)\b"
    r"|[\"\u201c\u2018:]", re.I)


def _en_hearsay_cue(text: str) -> bool:
    return bool(_EN_CUE_PHRASES.search(text)) or any(
        w in _EN_CUE_WORDS for w in re.findall(r"[a-z]+", text.lower()))


def _second_reading(p: np.ndarray, r: _Read) -> None:
    """A Claim for a turn the rules gave none when the stance model is sure it carries one: the
    speaker's own view, or someone else's words owned by the person the turn names (an event's
    participant, then a person mentioned, then the person the conversation is about), relayed by
    the speaker. The rules' Events and Facts stay: a turn can be both (gold conventions)."""
    x = r.out
    if p[OWN] + p[REPORT] < STANCE_THRESHOLD:
        return
    others = [
        *(q for e in x.events for q in e.participants),
        *x.mentions,
        *([r.centre] if r.centre else []),
    ]
    others = [q for q in dict.fromkeys(others) if q != r.speaker]
    if p[OWN] >= p[REPORT]:
        owner, relayed = r.speaker, []
    elif r.lang == "en" and not _en_hearsay_cue(r.text):
        return  # (someone else's words are marked as such: a verb of saying or hearing, a word
        # of hearsay; a turn with none only tells of them — 'X has coached the team for years')
    elif others:
        owner, relayed = others[0], [r.speaker]
    else:
        return
    content = r.text.strip()
    concepts = [
        *(c for e in x.events for c in e.concepts),
        *(c for f in x.facts for c in f.concepts),
        *(c.label for c in x.concepts),
    ]
    people = [q for q in others if q != owner]
    topic = r.topic
    if concepts:
        target, kind = concepts[0], "concept"
    elif topic is not None and topic[0] != owner:
        target, kind = topic
    elif people:
        target, kind = people[0], "person"
    else:
        return
    polarity = ko_polarity(content) if r.lang == "ko" else en_polarity(content)
    x.claims.append(
        ClaimX(
            content=content, owner=owner, relayed_by=relayed, target=target,
            target_kind="person" if kind == "person" else "event" if kind == "event" else "concept",
            polarity=polarity,
        )
    )


def _record_reading(p: np.ndarray, r: _Read) -> None:
    """A turn that still gives nothing (no Claim, Event nor Fact) and that the stance model reads
    most likely as a record lands as one (issue 10: every declarative clause lands somewhere):
    an Event of the speaker and the people the turn names when it says a time, else a Fact of
    the speaker (a habit word makes it one too). Its text is the turn as the rules read it; a
    record question can then find it as a record, not only as a turn."""
    x = r.out
    if x.claims or x.events or x.facts or int(np.argmax(p)) != RECORD:
        return
    _land_record(r)


def _dated_claim_record(r: _Read) -> None:
    """A turn whose rules gave only the speaker's own Claims and no record, and that says when
    (a time expression) or how often (a habit word), also lands as a record: a view told
    together with something done or undergone at a time ('went there last week, the food was
    awful') is both (gold conventions: a turn can be a claim and a record). A turn that relays
    someone's words does not: its time may be inside what was reported ('X said Y moved last
    month'), which is X's word, not a record of the speaker's."""
    x = r.out
    if not x.claims or x.events or x.facts or any(
            c.relayed_by or c.owner != r.speaker for c in x.claims):
        return
    ko = r.lang == "ko"
    if x.settled:  # a question or a reply beside it: only a clause of its own can be a record
        _record_in_pieces(r, [], [c.content for c in x.claims], set())
        return
    text = r.text.strip()
    if not (_KO_SELF if ko else _EN_SELF).search(_EN_STANCE.sub(" ", text) if not ko else text):
        return  # a verdict on someone else's dated doing is a view of it, not a record
    if (ko_time_expression(text) if ko else en_time_expression(text)) or (
            ko_has_habit(text) if ko else en_has_habit(text)):
        _land_record(r)


# the speaker as a doer: a first-person subject (a stance frame, 'I think', is no doing)
_EN_STANCE = re.compile(r"\b(?:i|we) (?:think|reckon|feel|guess|suppose|believe|found|find)\b",
                        re.IGNORECASE)
_EN_SELF = re.compile(r"\b(?:i|we|i'm|i've|i'd|we've|we're)\b", re.IGNORECASE)
_KO_THIRD = re.compile(r"(?:^|\s)(?:걔|걔네|쟤|그분|그 사람|그 애|그 친구)")
_KO_SELF = re.compile(r"(?:^|\s)(?:나|난|내가|저|전|제가|저는|나는|우리)(?:\s|$|랑|도)")


def _record_beside_report(r: _Read) -> None:
    """A turn that relays someone's words and gave no record lands one for a sentence or clause
    of its own that says when or how often and is no part of what was reported: the speaker's
    doing told beside the report ('저 지난주에 설명회 다녀왔는데요, 선생님께서 …하시더라고요';
    'swim every morning now, my coach says …'). The clause must say nothing of what a relayed
    claim says (a time inside the report, 'X said Y moved last month', is X's word) and name no
    one whose words a Claim carries; one the speaker's own Claim also reads must have the
    speaker as its subject (a verdict on someone else's doing is a view of it), as in
    ``_dated_claim_record``. Its people: the speaker and those the clause names."""
    x = r.out
    if not x.claims or x.events or x.facts or all(
            c.owner == r.speaker and not c.relayed_by for c in x.claims):
        return
    reported: list[str] = []
    own: list[str] = []
    for c in x.claims:
        (reported if c.relayed_by or c.owner != r.speaker else own).append(c.content)
    others = {p for c in x.claims for p in (c.owner, *c.relayed_by) if p and p != r.speaker}
    _record_in_pieces(r, reported, own, others)


def _record_in_pieces(r: _Read, reported: Sequence[str], own: Sequence[str],
                      others: set[str]) -> None:
    """Land the first sentence or clause of the turn that says when or how often, asks
    nothing, and is no part of what was ``reported`` nor names one of ``others`` (people whose
    words a Claim carries); one that ``own`` Claims also read must have the speaker as its
    subject."""
    x = r.out
    ko = r.lang == "ko"
    for piece in _pieces(r.text):
        if piece.endswith(("?", "？")):
            continue
        if not ((ko_time_expression(piece) if ko else en_time_expression(piece))
                or (ko_has_habit(piece) if ko else en_has_habit(piece))):
            continue
        if any(_overlap(piece, c) for c in reported) or any(_said_in(q, piece) for q in others):
            continue
        if any(_overlap(piece, c) for c in own) and not _speakers_doing(piece, ko, x.mentions):
            continue
        _land_record(r, piece)
        return


def _speakers_doing(piece: str, ko: bool, mentions: Sequence[str]) -> bool:
    """Is the speaker the subject of ``piece``: a first-person word (not a stance frame, 'I
    think'), or in Korean, which leaves the first person out, a clause naming no one else."""
    if not ko:
        return bool(_EN_SELF.search(_EN_STANCE.sub(" ", piece)))
    return bool(_KO_SELF.search(piece)) or not (
        _KO_THIRD.search(piece) or any(_said_in(q, piece) for q in mentions))


# where a chat turn's sentences and clauses part: sentence ends, commas, a run of laughter or
# crying jamo ('함ㅋㅋ 과외쌤이 …'), a line break
_PIECE_END = re.compile(r"(?<=[.!?。…~])\s+|[,，;]\s+|(?<=[ㅋㅎㅠㅜ]{2})\s*|\n+")


def _pieces(text: str) -> list[str]:
    return [p.strip() for p in _PIECE_END.split(text) if p and p.strip()]


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"\w+", text.lower()) if len(w) > 1}


def _overlap(piece: str, content: str) -> bool:
    """Does ``piece`` say part of ``content`` (one holds the other, or half of the piece's
    words are the content's)?"""
    if not content:
        return False
    if piece in content or content in piece:
        return True
    mine = _words(piece)
    return bool(mine) and len(mine & _words(content)) * 2 >= len(mine)


def _said_in(person: str, piece: str) -> bool:
    """Is ``person`` (a name, or a relation phrase by its head: 'X의 누나', "X's boss") named in
    ``piece``?"""
    head = re.split(r"의 |'s |\u2019s ", person)[-1].strip()
    return bool(head) and head.lower() in piece.lower()


def _land_record(r: _Read, part: str | None = None) -> None:
    """An Event of the speaker and the people the turn names when it says a time, else a Fact
    of the speaker (a habit word makes it one too); ``part``: the clause of the turn it stands
    on, naming its own people (the whole turn by default)."""
    x = r.out
    text = (part if part is not None else r.text).strip()
    ko = r.lang == "ko"
    when = ko_time_expression(text) if ko else en_time_expression(text)
    habit = ko_has_habit(text) if ko else en_has_habit(text)
    people = [r.speaker, *(q for q in dict.fromkeys(x.mentions)
                           if q != r.speaker and (part is None or _said_in(q, part)))]
    if when and not habit:
        x.events.append(EventX(text=text, participants=people, time_expression=when))
    else:
        x.facts.append(FactX(text=text, subject=r.speaker))
