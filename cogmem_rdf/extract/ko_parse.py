"""Korean analysis helpers: the shared Kiwi, eojeol (word) units and person references.

Names are found on the surface, word by word, so a name Kiwi splits ('하은이가' -> 하/은/이/가)
is still found: a known name + particles, or an unknown 2–3 syllable given name that Kiwi reads
as a proper noun (checked on the bare word, cached). Role phrases ('우리 팀장님', '우주 어머니',
'윤석이네 부장님') become owner phrases '<owner>의 <role>'.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .names import KO_ROLE_NOUNS, canonical, has_batchim, ko_possessive, strip_hypocoristic
from .timewords import KO_TIME as KO_TIME_WORD

_KIWI: Any = None
_LOCK = threading.Lock()
_REGISTERED: set[str] = set()

SUBJECT_P = frozenset({"", "이", "가", "은", "는", "도", "께서", "의", "이가", "이는", "이도", "만"})
OTHER_P = frozenset({"한테", "한테서", "에게", "에게서", "께", "랑", "이랑", "하고", "와", "과", "를", "을", "이를", "이랑은",
                     "처럼", "보다", "까지", "이한테", "이하고", "이와", "이처럼", "이보다"})
_TAIL = re.compile(r"^(이)?(네)?(가|이|은|는|도|의|한테|한테서|에게|에게서|께|께서|랑|이랑|하고|와|과|를|을|만|까지|처럼|보다|야|아)?$")
_PLACE_TAIL = re.compile(r"(에|에서|으로|로|에서는|에는)$")
FIRST = {"나": "", "난": "는", "내가": "가", "나는": "는", "나도": "도", "내": "의", "제": "의", "제가": "가", "저는": "는",
         "전": "는", "저도": "도", "저": "", "우리": "", "우린": "는", "우리는": "는", "우리가": "가", "저희": "", "저희는": "는",
         "저희가": "가", "나랑": "랑", "나한테": "한테", "저한테": "한테", "나를": "를", "날": "를", "저를": "를", "나의": "의"}
FIRST_POSS = frozenset({"우리", "내", "제", "저희", "나의"})


def kiwi() -> Any:
    """The process-wide Kiwi, created on first use."""
    global _KIWI
    if _KIWI is None:
        with _LOCK:
            if _KIWI is None:
                from kiwipiepy import Kiwi

                _KIWI = Kiwi()
    return _KIWI


def register(names: Sequence[str]) -> None:
    """Register person names as proper nouns so Kiwi does not split them."""
    new = [n for n in names if n and n not in _REGISTERED and re.fullmatch(r"[가-힣]{2,4}", n)]
    if not new:
        return
    k = kiwi()
    with _LOCK:
        for n in new:
            k.add_user_word(n, "NNP", 0.0)
            _REGISTERED.add(n)
        _looks_like_name.cache_clear()


@lru_cache(maxsize=4096)
def _looks_like_name(stem: str, with_i: bool) -> bool:
    """Could ``stem`` be an unregistered given name? Rejects words Kiwi knows as common nouns
    ('회사', '사랑'), pronouns, adverbs and nouns ending in 이 ('고양이')."""
    if not re.fullmatch(r"[가-힣]{2,3}", stem) or stem.endswith("들") or stem in _NOT_NAMES or KO_TIME_WORD.fullmatch(stem):
        return False
    toks = kiwi().tokenize(stem)
    if len(toks) == 1 and (toks[0].tag in ("NP", "MAG", "NNB", "MM", "NR") or toks[0].tag == "NNG" and toks[0].score > -12.5):
        return False
    return not (with_i and _single_nng(stem + "이"))


_NOT_NAMES = frozenset(["걔네", "얘네", "쟤네", "그거", "이거", "저거", "여기", "거기", "저기", "누구", "아무", "모두", "다들", "사람", "사람들", "친구들", "애들", "우리", "저희", "너희", "당신", "자기", "본인"])


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

    @property
    def is_subject(self) -> bool:
        return self.tail in SUBJECT_P or self.tail.startswith("네") or self.tail.startswith("이네")


def words_of(sent: str, toks: Sequence[Any]) -> list[Word]:
    words = [Word(m.group(0), m.start(), m.end()) for m in re.finditer(r"\S+", sent)]
    wi = 0
    for t in toks:
        while wi < len(words) - 1 and t.start >= words[wi].end:
            wi += 1
        if words:
            words[wi].toks.append(t)
    return words


def _strip_punct(w: str) -> str:
    return re.sub(r"[\s.,!?~…\"'()\[\]]+$", "", w)


def _known_name(word: str, known: Sequence[str]) -> tuple[str, str] | None:
    for n in sorted(known, key=len, reverse=True):
        if n and word.startswith(n) and _TAIL.match(word[len(n):]):
            return n, word[len(n):]
    return None


def _unknown_name(word: str, allow_bare: bool) -> tuple[str, str] | None:
    m = re.match(r"^([가-힣]{2,3}?)(이(?:네)?(?:가|는|도|한테|랑|의|를|하고|야)?|네|가|는|도|한테|랑|의|께서|하고)?$", word)
    if not m:
        return None
    stem, tail = m.group(1), m.group(2) or ""
    if stem in KO_ROLE_NOUNS or stem in FIRST or _PLACE_TAIL.search(word) or (not tail and not allow_bare):
        return None
    if tail.startswith("이") and not has_batchim(stem[-1]):
        return None
    if tail in _DOUBLE_TAILS:  # 이 + another particle only follows a given name ('재원이가')
        return (stem, tail) if not _single_nng(stem + "이") else None
    return (stem, tail) if _looks_like_name(stem, tail.startswith("이")) else None


_DOUBLE_TAILS = frozenset({"이가", "이는", "이네", "이도", "이한테", "이를", "이의", "이하고"})


@lru_cache(maxsize=4096)
def _single_nng(word: str) -> bool:
    t = kiwi().tokenize(word)
    return len(t) == 1 and t[0].tag == "NNG" and t[0].score > -12.5


def name_at(word: Word, known: Sequence[str], allow_unknown: bool = True, allow_bare: bool = False) -> tuple[str, str] | None:
    """(name, particle tail) when the word is a person name plus particles."""
    w = _strip_punct(word.text)
    hit = _known_name(w, known)
    if hit:
        return canonical(hit[0], known), hit[1]
    strong = re.fullmatch(r"[가-힣]{2}이(?:가|는|네|도|한테|를|의|하고)", w) is not None and has_batchim(w[1])
    if allow_unknown and (strong or not _verbal_or_compound(word, w)):
        hit = _unknown_name(w, allow_bare)
        if hit and not (hit[1] == "도" and _first_len(word) > len(hit[0])):  # '제주도' is one noun
            return canonical(strip_hypocoristic(hit[0]), known), hit[1]
    return None


def _verbal_or_compound(word: Word, w: str) -> bool:
    """True when Kiwi reads the word as a verb form ('다니는', '날리고도')."""
    return any(t.tag in ("ETM", "EF", "EP", "ETN") or t.tag == "EC" and t.len > 0 for t in word.toks)


def _first_len(word: Word) -> int:
    return len(word.toks[0].form) if word.toks else 0


def _role_at(word: Word) -> tuple[str, str] | None:
    w = _strip_punct(word.text)
    m = re.match(r"^(.+?)(님)?(이|가|은|는|도|의|한테|에게|랑|이랑|하고|와|과|를|을|께서|께|만)?$", w)
    if not m:
        return None
    stem, nim, tail = m.group(1), m.group(2) or "", m.group(3) or ""
    if stem.endswith("들") and len(stem) > 2:
        stem = stem[:-1]
    for role in sorted(KO_ROLE_NOUNS, key=len, reverse=True):
        if stem.endswith(role) and (len(stem) - len(role) <= 2 or stem == role):
            return stem + nim, tail
    return None


def person_refs(words: Sequence[Word], speaker: str, known: Sequence[str]) -> list[PersonRef]:
    """Names, first-person words and role phrases in word order."""
    refs: list[PersonRef] = []
    i = 0
    while i < len(words):
        w = _strip_punct(words[i].text)
        nxt_role = _role_at(words[i + 1]) if i + 1 < len(words) else None
        if w in FIRST:
            if not (w in FIRST_POSS and _role_ahead(words, i + 1)):
                refs.append(PersonRef(speaker, i, i, FIRST[w], "self"))
            i += 1
            continue
        role = _role_at(words[i])
        if role and not name_at(words[i], known, allow_unknown=False):
            refs.append(_role_ref(words, i, role, speaker, known))
            i += 1
            continue
        hit = name_at(words[i], known, allow_bare=nxt_role is not None)
        if hit:
            name, tail = hit
            if nxt_role and tail in ("", "이", "네", "이네", "의"):
                refs.append(PersonRef(_role_phrase(name, nxt_role[0]), i, i + 1, nxt_role[1], "role", owner=name))
                i += 2
                continue
            refs.append(PersonRef(name, i, i, tail, "name"))
        i += 1
    return refs


def _role_ahead(words: Sequence[Word], j: int) -> bool:
    for k in range(j, min(j + 3, len(words))):
        if _role_at(words[k]):
            return True
        if not (_is_noun_word(words[k]) and all(t.tag.startswith("NN") for t in words[k].toks)):
            return False
    return False


def _is_noun_word(word: Word) -> bool:
    return bool(word.toks) and word.toks[0].tag in ("NNG", "NNP")


def _role_phrase(owner: str, role: str) -> str:
    return ko_possessive(owner, role)


def _role_ref(words: Sequence[Word], i: int, role: tuple[str, str], speaker: str, known: Sequence[str]) -> PersonRef:
    """'우리 피아노 선생님이' -> '<speaker>의 피아노 선생님'; a bare role belongs to the speaker."""
    mods: list[str] = []
    j = i - 1
    owner = None
    while j >= 0 and len(mods) < 2:
        w = _strip_punct(words[j].text)
        if w in FIRST_POSS:
            owner = speaker
            break
        hit = name_at(words[j], known, allow_bare=True)
        if hit and hit[1] in ("", "의", "네", "이네", "이"):
            owner = hit[0]
            break
        if _is_noun_word(words[j]) and all(t.tag.startswith("NN") for t in words[j].toks):
            mods.insert(0, w)
            j -= 1
            continue
        break
    phrase = " ".join([*mods, role[0]])
    if owner is None:
        return PersonRef(ko_possessive(speaker, role[0]), i, i, role[1], "role", owner=speaker)
    return PersonRef(ko_possessive(owner, phrase), j if j >= 0 else i, i, role[1], "role", owner=owner)
