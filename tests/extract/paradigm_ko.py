"""A compositional paradigm of Korean attribution: short invented dialogues built by crossing
independent dimensions, each item's gold (owner, relay chain, kind) computed by construction.

Dimensions (``Item.dims``):
- ``family``: ``hearsay`` (one level), ``nested`` (two or three levels), ``first`` (the speaker's
  own view), ``record`` (a third-person record: an Event/Fact, no Claim), ``asked`` (a reported
  question: no Claim of its content);
- ``np``: how the source is said — a name (2-syllable given name or 3-syllable full name), with
  씨 / 님, a role before the name (팀장 X), X 선배, a kin word (우리 언니, 걔 동생, 걔네 엄마),
  a pronoun for the person named in the turn before (걔, 그분, 그 사람, 그 친구), a title for
  that person (선배님), or nothing (a zero subject after a turn naming the person);
- ``mark``: how the source is marked — subject 이/가, topic 은/는, 한테 (with 들었어), or an
  opener frame (X가 그러는데, X 말로는, X 얘기로는, X한테 들었는데);
- ``ending``: the report ending or frame (-대/-래, -다더라, -다던데, -다고 했어, -다고 하더라,
  -다고 하셨어, -다고 하셨대, -라고 들었어, -다면서?, -댔어, "…" 이러더라/하더라/그러더라);
- ``content``: an evaluation (of a thing or a person, negated or not) or a plain fact;
- ``opener``: a discourse opener (아 맞다, 근데, 아니 글쎄, ㅋㅋ, 헐, 그래서) or none;
- ``register``: 반말, -요 존댓말, 카톡 (spaces dropped);
- ``extra`` family: a negated report, a report inside a confirmation question (no claim), two
  reports by two sources in one turn, a report then the speaker's own verdict, a quotation
  before its subject ('"…" X가 이러던데');
- ``prior``: how the turn before names the person (a bare-name question, a topic-marked question,
  a statement) — the antecedent of pronouns and zero subjects.

Every name, thing and sentence here is invented for the paradigm. ``python tests/extract/
paradigm_ko.py`` prints accuracy per dimension value and per pair of dimensions.
"""

from __future__ import annotations

import itertools
import random
import re
import sys
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

A, B = "태솔", "단솔"  # the asker and the answerer (the reporter)
NAMES2 = ("채솔", "서곤", "도휘", "솔휘", "이슬")  # (이슬 is also a common noun, dew)
NAMES3 = ("변하솔", "탁지온", "육서린", "봉다인")
OTHER = "어은재"  # a second third person (nesting)
THIRD = "맹소리"  # a third (three-level nesting)


def batchim(word: str) -> bool:
    ch = word[-1]
    code = ord(ch) - 0xAC00
    return 0 <= code <= 11171 and code % 28 != 0


def josa(word: str, with_b: str, without_b: str) -> str:
    return word + (with_b if batchim(word) else without_b)


@dataclass(frozen=True)
class Content:
    """What is reported: ``plain`` the -다 form (a noun predicate for copula content), ``ban``
    the 반말 form, ``ask`` the question stem before -냐고."""

    key: str
    target: str
    plain: str
    ban: str
    ask: str
    noun: bool = False
    seems: str = ""  # '…것 같아' form ('' = none)
    past: str = ""  # '난 …던데' form ('' = none)


CONTENTS = (
    Content("eval_noun", "그 국숫집", "완전 별로", "완전 별로야", "별로냐", noun=True,
            seems="완전 별로인 것 같아", past="완전 별로던데"),
    Content("eval_best", "그 필라테스 학원", "완전 최고", "완전 최고야", "최고냐", noun=True,
            seems="완전 최고인 것 같아", past="완전 최고던데"),
    Content("eval_neg", "새로 생긴 프레첼 가게", "안 좋다", "안 좋아", "안 좋냐",
            seems="안 좋은 것 같아", past="별로 안 좋던데"),
    Content("eval_hedge", "이번 도예 캠프", "괜찮은 것 같다", "괜찮은 것 같아", "괜찮냐",
            seems="괜찮은 것 같아", past="괜찮던데"),
    Content("eval_price", "그 보온병", "너무 비싸다", "너무 비싸", "비싸냐",
            seems="너무 비싼 것 같아", past="너무 비싸던데"),
    Content("eval_person", "새 수영 코치", "진짜 친절하다", "진짜 친절해", "친절하냐",
            seems="진짜 친절한 것 같아", past="진짜 친절하던데"),
    Content("fact_move", "공방", "다음 달에 공방 옮긴다", "다음 달에 공방 옮겨", "공방 옮기냐"),
    Content("fact_closed", "그 문구점", "그 문구점 지난주에 문 닫았다",
            "그 문구점 지난주에 문 닫았어", "문 닫았냐"),
)


def _body(c: Content) -> str:
    """The content with its target said first ('그 국숫집 완전 별로')."""
    return c.plain if c.plain.startswith(c.target) or c.key.startswith("fact") else (
        f"{c.target} {c.plain}"
    )


def _ban(c: Content) -> str:
    return c.ban if c.key.startswith("fact") else f"{c.target} {c.ban}"


def _stem_da(c: Content) -> str:
    """The -다 form a quotative or hearsay ending attaches to ('…별로라', '…비싸다')."""
    if c.noun:
        return _body(c) + ("이라" if batchim(c.plain) else "라")
    return _body(c)


# ending -> (반말, 존댓말) builders on the -다 form (noun: the -라 form)
def _contracted(c: Content, syllables: str, tail: str) -> tuple[str, str]:
    """The contracted hearsay form: ``syllables`` = (after a noun) 래 or 랬, (after a verb) 대 or
    댔, as '래대' / '랬댔'; ``tail`` the ending after it ('' or '어')."""
    if c.noun:
        s = _body(c) + ("이" if batchim(c.plain) else "") + syllables[0]
    else:
        s = _body(c)[:-1] + syllables[1]
    return s + tail + ".", s + tail + "요."


def _dae(c: Content) -> tuple[str, str]:
    return _contracted(c, "래대", "")


def _with(suffix_ban: str, suffix_yo: str):  # type: ignore[no-untyped-def]
    def build(c: Content) -> tuple[str, str]:
        s = _stem_da(c)
        return s + suffix_ban, s + suffix_yo

    return build


def _daesseo(c: Content) -> tuple[str, str]:
    return _contracted(c, "랬댔", "어")


def _quote(verb_ban: str, verb_yo: str):  # type: ignore[no-untyped-def]
    def build(c: Content) -> tuple[str, str]:
        q = f'"{_ban(c)}"'
        return f"{q} {verb_ban}", f'"{_ban(c)}요" {verb_yo}'

    return build


def _nyago(c: Content) -> tuple[str, str]:
    s = (c.target + " " if not c.key.startswith("fact") else "") + c.ask + "고 물어봤대"
    return s + ".", s + "요."


ENDINGS: dict[str, Any] = {
    "dae": _dae,
    "dadeora": _with("더라.", "더라고요."),
    "dadeonde": _with("던데.", "던데요."),
    "dago_haesseo": _with("고 했어.", "고 했어요."),
    "dago_hadeora": _with("고 하더라.", "고 하더라고요."),
    "dago_hasyeosseo": _with("고 하셨어.", "고 하셨어요."),
    "dago_hasyeotdae": _with("고 하셨대.", "고 하셨대요."),
    "damyeonseo": _with("면서?", "면서요?"),
    "daesseo": _daesseo,
    "quote_ireodeora": _quote("이러더라.", "이러더라고요."),
    "quote_hadeora": _quote("하더라.", "하더라고요."),
    "quote_geureodeora": _quote("그러더라.", "그러더라고요."),
    "rago_deureosseo": _with("고 들었어.", "고 들었어요."),
    "nyago": _nyago,
}
FINAL_ENDINGS = ("dae", "dadeora", "dadeonde")
SUBJECT_ENDINGS = tuple(e for e in ENDINGS if e not in ("rago_deureosseo", "nyago"))

OPENERS = {"none": "", "ajmatda": "아 맞다, ", "geunde": "근데 ", "anigeulsse": "아니 글쎄 ",
           "kk": "ㅋㅋ ", "heol": "헐 ", "geuraeseo": "그래서 "}


@dataclass
class Item:
    turns: list[tuple[str, str]]  # (speaker, text); the last turn is the one checked
    kind: str  # "claim" | "record" | "none"
    owner: list[str] = field(default_factory=list)  # accepted owner forms
    chain: list[str] = field(default_factory=list)
    dims: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class NP:
    """A source noun phrase: its text, the owner it stands for, and whether the turn before must
    name the person (``person``: the antecedent is the prior's person)."""

    key: str
    text: str
    owner: tuple[str, ...]
    needs_prior: bool = False


def _nps(p: str) -> list[NP]:
    """Source forms for the person ``p`` (named before when the form is a pronoun)."""
    return [
        NP("name", p, (p,)),
        NP("name_ssi", f"{p} 씨", (f"{p} 씨",)),
        NP("name_nim", f"{p} 님", (f"{p} 님", p)),
        NP("role_name", f"팀장 {p}", (f"팀장 {p}", p, f"{p} 팀장")),
        NP("sunbae", f"{p} 선배", (f"{p} 선배", p)),
        NP("kin_uri", "우리 언니", (f"{B}의 언니",)),
        NP("kin_gyae", "걔 동생", (f"{p}의 동생",), True),
        # a relative owned by a bare name ('X 동생이', 'X이 여친이': no 의)
        NP("kin_name", f"{p} 동생", (f"{p}의 동생",)),
        NP("kin_name_i", f"{p}{'이' if batchim(p) and len(p) == 2 else ''} 여친", (f"{p}의 여친",)),
        NP("kin_gyaene", "걔네 엄마", (f"{p}의 엄마",), True),
        NP("pro_gyae", "걔", (p,), True),
        NP("pro_geubun", "그분", (p,), True),
        NP("pro_geusaram", "그 사람", (p,), True),
        NP("pro_geuchingu", "그 친구", (p,), True),
        NP("title_back", "선배님", (f"{p} 선배", p), True),
        NP("zero", "", (p,), True),
    ]


def _hypo(np: NP) -> str:
    """A bare 2-syllable given name with a final consonant takes the hypocoristic 이 in 반말
    ('채솔이가'); everything else as is."""
    if np.key == "name" and len(np.text) == 2 and batchim(np.text):
        return np.text + "이"
    return np.text


def _marked(np: NP, mark: str) -> str:
    if np.key == "zero":
        return ""
    t = _hypo(np)
    if mark == "subj":
        return josa(t, "이", "가") if not t.endswith("이") else t + "가"
    if mark == "topic":
        return josa(t, "은", "는")
    if mark == "hante":
        return t + "한테"
    if mark == "geureoneunde":
        return (josa(t, "이", "가") if not t.endswith("이") else t + "가") + " 그러는데"
    if mark == "malloneun":
        return t + " 말로는"
    if mark == "yaegiro":
        return t + " 얘기로는"
    if mark == "hante_deureonneunde":
        return t + "한테 들었는데"
    raise ValueError(mark)


MARKS = ("subj", "topic", "hante", "geureoneunde", "malloneun", "yaegiro", "hante_deureonneunde")
OPENER_MARKS = ("geureoneunde", "malloneun", "yaegiro", "hante_deureonneunde")


def _prior(kind: str, np: NP, p: str, c: Content, polite: bool) -> str:
    """The asker's turn before: it names ``p`` (as the source NP's antecedent)."""
    if np.key == "title_back":
        return f"{p} 선배 봤어{'요' if polite else ''}?"
    if np.key == "zero":
        return f"{josa(p, '은', '는')} {c.target} 뭐래{'요' if polite else ''}?"
    if kind == "bare":
        return f"{p} 요즘 어때{'요' if polite else ''}?"
    if kind == "topic":
        return f"{josa(p, '은', '는')} 요즘 어떻게 지내{'요' if polite else ''}?"
    return f"어제 {josa(p, '이랑', '랑')} 통화했어{'요' if polite else ''}."


def _katalk(s: str) -> str:
    """Chat spelling: the space after a short word (one or two syllables: '그 집', '완전 별로',
    '걔 형') dropped, every other time; no full stop."""
    words = s.split(" ")
    out, n = words[0], 0
    for w in words[1:]:
        prev = re.sub(r"[^가-힣]", "", out.rsplit(" ", 1)[-1])
        if len(prev) <= 2 and not out.endswith((",", '"')):
            n += 1
            if n % 2:
                out += w
                continue
        out += " " + w
    return out.rstrip(".")


def _finish(opener: str, head: str, body: str, register: str) -> str:
    s = " ".join(x for x in (head, body) if x)
    return OPENERS[opener] + (_katalk(s) if register == "katalk" else s)


TAILS = {"none": "", "own": " 나도 궁금하네", "laugh_own": "ㅋㅋ 진짜 웃기지"}


def hearsay_item(p: str, c: Content, ending: str, mark: str, register: str, opener: str,
                 prior: str, np_key: str, tail: str = "none") -> Item | None:
    """One single-level report, or None where the dimensions do not combine."""
    if (ending == "rago_deureosseo") != (mark == "hante"):
        return None
    if mark in OPENER_MARKS and ending not in FINAL_ENDINGS:
        return None
    np = next(x for x in _nps(p) if x.key == np_key)
    if np.key == "zero" and mark != "subj":
        return None
    polite = register == "yo"
    body_ban, body_yo = ENDINGS[ending](c)
    body = body_yo if polite else body_ban
    if tail != "none":
        # chat run-on: the speaker's own words follow the report with no full stop
        if ending in ("damyeonseo", "nyago") or register == "yo":
            return None
        body = body.rstrip(".") + TAILS[tail]
    text = _finish(opener, _marked(np, mark), body, register)
    first = _prior(prior, np, p, c, polite)
    dims = {"family": "hearsay", "np": np.key, "mark": mark, "ending": ending,
            "content": c.key, "opener": opener, "register": register, "prior": prior,
            "namelen": str(len(p)), "tail": tail, "pname": p}
    if ending in ("nyago", "damyeonseo"):
        # a reported question, and a sentence-final -다면서? (asking the listener to confirm
        # what was heard, as '…했대?' does): no Claim
        return Item([(A, first), (B, text)], "none", dims=dims)
    return Item([(A, first), (B, text)], "claim", list(np.owner), [B], dims)


NP_KEYS = tuple(x.key for x in _nps("채솔"))


def hearsay_items(n: int, rng: random.Random) -> list[Item]:
    """``n`` single-level reports, each dimension drawn independently (invalid mixes redrawn)."""
    out: list[Item] = []
    while len(out) < n:
        it = hearsay_item(rng.choice(NAMES2 + NAMES3), rng.choice(CONTENTS),
                          rng.choice(list(ENDINGS)), rng.choice(MARKS),
                          rng.choice(("ban", "yo", "katalk")), rng.choice(list(OPENERS)),
                          rng.choice(("bare", "topic", "stmt")), rng.choice(NP_KEYS),
                          rng.choice(list(TAILS)))
        if it is not None:
            out.append(it)
    return out


def nested_items() -> Iterator[Item]:
    for p, c, register, opener, shape in itertools.product(
        NAMES2 + NAMES3, CONTENTS, ("ban", "yo", "katalk"), OPENERS,
        ("geureoneunde_kin", "hante_daetdae", "malloneun_kin", "three_level"),
    ):
        polite = register == "yo"
        q = OTHER
        first = f"{p} 요즘 어때{'요' if polite else ''}?"
        subj = josa(_hypo(NP("name", p, (p,))), "이", "가") if not batchim(p) or len(p) != 2 \
            else p + "이가"
        # (a relative's judgement under X's report is the relative's, passed on by X; what the
        # relative does is X's report about them)
        fact = c.key.startswith("fact")
        if shape == "geureoneunde_kin":
            b_ban, b_yo = _dae(c)
            text = f"{subj} 그러는데 걔 형이 {b_yo if polite else b_ban}"
            owner, chain = ([p], [B]) if fact else ([f"{p}의 형"], [B, p])
        elif shape == "malloneun_kin":
            b_ban, b_yo = _dae(c)
            text = f"{p} 말로는 걔네 삼촌이 {b_yo if polite else b_ban}"
            owner, chain = ([p], [B]) if fact else ([f"{p}의 삼촌"], [B, p])
        elif shape == "hante_daetdae":
            s = _stem_da(c) + "고 했대"
            text = f"{p}한테 들었는데 {josa(q, '이', '가')} {s}{'요' if polite else ''}."
            owner, chain = [q], [B, p]
        else:
            s = _stem_da(c) + "고 했다고"
            text = (f"{josa(p, '은', '는')} {josa(q, '이', '가')} {s} {THIRD}한테서 "
                    f"들었대{'요' if polite else ''}.")
            owner, chain = [q], [B, p, THIRD]
        dims = {"family": "nested", "np": shape, "content": c.key, "opener": opener,
                "register": register, "namelen": str(len(p))}
        yield Item([(A, first), (B, _finish(opener, "", text, register))], "claim", owner, chain,
                   dims)


EVENTS = ("지난주에 암벽 등반 다녀왔어", "어제 공방에서 도자기 구웠어", "주말에 이삿짐 쌌어")
HABITS = ("매주 화요일마다 탁구 쳐", "아침마다 천변에서 줄넘기해")


def first_items() -> Iterator[Item]:
    for c, register, opener, shape in itertools.product(
        CONTENTS, ("ban", "yo", "katalk"), OPENERS,
        ("nan_deonde", "nae_saenggak", "gata", "mom_self", "conditional", "deonde_runon",
         "ham_person"),
    ):
        if c.key.startswith("fact") and shape in ("nan_deonde", "gata", "deonde_runon"):
            continue
        polite = register == "yo"
        first = f"{c.target} 어때{'요' if polite else ''}?"
        if shape == "nan_deonde":
            text = f"{'전' if polite else '난'} {c.target} {c.past}{'요' if polite else ''}."
        elif shape == "nae_saenggak":
            text = f"{'제' if polite else '내'} 생각엔 {_ban(c)}{'요' if polite else ''}."
        elif shape == "gata":
            text = f"{c.target} {c.seems}{'요' if polite else ''}."
        elif shape == "mom_self":
            first = f"엄마, {c.target} 어때?"
            text = f"엄마 생각엔 {_ban(c)}."
        elif shape == "deonde_runon":
            # a judgement in -던데 with an afterthought and a laugh glued on, no full stop
            text = f"{c.target}{'은' if batchim(c.target) else '는'} {c.past} 저번에ㅋㅋ 또 가자"
        elif shape == "ham_person":
            # a chat verdict on a person in the nominal -함 ending, after a record clause
            first = "서곤 요즘 뭐 해?"
            text = "나 어제 서곤이랑 도서관에서 밤까지 있었는데 걔 작문 완전 잘함"
        else:
            first = f"{josa('솔휘', '이', '가')} 다음 달에 전학 간대{'요' if polite else ''}."
            text = f"솔휘 없으면 우리 반 응원단 완전 구멍인데{'요' if polite else ''}."
        dims = {"family": "first", "np": shape, "content": c.key, "opener": opener,
                "register": register}
        yield Item([(A, first), (B, _finish(opener, "", text, register))], "claim", [B], [], dims)


def record_items() -> Iterator[Item]:
    for p, ev, register, opener, shape in itertools.product(
        NAMES2 + NAMES3, EVENTS + HABITS, ("ban", "yo", "katalk"), OPENERS,
        ("name_did", "name_and", "name_habit", "gyae_did", "name_janha", "ham_habit"),
    ):
        habit = ev in HABITS
        if (shape in ("name_habit", "ham_habit")) != habit:
            continue
        polite = register == "yo"
        yo = "요" if polite else ""
        first = f"{p} 요즘 어때{yo}?"
        subj = josa(p, "이", "가")
        if shape == "name_did":
            text = f"{subj} {ev}{yo}."
        elif shape == "name_and":
            text = f"{josa(p, '이랑', '랑')} {OTHER}가 같이 {ev}{yo}."
        elif shape == "name_habit":
            text = f"{josa(p, '은', '는')} {ev}{yo}."
        elif shape == "name_janha":
            # -잖아 recalls a past event to the listener; an afterthought follows in chat
            text = f"{josa(p, '은', '는')} {ev[:-1]}잖아{yo} ㅋㅋ"
        elif shape == "ham_habit":
            text = f"ㅇㅇ {ev.split('마다')[0]}마다 함ㅋㅋ"
        else:
            text = f"걔가 {ev}{yo}."
        dims = {"family": "record", "np": shape, "opener": opener, "register": register,
                "namelen": str(len(p))}
        yield Item([(A, first), (B, _finish(opener, "", text, register))], "record", dims=dims)


EXTRA_SHAPES = ("neg_ani", "confirm_q", "two_first", "two_second", "own_after_report",
                "report_before_own", "quote_then_subject")


def extra_items() -> Iterator[Item]:
    """Turns natural dialogue has and the single-report items lack: a negated report ('X는 별로
    아니래'), a report inside a confirmation question ('X 옮긴다며?': no claim), two reports by
    two sources, a report then the speaker's own verdict, a quotation before its subject."""
    for p, c, register, opener, shape in itertools.product(
        NAMES2 + NAMES3, CONTENTS, ("ban", "yo", "katalk"), OPENERS, EXTRA_SHAPES,
    ):
        polite = register == "yo"
        yo = "요" if polite else ""
        first = f"{p} 요즘 어때{yo}?"
        topic = josa(p, "은", "는")
        subj = josa(p, "이", "가")
        d_ban, d_yo = _dae(c)
        dae = d_yo if polite else d_ban
        fact = c.key.startswith("fact")
        kind, owner, chain = "claim", [p], [B]
        if shape == "neg_ani":
            if fact:
                continue
            text = f"{topic} {c.target} 별로 아니래{yo}."
        elif shape == "confirm_q":
            text = f"{subj} {_stem_da(c)}면서{yo}?" if not fact else f"{subj} {_stem_da(c)}며?"
            kind, owner, chain = "none", [], []
        elif shape in ("two_first", "two_second"):
            text = f"{topic} {dae} {josa(OTHER, '은', '는')} 별로래{yo}."
            if shape == "two_second":
                owner = [OTHER]
        elif shape in ("own_after_report", "report_before_own"):
            if fact:
                continue
            own = "전 좀 별로예요" if polite else "난 좀 별로야"
            text = f"{topic} {dae} 근데 {own}."
            if shape == "own_after_report":
                owner, chain = [B], []
        else:
            q = f'"{_ban(c)}{yo}"'
            text = f"{q} {subj} 이러던데{yo}."
        dims = {"family": "extra", "np": shape, "content": c.key, "opener": opener,
                "register": register, "namelen": str(len(p))}
        yield Item([(A, first), (B, _finish(opener, "", text, register))], kind, owner, chain,
                   dims)


def sample(n: int, seed: int = 13) -> list[Item]:
    """A deterministic sample of about ``n`` items: 55% single-level reports, 15% each of
    nested reports, first-person views and records."""
    rng = random.Random(seed)
    out = hearsay_items(int(n * 0.55), rng)
    for items in (list(nested_items()), list(first_items()), list(record_items())):
        out.extend(rng.sample(items, min(len(items), int(n * 0.15))))
    # (the added shapes from a generator of their own, so the items above stay as they were)
    extra = list(extra_items())
    out.extend(random.Random(seed + 1).sample(extra, min(len(extra), int(n * 0.15))))
    return out


def run(items: Sequence[Item]) -> list[dict[str, Any]]:
    """Each item through the real extractor (RuleExtractor over TurnIn lists with known
    speakers, as the natural bench runs it); one result per item."""
    from cogmem_rdf.bench.natural import chain_ok, natural_name
    from cogmem_rdf.extract.rules import RuleExtractor
    from cogmem_rdf.models import TurnIn

    turns, last = [], []
    for i, it in enumerate(items):
        for j, (spk, text) in enumerate(it.turns):
            turns.append(TurnIn(memory="p", session=f"p{i}", date=datetime(2026, 3, 4),
                                turn=f"p{i}:{j}", speaker=spk, text=text, lang="ko",
                                seq=len(turns)))
        last.append(f"p{i}:{len(it.turns) - 1}")
    xs = {x.turn: x for x in RuleExtractor().extract(turns, [])}
    out = []
    for it, t in zip(items, last, strict=True):
        x = xs[t]
        prior_clean = all(not xs[f"{t.split(':')[0]}:{j}"].claims
                          for j in range(len(it.turns) - 1)
                          if it.turns[j][1].rstrip().endswith("?"))
        if it.kind == "claim":
            names = {natural_name(o) for o in it.owner}
            own = [cl for cl in x.claims if natural_name(cl.owner) in names]
            ok_owner = bool(own)
            ok = any(chain_ok(cl.relayed_by, it.chain) for cl in own)
        elif it.kind == "record":
            ok_owner = ok = bool(x.events or x.facts) and not x.claims
        else:
            ok_owner = ok = not x.claims
        got = [(cl.owner, list(cl.relayed_by or [])) for cl in x.claims]
        out.append({"item": it, "owner": ok_owner, "ok": ok and prior_clean, "got": got,
                    "events": len(x.events) + len(x.facts)})
    return out


def table(results: Sequence[dict[str, Any]], dims: Sequence[str] = ()) -> dict[str, float]:
    """Accuracy (owner and chain right / record right / no claim) per value of each dimension."""
    acc: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for r in results:
        for k, v in r["item"].dims.items():
            if dims and k not in dims:
                continue
            acc[f"{k}={v}"][0] += r["ok"]
            acc[f"{k}={v}"][1] += 1
    return {k: a / n for k, (a, n) in sorted(acc.items())}


def _report(results: Sequence[dict[str, Any]], pairs: bool, show: int) -> None:
    print(f"all {sum(r['ok'] for r in results)}/{len(results)}")
    for k, v in table(results).items():
        n = sum(1 for r in results if f"{k.split('=')[0]}={r['item'].dims.get(k.split('=')[0])}"
                == k)
        print(f"  {k:32s} {v:.3f}  (n={n})")
    if pairs:
        cells: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for r in results:
            d = r["item"].dims
            for a, b in itertools.combinations(sorted(d), 2):
                key = f"{a}={d[a]} x {b}={d[b]}"
                cells[key][0] += r["ok"]
                cells[key][1] += 1
        worst = sorted(((a / n, n, k) for k, (a, n) in cells.items() if n >= 8))[:60]
        print("worst cells:")
        for v, n, k in worst:
            if v < 1:
                print(f"  {v:.2f} n={n:4d} {k}")
    bad = [r for r in results if not r["ok"]]
    random.Random(1).shuffle(bad)
    for r in bad[:show]:
        it = r["item"]
        print("MISS", it.dims, "| want", it.kind, it.owner[:1], it.chain, "| got", r["got"],
              "ev", r["events"])
        for spk, t in it.turns:
            print("     ", spk, ":", t)


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    show = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    _report(run(sample(n)), pairs=True, show=show)
