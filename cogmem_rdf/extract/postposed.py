"""A report, then its source in a sentence of its own (English and Korean).

Chat often says the news first and who it came from after it, in a sentence that repeats
nothing of the news: a subject, a verb of telling, and at most a pronoun standing for what was
just said ("The lido's closing for a year. My aunt mentioned it at lunch."; "… apparently. Got
it from my aunt."; "…. Source: my aunt."). The report is the source's, passed on by the speaker,
whatever verb of telling is used. The rules read a source sentence that says something of its
own; this reads the one that only points back. It recognises the source sentence by its shape
(``source_of``), then reads the two sentences again as one in the order the rules know
("My aunt said the lido's closing for a year"), so the source phrase is resolved as any other
(possessives to the speaker's, pronouns to the person named before, names as names). Korean
says it as *…대. 이모가 알려줬어*, *…다던데 이모가 단톡에 올렸더라*, *출처는 이모*, *이모
피셜*; the two are read again as *이모가 그러는데 …대*.

>>> source_of("My aunt mentioned it at lunch.")
'My aunt'
>>> source_of("got it from our neighbour lol")
'our neighbour'
>>> source_of("My aunt mentioned the pool is closing.") is None  # says something of its own
True
>>> ko_source_of("우리 이모가 어제 단톡에 올렸더라")
'우리 이모'
>>> ko_source_of("이모가 공사 때문이래") is None
True
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial

from ..models import ClaimX, Extraction
from .names import has_batchim

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
    rf"(?:texted|messaged|emailed|warned|told|tipped\s+off)\s+(?:me|us)"
    rf"(?:\s+about\s+{_IT})?|"
    rf"(?:posted|shared|announced|confirmed|said|says)\s+{_IT}|"
    rf"(?:was|were)\s+(?:saying|telling\s+(?:me|us))(?:\s+{_IT})?|"
    rf"(?:heard|found\s+out|got)\s+{_IT}(?:\s+(?:at|from|on|in)(?:\s+[\w'-]+){{1,4}})?|"
    rf"swears\s+(?:{_IT}'s\s+true|it\s+is\s+true))")
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

# Korean: who told it (one or two words, 우리/내 before a relation noun), the particle of the
# teller or of the one heard from, short adjuncts of when, where or how it came (어제, 아까,
# 점심 때, 단톡에, 문자로, 나한테), and a verb of telling or hearing that says nothing more
_KO_WHO = r"(?P<who>(?:(?:우리|내|제|저희)\s+)?[가-힣]{1,8}(?:\s+[가-힣]{1,6})?)"
_KO_ADJUNCT = (r"(?:(?:어제|아까|오늘|방금|아침|점심|저녁|지난번|전에|저번에|그때|때|"
               r"[가-힣]+(?:에|에서|로|으로|때|한테)|"
               # ('교육 마치고', '수업 끝나고': when, as a clause of finishing)
               r"[가-힣]+\s+(?:끝나고|마치고|끝나서|끝난\s+뒤에|끝나자마자))\s*)")
_KO_TOLD = (r"(?:알려\s*주|알려\s*줬|알려\s*줌|올렸|올림|귀띔|보내\s*줬|보내\s*주|얘기해\s*줬|"
            r"얘기했|얘기하|말해\s*줬|말했|말하|그랬|그러|그러시|들었|들은|들음|전해\s*줬|전했|"
            r"카톡했|문자했|톡했|톡\s*보냈)")
_KO_SOURCE_SENTENCE = [
    re.compile(rf"^{_KO_WHO}(?:이|가|께서|한테서|한테|에게서|에게|께)\s+{_KO_ADJUNCT}{{0,3}}"
               rf"{_KO_TOLD}[가-힣\s]{{0,8}}[.!~ㅋㅎ]*$"),
    re.compile(rf"^(?:출처는|소스는)\s+{_KO_WHO}(?:이야|임|야|요|이에요|예요)?[.!~ㅋㅎ]*$"),
    re.compile(rf"^{_KO_WHO}\s*(?:피셜|말이야|말임|말이에요|말이고)(?:임|이야|이에요)?[.!~ㅋㅎ]*$"),
]
# the speaker as the report's subject (their own doing or view): no source takes it
_KO_SELF = re.compile(r"(?:^|\s)(?:나|난|내가|저|전|제가|저는|나는)(?:\s|$)")
# a report told as hearsay (the sayer's words reached the speaker through someone)
_KO_HEARSAY = re.compile(r"(?:대|래|대요|래요|더라|더라고|던데|다네|라네|다나)(?:요)?[\s.!~ㅋㅎ]*$|"
                         r"(?:대|래)[.!~]\s")
# the verb forms that would make the sentence say something of its own: a quoted complement
_KO_QUOTED = re.compile(r"(?:다고|라고|자고|냐고|대서|래서|다며|라며)(?:\s|$)")
# where a Korean turn's sentences part: sentence ends, and a connective 'and / but' (…는데,
# …던데) when what follows it is a source sentence
_KO_CONNECTIVE = re.compile(r"(?<=데)\s+")


def ko_source_of(sentence: str) -> str | None:
    """The source phrase of a Korean sentence that only says who told or was heard from."""
    s = sentence.strip()
    if _KO_QUOTED.search(s):
        return None
    for pattern in _KO_SOURCE_SENTENCE:
        m = pattern.match(s)
        if m and m["who"] not in {"나", "내가", "저", "제가", "난", "전", "걔가"}:
            return m["who"]
    return None


def _ko_parts(text: str) -> list[str]:
    parts: list[str] = []
    for p in _SENTENCE_END.split(text):
        if not p or not p.strip():
            continue
        pieces = _KO_CONNECTIVE.split(p.strip())
        cut = next((k for k in range(1, len(pieces))
                    if ko_source_of(" ".join(pieces[k:])) is not None), None)
        if cut is None:
            parts.append(p.strip())
        else:
            parts += [" ".join(pieces[:cut]), " ".join(pieces[cut:])]
    return parts


def said_so(turn_text: str, lang: str) -> str | None:
    """A turn whose first sentence only names a source ('My aunt mentioned it at lunch.', '이모가
    단톡에 올렸더라') as the saying sentence it stands for ('My aunt said so.', '이모가
    그러던데'), or None: the answer naming a report's source when the turn before asked, or the
    reporter's own next message."""
    if lang == "ko":
        who = ko_source_of((_ko_parts(turn_text) or [""])[0])
        return None if who is None else f"{_subject(who)} 그러던데"
    first = next((p.strip() for p in _SENTENCE_END.split(turn_text) if p and p.strip()), "")
    who = source_of(first)
    return None if who is None else f"{who} said so."


def _subject(who: str) -> str:
    """``who`` with the subject particle (이 after a closed syllable, 가 after an open one)."""
    return who + ("이" if has_batchim(who[-1]) else "가")


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
        _take(out, again, speaker, report, after, partial(_teller, reader, f"{who} said so."))


def read_postposed_ko(text: str, speaker: str, out: Extraction, reader: Reader) -> None:
    """The Korean reading of ``read_postposed``: '…대. 이모가 알려줬어' read again as '이모가
    그러는데 …대'."""
    parts = _ko_parts(text)
    pairs = list(zip(parts, parts[1:], strict=False))
    # ('…하신대요. 저녁엔 …한다고요. X가 그러더라고요.': a reason quoted after the report goes
    # on with it; the source sentence after both names the report's source)
    pairs += [(a, c) for a, b, c in zip(parts, parts[1:], parts[2:], strict=False)
              if _KO_GOES_ON.search(b) and ko_source_of(c) is not None
              and ko_source_of(b) is None]
    for report, after in pairs:
        who = ko_source_of(after)
        if who is None or ko_source_of(report) is not None or len(report.split()) < 2 or (
                report.rstrip().endswith("?")) or _KO_SELF.search(report):
            continue
        _take(out, reader(f"{_subject(who)} 그러는데 {report.strip()}"), speaker, report, after,
              partial(_teller, reader, f"{_subject(who)} 그러는데 그렇대."),
              relays=bool(_KO_HEARSAY.search(report)))


# a sentence that goes on with a report just made: its reason or its rest, quoted ('…한다고요')
_KO_GOES_ON = re.compile(r"(?:다고|라고|자고|대서|래서)요?[.!~]*$")
_NO_ONE = frozenset({"someone", "somebody", "누군가"})


def _teller(reader: Reader, canned: str) -> str | None:
    """The owner the rules give a canned report of the source (``canned``: 'X said so'): the
    source phrase resolved as any other."""
    return next((c.owner for c in reader(canned).claims if c.owner.lower() not in _NO_ONE), None)


def _take(out: Extraction, again: Extraction, speaker: str, report: str, after: str,
          teller: Callable[[], str | None], relays: bool = True) -> None:
    """The re-read's claims of another person, passed on by the speaker, in place of the first
    reading's claims of the two sentences. A report that already says whose words it is ('X said
    …', '…했대') keeps its owner: the source sentence names who passed it on (hearsay of hearsay,
    the source the speaker's nearest hop) — in Korean only when the report is told as hearsay
    (-대, -더라, -다던데); one told as witnessed ('X가 …고 하셨어') keeps its first reading."""
    sayers = [c for c in out.claims if _of(c, report, "") and c.owner != speaker
              and c.owner.lower() not in _NO_ONE]
    if sayers:
        if not relays:
            return
        hop = teller()
        if hop is None or hop == speaker:
            return
        for c in sayers:
            if hop != c.owner and hop not in c.relayed_by:
                c.relayed_by = [speaker, hop, *(p for p in c.relayed_by if p != speaker)]
        out.claims[:] = [c for c in out.claims if c in sayers or not (
            c.owner == hop and _of(c, "", after))]
        return
    new = [c for c in again.claims if c.owner != speaker and c.relayed_by[:1] == [speaker]
           and c.owner.lower() not in _NO_ONE]
    if not new:
        return
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
    return bool(content) and (bool(said) and (content in said or said in content)
                              or bool(after) and content in after.lower())
