"""English rules: attribution frames (I think / X says
/ X told me / apparently), records, claims."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import cast

from ..models import (
    ClaimX,
    ConceptRelation,
    ConceptX,
    EventX,
    Extraction,
    FactX,
    Polarity,
    TargetKind,
    TurnIn,
)
from . import en_words as W
from .attrib_en import (
    _CHAT_VERDICT,
    _NP,
    BARE_KIN_CUE,
    BODY_WORDS,
    COPULA,
    DEGREE,
    FEMALE,
    FRAMES_BY_NAME,
    MALE,
    OFFICE_TITLES,
    PERSON_NOUNS,
    QUOTE_INTERJECTIONS,
    STANCE_WORDS,
    TIME_OPENERS,
    Attribution,
    Holder,
    _appositive_end,
    _maybe_finite,
    _named_apposition,
    _placed_then_name,
    _verbless_verdict,
    _who_told_me,
    adjectival,
    after_holder_place,
    agent_noun,
    answered_clause,
    bare_kin_users,
    clause_polarity,
    closing_mark,
    comparative_valence,
    compatible,
    evaluates,
    finite,
    fits,
    frame_verb,
    holder_np,
    labelled_person,
    no_english_word,
    opens_lead,
    read_attribution,
    refusal_stance,
    resolve_pronoun,
    role_words,
    same_kin,
    skip_openers,
    source_aside_end,
    valence,
    verb_row,
    verdict_mass,
    would_stance,
)
from .attrib_en import (
    clock_time as _clock_time,
)
from .discourse import Discourse, TurnContext
from .en_parse import (
    NAME_HONORIFICS,
    Names,
    Tok,
    aside_then_report,
    comma_apposition_end,
    is_past,
    lemma,
    name_not_word,
    normalise,
    noun_chunks,
    proper_pair,
    restore_first_person,
    restore_second_person,
    sentences,
    stop_word_name,
    title_positions,
    tokenize,
    word_name_slot,
)
from .frames_en import BARE_KIN, BETWEEN, FRAMES_EN, TITLES, FrameRow
from .frames_en import OPENERS as FRAME_OPENERS
from .lexicon import (
    EN_DIMINISH,
    EN_EXPLAIN,
    EN_MODAL_CRIT,
    EN_NEGATIVE,
    EN_POSITIVE,
    EN_TOO,
    en_idioms,
    en_polarity,
)
from .names import EN_ROLE_NOUNS, en_possessive, first_name, name_gender, name_key
from .register_en import plain_first_name, run_on_reports
from .timewords import EN_TIME, en_has_habit, en_time_expression, en_time_spans

SOMEONE = "someone"

LIKE_VERBS: dict[str, ConceptRelation] = {
    "love": "likes",
    "like": "likes",
    "enjoy": "likes",
    "adore": "likes",
    "prefer": "likes",
    "appreciate": "likes",
    "hate": "dislikes",
    "dislike": "dislikes",
    "detest": "dislikes",
    "avoid": "dislikes",
    "use": "uses",
    "drive": "uses",
    "wear": "uses",
    "drink": "uses",
    "eat": "uses",
    "read": "uses",
    "watch": "uses",
    "own": "owns",
    "have": "owns",
    "buy": "owns",
    "adopt": "owns",
    "attend": "attends",
    "visit": "attends",
    "go": "attends",
    "join": "member_of",
    "volunteer": "member_of",
}


@dataclass
class Frame:
    """What precedes the proposition: who holds it, who relayed it, hedging."""

    holders: list[str] = field(default_factory=list)
    hedged: bool = False
    pos: int = 0


@dataclass
class Ctx:
    turn: TurnIn
    names: Names
    out: Extraction
    listener: str | None = None
    disc: TurnContext | None = None
    # 'The coach texted me.': a message named with nothing reported; the turn's next plain
    # statement is what it said
    message_from: str | None = None
    # words said in this turn's clauses so far: a one-word verdict after them sums up the
    # speaker's own account, it does not acknowledge the other's ('… done in an hour. Bargain.')
    said: int = 0
    # the person the speaker talked to, met or rang earlier in this turn ('I was talking to X
    # and apparently …'): the source of an 'apparently' with no one named
    contacted: str | None = None
    # the third person who talked to or met ``contacted`` ('my mum bumped into X, apparently
    # …'): X's news reached the speaker through them
    contact_via: str | None = None
    # whose the quotation of this turn's last sentence was ('"Never again," X told me.'): a
    # sentence wholly in quotation marks right after it goes on quoting them
    quoted_by: list[str] | None = None
    # holders of third persons' wishes passed on in this turn ('X's boss wants …')
    wishers: list[str] = field(default_factory=list)
    # the last clause's source and the chain it came through ('my husband heard it from X'):
    # a 'she said …' right after it, of that source, reached the speaker the same way
    relay_chain: tuple[str, list[str]] | None = None
    # the holders of the sentence's last clause when it reported something ('X says A'): a clause
    # coordinated after it with a third-person subject of its own ('… and they won't B') is part
    # of the same report
    report_open: list[str] | None = None
    # the first clause of the sentence being read: its subject is whom a postposed 'or so she
    # claims' at the sentence's end most likely means
    first_clause: str = ""
    # the clause read is a part cut off before another of the same sentence
    cut_before: bool = False
    # the clause read is a part cut off after another of the same sentence
    cut_after: bool = False
    # 'event' / 'fact' when the clause read before gave only that record
    record_last: str | None = None
    # a candour marker cut off as a clause of its own ('Not gonna lie, | the sequel …'): the
    # next clause is the one it marks
    candour: str | None = None
    # the third person the last sentence of this turn had as its subject or holder ('my dad
    # swears by him.'): a next sentence that drops its subject ('Says he's …') goes on with them
    last_subject: str | None = None
    # the sentence read last spoke in the first person ('X took me to the fair.'): a next one
    # with its subject dropped may be the speaker's own ('Loved it.')
    last_first_person: bool = False
    # the sentence read last reported someone's view ('X says it's great.'): a next 'Hated it.'
    # sets the speaker against it
    last_reported: bool = False
    # the third person whose view the turn before asked for ('What did X think of it?', 'Did
    # your sister like it?'): the answer's sentences with no subject of their own ('Hated it.',
    # 'Said it's a rip-off.', 'Not a fan.') give that person's view, until one has a subject
    asked_view: str | None = None
    # the turn gives the news the speaker's turn before teased ('Guess what X said.'): its first
    # plain statement is X's, subject or not
    teased: bool = False

    @property
    def speaker(self) -> str:
        return self.turn.speaker


def _skip_fillers(toks: Sequence[Tok], p: int, names: Names) -> int:
    while p < len(toks):
        t = toks[p]
        if (
            t.text in {",", "-", ":", ";", '"', "...", "—"}
            or t.low in W.FILLERS
            and not (p + 1 < len(toks) and toks[p + 1].low in W.REPORT_VERBS)
            or t.text[:1].isupper()
            and names.is_name(toks, p)
            and names.is_vocative(toks, p)
        ):
            p += 1
        else:
            break
    return p


def _hedge(toks: Sequence[Tok], p: int) -> int | None:
    low = [t.low for t in toks[p:p + 4]]
    if len(low) >= 2 and low[0] == "i" and (low[1] in W.HEDGE_VERBS or low[1] in {"feel", "'d"}):
        q = p + 2 + (low[1] == "'d" and len(low) > 2 and low[2] == "say")
        if low[1] == "feel" and len(low) > 2 and low[2] == "like":
            q += 1
        return q + (q < len(toks) and toks[q].low == "that")
    if low[:3] == ["in", "my", "opinion"] or low[:4] == ["if", "you", "ask", "me"]:
        return p + (3 if low[0] == "in" else 4)
    if low[:1] == ["personally"] or low[:2] == ["i'm", "sure"] or low[:3] == ["i", "am", "sure"]:
        return p + (1 if low[0] == "personally" else 2 if low[0] == "i'm" else 3)
    return None


_TIME_CLAUSE_OPENERS = (("the", "last", "time"), ("last", "time"), ("next", "time"),
                        ("the", "first", "time"), ("first", "time"), ("one", "time"),
                        ("every", "time"))


def _after_time_clause_opener(toks: Sequence[Tok], p: int) -> int:
    """'last time Marl and I played it, …', 'every time we go …': a time clause opened by a
    noun of occasion is no subject — the clause's own subject comes after it."""
    for ph in _TIME_CLAUSE_OPENERS:
        n = len(ph)
        if tuple(t.low for t in toks[p:p + n]) == ph and p + n < len(toks) and (
                toks[p + n].low in W.FIRST_SUBJECT or toks[p + n].low in {"me", "we", "i"}
                or toks[p + n].text[:1].isupper()):
            return p + n
    return p


_GLUED_IS_APPROX = frozenset({"about", "around", "nearly", "almost", "roughly", "over", "under",
                              "a", "an", "the"})
_UNITS = frozenset({"foot", "feet", "ft", "cm", "metres", "meters", "years", "yrs", "stone",
                    "kg", "kilos", "months", "weeks"})


def _measure_at(toks: Sequence[Tok], k: int) -> bool:
    """'six foot', '45', '5ft 10': a number and its unit, or a number closing the clause."""
    if k >= len(toks) or not (toks[k].low[:1].isdigit() or toks[k].low in W.NUMBERS):
        return False
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    return nxt is None or not nxt.text[:1].isalnum() or nxt.low in _UNITS


_LIFE_STATES = frozenset("""pregnant engaged married single divorced retired ill sick poorly
    unwell""".split())  # noqa: SIM905


def _subject(toks: Sequence[Tok], p: int, ctx: Ctx) -> tuple[str, str | None, list[str]]:
    """('first' | 'person' | 'pron' | 'listener' | 'other', the person, partners): who the clause
    is about. 'Mara and I …' is first person with a
    partner; he/she/they resolve in the discourse."""
    p = skip_openers(toks, p, ctx.names)
    p = _after_time_clause_opener(toks, p)
    if p >= len(toks):
        return "other", None, []
    t = toks[p]
    kin = (
        t.low in {"my", "our"}
        and p + 1 < len(toks)
        and (toks[p + 1].low.removesuffix("'s") in EN_ROLE_NOUNS
             or toks[p + 1].low.endswith("s") and toks[p + 1].low[:-1] in EN_ROLE_NOUNS)
    )  # 'My flatmate is a nightmare', 'my neighbours nag': they, not the speaker, are the subject
    if not kin and (t.low in W.FIRST_SUBJECT or (
        t.low in {"me"} and p + 1 < len(toks) and toks[p + 1].low == "and"
    )):
        return "first", ctx.speaker, []
    disc = ctx.disc
    base = t.low.split("'")[0]
    if base == "they" and _plural_thing_judged(toks, p, ctx):
        return "other", None, []  # 'Pellow fitted the shutters. they look stunning': the things
    if disc is not None and "'" in t.low and base in {"he", "she", "they"}:
        # "She's walking …", "they'll move …": the contraction's subject
        who = resolve_pronoun(base, disc)
        if who:
            return "pron", who, []
    if disc is not None:
        np = holder_np(toks, p, disc, ctx.names, None, lower_ok=True, lower_actor=True)
        if np is not None and np.name != SOMEONE:
            q = np.end
            if q + 1 < len(toks) and toks[q].low == "and" and toks[q + 1].low in {"i", "me"}:
                return "first", ctx.speaker, [np.name]
            if np.name == ctx.speaker:
                return "first", ctx.speaker, []
            if q < len(toks) and toks[q].low.endswith("ing") and lemma(toks[q].low) in W.VERBS and (
                    not toks[q - 1].low.endswith("'s")
                    or any(x.text[:1].isalpha() and finite(x.low) for x in toks[q + 1:])):
                # 'Ysoldine practising every night drives …': the action is judged ("my
                # neighbour's selling his house" with no verb after it: the 's is 'is', a
                # progressive told of the neighbour)
                return "gerund", np.name, []
            return ("pron" if np.pronoun else "person"), np.name, []
    elif t.text[:1].isupper() and ctx.names.is_name(toks, p) and not ctx.names.is_vocative(toks, p):
        return "person", ctx.names.name_of(toks, p), []
    if disc is not None and (who := _person_said_plainly(toks, p)) is not None:
        return "person", who, []
    if (
        t.low.endswith("'s")
        and t.text[:1].isupper()
        and ctx.names.is_name(toks, p)
        and p + 1 < len(toks)
        and (
            toks[p + 1].low in BETWEEN
            or toks[p + 1].low.endswith("ing")
            or is_past(toks[p + 1].low)
            or toks[p + 1].low in _GLUED_IS_APPROX
            or _measure_at(toks, p + 1)
            # ("X's out with his hamstring", "X's off sick", "X's away till Friday": away)
            or toks[p + 1].low in {"out", "off", "away"} and (
                p + 2 >= len(toks) or not toks[p + 2].text[:1].isalnum() or toks[p + 2].low in {
                    "with", "sick", "for", "till", "until", "on", "at", "today", "tonight",
                    "this", "next", "again"})
            # ("X's in hospital", "X's on holiday", "X's pregnant", "X's engaged": a place or a
            # state of life — no noun a possessive could own)
            or toks[p + 1].low in {"in", "at", "with", "back", "home"}
            or toks[p + 1].low == "on" and p + 2 < len(toks) and (
                toks[p + 2].low in {"holiday", "leave", "nights", "lates", "earlies", "call"})
            or toks[p + 1].low in _LIFE_STATES
        )
    ):
        # "Wenlock's been running …", "Wenlock's teaching her son …": the 's is 'is'/'has';
        # "Wenlock's about six foot", "Wenlock's a nurse": before an approximator, an article or
        # a measure it is 'is' too
        return "person", ctx.names.name_of(toks, p), []
    if t.low in YOU_SUBJ or t.low in YOUR:
        return ("listener", ctx.listener, []) if ctx.listener else ("you", None, [])
    return "other", None, []


def _person_said_plainly(toks: Sequence[Tok], p: int) -> str | None:
    """A clause's subject that is a person said as talk says it, before the clause's verb: a
    person noun with the one or two nouns that tell which ('the council bloke came round',
    'the call centre guy rang'), or a role noun with its article dropped and its capital kept
    ('Rep was in this morning', 'Inspector came at ten' — as a holder says it: 'Coach says …')."""
    t = toks[p]
    if t.low == "the":
        for m in (p + 2, p + 3):
            if m + 1 < len(toks) and toks[m].low in PERSON_NOUNS and all(
                    x.text.isalpha() and x.text.islower() and x.low not in W.STOPWORDS
                    and not is_past(x.low) and x.low not in W.AUX for x in toks[p + 1:m]) and (
                    _verb_next(toks, m + 1)):
                return " ".join(x.low for x in toks[p:m + 1])
        return None
    if t.text[:1].isupper() and t.text[1:].islower() and t.text.isalpha() and (
            t.low in EN_ROLE_NOUNS) and t.low not in BARE_KIN and p + 1 < len(toks) and (
            _verb_next(toks, p + 1) or toks[p + 1].low in {"from", "at"}):
        return t.text
    return None


def _verb_next(toks: Sequence[Tok], k: int) -> bool:
    """A finite verb or an auxiliary at ``k`` (an adverb before it allowed: 'finally came')."""
    k += k + 1 < len(toks) and toks[k].low.endswith("ly") and toks[k].low not in W.LY_NOUNS
    return k < len(toks) and toks[k].text.isalpha() and (
        toks[k].low in W.AUX or is_past(toks[k].low) or toks[k].low in _BE_FORMS)


# a noun phrase that is a verdict on its noun ('the N from hell', 'the N of doom', 'a nightmare
# of a N', 'a gem of a N'); not 'a hell of a N' (a degree: 'a hell of a lot', 'a hell of a time')
_EPITHET_NP = re.compile(
    r"\b(?:(?:the|that|this|a|an|some|my|our|his|her|their|your)\s+)(?:[a-z-]+\s+)?"
    r"([a-z][a-z-]+)\s+(?:from\s+hell|of\s+doom)\b|"
    r"\b(?:an?\s+)(?:(?:absolute|total|complete|right|real|proper)\s+)?(?:nightmare|beast|gem|"
    r"belter|cracker|corker|stinker|disaster|shambles|dream|peach|monster)\s+of\s+(?:an?|a)\s+"
    r"(?:[a-z-]+\s+)?([a-z][a-z-]+)\b")
# ('… from hell and back': a journey; 'the Prophet of Doom': a title)
_EPITHET_NP_NOT = re.compile(r"\bfrom hell and back\b|\bto hell\b")
_EPITHET_HEADS = frozenset({"one", "thing", "bit", "lot"})

_APPEARANCE = frozenset({"look", "looked", "seem", "seemed", "sound", "sounded", "feel", "felt",
                         "are", "were", "'re"})


def _plural_thing_judged(toks: Sequence[Tok], p: int, ctx: Ctx) -> bool:
    """'they look stunning', "they're gorgeous" right after a plural thing was named (this
    turn's record, else the conversation's topic): 'they' takes up the things, judged by a rated
    word after a verb of appearance or 'be' — not a person named before them."""
    k = p + 1 if toks[p].low == "they" else p
    if k >= len(toks) or (toks[k].low if k > p else "'" + toks[p].low.split("'", 1)[1]) not in (
            _APPEARANCE):
        return False
    if not any(abs(valence(t.low)) >= 1.0 for t in toks[k + 1:k + 4]):
        return False
    thing = _turn_thing(ctx, "they")
    if thing is None and ctx.disc is not None and ctx.disc.topic is not None and (
            ctx.disc.topic[1] != "person"):
        thing = ctx.disc.topic[0]
    return _plural_word(thing.split()[-1].lower()) if thing else False


def _target(toks: Sequence[Tok], p: int, ctx: Ctx, exclude: Sequence[str]) -> str | None:
    ex = {e.casefold() for e in exclude}
    for i in range(p, len(toks)):
        if (
            toks[i].text[:1].isupper()
            and ctx.names.is_name(toks, i)
            and not ctx.names.is_vocative(toks, i)
        ):
            n = ctx.names.name_of(toks, i)
            if n.casefold() not in ex:
                return n
    return None


# a question asking the listener for a judgement of something
_ASKS_JUDGEMENT = re.compile(
    r"\bhow(?:'s| is| was| were| are| did\b.*\bgo)\b|\bwhat(?:'s| is| was| were)\b.*\blike\b|"
    r"\bwhat (?:did|do) (?:you|u) (?:think|reckon|make)\b|\bany good\b|\bthoughts\b|"
    r"\bverdict\b|\bworth it\b|\bdid (?:you|u) (?:like|enjoy|love|rate)\b|\bgood or\b"
    # whether the one asked has tried, seen or been to something: a short verdict after it
    # judges that thing ('Did you end up trying the new place?' — 'So good.')
    r"|\b(?:did|have|had) (?:you|u|ya) (?:\w+ ){0,2}?(?:try|trying|tried|go|going|gone|been|"
    r"see|seen|watch|watched|visit|visited|check|checked|eat|eaten|read|listen|listened)\b"
    r"|^\W*(?:you |u )?(?:tried|been to|seen|watched|finished)\b"
)


_WHEN_ASKED = re.compile(r"^\W*(?:(?:so|and|ok|okay|oh)\W+)*(?:when|what time|what day)\b", re.I)
_WHERE_ASKED = re.compile(r"^\W*(?:(?:so|and|ok|okay|oh)\W+)*where(?:'d|'s|\s)", re.I)
WHEN_CUE = "when_asked"
WHERE_CUE = "where_asked"


_LIKING = {"love": 1, "adore": 1, "enjoy": 1, "hate": -1, "loathe": -1, "detest": -1}


def _dropped_i_attitude(toks: Sequence[Tok], p: int) -> int:
    """The sign of 'Love it.', 'Hated it tbh', 'Loved every minute of it': a verb of liking with
    its 'I' dropped and what was talked about as its object, the clause ending there; else 0."""
    if p + 1 >= len(toks) or lemma(toks[p].low) not in _LIKING:
        return 0
    rest = [t.low for t in toks[p + 1:] if t.text[:1].isalnum()]
    while rest and rest[-1] in {"tbh", "lol", "honestly", "tho", "though", "haha", "ngl"}:
        rest.pop()
    if rest in (["it"], ["that"], ["this"], ["them"], ["every", "minute"],
                ["every", "minute", "of", "it"], ["it", "tbh"]):
        return _LIKING[lemma(toks[p].low)]
    return 0


# A polar answer said as a verdict, a vote ('a hard no from me', "it's a big yes", 'hell no'): with
# a degree word, or 'from me/us' (a bare 'No.' or 'Yes.' answers, it judges nothing)
_POLAR_VOTE = (r"(?:(?:it's|its|it is|that's|thats|that is) )?(?:a |an )?(?:(?:hard|big|firm|"
               r"definite|solid|strong|massive|huge|resounding|hell|absolute) {p}(?: from "
               r"(?:me|us))?|{p} from (?:me|us))")
# Verdicts said in chat's set phrases, the whole clause (openers and a trailing 'tbh'/'lol' left
# out): a rating, an interjection of taste, advice to go or to stay away, going back or never,
# and the liking of the speaker with the 'I' dropped ('love the X', 'loved every second').
_SET_PHRASE_NEG = re.compile(
    r"(?:hard pass|skip it|avoid(?: it)?(?: avoid)*|"
    r"(?:do not|don't|dont) bother|save your (?:money|cash|time)|(?:you'll|youll|you will) hate it|"
    r"never going back|not going back|(?:didn't|didnt|did not) live up to the hype|"
    r"(?:0|1|2|3|4)\s*/\s*10|(?:zero|one|two|0|1|2) stars?|"
    # slang of a bore or a rip-off said bare ('snooze fest', 'rip off', 'a total snoozefest')
    r"(?:a |an )?(?:total |absolute |complete )?snooze ?fest|(?:total |absolute )?rip off|"
    # falling short of what was expected, or of what it was ('wasn't what I expected', 'not
    # what it was', "didn't meet expectations", "wouldn't rush back", 'not my vibe', 'so-so')
    r"(?:it |that )?(?:wasn't|wasnt|isn't|isnt|was not) what (?:i|we) expected|"
    r"(?:it's |its |it is )?not what it (?:was|used to be)|"
    r"(?:it |that )?(?:didn't|didnt|did not) (?:meet|live up to) (?:my |our |the )?expectations|"
    r"(?:i |we )?(?:wouldn't|wouldnt|would not) rush back|not my vibe|(?:the )?vibe was off|"
    r"so-so|so so|"
    # ('bang average', 'pretty average tbh': no better than any)
    r"(?:(?:it's|its|it is|it was|that was) )?(?:bang|pretty|very|totally|so) average|"
    # a vote against ('a hard no from me', "it's a big no", 'hell no', 'count me out')
    + _POLAR_VOTE.format(p="no") + r"|count me out|"
    # ('once was enough', 'bottom tier', 'low tier'): not worth going back to, ranked last
    r"once was (?:enough|plenty)|(?:bottom|low|f|d) tier|"
    # taste that did not take ("didn't do it for me", "couldn't get into it"; not "(it's) not
    # for me", which may say whom a thing is for)
    r"(?:it |that )?(?:didn't|didnt|did not) (?:really )?do (?:it|anything|much) for me|"
    r"(?:i )?(?:couldn't|couldnt|could not|never|didn't|didnt|did not) (?:really )?"
    r"(?:get|got) into (?:it|them))"
)
_SET_PHRASE_POS = re.compile(
    r"(?:(?:you'll|youll|you will) love it|(?:you|u) (?:have|need|got) to "
    r"(?:try it|see it|go there|check it out)|must (?:try|see|go|do)|a must|"
    r"def(?:initely)? going back|"
    r"(?:i'll|ill|i will|we'll|we will) (?:def(?:initely)? )?be going back(?: for sure)?|"
    r"(?:(?:i'm|im|i am) )?obsessed|"
    r"(?:(?:i|we) )?can't get enough(?: of (?:it|them|the \w+(?: \w+)?))?|"
    r"lived up to the hype|(?:(?:i'm|im|i am) )?(?:in love with|obsessed with) "
    r"(?:it|them|this|that|the \w+(?: \w+)?)|"
    r"(?:loved|enjoyed) every (?:second|minute|bit)(?: of it)?|"
    r"(?:love|adore)(?: love)* (?:the|that|this) \w+(?: \w+)?|"
    r"(?:10|9|8|7|6)\s*/\s*10|(?:five|four|5|4) stars?(?: from me)?|"
    # chat's slang of praise ('it slaps', 'the <thing> is a vibe', 'absolute peak', 'no notes')
    r"(?:it|this|that|the \w+(?: \w+)?) (?:slaps|slapped|(?:is|was) (?:a vibe|peak|a banger))|"
    # (not 'classic.', 'peak.': a reaction to news, 'typical')
    r"no notes|(?:a |an )?(?:absolute |total )?(?:banger|vibe)|"
    r"(?:a |such a |a right |a good )laugh|"
    r"(?:it |that )?(?:exceeded|surpassed|beat) (?:my |our |all )?expectations|"
    r"(?:they've |theyve |they have )?(?:really )?upped their game|"
    # ('next level', 'the desserts are next level', 'it's on another level')
    r"(?:(?:it|this|that|the \w+(?: \w+)?) (?:is|was|are|were|'s) )?(?:next|another) level|"
    r"(?:it's|its|it is|it was) on (?:a whole |another )(?:other )?level|"
    # ('a big yes from me', "it's a yes from me", 'hell yes', 'count me in')
    + _POLAR_VOTE.format(p="yes") + r"|count me in|"
    # chat's ranking and slang of praise ('top tier', 'S tier', 'fire', 'lit')
    r"(?:top|high|s|god) tier|fire|class|lit|"
    # a choice said as a verdict ('the old one, hands down', 'no contest, the old one', "I'd
    # take the old one any day", 'the old one wins every time')
    r"(?:the |that |this )?\w+(?: \w+)?,? hands down|no contest,? (?:the |that )?\w+(?: \w+)?|"
    r"(?:i'd|id|i would) (?:take|pick|choose|have) (?:the |that |this )?\w+(?: \w+)? any day"
    r"(?: of the week)?|(?:the |that |this )?\w+(?: \w+)? wins(?: hands down| every time| for me)?)"
)
# an interjection of taste: a verdict only as the whole turn ('Meh.' answering 'How was it?'; not
# 'Meh. Saw the physio, she reckons …', a reaction before the news)
_TASTE_INTERJECTIONS = {"meh": -1, "ew": -1, "eww": -1, "ewww": -1, "yikes": -1, "yum": 1,
                        "yummy": 1, "yum yum": 1}
_SET_PHRASE_TRAIL = frozenset({"tbh", "lol", "honestly", "tho", "though", "haha", "ngl", "tbf",
                                 "imo", "fr", "lmao", "really", "seriously", "for sure"})


def _set_phrase_verdict(toks: Sequence[Tok], p: int, turn: str) -> int:
    """The sign of a verdict said in one of chat's set phrases (``_SET_PHRASE_NEG``/``_POS``),
    the whole clause from ``p``, or an interjection of taste that is the whole ``turn``; else
    0."""
    words = [t.low for t in toks[p:] if t.text[:1].isalnum() or t.text == "/"]
    while words and words[-1] in _SET_PHRASE_TRAIL:
        words.pop()
    text = " ".join(words).replace(" / ", "/")
    if not text or len(words) > 7 or toks and toks[-1].text == "?":
        return 0
    if text in _TASTE_INTERJECTIONS:
        whole = [t.low for t in tokenize(turn) if t.text[:1].isalnum()]
        while whole and whole[-1] in _SET_PHRASE_TRAIL:
            whole.pop()
        return _TASTE_INTERJECTIONS[text] if " ".join(whole) == text else 0
    if _SET_PHRASE_NEG.fullmatch(text):
        return -1
    if len(words) >= 3 and words[-2] == "my" and words[-1] in _MY_FOOT and (
            not any(w in W.PRONOUNS for w in words[:-2])) and (
            _MY_FOOT_TAIL.search(turn) or not any(finite(w) for w in words[:-2])):
        # 'Borderline, my foot.', 'Barely used, my eye': what was just claimed, waved away
        return -1
    return 1 if _SET_PHRASE_POS.fullmatch(text) else 0


_MY_FOOT = frozenset({"foot", "eye", "arse", "ass", "backside", "elbow"})
# a written piece or a person spoken of, then its writer or speaker named in an aside
_WRITER_NOUNS = frozenset("""review reviews post comment reply message listing email letter
    guy man woman bloke lady person someone user reviewer poster caller fella chap
    thread""".split())  # noqa: SIM905
_NAMED_AS = (r"(?:(?:a|an|one|some)\s+(?:man|woman|guy|girl|bloke|lady|fella|chap|lad|person|"
             r"reviewer|user)\s+(?:called|named)\s+)?(?P<name>[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
             r"(?:,?\s+(?:from|in)\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)?")
_DASH_NAMED = re.compile(
    r"^(?P<pre>[^-\u2013\u2014\"]{3,70}?)\s+[-\u2013\u2014]\s+" + _NAMED_AS
    + r"\s+[-\u2013\u2014]\s+(?P<verb>said|says|saying|wrote|writes|reckons|reckoned|claims|"
    r"claimed|posted)\b(?P<rest>.*)$")
_FROM_NAMED = re.compile(
    r"^(?P<pre>[^,:\"]{3,70}?),\s+from\s+" + _NAMED_AS + r"\s*(?P<verb>:)\s*(?P<rest>\S.*)$")
_MY_FOOT_TAIL = re.compile(r"\s*[,\u2014\u2013-]\s*(my (?:" + "|".join(sorted(_MY_FOOT))
                           + r")\W*)(?:$|(?<=[.!]\s))", re.I)


# a rating given: 'gave it 2/10', "I'd give it four stars", 'gave the gym a thumbs down'
_RATING_GIVEN = re.compile(
    r"\b(?:give|gives|gave|giving|given)\s+(?:it|them|that|this|the\s+\w+(?:\s+\w+)?|"
    r"(?:this|that|his|her|their|my)\s+\w+)\s+(?:a\s+)?(?:solid\s+|generous\s+|measly\s+)?"
    r"(?:(?P<n>\d{1,2}(?:\.\d)?|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s*"
    r"(?:/\s*(?P<of>10|5)|out\s+of\s+(?P<of2>10|five|ten|5)|(?P<stars>stars?))"
    r"|(?:a\s+)?thumbs\s+(?P<thumb>up|down))", re.I)
_NUMBER_WORDS = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                 "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _rating_given(toks: Sequence[Tok], p: int) -> int:
    """The sign of a rating the subject at ``p`` gives ('gave it 2/10', "'d give it four
    stars", 'gave the gym a thumbs down'): above the middle of its scale good; else 0."""
    if p >= len(toks):
        return 0
    m = _RATING_GIVEN.search(" ".join(t.text for t in toks[p:]).replace(" / ", "/"))
    if m is None:
        return 0
    if m["thumb"]:
        return 1 if m["thumb"].lower() == "up" else -1
    n = float(_NUMBER_WORDS.get(m["n"].lower(), 0) if m["n"].isalpha() else m["n"])
    of = m["of"] or m["of2"] or "5"
    scale = 10.0 if of.lower() in {"10", "ten"} else 5.0
    return 1 if n / scale > 0.55 else -1


_CLASH = re.compile(
    r"(?:that's|thats|that\s+is|it's|its|it\s+is)\s+(?:the\s+)?(?:same\s+)?(?:day|night|"
    r"weekend|evening|morning|afternoon|week|date)\s+(?:of|as)\s+(?:my|our)\b", re.I)
_READING = re.compile(
    r"(?:it's|its|it\s+is|it\s+was|(?:the\s+|my\s+|our\s+)?[a-z]+(?:'s|\s+is|\s+was))\s+"
    r"(?:just\s+)?(?:on|at|over|under|about|nearly|almost)\s+(?:[£$€]\s?)?\d", re.I)


def _place_answer(ctx: Ctx, toks: Sequence[Tok], p: int) -> bool:
    """'Where'd you get it fixed?' — 'That little place by the station, Fixwell.': a verbless
    noun phrase of a place answering the where-question just asked — the speaker's record."""
    if ctx.disc is None or not ctx.disc.cue(WHERE_CUE) or p >= len(toks):
        return False
    alpha = [t for t in toks[p:] if t.text[:1].isalpha()]
    return 2 <= len(alpha) <= 10 and alpha[0].low in {"that", "this", "the", "a", "some",
                                                       "an", "at", "in", "by", "from"} and (
        # (no auxiliary, copula or past form: a base form may be a noun, 'place', 'fix')
        not any(t.low in W.AUX or t.low in COPULA or "'" in t.low or is_past(t.low)
                for t in alpha))


def _time_answer(ctx: Ctx, toks: Sequence[Tok], p: int, sent: str) -> bool:
    """'When's the move?' — 'Saturday, if the van turns up': a time said first, before a comma
    or the end, with no verb before it, answers the question just asked — the speaker's record
    of when it happens."""
    if ctx.disc is None or not ctx.disc.cue(WHEN_CUE) or p >= len(toks):
        return False
    k = p
    while k < len(toks) and toks[k].text[:1].isalnum():
        k += 1
    if k == p or k - p > 4 or k < len(toks) and toks[k].text not in {",", ".", "!", "-", "—"}:
        return False
    head = sent[toks[p].start:toks[k - 1].end]
    spans = en_time_spans(head)
    return bool(spans) and spans[0][0] == 0 and not any(
        finite(t.low) or is_past(t.low) for t in toks[p:k])


def _asked_topic(ctx: Ctx, toks: Sequence[Tok], p: int) -> None:
    """'Tried the new noodle bar yet?', 'the new bridge?': the thing a question asks about is
    what the answer's 'it'/'that' judges."""
    if ctx.disc is None:
        return
    if _WHERE_ASKED.search(" ".join(t.text for t in toks[p:])):
        chunks = noun_chunks(toks, p, ctx.names, set())
        ctx.disc.leave_cue(WHERE_CUE, chunks[0] if chunks else "-")
    if _WHEN_ASKED.search(" ".join(t.text for t in toks[p:])):
        # the next turn may answer with a time alone: what it is the time of
        chunks = noun_chunks(toks, p, ctx.names, set())
        ctx.disc.leave_cue(WHEN_CUE, chunks[0] if chunks else "-")
    chunks = noun_chunks(toks, p, ctx.names, set())
    if chunks:
        ctx.disc.set_topic(chunks[0], "concept")
    words = [t.low for t in toks[p:] if t.text[:1].isalpha()]
    if "or" in words[1:-1] and not any(
            # ('did you go by car or train?', 'was it open or shut?': a fact asked, no choice)
            w in {"did", "was", "were", "had", "didn't", "wasn't"} or is_past(w) for w in words
    ) and not any(
            words[i + 1] in _OR_TAGS for i, w in enumerate(words[:-1]) if w == "or"):
        # 'tea or coffee?', 'are we cycling or getting the ferry?': an alternative question —
        # the words of its options, for the answer that picks one
        ctx.disc.leave_cue(ALT_CUE, " ".join(words))
        _person_alternatives(ctx, toks, p)


ALT_CUE = "alternatives_asked"
PERSON_ALT_CUE = "person_alternatives_asked"
_WHO_IS = frozenset({"who's", "whos", "who"})
_ANSWER_OPENERS = frozenset({"oh", "ah", "um", "erm", "well", "yeah", "yes", "no", "nah", "wait",
                             "sorry", "hmm", "ha", "so", "ok", "okay", "right", "honestly"})
_SELF_WORDS = frozenset({"himself", "herself", "themselves", "themself", "just", "only", "the",
                         "one", "that", "this"})


def _person_alternatives(ctx: Ctx, toks: Sequence[Tok], p: int) -> None:
    """An alternative question that tells people apart ("who's Ysolt, the baker or the
    warden?", 'your brother the vet or the one who drives?', 'Ysolt or her sister?'): leave for
    the answer the one being identified (Ysolt; the listener's brother; none when the options
    are the people themselves) and the options' words."""
    if ctx.disc is None:
        return
    who = ""
    k = p
    if k < len(toks) and toks[k].low in _WHO_IS:
        k += 1 + (k + 1 < len(toks) and toks[k + 1].low in {"is", "was"})
        if k < len(toks) and toks[k].text[:1].isupper() and ctx.names.is_name(toks, k):
            who = ctx.names.name_of(toks, k)
            if _title_before(toks, k):
                who = f"{toks[k - 1].text} {who}"
            k += 1
        elif k + 1 < len(toks) and toks[k].text[:1].isupper() and toks[k].low.rstrip(".") in (
                TITLES) and toks[k + 1 + (toks[k + 1].text == ".")].text[:1].isupper():
            j = k + 1 + (toks[k + 1].text == ".")
            who = f"{toks[k].text}{'.' if j == k + 2 else ''} {toks[j].text}"
            k = j + 1
    if not who and k < len(toks) and toks[k].low in {"your", "ur", "my", "his", "her"} and (
            role := _role_at(toks, k + 1)):
        pro = toks[k].low
        voc = [j for j in range(p) if toks[j].text[:1].isupper() and ctx.names.is_name(toks, j)
               and ctx.names.is_vocative(toks, j)]
        owner = (ctx.names.name_of(toks, voc[-1]) if pro in {"your", "ur"} and voc
                 else ctx.listener if pro in {"your", "ur"}
                 else ctx.speaker if pro == "my" else resolve_pronoun(pro, ctx.disc))
        if not owner or owner == SOMEONE:
            return
        who = en_possessive(owner, role)
        k += 1 + len(role.split())
    rest = [t for t in toks[k:] if t.text[:1].isalpha()]
    if "or" not in [t.low for t in rest]:
        return
    people = [t for t in rest if t.low in EN_ROLE_NOUNS or t.low in PERSON_NOUNS
              or t.text[:1].isupper() and ctx.names.is_name(toks, toks.index(t))]
    if not people:
        return
    ctx.disc.leave_cue(PERSON_ALT_CUE, f"{who}\t{' '.join(t.low for t in rest)}")


def _name_here(ctx: Ctx, toks: Sequence[Tok], i: int) -> str | None:
    """The person a capitalised word at ``i`` names: a name by its slot, or one of the session's
    people said again ('Ysolt herself.' after 'Ysolt or her sister?')."""
    if not toks[i].text[:1].isupper():
        return None
    if ctx.names.is_name(toks, i):
        return ctx.names.name_of(toks, i)
    known = ctx.names.known_form(toks[i].base)
    if known:
        return known
    recent = [n for n in (ctx.disc.recent if ctx.disc is not None else []) if name_key(n) == (
        name_key(toks[i].text))]
    return recent[0] if recent else None


def _identified(ctx: Ctx, clause: str) -> bool:
    """'the warden.', 'the vet lol', 'Ysolt herself.' after an alternative question that tells
    people apart: the answer picks a person, no view of its own; the one identified (or the
    person picked) is who the answer's next 'she'/'he' stands for."""
    if ctx.disc is None or not (cue := ctx.disc.cue(PERSON_ALT_CUE)):
        return False
    toks = tokenize(clause)
    # (not past openers: 'Ysolt herself.' would lose its name as a vocative)
    alpha = [t for t in toks if t.text[:1].isalpha() and t.low not in _ANSWER_OPENERS]
    who, _, words = cue.partition("\t")
    options = set(words.split())
    core = [t for t in alpha if t.low not in _CHOICE_EXTRAS and t.low not in _SELF_WORDS]
    if not core or len(core) > 3 or not all(t.low in options for t in core):
        return False
    named = [n for t in core if (n := _name_here(ctx, toks, toks.index(t)))]
    if not who:
        if len(named) != 1 or len(core) != 1:
            return False  # (the options are the people: a name picked is the one meant)
        who = named[0]
    elif not named and not any(t.low in EN_ROLE_NOUNS or t.low in PERSON_NOUNS for t in core):
        return False
    lows = {t.low for t in alpha}
    if "'s " not in who and lows & {"himself", "herself"}:
        # ('Ysolt herself.': the reflexive tells her gender — her sister, just named, is not
        # the next 'she' by default)
        ctx.disc.tell_gender(who, "m" if "himself" in lows else "f")
    ctx.disc.note(who)
    ctx.disc.set_centre(who)
    return True
_OR_TAGS = frozenset({"not", "what", "something", "anything", "whatever", "so", "nah", "no"})
# stance adverbs and politeness that may go with a bare choice ('soup, definitely')
_CHOICE_EXTRAS = frozenset({"obviously", "definitely", "defo", "deffo", "def", "surely",
                            "clearly", "always", "please", "pls", "tbh", "honestly", "for", "sure",
                            "easily", "every", "time", "hands", "down", "lol", "haha", "100%"})


def _chosen_alternative(ctx: Ctx, alpha: Sequence[Tok]) -> bool:
    """'cycling, of course.', 'soup please' after 'are we cycling or …?', 'tea or coffee?': a
    bare answer that picks one of the options asked — the speaker's choice, their view (a day
    or a time picked is a plan's answer, no view)."""
    if ctx.disc is None or not (asked := ctx.disc.cue(ALT_CUE)):
        return False
    options = set(asked.split())
    core = [t.low for t in alpha if t.low not in _CHOICE_EXTRAS and t.low not in W.DETERMINERS]
    if not core or len(core) > 2 or any(w in W.AUX or w in COPULA or "'" in w for w in core):
        return False
    if en_time_expression(" ".join(core)) is not None or any(w in W.NUMBERS for w in core) or any(
            w.capitalize() in W.CAP_STOP and w not in {"first", "next"} for w in core):
        return False
    return all(w in options or lemma(w) in {lemma(o) for o in options} for w in core)


def _np_fragment(alpha: Sequence[Tok]) -> bool:
    """A verbless noun phrase said as a sentence ('The stall by the quay.')."""
    heads = {"that", "this", "the", "a", "an", "my", "our", "their", "some"}
    return alpha[0].low in heads and not any(
        t.low in COPULA or t.low in W.AUX or is_past(t.low) or "'" in t.low for t in alpha)


def _noun_next(toks: Sequence[Tok], i: int) -> bool:
    """'that kettle is…', 'those chips were…': the deictic word is a determiner of a noun."""
    return (
        toks[i].low in {"that", "this", "those", "these"}
        and i + 2 < len(toks)
        and toks[i + 1].text[:1].isalpha()
        and toks[i + 1].low not in COPULA
        and toks[i + 1].low not in W.AUX
        and (toks[i + 2].low in COPULA or toks[i + 2].low in W.AUX)
    )


def _label(content: str) -> str:
    words = [w for w in re.findall(r"[A-Za-z']+", content.lower()) if w not in W.STOPWORDS][:4]
    return " ".join(words) or content.strip()[:40] or "it"


_DEICTIC = frozenset(
    {"it", "it's", "its", "that", "that's", "this", "this's", "they", "they're", "those", "these"}
)


_SMALL_CLAUSE_NEXT = frozenset({"a", "an", "so", "really", "very", "pretty", "quite", "too", "bit",
                                "kinda", "kind", "super", "totally", "way", "well", "rather",
                                "proper", "dead", "incredibly", "lovely"})


def _object_person(toks: Sequence[Tok], p: int) -> str | None:
    """'him a bit full on', 'her really rude': a content opening on an object pronoun and a
    verdict on it (a small clause after 'found'/'thought'), the pronoun; 'her car …' is a
    possessive, no person."""
    if p + 1 >= len(toks) or toks[p].low not in {"him", "her"}:
        return None
    nxt = toks[p + 1].low
    if toks[p].low == "him" or nxt in _SMALL_CLAUSE_NEXT or (
            valence(nxt) and nxt not in W.VERBS):
        return toks[p].low
    return None


_EPITHET_NOUN = re.compile(
    r",\s*that\s+(?:[a-z]+\s+)?(man|woman|guy|girl|boy|lad|lass|bloke|fella)"
    r"(?:\s+of\s+(?:mine|ours|yours))?[\s.!]*$")
_EPITHET_PRONOUN = {"man": "he", "guy": "he", "boy": "he", "lad": "he", "bloke": "he",
                    "fella": "he", "woman": "she", "girl": "she", "lass": "she"}


def _named_before(ctx: Ctx, toks: Sequence[Tok], end: int, pronoun: str,
                  exclude: Sequence[str]) -> str | None:
    """The last person named before ``end`` in the sentence whom ``pronoun`` fits, not one of
    ``exclude``."""
    ex = {name_key(e) for e in exclude}
    for i in range(min(end, len(toks)) - 1, -1, -1):
        if toks[i].text[:1].isupper() and ctx.names.is_name(toks, i) and not (
                ctx.names.is_vocative(toks, i)):
            n = ctx.names.name_of(toks, i)
            if n and name_key(n) not in ex and fits(pronoun, n):
                return n
    return None


def _bound_possessor(subj: tuple[str, str | None, list[str]], ptoks: Sequence[Tok], s0: int,
                     holder: str | None) -> tuple[str, str | None, list[str]]:
    """The subject of a report's complement opened by a possessive pronoun is the holder's when
    the pronoun fits them ('Idony said her manager wants …', 'X told me his landlord is …'): a
    possessive in the complement of a verb of saying binds to its subject, which has just been
    named, before anyone named earlier in the chat (the discourse notes the holder only after
    the sentence is read)."""
    if holder is None or subj[0] not in {"person", "pron"} or not subj[1] or s0 >= len(ptoks):
        return subj
    poss = ptoks[s0].low
    if poss not in {"his", "her", "their"} or "'s " not in subj[1]:
        return subj
    who, rest = subj[1].split("'s ", 1)
    if who == holder or not fits(poss, holder) or holder.endswith("'s " + rest):
        return subj
    return subj[0], f"{holder}'s {rest}", subj[2]

def _claim(ctx: Ctx, toks: Sequence[Tok], sent: str, att: Attribution) -> None:
    """A Claim of the last holder (the speaker when none),
    relayed by the speaker and the outer holders."""
    holders = att.holders
    owner = holders[-1] if holders else ctx.speaker
    relayed = [ctx.speaker, *holders[:-1]] if holders else []
    ptoks: Sequence[Tok]
    # a negated frame ('X doesn't reckon …', 'X never said …'): the claim keeps the negation as
    # said, from the negation to the complement, the holder's words left out
    neg_frame = 0 <= att.neg_at < att.pos <= len(toks) and att.negated and not att.valence and (
        not att.anaphoric)
    neg_lead = ""
    if not holders:
        # ("I don't think it holds up": the speaker's own negated belief keeps the complement as
        # its content, its polarity turned over — with the frame's 'think' in the content, the
        # claim drew 'What does X think of …?' questions on other topics (readable f, ff: −2))
        pass
    elif neg_frame and att.quote and toks[att.neg_at].start < att.quote[0]:
        # ('X never said "…"': the negation, then the quotation's words)
        neg_lead = sent[toks[att.neg_at].start:att.quote[0]].rstrip(" ,:\"'\u201c\u2018") + " "
    elif neg_frame and att.pos < len(toks):
        neg_lead = sent[toks[att.neg_at].start:toks[att.pos].start]
    if att.quote:
        content = sent[att.quote[0]:att.quote[1]]
        ptoks, pos = tokenize(content), 0
    else:
        content = sent[toks[att.pos].start:].strip() if att.pos < len(toks) else sent
        ptoks, pos = toks, att.pos
    subj = _subject(ptoks, pos, ctx) if ptoks else ("other", None, [])
    s0 = skip_openers(ptoks, pos, ctx.names) if ptoks else 0
    subj = _bound_possessor(subj, ptoks, s0, owner if holders else None)
    if (
        subj[0] == "first"
        and s0 + 1 < len(ptoks)
        and ptoks[s0].low in {"my", "our"}
        and ptoks[s0 + 1].text[:1].isalpha()
    ):
        subj = ("other", None, [])  # 'My car is a wreck': the car is judged, not the speaker
    quoted_i = False
    if holders and subj[0] in {"first", "listener"} and (
            att.quote is not None or any(r in FRAMES_BY_NAME and FRAMES_BY_NAME[r].quote_only
                                         for r in att.rows)):
        # direct speech ('X was like, I asked …', 'X goes, "we need …"'): its first person is
        # the one quoted, its 'you' the one they spoke to, neither the speaker nor the listener
        quoted_i = subj[0] == "first" and ptoks[s0].low.split("'")[0] == "i"
        subj = ("quoted", owner, []) if subj[0] == "first" else ("other", None, [])
    exclude = [*holders] + ([ctx.speaker] if subj[0] != "first" else [])
    kinds = {"person", "pron", "first", "listener"} if holders else {"person", "pron", "first"}
    target = (
        subj[1]
        if subj[0] in kinds and subj[1] not in holders or subj[0] == "quoted"
        else _target(ptoks, pos, ctx, exclude)
    )
    if holders and subj[0] in {"pron", "other"} and not att.quote and s0 < len(ptoks) and (
            pron := ptoks[s0].low.split("'")[0]) in {"he", "she"} and (
            named := _named_before(ctx, toks, att.pos, pron, [*holders, ctx.speaker])):
        # 'X lodged with Drisk for a term and reckons he's impossible': the subject pronoun of
        # the report is the person named before it in the same sentence, not the holder
        target = named
    if ctx.disc is not None and (m := _EPITHET_NOUN.search(content.lower())) and (
            epithet := _EPITHET_PRONOUN.get(m.group(1))):
        # 'Drisk sorted it. total star, that man': the verdict is on the man taken up again, the one
        # just talked about
        target = resolve_pronoun(epithet, ctx.disc, exclude=[*holders, ctx.speaker]) or target
    kind = "person"
    if target is None and ctx.disc is not None and (small := _object_person(ptoks, pos)):
        # 'I found him a bit full on', 'I thought her rude': the small clause's object pronoun
        # is the person judged
        target = resolve_pronoun(small, ctx.disc, exclude=[*holders, ctx.speaker])
    if target is None:
        chunks = noun_chunks(ptoks, pos, ctx.names, set())
        topic = ctx.disc.topic if ctx.disc else None
        first = skip_openers(ptoks, pos, ctx.names)
        deictic = first < len(ptoks) and ptoks[first].low in _DEICTIC
        pronoun = deictic and (first + 1 >= len(ptoks) or not _noun_next(ptoks, first))
        # 'Way overpriced imo': a verbless verdict judges what was just talked about
        alpha_w = [t.low for t in ptoks[first:] if t.text[:1].isalpha()]
        verbless = first < len(ptoks) and ptoks[first].low in DEGREE | {"way", "bit", "kinda"} or (
            not any(finite(w) and w not in {"not", "never"} and not adjectival(alpha_w, i)
                    # ('Soggy and overpriced.': a participle the lexicons rate is adjectival)
                    and not (w.endswith("ed") and valence(w))
                    for i, w in enumerate(alpha_w)))
        recorded = _turn_thing(ctx, ptoks[first].low if first < len(ptoks) else "")
        if att.anaphoric and topic:
            target, kind = topic
        elif verbless and chunks and _dislocated_chunk(ptoks, first):
            target, kind = chunks[0], "concept"  # 'the new bus route, way too slow'
        elif (pronoun or verbless) and recorded:
            # 'the ferry was late again. total joke': what this turn's record just named, not
            # an older topic
            target, kind = recorded, "concept"
        elif topic and (pronoun or verbless):
            target, kind = topic  # 'it was fun', 'that's a rip-off': what was just talked about
        elif chunks:
            target, kind = chunks[0], "concept"
        else:
            # a view with no nameable target still lands, labelled by its words: the clause was
            # routed here as an evaluation, and its owner is what a later question asks for
            whole = [c for c in noun_chunks(toks, 0, ctx.names, set()) if c[:1].isalnum()]
            target, kind = (whole[0] if whole else _label(content)), "concept"
    if att.valence:  # an attitude verb: the whole clause is the claim, its object the target
        start = skip_openers(toks, 0, ctx.names)
        content = sent[toks[start].start:] if start < len(toks) else sent
        if att.target:
            target, kind = att.target, "person"
        elif (
            att.pos < len(toks)
            and toks[att.pos].low in {"it", "that", "this", "them"}
            and ctx.disc is not None
            and ctx.disc.topic is not None
            and ctx.disc.topic[1] != "person"
        ):
            target, kind = ctx.disc.topic  # 'I took up archery in May and I adore it'
        elif not att.anaphoric and any(
                r in FRAMES_BY_NAME and FRAMES_BY_NAME[r].attitude for r in att.rows) and (
                att.pos < len(toks)) and toks[att.pos].low not in {
                "it", "them", "him", "her"} and not (toks[att.pos].low in {"that", "this"} and (
                att.pos + 1 >= len(toks) or not toks[att.pos + 1].text.isalpha())) and (objs := [
                c for c in noun_chunks(toks, att.pos, ctx.names, set())
                if c[:1].isalnum() and c.lower() not in {"word", "bit", "lot", "thing"}]):
            # "I don't trust those online rankings": the thing the stance is toward, not the
            # speaker who holds it
            target, kind = objs[0], "concept"

    if att.anaphoric or not content.strip().strip('"').rstrip(" .!"):
        content = sent.strip()  # (a frame at the clause's end leaves the whole clause)
    topic = ctx.disc.topic if ctx.disc is not None else None
    if (
        subj[0] == "first"
        and target == ctx.speaker
        and topic is not None
        and topic[1] != "person"
        and _RECOMMEND.search(content.lower().strip())
    ):
        target, kind = topic  # "I wouldn't go back", "I'd book it again in a heartbeat": the place
    if subj[0] == "first" and target == ctx.speaker:
        content = restore_first_person(content, ctx.speaker)
    if quoted_i:
        content = restore_first_person(content, owner)
    if subj[0] == "listener" and target == ctx.listener:
        content = restore_second_person(content, target)
    polarity = en_polarity(content, target)
    if att.valence:
        polarity = "positive" if att.valence > 0 else "negative"
    elif polarity == "neutral":
        polarity = clause_polarity(content, False)
    if polarity == "neutral" and ptoks and _habit_verdict(ptoks, s0):
        polarity = "negative"  # 'he shows off', 'she overthinks everything'
    if polarity == "neutral" and ptoks and (sign := _person_verdict_noun(ptoks, s0)):
        polarity = "positive" if sign > 0 else "negative"  # "he's a star"
    if polarity == "neutral":
        # 'the drill is junk', 'that album is pure gold': a mass noun of worth after 'be'
        low = [t.low for t in ptoks if t.text[:1].isalpha()]
        sign = next((verdict_mass(low, i + 1) for i, w in enumerate(low) if (
            w in COPULA or w.endswith("'s")) and verdict_mass(low, i + 1)), 0)
        polarity = "negative" if sign < 0 else "positive" if sign > 0 else polarity
    if neg_frame and att.neg_row in FRAMES_BY_NAME and not (
            FRAMES_BY_NAME[att.neg_row].belief or att.neg_row == "not_sure"):
        # 'X never said it was bad', "X didn't tell me it's good": a saying denied asserts
        # neither the complement nor its opposite
        polarity = "neutral"
    elif att.negated and polarity != "neutral":
        # (a negated belief, 'X doesn't think it's worth it', holds the opposite)
        polarity = "negative" if polarity == "positive" else "positive"
    if neg_lead and content.strip():
        content = neg_lead + content.lstrip()
    if ctx.disc is not None:
        ctx.disc.set_topic(target, kind)
    ctx.out.claims.append(
        ClaimX(
            content=content.strip().strip('"').rstrip(" .!"),
            owner=owner,
            relayed_by=relayed,
            target=target,
            target_kind=cast(TargetKind, kind),
            polarity=polarity,
            hedged=att.own and not holders,
            predicate="judgedAs",
        )
    )


# an inclination of the speaker's ("I'm tempted by the tasting menu", "I'm really tempted to
# book it"): a desire, the speaker's view of the option
_INCLINATION = re.compile(r"\btempted (?:by|to)\b")
# present 'be' and the modals a first-person verdict idiom is said under ('I could take or
# leave it', "I'm torn on it", "I wouldn't bother"), not a past act ('I fell apart')
_STANCE_MODALS = frozenset({"am", "could", "would", "wouldn't", "can", "can't", "couldn't",
                            "might", "'d", "'m", "really", "honestly", "genuinely"})
# the nouns of the verdict idioms themselves ('on the fence', 'my cup of tea', 'a patch on')
_IDIOM_NOUNS = frozenset({"fence", "patch", "touch", "league", "miss", "fan", "tea", "cup", "thing",
                          "scene", "jam", "moments", "vote", "stars", "star", "kiss", "day"})


def _announces_topic(alpha: Sequence[Tok]) -> bool:
    """'about Saturday', 're the rota', 'as for the wedding', 'regarding the van': a verbless
    phrase that only names what the speaker turns to."""
    words = [t.low for t in alpha]
    n = 2 if words[:2] == ["as", "for"] or words[:2] == ["as", "to"] else 1 if words[0] in {
        "about", "re", "regarding", "ref"} else 0
    if n and n < len(words) and (words[n] in W.NUMBERS or words[n] in {"time", "half", "a", "an"}
                                 or words[n][:1].isdigit()):
        return False  # ('about 20 minutes', 'about time!': an approximation, an exclamation)
    return bool(n) and 0 < len(words) - n <= 4 and not any(
        finite(w) or w in W.AUX or w in COPULA or "'" in w for w in words[n:])


def _turn_thing(ctx: Ctx, pronoun: str = "") -> str | None:
    """The first concept of the last Event or Fact this turn has given, if its last clause was a
    record (what a verdict fragment right after it judges); taken up by 'they', the first plural
    one ('the council resurfaced the lanes and they look great': the lanes; 'picked up the
    invitations from the printers, they look gorgeous': the invitations)."""
    out = ctx.out
    if ctx.record_last and (out.events or out.facts):
        rec = (out.facts or out.events)[-1] if ctx.record_last == "fact" else (
            out.events or out.facts)[-1]
        if pronoun.split("'")[0] == "they" and (plural := [c for c in rec.concepts if _plural_word(
                c.split()[-1].lower())]):
            return plural[0]
        return rec.concepts[0] if rec.concepts else None
    return None


def _plural_word(w: str) -> bool:
    return w.endswith("s") and not w.endswith(("ss", "us", "is")) and len(w) > 3


def _dislocated_chunk(toks: Sequence[Tok], p: int) -> bool:
    """'the new bus route, way too slow': a noun phrase set off by a comma or dash before a
    verbless verdict."""
    k = p
    while k < len(toks) and k < p + 5 and toks[k].text[:1].isalpha():
        k += 1
    return p + 1 < k < len(toks) and toks[k].text in {",", "-", "—", "–", ":"} and (
        toks[p].low in {"the", "that", "this", "my", "our", "their", "his", "her", "your"})


def _name_subject_at(toks: Sequence[Tok], i: int) -> bool:
    """A capitalised word opening the clause that is no verb or function word, a lower-case
    word after it ('Ombreth bought a van', 'Pip ate a sock'): the subject's name, not the verb
    ('Bought a van')."""
    low = toks[i].low
    return toks[i].text.isalpha() and not (
        low in W.VERBS or is_past(low) or low in W.AUX or low in W.STOPWORDS
        or low in W.ADVERBS) and i + 1 < len(toks) and toks[i + 1].text[:1].islower()


def _main_verb(toks: Sequence[Tok], p: int) -> tuple[int, str]:
    """Index of the main verb after the subject and a tense
    tag: past/future/perfect/prog/habit/present."""
    i = p
    while i < len(toks) and (
        toks[i].low in W.FIRST_SUBJECT
        or toks[i].low in EN_ROLE_NOUNS
        or toks[i].low in {"and", "me", "wife", "husband", "own"}
        or toks[i].text[:1].isupper()
        and toks[i].low not in W.FIRST_SUBJECT
        and (i > p or _name_subject_at(toks, i))
    ):
        i += 1
    tense = "present"
    while i < len(toks):
        low = toks[i].low
        if low in {"i'm", "we're", "am", "'m", "are"}:
            tense = "prog"
        elif low in {"i've", "we've", "have", "has", "'ve"}:
            tense = "perfect"
        elif (
            low in {"i'll", "we'll", "will", "gonna", "'ll", "i'd", "would"}
            or low in W.MODAL_FUTURE
            and tense == "prog"
        ):
            tense = "future"
        elif low in {"was", "were", "did", "didn't", "had"}:
            tense = "past"
        elif low in {"used"}:
            tense = "habit"
        elif low == "been" and tense == "perfect":
            tense = "been"
        elif not (low in W.ADVERBS or low in W.AUX or low in {"to", "just", "n't"}):
            break
        i += 1
    if i < len(toks) and tense == "present" and is_past(toks[i].low):
        tense = "past"
    if (
        i > p
        and i < len(toks)
        and toks[i - 1].low
        in {"had", "have", "has", "was", "were", "am", "'m", "i'm", "did", "do", "does"}
        and not (is_past(toks[i].low) or toks[i].low.endswith("ing"))
    ):
        return i - 1, "past" if toks[i - 1].low in {"had", "was", "were"} else "present"
    return i, tense


_CLOCK = re.compile(r"\b(?:at|till|til|until|by|from|around|before|after)\s+\d{1,2}(?:[:.]\d\d)?\b")


def _record(ctx: Ctx, toks: Sequence[Tok], sent: str, p: int, who: str | None = None,
            partners: Sequence[str] = (), short_ok: bool = False) -> None:
    """An Event (dated or completed action) or Fact (habit, attribute) of ``who`` (the speaker
    by default) and ``partners``; ``short_ok``: a short clause of the speaker's is one too."""
    who = who or ctx.speaker
    vi, tense = _main_verb(toks, p)
    verb = toks[vi].low if vi < len(toks) else ""
    pred = lemma(verb) if verb and verb.isalpha() else None
    nxt = vi + 1
    while (
        nxt < len(toks)
        and (
            is_past(toks[nxt].low)
            and toks[nxt].low.endswith("ed")
            or toks[nxt].low in {"laid", "off", "up", "out", "into", "back", "away"}
        )
        and pred
    ):
        pred += " " + toks[nxt].low
        nxt += 1
    time_x = en_time_expression(sent)
    words = sum(t.text[:1].isalpha() for t in toks)
    # a short clause is a record only with a named subject and a verb ('Wenlock got engaged!',
    # 'Wenlock doesn't drink coffee'); the speaker's own short fragments are not
    liking = pred in LIKE_VERBS and nxt < len(toks) and toks[nxt].text[:1].isalpha()
    clock = _CLOCK.search(sent) is not None  # 'left at 7', 'stayed till 10'
    if not time_x and not liking and not clock and not short_ok and (
        words < 3 or words < 4 and (who == ctx.speaker or vi >= len(toks))
    ):
        return  # ('I love pottery' is a preference however short)
    spans = en_time_spans(sent)
    masked = {i for i, t in enumerate(toks) for a, b in spans if a <= t.start < b}
    concepts = noun_chunks(toks, nxt if nxt < len(toks) else vi, ctx.names, masked)
    if concepts and ctx.disc is not None:
        ctx.disc.set_topic(concepts[0], "concept")  # the thing just told of is the next 'it'
    text = restore_first_person(sent, ctx.speaker).rstrip()
    if who != ctx.speaker and p < len(toks) and toks[p].low.split("'")[0] in {"he", "she", "they"}:
        # 'She went back …' → 'Mara went back …', "She's …" → "Mara's …"
        pro = toks[p].low.split("'")[0]
        text = text[:toks[p].start] + who + text[toks[p].start + len(pro):]
    people = [who, *partners] + [
        f"{ctx.speaker}'s {toks[i].low}"
        for i in range(1, len(toks))
        if toks[i].low in EN_ROLE_NOUNS and toks[i - 1].low in {"my", "our"}
    ]
    people += [
        m for m in ctx.names.mentions(toks) if m not in people and not _voc_name(ctx, toks, m)
    ]
    if who.startswith(f"{ctx.speaker}'s ") and ctx.speaker not in people:
        people.append(ctx.speaker)  # 'My boyfriend proposed to me …': the speaker's life too
    habit = en_has_habit(sent) and tense not in {"future", "past"} or tense in {"habit", "been"}
    fact = (
        habit
        or (tense == "present" and pred not in {"go"} and not time_x)
        or (tense == "prog" and verb in W.AUX)
        or (
            pred in LIKE_VERBS
            and LIKE_VERBS[pred] in {"likes", "dislikes"}
            and tense in {"present", "prog"}
        )
    )
    if tense == "prog" and not fact and not time_x and verb.endswith("ing") is False:
        fact = True
    if fact:
        rel = LIKE_VERBS.get(pred or "", "does")
        ctx.out.facts.append(FactX(text=text, subject=who, relation=rel, concepts=concepts))
    else:
        rel = (
            "attends"
            if pred in {"go", "attend", "visit"}
            else "member_of"
            if pred == "join"
            else "does"
        )
        ctx.out.events.append(
            EventX(
                text=text,
                participants=list(dict.fromkeys(people)),
                concepts=concepts,
                predicate=pred,
                time_expression=time_x,
            )
        )
    _add_concepts(ctx, concepts, rel, who)


def _voc_name(ctx: Ctx, toks: Sequence[Tok], name: str) -> bool:
    return any(ctx.names.name_of(toks, i) == name and ctx.names.is_vocative(toks, i)
               for i in range(len(toks)) if toks[i].text[:1].isupper())


def _add_concepts(
    ctx: Ctx, labels: Sequence[str], rel: ConceptRelation, who: str | None = None
) -> None:
    who = who or ctx.speaker
    have = {(c.label, c.person) for c in ctx.out.concepts}
    for lab in labels:
        if (lab, who) not in have:
            ctx.out.concepts.append(ConceptX(label=lab, person=who, relation=rel))


_WH = frozenset(
    [
        "what",
        "why",
        "how",
        "when",
        "where",
        "who",
        "whom",
        "whose",
        "which",
        "do",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "have",
        "has",
        "can",
        "could",
        "would",
        "will",
        "should",
        "shall",
        "may",
        "might",
        "any",
        "anything",
        "anyone",
        "am",
    ]
)
_CLAUSE_BREAK = re.compile(
    r"(?:[,;:]|\s[-–—])\s+(?:(?:so|but|and|then|because|cause|though)\s+)?"
    # (not the aside of a verbatim report: 'said, and I quote, …')
    r"(?!I\s+quote\b|I'm\s+quoting\b)(?=(?:I|I'm|I've|I'd|I'll|we|We|we're|we've|my|My)\b)"
)
# a word between 'be' and a quotative 'like' ('was all like', "she's always like")
_BE_LIKE = (r"(?:all|always|literally|just|totally|basically|constantly|forever|kinda|actually"
            r"|still)")
_QUOTATIVE_END = re.compile(
    r"\b(?:(?:was|is|were|are|am)\s+(?:" + _BE_LIKE + r"\s+)?like|(?:'s|'re|'m)\s+(?:"
    + _BE_LIKE + r"\s+)?like|goes)"
    r"(?:\s+(?:nope|no|nah|yeah|yes|yep|omg|oh|wow|ugh|honestly))?\s*[,:]?\s*$", re.I)
_PRO_DROP = frozenset(
    {
        "been",
        "gonna",
        "wanna",
        "got",
        "had",
        "went",
        "lost",
        "started",
        "finished",
        "bought",
        "made",
        "took",
        "tried",
        "joined",
        "signed",
        "just",
        "recently",
        "finally",
        "also",
    }
)


_COORD_SUBJECT = re.compile(
    r"\s+(?:and|but|so|n|&|then)\s+(?=(?:he|she|they|He|She|They)\s+(?:\w+\s+){0,2}?"
    r"(?:said|says|goes|went|was|reckons|thinks|thought|told|tells|mentioned)\b)"
)
# '… and I'm like …', '… but i was like …', '… and I said …': the speaker's own answer to what
# was reported opens a clause of its own, with or without a comma (the quotative's words after
# it are the speaker's, not the reported holder's)
_AND_I_QUOTATIVE = re.compile(
    r"\s+(?:and|but|so|n|&|then)\s+(?=(?:I|i)(?:'m|\s+am|\s+was)\s+(?:" + _BE_LIKE
    + r"\s+)?like\b|(?:I|i)\s+(?:said|say|went|go|told\s+(?:him|her|them))\b)")
# '… and apparently …': an evidential opens a clause of its own, whose source the clause before
# may name ('Godfrey just rang and apparently the wedding's off')
_AND_EVIDENTIAL = re.compile(
    r"\s+(?:and|but|so|n|&)\s+(?=(?:apparently|supposedly|allegedly|reportedly)\b)", re.I)
# ', but …' opens a clause of its own ('the food was fine, but her flatmate reckons …'), unless
# what precedes is only an opener fragment ('Dunno, but …'), which the frame reader skips
_BUT = re.compile(r"(?<=\w{6}),\s+but\s+(?=\S+\s+\S+\s+\S+)")
# '… but I wouldn't bet on it', '… but I doubt it', '… but I don't buy it': the speaker's own
# stance after what was reported, a clause of its own even with no comma before 'but'
_BUT_I = re.compile(
    r"(?<=\w)\s+but\s+(?=I\s+(?:(?:wouldn't|would\s+not)\s+(?:bet|count|hold|trust|rely|believe)"
    r"|(?:really\s+|kinda\s+|seriously\s+)?doubt|(?:don't|do\s+not)\s+(?:think|buy|believe|reckon"
    r"|trust)|have\s+my\s+doubts|personally|think|reckon)\b|I(?:'m|\s+am)\s+not\s+(?:so\s+|that\s+"
    r"|too\s+|entirely\s+)?(?:sure|convinced|buying)\b)")
# (a name's relative is the subject as a whole: "Ysolt's boss rang me and said …")
_COORD_NAMED = re.compile(r"^(?P<subj>(?:(?:Mr|Mrs|Ms|Miss|Dr|Auntie|Aunty|Aunt|Uncle|Grandma|"
                          r"Grandpa|Nana|Cousin)\.?\s+)?[A-Z][a-z]+(?:'s\s+[a-z]+)?)\b"
                          r"(?P<a>[^,;\"]{3,40}?)\s+and\s+(?:then\s+)?"
                          r"(?P<v>said|told|reckoned|swore|mentioned|explained|warned)\b"
                          r"(?P<b>[^\"]*)$")
_COORD_FRAME = re.compile(r"^(?P<subj>I|we|We|he|He|she|She|they|They)\b(?P<a>[^,;]*?)\s+and\s+"
                          r"(?P<v>found|thought|said|reckoned|felt|reckon|think|find|say|feel)\b(?P<b>.*)$")
# a subject of two coordinated verb phrases: a name (titled or not), a possessive or 'the' with
# a noun ('my wife', 'the coach'), or a personal pronoun
_COORD_SUBJ = (r"(?P<subj>(?:(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our|[Tt]he)\s+[a-z]+"
               r"|(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+[A-Z][a-z]+|[A-Z][a-z]+(?:'s\s+[a-z]+)?|[Hh]e|[Ss]he"
               r"|[Tt]hey|[Ww]e|I))"
               # ('Osvaldo, the lifeguard, came over and …': a role in apposition)
               r"(?P<app>,\s+(?:the|my|his|her|our|their|your)\s+[a-z]+(?:\s+[a-z]+)?,)?")
# a quotative after a coordinated verb phrase: 'Brannagh pulled me aside and was like, …', 'the
# coach rang and goes "…"' — the subject of both verbs is the one quoted
_COORD_QUOTATIVE = re.compile(
    "^" + _COORD_SUBJ + r"\s+(?P<a>[^,;\"]{3,60}?(?:,\s+[a-z][^,;\"]{2,40}?)?)\s+and\s+"
    r"(?:then\s+)?(?:just\s+)?"
    r"(?P<v>(?:was|is)\s+(?:" + _BE_LIKE + r"\s+)?like|goes|went|go|says|said)"
    r"(?P<b>\s*[,:\"\u201c].*"
    # ('… and was like nope, …': speech opening with an interjection, no comma before it)
    r"|\s+(?:nope|no|nah|yeah|yes|yep|omg|oh|wow|ugh|honestly|mate|dude)\b.*)$")
# a meeting verb and then a passive report or a hearing: 'my wife bumped into Mrs Ysolt at the
# gate and got told …', 'I ran into Cuthred and was told …', 'Dana saw her aunt and heard that …'
# — the one met is the source, the subject passed it on: read as 'SUBJ heard from OBJ that …'
_COORD_MET = re.compile(
    "^" + _COORD_SUBJ + r"\s+(?P<a>(?:(?:just|then|also|actually|literally|randomly|finally)"
    r"\s+)?(?:(?:bumped|ran)\s+into|met(?:\s+up\s+with)?|saw|caught|(?:spoke|talked|chatted)\s+"
    r"(?:to|with)|got\s+chatting\s+(?:to|with)|phoned|rang|called|visited)\s+(?P<obj>(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+[A-Z][a-z]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?"
    r"|(?:my|his|her|our|their|your|the)\s+[a-z]+(?:'s\s+[a-z]+)?)(?P<c>[^,;\"]{0,40}?))\s+and\s+"
    r"(?:then\s+)?(?P<v>(?:got|was|were)\s+told|heard|found\s+out|learned|learnt)\b"
    r"(?!\s+(?:off|from|about|back|of|by)\b)(?:\s+that\b)?\s*(?P<b>[^\s].*)$")


# a third person as the subject: a possessed noun, a titled or plain name (or a name's relative),
# he or she
_THIRD_SUBJ = (r"(?:(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our|[Tt]he)\s+[a-z]+"
               r"|(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+[A-Z][a-z]+|[A-Z][a-z]+(?:'s\s+[a-z]+)?|[Hh]e|[Ss]he)")


# a third person who asked, rang or met someone, and that one's answer: 'Ysolt asked her boss
# and he said …', 'my brother rang his landlord and she reckons …' — the one asked holds it, the
# subject passed it on (read as 'SUBJ heard from OBJ that …' when the pronoun fits OBJ)
_COORD_ASKED = re.compile(
    r"^(?P<subj>" + _THIRD_SUBJ + r")"
    r"\s+(?P<a>(?:(?:just|then|also|finally)\s+)?(?:asked|rang|phoned|called|(?:spoke|talked|"
    r"chatted)\s+(?:to|with)|met|saw|(?:bumped|ran)\s+into)\s+(?P<obj>(?:his|her|their)\s+"
    r"[a-z]+|the\s+[a-z]+|[A-Z][a-z]+)(?P<c>[^,;\"]{0,30}?))\s*,?\s+(?:and|n)\s+(?:then\s+)?"
    r"(?P<pro>he|she)\s+(?P<v>said|says|reckons|reckoned|thinks|thought|told\s+(?:him|her))\b"
    r"(?:\s+that\b)?\s*(?P<b>[^\s].*)$")


# a message got from someone, and what it said: 'Ysolt got a text from her landlord saying …',
# 'my aunt had a call from the school to say …'
_MESSAGE_FROM = re.compile(
    r"^(?P<subj>" + _THIRD_SUBJ + r"|I|[Ww]e)"
    r"\s+(?P<a>(?:(?:just|then|also|finally)\s+)?(?:got|had|received|gets|has\s+had)\s+"
    r"(?:a|an|this)\s+(?:(?:long|quick|weird|random|little)\s+)?(?:text|message|call|phone\s+call|"
    r"email|voicemail|letter|note|dm|voice\s+note)\s+from\s+(?P<obj>(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+"
    r"[A-Z][a-z]+|[A-Z][a-z]+(?:'s\s+[a-z]+)?|(?:my|his|her|our|their|your|the)\s+[a-z]+))"
    r"(?:\s+(?:this\s+morning|last\s+night|yesterday|earlier|today))?,?\s+(?:saying|to\s+say)"
    r"\s+(?:that\s+)?(?P<b>[^\s].*)$")


_WHICH_ANY = re.compile(r",\s+which\s+(?=(?:is|was|'s|seems|sounds)\s)", re.I)


# chat often drops the comma: 'forty quid which is daylight robbery', 'he left at 6 which was
# rude'. With no comma, 'which' is read as on the whole record only after an amount, a number or
# a time word ('the flat which is cheap' is a restrictive relative on a noun)
_WHICH_BARE = re.compile(
    r"(?:\d\w*|\b(?:quid|pounds|dollars|euros|bucks|grand|minutes|mins|hours|hrs|days|weeks|"
    r"months|years|again|yesterday|today|tonight|ago|night|morning|weekend))\s+which\s+"
    r"(?=(?:is|was|'s|seems|sounds)\s)", re.I)


_WHICH_WORD = re.compile(r"\s+which\s+", re.I)
# a sentential relative whose subject is a holder of a view: ', which Ysolt thinks is a
# mistake', ', which my sister reckons was overpriced'
_WHICH_REPORT = re.compile(
    r",\s+which\s+(?P<src>(?!I\b|we\b|you\b|u\b)[^,.;!?]{1,30}?)\s+(?P<v>(?:think|reckon|say|feel|"
    r"believe|reckon|claim|swear|insist)s|thought|reckoned|said|felt|believed|claimed|swore|"
    r"insisted)\s+(?=(?:is|was|'s|will|would|could|might)\b)", re.I)


def _which_judges(sent: str) -> re.Match[str] | None:
    """', which is cheating if you ask me': a relative clause on the whole record that judges it
    (any evaluation, as a sentence 'That is cheating' would), beyond ``_WHICH_VERDICT``'s words."""
    m = _WHICH_ANY.search(sent)
    if m is None:
        b = _WHICH_BARE.search(sent)
        if b is None:
            return None
        m = _WHICH_WORD.search(sent, b.start())
        if m is None:
            return None
    rest = tokenize("That " + sent[m.end():])
    return m if evaluates(rest, 0) else None


_WHICH_VERDICT = re.compile(
    r",\s+which\s+(?=(?:is|was|'s)\s+(?:\w+\s+)?(?:good|great|bad|brilliant|annoying|a relief|"
    r"a shame|a pity|a nightmare|a pain|ridiculous|lovely|fine|terrible|awful|amazing|typical|"
    r"mad|crazy|nice)\b)", re.I)


# whose words a quotation or a clause was: "X's words", 'her exact words', 'his words, not mine'
# (the source may be a name's or a relation's relative: "Ysolt's boss's words", "my aunt's
# neighbour's words", 'if Ysolt's boss is to be believed')
_WORDS_OF = (r"(?:(?P<who2>[A-Z][\w-]*(?:'s\s+[a-z]+)?|(?:my|his|her|their|our)\s+\w+"
             r"(?:'s\s+[a-z]+)?)'s|(?P<pro>[Hh]is|[Hh]er|"
             r"[Tt]heir))\s+(?:(?:own|exact|actual|very)\s+)?words(?:,?\s+not\s+mine)?")
_TRAILING_SOURCE = re.compile(
    r"^(?P<a>.{8,}?)(?:,|\s[-–—]|(?<=[.!?][\"\u201d]))\s+(?:if\s+(?P<who1>[A-Z][\w-]*'s\s+[a-z]+"
    r"|[A-Z][\w'-]*|(?:my|his|her|their|our)\s+\w+(?:'s\s+[a-z]+)?)\s+(?:is|are)\s+to\s+be\s+"
    r"believed|(?:in\s+)?" + _WORDS_OF + r")\W*$")
# the same naming of whose words they were as a sentence of its own, after the quotation
# '…, or so X claims', '… or so she told me anyway': a hedged source after the news
_OR_SO_SOURCE = re.compile(
    r"^(?P<a>.{8,}?)(?:,|\s[-–—])?\s+or\s+so\s+(?P<who>(?!I\b|we\b|you\b|u\b)[^,.;!?]{1,40}?)\s+"
    r"(?P<v>(?:claim|say|reckon|insist|swear|think|tell|maintain)s?|claimed|said|reckoned|"
    r"insisted|swore|thought|told|maintained|heard)"
    r"(?P<obj>\s+(?:me|us))?(?:\s+(?:anyway|at\s+least|lol|haha|tho|though))?\s*[.!]*\s*$", re.I)
_WORDS_SENTENCE = re.compile(r"^\W*(?:[-–—]\s*)?" + _WORDS_OF + r"\W*$")
_WORDS_PRONOUN = {"his": "He", "her": "She", "their": "They"}


def _words_owner(m: re.Match[str]) -> str:
    """The subject that says the words of a ``_WORDS_OF`` match: 'her words' → 'She'."""
    return m["who1"] if "who1" in m.re.groupindex and m["who1"] else m["who2"] or (
        _WORDS_PRONOUN[m["pro"].lower()])


_LAST_NAME = re.compile(r"(?:^|[,\s])([A-Z][\w'-]*)$")  # a capitalised word ending a part


def _open_quote(text: str) -> bool:
    """Does ``text`` open a quotation it does not close?"""
    return text.count('"') % 2 == 1 or text.count("\u201c") > text.count("\u201d")


_LEADING_OPENERS = re.compile(
    r"^(?:[^\w\s]*\s*(?:" + "|".join(sorted(FRAME_OPENERS, key=len, reverse=True))
    + r")\b[\s,!.]*)+", re.I)


def _coordinated_report(sent: str) -> list[str] | None:
    """One subject, two verb phrases, the second a report: 'Brannagh pulled me aside and was like,
    …' (``_COORD_QUOTATIVE``), 'my wife ran into Cuthred and got told …' (``_COORD_MET``): the
    record, then the report as a clause of its own (opening discourse markers stay in front)."""
    lead = _LEADING_OPENERS.match(sent)
    pre, body = (sent[:lead.end()], sent[lead.end():]) if lead else ("", sent)
    m = _MESSAGE_FROM.match(body)
    if m and _subject_word(m["subj"]):
        # 'Ysolt got a text from her landlord saying …': the sender holds it, the one who got
        # the message passed it on — the message, then 'SUBJ heard from OBJ that …'
        return _heard_from(pre, m)
    m = _COORD_ASKED.match(body)
    if m and _subject_word(m["subj"]) and not re.search(
            r"\b(?:and|but|said|told|says|tells)\b", m["a"]) and _answerer(m) and (
            # (what was answered is a clause: not '… and he said no')
            sum(1 for w in m["b"].split() if w[:1].isalpha()) >= 2
            and any(finite(w.lower().strip(".,!")) or "'" in w and i == 0
                    for i, w in enumerate(m["b"].split()[:5]) if i > 0 or "'" in w)):
        return _heard_from(pre, m)
    for rx in (_COORD_MET, _COORD_QUOTATIVE):
        m = rx.match(body)
        if (
            not m
            or not _subject_word(m["subj"]) and m["subj"] != "I"
            or re.search(r"\b(?:and|but|said|told|says|tells)\b", m["a"])
        ):
            continue
        app = m["app"] or ""
        if rx is _COORD_MET:
            return [f"{pre}{m['subj']}{app} {m['a']}",
                    f"{m['subj']} heard from {m['obj']} that {m['b']}"]
        return [f"{pre}{m['subj']}{app} {m['a']}", f"{m['subj']} {m['v']}{m['b']}"]
    for j in _CLAUSE_THEN_SUBJECT.finditer(body):
        # 'X is moaning about the bill and he just looks up and goes "…"', '…, then she comes back,
        # takes the keys and goes, "…"': a clause of its own first, then one subject's acts
        # closed by a quotative — the same reading, from where that subject starts
        m = _COORD_QUOTATIVE.match(body[j.end():])
        if m and _subject_word(m["subj"]) and not re.search(
                r"\b(?:and|but|said|told|says|tells)\b", m["a"]):
            return [f"{pre}{body[:j.start()].rstrip(' ,')}", f"{m['subj']}{m['app'] or ''} "
                    f"{m['a']}", f"{m['subj']} {m['v']}{m['b']}"]
    return None


# where a clause with a subject of its own starts after another: a conjunction (or a comma and
# one), then a pronoun or a capitalised word
_CLAUSE_THEN_SUBJECT = re.compile(
    r"(?:,\s*(?:and\s+|but\s+|so\s+)?|\s+(?:and|but|so)\s+)(?:then\s+)?"
    r"(?=(?:he|she|they|[A-Z][a-z]+)\s)")


def _subject_word(subj: str) -> bool:
    """May the subject a pattern of a person's act matched ('X got a text from …', 'X ran into
    Y and …') be a person? Not a capitalised function word ('It', 'The', 'My'); a word that is
    also a first name ('Love', 'True') may be, the pattern's slot being a person's."""
    return subj not in W.CAP_STOP or stop_word_name(subj)


def _heard_from(pre: str, m: re.Match[str]) -> list[str]:
    """What the subject did, then 'SUBJ heard from OBJ that …' (``_MESSAGE_FROM``,
    ``_COORD_ASKED``): the one it came from holds it, the subject passed it on."""
    return [f"{pre}{m['subj']} {m['a']}", f"{m['subj']} heard from {m['obj']} that {m['b']}"]


def _answerer(m: re.Match[str]) -> bool:
    """Does the pronoun of a ``_COORD_ASKED`` match fit the one asked and tell them apart from
    the one asking ('Ysolt asked her boss and he said …': a boss may be he, Ysolt's words say
    nothing; 'X asked his sister and she said …'), or is the verb 'asked' (whom one asks
    answers)?"""
    pro, obj, subj = m["pro"], m["obj"], m["subj"]
    head = obj.split()[-1]
    if head.lower() in {"he", "she", "him", "her", "it", "them", "me", "us", "you"}:
        return False
    if not compatible(pro, head.lower() if obj[:1].islower() else obj):
        return False
    if obj[:1].isupper() and not name_gender(obj):
        return m["a"].startswith("asked")
    poss = obj.split()[0].lower()
    if poss in {"his", "her"} and (poss == "his") != (pro == "he"):
        return True  # 'X rang his sister and she said …': 'his' is X, so 'she' is not
    return m["a"].split()[0] in {"asked", "just", "then", "also", "finally"} or not fits(
        pro, subj.split()[-1] if subj[:1].islower() else subj)


# 'the first thing out of his mouth was "…"': his first words, said with an idiom
_FIRST_THING_SAID = re.compile(
    r"\bthe\s+first\s+thing\s+(?:that\s+came\s+)?out\s+of\s+(his|her|their|[A-Z][\w-]*'s)\s+"
    r"mouth\s+(was|were)\b")
# a clause of someone's words coordinated after what they did: '… and his exact words were'
_AND_WORDS_WERE = re.compile(
    r",?\s+and\s+(?=(?:his|her|their)\s+(?:\w+\s+)?(?:words|reply|answer|response)\s+"
    r"(?:was|were)\b)", re.I)


_QUOTE_WHO = (r"(?:[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?(?:'s\s+[a-z]+)?|(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|"
              r"[Tt]heir)\s+[a-z]+)")
_QUOTE_MARKER = re.compile(
    r"^\W*(?:(?P<who>" + _QUOTE_WHO + r"),\s+(?:and\s+I\s+)?quote,?|[Qq]uote\s+(?P<who2>"
    + _QUOTE_WHO + r")\s*[:,])\s+(?P<rest>\S.*)$")
_SCENE_COLON_QUOTE = re.compile(r"^(?P<a>[^:\"\u201c\u201d]{6,80}?):\s*"
                                r"(?P<q>[\"\u201c][^\"\u201c\u201d]+[\"\u201d]\W*)$")


def _scene_clause(text: str) -> bool:
    """A clause of a third person with a verb of its own and no verb or noun of saying ('X
    was fuming', 'my landlord looked at the bill'), before a colon and a quotation."""
    toks = tokenize(text)
    if len(toks) < 3 or not toks[0].text[:1].isupper() or toks[0].low in _FIRST_OPENERS | {
            "it", "this", "that", "there", "the"}:
        return False
    return any(finite(t.low) for t in toks[1:]) and not any(
        frame_verb(toks, j) or toks[j].low in W.REPORT_VERBS or toks[j].low in _NOUN_FRAME_WORDS
        or toks[j].low in _MESSAGE_VERBS or toks[j].low in {"like", "goes", "went", "go", "all"}
        for j in range(len(toks)))


def _clauses(sent: str) -> list[str]:
    """Split before a first-person clause and before a coordinated clause with its own subject
    ('… n she said …'); 'I went in May and found it dull' is two clauses with one subject.
    A fronted time phrase stays with its clause ('A few weeks ago, we adopted a cat' is one)."""
    sent = _FIRST_THING_SAID.sub(lambda m: f"{m[1]} first words {m[2]}", sent)
    # ('Barely used, my foot.'): the words waved away and the idiom are one clause
    sent = _MY_FOOT_TAIL.sub(r" \1", sent)
    m = _DASH_NAMED.match(sent) or _FROM_NAMED.match(sent)
    if m and any(w in _WRITER_NOUNS for w in re.findall(r"[a-z]+", m["pre"].lower())):
        # 'One review - a man called X - said …', 'a guy on the forum - X - said …', 'First
        # post, from someone named X in Leeds: "…"': the one named in the aside said it
        verb = "says" if m["verb"] in {"saying", ":"} else m["verb"]
        rest = m["rest"] if m["verb"] != ":" else f": {m['rest']}"
        return [*_clauses(m["pre"].rstrip(" ,") + "."), *_clauses(f"{m['name']} {verb}{rest}")]
    m = _BECAUSE_REPORT.search(sent)
    if m and m.start() > 0 and re.search(r"\w", sent[:m.start()]):
        # 'Practice got cancelled because Mr X said the pitch is flooded': the reason is someone's
        # words — the happening, then the report as a clause of its own
        return [*_clauses(sent[:m.start()].rstrip(" ,") + "."), *_clauses(sent[m.end():])]
    m = _AND_WORDS_WERE.search(sent)
    if m and m.start() > 0:
        # 'X rang us and his first words were, "…"': the call, then his words as a clause
        return [sent[:m.start()], sent[m.end():]]
    m = _COORD_FRAME.match(sent)
    if m:
        return [f"{m['subj']}{m['a']}", f"{m['subj']} {m['v']}{m['b']}"]
    m = _AND_THAT.match(sent)
    if m and '"' not in m["a"] and "\u201c" not in m["a"]:
        # 'He said the tap dripped all night, and that his daughter reckons …': a second
        # complement of the same verb of saying, its own clause under the same frame
        return [*_clauses(f"{m['frame']} {m['a'].rstrip(' ,')}"),
                *_clauses(f"{m['frame']} that {m['b']}")]
    coord = _coordinated_report(sent)
    if coord:
        return coord
    m = _COORD_NAMED.match(sent)
    if m and _subject_word(m["subj"]) and not any(
            w in {"and", "but", "said", "says", "told", "tells"} for w in m["a"].lower().split()):
        # 'Brannagh rang me up and said …': the named subject of both verbs
        return [f"{m['subj']}{m['a']}", f"{m['subj']} {m['v']}{m['b']}"]
    m = _QUOTE_MARKER.match(sent)
    if m:
        # 'X, quote, "…"', 'quote X: …', 'X, and I quote, …': the spoken marker of a verbatim
        # quotation after or before whose words they are — read as 'X said, …'
        return _clauses(f"{m['who'] or m['who2']} said, {m['rest']}")
    m = _SCENE_COLON_QUOTE.match(sent)
    if m and _scene_clause(m["a"]):
        # 'X was fuming: "total rip-off"', 'X looked at the bill: "…"': a clause setting the
        # scene of a third person, then a quotation after the colon — the quotation stands as a
        # sentence of its own (free direct speech, the person's words)
        return [m["a"].rstrip() + ".", m["q"]]
    m = _WORDS_SENTENCE.match(sent)
    if m:
        # '"Never again." Her words, not mine.': whose the words just quoted were, a postposed
        # 'she said' of the sentence before
        return [_words_owner(m) + " said."]
    m = _TRAILING_SOURCE.match(sent)
    if m:
        # 'The quiz is off, if X is to be believed.', '… - X's words, not mine.', '…, her exact
        # words.': the source named after the news, read as a postposed 'X says'
        return [*_clauses(m["a"].rstrip(" ,-–—") + "."), _words_owner(m) + " says."]
    m = _OR_SO_SOURCE.match(sent)
    if m:
        # '…, or so X from the kiosk claims', '…, or so she told me': the source named after
        # the news hedges all of it — the news stays one clause (its subject is whom a pronoun
        # source most likely means), then a postposed 'X says'
        # ('or so X tells me': a verb of telling keeps whom it told, or 'X tells.' reads as no
        # saying)
        told = m["obj"] or (" me" if m["v"].lower() in ("tell", "tells", "told") else "")
        return [m["a"].rstrip(" ,;-–—") + ".", f"{m['who']} {m['v']}{told}."]
    m = _WHICH_REPORT.search(sent)
    if m and m.start() > 0:
        # 'they moved it to Sundays, which Ysolt thinks is a mistake': the record, then the
        # holder's view of it, reported ('Ysolt thinks that is …')
        return [*_clauses(sent[:m.start()] + "."),
                f"{m['src']} {m['v']} that {sent[m.end():].lstrip()}"]
    m = _WHICH_VERDICT.search(sent) or _which_judges(sent)
    if m and m.start() > 0:
        # 'the export finished on Friday, which is good news': the record, then the speaker's
        # verdict on it ('that is …')
        return [*_clauses(sent[:m.start()] + "."), "That " + sent[m.end():].lstrip()]
    chunks = [c for part0 in _AND_I_QUOTATIVE.split(sent) for part in _COORD_SUBJECT.split(part0)
              for e in _AND_EVIDENTIAL.split(part)
              for b in _BUT.split(e)
              for c in _BUT_I.split(b)]
    parts = [p.strip() for chunk in chunks for p in _CLAUSE_BREAK.split(chunk) if p and p.strip()]
    out: list[str] = []
    for p in parts:
        if out and _open_quote(out[-1]):
            # '… goes "honestly love, I wouldn't …"': no clause break inside a quotation
            out[-1] = f"{out[-1]}, {p}"
        elif out and _QUOTATIVE_END.search(out[-1]):
            # a quotative's speech is no clause of the speaker's: 'Dana was like, my brother …'
            out[-1] = f"{out[-1].rstrip(' ,:')}, {p}"
        elif out and re.fullmatch(r"[\s,;:–—-]*", EN_TIME.sub("", out[-1].rstrip(" ,;:-–—"))):
            out[-1] = f"{out[-1]} {p}"
        elif out and _FRONTED_SOURCE.search(out[-1]):
            # 'According to X, we must …': a fronted source and nothing else heads the clause
            # after it, whatever its subject
            out[-1] = f"{out[-1]}, {p}"
        elif out and (nm := _LAST_NAME.search(out[-1])) and (
                aside_then_report(tokenize(f"{nm[1]}, {p}"), 1)
                or comma_apposition_end(tokenize(f"{nm[1]}, {p}"), 1) is not None):
            # 'Idony, my old flatmate, says …', 'Wait, Idony, the one from the choir, says …':
            # an apposition
            out[-1] = f"{out[-1]}, {p}"
        else:
            out.append(p)
    return out


# a reason that is someone's words: 'because Mr X said …', "cos our coach reckons …"
_BECAUSE_REPORT = re.compile(
    r",?\s+(?:because|cos|coz|cuz|'cause|since)\s+(?=(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][\w'-]+"
    r"(?:\s+[A-Z][\w'-]+)?\s+(?:said|says|told|tells|reckons|reckoned|claimed|claims)\s+\w|"
    r"(?:my|his|her|our|their|the)\s+[a-z][\w'-]*\s+(?:said|says|told|tells|reckons|reckoned|"
    r"claimed|claims)\s+\w)")


# a report with two complements, the second opened by 'and that' ('X said A, and that B'): the
# frame is a subject of one to three words and its verb of saying (and whom it told)
_AND_THAT = re.compile(
    r"^(?P<frame>(?:[A-Za-z][\w'.-]*\s+){0,3}?(?:also\s+)?(?:said|says|mentioned|told\s+(?:me|us|"
    r"him|her|them)|tells\s+(?:me|us|him|her|them)|explained|added|claimed|reckoned|insisted))"
    r"(?:\s+that)?\s+(?P<a>[^;]{6,}?),?\s+and\s+that\s+(?P<b>\S.*)$")


# a chunk that ends in a fronted source with no clause of its own after it: '(Oh,) according
# to X', 'according to our group leader, X', 'per the caretaker'
_FRONTED_SOURCE = re.compile(
    r"(?:^|[,;]\s*|^\W*(?:\w+,?\s+){1,2})(?:according\s+to|per)\s+(?:[\w'.-]+\s+){0,3}[\w'.-]+"
    r"(?:,\s*(?:[\w'.-]+\s+){0,2}[\w'.-]+)?\s*$", re.I)


# Clauses spliced with a comma or joined by a conjunction, each with a subject of its own:
# 'Sidonie was fuming, she told me …', 'Oluwaseun loves it tho, she said …', 'Don't listen to
# her, it's cute'. The split is made on tokens: a boundary, then a subject (a personal pronoun, a
# name, a possessive + noun, or — after a comma — 'it'/'that') and a verb of its own, while the
# chunk before is itself a clause (it has a verb) and is not a frame waiting for its complement.
_SPLIT_CONJ = frozenset(
    {
        "and",
        "but",
        "or",
        "so",
        "then",
        "tho",
        "though",
        "n",
        "&",
        "plus",
        "cause",
        "cuz",
        "because",
        "coz",
        "whereas",
        "whilst",
    }
)
# (first-person clauses are split by _CLAUSE_BREAK, and 'I love X and I go …' stays one record)
_PERSON_SUBJ = frozenset({"he", "she", "they"})
_SUBJ_CONTRACTED = frozenset(
    {"he's", "she's", "they're", "he'd", "she'd", "they'd", "he'll", "she'll", "they'll", "they've"}
)
_FIRST_CONTRACTED = frozenset({"i'm", "i've", "i'd", "i'll", "we're", "we've", "we'd", "we'll"})
_THING_SUBJ = frozenset({"it's", "that's", "it", "that", "this", "its", "thats"})
_POSS = frozenset({"my", "his", "her", "their", "our", "your"})
_OBJ_PRON = frozenset({"me", "us", "him", "her", "them", "you"})
# verbs whose complement 'so' stands for a clause ('think so', 'said so', 'hope so')
_SO_VERBS = frozenset("""think thinks thought reckon reckons reckoned guess guessed hope hopes
    hoped believe believes believed suppose supposes supposed say says said expect expects
    expected imagine imagined fear feared""".split())  # noqa: SIM905


def _so_complement(toks: Sequence[Tok], j: int) -> bool:
    """Is the 'so' at ``j`` the complement of the verb of thinking or saying (or of its object
    pronoun) before it ('doesn't think so', 'told me so'), no conjunction?"""
    return toks[j].low == "so" and j > 0 and (toks[j - 1].low in _SO_VERBS
                                               or toks[j - 1].low in _OBJ_PRON)


def _named_role_end(toks: Sequence[Tok], k: int, names: Names) -> int | None:
    """'the mechanic, Dorrit, …', 'our landlord, Tamsk, …' at ``k``: a determiner, a person or role
    noun and a name set off by commas — the index after the closing comma, else None."""
    if k + 4 >= len(toks) or toks[k].low not in _DETS_OF_ROLE or not (
            toks[k + 1].low in PERSON_NOUNS or toks[k + 1].low in EN_ROLE_NOUNS):
        return None
    if toks[k + 2].text != "," or toks[k + 4].text != "," or not (
            toks[k + 3].text[:1].isupper() and names.is_name(toks, k + 3)):
        return None
    return k + 5


def frame_verb_near(toks: Sequence[Tok], j: int) -> bool:
    """A frame's verb at ``j`` or after at most three auxiliaries and adverbs."""
    k = j
    while k < len(toks) and k < j + 3 and toks[k].low in BETWEEN:
        k += 1
    return k < len(toks) and frame_verb(toks, k)


def _verb_follows(toks: Sequence[Tok], j: int, limit: int = 3) -> bool:
    steps = 0
    while j < len(toks) and toks[j].low in BETWEEN and steps < limit:
        if finite(toks[j].low):
            return True
        j += 1
        steps += 1
    return j < len(toks) and toks[j].text[:1].isalpha() and _maybe_finite(toks[j].low)


# words that open a verbless verdict of its own after a record ('… but way too expensive')
_VERDICT_OPENERS = frozenset({"way", "too", "not", "totally", "definitely", "absolutely", "so",
                              "well", "proper", "properly", "really", "pretty", "super"})


def _subject_clause_at(toks: Sequence[Tok], k: int, names: Names, after_comma: bool) -> bool:
    """Does a clause with a subject and a verb of its own start at token ``k``?"""
    if k >= len(toks):
        return False
    low = toks[k].low
    if low in _SUBJ_CONTRACTED or after_comma and low in {"it's", "that's", "thats"}:
        return True
    if low in _PERSON_SUBJ or after_comma and low in _THING_SUBJ:
        return _verb_follows(toks, k + 1)
    if low in {"i", "we"} and k > 0 and toks[k - 1].low in _SPLIT_CONJ:
        # '… on Friday and I wasn't a fan': a first-person clause of its own after a conjunction
        return _verb_follows(toks, k + 1)
    if low in {"i'll", "i'm", "i've", "i'd", "we'll", "we're", "we've", "we'd"} and k > 0 and (
        toks[k - 1].low in _SPLIT_CONJ
    ):
        return True  # '… every day so I'll ask them …'
    if low in {"it", "that"} and k > 0 and toks[k - 1].low in {"and", "but", "so"} and (
        k + 1 < len(toks) and toks[k + 1].low in COPULA
    ) or low in {"it's", "that's"} and k > 0 and toks[k - 1].low in {"and", "but", "so"}:
        return True  # '… last Friday and it was grand': a clause of its own about the thing
    if after_comma and k + 2 < len(toks) and toks[k + 1].low in {"is", "are", "was", "were"} and (
            toks[k].text.isalpha() and toks[k].text.islower() and toks[k].low.endswith("s")
            and toks[k].low not in W.STOPWORDS and toks[k].low not in W.PRONOUNS):
        return True  # '… after the hike, knees are gone': a bare plural subject with its 'be'
    # ('… on Friday but the chips were cold': after a record, a verdict of its own — not after a
    # view, which the clause after 'but' goes on with: 'X reckons the rent is fair but the walls
    # are paper-thin', 'the starter was fine but the pudding was stodgy')
    conj = k > 0 and toks[k - 1].low in {"and", "but"} and not any(
        abs(valence(t.low)) >= 1.0 or t.low in DEGREE or t.low in COPULA
        or frame_verb(toks, j) and not cast(FrameRow, verb_row(toks, j)).after
        or "'" in t.low and t.low.split("'")[1] in {"s", "re", "m"}
        for j, t in enumerate(toks[:k - 1]) if t.text[:1].isalpha())
    if after_comma and is_past(low) and (not frame_verb(toks, k) or _on_a_day(toks, k + 1)) and (
            low not in W.REPORT_VERBS) and (
            low not in COPULA) and k > 2 and _dated_tail(toks, k + 1) and (
            _lead_subject(toks, names) is None) and toks[skip_openers(toks, 0, names)].low not in (
            _PERSON_SUBJ | _SUBJ_CONTRACTED) and evaluates(toks[:k - 1], 0):
        return True  # 'the new bakery is overpriced, went on Friday': a verdict, then the act
        # it rests on with the diary-style 'I' dropped — a record of its own
    if after_comma and low in _APPEARS and k + 1 < len(toks) and evaluates(toks, k):
        return True  # '… sent me a photo of it, looks amazing': how the thing strikes the
        # speaker, its 'it' left out — a verdict of its own
    if (after_comma or conj) and low in _PARTITIVES and k + 2 < len(toks) and (
            toks[k + 1].low == "the" or toks[k + 1].low == "of" and toks[k + 2].low == "the"):
        # '…, so half the credit is his', '…, but most of the food was cold': a partitive
        # before the definite subject
        return _subject_clause_at(toks, k + 1 + (toks[k + 1].low == "of"), names, after_comma)
    if (after_comma or conj) and low == "the":
        # '… last night, the ending wrecked me': a definite subject of one or two words and a
        # past or copular verb of its own ('… on Friday but the chips were cold': after a
        # conjunction a copula only — 'Ysolt and the kids went' is one subject)
        for j in (k + 2, k + 3, k + 4):
            if j == k + 4 and not _long_subject_verdict(toks, k, j):
                continue
            # ('…, the owner's daughter was …': a possessive inside the subject too)
            if j < len(toks) and all(t.text.removesuffix("'s").isalpha() and t.text.islower()
                                     for t in toks[k:j]) and (
                    toks[j].low in COPULA or not conj and is_past(toks[j].low)) and not any(
                    t.low in W.PREPOSITIONS or t.low in COPULA for t in toks[k + 1:j]):
                return True
    if (after_comma or conj) and k + 1 < len(toks) and is_past(low) and toks[k + 1].low in {
            "it", "every", "the", "that", "them"} and (row := verb_row(toks, k)) is not None and (
                row.attitude and not row.after):
        return True  # '… on Saturday and loved it', '…, hated every minute': the dropped 'I'
    if (after_comma or conj) and low in _VERDICT_OPENERS and evaluates(toks, k) and not any(
            t.text[:1].isalpha() and (finite(t.low) and t.low != "not" or t.low.endswith("ing")
                                      and lemma(t.low) != t.low) for t in toks[k:]):
        return True  # '… on Saturday but way too expensive', '…, not worth it': a verdict
    if (after_comma or k > 0 and toks[k - 1].low in _SPLIT_CONJ) and _named_role_end(
            toks, k, names) is not None:
        # '… and the mechanic, Dorrit, went "…"': a person noun, the name in apposition, a verb
        return _verb_follows(toks, cast(int, _named_role_end(toks, k, names)))
    if k > 0 and toks[k - 1].low in {"and", "but", "then"} and low in _DETS_OF_ROLE and (
            k + 2 < len(toks)) and (toks[k + 1].low in PERSON_NOUNS or toks[k + 1].low in (
            EN_ROLE_NOUNS)) and _verb_follows(toks, k + 2):
        # '… phoned the garage and the mechanic went "…"', '… and then my landlord said …': a person
        # noun with a verb of its own opens a clause after the conjunction
        return True
    if after_comma and low.rstrip(".") in TITLES and k + 1 < len(toks) and (
            toks[k + 1].text[:1].isupper()):
        # '…, Mr Ovrend the caretaker told me …': a titled name, a role in apposition, a verb
        # ('…, Mrs Ovrend on reception told me …': or the name's place phrase, then its frame)
        return _verb_follows(toks, _appositive_end(toks, k + 2)) or (
            (j := after_holder_place(toks, k + 2)) > k + 2 and frame_verb_near(toks, j))
    if toks[k].text[:1].isupper() and names.is_name(toks, k) or names.known_form(toks[k].base):
        if k + 2 < len(toks) and toks[k + 1].low == "and" and toks[k + 2].low in {"i", "me"}:
            return _verb_follows(toks, k + 3)  # 'Ysenda and I are …'
        if after_comma and toks[k].low.endswith("'s") and k + 1 < len(toks) and (
                toks[k + 1].low in _RIGHT_WRONG) and (
                k + 2 >= len(toks) or not toks[k + 2].text[:1].isalpha()
                or toks[k + 2].low in _AFTER_RIGHT):
            return True  # '…, Ysenda's right that it's the best bit': the 's of 'is', a verdict
        return _verb_follows(toks, k + 1) or after_comma and _verb_follows(
            toks, _appositive_end(toks, k + 1)) or (  # '…, Wennick the lifeguard said …'
            # ('…, and Wennick from HR kept saying …': the name's place phrase, then its verb)
            (j := after_holder_place(toks, k + 1)) > k + 1 and frame_verb_near(toks, j))
    if low in _POSS and k + 1 < len(toks) and toks[k + 1].text.isalpha():
        return (
            _verb_follows(toks, k + 2)
            or k + 2 < len(toks)
            and toks[k + 2].text.isalpha()
            and _verb_follows(toks, k + 3)
        )
    return False


def _on_a_day(toks: Sequence[Tok], k: int) -> bool:
    """'on Friday', 'on the 3rd' at ``k``: the 'on' of a date, not a particle ('went on about')."""
    return k + 1 < len(toks) and toks[k].low == "on" and en_time_expression(
        " ".join(t.low for t in toks[k:k + 3])) is not None


def _dated_tail(toks: Sequence[Tok], k: int) -> bool:
    """Does the clause from ``k`` say when it was done ('on Friday', 'last week', 'yesterday')?"""
    rest = " ".join(t.low for t in toks[k:])
    return en_time_expression(rest) is not None or any(t.low in _DONE_WHEN for t in toks[k:])


_APPEARS = frozenset({"looks", "looked", "sounds", "sounded", "smells", "smelled", "smelt",
                      "tastes", "tasted"})
_PARTITIVES = frozenset({"half", "all", "most", "some", "none", "both", "each", "part"})
_RIGHT_WRONG = frozenset({"right", "wrong", "correct", "spot"})
# what follows 'X's right' as a verdict ('X's right that …', 'X's wrong about …', 'spot on'),
# not a noun it modifies ("X's right hand")
_AFTER_RIGHT = frozenset({"that", "about", "on", "though", "tho", "tbh", "lol", "imo", "there",
                          "again", "actually", "honestly", "for", "to"})


def _long_subject_verdict(toks: Sequence[Tok], k: int, j: int) -> bool:
    """'…, the big blue one is stunning': a definite subject of three plain words and a copula
    at ``j``, after a clause that reports nothing (after 'heard it from X,' or 'according to X
    at work,' the clause is what was heard), none of the words a relative or a pronoun ('the
    electrician that we …')."""
    return j < len(toks) and toks[j].low in COPULA and not any(
        t.low in _NOT_IN_PLAIN_NP for t in toks[k + 1:j]) and not any(
        t.low in W.REPORT_VERBS or t.low in _SOURCE_LEADS for t in toks[:k])


# a lead of hearsay that names no source ('apparently', 'supposedly', 'reportedly', 'allegedly',
# 'word is', 'rumour has it' …): after a call, a talk or a question about someone it is that
# person's news ('Talked to X. Rumour is …', 'X rang - supposedly …')
_UNSOURCED_LEADS = frozenset({
    "apparently", "supposedly", "reportedly", "allegedly", "word_has_it", "word_on_the_street",
    "word_is", "the_word_is", "rumour_is", "rumor_is", "rumour_has_it", "rumor_has_it"})


def _unsourced(att: Attribution) -> bool:
    """Is the clause's first frame a lead of hearsay that names no source?"""
    return bool(att.rows) and att.rows[0] in _UNSOURCED_LEADS


# words of a lead frame before its source ('according to X, …', 'per X, …', 'apparently …')
_SOURCE_LEADS = frozenset({"according", "per", "apparently", "reportedly", "allegedly",
                           "supposedly", "rumour", "rumor", "word"})


# (not 'one', the head of 'the big blue one')
_NOT_IN_PLAIN_NP = (W.PRONOUNS | W.DETERMINERS | {"that", "who", "which", "whom", "whose"}) - {
    "one"}


def _comparative_verdict(before: Sequence[Tok]) -> bool:
    """'way sharper than Ysolt', 'miles better than the old one': a verbless comparative of an
    evaluative adjective and its standard, said as a verdict."""
    words = [t.low for t in before if t.text[:1].isalpha()]
    if "than" not in words or any(finite(w) for w in words):
        return False
    i = words.index("than")
    return i > 0 and (words[i - 1] in {"better", "worse"} or comparative_valence(words, i - 1) != 0
                      or i > 1 and words[i - 1].endswith("er") and words[i - 2] in {
                          "way", "much", "miles", "far", "loads", "heaps", "lots"})


# a speaker's marks of their own view ('…, but honestly it's …'): the frame rows' one-word
# leads, and a few adverbs no row has
_STANCE_OPENERS = STANCE_WORDS | {"obviously", "seriously", "tbf", "ngl"}


def _reply_word(before: Sequence[Tok]) -> bool:
    """'Good, …', 'Amazing, …': one evaluative adjective before a clause with its own subject is
    an answer of its own ('Good, Ysenda and I are …' does not call Ysenda good). Not an adverb of
    comment ('Sadly, …', 'Honestly, …'), which belongs to the clause."""
    alpha = [x for x in before if x.text[:1].isalpha()]
    return len(alpha) == 1 and not alpha[0].low.endswith("ly") and abs(valence(alpha[0].low)) >= 1


def _quotative_like(toks: Sequence[Tok], j: int) -> bool:
    """Is ``toks[j]`` a quotative 'like' after 'be' ("she's like", 'was all like', 'is always
    like')?"""
    if j < 1 or toks[j].low != "like":
        return False
    k = j - 1 - (toks[j - 1].low in _BE_LIKE_WORDS and j > 1)
    return toks[k].low in COPULA or toks[k].low.endswith(("'s", "'re"))


_BE_LIKE_WORDS = frozenset(_BE_LIKE[3:-1].split("|"))


def _quotative_at(toks: Sequence[Tok], j: int) -> bool:
    """A quotative at ``toks[j]``: 'be like' (``_quotative_like``) or 'goes'/'went' after its
    subject ('she goes wow, …', 'he went no way, …')."""
    return _quotative_like(toks, j) or j > 0 and toks[j].low in {"goes", "went"} and (
        toks[j - 1].text[:1].isalpha())


def _person_np_only(before: Sequence[Tok], names: Names) -> bool:
    """Is ``before`` (after openers) only a possessed person noun ("X's brother", 'her mum', 'my
    flatmate's cousin'), with no verb of its own?"""
    words = [t for t in before[skip_openers(before, 0, names):] if t.text[:1].isalnum()]
    if len(words) < 2 or len(words) > 4 or len(words) != len(
            before[skip_openers(before, 0, names):]):
        return False
    first, last = words[0], words[-1].low
    if not (first.low in _POSS or first.low.endswith("'s") and first.text[:1].isupper() and (
            names.is_name(list(words), 0))):
        return False
    return (last in EN_ROLE_NOUNS or last in PERSON_NOUNS) and all(
        t.low.endswith("'s") or t.low in EN_ROLE_NOUNS or t.low in PERSON_NOUNS
        for t in words[1:-1])


def _reported_that(before: Sequence[Tok]) -> bool:
    """Does ``before`` end with a verb of saying or thinking and its complementiser 'that' ('X
    said that', 'X told me that', 'X reckons that'; not 'bring that', 'like that')?"""
    k = len(before) - 2
    if k > 0 and before[k].low in {"me", "us", "him", "her", "them", "everyone"}:
        k -= 1
    return k >= 0 and (before[k].low in W.REPORT_VERBS or lemma(before[k].low) in _THAT_VERBS)


_THAT_VERBS = frozenset(
    "say tell think reckon mention claim swear insist admit explain hear warn write text".split())  # noqa: SIM905


def _split_spliced(sent: str, names: Names) -> list[str]:
    toks = tokenize(sent)
    cuts: list[tuple[int, int]] = []  # (end of a part, start of the next)
    subject_cut: tuple[int, str | None] | None = None  # (part, the subject it leaves out)
    start, quoted, aside = 0, False, 0
    p0 = skip_openers(toks, 0, names) if any(
        t.text in {",", "-", "—", "–"} for t in toks[1:8]) else len(toks)
    head = p0 + 1 if p0 + 1 < len(toks) and toks[p0].text[:1].isupper() else None
    if head is not None and toks[p0].low.rstrip(".") in TITLES and p0 + 2 < len(toks) and (
            toks[p0 + 1].text[:1].isupper()) and toks[p0 + 2].text == ",":
        head = p0 + 2  # ('Mrs Ostrava, the club's treasurer, said …': a titled name's apposition)
    for r in (p0 + 1, p0 + 2):
        if r + 1 < len(toks) and (toks[p0].low in _POSS | {"the"} or toks[p0].low.endswith(
                "'s") and toks[p0].text[:1].isupper() and r == p0 + 1) and toks[r].low in (
                EN_ROLE_NOUNS) and toks[r + 1].text in {",", "-", "—", "–"}:
            # ("Ysolt's dad, bless him, says …": a named person's relative too)
            head = r + 1  # 'My dentist, who's lovely, says …', 'The estate agent, a guy …, said'
        elif r + 2 < len(toks) and toks[p0].low in _POSS | {"the"} and toks[r].low in (
                EN_ROLE_NOUNS) and toks[r + 1].text[:1].isupper() and names.is_name(
                toks, r + 1) and toks[r + 2].text in {",", "-", "—", "–"}:
            head = r + 2  # ('My cousin Ysolt, who lives abroad, said …': the role's name too)
    if head is not None and (c := comma_apposition_end(toks, head)) is not None:
        aside = c - 1  # 'Wait, Ysolt, the one from the choir, says …': the apposition's commas
    elif head is not None and aside_then_report(toks, head):
        # 'Cuthred, bless him, thinks …': the name's aside is no clause of its own
        aside = next((j for j in range(head + 2, len(toks)) if toks[j].text in {",", "-", "—",
                                                                              "–"}
                      and toks[j - 1].low != "know"), 0)
    for i, t in enumerate(toks):
        if t.text in QUOTE_MARKS:
            quoted = not quoted
        if quoted or i == 0 or i <= aside:
            continue
        full = i + 3 < len(toks) and toks[i + 2].text[:1].isupper() and toks[i + 2].text.replace(
            "-", "").isalpha() and toks[i + 3].text == ","  # (a name and a surname)
        if t.text == "," and i + 2 < len(toks) and (toks[i + 2].text == "," or full) and (
                toks[i - 1].low in PERSON_NOUNS or toks[i - 1].low in EN_ROLE_NOUNS) and (
                i > 1 and toks[i - 2].low in _DETS_OF_ROLE | _A_ONE or i > 2 and (
                    # ('the site manager, Berengar, says …': a noun before the role; 'a retired
                    # nurse, Ysolt Vell, said …')
                    toks[i - 3].low in _DETS_OF_ROLE | _A_ONE and toks[i - 2].text.isalpha()
                    and toks[i - 2].text.islower())) and toks[i + 1].text[:1].isupper() and (
                names.full_name_at(toks, i + 1) if full else names.is_name(toks, i + 1)):
            # '… and the mechanic, Dorrit, went "…"', 'then our landlord, Tamsk, said …': a name in
            # apposition to the person noun before it, no clause of its own
            aside = i + 2 + (toks[i + 2].text != ",")
            continue
        if t.text == "," and i + 3 < len(toks) and toks[i + 2].text == "," and (
                toks[i + 1].text[:1].isupper() and names.is_name(toks, i + 1)) and (
                toks[i + 3].low in _PAST_REPORTS | {"says", "told", "tells"}) and (
                (s0 := skip_openers(toks, 0, names)) + 2 < i
                and toks[s0].low in {"the", "a", "this", "that"}
                and toks[s0 + 1].low in PERSON_NOUNS | EN_ROLE_NOUNS
                and toks[s0 + 2].low in {"who", "that"}):
            # ('The man who valued the piano, X, said …': the person the relative describes,
            # named in apposition before the verb — no clause of its own)
            aside = i + 2
            continue
        if t.text == "," and toks[i - 1].text[:1].isupper() and names.is_name(toks, i - 1) and (
                c := comma_apposition_end(toks, i)) is not None:
            # ('X says Y, the treasurer, told her …': a name inside the clause with its role in
            # apposition, the verb after the closing comma still the name's)
            aside = c - 1
            continue
        if t.text == "," and (named := _role_named_at(toks, i, names)) is not None:
            # 'the head, Mr Ovrend, walks in …', 'my tutor at the night class, Tesk Amberly,
            # says …': a titled or two-word name in apposition to a role (and the place phrase
            # that tells which one), no clause of its own
            aside = named.end - 1
            continue
        if t.text == "," and i + 2 < len(toks) and toks[i + 1].low in {"who", "who's"} and (
                toks[i - 1].low in PERSON_NOUNS or toks[i - 1].low in EN_ROLE_NOUNS
                or toks[i - 1].text[:1].isupper() and names.is_name(toks, i - 1)) and (any(
                frame_verb(toks, j) for j in range(start, i - 1))
                or any(x.low in _UNNAMED_LEADS for x in toks[start:i - 1])):
            # 'X said her nephew, who drives buses, reckons …': a relative aside on a person
            # inside the clause, the verb after its closing comma still the person's
            c = next((j for j in range(i + 3, min(i + 12, len(toks) - 1))
                      if not toks[j].text[:1].isalnum() and toks[j].text not in {"-", "'"}),
                     None)
            if c is not None and toks[c].text == "," and (
                    toks[c + 1].low in W.REPORT_VERBS or frame_verb(toks, c + 1)):
                aside = c
                continue
        src = source_aside_end(toks, i) if t.text == "," else None
        if src is not None:
            # ', and that's from Ysolt, who had it from …, the …': the aside names the
            # report's sources; the clause goes on after its closing comma
            aside = next((j for j in range(src, len(toks)) if toks[j].text == ","), len(toks))
            continue
        comma = t.text in {",", ";", "-", "–", "—"}
        if not comma and t.low not in _SPLIT_CONJ:
            continue
        if not comma and _so_complement(toks, i):
            continue  # ('doesn't think so, …', 'told me so': the verb's own 'so', no conjunction)
        if not comma and proper_pair(toks, i):
            continue  # 'the Fox & Drum is …', 'the Crown and Anchor': one name of a place
        if t.text in {"-", "–", "—"} and not (
                i > 0 and toks[i - 1].end < t.start and (opens_lead(toks, i + 1)
                                                         or _frame_opens(toks, i + 1)
                                                         or _message_ends(toks, i)
                                                         or _thats_what_at(toks, i + 1)
                                                         # ('… on Saturday - so good')
                                                         or _verdict_tail(toks, i + 1))):
            # a spaced dash splits before a report's frame only ('… - her boss told me'), or
            # after a message named ('Brannoc texted - the ferry's off': the message follows)
            continue
        k = i + 1
        if comma and k < len(toks) and toks[k].low in _SPLIT_CONJ:
            k += 1
            if k + 1 < len(toks) and toks[k - 1].low in {"and", "but", "so"} and (
                    toks[k].low == "then"):
                k += 1  # '…, and then the …': the next event of a story, a clause of its own
        if k + 1 < len(toks) and toks[k].low in {"now", "also", "still"} and (
                toks[k + 1].low in _PERSON_SUBJ or toks[k + 1].low in _SUBJ_CONTRACTED):
            k += 1  # '… and now he's saying …': a time adverb before the clause's own subject
        if [x.low for x in toks[k:k + 2]] in (["i", "quote"], ["i'm", "quoting"]) or comma and (
                [x.low for x in toks[max(0, i - 2):i]] in (["i", "quote"], ["i'm", "quoting"])):
            # 'said, and I quote, …': an aside, not a clause of the speaker's; the report goes
            # on after its closing comma
            continue
        before = toks[start:i]
        if not comma and _person_np_only(before, names):
            continue  # "X's brother and his wife said …": two holders of one frame, no clause
        if not comma and len(before) > 1 and before[0].low in W.AUX and k < len(toks) and (
                _person_np_only(before[1:], names) or len(before) == 2 and (
                    before[1].text[:1].isupper() and names.is_name(before, 1))) and (
                toks[k].low in _POSS or toks[k].text[:1].isupper() and names.is_name(toks, k)):
            continue  # ('Did X and Y come?', 'Has your mum and X …': a question's two subjects)
        if (sum(x.text[:1].isalpha() for x in before) < 2 or not any(
                # (a capitalised first name is no verb by its shape: 'Per Alfred, …')
                x.text[:1].isalpha() and finite(x.low)
                and not (x.text[:1].isupper() and name_not_word(x.low)) for x in before)) and not (
                comma and _reply_word(before) and _subject_clause_at(toks, k, names, True)
        ) and not (comma and sum(x.text[:1].isalnum() for x in before) >= 2
                   and _closing_frame(toks, k, names)) and not (
                # ('way sharper than Ysolt, she actually knew …': a verbless comparative verdict,
                # then a clause with a pronoun subject and a verb of its own)
                comma and _comparative_verdict(before) and k < len(toks)
                and toks[k].low in _PERSON_SUBJ | _SUBJ_CONTRACTED
                and _subject_clause_at(toks, k, names, True)):
            # ('£40 cancellation fee, she says.': a verbless report before its postposed frame)
            continue
        if comma and opens_lead(toks, _past_evidential(toks, skip_openers(toks, start, names))):
            continue  # 'According to Ottoline's brother, they're …': the frame's proposition
            # ('Apparently, according to …': after an evidential too)
        if comma and (before and before[-1].low == "that" and _reported_that(before)
                      and opens_lead(toks, _past_evidential(toks, k)) or any(
                (toks[j - 1].low == "that" and _reported_that(toks[start:j])
                 or toks[j - 1].text == "," and j > start + 1 and toks[j - 2].low == "that"
                 and _reported_that(toks[start:j - 1])) and (
                    opens_lead(toks, _past_evidential(toks, j))
                    or j + 1 == i and toks[j].low in {"apparently", "supposedly", "reportedly"})
                for j in range(start + 1, i))):
            # 'X said that, according to Y, …', 'X said that according to Y, …', 'X told me that
            # apparently, …': a report's 'that' waits for its clause, which a lead opens
            continue
        last = toks[i - 1].low
        if comma and last in {"um", "uh", "er", "erm", "like"} and i > 2 and (
                toks[i - 2].text == ","
                and (toks[i - 3].low in W.REPORT_VERBS
                     or toks[i - 3].low in {"saying", "telling"})):
            continue  # 'was saying, like, the quiz …': a hesitation before the reported clause
        if comma and (last in _GOT_IN_TOUCH or last in {"me", "us"} and i > 1 and (
                toks[i - 2].low in _GOT_IN_TOUCH)) and _frame_opens(toks, k) and (
                toks[k].low not in _PERSON_SUBJ):
            # 'X called (me), her boss reckons …': the call passed the report on (not '…, she
            # says …', the caller's own word, a clause of its own after the call's record)
            continue
        if comma and _quotative_like(toks, i - 1):
            continue  # "she's like, he never …": the quotative's speech follows its comma
        if comma and i > 1 and (last == "goes" and toks[i - 2].text[:1].isalpha() or (
                last == "go" and toks[i - 2].low in {"they", "i", "we", "you"}
                and not (i > 2 and toks[i - 3].low in _SUBORDINATORS | {"if", "unless"}))):
            continue  # 'so Dana goes, my brother says …', 'and they go, it's …': the same
        if comma and i > 1 and last == "went" and _went_quoting(toks, i, names):
            continue  # 'and then X went, the pier's a death trap': the quotative 'went'
        if comma and i > 2 and last in QUOTE_INTERJECTIONS and (
                toks[i - 2].text == "," and i > 3 and _quotative_at(toks, i - 3)
                or _quotative_at(toks, i - 2)):
            continue  # 'was like, oh, it's …', 'was like nope, it's …', 'goes wow, …': an
            # interjection opens the quotative's speech
        if comma and i > 3 and [x.low for x in toks[i - 2:i]] in _TWO_WORD_INTERJECTIONS and (
                toks[i - 3].text == "," and i > 4 and _quotative_at(toks, i - 4)
                or _quotative_at(toks, i - 3)):
            continue  # 'was like, no way, the spa is …': a two-word interjection, the same
        if t.text == "," and i > 2 and last in {"was", "is", "were", "are"} and (
                toks[i - 2].low in _NOUN_FRAME_WORDS) and (
                toks[i - 3].low in _POSS or toks[i - 3].low.endswith("'s")
                or i > 3 and toks[i - 4].low.endswith("'s") or i > 3 and toks[i - 4].low in _POSS
        ) and _subject_clause_at(toks, k, names, True):
            continue  # "X's answer was, the pier is …", 'her exact words were, …': the noun of
            # saying's clause follows the comma
        if comma and t.text == "," and (_source_clause(toks, start, i, names) or any(
                toks[w].low == "who" and _who_told_me(toks, w) == i + 1
                for w in range(start + 2, i - 1))) and (
                _subject_clause_at(toks, k, names, True) or toks[k].low in _EVIDENTIALS):
            continue  # 'X got it from Y (who got it from Z), the …', 'passed it on to me, …',
            # 'X told Y, who passed it on to me, …': the news the clause before passed on
            # follows its comma ('X heard from Y, apparently …': an evidential before it too)
        if (
            # ('not sure if you heard but X thinks …': a 'but' ends the clause of the verb)
            last in W.REPORT_VERBS and t.low != "but"
            or comma and (answered_clause(toks, i - 1) or answered_clause(toks, i - 2))
            or last in _OBJ_PRON
            and i > 1
            and toks[i - 2].low in W.REPORT_VERBS
        ) and not (comma and k < len(toks) and frame_verb(toks, k)) and not (
            # 'not what I heard, …': the verb's object is the 'what' before it
            i > 2 and toks[i - 3].low == "what"
        ) and not (t.text in {"-", "–", "—"} and _message_ends(toks, i)) and not (
            # ('X replied, and then the …', 'X wrote back, then …': the next event of the
            # story, no complement of the verb)
            comma and any(x < len(toks) and toks[x].low == "then" for x in (i + 1, i + 2))
            and toks[i + 1].low in {"then", "and", "but", "so"}
        ):
            continue  # 'Mina told me, …': the frame's complement follows (not '…, says …')
        if comma and k + 1 < len(toks) and toks[k].low in ("saying", "adding") and any(
                x.text[:1].isalpha() and verb_row(toks, x_i) is not None
                for x_i, x in enumerate(toks[start:i], start)):
            continue  # 'X pushed back, saying …', 'X replied, adding …': the participle of
            # saying goes with the subject of the verb before it
        if comma and k + 1 < len(toks) and toks[k].low == "that" and (
                toks[k + 1].low.split("'")[0] in _THAT_CLAUSE_SUBJ
                or toks[k + 1].low.endswith("'s")) and any(
                x.low in W.REPORT_VERBS for x in toks[start:i]):
            continue  # 'heard it from the cheese guy, Paolo, that it's …': the complementiser
        j = k
        while j < len(toks) and (toks[j].low in _STANCE_OPENERS or toks[j].text == ","):
            j += 1  # '… but honestly that sounds …': the speaker's own view starts
        stance_clause = k < j < len(toks) and (
            _subject_clause_at(toks, j, names, True)
            # '… but honestly I reckon she's …': the speaker's own clause after the stance word
            or toks[j].low in {"i", "we"} and _verb_follows(toks, j + 1)
            or toks[j].low in _FIRST_CONTRACTED
            or toks[j].low in {"the", "this", "that", "these", "those"}
            and any(_verb_follows(toks, x, 1) for x in range(j + 1, min(j + 4, len(toks))))
            # '… in June and honestly best view in the valley': a verbless verdict of its own
            or toks[j].low in {"best", "worst"} and j + 1 < len(toks) and (
                toks[j + 1].text.isalpha() and toks[j + 1].low not in W.PRONOUNS
                and toks[j + 1].low not in W.PREPOSITIONS)
        )
        # '…, says it's the third time': a reporting verb whose subject is the one just named
        past_zero = comma and k + 2 < len(toks) and toks[k].low in _PAST_REPORTS
        zero_subject = (
            comma
            and k + 2 < len(toks)
            and (toks[k].low.endswith("s") and not toks[k].low.endswith("ss") or past_zero)
            and frame_verb(toks, k)
            and not toks[k + 1].text[:1].isupper()
            and (
                toks[k + 1].low not in {"he", "she", "they", "i", "my", "his", "her", "their"}
                # '…, says he won't be back': the pronoun is the reported clause's subject
                or toks[k + 1].low in {"he", "she", "they", "i"} and _verb_follows(toks, k + 2, 2)
                # '…, says their keeper used to …': a possessed subject and its verb
                or toks[k + 1].low in {"my", "his", "her", "their"} and _verb_follows(
                    toks, k + 3, 2)
            )
        )
        # "Ysolt's hooked, keeps saying …", "he's smitten, won't stop calling it …": a habitual
        # aspect verb whose subject is left out — the subject of the clause before it
        aspect_zero = comma and k + 2 < len(toks) and _habitual_at(toks, k) and (
            _chain_subject(toks, names) is not None)
        # ('X tried the new spa, wasn't a fan', '…, wasn't impressed': the state of the
        # sentence's subject, its subject and 'be' left out)
        state_zero = comma and k + 1 < len(toks) and toks[k].low in _NEG_BE and (
            toks[k + 1].low in _NOT_STATES or [x.low for x in toks[k + 1:k + 3]] == ["a", "fan"])
        if state_zero and not subject_cut and (lead := _lead_subject(toks, names)):
            subject_cut = (len(cuts) + 1, lead)
        # ('X loved it and bought the book', 'I hated the film and walked out': an attitude,
        # then a past act of the same subject — the view and the record, both)
        act_zero = not comma and not subject_cut and t.low in {"and", "then"} and (
            k < len(toks) and is_past(toks[k].low) and not frame_verb(toks, k)) and (
            (act_lead := _attitude_lead(toks, start, i, names)) is not None)
        if act_zero:
            subject_cut = (len(cuts) + 1, act_lead)
        # ('X said the pier was a joke and walked out', 'then X announces it's off and hands Y
        # the keys', 'X goes "…" and walks out': a report, then an act of its teller in the
        # same tense — the report and the record, both)
        kk = k + (not comma and k < len(toks) and toks[k].low == "then")
        act_after = not comma and not subject_cut and t.low == "and" and not act_zero and (
            (told_lead := _report_then_act(toks, start, i, kk, names)) is not None)
        if act_after:
            subject_cut, k = (len(cuts) + 1, told_lead), kk
        # '…, says Radegund.': a reporting verb and its holder after the proposition
        inverted = (
            comma
            and frame_verb(toks, k)
            and 0 < sum(t.text[:1].isalnum() for t in toks[k + 1:]) <= 5
            and (toks[k + 1].text[:1].isupper() or toks[k + 1].low in _POSS | {"the"}
                 or _lower_name_closing(toks, k + 1) is not None)
        )
        if (
            _subject_clause_at(toks, k, names, comma)
            # ('…, so good': the 'so' of degree taken for a conjunction)
            or comma and (_verdict_tail(toks, k) or k > i + 1 and _verdict_tail(toks, i + 1))
            or stance_clause
            or zero_subject
            or aspect_zero
            or state_zero
            or act_zero
            or act_after
            or inverted
            # '…, according to him the rent doubled', '… but according to Ysolt it …'
            or (comma or t.low in {"and", "but", "so"}) and opens_lead(toks, _past_hedge(toks, k))
            # '… but apparently the caretaker says …', '…, the trainer told me …': an
            # unnamed-source lead or a holder with its reporting verb opens a clause of its own
            or (comma or t.low in {"and", "but", "so"}) and _frame_opens(toks, k)
            # 'the caretaker phoned - rent's going up': after a message named, its content
            or t.text in {"-", "–", "—"} and _message_ends(toks, i)
            # '… — well, that's what her brother told me', '…, or at least that's what X told
            # Y, who told me': the source pointed back to
            or comma and _thats_what_at(toks, k)
        ):
            b = i
            while b - 1 > start and (
                toks[b - 1].text in {",", ";"} or toks[b - 1].low in _SPLIT_CONJ
            ) and not (b - 2 >= start and _so_complement(toks, b - 1)):
                b -= 1  # '… and then we …', '…, or so she says' (not 'doesn't think so, …')
            cuts.append((toks[b].start, toks[k].start))
            if zero_subject and past_zero and not subject_cut:
                # 'my sister went to one of her readings, said she …': the past report's
                # subject is the sentence's subject, said again for the clause read alone
                subject_cut = (len(cuts), _lead_subject(toks, names))
            elif aspect_zero and not zero_subject and not subject_cut:
                subject_cut = (len(cuts), _chain_subject(toks, names))
            start = k
    if not cuts:
        return [sent]
    parts, a = [], 0
    for end, nxt in cuts:
        parts.append(sent[a:end].strip())
        a = nxt
    parts.append(sent[a:].strip())
    if subject_cut and subject_cut[1] and subject_cut[0] < len(parts):
        n = subject_cut[0]
        parts[n] = f"{subject_cut[1]} {parts[n]}"
    return [p for p in parts if p]


# a clause that names where news came from ('got it from', 'heard that off', 'had it from')
# or that the subject passed it on ('passed it on (to me)')
_GOT_FROM_VERBS = frozenset({"got", "get", "gets", "heard", "hear", "hears", "had"})
_PASS_VERBS = frozenset({"passed", "pass", "passes"})


def _source_clause(toks: Sequence[Tok], start: int, end: int, names: Names) -> bool:
    """Does the clause ``toks[start:end]`` end in a person as the source of news — '(X) got it
    from Y', '… heard it off my cousin, who got it from Z', '(X) passed it on (to me)', 'X was
    told by Y' — with
    nothing after the source but its noun phrase (a relative 'who got it from …' too)?"""
    j = next((x for x in range(start, min(start + 6, end))
              if toks[x].low in _GOT_FROM_VERBS | _PASS_VERBS | {"told"}), None)
    if j is None or j + 2 > end:
        return False
    j += toks[j].low == "got" and toks[j + 1].low == "told"  # ('got told by …')
    if toks[j].low == "told":
        k = j + 1  # ('X was told by Y, …', 'got told by my landlord, …')
        if toks[k].low != "by":
            return False
    elif j + 3 < end and toks[j].low in _GOT_FROM_VERBS and toks[j + 1].low in {
            "a", "an", "the", "this"} and toks[j + 2].low in _MESSAGE_NOUNS and (
            toks[j + 3].low == "from"):
        k = j + 3  # ('X had a voicemail from Y, …': the news the message brought follows)
    elif toks[j].low in {"heard", "hear", "hears"} and toks[j + 1].low in {"from", "off"} and (
            j > start and (names.is_name(toks, j - 1) or toks[j - 1].low in _PERSON_SUBJ
                           or toks[j - 1].low in EN_ROLE_NOUNS)):
        k = j + 1  # ('X heard from Y, …': the news X heard follows the comma)
    elif toks[j + 1].low not in {"it", "that", "this"}:
        return False
    elif toks[j].low in _PASS_VERBS:
        rest = [t.low.replace("along", "on") for t in toks[j + 2:end]]
        return rest in (["on"], ["on", "to", "me"], ["on", "to", "us"])
    else:
        k = j + 2
    while k < end and toks[k].low in {"from", "off", "by"}:
        np_end = _person_np_end(toks, k + 1, end, names)
        if np_end is None:
            return False
        k = np_end
        k += k < end and toks[k].text == ","
        if k + 3 < end and toks[k].low == "who" and toks[k + 1].low in _GOT_FROM_VERBS and (
                toks[k + 2].low in {"it", "that", "this"}):
            k += 3  # ('… who got it from Z': one more source down the chain)
    return k == end


def _person_np_end(toks: Sequence[Tok], k: int, end: int, names: Names) -> int | None:
    """The end of a person's noun phrase at ``k`` (before ``end``): a name (a first and last
    name too), him/her/them, or a possessive or 'the' with a relation or role noun ('my
    cousin', 'her older brother', 'the landlord'); else None."""
    if k >= end:
        return None
    if toks[k].low in {"him", "her", "them"} and (k + 1 == end or not toks[k + 1].text.isalpha()):
        return k + 1
    if toks[k].text[:1].isupper() and k + 1 < end and names.full_name_at(toks, k):
        return k + 2
    if toks[k].text[:1].isupper() and names.is_name(toks, k) or toks[k].text.islower() and (
            plain_first_name(toks[k].text)):
        return k + 1  # (a first name typed in lower case too: 'got told by ysolt, …')
    if toks[k].low in _POSS | {"the"}:
        for h in range(k + 1, min(k + 4, end)):
            if toks[h].low in EN_ROLE_NOUNS or toks[h].low in PERSON_NOUNS:
                return h + 1
            if not toks[h].text.isalpha():
                return None
    return None


_DETS_OF_ROLE = frozenset({"the", "this", "that", "my", "our", "his", "her", "their", "your"})
_A_ONE = frozenset({"a", "an", "one", "another"})
_BE_FORMS = frozenset({"be", "being", "been"})


def _role_named_at(toks: Sequence[Tok], i: int, names: Names) -> Holder | None:
    """The name in apposition opened by the comma at ``i`` when a role phrase ends before it: a
    determiner and a person or role noun, the noun perhaps followed by the place phrase that
    tells which one ('my tutor at the night class, Tesk Amberly,')."""
    if i > 1 and toks[i - 2].low in _DETS_OF_ROLE and toks[i - 1].text.isalpha() and (
            toks[i - 1].text.islower()) and i + 1 < len(toks) and toks[i + 1].low in TITLES:
        return _named_apposition(toks, i, names)  # 'the head, Mr Ovrend,': a titled name
    for j in range(i - 1, max(0, i - 8), -1):
        if not toks[j].text[:1].isalnum():
            return None
        d = j - 1
        while j - 3 < d > 0 and toks[d].text.isalpha() and toks[d].text.islower() and (
                toks[d].low not in _DETS_OF_ROLE and toks[d].low not in W.STOPWORDS
                and not is_past(toks[d].low)):
            d -= 1  # ('the call centre guy, X,': the nouns that tell which person)
        if (toks[j].low in PERSON_NOUNS or toks[j].low in EN_ROLE_NOUNS) and (
                toks[d].low in _DETS_OF_ROLE):
            if j == i - 1:
                return _named_apposition(toks, i, names)
            return _placed_then_name(toks, j + 1, names)
    return None


_GOT_IN_TOUCH = frozenset({"rang", "rung", "phoned", "called", "texted", "messaged", "emailed",
                           "facetimed", "rings", "phones", "calls", "texts", "messages"})
_CAME = frozenset({"came", "arrived", "landed", "come", "arrives", "comes"})
_CAME_TO_SAY = frozenset({"came", "wrote", "visited", "said", "told", "says", "reckons"})


def _closing_frame(toks: Sequence[Tok], k: int, names: Names) -> bool:
    """'she says', 'Ysolt reckons', 'he told me' closing its sentence: a holder (a pronoun or a
    name) and a verb of saying with nothing reported after it."""
    if k + 1 >= len(toks):
        return False
    holder = toks[k].low in _PERSON_SUBJ or toks[k].text[:1].isupper() and names.is_name(toks, k)
    if not holder or not frame_verb(toks, k + 1):
        return False
    end = next((j for j in range(k + 2, len(toks)) if toks[j].text in {".", "!", "?", ";"}),
               len(toks))
    return all(t.low in W.CLOSING_TRAILERS for t in toks[k + 2:end] if t.text[:1].isalnum())


_NP_PREPOSITIONS = frozenset(
    "from of at with to for by about in into near behind than like".split())  # noqa: SIM905


# a chain of telling said as two clauses ('Ysolt told Mira and Mira told me …', '… told my
# sister, and she told me …', '… told Mira and then she passed it on to me'): the same as '…
# told Mira, who told me …' — the one told passed it on, the words are the first teller's
_TOLD_AND_TOLD = re.compile(
    r"\b(?P<verb>told|texted|messaged)[ \t]+(?P<rec>(?:my|his|her|their|our)[ \t]+"
    r"[a-z]+|[A-Z][a-z]+(?:[ \t]+[A-Z](?:'[A-Z])?[a-z]+(?:-[A-Z][a-z]+)?)?)"  # (a full name too)
    r"[ \t]*,?[ \t]+and[ \t]+(?:then[ \t]+)?(?P<subj>she|he|they|[A-Z][a-z]+)"
    r"[ \t]+(?:then[ \t]+)?(?P<pass>told|texted|messaged|passed[ \t]+it[ \t]+on[ \t]+to)"
    r"[ \t]+(?P<me>me|us)\b")


def _told_and_told(m: re.Match[str]) -> str:
    rec, subj = m["rec"], m["subj"]
    if subj[:1].isupper():
        if name_key(subj) != name_key(rec):
            return m.group(0)
    elif " " in rec and not rec[:1].isupper():
        if not compatible(subj, rec):
            return m.group(0)
    elif (g := name_gender(rec)) is not None and subj != "they" and g != (
            "f" if subj == "she" else "m"):
        return m.group(0)  # ('… told Mira and he told me': the teller told the speaker too)
    return f"{m['verb']} {rec}, who {m['pass']} {m['me']}"


def _unpunctuated_frame(sent: str, names: Names, speaker: str, listener: str | None) -> str:
    """'the gym is a rip off my sister says', '… she reckons lol', '… says my sister': chat
    leaves out the comma before a frame closing its sentence (a holder and a verb of saying with
    nothing reported after it, or the verb and its holder); the comma is put back so the frame
    is read as postposed, as '…, my sister says' is. Not after a word that makes the person and
    verb part of the clause ('what she says', 'than he thought', 'I know she said') nor after a
    definite noun they may qualify ('the cafe my sister said')."""
    if sent.rstrip().endswith("?"):
        return sent
    toks = tokenize(sent)
    # every reading below ends on a verb of saying or belief at 2 or later: none, nothing to do
    if not any(frame_verb(toks, j) for j in range(2, len(toks))):
        return sent
    disc = Discourse().turn("", speaker, listener)
    for c in range(2, len(toks)):
        prev = toks[c - 1]
        if not prev.text[:1].isalnum() or prev.low in W.NO_CLOSING_AFTER or prev.low in (
                W.REPORT_VERBS) or prev.low in _OBJ_PRON and toks[c - 2].low in W.REPORT_VERBS:
            continue
        if prev.low in W.AUX or prev.low in _NP_PREPOSITIONS and not (
                toks[c].low in _PERSON_SUBJ or frame_verb(toks, c)):
            continue  # 'what did they say' (asked), 'X from the bookshop claims' (one holder)
        brk = max((j for j in range(c) if toks[j].text in {",", ";", "-", "–", "—"}), default=-1)
        if brk >= 0 and not evaluates(toks, brk + 1) and not any(
                x.text[:1].isalpha() and finite(x.low) for x in toks[brk + 1:c]):
            continue  # '…, 400 quid he said': a verbless stretch after a comma judging nothing
        if toks[c - 2].low in W.DEFINITE or c > 2 and toks[c - 3].low in W.DEFINITE and (
                toks[c - 2].text[:1].isalpha() and not finite(toks[c - 2].low)):
            continue
        if sum(t.text[:1].isalnum() for t in toks[skip_openers(toks, 0, names):c]) < 2:
            continue
        t = toks[c]
        end: int | None = None
        if frame_verb(toks, c) and (t.low.endswith("s") or t.low in _PAST_REPORTS):
            # ('… says my sister', '… said ombreth')
            h = holder_np(toks, c + 1, disc, names, None, lenient=True)
            if h is not None and not h.pronoun and h.name not in {speaker, SOMEONE}:
                end = h.end
            elif _lower_name_closing(toks, c + 1):
                end = c + 2
        elif t.low in _PERSON_SUBJ:
            end = c + 2 if frame_verb(toks, c + 1) else None  # ('… she says')
        elif t.low in _POSS or t.low == "ur":
            # ('… her boss reckons', '… my moms friend says': whose it is, resolved later)
            end = next((j + 1 for j in (c + 2, c + 3) if j < len(toks) and frame_verb(toks, j)
                        and toks[j - 1].low in PERSON_NOUNS | EN_ROLE_NOUNS), None)
        elif t.low == "the" or t.text[:1].isupper() and (
                names.is_name(toks, c) or t.low.endswith("'s")) or t.text.islower() and (
                no_english_word(t.low.removesuffix("'s"))):
            # ('… the landlord says', '… Ombreth's mum says', '… ombreth reckons')
            h = holder_np(toks, c, disc, names, None, lower_ok=True, lenient=True)
            if h is not None and h.end < len(toks) and frame_verb(toks, h.end) and (
                    h.name not in {speaker, SOMEONE}):
                end = h.end + 1
        if end is None:
            continue
        if all(x.low in W.CLOSING_TRAILERS or x.low in W.AFTERWORDS_OF_FRAME
               for x in toks[end:] if x.text[:1].isalnum()):
            rest = sent[t.start:]
            if t.text.islower() and no_english_word(t.low.removesuffix("'s")):
                rest = rest[:1].upper() + rest[1:]  # ('… ombreth says': a name, capitalised)
            return sent[:t.start].rstrip() + ", " + rest
    return sent


# past verbs of saying whose subject a clause after a comma may leave out ('…, said she …')
_PAST_REPORTS = frozenset({"said", "reckoned", "mentioned", "claimed", "swore", "reckons",
                           "thought"})
_NEG_BE = frozenset({"wasn't", "wasnt", "isn't", "isnt", "weren't", "werent"})


# a role phrase with a reduced relative clause, set off after a clause: '…, the plumber Kofi
# recommended', '…, a tutor my sister used', '…, the guy that we hired'
_ROLE_APPOSITION = re.compile(
    r"^(?:the|a|an|this|that|our|my)\s+(?:[a-z]+\s+)?(?P<role>[a-z]+)\s+(?:(?:that|who|whom)\s+)?"
    # ('the roofer Ysolt's aunt recommended': a recommender who is someone's relative)
    r"(?:[A-Z][a-z]+(?:'s\s+[a-z]+)?|I|we|you|he|she|they|(?:my|our|his|her|their)\s+[a-z]+)"
    r"\s+[a-z]+ed"
    r"(?:\s+(?:to|for)\s+(?:us|me|him|her|them))?\s*[.!]*$")


# 'the joiner popped over after lunch, Osbeorn, …': a role as the clause's subject, and after
# the clause the person's name in apposition to it
_ROLE_THEN_NAME = re.compile(
    r"^\W*(?:(?:so|and|well|right|ok|okay|oh)\W+)*(?P<det>(?:the|our|my)\s+)?(?P<role>[a-z]+)\s+"
    r"(?P<rest>[^,;:\"]{3,60}?),\s+(?P<name>[A-Z][a-z'-]+)\s*(?:,|[.!]|$)", re.I)


def _name_after_role(ctx: Ctx, clause: str) -> None:
    """'The joiner popped over after lunch, Osbeorn.', 'The sparky came, Ysolt, the one you
    found': the name after the clause is the role's person — a later 'he' is that name (not
    the role said as someone else), nor is the name one spoken to (the listener)."""
    m = _ROLE_THEN_NAME.match(clause)
    if m is None or ctx.disc is None or m["role"].lower() not in EN_ROLE_NOUNS or (
            m["role"].lower() in BARE_KIN) or not m["name"][:1].isupper() or (
            # ('Rep was in at ten, Osbeorn.': a role said bare, as chat does, is capitalised)
            not m["det"] and not m["role"][:1].isupper()):
        return
    name = m["name"]
    toks = tokenize(clause)
    k = next((j for j, t in enumerate(toks) if t.text == name), None)
    if k is None or not ctx.names.is_name(toks, k) or name in {ctx.speaker, ctx.listener} or (
            not any(finite(w) for w in m["rest"].lower().split())):
        return
    ctx.disc.named_as(m["role"].lower(), ctx.names.name_of(toks, k))
    if ctx.last_subject is not None and ctx.last_subject.lower() in {
            m["role"].lower(), f"the {m['role'].lower()}"}:
        # ('The joiner popped over, Osbeorn. Said …': the named one says it)
        ctx.last_subject = ctx.names.name_of(toks, k)


def _role_apposition(ctx: Ctx, prev: str, clause: str) -> str | None:
    """The person named as the subject of ``prev`` when ``clause`` is only a role phrase in
    apposition to them (``_ROLE_APPOSITION``), else None."""
    m = _ROLE_APPOSITION.match(clause.strip())
    if not m or m["role"] not in EN_ROLE_NOUNS and m["role"] not in PERSON_NOUNS:
        return None
    toks = tokenize(prev)
    subj = _lead_subject(toks, ctx.names)
    if subj is None or not subj[:1].isupper():
        return None
    p = skip_openers(toks, 0, ctx.names)
    return ctx.names.name_of(toks, p)


_EVIDENTIALS = frozenset({"apparently", "supposedly", "allegedly", "reportedly"})
_TWO_WORD_INTERJECTIONS = [["no", "way"], ["oh", "no"], ["oh", "god"], ["oh", "dear"],
                           ["my", "god"], ["oh", "wow"], ["bloody", "hell"], ["oh", "yeah"]]


def _past_hedge(toks: Sequence[Tok], k: int) -> int:
    """Past a hedge before a trailing source ('…, at least according to X', '…, well,
    according to X anyway', '… or at least according to X')."""
    if k + 1 < len(toks) and toks[k].low == "or" and toks[k + 1].low in {"at", "so"}:
        k += 1
    if k + 1 < len(toks) and toks[k].low == "at" and toks[k + 1].low == "least":
        k += 2
    elif k < len(toks) and toks[k].low in {"well", "or", "though", "tho"}:
        k += 1
    while k < len(toks) and toks[k].text == ",":
        k += 1
    return k


def _past_evidential(toks: Sequence[Tok], p: int) -> int:
    """Past an evidential and its comma opening the clause ('Apparently, according to …')."""
    if p < len(toks) and toks[p].low in _EVIDENTIALS:
        p += 1
        while p < len(toks) and toks[p].text == ",":
            p += 1
    return p


_PRESENT_BE = frozenset({"is", "are", "am", "isn't", "aren't", "has", "have", "hasn't", "haven't",
                         "does", "doesn't", "don't", "can't", "won't", "will"})


def _went_quoting(toks: Sequence[Tok], i: int, names: Names) -> bool:
    """Is the 'went' before the comma at ``i`` a quotative ('X went, the pier's a death trap',
    'and she went, it's not worth it') — a third person's, with a present-tense clause after it
    (speech keeps its own tense) — not the going of 'we went, it was grand'?"""
    subj = toks[i - 2]
    if not (subj.low in {"he", "she"} or subj.text[:1].isupper() and names.is_name(toks, i - 2)
            or subj.low in EN_ROLE_NOUNS and i > 2 and toks[i - 3].low in _POSS | {"the"}):
        return False
    for t in toks[i + 1:]:
        if not t.text[:1].isalpha():
            return False
        if t.low in _PRESENT_BE or "'" in t.low and t.low.split("'")[1] in {"s", "re", "ll"}:
            return True
        if is_past(t.low) or t.low in {"was", "were"}:
            return False
    return False


def _report_then_act(toks: Sequence[Tok], start: int, i: int, k: int,
                     names: Names) -> str | None:
    """The teller of a report from ``start`` to the 'and' at ``i`` when the verb at ``k`` is an
    act of theirs in the same tense as their verb of saying ('X said … and walked out', 'X
    announces … and hands …'), else None."""
    if start != 0 or k >= len(toks):
        return None
    p = skip_openers(toks, 0, names)
    lead = _lead_subject(toks, names) or (
        toks[p].text if p < len(toks) and toks[p].low in _PERSON_SUBJ else None)
    if lead is None:
        return None
    v = p + len(lead.split())
    while v < min(p + 6, i) and toks[v].low in BETWEEN and toks[v].low not in COPULA:
        v += 1
    if v >= i:
        return None
    quotative = toks[v].low == "goes" or v + 1 < i and toks[v].low in {"was", "is"} and (
        toks[v + 1].low == "like")
    if not (frame_verb(toks, v) or toks[v].low in W.REPORT_VERBS or quotative):
        return None
    if sum(t.text[:1].isalpha() for t in toks[v + 1:i]) < 2:
        return None
    e = v + 1 + (v + 1 < i and toks[v + 1].low in {"that", "like"})
    if e < i and (toks[e].low.split("'")[0] in _PERSON_SUBJ | {"i", "we", "you"}) or (
            toks[i - 1].text[:1].isalpha() and (is_past(toks[i - 1].low) or finite(
                toks[i - 1].low) and toks[i - 1].low.endswith("s"))):
        # ('X said they shut early and went home', 'X said the shop closed and moved': the act
        # after 'and' may go on with the reported clause's own subject — left as it was)
        return None
    act = toks[k].low
    if not act.isalpha() or frame_verb(toks, k) or act in W.REPORT_VERBS or act in COPULA or (
            act in W.AUX):
        return None
    said = toks[v].low
    past = is_past(said) or said == "was"
    present = said.endswith("s") and not past
    if past and is_past(act) or present and act.endswith("s") and not act.endswith("ss") and (
            finite(act)):
        return lead
    return None


def _attitude_lead(toks: Sequence[Tok], start: int, end: int, names: Names) -> str | None:
    """The subject of a clause from ``start`` to ``end`` that is only an attitude verb and its
    object ('X loved it', 'my sister hated the film', 'I liked the hotel'), or None."""
    if start != 0:
        return None
    p = skip_openers(toks, 0, names)
    lead = "I" if p < len(toks) and toks[p].low == "i" else _lead_subject(toks, names)
    if lead is None:
        return None
    v = p + len(lead.split())
    row = verb_row(toks, v) if v < end else None
    if row is None or not row.attitude or row.after or not is_past(toks[v].low) or any(
            not t.text[:1].isalnum() or is_past(t.low) or t.low in W.AUX or t.low in COPULA
            for t in toks[v + 1:end]):
        return None
    return lead


def _lead_subject(toks: Sequence[Tok], names: Names) -> str | None:
    """The words of the sentence's subject when it is a person: a name ('Dana', 'Dana Rook') or a
    possessed noun phrase of up to three words ('my old housemate'), before its verb."""
    p = skip_openers(toks, 0, names)
    if p >= len(toks):
        return None
    if toks[p].text[:1].isupper() and names.is_name(toks, p) and not toks[p].low.endswith("'s"):
        return toks[p].text
    if toks[p].text[:1].isupper() and toks[p].low.endswith("'s") and names.is_name(toks, p) and (
            p + 2 < len(toks) and toks[p + 1].low in EN_ROLE_NOUNS and (
                finite(toks[p + 2].low) or toks[p + 2].low in W.AUX)):
        # "Ysolt's boss went last week, said …": a name's relative, the whole of the subject
        return f"{toks[p].text} {toks[p + 1].text}"
    if toks[p].low in _POSS or toks[p].low == "the" and any(
            t.low in EN_ROLE_NOUNS for t in toks[p + 1:p + 3]):
        # ('the landlord complained about it, said …': a role known to both, the same)
        k = p + 1
        while k < min(p + 4, len(toks)) and toks[k].text.isalpha() and not finite(toks[k].low):
            k += 1
        if k > p + 1 and k < len(toks) and (finite(toks[k].low) or toks[k].low in W.AUX) and (
                toks[p].low != "the" or toks[k - 1].low in EN_ROLE_NOUNS):
            return " ".join(t.text for t in toks[p:k])
    return None


_HABITUAL = frozenset({"keeps", "kept", "always", "constantly", "forever"})
_CANNOT_STOP = frozenset({"won't", "wont", "can't", "cant", "couldn't", "wouldn't"})


def _habitual_at(toks: Sequence[Tok], k: int) -> bool:
    """'keeps saying', 'kept calling it', 'always says', "won't stop going on about": a verb of
    habitual aspect opening a clause, its subject left out."""
    t = toks[k].low
    if t in _CANNOT_STOP:
        return k + 2 < len(toks) and toks[k + 1].low == "stop" and toks[k + 2].low.endswith("ing")
    if t not in _HABITUAL:
        return False
    nxt = toks[k + 1].low
    if t in {"keeps", "kept"}:
        return nxt.endswith("ing") and len(nxt) > 4 or nxt == "on"
    return frame_verb(toks, k + 1) and (nxt.endswith("s") or is_past(nxt))


def _chain_subject(toks: Sequence[Tok], names: Names) -> str | None:
    """The person the sentence opens on, for a clause that goes on with its subject left out:
    the lead subject ('Dana', 'my cousin'), a third-person pronoun, or a name with its 'is'
    glued on ("Dana's hooked")."""
    lead = _lead_subject(toks, names)
    if lead:
        return lead
    p = skip_openers(toks, 0, names)
    if p + 1 >= len(toks):
        return None
    t = toks[p]
    base = t.low.split("'")[0]
    if base in {"he", "she", "they"} and (t.low != base or finite(toks[p + 1].low)
                                           or toks[p + 1].low in W.AUX):
        return base
    if t.low.endswith("'s") and t.text[:1].isupper() and names.is_name(toks, p) and (
            toks[p + 1].low in DEGREE or toks[p + 1].low in {"like", "so", "such", "totally",
                                                             "being", "been", "not"}
            or is_past(toks[p + 1].low) or valence(toks[p + 1].low) != 0):
        return t.text[:-2]
    return None


QUOTE_MARKS = frozenset({'"', "“", "”"})
# exclamations typed as abbreviations of oaths, and words of one's own envy or relief
_EXCLAMATIONS = frozenset("ffs wtf omfg smh jealous envious relieved gutted".split())
_THAT_CLAUSE_SUBJ = frozenset(
    "it it's he she they there we i you the his her their my our this these those".split())
_UNNAMED_LEADS = frozenset({"apparently", "supposedly", "reportedly", "allegedly"})


def _message_ends(toks: Sequence[Tok], i: int) -> bool:
    """Does a message or call named with nothing said yet end before token ``i`` ('Brannoc
    texted', 'my aunt messaged us', 'Ysolt messaged the group chat')?"""
    for j in range(max(1, i - 5), i):
        if toks[j].low in _MESSAGE_VERBS and toks[j - 1].text[:1].isalnum() and (
                j + 1 == i or j + 2 == i and toks[j + 1].low in {"me", "us"}
                or _group_told(toks, j + 1) == i):
            return True  # ('Brannoc messaged the group chat - …')
    return False


def _thats_what_at(toks: Sequence[Tok], k: int) -> bool:
    """'(well,) that's what X told me', 'or at least that's what X says': a source pointed back
    to, opening at ``k``."""
    while k < len(toks) and (toks[k].low in {"well", "or", "and", "but", "so", ","}
                             or toks[k].low == "at" and k + 1 < len(toks)
                             and toks[k + 1].low == "least"):
        k += 1 + (toks[k].low == "at")
    # (and '…, that's according to my cousin anyway': as ``_THATS_WHAT`` reads the pointer)
    return _THATS_WHAT.match(" ".join(t.low for t in toks[k:k + 4])) is not None


def _frame_opens(toks: Sequence[Tok], k: int) -> bool:
    """Does a reporting frame open a clause at ``k``: an unnamed-source lead before a clause
    ('apparently the chef …'), or a determined or possessed noun phrase of up to three words and
    its reporting verb ('the trainer told me', 'her coach says')?"""
    if k < len(toks) and toks[k].low in _UNNAMED_LEADS:
        k += 1 + (k + 1 < len(toks) and toks[k + 1].text == ",")
        return k < len(toks) and (toks[k].low in {"the", "my", "his", "her", "their", "our"}
                                  or toks[k].low in _PERSON_SUBJ or toks[k].low in _THING_SUBJ)
    v = k + 1
    while v < min(k + 3, len(toks)) and toks[v].low in BETWEEN and not frame_verb(toks, v):
        v += 1  # ('… - he was saying …', '… - she keeps telling everyone …')
    if v < len(toks) and toks[k].low in _PERSON_SUBJ and frame_verb(toks, v) and (
            v + 1 < len(toks) and toks[v + 1].text[:1].isalnum()):
        return True  # '… - he says the quiz is off'
    if k + 1 < len(toks) and toks[k].text[:1].isupper() and toks[k].text.isalpha() and (
            toks[k].text not in W.CAP_STOP) and (
            frame_verb(toks, k + 1) or aside_then_report(toks, k + 1)
            or comma_apposition_end(toks, k + 1) is not None):
        return True  # '… — Tamsk mentioned it after the match', '… — Tamsk, the captain, said so'
    if (e := _person_subject_end(toks, k)) is not None and e < len(toks) and frame_verb(toks, e):
        return True  # '…, but Mr. Tamsk thinks …', '… though Mum reckons …', '…, but Tamsk from
        # the depot said …': a titled name, a bare kin word, a name and its place or group
    if k >= len(toks) or toks[k].low not in {"the", "my", "his", "her", "their", "our"} and not (
            toks[k].low.endswith("'s") and toks[k].text[:1].isupper()):  # "Ysolt's boss says"
        return False
    for j in range(k + 1, min(k + 4, len(toks) - 1)):
        # '… - her whole argument was the hall is too cold', '… - his verdict: …': a possessed
        # noun of saying or judging, then 'is'/'was' or a colon (a noun row)
        if toks[j].low in _NOUN_FRAME_WORDS:
            return toks[k].low != "the" and toks[j + 1].low in {"is", "was", ":"}
        if not toks[j].text.isalpha():
            break
    for j in range(k + 1, min(k + 6, len(toks))):
        if not toks[j].text[:1].isalpha():
            return False
        if j > k + 1 and frame_verb(toks, j):
            return True
    return False



def _person_subject_end(toks: Sequence[Tok], k: int) -> int | None:
    """The index after a person named as a clause's subject at ``k``, in the shapes a plain
    capitalised name check misses: a title and its name ('Mr. Tamsk', 'Dr Ysolt'), a bare kin
    word used as a name ('Mum', 'gran'), or a name (a word that is also a name in a person's
    slot: 'Honor, …') followed by the place or group it is known by ('Tamsk from the depot',
    'Ysolt at work', 'Mr Tamsk from accounts'); else None."""
    if k >= len(toks) or not toks[k].text[:1].isalpha():
        return None
    e: int | None = None
    low = toks[k].low
    if low.rstrip(".") in TITLES and toks[k].text[:1].isupper():
        j = k + 1 + (k + 1 < len(toks) and toks[k + 1].text == ".")
        if j < len(toks) and toks[j].text[:1].isupper() and toks[j].text.isalpha() and (
                toks[j].text not in W.CAP_STOP):
            e = j + 1
    elif low in BARE_KIN and (k == 0 or toks[k - 1].low not in W.DETERMINERS and (
            toks[k - 1].low not in W.PRONOUNS)):
        e = k + 1
    elif toks[k].text[:1].isupper() and toks[k].text.isalpha() and (
            toks[k].text not in W.CAP_STOP or word_name_slot(toks, k)):
        e = k + 1
        if e < len(toks) and toks[e].text[:1].isupper() and toks[e].text.isalpha() and (
                toks[e].text not in W.CAP_STOP) and not frame_verb(toks, e):
            e += 1  # a surname
    if e is None:
        return None
    if e + 1 < len(toks) and toks[e].low in {"from", "at"}:
        j = e + 1 + (toks[e + 1].low == "the")
        if j < len(toks) and toks[j].text.isalpha() and not frame_verb(toks, j) and (
                toks[j].low not in W.PRONOUNS) and toks[j].low not in W.DETERMINERS:
            j += 1
            if j < len(toks) and toks[j].text.isalpha() and not frame_verb(toks, j) and (
                    toks[j].text[:1].isupper()):
                j += 1  # ('from Brindle Road')
            return j
    return e


_NOUN_FRAME_WORDS = frozenset(w for r in FRAMES_EN if r.kind == "noun" for w in r.words)


_TAIL_AFTERWORDS = frozenset({"actually", "tbh", "honestly", "though", "tho", "lol", "haha",
                              "really", "imo", "tbf", "ngl", "overall", "anyway"})


# what a trailing verdict is measured against ('… for a first go', 'given the weather')
_TAIL_MEASURE = frozenset({"for", "given", "considering"})


_NOUN_BEFORE = frozenset({"a", "an", "of", "total", "complete", "absolute", "utter", "proper",
                          "massive", "right", "real", "bit"})


def _verdict_tail(toks: Sequence[Tok], k: int) -> bool:
    """'… at the weekend, not too shabby', '… on Sunday, really good': a short verbless
    evaluation closing a sentence after a comma is a verdict of its own, not part of the clause
    before it (a record stays a record; the verdict becomes the speaker's view)."""
    cut = next((j for j in range(k + 2, len(toks)) if toks[j].low in _TAIL_MEASURE), None)
    if cut is not None and len(toks) - cut <= 6:
        toks = toks[:cut]  # '…, pretty decent for a first go', '…, not bad given the rain'
    words = [t.low for t in toks[k:] if t.text[:1].isalnum()]
    core = [w for w in words if w not in _TAIL_AFTERWORDS]
    if _verdict_by_shape(core):
        return True
    if core == ["never", "again"] or _set_phrase_verdict(toks, k, "") != 0:
        return True  # ('…, never again lol', '…, 10/10', '… - skip it': a set phrase of chat)
    if not 1 <= len(core) <= 4 or any(
        finite(w) and w != "not" and not (i > 0 and core[i - 1] in _NOUN_BEFORE
                                          or w in _NOUN_BEFORE and i + 1 < len(core)
                                          # ('…, so overpriced', '…, way overrated': a
                                          # participle after a degree word is an adjective)
                                          or i > 0 and core[i - 1] in DEGREE | {"so", "too"}
                                          and w.endswith("ed"))
        or w in W.PRONOUNS or w in W.FIRST_SUBJECT for i, w in enumerate(core)
    ):
        # (a verb's form after an article, 'of' or an intensifier is a noun: '…, complete waste
        # of time', '…, such a laugh'; the intensifier is no verb either)
        return False
    return evaluates(toks, k) and any(abs(valence(w)) >= 1.2 for w in core) or (
        core[:2] in (["what", "a"], ["such", "a"]) and _person_verdict_noun(toks, k) != 0)


# intensifiers that make a verdict of a noun phrase with a word of any valence after them ('…,
# total tourist trap', '…, an absolute shambles'); 'real'/'right'/'such a'/'bit of a' only
# before a clearly evaluative noun ('a real treat', 'a right laugh', 'bit of a letdown')
_VERDICT_INTENSIFIERS = frozenset({"total", "complete", "absolute", "utter", "massive", "proper"})


def _verdict_by_shape(core: Sequence[str]) -> bool:
    """Two to five words, no pronoun, making an intensified noun phrase (``_intensified_np``)."""
    return 2 <= len(core) <= 5 and _intensified_np(core) and not any(
        w in W.PRONOUNS or w in W.FIRST_SUBJECT for w in core)


def _intensified_np(core: Sequence[str]) -> bool:
    """A verbless noun phrase that is a verdict by its shape: an indefinite or bare noun phrase
    after an intensifier, 'such a …' or 'bit of a …' before an evaluative noun."""
    c = list(core)
    if c[:1] in (["a"], ["an"]):
        c = c[1:]
    if c[:3] == ["bit", "of", "a"] and len(c) > 3:
        return abs(valence(c[-1])) >= 1.2
    if len(c) < 2 or any(w in {"of", "the"} for w in c[1:2]):
        return False
    if c[0] in _VERDICT_INTENSIFIERS:
        # ('total tourist trap', 'complete waste of time'; not 'complete beginner')
        return any(abs(valence(w)) >= 1.0 for w in c[1:])
    if c[:2] in (["such", "a"], ["such", "an"]) or c[0] in {
            "real", "right"}:
        return abs(valence(c[-1])) >= 1.2
    return False


def _is_question(toks: Sequence[Tok], p: int, sent: str) -> bool:
    if not sent.rstrip().endswith("?"):
        return _unmarked_question(toks, p, sent)
    return p >= len(toks) or toks[p].low in _WH or len(toks) - p <= 4


def _uptalk_view(ctx: Ctx, toks: Sequence[Tok], att: Attribution) -> bool:
    """'I didn't hate it?', 'I kind of liked it?': the speaker's own attitude typed with a rising
    '?' in plain statement order (the subject 'I' first) hedges a view, it asks nothing — no one
    asks others whether they themselves liked something ('Did I like it?' inverts)."""
    if not att.own or att.holders or not att.rows:
        return False
    if not all(r in FRAMES_BY_NAME and FRAMES_BY_NAME[r].attitude for r in att.rows):
        return False
    k = skip_openers(toks, 0, ctx.names)
    return k < len(toks) and toks[k].low == "i"


def _emphatic(toks: Sequence[Tok], p: int, sent: str) -> bool:
    """'the queue was not short at all??', 'that film was so bad?!': a declarative evaluation
    closed by doubled or mixed marks is an exclamation of disbelief, a verdict, not a question
    (a single '?' after a statement asks: 'the shop's closed?')."""
    end = sent.rstrip()
    if not (end.endswith(("??", "?!", "!?"))):
        return False
    p = skip_openers(toks, p, Names([], ""))
    if p >= len(toks) or toks[p].low in _WH or toks[p].low in _WH_CONTRACTED:
        return False
    return not _unmarked_question(toks, p, "") and evaluates(toks, p)


_WH_WORDS = frozenset({"what", "why", "how", "when", "where", "who", "which"})
_WH_CONTRACTED = frozenset({"what's", "who's", "where's", "how's", "when's", "why's"})
_INVERTING = frozenset({"is", "are", "was", "were", "can", "could", "will", "would", "should",
                        "do", "does", "did", "have", "has", "isn't", "aren't", "don't",
                        "doesn't", "didn't", "won't", "wouldn't"})
_UNMARKED_Q_SUBJ = frozenset({"you", "u", "he", "she", "they", "it", "we", "i"})


def _unmarked_question(toks: Sequence[Tok], p: int, sent: str) -> bool:
    """A question typed without its '?': interrogative word order at the clause's start — an
    auxiliary before its pronoun subject ('is it worth it', 'did you like it'), a 'be' or modal
    before a determined subject ('is the new one any good'), or a wh-word before its auxiliary
    ("what's the excuse this time", 'where did they go'). Not an exclamation ('!'), not 'what a
    …' nor 'how good was that'."""
    if sent.rstrip().endswith("!"):
        return False
    p = skip_openers(toks, p, Names([], ""))
    if p + 1 >= len(toks):
        return False
    w, nxt = toks[p].low, toks[p + 1].low
    if w in _WH_CONTRACTED:
        return nxt not in {"up"} and toks[p + 1].text[:1].isalpha()
    if w in _WH_WORDS:
        # (a modal after the wh-word is often rhetorical, a verdict: 'who would even pay that')
        return nxt in _INVERTING and nxt not in {"can", "could", "will", "would", "should"}
    if w in _INVERTING and nxt in {"anyone", "anybody", "everyone", "everybody", "someone",
                                   "somebody", "there"} and w not in {"did", "didn't"} and (
            sum(t.text[:1].isalpha() for t in toks[p:]) >= 3):
        return True  # 'has anyone started revising', 'is there any milk left'
    if w in _INVERTING and nxt in _UNMARKED_Q_SUBJ:
        # ('did it last night', 'did that on Monday': the speaker's own deed, its 'I' dropped —
        # in a question a verb follows the pronoun: 'did it work')
        after = toks[p + 2].low if p + 2 < len(toks) else ""
        return not (w == "did" and nxt in {"it", "that", "this"} and (
            not after[:1].isalpha() or after in TIME_OPENERS or after in _DONE_WHEN
            or after in W.PREPOSITIONS))  # ('did it at the test centre': a place, no verb)
    return (
        w in _INVERTING
        and w not in {"do", "does", "did", "have", "has", "don't", "doesn't", "didn't"}
        and nxt in {"the", "your", "that", "this", "his", "her", "their"}
        and sum(t.text[:1].isalpha() for t in toks[p:]) <= 9
        and not any(t.low in {"best", "worst", "most", "first", "last"} for t in toks[p:p + 4])
    )


_DONE_WHEN = frozenset("yesterday today tonight again twice already earlier last this on".split())  # noqa: SIM905
_PRO_DROP_OBJ = frozenset({"it", "there", "the", "a", "an", "my", "our", "them", "him", "her"})


# adverbs of time or completion that may open a clause whose 'I' is dropped ('already put him
# on the rota', 'finally booked it')
_PRO_DROP_ADVERBS = frozenset({"just", "recently", "finally", "also", "already", "eventually"})


def _pro_drop(toks: Sequence[Tok], p: int) -> bool:
    """'Lost my job yesterday.' / 'Been running a lot
    lately.': a first-person clause without 'I'."""
    if p >= len(toks) or not toks[p].text[:1].isalpha():
        return False
    low = toks[p].low
    nxt = toks[p + 1].low if p + 1 < len(toks) else ""
    if low in _PRO_DROP_ADVERBS:
        return is_past(nxt) or nxt in _PRO_DROP
    measure = nxt[:1].isdigit()  # 'swam 3k on Friday', 'did 40 lengths this morning'
    return low in _PRO_DROP or (is_past(low) and low.endswith("ed") and nxt not in W.AUX) or (
        # 'Sat at it in the showroom on Friday': an irregular past with its object or place
        low in W.IRREGULAR
        and (W.IRREGULAR[low] not in {"be", "have", "do"} or low == "did" and (
            # ('did it last night', 'did my first one on Monday', 'did the kitchen on Saturday')
            measure or nxt in {"it", "that", "this"} or nxt in _PRO_DROP_OBJ))
        # first in its clause, after openers at most ('Wait, saw X at the market yesterday')
        and (p == 0 or toks[p - 1].text in {",", "-", ":", "...", "\u2026", ".", "!"}
             or toks[p - 1].low in FRAME_OPENERS)
        and (nxt in W.PREPOSITIONS or nxt in _PRO_DROP_OBJ or measure
             or p + 1 < len(toks) and toks[p + 1].text[:1].isupper()
             # 'saw one on Elm Road yesterday': any object, the clause dated
             or en_time_expression(" ".join(t.text for t in toks[p:])) is not None)
    )


_SUBORDINATORS = frozenset(
    {
        "since",
        "when",
        "after",
        "before",
        "while",
        "once",
        "because",
        "as",
        "until",
        "till",
        "whenever",
        "although",
        "though",
        "ever",
    }
)
_FIRST_SUBJ = frozenset(
    {"i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "we'll", "we'd"}
)


def _fronted_first_person(toks: Sequence[Tok], p: int, sent: str) -> int | None:
    """Where a first-person main clause starts after a fronted time phrase or subordinate clause:
    'Last week I ...', 'When I was a kid I ...', 'Since
    we last spoke I ...', 'After I moved ...'."""
    if p >= len(toks):
        return None
    low = toks[p].low
    if low in _SUBORDINATORS:
        q = p + 1 + (low == "ever" and p + 1 < len(toks) and toks[p + 1].low == "since")
        if low == "ever" and q == p + 1:
            return None
        for j in range(q + 1, min(len(toks), q + 14)):
            if toks[j].low in _FIRST_SUBJ and toks[j - 1].low not in {
                "that",
                "and",
                "or",
                "than",
                "as",
                "if",
                "when",
            }:
                return j
            if toks[j].text in {".", "!", "?", ";"}:
                break
        if (
            q < len(toks)
            and toks[q].low in _FIRST_SUBJ
            and sum(t.text.isalpha() for t in toks[q:]) >= 4
        ):
            return q
        return None
    for a, b in en_time_spans(sent):
        if a == toks[p].start or (
            low in {"on", "in", "at", "during", "over", "for"}
            and p + 1 < len(toks)
            and a == toks[p + 1].start
        ):
            j = next((k for k in range(p, len(toks)) if toks[k].start >= b), len(toks))
            j += j < len(toks) and toks[j].text == ","
            return j if j < len(toks) and toks[j].low in _FIRST_SUBJ else None
    return None


def _sentence(ctx: Ctx, sent: str) -> None:
    """Route one clause: a framed view → Claim; a question → nothing; an evaluation → the
    speaker's Claim; an action or state of anyone named → their Event/Fact."""
    m = _TAG_QUESTION.match(sent)
    if m:
        sent = m.group(1) + "."  # '…, didn't he?' asks for agreement with a statement
    elif _OWN_DEED_RISING.match(sent):
        # 'I did water it on Monday though?': emphatic 'do' in statement order, the speaker's
        # own deed typed with a rising '?' — an assertion (a question would invert: 'Did I …')
        sent = sent.rstrip()[:-1] + "."
    # 'Good job I packed a brolly', 'Just as well we left early': a comment word on the fact
    # that follows, not a verdict — the clause after it is the record
    sent = _LUCKY_THAT.sub("", sent, count=1)
    m = _REASON_ANSWER.match(sent)
    if m and "," not in sent[m.end():]:
        # 'Only because her husband bought two!', 'cos the bus never came': a reason given as an
        # answer, no main clause after it — the clause is read on its own
        sent = sent[m.end():]
    toks = tokenize(sent)
    if not toks:
        return
    disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
    if _resumes(toks):
        disc.resumed = True
    topic = _dislocated_topic(ctx, toks, disc)
    if topic:
        disc.note(topic)
    if ctx.disc is not None and ctx.disc.cue(WELL_CUE) and not ctx.said and _wellbeing_answer(
            toks):
        # 'How's your mum?' — 'She's good.': how she is, no one's verdict
        ctx.out.settle("state given")
        ctx.said += sum(t.text[:1].isalpha() for t in toks)
        return
    asked_view = ctx.asked_view
    p = skip_openers(toks, 0, ctx.names)
    # ('Yeah loved it, …': a verb taken for part of an opener starts the answer)
    p = next((j for j in range(p) if toks[j].text[:1].isalpha() and (
        row := verb_row(toks, j)) is not None and not row.quote_only), p)
    if asked_view and [t.low for t in toks[p:p + 3]] in _ANSWER_PARTICLES and p + 3 < len(toks):
        # ('Did X like it?' — 'not really, thought it was …': the answer, then more)
        sent = sent[toks[p + 3].start:]
        toks = tokenize(sent)
        p = 0
    if asked_view and p < len(toks) and (pro := toks[p].low.split("'")[0]) in {"he", "she"} and (
            fits(pro, asked_view)) and not ctx.said and (
            cur := resolve_pronoun(pro, disc)) and asked_view.lower().split()[-1] not in (
            cur.lower()):
        # 'What does X think of Y?' — 'She reckons he's lovely': the answer's subject pronoun
        # is the one whose view was asked, not the last person named in the question (a
        # resolution that is X already, 'Gran' as "Fintan's gran", stays)
        disc.note(asked_view)
    how = _answer_without_subject(ctx, toks, p) if asked_view else None
    if how is None and asked_view and all(
            t.low in _ANSWER_WORDS for t in toks if t.text[:1].isalnum()):
        pass  # ('not really, | thought it was …': the answer's particle, cut off; more follows)
    elif how is None:
        ctx.asked_view = None
    elif how == "verb" and asked_view:
        # 'What did X think?' — 'Hated it. Said it's a rip-off.': X's, said again
        sent = f"{sent[:toks[p].start]}{asked_view} {toks[p].low}{sent[toks[p].end:]}"
        toks = tokenize(sent)
    last, ctx.last_subject = ctx.last_subject, None
    if last and _drops_subject(toks, ctx.names):
        # subject continuity: a sentence opening on a third-person verb of saying has dropped
        # its subject, the subject of the sentence before ('My dad swears by him. Says he's …'),
        # not whoever was named last in it
        disc.note(last)
        p = skip_openers(toks, 0, ctx.names)
        if (toks[p].low in _PAST_REPORTS or toks[p].low == "told") and not ctx.cut_after:
            # ('X hated it. Said it was a rip-off.': a past form could be anyone's, the
            # diary-style 'I' too — opening a sentence after a third-person subject it is that
            # subject's, said again; not a clause cut from the middle of one)
            sent = f"{sent[:toks[p].start]}{last} {toks[p].low}{sent[toks[p].end:]}"
            toks = tokenize(sent)
    last_first, ctx.last_first_person = ctx.last_first_person, any(
        t.low in _FIRST_PERSON_WORDS and t.low not in {"my", "our", "mine"} for t in toks)
    if last and not last_first and not ctx.last_reported and how is None and not ctx.teased and (
            k := _attitude_continues(ctx, toks)) is not None:
        # 'X went last week. Hated it.', 'X tried it and loved every minute', '… Wasn't a
        # fan.': an attitude with its subject dropped after a sentence of a third person goes on
        # with that person (not after one that spoke of the speaker: 'X took me. Loved it.')
        # (the verb in lower case: 'X Hated' would read as one name)
        sent = f"{sent[:toks[k].start]}{last} {'is ' if toks[k].low == 'not' else ''}" \
               f"{toks[k].text.lower()}{sent[toks[k].end:]}"
        toks = tokenize(sent)
    att = read_attribution(toks, sent, disc, ctx.names)
    candour, ctx.candour = ctx.candour, None
    if candour and not att.holders and not att.own:
        att.own, att.rows = True, [candour, *att.rows]  # 'Not gonna lie, | the sequel …'
    if not att.holders and not att.own and (k := _no_way_clause(toks, ctx.names)) is not None:
        # 'no way it's a grade five', 'no way he's thirty': the speaker's emphatic denial of the
        # clause after it — their own view ('No way!', 'no way to tell' are none)
        att.own, att.pos = True, k
    report_open, ctx.report_open = ctx.report_open, None
    if report_open and not att.holders and not att.own and _goes_on_reporting(
            ctx, toks, sent, report_open[-1]):
        att.holders, att.pos, att.rows = list(report_open), 0, ["report_goes_on"]
    if att.holders and not att.own and not att.anaphoric and not att.valence and not att.quote and (
            att.pos < len(toks)) and not any(
            r in FRAMES_BY_NAME and FRAMES_BY_NAME[r].belief for r in att.rows):
        # (after a belief the next clause is mostly the speaker's own ground for it: 'X reckons
        # she's a gem, she does all the driving')
        ctx.report_open = list(att.holders)
    if how is None and asked_view and ctx.teased and not att.holders and not att.own and not (
            sent.rstrip().endswith("?")) and not any(
                t.low in {"i", "me", "my", "i'm", "i'd", "i've"} for t in toks):
        # 'Guess what X told me.' … 'What?' … 'The pier's closing!': X's news, subject or not
        att.holders = [asked_view]
    ctx.teased = False
    if how == "verbless" and asked_view and not att.holders and not att.quote:
        # 'What did X think?' — 'Not a fan.', 'Total rip-off(, apparently).': X's view
        att.holders, att.own = [asked_view], False
    elif asked_view and att.holders == [SOMEONE] and _unsourced(att):
        att.holders = [asked_view]  # 'Did you ask X?' — 'Apparently it's …': X's word
    sender, ctx.message_from = ctx.message_from, _message_only(ctx, toks, disc)
    if sender and att.rows == ["wish"] and len(att.holders) == 1 and toks[
            skip_openers(toks, 0, ctx.names)].low in _PERSON_SUBJ:
        # 'my aunt X rang, she wants us all there': the message of the one who rang, read as
        # any message is (by the name the call gave them)
        att.holders, att.rows = [], []
    if sender and not att.holders and not att.own and not sent.rstrip().endswith("?") and (
            # (not what the speaker did with it: '… came this morning. I opened it at lunch.')
            (p_i := skip_openers(toks, 0, ctx.names)) + 1 >= len(toks)
            or toks[p_i].low != "i" or not is_past(toks[p_i + 1].low)):
        att.holders = [sender]  # '… texted me. Practice is moving to Thursdays.'
    elif sender and att.holders == [SOMEONE] and _unsourced(att):
        att.holders = [sender]  # 'Godfrey just rang and apparently the wedding's off': his news
    if att.rows == ["wish"] and len(att.holders) == 1:
        ctx.wishers.append(att.holders[0])
    quoted_by, ctx.quoted_by = ctx.quoted_by, None
    if att.quote and att.holders and SOMEONE not in att.holders:
        ctx.quoted_by = list(att.holders)
    elif quoted_by and not att.holders and not att.own and (span := _whole_quote(toks)):
        # '"Never again," X told me. "The beds were awful."': the quotation goes on
        att.holders, att.quote, att.pos, att.rows = list(quoted_by), span, 1, ["quote_goes_on"]
        ctx.quoted_by = quoted_by
    elif ctx.contacted and not att.holders and not att.own and (span := _whole_quote(toks)):
        # 'Asked X what she thought. "Total waste of money."': a quotation on its own after the
        # speaker asked, rang or met someone is that one's answer
        att.holders, att.quote, att.pos, att.rows = [ctx.contacted], span, 1, ["quote_goes_on"]
    elif last and not last_first and not att.holders and not att.own and (
            span := _whole_quote(toks)):
        # 'X was fuming. "Total rip-off."', 'X rang this morning. "The pier's shut."': a
        # quotation standing alone after a sentence about a third person is that person's
        # words (free direct speech), and a quotation after it goes on with them
        att.holders, att.quote, att.pos, att.rows = [last], span, 1, ["quote_goes_on"]
        ctx.quoted_by = [last]
    contact = _contacted(ctx, toks)
    via = _contact_subject(ctx, toks, contact) if contact else ctx.contact_via
    source = contact or ctx.contacted
    if att.holders == [SOMEONE] and _unsourced(att) and source:
        # 'I was talking to X and apparently …': X told it; ('apparently spoke to X — the spa
        # is closing': the one talked to in the same clause, first); 'my mum bumped into X,
        # apparently …': X told the mum, who told the speaker
        att.holders = [via, source] if via and via != source else [source]
    elif att.holders == [SOMEONE] and _unsourced(att) and last and not (
            last_first):
        # 'X went last week. Overpriced, apparently.', 'X rang last night - the pier is shut
        # apparently': an unsourced report after a sentence of a third person — theirs, told
        # to the speaker (no one else is named as its source)
        att.holders = [last]
    if contact:
        ctx.contacted, ctx.contact_via = contact, via
    told_about = _told_about(ctx, toks)
    if told_about:
        ctx.contacted = told_about  # 'X was telling me about the spa, apparently …': X's news
    _carry_relay(ctx, toks, att)
    subject = _route(ctx, toks, sent, att)
    owner = att.holders[-1] if att.holders and not att.own else subject
    if owner and owner not in {ctx.speaker, SOMEONE} and not owner.startswith(f"{SOMEONE}'s"):
        ctx.last_subject = owner
    ctx.last_reported = bool(att.holders) and not att.own
    ctx.said += sum(t.text[:1].isalpha() for t in toks)
    if subject and not att.holders and not any(
        t.text[:1].isalpha() and (finite(t.low) or _maybe_finite(t.low)) for t in toks
    ):
        subject = None  # 'Her ex.': a verbless answer has no subject to continue
    _note_people(ctx, toks, att, disc, subject)


_FIRST_PERSON_WORDS = frozenset(
    "i me my mine i'm i'd i've i'll we us our we're we've we'd".split())  # noqa: SIM905
# attitudes said of a thing with no subject: 'not a fan', 'not impressed', 'not keen'
_ELLIPTIC_STANCE = frozenset({"fan", "impressed", "keen", "bothered", "fussed", "sold"})
# openers that set the speaker against what was just said ('X loves it. Still, not a fan.')
_CONTRAST_OPENERS = frozenset(
    "still but though tho however personally although then mind".split())  # noqa: SIM905


def _attitude_continues(ctx: Ctx, toks: Sequence[Tok]) -> int | None:
    """Where a sentence opens on an attitude with its subject dropped ('Hated it.', "Wasn't
    impressed.", 'Not a fan.', 'Loved every minute.', "Didn't like it."), no first person in it;
    else None."""
    p = skip_openers(toks, 0, ctx.names)
    p = next((j for j in range(p) if toks[j].text[:1].isalpha() and (
        row := verb_row(toks, j)) is not None and row.attitude), p)  # ('Loved it': an opener?)
    if p >= len(toks) or toks[-1].text == "?" or any(
            t.low in _CONTRAST_OPENERS for t in toks[:p + 1]) or any(
            t.low in _FIRST_PERSON_WORDS or t.low in _CANDOUR or t.low in {"imo", "personally"}
            for t in toks):
        return None  # ('Hated it tbh': the speaker's own, marked)
    low = toks[p].low
    if low == "not" or low in _NEG_AUX_OPEN:
        nxt = [t.low for t in toks[p + 1:p + 3]]
        if nxt[:1] and nxt[0] in _ELLIPTIC_STANCE or nxt[:2] in (["a", "fan"], ["big", "fan"]) or (
                low != "not" and nxt[:1] and (row := verb_row(toks, p + 1)) is not None
                and row.attitude):
            return p
        return None
    row = verb_row(toks, p)
    if row is not None and row.attitude and is_past(low) and not row.after:
        return p  # ('Hated it', 'Loved every minute'; not 'Raved about it', read as before)
    return None


def _drops_subject(toks: Sequence[Tok], names: Names) -> bool:
    """'Says he's the only one.', 'Reckons it'll rain.': the sentence opens on a verb of saying
    or believing in the third person singular, its subject left out."""
    p = skip_openers(toks, 0, names)
    if p >= len(toks) or not toks[p].text[:1].isalpha():
        return False
    low = toks[p].low
    # ('X went last week. Said it was rigged.': a past verb of saying continues the subject of
    # the sentence before — asked only when that subject was a third person)
    if low not in _PAST_REPORTS and low != "told" and (
            not low.endswith("s") or low.endswith("ss") or lemma(low) == low):
        return False
    row = verb_row(toks, p)
    return row is not None and not (row.quote_only or row.contact or row.source)


def _no_way_clause(toks: Sequence[Tok], names: Names) -> int | None:
    """Where the clause after an opening 'no way' starts, when one with its own subject and
    verb follows ('no way it's …', 'no way that van is …', 'no way Tamsk said that')."""
    p = skip_openers(toks, 0, names)
    if p > 0 and p < len(toks) and toks[p].low == "way" and toks[p - 1].low == "no":
        p -= 1  # (the 'no' of a reply taken for an opener)
    if p + 2 >= len(toks) or toks[p].low != "no" or toks[p + 1].low != "way":
        return None
    k = p + 2
    if toks[k].low in {"that", "this"} and k + 1 < len(toks) and toks[k + 1].low in _SUBJ_START:
        k += 1  # 'no way that it's …'
    low = toks[k].low
    if low in _SUBJ_CONTRACTED or low in {"it's", "that's", "there's", "i'm", "you're"}:
        return k
    if low in _SUBJ_START and _verb_follows(toks, k + 1):
        return k
    if low in {"the", "that", "this", "my", "his", "her", "their", "our", "your"} and any(
            _verb_follows(toks, j, 1) for j in range(k + 2, min(k + 4, len(toks)))):
        return k
    if toks[k].text[:1].isupper() and names.is_name(toks, k) and _verb_follows(toks, k + 1):
        return k
    return None


_SUBJ_START = frozenset({"it", "he", "she", "they", "we", "i", "you", "that", "this"})
_RESUMPTIVE = frozenset({"anyway", "anyways", "anyhow"})
_BEFORE_RESUMPTIVE = frozenset({"ok", "okay", "fair", "lol", "haha", "yeah", "right", "well", "so",
                                "but", "and", "oh", "ah"})


def _resumes(toks: Sequence[Tok]) -> bool:
    """'anyway, she rang me back later …', 'ok lol anyway he …': a clause opened by a
    resumptive 'anyway' goes back to the speaker's own thread after a digression (not the
    concessive 'I'll go anyway' closing a clause)."""
    for i, t in enumerate(toks):
        if t.low not in _RESUMPTIVE or i + 1 >= len(toks) or not (
                toks[i + 1].text[:1].isalpha() or toks[i + 1].text in {",", "-", "—"}):
            continue
        if i == 0 or not toks[i - 1].text[:1].isalnum() or toks[i - 1].low in _BEFORE_RESUMPTIVE:
            return True
    return False


_QUOTE_WORD = re.compile(r"(?:^|[\s,])(?:quote|quote[- ]unquote)\s*[,:\"]", re.I)
_GOES_ON_SUBJ = frozenset({"they", "they're", "they'll", "they've", "they'd", "their", "he", "he's",
                           "he'll", "he'd", "she", "she's", "she'll", "she'd"})


def _goes_on_reporting(ctx: Ctx, toks: Sequence[Tok], sent: str, holder: str) -> bool:
    """'X says the shop is closing and they won't reopen': a clause coordinated after a report,
    its subject a third-person pronoun standing for someone other than the reporter, is more of
    the report (the speaker marks a view of their own with 'I': '… and I think …')."""
    if not toks or sent.rstrip().endswith("?"):
        return False
    p = 0
    while p < len(toks) - 1 and (toks[p].low in {"but", "and", "though", "although"}
                                 or toks[p].text == ","):
        p += 1
    acted = toks[p].low in {"he", "she", "then"} and p + 1 < len(toks) and (
        toks[p].low == "then" or ctx.disc is not None
        and resolve_pronoun(toks[p].low, ctx.disc) == holder) and is_past(toks[p + 1].low) and (
        toks[p + 1].low not in COPULA and toks[p + 1].low not in W.AUX)
    if toks[p].low not in W.FIRST_SUBJECT and toks[p].low not in YOU_SUBJ and not acted and any(
            t.text == '"' or t.low == "quote" and k + 1 < len(toks)
            and toks[k + 1].text in {",", ":", '"'} for k, t in enumerate(toks)):
        # ('X says the boy is lovely but his spelling is, quote, "creative"'): words quoted
        # after a report are more of it, whoever the clause is about — not what the reporter
        # went and did next ('… and then went home early for a "migraine"': the speaker's irony)
        return True
    if toks[0].low not in _GOES_ON_SUBJ:
        return False
    base = toks[0].low.split("'")[0]
    if base in {"they", "their"}:
        # (the people of the news, rarely the one who told it; 'X reckons they're keen but
        # their fence is too low': a thing of theirs, as much the news)
        return True
    return ctx.disc is None or resolve_pronoun(base, ctx.disc) != holder


def _carry_relay(ctx: Ctx, toks: Sequence[Tok], att: Attribution) -> None:
    """'My husband heard the same from X, but she said …': a pronoun subject of a saying frame
    right after a relayed source, standing for that source, reached the speaker through the same
    people ('she said' to the one who heard it, not to the speaker)."""
    prev, ctx.relay_chain = ctx.relay_chain, None
    chain = att.holders if len(att.holders) >= 2 else att.heard_via
    if len(chain) >= 2 and SOMEONE not in chain:
        ctx.relay_chain = (chain[-1], list(chain[:-1]))
        return
    if prev is None or att.holders != [prev[0]] or att.quote:
        return
    p = skip_openers(toks, 0, ctx.names)
    if p < len(toks) and toks[p].low in {"he", "she", "they"}:
        att.holders = [*prev[1], prev[0]]
        ctx.relay_chain = prev


_DISLOCATION_MARKS = frozenset({",", "-", "–", "—", ".", "…", ":"})


def _dislocated_topic(ctx: Ctx, toks: Sequence[Tok], disc: TurnContext) -> str | None:
    """A person set up as the topic at the start of a sentence and taken up by a pronoun
    ('The surgeon though... she told us …', 'Brannoc, he reckons …', 'the warden - his deputy
    told me …'): the pronoun is that person, whoever was named before."""
    p = 0
    while p < len(toks) and toks[p].low in {"and", "but", "so", "oh", "ok", "okay", "well"}:
        p += 1
    h = holder_np(toks, p, disc, ctx.names, None)
    if h is None or h.pronoun or h.name in {ctx.speaker, SOMEONE}:
        return None
    q = h.end
    while q < len(toks) and toks[q].low in {"though", "tho", "anyway", "again"}:
        q += 1
    marks = q
    while q < len(toks) and toks[q].text in _DISLOCATION_MARKS:
        q += 1
    if q == marks or q + 1 >= len(toks):
        return None
    pron = toks[q].low.split("'")[0]
    # ('the vicar - his wife told me …': a possessive takes the topic up too)
    if pron not in {"he", "she", "his", "her"} or not fits(pron, h.name):
        return None
    return h.name


def _whole_quote(toks: Sequence[Tok]) -> tuple[int, int] | None:
    """The character span inside the quotation marks of a sentence that is nothing but a
    quotation ('"The beds were awful."'), else None."""
    if len(toks) < 3 or toks[0].text != '"':
        return None
    end = next((j for j in range(1, len(toks)) if toks[j].text == '"'), None)
    if end is None or end < 2 or any(t.text[:1].isalnum() for t in toks[end + 1:]):
        return None
    return (toks[1].start, toks[end - 1].end)


_TALKED = frozenset(
    "talking talked chatting chatted speaking spoke spoken".split())  # noqa: SIM905
# a conversation had with someone, named by its medium ('just got off the phone with X', 'was
# on a call with X', 'had a long chat with X', 'facetimed with X')
_TALK_NOUNS = frozenset(
    "phone call chat catchup catch-up convo conversation facetime facetimed".split())  # noqa: SIM905


_RANG_SAW = frozenset(
    "rang phoned called texted messaged emailed rung met saw visited asked".split())  # noqa: SIM905
# a verb and the particle before the one met: 'ran into', 'bumped into', 'caught up with'
_MET_BY_CHANCE = frozenset({("ran", "into"), ("bumped", "into"), ("run", "into"),
                            ("caught", "up"), ("popped", "into"), ("met", "up")})


def _subject_end(ctx: Ctx, toks: Sequence[Tok], p: int) -> int:
    """Where the person noun phrase opening the clause at ``p`` ends (``p`` when there is none)."""
    disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
    h = holder_np(toks, p, disc, ctx.names, None, lenient=True)
    return h.end if h is not None else p


def _contact_subject(ctx: Ctx, toks: Sequence[Tok], contact: str | None) -> str | None:
    """The third person a clause of getting in touch has as its subject ('my mum bumped into X',
    'my sister was talking to X'), not the speaker nor the one contacted; else None."""
    p = skip_openers(toks, 0, ctx.names)
    if p >= len(toks) or toks[p].low in _FIRST_PERSON_WORDS and toks[p].low not in {
            "my", "our"} or toks[p].low in {"you", "u"}:
        return None
    disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
    h = holder_np(toks, p, disc, ctx.names, None, lenient=True)
    if h is None or h.name in {ctx.speaker, SOMEONE, contact}:
        return None
    return h.name


def _contacted(ctx: Ctx, toks: Sequence[Tok]) -> str | None:
    """The named person a first-person clause says the speaker talked to ('I was talking to X',
    'chatted with X's husband'), else None."""
    p = skip_openers(toks, 0, ctx.names)
    v = p + (p < len(toks) and toks[p].low in {"i", "we"})
    third = v == p and _contact_subject(ctx, toks, None) is not None
    if third:
        v = _subject_end(ctx, toks, p)  # ('my mum bumped into X', 'she met X')
    met = v + 2 < len(toks) and (toks[v].low, toks[v + 1].low) in _MET_BY_CHANCE
    if third and not met and (v >= len(toks) or toks[v].low not in {"met", "saw", "visited"}):
        v = len(toks)  # (who called whom, of two third persons, says not who told it)
    if met:
        # 'ran into my uncle', 'bumped into X', 'caught up with X': met
        v += 1 + (toks[v + 1].low == "up" and toks[v + 2].low == "with")
    if v < len(toks) and v + 1 < len(toks) and (toks[v].low in _RANG_SAW or met) and (
            toks[v + 1].text[:1].isupper() or toks[v + 1].low in {"my", "the", "our"}):
        # 'I rang Godfrey and apparently …', 'met my cousin, apparently …': the one the speaker
        # got in touch with or met is the source of the news that follows
        disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
        h = holder_np(toks, v + 1, disc, ctx.names, None, lenient=True)
        if h is not None and h.name not in {ctx.speaker, SOMEONE} and not h.pronoun:
            return h.name
    for i in range(1, len(toks) - 1):
        if toks[i].low in {"to", "with"} and (toks[i - 1].low in _TALKED or (
                toks[i - 1].low in _TALK_NOUNS and not any(t.text == "?" for t in toks))):
            disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
            h = holder_np(toks, i + 1, disc, ctx.names, None)
            if h is not None and h.name not in {ctx.speaker, SOMEONE} and not h.pronoun:
                return h.name
    return None


def _told_about(ctx: Ctx, toks: Sequence[Tok]) -> str | None:
    """The person a clause says told the speaker about something, with nothing reported in it
    ('X was telling me about the spa', 'my aunt told me all about it'): the source of an
    'apparently …' that follows."""
    p = skip_openers(toks, 0, ctx.names)
    disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
    h = holder_np(toks, p, disc, ctx.names, None, lenient=True)
    if h is None or h.name in {ctx.speaker, SOMEONE}:
        return None
    k = h.end
    while k < len(toks) and toks[k].low in BETWEEN:
        k += 1
    if k + 2 < len(toks) and toks[k].low in {"told", "telling", "tells"} and (
            toks[k + 1].low in {"me", "us"}) and (toks[k + 2].low == "about" or (
            k + 3 < len(toks) and toks[k + 2].low == "all" and toks[k + 3].low == "about")):
        return h.name
    return None


_MESSAGE_NOUNS = frozenset({"text", "message", "call", "email", "voicemail", "voice", "dm",
                            "letter", "note"})
_MESSAGE_VERBS = frozenset(
    """texted messaged emailed dmed dm'd pinged whatsapped wrote rang phoned called""".split()
)


_GROUP_NOUNS = frozenset({"chat", "group", "groupchat", "thread", "channel", "gc"})


def _group_told(toks: Sequence[Tok], k: int) -> int | None:
    """Where a group a message went to ends ('everyone', 'the group chat', 'our family
    thread'), else None."""
    if toks[k].low in {"everyone", "everybody"}:
        return k + 1
    if toks[k].low not in {"the", "our", "my"}:
        return None
    end = None
    for j in range(k + 1, min(k + 4, len(toks))):
        if not toks[j].text[:1].isalpha():
            break
        if toks[j].low in _GROUP_NOUNS:
            end = j + 1
    return end


def _message_only(ctx: Ctx, toks: Sequence[Tok], disc: TurnContext) -> str | None:
    """'the coach texted me.', 'Gran rang us this morning.': someone's message or call named
    with nothing reported; their name, else None."""
    p = skip_openers(toks, 0, ctx.names)
    p += p < len(toks) and toks[p].low == "i"
    p += p < len(toks) and toks[p].low in {"just", "finally", "only"}
    low = [t.low for t in toks[p:p + 4]]
    if len(low) == 4 and low[0] in {"got", "had"} and low[1] in {"a", "an"} and (
            low[2] in _MESSAGE_NOUNS and low[3] == "from"):
        # '(I) got a text from the coach.': the message had, its news in the next sentence
        h = holder_np(toks, p + 4, disc, ctx.names, None, lenient=True, slot=True)
        end = h.end if h is not None else len(toks)
    elif len(low) == 4 and low[0] in {"the", "a", "an"} and low[1] in _MESSAGE_NOUNS and (
            low[2] == "from") and (v := next((i for i in range(p + 4, min(p + 9, len(toks)))
                                              if toks[i].low in _CAME), None)) is not None and (
            h := holder_np(list(toks[:v]), p + 3, disc, ctx.names, None, lenient=True,
                           slot=True)) is not None and h.end == v:
        # 'A note from the school arrived today.': the message come, its news next
        end = v + 1
    elif len(low) >= 3 and low[0] in {"heard", "news", "update"} and low[1] == "from" or (
            low[:3] == ["heard", "back", "from"]):
        # '(just) heard from X.', 'heard back from X', 'news from X:': the news comes next
        h = holder_np(toks, p + 2 + (low[1] == "back"), disc, ctx.names, None, lenient=True,
                      slot=True)
        end = h.end if h is not None else len(toks)
        if any(t.low == "that" or t.text[:1].isalpha() and finite(t.low) for t in toks[end:]):
            return None  # ('heard from X at lunch that …': the news is in this sentence)
    else:
        v = next((i for i in range(p, len(toks)) if toks[i].low in _MESSAGE_VERBS), None)
        if v is None or v == p:
            return None
        if v + 1 < len(toks) and toks[v + 1].low in {"me", "us"}:
            end = v + 2
        elif v + 1 >= len(toks) or not toks[v + 1].text[:1].isalnum():
            end = v + 1  # 'Wilf just texted.'
        elif (g := _group_told(toks, v + 1)) is not None:
            end = g  # 'Wilf messaged the group chat': the news goes to all of them
        else:
            return None
        h = holder_np(toks, p, disc, ctx.names, None, lenient=True, slot=True)
        k = h.end if h is not None else v
        while k < v and toks[k].low in BETWEEN:
            k += 1  # 'Wilf just texted'
        if k != v:
            return None
    if h is None or h.name in {ctx.speaker, SOMEONE}:
        return None
    rest = [t for t in toks[end:] if t.text[:1].isalnum()]
    spans = en_time_spans(" ".join(t.text for t in rest))
    if rest and not spans and not all(t.low in W.FILLERS or t.low in {"back", "earlier"}
                                      for t in rest) and not _clock_time(rest):
        return None
    return h.name



def _bare_frame(toks: Sequence[Tok], att: Attribution) -> bool:
    """A frame with nothing to report after it: 'he told me at your birthday', 'she said', 'or so
    she says' — the proposition is the clause before it."""
    if not att.holders and not att.own or att.quote or att.pos == 0:
        return False
    if att.anaphoric and (att.own or not (att.pos <= len(toks) and toks[att.pos - 1].low == "so")):
        return False  # ('X says so, in writing': the news before it, pointed back to)
    rest = [t for t in toks[att.pos:] if t.text[:1].isalnum()]
    if rest and rest[0] is toks[att.pos] and rest[0].low in {"it", "this", "that"} and (
            len(rest) == 1 or rest[1].low in W.PREPOSITIONS or rest[1].low in _TRAILERS
            or rest[1].low in {"yesterday", "today", "earlier", "last", "this"}):
        rest = rest[1:]  # 'X mentioned it after the match': the news pointed back to
    if _adverbials_only(rest):
        return True  # 'X told me that yesterday evening': when and how, nothing more
    pp = next((i for i, t in enumerate(rest) if t.low in W.PREPOSITIONS), len(rest))
    return len(rest) <= 4 and not any(
        t.low == "that"
        or t.low in W.FIRST_SUBJECT
        or t.low in _PERSON_SUBJ
        or t.low in _THING_SUBJ
        or finite(t.low) and i <= pp
        for i, t in enumerate(rest)
    )


def _adverbials_only(words: Sequence[Tok]) -> bool:
    """Are ``words`` (a frame's rest) only a few adverbials of time, place or medium ('on the
    phone last week', 'in her report', 'at the meeting on Monday')? No verb, no person, nothing
    said 'about'."""
    return 0 < len(words) <= 8 and words[0].low in _TAIL_OPENERS and not any(
        # (a word after a determiner is its noun: 'on the phone', 'in her report')
        finite(t.low) and not (i and (words[i - 1].low in W.DETERMINERS
                                      or words[i - 1].low in _TAIL_DETS))
        or t.low in {"about", "that", "how", "what", "if", "whether"}
        or t.low in W.PRONOUNS and t.low not in _TAIL_DETS for i, t in enumerate(words))


_TAIL_OPENERS = frozenset({"on", "in", "at", "over", "during", "by", "via", "last", "this",
                           "yesterday", "today", "earlier", "before", "after", "twice", "once",
                           "when", "outside"})
_TAIL_DETS = frozenset({"my", "our", "his", "her", "their", "your", "its"})


def _lower_name_closing(toks: Sequence[Tok], k: int) -> str | None:
    """'…, says ombreth', '… said ombreth lol': a lower-case word of no English word class
    after a postposed verb of saying, with only trailers after it — a name typed in lower
    case, capitalised."""
    if k >= len(toks) or not toks[k].text.isalpha() or not toks[k].text.islower():
        return None
    low = toks[k].low
    if not no_english_word(low) or W.common_word(low) or not all(
            t.low in _TRAILERS for t in toks[k + 1:] if t.text[:1].isalnum()):
        return None
    return low[:1].upper() + low[1:]


def _inverted_frame(frame: Sequence[Tok], disc: TurnContext, names: Names) -> Attribution | None:
    """'…, says Radegund.', '…, reckons my uncle': a postposed reporting verb before its holder."""
    if len(frame) < 2 or frame[0].low in {"i", "you"} or not frame_verb(frame, 0):
        return None
    h = holder_np(frame, 1, disc, names, None, lenient=True)
    if h is None and (low_name := _lower_name_closing(frame, 1)):
        h = _NP(names.known_form(low_name) or low_name, 2, lower=True)
    if h is None or h.name == disc.speaker or h.name == SOMEONE:
        return None
    rest = [t for t in frame[h.end:] if t.text[:1].isalnum() and t.low not in _TRAILERS]
    if rest and not (rest[0].low in {"on", "at", "in", "from"} and len(rest) <= 4 and not any(
            finite(t.low) and t.low not in W.DETERMINERS and frame[k - 1].low not in (
                W.DETERMINERS) for k, t in enumerate(frame[h.end:], h.end) if t in rest[1:])):
        # ('…, says Ysolt at the kiosk': where she works)
        return None
    return Attribution(holders=[h.name], pos=len(frame), rows=["inverted"])


_TRAILERS = frozenset({"lol", "haha", "tho", "though", "anyway", "apparently", "again", "too"})
_SUBJECT_BEFORE_VERB = frozenset({"nobody", "everyone", "everybody", "someone", "somebody",
                                  "no-one", "anyone", "anybody", "he", "she", "they", "we"})


def _postposed(ctx: Ctx, clause: str, nxt: str) -> bool:
    """'Jomo doesn't even like ramen, he told me.': a frame after its proposition. The clause's
    people are noted first (the frame's pronoun usually points back to them); returns False, and
    does nothing, when ``nxt`` is not a bare frame."""
    # (', she said.' where a 'though' before the comma was split off: 'X loved it though, she
    # said')
    nxt = re.sub(r"^[\s,;:–—-]*(?:(?:or|so|at least|and|but|well)\s+)*", "", nxt, flags=re.I)
    # 'That's what X said, anyway.', "That's according to X.": the source pointed back to
    nxt = _THATS_WHAT.sub("", nxt)
    # "my sister's words not mine", "that's X's take anyway": a view named as someone's is
    # what they said
    nxt = _whose_words(nxt)
    # ('… he told me anyway', '…, she said lol': a hedge or laugh after the frame)
    if len(nxt.split()) <= 6:
        nxt = _FRAME_TRAILER.sub(".", nxt)
    frame = tokenize(nxt)
    if not frame or not frame[0].text[:1].isalpha() or nxt.rstrip().endswith("?"):
        return False  # ('Is the gym shut, according to the app?': the source of what is asked)
    disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
    toks = tokenize(clause)
    if not toks:
        return False
    words = [t for t in toks if t.text[:1].isalnum()]
    if words and words[-1].low.split("'")[0] in _SUBJECT_BEFORE_VERB and toks[-1].text not in {
            ",", ";", "-", "—", "–"}:
        return False  # ('… and nobody's | said boo': the verb's own subject, cut off before it)
    own = read_attribution(toks, clause, disc, ctx.names)
    if len(own.holders) == 1 and not own.own and not own.quote and own.holders[0] != SOMEONE:
        return _postposed_source(ctx, toks, clause, own, frame, nxt)
    if clause.rstrip().endswith("?"):
        return False
    if (own.holders == [SOMEONE] or own.own and not own.holders and own.rows and all(
            r in _CANDOUR for r in own.rows)) and not own.quote:
        # 'apparently the pool's shut, she told me', 'tbh it was dull, he said': the frame
        # after the clause names the source an unnamed lead left open, or holds the view a
        # candour marker only coloured
        att = _inverted_frame(frame, disc, ctx.names) or read_attribution(
            frame, nxt, disc, ctx.names, bare=True)
        if not _bare_frame(frame, att) or not att.holders or SOMEONE in att.holders:
            return False
        att.pos = own.pos
        _carry_relay(ctx, frame, att)
        subject = _route(ctx, toks, clause, att)
        _note_people(ctx, toks, att, disc, subject)
        return True
    if own.holders or own.own:
        return False
    _note_people(ctx, toks, own, disc, None)
    news_subject = _news_subject(ctx, toks, frame)
    if news_subject:
        disc.note(news_subject)
    att = _inverted_frame(frame, disc, ctx.names) or read_attribution(
        frame, nxt, disc, ctx.names, bare=True)
    if not _bare_frame(frame, att) or att.own and att.holders:
        # ('he keeps telling us that, I don't think he knows': the speaker's own view of someone,
        # a clause of its own — no frame of the clause before)
        return False
    att.pos = skip_openers(toks, 0, ctx.names)
    _carry_relay(ctx, frame, att)
    subject = _route(ctx, toks, clause, att)
    _note_people(ctx, toks, att, disc, subject)
    return True


def _news_subject(ctx: Ctx, toks: Sequence[Tok], frame: Sequence[Tok]) -> str | None:
    """The person the news before a postposed pronoun frame is about: its subject, or the one
    whose relative or thing the subject is ('my flatmate's team handed it in late …, or so she
    claims'). A
    'he'/'she' source continues the subject (Centering: subject before object), not whoever the
    news named last ('my old flatmate tried that and the agent kept his bond, or so he told
    me': the flatmate told it)."""
    p = skip_openers(frame, 0, ctx.names)
    if p >= len(frame) or frame[p].low not in {"he", "she"} or ctx.disc is None:
        return None
    head = tokenize(ctx.first_clause) if ctx.first_clause else []
    head = head or list(toks)
    q = skip_openers(head, 0, ctx.names)
    if q >= len(head) or not (head[q].text[:1].isupper() or head[q].low in {
            "my", "our", "the", "his", "her", "their", "your"}):
        return None  # ('the knee is healing fine, she says': no person the news is about)
    if head[q].low in {"my", "our"} and " " in (role := role_words(head, q + 1)[0]):
        # ('my old flatmate tried that …': a role with an adjective before it)
        return en_possessive(ctx.speaker, role)
    kind, who, _ = _subject(head, 0, ctx)
    # ('gerund': "my sister's moving …", the 's an 'is')
    if kind not in {"person", "gerund"} or not who or who in {ctx.speaker, SOMEONE} or (
            ctx.listener and who == ctx.listener):
        return None
    return who


_WHOSE_WORDS = re.compile(
    r"^(?:that's\s+|thats\s+|that\s+is\s+|just\s+|all\s+)?"
    r"((?:my|her|his|our|their|your)\s+[a-z]+|[A-Za-z][a-z-]+)'?s\s+"
    r"(?:words|take|opinion|verdict|view|thoughts|theory|two\s+cents)"
    r"(?:\s*,?\s*not\s+mine)?\s*,?\s*(?:anyway|lol|tho|though|btw)?\s*[.!]*\s*$", re.I)
_OR_SO = re.compile(
    r"^\W*(?:or\s+so|at\s+least)\s+((?:my|her|his|our|their|your)\s+[a-z]+|[A-Za-z][a-z-]+)"
    r"\s+(?:says|said|reckons|reckoned|claims|claimed|thinks|thought)\b", re.I)


def _whose_words(nxt: str) -> str:
    """A sentence naming whose the view before it is, as a bare 'X said': "my sister's words
    not mine", "that's X's take anyway", 'or so my sister says' (its own sentence)."""
    nxt = _WHOSE_WORDS.sub(lambda m: f"{m.group(1)} said.", nxt.strip())
    nxt = _OR_SO.sub(lambda m: f"{m.group(1)} said", nxt)
    return f"{nxt}." if nxt.endswith(" said") else nxt


_FRAME_TRAILER = re.compile(r"(?<=\w)\s*,?\s+(?:anyway|lol|haha|tho|though)\s*[.!]*\s*$", re.I)


_FIRST_OPENERS = frozenset({"i", "we", "i'm", "i've", "i'd", "i'll", "we're", "we've", "we'd",
                            "my", "our", "me", "us"})


_TOLD_OR_SAID = re.compile(
    r"\b(?:told|said|mentioned|according to|heard|got|had|says|tells|from|announced|confirmed|"
    r"posted|wrote)\b", re.I)
_THATS_WHAT = re.compile(r"^(?:that's|thats|that is|that was)\s+(?:what\s+|(?=according to\b))",
                         re.I)


def _source_sentence(ctx: Ctx, clause: str, nxt: str) -> bool:
    """'X is stepping down. His assistant, Y, told me at training.': may the sentence ``nxt``, a
    bare 'told me'/'said' frame of a third person, be the source of the news ``clause`` said
    just before it? Not of a question, nor of the speaker's own news ('I got the job')."""
    nxt = _whose_words(nxt)
    if clause.rstrip().endswith("?") or not _TOLD_OR_SAID.search(nxt):
        return False
    toks = tokenize(clause)
    p = skip_openers(toks, 0, ctx.names)
    if p >= len(toks) or toks[p].low in _FIRST_OPENERS and not (
            # ('Our caretaker's had complaints …': a relative or role of the speaker's is news)
            toks[p].low in {"my", "our"} and role_words(toks, p + 1)[0]
    ) or toks[p].low in YOU_SUBJ:
        return False
    if _HEARD_IT_FROM.match(nxt):
        return True  # 'X is leaving. Got that from her boss at the pub.': where the news came from
    frame = tokenize(_THATS_WHAT.sub("", nxt))
    if [t.low for t in frame[:2]] == ["according", "to"]:
        return len(frame) > 2 and frame[2].low not in _FIRST_OPENERS
    v = next((j for j, t in enumerate(frame) if t.low in {"told", "said", "mentioned", "says",
                                                          "tells"} | _ANNOUNCED), None)
    if v is not None and frame[v].low in {"says", "tells"} and not (
            # ('That's what Gran still tells us.', 'That's what X says.': the present of a
            # habit points back only after 'that's what')
            _THATS_WHAT.match(nxt.strip()) and all(
                t.low in _HABIT_ADVERBS or t.text[:1].isupper() or t.low in EN_ROLE_NOUNS
                or t.low in {"he", "she", "they", "my", "his", "her", "our", "their"}
                for t in frame[:v])):
        return False
    # ('… My sister told me.': a relative of the speaker's is a third person)
    kin = frame[0].low in {"my", "our"} and bool(role_words(frame, 1)[0]) and sum(
        t.text[:1].isalnum() for t in frame) <= 5 and v is not None and (
        v + 1 >= len(frame) or not frame[v + 1].text[:1].isalnum()
        or frame[v + 1].low in {"me", "us", "so", "it", "that", "this"})
    if v is None or v == 0 or frame[0].low in _FIRST_OPENERS and not kin or (
            frame[0].low in YOU_SUBJ):
        return False
    return v + 1 < len(frame) and frame[v].low in {"said", "mentioned", "says"} | _ANNOUNCED or (
        v + 1 < len(frame) and frame[v + 1].low in {"me", "us"}) or (
        # ('That's what his sister told Bryher, who told me.': the one told passed it on)
        _WHO_TOLD_ME.search(nxt) is not None)


# verbs of making news public: '… X announced it after the service', '… X confirmed it'
_ANNOUNCED = frozenset({"announced", "confirmed", "posted", "wrote"})


# a sentence naming only where the news before it came from: '(I) heard it from X …', 'got that
# straight from X'
_HEARD_IT_FROM = re.compile(r"^\W*(?:(?:I\s+|i\s+)?(?:heard|got|had)\s+(?:it\s+|that\s+|this\s+)?|"
                            # ("… That's from X.": where the news came from)
                            r"(?:that's|that\u2019s|that\s+is|that\s+came|this\s+is|this\s+came)\s+)"
                            r"(?:straight\s+|directly\s+|first-?hand\s+)?(?:from|off)\s", re.I)
_HABIT_ADVERBS = _HABITUAL | {"still", "often"}


_WHO_TOLD_ME = re.compile(r",\s+who\s+(?:told|texted|messaged)\s+(?:me|us)\b", re.I)


def _subject_np_at(toks: Sequence[Tok], i: int) -> bool:
    """Is the 'his/her <role>' at ``i`` a clause's subject ('his girlfriend ran it', 'her
    boss's leaving') — not a possessor of a thing ('for his wife's car')?"""
    if i + 2 >= len(toks):
        return False
    nxt = toks[i + 2].low
    if toks[i + 1].low.endswith("'s"):
        return nxt in BETWEEN or nxt.endswith("ing") or is_past(nxt)
    return finite(nxt) or nxt in W.AUX


def _bound_relative(toks: Sequence[Tok], own: Attribution, teller: str,
                    disc: TurnContext) -> None:
    """'X said his girlfriend ran it too — …, she reckoned': a 'his/her <role>' in X's report is
    X's own relative (bound by the reporter), and the possessive tells X's gender. The relative
    is a person of the conversation now, so the frame's pronoun of the other gender is them."""
    if "'s " in teller or teller == SOMEONE:
        return
    p = next((k for k, t in enumerate(toks) if t.text[:1].isalpha()), len(toks))
    if p >= len(toks) or toks[p].low.split("'")[0] in {"he", "she", "they"}:
        return  # (a teller named by a pronoun: the pronoun says the gender)
    for i in range(own.pos, len(toks) - 1):
        low = toks[i].low
        role = toks[i + 1].low.removesuffix("'s")
        if low in {"his", "her"} and role in EN_ROLE_NOUNS and _subject_np_at(toks, i):
            if not fits(low, teller):
                return  # ('X said her boss …' of a man: someone else's)
            if not disc.gender_of(teller) and fits("he", teller) and fits("she", teller):
                disc.tell_gender(teller, "m" if low == "his" else "f")
            disc.note(en_possessive(teller, role))
            disc.note(teller)
            return


_CLAIMING = frozenset({"claims", "claimed", "says", "said", "reckons", "reckoned", "insists",
                       "insisted", "swears", "swore", "maintains", "maintained"})


def _told_the_speaker(frame: Sequence[Tok]) -> bool:
    """Is a postposed bare frame one of telling the speaker, or of claiming with no one told
    ('or so X claims', 'X told me', 'X swears'), not 'X told her' (the reporter told)?"""
    words = [t.low for t in frame if t.text[:1].isalpha()]
    for i, w in enumerate(words):
        if w in {"told", "tells", "texted", "messaged"}:
            return i + 1 < len(words) and words[i + 1] in {"me", "us"}
        if w in _CLAIMING:
            return i + 1 >= len(words) or words[i + 1] in {"me", "us", "anyway", "lol", "tho"}
    return False


def _postposed_source(ctx: Ctx, toks: Sequence[Tok], clause: str, own: Attribution,
                      frame: Sequence[Tok], nxt: str) -> bool:
    """'Ysolt said the depot is moving, her boss told her last week': a bare frame after a
    report, whose holder is the reporter's own (a role of theirs): where the reporter had it
    from, one level further down the chain."""
    disc = ctx.disc or Discourse().turn("", ctx.speaker, ctx.listener)
    teller = own.holders[0]
    possessor = teller.rsplit("'s ", 1)[0] if "'s " in teller else None
    if possessor and possessor not in {ctx.speaker, SOMEONE}:
        disc.note(possessor)
    disc.note(teller)
    _bound_relative(toks, own, teller, disc)
    att = read_attribution(frame, nxt, disc, ctx.names, bare=True)
    if (possessor and att.holders and att.holders[-1] == possessor and len(att.holders) == 1
            and _bare_frame(frame, att)):
        # "X's brother thinks …, she said": X, whose brother it is, told the speaker
        own.holders = [possessor, teller]
        own.rows += att.rows
        subject = _route(ctx, toks, clause, own)
        _note_people(ctx, toks, own, disc, subject)
        return True
    if own.valence and att.holders and not {teller, SOMEONE, ctx.speaker} & set(att.holders) and (
            _bare_frame(frame, att)):
        # 'Keverne can't stand the new crest — that's what his sister told Bryher, who told me':
        # an attitude is its holder's; the frame after it is how it reached the speaker, each
        # one told passing it on
        own.holders = [*att.holders, teller]
        own.rows += att.rows
        subject = _route(ctx, toks, clause, own)
        _note_people(ctx, toks, own, disc, subject)
        return True
    if len(att.holders) == 1 and att.holders[0] not in {teller, SOMEONE, ctx.speaker} and (
            not att.holders[0].startswith(f"{teller}'s ")) and _bare_frame(frame, att) and (
            _told_the_speaker(frame)):
        # 'Ysolt said the depot is moving, or so Bryher claims', '… (Bryher told me)': a
        # postposed teller who says it, or told it to the speaker, outside the report — the
        # report is the reporter's, relayed by the speaker and that teller
        own.holders = [*att.holders, teller]
        own.rows += att.rows
        subject = _route(ctx, toks, clause, own)
        _note_people(ctx, toks, own, disc, subject)
        return True
    # ('… told her': the one told is the teller, already in the chain)
    if (not att.holders or not att.holders[-1].startswith(f"{teller}'s ")
            or any(h != teller for h in att.holders[:-1]) or not _bare_frame(frame, att)):
        return False
    own.holders = [teller, att.holders[-1]]
    own.rows += att.rows
    subject = _route(ctx, toks, clause, own)
    _note_people(ctx, toks, own, disc, subject)
    return True


_WHEN_ONLY = frozenset(
    """this last on at yesterday today tonight earlier morning afternoon evening night week
    weekend ago just monday tuesday wednesday thursday friday saturday sunday""".split()
)  # noqa: SIM905


def _route(ctx: Ctx, toks: Sequence[Tok], sent: str, att: Attribution) -> str | None:
    """Make the clause's Claim / Event / Fact; returns the person the clause is about, if any."""
    question = _is_question(toks, att.pos, sent) and not _uptalk_view(ctx, toks, att)
    low = sent.lower()
    # 'we painted the shed and it looks great': after this turn's record of a thing, 'it looks
    # great' judges that thing — the speaker's verdict, no reaction to someone's news
    seen = _turn_thing(ctx) is not None and bool(_LOOKS_AFTER_RECORD.match(low))
    if _GRATITUDE.search(low) or _WISHES.search(low) or _SOCIAL.search(low) and not seen:
        ctx.out.settle("thanks, wishes, a reaction")
    judges = partial(_judges, seen=seen)
    fr = Frame(att.holders, att.own, att.pos)
    if (
        not att.holders
        and ctx.listener
        and not sent.rstrip().endswith("?")
        and _listener_claim(ctx, toks, sent, fr)
    ):
        return None
    if (
        att.holders
        and not att.quote
        and not att.anaphoric
        and (not any(t.text[:1].isalnum() for t in toks[att.pos:]) or att.rows and all(
            r in FRAMES_BY_NAME and FRAMES_BY_NAME[r].kind == "lead" for r in att.rows)
             and all(t.low in _WHEN_ONLY for t in toks[att.pos:] if t.text[:1].isalnum()))
    ):
        # 'I heard.', 'She told me.': a frame with nothing reported; 'Heard back from X this
        # morning.': a lead with only when it was heard
        return att.holders[-1]
    if (
        att.holders
        and not att.quote
        and not att.anaphoric
        and not question
        and not att.bare
        and len(att.holders) == 1
        and any(t.low in _MESSAGE_VERBS for t in toks[:att.pos])
        and any(t.text[:1].isalnum() for t in toks[att.pos:])
        and all(t.low in _WHEN_ONLY for t in toks[att.pos:] if t.text[:1].isalnum())
    ):
        # 'Quorwen texted me this morning(, he was like …)': a message sent at a time, nothing
        # reported in this clause — the contact is an event (what was said comes after it);
        # after something said in the turn it is also that news's source ('X is booked — his
        # assistant emailed me this morning'), and the claim is made as before
        _record(ctx, toks, sent, skip_openers(toks, 0, ctx.names), who=att.holders[-1])
        if not ctx.said:
            return att.holders[-1]
    candour = bool(att.rows) and all(r in _CANDOUR for r in att.rows)
    if att.own and (att.trailing or candour) and not att.holders and not question:
        # '… returns everything she buys tbh': a marker closing a record of a named person's
        # habit or action marks no view unless the clause judges; so does a candour marker
        # opening it ('tbh, Ysolt started at the depot last week', 'honestly, I went twice')
        p0 = skip_openers(toks, att.pos, ctx.names)
        kind0, who0, _ = _subject(toks, p0, ctx)
        rest0 = sent[toks[p0].start:] if p0 < len(toks) else ""
        # (a closing mark of several words is no part of what is judged: 'honest' in '…, to be
        # honest' judges nothing)
        mark_at = closing_mark(toks) if att.trailing else 0
        jt = toks[:mark_at] if mark_at > p0 else toks
        if jt is not toks:
            rest0 = sent[toks[p0].start:toks[mark_at - 1].end]
        first = next((t.low for t in toks if t.text[:1].isalnum()), "")
        if not att.trailing and (first in _CANDOUR_FIRST or first in {"not", "to"} and (
                att.rows[0] in _CANDOUR)) and not any(
                t.text[:1].isalnum() for t in toks[p0:]):
            # 'honestly, | my coach …', 'Not gonna lie, | I …' cut off: a marker alone judges
            # nothing; it marks the clause after it
            att.own = False
            ctx.candour = att.rows[0]
        elif not att.trailing:
            # an opening marker: only a dated or timed record loses it ('tbh Ysolt loses
            # everything' and 'honestly she's tougher than us' stay views)
            # (whoever or whatever the subject: 'tbh my landlord fixed it yesterday', 'honestly
            # the quiz is cancelled tonight')
            if not judges(toks, p0, rest0) and (
                    _dated_action(toks, p0, rest0) or en_time_expression(rest0) is not None
                    # ('ngl I slept till noon', 'to be honest I went twice': one's own past
                    # act owned up to, a record)
                    or kind0 == "first" and p0 + 1 < len(toks) and is_past(toks[p0 + 1].low)
                    # ('tbh my brother finally bought a van', 'honestly X forgot my birthday',
                    # 'ngl the boiler broke again': a third person's or a thing's past act)
                    or kind0 in {"person", "pron"} and who0 is not None and _past_act(toks, p0)
                    and not judges(_before_reason(toks), p0, rest0, person=True)
                    or kind0 == "other" and (_thing_acted(toks, p0) or _happening(toks, p0))):
                att.own = False
        elif kind0 in {"person", "pron"} and who0 and not judges(
            _before_reason(jt), p0, rest0, person=True
        ) or kind0 == "first" and not judges(jt, p0, rest0) and _dated_action(
                jt, p0, rest0) or kind0 == "other" and _dropped_i(jt, p0) or (
                # ("X painted the shed on Sunday, smartest move he's made tbh": the act, then
                # a verbless verdict on it — the record and the view, both, as without 'tbh')
                kind0 in {"person", "pron", "first"} and _trailing_verdict(jt, p0) is not None):
            # ('I saw the ferry go past yesterday tbh': a dated record of one's own, no view;
            # 'I wouldn't trust it tbh' stays a view)
            att.own = False
    if not att.holders and _reported_question(toks, att.pos) is not None:
        # 'Tegwen asked whether the gym is any good', 'my mum wondered if …': a question
        # reported — the asker holds no view of its content; the asking is the record
        ctx.out.settle("question passed on")
        p_q = skip_openers(toks, att.pos, ctx.names)
        kind_q, who_q, _ = _subject(toks, p_q, ctx)
        _record(ctx, toks, sent, p_q, who=who_q if kind_q in {"person", "pron"} else None)
        return who_q if kind_q in {"person", "pron"} else None
    if att.holders and question and sent.rstrip().endswith("?") and att.rows and all(
            FRAMES_BY_NAME[r].kind == "lead" for r in att.rows if r in FRAMES_BY_NAME) and (
            att.pos < len(toks) and toks[att.pos].low in _INVERTING and not att.quote):
        # 'According to Dana, is the gym shut?': the speaker asks what the source says — a
        # question, no one's claim
        ctx.out.settle("question")
        _asked_topic(ctx, toks, att.pos)
        return None
    if att.holders or att.own and not question:
        _claim(ctx, toks, sent, att)
        for co in att.co:
            # 'X and her mum both reckon …': the same view, held by the second person too ('X and
            # I think …': by the speaker, first-hand)
            _claim(ctx, toks, sent, replace(att, holders=[*att.holders[:-1], co], co=[])
                   if co != ctx.speaker else replace(att, holders=att.holders[:-1], own=True,
                                                     co=[]))
        if att.holders:
            return att.holders[0]
        # "I don't think Ysolt even knew …": the named subject of the speaker's own view is the
        # most salient referent for the next 'she'/'they' (a subject before an embedded name)
        kind_o, who_o, _ = _subject(toks, skip_openers(toks, att.pos, ctx.names), ctx)
        return who_o if kind_o == "person" and not att.quote else None
    if not att.holders and not question and _DENIAL.search(sent):
        # "nah that's not a thing", "that's not true": the speaker denies what was just said or
        # asked — their own view of it, against it
        att.own, att.valence, att.anaphoric = True, -1, True
        _claim(ctx, toks, sent, att)
        return None
    if _RHETORICAL.search(sent[toks[att.pos].start:] if att.pos < len(toks) else sent):
        # 'who even waits that long for a haircut', 'who does that': a verdict asked as a question
        att.own, att.valence = True, -1
        _claim(ctx, toks, sent, att)
        return None
    if question or sent.rstrip().endswith("?") and not _emphatic(toks, att.pos, sent):
        ctx.out.settle("question")
        _asked_topic(ctx, toks, att.pos)
        _view_asked(ctx, toks, att.pos)
        _wellbeing_asked(ctx, toks, att.pos)
        if ctx.disc is not None and _ASKS_JUDGEMENT.search(sent.lower()):
            ctx.disc.ask_judgement()
        return None
    p = skip_openers(toks, att.pos, ctx.names)
    alpha = [t for t in toks[p:] if t.text[:1].isalpha()]
    if alpha and _announces_topic(alpha):
        # 'right, so about Saturday', 'as for the wedding…': a topic announced, nothing said of
        # it yet — no view, no record
        ctx.out.settle("topic announced")
        _asked_topic(ctx, toks, p)
        return None
    if alpha and _chosen_alternative(ctx, alpha):
        att.own = True
        if ctx.disc is not None:
            ctx.disc.set_topic(" ".join(t.text for t in alpha if t.low not in _CHOICE_EXTRAS
                                        and t.low not in W.DETERMINERS), "concept")
        _claim(ctx, toks, sent, att)
        return None
    if alpha and ctx.disc is not None and _np_fragment(alpha) and not evaluates(toks, p):
        _asked_topic(ctx, toks, p)  # 'The stall by the quay.': an answer naming a thing
    if alpha and all(t.low in DEGREE for t in alpha[:-1]) and len(alpha) <= 2 and (
        # ('Jealous.', 'ffs.': the speaker's own feeling or an exclamation, no verdict)
        alpha[-1].low not in W.FEELINGS and alpha[-1].low not in _EXCLAMATIONS
    ) and (
        valence(alpha[-1].low) <= -1.5
        or valence(alpha[-1].low) >= 1.5
        and (ctx.disc is not None and ctx.disc.judgement_asked or ctx.said >= 4)
    ):
        # 'Harsh.', 'Brutal.': a one-word verdict on what was just said; a positive one ('Nice!')
        # is mostly a listener's backchannel, unless it answers 'How was …?' ('Amazing.')
        att.anaphoric = True
        _claim(ctx, toks, sent, att)
        return None
    kind, who, partners = _subject(toks, p, ctx)
    rest = sent[toks[p].start:] if p < len(toks) else ""
    if (m := _EPITHET_NP.search(rest.lower())) and not _EPITHET_NP_NOT.search(rest.lower()):
        # 'X has that junction from hell', 'we had the landlord from hell', 'the queue of doom',
        # 'a nightmare of a journey': a noun phrase that is itself a verdict on its noun, whatever
        # the verb around it — the speaker's view of the thing (or person) so named
        att.own = True
        _claim(ctx, toks, sent, att)
        noun = next(g for g in m.groups() if g)
        if ctx.out.claims and ctx.out.claims[-1].target == ctx.speaker and (
                noun not in _EPITHET_HEADS):
            # ('we had the landlord from hell': the landlord is judged, not the speaker)
            ctx.out.claims[-1] = ctx.out.claims[-1].model_copy(
                update={"target": noun, "target_kind": "concept"})
            if ctx.disc is not None:
                ctx.disc.set_topic(noun, "concept")
        return None
    if kind == "other" and (sign := _dropped_i_attitude(toks, p)):
        # 'Love it.', 'Hated it tbh', 'Loved every minute': the speaker's own liking with the
        # 'I' dropped, of what was just talked about
        att.own, att.valence, att.anaphoric = True, sign, True
        _claim(ctx, toks, sent, att)
        return None
    if kind in {"other", "first", "listener", "you"} and (sign := _set_phrase_verdict(
            toks, p, ctx.turn.text) or _set_phrase_verdict(toks, 0, ctx.turn.text)):
        # 'meh', '10/10', 'skip it', 'save your money', "you'll love it", 'never going back',
        # 'love the kelp bakery', 'im obsessed': a verdict in chat's set phrases, the
        # speaker's own, on what was just talked about (or the thing named)
        att.own, att.valence, att.anaphoric = True, sign, True
        _claim(ctx, toks, sent, att)
        return None
    if kind == "other" and _CLASH.match(rest):
        # "that's the night of my son's nativity", "that's the same weekend as our trip": a date
        # just named is taken by the speaker's own plans — their record
        _record(ctx, toks, sent, p, short_ok=True)
        return None
    if kind == "other" and _READING.match(rest) and not judges(toks, p, rest):
        # "it's on 87k", 'the battery's at 20%', 'the tank is under a quarter': a thing's
        # reading stated — a Fact reported, no verdict
        _record(ctx, toks, sent, p, short_ok=True)
        return None
    if kind == "other" and _place_answer(ctx, toks, p):
        asked = ctx.disc.cue(WHERE_CUE) if ctx.disc is not None else None
        clause = sent.rstrip() + (f" ({asked})" if asked and asked != "-" else "")
        _record(ctx, tokenize(clause), clause, p, short_ok=True)
        return None
    if kind == "other" and _time_answer(ctx, toks, p, sent) and not judges(toks, p, rest):
        asked = ctx.disc.cue(WHEN_CUE) if ctx.disc is not None else None
        clause = sent.rstrip() + (f" ({asked})" if asked and asked != "-" else "")
        _record(ctx, tokenize(clause), clause, p, short_ok=True)
        return None
    if kind in {"person", "pron", "first"} and who and not question and (
            sign := _rating_given(toks, p)):
        # 'X gave it 2/10', 'my sister gave the gym one star', "I'd give it a solid 8/10": a
        # rating given is a verdict — the giver's, passed on (the speaker's own with 'I')
        if who == ctx.speaker:
            att.own = True
        else:
            att.holders = [who]
        att.pos, att.valence = p, sign
        _claim(ctx, toks, sent, att)
        return None if who == ctx.speaker else who
    if kind in {"person", "pron"} and who and who != ctx.speaker and not question and (
            sign := _verdict_act(toks, p)):
        # 'my aunt won't go back to the spa', 'X would never recommend it', 'X recommends the
        # spa', 'X refuses to go again': a third person's verdict said by what they will or won't
        # do again — their view, passed on by the speaker
        att.holders, att.pos, att.valence = [who], p, sign
        _claim(ctx, toks, sent, att)
        return who
    if kind in {"person", "pron"} and who and not question and (
            r := _would_rather_at(toks, p)) is not None:
        # 'my brother would rather sell the van', "she'd rather walk than wait": a preference
        # between courses of action — a view of the one who holds it, passed on by the speaker
        att.holders, att.pos = [who], r
        _claim(ctx, toks, sent, att)
        return who
    if kind in {"person", "pron"} and who:
        c = _trailing_verdict(toks, p) if who != ctx.speaker else None
        if c is not None and judges(_before_reason(toks[:c - 1]), p,
                                    sent[toks[p].start:toks[c - 1].start], person=True):
            c = None  # ('X is hopeless at it, total nightmare': a view, then another)
        if c is None and (judges(_before_reason(toks), p, rest, person=True) and not _dated_action(
            toks, p, rest
        ) and not _life_event(toks, p) or _mild_verdict(ctx, toks, p, who)):
            _claim(ctx, toks, sent, att)
        elif c is not None:
            # 'X spilled wine all over the sofa, nightmare': what X did, then the speaker's
            # verbless verdict on it — the record and the view, both
            _record(ctx, toks[:c - 1], sent[:toks[c - 1].start].rstrip(), p, who=who)
            att.own, att.pos = True, c
            _claim(ctx, toks, sent, att)
        else:
            # ("X's pregnant!", "X's engaged": a state of life, a record however short)
            _record(ctx, toks, sent, p, who=who, short_ok=p + 1 < len(toks) and (
                toks[p + 1].low in _LIFE_STATES))
        return who
    if kind in {"first", "other"} and _RECOMMEND.search(rest.lower()):
        # 'I wouldn't go back', 'Would recommend', "Wouldn't watch it again": a verdict
        att.own = True
        att.valence = -1 if re.search(r"n't|\bnot\b|\bnever\b", rest.lower()) else 1
        _claim(ctx, toks, sent, att)
        return None
    if ctx.disc is not None and ctx.disc.judgement_asked and (
            advice := _ADVICE.search(rest.lower())):
        # 'How was it?' — 'Do not go.', 'You have to go, seriously', 'Avoid.': advice on what was
        # asked about is the speaker's verdict on it
        att.own = True
        att.valence = -1 if advice.group("neg") else 1
        _claim(ctx, toks, sent, att)
        return None
    if (
        kind == "first"
        and not partners
        and p + 1 < len(toks)
        and toks[p].low in {"my", "our"}
        and toks[p + 1].text[:1].isalpha()
        and judges(toks, p, rest)
    ):
        # 'Our new goalie is a liability', 'My car is a wreck': the speaker judges a thing of
        # theirs (the first person is its possessor, not the subject)
        _claim(ctx, toks, sent, att)
        return None
    if kind == "first" and not partners and (
            en_idioms(rest.lower()) or _INCLINATION.search(rest.lower())) and not _dated_action(
            toks, p, rest) and (toks[p].low in {"i'm", "we're", "i'd", "we'd"} or (
            p + 1 < len(toks) and toks[p + 1].low in _STANCE_MODALS)):
        # 'I could take or leave the new menu', "I'm torn on the kit": an idiom of the
        # speaker's own verdict (a dated act of theirs stays a record); what it judges is the
        # thing named last, not the speaker
        att.own = True
        topic = ctx.disc.topic if ctx.disc is not None else None
        _claim(ctx, toks, sent, att)
        things = [c for c in noun_chunks(toks, p + 1, ctx.names, set()) if c[:1].isalnum()
                  and c.split()[-1].lower() not in _IDIOM_NOUNS]
        thing = (things[-1], "concept") if things else topic
        if thing and ctx.out.claims[-1].target == ctx.speaker:
            ctx.out.claims[-1] = ctx.out.claims[-1].model_copy(
                update={"target": thing[0], "target_kind": thing[1]})
            if ctx.disc is not None:
                ctx.disc.set_topic(*thing)
        return None
    if kind == "first" and not partners and _CHAT_VERDICT.search(rest.lower()) and not (
            _dated_action(toks, p, rest)):
        # "I've had better", "we've had better": a verdict by comparison with the speaker's own
        # experience, not a record of what they had
        att.own = True
        _claim(ctx, toks, sent, att)
        return None
    if kind == "first" and _me_answer(toks, p, sent):
        # 'who did the rota?' — 'me, weds night': the speaker answers with their own act and
        # its time (a weekday typed short is the day)
        clause = _WEEKDAY_SHORT.sub(lambda m: _WEEKDAYS[m[1].lower()], sent)
        _record(ctx, tokenize(clause), clause, p)
        return None
    if kind in {"first", "other"} and (kind == "first" or _dropped_i(toks, p)) and (
            c := _trailing_verdict(toks, p)) is not None:
        # 'we waited an hour, ridiculous', 'paid forty quid, total rip off': what the speaker
        # did, then their verdict on it with no verb — the record and the view, both
        cut = sent[:toks[c - 1].start].rstrip()
        if kind == "first":
            _record(ctx, toks[:c - 1], cut, p, partners=partners)
        else:
            _pro_drop_record(ctx, cut, toks[:c - 1], p, short_ok=True)
        att.own, att.pos = True, c
        _claim(ctx, toks, sent, att)
        return None
    if kind == "first" and not partners and not question and would_stance(
            [t.low for t in toks[p:] if t.text[:1].isalpha()]):
        # "I'd tackle it directly", "I wouldn't publish that": what the speaker would do is
        # their stance, no record of anything done
        att.own = True
        _claim(ctx, toks, sent, att)
        return None
    if kind == "first" and not partners and not question and refusal_stance(
            [t.low for t in toks[p:] if t.text[:1].isalpha() or "'" in t.text]):
        # 'I refuse to sign', "I won't apologise": a refusal is a stance
        att.own = True
        _claim(ctx, toks, sent, att)
        return None
    if kind == "first":
        if partners:
            _record(ctx, toks, sent, p, partners=partners)
        else:
            _record(ctx, toks, sent, p)
        return None
    if kind == "other" and _dropped_i(toks, p):
        # 'just booked flights to X!!', 'did the kitchen on Saturday': a past action with its
        # 'I' dropped, as chat drops it — the speaker's record, not a verdict ('Cycled.' too,
        # one word answering what one did)
        _pro_drop_record(ctx, sent, toks, p,
                         short_ok=sum(t.text[:1].isalpha() for t in toks[p:]) == 1)
        return None
    if kind == "other" and _thing_broke_again(toks, p):
        # "kettle's dead AGAIN", 'the printer is broken again': a thing's breakdown happening
        # (again), an event reported — not a verdict on the thing
        clause = sent[toks[p].start:]
        if toks[p].low.endswith("'s"):
            # (the contracted 'is' of a bare noun read out: "kettle's dead" → 'the kettle is dead')
            clause = f"the {toks[p].text[:-2]} is{sent[toks[p].end:]}"
        _record(ctx, tokenize(clause), clause, 0)
        return None
    if (
        kind in {"other", "gerund"}
        and sum(t.text[:1].isalpha() for t in toks[p:]) >= 2
        and judges(toks, p, rest)
    ):
        if (hc := _habit_then_comment(ctx, toks, p)) is not None:
            # 'every Tuesday and Friday, only time I get out': the habit answered is
            # the speaker's record; the comment after it is read as before
            _record(ctx, toks[:hc[1]], sent[:toks[hc[1]].start], hc[0])
        elif (owner := _possessor_subject(ctx, toks, p)) is not None and toks[p].low.endswith(
                "'s") and _past_act(toks, p + 1):
            # "X's band played an amazing set": a past act of someone's group or thing, judged
            # in passing — what was done is a record too
            _record(ctx, toks, sent, p, who=owner)
        elif _pro_drop(toks, p) and _past_act(toks, p) and _plain_past_at(toks, p):
            # ('finally finished the half marathon, so proud': the speaker's own act, the 'I'
            # dropped)
            _pro_drop_record(ctx, sent, toks, p, short_ok=True)
        _claim(ctx, toks, sent, att)
        return None
    owner = _possessor_subject(ctx, toks, p)
    j = _fronted_first_person(toks, p, sent)
    if owner is not None and j is None:
        # "Quennel's book club meets on Mondays": a thing of a named person's acts — a record
        # about that person
        _record(ctx, toks, sent, p, who=owner)
    elif j is not None:
        _record(ctx, toks, sent, j)
    elif kind == "other" and (_dated_action(toks, p, rest) or _happening(toks, p)
                              or _body_acted(toks, p, ctx.names) or _thing_acted(toks, p)):
        # 'The bakery opened on Saturday': an event the speaker reports ('the kettle broke': a
        # thing's act is one however short)
        _record(ctx, toks, sent, p, short_ok=_thing_acted(toks, p))
    elif kind == "other" and p < len(toks) and toks[p].low == "they" and _past_act(toks, p) and (
            any(t.low in {"me", "us"} for t in toks[p + 1:p + 4])):
        # 'they charged me 340 in the end', 'they sent us home early': an unnamed 'they' (the
        # garage, the clinic) acting on the speaker — the speaker's record
        _record(ctx, toks, sent, p, who=ctx.speaker, short_ok=True)
    elif kind == "other" and (ident := _identifies_person(ctx, toks, p)):
        # 'the admin is Ysolt's cousin': who someone is, a Fact about that person
        _record(ctx, toks, sent, p, who=ident)
    elif not any(
        # (a base form is no sure verb in a fragment: 'without fail', 'rain or shine')
        t.text[:1].isalpha() and (t.low in W.AUX or t.low in COPULA or is_past(t.low)
                                  or "'" in t.low)
        for t in toks[p:]
    ) and en_has_habit(sent) and not any(
        toks[i].text[:1].isupper() and ctx.names.is_name(toks, i) for i in range(p, len(toks))
    ):
        # 'Every Tuesday, without fail.', 'twice a week lol': a verbless habit answers for the
        # speaker (what they do, asked about)
        _record(ctx, toks, sent, p)
    elif _pro_drop(toks, p) and (
        en_time_expression(sent) or any(t.low in ("my", "our") for t in toks) or len(toks) - p >= 4
        # ('phoned the garage and the man went …': a part split off a longer sentence has no
        # closing stop of its own; three words still make the record)
        or sum(t.text[:1].isalnum() for t in toks[p:]) >= 3 and ctx.cut_before
        # ('Cycled.', 'Walked!': a one-word answer of what one did)
        or sum(t.text[:1].isalpha() for t in toks[p:]) == 1 and _dropped_i(toks, p)
    ):
        _pro_drop_record(ctx, sent, toks, p, short_ok=True)
    return None


def _trailing_verdict(toks: Sequence[Tok], p: int) -> int | None:
    """Where a verbless verdict closing the sentence after a comma starts ('we waited an hour,
    ridiculous', 'paid forty quid, total rip off'), after a clause of at least three words."""
    for c in range(p + 3, len(toks) - 1):
        if toks[c].text != ",":
            continue
        rest = [t for t in toks[c + 1:] if t.text[:1].isalnum()]
        if not rest or any(t.text in {",", ";", ":"} for t in toks[c + 1:]) or (
                rest[0].low in {"and", "but", "which", "then", "or"}) or rest[0].low == "so" and (
                # ('…, so rude', '…, so overpriced': 'so' of degree before a verdict, not the
                # conjunction before a clause — '…, so she left')
                len(rest) < 2 or rest[1].low in W.PRONOUNS or rest[1].low in W.DETERMINERS
                or "'" in rest[1].low or rest[1].text[:1].isupper()):
            return None
        # (of a past act only: 'I can lend you mine, no bother' offers, it reports nothing)
        done = any(is_past(t.low) or t.low == "been" for t in toks[p:c]) or (
            # ('then X hands Y the keys, so rude': the narrative present of a story told)
            any(t.low == "then" for t in toks[:p]) and any(
                finite(t.low) and t.low.endswith("s") for t in toks[p + 1:c]))
        if not done:
            return None
        if _verbless_verdict(toks, c + 1):
            return c + 1
        # '…, smartest move he's made', '…, best thing anyone's done tbh', '…, worst idea I've
        # ever had': a superlative noun phrase with its contact relative clause — the verdict is
        # the noun phrase, the relative only says of what
        rel = next((k for k in range(c + 2, len(toks)) if toks[k].low.split("'")[0] in _REL_SUBJ),
                   None)
        if rel is not None and rel > c + 2 and (
                toks[c + 1].low.endswith("est") or toks[c + 1].low in {"best", "worst", "the"}
                and (toks[c + 1].low != "the" or toks[c + 2].low.endswith("est")
                     or toks[c + 2].low in {"best", "worst"})) and _verbless_verdict(
                    toks[:rel], c + 1 + (toks[c + 1].low == "the")):
            return c + 1
        return None
    return None


# the subject of a contact relative after a superlative ('best thing anyone's done', 'worst film
# I've seen', 'smartest move he's made')
_REL_SUBJ = frozenset({"i", "we", "you", "he", "she", "they", "anyone", "anybody", "everyone",
                       "someone", "u"})


def _habit_then_comment(ctx: Ctx, toks: Sequence[Tok], p: int) -> tuple[int, int] | None:
    """(start, end) of a verbless habit said as an answer ('every Tuesday and Friday', 'twice
    a week') before a comma and a comment of its own — the comment at ``p``, the habit a
    fragment the openers passed over ('Yep, every Tuesday and Friday, only …') — or None."""
    c = p - 1
    if c < 1 or toks[c].text != ",":
        return None
    b = next((k + 1 for k in range(c - 1, -1, -1) if toks[k].text == ","), 0)
    if b >= c:
        return None
    p = b
    seg = toks[p:c]
    if any(t.text[:1].isalpha() and (t.low in W.AUX or t.low in COPULA or is_past(t.low)
                                      or "'" in t.low or t.low in W.PRONOUNS) for t in seg):
        return None
    if any(seg[k].text[:1].isupper() and ctx.names.is_name(toks, p + k) for k in range(len(seg))):
        return None
    text = " ".join(t.text for t in seg)
    return (p, c) if en_has_habit(text) else None


def _split_pro_drops(clause: str, names: Names) -> list[str]:
    """'Renewed it last night, worked fine on my tablet': two clauses whose 'I' (or 'it') is
    dropped, spliced by a comma — each read on its own (the record, then the verdict), not the
    whole as one verdict."""
    toks = tokenize(clause)
    p = skip_openers(toks, 0, names)
    if p >= len(toks) or not (_pro_drop(toks, p) and _dated_or_past(toks, p)):
        return [clause]
    for c in range(p + 2, len(toks) - 1):
        if c >= 4 and _named_role_end(toks, c - 4, names) == c + 1:
            continue  # ('… and the mechanic, Dorrit, went …': the apposition's closing comma)
        v = c + 1 + (c + 2 < len(toks) and toks[c + 1].low in _PRE_VERB_DEGREE)
        if toks[c].text == "," and _dropped_i_attitude(toks, v):
            # '…, loved every minute', '…, absolutely hated it': a liking with its 'I' dropped
            # (a degree adverb before it), the speaker's verdict on what the record names
            return [clause[:toks[c].start].rstrip() + ".", clause[toks[v].start:]]
        if toks[c].text == "," and is_past(toks[c + 1].low) and toks[c + 1].low not in (
                W.REPORT_VERBS) and toks[c + 1].low not in COPULA and toks[c + 1].low not in W.AUX:
            return [clause[:toks[c].start].rstrip() + ".", clause[toks[c + 1].start:]]
    return [clause]


# verbs of belief in their base form, said with their 'I' dropped ('reckon the gym is next',
# 'think it's closed', 'bet she's late')
_DROPPED_I_BELIEF = frozenset({"reckon", "think", "guess", "bet", "figure", "suppose"})
# what may open the believed clause as its subject ('reckon the gym is next', 'think the bus …')
_BELIEF_SUBJECTS = frozenset("""ours mine yours theirs hers his it that this there the my your
    our their her everyone everybody nobody someone they he she we you""".split())  # noqa: SIM905


def _dropped_belief(clause: str, names: Names) -> list[str]:
    """'reckon the gym is next', '… shut in January, reckon the gym is next': a verb of belief in
    its base form opening a clause (or a part after a comma), a clause with a subject and a verb
    of its own after it — the speaker's belief with its 'I' dropped, read with the 'I' said. A
    question ('think she'll come?') asks the listener and stays as it is."""
    if clause.rstrip().endswith("?") or not any(
            w in clause.lower() for w in _DROPPED_I_BELIEF):
        return [clause]
    toks = tokenize(clause)
    p = skip_openers(toks, 0, names)
    starts = [p, *(c + 1 for c in range(p + 2, len(toks) - 2) if toks[c].text == ",")]
    for k in starts:
        if k + 1 < len(toks) and toks[k].text.islower() and toks[k].low in _DROPPED_I_BELIEF and (
                toks[k + 1].low != "what") and (_subject_clause_at(toks, k + 1, names, True) or (
                    toks[k + 1].low in _BELIEF_SUBJECTS or toks[k + 1].text[:1].isupper()
                    and names.is_name(toks, k + 1)) and any(
                        finite(t.low) for t in toks[k + 2:k + 5])):
            said = "I " + clause[toks[k].start:]
            if k == p:
                return [clause[:toks[k].start] + said]
            return [clause[:toks[k - 1].start].rstrip() + ".", said]
    return [clause]


def _social_tail(clause: str) -> list[str]:
    """'a barge in winter is madness, good luck to them', '… is a nightmare, have fun though':
    a wish or good luck spliced on after a comma is a social formula of its own; the
    clause before it is read without it (a formula read with the whole clause would settle all
    of it as a reaction)."""
    head, comma, tail = clause.rpartition(",")
    if not comma or len(head.split()) < 3 or len(tail.split()) > 6:
        return [clause]
    low = tail.strip().lower()
    if not _WISHES.search(low) or _WISHES.search(head.lower()) or _GRATITUDE.search(
            clause.lower()):
        return [clause]
    return [head.rstrip() + ".", tail.strip()]


# what a third person will or won't do again, or recommends: their verdict on the thing
_VERDICT_ACT = re.compile(
    r"^(?P<neg>(?:would(?:n't|\s+not|\s+never)|will\s+never|won't|never|can't|refuses\s+to|"
    r"refused\s+to|(?:swears|swore|says|said)\s+(?:she|he|they)(?:'ll|'d|\s+will|\s+would)\s+"
    r"never)\s+)?(?:(?:ever|even|definitely|honestly|really|literally)\s+)?"
    r"(?P<v>go(?:es|ing)?\s+back|recommend(?:s|ed|ing)?|go(?:\s+[a-z]+){0,5}?\s+again|"
    r"set\s+foot\s+in)"
    r"\b(?!\s+(?:to\s+(?:work|bed|sleep|school|uni|college)|home|for\s+(?:her|his|their)\b))")


def _verdict_act(toks: Sequence[Tok], p: int) -> int:
    """The sign of a third person's verdict said by an act for another time or a
    recommendation after the subject at ``p`` ('won't go back to the spa' -1, 'would never
    recommend it' -1, 'recommends the spa' +1, 'refuses to go again' -1), else 0. Not 'went
    back' (an act done) nor 'goes back to work'."""
    k = p
    while k < len(toks) and k < p + 4 and not (toks[k].low in W.AUX or toks[k].low.endswith(
            "n't") or toks[k].low in {"never", "refuses", "refused", "recommends", "recommended",
                                      "swears", "swore", "says", "said"}):
        k += 1
    if k >= len(toks) or k == p or any(t.low in {"who", "that", "which", "one", "whose"}
                                       for t in toks[p + 1:k]):
        return 0  # ("X's the one who recommended her": a cleft says who did it)
    rest = " ".join(t.low for t in toks[k:] if t.text[:1].isalpha() or "'" in t.text)
    if re.search(r"\brecommend\w*\s+(?:her|him|them|me|us|you|my|his|their)\b", rest):
        return 0  # ('recommended her', 'recommends my cousin': a person put forward)
    m = _VERDICT_ACT.match(rest)
    if m is None:
        return 0
    if m["neg"] is None and not m["v"].startswith("recommend"):
        return 0  # ('goes back to the spa every week': a habit, no verdict)
    return -1 if m["neg"] else 1


def _would_rather_at(toks: Sequence[Tok], p: int) -> int | None:
    """Where the preferred course starts after the subject's 'would rather' / "'d rather"
    ('would much rather', 'would sooner'), within the first words of the clause; else None."""
    for k in range(p, min(p + 6, len(toks) - 2)):
        t = toks[k].low
        if t in {",", ".", "that", "who", "because", "and", "but"}:
            return None
        if t == "would" or t.endswith("'d") or t == "'d":
            j = k + 1 + (toks[k + 1].low in {"much", "far", "really", "definitely", "just"})
            if j + 1 < len(toks) and toks[j].low in {"rather", "sooner"} and (
                    toks[j + 1].text[:1].isalpha()):
                return j + 1
            return None
    return None


def _source_after_report(ctx: Ctx, clause: str) -> bool:
    """'X says the kiosk is shutting. She heard it from her boss.', '…, X told me, and she got
    it from the landlord': after a report of the turn, its teller's own source given by a clause
    of its own ('it' is what was reported) — the report goes one level down the chain: the
    source holds it and the teller, too, passed it on. Returns True when the clause was that."""
    if ctx.disc is None or not ctx.out.claims:
        return False
    toks = tokenize(clause)
    p = skip_openers(toks, 0, ctx.names)
    p += p < len(toks) and toks[p].low in {"and", "but", "though"}
    if p >= len(toks):
        return False
    last = ctx.out.claims[-1]
    if not last.relayed_by or last.owner in {SOMEONE, ctx.speaker}:
        return False
    low = toks[p].low
    h = _source_told_teller(ctx, toks, p, last.owner)
    if h is None:
        if low in {"he", "she", "they"}:
            if not fits(low, last.owner):
                return False
            k = p + 1
        elif toks[p].text[:1].isupper() and ctx.names.is_name(toks, p) and (
                ctx.names.name_of(toks, p) == last.owner):
            k = p + 1
        else:
            return False
        if k + 2 >= len(toks) or toks[k].low not in _GOT_IT_FROM or toks[k + 1].low not in {
                "it", "that", "this"} or toks[k + 2].low != "from":
            return False
        h = holder_np(toks, k + 3, ctx.disc, ctx.names, last.owner, lenient=True)
        if h is None or h.name in {SOMEONE, ctx.speaker, last.owner} or not all(
                not t.text[:1].isalnum() or t.low in _WHEN_ONLY for t in toks[h.end:]):
            return False
    ctx.out.claims[-1] = last.model_copy(update={
        "owner": h.name, "relayed_by": [*last.relayed_by, last.owner]})
    ctx.disc.note(h.name)
    return True


# a visit, the ground of an unsourced report before it: 'went', "'s been", 'tried it'
_VISITED = frozenset({"went", "been", "tried", "visited", "stayed", "ate", "goes", "was", "had"})


def _visitor_after_apparently(ctx: Ctx, clause: str) -> None:
    """'Apparently it's great, Varnel went last week', 'It's overpriced apparently, my sister's
    been twice': after an unsourced report in the same sentence, a clause saying a third person
    went or tried it names whom the speaker had it from — the report becomes theirs. The
    clause is still read as the record it is."""
    last = ctx.out.claims[-1]
    if last.owner != SOMEONE or last.relayed_by != [ctx.speaker] or ctx.disc is None:
        return
    toks = tokenize(clause)
    p = skip_openers(toks, 0, ctx.names)
    h = holder_np(toks, p, ctx.disc, ctx.names, None) if p < len(toks) else None
    if h is None or h.pronoun or h.name in {SOMEONE, ctx.speaker} or h.end >= len(toks):
        return
    v = h.end
    if toks[v].low in {"has", "'s", "had"} and v + 1 < len(toks):
        v += 1
    if toks[v].low not in _VISITED or toks[v].low in {"was", "had"} and not (
            v + 1 < len(toks) and toks[v + 1].low in {"there", "in"}):
        return
    if evaluates(toks, v):
        return  # ('…, Varnel went and loved it': a view of her own, read as such)
    ctx.out.claims[-1] = last.model_copy(update={"owner": h.name})


_GOT_IT_FROM = frozenset({"got", "heard", "had", "gets", "hears", "has"})
_TOLD_IT = frozenset({"told", "tells", "texted", "messaged", "emailed"})
_WHEN_CLAUSE = frozenset({"when", "while", "after", "before", "once"})


def _source_told_teller(ctx: Ctx, toks: Sequence[Tok], p: int, teller: str) -> Holder | None:
    """'…, the warden told her that when she rang', 'Ysolt's boss told her this last week': the
    teller's source given as the subject of 'told <teller> that/this/it', the demonstrative the
    news just reported and nothing after it but when it was told. Returns the source."""
    if ctx.disc is None:
        return None
    h = holder_np(toks, p, ctx.disc, ctx.names, teller, lenient=True)
    if h is None or h.name in {SOMEONE, ctx.speaker, teller} or h.end + 2 >= len(toks):
        return None
    k = h.end
    if toks[k].low not in _TOLD_IT:
        return None
    obj = toks[k + 1]
    if not (obj.low in {"him", "her", "them"} and fits(obj.low, teller) or obj.text[:1].isupper()
            and ctx.names.is_name(toks, k + 1) and ctx.names.name_of(toks, k + 1) == teller):
        return None
    if toks[k + 2].low not in {"that", "this", "it", "so"}:
        return None
    rest = [t for t in toks[k + 3:] if t.text[:1].isalnum()]
    if rest and rest[0].low not in _WHEN_CLAUSE and not all(t.low in _WHEN_ONLY for t in rest):
        return None
    return h
_PRE_VERB_DEGREE = frozenset({"absolutely", "really", "totally", "honestly", "genuinely",
                              "properly", "actually", "just", "so", "seriously", "literally"})


def _dated_or_past(toks: Sequence[Tok], p: int) -> bool:
    k = p + (toks[p].low in _PRO_DROP_ADVERBS)
    return k < len(toks) and is_past(toks[k].low) and toks[k].low not in COPULA


def _pro_drop_record(ctx: Ctx, sent: str, toks: Sequence[Tok], p: int,
                     short_ok: bool = False) -> None:
    clause = sent[toks[p].start:]
    clause = ctx.speaker + " " + clause[0].lower() + clause[1:]
    ctoks = tokenize(clause)
    _record(ctx, ctoks, clause, 1, short_ok=short_ok and len(ctoks) <= 3)


def _dropped_i(toks: Sequence[Tok], p: int) -> bool:
    """A clause opening on a past-tense verb of action (after 'just'/'finally' at most) with no
    subject, no graded word and no verdict noun after it: the first person dropped."""
    if not _pro_drop(toks, p):
        return False
    k = p + (toks[p].low in _PRO_DROP_ADVERBS)
    if k >= len(toks) or not is_past(toks[k].low) or toks[k].low in W.REPORT_VERBS:
        return False
    v = toks[k].low
    if abs(valence(v)) >= 1 or v in W.ADJ_GENERAL or v in W.ADJECTIVES or v.endswith("priced"):
        return False  # 'Overpriced, if you ask me': a participle that judges
    if v == "bit" and k + 1 < len(toks) and toks[k + 1].low in {"of", "too", "much", "more",
                                                                "less", "late", "early"}:
        return False  # 'Bit of a letdown.', 'bit too pricey': 'a bit', not the past of 'bite'
    end = next((j for j in range(k + 2, len(toks) - 1) if toks[j].low in {"and", "but"} and (
        toks[j + 1].low in _SUBJ_PRONOUNS or toks[j + 1].text[:1].isupper()
        and toks[j + 1].low not in {"i"})), len(toks))
    # (only the dropped-'I' conjunct: '… and Dr Ysolt only came up at 4' is a clause of its own)
    return not any((abs(valence(t.low)) >= 1.5 and not _noun_use(toks, j)) or t.low in DEGREE
                   for j, t in enumerate(toks[k + 1:end], k + 1))


def _noun_use(toks: Sequence[Tok], j: int) -> bool:
    """'had a patient pull …', 'the sick were …': an adjective's homograph used as a noun —
    after an article, with no noun after it (a verb, a pronoun, a preposition or the end)."""
    if j == 0 or toks[j - 1].low not in {"a", "an", "the"}:
        return False
    nxt = toks[j + 1].low if j + 1 < len(toks) else ""
    return (not nxt or not toks[j + 1].text[:1].isalnum() or nxt in W.PRONOUNS
            or nxt in W.DETERMINERS or nxt in W.PREPOSITIONS or nxt in W.VERB_ONLY)


_SUBJ_PRONOUNS = frozenset({"he", "she", "they", "we", "it", "you"})


# markers of candour: they mark a view only on a clause that judges
_CANDOUR = frozenset({"tbh", "honestly", "to_be_honest", "frankly", "ngl", "not_gonna_lie",
                      "not_going_to_lie"})
_CANDOUR_FIRST = frozenset({"tbh", "honestly", "frankly", "ngl"})
_ASKING = frozenset(
    "ask asks asked asking wonder wonders wondered wondering".split())  # noqa: SIM905
_EMBEDDED_Q = frozenset(
    "whether if what how why when where who which".split())  # noqa: SIM905


def _reported_question(toks: Sequence[Tok], p: int) -> int | None:
    """The index of the asking verb when the clause reports a question: SUBJECT ask/wonder
    [me/us/a person] whether|if|wh-… ('Tegwen asked me whether …', 'my mum was wondering if …',
    'she wants to know whether …'); None otherwise. The subject is at most five words."""
    v, limit = p, p + 8
    while v + 1 < min(limit, len(toks)):
        v += 1
        low = toks[v].low
        if low == "," and (c := comma_apposition_end(toks, v)) is not None:
            limit += c - v
            v = c - 1  # 'Ysolt, the one from the choir, asked …'
            continue
        if low in _ASKING:
            k = v + 1
        elif low == "know" and toks[v - 1].low == "to" and v >= 2 and lemma(
                toks[v - 2].low) == "want":
            k = v + 1
        else:
            if not toks[v].text[:1].isalpha():
                return None
            continue
        if k < len(toks) and toks[k].low in _EMBEDDED_Q:
            return v
        if k + 1 < len(toks) and toks[k + 1].low in _EMBEDDED_Q and toks[k].text[:1].isalpha():
            return v  # 'asked me whether', 'asked Kit if'
        return None
    return None


# Questions that are verdicts: general English rhetorical forms.
_RHETORICAL = re.compile(
    r"^\W*(?:(?:seriously|honestly|i mean|like),?\s+)?(?:who\s+(?:(?:even|on earth|"
    r"in (?:their|his|her) right mind|the hell)\s+(?!(?:is|was|are|were|'s)\b))|"
    # ('who actually finished the book?': who did it, asked — a past act is no rhetoric)
    r"who\s+actually\s+(?!(?:is|was|are|were|'s|did|went|came|read|saw|got|made|took|turned|"
    r"showed|\w+ed)\b)|"
    r"who\s+(?:does|did|would|'d)\s+(?:that|this)\b|"
    # ('who charges that much for noodles', 'who queues that long': a price or a wait judged)
    r"who\s+\w+s\s+(?:that|so)\s+(?:much|long|many)\b|"
    r"who\s+cares\b|what\s+(?:was|is|were)\s+(?:he|she|they|you)\s+(?:even\s+)?thinking\b|"
    r"why\s+would\s+(?:anyone|anybody)\b|who\s+(?:\w+\s+){1,4}anymore\b|"
    r"how\s+is\s+(?:that|this|it)\s+(?:even\s+)?(?:legal|allowed|fair|acceptable)\b)",
    re.I,
)
# A verdict said as what one would (not) do again: "I wouldn't go back", "would recommend".
# advice on going, trying or avoiding, said as a reply to 'How was …?' or 'Did you try …?'
_ADVICE = re.compile(
    r"^(?:(?:honestly|seriously|tbh|oh|just|but|and|so|yeah|nah|no),?\s+)*(?:"
    r"(?P<neg>(?:don't|dont|do not)\s+(?:go|bother|waste (?:your|ur) (?:money|time)|book|buy|order|"
    r"eat|try)|avoid|skip)|(?:you|u)\s+(?:have to|need to|must|gotta|should|should definitely|"
    r"have got to)\s+(?:go|try|see|check it out|book|get|order)|go|try it|book it)"
    # (only the advice, with an object pointing back at most: 'you have to go to the dentist' is
    # no verdict)
    r"(?:\s+(?:there|it|them|this|that|that place|back))?"
    r"(?:\s*,?\s*(?:seriously|honestly|tbh|asap|lol|like the plague|at all costs|trust me))?"
    r"\s*[.!]*$"
)
_RECOMMEND = re.compile(
    r"^(?:i |we |i'd |we'd )?(?:(?:would(?:n't| not)?|will never|won't|never|can't|cannot|"
    r"couldn't|wouldn't) )?(?:\w+ ){0,2}?(?:go back|recommend(?: it)?|bother|go again|return|"
    r"(?:watch|buy|eat|stay|book|order|read|use) (?:\w+ ){0,2}?again)"
    r"(?: there| to (?:it|that|them|there))?(?: (?:again|tbh|honestly|lol|though|tho|either))?"
    r"[.!]*$|^(?:i'd|we'd|i would|we would) (?:\w+ ){1,3}in a heartbeat\b"
    # 'wouldn't sit through it again', "I'd never do that again": any deed refused under
    # 'would' for another time is a verdict on it ('won't be late again', a promise, is not)
    r"|^(?:i |we )?(?:wouldn't|would not|would never|i'd never|we'd never)(?: \w+){1,4} again"
    r"(?: (?:tbh|honestly|lol|though|tho|either|tbf|ngl))?[.!]*$"
)
# Social formulas built on evaluative words: feelings about the listener's news, not judgements.
_SOCIAL = re.compile(
    r"^\W*(?:i'm |i am |so |really |very )*(?:glad|happy|sorry|excited|thrilled|proud)\b|"
    r"\b(?:hope|hoping|wish|wishing)\b|^\W*(?:hey|hi|hello)\b|\bgood (?:luck|for you|to hear)\b|"
    # ('good morning all!', 'happy birthday mate', 'merry christmas': a greeting, no verdict)
    r"^\W*(?:(?:and|oh|well)\W+)?(?:a\s+)?(?:(?:very|really)\s+)?(?:good|happy|merry|lovely)\s+"
    r"(?:morning|afternoon|evening|night|birthday|christmas|xmas|new year|easter|anniversary|"
    r"weekend|friday|monday|holidays?|hols)\b(?:\W+(?:all|everyone|everybody|folks|guys|team|"
    r"mate|love|gang|both|to (?:you|all|everyone)(?: all)?|you two|x+|\w+))?\W*$|"
    # ('good to know', 'sad to hear that', 'useful to know, thanks': taking in news, no verdict)
    r"^\W*(?:(?:oh|aw+|ah|ok|okay|well|ahh+)\W+)*(?:(?:so|really|very)\s+)?(?:good|nice|great|sad|"
    r"useful|handy|interesting|lovely|worrying|awful|terrible|horrible|gutting)\s+to\s+"
    r"(?:hear|know)\b(?:\s+(?:that|it|this))?\W*(?:(?:thanks|thx|ty|cheers|lol|tbh)\W*)*$|"
    # ('Sounds fun!', 'that looks amazing': a reaction; 'the garden looks lovely' judges it)
    r"^\W*(?:(?:oh|aw+|wow|ah|ooh|that|it|this|that's|it's|all)\W+)*(?:really |so |just )?"
    r"(?:sounds?|looks?) (?:like )?(?:so |really )?(?:fun|great|good|amazing|awesome|lovely|nice|"
    r"cool)\b|"
    # ('nice one.', 'aw no, poor thing': an acknowledgement or sympathy said alone)
    r"^\W*(?:(?:oh|aw+|ah|no|ahh+)\W+)*(?:(?:nice|good|great) one|"
    r"(?:poor|bless)(?: (?:little|old))? (?:thing|boy|girl|guy|lad|lass|kid|man|woman|love|"
    r"soul|you|him|her|them|pup|dog|cat))"
    r"\W*$"
)
# a reason said as a sentence of its own, with a focus word before it ('Only because …', 'Just
# cos …', 'Probably because …')
_REASON_ANSWER = re.compile(
    r"^\W*(?:(?:only|just|mainly|mostly|partly|probably|prob|maybe|purely|simply)\s+)?"
    r"(?:because|cos|coz|cuz|'cause)\s+(?=\w)",
    re.I,
)
_LUCKY_THAT = re.compile(
    r"^\W*(?:good (?:job|thing)|just as well|thank (?:god|goodness|heavens)|lucky|luckily)"
    r",?\s+(?:that\s+)?(?=(?:i|we|i'm|i've|we're|we've|he|she|they)\s)",
    re.I,
)
_OWN_DEED_RISING = re.compile(
    r"^\W*(?:i|we)\s+(?:did|do)\s+(?!not\b|n't|i\b|we\b|you\b|u\b|it\b|that\b|this\b|so\b)"
    r"[a-z]+\b[^?]*\w[^?]*(?<!\?)\?$", re.I)
_TAG_QUESTION = re.compile(
    r"^(.*\w.*?)\s*,\s*(?:(?:didn't|doesn't|don't|isn't|wasn't|aren't|weren't|won't|wouldn't|hasn't|haven't|hadn't|"
    r"can't|couldn't|shouldn't)\s+(?:he|she|they|it|we|i|you|there)|right|innit|yeah|no|eh|huh"
    # a tag asking for agreement with the speaker's view: '…, don't you think?', '…, wouldn't
    # you say?'
    r"|(?:don't|dont|do\s+not)\s+(?:you|u)\s+think|wouldn't\s+you\s+(?:say|agree)"
    # '…, did I say?', '…, have I told you?', '…, you know?': a remark on the telling
    r"|(?:did|have|had)\s+i\s+(?:say|said|tell\s+you|told\s+you|mention|mentioned)(?:\s+that)?"
    r"|(?:you\s+know|remember|you\s+see))\s*\?\s*$",
    re.I,
)
_FUTURE = re.compile(
    r"\b(?:will|won't|'ll|(?:is|are|'s|'re|isn't|aren't) (?:not |never )?(?:going to|gonna))\b",
    re.I
)


# a negated act with a minimizer ("didn't track a single run", "hasn't lifted a finger",
# "never once asked"): an emphatic failure charged to the subject — a criticism, not a record
_MINIMIZED_FAILURE = re.compile(
    r"\b(?:didn't|did not|doesn't|does not|don't|hasn't|haven't|never|won't|wouldn't|couldn't"
    r"|can't)\s+(?:even\s+|once\s+)?(?:[a-z]+\s+){0,2}?(?:a\s+single|one\s+single"
    r"|a\s+finger)\b|\bnever\s+once\b", re.I)


# taking in whatever one hears ('believes every conspiracy going', 'falls for anything', 'buys
# everything he reads'): a verdict on the person's judgement, not a record of a belief
_CREDULOUS = re.compile(
    r"\b(?:believes?|believed|buys|bought|falls\s+for|fell\s+for|swallows|swallowed)\s+"
    r"(?:every|everything|anything|any\s+old)\b", re.I)


# a denial of what was just said or asked: "nah that's not a thing", "that's not true", 'not
# true at all', "that isn't how it works"
_DENIAL = re.compile(
    r"^\W*(?:(?:nah|no|nope|erm|um|honestly|tbh|sorry|but|well)\W+)*(?:(?:that's|thats|that\s+is"
    r"|it's|its|it\s+is)\s+(?:not|never)|(?:that|it)\s+(?:isn't|wasn't))\s+(?:true|a\s+thing"
    r"|correct|how\s+it\s+works)\b|^\W*(?:(?:nah|no|nope)\W+)*not\s+true\b", re.I)


# out of date said with a degree or a habit ('is always months out of date', 'hopelessly
# outdated'): a verdict on how reliable it is ('my passport is out of date' states its expiry)
_STALE = re.compile(
    r"\b(?:always|so|totally|completely|hopelessly|way|ages|months|years|massively|badly|"
    r"forever)\s+(?:\w+\s+)?(?:out\s+of\s+date|out-of-date|outdated|behind\s+the\s+times)\b",
    re.I)


_TIME_BOUND = re.compile(
    r"\b(?:till|til|until|since|through|thru)\s+(?:next\s+|this\s+|last\s+|the\s+end\s+of\s+)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:till|til|until)\s+(?:tomorrow|tonight|"
    r"further\s+notice|next\s+(?:week|month|year)|the\s+weekend|\d)")


_SEEMS = frozenset({"seems", "seemed", "seem"})
_MILD = frozenset({"alright", "ok", "okay", "aight", "sound"})
_MILD_FILLERS = frozenset({"actually", "tbh", "honestly", "really", "tho", "though", "imo",
                           "pretty", "quite", "all", "right", "not", "bad", "that", "too"})


def _mild_verdict(ctx: Ctx, toks: Sequence[Tok], p: int, who: str) -> bool:
    """'he's alright', 'she's ok actually', 'he's not that bad': a mild verdict on a person,
    which reads as how they are ('she's okay now') unless the person was just judged — it then
    answers that judgement ('I found him a bit much' — 'nah he's alright')."""
    topic = ctx.disc.topic if ctx.disc is not None else None
    k = skip_openers(toks, p, ctx.names)
    if k + 1 < len(toks) and toks[k + 1].low in _SEEMS:
        # 'he seems alright', 'she seemed ok to me': an appearance verb says how the person
        # strikes the speaker — an impression, the speaker's view whatever was talked about
        k += 2
        if k < len(toks) and toks[k].low in {"to", "like"}:
            return False  # ('he seems to be off sick', 'she seemed like she was busy')
    elif topic is None or topic[1] != "person" or topic[0] != who:
        return False
    elif k < len(toks) and toks[k].low.endswith("'s"):
        k += 1
    elif k + 1 < len(toks) and toks[k + 1].low in {"is", "was", "'s"}:
        k += 2
    else:
        return False
    words = [t.low for t in toks[k:] if t.text[:1].isalpha()]
    return bool(words) and len(words) <= 4 and all(w in _MILD or w in _MILD_FILLERS
                                                   for w in words) and (
        any(w in _MILD for w in words) or "bad" in words)


# a wish or hope spliced on after a comma ('…, hope they fixed it', '…, fingers crossed')
_WISH_AFTER = re.compile(
    r"\s*[,;]\s*(?:and\s+|but\s+|so\s+)?(?:i\s+|we\s+)?(?:just\s+|really\s+)?"
    r"(?:hope|hoping|hopefully|wish|fingers\s+crossed)\b.*$")


# a pronoun taking up a thing, then a verb of appearance ('it looks great', 'they look lovely')
_LOOKS_AFTER_RECORD = re.compile(r"^\W*(?:(?:and|so|now)\W+)*(?:it|they|it's|they're)\s+"
                                 r"(?:\w+\s+)?(?:looks?|looking|sounds?|feels?)\b")


def _judges(toks: Sequence[Tok], p: int, rest: str, person: bool = False,
            seen: bool = False) -> bool:
    """An evaluation: copular/verbless with an evaluative word, a judgement pattern of the
    lexicon, or a prediction about someone else with no date ('… is going to close'). Thanks,
    wishes, greetings and sympathy are not ('Glad you found it', 'Hope you had fun')."""
    low = rest.lower()
    # ('the stalls last year were a shambles, hope they fixed it': a wish spliced on after the
    # verdict takes nothing from it)
    said = _WISH_AFTER.sub("", low) or low
    if _GRATITUDE.search(said) or _WISHES.search(said) or _SOCIAL.search(said) and not seen:
        return False
    if _TIME_BOUND.search(low) and not person:
        return False  # 'the lift is broken till Friday': a state with its end date, reported
    if evaluates(toks, p):
        return True
    if _person_verdict_noun(toks, p) != 0:
        return True  # 'the guy at the garage is a crook', 'that bloke's a legend'
    if _verdict_by_shape([t.low for t in toks[p:]
                          if t.text[:1].isalnum() and t.low not in _TAIL_AFTERWORDS]):
        return True  # 'Total tourist trap.', 'Bit of a rip-off.': a verdict by its shape
    if _MINIMIZED_FAILURE.search(low) or _CREDULOUS.search(low) or _STALE.search(low):
        return True
    if _extreme_case(toks, p):
        return True  # 'that man never looks into anything', 'the app never does anything'
    if person:
        # of a person's action only a judgement pattern or a judging verb counts ('overpaid',
        # 'way too early', 'shouldn't have'); 'failed the test twice' is a record
        vi, _ = _main_verb(toks, p + 1)
        verb = toks[vi].low if vi < len(toks) else ""
        low = rest.lower()
        if any(rx.search(low) for rx in (EN_TOO, EN_MODAL_CRIT, EN_DIMINISH, EN_EXPLAIN)) or (
                verb in EN_NEGATIVE or verb in EN_POSITIVE) or _habit_verdict(toks, p) or (
                _extreme_case(toks, p)) or (
                _EPITHET_TAIL.search(low)) or _person_verdict_noun(toks, p) != 0:
            return True
    elif en_polarity(_LITERAL_ING.sub(r"\1", rest)) != "neutral":
        return True
    return _FUTURE.search(rest) is not None and en_time_expression(rest) is None


# a participle describing a sound or a fitting literally ('the banging noise', 'a creaking
# door'): no verdict, whatever the participle means as slang
_LITERAL_ING = re.compile(
    r"\b[a-z]+ing\s+(noises?|sounds?|doors?|pipes?|headache|walls?|windows?)\b", re.I)


# the person taken up again at the clause's end by 'that' + a person noun ('X knows everything,
# that man', 'he never stops, that kid!'): a right dislocation that marks the clause as the
# speaker's feeling about them
_EPITHET_TAIL = re.compile(
    r",\s*that\s+(?:[a-z]+\s+)?(?:man|woman|guy|girl|boy|kid|lad|lass|bloke|child|fella)"
    r"(?:\s+of\s+(?:mine|ours|yours))?[\s.!]*$")
def _person_verdict_noun(toks: Sequence[Tok], p: int) -> int:
    """The sign of a noun that rates a person after 'a'/'an' ("he's a star", 'what a legend',
    'such a menace'; ``W.PERSON_VERDICT_NOUNS``), 0 when there is none."""
    for k in range(p, min(len(toks) - 1, p + 10)):  # ('the guy at the garage is a crook')
        if toks[k].low in {"a", "an"} and k > 0 and (
                toks[k - 1].low in COPULA or toks[k - 1].low.endswith(("'s", "'re"))
                or toks[k - 1].low in {"what", "such", "being"}):
            j = k + 1 + (toks[k + 1].low in DEGREE or toks[k + 1].low in {"total", "absolute",
                                                                        "real", "proper"})
            if j < len(toks) and toks[j].low in W.PERSON_VERDICT_NOUNS:
                return W.PERSON_VERDICT_NOUNS[toks[j].low]
    return 0


# verbs that make what follows a habit ('keeps flaking', 'tends to overreact')
_HABIT_VERBS = frozenset({"keeps", "keep", "kept", "keeping", "tends", "tend", "tended"})


def _plural_noun(t: Tok) -> bool:
    return t.text.isalpha() and t.text.islower() and t.low.endswith("s") and not (
        t.low.endswith("ss")) and t.low not in W.STOPWORDS and lemma(t.low) != t.low


_ANY_ONE = frozenset({"anything", "anyone", "anybody"})
_HABIT_NEG = frozenset({"never", "doesn't", "don't", "won't", "doesnt", "dont", "wont"})
_ECF_STOPS = frozenset({",", ";", "that", "when", "because", "cos", "and", "but", ".", "if",
                        "so", "who", "which", "?"})


def _extreme_case(toks: Sequence[Tok], p: int) -> bool:
    """A negated extreme case formulation of a habit: someone or something that never does
    anything of a kind ('that man never looks into anything', "the app doesn't do anything",
    'my landlord never fixes anything') — the speaker's complaint about them, not a record of
    one act ("he didn't tell me anything": one past act; 'she returns everything she orders':
    a habit told as a fact)."""
    if p >= len(toks) or toks[p].low in {"i", "i'm", "i've", "we", "we're", "we've", "you", "u",
                                         "you're", "me"}:
        return False  # (one's own habits, the listener's: 'I never eat anything before noon')
    negated = False
    for k in range(p + 1, min(len(toks), p + 10)):
        low = toks[k].low
        if low in _ECF_STOPS or low in {"will", "would", "'ll", "'d"}:
            return False
        if low in _HABIT_NEG:
            negated = True
            continue
        if negated and low == "never" or low in W.HABIT_ADVERBS or low in {"even", "ever",
                                                                            "really", "actually"}:
            continue
        if negated and toks[k - 1].low == "never" and is_past(low) and lemma(low) != low:
            return False  # ('he never told me anything': one past act, told)
        if low in _ANY_ONE:
            return negated
    return False


def _habit_verdict(toks: Sequence[Tok], p: int) -> bool:
    """'X exaggerates everything', 'she's always moaning about …', 'he shows off', 'they kept
    flaking': a verb that judges a person's habits or manner (``W.HABIT_VERDICT_FORMS``) as their
    habit — a present '-s', or any form with a habit adverb or 'keep' before it. One past act
    ('he panicked when the alarm went') is a record."""
    habit = False
    for k in range(p + 1, min(len(toks), p + 8)):
        low = toks[k].low
        if low in {",", "that", "when", "because", "cos", "and", "but", "."}:
            return False
        if low in W.HABIT_ADVERBS or low in _HABIT_VERBS:
            habit = True
            continue
        if low in W.HABIT_VERDICT_FORMS:
            part = W.HABIT_VERDICT_FORMS[low]
            if part is not None and (k + 1 >= len(toks) or toks[k + 1].low != part):
                return False
            # (a plural subject's present: 'they whinge about everything', 'my flatmates nag')
            plural = k == p + 1 and toks[p].low in {"they", "you"} or k > p + 1 and (
                _plural_noun(toks[k - 1]))
            return habit or low.endswith("s") and toks[k - 1].low != "to" or (
                low.endswith("ing") and toks[k - 1].low in {"always", "constantly", "forever"}
            ) or plural and low == lemma(low)
    return False


def _possessor_subject(ctx: Ctx, toks: Sequence[Tok], p: int) -> str | None:
    """The named possessor of a subject noun phrase with a present or past verb of its own
    ("Quennel's book club meets …", "Ysolt's van broke down …"), or the person a third-person
    possessive pronoun there stands for ("X said he can't come, his shift got moved": X's
    shift, not the speaker's), or None."""
    if p + 2 >= len(toks):
        return None
    if toks[p].low in {"his", "her", "their"}:
        who = resolve_pronoun(toks[p].low, ctx.disc) if ctx.disc is not None else None
        if who is None or who == ctx.speaker:
            return None
        for k in range(p + 1, min(p + 4, len(toks))):
            low = toks[k].low
            if not toks[k].text[:1].isalpha():
                return None
            if k > p + 1 and (is_past(low) or low in {"got", "was", "were"}
                              or low.endswith("s") and finite(low)) and low not in COPULA - {
                    "was", "were"}:
                return who
        return None
    if not toks[p].low.endswith("'s") or not toks[p].text[:1].isupper():
        return None
    if not ctx.names.is_name(toks, p):
        return None
    end = p + 4
    for k in range(p + 2, min(p + 4, len(toks))):
        if toks[k].low in {"plus", "and", "&"}:
            end = k + 5  # "X's fees plus the M came to £95": a coordinated subject
            break
    for k in range(p + 1, min(end, len(toks))):
        low = toks[k].low
        if not toks[k].text[:1].isalpha() and toks[k].text != "&":
            return None
        verb = is_past(low) or low.endswith("s") and finite(low)
        if k > p + 1 and verb and low not in COPULA:
            return ctx.names.name_of(toks, p)
    return None


_AFTERWORDS = frozenset(
    {"btw", "lol", "lmao", "haha", "hahaha", "tbh", "now", "apparently", "though", "tho", "fyi"}
)


def _identifies_person(ctx: Ctx, toks: Sequence[Tok], p: int) -> str | None:
    """'the admin is Ysolt's cousin', 'the new coach was Brannoc': a definite noun phrase then a
    copula and a person — who someone is."""
    if p >= len(toks) or toks[p].low not in {"the", "that", "this"}:
        return None
    k = next((i for i in range(p + 1, min(p + 5, len(toks))) if toks[i].low in {"is", "was"}),
             None)
    if k is None or k + 1 >= len(toks) or ctx.disc is None:
        return None
    if _person_verdict_noun(toks, k + 1) != 0:
        return None  # 'the guy at the garage is a crook': a verdict on him, no one identified
    np = holder_np(toks, k + 1, ctx.disc, ctx.names, None)
    if np is not None and np.name != SOMEONE and (
        np.end >= len(toks) or not toks[np.end].text[:1].isalpha()
        or toks[np.end].low in _AFTERWORDS
    ):
        return np.name
    return None


_REASON = frozenset({"because", "cause", "coz", "cuz", "since"})


def _before_reason(toks: Sequence[Tok]) -> Sequence[Tok]:
    """The clause without a reason clause after it: 'Ottavio led the rehearsal because the
    conductor was off sick' judges nobody ('off sick' explains)."""
    k = next((i for i, t in enumerate(toks) if i > 1 and t.low in _REASON), None)
    return toks[:k] if k is not None else toks


_NOUN_DETS = frozenset({"the", "a", "an", "our", "my", "your", "their", "this", "that", "his",
                        "her"})
_TENSED = frozenset({"was", "were", "is", "are", "got", "gets", "had", "has", "'s", "will",
                     "'ll", "went", "goes"})


def _past_act(toks: Sequence[Tok], p: int) -> bool:
    """The clause from ``p`` has a past verb of action as its first finite verb (not 'be',
    'have', an auxiliary or a verb of saying, nothing graded by it): 'my brother bought a van',
    'X forgot my birthday'."""
    if p < len(toks) and ("'" in toks[p].low or toks[p].low in _SUBJ_CONTRACTED):
        return False  # ("she's tougher than …": the contracted 'is' is the clause's verb)
    i = _first_finite(toks, p)
    if i is None:
        return False
    while i < len(toks) and toks[i].low in _PRO_DROP_ADVERBS:
        i += 1  # ('finally bought', 'just left')
    if i >= len(toks):
        return False
    v = toks[i].low
    if v in {"didn't", "didnt", "never"} and i + 1 < len(toks) and toks[i + 1].low in W.VERBS:
        v = toks[i + 1].low  # ('X didn't show up', 'X never replied'): what was not done
        return abs(valence(v)) < 1.5 and v not in W.REPORT_VERBS and v not in {"like", "love"}
    return is_past(v) and v not in COPULA and v not in W.AUX and v not in W.REPORT_VERBS and (
        abs(valence(v)) < 1.5) and (v not in {"had", "got"} or v == "got" and i + 1 < len(
            toks) and toks[i + 1].low in W.DETERMINERS)  # ('got a van'; not 'got so rude')


def _plain_past_at(toks: Sequence[Tok], p: int) -> bool:
    """The clause at ``p`` opens on a past form that is no base form too ('finished', 'finally
    bought'; not 'let', 'put', 'cut', which may be imperatives)."""
    while p < len(toks) and toks[p].low in _PRO_DROP_ADVERBS:
        p += 1
    return p < len(toks) and toks[p].text.islower() and is_past(toks[p].low) and (
        lemma(toks[p].low) != toks[p].low)


def _first_finite(toks: Sequence[Tok], p: int) -> int | None:
    """The first finite verb after the subject's first word at ``p``. A base form right before a
    tensed verb is the head noun of a compound subject ('the prize draw was …', 'the bake sale
    got …', 'the book swap is …'), not the verb."""
    for i in range(p + 1, len(toks)):
        low = toks[i].low
        if not finite(low):
            continue
        if low in W.VERBS and toks[i - 1].low in _NOUN_DETS and low not in W.AUX and (
                low not in COPULA):
            continue  # 'the bake sale', 'our swim meet': after a determiner, a noun
        if (i + 1 < len(toks) and toks[i + 1].low in _TENSED and low not in W.AUX
                and low not in COPULA and not is_past(low) and not low.endswith("s")
                and toks[i - 1].text[:1].isalpha() and toks[i - 1].low not in W.PRONOUNS
                and toks[i - 1].low not in W.AUX):
            continue
        return i
    return None


def _body_acted(toks: Sequence[Tok], p: int, names: Names) -> bool:
    """'the council finally sent the letter', 'the insurers paid out': a body (``W.ORG_NOUNS``)
    as the subject of a past act — a record, as a person's act is."""
    p = skip_openers(toks, p, names)
    if p >= len(toks) or toks[p].low != "the":
        return False
    k = p + 1
    while k < min(p + 4, len(toks)) and toks[k].text.isalpha() and toks[k].text.islower() and (
            toks[k].low not in W.ORG_NOUNS):
        k += 1
    if k >= len(toks) or toks[k].low not in W.ORG_NOUNS:
        return False
    k += 1
    while k < len(toks) and toks[k].low in {"finally", "just", "actually", "already", "eventually",
                                            "never", "even", "also"}:
        k += 1
    return k < len(toks) and is_past(toks[k].low) and toks[k].low not in COPULA


_THING_DETS = frozenset({"the", "my", "our", "his", "her", "their", "this", "that", "your"})
_BEFORE_PAST = frozenset({"just", "finally", "already", "actually", "eventually", "suddenly",
                          "also", "then", "only"})
_NOW_AGAIN = frozenset({"now", "again"})


def _me_answer(toks: Sequence[Tok], p: int, sent: str) -> bool:
    """'me, weds night', 'Me! on Friday': the first person said alone as an answer, then only
    when (no verb of its own)."""
    if p + 2 >= len(toks) or toks[p].low != "me" or toks[p + 1].text not in {",", "!", "-", "—"}:
        return False
    rest = toks[p + 2:]
    if any(t.text[:1].isalpha() and (t.low in W.AUX or t.low in COPULA or is_past(t.low)
                                      or "'" in t.low or t.low in W.PRONOUNS) for t in rest):
        return False
    text = _WEEKDAY_SHORT.sub(lambda m: _WEEKDAYS[m[1].lower()], sent[rest[0].start:])
    return en_time_expression(text) is not None


_WEEKDAYS = {"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday",
             "weds": "Wednesday", "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday",
             "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
_WEEKDAY_SHORT = re.compile(r"\b(" + "|".join(_WEEKDAYS) + r")\b(?!')", re.I)


_BROKEN = frozenset({"dead", "broken", "broke", "down", "leaking", "flooded", "busted", "bust",
                     "knackered", "kaput", "jammed", "blocked", "frozen", "stuck", "crashed"})


def _thing_broke_again(toks: Sequence[Tok], p: int) -> bool:
    """"kettle's dead AGAIN", 'the lift is down again', 'my laptop's frozen again': a thing (a
    bare or determined noun, no person) in a state of breakdown, said to have come again."""
    k = p + (p < len(toks) and toks[p].low in _THING_DETS)
    if k >= len(toks) or not toks[k].text.isalpha() and "'" not in toks[k].text or (
            toks[k].text[:1].isupper() or toks[k].low.removesuffix("'s") in EN_ROLE_NOUNS
            or toks[k].low in W.PRONOUNS):
        return False
    if toks[k].low.endswith("'s"):
        v = k + 1
    else:
        v = k + 1
        if v >= len(toks) or toks[v].low not in {"is", "was"}:
            return False
        v += 1
    return v < len(toks) and toks[v].low in _BROKEN and any(
        t.low == "again" for t in toks[v + 1:v + 3])


def _thing_acted(toks: Sequence[Tok], p: int) -> bool:
    """'the survey quote came back at £700', 'the cider ran out by nine', 'the tap is
    leaking now': a thing as the subject of a past act (no copula, no saying, nothing judged —
    a judging clause never gets here) or of a change going on now — an event the speaker
    reports, as a body's act or a thing's passive is."""
    if p >= len(toks) or toks[p].low not in _THING_DETS:
        return False
    # the noun phrase: lower-case words up to the verb, a modifier 'at the flat' allowed ('the
    # survey quote': a noun that may be a verb too is still the phrase's)
    k = p + 1
    while k < min(p + 7, len(toks)) and (toks[k].text.isalpha() and (
            toks[k].text.islower() or toks[k - 1].low in W.PREPOSITIONS)
            # ('the new couple at 22': a house number after a preposition)
            or toks[k].text.isdigit() and toks[k - 1].low in W.PREPOSITIONS) and (
            toks[k].low not in W.AUX and toks[k].low not in COPULA and toks[k].low not in (
                _BEFORE_PAST) and not is_past(toks[k].low)):
        k += 1  # ('the garage in Tarbeck': a place named after a preposition)
    if k <= p + 1 or k >= len(toks) or any(
            t.low in W.PRONOUNS or t.low in W.CONJUNCTIONS for t in toks[p + 1:k]):
        return False
    while k < len(toks) and toks[k].low in _BEFORE_PAST:
        k += 1
    if k >= len(toks):
        return False
    v = toks[k].low
    if v in {"is", "are"} and k + 1 < len(toks) and toks[k + 1].low.endswith("ing") and (
            lemma(toks[k + 1].low) != toks[k + 1].low):
        return any(t.low in _NOW_AGAIN for t in toks[k + 2:])  # 'is leaking now'
    if v in {"didn't", "didnt", "never"} and k + 1 < len(toks) and toks[k + 1].low in W.VERBS and (
            abs(valence(toks[k + 1].low)) < 1) and toks[k + 1].low not in W.REPORT_VERBS:
        return True  # ('the bus didn't turn up', 'the parcel never came'): what did not happen
    return (is_past(v) and v not in COPULA and v not in W.AUX and (
        v not in W.REPORT_VERBS or _quoted_amount(toks, k)) and (
        abs(valence(v)) < 1 or v in _BREAKDOWN_PAST))  # ('the boiler broke (down) again')


# a thing's breakdown told as an act: its past verbs, whatever they mean of a person ('broke':
# out of money)
_BREAKDOWN_PAST = frozenset({"broke", "crashed", "died", "failed", "leaked", "flooded",
                             "collapsed", "snapped", "burst", "froze", "stopped"})


def _quoted_amount(toks: Sequence[Tok], v: int) -> bool:
    """'quoted me 250', 'quoted us £1,200 for it': a price named, no view reported."""
    k = v + 1 + (v + 1 < len(toks) and toks[v + 1].low in {"me", "us", "him", "her", "them"})
    return k < len(toks) and (toks[k].text[:1].isdigit() or toks[k].text in {"£", "$", "€"})


def _happening(toks: Sequence[Tok], p: int) -> bool:
    """'the offsite got cancelled', 'the match was postponed': a thing's passive past, reported."""
    vi = _first_finite(toks, p)
    return vi is not None and toks[vi].low in {"got", "was", "were"} and vi + 1 < len(toks) and (
        toks[vi + 1].low.endswith("ed") and is_past(toks[vi + 1].low))


_OUT_STATE = frozenset({"out", "off", "down", "closed", "shut", "open", "away", "back", "up"})


# what happens to a person, said in the passive ('has been promoted', 'got sacked'): a life event,
# whatever the participle's valence; and being ill (a state of health, not a verdict)
_EVENT_PARTICIPLES = frozenset("""promoted demoted hired fired sacked elected appointed accepted
    rejected awarded admitted discharged diagnosed injured hurt robbed mugged burgled arrested
    charged fined married engaged divorced transferred offered shortlisted nominated selected
    picked chosen evicted banned suspended expelled released scammed stung bitten
    headhunted""".split())  # noqa: SIM905
_HEALTH_STATES = frozenset({"sick", "ill", "poorly", "unwell"})
_PASSIVE_AUX = frozenset({"'s", "is", "was", "were", "are", "has", "have", "had", "been", "got",
                          "gets", "get", "getting", "just", "finally", "recently", "now",
                          "already", "also", "off", "really", "quite", "very", "so"})
_JUDGED_CAUSE = frozenset({"only", "because", "cos", "coz", "cuz", "'cause", "bc", "undeservedly",
                           "deservedly", "rightly", "wrongly", "unfairly", "than"})


def _life_event(toks: Sequence[Tok], p: int) -> bool:
    """'Ysolt's been promoted to head chef', 'my brother got sacked', "she's been off sick all
    week", 'he was injured': after a person subject, a passive of a life event or a state of
    health — something that happened to them, a record (not a verdict on them)."""
    if any(t.low in _JUDGED_CAUSE for t in toks[p:]):
        return False  # 'X only got promoted because her manager likes her': a judgement of why
    k = p
    while k < len(toks) and toks[k].text[:1].isalpha() and toks[k].low not in _PASSIVE_AUX and (
            k - p < 4):
        if toks[k].low.endswith("'s") and k + 1 < len(toks) and toks[k + 1].low == "been":
            break  # "Ysolt's been …": the glued 's is 'has'
        k += 1
    if k < len(toks) and toks[k].low.endswith("'s"):
        k += 1
    start = k
    while k < len(toks) and toks[k].low in _PASSIVE_AUX:
        k += 1
    if k == start and not (k > p and toks[k - 1].low.endswith("'s")) or k >= len(toks):
        return False
    w = toks[k].low
    if w in _EVENT_PARTICIPLES:
        return True
    return w in _HEALTH_STATES and not any(t.low in {"of", "to"} for t in toks[k + 1:k + 2])


def _dated_action(toks: Sequence[Tok], p: int, rest: str) -> bool:
    """A past action with its time ('… adopted a cat last
    spring'): a record even with a loaded verb."""
    vi = _first_finite(toks, p)
    if (
        p + 1 < len(toks)
        and toks[p].low.endswith(("'s", "'re"))
        and toks[p + 1].low.endswith("ing")
        and en_time_expression(rest) is not None
    ):
        # "rehearsal's moving to the hall from next week": the 's is 'is'; "they're holding a
        # barbecue Sunday": a plan with its time
        return True
    if (
        vi is not None
        and toks[vi].low in {"is", "are"}
        and vi + 1 < len(toks)
        and (toks[vi + 1].low.endswith("ing") or is_past(toks[vi + 1].low))
        and en_time_expression(rest) is not None
    ):
        return True  # 'the choir is singing at the abbey on the 21st', 'the minibus is booked …'
    if en_time_expression(rest) is not None and any(
            (toks[k].low in {"is", "are"} and k + 1 < len(toks) and toks[k + 1].low in _OUT_STATE
             or toks[k].low.endswith(("'s", "'re")) and k + 1 < len(toks)
             and toks[k + 1].low in _OUT_STATE) for k in range(p, min(p + 5, len(toks)))):
        return True  # 'the lift is out till Friday', "the pool's off until May": a dated state
    if (
        vi is None
        or en_time_expression(rest) is None
        or toks[vi].low in COPULA
        and toks[vi].low not in {"was", "were"}
    ):
        # (a dated past state, 'the buses were on strike that
        # Tuesday', is a record; judging ones never get here)
        return False
    return is_past(toks[vi].low) or toks[vi].low in {"had", "did", "was", "were"}


_PLACE_PREPS = frozenset({"in", "at", "near", "around", "outside", "inside", "across"})
_OCCASION_PREPS = frozenset({"after", "before", "during"})
# 'from'/'to' name a place after a noun or verb of travel ('his flight from X', 'the train to X',
# 'home from X', 'moved to X', 'flew in from X'); after other words they may name a person ('heard
# (back) from X', 'a text from X', 'said to X')
_TRAVEL_PREPS = frozenset({"from", "to", "into", "via"})
_TRAVEL = frozenset(
    """flight flights train trains bus buses coach ferry plane planes trip trips drive journey
    route road ticket tickets fare fares commute connection connections transfer layover
    home fly flew flown flies flying drive drove driven driving moved move moves
    moving relocated relocating emigrated travel travelled traveled travelling traveling
    commuted commuting sailed cycled walked returned returning heading headed in""".split())  # noqa: SIM905


def _lower_nouns(toks: Sequence[Tok], k: int, n: int) -> Sequence[Tok] | None:
    """The ``n`` words at ``k`` when they are lower-case words, none a stopword (a body named by
    common nouns: 'the council', 'the letting agent'), else None."""
    words = toks[k:k + n]
    if len(words) < n or not all(t.text.isalpha() and t.text.islower()
                                 and t.low not in W.STOPWORDS for t in words):
        return None
    return words


# verbs whose object is a person the speaker was in touch with: the next 'she'/'he' may be them
def _body_called(toks: Sequence[Tok], k: int) -> str | None:
    """'the council', 'the harbour office' after a verb of calling: one or two lower-case nouns
    closing the phrase (before punctuation, a preposition or a time word)."""
    for n in (1, 2):
        words = _lower_nouns(toks, k, n)
        if words is None:
            return None
        j = k + n
        if j >= len(toks) or not toks[j].text.isalpha() or toks[j].low in W.PREPOSITIONS or (
                toks[j].low in _AFTER_CALLED):
            return "the " + " ".join(t.low for t in words)
    return None


_CALLED = frozenset("rang phoned called emailed messaged contacted".split())  # noqa: SIM905
_HEARD_BACK = frozenset("back heard hear anything word nothing".split())  # noqa: SIM905
_ASKING_AUX = frozenset("did does has have had will would".split())  # noqa: SIM905
_ANSWERING = frozenset(
    """say said reply replied answer answered respond responded get got tell told write wrote
    email emailed ring rang call called come""".split()  # noqa: SIM905
)


def _body_asked(toks: Sequence[Tok], k: int) -> str | None:
    """'the council', 'the letting agent' before a verb of answering in a question ('did the
    council say …', 'has the letting agent replied'): the body, or None."""
    for n in (1, 2):
        words = _lower_nouns(toks, k, n)
        if words is None:
            return None
        j = k + n
        while j < len(toks) and toks[j].low in {"ever", "even", "actually", "finally", "not"}:
            j += 1
        if j < len(toks) and toks[j].low in _ANSWERING:
            return "the " + " ".join(t.low for t in words)
    return None
_AFTER_CALLED = frozenset(
    "this last yesterday today earlier again back and but so first".split())  # noqa: SIM905
_CONTACT_VERBS = frozenset(
    """tell told asked ask call called rang ring emailed texted messaged phoned saw see seen met
    meet visited visit and but""".split()  # noqa: SIM905
)
_MET_PAST = frozenset(
    "told asked called rang emailed texted messaged phoned saw seen met visited".split())  # noqa: SIM905
_MET_PAST_TO = frozenset(
    "spoke talked went been chatted wrote spoken".split())  # noqa: SIM905
_CONTACT_TO = frozenset(
    # ('got through to the broker': a call answered at last)
    """spoke speak talked talk went been go chatted wrote spoken talking speaking chatting written
    through""".split())  # noqa: SIM905


def _called_person(ctx: Ctx, toks: Sequence[Tok], disc: TurnContext) -> str | None:
    """The named person the speaker's clause says they rang, phoned or called ('I rang Mrs
    Ysolt …', 'called Ysolt's mum'), when more people are named after it; else None."""
    p = skip_openers(toks, 0, ctx.names)
    if p >= len(toks) or toks[p].low not in {"i", "we"}:
        return None
    for i in range(p + 1, min(p + 4, len(toks) - 1)):
        if toks[i].low in _CALLED:
            h = holder_np(toks, i + 1, disc, ctx.names, None)
            if h is None or h.pronoun or h.name in {ctx.speaker, SOMEONE}:
                return None
            later = any(toks[k].text[:1].isupper() and ctx.names.is_name(toks, k)
                        for k in range(h.end, len(toks)))
            return h.name if later else None
    return None


_TITLES = frozenset({"dr", "doctor", "prof", "professor", "mr", "mrs", "ms", "miss", "nurse",
                     "sister", "father", "rev", "reverend", "coach", "captain"})
_GENDERED_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mister", "sir", "lord", "lady", "dame",
                              "madam"})


def _title_before(toks: Sequence[Tok], i: int) -> bool:
    """A capitalised title or role noun right before the name at ``i`` ('Mr Ashdown', 'Dr
    Ysolt', 'Coach Vantrell', 'Nurse Oddbury', 'Pastor Quillon'): the name as it is used."""
    prev = toks[i - 1]
    low = prev.low.rstrip(".")
    return prev.text[:1].isupper() and (
        low in _GENDERED_TITLES or low in TITLES or low in {"prof", "professor"}
        or low in _KIN_TITLES or low in EN_ROLE_NOUNS and low not in BARE_KIN)


# kin said as a title ('Uncle Tobin', 'Auntie Mave'): the person as named, title and all
_KIN_TITLES = frozenset({"uncle", "aunt", "auntie", "aunty", "grandma", "grandpa", "nana", "nan",
                         "gran", "granny", "grandad", "cousin"})


# asking or telling someone, lowercase kin after it the one asked ('did u ask gran …')
_ASKED_KIN = frozenset({"ask", "asked", "asking", "tell", "told", "text", "texted", "message",
                        "messaged"})


# checking with someone: the one checked with answers ('checked with the warden and he said …')
_CHECKED = frozenset({"checked", "check", "checking", "checks", "spoke", "talked", "chatted",
                      "speaking", "talking", "chatting"})
_DEALT_WITH = frozenset({"got", "get", "asked", "ask", "had", "have", "let", "paid", "hired",
                         "sent", "told", "texted", "messaged", "emailed", "phoned"})


def _note_chain(disc: TurnContext, toks: Sequence[Tok], k: int, owner: str) -> None:
    """"my cousin's wife": after the possessor, the role of the possessed is noted last — the
    next 'she' is the wife, not the cousin."""
    if toks[k].low.endswith("'s") and k + 1 < len(toks) and toks[k + 1].low in EN_ROLE_NOUNS:
        disc.note(en_possessive(owner, toks[k + 1].low))


def _note_people(
    ctx: Ctx, toks: Sequence[Tok], att: Attribution, disc: TurnContext, subject: str | None
) -> None:
    """Tell the discourse who this clause named, in order, so later pronouns find them."""
    alpha = [t for t in toks if t.text[:1].isalpha()]
    if (
        len(alpha) == 1
        and alpha[0].text[:1].isupper()
        and not alpha[0].low.endswith("'s")
        and no_english_word(alpha[0].low)
        and alpha[0].base != ctx.speaker
        # ('August! That's so soon.': a month or a day echoed, no person, unless one of the
        # conversation's people has that name; 'Refund.' answering what a call was about: a
        # common word said alone, more often a word than a name)
        and not ((alpha[0].low in TIME_OPENERS or W.word_more_than_name(alpha[0].low))
                 and ctx.names.known_form(alpha[0].base) is None)
    ):
        # 'Ysolt? She told me …': a name said alone (an echo, an answer) is the next 'she'
        disc.note(ctx.names.known_form(alpha[0].base) or alpha[0].base)
        return
    titled = title_positions(toks) if any(t.text in {"'", '"', "\u201c"} for t in toks) else ()
    for i in range(len(toks)):
        if i in titled:
            continue  # ("finished 'Ysolt Returns'": a title's name is no one's)
        low = toks[i].low
        # ('Met the new neighbour today.': a role with an adjective before it)
        described = (low == "the" and i + 2 < len(toks) and i > 0 and (
            toks[i - 1].low in _CONTACT_VERBS or toks[i - 1].low in {"to", "with"} and i > 1
            and toks[i - 2].low in _CONTACT_TO | _CHECKED) and role_words(toks, i + 1)[0]) or ""
        if low in {"a", "an"} and i + 1 < len(toks) and toks[i + 1].low in EN_ROLE_NOUNS and (
                i == skip_openers(toks, 0, ctx.names) or i > 0 and (
                    toks[i - 1].low in _MET_PAST or toks[i - 1].low == "to" and i > 1
                    and toks[i - 2].low in _MET_PAST_TO)):
            # 'rang a plumber on tues. he said …', 'saw a lawyer, he said …': a role met,
            # said with 'a', is 'the physio' for the next 'she' (met: a past verb — not 'should
            # see a physio', no one in particular)
            disc.note(f"the {toks[i + 1].low}")
            continue
        if (
            i + 1 < len(toks)
            and low in {"my", "our", "your", "ur", "the"}
            and (toks[i + 1].low.removesuffix("'s") in EN_ROLE_NOUNS or " " in described
                 # ('The surveyor phoned. She said …': an agent noun getting in touch)
                 or low == "the" and i + 2 < len(toks) and agent_noun(toks[i + 1].low)
                 and toks[i + 2].low in _GOT_IN_TOUCH | _CAME_TO_SAY
                 # ('my neighbours came round. They …': a plural of a role, the next 'they')
                 or toks[i + 1].low.endswith("s") and not toks[i + 1].low.endswith("ss")
                 and toks[i + 1].low[:-1] in EN_ROLE_NOUNS)
        ):
            low = "your" if low == "ur" else low  # chat spelling
            role = described or toks[i + 1].low.removesuffix("'s")
            voc = [k for k in range(i) if toks[k].text[:1].isupper()
                   and ctx.names.is_name(toks, k) and ctx.names.is_vocative(toks, k)]
            if low == "your" and voc:
                # 'Osgar, your sister …', 'wait Osgar ur mum …': the one addressed by name
                disc.note(en_possessive(ctx.names.name_of(toks, voc[-1]), role))
            elif low == "your" and ctx.listener:
                # 'How's your brother?' → the listener's brother
                disc.note(en_possessive(ctx.listener, role))
                _note_chain(disc, toks, i + 1, en_possessive(ctx.listener, role))
            elif low in {"my", "our"} and _named_subject_of_copula(ctx, toks, i):
                # ("X's my colleague", 'X is our neighbour'): the role says who X is — X, as
                # named, stays the next 'she'
                disc.note(ctx.names.name_of(toks, i - 1 - (toks[i - 1].low in {"is", "was"})))
            elif low in {"my", "our"}:
                disc.note(en_possessive(ctx.speaker, role))
                _note_chain(disc, toks, i + 1, en_possessive(ctx.speaker, role))
            elif (
                i == skip_openers(toks, 0, ctx.names)
                or i > 0
                and (
                    # (not a role after 'being' or 'to be': 'Being the captain is hard work' —
                    # no one new to point back to)
                    toks[i - 1].low in W.AUX and toks[i - 1].low not in _BE_FORMS
                    or toks[i - 1].low in _CONTACT_VERBS
                    or toks[i - 1].low in {"to", "with"}
                    and i > 1
                    and toks[i - 2].low in _CONTACT_TO | _CHECKED
                    # ('got hold of the landlord …')
                    or toks[i - 1].low == "of" and i > 1 and toks[i - 2].low == "hold"
                    # ('sat down with the adviser at ten …': a meeting)
                    or toks[i - 1].low == "with" and i > 2 and toks[i - 2].low == "down"
                    and toks[i - 3].low in {"sat", "sit", "sitting"}
                )
            ):
                # 'the landlord' as a subject ('Did the landlord …'), the one addressed or met
                # ('I saw the optician on Tuesday. She said …', 'I checked with the warden and
                # he said …')
                disc.note(f"the {role}")
            if low != "the" and i + 2 < len(toks) and toks[i + 2].text[:1].isupper() and (
                    g := name_gender(toks[i + 2].base)) is not None:
                # 'my boss Gottlieb …': the role is the man or woman named in apposition, so a
                # later 'she' is not him
                whose = ctx.speaker if low in {"my", "our"} else ctx.listener
                if whose:
                    disc.tell_gender(en_possessive(whose, role), g)
        elif low == "the" and i > 0 and (toks[i - 1].low in _CALLED or toks[i - 1].low == "from"
                                         and i > 1 and toks[i - 2].low in _HEARD_BACK) and (
                body := _body_called(toks, i + 1)):
            # ('Did you hear back from the council?': the body heard from, the next 'they')
            # 'I rang the council this morning. They said …': the body called is the next 'they'
            disc.note(body)
        elif low == "the" and i > 0 and toks[i - 1].low in _ASKING_AUX and (
                body := _body_asked(toks, i + 1)):
            # 'What did the council say?', 'Has the school got back to you?': the body asked
            # about is whom the answer's 'they' means
            disc.note(body)
        elif (
            low.removesuffix("'s") in BARE_KIN
            and (toks[i].text[:1].isupper() or i == skip_openers(toks, 0, ctx.names)
                 # ('I rang mum on Sunday and she …': the kin called or met, the next 'she';
                 # 'did u ask gran what she wants?': the kin asked)
                 or i > 0 and toks[i - 1].low in _RANG_SAW | _CALLED | _ASKED_KIN)
            and (i + 1 >= len(toks) or not toks[i + 1].text[:1].isupper())
        ):
            # 'Mum rang last night. She said …'
            kin = low.removesuffix("'s")
            disc.note(same_kin(disc, kin) or en_possessive(ctx.speaker, kin))
        elif toks[i].text[:1].isupper() and ctx.names.full_name_at(toks, i) and not (
                i > 0 and ctx.names.full_name_at(toks, i - 1)):
            # 'bumped into Sieglinde Quint. She says …': a first and last name, one person
            name = f"{ctx.names.name_of(toks, i)} {toks[i + 1].base}"
            if i > 0 and _title_before(toks, i) and toks[i - 1].low.rstrip(".") in TITLES | {
                    "professor", "prof"} and toks[i - 1].low.rstrip(".") not in OFFICE_TITLES:
                name = f"{toks[i - 1].text} {name}"  # ('Dr Ysolt Vell': the title kept)
            if name != ctx.speaker and not toks[i + 1].low.endswith("'s"):
                disc.note(name)
        elif i + 1 < len(toks) and toks[i + 1].text not in {"I", "A"} and (
                label := labelled_person(toks, i)) is not None:
            disc.note(label)  # ('Referee 2 wrote back; she says …': one known by a label)
        elif toks[i].text[:1].isupper() and ctx.names.is_name(toks, i):
            name = ctx.names.name_of(toks, i)
            if (
                i > 0
                and (toks[i - 1].low in _PLACE_PREPS
                     or toks[i - 1].low in _TRAVEL_PREPS and i > 1 and toks[i - 2].low in _TRAVEL
                     # ('Line two is Ysolt from Oakmere. She says …': where the one named is
                     # from, no antecedent of its own)
                     or toks[i - 1].low == "from" and i > 1 and toks[i - 2].text[:1].isupper()
                     and ctx.names.is_name(toks, i - 2) and not toks[i - 2].low.endswith("'s")
                     # ('chatting to Father X after Vespers and he …': an occasion, no verb of its
                     # own after it — not 'after Ilar left')
                     or toks[i - 1].low in _OCCASION_PREPS and not (
                         i + 1 < len(toks) and (finite(toks[i + 1].low) or is_past(
                             toks[i + 1].low) or toks[i + 1].low in W.AUX)))
                and not toks[i].low.endswith("'s")
                and name not in disc.speakers
            ):
                continue  # 'still in Cardiff?': a place, no antecedent for 'he'/'she'
            # a vocative addresses a participant; 'Yeah, Jomo.' naming someone absent is an answer
            addressed = ctx.names.is_vocative(toks, i) and (
                name in disc.speakers or name == ctx.listener
            )
            if i > 0 and _title_before(toks, i):
                # 'their rep, Mr Ashdown, …': the title stays with the name, so a later 'she'
                # is not him ('saw Dr Ysolt, she says …': the person as named, title and all;
                # "Mr Ysolt's rung", "Mrs Ysolt's dog": so too before an 's)
                name = f"{toks[i - 1].text} {name}"
            elif i > 1 and toks[i - 1].text == "." and toks[i - 2].end == toks[i - 1].start and (
                    _title_before(toks, i - 1)):
                name = f"{toks[i - 2].text}. {name}"  # ('Mrs. Ysolt': the title's period)
            elif i + 1 < len(toks) and toks[i + 1].low in NAME_HONORIFICS and (
                    toks[i + 1].text[1:].islower()) and " " not in name and (
                    not toks[i].low.endswith("'s")):
                name = f"{name} {toks[i + 1].text}"  # ('talk to X mama?': as the person is called)
            if name != ctx.speaker and not addressed:
                disc.note(name)
            if (
                low.endswith("'s")
                and i + 1 < len(toks)
                and _role_at(toks, i + 1)
                and (i > 0 and (toks[i - 1].low in {"is", "was", "'s"} or _met_object(toks, i))
                     or toks[-1].text == "?"
                     # ('…, and Ysolt's cousin runs the kiosk. He said …': the subject of a
                     # clause of its own)
                     or i > 0 and _clause_subject_np(toks, i, ctx))
            ):
                # 'the admin is Ysolt's cousin', 'I was chatting to Ysolt's husband': the role
                # identified or met is a person of the conversation, the next 'he'/'she' may be
                # them
                disc.note(en_possessive(name, _role_at(toks, i + 1)))
        elif (
            low in {"his", "her", "their"}
            and i + 1 < len(toks)
            and _role_at(toks, i + 1)
            and not att.holders
            and (toks[-1].text == "?" or i > 0 and toks[i - 1].low in {"and", "with"}
                 or _clause_subject_np(toks, i, ctx)
                 # 'I asked her brother and he said …', 'spoke to his mum. She reckons …': the
                 # one met, rung or asked, as with a name's role ("asked Ysolt's brother")
                 or low != "their" and _met_object(toks, i)
                 and (i + 2 >= len(toks) or toks[i + 2].text != ","))
        ):
            # 'What about his wife?': the one asked about, resolved now, is the next 'she'; 'Saw
            # Mira and her husband', 'came with his dad': the one met with them, the next 'he'
            role = _role_at(toks, i + 1)
            owner = same_kin(disc, role, low) or resolve_pronoun(low, disc)
            if owner:
                # ('His daughter …' again, just noted as "X's daughter": the same person, not hers)
                disc.note(owner if owner.endswith(f"'s {role}") else en_possessive(owner, role))
    called = _called_person(ctx, toks, disc) if not att.holders else None
    if called:
        # 'I rang Mrs Ysolt on Friday about bringing Pip': the one the speaker got in touch with,
        # not a name inside what it was about, is who answers in the next 'she said …'
        disc.note(called)
    for h in att.holders:
        disc.note(h)
    p = skip_openers(toks, 0, ctx.names)
    if (
        subject is None
        and p + 1 < len(toks)
        and toks[p].low in W.AUX
        and toks[p + 1].text[:1].isupper()
        and ctx.names.is_name(toks, p + 1)
    ):
        # 'Did Zainab ring you about Gran's party?': the asked-about subject is the most
        # salient referent for the answer's 'she' ('is Gran okay?': the gran talked about)
        subject = ctx.names.name_of(toks, p + 1)
        kin = subject.lower().removesuffix("'s")
        if kin in BARE_KIN:
            subject = same_kin(disc, kin) or en_possessive(ctx.speaker, kin)
        elif toks[p + 1].low.endswith("'s") and p + 2 < len(toks) and (
                toks[p + 2].low in EN_ROLE_NOUNS):
            # "Did Ysolt's mum like it?": the one asked about is the mum, not Ysolt
            subject = en_possessive(subject, toks[p + 2].low)
    if subject and "'s " in subject and p < len(toks):
        # "X's maths teacher, Mr Y, was lovely": the name in apposition is the person
        k = next((j for j in range(p + 1, min(p + 6, len(toks))) if toks[j].text == ","), None)
        if k is not None:
            named = _named_apposition(toks, k, ctx.names)
            if named is not None:
                subject = (f"{toks[k + 1].text} {named.name.split()[-1]}"
                           if toks[k + 1].low.rstrip(".") in _GENDERED_TITLES
                           and " " not in named.name else named.name)
    if subject:
        disc.note(subject)  # the subject is the most salient referent for the next pronoun
    if att.holders and not att.quote and att.pos < len(toks) and subject and (
            att.rows[-1:] != ["wish"]):  # (a wish's words open on its holder: no one else)
        # 'X said Thisbe is a delight' … 'Her teacher …': a named person the report is about
        # is the topic now, after its holder
        kind, who, _ = _subject(toks, att.pos, ctx)
        p0 = skip_openers(toks, att.pos, ctx.names)
        if kind == "person" and who and who not in att.holders and who != ctx.speaker and (
                "'s " not in who) and p0 < len(toks) and toks[p0].text[:1].isupper():
            disc.note(who)
        elif kind == "pron" and p0 < len(toks) and (pron := toks[p0].low.split("'")[0]) in {
                "he", "she"}:
            # 'My sister thinks she's pushing it': a pronoun subject of the report read (as its
            # target is) as someone other than its holder continues the one talked about — the
            # next 'she'/'her' is that person again, not the holder named just before (only a
            # person whose gender the words tell: 'Oyvind's mum', 'Mr Ashdown')
            other = resolve_pronoun(pron, disc, exclude=[*att.holders, ctx.speaker])
            if other and other != SOMEONE and other != ctx.listener and _told_gender(pron, other):
                disc.note(other)
    given = _name_given(toks, ctx.names)
    if given and given != ctx.speaker:
        disc.note(given)  # 'the plumber came, his name's Dov. He said …': the name is the person
    _keep_centre(ctx, toks, att, disc, subject)
    _object_centre(ctx, toks, att, disc, subject)
    if att.rows[-1:] == ["wish"] and att.holders:
        disc.note(att.holders[-1])  # ('she wants …': the one who wants it stays the centre)
    if any(t.low == "not" for t in toks):
        _affirmed_over_denied(ctx, toks, disc)


def _named_subject_of_copula(ctx: Ctx, toks: Sequence[Tok], i: int) -> bool:
    """Is the possessive at ``i`` the predicate of a name's 'is' ("X's my colleague", 'X is my
    neighbour'), the name the sentence's subject?"""
    if i == 0:
        return False
    k = i - 1
    if toks[k].low in {"is", "was"}:
        k -= 1
    elif not (toks[k].low.endswith("'s") and toks[k].low != "it's"):
        return False
    return k >= 0 and k == skip_openers(toks, 0, ctx.names) and toks[k].text[:1].isupper() and (
        ctx.names.is_name(toks, k))


def _person_word(ctx: Ctx, toks: Sequence[Tok], i: int) -> bool:
    """A name at ``i``: read so in its place, known, or a common first name (a name said alone
    before a comma is read as one spoken to)."""
    return ctx.names.is_name(toks, i) or ctx.names.known_form(toks[i].base) is not None or (
        toks[i].text.isalpha() and first_name(toks[i].base))


def _affirmed_over_denied(ctx: Ctx, toks: Sequence[Tok], disc: TurnContext) -> None:
    """'It was Ysolt, not Brannoc.', 'Ysolt not Brannoc': of two people set against each other
    the one affirmed, not the one denied (said last), is the next 'he'/'she' ('… She said …')."""
    for j in range(1, len(toks) - 1):
        if toks[j].low != "not" or not toks[j + 1].text[:1].isupper() or not _person_word(
                ctx, toks, j + 1):
            continue
        if j + 2 < len(toks) and toks[j + 2].text[:1].isalnum():
            continue  # ('X, not Y's fault': more after the denied one)
        i = j - 1 - (toks[j - 1].text == ",")
        if i >= 0 and toks[i].text[:1].isupper() and _person_word(ctx, toks, i) and not (
                toks[i].low.endswith("'s")):
            name = ctx.names.name_of(toks, i)
            if name != ctx.speaker:
                disc.note(name)


_CLAUSE_LINKS = frozenset({",", ";", "—", "–", "-", "and", "but", "cos", "coz", "because",
                           "so", "since", "as"})


# adjectives said before a relative or role that stay part of whom it names ('her new
# boyfriend', "Ysolt's little brother")
_ROLE_ADJ = frozenset({"new", "old", "little", "big", "younger", "older", "eldest", "youngest",
                       "ex", "current", "former", "best"})


def _role_at(toks: Sequence[Tok], j: int) -> str:
    """The role a possessive's noun phrase names from ``j`` ('boss', 'new boyfriend', "little
    brother's"), with one adjective of the list before it at most; '' when there is none."""
    if j >= len(toks):
        return ""
    low = toks[j].low.removesuffix("'s")
    if low in EN_ROLE_NOUNS:
        return low
    if low in _ROLE_ADJ and j + 1 < len(toks) and (
            (nxt := toks[j + 1].low.removesuffix("'s")) in EN_ROLE_NOUNS):
        return f"{low} {nxt}"
    return ""


def _met_object(toks: Sequence[Tok], i: int) -> bool:
    """Is the possessed role at ``i`` ("Ysolt's husband", 'her brother') the object of a verb of
    meeting, getting in touch or dealing with ('saw', 'rang', 'asked', 'chatting to', 'ran
    into', a past verb): someone the speaker dealt with, the next 'he'/'she' may be them?"""
    if i == 0:
        return False
    prev = toks[i - 1].low
    return (prev in {"to", "with"} and i > 1 and (toks[i - 2].low in _CONTACT_TO or toks[
        i - 2].low in {"chatting", "talking", "speaking", "chatted"})
        # ('had lunch with Ysolt's gran', 'a long chat with her uncle': the one the speaker
        # spent the time with)
        or prev == "with" and i > 1 and toks[i - 2].text[:1].isalpha()
        or prev in {"into", "met", "saw", "rang", "called"}
        # 'I got Ysolt's husband to look at it', 'we asked Ysolt's mum': the object of a verb
        or prev in _DEALT_WITH
        or prev.endswith("ed") and is_past(prev))


def _clause_subject_np(toks: Sequence[Tok], i: int, ctx: Ctx) -> bool:
    """'she'd know, her boyfriend's a marshal. He told her …': a 'his/her <role>' that
    opens a clause (after a comma or a conjunction) as its subject ('her boyfriend's', 'his
    sister is') is a person of the conversation now — the next 'he'/'she' may be them."""
    if i + 1 >= len(toks):
        return False
    at_start = i == skip_openers(toks, 0, ctx.names) or i > 0 and toks[i - 1].low in _CLAUSE_LINKS
    if not at_start:
        return False
    role = toks[i + 1]
    if role.low.endswith("'s"):
        return True
    return i + 2 < len(toks) and (finite(toks[i + 2].low) or toks[i + 2].low in W.AUX)


def _object_centre(
    ctx: Ctx, toks: Sequence[Tok], att: Attribution, disc: TurnContext, subject: str | None
) -> None:
    """A person a clause speaks of by an object pronoun while naming someone else in full
    ('Dr Ysolt reckons they'll let him go home soon'): what is pronominalised continues the
    person the conversation is about (Centering's backward-looking centre), so the next 'he' is
    him again, not the one named in passing; the pronoun also tells his gender, so a later
    'she' is not him ('Ysolt rented from him and she found him …')."""
    if not toks or toks[-1].text == "?" or not att.holders and not subject:
        return
    for i, t in enumerate(toks):
        if i == 0 or t.low != "him":
            continue
        named = [n for n in (*att.holders, subject, ctx.speaker) if n]
        # ('Dr Ysolt' is also noted as 'Ysolt': a title before a name is the same person)
        named += [n.split(" ", 1)[1] for n in named if " " in n and "'" not in n
                  and n.split()[0].rstrip(".").lower() in _TITLES]
        who = resolve_pronoun("him", disc, exclude=named)
        if not who or who == SOMEONE or who == ctx.listener or who in ctx.names.mentions(toks):
            return  # ("Ysolt's coach benched him": named in the clause, bound there)
        disc.tell_gender(who, "m")
        disc.note(who)
        disc.set_centre(who)
        return


def _keep_centre(
    ctx: Ctx, toks: Sequence[Tok], att: Attribution, disc: TurnContext, subject: str | None
) -> None:
    """The centre of the conversation after this sentence: the person it spoke of by a 'he'/'she'
    subject ('She's fine.', 'She said …'), or the third person a question asks about ("How's
    X's sister?", 'Did X ring?'). It is local: any other sentence with a verb ends it, a
    verbless one ('Dunno.', 'Not bad.') keeps it."""
    p = skip_openers(toks, 0, ctx.names)
    if p >= len(toks):
        return
    if (pron := toks[p].low.split("'")[0]) in {"he", "she"}:
        who = att.holders[0] if att.holders else subject
        if att.holders and att.pos <= p:
            # the pronoun opens the news and its source comes after ('he's on his last warning —
            # heard that from my landlord'): the one spoken of stays the centre, not the source
            who = resolve_pronoun(pron, disc, exclude=[*att.holders, ctx.speaker])
            if who and who != SOMEONE:
                disc.note(who)  # and the next pronoun's most recent referent again
        if who and who != SOMEONE:
            disc.set_centre(who)
        return
    if toks[-1].text == "?":
        asked = _asked_about(ctx, toks, p)
        if asked:
            disc.set_centre(asked)
            if any(t.text == asked.lower() for t in toks):
                disc.note(asked)  # ('did varnel go?': a name typed in lower case, noted here)
        return
    if any(t.text[:1].isalpha() and (finite(t.low) or _maybe_finite(t.low)) for t in toks[p:]):
        disc.set_centre(None)


VIEW_CUE = "view_asked"
# after 'did/does/do/has/is/was X': what asks for X's view ('think', 'like', 'a fan', 'impressed')
# (not 'say': 'did he say which day?' asks for a fact)
_VIEW_VERBS = frozenset({"think", "reckon", "find", "feel", "like", "enjoy", "rate", "love",
                         "hate", "make", "rave"})
_VIEW_STATES = frozenset({"impressed", "happy", "keen", "into", "pleased", "disappointed"})
# ("how's X finding it?", "what's X think of it?", 'how are your parents finding it?': the
# contracted or plural auxiliary asks the same)
_VIEW_AUX = frozenset({"did", "does", "do", "has", "is", "was", "'s", "are", "were", "how's",
                       "hows", "what's", "whats"})
_EXPERIENCE_VERBS = frozenset({"been", "go", "gone", "try", "tried", "see", "seen", "visit",
                               "visited", "watch", "watched"})
# a 'no' to 'Has X been?': what follows is no account of X's visit
_NO_WORDS = frozenset({"no", "nope", "nah", "not", "dunno", "idk", "never", "no,"})


def _view_asked(ctx: Ctx, toks: Sequence[Tok], p: int) -> None:
    """'What did Varnel think of it?', 'Did your sister like it?', 'How did her brother find
    it?', 'Was X impressed?', 'Is X a fan?': a question for a third person's view leaves that
    person for the answer (``Ctx.asked_view``)."""
    if ctx.disc is None:
        return
    for i in range(p, min(p + 4, len(toks) - 1)):
        if toks[i].low not in _VIEW_AUX:
            continue
        h = holder_np(toks, i + 1, ctx.disc, ctx.names, None, lower_ok=True)
        if h is None and toks[i + 1].low in {"you", "u"} and i + 3 < len(toks) and (
                toks[i + 2].low in {"hear", "heard"}) and "from" in [
                t.low for t in toks[i + 3:i + 5]]:
            # 'Did you hear back from X?': the answer passes on what X said
            k = next(j for j in range(i + 3, i + 5) if toks[j].low == "from") + 1
            h = _asked_np(ctx, toks, k)
            if h is not None and h.name not in {SOMEONE, ctx.speaker, ctx.listener} and not (
                    h.name.startswith(f"{SOMEONE}'s")):
                ctx.disc.leave_cue(VIEW_CUE, f"{ctx.speaker}\t{h.name}\tother")
            return
        if h is None and toks[i + 1].low in {"you", "u"} and i + 3 < len(toks) and lemma(
                toks[i + 2].low) in {"ask", "check"}:
            # 'Did you ask your sister (about it)?', 'did u check with Varnel?': hers is asked
            k = i + 3 + (toks[i + 3].low == "with")
            h = _asked_np(ctx, toks, k)
            if h is not None and h.name not in {SOMEONE, ctx.speaker, ctx.listener} and not (
                    h.name.startswith(f"{SOMEONE}'s")):
                ctx.disc.leave_cue(VIEW_CUE, f"{ctx.speaker}\t{h.name}\tother")
            return
        if h is None or h.end >= len(toks) or h.name in {SOMEONE, ctx.speaker, ctx.listener} or (
                h.name.startswith(f"{SOMEONE}'s")):
            return
        nxt = toks[h.end].low
        # ('What did X say (about it)?' asks for X's words; 'did X say when?' for a fact)
        said = toks[p].low == "what" and lemma(nxt) in {"say", "tell", "text", "write"} and not (
            h.end + 1 < len(toks) and toks[h.end + 1].low in _FACT_ASKED)
        if said or lemma(nxt) in _VIEW_VERBS or nxt in _VIEW_STATES or nxt == "a" and (
                h.end + 1 < len(toks) and toks[h.end + 1].low == "fan"):
            # ('said': what X said is asked — the answer is X's words, with a subject or not)
            ctx.disc.leave_cue(VIEW_CUE, f"{ctx.speaker}\t{h.name}\t{'said' if said else 'other'}")
        elif nxt in _EXPERIENCE_VERBS and toks[p].low in _VIEW_AUX and not (
                h.end + 1 < len(toks) and toks[h.end + 1].low in {
                    "anything", "something", "anyone", "someone", "much", "anybody"}):
            # 'Has X been to the new place?', 'Did your sister go?', 'Did X try it?': a yes
            # answer goes on with how X found it ('yeah, wasn't impressed')
            ctx.disc.leave_cue(VIEW_CUE, f"{ctx.speaker}\t{h.name}\twent")
        return


def _asked_np(ctx: Ctx, toks: Sequence[Tok], k: int) -> _NP | None:
    """The person named at ``k`` of a question ('… from Varnel?', '… from varnel?': a lower-case
    word of no English word class is a name too)."""
    if k >= len(toks) or ctx.disc is None:
        return None
    h = holder_np(toks, k, ctx.disc, ctx.names, None, lower_ok=True)
    if h is None and toks[k].text.isalpha() and toks[k].text.islower() and no_english_word(
            toks[k].low):
        h = _NP(toks[k].text[:1].upper() + toks[k].text[1:], k + 1)
    return h


_FACT_ASKED = frozenset({"when", "if", "whether", "which", "where", "how", "who", "why"})
_SAY_VERBS = frozenset({"said", "says", "told", "tells", "reckons", "reckoned", "thinks",
                        "thought", "texted", "messaged"})
# a prompt to go on: 'And?', 'Go on', 'What?', 'Oh yeah?', 'What did she say?'
_PROMPT_WORDS = frozenset("""and what go on oh yeah yea really so spill tell me did she he they
    say said ok okay hmm huh wait no way omg about want wanted news""".split())  # noqa: SIM905


def _teased_source(ctx: Ctx, toks: Sequence[Tok]) -> tuple[str, str] | None:
    """'Guess what X told me', 'You know what X said?', 'Talked to X yesterday.': a turn that
    names someone's news without telling it — the speaker's next sentences with no subject of
    their own pass it on (``VIEW_CUE`` in 'self' mode)."""
    disc = ctx.disc
    if disc is None:
        return None
    for i in range(len(toks) - 2):
        if toks[i].low != "what":
            continue
        h = holder_np(toks, i + 1, disc, ctx.names, None, lower_ok=True)
        if h is not None and h.end < len(toks) and toks[h.end].low in _SAY_VERBS and not any(
                t.text[:1].isalpha() for t in toks[h.end + 1 + (h.end + 1 < len(toks) and toks[
                    h.end + 1].low in {"me", "us"}):]) and h.name not in {SOMEONE, ctx.speaker}:
            return h.name, "tease"
    if ctx.contacted and not ctx.contact_via and not ctx.out.claims:
        return ctx.contacted, "self"  # 'Talked to X yesterday.' and nothing of it said yet
    if ctx.message_from and not ctx.out.claims:
        # 'X texted me.', 'My sister rang.' and nothing of it said yet: after a prompt ('What
        # about?', 'Oh yeah?') the teller's next plain statement is the message's news
        return ctx.message_from, "tease"
    if ctx.last_subject and not ctx.last_reported and not ctx.last_first_person and not (
            ctx.out.claims) and (ctx.out.events or ctx.out.facts):
        # 'X went to the new place.' — 'And?' — 'Hated it.': the teller goes on with X
        return ctx.last_subject, "self"
    return None


def _prompt(toks: Sequence[Tok]) -> bool:
    words = [t.low for t in toks if t.text[:1].isalpha()]
    return 0 < len(words) <= 4 and all(w in _PROMPT_WORDS for w in words)


WELL_CUE = "wellbeing_asked"
# how someone is: the words of an answer to 'How's your mum?' ('She's good.', 'Fine, busy.')
_WELL = frozenset("""good fine ok okay alright well great grand better brilliant busy tired
    knackered shattered surviving poorly ill sick stressed bad rough""".split())  # noqa: SIM905
_WELL_FILLER = frozenset("""she's he's they're she he they is are was doing getting on really
    pretty much so a bit quite thanks ta actually tbh yeah yes yep oh all right not and but
    very lol haha loads lots now""".split())  # noqa: SIM905


def _wellbeing_asked(ctx: Ctx, toks: Sequence[Tok], p: int) -> None:
    """'How's your mum?', 'How is Varnel getting on?', 'how are your folks doing': a question
    of how a person is — the answer 'She's good.' tells their state, no verdict."""
    if ctx.disc is None or p + 1 >= len(toks):
        return
    k = p
    if toks[k].low == "how's":
        k += 1
    elif toks[k].low == "how" and toks[k + 1].low in {"is", "are", "'s"}:
        k += 2
    else:
        return
    h = holder_np(toks, k, ctx.disc, ctx.names, None, lower_ok=True) if k < len(
        toks) else None
    if h is not None and h.name not in {SOMEONE, ctx.speaker} and not _thing_name(h.name):
        ctx.disc.leave_cue(WELL_CUE, h.name)


def _thing_name(name: str) -> bool:
    """'the new job' (no person noun after 'the'), not 'the new manager'."""
    return name.startswith("the ") and not any(
        w in EN_ROLE_NOUNS or w in PERSON_NOUNS for w in name.split()[1:])


def _wellbeing_answer(toks: Sequence[Tok]) -> bool:
    """'She's good.', 'Fine.', 'He's doing really well thanks', 'not bad, busy': how someone
    is, nothing else."""
    words = [t.low for t in toks if t.text[:1].isalpha()]
    rest = [w for w in words if w not in _WELL_FILLER]
    return bool(rest) and all(w in _WELL for w in rest)


_SUBJECT_WORDS = frozenset({"i", "we", "you", "he", "she", "they", "it", "this", "that", "these",
                            "those", "there", "the", "my", "our", "your", "his", "her", "their",
                            "its", "i'm", "i've", "i'd", "we're", "you're", "it's", "that's",
                            "there's", "he's", "she's", "they're", "everyone", "everybody"})
_ANSWER_WORDS = frozenset(
    "not really kind sort of no nope nah yeah yes yep yup at all much".split())  # noqa: SIM905
# a yes-or-no answer of two words closed by a comma, before what the answer goes on to say
_ANSWER_PARTICLES = [["not", "really", ","], ["kind", "of", ","], ["sort", "of", ","],
                     ["not", "much", ","], ["yes", "and", ","], ["not", "at", "all"]]
_NOT_STATES = frozenset({"impressed", "keen", "bothered", "fussed", "sold", "convinced"})
_NEG_AUX_OPEN = frozenset({"didn't", "doesn't", "wasn't", "isn't", "hasn't", "won't", "can't",
                           "never", "wouldn't", "couldn't"})
_NO_ANSWER = frozenset({"dunno", "idk", "no", "nope", "not", "unsure"})


def _answer_without_subject(ctx: Ctx, toks: Sequence[Tok], p: int) -> str | None:
    """How a sentence of the answer to a question for X's view goes on without a subject of its
    own: 'verb' ('Hated it.', 'Said it's …', "Wasn't impressed."), 'verbless' ('Not a fan.',
    'Total rip-off.'), or None when it has a subject, speaks in the first person or says the
    speaker does not know."""
    if p >= len(toks) or toks[-1].text == "?":
        return None
    low = toks[p].low
    if low == "that" and p + 1 < len(toks) and toks[p + 1].low in _SUBJECT_WORDS | {
            "it's", "they're"} and not any(t.low in {"i", "i'm", "me", "my"} for t in toks):
        return "verbless"  # 'What did X say?' — 'That it's a rip-off.': the words reported
    if low in _SUBJECT_WORDS or toks[p].text[:1].isupper() and ctx.names.is_name(toks, p) or any(
            t.low in {"i", "me", "my", "i'm", "i'd", "i've", "we", "us"} for t in toks):
        return None
    words = [t.low for t in toks if t.text[:1].isalpha()]
    if any(w in {"dunno", "idk", "unsure"} for w in words) or any(
            pair in (("no", "idea"), ("not", "sure"), ("no", "clue")) for pair in zip(
                words, words[1:], strict=False)):
        return None
    row = verb_row(toks, p + (low in _NEG_AUX_OPEN))
    if row is not None and (row.quote_only or row.contact or low in W.DETERMINERS):
        row = None  # ('Went back on Sunday': no report; 'a fan' is no verb)
    if row is not None or (
            low in _NEG_AUX_OPEN and p + 1 < len(toks) and toks[p + 1].low in _NOT_STATES):
        return "verb"
    d = p + 1 + (p + 2 < len(toks) and toks[p + 1].low in {"too", "very", "that", "overly"})
    if low == "not" and d < len(toks) and toks[d].low in _NOT_STATES:
        return "verbless"  # ('not impressed', 'not too keen': the state with its 'be' dropped)
    if any(t.text[:1].isalpha() and finite(t.low) and t.low != "not" and not (
            k > 0 and toks[k - 1].low in W.DETERMINERS) and not (
            # ('a bit overpriced', 'way too crowded': a participle graded, an adjective)
            k > 0 and (toks[k - 1].low in DEGREE or toks[k - 1].low == "bit")
            and t.low.endswith("ed")) and not (
            # ('Not a fan. Overpriced and grim.': a rated participle with no subject, an adjective)
            t.low.endswith("ed") and abs(valence(t.low)) >= 1.0)
            for k, t in enumerate(toks[p:], p)):
        return None  # (a noun after an article is no verb: 'not a fan')
    return "verbless"


def _asked_about(ctx: Ctx, toks: Sequence[Tok], p: int) -> str | None:
    """The third person a question asks about: the first name in it ("How's X's brother?" → X's
    brother, 'What did X say?' → X), not one addressed."""
    for i in range(p, len(toks)):
        t = toks[i]
        if i > 0 and t.text.isalpha() and t.text.islower() and toks[i - 1].low in _VIEW_AUX and (
                i + 1 < len(toks) and toks[i + 1].text.isalpha()) and no_english_word(t.low):
            # 'did varnel go?', 'has brisco rung?': a name typed in lower case, as chat does
            return t.text[:1].upper() + t.text[1:]
        if not (t.text[:1].isupper() and ctx.names.is_name(toks, i)) or ctx.names.is_vocative(
                toks, i):
            continue
        name = ctx.names.name_of(toks, i)
        if name in {ctx.speaker, ctx.listener} or name.lower().removesuffix("'s") in BARE_KIN:
            return None
        if t.low.endswith("'s") and i + 1 < len(toks) and toks[i + 1].low in EN_ROLE_NOUNS:
            return en_possessive(name, toks[i + 1].low)
        return name
    return None


_NAME_IS = frozenset({"name's", "name"})
_NAMED = frozenset({"called", "named"})
_NAMED_AFTER = frozenset({"someone", "somebody", "one", "'s", "is", "was", "he's", "she's"})


def _name_given(toks: Sequence[Tok], names: Names) -> str | None:
    """A name given to a person just talked about: "his name's Dov", 'her name is Ilona', 'a
    guy called Raimund', "she's called Ilona" — the name, or None."""
    for i, t in enumerate(toks[:-1]):
        k = None
        if t.low in _NAME_IS and i > 0 and (toks[i - 1].low in _POSS | {"the"}
                                            or toks[i - 1].low.endswith("'s")):
            k = i + 1 + (t.low == "name" and toks[i + 1].low in {"is", "was"})
        elif t.low in _NAMED and i > 0 and (
                toks[i - 1].low in PERSON_NOUNS or toks[i - 1].low in EN_ROLE_NOUNS
                or toks[i - 1].low in _NAMED_AFTER):
            k = i + 1
        if k is not None and k < len(toks) and toks[k].text[:1].isupper() and names.is_name(
                toks, k):
            return names.name_of(toks, k)
    return None


def _told_gender(pronoun: str, name: str) -> bool:
    """Do the words of ``name`` tell the gender of ``pronoun`` (its head a gendered kin noun,
    or a gendered title before it)?"""
    words = name.lower().split()
    head, first = words[-1], words[0].rstrip(".")
    if pronoun == "she":
        return head in FEMALE or first in {"mrs", "ms", "miss", "aunt", "auntie", "lady"}
    return head in MALE or first in {"mr", "uncle", "sir", "father"}


# --- Claims about the listener ('You're so brave!', "I'm proud of you", 'your painting is lovely') 

YOU_SUBJ = frozenset({"you", "you're", "you've", "you'll", "you'd", "ya", "u"})
YOUR = frozenset({"your", "yours", "ur"})
_SEG_BREAK = frozenset({",", ";", ":", "-", "—", "–", "!", ".", "...", "(", ")", '"'})
# After 'you': a report or a record of what the listener said or did, advice, or a generic 'you'.
_NOT_AFTER_YOU = frozenset(
    """told tell said say mentioned mention asked ask wrote write sent send showed show shared share
    posted texted know knew see saw mean meant can could should might may must need needs have
    gotta want wanna wanted got went go going gonna""".split()  # noqa: SIM905
)
_GRATITUDE = re.compile(
    r"\b(?:thanks?|thank you|thx|ty|appreciate[sd]?|appreciating|grateful|(?:means?|"
    r"meant) (?:\w+ )?(?:a lot|so much|the world|everything|something|a great deal))\b"
)
_WISH_BEFORE = re.compile(
    r"\b(?:hope|hoping|hopefully|wish|wishing|pray|praying|may|let's|if|when|whenever|unless)\b"
)
# Before the evaluative word: advice or possibility,
# feelings, or good fortune ('you'll find a great place').
_MODAL_AFTER_YOU = frozenset(
    {
        "can",
        "could",
        "should",
        "might",
        "may",
        "must",
        "need",
        "needs",
        "gotta",
        "have",
        "feel",
        "felt",
        "feels",
        "find",
        "get",
        "meet",
        "see",
        "hear",
        "got",
        "found",
        "deserve",
    }
)
_WISHES = re.compile(
    r"\b(?:have|had|having|has) (?:a|an|such a|so much|the best|"
    r"the most) (?:\w+ ){0,2}(?:time|day|trip|weekend|night|fun|blast|holiday|vacation|"
    r"evening|one|experience)\b|\b(?:have|having|had) (?:so much |such |great |"
    r"good )?fun\b|\bgood luck\b"
)
# Not judgements of the listener: how they feel, their bad luck, agreement, 'you're welcome'.
_MISFORTUNE = frozenset(
    """terrible awful horrible dreadful bad rough tough scary sad hard painful sorry unfortunate
    unlucky poor worse worst trouble problem hurt hurting disaster mess crazy insane wild
    right correct fine okay ok sure sound mean""".split()  # noqa: SIM905
)
_ADMIRE_FRAME = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are)? (?:(?:so|really|very|just|truly|super|incredibly|always|"
    r"totally|genuinely|seriously|quite|pretty|a bit|a little|kind of|kinda|somewhat|honestly|"
    r"also) )*(?P<v>proud|impressed|amazed|in awe|disappointed|ashamed|inspired) (?:of|by|with|in) "
    r"(?:you|your|yours|yourself|what you|how you|the way you|everything you|all you|"
    r"all that you|all the \w+ you)\b"
)
_LOVE_FRAME = re.compile(
    r"^(?:i|we) (?:(?:really|totally|just|so|truly|absolutely|genuinely|do) )*(?P<v>love|like|"
    r"admire|respect|adore) (?:your\b|how you\b|that you\b|the way you\b|what you\b|you for\b)|"
    r"^(?:i|we) (?:(?:really|truly|so) )*(?:admire|respect) you\b"
)
_THAT_YOU = re.compile(
    r"^(?:that's|it's|that is|it is|this is|how|so|such|really|what an?|love|"
    r"i love)\b(?P<ev>[a-z' ]{0,40}?)\b(?:that you(?:'re|'ve|'ll)?|how you(?:'re|'ve)?|"
    r"the way you(?:'re|'ve)?|to see you(?:r)?|to see how you|to hear (?:that )?you(?:'re|"
    r"'ve)?|of you)\b(?P<rest>.*)$"
)


def _eval_words(text: str) -> list[str]:
    words = re.findall(r"[a-z]+(?:'[a-z]+)?", text.lower())
    return [
        w
        for w in words
        if (w in EN_POSITIVE or w in EN_NEGATIVE) and w not in W.FEELINGS and w not in _MISFORTUNE
        # ('you always exaggerate', 'you overthink everything': a habit judged, not one act)
        or W.HABIT_VERDICT_FORMS.get(w, "-") is None and not w.endswith("ed")
    ]


# what befalls a person rather than what they own or make: 'your week was awful' is sympathy
_BEFALLS = frozenset(
    """day days week weekend morning night evening year month luck news situation injury cold
    flu cough shift commute journey flight trip time head""".split())  # noqa: SIM905


def _your_thing_judged(toks: Sequence[Tok], q: int, b: int) -> bool:
    """'your lamp is awful', 'your new sofa is so ugly', 'your plan was terrible': the copula
    judges a thing of the listener's that the speaker can see or weigh for themself — a verdict,
    where 'your day sounds awful' or 'your knee is bad' is sympathy (an appearance verb, or a
    body part or a thing that befalls a person)."""
    k, head = q + 1, ""
    while k < b and k < q + 4 and toks[k].text[:1].isalpha() and toks[k].low not in COPULA and (
            toks[k].low not in W.AUX):
        if toks[k].low.endswith("'s"):
            head, k = toks[k].low[:-2], k + 1  # "your chair's awful"
            break
        k += 1
    if not head:
        if k == q + 1 or k >= b or toks[k].low not in {"is", "are", "was", "were"}:
            return False
        head, k = toks[k - 1].low, k + 1
    if head in BODY_WORDS or head in _BEFALLS or head in EN_ROLE_NOUNS:
        return False
    while k < b and toks[k].low in DEGREE:
        k += 1
    return k < b and toks[k].low in _MISFORTUNE


def _judgement_polarity(text: str) -> str:
    """Polarity with feelings and misfortune words blanked
    ('your injury sounds awful' is sympathy)."""
    blank = re.sub(
        r"[A-Za-z]+",
        lambda m: (
            ""
            if m.group(0).lower() in W.FEELINGS or m.group(0).lower() in _MISFORTUNE
            else m.group(0)
        ),
        text,
    )
    return en_polarity(blank)


def _segments(toks: Sequence[Tok], p: int) -> list[tuple[int, int, int]]:
    """(start, end, span start) token spans split at punctuation, and before 'and/but/so you...';
    span start is where the punctuation-delimited span holding the segment begins."""
    out: list[tuple[int, int, int]] = []
    a = a0 = p
    for i in range(p, len(toks) + 1):
        if i == len(toks) or toks[i].text in _SEG_BREAK:
            if i > a:
                out.append((a, i, a0))
            a = a0 = i + 1
        elif toks[i].low in {"and", "but", "so", "because", "cause"} and i + 1 < len(toks) and (
                toks[i + 1].low in YOU_SUBJ or toks[i + 1].low in YOUR) and i > a:
            out.append((a, i, a0))
            a = i + 1
    return out


def _listener_claim(ctx: Ctx, toks: Sequence[Tok], sent: str, fr: Frame) -> bool:
    """A claim of the speaker about the listener, when a segment of the sentence judges 'you'.

    Questions, thanks, wishes, advice, imperatives and records of what the listener did or said
    are not claims; neither is telling the listener how they feel."""
    low_sent = sent.lower()
    listener = ctx.listener
    if (
        not listener
        or _GRATITUDE.search(low_sent)
        or not re.search(r"\b(?:you|your|yours|yourself|ya|u|ur)\b|you'", low_sent)
    ):
        return False
    for a, b, a0 in _segments(toks, fr.pos):
        q = _skip_fillers(toks, a, ctx.names)
        hedged = fr.hedged
        h = _hedge(toks, q) if q < b else None
        if h is not None and h < b:
            q, hedged = _skip_fillers(toks, h, ctx.names), True
        if q >= b:
            continue
        seg = sent[toks[q].start:toks[b - 1].end]
        low = seg.lower()
        if _WISHES.search(low) or _WISH_BEFORE.search(sent[toks[a0].start:toks[q].start].lower()):
            continue
        first = toks[q].low
        kind = None
        if first in YOU_SUBJ:
            nxt = toks[q + 1].low if q + 1 < b else ""
            ev = next((j for j in range(q + 1, b) if _eval_words(toks[j].low)), None)
            if (
                nxt not in _NOT_AFTER_YOU
                and not (first == "you" and nxt in {"too"})
                and ev is not None
                and not any(toks[j].low in _MODAL_AFTER_YOU for j in range(q + 1, ev))
            ):
                kind = "you"
        elif first in YOUR:
            if (_eval_words(low) or _your_thing_judged(toks, q, b)) and not (
                    q + 1 < b and toks[q + 1].low == "poor"):
                kind = "your"
        elif _ADMIRE_FRAME.match(low) or _LOVE_FRAME.match(low):
            kind = "frame"
        else:
            m = _THAT_YOU.match(low)
            rest = m.group("rest").strip() if m else ""
            if (
                m
                and _eval_words(m.group("ev"))
                and _judgement_polarity(m.group("ev")) == "positive"
                and not (
                    "see you" in m.group(0)
                    and (not rest or rest.split()[0] in {"again", "soon", "there", "too", "later"})
                )
            ):
                kind = "that"
        if kind is None:
            continue
        if kind == "frame":
            m2 = _ADMIRE_FRAME.match(low)
            pol = "negative" if m2 and m2.group("v") in {"disappointed", "ashamed"} else "positive"
        else:
            pol = _judgement_polarity(seg)
            if pol == "neutral" and any(W.HABIT_VERDICT_FORMS.get(w, "-") is None
                                        for w in _eval_words(low)):
                pol = "negative"  # 'you always exaggerate'
            if pol == "neutral" and kind == "your" and _your_thing_judged(toks, q, b):
                pol = en_polarity(seg)  # 'your sofa is hideous': a verdict, not sympathy
            if pol == "neutral":
                continue
        content = restore_first_person(restore_second_person(seg, listener), ctx.speaker)
        ctx.out.claims.append(
            ClaimX(
                content=content.rstrip(" .!"),
                owner=ctx.speaker,
                relayed_by=[],
                target=listener,
                target_kind="person",
                polarity=cast(Polarity, pol),
                hedged=hedged,
                predicate="judgedAs",
            )
        )
        return True
    return False


# a report's source corrected at its end: '…, not my boss', '…, not Ysolt' — the one who did not
# say it, named last
_NOT_SOURCE = re.compile(r",\s+not\s+(?:(?P<poss>my|our|your|his|her)\s+(?P<role>[a-z][\w-]*)|"
                         r"(?P<name>[A-Z][\w'-]+))\s*[.!]*\s*$")


def _corrected_source(ctx: Ctx, clause: str, first: int) -> None:
    """'it was X who said the pool's shut, not my boss': the correction's tail is no part of what
    was said (dropped from the clause's claims), and the person it names, said last, is whom the
    next 'he'/'she' most likely means ('… not my boss. he doesn't think …')."""
    m = _NOT_SOURCE.search(clause)
    new = ctx.out.claims[first:]
    if m is None or not new or ctx.disc is None or not any(
            c.owner != ctx.speaker and c.content.endswith(m.group(0).strip().rstrip(".!"))
            for c in new):
        return
    if m["role"]:
        if m["role"] not in EN_ROLE_NOUNS:
            return
        owner = {"my": ctx.speaker, "our": ctx.speaker, "your": ctx.listener}.get(m["poss"]) or (
            resolve_pronoun(m["poss"], ctx.disc))
        if not owner or owner == SOMEONE:
            return
        who = en_possessive(owner, m["role"])
    else:
        toks = tokenize(clause)
        k = next((j for j in range(len(toks) - 1, -1, -1) if toks[j].text == m["name"]), None)
        if k is None or not ctx.names.is_name(toks, k):
            return
        who = ctx.names.name_of(toks, k)
    tail = m.group(0).strip().rstrip(".!")
    for c in new:
        if c.owner != ctx.speaker and c.content.endswith(tail):
            c.content = c.content[: -len(tail)].rstrip(" ,")
    ctx.disc.note(who)


def _role_named_after(ctx: Ctx, clause: str) -> bool:
    """'The shop steward says the rota is unfair. X, I mean.': a name said alone with 'I mean'
    right after a report whose holder was a role ('the rep', 'the manager') says who the role
    is — the report is that person's, and the next 'he'/'she' them."""
    toks = tokenize(clause)
    words = [t for t in toks if t.text[:1].isalnum()]
    if len(words) != 3 or ctx.disc is None:
        return False
    if [t.low for t in words[1:]] == ["i", "mean"]:
        k = toks.index(words[0])
    elif [t.low for t in words[:2]] == ["i", "mean"]:
        k = toks.index(words[2])
    else:
        return False
    if not (toks[k].text[:1].isupper() and ctx.names.is_name(toks, k)):
        return False
    name = ctx.names.name_of(toks, k)
    roles = {c.owner for c in ctx.out.claims if c.owner.startswith("the ")
             and c.owner.split()[-1] in EN_ROLE_NOUNS and c.owner != name}
    if len(roles) != 1 or name in {ctx.speaker, ctx.listener}:
        return False
    role = roles.pop()
    for c in ctx.out.claims:
        if c.owner == role:
            c.owner = name
    ctx.disc.named_as(role.split()[-1], name)
    ctx.out.settle("person identified")
    return True


def _third_person(names: Names, text: str, person: str) -> bool:
    """Does the turn name ``person`` other than as a vocative ('Aurelian doesn't agree')?"""
    for sent in sentences(text):
        toks = tokenize(sent)
        for i, t in enumerate(toks):
            if (
                t.text[:1].isupper()
                and names.is_name(toks, i)
                and names.name_of(toks, i) == person
                and not names.is_vocative(toks, i)
                and (i + 1 >= len(toks) or toks[i + 1].low in BETWEEN
                     or finite(toks[i + 1].low) or toks[i + 1].low in W.REPORT_VERBS)
            ):
                return True
    return False


_DANGLING_THAT = re.compile(r"\b(?:is|was|are|were)\s+that\W*$", re.I)


_IS_CONTRACTED = frozenset("it that he she there what who where here how".split())  # noqa: SIM905


def _note_bare_kin(disc: TurnContext, toks: Sequence[Tok]) -> None:
    """Carry on to the next turn who of the chat has said a bare kin word as a name ('Gran',
    'took Nana to …', "gran's tablets"): the same word from another of them names a relative
    they share (``attrib_en.holder_np``)."""
    used = bare_kin_users(disc)
    for i, t in enumerate(toks):
        kin = t.low.removesuffix("'s")
        if kin in BARE_KIN and not (i > 0 and (toks[i - 1].low in _POSS | {"the", "a", "ur"}
                                               or toks[i - 1].low.endswith("'s") and (
                                                   # ("it's Dad who …": the 's of 'is')
                                                   toks[i - 1].low[:-2] not in _IS_CONTRACTED))):
            used.setdefault(kin, set()).add(disc.speaker)
    if used:
        disc.leave_cue(BARE_KIN_CUE, ";".join(f"{k}:{','.join(sorted(v))}"
                                              for k, v in sorted(used.items())))


# a possessed noun of judging asked as a question and answered at once ('Her verdict? Total
# rip-off.', "My brother's take? It's overpriced."): the answer is what the noun's possessor
# holds, as after a colon ('Her verdict: …')
_QUESTION_HEADED = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))((?:[A-Z][\w-]*'s|[Hh]is|[Hh]er|[Tt]heir|[Mm]y|[Oo]ur|"
    # ('The landlord's take? …': a role's, the possessor after 'the')
    r"[Tt]he(?=\s+[a-z]+'s\s))\s+"
    r"(?:(?:[a-z]+'s|honest|final|exact|whole|official|expert|professional)\s+){0,2}"
    r"(?:verdict|take|view|opinion|answer|reply|response|reaction|conclusion|advice|words|"
    r"review|assessment|theory|excuse|reasoning|explanation|prediction|diagnosis)"
    # ("X's verdict on the new bakery? …": what it is about, said before the question mark)
    r"(?:\s+(?:on|of|about)\s+[^?.!:\n]{1,40}?)?)"
    r"\?+\s+(?=[A-Za-z\"\u201c])(?!(?:dunno|idk|no\s+idea|not\s+sure|who\s+knows|no\s+clue|"
    r"(?:what|who|why|how|when|where|is|was|did|does|do)\b))")


_OPEN_QUOTE_CUE = "open_quote"


def _closing_only(text: str) -> str:
    """The opening mark that a quotation closed in ``text`` and opened before it lacks ('… is
    off"', '… is off\u201d': a lone straight mark after a word), else ''."""
    if text.count('"') % 2 == 1:
        i = text.index('"')
        return '"' if i > 0 and not text[i - 1].isspace() else ""
    if text.count("\u201d") > text.count("\u201c"):
        return "\u201c"
    return ""


def _left_open(text: str) -> bool:
    """Does a quotation open in ``text`` and not close ('X said "honestly')?"""
    if text.count('"') % 2 == 1:
        i = text.rindex('"')
        return i + 1 < len(text) and not text[i + 1].isspace()
    return text.count("\u201c") > text.count("\u201d")


# a definite role noun for the one person of the conversation whose title names that role
# ('Dr Ysolt came by. The doctor says …': the doctor is Dr Ysolt) — a title is said once and the
# person is then called by what it means, as English does with any definite description
_ROLE_TITLES: dict[str, frozenset[str]] = {
    **dict.fromkeys(("doctor", "doc", "gp", "consultant", "surgeon", "dentist", "vet",
                     "physician", "specialist"), frozenset({"dr", "doctor"})),
    **dict.fromkeys(("professor", "prof"), frozenset({"prof", "professor"})),
    "coach": frozenset({"coach"}),
    "nurse": frozenset({"nurse"}),
    **dict.fromkeys(("officer", "constable"), frozenset({"officer", "constable", "pc"})),
    **dict.fromkeys(("sergeant", "sarge"), frozenset({"sergeant", "sgt"})),
    **dict.fromkeys(("captain", "skipper"), frozenset({"captain", "capt"})),
    "detective": frozenset({"detective", "det"}),
    "inspector": frozenset({"inspector"}),
    "judge": frozenset({"judge"}),
    "pastor": frozenset({"pastor"}),
    **dict.fromkeys(("vicar", "reverend"), frozenset({"reverend", "rev"})),
    "priest": frozenset({"father", "fr"}),
    "rabbi": frozenset({"rabbi"}),
    "imam": frozenset({"imam"}),
    "councillor": frozenset({"councillor", "cllr"}),
    "senator": frozenset({"senator"}),
    "mayor": frozenset({"mayor"}),
}


def _titled_person(role: str, recent: Sequence[str]) -> str:
    """The one titled person among ``recent`` a definite ``role`` ('the doctor') stands for, or
    ``role`` itself.

    >>> _titled_person("the doctor", ["Orvel's mum", "Dr. Ysolt"])
    'Dr. Ysolt'
    >>> _titled_person("the doctor", ["Dr Ysolt", "Dr Orvel"])
    'the doctor'
    >>> _titled_person("the coach", ["Dr Ysolt"])
    'the coach'
    """
    head, _, word = role.partition(" ")
    titles = _ROLE_TITLES.get(word.lower()) if head.lower() == "the" else None
    if not titles:
        return role
    found = {n for n in recent if len(n.split()) > 1 and n.split()[0].lower().rstrip(".") in titles}
    return found.pop() if len(found) == 1 else role


def extract_en(turn: TurnIn, known: Sequence[str], disc: TurnContext | None = None) -> Extraction:
    """One English turn to an Extraction; ``disc`` (the discourse so far) says whom 'you' means
    and what he/she/they stand for."""
    text = _QUESTION_HEADED.sub(r"\1: ", normalise(turn.text))
    names = Names(known, turn.speaker, disc.recent if disc is not None else (), text=text,
                  disc=disc)
    out = Extraction(turn=turn.turn, speaker=turn.speaker, lang="en")
    if disc is not None and disc.listener and _third_person(names, text, disc.listener):
        # 'Aurelian doesn't agree, he …' in a three-way chat: the previous speaker is talked about,
        # not to, so 'he'/'she' may stand for them
        disc.listener = None
    listener = disc.listener if disc else None
    ctx = Ctx(turn, names, out, listener if listener and listener != turn.speaker else None, disc)
    cue = (disc.cue(VIEW_CUE) if disc is not None else None) or ""
    asker, asked, mode = ([*cue.split("\t"), "", ""])[:3]
    if asked and mode in {"self", "tease"} and name_key(turn.speaker) == name_key(asker):
        ctx.asked_view = asked  # 'Guess what X said.' … 'What?' … 'Reckons …': X's news
        ctx.teased = mode == "tease"
    elif asked and mode in {"self", "tease"} and disc is not None and _prompt(tokenize(text)):
        disc.leave_cue(VIEW_CUE, cue)  # ('What?', 'And?': the other prompts the teller on)
    elif asked and mode in {"other", "said"} and name_key(turn.speaker) not in {
            name_key(asker), name_key(asked)}:
        ctx.asked_view = asked  # (an answer by someone else than the one who asked)
        # ('What did X say?' — 'The pier's closing.': X's words, as after a teaser)
        ctx.teased = mode == "said"
    elif asked and mode == "went" and name_key(turn.speaker) not in {
            name_key(asker), name_key(asked)} and next(
            (t.low for t in tokenize(text) if t.text[:1].isalnum()), "") not in _NO_WORDS:
        ctx.asked_view = asked  # ('Has X been?' — 'yeah, wasn't impressed'; not 'no, …')
    if disc is not None:
        _note_bare_kin(disc, tokenize(text))
        if (oq := disc.cue(_OPEN_QUOTE_CUE)) and (mark := _closing_only(text)):
            # '… X said "honestly' — '… the whole thing is off"': the quotation the speaker's
            # last turn left open goes on to its closing mark here, in the voice quoted
            who, _, quoted = oq.partition("\t")
            if name_key(who) == name_key(turn.speaker):
                text = mark + text.lstrip()
                ctx.quoted_by = quoted.split("|")
    if " and " in text and ("told" in text or "texted" in text or "messaged" in text):
        text = _TOLD_AND_TOLD.sub(_told_and_told, text)
    text = run_on_reports(text)
    sents = [[f for part in _clauses(_unpunctuated_frame(sent, names, turn.speaker, listener))
              for c in _split_spliced(part, names) for d in _split_pro_drops(c, names)
              for e in _dropped_belief(d, names) for f in _social_tail(e)]
             for sent in sentences(text)]
    k = 0
    while k < len(sents):
        clauses = sents[k]
        # ('X says the boy is lovely. His spelling is, quote, "creative".'): words marked as
        # quoted in the next sentence go on with the report just made
        ctx.report_open = ctx.report_open if clauses and _QUOTE_WORD.search(clauses[0]) else None
        ctx.first_clause = clauses[0] if clauses else ""
        i = 0
        source_next = False
        sentence_claims = len(out.claims)
        while i < len(clauses):
            if k == 0 and i == 0 and _identified(ctx, clauses[i]):
                out.settle("person identified")
                i += 1
                continue
            if i + 1 < len(clauses) and _postposed(ctx, clauses[i], clauses[i + 1]):
                i += 2
                continue
            if (
                i + 1 == len(clauses)
                and k + 1 < len(sents)
                and len(sents[k + 1]) == 1
                and _source_sentence(ctx, clauses[i], sents[k + 1][0])
                and _postposed(ctx, clauses[i], sents[k + 1][0])
            ):
                source_next = True
                i += 1
                continue
            if i > 0 and ctx.disc is not None and (again := _role_apposition(
                    ctx, clauses[i - 1], clauses[i])):
                # 'Nadim came round, the plumber Kofi recommended': the role phrase is Nadim
                # again, no one new — a 'he' after it is still Nadim
                ctx.disc.note(again)
                i += 1
                continue
            if i + 1 < len(clauses) and _role_named_after(ctx, f"{clauses[i]}, {clauses[i + 1]}"):
                i += 2  # ('X, I mean.' cut at its comma)
                continue
            if _role_named_after(ctx, clauses[i]):
                i += 1
                continue
            if _source_after_report(ctx, clauses[i]):
                i += 1
                continue
            if i > 0 and len(out.claims) > sentence_claims:
                _visitor_after_apparently(ctx, clauses[i])
            ctx.cut_before = i + 1 < len(clauses)
            ctx.cut_after = i > 0
            before = (len(out.events), len(out.facts), len(out.claims))
            _sentence(ctx, clauses[i])
            _name_after_role(ctx, clauses[i])
            _corrected_source(ctx, clauses[i], before[2])
            ctx.cut_before = False
            # (a record alone in the clause just read: what a verdict fragment next judges)
            ctx.record_last = None if len(out.claims) > before[2] else (
                "fact" if len(out.facts) > before[1] else
                "event" if len(out.events) > before[0] else None)
            i += 1
        k += 1 + source_next
    # a content cut before its clause ('The bad news is that, according to X, …'): the
    # specificational 'is that' says nothing without what follows it
    out.claims = [c for c in out.claims if not _DANGLING_THAT.search(c.content)]
    if disc is not None and ctx.quoted_by and _left_open(text):
        disc.leave_cue(_OPEN_QUOTE_CUE, f"{turn.speaker}\t{'|'.join(ctx.quoted_by)}")
    if disc is not None and (teased := _teased_source(ctx, tokenize(text))):
        disc.leave_cue(VIEW_CUE, f"{turn.speaker}\t{teased[0]}\t{teased[1]}")
    if disc is not None and any(c.owner.startswith("the ") or any(
            r.startswith("the ") for r in c.relayed_by) for c in out.claims):
        recent = disc.recent
        out.claims = [c.model_copy(update={
            "owner": _titled_person(c.owner, recent),
            "relayed_by": [_titled_person(r, recent) for r in c.relayed_by]}) for c in out.claims]
    mentioned = names.mentions(tokenize(text))
    out.mentions = [m for m in mentioned if m != turn.speaker] + (
        [turn.speaker] if turn.speaker in mentioned else []
    )
    for c in out.claims:
        for n in [c.owner, *c.relayed_by, c.target if c.target_kind == "person" else None]:
            if n and n != SOMEONE and n not in out.mentions and n != turn.speaker:
                out.mentions.append(n)
    for subj in [*ctx.wishers, *(f.subject for f in out.facts)]:
        # "X's boss wants to go back": the possessed role the record or the passed-on wish is
        # about is a person named, before the possessor (whom the turn names only as whose boss
        # it is)
        owner, sep, role = subj.partition("'s ")
        if sep and role.split()[-1:] and role.split()[-1] in EN_ROLE_NOUNS and (
                owner in out.mentions) and (subj not in out.mentions or out.mentions.index(
                    subj) > out.mentions.index(owner)):
            if subj in out.mentions:
                out.mentions.remove(subj)
            out.mentions.insert(out.mentions.index(owner), subj)
    return out
