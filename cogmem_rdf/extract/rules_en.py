"""English rules: attribution frames (I think / X says / X told me / apparently), records, claims."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..models import ClaimX, ConceptRelation, ConceptX, EventX, Extraction, FactX, TurnIn
from . import en_words as W
from .discourse import TurnContext
from .en_parse import (
    Names,
    Tok,
    is_past,
    lemma,
    normalise,
    noun_chunks,
    restore_first_person,
    restore_second_person,
    sentences,
    tokenize,
)
from .lexicon import EN_NEGATIVE, EN_POSITIVE, en_polarity
from .names import EN_ROLE_NOUNS, en_possessive
from .timewords import EN_TIME, en_has_habit, en_time_expression, en_time_spans

SOMEONE = "someone"

LIKE_VERBS: dict[str, ConceptRelation] = {
    "love": "likes", "like": "likes", "enjoy": "likes", "adore": "likes", "prefer": "likes", "appreciate": "likes",
    "hate": "dislikes", "dislike": "dislikes", "detest": "dislikes", "avoid": "dislikes",
    "use": "uses", "drive": "uses", "wear": "uses", "drink": "uses", "eat": "uses", "read": "uses", "watch": "uses",
    "own": "owns", "have": "owns", "buy": "owns", "adopt": "owns",
    "attend": "attends", "visit": "attends", "go": "attends",
    "join": "member_of", "volunteer": "member_of",
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

    @property
    def speaker(self) -> str:
        return self.turn.speaker


def _skip_fillers(toks: Sequence[Tok], p: int, names: Names) -> int:
    while p < len(toks):
        t = toks[p]
        if t.text in {",", "-", ":", ";", '"', "...", "—"} or t.low in W.FILLERS and not (
            p + 1 < len(toks) and toks[p + 1].low in W.REPORT_VERBS) or t.text[:1].isupper() and names.is_name(toks, p) and names.is_vocative(toks, p):
            p += 1
        else:
            break
    return p


def _clause_starts(toks: Sequence[Tok], p: int, names: Names) -> bool:
    if p >= len(toks):
        return False
    t = toks[p]
    return t.low in W.CLAUSE_START or t.low in W.THIRD_PRON or (t.text[:1].isupper() and names.is_name(toks, p)) or (
        t.low.endswith("'s") and t.text[:1].isupper()) or t.text in {",", ":"} and p + 1 < len(toks) and _clause_starts(toks, p + 1, names)


def _np(toks: Sequence[Tok], p: int, ctx: Ctx, prev: str | None) -> tuple[str, int] | None:
    """A holder noun phrase at ``p``: a name, 'Name's role', 'my/his/her role', 'a friend of mine'."""
    if p >= len(toks):
        return None
    t = toks[p]
    low = t.low
    if low == "i":
        return ctx.speaker, p + 1
    if low in {"my", "our", "his", "her", "their"}:
        owner = ctx.speaker if low in {"my", "our"} else (prev or SOMEONE)
        words, q = _role_words(toks, p + 1)
        return (en_possessive(owner, words), q) if words else None
    if low in {"he", "she", "they"}:
        return (prev or SOMEONE), p + 1
    if low in {"someone", "somebody", "people", "everyone", "everybody"}:
        return SOMEONE, p + 1
    if low in {"a", "one", "the"}:
        q = p + 1 + (toks[p + 1].low == "of" if p + 1 < len(toks) else 0)
        if low == "one" and q < len(toks) and toks[q].low == "my":
            q += 1
        words, q = _role_words(toks, q)
        if not words:
            return None
        if q + 1 < len(toks) and toks[q].low == "of" and toks[q + 1].low in {"mine", "ours"}:
            q += 2
        if low == "one" or words.split()[-1] in EN_ROLE_NOUNS and low == "a":
            return en_possessive(ctx.speaker, words.rstrip("s") if low == "one" else words), q
        return f"the {words}", q
    if t.text[:1].isupper() and ctx.names.is_name(toks, p):
        name = ctx.names.name_of(toks, p)
        if low.endswith("'s"):
            words, q = _role_words(toks, p + 1)
            return (en_possessive(name, words), q) if words else None
        return name, p + 1
    return None


def _role_words(toks: Sequence[Tok], p: int) -> tuple[str, int]:
    """Lowercase words of a role phrase ('running coach'), ending at the role noun when there is one."""
    words: list[str] = []
    q = p
    while q < len(toks) and len(words) < 3:
        low = toks[q].low
        if not toks[q].text.replace("-", "").isalpha() or low in W.REPORT_VERBS or low in W.AUX or low in W.CONJUNCTIONS:
            break
        if low in W.PREPOSITIONS or low in W.DETERMINERS or toks[q].text[:1].isupper() or low in W.ADVERBS:
            break
        if words and low.endswith("s") and low not in EN_ROLE_NOUNS and not low.endswith("ss"):
            break  # a verb like 'works'
        words.append(low)
        q += 1
        if low in EN_ROLE_NOUNS and not (q < len(toks) and toks[q].low in EN_ROLE_NOUNS):
            break
    return " ".join(words), q


_REPORT_PRE = frozenset({"and", ",", "also", "always", "keeps", "kept", "just", "even", "still", "once", "literally",
                         "basically", "honestly", "apparently", "has", "had", "was", "is", "actually"})


def _report_after(toks: Sequence[Tok], q: int, names: Names) -> int | None:
    """Index just after 'says / told me (that)' when a reported clause follows. Between the holder
    and the verb: adverbs/auxiliaries, or a short interlude ending in 'and' ('works at a bank and says')."""
    for j in range(q, min(q + 10, len(toks))):
        low = toks[j].low
        if low in W.REPORT_VERBS and low != "heard" or low in {"saying", "telling"}:
            if j > q and toks[j - 1].low not in _REPORT_PRE:
                return None
            k = j + 1
            if low in W.TELL_VERBS or low == "telling":
                if k < len(toks) and toks[k].low in {"me", "us", "him", "her", "them", "everyone", "everybody"}:
                    k += 1
                else:
                    return None
            if k < len(toks) and toks[k].low == "that":
                return k + 1
            return k if _clause_starts(toks, k, names) else None
        if low in W.FIRST_SUBJECT or toks[j].text in {".", "!", "?", ";"} or (
                toks[j].text[:1].isupper() and names.is_name(toks, j)):
            return None
    return None


def parse_frame(toks: Sequence[Tok], ctx: Ctx) -> Frame:
    fr = Frame()
    p = 0
    for _ in range(6):
        p = _skip_fillers(toks, p, ctx.names)
        if p >= len(toks):
            break
        q = _hedge(toks, p)
        if q is not None:
            fr.hedged, p = True, q
            continue
        q = _hearsay_opener(toks, p, ctx, fr)
        if q is not None:
            p = q
            continue
        np = _np(toks, p, ctx, fr.holders[-1] if fr.holders else None)
        if np is None:
            break
        q = _report_after(toks, np[1], ctx.names)
        if q is None:
            break
        if np[0] == ctx.speaker:
            fr.hedged = True
        else:
            fr.holders.append(np[0])
        p = q
    fr.pos = p
    return fr


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


def _hearsay_opener(toks: Sequence[Tok], p: int, ctx: Ctx, fr: Frame) -> int | None:
    low = [t.low for t in toks[p:p + 4]]
    if not low:
        return None
    if low[0] in W.HEARSAY_ADVERBS:
        fr.holders.append(SOMEONE)
        q = p + 1 + (low[1:3] == ["has", "it"])
        return q + (q < len(toks) and toks[q].low == "that")
    if low[0] in {"i", "i've", "we"} and ("heard" in low[1:3] or low[1:3] == ["was", "told"]):
        q = p + 1 + low[1:3].index("heard" if "heard" in low[1:3] else "was") + (1 if "heard" in low[1:3] else 2)
        src = None
        if q < len(toks) and toks[q].low in {"from", "by"}:
            np = _np(toks, q + 1, ctx, None)
            if np:
                src, q = np
        if q < len(toks) and toks[q].low in {"that", ","}:
            q += 1
        if not _clause_starts(toks, q, ctx.names):
            return None
        fr.holders.append(src or SOMEONE)
        return q
    if low[:2] == ["according", "to"]:
        np = _np(toks, p + 2, ctx, fr.holders[-1] if fr.holders else None)
        if np:
            fr.holders.append(np[0])
            return np[1] + (np[1] < len(toks) and toks[np[1]].text == ",")
    return None


def _subject(toks: Sequence[Tok], p: int, ctx: Ctx) -> tuple[str, str | None]:
    """('first' | 'person' | 'pron' | 'other', person name)."""
    p = _skip_fillers(toks, p, ctx.names)
    if p >= len(toks):
        return "other", None
    t = toks[p]
    if t.low in W.FIRST_SUBJECT or (t.low in {"me"} and p + 1 < len(toks) and toks[p + 1].low == "and"):
        return "first", ctx.speaker
    if t.text[:1].isupper() and ctx.names.is_name(toks, p) and not ctx.names.is_vocative(toks, p):
        return "person", ctx.names.name_of(toks, p)
    if t.low in W.THIRD_PRON:
        return "pron", None
    if ctx.listener and (t.low in YOU_SUBJ or t.low in YOUR):
        return "listener", ctx.listener
    return "other", None


def _target(toks: Sequence[Tok], p: int, ctx: Ctx, exclude: Sequence[str]) -> str | None:
    ex = {e.casefold() for e in exclude}
    for i in range(p, len(toks)):
        if toks[i].text[:1].isupper() and ctx.names.is_name(toks, i) and not ctx.names.is_vocative(toks, i):
            n = ctx.names.name_of(toks, i)
            if n.casefold() not in ex:
                return n
    return None


def _claim(ctx: Ctx, toks: Sequence[Tok], sent: str, fr: Frame, subj: tuple[str, str | None]) -> None:
    holders = fr.holders
    owner = holders[-1] if holders else ctx.speaker
    relayed = [ctx.speaker, *holders[:-1]] if holders else []
    content = sent[toks[fr.pos].start:].strip() if fr.pos < len(toks) else sent
    exclude = [ctx.speaker, *holders] if subj[0] != "first" else list(holders)
    kinds = {"person", "first", "listener"} if holders else {"person", "first"}  # 'you' as target: hearsay only
    target = subj[1] if subj[0] in kinds and subj[1] not in holders else _target(toks, fr.pos, ctx, exclude)
    kind = "person"
    if target is None:
        chunks = noun_chunks(toks, fr.pos, ctx.names, set())
        if not chunks or not (holders or fr.hedged):
            return
        target, kind = chunks[0], "concept"
    if subj[0] == "first" and target == ctx.speaker:
        content = restore_first_person(content, ctx.speaker)
    if subj[0] == "listener" and target == ctx.listener:
        content = restore_second_person(content, target)
    ctx.out.claims.append(ClaimX(
        content=content.rstrip(" .!"), owner=owner, relayed_by=relayed, target=target, target_kind=kind,
        polarity=en_polarity(content, target), hedged=fr.hedged, predicate="judgedAs",
    ))


def _main_verb(toks: Sequence[Tok], p: int) -> tuple[int, str]:
    """Index of the main verb after the subject and a tense tag: past/future/perfect/prog/habit/present."""
    i = p
    while i < len(toks) and (toks[i].low in W.FIRST_SUBJECT or toks[i].low in EN_ROLE_NOUNS
                             or toks[i].low in {"and", "me", "wife", "husband", "own"}
                             or toks[i].text[:1].isupper() and toks[i].low not in W.FIRST_SUBJECT and i > p):
        i += 1
    tense = "present"
    while i < len(toks):
        low = toks[i].low
        if low in {"i'm", "we're", "am", "'m", "are"}:
            tense = "prog"
        elif low in {"i've", "we've", "have", "has", "'ve"}:
            tense = "perfect"
        elif low in {"i'll", "we'll", "will", "gonna", "'ll", "i'd", "would"} or low in W.MODAL_FUTURE and tense == "prog":
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
    if i > p and i < len(toks) and toks[i - 1].low in {"had", "have", "has", "was", "were", "am", "'m", "i'm", "did", "do", "does"} and not (
            is_past(toks[i].low) or toks[i].low.endswith("ing")):
        return i - 1, "past" if toks[i - 1].low in {"had", "was", "were"} else "present"
    return i, tense


def _record(ctx: Ctx, toks: Sequence[Tok], sent: str, p: int) -> None:
    vi, tense = _main_verb(toks, p)
    verb = toks[vi].low if vi < len(toks) else ""
    pred = lemma(verb) if verb and verb.isalpha() else None
    nxt = vi + 1
    while nxt < len(toks) and (is_past(toks[nxt].low) and toks[nxt].low.endswith("ed") or toks[nxt].low in {"laid", "off", "up", "out", "into", "back", "away"}) and pred:
        pred += " " + toks[nxt].low
        nxt += 1
    time_x = en_time_expression(sent)
    if sum(t.text.isalpha() for t in toks) < 4 and not time_x:
        return
    spans = en_time_spans(sent)
    masked = {i for i, t in enumerate(toks) for a, b in spans if a <= t.start < b}
    concepts = noun_chunks(toks, nxt if nxt < len(toks) else vi, ctx.names, masked)
    text = restore_first_person(sent, ctx.speaker).rstrip()
    people = [ctx.speaker] + [f"{ctx.speaker}'s {toks[i].low}" for i in range(1, len(toks))
                              if toks[i].low in EN_ROLE_NOUNS and toks[i - 1].low in {"my", "our"}]
    people += [m for m in ctx.names.mentions(toks) if m not in people and not _voc_name(ctx, toks, m)]
    habit = en_has_habit(sent) and tense not in {"future", "past"} or tense in {"habit", "been"}
    fact = habit or (tense == "present" and pred not in {"go"} and not time_x) or (tense == "prog" and verb in W.AUX) or (
        pred in LIKE_VERBS and LIKE_VERBS[pred] in {"likes", "dislikes"} and tense in {"present", "prog"})
    if tense == "prog" and not fact and not time_x and verb.endswith("ing") is False:
        fact = True
    if fact:
        rel = LIKE_VERBS.get(pred or "", "does")
        ctx.out.facts.append(FactX(text=text, subject=ctx.speaker, relation=rel, concepts=concepts))
    else:
        rel = "attends" if pred in {"go", "attend", "visit"} else "member_of" if pred == "join" else "does"
        ctx.out.events.append(EventX(text=text, participants=people, concepts=concepts, predicate=pred,
                                     time_expression=time_x))
    _add_concepts(ctx, concepts, rel)


def _voc_name(ctx: Ctx, toks: Sequence[Tok], name: str) -> bool:
    return any(ctx.names.name_of(toks, i) == name and ctx.names.is_vocative(toks, i)
               for i in range(len(toks)) if toks[i].text[:1].isupper())


def _add_concepts(ctx: Ctx, labels: Sequence[str], rel: ConceptRelation) -> None:
    have = {(c.label, c.person) for c in ctx.out.concepts}
    for lab in labels:
        if (lab, ctx.speaker) not in have:
            ctx.out.concepts.append(ConceptX(label=lab, person=ctx.speaker, relation=rel))


_WH = frozenset(["what", "why", "how", "when", "where", "who", "whom", "whose", "which", "do", "does", "did", "is", "are", "was", "were", "have", "has", "can", "could", "would", "will", "should", "shall", "may", "might", "any", "anything", "anyone", "am"])
_CLAUSE_BREAK = re.compile(r"(?:[,;:]|\s[-–—])\s+(?:(?:so|but|and|then|because|cause|though)\s+)?(?=(?:I|I'm|I've|I'd|I'll|we|We|we're|we've|my|My)\b)")
_PRO_DROP = frozenset({"been", "gonna", "wanna", "got", "had", "went", "lost", "started", "finished", "bought", "made",
                       "took", "tried", "joined", "signed", "just", "recently", "finally", "also"})


def _clauses(sent: str) -> list[str]:
    """Split before a first-person clause; a fronted time phrase stays with its clause
    ('A few weeks ago, we adopted a cat' is one clause)."""
    parts = [p.strip() for p in _CLAUSE_BREAK.split(sent) if p and p.strip()]
    out: list[str] = []
    for p in parts:
        if out and re.fullmatch(r"[\s,;:–—-]*", EN_TIME.sub("", out[-1].rstrip(" ,;:-–—"))):
            out[-1] = f"{out[-1]} {p}"
        else:
            out.append(p)
    return out


def _is_question(toks: Sequence[Tok], p: int, sent: str) -> bool:
    return sent.rstrip().endswith("?") and (p >= len(toks) or toks[p].low in _WH or len(toks) - p <= 4)


def _pro_drop(toks: Sequence[Tok], p: int) -> bool:
    """'Lost my job yesterday.' / 'Been running a lot lately.': a first-person clause without 'I'."""
    if p >= len(toks) or not toks[p].text[:1].isupper():
        return False
    low = toks[p].low
    nxt = toks[p + 1].low if p + 1 < len(toks) else ""
    if low in ("just", "recently", "finally", "also"):
        return is_past(nxt) or nxt in _PRO_DROP
    return low in _PRO_DROP or (is_past(low) and low.endswith("ed") and nxt not in W.AUX)


_SUBORDINATORS = frozenset({"since", "when", "after", "before", "while", "once", "because", "as", "until", "till",
                            "whenever", "although", "though", "ever"})
_FIRST_SUBJ = frozenset({"i", "i'm", "i've", "i'd", "i'll", "we", "we're", "we've", "we'll", "we'd"})


def _fronted_first_person(toks: Sequence[Tok], p: int, sent: str) -> int | None:
    """Where a first-person main clause starts after a fronted time phrase or subordinate clause:
    'Last week I ...', 'When I was a kid I ...', 'Since we last spoke I ...', 'After I moved ...'."""
    if p >= len(toks):
        return None
    low = toks[p].low
    if low in _SUBORDINATORS:
        q = p + 1 + (low == "ever" and p + 1 < len(toks) and toks[p + 1].low == "since")
        if low == "ever" and q == p + 1:
            return None
        for j in range(q + 1, min(len(toks), q + 14)):
            if toks[j].low in _FIRST_SUBJ and toks[j - 1].low not in {"that", "and", "or", "than", "as", "if", "when"}:
                return j
            if toks[j].text in {".", "!", "?", ";"}:
                break
        if q < len(toks) and toks[q].low in _FIRST_SUBJ and sum(t.text.isalpha() for t in toks[q:]) >= 4:
            return q
        return None
    for a, b in en_time_spans(sent):
        if a == toks[p].start or (low in {"on", "in", "at", "during", "over", "for"} and p + 1 < len(toks) and a == toks[p + 1].start):
            j = next((k for k in range(p, len(toks)) if toks[k].start >= b), len(toks))
            j += j < len(toks) and toks[j].text == ","
            return j if j < len(toks) and toks[j].low in _FIRST_SUBJ else None
    return None


def _sentence(ctx: Ctx, sent: str) -> None:
    toks = tokenize(sent)
    if not toks:
        return
    fr = parse_frame(toks, ctx)
    question = _is_question(toks, fr.pos, sent)
    if not fr.holders and ctx.listener and not sent.rstrip().endswith("?") and _listener_claim(ctx, toks, sent, fr):
        return
    subj = _subject(toks, fr.pos, ctx)
    if fr.holders:
        _claim(ctx, toks, sent, fr, subj)
    elif question:
        return
    elif subj[0] == "person" and subj[1] != ctx.speaker and sum(t.text.isalpha() for t in toks[fr.pos:]) >= 4 and (
            ctx.names.known_form(subj[1] or "") or fr.pos > 0 and _skip_fillers(toks, fr.pos, ctx.names) > 0
            or _skip_fillers(toks, 0, ctx.names) > 0):
        _claim(ctx, toks, sent, fr, subj)
    elif subj[0] == "first":
        _record(ctx, toks, sent, _skip_fillers(toks, fr.pos, ctx.names))
    elif fr.hedged:
        _claim(ctx, toks, sent, fr, subj)
    else:
        p = _skip_fillers(toks, fr.pos, ctx.names)
        j = _fronted_first_person(toks, p, sent) if not sent.rstrip().endswith("?") else None
        if j is not None:
            _record(ctx, toks, sent, j)
        elif not sent.rstrip().endswith("?") and _pro_drop(toks, p) and (en_time_expression(sent) or any(t.low in ("my", "our") for t in toks) or len(toks) - p >= 4):
            clause = sent[toks[p].start:]
            clause = ctx.speaker + " " + clause[0].lower() + clause[1:]
            _record(ctx, tokenize(clause), clause, 1)


# --- Claims about the listener ('You're so brave!', "I'm proud of you", 'your painting is lovely') ---

YOU_SUBJ = frozenset({"you", "you're", "you've", "you'll", "you'd", "ya", "u"})
YOUR = frozenset({"your", "yours", "ur"})
_SEG_BREAK = frozenset({",", ";", ":", "-", "—", "–", "!", ".", "...", "(", ")", '"'})
# After 'you': a report or a record of what the listener said or did, advice, or a generic 'you'.
_NOT_AFTER_YOU = frozenset(
    """told tell said say mentioned mention asked ask wrote write sent send showed show shared share
    posted texted know knew see saw mean meant can could should might may must need needs have
    gotta want wanna wanted got went go going gonna""".split()  # noqa: SIM905
)
_GRATITUDE = re.compile(r"\b(?:thanks?|thank you|thx|ty|appreciate[sd]?|appreciating|grateful|(?:means?|meant) (?:\w+ )?(?:a lot|so much|the world|everything|something|a great deal))\b")
_WISH_BEFORE = re.compile(r"\b(?:hope|hoping|hopefully|wish|wishing|pray|praying|may|let's|if|when|whenever|unless)\b")
# Before the evaluative word: advice or possibility, feelings, or good fortune ('you'll find a great place').
_MODAL_AFTER_YOU = frozenset({"can", "could", "should", "might", "may", "must", "need", "needs", "gotta", "have", "feel",
                              "felt", "feels", "find", "get", "meet", "see", "hear", "got", "found", "deserve"})
_WISHES = re.compile(r"\b(?:have|had|having|has) (?:a|an|such a|so much|the best|the most) (?:\w+ ){0,2}(?:time|day|trip|weekend|night|fun|blast|holiday|vacation|evening|one|experience)\b|\b(?:have|having|had) (?:so much |such |great |good )?fun\b|\bgood luck\b")
# Not judgements of the listener: how they feel, their bad luck, agreement, 'you're welcome'.
_MISFORTUNE = frozenset(
    """terrible awful horrible dreadful bad rough tough scary sad hard painful sorry unfortunate
    unlucky poor worse worst trouble problem hurt hurting disaster mess crazy insane wild
    right correct fine okay ok sure sound mean""".split()  # noqa: SIM905
)
_ADMIRE_FRAME = re.compile(
    r"^(?:i|we)(?:'m| am|'re| are)? (?:(?:so|really|very|just|truly|super|incredibly|always|totally|genuinely|seriously|quite|"
    r"pretty|a bit|a little|kind of|kinda|somewhat|honestly|also) )*"
    r"(?P<v>proud|impressed|amazed|in awe|disappointed|ashamed|inspired) (?:of|by|with|in) "
    r"(?:you|your|yours|yourself|what you|how you|the way you|everything you|all you|all that you|all the \w+ you)\b"
)
_LOVE_FRAME = re.compile(
    r"^(?:i|we) (?:(?:really|totally|just|so|truly|absolutely|genuinely|do) )*(?P<v>love|like|admire|respect|adore) "
    r"(?:your\b|how you\b|that you\b|the way you\b|what you\b|you for\b)|^(?:i|we) (?:(?:really|truly|so) )*(?:admire|respect) you\b"
)
_THAT_YOU = re.compile(
    r"^(?:that's|it's|that is|it is|this is|how|so|such|really|what an?|love|i love)\b(?P<ev>[a-z' ]{0,40}?)\b"
    r"(?:that you(?:'re|'ve|'ll)?|how you(?:'re|'ve)?|the way you(?:'re|'ve)?|to see you(?:r)?|to see how you|"
    r"to hear (?:that )?you(?:'re|'ve)?|of you)\b(?P<rest>.*)$"
)


def _eval_words(text: str) -> list[str]:
    words = re.findall(r"[a-z]+(?:'[a-z]+)?", text.lower())
    return [w for w in words if (w in EN_POSITIVE or w in EN_NEGATIVE) and w not in W.FEELINGS and w not in _MISFORTUNE]


def _judgement_polarity(text: str) -> str:
    """Polarity with feelings and misfortune words blanked ('your injury sounds awful' is sympathy)."""
    blank = re.sub(r"[A-Za-z]+", lambda m: "" if m.group(0).lower() in W.FEELINGS or m.group(0).lower() in _MISFORTUNE
                   else m.group(0), text)
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
    if not listener or _GRATITUDE.search(low_sent) or not re.search(r"\b(?:you|your|yours|yourself|ya|u|ur)\b|you'", low_sent):
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
            if nxt not in _NOT_AFTER_YOU and not (first == "you" and nxt in {"too"}) and ev is not None and not any(
                    toks[j].low in _MODAL_AFTER_YOU for j in range(q + 1, ev)):
                kind = "you"
        elif first in YOUR:
            if _eval_words(low) and not (q + 1 < b and toks[q + 1].low == "poor"):
                kind = "your"
        elif _ADMIRE_FRAME.match(low) or _LOVE_FRAME.match(low):
            kind = "frame"
        else:
            m = _THAT_YOU.match(low)
            rest = m.group("rest").strip() if m else ""
            if m and _eval_words(m.group("ev")) and _judgement_polarity(m.group("ev")) == "positive" and not (
                    "see you" in m.group(0) and (not rest or rest.split()[0] in {"again", "soon", "there", "too", "later"})):
                kind = "that"
        if kind is None:
            continue
        if kind == "frame":
            m2 = _ADMIRE_FRAME.match(low)
            pol = "negative" if m2 and m2.group("v") in {"disappointed", "ashamed"} else "positive"
        else:
            pol = _judgement_polarity(seg)
            if pol == "neutral":
                continue
        content = restore_first_person(restore_second_person(seg, listener), ctx.speaker)
        ctx.out.claims.append(ClaimX(
            content=content.rstrip(" .!"), owner=ctx.speaker, relayed_by=[], target=listener, target_kind="person",
            polarity=pol, hedged=hedged, predicate="judgedAs",  # type: ignore[arg-type]
        ))
        return True
    return False


def extract_en(turn: TurnIn, known: Sequence[str], disc: TurnContext | None = None) -> Extraction:
    """One English turn to an Extraction; ``disc`` (the discourse so far) says whom 'you' means
    and what he/she/they stand for."""
    text = normalise(turn.text)
    names = Names(known, turn.speaker)
    out = Extraction(turn=turn.turn, speaker=turn.speaker, lang="en")
    listener = disc.listener if disc else None
    ctx = Ctx(turn, names, out, listener if listener and listener != turn.speaker else None)
    for sent in sentences(text):
        for clause in _clauses(sent):
            _sentence(ctx, clause)
    mentioned = names.mentions(tokenize(text))
    out.mentions = [m for m in mentioned if m != turn.speaker] + ([turn.speaker] if turn.speaker in mentioned else [])
    for c in out.claims:
        for n in [c.owner, *c.relayed_by, c.target if c.target_kind == "person" else None]:
            if n and n != SOMEONE and n not in out.mentions and n != turn.speaker:
                out.mentions.append(n)
    return out
