"""The controller: question → intent → operators → ranked, grounded, attributed evidence.

Rule table (DESIGN.md § Operators):

    RECORD / DETAIL   records (Events, Facts) of the named people, never Claims; then their turns
    WHEN              records with a time, boosted when they overlap the question's time words
    WHY / VERIFY      records, grounded in their verbatim turns
    OPINION           Claims owned by the asked-about person (about the other named person);
                      "… now?" leads with their CURRENT claim view, superseded after (stance.py)
    change of mind    "Did X change their mind about Y?": X's claims in the order said (stance.py)
    OWNER             Claims ranked by how well their content matches; answer = owner, not relayer
    COMPARE / COMMON  intersect: the Concepts of the ``per_person`` best records of each person

Every path ends the same way: the structured nodes lead, then verbatim turns fill the context
budget (turns scoped to the named people, supported by the nodes grounded in them and by the
records ``traverse_records`` reaches from the first hits through shared Concepts, each grounded
with ``ground`` — the multi-hop step, weight ``traverse``; BENCHMARKS.md has its ablation), and the
list is cut so that at most ``k`` distinct turns are cited. A RECORD/DETAIL/WHEN/WHY question
about exactly one speaker fills from that speaker's own turns (with the name left out of the
question's vector), and every turn gains a little for how much it says (``catalog.richness``), so
informative reports from several sessions outrank small talk.

A list question names the kind of thing it asks for ("Which cities…", "What instruments…", "어떤
운동…"); turns that name a thing of that kind (``answer_types``: a place name after "trip to", a
quoted title, a sport) gain ``type_boost``, weighted by how rare the kind is among the candidate
turns, since such turns often share no word and little meaning with the question.
"""

from __future__ import annotations

import functools
import itertools
import re
import time
import unicodedata
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, fields
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

import numpy as np

from ..errors import UsageError
from ..extract.lexicon import en_polarity, ko_polarity
from ..extract.timewords import en_has_habit, ko_has_habit
from ..models import RecallResult
from . import answer_types as at
from . import intent as it
from . import operators as op
from . import stance
from .catalog import Catalog, fresh
from .evidence import cut, to_evidence, turn_node
from .lexical import tokens

if TYPE_CHECKING:
    from ..memory import Memory

RECORD_TYPES = ("Event", "Fact")


@dataclass
class Options:
    """Operator parameters (paper defaults), all settable through ``recall(**options)``."""

    alpha: float = 0.3                 # anchor: alpha·lexical + (1−alpha)·cosine
    # the same weight when ranking verbatim turns (BENCHMARKS § LoCoMo)
    turn_alpha: float = 0.75
    top_k: int = 15                    # anchor: K nodes per anchor step
    types: tuple[str, ...] | None = None   # anchor: node type filter (None: the intent's rule)
    # traverse: records kept (best scored) from the hop through Concepts
    per_hop: int = 5
    # traverse: maximum depth (records are 2 hops away: < 2 turns it off)
    depth: int = 2
    edges: frozenset[str] = op.DEFAULT_EDGES   # traverse: edge-type set R (needs "involves")
    starts: int = 2                    # traverse: first-hit records it starts from
    traverse: float = 0.1              # weight of a record reached by traverse in its turns' score
    window: tuple[date, date] | None = None    # traverse: explicit time window T
    per_person: int = 10               # intersect: nodes per person
    max_steps: int = 5                 # controller: operator steps before stopping
    lead: int = 3                      # structured nodes placed before the turn fill
    speaker_boost: float = 0.12        # turn spoken by a named person
    mention_boost: float = 0.05        # turn mentioning a named person
    support: float = 0.15              # weight of the best node grounded in a turn
    neighbour: float = 0.75            # share of a hit's score given to the turns beside it
    neighbour_span: int = 2            # ... up to this many turns away in its session (an answer
                                       # often comes two turns after what
                                       # matched: BENCHMARKS § LoCoMo)
    time_boost: float = 0.2            # node overlapping the question's time window
    self_boost: float = 0.1            # record grounded in the person's own turn
    # a question of habitual aspect ('How often does X …', 'X는 아침마다 뭐 해?') is answered by a
    # Fact (a habit or state), not by one dated Event that shares its words
    habit_boost: float = 0.1
    session_penalty: float = 0.0       # per turn already taken from the same session (spreads hits)
    # a question about one speaker is answered from their own turns
    own_turns: bool = True
    richness: float = 0.2              # weight of how much a turn says (catalog.richness)
    # taken from a turn that ends with a question, after spreading: it still lends to the answer
    # after it, but asks rather than tells (dev LoCoMo full 0.7028 -> 0.7085; BENCHMARKS.md)
    asking: float = 0.2
    type_boost: float = 0.4            # turn naming a thing of the kind a list question asks for
    type_rarity: bool = True           # weigh an answer type by how rare it is among the candidates
    labeller: Any = None               # optional intent labeller (e.g. an LLM)
    claim_target: float = 0.1          # OWNER: claim about a person the question names
    claim_topic: float = 0.1           # claim whose target's words the question says (share)
    claim_own_view: float = 0.1        # OPINION asking a view: the holder's own words, unrelayed
    claim_other_person: float = 0.2    # OPINION: claim about a person the question does not name
    # OWNER: × share of the question (less its who-frame) its content and target say; 0.3 lost a
    # fresh en2 question while the frame words counted (BENCHMARKS.md, second round), 0.2-0.3 gain
    # two set-H en questions since and lose none
    claim_cover: float = 0.2
    claim_rest: float = 0.8            # OWNER: × share of the question only the claim's turn says
    # OWNER: a claim of at most ``context_words`` words, alone on its turn, right after a turn
    # without claims (the question it answers) gains this × how well that turn matches
    claim_context: float = 0.5
    context_words: int = 3
    context_span: int = 2              # ... looking back over up to this many such turns
    # OWNER, when no claim's turn says ``dense_below`` of the question's words (a paraphrase):
    # × the cosine of the question without its who-frame to the claim read in full (its target
    # and content, and the turn it is grounded in)
    claim_dense: float = 8.0
    dense_below: float = 0.5
    # ... for a Korean question (its two-syllable pieces: lower, the encoder matches Korean
    # paraphrases less surely; 0.35 and 0.5 lost a fresh/C ko question each, BENCHMARKS.md)
    dense_below_ko: float = 0.2
    # OWNER, a Korean question: × the share of the question's content stems (Kiwi: nouns, verb
    # and adjective stems, roots, adverbs; its who-frame left out) the claim's content and target
    # say: a paraphrase shares a predicate's stem more often than a whole word ('싫어하는' and
    # '싫더라' share 싫-, no word and no two-syllable piece)
    claim_stems: float = 0.3
    # OWNER, a question asking where a report came from (``intent.asks_source``): a claim that
    # reached the speaker through others (relayed) gains this
    claim_relayed: float = 0.15
    # OWNER: a claim whose owner the extractor could not name ('someone': an unsourced report)
    # answers "who said …" with no one, where a claim naming its source may stand beside it; it
    # loses this (0.3 / 1.0: +2 / +2 -1 readable questions; 1.0 loses a gold 'someone')
    claim_someone: float = 0.3
    # OWNER, a question asking what someone heard or who told them (``intent.hearer``): a
    # claim whose relay chain has that person gains this
    claim_heard: float = 0.3
    # a turn placed by the fill of a question routed to records shows the claims grounded in it
    # right after it (same turn: no cost in k): who holds the view or report the turn says
    turn_claims: bool = True
    # a turn the fill places that a record is grounded in (alone) is shown as that record
    turn_records: bool = True
    # OWNER: × the match of the claim's own turn (best turn 1); 0.2 moved two of ~1,400 right
    # claims to first on the development sets and lost none, 0.5 lost eight (BENCHMARKS.md)
    claim_turn: float = 0.2
    opinion_stems: bool = True         # OPINION, a Korean question: ``claim_stems`` as for OWNER
    # OPINION: × the match of the claim's own turn to the question less its frame and names
    opinion_turn: float = 0.2
    # OPINION: a claim whose turn points back ('that's a bit stingy', '그건 좀 아닌 듯') says
    # its topic in the turns before it: × their match (the nearest counting most), even when
    # they hold another person's claim (the holder is fixed, so a reply is the holder's view)
    opinion_anaphor: float = 0.2
    anaphor_span: int = 2
    # English locative 'there' points back too ('the pie I had there was grim'), as 거기 does
    # (recall-only on 65 readable natural files: +1 opinion, nothing lost)
    anaphor_there: bool = True
    # OWNER: the same for a claim whose content points back ('it was lovely', "he's just
    # nervous": English pronouns and demonstratives, _POINTER), the turns before it matching
    # what the pronoun stands for; and ``claim_cover`` counts the words of the turn just before
    # as said by it (``resolve_cover``). Recall-only on 39 development files: 0.2 alone +5/-0,
    # with resolve_cover +7/-0; 0.4 +8/-1 and +10/-4; Korean pointers (걔 is a person, a zero
    # subject shows nothing) lost two at 0.3
    owner_anaphor: float = 0.2
    # OPINION: a first-hand claim whose turn replies to another speaker's turn without pointing
    # back ('ugh, total faff', '실화냐'): a reply evaluates what was just said, so × that turn's
    # match. Recall-only on the 73 readable natural memories: 0.1 / 0.2 / 0.3 gain 5 / 7 / 9
    # questions and lose 1 / 2 / 3, and from 0.2 a reply to an unrelated turn outranks one that
    # points back (test_anaphor_views); LoCoMo dev unchanged (BENCHMARKS.md, twenty-ninth pass)
    opinion_reply: float = 0.1
    resolve_cover: bool = True
    # OWNER: a claim held by a person the question names loses this: "Who said it's about time
    # X came back?" names X as what the claim is about, not as who said it (recall-only on the
    # read development files: 0.1 +2/-0, 0.3 and 0.5 +3/-0 English, Korean unchanged)
    claim_named_owner: float = 0.3
    # a claim in a conversation that says what the question asks (× the best match of a turn of
    # its session, the best turn counting 1): passage retrieval with its document's relevance;
    # every readable natural file, 0 / 0.1 / 0.2 / 0.4: opinion+hearsay 4002 / 4005 / 4004 /
    # 4002 of 4322 (0.1: +3, none lost)
    claim_session: float = 0.5
    # ... as the mean of the session's ``session_turns`` best turns, not its best one: a
    # conversation about what the question asks says it in several turns, where one turn of an
    # unrelated conversation may share a word or two with it. Recall-only over the 77 readable
    # and 4 fresh natural files, (turns, weight) (1, 0.1) -> (3, 0.5): hearsay +13 questions
    # -1 (+6 of them on the fresh files), opinion +2 -2; (3, 0.7) opinion -4 +3
    # (BENCHMARKS.md, thirty-second pass)
    session_turns: int = 3
    # OPINION whose holder is a definite description no person in memory is known by ("What did
    # the vet say about …", the vet having been named): a third party known by a role, whose
    # words reach a chat only relayed: the relayed claims compete on what they say
    role_holder: bool = True
    # a record that says next to nothing beyond a name ('yeah X is doing it', 'X picked it',
    # '이미 팔았음', a reply's record read with its pronouns) and has no time (a time says when)
    # loses this: it matched a question on the name and the vector of a short text and took the
    # first place from the record that says what was done (``thin``; readable natural files,
    # record top-1 1,633 -> 1,636 of 1,766, none lost; LoCoMo -1 of 885)
    thin_record: float = 0.2
    # a turn said within the question's time window ("… in July 2022", "last May"), and a node
    # grounded in one, gains this: what someone did then is mostly told then, often undated ("I
    # went to X": no time of its own, so no dated Event for ``time_boost``). Dev LoCoMo, one
    # weight for both, chosen on half A (26/30/41): 0.1 / 0.2 / 0.3 → A +3 / +4 / +4, B (42/43/
    # 44) +4 / +9 / +10, no category lower on either half; reports up to 14 or 31 days after the
    # window gained nothing more (BENCHMARKS.md)
    said_window: float = 0.2
    # a question asking what a named person did, when or where also reads the records told in
    # their turns (spoken by them or naming them) whose participants missed them ("X 어제 회사
    # 그만뒀어" with its particle dropped; the speaker's own day told with another person in
    # it), each less ``told_penalty``; one that then scores below ``told_min`` matched nothing
    # and stays out (with nothing else to lead it would come first). Recall-only over every
    # readable natural file: record top-1 1,721 -> 1,734 of 1,828 (+15 / -2; penalty 0.05-0.2
    # alike, told_min 0.2-0.3 alike), opinion and hearsay unchanged, LoCoMo dev unchanged
    # (BENCHMARKS.md)
    told_records: bool = True
    told_penalty: float = 0.1
    told_min: float = 0.2
    # ... and the records of the turn right after a turn naming them (in its words, whether or
    # not a node was made of it; not one they speak): the reply to "X 요즘 뭐 해?" tells X's life
    # with no subject ("매일 저녁 마당에서 대사 연습해"). Recall-only over every readable natural
    # file: record top-1 1,739 -> 1,749 of 1,828 (+10 / -0; the reply to a turn they speak too:
    # +10 / -3, not kept); LoCoMo dev unchanged
    told_next: bool = True
    # OWNER: a question whose words carry a stance by the extractor's polarity lexicon ("…가
    # 지나치다고 보는 사람은?", "Who thinks … is terrible?"): a claim of the same stance gains this,
    # one of the other loses it (a neutral one neither). Recall-only over every readable natural
    # file, 0.05 / 0.1 / 0.15 / 0.2 / 0.3: hearsay +0 / +2 / +3 / +4-1 / +5-4 questions (0.3:
    # opinion -1); LoCoMo dev unchanged
    claim_tone: float = 0.15
    # OWNER, a question asking who SAID something ("Who said …", "…다고 한 사람은?",
    # ``intent.asks_teller``), not who thinks it: a relayed claim gains this. Of the readable
    # natural files' who-questions with a verb of saying, 867 of 869 (en) and 1,214 of 1,225 (ko)
    # ask for words passed on. Recall-only over every readable natural file, 0.05 / 0.1 / 0.2 /
    # 0.3 / 0.5: en hearsay +0 / +1 / +3 / +5 / +7 questions, none lost; ko hearsay +3 / +3 / +6 /
    # +7 / +9, ko opinion -2 / -2 / -3 / -4 / -5 (own views asked with '-다고 한 사람');
    # LoCoMo dev unchanged (BENCHMARKS.md)
    claim_said: float = 0.3
    # OWNER, a question asking who holds the opposite of what it states ("Who doubts …", "Who
    # disputes that …", "…를 안 믿는 사람은?", ``intent.asks_counter``): the claim that best
    # matches states it — unless it is itself negated, a denial — and the claims of anyone else
    # in its turn or the ``counter_turns`` turns after it (the reply that disputes it) gain this.
    # Recall-only over the 74 English and Korean natural files with such questions (247 of
    # them), 0.2 / 0.4 / 0.8: opinion +6 / +8, hearsay +1 / +4 questions at 0.4 (+14 -2); 0.8
    # lost more (Korean '반대하는' questions, a proposal's supporter replying)
    claim_counter: float = 0.4
    counter_turns: int = 2
    # OPINION about a named person ("X는 Y가 성실하다고 생각해?"): every claim of the holder
    # competes and those whose target is Y gain this; 0 keeps only the claims about Y when
    # there are any (so a claim whose target the extractor missed, "Y 매주 연습하긴 해. 성실하긴
    # 함", never came up). Recall-only over every readable natural file, 0.1 / 0.2 / 0.3 / 0.5 /
    # 1.0: opinion +5-1 / +3-1 / +3-0 / +1-0 / 0 questions, hearsay -1 / -1 / 0 / 0 / 0
    claim_about: float = 0.3
    # OPINION with a holder: the words of the frame asking for a view ("think", "어떻게 생각해")
    # are left out of the lexical match of the holder's claims, as the holder's name is (English);
    # recall-only over every readable natural file +1 opinion, nothing lost (the names left out
    # of Korean questions too: +2 -6)
    view_unframed: bool = True
    # a record in the reply to a question turn gains this × how well that question turn matches
    # the question (the best turn 1): "Thursdays now, it moved" answers "what night is the club
    # on?" without naming the club. Recall-only over every readable natural file (71 memories),
    # 0.1 / 0.2 / 0.3 / 0.4 / 0.6: record top-1 +4 / +7 (+9 -2) / +7 / +8 / +4 of 1,890, hearsay
    # 0 / 0 / 0 / -1 / -1 question; after any turn, not only one that asks: -1. LoCoMo dev
    # (0.2): 640 -> 643 of 885 (single-hop +4, multi-hop +1, temporal -2)
    record_prompt: float = 0.2
    # the records that lead a record question (``lead``) are ordered by their score plus this ×
    # how well the turn each is grounded in matches the question (the best turn 1): a record's
    # short text leaves out what its turn says around it (the turn "the street party was lovely.
    # I ran the raffle stall" answers "what did X do at the street party?", its record says the
    # stall only). Only the order of the same leading records changes, so the turns an answer
    # reaches stay the same. Recall-only over the 77 readable and 4 fresh natural memories:
    # record top-1 +17 -8 of 2,213, opinion and hearsay unchanged; LoCoMo dev unchanged. Added
    # to the records' scores instead (0.1 / 0.2 / 0.4 / 0.6 / 0.8: +6-2 / +11-6 / +20-9 / +24-10 /
    # +25-12) it also changed the support they lend their turns: LoCoMo 0.7277 -> 0.7107 at 0.6
    # (BENCHMARKS.md, thirty-second pass)
    record_turn: float = 0.6
    # DETAIL asked with "Who …?" as its subject and a verb no cue reads ('Who values the car at
    # …?', 'Who sides with X …?'): the question asks for someone who did a thing or someone who
    # holds a view, and the memory decides which — when the turn that best matches the question
    # holds a claim and no record, it is read as an owner question (``Controller.claim_asked``)
    agent_reading: bool = True
    # RECORD/DETAIL/WHEN/WHY: a leading record whose turn scores below this share of the best
    # turn's score shows the claims of its turn where that score places the turn among the fill,
    # not right beside it ('Is the island crossing on?' led by a weak record of
    # another talk; the turn that answers, and its claim, come later): the records lead as
    # before, so record answers and the turns reached stay the same. Recall-only (BENCHMARKS.md,
    # forty-seventh pass)
    weak_lead_claims: float = 0.8

    @classmethod
    def of(cls, options: dict[str, Any]) -> Options:
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(options) - known)
        if unknown:
            raise UsageError(f"unknown recall option(s): {', '.join(unknown)}")
        opts = cls(**options)
        if not 0.0 <= opts.alpha <= 1.0:
            raise UsageError(f"alpha must be within [0, 1], got {opts.alpha}")
        return opts


@dataclass
class Query:
    """The question as the operators see it."""

    text: str
    intent: str
    people: list[str]
    scope: list[str]          # IRIs of the named people and of those they are named after
    tokens: list[str]
    vector: np.ndarray | None
    window: tuple[date, date] | None = None
    time_words: list[str] = field(default_factory=list)
    own: str | None = None    # the one speaker whose own turns answer (see _own_speaker)
    habitual: bool = False    # asks what someone does as a rule (a recurrence or habit adverb)
    answer_types: list[at.AnswerType] = field(default_factory=list)


def recall(
    mem: Memory, question: str, k: int = 10, date: Any = None, **options: Any
) -> RecallResult:
    """Reconstruct grounded, attributed evidence for ``question`` from memory ``mem``."""
    started = time.perf_counter()
    if not isinstance(question, str) or not question.strip():
        raise UsageError("question is empty")
    if not isinstance(k, int) or k < 1:
        raise UsageError(f"k must be a positive integer, got {k!r}")
    opts = Options.of(options)
    asked = question
    if not _HANGUL.search(question):
        # a question in the texting register reads as written English ("who wouldnt …")
        from ..extract.register_en import normalise

        question = normalise(question)
    intent = it.label_intent(question, opts.labeller)
    if not mem.exists():
        return RecallResult(question=asked, intent=intent, ms=_ms(started))
    cat = mem.catalog()
    if not cat.turns:
        return RecallResult(question=asked, intent=intent, ms=_ms(started))
    q = _query(mem, cat, question, intent, date, opts)
    if intent == it.DETAIL and opts.agent_reading and it.asks_agent(question) and Controller(
            mem, cat, q, opts).claim_asked():
        intent = it.OWNER
        q = _query(mem, cat, question, intent, date, opts)
    ranked = Controller(mem, cat, q, opts).run(k)
    evidence = [to_evidence(n, cat) for n in cut(ranked, k)]
    return RecallResult(question=asked, intent=intent, evidence=evidence, ms=_ms(started))


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 2)


def _as_date(value: Any, default: date | None) -> date | None:
    if value is None:
        return default
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value)[:10])
    except ValueError as exc:
        raise UsageError(f"invalid question date {value!r}: use YYYY-MM-DD") from exc


def _query(
    mem: Memory, cat: Catalog, question: str, intent: str, when: Any, opts: Options
) -> Query:
    from ..timex import detect_lang, resolve

    speakers = cat.speakers
    people = it.find_people(question, cat.people, loose=speakers)
    known = set(cat.people)
    scope = people + [b for p in people if (b := it.base_person(p)) in known and b not in people]
    # the other names of the same people ('류하담' for '류하담 씨', 'X의 Y' for 'X네 Y')
    scope += [a for p in list(scope) for a in aliases(cat, p) if a not in scope]
    own = _own_speaker(intent, people, scope, speakers) if opts.own_turns else None
    # about one speaker's own life, the name says nothing about which of their turns answers: every
    # turn of theirs is embedded with it ("Name: text"), so it is left out of the question's vector
    text = _without(question, people) if own else question
    vector = mem.embedder.embed([text])[0] if cat.matrix is not None else None
    q = Query(
        text=question,
        intent=intent,
        people=people,
        scope=[op.person_term(mem, p).value for p in scope],
        tokens=tokens(question),
        vector=vector,
        own=own,
        answer_types=at.asked_types(question),
        habitual=intent in _OWN_INTENTS and (
            ko_has_habit(question) if _HANGUL.search(question) else en_has_habit(question)),
    )
    anchor = _as_date(when, cat.latest)
    found = resolve(question, anchor, detect_lang(question)) if anchor else []
    if opts.window:
        q.window = opts.window
    elif found:
        q.window = (min(t.start for t in found), max(t.end for t in found))
    q.time_words = [" ".join(t.text.casefold().split()) for t in found]
    return q


# intents about what happened to / what is true of a person: their own reports answer them
_OWN_INTENTS = (it.RECORD, it.DETAIL, it.WHEN, it.WHY)


def _own_speaker(intent: str, people: list[str], scope: list[str],
                 speakers: AbstractSet[str]) -> str | None:
    """The speaker a question is about when it names exactly one person and asks about them.

    "What activities does X do?", "How many pets does X have?": what X did, has or likes is told
    by X (in LoCoMo-style dialogue over 95% of such evidence is the person's own turns), so the
    turn fill keeps to X's turns. Opinions, hearsay and comparisons keep everyone's turns.
    """
    if (
        intent not in _OWN_INTENTS
        or len(people) != 1
        or len(scope) != 1
        or people[0] not in speakers
    ):
        return None
    return people[0]


def _without(question: str, people: list[str]) -> str:
    """The question with the named people's names (and English possessive) left out."""
    out = unicodedata.normalize("NFC", question)
    for name in people:
        out = re.sub(re.escape(name) + r"(?:['\u2019]s\b)?", " ", out)
    return " ".join(out.split()) or question


def _without_words(question: str, people: list[str]) -> str:
    """The question without the words that say the named people: an English name with its
    possessive ('s), a Korean name with what follows it in the word (particles: 민채가, 하진은)."""
    out = _without(question, [p for p in people if not _HANGUL.search(p)])
    for name in people:
        if _HANGUL.search(name):
            out = re.sub(r"(?<!\S)" + re.escape(unicodedata.normalize("NFC", name)) + r"\S*", " ",
                         out)
    return " ".join(out.split()) or question


def aliases(cat: Catalog, name: str) -> list[str]:
    """The known people named like ``name`` (the same ``intent.person_key``), ``name`` first."""
    table = cat.cache.get("person_keys")
    if table is None:
        table = cat.cache["person_keys"] = {}
        for person in cat.people:
            table.setdefault(it.person_key(person), []).append(person)
    return list(dict.fromkeys([name, *table.get(it.person_key(name), [])]))


class Controller:
    """Runs the rule table for one question; ``run`` returns ranked nodes (uncut)."""

    holder: str | None = None  # whose view an OPINION question asks (set by ``run``)

    def __init__(self, mem: Memory, cat: Catalog, q: Query, opts: Options):
        self.mem, self.cat, self.q, self.opts = mem, cat, q, opts
        self.steps = 0
        # ``_turn_match`` per set of words, for this question (records, their prompts and their
        # grounding turns ask for the same one)
        self._matches: dict[frozenset[str], np.ndarray] = {}

    def step(self) -> bool:
        """Count one operator step; False once the budget of steps is spent."""
        self.steps += 1
        return self.steps <= self.opts.max_steps

    # -- scoring ---------------------------------------------------------------------------
    def hybrid(self, labels: list[int | None]) -> np.ndarray:
        arr = np.array([x if x is not None else -1 for x in labels], dtype=np.int64)
        a = self.opts.alpha
        return a * self.cat.lexical(self.q.tokens, arr) + (1 - a) * self.cat.dense(
            self.q.vector, arr
        )

    def score_nodes(self, nodes: list[op.Node], limit: int | None = None,
                    prompted: bool = False) -> list[op.Node]:
        """Copies of the ``limit`` best of ``nodes`` (all when None), scored, best first.

        score = hybrid(label) + time bonuses + ``self_boost`` for a record of a named person
        grounded in that person's own turn, computed over arrays kept per node list (the lists
        are the catalog's own, reused by every question).
        """
        if not nodes:
            return []
        f = self._features(nodes)
        a = self.opts.alpha
        scores = (a * self.cat.lexical(self._lexical_tokens, f.labels)
                  + (1 - a) * self.cat.dense(self.q.vector, f.labels)).astype(np.float64)
        tb = self.opts.time_boost
        for iri in self.in_window:
            pos = f.position.get(iri)
            if pos is not None:
                scores[pos] += tb
        for words in dict.fromkeys(self.q.time_words):
            scores[f.expressions.get(words, [])] += tb
        if self.opts.said_window and self.q.window:
            scores[self._within(f.days)] += self.opts.said_window
        if self.q.habitual:
            scores[f.facts] += self.opts.habit_boost
        elif self.q.intent == it.WHEN:
            scores[f.timed] += tb / 2
        if self.q.scope:
            scores[self._own_records(nodes, f)] += self.opts.self_boost
        scores[f.thin] -= self.opts.thin_record
        if prompted and self.opts.record_prompt:
            self._add_prompts(scores, f)
        order = np.argsort(-scores, kind="stable")[:limit]
        out = []
        for i in order:
            node = fresh(nodes[i])
            node.score = float(scores[i])
            out.append(node)
        return out

    def _add_prompts(self, scores: np.ndarray, f: _Features) -> None:
        """``record_prompt`` × the match of the question turn each node replies to (the best
        turn 1): "Thursdays now, it moved" answers "what night is the club on?" unnamed."""
        if f.prompts is None:  # (records only: read on first use, kept with the list)
            f.prompts = self._prompts(f.nodes)
        has = f.prompts >= 0
        if not has.any():
            return
        match = self._turn_match(set(self._lexical_tokens))
        top = float(match.max()) if len(match) else 0.0
        if top > 0:
            scores[has] += self.opts.record_prompt * np.maximum(match[f.prompts[has]], 0.0) / top

    def _prompts(self, nodes: list[op.Node]) -> np.ndarray:
        """Per node, the row (``index_of``) of the turn before its first turn in its session
        when that turn asks (``Catalog.asking_array``), else -1."""
        table = self._prompt_rows()
        return np.array([table.get(n.turns[0], -1) if n.turns else -1 for n in nodes],
                        dtype=np.int64)

    def _prompt_rows(self) -> dict[str, int]:
        """Turn id → the row of the asking turn right before it in its session (once per
        catalog)."""
        cat = self.cat
        got = cat.cache.get("prompt_rows")
        if got is None:
            asking = cat.asking_array()
            got = {}
            turns = cat.turns
            for prev, tid in itertools.pairwise(cat.by_seq):
                j = cat.index_of.get(prev)
                if j is not None and asking[j] and turns[prev].session == turns[tid].session:
                    got[tid] = j
            cat.cache["prompt_rows"] = got
        return got

    def _features(self, nodes: list[op.Node]) -> _Features:
        key = ("features", id(nodes))
        got = self.cat.cache.get(key)
        if got is None or got.nodes is not nodes:
            expressions: dict[str, list[int]] = {}
            for i, n in enumerate(nodes):
                if n.time_expression:
                    expressions.setdefault(
                        " ".join(n.time_expression.casefold().split()), []
                    ).append(i)
            got = _Features(
                nodes=nodes,
                labels=np.array(
                    [n.label if n.label is not None else -1 for n in nodes], dtype=np.int64
                ),
                position={n.iri: i for i, n in enumerate(nodes)},
                expressions=expressions,
                timed=np.array([i for i, n in enumerate(nodes) if n.time], dtype=np.int64),
                facts=np.array([i for i, n in enumerate(nodes) if n.type == "Fact"],
                               dtype=np.int64),
                thin=np.array([i for i, n in enumerate(nodes)
                               if n.type in RECORD_TYPES and not n.time
                               and thin(n.text or "")], dtype=np.int64),
                days=self._days([n.turns[0] if n.turns else None for n in nodes]),
            )
            self.cat.cache[key] = got
        return got

    def _days(self, turns: list[str | None]) -> np.ndarray:
        """The day each turn was said (``datetime64[D]``; NaT for none or an unknown turn)."""
        rows = [self.cat.turns.get(t) if t else None for t in turns]
        return np.array([r.date[:10] if r is not None else "NaT" for r in rows],
                        dtype="datetime64[D]")

    def _within(self, days: np.ndarray) -> np.ndarray:
        """Which of ``days`` fall in the question's time window (a mask; NaT never does)."""
        assert self.q.window is not None
        start, end = (np.datetime64(d, "D") for d in self.q.window)
        return (days >= start) & (days <= end)

    def _own_records(self, nodes: list[op.Node], f: _Features) -> np.ndarray:
        """Positions of the records of a named person grounded in that person's own turn."""
        key = ("own_records", id(nodes), tuple(self.q.scope))
        got = self.cat.cache.get(key)
        if got is None or got[0] is not nodes:
            scope, own = set(self.q.scope), self._own_turns()
            got = self.cat.cache[key] = (nodes, np.array(
                [i for i, n in enumerate(nodes) if n.type in RECORD_TYPES and n.people & scope
                 and own.intersection(n.turns)], dtype=np.int64))
        return got[1]

    def _own_turns(self) -> set[str]:
        key = ("own_turns", tuple(self.q.scope))
        got = self.cat.cache.get(key)
        if got is None:
            got = self.cat.cache[key] = {tid for iri in self.q.scope
                                         for tid, role in self.cat.person_turns.get(iri, {}).items()
                                         if role == "speaker"}
        return got

    @functools.cached_property
    def _lexical_tokens(self) -> list[str]:
        """The question's lexical keys as node scoring matches them: for a "who …" (OWNER)
        question, those of the question less its who-frame (``_unframed``): the frame's words
        ("… 한 사람은?" → 사람은, 사람, 람은) name no topic, yet a claim that happens to say them
        ("그 식당 사람은 친절해") took the lead on them, and they counted in the gate's share;
        for a whose-view question, those less the holder's name."""
        if self.q.intent == it.OWNER:
            return tokens(_unframed(self.q.text))
        if not self.holder:
            return self.q.tokens
        asked = self.q.tokens
        if not _HANGUL.search(self.q.text):
            # every claim ranked is the holder's: their name matches only the contents where
            # the extractor restored their "I" as it ('X would never pay that'), no topic
            name = set(tokens(self.holder))
            asked = [w for w in asked if w not in name]
        if self.opts.view_unframed:
            # nor does the frame that asks for a view: "어떻게 생각해?" matched a claim saying
            # "생각보다 괜찮던데" on 생각
            asked = [w for w in asked if w not in _VIEW_FRAME]
        return asked or self.q.tokens

    @functools.cached_property
    def in_window(self) -> frozenset[str]:
        """Events overlapping the question's time window: the traverse operator over time (T)."""
        if not self.q.window:
            return frozenset()
        return frozenset(op.traverse_window(self.mem, *self.q.window))

    # -- anchors -------------------------------------------------------------------------------
    def records(self, limit: int | None = None) -> list[op.Node]:
        """Records of the named people (of everyone when nobody is named), the ``limit`` best;
        for a question asking what they did, when or where (``told_records``), also the records
        told in their turns that name none of them, each less ``told_penalty``, when it still
        scores ``told_min``. A record in the reply to a question turn gains ``record_prompt`` ×
        that turn's match (``_Features.prompts``)."""
        self.step()
        if not self.q.scope:
            return self.score_nodes(self.cat.records_of(None), limit, prompted=True)
        scope = tuple(self.q.scope)
        key = ("records_of_scope", scope)
        found = self.cat.cache.get(key)
        if found is None:
            union: dict[str, op.Node] = {}
            for iri in scope:
                for node in self.cat.records_of(iri):
                    union.setdefault(node.iri, node)
            found = self.cat.cache[key] = list(union.values())
        if not self._asks_told():
            return self.score_nodes(found, limit, prompted=True)
        told_key = ("records_told_scope", scope, self.opts.told_next)
        got = self.cat.cache.get(told_key)
        if got is None:
            told = self._told_records(found)
            got = self.cat.cache[told_key] = (found + told, frozenset(n.iri for n in told))
        nodes, told_iris = got
        if not told_iris:
            return self.score_nodes(found, limit, prompted=True)
        out = []
        for node in self.score_nodes(nodes, prompted=True):
            if node.iri in told_iris:
                node.score -= self.opts.told_penalty
                if node.score < self.opts.told_min:
                    continue
            out.append(node)
        out.sort(key=lambda n: -n.score)
        return out[:limit]

    def _asks_told(self) -> bool:
        """Is the question one ``told_records`` serves: what a named person did, when or where
        (a record question, or a detail asked with an interrogative word; a yes-or-no question
        about them is as often a view)?"""
        return self.opts.told_records and (
            self.q.intent in (it.RECORD, it.WHEN)
            or (self.q.intent == it.DETAIL and it.asks_content(self.q.text)))

    def _told_records(self, found: list[op.Node]) -> list[op.Node]:
        """The records grounded in a turn the named people speak or are named in that name
        none of them: a turn says whose life it tells ("X 어제 회사 그만뒀어", a particle
        dropped; "I went to my cousin's wedding", the speaker's own day) when the record's
        participants missed them."""
        scope, mine = set(self.q.scope), {n.iri for n in found}
        turns = {t for iri in scope for t in self.cat.person_turns.get(iri, {})}
        if self.opts.told_next:
            # the reply to a turn that names them ("X 요즘 뭐 해?" → "매일 저녁 … 연습해"),
            # not the reply to what they said
            rows = [self.cat.person_turns.get(iri, {}) for iri in scope]
            own = {t for r in rows for t, role in r.items() if role == "speaker"}
            named = {t for r in rows for t, role in r.items() if role != "speaker"}
            named |= self._turns_naming() - own
            turns |= {n for t in named if (n := self._next_turn(t)) is not None}
        return [n for n in self.cat.records_of(None)
                if n.iri not in mine and not (n.people & scope) and turns.intersection(n.turns)]

    def _turns_naming(self) -> set[str]:
        """The turns whose words name a person the question names (under any of their names),
        whether or not the extractor made a node of them: a question turn ("X 요즘 뭐 해?") holds
        none."""
        names = sorted({a for p in self.q.people for a in aliases(self.cat, p) if a})
        key = ("turns_naming", tuple(names))
        got = self.cat.cache.get(key)
        if got is None:
            got = self.cat.cache[key] = set()
            if names:
                pattern = re.compile("|".join(
                    rf"(?<![가-힣]){re.escape(n)}" if _HANGUL.search(n) else rf"\b{re.escape(n)}\b"
                    for n in names))
                got.update(tid for tid, row in self.cat.turns.items()
                           if any(n in row.text for n in names) and pattern.search(row.text))
        return got

    def _next_turn(self, tid: str) -> str | None:
        """The turn after ``tid`` in its session (None at the end of one)."""
        cat = self.cat
        pos = cat.turn_pos.get(tid)
        if pos is None or pos + 1 >= len(cat.by_seq):
            return None
        nxt = cat.by_seq[pos + 1]
        return nxt if cat.turns[nxt].session == cat.turns[tid].session else None

    def claims(
        self, *scopes: tuple[str | None, str | None], limit: int | None = None
    ) -> list[op.Node]:
        """Claims of the first (owner, target) scope that has any, the ``limit`` best, scored."""
        for owner, target in dict.fromkeys(scopes):
            if not self.step():
                break
            found = self._claims_of(owner, target)
            if found:
                return self.rank_claims(found, limit)
        return []

    def _claims_of(self, owner: str | None, target: str | None) -> list[op.Node]:
        """Claims of ``owner`` about ``target`` (None: anyone / anything), over their aliases."""
        owners = self._iris(owner) if owner else [None]
        targets = self._iris(target) if target else [None]
        if len(owners) == 1 and len(targets) == 1:
            return self.cat.claims_of(owners[0], targets[0])
        union: dict[str, op.Node] = {}
        for o in owners:
            for t in targets:
                for node in self.cat.claims_of(o, t):
                    union.setdefault(node.iri, node)
        return list(union.values())

    def rank_claims(self, nodes: list[op.Node], limit: int | None = None,
                    about: AbstractSet[str] = frozenset()) -> list[op.Node]:
        """Claims scored as nodes, plus ``claim_topic`` × the share of the claim's target words
        the question says (a claim's text is its owner and content: "the fee" as a target is
        often said only in the question) and ``claim_target`` for a target in ``about``."""
        scored = self.score_nodes(nodes)
        asked = set(self.q.tokens)
        opts, intent = self.opts, self.q.intent
        own_view = intent == it.OPINION and it.asks_view(self.q.text)
        # the words a "who said …" question asks about, without its frame ("who said", "누가 …했어")
        wanted = (set(self._lexical_tokens) - _FRAME if intent == it.OWNER and opts.claim_rest
                  else set())
        persons = self._person_iris() if intent == it.OPINION else frozenset()
        # the turns a claim stands on (``_turn_terms``)
        context, own_weight = self._claim_turn_match(wanted)
        top = float(context.max()) if context is not None and len(context) else 0.0
        # Korean inflects: a claim shares a predicate's stem with the question more often than
        # a word ('아쉬워해?' and '아쉽진 않아' share 아쉽), for whose-view questions as for
        # whose-words questions
        stems = (_ko_stems(_unframed(self.q.text))
                 if (wanted or (intent == it.OPINION and opts.opinion_stems)) and opts.claim_stems
                 and _HANGUL.search(self.q.text) else frozenset())
        relayed = self._relayed_weight()
        tone = self._question_tone() if intent == it.OWNER and opts.claim_tone else None
        # a claim's conversation: the best turn of each session (``claim_session``)
        session_best = (self._session_best(context)
                        if opts.claim_session and context is not None and top > 0 else {})
        for node in scored:
            node.score += relayed * bool(node.relayers)
            if wanted and node.owner == "someone":
                node.score -= opts.claim_someone
            node.score += self._tone_term(node, tone)
            said = 0.0
            if node.target:
                words = set(tokens(node.target))
                if words:
                    said = len(words & asked) / len(words)
            node.score += opts.claim_topic * said
            # about a person the question names: the claim's target (+), its holder (−, OWNER)
            node.score += (opts.claim_target * (node.target_iri in about)
                           - opts.claim_named_owner * (bool(wanted) and node.owner_iri in about))
            if wanted:
                node.score += opts.claim_rest * self._rest_share(node, wanted)
                node.score += opts.claim_cover * len(wanted & self._said(node)) / len(wanted)
            if stems:
                node.score += opts.claim_stems * len(stems & self._claim_stems(node)) / len(stems)
            if context is not None:
                node.score += self._turn_terms(node, context, top, own_weight)
                node.score += opts.claim_session * self._session_of(node, session_best) / (
                    top or 1.0)
            if own_view and not node.relayers:
                node.score += opts.claim_own_view
            # an opinion about someone the question does not name is about them, not the thing
            # asked about ("X는 그 드라마 어떻게 생각해?" → X's "Y는 그런 거 다 좋아하잖아")
            if node.target_iri in persons and not said and node.target_iri not in about:
                node.score -= opts.claim_other_person
        # a question that paraphrases its claim (no claim's turn says half of its words) is
        # matched by meaning: ``claim_dense`` × cosine of the question less its who-frame to the
        # claim read in full; a question that restates its claim keeps the lexical ranking
        if wanted and opts.claim_dense and scored and (
            self._best_cover(scored, wanted)
            < (opts.dense_below_ko if _HANGUL.search(self.q.text) else opts.dense_below)
        ):
            for node, d in zip(scored, self._claim_dense(scored), strict=True):
                node.score += opts.claim_dense * d
        self._counter_replies(scored, wanted)
        scored.sort(key=lambda n: -n.score)
        return scored[:limit]

    def _counter_replies(self, scored: list[op.Node], wanted: set[str]) -> None:
        """In an owner question asking who holds the opposite (``intent.asks_counter``):
        ``claim_counter`` for the claims of anyone else in the turn of the best-matching claim
        or the ``counter_turns`` turns after it, when that claim states the proposition (it is
        not itself negated): the reply that disputes it answers "Who doubts …?"."""
        if not (wanted and self.opts.claim_counter and scored and it.asks_counter(self.q.text)):
            return
        top = max(scored, key=lambda n: n.score)
        if not top.turns or _NEGATED.search(top.text or ""):
            return
        near = {top.turns[0]}
        tid: str | None = top.turns[0]
        for _ in range(self.opts.counter_turns):
            tid = self._next_turn(tid) if tid is not None else None
            if tid is not None:
                near.add(tid)
        for node in scored:
            if node is not top and node.owner != top.owner and node.turns and (
                    node.turns[0] in near):
                node.score += self.opts.claim_counter

    def _session_of(self, node: op.Node, best: dict[str, float]) -> float:
        """``best`` for the session of the turn a claim stands on (0 without one)."""
        row = self.cat.turns.get(node.turns[0]) if node.turns and best else None
        return best.get(row.session, 0.0) if row is not None else 0.0

    def _session_best(self, match: np.ndarray) -> dict[str, float]:
        """The mean of the ``session_turns`` best ``match`` values of each session's turns (a
        session with fewer turns: of those it has); once per question."""
        cat = self.cat
        codes = cat.cache.get("session_codes")
        if codes is None:
            names: dict[str, int] = {}
            codes = cat.cache["session_codes"] = (np.array(
                [names.setdefault(cat.turns[t].session, len(names)) for t in cat.scored],
                dtype=np.int64), names)
        arr, names = codes
        values = np.maximum(match, 0.0)
        n = max(1, self.opts.session_turns)
        # each session's values in descending order, then the first n of each run of a session
        order = np.lexsort((-values, arr))
        grouped, sorted_values = arr[order], values[order]
        starts = np.searchsorted(grouped, np.arange(len(names)))
        rank = np.arange(len(grouped)) - starts[grouped]
        keep = rank < n
        sums = np.bincount(grouped[keep], weights=sorted_values[keep], minlength=len(names))
        counts = np.bincount(grouped[keep], minlength=len(names))
        mean = sums / np.maximum(counts, 1)
        return {session: float(mean[code]) for session, code in names.items()}

    def _claim_turn_match(self, wanted: set[str]) -> tuple[np.ndarray | None, float]:
        """How well every turn matches the question, for the turns claims stand on, and the
        weight of a claim's own turn: an owner question's words less its frame (``wanted``,
        ``claim_turn``); a whose-view question's less its frame and names (``opinion_turn``:
        the turn often names what the claim is about when its content does not, 'That little
        place by the station. Bargain.'). (None, 0) when neither applies."""
        opts = self.opts
        if wanted and opts.claim_context:
            return self._turn_match(wanted), opts.claim_turn
        if self.q.intent == it.OPINION and opts.opinion_turn:
            return self._opinion_turns(), opts.opinion_turn
        return None, 0.0

    def _opinion_turns(self) -> np.ndarray | None:
        """How well every turn matches a whose-view question without its frame and the names
        it says (``_turn_match``); None when nothing is left to match."""
        names = {w for p in self.q.people for w in tokens(p)}
        # a Korean name is said with its particle ('민채가'): the word and its pieces go too
        asked = tokens(_without_words(self.q.text, self.q.people))
        wanted = set(asked) - _FRAME - _VIEW_FRAME - names
        return self._turn_match(wanted) if wanted else None

    def _question_tone(self) -> str | None:
        """The stance the question asks about ("Who doesn't believe …", "…를 안 믿는 사람은?");
        None when it is neutral."""
        got = _asked_tone(self.q.text)
        return None if got == "neutral" else got

    def _tone_term(self, node: op.Node, tone: str | None) -> float:
        """``claim_tone`` for a claim of the asked stance, minus it for one of the other."""
        if not tone:
            return 0.0
        said = self._claim_tone(node)
        return 0.0 if said == "neutral" else self.opts.claim_tone * (1 if said == tone else -1)

    def _claim_tone(self, node: op.Node) -> str:
        """A claim's stance, read once per claim and memory."""
        table = self.cat.cache.setdefault("claim_tone", {})
        got = table.get(node.iri)
        if got is None:
            got = table[node.iri] = _tone(node.text or "")
        return got

    def _relayed_weight(self) -> float:
        """What a relayed claim gains: ``claim_relayed`` in an owner question asking where a
        report came from."""
        if self.q.intent == it.OWNER and it.asks_source(self.q.text):
            return self.opts.claim_relayed
        if self.q.intent == it.OWNER and self.opts.claim_said and it.asks_teller(self.q.text):
            return self.opts.claim_said
        return 0.0

    def _best_cover(self, nodes: list[op.Node], wanted: set[str]) -> float:
        """The largest share of ``wanted`` one claim says with its target and its turn (a
        Korean word is counted by its two-syllable pieces: an inflected form is another word)."""
        wanted = {w for w in wanted if len(w) <= 2 or not _HANGUL.search(w)} or wanted
        best = 0.0
        for node in nodes:
            said = set(tokens(node.text)) | set(tokens(node.target or ""))
            for tid in node.turns:
                row = self.cat.turns.get(tid)
                if row is not None:
                    said |= self._turn_tokens(tid, row.text)
            best = max(best, len(wanted & said) / len(wanted))
        return best

    def _claim_stems(self, node: op.Node) -> frozenset[str]:
        """The content stems of a claim's content and target (kept per catalog)."""
        table = self.cat.cache.get("claim_stems")
        if table is None:
            table = self.cat.cache["claim_stems"] = {}
        got = table.get(node.iri)
        if got is None:
            got = table[node.iri] = _ko_stems(" ".join(x for x in (node.text, node.target) if x))
        return got

    def _turn_tokens(self, tid: str, text: str) -> set[str]:
        key = ("turn_tokens", tid)
        got = self.cat.cache.get(key)
        if got is None:
            got = self.cat.cache[key] = set(tokens(text))
        return got

    def _claim_dense(self, nodes: list[op.Node]) -> np.ndarray:
        """The mean of two cosines to the question without its who-frame (``_unframed``): of
        the claim's content with its target ("so dull the route") and of the turn it is
        grounded in ("Speaker: text", the sidecar's vector). A claim's own vector is its owner
        and content; the owner's name says nothing about what the question asks, and the
        content alone often leaves out what the turn around it says."""
        cat, emb = self.cat, self.mem.embedder
        qv = emb.embed([_unframed(self.q.text)])[0]
        table = cat.cache.get("claim_vectors")
        if table is None:
            table = cat.cache["claim_vectors"] = {}
        missing = [n for n in nodes if n.iri not in table]
        if missing:
            texts = [" ".join(x for x in (n.text, n.target) if x) for n in missing]
            for n, v in zip(missing, emb.embed(texts), strict=True):
                table[n.iri] = v
        own = np.array([float(np.dot(table[n.iri], qv)) for n in nodes])
        labels = np.array([self._turn_label(n) for n in nodes], dtype=np.int64)
        if cat.matrix is None:
            return own
        rows = cat._rows(labels)
        turn = np.where(rows >= 0, np.dot(cat.matrix, qv)[np.maximum(rows, 0)], 0.0)
        return (own + turn) / 2

    def _turn_label(self, node: op.Node) -> int:
        row = self.cat.turns.get(node.turns[0]) if node.turns else None
        return row.label if row is not None and row.label is not None else -1

    def _turn_match(self, wanted: set[str]) -> np.ndarray:
        """How well every turn matches ``wanted`` (the question's words less its who-said frame),
        scored as the turn fill scores turns: ``turn_alpha`` BM25 (best turn 1) + the rest
        cosine to the question."""
        key = frozenset(wanted)
        got = self._matches.get(key)
        if got is None:
            cat, a = self.cat, self.opts.turn_alpha
            got = self._matches[key] = (
                a * cat.lexical(sorted(wanted), cat.turn_labels)
                + (1 - a) * cat.dense(self.q.vector, cat.turn_labels)).astype(np.float64)
        return got

    def _context(self, node: op.Node, match: np.ndarray) -> float:
        """The match of the turn a short claim answers, when its topic can only be there.

        "어제 퇴원했대" or "it's been fixed" says what happened, not to what: the turn before it,
        when that turn holds no claim (a question such as "Any news about the kiln repair?"),
        says it. 0 when the turn before is another session's, holds a claim (the short claim then
        replies to a view: "kilns are overrated" after someone's "fire it twice" — a reply must
        not take the view's words) or when the claim shares its turn with another claim (the turn
        then says its topic itself)."""
        if not node.turns:
            return 0.0
        cat, table = self.cat, self._claims_by_turn()
        tid = node.turns[0]
        pos = cat.turn_pos.get(tid)
        if not pos or len(table.get(tid, ())) > 1:
            return 0.0
        # back over turns without claims ('Been to the new bakery?' / 'Yeah, Saturday.' /
        # 'Pricey.'): the topic may be two turns up, worth half as much
        return self._back_match(tid, pos, match, self.opts.context_span, table)

    def _back_match(self, tid: str, pos: int, match: np.ndarray, span: int,
                    stop: dict[str, list[op.Node]] | None = None) -> float:
        """The best match of the up to ``span`` turns before ``tid`` (at ``pos``) in its
        session, the nearest counting 1, the next ½ …; it stops at a turn ``stop`` holds."""
        cat = self.cat
        best, weight = 0.0, 1.0
        for back in range(1, span + 1):
            if pos - back < 0:
                break
            prev = cat.by_seq[pos - back]
            if cat.turns[prev].session != cat.turns[tid].session or (stop and stop.get(prev)):
                break
            j = cat.index_of.get(prev)
            if j is not None:
                best = max(best, weight * float(max(match[j], 0.0)))
            weight /= 2
        return best

    def _turn_terms(self, node: op.Node, match: np.ndarray, top: float, own: float) -> float:
        """What the turns a claim stands on add: ``claim_context`` × the match of the question
        turn a short claim answers, ``own`` × its own turn's (``top``: the best turn's match,
        computed once per question)."""
        opts = self.opts
        out = own * self._own_turn(node, match, top) if own else 0.0
        if _short(node.text, opts.context_words):
            out += opts.claim_context * self._context(node, match)
        if opts.opinion_anaphor and self.q.intent == it.OPINION and top > 0:
            back = self._antecedent(node, match)
            out += opts.opinion_anaphor * back / top
            if not back and opts.opinion_reply:
                out += opts.opinion_reply * self._reply(node, match) / top
        if (opts.owner_anaphor and self.q.intent == it.OWNER and top > 0
                and _POINTER.search(unicodedata.normalize("NFC", node.text))):
            out += opts.owner_anaphor * self._antecedent(node, match, check=False) / top
        return out

    def _said(self, node: op.Node) -> set[str]:
        """The lexical keys a claim says: its content and target, and with ``resolve_cover``
        what its pointer stands for (``_pointed``)."""
        said = set(tokens(node.text)) | set(tokens(node.target or ""))
        if self.opts.resolve_cover:
            said |= self._pointed(node)
        return said

    def _pointed(self, node: op.Node) -> set[str]:
        """The lexical keys of the turn before a claim whose content points back (``_POINTER``:
        'it was lovely' after '… the ferry to Inchmore …'), in its session; empty otherwise."""
        if not node.turns or not _POINTER.search(unicodedata.normalize("NFC", node.text)):
            return set()
        cat = self.cat
        tid = node.turns[0]
        pos = cat.turn_pos.get(tid)
        if not pos:
            return set()
        prev = cat.by_seq[pos - 1]
        if cat.turns[prev].session != cat.turns[tid].session:
            return set()
        return self._turn_tokens(prev, cat.turns[prev].text)

    def _reply(self, node: op.Node, match: np.ndarray) -> float:
        """The match of the turn just before a first-hand claim's turn when another speaker said
        it in the same session (the claim's turn replies to it); 0 otherwise (a report says its
        own topic: the holder was not in the exchange)."""
        cat = self.cat
        if not node.turns or node.relayers:
            return 0.0
        tid = node.turns[0]
        pos = cat.turn_pos.get(tid)
        if not pos or cat.turns[cat.by_seq[pos - 1]].speaker == cat.turns[tid].speaker:
            return 0.0
        return self._back_match(tid, pos, match, 1)

    def _antecedent(self, node: op.Node, match: np.ndarray, check: bool = True) -> float:
        """The match of the turns before a claim whose own turn points back to them (a
        demonstrative or 'it': ``_ANAPHOR``), the nearest counting most (1, ½); 0 when the claim's
        turn points nowhere or opens its session."""
        if not node.turns:
            return 0.0
        cat = self.cat
        tid = node.turns[0]
        row, pos = cat.turns.get(tid), cat.turn_pos.get(tid)
        if row is None or not pos or (
                check and not _ANAPHOR.search(unicodedata.normalize("NFC", row.text))
                and not (self.opts.anaphor_there and _THERE.search(row.text))):
            return 0.0
        return self._back_match(tid, pos, match, self.opts.anaphor_span)

    def _own_turn(self, node: op.Node, match: np.ndarray, top: float) -> float:
        """How well the claim's own turn matches, the best turn counting 1 (``ground``: the
        verbatim turn a claim stands on says what the question asks more often than the claim's
        short content does)."""
        if not node.turns:
            return 0.0
        j = self.cat.index_of.get(node.turns[0])
        return float(max(match[j], 0.0)) / top if j is not None and top > 0 else 0.0

    def _claims_by_turn(self) -> dict[str, list[op.Node]]:
        table = self.cat.cache.get("claims_by_turn")
        if table is None:
            table = self.cat.cache["claims_by_turn"] = {}
            for claim in self.cat.claims.values():
                for t in claim.turns:
                    table.setdefault(t, []).append(claim)
        return table

    def claim_asked(self) -> bool:
        """Does the turn that best matches a who-question less its frame hold a claim and no
        record (the question then asks whose view or words it is, not who did something)?"""
        wanted = set(tokens(_unframed(self.q.text)))
        if not wanted or not self.step():
            return False
        match = self._turn_match(wanted)
        if not len(match):
            return False
        tid = self.cat.scored[int(np.argmax(match))]
        return bool(self._claims_by_turn().get(tid)) and not self._records_by_turn().get(tid)

    def _rest_share(self, node: op.Node, wanted: set[str]) -> float:
        """How much more of ``wanted`` the claim's turn says outside every claim on it than the
        claim's own content says: "X는 A했다면서 B다고 하더라" may hold X's claim as A only, and a
        question about B finds B in no claim, only in the rest of the turn it is grounded in."""
        said = wanted & set(tokens(node.text))
        rest: set[str] = set()
        for tid in node.turns:
            rest |= self._unclaimed(tid)
        return max(0.0, len(wanted & rest) - len(said)) / len(wanted)

    def _unclaimed(self, tid: str) -> set[str]:
        """The lexical keys of a turn's words outside the contents of the claims on it and
        other than the names of their owners and relayers ("The agent said …" names the owner,
        which a question about the agent must not find here)."""
        table = self._claims_by_turn()
        key = ("unclaimed", tid)
        got = self.cat.cache.get(key)
        if got is None:
            row = self.cat.turns.get(tid)
            text = unicodedata.normalize("NFC", row.text).casefold() if row is not None else ""
            claims = table.get(tid, [])
            # a content the extractor normalised ('i start monday' → 'I start monday', an apostrophe
            # restored) is not in the turn as written: its words are taken out instead
            unseen: set[str] = set()
            for content in sorted((c.text for c in claims), key=len, reverse=True):
                folded = unicodedata.normalize("NFC", content).casefold()
                if folded in text:
                    text = text.replace(folded, " ")
                else:
                    unseen |= set(tokens(content))
            names = {w for c in claims for n in [c.owner or "", *c.relayed_by] for w in tokens(n)}
            got = self.cat.cache[key] = set(tokens(text)) - names - unseen
        return got

    def _person_iris(self) -> frozenset[str]:
        got = self.cat.cache.get("person_iris")
        if got is None:
            got = self.cat.cache["person_iris"] = frozenset(self._iri(p) for p in self.cat.people)
        return got

    def relayed(self, via: str, relation: list[str], limit: int | None = None) -> list[op.Node]:
        """Claims of someone named through ``via`` ("X's uncle") under another name: the claims
        ``via`` relayed (the nearest hop) whose turn says the relation's words ("my uncle Dov
        says …")."""
        self.step()
        names = {it.person_key(n) for n in aliases(self.cat, via)}
        found = []
        for node in self.cat.claims.values():
            hops = node.relayed_by
            if not hops or it.person_key(hops[0]) not in names:
                continue
            said = " ".join(self.cat.turns[t].text for t in node.turns if t in self.cat.turns)
            if all(w in it.person_key(said) for w in relation):
                found.append(node)
        return self.rank_claims(found, limit) if found else []

    def _iri(self, name: str) -> str:
        return op.person_term(self.mem, name).value

    def _iris(self, name: str) -> list[str]:
        return [self._iri(n) for n in aliases(self.cat, name)]

    # -- the rule table --------------------------------------------------------------------
    def run(self, k: int) -> list[op.Node]:
        intent, people = self.q.intent, self.q.people
        types = self.opts.types
        limit = None if types else self.opts.top_k
        change = stance.asks_change(self.q.text)
        if change and people and intent in (it.OPINION, it.DETAIL, it.RECORD, it.WHY):
            lead = self.views(stance.changer(self.q.text, people) or people[0], change=True)
            if lead:
                return self.fill(lead, k, keep=True)
        if intent == it.OPINION:
            relation = it.holder_relation(self.q.text, self.cat.people)
            holder = (None if relation else it.resolve_holder(self.q.text, self.cat.people)
                      or it.opinion_holder(self.q.text, people))
            about = self._about(holder)
            self.holder = holder
            # only the holder's own claims: another person's opinion is never an answer, so a
            # holder we do not know ("What does Zoe think…" with no Zoe) gets no claims at all
            if holder and stance.asks_now(self.q.text):
                lead = self.views(holder, about=about)
                if lead:
                    return self.fill(lead, k, keep=True)
            if relation:
                lead = self._relation_claims(relation, limit)
            elif holder:
                lead = self._holder_claims(holder, about, limit)
            else:
                lead = self._unresolved_claims(about, limit)
        elif intent == it.OWNER:
            lead = self._owner_claims(people, limit)
        elif intent == it.COMPARE and len(people) >= 2:
            lead = self.compare(people[0], people[1])
        else:
            lead = self.records(None if types else self.opts.top_k)
        if types:
            lead = [n for n in lead if n.type in types]
        if not lead and intent in (it.OPINION, it.OWNER):
            # widen: no claim matched, fall back to records
            lead = self.records(self.opts.top_k)
        return self.fill(lead[: self.opts.top_k], k)

    def _unresolved_claims(self, about: str | None, limit: int | None) -> list[op.Node]:
        """OPINION with no holder resolved: any claim when the question has no holder slot; a
        holder asked by a role ('the vet') no one in memory is known by is a third party, whose
        words reach a chat only relayed (``role_holder``); a name no one has gets none."""
        slot = it.holder_slot(self.q.text)
        if not slot:
            return self.claims((None, about), limit=limit)
        if self.opts.role_holder and it.role_description(slot):
            return self._relayed_claims(about, limit)
        return []

    def _relayed_claims(self, about: str | None, limit: int | None) -> list[op.Node]:
        """The relayed claims (about ``about`` first, when any of those is relayed): a third
        party known by a role speaks in a chat only through those who pass their words on."""
        for scope in dict.fromkeys(((None, about), (None, None))):
            found = [n for n in self.claims(scope) if n.relayers]
            if found:
                return found[:limit]
        return []

    def _owner_claims(self, people: list[str], limit: int | None) -> list[op.Node]:
        """Every claim competes on what it says: a named person is often the claim's target
        ("Who said X was lazy?"), but as often its owner or a word of another target ("Who said
        X's baby is due…", owner X, target the baby), so naming only weighs; a report that
        reached the one asked about ("What did X hear …") comes first."""
        self.step()
        named = {iri for p in people for iri in self._iris(p)}
        lead = self.rank_claims(self.cat.claims_of(None, None), None, about=named)
        heard = it.hearer(self.q.text, self.cat.people)
        if heard and self.opts.claim_heard:
            # before the cut: a report that reached X may rank below the first ``limit``
            lead = self._heard_first(lead, heard)
        return lead[:limit]

    def _heard_first(self, ranked: list[op.Node], hearer: str) -> list[op.Node]:
        """``ranked`` with the claims that reached ``hearer`` (a link of their relay chain)
        raised by ``claim_heard``: "What did X hear about …" asks for a report X passed on."""
        names = {it.person_key(n) for n in aliases(self.cat, hearer)}
        for node in ranked:
            if any(it.person_key(r) in names for r in node.relayed_by):
                node.score += self.opts.claim_heard
        ranked.sort(key=lambda n: -n.score)
        return ranked

    def _relation_claims(self, relation: tuple[str, list[str]],
                         limit: int | None) -> list[op.Node]:
        """The claims of a holder named through someone ("X's uncle", "X 할머니"): those X
        relayed whose turn says the relation — all its words, else its head noun alone (the
        question may word a modifier otherwise: "X's former neighbour" for "my old neighbour");
        for 'X 할머니' with none, X's own (X by a title)."""
        via, words = relation
        lead = self.relayed(via, words, limit=limit)
        if not lead and len(words) > 1:
            lead = self.relayed(via, words[-1:], limit=limit)
        if not lead and it.title_reading(self.q.text, *relation):
            lead = self._holder_claims(relation[0], self._about(relation[0]), limit)
        return lead

    def _holder_claims(self, holder: str, about: str | None, limit: int | None) -> list[op.Node]:
        """The holder's claims (about ``about`` first); a bare relation known as a name too but
        with no view in memory ('Gran') falls to the one person who is someone's gran, and a
        Korean 'X 사장님' with none to X (``intent.titled_name``)."""
        lead = (self._about_claims(holder, about, limit) if about and self.opts.claim_about
                else self.claims((holder, about), (holder, None), limit=limit))
        other = it.related_person(it.person_key(holder), self.cat.people)
        if not lead and other and other != holder:
            lead = self.claims((other, about), (other, None), limit=limit)
        titled = None if lead else it.titled_name(self.q.text, self.cat.people)
        if titled and titled != holder:
            # 'X 사장님' resolved to an 'X의 사장님' who holds no view: X addressed by the
            # title, whose views there are
            self.holder = titled
            lead = self.claims((titled, self._about(titled)), (titled, None), limit=limit)
        return lead

    def _about_claims(self, holder: str, about: str, limit: int | None) -> list[op.Node]:
        """Every claim of ``holder``, those about ``about`` raised by ``claim_about``."""
        if not self.step():
            return []
        ranked = self.rank_claims(self._claims_of(holder, None))
        targets = set(self._iris(about))
        for node in ranked:
            node.score += self.opts.claim_about * (node.target_iri in targets)
        ranked.sort(key=lambda n: -n.score)
        return ranked[:limit]

    def views(self, holder: str, about: str | None = None, change: bool = False) -> list[op.Node]:
        """The holder's claims (about ``about`` when they have any) ordered by their claim views."""
        if about is None:
            about = self._about(holder)
        found = self.claims((holder, about), (holder, None))
        if not found:
            return []
        self.step()
        seen: dict[str, stance.View] = {}
        for name in aliases(self.cat, holder):
            seen.update(stance.views(self.mem, name))
        return stance.order(found, seen, change)

    def _about(self, holder: str | None) -> str | None:
        """The named person an opinion is about: the first one who is not the holder (under any
        of the holder's names, nor, for a holder found as a phrase the names do not cover —
        "X's brother" for the known "X's kid brother" —, the X of that phrase)."""
        mine = set()
        if holder:
            mine = {it.person_key(holder)}
            base = it.base_person(holder)
            if base and holder not in self.q.people:
                mine.add(it.person_key(base))
        return next((p for p in self.q.people if it.person_key(p) not in mine), None)

    def compare(self, a: str, b: str) -> list[op.Node]:
        """intersect: the Concepts shared by the ``per_person`` best records of each person; the
        records that share one lead, pairs with the best scores first, then the other records."""
        self.step()
        records = self.records()
        best = {}
        for name in (a, b):
            iri = self._iri(name)
            best[name] = [n.iri for n in records if iri in n.people][: self.opts.per_person]
        by_iri = {n.iri: n for n in records}
        pairs = op.intersect(self.mem, best[a], best[b])
        paired: list[op.Node] = []
        for _, na, nb in sorted(
            pairs, key=lambda p: -(_score(by_iri, p[1]) + _score(by_iri, p[2]))
        ):
            for iri in (na, nb):
                node = by_iri.get(iri)
                if node is not None and node not in paired:
                    paired.append(node)
        return paired + [n for n in records if n not in paired]

    def fill(self, lead: list[op.Node], k: int, keep: bool = False) -> list[op.Node]:
        """Lead nodes first, then turns ranked with person scope, node support and neighbours.

        ``keep``: the lead's order is the answer (a
        claim-view sequence): all of it leads, as ordered.
        """
        head = [n for n in lead[: self.opts.lead] if n.turns]
        if head and not keep:
            best = head[0].score
            head = [head[0]] + [n for n in head[1:] if n.score >= 0.8 * best]
            if self.opts.record_turn and len(head) > 1 and not self.q.habitual:
                # which of the leading records comes first: read with their turns (the same
                # records lead, so the turns the answer reaches stay the same); a question of
                # habitual aspect asks for the habit (``habit_boost``), whatever words a one-off
                # event's turn shares with it
                first = self._grounded(head)
                head.sort(key=lambda n: -(n.score + first.get(id(n), 0.0)))
        if not self.step():
            return head + lead[len(head):]
        turn_scores = self.turn_scores(lead, keep=max(64, 4 * k))
        by_turn: dict[str, op.Node] = {}
        for node in lead:
            for t in node.turns:
                if t not in by_turn or by_turn[t].score < node.score:
                    by_turn[t] = node
        out = list(head)
        used = {id(n) for n in head}
        covered = {t for n in head for t in n.turns}
        # not for opinion/owner questions: their claims are the lead, and another person's
        # opinion is never the answer to "What does X think …" (X unknown: no claim at all)
        beside = (self.opts.turn_claims and self.q.intent not in (it.OPINION, it.OWNER)
                  and not any(n.type == "Claim" for n in lead))
        for tid, score in self._diverse(turn_scores, covered, k):
            fill = by_turn.get(tid)
            if fill is not None and id(fill) not in used and set(fill.turns) <= covered | {tid}:
                used.add(id(fill))
                fill.score = score  # placed by its turn's score: the fill stays in score order
                out.append(fill)
                covered.update(fill.turns)
            else:
                out.append(self._turn_record(tid, score) or turn_node(self.mem, self.cat, tid,
                                                                      score))
                covered.add(tid)
        if not beside:
            return out
        weak = {} if keep else self._weak_leads(head, turn_scores)
        return self._beside(out, weak, len(head))

    def _weak_leads(self, head: list[op.Node], turn_scores: dict[str, float]) -> dict[int, float]:
        """The leading records grounded in one turn the question matches far less than its best
        turn (``weak_lead_claims``), by ``id``, with that turn's score."""
        if not head or self.opts.weak_lead_claims <= 0 or not turn_scores:
            return {}
        bar = self.opts.weak_lead_claims * max(turn_scores.values())
        return {id(n): t for n in head if len(n.turns) == 1
                and (t := turn_scores.get(n.turns[0], 0.0)) < bar}

    def _grounded(self, lead: list[op.Node]) -> dict[int, float]:
        """``record_turn`` × how well the turn each record of ``lead`` is grounded in matches the
        question (the best turn 1), by ``id`` of the node: it orders the records that lead, and
        leaves their scores (the support they lend their turns in the fill) as they are."""
        index = self.cat.index_of
        rows = {id(n): index.get(n.turns[0], -1) for n in lead
                if n.type in RECORD_TYPES and n.turns}
        if not any(r >= 0 for r in rows.values()):
            return {}
        match = self._turn_match(set(self._lexical_tokens))
        top = float(match.max()) if len(match) else 0.0
        if top <= 0:
            return {}
        w = self.opts.record_turn
        return {key: w * max(float(match[r]), 0.0) / top for key, r in rows.items() if r >= 0}

    def _turn_record(self, tid: str, score: float) -> op.Node | None:
        """The record grounded in turn ``tid`` alone that best matches the question, placed at
        the turn's score (``turn_records``): a turn the fill places shows what it records (the
        verbatim turn stays in the evidence's ``turns``)."""
        if not self.opts.turn_records:
            return None
        on = self._records_by_turn().get(tid)
        if not on:
            return None
        best = self.score_nodes(on, 1)[0]
        best.score = score
        return best

    def _records_by_turn(self) -> dict[str, list[op.Node]]:
        table = self.cat.cache.get("records_by_turn")
        if table is None:
            table = self.cat.cache["records_by_turn"] = {}
            for node in self.cat.records_of(None):
                if len(node.turns) == 1:
                    table.setdefault(node.turns[0], []).append(node)
        return table

    def _beside(self, out: list[op.Node], weak: dict[int, float] | None = None,
                lead: int = 0) -> list[op.Node]:
        """``out`` with the claims grounded in each record's or turn's one turn right after it
        (a turn that holds a record holds the view said with it as often: "we viewed it on
        Tuesday; the light is gorgeous"). The claims of a leading record in ``weak`` (by ``id``,
        its turn's score; ``lead``: how many of ``out`` lead) go among the fill at that score
        instead (``weak_lead_claims``), the fill staying in score order."""
        shown = {n.iri for n in out if n.type == "Claim"}
        # (score, the item with the claims beside it, the record a moved group of claims is of)
        units: list[tuple[float, list[op.Node], op.Node | None]] = []
        moved: list[tuple[float, list[op.Node], op.Node | None]] = []
        for node in out:
            unit = [node]
            units.append((node.score, unit, None))
            if node.type == "Claim" or len(node.turns) != 1:
                continue
            claims = [c for c in self._turn_claims(node.turns[0], node.score)
                      if c.iri not in shown]
            shown.update(c.iri for c in claims)
            if weak and id(node) in weak:
                for c in claims:
                    c.score = weak[id(node)]  # placed by its turn's score, as the fill is
                moved.append((weak[id(node)], claims, node))
            else:
                unit.extend(claims)
        head = [n for _, unit, _ in units[:lead] for n in unit]
        # (the fill is in score order; a moved group goes before the first fill item scored below
        # it — a stable merge, so equal scores keep the fill's order first)
        rest = sorted([*units[lead:], *moved], key=lambda u: -u[0])
        if rest and head and rest[0][2] is head[-1]:
            for c in rest[0][1]:
                c.score = head[-1].score  # (its place is beside its record after all)
        return head + [n for _, unit, _ in rest for n in unit]

    def _turn_claims(self, tid: str, score: float) -> list[op.Node]:
        """The claims grounded in turn ``tid`` alone, by how well each matches the question (the
        people it names first instead lost one question and won none on the development sets);
        each placed at the turn's score."""
        on = [c for c in self._claims_by_turn().get(tid, ()) if c.turns == [tid]]
        if not on:
            return []
        ranked = self.score_nodes(on)
        for node in ranked:
            node.score = score
        return ranked

    def _diverse(
        self, scores: dict[str, float], covered: set[str], k: int
    ) -> list[tuple[str, float]]:
        """The best turns, each session's n-th pick lowered by n × session_penalty."""
        ranked = sorted(scores, key=lambda t: -scores[t])[: 4 * k]
        per_session: dict[str, int] = {}
        for t in covered:
            if t in self.cat.turns:
                s = self.cat.turns[t].session
                per_session[s] = per_session.get(s, 0) + 1
        out: list[tuple[str, float]] = []
        pool = [t for t in ranked if t not in covered]
        need = k - len(covered)
        while pool and len(out) < need:
            pen = self.opts.session_penalty
            best = max(
                pool, key=lambda t: scores[t] - pen * per_session.get(self.cat.turns[t].session, 0)
            )
            pool.remove(best)
            s = self.cat.turns[best].session
            per_session[s] = per_session.get(s, 0) + 1
            out.append((best, scores[best]))
        return out

    def turn_scores(  # noqa: C901 - adds each signal to one score array, in order
        self, lead: list[op.Node], keep: int = 64
    ) -> dict[str, float]:
        """Every turn scored as one numpy array; the
        ``keep`` best (at least) come back as a dict."""
        cat, opts = self.cat, self.opts
        ids, index = cat.scored, cat.index_of
        a = opts.turn_alpha
        scores = a * cat.lexical(self.q.tokens, cat.turn_labels) + (1 - a) * cat.dense(
            self.q.vector, cat.turn_labels
        )
        scores = scores.astype(np.float64)
        allowed = np.ones(len(ids), dtype=bool)
        if self.q.own is not None:
            own = cat.speaker_positions(self.q.own)
            if own.size:
                allowed[:] = False
                allowed[own] = True
        if opts.richness:
            scores += opts.richness * cat.richness_array()
        if opts.said_window and self.q.window:
            days = cat.cache.get("turn_days")
            if days is None:
                days = cat.cache["turn_days"] = self._days(list(ids))
            scores[self._within(days)] += opts.said_window
        for iri in self.q.scope:
            scores[cat.role_positions(iri, "speaker")] += opts.speaker_boost
            scores[cat.role_positions(iri, "mentions")] += opts.mention_boost
        for node in lead:
            for t in node.turns:
                if t in index:
                    scores[index[t]] += (
                        opts.support * max(node.score, 0.0) / max(1, len(node.turns))
                    )
        for node in self.expand(lead):
            for t in node.turns:
                if t in index:
                    scores[index[t]] += (
                        opts.traverse * max(node.score, 0.0) / max(1, len(node.turns))
                    )
        if opts.neighbour > 0:
            # a list question's answers are the turns naming the asked kind (``typed``), not the
            # reply a few turns after a match: it spreads to the adjacent turns only
            span = 1 if self.q.answer_types else opts.neighbour_span
            self._spread(scores, allowed, span)
        if opts.asking:
            # a turn ending with a question ("Those look great! What kind are they?") shares the
            # question's words and asks; its answer, which gained from it above, tells
            scores -= opts.asking * cat.asking_array()
        scores[~allowed] = -np.inf
        if opts.type_boost:
            scores += opts.type_boost * self.typed(allowed)
        return {ids[i]: float(scores[i]) for i in _top(scores, keep) if allowed[i]}

    def _spread(self, scores: np.ndarray, allowed: np.ndarray, span: int) -> None:
        """Each of the best turns lends ``neighbour`` × its score to the turns up to ``span`` away
        in its session (in place; only turns in ``allowed`` receive).

        A question answered from one speaker's own turns (``allowed`` is theirs) still takes its
        sources from every turn: the other speaker's "Did the twins enjoy the planetarium?"
        matches the question where the answer ("Loved every minute!") does not, so a source
        outside ``allowed`` lends to the turns after it only — an asked question precedes its
        answer (dev LoCoMo, 885 questions: full 0.681 → 0.702, multi-hop 0.273 → 0.291;
        BENCHMARKS.md § LoCoMo)."""
        cat, share = self.cat, self.opts.neighbour
        ids, index = cat.scored, cat.index_of
        src = scores.copy()
        for pos in _top(src, max(10, self.opts.top_k)):
            mine = bool(allowed[pos])
            for nb in cat.neighbours(ids[pos], span):
                j = index.get(nb)
                if j is not None and allowed[j] and (mine or j > pos):
                    scores[j] = max(scores[j], share * src[pos])

    def expand(self, lead: list[op.Node]) -> list[op.Node]:
        """Multi-hop: ``traverse`` from the first-hit records to the records sharing a Concept
        with them (other sessions' reports on the same thing), the ``per_hop`` best of them by
        the anchor score, then ``ground`` each to its verbatim turns."""
        opts = self.opts
        if opts.traverse <= 0 or opts.depth < 2 or "involves" not in opts.edges:
            return []
        starts = [n for n in lead if n.type in RECORD_TYPES][: opts.starts]
        if not starts or not self.step():
            return []
        seen = {n.iri for n in starts}
        reached: dict[str, op.Node] = {}
        for start in starts:
            for iri, (kind, label) in op.traverse_records(self.mem, start.iri).items():
                if iri not in seen and iri not in reached:
                    reached[iri] = op.Node(iri=iri, type=kind, label=label, text="")
        if not reached or not self.step():
            return []
        nodes = list(reached.values())
        for node, s in zip(nodes, self.hybrid([n.label for n in nodes]), strict=False):
            node.score = float(s)
        best = sorted(nodes, key=lambda n: -n.score)[: opts.per_hop]
        for node in best:
            node.turns = op.ground(self.mem, node.iri).get(node.iri, [])
        return best

    def typed(self, allowed: np.ndarray) -> np.ndarray:
        """Per turn (of the named people, when any), the share of the asked answer types it names
        ("pets' names": a pet's name beats a mere pet); 0 for turns outside ``allowed``."""
        out = np.zeros(allowed.size)
        kinds = self.q.answer_types
        if not kinds:
            return out
        mask = allowed.copy()
        if self.q.scope and self.q.own is None:
            spoken = np.zeros(allowed.size, dtype=bool)
            for iri in self.q.scope:
                spoken[self.cat.role_positions(iri, "speaker")] = True
            mask &= spoken
        n = int(mask.sum())
        for kind in kinds:
            hits = np.zeros(allowed.size, dtype=bool)
            hits[
                self.cat.positions(
                    ("answer_type_positions", kind.name), self.cat.answer_types.get(kind.name, ())
                )
            ] = True
            hits &= mask
            # a kind that half the candidate turns name (dogs, in a conversation about dogs) says
            # little about which of them answers: its weight falls with how common it is
            weight = (1.0 - hits.sum() / n) if (n and self.opts.type_rarity) else 1.0
            out[hits] += weight / len(kinds)
        return out


# the frame of a "who said …" question: words that ask whose a claim is, not what it says
# the words of a whose-view question's frame ("What does X think of …", "X는 …어떻게 생각해?")
_VIEW_FRAME = frozenset(tokens(
    "think thinks thought feel feels felt opinion view take find found reckon make like "
    "생각해 생각 어떻게 봐 봐요 어때 어땠어 어땠대"
))
_FRAME = frozenset(tokens(
    "who said says say told tell thinks think thought reckons reckoned claimed claims mentioned "
    "according 누가 누구 했어 했대 했지 했더라 그랬어 그랬대 그랬지 말했어 얘기했어 하셨어"
))


_WHO = re.compile(
    r"^\s*(?:who|whom)\b(?:\s+(?:doesn't|didn't|isn't|wasn't|is|was|are|were|has|had|does|did))?"
    r"(?:\s+(?:thinks?|thought|finds?|found|considers?|considered|believes?|believed|feels?|felt|"
    r"reckons?|reckoned|says?|said|claims?|claimed|mentioned|expects?|expected))?\s*",
    re.IGNORECASE)

# the words of a question asking where a report came from (``intent.asks_source``)
_SOURCE_FRAME = frozenset(
    """is was the a of that about from where does did do come came comes source origin
    originally news claim idea rumour rumor story word theory talk gossip report suggestion tip
    warning info information according whom who hear heard""".split())  # noqa: SIM905
_KO_SOURCE_FRAME = ("출처", "얘기", "이야기", "소식", "정보", "말은", "말의", "누구한테서",
                    "누구에게서", "누구로부터", "나왔", "나온", "들은", "들었", "어디서")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
# the Korean who-frame ("… 한 사람은?", "… 건 누구야?", "누가 …", "…는 누구한테서 나왔어?",
# "… 한 사람은 누구라고 했어?")
_KO_FRAME = frozenset(
    "누가 누구 누구야 누구지 누구였어 누구한테서 누구에게서 누구래 누구라고 "
    "사람 사람은 사람이 분은 건 게 얘기야 말이야 출처는 나왔어 했어 했지 했더라 "
    # the relative form of 하다 before 사람 ('…다고 한 사람') and bare demonstratives
    "한 하는 했던 말한 그 이 저".split())


# Kiwi tags of the morphemes that say what a Korean text is about (nouns, verb and adjective
# stems, roots, adverbs), and the light ones among them that say nothing of it
_KO_CONTENT_TAGS = frozenset({"NNG", "NNP", "VV", "VA", "XR", "MAG"})
_KO_LIGHT = frozenset("하 되 있 없 같 것 수 보 좀 너무 진짜 정말 완전 그 이 저".split())


def _ko_stems(text: str) -> frozenset[str]:
    """The content stems of a Korean text ("싫어하는", "싫더라" → 싫; "부담스럽다는" → 부담), by
    Kiwi."""
    if not _HANGUL.search(text):
        return frozenset()
    from ..extract.ko_parse import kiwi

    out = set()
    for t in kiwi().tokenize(text):
        if t.tag.split("-")[0] in _KO_CONTENT_TAGS and t.form not in _KO_LIGHT:
            form = t.form
            # a verb made of an adjective (싫어하-, 좋아하-, 귀찮아하-) shares its stem (싫-)
            if len(form) > 2 and form.endswith(("어하", "아하")):
                form = form[:-2]
            # a 하다 predicate is its root: Kiwi reads '조용한 데서' as 조용하/VA and '조용한
            # 데로' as 조용/XR + 하/XSA, one word either way
            elif len(form) > 1 and form.endswith("하") and t.tag.startswith(("VA", "VV")):
                form = form[:-1]
            out.add(form)
    return frozenset(out)


# a claim that is itself a denial ('never', 'not', "n't", '안', '못', '아니'): it answers a
# question asking who denies it
_NEGATED = re.compile(
    r"\b(?:not|never|no|nothing|nobody|none)\b|n['\u2019]t\b|안\s|않|못|아니", re.I)


_WHO_DOESNT = re.compile(
    r"^\W*who\s+(?:doesn['\u2019]?t|didn['\u2019]?t|don['\u2019]?t|does\s+not|did\s+not|do\s+not|"
    r"never)\s+(?:think|reckon|believe|expect|feel)s?\b", re.I)


def _asked_tone(question: str) -> str:
    """The stance a question asks about. "Who doesn't think the fee is fair?" denies a belief:
    its complement's tone turned over, as the extractor stores a negated belief (the lexicon
    alone reads 'fair' too far from the negation)."""
    m = _WHO_DOESNT.search(question)
    if not m:
        return _tone(question)
    rest = _tone(question[m.end():])
    return {"positive": "negative", "negative": "positive"}.get(rest, "neutral")


def _tone(text: str) -> str:
    """The stance ``text`` takes by the extractor's polarity lexicon of its language."""
    return ko_polarity(text) if _HANGUL.search(text) else en_polarity(text)


def _unframed(question: str) -> str:
    """The question without its who-frame ("Who thinks the soup is cold?" → "the soup is
    cold?"), for the dense match of a claim; the question itself when nothing is left."""
    out = _WHO.sub("", question, count=1)
    out = " ".join(w for w in out.split() if w.rstrip("?") not in _KO_FRAME)
    if it.asks_source(question):
        # "Who is the source of the news that …", "Where does the gossip about … come from": the
        # nouns and verbs that ask for a source name no topic (a claim saying "news" is no answer)
        out = " ".join(w for w in out.split()
                       if w.strip("?,.!").casefold() not in _SOURCE_FRAME
                       and not w.startswith(_KO_SOURCE_FRAME))
    return out if re.search(r"\w", out) else question


@dataclass
class _Features:
    """What scoring needs of a node list, as arrays (kept per list in the catalog's cache)."""

    nodes: list[op.Node]
    labels: np.ndarray
    position: dict[str, int]
    expressions: dict[str, list[int]]   # normalised time expression → positions
    timed: np.ndarray                   # positions of nodes with a resolved time
    facts: np.ndarray                   # positions of Facts (habits, states)
    thin: np.ndarray                    # positions of records that say next to nothing
    days: np.ndarray                    # the day each node's (first) turn was said
    prompts: np.ndarray | None = None   # the question turn each node replies to (row), or -1


# a word pointing back to what an earlier turn said: English 'it'/'that'/'this'/'those' (any
# case, with or without the apostrophe of a contraction), Korean demonstratives 그거/그건/그게/
# 거기/이거/저거 … and 그런/그렇- (so, such)
_ANAPHOR = re.compile(
    r"(?i)\b(?:it|it'?s|that'?s|this|these|those)\b|(?:^|[.!?,;:]\s*)that\b"
    r"|\bthat\s+(?:is|was|sounds|looks|seems|would|will|'ll)\b"
    r"|(?<![\w])(?:그거|그건|그게|그걸|그것|거기|이거|이건|이게|저거|저건|그런|그렇|그\s)"
)


# English 'there' of a place named before, not the existential 'there is/was …' nor a greeting
_THERE = re.compile(
    r"(?i)(?<!\bhi )(?<!\bhey )\bthere\b(?!['\u2019]s\b)(?!\s+(?:is|are|was|were|isn['\u2019]?t|"
    r"aren['\u2019]?t|wasn['\u2019]?t|weren['\u2019]?t|will|won['\u2019]?t|would|might|may|must|could|"
    r"should|has|have|had|hasn['\u2019]?t|seems?|seemed|used|goes|go)\b)")


# a claim content standing on what an earlier turn named: a pronoun or demonstrative
_POINTER = re.compile(
    r"(?i)\b(?:it|it'?s|that'?s|this|these|those|he|he'?s|she|she'?s|they|they'?re|him|her|them)\b"
    r"|^that\b"
)


_CAPITALISED = re.compile(r"\b[A-Z][\w'\u2019-]*")
_PRO_FORM = re.compile(r"\b(?:it|that|this|them|one)\b", re.I)


def thin(text: str) -> bool:
    """Whether a record's text says next to nothing beyond a name (English: no lexical key but
    those of its capitalised words and no number, or one key with a pro-form standing for what
    was done: 'X picked it', 'yeah X is doing it'; Korean: at most two words).

    >>> thin("yeah Hamwick is doing it."), thin("Hamwick picked it.")
    (True, True)
    >>> thin("so Hamwick got the dog!!"), thin("Hamwick had a call at 3")
    (False, False)
    >>> thin("이미 팔았음."), thin("어제 중고로 자전거 팔았어")
    (True, False)
    """
    if _HANGUL.search(text):
        return len(re.findall(r"\w+", text)) <= 2
    named = set(tokens(" ".join(_CAPITALISED.findall(text))))
    said = sum(1 for t in tokens(text) if t not in named)
    return (said == 0 and not re.search(r"\d", text)) or (
        said == 1 and _PRO_FORM.search(text) is not None)


def _short(content: str, words: int) -> bool:
    """A claim content of at most ``words`` words ("it's been fixed", "그건 아닐걸")."""
    return 0 < len(content.split()) <= words


def _top(scores: np.ndarray, n: int) -> list[int]:
    """Positions of the ``n`` best finite scores, best first (ties: dialogue order)."""
    if scores.size > n:
        part = np.argpartition(-scores, n - 1)[:n]
        cut = scores[part].min()
        part = np.flatnonzero(scores >= cut)
    else:
        part = np.arange(scores.size)
    order = part[np.lexsort((part, -scores[part]))]
    return [int(i) for i in order[:n] if np.isfinite(scores[i])]


def _score(records: dict[str, op.Node], iri: str) -> float:
    node = records.get(iri)
    return node.score if node is not None else 0.0
