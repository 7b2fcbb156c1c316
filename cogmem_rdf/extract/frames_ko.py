"""Korean attribution frames as data: which morphemes report whose view, and how.

A frame row names a pattern of Kiwi morphemes (form alternatives + tag prefix), where the holder
of the view sits relative to it, and whether the speaker is passing someone's view on (``relays``)
or giving their own (first-hand stance cue). ``rules_ko`` runs ONE interpreter over the rows for
every clause; the parser (``ko_parse``) has already dealt with openers (아 근데, 그니까, 암튼),
quotes ("…" 이러더라), names, pronouns (걔, 그분, 자기) and role phrases, so a row never repeats
that work. Negation (안/못 before the reporting verb, -지 않-) is found by the matcher itself: a
row is never written twice for its negated form.

Kinds of row
- ``final``: a sentence-final ending (-대, -래,
  -다더라, -라던데, -다네): the view is the whole clause;
  the holder is the first subject/topic person of the clause ("하은이는 그 책 지루하대").
- ``report``: a quotative ending plus a reporting verb (-다고 하더라, -라고 했어, -다고 들었어,
  -다면서, "…" 이러더라): the view is what precedes the quotative ending; the holder is the
  subject of the reporting verb (``subject``) or its source (``source``: X한테/에게서 들었어).
- ``opener``: a connective frame whose view follows (X가 그러는데, X 말로는, X에 따르면,
  X한테 들었는데): the holder is the person just before it (``before``: the nearest subject;
  ``possessor``: the noun phrase it modifies; ``source``: a 한테/에게서 phrase).
- ``source``: a sentence that only names a source ("하소리한테 들었어."): the next zero-subject
  hearsay of the turn is that person's.
- ``cue``: the speaker's own stance (-것 같아, -듯,
  솔직히, 내 생각엔, 내가 보기엔, 그렇게 생각 안 해);
  with a third-person possessor or subject ("하소리 생각엔", "하소리가 보기엔", "하소리는 그렇게
  생각해") the holder is that person and the speaker relays it.

Adding a row. Say a linguist wants "X 소문으로는 …" ("by X's rumour…"): add

    Frame("soemun", "opener", (M("소문", "NN"), M("으로|로", "JKB")), holder="possessor",
    relays=True)

to ``FRAMES``, and one invented test line to ``tests/extract/test_frames_ko.py``'s ``EXAMPLES``:

    "soemun": ("나리", "모래솔이 소문으로는 그 가게 곧 닫는대.", "모래솔", ["나리"]),

(speaker, sentence, expected owner, expected relay chain). The test checks every row has an example
and that the example is attributed as written. No code changes are needed for a new row whose
holder sits in one of the existing slots.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# (an imperative quoted: '…씻으라고 했어', and '씻으래' as Kiwi expands it, 으라고 + 하 + 어)
# ('비싸댔어': Kiwi spells the contracted -다고 했- out as 다 + 하, the quotative 고 dropped, as
# speech also drops it: '좋다 하더라')
# ('간다 했어': -ㄴ다/-는다 with the quotative 고 dropped the same way)
QUOTE_EC = (
    "다고|라고|ᆫ다고|는다고|냐고|자고|이라고|으라고|다구|라구|ᆫ다구|는다구|으라구|라|다|ᆫ다|는다"
)
NEG_ADVERBS = frozenset({"안", "못"})
# the plain statement ending (-다 after a stem, -라 after the copula)
DA_PLAIN = "다|라|ᆫ다|는다"
# an adnominal quotative ('…다는 얘기', '…라는 말') and the nouns of what was said
_QUOTE_ETM = "다는|라는|ᆫ다는|는다는|냐는|자는|대는|래는"
_SPEECH_NOUNS = "말|얘기|이야기|소리|소식|말씀|소문"


@dataclass(frozen=True)
class M:
    """One morpheme: ``forms`` "a|b" (empty = any form) and a tag prefix "VV|VX"."""

    forms: str
    tags: str
    # the only forms a connective ending (EC) may take here, when the row also takes any final
    # ending (Kiwi reads a sentence-closing '-던데' as EC)
    ec_forms: str = ""

    def ok(self, tok: Any) -> bool:
        if self.forms and tok.form not in self.forms.split("|"):
            return False
        if self.ec_forms and tok.tag.startswith("EC") and tok.form not in self.ec_forms.split("|"):
            return False
        return any(tok.tag.startswith(t) for t in self.tags.split("|"))


@dataclass(frozen=True)
class Frame:
    """One attribution frame (see the module docstring)."""

    name: str
    kind: str  # "final" | "report" | "opener" | "source" | "cue"
    pattern: tuple[M, ...]
    # "subject" | "source" | "before" | "possessor" | "speaker" | "self" (the row's own noun) |
    # "named" (the person whose particle the row is, alone in the sentence)
    holder: str = "subject"
    relays: bool = True
    hedged: bool = False
    at_end: bool = False  # nothing but punctuation may follow the pattern in the clause
    mid: bool = False  # words must follow the pattern in the clause (a connective, not an end)
    # no subject: the person talked about said it ('…다고 하더라' -> 걔)
    zero_antecedent: bool = False
    # the row applies only with a person in its holder slot ('강바림 말이 …')
    needs_person: bool = False
    quoted: bool = False  # only after a quotation ('"…" 하더라')
    # not when the next predicate judges the words themselves ('남편 말이 맞는 것 같아': the
    # speaker's view of what was said, not a report of it)
    unless_next: str = ""
    # a ``source`` row that only names the source of hearsay said before it, never of what follows
    # (a verbless '…한테서.' fragment)
    earlier_only: bool = False
    # the holder may follow the frame as the subject of a verb of saying ('…다면서 X가 칭찬하던데':
    # X praised it, saying that …)
    holder_after: bool = False
    # a call or a meeting, not a saying: a person who is the subject of the hearsay after it is
    # the one talked to, and holds it ('X가 통화했는데 Y가 …대': Y said it, X passed it on)
    contact: bool = False
    # with nothing before it, the row's own noun is the source ('뉴스 보니까 …': the news)
    self_source: bool = False
    # only right after a source was named in the turn ('X한테 들었어요. …다고요.'): the row is
    # what that source said (elsewhere the ending insists on one's own words: '싫다고요!')
    after_source: bool = False
    # the holder is the subject inside the row, between a fronted quotation and the verb of
    # saying that ends the row ('…다고 X가 강조했어'): the row is read from that verb
    holder_inside: bool = False
    # only when the clause goes on to a hearsay ending or a verb of saying after the row ('X 말은
    # …대요': X's words reported; 'X 말은 좀 과장이야' judges the words, no report)
    reported_after: bool = False


# Verbs of saying that take a '-다고' complement (verba dicendi: the speech-act verbs Korean
# grammars list as taking an indirect quotation — 말하다, 설명하다, 주장하다 …), by kind of act:
# telling, complaining and praising, advising and warning, recommending, announcing and
# informing, promising and admitting, asking and answering, coaxing and urging (꼬시다,
# 설득하다, 조르다: '…좋다고 꼬셔'), foretelling (예측하다, 전망하다) and teasing (놀리다, 핀잔
# 주다). Verbal nouns appear bare (Kiwi
# splits '추천하더라' as 추천 + 하); native verbs as their stem.
SPEECH_ACTS = "|".join(
    """말 얘기 이야기 말씀 설명 강조 주장 언급 답 대답 답변 자랑 불평 불만 투덜 투덜대 난리
    하소연 칭찬 극찬 칭송 혹평 비판 비난 욕 떠들 걱정 조언 충고 경고 당부 권하 권유 추천 강추
    비추 제안 공지 발표 안내 통보 통지 지시 명령 요청 요구 권고 주문
    알리 전하 전달 귀띔 약속 장담 단언 고백 인정 해명 변명 반박 우기 부탁 호소 속삭이 외치 소리치
    중얼거리 털어놓 밝히 확인 부인 시인 폭로 토로 실토 증언 푸념 투정 투덜거리 잔소리 험담
    흉보 꼬시 꼬드기 설득 조르 보채 구슬리 재촉 독촉 협박 엄포 생색 호들갑 광고 홍보 영업
    떠벌리 큰소리치 칭얼대 칭얼거리 징징대 징징거리 툴툴대 툴툴거리
    반대 결사 항의 반발 고집 버티 따지 성화 감싸 두둔 편들 옹호 변호 역성
    평가 맹세 동의 지적 암시 털 징징
    까 디스
    욕하 한탄 감탄 호평 질색 화내 비웃 후회 만족 불만족 실망 감동 놀라
    예측 예상 전망 놀리 핀잔 타박 구박""".split()
)
# (the 평가 line: judging, vowing, agreeing, pointing out and hinting — '…비싸다고 평가하더라',
# '…안 간다고 맹세했어', '…맞다고 동의했어', '…늦었다고 지적했어'; 털 is 털어놓다, Kiwi's
# 털 + 어 + 놓: '…힘들다고 털어놨어'; 징징 is the adverb Kiwi splits 징징대다 into, 징징 + 대)
# (까다 and 디스하다, chat for running down — '…가르치려 든다고 엄청 까더라' — after a
# quotative ending only, where 까다 'to peel' takes no complement)
# (the 욕하 line: verbs Kiwi keeps whole, saying that passes a verdict by its manner, and a
# judgement one is left with about what the quotative closes — '…최악이라고 욕하더라',
# '…최고라고 감탄하던데', '…촌스럽다고 비웃더라', '…아깝다고 후회하더라', '…닫았다고 놀라더라')
# (the 반대 line: taking a stand on what one says — opposing, protesting, holding out, insisting:
# '…위험하다고 반대하셔', '…안 된다고 버텨', '…싫다고 고집 부려', '…불공평하다고 항의했어';
# Kiwi splits 결사반대 as 결사 + 반대, the first morpheme after the quotative; and taking
# someone's side — defending, covering for: '…착하다고 감싸더라', '…잘못 없다고 두둔했어',
# '…바빴다고 편들더라', '…옳다고 옹호했어'; 역성 of 역성(을) 들다)
# Texts one reads or watches, by what a noun before them is. Authored texts — forecasts,
# notices, statements, messages, posts — name their author first ('관측소 예보', '학교 공지',
# 'X 카톡'): '<author> <text> 보니까 …' passes on the author's words (the text itself when no
# author is said). Texts about something — news, articles, reviews, comments — name their
# subject first ('그 식당 후기'): the text is the source.
AUTHORED_TEXTS = "|".join(
    """예보 일기예보 공지 공지사항 발표 안내문 공문 문자 메일 카톡 단톡 블로그 인터뷰 통계 보고서
    설명서 홈페이지 게시글 글 견적서 소견서 진단서 의견서 감정서 점검표 소식지 회보 주보""".split()
)
# nouns of holding a belief that take a '-다고' complement with 하다 (생각하다, 예상하다 …)
BELIEF_NOUNS = "생각|예상|추측|확신|짐작|예측|판단|의심|추정"
ABOUT_TEXTS = "뉴스|기사|보도|후기|리뷰|댓글|평|방송|영상"
# Announcing and telling, said of a person with nothing reported ('X가 게시판에 안내했어'): who
# said what the turn's hearsay passes on (the ``malhaesseo`` source row)
ANNOUNCE_NOUNS = "말|말씀|얘기|이야기|공지|발표|안내|언급|설명|귀띔|연락|방송"
# what one announces, explains, answers or finds, by which a report is sourced ('X 공지로는')
ANNOUNCED_NOUNS = "공지|공지사항|발표|설명|안내|답변|회신|공문|의견|진단|소견|피드백|판단|해석"
# what someone decides or orders for others, and their word on it ('X 지시래', 'X 방침이래')
DIRECTIVE_NOUNS = "지시|명령|방침|지침|결정|뜻|말씀|얘기|공지|주문|요청|엄명"
# messages one sends or posts to someone (a notice, a text, a chat message, a mail, a call):
# 'X가 문자 줬어', 'X가 공지 올렸어', 'X가 카톡 보냈어'
MESSAGE_NOUNS = "공지|공지사항|문자|카톡|톡|메일|메시지|디엠|연락|전화|쪽지|알림"

# verbs of telling someone ('X한테 그랬대', 'X한테 말했대', 'X한테 귀띔해 줬대')
_TELL = "하|그러|말|얘기|이야기|말씀|전하|알리|귀띔|설명|얘기하|말하"
# the particles of a person told or heard from ('X한테', 'X에게서', 'X께')
_TO_FROM = "한테|에게|한테서|에게서|께|께서|테"
# '…봤는데': Kiwi reads the connective as EC, EF, or as ETM 는 + bound noun 데
_NEUNDE = "는데|ᆫ데|더니|는"
# the particles of a subject said between a quotation and its verb ('…다고 X가 말했어')
_SUBJ = "이|가|께서|은|는|께서는"
# and the sayer who says so too ('…라고 X도 그러더라', '…라고 교수님께서도 그러시던데' — s36)
_SUBJ_TOO = _SUBJ + "|도"
# a verb of saying after that subject: a speech act, or plain 하다 / 그러다
_SAY = SPEECH_ACTS + "|하|그러"
# the connective after a verb of telling someone ('알려 줬는데', '전해 주더니', '말해 주던데')
_TOLD_EC = "는데|ᆫ데|더니|던데|는데요|ᆫ데요|던데요"
# the quotative endings with their 고 (not the bare '…다' that speech may leave for '…다고')
_QUOTE_GO = "다고|라고|ᆫ다고|는다고|냐고|자고|이라고|으라고|다구|라구|ᆫ다구|는다구"
# third-person emotion verbs (adjective + -어하다) that Kiwi keeps as one verb
_EOHA = "|".join(
    """좋아하 싫어하 기뻐하 슬퍼하 아쉬워하 괴로워하 힘들어하 무서워하 부러워하 귀찮아하
    미안해하 고마워하 답답해하 속상해하 서운해하 억울해하 어이없어하 황당해하 신기해하
    창피해하 부끄러워하 불안해하 걱정스러워하 짜증스러워하 못마땅해하 아까워하 분해하
    열받아하 안타까워하""".split()
)
# an outburst one 'lets out' (화/짜증/성질 내다)
_OUTBURST = "화|짜증|성질|신경질|성"
# idioms of stating firmly, of warning and of refusing (noun + verb: 못/쐐기 박다, 선 긋다,
# 손사래 치다, 고개 젓다/흔들다, 입 모으다, 으름장/엄포 놓다, 목소리 높이다, 언성 높이다)
# (and 노래를 부르다, harping on: '…라고 맨날 노래를 불러')
# (and dismay shown: 혀를 차다, 한숨(을) 쉬다 — '…비싸다고 혀를 차더라')
# (and anger shown: 이를 갈다, 거품/게거품을 물다 — '…안 간다고 이를 갈더라')
_SAY_IDIOM_N = (
    "못|쐐기|선|손사래|고개|도리질|입|으름장|엄포|목소리|언성|노래|혀|한숨|이|거품|게거품"
)
_SAY_IDIOM_V = "박|긋|치|젓|흔들|모으|놓|높이|부르|차|쉬|갈|물"
_EF = "EF|EC"  # a final ending read as EC before 'ㅋㅋ' ('…래 ㅋㅋ'); rows using it are at_end
_V = "VV|VX|XSV"
# emotion verbs of a state one is left in (noun + verb as Kiwi splits them: 열받다, 화나다,
# 짜증 나다, 약오르다; and whole verbs: 삐지다, 토라지다, 빡치다, 흥분하다, 실망하다)
_FEEL_N = "열|화|짜증|신경질|성질|약"
_FEEL_NV = "받|나|오르"
_FEEL_V = "삐지|토라지|빡치|흥분하|실망하|상심하"

# the messages and calls words are sent in ('문자', '카톡', '연락'), and the acts of greeting,
# thanking and apologising that words come with (and a reply to a message: 회신, 답신, 답변)
_CONTACT_N = (
    "연락|문자|카톡|톡|전화|메시지|메세지|디엠|DM|메일|이메일|편지|쪽지|댓글|답장|회신|답신|답변")
_GREET = "인사|사과|감사|축하"

# '-다잖아(요)', '-라잖아': -다고 하잖아 contracted, what the subject says put to the listener as
# known ('X가 거기 비싸다잖아'); read by the ``dae`` row (Kiwi's whole ending) and ``dae_deora``
# (-다 and -잖아 apart)
_DA_JANHA = "다잖아|라잖아|ᆫ다잖아|는다잖아|다잖아요|라잖아요|ᆫ다잖아요|는다잖아요"

FRAMES: tuple[Frame, ...] = (
    # --- sentence-final hearsay endings ---
    # (and '-댄다', '-랜다', the hearsay ending with the plain -ㄴ다 on it; '-더래', what the
    # subject found, told: '…좋더래' = '…좋더라고 했대'; '-대잖아', the hearsay ending then -잖아
    # reminding the listener of it; the tokenizer joins these where Kiwi splits them)
    Frame(
        "dae", "final",
        (M("대|ᆫ대|는대|대요|ᆫ대요|는대요|대더라|대던데|ᆫ대더라|댄다|ᆫ댄다|는댄다|대잖아|대잖아요|"
           "ᆫ대잖아|는대잖아|ᆫ대잖아요|는대잖아요|는댄다요|" + _DA_JANHA, _EF),),
        at_end=True,
    ),
    Frame("rae", "final", (M("래|래요|래더라|랜다|더래|더래요|래잖아|래잖아요", _EF),),
          at_end=True),
    # the quotative ending closing the sentence, after the source was named ('X한테 들었어.
    # 다음 주에 공사 들어간다고.'): the rest of a report whose verb the sentence before said
    Frame(
        "dago_final",
        "final",
        (M("다고|라고|ᆫ다고|는다고|다고요|라고요|ᆫ다고요|는다고요|다구|라구|ᆫ다구|는다구|다구요|"
           "라구요|ᆫ다구요|는다구요", _EF),),
        at_end=True,
        after_source=True,
    ),
    # a proposal passed on ('같이 가재', '-자고 해'): the hortative's hearsay ending
    Frame("jae", "final", (M("재|재요", _EF),), at_end=True),
    Frame(
        "dadeora",
        "final",
        (
            M(
                "다더라|라더라|ᆫ다더라|는다더라|다더라고|라더라고|ᆫ다더라고|는다더라고|다더라구|다더라구요",
                _EF,
            ),
        ),
        at_end=True,
    ),
    Frame(
        "dadeonde",
        "final",
        # (and '-다는데', -다고 하는데 contracted, closing the sentence: '…불친절하다는데?' tells
        # what the subject says, with a rising tone that asks nothing)
        # (and '-다던걸', what the subject said told as a finding: '…좋다던걸'; the colloquial
        # '-다더만' and the hedged '-다던가', 'said … or something')
        (M("다던데|라던데|ᆫ다던데|는다던데|다던데요|라던데요|다는데|라는데|ᆫ다는데|는다는데|다는데요|"
           "라는데요|ᆫ다는데요|는다는데요|다던걸|라던걸|ᆫ다던걸|는다던걸|다던걸요|라던걸요|ᆫ다던걸요|"
           "는다던걸요|다더만|라더만|ᆫ다더만|는다더만|다던가|라던가|ᆫ다던가|는다던가", _EF),),
        at_end=True,
    ),
    Frame(
        "dane",
        "final",
        (
            M(
                "다네|라네|ᆫ다네|는다네|다네요|답니다|랍니다|ᆫ답니다|는답니다|단다|란다|ᆫ단다|는단다|다나|라나",
                _EF,
            ),
        ),
        at_end=True,
    ),
    # --- quotative ending + reporting verb ---
    # (Kiwi may tag the quotative after a noun as the particle JKQ: '금요일이라고 하셨대')
    Frame("dago_hada", "report", (M(QUOTE_EC, "EC|JKQ"), M("하|그러", _V)),
          zero_antecedent=True),
    Frame(
        "quoted_ireoda",
        "report",
        # (Kiwi reads '이랬대' as 이렇/VA + 었 + 대: the adjective spelling counts too)
        (M("이러|그러|저러|이렇|저렇", "VV|VA"), M("", "EF|EC")),
        at_end=True,
        zero_antecedent=True,
    ),
    # a quotation, then 이렇게/그렇게 and a verb of saying or an idiom of stating firmly: '"…"
    # 이렇게 못 박으시더라고요', '"…" 그렇게 말하던데', '"…" 이렇게 공지했어'
    Frame(
        "quoted_ireoke_idiom",
        "report",
        (M("이렇|그렇|저렇", "VA"), M("게", "EC"), M(_SAY_IDIOM_N, "NNG|NNB"),
         M(_SAY_IDIOM_V, "VV")),
        quoted=True,
        zero_antecedent=True,
    ),
    Frame(
        "quoted_ireoke_say",
        "report",
        (M("이렇|그렇|저렇", "VA"), M("게", "EC"), M(SPEECH_ACTS + "|말하", "NN|VV")),
        quoted=True,
        zero_antecedent=True,
    ),
    # a quotation, then '이러던데' with the speaker's comment after it ('X가 "…" 이러던데 전혀
    # 아님'): the quotation is X's words (the comment is the speaker's own, a clause of its own;
    # Kiwi may read 던데 there as a final ending)
    Frame(
        "quoted_ireondeonde",
        "report",
        (M("이러|그러|저러", "VV"), M("던데|더니|는데|ᆫ데", "EC|EF")),
        mid=True,
        quoted=True,
        zero_antecedent=True,
    ),
    Frame(
        "geuraesseo",
        "report",
        (M("그렇|그러", "VA|VV"), M("었|았", "EP"), M("", "EF")),
        at_end=True,
        needs_person=True,
    ),
    Frame(
        "quoted_hada",
        "report",
        # (with the quotation taken out, Kiwi reads '도휘는 하더라' as an auxiliary 하/VX; and
        # words written or sent: '"…" 보냈어', '"…" 올렸더라', '"…" 남겼어')
        (M("하|보내|올리|남기|쓰|적", "VV|XSV|VX"), M("", "EF|EC")),
        at_end=True,
        quoted=True,
        zero_antecedent=True,
    ),
    # (and a message sent or a call made with the words, or an act of greeting, thanking or
    # apologising, or an errand of saying: '…비싸다고 문자 보냈어', '…늦는다고 연락 왔어',
    # '…고맙다고 인사하러 왔어', '…고맙다고 인사하셨어', '…안 된다고 따지러 왔어')
    Frame(
        "dago_speech",
        "report",
        (M(QUOTE_EC, "EC|JKQ"), M(SPEECH_ACTS + "|" + _CONTACT_N + "|" + _GREET + "|따지",
                                  "NN|VV|SL|MAG")),
        zero_antecedent=True,
    ),
    Frame(
        "daeseo",
        "report",
        (
            M(
                "대서|래서|ᆫ대서|는대서|다길래|라길래|ᆫ다길래|는다길래|다니까|라니까|ᆫ다니까|는다니까|다더니|라더니|ᆫ다더니|"
                "는다더니|다는데|라는데|ᆫ다는데|는다는데",
                "EC",
            ),
        ),
    ),
    # a proposal passed on in a connective ('같이 가자는데', '반반 내자길래'): -자고 하- contracted,
    # as '-다는데' is for a statement — the subject proposed what the ending closes
    Frame("jae_neunde", "report", (M("자는데|자길래|자니까|자더니|재서", "EC"),)),
    # (Kiwi may read '-자는데' as the adnominal 자는 and the bound noun 데: '내자는데')
    Frame("jae_neunde_etm", "report", (M("자는", "ETM"), M("데", "NNB")), mid=True),
    # '-대더라', '-래더라고': Kiwi splits the hearsay ending from the retrospective one after it;
    # and '-다드라', chat spelling of -다더라, which it reads as the plain -다 and 드라
    # ('지루하다드라' as 다/EF + 드라/EF)
    # (and '-다잖아', which Kiwi may read as the plain -다 and -잖아 apart: see _DA_JANHA)
    Frame(
        "dae_deora",
        "final",
        (M("대|ᆫ대|는대|래|" + DA_PLAIN, _EF),
         M("더라|더라고|더라구|던데|더라고요|던데요|드라|드라고|드라구|드라고요|드라구요|잖아|잖아요",
           _EF)),
        at_end=True,
    ),
    # '-다나 봐', '-래나 봐': hearsay the speaker only half vouches for (Kiwi: 래/EC 나/EC 보/VX)
    Frame(
        "dana_bwa",
        "final",
        (M("다나|라나|래|대|ᆫ대|는대", "EC|EF"), M("나", "EC"), M("보", "VX"), M("", "EF")),
        at_end=True,
    ),
    # '…안 간다는 거야', '…싫다는 거지': what the subject keeps saying, told as news
    Frame(
        "daneun_geoya",
        "report",
        (M(_QUOTE_ETM, "ETM"), M("거|것", "NNB"), M("이", "VCP"), M("", "EF|EC")),
        at_end=True,
        zero_antecedent=True,
    ),
    # '-다던데' as a connective with more said after it ('X는 …싼다던데 그건 …?'): -다고 하던데,
    # the subject's words (at the end of the sentence it is the ``dadeonde`` final ending)
    Frame(
        "dadeonde_mid",
        "report",
        (M("다던데|라던데|ᆫ다던데|는다던데", "EC"),),
        mid=True,
    ),
    # '…라고 썼더라', '…다고 올렸어', '…라고 문자 남겼어': words written or posted are said too
    Frame(
        "dago_sseuda",
        "report",
        (M(QUOTE_EC, "EC"), M("쓰|적|올리|남기|보내", "VV")),
        zero_antecedent=True,
    ),
    # where the words were said, between the quotation and a verb of saying: '…다고 단톡에
    # 공지했어', '…라고 방송에서 밝혔대' (the subject said it there)
    Frame(
        "dago_place_speech",
        "report",
        (M(QUOTE_EC, "EC"), M("", "NN"), M("에|에서", "JKB"), M(SPEECH_ACTS, "NN|VV")),
        zero_antecedent=True,
    ),
    # the one told said between the quotation and a verb of telling: '…다고 X한테 말했대',
    # '…라고 우리 엄마한테 그러셨어' (the subject said it; with -대 the one told passed it on)
    Frame(
        "dago_to_hada",
        "report",
        (M(QUOTE_EC, "EC"), M("", "NN|NP"), M(_TO_FROM, "JKB"),
         M(_TELL, _V + "|NN")),
        zero_antecedent=True,
    ),
    Frame(
        "dago_to2_hada",
        "report",
        (M(QUOTE_EC, "EC"), M("", "NN|NP"), M("", "NN|XSN"), M(_TO_FROM, "JKB"),
         M(_TELL, _V + "|NN")),
        zero_antecedent=True,
    ),
    # the subject said between a fronted quotation and the verb of saying: '…미뤄진다고 X가
    # 강조했어', '…챙기라고 우리 엄마가 여러 번 말했어', '…라고 담임 선생님께서 당부하셨어'.
    # The row is the subject's particle and the verb; the interpreter keeps it only when a person
    # ends right there and a quotative ending comes just before that person (names and role
    # phrases are the parser's, not Kiwi's morphemes)
    Frame(
        "dago_subj_speech",
        "report",
        # (Kiwi reads 그래서 there as 그렇/VA + 어서 or as the conjunction 그래서: '…다고 X가
        # 계속 그래서요', '…다고 X가 그래서 관뒀어' — because X said so)
        # (and, after a topic, 하 as Kiwi reads it there: '…많다고 서곤이는 하더라' as 하/VX)
        (M(_SUBJ_TOO, "JKS|JX"), M(_SAY + "|그렇|그래서", "NN|VV|VA|MAJ|VX")),
        zero_antecedent=True,
        holder_inside=True,
    ),
    # a feeling shown about what one said: the third-person emotion verb (-어하다) or an outburst
    # (화내다, 짜증 내다) after a quotative ('…졌다고 아쉬워하셨어', '…편파였다고 열받아 했어',
    # '…늦었다고 화냈어'): the subject's own view, given as their words
    Frame("dago_eohada", "report", (M(_QUOTE_GO, "EC"), M("", "VV|VA"), M("어|아|여", "EC"),
                                    M("하", "VX")), zero_antecedent=True),
    Frame("dago_eohada_n", "report", (M(_QUOTE_GO, "EC"), M("", "NNG"), M("", "VV"),
                                      M("어|아|여", "EC"), M("하", "VX")), zero_antecedent=True),
    Frame("dago_eohada_v", "report", (M(_QUOTE_GO, "EC"), M(_EOHA, "VV")), zero_antecedent=True),
    Frame("dago_hwanaeda", "report", (M(_QUOTE_GO, "EC"), M(_OUTBURST, "NNG"), M("내", "VV")),
          zero_antecedent=True),
    # a feeling one is left in about what one said (-아/어 있다/계시다 on an emotion verb):
    # '…많다고 엄청 열받아 계셨어', '…늦었다고 화나 있더라', '…안 줬다고 삐져 있어' (Kiwi may
    # read the quotative there as a final ending)
    Frame("dago_feeling_state_n", "report", (M(_QUOTE_GO, "EC|EF"), M(_FEEL_N, "NNG"),
                                             M(_FEEL_NV, "VV"), M("어|아", "EC"),
                                             M("있|계시", "VX|VV|VA")), zero_antecedent=True),
    Frame("dago_feeling_state_v", "report", (M(_QUOTE_GO, "EC|EF"), M(_FEEL_V, "VV"),
                                             M("어|아|여", "EC"), M("있|계시", "VX|VV|VA")),
          zero_antecedent=True),
    # an idiom of stating firmly or of refusing, after a quotative (its noun with or without
    # the object particle): '…안 된다고 못(을) 박았어', '…없다고 선을 그었어', '…마지막이라고
    # 쐐기를 박았어', '…아니라고 손사래를 쳤어', '…싫다고 고개를 저었어', '…비싸다고 입을
    # 모았어', '…망한다고 으름장을 놨어', '…억울하다고 목소리를 높였어', '…아니라고 펄쩍 뛰었어'
    Frame("dago_idiom", "report", (M(_QUOTE_GO, "EC"), M(_SAY_IDIOM_N, "NNG"), M("을|를", "JKO"),
                                   M(_SAY_IDIOM_V, "VV|VX")), zero_antecedent=True),
    Frame("dago_idiom_bare", "report", (M(_QUOTE_GO, "EC"), M(_SAY_IDIOM_N, "NNG"),
                                        M(_SAY_IDIOM_V, "VV|VX")), zero_antecedent=True),
    Frame("dago_idiom_adv", "report", (M(_QUOTE_GO, "EC"), M("펄쩍|펄펄", "MAG"), M("뛰", "VV")),
          zero_antecedent=True),
    Frame("dago_deutda", "report", (M(QUOTE_EC, "EC"), M("듣", "VV")), holder="source"),
    # the source said between the quotation and the verb: '…닫는다고 X한테 들었어', '…다고 우리
    # 언니한테서 들었어' (a name, a pronoun or a noun, or a possessor and its noun)
    Frame(
        "dago_source_deutda",
        "report",
        (M(QUOTE_EC, "EC"), M("", "NN|NP"), M(_TO_FROM, "JKB"), M("듣", "VV")),
        holder="source",
    ),
    Frame(
        "dago_source2_deutda",
        "report",
        (M(QUOTE_EC, "EC"), M("", "NN|NP"), M("", "NN|XSN"), M(_TO_FROM, "JKB"), M("듣", "VV")),
        holder="source",
    ),
    Frame(
        "dago_source3_deutda",
        "report",
        (M(QUOTE_EC, "EC"), M("", "NN|NP"), M("", "NN|XSN|JKG"), M("", "NN"), M(_TO_FROM, "JKB"),
         M("듣", "VV")),
        holder="source",
    ),
    # '담결한테 그 식당 맛없다는 얘기 들었어', '…"라는 말 들었었어': the words heard, named
    Frame(
        "daneun_mal_deutda",
        "report",
        (M(_QUOTE_ETM, "ETM"), M(_SPEECH_NOUNS, "NN"), M("듣", "VV")),
        holder="source",
    ),
    Frame(
        "daneun_mareul_deutda",
        "report",
        (M(_QUOTE_ETM, "ETM"), M(_SPEECH_NOUNS, "NN"), M("을|를", "JKO"), M("듣", "VV")),
        holder="source",
    ),
    # '재원이가 그 팀장 별로라는 얘기를 하더라', '…다는 소리 하던데': the words said, named as a
    # thing the subject said (the noun with or without its object particle)
    Frame(
        "daneun_mal_hada",
        "report",
        (M(_QUOTE_ETM, "ETM"), M(_SPEECH_NOUNS, "NN"), M("하", "VV|XSV")),
        zero_antecedent=True,
    ),
    Frame(
        "daneun_mareul_hada",
        "report",
        (M(_QUOTE_ETM, "ETM"), M(_SPEECH_NOUNS, "NN"), M("을|를|도", "JKO|JX"), M("하", "VV|XSV")),
        zero_antecedent=True,
    ),
    Frame(
        "damyeonseo",
        "report",
        (M("다면서|라면서|ᆫ다면서|는다면서|다며|라며|ᆫ다며|는다며", "EC"),),
        holder_after=True,
        zero_antecedent=True,
    ),
    # thinking, and the other verbs of holding a belief: expecting, guessing, being sure, judging,
    # suspecting, believing ('…비쌀 거라고 예상하더라', '…맞다고 확신해', '…거짓말이라고 믿더라')
    Frame("think_report", "report",
          (M(QUOTE_EC, "EC"), M(BELIEF_NOUNS, "NN"), M("하", _V))),
    Frame("believe_report", "report", (M(QUOTE_EC, "EC"), M("믿", "VV"))),
    Frame(
        "think_dora",
        "report",
        (M("생각", "NN"), M("하", _V), M("더라|던데|더라고|더라구", "EF|EC")),
    ),
    # --- connective frames whose view follows ---
    Frame(
        "geureoneunde",
        "opener",
        (M("그러|그렇", "VV|VA"), M("는데|ᆫ데|던데|더니|니까|길래|더라고|던데요|는데요|ᆫ데요", "EC")),
        holder="before",
    ),
    # Kiwi sometimes reads '그러는데' as 그렇 + ETM 는 + bound noun 데 (after '카톡으로', '전화로')
    Frame(
        "geureoneun_de",
        "opener",
        (M("그러|그렇", "VV|VA"), M("는|ᆫ", "ETM"), M("데", "NNB")),
        holder="before",
    ),
    # 'X가 카톡 보냈는데 …', 'X가 문자 보냈는데 …': a message sent, its content follows
    Frame(
        "bonaenneunde",
        "opener",
        (M("보내", "VV"), M("었|았", "EP"), M("는데|ᆫ데|더니", "EC")),
        holder="before",
        needs_person=True,
    ),
    # 'X가 (Y랑) 통화했는데 …대', 'X가 전화해 보니까 …대': who called passes on what they heard
    # (and who messaged: 'X가 Y한테 카톡했더니 …대', '문자했는데')
    Frame(
        "tonghwahaenneunde",
        "opener",
        (M("통화|전화|연락|영상통화|카톡|문자|톡|디엠|얘기|이야기|대화", "NN"), M("하", "XSV|VV"),
         M("는데|ᆫ데|더니|니까", "EC|EF")),
        holder="before",
        needs_person=True,
        contact=True,
    ),
    Frame(
        "malloneun",
        "opener",
        (M("말|말씀|얘기|이야기", "NN"), M("로|으로", "JKB"), M("는|ᆫ", "JX")),
        holder="possessor",
    ),
    # 'X 공지로는 …', 'X 설명으로는 …', 'X 소견으로는 …': by what X announced, explained or
    # found, as by X's words (a person or an office possessing it; '카톡으로는' alone is a means)
    Frame(
        "gongjiloneun",
        "opener",
        (M(ANNOUNCED_NOUNS, "NN"), M("로|으로", "JKB"), M("는|ᆫ", "JX")),
        holder="possessor",
    ),
    # 'X 입장은 …대', 'X 측 방침은 …래': by the position or the policy X holds, as by X's words
    # (a person or an office possessing it; '입장은 무료래' alone is the way in)
    Frame(
        "ipjangeun",
        "opener",
        (M("입장|방침", "NNG"), M("은|는|ᆫ", "JX")),
        holder="possessor",
        needs_person=True,
    ),
    Frame(
        "mare_ttareumyeon",
        "opener",
        # (and the written 'X 말에 의하면', 'according to X's words')
        (M("에|에게", "JKB"), M("따르|의하", "VV"), M("면", "EC")),
        holder="possessor",
    ),
    Frame(
        "malhagil",
        "opener",
        (M("말|말씀|얘기|이야기", "NN"), M("하", "XSV|VV"), M("기", "ETN"), M("ᆯ|를|에", "JKO|JKB")),
        holder="before",
    ),
    Frame(
        "haneun_mari",
        "opener",
        (M("하|그러", "VV"), M("는|ᆫ", "ETM"), M("말", "NNG"), M("이", "JKS")),
        holder="before",
    ),
    Frame(
        "mari",
        "opener",
        # (Kiwi may read the 이 after 말씀 as the determiner 이: '선배님 말씀이 …')
        (M("말|말씀|얘기", "NNG"), M("이", "JKS|MM")),
        holder="possessor",
        needs_person=True,
        unless_next="맞|틀리|옳|사실|거짓말|맞아|틀려",
    ),
    # 'X 말은/말씀은 …대요', '…다고 하셨어요': X's words as the topic, reported by the ending
    # that closes the clause (without one, the words are judged: 'X 말은 좀 과장이야')
    Frame(
        "mareun",
        "opener",
        (M("말|말씀|얘기|이야기", "NNG"), M("은|는|ᆫ", "JX")),
        holder="possessor",
        needs_person=True,
        reported_after=True,
        # (nor 'X 말은 믿지 말래' and the like: the words judged or heeded anywhere in the
        # clause are no report)
        unless_next="맞|틀리|옳|사실|거짓말|맞아|틀려|믿|듣|무시",
    ),
    Frame("wal", "opener", (M("왈", "MAG|NNG"),), holder="possessor", needs_person=True),
    Frame(
        "deureobonikka",
        "opener",
        (
            M("말|얘기|이야기|말씀", "NN"),
            M("듣", "VV"),
            M("", "EC"),
            M("보", "VX"),
            # (and '-면': 'X 말 들어 보면 …', X's account of it)
            M("니까|니|면", "EC"),
        ),
        holder="possessor",
    ),
    # 'X가 알려 줬는데 …', 'X가 전해 줬는데 …', 'X가 얘기해 줬는데 …': news passed on to the
    # speaker, its content follows (like X가 그러는데). Kiwi reads the connective as EC or EF, or
    # as ETM 는 + bound noun 데 (the ``_de`` rows)
    Frame(
        "allyeojun",
        "opener",
        (M("알리|가르치|전하", "VV"), M("어|아|여", "EC"), M("주", "VX"), M(_TOLD_EC, "EC|EF")),
        holder="before",
    ),
    # ('X가 Y 말을 전했는데 …': passed on, without 주다)
    Frame(
        "allyeojun_bare",
        "opener",
        (M("전하", "VV"), M(_TOLD_EC, "EC|EF")),
        holder="before",
    ),
    Frame(
        "allyeojun_de",
        "opener",
        (M("알리|가르치|전하", "VV"), M("어|아|여", "EC"), M("주", "VX"), M("는|ᆫ", "ETM"),
         M("데", "NNB")),
        holder="before",
    ),
    Frame(
        "malhaejun",
        "opener",
        (M(ANNOUNCE_NOUNS, "NNG"), M("하", "XSV|VV"), M("어|아|여", "EC"), M("주", "VX"),
         M(_TOLD_EC, "EC|EF")),
        holder="before",
    ),
    Frame(
        "malhaejun_de",
        "opener",
        (M(ANNOUNCE_NOUNS, "NNG"), M("하", "XSV|VV"), M("어|아|여", "EC"), M("주", "VX"),
         M("는|ᆫ", "ETM"), M("데", "NNB")),
        holder="before",
    ),
    Frame(
        "deutgiro",
        "opener",
        (M("듣", "VV"), M("기", "ETN"), M("로|에", "JKB"), M("는|ᆫ", "JX")),
        holder="source",
    ),
    # '관측소 예보 보니까 …대', '그 카페 후기에서 봤는데 …': a text read, its source before it
    Frame(
        "bonikka",
        "opener",
        (M(AUTHORED_TEXTS, "NN"), M("보|읽", "VV"), M("니까|니|면|는데|ᆫ데|더니", "EC")),
        holder="possessor",
        self_source=True,
    ),
    Frame(
        "eseo_bwanneunde",
        "opener",
        (M(AUTHORED_TEXTS, "NN"), M("에서|에", "JKB"), M("보|읽", "VV"), M(_NEUNDE, "EC|EF|ETM")),
        holder="possessor",
        self_source=True,
    ),
    Frame(
        "about_bonikka",
        "opener",
        (M(ABOUT_TEXTS, "NN"), M("보|읽", "VV"), M("니까|니|면|는데|ᆫ데|더니", "EC")),
        holder="self",
    ),
    Frame(
        "about_eseo_bwanneunde",
        "opener",
        (M(ABOUT_TEXTS, "NN"), M("에서|에", "JKB"), M("보|읽", "VV"), M(_NEUNDE, "EC|EF|ETM")),
        holder="self",
    ),
    # (also polite: 'X한테 들었는데요, …'; and said of the one who heard it, '-다는데' = -다고
    # 하는데: 'X는 Y한테 들었다는데 …대' — Y's words, X heard them and passes them on)
    Frame(
        "deureonneunde",
        "opener",
        (M("듣", "VV"), M("는데|ᆫ데|더니|는데요|ᆫ데요|다는데|대서|다던데|다길래|다니까", "EC")),
        holder="source",
    ),
    # 'X가 Y한테 물어봤는데 …대', 'Y한테 여쭤보니까 …래요': the one asked answers — what follows
    # is Y's, passed on by the one who asked
    Frame(
        "mureobwanneunde",
        "opener",
        (M("묻|여쭈|여쭙", "VV"), M("어|아", "EC"), M("보", "VX"),
         M("는데|ᆫ데|더니|니까|으니까|니|으니", "EC")),
        holder="source",
        needs_person=True,
    ),
    Frame(
        "mureonneunde",
        "opener",
        (M("묻|여쭈|여쭙|물어보|여쭤보|여쭈어보", "VV"),
         M("는데|ᆫ데|더니|니까|으니까|니|으니", "EC")),
        holder="source",
        needs_person=True,
    ),
    # 'X에 문의했더니 …래요', 'X한테 연락했더니 …대', 'X에 전화했더니 …라고 회신 왔어요': getting in
    # touch to ask, then the answer — what follows is the one reached's
    Frame(
        "munuihaetdeoni",
        "opener",
        (M("문의|연락|전화|문자|메일", "NNG"), M("하", "XSV"), M("더니|니까|으니까", "EC")),
        holder="source",
        needs_person=True,
    ),
    # '…한테 들은 건데 / 들은 얘긴데': what was heard, named as a thing, then said
    Frame(
        "deureun_geonde",
        "opener",
        (M("듣", "VV"), M("은|ᆫ", "ETM"), M("거|것|얘기|이야기|말", "NN"), M("이", "VCP"),
         M("ᆫ데|데", "EC")),
        holder="source",
    ),
    # --- a source named for what follows ('하소리한테 들었어. …대') ---
    Frame("deureosseo", "source", (M("듣", "VV"), M("", "EF|EC")), holder="source", at_end=True),
    # '관리인 아저씨가 회의 때 말씀하셨어': who said it, with nothing said — the hearsay just
    # before (or next) in the turn is theirs
    Frame(
        "malhaesseo",
        "source",
        # (floating a notice or word is putting it out: '총무님이 어제 공지 띄우셨어'; and a
        # message sent or posted, a text or a call given: '…오른대. 총무가 어젯밤에 공지
        # 올렸어', '…바뀐대요. 원장님이 문자 주셨어요', '…카톡 보냈어')
        (M(ANNOUNCE_NOUNS + "|" + MESSAGE_NOUNS, "NNG|NNP"),
         M("하|띄우|올리|보내|주|남기|돌리", "XSV|VV|VX"), M("", "EF")),
        holder="subject",
        at_end=True,
    ),
    # '…닫는대. 사장님이 직접 말씀해 주셨어': the same, with the benefactive auxiliary 주다
    # (telling someone as a favour: '얘기해 줬어', '안내해 주셨어')
    Frame(
        "malhae_jusyeosseo",
        "source",
        (M(ANNOUNCE_NOUNS, "NNG"), M("하", "XSV|VV"), M("어|아|여", "EC"), M("주", "VX|VV"),
         M("", "EF")),
        holder="subject",
        at_end=True,
    ),
    # '…가져와야 한대. 담임 선생님이 알림장에 써 주셨어': the same for words written down for
    # someone (a notice, a note, a post: 써/적어/올려/남겨 주다)
    Frame(
        "sseo_jusyeosseo",
        "source",
        (M("쓰|적|올리|남기", "VV"), M("어|아", "EC"), M("주", "VX|VV"), M("", "EF")),
        holder="subject",
        at_end=True,
    ),
    # '…닫는대. 사촌이 카톡으로 알려 줬어': news passed on to someone (알려/전해/가르쳐 주다)
    # names who said the hearsay next to it, like the spoken malhae_jusyeosseo row
    Frame(
        "allyeo_jusyeosseo",
        "source",
        (M("알리|전하|가르치", "VV"), M("어|아|여", "EC"), M("주", "VX|VV"), M("", "EF")),
        holder="subject",
        at_end=True,
    ),
    # '…문을 닫는대. 관장님 지시래', '…바뀐대요. 회장님 방침이랍니다': the hearsay before is
    # someone's order, policy or word, said of it with the copula and a hearsay ending — the
    # possessor is its source
    Frame(
        "jisirae",
        "source",
        (M(DIRECTIVE_NOUNS, "NNG"), M("이", "VCP"),
         M("래|래요|랍니다|라던데|라던데요|라더라|라더라고요|래더라", "EF|EC")),
        holder="possessor",
        at_end=True,
        earlier_only=True,
    ),
    # '…들었어. 하소리한테서.': a fragment that only names whom it came from, after the
    # hearsay whose source was not said
    Frame(
        "hanteseo",
        "source",
        (M("한테서|에게서|한테|에게|께", "JKB"),),
        holder="source",
        at_end=True,
        earlier_only=True,
    ),
    # the same fragment in polite speech, the particle 요 closing it ('…들었어요. 관장님한테서요.')
    Frame(
        "hanteseoyo",
        "source",
        (M("한테서|에게서|한테|에게|께", "JKB"), M("요", "JX")),
        holder="source",
        at_end=True,
        earlier_only=True,
    ),
    # '…처리 안 된다던데? 행정실 선생님이': a fragment that is only a person with the subject
    # particle, after hearsay whose source was not said, names who said it (the subject of the
    # report, put after it as an afterthought)
    Frame(
        "iga_fragment",
        "source",
        (M("이|가|께서|이가", "JKS"),),
        holder="named",
        at_end=True,
        earlier_only=True,
    ),
    # '…못 온대. 반장이 단톡에 올렸어': who posted the words, and where — the hearsay next to
    # it is theirs (posted, written or left on a chat, a board, a notice)
    Frame(
        "ollyeosseo",
        "source",
        (M(AUTHORED_TEXTS + "|단톡방|톡방|게시판|카페|밴드|채팅방|단체방", "NN"),
         M("에|에다|에다가", "JKB"), M("올리|쓰|적|남기", "VV"),
         M("", "EF|EC", ec_forms="던데|더라|더라고|던데요|더라고요")),
        holder="subject",
        at_end=True,
    ),
    # --- first-hand stance cues (the holder's own view, hedged or candid) ---
    Frame(
        "geot_gata",
        "cue",
        (M("것|거", "NNB"), M("같", "VA")),
        holder="speaker",
        relays=False,
        hedged=True,
    ),
    Frame(
        "n_gata",
        "cue",
        (M("", "NN|XSN|NP"), M("같", "VA"), M("", "EF|EC")),
        holder="speaker",
        relays=False,
        hedged=True,
    ),
    # '그거 몸살 같은데.': Kiwi may split -은데 closing the sentence as ETM + the bound noun 데
    Frame(
        "n_gateunde",
        "cue",
        (M("", "NN|XSN|NP"), M("같", "VA"), M("은|ᆫ", "ETM"), M("데", "NNB")),
        holder="speaker",
        relays=False,
        hedged=True,
        at_end=True,
    ),
    Frame(
        "janha", "cue", (M("잖아|잖아요|잖니", "EF"),), holder="speaker", relays=False, at_end=True
    ),
    # epistemic possibility, -ㄹ 수도 있다 ('그거 옆집 고양이일 수도 있어': it may be; without
    # 도, '-ㄹ 수 있다' is ability, no view)
    Frame(
        "su_do_itda",
        "cue",
        (M("ᆯ|을", "ETM"), M("수", "NNB"), M("도", "JX"), M("있", "VA|VV")),
        holder="speaker",
        relays=False,
        hedged=True,
    ),
    # advice, -는 게 좋겠다/낫겠다 ('미리 예약하시는 게 좋겠어요', '버스 타는 게 낫겠다')
    Frame(
        "neun_ge_natgetda",
        "cue",
        (M("는|ᆫ|은", "ETM"), M("것|거", "NNB"), M("이|가", "JKS"), M("좋|낫", "VA"),
         M("겠", "EP")),
        holder="speaker",
        relays=False,
    ),
    Frame(
        "boida",
        "cue",
        (M("어|아|게", "EC"), M("보이", "VV")),
        holder="speaker",
        relays=False,
        hedged=True,
    ),
    Frame(
        "deut", "cue", (M("듯|듯하", "NNB|VA|XSA"),), holder="speaker", relays=False, hedged=True
    ),
    Frame(
        "saenggak_en",
        "cue",
        (M("생각", "NN"), M("에", "JKB")),
        holder="possessor",
        relays=False,
        hedged=True,
    ),
    Frame(
        "saenggak_hada",
        "cue",
        (M("생각", "NN"), M("하", "VV|XSV"), M("", "EF")),
        holder="subject",
        relays=False,
        hedged=True,
        at_end=True,
    ),
    # '난 그게 나을 거라고 봐', '도윤이는 잘한 선택이라고 봐': 보다 with a quotative
    # complement is a judgement (I see it as …), the subject's own view
    Frame(
        "dago_boda",
        "cue",
        (M("다고|라고|ᆫ다고|는다고", "EC"), M("보", "VV"), M("", "EF")),
        holder="subject",
        relays=False,
        hedged=True,
        at_end=True,
    ),
    # '전 그렇게 안 봐요', '그렇게까지는 안 보는데', '나는 그래 안 본다': seeing what was just said
    # otherwise — the subject's own view, denied (as '난 그리는 생각 안 하지')
    *(Frame(
        name,
        "cue",
        (*lead, M("안", "MAG"), M("보", "VV"), M("", "EF|EC")),
        holder="subject",
        relays=False,
        hedged=True,
        at_end=True,
    ) for name, lead in (
        ("geureoke_an_boda", (M("그렇", "VA"), M("게", "EC"))),
        ("geureoke_jx_an_boda", (M("그렇", "VA"), M("게", "EC"), M("는|까지|도|만", "JX"))),
        ("geureoke_kkaji_an_boda",
         (M("그렇", "VA"), M("게", "EC"), M("까지", "JX"), M("는|도|만", "JX"))),
        ("geurae_an_boda", (M("그래|그리|그렇게", "IC|MAG"),)),
    )),
    # (closed by a trailing -는데 that leaves the rest unsaid: '난 아직 쓸 만하다고 보는데')
    Frame(
        "dago_boneunde",
        "cue",
        (M("다고|라고|ᆫ다고|는다고", "EC"), M("보", "VV"), M("는데|는데요", "EC|EF")),
        holder="subject",
        relays=False,
        hedged=True,
        at_end=True,
    ),
    Frame(
        "bogien",
        "cue",
        (M("보", "VV"), M("기", "ETN"), M("에", "JKB")),
        holder="before",
        relays=False,
        hedged=True,
    ),
    Frame("soljiki", "cue", (M("솔직히", "MAG"),), holder="speaker", relays=False),
    # a verdict on someone's words ('X 말이 맞아', '그분 말씀은 무조건 옳아요', '걔 얘기는 좀
    # 틀렸어'): the speaker's own view of what was said, not a report of it (the ``mari`` opener
    # steps aside for the same predicates)
    Frame(
        "mal_matda",
        "cue",
        (M("말|말씀|얘기|이야기", "NNG"), M(_SUBJ, "JKS|JX|MM"), M("맞|틀리|옳", "VV|VA")),
        holder="speaker",
        relays=False,
    ),
    # disbelief of what was said ('그 후기 못 믿겠음', '믿기 어렵다', '믿을 수 없어'): the
    # subject's own view of it; only negated (a plain '믿어' is also trust or faith)
    Frame(
        "an_mitda",
        "cue",
        (M("믿", "VV"), M("", "EF|EP|EC|ETN|ETM")),
        holder="subject",
        relays=False,
    ),
    # an inference closing the sentence, '-ㄴ 거겠죠' / '-ㄴ 거겠지' ('배송 중에 깨진 거겠죠': it
    # must have been so): the speaker's own hedged view
    Frame(
        "geot_getji",
        "cue",
        (M("ᆫ|은|는|ᆯ|을", "ETM"), M("것|거", "NNB"), M("이", "VCP"), M("겠", "EP"),
         M("지|죠|지요|네|네요", "EF")),
        holder="speaker",
        relays=False,
        hedged=True,
        at_end=True,
    ),
    # '-나 싶다' / '-ㄴ가 싶다' ('I suspect that …': '간이 좀 셌나 싶다', '그게 문제가 아닌가
    # 싶어요'): a guess closing the sentence in a plain ending, the speaker's own hedged view (not
    # '-ㄹ까 싶다', an intention, nor '-려나 싶다', a wondering about what comes)
    Frame(
        "na_sipda",
        "cue",
        (M("나|ᆫ가|은가|는가", "EC|EF"), M("싶", "VX"), M("다|어|어요|네|네요|습니다", "EF")),
        holder="speaker",
        relays=False,
        hedged=True,
        at_end=True,
    ),
    # '-ㄹ걸' ('I bet', a conjecture): the speaker's own hedged view ('그 약 소용없을걸')
    Frame(
        "geol",
        "cue",
        (M("ᆯ걸|을걸|ᆯ걸요|을걸요", "EF"),),
        holder="speaker",
        relays=False,
        hedged=True,
        at_end=True,
    ),
)


@dataclass
class Match:
    frame: Frame
    start: int  # token index of the first morpheme
    end: int  # token index after the last morpheme
    negated: bool


# '혼났대요ㅋㅋ', '3%라던데': Kiwi may spell a contracted hearsay ending out as quotative + 하 +
# ending, with the 하 taking no room in the text; such a match is the final ending it contracts,
# not a report whose subject is the source
CONTRACTED = Frame("contracted", "final", (M(QUOTE_EC, "EC"), M("하", _V)), at_end=True)


def _contracted(fr: Frame, toks: Sequence[Any], j: int) -> int | None:
    """End of a ``dago_hada`` match read as a contracted final ending (see CONTRACTED), else
    None."""
    if fr.name != "dago_hada" or getattr(toks[j - 1], "len", 1) != 0:
        return None
    if j < len(toks) and toks[j].tag == "EP":
        return None  # '…이랬대' (= 이라고 했대): a past saying, reported — the subject said it
    end = j
    while end < len(toks) and (toks[end].tag in ("EP", "EF", "EC") or toks[end].form == "요"):
        end += 1
    return end if not _blocked(CONTRACTED, toks, end) else None


def _frequency(toks: Sequence[Any], j: int) -> int:
    """Length of a frequency phrase at ``j`` ('몇 번을', '여러 번', '두 번이나', '백 번도'),
    else 0."""
    if not (toks[j].tag in ("MM", "NR", "SN") and j + 1 < len(toks) and toks[j + 1].form == "번"):
        return 0
    return 3 if j + 2 < len(toks) and toks[j + 2].form in ("을", "이나", "도", "씩") else 2


def _skippable(tok: Any) -> bool:
    return tok.tag == "EP" or (tok.tag == "MAG" and tok.form in NEG_ADVERBS)


def _gap(prev: M, toks: Sequence[Any], j: int) -> int:
    """How many tokens at ``j`` may sit between a row's morpheme ``prev`` and the next one: a
    tense/honorific morpheme or 안/못 anywhere; adverbs after a quotative ending, after the one
    told ('X한테 직접 말했어') or after a sayer ('…라고 X가 계속 말했어'), and how often after a
    sayer ('…라고 X가 몇 번을 말했어'); else 0."""
    if _skippable(toks[j]):
        return 1
    after_ec = "EC" in prev.tags.split("|")
    told = prev.tags == "JKB" and prev.forms == _TO_FROM
    sayer = prev.forms in (_SUBJ, _SUBJ_TOO)
    if sayer and toks[j].tag == "JX" and toks[j].form == "도" and toks[j - 1].form == "께서":
        return 1  # ('…라고 교수님께서도 그러시던데': the honorific subject, then 'too')
    if prev.tags == "JKB" and toks[j].form in ("그렇", "이렇") and j + 1 < len(toks) and (
            toks[j + 1].form == "게"):
        # '단톡에 그렇게 올렸던데': the words put out, said again by a pro-form (as posted)
        return 2
    if after_ec and toks[j].tag == "JX" and toks[j].form in ("는", "ᆫ", "도", "만") and (
            toks[j - 1].form.endswith(("고", "구"))):
        # '…좋아졌다고는 하시는데', '…괜찮다고도 했어': a contrast or an addition on the quotative
        return 1
    if toks[j].tag == "MAG" and (after_ec or told or sayer):
        # '…짜다고 맨날 불평하셔', '…하다고 맨날 그래'
        return 1
    return _frequency(toks, j) if sayer else 0


_ALL_ALONG = frozenset({"내내", "종일", "온종일", "하루종일"})
_LIMIT_JX = frozenset({"까지", "부터"})
# where or by what words were put out, between a quotative and its verb ('…다고 단톡에 못
# 박았어', '…라고 회의에서 반대했어', '…다고 문자로 투덜댔어')
_PLACE_JKB = frozenset({"에", "에서", "에다", "에다가", "으로", "로"})


def _place(prev: M, nxt: M, toks: Sequence[Any], j: int) -> int:
    """Length of a place or means phrase (a noun + 에/에서/으로) at ``j`` right after a
    quotative ending with its 고, when the row's next morpheme is not itself any noun (the
    ``dago_place_speech`` row spells the place out), else 0."""
    if "EC" not in prev.tags.split("|") or "다고" not in prev.forms.split("|"):
        return 0
    if "NN" in nxt.tags.split("|") and not nxt.forms:
        return 0
    if toks[j].tag in ("NNG", "NNP") and j + 1 < len(toks) and toks[j + 1].tag == "JKB" and (
            toks[j + 1].form in _PLACE_JKB) and toks[j - 1].form.endswith(("고", "구")):
        return 2
    return 0


def _along(prev: M, toks: Sequence[Any], j: int) -> int:
    """How long something went on, said after a quotative ending ('…다고 저녁 내내 투덜댔어',
    '…다고 하루 종일 화냈어', '…다고 끝까지 우겼어'): its length in tokens at ``j`` (read
    before the row's next morpheme, which may be a noun too), else 0."""
    if "EC" not in prev.tags.split("|"):
        return 0
    if toks[j].tag == "NNG" and j + 1 < len(toks) and toks[j + 1].form in _ALL_ALONG:
        return 2
    if toks[j].tag == "NNG" and j + 1 < len(toks) and toks[j + 1].tag == "JX" and (
        toks[j + 1].form in _LIMIT_JX and toks[j - 1].form.endswith(("고", "구"))
    ):
        # '…다고 끝까지 우겼어', '…라고 아침부터 잔소리했어': how far it went on (only after a
        # quotative with its 고: '…세 시간이라 뒤풀이까지 하면' is a reason, then an act)
        return 2
    return 1 if toks[j].form in _ALL_ALONG and toks[j].tag in ("MAG", "NNG") else 0


def _blocked(fr: Frame, toks: Sequence[Any], j: int) -> bool:
    """Is a row matched up to ``j`` void: words follow an ``at_end`` row, or the predicate after
    the row judges the words themselves (``Frame.unless_next``)?"""
    if fr.at_end and not all(
        # (the polite 요 after a final ending Kiwi splits off: '쉰대' + '요')
        t.tag.startswith("S") or t.form == "요" and t.tag == "JX" for t in toks[j:]
    ):
        return True
    if fr.mid and all(t.tag.startswith("S") or t.tag == "JX" and t.form == "요" for t in toks[j:]):
        return True
    if not fr.unless_next:
        return False
    nxt = next((t for t in toks[j:] if t.tag != "MAG"), None)
    return nxt is not None and nxt.form in fr.unless_next.split("|")


def _tried(toks: Sequence[Any], j: int) -> bool:
    """The auxiliary of trying at ``j`` (-어/아 보-: '통화해 봤는데', '연락해 보니까')."""
    return (toks[j].tag == "EC" and toks[j].form in ("어", "아", "여") and j + 1 < len(toks)
            and toks[j + 1].tag == "VX" and toks[j + 1].form == "보")


def _walk(fr: Frame, toks: Sequence[Any], i: int) -> tuple[int, bool] | None:
    """Match the rest of ``fr``'s morphemes from the one at ``i``: (end, negated) or None."""
    j, k, neg = i + 1, 1, False
    while k < len(fr.pattern) and j < len(toks):
        if along := (_along(fr.pattern[k - 1], toks, j)
                     or _place(fr.pattern[k - 1], fr.pattern[k], toks, j)):
            j += along
        elif fr.contact and _tried(toks, j):
            j += 2  # ('X랑 얘기해 봤는데 …', 'X한테 전화해 봤더니 …': a call tried is a call)
        elif fr.pattern[k].ok(toks[j]):
            k, j = k + 1, j + 1
        elif skip := _gap(fr.pattern[k - 1], toks, j):
            neg = neg or toks[j].form in NEG_ADVERBS
            j += skip
        else:
            break
    return (j, neg) if k == len(fr.pattern) else None


_PRO_FORM_OPENERS = frozenset({"geureoneunde", "geureoneun_de"})
_QUOTATIVE = M(QUOTE_EC, "EC")


def match_frames(
    toks: Sequence[Any], frames: Sequence[Frame] = FRAMES, quoted: bool = False,
    after_source: bool = False,
) -> list[Match]:
    """Every row found in the clause's tokens, in token order. Honorific/tense morphemes and
    안/못 may sit between a row's morphemes; 안/못 or -지 않- at the reporting verb negate it.
    ``quoted``: the clause had a quotation taken out (rows marked ``quoted`` apply);
    ``after_source``: a source was named just before (rows marked ``after_source`` apply)."""
    out: list[Match] = []
    for fr in frames:
        if fr.quoted and not quoted or fr.after_source and not after_source:
            continue
        for i in range(len(toks)):
            if not fr.pattern[0].ok(toks[i]):
                continue
            if fr.name in _PRO_FORM_OPENERS and i and _QUOTATIVE.ok(toks[i - 1]):
                # ('…다고 그러던데 난 못 믿겠어'): after a quotative the pro-form verb closes the
                # report before it; it opens none after it
                continue
            walked = _walk(fr, toks, i)
            if walked is None:
                continue
            j, neg = walked
            if _blocked(fr, toks, j):
                continue
            if fr.reported_after and (
                    i and toks[i - 1].start + toks[i - 1].len >= toks[i].start
                    or any(t.form in fr.unless_next.split("|") for t in toks[j:])):
                continue  # (a whole word's noun: not the 말 Kiwi splits off '기말')
            end = _contracted(fr, toks, j)
            if (
                i
                and toks[i - 1].tag == "MAG"
                and toks[i - 1].form in NEG_ADVERBS
                and fr.kind == "report"
            ):
                neg = True
            if j + 1 < len(toks) and toks[j].form == "지" and toks[j + 1].form == "않":
                neg = True
            out.append(Match(fr, i, j, neg) if end is None else Match(CONTRACTED, i, end, neg))
    out.sort(key=lambda m: m.start)
    if any(m.frame.reported_after for m in out):
        out = [m for m in out if not m.frame.reported_after or any(
            o.frame.kind in ("final", "report") and o.start >= m.end for o in out)]
    return out
