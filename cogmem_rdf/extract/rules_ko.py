"""Korean rules (kiwipiepy morphemes): hearsay endings and frames, think markers, records, claims.

Hearsay: a sentence-final quotative ending (-대/-래/-다더라/-라던데/-다네, -다고 하다) or a
frame word ('X가 그러는데', 'X 말로는', 'X한테 들었는데', 'X에 따르면'). The first person phrase
that is a subject holds the opinion; inside a frame, a second subject phrase before the judged
person makes it nested (owner = that phrase, relayed by speaker then the frame's holder).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise
from typing import Any

from ..models import ClaimX, ConceptRelation, ConceptX, EventX, Extraction, FactX, TurnIn
from .discourse import TurnContext
from .ko_parse import FIRST, PersonRef, Word, kiwi, person_refs, register, words_of
from .lexicon import ko_polarity
from .names import josa
from .timewords import KO_TIME, ko_has_habit, ko_time_expression

SOMEONE = "someone"
HEARSAY_EF = frozenset(
    """대 래 ᆫ대 는대 대요 래요 ᆫ대요 는대요 다네 라네 ᆫ다네 는다네 답니다 랍니다 ᆫ답니다 는답니다 단다 란다 ᆫ단다 는단다 다더라 라더라 ᆫ다더라 는다더라 다던데
    라던데 ᆫ다던데 는다던데 다더라고 라더라고 ᆫ다더라고 는다더라고 다나 라나 대더라 래더라 ᆫ대더라 다더라구 다던데요 라던데요 다더라구요 다네요 대던데""".split()  # noqa: SIM905
)
QUOTE_EC = frozenset({"다고", "라고", "ᆫ다고", "는다고", "냐고", "자고", "다구", "라구", "이라고", "라", "다"})
QUESTION_EF = re.compile(r"(니|냐|나요|까|까요|ᆯ까|니까\?|지\?|대\?|래\?)$")
STOP_NOUNS = frozenset(
    """것 거 게 건 때 수 전 후 달 주 년 일 시간 요즘 요새 오늘 어제 내일 그저께 처음 완전 정말 진짜 다음 지난 이번 작년 재작년 올해 내년 매일 매주 주말 아침
    저녁 밤 번 뒤 동안 사람 생각 말 얘기 이야기 뭐 좀 그냥 정도 중 반 씩 난생처음 요일 월 세 살 원 만 개 명 곳 데 쪽 앞 옆 위 아래 안 밖 이상 이하 자리
    맨날 보통 가끔 항상 자주 아예 직전 초반 중반 후반 내내 처음으로 새해 첫날 나중 이후 이전 우리 저희
    그때 이때 저때 덕분 덕 때문 뿐 줄 듯 만큼 채 척 체 김 바 지 적 편 탓 대로 등 분 쯤 번째 따위 나름 무렵 겸 터 리
    셈 참 모양 뻔 여기 거기 저기 이거 그거 저거 이것 그것 저것 누구 무엇 어디 언제 자신 본인 서로 모두 다들 부분 경우 관련
    느낌 기분 마음""".split()  # noqa: SIM905
)
LIKE_STEMS: dict[str, ConceptRelation] = {
    "좋아하": "likes", "즐기": "likes", "사랑하": "likes", "싫어하": "dislikes", "쓰": "uses", "사용하": "uses",
    "마시": "uses", "먹": "uses", "타": "uses", "다니": "attends", "가입하": "member_of", "키우": "owns", "있": "owns",
}


def _frame_index(words: Sequence[Word]) -> int | None:
    for i, w in enumerate(words):
        forms = [(t.form, t.tag) for t in w.toks]
        text = w.text
        if any(f in ("그러", "그렇") and tag.startswith("V") for f, tag in forms) and re.search(r"(는데|던데|더니|니까|길래)", text):
            return i
        if re.match(r"^말(로는|론|에\s*따르면|이|하길|하기를|하는데)", text) or text.startswith("따르면"):
            return i
        if text.startswith(("들었는데", "들은")) or re.match(r"^얘기(로는|론|하는데|하길)", text):
            return i
    return None


def _hearsay_end(toks: Sequence[Any]) -> bool:
    efs = [t for t in toks if t.tag == "EF"]
    if efs and efs[-1].form in HEARSAY_EF:
        return True
    for a, b in pairwise(toks):
        if a.tag == "EC" and a.form in QUOTE_EC and b.tag.startswith("VV") and b.form in ("하", "그러"):
            return True
    return False


def _think(toks: Sequence[Any]) -> bool:
    for i, t in enumerate(toks):
        if t.form == "생각" and i and toks[i - 1].tag == "EC" and toks[i - 1].form in QUOTE_EC:
            return True
        if t.form == "같" and t.tag.startswith("VA"):
            return True
        if t.form == "보이" and t.tag.startswith("VV") and i and toks[i - 1].tag == "EC":
            return True
        if t.form in ("듯", "듯하") or (t.form == "싶" and i and toks[i - 1].form == "지"):
            return True
    return False


def _question(sent: str, toks: Sequence[Any]) -> bool:
    if sent.rstrip().endswith("?"):
        return True
    efs = [t for t in toks if t.tag == "EF"]
    return bool(efs) and bool(QUESTION_EF.search(efs[-1].form)) and efs[-1].form not in HEARSAY_EF


def restore_first_person(sent: str, speaker: str) -> str:
    def rep(m: re.Match[str]) -> str:
        w = m.group(0)
        tail = FIRST[w]
        if w in ("우리", "저희") or tail == "":
            return josa(speaker, "은", "는")
        if tail == "의":
            return speaker + "의"
        pairs = {"는": ("은", "는"), "가": ("이", "가"), "를": ("을", "를"), "랑": ("이랑", "랑")}
        if tail in pairs:
            return josa(speaker, *pairs[tail])
        return speaker + tail

    keys = "|".join(sorted(FIRST, key=len, reverse=True))
    return re.sub(rf"(?<![가-힣])(?:{keys})(?![가-힣])", rep, sent)


def _predicate(toks: Sequence[Any]) -> str | None:
    for i in range(len(toks) - 1, -1, -1):
        t = toks[i]
        if t.tag in ("XSV", "XSA") and i and toks[i - 1].tag.startswith("NN"):
            return toks[i - 1].form + "하다"
        if t.tag.startswith("VV") or t.tag.startswith("VA"):
            if t.form in ("있", "보", "주", "하", "싶", "않", "같") and i and toks[i - 1].tag in ("EC",):
                continue
            return t.form + "다"
    return None


def _concepts(words: Sequence[Word], refs: Sequence[PersonRef], sent: str) -> list[str]:
    skip = {j for r in refs for j in range(r.first, r.last + 1)}
    spans = [m.span() for m in KO_TIME.finditer(sent)]
    out: list[str] = []
    cur: list[str] = []
    last_end = -1

    def flush() -> None:
        nonlocal cur
        if cur:
            label = " ".join(cur[-3:])
            if label not in out and len(label) >= 2:
                out.append(label)
        cur = []

    for wi, w in enumerate(words):
        if wi in skip:
            flush()
            continue
        for k, t in enumerate(w.toks):
            in_time = any(a <= t.start < b for a, b in spans)
            noun = t.tag in ("NNG", "NNP", "SL") and t.form not in STOP_NOUNS and not in_time and len(t.form) > 0
            nxt_tag = w.toks[k + 1].tag if k + 1 < len(w.toks) else ""
            if noun and (nxt_tag.startswith("XSA") or (nxt_tag.startswith("XSV") and cur)):
                noun = False  # '행복하다' is an adjective; in '요가 수업 등록했어' the verbal noun is the predicate
            form = t.form[:-1] if noun and len(t.form) > 2 and t.form.endswith("해") else t.form
            if noun and (not cur or t.start <= last_end + 1):
                if cur and t.start == last_end:
                    cur[-1] += form
                else:
                    cur.append(form)
                last_end = t.start + t.len
            else:
                flush()
                if noun:
                    cur.append(form)
                    last_end = t.start + t.len
    flush()
    return [c for c in out if c not in STOP_NOUNS]


def _content_from(sent: str, words: Sequence[Word], idx: int) -> str:
    return sent[words[idx].start:].strip() if idx < len(words) else sent


class _Ctx:
    def __init__(self, turn: TurnIn, known: Sequence[str], out: Extraction, listener: str | None = None) -> None:
        self.turn, self.known, self.out = turn, known, out
        self.speaker = turn.speaker
        self.listener = listener if listener and listener != turn.speaker else None


# --- Claims about the listener ('너 진짜 대단하다', '넌 너무 성급했어', '네 그림 예쁘다') ---

_YOU_FORMS = frozenset({"너", "당신", "너희", "자네", "니", "네"})
_NOT_YOU_ROLE = frozenset({"JKO", "JKB", "JC"})  # '너를', '너한테', '너랑': the listener is not the one judged
# Thanks, apologies, greetings, wishes, worry, 'don't ...', 'let's ...': not judgements.
_KO_NOT_JUDGEMENT = re.compile(r"(고맙|고마워|감사|덕분|덕에|미안|죄송|안녕|반가|반갑|좋겠|바라|바랄|기원|걱정|보고 싶|보고싶|축하)")
# How the listener feels or their bad luck (sympathy), blanked before polarity.
_KO_FEELINGS = re.compile(r"(행복|신나|신났|기쁘|기뻐|기뻤|설레|슬프|슬퍼|속상|피곤|힘들|힘든|외롭|외로|긴장|아프|아파|아팠|부럽|부러)")
_KO_YOU_WORDS = {"너": "", "넌": "는", "너는": "는", "너도": "도", "너만": "만", "네가": "가", "니가": "가", "너가": "가",
                 "너의": "의", "네": "의", "니": "의", "당신": "", "당신은": "는", "당신이": "가", "당신의": "의", "당신도": "도",
                 "너희": "", "너흰": "는", "너희는": "는", "너희가": "가", "너희도": "도", "너희의": "의"}


def _you_index(toks: Sequence[Any]) -> int | None:
    """Index of a second-person word that is a subject, topic or possessor ('너', '네가', '네 그림')."""
    for i, t in enumerate(toks):
        if t.form in _YOU_FORMS and t.tag in ("NP", "MM") and not (t.form == "네" and t.tag != "NP"):
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if nxt is not None and nxt.start == t.start + t.len and nxt.tag in _NOT_YOU_ROLE:
                continue
            return i
    return None


def _restore_second_person(words: Sequence[Word], sent: str, listener: str) -> str:
    out = sent
    for w in reversed(words):
        bare = re.sub(r"[.,!?~…]+$", "", w.text)
        if bare in _KO_YOU_WORDS and w.toks and w.toks[0].form in _YOU_FORMS and w.toks[0].tag in ("NP", "MM"):
            tail = _KO_YOU_WORDS[bare]
            pairs = {"는": ("은", "는"), "가": ("이", "가")}
            rep = josa(listener, *pairs[tail]) if tail in pairs else listener + tail
            out = out[:w.start] + rep + out[w.start + len(bare):]
    return out


def _listener_claim(c: _Ctx, sent: str, toks: Sequence[Any], words: Sequence[Word]) -> bool:
    """The speaker's judgement of the listener: a second-person subject/possessor and an evaluative
    predicate. Thanks, wishes, worry, feelings, prohibitions ('-지 마') and suggestions are not."""
    if not c.listener or _you_index(toks) is None or _KO_NOT_JUDGEMENT.search(sent):
        return False
    if any(t.tag == "VX" and t.form == "말" for t in toks) or any(t.tag == "EF" and t.form in ("자", "자고") for t in toks):
        return False
    content = _restore_second_person(words, sent, c.listener).rstrip(" .!~")
    pol = ko_polarity(_KO_FEELINGS.sub(" ", content), c.listener)
    if pol == "neutral":
        return False
    c.out.claims.append(ClaimX(content=content, owner=c.speaker, relayed_by=[], target=c.listener, target_kind="person",
                               polarity=pol, hedged=_think(toks)))
    if c.listener not in c.out.mentions:
        c.out.mentions.append(c.listener)
    return True


def _claim(c: _Ctx, sent: str, toks: Any, words: Sequence[Word], refs: Sequence[PersonRef], hearsay: bool, frame: int | None) -> None:
    chain: list[str] = []
    start = 0
    subj = [r for r in refs if r.is_subject and (frame is None or r.first > frame)]
    if hearsay and subj and subj[0].kind != "self" and subj[0].name == c.speaker:
        subj[0].kind = "self"
    if frame is not None:
        before = [r for r in refs if r.last < frame]
        chain.append(before[-1].name if before else SOMEONE)
        start = frame + 1
        if len(subj) >= 2 and subj[0].kind != "self" and hearsay:
            chain.append(subj[0].name)
            start, subj = subj[0].last + 1, subj[1:]
    elif hearsay:
        yi = _you_index(toks) if c.listener else None
        you_after = yi is not None and len(subj) == 1 and toks[yi].start >= words[subj[0].last].end
        if (len(subj) >= 2 or you_after) and subj[0].kind != "self":
            chain.append(subj[0].name)
            start, subj = subj[0].last + 1, subj[1:]
        else:
            chain.append(SOMEONE)
    else:
        subj = [r for r in subj if r.kind != "self"] or subj
    owner = chain[-1] if chain else c.speaker
    relayed = [c.speaker, *chain[:-1]] if chain else []
    target = _pick_target(c, subj, refs, {owner, *relayed} - ({c.speaker} if not chain else set()))
    kind = "person"
    if target is None and chain and c.listener and _you_index(toks) is not None:
        target = c.listener  # '민수가 그러는데 너 너무 성급했대': the relayed judgement is about the listener
    if target is None:
        nouns = _concepts(words[start:], [], _content_from(sent, words, start))
        if not nouns:
            return
        target, kind = nouns[0], "concept"
    content = _content_from(sent, words, start).rstrip(" .!")
    if target == c.listener and kind == "person":
        content = _restore_second_person(words[start:], sent, target)[words[start].start if start < len(words) else 0:].strip().rstrip(" .!")
    c.out.claims.append(ClaimX(content=content, owner=owner, relayed_by=relayed, target=target, target_kind=kind,
                               polarity=ko_polarity(content, target), hedged=_think(toks) and not chain))


def _pick_target(c: _Ctx, subj: Sequence[PersonRef], refs: Sequence[PersonRef], exclude: set[str]) -> str | None:
    for group in (subj, refs):
        for r in group:
            if r.kind == "name" and r.name not in exclude and r.name != c.speaker:
                return r.name
    for r in refs:
        if r.kind == "role" and r.owner and r.owner not in exclude and r.owner != c.speaker:
            return r.owner
    for r in subj:
        if r.name not in exclude:
            return r.name
    return None


def _record(c: _Ctx, sent: str, toks: Sequence[Any], words: Sequence[Word], refs: Sequence[PersonRef]) -> None:
    concepts = _concepts(words, refs, sent)
    time_x = ko_time_expression(sent)
    pred = _predicate(toks)
    if not concepts and not time_x:
        return
    if pred is None:
        last = next((t.form for t in reversed(toks) if t.tag in ("NNG", "NNP") and t.form.endswith("해")), None)
        pred = last[:-1] + "하다" if last and len(last) > 2 else None
    past = any(t.tag == "EP" and t.form in ("었", "았", "였", "ᆻ") for t in toks)
    future = any(t.form in ("다음", "내일", "내년", "모레") for t in toks) or any(
        a.tag == "ETM" and a.form == "ᆯ" and b.form in ("거", "것", "예정") for a, b in pairwise(toks))
    habit = ko_has_habit(sent)
    fact = (not past and habit) or not (past or time_x or future)
    text = restore_first_person(sent, c.speaker).strip()
    stem = pred[:-1] if pred else ""
    if fact:
        rel = LIKE_STEMS.get(stem, "does")
        c.out.facts.append(FactX(text=text, subject=c.speaker, relation=rel, concepts=concepts))
    else:
        rel = "attends" if stem in ("가", "다니", "참석하") else "does"
        people = [c.speaker] + [r.name for r in refs if r.kind != "self" and r.name not in (c.speaker,)]
        c.out.events.append(EventX(text=text, participants=list(dict.fromkeys(people)), concepts=concepts,
                                   predicate=pred, time_expression=time_x))
    have = {x.label for x in c.out.concepts}
    for lab in concepts:
        if lab not in have:
            c.out.concepts.append(ConceptX(label=lab, person=c.speaker, relation=rel))


def _sentence(c: _Ctx, sent: str) -> None:
    toks = kiwi().tokenize(sent)
    if not toks:
        return
    words = words_of(sent, toks)
    refs = person_refs(words, c.speaker, c.known)
    for r in refs:
        if r.kind != "self" and r.name not in c.out.mentions:
            c.out.mentions.append(r.name)
    frame = _frame_index(words)
    question = _question(sent, toks)
    hearsay = _hearsay_end(toks) and not question
    if frame is not None or hearsay:
        _claim(c, sent, toks, words, refs, hearsay, frame)
        return
    if question:
        return
    if c.listener and _listener_claim(c, sent, toks, words):
        return
    others = [r for r in refs if r.kind == "name" and r.name != c.speaker and r.is_subject]
    if others:
        _claim(c, sent, toks, words, refs, False, None)
    else:
        _record(c, sent, toks, words, refs)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?~])\s+|\n+", text) if s.strip()]


def extract_ko(turn: TurnIn, known: Sequence[str], disc: TurnContext | None = None) -> Extraction:
    """One Korean turn to an Extraction; ``disc`` (the discourse so far) says whom '너' means
    and what 걔/그분 stand for."""
    register([*known, turn.speaker])
    out = Extraction(turn=turn.turn, speaker=turn.speaker, lang="ko")
    c = _Ctx(turn, [*known, turn.speaker], out, disc.listener if disc else None)
    for sent in _sentences(turn.text):
        _sentence(c, sent)
    return out
