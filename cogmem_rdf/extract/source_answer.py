"""A report's source, asked for and named in the next turns.

Chat often passes a report on first and names its source only when asked::

    A: the pool is shutting in June apparently      (a report: whose words? someone's)
    B: wait, who said that?                         (the listener asks for its source)
    A: my sister. she works there                   (A names it: A's sister)

    A: 회식 무조건 고기래                              B: 누가 그래?        A: 팀장님이지 뭐

The first turn gives a Claim whose owner is 'someone', relayed by its speaker; the answer is a
fragment (a person named with nothing said of them: 'my sister.', 'Deb did', 'it was Deb',
'팀장님이지 뭐', '응 우리 엄마가.') that no reader of a lone turn takes for a report. This module
tells a turn that asks for a report's source (``asks_source``) and the person a fragment answer
names (``fragment``), which the extractor reads as a saying sentence ('my sister said so', '우리
엄마가 그러던데') with the turn's discourse, so that possessives, pronouns and titles resolve as
they do in any report; the Claim it lands on the answer turn keeps the first report's content.
"""

from __future__ import annotations

import re

from .names import has_batchim

# -- asking where a report came from -------------------------------------------------------
# a who-question with a verb of saying or knowing ('who said that?', 'who told you?', 'who
# reckons that?'), 'says who?', 'from whom?', 'where did you hear that?', a bare 'who?'
_EN_ASKS = re.compile(
    r"\bwho(?:m)?\b[^.!?]{0,30}?\b(?:said|say|says|saying|told|tell|tells|telling|reckons?|"
    r"thinks?|heard|mentioned|claims?|claimed|posted|wrote|texted|messaged)\b"
    r"|\bsaid who\b|\bsays who\b|\bfrom who(?:m)?\b|\bwho from\b|\baccording to who(?:m)?\b"
    r"|\bwhere(?:'d| did| do| you)? ?(?:you|u)? ?(?:hear|get|read|see) (?:that|this|it)\b"
    r"|\bwho(?:'s| is) (?:saying|telling)\b|\bwho(?:se)? (?:idea|words|source)\b"
    r"|^\W*(?:wait\W+|hang on\W+|um+\W+|so\W+|but\W+)?who\W*$",
    re.IGNORECASE,
)
# '누가 그래?', '누가 그랬어?', '누가 한 말이야?', '누구 말이야?', '누구한테 들었어?', '어디서
# 들었어?', '출처?', a bare '누가?' / '누구?'
_KO_ASKS = re.compile(
    r"누가\s*(?:그래|그랬|그러|그런|한\s*말|말했|말하|얘기했|얘기하|알려)"
    r"|누구\s*(?:말|얘기)|누구(?:한테|한테서|에게|에게서|께)\s*(?:들|얘기)"
    r"|어디서\s*(?:들|봤|본|읽)|출처|(?:^|[\s.!?])(?:누가|누구)\s*[?？]"
)


def asks_source(text: str, lang: str) -> bool:
    """Does ``text`` (a turn) ask where a report came from?"""
    if lang == "ko":
        return bool(_KO_ASKS.search(text))
    return "?" in text and bool(_EN_ASKS.search(text)) or bool(
        re.fullmatch(r"\W*(?:says|said) who\W*", text, re.IGNORECASE))


# -- the fragment that names the source -------------------------------------------------------
_EN_LEAD = re.compile(
    r"^(?:(?:oh|ooh|um+|uh+|erm|well|yeah|yep|yes|yup|no|nope|nah|lol|haha|ha|ok|okay|so|"
    r"wait|hmm+|like|ugh|honestly)\b[\s,!.:]*)+",
    re.IGNORECASE,
)
_EN_IT_WAS = re.compile(
    r"^(?:i think |i'm pretty sure |pretty sure |probably |must have been |must've been )?"
    r"(?:it was |it's |that was |that's |twas )?",
    re.IGNORECASE,
)
_EN_TAIL = re.compile(
    r"(?:\s+(?:did|does|do|said|says|said so|said that|told me|tells me|obviously|of course|"
    r"ofc|lol|haha|who else|apparently|i think|tbh|himself|herself|themselves|actually))+\s*$",
    re.IGNORECASE,
)
# a fragment that says no one ('I dunno', 'nobody', 'it's in the news') or the speaker
_EN_NO_ONE = frozenset({
    "i", "i'm", "im", "me", "we", "you", "u", "idk", "dunno", "not", "nobody", "noone", "no",
    "someone", "somebody", "everyone", "everybody", "anyone", "it", "that", "this", "they",
    "there", "just", "can't", "cant", "don't", "dont", "heard", "read", "saw", "the news",
})
_FRAGMENT_WORDS = 6

_KO_LEAD = re.compile(
    r"^(?:(?:아니|그게|저기|글쎄|ㅇㅇ|응|어|아|엉|웅|ㅇ|음+|헐)(?=[\s,.…~!?]|$)[\s,.…~!?]*)+")
_KO_TAIL_MARKS = re.compile(r"[\sㅋㅎㅠㅜ~^;…!.?]+$")
# a copula or ending after the name ('X이지 뭐', 'X지', 'X이야', 'X요'): the form after a
# final consonant, then the form after a vowel
_KO_ENDINGS = (
    ("이지 뭐", "지 뭐"), ("이지뭐", "지뭐"), ("이었지", "였지"), ("이었어", "였어"),
    ("이에요", "예요"), ("이죠", "죠"), ("이지", "지"), ("이야", "야"),
)
_KO_SUBJECT = re.compile(r"(?:이|가|께서)$")
# the one the report is about, as its own source ('본인이', '당사자가')
SELF = frozenset({"본인", "당사자", "자기", "걔 본인", "그분 본인"})
SELF_SAID = "본인"
_KO_NO_ONE = frozenset({"나", "내가", "저", "제가", "몰라", "모르", "아무", "누군가", "그냥",
                        "다들"})


def fragment(text: str, lang: str) -> str | None:
    """The saying sentence a fragment answer stands for ('my sister.' → 'my sister said so',
    '팀장님이지 뭐' → '팀장님이 그러던데'), or None when the turn's first sentence is no short
    name of someone."""
    return _ko_fragment(text) if lang == "ko" else _en_fragment(text)


def _en_fragment(text: str) -> str | None:
    head = _EN_LEAD.sub("", text.strip())
    head = re.split(r"[.!?;,\n]|\s[-–—]\s|\s\(", head, maxsplit=1)[0].strip()
    head = _EN_TAIL.sub("", _EN_IT_WAS.sub("", head)).strip()
    words = head.split()
    if not words or len(words) > _FRAGMENT_WORDS:
        return None
    low = head.casefold()
    if words[0].casefold() in _EN_NO_ONE or low in _EN_NO_ONE:
        return None
    return f"{head} said so."


# what the named source says they had from someone else, said after the name ('X. 걔도 Y한테
# 들었대', 'X요. 그분은 Y한테서 들었다던데', 'X. Y가 그랬대'): X passed on Y's words
_KO_HAD_FROM = re.compile(
    r"^(?:(?:걔|얘|쟤|그분|그 사람|그 친구|그 애|본인)(?:도|는|은|이|가)?\s+)?"
    r"(?:그거\s+|그 ?말\s+|그 ?얘기\s+)?"
    r"(?P<y>[가-힣]+(?:\s+[가-힣]+)?)"
    r"(?:(?:한테서|한테|에게서|에게|께)\s*(?:전해\s*)?들었|(?:이|가|께서)\s*(?:그랬|그러셨|말했|말해\s*줬))"
    r"(?:대|대요|다더라|다더라고|다던데|다던데요|다네|다고\s*하더라|답니다)[\s.!~ㅋㅎ]*$"
)


def had_from(rest: str) -> str | None:
    """The one the named source had the report from, said in the sentence after the name."""
    m = _KO_HAD_FROM.match(_KO_LEAD.sub("", rest.strip()))
    if m is None:
        return None
    y = m.group("y").strip()
    if y.split()[0] in _KO_NO_ONE or y.split()[0] in ("누구", "누구한테", "어디") or not (
            _ko_noun_phrase(y)):
        return None
    return y


# the answer said as a saying of its own, then whom that one had it from ('X가 그랬어. 걔도 Y한테
# 들었대', 'X한테 들었어. 걔는 Y한테 들었대', 'X가 그러던데 걔도 Y한테 들었대')
_KO_SAID_HEAD = re.compile(
    r"^(?P<x>[가-힣]+(?:\s+[가-힣]+)?)(?:이가|께서|이|가|한테서|한테|에게서|에게|께)\s*"
    r"(?:그랬|그러셨|말했|들었)(?:어|지|거든|는데)?(?:요)?(?:\s*[,.!~]+|(?=\s|$))"
    r"\s*(?P<rest>\S.*)?$"
    r"|^(?P<x2>[가-힣]+(?:\s+[가-힣]+)?)(?:이가|께서|이|가)\s*(?:그러던데|그러는데|그러시던데|"
    r"그러시는데)(?:요)?\s*[,.!~]*\s+(?P<rest2>\S.*)$"
)


def _ko_said_then_had(text: str) -> str | None:
    """'X가 그랬어', 'X한테 들었어' answering who said it: X's words ('X가 그러던데'); and 'X가
    그랬어. 걔도 Y한테 들었대': X said it, having it from Y — read as 'X가 Y한테 들었대' (None
    when the turn is no such answer)."""
    m = _KO_SAID_HEAD.match(text)
    if m is None:
        return None
    x = (m.group("x") or m.group("x2")).strip()
    rest = m.group("rest") or m.group("rest2")
    if x.split()[0] in _KO_NO_ONE or x.split()[0] in _KO_SPEAKER or not _ko_noun_phrase(x):
        return None
    subject = f"{x}{'이' if has_batchim(x[-1]) else '가'}"
    y = had_from(rest) if rest else None
    return f"{subject} {y}한테 들었대" if y is not None else f"{subject} 그러던데"


# the speaker and the listener, who are no source of a report passed on ('내가 그랬어')
_KO_SPEAKER = frozenset({"나", "내", "저", "제", "너", "니", "네", "당신", "누구", "누가"})


def _ko_fragment(text: str) -> str | None:
    head = _KO_LEAD.sub("", text.strip())
    said = _ko_said_then_had(head)
    if said is not None:
        return said
    head, *after = re.split(r"[.!?\n]|ㅋ|ㅎ|ㅠ", head, maxsplit=1)
    rest = re.sub(r"^[.!?\nㅋㅎㅠ\s]+", "", after[0]) if after else ""
    head = _KO_TAIL_MARKS.sub("", head).strip()
    if head.endswith("요") and not head.endswith(("이에요", "예요")):
        head = head[:-1]
    for after_final, after_vowel in _KO_ENDINGS:
        if head.endswith(after_final) and has_batchim(head[: -len(after_final)][-1:]):
            head = head[: -len(after_final)]
            break
        if head.endswith(after_vowel) and head[: -len(after_vowel)][-1:] and not has_batchim(
                head[: -len(after_vowel)][-1:]):
            head = head[: -len(after_vowel)]
            break
    head = head.strip()
    words = head.split()
    if not words or len(words) > 4 or any(w.startswith(tuple(_KO_NO_ONE)) for w in words[:1]):
        return None
    if not re.fullmatch(r"[\uac00-\ud7a3A-Za-z ]+", head) or not _ko_noun_phrase(head):
        return None
    if _KO_SUBJECT.sub("", head) in SELF:
        return SELF_SAID
    subject = head if _KO_SUBJECT.search(head) and len(head) > 1 else (
        f"{head}{'이' if has_batchim(head[-1]) else '가'}")
    y = had_from(rest) if rest else None
    if y is not None:
        # ('X. 걔도 Y한테 들었대'): Y's words, X passed them on — read as 'X가 Y한테 들었대' (s36)
        return f"{subject} {y}한테 들었대"
    return f"{subject} 그러던데"


# what a Korean noun phrase naming someone is made of (Kiwi's tags): nouns, pronouns ('우리',
# '걔네'), a title suffix ('님'), determiners, the genitive and subject particles, Latin letters
_KO_NP_TAGS = frozenset({"NNG", "NNP", "NNB", "NP", "NR", "SN", "SL", "XSN", "XPN", "MM", "JKS",
                         "JKG", "JX"})


def _ko_noun_phrase(head: str) -> bool:
    from .ko_parse import looks_like_name, tokenize

    bare = _KO_SUBJECT.sub("", head)
    toks = list(tokenize(head))
    if re.fullmatch(r"[가-힣]{2,3}", bare) and looks_like_name(bare) and (
            bare[-1] != "이" or looks_like_name(bare[:-1])) and not any(
            t.tag.startswith(("V", "E", "XSV", "XSA")) for t in toks):
        # a given name Kiwi does not know, read as pieces that are no predicate ('단률' as 단 +
        # 률): still a name (s36)
        return True
    return bool(toks) and all(t.tag in _KO_NP_TAGS for t in toks) and any(
        t.tag in ("NNG", "NNP", "NP") for t in toks)
