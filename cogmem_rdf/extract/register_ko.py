"""Spoken Korean word order, read as the frame rows expect it before the Korean rules run.

In talk a source often comes after what it said, as an afterthought (right dislocation):
"도서관 월요일에 쉰대, 우리 삼촌이" for "우리 삼촌이 도서관 월요일에 쉰대", or with a pro-form
verb: "주차비가 올랐다던데 옆집 할머니가 그러시더라". The frame rows read a subject before its
hearsay ending; this module
moves such a trailing subject (a noun phrase with 이/가/께서, checked by Kiwi) to the front of its
sentence in a copy of the turn's text, and drops the pro-form verb (그러더라, 그러셨어 …) that only
repeats the saying. Text without a trailing subject is left as it is.

>>> front_dislocated("ㅇㅇ 근데 도서관 월요일에 쉰대 우리 삼촌이")
'우리 삼촌이 ㅇㅇ 근데 도서관 월요일에 쉰대'
>>> front_dislocated("주차비가 올랐다던데 옆집 할머니가 그러시더라")
'옆집 할머니가 주차비가 올랐다던데'
>>> front_dislocated("우리 삼촌이 도서관 월요일에 쉰대")
'우리 삼촌이 도서관 월요일에 쉰대'

The reported clause itself may come after the verb of saying or hearing, closed by its
quotative ending ("삼촌이 그러더라, 도서관 월요일에 쉰다고"): ``quote_dislocated`` puts it back
before that verb, where the frame rows read a complement:

>>> quote_dislocated("삼촌이 이모한테 들었대, 도서관 월요일에 쉰다고.")
'삼촌이 이모한테 도서관 월요일에 쉰다고 들었대.'
>>> quote_dislocated("삼촌이 그러더라, 도서관 월요일에 쉰다고 ㅋㅋ")
'삼촌이 도서관 월요일에 쉰다고 그러더라 ㅋㅋ'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from .frames_ko import AUTHORED_TEXTS, MESSAGE_NOUNS, SPEECH_ACTS
from .names import KO_GIVEN_NAME_SYLLABLES, KO_ROLE_NOUNS, has_batchim, josa

# hearsay endings a reported clause closes with (-대/-래, -더라, -던데, -다며 …)
_HEARSAY_END = (
    r"(?:대|래|대요|래요|더라|던데|다던데|라던데|다더라|라더라|더라고|더라고요|다며|다면서|대더라|"
    r"래더라|답니다|더래|더래요"
    # (the same endings as chat types them — 댕, 대여, 래용, -다던뎅, -다드라(구), -더라구(요) — and
    # the rest of the paradigm: -다네/-단다/-랍니다, -다던가, -다잖아/-대잖아, -다든데)
    r"|댕|대여|대용|랭|래여|래용|던뎅|드라|드라고|드라구|더라구|더라구요|다네|라네|단다|란다|랍니다|"
    r"다던가|라던가|다잖아|라잖아|대잖아|래잖아|다든데|라든데)"
)
# the verbal nouns of the speech acts said with 하다 ('반대했어요', '불평하더라'), longest first
SPEECH_ACT_NOUNS = "(?:" + "|".join(
    sorted((w for w in SPEECH_ACTS.split("|") if len(w) >= 2 and not w.endswith(
        ("하", "리", "이", "르", "치", "놓", "들", "까", "싸", "보", "내", "라", "지", "티"))
            and not (w.endswith("대") and len(w) > 2)), key=len, reverse=True)) + ")"
# pro-form verbs that only repeat the saying ("…, X가 그러더라")
_PRO_FORM = (
    r"(?:그러더라|그러시더라|그러던데|그러시던데|그랬어|그러셨어|그랬어요|그러셨어요|그러더라고|"
    # (the connective said last, as chat leaves it: '…별로래, X가 그러는데')
    r"그러는데|그러시는데|그랬는데|그러셨는데|"
    r"그러시더라고|그러더라고요|그러시더라고요|그랬대|그러셨대|그랬대요|그러셨대요"
    # (and the verbs of saying said with nothing reported, 'X가 얘기하더라', 'X가 말했대',
    # '팀장님이 말씀하셨어요': what they said is the clause before)
    r"|(?:얘기|말)(?:하더라|하더라고|하더라고요|했어|했어요|했대|했대요|해줬어|해줬어요|해주더라)"
    r"|말씀(?:하시더라|하시더라고|하시더라고요|하셨어|하셨어요|하셨대|하셨대요|해주셨어|해주셨어요)"
    # (the formal register's, and words passed on: '주임님이 전해 주셨어요')
    r"|그랬습니다|그러셨습니다|전하셨습니다|전했습니다|전하셨어요|전했어요|전하더라고요|전하더라"
    r"|전해\s?줬어요|전해\s?주셨어요"
    # (words passed on as a favour: 'X가 전해 달래요', 'X가 그 얘기도 해 주더라고요',
    # 'X가 알려 줬어')
    r"|(?:(?:그\s+)?(?:얘기|말)(?:도|를|을)?\s+해|말해|얘기해|전해|알려)\s?(?:주더라|주더라고|주더라고요|"
    r"줬어|줬어요|주셨어|주셨어요|주셨더라고요|주시더라고요|줌|달래|달래요|달라더라|달라더라고요)"
    # (and said as what they passed on, a cleft: 'X가 전해 준 거임', 'X가 알려 주신 거예요')
    r"|(?:말해|얘기해|전해|알려)\s?(?:준|주신)\s?(?:거임|거야|거예요|거에요|거고|겁니다|거래|거래요))"
)
_DISLOCATED = re.compile(
    rf"(?P<clause>[^.!?\n]*?{_HEARSAY_END}(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+|~)*)[,.!~]*\s+"
    r"(?P<np>(?:[가-힣]+\s+){0,2}[가-힣]+?(?:이|가|께서))"
    # (where or how they said it between the source and its verb: '…그랬대요. X가 저한테 직접
    # 그랬어요', 'X가 학원 끝나고 와서 그러더라고요')
    rf"(?:(?P<mid>(?:\s+[가-힣]+){{0,4}}?)\s+(?P<pro>{_PRO_FORM}))?"
    r"(?P<end>[.!?~]*(?:\s*(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+))?)[ \t]*(?=$|\n|(?<=[.!?~])\s)"
)
# the verbs of passing words on as a favour in ``_PRO_FORM`` ('전해 주더라', '알려 줬어')
_PASSED_ON = re.compile(r"(?:해|말해|얘기해|전해|알려)\s?(?:주|줬|줌|달)")
# what a subject that only points is ('그게', '누가'): no source
_NOT_SOURCE = frozenset("그것 이것 저것 그거 이거 저거 뭐 무엇 누구 그 이 저".split())  # noqa: SIM905


# a verb of saying or hearing closing its clause, then the reported clause said after it with
# its quotative ending ('X가 Y한테 들었대, …다고', 'X가 그러더라, …라고', 'X한테 들었어, …냐고')
_SAY_OR_HEAR = (
    r"(?:그러더라|그러시더라|그러더라고|그러시더라고|그러던데|그러시던데|그랬어|그러셨어|그랬대|"
    r"그러셨대|그랬다더라|말했어|말했대|말하더라|말해줬어|말씀하셨어|말씀하셨대|말씀하시더라|"
    r"얘기했어|얘기했대|얘기하더라|얘기해줬어|들었어|들었대|들었다더라|들었다던데|"
    r"했어|했대|하더라|하던데|하셨어|하셨대|하시더라)(?:요)?"
)
_QUOTE_DISLOCATED = re.compile(
    rf"(?P<head>[^.!?\n]*?[가-힣]+(?:이|가|께서|은|는|한테|한테서|에게|에게서|께)\s+"
    rf"(?:[^.!?\n]*?\s)?)(?P<verb>{_SAY_OR_HEAR})[,~]?\s+"
    r"(?P<comp>[^.!?\n]+?(?:다고|라고|냐고|자고))"
    # (the turn may go on after it: '…그러던데요, …라고. 그래서 …')
    r"(?P<end>[.!?~]*(?:\s*(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+))?)[ \t]*(?=$|\n|(?<=[.!?~])\s)"
)


# a hearsay ending earlier in the turn ('…안 나온대서', '…쉰대.'): a report whose source the
# saying after it may name as well
_EARLIER_REPORT = re.compile(
    r"(?:[대래]|대요|래요|대서|래서|다던데|라던데|다더라|라더라)(?=[\s.,!?~ㅋㅎ]|$)")


# the regional verbs of saying (Gyeongsang 카다 for 하다 after a quotation, with no 고: '…다
# 카더라', '그카는데'; Jeolla/Chungcheong 허다 and 혀: '…다고 허드라', '…다고 혀') and the
# regional endings on them (-디 for -데: '그러는디'; -드라 for -더라; -댜 for the hearsay -대:
# '준댜'), read as the standard forms the frame rows know
_KA_FORMS = {"카더라": "하더라", "카드라": "하더라", "카던데": "하던데", "카는데": "하는데",
             "카데": "하데", "칸다": "한다", "캤다": "했다", "캤어": "했어", "카면서": "하면서",
             "카네": "하네", "카대": "한대", "칸대": "한대", "카이": "하니",
             # (with the honorific 시, for an elder: '…다 카셨어', '카시더라'; and the reported
             # retrospective '카더란다')
             "카셨어": "하셨어", "카셨다": "하셨다", "카셨어요": "하셨어요", "카신다": "하신다",
             "카시더라": "하시더라", "카시던데": "하시던데", "카시데": "하시데",
             "카신대": "하신대", "카더란다": "하더란다", "캤는데": "했는데", "캤대": "했대",
             # (the retrospective with its 고, '…다 카더라고', and the causal and the reported
             # past: '…라 카길래', '…다 카셨단다', '…다 캤단다')
             "카더라고": "하더라고", "카더라구": "하더라구", "카드라고": "하더라고",
             "카길래": "하길래", "카시는데": "하시는데", "카셨는데": "하셨는데",
             "카셨단다": "하셨단다", "캤단다": "했단다"}
# the pro-form verb of saying in Gyeongsang speech, 그라- for 그러- ('그라던데', '그라더라'); its
# -대 is the retrospective -더라 there ('덕칠이가 장에서 그라대': 'so X said (I heard him)')
_GEURA_FORMS = {"그라던데": "그러던데", "그라더라": "그러더라", "그라대": "그러더라",
                "그라데": "그러데", "그라는데": "그러는데", "그라드라": "그러더라",
                "그라면서": "그러면서"}
_HEO_FORMS = {"혀": "해", "허드라": "하더라", "허더라": "하더라", "혔어": "했어", "혔다": "했다",
              "혔대": "했대", "허는디": "하는데", "허던디": "하던데", "헌다": "한다",
              "혔는디": "했는데",
              "혔다는디": "했다는데", "허네": "하네", "허대": "한대"}
_QUOTED_END = re.compile(r"(?:다|라|자|냐|까|고)[.,!?~]*$")
_KKO_QUOTE = re.compile(r"(?<=[가-힣])(다|라|자|냐)꼬(?=[\s.,!?~]|요|$)")
_NIDEO = re.compile(r"(?<=[가-힣])니더(?=[\s.,!?~]|$)")
_YE_POLITE = re.compile(r"(?<=[가-힣])(던데|는데|ᆫ데|데|지|거든|더라|어|아)예(?=[\s.,!?~]|$)")
_GA_GA = re.compile(r"(?<!\S)가가(?=\s)")
_DIALECT_WORD = re.compile(r"(?<!\S)([가-힣]+?)(는디|던디|드라|드라고|드만|댜|디)(?=[\s.,!?~]|$)")


def dialect_saying(text: str) -> str:
    """``text`` with the regional verbs of saying and their endings read as standard Korean.

    >>> dialect_saying("느그 삼촌은 올해 농사 안 짓는다 카더라.")
    '느그 삼촌은 올해 농사 안 짓는다고 하더라.'
    >>> dialect_saying("이장이 그러는디 다음 달부터 버스가 안 선댜.")
    '이장이 그러는데 다음 달부터 버스가 안 선대.'
    >>> dialect_saying("느그 이모는 김치는 괜찮다고 혀.")
    '느그 이모는 김치는 괜찮다고 해.'
    """
    # (Gyeongsang's quotative 꼬 for 고 after a sentence ending, '…된다꼬 본다', '방수라꼬?', and
    # its formal -니더 for -니다, '봅니더', '합니더')
    text = _KKO_QUOTE.sub(r"\1고", text)
    text = _NIDEO.sub("니다", text)
    # (and its pronoun 가 for 걔, as a word of its own with the subject particle: '가가 그라더라')
    text = _GA_GA.sub("걔가", text)
    # (its polite 예 for 요 on an ending: '카던데예', '했어예', '그렇지예')
    text = _YE_POLITE.sub(r"\1요", text)
    if not re.search(r"[카칸캤혀허혔헌]|디|드라|드만|댜|그럼|그라", text):
        return text
    words = text.split(" ")
    for i, w in enumerate(words):
        core = w.rstrip(".,!?~")
        end = w[len(core):]
        prev = words[i - 1] if i else ""
        if core in _GEURA_FORMS:
            words[i] = _GEURA_FORMS[core] + end
        elif core.startswith("그") and core[1:] in _KA_FORMS:
            # '그카는데', '그카더라': the pro-form verb of saying (그러다; every form is 하-)
            words[i] = "그러" + _KA_FORMS[core[1:]][1:] + end
        elif core.startswith("그") and core.endswith("요") and core[1:-1] in _KA_FORMS:
            words[i] = "그러" + _KA_FORMS[core[1:-1]][1:] + "요" + end  # ('그카던데요')
        elif (std := _KA_FORMS.get(core) or _HEO_FORMS.get(core) or (
                _KA_FORMS.get(core[:-1]) and _KA_FORMS[core[:-1]] + "요" if core.endswith(
                    "요") else None)) and _QUOTED_END.search(prev):
            # (and with the polite 요: '…라 카던데요')
            if not prev.rstrip(".,!?~").endswith("고"):
                words[i - 1] = prev.rstrip(".,!?~") + "고"  # ('…다 카더라': the 고 speech drops)
            words[i] = std + end
    text = " ".join(words)

    def ending(m: re.Match[str]) -> str:
        stem, e = m.group(1), m.group(2)
        std = {"는디": "는데", "던디": "던데", "드라": "더라", "드라고": "더라고", "드만": "더라고",
               "댜": "대", "디": "데"}[e]
        if e == "디" and not stem.endswith(("는", "던", "ㄴ", "은", "근", "헌", "한", "런")):
            return m.group(0)  # ('근디', '그런디' but not a noun in 디)
        if e == "드라" and stem in ("", "드"):
            return m.group(0)
        return stem + std

    text = _DIALECT_WORD.sub(ending, text)
    # (chat's noted -ㅁ on the pro-form verb of saying, after its subject at a sentence's end:
    # '…래. X가 그럼' — 그럼 there is no 'then')
    return _NOTED_GEUREOM.sub(r"\1 그러더라\2", text)


_NOTED_GEUREOM = re.compile(r"([가-힣]+(?:이|가|께서))\s+그럼(?=[.!~ㅋㅎ]*$|[.!?~]+\s)([.!~]*)")


# a verb of saying closing on the retrospective -더라고, which ends in 라고 like a quotative
_OWN_SAYING_END = re.compile(r"(?:^|\s)(?:하|하시|그러|그러시|말하|말씀하시|얘기하)더라고$")


def quote_dislocated(text: str) -> str:
    """``text`` with a reported clause said after its verb of saying or hearing put before it;
    not when a report without its own source comes before it in the turn (the saying may be
    that report's source too: '…안 나온대서 다행이에요. X가 그러더라고요, …라고')."""
    if "고" not in text:
        return text

    def move(m: re.Match[str]) -> str:
        if _EARLIER_REPORT.search(text, 0, m.start("verb")):
            return m.group(0)
        if _OWN_SAYING_END.search(m.group("comp")):
            # ('X는 …라고 하던데, Y는 …다고 하더라고': what follows the comma closes on a verb
            # of saying of its own, the retrospective -더라고 — a second report, no quotation)
            return m.group(0)
        return f"{m.group('head')}{m.group('comp').strip()} {m.group('verb')}{m.group('end')}"

    return _QUOTE_DISLOCATED.sub(move, text)


def _own_np(np: str) -> bool:
    """Is the noun phrase (closed by its particle) the speaker's or the listener's own pronoun
    ('내가', '나도', '너는', '우리가'): no third person who passes words on?"""
    return re.sub(r"(?:이|가|도|는|은|께서|께서도)$", "", np).split()[-1] in _NOT_TELLER


# the source said first with a quotative ('Y한테 들었다고 X가 그러는데 …'): X says they heard it
# from Y — the subject of the pro-form verb of saying heard it, Y said it
_HEARD_SAID_FIRST = re.compile(
    r"(?P<pre>(?:^|(?<=[.!?,\n]))[ \t]*)(?P<head>[^.!?,\n]*?)"
    r"(?P<src>[가-힣]+(?:한테서|한테|에게서|에게|께))\s+(?P<adv>(?:직접|다)\s+)?들었다고(?:요)?\s+"
    r"(?P<np>(?:[가-힣]+\s+){0,2}?[가-힣]+?(?:이|가|께서))\s+"
    r"(?P<pro>그러(?:시)?(?:는데|던데|더라|더라고|더라고요)|그랬는데|그러셨는데|그랬어|그러셨어)"
    r"(?=[\s,.!?~]|$)"
)


# a question that passes news on: 'X가 …다고 한 거 알아?', 'X가 …다는데 들었어?' — knowing
# and hearing take the saying inside as told, so the speaker passes it on
_KNOW_SAID = re.compile(
    r"(?P<body>[^?.!]*?(?:다|라|자|냐)고)\s*(?:한|했던|하던|하셨던|하신)\s*(?:거|것|말|얘기)\s*"
    r"(?:알아|알았어|알고\s*있어|들었어|들었니|봤어|아니|아세요|들으셨어요|들었어요)\s*\?+")
_HEARD_NEWS = re.compile(
    r"(?P<body>[^?.!]*?[가-힣])(?P<end>다|라)는데\s*,?\s*(?:들었어|들었니|알아|알았어|봤어|아니|들었어요|"
    r"아세요)\s*\?+")


def know_said(text: str) -> str:
    """'X가 그 빵집 비싸다고 한 거 알아?' → 'X가 그 빵집 비싸다고 했어.', 'X가 그 빵집 비싸다는데
    들었어?' → 'X가 그 빵집 비싸대.': a question passing on what someone said reads as the
    report. Only with a sayer marked as subject in the clause: 'X 비싸다는 거 알아?' (no
    saying) stays a question."""
    if "?" not in text or not ("는데" in text or "고 한" in text or "고 했던" in text
                               or "고 하" in text):
        return text

    def said(m: re.Match[str]) -> str:
        body = m.group("body")
        return f"{body} 했어." if _sayer_in(body) else m.group(0)

    def heard(m: re.Match[str]) -> str:
        body = m.group("body")
        if not _sayer_in(body):
            return m.group(0)
        return f"{body}{'대' if m.group('end') == '다' else '래'}."

    return _HEARD_NEWS.sub(heard, _KNOW_SAID.sub(said, text))


def _sayer_in(body: str) -> bool:
    """Does ``body`` open with a noun phrase marked as subject or topic (the sayer: 'X가',
    '우리 엄마가', '김 과장님이', '걔는')?"""
    words = body.split()
    return any(_is_subject(w) or w.endswith(("는", "은")) and len(w) > 1 for w in words[:3])


def heard_said_first(text: str) -> str:
    """``text`` with 'Y한테 들었다고 X가 그러는데 …' read in frame order, 'X가 Y한테 들었다는데
    …' (a sentence-final pro-form, 'X가 그러더라', as 'X가 Y한테 들었다더라'): X passed on what Y
    said."""
    if "들었다고" not in text:
        return text

    def move(m: re.Match[str]) -> str:
        np = m.group("np")
        if not _is_subject(np) or _own_np(np):
            return m.group(0)  # ('Y한테 들었다고 내가 그랬는데 …': the speaker's own saying)
        verb = "들었다는데" if m.group("pro").endswith("데") else "들었다더라"
        src = f"{m.group('src')} {m.group('adv') or ''}"
        return f"{m.group('pre')}{np} {m.group('head')}{src}{verb}"

    return _HEARD_SAID_FIRST.sub(move, text)


# a saying that only points back ('X도 똑같이 말하던데', 'X도 그 얘기 하더라', 'X도 같은 말
# 했어'): read as the pro-form verb of saying, 'X도 그러던데', which says what was said before
_SAID_THE_SAME = re.compile(
    r"(?<![가-힣])(?P<np>[가-힣]+(?:이|가|도|는|은|께서|께서도))\s+"
    r"(?:그렇게|똑같이|똑같은\s*말|같은\s*말|같은\s*얘기|그\s*얘기|그\s*말)\s*"
    r"(?:말|얘기)?\s*(?P<verb>하더라고요|하더라고|하더라|하던데요|하던데|했어요|했어|했대요|했대|하셨어요|"
    r"하셨어|하시더라|하시던데)(?=[\s.,!?~ㅋㅎㅠㅜ]|$)"
)
_PRO_OF = {"하더라고요": "그러더라고요", "하더라고": "그러더라고", "하더라": "그러더라",
           "하던데요": "그러던데요", "하던데": "그러던데", "했어요": "그랬어요", "했어": "그랬어",
           "했대요": "그랬대요", "했대": "그랬대", "하셨어요": "그러셨어요", "하셨어": "그러셨어",
           "하시더라": "그러시더라", "하시던데": "그러시던데"}


def said_the_same(text: str) -> str:
    """``text`` with a saying that only points back read as the pro-form verb of saying
    ('X도 똑같이 말하던데' → 'X도 그러던데'); not the speaker's own ('나도 그 얘기 했어')."""
    if "하" not in text and "했" not in text:
        return text

    def read(m: re.Match[str]) -> str:
        np = m.group("np")
        return m.group(0) if _own_np(np) else f"{np} {_PRO_OF[m.group('verb')]}"

    return _SAID_THE_SAME.sub(read, text)


# someone's words or view named after them: '"…" 이게 X 말이야', '"…" X가 한 말이야', '…라는
# 게 X 생각이야' ("that's X's words", "what X thinks is that …"); the frame rows read the holder
# first, so they are read as 'X가 "…"라고 했어', 'X는 …라고 생각해'
_NAMED_AFTER = re.compile(
    r"(?P<pre>(?:^|(?<=[.!?\n]))[ \t]*)"
    r"(?:(?P<q>\"[^\"\n]+\"|“[^”\n]+”|'[^'\n]+')[ \t]*(?:(?:이게|이건|이거|그게|그건|그거)\s+)?"
    r"|(?P<comp>[^.!?\n\"“”']+?(?:다는|라는|냐는|자는))\s*(?:게|건|거|것이|것은)\s+)"
    r"(?P<np>(?:[가-힣]+\s+){0,2}?[가-힣]+?)(?P<did>(?:이|가)\s+한\s*)?(?:의\s*)?\s*"
    r"(?P<noun>말|말씀|얘기|생각|의견|주장|입장)"
    r"(?:이야|이에요|이예요|임|이래|이고|이지|입니다|이었어|이었음|이었어요|이었대|이셨어요|이셨어|"
    r"이었습니다|이셨습니다)?"
    r"(?P<end>[.!?~,]*)(?=\s|$)"
)
_VIEW_NOUNS = frozenset({"생각", "의견", "입장"})


# how the name of an office, a department or a party ends ('총무과', '비서실', '인사팀',
# '관리사무소', '시청', '운영진', '학교 측', '회사 쪽'), and firms and bodies by the words that
# make them ('업체', '본사', '시공사' the builder, '대행사' the agency, '학부모회', '노조')
ORG_END = re.compile(
    r"..*(?:팀|과|실|처|청|방송국|부서|본부|센터|사무소|사무실|관리소|위원회|협회|조합|운영진"
    r"|학생회|주최측|측|쪽)"
    # (public offices named by their own word: '보건소', '경찰서', '우체국')
    r"|.*(?:보건소|경찰서|소방서|세무서|우체국|동사무소|법원|공단)"
    r"|.*(?:업체|회사|본사|지사|지점|본점|대리점|학부모회|부녀회|주민회|동창회|노조|분회|이사회"
    # (bodies that run a league, a club or an event: '리그 사무국', '구단', '연맹', '조직위')
    r"|사무국|구단|연맹|재단|연합회|협의회|조직위|선관위|의회"
    r"|회장단|(?:시공|대행|협력|제조|여행|보험|출판|건설|통신|카드|운송|택배|배급|제작|납품|용역"
    r"|증권|항공|자회|계열|시행|운영|관리|판매|유통)사)"
)
# rooms, which are places one is in, not offices that speak
ORG_ROOMS = frozenset(
    "화장실 교실 거실 침실 욕실 회의실 강의실 탈의실 휴게실 대기실 병실 지하실 결과".split()  # noqa: SIM905
)

# a holder's view said as a noun of view after its complement, the copula closing it: 'X는 …자는
# 입장이세요', 'X는 …다는 생각이야', 'X는 …라는 주장이래' ("X's position is that …") — read as the
# verb of thinking or claiming the noun stands for ('X는 …자고 생각하셔'), a hearsay ending kept
# nouns of a message that stand for its verb of saying ('X께서 …라는 전달입니다': X said so)
_SAID_NOUNS = ("전달", "지시", "통보", "답변", "회신", "말씀")
_HOLDER_VIEW_NOUN = re.compile(
    r"(?P<pre>(?:^|(?<=[.!?\n])|(?<=[-•·] ))[ \t]*(?:[^.!?\n]{0,30}?[,\s])??)"
    r"(?P<np>[가-힣]+(?:\s+[가-힣]+){0,2}?(?:은|는|께서는|께서도|께서|(?<=[님씨])도))\s+"
    r"(?P<comp>[^.!?\n\"“”]+?(?:다는|라는|자는|냐는))\s*(?P<noun>입장|생각|의견|주장|쪽|"
    + "|".join(_SAID_NOUNS) + r")"
    r"(?P<cop>이세요|이에요|이예요|이야|임|이래|이래요|이시래요|이시더라고요|이시더라구요|이더라|"
    r"이더라고|이더라고요|이시더라|이던데|이던데요|이시던데|이시던데요|입니다|이십니다|이셔|"
    r"이셔요|이시고|이고요|이고|이며|이지|이었어|이었어요|이셨어요|이었대|이었대요|이었습니다|"
    r"이셨습니다|"
    # ('X는 …다는 생각이시잖아요': the view the listener knows of, as any other)
    r"이시잖아요|이잖아요|이시잖아|이잖아|이시죠|이죠"
    # (minutes and notes close on the noun itself: '- X 측은 …라는 입장.', 'X는 …자는 의견')
    r"|(?=[.]|\s*$|\s+(?:[-•·]|\(?\d+[.)]|[①-⑳])))"
    r"(?P<end>[.!?~,]*)(?=\s|$)"
)



# a view denied by the long negation ('…다고 보시진 않더라고요', '…라고 믿지는 않아'): read as
# the short one ('…다고 안 보시더라고요'), which the report rows take as a view denied
_LONG_NEG_VIEW = re.compile(
    r"(?<=[고\s])(?P<v>보|믿)(?P<h>시)?(?:진|지는|지)\s+않(?=더|던|았|는|으시|으세)(?:으(?=[시세]))?")


def denied_view(text: str) -> str:
    """``text`` with a verb of judging negated after it, as the short negation before it.

    >>> denied_view("당장 급하다고 보시진 않더라고요.")
    '당장 급하다고 안 보시더라고요.'
    """
    if "않" not in text:
        return text
    return _LONG_NEG_VIEW.sub(lambda m: f"안 {m['v']}{m['h'] or ''}", text)


def holder_view_noun(text: str) -> str:
    """``text`` with a holder's view said as a noun after its complement ('X는 …자는 입장이세요',
    'X는 …다는 생각이야') read with the verb the noun stands for: the report rows then see X's
    view (or the speaker's, '저는 …다는 입장이에요'), not a sentence about X.

    >>> holder_view_noun("부장님은 회의를 줄이자는 입장이세요.")
    '부장님은 회의를 줄이자고 생각하세요.'
    >>> holder_view_noun("모하진은 그 가게가 비싸다는 생각이래.")
    '모하진은 그 가게가 비싸다고 생각한대.'
    >>> holder_view_noun("소대장님께서 점호는 생략한다는 전달입니다.")
    '소대장님께서 점호는 생략한다고 하세요.'
    """
    if not any(n in text for n in ("입장", "생각", "의견", "주장", "쪽", *_SAID_NOUNS)):
        return text

    def read(m: re.Match[str]) -> str:
        cop = m.group("cop")
        claim = m.group("noun") == "주장"
        body = re.sub(r"(?:께서는|께서도|께서|은|는|도)$", "",
                      m.group("np").split()[-1]).removesuffix("에서")
        said = m.group("noun") in _SAID_NOUNS
        if said and not _person_sayer(m.group("np")) and not ORG_END.fullmatch(body):
            return m.group(0)  # ('그건 …라는 답변이에요': no one's words named)
        if said or body in ("측", "쪽") or ORG_END.fullmatch(body) and (
                body not in ORG_ROOMS):
            # ('시공사 측은 …라는 입장이에요'): an office's position is what it said — a verb of
            # saying, as '…라고 해요' ('X는 …라고 생각해요' of an office is the speaker's guess)
            claim, stem = False, "하"
        else:
            stem = "주장하" if claim else "생각하"
        honour = "시" in cop or "세요" in cop or any(
            re.sub(r"(?:께서는|께서도|께서|은|는|도)$", "", w).endswith("님")
            for w in m.group("np").split())
        if "래" in cop or "대" in cop:
            verb = f"{stem}신대" if honour else f"{stem[:-1]}한대"
            verb += "요" if cop.endswith("요") else ""
        elif cop in ("이었습니다", "이셨습니다"):
            verb = f"{stem}셨습니다" if honour else f"{stem[:-1]}했습니다"
        elif cop.endswith("요") or cop in ("입니다", "이십니다"):
            verb = f"{stem}세요" if honour else f"{stem[:-1]}해요"
        elif "더라" in cop or "던데" in cop:
            verb = f"{stem}시더라" if honour else f"{stem}더라"
        elif not cop:
            verb = f"{stem[:-1]}함"  # (a note's noun ending: '…다고 생각함')
        else:
            verb = f"{stem}셔" if honour else f"{stem[:-1]}해"
        return f"{m.group('pre')}{m.group('np')} {m.group('comp')[:-1]}고 {verb}{m.group('end')}"

    return _HOLDER_VIEW_NOUN.sub(read, text)


# a sentence of its own after a report that names whose words they are by what that person
# says, always or before: '…래. X가 늘 하는 소리', '…래. X가 예전부터 하던 얘기야' — read as
# 'X 말이야', the words named after them
_SAYS_HABITUALLY = re.compile(
    r"(?P<pre>(?<=[.!?~]\s))(?P<np>(?:[가-힣]+\s+){0,2}?[가-힣]+?)(?:이|가|께서)\s+"
    r"(?:(?:맨날|늘|항상|자주|매번|맨날맨날|평소에|예전부터|옛날부터)\s+)?(?:하는|하던|한|하시는|하시던|"
    r"하신)\s+(?:말|소리|얘기|말씀)(?:이야|이에요|임|이지|이었어|이었음|이거든)?(?P<end>[.!?~]*"
    r"(?:\s*[ㅋㅎ]+)?)[ \t]*(?=$|\n)")


def habit_words_after(text: str) -> str:
    """``text`` with a sentence after a report that names its source by what they say always
    ('…래. X가 늘 하는 소리') read as 'X 말이야', the source named after the words.

    >>> habit_words_after("첫 만남은 원래 어색한 거래. 우리 이모가 늘 하는 소리 ㅋㅋ")
    '첫 만남은 원래 어색한 거래. 우리 이모 말이야.'
    """
    if "하는" not in text and "하던" not in text and "한 " not in text and "하신" not in text:
        return text
    # (a laugh after it closes it: read as the full stop)
    return _SAYS_HABITUALLY.sub(
        lambda m: m.group(0) if _own_np(m["np"] + "가") else (
            f"{m['np']} 말이야{re.sub(r'[^.!?~]', '', m['end']) or '.'}"), text)


def named_after(text: str) -> str:
    """``text`` with words or a view named after what was said ('"…" 이게 X 말이야', '…라는 게
    X 생각이야') read with the holder first; the speaker's own ('…라는 게 내 생각이야') and a
    pointer with no one named ('그게 누구 말이야?') are left as they are.

    >>> named_after('"주차는 지옥이야" 이게 우리 형 말이야.')
    '우리 형이 "주차는 지옥이야"라고 했어.'
    >>> named_after("주차는 지옥이라는 게 우리 형 생각이야.")
    '우리 형은 주차는 지옥이라고 생각해.'
    """
    if "말" not in text and "생각" not in text and "얘기" not in text and (
            "의견" not in text and "주장" not in text and "입장" not in text):
        return text
    from .names import josa

    def read(m: re.Match[str]) -> str:
        np = m.group("np").strip()
        last = np.split()[-1]
        if last in _NOT_TELLER or last in _NOT_SOURCE or m.group("did") and last in (
                "내", "제"):
            return m.group(0)
        said = m.group("q") or m.group("comp")[:-1] + "고"
        if m.group("q"):
            said += "라고"
        if m.group("noun") in _VIEW_NOUNS:
            return f"{m.group('pre')}{josa(np, '은', '는')} {said} 생각해{m.group('end')}"
        verb = "하셨어" if np.endswith("님") or m.group("noun") == "말씀" else "했어"
        return f"{m.group('pre')}{josa(np, '이', '가')} {said} {verb}{m.group('end')}"

    return _NAMED_AFTER.sub(read, text)


# the message a hearsay clause came in, said after it: who sent it ('…래요. 구청에서 문자
# 왔어요', '반장님 문자 왔어요'), who wrote or posted it where ('단톡방에 코치님이
# 올리셨던데'), or the notice it is printed in ('시청 공문에 그렇게 적혀 있어요') — read as
# 'X 말로는 …' before the clause
_MESSAGE_AFTER = re.compile(
    rf"(?P<clause>[^.!?\n]*?{_HEARSAY_END}(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+|~)*)[,.!~…]*\s+(?:"
    r"(?P<sender>(?:[가-힣]+\s+)?[가-힣]+?)(?:에서|한테서|한테|께서)?\s+(?:단체\s*)?"
    r"(?:문자|카톡|연락|공지|메일|메시지|알림|톡)(?:가|이)?\s+(?:왔어요|왔어|왔더라고요|왔더라|왔던데요?|"
    r"왔네요|왔습니다|왔음)"
    r"|(?:[가-힣]+에\s+)?(?P<writer>(?:[가-힣]+\s+)?[가-힣]+?)(?:이|가|께서)\s+(?:그렇게\s+)?"
    r"(?:쓰셨|올리셨|썼|올렸|적으셨|적었)(?:더라고요|더라|던데요?|어요|어|네요|습니다)"
    r"|(?P<notice>(?:[가-힣]+\s+)?[가-힣]+?)\s+(?:안내문|공문|공지문|가정통신문|알림장|공지)(?:에|에는)\s+"
    r"(?:그렇게\s+)?(?:나와|돼|되어|적혀|쓰여|써)\s*(?:있어요|있어|있더라고요|있더라|있던데요?|있습니다|"
    r"있음|있네요|있네|있었어요|있었어))"
    r"(?P<end>[.!?~,]*)[ \t]*(?=$|\n|(?<=[.!?~,])\s)")


# a speech act told as a deed, then what was said as a fragment after it ('형은 끝까지
# 반대했어요. 주말엔 길이 막힌다고.', '누나도 그 말을 하더라고요. 다음엔 배 타고 가자고.'): the
# fragment read as the act's quotation ('형은 주말엔 길이 막힌다고 끝까지 반대했어요.')
_ACT_THEN_FRAGMENT = re.compile(
    r"(?P<np>(?:[가-힣]+\s+)?[가-힣]+(?:은|는|이|가|께서|도))\s+(?P<adv>(?:[가-힣]+\s+){0,2}?)"
    r"(?P<verb>(?:(?:그|이|저)\s+(?:얘기|말|소리)(?:를|을)?\s*|" + SPEECH_ACT_NOUNS + r")"
    r"(?:했어요|했어|했다|했죠|하더라고요|하더라구요|하더라고|하더라|하셨어요|하셨어|하시더라고요|"
    r"하시더라|했습니다|하셨습니다))[.!~]+\s+"
    r"(?P<frag>[^.!?\n]+?(?:다고|라고|자고))(?:요)?(?P<end>[.!~]*)(?=\s|$)")
# a view said to differ, then the view as a fragment ('X는 다르게 보더라고요. …해야 한다고요.'):
# the fragment is what X holds, read as 'X는 …다고 보더라고요'
_VIEW_THEN_FRAGMENT = re.compile(
    r"(?P<np>(?:[가-힣]+\s+)?[가-힣]+(?:은|는|도|께서는))\s+(?:좀\s+|조금\s+)?(?:다르게|달리|반대로)\s+"
    r"(?P<verb>(?:보|보시)(?:더라고요|더라구요|더라고|더라|던데요|던데|네요|시더라고요|셨어요|셨어|"
    r"고\s+있어요|고\s+있어|시고요|고요))[.!~]+\s+"
    r"(?P<frag>[^.!?\n]+?(?:다고|라고))(?:요)?(?P<end>[.!~]*)(?=\s|$)")
# a contrast that opens the fragment after an act with words of its own ('X는 A는 인정했어요.
# 다만 …라고.'): what follows is a second thing X said, not what the act was about
_CONTRAST_OPEN = re.compile(r"^(?:다만|하지만|그러나|그런데|근데|대신|단)\s+")


def act_then_fragment(text: str) -> str:
    """``text`` with what was said, told after the speech act as a fragment, read as its
    quotation.

    >>> act_then_fragment("근데 형은 끝까지 반대했어요. 주말엔 길이 너무 막힌다고.")
    '근데 형은 주말엔 길이 너무 막힌다고 끝까지 반대했어요.'
    >>> act_then_fragment("누나도 그 말을 하더라고요. 다음엔 배 타고 가자고.")
    '누나도 다음엔 배 타고 가자고 하더라고요.'
    """
    if "고" not in text:
        return text

    def read(m: re.Match[str]) -> str:
        if _own_np(m["np"]):
            return m.group(0)
        verb = re.sub(r"^(?:그|이|저)\s+(?:얘기|말|소리)(?:를|을)?\s*", "", m["verb"])
        frag = m["frag"].strip()
        if m["adv"].strip() and _CONTRAST_OPEN.match(frag):
            # ('X는 A는 인정했어요. 다만 …라고.': the act kept as said, the
            # fragment X's own saying after it)
            said = "하셨어" if m["np"].rstrip("은는이가도께서").endswith("님") else "했어"
            return (f"{m['np']} {m['adv']}{m['verb']}. {m['np']} "
                    f"{_CONTRAST_OPEN.sub('', frag)} {said}{m['end'] or '.'}")
        return f"{m['np']} {frag} {m['adv']}{verb}{m['end'] or '.'}"

    def view(m: re.Match[str]) -> str:
        if _own_np(m["np"]):
            return m.group(0)
        return f"{m['np']} {m['frag'].strip()} {m['verb']}{m['end'] or '.'}"

    return _VIEW_THEN_FRAGMENT.sub(view, _ACT_THEN_FRAGMENT.sub(read, text))


# a report closed by the background connective -는데 with another clause after it ('X는 …다고
# 했는데, Y 말로는 …', 'X가 …옮긴댔는데, 혹시 아세요?'): the report read as a sentence of its
# own, so that the clause after it (a second report, a question) does not swallow it
_SAID_THEN = re.compile(
    r"(?P<q>(?:다|라|냐|자)고(?:만|도)?\s+(?:했|하셨)|(?<=[가-힣])(?<![그이저])(?:댔|랬))"
    r"는데,?\s+(?=[가-힣'\"‘“])")


def said_then_clause(text: str) -> str:
    """``text`` with a report closed by -는데 read as a sentence of its own.

    >>> said_then_clause("결휘는 금요일이라고 했는데, 채솔이 말로는 토요일이래.")
    '결휘는 금요일이라고 했어. 채솔이 말로는 토요일이래.'
    >>> said_then_clause("관장님이 도장을 옮긴댔는데, 혹시 아세요?")
    '관장님이 도장을 옮긴댔어. 혹시 아세요?'
    >>> said_then_clause("우리 집도 그랬는데 금방 조용해졌어.")
    '우리 집도 그랬는데 금방 조용해졌어.'
    """
    if "는데" not in text:
        return text
    return _SAID_THEN.sub(lambda m: f"{m['q']}어. ", text)


# the opener said with 그러길 ('X가 그러길, …': as X put it) and with how or when X said it
# between X and the pro-form verb ('X가 전화로 그러는데', 'X가 아까 그러던데'): read as the plain
# opener 'X가 그러는데', so the adverb is not taken for the one who said it
_OPENER_GIL = re.compile(r"(?<=[가-힣]\s)(?P<v>그러|그러시)길(?=[,\s])")
_OPENER_HOW = re.compile(
    r"(?<=[가-힣])(?P<p>이|가|께서)\s+(?:전화로|문자로|카톡으로|톡으로|메시지로|직접|아까|어제|"
    r"오늘|지난번에|저번에|아까 전에)\s+(?=(?:그러|그랬|그러시|그러셨)(?:는데|던데|더라))")


# 'X가 하신 말씀이 있어요. …대요' ('there is something X said: …'): the words that follow are X's
_WORDS_THERE_ARE = re.compile(
    r"(?<![가-힣])(?P<np>(?:[가-힣]\s+)?[가-힣]+?)(?:이|가|께서)\s+(?:하신|한|해\s?주신|해\s?준)\s+"
    r"말(?:씀)?이\s+"
    r"있(?:어요|어|습니다|었어요|었어|는데요|는데)[.,!~]*\s+(?=[가-힣])")


def opener_forms(text: str) -> str:
    """``text`` with the opener said with 그러길 or with an adverb before its verb read plain,
    and the sentence after 'X가 하신 말씀이 있어요.' as 'X 말로는 …'.

    >>> opener_forms("관리인이 전화로 그러길, 수도 공사는 내일이래.")
    '관리인이 그러는데, 수도 공사는 내일이래.'
    >>> opener_forms("지난주에 관장님이 하신 말씀이 있어요. 가을부터 도복이 바뀐대요.")
    '지난주에 관장님이 하신 말씀이 있어요. 관장님 말로는 가을부터 도복이 바뀐대요.'
    """
    if "말" in text and "있" in text:
        text = _WORDS_THERE_ARE.sub(
            lambda m: m.group(0) if m["np"] in _NOT_SOURCE or m["np"] in (
                "저", "제", "나", "내", "우리", "저희") else f"{m.group(0)}{m['np']} 말로는 ", text)
    if "그러" not in text and "그랬" not in text:
        return text
    return _OPENER_HOW.sub(r"\g<p> ", _OPENER_GIL.sub(r"\g<v>는데", text))


def _marked_stems(clause: str, n: int) -> list[str]:
    """The words among the first ``n`` of ``clause`` marked as subject or topic, without the
    particle ('X는', '팀장님이', '걔가' → 'X', '팀장님', '걔')."""
    out = []
    for w in clause.split()[:n]:
        w = w.strip(",.!?~")
        stem = re.sub(r"(?:께서는|께서|이가|이는|은|는|이|가)$", "", w)
        if stem != w and stem:
            out.append(stem)
    return out


def _person_sayer(clause: str) -> bool:
    """Does a person marked as subject or topic stand among the first words of ``clause`` ('X는
    …반대하신대요', '우리 팀장님이 …')? A thing there ('이번 캠프는 …') is no sayer."""
    from .ko_parse import looks_like_name

    for stem in _marked_stems(clause, 3):
        bare = stem.removesuffix("님")
        if stem.endswith(("님", "씨", "쌤")) or bare in KO_ROLE_NOUNS or stem in (
                "걔", "쟤", "얘", "그분", "걔네", "쟤네") or looks_like_name(stem):
            return True
    return False


def _message_after(m: re.Match[str]) -> str:
    who = m["sender"] or m["writer"] or m["notice"]
    clause = m["clause"]
    lead = clause[: len(clause) - len(clause.lstrip())]
    if who.split()[-1] in _NOT_SOURCE or who in ("저", "제", "나", "내", "우리", "저희"):
        return m.group(0)
    end = m["end"].replace(",", "") or "."
    return f"{lead}{who} 말로는 {clause.strip()}{end}" + (" " if m.end() < len(m.string) and (
        not m.string[m.end()].isspace()) else "")


# a writing named with its author before the words it carries ('팀장님 메일에 …다고 돼 있더라',
# '원장님이 보내신 공지에는 …라고 적혀 있어요', '구청에서 문자 왔는데 …라고 나와 있더라'): the
# words are the author's, read as 'X 말로는 …대'
_WRITINGS_KO = "|".join(sorted(
    {*AUTHORED_TEXTS.split("|"), *MESSAGE_NOUNS.split("|"),
     *"이메일 공지문 가정통신문 알림장 편지 답장 회신 공고".split()}, key=len, reverse=True))
_WRITTEN_IN = re.compile(
    r"(?:(?<=^)|(?<=[\s.!?~,]))(?:(?P<fam>[가-힣]{1,3})\s+)?"
    r"(?!(?:보낸|보내신|쓴|쓰신|올린|올리신|남긴|남기신)\s)(?P<src>[가-힣]+?)"
    r"(?:(?:의|\s*(?:이|가|께서)\s+(?:보낸|보내신|쓴|쓰신|올린|올리신|남긴|남기신))\s*)?"
    rf"\s*(?:(?:공지|안내|단체|회신|답장|업무)\s*)?(?:{_WRITINGS_KO})(?:에는|에도|에|엔)\s+"
    r"|(?:(?<=^)|(?<=[\s.!?~,]))(?:(?P<fam2>[가-힣]{1,3})\s+)?(?P<src2>[가-힣]+?)"
    rf"(?:한테서|에게서|께서|에서|한테)\s+(?:{_WRITINGS_KO})(?:이|가)?\s+(?:왔는데|왔던데|와서|왔길래)"
    r"[,\s]+(?:거기에는\s+|거기에\s+|거기엔\s+|보니까\s+)?")
_WRITTEN_WORDS = re.compile(
    r"(?P<clause>[^.!?\n]+?)(?P<q>다|라|자)고\s+(?:그렇게\s+)?(?:나와|돼|되어|적혀|쓰여|써)\s*"
    r"있(?P<tail>[가-힣]*)(?P<end>[.!?~]*)")

# a notice put up on a channel of its author's ('출판사 카페에 공지 떴는데 …', '학교 홈페이지에 공지
# 올라왔는데 …'): what follows is the author's, read as 'X 말로는 …'
_CHANNELS_KO = ("디코|디스코드|단톡|단톡방|카페|팬카페|홈페이지|홈피|인스타|트위터|"
                "유튜브|커뮤|게시판|밴드|블로그|공계|공식\\s*계정|위버스|채널|앱")
_NOTICE_UP = re.compile(
    r"(?:(?<=^)|(?<=[\s.!?~,]))(?P<src>[가-힣A-Za-z]+)\s+(?:" + _CHANNELS_KO
    + r")(?:에|에서|에도)\s+"
    r"(?:새\s+)?(?:공지|공지사항|글|안내|발표|알림)(?:가|이|도)?\s+"
    r"(?:떴는데|떴던데|올라왔는데|올라왔던데|올라와\s?있는데|났는데|떠서|올라와서)[,]?\s+")


def notice_up(text: str) -> str:
    """``text`` with a notice put up on its author's channel read as the author's words.

    >>> notice_up("출판사 카페에 공지 떴는데 신간은 9월에 나온대.")
    '출판사 말로는 신간은 9월에 나온대.'
    """
    if "공지" not in text and "글" not in text and "안내" not in text and "알림" not in text and (
            "발표" not in text):
        return text
    return _NOTICE_UP.sub(lambda m: m.group(0) if m["src"] in _NOT_SOURCE or m["src"] in (
        "저", "제", "나", "내", "우리", "저희") else f"{m['src']} 말로는 ", text)


# a writing named with its author as a thing received or read ('X 보고서 받았어', 'X 견적서
# 왔어요', 'X 소견서 보셨어요?'), then its words in the next sentence with no place said ('…라고
# 적혀 있네', '…래'): the words are in that writing — its author's
# the writings of a named author whose words a next sentence may give
_WRITINGS = ("보고서", "견적서", "소견서", "진단서", "의견서", "감정서", "점검표", "공문",
             "안내문", "공지문", "가정통신문")
_WRITING_GOT = re.compile(
    r"(?:(?<=^)|(?<=[\s.!?~,]))(?P<src>(?:[가-힣]{1,4}\s+)?[가-힣]+?)\s+"
    r"(?P<doc>" + "|".join(_WRITINGS) + r")"
    r"(?:를|을|도|가|이)?\s+(?:(?:방금|어제|오늘|아까|벌써|드디어)\s+)?"
    r"(?:받았|왔|나왔|봤|보셨|읽었|읽으셨|받으셨|떴)[가-힣]*[.!?~]+\s+"
    r"(?=(?P<rest>[^.!?\n]+?(?:(?:다|라|자)고\s+(?:그렇게\s+)?(?:나와|돼|되어|적혀|쓰여|써)\s*있"
    r"|[가-힣](?:대|래|대요|래요)(?=[.!?~]|$))))")
# (words of another source in the next sentence keep it theirs)
_OWN_SOURCE_WORDS = re.compile(r"그러|그카|그라|말로는|말씀|한테|에게|께서|님이|님은|씨가|씨는")


def writing_then_words(text: str) -> str:
    """``text`` with the words said after a writing received or read put in that writing.

    >>> writing_then_words("왕 기사님 소견서 받았어. 배관이 녹슬었다고 적혀 있네.")
    '왕 기사님 소견서 받았어. 왕 기사님 소견서에는 배관이 녹슬었다고 적혀 있네.'
    >>> writing_then_words("설비 회사 보고서 왔어. 보수할 곳이 열두 군데래.")
    '설비 회사 보고서 왔어. 설비 회사 말로는 보수할 곳이 열두 군데래.'
    """
    if not any(d in text for d in _WRITINGS):
        return text

    def put(m: re.Match[str]) -> str:
        src, rest = m["src"], m["rest"]
        if src.split()[-1] in _NOT_SOURCE or src.split()[-1] in (
                "저", "제", "나", "내", "우리", "저희", "거기", "여기", "그쪽", "이번", "지난번"):
            return m.group(0)
        if src.split()[0] in ("그", "이", "저", "이번", "지난번", "새"):
            src = src.split(maxsplit=1)[1] if " " in src else src
        from .ko_parse import tokenize

        # (the author is a noun, no clause modifying the writing: '벽에 붙은 공지문 봤어', '…라고
        # 공문 왔어')
        if any(not all(t.tag in ("NNG", "NNP", "NNB", "XSN") for t in tokenize(w))
               for w in src.split()):
            return m.group(0)
        if _OWN_SOURCE_WORDS.search(rest):
            return m.group(0)
        if re.search(r"(?:나와|돼|되어|적혀|쓰여|써)\s*있", rest):
            return f"{m.group(0)}{src} {m['doc']}에는 "
        return f"{m.group(0)}{src} 말로는 "

    return _WRITING_GOT.sub(put, text)


def written_in(text: str) -> str:
    """``text`` with the words of a writing named with its author read as the author's.

    >>> written_in("팀장님 메일에 출시가 다음 주로 밀렸다고 돼 있더라.")
    '팀장님 말로는 출시가 다음 주로 밀렸대.'
    >>> written_in("어제 구청에서 문자 왔는데 내일은 휴관이라고 나와 있어요.")
    '어제 구청 말로는 내일은 휴관이래요.'
    >>> written_in("교과서에 그렇게 나와 있어.")
    '교과서에 그렇게 나와 있어.'
    """
    if "있" not in text or not any(w in text for w in ("돼", "되어", "적혀", "쓰여", "써", "나와")):
        return text
    from .ko_parse import SURNAMES, looks_like_name

    out, last = [], 0
    for m in _WRITTEN_IN.finditer(text):
        if m.start() < last:
            continue
        words = _WRITTEN_WORDS.match(text, m.end())
        src, fam = (m["src"], m["fam"]) if m["src"] else (m["src2"], m["fam2"])
        if words is None or src in _NOT_SOURCE or src in ("저", "제", "나", "내", "우리", "저희",
                                                          "거기", "여기", "그쪽"):
            continue
        lead = text[m.start():m.end()].split()[:1] if fam else []
        if fam and not (src.endswith(("님", "씨")) and (fam in SURNAMES or looks_like_name(fam))):
            # (a word before the author that is no surname or given name of a titled person —
            # '어제 팀장님 …', '아까 하린이 …' — stays where it was)
            who, pre = src, (lead[0] + " " if lead else "")
        else:
            who, pre = (f"{fam} {src}" if fam else src), ""
        q = {"다": "대", "라": "래", "자": "재"}[words["q"]]
        polite = "요" if words["tail"].endswith("요") or words["tail"].endswith("니다") else ""
        end = words["end"] or "."
        if words["tail"].startswith("던데"):
            # ('…라고 돼 있던데?': asking to be agreed with, not asking)
            end = end.replace("?", ".")
        said = f"{words['clause'].strip()}{q}{polite}{end}"
        out.append(f"{text[last:m.start()]}{pre}{who} 말로는 {said}")
        last = words.end()
    return "".join(out) + text[last:] if out else text


# a report of a report set off by a comma before the one who told it ('Y가 …하셨다고, X가
# 그러더라고요'): read without the comma, as 'Y가 …하셨다고 X가 그러더라고요'
_REPORTED_COMMA = re.compile(
    r"(?P<q>(?:했|하셨|했었|그랬|그러셨|말했|말씀하셨)다고|(?:댔|랬)다고),\s+"
    r"(?=(?:[가-힣]+\s+){0,2}[가-힣]+(?:이|가|께서)\s)")


def front_dislocated(text: str) -> str:
    """``text`` with a source said after its hearsay clause moved before it.

    >>> front_dislocated("내일 휴관이래요. 구청에서 문자 왔어요.")
    '구청 말로는 내일 휴관이래요.'
    >>> front_dislocated("관장님이 안 된다고 하셨다고, 총무 결휘 씨가 그러더라고요.")
    '관장님이 안 된다고 하셨다고 총무 결휘 씨가 그러더라고요.'
    """
    if "다고," in text:
        text = _REPORTED_COMMA.sub(r"\g<q> ", text)
    if any(w in text for w in ("왔", "쓰셨", "올리셨", "썼", "올렸", "적", "있")):
        text = _MESSAGE_AFTER.sub(_message_after, text)  # (and '…써있음': a post's noun ending)
    if "이" not in text and "가" not in text and "께서" not in text:
        return text
    return _DISLOCATED.sub(_move, text)


# what points back at the words before a source named after them ('이것도 X가 전해 준 거임', '그건
# X가 …'): a demonstrative of ``_NOT_SOURCE`` with 도/은/는 (or contracted, 이건), no part of the
# source's noun phrase
_POINTING_BACK = re.compile(r"(?:이것|그것|저것|이거|그거|저거)(?:도|은|는)?|[이그저]건")


def _move(m: re.Match[str]) -> str:
    np = m.group("np")
    if _POINTING_BACK.fullmatch(np.split()[0]) and len(np.split()) > 1:
        np = np.split(maxsplit=1)[1]
    if not _is_subject(np):
        return m.group(0)
    mid = (m.group("mid") or "").split()
    if any(w.endswith(("다고", "라고", "냐고", "자고")) or w.endswith(("이", "가", "께서")) and (
            _is_subject(w)) for w in mid):
        return m.group(0)  # (a clause of its own, or a second subject, between them)
    clause = m.group("clause")
    last = m.end() >= len(m.string.rstrip())
    if not last and not m.group("pro"):
        return m.group(0)  # ('…닫는다더라, 채솔이가. 그럼 …': a bare source mid-turn, as before)
    stem = re.sub(r"(?:이|가|께서)$", "", np.split()[-1])
    if m.group("pro") and _PASSED_ON.search(m.group("pro")) and not (
            _NAMED_SAYING.search(clause) or _person_sayer(clause)):
        # ('…옮긴대요. X가 문자로 알려 줬어요'): words passed on as a favour name who passed
        # them on; with no sayer of its own in the clause, the rules read X as its source there
        return m.group(0)
    new = mid or not last  # (read so only since the fifty-second pass)
    if new and (stem in clause.split() or _person_sayer(clause) and not (
            _NAMED_SAYING.search(clause) or _OPENER_IN_CLAUSE.search(clause))):
        # ('…기사님 …쉬신대요. 기사님이 아까 그러셨어요': named in the clause; 'X는 …찬성하신대요.
        # Y가 점심 먹고 그러시더라고요': the clause's own sayer — read where they stand)
        return m.group(0)
    lead = clause[: len(clause) - len(clause.lstrip())]
    end = m.group("end") + ("" if last or m.group("end") else ".")
    np = _pronoun_resolved(np, clause)
    if _NAMED_SAYING.search(clause) or m.group("pro") and _NAMED_SAYING_SEEN.search(clause):
        # '도윤이가 …다고 했대. 민지가 그러더라': the clause names who said it; the one said
        # after passed that on ('민지가 그러는데 도윤이가 …다고 했대')
        return f"{lead}{np} 그러는데 {clause.strip()}{end}"
    opener = _OPENER_IN_CLAUSE.search(clause)
    if opener is not None and (m.group("pro") or "").endswith("대"):
        # '언니가 그러는데 …싸졌대. 과일 가게 사장님이 그러셨대': the clause already has the one
        # who told the speaker; the one said after, with a hearsay ending on the pro-form verb,
        # told them in turn — the first source, read as an opener inside the teller's
        # ('언니가 그러는데 과일 가게 사장님이 그러는데 …')
        return f"{clause[:opener.end()]} {np} 그러는데 {clause[opener.end():].strip()}" + end
    if new and opener is not None:
        return m.group(0)  # (an opener in the clause, and a teller with no hearsay end)
    return f"{lead}{np} {clause.strip()}{end}"


# an opener that names who told the speaker what follows ('X가 그러는데', 'X 말로는', 'X한테
# 들었는데')
_OPENER_IN_CLAUSE = re.compile(
    r"(?<=[가-힣])(?:이|가|께서)\s+(?:그러는데|그러던데|그러시는데|그러시던데|그랬는데|그러셨는데)"
    r"(?=\s)|(?<=[가-힣])\s+(?:말로는|말론|얘기로는)(?=\s)"
    r"|(?<=[가-힣])(?:한테|한테서|에게|에게서|께)\s+들었는데(?=\s)")


# a quotative ending and a verb of saying with its own hearsay ending ('…다고 했대', '…라고
# 그랬대'): the clause names the one who said it
_NAMED_SAYING = re.compile(
    r"(?:다고|라고|자고|냐고|다구|라구)\s*(?:했|하셨|그랬|그러셨|말했|말씀하셨)(?:대|대요|다더라|다던데)"
)
# a quotative ending and a verb of saying with the retrospective -더라/-던데 ('…다고 하더라'): with
# a pro-form verb after the one said last ('도윤이가 …다고 하더라. 민지가 그러더라'), the clause
# names who said it and the one said after passed it on; without one ('…다고 하더라, 민지가')
# the one said after is the subject of that verb of saying
_NAMED_SAYING_SEEN = re.compile(
    r"(?:다고|라고|자고|냐고|다구|라구)\s*(?:하|하시|그러|그러시)(?:더라|던데|더라고|더라구|더라고요|"
    r"더라구요|드라|던데요)(?![가-힣])"
)


def _pronoun_resolved(np: str, clause: str) -> str:
    """``np`` with a pronoun that possesses its noun ('걔 동생이', '그분 비서가') standing for
    the person the clause before names first, when the source is moved in front of that clause:
    the pronoun pointed back at them, and in front it would point at no one
    ('시우가 …다닌대. 걔 동생이 말해줌' → '시우 동생이 …').
    """
    from .ko_parse import looks_like_name

    first, _, rest = np.partition(" ")
    if first not in ("걔", "쟤", "얘", "그분") or not rest:
        return np
    for stem in _marked_stems(clause, 4):
        if stem.endswith(("님", "씨", "쌤")) or looks_like_name(stem):
            return f"{stem} {rest}"
    return np


def _is_subject(np: str) -> bool:
    """A noun phrase closed by a subject particle (Kiwi: JKS after a noun)."""
    from .ko_parse import tokenize

    toks = [t for t in tokenize(np) if not t.tag.startswith("S")]
    if len(toks) < 2 or toks[-1].tag != "JKS":
        return False
    head = toks[-2]
    if head.form in _NOT_SOURCE and head.tag != "XSN":
        # (not the name suffix 이, '준겸이가', which is no demonstrative)
        return False
    return head.tag in ("NNG", "NNP", "NNB", "XSN") or (head.tag == "NP" and head.form not in
                                                         _NOT_SOURCE)


# an aside that says whom a pronoun means ('걔가 그러는데, 아 X 말이야, …': 'he said — X, I
# mean — …'): a noun phrase + 말이야/말이에요 between commas
_ASIDE = re.compile(
    r"\s*,\s*(?:(?:아|아니|그|그러니까|왜)\s+)?(?P<np>[가-힣]+(?:\s+[가-힣]+){0,3}?)\s+"
    r"(?:말이야|말이에요|말이죠|말야|말임|말이지)\s*,\s*"
)
# a pronoun for a person and its particle
_PRONOUN = re.compile(
    r"(?<![가-힣])(?P<pro>걔|쟤|얘|그분|그 사람|그 친구)(?P<tail>가|이|는|은|도|한테|네|께서)?"
    r"(?![가-힣])"
)
_SUBJ_TAIL = {"가": ("이", "가"), "이": ("이", "가"), "는": ("은", "는"), "은": ("은", "는")}


def aside_named(text: str) -> str:
    """``text`` with an aside that names the one a pronoun stands for ('…, 아 X 말이야, …')
    taken out and the name put in the pronoun's place: the pronoun before the aside when there
    is one (the one who said it), else the first after it (the one it is about).

    >>> aside_named("걔가 그러는데, 아 우리 반 반장 말이야, 내일 수업 없대")
    '우리 반 반장이 그러는데 내일 수업 없대'
    """
    m = _ASIDE.search(text)
    if m is None:
        return text
    from .names import josa

    np = m.group("np")
    before, after = text[: m.start()], text[m.end():]

    def put(p: re.Match[str]) -> str:
        tail = p.group("tail") or ""
        if tail in _SUBJ_TAIL:
            return josa(np, *_SUBJ_TAIL[tail])
        return np + tail

    hits = list(_PRONOUN.finditer(before))
    if hits:
        p = hits[-1]
        before = before[: p.start()] + put(p) + before[p.end():]
        return f"{before} {after}"
    p2 = _PRONOUN.search(after)
    if p2 is None:
        return text
    after = after[: p2.start()] + put(p2) + after[p2.end():]
    return f"{before} {after}"


# a quotation made a noun and a topic ('…다는 건', '…라는 얘기는'), or a quotative with 'me too'
# after it, then whom it was heard from ('…다는 건 나도 X한테 들었어'): the frame rows read a
# quotative ending right before the source and 듣다
_HEARD_TOPIC = re.compile(
    r"(?<=[가-힣])(?P<q>다|라|냐|자)(?:는\s*(?:건|거는|것은|얘기는|이야기는|말은|소리는|소식은)"
    r"|고)\s+(?:(?:나|저|우리|저희)도\s+)?"
    r"(?P<src>(?:[가-힣]+\s+){0,2}[가-힣]+?(?:한테서|에게서|한테|에게|께))\s*(?P<v>들었|들음|들은)"
)


def heard_after_quote(text: str) -> str:
    """``text`` with a topicalised quotation heard from someone read as a plain quotative.

    >>> heard_after_quote("주차장 닫는다는 건 나도 옆집 형한테 들었어")
    '주차장 닫는다고 옆집 형한테 들었어'
    >>> heard_after_quote("주차장 닫는다는 건 들었어")
    '주차장 닫는다는 건 들었어'
    """
    if "들" not in text:
        return text
    return _HEARD_TOPIC.sub(lambda m: f"{m.group('q')}고 {m.group('src')} {m.group('v')}", text)


# chat typing: sentence punctuation glued to the next word ('아직.집주인이 …', '참,박 과장님이'),
# and a run of bare jamo glued to it ('ㅇㅋ장인어른한테', 'ㅇㅇ응우옌 쌤이')
_GLUED_PUNCT = re.compile(r"(?<=[가-힣A-Za-z\u3131-\u318e])([.!?,~]+)(?=[가-힣])")
# a connective that opens a sentence, glued to the word after it ('근데X가 그러는데', 'X'
# never a particle or an ending of the connective itself: '그래서요', '그런데도')
_GLUED_OPENER = re.compile(
    r"(?:(?<=^)|(?<=\s))(근데|그리고|그래서|그런데|아무튼|암튼|근까|그니까)"
    r"(?=[가-힣]{2})(?![요는도은에야서다])")
_GLUED_JAMO = re.compile(r"(?<![\u3131-\u318e])([\u3131-\u318e]{2,})(?=[가-힣])")
# a confirmation tag typed in initial consonants after a sentence closed by its ending, at
# the end of the turn or of a line ('…들었어 ㅁㅈ?', '…간대 ㄹㅇ?'; ㅁㅈ 맞지, ㄹㅇ 레알 'really',
# ㅇㅈ 인정, ㅈㅉ 진짜): a question of its own, as '…들었어. 맞지?' — the sentence before it
# tells, it asks nothing
_JAMO_TAG = re.compile(
    r"(?<=[다대래요지어아야네자까냐니음함임죠데라군걸게듯며])(?=\s+(?:ㅁㅈ|ㄹㅇ|ㅇㅈ|ㅈㅉ|ㅁㅈㅁㅈ)"
    r"[?!~.]*\s*(?:$|\n))")
_SENT_END = re.compile(r"[.!?~…,;:\u3131-\u318e]\s*$")
# a sentence-final syllable of chat (a declarative, a hearsay or a polite ending, a nominal
# ending '-음/-함/-임')
_FINAL = re.compile(r"[다대래요지어아야네자까냐니음함임죠데라군걸게듯]\s*$")


def chat_spacing(text: str, names: Sequence[str] = ()) -> str:
    """``text`` with a space after sentence punctuation, after a run of bare jamo that are
    glued to the next word, and between words chat typed as one (``_glued_words``; never inside
    one of ``names``).

    >>> chat_spacing("아직.집주인 아줌마가 ㅇㅋ장인어른한테 물어볼게")
    '아직. 집주인 아줌마가 ㅇㅋ 장인어른한테 물어볼게'
    """
    text = _GLUED_OPENER.sub(r"\1 ", _GLUED_JAMO.sub(r"\1 ", _GLUED_PUNCT.sub(r"\1 ", text)))
    text = _JAMO_TAG.sub(".", text)
    return _glued_words(text, names) if _GLUED_CANDIDATE.search(text) else text


# a word long enough to hold two words typed without a space between them
_GLUED_CANDIDATE = re.compile(r"[가-힣]{3,}")
# Kiwi tags (their first part): nouns, pronouns, numerals and foreign words; what else may
# start a word
_NOMINAL = frozenset({"NNG", "NNP", "NR", "NP", "SN", "SL"})
_WORD_START = _NOMINAL | {"MM", "MAG", "MAJ"}
# the interjections chat glues to the next word ('응소운이 그러는데', '아니 …', '헐 …'); Kiwi
# reads the first syllable of many words and names as one (아, 하, 자, 음, 노), so the word after
# one must be of two syllables or more
_INTERJECTIONS = frozenset(
    "응 엉 웅 어 아 오 와 야 네 예 헐 흠 아니 글쎄 그래 여보 아이고 에이 참 맞다 대박".split())
# the possessive pronouns of the speaker's side, glued to a noun of one syllable too ('우리팀');
# (not 나, 내, 제: Kiwi reads a name that starts with one, '나향이', as the pronoun and a noun)
_OUR = frozenset({"우리", "저희", "울"})
# the determiners that stand before a noun as a word of their own (that, this, my, your)
_DETERMINER = frozenset({"그", "이", "저", "내", "제", "네", "니"})
# the nouns of saying after a name ('X 말로는', 'X 얘기로는')
_SAYING_NOUNS = frozenset({"말", "말씀", "얘기", "이야기"})
# kin words of address: after a name they are a title as often as a relation ('려안이형' is
# 려안 himself), so a name glued to one stays as typed
_ADDRESS_KIN = frozenset({"형", "오빠", "언니", "누나", "형님"})
_PREDICATE_PARTS = frozenset({"EP", "XSV", "XSA", "VCP"})
# titles of rank at work (a name before one is a person's name, not a subject of study)
_RANKS = frozenset(
    "과장 대리 부장 팀장 차장 사장 실장 주임 본부장 상무 전무 이사 회장 대표 반장 총무 점장"
    .split())
# the titles said after a surname besides those of rank ('강쌤', '정선배')
_TITLES = frozenset("선생 쌤 선배 후배 교수 코치 감독 원장 기사 강사 작가 목사 권사 집사".split())
# particles after which a word ends: subject, topic, object and complement markers
_ENDS_WORD = frozenset({"JKS", "JX", "JKO", "JKC"})
_PARTICLE_SYLLABLES = frozenset("가 이 은 는 을 를 도 만 랑 와 과 의 에".split())


def _tag(token: Any) -> str:
    return str(token.tag).split("-")[0]


def _syllables(form: str) -> int:
    return len(_HANGUL_SYLLABLES.findall(form)) or len(form)


def _name_shaped(form: str) -> bool:
    """A surname, or a given name of two or three name syllables."""
    from .ko_parse import SURNAMES

    return form in SURNAMES or (
        2 <= len(form) <= 3 and all(ch in KO_GIVEN_NAME_SYLLABLES for ch in form))


def _word_starts(a: Any, b: Any, before: Any, text: str, end: int, syllables: int) -> bool:
    """Whether Kiwi's morpheme ``b``, typed right after ``a`` inside one space-delimited word
    (ending at ``end``, of ``syllables`` Hangul syllables; ``before``: the morpheme glued before
    ``a``, or None), begins a word of its own. Korean writes words apart and glues only
    particles, endings and suffixes to them
    (한글 맞춤법 제2항, 제41–50항): a new word begins after an interjection, a conjunctive adverb,
    an adverb or a pronoun; after a demonstrative before a person; after a particle of a noun
    and after a word-final ending of a predicate; with a name after a common noun ('옆집 솔하
    씨'); and with a title, a role noun or a noun of saying after a name (제48항: '육 대리님',
    '도해 엄마', '솔하 말로는'). A noun after a noun stays glued: compounds are written either
    way ('수리기사', '사촌오빠'). Kiwi misreads unknown names and rare words as an interjection
    or an adverb and a syllable, so the word after those must be of two syllables."""
    at, bt = _tag(a), _tag(b)
    host = _tag(before) if before is not None else None
    long_b = _syllables(b.form) >= 2 or bt in ("SN", "SL")
    person_ahead = b.form in KO_ROLE_NOUNS or bool(_TITLE_NEXT.match(text, end))
    if at == "IC":
        # (after a one-syllable one, a common noun only of a person: '아이크림' is 아 + 이 +
        # 크림 to Kiwi)
        return a.form in _INTERJECTIONS and long_b and bt in _NOMINAL | {"MM", "MAJ"} and (
            len(a.form) >= 2 or bt != "NNG" or person_ahead)
    if at == "MAJ":
        # (a pronoun or a determiner of one syllable too: '근데난', '근데걔', '근데내 친구')
        return bt in ("NP", "MM") or (long_b and bt in _WORD_START)
    if at == "MAG":
        return _syllables(a.form) >= 2 and long_b and bt in _NOMINAL
    if at == "NP":
        return bt in _WORD_START and (long_b or (a.form in _OUR and bt == "NNG"))
    if at == "MM":
        return a.form in _DETERMINER and bt in ("NNG", "NNP") and long_b and (
            bt == "NNP" or person_ahead)
    if at in _ENDS_WORD:
        # within a word a subject, topic, object or complement particle is followed only by
        # another particle or nothing ('X는시즌 2가 …', 'X가그러던데', 'X이지난주에'), in a word
        # long enough to hold a noun, its particle and another word; not a one-syllable
        # predicate spelt as a particle ('려안이가' may be 려안 + 이 + 가 'go' to Kiwi); (the
        # particle itself glued to a word before it: Kiwi may read a line's first syllable as a
        # particle of the line before, '…의외\n가슬이는' as 의외 + 가, which is no particle)
        return host is not None and syllables >= 5 and bt in (
            "NNG", "NNP", "NP", "NR", "VV", "VA", "MAG", "MM") and (
            bt not in ("VV", "VA") or b.form not in _PARTICLE_SYLLABLES)
    if at.startswith("J"):
        return host in ("NNG", "NNP", "NP", "XSN", "NR", "SN") and long_b and (
            bt in _WORD_START or bt == "IC")
    if at in ("EC", "EF", "ETM"):
        # (a one-syllable stem before a modifier ending is often a word with its noun:
        # 큰엄마, 작은아빠, 지난달)
        return bt in _WORD_START and long_b and host is not None and (
            host in _PREDICATE_PARTS or (host in ("VV", "VA") and len(before.form) >= 2))
    return _person_starts(a, b, before, text, end)


def _person_starts(a: Any, b: Any, before: Any, text: str, end: int) -> bool:
    """``_word_starts`` for the nouns of a person: a name after a common noun, a title, a role
    noun or a noun of saying after a name."""
    at, bt = _tag(a), _tag(b)
    host = _tag(before) if before is not None else None
    if at == "NNG" and bt == "NNP":
        # a name of name syllables, or a surname before a title ('경비실김 반장님')
        if b.start + b.len == end and _TITLE_NEXT.match(text, end):
            return _name_shaped(b.form)
        return _name_shaped(b.form) and len(b.form) >= 2
    if bt != "NNG":
        return False
    if b.form in _SAYING_NOUNS:
        return at == "NNP" and _name_shaped(a.form)
    if b.form not in KO_ROLE_NOUNS or b.form in _ADDRESS_KIN:
        return False
    # a name with its hypocoristic 이 ('소운이엄마'), a surname or a given name before a title
    # of rank ('육대리님'); a teacher or a coach after a noun is often of a subject
    # ('수영쌤', '영어쌤'), and Kiwi reads many such nouns as names
    if at == "XSN":
        return a.form == "이" and host == "NNP" and _name_shaped(before.form)
    # (after a surname, a title, not a kin noun: '김형수' is a full name)
    return at == "NNP" and _name_shaped(a.form) and (
        b.form in _RANKS or (len(a.form) == 1 and b.form in _TITLES))


def _glued_words(text: str, names: Sequence[str] = ()) -> str:
    """``text`` with a space where chat typed two words as one (``_word_starts``), in a word of
    three syllables or more, never inside one of ``names``.

    >>> _glued_words("응소운이 그러는데 근데내 친구는 경비실김 반장님한테 들었대")
    '응 소운이 그러는데 근데 내 친구는 경비실 김 반장님한테 들었대'
    >>> _glued_words("려안이는시즌 2가 훨씬 재밌대")
    '려안이는 시즌 2가 훨씬 재밌대'
    """
    from .ko_parse import kiwi

    kept = [(m.start(), m.end()) for n in names if n for m in re.finditer(re.escape(n), text)]
    toks = kiwi().tokenize(text)
    cuts = []
    for i in range(1, len(toks)):
        a, b = toks[i - 1], toks[i]
        cut = b.start
        if (cut != a.start + a.len or cut >= len(text) or text[cut].isspace()
                or not "가" <= text[cut - 1] <= "힣"):
            continue
        start, end = cut, cut
        while start > 0 and not text[start - 1].isspace():
            start -= 1
        while end < len(text) and not text[end].isspace():
            end += 1
        syllables = len(_HANGUL_SYLLABLES.findall(text, start, end))
        if syllables < 3 or any(s < cut < e for s, e in kept):
            continue
        before = toks[i - 2] if i >= 2 and toks[i - 2].start + toks[i - 2].len == a.start else None
        if _word_starts(a, b, before, text, end, syllables):
            cuts.append(cut)
    for cut in reversed(cuts):
        text = text[:cut] + " " + text[cut:]
    return text


_HANGUL_SYLLABLES = re.compile(r"[가-힣]")
# a title, kin or role noun as the next word
_TITLE_NEXT = re.compile(
    r"\s+(?:" + "|".join(sorted(KO_ROLE_NOUNS, key=len, reverse=True)) + ")")


# a connective that opens a sentence ('근데', '그리고', '암튼'), after a word that closes one
# (a final syllable of chat) or after a line's first word said alone ('아직 근데 …', '헐 근데
# …', '응 그리고 …'): the full stop chat left out goes before it. (After a topic, '재민이는 근데
# …', it is a discourse marker inside the sentence.)
_CONNECTIVE_OPENS = re.compile(
    r"(?<=[가-힣ㄱ-ㅎ])(?=[ \t]+(?:근데|그런데|그리고|그래서|암튼|아무튼|하여튼|근까|그니까|"
    r"그나저나)\s)")
_LINE_FIRST_WORD = re.compile(r"(?:^|\n)[ \t]*[가-힣ㄱ-ㅎ]{1,3}$")


def _connective_opens(text: str) -> str:
    cuts = [m.start() for m in _CONNECTIVE_OPENS.finditer(text)
            if _FINAL.search(text[:m.start()]) or _LINE_FIRST_WORD.search(text[:m.start()])]
    for cut in reversed(cuts):
        text = text[:cut] + "." + text[cut:]
    return text


# the endings that close a chat sentence after a predicate ('좋아', '편해', '별로요', '비싸지',
# '빡세', '싫음'), which Kiwi may read as the connective -어/-아 when no full stop follows
_CLOSING_FORMS = frozenset(
    "어 아 여 야 요 지 네 다 대 래 냐 음 ᆷ 죠 군 어요 아요 여요 지요 네요 대요 래요 더라 에요 예요"
    .split())
_PREDICATE_TAGS = ("VA", "VV", "VCP", "VCN", "XSA", "XSV")
# a noun + 하다 ending in a final form of chat, typed as one word ('출근해요', '휴가했어')
_HA_FINAL = re.compile(r"[가-힣]{2,}(?:해요|했어요|했어|해|함|했음|했대|한대)$")
# a title said only after a name ('다해 씨가': the word before is a name, however Kiwi reads it)
_NAME_TITLE = re.compile(r"(?:씨|님|쌤)(?![가-힣]{2})")
# a pro-form verb of saying or 하다 going on with the words before it ('맛있어 그러더라')
_SAYS_ON = re.compile(r"(?:그러|그랬|이러|이랬|저러|하더|하던|했|한대|하셨|하시)")


def _predicate_closes(text: str, toks: Sequence[Any]) -> str:
    """``text`` with a full stop after a word that closes a sentence on its predicate when the
    next word opens another ('안마의자 진짜 좋아 한번 앉으면 …', '완전 별로요 물 온도가
    …'): the word holds a predicate and ends in a final form of chat, the next word is no verb
    going on with it (an auxiliary '좋아 보여', a verb of saying '좋아 그러더라', '맛있어 죽겠어'),
    and the words after hold a predicate of their own."""
    words = [(m.start(), m.end()) for m in re.finditer(r"\S+", text)]
    cuts = []
    for (a, b), (c, _d) in zip(words, words[1:], strict=False):
        eol = text.find("\n", c)
        eol = len(text) if eol < 0 else eol
        if not any(c <= t.start < eol and t.tag.split("-")[0] in _PREDICATE_TAGS for t in toks):
            continue  # ('사기야 그거', '좋아 보여 그 집 진짜로': words after with no predicate of
            # their own, to the line's end, are an afterthought of the same sentence)
        if not re.search(r"[가-힣]$", text[a:b]):
            continue  # (a word closed by punctuation, laughter or a sob is closed already)
        mine = [t for t in toks if a <= t.start < b and not t.tag.startswith("S")]
        nxt = [t for t in toks if c <= t.start and not t.tag.startswith("S")][:1]
        if not mine or not nxt or _SAYS_ON.match(text, c) or _NAME_TITLE.match(text, c):
            continue
        if KO_GIVEN_NAME_SYLLABLES.issuperset(text[a:b]) and nxt[0].tag.startswith("NN"):
            continue  # ('세운 아버지가': a given name Kiwi reads as a verb, before what it owns)
        if _GEOJI.search(text, 0, b) and _NOT_THAT.search(text, c, c + 40):
            continue  # ('A인 거지 B는 아니야': the two halves of one contrast)
        if _word_closes(mine, nxt[0]):
            cuts.append(b)
    for cut in reversed(cuts):
        text = text[:cut] + "." + text[cut:]
    return text


def _word_closes(mine: Sequence[Any], nxt: Any) -> bool:
    """Do the tokens of one word (``mine``) close a sentence before the token ``nxt``?"""
    if len(mine) == 2 and mine[-1].form == "요" and mine[0].tag.startswith(
            ("NN", "NP", "MAG")) and not KO_GIVEN_NAME_SYLLABLES.issuperset(mine[0].form):
        # ('네 어제요 선생님 말로는 …', '아직요 근데 …'): a word answered with the polite
        # 요 and no predicate is a fragment sentence of its own
        return True
    opens = nxt.tag.startswith(("NN", "NP", "MM"))
    if len(mine) == 1 and mine[0].tag.startswith("NN") and _HA_FINAL.search(mine[0].form):
        # ('외근해요 실장님이 …' read as one noun: a noun + 하다 with a final form of chat
        # that Kiwi did not take apart closes its sentence all the same)
        return opens
    if not any(t.tag.split("-")[0] in _PREDICATE_TAGS for t in mine[:-1]):
        return False
    if mine[-1].tag not in ("EC", "EF") or mine[-1].form not in _CLOSING_FORMS and not (
            # (the propositive -자 Kiwi reads as the connective 'as soon as': '가자 부장님도
            # …' — on a bare verb stem, never after a tense as the concessive '가봤자' is,
            # before a noun phrase that opens the next sentence)
            mine[-1].form == "자" and mine[-2].tag in ("VV", "XSV") and opens):
        return False
    if nxt.tag.split("-")[0] in ("VX", "VV", "VA", "XSV", "EC", "EF", "JKQ"):
        return False
    # ('올해 들어 제일 센 바람': a verb's connective -어 before an adverb)
    return not (mine[-1].tag == "EC" and nxt.tag == "MAG" and not any(
        t.tag.split("-")[0] in ("VA", "VCP", "VCN", "XSA") for t in mine))


# the pro-form verb of saying with a background ending, which opens what it reports ('X가
# 그러던데 Y는 …대'): Kiwi may end a sentence there, but the report follows
# 'A인 거지 B는 아니야': the first half of a contrast, and the negated copula of the second
_GEOJI = re.compile(r"(?:거|것이)지\s*$")
_NOT_THAT = re.compile(r"(?:건|게|것은|거는)\s+아니")
_PRO_OPENER = re.compile(r"(?<![가-힣])(?:그러|그러시|이러|저러)(?:던데|는데)$")


def mark_sentences(text: str) -> str:
    """``text`` with a full stop where Kiwi ends a sentence that chat typed without one ('그럼
    옮기자 내 친구 X가 거기 다니는데 방음 미쳤대' → '그럼 옮기자. 내 친구 …'): the frame rows read
    a turn sentence by sentence, and a source belongs to its own sentence.

    >>> mark_sentences("걔가 좋다고 하더라 근데 난 별로")
    '걔가 좋다고 하더라. 근데 난 별로'
    """
    from .ko_parse import kiwi

    text = _connective_opens(text)
    # one reading of the text gives both its tokens and Kiwi's sentences; the text is read again
    # only when a full stop was put in
    ends: list[int] | None = None
    if text.count(" ") >= 2:
        sents = kiwi().tokenize(text, split_sents=True)
        marked = _predicate_closes(text, [t for sent in sents for t in sent])
        if marked == text:
            ends = [sent[-1].start + sent[-1].len for sent in sents if sent]
        text = marked
    if text.count(" ") < 4:
        return text
    if ends is None:
        ends = [s.end for s in kiwi().split_into_sents(text)]
    if len(ends) < 2:
        return text
    out, last = [], 0
    for i, end in enumerate(ends[:-1]):
        out.append(text[last:end])
        # (not after a quotative -고 or a closing quote, which Kiwi may end a sentence at:
        # '…많다고 엄청 열받아 계셨음', '"…먹었어" 이러면서')
        # (and never inside a word: '지루하다드라' is one, typed for 지루하다더라)
        # (nor inside the contrast 'A인 거지 B는 아니야', '쉬는 거지 그만둔 건 아니라고':
        # -지 links the two halves of one sentence there)
        if (not _SENT_END.search(text[:end]) and _FINAL.search(text[:end])
                and text[end:end + 1].isspace() and not _PRO_OPENER.search(text[:end])
                and not (_GEOJI.search(text[:end])
                         and _NOT_THAT.search(text, end, min(ends[i + 1], end + 40)))):
            out.append(".")
        last = end
    out.append(text[last:])
    return "".join(out)


# An opener said as a sentence of its own, then the report it opens (s35): 'X가 그러더라고.
# Y가 …래', 'X한테 들었어. Y도 …대', 'X한테 연락 왔는데 Y가 …래', 'X랑 통화했는데 …대'. The
# sentence that names who told the speaker closes on a pro-form verb of saying (그러더라(고요),
# 그러던데(요), 그랬어(요), 그러셨어(요), 그러시더라고요), a verb of hearing (들었어(요),
# 들었거든(요), 들었지, 들음) or a message or talk come from them (연락/카톡/문자/전화 왔어/왔는데/
# 옴, 랑 통화했는데/얘기했는데): read as the opener it is ('X가 그러는데 …', 'X한테 들었는데
# …') when the next sentence closes on a hearsay ending, so that a person judging something
# there holds their words and X relays them. Not after a hearsay sentence (then the opener
# names that sentence's source: '…대. X가 그러더라. …').
_SAID_SENT = (
    r"(?:그러더라|그러더라고|그러더라구|그러더라고요|그러더라구요|그러시더라|그러시더라고|"
    r"그러시더라고요|그러던데|그러던데요|그러시던데|그러시던데요|그랬어|그랬어요|그러셨어|"
    r"그러셨어요|그러네|그러더라니까|그러는데|그러는데요|그러시는데|그러시는데요|"
    # (the formal register's: '경수가 그랬습니다', '부장님이 그러셨습니다')
    r"그랬습니다|그러셨습니다|그러더군요|그러시더군요)"
)
_HEARD_SENT = r"(?:들었어|들었어요|들었거든|들었거든요|들었지|들음|들었다|들었습니다)"
_CONTACT_SENT = (
    r"(?:(?:연락|카톡|톡|문자|전화|메시지|메세지|디엠)\s*(?:왔는데|왔어|왔어요|왔거든|왔거든요|"
    r"옴|왔었는데|왔는데요|왔더라고|왔더라))"
)
_TALKED_SENT = (
    r"(?:통화|얘기|이야기|카톡|톡|연락)\s*(?:했는데|했는데요|했거든|했거든요|해봤는데|해봤는데요)"
)
_REPORT_END = (
    r"(?:대|래|대요|래요|다더라|라더라|다던데|라던데|다던데요|라던데요|더라|던데|더라고|"
    r"더라고요|더라구|더라구요|대더라|래더라|댕|대여|대용|랭|래여|래용|다네|라네|단다|란다|"
    r"다든데|라든데|다드라|라드라|답니다|랍니다|답디다|랍디다|다네요|라네요)"
)
_OPENER_SENT = re.compile(
    r"(?:(?<=^)|(?<=[.!?~\n]\s)|(?<=[.!?~\n]))(?P<lead>[ \t]*"
    # (a filler or a connective before the sayer: '참, X가 그랬어.', '그리고 X가 …')
    r"(?:(?:아|어|아참|참|네|응|그리고|근데|그러고\s보니|그러고\s보니까)[,\s]\s*)?)"
    r"(?:(?P<sayer>(?:[가-힣0-9]+\s+){0,2}[가-힣]+?(?:이가|께서|이|가))"
    # (when: 'X가 어제 그랬어.')
    r"(?P<when>\s+(?:지난주에|지난번에|어제|그저께|아까|예전에|전에|며칠\s전에|저번에|오늘|"
    r"아침에|어제저녁에|점심때))?\s*(?P<said>" + _SAID_SENT
    + r")|(?P<src>(?:[가-힣]+\s+){0,2}[가-힣]+?(?:한테서|에게서|한테|에게|께))\s*(?P<heard>"
    + _HEARD_SENT + r"|" + _CONTACT_SENT + r")|(?P<with>(?:[가-힣]+\s+){0,2}[가-힣]+?"
    r"(?:이랑|랑|하고|와|과))\s*(?P<talked>" + _TALKED_SENT + r"))"
    r"(?P<gap>[.!~,…]+\s*|\s+)(?=[가-힣])"
    r"(?P<rest>[^.!?\n]*?" + _REPORT_END + r")(?=[.!?~ㅋㅎㅠㅜ\s]|$)"
)
_OPENER_GATE = ("그러", "그랬", "들었", "들음", "왔", "옴", "했는데", "했거든", "해봤는데")


def opener_sentence(text: str) -> str:
    """``text`` with an opener said as a sentence of its own read as the opener of the report
    after it.

    >>> opener_sentence("단률이가 그러더라고. 소을이 그 식당 별로래")
    '단률이가 그러는데 소을이 그 식당 별로래'
    >>> opener_sentence("단률한테 연락 왔는데 소을이 그 식당 별로래")
    '단률한테 연락 왔어. 단률이 그러는데 소을이 그 식당 별로래'
    >>> opener_sentence("그 식당 별로래. 단률이가 그러더라. 소을이도 비싸대")
    '그 식당 별로래. 단률이가 그러더라. 소을이도 비싸대'
    """
    if "고 " in text and ("그러" in text or "그랬" in text or "하더" in text or "하던" in text
                          or "하시" in text):
        text = _QUOTE_SAYER.sub(_quote_sayer, text)
    if ("자기" in text or "걔" in text or "그분" in text) and _CATAPHORIC.search(text):
        text = _CATAPHORIC.sub(_cataphoric, text)
    if not any(g in text for g in _OPENER_GATE):
        return text
    return _OPENER_SENT.sub(lambda m: _opener(m, text), text)


# A report opened by a pronoun for a person not named yet, then its source in a sentence of its
# own ('자기 동생도 그 식당 별로래. X가 그러더라', '걔 남편이 …래. X한테 들었어', '걔네 엄마는
# …래, X 말로는'): the pronoun looks ahead to the source (cataphora) — read as the opener before
# the report ('X가 그러는데 자기 동생도 …래'), where the frame rows bind 자기/걔 to X (s35)
# whose relative or superior a pronoun before them names ('걔 남편', '자기 동생', '걔네 팀장님')
_RELATIVE = (
    r"(?:엄마|아빠|어머니|아버지|어머님|아버님|부모님|형|누나|언니|오빠|동생|남동생|여동생|남편|아내|"
    r"와이프|신랑|남친|여친|남자친구|여자친구|할머니|할아버지|이모|삼촌|고모|사촌|아들|딸|룸메|"
    r"팀장님|팀장|부장님|과장님|사장님|선배|후배|친구|동기|상사|교수님|선생님|담임)"
)
_CATAPHORIC = re.compile(
    r"(?:(?<=^)|(?<=[.!?~\n]\s)|(?<=[.!?~\n]))(?P<lead>[ \t]*)"
    r"(?P<rep>(?:자기|걔네|걔|그분)\s*" + _RELATIVE + r"[^.!?\n]*?" + _REPORT_END
    + r")[.,!~]*\s+"
    r"(?:(?P<sayer>(?:[가-힣]+\s+){0,2}[가-힣]+?(?:이가|께서|이|가))\s*" + _SAID_SENT
    + r"|(?P<src>(?:[가-힣]+\s+){0,2}[가-힣]+?(?:한테서|에게서|한테|에게|께))\s*" + _HEARD_SENT
    + r"|(?P<whose>(?:[가-힣]+\s+){0,2}[가-힣]+?)\s+(?:말로는|말론|얘기로는))"
    r"[.!~]*[ \t]*(?=$|\n)"
)


def _cataphoric(m: re.Match[str]) -> str:
    if m.group("sayer"):
        head = f"{m.group('sayer')} 그러는데"
    elif m.group("src"):
        head = f"{m.group('src')} 들었는데"
    else:
        head = f"{m.group('whose')} 말로는"
    if re.match(r"(?:나|저|내|제|너|니|우리)(?:한테|가|이|\s|$)", head):
        return m.group(0)
    return f"{m.group('lead')}{head} {m.group('rep')}"


def _opener(m: re.Match[str], text: str) -> str:
    before = text[: m.start()].rstrip(" \t.!?~,…ㅋㅎㅠㅜ")
    if before and re.search(_REPORT_END + r"$", before):
        return m.group(0)  # ('…대. X가 그러더라. …': X is the source of what came before)
    if m.group("sayer"):
        np = m.group("sayer")
        if re.fullmatch(r"(?:그게|이게|저게|누가|내가|제가|나|저)", np.strip()):
            return m.group(0)
        if m.group("said").endswith(("는데", "는데요")) and "." not in m.group("gap"):
            return m.group(0)  # ('X가 그러는데, …': the opener as it is)
        return f"{m.group('lead')}{np} 그러는데 {m.group('rest')}"
    if m.group("with") and m.group("talked").endswith(("는데", "는데요")):
        return m.group(0)  # ('X랑 통화했는데 Y가 …대': the call's partner is read as a source)
    np = m.group("src") or m.group("with")
    stem = re.sub(r"(?:한테서|에게서|한테|에게|께|이랑|랑|하고|와|과)$", "", np).strip()
    if not stem or stem.split()[-1] in _NOT_TELLER:
        return m.group(0)
    verb = m.group("heard") or m.group("talked")
    # the contact said as a sentence of its own (a record of its own: a call, a message), then
    # its teller as the opener of the report after it
    said = re.sub(r"는데(요)?$", lambda e: "어" + (e.group(1) or ""), verb)
    sayer = stem + ("이" if _closed(stem[-1]) else "가")
    return f"{m.group('lead')}{np} {said}. {sayer} 그러는데 {m.group('rest')}"


# who cannot have told the speaker (the speaker, the one spoken to, a group of us)
_NOT_TELLER = frozenset("나 저 너 니 내 제 우리 저희 너희 너네".split())  # noqa: SIM905


def _closed(ch: str) -> bool:
    code = ord(ch) - 0xAC00
    return 0 <= code <= 11171 and code % 28 != 0


# The one who passed words on, said between the quotation and the verb of saying (s35):
# '[Y가] …다고/라고 X가 그러던데 / 그러더라(고(요)) / 그랬어(요) / 하더라 / 하던데(요) /
# 말하더라 / 얘기하더라 / 그러시더라고요' — as 'X가 그러는데 [Y가] …대/래': X passed them on, and
# a person judging a thing inside holds the words (the frame rows read an opener before its
# report). A question (냐고) or a proposal (자고) is no report of a view.
_QUOTE_SAYER = re.compile(
    r"(?:(?<=^)|(?<=[.!?~\n]\s)|(?<=[.!?~\n]))(?P<lead>[ \t]*)"
    r"(?P<q>[^.!?\n]*[가-힣])(?P<qe>다|라)고\s+"
    # (and the sayer who says so too: 'X도', 'X께서도' — s36)
    r"(?P<x>(?:[가-힣]+\s+){0,2}[가-힣]+?(?:이가|께서도|께서|이도|이|가|도))\s*"
    r"(?P<v>그러던데|그러던데요|그러더라|그러더라고|그러더라구|그러더라고요|그러더라구요|그랬어|"
    r"그랬어요|그러셨어|그러셨어요|그러시더라|그러시더라고|그러시더라고요|그러시던데|그러시던데요|"
    r"하더라|하더라고|하더라고요|하던데|하던데요|하시더라고요|하시던데요|말하더라|얘기하더라|"
    r"말하던데|얘기하던데)"
    r"(?P<end>[.!?~]*)(?P<tail>\s+|$)"
)


def _quote_sayer(m: re.Match[str]) -> str:
    x = m.group("x").strip()
    if re.fullmatch(r"(?:그게|이게|저게|누가|내가|제가|나|저|니가|네가|너가|나도|저도|너도|니도|"
                    r"우리도|저희도|누구도|아무도)", x):
        return m.group(0)
    q = m.group("q").strip()
    if not q or q.endswith(("냐", "자")) and m.group("qe") == "고":
        return m.group(0)
    end = "래" if m.group("qe") == "라" else "대"
    tail = m.group("tail")
    stop = m.group("end") or ("." if tail else "")
    return f"{m.group('lead')}{x} 그러는데 {q}{end}{stop}{tail}"


# A rhetorical question of sense (s35): '(그게/이게) 말이 되냐(?)', '말이 돼?', '말이 되니',
# '말이 됨?', '이게 말이 되는 거야?', '그게 말이 되는 소리야?' — said of what was just said or done,
# it asks nothing: the speaker's verdict that it makes no sense ('말이 안 돼').
_SENSE_Q = re.compile(
    r"말이\s*(?:(?:되냐|되는\s*(?:거냐|소리냐|얘기냐))(?:\s*(?:이게|그게|진짜))*[?!~.]*"
    r"|(?:돼|됨|되니|되나|되는\s*(?:거야|거임|거니|소리야|소리임|얘기야))(?:\s*(?:이게|그게|진짜))*"
    r"[?]+[?!~.]*)(?![?!~.])(?!\s*안\s*(?:돼|되))(?=\s|ㅋ|ㅎ|ㅠ|$)"
)


def sense_question(text: str) -> str:
    """``text`` with a rhetorical 'does that make sense?' read as the verdict it is.

    >>> sense_question("그게 말이 되냐")
    '그게 말이 안 돼.'
    >>> sense_question("말이 돼? 그 가격이")
    '말이 안 돼. 그 가격이'
    >>> sense_question("말이 되는지 모르겠어")
    '말이 되는지 모르겠어'
    """
    if "말이" not in text:
        return text
    return _SENSE_Q.sub("말이 안 돼.", text)


# 'X 말이, …': whose words follow, set off by a comma — read as 'X 말로는, …' (not 'X 말이 맞아',
# where the words are the subject of a verdict: no comma there; 'X 말씀이, …하시네요' is read as
# X's own saying already, the honorific verb agreeing with X)
_WORDS_SUBJECT_COMMA = re.compile(r"(?<=[가-힣])\s+말이\s*,\s*")


def words_comma_source(text: str) -> str:
    """``text`` with 'X 말이, …' read as 'X 말로는, …'.

    >>> words_comma_source("근데 우리 엄마 말이, 삼촌이 괜찮다고 했대.")
    '근데 우리 엄마 말로는, 삼촌이 괜찮다고 했대.'
    >>> words_comma_source("엄마 말이 맞아.")
    '엄마 말이 맞아.'
    """
    if "말이" not in text:
        return text
    return _WORDS_SUBJECT_COMMA.sub(" 말로는, ", text)


# a source said in other ways than 'X 말로는': heard from them as a noun of what was heard ('X한테서
# 들은 바로는', 'X에게 전해 들은 바에 의하면'), as the words the clause holds true ('X 말대로라면',
# 'X 말마따나', 'X가 말한 것처럼' — as 'as X said, …' is X's) — all read 'X 말로는'; not the
# speaker's own words ('내 말마따나'), nor '말대로'/'말한 대로', which as often tell a deed done as
# told ('X 말대로 중고로 샀어': no report)
_HEARD_AS_NOUN = re.compile(
    r"(?<![가-힣])(?P<np>[가-힣]+?)(?:한테서|에게서|한테|에게|께)\s+(?:전해\s*)?들은\s+"
    r"(?:바로는|바론|바에\s*(?:의하면|따르면))")
_AS_SAID = re.compile(
    r"(?<![가-힣])(?P<np>[가-힣]+?)(?P<p>가|이|께서)?\s+"
    r"(?:(?:말|얘기|말씀)(?:대로라면|대로면|마따나)"
    r"|(?:말한|얘기한|말했던|얘기했던|말씀하신|말씀하셨던)\s+(?:것처럼|거처럼))"
    r"(?P<after>\s*,?\s*(?P<next>[가-힣]*))")
_OWN_WORDS = frozenset("내 제 나 저 우리 저희 너 니 네 너희 당신".split())  # noqa: SIM905
_DONE_AS_TOLD = ("하", "해", "했", "할", "합", "한", "따라", "따랐", "움직")


def _as_said(m: re.Match[str]) -> str:
    np, p = m["np"], m["p"] or ""
    if np in _OWN_WORDS or not m["next"] or m["next"].startswith(_DONE_AS_TOLD):
        return m.group(0)
    if p == "이":
        np = np + p  # (the hypocoristic 이 or the particle: 'X이 말로는' reads both)
    return f"{np} 말로는, {m['next']}"


def said_as_source(text: str) -> str:
    """``text`` with a source said as what was heard from someone or as the words the clause
    agrees with read as 'X 말로는, …'.

    >>> said_as_source("결휘한테서 들은 바로는 회의가 미뤄졌대.")
    '결휘 말로는 회의가 미뤄졌대.'
    >>> said_as_source("팀장님 말대로라면 내일은 쉬어.")
    '팀장님 말로는, 내일은 쉬어.'
    >>> said_as_source("선생님께서 말씀하신 것처럼 시험이 쉬웠어.")
    '선생님 말로는, 시험이 쉬웠어.'
    >>> said_as_source("엄마 말대로 샀어. 내 말마따나 그 집은 비싸.")
    '엄마 말대로 샀어. 내 말마따나 그 집은 비싸.'
    """
    if "들은" in text and "바" in text:
        text = _HEARD_AS_NOUN.sub(r"\g<np> 말로는", text)
    if "대로" in text or "마따나" in text or "처럼" in text:
        text = _AS_SAID.sub(_as_said, text)
    return text


# a hearsay end said as a guess at it ('…대나 봐', '…다나 봐요': it seems they say), read as the
# plain hearsay end (-대/-래). (Not the check '…다며?': 'X가 …다며?' asks after news of X, whose
# source is left unsaid, as often as it names X as the one who said it.)
_GUESSED_HEARSAY = re.compile(
    r"(?<=[가-힣])(?P<e>다|대|라|래)나\s*(?P<v>봐요|봐|보다|봅니다|보네요|보네)(?=[\s.,!?~]|$)")


def hearsay_endings(text: str) -> str:
    """``text`` with a guessed hearsay end read as the plain one.

    >>> hearsay_endings("결휘는 회의가 미뤄졌다나 봐.")
    '결휘는 회의가 미뤄졌대.'
    >>> hearsay_endings("결휘가 회의 미뤄졌다며?")
    '결휘가 회의 미뤄졌다며?'
    """
    if "나" not in text:
        return text
    return _GUESSED_HEARSAY.sub(
        lambda m: ("래" if m["e"] in "라래" else "대") + ("요" if m["v"] in (
            "봐요", "보네요") else "니다" if m["v"] == "봅니다" else ""), text)


# a screen name said in quotation marks before its honorific ("'별빛고래'님이 그러는데", "채팅에
# '달빛수달'님은"): the handle is a person's name — the marks dropped, the handle read as a name
_QUOTED_HANDLE = re.compile(
    "['\u2018\u2019\"\u201c\u201d](?P<h>[^'\u2018\u2019\"\u201c\u201d\\s]{2,12})"
    "['\u2018\u2019\"\u201c\u201d]\\s?(?=님|씨)")


def quoted_handles(text: str) -> list[str]:
    """The screen names quoted before 님/씨 in ``text``.

    >>> quoted_handles("채팅에 '별빛고래'님이 그러시네요")
    ['별빛고래']
    """
    return [m["h"] for m in _QUOTED_HANDLE.finditer(text)] if "님" in text or "씨" in text else []


def unquote_handles(text: str) -> str:
    """``text`` with a quoted screen name's marks dropped before its honorific.

    >>> unquote_handles("채팅에 '별빛고래'님이 그러시네요, 렌즈가 느리대요.")
    '채팅에 별빛고래님이 그러시네요, 렌즈가 느리대요.'
    """
    return _QUOTED_HANDLE.sub(r"\g<h>", text) if "님" in text or "씨" in text else text


# a person introduced by what they are called: 'X라는 양반이', 'X 교수라는 분은' (the one called
# X) — the name itself, with the particle the noun after it took
_CALLED_PERSON = re.compile(
    r"(?<![가-힣])(?P<np>[가-힣]{2,4}(?:\s[가-힣]{1,4})?)(?:이)?라는\s+"
    r"(?:양반|분|사람|친구|애|녀석|놈|아저씨|아줌마)(?P<p>이|가|은|는|께서|도)(?![가-힣])")


def called_person(text: str) -> str:
    """``text`` with 'X라는 양반이' read as 'X가': the person called X.

    >>> called_person("그 윤겸결 교수라는 양반이 올겨울 전셋값이 내린다고 하던데.")
    '그 윤겸결 교수가 올겨울 전셋값이 내린다고 하던데.'
    >>> called_person("도담이라는 친구는 안 온대.")
    '도담이는 안 온대.'
    >>> called_person("그런 말이라는 사람은 없어.")
    '그런 말이라는 사람은 없어.'
    """
    if "라는 " not in text:
        return text

    def read(m: re.Match[str]) -> str:
        np, p = m["np"], m["p"]
        last = np.split()[-1]
        role = last.removesuffix("님") in KO_ROLE_NOUNS or last.endswith(("님", "씨"))
        # (a name: given-name syllables, the familiar 이 after a closed one kept — '도담이라는')
        named = not role and (_name_shaped(last) or last.endswith("이") and len(last) > 2
                              and _name_shaped(last[:-1]) and has_batchim(last[-2]))
        if not (role or named):
            return m.group(0)  # ('그런 말이라는 사람은 …': no one's name)
        closed = has_batchim(np[-1])
        if p in ("이", "가"):
            p = "이" if closed else "가"
        elif p in ("은", "는"):
            p = "은" if closed else "는"
        if named and closed and m.group(0)[len(np):].startswith("이라는") and p in (
                "가", "는", "도", "이", "은"):
            np, p = np + "이", {"이": "가", "은": "는"}.get(p, p)  # ('도담이라는': 도담이)
        return f"{np}{p}"

    return _CALLED_PERSON.sub(read, text)


# a sentence that only says who wrote what was read out ('그 글 쓴 사람 X더라', '올린 사람
# 아이디는 X야', '닉네임은 X예요'): the writer, named or under a handle, with the copula
_WRITER_IS = re.compile(
    r"(?:^|(?<=\s))(?:"
    r"(?:(?:그거|그걸|그 글|그 리뷰|그 후기|그 댓글|리뷰|후기|댓글|글)\s+)?"
    r"(?:쓴|올린|남긴|단|적은)\s+(?:사람|분|손님)(?:은|는|이|가)?\s+"
    r"(?:(?:닉네임|아이디|이름|닉)(?:은|는|이|가)?\s+)?"
    r"|(?:닉네임|아이디|닉)(?:은|는|이|가)\s+)"
    r"(?P<h>[0-9A-Za-z가-힣_]{2,20}?(?:\s(?:씨|님))?)"
    r"(?:이었어|였어|이더라고|더라고|이더라|더라|이다|다|이에요|예요|이야|야|임|이네|네)"
    r"[.!~ㅋㅎ]*$")
# a sentence closed by a hearsay ending (the quoted words of a writing: "'…' 이래")
_HEARSAY_CLOSED = re.compile(r"(?:[대래]|대요|래요|다더라|라더라|다던데|라던데)[.!~ㅋㅎㅠ]*$")
# a report that names its source already
_SOURCED = re.compile(r"그러는데|그러던데|말로는|말론|말씀이|따르면|한테|에게|께서")


def writer_named(text: str) -> str:
    """``text`` with the writer of words read out, named in a sentence of their own next to them
    ("'…' 이래. 올린 사람 아이디는 X야", '그 글 쓴 사람 X더라. … …대'), put before those words as
    their source ('X가 그러는데 …'): the sentence just before, else the first of the next two
    that closes on a hearsay ending and names no source of its own.

    >>> writer_named("앱 후기 봤어? '포장 엉망임' 이래. 올린 사람 아이디는 구름빵이야.")
    "앱 후기 봤어? 구름빵이 그러는데 '포장 엉망임' 이래. 올린 사람 아이디는 구름빵이야."
    """
    if not re.search(r"쓴|올린|남긴|단|적은|닉네임|아이디|닉", text):
        return text
    parts = re.split(r"(?<=[.!?~])\s+", text)
    for k, part in enumerate(parts):
        m = _WRITER_IS.search(part.strip())
        if m is None or m["h"] in _NOT_SOURCE or m["h"] in _NOT_TELLER:
            continue
        h = m["h"]
        if re.search(r"['‘\"“]", part[:m.start()]):
            return text  # (the words read out in the same sentence, before who wrote them)
        for j in (k - 1, k + 1, k + 2):
            if j > k and re.search(r"(?:^|\s)(?:또\s)?다른\s", parts[j] if j < len(parts) else ""):
                break  # ('다른 사람은 …래': another writer, not the one named)
            if 0 <= j < len(parts) and _HEARSAY_CLOSED.search(parts[j].strip()) and (
                    not _SOURCED.search(parts[j]) and not _WRITER_IS.search(parts[j].strip())):
                subj = josa(h, "이", "가") if re.search(r"[가-힣]$", h) else f"{h}가"
                parts[j] = f"{subj} 그러는데 {parts[j].lstrip()}"
                return " ".join(parts)
        return text
    return text


# The readings of a source said other than before its report, applied in this order to a turn
# (after its chat typing is spaced and its topic restored), each to the text the one before
# left: a report's source said another way or in another place is put before the report, in
# the frame order the Korean rows read.
SOURCE_READINGS: tuple[Callable[[str], str], ...] = (
    called_person,
    opener_forms,
    hearsay_endings,
    words_comma_source,
    said_then_clause,
    said_as_source,
    act_then_fragment,
    know_said,
    denied_view,
    holder_view_noun,
    habit_words_after,
    named_after,
    said_the_same,
    heard_said_first,
    quote_dislocated,
    front_dislocated,
    writing_then_words,
    written_in,
    notice_up,
    writer_named,
)
