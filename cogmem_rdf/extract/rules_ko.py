"""Korean rules (kiwipiepy morphemes): every declarative clause lands somewhere.

Per sentence: a quotation is taken out (its text is the view), discourse openers are skipped
(``ko_parse.body_start``), people are read with the discourse context (걔/그분/자기 and role
phrases resolve; ``ko_parse.person_refs``), then ONE interpreter runs the frame rows of
``frames_ko.FRAMES`` over the clause (``_attribute``): openers ('X가 그러는데', 'X 말로는') and
reports ('-다고 하더라', '"…" 이러더라') give holders outermost first; a final hearsay ending
(-대/-래/-다더라/-라던데) adds the clause's subject/topic person when it is the source. The owner
is the innermost holder, relayed by the speaker then the outer holders. With no frame, a
judgement (evaluative predicate, stance cue such as -것 같아/솔직히/내 생각엔, a judged event
'…한 건 …') is the speaker's Claim (``_first_hand``); anything else is a record: an Event for a
dated or completed action of whoever did it, a Fact for a habit or state (``_record``).
Questions and greetings give nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import pairwise
from typing import Any, cast

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
from .discourse import Discourse, TurnContext
from .frames_ko import (
    ABOUT_TEXTS,
    AUTHORED_TEXTS,
    DA_PLAIN,
    FRAMES,
    MESSAGE_NOUNS,
    NEG_ADVERBS,
    SPEECH_ACTS,
    match_frames,
)
from .ko_parse import (
    FIRST,
    FIRST_POSS,
    OPENER_WORDS,
    OWN_RELATIONS,
    PARTNERS,
    SURNAMES,
    PersonRef,
    Word,
    body_start,
    full_name,
    glued_to_stem,
    hearers_relative,
    kin_root,
    looks_like_name,
    names_scope,
    person_refs,
    reads_as_name,
    slot_names,
    tokenize,
    with_subject_particle,
    words_of,
)
from .lexicon import ko_polarity
from .names import (
    KO_GIVEN_NAME_SYLLABLES,
    KO_ROLE_NOUNS,
    has_batchim,
    josa,
    ko_possessive,
    name_key,
    strip_hypocoristic,
)
from .register_ko import (
    ORG_END,
    ORG_ROOMS,
    aside_named,
    heard_after_quote,
    opener_sentence,
    sense_question,
)
from .source_answer import had_from
from .timewords import KO_TIME, ko_has_habit, ko_time_expression

SOMEONE = "someone"
HEARSAY_EF = frozenset(
    """대 래 ᆫ대 는대 대요 래요 ᆫ대요 는대요 다네 라네 ᆫ다네 는다네 답니다 랍니다 ᆫ답니다 는답니다
    단다 란다 ᆫ단다 는단다 다더라 라더라 ᆫ다더라 는다더라 다던데 라던데 ᆫ다던데 는다던데 다더라고
    라더라고 ᆫ다더라고 는다더라고 다나 라나 대더라 래더라 ᆫ대더라 다더라구 다던데요 라던데요
    다더라구요 다네요 대던데 재 재요""".split()  # noqa: SIM905
)
QUOTE_EC = frozenset(
    {"다고", "라고", "ᆫ다고", "는다고", "냐고", "자고", "다구", "라구", "이라고", "으라고", "라",
     "다"}
)
QUESTION_EF = re.compile(r"(니|냐|나요|까|까요|ᆯ까|니까\?|지\?|대\?|래\?|재\?)$")
STOP_NOUNS = frozenset(
    """것 거 게 건 때 수 전 후 달 주 년 일 시간 요즘 요새 오늘 어제 내일 그저께 처음 완전 정말 진짜
    다음 지난 이번 작년 재작년 올해 내년 매일 매주 주말 아침 저녁 밤 번 뒤 동안 사람 생각 말 얘기
    이야기 뭐 좀 그냥 정도 중 반 씩 난생처음 요일 월 세 살 원 만 개 명 곳 데 쪽 앞 옆 위 아래 안 밖
    이상 이하 자리 맨날 보통 가끔 항상 자주 아예 직전 초반 중반 후반 내내 처음으로 새해 첫날 나중
    이후 이전 우리 저희 그때 이때 저때 덕분 덕 때문 뿐 줄 듯 만큼 채 척 체 김 바 지 적 편 탓 대로 등
    분 쯤 번째 따위 나름 무렵 겸 터 리 셈 참 모양 뻔 여기 거기 저기 이거 그거 저거 이것 그것 저것
    누구 무엇 어디 언제 자신 본인 서로 모두 다들 부분 경우 관련 느낌 기분 마음""".split()  # noqa: SIM905
)
LIKE_STEMS: dict[str, ConceptRelation] = {
    "좋아하": "likes",
    "즐기": "likes",
    "사랑하": "likes",
    "싫어하": "dislikes",
    "쓰": "uses",
    "사용하": "uses",
    "마시": "uses",
    "먹": "uses",
    "타": "uses",
    "다니": "attends",
    "가입하": "member_of",
    "키우": "owns",
    "있": "owns",
}


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
    if _RECALL_SENT.match(sent.strip()):
        return True  # 'X라고 했나.': the speaker asks themself what the name was; no report
    ends = [t for t in toks if not t.tag.startswith("S")]
    # (the polite 요 after the ending, which Kiwi reads apart as a particle when the ending is
    # the connective form closing the sentence: '…바뀐다던데요?' as ㄴ다던데/EC + 요/JX, tells
    # as the plain form does)
    last = ends[-2] if len(ends) >= 2 and ends[-1].form == "요" and ends[-1].tag == "JX" else (
        ends[-1] if ends else None)
    if last is not None and last.form in _TELLING_ENDINGS:
        return False  # '청아는 … 안 좋다고 하던데?': a report said with a rising tone
    if last is not None and last.form in _TELLING_NEUNDE and not any(
            t.form in _ANY_WH for t in ends):
        return False  # '서곤이가 … 불친절하다는데?': what someone says, told with a rising tone
    if _stative_background_final(ends, last):
        return False
    if _rhetorical_negative(ends):
        return False
    if sent.rstrip().endswith("?"):
        return True
    efs = [t for t in toks if t.tag == "EF"]
    if efs and QUESTION_EF.search(efs[-1].form) and efs[-1].form not in HEARSAY_EF:
        return True
    last = [t for t in toks if not t.tag.startswith("S")]
    if (
        last
        and last[-1].tag in ("EC", "EF")
        and last[-1].form
        in ("다며", "다면서", "라며", "라면서", "ᆫ다며", "ᆫ다면서", "는다며", "는다면서")
    ):
        # '…괜찮다며.': "didn't you say …?" asks for confirmation, unless a source is named
        return not any(m.frame.kind == "opener" for m in match_frames(toks))
    # an unpunctuated wh-question in chat ('너는 어떻게 생각해', '누가 그랬어')
    return (
        not re.search(r"[.!]\s*$", sent)
        and (
            any(t.form in _WH and t.tag in ("MAG", "NP", "MM") for t in toks)
            or any(re.sub(r"[^가-힣]", "", w) in _WH for w in sent.split())
        )
        and not any(t.tag == "EC" and t.form in ("는데", "ᆫ데", "지만") for t in toks)
    )


# the background ending -(으)ㄴ데 closing a sentence (with or without the polite 요)
_BACKGROUND_FINAL = frozenset({"ᆫ데", "은데", "는데", "ᆫ데요", "은데요", "는데요"})
# any question word: a -(으)ㄴ데 sentence with one asks ('어디 가는데?', '뭐가 좋은데?')
_ANY_WH = frozenset(
    "뭐 무엇 뭔 무슨 어디 언제 얼마 얼마나 몇 어느 어떤 어떻게 어때 왜 누구 누가 웬".split()  # noqa: SIM905
)


def _stative_background_final(ends: Sequence[Any], last: Any) -> bool:
    """'난 괜찮은데?', '나쁘지 않은데?', '제일 무난할 것 같은데요?': a state predicate (an
    adjective, 않다/없다 after -지, 같다 of a guess) closed by the background ending -(으)ㄴ데
    with a rising tone offers the speaker's own view against what was said; it asks nothing
    unless a question word is in it ('뭐가 좋은데?', 'what is good then?')."""
    if last is None or last.tag not in ("EF", "EC") or last.form not in _BACKGROUND_FINAL:
        return False
    k = next((i for i in range(len(ends) - 1, -1, -1) if ends[i] is last), None)
    if not k:
        return False
    pred = ends[k - 1]
    stative = pred.tag in ("VA", "XSA", "VCN") or pred.tag == "VX" and pred.form in (
        "않", "없", "있") and k >= 2 and ends[k - 2].form == "지"
    return stative and not any(t.form in _ANY_WH for t in ends)


def _rhetorical_negative(ends: Sequence[Any]) -> bool:
    """'…너무 비싸지 않냐?', '…좀 아니지 않냐': a state predicate (an adjective, or 아니다 'not
    right') negated with -지 않- in a plain question asks nothing — it asserts the state, the
    speaker's verdict. An action verb so asked ('오지 않냐?') still asks."""
    core = list(ends)
    while core and core[-1].tag in ("MAG", "IC"):
        core.pop()  # ('에바 아니냐 완전': an adverb said after the question)
    if len(core) >= 3 and core[-1].tag == "EF" and core[-1].form in ("냐", "니", "나", "ᆷ") and (
        core[-2].tag == "VCN" and core[-3].tag in ("NNG", "NNP") and core[-3].form in _EVAL_NOUNS
    ):
        return True  # '이거 완전 사기 아니냐?', '에바 아님?': 'isn't it N' asserts N
    n = len(ends)
    return n >= 4 and ends[-1].tag == "EF" and ends[-1].form in ("냐", "니", "나", "냐고") and (
        ends[-2].tag == "VX" and ends[-2].form == "않" and ends[-3].tag == "EC"
        and ends[-3].form == "지" and ends[-4].tag in ("VA", "VCN", "XSA"))


# endings that tell rather than ask, even before '?'
# (retrospective -더-: the speaker saw or heard it)
_TELLING_ENDINGS = frozenset(
    {
        "던데",
        "던데요",
        "더라",
        "더라고",
        "더라구",
        "더라고요",
        "다던데",
        "라던데",
        "ᆫ다던데",
        "는다던데",
        # '…이거든?': 'you see', giving a reason or background, never asking
        "거든",
        "거든요",
    }
)
# '-다는데' (-다고 하는데 contracted) closing a sentence: a report, unless a question word asks
# ('누가 그렇다는데?', 'who says so?')
_TELLING_NEUNDE = frozenset(
    {"다는데", "라는데", "ᆫ다는데", "는다는데", "다는데요", "라는데요", "ᆫ다는데요", "는다는데요"})
# not 몇/언제/어디: also "a few", "sometime", "somewhere"
_WH = frozenset({"어떻게", "왜", "누가", "누구"})


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
            if (
                t.form in ("있", "보", "주", "하", "싶", "않", "같")
                and i
                and toks[i - 1].tag in ("EC",)
            ):
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
            noun = (
                t.tag in ("NNG", "NNP", "SL")
                and t.form not in STOP_NOUNS
                and not in_time
                and len(t.form) > 0
            )
            nxt_tag = w.toks[k + 1].tag if k + 1 < len(w.toks) else ""
            if noun and (nxt_tag.startswith("XSA") or (nxt_tag.startswith("XSV") and cur)):
                # '행복하다' is an adjective; in '요가 수업
                # 등록했어' the verbal noun is the predicate
                noun = False
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
    def __init__(
        self, turn: TurnIn, known: Sequence[str], out: Extraction, disc: TurnContext
    ) -> None:
        self.turn, self.known, self.out, self.disc = turn, known, out, disc
        self.speaker = turn.speaker
        self.listener = disc.listener if disc.listener and disc.listener != turn.speaker else None
        # holders of this turn's last relayed view (zero-subject continuation)
        self.last_layers: list[str] | None = None
        # handles people write under, read as their names in this turn ('블로거 \'X\'는 …')
        self.handles: list[str] = []
        # the one the sentence being read calls by name or title ('X 병장님, …'): spoken to,
        # so never the dropped subject of its hearsay
        self.addressed: str | None = None
        # person introduced inside someone's report -> that report's holders
        self.scoped: dict[str, list[str]] = {}
        # index of this turn's last claim whose source was not said (a zero-subject -대)
        self.unsourced: int | None = None
        # index of this turn's last claim held by the subject of a bare hearsay ending ('Y가 …대',
        # no verb of saying): a source named after it takes it over
        self.bare_final: int | None = None
        # that claim's holder judges a thing said after them ('Y는 그 식당 별로래'): a source
        # named next passed Y's verdict on, rather than owning it
        self.bare_judge = False
        # the last person this turn named by name (an appositive fragment describes them)
        self.last_named: str | None = None
        # the person whose words the turn before asked about ('X는 … 뭐래?')
        self.asked_what: str | None = None
        # the person the turn before asked the source of ('X는 그거 어디서 들었대?')
        self.asked_source: str | None = None
        # the person the turn before asked about ('X 봤어?', 'X 요즘 어때?')
        self.asked_person: str | None = None
        # the third person whose action the turn's last sentence recorded ('X 방금 올라옴.'),
        # and that of the sentence before the one being read: a bare '…다고' after it is what
        # they came to say
        self.told_of: str | None = None
        self.prev_told: str | None = None
        # index of this turn's last claim reported with a hearsay ending on its verb of saying
        # ('…다고 하셨대') and no relayer said: a source named next passes it on
        self.heard_unsaid: int | None = None
        # the sentence just before, when it stated a plain fact of others (no claim, no 나):
        # a source named next ('…들었어') makes it hearsay — called with the holders
        self.prev_record: Callable[[list[str]], None] | None = None
        self.this_record: Callable[[list[str]], None] | None = None
        # this_record is a sentence closed by the quotative with its verb of saying left out,
        # after a person as its subject ('X가 거기 별로라고.'): X's words even when no source
        # is named after it
        self.fragment_pending = False
        # the people the session named before this turn
        self.named_before: frozenset[str] = frozenset(disc.recent) if disc else frozenset()
        # the turn ends with a question: a one-word reaction before it is a backchannel
        self.asks = False
        # the turn before asked who ('오늘 당번 누구야?'): a bare word answering it is a person
        self.asked_who = False
        # the person a sentence of record opened with as its topic ('우리 아빠는 큰엄마
        # 편이더라.'), and that of the sentence before the one being read: a zero-subject report
        # right after it is theirs (the topic goes on), not that of a person named inside it
        self.sent_topic: str | None = None
        self.prev_topic: str | None = None
        # the text of the sentence being read, and of the one before it
        self.this_sent = self.prev_sent = ""
        # the last quotation this turn said ('…' words given as said)
        self.last_quote: str | None = None


# --- Claims about the listener ('너 진짜 대단하다', '넌 너무 성급했어', '네 그림 예쁘다') ---

_YOU_FORMS = frozenset({"너", "당신", "너희", "자네", "니", "네"})
# '너를', '너한테', '너랑': the listener is not the one judged
_NOT_YOU_ROLE = frozenset({"JKO", "JKB", "JC"})
# Thanks, apologies, greetings, wishes, worry, 'don't ...', 'let's ...': not judgements.
_KO_NOT_JUDGEMENT = re.compile(
    r"(고맙|고마워|감사|덕분|덕에|미안|죄송|안녕|반가|반갑|좋겠|바라|바랄|기원|걱정|"
    r"보고 싶|보고싶|축하|"
    # relief at news ('다행이다', '다행이네'), not a judgement of anything ('다행히' is an adverb)
    r"(?:^|\s)다행이\S*$)"
)
# How the listener feels or their bad luck (sympathy), blanked before polarity.
_KO_FEELINGS = re.compile(
    r"(행복|신나|신났|기쁘|기뻐|기뻤|설레|슬프|슬퍼|속상|피곤|힘들|힘든|외롭|외로|긴장|아프|아파|아팠|부럽|부러)"
)
_KO_YOU_WORDS = {
    "너": "",
    "넌": "는",
    "너는": "는",
    "너도": "도",
    "너만": "만",
    "네가": "가",
    "니가": "가",
    "너가": "가",
    "너의": "의",
    "네": "의",
    "니": "의",
    "당신": "",
    "당신은": "는",
    "당신이": "가",
    "당신의": "의",
    "당신도": "도",
    "너희": "",
    "너흰": "는",
    "너희는": "는",
    "너희가": "가",
    "너희도": "도",
    "너희의": "의",
}


def _you_index(toks: Sequence[Any]) -> int | None:
    """Index of a second-person word that is a subject,
    topic or possessor ('너', '네가', '네 그림')."""
    for i, t in enumerate(toks):
        if (
            t.form in _YOU_FORMS
            and t.tag in ("NP", "MM")
            and not (t.form == "네" and t.tag != "NP")
        ):
            nxt = toks[i + 1] if i + 1 < len(toks) else None
            if nxt is not None and nxt.start == t.start + t.len and nxt.tag in _NOT_YOU_ROLE:
                continue
            return i
    return None


def _restore_second_person(words: Sequence[Word], sent: str, listener: str) -> str:
    out = sent
    for w in reversed(words):
        bare = re.sub(r"[.,!?~…]+$", "", w.text)
        if (
            bare in _KO_YOU_WORDS
            and w.toks
            and w.toks[0].form in _YOU_FORMS
            and w.toks[0].tag in ("NP", "MM")
        ):
            tail = _KO_YOU_WORDS[bare]
            pairs = {"는": ("은", "는"), "가": ("이", "가")}
            rep = josa(listener, *pairs[tail]) if tail in pairs else listener + tail
            out = out[:w.start] + rep + out[w.start + len(bare):]
    return out


def _good_at(toks: Sequence[Any]) -> bool:
    """'너 영어 완전 잘해', '넌 운전 잘하잖아': 잘하다 (Kiwi: 잘/MAG + 하/XSV) in the present,
    closing the clause — a verdict of skill; a past '잘했어' is praise of a deed, left to the
    lexicon, and '잘 봤어' is no 잘하다."""
    for k in range(len(toks) - 1):
        a, b = toks[k], toks[k + 1]
        if a.form == "잘" and a.tag == "MAG" and b.form == "하" and b.tag in ("XSV", "VV"):
            rest = toks[k + 2:]
            return bool(rest) and rest[0].tag == "EF" or (
                len(rest) > 1 and rest[0].tag == "EP" and rest[0].form == "시"
                and rest[1].tag == "EF")
    return False


def _listener_claim(c: _Ctx, sent: str, toks: Sequence[Any], words: Sequence[Word]) -> bool:
    """The speaker's judgement of the listener: a second-person subject/possessor and an evaluative
    predicate. Thanks, wishes, worry, feelings, prohibitions ('-지 마') and suggestions are not."""
    if not c.listener or _you_index(toks) is None or _KO_NOT_JUDGEMENT.search(sent):
        return False
    if any(t.tag == "VX" and t.form == "말" for t in toks) or any(
        t.tag == "EF" and t.form in ("자", "자고") for t in toks
    ):
        return False
    content = _restore_second_person(words, sent, c.listener).rstrip(" .!~")
    pol = ko_polarity(_KO_FEELINGS.sub(" ", content), c.listener)
    if pol == "neutral" and _good_at(toks) and not ko_time_expression(sent):
        # '너 영어 완전 잘해': being good at something, said of the listener ('너 내일 잘해', with
        # a time, is a wish for a deed)
        pol = "positive"
    if pol == "neutral":
        return False
    c.out.claims.append(
        ClaimX(
            content=content,
            owner=c.speaker,
            relayed_by=[],
            target=c.listener,
            target_kind="person",
            polarity=pol,
            hedged=_think(toks),
        )
    )
    if c.listener not in c.out.mentions:
        c.out.mentions.append(c.listener)
    return True


def _record(
    c: _Ctx, sent: str, toks: Sequence[Any], words: Sequence[Word], refs: Sequence[PersonRef]
) -> None:
    """A declarative clause that judges nothing: a dated/completed action -> Event with its
    participants (a third-person subject without 나 leaves the speaker out), a habit or present
    state -> Fact about its subject."""
    concepts = _concepts(words, refs, sent)
    time_x = ko_time_expression(sent)
    pred = _predicate(toks)
    acted = any(t.tag.startswith("VV") or t.tag == "XSV" for t in toks)
    habit = ko_has_habit(sent)
    # ('아침마다 함ㅋㅋ': an action said with its recurrence is a habit of the subject, even
    # with the subject and the object left out)
    # ('네, 다녀왔어요.': a completed action with its subject left out — the speaker, answering —
    # is an event of the speaker's even with nothing else named)
    done = acted and any(t.tag == "EP" and t.form in ("었", "았", "였", "ᆻ") for t in toks)
    if not concepts and not time_x and not (acted and habit) and not done and not (
            acted and any(r.kind != "self" for r in refs)):
        return
    if pred is None:
        last = next(
            (t.form for t in reversed(toks) if t.tag in ("NNG", "NNP") and t.form.endswith("해")),
            None,
        )
        pred = last[:-1] + "하다" if last and len(last) > 2 else None
    past = any(t.tag == "EP" and t.form in ("었", "았", "였", "ᆻ") for t in toks)
    future = any(t.form in ("다음", "내일", "내년", "모레") for t in toks) or any(
        a.tag == "ETM" and a.form == "ᆯ" and b.form in ("거", "것", "예정")
        for a, b in pairwise(toks)
    )
    # ('감 따는 중', '짐 싸는중ㅋㅋ': the progressive -는 중 is an action going on now — an event)
    ongoing = any(
        a.tag == "ETM" and b.tag in ("NNB", "NNG") and b.form == "중"
        and p.tag.startswith(("VV", "XSV"))
        for p, a, b in zip(toks, toks[1:], toks[2:], strict=False)
    )
    fact = (not past and habit) or not (past or time_x or future or ongoing)
    text = restore_first_person(sent, c.speaker).strip()
    stem = pred[:-1] if pred else ""
    selfish = any(r.kind == "self" for r in refs)
    others = [r.name for r in refs if r.kind != "self" and r.name != c.speaker]
    subj = next(
        (r for r in refs if r.kind != "self" and r.is_subject and r.name != c.speaker), None
    )
    subject = subj.name if subj is not None and not selfish else c.speaker
    if fact:
        rel = LIKE_STEMS.get(stem, "does")
        c.out.facts.append(FactX(text=text, subject=subject, relation=rel, concepts=concepts))
    else:
        rel = "attends" if stem in ("가", "다니", "참석하") else "does"
        people = ([] if subject != c.speaker else [c.speaker]) + others
        c.out.events.append(
            EventX(
                text=text,
                participants=list(dict.fromkeys(people or [c.speaker])),
                concepts=concepts,
                predicate=pred,
                time_expression=time_x,
            )
        )
    have = {x.label for x in c.out.concepts}
    for lab in concepts:
        if lab not in have:
            c.out.concepts.append(ConceptX(label=lab, person=subject, relation=rel))


# --- The clause interpreter: frame rows (frames_ko.FRAMES) over one clause ---

_TOPIC_TAILS = frozenset({"은", "는", "도", "께서는", "께서도", "이는", "이도", "ᆫ"})
# a person the clause acts on, its object ("X를", "X이를", "X을")
_OBJECT_TAILS = frozenset({"을", "를", "이를"})
_SOURCE_TAILS = frozenset(
    {"한테", "한테서", "에게", "에게서", "께", "이한테", "이한테서", "이에게"}
)
# a quotation in double quotes, or in single quotes ('…'라고 했어) when a quotative or a verb
# of saying follows it (single quotes also mark a title or a word: '기생충' 봤어)
_QUOTE = re.compile(
    r"[\"“”]([^\"“”]+)[\"“”]"
    r"|['‘’]([^'‘’]{2,})['‘’](?=\s*(?:이?라고|이?라구|고\s|하|그러|이러|이렇|그렇|저렇|말하|말씀))"
)
# Adjectives that state existence or point back rather than judge.
_NON_EVAL_VA = frozenset({"있", "없", "계시", "그렇", "이렇", "저렇", "어떻", "같", "아니"})
# Nouns that judge when predicated ('별로야', '문제야', '도둑이네').
_EVAL_NOUNS = frozenset(
    """별로 최고 최악 문제 무리 낭비 도둑 사기 엉망 대박 짱 꽝 재앙 민폐 핑계 거짓말 헛소리 과장
    호구 천재 바보 신 강추 비추 노답 음모론 난리 별거 가치 다행 당연 정답 오답 실수 잘못 이득 손해
    함정 악몽 지옥 천국 예술 명작 걸작 졸작 망작 수작 쓰레기 꿀잼 노잼 레전드 역대급 참사 대참사
    혜자 창렬 득템 가성비 에바 오바 극혐 국룰 바가지 호갱 눈탱이 쏘쏘 찐 핵노잼 존맛 존맛탱 꿀템
    갓성비""".split()  # noqa: SIM905
)
_KO_OWN_FEELING = re.compile(
    r"^(짜증|답답|정신없|떨리|떨려|심심|배고|졸려|졸리|무서|무섭|귀찮|피곤|힘들|힘드|아프|아파|신나|설레|속상|슬프|슬퍼|기뻐|기쁘|행복)"
)
_REPLY = re.compile(
    r"당연하지|당연하죠|당연|그렇지|그렇죠|그럼|그럼요|맞아|맞아요|맞지|맞죠|물론|물론이지|물론이죠|그래|그래요|당근|인정|ㅇㅈ"
)
_CONTRAST_EC = frozenset({"는데", "ᆫ데", "은데", "지만", "던데"})
_CLAUSE_EC = frozenset(
    {
        "지만",
        "는데",
        "ᆫ데",
        "은데",
        "고",
        "어서",
        "아서",
        "서",
        "니까",
        "으니까",
        "면서",
        "다지만",
        "라지만",
        "더니",
        "는데도",
    }
)
_AUX_VX = frozenset({"있", "보", "주", "버리", "싶", "두", "놓", "가", "오", "지", "하"})


def _holder_before(refs: Sequence[PersonRef], w: int, slot: str,
                   words: Sequence[Any] = ()) -> PersonRef | None:
    """The person a frame word at word ``w`` attributes to, by the row's slot."""
    if slot == "possessor":
        return next(
            (
                r
                for r in refs
                if r.last in (w - 1, w)
                and r.first <= w
                and r.tail in ("", "의", "네", "이", "이네")
            ),
            None,
        ) or _said_by(refs, w, words)
    if slot == "source":
        return next((r for r in reversed(refs) if r.last <= w and r.tail in _SOURCE_TAILS), None)
    if slot == "named":
        return next((r for r in refs if r.first <= w <= r.last and r.is_subject), None)
    before = [r for r in refs if r.last < w]
    subj = [r for r in before if r.is_subject]
    if subj and subj[-1].tail == "" and subj[-1].last < w - 1:
        # 'X가 어제 건물주 Y랑 통화했는데': a noun without a particle away from the verb is a
        # modifier or an object ('건물주 Y'); a marked subject before it is the verb's
        marked = [r for r in subj if r.tail != ""]
        if marked:
            return marked[-1]
    return subj[-1] if subj else before[-1] if before else None


# the connective endings that close a subordinate clause of condition, cause or time ('오면',
# '와서', '오니까', '오더니'): its subject is that clause's, not the main verb's
_SUBORDINATE_EC = frozenset(
    {"면", "으면", "니까", "으니까", "어서", "아서", "서", "더니", "자마자"})


def _closed_by_subordinate(r: PersonRef, w: int, words: Sequence[Any]) -> bool:
    """Is the subject ``r``'s clause closed by a subordinating ending on a word after it, before
    the last word ahead of ``w`` (the quotation's own last word)?"""
    for k in range(r.last + 1, min(w - 1, len(words))):
        toks = [t for t in words[k].toks if not t.tag.startswith("S")]
        if toks and toks[-1].tag == "EC" and toks[-1].form in _SUBORDINATE_EC:
            return True
    return False


def _said_by(refs: Sequence[PersonRef], w: int, words: Sequence[Any]) -> PersonRef | None:
    """'제가 한 말은 …', '과장님이 하신 말씀은 …', '걔가 했던 얘기는 …': the words a relative clause
    of 하다 gives to its marked subject are that subject's, as a possessor's are ('내 말은 …');
    not the words heard ('내가 들은 말은 …')."""
    if w < 2 or w - 1 >= len(words):
        return None
    toks = words[w - 1].toks
    if not (toks and toks[0].form == "하" and toks[0].tag.startswith("VV")
            and toks[-1].tag == "ETM" and all(t.tag == "EP" for t in toks[1:-1])):
        return None
    return next((r for r in refs if r.last == w - 2 and r.is_subject and r.tail != ""), None)


def _quoted_end(first: Any, body: Sequence[Any]) -> int | None:
    """Where a report's verb of saying takes a quotative ending itself ('…다고 했다고'): the
    index of that ending in ``body`` (past pre-final endings), else None."""
    e = first.end
    while e < len(body) and body[e].tag == "EP":
        e += 1
    if e >= len(body) or body[e].tag != "EC" or body[e].form not in QUOTE_EC:
        return None
    return e


def _heard_report(reps: Sequence[Any], matches: Sequence[Any], body: Sequence[Any]) -> Any:
    """The verb of hearing a first report is quoted under ('Y가 …다고 했다고 (X한테) 들었어'):
    the reporting verb of ``reps[0]`` takes a quotative ending itself and a row of hearing from
    a source follows. None when the first report is not so heard."""
    first = reps[0]
    if first.frame.holder == "source":
        return None
    e = _quoted_end(first, body)
    if e is None:
        return None
    return next(
        (
            m
            for m in matches
            if m.start > first.start
            and m.frame.holder == "source"
            and m.frame.kind in ("report", "source")
            and m.start <= e + 3
        ),
        None,
    )


def _told_report(
    reps: Sequence[Any],
    matches: Sequence[Any],
    body: Sequence[Any],
    refs: Sequence[PersonRef],
    wof: Sequence[int],
) -> PersonRef | None:
    """The one who told a first report quoted under a second verb of saying ('Y가 …라고
    했다고 X가 그러더라'): the reporting verb of ``reps[0]`` takes a quotative ending itself, then
    only a subject X and a row of saying closing the sentence. None when not so told."""
    first = reps[0]
    if first.frame.holder != "subject":
        return None
    e = _quoted_end(first, body)
    if e is None:
        return None
    teller = next((r for r in refs if r.first == wof[e] + 1), None)
    if teller is None or teller.kind == "self" or not teller.is_subject:
        return None
    said = next(
        (m for m in matches if m.start > e and m.frame.kind in ("report", "source", "opener")
         and m.frame.holder in ("subject", "before") and wof[m.start] == teller.last + 1
         and all(t.tag.startswith("S") for t in body[m.end:])),
        None,
    )
    return teller if said is not None else None


def _stacked_report(
    reps: Sequence[Any], body: Sequence[Any], refs: Sequence[PersonRef], wof: Sequence[int],
    lo: int,
) -> PersonRef | None:
    """'X가 Y가 …한다고 했다고 하더라': a report whose verb of saying takes a quotative ending
    itself, right before a second verb of saying that closes the sentence, with two subjects
    before the first report — the first (X) told the speaker what the second (Y) said. X, else
    None."""
    if len(reps) < 2 or reps[0].frame.holder != "subject" or reps[1].frame.holder != "subject":
        return None
    first, second = reps[0], reps[1]
    gap = body[first.end:second.start]
    # (the gap may hold tense and honorific morphemes, and the light verb after a verbal noun of
    # saying: '말씀하셨다고')
    if not all(t.tag == "EP" or t.form == "하" and t.tag in ("XSV", "VV") for t in gap) or not all(
            t.tag.startswith(("S", "E")) or t.form == "요" for t in body[second.end:]):
        return None
    if body[second.start].tag != "EC" or body[second.start].form not in QUOTE_EC:
        return None
    w = wof[first.start]
    subs = [r for r in refs if lo <= r.first and r.last < w and r.kind != "self"
            and r.tail in ("이", "가", "께서", "이가", "은", "는", "이는", "께서는")]
    if len(subs) < 2 or subs[0].last >= subs[1].first:
        return None
    return subs[0]


def _hearer(refs: Sequence[PersonRef], source: PersonRef | None, b: int) -> PersonRef | None:
    """The subject of a verb of hearing, before its source ('X가 자기 누나한테 들었는데',
    'X는 코치님한테 …다고 들었대'): another person who heard it and passed it on — a relayer
    between the speaker and the source. None when the speaker heard it."""
    if source is None:
        return None
    return next(
        (
            r
            for r in reversed(refs)
            # (marked as subject or topic: a bare noun there is more often the object of a
            # modifier clause, '총무 맡은 X 씨한테', than the one who heard)
            if b <= r.last < source.first and r.is_subject and r.tail != ""
            and r.kind != "self" and r.name != source.name
        ),
        None,
    )


def _hearing_reported(body: Sequence[Any], m: Any, matches: Sequence[Any]) -> bool:
    """'X가 …다고 Y한테 들었대', '…들었다더라', '…들었다고 하더라': the verb of hearing is itself
    told on (a hearsay ending or a report after its tense), so the speaker did not hear it —
    the subject before did, and passes it on."""
    j = m.end
    while j < len(body) and body[j].tag == "EP":
        j += 1
    return any(x is not m and x.start == j and x.frame.kind in ("final", "report")
               for x in matches)


_SUBJECT_TAILS = frozenset({"이", "가", "이가", "께서"})


# predicates of liking or of one's own state, whose subject is who feels it ('삼촌이 별로래':
# dad finds it meh; '남친이 요즘 바쁘대')
_EXPERIENCER_HEADS = frozenset(
    """좋 싫 별로 괜찮 낫 부럽 아쉽 그렇 바쁘 아프 힘들 피곤하 우울하 심심하 배고프 졸리 외롭
    행복하 무섭 슬프 기쁘 속상하 답답하 불안하 설레 서운하 섭섭하 억울하 지루하 귀찮
    괴롭 두렵 걱정 늦 이르 빠르 멀 가깝""".split()  # noqa: SIM905
)
_ASIDE_TAGS = ("MAG", "MAJ", "IC", "MM")


def _judged_subject(
    c: _Ctx, words: Sequence[Word], r: PersonRef, lo: int, sent: str, refs: Sequence[PersonRef]
) -> bool:
    """'새 코치가 너무 엄격하대', '팀장이 완전 꼰대래': the person marked as subject opening the
    clause, with only adverbs between them and an evaluative predicate that closes it, is who
    is judged — a verdict on oneself is not what one passes on. (Not a predicate of liking,
    whose subject feels it, nor after a thing said first: '그 과자는 삼촌이 별로래'.)"""
    if r.tail not in _SUBJECT_TAILS or r.kind == "self" or r.last + 1 >= len(words):
        return False
    if r.name in c.named_before or r.owner == c.speaker or r.name.startswith(
            c.speaker + "의 "):
        # (the person already talked about, or the speaker's own relative, telling of
        # themselves: '서곤이 요즘 어때?' — '서곤이가 너무 바쁘대')
        return False
    start = lo
    for k in range(r.first - 1, lo - 1, -1):
        toks = [t for t in words[k].toks if not t.tag.startswith("S")]
        if toks and (toks[-1].tag == "EC" and toks[-1].form in _BACKGROUND_EC or len(toks) >= 2
                     and toks[-1].form == "데" and toks[-1].tag == "NNB"
                     and toks[-2].tag == "ETM"):
            # ('요즘 알바하는데 사장님이 엄청 깐깐하대': a background clause of the one talked
            # about, its subject dropped, then the verdict on someone they deal with)
            start = k + 1
            break
    if any(x.kind == "self" and lo <= x.first < start for x in refs):
        return False  # ('나 요즘 알바하는데 …': the speaker's own story, not the one talked about)
    if not all(t.tag in _ASIDE_TAGS or t.tag.startswith("S") for w in words[start:r.first]
               for t in w.toks):
        return False
    rest = words[r.last + 1:]
    if not all(t.tag in ("MAG", "MM") or t.tag.startswith("S") for w in rest[:-1]
               for t in w.toks):
        return False
    toks = [t for w in rest for t in w.toks]
    if any(t.form in _EXPERIENCER_HEADS for t in toks) or any(
            KO_TIME.fullmatch(_strip_word(w.text)) for w in rest):
        return False  # (a time said makes it what happened then: '오늘 늦으신대')
    if any(t.tag.startswith(("VA", "VV")) and t.form in _OF_THINGS_ONLY for t in toks):
        # ('그 식당 어때?' — 'X가 맛있대', 'X가 비싸대': a person cannot be tasty or pricey; the
        # person marked as subject is who said it of the thing talked about)
        return False
    return any(t.tag in ("VA", "XSA", "VCP") for t in toks) and _evaluative(toks, sent, refs)


# predicates only a thing (a dish, a place, an object) can be the subject of: tastes, price, size
_OF_THINGS_ONLY = frozenset(
    """맛있 맛없 달 짜 맵 싱겁 고소하 느끼하 담백하 쫄깃하 바삭하 비리 짭짤하 달콤하 새콤하 매콤하
    시큼하 비싸 싸 넓 좁""".split())  # noqa: SIM905


# the connectives that set one verdict against or beside another ('…친절한데', '…좋지만',
# '…싸고')
_VERDICT_LINK_EC = frozenset({"는데", "ᆫ데", "은데", "지만", "고"})


def _judged_in_contrast(
    c: _Ctx, words: Sequence[Word], r: PersonRef, refs: Sequence[PersonRef], sent: str
) -> bool:
    """'X 요즘 어때?' — '선생님들은 친절한데 숙제가 너무 많대': a person new to the talk, as subject
    or topic, whose clause is only a verdict closed by a connective that sets it against a second
    clause about something else: the hearsay ending covers both, and the one talked about said
    it — the person is judged, not the source."""
    if r.kind == "self" or r.tail not in (*_SUBJECT_TAILS, *_TOPIC_TAILS) or c.disc is None or (
            r.name in c.named_before or r.owner == c.speaker):
        return False
    k = r.last + 1
    while k < len(words) and all(t.tag in ("MAG", "MM") or t.tag.startswith("S")
                                 for t in words[k].toks):
        k += 1
    if k >= len(words) - 1:
        return False
    toks = [t for t in words[k].toks if not t.tag.startswith("S")]
    if not toks or toks[-1].tag != "EC" or toks[-1].form not in _VERDICT_LINK_EC or not any(
            t.tag in ("VA", "XSA", "VCP") for t in toks) or not _evaluative(
            [t for w in words[r.first:k + 1] for t in w.toks], sent, refs):
        return False
    rest = words[k + 1:]
    if any(x.first > k for x in refs if x.kind != "self"):
        return False  # ('팀장님은 좋다는데 부장님이 반대래': a second person holds the second)
    if not any(w.toks and w.toks[-1].tag in ("JKS", "JX") for w in rest):
        return False
    excl = [c.speaker, *([c.listener] if c.listener else []), r.name]
    return c.disc.antecedent(excl) is not None


# nouns that say what kind of person someone is ('그런 사람', '꼼꼼한 타입', '착한 애')
_KIND_NOUNS = frozenset({"사람", "애", "분", "타입", "스타일", "성격", "편", "사이"})


# nouns of time that stand as adverbs ('요즘 너무 바쁘대': when, not a thing judged)
_NOW_NOUNS = frozenset("요즘 요새 지금 이제 예전 옛날 나중 아까 방금 평소 당분간 한동안".split())  # noqa: SIM905


def _judge_of_thing(
    words: Sequence[Word], r: PersonRef, refs: Sequence[PersonRef], body: Sequence[Any], sent: str,
    end: int | None = None,
) -> bool:
    """'…Y가 그 식당 별로래', '…Y는 거기 국물이 짜대': the person as subject or topic, then a thing
    (a noun that names no person) before an evaluative predicate closing the clause — Y judges
    that thing (not 'Y가 너무 엄격하대', where only adverbs stand between: Y is judged).
    ``end``: the word of the verdict when it is not the last (a quotative's: 'Y가 그 식당
    별로라고 했대'), and ``body`` then the verdict's tokens."""
    last = len(words) - 1 if end is None else end
    # (and 'only': '…Y만 그 식당 별로래', Y alone judges so)
    if r.tail not in (*_SUBJECT_TAILS, *_TOPIC_TAILS, "만", "이만") or r.last + 2 > last:
        return False
    if any(r.last < x.first <= last for x in refs if x.kind != "self"):
        return False
    verdict = last
    if last >= r.last + 3 and words[last - 1].text in ("것", "거") and (
            words[last].text.startswith("같")):
        # ('…Y가 그거 별로일 것 같대': the verdict hedged, 'seems'; the verdict is the word
        # before 것 — s35)
        verdict = last - 2
    elif _STANCE_VERDICT.match(words[last].text):
        # ('…Y는 이사 가는 거 찬성이래', '…Y도 그거 사는 거 비추래': a stance on a doing named
        # by a clause — s35)
        return True
    mid = [t for w in words[r.last + 1:verdict] for t in w.toks if not t.tag.startswith("S")]
    nxt = [t for t in words[r.last + 1].toks if not t.tag.startswith("S")]
    if r.tail == "이" and len(nxt) >= 2 and nxt[0].tag.startswith("NN") and nxt[-1].tag in (
            "JKS", "JX"):
        return False  # ('도윤이 회사가 너무 멀대': the name's 이 before a noun with a subject of
        # its own is the hypocoristic of a possessor, 'Doyun's company')
    head = [t for t in words[last].toks if not t.tag.startswith("S")]
    if head and head[0].tag == "VCN" or any(t.form in _KIND_NOUNS for t in mid):
        # ('Y가 그런 사람 아니래', 'Y가 꼼꼼한 타입이래': a predicate noun of what kind of person
        # Y is judges Y)
        return False
    # (a reason said with an adjective before the verdict, '…Y는 그 식당 너무 짜서 별로래', is
    # part of the judgement, not a clause of its own — s35)
    mid = [t for k, t in enumerate(mid) if not (
        t.tag == "EC" and t.form in _REASON_EC and k and mid[k - 1].tag in ("VA", "XSA"))]
    if not any(t.tag in ("NNG", "NP") and t.form not in _KO_DEGREE and t.form not in (
            "제일", "가장", "최고") and not KO_TIME.fullmatch(t.form) and t.form not in _NOW_NOUNS
            for t in mid) or any(
            t.tag.startswith(("VV", "EC", "ETM", "JKO", "JKB")) for t in mid):
        # (a clause of its own before the verdict tells a story, not a verdict; an object or an
        # adverbial phrase makes the subject the doer judged: '…반에서 수학을 제일 잘한대',
        # '…지원자가 작년보다 훨씬 많대')
        return False
    # ('…별로라더라' as Kiwi spells it out, 라고 + a 하 that takes no room + 더라: the verdict is
    # what stands before the quotative)
    cut = next((k for k in range(len(body) - 1) if body[k].tag == "EC" and body[k].form in (
        "다고", "라고") and body[k + 1].form == "하" and getattr(body[k + 1], "len", 1) == 0), None)
    return _evaluative(body[:cut] if cut is not None else body, sent, refs)


# the connectives of a reason ('짜서', '비싸니까', '멀어서')
_REASON_EC = frozenset({"어서", "아서", "여서", "서", "니까", "으니까", "어", "아"})


# a stance said as a noun with the copula's hearsay ('찬성이래', '반대라던데', '비추래요')
_STANCE_VERDICT = re.compile(
    r"(?:찬성|반대|비추|강추|추천|비추천)(?:이)?(?:래|래요|라더라|라던데|라던데요|라네|란다|래더라)"
    r"(?![가-힣])")


def _order_on_auxiliary(body: Sequence[Any]) -> bool:
    """The reported clause closes on an order said with an auxiliary verb ('…지 말래', '챙겨
    오래', '해 주래')."""
    efs = [k for k, t in enumerate(body) if t.tag in ("EF", "EC")]
    if not efs or efs[-1] == 0:
        return False
    k = efs[-1]
    return body[k].form in ("래", "래요", "재", "재요") and body[k - 1].tag == "VX" and (
        body[k - 1].form in _ORDER_AUXILIARIES)


# the auxiliary verbs an order is said on ('보내지 말래' = 말라고 해, '챙겨 오래', '해 주래')
_ORDER_AUXILIARIES = ("말", "오", "가", "주", "보", "두", "놓")


def _own_state_or_order(body: Sequence[Any]) -> bool:
    """The reported clause is its subject's own wish or feeling ('…하고 싶대', '…가 좋대') or an
    order/suggestion ('쉬래' = 쉬라고 해, '가재'): the subject is the one who said it."""
    efs = [k for k, t in enumerate(body) if t.tag in ("EF", "EC")]
    if not efs:
        return False
    k = efs[-1]
    prev = body[k - 1] if k else None
    if (
        prev is not None
        and body[k].form in ("래", "래요", "재", "재요")
        and (prev.tag.startswith("VV") or prev.tag == "VX" and prev.form in _ORDER_AUXILIARIES)
    ):
        return True
    if (
        k >= 3
        and body[k - 1].form == "하"
        and getattr(body[k - 1], "len", 1) == 0
        and (
            body[k - 2].form in ("으라고", "자고")
            or body[k - 2].form == "라고" and body[k - 3].tag.startswith("VV")
        )
    ):
        return True  # '먹으래' as Kiwi expands it: 먹 + 으라고 + 하 + 어
    head = body[max(0, k - 3):k]
    return any(
        (t.tag == "VX" and t.form == "싶")
        or (t.tag.startswith("VV") and t.form in ("원하", "바라", "좋아하", "싫어하"))
        # (Kiwi may split 원하다 as the noun 원 + 하: '당일치기 원하신대요')
        or (t.form == "원" and t.tag == "NNG" and n < len(head) - 1 and head[n + 1].form == "하")
        for n, t in enumerate(head)
    )


def _noun_holder(
    words: Sequence[Word], w: int, tok: int, body: Sequence[Any], b: int
) -> str | None:
    """A non-person source said as a noun ('손님들 말로는',
    '뉴스에 따르면'): the nouns just before the frame."""
    first = body[tok]
    same = [t for t in words[w].toks if t.start < first.start]
    if same and all(t.form in _SPEECH_NOUNS and t.tag.startswith("NN") for t in same):
        same = []  # ('X 말에 따르면': whose words — the word before the noun of speech)
    if not same and w - 1 >= b and _unknown_full_name(_strip_word(words[w - 1].text)):
        return _strip_word(words[w - 1].text)  # ('육서린 말로는': a full name Kiwi splits)
    toks = same if same else (words[w - 1].toks if w - 1 >= b else [])
    if not same and w - 1 >= b and re.fullmatch(r"[가-힣]{2,3}", _strip_word(
            words[w - 1].text)) and glued_to_stem(_strip_word(words[w - 1].text), toks):
        # ('솔온 말로는' read as 솔 + 오 + ㄴ, 'the pine that came': a noun or an adverb
        # glued to a verb stem in one word — no word is so made; the word is a name — s36)
        return _strip_word(words[w - 1].text)
    bare = _strip_word(words[w - 1].text) if not same and w - 1 >= b else ""
    if bare and len(toks) >= 2 and toks[-1].tag.startswith("J") and toks[-1].tag != "JKG" and (
            re.fullmatch(r"[가-힣]{2,3}", bare)) and toks[0].tag in ("NNG", "NNP") and (
            len(toks[0].form) == 1) and bare not in STOP_NOUNS and bare not in _NOT_SOURCES:
        # ('X 말로는' with X read as a noun and a particle, 소나 as 소 + 나: whose words they are
        # is a bare noun — no particle stands before 말 but 의 — so the word is one name)
        return bare
    nouns = [t.form for t in toks if t.tag.startswith("NN") or t.tag in ("XSN", "XPN")]
    if not same and bare in ("쪽", "측") and w - 2 >= b and _bare_noun_word(words[w - 2]):
        nouns = [bare]  # ('대행사 쪽 얘기로는': the side of the body named before it)
    elif not nouns or toks[0].tag not in ("NNG", "NNP") or nouns[0] in STOP_NOUNS:
        if re.fullmatch(r"[가-힣]{2}", bare) and toks and not (
                len(toks) == 1 and toks[0].tag in ("NP", "MM", "MAG", "MAJ", "IC", "NNB")) and all(
                t.tag in ("NNG", "NNP", "XSN", "XPN", "VV", "VA", "NP") for t in toks) and (
                bare not in STOP_NOUNS and bare not in _NOT_SOURCES):
            # ('X 말로는' with X read as a verb stem or split: a word standing alone before
            # whose words they are is a name — a stem never closes a word)
            return bare
        if re.fullmatch(r"[가-힣]{2,3}", bare) and reads_as_name(bare) and (
                bare not in STOP_NOUNS and bare not in _NOT_SOURCES):
            # ('하서 말로는', with 하서 read as a verb and a connective ending: a word Kiwi reads
            # as one name before the subject particle, standing alone before whose words)
            return bare
        return None
    name = strip_hypocoristic("".join(nouns))
    k = w if same else w - 1
    if name in ("쪽", "측", *_BODY_DOCUMENTS) and k - 1 >= b and _bare_noun_word(words[k - 1]):
        # ('대행사 쪽 얘기로는', '인사팀 공문에 따르면'): the side, or the notice an office sent,
        # speaks for the body named before it
        k -= 1
        name = _strip_word(words[k].text)
        if not (ORG_END.fullmatch(name) or nouns[0] in ("쪽", "측")):
            return strip_hypocoristic("".join(nouns))
    if ORG_END.fullmatch(name) and name not in ORG_ROOMS:
        # ('본사 인력팀 얘기로는': the office named whole)
        name = " ".join([*(_strip_word(x) for x in _noun_words_before(words, k, b, 2)), name])
    return name


# what an office sends out, which speaks for it ('구청 공지에 따르면')
_BODY_DOCUMENTS = frozenset({"공문", "공지", "공지사항", "안내문", "통지", "통보", "가정통신문"})


def _noun_words_before(words: Sequence[Word], k: int, b: int, most: int) -> list[str]:
    """The texts of up to ``most`` words of nouns only standing right before word ``k`` (not
    before ``b``), in order: the first words of a body's longer name ('본사 인력팀')."""
    out: list[str] = []
    while k - 1 >= b and len(out) < most and _bare_noun_word(words[k - 1]):
        k -= 1
        out.insert(0, words[k].text)
    return out


def _bare_noun_word(word: Word) -> bool:
    """A word of nouns only, no particle ('본사', '인증 대행사'): part of a longer name."""
    toks = [t for t in word.toks if not t.tag.startswith("S")]
    return bool(toks) and word.text[-1:] not in ",." and all(
        t.tag in ("NNG", "NNP", "XSN", "SL") for t in toks)


# (and, before 따르면, the written nouns of what someone set out: 'X 설명에 따르면', 'X 발표에
# 의하면', 'X 주장에 따르면')
_SPEECH_NOUNS = frozenset({"말", "말씀", "얘기", "이야기", "설명", "발표", "주장", "답변", "해명"})


def _bare_name_before(
    words: Sequence[Word], w: int, tok: int, body: Sequence[Any], b: int
) -> bool:
    """'표하진 말이 …', '하서 말이 …': the word standing alone before whose words they are is a
    name Kiwi does not know — a full name it splits, one it reads as a verb form but as one
    noun before 가, or pieces no word is made of (s36)."""
    if w - 1 < b or any(t.start < body[tok].start for t in words[w].toks):
        return False
    bare = _strip_word(words[w - 1].text)
    if not re.fullmatch(r"[가-힣]{2,3}", bare) or bare in STOP_NOUNS or bare in _NOT_SOURCES:
        return False
    return _unknown_full_name(bare) or reads_as_name(bare) or glued_to_stem(
        bare, words[w - 1].toks)


_NOT_SOURCES = frozenset(
    [
        "그게",
        "이게",
        "저게",
        "다들",
        "모두",
        "누가",
        "뭐가",
        "걔가",
        "얘가",
        "쟤가",
        "그분",
        "우리",
        "저희",
        "너희",
        "너네",
        "다른",
        "어떤",
        "아무",
        "그건",
        "이건",
        "저건",
        "그냥",
        "진짜",
    ]
)


def _animate_noun(words: Sequence[Word], w: int, b: int, slot: str) -> str | None:
    """The subject of 그러다/말하다 or the source of 듣다 is a person even when the word is also a
    common noun ('바다가 그러는데', '구름이한테 들었는데'): the noun just before the frame, with
    a floor or room number before it ('9층 총각이', 'the young man on the 9th floor')."""
    noun = _animate_head(words, w, b, slot)
    if noun is not None and w - 2 >= b and _NUMBERED_PLACE.fullmatch(words[w - 2].text):
        return f"{words[w - 2].text} {noun}"
    return noun


# a numbered place that locates a person ('8층', '1205호', '4반')
_NUMBERED_PLACE = re.compile(r"\d+(?:층|동|호|반|학년)")


def _animate_head(words: Sequence[Word], w: int, b: int, slot: str) -> str | None:
    if w - 1 < b:
        return None
    toks = words[w - 1].toks
    surface = re.fullmatch(
        r"([가-힣]{2,3}?)(이가|이는|가|는|이|도)"
        if slot == "before"
        else r"([가-힣]{2,3}?)(이한테|한테|에게|한테서|에게서)",
        re.sub(r"[.,!?~]+$", "", words[w - 1].text),
    )
    if (
        surface
        and toks
        and not (toks[0].tag in ("NP", "MM", "MAJ", "IC") and toks[0].len >= len(surface.group(1)))
        and surface.group(1) not in STOP_NOUNS
        and surface.group(1) not in _NOT_SOURCES
    ):
        return surface.group(1)  # '다해가 그러는데': a name Kiwi reads as a verb
    bare = re.sub(r"[.,!?~]+$", "", words[w - 1].text)
    if (
        slot == "before"
        and re.fullmatch(r"[가-힣]{2,3}", bare)
        and toks
        and any(t.tag == "NNP" for t in toks)
        and all(t.tag in ("NNP", "NNG") for t in toks)
        and bare not in STOP_NOUNS
        and bare not in _NOT_SOURCES
    ) or slot == "before" and _unknown_full_name(bare) and (
            bare not in STOP_NOUNS and bare not in _NOT_SOURCES
            # ('문자로 그러는데': a noun with its case particle, no surname and given name)
            and not any(t.tag.startswith("JK") for t in toks)) or (
            # (an unknown word in a given name's shape, which Kiwi guesses a common noun, before
            # the pro-form verb of saying: 'X 그러는데 …', 'X 그러던데 …' — only a person says)
            slot == "before" and re.fullmatch(r"[가-힣]{2,3}", bare) and len(toks) == 1
            and toks[0].tag == "NNG" and looks_like_name(bare) and bare not in STOP_NOUNS
            and bare not in _NOT_SOURCES and bare not in _NOW_NOUNS
            and w < len(words) and words[w].toks and words[w].toks[0].form in ("그러", "그렇")):
        return bare  # '모래솔 그러는데': chat drops the subject particle after a name
    if not toks or toks[0].tag not in ("NNG", "NNP") or toks[0].form in STOP_NOUNS:
        return None
    parts = [t for t in toks if t.tag.startswith(("J", "XSN"))]
    tail = "".join(t.form for t in parts if t.tag.startswith("J"))
    want = (
        ("가", "이", "는", "은", "ᆫ", "께서", "도")
        if slot == "before"
        else ("한테", "에게", "한테서", "에게서", "께")
    )
    if tail not in want or any(
        t.tag not in ("NNG", "NNP", "XSN") and not t.tag.startswith("J") for t in toks
    ):
        return None
    return strip_hypocoristic(
        "".join(t.form for t in toks if t.tag.startswith("NN") or t.tag == "XSN")
    )


def _source_noun(words: Sequence[Word], b: int, w: int) -> PersonRef | None:
    """The 한테/에게서 phrase of a clause whose verb is 듣다, when its noun is no known person
    ('담결한테 … 얘기 들었어': whoever one hears something from is a person)."""
    for k in range(b, w):
        name = _animate_noun(words, k + 1, b, "source")
        if name:
            return PersonRef(name, k, k, "한테", "name")
    return None


def _subjects(
    refs: Sequence[PersonRef], lo: int, hi: int, words: Sequence[Word] | None = None
) -> list[PersonRef]:
    """Subject/topic persons in words [lo, hi); a bare one right before a noun is a possessor
    ('그 교수님 시험은 …'), not a subject."""
    out: list[PersonRef] = []
    for r in refs:
        if not (lo <= r.first and r.last < hi and r.is_subject):
            continue
        if r.tail == "" and any(x.first == r.last + 1 and x.kind == "name" for x in refs):
            continue  # '보호소 봉사자 X 님이': a role in apposition describes the name after it
        if words is not None and r.tail in ("", "네", "이네") and r.last + 1 < len(words):
            # (and X네, X's household, before a noun: '서곤이네 집에 갔는데' — the house's owner)
            nxt = words[r.last + 1].toks
            if nxt and nxt[0].tag in ("NNG", "NNP") and nxt[0].form not in STOP_NOUNS:
                continue
        if words is not None and r.tail == "" and _zero_marked_object(words, out, r):
            continue  # '관장님이 체육관 옮기려고 회원 다 돌려보낸대': the bare noun is the object
        if words is not None and r.tail not in _TOPIC_TAILS and _relative_subject(words, r, hi):
            # (a topic is the main clause's: '서곤은 새로 온 코치 별로래' — 서곤 says so, the
            # relative's subject is left unsaid)
            continue
        if words is not None and out and r.tail not in _TOPIC_TAILS and _closed_by_subordinate(
                r, hi, words):
            # ('X는 Y가 가면 자기는 빠진다고 했대': Y is the subject of the condition inside
            # X's words, not a second sayer after X)
            continue
        out.append(r)
    return out


# verbs of motion and change, whose subject a bare noun before them is ('…코치들 다 바뀐대',
# '…손님들 다 떠났대')
_INTRANSITIVE = frozenset(
    """오 가 떠나 나가 들어가 그만두 되 늘 줄 바뀌 없어지 사라지 오르 내리 모이 남 죽 살 자 울
    웃""".split()  # noqa: SIM905
)
# connectives whose clause shares the main clause's subject ('…팔려고', '…보러', '…하면서')
_SAME_SUBJECT_EC = frozenset({"려고", "으려고", "러", "으러", "면서", "으면서", "고서", "다가"})


def _zero_marked_object(words: Sequence[Word], subs: Sequence[PersonRef], r: PersonRef) -> bool:
    """A person without a particle after the clause's subject, a verb next with at most adverbs
    between ('Y가 체육관 옮기려고 회원 다 돌려보낸대', 'Y는 동생 데리러 간대'): Korean drops
    the object particle far more than the subject's, and the subject already stands before —
    the bare noun is what the verb acts on, no second subject. Across a connective that may
    open a clause of its own subject ('Y가 바쁜데 직원 혼자 …') nothing is decided."""
    prev = next((x for x in reversed(subs) if x.last < r.first
                 and x.tail in (*_SUBJECT_TAILS, *_TOPIC_TAILS)), None)
    if prev is None:
        return False
    for k in range(prev.last + 1, r.first):
        for t in words[k].toks:
            if t.tag in ("EC", "EF") and t.form not in _SAME_SUBJECT_EC or t.tag in ("SF", "SP"):
                return False
    for k in range(r.last + 1, len(words)):
        toks = [t for t in words[k].toks if not t.tag.startswith("S")]
        if not toks:
            continue
        if toks[0].tag.startswith("VV"):
            # (a verb of coming about, change or motion has the bare noun as its subject:
            # 'Y가 그러는데 코치들 다 바뀐대')
            return toks[0].form not in _ARISE and toks[0].form not in _INTRANSITIVE
        if toks[0].tag == "NNG" and len(toks) > 1 and toks[1].tag == "XSV":
            # (or a verbal noun with 하다: '정리한대'; with 되다, a passive: '정리된대')
            return toks[1].form == "하"
        if toks[0].tag != "MAG":
            return False
    return False


# nouns that make a modal predicate of an adnominal clause ('쓸 필요 없대', '갈 계획이래')
_MODAL_NOUNS = frozenset(
    "필요 예정 계획 생각 마음 의향 의지 자신 가능성 확률 작정 각오 참".split()  # noqa: SIM905
)
# nouns of time an adnominal clause modifies to say when ('볼 때', '온 후', '먹는 동안')
_WHEN_CLAUSE_NOUNS = frozenset("때 동안 후 뒤 전 다음 무렵 사이 김".split())  # noqa: SIM905
# adnominal verbs fixed in time phrases ('지난 주말', '오는 금요일', '다가오는 연휴')
_TIME_ADNOMINALS = frozenset({"지난", "오는", "다가오는", "돌아오는", "다음"})


# verbs of coming about, whose subject is what comes about ('새로 생긴 가게', '이번에 바뀐 메뉴')
_ARISE = frozenset({"생기", "열리", "나오", "바뀌", "들어오", "들어서", "문열", "망하", "닫히",
                    "끝나", "시작되", "나"})


def _relative_subject(words: Sequence[Word], r: PersonRef, hi: int) -> bool:
    """The person is the subject of a relative clause ('윤솔해 씨가 고친 자전거가 …'): the first
    predicate after them is adnominal, so they modify a noun and hold no view of the clause."""
    for k in range(r.last + 1, min(hi, len(words))):
        toks = words[k].toks
        if words[k].text in _TIME_ADNOMINALS:
            continue  # '지난 토요일에', '오는 주말': a time word, no relative clause
        # (a copula is left out: Kiwi reads a name's '이는' as copula + adnominal)
        preds = [j for j, t in enumerate(toks) if t.tag.startswith(("VV", "VA", "XSV", "XSA"))]
        if not preds:
            if any(t.tag == "JKS" or t.tag == "JX" and t.form in ("은", "는", "ᆫ") for t in toks):
                return False  # another subject first: the predicate is theirs
            continue
        rest = toks[preds[-1] + 1:]
        nxt = words[k + 1].toks if k + 1 < len(words) else []
        if toks[preds[-1]].tag.startswith(("VA", "XSA")) or toks[preds[-1]].form in _ARISE:
            # ('삼촌이 새로 생긴 가게 안 좋대', '…비싼 가게 싫대': an adjective or a verb of coming
            # about says something of the noun it modifies — its own subject, not the person)
            return False
        # (a bound noun after it is a modal or complement: '…ㄹ 거래', '…한 적 없대')
        return (
            bool(rest)
            and rest[-1].tag == "ETM"
            and all(t.tag in ("EP", "ETM") for t in rest)
            and bool(nxt)
            and nxt[0].tag in ("NNG", "NNP")
            # ('…신경 쓸 필요 없대', '…갈 계획이래': a noun of need, plan or intent after the
            # adnominal makes a modal predicate of the clause, no relative clause)
            and nxt[0].form not in _MODAL_NOUNS
            # ('하늬가 견적 볼 때 …다고 했어': an adnominal before a noun of time makes an
            # adverbial clause of when, whose subject is the main clause's, no relative clause)
            and nxt[0].form not in _WHEN_CLAUSE_NOUNS
            # ('…이 착한 애래': the adjective modifies the predicate noun, not a new subject)
            and not any(t.tag.startswith(_PREDICATE_TAGS) for t in nxt)
        )
    return False


def _closed_before_i(word: str) -> bool:
    """Does the word end in 이 after a closed syllable ('형이', '사람이', '서곤이'), the subject
    particle — not a name's familiar 이 after an open one ('도휘이')?"""
    w = word.rstrip(".,!?~ㅋㅎㅠㅜ")
    return len(w) >= 2 and w.endswith("이") and has_batchim(w[-2])


def _background_teller(words: Sequence[Word], r: PersonRef) -> bool:
    """The person, marked 이/가, is the subject of a background clause closed by -는데 whose
    predicate is a doing of theirs (a verb: '거기 다니는데', '써 봤는데'), and a predicate follows
    it with no subject of its own: what follows is what they found, told."""
    if r.tail not in ("가", "이", "이가", "께서"):
        return False
    for k in range(r.last + 1, len(words)):
        toks = words[k].toks
        if any(t.tag in ("JKS",) or t.tag == "JX" and t.form in ("은", "는", "ᆫ") for t in toks):
            return False
        preds = [j for j, t in enumerate(toks) if t.tag.startswith(_PREDICATE_TAGS)]
        if not preds:
            continue
        rest = toks[preds[-1] + 1:]
        if len(rest) == 1 and rest[0].tag == "EC" and rest[0].form in _MOTION_LINKS and (
                toks[preds[0]].tag.startswith(("VV", "XSV"))) and k + 1 < len(words) and (
                words[k + 1].toks and words[k + 1].toks[0].tag.startswith(("VV", "XSV"))):
            continue  # ('X가 와서 봤는데 …': a motion linked to the doing after it)
        while rest and rest[-1].tag.startswith("S"):
            rest = rest[:-1]  # ('…봤는데, …': the comma after the connective)
        # (Kiwi may read the connective -는데 as the adnominal 는 + the bound noun 데)
        background = bool(rest) and (
            rest[-1].tag == "EC" and rest[-1].form in _BACKGROUND_EC
            or len(rest) >= 2 and rest[-1].tag == "NNB" and rest[-1].form == "데"
            and rest[-2].tag == "ETM")
        if not (background and toks[preds[0]].tag.startswith(("VV", "XSV"))):
            return False
        return any(t.tag.startswith(_PREDICATE_TAGS) for w in words[k + 1:] for t in w.toks)
    return False


# verbs of being or working somewhere ('…에 있는데', '…에서 일하는데', '…에 다니는데')
_PLACED_STEMS = ("있", "계시", "일하", "다니", "근무하")


def _placed_at(words: Sequence[Word], r: PersonRef) -> bool:
    """'X가 그러는데 자기 친구가 구청에 있는데 …래': the background clause of the person
    marked as subject says where they are or work (a place with 에/에서, then a verb of being or
    working): one placed so to know tells what follows."""
    for k in range(r.last + 1, min(r.last + 6, len(words))):
        toks = words[k].toks
        if any(t.tag.startswith(("VV", "VA", "XSV")) for t in toks):
            return words[k].text.startswith(_PLACED_STEMS) and any(
                t.tag == "JKB" and t.form in ("에", "에서") for w in words[r.last + 1:k]
                for t in w.toks) and (toks[-1].tag == "EC" and toks[-1].form in _BACKGROUND_EC
                                      or toks[-1].tag == "NNB" and toks[-1].form == "데")
    return False


def _marked_first(
    refs: Sequence[PersonRef],
    lo: int,
    hi: int,
    words: Sequence[Word],
    subs: list[PersonRef],
) -> list[PersonRef]:
    """'윗집 겸희 씨가 이번에 바뀐 코치님 친절하다고 칭찬하더라': a person marked 이/가 read as
    the subject of a relative clause ('겸희 씨가 이번에 바뀐') whose head noun is bare: the bare
    noun opens the reported clause (its subject, unmarked in speech), so the relative reading left
    the reporting verb without a subject — the marked person is it. Otherwise ``subs``
    unchanged ('겸희 씨가 고친 자전거가 …': the head is marked, the relative reading holds)."""
    if subs and any(r.tail not in ("", "이") for r in subs):
        return subs
    for r in refs:
        if not (
            lo <= r.first
            and r.last < hi
            and r.kind != "self"
            and (r.tail in ("가", "이가", "께서")
                 # (이 after a closed syllable is the subject particle too: '우리 형이',
                 # '걔 동생이', '그 사람이', '서곤이 …')
                 or r.tail == "이" and _closed_before_i(words[r.last].text))
            and r not in subs
            and _relative_subject(words, r, hi)
            and all(r.last < x.first for x in subs)
        ):
            continue
        k = next(
            (k for k in range(r.last + 1, min(hi, len(words)))
             if words[k].toks and words[k].toks[-1].tag == "ETM"),
            None,
        )
        head = words[k + 1].toks if k is not None and k + 1 < len(words) else []
        if head and all(t.tag.startswith("NN") or t.tag == "XSN" for t in head):
            return [r, *subs]
        return subs
    return subs


def _in_nominal(words: Sequence[Word], r: PersonRef, hi: int) -> bool:
    """The person is the subject of a nominalised clause ('하소리가 이사한 건 …'), not a holder."""
    for w in words[r.last + 1:hi + 1]:
        for a, b in pairwise(w.toks):
            if a.tag == "ETM" and b.tag == "NNB" and b.form in ("것", "거", "건", "게"):
                return True
    return False


def _other_subject_noun(
    words: Sequence[Word], after: int, hi: int, marked_only: bool = False
) -> bool:
    """A noun other than the person that could be the clause's subject: marked 이/가/은/는, or bare
    ('윤채아가 거기 강사들 자꾸 바뀐대': 강사들 is who changes, so 윤채아 is the source)."""
    for w in words[after + 1:hi]:
        tags = [t.tag for t in w.toks]
        if not tags or not tags[0].startswith("NN") and tags[0] != "NP":
            continue
        if w.toks[0].form in STOP_NOUNS or KO_TIME.fullmatch(w.toks[0].form):
            continue
        if any(t in ("JKS",) for t in tags) or (
            w.toks[-1].tag == "JX" and w.toks[-1].form in ("은", "는", "ᆫ")
        ):
            return True
        if (
            not marked_only
            and all(t.startswith(("NN", "XSN", "SN")) for t in tags)
            and w.toks[0].tag != "NNB"
        ):
            return True
    return False


def _pointed_subject(words: Sequence[Word], after: int, hi: int) -> bool:
    """A noun marked as subject between ``after`` and ``hi`` that points at a thing ('그 빵집이',
    '거기 주차비가', '이 동네가'): a clause's own subject, no part or possession of a person
    before it ('Y가 키가 크다')."""
    for k in range(after + 1, min(hi, len(words))):
        if not any(t.tag == "JKS" for t in words[k].toks):
            continue
        if words[k].toks[0].form in _HERE_THERE or any(
                words[j].text in _POINTERS for j in range(max(after + 1, k - 2), k)):
            return True
    return False


_POINTERS = frozenset({"그", "이", "저", "거기", "여기", "저기"})
_HERE_THERE = frozenset({"거기", "여기", "저기"})


def _subordinate_subject(words: Sequence[Word], r: PersonRef) -> bool:
    """The person is the subject of a subordinate clause: the first predicate after them is
    closed by a clause connective and another predicate follows ('아버지가 친구분들이 생기셔서
    …치신대': 친구분들 is who came to be, not a second subject of the main verb)."""
    for k in range(r.last + 1, len(words)):
        toks = words[k].toks
        preds = [j for j, t in enumerate(toks) if t.tag.startswith(_PREDICATE_TAGS)]
        if not preds:
            continue
        rest = [t for t in toks[preds[-1] + 1:] if t.tag != "EP"]
        later = [t for w in words[k + 1:] for t in w.toks if t.tag.startswith(_PREDICATE_TAGS)]
        # (an auxiliary after '-고' continues the same predicate: '알아보고 있대')
        # (the copula's reason connective '-(이)라', which Kiwi may read as a final ending
        # before more words: 'Y가 요즘 야근 중이라 …가 낫겠대' — Y is on a diet, the clause
        # is a reason, not the report's speaker)
        reason = bool(rest) and rest[-1].tag in ("EC", "EF") and rest[-1].form in (
            "라", "라서") and toks[preds[-1]].tag == "VCP"
        return (
            bool(rest) and (rest[-1].tag == "EC" and rest[-1].form in _CLAUSE_EC or reason)
            and bool(later) and later[0].tag != "VX"
        )
    return False


def _world_subject(words: Sequence[Word], person: PersonRef, refs: Sequence[PersonRef]) -> bool:
    """'X가 그러는데 X 엄마가 요즘 그 동네 집값이 오르고 있대': after the relative, with other words
    between, a thing marked 이/가 is the subject of the clause's predicate — what the relative
    told of the world, not something of theirs ('고모가 차가 고장났대', right after the person,
    is the relative's own car)."""
    # (an adverb between is no other word: '고모가 원래 말수가 적대' tells of the aunt)
    first = next((k for k in range(person.last + 1, len(words)) if not (
        words[k].toks and all(t.tag in ("MAG", "SF", "SP") for t in words[k].toks))),
        person.last + 1)
    for k in range(person.last + 1, len(words)):
        toks = words[k].toks
        if any(t.tag.startswith(_PREDICATE_TAGS) for t in toks):
            return False
        if toks and toks[0].tag.startswith("NN") and toks[-1].tag == "JKS":
            # (the subject of a clause the main verb follows is no subject of the world told
            # of: '할머니가 옆방 분들이 잘해 주셔서 …')
            return (k > first and not any(r.first <= k <= r.last for r in refs)
                    and not _clause_closed_after(words, k))
    return False


def _clause_closed_after(words: Sequence[Word], k: int) -> bool:
    """A predicate after word ``k`` is closed by a clause connective ('…주셔서', '…없어서') and
    a main predicate (not an auxiliary) follows it."""
    for j in range(k + 1, len(words)):
        rest = [t for t in words[j].toks if t.tag not in ("EP", "SF", "SP", "SE")]
        if rest and rest[-1].tag == "EC" and rest[-1].form in _CLAUSE_EC and any(
            t.tag.startswith(_PREDICATE_TAGS) and t.tag != "VX"
            for w in words[j + 1:] for t in w.toks
        ):
            return True
    return False


def _guessed_name(c: _Ctx, r: PersonRef) -> bool:
    """A name reference that only the parser's guess makes a person: an unknown word (not a
    speaker, not named earlier in the session) without the name suffix 이 or a title ('하늬는',
    '모래솔이' are guesses; '도담이는', '하늬 씨는' and a name the conversation used are people)."""
    return (
        r.kind == "name"
        and " " not in r.name  # (a name and a title, '하늬 씨', is a person)
        and r.name not in c.known
        and r.name not in c.named_before
        # (이 and another particle: the name suffix; 이 alone may be the subject particle)
        and not (r.tail.startswith("이") and len(r.tail) > 1)
        # (a surname and a given name, '육서린이', is a person's full name)
        and not _unknown_full_name(r.name)
    )


def _unknown_full_name(name: str) -> bool:
    """A surname + a two-syllable given name that Kiwi does not know as a noun or a compound of
    nouns (not '백두산', '고양이'): a person's full name."""
    if not full_name(name):
        return False
    toks = tokenize(name)
    return bool(toks) and toks[-1].tag not in ("EF", "EC", "EP") and not any(
        t.tag in ("XSA", "XSV") for t in toks) and not all(
        t.tag in ("NNG", "NNP") and t.score > -13 for t in toks)  # (nor a verb form)


def _double_subject(words: Sequence[Word], person: PersonRef, body: Sequence[Any]) -> bool:
    """'아빠가 그러는데 삼촌이 이사는 내년 봄쯤일 거래': after the person another noun is marked as
    the subject or topic of a state predicate (copula, adjective): that noun is what the clause is
    about, so the person is the one who said it. With an action verb the marked noun is its
    object ('삼촌이 술은 끊었대': the uncle quit drinking, said by the opener's holder)."""
    h, _ = _head(body)
    if h < 0 or not body[h].tag.startswith(("VA", "VCP", "VCN", "XSA")):
        return False
    if body[h].form in ("없", "있", "많"):
        # 'Y가 Z가 없대' ('Y has no Z'): a noun marked 이/가 before 있다/없다/많다 is what the
        # person has, so the person is the one the clause tells about, not who said it
        for w in words[person.last + 1:]:
            if w.toks and w.toks[0].tag.startswith("NN") and any(t.tag == "JKS" for t in w.toks):
                return False
            if w.toks and w.toks[-1].tag == "JX" and w.toks[-1].form in ("은", "는", "ᆫ"):
                break
    if _pointed_after(words, person.last):
        return body[h].form not in ("없", "있", "많")
    nxt = next((w for w in words[person.last + 1:] if not (
        w.toks and all(t.tag in ("MAG", "SF", "SP", "SS") for t in w.toks))), None)
    if nxt is not None and nxt.toks and nxt.toks[0].tag == "NNG" and nxt.toks[-1].tag == "JKS" and (
            len(nxt.toks) == 2):
        # 'Y가 원래 말수가 적대', 'Y가 키가 크대': a noun marked as subject right after the person
        # is a trait of theirs (the double subject of a state), the person its possessor — no
        # sayer
        return False
    return _other_subject_noun(words, person.last, len(words), marked_only=True)


def _pointed_after(words: Sequence[Word], k: int) -> bool:
    """A thing pointed at right after word ``k`` ('그 빵집 케이크', '거기 국물'): a demonstrative
    and a noun — with a state predicate, what the clause judges, so the person before it is who
    judged it ('…그러는데 팀장님이 그 빵집 케이크 너무 달대')."""
    if k + 2 >= len(words):
        return False
    dem, nxt = words[k + 1], words[k + 2]
    if not (_strip_word(dem.text) in ("그", "이", "저", "거기", "여기", "저기")
            and bool(dem.toks) and dem.toks[0].tag in ("MM", "NP")
            and bool(nxt.toks) and nxt.toks[0].tag in ("NNG", "NNP")):
        return False
    for w in words[k + 2:]:
        toks = [t for t in w.toks if not t.tag.startswith("S")]
        if toks and all(t.tag.startswith(("NN", "XSN")) for t in toks):
            continue  # (a bare noun of the phrase: '그 빵집 케이크')
        # (the phrase's own particle: a subject or topic, not a partner or a place — '그
        # 가수랑 고향 친구래' tells of the person)
        return not (toks and toks[0].tag.startswith("NN") and toks[-1].tag.startswith("J")
                    and toks[-1].tag not in ("JKS", "JX"))
    return False


def _head(toks: Sequence[Any]) -> tuple[int, bool]:
    """Index of the main predicate morpheme and whether
    it is negated (안/못 before, -지 않- after)."""
    neg = False
    adnominal = -1
    for i in range(len(toks) - 1, -1, -1):
        t = toks[i]
        if t.tag.startswith(("VV", "VA", "XSA", "XSV")) and i + 1 < len(toks) and (
            toks[i + 1].tag == "ETM"
        ) and i > 0 and adnominal < 0:
            # a predicate in the adnominal ending modifies a noun: not the clause's head when a
            # predicate stands before it ('…사 왔잖아, 제일 센 걸로': what was bought, then which)
            adnominal = i
            continue
        if t.tag in ("VX",) and t.form == "않":
            neg = True
            continue
        if t.tag == "VX" and t.form in _AUX_VX and i and toks[i - 1].tag == "EC":
            continue
        if t.tag.startswith(("VV", "VA", "VCP", "VCN", "XSA", "XSV")):
            if i and toks[i - 1].tag == "MAG" and toks[i - 1].form in ("안", "못"):
                neg = True
            if (
                i > 1
                and toks[i - 1].tag.startswith("NN")
                and toks[i - 2].tag == "MAG"
                and toks[i - 2].form in ("안", "못")
            ):
                neg = True
            return i, neg
    if adnominal >= 0:  # no other predicate: the adnominal one heads the fragment ('안 좋은 거')
        prev = toks[adnominal - 1]
        return adnominal, neg or (prev.tag == "MAG" and prev.form in ("안", "못"))
    return -1, neg


_PAST_EP = frozenset({"었", "았", "였", "었었", "았었"})


def _done_for(toks: Sequence[Any]) -> bool:
    """Is the clause's last predicate a past favour — the benefactive 주다 ('…새 거
    넣어줬대', '…바로 고쳐 줬대', '…반값에 해 줬대')? An act done for someone is the
    experience of the one it was done for, told as their story, not the doer's view."""
    i = max((k for k, t in enumerate(toks) if t.form == "주" and t.tag in ("VX", "VV")),
            default=-1)
    if i < 0 or any(t.tag.startswith(("VV", "VA", "VCP")) for t in toks[i + 1:]):
        return False
    return any(t.tag == "EP" and t.form in _PAST_EP for t in toks[i + 1:])


# Qualities whose having or lacking judges a person or a thing: the nouns of the Korean
# evaluative idioms 'N(이) 없다 / 있다' (개념 없다, 염치 없다, 예의 없다, 센스 있다, 쓸모없다,
# 답이 없다 …) — character and manners, sense, worth and use. Not 정신/시간/돈/생각 (how one is,
# what one has or plans).
_QUALITY_NOUNS = frozenset(
    """개념 양심 예의 매너 센스 눈치 염치 상식 싸가지 싹수 배려 성의 의리 끈기 철 인성 교양 근본
    재미 맛 의미 쓸모 가치 실속 가망 답 소용 영양가 개성 실력 재능 능력 일리""".split()  # noqa: SIM905
)
# adverbs that stand alone as a verdict, the predicate left out ('케이크는 그럭저럭')
_VERDICT_ADVERBS = frozenset({"그럭저럭", "그냥저냥", "무난히"})
# Nouns of taking a stance on a proposal ('완전 찬성이야', '난 반대해', '그 말에 동의해'): the
# holder's opinion even when the holder is the speaker as topic
_STANCE_NOUNS = frozenset(
    "찬성 반대 동의 공감 지지 대찬성 결사반대 반대표 찬성표 납득".split())  # noqa: SIM905
# the nouns of assent that take 가다/되다 as their verb ('공감이 가', '납득이 안 돼')
_ASSENT_NOUNS = frozenset({"공감", "납득", "동의"})


_STANCE_SIGN = {"찬성": 1, "대찬성": 1, "동의": 1, "공감": 1, "지지": 1, "찬성표": 1, "납득": 1}


def _idiom_polarity(toks: Sequence[Any]) -> Polarity:
    """The sign of a quality idiom or a stance the lexicon does not score: lacking a quality is
    negative, having it positive ('센스 있다'); 찬성/동의 positive, 반대 negative; 안/못 flips."""
    i, neg = _head(toks)
    if i < 0:
        return "neutral"
    noun, sign = _noun_before(toks, i), 0
    if toks[i].form in ("없", "있") and noun in _QUALITY_NOUNS:
        sign = 1 if toks[i].form == "있" else -1
    elif noun in _STANCE_NOUNS:
        sign = _STANCE_SIGN.get(noun, -1)
    elif toks[i].tag.startswith("VV") and any(
        t.form == "잘" and t.tag == "MAG" for t in toks[max(0, i - 3):i]
    ):
        sign = 1  # '잘 가르쳐': done well
    sign = -sign if neg else sign
    return "positive" if sign > 0 else "negative" if sign < 0 else "neutral"


def _noun_before(toks: Sequence[Any], i: int) -> str | None:
    """The noun a predicate at ``i`` closes, past particles and adverbs ('양심이 없네' -> 양심)."""
    k = i - 1
    while k >= 0 and (toks[k].tag.startswith("J") or toks[k].tag == "MAG"):
        k -= 1
    return toks[k].form if k >= 0 and toks[k].tag in ("NNG", "NNP") else None


# degree adverbs: grading a predicate makes it a judgement in chat ('완전 망함', '진짜 오바임')
_KO_DEGREE = frozenset(
    """완전 진짜 너무 엄청 정말 핵 레알 존나 겁나 되게 꽤 제일 가장 넘 젤 아주 매우 진심 찐
    개""".split()  # noqa: SIM905
)


def _graded_chat_verdict(toks: Sequence[Any], sent: str) -> bool:
    """'진짜 오바임', '수비 완전 폭망함': a degree word, then a noun or verb closed by the chat's
    nominal ending (-ㅁ/-음, or glued into one noun by Kiwi: '오바임') is a verdict — Kiwi tags
    '완전' as a noun as often as an adverb here. Not about a dated event ('어제 완전 늦잠 잠')."""
    body, sent = _after_background([t for t in toks if not t.tag.startswith("S")], sent)
    if len(body) < 2 or ko_time_expression(sent):
        return False
    last = body[-1]
    closed = last.tag == "EF" and last.form in ("ᆷ", "음") or (
        last.tag == "NNG" and last.form.endswith("임") and len(last.form) >= 3)
    if not closed:
        return False
    window = body[max(0, len(body) - 5):-1]
    return any(t.form in _KO_DEGREE and t.tag in ("MAG", "NNG") for t in window)


# the background connectives that set the scene before a verdict ('가봤는데 …', '먹어봤더니 …')
_BACKGROUND_CUT = frozenset({"는데", "ᆫ데", "은데", "더니"})
# the quotative endings less their 고 ('-다고', '-라고', '-냐고', '-자고')
_QUOTE_STEMS = frozenset({"다", "라", "ᆫ다", "는다", "냐", "자", "이라", "으라"})
# the retrospective endings: the speaker tells what they saw for themselves
_RETRO_EF = frozenset({"더라", "더라고", "더라구", "더라고요", "던데", "던데요", "더라니까"})


def _after_background(body: list[Any], sent: str) -> tuple[list[Any], str]:
    """The clause after the last background connective ('어제 가봤는데 …', '먹어봤더니 …'), with
    its text: the scene-setting clause tells when the speaker saw it, and its time word dates the
    visit, not the verdict after the connective."""
    cut = max((k for k, t in enumerate(body) if t.tag == "EC" and t.form in _BACKGROUND_CUT),
              default=-1)
    if cut < 0:
        return body, sent
    end = body[cut].start + body[cut].len
    return body[cut + 1:], sent[end:] if end <= len(sent) else sent


def _graded_retrospective(toks: Sequence[Any], sent: str) -> bool:
    """'만두 진짜 미쳤더라', '그 배우 완전 잘생겼던데': a degree word right before the predicate,
    closed by the retrospective -더라/-던데 (what the speaker saw for themselves), grades it — a
    verdict, whatever the lexicon makes of the verb ('미쳤다' is chat praise as often as blame).
    Not with a time word ('어제 진짜 늦게 왔더라' tells of a dated doing)."""
    body, sent = _after_background([t for t in toks if not t.tag.startswith("S")], sent)
    if len(body) < 3 or ko_time_expression(sent):
        return False
    if any(t.tag == "EC" and t.form.endswith(("고", "구")) and t.form[:-1] in _QUOTE_STEMS
           or t.tag == "EP" and t.form in ("시", "으시") for t in body):
        return False  # ('…다고 엄청 까시던데': a report, and an honoured person's doing)
    k = len(body) - 1
    if not (body[k].tag in ("EF", "EC") and body[k].form in _RETRO_EF):
        return False
    k -= 1
    while k > 0 and body[k].tag == "EP":
        k -= 1
    if not (body[k].tag.startswith(("VV", "VA")) or body[k].tag in ("XSA", "XSV")):
        return False
    if body[k].tag in ("XSA", "XSV"):
        k -= 1  # (the noun of '완전 대박했더라' / '진짜 깔끔하더라')
    return k >= 1 and body[k - 1].form in _KO_DEGREE and body[k - 1].tag in ("MAG", "NNG")


# adverbs that make an obligation a recommendation ('그냥 신고해야 돼', '차라리 사야지')
_NORM_ADVERBS = frozenset({"그냥", "차라리", "무조건", "당연히", "반드시", "꼭", "진작"})


def _normative(toks: Sequence[Any], refs: Sequence[PersonRef]) -> bool:
    """'그런 가게는 신고해야 돼', '그건 무조건 환불받아야 함', '차라리 새로 사야지': the deontic
    -어야 하다/되다 (or -어야지) said of a topic or with an adverb of recommendation, with no
    first or second person in the clause, says what the speaker holds ought to be — a view.
    ('나 내일 병원 가야 돼' is the speaker's own obligation, a plan; '너 …해야 돼' an order.)"""
    if any(r.kind == "self" for r in refs) or any(
            t.tag == "NP" and t.form in _YOU_FORMS for t in toks):
        return False
    body = [t for t in toks if not t.tag.startswith("S")]
    deontic = any(
        a.tag == "EC" and a.form in ("어야", "아야", "여야") and b.form in ("하", "되")
        and b.tag in ("VV", "VX") for a, b in pairwise(body)
    ) or bool(body) and body[-1].tag == "EF" and body[-1].form in ("어야지", "아야지", "여야지")
    if not deontic:
        return False
    topic = any(a.tag.startswith(("NN", "NP")) and b.tag == "JX" and b.form in ("은", "는", "ᆫ")
                for a, b in pairwise(body))
    return topic or any(t.tag == "MAG" and t.form in _NORM_ADVERBS for t in body)


def _noun_final_verdict(toks: Sequence[Any]) -> bool:
    """'…가는 거 난 완전 찬성', '저도 반대', '그렇게 쓰는 건 진짜 낭비': a sentence closed by a
    noun of taking a stance, or by a graded noun of judgement, with the copula left out (the
    noun is the predicate, as in '찬성이야'), whatever adnominal clause names what it judges."""
    body = [t for t in toks if not t.tag.startswith("S")]
    if len(body) < 2 or body[-1].tag != "NNG":
        return False
    last = body[-1].form
    if last == "인정" and body[-2].tag == "JX" and body[-2].form in ("은", "는", "ᆫ", "도"):
        # '주차 편한 건 인정', '국물은 인정': conceding a point to the thing is a verdict on it
        return True
    return last in _STANCE_NOUNS or last in _EVAL_NOUNS and body[-2].form in _KO_DEGREE and (
        body[-2].tag in ("MAG", "NNG"))


# adjectives of taste that Kiwi may read as a verb of the same or a near spelling (달다
# 'sweet' as 달다 'hang' or 닫다 'close', 짜다 'salty' as 'squeeze', 쓰다 'bitter' as 'write',
# 시다 'sour' as 'be …'): the verb's stem -> how the word opens when it is the adjective
_TASTE_STEMS = {"달": ("달",), "닫": ("달",), "짜": ("짜", "짰"), "쓰": ("써", "썼", "쓰"),
                "시": ("셔", "셨", "시")}


def _graded_taste(toks: Sequence[Any], i: int, sent: str) -> bool:
    """'방울토마토 진짜 달았어요', '난 하나도 안 달던데', '국이 너무 짜': a degree word (or 'not at
    all') grades the word, so it is the adjective of taste, a verdict — however Kiwi read it."""
    t = toks[i]
    if not t.tag.startswith("VV") or t.form not in _TASTE_STEMS or i == 0:
        return False
    if not sent[t.start:].startswith(_TASTE_STEMS[t.form]):
        return False
    prev = toks[i - 1]
    graded = prev.tag == "MAG" and prev.form in _KO_DEGREE
    not_at_all = prev.tag == "MAG" and prev.form == "안" and i >= 2 and (
        toks[i - 2].form in ("전혀", "별로") or toks[i - 2].form == "도" and i >= 3
        and toks[i - 3].form in ("하나", "조금", "하나두"))
    return graded or not_at_all


_SELF_PRONOUNS = frozenset({"나", "저", "우리", "저희"})


def _owns_next(toks: Sequence[Any], k: int) -> bool:
    """Does the first-person word at ``k`` own the noun after it ('우리 수비', '내 방')?"""
    nxt = toks[k + 1] if k + 1 < len(toks) else None
    if nxt is None:
        return False
    if nxt.tag == "JKG":
        return True
    return toks[k].form in ("우리", "저희") and nxt.tag == "NNG" and (
        not ko_time_expression(nxt.form) and not ko_has_habit(nxt.form)
        and nxt.form not in _KO_DEGREE)


def _self_subject(toks: Sequence[Any], refs: Sequence[PersonRef]) -> bool:
    """Is the speaker (or the speaker's side) the subject? Not when the first-person word only
    owns the noun after it ('우리 수비 완전 구멍이야': our defence is judged, not us)."""
    if not any(r.kind == "self" for r in refs):
        return False
    pros = [k for k, t in enumerate(toks) if t.tag == "NP" and t.form in _SELF_PRONOUNS]
    return not pros or any(not _owns_next(toks, k) for k in pros)


def _pointed_thing(toks: Sequence[Any]) -> bool:
    """A thing pointed at before the predicate ('그 코스', '이 수업'), not a cause ('그 사람
    때문에', '그 일로') nor a person."""
    return any(
        a.tag == "MM" and a.form in ("그", "이", "저") and b.tag == "NNG"
        and b.form not in ("사람", "애", "분", "친구", "일", "때")
        and not any(t.form in ("때문", "덕분", "탓", "로", "으로") for t in toks[k + 2:k + 4])
        for k, (a, b) in enumerate(pairwise(toks))
    )


# nouns of worth a thing has or lacks ('효과', '쓸모', '소용'): 'X (별) N 없다' judges X
_VALUE_NOUNS = frozenset(
    "효과 효능 쓸모 소용 의미 가치 도움 실속 차이 재미 감흥 맛 개성 특색 매력 영양가".split()  # noqa: SIM905
)
_NONE_DEGREE = frozenset(
    {"하나도", "전혀", "별로", "아무", "딱히", "그다지", "진짜", "정말", "완전"})


def _lacks_value(toks: Sequence[Any], i: int) -> bool:
    """Is the head at ``i`` 없다 with a noun of worth as its subject right before it, past
    '별'/'아무' and degree adverbs ('별 효과 없어', '효과 하나도 없어', '도움이 전혀 없었어')?"""
    if i < 1 or toks[i].form != "없" or not toks[i].tag.startswith("VA"):
        return False
    j = i - 1
    while j >= 0 and (toks[j].tag == "MAG" and toks[j].form in _NONE_DEGREE
                      or toks[j].tag == "JKS"):
        j -= 1
    if j >= 1 and toks[j].form == "도" and toks[j - 1].form == "하나":
        j -= 2  # ('하나도' read as the numeral and 도)
    return j >= 0 and toks[j].tag == "NNG" and toks[j].form in _VALUE_NOUNS


# a verdict given as one's own act toward the thing: recommending it, being let down by it
_VERDICT_ACTS = frozenset({"추천", "강추", "비추", "만족", "실망", "후회"})
# expectation met or not ('기대 이하', '기대 이상')
_RANKS = frozenset({"이하", "이상", "미만"})
# going back again ('다신 안 가', '다시는 안 먹음')
_AGAIN = frozenset({"다시", "다신", "두번", "두 번"})


def _nearly(toks: Sequence[Any]) -> bool:
    """'-ㄹ 뻔하다' closing the clause ('기차 놓칠 뻔했잖아', 'nearly missed'): what nearly
    happened is an event told, not a verdict (Kiwi: ᆯ/ETM + 뻔/NNB + 하/XSA — unlike the
    adjective 뻔하다, 'predictable')."""
    plain = [t for t in toks if not t.tag.startswith("S")]
    for k in range(len(plain) - 2, 0, -1):
        a, b, c = plain[k - 1], plain[k], plain[k + 1]
        if a.tag == "ETM" and a.form in ("ᆯ", "을") and b.form == "뻔" and b.tag == "NNB" and (
                c.form == "하"):
            return all(t.tag in ("EP", "EF", "EC", "ETN") or t.form == "요"
                       for t in plain[k + 2:])
    return False


def _chat_verdict(toks: Sequence[Any], refs: Sequence[PersonRef]) -> bool:
    """A verdict in chat's words: 미치다 in the past or the nominal ending of a thing ('라멘 국물
    미쳤었어', 'it was insane'), crossing the line ('선 넘었네'), a graded 깨다 ('진짜 깬다', 'a
    turn-off'), '그냥 그래' (meh), a noun of life's best ('인생영화'), expectation met or not
    ('기대 이하'), never again ('다신 안 감'), or the speaker's own act of judging it ('추천함',
    '실망했어') — not when someone else is the subject."""
    plain = [t for t in toks if not t.tag.startswith("S")]
    for k, t in enumerate(plain):
        nxt = plain[k + 1] if k + 1 < len(plain) else None
        prev = plain[k - 1] if k else None
        if t.form == "미치" and t.tag == "VV" and nxt is not None and (
                nxt.tag == "EP" and nxt.form in _PAST_EP or nxt.tag in ("ETN", "EF")
                and nxt.form in ("ᆷ", "음")) and any(x.tag == "NNG" for x in plain[:k]):
            # (of a thing said before it: a bare '미쳤다' is a gasp at the news)
            return True
        if t.form == "넘" and t.tag == "VV" and prev is not None and prev.form == "선":
            return True
        if t.form == "깨" and t.tag == "VV" and prev is not None and prev.tag == "MAG" and (
                prev.form in _KO_DEGREE):
            return True
        if t.form == "그렇" and prev is not None and prev.form in ("그냥", "그저"):
            return True
        if t.tag in ("NNG", "NNP") and t.form.startswith("인생") and len(t.form) > 2:
            return True
        if t.form in _RANKS and prev is not None and prev.form == "기대":
            return True
        if t.form == "안" and t.tag == "MAG" and prev is not None and (
                prev.form in _AGAIN or prev.tag == "JX" and k >= 2 and plain[k - 2].form in _AGAIN
        ) and nxt is not None and nxt.tag.startswith("VV"):
            return True
        if t.form in _VERDICT_ACTS and t.tag in ("NNG", "IC") and not any(
                r.kind != "self" and r.is_subject and r.tail != "" for r in refs) and not any(
                x.form in ("주", "좀", "드리") for x in plain[k + 1:]):
            return True  # (not asked for: '추천 좀 해 주세요')
    return False


_DEMONSTRATIVES = frozenset({"그거", "이거", "저거", "그것", "이것", "저것"})
_JI_FINALS = frozenset({"지", "죠", "지요"})


def _copula_ji_verdict(toks: Sequence[Any]) -> bool:
    """'그건 반칙이지', '그건 민폐지', '그 정도면 호구지', '그 가격이면 혜자지': a noun
    predicate closed by the copula and the ending -지 ('of course it is'), after a demonstrative
    topic for what was just told or a condition ('if it is that much'), classes the thing or the
    act — a verdict. Not a time ('그건 토요일이지') nor a bound noun ('그건 내 거지'). Kiwi may
    read the noun and -지 as one noun ('오바지', '호구 + 지'); then the noun must be a verdict
    noun."""
    plain = [t for t in toks if not t.tag.startswith(("S", "W"))]
    if len(plain) < 3:
        return False
    last = plain[-1]
    if last.tag == "NNG" and (last.form.endswith("지") and last.form[:-1] in _EVAL_NOUNS or (
            last.form == "지" and plain[-2].tag == "NNG" and plain[-2].form in _EVAL_NOUNS)):
        k = len(plain) - (1 if last.form != "지" else 2)
    elif last.tag in ("EF", "EC") and last.form in _JI_FINALS and plain[-2].tag == "VCP" and (
            plain[-3].tag == "NNG") and not ko_time_expression(plain[-3].form):
        k = len(plain) - 3
    else:
        return False
    before = plain[:k]
    topic = any(a.tag == "NP" and a.form in _DEMONSTRATIVES and b.tag == "JX"
                for a, b in pairwise(before))
    condition = any(t.tag == "EC" and t.form in ("면", "으면") for t in before)
    return (topic or condition) and not any(
        t.tag.startswith(("VV", "VA", "XSV", "XSA")) and not (
            k2 + 1 < len(before) and before[k2 + 1].tag == "EC"
            and before[k2 + 1].form in ("면", "으면"))
        for k2, t in enumerate(before))


def _evaluative(toks: Sequence[Any], sent: str, refs: Sequence[PersonRef]) -> bool:
    """Does the clause judge something (rather than report what happened or how one feels)?"""
    i, _neg = _head(toks)
    if _nearly(toks):
        return False
    if _chat_verdict(toks, refs) or _copula_ji_verdict(toks):
        return True
    if (
        i >= 3 and toks[i].form == "같" and toks[i - 1].tag == "NNB"
        and toks[i - 1].form in ("것", "거") and toks[i - 2].tag == "ETM"
    ):
        # '괜찮은 것 같대', '비쌀 것 같아': the hedge -ㄴ 것 같- leaves the predicate it hedges
        # as what the clause says
        i -= 3
        while i > 0 and toks[i].tag == "EP":
            i -= 1
    if any(
        a.tag == "ETM" and a.form in ("ᆯ", "을") and b.form == "만하" for a, b in pairwise(toks)
    ):
        return True  # '-ㄹ 만하다' ('볼 만해', '누구나 탈 만하대'): worth doing is a verdict
    if _lacks_value(toks, i):
        return True  # '별 효과 없어', '쓸모 하나도 없어': no worth is a verdict on the thing
    if any(
        a.form in ("맞", "옳", "틀리") and b.tag == "ETM" and c.form in ("말", "말씀", "얘기")
        for a, b, c in zip(toks, toks[1:], toks[2:], strict=False)
    ):
        return True  # '그거 맞는 말이야', '틀린 말은 아니지': a verdict on what was said
    if any(
        (a.form == "아무" and b.form in ("말", "소리") or b.form in ("헛소리", "개소리"))
        and any(t.form == "하" and t.tag.startswith(("VV", "XSV")) for t in toks[k + 2:k + 5])
        for k, (a, b) in enumerate(pairwise(toks))
    ):
        return True  # '걔는 맨날 아무 말이나 해', '헛소리 좀 그만해': talking nonsense is a verdict
    plain = [t for t in toks if not t.tag.startswith("S")]
    after, _ = _after_background(plain, sent)
    if (_graded_chat_verdict(toks, sent) or _graded_retrospective(toks, sent)) and (
            not _self_subject(toks, refs) if len(after) == len(plain)
            # (the speaker as the subject of a background clause before it, '나 어제 갔는데
            # 만두 진짜 미쳤음', is not the subject of the verdict)
            else not any(t.tag == "NP" and t.form in _SELF_PRONOUNS for t in after)):
        return True  # ('나 진짜 배고픔' says how the speaker is)
    if _normative(toks, refs):
        return True
    if _noun_final_verdict(toks):
        return True
    if i < 0:  # verbless: '완전 별로' judges; a lone '대박!' is a reaction
        graded = any(t.tag == "MAG" and t.form in _KO_DEGREE for t in toks)
        nouns = [t for t in toks if t.tag.startswith("NN")]
        verdict = bool(nouns) and nouns[-1].form in _EVAL_NOUNS  # '대참사 ㅋㅋ'
        # ('그 집 케이크는 그럭저럭': a verdict adverb closing the sentence is its predicate)
        so_so = bool(plain) and plain[-1].form in _VERDICT_ADVERBS
        return len(sent.split()) >= 2 and (
            ko_polarity(sent) != "neutral" or graded or verdict or so_so)
    # ('난 그 코스 별로 안 힘들던데': an adjective of feeling said of a thing pointed at judges
    # the thing — the course is not hard —, not how the speaker is)
    of_thing = toks[i].tag.startswith("VA") and _pointed_thing(toks[:i])
    if _KO_OWN_FEELING.search(sent[toks[max(0, i - 1)].start :]) and not any(
        r.kind != "self" for r in refs
    ) and not of_thing:
        return False  # '아 짜증나', '정신없어': how the speaker feels, not a judgement
    for k in range(len(toks) - 1):
        if toks[k].tag == "NNB" and toks[k].form == "적" and k >= 2 and toks[k - 1].tag == "ETM":
            p = k - 2
            while p > 0 and toks[p].tag == "EP":
                p -= 1
            if toks[p].tag.startswith("VA") and toks[p].form not in _NON_EVAL_VA:
                return True  # '맛있었던 적이 한 번도 없음': never having been good is a verdict
    start = max(
        (k + 1 for k in range(i) if toks[k].tag == "EC" and toks[k].form in _CLAUSE_EC), default=0
    )
    for k in range(1, i):  # a contrasted evaluative clause: '첫 회는 재밌었는데 갈수록 늘어져'
        if toks[k].tag == "EC" and toks[k].form in _CONTRAST_EC:
            p = k - 1
            while p > 0 and toks[p].tag == "EP":
                p -= 1
            if p >= 3 and toks[p].form == "하" and toks[p].tag.startswith(("VX", "VV")) and (
                toks[p - 1].tag == "JX" and toks[p - 2].tag == "ETN" and toks[p - 2].form == "기"
            ):
                p -= 3  # the concessive '-기는 하-' ('조금 맵긴 한데 …'): the adjective it grants
                while p > 0 and toks[p].tag == "EP":
                    p -= 1
            if (toks[p].tag.startswith("VA") and toks[p].form not in _NON_EVAL_VA) or toks[
                p
            ].tag == "XSA":
                return True
    head_toks = toks[start:i]
    for a, b2 in pairwise(head_toks):
        if (
            (a.tag.startswith("VA") or a.tag == "XSA")
            and b2.tag == "EC"
            and b2.form == "게"
            and ko_polarity(
                sent[
                    a.start - (toks[toks.index(a) - 1].len if a.tag == "XSA" else 0) : b2.start + 1
                ]
            )
            != "neutral"
        ):
            return True  # '예쁘게 잘 지었어': how it was done is judged
    if any(
        a.tag in ("ETM", "MM") and b.tag == "NNB" and b.form == "건" for a, b in pairwise(head_toks)
    ):
        return True  # '하소리가 그 차 산 건 …': the clause is a judgement of what was done
    for a, b2, c2 in zip(head_toks, head_toks[1:], head_toks[2:], strict=False):
        if (
            a.tag == "ETM"
            and b2.tag == "NNB"
            and b2.form in ("것", "거")
            and c2.tag in ("JX", "JKS")
            and c2.form in ("은", "는", "ᆫ", "이", "가")
        ):
            return True
    t = toks[i]
    head_text = sent[toks[start].start:] if start < len(toks) else sent
    # the verb with its adverbs and the noun + particle they close ('마음에 안 들어')
    k = i - 1
    while k > 0 and toks[k].tag == "MAG":
        k -= 1
    if k > 0 and toks[k].tag.startswith("JKB") and toks[k - 1].tag.startswith("NN"):
        k -= 1
    head_pol = ko_polarity(sent[toks[max(0, min(k, i - 2))].start:])
    noun = _noun_before(toks, i)
    if t.tag.startswith("VA"):
        if t.form in ("없", "있") and noun in _QUALITY_NOUNS:
            return True  # '개념 없네', '센스 있다': having or lacking a quality judges
        if t.form in _NON_EVAL_VA:
            return head_pol != "neutral"
        return of_thing or not (
            _KO_FEELINGS.search(t.form + "어") and not any(r.kind != "self" for r in refs))
    if t.tag == "XSA":
        stem = toks[i - 1].form if i else ""
        return not _KO_FEELINGS.search(stem)
    if t.tag == "VCN":
        return True
    self_subject = _self_subject(toks, refs)  # '나 요즘 완전 비건이야' says who one is
    if t.tag == "VCP" and not self_subject and any(
            x.tag == "MAG" and x.form in _KO_DEGREE for x in toks[start:i]):
        return True  # '완전 득템이야', '진짜 민폐임': a graded noun predicate is a verdict
    if _graded_taste(toks, i, sent):
        return True
    chat_final = any(x.tag == "EF" and x.form in ("ᆷ", "음") for x in toks[i + 1:])
    if t.tag.startswith("VV") and i and chat_final and not ko_time_expression(head_text) and (
        toks[i - 1].tag == "MAG" and toks[i - 1].form in _KO_DEGREE
        or i > 1 and toks[i - 1].tag == "NNG" and toks[i].tag == "XSV"
        and toks[i - 2].tag == "MAG" and toks[i - 2].form in _KO_DEGREE
    ):
        return True  # '불펜 완전 망함': a graded verb in the chat's nominal ending is a verdict
    if noun in _STANCE_NOUNS and (
        t.tag in ("VCP", "XSV") or t.form == "하" and t.tag.startswith("VV")
        or t.form in ("가", "되") and noun in _ASSENT_NOUNS  # '공감이 안 가', '납득이 안 돼'
    ):
        # '그 안에 완전 찬성이야', '난 반대해', '그 말엔 동의 못 하겠어' (안/못 splits the
        # verbal noun from its 하, which Kiwi then reads as the verb 하다): a stance taken,
        # whoever takes it
        return True
    if t.tag == "VCP":
        prev = toks[i - 1] if i else None
        if prev is not None and (
            prev.form in _EVAL_NOUNS
            or prev.tag == "MAG"
            or (prev.tag == "XSN" and prev.form == "적")
        ):
            return True  # '별로야', '문제야', '열정적이야'
        if prev is not None and i >= 2 and prev.tag == "NNG" and toks[i - 2].form == "인생" and (
                toks[i - 2].tag == "NNG") and prev.form not in ("처음", "목표", "계획", "전부"):
            return True  # '내 인생 카페야': the best of one's life
        if prev is not None and prev.form == "생각" and i >= 3 and toks[i - 2].tag == "ETM" and (
                toks[i - 3].form == "같"):
            return True  # '나도 X랑 같은 생각이야': agreeing takes the same view

        if (
            prev is not None
            and i > 1
            and toks[i - 2].tag == "ETM"
            and any(
                (x.tag.startswith("VA") and x.form not in _NON_EVAL_VA) or x.tag == "XSA"
                for x in toks[max(0, i - 4) : i - 2]
            )
        ):
            return True  # '진짜 멋있는 애야', '제일 좋은 선물이야'
        return ko_polarity(sent) != "neutral"
    # a verb: a judgement of an event ('…한 건 너무했어') or an evaluative verb with no date
    nominal = any(
        a.tag == "ETM" and b.tag == "NNB" and b.form in ("것", "거", "건", "게")
        for a, b in pairwise(toks[:i])
    )
    something = any(x.tag in ("NNG", "NNP", "NP") for x in toks[:i]) or any(
        r.kind != "self" for r in refs
    )
    if head_pol != "neutral" and something and (nominal or not ko_time_expression(head_text)):
        return True
    if _does_well(toks, i, refs) and not ko_time_expression(head_text):
        return True
    return nominal and ko_polarity(sent) != "neutral"


def _does_well(toks: Sequence[Any], i: int, refs: Sequence[PersonRef]) -> bool:
    """'그 코치 참 잘 가르쳐', '걔가 설명을 참 잘해': the manner adverb 잘 on an action verb in
    the present, with someone other than the speaker as its subject, grades how they do it — a
    judgement of skill, not a record (a past '잘 도착했어' or the speaker's '나 잘 자' is one)."""
    if not (i >= 1 and toks[i].tag.startswith("VV")):
        return False
    k = i - 1
    while k >= 0 and toks[k].tag == "MAG" and toks[k].form != "잘":
        k -= 1
    if k < 0 or toks[k].form != "잘" or toks[k].tag != "MAG":
        return False
    rest = toks[i + 1:]
    past = any(t.tag == "EP" and t.form in ("었", "았", "였", "ᆻ") for t in rest)
    if past or any(t.tag == "ETM" for t in rest) or any(r.kind == "self" for r in refs):
        return False
    # someone named, or a noun marked as subject/topic, does it
    return any(r.kind != "self" and r.is_subject for r in refs) or any(
        a.tag.startswith("NN") and b.tag in ("JKS", "JX") for a, b in pairwise(toks[:k])
    )


def _content(sent: str, words: Sequence[Word], lo: int, hi: int | None = None) -> str:
    if lo >= len(words):
        return sent.strip()
    end = words[hi - 1].end if hi is not None and 0 < hi <= len(words) else len(sent)
    return sent[words[lo].start:end].strip().rstrip(" .!~")


def _target(
    c: _Ctx,
    refs: Sequence[PersonRef],
    lo: int,
    hi: int,
    skip: set[str],
    words: Sequence[Word],
    toks: Sequence[Any],
    content: str,
) -> tuple[str, str]:
    inside = [r for r in refs if r.first >= lo and r.last < hi and r.kind != "self"]
    names = [r for r in inside if r.kind == "name"]
    for group in ([r for r in names if r.is_subject], names):
        for r in group:
            if r.name not in skip and r.name != c.speaker:
                return r.name, "person"
    for r in inside:
        if r.kind == "role" and r.owner and r.owner not in skip and r.owner != c.speaker:
            return r.owner, "person"
    for r in inside:
        if r.name not in skip and r.name != c.speaker:
            return r.name, "person"
    if c.listener and _you_index(toks) is not None:
        return c.listener, "person"
    nouns = _concepts(words[lo:hi], [r for r in refs if r.first >= lo], content)
    if (
        not nouns
        and content
        and not any(content == sent_part for sent_part in (w.text for w in words))
    ):
        ctoks = tokenize(content)  # a quotation: what it is about
        nouns = _concepts(words_of(content, ctoks), [], content)
    # the noun that is the predicate ('완전 도둑이네',
    # '다 마케팅이래') is the judgement, not its target
    last = words[min(hi, len(words)) - 1].toks if words and lo < hi else []
    pred = {
        a.form for a, b in pairwise(last) if a.tag in ("NNG", "NNP") and b.tag in ("VCP", "XSA")
    }
    pred |= _QUALITY_NOUNS | _STANCE_NOUNS  # ('양심 없네', '완전 찬성': the judgement itself)
    topic = getattr(c.disc, "topic", None)
    # (a compound read across the predicate noun, '식당 최고': the words before it)
    nouns = [_drop_pred(n, pred) for n in nouns]
    about = [n for n in nouns if n not in pred]
    if about or (nouns and not topic):
        return (about or nouns)[0], "concept"
    if topic:
        return topic[0], topic[1] if topic[1] in ("person", "concept", "event") else "concept"
    return content or "그것", "concept"


def _drop_pred(noun: str, pred: set[str] | frozenset[str]) -> str:
    head, _, last = noun.rpartition(" ")
    return head if head and last in pred else noun


_WHETHER_EC = frozenset({"은지", "ᆫ지", "는지", "을지", "ᆯ지", "던지", "었는지"})


def _unsure_whether(span: Sequence[Any]) -> bool:
    """'…좋은지 모르겠대', '…나은지 잘 모르겠다고': an embedded question under 모르다 — the
    holder does not know whether it is so; the complement's polarity is no view of theirs."""
    for k, t in enumerate(span):
        if t.tag == "EC" and t.form in _WHETHER_EC:
            nxt = next((u for u in span[k + 1:] if u.tag != "MAG"), None)
            if nxt is not None and nxt.form == "모르" and nxt.tag.startswith("VV"):
                return True
    return False


_MEDIA = frozenset((ABOUT_TEXTS + "|" + AUTHORED_TEXTS).split("|"))
_MESSAGE_NOUNS = frozenset(MESSAGE_NOUNS.split("|"))


# frames of belief: negated ('…다고 생각 안 해', '…라고 안 봐', '…다고 안 믿어'), the holder
# holds the opposite of the complement; a negated frame of saying or hearing ('…다고는 안 했어',
# '…라고 한 적 없어', '…다고 못 들었어') tells nothing of the holder's view of it
_BELIEF_FRAMES = frozenset({"think_report", "think_dora", "saenggak_hada", "dago_boda", "an_mitda",
                            "believe_report", "dago_boneunde"})


_SAY_STEMS = frozenset({"하", "그러", "말하", "얘기하", "이야기하", "말씀하"})


_EVIDENTIAL_EF = frozenset({"더라", "던데", "더라고", "더라구", "던데요", "더라고요", "대", "ᆫ대",
                            "는대", "대요", "ᆫ대요", "는대요", "래", "래요"})


def _evidential_end(body: Sequence[Any]) -> bool:
    """Does the clause close with a retrospective (-더라, -던데) or hearsay (-대) ending — the
    speaker tells what another thinks or sees?"""
    last = next((t for t in reversed(body) if not t.tag.startswith("S")), None)
    return last is not None and last.form in _EVIDENTIAL_EF


def _inner_negated_frame(body: Sequence[Any], q: int) -> tuple[int, str] | None:
    """After the quotative ending at ``q``, a negated frame of belief or saying inside what is
    reported ('…괜찮다고 안 본다고 하더라', '…좋다고 안 그랬다고 하더라'): (the token closing
    the negation, "belief" | "saying"), or None."""
    n = len(body)
    j = q + 1
    while j < n and body[j].tag == "JX":
        j += 1
    neg = False
    while j < n and body[j].tag == "MAG" and body[j].form in NEG_ADVERBS:
        neg, j = True, j + 1
    if j >= n:
        return None
    kind = ""
    noun_kind = ("belief" if body[j].form == "생각" else "saying"
                 if body[j].form in ("말", "얘기", "이야기", "말씀") else "")
    if noun_kind and body[j].tag.startswith("NN"):
        # a noun of thinking or saying with 하 ('생각 안 하', '말 안 하')
        j += 1
        while j < n and body[j].tag == "MAG" and body[j].form in NEG_ADVERBS:
            neg, j = True, j + 1
        if not (j < n and body[j].form == "하"):
            return None
        kind = noun_kind
    elif body[j].form in ("보", "믿") and body[j].tag.startswith("VV"):
        kind = "belief"
    elif body[j].form in _SAY_STEMS and body[j].tag.startswith(("VV", "XSV")) or (
            body[j].form == "그렇" and body[j].tag.startswith("VA")):  # ('안 그랬다고')
        kind = "saying"
    else:
        return None
    v = j
    j += 1
    while j < n and body[j].tag == "EP":
        j += 1
    if neg:
        return v, kind
    if j + 2 < n and body[j].tag == "ETM" and body[j + 1].form == "적":
        k = j + 2
        while k < n and k < j + 7 and body[k].tag.startswith(("JKS", "JX", "MM", "NR", "NNB",
                                                               "MAG", "SN")):
            k += 1
        return (k, kind) if k < n and body[k].form == "없" else None
    if j + 1 < n and body[j].form == "지" and body[j].tag.startswith("EC"):
        k = j + 1
        while k < n and body[k].tag == "JX":
            k += 1
        return (k, kind) if k < n and body[k].form == "않" else None
    return None


def _frame_negation(body: Sequence[Any], m: Any) -> int | None:
    """The token that closes a negated frame — the verb of the frame under 안/못, or the 않/없
    after it ('…다고 생각하지 않아', '…라고 한 적 없어', '…다고 하진 않았어') — or None when the
    frame is not negated. A negated question ('…다고 하지 않았어?') asks for confirmation of the
    saying: no negation."""
    n = len(body)
    j = m.end
    neg = m.negated
    if body[j - 1].tag.startswith("NN"):
        # a frame closed by its noun ('…다고 말 안 했어', '…라고 얘기한 적 없어'): its verb
        while j < n and body[j].tag == "MAG" and body[j].form in NEG_ADVERBS:
            neg, j = True, j + 1
        if not (j < n and body[j].form == "하" and body[j].tag.startswith(("VV", "XSV"))):
            return None
        j += 1
    while j < n and body[j].tag == "EP":
        j += 1
    if j + 1 < n and body[j].tag == "EC" and body[j].form in ("어", "아", "여") and (
            body[j + 1].form == "보" and body[j + 1].tag.startswith("VX")):
        j += 2  # ('…다고 생각해 본 적 없대': tried)
    if j < n and body[j].tag == "ETM" and j + 1 < n and body[j + 1].form == "적":
        k = j + 2
        # ('…한 적이 없어', '…한 적 한 번도 없어', '…한 적은 전혀 없대')
        while k < n and k < j + 7 and body[k].tag.startswith(("JKS", "JX", "MM", "NR", "NNB",
                                                               "MAG", "SN")):
            k += 1
        if k < n and body[k].form == "없" and body[k].tag.startswith("VA"):
            return k
        return None
    if j < n and body[j].form == "지" and body[j].tag.startswith("EC"):
        k = j + 1
        while k < n and body[k].tag == "JX":
            k += 1
        if k < n and body[k].form == "않" and body[k].tag.startswith("VX"):
            if any(t.form == "?" or t.tag == "EF" and t.form in ("냐", "니", "나")
                   for t in body[k:]):
                return None
            return k
        return None
    if not neg:
        return None
    return j - 1 if j > m.end else m.end - 1


def _emit(
    c: _Ctx,
    layers: list[str],
    content: str,
    refs: Sequence[PersonRef],
    lo: int,
    hi: int,
    words: Sequence[Word],
    toks: Sequence[Any],
    hedged: bool,
    negated: bool,
) -> None:
    """One Claim: owner = the innermost holder; relayed by the speaker, then the outer holders."""
    # a given name said with its familiar 이 ('솔담이 말로는' under an opener) is the name
    layers = [_familiar(c, h) for h in layers]
    known_layers = [h for h in layers if h != SOMEONE]
    owner = layers[-1] if layers else c.speaker
    # a text read or watched ('뉴스에서 봤는데 X가 그러길래 …') is where the speaker met X's
    # words, not a person who passed them on: never a relayer
    outer = [h for h in known_layers if h != owner and h not in _MEDIA]
    if owner != c.speaker and owner != SOMEONE:
        scoped = c.scoped.get(name_key(owner), [])
        outer = [*[h for h in scoped if h not in outer and h != owner], *outer]
    relayed = [] if owner == c.speaker else [c.speaker, *[h for h in outer if h != c.speaker]]
    src = c.asked_source
    if (
        src and relayed == [c.speaker] and owner != SOMEONE
        and name_key(owner) != name_key(src)
        and (owner.startswith(f"{src}의 ")
             or _TOLD_AT_SECOND_HAND.search(" ".join(w.text for w in words)))
    ):
        # 'X는 그거 어디서 들었대?' — 'X네 팀장이 그랬대': the answer names who told X (one of
        # X's people, or the verb of saying itself heard at second hand, '그랬대'); the
        # speaker passes it on from X. ('우리 형도 그러던데' is the speaker's own source.)
        relayed = [c.speaker, src]
    target, kind = _target(c, refs, lo, hi, {owner, *relayed}, words, toks, content)
    pol = ko_polarity(content, target if kind == "person" else None)
    if negated and pol != "neutral":
        pol = "negative" if pol == "positive" else "positive"
    if pol != "neutral" and _unsure_whether([t for x in words[lo:hi] for t in x.toks]):
        pol = "neutral"  # ('…좋은지 모르겠대': whether it is good is what is not known)
    c.out.claims.append(
        ClaimX(
            content=content,
            owner=owner,
            relayed_by=list(dict.fromkeys(relayed)),
            target=target,
            target_kind=cast(TargetKind, kind),
            polarity=pol,
            hedged=hedged,
        )
    )
    if hasattr(c.disc, "set_topic"):
        c.disc.set_topic(target, kind)
    if relayed:
        c.last_layers = [*outer, owner]
        for r in refs:
            if r.first >= lo and r.kind != "self" and r.name != owner:
                c.scoped.setdefault(name_key(r.name), [*outer, owner])


# what one 듣다 besides words: a course taken, or something played ('강의 들었는데', '앨범
# 들었는데')
_LISTENED = frozenset(
    """수업 강의 강좌 교양 전공 과목 수강 레슨 클래스 세미나 특강 인강 현강 노래 음악 곡 앨범 신곡
    타이틀곡 라디오 팟캐스트 오디오북 플레이리스트 연주 음원 녹음 음반""".split()  # noqa: SIM905
)
# where the look-back for the object of 듣다 stops: a clause ending, a subject, whom one heard
# from ('X한테'), punctuation
_OBJECT_STOP = frozenset({"EC", "EF", "ETM", "JKS", "SF", "SP", "VV", "VA", "XSV", "XSA"})


def _listened_to(body: Sequence[Any], k: int) -> bool:
    """Is the object of the 듣다 at token ``k`` (the nearest noun before it in its clause, past
    adverbs, time words and particles) a course or something played?"""
    for j in range(k - 1, max(-1, k - 6), -1):
        t = body[j]
        if t.tag in _OBJECT_STOP or t.tag == "JKB" and t.form in _SOURCE_TAILS:
            return False
        if t.tag.startswith("NN") and t.form in _LISTENED:
            return True
    return False


def _sayer_opens(refs: Sequence[PersonRef], words: Sequence[Word], b: int) -> bool:
    """'서곤이가 거기 케이크 너무 달다고ㅋㅋ': a third person marked as subject or topic opens the
    clause that a bare quotative ending closes — what they said, the verb of saying left out."""
    body = [t for w in words[b:] for t in w.toks]
    # (only when the clause judges something else, so the person is who judged it: '체육쌤이
    # … 데려가신다고. X가 그러더라고요' tells what the coach does, heard from X)
    return any(r.first == b and r.kind != "self" and r.tail in _MID_TAILS
               and _double_subject(words, r, body) for r in refs) and len(words) - b >= 3


# what may stand between whom one heard from and 듣다 when nothing heard is said: when, how,
# and a pro-form for what was heard ('X한테 어제 직접 그 얘기 들었대')
_HEARD_OBJECT = frozenset({"얘기", "이야기", "말", "소식", "거", "것"})


_HEARER_TAILS = frozenset({"이", "가", "이가", "는", "이는", "은", "도", "이도", "께서"})


_MEET_STEMS = frozenset({"만나", "뵙", "뵈", "찾아가", "찾아뵙", "보"})


# kin words by marriage, said from the speaker's side of the family
_IN_LAWS = frozenset(
    """형수 매형 올케 새언니 형부 제부 매제 시누이 처남 처제 처형 시동생 동서 시어머니 시아버지
    장모 장인 며느리 사위 장인어른 아주버님 시부모 시부모님 시할머니 시할아버지""".split()  # noqa: SIM905
)
# what one called by a kin or peer title owns, said with that title and 네 ('형네 사장님')
_TITLE_NE = re.compile(r"(형|언니|누나|오빠|형님|선배)네 (.+)")


def _present_titled(c: _Ctx) -> list[str]:
    """The people of the talk named as the speaker or the listener with a title ('X PD님, …'
    said to X): those two, never the dropped subject of a report."""
    here = {name_key(n) for n in (c.speaker, c.listener) if n}
    return [n for n in (c.disc.recent if c.disc else []) if " " in n and name_key(
        n.split()[0]) in here]


def _present(c: _Ctx) -> Sequence[str]:
    """The people who take part in the conversation: the memory's speakers and whoever has
    spoken in this session so far."""
    return [*c.known, *(c.disc.speakers if c.disc is not None else ())]


def _teller_relative(refs: Sequence[PersonRef], layers: Sequence[str], r: PersonRef,
                     speaker: str, present: Sequence[str], text: str = "") -> str:
    """The name of ``r``, the source inside a report passed on by ``layers[-1]``: a bare kin or
    partner noun there ('X가 그러는데 여자친구가 …대', 'X 씨 말로는 와이프분이 …래요') is the
    relative of the one passing it on when that one is called by name, as after 'X가 엄마한테
    들었는데' (``hearers_relative``): whose girlfriend X would tell of, not the speaker's. An
    in-law word names a relative by the speaker's own marriage or a sibling's ('형부', '시누이'):
    the speaker's, whoever passed the words on; and when X takes part in the conversation, a
    blood relative said bare may be one they share with the speaker (cousins' '할아버지'): only
    one's own partner, friend or colleague, or a relative said with the honorific 분, is X's."""
    word = r.name.rsplit(" ", 1)[-1]
    # (an in-law word plain or with the honorific 님, '시어머님': its kin root)
    if not layers or word in _IN_LAWS or kin_root(word) in _IN_LAWS:
        return r.name
    teller = next((x for x in refs if x.name == layers[-1] and x.kind == "name"), None)
    held = _TITLE_NE.fullmatch(r.name) if teller is not None and r.owner is None else None
    if held is not None and teller is not None and re.search(
            rf"{re.escape(teller.name.split()[0])}(?:이)?\s?{held.group(1)}", text):
        # ('X형이 그러는데 형네 사장님이 …': the teller, called by that title, owns what 형네 owns)
        return ko_possessive(teller.name.split()[0], held.group(2))
    if teller is not None and teller.name in present and not (
            word in PARTNERS or word in OWN_RELATIONS or word.endswith("분")):
        return r.name
    return hearers_relative(r, teller, speaker) or r.name


def _said_with_honour(r: PersonRef) -> bool:
    """Is a person named with honour: a title or role with 님 ('교수님', '부장님'), an elder
    ('할머니'), or the honorific subject particle 께서?"""
    return _honour_word(r.name) or r.tail in ("께서", "께서는")


def _honour_word(name: str) -> bool:
    """A title or role said with 님 ('교수님', '부장님') or an elder ('할머니')."""
    return name.endswith("님") or name.rsplit(" ", 1)[-1] in _ELDERS


def _met_honoured(words: Sequence[Word], refs: Sequence[PersonRef], body: Sequence[Any], m: Any,
                  h: PersonRef, w: int) -> tuple[str, int] | None:
    """'X가 관장님 만났는데 …다고 하셨대', 'X가 할머니 뵀더니 …라고 하셨대': the subject, a peer
    said without honour, met an honoured person in a background clause (-는데, -더니), and the
    verb of saying carries the honorific: (the one met, the index of the clause's last word), or
    None."""
    if h.kind == "self" or h.tail in ("께서", "께서는") or not _honorific(body, m):
        return None
    if _said_with_honour(h):
        return None
    for r in refs:
        if not (h.last < r.first and r.last < w and r.kind != "self"
                and r.tail in ("", "을", "를", "이를") and _said_with_honour(r)):
            continue
        for k in range(r.last, min(r.last + 2, w)):
            toks = words[k].toks
            if any(t.form in _MEET_STEMS and t.tag.startswith("VV") for t in toks) and any(
                    t.tag == "EC" and t.form in ("는데", "ᆫ데", "더니", "니까", "길래")
                    for t in toks):
                return r.name, k
    return None


def _said_then(body: Sequence[Any], m: Any) -> bool:
    """'X는 …하자고 했다가 Y한테 혼났어', '…라고 했다가 욕먹었어': the verb of saying with -다가
    ('said so, and then'), a clause of what happened after following — a story of what X went
    through, whose words are no view reported."""
    j = m.end
    if not (j and body[j - 1].form in ("하", "그러") and body[j - 1].tag.startswith("V")):
        return False
    while j < len(body) and body[j].tag == "EP":
        j += 1
    return j > m.end and j + 1 < len(body) and body[j].tag == "EC" and body[j].form == "다가" and (
        any(t.tag.startswith(("VV", "XSV")) for t in body[j + 1:]))


def _heard_by_subject(
    c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef], b: int, body: Sequence[Any],
    wof: Sequence[int],
) -> bool:
    """'…다고 했대. Y가 통화하다 들었대', '…래. Y가 옆에서 들었어': after another's hearsay in
    the turn, a sentence that only says that Y heard it — Y the subject of 듣다, no source and
    nothing heard said — tells how the words reached the speaker: Y passed them on. True when it
    applied."""
    last = c.out.claims[-1] if c.out.claims else None
    if last is None or last.relayed_by != [c.speaker] or last.owner in (c.speaker, SOMEONE):
        return False
    k = next((i for i in range(len(body) - 1, -1, -1) if body[i].tag.startswith("VV") and (
        body[i].form == "듣" or body[i].form == "들" and i + 1 < len(body)
        and body[i + 1].tag == "EP")), None)
    if k is None or _listened_to(body, k):
        return False
    j = k + 1
    while j < len(body) and body[j].tag == "EP":
        j += 1
    if j >= len(body) or body[j].tag not in ("EF", "EC") or any(
            re.search(r"[가-힣A-Za-z0-9]", x.text) for x in words[wof[k] + 1:]):
        return False
    if any(t.tag == "EC" and t.form in QUOTE_EC and not (
            # ('통화하다 들었대': -다(가) on a verb of doing, 'while', no quotative)
            t.form == "다" and i and body[i - 1].tag.startswith(("VV", "XSV")))
           or t.tag in ("JKO", "ETM") for i, t in enumerate(body[:k])):
        return False  # ('…다고 들었대': a report; '그 수업 들었대', '들은 얘기': no passing on)
    people = [r for r in refs if b <= r.first and r.last < wof[k]]
    if len(people) != 1 or people[0].kind == "self" or people[0].tail not in _HEARER_TAILS:
        return False
    y = people[0]
    if y.first != b or name_key(y.name) == name_key(last.owner):
        return False
    last.relayed_by = [c.speaker, y.name]
    c.last_layers = [y.name, last.owner]
    c.unsourced = c.bare_final = c.heard_unsaid = None
    return True


def _heard_from_reported(
    c: _Ctx, sent: str, words: Sequence[Word], toks: Sequence[Any], refs: Sequence[PersonRef],
    b: int, body: Sequence[Any], wof: Sequence[int], matches: Sequence[Any],
) -> bool:
    """'X가 Y한테 들었대', '(X는) Y한테서 들었다더라': a sentence that only says that someone
    heard it from Y, the verb of hearing itself told on — so the speaker did not hear it: X
    (said, else the one the hearsay before in the turn was held by, else the one talked about)
    heard it from Y and passed it on. The hearsay before it in the turn, else the plain
    statement before, is Y's, relayed by X; else it sources what follows (and, answering what
    the turn before asked, is the claim itself). True when it applied."""
    k = next((i for i in range(len(body) - 1, -1, -1) if body[i].form == "듣"
              and body[i].tag.startswith("VV")), None)
    if k is None:
        return False
    j = k + 1
    while j < len(body) and body[j].tag == "EP":
        j += 1
    told = next((x for x in matches if x.start == j and x.frame.kind in ("final", "report")),
                None)
    if told is None:
        return False
    # (the verb of saying may be a word of its own: 'Y한테 들었다고 하던데')
    said = wof[told.end - 1] if told.end - 1 < len(wof) and told.frame.name == "dago_hada" and (
        body[told.end - 1].form in ("하", "그러")) else wof[k]
    if any(re.search(r"[가-힣A-Za-z0-9]", x.text) for x in words[max(said, wof[k]) + 1:]):
        return False
    src = next((r for r in reversed(refs) if r.last < wof[k] and r.tail in _SOURCE_TAILS), None)
    if src is None or src.kind == "self" or src.first < b:
        return False
    between = [t for x in words[src.last + 1:wof[k]] for t in x.toks] + [
        t for t in words[wof[k]].toks if t.start < body[k].start]
    if not all(t.tag in ("MAG", "MM", "NP", "JKO", "JX", "SP", "SF") or t.tag == "NNG" and (
            t.form in _HEARD_OBJECT) for t in between):
        return False
    before = [r for r in refs if b <= r.first and r.last < src.first]
    if len(before) > 1 or before and (before[0].kind == "self" or not before[0].is_subject
                                      or before[0].tail in ("", "의")):
        return False
    rest = {k2 for r in before for k2 in range(r.first, r.last + 1)}
    if not all(t.tag in ("IC", "MAJ", "MAG", "SP", "SF", "SS", "SE", "SW", "SO")
               for x in range(b, src.first) if x not in rest for t in words[x].toks):
        return False
    hearer = before[0].name if before else None
    rel = hearers_relative(src, before[0], c.speaker) if before else None
    source = rel or src.name  # ('X가 엄마한테 들었대': X's mother)
    last = c.out.claims[-1] if c.out.claims else None
    if last is not None and last.relayed_by == [c.speaker] and last.owner != c.speaker:
        # '그 가게 문 닫는대. (X가) Y한테 들었대': the hearsay just before is Y's; X — the one
        # it was held by when no X is said — heard it from Y
        if hearer is None and last.owner != SOMEONE:
            hearer = last.owner
        last.owner = source
        last.relayed_by = [c.speaker, *([hearer] if hearer and hearer != src.name else [])]
        c.last_layers = [*last.relayed_by[1:], source]
        c.unsourced = c.bare_final = c.heard_unsaid = None
        return True
    if hearer is None and c.disc is not None:
        hearer = c.disc.antecedent([c.speaker, *([c.listener] if c.listener else []), src.name])
    layers = [*([hearer] if hearer and hearer != src.name else []), source]
    if c.prev_record is not None:
        # '그 가게 다음 달에 문 닫아. X가 Y한테 들었대': the plain statement before is what
        # was heard
        c.prev_record(layers)
        c.last_layers, c.prev_record = layers, None
        return True
    _emit(c, layers, _content(sent, words, b), refs, b, len(words), words, toks, False, False)
    return True


def _asked_sayer(c: _Ctx) -> str | None:
    """'X가 Y한테 뭐라고 했어?' — '…그만두라고 했대': the one the turn before asked the words of
    says what a report with no subject of its own reports (not whoever was named last)."""
    x = c.asked_what
    if not x or "의 " in x or x.split()[-1] in KO_ROLE_NOUNS or re.sub(r"님$", "", x) in (
            KO_ROLE_NOUNS):
        return None  # (a role or a relative: how the asker called them need not be the answer's)
    return x if name_key(x) not in {name_key(c.speaker), name_key(c.listener or "")} else None


def _attribute(
    c: _Ctx,
    sent: str,
    toks: Sequence[Any],
    words: Sequence[Word],
    refs: Sequence[PersonRef],
    b: int,
    quote: str | None,
) -> bool:
    """Run the frame rows over the clause; True when it made a Claim."""
    body = [t for w in words[b:] for t in w.toks]
    if not body:
        return False
    wof: list[int] = [wi for wi in range(b, len(words)) for _ in words[wi].toks]
    matches = match_frames(body, quoted=quote is not None,
                           after_source=bool(c.last_layers) or c.prev_told is not None
                           or _sayer_opens(refs, words, b))
    # a subject's particle and a verb of saying (``holder_inside``) report only with a person
    # there, right after a quotative ending ('…다고 X가 강조했어')
    matches = [m for m in matches if not m.frame.holder_inside or (
        (r := _holder_after_quote(refs, words, b - 1, wof[m.end - 1])) is not None
        and r.last == wof[m.start])]
    # the subject honorific on a verb of reading ('내 보고서 읽으시더니 …다 하심'): someone the
    # speaker honours read it (a speaker never honours themself) — no text read opens what follows
    matches = [m for m in matches if not (m.frame.self_source and _honorific(body, m))]
    # '팀장님이 내 보고서 보더니 "…" 그러더라': -더니 with no past before it tells what another
    # person did after reading (the speaker watched), not what the text says ('공지 봤더니
    # …래': -었더니, the speaker read it and found)
    matches = [m for m in matches if not (
        m.frame.self_source and body[m.end - 1].form == "더니" and body[m.end - 2].tag != "EP")]
    # '그 강의 지난 학기에 들었는데 …', '신곡 들었는데 …': 듣다 with a course or something played as
    # its object is taking a class or listening, no hearing of anyone's words
    matches = [m for m in matches if not (
        m.frame.holder == "source" and body[m.start].form == "듣" and _listened_to(body, m.start))]
    if _heard_from_reported(c, sent, words, toks, refs, b, body, wof, matches):
        return True
    if _heard_by_subject(c, words, refs, b, body, wof):
        return True
    openers = [m for m in matches if m.frame.kind == "opener" and m.end < len(body) and
               not all(t.tag.startswith("S") for t in body[m.end:])]
    if not openers and _trailing_opener(c, refs, matches, body, wof):
        return True
    reports = [m for m in matches if m.frame.kind == "report" and not _said_then(body, m)]
    reports += [
        m
        for m in matches
        if m.frame.kind == "opener" and m not in openers and m.frame.holder == "before"
    ]
    finals = [m for m in matches if m.frame.kind == "final"]
    # ('내가 거기 비싸다잖아': -다잖아 with the speaker as its subject recalls their own words)
    finals = [m for m in finals if not (body[m.end - 1].form.endswith(("잖아", "잖아요")) and (
        body[m.end - 1].form.startswith(("다", "라", "ᆫ다", "는다")) or body[m.end - 2].form in (
            "다", "라", "ᆫ다", "는다")) and any(
        r.kind == "self" and r.is_subject and r.tail not in ("", "의") for r in refs))]
    cues = [m for m in matches if m.frame.kind == "cue"]
    for m in matches:
        # (a source row closed by a hearsay ending of its own, 'X 지시래', is no final besides)
        if m.frame.kind == "source" and not reports and not [
                f for f in finals if f.end <= m.start or f.start >= m.end]:
            h = _holder_before(refs, wof[m.start], m.frame.holder)
            if h is None and m.frame.holder == "source":
                h = _source_noun(words, b, wof[m.start])
            if m.frame.holder == "named" and (h is None or h.first != b or c.unsourced is None):
                continue
            if h is not None and h.kind != "self":
                heard = c.out.claims[c.heard_unsaid] if c.heard_unsaid is not None else None
                if heard is not None and not openers and m.frame.holder == "source" and (
                        heard.owner != h.name and heard.relayed_by == [c.speaker]):
                    # 'X 교수님은 …다고 하셨대. X한테 들음': the one named is who passed the
                    # professor's words on to the speaker
                    heard.relayed_by = [c.speaker, h.name]
                    c.last_layers, c.heard_unsaid = [h.name, heard.owner], None
                    return True
                judged = c.out.claims[-1] if c.out.claims else None
                if (c.bare_final is not None and c.bare_final == len(c.out.claims) - 1
                        and c.bare_judge and not openers and judged is not None
                        and m.frame.holder == "source" and judged.relayed_by == [c.speaker]
                        and judged.owner != h.name):
                    # 'Y는 그 식당 별로래. X한테 들었어': Y's verdict reached the speaker
                    # through X
                    judged.relayed_by = [c.speaker, h.name]
                    c.last_layers, c.bare_final = [h.name, judged.owner], None
                    return True
                if (c.bare_final is not None and c.bare_final == len(c.out.claims) - 1
                        and not c.bare_judge and not openers and judged is not None
                        and m.frame.holder == "source" and judged.relayed_by == [c.speaker]
                        and judged.owner != h.name):
                    # 'Y가 요즘 마라톤 준비한다던데. X한테 들었어': the -대 told what Y does,
                    # and the one named next told it — as under 'X한테 들었는데 Y가 …대', and as
                    # '…대. X가 그러더라' is read
                    judged.owner = h.name
                    c.last_layers, c.bare_final = [h.name], None
                    return True
                if c.unsourced is not None and not openers:
                    # '다음 달에 문 닫는대. 옆집 할머니한테 들었어.': the source, named after
                    # the hearsay, is its holder
                    claim = c.out.claims[c.unsourced]
                    claim.owner, claim.relayed_by = h.name, [c.speaker]
                    c.last_layers, c.unsourced = [h.name], None
                    if m.frame.name == "malhaesseo" and body[m.start].form in _MESSAGE_NOUNS:
                        # ('총무 X가 어젯밤에 공지 올렸어'): the message sent is also a doing of
                        # theirs, a record beside the report it names the source of
                        _record(c, sent, toks, words, refs)
                    return True
                if c.prev_record is not None and not openers and not m.frame.earlier_only and (
                        m.frame.holder == "source"):
                    # '그 가게 다음 달에 문 닫아. 옆집 할머니한테 들었어.': the statement just
                    # before, said as plain fact, is what was heard — the source's
                    c.prev_record([h.name])
                    c.last_layers, c.prev_record = [h.name], None
                    return True
                if not m.frame.earlier_only or c.unsourced is None:
                    # '하소리한테 들었어. 다음 달에 온대.'; a fragment that only names whom it
                    # came from, with no hearsay before it to take ('그 얘기 들었어. 하소리한테서.
                    # 다음 달에 닫는다고'), sources what follows
                    c.last_layers = [h.name]
    layers: list[str] = []
    lo = b
    negated = False
    for m in list(openers):
        w = wof[m.start]
        org_heard: str | None = None
        # (the relative '제가 한 말은' only with the topic's 은/는: '…께서 하신 말씀이 있어요'
        # says there were words, and a record of it)
        h = _holder_before(refs, w, m.frame.holder, words if m.frame.name == "mareun" else ()
                           ) if m.frame.holder != "self" else None
        if h is not None and h.kind == "self" and h.tail == "" and body[m.start].form in (
                "그러", "그렇") and (
                h.last + 1 < w and words[h.last + 1].toks
                and words[h.last + 1].toks[0].tag in ("NNG", "NNP")
                and words[h.last + 1].toks[0].form not in KO_ROLE_NOUNS):
            # ('우리 차도 그랬는데 …': 우리 owns a thing that 'was so' — 그러다 of a state, no
            # one's saying)
            openers.remove(m)
            continue
        if m.frame.needs_person and h is None and not (
                m.frame.holder == "possessor" and _bare_name_before(words, w, m.start, body, b)
                or m.frame.name in _ASKING_ROWS and _org_source(words, w, b, asked=True)
                # ('협회 입장은', '학교 측 방침은': an office or a side holds a position too)
                or m.frame.name == "ipjangeun" and w - 1 >= b and (
                    _strip_word(words[w - 1].text) in ("측", "쪽")
                    # (the word for the body alone too: '협회', '관리소')
                    or (any(ORG_END.fullmatch(p + _strip_word(words[w - 1].text)) is not None
                            for p in ("", "본"))
                        and _strip_word(words[w - 1].text) not in ORG_ROOMS))):
            openers.remove(m)
            continue
        if (h is None or h.kind == "self") and body[m.end - 1].form == "더니" and any(
                t.tag == "EP" for t in body[m.start:m.end]) and not (
                h is None and m.frame.name in _ASKING_ROWS
                and _org_source(words, w, b, asked=True)):
            # '(내가) 그랬더니 …': the past -었더니 of the speaker's own doing ('I did so, and
            # then …') is no 'X said so' — what follows is someone's response
            openers.remove(m)
            continue
        if h is None and m.frame.holder in ("before", "source"):
            name = _animate_noun(words, w, b, m.frame.holder)
            if name is None and m.frame.holder == "source":
                name = org_heard = _org_source(words, w, b, asked=m.frame.name in _ASKING_ROWS)
        else:
            name = (
                h.name
                if h is not None
                else _noun_holder(words, w, m.start, body, b)
                if m.frame.holder != "self"
                else None
            )
            if name is None and m.frame.holder == "self":
                # ('X 후기 보니까 …': a person's own review or comment is theirs)
                name = next((r.name for r in refs if r.last == w - 1 and r.kind != "self"
                             and r.tail in ("", "의", "이", "네")), None)
            if name is None and (m.frame.self_source or m.frame.holder == "self"):
                name = body[m.start].form
        hearer = _hearer(refs, h, b) if m.frame.holder == "source" else None
        passed = _words_passed_on(refs, words, w, lo) if m.frame.name.startswith(
            "allyeojun") else None
        if passed is not None:
            # 'X가 Y 말씀을 전해 줬는데 …': Y's words, X passed them on
            hearer, name = passed
        words_of = _words_heard(refs, words, w, h, lo) if m.frame.name == "deureonneunde" else None
        if words_of is not None:
            # 'X한테 Y 말 들었는데 …', 'Y 말을 X한테 전해 들었는데 …': Y's words, heard through
            # X (when named) — X passes them on
            if name and name != words_of.name:
                layers.append(name)
            name = words_of.name
        if hearer is not None and h is not None and (
                rel := hearers_relative(h, hearer, c.speaker)) is not None:
            name = rel  # ('X가 엄마한테 들었는데 …': X's mother)
        if hearer is not None:
            layers.append(hearer.name)  # 'X가 자기 누나한테 들었는데 …': X heard it, passes it on
        elif m.frame.holder == "source" and h is None and (name is None or name == org_heard):
            # 'X가 학원 가서 들었는데 Y 쌤이 …다고 했대': no source said, the subject of the
            # verb of hearing heard it and passes it on (whoever X heard it from comes next)
            subj = next((r for r in reversed(refs) if lo <= r.last < w and r.kind != "self"
                         and r.is_subject and r.tail != ""), None)
            if subj is not None:
                layers.append(subj.name)
        if (name is None and h is None and not layers and c.disc is not None and (
                w == b or m.frame.name == "malhagil" and not any(
                    b <= r.first < w and r.kind != "self" for r in refs))
                and (m.frame.name in ("geureoneunde", "geureoneun_de")
                     and body[m.start].form == "그러" and body[m.start].tag == "VV"
                     # ('따로 말씀하시길, …대요': the honorific verb of saying with its subject
                     # dropped, as the pro-form's)
                     or m.frame.name == "malhagil" and any(
                         t.tag == "EP" and t.form in ("시", "으시") for t in body[m.start:m.end]))):
            # ('X한테 연락 왔어.' — '그러는데 …래'): the pro-form verb of saying with its subject
            # dropped opens the words of the one the talk is about (as a bare '…래' does)
            name = _asked_sayer(c) or c.disc.antecedent(
                [c.speaker, *([c.listener] if c.listener else [])])
        layers.append(name or SOMEONE)
        lo = wof[m.end - 1] + 1 if m.end - 1 < len(wof) else len(words)
    hi = len(words)
    reps = [
        m
        for m in reports
        if wof[m.start] >= lo or (m.frame.name == "damyeonseo" and wof[m.start] >= b)
    ]
    # '…한테 창문 닫아 달라니까 "…" 이러더라': a connective quotative said TO someone, with no
    # subject, is the speaker's own request; the report that follows is the answer
    reps = [
        m
        for k, m in enumerate(reps)
        if not (
            k + 1 < len(reps)
            and m.frame.pattern[-1].tags == "EC"
            and (a := _addressee(refs, words, lo, wof[reps[k + 1].start])) is not None
            and a[1] == wof[m.end - 1]
        )
    ]
    if (
        reps
        and reps[0].frame.needs_person
        and not _subjects(refs, lo, wof[reps[0].start] + 1, words)
    ):
        reps = reps[1:]
    nested = False
    heard = _heard_report(reps, matches, body) if reps else None
    if heard is not None:
        # 'X한테 Y가 …다고 했다고 들었어': a report heard as a report — Y said it, X told the
        # speaker, so X relays (with whoever heard it from X before them)
        src = _holder_before(refs, wof[heard.end - 1], "source")
        if src is not None and src.kind != "self" and src.last >= lo:
            hearer = _hearer(refs, src, lo) if src.last < wof[reps[0].start] else None
            if hearer is None and src.last > wof[reps[0].start]:
                # 'X는 Y가 …다고 했다고 Z한테서 들었대': the source said after the report; a
                # topic before the report's own subject is the one who heard it from Z
                front = [r for r in _subjects(refs, lo, wof[reps[0].start] + 1, words)
                         if r.kind != "self"]
                if len(front) >= 2 and front[0].tail in _TOPIC_TAILS:
                    hearer = front[0]
                    lo = max(lo, hearer.last + 1)
            layers.extend([*([hearer.name] if hearer is not None else []), src.name])
            if src.last < wof[reps[0].start]:
                lo = src.last + 1  # (a source said after the report leaves it as it is)
            nested = True
    elif reps and (teller := _told_report(reps, matches, body, refs, wof)) is not None:
        # 'Y가 …라고 했다고 X가 그러더라': a report quoted in a report — Y said it, X told the
        # speaker, so X relays
        layers.append(teller.name)
        nested = True
    elif reps and (outer_teller := _stacked_report(reps, body, refs, wof, lo)) is not None:
        # 'X가 Y가 …한다고 했다고 하더라': Y said it, X told the speaker — X relays, and what Y
        # said starts after X
        layers.append(outer_teller.name)
        lo = outer_teller.last + 1
        nested = True
    if reps:
        m = reps[0]
        w = wof[m.end - 1] if m.frame.holder_inside else wof[m.start]
        negated = m.negated
        think = m.frame.name.startswith("think")
        subs: list[PersonRef] = []
        late = (
            _holder_after(refs, words, w)
            if m.frame.holder_after and quote is None and not layers
            else None
        )
        if late is not None:
            # '…다면서 X가 칭찬하던데': what precedes the connective is what X said
            _emit(c, [late.name], _content(sent, words, lo, w + 1), refs, lo, w + 1, words, toks,
                  False, negated)
            return True
        mid = _holder_after_quote(refs, words, lo, w) if quote is None else None
        if mid is not None:
            # '…다고 주치의 선생님이 그러셨어': the subject between the quotative and the verb
            # of saying holds what the quotative closes (inside any opener's report)
            _emit(c, [*layers, mid.name], _content(sent, words, lo, mid.first), refs, lo,
                  mid.first, words, toks, False, negated)
            return True
        lo0 = lo
        guessed: PersonRef | None = None
        if m.frame.holder == "source":
            h = (_holder_before(refs, w, "source")
                 or _source_after_quote(refs, w, wof[m.end - 1])
                 or _source_noun(words, b, w)
                 or _experiencer(refs, words, lo, w))
            if h is None and m.frame.name == "dago_deutda":
                # (a guess: a source named next in the turn, '…들었어. X한테', takes it over)
                h = guessed = _told_of(refs, words, lo, w)
            hearer = _hearer(refs, h, lo)
            if hearer is not None and h is not None and h.first > w and (
                    hearer.tail not in _TOPIC_TAILS) and not _hearing_reported(
                    body, m, matches) and not any(
                    t.tag == "EC" and t.form in (*_BACKGROUND_EC, "던데")
                    for x in words[hearer.last + 1:w] for t in x.toks):
                # ('…했었는데 점장이 수당 안 줘서 …갔다고 동생한테 들었어': with the source after
                # the quotative, a subject that no background -는데 closes off before it is
                # inside what was heard; '태오가 거기 다녔는데 …다고 원장님한테 들었대': the one
                # whose story the -는데 clause tells heard it)
                hearer = None
            if hearer is not None and hearer.name not in layers:
                layers.append(hearer.name)  # 'X는 코치님한테 …다고 들었대': X heard it
        else:
            cut = _clause_break(words, lo, w) if quote is None and not layers else None
            if cut is None and quote is None and not layers:
                cut = _story_break(refs, words, lo, w)
            if cut is not None and any(
                r.kind != "self" and r.tail != "" for r in _subjects(refs, cut + 1, w + 1, words)
            ):
                # '내가 샘플 받아 봤는데, 거기 실장님이 …다고 자랑하더라': the subject of a clause
                # closed by -는데 and a comma is that clause's; the report's holder is the
                # subject after it
                lo = cut + 1
            subs = [r for r in _subjects(refs, lo, w + 1, words) if not _in_nominal(words, r, w)
                    and not _knower(words, r, refs)]
            subs = _marked_first(refs, lo, w + 1, words, subs)
            subs = _topic_yields(c, words, subs)
            if layers:
                # 'X한테 들었는데 손님 두 팀이 …다고 했대': under a source already named, a group
                # counted by number is what the source tells of, not a second source
                subs = [r for r in subs if not _counted(words, r)]
            # ('학교가 동아리 학생 세 명을 징계했다고 하더라': a group counted with the object
            # particle is who the clause acts on, never who said it)
            subs = [r for r in subs if not _counted(words, r, ("JKO",))]
            asked_x = c.asked_what
            if asked_x and not layers and subs and all(
                    r.tail == "" and r.kind != "self" for r in subs):
                # 'X는 새 코치 뭐래?' — '새 코치 친절하대': the answer reports X's words; the
                # unmarked noun is what X spoke of (the question's topic), no holder
                subs = []
                layers.append(asked_x)
                lo = max(lo, b)
            # the thinker is a topic ('하소리는 …다고 생각해'); '하소리가 …한 건' is what is judged
            if think:
                # ('하소리가 …다고 생각 안 한대/하더라': with a hearsay or retrospective ending on
                # the verb of thinking, a subject-marked person before the complement thinks it)
                seen = _evidential_end(body)
                subs = [r for k, r in enumerate(subs) if r.tail in _TOPIC_TAILS
                        or r.kind == "self" or seen and k == 0 and r.is_subject
                        and r.tail not in ("", "의")]
            # (before a quotation the nearest subject says it — not the speaker's possessive
            # 내/제 owning a noun: '팀장님이 내 보고서 보더니 "…" 그러더라')
            said_by = [r for r in subs if not (r.kind == "self" and r.tail == "의")]
            h = (said_by[-1] if said_by else None) if quote is not None else (
                subs[0] if subs else None)
            if h is not None and h.kind == "self" and h.tail == "도" and next(
                    (t.form for t in reversed(body) if t.tag.startswith("E")), "") in (
                    _EVIDENTIAL_EF):
                # ('나도 X가 …다고 하더라': 'me too' before another person marked as the
                # subject of a verb of saying in the retrospective — one tells what another said
                # with -더-, never one's own words: that person said it)
                h = next((r for r in subs[1:] if r.kind != "self" and r.tail in (
                    "이", "가", "께서", "이가")), h)
            if h is not None and h.kind == "self" and h.tail == "의" and _honorific(
                    body, m):
                # '내 데이터 보시더니 …다 하심': 내 owns a noun; the honorific verb of saying has
                # someone the speaker honours as its subject, not the speaker
                h = None
            if h is not None and quote is None and _guessed_name(c, h):
                # '도담이? 걔 지난번엔 새 메뉴가 낫다고 했어': a person said with the subject
                # particle dropped, before a word only guessed to be a name, says it; the marked
                # word is the reported clause's own subject
                said = [r for r in refs if lo <= r.first and r.last < h.first and r.tail == ""
                        and r.kind != "self" and not _guessed_name(c, r)]
                if said:
                    h = said[-1]
            org = _org_subject(words, lo, w) if (
                quote is None and m.frame.zero_antecedent) else None
            if org is not None and (h is None or h.first > org[1] and (
                    h.tail in _TOPIC_TAILS or _guessed_name(c, h))):
                # '총무과에서 원장님은 못 오신다고 했어': an office opening the clause (with 에서,
                # or as its topic) says it; a topic after it, or a word only guessed to be a name,
                # is what it spoke of ('시공사 측에서 공사가 늦어진다고 했어', '업체 측은 견적이
                # 늘었다는 입장'); a person marked as subject says it ('회사에서 팀장님이 …')
                layers.append(org[0])
                lo, h = org[1] + 1, None
        if (h is None or h.kind == "self") and not layers and not think:
            answered = _answered_after_deoni(c, words, refs, body, m, lo, w)
            if answered is not None:
                layers.append(answered[0])
                lo, h = max(lo, answered[1] + 1), None
        if (h is not None and h.kind == "self") or (h is None and think and not layers):
            if not layers:  # '내가 …라고 했잖아', '…라고 생각해': the speaker's own view
                own_neg = _frame_negation(body, m)
                belief = m.frame.name in _BELIEF_FRAMES
                _emit(
                    c,
                    [],
                    quote or _content(sent, words, b),
                    refs,
                    b,
                    len(words),
                    words,
                    toks,
                    think,
                    negated if own_neg is None else belief,
                )
                if own_neg is not None and not belief:
                    # ('내가 …좋다고 한 적 없어': a denied saying holds no view of it)
                    c.out.claims[-1].polarity = "neutral"
                return True
        elif h is not None and _names_the_source(
            c, h, w, wof[m.end - 1] if m.end - 1 < len(wof) else w, words, layers, quote
        ):
            if m.frame.name == "malhaesseo" and body[m.start].form in _MESSAGE_NOUNS:
                # ('총무 X가 어젯밤에 공지 올렸어'): the message sent is also a doing of theirs,
                # a record beside the report it names the source of
                _record(c, sent, toks, words, refs)
            return True
        elif h is not None and not nested and _restated(
                layers, h, quote, w, finals, wof, wof[m.end - 1] if m.end - 1 < len(wof) else w
        ) and not _judge_of_thing(
                # ('X가 그러는데 Y가 그 식당 별로라고 하더라': Y judging a thing said after them
                # holds the verdict — a second source, as under '…Y가 그 식당 별로래')
                words, h, refs, [t for x in words[h.first:w + 1] for t in x.toks
                                 if not (t.tag == "EC" and t.form in QUOTE_EC)], sent, w):
            pass  # 'X가 그러는데 그 집 사장님이 …였다고 하더라': X's words, said again
        elif h is not None and quote is None and not layers and (
                met := _met_honoured(words, refs, body, m, h, w)) is not None:
            # 'X가 관장님 만났는데 …다고 하셨대': the honorific verb of saying is not X's (a peer
            # named without honour) but the one X met, honoured — X passes their words on
            layers.extend([h.name, met[0]])
            lo = met[1] + 1
        elif h is not None:
            outer_topic = not layers and h.tail in _TOPIC_TAILS
            v = wof[m.end - 1] if m.end - 1 < len(wof) else w
            told = next((r for r in refs if r.tail in _TOLD_TAILS and r.kind != "self"
                         and r.name != h.name and (w - 1 <= r.last < v and r.first > h.last
                                                   or r.first == h.last + 1)), None)
            if told is not None and not layers and quote is None and any(
                    w <= wof[f.start] <= v + 1 for f in finals):
                # 'X가 …다고 Y한테 그랬대', 'X가 Y한테 …다고 했대': X told Y, and the hearsay
                # ending on the verb says the speaker has it from Y — Y passes X's words on
                layers.append(told.name)
                outer_topic = False
            heard_of = _relative_heard_of(c, h, finals, wof, w, v) if (
                not layers and quote is None) else None
            teller = _story_teller(refs, words, lo0, h, v, finals, wof) if (
                not layers and quote is None and heard_of is None) else None
            if heard_of is not None:
                # 'X 봤어?' — '응. 남친이 …다고 했대': X told the speaker; the relative is X's
                layers.extend(heard_of)
            else:
                if teller is not None:
                    # 'X가 Y 사무실 다녀왔는데 Y가 …다고 하셨대': the hearsay ending on Y's verb
                    # of saying says someone told the speaker — the subject of the clause before
                    # (what X did, closed by -는데) is who was there and passed it on
                    layers.append(teller.name)
                layers.append(_teller_relative(refs, layers, h, c.speaker, _present(c),
                                               c.turn.text))
            if h.last < w:  # (a source said after the quotation leaves what it closes whole)
                lo = h.last + 1
                if told is not None and told.name in layers and h.last < told.last < w:
                    lo = told.last + 1  # ('X가 Y한테 …다고 했대': what was said follows Y)
            # (the inner source is marked as a subject: an unmarked noun there is what the
            # report is about — '우리 언니는 새 코치 친절하다고 했대')
            inner = (subs[1] if quote is None and len(subs) >= 2 and (
                outer_topic
                # ('X가 자기 엄마가 …라고 했대': the subject's own relative, marked as a subject
                # of its own, said it; X passes it on)
                or layers == [h.name] and subs[1].kind == "role" and subs[1].owner == h.name
                and h.kind != "self"
                # ('X가 Y가 그 식당 별로라고 했대': Y judging a thing said after them holds the
                # verdict; X passes it on)
                or layers == [h.name] and h.kind != "self" and subs[1].kind != "self"
                and h.last < subs[1].first and _judge_of_thing(
                    words, subs[1], refs, [t for x in words[subs[1].first:w + 1] for t in x.toks
                                           if not (t.tag == "EC" and t.form in QUOTE_EC)],
                    sent, w)
                # ('X가 교수님이 …다고 하셨대': the honorific on the verb of saying is not for X,
                # a peer named without it, but for the honoured person after X, who said it)
                or layers == [h.name] and h.kind != "self" and h.last < subs[1].first
                and subs[1].kind != "self" and _honorific(body, m) and not _said_with_honour(h)
                and _said_with_honour(subs[1])
                # ('X가 Y가 그 빵집이 …다고 했대': after Y the reported clause has a subject of
                # its own, a thing pointed at — Y is no subject of it but who said it, and X
                # passes it on; 'Y가 키가 크다고' tells of Y's own height, Y's possessor reading)
                or layers == [h.name] and h.kind != "self" and h.last < subs[1].first
                and subs[1].kind != "self" and subs[1].tail in _SUBJECT_TAILS
                and _pointed_subject(words, subs[1].last, w))
                and subs[1].tail != "" else None)
            if inner is not None and inner.kind != "self" and any(
                # the hearsay ending on the reporting verb itself ('…낸다고 했대'), not on a
                # later clause of the holder's ('…깐깐하다면서 … 옮기신대')
                w <= wof[f.start] <= w + 1 for f in finals
            ):
                # '도결이는 국어 쌤이 …낸다고 했대': the report is itself hearsay (-대 on the
                # reporting verb) — the topic relays, the subject of the report holds the view
                # (a bare kin noun there is the topic's: 'X는 엄마가 …하셨대')
                layers.append(hearers_relative(inner, h, c.speaker) or inner.name)
                lo = inner.last + 1
        # an unmarked person before the quoted words may be who they are about ('X 이달까지만
        # 하신다 함'): a source named next in the turn takes the report over
        loose = h is not None and h.tail == "" and h.kind != "self" and layers == [h.name] or (
            guessed is not None and layers == [guessed.name])
        unsourced = False
        asked = (
            _addressee(refs, words, lo, w)
            if h is None and not layers and m.frame.zero_antecedent
            else None
        )
        if asked is not None:
            # 'X한테 물어보니까 "…" 이러더라': the one the speaker turned to answered
            layers.append(asked[0].name)
            lo = max(lo, asked[1] + 1)
        elif h is None and not layers and m.frame.zero_antecedent:
            office = _office_asked(words, body, wof, lo, m.start)
            if office is not None:
                # '구청에 문의했더니 …라고 회신 왔어요': the office asked answered
                layers.append(office[0])
                lo = max(lo, office[1] + 1)
        sayer = _outer_subject_noun(words, lo, w) if h is None and not layers and (
            quote is None and m.frame.zero_antecedent) else None
        if sayer is None and h is None and not layers and quote is None and (
                m.frame.zero_antecedent and lo < w and body[m.start].form in _PRO_FORMS
                and words[w - 1].toks and words[w - 1].toks[-1].tag == "JKS"):
            # '…한다며? 별이가 그러던데': a noun marked as subject right before the pro-form verb
            # of saying is who said it, even one Kiwi knows as a common word (a given name
            # often is one)
            name = _animate_head(words, w, lo, "before")
            sayer = (name, w - 1) if name and name not in _NON_SAYERS else None
        if sayer is not None:
            # '심사위원이 우리 발표가 너무 길다고 하더라': of two subjects before the verb of
            # saying with nothing between them, the first is who said it — a person noun the
            # parser does not know
            layers.append(sayer[0])
            lo = max(lo, sayer[1] + 1)
        if h is None and not layers and quote is not None and m.frame.zero_antecedent:
            # '심사역이 우리 지표 보더니 "…" 그러더라': with the quotation taken out, a noun
            # marked as subject before the verb of saying is who said it (a person noun the
            # parser does not know; a clause of theirs may sit between: -더니, -고)
            k0 = next((k for k in range(lo, w) if words[k].toks
                       and words[k].toks[-1].tag == "JKS"), None)
            name = _animate_head(words, k0 + 1, lo, "before") if k0 is not None else None
            if name:
                layers.append(name)
            else:
                topic_office = _office_topic(words, lo, w)
                if topic_office is not None:
                    # "구청은 '…'고 밝혔다": an office as the topic said the words quoted
                    layers.append(topic_office)
        told_zero = _told_zero(c, refs, finals, wof, m, lo, w) if (
            h is None and not layers and quote is None) else None
        if told_zero is not None:
            # '…다고 이모한테 직접 말씀하셨대' with no subject: the one talked about told the
            # person named, who passed it on
            layers.extend(told_zero)
        if h is None and not layers and c.listener and any(
                _YOU_SAYER.match(x.text) for x in words[lo:w]):
            # '너도 거기 별로라고 했잖아': the listener, as the subject, said it — the speaker
            # passes the listener's words back
            layers.append(c.listener)
        if h is None and not layers:
            zero = (
                _honoured(c) if _honorific(body, m) else None
            ) or (
                _asked_sayer(c) or c.disc.antecedent(
                    [c.speaker, *([c.listener] if c.listener else []), *_present_titled(c),
                     # (a group counted as the object inside the words: '…학생 세 명을 …')
                     *[r.name for r in refs if _counted(words, r, ("JKO",))]])
                if m.frame.zero_antecedent
                else None
            )
            # no holder said: a source named next in the turn ('…들었어. 하소리한테서.',
            # '…하더라. 하소리가 그러더라.') takes the report over
            unsourced = not c.last_layers
            layers.extend(c.last_layers or [zero or SOMEONE])
        hi = w + 1 if quote is None else hi
        content = quote or _content(sent, words, lo, hi)
        neg_end = _frame_negation(body, m)
        belief = m.frame.name in _BELIEF_FRAMES
        _emit(c, layers, content, refs, lo, hi, words, toks, False, neg_end is not None and belief)
        if neg_end is not None:
            # '…잘 될 거라고 생각 안 한대', '…좋다고 한 적 없대': the negated frame stays in what
            # is stored (the complement alone says the opposite of what was said); a negated
            # saying tells nothing of the holder's view
            claim = c.out.claims[-1]
            if quote is None and neg_end < len(wof) and wof[neg_end] + 1 > hi:
                claim.content = _content(sent, words, lo, wof[neg_end] + 1)
            if not belief:
                claim.polarity = "neutral"
        elif quote is None:
            _inner_negation_polarity(c, sent, words, body, wof, lo, hi)
        c.unsourced = len(c.out.claims) - 1 if unsourced or loose else None
        # '…다고 하셨대': the hearsay ending on the verb of saying says the speaker has the
        # holder's words from someone not named yet
        c.heard_unsaid = len(c.out.claims) - 1 if (
            len(layers) == 1 and layers[0] != SOMEONE
            and any(w <= wof[f.start] <= w + 1 for f in finals)) else None
        if m.frame.name == "damyeonseo" and quote is None and layers:
            _after_damyeonseo(c, sent, words, toks, refs, wof, w, [*reports, *finals], layers)
        return True
    if finals:
        unsourced = bare = judge = False
        org = _org_subject(words, lo, wof[finals[-1].start]) if (
            not layers and quote is None) else None
        if org is not None and not any(
                r.kind != "self" and r.is_subject and lo <= r.first < org[1] for r in refs):
            # ('관리 업체 쪽에서는 이번 주 안에 온대요', '시설팀은 이달 안에 된대'): an office
            # opening the clause, with 에서 or as its topic, is where the hearsay comes from
            layers.append(org[0])
            lo = org[1] + 1
        if not layers:
            # '걔는 이사 준비 중인데, 걔 남편은 …하고 싶대': the hearsay ending closes the last
            # clause; when that clause has a topic of its own, an earlier clause's topic is not
            # the holder (a plain subject there is part of the story the topic tells)
            cut = _clause_break(words, lo, wof[finals[-1].start])
            if cut is not None and any(
                r.tail in _TOPIC_TAILS for r in _subjects(refs, cut + 1, len(words), words)
            ):
                lo = cut + 1
        subs = [r for r in _subjects(refs, lo, len(words), words) if r.kind != "self"
                and not _met_object(words, r)]
        # ('X가 새로 온 코치 별로래': a relative clause on a bare head noun leaves the report
        # without a subject — the marked person is it, as before a quotative)
        subs = _marked_first(refs, lo, len(words), words, subs)
        if not layers:
            subs = _topic_yields(c, words, subs)
        hedged = any(m.frame.name in ("geot_gata", "deut") for m in cues)
        if layers:
            # the inner holder of a report inside a report is a person: a word only guessed to
            # be a name (not said before in the conversation, not in a name's shape) opening the
            # reported clause is what it is about ('모래솔이 그러는데 겨울 바닷가는 바람이
            # 세대', '도담 말이 누수는 관리인이 고친대': the beach and the leak said nothing)
            # (a later one still tells that the clause has a subject of its own)
            while subs and _guessed_name(c, subs[0]) and not (
                    # (a word in a name's shape, marked as subject, topic or 'too', judging a
                    # thing said after it: '…그러는데 Y가 / Y는 / Y도 그 식당 별로래' — a
                    # person's verdict; a thing as topic judges nothing after it)
                    subs[0].tail in (*_SUBJECT_TAILS, *_TOPIC_TAILS, "만", "이만")
                    and looks_like_name(subs[0].name)
                    # (a topic with a noun marked as subject after it is whose that thing is,
                    # 'Y는 회사가 멀대': the double-subject clause tells of Y)
                    and not (subs[0].tail in _TOPIC_TAILS and any(
                        t.tag == "JKS" for x in words[subs[0].last + 1:] for t in x.toks))
                    and (_judge_of_thing(words, subs[0], refs, body, sent)
                         # (or telling of a doing of theirs first: '…Y가 거기 다니는데 별로래')
                         or _background_teller(words, subs[0]))):
                subs = subs[1:]
            # 'X가 그러는데 걔 누나가 그 식당 별로래': X's own relative judging something under X's
            # report: X relays the relative's view (a second
            # level); an action of theirs stays X's report
            relational = (bool(subs) and subs[0].kind == "role" and subs[0].owner == layers[-1]
                          # their view, not an event they took part in ('걔네 집주인은 새 거
                          # 넣어줬대': a favour done for X's side is X's story)
                          and (_evaluative(body, sent, refs) or subs[0].tail in _TOPIC_TAILS
                               and not _done_for(body))) or (
                # a relative or role-holder telling of the world, whoever's they are ('엄마가
                # 그러는데 이모가 요즘 그 동네 집값이 …대'): see _world_subject
                bool(subs) and subs[0].kind == "role" and subs[0].name != layers[-1]
                and _world_subject(words, subs[0], refs)) or (
                # an order, a proposal or a wish of another person ('X가 그러는데 걔 형이 방
                # 빼래'): only its subject can have said it, X passes it on
                bool(subs) and subs[0].kind != "self" and subs[0].name != layers[-1]
                and _own_state_or_order(body) and not (
                    # (an order on an auxiliary is no order of a subject whose own clause closed
                    # before it: '…그러는데 Y가 요즘 바쁘시니까 연락하지 말래')
                    _order_on_auxiliary(body) and _subordinate_subject(words, subs[0]))) or (
                # 'X가 그러는데 X 친구 Y가 …대': Y, described as X's own relation just before
                # the name, told X (an apposition: 'my mother's friend, Mrs Y')
                bool(subs) and any(
                    r.last == subs[0].first - 1 and r.tail == "" and r.kind == "role"
                    and (r.name == layers[-1] or r.name.startswith(layers[-1] + " "))
                    for r in refs)) or (
                # 'X가 그러는데 Y가 그 식당 별로래': a person judging a thing said after them
                # holds the verdict (X passes it on); 'Y가 너무 엄격하대' judges Y, X's report
                bool(subs) and subs[0].kind != "self" and subs[0].name != layers[-1]
                and _judge_of_thing(words, subs[0], refs, body, sent)) or (
                # 'X 후기 보니까 Y가 …했대': under a text read (no person), a person marked as the
                # subject is who wrote it there — the text passes nothing on
                bool(subs) and layers[-1] in _MEDIA and subs[0].kind == "name"
                and subs[0].tail in (*_SUBJECT_TAILS, *_TOPIC_TAILS)
                and not _guessed_name(c, subs[0]))
            # a nested source needs a frame of its own (a quotative + verb is a 'report' row);
            # under an opener the final -대 is the opener's report ('선생님 말로는 우리 애가
            # …긴장한대') two persons as subjects ('X네 삼촌이
            # 채원이는 …') make the first the inner source
            # after a call ('X가 통화했는데 Y가 …대') the person who is its subject was talked to
            contact = any(m.frame.contact for m in openers) and bool(subs) and (
                subs[0].kind != "self" and subs[0].name != layers[-1])
            partner = (
                # (a first person in the report is talked of, not talking: 'Y랑 통화했는데
                # 우리가 낸 서류가 빠졌대' — Y said so)
                _partner(refs, openers, wof) if all(r.kind == "self" for r in subs) and any(
                    m.frame.contact for m in openers) else None
            )
            if partner is not None:  # 'X가 Y랑 통화했는데 …대': Y, talked to, said it
                layers.append(partner)
            elif subs and (
                # (not a subject of a clause closed before the main verb: '…말씀이 Y가 지금
                # 외국에 있어서 Z가 나온대' — Y is who is away, not who said it)
                len([r for r in subs[1:] if not _subordinate_subject(words, r)]) >= 1
                and not _subordinate_subject(words, subs[0])
                or relational or contact or _double_subject(words, subs[0], body) and not (
                    # (a subject whose own clause closed before the main one, '…Y가 요즘 바빠서
                    # Z가 낫겠대', is no speaker of the state after it — unless that clause tells
                    # a doing of theirs as background, '…Y가 거기 다니는데 Z가 …래')
                    _subordinate_subject(words, subs[0])
                    and not _background_teller(words, subs[0]))
                # ('X가 그러는데 Y가 거기 다니는데 별로래': under the opener's report, a person
                # whose own doing a background clause tells holds the verdict after it)
                or subs[0].kind != "self" and subs[0].name != layers[-1]
                and _background_teller(words, subs[0]) and (
                    _evaluative(body, sent, refs) or _placed_at(words, subs[0]))
            ):
                layers.append(_teller_relative(refs, layers, subs[0], c.speaker, _present(c),
                                                    c.turn.text))
                lo = subs[0].last + 1
        elif subs and not _quantified(words, subs[0]) and not (
                len(subs) == 1 and _judged_in_contrast(c, words, subs[0], refs, sent)) and (
            subs[0].tail in _TOPIC_TAILS
            or len(subs) >= 2
            or _other_subject_noun(words, subs[0].last, len(words))
            or _own_state_or_order(body)
            # (one writing under a handle tells of what they went through: what they wrote)
            or subs[0].name in c.handles
        ):
            layers.append(subs[0].name)
            lo = subs[0].last + 1
            # (not '…다고 했대': a verb of saying names its subject as the one who said it)
            bare = not any(m.frame.kind == "report" for m in matches)
            # a lone topic may be what the hearsay is about rather than who said it ('그 집
            # 사장님은 곧 은퇴하신대. 통장님이 그러셨어.'): a source named next takes it over
            unsourced = len(subs) == 1 and subs[0].tail in _TOPIC_TAILS
            # (or wishes something, which only they can say: '…가고 싶대. X한테 들었어' is
            # theirs, passed on by X)
            judge = bare and len(subs) == 1 and subs[0].kind != "self" and (_judge_of_thing(
                words, subs[0], refs, body, sent) or any(
                    t.tag == "VX" and t.form == "싶" for t in body[-4:]))
            if len(subs) == 2 and subs[0].kind != "self" and subs[1].kind != "self" and (
                    subs[0].last < subs[1].first) and _judge_of_thing(
                    words, subs[1], refs, body, sent):
                # ('X가 Y는 그 식당 별로래', also as '…별로래. X가 그러더라' is read: Y judges
                # the thing, X passes the verdict on)
                layers.append(subs[1].name)
                lo = subs[1].last + 1
                bare = unsourced = False
            if judge:
                # ('Y는 그 식당 별로래. X가 그러더라' / 'X한테 들었어': Y judges the thing, so
                # Y holds the verdict and the one named next passed it on)
                unsourced = False
        else:
            # no source in the clause: the turn's last source, else the person being talked about
            # (Korean drops the subject of '…좋대' when the conversation already names them)
            excl = [c.speaker, *([c.listener] if c.listener else []),
                    *([c.addressed] if c.addressed else []), *_present_titled(c)]
            if len(subs) == 1 and (_judged_subject(c, words, subs[0], lo, sent, refs)
                                   or _judged_in_contrast(c, words, subs[0], refs, sent)):
                # ('X 요즘 어때?' — '새 코치가 너무 엄격하대': the subject is who is judged, and
                # the one talked about said so — not the subject of the verdict itself)
                excl.append(subs[0].name)
            # ('엄마가 X를 학원에 데려다 주신대': a person the reported clause acts on, its
            # object, is not who dropped out as its source — the one it was heard from is
            # someone talked of before)
            excl += [r.name for r in refs if lo <= r.first and (
                r.tail in _OBJECT_TAILS or _counted(words, r, ("JKO",)))]
            topic = c.prev_topic if c.prev_topic not in excl else None
            zero = (_asked_sayer(c) or topic or c.disc.antecedent(excl)) if c.disc else None
            teller = next((r for r in subs if r.kind != "self" and r.name not in excl
                           and _background_teller(words, r)), None)
            if teller is not None and not c.last_layers:
                # ('X는 뭐래?' — '조합 Y 씨가 와서 봤는데 …래': the subject of the background
                # clause, who came and looked, found and said what follows — not the one asked
                # about nor the topic before)
                zero = teller.name
            unsourced = not c.last_layers
            layers.extend(c.last_layers or [zero or SOMEONE])
        _emit(
            c,
            layers,
            quote or _content(sent, words, lo),
            refs,
            lo,
            len(words),
            words,
            toks,
            hedged,
            False,
        )
        q = _negated_belief_complement(body, matches)
        if q is not None and quote is None and wof[q] >= lo:
            # '하소리는 그게 낫다고 안 믿는대': the belief under the hearsay ending is negated —
            # the complement's polarity turned over
            pol = ko_polarity(_content(sent, words, lo, wof[q] + 1))
            if pol != "neutral":
                c.out.claims[-1].polarity = "negative" if pol == "positive" else "positive"
        c.unsourced = len(c.out.claims) - 1 if unsourced else None
        c.bare_final = len(c.out.claims) - 1 if bare else None
        c.bare_judge = judge
        return True
    if layers:
        _emit(
            c,
            layers,
            quote or _content(sent, words, lo),
            refs,
            lo,
            len(words),
            words,
            toks,
            False,
            False,
        )
        return True
    return False


_KNOW_ETM = frozenset({"아는", "알던", "알았던", "아시는", "알고", "알게"})


def _knower(words: Sequence[Word], r: PersonRef, refs: Sequence[PersonRef]) -> bool:
    """'내가 아는 훈련사 X 씨가 …라고 하셨어': the subject of '아는' (a relative clause of knowing
    someone) describes the person after it, who is the one speaking; so also '내가 알게 된 X가'."""
    k = r.last + 1
    return k < len(words) and words[k].text in _KNOW_ETM and any(
        q.first > k and q.kind != "self" and q.is_subject and q.tail != "" for q in refs)


def _topic_yields(c: _Ctx, words: Sequence[Word], subs: list[PersonRef]) -> list[PersonRef]:
    """'그 서류는 우리 팀장님이 다시 쓰라고 하셨어', '보험은 저희 설계사가 안 된대요': a topic only
    guessed to be a name (a thing the clause is about) yields to a person marked as subject after
    it — a role, a name with a title, or a noun the speaker's 우리/저희 owns (not a bare name:
    'X는 Y가 …' may be X's words about Y)."""
    if len(subs) < 2 or subs[0].tail not in _TOPIC_TAILS or not _guessed_name(c, subs[0]):
        return subs
    if subs[0].first > 0 and _strip_punct_text(words[subs[0].first - 1].text) in FIRST_POSS:
        return subs  # ('우리 X는 선생님이 …': one of the speaker's own, a person, no thing)
    if hearers_relative(subs[1], subs[0], c.speaker) is not None:
        return subs  # ('X는 엄마가 …라고 하셨대': X's mother — X is a person)
    later = next((r for r in subs[1:] if r.tail in ("이", "가", "께서", "이가") and (
        r.kind == "role" or " " in r.name or r.first > 0 and _strip_punct_text(
            words[r.first - 1].text) in FIRST_POSS)), None)
    if later is not None and any(t.tag.startswith(("VV", "VA", "XSV", "XSA")) for w in words[
            subs[0].last + 1:later.first] for t in w.toks):
        return subs  # ('X는 경기장에서 직접 봤는데 심판이 …': a clause of the topic's own)
    return [later, *[r for r in subs if r is not later and r is not subs[0]]] if later else subs


def _strip_punct_text(t: str) -> str:
    return t.strip(".,!?~…\"'")


def _experiencer(
    refs: Sequence[PersonRef], words: Sequence[Word], lo: int, w: int
) -> PersonRef | None:
    """'제 사촌이 거기서 식 올렸는데 주차가 편했다고 들었어요': with no source named, a person
    marked as the subject of a clause closed by -는데 before '…다고 들었어' is whose experience
    was heard — from them."""
    for r in refs:
        if lo <= r.first and r.last < w and r.kind != "self" and r.tail in (
                "이", "가", "께서", "이가") and any(
                    t.tag == "EC" and t.form in _CONTRAST_EC
                    for k in range(r.last + 1, w) for t in words[k].toks):
            return r
    return None


_TOLD_OF_TAILS = frozenset({"이", "가", "께서", "이가", "은", "는", "이는", "께서는", "네", "이네"})


def _told_of(
    refs: Sequence[PersonRef], words: Sequence[Word], lo: int, w: int
) -> PersonRef | None:
    """'큰고모가 떡은 맞춰 오신다고 들었어', '걔네 강아지 다 나았다고 들었어': with no source named,
    the person the heard clause is about — its subject or topic, or the possessor of its
    subject, opening the clause — is the one it came from (the nearest source in talk), rather
    than no one. The speaker is never that person, nor is anyone after a clause connective."""
    for r in refs:
        if r.first < lo or r.last >= w:
            continue
        if r.kind == "self" or r.tail not in _TOLD_OF_TAILS and not (
                r.tail == "" and r.first == lo):
            return None
        if any(t.tag == "EC" for k in range(lo, r.first) for t in words[k].toks):
            return None
        return r
    return None


def _story_break(refs: Sequence[PersonRef], words: Sequence[Word], lo: int, hi: int) -> int | None:
    """'X가 Y 방 갔다 왔는데 Y가 …다고 하셨대', '내가 들렀는데 Y가 …라고 하셨어' (no comma): a
    clause closed by -는데 with a person marked as subject on each side (another person after
    it) — the word that closes the first clause."""
    marked = [r for r in refs if lo <= r.first and r.last < hi
              and r.tail in ("이", "가", "께서", "이가")]
    for k in range(hi - 1, lo - 1, -1):
        if any(t.tag == "EC" and t.form in _CONTRAST_EC for t in words[k].toks) and any(
                r.last < k for r in marked) and any(
                    r.first > k and r.kind != "self" for r in marked):
            return k
    return None


def _story_teller(
    refs: Sequence[PersonRef], words: Sequence[Word], lo: int, h: PersonRef, v: int,
    finals: Sequence[Any], wof: Sequence[int],
) -> PersonRef | None:
    """'X가 Y랑 통화했는데(,) Y가 …다고 했대', 'X가 어제 전화 왔는데, Y가 …하라고 하셨대': a
    person marked as subject of a clause closed by -는데 before the report's own subject, when the
    verb of saying itself carries the hearsay ending — the one whose story it is relays it."""
    if h.kind == "self" or h.tail not in ("이", "가", "께서", "은", "는") or not any(
            wof[f.start] >= v for f in finals if f.start < len(wof)):
        return None
    k = next((k for k in range(h.first - 1, lo - 1, -1) if any(
        t.tag == "EC" and t.form in _CONTRAST_EC for t in words[k].toks)), None)
    if k is None:
        return None
    front = [r for r in refs if lo <= r.first and r.last < k and r.kind != "self"
             and r.tail in ("이", "가", "께서", "이가") and r.name != h.name]
    return front[0] if front else None


def _honorific(body: Sequence[Any], m: Any) -> bool:
    """Does the verb of a row match ``m`` carry the subject honorific -시- ('하셨어', '하심',
    '읽으시더니'): its morphemes and the prefinal ones right after it."""
    k = m.end
    while k < len(body) and body[k].tag == "EP":
        k += 1
    return any(t.tag == "EP" and t.form in ("시", "으시") for t in body[m.start:k])


def _answered_after_deoni(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef],
                          body: Sequence[Any], m: Any, lo: int, w: int
                          ) -> tuple[str, int] | None:
    """'(나도) 그렇게 답장했더니 "…" 이러더라', 'X한테 물어봤더니 안 된다고 하더라': after the
    connective -더니 closing a clause with the speaker or no one as its subject, the clause that
    follows tells what someone else did in response (with a first-person -더니 the subject
    changes), so the speaker is not who said it. The sayer is the one the speaker acted toward
    (X한테/에게/께 before -더니), else one honoured by an honorific verb, else the person in view.
    (name, index of the word closed by -더니), or None where no -더니 stands before the verb."""
    # (from the sentence's start: an opener '그랬더니' is the -더니 clause too)
    cut = next((k for k in range(w - 1, -1, -1) if any(
        t.tag == "EC" and t.form == "더니" for t in words[k].toks)), None)
    if cut is None or any(r.kind != "self" and r.is_subject and r.first <= cut for r in refs
                          if r.first >= lo):
        return None  # ('팀장님이 보더니 …': their own doing, then their words)
    to = [r for r in refs if r.kind != "self" and r.tail in _TOLD_TAILS and r.last <= cut]
    if to:
        return to[-1].name, cut
    if not c.disc:
        return None
    skip = [c.speaker, *([c.listener] if c.listener else [])]
    zero = (_honoured(c) if _honorific(body, m) else None) or c.disc.antecedent(skip)
    return (zero, cut) if zero else None


def _honoured(c: _Ctx) -> str | None:
    """The most recent person of the session said with an honorific title or role ('교수님',
    '부장님', '사장님'), other than the speaker and the listener: whom an honorific verb with
    its subject left out speaks of ('…다 하셨어')."""
    skip = {name_key(n) for n in (c.speaker, c.listener) if n}
    return next((n for n in c.disc.recent if name_key(n) not in skip and _honour_word(n)), None)


# kin and address words for elders, honoured without 님
_ELDERS = frozenset("할머니 할아버지 어머니 아버지 어르신".split())  # noqa: SIM905


def _words_passed_on(
    refs: Sequence[PersonRef], words: Sequence[Word], w: int, lo: int
) -> tuple[PersonRef, str] | None:
    """'X가 Y 말(씀)을 전해 줬는데 …': the object of the verb of passing on is Y's words — Y said
    what follows, X passed it on (in chat the object's 을/를 dropped too: 'X가 Y 말 전해줬는데').
    (X, Y) or None."""
    if w < 1 or not re.fullmatch(r"(?:말|말씀|얘기|이야기)[을를]?", words[w - 1].text):
        return None
    # (a name's familiar 이 before the words, '솔담이 말', read as a possessor: the teller is
    # the subject before it)
    owner = next((r for r in refs if r.last == w - 2 and r.kind != "self"
                  and r.tail in ("", "의", "네", "이")), None)
    teller = next((r for r in refs if owner is not None and lo <= r.last < owner.first
                   and r.is_subject and r.tail != "" and r.kind != "self"), None)
    return (teller, owner.name) if owner is not None and teller is not None else None


def _words_heard(refs: Sequence[PersonRef], words: Sequence[Word], w: int,
                 source: PersonRef | None, lo: int) -> PersonRef | None:
    """'X한테 Y 말 들었는데 …', 'Y 말을 X한테 전해 들었는데 …': the object of the verb of
    hearing is Y's words (말/말씀; 얘기 too when heard second-hand, 전해 — 'Y 얘기 들었는데' is
    more often news about Y) — Y said what follows. Y's reference or None."""
    k = w - 1
    relayed = k >= lo and words[k].text == "전해"
    k -= relayed
    if source is not None and k == source.last:
        k = source.first - 1  # (the words said before the one they came through)
    nouns = r"(?:말|말씀|얘기|이야기)" if relayed else r"(?:말|말씀)"
    if k - 1 < lo or not re.fullmatch(nouns + r"[을를]?", words[k].text):
        return None
    return next((r for r in refs if r.last == k - 1 and r.kind != "self"
                 and r.tail in ("", "의", "네", "이")
                 and (source is None or r.name != source.name)), None)


def _relative_heard_of(
    c: _Ctx, h: PersonRef, finals: Sequence[Any], wof: Sequence[int], w: int, v: int
) -> list[str] | None:
    """'X 봤어?' — '응. 남친이 축제 매진됐다고 했대': a bare kin noun (the speaker's by default)
    or a bare role as the sayer of a report whose verb of saying carries the hearsay ending (…다고
    했대, 그랬대: a second level). The speaker did not hear the relative: the person the
    conversation is about (asked about in the turn before) told them, and the relative is that
    person's. [teller, sayer] or None (a first-level '남친이 …래' stays the speaker's own)."""
    if h.kind != "role" or h.first != h.last or h.owner not in (c.speaker, None):
        return None
    if " " in h.name.split("의 ", 1)[-1] or h.owner is None and "의 " in h.name:
        return None
    if not any(w <= wof[f.start] <= v + 1 for f in finals):
        return None
    teller = c.asked_person
    if teller is None or name_key(teller) in {
            name_key(n) for n in (c.speaker, c.listener or "", h.name) if n}:
        return None
    role = h.name.split("의 ", 1)[-1]
    return [teller, f"{teller}의 {role}" if h.owner == c.speaker else h.name]


def _restated(
    layers: Sequence[str],
    h: PersonRef,
    quote: str | None,
    w: int,
    finals: Sequence[Any],
    wof: Sequence[int],
    v: int | None = None,
) -> bool:
    """'X가 그러는데 그 집 사장님이 예전에 강사였다고 하더라(고요)', 'X 말로는 Y가 …다고 하더라':
    after an opener has named the source, a report verb with a plain ending (-더라, -던데, -어)
    says the opener's words again; a person marked 이/가 inside it is what the clause tells about,
    not a second source. A second source takes a hearsay ending on the reporting verb ('…다고
    했대') or a topic ('Y는 …다고 하더라')."""
    return (
        bool(layers)
        and layers[-1] not in _MEDIA  # (a person's words met in a text are theirs)
        and quote is None
        and h.kind != "self"
        # (or said with no particle, as chat drops it: '…그러는데 시어머님 요즘 …다니신대')
        and h.tail in ("가", "이", "이가", "께서", "")
        # (the reporting verb ``v`` may stand after adverbs: '…다고 엄청 칭찬했대')
        and not any(w <= wof[f.start] <= max(w, v or w) + 1 for f in finals
                    if f.start < len(wof))
    )


def _trailing_opener(
    c: _Ctx,
    refs: Sequence[PersonRef],
    matches: Sequence[Any],
    body: Sequence[Any],
    wof: Sequence[int],
) -> bool:
    """'걔 여자친구가 …다고 했대. 하슬 말로는': an opener said after the report as a fragment of its
    own (a right-dislocated source) is where this turn's last report came from: its holder
    joins the chain after the speaker, unless they already hold or relay it; a report that named
    no source is theirs. True when the fragment was read so."""
    ms = [m for m in matches if m.frame.kind == "opener" and m.frame.holder == "possessor"]
    if len(ms) != 1 or not c.out.claims or not all(
        t.tag.startswith("S") for t in body[ms[0].end:]
    ):
        return False
    h = _holder_before(refs, wof[ms[0].start], "possessor")
    if h is None or h.kind == "self" or any(r.first < h.first for r in refs):
        return False
    if any(t.tag.startswith(("V", "E")) for t, w in zip(body, wof, strict=False) if w < h.first):
        return False  # ('…문 닫는대, X 말로는': the report is in this sentence, before its source)
    claim = c.out.claims[-1]
    if c.unsourced == len(c.out.claims) - 1 or claim.owner == SOMEONE and (
            claim.relayed_by == [c.speaker]):
        # the report named no source ('그 회사 곧 망한대. 우리 형 말로는'): the holder said it —
        # and so every report just before it in this turn that named none ('…바뀌었대. …늦는대.
        # X 말로는': the source said once, after all it covers)
        claim.owner, claim.relayed_by = h.name, [c.speaker]
        for earlier in reversed(c.out.claims[:-1]):
            if earlier.owner != SOMEONE or earlier.relayed_by != [c.speaker]:
                break
            earlier.owner, earlier.relayed_by = h.name, [c.speaker]
        c.last_layers, c.unsourced = [h.name], None
    elif claim.relayed_by[:1] == [c.speaker] and h.name != claim.owner and (
        h.name not in claim.relayed_by
    ):
        claim.relayed_by.insert(1, h.name)
    return True


# connectives after which the next clause is how someone responded ('…니까', '…더니', '…자')
_RESPONSE_EC = frozenset(
    {"니까", "으니까", "니", "더니", "자", "자마자", "다니까", "라니까", "냐니까", "자니까"}
)


def _addressee(
    refs: Sequence[PersonRef], words: Sequence[Word], lo: int, w: int
) -> tuple[PersonRef, int] | None:
    """'X한테 하나 더 달라니까 "…" 이러더라', 'X께 여쭤보니까 괜찮다고 하시더라': a subjectless
    report after a clause in which the speaker turned to X (X + 한테/에게/께, closed by -니까,
    -더니, -자): X is who answered. (person, index of the word closing that clause) or None."""
    for r in refs:
        if not (lo <= r.first and r.last < w and r.kind != "self" and r.tail in _SOURCE_TAILS):
            continue
        for k in range(r.last + 1, w):
            toks = words[k].toks
            if any(t.tag.startswith(("J",)) and t.form in ("가", "이", "께서") for t in toks):
                return None  # someone else is the subject of that clause
            if toks and toks[-1].tag == "EC" and toks[-1].form in _RESPONSE_EC:
                return r, k
    return None


_LATE_TAILS = frozenset({"가", "이가", "께서", "은", "는", "이는", "께서는"})


def _told_zero(c: _Ctx, refs: Sequence[PersonRef], finals: Sequence[Any], wof: Sequence[int],
               m: Any, lo: int, w: int) -> list[str] | None:
    """'…다고 Y한테 말씀하셨대' with the subject left out: [Y, the person talked about] when the
    verb of telling carries the hearsay ending and the discourse has someone else in view."""
    v = wof[m.end - 1] if m.end - 1 < len(wof) else w
    told = next((r for r in refs if r.tail in _TOLD_TAILS and lo <= r.first and w - 1 <= r.last < v
                 and r.kind != "self"), None)
    if told is None or not any(w <= wof[f.start] <= v + 1 for f in finals) or not c.disc:
        return None
    zero = c.disc.antecedent([c.speaker, *([c.listener] if c.listener else []), told.name])
    return [told.name, zero] if zero and zero != told.name else None


def _outer_subject_noun(words: Sequence[Word], lo: int, w: int) -> tuple[str, int] | None:
    """The first of two subject-marked nouns before a verb of saying at ``w``, with no
    predicate between them ('평가위원이 우리 구성이 …다고 하더라'), and its word index."""
    marked = [k for k in range(lo, w) if words[k].toks and words[k].toks[-1].tag == "JKS"]
    if len(marked) < 2:
        return None
    k0, k1 = marked[0], marked[1]
    if any(t.tag.startswith(_PREDICATE_TAGS) for k in range(k0, k1 + 1) for t in words[k].toks):
        return None
    name = _animate_head(words, k0 + 1, lo, "before")
    return (name, k0) if name else None


# the particles an office speaks with: 에서 (its subject particle), and as a topic or subject
# said of the office itself ('총무팀은 …다고 했어', '시공사 측은 …라는 입장')
_ORG_TAILS = ("에서는", "에서도", "에서", "은", "는", "이", "가")


def _org_subject(words: Sequence[Word], lo: int, w: int) -> tuple[str, int] | None:
    """An office or a party as the subject of a verb of saying, marked with 에서 (or as a topic
    or a subject) and opening the clause before ``w`` ('비서실에서 …라고 했어', '인사팀 쪽에서는
    …라고 하던데', '운송 업체 측은 …라는 입장이야'; any noun before 측, the side of a party):
    its name (up to five words, 측/쪽 left out) and the word index of its particle, else None.
    Only connectives, interjections and adverbs may come before it."""
    start = None
    for k in range(lo, min(w, lo + 7)):
        toks = [t for t in words[k].toks if not t.tag.startswith("S")]
        if not toks:
            continue
        parts = [t.form for t in toks if t.tag.startswith("J")]
        nouns = [t for t in toks if not t.tag.startswith("J")]
        tail = words[k].text.rstrip(".,!?~")
        marked = next((p for p in _ORG_TAILS if tail.endswith(p)), None)
        if parts and marked and nouns and all(
                t.tag in ("NNG", "NNP", "NNB", "XSN", "SL") for t in nouns) and (
                parts[0] in ("에서", "이", "가", "은", "는") or parts[0].startswith("에서")):
            head = tail[:-len(marked)]
            first = k if start is None else start
            if k - first > 4:
                return None
            pre = [words[j].text for j in range(first, k)]
            if head in ("쪽", "측"):
                if not pre:
                    return None
                name = " ".join(pre)
            else:
                name = " ".join([*pre, head])
            last = name.split()[-1]
            if marked in ("은", "는", "이", "가") and not (ORG_END.fullmatch(last) or head in (
                    "쪽", "측")):
                return None
            if marked in ("은", "는", "이", "가") and head == "쪽" and not (
                    ORG_END.fullmatch(last) or any(t.tag == "NNP" for t in words[k - 1].toks)):
                return None  # ('그쪽은', '왼쪽은': a side needs a body named before it)
            return (name, k) if (ORG_END.fullmatch(last) or head in ("쪽", "측")) and (
                last not in ORG_ROOMS) else None
        if all(t.tag in ("NNG", "NNP", "XSN", "SL", "SN") for t in toks) and not parts:
            start = k if start is None else start
            continue  # ('운송 업체 측에서', '구청 환경과에서도'): a noun of the body's name
        if start is not None:
            return None
        if not all(t.tag in ("MAJ", "MAG", "IC") for t in toks) and k + 1 < w and not (
                words[k + 1].text.startswith(("쪽에서", "측에서"))):
            return None
    return None


# rows of asking or getting in touch, whose answer follows ('X에 문의했더니 …')
_ASKING_ROWS = frozenset({"mureobwanneunde", "mureonneunde", "munuihaetdeoni"})
_ASKING_FRAMES = tuple(f for f in FRAMES if f.name in _ASKING_ROWS)


def _office_asked(words: Sequence[Word], body: Sequence[Any], wof: Sequence[int], lo: int,
                  end: int) -> tuple[str, int] | None:
    """An office asked before the report at token ``end`` ('관리사무소에 물어봤더니 …', '구청에
    문의했더니 …'): its name and the index of the verb of asking's word, else None."""
    for om in match_frames(list(body[:end]), _ASKING_FRAMES):
        w = wof[om.start]
        if w < lo:
            continue
        name = _org_source(words, w, lo, asked=True)
        if name is not None:
            return name, w
    return None


def _org_source(words: Sequence[Word], w: int, b: int, asked: bool = False) -> str | None:
    """An office heard from, marked with 에서 right before the verb of hearing at ``w`` ('인사팀에서
    들었는데', '시공사 쪽에서 듣기로는'), or (``asked``) one asked, marked with 에 ('구청에
    문의했더니', '관리사무소에 물어보니까'): its name (up to three words, 측/쪽 left out), else
    None."""
    if w - 1 < b:
        return None
    text = words[w - 1].text.rstrip(".,!?~")
    marked = next((p for p in ("에서도", "에서", *(("에도", "에") if asked else ()))
                   if text.endswith(p)), None)
    if marked is None:
        return None
    head = text[:-len(marked)]
    pre = _noun_words_before(words, w - 1, b, 3)
    if head in ("쪽", "측"):
        if not pre:
            return None
        parts = pre
    else:
        parts = [*pre, head]
    last = parts[-1]
    # ('국립수목원 사무소에': the office word after the name it belongs to)
    if not ORG_END.fullmatch("".join(parts[-2:])) or last in ORG_ROOMS or last.endswith(
            "실") and last not in _OFFICE_ROOMS:
        return None  # ('독서실에서 들었는데': heard in a room, not from an office)
    return " ".join(parts)


def _office_topic(words: Sequence[Word], lo: int, w: int) -> str | None:
    """The first word from ``lo`` to ``w`` that is an office's name marked as topic ('시청은',
    '시공사 측은'; with the bare nouns before it): the office, else None."""
    for k in range(lo, w):
        text = words[k].text.rstrip(".,!?~")
        toks = words[k].toks
        if not (toks and toks[-1].tag == "JX" and toks[-1].form in ("은", "는", "ᆫ")):
            continue
        head = text[:-1]
        parts = [*_noun_words_before(words, k, lo, 2), head] if head not in ("측", "쪽") else (
            _noun_words_before(words, k, lo, 2))
        if parts and ORG_END.fullmatch("".join(parts[-2:]) if head not in ("측", "쪽") else (
                parts[-1] + head)) and parts[-1] not in ORG_ROOMS:
            return " ".join(parts)
        return None
    return None


# rooms that are offices, which speak for their school or firm ('행정실에서 들었는데'); any other
# room in 실 is a place one hears things in ('독서실', '연습실', '사무실')
_OFFICE_ROOMS = frozenset(
    "행정실 교무실 비서실 총무실 관리실 홍보실 기획실 감사실 원무실 교학실 민원실".split()  # noqa: SIM905
)


def _holder_after_quote(
    refs: Sequence[PersonRef], words: Sequence[Word], lo: int, w: int
) -> PersonRef | None:
    """The subject that sits between a quotative ending and the verb of saying at word ``w``
    ('…안 와도 된다고 주치의 선생님이 그러셨어'), with only adverbs after it, else None."""
    for r in refs:
        if r.kind == "self" or r.tail not in _MID_TAILS or not lo < r.first <= r.last < w:
            continue
        if not all(_adverbial(words[k]) for k in range(r.last + 1, w)):
            continue
        before = [t for t in words[r.first - 1].toks if not t.tag.startswith("S")]
        # (Kiwi may read the quotative there as a final ending: '…많다고/EF 우리 엄마가 난리더라')
        if before and before[-1].tag in ("EC", "EF") and before[-1].form in _QUOTE_FORMS:
            return r
    return None


def _adverbial(word: Word) -> bool:
    """An adverb, or a word of a frequency phrase ('몇 번을', '여러 번', '두 번이나'), between a
    sayer and the verb of saying."""
    toks = [t for t in word.toks if not t.tag.startswith("S") or t.tag == "SN"]
    return bool(toks) and (
        all(t.tag in ("MAG", "MM", "NR", "SN") for t in toks)
        or toks[0].form == "번" and toks[0].tag == "NNB" and all(
            t.tag.startswith("J") for t in toks[1:])
    )


def _source_after_quote(refs: Sequence[PersonRef], w: int, v: int) -> PersonRef | None:
    """The source said between the quotative ending at word ``w`` and the verb of hearing at
    word ``v`` ('…닫는다고 X한테 들었어'), else None."""
    return next((r for r in refs if w < r.first and r.last <= v and r.tail in _SOURCE_TAILS
                 and r.kind != "self"), None)


_QUOTE_FORMS = QUOTE_EC
# the particles of the one told ('X가 Y한테 그랬대')
_TOLD_TAILS = frozenset({"한테", "에게", "께", "이한테", "이에게"})
_MID_TAILS = frozenset({"이", "가", "이가", "께서", "은", "는", "이는", "께서는", "도", "이도"})


def _holder_after(refs: Sequence[PersonRef], words: Sequence[Word], w: int) -> PersonRef | None:
    """The subject of a verb of saying that closes the sentence after a connective report frame at
    word ``w`` ('…다면서 X가 엄청 칭찬하던데', '…라며 X가 그러더라'), else None."""
    for r in refs:
        if r.first <= w or r.kind == "self" or r.tail not in _LATE_TAILS:
            continue
        rest = [t for x in words[r.last + 1:] for t in x.toks]
        for k, t in enumerate(rest):
            if t.tag.startswith(("NN", "VV")) and t.form in _SPEECH_VERBS or (
                t.form in ("그러", "그렇") and t.tag.startswith(("VV", "VA"))
            ):
                tail = rest[k + 1:]
                closing = all(
                    x.tag in ("XSV", "VV", "EP", "EF", "EC", "MAG", "VX") or x.tag.startswith("S")
                    for x in tail
                )
                if closing and not any(x.tag == "EC" and x.form in QUOTE_EC for x in tail):
                    return r
            if t.tag.startswith(("VV", "VA", "VCP")):
                return None
        return None
    return None


_SPEECH_VERBS = frozenset(SPEECH_ACTS.split("|"))


# floating quantifiers: '둘 다', '셋 다', '모두', '전부', '다' after a noun phrase count it
_QUANT_WORDS = frozenset({"다", "모두", "전부", "다들", "둘이", "셋이", "둘", "셋", "넷"})


def _quantified(words: Sequence[Word], r: PersonRef) -> bool:
    """'걔네 셋 다 이번 송년회엔 빠진대': a floating quantifier after the person counts them
    as the ones the clause is about (its plural subject), so they are not its source."""
    nxt = [re.sub(r"[.,!?~]+$", "", w.text) for w in words[r.last + 1:r.last + 3]]
    return bool(nxt) and nxt[0] in _QUANT_WORDS and (
        nxt[0] not in ("둘", "셋", "넷") or len(nxt) > 1 and nxt[1] == "다"
    )


def _counted(words: Sequence[Word], r: PersonRef,
             particles: Sequence[str] = ("JKS", "JX")) -> bool:
    """'손님 두 팀이', '학생 세 명이': a bare person noun, then a number and a counter with the
    subject particle — some of them, by count, not one who holds a view."""
    if r.tail != "" or r.last + 2 >= len(words):
        return False
    num, cnt = words[r.last + 1].toks, words[r.last + 2].toks
    return (
        len(num) == 1 and num[0].tag in ("MM", "NR", "SN")
        and bool(cnt) and cnt[0].tag in ("NNB", "NNG") and cnt[-1].tag in particles
    )


_PARTNER_TAILS = frozenset({"랑", "이랑", "하고", "이하고", "와", "과", "한테", "에게", "께"})


def _partner(refs: Sequence[PersonRef], openers: Sequence[Any], wof: Sequence[int]) -> str | None:
    """The person a call opener names as the other party ('Y랑 통화했는데', 'Y한테 전화했는데'):
    before the call noun, marked as a partner or a recipient."""
    w = wof[next(m for m in openers if m.frame.contact).start]
    before = [r for r in refs if r.kind != "self" and r.tail in _PARTNER_TAILS and r.last < w]
    return before[-1].name if before else None


def _clause_break(words: Sequence[Word], lo: int, hi: int) -> int | None:
    """The last word in [lo, hi) that ends a contrastive clause before a comma ('…중인데,')."""
    for k in range(min(hi, len(words)) - 1, lo - 1, -1):
        toks = words[k].toks
        for a, b in pairwise(toks):
            if a.tag == "EC" and a.form in _CONTRAST_EC and b.form == ",":
                return k
    return None


def _names_the_source(
    c: _Ctx,
    h: PersonRef,
    w: int,
    wend: int,
    words: Sequence[Word],
    layers: list[str],
    quote: str | None,
) -> bool:
    """'다음 달에 이사 가신대. 관리인 아저씨가 그러더라.': a sentence that only names who said it
    (holder, then the reporting verb, nothing reported but a pro-form: '…가 그렇다고 하더라')
    after this turn's hearsay whose source was not said: that hearsay is the holder's. ``w`` and
    ``wend``: the words where the report frame starts and ends. True when the earlier claim was
    re-owned."""
    said = [t for x in words[h.last + 1:w + 1] for t in x.toks]
    pro_form = bool(said) and said[0].form in _PRO_FORMS and all(
        t.tag in ("EP", "EC", "MAG") or t.form in _PRO_FORMS for t in said[1:]
    )
    if not pro_form and h.last + 1 < w and words[w].toks and (
            words[w].toks[0].form in _PRO_FORMS):
        # '…한대. X가 어제 그러더라', '본인이 지난 모임 때 직접 그랬어요': only when, where or how
        # it was said sits between the holder and the pro-form verb — nothing reported
        pro_form = all(_adjunct(t, k, [t for x in words[h.last + 1:w] for t in x.toks])
                       for k, t in enumerate(t for x in words[h.last + 1:w] for t in x.toks))
    # ('…좋대. 걔 남편은 비싸다고 하더라': the word after the holder carries a clause of its own
    # before the quotative — something reported, not a pro-form)
    q = next((i for i, t in enumerate(said) if t.tag == "EC" and t.form in QUOTE_EC), None)
    reported_word = not pro_form and q is not None and any(
        t.tag.startswith(("VA", "VV", "NN", "XR", "VCP", "VCN", "XSA", "SN"))
        and t.form not in _PRO_FORMS for t in said[:q])
    if (
        quote is not None
        or layers
        or (h.last + 1 < w and not pro_form)
        or reported_word
        or any(re.search(r"[가-힣A-Za-z0-9]", x.text) for x in words[max(w, wend) + 1:])
    ):
        return False
    if c.unsourced is None:
        # '태민이가 …다고 했대. 수진이가 그러더라': the hearsay just before named its holder;
        # the one named now passed it on to the speaker (as a trailing 'X 말로는' does)
        last = c.out.claims[-1] if c.out.claims else None
        if c.prev_record is not None and h.kind != "self":
            # 'X 다음 달에 이사 가요. 본인이 직접 그랬어요': the plain statement just before is
            # what the one named said
            c.prev_record([h.name])
            c.last_layers, c.prev_record = [h.name], None
            return True
        if last is None or last.relayed_by != [c.speaker] or last.owner in (h.name, c.speaker):
            return False
        if c.bare_final == len(c.out.claims) - 1 and c.bare_judge:
            # 'Y는 그 식당 별로래. X가 그러더라': Y's verdict, X passed it on
            last.relayed_by = [c.speaker, h.name]
            c.last_layers, c.bare_final = [h.name, last.owner], None
            return True
        if c.bare_final == len(c.out.claims) - 1:
            # 'Y가 …대. X가 그러더라': as under 'X가 그러는데 Y가 …대', the -대 was X's report
            last.owner = h.name
            c.last_layers, c.bare_final = [h.name], None
            return True
        last.relayed_by.insert(1, h.name)
        c.last_layers = [last.owner, h.name]
        return True
    claim = c.out.claims[c.unsourced]
    claim.owner, claim.relayed_by = h.name, [c.speaker]
    c.last_layers, c.unsourced = [h.name], None
    return True


# the nouns of an office's announcing, correcting or answering, made verbs with 하다 ('X청이
# 정정했어요', '구단이 공식 발표했어요'), and the verbs that do the same on their own (밝히다,
# 알리다)
_ANNOUNCING_NOUNS = frozenset(
    "정정 발표 공지 해명 공고 반박 부인 설명 답변 회신 통보 안내 브리핑 공표 입장".split())  # noqa: SIM905
_ANNOUNCING_VERBS = frozenset({"밝히", "알리", "알려오", "전하", "전해오"})


def _office_announcing(words: Sequence[Word], b: int) -> str | None:
    """'구청이 정정했어요.': an office as the subject of a verb of announcing that has nothing
    announced with it (only when, where or how: '어제 공식적으로', '보도자료로') — the name of the
    office, whose words the hearsay next in the turn gives; else None."""
    found = _org_subject(words, b, len(words))
    if found is None or found[1] >= len(words) - 1:
        return None
    name, k = found
    last = [t for t in words[-1].toks if not t.tag.startswith("S")]
    if not last or last[-1].tag != "EF":
        return None
    stem = [t for t in last if t.tag not in ("EP", "EF", "VX", "EC")]
    noun_verb = len(stem) == 2 and stem[0].form in _ANNOUNCING_NOUNS and stem[1].form == "하"
    verb = len(stem) == 1 and stem[0].tag == "VV" and stem[0].form in _ANNOUNCING_VERBS
    if not (noun_verb or verb):
        return None
    mid = [t for x in words[k + 1:-1] for t in x.toks if not t.tag.startswith("S")]
    if not all(_adjunct(t, j, mid) or t.tag == "MAG" for j, t in enumerate(mid)) or any(
            t.tag in ("NNG", "NNP") and t.form in _ANNOUNCING_NOUNS | {"사실", "내용"}
            for t in mid):
        return None
    return name.removesuffix(" 측").removesuffix(" 쪽")


def _bare_sayer(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> PersonRef | None:
    """'…다음 달에 닫는대. 지수가 그러더라', '…한다더라, 가을이가.': after hearsay whose source was
    not said, a sentence of only a noun marked as subject (when or where between) and a pro-form
    verb of saying names who said it — that noun is a person, even a word Kiwi knows as a common
    noun (a given name often is one). A PersonRef for it, else None."""
    if c.unsourced is None and c.prev_record is None or len(words) < 2 or any(
            r.kind != "self" for r in refs):
        return None
    verb = [t for t in words[-1].toks if not t.tag.startswith("S")]
    if not verb or verb[0].form not in _PRO_FORMS or not verb[0].tag.startswith(("VV", "VA")):
        return None
    head = [t for t in words[0].toks if not t.tag.startswith("S")]
    if len(head) < 2 or head[-1].tag != "JKS" or not all(
            t.tag in ("NNG", "NNP") or t.tag in ("XSN", "JKS") and t.form == "이" and k > 0
            for k, t in enumerate(head[:-1])):
        return None
    mid = [t for x in words[1:-1] for t in x.toks]
    if not all(_adjunct(t, k, mid) for k, t in enumerate(mid)):
        return None
    noun = re.sub(r"[^가-힣]", "", words[0].text)[: -len(head[-1].form)]
    if head[-2].tag in ("XSN", "JKS") or noun.endswith("이") and head[-2].form != noun:
        noun = strip_hypocoristic(noun)
    if not 2 <= len(noun) <= 4 or noun in FIRST or ko_time_expression(noun) or noun in _NON_SAYERS:
        return None
    return PersonRef(noun, 0, 0, head[-1].form, "name")


_FRAGMENT_SUBJECT = re.compile(r"^([가-힣]{2,3}?)(이가|가|이|께서)[.!~…]*$")


def _fragment_sayer(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> str | None:
    """'…한다더라. 하늘이가.': a one-word fragment, a noun and the subject particle, right after
    hearsay whose source was not said: the name of who said it, whatever Kiwi reads there (a
    given name is often also a common word, and Kiwi may read '이가' as copula + ending)."""
    if c.unsourced is None or len(words) != 1:
        return None
    m = _FRAGMENT_SUBJECT.match(words[0].text)
    if m is None:
        return None
    if refs:
        # (a name the parser found: only a row's subject particle was missing, Kiwi reading
        # '하늘이가' as 하늘 + 이/JKS + 가/NNG)
        r = refs[0]
        return r.name if len(refs) == 1 and r.kind != "self" and r.tail in (
            "가", "이", "이가", "께서") else None
    stem, tail = m.group(1), m.group(2)
    closed = has_batchim(stem[-1])
    if tail == "가" and closed or tail in ("이", "이가") and not closed:
        return None
    if stem in FIRST or stem in _NON_SAYERS or stem in KO_ROLE_NOUNS or ko_time_expression(stem):
        return None
    if any(t.tag.startswith(("V", "E", "M", "XS")) and t.tag not in ("VCP", "EC")
           for t in tokenize(stem)):
        return None
    return stem


# words that are no one ('거기가 그러더라' is the place; '그게 그렇더라' a thing)
_NON_SAYERS = frozenset(
    "거기 여기 저기 그게 이게 저게 그거 이거 저거 그건 뭐가 누가 다들 모두".split()  # noqa: SIM905
)


# the pro-form predicates that stand for what was said ('그렇다고 하더라' = said so)
_PRO_FORMS = frozenset({"그렇", "그러", "이렇", "이러", "저렇"})
_ADJUNCT_TAGS = frozenset({"MAG", "MM", "NNG", "NNB", "NNP", "NR", "SN", "XSN", "JX"})
_ADJUNCT_JKB = frozenset({"에", "에서", "로", "으로", "까지", "부터", "때"})


def _adjunct(t: Any, k: int, toks: Sequence[Any]) -> bool:
    """Is token ``k`` part of when, where or how something was said ('어제', '아까 회의에서',
    '지난 모임 때', '직접', '단톡에'): adverbs, nouns and their place particles, and 지난 (지나 +
    ㄴ)?"""
    tag = t.tag.split("-")[0]
    if tag in _ADJUNCT_TAGS or tag == "JKB" and t.form in _ADJUNCT_JKB:
        return True
    if tag == "VV" and t.form == "지나":
        return k + 1 < len(toks) and toks[k + 1].tag == "ETM"
    return tag == "ETM" and k > 0 and toks[k - 1].form == "지나"


def _after_damyeonseo(
    c: _Ctx,
    sent: str,
    words: Sequence[Word],
    toks: Sequence[Any],
    refs: Sequence[PersonRef],
    wof: Sequence[int],
    w: int,
    frames: Sequence[Any],
    layers: list[str],
) -> None:
    """'X는 A했다면서 B다고 하더라', 'X는 A했다면서 B대': -다면서 joins two things X said; the
    second (up to the next report or hearsay ending) is X's too, unless a new person is its
    subject ('…다면서 Y가 …래' is not settled here)."""
    later = [f for f in frames if wof[f.start] > w]
    if not later:
        return
    f2 = min(later, key=lambda f: f.start)
    lo, hi = w + 1, wof[f2.start] + 1
    if hi <= lo or any(r.kind != "self" and lo <= r.first < hi for r in refs):
        return
    content = _content(sent, words, lo, hi)
    if content.strip():
        _emit(c, layers, content, refs, lo, hi, words, toks, False, f2.negated)


# adverbs of exasperation: '맨날 …잖아' complains about a habit rather than recalling it
_COMPLAINT_ADVERBS = frozenset({"맨날", "만날", "자꾸", "툭하면", "걸핏하면", "허구한"})
# the complaint adverbs that also just say 'every day'
_EVERY_DAY = frozenset({"맨날", "만날"})
# doings one is blamed for (putting off, being late, forgetting, skipping, sulking, whining,
# lying, excuses, going quiet, standing people up, slacking): '맨날 …잖아' with one complains
_BLAMED_DOINGS = frozenset(
    """미루 늦 지각 늦잠 까먹 빼먹 삐지 투덜 투덜대 징징 징징대 불평 잔소리 우기 핑계 거짓말
    잠수 펑크 땡땡이 째 게으르 딴짓 졸 떠들 싸우 화내 짜증""".split()  # noqa: SIM905
)


def _owns_words(words: Sequence[Word], r: PersonRef) -> bool:
    """Is the person, with no particle, the possessor of a speech noun right after them ('X 말은',
    'X 얘기는')?"""
    if r.tail or r.last + 1 >= len(words):
        return False
    nxt = words[r.last + 1].toks
    return bool(nxt) and nxt[0].tag.startswith("NN") and nxt[0].form in (
        "말", "말씀", "얘기", "이야기", "소리")


def _disbelief(body: Sequence[Any], m: Any) -> bool:
    """'못 믿겠음', '믿지 않아', '믿기 어렵다/힘들다': 믿다 negated, or with -기 and an
    adjective of difficulty."""
    k = m.start
    before = body[k - 1] if k else None
    return bool(
        m.negated
        or before is not None and before.tag == "MAG" and before.form in ("안", "못")
        or k + 2 < len(body) and body[k + 1].form == "지" and body[k + 2].form == "않"
        or k + 2 < len(body)
        and body[k + 1].tag == "ETN"
        and body[k + 1].form == "기"
        and body[k + 2].form in ("어렵", "힘들")
        or _not_to_be_trusted(body[k + 1:])
        # '걔 얘기는 절반만 믿어': believing only part ('반만', '절반만', '적당히') is doubt
        or k >= 2 and body[k - 1].tag == "JX" and body[k - 1].form == "만"
        and body[k - 2].form in ("반", "절반", "반쯤", "일부", "조금", "적당히")
        or before is not None and before.form in ("적당히", "걸러서", "대충")
        # '그 말을 어찌 믿어', '걔 얘기를 어떻게 믿어': how could one believe it — asked of no one
        or before is not None and before.form in _HOW_WORDS
        or k >= 2 and before is not None and before.form == "게" and body[k - 2].form == "어떻"
    )


# 'how' in a rhetorical question (standard, spoken and southern)
_HOW_WORDS = frozenset({"어떻게", "어케", "어찌", "우째", "우찌", "어째"})


def _not_to_be_trusted(rest: Sequence[Any]) -> bool:
    """'믿을 게 못 돼', '믿을 수(가) 없어': -ㄹ + 것/수 + (particle) + 못 되-/없-."""
    if len(rest) < 3 or rest[0].tag != "ETM" or rest[1].form not in ("거", "것", "게", "수"):
        return False
    k = 2 + (rest[2].tag.startswith("J") if len(rest) > 2 else 0)
    nxt = [t.form for t in rest[k:k + 2]]
    return nxt[:1] == ["없"] or nxt == ["못", "되"]


# a question asking for the listener's judgement of something ('어땠어?', '어때요?', '재밌었어?',
# '볼 만해?') — not one asking what someone else said of it ('어땠대?', '어떻대?')
_ASKS_JUDGEMENT = re.compile(
    r"어땠(?![대다])|어때(?![대다서])|어떠(?:니|냐|셨|세요|신가요|했)|어떻던|어떻게\s*(?:생각|봐|보)"
    r"|(?:괜찮|재밌|재미있|맛있|좋)았(?:어|니|냐|나|음|지|어요|습니까)?\s*[?ㅋㅎ]"
    r"|(?:볼|갈|할|먹을|살|들을)\s*만(?:해|했|하니|하냐|함|했어|해요)"
    # whether the one asked has tried, seen or been to something ('가 봤어?', '먹어 본 적
    # 있어?'): a short verdict after it judges that thing
    r"|봤(?:어|니|냐|나|음|지|어요|습니까)?\s*[?ㅋㅎ]|본\s*적\s*(?:있|없)\S*\s*[?ㅋㅎ]")
# advice on going or trying, or on coming back, said in reply to such a question: a verdict
# ('가지 마', '꼭 가 봐', '무조건 가', '두 번은 안 감', '또 갈 거야')
_KO_ADVICE = re.compile(
    r"^(?:(?:아|음|응|어|진짜|ㄹㅇ|그냥|근데|헐)\s+)*(?:"
    r"(?P<neg>(?:절대\s*)?(?:가지|먹지|보지|사지|하지)\s*마(?:세요|요|라)?|두\s*번은\s*안\s*(?:가|감|갈)|"
    r"(?:다신|다시는)\s*안\s*(?:가|감|갈|먹|봐|봄))"
    r"|(?:꼭|무조건|한\s*번|일단|진짜)\s*(?:가|가\s*봐|먹어\s*봐|봐\s*봐|가\s*보세요|먹어\s*보세요|"
    r"들어\s*봐)(?:요|라)?"
    r"|또\s*(?:갈|올|먹을|볼)\s*(?:거야|거임|듯|거예요|의향\s*있음))"
    r"\s*[.!~ㅋㅎㅠㅜ]*$")
# chat verdict words a reply may consist of whose tone the polarity lexicon does not read
# (so-so, passable, ambiguous, legendary, worth the money, 'okay', hits my taste, awesome fun,
# hopeless, over the top, dull, sleepy)
_REPLY_VERDICT = re.compile(
    r"쏘쏘|그럭저럭|무난|애매|역대급|돈값|괜춘|취저|취향\s*저격|존잼|노답|에바|지루|졸렸|졸림|"
    r"가성비|갓성비|미쳤|평타|쏘쏘")
# what a verbless verdict reply may hold: nouns, roots and adverbs, the copula with tense and a
# final or nominal ending, laughter and punctuation
_REPLY_TAGS = ("NNG", "NNP", "NNB", "XR", "XPN", "XSN", "XSA", "IC", "MAG", "MM", "VCP", "EP",
               "EF", "ETN", "JX", "VA", "VV", "VX")


def _verdict_reply(
    c: _Ctx, sent: str, toks: Sequence[Any], words: Sequence[Word], refs: Sequence[PersonRef],
    b: int,
) -> bool:
    """'그 영화 어땠어?' — '노잼.', '역대급이었음', '쏘쏘.': the first sentence of a reply to a
    question asking for the speaker's judgement, a few words with no person in them whose tone is
    a verdict, is the speaker's own view (a one-word reply reads as no clause otherwise); so is
    such a verdict after a background clause of the speaker's own ('어제 가봤는데 존맛', '써봤는데
    그럭저럭'), whose event is kept as a record."""
    lead = next((k + 1 for k in range(b, len(words) - 1) if words[k].toks
                 and words[k].toks[-1].tag == "EC"
                 and words[k].toks[-1].form in (*_BACKGROUND_EC, "더니")), None)
    if lead is not None:
        b = lead
    if c.disc is None or not c.disc.judgement_asked or c.out.claims:
        return False
    advice = _KO_ADVICE.search(" ".join(w.text for w in words[b:]))
    if len(words) - b > (5 if advice else 3) or _KO_NOT_JUDGEMENT.search(sent):
        return False  # (nor thanks, wishes or congratulations: '오 축하축하!!')
    if any(r.kind != "self" for r in refs) or any(
            m.frame.kind in ("report", "final", "opener") for m in match_frames(toks)):
        return False
    if advice is not None:
        _emit(c, [], _content(sent, words, b), refs, b, len(words), words, toks, False, False)
        c.out.claims[-1].polarity = "negative" if advice.group("neg") else "positive"
        c.out.settle("advice answering the question before")
        return True
    body = [t for w in words[b:] for t in w.toks if not t.tag.startswith(("S", "W"))]
    if any(t.tag == "EP" and t.form in ("시", "으시") or t.form.endswith(("어하", "아하"))
           for t in body):
        return False  # ('좋아하시던데?': how someone else took it, not the speaker's verdict)
    if not body or not all(t.tag in _REPLY_TAGS for t in body) or not any(
            t.tag in ("NNG", "NNP", "XR", "IC", "VA", "VV", "MAG") for t in body):
        return False
    text = " ".join(w.text for w in words[b:])
    if ko_polarity(text) == "neutral" and not _REPLY_VERDICT.search(text):
        return False
    _emit(c, [], _content(sent, words, b), refs, b, len(words), words, toks, False, False)
    c.out.settle("a verdict answering the question before")
    if lead is not None:
        _leading_record(c, sent, toks)
    return True


_FEEL_GOT = frozenset({"받", "들", "있", "없", "오"})


def _perceived_view(toks: Sequence[Any]) -> bool:
    """A view told as what one felt or what struck one: 느끼다 with a quotative or a pro-form
    complement ('…불친절하다고 못 느꼈어', '전혀 그렇게 안 느꼈어'), a feeling got or had
    ('그런 느낌 하나도 없었어', '그런 느낌 전혀 없었는데') or a thought that came ('그런 생각
    안 들던데') — the holder's stance, negated or not, on what was said."""
    i, _neg = _head(toks)
    if i < 0:
        return False
    t = toks[i]
    if t.form == "느끼" and t.tag.startswith("VV"):
        return any(x.tag == "EC" and x.form in QUOTE_EC for x in toks[:i]) or any(
            a.form in _PRO_FORMS and b.tag == "EC" and b.form == "게"
            for a, b in pairwise(toks[:i]))
    if t.form not in _FEEL_GOT or not t.tag.startswith(("VV", "VA")):
        return False
    k = i - 1
    # (past particles, adverbs and '하나도' (not even one))
    while k >= 0 and (toks[k].tag.startswith("J") or toks[k].tag in ("MAG", "NR")):
        k -= 1
    if k < 1 or toks[k].tag != "NNG" or toks[k - 1].tag != "MM" or toks[k - 1].form not in (
            "그런", "이런", "저런"):
        # (a feeling pointed back at, 'such a feeling': not '느낌 좋아', '생각 들어가')
        return False
    return toks[k].form == "느낌" or toks[k].form == "생각" and t.form == "들"


def _third_person_feeler(
    body: Sequence[Any], words: Sequence[Word], refs: Sequence[PersonRef], wof: Sequence[int]
) -> PersonRef | None:
    """'X도 거기 안 좋아하더라', '걔 동생은 그 집 싫어하던데', 'X는 그 결말 엄청 아쉬워하더라':
    the third-person feeling verb (adjective + -어하다, how someone shows they like or mind a
    thing) heads the clause with a person other than the speaker as its subject — that person's
    view, seen and passed on by the speaker, not the speaker's own."""
    i, _neg = _head(body)
    if i < 0:
        return None
    t = body[i]
    shown = t.tag.startswith("VV") and t.form.endswith(("어하", "아하", "워하", "해하")) or (
        t.tag.startswith("VA") and i + 2 < len(body) and body[i + 1].tag == "EC"
        and body[i + 1].form in ("어", "아", "여", "워") and body[i + 2].tag == "VX"
        and body[i + 2].form == "하")
    if not shown or i >= len(wof) or not any(x.form in _RETRO_EF for x in body[i + 1:]):
        # (seen and told with the retrospective -더라/-던데; a plain present, '걔네 언니는 원래
        # 누구든 다 싫어해', characterises the person in the speaker's own words)
        return None
    w = wof[i]
    if any(r.kind == "self" and r.first < w for r in refs):
        return None
    return next((r for r in refs if r.kind != "self" and r.last < w and r.is_subject), None)


# adverbs that make a negation absolute ('절대 안 가', '죽어도 못 먹어')
_NEVER = frozenset({"절대", "절대로", "죽어도", "결코"})
_PAST_EP = frozenset({"었", "았", "였", "ᆻ", "었었", "았었"})


def _emphatic_refusal(body: Sequence[Any], refs: Sequence[PersonRef]) -> bool:
    """'난 그 놀이공원 휴일엔 절대 안 감', '번지점프는 무서워서 절대 못 하겠음': 절대/죽어도
    before a negation of the speaker's own doing, not in the past — a refusal, which is a
    stance on the thing refused. A past one is a fact denied ('어제 절대 안 잤어'); another
    person's, a report of them."""
    k = next((i for i, t in enumerate(body) if t.tag == "MAG" and t.form in _NEVER), None)
    if k is None or any(t.tag == "EC" and t.form in ("면", "으면") for t in body[:k]):
        # ('아홉 시 넘으면 절대 커피 안 마셔': under a condition, a practice kept — a habit)
        return False
    rest = body[k + 1:]
    if not (any(t.tag == "MAG" and t.form in ("안", "못") for t in rest[:3])
            or any(t.tag == "VX" and t.form in ("않", "못하") for t in rest)):
        return False
    if any(t.tag == "EP" and t.form in _PAST_EP for t in rest):
        return False
    return not any(r.kind != "self" and r.is_subject and r.tail != "" for r in refs)


# the conditional endings of 'if it were …' ('나라면', '나였으면', '나였다면', '나 같으면')
_IF_EC = frozenset({"라면", "이라면", "면", "으면", "다면", "었다면"})


def _self_counterfactual(toks: Sequence[Any]) -> bool:
    """'나라면 안 가', '내가 너라면 거기 안 가', '나였으면 절대 안 갔어', '저 같았으면 바로 샀어요':
    the speaker puts themself in the case (a first-person pronoun, the copula or 같다, an 'if'
    ending), then says what they would do — the speaker's own view of the matter."""
    for k, t in enumerate(toks):
        if not (t.tag == "EC" and t.form in _IF_EC) or not any(
                x.tag.startswith(("VV", "VA", "XSV", "XSA", "VCN")) for x in toks[k + 1:]):
            continue
        j = k - 1
        while j >= 0 and toks[j].tag == "EP":
            j -= 1
        if j < 1 or not (toks[j].tag == "VCP" or toks[j].form == "같" and toks[j].tag == "VA"):
            continue
        who = toks[j - 1]
        if who.tag == "NP" and who.form in ("나", "저") or who.tag == "NP" and who.form in (
                "너", "당신") and j >= 3 and toks[j - 2].tag == "JKS" and toks[j - 3].form in (
                "나", "저"):
            return True
    return False


def _first_hand(
    c: _Ctx,
    sent: str,
    toks: Sequence[Any],
    words: Sequence[Word],
    refs: Sequence[PersonRef],
    b: int,
) -> bool:
    """The speaker's own evaluation (or a cue's possessor's: '하소리 생각엔 …')."""
    body = [t for w in words[b:] for t in w.toks]
    cues = [m for m in match_frames(body) if m.frame.kind == "cue"]
    # '못 믿겠어', '믿기 어렵다': disbelief is a stance; a plain '믿어' (trust) is not
    cues = [m for m in cues if m.frame.name != "an_mitda" or _disbelief(body, m)]
    if not cues and _KO_NOT_JUDGEMENT.search(sent):  # wishes, thanks, worry
        c.out.settle("wishes, thanks, worry")
        return False
    # '행복해 보여': how someone seems to feel is sympathy, not a judgement
    cues = [m for m in cues if not (m.frame.name == "boida" and m.start and _KO_FEELINGS.search(
        sent[body[max(0, m.start - 2)].start:body[m.start].start + 1]))]
    evaluative = _evaluative(body, sent, refs) or _perceived_view(body) or _self_counterfactual(
        body)
    refusal = not evaluative and _emphatic_refusal(body, refs)
    evaluative = evaluative or refusal
    complaint = any(t.form in _COMPLAINT_ADVERBS for t in body)
    if complaint and all(t.form in _EVERY_DAY for t in body if t.form in _COMPLAINT_ADVERBS) and (
            not any(t.tag == "JX" and t.form in ("만", "또") or t.form == "또" for t in body)) and (
            ko_polarity(sent) == "neutral") and not any(t.form in _BLAMED_DOINGS for t in body):
        # '걔 맨날 헬스장 가잖아', '요즘 맨날 야근하잖아': 맨날 is also just 'every day' — a
        # habit recalled, no complaint, unless 만/또 or a word of blame says so ('맨날 게임만
        # 하잖아'); 자꾸/툭하면 always complain
        complaint = False
    # '걔는 맨날 불평만 해', '그 형은 자꾸 놀기만 함': a complaint adverb with 만 ('only') on
    # what someone else does is a verdict on them
    evaluative = evaluative or (
        complaint
        and any(t.tag == "JX" and t.form == "만" for t in body)
        and any(r.kind != "self" and r.is_subject for r in refs)
    )
    if ko_time_expression(sent) or not (evaluative or complaint):
        # '하소리 어제 이사했잖아', '걔 매주 일요일마다 도서관 가잖아', '그분 그 빵집 단골이잖아':
        # -잖아 ('you know') recalls an event, a habit or a state; it judges only with an
        # evaluative predicate ('거기 너무 시끄럽잖아') or as a complaint ('걔 맨날 늦잠 자잖아')
        cues = [m for m in cues if m.frame.name != "janha"]
    if not cues and not evaluative:
        if _self_subject(body, refs):
            c.out.settle("the speaker's own state")  # '나 요즘 완전 집순이야', '나 너무 힘들어'
        return False
    wof: list[int] = [wi for wi in range(b, len(words)) for _ in words[wi].toks]
    layers: list[str] = []
    held: PersonRef | None = None
    lo = b
    for m in cues:
        if m.frame.name == "an_mitda" and body[m.start + 1].tag == "ETM":
            continue  # '그 별점은 믿을 수 없어': the topic is what is not to be trusted
        if m.frame.holder in ("possessor", "before", "subject"):
            w = wof[m.start]
            if m.frame.holder == "subject":
                h = next(
                    (
                        r
                        for r in refs
                        if r.last < w
                        and r.is_subject
                        and (r.tail in _TOPIC_TAILS or r.kind == "self"
                             # ('하소리가 …다고 안 보더라': a subject-marked holder with a
                             # retrospective or hearsay ending)
                             or r.tail not in ("", "의") and _evidential_end(body)
                             and r is next((x for x in refs if x.is_subject), None))
                        # ('X 얘기는 절반만 믿어': whose words they are, not who believes)
                        and not _owns_words(words, r)
                    ),
                    None,
                )
            else:
                h = _holder_before(refs, w, m.frame.holder)
            if h is not None and h.kind != "self":
                layers = [h.name]
                held = h
            if m.frame.holder != "subject":
                lo = max(lo, wof[m.end - 1] + 1 if m.end - 1 < len(wof) else lo)
        elif m.frame.name == "soljiki":
            lo = max(lo, wof[m.start] + 1) if wof[m.start] == lo else lo
    lo = min(lo, len(words) - 1)
    feeler = _third_person_feeler(body, words, refs, wof) if not layers else None
    if feeler is not None:
        layers = [feeler.name]
    hedged = any(m.frame.hedged for m in cues)
    negated = (_head(body)[1] and any(m.frame.name == "geot_gata" for m in cues)) or any(
        m.negated for m in cues if m.frame.name == "saenggak_hada")
    _emit(c, layers, _content(sent, words, lo), refs, lo, len(words), words, toks, hedged, negated)
    claim = c.out.claims[-1]
    if claim.polarity == "neutral":
        # (a refusal of the speaker's own, said with 나/저: against the thing refused)
        claim.polarity = "negative" if refusal and not layers and any(
            r.kind == "self" and r.is_subject for r in refs) else _idiom_polarity(body)
    q = _negated_belief_complement(body, cues)
    if q is not None and wof[q] >= lo:
        # '하소리는 그게 낫다고 안 보더라', '난 그게 좋다고 안 봐': a negated belief of a quoted
        # complement — another holder's words off what is stored, the negation kept, and the
        # complement's polarity turned over
        start = lo
        if held is not None and layers == [held.name] and lo <= held.last < wof[q]:
            start = held.last + 1
            claim.content = _content(sent, words, start)
        pol = ko_polarity(_content(sent, words, start, wof[q] + 1))
        if pol != "neutral":
            claim.polarity = "negative" if pol == "positive" else "positive"
    return True


def _inner_negation_polarity(c: _Ctx, sent: str, words: Sequence[Word], body: Sequence[Any],
                             wof: Sequence[int], lo: int, hi: int) -> None:
    """The last claim's polarity when what it reports holds a negated frame after its first
    quotative ending ('X는 …괜찮다고 안 본다고 하더라': X does not see it as good)."""
    q = next((k for k, t in enumerate(body) if t.tag == "EC" and t.form in QUOTE_EC
              and lo <= wof[k] < hi), None)
    if q is None:
        return
    inner = _inner_negated_frame(body, q)
    if inner is None or wof[inner[0]] >= hi:
        return
    claim = c.out.claims[-1]
    if inner[1] == "saying":
        claim.polarity = "neutral"
        return
    pol = ko_polarity(_content(sent, words, lo, wof[q] + 1))
    if pol != "neutral":
        claim.polarity = "negative" if pol == "positive" else "positive"


def _negated_belief_complement(body: Sequence[Any], cues: Sequence[Any]) -> int | None:
    """The quotative ending of a complement under a negated 보다/믿다 ('…낫다고 안 봐', '…좋다고
    못 믿겠대'): its token index, or None."""
    for m in cues:
        if m.frame.name in ("dago_boda", "dago_boneunde", "think_report") and (
                m.negated or _frame_negation(body, m) is not None):
            return int(m.start)
        if m.frame.name == "an_mitda" and m.start >= 2 and (
                body[m.start - 1].tag == "MAG" and body[m.start - 1].form in NEG_ADVERBS) and (
                body[m.start - 2].tag == "EC" and body[m.start - 2].form in QUOTE_EC):
            return int(m.start - 2)
    return None


# chat words that name a source the way 'X 말로는' does ('X 피셜' = 'officially, per X'; the
# literary 'X 왈' = 'X says'); Kiwi has no reading of them, so they are read as the standard
# phrase
# (and a header naming who said what follows: 'X 말: …')
_QUOTE_STORY = re.compile(
    r"(이러|그러|저러|이러시|그러시)(?:는|던)\s*(?:거|것)\s*(?:있지|있죠|있잖아|있잖아요|야|예요|이에요|임)"
    r"(?=[\s.!?~ㅋㅎㅠㅜ]|$)")
_CHAT_SOURCE = re.compile(
    r"(?<=[가-힣])\s+(?:피셜(?:로는|론|로|에\s*따르면|상)?\s+|왈[,:]?\s+|(?:말|말씀)\s*:\s*)"
    # ('X피셜 …' typed glued to the name; not the loanword 오피셜 'official' itself)
    r"|(?<=[가-힣]{2})(?<!\s오)(?<!^오)피셜(?:로는|론|로|에\s*따르면|상)?\s+")
# the same source word before a quotation that closes the sentence ('X 왈 "…"'): the quotation
# is what X says, as '"…" 이러더라' reports it
_CHAT_SOURCE_QUOTE = re.compile(
    r"([가-힣]+)\s+(?:피셜|왈|(?:말|말씀)\s*:)[,:]?\s*([\"“][^\"“”]+[\"”])\s*([ㅋㅎㅠㅜ.!~]*)$")


# an item of minutes or a summary: a bullet or a number, a label and a colon ('- X: …', '1) X측: …')
_LIST_ITEM_LABEL = re.compile(r"^\s*(?:[-•*·]|\d{1,2}[.)])\s*([^:\n\"'“‘]{1,16}?)\s*:\s*(?=\S)")


def _bare_name_label(label: str) -> bool:
    from .ko_parse import kiwi  # (Kiwi's own reading: the parser's may glue a guessed name)

    toks = kiwi().tokenize(label + ("이" if has_batchim(label[-1]) else "가"))
    if not toks:
        return False
    if toks[0].tag == "NNP":
        return True
    common = toks[0].tag == "NNG" and toks[0].form == label
    return KO_GIVEN_NAME_SYLLABLES.issuperset(label) and not common


def _list_item_source(c: _Ctx, sent: str) -> str:
    """'- X: …' (minutes, a summary's item): what follows the colon is X's, read as 'X 말로는 …'
    when the label is a person (or an office); the speaker's own line ('- 저: …') is theirs; any
    other label (a heading: '- 일시: …') is left as it is."""
    m = _LIST_ITEM_LABEL.match(sent)
    if m is None:
        return sent
    label = m.group(1).strip()
    if label in ("저", "나", "제", "본인", "제 의견", "내 의견"):
        return sent[m.end():]
    words = words_of(label, tokenize(label))
    refs = person_refs(words, c.speaker, c.known, None, c.listener) if words else []
    person = any(r.kind != "self" and r.first == 0 and r.last == len(words) - 1 for r in refs) or (
        # (a given name said bare, as labels are: a word Kiwi reads as a proper noun, or of
        # given-name syllables that is no common noun of the dictionary — not '일시', '일정')
        re.fullmatch(r"[가-힣]{2,3}", label) is not None and _bare_name_label(label))
    office = ORG_END.fullmatch(label.replace(" ", "")) is not None and label.split()[-1] not in (
        ORG_ROOMS)
    if not (person or office):
        return sent
    return f"{label.removesuffix(' 측').removesuffix('측')} 말로는 {sent[m.end():]}"


def _named_chat_source(c: _Ctx, sent: str) -> str:
    """A known person's name as a chat source word before a quotation: 'X: "…"' (a header, as
    'X 말: "…"') is read as 'X 왈 "…"'; and 'X은 왈'/'X는 피셜' (a topic particle put back
    after the name) as 'X 왈'."""
    for n in sorted({*c.known, *(c.disc.recent if c.disc else [])}, key=len, reverse=True):
        if not n or n in (c.speaker, c.listener) or n not in sent:
            continue
        e = re.escape(n)
        # (the name escaped for the template, its group written '\g<1>': a name may open with
        # a digit, which would join '\1' into another group's number)
        t = n.replace("\\", "\\\\")
        sent = re.sub(rf"(?<![가-힣]){e}(?:은|는)(\s+(?:왈|피셜)(?=[\s,:\"“]))", rf"{t}\g<1>", sent)
        sent = re.sub(rf"^(\s*){e}\s*:\s*(?=[\"“])", rf"\g<1>{t} 왈 ", sent)
    return sent


def _source_quote(m: re.Match[str]) -> str:
    """'X 왈 "…"' -> 'X가 "…" 이러더라'."""
    return f"{josa(m.group(1), '이', '가')} {m.group(2)} 이러더라{m.group(3)}"


# --- Right dislocation: the source said after the report ('…이사 간다던데, 도결 씨가') ---

# the last word of a clause that reports: a hearsay ending, or a verb of saying after a
# quotative ('…다고 하더라', '…라고 그러셨어'), or of hearing ('…다고 들었어')
_HEARSAY_END = re.compile(
    r"(?:[대래]|[대래]요|[다라]더라(?:고|구)?(?:요)?|[다라]던데(?:요)?|[다라]네(?:요)?|[답랍]니다|"
    r"[대래]더라)$"
)
_SAYING_END = re.compile(
    r"^(?:하|그러|그랬|했|하셨|그러셨|말했|말하|말씀하셨|말씀하)(?:시)?(?:더라|던데|어|어요|지|"
    r"더라고|더라구|더라고요|더라구요|던데요|셨어|셨어요|셨지|대|래)?$"
)
_QUOTATIVE_END = re.compile(r"(?:다고|라고|냐고|자고|다구|라구)$")
_HEARING_END = re.compile(r"^들었(?:어|어요|지|음|다|는데|거든|거든요)$")
# the particles of a dislocated source: the reporter as subject or topic, or whom one heard it from
_DISLOCATED_SUBJECT = frozenset({"가", "이", "이가", "께서", "은", "는", "이는", "께서는"})
_LINK_EC = frozenset({"는데", "ᆫ데", "은데", "던데", "지만", "어서", "아서", "니까", "으니까"})


# connectives of cause and sequence, which chain clauses inside what was said or heard
_INSIDE_EC = frozenset({"어서", "아서", "서", "니까", "으니까", "고"})


def _dislocated_source(words: Sequence[Word], refs: Sequence[PersonRef]) -> str | None:
    """Speech puts the source after the report, as an afterthought ('…이사 간다던데요, 도결 씨가',
    '…무리래, 교수님이', '…싸다고 들었어 언니한테'): a person closing the sentence, marked
    as a subject or as whom one heard it from, right after a clause ended by a hearsay ending or
    a verb of saying or hearing. The sentence as it reads with that phrase at the front of the
    reporting clause (after a connective clause before it: '…했는데, 오빠한테 …들었어'), else
    None."""
    end = len(words)
    while end > 0 and not re.search(r"[가-힣A-Za-z0-9]", words[end - 1].text):
        end -= 1  # trailing laughs and marks
    last = next((r for r in reversed(refs) if r.last == end - 1), None)
    if last is None or last.kind == "self" or last.first < 1:
        return None
    prev = re.sub(r"[,.!?~ㅋㅎㅠㅜ]+$", "", words[last.first - 1].text)
    before = words[last.first - 2].text if last.first >= 2 else ""
    said = _HEARSAY_END.search(prev) is not None or _SAYING_END.match(prev) is not None and (
        _QUOTATIVE_END.search(before) is not None)
    heard = _HEARING_END.match(prev) is not None and _QUOTATIVE_END.search(before) is not None
    if not (
        last.tail in _DISLOCATED_SUBJECT and said
        or last.tail in _SOURCE_TAILS and (heard or said)
    ):
        return None
    head = words[: last.first]
    at = body_start(head)
    for k in range(len(head) - 2, at - 1, -1):
        toks = head[k].toks
        if toks and any(t.tag == "EC" and t.form in _LINK_EC for t in toks[-2:]) and (
            head[k].text.endswith(",") or k + 1 < len(head)
        ):
            at = k + 1
            break
    if heard and last.tail in _SOURCE_TAILS and at > 0 and head[at - 1].toks and any(
            t.tag == "EC" and t.form in _INSIDE_EC for t in head[at - 1].toks[-2:]) and any(
            r.last < at and r.kind != "self" and r.tail in ("이", "가", "이가", "께서")
            for r in refs):
        # ('…했는데 점장이 수당 안 줘서 …갔다고 들었어, 동생한테': with a subject of what was
        # heard after the front of the reporting clause, whom one heard it from goes between
        # the quotative and the verb of hearing, '…갔다고 동생한테 들었어' — never inside it)
        at = len(head) - 1
    phrase = " ".join(w.text for w in words[last.first : end]).rstrip(",.!?~ ")
    out = [w.text for w in head]
    out[-1] = out[-1].rstrip(",")
    out.insert(at, phrase)
    return " ".join([*out, *(w.text for w in words[end:])])


_YOU_WORD = re.compile(r"^(?:너|넌|니|네|당신|자네)(?:가|는|도|한테|랑|$)")
# the listener as the subject of a verb of saying ('너도 …라고 했잖아', '네가 …래매')
_YOU_SAYER = re.compile(r"^(?:너도|너는|넌|네가|니가|너가|당신도|당신이|당신은)$")


def _drop_vocative(c: _Ctx, words: Sequence[Word], refs: list[PersonRef]) -> list[PersonRef]:
    """'X, 아까 택배 기사님한테 문자 왔는데 …': the listener's name opening the sentence with no
    particle, more words after it, calls them — an address, no subject (one tells the listener
    of themself with 너, not their name)."""
    if not refs:
        return refs
    r = refs[0]
    if r.tail == "" and r.first == 0 and r.last <= 2 and (
            r.last + 1 < len(words) and re.search(r"[가-힣][,!]$", words[r.last].text)) and (
            "의 " not in _strip_word(words[r.last].text)) and (
            r.kind == "role" and r.first == r.last
            or re.search(r"(?:님|씨|쌤)[,!]$", words[r.last].text)):
        # ('아버님, 저희 고모부도 …받으셨다고 하시더라고요', 'X 병장님, 다음 주에 …한답니다'): a
        # bare kin word or title, or a name with its title, set off by a comma at the sentence's
        # start calls the one spoken to — no subject of what follows
        c.addressed = r.name
        return refs[1:]
    if not c.listener:
        return refs
    if r.kind == "name" and r.tail == "" and r.first == 0 and r.last + 1 < len(words) and (
            name_key(r.name) == name_key(c.listener)) and not any(
            x.name == r.name for x in refs[1:]) and not _YOU_WORD.match(words[r.last + 1].text):
        # ('X 너는 …': the name in apposition to 너 is the subject, and stays)
        if r.name not in c.out.mentions:
            c.out.mentions.append(r.name)
        return refs[1:]
    return refs


def _sentence(c: _Ctx, sent: str, moved: bool = False) -> None:
    if not moved:
        c.prev_sent, c.this_sent = c.this_sent, sent
        c.prev_told, c.told_of = c.told_of, None
        c.prev_record, c.this_record = c.this_record, None
        c.prev_topic, c.sent_topic = c.sent_topic, None
    sent = _CHAT_SOURCE_QUOTE.sub(_source_quote, _named_chat_source(c, sent))
    # ('제 기억으론 X가 …다고 했던 것 같아', '내가 알기로는 X가 …래'): how the speaker knows it
    # says nothing of whose the words are — the first person there holds none of them
    sent = _OWN_RECALL.sub(lambda m: m.group(1), sent).strip() or sent
    # ('…다고, 형은 나한테 그러던데'): the speaker told, between the source and its verb of
    # saying, is who always passes the words on — the frame reads as without it
    sent = _TOLD_ME.sub(" ", sent)
    qm = _QUOTE.search(sent)
    quote = (qm.group(1) or qm.group(2)).strip() if qm else None
    if qm and re.match(r"고\s", sent[qm.end():qm.end() + 2]):
        # '"…없다"고 하셔서': the quotation closes on a sentence ending and takes the bare
        # quotative 고 — read after '그렇다', which ends the same way, so the verb of saying
        # after it is read in any of its forms
        frame_text = sent[:qm.start()] + " 그렇다" + sent[qm.end():]
    elif qm and re.match(r"[가-힣]", sent[qm.end():qm.end() + 1]):
        # '"…"라고 했어', '"…"이래': a quotative glued to the quotation reads after a pronoun
        # standing for it, so Kiwi parses the ending as it would after any noun
        # (a laugh closing the sentence after the ending is set apart by a full stop: '"…"래ㅋㅋ'
        # would read as 그 + 거래 'deal')
        frame_text = sent[:qm.start()] + " 그거" + re.sub(
            r"(?<=[가-힣])([ㅋㅎㅠㅜ]+[\s.!?~ㅋㅎㅠㅜ]*)$", r". \1", sent[qm.end():])
    else:
        frame_text = (sent[:qm.start()] + " " + sent[qm.end():]).strip() if qm else sent
    frame_text = _list_item_source(c, frame_text)
    frame_text = _CHAT_SOURCE.sub(" 말로는 ", re.sub(r"\s+", " ", frame_text)).strip()
    if quote is not None:
        # '"…" 이러는 거 있지', '"…" 그러는 거야': the storytelling frame 'there is this, that
        # they go "…"' reports the quotation as '"…" 이러더라' does
        frame_text = _QUOTE_STORY.sub(r"\1더라", frame_text)
    toks = tokenize(frame_text)
    if not toks:
        return
    words = words_of(frame_text, toks)
    refs = _asked_source_possessor(c, words, _kin_self(
        c, words, person_refs(words, c.speaker, c.known, c.disc, c.listener)))
    c.addressed = None
    refs = _drop_vocative(c, words, refs)
    if quote is None and (sayer := _bare_sayer(c, words, refs)) is not None:
        refs = [*refs, sayer]
    if quote is None and (afterthought := _fragment_sayer(c, words, refs)) is not None:
        # '…한다더라. 하늘이가.': the afterthought subject is the unsourced hearsay's holder
        claim = c.out.claims[cast(int, c.unsourced)]
        claim.owner, claim.relayed_by = afterthought, [c.speaker]
        c.last_layers, c.unsourced = [afterthought], None
        c.out.settle("the source of the hearsay before, said after it")
        return
    if not moved and quote is None and (again := _dislocated_source(words, refs)) is not None:
        _sentence(c, again, moved=True)
        return
    for r in refs:
        if r.kind != "self" and r.name not in c.out.mentions:
            c.out.mentions.append(r.name)
    if quote is not None:
        c.last_quote = quote
        c.disc.leave_cue(_LAST_QUOTE, quote)
    corrected = _corrected_sayer(frame_text, words, refs)
    if corrected is not None:
        # ('그 말은 A가 아니라 B가 한 거예요', "'…'는 그 말, 사실 A가 아니라 B가 한 거예요"):
        # the words meant — quoted here, else the last quoted in the talk — are B's, never A's
        said_words = quote or c.last_quote or c.disc.cue(_LAST_QUOTE) or sent.strip()
        _emit(c, [corrected], said_words, [], len(words), len(words), words, toks, False,
              False)
        c.out.claims[-1].polarity = "neutral"
        c.last_layers = None
        c.out.settle("a correction of who said the words")
        return
    label = _source_label(c, frame_text, words, refs) if quote is None and (
        c.unsourced is not None and _said_something(c.out.claims[c.unsourced].content)
        or c.unsourced is None and c.prev_record is not None and _said_something(c.prev_sent)
    ) else None
    if label is not None:
        # '…는 거예요. 이게 X 말이고요', '…대요. 이건 X가 공지에 적은 거예요': the words just
        # before, their source not said with them, are the one this label names
        if c.unsourced is not None:
            claim = c.out.claims[c.unsourced]
            claim.owner, claim.relayed_by = label, [c.speaker]
        else:
            cast(Callable[[list[str]], None], c.prev_record)([label])
        c.last_layers, c.unsourced, c.prev_record = [label], None, None
        c.out.settle("the source of the words before, named by a label after them")
        return
    given = _words_given_to(sent, words, refs) if quote is None else None
    if given is not None:
        # '아니 그건 X가 한 말이고', '그거 X 얘기야': the words talked of are X's — X holds
        # them, the speaker passes them on
        _emit(c, [given], sent, refs, 0, len(words), words, toks, False, False)
        c.out.claims[-1].polarity = "neutral"
        c.out.settle("a correction that gives the words talked of to their sayer")
        return
    _apposition(c, words, refs)
    if _introduced(c, words, refs):
        # ('X 있잖아, 걔 …': the pronoun after the name introduced stands for it)
        refs = person_refs(words, c.speaker, c.known, c.disc, c.listener)
    if _met_person(c, words, refs) and re.search(
            r"(?:^|\s)(?:걔|얘|그분|그 친구|그 사람|그 애)", frame_text):
        # ('어제 X 만났는데 걔 언니가 …': the pronoun after the one met stands for them)
        refs = person_refs(words, c.speaker, c.known, c.disc, c.listener)
    _person_by_verb(c, words, refs)
    if _answered_who(c, words, refs):
        c.out.settle("a person named in answer to who")
        return
    if _WHO_END.search(sent):
        # ('오늘 당번 누구야' with no question mark: the wh-word closing it asks all the same)
        c.disc.leave_cue(_ASKED_WHO, "1")
    if _question(sent, toks):
        if _ASKS_JUDGEMENT.search(sent) and c.disc is not None:
            c.disc.ask_judgement()  # ('그 영화 어땠어?': a bare '노잼.' next answers it)
        before = c.last_named
        _asked_about(c, words, refs)
        named = [r.name for r in refs if r.kind == "name"]
        about = c.last_named if c.last_named != before else named[-1] if named else None
        if about is not None:
            # the person this question asks about ('소하 봤어?'): the next turn may answer with
            # what they passed on
            c.disc.leave_cue(_ASKED_PERSON, about)
        if _WHO.search(sent):
            c.disc.leave_cue(_ASKED_WHO, "1")
        if _WHO_SAID.search(sent):
            c.disc.leave_cue(_ASKED_WHO_SAID, "1")
        said = [r for r in refs if r.kind != "self" and r.tail in (
            "은", "는", "이는", "", "이", "가", "이가", "께서", "께서는")]
        if _WHAT_SAID.search(sent) and said:
            c.disc.leave_cue(_ASKED_WHAT, said[0].name)
        elif _WHAT_SAID.search(sent) and c.asked_what and not refs:
            # ('X가 Y한테 뭐라고 했는지 알아?' — '몰라, 뭐래?': asked back, the same person's
            # words are still what the next turn tells)
            c.disc.leave_cue(_ASKED_WHAT, c.asked_what)
        if _HEARD_WHERE.search(sent) and said:
            c.disc.leave_cue(_ASKED_SOURCE, said[0].name)
        # ('나 출장 갈 때마다 환전은 앱으로 하는데 그거 엔화도 되나?': the background clause before
        # the question tells a habit or a done thing of its own)
        _leading_record(c, frame_text, toks, background_only=True)
        c.out.settle("question")
        return
    b = body_start(words)
    if len(words) - b == 1 and _REPLY.fullmatch(re.sub(r"[.!?~]+$", "", words[b].text)):
        c.out.settle("agreement")
        return  # '당연하지.', '맞아.': agreeing with the other speaker, not a judgement of anything
    if c.asks and len(words) - b == 1 and b and not refs and re.search(r"[.!~]$", sent):
        # '와 부지런. 트레이너 누구야?', 'ㅋㅋ 멋지다. 언제 가?': an interjection and one word,
        # before the question the turn asks, react to what the other speaker just said
        c.out.settle("a reaction before a question")
        return
    if quote is None and _reported_question(toks):
        c.out.settle("question passed on")
        _record(c, sent, toks, words, refs)
        return
    records = len(c.out.events) + len(c.out.facts)
    if _attribute(c, frame_text, toks, words, refs, b, quote):
        _leading_record(c, frame_text, toks)
        if not (c.out.events or c.out.facts):
            _modifier_record(c, frame_text, words, refs)
        if len(c.out.events) + len(c.out.facts) == records and _message_sent_at(sent, toks):
            # ('어제 저한테 …다고 메일을 보냈어': the message sent at a time is a deed of the
            # sender's as well, a record beside the words it carried)
            _record(c, sent, toks, words, refs)
        return
    if quote is not None:
        return
    if c.asked_what and _quotative_answer(toks, refs):
        # 'X는 그거 뭐래?' — '별로라고.': the answer closed by the quotative, its verb of saying
        # and its subject left out, gives the words of the one asked about
        _emit(c, [c.asked_what], _content(frame_text, words, b), refs, b, len(words), words,
              toks, False, False)
        return
    if c.prev_topic and not c.last_layers and _topic_reason(c, toks, words, refs, b):
        # ('우리 이모는 그 집 계약을 말리세요. 터가 안 좋다고요.': the person the sentence before
        # told of, their stance and no words, gives the reason closed by the quotative with its verb
        # of saying left out — their words, not the speaker's)
        _emit(c, [c.prev_topic], _content(frame_text, words, b), refs, b, len(words), words,
              toks, False, False)
        return
    if c.listener and _listener_claim(c, sent, toks, words):
        return
    # ('X가 거기 별로라고.': a person's words closed by the quotative, the verb of saying left
    # out, are no verdict of the speaker's — see the record below)
    fragment = _quotative_fragment_subject(toks, words, refs, b) is not None and _evaluative(
        [t for w in words[b:] for t in w.toks], frame_text, refs)
    if not fragment and _verdict_reply(c, frame_text, toks, words, refs, b):
        return
    if not fragment and _first_hand(c, frame_text, toks, words, refs, b):
        _leading_record(c, frame_text, toks)
        return
    _record(c, sent, toks, words, refs)
    if not refs and (office := _office_announcing(words, b)) is not None:
        # ('구청이 해명했어요. 공사는 다음 주에 끝난대요.': the office announced, and the
        # hearsay next says what — its words)
        c.last_layers = [office]
    opening = [r for r in refs if r.first <= b + 1 and r.kind != "self"]
    if opening and opening[0].tail in ("은", "는", "이는", "께서는") and not c.out.claims:
        c.sent_topic = opening[0].name
    if not any(r.kind == "self" for r in refs) and c.unsourced is None:

        said_by = _quotative_fragment_subject(toks, words, refs, b)

        def heard(layers: list[str]) -> None:
            # ('X가 …온다고. Y가 그러더라': a sentence closed by the quotative with its verb of
            # saying left out is X's words; the source named after it passed them on)
            if said_by is not None and said_by.name not in layers:
                layers = [*layers, said_by.name]
            _emit(c, layers, _content(frame_text, words, b), refs, b, len(words), words, toks,
                  False, False)

        c.this_record = heard
        c.fragment_pending = said_by is not None and fragment
    acting = [r for r in refs if r.kind != "self" and r.tail in ("", "이", "가", "께서")]
    if acting and not any(r.kind == "self" for r in refs) and any(
            t.tag.startswith(("VV", "XSV")) for t in toks):
        c.told_of = acting[0].name


_FRAGMENT_QUOTATIVES = frozenset(
    "다고 라고 ᆫ다고 는다고 다구 라구 ᆫ다구 는다구 다고요 라고요 ᆫ다고요 는다고요".split()  # noqa: SIM905
)


def _topic_reason(c: _Ctx, toks: Sequence[Any], words: Sequence[Word],
                  refs: Sequence[PersonRef], b: int) -> bool:
    """A sentence closed by the quotative -다고(요) after one whose topic was a person (no words
    of theirs read there): no first person in it, no named person as its own subject (a name
    there is who said it: 'X가 …온다고'), and the topic not named again."""
    ends = [t for t in toks if not t.tag.startswith("S")]
    if ends and ends[-1].tag == "JX" and ends[-1].form == "요":
        ends.pop()
    if not ends or ends[-1].tag not in ("EC", "EF") or ends[-1].form not in _FRAGMENT_QUOTATIVES:
        return False
    if any(r.kind == "self" or r.kind == "name" or r.name == c.prev_topic for r in refs):
        return False
    return c.prev_topic not in (c.speaker, c.listener)


def _quotative_answer(toks: Sequence[Any], refs: Sequence[PersonRef]) -> bool:
    """A sentence closed by the quotative -다고/-라고 with no person in it as a subject or a
    topic, nor the speaker ('완전 별로라고', '거기 관장님 불친절하다고요'): words passed on, their
    sayer left to the context."""
    ends = [t for t in toks if not t.tag.startswith("S")]
    if ends and ends[-1].tag == "JX" and ends[-1].form == "요":
        ends.pop()  # (the polite 요 Kiwi splits off: '별로라고요')
    return bool(ends) and ends[-1].tag in ("EC", "EF") and ends[-1].form in (
        _FRAGMENT_QUOTATIVES) and not any(r.kind == "self" or r.tail not in ("", "의")
                                          for r in refs)


def _quotative_fragment_subject(
    toks: Sequence[Any], words: Sequence[Word], refs: Sequence[PersonRef], b: int
) -> PersonRef | None:
    """'X가 이번엔 두 명씩 뽑으신다고.': a sentence that ends on the quotative -다고 (its verb
    of saying left out) with a person other than the speaker as its first subject: that person
    said what it closes. None otherwise ('…싫다고요!' with no subject insists on one's own
    words)."""
    last = next((t for t in reversed(toks) if not t.tag.startswith("S")), None)
    if last is None or last.tag not in ("EC", "EF") or last.form not in _FRAGMENT_QUOTATIVES:
        return None
    subs = [r for r in _subjects(refs, b, len(words), words) if r.tail != ""]
    return subs[0] if subs and subs[0].kind != "self" else None


_ASK_EC = frozenset({"냐고", "느냐고", "으냐고", "냐구", "느냐구"})
_GOES_ON_EC = frozenset({"는데", "ᆫ데", "은데", "던데", "지만", "니까", "으니까", "더니", "어서",
                         "아서"})


def _reported_question(toks: Sequence[Any]) -> bool:
    """'X가 그 가게 비싸냐고 물어봤대', '…냐고 그러더라': a question passed on (the quotative
    -냐고) is what someone asked, not a view of its content — unless the sentence goes on past
    the verb of asking ('…냐고 물어봤는데 …래': the answer follows)."""
    q = max((i for i, t in enumerate(toks) if t.tag == "EC" and t.form in _ASK_EC), default=None)
    if q is None:
        return False
    return not any(
        t.tag == "EC" and t.form in _GOES_ON_EC
        and any(not u.tag.startswith("S") for u in toks[i + 1:])
        for i, t in enumerate(toks[q + 1:], q + 1)
    )


def _apposition(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> None:
    """'하슬 알지? 내 고등학교 친구': a verbless fragment that is only a role phrase, after a
    sentence of this turn that named someone, describes that person (an afterthought
    apposition), so they stay the one a later 걔 points to."""
    fragment = (
        len(refs) == 1
        and refs[0].kind == "role"
        and refs[0].tail == ""
        and refs[0].first <= body_start(words)
        and refs[0].last == len(words) - 1
    )
    if fragment and c.last_named is not None and c.disc is not None:
        c.disc.note(c.last_named)
    named = [r.name for r in refs if r.kind == "name"]
    if named:
        c.last_named = named[-1]


_KNOW = re.compile(r"^(?:알지|알아|알잖아|알죠|아시죠|아세요|기억나|기억하지|기억해|기억하죠)")


# 'X 있잖아, 걔 …': X set up as a topic the listener knows, then picked up by a pronoun that
# only stands for a person — X is that person (a thing set up so is picked up by 거기/그거)
_THERE = re.compile(r"^(?:있잖아|있잖아요|있지)[,.]*$")
_PICKED_UP = re.compile(r"^(?:걔|얘|쟤|그분|그 사람)")
# ('X 있잖아 옆집.', 'X 있잖아요, 3층.': an afterthought word after it says who X is)
_THERE_THEN = re.compile(r"^(?:있잖아|있잖아요),?$")


def _sets_up(s: str) -> bool:
    """Does the sentence end by setting up a topic ('X 있잖아', 'X 있잖아 옆방')?"""
    words = s.split()
    return bool(words) and (_THERE.match(words[-1]) is not None or len(words) >= 2 and (
        _THERE_THEN.match(words[-2]) is not None))


def _introduced(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> bool:
    """'하슬 알지?', '담결 기억나?', 'X 있잖아, 걔 …': a bare name put to the listener as someone
    they know introduces that person, whatever Kiwi makes of the word (a given name is often
    also a common noun); a later 걔/그 사람 points to them. True when a person picked up by a
    pronoun in the same sentence was introduced."""
    if c.disc is None:
        return False
    picked = False
    for i in range(len(words) - 1):
        w = re.sub(r"[^가-힣]", "", words[i].text)
        # (the pronoun may open the next sentence, '있잖아,' closing this one: then only a word
        # in a name's shape is taken)
        there = _THERE.match(words[i + 1].text) is not None and (
            i + 2 < len(words) and _PICKED_UP.match(words[i + 2].text) is not None
            or i + 2 == len(words) and looks_like_name(re.sub(r"[^가-힣]", "", words[i].text))
            # (a word between them says who: 'X 있잖아 옆방, 걔 …')
            or i + 3 < len(words) and words[i + 2].text.endswith(",")
            and _PICKED_UP.match(words[i + 3].text) is not None)
        if (
            not (_KNOW.match(words[i + 1].text) or there)
            or not 2 <= len(w) <= 4
            or w != words[i].text.strip(" ,")
            or w in FIRST
            or any(r.first <= i <= r.last for r in refs)
            or i > 0 and words[i - 1].text in {"그", "저", "이", "우리", "그런", "저런"}
            or words[i].toks and words[i].toks[-1].tag.startswith(("J", "E", "V"))
            and not (len(w) >= 3 and w.endswith("이"))
            # (a foreign name Kiwi reads as a verb and -어, '타일러 있잖아, 걔 …': the pronoun
            # that picks it up says a person was set up)
            and not (there and len(w) >= 3 and i == body_start(words)
                     and words[i].toks[-1].tag == "EC")
            # a possessive cannot stand before '알지?': Kiwi split a name ending in 내/네
            # ('이미내' as 이미 + 나 + 의)
            and not (len(w) >= 3 and words[i].toks[-1].tag == "JKG" and w[-1] in "내네제")
        ):
            continue
        name = strip_hypocoristic(w)
        if name_key(name) not in {name_key(c.speaker), name_key(c.listener or "")}:
            c.disc.note(name)
            c.last_named = name
            picked = picked or there
    return picked


# verbs whose subject (지내 'get on', how someone is doing) or whose comitative partner (통화
# 'call', 만나 'meet' …) is a person
_LIVING_VERB = re.compile(r"^(?:지내|잘 지내)")
_SOCIAL_VERB = re.compile(r"^(?:통화|만났|만나|연락|놀았|놀|싸웠|싸우|데이트|카톡|문자|전화)")
_COMITATIVE = re.compile(r"^([가-힣]{2,3}?)(이랑|랑|하고|이하고)$")
_SUBJECT_WORD = re.compile(r"^([가-힣]{2,3}?)(이가|가|이)$")
# a proposal reported with its own ending, closing the sentence ('…가재', '…하재요', '…가자더라',
# '…가자고 했어')
_PROPOSED = re.compile(
    r"(?:[가-힣]재|[가-힣]재요|자더라|자던데|자더라고|자고\s+(?:했|하더라|하던데|하는데|그랬|그러))"
    r"[가-힣]*[.!~ㅋㅎㅠ]*$")
_TOPIC_OR_BARE = re.compile(r"^([가-힣]{2,3}?)(은|는|이는)?$")
# meeting or seeing someone, with the person as the object ('어제 X 만났는데', 'X를 봤어')
_MET_VERB = re.compile(r"^(?:만났|만나|마주쳤|봤)")
_OBJECT_OR_BARE = re.compile(r"^([가-힣]{2,3}?)(을|를|이를)?$")


def _met_object(words: Sequence[Word], r: PersonRef) -> bool:
    """'어제 채솔이 만났는데 …', '탁지온 선배 만났는데 …': a person with no particle, or a given
    name with only its hypocoristic 이, right before a verb of meeting or seeing is who was met
    (the object, its particle dropped), not a subject."""
    return r.tail in ("", "이") and r.kind != "self" and r.last + 1 < len(words) and bool(
        _MET_VERB.match(words[r.last + 1].text)) and (
        r.tail == "" or len(r.name) == 2 and has_batchim(r.name[-1]))


# the connectives that link a motion to the verb after it ('와서 봤는데', '가고 만났어')
_MOTION_LINKS = frozenset({"어서", "아서", "서", "여서", "고"})


def _met_person(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> bool:
    """'어제 X 만났거든. 걔 언니가 …', 'X를 만났는데 걔 남친이 …': a word in a given name's shape,
    bare or the object, before a verb of meeting or seeing, is someone met — noted so that a
    later 걔/그분 (and the relative it owns) finds them. True when someone was noted."""
    if c.disc is None:
        return False
    noted = False
    for i, word in enumerate(words[:-1]):
        if any(r.first <= i <= r.last for r in refs) or not _MET_VERB.match(words[i + 1].text):
            continue
        if i > 0 and words[i - 1].text in {"그", "저", "이", "우리", "내", "제", "그런", "저런",
                                           "이런", "너", "네", "니"}:
            continue
        m = _OBJECT_OR_BARE.match(word.text.strip(" ,"))
        if m is None or not word.toks or word.toks[0].tag in ("NNB", "NP") or (
                word.toks[-1].tag in ("JX", "JKS")) or (
                _QUOTATIVE_END.search(_strip_word(words[i + 1].text))):
            # (a noun as Kiwi reads it, not '것도'; the meeting itself, not '…봤다고' quoted)
            continue
        if word.toks[0].tag in ("VV", "VA", "VX") and word.toks[-1].tag == "EC" and (
                word.toks[-1].form in _MOTION_LINKS):
            # ('X가 와서 봤는데', '가서 보니까', '들르고 만났는데': a verb linked to the seeing
            # is a motion before it, not the one seen)
            continue
        stem, tail = m.group(1), m.group(2) or ""
        if tail == "을" and not has_batchim(stem[-1]) or tail == "를" and has_batchim(stem[-1]):
            continue
        name = strip_hypocoristic(stem) if tail == "이를" else stem
        if (name in FIRST or name in KO_ROLE_NOUNS or ko_time_expression(name)
                or not looks_like_name(name)
                or name_key(name) in {name_key(c.speaker), name_key(c.listener or "")}):
            continue
        c.disc.note(name)
        c.last_named = name
        _POSITIONAL.setdefault((c.turn.memory, c.turn.session), set()).add(name)
        noted = True
        for r in refs:
            if r.first > i and r.kind == "name" and words[r.first].text.startswith(
                    r.name.split(" ")[0]):
                # ('어제 X 만났는데 Y가 …': Y, said after the one met, is still the one named
                # last)
                c.disc.note(r.name)
    return noted


# the listener reminded of having said it ('너 그때 그랬잖아, …', '…라고 네가 알려 줬잖아')
_YOU_SAID = re.compile(
    r"(?:^|\s)(?:너|네가|니가|너가|님이)\s+(?:\S+\s+){0,2}?"
    r"(?:그랬|말했|말해\s?줬|얘기했|얘기해\s?줬|알려\s?줬)(?:었)?잖아")
# a call or a meeting told after the words it brought ('…래. X가 Y랑 통화했거든')
_CONTACT_VERB = re.compile(
    r"^(?:통화했|통화하|전화했|전화하|연락했|연락하|카톡했|만났|만나|봤)")


_QUOTE_OPENERS = frozenset("'\"‘“")
_QUOTE_CLOSERS = frozenset("'\"’”")
# a message, a notice or a letter, and how it came: 'X한테 문자 왔어', 'X 카톡 왔다', 'X가 알림장에
# 써 보냈어', 'X가 키즈노트 보내셨어'
_MESSAGE_WORD = re.compile(
    r"^(?:문자|카톡|톡|메일|메시지|메세지|알림|알림장|키즈노트|공지|쪽지|편지|연락|답장|회신|디엠)"
    r"(?:이|가|을|를|도|으로|로)?$")
_MESSAGE_CAME = re.compile(r"^(?:왔|와|옴|도착했|도착)\S*$")
_MESSAGE_SENT = re.compile(r"^(?:보냈|보내셨|보내|줬|주셨|남겼|남기셨|올렸|올리셨)\S*$")


def _message_sender(c: _Ctx, sent: str) -> str | None:
    """'X한테 문자 왔어.', 'X 문자 왔다.', 'X가 알림 보내셨어.': a sentence that only tells that a
    message came from someone (or that they sent one), nothing of it said — the sender, whose
    words a quotation read out next are; else None."""
    if any(ch in sent for ch in _QUOTE_OPENERS):
        return None
    toks = tokenize(sent)
    words = words_of(sent, toks)
    texts = [re.sub(r"[,.!~]+$", "", w.text) for w in words]
    k = next((i for i, t in enumerate(texts) if _MESSAGE_WORD.match(t)), None)
    if k is None or k == 0 or k + 2 != len(words) and not (
            k + 3 == len(words) and texts[k + 1] in ("써", "적어", "잘")):
        return None
    verb = texts[-1]
    refs = [r for r in person_refs(words, c.speaker, c.known, None, c.listener)
            if r.last == k - 1]
    if not refs or any(r.kind == "self" for r in refs):
        return None
    r = max(refs, key=lambda x: x.last - x.first)
    came = _MESSAGE_CAME.match(verb) is not None and r.tail in (
        "", "한테", "에게", "께", "한테서", "에게서", "로부터", "께서")
    sent_by = _MESSAGE_SENT.match(verb) is not None and r.tail in (
        "이", "가", "께서", "이가", "은", "는", "께서는")
    return r.name if came or sent_by else None


def _message_line(c: _Ctx, sender: str, sent: str, inside: bool) -> bool:
    """One sentence of a message read out: the sender's words, passed on by the speaker. True
    while the quotation stays open after it."""
    text = sent.strip()
    opened = text[:1] in _QUOTE_OPENERS
    body = text.lstrip("".join(_QUOTE_OPENERS))
    closed = bool(re.search(r"['\"’”][.!?~]*$", body))
    body = re.sub(r"['\"’”][.!?~]*$", "", body).strip()
    if body:
        toks = tokenize(body)
        words = words_of(body, toks)
        if words:
            _emit(c, [sender], body, [], 0, len(words), words, toks, False, False)
    return (opened or inside) and not closed


def _contact_after(c: _Ctx, sent: str) -> None:
    """'Y가 …라고 했대. X가 Y랑 통화했거든', '…래. X가 Y 만났거든': after another's
    hearsay in the turn, a sentence that only tells that X talked with or met the one whose words
    they are says how they reached the speaker — X passed them on."""
    last = c.out.claims[-1]
    if last.relayed_by != [c.speaker] or last.owner in (c.speaker, SOMEONE):
        return
    toks = tokenize(sent)
    words = words_of(sent, toks)
    refs = [r for r in person_refs(words, c.speaker, [*c.known, last.owner], None, c.listener)
            if r.kind != "self"]
    if len(refs) != 2 or refs[0].tail not in ("가", "이", "이가", "는", "은", "이는") or (
            refs[1].tail not in ("랑", "이랑", "하고", "한테", "와", "과", "", "을", "를")):
        return
    x, y = refs
    k = y.last + 1
    if k >= len(words) or not _CONTACT_VERB.match(words[k].text) or k + 1 < len(words) and (
            any(re.search(r"[가-힣]", w.text) for w in words[k + 1:])):
        return
    if name_key(y.name) != name_key(last.owner) or name_key(x.name) == name_key(y.name):
        return
    last.relayed_by = [c.speaker, x.name]


# the speaker's meeting someone, closed by a connective before what they heard there ('X
# 만났는데 …', 'X를 만났더니 …', 'X랑 만나서 …', 'X 뵀는데 …')
_MET_LINK = re.compile(
    r"^(?:만났|만나|봤|뵀|뵈었|마주쳤)(?:었)?(?:는데|더니|어서|서|는데요|더니만),?$")
_MET_TAILS = frozenset({"", "을", "를", "이를", "이", "랑", "이랑", "하고", "이하고", "와", "과"})
_DETERMINER_WORDS = frozenset(
    {"그", "저", "이", "우리", "내", "제", "그런", "저런", "이런", "너", "네", "니"})


def _met_teller(c: _Ctx, sent: str) -> str | None:
    """'어제 X 만났는데 Y가 …래', 'X를 만났더니 걔 동생이 …래': the one the speaker met, the
    meeting closed by a connective with a report after it — who told the speaker there (a
    report of a third person's is relayed by them). None when the sentence opens with no
    meeting of the speaker's."""
    toks = tokenize(sent)
    words = words_of(sent, toks)
    refs = person_refs(words, c.speaker, c.known, None, c.listener)
    k = next((i for i, w in enumerate(words) if _MET_LINK.match(w.text)), None)
    if k is None or k + 1 >= len(words):
        return None
    if k == 0 or any(r.kind != "self" and r.is_subject and r.tail != ""
                     for r in refs if r.last < k - 1):
        return None  # ('X가 Y 만났는데 …': another's meeting)
    if any(t.tag.startswith(("VV", "VA", "XSV", "XSA", "VX", "EC")) for t in words[k - 1].toks):
        # ('X랑 일해 봤는데 …', '거기 가 봤는데 …': 보다 after a verb's -아/-어 is the auxiliary
        # of trying, no meeting; the verb is no one met)
        return None
    met = next((r for r in refs if r.last == k - 1), None)
    if met is not None:
        return met.name if met.kind != "self" and met.tail in _MET_TAILS else None
    m = _OBJECT_OR_BARE.match(words[k - 1].text.strip(" ,")) or _COMITATIVE.match(
        words[k - 1].text.strip(" ,"))
    if m is None or k >= 2 and words[k - 2].text in _DETERMINER_WORDS:
        return None
    name = strip_hypocoristic(m.group(1)) if (m.group(2) or "").startswith("이") else m.group(1)
    if (name in FIRST or name in KO_ROLE_NOUNS or ko_time_expression(name)
            or not looks_like_name(name) or name_key(name) == name_key(c.speaker)):
        return None
    return name


def _person_by_verb(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> None:
    """'X은 요즘 어떻게 지내?', '어제 X이랑 통화했어': the subject of 지내 or the partner of a call
    or a meeting is a person, even when the word is also a common noun (a given name often is);
    the next turn's 걔/그분 and its 'X는 …래' find them."""
    if c.disc is None:
        return
    for i, word in enumerate(words):
        if any(r.first <= i <= r.last for r in refs) or i > 0 and words[i - 1].text in {
                "그", "저", "이", "우리", "내", "제", "그런", "저런", "이런"}:
            continue
        w = word.text.strip(" ,")
        m = _COMITATIVE.match(w)
        rest = " ".join(x.text for x in words[i + 1:i + 4])
        ok = m is not None and i + 1 < len(words) and bool(_SOCIAL_VERB.match(words[i + 1].text))
        if not ok and i == body_start(words) and _PROPOSED.search(
                " ".join(x.text for x in words[i + 1:])):
            # 'X가 …쪽으로 잡재', 'X가 같이 가자고 했어': who proposes is a person (a proposal
            # is no thing's), even when the word is also a common noun
            m = _SUBJECT_WORD.match(w)
            ok = m is not None
        if not ok:
            m = _TOPIC_OR_BARE.match(w)
            ok = m is not None and i == body_start(words) and (bool(
                re.match(r"^(?:(?:요즘|요새|잘|어떻게|다들) )*지내", rest))
                # 'X는 그 집 뭐래?': the topic whose words are asked about
                or bool(m.group(2)) and bool(_WHAT_SAID.search(words[-1].text)))
        if not ok or m is None:
            continue
        stem = m.group(1)
        tail = m.group(2) or ""
        if tail in ("은", "이랑", "이하고", "이", "이가") and not has_batchim(stem[-1]) or tail in (
                "는", "랑", "가") and has_batchim(stem[-1]):
            continue
        if (stem in FIRST or stem in KO_ROLE_NOUNS or stem in _WH or ko_time_expression(stem)
                or stem in {"요즘", "요새", "다들", "모두", "우리", "거기", "여기"}
                or not re.fullmatch(r"[가-힣]{2,3}", stem)):
            continue
        toks = tokenize(stem)
        if not (len(toks) == 1 and toks[0].tag in ("NNG", "NNP")):
            continue
        name = strip_hypocoristic(stem) if tail.startswith("이") else stem
        if name_key(name) not in {name_key(c.speaker), name_key(c.listener or "")}:
            c.disc.note(name)
            c.last_named = name
            _POSITIONAL.setdefault((c.turn.memory, c.turn.session), set()).add(name)
            if _WHAT_SAID.search(words[-1].text):
                c.disc.leave_cue(_ASKED_WHAT, name)


# a question asking who ('누구야?', '누가 그래?', '누군데?')
_WHO = re.compile(r"(?:^|\s)(?:누구|누가|누군)")
_ASKED_WHO = "ko_asked_who"
# a question that asks who said it ('누가 그래?', '누가 그랬어?', '누구 말이야?', '누가?' alone)
_WHO_SAID = re.compile(
    r"(?:^|\s)(?:누가\s*(?:그래|그랬|그러|말했|말해|얘기했|얘기해|한\s*말)|누구\s*(?:말|얘기)"
    r"|누구(?:한테|에게)\s*들|누가[?]+$)"
    # (s35: '누가 …라고 했어?', '…라고 한 게 누구였지?', '…다고 말한 사람 누구야?')
    r"|(?:^|\s)누가\s[^?]*?(?:다고|라고|자고|냐고|다구|라구)\s*(?:했|하셨|그랬|그러|말했|얘기했|말하)"
    r"|(?:다고|라고|자고|다는|라는|다구|라구)\s*(?:한|했던|말한|얘기한|그런|그랬던|하신|하던)\s*"
    r"(?:게|거|건|사람|애|분|친구|놈|이)\s*(?:누구|누군)")
_ASKED_WHO_SAID = "ko_asked_who_said"
# a person closed by the copula as the answer to who ('X 팀장님이지 뭐', 'X지 뭐 ㅋㅋ', 'X야.')
_COPULA_ANSWER = re.compile(
    r"^(?:(?:응|어|음|글쎄|아)[\s,.]+)?([가-힣][가-힣 ]{0,12}?)(?:이지|지|이야|야|이요|이에요|예요)"
    r"(?:\s*뭐)?(?:[\s.!~…,]+|[ㅋㅎㅠㅜ]+|$)+")
# the answer to it as a bare subject, after a yes or a no at most ('응 우리 엄마가.', '아니 X가',
# 'X 선배가'): that person said it ('X가 그랬어')
_SAYER_FRAGMENT = re.compile(
    r"^(?:(?:응|어|엉|웅|ㅇㅇ|ㅇㅇㅇ|네|예|아니|아니요|ㄴㄴ)[\s,.!]+)?([가-힣][가-힣 ]{0,14}?"
    r"(?:이|가|께서))[\s.!~…ㅋㅎㅠㅜ]*$")
# the same answer said with the topic of what was said, the copula or nothing after the person
# (s35): '그건 X', '그건 X(이)지 (뭐)', '그거 X야', 'X요', '그 말은 X가 했어', '그건 X가 했지' — the
# sayer, read as 'X가'
_SAYER_NAMED = re.compile(
    r"^(?:(?:응|어|엉|음|네|예|아니|아니요|글쎄|아)[\s,.!]+)?"
    r"(?:(?:그건|그거는|그거|그 말은|그 얘기는|그건요|그 말|그 얘기)\s+)?"
    r"(?P<np>[가-힣][가-힣 ]{0,14}?)"
    r"(?:(?:이|가|께서)\s*(?:했어|했지|했어요|했죠|했음|한 거야|한 거지|한 거예요|그랬어|그랬지|"
    r"그랬어요|그랬죠|하셨어|하셨지|하셨어요|하셨죠)|(?P<cop>이지|지|이야|야|이요|요|예요|이에요|"
    r"이었어|였어|이었지|였지|임|일걸|일 걸|일 거야|일 거예요))?(?:\s*뭐)?[\s.!~…ㅋㅎㅠㅜ]*$")


def _sayer_named(sent: str) -> str | None:
    m = _SAYER_NAMED.match(sent)
    if m is None:
        return None
    np = m.group("np").strip()
    if m.group("cop") in ("지", "야", "요", "였어", "였지") and has_batchim(np[-1]):
        return None  # ('X야' after a closed syllable is no copula: '-이야')
    if not re.search(r"[가-힣]", np) or np.split()[0] in ("나", "저", "내", "제", "너", "누구"):
        return None
    return np + ("이" if has_batchim(np[-1]) else "가")


_WHO_END = re.compile(r"(?:^|\s)누구(?:야|예요|에요|지|니|냐|임|게|였지|더라)?[?!.~ㅋㅎ]*$")
# a bare answer, polite or not ('X.', 'X요.', 'X예요.', 'X이에요.', 'X임.')
_BARE_ANSWER = re.compile(r"^([가-힣]{2,4}?)(?:요|예요|이에요|에요|이요|임|이지|지)?[.!~]*$")


def _copula_answer(c: _Ctx, sent: str) -> list[str]:
    """'누가 정했는데?' — 'X 팀장님이지 뭐. 그분이 …', 'X지 뭐 ㅋㅋ 걔가 …': a person closed by
    the copula answers who; the person is the one a 걔/그분 after it points to (noted), and what
    follows the answer is read as a sentence of its own. The sentence(s) to read instead."""
    m = _COPULA_ANSWER.match(sent)
    if m is None or c.disc is None:
        return [sent]
    who = m.group(1).strip()
    said = [t for t in tokenize(m.group(0)) if not t.tag.startswith("S")]
    if who in OPENER_WORDS or said and (said[0].tag in ("IC", "MAG", "MAJ") or any(
            t.tag.startswith(("VA", "VCN", "XSA")) for t in said)):
        # ('아니지 뭐 ㅋㅋ', '그렇지 뭐', '당연하지 뭐': a reply word or an adjective closed by
        # -지, no person — the copula answer needs a noun)
        return [sent]
    words = words_of(who, tokenize(who))
    refs = person_refs(words, c.speaker, c.known, None, c.listener)
    if not refs and len(words) == 1 and looks_like_name(who) and who not in FIRST and (
            who not in KO_ROLE_NOUNS) and name_key(who) != name_key(c.speaker):
        name = who  # (a bare given name, no particle to read it by: 'X지 뭐')
    elif len(refs) != 1 or refs[0].kind == "self" or refs[0].first != 0 or (
            refs[0].last != len(words) - 1) or refs[0].tail not in ("", "이"):
        return [sent]
    else:
        name = refs[0].name
    c.disc.note(name)
    c.last_named = name
    c.asked_who = False
    rest = sent[m.end():].strip(" ,.")
    return [rest] if re.search(r"[가-힣]", rest) else []


# An answer to what someone said ('X는 뭐래?') that reports another person by name ('Y가 그
# 식당 별로래', 'Y가 …라고 했대', '걔네 엄마가 …라고 했대'): X's words, as if opened by 'X가
# 그러는데' (s35) — a person judging a thing there holds the view and X passed it on; a report
# of X alone stays X's. Not when the answer names its own source or X, starts with a pronoun
# for X or the speaker, or ends with no hearsay ending.
_ANSWER_HEARSAY = re.compile(
    r"(?:대|래|대요|래요|다더라|라더라|다던데|라던데|다던데요|라던데요|더라|던데|더라고|더라고요|"
    r"댕|대여|랭|래여|다네|라네|단다|란다|다든데|라든데)[.!~ㅋㅎㅠㅜ\s]*$")
_ANSWER_OWN_SOURCE = re.compile(
    r"(?:그러는데|그러던데|말로는|말론|얘기로는|들었는데|들은|한테서|에게서|그러더라|그랬대|"
    r"그러셨대|하더라고)")
_ANSWER_PRONOUN = re.compile(
    r"^\s*(?:(?:응|어|음|아|네|예|글쎄)[\s,.]+)?(?:(?:걔|얘|쟤|그분|그 사람|그 친구|본인|자기|"
    r"나|저|우리)(?:는|은|가|이|도)?(?:\s|$)|(?:난|내가|전|제가)\s)")


def _asked_words_opened(c: _Ctx, sent: str, turn_text: str) -> str:
    x = c.asked_what or ""
    if not x or "의 " in x or not _ANSWER_HEARSAY.search(sent) or (
            _ANSWER_OWN_SOURCE.search(sent) or _ANSWER_PRONOUN.match(sent)
            # (a verb of saying with its own hearsay ending names its sayer: 'Y가 …다고
            # 했대' is Y's words as the speaker heard them, as before)
            or _TOLD_AT_SECOND_HAND.search(sent)):
        return sent
    if name_key(x) in {name_key(c.speaker), name_key(c.listener or "")}:
        return sent
    if x.split()[0] in turn_text or not re.search(
            r"[가-힣](?:이가|이는|이도|가|는|은|도|께서|이)\s", sent):
        return sent  # (X named again in the turn, as the source said after the report too;
        # or no one marked as holder: X's report as it is)
    words = words_of(sent, tokenize(sent))
    if any(r.kind != "self" and name_key(r.name) != name_key(x) and _background_teller(words, r)
           for r in person_refs(words, c.speaker, c.known, None, c.listener)):
        # ('X는 뭐래?' — 'Y가 와서 봤는데 …래', 'Y가 다녀갔는데 …래': one whose own visit or
        # look the answer tells first told the speaker what they found — Y's words, not X's)
        return sent
    return f"{x}{'이' if has_batchim(x[-1]) else '가'} 그러는데 {sent.lstrip()}"


def _who_said_fragment(c: _Ctx, sent: str) -> str | None:
    """'누가 그래?' — '응 우리 엄마가.': a first sentence that is only a person and the subject
    particle answers who said it — read as 'X가 그랬어' (None when it is no such answer)."""
    m = _SAYER_FRAGMENT.match(sent.strip())
    if m is None:
        frag = _sayer_named(sent.strip())
        if frag is None:
            return None
    else:
        frag = m.group(1)
    words = words_of(frag, tokenize(frag))
    refs = [r for r in person_refs(words, c.speaker, c.known, None, c.listener)]
    if len(refs) != 1 or refs[0].kind == "self" or refs[0].last != len(words) - 1 or (
            refs[0].tail not in ("이", "가", "이가", "께서")):
        return None
    return frag + " 그랬어"


def _answered_who(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> bool:
    """'오늘 당번 누구야?' — '세린. 걔 …': a one-word sentence opening the turn that answers a
    question asking who is a person, whatever Kiwi makes of the word (a given name is often also
    a common noun); a 걔/그분 after it points to them."""
    if not c.asked_who or c.disc is None or refs or len(words) != 1:
        c.asked_who = False  # (only the turn's first sentence answers)
        return False
    c.asked_who = False
    m = _BARE_ANSWER.match(words[0].text)
    if m is None:
        return False
    w = m.group(1)
    # (nor a reply word: '아니지.', '아니 ㅋㅋ' answers no one — an interjection, or a word of
    # the openers a turn starts with)
    if (w in FIRST or w in KO_ROLE_NOUNS or w in _WH or ko_time_expression(w)
            or w in OPENER_WORDS
            or any(t.tag.startswith(("V", "E", "M", "XS", "J", "IC")) and t.form != "이"
                   for t in tokenize(w))):
        return False
    name = strip_hypocoristic(w)
    if name_key(name) in {name_key(c.speaker), name_key(c.listener or "")}:
        return False
    c.disc.note(name)
    c.last_named = name
    _POSITIONAL.setdefault((c.turn.memory, c.turn.session), set()).add(name)
    return True


# cues a question leaves for the turn that answers it (``TurnContext.leave_cue``): the person it
# asked the words of ('X는 그 집 뭐래?', 'X 뭐라셔?') and the person it asked about ('X 봤어?')
_ASKED_WHAT = "ko_asked_what"
# the person the turn before asked the source of ('X는 그거 어디서 들었대?', '누구한테 들었대?',
# '어떻게 알았대?'): the reply names who told X, so what it reports reached the speaker through X
_ASKED_SOURCE = "ko_asked_source"
# a verb of saying with a hearsay ending on it ('그랬대', '말했다더라', '하셨다던데')
_TOLD_AT_SECOND_HAND = re.compile(
    r"(?:그랬|그러셨|했|하셨|말했|말하셨)(?:대|대요|다더라|다던데|다네|다며|다면서|답니다)")
_HEARD_WHERE = re.compile(
    r"(?:어디서|어디에서|누구한테서?|누구에게서?|누구를\s*통해서?|어떻게)\s*(?:들었|알았|안\s*거)")
_ASKED_PERSON = "ko_asked_person"
_WHAT_SAID = re.compile(
    r"뭐(?:래|랬|라(?:셔|시|고|구|던|더|는|\s*(?:했|하셨|하던|하더|그랬|그러)))"
    # ('X가 그 얘기 했어?': whether X spoke of it)
    r"|(?:얘기|말|말씀)\s*(?:했|하셨|하던|하더|해|하셔)[가-힣]*\?")


# --- Kin titles of address: a parent or an older relative calls themselves by the title the
# younger one calls them by ('엄마가 해 줄게', '형은 그거 반대야') ---

# the titles a relative is addressed by and may refer to themselves by
_SELF_TITLES = frozenset(
    "엄마 아빠 어머니 아버지 할머니 할아버지 이모 삼촌 고모 형 누나 언니 오빠".split())  # noqa: SIM905
# per (memory, session): (caller, title) -> the participant the caller addressed by that title
_KIN_CALLED: dict[tuple[str, str], dict[tuple[str, str], str]] = {}
# what tells a turn is spoken to its listener: a second-person word, a prohibitive or a
# request, a question
_ADDRESSED = re.compile(r"(?:^|\s)(?:너|넌|니가|네가)(?:\s|$)|지\s*마")


def _note_kin_vocative(c: _Ctx, text: str) -> None:
    """'엄마, 그거 사기야', '엄마 그거 사기야! 보내지 마': a reply that opens with a bare kin title
    set off by a comma or an exclamation, or spoken to the listener (a 'you' or a prohibitive in
    it), calls the one it answers by that title: the title is theirs in this session. (A bare
    title before a predicate that is about them, '할머니 퇴원하셨어?', is a subject, no call.)"""
    m = re.match(r"\s*([가-힣]+)([,!~]+|\s)", text)
    if m is None or m.group(1) not in _SELF_TITLES or c.listener is None:
        return
    if not m.group(2).strip() and not _ADDRESSED.search(text[m.end():]):
        return
    _KIN_CALLED.setdefault((c.turn.memory, c.turn.session), {})[
        (c.speaker, m.group(1))] = c.listener


def _kin_self(c: _Ctx, words: Sequence[Word], refs: list[PersonRef]) -> list[PersonRef]:
    """A bare kin title (no 우리/내/X의 before it) that is a participant's title of address in
    this session: said by that participant, it is the speaker (a parent speaking of themselves
    as '엄마'); said by the one who calls them so, it is that participant."""
    called = _KIN_CALLED.get((c.turn.memory, c.turn.session))
    if not called:
        return refs
    out = []
    for r in refs:
        title = r.name.split("의 ", 1)[1] if r.kind == "role" and "의 " in r.name else ""
        if title in _SELF_TITLES and r.first == r.last and r.owner in (None, c.speaker) and (
            r.name == f"{c.speaker}의 {title}"
            and (r.first == 0 or _strip_word(words[r.first - 1].text) not in FIRST_POSS)
        ):
            if any(t == title and p == c.speaker for (_, t), p in called.items()):
                out.append(PersonRef(c.speaker, r.first, r.last, r.tail, "self"))
                continue
            if (p := called.get((c.speaker, title))) is not None:
                out.append(PersonRef(p, r.first, r.last, r.tail, "name"))
                continue
        out.append(r)
    return out


def _asked_source_possessor(c: _Ctx, words: Sequence[Word], refs: list[PersonRef]
                            ) -> list[PersonRef]:
    """'X는 어디서 들었대?' — '사촌 형이 그랬대': in the answer a relative or role said with no
    possessor is X's (the question's topic carries over as the dropped possessor), not the
    speaker's; '내/우리 사촌 형' stays the speaker's."""
    src = c.asked_source
    if not src:
        return refs
    out = []
    for r in refs:
        if r.kind == "role" and r.owner == c.speaker and r.name.startswith(f"{c.speaker}의 ") and (
            not any(_strip_word(words[k].text) in FIRST_POSS
                    for k in range(max(0, r.first - 1), r.last + 1))
        ):
            out.append(PersonRef(f"{src}의 {r.name.split('의 ', 1)[1]}", r.first, r.last, r.tail,
                                 "role", owner=src))
            continue
        out.append(r)
    return out


def _familiar(c: _Ctx, name: str) -> str:
    """``name`` without the familiar 이 of a given name ('솔담이' → '솔담', ``strip_hypocoristic``)
    when it is one Hangul word no known person is called."""
    if name in c.known or not re.fullmatch(r"[가-힣]{3,}", name):
        return name
    return strip_hypocoristic(name)


def _strip_word(w: str) -> str:
    return re.sub(r"[,.!?~…]+$", "", w)


# names found by their position only (a common noun as a given name), per (memory, session):
# later turns read them as proper nouns as they do names Kiwi does not know
_POSITIONAL: dict[tuple[str, str], set[str]] = {}


def _asked_about(c: _Ctx, words: Sequence[Word], refs: Sequence[PersonRef]) -> None:
    """'하윤 요즘 뭐 해?', '민채 봤어?': a question opening with a bare name (a proper noun with no
    particle, as 반말 asks about someone) puts that person forward; the answer's 걔/걔 동생 points
    to them, not to the one answering."""
    if c.disc is None or not words:
        return
    i = body_start(words)
    if i >= len(words) - 1 or any(r.first <= i <= r.last for r in refs):
        return
    w = re.sub(r"[^가-힣]", "", words[i].text)
    tags = [t.tag.split("-")[0] for t in words[i].toks]
    if (
        not 2 <= len(w) <= 3
        or w != words[i].text.strip(" ,")
        or w in FIRST
        or not tags
        # a proper noun, or a word Kiwi misreads (a rare common noun, a split '채소+ㄹ') that
        # could be a given name or surname + given name, never a word it knows well ('회사')
        # nor a verb's form ('괜찮은 사람이래?')
        or not (tags[0] == "NNP" and all(tag.startswith("NN") for tag in tags)
                or tags[0] in ("NNG", "NR") and looks_like_name(w)
                # (a particle spelt as a syllable of its own is no part of a name: '이슬은';
                # 이 may be the hypocoristic suffix: '시안이 …나왔어?')
                and not any(t.tag.startswith("J") and re.fullmatch(r"[가-힣]+", t.form)
                            and t.form != "이" for t in words[i].toks))
    ):
        return
    name = strip_hypocoristic(w)
    if name_key(name) not in {name_key(c.speaker), name_key(c.listener or "")}:
        c.disc.note(name)
        c.last_named = name


_LEAD_EC = frozenset(
    {"는데", "ᆫ데", "은데", "어서", "아서", "서", "고", "지만", "더니", "니까", "느라", "느라고",
     "다가"}
)
_BACKGROUND_EC = frozenset({"는데", "ᆫ데", "은데"})


def _split_neunde(toks: Sequence[Any], k: int) -> bool:
    """Token ``k`` is the bound noun 데 after the adnominal 는/ㄴ/은 of a verb, with no particle
    after it and more words to come: Kiwi's reading of the background ending -는데 ('…으로
    하는데 그거 …'), not '가는 데가' (a place)."""
    t = toks[k]
    # (the verb may carry the past -었- before it: '갔다 왔는데' as 오 + 었 + 는 + 데)
    v = k - 2
    while v > 0 and toks[v].tag == "EP":
        v -= 1
    return (t.tag == "NNB" and t.form == "데" and k >= 2 and toks[k - 1].tag == "ETM"
            and toks[k - 1].form in ("는", "ᆫ", "은") and toks[v].tag.startswith(
                ("VV", "VA", "XSV", "XSA", "VX"))
            and k + 1 < len(toks) and not toks[k + 1].tag.startswith(("J", "S", "VCP")))
_WH_WORDS = frozenset("누가 누구 뭐 무엇 어디 언제 왜 어떻게 몇 얼마 무슨 어느".split())  # noqa: SIM905
# the copula's connectives of reason ('…일이라', '…이라서')
_REASON_COPULA_EC = frozenset({"라", "라서", "어서", "서"})
# (an emoji after a sentence is its laugh or sob too: '…닫았대 😭 근데 …')
_LAUGH = re.compile(r"^(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+|[\U0001F300-\U0001FAFF\u2600-\u27BF]+)$")


def _leading_record(c: _Ctx, sent: str, toks: Sequence[Any], background_only: bool = False
                    ) -> None:
    """A clause before a connective or a laugh that tells what someone did, ahead of the
    judgement or report that follows ('어제 점심에 가봤는데 소금빵은 맛있더라', '석진 형은 그 경기
    직관 갔는데, …였대', '어제 가서 샀지 ㅋㅋ 근데 비싸더라'): a record of its own, when it has
    an action verb in the past (or a time word) and no attribution frame."""
    cut = None
    for k, t in enumerate(toks):
        if t.tag == "EC" and t.form in ("고", "어서", "아서", "서") and k + 1 < len(toks) and (
                toks[k + 1].tag == "VX" or toks[k + 1].tag.startswith("VV")
                and toks[k + 1].form in ("가", "오", "다니", "나오", "나가", "들어가", "들어오")):
            continue  # ('안고 가 봤는데', '사서 왔는데'): one motion, no clause of its own yet
        if t.tag == "EC" and (t.form in _LEAD_EC or t.form in _REASON_COPULA_EC and k and toks[
                k - 1].tag == "VCP") or t.tag == "EF" and k + 1 < len(toks) and (
                _LAUGH.match(toks[k + 1].form) or toks[k + 1].tag == "MAJ"):
            cut = k
            break
        if _split_neunde(toks, k):
            # (Kiwi may read the background -는데 as the adnominal 는 + the bound noun 데)
            cut = k
            if not any(x.tag.startswith("VV") or x.tag == "XSV" for x in toks[:k]):
                # ('나도 작년에 똑같았는데 필라테스 하고 …': a state before it is no record; the
                # action chained after it may be)
                cut = None
                continue
            break
    if cut is None or cut + 2 >= len(toks) or _chain_in_nominal(toks, cut):
        return
    head = toks[:cut + 1]
    if background_only and (head[-1].form not in _BACKGROUND_EC and head[-1].form != "데" or any(
            t.form in _WH_WORDS and t.tag in ("NP", "MAG", "MM") for t in head)):
        # (before a question only the background -는데 closes a clause told for itself; a
        # chained '…모시고 가?' or a wh-word is part of what is asked)
        return
    sub = sent[:head[-1].start + head[-1].len].strip()
    # ('만기는 5월 3일이라 괜찮아': a date said with the copula, as the reason for the verdict
    # after it, is a dated fact of its own)
    dated = head[-2].tag == "VCP" and bool(ko_time_expression(sub))
    frames = [m for m in match_frames(head) if not (
        m.frame.holder == "source" and head[m.start].form == "듣" and _listened_to(head, m.start))]
    if not (dated or any(t.tag.startswith("VV") or t.tag == "XSV" for t in head)) or (
            # (a call or a message made — 'X랑 통화했는데', 'X한테 전화했는데' — is a done thing
            # as well as the channel of what follows)
            frames and not all(m.frame.contact for m in frames)):
        return
    verbs = [k for k, t in enumerate(head) if t.tag.startswith("VV") or t.tag == "XSV"]
    if verbs and verbs[-1] > 0 and head[verbs[-1] - 1].tag == "MAG" and (
            head[verbs[-1] - 1].form in _KO_DEGREE):
        return  # ('줄거리는 진짜 미쳤는데 …': a verb graded by a degree word judges, no deed)
    past = any(t.tag == "EP" and t.form in ("었", "았", "였", "ᆻ") for t in head)
    if not (past or ko_time_expression(sub) or ko_has_habit(sub)):
        return  # ('주말마다 …하느라': a habit is a record too)
    sub_toks = tokenize(sub)
    sub_words = words_of(sub, sub_toks)
    _record(
        c, sub, sub_toks, sub_words, person_refs(sub_words, c.speaker, c.known, None, c.listener)
    )


# verbs of saying, knowing and thinking, whose relative clause on a person tells no deed of theirs
# ('그렇게 말하는 X', '그거 아는 X')
_NO_DEED_STEMS = frozenset({"말하", "그러", "이러", "생각하", "얘기하", "듣", "알", "모르", "보",
                            "같", "있", "없", "되"})


def _modifier_record(c: _Ctx, sent: str, words: Sequence[Word], refs: Sequence[PersonRef]
                     ) -> None:
    """'도서관 다니는 우리 누나 말로는 …', '학원 하는 이모한테 …다고 들었어', '지난달에 가게
    인수한 X가 …래': a relative clause on a person, with an action verb, tells what that person
    does (a habit, a job: a Fact) or did (an Event), whatever the sentence then reports — a
    record of its own."""
    for r in refs:
        k = r.first - 1
        if r.kind == "self" or k < 0 or r.kind == "role" and r.owner is None and (
                "의 " not in r.name):
            continue
        toks = [t for t in words[k].toks if not t.tag.startswith("S")]
        if len(toks) < 2 or words[k].text != _strip_word(words[k].text):
            continue
        etm, verb = toks[-1], toks[-2]
        if verb.tag == "EP" and len(toks) >= 3:
            verb = toks[-3]
        if etm.tag != "ETM" or etm.form not in ("는", "ᆫ", "은", "던") or not (
                verb.tag.startswith("VV") or verb.tag == "XSV") or verb.form in _NO_DEED_STEMS:
            continue
        if verb.tag == "XSV" and len(toks) >= 3 and toks[-3].form in _NO_DEED_STEMS:
            continue
        start = k
        while start > 0 and start > k - 4 and not any(
                x.first <= start - 1 <= x.last for x in refs) and not (
                words[start - 1].toks and words[start - 1].toks[-1].tag.startswith(("EC", "EF"))
        ) and words[start - 1].text == _strip_word(words[start - 1].text):
            start -= 1
        if start == k:
            continue  # (the verb alone, with nothing it is done to or where: no record)
        sub = sent[words[start].start:words[r.last].end].strip()
        sub_toks = tokenize(sub)
        sub_words = words_of(sub, sub_toks)
        _record(c, sub, sub_toks, sub_words,
                person_refs(sub_words, c.speaker, c.known, None, c.listener))
        return


# connectives that chain actions ('…넣었다가', '…모아서', '…사고'), which a nominalised clause may
# hold ('…넣었다가 절반 날린 건 도박이었어': what was done is the topic of a judgement)
_CHAIN_EC = frozenset({"다가", "어서", "아서", "서", "고"})


def _chain_in_nominal(toks: Sequence[Any], cut: int) -> bool:
    """Is the clause that a chaining connective at ``cut`` opens a nominalised one (a modifier
    ending and 것/거 before the next clause ending)? The action before it is then part of that
    nominal, the topic of what is said of it, not a record of its own."""
    if toks[cut].form not in _CHAIN_EC:
        return False
    for k in range(cut + 1, len(toks) - 1):
        t = toks[k]
        if t.tag in ("EC", "EF"):
            return False
        if t.tag == "ETM" and toks[k + 1].tag == "NNB" and toks[k + 1].form in ("것", "거"):
            return True
    return False


# the pro-form verb of saying with the retrospective -던데 and words after it ('X가 아까 그러던데,
# 교장 선생님이 …다고 하셨대'): an opener, as 'X가 그러는데' is — what follows is what X said, not
# a sentence of its own (read as -는데; one closing the sentence, '…닫는대. X가 그러던데', stays)
_PRO_FORM_DEONDE = re.compile(r"(?<![가-힣])그러(시)?던데(요)?(?=,?\s+[가-힣\"'“‘])")


def _sentences(text: str) -> list[str]:
    out: list[str] = []
    # (chat's 'ㄴㄴ' (no, don't) and 'ㄱㄱ' (go) close what they are written onto: '걱정ㄴㄴ …')
    parts: list[str] = []
    # (an ellipsis with words after it ends what trails off: '그건 좀… 팀장님은 …래', '…물려받은
    # 거라… 아빠 말론 …': the next words open a sentence of their own)
    # (and so does the chat's sweat mark ';;': '…특근함;; 다들 …?')
    for s in (piece for chunk in re.split(
        r"(?<=[.!?~…;])\s+|\n+|(?<=[가-힣]ㄴㄴ)\s+|(?<=[가-힣]ㄱㄱ)\s+", text
    ) for piece in _after_laugh(chunk)):
        if parts and _open_quote(parts[-1]):
            # ('판매자가 "조명 때문에 그래요~ 실물이 더 예뻐요" 이러던데': a quotation of
            # several sentences stays inside the sentence that quotes it)
            parts[-1] += " " + s
        else:
            parts.append(s)
    for s in parts:
        if s.strip():
            s = _PRO_FORM_DEONDE.sub(r"그러\1는데\2", s)
            for piece in _split_final(_postposed_quote(s.strip())):
                only = _ONLY_PICIAL.match(piece)
                if only is not None and out:
                    name = only.group(1)
                    piece = name + ("이" if has_batchim(name[-1]) else "가") + " 그랬어"
                if out and _sets_up(out[-1]) and _PICKED_UP.match(piece):
                    # ('X 있잖아, 걔 …', 'X 있잖아 옆집. 걔 …': the topic set up and the
                    # pronoun that picks it up stay one sentence)
                    out[-1] = out[-1].rstrip(".") + ", " + piece
                else:
                    out.append(piece)
    return out


# a run of laughing or crying letters with words after it ('… 회비 동결 ㅋㅋㅋ 다음 달에 …',
# '…문 닫는대 ㅎㅎ 아쉽다'): chat closes a sentence with it
_LAUGH_BREAK = re.compile(r"(?<=\S)\s*[ㅋㅎㅠㅜ]{2,}(?=\s+[가-힣A-Za-z0-9\"“])")
# ... unless the word before it cannot end one: a case particle ('걔가 ㅋㅋ 그러는데'), a
# connective ending ('그러는데 ㅋㅋ …', '모르겠는데ㅋㅋ …', '먹고 ㅎㅎ …') or a quotative
_NOT_SENTENCE_END = re.compile(
    r"(?:가|는|은|를|을|도|한테|께서|이랑|랑|에서|에|의|데|고|서|면|니까|지만|"
    r"다고|라고|자고|냐고|려고|면서|길래|는지|던지)$")


# adverbs of degree and connectives a laugh may follow mid-sentence ('삼촌 진짜 ㅋㅋ 다 나았어요')
_LAUGH_ADVERBS = frozenset(
    "진짜 정말 완전 너무 개 넘 존나 아니 근데 그래서 그니까 그러니까 솔직히".split())  # noqa: SIM905


def _after_laugh(chunk: str) -> list[str]:
    """``chunk`` cut after each laughing or crying run that closes a sentence."""
    out: list[str] = []
    start = 0
    for m in _LAUGH_BREAK.finditer(chunk):
        before = chunk[start:m.start()].rstrip()
        last = before.rsplit(" ", 1)[-1] if before else ""
        if not last or _NOT_SENTENCE_END.search(last) or not re.search(r"[가-힣]$", last) or (
                last in _LAUGH_ADVERBS) or all(
                re.sub(r"[,.!?~]+$", "", w) in OPENER_WORDS for w in before.split()):
            continue  # (nor after openers alone: '어 ㅋㅋ 어제 저녁에 …')
        out.append(chunk[start:m.end()].strip())
        start = m.end()
    out.append(chunk[start:].strip())
    return [x for x in out if x]


def _open_quote(s: str) -> bool:
    """Does ``s`` open a double quotation it does not close?"""
    return s.count('"') % 2 == 1 or s.count("“") > s.count("”")


_SAYING_NOUNS = frozenset({"말", "말씀", "얘기", "이야기"})


def _message_sent_at(sent: str, toks: Sequence[Any]) -> bool:
    """Does the sentence close on a message sent ('…메일(을) 보냈어') and say when?"""
    body = [t for t in toks if not t.tag.startswith("S")]
    k = next((i for i in range(len(body) - 1, 0, -1) if body[i].tag.startswith("VV")), None)
    if k is None or body[k].form not in ("보내", "남기", "올리") or any(
            not t.tag.startswith("E") for t in body[k + 1:]):
        return False
    n = k - 1 if body[k - 1].tag != "JKO" else k - 2
    # (a sending itself told as hearsay, '…보냈대', is no record of the speaker's telling)
    heard = any(t.form in ("대", "대요", "래", "래요") or t.form.startswith(("다더", "다던"))
                for t in body[k + 1:])
    return n >= 0 and body[n].form in _SENT_MESSAGES and not heard and (
        ko_time_expression(sent) is not None)
_SENT_MESSAGES = frozenset(
    {"문자", "메일", "카톡", "톡", "메시지", "메세지", "디엠", "쪽지", "편지"})
_QUOTE_ENDS = frozenset(QUOTE_EC) | {"다구", "라구", "ᆫ다구", "는다구"}


def _postposed_quote(sent: str) -> str:
    """'관리인 아저씨가 직접 그러셨어, 내일 물 끊긴다고.': what was said, put after the
    saying and closed by a quotative ending, is read in its usual place ('…가 직접 내일 물
    끊긴다고 그러셨어.'), so the report rows see it."""
    toks = tokenize(sent)
    for k, t in enumerate(toks):
        if k < 2:
            continue
        if t.form == ",":
            j = k - 1
        elif (
            # '…직접 그랬대 이사해서 내려간다고': chat leaves the comma out after a hearsay
            # ending; the next word opens what was said
            # (and after '그러던데', '그러더라고': '걔도 그러던데 거기 별로라고')
            t.tag in ("EF", "EC") and t.form in ("대", "대요", "던데", "던데요", "더라고",
                                                  "더라고요", "더라구")
            and k + 1 < len(toks)
            and toks[k + 1].start > t.start + t.len and not toks[k + 1].tag.startswith("S")
        ):
            j = k
        else:
            continue
        if not (toks[j].tag in ("EF", "EC")
                and (toks[j].form in ("어", "아", "어요", "아요", "지", "대", "대요")
                     # (after a comma these read well as they are)
                     or t.form != "," and toks[j].form in ("던데", "던데요", "더라고",
                                                           "더라고요", "더라구"))):
            return sent
        j -= 1
        while j > 0 and toks[j].tag == "EP":
            j -= 1
        v = toks[j]
        if v.form == "하" and j > 1 and toks[j - 1].tag == "EC" and toks[j - 1].form in (
            "다고", "라고"
        ):
            # ('그랬대' as Kiwi spells it out: 그렇 + 었 + 다고 + 하 + 어, the hearsay -대)
            j -= 2
            while j > 0 and toks[j].tag == "EP":
                j -= 1
            v = toks[j]
        n = j - 1 if j and toks[j - 1].tag != "JKO" else j - 2
        if v.form == "하" and v.tag in ("XSV", "VV") and j and toks[j - 1].form in _SAYING_NOUNS:
            v = toks[j - 1]
        elif v.form in ("보내", "남기", "올리") and v.tag.startswith("VV") and n >= 0 and (
                toks[n].form in _SENT_MESSAGES):
            # ('지난주에 저한테 메일을 보냈어, …다고': the message sent, then what it said)
            v = toks[n]
        elif not (v.form in ("그러", "그렇") and v.tag.startswith(("VV", "VA"))):
            return sent
        rest = [x for x in toks[k + 1:] if not x.tag.startswith("S")]
        if rest and rest[-1].form == "요":
            rest = rest[:-1]  # '…끊긴다고요'
        if (
            len(rest) < 2
            or rest[-1].tag not in ("EC", "EF")
            or rest[-1].form not in _QUOTE_ENDS
            or not any(x.tag.startswith(_PREDICATE_TAGS) for x in rest)
        ):
            return sent
        said = sent[t.start + t.len:].strip()
        # (a laugh or mark closing the sentence closes it after the move too: '…좋다고 ㅋㅋ')
        end = re.search(r"[.!?~]*(?:\s*(?:ㅋ+|ㅎ+|ㅠ+|ㅜ+)[.!?~]*)*$", said)
        said = said[:end.start()].rstrip() if end and end.group(0) else said
        end = end if end and end.group(0) else None
        said = said[:-1] if said.endswith("요") and rest[-1].form != "요" else said
        verb_end = t.start if t.form == "," else t.start + t.len
        close = end.group(0) if end else ""
        return f"{sent[:v.start]}{said} {sent[v.start:verb_end]}{close}"
    return sent


# sentence-final hearsay endings Kiwi may tag EC before a comma or a laugh ('나온다더라, …')
_POLITE_FINALS = frozenset(
    {"어요", "아요", "여요", "에요", "예요", "이에요", "지요", "죠", "네요", "군요", "고요",
     "구요"})
_PLAIN_DA = frozenset(DA_PLAIN.split("|"))
_FINAL_FORMS = frozenset(
    f for fr in FRAMES if fr.kind == "final" and not fr.after_source for m in fr.pattern
    # ('-다드라' is read as the plain -다 and 드라: only the second closes a report)
    for f in m.forms.split("|") if not (fr.name == "dae_deora" and f in _PLAIN_DA)
)
_PREDICATE_TAGS = ("VV", "VA", "VCP", "VCN", "XSV", "XSA", "VX")


# connective endings that close what someone said ('…다는데', '…대서', '…라길래')
_REPORT_LINKS = frozenset(
    f
    for fr in FRAMES
    if fr.name in ("daeseo", "dadeonde_mid")
    for m in fr.pattern for f in m.forms.split("|")
)
# words that open the speaker's own side after a report: candour, contrast, the speaker as topic
# (or the listener, asked for theirs: '…다던데 넌 어땠어?')
# (and the southern 내는 for 나는: '…라 카는데, 내는 …')
_OWN_SIDE = re.compile(r"^\s*,?\s*(?:솔직히|근데|그런데|하지만|난|나는|내가|나도|전|저는|제가|저도|"
                       r"내는|넌|너는|너도|니는|너넨|너네는|"
                       r"내 생각엔|제 생각엔|개인적으로|내가 보기엔|제가 보기엔)(?:\s|,|$)")


# the report links that set what was said against what follows ('…다던데', '…다는데')
_CONTRAST_LINKS = frozenset(f for f in _REPORT_LINKS if f.endswith("데"))


def _other_report(rest: str) -> bool:
    """The rest opens with a named person as topic ('하준이는') and closes with hearsay."""
    toks = [t for t in tokenize(rest) if not t.tag.startswith("S")]
    k = 1 if toks and toks[0].tag == "NNP" else 0
    if k and len(toks) > 2 and toks[1].tag == "XSN" and toks[1].form == "이":
        k = 2
    return bool(k) and k < len(toks) and toks[k].tag == "JX" and toks[k].form in (
        "은", "는", "ᆫ") and any(m.frame.kind == "final" for m in match_frames(tokenize(rest)))


def _contrast_link(toks: Sequence[Any], k: int) -> bool:
    """Token ``k`` links two clauses side by side: -는데/-던데/-지만/-고 (or Kiwi's reading of
    -던데 as the adnominal 던 + the bound noun 데: '옮기자던데'); also a contracted report read
    whole as one connective ('좋다는데', '싫다던데', '가자는데')."""
    t = toks[k]
    return t.tag == "EC" and t.form in ("는데", "ᆫ데", "은데", "던데", "지만", "고") or (
        t.tag in ("EC", "EF") and (t.form in _CONTRAST_LINKS or t.form == "자는데")) or (
        t.tag == "NNB" and t.form == "데" and k >= 1 and toks[k - 1].tag == "ETM"
        # (and of the contracted report -다는데 as the adnominal 다는 + 데: '좋다는데', '가자는데')
        and toks[k - 1].form.endswith(("던", "다는", "라는", "자는", "냐는")))


_SIDE_POSSESSIVES = frozenset({"울", "우리", "내", "제", "저희"})
# a person's topic marks: plain, after the familiar suffix 이, and honorific ('X 부장님께서는')
_PERSON_TOPIC = frozenset({"은", "는", "이는", "께서는"})


class _AnyAntecedent:
    """A stand-in discourse for reading one clause alone: a pronoun ('걔', '그분', '걔 남편')
    points back to someone, whoever it is."""

    def note(self, name: str | None) -> None:
        return None

    def antecedent(self, exclude: Any = ()) -> str | None:
        return "누구"

    @property
    def recent(self) -> list[str]:
        return ["누구"]

    @property
    def speakers(self) -> list[str]:
        return []


_SOME_ANTECEDENT = _AnyAntecedent()


def _topic_person_report(text: str, anywhere: bool = False, subject: bool = False) -> bool:
    """Does ``text`` open with a person (not the speaker) as its topic ('도결 씨는', '울 아빠는',
    '도결이는') and hold a report or a hearsay ending of its own? (``anywhere``: the topic may
    come after other words, '그리고 장소 얘기요, 방장 X 씨는 …'; ``subject``: the person may be
    marked as the subject, '총무 X 씨가 …라고 그러더라')"""
    toks = tokenize(text)
    words = words_of(text, toks)
    if not words:
        return False
    b = body_start(words)
    # (a possessive may come first: '울 아빠는')
    lead = 1 if b < len(words) and words[b].text in _SIDE_POSSESSIVES else 0
    # (a pronoun stands for whoever it points back to — '걔 남편은', '그분은': any antecedent
    # will do to find the topic)
    refs = [r for r in person_refs(words, "", [], _SOME_ANTECEDENT, None) if r.kind != "self"]
    marks = _PERSON_TOPIC | (_SUBJECT_TAILS if subject else frozenset())
    first = next((r for r in refs if r.last >= b and (not anywhere or r.tail in marks)), None)
    if first is None or first.tail not in marks:
        return False
    if not anywhere and (first.first > b + 1 + lead or first.last > b + 2 + lead):
        return False
    return any(m.frame.kind in ("final", "report") for m in match_frames(toks)) or any(
        t.tag == "NNB" and t.form == "데" and j and toks[j - 1].form.endswith("던")
        and toks[j - 1].form[:-1].endswith(("자", "다", "라"))
        for j, t in enumerate(toks))


def _topic_office_report(text: str) -> bool:
    """Does ``text`` open with an office as its topic ('기상청은', '구청에서는') and hold a report
    or a hearsay ending of its own ('기상청은 …온다는데')? An office's words are set against a
    person's as a person's are."""
    toks = tokenize(text)
    words = words_of(text, toks)
    if not words:
        return False
    b = body_start(words)
    m = re.fullmatch(r"([가-힣]+?)(?:은|는|에서는)", _strip_punct_text(words[b].text)) if b < len(
        words) else None
    if m is None or not ORG_END.fullmatch(m.group(1)) or m.group(1) in ORG_ROOMS:
        return False
    return any(f.frame.kind in ("final", "report") for f in match_frames(toks))


# a correction that gives words to their sayer, closed by the connective -고 ('그건 X가 한 말이고',
# '그거 X 얘기고'): what another person said follows it ('…말이고, Y는 …라고 했어')
_SAID_BY_OTHER = re.compile(
    r"(?:^|\s)(?:그건|그거|그게|그 말은|그 얘기는)\s.*(?:말|얘기|이야기|소리|말씀)이?고$")


# the whole correction, in any ending ('아니 그건 X가 한 말이야', '그거 X 얘기였어', 'ㄴㄴ 그건 X가
# 한 소리고'): the saying noun, then the copula at most
_GIVEN_WORDS = re.compile(
    r"^(?:(?:아니|아냐|아니야|아니요|아뇨|ㄴㄴ|노노)[\s,.!ㅋㅎ]+)?"
    r"(?:그건|그거|그게|그 말은|그 얘기는)\s+"
    r"(?P<who>.+?)\s*(?:(?:이|가|께서)\s+(?:한|하신|했던|하셨던)\s*)?(?:말|얘기|이야기|소리|말씀)"
    r"(?:이)?(?:고|야|예요|이에요|에요|지|임|였어|였어요|였고|였지|이었어|잖아|인데|였는데)?"
    r"[\s.!~ㅋㅎ…,]*$")


# a sentence that names whose the words just before were ('이게 X 말이에요', '이건 X가 공지에
# 적은 거예요', '그건 X가 확인해 준 거예요', '보낸 분은 X 씨'): a demonstrative for those words
# as topic or subject, then their sayer as a noun of saying's possessor or as the subject of a verb
# of saying, writing, confirming or sending before the bound noun 거; or the one who sent or said
# them as topic, then who that is
_LABEL_COPULA = (r"(?:이)?(?:고|고요|구요|야|예요|이에요|에요|입니다|이었어요|였어요|였고|였어|임|"
                 r"이었고|이거든요|거든요|이죠|죠|지)?")
_SOURCE_LABEL = re.compile(
    r"^(?:(?:이게|이건|이거|이것은|그게|그건|그거|그것은|이 말은|그 말은|이 얘기는|그 얘기는)"
    r"(?:\s+다)?\s+(?P<who>[^\s,.]+(?:\s+[^\s,.]+){0,3}?)\s*(?:"
    r"(?:의\s+)?(?:말|얘기|이야기|말씀|설명|주장|입장|답변|전언)" + _LABEL_COPULA +
    r"|(?:이|가|께서)\s+(?:[^\s,.]+\s+){0,3}?(?:쓴|쓰신|적은|적으신|한|하신|말한|말씀하신|"
    r"얘기한|얘기하신|밝힌|밝히신|전한|전하신|보낸|보내신|올린|올리신|남긴|남기신|"
    r"(?:확인|얘기|말|전|알려|보내|전달|제보|설명)(?:해|해서|)\s*(?:준|주신))"
    r"\s*(?:거|것)" + _LABEL_COPULA + r")"
    r"|(?:이렇게\s+|그렇게\s+)?(?:보낸|보내신|보내\s*준|보내\s*주신|쓴|쓰신|올린|올리신|남긴|"
    r"남기신|제보한|제보하신|제보해\s*주신|알려\s*준|알려\s*주신|전해\s*준|전해\s*주신)\s+"
    r"(?:분|사람|이)(?:은|는|이|가)\s+(?P<sender>[^\s,.]+(?:\s+[^\s,.]+){0,3}?)"
    r"(?:이에요|예요|이야|야|입니다|이고요|이고|고요|이래요|래요|요)?)[\s.!~…]*$")


_LAST_QUOTE = "ko_last_quote"

# a correction of who said it: 'A가 아니라 B가 한 거예요', 'A 아니고 B가 한 말이야' — the one
# denied, then the sayer (a phrase of up to five words: an affiliation before a name) as subject
# of a relative of 하다 or 말하다 on a noun of words or the bound noun 거
_CORRECTION = re.compile(
    r"(?:^|\s)(?P<a>[^\s,.]+?)(?:이|가|께서)?\s+(?:아니라|아니고)\s+"
    r"(?P<b>(?:[^\s,.]+\s+){0,4}?[^\s,.]+?)(?:이|가|께서)\s+"
    r"(?:한|하신|했던|하셨던|말한|말씀하신)\s*(?:거|것|말|말씀|얘기|발언)"
    r"(?:이)?(?:예요|에요|이에요|야|이야|입니다|였어요|였어|이었어요|였습니다|죠|지|고|고요|래요|래|임)?"
    r"[\s.!~…]*$")


def _corrected_sayer(sent: str, words: Sequence[Word], refs: Sequence[PersonRef]) -> str | None:
    """'그 말은 A가 아니라 B가 한 거예요': B, the one the correction says said the words (a
    person the parser found in B's phrase, the last one: 'X대 Y과 Z 교수'); else None."""
    m = _CORRECTION.search(sent.rstrip())
    if m is None:
        return None
    lo, hi = m.start("b"), m.end("b") + 3
    people = [r for r in refs if r.kind != "self" and lo <= words[r.first].start < hi]
    if not people or any(r.kind == "self" for r in refs if words[r.first].start >= lo):
        return None
    return people[-1].name


def _said_something(text: str) -> bool:
    """Do the words hold something said — two words at least, not a laugh or a one-word reply?"""
    return len(re.findall(r"[가-힣]{2,}", text)) >= 2


def _source_label(c: _Ctx, sent: str, words: Sequence[Word], refs: Sequence[PersonRef]
                  ) -> str | None:
    """'…대요. 이건 X가 공지에 적은 거예요': the sayer a sentence names for the words said just
    before it (a person the parser found in it, else an office the label names: '이게 X팀
    말이고요'), when the sentence is such a label; else None."""
    lead = len(sent) - len(sent.lstrip())
    m = _SOURCE_LABEL.match(sent.strip())
    if m is None or any(r.kind == "self" for r in refs):
        return None
    part = "who" if m.group("who") else "sender"
    lo, hi = m.start(part) + lead, m.end(part) + lead
    # (the people named inside the sayer's phrase: '보낸 분은' itself is no one; of a role then
    # a name, 'a listener, X', the name)
    people = [r for r in refs if r.kind != "self" and lo <= words[r.first].start < hi]
    if people and people[-1].kind == "name":
        return people[-1].name
    if len(people) == 1:
        return people[0].name
    if people:
        return None
    who = m.group(part).strip()
    office = who.replace(" ", "")
    if ORG_END.fullmatch(office) and who.split()[-1] not in ORG_ROOMS and len(who.split()) <= 3:
        return who
    return None


def _words_given_to(sent: str, words: Sequence[Word], refs: Sequence[PersonRef]) -> str | None:
    """'아니 그건 X가 한 말이고': the person the words talked of are given to (None when the
    sentence is no such correction, or names no one, or more than one)."""
    m = _GIVEN_WORDS.match(sent.strip())
    if m is None:
        return None
    people = [r for r in refs if r.kind != "self"]
    if len(people) != 1 or any(r.kind == "self" for r in refs):
        return None
    return people[0].name


# the speaker's own recall or knowledge as a sentence adverbial ('내 기억으론', '제 기억에는',
# '내가 알기로는', '제가 듣기론'), before someone else's words
_OWN_RECALL = re.compile(
    r"(^|\s)(?:(?:내|제|나의|저의)\s*기억(?:으로는|으론|으로|에는|엔|상으로는|상)"
    r"|(?:내가|제가)\s*(?:알기로는|알기론|알기로|듣기로는|듣기론|듣기로))\s*,?(?=\s)")


# the speaker as the one told, right before a verb of saying in a form that reports
# ('나한테 그러던데', '저한테 말씀하시더라고요'; not '나한테 그러면', a condition)
_TOLD_ME = re.compile(
    r"(?<=\S)\s+(?:나한테|저한테|나에게|저에게|내게|제게|우리한테|저희한테|우리에게|저희에게)\s+"
    r"(?=(?:그러|그랬|말하|말했|말씀하|말씀했|얘기하|얘기했|이야기하|이야기했|하)(?:시|셨)?"
    r"(?:더라|던데|는데|길래|대|래|었|였|셨|더라고|더라구|어|여)\S*\s*$)")


# words that leave the matter just talked of for another ('anyway', 'by the way')
_TOPIC_SHIFT = re.compile(
    r"(?:암튼|아무튼|어쨌든|어쨋든|어쨌거나|그나저나|그건 그렇고|근데 그건 그렇고)(?:\s|,|$)")


# a clause closed by the first person's hedge ('…인 것 같아', '…인 듯'): the speaker's own guess
# (a hedge passed on ends in hearsay instead: '…것 같대')
_OWN_HEDGE_END = re.compile(
    r"(?:[것거]\s*같아(?:요)?|[것거]\s*같음|[것거]\s*같은데(?:요)?|듯(?:해|해요|함)?)"
    r"[\s.!~…ㅋㅎㅠㅜ]*$")


def _own_turn(rest: str) -> bool:
    return _OWN_SIDE.match(rest) is not None or (
        # '…간다던데 농담인 것 같아': after a report, a short hedged verdict with no hearsay
        # ending and no quotation of its own is the speaker's take on what was said
        len(rest.split()) <= 6 and _OWN_HEDGE_END.search(rest) is not None
        and not re.search(r"[\"'“‘]|[대래]요?(?:\s|$)|다고|라고|더라|던데", rest))


# a word closed by a polite hearsay ending ('…한대요', '…온대요', '…이래요'), then a comma
_POLITE_HEARSAY_COMMA = re.compile(r"[가-힣](?:[대래]요|다더라고요|라더라고요|다던데요|라던데요),")


class _Tok:
    """A stand-in morpheme (form, tag) for a reading Kiwi did not give."""

    def __init__(self, form: str, tag: str, start: int = 0, length: int = 0) -> None:
        self.form, self.tag, self.start, self.len = form, tag, start, length

_DISLOCATED_TAGS = ("NNP", "NNG", "NNB", "NP", "MM", "XSN", "JKS", "JKG", "JKB", "JX", "S")


def _split_dislocated_source(sent: str, toks: Sequence[Any]) -> list[str] | None:
    """'…닫는대 수진이가', '"…" 이러던데 수진이가', '…바뀌었대 우리 엄마 말로는': hearsay closed by
    a final ending, then (chat leaves the full stop out) only the person it came from — a subject
    or 'X 말로는' — is two sentences, the second naming the source of the first ('수진이가' read
    as '수진이가 그랬어'). None when the sentence is not so made."""
    for k, t in enumerate(toks[:-1]):
        if t.tag not in ("EF", "EC") or (
            toks[k + 1].start <= t.start + t.len and toks[k + 1].form != ","
        ):
            continue
        rest = [x for x in toks[k + 1:] if not x.tag.startswith("S")]
        # ('…한다더라, 하늘이가.': Kiwi may read a name's 이 and the subject's 가 as the copula
        # and a connective ending — a verbless afterthought all the same)
        glued = len(rest) >= 3 and rest[-2].form == "이" and rest[-2].tag == "VCP" and (
            rest[-1].form == "가" and rest[-1].tag == "EC" and rest[-3].tag in ("NNG", "NNP"))
        if glued:
            rest = [*rest[:-2], _Tok("가", "JKS", rest[-1].start, rest[-1].len)]
        # ('…문 닫는대, X 말로는' with X split by Kiwi into pieces of other words: before
        # '말로는', a word with no verb or ending in it is who it came from)
        by_words = len(rest) >= 4 and [x.form for x in rest[-2:]] in (
            ["로", "는"], ["으로", "는"]) and rest[-3].form in ("말", "말씀") and not any(
                x.tag.startswith(("V", "E", "XSV", "XSA")) for x in rest[:-3])
        if not rest or not (by_words or all(x.tag.startswith(_DISLOCATED_TAGS) for x in rest)) or (
                not any(x.tag in ("NNP", "NNG", "NP") for x in rest)):
            continue
        said = [m for m in match_frames(list(toks[:k + 1])) if m.frame.kind in ("final", "report")]
        if not said:
            return None
        tail = sent[t.start + t.len:].strip(" ,")
        said_by = sent[t.start + t.len:rest[-1].start + rest[-1].len].strip(" ,")
        if rest[-1].tag == "JKS" and rest[-1].form in ("가", "이", "께서") or (
            # '…재밌대 태민이는': a named person's topic
            rest[-1].tag == "JX" and rest[-1].form in ("은", "는", "ᆫ") and len(rest) >= 2
            and (rest[-2].tag in ("NNP", "NP") or rest[-2].tag == "XSN" and len(rest) >= 3
                 and rest[-3].tag in ("NNP", "NNG"))
        ):
            tail = said_by + " 그랬어"
        elif not (len(rest) >= 3 and rest[-1].form == "는" and rest[-2].form in ("로", "으로")
                  and rest[-3].form in ("말", "말씀")):
            return None
        return [sent[:t.start + t.len].strip(" ,"), tail]
    return None


# '-다고 하는데' contracted into one connective ('비싸다는데', '가자는데')
_REPORT_NEUNDE = frozenset({"다는데", "라는데", "ᆫ다는데", "는다는데", "자는데"})


# final endings that recall something to the listener or explain ('-잖아', '-거든'): they close
# their clause, however the chat runs on after them
_RECALL_FINALS = frozenset({"잖아", "잖아요", "거든", "거든요"})


def _polite_final(t: Any, toks: Sequence[Any], k: int) -> bool:
    """'…좋아요 통근이 줄거든요': the polite speech level's final ending (-아요/-어요/-네요…,
    one that ends in 요 after a predicate) closes a sentence — no connective takes 요 — so chat
    running on without punctuation into a clause of its own starts a second sentence."""
    return t.form.endswith("요") and len(t.form) >= 2 and k >= 1 and (
        toks[k - 1].tag.startswith(_PREDICATE_TAGS) or toks[k - 1].tag == "EP")


def _said_before(toks: Sequence[Any], k: int) -> bool:
    """Is the connective at ``k`` closing a verb of saying after a quotative ending ('…좋다고
    하는데', '…하자고 그러시던데', '…간다고 했지만')?"""
    j = k - 1
    while j >= 0 and toks[j].tag == "EP":
        j -= 1
    return j >= 1 and toks[j].tag == "VV" and toks[j].form in ("하", "그러", "말하", "말씀하") and (
        toks[j - 1].tag == "EC" and toks[j - 1].form.endswith("고"))


def _own_clause(toks: Sequence[Any]) -> bool:
    """Do ``toks`` open a clause of their own: a noun with a subject or topic particle, then a
    predicate ('기준이 다름', '거기는 물가가 싸')?"""
    for k, t in enumerate(toks[:-1]):
        if t.tag in ("EC", "EF", "ETM"):
            return False  # a clause ends before any subject is said
        if t.tag.startswith("NN") and toks[k + 1].tag in ("JKS", "JX") and toks[k + 1].form in (
                "이", "가", "은", "는", "ᆫ"):
            return any(x.tag.startswith(_PREDICATE_TAGS) for x in toks[k + 2:])
    return False


# a hearsay final ending run on, with no full stop, into a sentence that only names whom it
# was heard from or who told it ('…닫는대 X한테 들었어', '…별로래요 X 씨한테 들었어요', '…비싸다더라
# 우리 언니가 알려줬어'): two sentences, the second naming the first's source
_SOURCE_AFTER_FINAL = re.compile(
    r"(?<=[가-힣])(?:대|래|대요|래요|더라|더라고|더라구|던데|던데요|더라고요)(?:[ㅋㅎㅠㅜ]+)?\s+(?="
    # (not a name ending in 래/대 before its 씨/님: '…솔래 씨한테 들었는데')
    r"(?!(?:씨|님)(?:\s|한테|에게|께|이|가))(?:[가-힣]+\s+){0,2}[가-힣]+?(?:\s*(?:씨|님))?"
    r"(?:(?:한테서|한테|에게서|에게|께)\s+(?:직접\s+|다\s+|전해\s*)?(?:들었|들음|들은\s*거|듣고)"
    r"|(?:이|가|께서)\s+(?:직접\s+)?(?:말해\s*줬|알려\s*줬|얘기해\s*줬|말해\s*주더|알려\s*주더"
    r"|얘기해\s*주더|말해\s*줌|알려\s*줌|얘기해\s*줌))"
    r"|\(?\s*[가-힣]+?(?:\s*(?:씨|님))?\s*피셜[\sㅋㅎㅠㅜ.!~)]*$)")
# a sentence that is only the chat's source word after a name ('X 피셜', 'X피셜 ㅋㅋ'): the
# name said the sentence before ('X가 그랬어')
_ONLY_PICIAL = re.compile(r"^\(?\s*([가-힣]+?(?:\s*(?:씨|님))?)\s*피셜[\sㅋㅎㅠㅜ.!~)]*$")


# how a word closed by a hearsay final ending ends ('…간대', '…별로래요', '…비싸다더라',
# '…좋다던데', '…닫는대ㅋㅋ')
_HEARSAY_WORD_END = re.compile(r"(?:대|래|대요|래요|더라|던데|더라고|더래)[ㅋㅎㅠㅜ]*[.!~]*$")


# the connectives that give what someone said as the reason for what the speaker did next
# ('…좋다길래', '…별로래서', '…가자고 해서')
_REPORTED_REASON = frozenset({"다길래", "라길래", "길래", "대서", "래서", "ᆫ대서", "는대서"})


def _reason_then_own(sent: str, toks: Sequence[Any]) -> list[str] | None:
    """'X가 좋다길래 가봤는데 완전 별로던데', 'X가 가자고 해서 갔는데 나는 좀 지루했어': what
    someone said, given as the reason for what the speaker then did, and the speaker's own
    verdict on it — two sentences (the second has no subject of its own and no report of its
    own: the speaker's). None when the sentence is not so made."""
    for k, t in enumerate(toks[:-1]):
        reason = t.tag == "EC" and t.form in _REPORTED_REASON or (
            t.tag == "EC" and t.form in ("어서", "아서") and k >= 2 and toks[k - 1].form == "하"
            and toks[k - 2].tag == "EC" and toks[k - 2].form in QUOTE_EC)
        if not reason:
            continue
        rest = sent[t.start + t.len:].strip(" ,")
        rest_toks = tokenize(rest)
        if not rest or any(m.frame.kind in ("final", "report", "opener") and not (
                # ('그냥 그랬어', meh: no verb of saying)
                m.frame.name == "geuraesseo" and m.start and rest_toks[m.start - 1].form in (
                    "그냥", "그저")) for m in match_frames(rest_toks)):
            return None
        if any(x.tag in ("NNP",) or x.tag == "JKS" for x in rest_toks) or not any(
                x.tag.startswith(("VV", "VX")) for x in rest_toks):
            return None  # (a subject of its own, or no doing of the speaker's after it)
        if ko_polarity(rest) == "neutral" and not _chat_verdict(rest_toks, []):
            return None  # (a chat verdict counts too: '…갔는데 그냥 그랬어', meh)
        return [sent[:t.start + t.len].strip(" ,"), rest]
    return None


def _reaction_after(rest: Sequence[Any]) -> bool:
    """Is ``rest`` (the tokens after a final ending) a short reaction of the speaker's or an
    adverb put after the sentence: one or two words of an interjection, a noun, an adjective or
    an adverb with their endings, no person, no particle, no verb of doing ('대박', '헐',
    '실화냐', '레전드', '부럽다', '미쳤다', '엄청') — not '꼭 세워요', a sentence of its own."""
    words = [x for x in rest if not x.tag.startswith(("S", "W"))]
    if not words or sum(b.start > a.start + a.len for a, b in pairwise(words)) > 1:
        return False  # (more than two words)
    tags = [x.tag.split("-")[0] for x in words]  # (Kiwi marks irregular stems: 'VA-I')
    if not all(tg in _REACTION_TAGS or tg == "VV" and x.form in _REACTION_VERBS
               # ('웃기지 않냐', '어이없지 않아?': the negated question of a reaction)
               or tg == "VX" and x.form == "않"
               for tg, x in zip(tags, words, strict=True)) or any(
                   x.form in ("피셜", "본인", "자기") for x in words):
        return False  # (a source said after it is no reaction: '본인 피셜임')
    return any(tg in ("IC", "NNG", "VA", "XR", "MAG") or tg == "VV" for tg in tags)


# verbs Kiwi reads that say a reaction ('미쳤다', '웃기다', '웃기지 않냐', '소름 돋아')
_REACTION_VERBS = frozenset({"미치", "웃기", "돋"})
# what a reaction after a sentence is made of (see _reaction_after)
_REACTION_TAGS = frozenset({"IC", "NNG", "VA", "XR", "MAG", "VCP", "EF", "EP", "ETN", "XSA",
                            "XSN", "XPN", "EC"})


_OWN_THEN_REPORT_EC = frozenset({"는데", "ᆫ데", "은데", "지만", "던데"})
# a third-person pronoun opening the report after the speaker's own verdict ('난 좋았는데 걔는
# 별로래'): another person, whoever it points back to
_PRONOUN_OPENERS = re.compile(r"^(?:걔|얘|쟤|걔네|그분|그 사람|그 친구|그쪽)")


def _own_view_then_report(head: str, rest: str) -> bool:
    """``head`` is the speaker's own verdict or deed (no other person in it, an evaluative
    predicate or the speaker named)
    and ``rest`` opens with another person — as topic, subject or source — whose report ends in
    hearsay ('난 맛있었는데 | X는 별로래', '맛은 괜찮았는데 | X 말로는 …래')."""
    htoks = tokenize(head)
    hwords = words_of(head, htoks)
    hrefs = person_refs(hwords, "", [], None, None)
    if any(r.kind != "self" for r in hrefs) or not hwords:
        return False
    if any(m.frame.kind in ("final", "report", "opener", "source") for m in match_frames(htoks)):
        return False
    hb = body_start(hwords)
    if not _evaluative([t for w in hwords[hb:] for t in w.toks], head, hrefs) and not any(
            r.kind == "self" for r in hrefs):
        # ('난 요가 등록했는데 | 원장님이 "…" 이럼': what the speaker did, said of themselves,
        # closes its clause as a verdict of theirs does)
        return False
    rtoks = tokenize(rest)
    rwords = words_of(rest, rtoks)
    if not rwords:
        return False
    rb = body_start(rwords)
    rrefs = [r for r in person_refs(rwords, "", [], None, None) if r.kind != "self"]
    if not any(r.first <= rb + 1 for r in rrefs) and not _PRONOUN_OPENERS.match(
            " ".join(w.text for w in rwords[rb:rb + 2])):
        return False
    return any(m.frame.kind in ("final", "report") for m in match_frames(rtoks))


_TOLD_STEMS = frozenset({"듣", "들", "그러", "그렇"})
_TOLD_FINALS = frozenset({"대", "더라", "어", "었어", "아", "어요", "더라고", "던데", "대요"})


def _told_then_words(sent: str, toks: Sequence[Any]) -> list[str] | None:
    """'X가 Y한테 들었대 거기 닫는다고', 'X가 그러더라 거기 닫는다고': a verb of hearing or the
    pro-verb of saying closed by a final ending, then (no punctuation between) the words heard,
    closed by the quotative or a hearsay ending — two sentences, the second what was heard."""
    for k, t in enumerate(toks):
        if t.form not in _TOLD_FINALS or not t.tag.startswith(("EF", "EC")) or k == 0:
            continue
        v = k - 1
        while v > 0 and toks[v].tag == "EP":
            v -= 1
        if toks[v].form not in _TOLD_STEMS or not toks[v].tag.startswith(("VV", "VA")) or (
                toks[v].form in ("듣", "들") and v == k - 1):
            continue  # (듣다 told in the past only: '올해 들어' is 'entering the year')
        end = t.start + t.len
        if end >= len(sent) or sent[end] != " ":
            continue
        rest = [x for x in toks[k + 1:] if not x.tag.startswith(("S", "W"))]
        if len(rest) < 2 or not any(x.tag.startswith(_PREDICATE_TAGS) for x in rest):
            return None
        last = rest[-1] if not (rest[-1].tag == "JX" and rest[-1].form == "요") else rest[-2]
        if last.form in _FRAGMENT_QUOTATIVES or last.form in (
                "대", "래", "대요", "래요", "ᆫ대", "는대", "ᆫ대요", "는대요"):
            head, tail = sent[:end].strip(), sent[end:].strip()
            if head and tail:
                return [head, tail]
        return None
    return None


# the connectives that close a saying told on ('…들었다고 하던데 …', '…들었다고 그러더니 …')
_TOLD_ON_EC = frozenset({"는데", "ᆫ데", "던데", "더니", "는데요", "던데요", "니까", "길래"})


def _heard_told_on(toks: Sequence[Any]) -> tuple[int, int] | None:
    """'X가 Y한테 들었다던데 …래', 'X는 Y한테 들었다고 하던데 …', 'X가 Y한테 들었다고 그러더니
    …', 'X가 Y한테 들었다면서 …': the hearing itself told on (-다고 하-/그러- or -다면서 on 듣다)
    and closed by a connective, with words after it — what follows is what was heard: the
    start and end (text offsets) of the connective closing the telling, else None."""
    for k, t in enumerate(toks):
        if not (t.form == "듣" and t.tag.startswith("VV")):
            continue
        j = k + 1
        while j < len(toks) and toks[j].tag == "EP":
            j += 1
        if j >= len(toks) or toks[j].tag != "EC":
            continue
        if toks[j].form in ("다면서", "다며"):
            end = j
        elif toks[j].form in ("다고", "다", "다구") and j + 1 < len(toks) and (
                toks[j + 1].form in ("하", "그러") and toks[j + 1].tag.startswith("VV")):
            end = j + 2
            while end < len(toks) and toks[end].tag == "EP":
                end += 1
            if end >= len(toks) or toks[end].tag != "EC" or toks[end].form not in _TOLD_ON_EC:
                continue
        else:
            continue
        if any(x.tag.startswith(_PREDICATE_TAGS) for x in toks[end + 1:]):
            return toks[end].start, toks[end].start + toks[end].len
    return None


# a clause closed by the hearsay connective -다는데/-라는데 and a comma ('…라는데, …')
_HEARSAY_THEN_REPORT = re.compile(r"(?<=[가-힣])((?:다|라)는데)\s*,\s+")


def _split_final(sent: str) -> list[str]:
    """'…나온다더라, 조금만 기다려 봐', '…닫는다던데 ㅋㅋ 나 석 달 치 냈는데': a sentence ended by a
    final ending before a comma or a laugh, with another predicate after it, is two sentences."""
    told_on = _heard_told_on(tokenize(sent))
    if told_on is not None:
        # ('X가 Y한테 들었다던데 …래': the hearing told on, then what was heard — read as 'X가
        # Y한테 들었대. …래'; '-다면서' closing a sentence asks back, so it is said as -대)
        at, end = told_on
        head, rest = sent[:end].strip(" ,"), sent[end:].strip(" ,")
        if sent[at:end] in ("다면서", "다며"):
            head = (sent[:at] + "대").strip(" ,")
        if head and rest:
            return [head, *_split_final(rest)]
    contrast = _HEARSAY_THEN_REPORT.search(sent)
    if contrast is not None:
        # ('X는 …라는데, Y는 …다고 했어': a report closed by the hearsay -다는데/
        # -라는데 and a comma, then another report with its own frame — two reports set side by
        # side, each read alone)
        head, rest = sent[:contrast.start() + len(contrast.group(1))].strip(), sent[
            contrast.end():].strip()
        if head and rest and any(m.frame.kind in ("report", "final", "opener")
                                 for m in match_frames(tokenize(rest))):
            return [head, *_split_final(rest)]
    told = _SOURCE_AFTER_FINAL.search(sent)
    if told is not None:
        head, rest = sent[:told.end()].strip(), sent[told.end():].strip()
        if head and rest and any(m.frame.kind == "final" for m in match_frames(tokenize(head))):
            return [head, *_split_final(rest)]
    polite = _POLITE_HEARSAY_COMMA.search(sent)
    if polite is not None:
        # '…다음 달부터 한대요, 관리인 아저씨가 방송하셨어요': a polite hearsay ending before a
        # comma closes the sentence, however Kiwi reads the word ('한대요' as 한 + 대 + 이 + 요)
        head, rest = sent[:polite.end() - 1].strip(), sent[polite.end():].strip()
        rest_toks = tokenize(rest)
        if head and any(x.tag.startswith(_PREDICATE_TAGS) for x in rest_toks):
            return [head, *_split_final(rest)]
    toks = tokenize(sent)
    dislocated = _split_dislocated_source(sent, toks)
    if dislocated is not None:
        return dislocated
    told_then = _told_then_words(sent, toks)
    if told_then is not None:
        return told_then
    own = _reason_then_own(sent, toks)
    if own is not None:
        return own
    parts = sent.split()
    for n in (1, 2):
        # '…비쌌대 대박', '…닫는대 헐', '…간대 부럽다', '…별로래 엄청': a hearsay final
        # ending, then (no punctuation between) a word or two of the speaker's reaction to it
        # or an adverb put after it — not part of what was heard (each side read alone: Kiwi
        # may read the ending and the word after it together as something else, '…대 대박')
        if len(parts) <= n + 1 or not _HEARSAY_WORD_END.search(parts[-n - 1]) or any(
                ch.isdigit() for ch in parts[-n - 1]):
            continue  # (a clause before it, not one word: '직거래 괜찮아요?'; no count: '4만번대')
        head, rest = " ".join(parts[:-n]), " ".join(parts[-n:])
        head_toks = tokenize(head)
        ending = [x for x in head_toks if not x.tag.startswith(("S", "W"))]
        if len(ending) < 2 or not ending[-1].tag.startswith("E") or ending[-2].tag in (
                "SN", "NR", "NNB"):
            continue  # (the word closed by an ending, not a noun: '지지대')
        if _reaction_after(tokenize(rest)) and any(
                m.frame.kind == "final" and all(x.tag.startswith(("S", "W"))
                                                for x in head_toks[m.end:])
                for m in match_frames(head_toks)):
            return [head, rest]
    for k, t in enumerate(toks[:-2]):
        if (
            t.tag == "EC" and t.form in _CONTRAST_EC and k >= 1
            and (toks[k - 1].form == "같" or toks[k - 1].tag == "EP" and k >= 2
                 and toks[k - 2].form == "같")
        ):
            # '그분 좋은 분 같던데 X가 …대': the speaker's own hedged view, closed by a
            # connective, then hearsay with its own holder — two sentences (the view's topic
            # is no holder of the hearsay)
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest and (any(
                m.frame.kind == "final" for m in match_frames(tokenize(rest))
            ) or _TOPIC_SHIFT.match(rest)):
                # (or a word that leaves the matter for another, '…예쁜 거 같은데 암튼 언제
                # 와?': the hedged view is said and done)
                return [head, *_split_final(rest)]
        # (Kiwi may read the link as a final ending before the next topic: '…없다던데 너는 …')
        if t.tag in ("EC", "EF") and t.form in _CONTRAST_LINKS and _other_report(
            sent[t.start + t.len:]
        ):
            # '다은이는 …비싸다던데 하준이는 싸대': one person's report set against another's —
            # two reports, each its own holder's
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if _contrast_link(toks, k) and (
                _topic_person_report(sent[:t.start + t.len], True)
                or _topic_office_report(sent[:t.start + t.len])
                or t.form == "고" and _SAID_BY_OTHER.search(sent[:t.start + t.len])) and (
                _topic_person_report(sent[t.start + t.len:])
                # ('…가자고 하시는데, 총무 X 씨가 "…" 그러더라': after a report closed by the
                # link and a comma, a person marked as the subject of their own report)
                or sent[t.start + t.len:t.start + t.len + 1] == ","
                and _topic_person_report(sent[t.start + t.len + 1:], subject=True)):
            # '서련 씨는 …옮기자던데 도결 씨는 …못 옮긴다고 버텨요', '실장님은 …준다고 하는데,
            # 울 아빠는 …받으래': two persons, each the topic of their own words, set side by
            # side — two reports, each its own holder's
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if (
            t.tag in ("EC", "EF") and t.form in ("어", "아", "야", "네")
            and k >= 1 and toks[k - 1].tag.startswith(("V", "EP", "XS"))
            and toks[k + 1].start > t.start + t.len
            # (the next word a person, not an auxiliary after a connective: '…해 봐', '…지 마')
            and toks[k + 1].tag.startswith(("NN", "NP", "MM"))
            and _topic_person_report(sent[toks[k + 1].start:])
        ):
            # '…같이 앉아있어 남편은 …하지 말라는데 …', chat with no stop: a plain final ending,
            # then a person as the topic of their own words — two sentences
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[toks[k + 1].start:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if t.tag in ("EC", "EF") and t.form in _OWN_THEN_REPORT_EC and _own_view_then_report(
                sent[:t.start + t.len], sent[t.start + t.len:]):
            # '난 맛있었는데 X는 별로래', '맛은 괜찮았는데 X 말로는 …래': the speaker's own verdict,
            # closed by a contrast, then another person's report — two sentences, each its own
            # holder's
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if (t.tag in ("EC", "EF") and t.form in _REPORT_LINKS or t.tag == "EC"
                and t.form in _OWN_THEN_REPORT_EC and _said_before(toks, k)) and _own_turn(
                sent[t.start + t.len:]):
            # '…감동적이라는데 난 좀 지루했어': what was said, then the speaker's own take on it
            # (and said in full, '…좋다고 하는데 난 …', '…하자고 했지만 나는 …')
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        # (the chat's nominal ending -ㅁ/-음 closes a sentence too, read as EF or ETN: '포기함ㅠㅠ',
        # and so does the progressive -는 중 with the copula left out: '짐 싸는중ㅋㅋ')
        # (the polite declarative -어요/-네요/-죠 is never a connective, however Kiwi tags it
        # before a comma: '…좋았어요, 주인 할머니가 …챙겨 주셔서' — a sentence closed, then a
        # reason said after it; the polite background '…그러는데요, …' opens what follows and is
        # left alone)
        final = t.tag == "EF" or t.tag == "EC" and (
            t.form in _FINAL_FORMS or t.form in _POLITE_FINALS) or (
            (t.tag == "ETN" and t.form in ("ᆷ", "음")
             or t.tag in ("NNB", "NNG") and t.form == "중" and k >= 1 and toks[k - 1].tag == "ETM")
            and toks[k + 1].tag == "SW" and bool(_LAUGH.match(toks[k + 1].form))
        ) or (
            # '최악 ㅋㅋ …': a lone verdict noun opening the turn, before a laugh
            t.tag == "NNG" and t.form in _EVAL_NOUNS
            and all(x.tag in ("IC", "MAJ", "MAG", "SW", "SF", "SP", "XPN") for x in toks[:k])
        ) or (
            # '그 놀이공원은 비추 ㅋㅋ …': a verbless 'X는 N' verdict closed by a laugh
            # (a bare stem before the laugh is a chat noun Kiwi misreads: '비추' as 비추다)
            t.tag in ("NNG", "XR", "VV", "VA")
            and any(x.tag == "JX" and x.form in ("은", "는", "ᆫ") for x in toks[:k])
            and not any(x.tag.startswith(_PREDICATE_TAGS) for x in toks[:k])
        )
        nxt = toks[k + 1]
        # '우리 고모부 정비사잖아, …': the recall ending -잖아 (-지 않아), which Kiwi may take
        # apart as 지/EC + 않/VX + 어/EC, closes the sentence before the comma as it does when
        # read whole
        final = final or (
            t.tag == "EC" and t.form in ("어", "아") and k >= 2 and toks[k - 1].form == "않"
            and toks[k - 2].form == "지" and nxt.form == ","
            and sent[:nxt.start].rstrip().endswith(("잖아", "잖아요", "잖어"))
            # (a clause of its own after the comma, not an afterthought phrase: '…사 왔잖아,
            # 제일 센 걸로')
            and any(a.tag.startswith(_PREDICATE_TAGS) and b.tag in ("EC", "EF", "EP")
                    for a, b in pairwise(toks[k + 2:]))
        )
        # '…그런가 ㅠㅠ 근데 …': an ending Kiwi reads as connective, then a laugh or a sob and a
        # conjunction that opens a new sentence — the ending closed the first one
        final = final or (
            # (or a verbless fragment: '그쪽도 마찬가지ㅠ 근데 X는 …')
            (t.tag == "EC" or t.tag.startswith("NN")) and nxt.tag == "SW"
            and bool(_LAUGH.match(nxt.form)) and toks[k + 2].tag == "MAJ"
        ) or (
            # '…만 해ㅋㅋ 작년에도 …': a plain-speech ending with a laugh written onto it closes
            # the sentence, however Kiwi tags the ending
            # (or set apart by a space, after an ending that cannot be the quotative: '그건
            # 반칙이지 ㅋㅋ 나도 …')
            t.tag == "EC" and t.form in ("어", "아", "지", "야", "다") and nxt.tag == "SW"
            and bool(_LAUGH.match(nxt.form))
            and (nxt.start == t.start + t.len or t.form != "다")
            and k + 2 < len(toks) and toks[k + 2].start > nxt.start + nxt.len
            # ('좋다ㅋㅋ 하더라': the quotative -다 before a verb of saying is no end)
            and not (t.form == "다" and toks[k + 2].form in ("하", "그러"))
        )
        # '…다고 하던데, 괜찮아?': a report closed by 던데 before a comma, then a question to the
        # listener about it — the report is a sentence of its own (the question asks, it does
        # not make the report a question)
        final = final or (
            t.tag == "EC" and t.form in ("던데", "는데", "ᆫ데") and nxt.form == ","
            and sent.rstrip().endswith("?")
            and k >= 2 and toks[k - 1].form in ("하", "그러") and toks[k - 2].tag == "EC"
            and toks[k - 2].form in QUOTE_EC
        )
        if nxt.start > t.start + t.len and sent.rstrip().endswith("?") and (
            t.tag in ("EC", "EF") and t.form in ("던데", "는데", "ᆫ데")
            and k >= 2 and toks[k - 1].form in ("하", "그러") and toks[k - 2].tag == "EC"
            and toks[k - 2].form in QUOTE_EC
            or t.tag == "EC" and t.form in _REPORT_NEUNDE
            or t.tag == "NNB" and t.form == "데" and k >= 1 and toks[k - 1].tag == "ETM"
            and toks[k - 1].form == "자는"
        ):
            # the same with no comma ('하늬가 회비 올린다고 하던데 들었어?', '반반 내자는데 이게
            # 말이 돼?'): the question after the report asks the listener about it; the report
            # is a sentence of its own
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if (
            t.tag == "EF" and (t.form in _RECALL_FINALS or _polite_final(t, toks, k))
            and nxt.start > t.start + t.len
            and _own_clause(toks[k + 1:])
        ):
            # '…작년에 완주했잖아 기준이 다름', '…다녀왔거든 거기 물가가 싸': a final ending that
            # recalls or explains ('-잖아', '-거든'), then a clause with its own subject and
            # predicate, no punctuation between (chat): two sentences
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[nxt.start:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if (
            t.tag == "EF" and nxt.tag == "MAJ" and nxt.form in ("근데", "그런데", "하지만")
            and nxt.start > t.start + t.len
            and any(x.tag.startswith(_PREDICATE_TAGS) for x in toks[k + 2:])
        ):
            # '난 들었지 근데 X는 …': a final ending, then a conjunction that opens the next
            # sentence with no punctuation between (chat): two sentences
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[nxt.start:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if (
            final and t.tag in ("EF", "EC") and nxt.start > t.start + t.len
            and _own_turn(sent[t.start + t.len:])
            and any(x.tag.startswith(_PREDICATE_TAGS) for x in toks[k + 1:])
        ):
            # '…별로라더라 나도 궁금하네': a final ending, then the speaker's own side with no
            # punctuation between (chat): two sentences
            head, rest = sent[:t.start + t.len].strip(" ,"), sent[t.start + t.len:].strip(" ,")
            if head and rest:
                return [head, *_split_final(rest)]
        if final and t.tag == "EF":
            # '…별로던데 저번에ㅋㅋ 그냥 싸가자': an afterthought adverbial (a time word, an
            # adverb) after the final ending, then the laugh or comma that closes the sentence
            j = k + 1
            while j < len(toks) - 1 and j - k <= 3 and toks[j].tag in (
                    "NNG", "NNB", "NR", "SN", "JKB", "MAG"):
                j += 1
            if j > k + 1 and (toks[j].form == "," or toks[j].tag == "SW"
                              and _LAUGH.match(toks[j].form)):
                nxt, k = toks[j], j - 1
        if not final or not (nxt.form == "," or nxt.tag == "SW" and _LAUGH.match(nxt.form)):
            continue
        if not any(x.tag.startswith(_PREDICATE_TAGS) for x in toks[k + 2:]) and not (
            # '…포기함ㅠㅠ 그 빵 진짜 노맛': a verbless verdict after the laugh is a sentence too
            t.tag in ("EF", "ETN") and len(sent[nxt.start + nxt.len:].split()) >= 2
            and ko_polarity(sent[nxt.start + nxt.len:]) != "neutral"
        ):
            continue
        cut = nxt.start + nxt.len
        head, rest = sent[:cut].strip(" ,"), sent[cut:].strip(" ,")
        if head and rest:
            return [head, *_split_final(rest)]
    return [sent]


# the chat abbreviation of 괜찮- ('fine, not bad'), read as the word it stands for
_GC = re.compile(r"ㄱㅊ(?=[네은았더다지음])")


# chat spelling that drops the space inside a person phrase: a possessive or a pronoun glued
# to the role it owns ('우리언니가', '걔네엄마는', '그친구가'), a name glued to its title
# ('서곤선배는'; not 님, which also makes honorific role words: '권사님'); what may follow: a
# particle, then the word's end (or an opener noun: '걔동생말로는')
_PERSON_TAIL = (
    r"(?=(?:이|가|은|는|도|이도|만|의|네|이네|한테서|한테|에게서|에게|께서는|께서|께|이랑|랑|"
    r"하고|이가|이는)?(?:[\s,.!?~]|$|말|얘기))"
)
_GLUED_ROLE = re.compile(
    r"(?<![가-힣])(우리|울|내|제|저희|걔네|얘네|쟤네|걔|얘|쟤|그|저)("
    + "|".join(sorted({*KO_ROLE_NOUNS, "사람", "친구"}, key=len, reverse=True))
    + r")(님)?" + _PERSON_TAIL
)
_GLUED_TITLE = re.compile(
    r"(?<![가-힣])([가-힣]{2,3})(선배님|선배|후배|쌤|언니|오빠|누나|형)" + _PERSON_TAIL
)


# a pronoun (with its particle) or a role noun typed onto the frame that names it as a source
# ('걔말로는', '걔가그러는데', '여친얘기로는', '그분말씀이', after a name 'X 씨말로는'): two words
_GLUED_SOURCE = re.compile(
    r"(?<![가-힣])((?:걔네|얘네|쟤네|걔|얘|쟤|그분)(?:가|는|도|이)?|(?:씨|님|"
    + "|".join(sorted(KO_ROLE_NOUNS, key=len, reverse=True))
    + r"))(?=(?:그러는데|그러던데|그랬는데|말로는|말론|말이|말씀이|말씀으로는|얘기로는|얘기론|"
    r"이야기로는)(?:[\s,.!?~ㅋㅎ]|$|[가-힣]))"
)
# a name typed onto the words that are theirs ('X말로는', 'X말론', 'X말에 따르면', 'X얘기로는',
# 'X말씀으로는')
_GLUED_WHOSE = re.compile(
    r"(?<![가-힣])([가-힣]{2,3})(?=(말씀|말|얘기|이야기)(?:으로는|으론|로는|론|에\s*따르면|"
    r"에\s*의하면)(?:[\s,.!?~ㅋㅎ]|$))"
)


def _glued_whose(m: re.Match[str]) -> str:
    """'X말로는' with X a name Kiwi does not know, so that it reads the word as pieces (an adverb,
    a verb form) or as one rare noun with 말: two words, whose words then as 'X 말로는' (s36). A
    word of its own with 말 ('거짓말', '혼잣말', '한국말') and a noun Kiwi already reads apart
    before 말 keep their reading."""
    stem = m.group(1)
    if stem in KO_ROLE_NOUNS or not looks_like_name(stem):
        return stem
    noun = m.group(2)
    one = tokenize(stem + noun)
    if len(one) == 1 and one[0].tag.startswith("NN") and one[0].score > -20:
        return stem  # (a compound of 말 Kiwi knows)
    end = re.search(r"\s|$", m.string[m.end():])
    word = m.string[m.start():m.end() + (end.start() if end else 0)]
    toks = tokenize(word)
    k = next((k for k, t in enumerate(toks) if t.start >= len(stem)), len(toks))
    if 0 < k < len(toks) and toks[k].start == len(stem) and toks[k].form.startswith(noun) and all(
            t.tag.startswith("NN") or t.tag == "XSN" for t in toks[:k]):
        return stem  # (already a noun, then 말)
    return stem + " "


# whom one heard it from glued in chat to the verb of hearing ('X한테들었는데', 'X한테서들음'):
# two words, as the source frame reads them
_GLUED_HEARD = re.compile(
    r"(?<=[가-힣])(한테서|에게서|한테|에게|께)(?=들었|들은|들음|듣고|전해\s?들)")
# 'me too' typed onto the speaker's own predicate ('…이러더라 나도궁금하네'): two words, so the
# speaker's own side after a report is read as theirs
_GLUED_ME_TOO = re.compile(r"(?<![가-힣])(나도|저도)(?=[가-힣]{2,})")
# a given name with the familiar suffix 이 and a kin title of address typed as one word
# ('태온이형이', '솔찬이누나는'): how a younger speaker calls that very person — the title
# addresses them, it is no relative of theirs (that is said apart: 'X이 형', 'X네 형')
_GLUED_ADDRESS = re.compile(
    r"(?<![가-힣])([가-힣]{2})이(형|오빠|누나|언니)(이랑|이한테|이네|이도|이가|이는|이|은|을|과|가|는|를|"
    r"와|랑|네|도|의|한테서|한테|에게서|에게|만|하고)?(?=[\s,.!?~ㅋㅎㅠㅜ]|$)"
)
# the particle after the closed syllable of 형, said again after the open 이 of the name
_AFTER_OPEN = {"이": "가", "은": "는", "을": "를", "과": "와", "이랑": "랑", "이한테": "한테",
               "이네": "네", "이도": "도", "이가": "가", "이는": "는"}


def _glued_address(m: re.Match[str]) -> str:
    stem, tail = m.group(1), m.group(3) or ""
    if not has_batchim(stem[-1]) or not looks_like_name(stem):
        return m.group(0)
    return f"{stem}이{_AFTER_OPEN.get(tail, tail)}"


def _glued_title(m: re.Match[str]) -> str:
    stem, title = m.group(1), m.group(2)
    whole = tokenize(stem + title)
    if (
        stem + title in KO_ROLE_NOUNS
        or stem in KO_ROLE_NOUNS
        or not looks_like_name(stem)
        # a word Kiwi knows whole ('하느님', '아드님') is no name with a title
        or len(whole) == 1 and whole[0].tag.startswith("NN") and whole[0].score > -15
        # ('울 피아노쌤이', '우리 요가원쌤'): after the speaker's possessive, three syllables
        # that open with no surname are what the teacher teaches, not a full name
        or len(stem) == 3 and stem[0] not in SURNAMES
        and _POSSESSIVE_BEFORE.search(m.string, 0, m.start()) is not None
    ):
        return m.group(0)
    return f"{stem} {title}"


_POSSESSIVE_BEFORE = re.compile(r"(?<![가-힣])(?:우리|울|내|제|저희)\s+$")


def _chat_words(text: str) -> str:
    """'ㅎㅎ그 집' -> 'ㅎㅎ 그 집'; 'ㄱㅊ던데' -> '괜찮던데' (a bare 'ㄱㅊ' is also 'it's okay',
    reassurance, and is left alone); '우리언니가' -> '우리 언니가', '서곤선배는' -> '서곤 선배'."""
    text = _LAUGH_GLUED.sub(r"\1 ", text)
    text = _LAUGH_IN_BATCHIM.sub(_unglue_laugh, text)
    text = _GLUED_ROLE.sub(lambda m: f"{m.group(1)} {m.group(2)}{m.group(3) or ''}", text)
    text = _GLUED_ADDRESS.sub(_glued_address, text)
    text = _GLUED_TITLE.sub(_glued_title, text)
    text = _GLUED_SOURCE.sub(r"\1 ", text)
    text = _GLUED_WHOSE.sub(_glued_whose, text)
    text = _GLUED_HEARD.sub(r"\1 ", text)
    text = _GLUED_ME_TOO.sub(r"\1 ", text)
    for pat, rep in _CUTE_HEARSAY:
        text = pat.sub(rep, text)
    text = _HEARD_THROUGH.sub(
        lambda m: m.group(0) if m.group(1) in _MEDIA else f"{m.group(1)}한테 {m.group(2)}", text)
    text = _CUTE_YEO.sub(_cute_yeo, text)
    return _GC.sub("괜찮", text)


# hearing something through someone ('X 통해서 들었는데', 'X를 통해 들은 얘긴데'): heard from them
_HEARD_THROUGH = re.compile(
    r"(?<![가-힣])([가-힣]+?)(?:를|을)?\s+통해(?:서)?\s+(들었|들은|듣|전해\s*들)")
_CUTE_YEO = re.compile(r"([가-힣]+)([대래])여(?=[\s.,!?~ㅋㅎㅠㅜ^]|$)")


def _cute_yeo(m: re.Match[str]) -> str:
    """'…별로래여', '…좋대여' as '…별로래요', '…좋대요' — not a noun that ends so ('무료대여':
    the stem before it is nouns alone)."""
    stem = m.group(1)
    # (one syllable closed by ㄴ is a verb's -ㄴ대 however Kiwi reads it alone: '간대여')
    n_final = len(stem) == 1 and (ord(stem) - 0xAC00) % 28 == 4
    if m.group(2) == "대" and not n_final and all(
            t.tag.startswith(("NN", "XSN")) for t in tokenize(stem)):
        return m.group(0)  # (-래여 after a noun is its copula's hearsay: '완전 사기래여')
    return f"{stem}{m.group(2)}요"


# chat's playful spellings of the hearsay endings closing a word, read as the standard ones:
# 요 as 여/용/욤 ('별로래여', '간대용'), a final ㅇ added ('간댕', '별로랭', '좋다넹', '간다더랑'),
# and the southern 카더라 for 하더라 ('좋다카더라'), the insisting 더라니까 for 더라고
_WORD_END = r"(?=[\s.,!?~ㅋㅎㅠㅜ^]|$)"
_CUTE_HEARSAY: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<=[가-힣])([대래])(?:용|욤)" + _WORD_END), r"\1요"),
    (re.compile(r"(?<=[가-힣])댕" + _WORD_END), "대"),
    (re.compile(r"(?<=[가-힣])랭" + _WORD_END), "래"),
    (re.compile(r"(?<=[다라])넹" + _WORD_END), "네"),
    (re.compile(r"(?<=[다라])더랑" + _WORD_END), "더라"),
    # ('…싸다던뎅', '…있는뎅': the background -데 with the final ㅇ; and the colloquial -다든데 for
    # -다던데, 'they said …, though')
    (re.compile(r"(?<=[던는은인])뎅" + _WORD_END), "데"),
    (re.compile(r"(?<=[가-힣]던)디(요?)" + _WORD_END), r"데\1"),
    (re.compile(r"(?<=[가-힣][다라])든데(요?)" + _WORD_END), r"던데\1"),
    (re.compile(r"(?<=[가-힣][다라])\s?카더라" + _WORD_END), " 하더라"),
    # (and the insisting '…그러더라니까' as the plain '…그러더라고')
    (re.compile(r"(?<=[가-힣])더라니까(요?)" + _WORD_END), r"더라고\1"),
)


# a laugh typed onto the last syllable as its final consonant ('난다곸ㅋㅋ', '그랬닼ㅋ'): the
# syllable without it, then the laugh ('난다고 ㅋㅋㅋ')
_LAUGH_IN_BATCHIM = re.compile(r"([가-힣])(?=[ㅋㅎ]+(?![가-힣]))")


def _unglue_laugh(m: re.Match[str]) -> str:
    ch = m.group(1)
    code = ord(ch) - 0xAC00
    final = code % 28
    # (ㅋ is final 24, ㅎ final 27; the laugh after it must be of the same letter)
    nxt = m.string[m.end()]
    if (final, nxt) not in ((24, "ㅋ"), (27, "ㅎ")):
        return ch
    return chr(0xAC00 + code - final) + " " + nxt


# a chat laugh or sob written onto the next word ('ㅎㅎ쟤 말로는', 'ㅠㅠ근데'): two words
_LAUGH_GLUED = re.compile(r"((?<![가-힣])(?:ㅋ{2,}|ㅎ{2,}|ㅠ{2,}|ㅜ{2,}))(?=[가-힣])")


def _kiwi_reads_name(name: str) -> bool:
    """Does Kiwi read ``name`` with a subject particle as a noun and the particle? ('이헌이' reads
    as 이 + 헌 + 이: a word whose slot says it is a person must then be made known.)"""
    toks = with_subject_particle(name)
    return len(toks) == 2 and toks[0].form == name and toks[0].tag.startswith("NN")


def _glued_names(text: str, names: Sequence[str]) -> str:
    """'도휘님이', '서곤동생은', '솔휘여친 말로는': a name said earlier in the session, glued in
    chat to the title or relation that follows it, is two words (only for names already met:
    '권사님' is a title, not 권사 + 님)."""
    if not names:
        return text
    pat = re.compile(
        r"(?<![가-힣])(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True)))
        + r")(님|" + "|".join(sorted(KO_ROLE_NOUNS, key=len, reverse=True)) + r")"
        + _PERSON_TAIL
    )
    text = pat.sub(r"\1 \2", text)
    # ('팀장채솔이', '과장탁지온 말로는': a role noun glued before a name already met is the
    # role, then the name — an apposition, read as '팀장 채솔이')
    before = re.compile(
        r"(?<![가-힣])(" + "|".join(sorted(KO_ROLE_NOUNS, key=len, reverse=True)) + r")("
        + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")" + _PERSON_TAIL
    )
    return before.sub(r"\1 \2", text)


# a sentence that only recalls a name ('X라고 했나.', '아마 X라고 했던가?')
_RECALL_SENT = re.compile(
    r"^(?:(?:아|음|아마|그|그 친구|그 사람|그분)[,?]?\s+)*[가-힣]{1,4}(?:이라고|라고)\s+"
    r"(?:했나|했던가|하던가|했더라|했었나|했었던가|그랬나)[.?!~…]*$"
)


# words that open a clause before its subject: interjections, conjunctions, fillers
_CLAUSE_OPENERS = frozenset(
    "아 어 음 오 헐 근데 그런데 그리고 그래서 아니 아냐 맞다 맞아 그러니까 그니까 암튼 아무튼 "
    "참 아참 하긴 글쎄 뭐 응 네 예 ㅇㅇ".split()  # noqa: SIM905
)
# 'X라고 했나', 'X라고 했던가': a name recalled as heard ('was it X?')
_RECALLED = frozenset("했나 했던가 하던가 했지 했더라 했었나 했었지 그랬나 하나 했었던가".split())  # noqa: SIM905
# the familiar pronoun that picks up a person just named ('걔가 그러는데', '걔 말로는')
_PICKED_UP_WORD = re.compile(r"^(걔|얘)(가|는|도|랑|한테|한테서|의|네)?$")


def _named_then_picked_up(text: str, known: Sequence[str]) -> tuple[str, bool] | None:
    """'X 이번에 그 수업 조교잖아, 걔가 그러는데 …', '아 그 친구? X라고 했나. 걔가 그러는데
    …': a bare word opening a clause (its particle dropped, as chat does with a subject), or
    the name recalled with 'X라고 했나', then the familiar pronoun 걔/얘 later in the turn —
    which only stands for a person — is the person the pronoun picks up: X is a name for this
    turn, whatever Kiwi makes of the word alone. A word Kiwi knows as a common noun, an
    adverb, a time word or a verb form is none. (name, whether it was recalled)"""
    words = text.split()
    plain = [re.sub(r"[.,!?~…ㅋㅎㅠㅜ]+$", "", w) for w in words]
    at = next((k for k, w in enumerate(plain) if _PICKED_UP_WORD.match(w)), None)
    if at is None or at == 0:
        return None
    cand: tuple[str, bool] | None = None
    opens = True  # the word starts a clause
    for k in range(at):
        w, bare = words[k], plain[k]
        if opens and bare in _CLAUSE_OPENERS:
            continue
        if opens:
            m = re.fullmatch(r"([가-힣]{2,3}?)(?:이라고|라고)", bare)
            if m and k + 1 < at and plain[k + 1] in _RECALLED:
                cand = (strip_hypocoristic(m.group(1)), True)
            elif (
                w == bare
                and re.fullmatch(r"[가-힣]{2,3}", bare)
                and not bare.endswith("네")  # ('X네 시누이': a household, read with its role)
                and k + 1 < at
                # (a role after it is the word's relative or staff, read as one phrase)
                and not any(plain[k + 1].startswith(r) for r in KO_ROLE_NOUNS)
                and _bare_name_word(bare, known)
            ):
                cand = (strip_hypocoristic(bare), False)
        opens = w != bare and bool(re.search(r"[.,!?~…]$", w))
    return cand


def _bare_name_word(w: str, known: Sequence[str]) -> bool:
    if any(name_key(w) == name_key(k) for k in known if k):
        return False  # already a name of the conversation: read as one anyway
    if w in KO_ROLE_NOUNS or w in FIRST or w in _CLAUSE_OPENERS or KO_TIME.fullmatch(w):
        return False
    toks = tokenize(w)
    if any(t.tag in ("EF", "EP", "ETM", "EC") or t.tag.startswith("J") for t in toks):
        return False  # a verb form ('가자'), or a word with its particle ('X가'), no bare name
    if len(toks) == 1 and toks[0].tag == "NNP":
        # (a proper noun may be a place or a brand, '서울', '카톡': a name is made of given-name
        # syllables)
        return KO_GIVEN_NAME_SYLLABLES.issuperset(w)
    return looks_like_name(w)


# a given name with the hypocoristic 이 after a closed syllable, whom something was heard from
_HEARD_FROM_NAME = re.compile(
    r"(?<![가-힣])([가-힣][가-힣]{1,2})이(?:한테서|한테|에게서|에게)\s*(?:들었|들은|들음|듣)")


_VOCATIVE = re.compile(r"^\s*(?:[가-힣ㅋㅎ]{1,3}[,!.~]*\s+)?([가-힣]{1,3}?)(아|야)(?=[\s,!~.]|$)")


def _called_listener(c: _Ctx, text: str) -> str | None:
    """'태솔아, 너네 언니가 …': a participant of the session called by name with the vocative
    아/야 opening the turn is the one spoken to, whoever spoke last."""
    m = _VOCATIVE.match(text)
    if m is None or c.disc is None:
        return None
    stem, voc = m.group(1), m.group(2)
    if has_batchim(stem[-1]) != (voc == "아"):
        return None
    return next((s for s in c.disc.speakers if name_key(s) == name_key(stem)
                 and name_key(s) != name_key(c.speaker)), None)


# who writes online under a handle ('블로거', '닉네임'), and the quoted handle itself
_HANDLE_HOLDERS = "블로거|유튜버|리뷰어|작성자|글쓴이|회원|유저|닉네임|아이디|닉"
_HANDLE = r"[0-9A-Za-z가-힣_.\-]{2,20}"
# "'X'(이)라는 블로거가", "'X'라는 분이": the handle, then who bears it (with its particle)
_HANDLE_CALLED = re.compile(
    rf"['‘\"“](?P<h>{_HANDLE})['’\"”](?:이)?라는\s+(?:{_HANDLE_HOLDERS}|분|사람)"
    r"(?P<p>이|가|은|는|도|께서)(?=\s)")
# "블로거 'X'는", "닉네임 X가": the holder, then the handle (quoted, or bare after 닉네임/아이디)
_HANDLE_AFTER = re.compile(
    rf"(?<![가-힣])(?:{_HANDLE_HOLDERS})\s+(?:['‘\"“](?P<h>{_HANDLE})['’\"”]"
    rf"|(?<=닉네임\s)(?P<h2>{_HANDLE}?)|(?<=아이디\s)(?P<h3>{_HANDLE}?))"
    r"(?P<p>이|가|은|는|도|께서)(?=\s)")


_PARTICLE_PAIRS = {"이": ("이", "가"), "가": ("이", "가"), "은": ("은", "는"), "는": ("은", "는")}


def _handle_names(text: str) -> tuple[str, list[str]]:
    """``text`` with a handle someone writes under read as their name ('블로거 \'X\'는 …' →
    'X는 …', '\'X\'라는 분이 …' → 'X가 …'), and the handles found."""
    if "라는" not in text and not re.search(_HANDLE_HOLDERS, text):
        return text, []
    found: list[str] = []

    def called(m: re.Match[str]) -> str:
        h, p = m["h"], m["p"]
        found.append(h)
        pair = _PARTICLE_PAIRS.get(p)
        if pair is None:
            return f"{h}{p}"
        return josa(h, *pair) if re.search(r"[가-힣]$", h) else f"{h}{pair[1]}"

    def after(m: re.Match[str]) -> str:
        h = m["h"] or m["h2"] or m["h3"]
        found.append(h)
        return f"{h}{m['p']}"

    text = _HANDLE_CALLED.sub(called, text)
    text = _HANDLE_AFTER.sub(after, text)
    return text, found


def extract_ko(turn: TurnIn, known: Sequence[str], disc: TurnContext | None = None) -> Extraction:
    """One Korean turn to an Extraction; ``disc`` (the discourse so far) says whom '너' means
    and what 걔/그분 stand for."""
    out = Extraction(turn=turn.turn, speaker=turn.speaker, lang="ko")
    if disc is None:
        disc = Discourse().turn(turn.session, turn.speaker, None, memory=turn.memory)
    c = _Ctx(turn, [*known, turn.speaker], out, disc)
    # Kiwi reads the names of this conversation (and only these) as proper nouns: the speakers,
    # and the people named so far in the session ('어제 탁지온이랑 통화했어' … '탁지온 동생이',
    # which Kiwi alone splits as 탁지 + 오 + ㄴ)
    # whose words the turn before asked about ('X는 … 뭐래?'): for this turn only
    c.asked_what = disc.cue(_ASKED_WHAT)
    c.asked_source = disc.cue(_ASKED_SOURCE)
    c.asked_person = disc.cue(_ASKED_PERSON)
    c.asked_who = disc.cue(_ASKED_WHO) is not None
    text = _chat_words(turn.text)
    # a name met earlier in the session that this turn writes with the given-name suffix 이
    # after its closed last syllable ('X이 엄마가', 'X이의 여친') is a person here too, even when
    # it is also a common word or an adverb: the suffix is said of given names only; it stays
    # one for the rest of the session ('X 동생 말로는')
    key = (turn.memory, turn.session)
    for n in disc.recent:
        if (" " not in n and n not in KO_ROLE_NOUNS
                and re.fullmatch(r"[가-힣]{2,3}", n) and has_batchim(n[-1])
                and re.search(rf"(?<![가-힣]){re.escape(n)}이(?:[가는도랑를의]|한테|\s)", text)):
            _POSITIONAL.setdefault(key, set()).add(n)
    positional = _POSITIONAL.get(key, set())
    named = [n for n in disc.recent if " " not in n and n not in KO_ROLE_NOUNS
             and (looks_like_name(n) or n in positional)]
    picked = _named_then_picked_up(text, [*c.known, *named])
    if picked is not None:
        c.known = [*c.known, picked[0]]
        if picked[1]:
            disc.note(picked[0])  # ('X라고 했나': no particle to read it by; brought up here)
    _note_kin_vocative(c, text)
    called = _called_listener(c, text)
    if called is not None:
        c.listener = called  # ('X아, 너네 언니가 …': the one called is whom 너 means)
    # ('…다는 건 나도 도담이한테 들었어'): a word with the hypocoristic 이 and a source particle
    # before 듣다 that could be a given name is one, however Kiwi would split it
    named += [m.group(1) for m in _HEARD_FROM_NAME.finditer(text)
              if (ord(m.group(1)[-1]) - 0xAC00) % 28 and looks_like_name(m.group(1))
              and m.group(1) not in named]
    # a word that stands in a person's slot in this turn ('X가 그러는데', 'X 말로는', 'X이가') is
    # a person here and for the rest of the session, even when it is also an ordinary word
    # (a word that could be a given name anyway is read as one already, by the readers' own
    # tests: only an ordinary word, or a one-syllable name, is made known by its slot)
    text, handles = _handle_names(text)
    c.handles = handles
    for n in handles:
        # ('블로거 \'X\'는 …래', '\'X\'라는 분이 …'): a handle a person writes under is their name
        if not any(name_key(n) == name_key(k) for k in c.known if k):
            c.known = [*c.known, n]
        if n not in named:
            named.append(n)
    for n in slot_names(text):
        if len(n) >= 2 and looks_like_name(n) and _kiwi_reads_name(n):
            continue
        if not any(name_key(n) == name_key(k) for k in c.known if k):
            c.known = [*c.known, n]
        if len(n) >= 2 and n not in named:
            named.append(n)
            _POSITIONAL.setdefault(key, set()).add(n)
    with names_scope([*c.known, *named]):
        sents = _sentences(heard_after_quote(opener_sentence(aside_named(sense_question(
            _glued_names(text, named))))))
        who_said = disc.cue(_ASKED_WHO_SAID) is not None
        if sents and who_said:
            # (before the copula answer: 'X(이)지' answering who SAID it names the sayer)
            said_by = _who_said_fragment(c, sents[0])
            if said_by is not None:
                sents[0] = said_by
                c.asked_who = False
                had = had_from(sents[1]) if len(sents) > 1 else None
                if had is not None:
                    # ('X. 걔도 Y한테 들었대'): X had it from Y — Y's words, X passed them on
                    sents[0:2] = [f"{said_by.removesuffix(' 그랬어')} {had}한테 들었대"]
        if sents and c.asked_who:
            sents[0:1] = _copula_answer(c, sents[0])
        if sents and c.asked_what and not who_said:
            sents[0] = _asked_words_opened(c, sents[0], text)
        c.asks = len(sents) > 1 and sents[-1].rstrip().endswith("?") and _question(
            sents[-1], tokenize(sents[-1]))
        sender: str | None = None
        inside = False
        for k, sent in enumerate(sents):
            before = len(c.out.claims)
            if sender is not None and (inside or sent.lstrip()[:1] in _QUOTE_OPENERS):
                # ("X한테 문자 왔어. '…. …'": the message read out, sentence by sentence, is
                # the sender's words)
                inside = _message_line(c, sender, sent, inside)
                continue
            if k and c.out.claims:
                _contact_after(c, sent)
            sent_by = _message_sender(c, sent)
            if sent_by is None and sender is not None and (
                    len(re.findall(r"[가-힣]+", sent)) > 3 or "?" in sent):
                sender = None  # (only a short aside, '들어 봐.', goes between)
            sender = sent_by or sender
            _sentence(c, sent)
            met = _met_teller(c, sent) if len(c.out.claims) > before else None
            for cl in c.out.claims[before:] if met else ():
                if cl.relayed_by == [c.speaker] and cl.owner not in (c.speaker, SOMEONE) and (
                        name_key(cl.owner) != name_key(met)) and not cl.owner.startswith(
                            f"{met}의 "):
                    # ('어제 X 만났는데 Y가 …래': X, met, passed Y's words on; X's own relative
                    # may have been there, '걔 언니가 …래', and is left as heard)
                    cl.relayed_by = [c.speaker, str(met)]
        if c.this_record is not None and c.fragment_pending:
            # ('…걔가 거기 별로라고.' closing the turn: X's words, no source named after them)
            c.this_record([])
        if c.listener and _YOU_SAID.search(text):
            for cl in c.out.claims:
                if cl.relayed_by == [c.speaker] and cl.owner not in (
                        c.speaker, c.listener, SOMEONE) and not cl.owner.startswith(
                            f"{c.speaker}의 "):
                    # ('너 그때 그랬잖아, Y가 …라고': Y's words, the listener passed them on)
                    cl.relayed_by = [c.speaker, c.listener]
    if disc is not None:
        _contact_turn(c, disc, text)
    return out


# A turn that only says a message or a call came from someone ('X한테 어제 연락 왔어', 'X가
# 아까 전화했어', 'X랑 통화했어', 'X한테서 카톡 옴') and the same speaker's next turn (after, at
# most, a question of the other's) reports a named person's view: the speaker has that view
# through X ('…' — '소을이도 그 식당 별로래': 소을's, relayed by the speaker and X). A report with
# no holder said is X's own already (the zero subject is the one talked about).
_HEARD_VIA = "ko35_heard_via"
_CONTACT_ONLY = re.compile(
    r"(?P<np>(?:[가-힣]+\s+){0,2}[가-힣]+?)(?:한테서|한테|에게서|에게|께서|께|이랑|랑|하고|이가|이|가)"
    r"\s*(?:(?:어제|아까|오늘|방금|지난주에|어젯밤에|아침에|점심때|저녁에)\s*)?"
    r"(?:연락|카톡|톡|문자|전화|영상통화|통화|디엠|메시지|메세지)\s*"
    r"(?:왔어|왔어요|왔었어|왔었어요|옴|왔더라|왔더라고|왔더라고요|왔네|했어|했어요|했었어|했거든|"
    r"했거든요|했더라|했더라고|보냈더라|보냈어|보냈더라고|보냈어요|주셨어요|줬어|왔음|했음)"
    r"[.!~ㅋㅎ]*\s*$")


def _contact_turn(c: _Ctx, disc: TurnContext, text: str) -> None:
    via = disc.cue(_HEARD_VIA)
    if via:
        who, src = via.split("\t", 1)
        if name_key(who) == name_key(c.speaker):
            for cl in c.out.claims:
                if ([name_key(p) for p in cl.relayed_by] == [name_key(c.speaker)]
                        and name_key(cl.owner) not in (name_key(src), name_key(c.speaker))
                        and cl.owner != SOMEONE):
                    cl.relayed_by = [*cl.relayed_by, src]
        elif text.rstrip().endswith("?"):
            disc.leave_cue(_HEARD_VIA, via)  # (a question of the other's between)
    if "연락" not in text and "톡" not in text and "문자" not in text and "전화" not in text and (
            "디엠" not in text and "메" not in text and "통화" not in text):
        return
    m = _CONTACT_ONLY.search(text)
    if m is None or c.out.claims:
        return
    np = m.group("np")
    for n in disc.recent:
        parts = [p for p in n.replace("의 ", " ").split() if name_key(p) != name_key(c.speaker)]
        if parts and all(p in np for p in parts):
            disc.leave_cue(_HEARD_VIA, f"{c.speaker}\t{n}")
            return
