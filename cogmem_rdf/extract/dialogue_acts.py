"""Dialogue acts across turns: a later turn that corrects whose words a report was, and one that
agrees with an earlier view.

A report passed on in one turn can be given to someone else in a later one, by its reporter or by
another participant::

    A: Anselma said the ferry is cancelled tomorrow.
    B: Anselma? She never takes the ferry.
    A: oh wait, it was Corvin who said it, not Anselma.      (the report is Corvin's)

    A: 단률이가 그 식당 별로래.        B: 아니 그건 소을이가 한 말이고, 단률이는 괜찮대.

The correcting turn names the words' real owner (X) and often the one they were wrongly given to
(Y), and points back at the report with an anaphor ('it', 'that', 'so', 그건, 그거) or with
nothing at all ('no, that was X'). Its constructions (``_en_correction``, ``_ko_correction``):

- a cleft on a verb of saying: 'it was X who said it / told me (that), not Y', 'it's X that says
  so'; 'X was the one who said it'; 'I got that from X, not Y';
- the saying re-assigned with a contrast: 'X said it / that, not Y', 'Y never said that, X did',
  'Y didn't say it — X did', 'it wasn't Y, it was X';
- a bare identification after a correction marker or a contrast: 'no wait, that was X', 'it was
  X, not Y' (only where the turn before spoke of a saying or echoed Y: 'Anselma?');
- Korean: the words given back as a noun ('그건 X가 한 말이야/말이고/말이었어', '그거 X 말이었어',
  '그건 X 얘기였어', honorific 'X께서 하신 말씀이에요'), the saying verb 그러다 with a contrast or
  an anaphor ('Y 아니고 X가 그런 거야', 'X가 그랬지 Y가 아니라', '그거 X가 그랬어'), a denial
  with its owner ('Y는 그런 말 안 했어, X가 했지'), a bare identification after a correction
  marker ('아 아니다, X였어').

The correcting turn gets a Claim of each content of the corrected report, owned by X as the
rules read 'X said so' / 'X가 그러던데' on that turn (possessives, pronouns and titles resolve as in
any report), relayed by the correcting speaker; a Claim the rules built from the correction
clause itself (its content an anaphor, or another clause of the turn) is dropped. The corrected
report's claims, when they are of the same batch, are re-owned the same way (``rules._reown``): the
wrong owner does not stand as if uncorrected. A correction with its own content ('it was X who
said the pool opens in May, not Y') keeps the rules' Claim, without its trailing 'not Y'.

A turn that only agrees ('same', 'me too', 'agreed', '+1', "you're right", 'I agree with X', 'X is
right'; '저도요', '나도 같은 생각', 'ㅇㅈ', '맞아요', 'X 말이 맞아') makes its speaker a holder of
the view agreed with (``_agree``): a Claim of theirs with that content, where the turn before
(or the person named) held a view; never for an answer or an acknowledgment ('ok', '응', 'ㅇㅇ').

Each turn leaves the claims of the last few turns for the next one (a cue of the discourse), so a
correction two turns after its report finds it across batches too.

>>> _agreement("same tbh lol", "en"), _agreement("I agree with Corvin", "en")
('', 'Corvin')
>>> _agreement("ok", "en") is None, _agreement("ㅇㅈ ㅋㅋ", "ko")
(True, '')
>>> _agreement("소을이 말이 맞아", "ko")
'소을'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..models import ClaimX, Extraction, Reowning
from .discourse import TurnContext
from .names import has_batchim, name_key
from .source_answer import fragment

#: the one corrected is the speaker ('not me', '나 아니고')
_SELF = "\x00self"
_KO_ME = frozenset({"나", "내", "저", "제", "내가", "제가", "난", "전"})
#: the cue under which a turn leaves the claims of the last turns of the session
RECENT = "recent-claims"
_WINDOW = 4  # turns a correction reaches back over (a report, an echo, a question, the correction)
CONTENT_MAX = 240  # (the cue is kept in each turn's snapshot of the discourse: kept small)
_SOMEONE = "someone"

Reader = Callable[[str], Extraction]


@dataclass
class Revision:
    """The claims of an earlier turn (``turn``) owned by ``old`` and saying ``contents``, given
    to ``owner`` relayed by ``relayed_by`` (``rules._reown``)."""

    turn: str
    old: str
    contents: list[str]
    owner: str
    relayed_by: list[str]


@dataclass
class _Correction:
    x: str  # the phrase naming the words' owner, as said (with its particle in Korean)
    y: str | None  # the phrase naming the one they were wrongly given to
    anaphoric: bool  # the correction carries no content of its own
    span: tuple[int, int]  # where the correction clause is in the text
    guarded: bool  # a bare identification: needs a saying or an echo just before
    content: str = ""  # what the correction says was said, when it says it
    # the one wrongly given the words heard them from X and passed them on ('she heard it from
    # her sister', '걔도 언니한테 들은 거래'): they become a relayer of X's words
    via: bool = False


# -- English ---------------------------------------------------------------------------------
# a noun phrase naming someone: one to five words, no punctuation
_NP = r"(?:(?:mr|mrs|ms|dr|prof|st)\.\s*)?[^\W\d_][\w'’-]*(?:\s+[\w'’-]+){0,4}?"
_SAY = (r"(?:said|says|say|told|tells|mentioned|was\s+saying|were\s+saying|wrote|texted|posted|"
        r"messaged|reckons|reckoned|claimed|came\s+up\s+with|brought\s+(?:it|that)\s+up)")
_OBJ = r"(?:me|us|you|u|her|him|them|everyone|everybody)"
_ANA = r"(?:it|that|this|so|those)"
_LEAD = (r"(?:(?:no|nah|nope|wait|oh|ooh|oops|sorry|my\s+bad|actually|hang\s+on|hold\s+on|ah|"
         r"erm|um+|hmm+|god|oh\s+god|oh\s+no|you'?re\s+right|ur\s+right|true|right|yeah|ok|okay|"
         r"lol|haha|ugh|no\s+no)\b[\s,.!:;—–-]*)")
_END = r"(?=\s*(?:[.!?;\n]|,?\s*(?:lol|haha|tbh|sorry|my\s+bad)\b|$))"
_NOT_Y = rf"(?:\s*[,;—–-]?\s*(?:and\s+|but\s+)?not\s+(?P<y>{_NP}))?"

_EN_FORMS: list[tuple[re.Pattern[str], bool]] = [(re.compile(p, re.IGNORECASE), g) for p, g in (
    # it was X who said it (, not Y) / it's X that told me that
    (rf"\b(?:it|that|twas)(?:'s|s|\s+is|\s+was|\s*was)\s+(?:actually\s+|really\s+|probably\s+)?"
     rf"(?P<x>{_NP})\s+(?:who|that|who'?d)\s+(?:had\s+|has\s+|first\s+)?{_SAY}"
     rf"(?:\s+(?P<obj>{_OBJ}))?(?:\s+{_ANA})?{_NOT_Y}{_END}", False),
    # X was the one who said it / X's the one saying that (, not Y)
    (rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}*(?P<x>{_NP})(?:'s|s|\s+is|\s+was)\s+the\s+one"
     rf"\s+(?:who\s+|that\s+)?(?:{_SAY}|saying|telling)(?:\s+{_OBJ})?(?:\s+{_ANA})?{_NOT_Y}{_END}",
     False),
    # X said it / that, not Y; X told me that, not Y
    (rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}*(?P<x>{_NP})\s+{_SAY}(?:\s+{_OBJ})?\s+{_ANA}"
     rf"\s*[,;—–-]?\s*(?:and\s+|but\s+)?not\s+(?P<y>{_NP}){_END}", False),
    # Y never said that, X did / Y didn't say it — it was X
    (rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}*(?P<y>{_NP})\s+(?:never|didn'?t|did\s+not|"
     rf"never\s+actually|didn'?t\s+actually)\s+(?:say|said|tell|told|mention|mentioned)"
     rf"(?:\s+{_OBJ})?(?:\s+{_ANA})?(?:\s*[,;.—–-]+\s*(?:it\s+was\s+|that\s+was\s+)?(?P<x>{_NP})"
     rf"(?:\s+did|\s+said\s+(?:it|that|so))?|\s+(?P<x2>{_NP})\s+(?:did|said\s+(?:it|that|so))){_END}",
     False),
    # it wasn't Y, it was X
    (rf"\b(?:it|that)?\s*(?:wasn'?t|was\s+not|isn'?t|is\s+not)\s+(?P<y>{_NP})\s*[,;.—–-]*\s*"
     rf"(?:it|that)(?:'s|s|\s+was|\s+is)\s+(?P<x>{_NP}){_END}", True),
    # it was X who said P, not Y (the correction carries its content)
    (rf"\b(?:it|that)(?:'s|s|\s+is|\s+was)\s+(?:actually\s+|really\s+)?(?P<x>{_NP})\s+"
     rf"(?:who|that)\s+{_SAY}(?:\s+{_OBJ})?\s+(?:that\s+)?(?P<content>[^.!?;\n]+?)\s*[,;—–-]?\s*"
     rf"(?:and\s+|but\s+)?not\s+(?P<y>{_NP}){_END}", False),
    # I got / heard that from X, not Y
    (rf"\b(?:got|heard|had)\s+(?:it|that|this)\s+from\s+(?P<x>{_NP})\s*[,;—–-]?\s*"
     rf"(?:and\s+|but\s+)?not\s+(?P<y>{_NP}){_END}", False),
    # no wait, that was X (, not Y)
    (rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}+(?:it|that)(?:'s|s|\s+was|\s+is)\s+"
     rf"(?:actually\s+)?(?P<x>{_NP}){_NOT_Y}{_END}", True),
    # it was X, not Y
    (rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*(?:it|that)(?:'s|s|\s+was|\s+is)\s+(?:actually\s+)?"
     rf"(?P<x>{_NP})\s*[,;—–-]?\s*not\s+(?P<y>{_NP}){_END}", True),
)]
# what each form cannot match without, in the same order (searched first: a turn without the word
# pays for no backtracking over the names before it)
_IS_ANA = r"(?:it|that)(?:'s|s|\s+was|\s+is)\s"
_EN_NEEDS = [re.compile(p, re.IGNORECASE) for p in (
    _SAY, r"the\s+one\s", r"not\s", r"(?:never|didn'?t|did\s+not)\s",
    r"(?:wasn'?t|was\s+not|isn'?t|is\s+not)\s", r"not\s", r"not\s", _IS_ANA, r"not\s")]
# words that open no person's name: pronouns that say no one, determiners of things, time words
_EN_NOT_PERSON = frozenset({
    "i", "me", "we", "us", "you", "u", "it", "that", "this", "there", "what", "which", "when",
    "the", "a", "an", "some", "all", "just", "only", "not", "so", "too", "also", "really",
    "nobody", "no", "one", "someone", "somebody", "everyone", "anyone", "because", "about",
    "last", "next", "yesterday", "today", "tomorrow", "monday", "tuesday", "wednesday",
    "thursday", "friday", "saturday", "sunday", "week", "weekend", "morning", "night", "fine",
    "fun", "great", "good", "bad", "awful", "true", "false", "right", "wrong", "ages", "years",
})
_EN_OBJECT = {"him": "he", "her": "she", "them": "they"}
# the turn before spoke of a saying (a question of its source, 'didn't X say …?')
_SAYING = re.compile(rf"\b(?:{_SAY}|say|tell|heard|hear|whose|source|according)\b"
                     r"|누가|누구|그랬|그래\?|했대|래\?|대\?|말이|얘기|들었|말했|하셨",
                     re.IGNORECASE)


def _en_correction(text: str) -> _Correction | None:
    low = text.replace("’", "'")
    for (pattern, guarded), need in zip(_EN_FORMS, _EN_NEEDS, strict=True):
        if need.search(low) is None:
            continue
        for m in pattern.finditer(low):
            x = (m.group("x") or m.groupdict().get("x2") or "").strip(" ,.'")
            said = _EN_WORDS_NOUN.match(x)
            x = said.group("x") if said else x
            y = (m.groupdict().get("y") or "").strip(" ,.'") or None
            if y is not None and y.casefold() in ("me", "i", "myself"):
                y = _SELF  # 'it was X, not me': the report gave the speaker's name
            if not _en_person(x) or (y not in (None, _SELF) and not _en_person(y)):
                continue
            content = (m.groupdict().get("content") or "").strip()
            via = (m.groupdict().get("obj") or "").casefold() in ("her", "him", "them")
            return _Correction(x=_EN_OBJECT.get(x.casefold(), x), y=y, anaphoric=not content,
                               span=(m.start(), m.end()), guarded=guarded, content=content,
                               via=via)
    return _en_via(low)


# the one the report was given to heard it from someone: 'she heard it from her sister', 'he
# got that from his boss', 'Y was just passing on what X said', 'her sister told her that'
_SUBJ = r"(?P<y>she|he|they|[^\W\d_][\w'’-]*(?:\s+[\w'’-]+){0,2}?)"
_EN_VIA = [re.compile(p, re.IGNORECASE) for p in (
    rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}*{_SUBJ}\s+(?:just\s+|only\s+|actually\s+|"
    rf"probably\s+)?(?:heard|got|had|picked|took)\s+(?:up\s+)?(?:it|that|this|all\s+that)\s+"
    rf"(?:up\s+)?(?:from|off)\s+(?P<x>{_NP}){_END}",
    rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}*{_SUBJ}\s+(?:was|is|were)\s+(?:just\s+|only\s+)?"
    rf"(?:passing\s+on|repeating|quoting)\s+(?:what\s+)?(?P<x>{_NP})(?:\s+said|\s+told\s+"
    rf"(?:her|him|them)|'s\s+words)?{_END}",
    rf"(?:^|(?<=[.!?;,]\s)|(?<=[.!?;,]))\s*{_LEAD}*(?P<x>{_NP})\s+told\s+(?P<y>her|him|them)"
    rf"(?:\s+(?:that|it|so))?{_END}",
)]

_EN_VIA_NEEDS = [re.compile(p, re.IGNORECASE) for p in (
    r"(?:from|off)\s", r"(?:passing\s+on|repeating|quoting)\s", r"told\s+(?:her|him|them)")]

def _en_via(low: str) -> _Correction | None:
    for pattern, need in zip(_EN_VIA, _EN_VIA_NEEDS, strict=True):
        m = pattern.search(low) if need.search(low) else None
        if m is None:
            continue
        x, y = m.group("x").strip(" ,.'"), m.group("y").strip(" ,.'")
        if not _en_person(x):
            continue
        pronoun = y.casefold() in ("she", "he", "they", "her", "him", "them")
        if not pronoun and not _en_person(y):
            continue
        return _Correction(x=x, y=None if pronoun else y, anaphoric=True,
                           span=(m.start(), m.end()), guarded=False, via=True)
    return None


# what someone says or thinks, as a noun: 'that was X's idea' gives the words to X
_EN_WORDS_NOUN = re.compile(
    r"^(?P<x>.+?)(?:'s|s')\s+(?:words|idea|line|take|opinion|view|theory|quote|claim|story)$",
    re.IGNORECASE)


def _en_person(phrase: str) -> bool:
    """Can ``phrase`` name a person: not a pronoun of no one, a time or a judgement, and a
    phrase of several words ends in a noun of a person ('my boss', "Corvin's sister"; not
    "Corvin's car")?"""
    from .attrib_en import PERSON_NOUNS
    from .frames_en import BARE_KIN
    from .names import EN_ROLE_NOUNS

    words = phrase.split()
    if not words or any(w.casefold() in ("who", "that", "said", "says", "told", "not")
                        for w in words):
        return False
    head = words[-1].casefold()
    person = head in PERSON_NOUNS or head in BARE_KIN or head in EN_ROLE_NOUNS or (
        head.rstrip("s") in PERSON_NOUNS | BARE_KIN | EN_ROLE_NOUNS)
    first = words[0].casefold().strip("'")
    if first in _EN_NOT_PERSON and not (first == "the" and len(words) > 1 and person):
        return False  # (but 'the landlord', 'the letting agent': a role)
    return len(words) == 1 or not words[-1].islower() or person


# -- Korean ----------------------------------------------------------------------------------
# a phrase naming someone: one to three words, the anaphor 그건/그거 and a negator no part of it
_KNOUN = r"(?!(?:그건|그거|그게|그 ?말|그 ?얘기|아니|아냐)(?:\s|$))[가-힣A-Za-z]+?"
_KNP = rf"(?P<x>{_KNOUN}(?:\s{_KNOUN}){{0,2}}?)"
_KY = rf"(?P<y>{_KNOUN}(?:\s{_KNOUN}){{0,2}}?)"
_KANA = r"(?:그건|그거|그게|그것은|그거는|그 ?말은|그 ?말도|그 ?얘기는|그 ?얘기|그 ?말|걔 ?말은)"
_KLEAD = (r"(?:(?:아니다|아니지|아니에요|아니요|아니야|아니|아냐|아뇨|아+|앗|어|ㄴㄴ|노노|헐|잠깐|"
          r"아 맞다)(?=[\s,.!~…]|$)[\s,.!~…]*)")
_KSUBJ = r"(?:이|가|께서|이가)"
_KCOP = (r"(?:(?<=기|리)고|이었|였|이야|야|이에요|예요|이고|이었고|였고|이지|지|임|인데|"
         r"이었는데|였는데|입니다|"
         r"이었어요|였어요|이었음|였음|이래|래|이었던|였던|이잖아|잖아|\s*$|\s*[.!?~ㅋㅎ])")
_KSAID = r"(?:한|하신|했던|하셨던|해 ?준|해 ?주신|하던|하시던)"
_KWORDS = r"(?:말씀|말|얘기|이야기|소리|생각)"
_KGEURAE = (r"(?:그랬|그러셨|그런|그러신|그러던|그러시던|그래|얘기했|얘기한|얘기하셨|"
            r"말했|말한|말하셨|말씀하셨|말씀하신)")
_KNOT_Y = (rf"{_KY}\s*(?:{_KSUBJ}|는|은)?\s*(?:{_KSAID}\s*)?(?:{_KWORDS}\s*(?:이|가|은|는)?\s*)?"
           r"(?:아니고|아니라|말고|아니구|아니라구)")

_KO_FORMS: list[tuple[re.Pattern[str], bool]] = [(re.compile(p), g) for p, g in (
    # 그건 X가 한 말이야 / 그거 X 말이었어 / X께서 하신 말씀이에요 (, Y 말이 아니라)
    (rf"(?:(?:^\s*{_KLEAD}+)?{_KANA}\s*(?:원래\s*)?|^\s*{_KLEAD}+|(?<=[.,!?]\s))"
     rf"(?:{_KNOT_Y}\s*)?{_KNP}\s*"
     rf"(?:{_KSUBJ}\s*{_KSAID}|{_KSAID}|)\s*{_KWORDS}\s*{_KCOP}", False),
    # (Y가 한 말 아니고) X가 한 말이야, said with no anaphor
    (rf"(?:^|(?<=[.,!?]\s))\s*(?:{_KNOT_Y}\s*)?{_KNP}\s*(?:{_KSUBJ}\s*{_KSAID}|{_KSAID})\s*"
     rf"{_KWORDS}\s*{_KCOP}", True),
    # Y 아니고 X가 그런 거야 / Y가 아니라 X가 그랬어
    (rf"{_KNOT_Y}\s*{_KNP}\s*{_KSUBJ}\s*{_KGEURAE}", False),
    # X가 그랬지 Y가 아니라 / X가 한 말이지 Y가 아니라
    (rf"{_KNP}\s*{_KSUBJ}\s*(?:{_KGEURAE}|{_KSAID}\s*{_KWORDS})\s*"
     r"(?:이지|지|던 거지|던 거야|어|요)?"
     rf"[\s,]*{_KY}\s*(?:{_KSUBJ}|는|은)?\s*(?:아니라|아니고|말고)", False),
    # 그거 X가 그랬어 (the anaphor first)
    (rf"{_KANA}\s*(?:원래\s*)?{_KNP}\s*{_KSUBJ}\s*{_KGEURAE}", False),
    # Y는 그런 말 안 했어, X가 했지
    (rf"{_KY}\s*(?:은|는|이|가|께서)?\s*(?:그런|그|그런 ?소리|그런 ?얘기)?\s*(?:말|얘기|소리)?\s*"
     rf"(?:안\s*했|안\s*하셨|한\s*적\s*없|하신\s*적\s*없)[가-힣]*[\s,.!…]*(?:그건\s*|그거\s*)?"
     rf"{_KNP}\s*{_KSUBJ}\s*(?:했|하셨|그랬|그러셨)", False),
    # 아 아니다, X였어 / ㄴㄴ X임
    (rf"^\s*{_KLEAD}+(?:{_KANA}\s*)?{_KNP}\s*(?:였어|이었어|였나|이었나|였음|이었음|였어요|"
     rf"이었어요|야|이야|임|예요|이에요|였던 듯|이었던 듯|지|이지)(?=[\s.!?~ㅋㅎ,]|$)", True),
)]
_KO_NOT_PERSON = frozenset({
    "나", "내", "내가", "울", "저", "제", "제가", "너", "니", "네", "우리", "저희", "그", "이",
    "저것", "그거",
    "그건", "이거", "누구", "누가", "아무", "다들", "진짜", "완전", "그냥", "원래", "아니", "그게",
    "사실", "혹시", "아마", "그때", "오늘", "어제", "내일", "지난주", "이번", "다음",
})


# the one the report was given to heard it from someone: '걔도 언니한테 들은 거래', 'Y는 X한테서
# 들었대', '그거 X가 Y한테 한 말이래' (Y: a name, 걔/그분, or left unsaid)
_KY_OPT = rf"(?:{_KY}\s*(?:도|는|은|이|가)\s+)?"
_KO_VIA = [re.compile(p) for p in (
    rf"(?:^|(?<=[\s.,!?]))(?:{_KANA}\s*|{_KLEAD}+)*{_KY_OPT}{_KNP}\s*"
    r"(?:한테서|한테|에게서|에게|께)\s*(?:(?:들은|들으신)\s*(?:거|것|얘기|말)\s*"
    r"(?:이래|래|이야|야|예요|이에요|래요|이래요|였어|이었어|였대|이었대|임|이라던데|라던데|이래서|"
    r"이었던|였던|이지|지|인 듯|인 것 같)?|(?:들었|들으셨)(?:대|대요|다던데|다더라|다고|다네))"
    r"(?=\s*(?:[.!?~,ㅋㅎㅠ…]|$))",
    rf"{_KANA}\s*{_KNP}\s*{_KSUBJ}\s*{_KY}\s*(?:한테|에게|께)\s*{_KSAID}\s*{_KWORDS}",
)]
_KO_THIRD = frozenset({"걔", "걔도", "걔는", "걔가", "그분", "그분도", "그 사람", "걔네", "쟤",
                       "얘"})
# the speaker heard it too ('나 그거 X한테 들었는데'): a second source, not the report's source
_KO_FIRST = re.compile(r"(?:^|\s)(?:나|난|내가|저|전|제가|나도|저도|우리|저희)(?:\s|$)")


def _ko_via(text: str, people: Sequence[str]) -> _Correction | None:
    for pattern in _KO_VIA:
        m = pattern.search(text)
        if m is None:
            continue
        x = m.group("x").strip()
        y = (m.groupdict().get("y") or "").strip() or None
        if y is not None and (y in _KO_THIRD or y.split()[0] in _KO_THIRD):
            y = None
        if not _ko_person(x, people) or (y is not None and not _ko_person(y, people)) or (
                _KO_FIRST.search(text[:m.start("x")])):
            continue
        return _Correction(x=x, y=y, anaphoric=True, span=(m.start(), m.end()), guarded=False,
                           via=True)
    return None


def _ko_correction(text: str, people: Sequence[str] = ()) -> _Correction | None:
    for pattern, guarded in _KO_FORMS:
        m = pattern.search(text)
        if not m:
            continue
        x = m.group("x").strip()
        y = (m.groupdict().get("y") or "").strip() or None
        if y is not None and re.sub(r"(?:이|가|는|은)$", "", y) in _KO_ME:
            y = _SELF  # '나 아니고 X가 그랬어': the report gave the speaker's name
        if not _ko_person(x, people) or (y not in (None, _SELF) and not _ko_person(y, people)):
            continue
        # the particle after the owner's name, as said (the fragment reader reads it)
        after = text[m.end("x"):m.end("x") + 2]
        particle = next((p for p in ("께서", "이가", "이", "가") if after.startswith(p)), "")
        return _Correction(x=x + particle, y=y, anaphoric=True, span=(m.start(), m.end()),
                           guarded=guarded)
    return _ko_via(text, people)


# the possessive determiners a relation noun may follow ('우리 언니', '걔 동생')
_KO_POSSESSIVE = frozenset({"우리", "내", "제", "저희", "니", "네", "걔", "쟤", "그분", "울"})


def _ko_person(phrase: str, people: Sequence[str] = ()) -> bool:
    """Can ``phrase`` name a person: a person of the conversation, a given name (its syllables
    those of names), a name with 씨/님, a kin term, role or title, alone or after a possessor
    ('우리 언니', '단률이 남편'; not '소을이 차', '지난달', '옛날')?"""
    from .names import KO_GIVEN_NAME_SYLLABLES, KO_ROLE_NOUNS, strip_hypocoristic

    words = re.sub(r"(?:께서|이가|이|가|은|는)$", "", phrase).split()
    if not words or (words[0] in _KO_NOT_PERSON and not (
            words[0] in _KO_POSSESSIVE and len(words) > 1)):
        return False
    head = words[-1]
    if head in KO_ROLE_NOUNS or head.removesuffix("님") in KO_ROLE_NOUNS or head.endswith(
            ("님", "씨")):
        return True
    if len(words) > 1:
        return False
    if any(head.endswith(r) and len(r) >= 2 for r in KO_ROLE_NOUNS):
        return True  # a possessor typed with its noun ('우리언니', '단률이남편')
    keys = {name_key(p) for p in people} | {name_key(strip_hypocoristic(p)) for p in people}
    name = strip_hypocoristic(head)
    if name_key(head) in keys or name_key(name) in keys or (
            2 <= len(name) <= 3 and all(ch in KO_GIVEN_NAME_SYLLABLES for ch in name[-2:])):
        return True
    from .ko_parse import tokenize

    first = next(iter(tokenize(f"{head}{'이' if has_batchim(head[-1]) else '가'} 그러던데")), None)
    return first is not None and first.tag == "NNP" and first.form in (head, name)


# -- the act -----------------------------------------------------------------------------------
def read_turn(ctx: TurnContext, turn: str, speaker: str, text: str, lang: str, out: Extraction,
              reader: Reader) -> list[Revision]:
    """Read ``text`` (one turn, as said) as a correction of an earlier report of the last turns
    of its session; add the corrected claims to ``out`` and say which earlier claims to re-own.
    Leaves this turn's claims for the turns after it."""
    # (the turns' dicts are shared with the snapshots of the discourse: read, never changed)
    recent: list[dict[str, Any]] = list(ctx.cue_value(RECENT))
    revisions: list[Revision] = []
    if recent:
        revisions = _correct(recent, speaker, text, lang, out, reader,
                             [*ctx.recent, *ctx.speakers])
        if not revisions:
            _agree(recent, speaker, text, lang, out)
    for r in revisions:  # the later turns see the report as corrected, its owner last named
        ctx.note(r.owner)
        recent = [_reowned(seen, r) if seen["turn"] == r.turn else seen for seen in recent]
    mine = {"turn": turn, "speaker": speaker, "text": text[:160], "claims": tuple(
        {"owner": c.owner, "relayed_by": tuple(c.relayed_by), "target": c.target,
         "target_kind": c.target_kind, "polarity": c.polarity,
         "content": c.content[:CONTENT_MAX]} for c in out.claims[:4])}
    ctx.leave_cue_value(RECENT, (*recent, mine)[-_WINDOW:])
    return revisions


def _reowned(seen: dict[str, Any], r: Revision) -> dict[str, Any]:
    """``seen`` (a turn of the cue) with the claims ``r`` corrects given to their new owner."""
    return {**seen, "claims": tuple(
        {**c, "owner": r.owner, "relayed_by": tuple(r.relayed_by)}
        if name_key(c["owner"]) == name_key(r.old) and c["content"] in r.contents else c
        for c in seen["claims"])}


def _correct(recent: list[dict[str, Any]], speaker: str, text: str, lang: str, out: Extraction,
             reader: Reader, people: Sequence[str] = ()) -> list[Revision]:
    found = _ko_correction(text, people) if lang == "ko" else _en_correction(text)
    if found is None:
        return []
    new = _owner(found.x, speaker, lang, reader)
    if new is None:
        return []
    if found.y == _SELF:
        wrong: _Owner | None = _Owner(speaker, [])
        report = _report(recent, speaker, new, wrong, speaker, lang)
    else:
        wrong = _owner(found.y, speaker, lang, reader) if found.y else None
        report = _report(recent, speaker, new, wrong, found.y, lang)
    if not found.anaphoric:
        if found.y not in (None, _SELF) and wrong is not None:
            # the report corrected is the one that said what the correction says, not always
            # the latest of the one corrected ('X said P' / 'X told me Q' / 'no, Z said P')
            report = _said_by(recent, speaker, wrong.owner, found.y, found.content, lang) or report
        return _with_content(found, new, report, out)
    if report is None:
        return []
    at, old, claims = report
    if found.guarded and not _guard(recent, at, found, old):
        return []
    new = _relative_of_wrong(new, found.x, old, lang)
    chain, before = list(new.relayed_by), list(new.relayed_by)
    if found.via:  # Y heard it from X: Y relays X's words
        new = _kin_of(new, found.x, old, lang)
        teller = old.owner
        if teller == _SOMEONE and text[:found.span[0]].strip():
            # ('누가 그래?' — 'X. 걔도 Y한테 들었대'): the report's source unknown till now, the
            # one the answer names before the clause passed it on
            answered = _owner(text[:found.span[0]], speaker, lang, reader)
            teller = answered.owner if answered is not None else teller
        chain = [speaker, teller]
        before = [*old.relayed_by, teller]
    start, end = found.span
    rest = text[:start] + " " + text[end:]
    # the correction clause read as a report of its own goes: its content is the anaphor, or
    # the turn's own agreement ('you're right, it was X who said it': not X's words)
    clause = text[start:end]
    named = (name_key(new.owner), name_key(old.owner))
    out.claims[:] = [c for c in out.claims if not (
        name_key(c.owner) in named and _agreement(c.content, lang) is not None) and (
        _overlap(c.content, rest) or not (name_key(c.owner) in named
                                          or _overlap(c.content, clause)))]
    for c in claims:
        if not any(name_key(k.owner) == name_key(new.owner) and k.content == c["content"]
                   for k in out.claims):
            out.claims.append(ClaimX(**{**c, "owner": new.owner, "relayed_by": chain}))
    return [Revision(turn=at, old=old.owner, contents=[c["content"] for c in claims],
                     owner=new.owner, relayed_by=before)]


def _kin_of(new: _Owner, said: str, old: _Owner, lang: str) -> _Owner:
    """A bare kin term or role the one wrongly given the words heard them from ('걔도 언니한테
    들은 거래': 언니 is theirs) is that person's: 'Y의 언니'."""
    from .names import ko_possessive

    bare = re.sub(r"(?:께서|이가|이|가)$", "", said.strip())
    if lang == "ko" and " " not in bare and bare in _KO_KIN:
        return _Owner(ko_possessive(old.owner, bare), new.relayed_by)
    return new


def _relative_of_wrong(new: _Owner, said: str, old: _Owner, lang: str) -> _Owner:
    """'그건 Y 남편이 한 말이었어': the words are the wrongly named person's relative's, Y as the
    report named them ('최Y 선배' said before, 'Y 선배 남편' now: '최Y 선배의 남편')."""
    from .names import KO_ROLE_NOUNS, ko_possessive

    words = re.sub(r"(?:께서|이가|이|가)$", "", said.strip()).split()
    if lang != "ko" or len(words) < 2 or not (words[-1] in _KO_KIN or words[-1] in KO_ROLE_NOUNS):
        return new
    named = " ".join(words[:-1])
    key, owner = name_key(named), name_key(old.owner)
    if owner == key or owner.endswith(" " + key) or owner.endswith(key) and len(key) >= 2:
        return _Owner(ko_possessive(old.owner, words[-1]), new.relayed_by)
    return new


# Korean kin terms and the relation nouns said of someone's own people (a closed class: a role or
# title said bare, '과장님', stays as said)
_KO_KIN = frozenset(
    """엄마 아빠 어머니 아버지 어머님 아버님 부모님 할머니 할아버지 외할머니 외할아버지 형 누나 언니
    오빠 동생 남동생 여동생 형님 이모 이모부 고모 고모부 삼촌 외삼촌 숙모 사촌 조카 아들 딸 손자
    손녀 남편 아내 와이프 부인 신랑 남친 여친 남자친구 여자친구 시어머니 시아버지 장모 장인
    며느리 사위 친구 룸메 룸메이트""".split())


def _with_content(found: _Correction, new: _Owner,
                  report: tuple[str, _Owner, list[dict[str, Any]]] | None,
                  out: Extraction) -> list[Revision]:
    """A correction with its content ('it was X who said P, not Y'): the rules' claim of X
    without its 'not Y'; Y's earlier claims that say P are X's."""
    for c in out.claims:
        if name_key(c.owner) == name_key(new.owner):
            c.content = _strip_not(c.content)
    if report is None:
        return []
    at, old, claims = report
    claims = [c for c in claims if _overlap(c["content"], found.content)
              or _overlap(found.content, c["content"])]
    return [Revision(turn=at, old=old.owner, contents=[c["content"] for c in claims],
                     owner=new.owner, relayed_by=list(new.relayed_by))] if claims else []


_ANAPHOR_LEAD = re.compile(r"^(?:그건|그거|그게|그 ?말은|그 ?얘기는|말고|아니고|아니라|that|it)\s+",
                           re.IGNORECASE)


@dataclass
class _Owner:
    owner: str
    relayed_by: list[str]


def _owner(phrase: str | None, speaker: str, lang: str, reader: Reader) -> _Owner | None:
    """The owner and chain the rules give 'X said so' / 'X가 그러던데' said by ``speaker``."""
    if not phrase:
        return None
    sentence = fragment(phrase, lang)
    if sentence is None:
        return None
    for c in reader(sentence).claims:
        if (c.owner != _SOMEONE and name_key(c.owner) != name_key(speaker)
                and c.relayed_by[:1] == [speaker]):
            # (a reading of the correction clause may have kept its anaphor with the name)
            return _Owner(_ANAPHOR_LEAD.sub("", c.owner) or c.owner, list(c.relayed_by))
    return None


def _report(recent: list[dict[str, Any]], speaker: str, new: _Owner, wrong: _Owner | None,
            y: str | None, lang: str) -> tuple[str, _Owner, list[dict[str, Any]]] | None:
    """The corrected report: the latest turn's claims owned by the person the correction names
    as wrong (Y), or, with no Y, by the owner of the latest report of someone's words (none
    when that is already the owner the correction names: a confirmation)."""
    for seen in reversed(recent):
        reports = _reports(seen, speaker, y)
        if not reports:
            continue
        if y is not None:
            hit = [c for c in reports if _same(c["owner"], wrong.owner if wrong else y, y, lang)]
            if not hit:
                continue
            owner = hit[0]["owner"]
        else:
            owner = reports[-1]["owner"]
        if name_key(owner) == name_key(new.owner):
            return None
        claims = [c for c in reports if name_key(c["owner"]) == name_key(owner)]
        return seen["turn"], _Owner(owner, list(claims[0]["relayed_by"])), claims
    return None


def _reports(seen: dict[str, Any], speaker: str, y: str | None) -> list[dict[str, Any]]:
    """The claims of a turn of the cue that pass on someone's words: relayed, owned by neither
    its speaker nor the correcting one (unless the correction names the speaker as wrong)."""
    return [c for c in seen["claims"]
            if c["relayed_by"] and name_key(c["owner"]) != name_key(seen["speaker"])
            and (name_key(c["owner"]) != name_key(speaker) or y == speaker)]


def _said_by(recent: list[dict[str, Any]], speaker: str, wrong: str, y: str, content: str,
             lang: str) -> tuple[str, _Owner, list[dict[str, Any]]] | None:
    """The latest turn of ``recent`` whose reports owned by the one corrected say ``content``."""
    for seen in reversed(recent):
        claims = [c for c in _reports(seen, speaker, y) if _same(c["owner"], wrong, y, lang)
                  and (_overlap(c["content"], content) or _overlap(content, c["content"]))]
        if claims:
            return seen["turn"], _Owner(claims[0]["owner"], list(claims[0]["relayed_by"])), claims
    return None


def _same(owner: str, resolved: str, said: str, lang: str) -> bool:
    """Is ``owner`` the person the correction calls wrong (resolved, or by its head word)?"""
    if name_key(owner) == name_key(resolved):
        return True
    head = said.split()[-1].casefold()
    if lang == "ko":
        head = re.sub(r"(?:이가|께서|이|가|은|는)$", "", head) or head
    return name_key(owner).split()[-1:] == [head] or name_key(owner) == head


def _guard(recent: list[dict[str, Any]], at: str, found: _Correction, old: _Owner) -> bool:
    """A bare identification ('no, that was X', '아 아니다, X였어') corrects a report only where it
    names the one corrected ('it was X, not Y'), where it follows the report at once, or where a
    turn since the report asked of a saying or echoed its owner ('Anselma?', '세련 선배가?'):
    not where the talk has moved on to a doing ('Wasn't it your uncle who crashed it?')."""
    if found.y is not None:
        return True
    after = False
    since = []
    for seen in recent:
        if after:
            since.append(seen)
        after = after or seen["turn"] == at
    if not since:
        return True
    head = re.sub(r"(?:의|네)$", "", old.owner.split()[-1].casefold())
    return any("?" in seen.get("text", "") and (
        _SAYING.search(seen.get("text", "")) or head in seen.get("text", "").casefold())
        for seen in since)


def _within(content: str, clause: str) -> bool:
    content, clause = content.casefold(), clause.casefold()
    return bool(content) and (content in clause or clause in content)


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"\w+", text.casefold()) if len(w) > 1}


def _overlap(content: str, rest: str) -> bool:
    """Does ``content`` say part of ``rest`` (the turn outside the correction clause)?"""
    mine = _words(content)
    return bool(mine) and len(mine & _words(rest)) * 2 >= len(mine)


_NOT_TAIL = re.compile(r"\s*[,;—–-]?\s*(?:and\s+|but\s+)?not\s+[\w'’. -]{1,40}$", re.IGNORECASE)


def _strip_not(content: str) -> str:
    return _NOT_TAIL.sub("", content).strip() or content


# -- agreement ---------------------------------------------------------------------------------
# An agreement turn says nothing of its own: the agreeing speaker holds the view of the turn just
# before ('same', 'me too', 'agreed', 'so true', '+1', 'you're right', '저도요', '나도 같은 생각',
# 'ㅇㅈ', '맞아', '그니까') or of the person named ('I agree with X', 'X is right', 'what X said',
# 'X 말이 맞아', 'X 말에 동의'). Answers and acknowledgments ('ok', 'yes', '응', 'ㅇㅇ') are no
# agreement with a view, nor is a turn with words of its own ('same. X said …': the rules read it).
_EN_FILL = re.compile(r"\b(?:lol+|lmao|haha+|tbh|honestly|ngl|fr|tho|though|really|oh|omg|yeah|"
                      r"yep|yes|ya|yea|ok|okay|ha|man|mate|dude|guys?)\b|\b100\s*%|[^\w\s+']",
                      re.IGNORECASE)
_EN_AGREE = re.compile(
    r"(?:(?:literally |same )?same(?: here| tbh)?|me too|me as well|agreed|"
    r"(?:i )?(?:totally |fully )?agree|totally|absolutely|seconded|i second (?:that|this)|this|"
    r"true that|"
    r"couldn'?t have said it better|(?:you'?re|ur|you are|u r) not wrong|"
    r"exactly|so true|very true|true|facts|\+1|ditto|couldn'?t agree more|i think so too|"
    r"i feel the same(?: way)?|my thoughts exactly|you'?re (?:so |totally |absolutely )?right|"
    r"ur right|u r right|fair point|preach|me neither|neither do i|nor me|"
    r"what (?:he|she|they) said|i'?m with (?:you|him|her|them) (?:on (?:this|that))?)",
    re.IGNORECASE)
_EN_AGREE_WITH = re.compile(
    r"(?:i (?:totally |fully |completely )?agree with|agreed with|i'?m with|same as|what) "
    r"(?P<who>[\w'’. -]{2,40}?)(?: said| says| on (?:this|that))?"
    r"|(?P<who2>[\w'’. -]{2,40}?) (?:is|'s|s|was) (?:so |totally |absolutely |dead )?"
    r"(?:right|spot on|correct|not wrong)", re.IGNORECASE)
_KO_FILL = re.compile(r"[ㅋㅎㅠㅜ~!.,?…^;]+|\b(?:진짜|완전|ㄹㅇ|레알|솔직히|그냥)\b")
_KO_AGREE = re.compile(
    r"(?:저도요|저두요|저도|나도|나두|난 ?동의|저도 ?그래요|나도 ?그래|"
    r"나도 ?그렇게 ?생각해|저도 ?그렇게 ?생각해요|"
    r"(?:나도|저도) ?같은 ?생각(?:이야|이에요|임|입니다)?|동의(?:해|해요|합니다)?|"
    r"(?:저도 ?|나도 ?)?동감(?:이에요|이야|임|입니다)?|인정|ㅇㅈ|ㄹㅇ|그니까|"
    r"그러니까(?:요|말이야)?|"
    r"내 ?말이|맞아|맞아요|맞지|맞네|그치|그쵸|찐|그러게(?:요|말이야)?|ㅇㄱㄹㅇ|이거지|"
    r"ㅇㅇ ?맞아|완전 ?인정|인정(?:해|해요|합니다)|ㅇㅈㅇㅈ|공감(?:해|해요|합니다|임)?|"
    r"격하게 ?공감|"
    r"맞는 ?말(?:이야|이에요|임|이지)?|그 ?말이 ?맞아(?:요)?|그니깐|내 ?말이 ?그 ?말이야|"
    r"그러게 ?말이에요|나도나도|저두|(?:ㅇㅇ ?)?(?:나도|저도)|"
    r"(?:(?:나도|저도|나두|저두) ?)?마찬가지(?:야|예요|에요|이야|임|입니다|지|다|요)?)")
_KO_AGREE_WITH = re.compile(
    r"(?P<who>[가-힣A-Za-z]+(?: [가-힣A-Za-z]+)?)\s*(?:말이|말)\s*"
    r"(?:맞아|맞아요|맞네|맞지|맞음|맞는 ?듯|인정)"
    r"|(?P<who2>[가-힣A-Za-z]+(?: [가-힣A-Za-z]+)?)\s*(?:말에|의견에)\s*(?:동의|한 ?표)")
# the second person and the anaphor before 말 ('네 말이 맞아', '그 말이 맞아'): the one just before
_KO_SELF_WORDS = frozenset({"내", "제", "니", "네", "너", "님", "그", "이", "당신", "너네"})


def _agree(recent: list[dict[str, Any]], speaker: str, text: str, lang: str,
           out: Extraction) -> None:
    """A Claim of ``speaker`` holding the view they agree with (the turn before's, or the named
    person's), when ``text`` is an agreement and nothing else."""
    agreed = _agreement(text, lang)
    if agreed is None:
        return
    who = agreed or None
    if who is not None and not any(_is(c["owner"], who) for seen in recent
                                   for c in seen["claims"]) and _address(who):
        who = None  # a kin term or title said to the one just before ('언니 말이 맞아')
    views: list[dict[str, Any]] = []
    if who is None:
        before = recent[-1]
        if name_key(before["speaker"]) == name_key(speaker) or before.get(
                "text", "").rstrip().endswith(("?", "？")):
            return
        views = [c for c in before["claims"]
                 if not c["relayed_by"] and name_key(c["owner"]) == name_key(before["speaker"])]
    else:
        for seen in reversed(recent):
            views = [c for c in seen["claims"] if _is(c["owner"], who)]
            if views:
                break
    if not views or any(name_key(v["owner"]) == name_key(speaker) for v in views):
        return
    said = text.strip()
    out.claims[:] = [c for c in out.claims
                     if not (c.owner == speaker and _within(c.content, said))]
    for v in views[:2]:
        out.claims.append(ClaimX(**{**v, "owner": speaker, "relayed_by": []}))


def _agreement(text: str, lang: str) -> str | None:
    """'' when ``text`` agrees with the turn before and says nothing else, the person named when
    it agrees with someone named ('I agree with X', 'X 말이 맞아'), else None."""
    ko = lang == "ko"
    bare = re.sub(r"\s+", " ", (_KO_FILL if ko else _EN_FILL).sub(" ", text)).strip()
    if not bare or text.rstrip().endswith(("?", "？")):
        return None
    if (_KO_AGREE if ko else _EN_AGREE).fullmatch(bare):
        return ""
    m = (_KO_AGREE_WITH if ko else _EN_AGREE_WITH).fullmatch(bare)
    if m is None:
        return None
    who = (m.group("who") or m.group("who2") or "").strip()
    if ko:
        who = re.sub(r"(?:이|의|네)$", "", who) if who not in _KO_SELF_WORDS else ""
    return "" if who.casefold() in _EN_OBJECT or who.casefold() in (
        "you", "u", "he", "she", "they") else who


def _is(owner: str, who: str) -> bool:
    """Is ``owner`` the person ``who`` names (the whole name, or its first word)?"""
    return name_key(owner) == name_key(who) or name_key(owner).split()[:1] == name_key(
        who).split()[:1]


def _address(word: str) -> bool:
    """Is ``word`` a kin term or title one calls the person one speaks to ('언니', '선배님')?"""
    from .names import KO_ROLE_NOUNS

    return word in KO_ROLE_NOUNS or word.removesuffix("님") in KO_ROLE_NOUNS


def reowns(r: Reowning, owner: str, content: str) -> bool:
    """Does the re-owning ``r`` take a claim owned by ``owner`` that says ``content`` (its owner
    by name, its content on the first ``CONTENT_MAX`` characters)? The one test of the extractor
    within a batch (``rules._reown``) and of the store after it (``Pipeline._reown``)."""
    return name_key(owner) == name_key(r.old) and content[:CONTENT_MAX] in {
        c[:CONTENT_MAX] for c in r.contents}