"""Korean analysis helpers: the shared Kiwi, eojeol (word) units and person references.

Names are found on the surface, word by word, so a name Kiwi splits ('하은이가' -> 하/은/이/가)
is still found: a known name + particles, or an unknown 2–3 syllable given name that Kiwi reads
as a proper noun (checked on the bare word, cached). Role phrases ('우리 팀장님', '우주 어머니',
'윤석이네 부장님') become owner phrases '<owner>의 <role>'.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import lru_cache, wraps
from typing import Any, Protocol

from .names import (
    KO_CATEGORY_NOUNS,
    KO_DIALECT_KIN,
    KO_GIVEN_NAME_SYLLABLES,
    KO_ROLE_NOUNS,
    canonical,
    has_batchim,
    ko_possessive,
    name_key,
    strip_hypocoristic,
)
from .timewords import KO_TIME as KO_TIME_WORD

_KIWI: Any = None
_LOCK = threading.Lock()
# the person names of the conversation being read (one memory's), set per turn by
# ``names_scope``; the shared Kiwi itself never learns a name (see ``tokenize``)
_NAMES: ContextVar[tuple[str, ...]] = ContextVar("ko_names", default=())

SUBJECT_P = frozenset(
    {"", "이", "가", "은", "는", "도", "께서", "께서는", "의", "이가", "이는", "이도", "만"}
)
OTHER_P = frozenset(
    {
        "한테",
        "한테서",
        "에게",
        "에게서",
        "께",
        "랑",
        "이랑",
        "하고",
        "와",
        "과",
        "를",
        "을",
        "이를",
        "이랑은",
        "처럼",
        "보다",
        "까지",
        "이한테",
        "이하고",
        "이와",
        "이처럼",
        "이보다",
    }
)
_TAIL = re.compile(
    r"^(이)?(네)?(가|이|은|는|도|의|한테|한테서|에게|에게서|께|께서는|께서도|께서|랑|이랑|하고|와|과|를|을|만|까지|처럼|보다|야|아)?$"
)
_PLACE_TAIL = re.compile(r"(에|에서|으로|로|에서는|에는)$")
FIRST = {
    "나": "",
    "난": "는",
    "내가": "가",
    "나는": "는",
    "나도": "도",
    "내": "의",
    "제": "의",
    "제가": "가",
    "저는": "는",
    "전": "는",
    "저도": "도",
    "저": "",
    "우리": "",
    "우린": "는",
    "우리는": "는",
    "우리가": "가",
    "저희": "",
    "저희는": "는",
    "저희가": "가",
    "울": "",
    "나랑": "랑",
    "나한테": "한테",
    "저한테": "한테",
    "나를": "를",
    "날": "를",
    "저를": "를",
    "나의": "의",
}
# 울: chat spelling of 우리 ('울 아빠')
FIRST_POSS = frozenset({"우리", "내", "제", "저희", "나의", "울"})


def kiwi() -> Any:
    """The process-wide Kiwi, created on first use. It is never given user words, so what one
    memory's names do to tokenisation cannot reach another's: read Korean with ``tokenize``."""
    global _KIWI
    if _KIWI is None:
        with _LOCK:
            if _KIWI is None:
                from kiwipiepy import Kiwi

                _KIWI = Kiwi()
    return _KIWI


def _valid_names(names: Iterable[str]) -> tuple[str, ...]:
    # (a role or title the conversation called someone by — '권사님', '팀장님', said to the one
    # addressed — is no name: read as a proper noun it would hide the title after a given name,
    # '복례 권사님은')
    ok = {n for n in names if n and re.fullmatch(r"[가-힣]{2,4}", n) and not _title_word(n)}
    return tuple(sorted(ok, key=lambda n: (-len(n), n)))


def _title_word(word: str) -> bool:
    """A role noun or a title of rank, with or without 님 ('사장님', '권사님', '선배')."""
    bare = word.removesuffix("님")
    return word in KO_ROLE_NOUNS or bare in KO_ROLE_NOUNS or bare in _RANKS or word in _TITLES


@contextmanager
def names_scope(names: Iterable[str]) -> Iterator[None]:
    """Within the block, ``tokenize`` reads these person names (the speakers and people of the
    conversation being read) as proper nouns, and nothing else does."""
    tok = _NAMES.set(_valid_names(names))
    try:
        yield
    finally:
        _NAMES.reset(tok)


@lru_cache(maxsize=256)
def _names_re(names: tuple[str, ...]) -> re.Pattern[str]:
    """A name that opens a word (no Hangul before it), the longest first ('이하은', '하은')."""
    return re.compile(r"(?<![가-힣])(?:" + "|".join(map(re.escape, names)) + ")")


def _name_spans(text: str, names: tuple[str, ...]) -> list[tuple[int, int, str]]:
    """Where a known name opens a word ('세윤이가', '(세윤'): the span Kiwi must read as one proper
    noun, as a dictionary word would be read, with no memory's names kept in the dictionary."""
    if not names:
        return []
    return [(m.start(), m.end(), "NNP") for m in _names_re(names).finditer(text)]


def present_names(text: str) -> tuple[str, ...]:
    """The names of the current scope that open a word of ``text``: all that its tokenisation
    depends on (the key of every cache over Kiwi's reading of a word)."""
    names = _NAMES.get()
    if not names:
        return ()
    return _valid_names(m.group(0) for m in _names_re(names).finditer(text))


def tokenize(text: str, names: Sequence[str] | None = None) -> Any:
    """Kiwi's tokens of ``text``, with the names of the current ``names_scope`` (or ``names``)
    read as proper nouns where they open a word. Depends on nothing but its arguments and the
    scope, never on another memory's names."""
    found = _valid_names(names) if names is not None else _NAMES.get()
    spans = _name_spans(text, found)
    toks = kiwi().tokenize(text, pretokenized=spans) if spans else kiwi().tokenize(text)
    toks = _connective_nde(_action_noun_ha(_bare_stem_noun(_said_so_past(_quotative_go(
        _adnominal_dae_final(_joined_hearsay_final(_split_noun_rae(_particle_opening_word(
            text, _emoji_symbols(toks))))))))))
    return _by_words_of(_name_particle(text, _name_topic(text, _modified_topic_noun(text, toks))))


def _by_words_of(toks: list[Any]) -> list[Any]:
    """'X 말로는 …': Kiwi may read 말로 before 는 as one proper noun (before a number, '말로는
    1등 …'); after another word it is 말 'words' and the particle 로 — whose words say it."""
    out: list[Any] = []
    for k, t in enumerate(toks):
        if (t.form == "말로" and t.tag in ("NNP", "NNG") and k and k + 1 < len(toks)
                and toks[k + 1].tag == "JX" and toks[k + 1].form in ("는", "ᆫ")
                and toks[k - 1].start + toks[k - 1].len < t.start):
            out.append(_Piece("말", "NNG", t.start, 1, t.score, 0))
            out.append(_Piece("로", "JKB", t.start + 1, 1, 0.0, 0))
            continue
        out.append(t)
    return out


_MODIFIED_NOUN_ID = -29  # (the morpheme id of a noun read again by ``_modified_topic_noun``)


def _modified_topic_noun(text: str, toks: list[Any]) -> list[Any]:
    """An adnominal ending is followed by a noun, never by a verb: where Kiwi reads the word
    after a relative clause as a verb stem and the adnominal 는 ('반장이었던 X는' with X read as
    a verb X다), the word is a noun with the topic particle — often a given name that is also a
    word."""
    out = list(toks)
    for k in range(1, len(toks) - 1):
        prev, t, nxt = toks[k - 1], toks[k], toks[k + 1]
        if not (prev.tag == "ETM" and t.tag in ("VV", "VA") and len(t.form) >= 2
                and nxt.tag == "ETM" and nxt.form == "는"):
            continue
        if not (t.start > 0 and text[t.start - 1] == " " and t.start + t.len == nxt.start
                and (nxt.start + nxt.len >= len(text) or text[nxt.start + nxt.len] == " ")):
            continue  # (the stem opens a word and 는 closes it)
        out[k] = _Piece(t.form, "NNP", t.start, t.len, t.score, _MODIFIED_NOUN_ID)
        out[k + 1] = _Piece("는", "JX", nxt.start, nxt.len, nxt.score, getattr(nxt, "id", 0))
    return out


def _name_topic(text: str, toks: list[Any]) -> list[Any]:
    """A given name of open syllables with the topic particle 는 ('휘서는 그 식당 별로래') that
    Kiwi, not knowing it, splits into an adverb and a verb stem with the adnominal 는 (휘 + 서 +
    는): a word of two or three given-name syllables and 는, its stem read as two or more pieces
    of which none is an ending or a particle, is the name and the topic particle (s35). A verb
    Kiwi knows is one piece ('만드는', '기다리는') and stays a verb."""
    if not any(t.tag == "ETM" and t.form == "는" for t in toks):
        return toks
    out = list(toks)
    for k, t in enumerate(toks):
        if t.tag != "ETM" or t.form != "는" or k < 2:
            continue
        end = t.start + t.len
        if end < len(text) and not text[end].isspace() and text[end] not in ",.!?~":
            continue  # (the 는 closes its word)
        ws = text.rfind(" ", 0, t.start) + 1
        stem = text[ws:t.start]
        if not 2 <= len(stem) <= 3 or not KO_GIVEN_NAME_SYLLABLES.issuperset(stem):
            continue
        pieces = [x for x in toks[:k] if x.start >= ws]
        if len(pieces) < 2 or pieces[0].start != ws or any(
                x.tag.startswith(("E", "J", "X", "S")) for x in pieces):
            continue
        first = toks.index(pieces[0])
        out[first:k + 1] = [None] * (k + 1 - first)
        out[first] = _Piece(stem, "NNP", ws, len(stem), pieces[0].score, _MODIFIED_NOUN_ID)
        out[k] = _Piece("는", "JX", t.start, t.len, t.score, getattr(t, "id", 0))
    return [t for t in out if t is not None]


# the particles a name takes as the one a report is from ('X도 …래', 'X는 …대'), after an open
# syllable; Kiwi, not knowing the name, may fold them into a verb's connective ending
_OPEN_NAME_PARTICLES = ("도", "는")


@lru_cache(maxsize=2048)
def reads_as_name(stem: str) -> bool:
    """Does Kiwi read ``stem`` + the subject particle 가 as one noun and the particle — a proper
    noun, or a common noun of given-name syllables? (A verb form keeps its reading: '가서가' is
    가 + 어서 + 가.)"""
    toks = kiwi().tokenize(stem + "가")
    return (len(toks) == 2 and toks[0].form == stem and toks[1].tag == "JKS"
            and (toks[0].tag == "NNP"
                 or toks[0].tag == "NNG" and KO_GIVEN_NAME_SYLLABLES.issuperset(stem)))


def glued_to_stem(stem: str, pieces: Sequence[Any]) -> bool:
    """A word of given-name syllables read as an interjection, a determiner, an adverb or a noun
    glued to a verb stem with no particle between ('라서도' as 라 + 서 + 어도, '솔온' as 솔 + 오
    + ㄴ): no word of the language is so made — the pieces are a name."""
    return (KO_GIVEN_NAME_SYLLABLES.issuperset(stem) and len(pieces) >= 3
            and (pieces[0].tag in ("IC", "MM", "MAG", "NNG", "NNB")
                 and pieces[1].tag in ("VV", "VA")
                 and pieces[0].start + pieces[0].len == pieces[1].start
                 # (nor does an interjection take the copula or an ending: '예라도')
                 or pieces[0].tag == "IC" and pieces[1].tag in ("VCP", "EC")))


def _name_particle(text: str, toks: list[Any]) -> list[Any]:
    """A name of open syllables with 도 or 는 that Kiwi, not knowing it, reads as a verb or the
    copula with a connective ending ('하서도' as 하 + 서 + 도, '나래도' as 나 + 이 + 래도, '하라도'
    as 하 + 라도): a word of two or three syllables, the last open, then the particle, read with
    an ending or the copula inside it, whose stem Kiwi reads as one noun before the subject
    particle (하서가: 하서 + 가), is the name and the particle. A verb's real form keeps its
    reading ('가서도', '나서도': 가서가, 나서가 are no noun), and so does a noun or pronoun with
    the copula's 'even' ('차라도', '나라도', '하나라도': N이라도)."""
    if not any(t.tag == "EC" or t.tag == "VCP" for t in toks):
        return toks
    out: list[Any] = []
    k = 0
    while k < len(toks):
        t = toks[k]
        ws = text.rfind(" ", 0, t.start) + 1
        we = text.find(" ", t.start)
        we = len(text) if we < 0 else we
        while we > ws and text[we - 1] in ",.!?~":
            we -= 1
        word = text[ws:we]
        if t.start != ws or not any(word.endswith(p) for p in _OPEN_NAME_PARTICLES):
            out.append(t)
            k += 1
            continue
        part = next(p for p in _OPEN_NAME_PARTICLES if word.endswith(p))
        stem = word[: -len(part)]
        j = k
        while j < len(toks) and toks[j].start < we:
            j += 1
        pieces = toks[k:j]
        if (
            2 <= len(stem) <= 3
            and re.fullmatch(r"[가-힣]+", stem)
            and not has_batchim(stem[-1])
            and any(x.tag in ("EC", "VCP") for x in pieces)
            and all(x.start + x.len <= we for x in pieces)
            and not (pieces[0].tag.startswith(("N", "M")) and len(pieces) > 1
                     and pieces[1].tag == "VCP")
            and (reads_as_name(stem) or glued_to_stem(stem, pieces))
        ):
            out.append(_Piece(stem, "NNP", ws, len(stem), t.score, _MODIFIED_NOUN_ID))
            out.append(_Piece(part, "JX", ws + len(stem), len(part), 0.0, 0))
            k = j
            continue
        out.append(t)
        k += 1
    return out


def _emoji_symbols(toks: list[Any]) -> list[Any]:
    """An emoji ('…비싸다더라😂', '…닫았대 😭') is a symbol after the sentence as a laugh typed
    in letters is ('ㅋㅋ', SW): Kiwi's W_EMOJI tag becomes SW, so that what only punctuation and
    emoticons may follow (a final ending closing the sentence) still closes it."""
    if not any(t.tag == "W_EMOJI" for t in toks):
        return toks
    return [_Piece(t.form, "SW", t.start, t.len, getattr(t, "score", 0.0), getattr(t, "id", 0))
            if t.tag == "W_EMOJI" else t for t in toks]


@lru_cache(maxsize=4096)
def _acts(stem: str) -> bool:
    """Does Kiwi read ``stem`` + 했어 as nouns and the verb 하다 ('반차했어': 반차 + 하/VV),
    i.e. is the noun something done rather than a quality ('행복했어': 하/XSA)?"""
    toks = kiwi().tokenize(stem + "했어")
    k = next((k for k, t in enumerate(toks) if t.start >= len(stem)), None)
    return bool(k) and toks[k].form == "하" and toks[k].tag in ("VV", "XSV") and all(
        t.tag.startswith("NN") for t in toks[:k])


def _action_noun_ha(toks: list[Any]) -> list[Any]:
    """'오늘 반차해요', '요즘 집콕해요': Kiwi may read the 하 after a noun of doing as the
    adjective suffix (XSA) in one context and as a verb in another; a noun that Kiwi reads as
    done in the plain past ('반차했어') makes a verb with 하 here too — an action, no quality
    judged ('행복했어' keeps its adjective)."""
    out = list(toks)
    for k, t in enumerate(toks):
        if not (k and t.tag == "XSA" and t.form == "하"):
            continue
        j = k
        while j and toks[j - 1].tag.startswith("NN") and toks[j - 1].end == toks[j].start:
            j -= 1
        if j < k and _acts("".join(x.form for x in toks[j:k])):
            out[k] = _Piece(t.form, "XSV", t.start, t.len, t.score, getattr(t, "id", 0))
    return out


def _particle_opening_word(text: str, toks: list[Any]) -> list[Any]:
    """A particle never opens a Korean word: where Kiwi reads one right after a space ('선배
    가득이' as 선배 + 가/JKS + 득 + 이, the word's first syllable taken for the particle of the
    noun before it), that word is read again on its own. Nor does the copula ('그러는데 라서도'
    as 그러 + 는 + 데 + 이/VCP + 라서 + 도: the noun it would close is in the word before — s36)."""
    for k, t in enumerate(toks):
        if not (k and (t.tag.startswith("J") or t.tag == "VCP") and t.start > 0
                and text[t.start - 1] == " "
                and toks[k - 1].start + toks[k - 1].len < t.start):
            continue  # (a particle contracted into the word before it, '건' = 거 + ㄴ, is no case)
        end = text.find(" ", t.start)
        end = len(text) if end < 0 else end
        if any(u.start < end and u.start + u.len > end for u in toks):
            continue  # (a token across the word's end: leave Kiwi's reading)
        again = list(kiwi().tokenize(text[t.start:end]))
        if not again or again[0].tag.startswith("J") or again[0].tag == "VCP":
            continue
        moved = [_Piece(u.form, u.tag, u.start + t.start, u.len, u.score, u.id) for u in again]
        rest = [u for u in toks[k:] if u.start >= end]
        return [*toks[:k], *moved, *_particle_opening_word(text, rest)] if rest else [
            *toks[:k], *moved]
    return toks


def _bare_stem_noun(toks: list[Any]) -> list[Any]:
    """A verb or adjective stem with no ending after it: a Korean predicate stem never closes a
    word, so where Kiwi reads one before punctuation, an emoticon, the copula or the end of the
    text ('그 가게는 비추!' read as 비추다 'to shine'), the word is a clipped chat noun (비추 =
    비추천), read as a common noun. Stems of two syllables or more only."""
    out: list[Any] = []
    for k, t in enumerate(toks):
        prev = out[-1] if out else None
        if (t.tag == "VV" and t.form == "하" and prev is not None and prev.tag == "VA"
                and prev.start + prev.len == t.start and k + 1 < len(toks)
                and toks[k + 1].tag.startswith("E")):
            # '좀 쎄하다' read as 쎄/VA + 하/VV: an adjective stem takes no 하 — the word is one
            # adjective X하다 Kiwi does not know (chat '쎄하다', 'ominous'), read as such
            out[-1] = _Piece(prev.form + "하", "VA", prev.start, prev.len + t.len, prev.score,
                             getattr(prev, "id", 0))
            continue
        out.append(t)
    toks = out
    out = list(toks)
    for k, t in enumerate(toks):
        if not (t.tag in ("VV", "VA") and len(t.form) >= 2):
            continue
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        if nxt is None or nxt.tag.startswith(("S", "W")) or nxt.tag == "VCP":
            if nxt is not None and nxt.start == t.start + t.len and nxt.tag.startswith("SS"):
                continue  # (a stem glued to a quote mark is cut text, not a word)
            out[k] = _Piece(t.form, "NNG", t.start, t.len, t.score, getattr(t, "id", 0))
    return out


@dataclass(frozen=True)
class _Piece:
    """A morpheme Kiwi did not give (see ``_split_noun_rae``), with the attributes read of its
    tokens."""

    form: str
    tag: str
    start: int
    len: int
    score: float = 0.0
    id: int = 0  # Kiwi's morpheme id, where the piece keeps one of Kiwi's readings

    @property
    def end(self) -> int:
        return self.start + self.len


_RAE = ("래요", "래")
_NOUNISH = ("NN", "MAG", "XSN", "XR")


@lru_cache(maxsize=1024)
def _noun_stem(stem: str) -> bool:
    return all(t.tag.startswith(_NOUNISH) for t in kiwi().tokenize(stem))


def _split_noun_rae(toks: list[Any]) -> list[Any]:
    """Sentence-final '<noun>래' that Kiwi took for one unknown noun ('그 식당 최고래', '완전
    극혐래'): the noun with the copula's hearsay ending dropped onto it, as speech contracts
    '최고(이)래'. Only where the rest of the sentence is punctuation or emoticons and the word
    without (이)래 is nouns alone; the token becomes noun + 이 + 래, as Kiwi reads '맛집이래'."""
    for i, t in enumerate(toks):
        if (
            t.tag == "NNB" and t.form in ("이래", "이래요") and i > 0
            and toks[i - 1].tag.startswith("NN") and toks[i - 1].start + toks[i - 1].len == t.start
            and all(u.tag.startswith(("S", "W")) for u in toks[i + 1:])
        ):
            # '…순간 이혼이래 ㅋㅋ': before a laugh Kiwi may read the copula's hearsay 이래 glued
            # to a noun as the bound noun 이래 'since'; closing the sentence, it is 이 + 래
            end = t.form[1:]
            toks = list(toks)
            toks[i:i + 1] = [_Piece("이", "VCP", t.start, 1), _Piece(end, "EF", t.start + 1,
                                                                       len(end))]
            break
        if not t.tag.startswith("NN") or len(t.form) < 3 or not t.form.endswith(_RAE):
            continue
        if not all(u.tag.startswith(("S", "W")) for u in toks[i + 1:]):
            continue
        end = "래요" if t.form.endswith("래요") else "래"
        stem = t.form[: -len(end)]
        cop = 1 if stem.endswith("이") and len(stem) > 2 and _noun_stem(stem[:-1]) else 0
        stem = stem[: len(stem) - cop]
        if len(stem) < 2 or not _noun_stem(stem):
            continue
        at = t.start + len(stem)
        toks = list(toks)
        toks[i:i + 1] = [
            _Piece(stem, "NNG", t.start, len(stem), t.score),
            _Piece("이", "VCP", at, cop),
            _Piece(end, "EF", at + cop, len(end)),
        ]
        break
    return toks


# hearsay endings Kiwi splits into morphemes that each close other things too, as the token
# sequences it gives (tag, forms) and the one final ending they spell: '…좋대잖아' (대/EF +
# 잖아/EF), '…좋다던걸' (다던/ETM + 거/NNB + ᆯ/JKO, or 다/EF + 던/ETM + 거 + ᆯ), '…닫는댄다'
# (는/ETM + 대/VX + ᆫ다/EF)
_SPLIT_HEARSAY: tuple[tuple[tuple[str, frozenset[str]], ...], ...] = (
    (("EF", frozenset({"대", "ᆫ대", "는대", "래"})), ("EF", frozenset({"잖아", "잖아요"}))),
    (("ETM", frozenset({"다던", "라던", "ᆫ다던", "는다던"})), ("NNB", frozenset({"거"})),
     ("JKO", frozenset({"ᆯ"}))),
    (("EF", frozenset({"다", "라", "ᆫ다", "는다"})), ("ETM", frozenset({"던"})),
     ("NNB", frozenset({"거"})), ("JKO", frozenset({"ᆯ"}))),
    (("ETM", frozenset({"는", "ᆫ"})), ("VX", frozenset({"대"})), ("EF", frozenset({"ᆫ다"}))),
    # (and the colloquial '…별로라더만' (-다더니만, = -다던데: 다/EC + 더/MAG + 만/JX) and the
    # hedged '…별로라던가' ('said … or something': 다/EF + 던가/JX))
    (("EC", frozenset({"다", "라", "ᆫ다", "는다"})), ("MAG", frozenset({"더"})),
     ("JX", frozenset({"만"}))),
    (("EF", frozenset({"다", "라", "ᆫ다", "는다"})), ("MAG", frozenset({"더"})),
     ("JX", frozenset({"만"}))),
    (("EF", frozenset({"다", "라", "ᆫ다", "는다"})), ("JX", frozenset({"던가"}))),
    (("EC", frozenset({"다", "라", "ᆫ다", "는다"})), ("JX", frozenset({"던가"}))),
)


def _joined_hearsay_final(toks: list[Any]) -> list[Any]:
    """One final-ending token for a hearsay ending Kiwi split (``_SPLIT_HEARSAY``), where only
    punctuation, emoticons or a polite 요 follow it (mid-sentence '…좋다던 걸 샀어' is the
    adnominal and a noun)."""
    for i in range(len(toks)):
        for pat in _SPLIT_HEARSAY:
            n = len(pat)
            seq = toks[i:i + n]
            if len(seq) < n or not all(t.tag == tag and t.form in forms
                                       for t, (tag, forms) in zip(seq, pat, strict=True)):
                continue
            if not all(u.tag.startswith(("S", "W")) or u.form == "요" for u in toks[i + n:]):
                continue
            if i + n < len(toks) and toks[i + n].form == "요":
                seq, n = [*seq, toks[i + n]], n + 1  # ('…다던걸요': the polite 요 with it)
            end = max(t.start + t.len for t in seq)
            toks = list(toks)
            toks[i:i + n] = [_Piece(unicodedata.normalize("NFC", "".join(t.form for t in seq)),
                                    "EF", seq[0].start, end - seq[0].start)]
            return toks
    return toks


# adnominals Kiwi may read a verb + -ㄴ대 as, before a laugh ('사회 본대ㅋㅋ': the determiner 본
# 'this' + the bound noun 대; '내일 한대ㅋㅋ': 한 'one' + 대, a count)
_DAE_DETERMINERS = {"본": "보", "한": "하"}


def _adnominal_dae_final(toks: list[Any]) -> list[Any]:
    """'…사회 본대ㅋㅋ', '…공 친대ㅋㅋ', '…싼대 ㅋㅋ': a verb's (or adjective's) -ㄴ대 closing the
    sentence (only punctuation or emoticons after it) that Kiwi read as an adnominal (the stem
    with -ㄴ, or a determiner) before the bound noun 대 — a relative clause with nothing after
    it — is the hearsay final ending. A determiner 한 after a noun stays a count ('차 한대',
    '노트북 한대')."""
    for i in range(1, len(toks)):
        t, prev = toks[i], toks[i - 1]
        if not (t.form == "대" and t.tag in ("NNB", "NNG") and prev.start + prev.len == t.start
                and all(u.tag.startswith(("S", "W")) for u in toks[i + 1:])):
            continue
        out = list(toks)
        stem_tok = toks[i - 2] if i >= 2 else None
        if prev.tag == "ETM" and prev.form in ("ᆫ", "는") and stem_tok is not None and (
                stem_tok.tag in ("VV", "VA", "XSV", "XSA", "VX")
                and stem_tok.start + stem_tok.len >= prev.start):
            out[i - 1:i + 1] = [_Piece(prev.form + "대", "EF", prev.start,
                                       t.start + t.len - prev.start)]
            return out
        stem = _DAE_DETERMINERS.get(prev.form)
        if prev.tag != "MM" or stem is None:
            continue
        before = toks[i - 2] if i >= 2 else None
        if stem == "하" and before is not None and before.tag.startswith(("NN", "SN")):
            continue
        out[i - 1:i + 1] = [_Piece(stem, "VV", prev.start, 1),
                            _Piece("ᆫ대", "EF", prev.start, t.start + t.len - prev.start)]
        return out
    return toks


# the quotative endings with their 고 ('…다고', '…라구'), after which 그랬- is the verb of saying
_QUOTE_GO_FORMS = frozenset({"다고", "라고", "ᆫ다고", "는다고", "다구", "라구", "이라고", "냐고"})


def _connective_nde(toks: list[Any]) -> list[Any]:
    """'요가 등록했는데 원장님이 …': Kiwi may read the connective -는데 after a tensed verb as the
    adnominal 는 and the bound noun 데 'place'; a bound noun closing its word with no particle,
    after a past or a future ending, is the connective ending (a place is said 'X한 데'/'X하는
    데가', with no tense before it)."""
    out = list(toks)
    for k in range(2, len(out)):
        t, m = out[k], out[k - 1]
        if t.form == "데" and t.tag == "NNB" and m.tag == "ETM" and m.form in ("는", "ᆫ", "은") and (
                out[k - 2].tag == "EP") and m.start + m.len == t.start and (
                k + 1 >= len(out) or out[k + 1].start > t.start + t.len
                or out[k + 1].tag.startswith("S")):
            out[k - 1] = _Piece("는데" if m.form == "는" else m.form + "데", "EC", m.start,
                                m.len + t.len, getattr(m, "score", 0.0), 0)
            out[k] = None
    return [t for t in out if t is not None]


def _said_so_past(toks: list[Any]) -> list[Any]:
    """'…라고 그랬잖아', '…다고 그래': after a quotative ending with its 고, Kiwi may read the past
    그랬- or the present 그래 as the adjective 그렇 + 었 / 어; it is the verb of saying 그러다 (a
    bare '…라 그랬어' may be 'it was so because …', and is left as it is)."""
    out = list(toks)
    for k in range(1, len(out) - 1):
        j = k - 1
        while j > 0 and out[j].tag == "MAG":
            j -= 1  # ('…다고 맨날 그래', '…라고 또 그랬어': an adverb of how often between)
        if out[k].form == "그렇" and out[k].tag.startswith("VA") and out[k + 1].tag in (
                "EP", "EF") and (
                out[j].tag == "EC" and out[j].form in _QUOTE_GO_FORMS):
            t = out[k]
            out[k] = _Piece("그러", "VV", t.start, t.len, getattr(t, "score", 0.0),
                            getattr(t, "id", 0))
    return out


# a declarative/interrogative/imperative/hortative ending Kiwi reads as final before the quotative
# particle 고 ('닫는다/EF 고/JKQ'): together, the quotative ending of indirect speech
_QUOTE_EF = frozenset({"다", "ᆫ다", "는다", "라", "이라", "으라", "냐", "느냐", "자"})


def _quotative_go(toks: list[Any]) -> list[Any]:
    """'…닫는다고 했다고': Kiwi may read the indirect quotation's ending -는다고 as the final
    ending 는다 and the quotative particle 고; the two, glued in one word, are the connective
    quotative ending -는다고 (as Kiwi reads '온다고'), so one reading serves every row. (Before a
    name Kiwi may also take the 고 for the determiner: '했다/EF 고/MM 보람이가'.)"""
    out: list[Any] = []
    heard_at = -1
    for k, t in enumerate(toks):
        prev = out[-1] if out else None
        if (t.tag == "VV" and t.form == "자" and prev is not None and prev.tag == "EC"
                and prev.form in ("어", "아") and len(out) >= 2
                and prev.start == out[-2].start and t.start == prev.start + prev.len
                and k + 1 < len(toks) and toks[k + 1].form in _PAST_TELLING
                and toks[k + 1].start == t.start + t.len):
            # '빼자던데', '가자더라': the hortative -자 with -고 하- contracted, which Kiwi may
            # read as 빼 + 어 + 자다 ('sleep'); read as the proposal passed on (-자고 하던데)
            out[-1] = _Piece("자고", "EC", t.start, t.len, t.score)
            out.append(_Piece("하", "VV", t.start + t.len, 0))
            continue
        if t.tag == "EC" and t.form in ("어", "아") and t.start < heard_at:
            continue  # (the ending of the misread 들어서다, now -어서)
        if (t.tag in ("JKQ", "MM") and t.form == "고" and prev is not None and prev.tag == "EF"
                and prev.form in _QUOTE_EF and prev.start + prev.len == t.start):
            out[-1] = _Piece(prev.form + "고", "EC", prev.start, prev.len + t.len, prev.score)
            continue
        if (t.tag == "VV" and t.form == "들어서" and prev is not None and prev.tag == "EC"
                and prev.form in _QUOTE_EC_FORMS):
            # '…된다고 들어서, …': after a quotative ending, 들어서 is 듣다 + the connective
            # -어서 ('having heard that …'), not the verb 들어서다 ('to enter') Kiwi may read
            out.append(_Piece("듣", "VV", t.start, 1, t.score))
            out.append(_Piece("어서", "EC", t.start + 1, 2))
            heard_at = t.start + t.len
            continue
        out.append(t)
    return out


# the retrospective endings a contracted report ends in ('…자던데', '…자더라고')
_PAST_TELLING = frozenset({"던데", "더라", "더라고", "더라구", "더라고요", "던데요", "더니"})


# the quotative connective endings of indirect speech ('-다고', '-라고', '-자고', '-냐고')
_QUOTE_EC_FORMS = frozenset(
    {"다고", "라고", "ᆫ다고", "는다고", "냐고", "자고", "이라고", "으라고", "다구", "라구"})


def _word_cache(
    read: Callable[[str], str] = lambda w: w,
) -> Callable[[Callable[..., bool]], Callable[..., bool]]:
    """An lru cache over a test of Kiwi's reading of one word, keyed by the word, the other
    arguments and the scope's names that open ``read(word)`` (what Kiwi is given): nothing else
    changes the answer, so no memory's names leak into another's."""

    def deco(fn: Callable[..., bool]) -> Callable[..., bool]:
        @lru_cache(maxsize=4096)
        def keyed(present: tuple[str, ...], *args: Any) -> bool:
            tok = _NAMES.set(present)
            try:
                return fn(*args)
            finally:
                _NAMES.reset(tok)

        @wraps(fn)
        def outer(*args: Any) -> bool:
            return keyed(present_names(read(args[0])), *args)

        outer.cache_clear = keyed.cache_clear  # type: ignore[attr-defined]
        return outer

    return deco


@lru_cache(maxsize=1)
def _unknown_noun_id() -> int:
    """The morpheme id Kiwi gives a noun it does not know (one id for every such noun)."""
    return int(kiwi().tokenize("퓷갉")[0].id)


@_word_cache()
def _looks_like_name(stem: str, with_i: bool, subject: bool = False,
                     proper: bool = False, marked_proper: bool = False) -> bool:
    """Could ``stem`` be an unregistered given name? Rejects words Kiwi knows as common nouns
    ('회사', '사랑'), pronouns, adverbs and nouns ending in 이 ('고양이'). ``marked_proper``: Kiwi
    read the word in its sentence as a proper noun with a subject or topic particle ('아나스는
    …래'), which a three-syllable word it scores as a rare noun alone may still be."""
    if (
        not re.fullmatch(r"[가-힣]{2,3}", stem)
        or stem.endswith("들")
        or stem in _NOT_NAMES
        or stem in _BODY_NOUNS
        or KO_TIME_WORD.fullmatch(stem)
    ):
        return False
    toks = tokenize(stem)
    if len(toks) == 1 and (
        toks[0].tag in ("NP", "MAG", "NNB", "MM", "NR", "MAJ", "IC")
        or toks[0].tag == "NNG" and not proper
        and (toks[0].score > -12.5 or toks[0].id != _unknown_noun_id() and not subject
             and not KO_GIVEN_NAME_SYLLABLES.issuperset(stem))
    ):
        # a common noun of Kiwi's dictionary is not guessed as a name: a frequent one ('회사')
        # by its score, a rare one ('평영은', '누수는') unless it is made of given-name
        # syllables only ('경숙') or said as a subject ('보배가': the topic of a report is as
        # often what it is about as who said it, a subject far less often); a given name Kiwi
        # does not know it reads as an unknown noun ('예율') or a proper noun ('현숙'). A name
        # that is also a word is still read as one where the text says so ('은총이가', '은총
        # 씨') or the memory knows it
        return False
    if toks[0].tag in ("NNG", "NP", "MM", "NNB") and any(t.tag == "JKB" for t in toks[1:]):
        # '말로(는)', '생각엔', '집에': a noun with a case particle; '이걸로(는)', '이대로(는)':
        # a demonstrative with one
        return False
    if len(stem) == 3 and not marked_proper and (
        all(t.tag == "NNG" for t in toks) and (len(toks) > 1 or toks[0].score > -20)
    ):
        return False  # '난방비', '구의회': a (compound) common noun, not a surname + given name
    return not (with_i and _single_nng(stem + "이"))


def looks_like_name(word: str) -> bool:
    """Could a bare word be an unregistered given name (or surname + given name)?"""
    return _looks_like_name(word, False)


# Nouns of a person's life that a bare name modifies
# ('보미 소식 들었어?'): news, talk, contact, events
_LIFE_NOUNS = frozenset(
    """소식 얘기 이야기 근황 연락 생일 결혼 결혼식 장례식 졸업 졸업식 이사 집들이 번호 전화 문자
    카톡 사진 부탁 말 말씀 생각 상태 걱정 사정 일 편""".split()  # noqa: SIM905
)


_TOPIC_OR_SUBJECT = frozenset({("JX", "은"), ("JX", "는"), ("JKS", "이"), ("JKS", "가")})


_QUOTATIVE_EC = frozenset(
    {"다고", "라고", "ᆫ다고", "는다고", "냐고", "느냐고", "자고", "다구", "라구", "ᆫ다구", "는다구",
     "이라고", "으라고"})


# the titles of a teacher or a doctor, said after what they teach or do ('신장내과 투석 선생님',
# '공방 목공 선생님'): the noun before one, after another bare noun, is of the compound
_TEACHER_TITLES = frozenset({"선생님", "선생", "쌤", "샘"})


def _compound_middle(words: Sequence[Word], i: int, known: Sequence[str]) -> bool:
    """Is word ``i`` a common noun (Kiwi's NNG, one token) right after a bare noun that modifies
    it, and no person the conversation knows — the middle of a noun compound?"""
    if i == 0 or len(words[i].toks) != 1 or words[i].toks[0].tag != "NNG":
        return False
    prev = words[i - 1]
    w = _strip_punct(words[i].text)
    return prev.text == _strip_punct(prev.text) and _modifier_word(prev) and not (
        KO_TIME_WORD.fullmatch(_strip_punct(prev.text))) and not any(
        name_key(w) == name_key(k) for k in known if k)


# nouns said as adverbs of the clause ('대신', 'instead'; '사실', 'in fact'): no modifier of a role
_ADVERBIAL_NOUNS = frozenset("""대신 사실 원래 보통 평소 진짜 정말 혹시 역시 다만 결국 아마 특히
    일단    우선 제일 가장 당연""".split())  # noqa: SIM905
@_word_cache()
def _before_title(w: str) -> bool:
    """Can the word before a title (선배, 언니, 형…) be a given name? Not a common noun that
    modifies it ('회사 선배', '사촌 형'), a determiner or a number; an adverb reading ('한결')
    cannot modify a noun, so before a title it is a name."""
    if KO_TIME_WORD.fullmatch(w):
        return False
    toks = tokenize(w)
    if len(toks) == 1 and (
        toks[0].tag in ("NP", "NNB", "MM", "NR", "MAJ", "IC")
        or toks[0].tag == "NNG"
        and toks[0].score > -12.5
    ):
        return False
    if any(t.tag == "EP" for t in toks):
        return False  # a tensed verb ('들었어 오빠한테': the title is dislocated), not a name
    if len(toks) >= 2 and toks[-1].tag in ("EC", "EF") and toks[-1].form in _QUOTATIVE_EC and any(
            t.tag.startswith(("VV", "VA", "VX", "XSV", "XSA", "VCP")) for t in toks[:-1]):
        # a fronted quotation closed by its quotative ending ('…많다고 팀장님이 그러던데',
        # '…가자고 형이'): the title after it is the one who said it, bare
        return False
    if (
        len(toks) >= 2
        and (toks[-1].tag, toks[-1].form) in _TOPIC_OR_SUBJECT
        and all(t.tag.startswith("NN") or t.tag == "XSN" for t in toks[:-1])
        and len(w) - len(toks[-1].form) >= 2
    ):
        # '간식은 팀장님이 …', '저희 도하는 선생님이 …': a noun with its topic or subject
        # particle is a phrase of its own; the title after it is a second person or the subject
        return False
    return not (len(w) == 3 and all(t.tag == "NNG" for t in toks) and len(toks) > 1)


# parts and tissues of the body, of which a report tells ('인대가 늘어났대', '연골이 닳았대'):
# rare words of Kiwi's dictionary, so no frequency test rules them out as names, but never a
# person (a general list of anatomy, not of any conversation)
_BODY_NOUNS = frozenset(
    """인대 연골 힘줄 척추 경추 요추 관절 근육 골반 골절 고관절 슬개골 반월판 전방십자인대 아킬레스
    손목 발목 무릎 어깨 팔꿈치 허벅지 종아리 정강이 갈비뼈 쇄골 꼬리뼈 디스크 혈관 신경 각막 망막
    고막 편도 편도선 맹장 담낭 쓸개 췌장 신장 방광 갑상선 전립선 자궁 난소 치아 잇몸 사랑니 어금니
    송곳니 앞니 두피 모공 각질 피부""".split()  # noqa: SIM905
)


_NOT_NAMES = frozenset(
    [
        "너네",
        "니네",
        "아무것",
        "걔네",
        "얘네",
        "쟤네",
        "그거",
        "이거",
        "저거",
        # (the demonstratives with their particle contracted: '그건 할머니가 반대하신대' — what
        # is talked about, never a possessor)
        "그건",
        "이건",
        "저건",
        "그게",
        "이게",
        "저게",
        "그걸",
        "이걸",
        "저걸",
        "여기",
        "거기",
        "저기",
        "누구",
        "아무",
        "모두",
        "다들",
        "사람",
        "사람들",
        "친구들",
        "애들",
        "우리",
        "저희",
        "너희",
        "당신",
        "자기",
        "자기네",
        "자기들",
        "자신",
        "본인",
    ]
)


# the words for people at large, never a name with its suffix ('사람이가')
_PEOPLE_WORDS = frozenset({"사람", "사람들", "친구들", "애들"})


@dataclass
class Word:
    """One eojeol (space-separated word) with the Kiwi tokens that start inside it."""

    text: str
    start: int
    end: int
    toks: list[Any] = field(default_factory=list)

    @property
    def tags(self) -> list[str]:
        return [t.tag for t in self.toks]


@dataclass
class PersonRef:
    name: str
    first: int
    last: int
    tail: str
    kind: str  # "name" | "role" | "self"
    owner: str | None = None

    def __post_init__(self) -> None:
        if self.tail == "께서도":
            # the honorific subject with 'also' ('교수님께서도 …래') is read as 도 is: the one
            # who says so too, as 'X도 …래' (s36)
            self.tail = "도"

    @property
    def is_subject(self) -> bool:
        return self.tail in SUBJECT_P or self.tail.startswith("네") or self.tail.startswith("이네")


# a word of laughter, sobs, emoji or punctuation alone ('ㅋㅋ', 'ㅠㅠ', '😭', '..')
_DECORATION_WORD = re.compile(r"^[ㅋㅎㅠㅜㄷ.,!?~…\U0001F300-\U0001FAFF\u2600-\u27BF]+$")


# a word closed by a hearsay final ending ('…친절하대', '…별로래요', '…비싸다더라', '…좋다던데')
_HEARSAY_CLOSED = re.compile(r"(?:대|래|대요|래요|더라|던데|더라고|더래)[.!~]*$")


def words_of(sent: str, toks: Sequence[Any]) -> list[Word]:
    """The sentence's words with their tokens; laughter, sobs or emoji typed apart after a
    last word closed by a hearsay ending belong to it ('…친절하대 ㅋㅋ' as '…친절하대ㅋㅋ': no
    word of its own, so the report's subject is read as it is without them)."""
    words = [Word(m.group(0), m.start(), m.end()) for m in re.finditer(r"\S+", sent)]
    while len(words) >= 2 and _DECORATION_WORD.match(words[-1].text) and (
            _HEARSAY_CLOSED.search(words[-2].text)):
        last = words.pop()
        words[-1] = Word(sent[words[-1].start:last.end], words[-1].start, last.end)
    wi = 0
    for t in toks:
        while wi < len(words) - 1 and t.start >= words[wi].end:
            wi += 1
        if words:
            words[wi].toks.append(t)
    return words


def _strip_punct(w: str) -> str:
    # ('관장님한테서요.': the polite 요 after a particle of source closes a fragment, as the full
    # stop does)
    # ('오빠ㅋㅋ', '씨ㅠㅠ': a chat laugh or sob typed onto the word is no part of it)
    return _POLITE_SOURCE.sub(r"\1", re.sub(r"[\s.,!?~…\"'()\[\]ㅋㅎㅠㅜ]+$", "", w))


_POLITE_SOURCE = re.compile(r"(한테서|에게서|한테|에게)요$")


def _known_name(word: str, known: Sequence[str]) -> tuple[str, str] | None:
    for n in sorted(known, key=len, reverse=True):
        if n and word.startswith(n) and _TAIL.match(word[len(n):]):
            return n, word[len(n):]
    return None


def _unknown_name(word: str, allow_bare: bool, proper: bool = False
                  ) -> tuple[str, str] | None:
    m = re.match(
        r"^([가-힣]{2,3}?)(이(?:네)?(?:가|는|도|한테서|한테|랑|의|를|하고|야|요|만)?|네|가|는|도|한테서|"
        r"한테|랑|의|께서는|께서도|께서|하고|은|을|과|요|만)?$",
        word,
    )
    if not m:
        return None
    stem, tail = m.group(1), m.group(2) or ""
    if tail.startswith("이") and not has_batchim(stem[-1]) and len(stem) <= 3 and (
            tail[1:] in ("가", "는", "도", "한테서", "한테", "랑", "의", "를", "하고", "요", "만",
                         "")):
        # '클로이가', '조이는': after an open syllable 이 is no name suffix — the name ends in it
        stem, tail = stem + "이", tail[1:]
    if tail in ("은", "을", "과") and not has_batchim(stem[-1]):
        return None  # these particles follow a closed syllable only ('도림은', not '보미은')
    if re.fullmatch(r"(?:거|것|게|건|걸|그거|이거|저거)(?:요|예)", stem):
        # ('어제 진 거요, 감독님은 …', Gyeongsang '…먹은 거예, …'): the thing talked of and the
        # polite particle set off before the clause — no name, nobody's possessor
        return None
    if len(stem) == 3 and stem.endswith(_STEM_PARTICLES):
        # ('내년 봄까지는 오른다고', '저녁부터는'): a noun and a particle of extent before the
        # topic's 는 or 도 — no three-syllable name ends in one
        return None
    if tail.endswith("만") and not KO_GIVEN_NAME_SYLLABLES.issuperset(stem[-2:]):
        # ('X만 …래': 'only' after a name is read for a stem of given-name syllables only — a
        # noun or a particle before 만 is no name: '…까지만', a loanword)
        return None
    if (
        stem in KO_ROLE_NOUNS
        # ('우리 이모네도 그랬는데': a relative's or role's household, X네, is a family, no name)
        or stem.endswith("네") and (
            stem[:-1] in KO_ROLE_NOUNS or _kin_root(stem[:-1]) in KIN_NOUNS)
        or stem in FIRST
        or stem in OPENER_WORDS
        or word in OPENER_WORDS
        or _PLACE_TAIL.search(word)
        or (not tail and not allow_bare)
    ):
        return None
    if tail.startswith("이") and not has_batchim(stem[-1]):
        return None
    if tail in _DOUBLE_TAILS:  # 이 + another particle only follows a given name ('재원이가')
        # (not the words for people at large: '믿을 만한 사람이가' is the dialect's question of
        # 사람 + the copula, '사람인가')
        return (stem, tail) if not _single_nng(stem + "이") and stem not in _PEOPLE_WORDS else None
    subject = tail in ("가", "께서") or tail == "이" and has_batchim(stem[-1])
    marked = proper and (subject or tail in ("은", "는"))
    return (stem, tail) if _looks_like_name(stem, tail.startswith("이"), subject, proper,
                                            marked) else None


_STEM_PARTICLES = ("까지", "부터", "마저", "조차", "처럼", "보다", "밖에")
_DOUBLE_TAILS = frozenset({"이가", "이는", "이네", "이도", "이한테", "이를", "이의", "이하고"})


@_word_cache()
def _single_nng(word: str) -> bool:
    t = tokenize(word)
    return len(t) == 1 and t[0].tag == "NNG" and t[0].score > -12.5


def _hypocoristic_word(word: Word, w: str) -> bool:
    """A two-syllable closed stem and the name suffix 이, as Kiwi reads it: one proper noun
    ('보람이/NNP'), or the stem then 이/XSN ('한결/MAG 이/XSN'; the subject particle would be
    JKS)."""
    if not (re.fullmatch(r"[가-힣]{2}이", w) and has_batchim(w[1])):
        return False
    toks = [t for t in word.toks if not t.tag.startswith("S")]
    if len(toks) == 1:
        return toks[0].tag == "NNP" and toks[0].form == w
    # (an adverb takes no case particle: an adverb-like stem + 이/JKS is the stem and the name
    # suffix too)
    return (len(toks) == 2 and toks[0].form == w[:2] and toks[0].tag in ("NNP", "NNG", "MAG")
            and toks[1].form == "이" and (
                toks[1].tag == "XSN" or toks[1].tag == "JKS" and toks[0].tag == "MAG"))


def name_at(
    word: Word, known: Sequence[str], allow_unknown: bool = True, allow_bare: bool = False
) -> tuple[str, str] | None:
    """(name, particle tail) when the word is a person name plus particles."""
    w = _strip_punct(word.text)
    hit = _known_name(w, known)
    if hit:
        return canonical(hit[0], known), hit[1]
    if _quantity(word):
        return None  # '한달은', '두명이', '2주는': a number and its counter, never a name
    if re.fullmatch(r"[가-힣]{2,3}이", w) and _adverb_in_i(w):
        return None  # '깨끗이 엄마가 치웠대': an adverb in -이, no name with its suffix
    toks = [t for t in word.toks if not t.tag.startswith("S")]
    if len(toks) == 1 and toks[0].tag == "MAG" and toks[0].form.endswith("이") and (
            toks[0].form == w):
        return None  # ('값이 터무니없이 싸다': read in the sentence as one adverb in -이)
    if w.endswith("의") and len(toks) == 1 and toks[0].tag == "NNG" and toks[0].form == w:
        return None  # '내 주치의 선생님': a noun ending in 의 that Kiwi knows whole, no genitive
    if allow_unknown and len(word.toks) == 2 and getattr(word.toks[0], "id", 0) == (
            _MODIFIED_NOUN_ID) and word.toks[0].form + "는" == w:
        # '반장이었던 X는', '옆집 사는 X는': a word Kiwi knows only as a verb, after a relative
        # clause (see ``_modified_topic_noun``) — a given name that is also a verb stem
        return canonical(word.toks[0].form, known), "는"
    if word.toks and word.toks[0].tag == "NP" and word.toks[0].form in ("걔", "얘", "쟤"):
        return None  # '걔가 엄마한테 …': the pronoun with its particle, no name (nor a possessor)
    if allow_unknown and _hypocoristic_word(word, w):
        # '보람이 고모가', '한결이 형이': Kiwi reads the 이 after the name as the hypocoristic
        # suffix (or the whole word as one proper noun), so the stem is a given name even when it
        # is also a common word or an adverb (보람, 한결)
        return canonical(w[:-1], known), "이"
    if allow_unknown and len(word.toks) == 2 and word.toks[0].tag == "NNP" and (
            word.toks[1].form in ("은", "는", "이", "가") and word.toks[1].tag in ("JX", "JKS")
            and word.toks[0].form + word.toks[1].form == w
            and re.fullmatch(r"[가-힣]{4,5}", word.toks[0].form) is not None
            and _unknown_whole(word.toks[0].form)):
        # ('X는 …다는데', X of four or five syllables that Kiwi's dictionary lacks — so no place
        # or thing it knows — read in its sentence as a proper noun with the topic or subject
        # particle): a foreign given name
        return canonical(word.toks[0].form, known), word.toks[1].form
    if (
        word.toks
        and len(word.toks) > 1
        and word.toks[0].tag == "NNG"
        and word.toks[-1].tag.startswith("J")
        and word.toks[0].form + word.toks[-1].form == w
        and word.toks[0].score > -12.5
    ):
        return None  # '집은', '회사가': a common noun with its particle, not a bare name
    strong = re.fullmatch(
        r"[가-힣]{2}이(?:가|는|네|도|한테|를|의|하고)", w
    ) is not None and has_batchim(w[1]) or _full_name_word(w) and bool(word.toks) and (
        # (not a verb form whose ending looks like the particle: '연주하는', '내린다는')
        word.toks[-1].tag not in ("ETM", "EF", "EC", "EP", "ETN")
        and not any(t.tag in ("XSV", "XSA") for t in word.toks))
    # before a role noun a bare two-syllable word is a name even when Kiwi splits it into a verb
    # and a connective ending or a noun ('세나 어머니' as 세/VA+나/EC, '준후' as 주+ㄴ+후);
    # an adnominal ending last ('잘한 언니') stays a verb form
    bare_name = (
        allow_bare
        and re.fullmatch(r"[가-힣]{2}", w) is not None
        and bool(word.toks)
        and word.toks[-1].tag not in ("ETM", "ETN", "EF", "EP", "XSV", "XSA")
        and not word.toks[-1].tag.startswith("J")
        # ('줘서', '와서', '해서': a verb contracted with -어서, 'because/and then', no name)
        and not (word.toks[-1].tag == "EC" and word.toks[-1].form in ("어서", "아서", "여서")
                 and word.toks[0].tag.startswith("V"))
        # ('안 모여 큰아빠가', '되지 삼촌이': a verb form closing a sentence chat left
        # unpunctuated is no name — a name Kiwi splits as a verb is made of given-name
        # syllables, '세나')
        and not (word.toks[0].tag.startswith("V") and not KO_GIVEN_NAME_SYLLABLES.issuperset(w))
    )
    if allow_unknown and (strong or bare_name or not _verbal_or_compound(word, w)):
        # ('X는 …간대': a word Kiwi, reading the sentence, takes for a proper noun before its
        # subject or topic particle is a name even where the word alone is a common noun)
        proper = len(word.toks) == 2 and word.toks[0].tag == "NNP" and word.toks[1].tag in (
            "JX", "JKS") and word.toks[0].form + word.toks[1].form == w
        hit = _unknown_name(w, allow_bare, proper)
        if hit and hit[1].startswith("이") and word.toks and word.toks[0].tag == "NNG" and (
                word.toks[0].form.startswith(hit[0] + "이")) and word.toks[0].score > -20:
            # '뒤풀이 내내': Kiwi reads the 이 as the noun's own last syllable — a word of its
            # dictionary (an unknown name it guesses as a noun scores far lower: '윤슬이는')
            return None
        if hit and hit[1].endswith("네") and any(t.tag == "EF" for t in word.toks):
            return None  # '도둑이네': copula + exclamation, not '<name>네'
        if hit and not (hit[1] == "도" and (_first_len(word) > len(hit[0]) or not _particle_at(
                word, len(w) - 1))):  # ('제주도', '새벽기도': the 도 is the noun's own syllable)
            return canonical(strip_hypocoristic(hit[0]), known), hit[1]
    return None


# the native numeral determiners ('한 달', '두 명', '몇 시간')
_NUMERAL_MM = frozenset("한 두 세 네 다섯 여섯 일곱 여덟 아홉 열 몇 스무".split())  # noqa: SIM905


_UNITS = frozenset("달 주 년 해 날 시간 분 초 개월 주일 명 살 번 달째 주째".split())  # noqa: SIM905


def _quantity(word: Word) -> bool:
    """Does the word open with a number and its counter ('한달은' as 한/MM + 달/NNB, '2주는',
    '삼년')?"""
    toks = [t for t in word.toks if not t.tag.startswith("S") or t.tag == "SN"]
    # (a counter Kiwi knows as a bound noun; after digits, a unit of time or of people too. A
    # numeral syllable may open a name or a plain noun Kiwi splits: '석주' as 석/MM + 주/NNG,
    # '구단' as 구/NR + 단/NNG)
    return len(toks) >= 2 and (
        toks[0].tag in ("NR", "SN") or toks[0].tag == "MM" and toks[0].form in _NUMERAL_MM
    ) and (toks[1].tag == "NNB" or toks[0].tag == "SN" and toks[1].form in _UNITS)


def _verbal_or_compound(word: Word, w: str) -> bool:
    """True when Kiwi reads the word as a verb form ('다니는', '날리고도')."""
    return any(
        t.tag in ("ETM", "EF", "EP", "ETN") or t.tag == "EC" and t.len > 0 for t in word.toks
    )


def _first_len(word: Word) -> int:
    return len(word.toks[0].form) if word.toks else 0


def _particle_at(word: Word, k: int) -> bool:
    """Does Kiwi, reading the sentence, read the word's ``k``-th character as (part of) a particle
    ('영순이도' as 영순이 + 도/JX, '예라도' as 예 + 라도/JX; not '새벽기도' as 새벽 + 기도, a noun
    whose last syllable is 도)?"""
    return any(t.tag.startswith("J") and t.start - word.start <= k < t.start - word.start + t.len
               for t in word.toks)


_TITLES = frozenset(
    {
        "선배",
        "후배",
        "언니",
        "오빠",
        "형",
        "누나",
        "선생님",
        "쌤",
        "교수님",
        "선배님",
        "형님",
        "언니네",
    }
)


# workplace ranks (직급): after a given name they are how that person is called ('겸휘 대리님',
# '채슬 팀장님'), as the titles above are; a colleague's superior is said with 네 ('채슬네 팀장님');
# so are a church's offices (직분: '복례 권사님', '정구 집사님', '태환 장로님')
_RANKS = frozenset(
    """대리 과장 차장 부장 팀장 실장 주임 사원 이사 상무 전무 본부장 센터장 파트장 매니저
    주무관 계장 권사 집사 장로 전도사""".split()  # noqa: SIM905
)


# a body of staff named by its Sino-Korean collective suffix 진 ('운영진', '제작진'): the people
# of it, who speak as one (the office itself speaks with 에서, see register_ko.ORG_END)
# a member of a crew, a team or a troupe: a noun + the Sino-Korean 대원/요원/단원/부원/팀원
# ('구조대원', '안전요원', '합창단원'), a person where 원 alone also makes places ('병원')
_MEMBER = re.compile(r"[가-힣]{1,3}(?:대원|요원|단원|부원|팀원|조원|위원)")
_STAFF = frozenset("운영진 제작진 의료진 임원진 코치진 교수진 강사진 집행부".split())  # noqa: SIM905
# kin words the shared role list lacks: a spouse said colloquially (마누라, as 와이프 and 집사람
# are), and in-laws and elders by marriage (장인어른 'wife's father', 아주버님, 제수씨)
# (따님/아드님: someone else's daughter or son, honoured — never one's own, so no bare kin)
# (and the one to be married, in chat clipped forms: 예랑 'groom-to-be', 예신 'bride-to-be', said
# with the familiar 이 as a name is: '예랑이가')
_MORE_KIN = frozenset(
    "마누라 시동생 외숙모 장인어른 시부모 시누 아주버님 제수씨 당숙 숙부 외숙부 예랑 예신 예비신랑 "
    "예비신부 따님 아드님 딸내미 아들내미 "
    # a child by birth order ('우리 큰애', '작은애'; 애 alone is any child)
    "큰애 작은애 막내애 큰딸 작은딸 막내딸 큰아들 작은아들 막내아들".split()  # noqa: SIM905
)


# people named by their office or trade that the shared role list lacks: Sino-Korean officials
# in 관 ('감독관' the invigilator, '면접관' the interviewer) and staff in 원 ('상담원' the agent on
# the line, '안내원'), where the same suffixes also make places ('도서관', '요양원') so no
# suffix rule can say it; and loanword trades in -er/-ist ('리터처' the retoucher, '바리스타')
# (a local list: names.KO_ROLE_NOUNS is shared)
_OFFICIALS = frozenset(
    "감독관 면접관 시험관 조사관 검사관 심사관 교도관 감시관 통역관 외교관 수사관 검열관 "
    "상담원 안내원 관리원 검침원 판매원 사무원 은행원 승무원 역무원 집배원 미화원 계산원 접수원 "
    "리터처 포토그래퍼 바리스타 스타일리스트 코디네이터 컨설턴트 카운슬러 인스트럭터 "
    "테라피스트 프로듀서 에이전트 브로커 딜러 "
    # ranks of the public service (주무관, 계장 'chief clerk'), said after a surname as other
    # ranks are ('박 계장') (not 동장 or 사원, which end other words: 운동장, 'temple')
    "주무관 계장 "
    # the public service's other officers in 관 and 사 ('장학관', '사무관', '정책관'), the offices
    # of politics and of a public body ('의원', '위원장', '대변인', '청장'), the newsroom's
    # ('앵커', '리포터', '특파원') and the police ranks ('경위', '경감') (not 시장, 'the market',
    # nor 검사, 'a check')
    "사무관 서기관 장학관 장학사 정책관 행정관 비서관 보좌관 연구관 "
    "의원 국회의원 시의원 구의원 도의원 위원장 부위원장 의장 부의장 대변인 청장 차관 "
    "국장 부국장 군수 도지사 구청장 동장님 "
    # (and those who run for an office: '박 후보', a candidate, the one elected)
    "후보 후보자 예비후보 출마자 당선자 당선인 "
    # (the offices' spokespeople and deputies: 공보관 'press officer', 담당관, the deputy mayor
    # and the head of a province's schools)
    "공보관 공보담당관 담당관 부시장 부구청장 부군수 부지사 교육감 교육장 "
    "앵커 아나운서 리포터 특파원 논설위원 해설위원 평론가 "
    "순경 경장 경사 경위 경감 경정 총경 판사 "
    # people named in folk speech: an old man (영감, 노인네), an old woman (할멈), a man or a
    # woman of the neighbourhood in southern speech (아재, 아지매), 양반 'that gentleman', said
    # after a trade ('의사 양반') or a demonstrative ('그 양반'), a young woman or man
    # (아가씨, 총각)
    "영감 노인네 할멈 아재 아지매 양반 아가씨 총각".split()  # noqa: SIM905
)




# relations the shared role list lacks: at work, the one who trains a newcomer and the newcomer
# (사수, 부사수), the one who came before or after in a post (선임, 후임), the newest (신입, 막내,
# 인턴), a partner in business (동업자); among friends and lovers (짝꿍, 단짝, 남사친, 여사친,
# 썸남, 썸녀, 애인, 연인); kin in general and as a set (친척, 형제, 자매, 남매, 쌍둥이, 손주,
# 외손주, 처조카); a doctor of one's own (주치의), a client (의뢰인)
_MORE_RELATIONS = frozenset(
    "사수 부사수 선임 후임 맞선임 신입 막내 인턴 동업자 짝꿍 단짝 남사친 여사친 썸남 썸녀 애인 "
    "연인 친척 형제 자매 남매 쌍둥이 손주 외손주 처조카 주치의 의뢰인".split()  # noqa: SIM905
)


_BUN_WORD = re.compile(r"분(이|은|도|께서|께서는|이랑|한테|한테서|께|의)")


# the native numerals, which a conversation's known names may make Kiwi read as a name
_NUMERAL_WORDS = frozenset({"하나", "둘", "셋", "넷"})


def _counted(words: Sequence[Word], i: int) -> bool:
    """Is the bare word at ``i`` a numeral Kiwi reads so ('하나', 'one') after a bare common noun
    of the thing counted ('가수 하나', '질문 하나')? A name that is also a numeral, said so,
    counts."""
    word = words[i]
    if i == 0 or word.text != _strip_punct(word.text) or not word.toks or (
            word.text not in _NUMERAL_WORDS and any(t.tag != "NR" for t in word.toks)):
        return False
    prev = words[i - 1]
    return prev.text == _strip_punct(prev.text) and bool(prev.toks) and all(
        t.tag == "NNG" for t in prev.toks)


def _described_person(words: Sequence[Word], i: int) -> tuple[str, str] | None:
    """'안내하시는 분이', '관리팀 분이': (the person as called, their particle) when the word at
    ``i`` is the bound noun 분 with a particle and the word before describes them — a verb's or
    adjective's adnominal form, or a bare noun that is no time word nor a numeral; else None.
    (Not '그분', '이 분', '두 분': a demonstrative or a count is no description.)"""
    if i == 0 or words[i].text != _strip_punct(words[i].text) and not re.search(
            r"[,.!?~]$", words[i].text):
        return None
    m = _BUN_WORD.fullmatch(_strip_punct(words[i].text))
    prev = words[i - 1]
    pw = prev.text
    if m is None or pw != _strip_punct(pw) or not prev.toks:
        return None
    adnominal = prev.toks[-1].tag == "ETM" and any(
        t.tag in ("VV", "VA", "XSV", "XSA") for t in prev.toks)
    bare = _modifier_word(prev) and not KO_TIME_WORD.fullmatch(pw) and not any(
        t.tag in ("MM", "NR", "SN", "NP") for t in prev.toks)
    if not (adnominal or bare) or pw in ("그", "이", "저"):
        return None
    return f"{pw} 분", m.group(1)


def _role_at(word: Word) -> tuple[str, str] | None:
    w = _strip_punct(word.text)
    m = re.match(
        # (and the household possessive 네: '우리 누나네 앵무새', '형네 가게' — the relative whose
        # household or thing it is)
        r"^(.+?)(님)?(이|가|은|는|도|의|한테서|에게서|한테|에게|랑|이랑|하고|와|과|를|을|께서는|께서도|께서|께|"
        r"만|네)?$",
        w,
    )
    if not m:
        return None
    stem, nim, tail = m.group(1), m.group(2) or "", m.group(3) or ""
    if tail == "이" and not nim and stem + "이" in KO_ROLE_NOUNS:
        stem, tail = stem + "이", ""  # '시누이 있잖아': a kin word ending in 이, said bare
    if not nim and stem.endswith("이") and stem[:-1] in _MORE_KIN and has_batchim(stem[-2]):
        stem = stem[:-1]  # '예랑이가': the familiar 이 on a clipped kin word
    plural = ""
    if stem.endswith("들") and len(stem) > 2 and _kin_root(stem) not in KIN_NOUNS:
        # '동네 엄마들한테': a group is named as said, plural and all (not a kin word whose 들 is
        # its own: '큰아들', '막내아들')
        stem, plural = stem[:-1], "들"
        if not nim and stem.endswith("님") and len(stem) > 2:
            stem, nim = stem[:-1], "님"  # ('선배님들은': the honorific before the plural)
    # '직원분', '기사분': a person noun with the honorific bound noun 분 is that person, politely
    # (Kiwi may read the whole as one noun: '친구분' — the person noun before 분 says it)
    base = stem[:-1] if stem.endswith("분") and len(stem) > 2 and word.toks and (any(
        t.form == "분" and t.tag == "NNB" for t in word.toks) or stem[:-1] in KO_ROLE_NOUNS
    ) else stem
    for role in sorted(KO_ROLE_NOUNS | _STAFF | _MORE_KIN | _OFFICIALS | _MORE_RELATIONS
                       | KO_DIALECT_KIN.keys(), key=len, reverse=True):
        if role == "형" and not nim and base != role and _type_suffix(word, base):
            continue  # '자유형', '대형': 형 'type, form', no older brother
        if role == "의원" and base != role:
            continue  # ('한의원', '치과의원': a clinic)
        if base.endswith(role) and (len(base) - len(role) <= 2 or base == role
                                    or _noun_prefixed(word, len(base) - len(role), len(base))):
            return stem + nim + plural, tail
        if nim and (base + nim).endswith(role) and (
                len(base + nim) - len(role) <= 2
                or _noun_prefixed(word, len(base + nim) - len(role), len(base + nim))):
            return stem + nim + plural, tail  # '어머님은', '사모님이': the role itself ends in 님
    if _MEMBER.fullmatch(base):
        return stem + nim + plural, tail  # '구조대원', '안전요원': a member of a crew or a team
    if base in _LATIN_TITLES:
        return stem + nim + plural, tail  # '은행 PB가', '담당 PD는': a title said in capitals
    if nim and (_honorific_noun(stem) or _nouns_then_nim(word)):
        return stem + nim + plural, tail  # '조교님', '작가님': a common noun + 님 is a person
    if _agent_noun(base) and not (
        # '회원인 …', '단골인 …': a noun + the copula's adnominal ('who is a member') modifies
        # the next word; it is not the agent noun '회원 + 인'
        not tail and len(word.toks) >= 2 and word.toks[-2].tag == "VCP"
        and word.toks[-1].tag == "ETM"
    ):
        return stem + nim + plural, tail
    return None


@_word_cache()
def _adverb_in_i(w: str) -> bool:
    """'깨끗이', '똑같이', '꾸준이': an adverb made with -이 (Kiwi reads the word alone as one
    adverb, or its stem as the root of a 하다 adjective), no name with its suffix."""
    toks = tokenize(w)
    return bool(toks) and (len(toks) == 1 and toks[0].tag == "MAG" or toks[0].tag == "XR")


def _noun_prefixed(word: Word, n: int, whole: int) -> bool:
    """The word's first ``n`` letters, before its role noun, are a compound's modifier of three
    or four syllables, and Kiwi reads its first ``whole`` letters (modifier and role) as nouns
    only ('수의사쌤' the vet, '필라테스쌤', '요리쌤' a cookery teacher, '예비시어머님' a
    mother-in-law to be): a role typed glued to the trade, the subject or the standing it is of,
    as 수학쌤 is with a shorter one."""
    if not 3 <= n <= 4 or not word.toks or word.toks[0].start != word.start:
        return False
    end = word.start + whole
    head = [t for t in word.toks if t.start < end]
    if not (head and head[-1].start + head[-1].len == end and all(
            t.tag in ("NNG", "NNP", "XPN", "XSN") for t in head)):
        return False
    if len(head) == 1 and not all(  # (Kiwi may read the whole as one noun: '피아노쌤')
            t.tag in ("NNG", "NNP") for t in tokenize(word.text[:n])):
        return False
    # ('남궁민언니가': a proper noun before a title of address is a name the title follows)
    return not (head[0].tag == "NNP" and head[0].len == n
                and word.text[n:whole] in _ADDRESS_TITLES)


_ADDRESS_TITLES = frozenset({"언니", "오빠", "형", "누나", "선배", "후배", "형님", "선배님"})


def _type_suffix(word: Word, base: str) -> bool:
    """A word ending in 형 where 형 is the Sino-Korean 'type, form' (型, 形), not the kin word
    'older brother' after a name: Kiwi reads the whole as one noun of its dictionary ('대형',
    '원형', '체형') or 형 as a noun suffix after a frequent common noun ('자유형' freestyle), which
    no given name is. A name before the kin 형 is read as a proper or unknown noun ('도란형')."""
    toks = [t for t in word.toks if t.tag.startswith(("N", "XSN"))]
    k = next((i for i, t in enumerate(toks) if t.form.endswith("형")), None)
    if k is None or base in KO_ROLE_NOUNS or base in _MORE_KIN:
        return False
    t = toks[k]
    if t.tag == "NNG" and t.form == base and len(base) == 2:
        return t.score > -15 and t.id != _unknown_noun_id()
    return t.tag == "XSN" and t.form == "형" and k == 1 and toks[0].tag == "NNG" and (
        toks[0].score > -12.5 and toks[0].id != _unknown_noun_id())


@_word_cache(lambda stem: stem[:2] + "하다")
def _agent_noun(stem: str) -> bool:
    """'판매자', '운전자', '관리인': a two-syllable verbal noun (one that takes 하다: 판매하다)
    + the Sino-Korean person suffix 자 or 인 names the one who does it. Not 사/원, which also
    make places and firms ('여행사', '유치원')."""
    if not re.fullmatch(r"[가-힣]{2}[자인]", stem):
        return False
    toks = tokenize(stem[:2] + "하다")
    return len(toks) >= 2 and toks[0].tag == "NNG" and toks[0].form == stem[:2] and (
        toks[1].tag == "XSV"
    )


def _nouns_then_nim(word: Word) -> bool:
    """Kiwi read the word itself as nouns + the honorific suffix 님 ('전도사님은' = 전도사/NNG
    님/XSN 은/JX): the word names a person politely — an office's title may be a compound of
    three ('행정/보급/관 님'); Kiwi may read an unfamiliar title as a proper noun and 님 glued
    to it as the bound noun (NNB) of address, which says a person as well."""
    toks = word.toks
    k = next((i for i, t in enumerate(toks) if t.tag in ("XSN", "NNB") and t.form == "님"), None)
    return (
        k is not None
        and 1 <= k <= 3
        # (a title said as a Latin abbreviation, capitals only: 'PD님', 'CEO님' — a person as
        # '감독님' is)
        and all(t.tag in ("NNG", "NNP") or t.tag == "SL" and re.fullmatch(r"[A-Z]{2,4}", t.form)
                is not None for t in toks[:k])
        # (Kiwi may read the subject particle 이 before a noun as the determiner 이 'this':
        # '주무관님이 예산이 …')
        and all(t.tag.startswith(("J", "S")) or t.tag == "MM" and t.form == "이"
                for t in toks[k + 1:])
        # (the bound noun 님 after what could be a given name is a name's address, 'X님'; a
        # word of three syllables or more that opens on no surname, or ends in the suffix of a
        # trade 사 (士, 師), is no given name)
        and (toks[k].tag == "XSN" or not looks_like_name(stem := "".join(t.form for t in toks[:k]))
             or len(stem) >= 3 and (stem[0] not in _SURNAMES or stem.endswith("사")))
    )


@_word_cache()
def _honorific_noun(stem: str) -> bool:
    if not re.fullmatch(r"[가-힣]{1,4}", stem):
        return False
    toks = tokenize(stem)
    # one common noun ('조교님'), or a compound of two ('모임장님' = 모임 + 장: the head of a club)
    return 1 <= len(toks) <= 2 and all(t.tag == "NNG" for t in toks) and toks[0].score > -12.5


class Resolver(Protocol):
    """What ``person_refs`` needs of the discourse (``discourse.TurnContext`` fits)."""

    def note(self, name: str | None) -> None: ...

    def antecedent(self, exclude: Iterable[str] = ()) -> str | None: ...

    @property
    def recent(self) -> list[str]: ...

    @property
    def speakers(self) -> list[str]: ...


# (본인, 'the person themself', is the one the sentence or the talk is about — '본인 말로는',
# '본인이 직접 그랬어': in chat never the speaker, who says 나/저)
# 걔/얘/쟤 (+네), 그분, 그녀; '그 사람', '그 친구', '그 애' are two words (see _pronoun_at), and so
# are '그 형', '그 언니', '그 선배', '그 아저씨' …: a title after the demonstrative points back
# at someone just talked about, never at the speaker's own relative
_PRONOUN = re.compile(
    r"^(걔|얘|쟤|그분|그녀|본인|그놈|그 사람|그 친구|그 애|그 양반|그 놈|그 녀석|그 형|그 형님|"
    r"그 누나|"
    r"그 언니|그 오빠|"
    r"그 선배|그 후배|그 아저씨|그 아줌마|그 남자|그 여자)(네)?(이|가|은|는|도|한테|한테서|"
    r"에게|에게서|께|께서는|께서도|께서|랑|이랑|하고|의|을|를|만)?$"
)
# (and the quotative of a name given: 'X 씨라고 60대 분이거든', 'X 님이라는 분': the person is
# introduced by name, the one a later 그분 points to)
_SSI = re.compile(
    r"^(씨|님)(가|는|도|의|한테|한테서|에게|에게서|께|께서는|께서도|께서|랑|하고|를|만|이랑|이|은|을|과|"
    r"이한테|이하고|라고|이라고|라는|이라는)?(요|예요|에요|야|였어|였어요|였는데|인데|였고|고|였대|래|"
    r"였다|다|여서|라서)?$"
)
# (the copula closing the name as a predicate: '면접관이 X 씨였는데 그분 말로는 …' — the one a
# later 그분 points to)


# (and the southern 느그/너거 before a kin word or a role: '느그 엄마는')
# (and the dialects' 'your': 느이/늬 of Chungcheong and Jeolla, 너그 of Gyeongsang, 니들
# 'you lot')
_YOUR = frozenset({"너네", "니네", "너희", "네", "니", "너", "너의", "당신", "느그", "너거",
                   "느이", "늬", "너그", "니들", "느그들"})


def _pronoun_at(words: Sequence[Word], i: int) -> tuple[str, str, int] | None:
    """(pronoun, particle tail, words used) for 걔/그분/'그 사람' at word i."""
    w = _strip_punct(words[i].text)
    if w == "그" and i + 1 < len(words):
        two = "그 " + _strip_punct(words[i + 1].text)
        m = _PRONOUN.match(two)
        if m:
            return m.group(1), (m.group(2) or "") + (m.group(3) or ""), 2
        return None
    m = _PRONOUN.match(w)
    if m and not m.group(1).startswith("그 "):
        return m.group(1), (m.group(2) or "") + (m.group(3) or ""), 1
    return None


# kin titles said after a given name to call that person ('태온 오빠', '솔하 언니')
_KIN_ADDRESS = frozenset({"형", "오빠", "누나", "언니"})


_FAMILIAR = frozenset({"걔", "얘", "쟤", "걔네", "얘네", "쟤네"})


# relatives and relations of one's own generation or younger, whom 걔 may name ('X 남친이 …
# 걔 말로는'); an elder ('X 엄마') or a superior ('팀장') is not called 걔
_PEER_RELATIONS = frozenset(
    """친구 동생 남동생 여동생 사촌동생 남친 여친 남자친구 여자친구 룸메 룸메이트 사촌 조카 아들 딸
    후배 동기 동창 짝꿍 손자 손녀 애 아이""".split()  # noqa: SIM905
)


# siblings and in-laws of one's own generation, elder ones included: the speaker's own 누나 or
# 처남, just said ('우리 누나가 … 걔 말로는'), is what 걔 picks up, as a younger relative is
_SAME_GENERATION_KIN = frozenset(
    """형 누나 언니 오빠 친형 친누나 친언니 친오빠 사촌형 사촌누나 사촌언니 사촌오빠 처남 처제
    시누이 시누 올케 동서""".split()  # noqa: SIM905
)


def _antecedent(
    disc: Resolver, excl: Sequence[str], pronoun: str, owns: bool = False,
    kin_named: bool = False,
) -> str | None:
    """The person a pronoun stands for. 걔/얘/쟤 ('that kid') point at someone known by name:
    a role said since ('팀장이랑 싸웠대 … 걔네 팀장', '무빈이 엄마는 … 걔네 엄마') yields to the
    named person before it; 그분/그 사람 take the most recent person of any kind. A relative of
    one's own generation or younger, said as someone's ('X 남친이', '내 친구 동생이'), is 걔
    itself unless 걔 owns a role next (``owns``: '걔네 엄마')."""
    first = disc.antecedent(excl)
    if pronoun not in _FAMILIAR or first is None or not _not_familiar(first):
        return first
    if not owns and "의 " in first and (
            first.rsplit(" ", 1)[-1] in _PEER_RELATIONS
            # (a sibling or an in-law: the speaker's own — another's 누나 is named by them)
            # (unless the relative was named in apposition, '우리 언니 X 있잖아': X, the name)
            or bool(excl) and first.split("의 ", 1)[0] == excl[0] and not kin_named
            and first.rsplit(" ", 1)[-1] in _SAME_GENERATION_KIN):
        return first
    skip = list(excl)
    who: str | None = first
    while who is not None and _not_familiar(who):
        owner = who.split("의 ", 1)[0] if "의 " in who else None
        if owner and owner not in excl and not _bare_role(owner):
            return owner  # '무빈이 엄마는 …' then '걔네 엄마': 무빈 is the one named
        skip.append(who)
        who = disc.antecedent(skip)
    return who or first


def _kin_named(words: Sequence[Word], refs: Sequence[PersonRef], speaker: str,
               disc: Resolver) -> bool:
    """A relative of the speaker's in this sentence with a name right after it ('우리 언니 X
    있잖아'): the name said in apposition, one the session knows."""
    names = [n for n in disc.recent if n and "의 " not in n and " " not in n]
    return any(
        r.kind == "role" and r.owner == speaker and r.last + 1 < len(words)
        and any(_strip_punct(words[r.last + 1].text).startswith(n) for n in names)
        for r in refs)


# a verb of saying closing its clause before the words said ('X가 그러는데 …', 'X가 얘기하던데 …')
_SAYING_OPENER = re.compile(
    r"^(그러|말하|얘기하|이야기하|말씀하)(시)?(는데|던데|더니|길래|니까)(요)?,?$")


def _clause_subject_before(words: Sequence[Word], refs: Sequence[PersonRef], i: int
                           ) -> str | None:
    """The person marked as subject or topic before the pronoun at word ``i`` that the pronoun
    cannot be: the subject of its own verb of hearing ('X가 걔한테 들었는데') or the one whose
    words it opens as their subject ('X가 그러는데 걔가 …', where X would say 자기). None when
    there is none."""
    prev = next((r for r in reversed(refs) if r.last < i), None)
    if prev is None or prev.kind == "self" or prev.tail not in (
            "가", "이", "이가", "는", "은", "이는", "도", "이도", "께서", "께서는"):
        return None
    pro = _pronoun_at(words, i)
    if pro is None or pro[1] == "":
        return None  # (a bare pronoun may open a noun phrase of its own: '걔 요즘 …')
    between = words[prev.last + 1:i]
    after = words[i + pro[2]].text if i + pro[2] < len(words) else ""
    if not between and pro[1] in ("한테", "한테서", "에게", "에게서") and after.startswith(
            ("들었", "듣")):
        return prev.name  # ('X가 걔한테 들었는데': one does not hear it from oneself)
    if len(between) == 1 and _SAYING_OPENER.match(between[0].text) and pro[1] in (
            "가", "이", "는", "은", "도", "만"):
        return prev.name  # ('X가 그러는데 걔가 …': X would say 자기)
    return None


def _name_then_familiar(
    words: Sequence[Word], i: int, known: Sequence[str]
) -> tuple[str, str] | None:
    """Word i is a bare name and 걔/얘/쟤 (with its particle) follows: (the name, the pronoun's
    particle). The pronoun in apposition points back at the name just said."""
    if i + 1 >= len(words) or words[i].text != _strip_punct(words[i].text):
        return None
    pro = _pronoun_at(words, i + 1)
    # (and 본인 'the person themself', 그놈 'that guy': 'X 본인은 …', 'X 그놈은 …')
    if pro is None or pro[0] not in _FAMILIAR and pro[0] not in ("본인", "그놈") or (
            pro[0].endswith("네") or pro[2] != 1):
        return None
    hit = name_at(words[i], known, allow_bare=True)
    if hit is None or hit[1] != "" or pro[0] in ("본인", "그놈") and _role_at(words[i]):
        return None  # ('과장님 본인은': a role said with 본인 is read as the role is)
    return hit[0], pro[1]


# the opener of someone's words ('X 말로는', 'X 말이', 'X 얘기로는'): the word before is whose
_WHOSE_WORDS = frozenset({"말로는", "말론", "말이", "말로", "얘기로는", "얘기론", "얘기가"})


def _whose_words_before(
    words: Sequence[Word], refs: Sequence[PersonRef], i: int
) -> str | None:
    """'하늘 말로는 걔 남친이 …': 걔 right after the opener that named whose words follow is
    that person — the one just named, whether or not the parser took the bare word for a name
    (a given name that is also a common noun). A role ('우리 엄마 말로는 걔') is not called 걔."""
    if i < 2 or _strip_punct(words[i - 1].text) not in _WHOSE_WORDS:
        return None
    prev = next((r for r in refs if r.last == i - 2 and r.tail in ("", "의")), None)
    if prev is not None:
        return None if prev.kind != "name" or _not_familiar(prev.name) else prev.name
    w = words[i - 2]
    if (
        w.text == _strip_punct(w.text)
        and re.fullmatch(r"[가-힣]{2,3}", w.text)
        and w.toks
        and all(t.tag in ("NNG", "NNP") for t in w.toks)
        and w.text not in KO_ROLE_NOUNS
        and _role_at(w) is None
    ):
        return w.text
    return None


def _not_familiar(name: str) -> bool:
    """Someone 걔 does not stand for first: a person known only by a role, or one called with
    the honorific 님 ('이번 캠프 목사님': 걔 is said of peers and juniors, 그분 of them)."""
    return _bare_role(name) or name.endswith("님")


def _bare_role(name: str) -> bool:
    """A person known only by a role: '팀장', '사장님', or someone's relative ('무빈의 엄마')."""
    base = name.removesuffix("님")
    return "의 " in name or " " not in name and (
        name in KO_ROLE_NOUNS or base in KO_ROLE_NOUNS or _agent_noun(base))


def _nan_happened(words: Sequence[Word], i: int) -> bool:
    """'사고 난 거니까', '불 난 데': 난 before a bound noun, read by Kiwi as 나다 + ㄴ (happened,
    broke out), is no 'I'."""
    toks = words[i].toks
    return (_strip_punct(words[i].text) == "난" and len(toks) == 2 and toks[0].tag == "VV"
            and toks[1].tag == "ETM" and i + 1 < len(words) and bool(words[i + 1].toks)
            and words[i + 1].toks[0].tag == "NNB")


# people of a role said with the number that tells them apart ('4번 리뷰어', '심사위원 3'):
# reviewers and judges, speakers and those asked — people whose words are reported, not those
# judged (a candidate, a patient) — besides the role nouns of ``_role_at``
_NUMBERED_PEOPLE = frozenset(
    "리뷰어 심사위원 심사자 심사관 평가자 위원 참가자 참여자 응답자 발표자 토론자 연사 면접관 "
    "제보자".split())  # noqa: SIM905
_LABEL_NUMBER = re.compile(r"^(?:제)?([0-9]{1,2})번$")
_NUMBER_TAIL = re.compile(r"^([0-9]{1,2}|[A-Z])(이|가|은|는|도|의|한테|에게|께서|께서는|께서도)?$")


def _labelled_role(words: Sequence[Word], i: int) -> tuple[str, str] | None:
    """'4번 리뷰어는', '심사위원 3은', '평가자 B가': a role with the number or letter that tells
    one of its holders from the others, in either order — the person as said with it, and the
    particle after; else None."""
    if i + 1 >= len(words) or re.search(r"[,.!?~]$", words[i].text):
        return None
    w, nxt = _strip_punct(words[i].text), _strip_punct(words[i + 1].text)
    num = _LABEL_NUMBER.match(w)
    if num is not None:
        m = re.match(r"^([가-힣]+?)(이|가|은|는|도|의|한테|에게|께서|께서는|께서도)?$", nxt)
        if m is None:
            return None
        role = m.group(1)
        if role not in _NUMBERED_PEOPLE and _role_at(words[i + 1]) is None:
            return None
        if role in KO_ROLE_NOUNS or role.removesuffix("님") in KIN_NOUNS:
            return None  # ('2번 친구', '3번 엄마'): no labelled role
        return f"{num.group(1)}번 {role}", m.group(2) or ""
    m = _NUMBER_TAIL.match(nxt)
    if m is None or w not in _NUMBERED_PEOPLE:
        return None
    return f"{w} {m.group(1)}", m.group(2) or ""


def person_refs(
    words: Sequence[Word],
    speaker: str,
    known: Sequence[str],
    disc: Resolver | None = None,
    listener: str | None = None,
) -> list[PersonRef]:
    """Names, first-person words, pronouns and role phrases in word order.

    With ``disc`` each person is noted as it is read, so 걔/그분/'그 사람' resolve to the most
    recent named person other than speaker and listener (earlier in this sentence first), 자기
    ('self', before a role) to the sentence's last subject, and a bare role said before with an
    owner ('지호의 형' … '형 말로는') to that phrase. A pronoun with no antecedent is left out.
    """
    refs: list[PersonRef] = []
    excl = [speaker, *([listener] if listener else [])]

    def note(r: PersonRef) -> PersonRef:
        if disc is not None and r.kind != "self":
            parts = r.name.split(" ")
            # ('태온이가 …' then '태온 오빠ㅋㅋ 난 그 오빠가 …': a person the session already
            # knows by name, called again with a kin title of address, is that same person, and
            # is remembered in the form first said)
            disc.note(parts[0] if r.kind == "name" and len(parts) == 2 and (
                parts[1] in _KIN_ADDRESS) and any(
                    name_key(parts[0]) == name_key(n) for n in disc.recent) else r.name)
        refs.append(r)
        return r

    i = 0
    while i < len(words):
        w = _strip_punct(words[i].text)
        if w in FIRST:
            if not (w in FIRST_POSS and _role_ahead(words, i + 1)) and not _nan_happened(
                    words, i) and not _former_role(words, i):
                refs.append(PersonRef(speaker, i, i, FIRST[w], "self"))
            i += 1
            continue
        # ('네, 오 부장님이 …': 네 with a comma is the reply 'yes', not 'your')
        if w in _YOUR and listener and i + 1 < len(words) and not re.search(
                r"[,.!?~ㅋㅎㅠㅜ]$", words[i].text):
            mods, j = _mods_then_role(words, i + 1)
            nxt = _role_at(words[j]) if j < len(words) else None
            if nxt:  # '너네 팀장님' -> the listener's
                note(
                    PersonRef(
                        ko_possessive(listener, " ".join([*mods, nxt[0]])),
                        i,
                        j,
                        nxt[1],
                        "role",
                        owner=listener,
                    )
                )
                i = j + 1
                continue
        addressed = _role_at(words[i + 1]) if i + 1 < len(words) else None
        if addressed is not None and _misread_full_name(words[i], addressed[0]):
            # ('X 후보가', 'X 상담사님 말이' of a full name Kiwi splits into a numeral and bound
            # nouns, or reads as a place and the copula: the name with the title is the person)
            note(PersonRef(f"{words[i].text} {addressed[0]}", i, i + 1, addressed[1], "name"))
            i += 2
            continue
        if addressed is not None and _placed_name_title(words, i + 1, addressed[0]) is not None:
            # ('옆집 X 아재가': after a place, a name with a title of address is that person,
            # not the one whose uncle they are)
            note(PersonRef(f"{words[i].text} {addressed[0]}", i, i + 1, addressed[1], "name"))
            i += 2
            continue
        labelled = _labelled_role(words, i)
        if labelled is not None:
            # ('4번 리뷰어는 …', '심사위원 3은 …': one of several in the same role, told apart
            # by a number — the number is part of who)
            note(PersonRef(labelled[0], i, i + 1, labelled[1], "role"))
            i += 2
            continue
        described = _described_person(words, i)
        if described is not None and not (refs and refs[-1].last >= i - 1):
            # '안내하시는 분이 …', '관리팀 분이 그러시던데': the honorific bound noun 분, 'person',
            # after what describes them — a clause's adnominal or a bare noun of their place —
            # is that person, called as said
            note(PersonRef(described[0], i - 1, i, described[1], "role"))
            i += 1
            continue
        if w in ("자기", "자기네") and _reflexive(refs, speaker) is None:
            ante = _reflexive_noun(words, i)
            if ante is not None:
                # '상대팀 주장이 와서 자기네 애가 …': the reflexive's antecedent, a noun marked as
                # subject before it, is a person (only a person has a self)
                note(ante)
                refs.sort(key=lambda r: r.first)
        pro = _pronoun_at(words, i)
        app = _name_then_familiar(words, i, known) if pro is None else None
        if app is not None:
            # '하늬 걔 거기 불렀는데': a name, then 걔 in apposition, is that one person
            note(PersonRef(app[0], i, i + 1, app[1], "name"))
            i += 2
            continue
        # 자기 before a role, with up to two modifiers ('자기 외사촌 형이', 'self's cousin')
        if pro is not None or (w == "자기" and _mods_then_role(words, i + 1)[1] > i + 1 or (
                w == "자기" and i + 1 < len(words) and _role_at(words[i + 1]))):
            used = pro[2] if pro else 1
            tail = pro[1] if pro else ""
            mods, j = _mods_then_role(words, i + used)
            nxt = (_role_at(words[j]) or (_people_at(words[j]) if mods else None)
                   ) if j < len(words) else None
            said = _whose_words_before(words, refs, i) if pro and pro[0] in _FAMILIAR else None
            # ('X가 걔한테 들었는데', 'X가 그러는데 걔가 …': a pronoun that is an argument of its
            # own is not the subject of its clause, nor the one whose words it is said in)
            not_subject = _clause_subject_before(words, refs, i) if pro is not None and not (
                nxt and tail in ("", "네", "의")) else None
            who = (
                _reflexive(refs, speaker)
                if pro is None or pro[0] == "본인" and _reflexive(refs, speaker) is not None
                else said or (
                    _antecedent(
                        disc, [*excl, *([not_subject] if not_subject else [])], pro[0],
                        owns=nxt is not None and tail in ("", "네", "의"),
                        kin_named=_kin_named(words, refs, speaker, disc),
                    ) or (_antecedent(disc, excl, pro[0]) if not_subject else None)
                    if disc is not None
                    else None
                )
            )
            if who is None and pro is None and w == "자기" and listener and (
                    listener != speaker and not any(r.kind != "self" for r in refs)):
                # '자기 언니가 그랬잖아' with no one before it in the sentence: 자기 is the
                # address 'you' (honey), not a reflexive — the listener's relative
                who = listener
            if who and nxt and tail in ("", "네", "의"):
                first = i
                named = refs[-1] if refs else None
                if pro is not None and named is not None and named.last == i - 1 and (
                        named.name == who and named.kind == "name" and named.tail in ("", "이")):
                    # '민혁이 걔네 교수님은': the name said just before 걔네 only says whose the
                    # role is (the 이 is the name's own suffix): one phrase, no subject of its own
                    refs.pop()
                    first = named.first
                note(
                    PersonRef(
                        ko_possessive(who, " ".join([*mods, nxt[0]])),
                        first,
                        j,
                        nxt[1],
                        "role",
                        owner=who,
                    )
                )
                i = j + 1
                continue
            if who:
                note(PersonRef(who, i, i + used - 1, tail.removeprefix("네"), "name"))
            elif pro is not None and pro[0] in _FAMILIAR and nxt and tail in ("", "네", "의"):
                # '걔 동생이 …' with no one for 걔 to point back to: someone else's relative,
                # never the speaker's — the role is left with its owner unknown
                i = j + 1
                continue
            i += used
            continue
        if (
            i + 1 < len(words)
            and _SSI.match(_strip_punct(words[i + 1].text))
            and (re.fullmatch(r"[가-힣]{2,3}", w) or _long_foreign_name(words[i])
                 or _one_syllable_name(words[i], w) or w in known)
            and w not in KO_ROLE_NOUNS
            and w not in _NOT_NAMES
        ):
            ssi = _SSI.match(_strip_punct(words[i + 1].text))
            assert ssi is not None
            tail = ssi.group(2) or ""
            title = _strip_punct(words[i + 1].text)[0]
            name = canonical(w, known) if any(k == w for k in known) else w
            # ('라온결 씨요, 제 동기예요': the polite 요 or the copula closes the name as said; no
            # role after it is theirs)
            owned = _owned_after_title(words, i + 2, tail, words[i + 1].text) if not ssi.group(
                3) else None
            if owned is not None:
                # '서라 씨 팀장님이', '서라 씨네 팀장이': a name with its title, then a role with
                # no particle between, is the possessor of that role ('서라 씨의 팀장님')
                mods, j, owned_role = owned
                note(PersonRef(ko_possessive(f"{name} {title}", " ".join([*mods, owned_role[0]])),
                               i, j, owned_role[1], "role", owner=f"{name} {title}"))
                i = j + 1
                continue
            note(PersonRef(f"{name} {title}", i, i + 1, tail, "name"))
            i += 2
            continue
        if (
            i + 2 < len(words)
            and _strip_punct(words[i + 1].text) in ("씨네", "님네")
            and re.fullmatch(r"[가-힣]{2,3}", w)
            and w not in KO_ROLE_NOUNS
            and w not in _NOT_NAMES
        ):
            owned = _owned_after_title(words, i + 2, "네", words[i + 1].text)
            if owned is not None:
                title = _strip_punct(words[i + 1].text)[0]
                name = canonical(w, known) if any(k == w for k in known) else w
                mods, j, owned_role = owned
                # (a 네 form is written as said: '보름 씨네 팀장')
                note(PersonRef(f"{name} {title}네 " + " ".join([*mods, owned_role[0]]),
                               i, j, owned_role[1], "role", owner=f"{name} {title}"))
                i = j + 1
                continue
        nxt_role = _role_at(words[i + 1]) if i + 1 < len(words) and not _post_held(
            words, i + 1) else None
        voc = re.fullmatch(r"([가-힣]{1,3})(야|아)", w)
        if (
            voc
            and nxt_role is not None
            # (a name called opens its sentence, after openers at most: '동아리 X아 언니랑
            # …' inside a clause is a name ending in 아 and its title)
            and i <= body_start(words)
            and (
                words[i].text.rstrip().endswith(("야", "아"))
                # '가온아, 이모가 …': a bare kin noun said to a child or younger relative called
                # by name is named from their side (the addressee's aunt), as family talk does
                or i == 0
                and words[i].text.rstrip().endswith(("야,", "아,"))
                and _kin_root(nxt_role[0]) in KIN_NOUNS
            )
            and (
                any(name_key(voc.group(1)) == name_key(k) for k in [*known, *excl] if k)
                or bool(words[i].toks) and words[i].toks[-1].tag == "JKV"
            )
        ):
            # '하슬아 형 이사 잘 했어?': the one addressed, then their relative
            owner = canonical(voc.group(1), known)
            note(PersonRef(ko_possessive(owner, nxt_role[0]), i, i + 1, nxt_role[1], "role",
                           owner=owner))
            i += 2
            continue
        if (
            nxt_role is not None
            and (
                nxt_role[0] in _TITLES
                or (re.sub(r"님$", "", nxt_role[0]) in _RANKS
                    # (a title said as a Latin abbreviation is a rank: 'X PD님', 'X CEO님')
                    or re.fullmatch(r"[A-Z]{2,4}님", nxt_role[0]) is not None)
                and not w.endswith(("네", "의"))
                and (_looks_like_name(w, False) or any(name_key(w) == name_key(k) for k in known))
            )
            and w not in KO_ROLE_NOUNS
            and w == words[i].text
            # ('신장내과 투석 선생님', '공방 목공 선생님': a common noun after another bare noun,
            # before a title, is the middle of a compound naming the role — no name)
            and not (nxt_role[0] in _TEACHER_TITLES and _compound_middle(words, i, known))
            # ('이번 X 신부님': an event's priest — a time word fixes an event, no person)
            and not (_after_time_word(words, i) and not any(
                name_key(w) == name_key(k) for k in known if k))
            # ('내가 다니는 X 선생님': one attends or works at a place, never at a person)
            and not (i > 0 and _frequent_verb(words[i - 1]))
            and (
                len(words[i].toks) == 1
                and words[i].toks[0].tag == "NNP"
                # ('마르코가 교수님이': Kiwi glues the subject or topic particle onto a foreign
                # name it does not know; a name with its particle is no name with a title)
                and not (len(w) >= 3 and w.endswith(("가", "는")))
                or re.fullmatch(r"[가-힣]{2,3}", w)
                and w not in FIRST
                and w not in OPENER_WORDS
                and w not in _NOT_NAMES
                # ('외사촌 오빠': a kin word ranks the relative, it is no name)
                and w not in _BIRTH_ORDER
                and w not in KIN_NOUNS
                # '무결이 누나': 무결's sister (and 'X이 누나' of a one-syllable name the
                # conversation knows)
                and not (len(w) == 3 and w[-1] == "이" and has_batchim(w[-2]))
                # ('채휘가 선배한테', '채휘는 팀장님한테': 가/는 after an open syllable is the
                # subject's or topic's particle on a name Kiwi does not know — a person of
                # their own, no name with a title)
                and not (len(w) == 3 and w[-1] in ("가", "는") and not has_batchim(w[-2])
                         and not any(name_key(w) == name_key(k) for k in known if k))
                # ('X를 팀장님이 …': a word Kiwi closes with the object particle is the
                # person acted on, before the subject — no name with a title)
                and not (len(w) == 3 and w[-1] in ("을", "를") and words[i].toks
                         and words[i].toks[-1].tag == "JKO"
                         and not any(name_key(w) == name_key(k) for k in known if k))
                and not (len(w) == 2 and w[-1] == "이" and has_batchim(w[0]) and any(
                    name_key(w[0]) == name_key(k) for k in known if k))
                and _before_title(w)
                # ('부장님 말 아니고 차장님 말': the negative copula with its connective, no name)
                and not any(t.tag in ("VCN", "VCP") for t in words[i].toks)
                # ('고시원 사는데 언니 말로는': a verb closed by a connective of two syllables or
                # more — -는데, -니까, -면서 — ends a clause, no name; a one-syllable one may be a
                # name's last syllable Kiwi split off, '세나')
                and not (words[i].toks and words[i].toks[-1].tag == "EC"
                         and len(words[i].toks[-1].form) >= 2)
            )
        ):
            # '지수 언니가', '경미 선배한테': a name with a title is that person, as said
            note(PersonRef(f"{canonical(w, known)} {nxt_role[0]}", i, i + 1, nxt_role[1], "name"))
            i += 2
            continue
        role = _role_at(words[i]) or _people_of_place(words, i, known) or _service_worker(
            words, i)
        if role and role[1] == "네" and not (
                i + 1 < len(words) and words[i + 1].toks
                and words[i + 1].toks[0].tag.startswith(("NN", "XR"))):
            # ('삼촌네 갔는데', '언니네 놀러 가': the household as a place one goes to, no
            # possessor of anything said next)
            role = None
        # '교장 선생님': the first role noun modifies the second (not the other of a pair
        # said side by side, '엄마 아빠': two people)
        if role and not role[1] and nxt_role is not None and frozenset(
                {role[0], nxt_role[0]}) not in _KIN_PAIRS:
            i += 1
            continue
        named_noun = _role_name_noun(words, i, role) if role else None
        if named_noun is not None and not name_at(words[i + 1], known):
            # '감독 X가 …', '반장 X가 …': a bare role noun, then a noun of given-name
            # syllables with its particle — the name of the one who holds the role
            note(PersonRef(canonical(named_noun[0], known), i + 1, i + 1, named_noun[1], "name"))
            i += 2
            continue
        if role and _appositive_role(words, i, role, known):
            # '회장 단휘가', '반장 솔하는': a bare role noun, then the name of the one who
            # holds it, is an apposition — the person is the name, the role only describes them
            i += 1
            continue
        word_name = _appositive_word_name(words, i, role) if role else None
        if word_name is not None:
            # '내 친구 X도 …', '우리 형 X는 …': after the speaker's own relative or friend, a rare
            # word with the subject, topic or additive particle is their name (a given name
            # that is also a word); the kin noun only describes them
            note(PersonRef(canonical(word_name[0], known), i + 1, i + 1, word_name[1], "name"))
            i += 2
            continue
        if role and not role[1] and _post_held(words, i):
            i += 1  # '이모 통장 할 때': the post someone held, the object of 하다, no person
            continue
        if role and not role[1] and _predicate_noun(words, i, refs):
            i += 1  # '형이 거기 회원 삼 년째거든': what the subject is, no person of its own
            continue
        if role and not role[1] and _category_modifier(words, i, role[0]):
            i += 1  # '학생 할인이 끝난대': a kind of people modifying a thing, no person
            continue
        if role and i > 0 and words[i - 1].text in _ANY_ONE:
            i += 1  # '특정 강사 수업만 들어도': any one of a kind, no person talked of
            continue
        if role and not name_at(words[i], known, allow_unknown=False):
            ref = _role_ref(words, i, role, speaker, known, disc, excl)
            if ref.first < i and any(_frequent_verb(words[k]) for k in range(ref.first, i)):
                # the role's relative clause names its owner ('내가 다니는 …', 'X가 일하는 …'):
                # its subject is part of the role phrase, no person of its own
                refs[:] = [r for r in refs if r.last < ref.first]
            one = _one_of(words, i + 1) if not role[1] else None
            if one is not None:
                # '손님 하나는', '회사 사람 하나가': one of the kind, counted after the noun —
                # the person, with the count's particle
                ref = PersonRef(ref.name, ref.first, i + 1, one, ref.kind, owner=ref.owner)
                note(ref)
                i += 2
                continue
            note(ref)
            i += 1
            continue
        foreign = _foreign_after_role(words, i) if not role else None
        if foreign is not None:
            note(PersonRef(canonical(foreign[0], known), i, i, foreign[1], "name"))
            i += 1
            continue
        # a bare name may stand before a title, or modify
        # a noun of a person's life ('X 소식', 'X 생일')
        hit = name_at(
            words[i],
            known,
            allow_bare=nxt_role is not None
            or (
                i + 1 < len(words)
                and bool(words[i + 1].toks)
                and words[i + 1].toks[0].form in _LIFE_NOUNS
                and len(words[i].toks) >= 1
                and words[i].toks[-1].tag in ("NNP", "NNG", "XSN", "MAG", "NNB")
            )
            # 'X 말 들어 보니까': whose words one heard is a person, however Kiwi splits the
            # name (a foreign name may read as pronoun + particle + determiner)
            or _heard_words_of(words, i),
        )
        if hit and hit[1] == "" and _after_time_word(words, i) and not any(
                name_key(hit[0]) == name_key(k) for k in known if k):
            hit = None  # '이번 X 신부님', '작년 X 때': a time word fixes an event, not a person
        if hit and hit[1] == "" and not nxt_role and _counted(words, i):
            hit = None  # ('가수 하나 온대': a thing counted, even where 하나 is someone's name)
        if hit and nxt_role and hit[1] == "" and (
                _BUSINESS.search(hit[0]) or _after_place(words, i, nxt_role[0])) and not any(
                name_key(hit[0]) == name_key(k) for k in known if k):
            # '꽃집 사장님': the shop the role works at (read with the role next); '관리사무소
            # 당직 아저씨': a word between a place and a role is what the role does there
            hit = None
        if hit and nxt_role and hit[1] == "" and i > 0 and _frequent_verb(words[i - 1]):
            hit = None  # '내가 다니는 X 선생님': a place one attends, not a person
        if hit and i > 0 and words[i - 1].text in ("자기", "자기네") and not any(
                name_key(hit[0]) == name_key(k) for k in known if k):
            hit = None  # '자기 화분이 깨졌대': what the reflexive owns is a thing, no person
        if hit and hit[1] in _TOPIC_SUBJECT_TAILS and not any(
                name_key(hit[0]) == name_key(k) for k in known if k) and _thing_predicate(
                    words, i + 1, hit[0]):
            hit = None  # '라떼는 진짜 맛있었어': what tastes so is food, no person (nor 걔 later)
        if hit and hit[1] == "" and nxt_role and nxt_role[0] in _TEACHER_TITLES and (
                _compound_middle(words, i, known)):
            hit = None  # ('공방 목공 선생님': the middle of a compound, no one's name)
        if hit:
            name, tail = hit
            if (
                not nxt_role
                and tail in ("", "이", "네", "이네", "의", "이의")
                and _mods_then_role(words, i + 1)[0]
            ):
                mods, j = _mods_then_role(words, i + 1)
                group = _people_at(words[j]) if not _role_at(words[j]) else None
                if group is not None:
                    # 'X 회사 사람들이', 'X네 학원 분들도': the people of X's workplace or school, a
                    # group that X owns as a possessor (no role noun of its own to read next)
                    note(PersonRef(_role_phrase(name, " ".join([*mods, group[0]])), i, j,
                                   group[1], "role", owner=name))
                    i = j + 1
                    continue
                # '다온이 예비 신부는': the name owns the role after its modifiers; the role
                # phrase, read next, takes it as its possessor
                i += 1
                continue
            if (
                nxt_role
                and tail == ""
                and i > 0
                and words[i - 1].text == _strip_punct(words[i - 1].text)
                and (_role_at(words[i - 1]) or ("", "x"))[1] == ""
                and _kin_root(nxt_role[0]) not in KIN_NOUNS
            ):
                # '엄마 친구 경숙 아줌마가': after a role phrase that describes them, a name and a
                # title of address (아줌마, 아저씨, 선생님 …) are that person so called
                note(PersonRef(f"{name} {nxt_role[0]}", i, i + 1, nxt_role[1], "name"))
                i += 2
                continue
            if nxt_role and tail == "" and full_name(name) and (
                _kin_root(nxt_role[0]) not in KIN_NOUNS
            ):
                # '오세진 부장님': a surname + given name, then a title, is that person so titled
                note(PersonRef(f"{name} {nxt_role[0]}", i, i + 1, nxt_role[1], "name"))
                i += 2
                continue
            if nxt_role and tail in ("", "이", "네", "이네", "의", "이의"):
                note(
                    PersonRef(
                        _role_phrase(name, nxt_role[0]), i, i + 1, nxt_role[1], "role", owner=name
                    )
                )
                i += 2
                continue
            note(PersonRef(name, i, i, tail, "name"))
        elif not role:
            heard = _heard_from(words, i)
            if heard is not None:
                # '과대한테 들음', '총대한테서 들었어': a noun one heard something from (한테, the
                # dative of the animate) is a person, known by that word, whatever Kiwi makes of it
                note(PersonRef(heard[0], i, i, heard[1], "role"))
        i += 1
    _called(words, refs, disc)
    _called_there(words, refs, disc)
    for n, r in enumerate(refs):
        m = _HONOURED_BUN.fullmatch(_strip_punct(words[r.last + 1].text)) if (
            r.kind == "role" and r.tail == "" and r.last + 1 < len(words)
            and words[r.last].text == _strip_punct(words[r.last].text)) else None
        if m is not None:
            # '물리치료사 분은', '직원 분이': the honorific 분 said apart from the role noun is the
            # same person, honoured — the whole phrase as said, with the particle after 분
            refs[n] = PersonRef(f"{r.name} 분", r.first, r.last + 1, m.group(1) or "", r.kind,
                                r.owner)
    # 'X(를) 통해(서) 들었어'': the person a thing came through is its source, as 'X한테서' is
    for r in refs:
        if r.kind != "self" and r.tail in ("", "이", "를", "을", "이를") and r.last + 1 < len(
            words
        ) and _strip_punct(words[r.last + 1].text) in ("통해", "통해서"):
            r.tail = "한테서"
    # ('호텔 매니저 오렐 씨가 …', '프런트 직원 마르셀 님이 …'): a bare role right before a name
    # with 씨 or 님 is that person's description, in apposition — the named one is the person
    return [r for n, r in enumerate(refs) if not (
        r.kind == "role" and r.tail == "" and r.owner is None and n + 1 < len(refs)
        and refs[n + 1].kind == "name" and refs[n + 1].first == r.last + 1
        and refs[n + 1].name.endswith((" 씨", "님")) and " " in refs[n + 1].name
        and words[r.last].text == _strip_punct(words[r.last].text))]


# the honorific 분 said as a word of its own after a role noun, with its particle ('분은', '분이')
_HONOURED_BUN = re.compile(r"분(은|는|이|이가|도|께서|께서는|께서도|한테|한테서|께|의|이랑|하고)?")


# nouns that stand for a person only through what describes them ('…라는 분', '…라는 애')
_PERSON_HEADS = "분|사람|애|아이|친구|여자|남자|언니|오빠|형|누나|동생"
_CALLED = re.compile(r"^(.+?)(?:이라는|라는)$")


def _called(words: Sequence[Word], refs: list[PersonRef], disc: Resolver | None = None) -> None:
    """'하늬 씨라는 기사님이', '도담이라는 애가', '관리인 아들이라는 분이': the copula's adnominal
    quotative (X-(이)라는 N, 'an N called X' / 'one who is X') names the person the head noun
    stands for — X, a name or a role phrase, with the head's particle. The refs of the head noun
    and of the words inside X give way to that one person (in place)."""
    for k in range(1, len(words)):
        prev = words[k - 1]
        m = _CALLED.match(prev.text)
        if not m or not prev.toks or prev.toks[-1].tag != "ETM":
            continue
        head = re.match(rf"^(?:{_PERSON_HEADS})(님)?(이|가|은|는|도|한테서|에게서|한테|에게|"
                        r"랑|이랑|하고|께서는|께서도|께서|를|을|의)?$", _strip_punct(words[k].text))
        role = _role_at(words[k])
        if head is None and role is None:
            continue
        tail = (head.group(2) or "") if head is not None else role[1]  # type: ignore[index]
        stem = m.group(1)
        first = k - 1
        # the words of X before its last one: a name before its title ('하늬 씨라는'), a role
        # phrase's modifiers ('관리인 아들이라는'), read already as one person or a bare name
        inside = [r for r in refs if r.last in (k - 2, k - 1) and r.tail == ""]
        if stem in ("씨", "님") or stem in _TITLES:
            first = k - 2
        elif inside:
            first = min(r.first for r in inside)
        if first < 0:
            continue
        role_like = _role_at(Word(stem, 0, 0, [])) is not None
        if first == k - 1 and role_like and k >= 2 and _full_name_shape(words[k - 2].text):
            # ('X 차장이라는 분이': a surname and a given name, bare, before the rank — the person
            # is called by the two, however Kiwi reads the name's syllables)
            first = k - 2
        name = " ".join([*(_strip_punct(w.text) for w in words[first:k - 1]), stem])
        kind = "role" if role_like else "name"
        if kind == "name" and first == k - 1 and not _looks_like_name(stem, False):
            continue
        refs[:] = [r for r in refs if not (first <= r.first <= k or first <= r.last <= k)]
        at = next((n for n, r in enumerate(refs) if r.first > k), len(refs))
        refs.insert(at, PersonRef(name, first, k, tail, kind))
        if disc is not None and at == len(refs) - 1 and kind == "name":
            # ('X라는 언니. 그 언니가 …': the person introduced last is X, not the head noun read
            # before as someone's relative)
            disc.note(name)


def _full_name_shape(w: str) -> bool:
    """A bare word of three syllables, a surname and two syllables of given names."""
    return re.fullmatch(r"[가-힣]{3}", w) is not None and w[0] in _SURNAMES and all(
        ch in KO_GIVEN_NAME_SYLLABLES for ch in w[1:])


@_word_cache()
def _unknown_whole(stem: str) -> bool:
    """Kiwi reads ``stem`` alone as one word its dictionary lacks (no compound of words it knows:
    '실내수영' is 실내 + 수영)."""
    toks = tokenize(stem)
    if not (len(toks) == 1 and toks[0].form == stem and getattr(toks[0], "oov", False)):
        return False
    # (a firm's or a project's name is a compound of words Kiwi knows, each half of it: '바다' +
    # '기획'; a foreign name's halves are no words of it)
    return not any(_known_noun(stem[:k]) and _known_noun(stem[k:]) for k in (2, 3)
                   if 2 <= len(stem) - k)


def _known_noun(part: str) -> bool:
    """Does ``part`` open with a noun Kiwi knows, and hold nothing it does not ('안전과': 안전 +
    과)?"""
    toks = tokenize(part)
    return bool(toks) and toks[0].tag in ("NNG", "NNP") and not any(
        getattr(t, "oov", False) for t in toks)


_CALLED_GO = re.compile(r"^(.+?)(?:이라고|라고|이라구|라구)$")


def _foreign_stem(stem: str) -> bool:
    """A word of four or five syllables Kiwi reads as one proper noun ('크리스티나'): a foreign
    given name, in the slot of one ('X라고 …')."""
    if not re.fullmatch(r"[가-힣]{4,5}", stem):
        return False
    toks = tokenize(stem)
    return len(toks) == 1 and toks[0].tag == "NNP"


def _called_there(
    words: Sequence[Word], refs: list[PersonRef], disc: Resolver | None
) -> None:
    """'X(이)라고 제 대학 동기 있거든요', 'X라고 우리 팀 친구가 한 명 있는데': a name given with
    the quotative, then a person said to exist (있다 within a few words) introduces that person
    by the name — a later 걔/그분 is X, not the description. The description (a role phrase, or
    words ending in a noun that stands for a person: 친구, 애, 사람) gives way to X, with its
    particle, and X is the person last noted."""
    for k in range(1, len(words)):
        prev = words[k - 1]
        m = _CALLED_GO.match(_strip_punct(prev.text))
        # (Kiwi may read a foreign name with the quotative as one proper noun: '가브리엘라고')
        if not m or not prev.toks or prev.toks[-1].tag != "EC" and not (
                len(prev.toks) == 1 and prev.toks[0].tag == "NNP"):
            continue
        stem = m.group(1)
        if not (_looks_like_name(stem, False) or _foreign_stem(stem)) or any(
                q.first <= k - 1 <= q.last for q in refs):
            continue
        r = next((r for r in refs if r.first == k and r.kind == "role"), None)
        head = None
        if r is not None:
            last, tail = r.last, r.tail
        else:
            heads = [(j, _HEAD.match(_strip_punct(words[j].text)))
                     for j in range(k, min(k + 3, len(words)))]
            j, head = next(((j, h) for j, h in heads if h is not None), (-1, None))
            if head is None:
                continue
            last, tail = j, head.group(2) or ""
        if not any(w.text.startswith("있") for w in words[last + 1 : last + 4]) and not (
                # ('X라고 도서관에서 일하는 언니.', an answer to who: the description closing the
                # sentence with nothing after it introduces X as well)
                all(_DECORATION_WORD.match(w.text) for w in words[last + 1:])
                and (r.tail == "" if r is not None else head is not None and not head.group(2))):
            continue
        refs[:] = [q for q in refs if not k <= q.first <= last]
        at = next((n for n, q in enumerate(refs) if q.first > last), len(refs))
        refs.insert(at, PersonRef(stem, k - 1, last, tail, "name"))
        if disc is not None:
            disc.note(stem)


_HEAD = re.compile(rf"^(?:{_PERSON_HEADS}|막내|동기|후배|선배)(님)?(이|가|은|는|도)?$")


# particles of a subject or topic read right after an unknown name (no hypocoristic 이)
_TOPIC_SUBJECT_TAILS = frozenset({"은", "는", "가", "도"})
# predicates whose subject is only ever a thing: how food tastes, goods sold out or broken
_THING_PREDICATES = frozenset(
    """맛있 맛없 달 짜 맵 싱겁 쓰 시 고소하 느끼하 담백하 쫄깃하 바삭하 비리 짭짤하 달콤하 새콤하
    매콤하 시큼하 팔리 매진되 품절되 고장나""".split()  # noqa: SIM905
)


@lru_cache(maxsize=1024)
def _verbal_noun(stem: str) -> bool:
    """Does Kiwi know ``stem`` as a common noun that takes 하다 as its verb suffix ('환불',
    '연습': 환불/NNG 하/XSV)?"""
    toks = kiwi().tokenize(stem + "했대")
    return len(toks) >= 2 and toks[0].form == stem and toks[0].tag == "NNG" and (
        toks[1].tag == "XSV")


def _thing_predicate(words: Sequence[Word], j: int, stem: str = "") -> bool:
    """Is the predicate that the words from ``j`` lead to (past adverbs, before any other
    subject or topic) one only a thing can be the subject of ('맛있었어', '다 팔렸대'), or the
    light verb 하다 after a verbal noun ('환불은 안 해 준대': the activity, done by someone)?"""
    for word in words[j:j + 3]:
        for t in word.toks:
            if t.tag.startswith(("VA", "VV")):
                return t.form in _THING_PREDICATES or (
                    t.form == "하" and bool(stem) and _verbal_noun(stem))
            if t.tag in ("JKS", "JX") and t.form in ("이", "가", "은", "는"):
                return False  # another subject or topic: the predicate is theirs
            if t.tag.startswith(("NN", "NP")) and t.tag != "NNG" or t.tag.startswith("E"):
                return False
    return False


def _foreign_after_role(words: Sequence[Word], i: int) -> tuple[str, str] | None:
    """'막내 세르게이요?', '매니저 크리스티나가': after a bare role or birth-order word, a proper
    noun of four or five syllables with its particles (or the polite 요) is the foreign given name
    of the one the role describes (a Korean one is two or three): (name, particle tail)."""
    if i == 0:
        return None
    prev = words[i - 1].text
    if prev != _strip_punct(prev) or not (prev in _BIRTH_ORDER or (_role_at(words[i - 1]) or (
            "", "x"))[1] == ""):
        return None
    w = _strip_punct(words[i].text)
    toks = [t for t in words[i].toks if not t.tag.startswith("S")]
    if not (toks and toks[0].tag == "NNP" and re.fullmatch(r"[가-힣]{4,5}", toks[0].form)
            and w.startswith(toks[0].form) and all(t.tag.startswith("J") for t in toks[1:])):
        return None
    tail = w[len(toks[0].form):]
    return (toks[0].form, tail) if _TAIL.match(tail) or tail == "요" else None


_NOT_ONE_SYLLABLE_NAMES = frozenset(
    # (and the bound nouns of a side, 쪽/측, after the body whose side it is: '업체 쪽 얘기로는')
    "그 이 저 내 제 네 니 뭐 왜 다 좀 또 더 잘 안 못 아 어 오 응 네 걔 쟤 얘 쪽 측".split()  # noqa: SIM905
)


def _one_syllable_name(word: Word, w: str) -> bool:
    """'린 씨', '첸 씨가', '김 씨': a one-syllable given name (often a foreign one) or a surname
    before the title 씨 — a proper noun, a surname, or a syllable Kiwi knows only as a rare
    common noun (not '감 씨', a persimmon seed)."""
    if not re.fullmatch(r"[가-힣]", w) or w in _NOT_ONE_SYLLABLE_NAMES or len(word.toks) != 1:
        return False
    t = word.toks[0]
    return t.tag == "NNP" or w in _SURNAMES or t.tag == "NNG" and t.score < -11.5


def _long_foreign_name(word: Word) -> bool:
    """A bare word of four or five syllables that is no common noun ('크리스티나' before 씨):
    a foreign given name, as a Korean one is two or three."""
    w = word.text
    return re.fullmatch(r"[가-힣]{4,5}", w) is not None and bool(word.toks) and not (
        len(word.toks) == 1 and word.toks[0].tag == "NNG" and word.toks[0].score > -12.5
    ) and not any(t.tag.startswith(("V", "E", "XS")) for t in word.toks)


def _heard_from(words: Sequence[Word], i: int) -> tuple[str, str] | None:
    """Word i is a noun + 한테/한테서/에게서 and a form of 듣다 follows ('과대한테 들음'):
    (the noun, its particle)."""
    toks = words[i].toks
    if (
        i + 1 >= len(words)
        or len(toks) < 2
        or words[i].text != _strip_punct(words[i].text)
        or toks[-1].tag != "JKB"
        or toks[-1].form not in ("한테", "한테서", "에게서")
        or not all(t.tag in ("NNG", "NNP") for t in toks[:-1])
        or not toks[0].form
        or not any(t.tag.startswith("VV") and t.form == "듣" for t in words[i + 1].toks[:1])
    ):
        return None
    noun = words[i].text[: len(words[i].text) - len(toks[-1].form)]
    if not re.fullmatch(r"[가-힣]{2,4}", noun) or noun in KO_CATEGORY_NOUNS:
        return None
    return noun, toks[-1].form


def _heard_words_of(words: Sequence[Word], i: int) -> bool:
    """Word i is bare, and '말 들어/들으니' follows it: the one whose words were heard."""
    return (
        i + 2 < len(words)
        and words[i].text == _strip_punct(words[i].text)
        and words[i + 1].text == "말"
        and words[i + 2].text.startswith(("들어", "들으니", "듣고", "듣기로"))
        and not any(t.tag in ("ETM", "EF", "EP", "EC", "VCP") for t in words[i].toks)
    )


def _ne_role(stem: str) -> bool:
    """The stem of a '…네' household word is a kin noun or a role ('처남', '팀장님', '이모')."""
    base = stem.removesuffix("님")
    return (
        _kin_root(stem) in KIN_NOUNS
        or stem in KO_ROLE_NOUNS
        or base in KO_ROLE_NOUNS
        or base in _RANKS
        or stem in _TITLES
    ) and stem not in KO_CATEGORY_NOUNS


# verbs of attending, working, living or studying somewhere: a relative clause of them before a
# place and a role ('내가 다니는 치과 선생님') makes the role the clause subject's
_FREQUENT_VERBS = frozenset("다니 가 일 근무 살 배우 듣 있 이용 등록 출근".split())  # noqa: SIM905


def _frequent_verb(word: Word) -> bool:
    """'다니는', '다녔던', '일하는', '근무하는': an adnominal of a verb of attending or working."""
    toks = word.toks
    return (
        len(toks) >= 2
        and word.text == _strip_punct(word.text)
        and toks[-1].tag == "ETM"
        and toks[0].form in _FREQUENT_VERBS
        and (toks[0].tag == "VV" or toks[0].tag == "NNG" and toks[1].tag == "XSV")
        and all(t.tag in ("VV", "NNG", "XSV", "EP", "ETM", "VX", "EC") for t in toks)
    )


def _clause_subject(
    words: Sequence[Word], k: int, speaker: str, known: Sequence[str]
) -> tuple[str, int] | None:
    """The subject of a relative clause ending before word k + 1: (owner, index of its first
    word). The speaker for 내가/제가/우리 and for one of 우리/내 relatives ('우리 애'); a name
    with 이/가 or none ('X가 다니는')."""
    w = _strip_punct(words[k].text)
    if words[k].text != w:
        return None
    if w in FIRST and FIRST[w] in ("", "가") and w not in ("전", "저"):
        return speaker, k
    r = _role_at(words[k])
    kid = re.fullmatch(r"(애|아이|애기|아기|애들|아이들)(가|이)?", w)
    if kid:
        r = (kid.group(1), kid.group(2) or "")
    if r is not None and r[1] in ("", "이", "가") and k > 0 and _strip_punct(
            words[k - 1].text) in FIRST_POSS and words[k - 1].text in FIRST_POSS:
        return speaker, k - 1
    hit = name_at(words[k], known)
    if hit and hit[1] in ("이", "가", "이가") and not _role_at(words[k]):
        return hit[0], k
    return None


def _owned_after_title(
    words: Sequence[Word], j: int, tail: str, title_word: str
) -> tuple[list[str], int, tuple[str, str]] | None:
    """After 'X 씨'/'X 씨네'/'X 씨의' (no comma, no subject particle): a role phrase next
    ('팀장님이', '회사 팀장이') is X's. (modifiers, index of the role word, role) or None."""
    if tail not in ("", "네", "의") or j >= len(words) or title_word != _strip_punct(title_word):
        return None
    mods, k = _mods_then_role(words, j)
    role = _role_at(words[k]) if k < len(words) else None
    if role is None:
        return None
    return mods, k, role


_APPOSITION_KIN = frozenset(
    """친구 동생 남동생 여동생 형 오빠 누나 언니 동기 후배 선배 사촌 조카 룸메 짝꿍 동창""".split()  # noqa: SIM905
)


def _appositive_word_name(
    words: Sequence[Word], i: int, role: tuple[str, str]
) -> tuple[str, str] | None:
    """'내 친구 X도', '우리 언니 X는': the speaker's bare kin or peer noun, then a two-syllable
    word with 가, 는 or 도 that Kiwi does not know or reads as a verb stem (which no particle
    follows) — the name of that relative or friend. A noun Kiwi knows there may as well be
    what they have ('내 친구 카페도'): left as it is; a kin or role noun ('내 친구 동생이') is a
    relative of theirs."""
    if role[1] or role[0] not in _APPOSITION_KIN or i + 1 >= len(words):
        return None
    # ('근데 동생 X는 …': the bare kin noun opening the sentence, after openers at most, is the
    # speaker's too — then the word must also look like a given name)
    opening = all(_strip_punct(w.text) in OPENER_WORDS and w.text == _strip_punct(w.text)
                  for w in words[:i])
    if not (i and _strip_punct(words[i - 1].text) in FIRST_POSS or opening) or (
            words[i].text != _strip_punct(words[i].text)):
        return None
    nxt = words[i + 1]
    m = re.fullmatch(r"([가-힣]{2})(가|는|도)", _strip_punct(nxt.text))
    if m is None or has_batchim(m.group(1)[-1]) or _role_at(nxt):
        return None
    toks = [t for t in nxt.toks if not t.tag.startswith("S")]
    if opening and not (i and _strip_punct(words[i - 1].text) in FIRST_POSS):
        if not _looks_like_name(m.group(1), False):
            return None
        if m.group(2) == "는" and toks and toks[-1].tag == "ETM" and toks[-1].form.endswith("는"):
            # ('동생 X는' read as an adnominal clause, '채 + 이라는', '혜 + 나 + 는': a name
            # and its topic particle after the kin noun that describes them)
            return m.group(1), m.group(2)
    if len(toks) == 1 and toks[0].tag == "NNG" and toks[0].score < -20:
        # (the whole word one unknown noun, '가리도': a name only if its stem alone is no noun
        # Kiwi knows — '카페도' may be read so too)
        alone = kiwi().tokenize(m.group(1))
        if alone and alone[0].tag in ("VV", "VA") or len(alone) == 1 and alone[0].tag in (
                "NNG", "NNP") and alone[0].id == _unknown_noun_id():
            return m.group(1), m.group(2)
        return None
    if len(toks) == 2 and toks[0].form == m.group(1) and toks[0].tag in ("VV", "VA") and (
            toks[1].tag.startswith(("J", "ETM"))):
        return m.group(1), m.group(2)  # (a verb stem takes no particle: '가리가', '미루는')
    if len(toks) == 4 and toks[0].tag in ("VV", "VA") and toks[1].tag == "ETM" and (
            toks[2].tag == "NNG" and toks[3].tag.startswith("J")):
        # ('내 동생 X가' with X read as a verb, an adnominal ending and a noun glued in one
        # word of two syllables, '보 + ㄴ + 기'): the pieces are a name
        return m.group(1), m.group(2)
    if _given_name_noun(toks, m.group(1)):
        return m.group(1), m.group(2)
    return None


def _given_name_noun(toks: Sequence[Any], stem: str) -> bool:
    """A noun Kiwi knows, with its particle, made of given-name syllables only ('보석이', '미소는'):
    after a role or kin noun that it stands in apposition to it is that person's name, as a
    thing they have would be made of other syllables ('회사가', '차는')."""
    return (len(toks) == 2 and toks[0].form == stem and toks[0].tag == "NNG"
            and toks[1].tag.startswith("J") and KO_GIVEN_NAME_SYLLABLES.issuperset(stem)
            # ('형 하루는 쉬었대': a day, the time of what they did, with the topic particle)
            and not (toks[1].form in ("은", "는", "도") and (
                KO_TIME_WORD.fullmatch(stem) or stem in _DAY_COUNTS)))


# the native counts of days ('하루', '이틀' …), a time said with the topic particle ('하루는')
_DAY_COUNTS = frozenset("하루 이틀 사흘 나흘 닷새 엿새 이레 여드레 아흐레 열흘 보름".split())  # noqa: SIM905


def _appositive_role(
    words: Sequence[Word], i: int, role: tuple[str, str], known: Sequence[str]
) -> bool:
    """A bare role noun ('회장', '동생') right before a name that carries its own particle
    ('단휘가'): the title of that person, not a second person. Not before a role phrase
    ('친구 솔하 엄마': the name owns the role) nor across punctuation."""
    if role[1] or i + 1 >= len(words) or words[i].text != _strip_punct(words[i].text):
        return False
    if any(_strip_punct(words[i].text) == p for p in FIRST_POSS):
        return False
    nxt = words[i + 1]
    if _role_at(nxt) or (i + 2 < len(words) and _role_at(words[i + 2])):
        return False
    hit = name_at(nxt, known)
    return hit is not None and hit[1] != "" and not hit[1].endswith("의")


def _role_name_noun(words: Sequence[Word], i: int, role: tuple[str, str]) -> tuple[str, str] | None:
    """'감독 X가', '반장 X는', '내 친구 X가' with X a noun Kiwi knows made of given-name
    syllables ('보석', '미소'): after a bare role noun that X stands in apposition to, X with its
    subject or topic particle is the role's holder by name (a thing of theirs is made of other
    syllables: '친구 회사가')."""
    if role[1] or i + 1 >= len(words) or words[i].text != _strip_punct(words[i].text):
        return None
    # (the speaker's own relative or friend, or a role opening the sentence after openers at
    # most: '고객 보호가 먼저래' is a compound noun, no customer named 보호)
    if not (i and _strip_punct(words[i - 1].text) in FIRST_POSS or all(
            _strip_punct(w.text) in OPENER_WORDS for w in words[:i])):
        return None
    nxt = words[i + 1]
    m = re.fullmatch(r"([가-힣]{2})(이|가|은|는|도)", _strip_punct(nxt.text))
    toks = [t for t in nxt.toks if not t.tag.startswith("S")]
    if m is None or _role_at(nxt) or not _given_name_noun(toks, m.group(1)):
        return None
    if m.group(2) in ("이", "은") and not has_batchim(m.group(1)[-1]):
        return None
    if m.group(2) in ("가", "는") and has_batchim(m.group(1)[-1]):
        return None
    return m.group(1), m.group(2)


# the common Korean surnames (the most frequent family names of the national census)
_SURNAMES = frozenset(
    """김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 류 전 홍 고 문 양 손 배 백 허 유 남
    심 노 하 곽 성 차 주 우 구 민 진 나 지 엄 채 원 천 방 공 현 함 변 염 여 추 도 소 석 선 설 마
    길 연 위 표 명 기 반 왕 금 옥 육 인 맹 제 모 탁 국 어 은 편 용""".split()  # noqa: SIM905
)
SURNAMES = _SURNAMES  # (the surname syllables, for the rules that split glued words)
# the rarer surnames of the census, and the two-syllable ones: read as surnames only right before
# a title with 님 or a workplace rank ('봉 과장님', '피 주임님', '황보 실장님'), where no other word
# of one or two syllables stands (a determiner aside: '이 과장님', '그 팀장님')
_TITLE_SURNAMES = _SURNAMES | frozenset(
    """봉 피 경 단 목 형 예 사 부 가 복 태 계 감 빈 동 온 호 범 좌 팽 승 간 상 시 갈 견 당 화 창 옹
    순 빙 종 근 초 탄 판 음 묵 남궁 황보 제갈 선우 독고 사공 서문 동방""".split()  # noqa: SIM905
)
# words that stand before a title as determiners or numerals, never as a surname
_BEFORE_TITLE_NOT_SURNAME = frozenset(
    "이 그 저 새 각 두 세 네 몇 온 옛 딴 웬 뭔 전 현 제 내 첫 본".split())  # noqa: SIM905


def _titled_surname(w: str, role: str) -> bool:
    """Is the bare word ``w`` right before the title ``role`` its bearer's surname ('모 과장님',
    '황보 실장님')? Only before a title said with 님 or a workplace rank."""
    return w in _TITLE_SURNAMES and w not in _BEFORE_TITLE_NOT_SURNAME and (
        role.endswith("님") or role in _RANKS) and _kin_root(role) not in KIN_NOUNS


_FULL_NAME_WORD = re.compile(
    r"([가-힣]{3})(이|은|을|과|이가|이는|이랑|이한테|한테|의|도|는|가|를|랑)")


def _full_name_word(w: str) -> bool:
    """'육서린이', '봉다인은': a surname + a two-syllable given name and a particle that fits its
    last syllable — a full name however Kiwi splits it (as a verb form: 육/NR 서리/VV ᆫ/ETM)."""
    m = _FULL_NAME_WORD.fullmatch(w)
    if m is None or not full_name(m.group(1)):
        return False
    closed = has_batchim(m.group(1)[-1])
    return closed == (m.group(2)[0] in "이은을과") or m.group(2) in ("한테", "의", "도")


def full_name(name: str) -> bool:
    """A surname + a two-syllable given name ('오세진'): a person's full name."""
    return len(name) == 3 and re.fullmatch(r"[가-힣]{3}", name) is not None and (
        name[0] in _SURNAMES)


def _after_time_word(words: Sequence[Word], i: int) -> bool:
    """The word follows a time word that fixes an occasion ('이번', '작년', '지난', '다음'): it
    names an event or a thing of that time, never a person ('이번 X 때', '작년 X 신부님')."""
    if i == 0:
        return False
    prev = _strip_punct(words[i - 1].text)
    return bool(KO_TIME_WORD.fullmatch(prev)) or prev in ("지난", "다음", "요번")


def _former_role(words: Sequence[Word], i: int) -> bool:
    """'전 팀장님이 …', '전 남친이 …': 전 right before a role or relation noun that carries the
    subject or topic particle is 'former' (前), no '저는' — 'I' would not be followed by another
    subject in the same breath."""
    if _strip_punct(words[i].text) != "전" or words[i].text != "전" or i + 1 >= len(words):
        return False
    role = _role_at(words[i + 1])
    # (a partner one may have had and left, '전 남친'; not kin: '전 동생이 …' is '저는 동생이 …')
    # (the role may stand bare before the name it describes, the name marked: '전 룸메 X가')
    marked = role is not None and (role[1] in ("이", "가", "께서", "은", "는", "도", "께서는") or (
        role[1] == "" and i + 2 < len(words) and _strip_punct(words[i + 2].text).endswith(
            ("이", "가", "께서", "은", "는", "도"))))
    if role is not None and i > 0 and _strip_punct(words[i - 1].text) in _POSSESSIVE_BEFORE:
        return True  # ('내 전 룸메 X가', '제 전 직장 상사가'): after 'my', 전 is 'former'
    return role is not None and marked and (
        _kin_root(role[0]) not in KIN_NOUNS or role[0] in PARTNERS
        or role[0] in _HOUSEMATES and role[1] == "")


# possessives after which 전 can only be 'former' ('내 전 …', 'my former …')
_POSSESSIVE_BEFORE = frozenset({"내", "제", "우리", "저희", "나의", "저의"})


# those one lived with and may have left ('전 룸메': a former roommate)
_HOUSEMATES = frozenset({"룸메", "룸메이트"})


# one's own partner: never shared with the one who tells of them
PARTNERS = frozenset(
    """남친 여친 남자친구 여자친구 와이프 남편 아내 부인 신랑 신부 애인 약혼자 예랑 예신 예비신랑
    예비신부 마누라 집사람 안사람 바깥양반""".split()  # noqa: SIM905
)


def _mods_then_role(words: Sequence[Word], j: int) -> tuple[list[str], int]:
    """Up to two bare nouns before a role noun ('걔 단골
    정비사가'): (modifiers, index of the role word)."""
    mods: list[str] = []
    k = j
    while k < len(words) and len(mods) < 2 and not _role_head(words, k) and not (
            mods and _people_at(words[k])):
        w = _strip_punct(words[k].text)
        if mods and w == words[k].text and k + 1 < len(words) and (
                nxt := _role_at(words[k + 1])) is not None and _titled_surname(w, nxt[0]):
            # ('자문단 경 변호사님': the team, then a surname and the title — the person is named
            # by surname and title, the team no part of the name)
            return [], j
        # after a possessor, '전' before a noun is 'former' ('걔 전 직장 동료'), not '저는'
        former = w == "전" and k == j and j > 0 and k + 1 < len(words)
        if not former and (not _modifier_word(words[k]) or w in FIRST):
            return [], j
        mods.append(w)
        k += 1
    if k < len(words) and (_role_at(words[k]) or mods and _people_at(words[k])):
        return mods, k
    return [], j


def _people_at(word: Word) -> tuple[str, str] | None:
    """'사람들(이/은/…)': people, a group; a role only after a possessor and a modifier ('걔 전
    직장 사람들', that person's former workplace's people), never bare ('사람들이 그러는데')."""
    m = re.fullmatch(
        r"(사람들|분들)(이|은|도|의|한테|한테서|이랑|하고|께서)?", _strip_punct(word.text)
    )
    return (m.group(1), m.group(2) or "") if m else None


def _role_head(words: Sequence[Word], k: int) -> bool:
    """The role noun that heads the phrase: not one that, bare, modifies the next role noun
    ('외사촌 형', '친구 엄마': a cousin who is an elder brother, a friend's mother)."""
    r = _role_at(words[k])
    return r is not None and not (
        r[1] == ""
        and k + 1 < len(words)
        and words[k].text == _strip_punct(words[k].text)
        and _modifier_word(words[k])
        and (nxt := _role_at(words[k + 1])) is not None
        # ('엄마 아빠': a pair said side by side, each a person of their own)
        and frozenset({r[0], nxt[0]}) not in _KIN_PAIRS
    )


def _reflexive_noun(words: Sequence[Word], i: int) -> PersonRef | None:
    """The subject- or topic-marked common noun nearest before 자기 at word ``i`` in the same
    sentence (clauses joined by connectives only), with one bare noun modifying it ('상대팀
    주장이'): a PersonRef for it, else None."""
    for j in range(i - 1, -1, -1):
        toks = [t for t in words[j].toks if not t.tag.startswith("S")]
        if not toks or toks[-1].tag == "EF":
            return None
        if not (len(toks) >= 2 and (toks[-1].tag, toks[-1].form) in _TOPIC_OR_SUBJECT
                and all(t.tag in ("NNG", "XSN") for t in toks[:-1])):
            continue
        noun = _strip_punct(words[j].text)[: -len(toks[-1].form)]
        if KO_TIME_WORD.fullmatch(noun) or noun in _NOT_NAMES or len(noun) < 2:
            return None
        first = j
        mod = words[j - 1] if j > 0 else None
        if mod is not None and mod.text == _strip_punct(mod.text) and mod.toks and all(
                t.tag in ("NNG", "NNP") for t in mod.toks):
            first = j - 1
            noun = f"{words[j - 1].text} {noun}"
        return PersonRef(noun, first, j, toks[-1].form, "role")
    return None


def _reflexive(refs: Sequence[PersonRef], speaker: str) -> str | None:
    """자기 before a role: the last subject named in the
    sentence ('여진 씨가 그러는데 자기 팀장님이')."""
    for r in reversed(refs):
        if r.kind != "self" and r.is_subject:
            return r.name
    # ('걔한테 들었는데 자기 동생도 …': with no subject before it, 자기 inside words heard from
    # someone is that one's self — the words are theirs)
    for r in reversed(refs):
        if r.kind != "self" and r.tail in _HEARD_FROM_TAILS:
            return r.name
    # ('X랑 얘기했는데 자기 동생도 …래', 'X를 만났는데 자기 남편이 …': with the speaker the
    # subject left unsaid, the third person the speaker was with or met — 자기 is never the
    # speaker, who says 내 — s36)
    for r in reversed(refs):
        if r.kind != "self" and r.tail in _WITH_TAILS:
            return r.name
    return None


_HEARD_FROM_TAILS = frozenset({"한테", "한테서", "에게", "에게서", "께", "이한테",
                               "이한테서", "이에게"})
# the one the speaker did something with or to: comitative and object particles
_WITH_TAILS = frozenset({"랑", "이랑", "하고", "이하고", "와", "과", "를", "을", "이를"})


def _role_ahead(words: Sequence[Word], j: int) -> bool:
    for k in range(j, min(j + 3, len(words))):
        if _role_at(words[k]):
            return True
        if not _modifier_word(words[k]):
            return False
    return False


# the people of a place, said with whose place it is ('언니 회사 사람들이', 'X 학교 애들이')
_PEOPLE_HEAD = re.compile(r"^(사람들|사람|분들|애들)(이|가|은|는|도|한테|한테서|이랑|랑|하고|만)?$")


# the titles said as Latin capitals, with or without 님 ('PD', a producer; 'PB', a private
# banker; 'FP', a financial planner; 'MD', a merchandiser; the chiefs of a firm)
_LATIN_TITLES = frozenset("PD PB FP MD AD DJ MC VJ CEO CFO CTO COO".split())  # noqa: SIM905


# the words before a role noun that make it no one in particular ('특정 강사', '아무 직원')
_ANY_ONE = frozenset({"특정", "아무", "모든", "어느", "각"})


# the trades and services a worker called 기사 does ('수리 기사', '배달 기사', '보일러 기사'):
# 기사 alone is also a news article ('신문 기사') — after one of these it is the worker
_SERVICE_TRADES = frozenset(
    """수리 설치 배달 택배 택시 버스 보일러 가스 에어컨 점검 정비 시공 설비 전기 방문 출장 대리
    견인 검침 AS A/S 서비스센터 센터 트럭 화물 레미콘 크레인 인터넷 정수기""".split()  # noqa: SIM905
)
_WORKER_KISA = re.compile(r"^기사(이|가|는|도|의|한테서|에게서|한테|에게|랑|이랑|하고|와|를|만)?$")


# 샘, the spoken 쌤 'teacher', with its particle (alone, 샘 is also a spring or envy: '샘이 나')
_SAEM = re.compile(r"^샘(이|은|도|의|한테서|에게서|한테|에게|이랑|하고|을|만)?$")
# the verb of envy after 샘이 ('샘이 나서', '샘이 났나 봐')
_ENVY = re.compile(
    r"^(?:나(?:서|요|네|니|더라|지|고|면|가지고|갖고)?|났\S*|난다\S*|날\S*)[.,!?~]*$")


def _service_worker(words: Sequence[Word], i: int) -> tuple[str, str] | None:
    """'수리 기사가 …', '보일러 기사한테 …': 기사 right after a bare word of a trade or a
    service is the worker who came, not an article; '피아노 샘이 …', '수학 샘은 …': 샘 right
    after a bare noun of what they teach is the teacher (쌤) — (role noun, particle); else
    None."""
    w = _strip_punct(words[i].text)
    m = _WORKER_KISA.match(w)
    if m is not None and i >= 1 and words[i - 1].text in _SERVICE_TRADES:
        return "기사", m.group(1) or ""
    m = _SAEM.match(w)
    if m is not None and i >= 1 and _modifier_word(words[i - 1]) and (
            words[i - 1].text == _strip_punct(words[i - 1].text)) and not (
            i + 1 < len(words) and _ENVY.match(words[i + 1].text)):
        return "샘", m.group(1) or ""
    return None


def _people_of_place(words: Sequence[Word], i: int, known: Sequence[str]
                     ) -> tuple[str, str] | None:
    """'언니 회사 사람들이 …', 'X 회사 사람이 …', '우리 언니 학교 애들이 …': 사람 (or 분들,
    애들) after a bare noun of a place or a body, after a relative, a role or a name — whose place
    it is — are the people of that place: a role phrase like '언니 회사 직원', not people in
    general. (role noun, particle) or None."""
    m = _PEOPLE_HEAD.match(_strip_punct(words[i].text))
    if m is None or i < 2 or not _modifier_word(words[i - 1]) or (
            words[i - 1].text != _strip_punct(words[i - 1].text)):
        return None
    owner = _strip_punct(words[i - 2].text)
    if owner != words[i - 2].text:
        return None
    # (the possessor bare or with 네/의: '할머니가 옆방 분들이' is a subject, then others)
    role = _role_at(words[i - 2])
    hit = None if role else name_at(words[i - 2], known, allow_bare=True)
    if not (role and role[1] in ("", "네", "의") or hit and hit[1] in ("", "네", "의", "이네")):
        return None
    return m.group(1), m.group(2) or ""


def _modifier_word(word: Word) -> bool:
    """A bare noun, or a Latin acronym ('PT 쌤', 'IT 팀장') alone or glued to a noun ('PC방
    사장님', 'IT팀 과장님'), that may modify a role noun. (Not the title 씨 with its particle,
    which Kiwi may read as one noun, 'cigar': 'X 씨가 부장님한테 …' — s35.)"""
    if _strip_punct(word.text) in _TITLE_WITH_PARTICLE:
        return False
    return (
        _is_noun_word(word) and all(t.tag.startswith("NN") for t in word.toks)
        or re.fullmatch(r"[A-Za-z]{1,6}", _strip_punct(word.text)) is not None
        or len(word.toks) >= 2 and word.toks[0].tag == "SL" and len(word.toks[0].form) <= 6
        and all(t.tag.startswith("NN") for t in word.toks[1:])
        and word.text == _strip_punct(word.text)
    )


_TITLE_WITH_PARTICLE = frozenset("씨가 씨는 씨도 씨랑 씨를 씨께서 씨한테 씨가요".split())  # noqa: SIM905


# verbs whose adnominal before a person says whom the speaker knows or likes, not who the person
# is ('아는 언니', '친한 동생', '좋아하는 선배'): the person is the speaker's, read elsewhere
_RELATION_VERBS = frozenset({"알", "친하", "좋아하", "사귀", "만나"})


def _describing_clause(words: Sequence[Word], j: int) -> int | None:
    """A verb's adnominal form at ``j`` ('나온', '태운', '일하는'), with at most two bare words
    of its clause before it (a noun with no particle, an adverb, a time word: '단속 나온', '아까
    태운', '어제 새로 온'), and no subject of its own right before them: the index of the clause's
    first word, else None."""
    w = words[j]
    if re.match(r"^[0-9][0-9.,]*%", w.text):
        return None  # ('3%는 과장님이 …': a figure and its topic particle, which Kiwi may read as
        # the digit, the sign and 늘다 + -ㄴ, describes no one)
    toks = [t for t in w.toks if not t.tag.startswith("S")]
    if w.text != _strip_punct(w.text) or len(toks) < 2 or toks[-1].tag != "ETM" or not any(
            t.tag in ("VV", "XSV") for t in toks[:-1]) or toks[0].form in _RELATION_VERBS:
        return None
    k = j
    while k - 1 >= 0 and j - (k - 1) <= 2:
        prev = words[k - 1]
        ptoks = [t for t in prev.toks if not t.tag.startswith("S")]
        if prev.text != _strip_punct(prev.text) or not ptoks or not all(
                t.tag in ("NNG", "MAG", "NR", "SN", "NNB") for t in ptoks):
            break
        k -= 1
    if k - 1 >= 0 and words[k - 1].text == _strip_punct(words[k - 1].text) and any(
            t.tag.startswith("J") for t in words[k - 1].toks):
        # ('내가 태운 손님': the clause's subject before it — whose act it was; '옆에 탄
        # 감독관': the clause goes on further back than a word or two)
        return None
    return k


_ONE_OF = re.compile(r"하나(이|가|는|은|도)")


def _one_of(words: Sequence[Word], k: int) -> str | None:
    """'하나는', '하나가' at word ``k``: one counted, after a person noun; its particle, else
    None."""
    if k >= len(words):
        return None
    m = _ONE_OF.fullmatch(_strip_punct(words[k].text))
    return m.group(1) if m else None


def _is_noun_word(word: Word) -> bool:
    return bool(word.toks) and word.toks[0].tag in ("NNG", "NNP")


def _role_phrase(owner: str, role: str) -> str:
    return ko_possessive(owner, role)


KIN_NOUNS = frozenset(
    """엄마 아빠 어머니 아버지 어머님 아버님 부모 부모님 할머니 할아버지 외할머니 외할아버지 형 누나
    언니 오빠 동생 남동생 여동생 형님 형수 매형 이모 이모부 고모 고모부 삼촌 외삼촌 숙모 사촌 조카
    아들 딸 남편 아내 와이프 부인 신랑 남친 여친 남자친구 여자친구 룸메 룸메이트 시어머니 시아버지
    장모 장인 며느리 사위 올케 시누이 처남 처제 처형 매제 새언니 형부 제부 손자 손녀 시동생 동서
    외숙모 큰아버지 작은아버지 큰엄마 작은엄마 할머님 할아버님 집사람 안사람 바깥양반
    딸내미 아들내미 약혼자 마누라 예랑 예신 예비신랑 예비신부 장인어른 아주버님 시부모 시부모님
    시할머니 시할아버지""".split()  # noqa: SIM905
)


# clipped relation nouns and the full word they stand for ('걔 남자친구가 …' then '그 남친')
_CLIPPED_KIN = {"남친": "남자친구", "여친": "여자친구", "룸메": "룸메이트"}


def _role_ref(
    words: Sequence[Word],
    i: int,
    role: tuple[str, str],
    speaker: str,
    known: Sequence[str],
    disc: Resolver | None = None,
    excl: Sequence[str] = (),
) -> PersonRef:
    """'우리 피아노 선생님이' -> '<speaker>의 피아노 선생님'. A bare role said before with an owner
    is that person ('형 말로는' after '지호의 형'); a bare kinship or role noun is the speaker's,
    except a role with a modifier that is not a possessor ('담임 선생님'), kept as said."""
    prev = _strip_punct(words[i - 1].text) if i > 0 else ""
    if prev == "전" and _former_role(words, i - 1):
        # '전 팀장님이', '전 남친이': the former one — a title kept as said, a partner the
        # speaker's
        kin = _kin_root(role[0]) in KIN_NOUNS
        return PersonRef(ko_possessive(speaker, f"전 {role[0]}") if kin else f"전 {role[0]}",
                         i - 1, i, role[1], "role", owner=speaker if kin else None)
    if (
        (prev in _SURNAMES or _titled_surname(prev, role[0]))
        and prev == words[i - 1].text
        # (not a determiner '이 선생님', 'this teacher', nor '제'/'전': 'my', 'former')
        # ('나 감독님한테': the pronoun 'I', then the role)
        and prev not in FIRST_POSS
        and prev not in FIRST
        and prev not in ("전", "현")
        and (
            not any(t.tag in ("MM", "NP") for t in words[i - 1].toks)
            # ('모 과장님', '단 주임님': Kiwi reads 모 'a certain' and 단 'only' as determiners,
            # which a title with 님 does not follow in talk of colleagues)
            or _titled_surname(prev, role[0])
            # ('한 이사님이': Kiwi reads the surname 한 as the numeral 'one'; before a workplace
            # rank a numeral is not said — 'one manager' is '과장님 한 분' — so it is the surname)
            or prev == "한" and re.sub(r"님$", "", role[0]) in _RANKS
            # ('석 코치님이': Kiwi reads 석 as the numeral 'three', which is said only before a
            # few measures — 석 달, 석 잔 — never before a person, so it is the surname)
            or prev == "석"
            # ('여 이장님': Kiwi reads the surname 여 as the determiner 'several', which no
            # honorific title follows)
            or prev == "여" and role[0].endswith("님")
        )
        and _kin_root(role[0]) not in KIN_NOUNS
        and role[0] not in KO_CATEGORY_NOUNS
    ):
        # '윤 과장님', '박 대리가': a surname before a title names that person (the surname is
        # how colleagues call them), whoever's team they are in ('저희 부서 윤 과장님')
        return PersonRef(f"{prev} {role[0]}", i - 1, i, role[1], "name")
    placed = _placed_name_title(words, i, role[0])
    if placed is not None:
        # '옆집 X 아재가', '경비실 X 아저씨가': a name between a place and a title of address for
        # someone outside the family is how that person is called; the place only says where
        # they live or work (as '재무팀 X 과장님' for a rank)
        return PersonRef(f"{placed} {role[0]}", i - 1, i, role[1], "name")
    mods: list[str] = []
    j = i - 1
    owner = None
    while j >= 0 and len(mods) < 3:
        w = _strip_punct(words[j].text)
        if w != words[j].text and re.search(r"[,.!?~…]$", words[j].text):
            break  # ('반품 건은, 담당자한테': punctuation closes the word before; no modifier)
        if w in _TITLE_WITH_PARTICLE:
            break  # ('X 씨가 부장님한테': the title and its particle close a person of their own)
        if w in FIRST_POSS:
            owner = speaker
            break
        if j == i - 1 and frozenset({w, role[0]}) in _KIN_PAIRS:
            # ('엄마 아빠', '할머니 할아버지': the other of a pair said side by side is a person
            # of their own, not whose relative this one is)
            break
        inner_role = _role_at(words[j]) if j == i - 1 and w == words[j].text else None
        if (
            inner_role is not None and inner_role[1] == ""
            and _kin_root(re.sub(r"분$", "", role[0])) in KIN_NOUNS
            and _kin_root(inner_role[0]) not in KIN_NOUNS
        ):
            # '우리 부장님 남편분이': a relative of the speaker's role-holder (a possessed role
            # owns the kin noun after it)
            inner = _role_ref(words, j, inner_role, speaker, known, disc, excl)
            if inner.owner is not None and "의 " in inner.name:
                return PersonRef(f"{inner.name} {role[0]}", inner.first, i, role[1], "role",
                                 owner=inner.name)
        kin_ne = w[:-1] if (
            j == i - 1 and w == words[j].text and len(w) >= 2 and w.endswith("네")
            and not mods and _ne_role(w[:-1])
        ) else None
        if kin_ne is not None:
            # '처남네 어머님이', '팀장님네 아들이': a relative's or role-holder's household, then a
            # role, is that household's (kept as said, 네 and all; the speaker's when 우리/내 is
            # said before it)
            phrase = f"{w} {role[0]}"
            first_ = j
            if j > 0 and _strip_punct(words[j - 1].text) in FIRST_POSS and (
                    words[j - 1].text == _strip_punct(words[j - 1].text)):
                return PersonRef(ko_possessive(speaker, phrase), j - 1, i, role[1], "role",
                                 owner=speaker)
            return PersonRef(phrase, first_, i, role[1], "role", owner=None)
        hit = name_at(words[j], known, allow_bare=True)
        if hit is None and j == i - 1 and w == words[j].text and re.fullmatch(
                r"[가-힣]{2}이", w) and has_batchim(w[1]) and _looks_like_name(w[:2], True) and (
                    not _adverb_in_i(w)):
            # '세운이 담임쌤이': a closed two-syllable stem and the name suffix 이 right before a
            # role is a given name owning it, however Kiwi splits a name that is also a word
            # form (세운 as 세우 + ㄴ)
            hit = (canonical(w[:2], known), "이")
        if hit and hit[1] == "" and (
                _BUSINESS.search(hit[0]) or _after_place(words, j, role[0])) and not any(
                name_key(hit[0]) == name_key(k) for k in known if k):
            # '꽃집 사장님', '세탁소 아저씨': a shop, not a person, before the role; '경비실 야간
            # 아저씨': a word after a place, before the role, is what the role does there
            hit = None
        if hit and hit[1] == "" and _after_time_word(words, j) and not any(
                name_key(hit[0]) == name_key(k) for k in known if k):
            hit = None  # '이번 X 신부님': the occasion's role, not a person's
        if hit and hit[1] == "" and j > 0 and _frequent_verb(words[j - 1]):
            hit = None  # '내가 다니는 X 선생님': a place one attends, not a person
        if hit and hit[1] == "이" and _role_at(words[j]) is not None:
            break  # '따님이 간병인 없을 때': a role noun with the subject particle owns nothing
        if hit and hit[1] in ("", "의", "네", "이네", "이"):
            owner = hit[0]
            break
        if hit and hit[1] in ("가", "이가", "는", "이는", "께서", "도", "이도") or (
            len(words[j].toks) == 1 and words[j].toks[0].tag == "NNP" and len(w) >= 3
            and w.endswith(("가", "는"))
        ):
            # '마르코가 교수님이' (Kiwi may glue the particle onto a foreign name): a name with
            # its own particle is no modifier of the role
            break
        if (
            _modifier_word(words[j])
            and not KO_TIME_WORD.fullmatch(w)
            # ('회식 때 총무팀 대리님': a time clause ends at 때/당시, it modifies no role)
            and w not in _WHEN_NOUNS
            # ('대신 수간호사 선생님은': a noun read as an adverb of the clause modifies no role)
            and w not in _ADVERBIAL_NOUNS
        ) or re.fullmatch(r"\d+(층|동|호|반|학년|번)", w) or (
            # ('처가 쪽 어른들', '회사 측 변호사': the side a role is on, after the noun of it)
            w in ("쪽", "측") and w == words[j].text and j > 0 and _modifier_word(words[j - 1])
        ) or (
            w in _RELATION_ADNOMINALS and mods
        ) or (
            # a bare kin noun right before the role ('여친 동생'), however Kiwi splits it
            j == i - 1 and w == words[j].text and (_role_at(words[j]) or ("", "x"))[1] == ""
            and _kin_root(w) in KIN_NOUNS
        ):
            # '옆집 할머니', '동아리 회장 형', '1층 편의점 사장님'
            mods.insert(0, w)
            j -= 1
            continue
        if j == i - 1 and not mods and owner is None and _kin_root(role[0]) not in KIN_NOUNS and (
                clause := _describing_clause(words, j)) is not None:
            # '단속 나온 공무원이', '아까 태운 손님이': a short clause with no subject of its own
            # describes the person — who they are is the clause and the noun, as said
            mods[:0] = [words[k].text for k in range(clause, j + 1)]
            j = clause - 1
        break
    if not mods and owner is None and i > 0 and words[i - 1].text == "거기" and (
            _kin_root(role[0]) not in KIN_NOUNS):
        place = _place_before(words, i - 1)
        if place is not None:
            # '와이프가 X점 단골인데, 거기 사장님이 …': the role at the place just named is that
            # place's ('X점 사장님'), as a definite description
            return PersonRef(f"{place} {role[0]}", i - 1, i, role[1], "role", owner=None)
    named = _named_in_unit(mods, role[0])
    if named is not None:
        # '재무팀 첸 과장님', '우리 팀 소복 대리님': the word between a unit of an organisation
        # and a rank is the person's name, and the name with the rank is how they are called;
        # the unit only says where they work
        return PersonRef(f"{named} {role[0]}", i - 1, i, role[1], "name")
    phrase = " ".join([*mods, role[0]])
    if owner is None and j >= 1 and _frequent_verb(words[j]):
        # '내가 다니는 한의원 선생님', '우리 애 다니는 학원 원장님', 'X가 일하는 카페 사장님': a
        # clause of attending or working somewhere, with its subject, says whose the role is
        own = _clause_subject(words, j - 1, speaker, known)
        if own is not None:
            return PersonRef(ko_possessive(own[0], phrase), own[1], i, role[1], "role",
                             owner=own[0])
    if owner is not None:
        return PersonRef(
            ko_possessive(owner, phrase), j if j >= 0 else i, i, role[1], "role", owner=owner
        )
    first = i - len(mods)
    if disc is not None and owner is None and len(mods) == 1 and (
            mods[0] in _KIN_ADDRESS or mods[0] in _TITLES) and _kin_root(role[0]) in KIN_NOUNS:
        # '언니 남편은' after 'X 언니는', '선배 동생이' after 'X 선배가': a kin title or a title
        # said alone before a relative is the one the session just called by it — theirs
        for prev in disc.recent:
            parts = prev.split()
            if len(parts) == 2 and parts[1] == mods[0] and parts[0] not in excl and (
                    name_key(parts[0]) != name_key(speaker)):
                return PersonRef(ko_possessive(prev, role[0]), first, i, role[1], "role",
                                 owner=prev)
    if (
        disc is not None
        and not mods
        and owner is None
        and i > 0
        and words[i - 1].text in ("그", "저")
        and words[i - 1].toks
        and words[i - 1].toks[0].tag == "MM"
    ):
        # '그 조카', '저 기사님': the determiner points back to the one just talked about,
        # whoever's relative they are
        want = _CLIPPED_KIN.get(re.sub(r"님$", "", role[0]), re.sub(r"님$", "", role[0]))
        for prev in disc.recent:
            last_word = re.sub(r"님$", "", prev.split()[-1])
            if _CLIPPED_KIN.get(last_word, last_word) == want and prev != speaker:
                owner_of = prev.split("의 ", 1)[0] if "의 " in prev else None
                return PersonRef(prev, i - 1, i, role[1], "role", owner=owner_of)
        if _kin_root(role[0]) in KIN_NOUNS:
            # ('그 아들이', '그 남친이' with no one of that kind said before: someone's relative
            # the words point at, never the speaker's own — kept as said)
            return PersonRef(role[0], i - 1, i, role[1], "role", owner=None)
    if disc is not None:
        bare = re.sub(r"님$", "", role[0])
        for prev in disc.recent:
            if (
                not mods
                and (role[0] in _TITLES or bare in _TITLES or bare in _RANKS or (
                    # ('원장님 말씀으로는' after 'X 원장님이 오셨어요'): any honoured title
                    # said bare again after a name with it is that person
                    role[0].endswith("님") and _kin_root(role[0]) not in KIN_NOUNS
                    and prev.endswith(" " + role[0]) and len(prev.split()) == 2
                    and (full_name(prev.split()[0]) or looks_like_name(prev.split()[0]))))
                and " " in prev
                and _same_title(re.sub(r"님$", "", prev.rsplit(" ", 1)[-1]), bare)
                and "의 " not in prev
                and prev.split(" ", 1)[0] not in excl
            ):
                # '선배는 …' after '서담 선배', '선배님이 …' after '서담 선배 봤어요?', '팀장님이'
                # after '채슬 팀장님': that person (the title, with or without 님, as said of them)
                return PersonRef(prev, first, i, role[1], "name")
            if (
                not mods
                and (_kin_root(role[0]) not in KIN_NOUNS or role[0] in _KIN_TITLES)
                and prev.endswith(" " + role[0])
                and "의 " not in prev
                and prev.split(" ", 1)[0] not in excl
                and _PLACE_OR_NOUN_MOD.fullmatch(prev.rsplit(" ", 1)[0]) is not None
            ):
                # '총각 말로는' after '9층 총각': a bare role repeats the role phrase said
                # before in the session (a definite description), not a new person; so does a
                # kin word said of an elder outside the family ('할아버지가' after '관리실
                # 할아버지')
                return PersonRef(prev, first, i, role[1], "role")
            owner_of, _, glued = prev.rpartition("의 ")
            if (
                not mods
                and (role[0] in _TEACHER_TITLES or role[0] in _TITLES)
                and " " not in glued
                and len(glued) > len(role[0])
                and glued.endswith(role[0])
                and (not owner_of or owner_of == speaker or owner_of not in excl)
            ):
                # '쌤 말로는' after '담임쌤' or '우리 과외쌤': a bare title repeats the compound
                # it heads, said before (a definite description of the one just talked about)
                return PersonRef(prev, first, i, role[1], "role", owner=owner_of or None)
            head = prev.split("의 ", 1)
            if len(head) == 2:
                # ('우리 사촌오빠 …' then '오빠는': the kin compound typed glued is read as its
                # modifier and head, as '사촌 오빠' is)
                head = [head[0], _COUSIN_GLUED.sub(r"\1 \2", head[1])]
            if (
                len(head) == 2 and head[0] == speaker and not mods
                and _kin_root(role[0]) not in KIN_NOUNS and len(head[1].split()) == 2
                and re.sub(r"님$", "", head[1].split()[0]) == bare
                and _kin_root(re.sub(r"분$", "", head[1].split()[1])) in KIN_NOUNS
            ):
                # '부장님이 …' after '우리 부장님 남편분': the speaker's role-holder named as
                # the owner of a relative
                return PersonRef(f"{speaker}의 {head[1].split()[0]}", first, i, role[1], "role",
                                 owner=speaker)
            if (
                len(head) == 2
                # (the speaker's own relative said before with a modifier: '우리 사촌 형 …'
                # then '형 말로는' is that cousin)
                # (and the speaker's own role-holder: '저희 과장님도 …' then '과장님 말로는' is
                # that manager — a bare role is kept as said only when no one's was said)
                # ('동생분 말엔' after the listener's '내 동생은': a kin noun with the honorific
                # 분 is never the speaker's own relative — it is the relative another said)
                and (head[0] not in excl or head[0] == speaker and _kin_root(role[0]) in KIN_NOUNS
                     and " " in head[1]
                     or head[0] != speaker and role[0].endswith("분")
                     and _kin_root(role[0][:-1]) in KIN_NOUNS
                     or head[0] == speaker and _kin_root(role[0]) not in KIN_NOUNS
                     and role[0] not in KO_CATEGORY_NOUNS and bare not in KO_CATEGORY_NOUNS)
                # another participant's '우리 엄마' is never this speaker's bare '엄마'
                and not (_kin_root(role[0]) in KIN_NOUNS and head[0] in disc.speakers
                         and head[0] != speaker and not role[0].endswith("분"))
                # ('와이프분은' after '… 와이프': the honorific 분 names the same person)
                and re.sub(r"(님|분)$", "", head[1].split()[-1]) == re.sub(r"분$", "", bare)
                and (not mods or head[1].endswith(phrase))
            ):
                parts = head[1].split()
                if len(parts) == 2 and _kin_root(re.sub(r"분$", "", parts[1])) in KIN_NOUNS and (
                        re.sub(r"님$", "", parts[0]) in _RANKS or parts[0].endswith("님")):
                    # '남편분은' after '우리 부장님 남편분': the manager's husband, the manager's
                    # relative (owned by the manager, not the speaker)
                    return PersonRef(prev, first, i, role[1], "role",
                                     owner=f"{head[0]}의 {parts[0]}")
                return PersonRef(prev, first, i, role[1], "role", owner=head[0])
    if mods and not any(_kin_root(m) in KIN_NOUNS or m in _BIRTH_ORDER for m in mods):
        # a modified role ('담임 선생님'), and a kinship word used as a title for someone
        # outside the family ('옆집 할머니', '동아리 회장 형'), are kept as said
        return PersonRef(phrase, first, i, role[1], "role", owner=None)
    if len(mods) >= 2 and _kin_root(mods[0]) not in KIN_NOUNS and mods[0] not in _BIRTH_ORDER and (
            _kin_root(mods[1]) in KIN_NOUNS) and not _modifier_is_possessor(mods[0]):
        # '옆집 할머니 아들', '동네 언니 남편': a kin word after a place or a group is a title for
        # someone outside the family, and the relative after it is theirs — kept as said
        return PersonRef(phrase, first, i, role[1], "role", owner=None)
    if role[0] in ("사람", "사람들", "분들", "애들") and mods and any(
            _kin_root(m) in KIN_NOUNS for m in mods):
        # ('언니 회사 사람들이': the people of the speaker's relative's place)
        return PersonRef(ko_possessive(speaker, phrase), first, i, role[1], "role", owner=speaker)
    if role[0] in KO_CATEGORY_NOUNS or re.sub(r"(님|분)?들?$", "", role[0]) in KO_CATEGORY_NOUNS:
        raw = _strip_punct(words[i].text)
        raw = raw[:-len(role[1])] if role[1] and raw.endswith(role[1]) else raw
        return PersonRef(raw, first, i, role[1], "role", owner=None)  # '손님들' as said
    if _kin_root(role[0]) not in KIN_NOUNS and not any(_kin_root(m) in KIN_NOUNS for m in mods):
        # a bare social role ('선생님 말로는', '관리소장님은 뭐래?') is kept as said: whose teacher
        # or manager it is (the speaker's, their child's, the building's) the words do not say
        return PersonRef(phrase, first, i, role[1], "role", owner=None)
    return PersonRef(ko_possessive(speaker, phrase), first, i, role[1], "role", owner=speaker)


# a sibling or cousin word glued to the degree of kinship before it ('사촌오빠', '외사촌언니',
# '친언니'): the degree modifies the kin head (not 큰/작은, which make other kin: 큰엄마 is an aunt)
_COUSIN_GLUED = re.compile(
    r"(?<![가-힣])(사촌|외사촌|친사촌|이종사촌|고종사촌|육촌|친)(오빠|언니|형|누나|동생|남동생|여동생)$")


# titles of address for a grown-up outside the family, said after their given name ('X 아재',
# 'X 할매', 'X 어르신'): kin words and dialect kin words used as titles, and the elder's honorific
_ADDRESS_TITLES = frozenset(
    "아저씨 아줌마 아주머니 할머니 할아버지 할매 할배 아재 아지매 어르신".split())  # noqa: SIM905


def _misread_full_name(word: Word, role: str) -> bool:
    """A bare word of three syllables opening with a surname before a title or an office (no
    kin word: 'X 엄마' is X's mother), which Kiwi, not knowing the name, splits into a surname
    of one syllable and nouns, numerals or determiners ('백/NR 대/NNB 식/NNB'), or reads as a
    two-syllable noun and the copula's adnominal ('김포/NNP 이/VCP 란/ETM'): a full name. Not a
    word Kiwi reads whole, nor an adjective ('조용한', '유명한'), nor a noun with a particle."""
    w = word.text
    toks = word.toks
    if not full_name(w) or len(toks) < 2 or _kin_root(role) in KIN_NOUNS or (
            role in KO_CATEGORY_NOUNS or re.sub(r"(님|분)?들?$", "", role) in KO_CATEGORY_NOUNS):
        return False
    if toks[0].tag == "NNP" and len(toks[0].form) == 2 and [t.tag for t in toks[1:]] == [
            "VCP", "ETM"] and w.endswith("란"):
        return True
    return len(toks[0].form) == 1 and all(
        t.tag in ("NNG", "NNB", "NNP", "NR", "MM", "XPN", "XSN") for t in toks)


def _placed_name_title(words: Sequence[Word], i: int, role: str) -> str | None:
    """The name in 'PLACE NAME TITLE' ('옆집 X 아재', '경비실 X 아저씨'): a bare word right before
    a title of address that Kiwi reads as a proper noun or cannot read at all (its syllables
    split into one-syllable nouns: no word of the dictionary), after a bare noun that says where
    the person is; a word of the dictionary there ('시장 생선 아줌마') says what they sell or do."""
    if role not in _ADDRESS_TITLES or i < 2:
        return None
    word, place = words[i - 1], words[i - 2]
    w = word.text
    if not re.fullmatch(r"[가-힣]{2,3}", w) or not word.toks or place.text != _strip_punct(
            place.text) or not re.fullmatch(r"[가-힣]{2,}", place.text):
        return None
    toks = word.toks
    proper = len(toks) == 1 and toks[0].tag == "NNP"
    unread = len(toks) == len(w) >= 2 and all(
        t.tag in ("NNG", "NNB", "NNP") and len(t.form) == 1 for t in toks)
    if not (proper or unread) or _BUSINESS.search(w) or w in KO_ROLE_NOUNS or (
            _kin_root(w) in KIN_NOUNS) or KO_TIME_WORD.fullmatch(w):
        return None
    if not place.toks or not all(t.tag.startswith("NN") for t in place.toks) or (
            place.text in FIRST_POSS or place.text in _WHEN_NOUNS or KO_TIME_WORD.fullmatch(
                place.text)):
        return None
    return w


def _modifier_is_possessor(word: str) -> bool:
    """A modifier that is itself a person ('친구 언니 남편': the friend's) rather than a place or
    a group: a peer or role noun."""
    return _kin_root(word) in KIN_NOUNS or word in KO_ROLE_NOUNS or word in _PEER_RELATIONS


# a unit of an organisation ('재무팀', '영업부', '구매본부', '고객센터', '우리 팀')
# (and a public office: '구청', '시청', '교육청')
_ORG_UNIT = re.compile(
    r"[가-힣A-Za-z]*(?:팀|부서|본부|사업부|센터|지점|지사|부|과|실|국|처|파트|청)")
# the words that stand between a unit and a rank without naming anyone ('영업팀 막내 대리님')
_RANK_MODIFIERS = frozenset(
    """막내 신입 수석 선임 책임 담당 전임 후임 전 현 새 옛 총괄 직속 옆자리 앞자리 인턴 경력직
    계약직 정규직 파견 대표 부 임시 당직 야간 주간 상주""".split()  # noqa: SIM905
)


def _named_in_unit(mods: Sequence[str], rank: str) -> str | None:
    """The name in 'UNIT NAME RANK' ('인사팀 팜 대리님'): the modifier right before a workplace
    rank, after a unit word, one word of one to three syllables that is no unit, no modifier of
    ranks and no number."""
    w = mods[-1] if mods else ""
    if re.fullmatch(r"[가-힣]{3}", w) and w[0] in _SURNAMES and all(
            ch in KO_GIVEN_NAME_SYLLABLES for ch in w[1:]) and (
            _kin_root(rank) not in KIN_NOUNS and not _BUSINESS.search(w)):
        # ('서부경찰서 X 경비과장', '담당자 X 주무관': a full name, surname and given name, right
        # before an office's title — the person is called by the two; what comes before only
        # says where they serve)
        return w
    if len(mods) < 2 or re.sub(r"님$", "", rank) not in _RANKS:
        return None
    w, unit = mods[-1], mods[-2]
    if not _ORG_UNIT.fullmatch(unit) or _ORG_UNIT.fullmatch(w) and len(w) > 1:
        return None
    if w in _RANK_MODIFIERS or not re.fullmatch(r"[가-힣]{1,3}|[A-Za-z]{2,}", w):
        return None
    return w


# kin words that also address elders outside the family ('옆집 할머니', '경비실 아저씨')
_KIN_TITLES = frozenset("할아버지 할머니 아저씨 아줌마 아주머니".split())  # noqa: SIM905
# kin said in pairs, side by side ('엄마 아빠 결혼기념일', '할머니 할아버지 댁')
_KIN_PAIRS = frozenset(frozenset(p.split("+")) for p in (
    "엄마+아빠 어머니+아버지 어머님+아버님 할머니+할아버지 외할머니+외할아버지 친할머니+친할아버지 "
    "이모+이모부 고모+고모부 시어머니+시아버지 장인+장모 큰엄마+큰아빠 큰어머니+큰아버지 "
    "작은엄마+작은아빠 외삼촌+외숙모 삼촌+숙모").split())
# the modifiers of a role phrase said before ('꽃집 매니저', '9층 총각', '세탁소 야간 매니저')
_PLACE_OR_NOUN_MOD = re.compile(
    r"(?:\d+(?:층|동|호|반|학년|번)|[가-힣A-Za-z]+)(?: [가-힣A-Za-z]+)?"
)
# the last syllable of a shop or business ('꽃집', '편의점', '미용실', '세탁소', '공방', '식당'):
# no given name ends so, so the word before a role is where they work, not whose they are
_BUSINESS = re.compile(r"[가-힣](?:집|점|실|소|방|당)$")


def _place_before(words: Sequence[Word], k: int) -> str | None:
    """The nearest business before word ``k`` in the sentence ('X점', 'X집', 'X방' with any
    particle or copula after it), as said; None when none is named."""
    for j in range(k - 1, -1, -1):
        toks = words[j].toks
        if not toks or not toks[0].tag.startswith(("NN", "SL")):
            continue
        noun = "".join(t.form for t in toks if t.tag.startswith(("NN", "SL", "XSN")))
        if len(noun) >= 3 and _BUSINESS.search(noun) and noun == _strip_punct(
                words[j].text)[:len(noun)]:
            return noun
    return None
# nouns that close a time adverbial ('면접 때', '입사 당시', '어릴 적')
_WHEN_NOUNS = frozenset(
    {"때", "당시", "적", "무렵", "즈음", "쯤", "그때", "이때", "그날", "그당시"}
)
# adnominals that relate a group to the speaker's ('같은 조 누나', '다른 팀 팀장님')
_RELATION_ADNOMINALS = frozenset({"같은", "다른"})
# words that rank relatives, not outsiders ('막내 동생' is still the speaker's)
_BIRTH_ORDER = frozenset(
    # (예비 'to be': '예비 시어머니' is the speaker's future mother-in-law)
    "막내 첫째 둘째 셋째 넷째 큰 작은 친 외 쌍둥이 사촌 육촌 외사촌 이종사촌 고종사촌 친척 "
    "예비".split()
)


_SAID_NOUNS = frozenset({"말", "말씀", "얘기", "이야기", "소리"})


def _post_held(words: Sequence[Word], i: int) -> bool:
    """Is the bare role noun at word ``i`` a post held — the object of the light verb 하다 or of
    맡다 right after it ('통장 할 때', '반장 했었잖아', '총무 맡았을 때')? A kin noun is no post,
    and an honoured title (-님) is someone addressed; '팀장 하는 말이' (what the manager says) has
    the role as the subject of the verb of saying, so a word of saying after it keeps the role."""
    w = words[i]
    if i + 1 >= len(words) or not w.toks or w.toks[-1].tag.startswith(("J", "VCP")):
        return False
    stem = _strip_punct(w.text)
    if stem != w.text or stem.endswith("님") or _kin_root(stem) in KIN_NOUNS:
        return False
    nxt = words[i + 1].toks
    # (Kiwi may tag the separate 하 as the verb suffix after a noun of doing: '관리실장 할')
    if not nxt or nxt[0].tag not in ("VV", "XSV") or nxt[0].form not in ("하", "맡"):
        return False
    after = words[i + 2].toks if i + 2 < len(words) else []
    return not (after and after[0].form in _SAID_NOUNS)


def _category_modifier(words: Sequence[Word], i: int, role: str) -> bool:
    """A noun of a kind of people ('학생', '주민', '입주자', '고객'), bare, right before a noun
    that is no person and no word of saying ('학생 할인이', '주민 주차비가'): a compound
    noun's modifier — what the thing is for or of — no person who speaks."""
    base = re.sub(r"(님|분)?들?$", "", role)
    if not any(base.endswith(c) for c in KO_CATEGORY_NOUNS) or i + 1 >= len(words) or (
            words[i].text != _strip_punct(words[i].text)):
        return False
    nxt = words[i + 1]
    toks = [t for t in nxt.toks if not t.tag.startswith("S")]
    return bool(toks) and toks[0].tag in ("NNG", "XPN") and _role_at(nxt) is None and (
        toks[0].form not in _SPEECH_HEADS) and _people_at(nxt) is None


# nouns of what is said, after whose they are ('손님 말로는', '주민 얘기로는')
_SPEECH_HEADS = _SAID_NOUNS | frozenset("피셜 왈 주장 의견 생각 소문 후기 리뷰 평".split())  # noqa: SIM905


def _predicate_noun(words: Sequence[Word], i: int, refs: Sequence[PersonRef]) -> bool:
    """The bare role noun at word ``i`` is the predicate of a copula clause whose subject is a
    person said just before ('우리 형이 거기 회원 삼 년째거든', '걔는 여기 단골 오 년째야'): a
    span of time and the copula follow it ('삼 년째거든'), and only a place word or an adverb
    stands between the subject and it."""
    subj = next((r for r in reversed(refs) if r.last < i), None)
    if subj is None or subj.tail not in ("이", "가", "은", "는", "께서", "이는", "이가"):
        return False
    between = words[subj.last + 1:i]
    if len(between) > 2 or not all(
            w.toks and all(t.tag in ("NP", "MAG", "JKB", "NNG") for t in w.toks)
            and w.toks[0].tag in ("NP", "MAG") for w in between):
        return False
    # (a noun of its own before the copula makes the role its possessor: '대표님 지시래')
    for k in range(i + 1, min(i + 4, len(words))):
        toks = words[k].toks
        if not toks or toks[0].tag not in ("SN", "NR", "MM", "NNB", "XSN"):
            return False
        if any(t.tag == "VCP" for t in toks):
            return True
        if not all(t.tag in ("SN", "NR", "MM", "NNB", "NNG", "XSN") for t in toks):
            return False
    return False


# titles that are one word said two ways: 쌤 is the clipped 선생님
_TITLE_FORMS = {"선생": "쌤"}


def _same_title(a: str, b: str) -> bool:
    """'차련 쌤' … '선생님 말씀이': the same title, full or clipped."""
    return _TITLE_FORMS.get(a, a) == _TITLE_FORMS.get(b, b)


def _after_place(words: Sequence[Word], i: int, role: str) -> bool:
    """Is word ``i``, before ``role``, a bare common noun right after a bare place or office
    noun ('경비실 매표 아저씨', '체육관 배식 아줌마')? Between a place and a role that is no title
    of address by name (아저씨 and 아줌마 are said of strangers by what they do; '학원 X 쌤' names
    a teacher), the word is what the role does there."""
    if i == 0 or not words[i].toks or words[i].toks[0].tag != "NNG" or re.sub(
            r"님$", "", role) in _TITLES or role in _TITLES:
        return False
    prev = words[i - 1].text
    return prev == _strip_punct(prev) and _PLACE.search(prev) is not None and all(
        t.tag in ("NNG", "NNP") for t in words[i - 1].toks)


# how a place or an office ends (a shop, a room, a hall, an office)
_PLACE = re.compile(r"[가-힣](?:집|점|실|소|방|당|관|센터)$")


# the relations one has as one has kin (a friend, a senior, a trainer at work): said bare after
# another person's verb, that person's
# (not 선배/후배, said as titles too: '선배한테 들었는데' may be the speaker's senior)
OWN_RELATIONS = frozenset("친구 절친 베프 동기 동료 룸메 룸메이트".split()) | (  # noqa: SIM905
    _MORE_RELATIONS)


def hearers_relative(src: PersonRef, hearer: PersonRef | None, speaker: str) -> str | None:
    """'X가 엄마한테 들었는데 …', 'X는 선배한테 들었대', 'X가 사수한테 들었는데': a bare kin or
    relation noun (one word, no 우리/내 before it) as the source of a verb of hearing whose
    subject is another person, called by name, is that person's relative — the mother of the
    one who heard, not the speaker's (a title or a rank, '팀장님', stays as said; after a
    relative of the speaker's, '엄마가 이모한테 들었는데', family talk names kin from the
    speaker). That relative's name, else None."""
    if hearer is None or hearer.kind != "name" or src.kind != "role" or src.last - src.first > 1:
        return None
    if src.owner == speaker and src.name.startswith(f"{speaker}의 "):
        role = src.name[len(speaker) + 2:]
    elif src.owner is None:
        role = src.name
    else:
        return None
    # ('예비 시어머니': a kin word after a word that ranks or qualifies relatives is one word)
    parts = role.split()
    head = parts[-1] if len(parts) == 2 and parts[0] in _BIRTH_ORDER else role
    if src.first != src.last and head == role:
        return None
    # (said with the honorific 분, '와이프분', '남편분': someone else's, never the speaker's)
    if " " in head or not (_kin_root(re.sub(r"분$", "", head)) in KIN_NOUNS
                           or head in OWN_RELATIONS):
        return None
    return ko_possessive(hearer.name, role)


# the honorific words for a grandparent are said of another's ('친구 할머님'); one's own is
# 할머니 — kept as said when bare
_OTHERS_ELDERS = frozenset({"할머님", "할아버님"})


def kin_root(role: str) -> str:
    """The kinship noun of a role (``_kin_root``), for the report rules."""
    return _kin_root(role)


def _kin_root(role: str) -> str:
    """The kinship noun of a role: '어머님' -> '어머님'/'어머니' as listed, and a kin noun
    compounded with a word that ranks relatives ('사촌동생', '막내삼촌', '친오빠') -> its head."""
    root = re.sub(r"님$", "", role)
    root = KO_DIALECT_KIN.get(root, root)
    if root not in KIN_NOUNS and role not in _OTHERS_ELDERS:
        # '아주버님': the honorific is the word; '시어머님', '아버님': 님 takes the place of
        # the plain word's last syllable (시어머니, 아버지)
        root = role if role in KIN_NOUNS else next(
            (root + end for end in ("니", "지") if root + end in KIN_NOUNS), root)
    for prefix in _BIRTH_ORDER:
        if root.startswith(prefix) and root[len(prefix):] in KIN_NOUNS:
            return root[len(prefix):]
    return root


# Discourse openers: interjections, conjunctions, chat tokens and short reactions before the clause.
OPENER_WORDS = frozenset(
    """응 어 아 음 엉 헐 와 오 우와 아니 아뇨 네 예 그래 그래요 맞다 맞아 맞아요 몰라 글쎄 근데
    그런데 그니까 그러니까 암튼 아무튼 어쨌든 하긴 그럼 그래도 참 아참 설마 대박 진짜 정말 ㅋㅋ ㅎㅎ
    ㅇㅇ ㄹㅇ ㅇㅈ ㄴㄴ ㅠㅠ 야 아니야 아냐 아니요 아니에요""".split()  # noqa: SIM905
)


def _surname_before_title(words: Sequence[Word], i: int) -> bool:
    """'오 부장님이 …', '오 선생님 말로는': a common surname that is also an interjection (오),
    unpunctuated, right before a workplace or school title said with 님 is the surname of the one
    titled ('오, 부장님이 …' with a comma stays the interjection; so does the rare surname 어,
    a filler far more often)."""
    w = words[i]
    if w.text != "오" or i + 1 >= len(words):
        return False
    role = _role_at(words[i + 1])
    if role is None:
        return False
    base = re.sub(r"님$", "", role[0])
    return words[i + 1].text.startswith(base + "님") and (
        base in _RANKS or base in _TITLES or base + "님" in _TITLES) and (
        _kin_root(base) not in KIN_NOUNS)


def body_start(words: Sequence[Word]) -> int:
    """Index of the first word after the discourse openers ('아 근데', 'ㅋㅋ', '응,')."""
    i = 0
    while i < len(words) - 1:
        w = words[i]
        bare = _strip_punct(w.text)
        if _surname_before_title(words, i):
            break
        if bare in OPENER_WORDS or (
            w.toks and all(t.tag in ("IC", "MAJ", "SW", "SF", "SP") for t in w.toks)
        ):
            i += 1
            continue
        break
    return i


# ---- a person's slot --------------------------------------------------------------------------
# A given name may be an ordinary word (a word for the sky, a season, a number, a star). Such a
# word is read as a person only where it stands in a slot that only a person fills; elsewhere it
# stays a word ('X에', 'X도 안', 'X이 맑다'). ``slot_names`` finds those slots in a turn; the
# reader then knows the word as a name of the conversation, so every reader that collects people
# reads it as one.

# the words one's words are quoted by ('X 말로는', 'X 말씀으로는', 'X 피셜', 'X 왈')
_WORDS_OF = frozenset({"말로는", "말론", "말씀으로는", "말씀론", "얘기로는", "피셜", "왈"})
# the hypocoristic 이 and a particle after it (said of given names only: 'X이가', 'X이한테')
_SLOT_HYPO = re.compile(r"^([가-힣]{1,3}?)이(가|는|도|한테|한테서|에게|랑|를|의|하고|)$")
_SLOT_SUBJECT = re.compile(r"^([가-힣]{1,4}?)(이|가|은|는|도|께서|께서는)$")
# the speaker (or the speaker's group) as the one words were told to ('나한테', '저에게', '제게')
_TO_ME = re.compile(r"(?:나|저|우리|저희)(?:한테|에게|한테도|에게도)|제게|내게")
# a verb of saying right after its subject ('X가 그러는데', 'X는 그러시더라', 'X도 그랬어')
_SAY_NEXT = re.compile(r"^(?:그러|그랬|그런대|그런다|그러셨|그러시|그러신|말씀하)")
_QUOTED_SAYING = re.compile(r"(?:다고|라고|냐고|자고|다구|라구)$")
_SAYING_VERB = re.compile(r"^(?:하|했|그러|그랬|그런|말했|말하|얘기했|얘기하)")
_REPORT_END = re.compile(r"(?:대|래|대요|래요|더라|더라고|더라고요|던데|던데요|다며|다면서|길래)$")
_CLAUSE_CUT = re.compile(r"[.!?]|(?:는데|ᆫ데|은데|던데|지만|니까|서|고|면)[,]?$")


@lru_cache(maxsize=4096)
def _proper_noun(stem: str) -> bool:
    """Does Kiwi read ``stem`` alone as one proper noun ('이사벨라')?"""
    toks = kiwi().tokenize(stem)
    return len(toks) == 1 and toks[0].tag == "NNP" and toks[0].form == stem


@lru_cache(maxsize=4096)
def with_subject_particle(stem: str) -> tuple[Any, ...]:
    """Kiwi's tokens of ``stem`` said with its subject particle (이 after a closed syllable, 가
    after an open one): how a slot reads the word ('기쁨이' the noun 기쁨; '이헌이' as 이 + 헌
    + 이)."""
    return tuple(kiwi().tokenize(stem + ("이" if has_batchim(stem[-1]) else "가")))


@lru_cache(maxsize=4096)
def _slot_stem_ok(stem: str) -> bool:
    """Could the stem be a given name at all, once its slot says it is a person: a noun or an
    adverb or numeral that is no pronoun, time word, role or kin noun, word of the speaker or
    grammatical noun (never an adverb or verb form of its own with the suffix: '많이', '같이')."""
    if (stem in FIRST or stem in _NOT_NAMES or stem in KO_ROLE_NOUNS or stem in KIN_NOUNS
            or stem in OPENER_WORDS or stem in _NOT_ONE_SYLLABLE_NAMES or stem in _BODY_NOUNS
            or KO_TIME_WORD.fullmatch(stem) or stem.endswith("들")):
        return False
    # (read with a particle after it, as the slot has it: '기쁨이' is the noun 기쁨, where '기쁨'
    # alone reads as a verb form; '많이' stays one adverb)
    nominal = ("NNG", "NNP", "NR", "MAG", "MM", "XR")
    alone = kiwi().tokenize(stem)
    if len(alone) == 1 and (alone[0].tag in nominal or len(stem) >= 2 and alone[0].tag in (
            "VV", "VA") and alone[0].form == stem):
        # (a bare verb stem with no ending is no word of its own: a given name, '이루')
        return True
    toks = with_subject_particle(stem)
    return toks[0].form == stem and toks[0].tag in nominal


@lru_cache(maxsize=4096)
@lru_cache(maxsize=4096)
def _causative_form(word: str, stem: str) -> bool:
    """Does Kiwi read the word as a verb whose stem ends in 이 ('줄이는' as 줄이/VV + 는: the
    causative or passive -이- of 줄다, 높다, 보다 …), no stem with the name suffix?"""
    toks = kiwi().tokenize(word)
    return bool(toks) and toks[0].tag in ("VV", "VA") and toks[0].form == stem + "이"


def _hypocoristic_stem(stem: str) -> bool:
    """Is 'stem + 이' the stem and the name suffix (or subject particle), not one word of its own
    ('길이' length, '많이', '높이')?"""
    if not has_batchim(stem[-1]) or not _slot_stem_ok(stem):
        return False
    toks = kiwi().tokenize(stem + "이")
    if len(toks) == 1:
        return toks[0].tag == "NNP"  # ('X이' as one proper noun: a given name with its suffix)
    return toks[-1].form == "이" and toks[-1].tag in ("JKS", "XSN", "VCP", "JKC")


def _person_word(stem: str) -> bool:
    """A noun that names a person by itself: a role or kin noun, a title ('…님', '쌤'), or a
    word that could be an unregistered given name."""
    return (stem in KO_ROLE_NOUNS or stem in KIN_NOUNS or stem.endswith(("님", "쌤"))
            or _looks_like_name(stem, False, True))


def _sentence_spans(words: Sequence[str]) -> list[tuple[int, int]]:
    out, lo = [], 0
    for k, w in enumerate(words):
        if re.search(r"[.!?]$", w) or k == len(words) - 1:
            out.append((lo, k + 1))
            lo = k + 1
    return out


@lru_cache(maxsize=4096)
def _adverb_word(word: str) -> bool:
    """Is ``word`` one adverb (Kiwi: a single MAG), 'X가 요즘 그 …'?"""
    toks = kiwi().tokenize(word)
    return len(toks) == 1 and toks[0].tag == "MAG"


def _told_me(words: Sequence[str], k: int, hi: int) -> bool:
    """Does the speaker as the one told ('나한테', '저에게') come right after the word at k, or
    after one adverb?"""
    for j in (k + 1, k + 2):
        if j >= hi:
            return False
        w = _strip_punct(words[j])
        if _TO_ME.fullmatch(w):
            return True
        if j > k + 1 or not _adverb_word(w):
            return False
    return False


def _subject_of_report(words: Sequence[str], k: int, hi: int) -> bool:
    """The word at k, with a subject or topic particle, opens a clause reported as someone's
    words, and is its sayer: a verb of saying right after it ('X가 그러는데'), an honorific verb
    of saying closing it ('…다고 하셨어': no word is honoured), or a report whose own clause has
    a subject of its own between ('X는 Y가 Z래': X is outside the reported clause)."""
    if k + 1 >= hi:
        return False
    nxt = _strip_punct(words[k + 1])
    if _SAY_NEXT.match(nxt):
        return True
    inner = False
    for j in range(k + 1, hi):
        w = _strip_punct(words[j])
        if j > k + 1 and _CLAUSE_CUT.search(words[j - 1]) and not _QUOTED_SAYING.search(
                _strip_punct(words[j - 1])):
            return False  # the clause closed before any report ('X가 와서 …')
        said = _QUOTED_SAYING.search(_strip_punct(words[j - 1])) and _SAYING_VERB.match(w)
        if (said or _REPORT_END.search(w)) and j > k + 1:
            return inner
        if _TO_ME.fullmatch(w) and _told_me(words, k, hi):
            # ('X가 나한테 …래', 'X는 저한테 …다고 하더라'): the one who told the speaker — words
            # are told to someone only by a person — whatever clauses the report holds
            return any(_REPORT_END.search(_strip_punct(words[x])) or (
                _QUOTED_SAYING.search(_strip_punct(words[x - 1]))
                and _SAYING_VERB.match(_strip_punct(words[x]))) for x in range(j + 1, hi))
        pointed = w in ("그", "이", "저") and j + 1 < hi or re.fullmatch(
            r"(?:거기|여기|저기)\S*", w)
        if pointed and (j == k + 1 or j == k + 2 and _adverb_word(_strip_punct(words[k + 1]))):
            # ('X가 그 빵집 너무 비싸다고 하더라', 'X는 거기 별로래', 'X가 요즘 거기 …'): the
            # reported clause, right after X, is about a thing pointed at, its own subject; X is
            # outside it, the sayer (further in, the clause may have a subject of its own first)
            inner = True
            continue
        if re.fullmatch(r"[가-힣]{1,4}(?:이|가|은|는)", w):
            toks = kiwi().tokenize(w)
            if len(toks) == 2 and toks[0].tag in ("NNG", "NNP") and toks[1].tag in ("JKS", "JX"):
                if _person_word(toks[0].form):
                    # ('X는 팀장님이 …라고 하시던데': the person after it is the sayer, X what
                    # the words are about)
                    return False
                inner = True
    return False


def slot_names(text: str) -> list[str]:
    """The words of a turn that stand in a person's slot — the sayer of a verb of saying or of a
    report ('X가 그러는데', 'X는 … Y가 …래', 'X가 …다고 하셨어'), whose words are quoted ('X 말로
    는', 'X 피셜', 'X 왈'), a stem with the hypocoristic 이 before a particle ('X이가', 'X이한테',
    said of given names only), or a role noun then a word then a title ('담임 X 선생님') — each
    as the name it is, without its suffix or particle."""
    words = text.split()
    out: list[str] = []

    def add(stem: str) -> None:
        if stem not in out:
            out.append(stem)

    for lo, hi in _sentence_spans(words):
        for k in range(lo, hi):
            w = _strip_punct(words[k])
            nxt = _strip_punct(words[k + 1]) if k + 1 < hi else ""
            hypo = _SLOT_HYPO.match(w)
            if hypo and _hypocoristic_stem(hypo.group(1)) and not _causative_form(
                    w, hypo.group(1)) and (
                    hypo.group(2) or nxt in _WORDS_OF or (
                        re.match(r"^[가-힣]+", nxt) and any(
                            nxt.startswith(r) for r in KIN_NOUNS if len(r) >= 2 or nxt == r
                            or re.fullmatch(re.escape(r) + r"(?:이|가|은|는|도|한테|랑)", nxt)))):
                # 'X이가', 'X이한테 들었어', 'X이 말로는', 'X이 동생이': the name suffix
                add(hypo.group(1))
                continue
            if nxt in _WORDS_OF and re.fullmatch(r"[가-힣]{1,3}", w) and _slot_stem_ok(w):
                add(w)
                continue
            if re.fullmatch(r"[가-힣]{1,3}", w) and re.fullmatch(
                    r"(?:씨|님)(?:한테|한테서|에게|에게서|께)", nxt) and _slot_stem_ok(w):
                add(w)  # 'X 씨한테 들었어': whom words come from is a person
                continue
            if (k > lo and k + 1 < hi and _strip_punct(words[k - 1]) in KO_ROLE_NOUNS
                    and re.fullmatch(r"[가-힣]{1,3}", w) and _slot_stem_ok(w)
                    and re.match(r"^(?:선생님|쌤|선배|교수님|님)", nxt)):
                add(w)  # '담임 X 선생님': a role, the name, the title
                continue
            subj = _SLOT_SUBJECT.match(w)
            if subj and (k == lo or all(_strip_punct(x) in OPENER_WORDS or re.fullmatch(
                    r"[ㄱ-ㅎㅏ-ㅣ.,!?~…]+", x) for x in words[lo:k])):
                stem = subj.group(1)
                if len(stem) == 3 and stem.endswith("이") and has_batchim(stem[1]) and (
                        subj.group(2) != "이"):
                    stem = stem[:2]  # ('X이는': the name suffix, read as part of the stem)
                elif subj.group(2) == "이" and not has_batchim(stem[-1]):
                    continue
                if subj.group(2) in ("가", "는") and has_batchim(stem[-1]):
                    continue
                if subj.group(2) == "은" and not has_batchim(stem[-1]):
                    continue
                # (one who told the speaker is a person whatever Kiwi makes of the word alone:
                # '이헌이 나한테 …래', 이헌 read as 이 + 헌)
                told = _told_me(words, k, hi) and (
                    len(stem) == 4 or _looks_like_name(stem, False, True))
                if len(stem) == 4 and not (told or _proper_noun(stem)):
                    continue  # (four syllables: a name borrowed from another language only)
                if (_slot_stem_ok(stem) or told) and _subject_of_report(words, k, hi):
                    add(stem)
    return out
