"""The English attribution interpreter: runs the rows of ``frames_en`` over a clause.

``read_attribution`` skips discourse openers ("Ha,", "Dunno, but", "Anyway,"), then reads frames
one after another — each frame's holder is a noun phrase (a name, "my cousin", "her flatmate",
"she", "Mr Okonkwo-Bell", a lower-case name before a reporting verb) resolved against the discourse
(``discourse.TurnContext``) — and stops at the proposition. Nested hearsay is frames in a row:
"Zephyrine said her boss told her …" gives holders [Zephyrine, Zephyrine's boss]. Negation between
the holder and the verb is recorded, so "Ilsabet doesn't think the band is ready" is Ilsabet's view
with its polarity flipped. A quotation after a quotative verb ("goes", "was like", "said") or before
a reporting clause ('"…," Brisa said') is the proposition.

``evaluates`` tells whether a clause with no frame is an evaluation (a bare opinion: "that place
is overpriced", "Way too salty", "the flat was really dark").
"""

from __future__ import annotations

import copy
import importlib.resources
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from functools import lru_cache

from ..models import Polarity
from . import en_words as W
from .discourse import TurnContext
from .en_parse import (
    APOSTROPHE_NAME,
    NAME_HONORIFICS,
    Names,
    Tok,
    comma_apposition_end,
    is_past,
    lemma,
    name_not_word,
    title_positions,
    tokenize,
    word_name_source,
)
from .frames_en import (
    BARE_KIN,
    BETWEEN,
    EXTRA_ROWS,
    FEELING_ROWS,
    FRAMES_EN,
    HEADER_NOUNS,
    NEGATORS,
    OPENER_PHRASES,
    OPENERS,
    TITLES,
    TOLD,
    FrameRow,
)
from .lexicon import (
    EN_FOR_GOOD,
    EN_NEGATIVE,
    EN_POSITIVE,
    EN_QUALITY_NEGATIVE,
    EN_QUALITY_POSITIVE,
    EN_SLANG_NEGATIVE,
    EN_SLANG_POSITIVE,
    EN_TOO,
    en_idioms,
)
from .names import (
    EN_ROLE_NOUNS,
    KIN_BORROWED_F,
    KIN_BORROWED_M,
    en_possessive,
    first_name,
    name_gender,
    name_key,
)
from .timewords import en_time_spans

SOMEONE = "someone"
QUOTES = frozenset({'"'})
_BASE_VERBS = W.VERBS | frozenset(W.IRREGULAR.values())
_SUBJ_PRON = frozenset({"he", "she", "they", "he's", "she's", "they're", "it's", "that's"})
_BE = frozenset({"is", "was", "were", "are", "am", "be", "been", "being", "'s", "'re", "'m"})
_BE_FINITE = frozenset({"is", "was", "were", "are", "am", "'s", "'re", "'m"})
_VIEW_NOUNS = frozenset({"opinion", "view", "eyes", "words", "book", "mind"})
# a row with words after its verb ('think much of', 'hear from') before the bare verb's row
_VERB_ROWS = sorted((r for r in FRAMES_EN + EXTRA_ROWS if r.kind == "verb"),
                    key=lambda r: -len(r.after))
_ROW_VERBS = frozenset(w for r in _VERB_ROWS for w in r.words)
FRAMES_BY_NAME = {r.name: r for r in FRAMES_EN + EXTRA_ROWS}
# one-word marks of the speaker's own view, from the frame rows ('tbh', 'honestly', 'imo' …)
STANCE_WORDS = frozenset(
    r.words[0]
    for r in FRAMES_EN
    if r.kind == "lead" and r.holder == "speaker" and len(r.words) == 1
)
_LEAD_ROWS = sorted((r for r in FRAMES_EN if r.kind == "lead"), key=lambda r: -len(r.words))
_NOUN_ROWS = tuple(r for r in FRAMES_EN if r.kind == "noun")
_NOT_A_CLAUSE = frozenset(
    {
        "to",
        "but",
        "about",
        "of",
        "hi",
        "hello",
        "goodbye",
        "bye",
        "sorry",
        "thanks",
        "thank",
        "yes",
        "no",
        "nothing",
        "anything",
        "something",
        "for",
        "with",
        "in",
        "on",
        "at",
        "up",
        "please",
        "?",
        "!",
        ".",
        "when",
        "where",
        "why",
        "how",
        "what",
        "which",
        "if",
        "whether",
    }
)
FEMALE = frozenset("""mom mum mother mommy mama stepmom sister sis aunt auntie niece grandma
    grandmother granny daughter wife girlfriend fiancee fiancée landlady godmother nana
    stepsister gf gran nan stepmum mummy wifey sister-in-law mother-in-law woman lady girl lass
    gal mam mammy nanna stepmother daughter-in-law grandmama policewoman chairwoman
    spokeswoman""".split()  # noqa: SIM905
                   + KIN_BORROWED_F.split())
MALE = frozenset("""dad father daddy papa stepdad brother bro uncle nephew grandpa grandfather son
    husband boyfriend fiance fiancé godfather stepbrother bf grandad granddad hubby
    brother-in-law father-in-law guy bloke lad dude fella fellow chap man gentleman
    da granda grandpapa stepfather son-in-law policeman chairman spokesman
    """.split() + KIN_BORROWED_M.split())  # noqa: SIM905
DEGREE = frozenset("""really so very too pretty quite super incredibly totally completely absolutely
    bit kinda extremely rather fairly seriously properly genuinely utterly insanely ridiculously way
    such total complete absolute utter proper real""".split())  # noqa: SIM905
COPULA = frozenset(
    {
        "is",
        "was",
        "are",
        "were",
        "'s",
        "be",
        "been",
        "being",
        "seems",
        "seemed",
        "looks",
        "looked",
        "sounds",
        "sounded",
        "feels",
        "felt",
        "isn't",
        "wasn't",
        "aren't",
        "weren't",
        "'re",
        "it's",
        "that's",
        "they're",
        "he's",
        "she's",
        "there's",
        "became",
        "becomes",
    }
)


@lru_cache(maxsize=1)
def vader() -> dict[str, float]:
    """VADER's valence lexicon (vaderSentiment, MIT): 7.5k English words rated −4…+4 by people."""
    text = (
        importlib.resources.files("vaderSentiment")
        .joinpath("vader_lexicon.txt")
        .read_text(encoding="utf-8")
    )
    out: dict[str, float] = {}
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) >= 2 and parts[0].isalpha():
            out[parts[0]] = float(parts[1])
    return out


def valence(word: str) -> float:
    """How evaluative a word is: VADER's rating, or ±2 for our own lexicon's words."""
    w = word.lower()
    if w in OPENERS or w in W.FEELINGS or w == "like":  # 'for like ten years': a filler
        return 0.0
    if "-" in w and w.replace("-", "").isalpha():
        w = w.replace("-", "")  # 'rip-off', 'let-down', 'top-tier': the compound as one word
    if w in EN_POSITIVE or w in EN_QUALITY_POSITIVE or w in EN_SLANG_POSITIVE:
        return 2.0
    if w in EN_NEGATIVE or w in EN_QUALITY_NEGATIVE or w in EN_SLANG_NEGATIVE:
        return -2.0
    return vader().get(w, 0.0)


@dataclass
class Attribution:
    """Who holds the proposition of a clause, and where the proposition starts."""

    holders: list[str] = field(default_factory=list)  # outermost first; the owner is the last
    own: bool = False  # the speaker marked it as their own view (I think, imo, honestly)
    negated: bool = False
    anaphoric: bool = False  # "X doesn't think so": the proposition is the one just discussed
    pos: int = 0
    quote: tuple[int, int] | None = None  # character span of a quoted proposition
    rows: list[str] = field(default_factory=list)
    bare: bool = False  # input: accept a frame with no clause after it ('…, he told me.')
    # an attitude verb's stance toward its object ("Gudrun doesn't rate him"): the sign, the
    # object as target (a person when one is named), the claim's words from ``start``
    valence: int = 0
    target: str | None = None
    start: int = 0
    # ``own`` comes only from a marker closing the clause ('… tbh'): a view if the clause judges
    trailing: bool = False
    # people coordinated with the last holder who hold the same view ('X and her mum both reckon')
    co: list[str] = field(default_factory=list)
    # a source row with nothing reported after it ('my husband heard the same from X'): the chain
    # it named, the source last — a 'she said …' right after it came the same way
    heard_via: list[str] = field(default_factory=list)
    # a negated frame ('X doesn't reckon …', 'X never said …'): the token where its negation
    # starts and the row it negates, so that the claim keeps the negation as said
    neg_at: int = -1
    neg_row: str = ""


@dataclass
class Holder:
    name: str
    end: int


_TRIPLED = re.compile(r"(.)\1{2,}")  # 'sooo', 'lolll': a letter typed three times or more
# skip_openers is asked ~35 times a turn, mostly again about the same tokens: the last answers,
# keyed by the token list and names object (held here, so their ids stay theirs)
_SKIPPED: dict[tuple[int, int, int], tuple[Sequence[Tok], Names, int]] = {}


def skip_openers(toks: Sequence[Tok], p: int, names: Names) -> int:
    """Past discourse markers, interjections, vocatives
    and a short opener fragment before a comma."""
    key = (id(toks), p, id(names))
    hit = _SKIPPED.get(key)
    if hit is not None and hit[0] is toks and hit[1] is names:
        return hit[2]
    if len(_SKIPPED) > 256:
        _SKIPPED.clear()
    out = _skip_openers(toks, p, names)
    _SKIPPED[key] = (toks, names, out)
    return out


# a group addressed at the start ('lads, …', 'guys we're …', 'folks (and Quorwen) …')
_GROUP_VOCATIVES = frozenset({"lads", "guys", "folks", "everyone", "everybody", "team", "gang",
                              "peeps", "ladies", "girls", "boys", "y'all", "yall", "fam"})


def _ah_name(toks: Sequence[Tok], p: int) -> bool:
    """'Ah Tiong told me …': the Hokkien/Cantonese 'Ah' before a given name, with no comma after
    it, is part of the name, not an interjection."""
    return toks[p].text == "Ah" and p + 2 < len(toks) and toks[p + 1].text[:1].isupper() and (
        toks[p + 1].text.isalpha() and toks[p + 1].low not in OPENERS
        and no_english_word(toks[p + 1].low))


def _skip_openers(toks: Sequence[Tok], p: int, names: Names) -> int:
    start = p
    while p < len(toks):
        t = toks[p]
        if (
            t.text in {",", "-", ":", ";", "...", "—", "–", "…"}
            or t.text in {".", "!"}
            and p > start
        ):
            p += 1  # 'haha. my sister goes …' typed as one sentence
        elif (n := _opener_phrase(toks, p)) > 1:
            p += n  # the longest marker first: 'oh my god, …' is no 'my god' after an 'oh'
        elif (
            t.low in OPENERS or _TRIPLED.search(t.low) and _TRIPLED.sub(r"\1", t.low) in OPENERS
        ) and not _starts_frame(toks, p) and not (t.low == "like" and _like_x_said(
                toks, p)) and not _ah_name(toks, p) and not (
                # ('Right call.', 'Good decision', 'Fair play to her': an adjective of the verdict,
                # no marker)
                p + 1 < len(toks) and toks[p + 1].low in {"call", "decision", "choice", "shout"}
                or p + 2 < len(toks) and toks[p + 1].low == "play" and toks[p + 2].low == "to"):
            p += 1
        elif t.text[:1].isupper() and names.is_name(toks, p) and _vocative(toks, p, names):
            p += 1
        elif (n := _opener_phrase(toks, p)):
            p += n
        elif t.low in {"only", "even"} and p + 1 < len(toks) and (
                toks[p + 1].text[:1].isupper() and names.is_name(toks, p + 1)):
            p += 1  # 'Only X thinks …', 'Even X admits …': a focus word before the holder
        elif p == start and _stance_ly(t.low) and t.low not in STANCE_WORDS and (
                p + 1 < len(toks) and toks[p + 1].low in {"i", "we", "he", "she", "they"}):
            p += 1  # ('weirdly i found …', 'frankly we think …'): a stance adverb, no comma
        elif t.low in _COMMA_MARKERS and p + 1 < len(toks) and toks[p + 1].text == ",":
            p += 1  # 'See, …', 'Look, …': an imperative used as a discourse marker
        elif (n := _so_you_know(toks, p)):
            p += n
        elif (n := _header(toks, p, names)):
            p += n
        elif t.low in _GROUP_VOCATIVES and p + 1 < len(toks) and (
                toks[p + 1].text in {",", "(", "!"}
                or toks[p + 1].low.split("'")[0] in {"we", "i", "you"}):
            p += 1  # 'lads, …', 'guys we're short …': the group addressed
        elif t.text == "(" and p > start and (close := next(
                (k for k in range(p + 1, min(p + 8, len(toks))) if toks[k].text == ")"), None)):
            p = close + 1  # 'lads (and Quorwen) we're …': an aside in brackets after the address
        else:
            break
    # "Dunno yet, but …", "Oh no, …", "Dunno about her, but …": an opener-led fragment of a few
    # words up to a comma, with no subject of its own
    if p < len(toks) and (p > start or toks[p].low in OPENERS) and not _starts_frame(toks, p):
        # (not 'so word is, …': a lead frame's words, not a fragment)
        for j in range(p, min(p + 6, len(toks))):
            if toks[j].text == ",":
                if all(
                    toks[k].text.isalpha()
                    and toks[k].low not in W.FIRST_SUBJECT
                    and toks[k].low not in _SUBJ_PRON
                    and not names.is_name(toks, k)
                    # ('Nah crates are fine, …': a clause with its verb, no fragment)
                    and toks[k].low not in _BE_FINITE
                    # ('yeah vet reckons ten days of rest, …': a report, no fragment)
                    and not (k > p and toks[k].low in W.REPORT_VERBS)
                    for k in range(p, j)
                ) and not (
                    toks[p].low in W.DETERMINERS and _named_apposition(toks, j, names) is not None
                ):
                    # ('… anyway the quiz guy, Ambrus, said …': a role with its name in
                    # apposition is the subject, no fragment)
                    return skip_openers(toks, j + 1, names)
                break
    return p


_KNOWING = frozenset({"know", "knows", "aware", "clear", "informed"})
_HEADER_BE = frozenset({"is", "was"})


def _header(toks: Sequence[Tok], p: int, names: Names) -> int:
    """'Funny thing, …', 'Good news: …', 'The thing is, …', 'Party recap for those who missed
    it: …': a header announcing the news that follows (see ``HEADER_NOUNS``); its length with
    the comma or colon, or 0. Up to two words before the noun, no person among them; before a
    colon a few more words may follow the noun."""
    if colon := _colon_header(toks, p, names):
        return colon
    for k in range(p, min(p + 3, len(toks))):
        t = toks[k]
        if t.low in HEADER_NOUNS:
            break
        if not t.text.isalpha() or t.low in W.PRONOUNS or t.low in W.FIRST_SUBJECT or (
                t.text[:1].isupper() and k > p or names.known_form(t.base)) or (
                t.low in W.AUX or t.low in COPULA or is_past(t.low)):
            return 0  # (a base form may be a noun there: 'match recap', 'quick update')
    else:
        return 0
    j = k + 1
    if j < len(toks) and toks[j].low in _HEADER_BE:
        j += 1  # 'The thing is, …'
    end = 0
    if j < len(toks) and toks[j].text in {",", ":", "-", "—", "–"}:
        end = j + 1
    elif j > k + 1 and j + 1 < len(toks) and (
            toks[j].low in _SUBJ_PRON | W.FIRST_SUBJECT | _POSS_DET | {"the"}
            or toks[j].text[:1].isupper() and names.is_name(toks, j)
            # ('so the update is ysolt signed …': a name typed in lower case)
            or toks[j].text.islower() and no_english_word(toks[j].low)) and any(
            finite(t.low) for t in toks[j + 1:j + 4]):
        end = j  # 'The good news is my cousin reckons …': a clause of its own after 'is'
    elif j < len(toks) and toks[j].low in {"for", "from", "on", "of", "about"}:
        for m in range(j + 1, min(j + 8, len(toks))):
            if toks[m].text in {":", "-", "—", "–"}:
                end = m + 1  # 'Recap for those who missed it: …', '… for anyone who missed it -'
                break
            if not toks[m].text[:1].isalpha() and "'" not in toks[m].text:
                break
    if not end or end >= len(toks) or finite(toks[end].low) or (
            end + 1 < len(toks) and toks[end + 1].text == ","):
        return 0  # 'The best part, honestly, was …': a subject with an aside, no header
    return end - p


def _colon_header(toks: Sequence[Tok], p: int, names: Names) -> int:
    """'ok garden saga #12: …', 'Monday saga: …': a short verbless label closed by a colon
    announces the news after it, whatever its noun; its length with the colon, or 0. No person,
    pronoun or verb in it (not "Ysolt's verdict: …", 'she goes: …')."""
    j = next((k for k in range(p + 1, min(p + 7, len(toks))) if toks[k].text == ":"), None)
    if j is None or j + 1 >= len(toks):
        return 0
    for k in range(p, j):
        t = toks[k]
        if t.text in {"#", "&"} or t.text.isdigit():
            continue
        if not t.text.isalpha() or t.low in W.PRONOUNS or t.low in W.FIRST_SUBJECT or (
                t.low in _POSS_DET) or t.text[:1].isupper() and (
                k > p and names.is_name(toks, k) or names.known_form(t.base)) or (
                # (a base form may be a noun there: 'garden crisis'; a past form is a verb)
                t.low in W.AUX or t.low in COPULA or is_past(t.low) and t.low not in OPENERS
                or _verb_row(toks, k) is not None):
            return 0
    end = j + 1
    if finite(toks[end].low) or end + 1 < len(toks) and toks[end + 1].text == ",":
        return 0
    return end - p


def _so_you_know(toks: Sequence[Tok], p: int) -> int:
    """'Just so you all know, …', 'So you're aware, …', 'just so we're clear, …': a purpose
    clause about the listeners' knowing, before the clause; its length up to the comma, or 0."""
    first = toks[p].low
    if first != "so" and first != "just":
        return 0
    k = p + (first == "just")
    if k >= len(toks) or toks[k].low != "so":
        return 0
    for j in range(k + 2, min(k + 6, len(toks))):
        if toks[j].text == ",":
            words = [t.low for t in toks[k + 1:j]]
            return j - p if words[-1] in _KNOWING or words[-1] in {"aware", "clear"} else 0
        if not toks[j].text[:1].isalpha():
            return 0
    return 0


_COMMA_MARKERS = frozenset({"see", "look", "listen", "thing", "point"})


_OPENERS_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _ph in OPENER_PHRASES:
    _OPENERS_BY_FIRST.setdefault(_ph[0], []).append(_ph)


def _opener_phrase(toks: Sequence[Tok], p: int) -> int:
    """The length of a multi-word discourse marker at ``p`` ('to be fair', 'mind you'), or 0."""
    phrases = _OPENERS_BY_FIRST.get(toks[p].low) if p < len(toks) else None
    if not phrases:
        return 0
    low = tuple(t.low for t in toks[p:p + 6])
    return max((len(ph) for ph in phrases if low[:len(ph)] == ph), default=0)


def opens_lead(toks: Sequence[Tok], p: int) -> bool:
    """Do a lead's words whose holder follows them open the clause at ``p`` ('According to
    Ottoline's brother', 'In Anselmo's view', 'As far as …')? Such a chunk ends at a comma with
    its proposition still to come."""
    low = [t.low for t in toks[p:p + 4]]
    if low[:2] == ["the", "way"] and any(
            lemma(t.low) in _TELL_IT and toks[k + 1].low == "it"
            for k, t in enumerate(toks[p + 3:p + 7], p + 3) if k + 1 < len(toks)):
        return True  # 'The way Ysolt tells it, …' (``_way_tells``)
    for r in lead_rows_from(low[0], dropped_i=True) if low else ():
        if r.holder != "after":
            continue
        if not lead_words_at(low, r.words) and not (
                # ('…, heard that from my neighbour': the diary-style dropped 'I' of a lead)
                len(r.words) > 2 and r.words[0] == "i" and lead_words_at(low, r.words[1:])):
            continue
        if len(r.words) > 1 or r.name == "in_x_opinion" and any(
            t.low in _VIEW_NOUNS for t in toks[p + 1:p + 5]
        ):
            return True
    return False


def _like_x_said(toks: Sequence[Tok], p: int) -> bool:
    """'like X said, …', 'like my sister says …': chat's 'as X said' at ``p`` (not 'like, …',
    a filler, nor 'like I said', the speaker's own)."""
    return p + 2 < len(toks) and toks[p + 1].low not in {"i", "we", "you", "u"} and any(
        toks[k].low in {"said", "says", "say", "put"}
        and all(x.text[:1].isalpha() for x in toks[p + 1:k])
        for k in range(p + 2, min(p + 5, len(toks))))


def _starts_frame(toks: Sequence[Tok], p: int) -> bool:
    low = [t.low for t in toks[p:p + 6]]
    return any(
        lead_words_at(low, r.words)
        and (len(r.words) > 1 or r.holder == "speaker" or r.holder == "unnamed")
        for r in (lead_rows_from(low[0]) if low else ())
    )


def _rows_by_word(rows: Sequence[FrameRow], at: int) -> dict[str, tuple[int, ...]]:
    """Each word a row may say at position ``at`` (alternatives split) → the rows' positions."""
    out: dict[str, list[int]] = {}
    for k, r in enumerate(rows):
        if len(r.words) > at:
            for a in r.words[at].split("|"):
                out.setdefault(a, []).append(k)
    return {a: tuple(ks) for a, ks in out.items()}


_LEAD_BY_FIRST = _rows_by_word(_LEAD_ROWS, 0)
# rows spoken with 'I' first, by their second word: the diary-style dropped 'I' ('Heard from …')
_LEAD_AFTER_I = {
    a: tuple(k for k in ks if _LEAD_ROWS[k].words[0] == "i")
    for a, ks in _rows_by_word(_LEAD_ROWS, 1).items()
}


def lead_rows_from(first: str, dropped_i: bool = False) -> list[FrameRow]:
    """The lead rows that can begin with the word ``first`` (with ``dropped_i``, also those
    whose 'I' was left out), in table order: the only rows ``lead_words_at`` can match there."""
    ks = _LEAD_BY_FIRST.get(first, ())
    if dropped_i and first in _LEAD_AFTER_I:
        ks = tuple(sorted({*ks, *_LEAD_AFTER_I[first]}))
    return [_LEAD_ROWS[k] for k in ks]


def lead_words_at(low: Sequence[str], words: Sequence[str]) -> bool:
    """Do the lower-case words ``low`` begin with a lead row's ``words`` (a word may list
    alternatives, 'it|that')?"""
    return len(low) >= len(words) and all(
        a == w or "|" in w and a in w.split("|") for a, w in zip(low, words, strict=False))


def read_attribution(toks: Sequence[Tok], sent: str, ctx: TurnContext, names: Names,
                     bare: bool = False) -> Attribution:
    """Frames at the start of a clause, outermost first (see the module docstring); with ``bare``
    a frame may end the clause ('he told me at your birthday' after its proposition). A
    document of someone's read as a holder ("according to Dr Vell's discharge letter") is its
    writer's words: the writer holds them."""
    att = _read_attribution(toks, sent, ctx, names, bare)
    att.holders = [_full_form(_writer_of(h), ctx) for h in att.holders]
    return att


def _full_form(holder: str, ctx: TurnContext) -> str:
    """A surname said alone ('Mokoena also told me …') for the person named in full before
    ('Dr Lerato Mokoena'), the most recent such; any other holder as it is."""
    if " " in holder or not holder[:1].isupper() or holder in ctx.speakers:
        return holder
    for n in ctx.recent:
        words = n.split()
        if words and (words[0].lower().rstrip(".") in TITLES or words[0].lower() in EN_ROLE_NOUNS):
            words = words[1:]  # ('Dr Ysolt Vell': a first name and a surname after the title)
        if len(words) >= 2 and words[-1] == holder and "'" not in n:
            return n
    return holder


_DOCUMENT_OF = re.compile(r"(?P<who>.+?)(?:'s|\u2019s) (?:[a-z]+ )?(?P<doc>[a-z]+)")


def _writer_of(holder: str) -> str:
    """"Dr Vell's discharge letter" → 'Dr Vell', "the surveyor's report" → 'the surveyor': the
    possessor of a written document (one noun may tell which); any other holder as it is."""
    m = _DOCUMENT_OF.fullmatch(holder)
    if m is None or m["doc"] not in _AUTHORED and m["doc"].rstrip("s") not in _AUTHORED:
        return holder
    return m["who"]


def _read_attribution(toks: Sequence[Tok], sent: str, ctx: TurnContext, names: Names,
                      bare: bool = False) -> Attribution:
    att = Attribution(bare=bare)
    p = skip_openers(toks, 0, names)
    if p < len(toks) and toks[p].text in QUOTES and _quote_first(toks, p, sent, ctx, names, att):
        if att.holders and att.holders[-1] != SOMEONE and not (att.valence or att.negated):
            _quoted_report(sent, ctx, names, att)  # ('"My boss reckons …," X said.')
        return att
    k = 0
    while k < len(toks) and (not toks[k].text[:1].isalnum() or toks[k].low in OPENERS or (
            toks[k].low in {"and", "so", "but", "also", "plus"})):
        k += 1
    if _colon_speaker(toks, k, ctx, names, att):
        return att  # (past the openers only: 'Berenice:' is skipped as one spoken to)
    for _ in range(6):
        p0, p = p, skip_openers(toks, p, names)
        if (att.holders or att.own) and any(t.low in _NEGATING_OPENERS for t in toks[p0:p]):
            # 'says no drones over the park', 'was like, no chance': after a frame, a 'no' belongs
            # to what is reported (its content keeps it); the next frame is still looked for
            p1 = p
            p = p0
            while p < p1 and not toks[p].text[:1].isalnum():
                p += 1
            if any(f(toks, p1, ctx, names, Attribution()) is not None
                   for f in (_lead, _noun_frame)) or att.own and not att.holders and _verb_frame(
                        toks, p1, sent, ctx, names, Attribution()) is not None:
                # (after the speaker's own mark, 'tbh no idea, but Hildric says …': the 'no' is the
                # speaker's aside, and the report that follows it is Hildric's)
                p = p1
        # ('Dana was like, my brother says …': in speech reported without quotation marks the
        # first person is the one quoted)
        voice = (TurnContext(att.holders[-1], ctx.speaker, ctx._session)
                 if att.rows[-1:] == ["quotative"] and att.holders and att.holders[-1] != SOMEONE
                 else ctx)
        kept = copy.deepcopy(att) if att.own and not att.holders else None
        q = _lead(toks, p, voice, names, att)
        if q is None:
            q = _noun_frame(toks, p, voice, names, att)
        if q is None:
            q = _verb_frame(toks, p, sent, voice, names, att)
        if q is not None and kept is not None and att.holders and (
                _predicted(toks, p, q) or _attitude_guessed(att)):
            # 'I think my uncle would hate the marina', "I don't think Varro would admit it":
            # under the speaker's own frame, an attitude or a saying behind a modal is the
            # speaker's guess at what someone would think or say — the speaker's view, not a
            # report of theirs
            _restore(att, kept)
            break
        if q is None and not att.holders and not att.own:
            q = _after_adjunct(toks, p, sent, ctx, names, att)
        if q is None and _wish_frame(toks, p, ctx, names, att):
            break  # (the wish is the claim's words, its subject and verb included)
        if q is None and not att.rows and not att.own and _third_wish(toks, p, ctx, names, att):
            break  # ('My mum wants everyone there': hers, the speaker passes it on)
        if q is None:
            break
        p = _source_aside(toks, q, ctx, names, att)
        p = _source_relative(toks, p, ctx, names, att)
        if att.quote or att.anaphoric or att.valence:
            break
    att.pos = p
    if att.quote and att.holders and att.holders[-1] != SOMEONE and not (
            att.valence or att.anaphoric or att.negated):
        _quoted_report(sent, ctx, names, att)
    if len(att.holders) > 1 and att.holders[0] == SOMEONE:
        # 'Apparently, Farrokh's boss says …': the named source is the source
        att.holders = att.holders[1:]
    if len(att.holders) > 1 and att.holders[-1] == SOMEONE and att.rows[-1:] and (
            att.rows[-1] in FRAMES_BY_NAME and FRAMES_BY_NAME[att.rows[-1]].kind == "verb") and (
            any(t.low in _GENERIC_HOLDERS for t in toks[:att.pos])):
        # 'according to my sister everyone thinks …', 'X says people reckon …': a view the named
        # source gives as general — the source's claim, no unnamed holder behind it
        att.holders = att.holders[:-1]
    if len(att.holders) > 2 and SOMEONE in att.holders[1:-1] and _EVIDENTIAL_ROWS & set(att.rows):
        # 'X said (that) apparently Y thinks …': the evidential inside the report marks it as
        # hearsay, which the named chain already says — no unnamed link between X and Y
        att.holders = [att.holders[0], *(h for h in att.holders[1:-1] if h != SOMEONE),
                       att.holders[-1]]
    if len(att.holders) > 1 and att.holders[-1] == SOMEONE and "apparently" in att.rows[-1:]:
        # '… apparently …, according to my flatmate' read in frame order: the named source
        att.holders = att.holders[:-1]
    if not att.holders and not att.own and not att.bare and att.pos == skip_openers(toks, 0, names):
        _loose_frame(toks, att.pos, ctx, names, att)
    if not att.holders and not att.own and not att.bare:
        _message_saying(toks, ctx, names, att)
    if not att.holders and not att.own and not _inner_quote(toks, ctx, names, att):
        att.own = att.trailing = _trailing_marker(toks)
    return att


# the modal auxiliaries of a prediction or a guess ('would', 'will', "'d", 'might', 'gonna')
_MODALS = frozenset(
    """would wouldn't will won't might may could couldn't should shouldn't must gonna wouldnt
    wont couldnt shouldnt""".split())  # noqa: SIM905


def _predicted(toks: Sequence[Tok], p: int, q: int) -> bool:
    """Does the frame at ``toks[p:q]`` hold a modal auxiliary before a bare verb ('my uncle
    would hate', "Varro'd say", 'the tenants will find')? A modal perfect is a hedged report of
    what was said ('Varro might have said …'), no prediction."""
    return any((toks[k].low in _MODALS or toks[k].low.endswith(("'d", "'ll")))
               and not (k + 1 < q and toks[k + 1].low in {"have", "'ve", "of"})
               for k in range(p, q))


def _attitude_guessed(att: Attribution) -> bool:
    """Is the frame just read under the speaker's own a third person's liking or disliking
    ('I reckon Varro just doesn't like the new layout', 'I bet she loves it')? Under 'I think'
    what someone likes is the speaker's reading of them — the speaker's view; what they say or
    believe stays a hedged report of theirs."""
    row = FRAMES_BY_NAME.get(att.rows[-1]) if att.rows else None
    return row is not None and row.attitude and len(att.holders) == 1


def _restore(att: Attribution, kept: Attribution) -> None:
    """Put ``att`` back as it was when ``kept`` (a deep copy) was taken."""
    for f in fields(att):
        setattr(att, f.name, getattr(kept, f.name))


# A wish, plan or demand of someone close to a reporter, passed on in the report: 'Idony said her
# manager wants the whole team in on Fridays', "X told me his mum would rather …", "X says her
# landlord refuses to …". The want is the relation's and reached the reporter from them: theirs,
# relayed by the reporter (the data's two-level convention); the clause is the claim's words.
# Volition, intention and demand in English, as grammars group them (want, would like/love/rather/
# prefer, plan, intend, hope, mean to, refuse, demand, expect; be set on, determined, desperate,
# keen, eager, dying, itching, raring to; can't wait; be thinking of) — not needs or facts.
_WISH_VERBS = frozenset(
    """want wants wanted wanting plan plans planned planning intend intends intended intending
    hope hopes hoped hoping refuse refuses refused refusing demand demands demanded demanding
    expect expects expected expecting prefer prefers preferred threaten threatens threatened
    threatening""".split())  # noqa: SIM905
_WISH_AFTER_WOULD = frozenset({"like", "love", "rather", "prefer", "sooner", "hate"})
_WISH_ADJ = frozenset({"set", "determined", "desperate", "keen", "eager", "dying", "itching",
                       "raring", "adamant", "hellbent", "hell-bent"})
_WISH_BETWEEN = frozenset(
    """really still just now apparently absolutely totally definitely actually basically
    literally even also seriously genuinely so very dead properly honestly desperately""".split())  # noqa: SIM905
_WISH_NEG = frozenset({"doesn't", "don't", "didn't", "does", "do", "did", "not", "won't",
                       "never", "wouldn't", "isn't", "aren't", "wasn't", "weren't", "no", "longer",
                       "dont", "doesnt", "didnt", "wont", "isnt"})
_WISH_BE = frozenset({"is", "was", "are", "were", "'s", "'re", "be", "been", "being", "am"})
_WISH_ROW = FrameRow("wish", "lead", ("wants",), example="Idony said her manager wants …")
FRAMES_BY_NAME[_WISH_ROW.name] = _WISH_ROW


def wish_at(toks: Sequence[Tok], k: int) -> int | None:
    """Where the wish's verb group ends, if a verb of volition, intention or demand starts at
    ``k`` past adverbs, a negation or an auxiliary ('would really like to', "doesn't want",
    'is dead set on', "can't wait to", 'is thinking of'); None if none does.

    >>> from cogmem_rdf.extract.en_parse import tokenize
    >>> wish_at(tokenize("would much rather stay in"), 0), wish_at(tokenize("is moving"), 0)
    (3, None)
    """
    j, steps = k, 0
    while j < len(toks) and steps < 5 and (toks[j].low in _WISH_BETWEEN or toks[j].low in _WISH_NEG
                                           or toks[j].low in {"much", "kind", "kinda", "sort"}):
        j, steps = j + 1, steps + 1
    if j >= len(toks):
        return None
    w = toks[j].low
    nxt = toks[j + 1].low if j + 1 < len(toks) else ""
    if w in _WISH_VERBS:
        return j + 1
    if w in {"would", "'d", "wouldn't"} or w.endswith("'d") and j == k:
        m = j + 1
        while m < len(toks) and toks[m].low in _WISH_BETWEEN | {"much"}:
            m += 1
        return m + 1 if m < len(toks) and toks[m].low in _WISH_AFTER_WOULD else None
    if w in {"can't", "cant", "cannot"} and nxt == "wait":
        return j + 2
    if w in _WISH_BE:
        m = j + 1
        while m < len(toks) and m < j + 4 and (toks[m].low in _WISH_BETWEEN or toks[m].low in {
                "not", "no", "longer"}):
            m += 1
        if m >= len(toks):
            return None
        a = toks[m].low
        after = toks[m + 1].low if m + 1 < len(toks) else ""
        if a in _WISH_ADJ and (a != "set" or after in {"on", "against"}) and (
                a not in {"dying", "itching", "raring"} or after in {"to", "for"}):
            return m + 1
        if a in _WISH_VERBS and a.endswith("ing"):
            return m + 1  # 'is planning to', 'is hoping for', 'is threatening to'
        if a == "thinking" and after in {"of", "about"}:
            return m + 2
    return None


def _wish_frame(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names,
                att: Attribution) -> bool:
    """In a report ('X said …'), a wish of the reporter's own relation: 'her manager wants …',
    "his mum would rather …", "X's landlord refuses to …" — the relation holds it, the reporter
    passed it on. A name, 'the council', the reporter themself ('she wants …') or a belief frame
    before it ('X thinks her mum wants …': X's guess) keep the report the reporter's."""
    if not att.holders or not att.rows or att.quote or att.valence or att.anaphoric:
        return False
    reporter = att.holders[-1]
    row = FRAMES_BY_NAME.get(att.rows[-1])
    if reporter in {SOMEONE, ctx.speaker} or row is None or row.belief or row.attitude or (
            row.kind != "verb" or row.name == _WISH_ROW.name):
        return False
    q = skip_openers(toks, p, names)
    if q + 1 >= len(toks):
        return False
    t = toks[q]
    if t.low in {"his", "her", "their"}:
        if not fits(t.low, reporter):
            return False
    elif not (t.low.endswith("'s") and names.is_name(toks, q)
              and names.name_of(toks, q) == reporter):
        return False
    h = holder_np(toks, q, ctx, names, reporter)
    if h is None or h.name in {reporter, SOMEONE, ctx.speaker} or not h.name.startswith(
            reporter + "'s "):
        return False
    if wish_at(toks, h.end) is None:
        return False
    _add(att, h, ctx, _WISH_ROW, False)
    return True


# the words a wish needs to be said: its verbs, 'would … like/rather', "can't wait", 'set on',
# 'keen' … (a clause without one is not tried)
_WISH_TRIGGERS = _WISH_VERBS | _WISH_AFTER_WOULD | _WISH_ADJ | {"wait", "thinking"}
# a wish for words or a meeting is a request, not a view ('wants to know if …', 'wants a word')
_REQUEST_AFTER_WISH = frozenset({"know", "ask", "talk", "speak", "chat", "word", "see", "check"})


def _third_wish(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names,
                att: Attribution) -> bool:
    """A third person's wish, plan or demand said by the speaker outside any report: 'My mum
    wants everyone there on the 7th', 'Ysolt is planning to sell up', "he'd rather we didn't",
    'her boss refuses to pay' — the one who wants it holds it and the speaker passes it on (the
    readable data's convention for such turns: hearsay of that person, relayed by the speaker).
    Only a person: a name, a possessed kin or role, he/she — not the speaker, the one spoken to,
    a thing or 'they' (a team or an office as often as a couple: 'they want one more test'), and
    not a question or a request to talk ('wants to know if …')."""
    if att.holders or not any(t.low in _WISH_TRIGGERS for t in toks) or toks[-1].text == "?":
        return False
    q = skip_openers(toks, p, names)
    if q + 2 >= len(toks):
        return False
    t = toks[q]
    low = t.low
    if not (low in {"he", "she"} or low in {"my", "his", "her", "their", "our"} or (
            t.text[:1].isupper() and (names.is_name(toks, q) or low.endswith("'s") or (
                _title_word(t) and names.is_name(toks, q + 1))))):
        return False  # (a titled name too: 'Aunt X wants …', 'Dr X is planning to …')
    h = holder_np(toks, q, ctx, names, None, lenient=True)
    if h is None or h.name in {ctx.speaker, SOMEONE, ctx.listener} or h.name.startswith(
            (f"{SOMEONE}'s", "the ")) or _group(h.name) or _thing_np(h.name):
        return False
    e = wish_at(toks, h.end)
    if e is None or e >= len(toks) or not toks[e].text[:1].isalnum():
        return False
    nxt = toks[e + 1].low if toks[e].low == "to" and e + 1 < len(toks) else toks[e].low
    if nxt in _REQUEST_AFTER_WISH or toks[e].low == "a" and e + 1 < len(toks) and (
            toks[e + 1].low in _REQUEST_AFTER_WISH):
        return False
    _add(att, h, ctx, _WISH_ROW, False)
    return True


def _quoted_report(sent: str, ctx: TurnContext, names: Names, att: Attribution) -> None:
    """'X said "my boss reckons …"', 'X was like "Y told me …"': a report inside the quotation,
    read in the voice of the one quoted (their 'my' and 'me'): its holder holds the words,
    relayed by the one quoted, and the quotation's words are what follows its frame (all of them
    after a negated frame). Not the quoted person's own ('X said "I think …"': theirs already).
    """
    a, b = att.quote or (0, 0)
    inner = tokenize(sent[a:b])
    quoted = att.holders[-1]
    voice = TurnContext(quoted, ctx.speaker, ctx._session)
    trial = Attribution()
    p = skip_openers(inner, 0, names)
    q = _lead(inner, p, voice, names, trial)
    if q is None:
        q = _verb_frame(inner, p, sent[a:b], voice, names, trial)
    new = [h for h in trial.holders if h not in {quoted, SOMEONE, ctx.speaker}]
    if q is None or not new or q >= len(inner) or trial.quote or trial.anaphoric or (
            trial.valence or trial.own):
        return
    att.holders.extend(new)
    att.rows.extend(trial.rows)
    if not trial.negated:  # (a negated frame keeps its words: "my boss doesn't think …")
        att.quote = (a + inner[q].start, b)


def _passed_on_report(toks: Sequence[Tok], q: int, h: _NP, ctx: TurnContext, names: Names,
                      att: Attribution) -> bool:
    """After a call or message with nothing said after it, a comma, dash or colon and a report of
    someone else's ('X rang, her boss reckons …', 'X texted - the vet says …'): the report the
    call or message passed on."""
    return not att.bare and q + 2 < len(toks) and toks[q].text in {",", "-", "\u2014", "\u2013",
                                                                   ":"} and (
        (src := holder_np(toks, q + 1, ctx, names, h.name, lenient=True)) is not None
        and src.name not in {h.name, ctx.speaker, SOMEONE} and frame_verb(toks, src.end))


def _colon_speaker(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names,
                   att: Attribution) -> bool:
    """'Walburga: "the ferry's off"', "her boss: 'not on my watch'", 'my mum: we're not going' —
    a person named, then a colon and their words, as a chat passes a line or a message on (a
    script's speaker label): that person's words, relayed by the speaker. Not a pronoun, not
    someone of the chat (a colon after the name of one spoken to is an address: 'Irmgard: you
    coming?'), not a question; without quotation marks only before a clause with a verb."""
    h: _NP | None = None
    # ('- Brannoc: too small for sixty': an item of a list, one person's line each)
    item = p > 0 and toks[p - 1].text in {"-", "•", "*", "–", "·"}
    if p + 1 < len(toks) and toks[p + 1].text == ":" and (names.known_form(toks[p].base) or (
            toks[p].text[:1].isupper() and (first_name(toks[p].base) or item
                                            and toks[p].base.replace("-", "").isalpha())
            and not W.common_word(toks[p].low))):
        # (a bare name before a colon reads as one spoken to: the label is looked at first)
        h = _NP(names.name_of(toks, p), p + 1)
    else:
        h = holder_np(toks, p, ctx, names, None, lenient=True)
        if h is not None and h.end < len(toks) and toks[h.end - 1].low.removesuffix("'s") not in (
                EN_ROLE_NOUNS | BARE_KIN) and not names.known_form(toks[h.end - 1].base):
            return False  # ('Her verdict: …', 'his text: …': a noun of saying, no person)
    if h is None or h.pronoun or h.end + 1 >= len(toks) or toks[h.end].text != ":" or (
            h.name in {ctx.speaker, SOMEONE, ctx.listener} or h.name in ctx.speakers):
        return False
    q = h.end + 1
    if any(t.text == "?" for t in toks[q:]):
        return False
    if toks[q].text in QUOTES:
        end = next((j for j in range(q + 1, len(toks)) if toks[j].text in QUOTES), len(toks))
        if end <= q + 1:
            return False
        _add(att, h, ctx, FRAMES_BY_NAME["say"], False)
        att.quote, att.pos = (toks[q + 1].start, toks[end - 1].end), q + 1
        return True
    words = [t.low for t in toks[q:] if t.text[:1].isalnum()]
    if len(words) < 3 and not (item and words) or not item and not any(
            finite(w) for w in words):
        return False  # (a list item's line may be verbless: 'Brannoc: too small for sixty')
    _add(att, h, ctx, FRAMES_BY_NAME["say"], False)
    att.pos = q
    return True


_EVIDENTIAL_ROWS = frozenset({"apparently", "supposedly", "reportedly", "allegedly"})
# words before a verb that make it no report of what was said: an infinitive or a modal
_NOT_REPORTED = frozenset({"to", "will", "would", "could", "can", "might", "should", "must",
                           "'ll", "'d", "gonna", "wanna", "if"})
_QUESTION_START = frozenset(
    """is are was were do does did can could will would should has have isn't aren't don't
    doesn't didn't won't what who why how when where which""".split())  # noqa: SIM905
_GAP_MARKS = frozenset({",", "-", "—", "–", "(", ")"})
_LOOSE_STARTS = frozenset({"he", "she", "they", "my", "his", "her", "their", "our", "the", "your"})


def _loose_frame(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names,
                 att: Attribution) -> None:
    """The fallback when no row matched where the clause starts: a verb of saying or believing
    later in the clause, its holder the nearest person phrase before it with nothing between
    them but asides set off by punctuation, adverbials, auxiliaries or a verb phrase joined by
    'and' ('Jess from work — she failed twice and says …', 'X, this is via Y so grain of salt,
    told her …'); what follows the verb is read as a row's complement is (``_after_verb``).
    Fills ``att`` only when that complement is a report; never in a question."""
    if any(t.text == "?" for t in toks) or p < len(toks) and toks[p].low in _QUESTION_START:
        return
    for v in range(p + 1, min(len(toks), p + 30)):
        low = toks[v].low
        if low not in _ROW_VERBS and lemma(low) not in _ROW_VERBS:
            continue  # (most words are no row's verb: the rows are not tried on them)
        row = _verb_row(toks, v)
        if row is None or row.kind != "verb" or row.attitude or row.contact or row.copular or (
                row.evaluative or row.quote_only) or toks[v - 1].low in _NOT_REPORTED:
            continue
        h = _loose_holder(toks, p, v, ctx, names)
        if h is None or _noun_after_possessive(toks, h.end, v, row):
            continue
        # (a negator before the verb's group, in an aside closed by its comma — 'X, who's never
        # around, says …' — negates nothing of the frame)
        neg_i = next((i for i in range(max(h.end, v - 3), v) if (
            toks[i].low in NEGATORS or toks[i].low.endswith("n't")) and all(
            x.text[:1].isalnum() for x in toks[i + 1:v])), -1)
        negated = neg_i >= 0
        trial = Attribution()
        q = _after_verb(toks, v, row, h, ctx, names, trial, negated)
        if q is None or not trial.holders or trial.anaphoric:
            continue
        if negated and trial.negated and trial.neg_at < 0:
            trial.neg_at, trial.neg_row = _negation_start(toks, neg_i), row.name
        for f in ("holders", "rows", "negated", "quote", "valence", "target", "start", "neg_at",
                  "neg_row"):
            setattr(att, f, getattr(trial, f))
        att.pos = q
        return


_NOUN_AFTER = frozenset({"a", "an", "the", "my", "his", "her", "their", "our", "your", "every",
                         "another"})
_CONTRACTING_SUBJECTS = frozenset({"they", "she", "he", "it", "we", "you", "i", "that", "there"})


def _noun_after_possessive(toks: Sequence[Tok], end: int, v: int, row: FrameRow) -> bool:
    """"Ysolt's post was hilarious", "her dad's note got lost": a verb of saying's bare form
    right after a holder's glued 's is a noun that the holder owns ('is'/'has' is never followed
    by a verb's bare form), no verb of saying."""
    return row.name in {"say", "say_that", "write_that", "tell"} and v == end and end > 0 and (
        toks[end - 1].low.endswith("'s")) and lemma(toks[v].low) == toks[v].low


_PP_HEADS = frozenset({"from", "at", "in", "of", "near", "with", "behind", "opposite"})


def _loose_holder(toks: Sequence[Tok], p: int, v: int, ctx: TurnContext,
                  names: Names) -> _NP | None:
    for i in range(v - 1, p - 1, -1):
        t = toks[i]
        if not (t.text[:1].isupper() and t.text[:1].isalpha() or t.low in _LOOSE_STARTS):
            continue
        if i > p and toks[i - 1].low in _PP_HEADS:
            continue  # ('X from the corner shop stood up and said …': a preposition's object)
        h = holder_np(toks, i, ctx, names, None, lenient=True)
        if h is not None and t.low == "the" and i > p and toks[i - 1].text.isalpha() and (
                toks[i - 1].text[:1].isupper()) and _appositive_end(toks, i) == h.end:
            # ('X the quiz scribe was saying …': a name, then a noun phrase in apposition to it —
            # the person is the one named)
            if names.is_name(toks, i - 1):
                h = _NP(names.name_of(toks, i - 1), h.end)
            elif no_english_word(toks[i - 1].low):
                h = _NP(toks[i - 1].text, h.end)
        if h is not None and i > p and toks[i - 1].low.rstrip(".") in TITLES and (
                toks[i - 1].text[:1].isupper()):
            # ('Mrs Orlach from number 4 stood up and said …': the name goes with its title)
            titled = holder_np(toks, i - 1, ctx, names, None, lenient=True)
            h = titled if titled is not None and titled.end >= h.end else h
        if h is not None and t.low in {"he", "she", "they"}:
            # ('according to Jess from work — she failed twice and says …': the person named
            # earlier in the clause)
            named = [names.name_of(toks, k) for k in range(p, i)
                     if toks[k].text[:1].isupper() and names.is_name(toks, k)]
            named = [n for n in named if compatible(t.low, n)]
            h = _NP(named[-1], h.end, pronoun=True) if named else h
        if h is None or h.name in {ctx.speaker, SOMEONE} or h.end > v or v - h.end > 16:
            continue
        # (the holder is the clause's subject: no verb before it either — 'this is via X, told
        # her' names X inside an aside, not as the one who told)
        if _gap_ok(toks, h.end, v) and (h.pronoun or _gap_ok(toks, p, i, left=True)):
            return h
    return None


def _gap_ok(toks: Sequence[Tok], a: int, b: int, left: bool = False) -> bool:
    """May the words between a holder (ending at ``a``) and its verb (at ``b``) stand there: no
    finite verb outside an aside set off by punctuation, unless 'and'/'but' joins a verb phrase
    of the same subject to the verb. ``left``: the words before the holder, where no verb or
    auxiliary may stand at all (the holder is the clause's subject)."""
    gap = toks[a:b]
    if not gap:
        return True
    marks = [k for k, t in enumerate(gap) if t.text in _GAP_MARKS]
    joined = not left and gap[-1].low in {"and", "but", "&", "n"} or not left and len(gap) > 1 and (
        [t.low for t in gap[-2:]] in (["and", "then"], ["and", "also"], ["but", "still"]))
    for k, t in enumerate(gap):
        if not t.text[:1].isalpha() or t.low in W.ADVERBS or t.low in BETWEEN and not left:
            continue
        inside = any(m < k for m in marks) and any(m > k for m in marks)
        if (finite(t.low) or t.low in W.AUX) and not inside and not joined:
            return False
        if t.low in _SUBJ_PRON or t.low in W.FIRST_SUBJECT:
            if not inside:
                return False  # another subject: the verb is its
    return True


_NEGATING_OPENERS = frozenset({"no", "nope", "nah"})
_GENERIC_HOLDERS = frozenset({"everyone", "everybody", "people", "folk", "folks", "everyone's",
                              "everybody's"})

# words that open an adverbial before the clause's subject: time and place adjuncts
# ('Yesterday', 'At lunch', 'On the phone last night', 'Over dinner') and subordinate clauses
# closed by a comma ('When I rang her, …', 'After the match, …')
_ADJUNCT_WORDS = frozenset(
    """yesterday today tonight earlier later lately recently tomorrow last this next the at on in
    over after before during since by from at around back once then later afterwards afterward
    eventually meanwhile suddenly finally now""".split())
TIME_OPENERS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thurs fri sat
    sun january february march april may june july august september october november
    december""".split())
_SUBORDINATORS = frozenset(
    "when while after before since once as because though although whenever if".split()
)

_CONCESSIVE = frozenset({"although", "though", "whereas", "tho"})
_CAUSAL = frozenset({"because", "cos", "coz", "cuz", "bc", "'cause"})


_IN_PLACE = frozenset("in at near outside behind".split())  # noqa: SIM905


def _after_adjunct(toks: Sequence[Tok], p: int, sent: str, ctx: TurnContext, names: Names,
                   att: Attribution) -> int | None:
    """A frame after a sentence-initial adverbial: 'Yesterday Olive told me …', 'At lunch Marta
    said …', 'When I rang Ines, she said …'. The adverbial holds no finite verb of its own (a
    subordinate clause may, up to its comma); people it names are noted first, so a pronoun
    holder after it resolves to them. Each position up to the adjunct's end is tried as the start
    of a frame; a first-person or pronoun subject ends the search (the clause has begun)."""
    if p >= len(toks):
        return None
    first = toks[p].low
    if first in {"and", "but", "so", "then"} and p + 1 < len(toks) and (
            toks[p + 1].low in _ADJUNCT_WORDS or toks[p + 1].low in TIME_OPENERS):
        # ('Och, and at the hearing the chair said …': a conjunction before the adverbial)
        p += 1
        first = toks[p].low
    ends: list[int | None] = []
    if first in _SUBORDINATORS:
        ends.append(
            next((j + 1 for j in range(p + 2, min(p + 14, len(toks)))
                  if toks[j].text in {",", ":"}), None)
            # ('When I asked Mira she said …': no comma, the frame's pronoun starts the clause)
            or next((j for j in range(p + 3, min(p + 12, len(toks) - 1))
                     if toks[j].low in {"he", "she", "they"} and (
                         _verb_row(toks, j + 1) is not None)), None)
        )
    if first in _CONCESSIVE or first == "even" and p + 1 < len(toks) and toks[p + 1].low in (
            _CONCESSIVE):
        # 'although my dentist says …', '…, even though Ysolt reckons …': a concession that is
        # itself the report (its frame right after the conjunction)
        ends.append(p + 1 + (first == "even"))
    if first in _CAUSAL:
        # 'Because according to X, …', 'Cos X was like, …': a reason given in speech is a
        # sentence of its own, its frame right after the conjunction
        ends.append(p + 1)
    if first in _ADJUNCT_WORDS or first in TIME_OPENERS:
        for j in range(p + 1, min(p + 9, len(toks))):
            if toks[j - 1].text in {",", "."} and j - 1 > p:
                ends.append(j)
                break
            if toks[j - 1].low in W.FIRST_SUBJECT or toks[j - 1].low in _SUBJ_PRON:
                break  # the clause's own subject has come: 'Yesterday I went …'
            # (the month 'in May' is no modal)
            if j - 1 > p and finite(toks[j - 1].low) and not (
                    toks[j - 1].text == "May" and toks[j - 2].low in {"in", "of", "since", "by"}):
                break  # 'The food was the best part imo': a clause, not an adverbial

            ends.append(j)
    for end in ends:
        if end is None or end >= len(toks):
            continue
        j = end
        probe = Attribution()
        q = _lead(toks, j, ctx, names, probe)
        if q is None:
            for k in range(p, j):
                if not (toks[k].text[:1].isalpha() and names.is_name(toks, k)) or k > 0 and (
                        toks[k - 1].low in _IN_PLACE):
                    continue  # ('the one in Leeds?': a place, no antecedent for 'she')
                name = names.name_of(toks, k)
                if name != ctx.speaker:
                    ctx.note(name)
            q = _verb_frame(toks, j, sent, ctx, names, probe)
        if q is not None and (probe.holders or probe.own):
            att.holders, att.own, att.negated = probe.holders, probe.own, probe.negated
            att.quote, att.anaphoric, att.rows = probe.quote, probe.anaphoric, probe.rows
            return q
    return None


def _inner_quote(toks: Sequence[Tok], ctx: TurnContext, names: Names, att: Attribution) -> bool:
    """'Zelinde knocked and that guy goes, "…"': a quotation
    introduced mid-sentence by its own frame."""
    j = next((i for i, t in enumerate(toks) if t.text in QUOTES), None)
    if j is None or j < 2:
        return False
    v = j - 1
    while v > 0 and toks[v].text in {",", ":"}:
        v -= 1
    for a in _VERBATIM_ASIDES:
        # 'and goes, quote, "…"', 'said, and I quote, "…"': the verb before the aside
        if v - len(a) > 0 and tuple(t.low for t in toks[v - len(a) + 1:v + 1]) == a:
            v -= len(a)
            while v > 0 and toks[v].text in {",", ":"}:
                v -= 1
            break
    row = _verb_row(toks, v)
    if row is None or row.evaluative:
        return False
    if lemma(toks[v].low) == "call" and j + 1 in title_positions(toks):
        return False  # ('a song called "Finding Home."': a title given, no speech quoted)
    for k in range(max(0, v - 5), v):  # the longest holder first: 'that Lorcan guy goes'
        probe = Attribution()
        q = _verb_frame(toks, k, "", ctx, names, probe)
        if q is not None and probe.quote and probe.holders:
            att.holders, att.quote, att.negated, att.rows = (
                probe.holders,
                probe.quote,
                probe.negated,
                probe.rows,
            )
            att.pos = q
            return True
    return False


_ASIDE_FROM = frozenset({"comes", "came", "is", "was", "'s"})
_GOT_IT = frozenset({"got", "heard", "had", "gets", "hears"})


def source_aside_end(toks: Sequence[Tok], q: int) -> int | None:
    """Where an aside naming the source of a report ends, if one starts at ``q``: ', and that
    came straight from …,' / '(this is from …)' — the index of its source's first word, else
    None."""
    k = q
    while k < len(toks) and toks[k].text in {",", "(", "-", "—", "–"}:
        k += 1
    k += k < len(toks) and toks[k].low == "and"
    if (
        k + 2 < len(toks)
        and toks[k].low in {"this", "that", "it"}
        and toks[k + 1].low in _ASIDE_FROM
        and toks[k + 2].low == "from"
    ):
        return k + 3
    if k + 1 < len(toks) and toks[k].low in {"this's", "that's", "it's"} and toks[k + 1].low == (
            "from"):
        return k + 2
    return None


def _source_aside(toks: Sequence[Tok], q: int, ctx: TurnContext, names: Names,
                  att: Attribution) -> int:
    """'rumour is, and that's from Ysolt who heard it from her boss, the office is moving': an
    aside after a frame that names where the report came from, one source after another ('who
    heard it from …'). The sources replace an unnamed holder and follow a named one: the last is
    the owner, each earlier one relayed it. Returns where the proposition starts (``q`` when
    there is no aside)."""
    k = source_aside_end(toks, q)
    if k is None:
        return q
    chain: list[str] = []
    while True:
        h = holder_np(toks, k, ctx, names, chain[-1] if chain else _prev(att), lenient=True,
                      slot=True)
        if h is None or h.name in {SOMEONE, ctx.speaker} or (
                att.own and not att.holders and _thing(h.name)):
            return q  # ("i think that's from the gravel path": a cause, no source)
        chain.append(h.name)
        k = h.end
        k += k < len(toks) and toks[k].text == ","
        if (
            k + 3 < len(toks)
            and toks[k].low == "who"
            and toks[k + 1].low in _GOT_IT
            and toks[k + 2].low in {"it", "that", "this"}
            and toks[k + 3].low == "from"
        ):
            k += 4
            continue
        break
    while k < len(toks) and toks[k].text in {",", ")", "-", "—", "–"}:
        k += 1
    if k >= len(toks) or not toks[k].text[:1].isalnum():
        return q
    att.holders = [h for h in att.holders if h != SOMEONE] + chain
    return k


def _source_relative(toks: Sequence[Tok], q: int, ctx: TurnContext, names: Names,
                     att: Attribution) -> int:
    """'heard it from Ysolt, who got it from the manager(, that) …': a relative clause after a
    frame's named holder that says where the holder had it from — each source one level further
    down the chain (the last the owner). Returns where the proposition starts (``q`` when no
    such relative follows)."""
    if not att.holders or att.holders[-1] in {SOMEONE, ctx.speaker} or att.quote:
        return q
    k = q
    chain: list[str] = []
    while True:
        j = k + (k < len(toks) and toks[k].text == ",")
        if not (j + 2 < len(toks) and toks[j].low == "who" and toks[j + 1].low in _GOT_IT):
            break
        j += 2
        j += toks[j].low in {"it", "that", "this"}
        if j + 1 >= len(toks) or toks[j].low != "from":
            break
        h = holder_np(toks, j + 1, ctx, names, chain[-1] if chain else att.holders[-1],
                      lenient=True, slot=True)
        if h is None or h.name in {SOMEONE, ctx.speaker} or _thing(h.name):
            break
        chain.append(h.name)
        k = h.end
    if not chain:
        return q
    while k < len(toks) and toks[k].text in {",", ")", "-", "—", "–"}:
        k += 1
    k += k < len(toks) and toks[k].low == "that"
    att.holders = [*att.holders, *chain]
    return k


def _exclamative_at(toks: Sequence[Tok], q: int) -> bool:
    """'how rubbish the ref was', 'how nice it all is', 'what a mess the launch was': an
    exclamative clause — 'how' + a gradable word, or 'what a(n)' + a noun, then a subject and
    its verb (said in a report, a verdict of the holder's; not 'how the café is going', a clause
    'how' opens as 'that', nor 'how to fix it')."""
    if q + 3 >= len(toks):
        return False
    k = q + 1
    if toks[q].low == "what":
        if toks[k].low not in {"a", "an"}:
            return False
        k += 1
    while k < len(toks) and toks[k].low in DEGREE:
        k += 1
    if k >= len(toks) or not toks[k].text.isalpha() or toks[k].low in W.PRONOUNS or (
            toks[k].low in W.DETERMINERS or toks[k].low in W.AUX or toks[k].low in COPULA
            or toks[k].low in {"to", "much", "many", "long", "often", "come"}):
        return False
    if toks[q].low == "how" and not (valence(toks[k].low) or toks[k].low in W.ADJECTIVES or (
            toks[k].low.endswith(("y", "ive", "ous", "ful", "ble", "ing", "ed")))):
        return False
    return any(toks[j].low in COPULA or toks[j].low.endswith("'s") or finite(toks[j].low)
               for j in range(k + 2, min(k + 7, len(toks))))


# places that sell: 'got it from the shop' is bought there, not heard there
_SELLERS = frozenset("shop store supermarket bakery restaurant cafe pharmacy chemist".split())  # noqa: SIM905


def _thing(name: str) -> bool:
    """A definite noun phrase whose head names no person ('the gravel path', 'the cold')."""
    words = name.split()
    return len(words) > 1 and words[0] == "the" and "'s" not in name and (
        not _is_role(words[-1])
        and words[-1] not in PERSON_NOUNS and words[-1].rstrip("s") not in PERSON_NOUNS)


# the speaker's own markers of several words that may close the clause they mark as well as open
# it ('…, if you ask me', '… in my opinion'), and the set phrases of emphasis that only close one
# ('a swindle if ever there was one', '… if ever one was')
_CLOSING_MARKS = frozenset({
    *(r.words for r in FRAMES_EN if r.kind == "lead" and r.holder == "speaker" and r.name in {
        "in_my_opinion", "in_my_view", "not_gonna_lie", "not_going_to_lie", "to_be_honest",
        "if_you_ask_me", "the_way_i_see_it", "put_money_on_it"}),
    ("for", "my", "money"),
    ("if", "ever", "i", "saw", "one"), ("if", "ever", "there", "was", "one"),
    # a bet on one's own reading ("…, I'd bet on it")
    ("i'd", "bet", "on", "it"), ("i'd", "put", "my", "house", "on", "it")})


def closing_mark(toks: Sequence[Tok]) -> int:
    """The index where a closing mark of ``_CLOSING_MARKS`` starts (its comma before it
    included), or 0 when the clause (of at least two words before it) ends on none."""
    k = len(toks)
    while k and not toks[k - 1].text[:1].isalnum():
        k -= 1
    for m in _CLOSING_MARKS:
        j = k - len(m)
        if j >= 2 and tuple(t.low for t in toks[j:k]) == m:
            return j - (toks[j - 1].text in {",", "-", "—", "–"})
    return 0


def _trailing_marker(toks: Sequence[Tok]) -> bool:
    """'The kitchen is tiny tbh', '…a bit flat, honestly.': an opinion marker closing the clause."""
    words = [
        t.low
        for t in toks
        if t.text[:1].isalpha() and t.low not in {"lol", "haha", "lmao", "tho", "though"}
    ]
    if len(words) > 2 and words[-1] in STANCE_WORDS:
        return True
    if closing_mark(toks):
        return True  # ('that garage is a den of thieves in my opinion', '… for my money')
    # ('beer traps are a myth imo, nothing works': the marker closes the first clause)
    return any(t.low in {"imo", "imho", "tbh", "ngl"} and k >= 3 and toks[k + 1].text in {
        ",", "-", "—", ";"} for k, t in enumerate(toks[:-1]))


def _prev(att: Attribution) -> str | None:
    # ('Apparently her brother thinks …': an unnamed source is no antecedent of 'her'; 'X says
    # supposedly her boss …': the one reporting before the evidential is)
    named = [h for h in att.holders if h != SOMEONE]
    if att.holders and att.holders[-1] == SOMEONE and not (
            att.rows and att.rows[-1] in _EVIDENTIAL_ROWS and len(named) == len(att.holders) - 1):
        return None
    return named[-1] if named else None


def _lead(
    toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names, att: Attribution
) -> int | None:
    low = [t.low for t in toks[p:p + 6]]
    # the diary-style dropped "I" of a clause's first frame: 'Heard from Ione that …', 'Was told
    # by the nurse that …' (a question, 'Heard the news?', asks; it reports nothing)
    dropped_i = not att.rows and not att.holders and bool(toks) and toks[-1].text != "?"
    h: _NP | None
    if low[:2] == ["the", "way"] and (k := _way_tells(toks, p, ctx, names, att)) is not None:
        return k
    if low[:1] == ["like"] and _like_x_said(toks, p):
        low[0] = "as"  # chat's 'like X said, …' is 'as X said, …'
    for row in lead_rows_from(low[0], dropped_i) if low else ():
        n = len(row.words)
        if lead_words_at(low, row.words):
            q = p + n
        elif (
            dropped_i
            and n > 1
            and row.words[0] == "i"
            and row.holder != "speaker"
            and lead_words_at(low, row.words[1:])
        ):
            q = p + n - 1
        else:
            continue
        if row.name == "in_x_opinion":
            # "In Anselmo's opinion, …": the possessor of opinion/view is the holder
            k = next((j for j in range(q + 1, min(q + 4, len(toks) - 1))
                      if toks[j].low.endswith("'s") and toks[j + 1].low in _VIEW_NOUNS), None)
            if k is not None and toks[q].low in _POSS_DET | {"the"} or k is not None and (
                    toks[q].low.endswith("'s") and toks[q].text[:1].isupper() and k == q + 1):
                # "In my aunt's opinion, …", "in Ysolt's boss's view": a possessed relative or
                # role holds the view
                poss = holder_np(list(toks[:k + 1]), q, ctx, names, _prev(att), lenient=True)
                if poss is None or poss.end != k + 1 or poss.name in {ctx.speaker, SOMEONE}:
                    continue
                h = _NP(poss.name, k + 2)
            elif (k == q + 1 and (_title_word(toks[q]) or _name_pair(toks, q, names)) or (
                    k == q + 2 and toks[q + 1].text == "." and _title_word(toks[q]))) and (
                    toks[k].text[:1].isupper() and toks[k].base.replace("-", "").isalpha()):
                # "In Mrs Prynne's opinion, …", "in Aunt Quenna's words", "In Ysolt Rook's view":
                # a titled or full name ("In Dr. Prynne's view": the title's stop kept)
                title = f"{toks[q].text[:1].upper()}{toks[q].text[1:]}{'.' * (k - q - 1)}"
                h = _NP(f"{title} {toks[k].base}", k + 2)
            elif q + 1 >= len(toks) or toks[q + 1].low not in _VIEW_NOUNS:
                continue
            elif toks[q].low in {"his", "her", "their"} and q + 2 < len(toks) and (
                    toks[q + 2].text in {",", ":", "-", "—", "–"} | QUOTES
                    or toks[q + 1].low in {"opinion", "view", "words"}):
                # 'in her words, "…"', 'in his view, …': whom the pronoun points back to
                pro = {"his": "he", "her": "she", "their": "they"}[toks[q].low]
                prev = _prev(att)
                who = prev if prev and compatible(pro, prev) else resolve_pronoun(pro, ctx)
                if who is None or who == ctx.speaker:
                    continue
                h = _NP(who, q + 2, pronoun=True)
            elif not toks[q].low.endswith("'s"):
                continue
            else:
                poss = holder_np(toks, q, ctx, names, _prev(att))
                name = toks[q].base if poss is None else poss.name
                h = _NP(names.known_form(name) or name, q + 2)
        elif (row.after == ("is", "concerned") and q + 1 < len(toks)
              and toks[q].low.endswith("'s") and toks[q + 1].low == "concerned"):
            # "As far as Idony's concerned, …": the 's is the row's 'is'
            name = toks[q].base
            if names.known_form(name) is None and not names.is_name(toks, q):
                continue
            h = _NP(names.known_form(name) or name, q + 1)
            if name != ctx.speaker:
                att.holders.append(h.name)
            att.rows.append(row.name)
            q = q + 2
            while q < len(toks) and toks[q].low in {"that", ",", ":"}:
                q += 1
            return q
        elif row.holder == "after":
            # the row's words promise a source here ('according to the quartermaster'), but 'For
            # the price, …' is no person
            h = holder_np(toks, q, ctx, names, _prev(att), lenient=True,
                          slot=row.name != "for_x")
            if h is not None and toks[q].low == "the" and h.name.startswith("the ") and (
                    placed := _slot_place_end(toks, h.end)) is not None:
                # ('according to the porter on lates, …', '…, according to the clerk in accounts':
                # where they work tells which one, the whole phrase as said)
                h = _NP(f"{h.name} " + " ".join(t.low for t in toks[h.end:placed]), placed)
            if h is not None and h.end > q + 2 and q + 1 < len(toks) and toks[q + 1].low in {
                    "the", "our", "my", "his", "her", "their"}:
                # 'according to Ysolt the caretaker told her …': a role after the source's name,
                # with no comma, then a verb of saying is the next frame's holder, no apposition
                v = h.end
                while v < len(toks) and v < h.end + 3 and toks[v].low in BETWEEN:
                    v += 1
                if v < len(toks) and _verb_row(toks, v) is not None:
                    h = _NP(h.name, q + 1)
            if (
                h is None
                and row.name != "for_x"
                and q + 1 < len(toks)
                and (toks[q + 1].low in {"that", ",", "-", ":"} or _place_then_that(toks, q + 1))
                and not toks[q].text[:1].isupper()
                and no_english_word(toks[q].low)
            ):
                # 'heard from marguerite that …': in the source's place, a word of no English
                # word class is a name typed in lower case
                name = toks[q].base[:1].upper() + toks[q].base[1:]
                h = _NP(names.known_form(name) or name, q + 1, lower=True)
        told_by: str | None = None
        if row.holder == "after":
            if h is None:
                continue
            q = _relative_aside_end(toks, h.end)
            if q < len(toks) and toks[q].low in _SELF_PRONOUNS and not h.pronoun:
                q += 1  # ('heard from X herself that …': the emphatic self is X)
            if row.name.startswith("heard_from"):
                # 'heard from Ysolt on the allotments that …': where the source is from
                q = _place_then_that(toks, q) or q
            if not h.pronoun:
                # '… heard it from Ysolt in accounts.': a place phrase closing the clause is where
                # the source is from, nothing reported
                q = _place_to_end(toks, q) or q
            if row.name == "according_to":
                # 'according to Ysolt in payroll it's the 3rd': where the source is from,
                # then the clause
                q = _place_then_clause(toks, q) or q
            if row.name in {"according_to", "per"}:
                # "according to Ysolt's email, …", "per her last text, …": the message is its
                # writer's word
                q = _past_message(toks, q)
            if row.name == "as_x_says":
                while q + 1 < len(toks) and toks[q].low in {"always", "once", "just", "rightly",
                                                            "has", "had", "kept", "keeps"}:
                    q += 1  # 'As X always says', 'like X once said', 'as X has said'
                if q >= len(toks) or lemma(toks[q].low) not in {"say", "put"}:
                    continue
                q += 1 + (q + 1 < len(toks) and toks[q + 1].low == "it")
            if row.name == "what_x_said_was":
                if (end := _what_said_end(toks, q)) is None:
                    continue
                q = end
            elif row.after:  # 'As far as X is concerned, …'
                if row.after == ("is", "concerned") and 0 < q < len(toks) and (
                        toks[q].low == "concerned" and toks[q - 1].low.endswith("'s")):
                    q += 1  # "As far as my dad's concerned": the 's is the row's 'is'
                elif (end := after_end(toks, q, row.after)) is None:
                    continue
                else:
                    q = end
                    if q < len(toks) and toks[q - 1].low in {"told", "tells"} and (
                            toks[q].low in TOLD):
                        q += 1  # 'from what X told me, …': the one told
                    elif q < len(toks) and toks[q - 1].low in {"told", "tells"} and (
                            toks[q].low in {"my", "our"}) and (
                            rec := holder_np(toks, q, ctx, names, h.name)) is not None and (
                            rec.name not in {ctx.speaker, SOMEONE, h.name}) and (
                            rec.end < len(toks) and toks[rec.end].text == ","):
                        # 'from what X told my brother, …': the one told passed it on
                        told_by, q = rec.name, rec.end
            if row.evaluative:  # 'For X, the sequel was better' (but not 'For X, I bought flowers')
                rest = q + (q < len(toks) and toks[q].text == ",")
                if (
                    rest >= len(toks)
                    or toks[rest].text != ","
                    and toks[q].text != ","
                    or not evaluates(toks, rest)
                ):
                    continue
            if h.name == ctx.speaker:
                att.own = True
            else:
                if told_by and told_by not in att.holders:
                    att.holders.append(told_by)
                att.holders.append(h.name)
        elif row.holder == "unnamed":
            if (
                row.name.startswith("heard")
                and q < len(toks)
                and toks[q].low in {"of", "about", "from", "back", "off"}
            ):
                continue
            if row.name.startswith(("heard", "overheard")) and _heard_no_clause(toks, q):
                continue  # ('I heard him.', 'I heard it too': the hearing, no news)
            if row.name.startswith(("heard", "overheard")) and (heard := _heard_saying(
                    toks, q - 1, ctx, names, _NP(ctx.speaker, q))) is not None:
                # 'I heard him say …', 'I overheard my uncle telling Jo …': the speech was
                # heard first hand — its speaker holds it, the one told passes nothing on
                att.holders.append(heard[0].name)
                att.rows.append(row.name)
                return heard[1] + (heard[1] < len(toks) and toks[heard[1]].low == "that")
            att.holders.append(SOMEONE)
        else:
            att.own = True
            if "not" in row.words and q - n >= p:
                # "I'm not sure the ferry runs …": the speaker's doubt keeps its negation
                att.negated, att.neg_at, att.neg_row = True, q - n + row.words.index("not"), (
                    row.name)
        att.rows.append(row.name)
        while q < len(toks) and toks[q].low in {"that", ",", ":"}:
            q += 1
        if q < len(toks) and toks[q].text in QUOTES and row.holder == "after":
            # 'in her words, "…"', 'to quote X, "…"': the quotation is the proposition
            end = next((j for j in range(q + 1, len(toks)) if toks[j].text in QUOTES), len(toks))
            if end > q + 1:
                att.quote = (toks[q + 1].start, toks[end - 1].end)
                return q + 1
        return q
    return None


_POSS_DET = frozenset({"my", "our", "your", "his", "her", "their"})


def _slot_place_end(toks: Sequence[Tok], k: int) -> int | None:
    """In a source's slot, after 'the <role>' at ``k``: 'at/on/in/from (the) <one to three
    lower-case words>' up to a comma or the sentence's end — where the one named is found."""
    j = _place_words_end(toks, k, _SLOT_PLACE_PREPS, 3, lambda i: (
        toks[i].low not in W.STOPWORDS or toks[i].low in {"front", "back"}))
    if j is None or (j < len(toks) and toks[j].text not in {",", ".", "!", ";", "-", "\u2014"}):
        return None
    return j


_SLOT_PLACE_PREPS = frozenset({"at", "on", "in", "from", "with", "behind"})


def _heard_no_clause(toks: Sequence[Tok], q: int) -> bool:
    """After 'I heard' at ``q``: only an object pronoun (and 'say it') and words of manner or
    degree to the sentence's end ('him', 'it too', 'her myself', 'him say it') — the hearing,
    no clause."""
    if q >= len(toks) or toks[q].low not in {"him", "her", "them", "it", "you", "us", "that"}:
        return False
    end = next((j for j in range(q + 1, len(toks)) if toks[j].text in {".", "!", "?", ";"}),
               len(toks))
    rest = [t.low for t in toks[q + 1:end] if t.text[:1].isalnum()]
    if rest[:1] and rest[0] in _HEARD_SAYING and toks[q].low in _OBJ_3RD:
        # ('I heard him say it': words said before, pointed back at — no news of their own)
        if rest[1:2] not in (["it"], ["that"], ["so"]):
            return False
        rest = rest[2:]
    return all(w in {"too", "myself", "as", "well", "again", "though", "also", "clearly",
                     "properly", "right", "personally", "with", "my", "own", "ears"}
               for w in rest)


_TELL_IT = frozenset({"tell", "put", "see", "describe", "say", "explain"})


def _way_tells(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names,
               att: Attribution) -> int | None:
    """'the way Ysolt tells it, …', 'the way her brother puts it …': the account of the one who
    tells it — their view, as after 'as X says' ('the way I see it' is a row of its own)."""
    h = holder_np(toks, p + 2, ctx, names, _prev(att), lenient=True, slot=True)
    if h is None or h.end + 1 >= len(toks) or h.name in {SOMEONE, ctx.speaker}:
        return None
    q = h.end
    if lemma(toks[q].low) not in _TELL_IT or toks[q + 1].low != "it":
        return None
    q += 2
    while q < len(toks) and toks[q].text in {",", ":", "-", "—", "–"}:
        q += 1
    if q >= len(toks) or not toks[q].text[:1].isalnum():
        return None
    _add(att, h, ctx, FRAMES_BY_NAME["as_x_says"], False)
    return q


def _relative_aside_end(toks: Sequence[Tok], q: int) -> int:
    """'heard from Ysolt, who runs the shop, that …', 'according to Ysolt, who'd know, …': a
    relative clause on the source, closed by its comma, is an aside — the report goes on after
    it; returns where (``q`` when there is none)."""
    if q + 2 >= len(toks) or toks[q].text != "," or toks[q + 1].low not in {
            "who", "who's", "who'd", "whose"} or toks[q + 2].low in _GOT_IT:
        return q  # ('…, who had it from her cousin, …': where the source had it — a source)
    c = next((j for j in range(q + 3, min(q + 12, len(toks) - 1)) if toks[j].text == ","
              or not toks[j].text[:1].isalnum() and toks[j].text not in {"-", "'"}), None)
    if c is not None and toks[c].text == "," and toks[c + 1].text[:1].isalnum():
        return c + 1
    return q


def _place_then_that(toks: Sequence[Tok], q: int) -> int | None:
    """A place phrase of two to five words from ``q`` ('at work', 'on plot 9', 'from the
    choir') and then 'that': the index of 'that', else None."""
    if q >= len(toks) or toks[q].low not in _HOLDER_PREPS:
        return None
    for j in range(q + 2, min(q + 7, len(toks))):
        if toks[j].low == "that":
            return j
        if not toks[j].text[:1].isalnum() and not _plural_possessive_mark(toks, j):
            return None
    return None


def _plural_possessive_mark(toks: Sequence[Tok], j: int) -> bool:
    """Is the apostrophe at ``j`` a plural's possessive ("the tenants' forum"), between a word
    in -s and a lower-case noun, not a quotation mark?"""
    return toks[j].text in {"'", "\u2019"} and j > 0 and toks[j - 1].low.endswith("s") and (
        j + 1 < len(toks) and toks[j + 1].text[:1].isalpha() and toks[j + 1].text.islower())


def _place_then_clause(toks: Sequence[Tok], q: int) -> int | None:
    """A place phrase of two to four words from ``q`` ('in payroll', 'at the depot') and
    then a clause (``_unquoted_clause``): the index where the clause starts, else None."""
    if q >= len(toks) or toks[q].low not in _HOLDER_PREPS:
        return None
    for j in range(q + 2, min(q + 5, len(toks))):
        if not toks[j - 1].text[:1].isalnum() or toks[j - 1].low in _NOT_A_PLACE:
            return None
        # (the clause opens with a pronoun, a determiner or 'there': 'on the front desk it's …'
        # is no clause from 'desk')
        if (toks[j].low in _CLAUSE_OPENERS or toks[j].low in _POSS_DET | {"a", "an"}) and (
                _unquoted_clause(toks, j)):
            return j
    return None


def _place_to_end(toks: Sequence[Tok], q: int) -> int | None:
    """A place phrase of two to five words from ``q`` that ends the clause ('in accounts', 'at
    the front desk', 'from the choir'): the clause's end, else None."""
    if q >= len(toks) or toks[q].low not in _HOLDER_PREPS:
        return None
    end = len(toks)
    while end > q and not toks[end - 1].text[:1].isalnum():
        end -= 1
    if not q + 2 <= end <= q + 5 or any(
            not t.text[:1].isalnum() or t.low in BETWEEN or t.low in _NOT_A_PLACE
            # ('in payroll it's the 3rd': a clause after the place)
            or "'" in t.low and finite(t.low)
            for t in toks[q + 1:end]):
        return None
    return len(toks)


_NOT_A_PLACE = frozenset({"that", "if", "whether", "about", "how", "what", "when", "why"})


_NOUN_ROW_ADJ = frozenset(
    {"exact", "actual", "very", "final", "honest", "whole", "own", "only", "main", "golden",
     # (a view said with how it is held: 'her personal view', 'his considered opinion')
     "personal", "professional", "considered", "expert", "private", "real", "official", "frank",
     "candid", "overall", "gut"})


_PRESCRIPTION = frozenset({"no", "never", "always", "don't", "dont", "only"})


_SELF_PRONOUNS = {"himself": "he", "herself": "she", "themselves": "they"}


def _past_message(toks: Sequence[Tok], q: int) -> int:
    """Past a written message after a possessive holder ("Ysolt's email", 'her last text')."""
    if q == 0 or q >= len(toks) or not (
            toks[q - 1].low.endswith(("'s", "\u2019s")) or toks[q - 1].low in _POSS_DET):
        return q
    k = q
    while k < len(toks) and toks[k].low in _MESSAGE_MODIFIERS:
        k += 1
    if k + 1 < len(toks) and toks[k + 1].low in _WRITTEN and toks[k].text.isalpha() and (
            toks[k].text.islower()) and toks[k].low not in W.STOPWORDS and not _maybe_finite(
            toks[k].low):
        k += 1  # ("X's discharge letter", 'her sick note': a noun telling which document)
    return k + 1 if k < len(toks) and toks[k].low.rstrip("s") in _WRITTEN else q


# written messages: what one says is its writer's ("her email says …")
_WRITTEN = frozenset(
    "message text email note letter post voicemail tweet dm review comment reply caption story "
    "status".split()  # noqa: SIM905
    # (and the documents of an office, a court or an expert: "the surveyor's report says …",
    # "X's statement says …", "the panel's decision says …")
    + "report statement decision ruling judgment judgement memo notice findings assessment "
    "summary submission testimony affidavit".split())  # noqa: SIM905
_WRITTEN_SAYS = frozenset("says said reads read".split())  # noqa: SIM905
# what someone writes and puts out under their name: their messages and documents, and the
# printed or published kinds ("X's leaflet says …", "her blog says …")
_AUTHORED = _WRITTEN | frozenset(
    "leaflet flyer manifesto newsletter blog column article editorial speech".split())  # noqa: SIM905
_GREETINGS = frozenset({"hi", "hello", "hey", "hiya", "thanks", "thank", "sorry", "bye", "cheers",
                        "congrats", "congratulations", "happy", "merry", "welcome"})
_MESSAGE_MODIFIERS = frozenset({"voice", "text", "group", "last", "latest", "long", "new",
                                "first", "whatsapp", "insta", "instagram", "facebook", "fb",
                                "twitter", "tiktok", "google", "online"})
_MESSAGE_ADVERBS = frozenset({"just", "literally", "only", "basically", "simply", "also",
                              "clearly", "actually"})
# nouns of answering, written or said: 'her reply was, the pier is shut' is what she answered
_ANSWER_NOUNS = frozenset({"reply", "answer", "response"})


# verbs of advice on a thing: 'said to avoid / skip / try / give it a miss / steer clear'
_ADVISED = frozenset({"avoid", "skip", "try", "bother", "give", "steer", "stay", "stick",
                      "book", "order", "go"})
_PASSED_MESSAGE = frozenset({"showed", "shows", "forwarded", "forwards", "sent", "sends",
                             "screenshotted", "passed"})


def _message_saying(toks: Sequence[Tok], ctx: TurnContext, names: Names,
                    att: Attribution) -> None:
    """'a text from her boss saying …', 'a note from the landlord saying …': a message of a
    sender's, then what it said — the sender's view; a third person who showed, forwarded or
    sent it on ('X showed me a text from her boss saying …') relays it."""
    for k in range(1, len(toks) - 3):
        if toks[k].low not in _WRITTEN:
            continue
        f = k + 1
        if toks[f].low in {"in", "on"}:
            # ("a note in Ilse's bag from her teacher: …": where it was found, then the sender)
            f = next((j for j in range(f + 1, min(f + 5, len(toks) - 2))
                      if toks[j].low == "from"), f)
        if toks[f].low != "from":
            continue
        p = skip_openers(toks, 0, names)
        teller = holder_np(toks, p, ctx, names, None) if p < k else None
        v = teller.end if teller is not None else None
        prev = teller.name if teller is not None and teller.name != ctx.speaker else None
        src = holder_np(toks, f + 1, ctx, names, prev, lenient=True, slot=True)
        if src is None or src.name in {ctx.speaker, SOMEONE} or src.end >= len(toks) or (
                toks[src.end].low not in {"saying", "that", ":"}):
            continue
        q = src.end + 1
        if toks[src.end].text == ":" and q + 1 < len(toks) and toks[q].text in QUOTES:
            # ('a note from her teacher: "…"': the words quoted after the colon)
            end = next((j for j in range(q + 1, len(toks)) if toks[j].text in QUOTES), None)
            if end is None or end == q + 1:
                continue
            att.holders.append(src.name)
            att.rows.append("message_saying")
            att.quote = (toks[q + 1].start, toks[end - 1].end)
            att.pos = q + 1
            return
        if q >= len(toks) or not _unquoted_clause(toks, q):
            continue
        if teller is not None and v is not None and v < len(toks) and (
                toks[v].low in _PASSED_MESSAGE) and teller.name not in {
                ctx.speaker, SOMEONE, src.name}:
            att.holders.append(teller.name)
        att.holders.append(src.name)
        att.rows.append("message_saying")
        att.pos = q
        return


def _noun_frame(
    toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names, att: Attribution
) -> int | None:
    """A noun row: 'Ingrith's verdict: …', 'her words were "…"', 'my aunt's take was that …' —
    the possessor of a noun of saying or judging holds what follows the colon, 'that' or the
    quotation (not 'her review was glowing', which judges the review)."""
    for row in _NOUN_ROWS:
        k = next((j for j in range(p + 1, min(p + 5, len(toks))) if toks[j].low in row.words),
                 None)
        if k is None or not any(t.text[:1].isalnum() for t in toks[p:k]):
            continue
        k0 = k  # "my dad's exact words", "her honest opinion": an adjective before the noun
        while k0 - 1 > p and (toks[k0 - 1].low in _NOUN_ROW_ADJ or toks[k].low in _WRITTEN and (
                toks[k0 - 1].low in _MESSAGE_MODIFIERS)):
            k0 -= 1  # (and 'her voice note', "X's last text", 'his group message')
        poss = toks[k0 - 1].low
        who: str | None = None
        if k0 == p + 1 and poss in _POSS_DET:
            who = (
                ctx.speaker
                if poss in {"my", "our"}
                else ctx.listener
                if poss == "your"
                else _prev(att) or resolve_pronoun(poss, ctx)
            )
        elif poss.endswith("'s"):
            if k0 == p + 1 and toks[p].text[:1].isupper() and names.is_name(toks, p):
                who = names.name_of(toks, p)
            elif k0 == p + 2 and toks[p + 1].text[:1].isupper() and toks[p + 1].base.replace(
                    "-", "").isalpha() and (_title_word(toks[p]) or toks[p].text[:1].isupper()
                                            and (names.is_name(toks, p)
                                                 or _name_pair(toks, p, names))):
                # "Mrs Prynne's verdict: …", "Aunt Quenna's words were …", "Ysolt Rook's take is
                # that …": a titled or full name, possessor of the noun
                who = f"{toks[p].text[:1].upper()}{toks[p].text[1:]} {toks[p + 1].base}"
            elif k0 == p + 1 and toks[k].low in _WRITTEN and (
                    poss[:-2] in EN_ROLE_NOUNS or agent_noun(poss[:-2])) and (
                    poss[:-2] not in BARE_KIN) and (p == 0 or not toks[p - 1].text[:1].isalnum()
                                                   or toks[p - 1].low in {"and", "but", "so"}):
                # "Coach's message says …", "foreman's email: …": a role said bare, as chat says
                # it (capitalised, the role used as a name and kept as said; else 'the foreman')
                role = toks[p].text[:-2]
                who = role if role[:1].isupper() and role[1:].islower() else f"the {poss[:-2]}"
            elif k0 == p + 1 and poss[:-2] in BARE_KIN and not names.known_form(toks[p].base[:-2]):
                kin = poss[:-2]  # "Mum's verdict: …", "Dad's words were …": the speaker's own
                who = (kin[:1].upper() + kin[1:] if _shared_kin(ctx, kin)
                       else same_kin(ctx, kin) or en_possessive(ctx.speaker, kin))
            else:
                h = holder_np(list(toks[:k0]), p, ctx, names, _prev(att), lenient=True)
                who = h.name if h is not None and h.end == k0 else None
        if not who:
            continue
        q = k + 1
        if q < len(toks) and toks[q].text == ",":
            # "Ysolt's argument, to be fair, was that …", "the vet's opinion, as it happens, is
            # that …": a short aside between the noun and its verb
            c = next((j for j in range(q + 2, min(q + 8, len(toks))) if toks[j].text == ","),
                     None)
            if c is not None and c + 1 < len(toks) and toks[c + 1].low in {
                    "is", "was", "were", "are"} and all(
                    t.text[:1].isalpha() for t in toks[q + 1:c]):
                q = c + 1
        if q + 1 < len(toks) and toks[k].low in _WRITTEN and toks[q].low in {"in", "on"}:
            # "X's note in the club thread says …", "Coach's post on the team page: …": where the
            # message was put, then what it says
            j = next((x for x in range(q + 2, min(q + 6, len(toks)))
                      if toks[x].low in _WRITTEN_SAYS or toks[x].text == ":"), None)
            if j is not None and all(t.text[:1].isalnum() and t.low not in BETWEEN
                                     for t in toks[q + 1:j]):
                q = j
        if q + 1 < len(toks) and toks[k].low in _WRITTEN and toks[q].low in _MESSAGE_ADVERBS and (
                toks[q + 1].low in _WRITTEN_SAYS):
            q += 1  # "X's text just said …", 'her email literally says …'
        if q < len(toks) and toks[k].low in _WRITTEN and toks[q].low in _WRITTEN_SAYS and (
                q + 1 < len(toks)):
            # "Genowefa's email says the depot …", 'her text said …': what the message says is its
            # writer's
            q += 1
            if toks[q].low != "that" and toks[q].text not in QUOTES and not _unquoted_clause(
                    toks, q) and not (
                    # ('her email says nobody gets overtime', '… says bring a packed lunch': what
                    # a message says is its content, a clause or not — not a greeting it sends)
                    toks[q].low not in _GREETINGS
                    and sum(t.text[:1].isalpha() for t in toks[q:]) >= 3):
                continue
        elif q < len(toks) and toks[q].low in {"is", "was", "were", "are"}:
            q += 1
            if q + 1 < len(toks) and toks[q].text in {",", ":"} and (
                    toks[q + 1].text in QUOTES or (toks[k].low not in _WRITTEN or toks[k].low in (
                        _ANSWER_NOUNS)) and _unquoted_clause(toks, q + 1)):
                q += 1  # 'his exact words were, "…"', 'her answer was, the pier is …': a comma
                # before the quotation or the clause said
            if q >= len(toks) or not (toks[q].text in QUOTES or toks[q].low in {"that", ":"} or (
                    toks[q].low in _PRESCRIPTION and sum(
                        t.text[:1].isalpha() for t in toks[q + 1:]) >= 2) or (
                    # ('her stance is the bridge isn't safe': a clause of its own after 'is')
                    (toks[k].low not in _WRITTEN or toks[k].low in _ANSWER_NOUNS)
                    and _unquoted_clause(toks, q))):
                # ('his only rule is no scratched floors', 'her advice was never sign anything':
                # a rule said as a prohibition or an order)
                continue
        else:
            # 'his words, and I quote: "…"': a verbatim aside between the noun and its colon
            if q < len(toks) and toks[q].text == ",":
                a = next((a for a in _VERBATIM_ASIDES
                          if tuple(t.low for t in toks[q + 1:q + 1 + len(a)]) == a), None)
                if a is not None:
                    q += 1 + len(a)
            if q < len(toks) and toks[q].low in {"on", "of", "about"} and (c := next(
                    (j for j in range(q + 2, min(q + 9, len(toks))) if toks[j].text == ":"),
                    None)) is not None and all(t.text[:1].isalnum() or t.text in {"'", "-"}
                                               for t in toks[q + 1:c]):
                q = c  # "X's verdict on the new bakery: …": what it is about, before the colon
            if q >= len(toks) or toks[q].text != ":":
                continue
        while q < len(toks) and toks[q].low in {":", "that"}:
            q += 1
        if q >= len(toks) or not toks[q].text[:1].isalnum() and toks[q].text not in QUOTES:
            continue
        if who == ctx.speaker:
            att.own = True
        else:
            att.holders.append(who)
        att.rows.append(row.name)
        if toks[q].text in QUOTES:
            end = next((j for j in range(q + 1, len(toks)) if toks[j].text in QUOTES), len(toks))
            if end > q + 1:
                att.quote = (toks[q + 1].start, toks[end - 1].end)
            return q + 1
        return q
    return None


def _name_shape(word: str) -> bool:
    """Letters only, with inner hyphens ('Vellacott-Hale'), or a surname with an elided particle
    ("O'Dare", "D'Arcy") — what may follow a title as its name."""
    return word.replace("-", "").isalpha() or APOSTROPHE_NAME.match(word) is not None


def _title_word(t: Tok) -> bool:
    """A title ('Mrs', 'Dr.') or a capitalised role said as one ('Aunt', 'Coach'; not 'Mum')."""
    low = t.low.rstrip(".")
    return low in TITLES or t.text[:1].isupper() and low in EN_ROLE_NOUNS and low not in BARE_KIN


# the words that say a view back to the one who holds it ('if I've understood you', "what I'm
# hearing is", 'it sounds like'), and the verbs of the view said back
_SAID_BACK = frozenset({"understand", "understood", "hearing", "sounds", "summarise",
                        "summarize", "paraphrase"})
_VIEW_BACK = frozenset({"feel", "think", "believe", "reckon"})


def _you_summarised(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names) -> str | None:
    """The one spoken to, when 'you' at ``p`` opens their view said back to them in a statement
    ('So, X, if I've understood you right, you feel the fence is theirs.'): the name called in the
    sentence, else the listener; None for a question or with no words saying it back."""
    if p + 2 >= len(toks) or toks[p + 1].low not in _VIEW_BACK or toks[-1].text == "?":
        return None
    if not any(t.low in _SAID_BACK for t in toks[:p]):
        return None
    called = next((names.name_of(toks, k) for k in range(p) if toks[k].text[:1].isupper()
                   and names.is_name(toks, k) and names.is_vocative(toks, k)), None)
    if called:
        # (a speaker of the chat called by the given name: that speaker as the chat names them)
        called = next((x for x in (ctx.listener, *ctx.speakers)
                       if x and x.split()[0] == called.split()[0]), called)
    who = called or ctx.listener
    return who if who and who != ctx.speaker else None


def _you_reported(toks: Sequence[Tok], k: int) -> bool:
    """After 'you': a past verb of saying ('said', 'told me', 'mentioned', 'reckoned') — what the
    one spoken to said before (not 'you think …?', 'you know', 'you'd say')."""
    while k < len(toks) and toks[k].low in {"just", "literally", "even", "also", "yourself",
                                            "definitely", "already", "once"}:
        k += 1
    if k + 1 < len(toks) and toks[k].low in {"were", "kept", "keep", "always"} and (
            toks[k + 1].low in {"saying", "telling"}):
        return True  # 'you were saying …', 'you keep telling me …': the one spoken to, before
    return k < len(toks) and toks[k].low in {"said", "told", "mentioned", "reckoned", "swore",
                                             "texted", "messaged", "wrote", "insisted",
                                             "claimed"}


# the prepositions of a scene's place or time before a determiner ('in the car', 'at the
# meeting', 'after the hearing'): their object is where or when, never who says
_SCENE_PREPS = frozenset({"in", "at", "on", "inside", "outside", "during", "after", "before",
                          "into", "under", "through", "since", "until"})


def _verb_frame(
    toks: Sequence[Tok], p: int, sent: str, ctx: TurnContext, names: Names, att: Attribution
) -> int | None:
    shown = _presented(toks, p, names)
    if shown is None and 0 < p < len(toks) and toks[p].low == "the" and toks[p - 1].low in (
            _SCENE_PREPS):
        return None  # ('At the hearing, she said …': the place of the scene, no one who says)
    # "there's this old guy, Orbel, who goes …": a person brought on stage by 'there is', the
    # report in the relative clause that follows is theirs
    h = shown[0] if shown is not None else holder_np(toks, p, ctx, names, _prev(att),
                                                        lower_ok=True, lenient=True)
    if h is None:
        h = _zero_subject(toks, p, ctx, names, att)
    if h is None:
        return None
    q = _past_modifier(toks, h)
    q = _blessing_end(toks, q)
    # 'X, who heard it from Y, says …', 'X who got it off her boss reckons …': a relative on the
    # subject naming where the subject had it — each source one level further down the chain
    sources: list[str] = []
    rj = q + (q < len(toks) and toks[q].text == ",")
    # (a holder read with its relative aside: 'X, who heard it from Y,' — the relative inside)
    rj = next((k for k in range(p + 1, h.end) if toks[k].low == "who"), rj)
    while rj + 4 < len(toks) and toks[rj].low == "who" and toks[rj + 1].low in _GOT_IT and (
            toks[rj + 2].low in {"it", "that", "this"} and toks[rj + 3].low in {"from", "off"}):
        src = holder_np(toks, rj + 4, ctx, names, sources[-1] if sources else h.name,
                        lenient=True, slot=True)
        if src is None or src.name in {SOMEONE, ctx.speaker, h.name} or _thing(src.name):
            break
        sources.append(src.name)
        rj = src.end + (src.end < len(toks) and toks[src.end].text == ",")
    if sources:
        q = max(rj, q)
    tail = _aside_tail(toks, q, h, names) if not h.pronoun and not sources else None
    if tail is not None:
        q, who = tail
        if who:
            h = _NP(who, h.end)
    co = _coordinated(toks, q, h, ctx, names) if not att.holders else None
    if co is not None:
        q = co.end
    if (
        q + 3 < len(toks)
        and toks[q].low in {"was", "is", "'s", "were", "are"}
        and toks[q + 1].low == "the"
        and toks[q + 2].low in {"one", "ones"}
    ):
        # a cleft, 'Hedwig was the one telling everyone …', 'X is the one who said …': the
        # holder is the subject of the verb in the relative
        k = q + 3 + (toks[q + 3].low in {"who", "that"})
        v = k
        while v < len(toks) and v < k + 2 and toks[v].low in BETWEEN:
            v += 1
        if v < len(toks) and _verb_row(toks, v) is not None:
            q = k
    if q < len(toks) and toks[q].low == "who" and not h.pronoun:
        # 'her friend who works at the venue told her …': past a relative clause to the frame
        j = next((x for x in range(q + 2, min(q + 10, len(toks))) if _verb_row(toks, x)), None)
        if j is not None and all(toks[x].text not in {".", "!", "?"} for x in range(q, j)):
            q = j
    negated = False
    neg_i = -1
    steps = 0
    while q < len(toks) and steps < 4:
        if toks[q].low == "no" and q + 1 < len(toks) and toks[q + 1].low == "longer":
            # 'X no longer thinks …': the holder's view given up, a negated frame
            negated, neg_i = True, q
            q += 2
            steps += 1
            continue
        if toks[q].low == "used" and q + 1 < len(toks) and toks[q + 1].low == "to":
            q += 2  # 'My grandad used to say, "…"': a habit of saying
            steps += 1
            continue
        if toks[q].low in {"was", "is", "were", "'s"} and q + 2 < len(toks) and (
                toks[q + 1].low in {"on", "at", "in", "over"}):
            j = next((x for x in range(q + 3, min(q + 8, len(toks)))
                      if toks[x].low in {"telling", "going"} | _SAYING_ING), None)
            if j is not None and all(t.text.isalpha() for t in toks[q + 1:j]):
                q = j  # 'X was on the phone saying …', 'X was at the door telling everyone …'
                steps += 1
                continue
        if toks[q].low in _ARRIVED and q + 2 < len(toks):
            j = next((x for x in range(q + 1, min(q + 6, len(toks)))
                      if toks[x].low in {"saying", "telling"}), None)
            if j is not None and all(t.text.isalpha() and t.low not in W.CONJUNCTIONS
                                     for t in toks[q + 1:j]):
                q = j  # 'X came back saying …', 'X turned up telling everyone …', 'X ran in
                # saying …': a coming or going, then the saying that came with it
                steps += 1
                continue
        if toks[q].low == "all" and q + 1 < len(toks) and toks[q + 1].low == "like" and q > 0 and (
                toks[q - 1].low in _BE or toks[q - 1].low.endswith(("'s", "'re", "'m"))):
            q += 1  # 'X was all like …', "she's all like …": the quotative with 'all'
            steps += 1
            continue
        if toks[q].low == "on" and q > 0 and toks[q - 1].low in {"keeps", "kept", "keep"} and (
                q + 1 < len(toks) and toks[q + 1].low.endswith(("ing", "in"))):
            q += 1  # 'X keeps on saying …'
            steps += 1
            continue
        if toks[q].low in _REFLEXIVES or [t.low for t in toks[q:q + 2]] == ["for", "one"]:
            q += 1 if toks[q].low in _REFLEXIVES else 2  # 'X herself said', 'X for one thinks'
            steps += 1
            continue
        if toks[q].low in BETWEEN and q + 3 < len(toks) and toks[q + 1].text == "," and (
                toks[q + 2].low in _HESITATIONS | {"like"} and toks[q + 3].text == ","):
            q += 4  # 'X was, um, saying …': a hesitation inside the verb group
            steps += 1
            continue
        if toks[q].low in {"got", "gets", "get"} and q + 1 < len(toks) and (
                toks[q + 1].low == "told"):
            q += 1  # 'X got told by Y that …': the passive with 'get'
            steps += 1
            continue
        if toks[q].low in {"seems", "seemed", "seem", "appears", "appeared"} and (
                q + 1 < len(toks) and toks[q + 1].low != "like"):
            # 'X seems to think …', 'X seemed convinced …': the holder's view as it appears
            # (not 'X seems like someone who lies', 'X seemed like he was lying': how X strikes
            # the speaker, no quotative 'like')
            q += 1 + (toks[q + 1].low == "to")
            steps += 1
            continue
        if negated and toks[q].low in {"stop", "stops", "stopped", "quit"} and (
                q + 1 < len(toks) and toks[q + 1].low.endswith("ing")):
            # "X won't stop saying …", 'X never stops telling us …': not stopping is going on —
            # the saying is asserted, the negation is the aspect's
            q, negated = q + 1, False
            steps += 1
            continue
        if toks[q].low not in BETWEEN and _ly_adverb(toks, q):
            q += 1  # 'X supposedly said …', 'X allegedly thinks …': a -ly adverb
            steps += 1
            continue
        if toks[q].low not in BETWEEN or _opinion_of(toks, q):
            break  # ('was of the opinion': 'of' is the row's word here, not 'kind of')
        if toks[q].low in NEGATORS or toks[q].low.endswith("n't"):
            negated = True
            neg_i = q if neg_i < 0 else neg_i
        # 'is' before 'convinced/sure/like'; 'kind of thinks'
        nxt = toks[q + 1].low if q + 1 < len(toks) else ""
        if (
            toks[q].low in {"'s", "is", "was", "be"}
            and nxt not in BETWEEN
            and not _verb_row(toks, q + 1)
            and not (nxt == "all" and q + 2 < len(toks) and toks[q + 2].low == "like")
        ):
            break
        q += 1
        steps += 1
    if q >= len(toks):
        return None
    row = _verb_row(toks, q)
    if row is not None and q > 0 and toks[q - 1].low in _BE_PASSIVE and toks[q].low in (
            _PROMISED) and not (q + 1 < len(toks) and toks[q + 1].low == "by"):
        return None  # ('the tenants were promised a lift': the ones promised hold nothing)
    if row is not None and q == h.end and toks[q].low.endswith("ing") and not h.pronoun and (
            q + 1 < len(toks) and (toks[q + 1].low in _BE_PASSIVE or toks[q + 1].low in {
                "isn't", "wasn't", "aren't", "weren't", "needs", "has", "had", "was", "is"})):
        # ('the cooker hood venting is blocked': a noun of the -ing form inside the
        # subject of the verb after it, no one saying anything)
        return None
    held = _belief_noun_end(toks, q) if row is None else None
    if held is not None:
        # 'X has a feeling (that) …', "X's got a hunch …", 'X gets the impression …': a belief
        # held, as 'X thinks …' (the speaker's own with 'I')
        _add(att, h, ctx, FRAMES_BY_NAME["think"], negated)
        return held
    if row is None and h.end and toks[h.end - 1].low.endswith(("'s", "'re")) and (
            after_end(toks, h.end, ("on", "about")) is not None):
        # "she's forever on about …": the 's of the holder's token is the row's 'is'
        row, q = next(r for r in _VERB_ROWS if r.name == "be_on_about"), h.end - 1
    if row is None and not h.pronoun:
        after = _interlude(toks, q, names)
        if after is None:
            return None
        q = after
        row = _verb_row(toks, q)
    if row is not None and _noun_after_possessive(toks, h.end, q, row):
        return None
    if row is not None and row.name == "find_out" and h.name in {ctx.speaker, SOMEONE}:
        return None  # 'I found out …': the speaker's own news, a record
    heard = _heard_saying(toks, q, ctx, names, h) if row is not None and (
        row.name == "hear") else None
    if row is None or row.name == "hear" and heard is None and (
            h.name == ctx.speaker or h.name == SOMEONE
            or q + 1 < len(toks) and toks[q + 1].low in {"back", "about", "of", "nothing"}):
        return None  # 'we heard …', 'people heard …': no one named heard it; 'heard back from'
    if row.copular and not any(
        toks[j].low in _BE or toks[j].low in COPULA or toks[j].low.endswith(("'m", "'s", "'re"))
        for j in range(max(h.end - 1, 0), q)
    ):
        return None  # 'I sold the bike': an adjective's row needs its 'be'
    if not h.lower and h.pronoun and row.quote_only is False and q == h.end and toks[q].low == "be":
        return None
    saved = (list(att.holders), list(att.rows), att.own, att.negated)
    end = _after_verb(toks, q, row, h, ctx, names, att, negated)
    if end is None and row.contact and (said := _interlude(toks, q + 1, names)) is not None and (
            (row2 := _verb_row(toks, said)) is not None and not row2.contact):
        # 'my aunt rang me and said …', 'her boss came round and told her …': getting in touch,
        # then the verb of saying of the same subject
        att.holders[:], att.rows[:], att.own, att.negated = saved
        end = _after_verb(toks, said, row2, h, ctx, names, att, negated)
    if end is None:
        # ('Tymek got it from Lidl.': a source row's subject is added before its clause is looked
        # for; with no clause after it, nothing was reported)
        att.holders[:], att.rows[:], att.own, att.negated = saved
    if end is not None and co is not None and not att.valence:
        att.co.append(co.name)
    if end is not None and sources and att.holders and att.holders[-1] == h.name:
        att.holders.extend(sources)
    if end is not None and negated and att.negated and att.neg_at < 0 and neg_i >= 0:
        mine = att.rows[len(saved[1]):]  # (the row this frame added, past any outer ones)
        att.neg_at, att.neg_row = _negation_start(toks, neg_i), (mine[0] if mine else "")
    return end


def _negation_start(toks: Sequence[Tok], i: int) -> int:
    """Where a frame's negation starts: its auxiliary before a bare 'not' ('does not think',
    'did not say'), else the negator itself ('doesn't reckon', 'never said', "isn't sure")."""
    if toks[i].low == "not" and i > 0 and toks[i - 1].low in {
            "do", "does", "did", "is", "was", "are", "were", "am", "has", "have", "had"}:
        return i - 1
    return i


def _coordinated(toks: Sequence[Tok], q: int, h: _NP, ctx: TurnContext,
                 names: Names) -> _NP | None:
    """'X and her mum both reckon …', 'x n her mum reckon …': a second holder coordinated with the
    first before a plural verb of the frame; returns it, its end past 'both'/'too'."""
    if q + 2 >= len(toks) or toks[q].low not in {"and", "n", "&"}:
        return None
    h2 = holder_np(toks, q + 1, ctx, names, h.name, lower_ok=True, lenient=True)
    nxt = toks[q + 1]
    if "'s " in h.name and nxt.text.islower() and (nxt.low in EN_ROLE_NOUNS or nxt.low in (
            BARE_KIN)) and q + 1 == h.end + 1:
        # "X's mum and dad reckon …", 'her mum and sister both think …': the possessor of the
        # first holder owns the bare second noun too (not the speaker's dad)
        h2 = _NP(en_possessive(h.name.rsplit("'s ", 1)[0], nxt.low), q + 2)
    if h2 is None or h2.name in {SOMEONE, h.name} or h2.name == ctx.speaker and (
            toks[q + 1].low not in {"i", "me"} or h.name == ctx.speaker):
        return None  # ('X and I think …': the speaker holds it too)
    k = h2.end
    if k < len(toks) and toks[k].low in {"both", "also", "too", "all"}:
        k += 1
    v = k
    while v < len(toks) and v < k + 3 and toks[v].low in BETWEEN:
        v += 1
    row = _verb_row(toks, v)
    if row is None or toks[v].low.endswith("s") and not toks[v].low.endswith("ss") and (
            toks[v].low not in {"was"}):
        return None  # the verb agrees with two: 'reckon', not 'reckons'
    return _NP(h2.name, k)


_APPOSITION_DETS = frozenset({"the", "a", "an", "our", "my", "your", "his", "her", "their"})
_ASIDE_SUBJECTS = frozenset({"he", "she", "they", "he's", "she's", "they're"})
_HESITATIONS = frozenset({"er", "erm", "uh", "um", "uhh", "umm", "ehm"})
_ASIDE_MARKS = frozenset({",", "-", "—", "–"})
_REFLEXIVES = frozenset({"herself", "himself", "themselves", "themself"})


def _vocative(toks: Sequence[Tok], p: int, names: Names) -> bool:
    """A name addressed ('Idony, pass the salt'), not a holder with an aside before its verb
    ('Idony, bless her, thinks …', 'Idony, my old flatmate, says …')."""
    return names.is_vocative(toks, p) and _aside_tail(
        toks, p + 1, _NP(names.name_of(toks, p), p + 1), names) is None


def _opinion_of(toks: Sequence[Tok], q: int) -> bool:
    """'of' opening 'of the opinion/view that' (a frame's word, not the 'of' of 'kind of')."""
    return toks[q].low == "of" and _verb_row(toks, q) is FRAMES_BY_NAME["of_the_opinion"]


def _aside_tail(toks: Sequence[Tok], q: int, h: _NP, names: Names) -> tuple[int, str | None] | None:
    """Asides set off by commas between a holder and its verb: a further apposition ('The
    plumber, Oswy, the tall one, said …'), a clause about the holder ('my uncle, he's on the
    board, was saying …'), a hesitation ('the caretaker, um, Mr Vell, …'), and a subject
    pronoun taking the holder up again ('…, Mr Vell, he goes …'). Returns where the verb's
    words start and the person a name in apposition makes the holder, or None."""
    if q < len(toks) and toks[q].text in _ASIDE_MARKS:
        s = q + 1
    elif 0 < q < len(toks) and toks[q - 1].text in _ASIDE_MARKS:
        s = q
    else:
        return None
    who: str | None = None
    chunks = 0
    while chunks < 3 and s < len(toks):
        if toks[s].low in _ASIDE_SUBJECTS and _verb_row(toks, s + 1) is not None:
            break  # '…, she goes …': the holder taken up again, no aside
        j = next((x for x in range(s + 1, min(s + 7, len(toks))) if toks[x].text in _ASIDE_MARKS),
                 None)
        if j is None or not all(t.text[:1].isalnum() or t.text == "'s" for t in toks[s:j]):
            break
        chunk = toks[s:j]
        if len(chunk) > 2 and [t.low for t in chunk[:2]] == ["you", "know"]:
            chunk = chunk[2:]  # '- you know, X's sister -'
        first = chunk[0].low
        if all(t.low in W.FILLERS or t.low in _HESITATIONS for t in chunk) or (
                [t.low for t in chunk] == ["you", "know"]):
            pass  # 'um', 'er', 'you know'
        elif first in {"bless", "god"} and len(chunk) <= 3:
            pass  # 'bless her', 'god love him'
        elif first in W.PREPOSITIONS and first not in {"to"} and len(chunk) <= 4:
            pass  # 'of course', 'for her part', 'of all people'
        elif first in {"who", "whose"} and len(chunk) >= 2:
            pass  # 'who runs the quiz'
        elif len(chunk) <= 3 and (chunk[-1].low in PERSON_NOUNS or chunk[-1].low in (
                EN_ROLE_NOUNS)) and not any(t.low in W.AUX or t.low in COPULA for t in chunk):
            pass  # 'lovely woman', 'total legend', 'retired vet'
        elif first.endswith("'s") and len(chunk) <= 3 and chunk[-1].low.rstrip("s") in (
                EN_ROLE_NOUNS):
            pass  # "Rufus's sister"
        elif who is None and len(chunk) in (3, 4) and chunk[-2].low in {"called", "named"} and (
                chunk[-1].text[:1].isupper() and chunk[-3].low in PERSON_NOUNS | EN_ROLE_NOUNS):
            who = chunk[-1].text  # 'the estate agent, a guy called Raimund, said …'
        elif first in _APPOSITION_DETS and (len(chunk) <= 4 or len(chunk) <= 6 and not any(
                finite(t.low) for t in chunk)) and not any(
                t.low in W.AUX or t.low in COPULA for t in chunk):
            pass  # 'the tall one', 'our neighbour', 'the one with the red van'
        elif first in _ASIDE_SUBJECTS and len(chunk) >= 2 and (
                "'" in first or any(_maybe_finite(t.low) for t in chunk[1:3])):
            pass  # "he's on the board", 'she runs the place'
        elif who is None and "'s " not in h.name and h.name.startswith("the ") or (
                who is None and "'s " in h.name):
            named = _named_apposition(toks, s - 1, names)
            if named is None or named.end != j + 1:
                break
            who = named.name  # 'the landlady, um, Mrs Ferrant, …': the name is the person
        else:
            break
        chunks += 1
        s = j + 1
    if s >= len(toks):
        return None
    if toks[s].low in _ASIDE_SUBJECTS and toks[s].low.split("'")[0] in {"he", "she", "they"} and (
            compatible(toks[s].low.split("'")[0], who or h.name)):
        # ('…, she's convinced …': the contraction's 'is' stays before the frame's adjective)
        s += 1 if "'" not in toks[s].low or _verb_row(toks, s + 1) is not None else 0
        chunks += 1
    if not chunks:
        return None
    v = s
    while v < len(toks) and v < s + 3 and (toks[v].low in BETWEEN and not _opinion_of(toks, v)
                                           or _ly_adverb(toks, v)):
        v += 1  # ('…, our lodger, supposedly said …': an adverb before the verb too)
    if v >= len(toks) or _verb_row(toks, v) is None:
        return None
    return s, who


# ('X over the road thinks …', 'X up the lane said …', 'X behind the counter says …')
_HOLDER_PREPS = frozenset({"from", "at", "in", "on", "over", "down", "up", "across", "round",
                           "around", "behind", "near", "by", "opposite"})
_HOLDER_PLACES = frozenset(
    {"upstairs", "downstairs", "opposite", "next-door", "nextdoor", "there", "here"})
# words that end a holder's place phrase: a clause's own subject, a joining word, a relative
_PLACE_PHRASE_STOPS = frozenset({"and", "but", "or", "so", "because", "cos", "bc", "who", "that",
                                 "which", "when", "while", "if", "i", "he", "she", "we", "they",
                                 "you", "it"})


def _ends_place_phrase(t: Tok) -> bool:
    """Does ``t`` end a holder's place phrase ('and', 'who', 'she')? Not a body's initials that
    spell a pronoun ('Orbel from IT says …')."""
    return t.low in _PLACE_PHRASE_STOPS and (t.text == "I" or not t.text.isupper())


def after_holder_place(toks: Sequence[Tok], k: int) -> int:
    """Where the verb group starts after a named holder's place phrase that begins at ``k``
    ('from HR kept saying …' → 'kept'); ``k`` when no place phrase ends in a frame's verb."""
    return _past_modifier(toks, _NP("", k))


def _blessing_end(toks: Sequence[Tok], q: int) -> int:
    """Past a blessing on the dead set off by commas after the holder ('Aunt X, God rest her,
    always said …', '…, may she rest in peace, …', '…, rest his soul, …', '…, Allah yarhamhu,
    …'): where the verb group starts; ``q`` when there is none."""
    if q + 2 >= len(toks) or toks[q].text != "," or toks[q + 1].low not in _BLESSING_OPENERS:
        return q
    c = next((j for j in range(q + 2, min(q + 8, len(toks))) if toks[j].text == ","), None)
    if c is None or c + 1 >= len(toks) or not any(
            t.low in {"rest", "bless", "peace", "soul"} or t.low.startswith("yarham")
            for t in toks[q + 1:c]):
        return q
    return c + 1


_BLESSING_OPENERS = frozenset({"god", "rest", "may", "allah", "lord", "bless"})


def _past_modifier(toks: Sequence[Tok], h: _NP) -> int:
    """'Godfrey from upstairs said …', 'Vesnadra at the vet's is convinced …': a short place phrase
    after a named holder, skipped up to the frame's verb (or its auxiliary)."""
    q = h.end
    if h.pronoun or q >= len(toks):
        return q
    # 'Wendrith downstairs reckons …', 'the couple next door say …', 'Ysolt there reckons …' (one
    # pointed at): a place adverb after the holder
    n = 2 if [t.low for t in toks[q:q + 2]] == ["next", "door"] else int(
        toks[q].low in _HOLDER_PLACES)
    if n and q + n < len(toks) and (
        toks[q + n].low in BETWEEN or _verb_row(toks, q + n) is not None
    ):
        return q + n
    if toks[q].low not in _HOLDER_PREPS:
        return q
    # ('Godfrey from the stall next to mine said …', 'Brannoc at the desk by the door says …':
    # the place phrase may carry a second one of its own; a clause's own subject or a joining
    # word ends it before any verb is read as the holder's)
    for j in range(q + 1, min(q + 10, len(toks))):
        if toks[j].text == "," and j > q + 1 and j + 1 < len(toks) and (
                toks[j + 1].low in _ASIDE_SUBJECTS):
            return j  # ('Godfrey from the allotments, he reckons …': the subject taken up again)
        if not toks[j].text[:1].isalnum() and toks[j].text not in {"'s", "'"}:
            return q
        if j > q + 1 and _ends_place_phrase(toks[j]):
            return q  # (not the preposition's own object: 'from it' typed for 'from IT')
        if j > q + 1 and (toks[j].low in BETWEEN or _verb_row(toks, j) is not None) and not (
                toks[j - 1].low in W.DETERMINERS and toks[j].low not in BETWEEN):
            # ('Brannoc from the post office was saying …': a word after the place's
            # determiner is its noun, not the frame's verb)
            return j
    return q


_HAVE_GOT = frozenset({"has", "have", "had", "got", "gets", "get", "'ve", "'s", "'d"})
_BELIEF_NOUNS = frozenset({"feeling", "theory", "hunch", "suspicion", "impression", "sense",
                           "inkling", "notion", "idea", "belief", "conviction"})


def _belief_noun_end(toks: Sequence[Tok], q: int) -> int | None:
    """Where the clause starts after 'has a feeling (that)', "'s got a hunch", 'gets the
    impression', 'had this sneaking suspicion' at ``q`` (the have-word skipped or not), when a
    clause with its own subject and verb follows; else None."""
    k = q
    if k < len(toks) and toks[k].low in _HAVE_GOT:
        k += 1
        if k < len(toks) and toks[k].low == "got":
            k += 1
    elif not (k > 0 and (toks[k - 1].low in _HAVE_GOT or toks[k - 1].low.endswith(("'s", "'ve")))):
        return None
    if k >= len(toks) or toks[k].low not in {"a", "the", "this"}:
        return None
    k += 1
    if k < len(toks) and toks[k].low not in _BELIEF_NOUNS and toks[k].text.isalpha():
        k += 1  # 'a funny feeling', 'a sneaking suspicion', 'a strong sense'
    if k >= len(toks) or toks[k].low not in _BELIEF_NOUNS:
        return None
    k += 1
    k += k < len(toks) and toks[k].low == "that"
    return k if k < len(toks) and _unquoted_clause(toks, k) else None


def _zero_subject(toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names,
                  att: Attribution) -> _NP | None:
    """'Says she's "perfectly capable".', 'Reckons it'll rain.': a clause opening on a
    third-person reporting verb has dropped its subject, the person just talked about."""
    if att.holders or att.own or p >= len(toks) or p != skip_openers(toks, 0, names):
        return None
    low = toks[p].low
    graded = any(abs(valence(t.low)) >= 1.0 or t.low in DEGREE for t in toks[p + 1:]) or any(
        # ('found it hard to follow': a tough-adjective and its infinitive judge the thing)
        t.low in _TOUGH and k + 1 < len(toks) and toks[k + 1].low == "to"
        for k, t in enumerate(toks[p + 1:], p + 1))
    if (low == "found" and graded or low in {"thought", "felt"} and evaluates(toks, p + 1)) and (
            p + 1 < len(toks)):
        row = _verb_row(toks, p)
        if row is not None and row.belief and toks[p + 1].text[:1].isalpha():
            return _NP(ctx.speaker, p)  # 'found the ending rushed': the diary-style dropped 'I'
    if low in _DROPPED_I_NEG and p + 1 < len(toks):
        row = _verb_row(toks, p + 1)
        if row is not None and (row.attitude or row.belief) and not row.quote_only and not (
                low == "never" and toks[p + 1].low == "mind"):
            # "Didn't think much of the sequel.", "Can't stand the new layout.": diary style
            # ('Never mind the cost' bids the listener disregard it)
            return _NP(ctx.speaker, p)
    if low in _DROPPED_I_LOVE and toks[p].text[:1].isupper() and p + 1 < len(toks) and (
            toks[p + 1].low in _SPECIFIC) and toks[-1].text != "?":
        # 'Love that place.', 'Hate the new layout tbh': the present, the diary-style dropped 'I'
        return _NP(ctx.speaker, p)
    if is_past(low) and p + 1 < len(toks) and toks[p + 1].low in _SPECIFIC | {"every", "all"}:
        row = _verb_row(toks, p)
        if row is not None and row.attitude and not row.after:
            # 'Loved the soundtrack though.', 'Hated every minute.': the diary-style dropped 'I'
            return _NP(ctx.speaker, p)
    if low.endswith("ing") and p + 1 < len(toks) and toks[p + 1].low in {"that", "how"}:
        # 'Moaning that his rent went up', 'Saying that …': the progressive with its subject and
        # 'is' dropped, answering about the person just talked about
        row = _verb_row(toks, p)
        who = ctx.antecedent() if row is not None and not row.quote_only and not (
            row.contact or row.source or row.attitude) else None
        return _NP(who, p, pronoun=True) if who else None
    if not low.endswith("s") or low.endswith("ss") or lemma(low) == low:
        return None
    row = _verb_row(toks, p)
    if row is None or row.quote_only or row.contact or row.source:
        return None
    who = ctx.antecedent()
    return _NP(who, p, pronoun=True) if who else None


_TOUGH = frozenset({"hard", "easy", "difficult", "impossible", "tough", "tricky", "awkward",
                    "painful", "pleasant"})
_DROPPED_I_NEG = frozenset({"didn't", "don't", "can't", "couldn't", "wouldn't", "never"})
_DROPPED_I_LOVE = frozenset({"love", "hate", "adore", "loathe"})


_DASHES = frozenset({"-", "—", "–"})


def _dash_aside_end(toks: Sequence[Tok], q: int) -> int:
    """'said — and this is X talking, not me — "…"', 'told me — get this — the fete is off': an
    aside set off by dashes between the verb and what it reports is skipped; returns where the
    report starts (``q`` when there is no such aside)."""
    if q >= len(toks) or toks[q].text not in _DASHES:
        return q
    close = next((j for j in range(q + 2, min(q + 14, len(toks))) if toks[j].text in _DASHES),
                 None)
    if close is None or close + 1 >= len(toks) or any(
            toks[j].text in QUOTES or toks[j].text in {".", "!", "?"} for j in range(q + 1, close)):
        return q
    return close + 1


def _group(name: str) -> bool:
    """'the kids', 'the parents', 'the lads': people told as a group (a plural noun after 'the'),
    who pass nothing on as one person."""
    words = name.split()
    return len(words) >= 2 and words[0] == "the" and "'" not in name and (
        words[-1].endswith("s") and not words[-1].endswith("ss")
        or words[-1] in {"children", "people", "men", "women", "staff", "team", "class"})


_SAME_ENDS = frozenset({"too", "tbh", "lol", "though", "tho", "honestly", "btw", "again",
                        "anyway", "apparently", "as", "actually", "basically"})


def _same_view(toks: Sequence[Tok], v: int, q: int) -> int | None:
    """Where a view pointed back ends: 'the same (thing)', 'otherwise' after a verb of saying
    or thinking, or nothing (or 'with' and a person) after 'agree'/'disagree' — the clause
    ending there (or on a stance word, or on 'about' + what it is about); else None."""
    k = q
    verb = lemma(toks[v].low)
    if verb in {"agree", "disagree"}:
        if k + 1 < len(toks) and toks[k].low == "with" and (
                toks[k + 1].low in {"me", "you", "u", "him", "her", "them", "us"}
                or toks[k + 1].text[:1].isupper()):
            k += 2
        elif k + 2 < len(toks) and toks[k].low == "with" and toks[k + 1].low in {
                "the", "my", "our", "your", "his", "her", "their"} and toks[k + 2].text.isalpha():
            k += 3  # ('agree with the registrar', 'with my sister')
    elif k + 1 < len(toks) and toks[k].low == "the" and toks[k + 1].low == "same":
        k += 2
        if k < len(toks) and toks[k].low in {"thing", "things"}:
            k += 1
    elif k < len(toks) and toks[k].low == "otherwise":
        k += 1
    else:
        return None
    end = k
    while end < len(toks) and (toks[end].low in _SAME_ENDS or not toks[end].text[:1].isalnum()):
        if toks[end].text in {",", ";", "-", "—", "–"}:
            return end  # ('Ysolt agrees, she thinks …': a clause of its own after the comma)
        end += 1
    if end < len(toks) and toks[end].low == "about" and k > q:
        return len(toks)  # 'said the same thing about the ferry': what it was about
    return end if end >= len(toks) else None


# verbs of complaint, the holder's judgement of what they complain about (``disappointed_with``)
_COMPLAIN = frozenset({"complain", "moan", "whinge", "grumble", "gripe", "grouse", "bitch"})


_FEELING_CLAUSE_SUBJ = frozenset(
    """he she they it we i you the my his her their our your this these those a an there
    it's they're he's she's there's that's everyone everything nobody nothing""".split())  # noqa: SIM905


def _feeling_clause(toks: Sequence[Tok], q: int) -> bool:
    """After an adjective of feeling: a clause of its own at ``q`` ('that' at most before it),
    a subject and a finite verb within a few words ('gutted the bakery shut', 'fuming that
    they'd …'), not 'happy to help', 'mad at me' or 'so happy the day we …'."""
    q += q < len(toks) and toks[q].low == "that"
    if q >= len(toks) or not (toks[q].low in _FEELING_CLAUSE_SUBJ or toks[q].text[:1].isupper()):
        return False
    if q + 1 < len(toks) and toks[q + 1].low in {"day", "night", "time", "moment", "week"}:
        return False
    if toks[q].low.endswith(("'s", "'re")):
        return True
    return any(t.text[:1].isalpha() and finite(t.low) for t in toks[q + 1:q + 6])


# a time adverb between the one told and what they were told ('told me afterwards that …')
_TOLD_WHEN = frozenset({"afterwards", "afterward", "later", "yesterday", "earlier", "today",
                        "tonight"})


def _after_verb(toks: Sequence[Tok], v: int, row: FrameRow, h: _NP, ctx: TurnContext, names: Names,
                att: Attribution, negated: bool) -> int | None:
    """The rest of a verb frame from its verb at ``v``:
    object, 'that', a quotation or the clause."""
    q = v + 1
    if row.after:
        end = after_end(toks, q, row.after)
        if end is None:
            return None
        q = end
        if q + 1 < len(toks) and toks[q].low in _REFLEXIVES and toks[q + 1].low == "that":
            q += 1  # ('made the point himself that …'): the holder's own, stressed
        if not row.attitude and q < len(toks) and toks[q].low in {"how", "that"}:
            q += 1
    if row.name == "say_past" and q < len(toks) and toks[q].low == "back" and (
            answered_clause(toks, v)):
        q += 1  # 'X wrote back, …': the answer after the particle's comma
    if row in FEELING_ROWS and att.bare:
        # ('…, I'm still fuming', 'he won't be happy', 'bitter as hell': a feeling with no
        # clause after it reports nothing)
        return None
    if toks[v].low == "point" or toks[v].low.startswith("pointed"):
        if q < len(toks) and toks[q].low == "out":
            q += 1
        else:
            return None
    if not row.quote_only and not att.bare and row.name != "believe_it" and _duration_only(
            toks, q):  # ("don't believe it for a minute": no duration, an emphasis)
        # ('his nephew complained for a whole week when it rained', 'he moaned all night': a verb
        # of saying with how long it went on, no 'that' after it, reports no clause)
        return None
    if row.name == "say_past" and not att.bare and q < len(toks) and _only_adverbial(toks, q):
        # a past verb of saying with a bare clause ('she hinted they'd …') says what only when
        # a clause follows it: 'replied straight away, …', 'commented yesterday' say when
        return None
    recipient: str | None = None
    if row.name == "say" and q + 1 < len(toks) and toks[q].low == "to" and toks[q + 1].low in {
            "her", "him"}:
        # "Dana's brother said to her …": the one said to passed it on, as after 'told her'
        owner_of = h.name.rsplit("'s ", 1)[0] if "'s " in h.name and not h.pronoun else None
        who = (owner_of if owner_of and owner_of not in {ctx.speaker, SOMEONE}
               and compatible(toks[q + 1].low, owner_of)
               else resolve_pronoun(toks[q + 1].low, ctx, exclude=[h.name]))
        if who and who not in {h.name, ctx.speaker, SOMEONE}:
            recipient = who
        q += 2
    elif row.name in {"say", "pass_on"} and q + 1 < len(toks) and toks[q].low == "to" and (
            toks[q + 1].low in TOLD):
        q += 2  # 'said to me that …', 'passed it on to me, …'
    elif row.name == "pass_on" and q + 1 < len(toks) and toks[q].low == "to" and (
            rec0 := holder_np(toks, q + 1, ctx, names, h.name)) is not None and (
            rec0.name not in {ctx.speaker, SOMEONE, h.name}) and (
            (after_rel := _who_told_me(toks, rec0.end, rec0.name)) > rec0.end):
        # 'X passed it on to Y, who passed it on to me: …': Y passed it on to the speaker
        recipient, q = rec0.name, after_rel
    if row.obj != "none":
        # ('X told his mum …': the object's possessive binds to the subject first)
        bound = h.name if h.name not in {SOMEONE, ctx.speaker} and "'s " not in h.name else None
        # ('told the whole choir she's …', "told the parents' evening there's …": a body of
        # people told, no role nor name in it, then the clause — no one relaying it)
        body = _group_told_end(toks, q) if q < len(toks) and toks[q].low in {"the", "all"} and (
            not any(t.text[:1].isupper() for t in toks[q + 1:q + 4])) else None
        rec = (
            holder_np(toks, q, ctx, names, bound)
            if q < len(toks) and body is None
            and toks[q].low not in {"me", "us", "you", "everyone", "everybody", "all", "people"}
            else None
        )
        if (
            rec is None
            and q < len(toks)
            and toks[q].low in {"him", "her", "them"}
            and (
                q + 1 >= len(toks)
                or not toks[q + 1].text[:1].isalpha()
                or toks[q + 1].low not in EN_ROLE_NOUNS
            )
        ):
            # (an unnamed source, 'apparently the chef told him', names no one 'him' could be)
            outer = att.holders[-1] if att.holders and att.holders[-1] != SOMEONE else None
            # "Ysolt's dad told her …": her = the teller's possessor, named in the same breath
            owner_of = h.name.rsplit("'s ", 1)[0] if "'s " in h.name and not h.pronoun else None
            if owner_of in {ctx.speaker, SOMEONE}:
                owner_of = None
            # 'X said his vet told him …': him = X, no one new; never the teller itself ('himself')
            who = (
                outer
                if outer and compatible(toks[q].low, outer)
                else owner_of
                if owner_of and compatible(toks[q].low, owner_of)
                else resolve_pronoun(toks[q].low, ctx, exclude=[h.name])
            )
            rec = _NP(who, q + 1) if who and who != h.name else None
        group = rec is not None and not rec.pronoun and _group(rec.name)
        if body is not None:
            q = body
        elif group and rec is not None:
            q = rec.end  # 'told the kids …', 'told the parents …': a group, no one relaying it
        elif (
            rec is not None
            and rec.name not in {ctx.speaker, SOMEONE}
            and not rec.name.startswith(f"{SOMEONE}'s")
        ):
            # 'The physio told her …', 'he told my wife …': the one told passed it on to the speaker
            # — not a stranger known only by a role ('Orbel told the nurse …': the speaker heard
            # it told, the nurse passes nothing on)
            stranger = not rec.pronoun and rec.name.startswith("the ") and "'s" not in rec.name
            recipient = rec.name if rec.name != h.name and not stranger else None
            q = _who_told_me(toks, rec.end, rec.name)
        elif q < len(toks) and (
            toks[q].low in TOLD
            or names.is_name(toks, q)
            or _is_role(toks[q].low)
        ):
            q += 1
        elif q < len(toks) and toks[q].low in _GROUP_DETS and (
                (k := _group_told_end(toks, q)) is not None):
            q = k  # 'told the whole group (that) …', 'told his whole team …': a group told, no
            # one relaying it
        elif q + 1 < len(toks) and _people_plural(toks[q].low):
            # 'told reporters (outside the court) that …', 'told voters …': people of a kind,
            # told in public, no one relaying it — a place phrase before the 'that' skipped
            q += 1
            if toks[q].low in W.PREPOSITIONS and (that := next(
                    (j for j in range(q + 1, min(q + 7, len(toks))) if toks[j].low == "that"),
                    None)) is not None and all(t.text[:1].isalnum() for t in toks[q:that]):
                q = that
        elif row.obj == "required" and lemma(toks[v].low) in {"text", "message", "email"} and (
                _passed_on_report(toks, q, h, ctx, names, att)):
            # 'X texted, her boss reckons …', 'X messaged - the vet says …': what the message
            # passed on, as after a call
            _add(att, h, ctx, row, negated, recipient)
            return q + 1
        elif row.obj == "required" and _saying(toks, q) is None:
            return None
        if q > v + 1 and q + 1 < len(toks) and toks[q].low in _TOLD_WHEN and (
                toks[q + 1].text[:1].isalpha()):
            q += 1  # 'told me afterwards his wife had …': when it was told, then what
        if q > v + 1 and clock_time([t for t in toks[q:] if t.text[:1].isalnum()]):
            return None  # ('he pinged me at nine': when the message came, nothing said)
    if row.name == "let_know":
        if q >= len(toks) or toks[q].low != "know":
            return None  # 'let me see', 'let it go': no message passed on
        q += 1
    how = row.attitude and toks[q - 1].low == "about" and not att.bare and q + 1 < len(toks) and (
        toks[q].low == "how" and (_unquoted_clause(toks, q + 1)
                                  or _named_frame_at(toks, q + 1, names)))
    if row.name == "disappointed_with" and toks[q - 1].low == "about" and (
            lemma(toks[v].low) not in _COMPLAIN or not how and (
                toks[v - 1].low in _PARTICLE_ADVERBS or toks[v].low.endswith("s") or negated
                or any(start > 0 for start, _ in en_time_spans(
                    " ".join(t.text for t in toks[q:]))))):
        # ('upset about the result' is how one feels; 'complained about the rota' judges it,
        # but 'she always whinges about the parking' / 'has never complained about the noise' is
        # a habit, the speaker's verdict on her, and 'complained about the hedge in May' a deed)
        return None
    if how:
        # 'was raving about how the pier cafe is …': what is raved about is a clause — a view
        # reported, the holder's
        _add(att, h, ctx, row, negated, recipient)
        return q + 1
    if row.attitude:
        thing = h.name.startswith("the ") and h.name.split()[-1] not in EN_ROLE_NOUNS
        if att.bare or h.lower or thing:
            return None  # 'the huskies prefer the snow': no person holds an attitude there
        return _attitude(toks, v, q, row, h, ctx, names, att, negated)
    if row.contact or row.name in {"say", "tell", "warn"}:
        k = _saying(toks, q)
        if k is not None:
            # ('her landlord rang her saying …', 'texted him to say …': the one rung passed it
            # on, as after 'told her')
            q = k
        elif row.contact and _passed_on_report(toks, q, h, ctx, names, att):
            # 'X rang, her boss reckons …', 'X phoned me, the vet says …': what the call passed
            # on — X relays the report that follows
            _add(att, h, ctx, row, negated, recipient)
            return q + 1
        elif row.contact:
            return _naming(toks, v, q, h, ctx, names, att, negated)
    heard = _heard_saying(toks, v, ctx, names, h) if row.name == "hear" else None
    if heard is not None:
        # 'X heard Y say …', 'I overheard her telling him …': Y holds it, X heard it
        if h.name != ctx.speaker:
            _add(att, h, ctx, row, negated, recipient)
        recipient = None
        h, q = heard
    if row.source and q < len(toks):
        # 'Oksana heard from Leif that …': the subject relays, the one heard from holds the view
        src = holder_np(toks, q, ctx, names, h.name, lenient=True, slot=True)
        if src is None:
            return None
        if row.name == "get_it_from" and _thing(src.name) and (
                src.name.split()[-1] not in W.ORG_NOUNS - _SELLERS) and not (
                src.end < len(toks) and toks[src.end].low == "that"):
            return None  # ('got it from the market, it was cheap': bought there, no news)
        _add(att, h, ctx, row, negated, recipient)
        if h.name not in {ctx.speaker, SOMEONE}:
            att.heard_via = [h.name, src.name]
        recipient = None
        h, q = src, src.end
        q = _relative_aside_end(toks, q)
        if row.name.endswith("message_from") and q < len(toks) and toks[q].low == "saying":
            q += 1  # ('showed me a text from X saying …': what the message says)
    q = _dash_aside_end(toks, q)
    while q < len(toks) and (
            toks[q].text in {",", ":"} or toks[q].text in _DASHES and q > v + 1 and (
                # ('heard it from X - the pier is shut', 'passed it on to me - …': a dash before
                # the news a source row passed on, as a comma or a colon)
                row.source or row.name == "pass_on")):
        q += 1
    if q > v + 1 and q + 2 < len(toks) and toks[q - 1].text == "," and toks[q + 1].text == "," and (
            toks[q].low in _HESITATIONS or toks[q].low == "like" and not row.quote_only):
        q += 2  # 'was saying, like, the quiz is …': a hesitation before the reported clause
    for aside in _VERBATIM_ASIDES:
        # 'said, and I quote, "…"', 'put it, word for word: …': an aside that the report is verbatim
        if [t.low for t in toks[q:q + len(aside)]] == list(aside):
            q += len(aside)
            while q < len(toks) and toks[q].text in {",", ":"}:
                q += 1
            break
    if row.quote_only:
        # 'put it like this: "…"', 'put it best, "…"': a manner phrase before the quotation
        m = q
        while m < min(q + 4, len(toks)) and toks[m].low in _MANNER_BEFORE_QUOTE:
            m += 1
        if m > q and m < len(toks) and toks[m].text in QUOTES:
            q = m
        elif row.name == "put_it" and m > q and toks[m - 1].text == ":" and m < len(toks) and (
                _unquoted_clause(toks, m)):
            # 'X put it well: the café is basically finished'
            _add(att, h, ctx, row, negated, recipient)
            return m
        if lemma(toks[v].low) == "go" and (told := _addressee_end(toks, q)) is not None:
            q = told  # 'goes to his mate "…"', 'went to the whole table, "…"': the one spoken to
    elif q < len(toks) and toks[q].low == "to" and lemma(toks[v].low) in {
            "say", "shout", "yell"} and (told := _addressee_end(toks, q, True)) is not None:
        q = told  # 'says to Ysolt "…"', 'said to the whole table, "…"': the one spoken to heard it
    if q + 1 < len(toks) and toks[q].low == "that" and toks[q + 1].text in QUOTES and (
            not row.quote_only):
        q += 1  # ('told us that "a warm room breeds germs"': the words quoted are the clause)
    if q < len(toks) and toks[q].text in QUOTES:
        end = next((j for j in range(q + 1, len(toks)) if toks[j].text in QUOTES), len(toks))
        if end <= q + 1:
            return None
        _add(att, h, ctx, row, negated, recipient)
        att.quote = (toks[q + 1].start, toks[end - 1].end)
        return q + 1
    if (
        row.quote_only
        and toks[v].low == "like"
        and v > 0
        # ("I'm like it's …": the speaker's own quotative too)
        and (toks[v - 1].low in _BE or toks[v - 1].low.endswith(("'s", "'re", "'m"))
             # ('was all like', 'is always like', "she's literally like"): a word between
             or toks[v - 1].low in _BE_LIKE_BETWEEN and v > 1 and (
                 toks[v - 2].low in _BE or toks[v - 2].low.endswith(("'s", "'re", "'m"))))
        and (q > v + 1 and toks[v + 1].text in {",", ":"} or q == v + 1
             and q < len(toks)
             and (_unquoted_clause(toks, q) or toks[q].low in QUOTE_INTERJECTIONS
                  or _verbless_verdict(toks, q) or _named_frame_at(toks, q, names)))
        and (sum(t.text[:1].isalpha() for t in toks[q:]) >= (2 if q > v + 1 else 3)
             # ("I'm like it's fine", 'she was like that's mad': a short contracted clause after
             # a person's quotative — not 'it feels like it's …')
             or sum(t.text[:1].isalpha() for t in toks[q:]) == 2 and "'" in toks[q].low
             and h.name.lower() not in {"it", "that", "this", "there"} and not _thing_np(h.name))
        or q == v + 1 and _verbless_verdict(toks, q) and toks[v].low not in _GO_NOT_QUOTING
        and not (toks[v].low == "goes" and _going_manner(toks, q))
        and not _thing_np(h.name) and not (row.belief and toks[v].low in _FEEL)
    ):
        # 'Zenobius was like, the new app is rubbish', 'he was like they never open on
        # time': speech reported without quotation marks (with no comma only before a clause
        # of its own — 'she was like a ghost' compares)
        _add(att, h, ctx, row, negated, recipient)
        return q
    if (
        row.name == "quotative"
        and lemma(toks[v].low) == "go"
        # ('they go the pier is shut', 'so I go, it's fine': the narrative present's base form
        # after a subject pronoun, with a clause of its own after it)
        and (toks[v].low != "go" or v > 0 and toks[v - 1].low in {"they", "i", "we", "you"}
             and _unquoted_clause(toks, q))
        and (q == v + 1 or q == v + 2 and toks[v + 1].text in {",", ":"})
        and (_unquoted_clause(toks, q) or q == v + 2 and _frame_at(toks, q)
             # ('X goes Y said …', 'so X goes, Y reckons …': a report of another's words as the
             # speech)
             or toks[v].low != "go" and _named_frame_at(toks, q, names)
             # ('she goes ugh the pier is …', 'he went no way, it's …': an interjection opens
             # the speech)
             or (after_oh := _past_interjections(toks, q)) > q and _unquoted_clause(toks, after_oh)
             or toks[v].low == "goes" and _verbless_verdict(toks, q)
             and not _going_manner(toks, q))
    ):
        # 'and she goes the old bridge is the nicest walk': speech reported without quotation
        # marks — a clause with a subject and a finite verb right after the quotative
        _add(att, h, ctx, row, negated, recipient)
        return q
    if row.quote_only:
        # 'my neighbour goes there every week and says …':
        # not a quotative, a report after an interlude
        k = _interlude(toks, v + 1, names)
        row2 = _verb_row(toks, k) if k is not None else None
        return (
            _after_verb(toks, k, row2, h, ctx, names, att, negated)
            if k is not None and row2
            else None
        )
    if row.elliptic and row.belief and (
        q >= len(toks) or toks[q].text in {".", "!", "...", ";"} or toks[q].low in _AFTERTHOUGHT
    ):
        # "I'm not convinced.", "Wennick isn't sure tbh": a belief row with nothing after it judges
        # what was just talked about
        _add(att, h, ctx, row, negated, recipient)
        # (a doubting row's stance is against it: 'I doubt it')
        att.anaphoric, att.valence, att.pos = True, row.valence or 1, q
        return q
    thing = h.name.startswith("the ") and h.name.split()[-1].rstrip("s") not in (
        EN_ROLE_NOUNS | PERSON_NOUNS)
    if row.copular and not row.belief and not row.attitude and att.bare and not thing:
        # '…, Brannoc was very clear on that': a person's firm word after what they said, the
        # news pointed back to by 'on/about that' (or by nothing: '…, Brannoc was clear')
        words = [t.low for t in toks[q:] if t.text[:1].isalnum()]
        if not words or len(words) == 2 and words[0] in {"on", "about"} and words[1] in {
                "that", "it", "this"}:
            _add(att, h, ctx, row, negated, recipient)
            return len(toks)
    if (
        q < len(toks)
        and toks[q].low == "so"
        and (negated or q + 1 >= len(toks) or toks[q + 1].text in {".", "!", ",", "either", "too"})
    ):
        _add(att, h, ctx, row, negated, recipient)
        att.anaphoric = True
        return q + 1
    if (
        row.name == "say"
        and not negated
        and h.name != ctx.speaker
        # ('she would say that', "he'd say that": what one would say, no report)
        and not (v > 0 and (toks[v - 1].low in _MODALS or toks[v - 1].low.endswith("'d")))
        and q < len(toks)
        and toks[q].low in {"it", "that"}
        and (q + 1 >= len(toks) or toks[q + 1].text in {".", "!", ","}
             or toks[q + 1].low in {"too", "as", "yesterday", "earlier"})
    ):
        # 'X confirmed it.', 'X mentioned that too' after a question or a report: the news
        # pointed back to, X's — passed on (as 'X says so')
        _add(att, h, ctx, row, negated, recipient)
        att.anaphoric = True
        return q + 1
    if row.name in {"say", "think", "keep_saying", "feel_like", "hear"} and (
            same := _same_view(toks, v, q)) is not None:
        # 'X said the same (thing)', 'X feels the same', 'X says otherwise', 'X agrees (with
        # you)', 'X heard the same': a view pointed back to what was just said, X's — passed on
        _add(att, h, ctx, row, negated, recipient)
        att.anaphoric = True
        return same
    if row.name == "make_comment":
        # a clause said outright: 'made a comment that the ferry is …', '… about how the ferry
        # is …' ('how' before a clause is 'that')
        j = q + 2 if [t.low for t in toks[q:q + 2]] == ["about", "how"] else (
            q + 1 if q < len(toks) and toks[q].low == "that" else None)
        if j is not None and j < len(toks) and _unquoted_clause(toks, j):
            _add(att, h, ctx, row, negated, recipient)
            return j
        # ('… at the school gate about the coach company doubling its prices'): the remark's
        # topic after 'about', a noun phrase and its gerund
        k = next((j for j in range(q, min(q + 7, len(toks))) if toks[j].low == "about"), None)
        if k is None or not all(t.text[:1].isalnum() for t in toks[q:k]) or not any(
                t.low.endswith("ing") and (lemma(t.low) != t.low or t.low in {
                    "being", "having", "getting"}) for t in toks[k + 2:k + 7]):
            return None
        _add(att, h, ctx, row, negated, recipient)
        return k + 1
    if q < len(toks) and (toks[q].low in W.PREPOSITIONS or toks[q].low in _WHEN_WORDS) and not (
            row.evaluative and _small_clause(toks, q)) and not (
            # ('told me the plumber swore …': 'the'/'this' opens the clause's subject unless a
            # time noun follows it — 'the other day', 'this morning')
            toks[q].low in {"the", "this"} and q + 1 < len(toks)
            and toks[q + 1].low not in _DURATION_AFTER_ALL | {"other", "time", "last", "next"}):
        # ('found the commute easier than I expected': the object and its adjective, no adverbial)
        # 'said at lunch that …', 'was saying in the seminar that …', 'told me on the phone
        # they'd …': an adverbial, then the clause
        j = _adverbial_end(toks, q)
        if j is not None:
            q = j
    if row.name in {"say", "keep_saying", "tell", "warn"} and q + 2 < len(toks) and (
            toks[q].low in {"something", "stuff", "things"}):
        # 'said something about how the café is …', 'was saying stuff like the rota's a joke':
        # the gist of what was said, then the clause itself
        k = (q + 3 if [t.low for t in toks[q + 1:q + 3]] == ["about", "how"]
             else q + 2 if toks[q + 1].low == "like"
             else q + 5 if [t.low for t in toks[q + 1:q + 5]] == ["along", "the", "lines", "of"]
             else None)
        while k is not None and k < len(toks) and toks[k].text in {",", ":"}:
            k += 1
        if k is not None and k < len(toks) and _unquoted_clause(toks, k):
            q = k
        elif toks[q + 1].low == "about" and (_gerund_clause(toks, q + 2) or any(
                t.low in {"being", "having", "getting"} for t in toks[q + 3:q + 7])):
            # 'mentioned something about the cafe being a rip-off': the gist, a state of affairs
            _add(att, h, ctx, row, negated, recipient)
            return q + 2
    that = q < len(toks) and (toks[q].low == "that" or (
        # 'was saying how the café is going downhill': 'how' before a clause is 'that'
        toks[q].low == "how" and row.name in {"say", "keep_saying", "tell", "warn"}
        and lemma(toks[v].low) not in {"explain", "suggest"} and (
            _unquoted_clause(toks, q + 1) or _exclamative_at(toks, q)
            # ('was telling me how Ysolt reckons …': a report of another's view)
            or _named_frame_at(toks, q + 1, names))))
    if not that and q < len(toks) and toks[q].low == "what" and row.name in {
            "say", "keep_saying", "tell"} and _exclamative_at(toks, q):
        # 'said what a mess the launch was': an exclamative reported, the holder's verdict
        that = True
    if not that and negated and q < len(toks) and toks[q].low in {"how", "what"} and (
            lemma(toks[v].low) == "believe") and _exclamative_at(toks, q):
        # "X couldn't believe how bad the spa was": disbelief at a degree is an exclamation, the
        # holder's verdict (not a belief denied); the exclamation keeps its 'how'
        that, negated, q = True, False, q - 1
    if (
        that
        and q + 1 < len(toks)
        and toks[q + 1].low in W.PREPOSITIONS
        and not att.bare
        and not any(t.text[:1].isalpha() and finite(t.low) for t in toks[q + 2:])
    ):
        # 'she says that about everyone': a demonstrative object, nothing reported (not 'said
        # that in the meeting the budget is gone', a clause after an adverbial)
        return None
    if (
        that
        and not att.bare
        and not (v > 0 and (toks[v - 1].low in _BE or toks[v - 1].low in {"got", "get"}))
        and q + 1 < len(toks)
        and toks[q + 1].text.isalpha()
        and toks[q + 1].text.islower()
        and toks[q + 1].low not in W.STOPWORDS
        and toks[q + 1].low not in W.PRONOUNS
        and toks[q + 1].low not in W.ADVERBS
        and not finite(toks[q + 1].low)
        and not any(t.text[:1].isalpha() and _maybe_finite(t.low) and not _plural_in_np(toks, k)
                    or "'" in t.low for k, t in enumerate(toks[q + 2:], q + 2))
    ):
        # 'the singer wrote that song about her ex', 'she mentioned that recipe': 'that' a
        # demonstrative before the object's noun, no clause after it — nothing reported
        return None
    if row.name in ("go_on_that", "make_point", "raise_concern") and not that and not (
            # ('that' right after the frame's words was taken with them)
            row.after and q > 0 and toks[q - 1].low == "that"
            and (toks[q - 2].low in row.after[-1].split("|") or toks[q - 2].low in _REFLEXIVES)):
        # ('went on holiday', 'goes on and on', 'made the point clear': no report without 'that')
        return None
    q += that
    if row.copular and not row.belief and not row.attitude and (not that or thing):
        return None  # 'was clear that …' of a person; not 'the sky was clear and …'
    conditional = (
        q < len(toks)
        and toks[q].low in {"if", "unless"}
        and not negated
        and sum(_maybe_finite(t.low) for t in toks[q + 1:]) >= 2
    )
    # 'my aunt said if the trains strike we can stay with her': a conditional reported (not the
    # 'whether' of 'didn't say if …', which is negated or has no main clause after it)
    if att.bare and not that and q == v + 1 and q < len(toks) and toks[q].low in _VERB_COMPLEMENT:
        return None  # "he moaned about the rent": the verb's own complement
    if att.bare and q + 1 < len(toks) and toks[q].low in {"it", "this"} and (
            toks[q + 1].low in W.PREPOSITIONS or not toks[q + 1].text[:1].isalnum()
            or toks[q + 1].low in {"yesterday", "today", "earlier", "last", "lol", "too"}):
        q += 1  # 'X mentioned it after choir': the news before it, pointed back to
    if (
        att.bare
        and not that
        and (
            q >= len(toks)
            or toks[q].low in W.PREPOSITIONS
            or not toks[q].text[:1].isalnum()
            or toks[q].low
            in {"yesterday", "today", "earlier", "once", "again", "too", "last", "lol"}
        )
    ):
        # a postposed frame: its proposition came before it
        _add(att, h, ctx, row, negated, recipient)
        return q
    if (
        lemma(toks[v].low) in {"tell", "warn"}
        and not att.bare
        and q > v + 1
        and q + 1 < len(toks)
        and toks[q].low == "to"
        and (toks[q + 1].low in _BASE_VERBS or toks[q + 1].low in {"not", "never"}
             or toks[q + 1].text.isalpha() and toks[q + 1].text.islower()
             and toks[q + 1].low not in W.DETERMINERS and toks[q + 1].low not in W.PRONOUNS
             and not toks[q + 1].low.endswith(("ing", "ed", "s")))
        and toks[q + 1].low not in W.PREPOSITIONS
    ):
        # 'Her physio told Wendeline to avoid stairs', 'the vet warned us not to …': advice
        # reported, the teller's; the one told passes it on
        _add(att, h, ctx, row, negated, recipient)
        return q
    if row.name in {"say", "keep_saying"} and not att.bare and q + 2 < len(toks) and (
            toks[q].low in {"don't", "dont"} and toks[q + 1].low in _BASE_VERBS
            or toks[q].low == "never" and toks[q + 1].low in {"again", "go", "book", "order"}):
        # 'X says don't bother with the pier cafe', 'X said never again': advice or a verdict
        # in the imperative, the sayer's
        _add(att, h, ctx, row, negated, recipient)
        return q
    if (
        lemma(toks[v].low) == "say"
        and not att.bare
        and q == v + 1
        and q + 2 < len(toks)
        and toks[q].low == "to"
        and (toks[q + 1].low in _ADVISED or toks[q + 1].low in {"not", "never"} and (
            toks[q + 2].low in _ADVISED))
    ):
        # 'X said to avoid the pier cafe', 'X said not to bother': advice on a thing reported,
        # as 'told me to …' (not 'said to me …', the one said to, nor 'said to meet at six', an
        # arrangement)
        _add(att, h, ctx, row, negated, recipient)
        return q
    # 'the warden says no drones over the park': a rule reported as a verbless 'no'-phrase (not
    # 'she said no', a refusal, nor 'said no to …')
    rule = (
        row.name in {"say", "tell"}
        and q + 2 < len(toks)
        and toks[q].low == "no"
        and toks[q + 1].text.isalpha()
        and toks[q + 1].low not in {"to", "way", "one", "thanks", "idea"}
        and sum(t.text[:1].isalpha() for t in toks[q:]) >= 3
    )
    # 'the fitter said Thursday at the earliest', 'she told us forty quid': an answer of a time
    # or an amount reported as said, with no verb of its own (to what was just asked)
    # (an estimate too: 'the vet reckoned six weeks minimum', 'she guessed forty quid')
    answer = (row.name in {"say", "tell", "keep_saying"}
              or lemma(toks[v].low) in {"reckon", "guess", "estimate"}
              ) and not that and not att.bare and _reported_answer(toks, q) and (
        # ('I texted the plumber on Wednesday': when the speaker told it, a time is no view)
        h.name != ctx.speaker)
    # 'she said cutting it to once a week': a course of action proposed, a gerund phrase with
    # no finite verb after it (not 'said nothing', nor a gerund subject with its own verb)
    proposal = (
        row.name in {"say", "tell"} and not that and not att.bare and q + 2 < len(toks)
        and toks[q].low.endswith("ing") and lemma(toks[q].low) != toks[q].low
        and lemma(toks[q].low) in _BASE_VERBS and toks[q].low not in {"saying", "telling"}
        and not any(t.text[:1].isalpha() and finite(t.low) for t in toks[q + 1:])
    )
    rule = rule or answer or proposal
    if negated and row.belief and q + 2 < len(toks) and toks[q].low in {"if", "whether"} and (
            lemma(toks[v].low) in {"sure", "certain"}):
        # "X isn't sure if it's worth it", "wasn't certain whether …": the holder's doubt of the
        # clause, as "isn't sure it's worth it" (the speaker's own with 'I')
        q += 1
        that = True
    if (
        q >= len(toks)
        or not that
        and not conditional
        and not rule
        and (toks[q].low in _NOT_A_CLAUSE and not _pronoun_subject(toks, q)
             or toks[q].low in W.PREPOSITIONS)
        or not toks[q].text[:1].isalnum()
    ):
        return None
    if not that and not rule and q < len(toks) and lemma(toks[v].low) in _ALSO_TRANSITIVE and (
            _bare_plural(toks[q])):
        # ('added rooms to the plan', 'keeps adding windows …', 'posts updates daily'): a
        # bare plural right after such a verb is its object — a clause has its subject first
        return None
    # ('on about the parking being a nightmare': a gerund clause is what is gone on about)
    rule = rule or row.name in {"be_on_about", "go_on_about"} and (any(
        t.low in {"being", "having", "getting"} for t in toks[q + 1:q + 6]) or _gerund_clause(
            toks, q))
    if not that and not rule and not row.evaluative and not any(
        "'" in t.low and t.low.split("'")[0] in _CONTRACTING_SUBJECTS  # "they're …": a clause
        or _maybe_finite(t.low) and not (t.low.endswith("ing") and t.low in W.AUX)
        and not _plural_in_np(toks, k) and not _base_after_singular(toks, k)
        # ('texted me a photo of the dog', 'wrote a book about …': a base form right after an
        # article or a possessive is the object's noun)
        and not (k > q - 1 and toks[k - 1].low in _NOUN_AFTER and lemma(t.low) == t.low)
        # ('wrote all the songs themselves', 'wrote the rules ages ago': a reflexive, a span
        # before 'ago'; '…, which shows': a relative's verb is no verb of the report)
        and t.low not in _SELF_WORDS and not (k + 1 < len(toks) and toks[k + 1].low == "ago")
        # ('added rooms to the plan', 'posts updates daily': a word right after the verb that
        # could be a verb's -s form is the object's plural — a clause has its subject first)
        for k, t in _past_subject_relative(toks, q)
    ) and not (row.name in {"say", "keep_saying"} and _verbless_predicate(toks, q)) and not (
            _nominative_clause(toks, q)):
        # 'believes every rumour going', 'wrote <something> on the board': an object, no clause
        # ('going' alone is no finite verb)
        if negated and row.name == "say" and _corrected_quote(toks, q):
            # "She didn't say all nine lol. Only the ones from …": a word of the report denied,
            # quoted back — a correction of what she said, her view still passed on
            _add(att, h, ctx, row, False, recipient)
            return q
        return None
    if row.name == "find" and q < len(toks) and toks[q].low in {"a", "an", "some"} and not (
            _small_clause(toks, q)):
        # 'found a cheap flight', 'X found a great deal on a van': an indefinite object with its
        # adjective inside it — what was found, no verdict on it (not 'found it a rip-off')
        return None
    if row.evaluative and not any(
        abs(valence(t.low)) >= 1.0 or t.low in DEGREE for t in toks[q:]
    ) and not _small_clause(toks, q) and not efficacy(toks, q + (
            q < len(toks) and toks[q].low == "that")):
        # ('found it did basically nothing': a verdict of efficacy is an evaluation too)
        return None
    if h.lower and not row.belief and row.name not in {"say", "tell", "keep_saying"}:
        return None
    if row.name == "know" and (negated or att.rows or att.own or h.name == ctx.speaker or (
            h.name == SOMEONE) or not that and not any(
            t.low in COPULA or t.low in W.AUX or "'" in t.low or is_past(t.low)
            for t in toks[q + 1:q + 6])):
        # ("X doesn't know the pier shut": the speaker's news; 'X knows loads about boats': an
        # object, no clause held true; "I don't think X knew …": under another frame, what X
        # knew is that frame's holder's business; 'I know …', 'a guy I know reckons …': the
        # speaker's own knowing is no frame)
        return None
    if row.name == "think" and toks[v].low in _FEEL and not that and not (
            toks[q].low in _CLAUSE_OPENERS or toks[q].low in _NP_OPENERS
            or toks[q].text[:1].isupper() or "'" in toks[q].low):
        return None  # 'X felt really sick', 'the intro felt super smooth': how, not a belief
    if h.name == ctx.speaker and row.name in {"tell", "say"} and _only_adverbial(toks, q):
        return None  # 'I rang the caretaker at noon': when the speaker did, nothing reported
    _add(att, h, ctx, row, negated, recipient)
    return q


# verbs of saying that are as often plain transitive verbs of doing ('added rooms', 'posted
# photos', 'wrote songs'): before a bare plural they report nothing
_ALSO_TRANSITIVE = frozenset(
    "add post write tweet note stress announce promise observe confirm disclose declare".split())  # noqa: SIM905


def _bare_plural(t: Tok) -> bool:
    """A lower-case plural noun said with no determiner ('rooms', 'entities'): an -s form whose
    lemma differs, no auxiliary, no possessive."""
    return t.low.endswith("s") and not t.low.endswith(("ss", "'s", "\u2019s")) and (
        t.low not in W.AUX) and not t.text[:1].isupper() and lemma(t.low) != t.low and (
        t.low not in W.PRONOUNS)


def _pronoun_subject(toks: Sequence[Tok], q: int) -> bool:
    """'(was saying) anything over an hour needs a form', '(said) nothing's changed', '(said)
    no one is coming': an indefinite pronoun with a finite verb of its own within a few words is
    a clause's subject, not the object of the verb of saying ('wasn't saying anything about
    it')."""
    if toks[q].low == "no" and q + 1 < len(toks) and toks[q + 1].low.split("'")[0] == "one":
        q += 1  # ('no one', a pronoun of two words)
    elif toks[q].low not in {"anything", "nothing", "something"}:
        return False
    if "'" in toks[q].low:
        return True
    return any(finite(t.low) and t.low not in W.PREPOSITIONS for t in toks[q + 1:q + 5]
               if t.text[:1].isalpha())


_NOTHING_SAID = frozenset({"anything", "nothing", "much", "it", "that", "this", "so", "a",
                           "any", "no", "yes", "hi", "hello", "bye", "goodbye", "sorry",
                           "thanks", "thank", "sth", "something", "owt", "one", "which", "what",
                           "when", "where", "who", "how", "why", "whether", "if"})


def _corrected_quote(toks: Sequence[Tok], q: int) -> bool:
    """'(didn't say) all nine', '(never said) every weekend': a short phrase of quantity or time
    quoted back from a report, up to the clause's end — not 'anything', 'a word', 'that'."""
    words = []
    k = q
    while k < len(toks) and toks[k].text not in {".", "!", "?", ",", ";", "-", "—"}:
        if toks[k].text[:1].isalnum() and toks[k].low not in {"lol", "tbh", "though", "tho"}:
            words.append(toks[k].low)
        k += 1
    return 1 <= len(words) <= 4 and words[0] not in _NOTHING_SAID and (
        words[0] in _QUANTIFIERS or words[0] in {"every", "only", "just", "twice", "once"}
        or words[0][:1].isdigit() or words[0] in W.NUMBERS)


_GERUND_NOT_SUBJ = frozenset({"the", "a", "an", "my", "your", "his", "her", "our", "their",
                              "its", "this", "that", "these", "those", "some", "any", "no"})


def _gerund_clause(toks: Sequence[Tok], q: int) -> bool:
    """'(going on about) us needing a bigger van', 'the council putting the rent up': a subject
    and its gerund, a state of affairs — not 'the wedding', 'her meeting' (a noun after a
    determiner)."""
    for k in range(q + 1, min(q + 5, len(toks))):
        t = toks[k]
        if not t.text[:1].isalpha():
            return False
        if (t.low.endswith("ing") and lemma(t.low) != t.low and lemma(t.low) in _BASE_VERBS
                and toks[k - 1].low not in _GERUND_NOT_SUBJ and toks[k - 1].text[:1].isalpha()):
            return True
    return False


_FEEL = frozenset({"feel", "feels", "felt", "feeling"})
# between 'be' and a quotative 'like': 'was all like', 'is always like', "she's literally like"
_BE_LIKE_BETWEEN = frozenset({"all", "always", "literally", "just", "totally", "basically",
                              "constantly", "forever", "kinda", "actually", "still"})



_HEARD_SAYING = frozenset(
    "say saying mention mentioning tell telling claim claiming complain complaining".split())  # noqa: SIM905


_PASSED_ON = frozenset({"told", "texted", "messaged", "rang", "called", "emailed", "tipped"})


def _who_told_me(toks: Sequence[Tok], q: int, rec: str | None = None) -> int:
    """'… told Mira, who told me(,) …', '… told my sister, who passed it on': a relative
    clause after the one told saying that they passed it on to the speaker — the chain the
    recipient already stands for; returns where the report goes on (``q`` when there is none).
    With ``rec`` (the one told) a clause joined by 'and' does the same: '… told Mira and Mira
    told me …', '…, and she told me …', 'and then he passed it on' (its subject the one told,
    by name or by a pronoun of their gender)."""
    k = q + (q < len(toks) and toks[q].text == ",")
    if k + 2 >= len(toks):
        return q
    w = toks[k].low
    if w == "who":
        k += 1
    elif w == "and" and rec is not None:
        k += 1 + (toks[k + 1].low == "then")
        if k + 1 >= len(toks):
            return q
        s = toks[k]
        if s.low in {"he", "she", "they"}:
            if not compatible(s.low, rec):
                return q
        elif not (s.text[:1].isupper() and name_key(s.base) == name_key(rec)):
            return q
        k += 1
    else:
        return q
    if k < len(toks) and toks[k].low == "then":
        k += 1
    low = [t.low for t in toks[k:k + 4]]
    if low[:1] and low[0] in _PASSED_ON and low[1:2] and low[1] in {"me", "us"}:
        end = k + 2
    elif low[:3] == ["passed", "it", "on"]:
        end = k + 3 + (low[3:4] == ["to"] and k + 4 < len(toks) and toks[k + 4].low in {
            "me", "us"}) * 2
    else:
        return q
    if end < len(toks) and toks[end].low in W.PREPOSITIONS and toks[end].low != "that":
        return q  # ('…, who told me about it': more than the passing on)
    while end < len(toks) and toks[end].text in {",", "-", "—", "–"}:
        end += 1
    return end


def _heard_saying(toks: Sequence[Tok], v: int, ctx: TurnContext, names: Names,
                  h: _NP) -> tuple[_NP, int] | None:
    """'X heard Y say (that) …', 'I overheard her telling him …': speech perceived, its speaker
    after the verb of hearing at ``v``, then a verb of saying; returns that speaker and where
    the report (or its 'that') starts."""
    src: _NP | None
    if v + 2 < len(toks) and toks[v + 1].low in _OBJ_3RD and toks[v + 2].low in _HEARD_SAYING:
        # ('heard her say …': 'her' is the one heard, not a possessive before a noun 'say')
        pro = {"him": "he", "her": "she", "them": "they"}[toks[v + 1].low]
        who = resolve_pronoun(pro, ctx, exclude=[h.name])
        # (one heard whom the dialogue cannot name still holds the words)
        src = _NP(who or SOMEONE, v + 2, pronoun=True)
    else:
        src = holder_np(toks, v + 1, ctx, names, h.name, lenient=True, slot=True)
    if src is None or src.name in {h.name, ctx.speaker} or src.end >= len(toks):
        return None
    e = src.end
    if not src.pronoun and toks[e].low in _HOLDER_PREPS:
        # 'heard Ysolt from the choir telling …': where the one heard is from
        e = next((j for j in range(e + 2, min(e + 6, len(toks))) if toks[j].low in _HEARD_SAYING
                  and all(t.text[:1].isalnum() for t in toks[e:j])), e)
    if toks[e].low not in _HEARD_SAYING:
        return None
    k = e + 1
    if toks[e].low.startswith("tell"):
        # the one told ('telling him', 'telling someone', 'telling the coach'): not in the chain,
        # the speech was heard first hand
        if k < len(toks) and (toks[k].low in TOLD or toks[k].low in _EVERYONE or toks[
                k].low in _OBJ_3RD or toks[k].low in _SOMEONE_TOLD or names.is_name(toks, k)):
            k += 1
        elif (rec := holder_np(toks, k, ctx, names, src.name, lenient=True)) is not None:
            k = rec.end
        else:
            return None
    if k < len(toks) and toks[k].low in {"it", "that", "so"} and (
            k + 1 >= len(toks) or not toks[k + 1].text[:1].isalnum()):
        return None  # ('I heard him say it': words said before, pointed back at)
    return _NP(src.name, e, pronoun=src.pronoun), k


_SOMEONE_TOLD = frozenset({"someone", "somebody", "anyone", "anybody", "one", "another"})


def _named_frame_at(toks: Sequence[Tok], q: int, names: Names) -> bool:
    """A name and its verb of saying or thinking at ``q`` ('Ysolt said …', 'Ysolt reckons …')."""
    return q + 2 < len(toks) and names.is_name(toks, q) and toks[q + 1].low in W.REPORT_VERBS


def _frame_at(toks: Sequence[Tok], q: int) -> bool:
    """A possessed holder and its verb of saying at ``q`` ('my brother says …')."""
    return q + 2 < len(toks) and toks[q].low in _POSS_DET and _verb_row(toks, q + 2) is not None


def _reported_answer(toks: Sequence[Tok], q: int) -> bool:
    """From ``q`` to the end of the sentence, a short verbless answer of a time or an amount:
    'Monday at the earliest', 'next week probably', 'forty quid', 'about two hours'. 'at'/'by'
    open one only before a time or a number ('at 9', 'by Friday'), not a place. A comma may close
    it ('ten days of rest, no walks at all')."""
    end = next((j for j in range(q, len(toks)) if toks[j].text in {".", "!", "?", ";", ","}
                or _clause_joined(toks, j)), len(toks))
    words = [t for t in toks[q:end] if t.text[:1].isalnum()]
    # ('another two weeks minimum on the ankle': what the amount is of may follow it)
    if not words or len(words) > 8 or any(t.text in QUOTES for t in toks[q:end]):
        return False
    if any(finite(t.low) for t in words):
        return False

    def timely(t: Tok) -> bool:
        return t.low in TIME_OPENERS or t.low in W.NUMBERS or t.low[:1].isdigit() or t.low in {
            "tomorrow", "tonight", "week", "weekend", "month"}

    first = words[0]
    if first.low in _FRACTION_TIMES and len(words) > 1 and (
            timely(words[1]) or words[1].low in {"past", "to", "an"}):
        return True  # 'half 8', 'quarter past six', 'half an hour': a clock time or a span
    if first.low in {"at", "by", "about", "around", "roughly", "mid", "early", "late", "end",
                     "maybe", "probably", "definitely", "next", "another", "only", "just",
                     "nearly", "almost", "over", "under"}:
        return len(words) > 1 and any(timely(t) for t in words[1:3])
    return timely(first)


_FRACTION_TIMES = frozenset({"half", "quarter"})
_JOINING = frozenset({"and", "but", "so", "though", "tho"})
_JOINED_SUBJECTS = frozenset({"he", "she", "they", "we", "i", "you", "it", "he's", "she's",
                              "they're", "it's", "i'm", "we're", "you're", "that's"})


def _clause_joined(toks: Sequence[Tok], j: int) -> bool:
    """A coordinator at ``j`` opening a clause of its own, 'and she's usually right', 'but
    they never check': where a short answer before it ends."""
    return toks[j].low in _JOINING and j + 1 < len(toks) and toks[j + 1].low in _JOINED_SUBJECTS


_DEGREE_BEFORE_ADJ = frozenset({"too", "so", "way", "well", "super", "very", "really", "pretty"})


def _verbless_predicate(toks: Sequence[Tok], q: int) -> bool:
    """A clause whose 'be' the texting register dropped, a short subject then a degree word and
    an adjective ('was saying the flat too small for a piano')."""
    for k in range(q + 1, min(q + 4, len(toks) - 1)):
        if not toks[k].text[:1].isalpha():
            return False
        if toks[k].low in _DEGREE_BEFORE_ADJ and toks[k + 1].text.isalpha() and (
                toks[k + 1].low in W.ADJECTIVES or toks[k + 1].low in W.ADJ_GENERAL
                or abs(valence(toks[k + 1].low)) >= 1.0 or toks[k + 1].low in _SIZE_ADJ):
            return True
    return False


_SIZE_ADJ = frozenset(
    """old young small big tiny huge long short expensive cheap far close late early busy loud
    quiet hard easy slow fast""".split())  # noqa: SIM905

# verbs of coming or going that a participle of saying may follow ('came back saying …', 'turned
# up telling everyone …', 'got back saying …', 'walked in saying …')
_ARRIVED = frozenset(
    """came comes come coming got gets arrived arrives turned turns showed shows walked walks
    ran runs rushed rushes burst bursts stormed storms went goes popped pops rocked rocks
    swanned waltzed wandered strolled marched""".split())  # noqa: SIM905


_GROUP_DETS = frozenset({"the", "all", "our", "my", "his", "her", "their", "your"})
# the first word of a clause after a group told: a subject pronoun (contracted or not), a
# determiner, an expletive
_CLAUSE_FIRST = frozenset({"he", "she", "they", "it", "we", "i", "you", "there", "the", "a", "an",
                           "this", "that", "these", "those", "his", "her", "their", "our", "my",
                           "your", "its", "everyone", "nobody", "no", "some", "all"})


def _group_told_end(toks: Sequence[Tok], q: int) -> int | None:
    """'the whole group', 'all the parents', 'the class': a short noun phrase of a group told,
    then 'that' or a clause; where the clause's words start, or None."""
    for k in range(q + 2, min(q + 5, len(toks))):
        if toks[k - 1].text == "'" and toks[k - 2].low.endswith("s"):
            continue  # ("the parents' meeting": a plural's possessive)
        if not toks[k - 1].text.isalpha() or toks[k - 1].low in EN_ROLE_NOUNS and not (
                # ("the parents' meeting": a plural role is a group too)
                toks[k].text == "'" and toks[k - 1].low.endswith("s")):
            return None
        if toks[k].low == "that":
            return k
        if (_unquoted_clause(toks, k) or _nominative_clause(toks, k)) and not (
                toks[k].low.endswith("s") and "'" not in toks[k].low) and (
                toks[k].low.split("'")[0] in _CLAUSE_FIRST or toks[k].text[:1].isupper()):
            # (a clause's "it's", "she's" after the group; not 'the group of parents', nor the
            # group's own last noun: 'the whole choir she's …')
            return k
    return None


# prepositions that take a reporting verb's own object ('complained about the rent', 'joked
# about it', 'insisted on paying'): after them the verb reports nothing that came before
_VERB_COMPLEMENT = frozenset({"about", "of", "on", "over", "with"})
_VERBATIM_ASIDES = (
    ("and", "i", "quote"), ("and", "i'm", "quoting"), ("i", "quote"), ("quote",),
    ("word", "for", "word"), ("verbatim",),
    # ("X's words, not mine: …": the speaker disowns them — they stay X's)
    ("not", "mine"), ("not", "my", "words"),
)
_MANNER_BEFORE_QUOTE = frozenset(
    {"like", "this", "that", "way", "best", "so", ":", ",", "well", "perfectly", "nicely"})
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_WHEN_WORDS = frozenset({"yesterday", "today", "earlier", "once", "last", "this", "the",
                         "tonight", "recently", "lately"}) | _WEEKDAYS
_CLAUSE_SUBJECTS = frozenset({"he", "she", "they", "we", "i", "you", "it"})
_NP_OPENERS = frozenset({"the", "this", "these", "those", "my", "his", "her", "their", "our",
                         "your"})
# ('told me Thursday the …', 'said earlier they …': a time word alone as the adverbial)
_STANDALONE_WHEN = frozenset({"yesterday", "today", "earlier", "once", "tonight", "recently",
                              "lately"}) | _WEEKDAYS


def _adverbial_end(toks: Sequence[Tok], q: int) -> int | None:
    """A short adverbial after a reporting verb ('at lunch', 'on the phone', 'in her review',
    'yesterday') and where the reported clause starts after it: at 'that', or at a subject
    pronoun with its verb ('was saying on the radio they'll …'). A word after a determiner is a
    noun ('the phone'), not the clause's verb."""
    for j in range(q + 1, min(q + 7, len(toks))):
        t = toks[j]
        if t.low == "that":
            return j
        if t.text == ":" and j > q + 1 and j + 1 < len(toks):
            return j + 1  # 'said at the hearing: "…"': the words after the colon
        if not t.text[:1].isalnum() and not _plural_possessive_mark(toks, j):
            return None
        if j == q + 1 and toks[q].low in _STANDALONE_WHEN and (
                t.low in _CLAUSE_OPENERS or t.low in _POSS_DET) and any(
                finite(x.low) for x in toks[j + 1:j + 5]):
            return j  # 'told me Thursday the lights cost …': the time word, then the clause
        if (j > q + 2 or j == q + 2 and toks[q].low in W.PREPOSITIONS) and t.low in (
                _NP_OPENERS) and toks[j - 1].low not in W.DETERMINERS and (
                toks[j - 1].low not in W.PREPOSITIONS) and any(
                ("'" in x.low or finite(x.low)) and x.low not in W.DETERMINERS
                and not x.low.endswith("ing") for x in toks[j + 1:j + 4]):
            # 'said in office hours the essay doesn't …': after the adverbial's noun, a new
            # determined subject with its verb opens the clause
            k = next(i for i in range(j + 1, j + 4) if "'" in toks[i].low or finite(toks[i].low))
            if k - j <= 3 and all(x.text[:1].isalpha() for x in toks[j:k]):
                return j
        if (j > q + 2 or j == q + 2 and toks[q].low in W.PREPOSITIONS) and t.low in (
                _NP_OPENERS) and toks[j - 1].low not in W.DETERMINERS and (
                toks[j - 1].low not in W.PREPOSITIONS) and _unquoted_clause(toks, j):
            return j  # 'told me on Friday the guy at the garage is …': a longer subject
        if j > q + 1 or toks[q].low in _STANDALONE_WHEN:
            # (an existential 'there' is a subject too: "said in the meeting there'd be …")
            subjects = _CLAUSE_SUBJECTS | {"there"}
            contracted = "'" in t.low and t.low.split("'", 1)[0] in subjects
            # (the subject's verb after an adverb: 'they still need …', 'she just got …')
            n = j + 1
            while n < len(toks) - 1 and toks[n].low in W.ADVERBS:
                n += 1
            nxt = toks[n].low if n < len(toks) else ""
            if contracted or t.low in subjects and finite(nxt) and not nxt.endswith("ing"):
                return j
        if (
            finite(t.low)
            and toks[j - 1].low not in W.DETERMINERS
            and not (j == q + 1 and toks[q].low in W.PREPOSITIONS)
            and not (t.low in W.VERBS and any(x.low in W.DETERMINERS for x in toks[q + 1:j]))
        ):
            # ('over text', 'on stream': the word after a preposition is its noun; 'in the
            # residents group chat': a base form inside a determined noun phrase is a noun)
            return None
    return None


_CLAUSE_OPENERS = frozenset({"the", "this", "that", "these", "those", "it", "he", "she", "they",
                             "we", "you", "i", "it's", "that's", "there's", "he's", "she's",
                             "they're", "you're", "we're", "i'm"})


# interjections that open speech reported after 'was like' ('she was like no way', 'he was like
# omg …'): the quotation has begun
QUOTE_INTERJECTIONS = frozenset(
    """oh ah ugh wow whoa omg nah no yeah yes yep nope um erm hmm lol haha dude mate oi ew eww
    yikes jeez ok okay seriously absolutely""".split()  # noqa: SIM905
)
_QUANTIFIERS = frozenset({"half", "most", "all", "some", "none", "loads", "lots", "both", "each",
                          "many", "few", "several", "one", "two", "three", "any"})


# 'go'/'went' before a verdict moves or fares ('his plans go too fast', 'it went really well');
# only 'goes' quotes without marks ('she goes so good')
_GO_NOT_QUOTING = frozenset({"go", "went", "going"})


# how someone goes, moves or fares: speed, distance, effort, timing, success ('he goes way too
# fast', 'she goes too far', 'it goes really slowly', 'goes so well'): 'goes' is the verb of going
# there, not a quotative
_GOING_MANNER = frozenset(
    """fast faster fastest slow slower slowly quick quicker quickly far further farther hard
    harder early earlier late later smoothly badly well wrong overboard quietly loud loudly
    gently steadily straight off""".split())  # noqa: SIM905


def _going_manner(toks: Sequence[Tok], q: int) -> bool:
    """The words after 'goes' up to the end of their clause say how one goes ('way too fast')."""
    for t in toks[q:]:
        if t.text in {".", "!", "?", ",", ";", '"'} or t.low in {"and", "but", "though", "tho"}:
            return False
        if t.low in _GOING_MANNER:
            return True
    return False


def _thing_np(name: str) -> bool:
    """'the plans', "Dana's plans": a noun phrase whose head is no person or role."""
    if not (name.startswith("the ") or "'s " in name):
        return False
    head = name.split()[-1].lower()
    return not _is_role(head) and (
        head not in PERSON_NOUNS and head.rstrip("s") not in PERSON_NOUNS)


_TASTE_WORDS = frozenset({"meh", "mid", "yikes", "ew", "eww", "yum"})
_REPLY_WORDS = frozenset("""fine good great cool nice thanks lovely perfect brilliant sure okay
    ok excellent wonderful fantastic sorry yes no yeah nope please welcome congrats""".split())


def _verbless_verdict(toks: Sequence[Tok], q: int) -> bool:
    """A verdict said without a verb, up to the end of its clause, after a quotative ('he was
    like absolute shambles', 'she goes so good', texting 'kinda meh ngl'): two to six words,
    no article first (a comparison: 'was like a ghost'), no verb, no preposition, judging."""
    from .lexicon import en_polarity

    end = q
    while end < len(toks) and toks[end].text not in {".", "!", "?", ",", ";", '"'} and (
            toks[end].low not in {"but", "and", "though", "tho"}):
        end += 1
    words = [t for t in toks[q:end] if t.text[:1].isalpha()]
    if {w.low for w in words} - _AFTERTHOUGHT <= _EXTENT:
        return False  # 'worries too much', 'thinks way too much lol': how much, of the verb
    core = [w.low for w in words if w.low not in _AFTERTHOUGHT]
    if len(core) == 1 and end == len(toks) or len(core) == 1 and toks[end].text in {".", "!"}:
        # 'she said meh', 'he goes overrated': one word of taste closing the clause (not the
        # words of a reply: 'said fine', 'said thanks', 'said sorry')
        w = core[0]
        return w in _TASTE_WORDS or (abs(valence(w)) >= 1.5 and w not in _REPLY_WORDS
                                     and w not in W.VERBS and w not in _NOTHING_SAID)
    if not 2 <= len(words) <= 6 or words[0].low in {"a", "an", "the", "i", "we", "you", "to",
                                                    # ('promised her the grey mare': an object)
                                                    "her", "him", "them", "me", "us"} or (
            words[0].low in W.PREPOSITIONS or words[0].low in W.VERBS):
        return False
    if words[0].low not in {"not", "never"} and not any(
            w.low in W.AUX or w.low in COPULA or is_past(w.low) or "'" in w.low
            for w in words) and en_idioms(" ".join(w.low for w in words)):
        return True  # 'she said total waste of money', 'he goes worth every penny': an idiom
        # of a verdict, its preposition inside it
    if any(w.low in W.AUX or w.low in COPULA or is_past(w.low) or "'" in w.low
           or w.low in W.PREPOSITIONS for w in words):  # ('goes straight from work': a route)
        return False
    text = " ".join(w.low for w in words)
    return clause_polarity(text, False) != "neutral" or en_polarity(text) != "neutral"


# sentence adverbials that may open reported speech before its subject ('goes, at least the
# pool is warm', 'was like honestly they …'): they comment on the whole clause after them
_SPEECH_ADVERBS = frozenset({"honestly", "apparently", "basically", "obviously", "seriously",
                             "frankly", "clearly", "literally", "actually", "tbh", "tbf",
                             "anyway", "surely", "personally"})
_SPEECH_ADVERB_PHRASES = (("at", "least"), ("to", "be", "fair"), ("to", "be", "honest"),
                          ("of", "course"), ("in", "fairness"), ("mind", "you"))


def _addressee_end(toks: Sequence[Tok], q: int, named_ok: bool = False) -> int | None:
    """Where the quotation starts after 'to' and the one spoken to at ``q`` ('to his mate "…"',
    'to me, "…"', 'to the whole table "…"'): a quotative's addressee, who only heard it."""
    if q + 2 >= len(toks) or toks[q].low != "to":
        return None
    for j in range(q + 2, min(q + 5, len(toks))):
        w = toks[j - 1]
        # (with a verb of saying only: 'went to Paris "for work"' names a place)
        named = named_ok and j == q + 2 and w.text.isalpha() and w.text[:1].isupper() and (
            w.text[1:].islower())
        if named and (toks[j].text in QUOTES or toks[j].text in {",", ":"} and j + 1 < len(toks)
                      and toks[j + 1].text in QUOTES):
            return j + (toks[j].text in {",", ":"})  # ('to Ysolt "…"': a person by name)
        if not (w.text.isalpha() and w.text.islower()) or w.low in W.CONJUNCTIONS or (
                j - 1 > q + 1 and finite(w.low)):
            return None  # ('goes to the shop and buys …': no one spoken to)
        if toks[j].text in QUOTES or toks[j].text in {",", ":"} and j + 1 < len(toks) and (
                toks[j + 1].text in QUOTES):
            # the one spoken to: an object pronoun, a person or role noun, or a group in the room
            person = w.low in _OBJ_PRONOUNS or w.low in PERSON_NOUNS or w.low in (
                EN_ROLE_NOUNS) or w.low in _AUDIENCES
            return j + (toks[j].text in {",", ":"}) if person else None
    return None


_OBJ_PRONOUNS = frozenset({"me", "him", "her", "us", "them", "everyone", "everybody"})
_AUDIENCES = frozenset({"table", "room", "group", "class", "crowd", "everyone", "mate", "mates",
                        "friend", "friends", "pal", "wife", "husband"})


def _after_speech_adverb(toks: Sequence[Tok], q: int) -> int:
    """The position after a sentence adverbial (and its comma) opening speech at ``q``."""
    k = q
    if k < len(toks) and toks[k].low in _SPEECH_ADVERBS:
        k += 1
    else:
        for ph in _SPEECH_ADVERB_PHRASES:
            if tuple(t.low for t in toks[k:k + len(ph)]) == ph:
                k += len(ph)
                break
    if k > q and k < len(toks) and toks[k].text == ",":
        k += 1
    return k


# an adverbial of extent or frequency after a verb ('too much', 'way too often', 'a lot')
_EXTENT = frozenset({"too", "way", "so", "much", "often", "little", "far", "a", "lot", "bit",
                     "all", "the", "time", "lol"})


def _unquoted_clause(toks: Sequence[Tok], q: int) -> bool:
    """Does a clause start at ``q``: a pronoun or a short determined noun phrase, then its finite
    verb ('the old bridge is …', 'it's …', 'they never …', 'half of them get …')? Not 'the long
    way round', 'most weekends'. A sentence adverbial may come first ('at least the …')."""
    k = _after_speech_adverb(toks, q)
    if k > q:
        return _unquoted_clause(toks, k)
    if (
        q + 2 < len(toks)
        and toks[q].low in _QUANTIFIERS
        and toks[q + 1].low == "of"
        and toks[q + 2].low in _CLAUSE_OPENERS | {"them", "us", "my", "his", "her", "their", "our"}
    ):
        # 'half of them get returned', 'most of the staff have quit': a partitive subject
        q += 2
        if toks[q].low in {"them", "us"}:
            k = q + 1
            while k < min(q + 3, len(toks)) and toks[k].low in BETWEEN and not finite(toks[k].low):
                k += 1
            return k < len(toks) and finite(toks[k].low)
    elif q + 1 < len(toks) and toks[q].low in _QUANTIFIERS and toks[q + 1].low in {
            "the", "my", "his", "her", "their", "our", "these", "those"}:
        q += 1  # 'half the bikes are …'
    if (
        q + 2 < len(toks)
        and toks[q].text.isalpha()
        and toks[q].text.islower()
        and toks[q].low.endswith("s")
        and not toks[q].low.endswith("ss")
        and toks[q].low not in W.STOPWORDS
        and toks[q].low not in W.PRONOUNS
        and lemma(toks[q].low) == toks[q].low[:-1]
        and (toks[q + 1].low in _BASE_VERBS and toks[q + 1].low not in W.PREPOSITIONS
             or toks[q + 1].low in {"are", "were", "can", "can't", "don't", "never", "always"})
        and toks[q + 2].text[:1].isalnum()
    ):
        return True  # 'was like greyhounds sleep all day': a bare plural subject and its verb
    if q < len(toks) and "'" in toks[q].low and toks[q].low.split("'")[0] in (
            _CLAUSE_SUBJECTS | {"there", "that"}):
        return True  # "they'll scrap it", "she'd never …": a subject pronoun and its auxiliary
    if q + 2 < len(toks) and toks[q].text.isalpha() and (
            toks[q].text[:1].isupper() or no_english_word(toks[q].low)) and (
            toks[q].low not in W.STOPWORDS and toks[q].low not in _CLAUSE_OPENERS) and (
            toks[q + 1].low in COPULA or toks[q + 1].low in W.AUX or toks[q + 1].low in _BE):
        return True  # 'goes Ysolt is really lazy': a name, then its verb
    # (a possessed noun phrase as the subject too: 'goes, his own manager quit in May')
    if q >= len(toks) or toks[q].low not in _CLAUSE_OPENERS and toks[q].low not in _POSS_DET:
        return False
    if "'" in toks[q].low:
        return True
    nxt = toks[q + 1] if q + 1 < len(toks) else None
    if toks[q].low in _CLAUSE_SUBJECTS - {"it"} and nxt is not None and nxt.text.isalpha() and (
        nxt.low not in W.PREPOSITIONS and nxt.low not in W.DETERMINERS
        and nxt.low not in W.CONJUNCTIONS
    ):
        return True  # 'they overcharge everyone': after a subject pronoun, its verb
    quote = 0
    for k in range(q + 1, min(q + 6, len(toks))):
        if toks[k].text in QUOTES and k > q + 1 and not quote:
            quote = k  # ('the study "meets the rules"': the verb's words marked as quoted)
            continue
        if k == q + 5 and not quote:
            break
        low = toks[k].low
        if low in _NP_PREPS and k > q + 1 and toks[q].low in _NP_OPENERS and (
                toks[k - 1].text.isalpha() and toks[k - 1].low not in W.DETERMINERS):
            # 'the new bakery on Ash Street is …', 'the guy at the garage reckons …': a noun
            # phrase with a place or a part after its noun, then its finite verb
            return _finite_after_pp(toks, k + 1)
        if not toks[k].text[:1].isalnum() or low in W.CONJUNCTIONS or low in W.PREPOSITIONS:
            return False
        if low.endswith("'s") and toks[q].low in _NP_OPENERS and _is_after_s(toks, k + 1):
            return True  # 'the ferry's late again', "the pier's a joke": the noun's 'is'
        third = low.endswith("s") and not low.endswith("ss") and finite(low)
        if (low in W.AUX or low in COPULA or low in _BE or is_past(low) or third) and (
            k > q + 1 or toks[q].low in _CLAUSE_SUBJECTS
        ):
            return True
        if k > q + 1 and low in _BASE_VERBS and _plural_head(toks[k - 1]):
            return True  # 'the lifts break down every week': a plural subject, its verb unmarked
    return False


# what may follow a noun's contracted 'is' and never its possessive 's ('the ferry's a joke',
# "… 's not coming", "… 's been shut", "… 's late again"; not "the ferry's engine")
_AFTER_IS = frozenset(
    """a an not never so too really still always just been gone going getting got back off on
    over done shut closed open late finished broken""".split())  # noqa: SIM905
# adverb particles of phrasal verbs ("the bakery's shutting down")
_PARTICLES = frozenset("down up out off away back over".split())
# what may end the clause after an adjective ('the ferry's late again', "… 's awful lol")
_ADJ_CLAUSE_END = frozenset(
    """again now today tonight lol tho though apparently and but as anyway honestly tbh ngl
    haha these days""".split())  # noqa: SIM905


def _past_interjections(toks: Sequence[Tok], q: int) -> int:
    """The position past one or two interjections opening speech at ``q`` ('ugh', 'oh no',
    'no way', 'oh my god') and a comma after them; ``q`` when none opens it."""
    k = q
    while k < len(toks) and k < q + 3 and (toks[k].low in QUOTE_INTERJECTIONS or k > q and (
            toks[k].low in {"way", "god", "gosh", "dear", "my"})):
        k += 1
    if k > q and k < len(toks) and toks[k].text == ",":
        k += 1
    return k


def _is_after_s(toks: Sequence[Tok], k: int) -> bool:
    """Does what follows a noun's 's at ``k`` make it 'is': a word no possessive takes
    (``_AFTER_IS``, a past participle), or an adjective that ends its clause ('late again',
    'awful')? Not "the ferry's new timetable"."""
    if k >= len(toks):
        return False
    low = toks[k].low
    if low in _AFTER_IS or low.endswith("ed") and low not in W.ADJECTIVES:
        return True
    if low.endswith("ing") and lemma(low) != low and lemma(low) in W.VERBS and (
            k + 1 >= len(toks) or not toks[k + 1].text[:1].isalnum()
            or toks[k + 1].low in _PARTICLES or toks[k + 1].low in _ADJ_CLAUSE_END):
        return True  # "the bakery's shutting (down)", "the lease's ending": the progressive
    gradable = low in W.ADJECTIVES or low in W.ADJ_GENERAL or valence(low) != 0
    return gradable and (k + 1 >= len(toks) or not toks[k + 1].text[:1].isalnum()
                         or toks[k + 1].low in _ADJ_CLAUSE_END)


# prepositions that open a noun's modifier inside a subject ('the café by the station', 'the
# prices at that place', 'the end of the film')
_NP_PREPS = frozenset("on in at by near from of across behind opposite round around off".split())


def _finite_after_pp(toks: Sequence[Tok], j: int) -> bool:
    """After a preposition inside a subject, its object (a determiner or a name, up to four
    words, no comma, conjunction or second preposition) and then the subject's finite verb."""
    for k in range(j, min(j + 5, len(toks))):
        t = toks[k]
        low = t.low
        if not t.text[:1].isalnum() or low in W.CONJUNCTIONS or low in W.PREPOSITIONS or (
                low in {"who", "which", "that", "where", "when"} and k > j):
            return False
        if k > j and (low in W.AUX or low in COPULA or low in _BE or "'" in low and low.split(
                "'")[-1] in {"s", "ll", "re", "d", "ve"} and k + 1 < len(toks)
                and toks[k + 1].text[:1].isalpha()):
            return True  # 'on Ash Street is …', "at the garage's closing …"
        if k > j and toks[k - 1].text[:1].isalnum() and (is_past(low) or low.endswith("s") and (
                not low.endswith("ss")) and finite(low) and not _plural_head(t)):
            return True  # 'at the garage reckons …', 'on the corner closed …'
    return False


def _plural_head(t: Tok) -> bool:
    """A lower-case plural noun ('lifts', 'neighbours', 'people') that a present verb can
    follow as its subject."""
    low = t.low
    if low in {"people", "children", "kids", "staff", "police", "folks", "men", "women"}:
        return True
    return (t.text.isalpha() and t.text.islower() and len(low) > 3 and low.endswith("s")
            and not low.endswith("ss") and low not in W.STOPWORDS and low not in W.PRONOUNS
            and low not in W.ADVERBS)


def _small_clause(toks: Sequence[Tok], q: int) -> bool:
    """'found the portions tiny', 'found it slow': an adjective predicated of the object (after
    it, closing the clause or before a preposition) — not 'found a small café' (attributive)."""
    words = [t.low for t in toks]
    for k in range(q + 1, min(q + 6, len(toks))):
        low = toks[k].low
        if finite(low) and not (toks[k - 1].low in W.DETERMINERS and not is_past(low)):
            return False  # (a base form after 'the' is a noun: 'found the climb harder')
        if comparative_valence(words, k) and k + 1 < len(toks) and toks[k + 1].low == "than":
            return True  # 'found the commute much easier than I expected'
        if low in DEGREE and toks[k - 1].low not in W.DETERMINERS and k + 1 < len(toks) and (
                abs(valence(toks[k + 1].low)) >= 1 or toks[k + 1].low in W.ADJ_GENERAL):
            continue  # ('pretty' in 'the museum pretty dull' grades the adjective after it)
        if low in W.ADJ_GENERAL or low in W.ADJECTIVES or (
                # ('found the museum pretty dull': a graded word after a degree word)
                toks[k - 1].low in DEGREE and k - 1 > q and abs(valence(low)) >= 1):
            prev = toks[k - 1].low
            nxt = toks[k + 1] if k + 1 < len(toks) else None
            return (
                toks[k - 1].text[:1].isalpha()
                and prev not in W.DETERMINERS
                # ('the museum pretty dull', not 'a pretty nice café': a degree word after the
                # object's noun, not inside its noun phrase)
                and (prev not in W.ADJ_GENERAL
                     or prev in DEGREE and toks[k - 2].low not in W.DETERMINERS)
                and (nxt is None or not nxt.text[:1].isalpha() or nxt.low in W.PREPOSITIONS
                     or nxt.low in {"last", "this", "today", "tbh", "honestly", "though", "tho"}
                     # ('found the museum dull when I …': a subordinate clause after it)
                     or nxt.low in _SUBORDINATORS or nxt.low in {"and", "but", "so"})
            )
    return False


_SAY_ING = frozenset({"saying", "sayin", "to"})


_EVERYONE = frozenset("everyone everybody people anyone anybody".split())  # noqa: SIM905


# the aspect verbs and adverbs of a verb group whose -ing form follows them ('keeps saying',
# 'started telling', 'is forever saying'): the -ing is that group's verb, not a participle
_ASPECT_ING = frozenset(
    """keep keeps kept keeping start starts started starting begin begins began stop stops
    stopped carry carries carried always forever constantly still been""".split())  # noqa: SIM905


# the -ing forms of verbs of saying that go with a contact or a scene ('rang me grumbling that
# …', 'was at the door complaining that …'): how the words were said
_SAYING_ING = frozenset(
    """saying sayin complaining moaning grumbling whinging whining insisting claiming ranting
    bragging boasting""".split())  # noqa: SIM905


def _saying(toks: Sequence[Tok], q: int) -> int | None:
    """'messaged the group chat saying …', 'rang (me) to say …', 'texted, saying that …': the
    report after a contact verb's object or place; the index after 'saying'/'to say' and 'that'."""
    for j in range(q, min(q + 8, len(toks) - 1)):
        t = toks[j]
        if t.text in QUOTES and (j > q and toks[j - 1].text in {",", ":"} or all(
                x.low in TOLD or x.low in _EVERYONE for x in toks[q:j]) or (
                # ('messaged the group chat "…"': a short determined group, then the words)
                0 < j - q <= 4 and toks[q].low in {"the", "our", "my", "his", "her", "their"}
                and all(x.text.isalpha() and x.text.islower() for x in toks[q:j]))):
            return j  # 'she messaged the group chat, "…"', 'he texted me "…"'
        told = all(x.low in TOLD or x.low in _EVERYONE for x in toks[q:j])
        if t.text in {",", ":"} and told and (
                _unquoted_clause(toks, j + 1) or _verbless_verdict(toks, j + 1)):
            return j + 1  # 'kasia just texted, the gig is off', 'she rang me: the gig is off'
        if t.text in {".", "!", "?", ";", '"'} or t.low == "that":
            return None
        aspect = j > q and (toks[j - 1].low in _ASPECT_ING or j - 1 > q and (
            toks[j - 1].low == "on" and toks[j - 2].low in _ASPECT_ING))
        if (t.low in _SAYING_ING or t.low == "telling") and aspect:
            # ('said X keeps (on) saying …', 'X kept telling her …': a report of its own)
            return None
        if t.low in _SAYING_ING or t.low == "telling" or t.low == "to" and toks[j + 1].low in {
                "say", "tell"}:
            k = j + 1 + (t.low == "to")
            told = k < len(toks) and toks[k].low in TOLD | _EVERYONE
            if (t.low == "telling" or t.low == "to" and toks[j + 1].low == "tell") and told:
                k += 1  # ('went round telling everyone …')
            elif t.low == "telling":
                return None
            while k < len(toks) and toks[k].low in {"that", ",", ":"}:
                k += 1
            return k if k < len(toks) else None
        if j > q and (t.low in W.AUX or t.low in COPULA or t.low in W.FIRST_SUBJECT):
            return None
        if j > q and t.text[:1].isalpha() and (frame_verb(toks, j) or t.low in {
                "goes", "went"}) and toks[j - 1].low not in W.DETERMINERS | _POSS_DET:
            # 'said his mum said, "…"': a report of its own before the quotation (not 'sent a
            # text saying')
            return None
    return None


_AFTERTHOUGHT = frozenset({"tbh", "lol", "honestly", "though", "tho", "either", "really", "tbf"})


_POSS_INTO = frozenset({"her", "his", "their", "my", "our", "your", "its"})
_INTO_TIME = frozenset({"year", "years", "month", "months", "week", "weeks", "season", "term",
                        "day", "days", "hour", "hours", "minutes", "shift", "final", "semi"})


def _attitude(toks: Sequence[Tok], v: int, q: int, row: FrameRow, h: _NP, ctx: TurnContext,
              names: Names, att: Attribution, negated: bool) -> int | None:
    """'Gudrun doesn't rate him', 'I can't stand the new layout', 'Radclyffe swears by that shop':
    the holder's stance toward the object. The object must be a noun phrase, not a clause or an
    infinitive ('loves to cook' is a habit)."""
    if lemma(toks[v].low) == "want":
        return _wanted_gone(toks, q, row, h, ctx, att, negated)
    if row.name == "buy_story":
        # "I don't buy the cold-shower thing", "X doesn't buy his excuse": a story told, known
        # by its noun, not believed (never 'didn't buy the tickets', shopping)
        told = _told_np_end(toks, q) if negated else None
        if told is None:
            return None
        _add(att, h, ctx, row, negated)
        att.valence, att.pos = row.valence, q
        att.target = " ".join(t.text for t in toks[q + 1:told]) or None
        return q
    if row.name == "be_into" and q < len(toks) and (toks[q].low in _POSS_INTO or any(
            t.low in _INTO_TIME for t in toks[q:q + 4])):
        return None  # ('X is into her second year', 'two weeks into the job': no liking)
    if lemma(toks[v].low) == "stand" or row.name in {"get_enough_of", "care_less_about"}:
        if not negated:
            return None
        negated = False  # "can't stand": the negation is the verb's sense, not a flip
    if row.after and set(row.after[-1].split("|")) <= {"it", "that"} or (
            row.name == "believe_a_word"):
        # 'I don't buy it', 'I don't believe a word of that': the object is what was just said
        # (the row's own last word); only negated is it unambiguous ('I bought it on Monday' is
        # shopping)
        if not negated:
            return None
        _add(att, h, ctx, row, negated)
        att.valence, att.target, att.pos, att.anaphoric = row.valence, None, q, True
        return q
    if row.name == "believe_person":
        # "I don't believe her", 'he believes them': trust in what the person just reported
        # said — given or withheld (not a past 'believed him' told as what happened next)
        if not negated and toks[v].low == "believed":
            return None
        _add(att, h, ctx, row, negated)
        att.valence, att.pos, att.anaphoric = row.valence, q, True
        att.target = resolve_pronoun(toks[q - 1].low, ctx, exclude=[h.name])
        return q
    if q >= len(toks) or toks[q].text in {".", "!", "...", ";"} or toks[q].low in _AFTERTHOUGHT:
        if not row.elliptic:
            return None
        # "I wasn't impressed.", "Not a fan tbh": an attitude adjective or noun with its object
        # left out judges what was just talked about
        _add(att, h, ctx, row, negated)
        att.valence, att.target, att.pos, att.anaphoric = row.valence, None, q, True
        return q
    t = toks[q]
    closing = q + 1 >= len(toks) or not toks[q + 1].text[:1].isalnum() or toks[q + 1].low in {
        "tbh", "lol", "honestly", "though", "tho", "anymore", "either", "too"}
    nxt = toks[q + 1] if q + 1 < len(toks) else None
    if t.low in {"that", "this"} and (closing or nxt is not None and nxt.text.isalpha() and not (
            nxt.low in W.FIRST_SUBJECT or nxt.low in _SUBJ_PRON or nxt.low in W.DETERMINERS
            or names.is_name(toks, q + 1) or nxt.low in W.AUX or nxt.low in COPULA)):
        pass  # 'I like that.', 'swears by that shop': a thing, not a clause
    elif (
        t.low in {"to", "that", "how", "what", "when", "if", "whether", "it's", "so", "too"}
        or not t.text[:1].isalnum()
        or t.low in W.PREPOSITIONS and t.low not in {"about"}
    ):
        return None
    if t.low == "every" and nxt is not None and nxt.low in {"second", "minute", "bit", "moment"}:
        # 'X loved every minute (of it)', 'hated every second': the whole of what was just
        # talked about
        _add(att, h, ctx, row, negated)
        att.valence, att.target, att.pos, att.anaphoric = row.valence, None, q, True
        return q
    obj = holder_np(toks, q, ctx, names, None)
    target = obj.name if obj and obj.name not in {h.name, SOMEONE} else None
    if target is None and t.low in {"him", "her", "them"}:
        target = resolve_pronoun(t.low, ctx, exclude=[h.name])
    if row.name == "insist_on" and (t.low.endswith("ing") or t.low in W.PRONOUNS and (
            nxt is not None and nxt.low.endswith("ing"))):
        return None  # 'insisted on paying', 'insisted on me coming': an act, no stance
    possessed = t.low.endswith("'s") and t.text[:1].isupper() and names.is_name(toks, q)
    if obj is None and t.low not in _SPECIFIC and row.name != "insist_on" and not (
        row.name == "swear_by" and not t.low.endswith("thing")
    ) and not (
        h.name != ctx.speaker and t.low in {"my", "our"}
    ) and not possessed and lemma(toks[v].low) not in _TRUST_VERBS:
        # ("don't trust Wennick's plan": a particular thing, someone's; 'I don't trust online
        # reviews': trust is a judgement of how reliable a thing is, a kind of thing or not)
        # 'I love pottery': a liking for a kind of thing or an activity is the person's
        # preference (a Fact); a stance toward a person or a particular thing ('the new
        # layout', 'that shop', 'him') is a judgement. 'Swears by' is no liking but a
        # verdict that the thing works ('swears by cold showers'), a kind of thing or not
        return None
    if target is None and obj is None and row.name == "swear_by" and not (
            t.low in _SPECIFIC or t.low in W.PRONOUNS or t.low.endswith("thing")):
        k = q  # 'swears by beer traps': the bare noun phrase is the thing endorsed
        while k < min(q + 3, len(toks)) and toks[k].text.isalpha() and not (
                toks[k].low in W.PREPOSITIONS or toks[k].low in W.CONJUNCTIONS
                or toks[k].low in W.STOPWORDS):
            k += 1
        target = " ".join(t.text for t in toks[q:k]) or None
    _add(att, h, ctx, row, negated)
    att.valence = row.valence
    att.target = target
    att.pos = q
    return q


# nouns of a story told or a reason given: what one 'buys' or does not ('the whole X thing', 'his
# excuse', 'that line')
_TOLD_NOUNS = frozenset(
    """story stories excuse excuses line idea theory claim claims argument explanation thing
    narrative reasoning rumour rumor hype spin logic premise pitch promise reason account version
    talk""".split())  # noqa: SIM905


def _told_np_end(toks: Sequence[Tok], k: int) -> int | None:
    """Where a noun phrase at ``k`` (a determiner, up to four words, its head one of
    ``_TOLD_NOUNS``) ends, past its head; None when none is there."""
    if k >= len(toks) or toks[k].low not in {"the", "his", "her", "their", "your", "this",
                                              "that", "these", "those", "any", "all"}:
        return None
    for j in range(k + 1, min(k + 6, len(toks))):
        if not (toks[j].text.replace("-", "").isalpha() and toks[j].text[:1].islower()
                or toks[j].text[:1].isupper() and j > k + 1):
            return None
        if toks[j].low in _TOLD_NOUNS and (
                j + 1 >= len(toks) or toks[j + 1].low not in _TOLD_NOUNS):
            return j + 1
    return None


# what a thing is wished to become when one wants it done away with ('wants it gone', 'wants
# the bus lane scrapped', 'wants them off the menu')
_REMOVED = frozenset({"gone", "out", "away", "removed", "scrapped", "banned", "binned", "axed",
                      "dropped", "cancelled", "canceled", "canned", "shut", "closed", "off",
                      "down", "ditched", "sacked", "fired", "moved"})


def _wanted_gone(toks: Sequence[Tok], q: int, row: FrameRow, h: _NP, ctx: TurnContext,
                 att: Attribution, negated: bool) -> int | None:
    """'X wants it off the menu', 'my aunt wants the hedge gone': a wish that a thing be done
    away with — a stance against it (not 'wants a new bike', 'wants to go', 'wants me off
    running', advice for a person)."""
    if q >= len(toks) or toks[q].low in {"to", "me", "us", "you", "him", "her", "everyone"}:
        return None
    k = q
    if toks[q].low in {"it", "them", "that", "this"} and q + 1 < len(toks) and (
            toks[q + 1].low in _REMOVED):
        k = q + 1
    elif toks[q].low in {"the", "that", "this", "those", "these", "his", "her", "their", "our",
                         "my", "your"}:
        k = q + 1
        while k < min(q + 5, len(toks)) and toks[k].text[:1].isalpha() and (
                toks[k].low not in _REMOVED) and not finite(toks[k].low):
            k += 1
    else:
        return None
    if k == q or k >= len(toks) or toks[k].low not in _REMOVED:
        return None
    if toks[k].low in {"off", "down", "out"} and k + 1 < len(toks) and toks[k + 1].low in {
            "work", "sick", "running", "school", "sport"}:
        return None  # ('wants them off school': a person kept from something)
    words = [t.text for t in toks[q:k] if t.low not in {"the", "that", "this", "those", "these"}]
    _add(att, h, ctx, row, negated)
    att.valence = row.valence
    att.target = " ".join(words) if k > q + 1 else None
    att.anaphoric = att.target is None
    att.pos = q
    return q


_SPECIFIC = frozenset(
    "the that this these those his her their your its him them it".split()
)
_TRUST_VERBS = frozenset({"trust", "distrust", "mistrust"})
_VERDICT = frozenset({"a", "an", "the", "total", "complete", "absolute", "utter", "such"})


def _naming(toks: Sequence[Tok], v: int, q: int, h: _NP, ctx: TurnContext, names: Names,
            att: Attribution, negated: bool) -> int | None:
    """'Ysoline called the film "lazy"', 'he called it a total mess', 'she described the flat as
    "cramped"': naming with a verdict is the holder's judgement of the thing named."""
    verb = lemma(toks[v].low)
    if verb not in {"call", "describe"} or q >= len(toks):
        return None
    if toks[q].text in QUOTES and q + 1 in title_positions(toks):
        return None  # ('a piece called "Finding Home"': a title given, no verdict)
    k = q
    obj = holder_np(toks, q, ctx, names, None)
    if obj is not None:
        k = obj.end
    elif toks[q].low in {"it", "that", "this", "them", "him", "her"}:
        k = q + 1
    elif toks[q].low in {"the", "that", "this", "his", "her", "their", "our", "my"}:
        k = q + 1
        while k < min(q + 5, len(toks)) and toks[k].text[:1].isalnum() and not (
            toks[k].low in _VERDICT or abs(valence(toks[k].low)) >= 1.0
        ):
            k += 1
    else:
        return None
    while k < len(toks) and toks[k].text in {","}:
        k += 1
    if verb == "describe":
        # ('described the flat as "cramped"'): the verdict follows 'as'
        if k >= len(toks) or toks[k].low != "as" or k == q:
            return None
        k += 1
    if k >= len(toks) or k == q:
        return None
    rest = toks[k:]
    if rest[0].text in QUOTES or rest[0].low in _VERDICT or any(
        abs(valence(t.low)) >= 1.0 for t in rest[:4]
    ):
        _add(att, h, ctx, FRAMES_BY_NAME["contact"], negated)
        if obj is not None and obj.name not in {h.name, SOMEONE}:
            att.target = obj.name
        elif toks[q].low in {"him", "her", "them"}:
            att.target = resolve_pronoun(toks[q].low, ctx, exclude=[h.name])
        att.pos = q
        return q
    return None


def _interlude(toks: Sequence[Tok], q: int, names: Names) -> int | None:
    """'My cousin works at a bank and says …': the reporting verb after a short interlude."""
    if q < len(toks) and toks[q].text == "," and (c := _appositive_end(toks, q)) > q:
        # 'his wife, who's a magistrate, told him …', 'her friend X, the one in accounts, said
        # …': an aside closed by its comma after a holder of any kind, then the holder's verb
        k = c
        while k < len(toks) and k < c + 3 and toks[k].low in BETWEEN:
            k += 1
        return k if _verb_row(toks, k) is not None else None
    for j in range(q, min(q + 9, len(toks) - 1)):
        if (
            toks[j].text in {".", "!", "?", ";", ",", '"'}
            or names.is_name(toks, j)
            and toks[j].text[:1].isupper()
        ):
            return None
        if toks[j].low in {"and", "n", "&"}:  # ('rang me n said …': chat's 'and')
            k = j + 1
            while k < len(toks) and toks[k].low in BETWEEN:
                k += 1
            row = _verb_row(toks, k)
            if row is not None and row.quote_only:
                # '… went once and was like "…"': a quotative only before its quotation
                m = k + 1
                for a in _VERBATIM_ASIDES:  # ('… and goes, quote, "…"')
                    if [t.low for t in toks[m + 1:m + 1 + len(a)]] == list(a) and (
                            toks[m].text in {",", ":"}):
                        m += 1 + len(a)
                        break
                quoted = any(t.text in QUOTES for t in toks[m:m + 2])
                # ('… walks over and goes the whole thing is a scam': 'goes' as a quotative
                # before speech reported without quotation marks, a clause of its own)
                # ('… rang me and goes, we'll …': the words after the quotative's comma too)
                unquoted = lemma(toks[k].low) == "go" and toks[k].low != "go" and (
                    _unquoted_clause(toks, k + 1 + (k + 1 < len(toks) and toks[k + 1].text == ",")))
                return k if quoted or unquoted else None
            return k if row is not None and not row.evaluative else None
    return None


def verb_row(toks: Sequence[Tok], q: int) -> FrameRow | None:
    """The verb row of the frame table a verb at ``q`` opens, if any."""
    return _verb_row(toks, q)


def frame_verb(toks: Sequence[Tok], q: int) -> bool:
    """Is the word at ``q`` the verb of a reporting or belief row (not a quotative, contact or
    attitude verb)?"""
    row = _verb_row(toks, q)
    return row is not None and not (row.quote_only or row.contact or row.attitude or row.source)


def follows(toks: Sequence[Tok], q: int, after: Sequence[str]) -> bool:
    """Do a row's after-words ('by', 'much of', 'it|that': alternatives) stand at ``q``?"""
    return after_end(toks, q, after) is not None


# adverbs of frequency or degree that may stand between a verb and its particle ('is forever
# on about', 'was always going on about')
def _what_said_end(toks: Sequence[Tok], q: int) -> int | None:
    """Where the words of 'What X (actually) said (to me) was that …' begin, when the verb of
    saying stands at ``q`` and 'was' names what was said: 'that', a colon or a quotation after it
    ('What X said was wrong' judges the words, nothing reported)."""
    while q < len(toks) and toks[q].low in _WHAT_SAID_ADVERBS:
        q += 1
    if q >= len(toks) or toks[q].low not in _WHAT_SAID_VERBS:
        return None
    q += 1
    if q < len(toks) and toks[q].low in TOLD | {"to"}:
        q += 1 + (toks[q].low == "to" and q + 1 < len(toks) and toks[q + 1].low in TOLD)
    if q >= len(toks) or toks[q].low not in {"was", "is"}:
        return None
    q += 1
    if q + 1 < len(toks) and toks[q].text == ":":
        return q + 1  # ('What X told them was: …': the words after the colon)
    if q < len(toks) and toks[q].text == ",":
        q += 1
    if q < len(toks) and (toks[q].low == "that" or toks[q].text in QUOTES):
        return q + (toks[q].low == "that")
    return None


_WHAT_SAID_ADVERBS = frozenset({"actually", "really", "just", "originally", "later", "then",
                                "first", "finally", "apparently"})
_WHAT_SAID_VERBS = frozenset({"said", "says", "told", "tells", "wrote", "writes", "meant", "means",
                              "claimed", "claims", "argued", "argues"})


_PARTICLE_ADVERBS = frozenset({"forever", "always", "constantly", "still", "again", "really",
                               "just", "never", "totally", "properly"})


def after_end(toks: Sequence[Tok], q: int, after: Sequence[str]) -> int | None:
    """Where a row's after-words end when they stand at ``q`` (an adverb may come first: 'is
    forever on about …'), else None."""
    if q < len(toks) and toks[q].low in _PARTICLE_ADVERBS and toks[q].low not in after[0].split(
            "|"):
        q += 1
    elif q + 1 < len(toks) and after[0] == "on|along" and toks[q].low in {
            "it", "that", "this"} and toks[q + 1].low in {"on", "along"}:
        q += 1  # ('passed it on', 'passed that along'): the object pronoun before the particle
    for i, w in enumerate(after):
        if i and q < len(toks) and toks[q].low in _DEGREE_INSIDE and toks[q].low not in w.split(
                "|"):
            q += 1  # ('made it very clear', 'made it abundantly clear'): degree inside the phrase
        if q >= len(toks) or toks[q].low not in w.split("|"):
            return None
        q += 1
    return q


# degree adverbs that may stand inside a row's after-words, before its adjective
_DEGREE_INSIDE = frozenset({"very", "quite", "perfectly", "abundantly", "crystal", "pretty",
                            "absolutely", "really", "so"})


_MODIFIED = frozenset("the a an this that my his her their our your".split())  # noqa: SIM905


_VERB_BY_FORM: dict[str, tuple[int, ...]] = {}
for _k, _r in enumerate(_VERB_ROWS):
    for _w in _r.words:
        _VERB_BY_FORM[_w] = (*_VERB_BY_FORM.get(_w, ()), _k)
_QUOTE_VERB_ROWS = tuple(k for k, r in enumerate(_VERB_ROWS) if r.quote_only and not r.after)


def _verb_rows_for(form: str, exact: bool) -> list[FrameRow]:
    """The verb rows saying ``form``, and in the lemma pass the quotative rows ('goes',
    'like'), in table order: the only rows ``_verb_row`` can return for that word."""
    ks = _VERB_BY_FORM.get(form, ())
    if not exact:
        ks = tuple(sorted({*ks, *_QUOTE_VERB_ROWS}))
    return [_VERB_ROWS[k] for k in ks]


_ADVERB_STARTS = frozenset({"straight", "right", "back", "again", "at", "by", "within", "first"})


_CLOCK_WORDS = frozenset(
    """half quarter past to ish pm am oclock o'clock lunch lunchtime midnight noon midday dinner
    breakfast teatime about around like roughly""".split())  # noqa: SIM905


def clock_time(rest: Sequence[Tok]) -> bool:
    """'at eight', 'around half six', 'at 8pm', 'at lunch': when a message came, by the clock or
    the meal, a preposition first (``en_time_spans`` reads dates and parts of the day)."""
    return len(rest) >= 2 and rest[0].low in {"at", "around", "about", "by", "after", "before",
                                              "just"} and all(
        t.low in W.NUMBERS or t.low.isdigit() or t.low in _CLOCK_WORDS or t.low in W.FILLERS
        or re.fullmatch(r"\d{1,2}(?::\d\d)?(?:am|pm|ish)?", t.low) is not None
        for t in rest[1:]) and rest[0].low != rest[-1].low

_DURATION_AFTER_FOR = frozenset(
    """a an the ages hours days weeks months years two three four five six ten about like over
    nearly almost literally at half""".split())  # noqa: SIM905
_DURATION_AFTER_ALL = frozenset(
    "day night week morning evening afternoon weekend year month summer winter term".split())  # noqa: SIM905


def _duration_only(toks: Sequence[Tok], q: int) -> bool:
    """Does an adverbial of how long open at ``q`` ('for a whole month', 'for ages', 'all
    night') and the clause end after it, or an adverbial clause follow it ('… when he started',
    '… until they left') — no words said after it ('been saying for weeks the hall is …' has
    them)?"""
    if q + 1 >= len(toks):
        return False
    a, b = toks[q].low, toks[q + 1].low
    if not (a == "for" and b in _DURATION_AFTER_FOR or a == "all" and b in _DURATION_AFTER_ALL):
        return False
    end = next((k + 1 for k in range(q + 1, min(q + 6, len(toks)))
                if toks[k].low in _TIME_NOUNS), None)
    if end is None:
        return False  # ('said for the record …', 'buy that for a second': no length of time)
    return end >= len(toks) or toks[end].text in {".", "!", "?", ",", ";"} or (
        toks[end].low in _AFTER_DURATION)


_TIME_NOUNS = frozenset(
    """minute minutes hour hours day days week weeks month months year years ages age night
    nights morning evening afternoon weekend summer winter term time while""".split())  # noqa: SIM905
# what ends a clause of how long something went on: an adverbial clause or coordination
_AFTER_DURATION = frozenset(
    """when while until till because cos coz after before since if and but so then
    lol""".split())  # noqa: SIM905


def _only_adverbial(toks: Sequence[Tok], q: int) -> bool:
    """Does an adverbial begin at ``q`` (a time expression, an -ly adverb, 'straight/right
    away', 'back') with no finite verb after it before the next comma or dash: 'replied
    straight away, she …' (not 'hinted last night he might quit')?"""
    low = toks[q].low
    if not (low in _ADVERB_STARTS or low.endswith("ly") and toks[q].text[:1].islower() or any(
            start == 0 for start, _ in en_time_spans(" ".join(t.text for t in toks[q:q + 6])))):
        return False
    end = next((k for k in range(q, len(toks)) if toks[k].text in {",", ";", "-", "—", "–"}),
               len(toks))
    return not any(t.text[:1].isalpha() and finite(t.low) for t in toks[q:end])


# verbs of speaking that report words only before a quotation ('X answered, "…"', 'she
# shouted "…"', 'he snapped back "…"'; not 'answered the phone', 'shouted at the dog')
_SPOKEN_BEFORE_QUOTE = frozenset(
    """answered answers answer answering responded responds shouted shouts yelled yells
    screamed screams snapped snaps whispered whispers retorted retorts added adds announced
    announces exclaimed exclaims sighed sighs laughed laughs muttered mutters groaned groans
    grumbled grumbles declared declares cried""".split())  # noqa: SIM905
# of those, the verbs that answer or add to what was said: before a comma or colon and a clause
# they report it unquoted too ('X answered, the …', 'she retorted: it's …', 'he added, …')
_ANSWERED = frozenset(
    """answered answers responded responds retorted retorts added adds announced announces
    declared declares""".split())  # noqa: SIM905


def answered_clause(toks: Sequence[Tok], q: int) -> bool:
    """Is ``toks[q]`` a verb of answering or adding (``_ANSWERED``) with a comma or colon after
    it and a clause after that ('X answered, the pier is shut', 'she added: it's …')? The clause
    is the answer said, as after 'replied' (not 'answered the phone', 'answered, and left')."""
    if q + 3 < len(toks) and toks[q + 1].low == "back" and toks[q].low in _ANSWERED_BACK:
        q += 1  # 'X wrote back, …', 'she texted back: …', 'he shot back, …': an answer too
    elif toks[q].low not in _ANSWERED:
        return False
    return q + 2 < len(toks) and toks[q + 1].text in {",", ":"} and _unquoted_clause(toks, q + 2)


# modals before a verb of saying: what one would or could say, no report
_MODALS = frozenset("would will could might may should can must wud".split())  # noqa: SIM905
# verbs whose 'back' makes them an answer ('wrote back', 'texted back', 'shot back')
_ANSWERED_BACK = frozenset(
    """wrote writes texted texts messaged messages emailed emails replied replies shot fired
    answered responded""".split())  # noqa: SIM905


def _verb_row(toks: Sequence[Tok], q: int) -> FrameRow | None:
    if q >= len(toks):
        return None
    low = toks[q].low
    lem = lemma(low)
    if low.endswith("ing") and q > 0 and toks[q - 1].low in _MODIFIED:
        return None  # 'the letting agent', 'a running joke': a modifier, no verb
    if low == "all" and q > 0 and (toks[q - 1].low in _BE or toks[q - 1].low.endswith(
            ("'s", "'re"))) and q + 1 < len(toks) and (
            toks[q + 1].text in QUOTES or toks[q + 1].text == "," and q + 2 < len(toks)
            and toks[q + 2].text in QUOTES):
        subj = (toks[q - 2] if toks[q - 1].low in _BE and q > 1 else toks[q - 1]).low.split("'")[0]
        if subj in {"he", "she", "they", "i", "we", "you"} or _is_role(subj) or (
                subj in PERSON_NOUNS or toks[q - 1 - (toks[q - 1].low in _BE)].text[:1].isupper()
                and subj not in {"it", "that", "this"}):
            # 'she was all "never again"': the quotative 'all' before a quotation (not 'the
            # cakes were all "homemade"')
            return FRAMES_BY_NAME["quotative"]
    if answered_clause(toks, q):
        return FRAMES_BY_NAME["say_past"]  # 'X answered, the pier is shut', 'wrote back, …'
    for exact in (True, False):  # 'convinced' is its own row before 'convince' (tell) is tried
        for row in _verb_rows_for(low if exact else lem, exact):
            if row.quote_only and not row.after:
                if not exact and low in {"goes", "go", "went", "going", "like"}:
                    return row
                if not exact and low in _SPOKEN_BEFORE_QUOTE and q + 1 < len(toks) and (
                        toks[q + 1].text in QUOTES or toks[q + 1].text in {",", ":"}
                        and q + 2 < len(toks) and toks[q + 2].text in QUOTES):
                    return row  # 'X answered, "…"', 'she yelled "…"': the quotation is said
                continue
            if row.attitude and low == "like" and q > 0 and (
                toks[q - 1].low in _BE or toks[q - 1].low.endswith(("'s", "'re", "'m"))
                or toks[q - 1].low in _BE_LIKE_BETWEEN and q > 1 and (
                    toks[q - 2].low in _BE or toks[q - 2].low.endswith(("'s", "'re", "'m")))
            ):
                continue  # 'she was like …', 'he was all like …', "he's always like" quote
            if row.name == "believe_it" and q + 2 < len(toks) and (
                    toks[q + 2].text[:1].isalnum()) and (
                    toks[q + 2].low not in _AFTERTHOUGHT | {"for", "either", "anymore", "one"}):
                continue  # ('does not believe that she …': a belief with its clause)
            if row.name == "know" and q > 0 and toks[q - 1].low in {
                    "i", "you", "u", "we", "ya", "who", "god", "dunno"}:
                continue  # ('a guy I know said …', 'you know', 'who knows'): no one's knowing
            if (low in row.words if exact else lem in row.words) and (
                not row.after or follows(toks, q + 1, row.after)
            ) and (row not in FEELING_ROWS or _feeling_clause(toks, q + 1)):
                return row
    return None


def _add(att: Attribution, h: Holder, ctx: TurnContext, row: FrameRow, negated: bool,
         recipient: str | None = None) -> None:
    att.rows.append(row.name)
    if recipient and recipient not in att.holders and h.name != ctx.speaker:
        # ('I told Varnel the quiz is rigged': what the speaker told someone stays the
        # speaker's own view — the one told passes nothing back)
        att.holders.append(recipient)
    if h.name == ctx.speaker:
        att.own = True
    elif att.holders and not getattr(h, "pronoun", False) and _medium(h.name):
        # 'Orbel said the website just says …', 'she told me the sign says …': a written thing
        # inside a report says what it says to the one reporting it, who holds the view
        pass
    else:
        att.holders.append(h.name)
    att.negated = att.negated or negated


# things that carry words and say them ('the sign says …'): read by a person, held by none
_MEDIA = _WRITTEN | frozenset(
    """website site sign letter forecast article app menu label notice news paper newspaper
    leaflet poster map manual brochure timetable screen receipt ticket contract guide
    instructions packet box page blog report study survey tracker portal listing advert ad
    description packaging forum thread wiki handbook invoice bill statement""".split())  # noqa: SIM905


def _medium(name: str) -> bool:
    """'the website', 'the little sign', 'this article': a thing that carries words."""
    words = name.lower().split()
    return len(words) >= 2 and words[0] in {"the", "this", "that", "a", "an"} and (
        words[-1] in _MEDIA)


def _quote_first(
    toks: Sequence[Tok], p: int, sent: str, ctx: TurnContext, names: Names, att: Attribution
) -> bool:
    """'"This place is a dump," Brisa said.' — a quotation followed by its reporting clause."""
    end = next((j for j in range(p + 1, len(toks)) if toks[j].text in QUOTES), None)
    if end is None or end <= p + 1:
        return False
    q = end + 1
    dash = False
    while q < len(toks) and toks[q].text in {",", "-", "—", "–"}:
        dash = dash or toks[q].text != ","
        q += 1
    if q + 1 < len(toks) and toks[q].low in {"that's", "thats"} and toks[q + 1].low in {
            "what", "how"}:
        q += 2  # '"…," that's what my uncle always says', "that's how X put it"
    elif q + 2 < len(toks) and toks[q].low == "that" and toks[q + 1].low in {"is", "was"} and (
            toks[q + 2].low in {"what", "how"}):
        q += 3
    elif q + 1 < len(toks) and toks[q].low in {"is", "was"} and toks[q + 1].low in {"what", "how"}:
        q += 2  # '"It's a dump," was how X put it', '"…" is what she said': the quotation is
        # the subject of a pseudo-cleft whose relative names the one who said it
    if q + 1 < len(toks) and toks[q].low in {"were", "was", "is", "are"} and (
            toks[q + 1].low.endswith("'s") or toks[q + 1].low in _POSS_DET):
        # '"non-negotiable" were X's exact words', '"…" was her verdict': the quotation is the
        # possessor's words (a noun of saying after the possessor)
        w = toks[q + 1]
        who = (names.name_of(toks, q + 1) if w.low.endswith("'s") and w.text[:1].isupper()
               and names.is_name(toks, q + 1)
               else resolve_pronoun(w.low, ctx) if w.low in {"his", "her", "their"} else None)
        owner = _NP(who, q + 2) if who else None
        k = q + 2
        while k < len(toks) and toks[k].low in {"exact", "very", "own", "actual", "famous",
                                                "last", "first"}:
            k += 1
        if owner is not None and k < len(toks) and toks[k].low in _QUOTE_NOUNS and (
                owner.name not in {ctx.speaker, SOMEONE}):
            _add(att, owner, ctx, FRAMES_BY_NAME["say"], False)
            att.quote = (toks[p + 1].start, toks[end - 1].end)
            att.pos = p + 1
            return True
    h = holder_np(toks, q, ctx, names, None, lower_ok=True)
    row: FrameRow | None = None
    if h is not None and h.end < len(toks):
        k = h.end
        while k < len(toks) and toks[k].low in BETWEEN and k < h.end + 3:
            k += 1
        row = _verb_row(toks, k) if k < len(toks) else None
        if row is None and k < len(toks) and toks[k].low == "used" and k + 2 < len(toks):
            row = _verb_row(toks, k + 2)  # 'used to say'
    tail = [t for t in toks[h.end:] if t.text[:1].isalnum()] if h is not None else []
    if h is not None and row is None and dash and (
        not tail or h.end < len(toks) and toks[h.end].text == "," and len(tail) <= 4
        and not any(finite(t.low) for t in tail)
    ):
        row = FRAMES_BY_NAME["say"]  # '"…" — Brisa, last night'
    if h is None and q < len(toks):
        # '"…," said Brisa' / '"…," says my aunt': the reporting verb before its subject
        row = _verb_row(toks, q)
        h = holder_np(toks, q + 1, ctx, names, None, lower_ok=True) if row else None
    if h is None or row is None or row.attitude or row.contact:
        return False
    _add(att, h, ctx, row, False)
    att.quote = (toks[p + 1].start, toks[end - 1].end)
    att.pos = p + 1
    return True


_QUOTE_NOUNS = frozenset({"words", "verdict", "line", "take", "answer", "reply", "response",
                          "advice", "excuse", "review", "comment"})
_TELLING = frozenset({"told", "tells", "tell", "texted", "messaged", "warned", "assured"})


def _other_gender_object(toks: Sequence[Tok], a: int, b: int, other: Sequence[str]) -> bool:
    """Is a pronoun of the other gender (``other``) between ``a`` and ``b`` one that can stand
    for the teller of the outer report: an object ('Roisin said his consultant told her …') or a
    possessive, never the subject of the clause reported ('X said his wife told him she saw …':
    'she' is the wife, bound inside the report, and says nothing of X)."""
    for k in range(a, min(b, len(toks))):
        if toks[k].low in {"who", "who'd"}:
            return False  # ('his sister, who got it from her boss': the relative's own 'her')
        if toks[k].low not in other:
            continue
        subject = toks[k].low in {"she", "he"} or k + 1 < len(toks) and (
            finite(toks[k + 1].low) or toks[k + 1].low in W.AUX) and toks[k - 1].low not in (
            _TELLING | {"to", "asked", "rang", "called"})
        if not subject:
            return True
    return False
_OBJ_3RD = frozenset({"him", "her", "them"})
_EPITHETS = frozenset({"old", "young", "little", "poor", "dear", "big", "wee"})


@dataclass
class _NP(Holder):
    pronoun: bool = False
    lower: bool = False


def _we_hold(toks: Sequence[Tok], k: int) -> bool:
    """After 'we': a belief row's verb, past 'both'/'all'/'really' and a negation ('we
    reckon', 'we both thought', "we don't think"); or a row of a source the news came from,
    past an auxiliary ('we were told by …', 'we heard from …'): the speaker's side passed it on."""
    while k < len(toks) and toks[k].low in {"both", "all", "really", "honestly", "genuinely",
                                            "do", "did", "don't", "didn't", "never", "kinda",
                                            "still", "just", "definitely", "kind", "of"}:
        k += 1
    j = k
    while j < len(toks) and toks[j].low in {"were", "got", "have", "had", "'ve", "'d", "been",
                                            "also", "since", "already"}:
        j += 1
    row = _verb_row(toks, j)
    if row is not None and row.source:
        return True
    row = _verb_row(toks, k)
    return row is not None and row.belief


def holder_np(
    toks: Sequence[Tok],
    p: int,
    ctx: TurnContext,
    names: Names,
    prev: str | None,
    lower_ok: bool = False,
    lenient: bool = False,
    lower_actor: bool = False,
    slot: bool = False,
) -> _NP | None:
    """A person noun phrase at ``p``, resolved: a name, 'Name's role', 'my/his/her role', 'she',
    'Mr Okonkwo-Bell', 'a friend of mine', 'the landlord'. ``lenient``: in a holder slot (before a
    reporting verb, after "according to") any possessed noun is a person ("my builder"); ``slot``:
    the frame's words promise a source at ``p`` ("according to the quartermaster"), so any
    definite noun phrase is one."""
    if p >= len(toks):
        return None
    t = toks[p]
    low = "your" if t.low == "ur" else t.low  # ('ur sister says …': chat spelling)
    speaker = ctx.speaker
    if (labelled := _labelled_np(toks, p)) is not None:
        return labelled  # ('Reviewer A says …', 'Witness 2 told police …': one known by a label)
    if low in {"i", "me", "i'm", "i've", "i'd"}:
        return _NP(speaker, p + 1)
    if low in {"we", "we've", "we'd"} and p + 1 < len(toks) and _we_hold(toks, p + 1):
        # 'we reckon the gym is a rip-off', 'we both thought …': the speaker's own view, said
        # for the speaker's side ('we both', 'we all': the subject's quantifier)
        return _NP(speaker, p + 1 + (toks[p + 1].low in {"both", "all"}))
    if low in {"you", "u"} and lenient and ctx.listener and ctx.listener != speaker and (
            p + 1 < len(toks) and _you_reported(toks, p + 1)):
        # 'you told me the hotel was nice', 'u said it's a rip-off': the one spoken to said it
        # before, the speaker passes it back
        return _NP(ctx.listener, p + 1, pronoun=True)
    if low in {"you", "u"} and lenient and (summed := _you_summarised(toks, p, ctx, names)):
        # 'So, X, if I've understood you right, you feel …', 'what I'm hearing is you think …':
        # the one spoken to, their view said back to them — theirs, passed on by the speaker
        return _NP(summed, p + 1, pronoun=True)
    if low in {"you", "u"} and slot and ctx.listener and ctx.listener != speaker and p > 1 and (
            [x.low for x in toks[p - 2:p]] == ["according", "to"]):
        return _NP(ctx.listener, p + 1, pronoun=True)  # 'according to you, …': the listener's
    if (
        low.endswith("'s") and low[:-2] in BARE_KIN and not names.known_form(t.base[:-2])
        and _is_frame_after(toks, p + 1)
    ):
        # "Mum's convinced …", "Dad's like, no, …": the 's is 'is' before a frame word, as
        # after a name ("Dad's car" is his: no frame word after it)
        low = low[:-2]
        if _shared_kin(ctx, low):
            return _NP(low[:1].upper() + low[1:], p + 1)
        return _NP(same_kin(ctx, low) or en_possessive(speaker, low), p + 1)
    if low.endswith("'s") and low[:-2] in BARE_KIN and not names.known_form(t.base[:-2]) and (
            words_end := role_words(toks, p + 1, lenient))[0] and words_end[1] < len(toks) and (
            toks[words_end[1]].text == "," and slot or _from_place_end(toks, words_end[1])
            or _is_frame_after(toks, words_end[1])):
        # "Mum's boss says …", "according to Dad's cousin, …": a role of the bare kin, whose
        # the kin is read as for the kin alone
        kin = low[:-2]
        whose = (kin[:1].upper() + kin[1:] if _shared_kin(ctx, kin)
                 else same_kin(ctx, kin) or en_possessive(speaker, kin))
        return _nested(toks, words_end[1], en_possessive(whose, words_end[0]), lenient, names)
    if (
        low in BARE_KIN
        and not names.known_form(t.base)
        and not (p + 1 < len(toks) and toks[p + 1].text[:1].isupper())
    ):
        # 'Mum rang', 'Gran says …': the speaker's own — unless the conversation is about
        # someone's gran already ('Gran's selling …' from Ottwell; Brannagh: 'is Gran okay?')
        if _shared_kin(ctx, low):
            # the same bare 'Gran' from two people of the chat: a relative they share, the
            # word their name for her ('I took Nana to the GP' — 'Nana told me …')
            return _NP(t.text[:1].upper() + low[1:], p + 1)
        return _NP(same_kin(ctx, low) or en_possessive(speaker, low), p + 1)
    if slot and (
        low in {"him", "them"} or low == "her" and not role_words(toks, p + 1, lenient)[0]
    ):
        # 'according to him, …', 'heard it from her': an object pronoun in a source slot
        pro = {"him": "he", "her": "she", "them": "they"}[low]
        who = prev if prev and compatible(pro, prev) else resolve_pronoun(pro, ctx)
        return _NP(who or SOMEONE, p + 1, pronoun=True)
    if low in _POSS_PRON:
        k = p + 1
        while k < len(toks) and k < p + 4 and toks[k].low in BETWEEN:
            k += 1
        if k < len(toks) and _verb_row(toks, k) is not None:
            ell = _elided_role(low, ctx, prev)  # 'Mine doesn't think …'
            return _NP(ell, p + 1) if ell else None
    if low in {"my", "our", "his", "her", "their"} or low == "your" and ctx.listener:
        words, q = role_words(toks, p + 1, lenient)
        if (
            not words
            and p + 1 < len(toks)
            and toks[p + 1].text[:1].isupper()
            and names.is_name(toks, p + 1)
            and not names.is_vocative(toks, p + 1)
            # ('told her Ansel got fired': 'her' the one told, the name the subject of the news)
            and not (low == "her" and p + 2 < len(toks) and (
                toks[p + 2].low in BETWEEN or finite(toks[p + 2].low)))
        ):
            # 'told my Bertrand', 'our Oswyth says …': a name possessed in affection is the person
            n = names.name_of(toks, p + 1)
            return _NP(n, _appositive_end(toks, p + 2)) if n else None
        if not words:
            return None
        if q + 1 < len(toks) and toks[q].low.rstrip(".") in TITLES and (
                toks[q].text[:1].isupper() and toks[q + 1].text[:1].isupper()
                and toks[q + 1].text[1:2].islower()
                and toks[q + 1].low not in W.PRONOUNS):
            # 'his tutor Mrs Ivenstraw-Lund thinks …', 'her coach Dr Drummerle says …': the titled
            # name in apposition is the person, with its title as the name is used
            return _NP(f"{toks[q].text.rstrip('.')} {toks[q + 1].base}", q + 2)
        if q < len(toks) and toks[q].text[:1].isupper() and names.is_name(toks, q):
            name = names.name_of(toks, q)
            if toks[q].low.endswith("'s") and name:
                role, r = role_words(toks, q + 1, lenient)
                if role:
                    # "my mate Radek's supervisor told him …": a role of the named person
                    return _nested(toks, r, en_possessive(name, role), lenient, names)
            if q + 1 < len(toks) and toks[q + 1].low in NAME_HONORIFICS and toks[q + 1].text[
                    1:].islower():
                return _NP(f"{name} {toks[q + 1].text}", q + 2)  # ('my uncle X mama')
            return _NP(name, q + 1)  # 'my cousin Radek': the name is the person
        if _name_pair(toks, q, names):
            return _NP(f"{toks[q].base} {toks[q + 1].base}", q + 2)  # 'my cousin Radek Morrow'
        named = _named_apposition(toks, q, names) or _relative_then_name(toks, q, names) or (
            _placed_then_name(toks, q, names))
        if named is not None:
            return named  # 'My tutor, Dr Brannoc, goes …': the name is the person
        owner: str | None
        if low in {"my", "our"}:
            owner = speaker
        elif low == "your":
            # 'your brother says …': the one spoken to — named in a vocative before it if there is
            # one ('Anyway Pemba, your friend …')
            voc = [
                k for k in range(p) if toks[k].text[:1].isupper() and names.is_name(toks, k)
                and names.is_vocative(toks, k)
            ]
            owner = names.name_of(toks, voc[-1]) if voc else ctx.listener
        else:
            same = None if prev else same_kin(ctx, words, low)
            if same:
                # 'His dad must be relieved.' … 'his dad told him': Torvin's dad, said again
                return _NP(same, q)
            other = {"his": ("her", "she"), "her": ("him", "he")}.get(low, ())
            told = next((k + 1 for k in range(q, min(q + 3, len(toks) - 1))
                         if toks[k].low in _TELLING), None)
            if (
                told is not None
                and toks[told].text[:1].isupper()
                and names.is_name(toks, told)
                and compatible(low, names.name_of(toks, told))
                # ('his wife told Bryher, who told me': Bryher passed it on, the wife is someone's
                # named before)
                and _who_told_me(toks, told + 1) == told + 1
            ):
                # 'Her physio told Wendeline to rest': the one told, named in the same breath,
                # is whose physio it is (else 'told her')
                return _nested(toks, q, en_possessive(names.name_of(toks, told), words), lenient,
                               names)
            if prev and (_other_gender_object(toks, p + 2, p + 8, other) or not fits(low, prev)
                         or ctx.gender_of(prev) not in {None, _PRONOUN_GENDER.get(low)}):
                # 'Roisin said his consultant told her …': the teller is 'her', so 'his' is
                # someone else — a pronoun of the other gender in the same breath; or the teller
                # is of the other gender ('Eustace heard from her agency …': the woman before)
                owner = resolve_pronoun(low, ctx, words, exclude=[prev])
            elif prev and low in {"his", "her"} and not (
                    name_gender(prev) or ctx.gender_of(prev)
                    # ('… his sister, who got it from her boss': a role says its gender too)
                    or prev.split()[-1].lower() in (FEMALE if low == "her" else MALE)
            ) and p > 0 and toks[p - 1].low in {
                    "from", "via"} and (
                    alt := resolve_pronoun(low, ctx, words, exclude=[prev])) and (
                    name_gender(alt) == _PRONOUN_GENDER[low]):
                # 'Odhran heard from her agency …' after 'heard back from Gwendolen?': nothing
                # says the hearer is a woman, the name before says she is — hers, not the hearer's
                owner = alt
            else:
                owner = prev or resolve_pronoun(low, ctx, words)
        if owner and words in _FACULTIES:
            # 'my gut says it's a scam', 'her instinct tells her …': a faculty of a person speaks
            # for that person — the view is theirs
            return _NP(owner, q)
        if not owner:
            return _NP(f"{SOMEONE}'s {words}", q)
        return _nested(toks, q, en_possessive(owner, words), lenient, names)
    if low in {"he", "she", "they", "he's", "she's", "they're"} or slot and low in _SELF_PRONOUNS:
        # "She's convinced …": the contracted 'is' is read as the auxiliary it is; 'according to
        # himself' is the one just named, as 'he' would be
        pro = _SELF_PRONOUNS.get(low) or low.split("'")[0]
        told = p + 2 < len(toks) and toks[p + 1].low in _TELLING and toks[p + 2].low in _OBJ_3RD
        obj = toks[p + 2].low if told else None
        lead = skip_openers(toks, 0, names)
        # 'He said she said …': the reporter, said 'he', is not the 'she' of the report
        apart = lead < p and toks[lead].low.split("'")[0] == _OTHER_GENDER.get(pro)
        # (the people named after the pronoun matter only with no reporter before it)
        later: Sequence[str] = _named_after(toks, p + 1, names) if prev is None else ()
        return _NP(reported_subject(pro, ctx, prev, obj, apart, later) or SOMEONE, p + 1,
                   pronoun=True)
    if (low in {"someone", "somebody"} or low in PERSON_NOUNS) and p + 2 < len(toks) and toks[
            p + 1].low in {
            "called", "named"} and (named := _name_after_called(toks, p + 2, names)) is not None:
        return named  # ('Someone called X wrote that …', 'Guy named X says …': the one named)
    if low in {
        "someone",
        "somebody",
        "people",
        "everyone",
        "everybody",
        "everybody's",
        "everyone's",
    }:
        return _NP(SOMEONE, p + 1)
    if low in _EPITHETS and p + 1 < len(toks) and toks[p + 1].text[:1].isupper() and (
            toks[p + 1].low in TITLES or names.is_name(toks, p + 1)):
        # 'old Mr Ovrend swears …', 'poor Ysolt says …': an epithet before a name
        inner = holder_np(toks, p + 1, ctx, names, prev, lower_ok, lenient, lower_actor, slot)
        if inner is not None and t.text[:1].isupper() and low in {"big", "little", "wee"} and (
                p > 0 and toks[p - 1].text not in {".", "!", "?", '"'}) and " " not in inner.name:
            # ('…, Big Dave from IT was telling everyone': a nickname written with its capital)
            return _NP(f"{t.text} {inner.name}", inner.end)
        return inner
    titled = _title_word(t)
    if titled and p + 1 < len(toks) and (
        toks[p + 1].text[:1].isupper()
        or toks[p + 1].text == "." and p + 2 < len(toks) and toks[p + 2].text[:1].isupper()
    ):
        q = p + 1 + (p + 2 < len(toks) and toks[p + 1].text == ".")
        if q < len(toks) and toks[q].low.endswith("'s") and _name_shape(toks[q].base):
            # "Miss Kowalczyk's TA told …": a role of the titled person
            words, r = role_words(toks, q + 1, lenient)
            if words:
                title = t.text[:1].upper() + t.text[1:] + ("." if q == p + 2 else "")
                return _nested(toks, r, en_possessive(f"{title} {toks[q].base}", words), lenient,
                               names)
            # "Mr Ovrend's not convinced …": the 's is 'is' before a frame word, as after a name
            k = q + 1
            while k < len(toks) and k < q + 4 and toks[k].low in BETWEEN:
                k += 1
            if toks[q].base[:1].isupper() and (_verb_row(toks, k) is not None or after_end(
                    toks, q + 1, ("on", "about")) is not None):
                title = t.text[:1].upper() + t.text[1:] + ("." if q == p + 2 else "")
                return _NP(f"{title} {toks[q].base}", q + 1)
        if q < len(toks) and toks[q].text[:1].isupper() and _name_shape(toks[q].text):
            # the title as written, capitalised: 'dr. Ovrend' → 'Dr. Ovrend'
            title = t.text[:1].upper() + t.text[1:] + ("." if q == p + 2 else "")
            if _surname_after(toks, q + 1):
                # ('Dr Ysolt Vellacott says …': a title and a full name, as said; an office's
                # title before a full name is what they are, 'Councillor Ysolt Vell' is Ysolt Vell)
                full = f"{toks[q].base} {toks[q + 1].base}"
                return _NP(full if t.low.rstrip(".") in OFFICE_TITLES else f"{title} {full}",
                           _appositive_end(toks, q + 2))
            if q + 1 < len(toks) and toks[q + 1].low in NAME_HONORIFICS and (
                    toks[q + 1].text[1:].islower()):
                # ('Pandit Ovrend ji announced …': a title, the name, its term of respect)
                return _NP(f"{title} {toks[q].base} {toks[q + 1].text}",
                           _appositive_end(toks, q + 2))
            # ('Mr Ovrend the caretaker told me …': a role in apposition after the titled name)
            return _NP(f"{title} {toks[q].base}", _appositive_end(toks, q + 1))
    if titled and lenient and p + 2 < len(toks) and toks[p + 1].text.isalpha() and (
            toks[p + 1].text.islower()) and no_english_word(toks[p + 1].low) and not (
            W.common_word(toks[p + 1].low)) and _verb_row(toks, p + 2) is not None:
        # 'coach ombreth reckons …': a lower-case title and a word of no English word class
        # before a verb of saying, a titled name typed in lower case
        return _NP(f"{t.text[:1].upper()}{t.text[1:]} {toks[p + 1].text.capitalize()}", p + 2,
                   lower=True)
    if lenient and (bare := _bare_role(toks, p)) is not None:
        return bare
    if low in {"a", "one", "the", "that", "this", "some"}:
        return _det_np(toks, p, ctx, names, lenient, slot)
    if t.text[:1].isupper() and names.is_name(toks, p) and not _vocative(toks, p, names):
        name = names.name_of(toks, p)
        if low.endswith("'s"):
            words, q = role_words(toks, p + 1, lenient)
            if words and q < len(toks) and toks[q].text[:1].isupper() and names.is_name(toks, q):
                return _NP(names.name_of(toks, q), q + 1)  # "Juno's partner Aldo": the name
            if words:
                return _nested(toks, q, en_possessive(name, words), lenient, names)
            # "Ludmila's convinced …", "Melisende's not convinced …": the 's is 'is' before a
            # frame word
            k = _past_between(toks, p + 1, 3)
            on_about = after_end(toks, p + 1, ("on", "about")) is not None  # "X's always on about"
            # ("X's got a hunch …": the 's is 'has' before a belief held)
            belief = _belief_noun_end(toks, p + 1) is not None
            return _NP(name, p + 1) if _verb_row(toks, k) is not None or on_about or (
                belief) else None
        if p + 1 < len(toks) and toks[p + 1].low in NAME_HONORIFICS and (
                toks[p + 1].text.islower() or toks[p + 1].text[1:].islower()):
            # 'Desai aunty says …', 'Rao uncle told me …', 'Verma ji says …': South Asian
            # English's term of respect after the name is part of how the person is called
            return _NP(f"{name} {toks[p + 1].text}", p + 2)
        return _NP(name, _appositive_end(toks, p + 1))
    if p > 2 and toks[p - 2].low == "to" and toks[p - 3].low == "according" and (
            t.text[:1].isupper() and t.text.isalpha() and _name_pair(toks, p - 1, names)) and (
            _is_frame_after(toks, p + 1)):
        # the subject after the source of 'according to Ysolt Aldwyn thinks …' (the pair is two
        # people: see below)
        return _NP(names.name_of(toks, p), p + 1)
    if _name_pair(toks, p, names):
        # 'Ysolt Rook says …', "Ysolt Rook's lawyer told …": a full name in a holder's place
        name = f"{t.base} {toks[p + 1].base}"
        if toks[p + 1].low.endswith("'s"):
            words, q = role_words(toks, p + 2, lenient)
            if words:
                return _nested(toks, q, en_possessive(name, words), lenient, names)
            # ("Ysolt Rook's convinced …", "… Rook's all like …": the 's is 'is')
            k = _past_between(toks, p + 2, 3)
            return _NP(name, p + 2) if k < len(toks) and _verb_row(toks, k) is not None else None
        k = _past_between(toks, p + 2, 3)
        if slot and p > 1 and toks[p - 1].low == "to" and toks[p - 2].low == "according" and (
                k < len(toks) and _verb_row(toks, k) is not None):
            # 'according to Ysolt Aldwyn thinks …' (no comma): 'according to' takes no verb, so
            # the second name is the subject of the clause the first one passes on
            return _NP(names.name_of(toks, p), p + 1)
        if k < len(toks) and _verb_row(toks, k) is not None or slot and (
                p + 2 >= len(toks) or not toks[p + 2].text[:1].isalnum()):
            return _NP(name, p + 2)  # ('according to Ysolt Rook, …': a source slot)
        if names.full_name_at(toks, p):
            return _NP(name, p + 2)  # ('heard from Sieglinde Quint that …': one person, as a
            # single name is one in any place)
    if lenient and p + 2 < len(toks) and toks[p + 1].low in _HOLDER_PREPS and (
            t.text[:1].isupper() and t.text.isalpha() and len(t.text) > 2
            and t.text not in W.CAP_STOP and low not in TITLES and low not in W.PRONOUNS
            and low not in W.DETERMINERS and low not in OPENERS and low not in W.PREPOSITIONS
            and not low.endswith(("ing", "ed", "ly", "tion", "ment", "ness"))):
        # 'Hunter on the gate goes "…"', 'Bex at the garage says …': a capitalised word, the
        # place that tells which one, then a verb of saying — a person's name (a role noun or a
        # short form the name list lacks)
        v = _past_modifier(toks, _NP(t.base, p + 1))
        while p + 1 < v < len(toks) and toks[v].low in BETWEEN and v < p + 9:
            v += 1
        row = _verb_row(toks, v) if v > p + 1 else None
        if row is not None and not row.evaluative and not row.attitude:
            return _NP(t.base, p + 1)
    if lower_ok and _lower_name(toks, p, frame_only=not lower_actor):
        name = t.base[:1].upper() + t.base[1:]
        known = names.known_form(name)
        if low.endswith("'s"):
            words, q = role_words(toks, p + 1)
            return _NP(en_possessive(known or name, words), q, lower=True) if words else None
        return _NP(known or name, p + 1, lower=True)
    return None


_LABEL = re.compile(r"\d{1,3}|[B-HJ-Z]")  # (not "I" nor "A": a pronoun, an article)


def _reports_at(toks: Sequence[Tok], v: int) -> bool:
    """Does a verb of saying or believing (past auxiliaries and adverbs) stand at ``v``?"""
    k = v
    while k < len(toks) and k < v + 3 and toks[k].low in BETWEEN:
        k += 1
    row = _verb_row(toks, k) if k < len(toks) else None
    return row is not None and not (row.attitude or row.evaluative or row.copular
                                    or row.contact)


def _bare_role(toks: Sequence[Tok], p: int) -> _NP | None:
    """A holder said without its article, as chat says it: a role noun ('vet reckons ten
    days': 'the vet', the one the conversation knows; 'Coach says …', capitalised, is kept as
    said), or a person known by a numbered label ('Assessor 2 says …', 'Adjudicator B
    thinks …'); only right before a verb of saying or believing."""
    t = toks[p]
    if _body_initials(t) and (p + 1 < len(toks) and _reports_at(toks, p + 1) or p >= 2 and (
            toks[p - 2].low, toks[p - 1].low) in _SOURCE_SLOTS):
        # 'HR says …', 'according to HR …', 'told by IT': a body known by its initials, said as
        # a name, holds what it said
        return _NP(t.text, p + 1)
    if p + 1 >= len(toks) or p > 0 and toks[p - 1].text[:1].isalnum() and (
            toks[p - 1].low in W.DETERMINERS or toks[p - 1].low in W.PREPOSITIONS
            or toks[p - 1].low.endswith("'s")):
        return None
    if t.text[:1].isupper() and t.text.isalpha() and len(t.text) > 2 and (
            t.text not in W.CAP_STOP and t.low not in TITLES) and p + 2 < len(toks) and (
            _LABEL.fullmatch(toks[p + 1].text) and _reports_at(toks, p + 2)):
        return _NP(f"{t.text} {toks[p + 1].text}", p + 2)
    if (t.low in EN_ROLE_NOUNS or agent_noun(t.low)) and t.low not in BARE_KIN and (
            t.text.isalpha()) and (
            not t.text[1:].isupper()) and _reports_at(toks, p + 1) and (
            toks[p + 1].low not in _PLURAL_AGREE):
        # capitalised, the role is used as a name and is stored as said ('Coach reckons …')
        return _NP(t.text if t.text[:1].isupper() else f"the {t.low}", p + 1)
    if p + 2 < len(toks) and t.text.isalpha() and t.text[1:].islower() and (
            toks[p + 1].low in EN_ROLE_NOUNS and toks[p + 1].text.islower()) and (
            toks[p + 1].low not in BARE_KIN) and t.low not in W.STOPWORDS and (
            t.low not in W.DETERMINERS and t.low not in W.PRONOUNS and W.common_word(t.low)) and (
            t.low not in EN_ROLE_NOUNS) and not finite(t.low) and not t.low.endswith("'s") and (
            _reports_at(toks, p + 2)) and toks[p + 2].low not in _PLURAL_AGREE:
        # ('strata manager says …', 'site foreman reckons …': a role of two nouns said bare)
        return _NP(f"the {t.low} {toks[p + 1].low}", p + 2)
    return None


# the initials chat writes in capitals that name no one ('LOL', 'TBH', 'OMG', 'ASAP')
_CHAT_INITIALS = frozenset(
    """ok lol omg tbh tbf imo imho btw fyi asap ngl idk fwiw afaik iirc wtf rn pm am aka diy
    tv ok ty thx pls plz lmao rofl smh jk irl dm pov fomo yolo eta tba tbc tl dr tldr ffs uk us
    usa eu un""".split())  # noqa: SIM905
_SOURCE_SLOTS = frozenset({("according", "to"), ("told", "by"), ("heard", "from"),
                           ("hear", "from"), ("informed", "by"), ("warned", "by")})


def _body_initials(t: Tok) -> bool:
    """A body known by its initials, in capitals ('HR', 'IT', 'the GP'): two to five capital
    letters, no chat abbreviation."""
    return 2 <= len(t.text) <= 5 and t.text.isalpha() and t.text.isupper() and (
        t.low not in _CHAT_INITIALS)


def _people_plural(low: str) -> bool:
    """A bare plural of people of a kind ('reporters', 'voters', 'customers', 'journalists'): an
    agent noun or a role noun in the plural."""
    return len(low) > 4 and low.endswith("s") and not low.endswith("ss") and (
        agent_noun(low[:-1]) or low[:-1] in EN_ROLE_NOUNS)


def agent_noun(low: str) -> bool:
    """An agent noun of English morphology, verb + -er/-or/-ar: 'seller', 'buyer', 'driver',
    'organiser', 'runner', 'carrier', 'decorator' — the one who does what the verb says, a
    person in a holder's place ('seller swore blind …'). The stem must be a verb the word lists
    know and the word one of the dictionary, so 'corner', 'paper', 'weather' are none."""
    if len(low) < 5 or not low.isalpha() or not low.endswith(("er", "or", "ar")):
        return False
    if not W.common_word(low) or low in _WRITTEN:
        return False  # ('letter says …': a thing written, not its writer)
    stem = low[:-2]
    stems = [stem, stem + "e"]
    if len(stem) > 2 and stem[-1] == stem[-2]:
        stems.append(stem[:-1])  # 'runner', 'shopper'
    if stem.endswith("i"):
        stems.append(stem[:-1] + "y")  # 'carrier'
    if low.endswith("ator"):
        stems.append(low[:-2] + "e")  # 'decorator'
    return any(len(v) >= 3 and v in _BASE_VERBS for v in stems)


def _name_pair(toks: Sequence[Tok], p: int, names: Names) -> bool:
    """A given name and a surname at ``p`` ('Ysolt Rook', "Ysolt Rook's"): a capitalised word of
    no English word class, then a capitalised word (the tokenizer's names leave two capitalised
    words to places and products; in a holder's place they are a person)."""
    if p + 1 >= len(toks) or toks[p].low.endswith("'s"):
        return False
    a, b = toks[p].base, toks[p + 1].base
    return (
        a[:1].isupper() and len(a) > 1 and a[1:].islower() and a.isalpha()
        and a not in W.CAP_STOP and a.lower() not in TITLES
        and (names.known_form(a) is not None or no_english_word(a.lower())
             or word_name_source(toks, p))
        and b[:1].isupper() and len(b) > 1
        and (b[1:].replace("-", "").islower() and b.replace("-", "").isalpha()
             or APOSTROPHE_NAME.match(b) is not None  # ('Ortwin O'Shea')
             or names.full_name_at(toks, p))  # ('Ysolt Vellacott-Hale')
        and b not in W.CAP_STOP and b.lower() not in TITLES
        and not names.known_form(b)
    )


_POSS_PRON = {"mine": "my", "ours": "our", "yours": "your", "hers": "her", "his": "his",
              "theirs": "their"}


def _is_frame_after(toks: Sequence[Tok], k: int) -> bool:
    """Does a frame's verb (or adjective) follow at ``k``, past its auxiliaries and adverbs?"""
    j = _past_between(toks, k, 3)
    return j < len(toks) and _verb_row(toks, j) is not None


def _past_between(toks: Sequence[Tok], k: int, most: int) -> int:
    """The position past at most ``most`` words that stand between a subject and its verb at
    ``k`` (``BETWEEN``: auxiliaries, adverbs), the quotative's 'all' too ("X's all like …")."""
    j = k
    while j < len(toks) and j < k + most and (toks[j].low in BETWEEN or toks[j].low == "all" and (
            j + 1 < len(toks) and toks[j + 1].low == "like")):
        j += 1
    return j


def _elided_role(low: str, ctx: TurnContext, prev: str | None) -> str | None:
    """'Mine doesn't think …', 'Hers reckons …' after 'my boss said …': a possessive pronoun
    whose noun is left out is that person's one of the role just talked about (the most recent
    possessed role of someone else)."""
    det = _POSS_PRON[low]
    owner = (
        ctx.speaker
        if det in {"my", "our"}
        else ctx.listener
        if det == "your"
        else prev or resolve_pronoun(det, ctx, exclude=[n for n in ctx.recent if "'s " in n])
    )
    if not owner:
        return None
    for name in ctx.recent:
        if "'s " in name:
            of, role = name.rsplit("'s ", 1)
            if name_key(of) != name_key(owner) and role.split()[-1] in EN_ROLE_NOUNS:
                return en_possessive(owner, role)
    return None


def _nested(toks: Sequence[Tok], q: int, holder: str, lenient: bool,
            names: Names | None = None) -> _NP:
    """'my brother's girlfriend', 'Juno's sister's husband': a possessed role whose own role
    follows is that second person; a name right after the last role is that person ('my
    uncle's partner Dariel')."""
    if q < len(toks) and toks[q - 1].low.endswith("'s") and (
            toks[q - 1].low[:-2] in EN_ROLE_NOUNS
            or q >= 2 and (toks[q - 2].low, toks[q - 1].low[:-2]) in _PARTNER):
        words, end = role_words(toks, q, lenient)
        if words:
            inner = _nested(toks, end, en_possessive(holder, words), lenient)
            if (
                names is not None
                and inner.end < len(toks)
                and toks[inner.end].text[:1].isupper()
                and names.is_name(toks, inner.end)
                and not names.is_vocative(toks, inner.end)
            ):
                return _NP(names.name_of(toks, inner.end), inner.end + 1)
            return inner
    if (place_end := _from_place_end(toks, q)) is not None:
        # 'my mate from the gym says …', "according to Dad's pal from bowls, …": where the
        # possessed role is known from tells which one, part of the phrase as said
        return _NP(f"{holder} " + " ".join(t.low for t in toks[q:place_end]), place_end)
    return _NP(holder, q)


# the prepositions that place a person by where they are from or live ('the woman across the
# road', 'the guy over the road', 'the lady up the lane', 'my mate from work'), and by what
# marks them out ('the man with the limp')
# (not 'at' nor 'in': a role's workplace after it is said as an aside — "X's aunt at the
# library" is X's aunt)
_PLACING_PREPS = _HOLDER_PREPS - {"by", "on", "at", "in"} | {"with"}


def _from_place_end(toks: Sequence[Tok], q: int) -> int | None:
    """The end of 'from <place>' at ``q`` after a possessed role — 'from work', 'from choir', 'from
    the gym', 'from the allotment society', 'across the road' (one or two lowercase nouns, 'the'
    before them) — when a comma or the frame's verb comes right after it; else None."""
    k = _place_words_end(toks, q, _PLACING_PREPS, 2, lambda i: (
        toks[i].low not in W.STOPWORDS and _verb_row(toks, i) is None
        and toks[i].low not in W.REPORT_VERBS and toks[i].low not in W.AUX))
    if k is None or k >= len(toks):
        return None
    j = k
    while j < len(toks) and toks[j].low in BETWEEN and j < k + 2:
        j += 1
    return k if toks[k].text == "," or j < len(toks) and _verb_row(toks, j) is not None else None


def _place_words_end(toks: Sequence[Tok], q: int, preps: frozenset[str], most: int,
                     word_ok: Callable[[int], bool]) -> int | None:
    """After a preposition of ``preps`` at ``q``: 'the' (or 'a') and one to ``most`` lower-case
    words whose positions ``word_ok`` accepts — where they end, or None when there are none."""
    if q + 1 >= len(toks) or toks[q].low not in preps:
        return None
    k = q + 1 + (toks[q + 1].low in {"the", "a"})
    n = 0
    while k < len(toks) and n < most and toks[k].text.isalpha() and toks[k].text.islower() and (
            word_ok(k)):
        k, n = k + 1, n + 1
    return k if n else None


def _appositive_end(toks: Sequence[Tok], q: int) -> int:
    """'Pascale the TA said …', 'Wennick, our landlady, reckons …': a role in apposition after a
    name is skipped; returns where the holder's phrase ends."""
    if q < len(toks) and toks[q].text == "(":
        # 'Dana (the lifeguard) said …', 'Dana (my neighbour) reckons …': an aside in brackets
        c = next((j for j in range(q + 1, min(q + 7, len(toks))) if toks[j].text == ")"), None)
        if c is not None and _verb_row(toks, c + 1) is not None:
            return c + 1
    comma = q < len(toks) and toks[q].text == ","
    k = q + comma
    if comma and k + 1 < len(toks) and toks[k].low in {"though", "tho", "mind", "anyway"}:
        # ('Uncle X, though - I asked him myself - thinks …', 'X, though, reckons …'): the
        # contrast marker, a comma or an aside set off by dashes, then the verb
        j = k + 1
        if toks[j].text == ",":
            return j + 1
        if (after := _dash_aside_end(toks, j)) > j and _verb_row(toks, after) is not None:
            return after
    if comma and k < len(toks) and toks[k].low in {"who", "who's", "who'd", "when", "bless"} and (
            c := comma_apposition_end(toks, q)) is not None:
        return c  # 'Mira, who'd know, reckons …', 'Mira, when I asked, said …'
    if k >= len(toks) or toks[k].low not in {"the", "our", "my", "your", "their", "his", "her"}:
        return q
    c = comma_apposition_end(toks, q)
    if c is not None:
        j = c
        while j < len(toks) and j < c + 3 and toks[j].low in BETWEEN:
            j += 1
        if _verb_row(toks, j) is not None:
            return c  # 'Wennick, the one from the choir, reckons …': any noun phrase, comma-closed
    words, end = role_words(toks, k + 1)
    if not words and k + 1 < len(toks) and toks[k + 1].text.isupper() and len(toks[k + 1].text) > 1:
        words, end = toks[k + 1].low, k + 2  # 'the TA', 'our GP'
    if (not words or not _is_role(words.split()[-1])) and not comma:
        # 'Marisa the lifeguard told us …', 'Marisa the quiz scribe was saying …': any noun, or
        # a noun and the noun it modifies, then a verb of saying
        for n in (1, 2):
            if k + n + 1 < len(toks) and all(
                    toks[j].text.isalpha() and toks[j].text.islower()
                    and toks[j].low not in W.STOPWORDS and not finite(toks[j].low)
                    for j in range(k + 1, k + n + 1)) and not toks[k + n].low.endswith("s"):
                v = k + n + 1
                while v < len(toks) and v < k + n + 4 and toks[v].low in BETWEEN:
                    v += 1  # ('… was saying', '… always says')
                if _verb_row(toks, v) is not None:
                    return k + n + 1
    if not words or not _is_role(words.split()[-1]) and not (
            toks[end - 1].text.isupper() and len(toks[end - 1].text) > 1):
        return q
    if comma:
        return end + 1 if end < len(toks) and toks[end].text == "," else q
    return end


_WHICH_ONE = frozenset({"with", "w", "w/", "in", "from", "at", "on", "next", "behind", "beside",
                        "across", "opposite", "near", "by"})


# the head nouns of a body named by a compound ('the courier firm', 'the letting agency')
_BODY_HEADS = frozenset({"firm", "company", "agency", "office", "department", "service", "team",
                         "desk", "people", "lot"})
# what a person has that speaks as a body ("her insurance", "his bank", "their school"), which a
# he or she never stands for
_INSTITUTION_HEADS = _BODY_HEADS | frozenset({"insurance", "insurer", "insurers", "bank", "school",
                                              "council", "club", "union", "landlords", "work"})


def _det_np(
    toks: Sequence[Tok], p: int, ctx: TurnContext, names: Names, lenient: bool = False,
    slot: bool = False,
) -> _NP | None:
    low = toks[p].low
    q = p + 1
    if (named := _called_name(toks, q, names) if low in _DESCRIBING_DETS else None) is not None:
        return named  # 'a comic called Orbel told me …', 'this woman named Ysolt says …'
    if low == "one" and (named := _one_of_named(toks, q, names)) is not None:
        return named  # 'one of the other drivers, Orbel, is convinced …'
    if low == "the" and (body := _body_document(toks, q)) is not None:
        return body  # "the council's statement says …": the body whose document it is
    if low in {"a", "an", "one", "another", "the", "this"} and (
            named := _described_then_named(toks, q, names)) is not None:
        return named  # 'a retired nurse, Orbel Vance, said …': the name in apposition
    if low in {"the", "this", "that"} and q + 3 < len(toks) and toks[q].text.isalpha() and (
            toks[q].text.islower() and toks[q + 1].text == ",") and (
            toks[q + 2].low in TITLES or _name_pair(toks, q + 2, names)) and (
            named := _named_apposition(toks, q + 1, names)) is not None:
        # 'the head, Mr Ovrend, walks in and goes …', 'this critic, Orbel Vance, goes …': a
        # titled or full name in apposition is the person
        return named
    if low in {"the", "a", "an", "this", "that"} and q + 2 < len(toks) and toks[q].low in (
            _WRITTEN) and toks[q + 1].low == "from":
        # 'the email from the school says …', 'a text from my sister said …': what a message
        # says is its sender's
        src = holder_np(toks, q + 2, ctx, names, None, lenient=True, slot=True)
        if src is not None and src.name != SOMEONE and src.end < len(toks) and _reports_at(
                toks, src.end):
            return _NP(src.name, src.end)
    if low == "that" and q < len(toks) and names.is_name(toks, q):  # 'that Tavish guy'
        name = names.name_of(toks, q)
        q += 1
        if q < len(toks) and toks[q].low in {
            "guy",
            "girl",
            "bloke",
            "woman",
            "man",
            "kid",
            "dude",
            "lady",
        }:
            q += 1
        return _NP(name, q)
    one_of_the = False
    if low == "one" and q < len(toks) and toks[q].low == "of":
        q += 1
        if q < len(toks) and toks[q].low == "my":
            q += 1
        elif q + 1 < len(toks) and toks[q].low == "the" and toks[q + 1].low.endswith("s"):
            q += 1  # 'one of the nurses (, Ysolt,) said …': one person of a group of a role
            one_of_the = True
    # ("the head teacher's PA", "the council's events officer": the possessor may be a compound
    # of nouns, the role one or two nouns of which the last is a role)
    g = next((j for j in range(q, min(q + 3, len(toks) - 1)) if toks[j].low.endswith("'s")), q)
    if low == "the" and g > q and not all(
            t.text.isalpha() and t.text.islower() and t.low not in W.STOPWORDS
            and not _maybe_finite(t.low) and not _is_role(t.low) for t in toks[q:g]):
        # ('the joiner Ilar's brother put forward': a role, then someone else's relative)
        g = q
    for r in (g + 2, g + 3):
        # ("the council's events officer", "the council's emergency planning lead": one or two
        # nouns telling which of the body's roles)
        if low == "the" and r < len(toks) and toks[g].low.endswith("'s") and all(
                t.text.isalpha() and t.text.islower() and t.low not in W.STOPWORDS
                and not _is_role(t.low) for t in toks[g + 1:r]) and _is_role(toks[r].low):
            return _NP(" ".join(["the", *(t.low for t in toks[q:r + 1])]), r + 1)
    if (
        (low == "the" or low in {"a", "an"} and g == q)
        and g + 1 < len(toks)
        and toks[g].low.endswith("'s")
        and (_is_role(toks[g + 1].low)
             or toks[g + 1].text.isupper() and len(toks[g + 1].text) >= 2)
    ):
        # "the bride's mum", "the landlord's son", "the mayor's PA": a role of someone known by
        # a role (and "a patient's daughter, Ysolt, wrote in …": of someone not known at all)
        inner = " ".join([*(t.low for t in toks[q:g]), toks[g].low[:-2]])
        q = g
        role, r = role_words(toks, q + 1, lenient)
        if role and r < len(toks) and toks[r].text[:1].isupper() and names.is_name(toks, r):
            return _NP(names.name_of(toks, r), r + 1)  # "the owner's partner Aldo": the name
        if role:
            # ("the firm's site foreman, Mr Vell, says …": the name in apposition is the person)
            return _named_apposition(toks, r, names) or _NP(f"{low} {inner}'s {role}", r)
    if low in {"the", "some"} and lenient and q < len(toks):
        # 'the guy at the garage', 'some woman from the council', 'the kennel lady', 'the
        # reception guy': a person noun, known by the place or the one or two nouns before it
        m = next((j for j in range(q, min(q + 3, len(toks))) if toks[j].low in PERSON_NOUNS),
                 None)
        if m is not None and all(
            t.text.isalpha() and t.text.islower() and t.low not in W.STOPWORDS
            and _modifier_noun(toks, j, m)
            # ('the IT lady', 'the HR guy': an initialism naming the firm or the department;
            # 'the X-ray lady', 'the night-shift nurse': a hyphened compound)
            or _ACRONYM.fullmatch(t.text) is not None
            or _HYPHENED.fullmatch(t.text) is not None for j, t in enumerate(toks[q:m], q)
        ):
            if (named := _relative_then_name(toks, m + 1, names) or _placed_then_name(
                    toks, m + 1, names)) is not None:
                return named
            person = _person_by_place(toks, m, low, toks[q:m], slot)
            if person is not None:
                return person
        elif low == "the" and q + 2 < len(toks) and toks[q].text.isalpha() and (
                toks[q].text.islower()) and toks[q].low not in W.STOPWORDS and (
                toks[q].low not in _MEDIA) and not _maybe_finite(toks[q].low) and (
                toks[q + 1].low in _PLACE_PREPS):
            # 'the usher at the court told me …', 'the sommelier at Pellbrook said …', 'the
            # physio at Pellbrook says …': a person known by a noun and the place, the whole
            # phrase as said (as 'the guy at the garage')
            person = _person_by_place(toks, q, low, slot=slot)
            if person is not None and person.end > q + 2:
                return person
    if low in {"this", "that", "a", "an", "one"} and lenient and q + 1 < len(toks) and (
            toks[q].low in PERSON_NOUNS and toks[q].low not in EN_ROLE_NOUNS):
        if low == "one" and (named := _placed_then_name(toks, q + 1, names)) is not None:
            return named  # ('one lad from the flats, X, says …': the name is the person)
        # 'this guy at work says …', 'a woman on the bus said …', 'a guy I know reckons …': a
        # person known only by where they are or a relative clause, the whole phrase as said
        person = _person_by_place(toks, q, low)
        if person is not None and person.end > q + 1:
            return person
    if low in {"a", "some"} and (group := _group_of(toks, p)) is not None:
        return group  # 'a couple of neighbours phoned …', 'some of the nurses say …'
    if low == "some":
        return None
    words, q = role_words(toks, q, lenient and low == "the")
    if not words:
        return None
    if q < len(toks) and toks[q].low in _BODY_HEADS and toks[q].text.islower() and (
            q + 1 >= len(toks) or not toks[q + 1].low.endswith("'s")):
        # ('the courier firm', 'the cleaning company', 'the removals office'): a body named by
        # what its people do — the whole compound is the one who speaks
        words, q = f"{words} {toks[q].low}", q + 1
    if (named := _relative_then_name(toks, q, names)) is not None:
        return named
    if q + 1 < len(toks) and toks[q].low in {"called", "named"} and toks[q + 1].text[:1].isupper(
            ) and names.is_name(toks, q + 1):
        return _NP(names.name_of(toks, q + 1), q + 2)  # 'a steward called Matteo told her …'
    named = _named_apposition(toks, q, names)
    if named is None and low == "the" and q < len(toks) and toks[q].low in _WHICH_ONE:
        # 'the nurse with the red glasses, Ifeoma, said …': a phrase telling which one, then
        # the name in apposition
        c = next((x for x in range(q + 2, min(q + 8, len(toks)))
                  if toks[x].text in _ASIDE_MARKS), None)
        if c is not None and all(t.text[:1].isalnum() for t in toks[q + 1:c]):
            named = _named_apposition(toks, c, names)
    if named is None and low == "the" and q + 1 < len(toks) and toks[q].low in _PLACE_ADVERBS:
        # 'the woman there, Ifeoma, said …', 'the guy downstairs, Ambrus, reckons …': a place
        # adverb telling which one, then the name in apposition
        named = _named_apposition(toks, q + 1, names)
    if named is not None and low == "the":
        k = named.end
        while k < len(toks) and toks[k].low in BETWEEN and k < named.end + 3:
            k += 1
        if _verb_row(toks, k) is not None:
            return named  # 'the quiz guy, Ambrus, was saying …'
    if low == "the" and q < len(toks) and toks[q].text == ",":
        tail = _aside_tail(toks, q, _NP(f"the {words}", q), names)
        if tail is not None:
            # 'the warden, er, Mrs Thelwall, she goes …', 'the quiz guy, Ambrus, the tall one,
            # said …': asides between a role and its verb; a name among them is the person
            return _NP(tail[1] or f"the {words}", tail[0])
    if low == "the" and (placed := _from_place_end(toks, q)) is not None:
        # ('the woman across the road was saying …', 'the guy over the road reckons …': where
        # the person lives or is from tells which one, part of the phrase as said)
        words, q = f"{words} " + " ".join(t.low for t in toks[q:placed]), placed
    if (
        not (slot and low == "the")
        and not _is_role(words.split()[-1])
        and words.split()[-1] not in EN_ROLE_NOUNS
    ):
        # in a holder slot, 'the CFO thinks …', 'the vet
        # reckons …': whoever thinks or says is a person
        k = q
        while k < len(toks) and toks[k].low in BETWEEN and k < q + 3:
            k += 1
        row = _verb_row(toks, k) if lenient and low == "the" and k < len(toks) else None
        if row is None or row.evaluative or lemma(toks[k].low) in {"feel", "seem", "look", "sound"}:
            return None  # 'the festival felt overpriced' is no holder
    if q + 1 < len(toks) and toks[q].low == "of" and toks[q + 1].low in {"mine", "ours"}:
        return _NP(en_possessive(ctx.speaker, words), q + 2)
    if low == "a" and q + 1 < len(toks) and toks[q].low == "of" and toks[q + 1].text[:1].isupper(
            ) and names.is_name(toks, q + 1):
        # 'a friend of Dana's', 'a cousin of Dana': Dana's friend, Dana's cousin
        return _NP(en_possessive(names.name_of(toks, q + 1), words), q + 2)
    if low == "one" and one_of_the:
        return _named_apposition(toks, q, names) or _NP(f"the {words.rstrip('s')}", q)
    if low == "one":
        return _NP(en_possessive(ctx.speaker, words.rstrip("s")), q)
    if low == "a":
        return _NP(en_possessive(ctx.speaker, words), q)
    return _named_apposition(toks, q, names) or _NP(f"the {words}", q)


# a quantity of people ('a couple of', 'a few', 'some of the'): the group as said
_GROUP_QUANTITIES = frozenset({"couple", "few", "number", "handful", "bunch", "group", "lot"})
_PLURAL_PEOPLE_NOUNS = frozenset({"people", "women", "men", "folk", "folks", "guys", "lads",
                                  "ladies", "girls", "boys", "kids", "mums", "dads", "staff"})


def _group_of(toks: Sequence[Tok], p: int) -> _NP | None:
    """'a couple of neighbours', 'a few of the nurses', 'some of the wardens', 'some parents' at
    ``p``: people of a role or kind in the plural, counted loosely — a group that speaks as one,
    the phrase as said (lower case)."""
    q = p + 1
    if toks[p].low == "a":
        if q >= len(toks) or toks[q].low not in _GROUP_QUANTITIES:
            return None
        q += 1
        if q < len(toks) and toks[q].low == "of":
            q += 1
        elif toks[q - 1].low != "few":
            return None
    elif q < len(toks) and toks[q].low == "of":
        q += 1
    if q < len(toks) and toks[q].low == "the":
        q += 1
    if q + 1 >= len(toks) or not toks[q].text.islower():
        return None
    head = toks[q].low
    if not (head in _PLURAL_PEOPLE_NOUNS or head.endswith("s") and _plural_role(head)):
        return None
    return _NP(" ".join(t.low for t in toks[p:q + 1]), q + 1)


# General nouns for a person that name no role ('the guy', 'the woman'): known by where they
# are ('the guy at the garage', 'the woman from the council') when they hold a view.
PERSON_NOUNS = frozenset(
    """guy woman man bloke lady girl boy kid dude fella fellow chap person couple lad lass
    gentleman""".split()  # noqa: SIM905
)
_PLACE_PREPS = frozenset({"at", "from", "in", "on", "behind", "outside", "by", "beside"})
_PLACE_PREP_PAIRS = frozenset({("next", "to"), ("across", "from")})
# one word for where a person is that tells which one they are ('the woman there')
_PLACE_ADVERBS = frozenset({"there", "here", "downstairs", "upstairs", "opposite", "inside"})


_REL_SUBJECTS = frozenset({"i", "he", "she", "they", "we", "you", "u"})
_REL_POSS = frozenset({"my", "his", "her", "our", "their", "your"})


def _zero_relative_verb(toks: Sequence[Tok], k: int) -> int | None:
    """The verb of a relative clause with no relative word at ``k``: a subject (a pronoun, a
    capitalised name, 'my sister') then a finite verb that is no verb of saying ('… Godfrey works
    with', '… I met at the gym'); else None."""
    t = toks[k]
    j = k + 1
    if t.low in _REL_POSS and j < len(toks) and toks[j].low in EN_ROLE_NOUNS:
        j += 1
    elif not (t.low in _REL_SUBJECTS or t.text[:1].isupper() and t.text[1:].islower()
              and t.text.isalpha() and not W.common_word(t.low)):
        return None
    if j >= len(toks) or not _maybe_finite(toks[j].low) or frame_verb(toks, j):
        return None
    return j


def _person_by_place(toks: Sequence[Tok], q: int, det: str = "the",
                     before: Sequence[Tok] = (), slot: bool = False) -> _NP | None:
    """'the guy at the garage said …', 'the woman from the council reckons …': a person noun,
    with the short place phrase that identifies them, before a reporting verb; the holder is the
    whole phrase ('the guy at the garage'). In a source slot ('heard from the clerk at the ferry
    office that …') the phrase may end at the complementiser."""
    k = q + 1
    end = k
    if k + 2 < len(toks) and toks[k].low in {"who", "that"} and _maybe_finite(toks[k + 1].low):
        # 'the woman who walks our dog says …': a relative clause identifies the person
        # ('the lad who answered said …': an intransitive verb, the frame's verb right after it)
        end = next((j for j in range(k + 2, min(k + 8, len(toks)))
                    if frame_verb(toks, j) and toks[j - 1].text[:1].isalnum()), k)
        if end == k or not all(t.text[:1].isalnum() for t in toks[k:end]):
            end = k
    elif k + 2 < len(toks) and (s0 := _zero_relative_verb(toks, k)) is not None:
        # 'the guy Godfrey works with says …', 'the woman I bought it from said …': a relative
        # clause with no 'who', its own subject first, identifies the person
        end = next((j for j in range(s0 + 1, min(s0 + 6, len(toks)))
                    if frame_verb(toks, j) and toks[j - 1].text[:1].isalnum()), k)
        if end == k or not all(t.text[:1].isalnum() for t in toks[k:end]):
            end = k
    elif k < len(toks) and toks[k].low in _PLACE_ADVERBS:
        end = k + 1  # 'the woman there said …', 'the guy downstairs reckons …'
    elif k + 1 < len(toks) and toks[k].low == "next" and toks[k + 1].low == "door":
        end = k + 2  # 'the guy next door says …'
    elif k < len(toks) and (toks[k].low in _PLACE_PREPS or k + 1 < len(toks) and (
            toks[k].low, toks[k + 1].low) in _PLACE_PREP_PAIRS):
        # (a verb's form after a determiner is the place's noun: 'at the post office'; 'the
        # woman next to me', 'the guy across from us': a preposition of two words)
        k0 = k + ((toks[k].low, toks[k + 1].low) in _PLACE_PREP_PAIRS if k + 1 < len(toks) else 0)
        # ('the woman from the stall next to mine said …': a second place phrase of its own,
        # up to a clause's own subject or a joining word)
        stop = next((j for j in range(k0 + 2, min(k0 + 10, len(toks)))
                     if _ends_place_phrase(toks[j])), min(k0 + 10, len(toks)))
        end = next((j for j in range(k0 + 2, min(stop + slot, len(toks)))
                    if (toks[j].low in BETWEEN or _verb_row(toks, j) is not None
                        or slot and toks[j].low == "that")
                    and toks[j - 1].low not in W.DETERMINERS), k)
        if end == k or not all(t.text[:1].isalnum() or t.text in {"'s", "-"}
                               for t in toks[k:end]):
            end = k
    if slot and end > k and end < len(toks) and toks[end].low == "that":
        return _NP(f"{det} {' '.join([*(t.low for t in before), toks[q].low])} " + " ".join(
            t.low if not t.text[:1].isupper() else t.text for t in toks[k:end]), end)
    v = end
    while v < min(end + 3, len(toks)) and toks[v].low in BETWEEN:
        v += 1
    row = _verb_row(toks, v)
    if row is None or row.evaluative or row.attitude:
        return None
    place = " ".join(t.low if not t.text[:1].isupper() else t.text for t in toks[k:end])
    noun = " ".join([*(t.text if _ACRONYM.fullmatch(t.text) else t.low for t in before),
                     toks[q].low])
    return _NP(f"{det} {noun}" + (f" {place}" if place else ""), end)


# titles said with 'the' before a name ('the Reverend Pellow')
_THE_TITLES = frozenset({"reverend", "rev"})


def _named_apposition(toks: Sequence[Tok], q: int, names: Names) -> _NP | None:
    """', Ambrus,' / ', Dr Brannoc,' right after a role phrase ('Our choirmaster,
    Ambrus, told us …'): the name in apposition is the person; the phrase ends after it. Set off
    by dashes the name may carry an aside of its own before the closing dash ('my neighbour —
    Ambrus, lovely man — he …')."""
    if q + 2 >= len(toks) or toks[q].text not in _ASIDE_MARKS:
        return None
    dash = toks[q].text != ","
    k = q + 1
    if toks[k].low in _DESCRIBING_DETS:
        # ', this old guy Orbel,', ', a lad called Orbel,': a description of the person, its
        # person noun, then the name
        m = next((j for j in range(k + 1, min(k + 4, len(toks) - 1))
                  if toks[j].low in PERSON_NOUNS or toks[j].low in EN_ROLE_NOUNS), None)
        if m is not None and all(t.text.isalpha() and t.text.islower() for t in toks[k:m + 1]):
            k = m + 1 + (toks[m + 1].low in {"called", "named"})
            if k >= len(toks) or not toks[k].text[:1].isupper():
                return None
        elif toks[k].low in {"a", "an", "some", "one"} and toks[k + 1].text[:1].isupper():
            k += 1  # ', some Mr Pardew,', ', a Mrs Vell,': a name the speaker barely knows
    if toks[k].low == "the" and k + 2 < len(toks) and toks[k + 1].low in _THE_TITLES and (
            toks[k + 2].text[:1].isupper()):
        k += 1  # ', the Reverend Pellow,': a title said with its article
    if toks[k].low in TITLES and k + 1 < len(toks) and toks[k + 1].text[:1].isupper():
        title = toks[k].text[:1].upper() + toks[k].text[1:]
        name, end = f"{title} {toks[k + 1].base}", k + 2
        if _surname_after(toks, end):
            # ('…, Professor Ysolt Vell, …'; an office's title dropped, as above)
            name = f"{toks[k + 1].base} {toks[end].base}" if toks[k].low in OFFICE_TITLES else (
                f"{name} {toks[end].base}")
            end += 1
    elif toks[k].text[:1].isupper() and names.is_name(toks, k):
        name, end = names.name_of(toks, k), k + 1
        while end < len(toks) and toks[end].text[:1].isupper() and toks[end].text.isalpha():
            end += 1  # a surname ('Ambrus Kettle')
    elif _name_pair(toks, k, names):
        # ', Wendo Okri,': two capitalised words of no English word class set off after a role
        # are a person's (an honorific of another language before a name, a given name and a
        # surname), not a place
        name, end = f"{toks[k].base} {toks[k + 1].base}", k + 2
    else:
        return None
    hedge = [t.low for t in toks[end:end + 5]]
    if hedge[:2] in (["or", "whatever"], ["or", "something"]):
        # ', Stellan or whatever his name was,': the name hedged
        k2 = next((x for x in range(end + 2, min(end + 7, len(toks))) if toks[x].text in
                   _ASIDE_MARKS), None)
        if k2 is not None and all(t.text[:1].isalpha() for t in toks[end:k2]):
            end = k2
    if not dash and end + 1 < len(toks) and toks[end].low in {"from", "at", "in", "on", "of"}:
        # ('one caller, Ambrus from Kettle Row, said …', '…, Ambrus at the depot, …'): where the
        # named one is from, up to the closing comma
        c = next((x for x in range(end + 2, min(end + 6, len(toks))) if toks[x].text == ","),
                 None)
        if c is not None and all(t.text.replace("'", "").isalpha() and not (
                t.low in W.PRONOUNS or t.text.islower() and finite(t.low)
                and toks[x - 1].low not in W.DETERMINERS) for x, t in enumerate(
                toks[end + 1:c], end + 1)):
            end = c
    if dash and end < len(toks) and toks[end].text == ",":
        # '— Ambrus, lovely man —': a short aside about the name, closed by the dash
        close = next((x for x in range(end + 2, min(end + 6, len(toks)))
                      if toks[x].text in _ASIDE_MARKS - {","}), None)
        if close is not None and all(t.text[:1].isalnum() for t in toks[end + 1:close]):
            end = close
    if not dash and end < len(toks) and _reports_at(toks, end) and not any(
            t.text == "," for t in toks[end:end + 2]) and not toks[end].low.endswith("ing"):
        # (', Ysolt told me …' once an aside after the name is left out: the name, then its verb)
        return _NP(name, end)
    closing = {","} if not dash else _ASIDE_MARKS - {","}
    if not dash and (end >= len(toks) or toks[end].text in {".", "!", "?", ":"}):
        # ('…, according to their steward, Corvane.': the sentence ends it; 'Quoting our
        # convenor, Wendrith: "…"': the colon before the words quoted)
        return _NP(name, end)
    return _NP(name, end + 1) if end < len(toks) and toks[end].text in closing else None


_BE_PASSIVE = frozenset({"was", "were", "is", "are", "been", "be", "being", "'s", "'re"})
# verbs of saying whose passive subject is the one spoken to ('were promised', 'was assured')
_PROMISED = frozenset({"promised", "assured", "warned", "informed", "reminded", "advised",
                       "guaranteed", "reassured"})


def labelled_person(toks: Sequence[Tok], p: int) -> str | None:
    """'Reviewer A', 'Witness 2', 'Patient C': a capitalised noun of a person (a role, or an agent
    noun in -er/-or/-ist/-ant/-ent/-ee) and a letter or a number telling which one — as said, one
    person."""
    if p + 1 >= len(toks) or not toks[p].text[:1].isupper() or not toks[p].text.isalpha():
        return None
    label, low = toks[p + 1].text, toks[p].low
    if not (label.isdigit() and len(label) <= 2 or len(label) == 1 and label.isupper()):
        return None
    if not (low in EN_ROLE_NOUNS or low in PERSON_NOUNS or len(low) > 4 and low.endswith(
            ("er", "or", "ist", "ant", "ent", "ee"))) or low in TIME_OPENERS or toks[p].text in (
            W.CAP_STOP):
        return None
    return f"{toks[p].text} {label}"


def _labelled_np(toks: Sequence[Tok], p: int) -> _NP | None:
    """A person known by a label (``labelled_person``) before a verb of saying: the holder."""
    who = labelled_person(toks, p)
    if who is None:
        return None
    k = p + 2
    while k < len(toks) and k < p + 4 and (toks[k].low in BETWEEN or _ly_adverb(toks, k)):
        k += 1
    if k >= len(toks) or _verb_row(toks, k) is None:
        return None
    return _NP(who, p + 2)


def _body_document(toks: Sequence[Tok], q: int) -> _NP | None:
    """After 'the' at ``q - 1``: a body's possessive, a written document of it (one noun may
    tell which) and a verb of saying ("the council's statement says …", "the club's official
    statement said …") — the body holds what it says."""
    if q + 2 >= len(toks) or not toks[q].low.endswith(("'s", "\u2019s")):
        return None
    body = toks[q].low[:-2]
    if not body.isalpha() or not toks[q].text[:1].islower():
        return None
    d = q + 1
    while d < len(toks) - 1 and toks[d].low not in _WRITTEN and toks[d].text.isalpha() and (
            toks[d].text.islower()) and d < q + 3:
        d += 1  # ('official', 'press', 'latest': which of its documents)
    if toks[d].low not in _WRITTEN or d + 1 >= len(toks) or toks[d + 1].low not in {
            "says", "said", "states", "stated", "claims", "claimed", "reads", "read"}:
        return None
    return _NP(f"the {body}", d + 1)


def _modifier_noun(toks: Sequence[Tok], j: int, head: int) -> bool:
    """May the word at ``j``, before the head noun at ``head``, be a noun modifying it? Not a
    word able to be a clause's verb — unless a base form with another noun after it before
    the head ('the call centre guy', 'the check-in lady': a compound's first noun)."""
    low = toks[j].low
    return not _maybe_finite(low) or j + 1 < head and low in _BASE_VERBS and not is_past(low) and (
        low not in W.AUX)


def _described_then_named(toks: Sequence[Tok], q: int, names: Names) -> _NP | None:
    """After a determiner at ``q - 1``: two or three lower-case words ending in a noun of a
    person ('retired nurse', 'very nice locum doctor'), a comma, then a name in apposition —
    the name is the person."""
    c = next((j for j in range(q + 1, min(q + 4, len(toks))) if toks[j].text == ","), None)
    if c is None or not all(t.text.isalpha() and t.text.islower() and t.low not in W.STOPWORDS
                            and _modifier_noun(toks, j, c - 1)
                            for j, t in enumerate(toks[q:c - 1], q)):
        return None
    head = toks[c - 1].low
    if not (head in PERSON_NOUNS or _is_role(head)):
        return None
    return _named_apposition(toks, c, names)


# titles of an office ('Councillor Ysolt Vell'): before a full name, what the person is, not
# part of how the name is said (honorifics — Dr, Professor, Mrs — stay with it)
OFFICE_TITLES = frozenset({
    "councillor", "cllr", "mayor", "senator", "governor", "coach", "detective", "inspector",
    "sergeant", "sgt", "constable", "officer", "captain", "capt", "major", "general", "colonel",
    "col", "lieutenant", "lt", "judge"})


def _surname_after(toks: Sequence[Tok], k: int) -> bool:
    """A surname at ``k`` after a titled first name: a capitalised word of a name's shape that
    is no title, no day or month and no word of the sentence's frame ('Dr Ysolt Vell says')."""
    if k >= len(toks):
        return False
    t = toks[k]
    return (t.text[:1].isupper() and t.base.replace("-", "").isalpha() and _name_shape(t.base)
            and t.base not in W.CAP_STOP and t.low not in TITLES and t.low not in W.PRONOUNS
            and t.low not in W.REPORT_VERBS and not t.low.endswith("'s"))


_DESCRIBING_DETS = frozenset({"this", "that", "a", "an", "some", "my", "our", "the"})


def _called_name(toks: Sequence[Tok], q: int, names: Names) -> _NP | None:
    """'a comic called Orbel', 'this woman named Ysolt Marr', 'some really old guy called Orbel':
    after a determiner, a few lower-case words (the description, whatever its noun) and
    'called'/'named' before a name — the name is the person, whatever the noun says of them."""
    m = next((j for j in range(q + 1, min(q + 5, len(toks) - 1))
              if toks[j].low in {"called", "named"}), None)
    if m is None or not all(t.text.isalpha() and t.text.islower() and t.low not in W.PRONOUNS
                            and t.low not in W.DETERMINERS for t in toks[q:m]):
        return None
    return _name_after_called(toks, m + 1, names)


def _name_after_called(toks: Sequence[Tok], k: int, names: Names) -> _NP | None:
    """The name at ``k`` after 'called'/'named' (a title and a surname, a full name, a name)."""
    if k >= len(toks):
        return None
    if toks[k].low in TITLES and k + 1 < len(toks) and toks[k + 1].text[:1].isupper():
        return _NP(f"{toks[k].text[:1].upper()}{toks[k].text[1:]} {toks[k + 1].base}", k + 2)
    # (after 'called' or 'named' a capitalised word of a name's shape is the name, one the
    # name list lacks too: 'a guy named Everard Quill')
    if not (toks[k].text[:1].isupper() and (names.is_name(toks, k) or _name_shape(toks[k].base)
                                            and toks[k].base not in W.CAP_STOP)):
        return None
    if k + 1 < len(toks) and (_name_pair(toks, k, names) or _surname_after(toks, k + 1)):
        return _NP(f"{toks[k].base} {toks[k + 1].base}", k + 2)
    return _NP(names.name_of(toks, k), k + 1)


_THERE_IS = frozenset({("there's",), ("there", "is"), ("there", "was"), ("theres",),
                       ("there", "were"), ("there", "are")})


def _presented(toks: Sequence[Tok], p: int, names: Names) -> tuple[_NP, int] | None:
    """"there's this old guy, Orbel, who goes …", 'there was a woman called Ysolt who kept saying
    …': a named person brought on stage by 'there is' and a relative clause whose verb is one of
    saying — the named person and where the relative's verb starts."""
    n = next((len(w) for w in _THERE_IS if [t.low for t in toks[p:p + len(w)]] == list(w)), 0)
    k = p + n
    if not n or k + 3 >= len(toks) or toks[k].low not in _DESCRIBING_DETS | {"one"}:
        return None
    named = _called_name(toks, k + 1, names) if toks[k].low != "one" else None
    if named is None:
        c = next((j for j in range(k + 2, min(k + 6, len(toks))) if toks[j].text in _ASIDE_MARKS),
                 None)
        if c is None or not all(t.text.isalpha() and t.text.islower() for t in toks[k + 1:c]):
            return None
        named = _named_apposition(toks, c, names)
    if named is None or named.end + 1 >= len(toks) or toks[named.end].low not in {"who", "that"}:
        return None
    v = named.end + 1
    while v < len(toks) and v < named.end + 4 and toks[v].low in BETWEEN:
        v += 1
    if _verb_row(toks, v) is None:
        return None
    return _NP(named.name, named.end + 1), named.end + 1


def _one_of_named(toks: Sequence[Tok], q: int, names: Names) -> _NP | None:
    """'one of the other jurors, Orbel, …', 'one of her old teammates, Ysolt, …': one of a group,
    a few lower-case words for it, then the name in apposition — the name is the person."""
    if q + 2 >= len(toks) or toks[q].low != "of" or toks[q + 1].low not in (
            {"the", "those", "these"} | _REL_POSS):
        return None
    c = next((j for j in range(q + 3, min(q + 6, len(toks))) if toks[j].text in _ASIDE_MARKS),
             None)
    if c is None or not all(t.text.isalpha() and t.text.islower() for t in toks[q + 2:c]) or not (
            toks[c - 1].low.endswith("s")):
        return None
    return _named_apposition(toks, c, names)


def _placed_then_name(toks: Sequence[Tok], q: int, names: Names) -> _NP | None:
    """'my tutor at the night school, Brannoc, says …', 'the guy from the shop next door, Orbel,
    reckons …': a place phrase that tells which one, then the name in apposition; the name is
    the person."""
    if q + 3 >= len(toks) or toks[q].low not in _PLACE_PREPS | {"with"}:
        return None
    c = next((j for j in range(q + 2, min(q + 8, len(toks))) if toks[j].text in _ASIDE_MARKS),
             None)
    if c is None or not all(t.text[:1].isalnum() or t.text == "'s" for t in toks[q + 1:c]) or any(
            _ends_place_phrase(t) for t in toks[q + 2:c]):
        return None
    return _named_apposition(toks, c, names)


def _relative_then_name(toks: Sequence[Tok], q: int, names: Names) -> _NP | None:
    """'the man who runs the chippy, Cardew, told …', 'my neighbour who does nights, Ansel, says
    …': a relative clause that tells which one, then the name in apposition and a verb of
    saying; the name is the person."""
    if q + 2 >= len(toks) or toks[q].low not in {"who", "that"} or not _maybe_finite(
            toks[q + 1].low) and toks[q + 1].low not in BETWEEN:
        return None
    c = next((j for j in range(q + 2, min(q + 9, len(toks))) if toks[j].text in _ASIDE_MARKS),
             None)
    if c is None or not all(t.text[:1].isalnum() or t.text == "'s" for t in toks[q + 1:c]):
        return None
    named = _named_apposition(toks, c, names)
    return named if named is not None and _reports_at(toks, named.end) else None


_PLURAL_AGREE = frozenset("are were have don't aren't weren't haven't".split())  # noqa: SIM905


def _lower_name(toks: Sequence[Tok], p: int, frame_only: bool = True) -> bool:
    """A lower-case word in holder position that is no English word: a name typed in lower case."""
    t = toks[p]
    if t.text[:1].isupper() or not no_english_word(t.base.lower()):
        return False
    if W.common_word(t.low) or t.low in _WRITTEN:
        return False  # 'that street was …', 'area': a word of the dictionary, no first name
    if p + 1 >= len(toks):
        return False
    nxt = toks[p + 1].low
    if p + 2 < len(toks) and nxt.endswith("s") and not nxt.endswith("ss") and (
            toks[p + 2].low in _PLURAL_AGREE):
        return False  # 'beer traps are a myth': a noun before the plural noun it modifies
    if t.low.endswith("s") and not t.low.endswith("ss") and nxt in _PLURAL_AGREE:
        return False  # 'tulips are easy to grow': a plural noun and its verb, no name
    if t.low.endswith("s") and not t.low.endswith("ss") and (
            _is_role(t.low[:-1]) or agent_noun(t.low[:-1])):
        # ('surveyors always write "sound"', 'inspectors say …': people in general, a plural
        # of a role, no one's name typed in lower case)
        return False
    if (
        t.low.endswith("'s")
        and _is_role(nxt)
        and p + 2 < len(toks)
        and (_verb_row(toks, p + 2) is not None or toks[p + 2].low in BETWEEN)
    ):
        return True  # "wiremu's gf said …"
    if nxt in {"from", "at", "and", "n", "&"} and any(
        _verb_row(toks, j) is not None for j in range(p + 3, min(p + 7, len(toks)))
    ):
        return True  # 'aoibheann from payroll said …', 'aoibheann n her mum reckon …'
    return _verb_row(toks, p + 1) is not None or nxt in BETWEEN or (
        not frame_only and (is_past(nxt) or nxt.endswith("s") and lemma(nxt) in _BASE_VERBS))


def no_english_word(base: str) -> bool:
    """A word of no English word class we know: in a name's place, a name typed in lower case."""
    if not base.isalpha() or len(base) < 3:
        return False
    if len(base) >= 6 and base.endswith(("ed", "ing", "ly")) and not name_not_word(base):
        return False  # 'tripled', 'reckoning': an inflected English word, not a name ('Mildred'
        # and 'Channing' are first names no word list knows)
    closed = (
        W.PRONOUNS,
        W.DETERMINERS,
        W.AUX,
        W.PREPOSITIONS,
        W.CONJUNCTIONS,
        W.ADVERBS,
        W.STOPWORDS,
        OPENERS,
        W.VERBS,
        W.ADJECTIVES,
        W.ADJ_GENERAL,
        W.GENERIC_NOUNS,
        EN_ROLE_NOUNS,
        W.NUMBERS,
        BETWEEN,
        PERSON_NOUNS,
        DEGREE,
        _INTENSIFIERS,
    )
    return not (any(base in s for s in closed) or base in vader() or lemma(base) in W.VERBS)


# adverbs in -ly that say a report's source is unknown: kept before the clause they mark
_HEARSAY_LY = frozenset({"apparently", "supposedly", "allegedly", "reportedly", "seemingly",
                         "evidently", "rumouredly"})


def _stance_ly(low: str) -> bool:
    """A stance or manner adverb in -ly ('weirdly', 'frankly'), no noun ('family') and none that
    marks hearsay ('apparently')."""
    return len(low) >= 5 and low.endswith("ly") and low.isalpha() and (
        low not in W.LY_NOUNS and low not in _HEARSAY_LY)


def _ly_adverb(toks: Sequence[Tok], q: int) -> bool:
    """A manner or stance adverb in -ly (no noun like 'family', 'rally') between a holder and
    the verb of its frame or an auxiliary: 'supposedly said', 'allegedly might have said'."""
    low = toks[q].low
    if not (len(low) >= 5 and low.endswith("ly") and low.isalpha() and low not in W.LY_NOUNS):
        return False
    if q + 1 >= len(toks):
        return False
    return toks[q + 1].low in BETWEEN or _verb_row(toks, q + 1) is not None


_IN_LAW = frozenset("brother sister mother father son daughter mum dad mom".split())  # noqa: SIM905


_HYPHENED = re.compile(r"[A-Za-z][a-z]*(?:-[a-z]+)+")
_ACRONYM = re.compile(r"[A-Z](?:[A-Z0-9]|&(?=[A-Z]))+s?")


def role_words(toks: Sequence[Tok], p: int, lenient: bool = False) -> tuple[str, int]:
    """Lowercase words of a role phrase ('running coach'), ending at the role noun."""
    words: list[str] = []
    q = p
    pair = tuple(t.low for t in toks[p:p + 2])
    if pair in _PARTNER or len(pair) == 2 and (pair[0], pair[1].removesuffix("'s")) in _PARTNER:
        # 'my other half', "my better half's boss": a partner named by a fixed phrase
        return " ".join((pair[0], pair[1].removesuffix("'s"))), p + 2
    while q < len(toks) and len(words) < 3:
        low = toks[q].low
        base = low[:-2] if low.endswith("'s") else low
        # 'the CFO', 'my GP', 'the F1s' (a plural acronym, letters and digits)
        # ("our CEO's email": the acronym possessed, the 's no part of it)
        atext = toks[q].text.removesuffix("'s").removesuffix("\u2019s")
        acronym = _ACRONYM.fullmatch(atext) is not None
        if not acronym and (
            not toks[q].text.replace("-", "").replace("'", "").isalpha()
            or base in W.REPORT_VERBS
            or base in W.AUX
        ):
            break
        if acronym:
            words.append(atext)
            q += 1
            if atext != toks[q - 1].text:
                break
            if q < len(toks) and toks[q].low.removesuffix("'s") in EN_ROLE_NOUNS:
                continue  # ('the A&E nurse', 'the HR manager': the initialism names the role's
                # place)
            break
        if (
            base in W.CONJUNCTIONS
            or base in W.PREPOSITIONS
            or base in W.DETERMINERS
            or base in _SUBJ_PRON
            or base in {"i", "we", "you", "it"}
            or re.split("['\u2019]", base)[0] in _SUBJ_PRON | {"i", "we", "you", "it"}
            or toks[q].text[:1].isupper()
        ):
            break  # ('according to her we …', "… her we're fine": a pronoun starts the
            # clause, it is no role)
        # ('my upstairs tenant', 'the then manager': a word of place or time right before a
        # role noun modifies it)
        modifier = base not in BETWEEN and base not in _QUANTIFIER_HEADS and q + 1 < len(
            toks) and toks[q + 1].low.removesuffix("'s") in EN_ROLE_NOUNS
        if not modifier and (base in W.ADVERBS or base in BETWEEN
                             or _verb_row(toks, q) is not None):
            break  # 'Ludmila's convinced …': a frame word ends the phrase
        if base in {"got", "gotten", "been", "gone", "done"}:
            break  # "Varnel's got a hunch …": the 's is 'has', a participle, no role
        if not words and q + 1 < len(toks) and toks[q + 1].low in _VIEW_IS_NOUNS and (
                not low.endswith("'s") and base not in EN_ROLE_NOUNS) and (
                _verb_row(toks, q + 1) is FRAMES_BY_NAME["view_is"]):
            break  # ("his private view was …", "her honest take is …": the view's adjective)
        if base == "lot" and not words and p > 0 and toks[p - 1].low.endswith("'s"):
            words.append(base)  # ("X's lot told the paper …": X's people, as a group)
            q += 1
            break
        if base in W.STOPWORDS and base not in EN_ROLE_NOUNS and not modifier:
            break  # '…, according to the harbourmaster anyway': a discourse word, no noun
        if base in _QUANTIFIER_HEADS:
            break  # ('according to her nobody stayed', '… her loads of people went home': a
            # quantifier opens the clause, no one's role)
        if base == "own" and not words and q + 1 < len(toks) and toks[q + 1].low.removesuffix(
                "'s") in EN_ROLE_NOUNS:
            q += 1  # ('his own son': the son, 'own' only stresses whose)
            continue
        if words and base.endswith("s") and base not in EN_ROLE_NOUNS and not base.endswith(
                "ss") and not (q + 1 < len(toks) and toks[q + 1].low.removesuffix(
                    "'s") in EN_ROLE_NOUNS):
            break  # (not a noun in the plural naming the role's field: 'her maths teacher')
        if base == "head" and (_head_of(toks, q) or words and words[-1] in _HEAD_RANKS):
            # 'the head of science', "the client's head of comms", 'the deputy head': the head
            # of a school or a department, a role, with the field it heads as said
            tail = _head_of(toks, q)
            return " ".join([*words, "head", *(t.low for t in toks[q + 1:tail])]), tail or q + 1
        if base in _HEAD_RANKS and q + 1 < len(toks) and toks[q + 1].low in {"head", "head's"}:
            words.append(base)
            q += 1
            continue
        if lenient and base.endswith("ed") and base not in EN_ROLE_NOUNS and (
                q + 1 >= len(toks) or not toks[q + 1].text[:1].isalpha()):
            break  # "my dad's concerned,": a participle closing the phrase is no noun
        words.append(base)
        q += 1
        if base in _IN_LAW and [t.low for t in toks[q:q + 2]] == ["in", "law"]:
            words.append("in law")  # 'my brother in law', typed without its hyphens
            q += 2
            break
        if base in EN_ROLE_NOUNS and not (q < len(toks) and toks[q].low in EN_ROLE_NOUNS):
            break
        if low.endswith("'s"):
            break
    if (
        words
        and (not lenient or words[-1] in _BODY)
        and words[-1].lower() not in EN_ROLE_NOUNS
        and not _is_role(words[-1])
    ):
        # a non-role noun phrase ('his knees') is no holder; nor, even in a holder slot, a body
        # part: 'my calves are screaming', 'my back is killing me' speak only in a figure
        return "", p
    return " ".join(words), q


_VIEW_IS_NOUNS = frozenset(FRAMES_BY_NAME["view_is"].words)
# a head's rank before the word ('the deputy head'); the field after it ('head of science')
_HEAD_RANKS = frozenset({"deputy", "assistant", "acting", "school", "department"})


def _head_of(toks: Sequence[Tok], q: int) -> int:
    """The index after 'head of <field>' at ``q`` (a field of one or two lowercase words, 'the'
    before them allowed: 'head of the science department'), else 0."""
    if q + 2 >= len(toks) or toks[q + 1].low != "of":
        return 0
    k = q + 2 + (toks[q + 2].low == "the")
    n = 0
    while k < len(toks) and n < 2 and toks[k].text.isalpha() and toks[k].text.islower() and (
            toks[k].low not in W.STOPWORDS and toks[k].low not in W.REPORT_VERBS
            and toks[k].low not in W.DETERMINERS and toks[k].low not in W.PRONOUNS
            and toks[k].low not in W.CONJUNCTIONS and toks[k].low not in W.PREPOSITIONS
            and toks[k].low not in {"that", "who", "which", "whose"}
            and toks[k].low not in W.AUX and _verb_row(toks, k) is None):
        k, n = k + 1, n + 1
    return k if n else 0


# quantifier pronouns and heads of a quantity: the subject of a clause, never a role possessed
_QUANTIFIER_HEADS = frozenset("""everyone everybody everything nobody noone no-one someone
    somebody something anyone anybody anything nothing loads lots heaps tons most half all both
    some none each several many few plenty""".split())  # noqa: SIM905


def _is_role(word: str) -> bool:
    """A role noun or its plural ('boss' and 'bosses', 'cousins'): not the word with every final
    's' stripped, which makes 'boss' 'bo'."""
    return word in EN_ROLE_NOUNS or word.endswith("s") and (
        word[:-1] in EN_ROLE_NOUNS or word.endswith("es") and word[:-2] in EN_ROLE_NOUNS)


# a partner named by a fixed phrase, the words of no single role noun
_PARTNER = frozenset({("other", "half"), ("better", "half"), ("significant", "other")})
_BODY = frozenset(
    """back leg legs foot feet knee knees arm arms hand hands calf calves shoulder shoulders
    neck hip hips stomach tummy belly brain eyes ears throat muscles bones joints ankle ankles
    wrist wrists fingers toes thighs body lungs chest skin teeth jaw bum""".split())  # noqa: SIM905
BODY_WORDS = _BODY
# a person's faculties of judgement, which 'say' or 'tell' what the person thinks
_FACULTIES = frozenset({"gut", "gut feeling", "instinct", "instincts", "heart", "head",
                        "conscience", "sixth sense", "spidey sense", "inner voice"})


BARE_KIN_CUE = "en_bare_kin"  # (the cue rules_en leaves: 'kin:speaker,speaker;kin:…')


def bare_kin_users(ctx: TurnContext) -> dict[str, set[str]]:
    """Who of the chat, up to the turn before, said each bare kin word as a name."""
    cue = ctx.cue(BARE_KIN_CUE)
    if not cue:
        return {}
    return {k: set(v.split(",")) for k, _, v in (part.partition(":") for part in cue.split(";"))}


def _shared_kin(ctx: TurnContext, kin: str) -> bool:
    """Another speaker of the chat already said the bare kin word ('I took Nana to the GP',
    "did anyone sort gran's tablets?"): the current speaker's bare use of it names the relative
    they share."""
    return bool(bare_kin_users(ctx).get(kin, set()) - {ctx.speaker})


def same_kin(ctx: TurnContext, kin: str, pronoun: str | None = None) -> str | None:
    """The referent '<X>'s <kin>' of the session that a bare 'Gran' (any recent one) or a
    '<pronoun> <kin>' (one of the last two, with a possessor the pronoun fits: 'his dad' after
    'Torvin's dad') names again."""
    for name in ctx.recent if pronoun is None else ctx.recent[:2]:
        owner, sep, head = name.partition("'s ")
        if sep and head == kin and owner != SOMEONE and (
            pronoun is None or owner != ctx.speaker and compatible(pronoun, owner)
        ):
            return name
    return None


# titles that carry a gender ('Mr Ashdown', 'Auntie Fenella'): a name after one has it too
_MALE_TITLES = frozenset({"mr", "mr.", "mister", "sir", "lord", "uncle", "father", "fr", "brother",
                          "oom", "grandpa", "grandad", "granddad", "tío", "tio", "zio", "onkel"})
_FEMALE_TITLES = frozenset(
    {"mrs", "mrs.", "ms", "ms.", "miss", "madam", "lady", "dame", "aunt", "auntie", "aunty",
     "tannie", "grandma", "granny", "nana", "gran", "tía", "tia", "tita", "zia", "tante"})


def compatible(pronoun: str, name: str) -> bool:
    """Can ``pronoun`` stand for ``name``? Only role nouns and titles carry a gender we can
    tell."""
    words = name.lower().split() if name else [""]
    head = words[-1]
    if len(words) == 2 and head in NAME_HONORIFICS and "'s" not in name:
        # ('X mama', 'X masi', 'X ji': a name and its term of respect, whose gender it tells)
        honour = _HONORIFIC_GENDER.get(head)
        return honour is None or pronoun not in _PRONOUN_GENDER or (
            _PRONOUN_GENDER[pronoun] == honour)
    title = words[0] if len(words) > 1 and "'s" not in name else ""
    if pronoun in _PRONOUN_GENDER and _plural_role(head):
        return False  # 'his parents' is never 'he'/'his': a singular pronoun, a plural role
    if pronoun in _PRONOUN_GENDER and "'s " in name and head in _INSTITUTION_HEADS:
        return False  # ("X's bank are refusing it …. She said …": a body, never he or she)
    if pronoun in {"she", "her"}:
        return head not in MALE and title not in _MALE_TITLES
    if pronoun in {"he", "his", "him"}:
        return head not in FEMALE and title not in _FEMALE_TITLES
    return True


_PRONOUN_GENDER = {"he": "m", "him": "m", "his": "m", "she": "f", "her": "f", "hers": "f"}
# the gender the terms of respect after a name tell ('ji', 'san', 'sensei', 'sama' tell none)
_HONORIFIC_GENDER = {
    **dict.fromkeys("""uncle sahib saab bhaiya bhaiyya bhai chettan dada tito kuya manong mama
        chacha kaka mamu""".split(), "m"),
    **dict.fromkeys("""aunty auntie didi chechi akka tita manang mami masi mausi chachi kaki
        bua""".split(), "f")}
_PLURAL_PEOPLE = frozenset({"parents", "folks", "people", "kids", "children", "in-laws",
                            "grandparents", "neighbours", "neighbors", "family", "lot"})


def _plural_role(head: str) -> bool:
    """'parents', 'neighbours', 'cousins': a role noun in the plural (a group, no he or she)."""
    if head in _PLURAL_PEOPLE - {"family", "lot"}:
        return True
    return head.endswith("s") and not head.endswith("ss") and head not in EN_ROLE_NOUNS and (
        head[:-1] in EN_ROLE_NOUNS or head.endswith("ies") and head[:-3] + "y" in EN_ROLE_NOUNS)


def resolve_pronoun(
    pronoun: str, ctx: TurnContext, role: str = "", exclude: Sequence[str] = ()
) -> str | None:
    """The most recent compatible person of the discourse for he/she/his/her/they. A first
    name of one gender only ('Radoslaw came with Genowefa. He said …') is passed over for the
    next person whose name does not say otherwise; when every candidate's does, the most recent
    compatible one stands (a name is only a tie-breaker)."""
    skip: list[str] = list(exclude)
    first: str | None = None
    if pronoun in {"they", "them", "their"} and (body := _they_body(ctx, skip)) is not None:
        return body
    for _ in range(4):
        who = ctx.antecedent(exclude=skip)
        if who is None:
            return first
        if compatible(pronoun, who):
            said = name_gender(who) or ctx.gender_of(who)
            if said is None and (kin := _gendered_relative(pronoun, ctx, who, skip)):
                return kin  # 'X and his sister came round. She said …': the one she must be
            if said is None or said == _PRONOUN_GENDER.get(pronoun, said):
                return who
            first = first or who
        skip.append(who)
    return first


def _they_body(ctx: TurnContext, skip: Sequence[str]) -> str | None:
    """'Rang the helpline for Mum. … Now they're saying …': 'they' passes over a relative whose
    word says one gender ('Mum', 'my uncle') to the body or group named just before — a person
    of known gender is 'she' or 'he', seldom 'they'."""
    who = ctx.antecedent(exclude=skip)
    if who is None or " " in who and "'s " not in who or (
            who.lower().split()[-1] not in MALE | FEMALE):
        return None
    nxt = ctx.antecedent(exclude=[*skip, who])
    if nxt is None or nxt in ctx.speakers or not nxt.startswith("the ") or (
            nxt.lower().split()[-1] in EN_ROLE_NOUNS or nxt.lower().split()[-1] in PERSON_NOUNS):
        return None
    return nxt


def _gendered_relative(pronoun: str, ctx: TurnContext, who: str,
                       skip: Sequence[str]) -> str | None:
    """The next referent after ``who`` when it is a relative or role of ``who`` whose words say
    the pronoun's gender ("Tymek's sister" for 'she'), and nothing says ``who``'s: of the two
    just talked about together, the pronoun names the one it certainly fits."""
    nxt = ctx.antecedent(exclude=[*skip, who])
    if nxt is None or not nxt.startswith(f"{who}'s "):
        return None
    head = nxt.lower().split()[-1]
    told = head in FEMALE if pronoun in {"she", "her"} else head in MALE if pronoun in {
        "he", "him", "his"} else False
    return nxt if told else None


def fits(pronoun: str, name: str) -> bool:
    """May ``pronoun`` stand for ``name``: neither its words ('Ysolt's brother', 'Mrs X') nor a
    first name of one gender only say otherwise."""
    said = name_gender(name)
    return compatible(pronoun, name) and (said is None or said == _PRONOUN_GENDER.get(
        pronoun, said))


_OTHER_GENDER = {"he": "she", "she": "he"}


def _named_after(toks: Sequence[Tok], k: int, names: Names) -> list[str]:
    """The people a subject pronoun's own clause names after it, up to a quotation or the end
    of the sentence: a name (possessed too) or 'the <role>'. The pronoun is none of them — a
    name it c-commands cannot be its referent (Chomsky's Principle C: 'he says the surgeon rang
    him …' — he is not the surgeon; 'she said Ysolt's boss …' — she is not Ysolt)."""
    out: list[str] = []
    for j in range(k, len(toks)):
        t = toks[j]
        if t.text in {'"', "\u201c", "\u201d", ".", "!", "?", ":", ";", "(", "-", "\u2013",
                      "\u2014"}:  # (an aside set off by dashes or brackets is no complement)
            break
        if t.text[:1].isupper() and j > k and names.is_name(toks, j):
            out.append(names.name_of(toks, j))
        elif t.low == "the" and j + 1 < len(toks) and toks[j + 1].low in EN_ROLE_NOUNS:
            out.append(f"the {toks[j + 1].low}")
    return out


def reported_subject(pronoun: str, ctx: TurnContext, prev: str | None,
                     obj: str | None = None, apart: bool = False,
                     named: Sequence[str] = ()) -> str | None:
    """Whom a subject pronoun stands for. Inside a report (``prev``: the one reporting, 'X says
    she …') it is, by salience: someone other than the reporter when a third-person object of
    its own verb ('X said he told him …': him is X, binding makes he someone else) fits the
    reporter; the centre of the conversation, the person just spoken of by a pronoun or asked
    about ('How's X's sister?' — 'She's fine. X says she reckons …'), when it fits; else the
    reporter when the pronoun fits them ('X said she's moving'); else the most recent person
    it fits. ``apart``: the reporter was named by a pronoun of the other gender. ``named``: the
    people the pronoun's clause names after it, none of whom it is (``_named_after``)."""
    if prev is None:
        who = resolve_pronoun(pronoun, ctx)
        if who and any(name_key(who) == name_key(n) for n in named):
            other = resolve_pronoun(pronoun, ctx, exclude=named)
            # (not one of the chat's own speakers, whom a third person's report names by name:
            # with no one else the pronoun fits, whose report it is stays unknown)
            return None if other and any(
                name_key(other) == name_key(s) for s in ctx.speakers) else other
        return who
    if apart:
        return resolve_pronoun(pronoun, ctx, exclude=[prev])
    if obj and compatible(obj, prev):
        return resolve_pronoun(pronoun, ctx, exclude=[prev]) or prev
    centre = ctx.centre
    if centre and name_key(centre) != name_key(prev) and fits(pronoun, centre) and not any(
            name_key(centre) == name_key(n) for n in (ctx.speaker, ctx.listener or "")):
        return centre
    return prev if fits(pronoun, prev) else resolve_pronoun(pronoun, ctx)


_COMPARE_DEGREE = frozenset(
    "way much far even bit lot slightly loads heaps miles so a_lot".split()  # noqa: SIM905
)


def comparative_valence(words: Sequence[str], i: int) -> float:
    """'way kinder on your joints than squash', 'much comfier': a comparative of an evaluative
    adjective judges like the adjective itself. Only in a comparison (a degree word before, or
    'than' after), so agent nouns ('player', 'winner') stay what they are."""
    w = words[i]
    if not w.endswith("er") or len(w) < 5:
        return 0.0
    compared = i > 0 and words[i - 1] in _COMPARE_DEGREE or "than" in words[i + 1:i + 6]
    if not compared:
        return 0.0
    stem = w[:-2]
    for base in (stem, w[:-1], stem[:-1] + "y" if stem.endswith("i") else "", stem[:-1]
                 if len(stem) > 2 and stem[-1] == stem[-2] else ""):
        if base and base not in W.VERBS and (v := valence(base)):
            return v
    return 0.0


# nouns of a sound or a fitting that a participle before them describes literally ('banging
# noise', 'creaking door', 'rattling pipes')
_LITERAL_ING_HEADS = frozenset({"noise", "noises", "sound", "sounds", "door", "doors", "pipe",
                                "pipes", "headache", "wall", "walls", "window", "windows"})
# words that judge only as a predicate closing the clause ('… is wild', "that's bonkers"); before
# a noun they describe ('wild garlic', 'a steep hill')
_NEWCOMERS = frozenset({"novice", "stranger", "newcomer", "amateur", "newbie", "beginner"})
_PREDICATE_VERDICTS = frozenset({"wild", "bonkers", "mental", "steep", "bananas", "nuts"})
# what may follow an adjective that closes its clause: no noun for a possessive to own
_CLAUSE_CLOSERS = frozenset({"", "lol", "ngl", "tbh", "tho", "though", "af", "asf", "now",
                             "again", "atm", "imo", "honestly", "tbf", "innit", "mate"})


# a state of health or of breakdown ("my laptop's broken", "X's ill"): a state reported, rated
# by the lexicon but no verdict after the glued 's
_STATE_WORDS = frozenset("""sick ill poorly unwell dead broken broke busted bust knackered kaput
    jammed blocked frozen stuck crashed sore injured hurt shattered exhausted""".split())  # noqa: SIM905


# rated nouns a possessive owns at a clause's end ("it was Ysolt's fault", "Ysolt's funeral")
_RATED_NOUNS = frozenset("""fault problem problems loss win mess joke dream idea success failure
    death funeral fun love favourite favorite best worst pride hero fans fan""".split())  # noqa: SIM905


def _glued_is_adjective(nxt: str, nxt2: str) -> bool:
    """After a noun's glued 's, a rated adjective then the clause's end or a function word
    ("the foyer's dingy tbh", "parking's dodgy, ngl", "Ysolt's rubbish at darts"):
    the 's is 'is' — a possessive's adjective needs its noun ("Ysolt's lovely garden")."""
    return abs(valence(nxt)) >= 1.2 and nxt.isalpha() and nxt not in _STATE_WORDS and (
        nxt not in _OCCASION_NOUNS and nxt not in _RATED_NOUNS and nxt not in W.FEELINGS
        and not (nxt.endswith("ing") and nxt not in W.ADJ_GENERAL)
        and not (is_past(nxt) and lemma(nxt) in _BASE_VERBS)) and (
        nxt2 in _CLAUSE_CLOSERS or nxt2 in W.STOPWORDS and nxt2 not in W.PRONOUNS)


_GLUED_IS_NEXT = frozenset({"a", "an", "the", "such", "so", "way", "too", "really", "pretty",
                            "easily", "definitely", "literally", "honestly", "probably"})


# a verdict of efficacy: whether a thing does what it is for ('that genuinely works', 'the
# cream did basically nothing', "the stretches didn't help", 'made no difference') — an
# evaluation with no evaluative adjective. The lemma forms: work, help, do nothing / the trick /
# the job, make (no | a | all the) difference.
_EFFICACY_VERBS = frozenset("work works worked working help helps helped helping".split())  # noqa: SIM905
_DO_FORMS = frozenset("do does did doing done".split())  # noqa: SIM905
_MAKE_FORMS = frozenset("make makes made making".split())  # noqa: SIM905
_EFFICACY_NEG = frozenset({"didn't", "doesn't", "don't", "never", "won't", "wouldn't", "can't",
                           "hasn't", "haven't", "not", "didnt", "doesnt", "dont", "wont"})
_EFFICACY_ADVERBS = frozenset(
    """really genuinely actually honestly basically literally just totally definitely always
    properly seriously still even surprisingly somehow also defo def kinda kind of sort
    absolutely completely""".split())  # noqa: SIM905
# what may close 'works'/'helps' as a verdict ('works a treat', 'helped loads', "doesn't help
# at all"); a place, an employer or a person's action after it makes it a record ('works at
# the bank', 'helped me move')
_EFFICACY_TAILS = (("a", "treat"), ("wonders",), ("like", "a", "charm"), ("well",), ("fine",),
                   ("great",), ("brilliantly",), ("perfectly",), ("a", "lot"), ("loads",),
                   ("massively",), ("at", "all"), ("much",), ("a", "bit"), ("tons",), ("heaps",),
                   ("so", "much"), ("a", "ton"), ("every", "time"), ("for", "me"), ("for", "us"),
                   ("for", "him"), ("for", "her"), ("for", "them"), ("for", "my"))
_NOTHING_DONE = frozenset({"nothing", "zilch", "nada", "squat", "jack"})
_NO_PERSON_SUBJECT = frozenset({"i", "he", "she", "they", "we", "you", "u", "someone",
                                "somebody", "everyone", "everybody", "nobody", "who", "me",
                                "him", "her", "them", "us", "i'm", "he's", "she's", "they're"})


def _efficacy_tail(toks: Sequence[Tok], k: int) -> bool:
    """Nothing but stance words, punctuation or an efficacy phrase from ``k`` to the clause's
    end."""
    while k < len(toks):
        t = toks[k]
        if not t.text[:1].isalnum() and t.text not in {"'", '"'}:
            if t.text in {",", ";", "—", "–", "-"}:
                return True  # a new clause after the comma ('works, but …')
            k += 1
            continue
        if t.low in _AFTERTHOUGHT or t.low in {"haha", "lol", "tbh", "honestly", "imo", "anyway",
                                               "though", "tho", "either", "ngl", "really", "too",
                                               "apparently"}:
            k += 1
            continue
        if t.low in {"and", "but", "so", "cos", "because"}:
            return True
        for tail in _EFFICACY_TAILS:
            if tuple(x.low for x in toks[k:k + len(tail)]) == tail:
                k += len(tail)
                break
        else:
            return False
    return True


def efficacy(toks: Sequence[Tok], p: int) -> bool:
    """Is the clause from ``p`` a verdict on whether a thing works: a thing (no person, no
    name) as subject, then work / help (closing the clause or before a word of how well),
    'do nothing' / 'do the trick' / 'do the job', or 'make no/a/all the difference',
    negated or not ("that genuinely works", "the cream did basically nothing", "ice didn't
    help at all", "the new filter made a massive difference")?"""
    n = len(toks)
    i = p
    while i < n and not toks[i].text[:1].isalnum():
        i += 1
    start = i
    # the subject: up to five words of no verb of ours, no person
    while i < n and i < start + 6 and toks[i].low not in _EFFICACY_VERBS and (
            toks[i].low not in _DO_FORMS) and toks[i].low not in _MAKE_FORMS:
        t = toks[i]
        if not t.text[:1].isalnum():
            return False
        if t.low in _NO_PERSON_SUBJECT or (
                t.low.endswith("'s") and t.text[:1].isupper()) or (
                t.text[:1].isupper() and (i > start or not W.common_word(t.low))):
            return False  # (a person, a name: 'Ysolt helped loads' is a record of her)
        if t.low in W.PREPOSITIONS or t.low in {"my", "your", "his", "her", "our", "their", "the",
                                                 "a", "an", "any", "no", "some"} and (
                i + 1 < n and toks[i + 1].low in _EFFICACY_VERBS):
            return False  # ('before work', 'the help', 'any help': the noun, no verb)
        i += 1
    if i >= n or i == start:
        return False
    subject = [t.low for t in toks[start:i] if t.low not in _EFFICACY_ADVERBS
               and t.low not in _EFFICACY_NEG and t.low not in {"do", "does", "did"}]
    if not subject or subject[-1] in W.DETERMINERS and subject[-1] not in {"that", "this", "it"}:
        return False
    head = subject[-1].removesuffix("'s")
    if head in EN_ROLE_NOUNS or head in PERSON_NOUNS or head.endswith("s") and (
            head[:-1] in EN_ROLE_NOUNS or head[:-1] in PERSON_NOUNS) or head in W.PRONOUNS and (
            head not in {"that", "this", "it", "nothing", "which"}):
        return False  # ('my physio really helped', 'the lads worked late': people, a record)
    if any(w in W.PREPOSITIONS for w in subject[:1]):
        return False
    v = toks[i].low
    k = i + 1
    while k < n and toks[k].low in _EFFICACY_ADVERBS:
        k += 1
    if v in _EFFICACY_VERBS:
        plain = not any(t.low in _EFFICACY_ADVERBS for t in toks[start:i])
        if v in {"work", "works"} and plain and (subject in (["that"], ["this"], ["it"]) or len(
                subject) == 1 and (subject[0] in W.ADJECTIVES or subject[0] in W.ADJ_GENERAL
                                   or subject[0] in _WEEKDAYS or not subject[0].isalpha())):
            # 'that works (for me)', 'early works', 'friday works': an option accepted, no
            # verdict on a remedy
            return False
        if v in {"work", "help"} and not (head.endswith("s") or toks[i - 1].low in (
                _EFFICACY_NEG | {"do", "does", "did", "will", "would", "can", "could", "might",
                                 "should", "to"})):
            return False  # ('building work and a party': a noun, the verb's number unmet)
        if v.endswith("ing") and not (i > start and toks[i - 1].low in {"is", "isn't", "was",
                                                                          "wasn't", "'s"}):
            return False
        return _efficacy_tail(toks, k)
    if v in _DO_FORMS:
        if k < n and toks[k].low in _NOTHING_DONE or (
                k + 1 < n and (toks[k].low, toks[k + 1].low) in {
                    ("sod", "all"), ("bugger", "all"), ("fuck", "all"), ("the", "trick"),
                    ("the", "job"), ("f", "all")}):
            k += 2 if toks[k].low not in _NOTHING_DONE else 1
            if k < n and toks[k].low == "for" and k + 1 < n and toks[k + 1].low in {
                    "me", "us", "him", "her", "them", "my", "his", "our", "their"}:
                return True
            return _efficacy_tail(toks, k)
        return False
    if v in _MAKE_FORMS:
        j = k
        while j < n and j < k + 4 and toks[j].low in {"no", "zero", "a", "any", "all", "the",
                                                        "massive", "huge", "big", "real", "such",
                                                        "little", "much", "of", "world",
                                                        "difference"}:
            if toks[j].low == "difference":
                return _efficacy_tail(toks, j + 1) or j + 1 < n and toks[j + 1].low in {
                    "to", "for"}
            j += 1
    return False


# nouns of an occasion or a gift that the sentiment lexicon rates ('party', 'gift', 'holiday'):
# naming one judges nothing — the words about it do ('great party', 'the holiday was a joke')
_OCCASION_NOUNS = frozenset(
    """party parties gift gifts present presents holiday holidays vacation celebration
    celebrations festival festivals bonus prize treat treats birthday wedding reunion picnic
    barbecue bbq christmas xmas""".split())  # noqa: SIM905


# what one would do, said in the first person, is one's stance ("I'd tackle it directly", "I
# wouldn't print that", "I'd back them on that"); not a plan or a wish ('I'd love to come',
# "I'd better go"), not the past's 'would' of habit ('I'd walk there every day as a kid') nor
# the 'd of 'had' ("I'd left by then")
_WOULD_NOT_STANCE = frozenset({"like", "love", "better", "rather", "say", "hate", "been", "gone",
                               "got", "had", "just", "already", "never", "only"})
_HABIT_WORDS = frozenset({"every", "always", "usually", "often", "sometimes", "used", "back",
                          "when", "whenever", "kid", "child", "then"})


def would_stance(words: Sequence[str]) -> bool:
    """The clause's words (lower case) open with the first person's 'would' and a verb: what
    the speaker would do."""
    if words[:1] == ["i'd"]:
        k = 1
    elif words[:2] in (["i", "would"], ["i", "wouldn't"], ["i", "wouldnt"]):
        k = 2
    else:
        return False
    if k < len(words) and words[k] in {"not", "never", "definitely", "probably", "honestly",
                                       "personally", "also", "still", "want", "rather"}:
        k += 1 + (words[k] == "want" and k + 1 < len(words) and words[k + 1] == "to")
    if k >= len(words) or words[k] in _WOULD_NOT_STANCE or words[k] in W.STOPWORDS or (
            words[k] in W.PAST_FORMS or words[k].endswith(("ed", "en")) and words[:1] == ["i'd"]
            or not words[k].isalpha()):
        return False
    return not any(w in _HABIT_WORDS for w in words) and len(words) > k + 1


def refusal_stance(words: Sequence[str]) -> bool:
    """The clause's words (lower case) are the first person refusing what is asked of them: 'I'm
    not paying them', "I won't pay for a new one", 'I refuse to sign', "I'm not taking any
    blame", 'I am not having that' — a stance taken in a dispute, not a plan."""
    k = next((n for lead, n in _REFUSAL_LEADS if list(words[:n]) == list(lead)), None)
    if k is None or k >= len(words):
        return False
    verb, rest = words[k], list(words[k + 1:])
    if verb in _REFUSED:
        return True
    if verb in {"taking", "take", "accepting", "accept"}:
        return bool(rest) and rest[0] in {"the", "any", "that", "it", "this",
                                          "responsibility"} and (
            "blame" in rest or "responsibility" in rest or rest[:1] in (["that"], ["it"], ["this"]))
    if verb in {"having", "have", "doing", "do"}:
        # ('I am not having that', 'I am not doing it': the thing just proposed, refused)
        return rest[:1] in (["it"], ["that"], ["this"]) and len(rest) <= 2
    return False


_REFUSAL_LEADS = (
    (("i'm", "not"), 2), (("im", "not"), 2), (("i", "am", "not"), 3), (("i", "won't"), 2),
    (("i", "wont"), 2), (("i", "will", "not"), 3), (("i", "refuse", "to"), 3),
    (("i'm", "refusing", "to"), 3), (("i'm", "never"), 2), (("i", "will", "never"), 3),
    (("i'll", "never"), 2), (("i'm", "not", "going", "to"), 4), (("i'm", "not", "gonna"), 3),
)
# what a first person refuses outright in a dispute: paying, signing, apologising
_REFUSED = frozenset({"paying", "pay", "signing", "sign", "apologising", "apologizing",
                      "apologise", "apologize", "forking", "coughing"})


def evaluates(toks: Sequence[Tok], p: int) -> bool:
    """Is the clause from ``p`` an evaluation: an evaluative word predicated of something
    ("is overpriced", "a lovely street", "really dark"), a 'too'-phrase, or a verbless fragment
    built on an evaluative word ("Not great.", "Way too salty.")?"""
    words = [t.low for t in toks[p:] if t.text[:1].isalpha()]
    words = EN_FOR_GOOD.sub("for ever", " ".join(words)).split()
    if not words:
        return False
    if words[0] == "its":  # 'its hideous': the contraction typed without its apostrophe
        words[0] = "it's"
    text = " ".join(words)
    if en_idioms(" ".join(t.low for t in toks[p:])):
        return True  # 'falls apart', 'is a joke', 'worth every penny'
    if EN_TOO.search(text) or " too " in f" {text} " and any(abs(valence(w)) >= 1 for w in words):
        return True
    copular = any(w in COPULA for w in words) or any(
        w.endswith("'s") and (nxt in _GLUED_IS_NEXT or nxt == "one" and nxt2 == "of"
                              or i <= 3 and not any(finite(x) for x in words[:i])
                              and _glued_is_adjective(nxt, nxt2))
        for i, (w, nxt, nxt2) in enumerate(zip(words, words[1:], [*words[2:], ""], strict=False))
    )  # 'Brackley's a dump', "Tarbeck's one of the best": a possessive 's is never followed
    # by an article or a partitive 'one of' — the 's is 'is'; nor by a rated adjective that
    # ends the clause ("the foyer's dingy tbh", "parking's dodgy, ngl"): no noun for it
    if copular and _verdict_noun(words):
        return True
    if 2 <= len(words) <= 4 and words[0] in _INTENSIFIERS - {"right", "real", "proper"} and (
            words[1] not in W.STOPWORDS and words[1] not in W.NUMBERS
            and words[1] not in TIME_OPENERS and not any(finite(w) for w in words[1:])
            # ('Complete beginner.', 'a total stranger': how new a person is, no verdict)
            and not (agent_noun(words[1]) or _is_role(words[1]) or words[1] in PERSON_NOUNS
                     or words[1] in _NEWCOMERS)):
        return True  # 'Total stitch-up, then.', 'Complete farce.': an intensified noun alone
    if len(words) <= 2 and words[0] in _PREDICATE_VERDICTS and (
            words[1:] == [] or words[1] in _CLAUSE_CLOSERS):
        return True  # ('Ten pounds for a scone. Bananas.': the verdict alone)
    if copular and _NOT_AT_ALL.search(text):
        return True  # 'the lift isn't reliable at all': a gradable predicate, emphatically denied
    if _demonstrative_verdict(toks, p):
        return True
    if _nobody_wants(words):
        return True
    if efficacy(toks, p):
        return True  # 'that genuinely works', 'the cream did basically nothing'
    if _did_a_job(words):
        return True  # 'X did a great job on the cake', "she's done brilliantly"
    if _CHAT_VERDICT.search(text):
        return True  # 'not my thing', "I've had better", 'not what it used to be'
    if _verdict_verb(words):
        return True  # 'the new app sucks', 'their burgers slap'
    if _perceived(toks, p):
        return True
    verbless = len(words) >= 2 and not any(
        finite(w) and w != "not" and not adjectival(words, i) for i, w in enumerate(words)
    )
    # participles with a figure after them ('gained 40 grams', 'put on 3lb')
    measured = {toks[k].low for k in range(p, len(toks) - 1)
                if toks[k].text[:1].isalpha() and toks[k + 1].text[:1].isdigit()}
    for i, w in enumerate(words):
        if w in _PLAIN_COMPLAINTS and i > 0 and (
                words[i - 1] in COPULA or words[i - 1] in DEGREE and i > 1
                and words[i - 2] in COPULA) and all(
                x in _AFTERTHOUGHT or x in {"lol", "tho", "ngl", "af"} for x in words[i + 1:]):
            return True  # 'the service was slow', 'the portions were tiny tbh'
        if w.endswith("ing") and i + 1 < len(words) and words[i + 1] in _LITERAL_ING_HEADS:
            continue  # 'the banging noise', 'a ringing sound': what the thing does, no verdict
        if w in _PREDICATE_VERDICTS and i > 0 and (
                words[i - 1] in COPULA or words[i - 1].endswith("'s")
                or words[i - 1] in DEGREE and i > 1 and words[i - 2] in COPULA) and all(
                x in _AFTERTHOUGHT or x in {"haha", "lol", "mate", "honestly"}
                for x in words[i + 1:]):
            return True  # '£400 on a sofa is wild', "that's bonkers": said of it, a verdict
        if verbless and w in _OCCASION_NOUNS:
            continue  # ('street party planning thread', 'gift list?': an occasion, no verdict)
        if w == "far" and i > 0 and words[i - 1] == "so" and words[i + 1:i + 2] != ["from"]:
            continue  # ('the raffle is at £75 so far': up to now, no degree of anything)
        if i > 0 and words[i - 1].endswith("'s") and is_past(w) and (
                i + 1 < len(words) and words[i + 1] in W.NUMBERS or w in measured):
            continue  # ("he's gained 40 grams", "she's put on 3lb": 'has', a measured change)
        cv = 0.0 if valence(w) else comparative_valence(words, i)
        v = valence(w) or cv
        # "rowing's kinder …", "rowing's way kinder …": the contracted copula glued to its
        # subject before a comparative or a degree word ("Ysolt's party" stays a possessive)
        copular = copular or cv != 0 and i > 0 and words[i - 1].endswith("'s") or (
            v != 0 and i > 1 and words[i - 2].endswith("'s") and words[i - 1] in _COMPARE_DEGREE
        ) or (
            # "the lineup's weaker than last year": a rated comparative after the glued 's
            v != 0 and i > 0 and words[i - 1].endswith("'s") and w.endswith("er")
            and "than" in words[i + 1:i + 3])
        # 'sketchy af', 'pricey as hell': a degree word after the adjective grades it too
        graded = i > 0 and words[i - 1] in DEGREE or i + 1 < len(words) and (
            words[i + 1] in _POST_DEGREE or words[i + 1:i + 3] in _POST_DEGREE_AS)
        if abs(v) >= 1.2 and (copular or verbless):
            return True
        if (
            graded
            and (copular or verbless)
            and w.isalpha()
            and w not in W.STOPWORDS
            and w not in W.PRONOUNS
        ):
            return True
    return False


# plain words of complaint the lexicons do not rate, a verdict only as the predicate closing
# the clause ('the service was slow', 'the portions were way too tiny'; not 'a tiny bit')
_PLAIN_COMPLAINTS = frozenset("slow tiny loud pricy watery chewy".split())  # noqa: SIM905
_NO_ONE = frozenset({"nobody", "noone", "no-one"})
_WANTING = frozenset(
    """want wants wanted like likes liked care cares cared need needs needed enjoy enjoys enjoyed
    asked trust trusts trusted""".split())


# verdicts chat gives without an evaluative word: of one's taste ('not my thing'; not 'not for
# me', as often whom a thing is for), of having had better, of a decline ('not what it used to
# be')
_CHAT_VERDICT = re.compile(
    r"\b(?:not|n't|nt)\s+(?:really\s+)?(?:my\s+thing|my\s+scene)\b"
    r"|\b(?:i've|ive|i\s+have|we've|weve)\s+had\s+better\b"
    r"|\bnot\s+what\s+it\s+used\s+to\s+be\b")
_JOB_NOUNS = frozenset({"job", "work"})
# chat's verbs that are a verdict on their subject ('the app sucks', 'their burgers slap')
_VERDICT_VERBS = frozenset("""sucks sucked suck slaps slapped slap rocks rocked stinks stank
    stunk""".split())  # noqa: SIM905
_VERB_BEFORE = frozenset({"really", "kinda", "lowkey", "totally", "honestly", "just", "still",
                          "literally", "actually", "absolutely", "properly", "genuinely", "so"})
_VERB_AFTER = frozenset({"so", "bad", "big", "time", "hard", "a", "lot", "now", "tbh", "lol",
                         "honestly", "ngl", "though", "tho", "imo", "really", "af"})


def _verdict_verb(words: Sequence[str]) -> bool:
    """A verdict verb of chat closing its clause after a subject that is no bare demonstrative
    ('the new app sucks', 'it really sucks', 'their burgers slap'; not 'that sucks', sympathy
    with news, nor 'slap the paint on')."""
    for i, w in enumerate(words):
        if w not in _VERDICT_VERBS or i == 0:
            continue
        j = i - 1
        while j > 0 and words[j] in _VERB_BEFORE:
            j -= 1
        subject = words[:j + 1]
        if subject in (["that"], ["this"], ["which"], ["who"]) or subject[-1] in W.PREPOSITIONS or (
                subject[-1] in {"to", "will", "would", "gonna"}):
            return False
        return all(x in _VERB_AFTER for x in words[i + 1:])
    return False
# (not 'did well', 'did badly': how an exam or an interview went, a record)
_DONE_HOW = frozenset({"brilliantly", "amazingly", "terribly", "fantastically", "superbly",
                       "awfully", "brill", "fab", "great"})


def _did_a_job(words: Sequence[str]) -> bool:
    """'did a great job (on the cake)', 'has done a terrible job', "she's done brilliantly": a
    verdict on how someone did something."""
    for i, w in enumerate(words):
        if w not in {"did", "does", "do", "done", "doing"} and not w.endswith("'s"):
            continue
        rest = words[i + 1:i + 5]
        if w.endswith("'s") and not rest[:1] == ["done"]:
            continue
        if w.endswith("'s"):
            rest = rest[1:]
        while rest and rest[0] in DEGREE:
            rest = rest[1:]
        if rest[:1] and rest[0] in _DONE_HOW:
            return True
        if rest[:1] and rest[0] in {"a", "an"}:
            adj = [x for x in rest[1:4] if x not in DEGREE]
            if len(adj) >= 2 and abs(valence(adj[0])) >= 1 and adj[1] in _JOB_NOUNS:
                return True
    return False


def _nobody_wants(words: Sequence[str]) -> bool:
    """'Nobody wants to hear about …', 'no one cares about the dress code': a negative universal
    subject of a verb of wanting or liking generalises the speaker's own verdict on the thing —
    no one is reported, the speaker judges it unwanted."""
    k = 1 if words[:1] and words[0] in _NO_ONE else 2 if words[:2] == ["no", "one"] else 0
    if not k:
        return False
    while k < len(words) and words[k] in {"really", "even", "ever", "actually", "genuinely",
                                         "honestly"}:
        k += 1
    if k < len(words) and words[k] in _NO_ONE | {"one"}:
        return False
    # ('nobody at the party wanted …': a place or company after the subject is part of it)
    if k < len(words) and words[k] in {"at", "in", "from", "on"}:
        j = next((i for i in range(k + 1, min(k + 6, len(words))) if words[i] in _WANTING), None)
        k = j if j is not None else k
    return k < len(words) and words[k] in _WANTING


_POST_DEGREE = frozenset({"af", "asf", "af.", "afff", "aff"})
_POST_DEGREE_AS = (["as", "hell"], ["as", "heck"], ["as", "fuck"], ["as", "anything"])
_PERCEPTION = frozenset("seem seems seemed sound sounds sounded look looks looked".split())  # noqa: SIM905
_PERSON_SUBJ = frozenset("i he she they we you it's".split())  # noqa: SIM905


def _perceived(toks: Sequence[Tok], p: int) -> bool:
    """'Fifteen a walk seems low to me', 'the plan sounds rushed': a thing said to seem so — the
    speaker's judgement, whatever the adjective (not 'looks like rain', 'seems to have left', nor
    how a person seemed: 'she looked tired' is a record)."""
    for i in range(p + 1, len(toks)):
        if toks[i].low not in _PERCEPTION:
            continue
        prev = toks[i - 1]
        if prev.low in _PERSON_SUBJ or prev.low in W.PRONOUNS and prev.low not in {
                "it", "that", "this"} or prev.text[:1].isupper() and i - 1 > p:
            return False
        k = i + 1
        while k < len(toks) and toks[k].low in DEGREE:
            k += 1
        if k >= len(toks) or not toks[k].text.isalpha():
            return False
        w = toks[k].low
        if w == "a" and k + 1 < len(toks) and toks[k + 1].low in {"lot", "bit"} or (
                k > i + 1 and w in {"lot", "bit"}):
            return True  # 'seems a lot for a sandwich'
        return not (w in {"like", "to", "as", "into", "at", "after", "for", "forward", "up",
                          "out", "back", "around", "round", "over", "through"}
                    or w in W.DETERMINERS or w in W.PREPOSITIONS or w in W.PRONOUNS
                    or w in W.STOPWORDS and w not in W.ADJ_GENERAL or finite(w))
    return False


def adjectival(words: Sequence[str], i: int) -> bool:
    """A participle in ``-ed`` right after 'not' or a degree word opening a fragment is an
    adjective, not a verb ('Not convinced.', 'Not impressed tbh', 'Really disappointed.')."""
    return (
        0 < i <= 2
        and words[i].endswith("ed")
        and is_past(words[i])
        and all(w == "not" or w in DEGREE for w in words[:i])
    )


_NOT_AT_ALL = re.compile(r"\b(?:not|n't|isn't|wasn't|aren't|weren't) (?:\w+ ){1,2}at all\b")
_INTENSIFIERS = frozenset({"total", "complete", "absolute", "utter", "proper", "right", "real"})
_NOT_A_VERDICT = frozenset(
    """it him her them me us you where why how what when who because if so not the my your his
    their our its this that these those one ones same case point plan idea time way reason
    thing""".split()  # noqa: SIM905
)


# mass nouns that rate a thing after 'be' ('it's junk', 'absolute garbage', 'pure gold'), with
# their sign; those that also name a plain stuff ('gold') only after an intensifier
_VERDICT_MASS = {
    **dict.fromkeys("junk trash garbage crap rubbish pants tosh drivel dross shite cack "
                    "bobbins".split(), -1),
    **dict.fromkeys("class genius perfection".split(), 1),
}
_VERDICT_MASS_INTENSIFIED = {"gold": 1, "magic": 1, "fire": 1}
_MASS_INTENSIFIERS = frozenset({"pure", "total", "absolute", "utter", "complete", "such",
                                "just", "proper", "literal"})


def verdict_mass(words: Sequence[str], k: int) -> int:
    """The sign of a verdict mass noun at ``words[k]`` (after 'be'), or 0."""
    if k >= len(words):
        return 0
    intensified = words[k] in _MASS_INTENSIFIERS and k + 1 < len(words)
    k += intensified
    sign = _VERDICT_MASS.get(words[k], 0) or (
        _VERDICT_MASS_INTENSIFIED.get(words[k], 0) if intensified else 0)
    return sign if k + 1 >= len(words) or words[k + 1] != "of" else 0


def _verdict_noun(words: Sequence[str]) -> bool:
    """'a total dog's dinner', 'an absolute joke', 'such a mess', 'what a waste': an intensified
    indefinite noun phrase is a verdict whatever the noun."""
    for i, w in enumerate(words[:-1]):
        if w in {"a", "an"} and words[i + 1] in _INTENSIFIERS and i + 2 < len(words):
            return True
        if w in _BE_FINITE or w.endswith("'s") or w in {"are", "were"}:
            # 'the drill is junk', "it's absolute garbage", 'that album is class': a mass noun
            # of worth said of a thing
            if verdict_mass(words, i + 1):
                return True
        if w in {"such", "what"} and words[i + 1] in {"a", "an"} and i + 2 < len(words):
            return True
    return False


def _demonstrative_verdict(toks: Sequence[Tok], p: int) -> bool:
    """'That's extortion.', 'that's a rip-off', 'What a joke': a short reaction whose subject
    points back at what was just said and whose predicate is a bare or indefinite noun phrase
    (no person, place, time or amount) is the speaker's verdict on it."""
    words = [t for t in toks[p:] if t.text[:1].isalnum()]
    if not words:
        return False
    if words[0].low == "what" and len(words) >= 3 and words[1].low in {"a", "an"}:
        return len(words) <= 6
    if words[0].low in {"that's", "thats"}:
        rest = words[1:]
    elif len(words) > 1 and words[0].low in {"that", "this"} and words[1].low in {"is", "was"}:
        rest = words[2:]
    else:
        return False
    if not 1 <= len(rest) <= 5 or any(finite(t.low) for t in rest):
        return False
    if rest[0].low in {"a", "an"}:
        rest = rest[1:]
    return bool(rest) and not any(
        head.low in _NOT_A_VERDICT
        or head.low in W.STOPWORDS
        or head.low in W.NUMBERS
        or head.low in TIME_OPENERS
        or head.text[:1].isdigit()
        or head.text[:1].isupper()
        or head.low in W.PRONOUNS
        or _is_role(head.low)
        or head.low in {"just", "only", "exactly", "actually", "probably", "definitely", "ago"}
        for head in rest
    )


def finite(word: str) -> bool:
    """Can ``word`` be a finite verb (or auxiliary)? -ing/-en participles alone cannot."""
    w = word.lower()
    if w in W.AUX or w in COPULA or w in W.IRREGULAR or is_past(w):
        return True
    if "'" in w and w.rsplit("'", 1)[1] in {"s", "re", "ll", "ve", "d", "m", "t"}:
        return True  # "he's", "they'll", "won't": the contraction carries the verb
    if w.endswith("ing") and w not in _BASE_VERBS:
        return False  # (but 'bring', 'sing': a verb whose stem ends so)
    # (the base forms of the irregular verbs too: 'the lifts break down', 'they all fight')
    return w in _BASE_VERBS or (w.endswith("s") and lemma(w) in _BASE_VERBS)


_IRREGULAR_LONG = tuple(k for k in W.IRREGULAR if len(k) >= 4)


_NOMINATIVE = frozenset({"i", "he", "she", "we", "they"})


def _nominative_clause(toks: Sequence[Tok], q: int) -> bool:
    """A nominative pronoun then a lower-case word ('says I grind my teeth', 'reckons she
    overthinks it'): a clause whose verb our lists do not know — no object takes 'I'/'she'.
    The words after the pronoun may be quoted ('told the class she "couldn't care less"')."""
    if q + 2 < len(toks) and toks[q].low in _NOMINATIVE and toks[q + 1].text in QUOTES and (
            toks[q + 2].text.replace("'", "").isalpha() and toks[q + 2].text.islower()):
        return finite(toks[q + 2].low) or "'" in toks[q + 2].low or _nominative_clause(
            [*toks[:q + 1], *toks[q + 2:]], q)
    return q + 1 < len(toks) and toks[q].low in _NOMINATIVE and toks[q + 1].text.isalpha() and (
        toks[q + 1].text.islower() and toks[q + 1].low not in W.PREPOSITIONS
        and toks[q + 1].low not in W.DETERMINERS and toks[q + 1].low not in W.CONJUNCTIONS)


def _plural_in_np(toks: Sequence[Tok], k: int) -> bool:
    """A word in -s right after a determiner, a number or a possessive ('the last fifty pages',
    'two notices', 'my notes'): a plural noun of a noun phrase, no clause's verb (never after
    'that', which may be a relative pronoun: 'the man that runs it')."""
    w = toks[k].low
    if k == 0 or not w.endswith("s") or w.endswith("ss") or w in W.AUX or w in COPULA or (
            "'" in w):
        return False
    prev = toks[k - 1].low
    if prev == "that":
        return False
    return prev in W.DETERMINERS or prev in W.NUMBERS or prev in _POSS_DET or prev.isdigit() or (
        prev.endswith("'s") and len(prev) > 2)


def _base_after_singular(toks: Sequence[Tok], k: int) -> bool:
    """A base form right after a singular common noun ('on his lunch break', 'the picture
    round'): a present verb after a singular subject takes its -s, so the word is a noun of the
    phrase ('writes the rota on his lunch break' reports nothing), not a clause's verb."""
    w = toks[k].low
    if k == 0 or w.endswith("s") or w not in _BASE_VERBS or w in W.AUX or w in COPULA or (
            is_past(w) or "'" in w):
        return False
    prev = toks[k - 1]
    low = prev.low
    return prev.text.isalpha() and prev.text.islower() and len(low) > 2 and not (
        low in W.STOPWORDS or low in W.ADVERBS or low in W.AUX or low in W.PRONOUNS
        or low in W.PREPOSITIONS or low.endswith(("ly", "ing", "ed", "s")) or _plural_head(prev)
        or low in _BASE_VERBS or finite(low) or low in _CLAUSE_SUBJECTS)


_SELF_WORDS = frozenset(
    "myself yourself himself herself itself ourselves yourselves themselves themself".split())  # noqa: SIM905


def _past_subject_relative(toks: Sequence[Tok], q: int) -> list[tuple[int, Tok]]:
    """The words of a reported clause from ``q`` that may hold its verb: up to a
    non-restrictive relative (``_relative_cut``), and when the relative is an aside on the
    clause's subject closed by its comma ('said her nephew, who drives buses, told her …'), the
    words after it as well."""
    cut = _relative_cut(toks, q)
    out = list(enumerate(toks[q:cut], q))
    end = _relative_aside_end(toks, cut) if cut < len(toks) else cut
    if end > cut and cut - q <= 4:
        out += list(enumerate(toks[end:_relative_cut(toks, end)], end))
    return out


def _relative_cut(toks: Sequence[Tok], q: int) -> int:
    """Where a non-restrictive relative (', which …', ', who …') starts after ``q``, else the
    end: its verb belongs to the relative, not to what comes before it."""
    for k in range(q + 1, len(toks) - 1):
        if toks[k].text == "," and toks[k + 1].low in {"which", "who"}:
            return k
    return len(toks)


def _maybe_finite(word: str) -> bool:
    """Loosely, could ``word`` be a clause's verb ('hogs', 'overpaid' are not on our lists)."""
    return finite(word) or word in _VERDICT_VERBS or (
        word.endswith("s") and not word.endswith("ss") and len(word) > 3) or (
        len(word) > 5 and word.endswith(_IRREGULAR_LONG))


def clause_polarity(text: str, negated: bool) -> Polarity:
    """Polarity from the evaluative words (VADER + our
    lexicon), negation in a 3-word window flips."""
    words = [w.lower() for w in EN_FOR_GOOD.sub("for ever", text.lower()).replace(
        "n't", " not").split()]
    words = ["".join(ch for ch in w if ch.isalpha() or ch == "'") for w in words]
    score = 0.0
    for i, w in enumerate(words):
        v = valence(w)
        if v and any(x in NEGATORS or x == "not" for x in words[max(0, i - 3):i]):
            v = -v
        score += v
    if negated:
        score = -score
    return "positive" if score > 0.5 else "negative" if score < -0.5 else "neutral"
