"""Offline intent labelling and person detection for questions (English + Korean cue words).

>>> label_intent("Who said that Arlo deserved it?")
'OWNER'
>>> label_intent("하리는 지후가 잘린 거 어떻게 생각해?")
'OPINION'
>>> find_people("지후한테 무슨 일 있었어?", ["지후", "하리"])
['지후']
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

RECORD, OPINION, OWNER, COMPARE, WHEN, WHY, DETAIL = (
    "RECORD", "OPINION", "OWNER", "COMPARE", "WHEN", "WHY", "DETAIL")
INTENTS = (RECORD, OPINION, OWNER, COMPARE, WHEN, WHY, DETAIL)

# An optional labeller (e.g. an LLM) maps a question to one of INTENTS or None to defer to rules.
IntentLabeller = Callable[[str], "str | None"]

_EN = re.IGNORECASE
# Korean ways of asking whose view or report something is, the asked person being the head of a
# relative clause ("…다고 한 사람은?", "…를 싫어하는 사람은?") or the source named by a noun
# ("누구 얘기야?", "…의 출처는?", "누구한테서 나왔어?"). The stems are general Korean vocabulary of
# speaking, judging, liking and doubting.
_KO_ATTITUDE = (
    "생각|평가|추천|권하|권한|권했|말리|말린|싫어|좋아|마음에 들|맘에 들|마음에 안 들|맘에 안 들|"
    "꺼리|꺼려|믿|의심|"
    "신뢰|불만|"
    "아쉬|서운|부담|과장|깎아내리|칭찬|비판|비난|반대|찬성|지적|알려|전한|전했|설명|선호|걱정|"
    "기대|못마땅|탐탁|우려|만족|실망|후회|감탄|주장|높게 치|높이 치|낮게 보|좋게 보|나쁘게 보|"
    "얕보|무시|한심|대단|인정|동의|장담|확신|예상|예측|경고|조언|불평|투덜|높게 안 치|높이 안 치|"
    "내키|내켜|취향|받아들|반응|관심|"
    # a judgement in a quoted complement of seeing or thinking: 'X도 Y가 낫다고 봐?'
    r"(?:다|라)고(?=\s*(?:봐|봤|보셔|보세|보시|생각|느껴|느꼈|여겨|여기))"
)
_KO_HOLDER_Q = re.compile(
    r"(?:다|라|자|냐)(?:는|고\s*(?:한|하는|했던|하던|본|보는|생각하는|느끼는|말한|알려준|전한))\s*"
    r"(?:사람|분|건|게|거)|"
    rf"(?:{_KO_ATTITUDE}|말한|말했|말하|싶어)\S*(?:\s+\S+){{0,2}}?\s*(?:사람|분)(?:은|이|이야)?\s*"
    r"(?:누구\S*)?\s*\?*\s*$|누구라고\s*(?:했|하|그랬|그러)|"
    r"누구\s*(?:의\s*)?(?:얘기|이야기|말|주장|방침|의견|생각|조언|추천|정보|소식|아이디어)|"
    r"누구\s*(?:한테서|에게서|한테|에게|로부터)\s*(?:나왔|나온|왔|온|들은|들었)|"
    r"출처|어디서\s*(?:나온|나왔|들은|들었)|누가\s*한\s*(?:거|말|얘기|소리)"
)
# Order matters: the first table whose pattern matches wins.
# how someone felt in body, not about something ('Did X feel ill after the meal?')
_BODY = r"(?:ill|sick|unwell|better|worse|tired|dizzy|faint|cold|hot|fine|rough|poorly)"

_RULES: list[tuple[str, re.Pattern[str]]] = [
    (OWNER, _KO_HOLDER_Q),
    # whose view a question names first: "Does X think …?", "Who did X think deserved …?",
    # ("Did X find Y believable?" is read by ``polar_holder``: 'Did X find her keys?' is none),
    # "X는 …에 대해 뭐라고 했어?", "X는 …다고 생각해?" (the holder is X, even with 누가 inside)
    (
        OPINION,
        re.compile(
            rf"^\W*(?:does|did|do|is|was|would)\s+(?!you\b)\S+(?:\s+\S+){{0,3}}?\s+"
            rf"(?:think|believe|reckon|feel(?!\s+{_BODY}\b)|"
            r"consider|agree|like|rate)\b|\bwho\s+(?:does|did|do)\s+\S+(?:\s+\S+)?\s+(?:think|believe|reckon|feel)\b",
            _EN,
        ),
    ),
    (
        OPINION,
        re.compile(
            r"^\s*(?!누가|누구)\S+(?:\s+\S+)?(?:는|은)\s.*(?:(?:다|라|냐|자)고\s*(?:생각|봐|보|했|하셨|그랬|말했)|어떻게\s*생각|뭐라고|뭐래|"
            r"뭐라던|뭐라셔|뭐라셨|에\s*대해|"
            # 'X는 …어떻게 보셔?' (how X regards it, honorific too)
            r"어떻게\s*(?:봐|봤|보셔|보세요|보셨|보시|보는|느껴|느끼|여겨))"
        ),
    ),
    (
        # a longer holder ('X네 숙소 주인 아주머니는 …다고 했어?') when no 누가/누구 asks one
        OPINION,
        re.compile(r"^\s*(?!.*(?:누가|누구))\S+(?:\s+\S+){2,3}?(?:는|은)\s.*(?:다|라|냐|자)고\s*"
                   r"(?:했|하셨|하더|그랬|그러|말했|말씀)"),
    ),
    (
        # 'X가 …뭐 한대?', 'X가 …어디 간대?': what the subject is reported to say or do, asked
        # with a what-word (as with a topic-marked X below)
        OPINION,
        re.compile(r"^\s*(?!.*(?:누가|누구))\S+(?:\s+\S+)?(?:이|가|께서)\s(?:.*\s)?(?:얼마|어떤|어느|"
                   r"어디|무슨|뭐|뭘|몇)\S*\s.*\S(?:대|래)(?:요)?\s*\?+\s*$"),
    ),
    (
        # 'X는 …얼마면 된대?', 'X는 …어디가 낫대?': what X is reported to say, asked with a
        # what-word ('X는 내일 온대?' asks whether X comes, 'X는 언제 온대?' when)
        OPINION,
        re.compile(r"^\s*(?!.*(?:누가|누구))\S+(?:\s+\S+)?(?:는|은)\s(?:.*\s)?(?:얼마|어떤|어느|어디|무슨|"
                   r"뭐|뭘|몇)\S*\s.*\S(?:대|래)(?:요)?\s*\?+\s*$"),
    ),
    (
        OPINION,
        re.compile(r"\S+(?:이|가)\s+(?:\S+\s+){0,3}?뭐라(?:고)?\s*(?:했|하셨|하더|그랬|그러|말했|얘기했)"),
    ),
    (
        # "X이/가/께서 … (다|라)고 했어?": what X said, X the subject ("누가 …" asks OWNER)
        OPINION,
        re.compile(
            r"^\s*(?!누가|누구)\S+(?:\s+\S+){0,3}?(?:이|가|께서)\s+(?:\S+\s+){0,6}?\S*(?:다|라|냐|자)고\s*"
            r"(?:했|하셨|하더|그랬|그러|말했|말씀)"
        ),
    ),
    (
        OWNER,
        re.compile(
            r"\bwho\s+(?:doesn't|didn't|does\s+not|did\s+not|never|else)\s+(?:think|believe|say|agree|reckon|"
            r"rate|like|trust|rate)|^\W*according\s+to\s+[^,?]+,\s*who\s+(?:\w+\s+){0,2}?(?:thinks?|said|says|"
            r"doesn't|didn't|rates?|likes?|reckons?|believes?)\b|"
            # naming with a verdict: "Who called it the worst …?"
            r"^\W*who\s+called\s+(?:it|him|her|them|that|this|the\s+\w+(?:\s+\w+)?)\s+(?:an?\s+|the\s+)?\w+",
            _EN,
        ),
    ),
    (
        OWNER,
        re.compile(
            r"^\W*who\s+(?:\w+\s+){0,2}?(?:said|says|say|told|tells|claimed|claims|thinks|thought|believes|"
            r"mentioned|suggested|complained|insisted|reckons|compared|warned|swore|swears|predicted|"
            r"argued|admitted|moaned|grumbled|ranted|raved|joked|explained|reported|revealed|"
            r"hinted|implied)\b|"
            r"\bwho\s+(?:was\s+it\s+)?(?:that\s+)?said\b|\bwhose\s+(?:opinion|idea|view)\b|"
            # a report of an attitude: "Who was complaining about …?", "Who is convinced …?"
            r"^\W*who\s+(?:is|was|were|'s)\s+(?:(?:so|really|still|totally|absolutely)\s+)?"
            r"(?:saying|claiming|complaining|moaning|grumbling|ranting|raving|insisting|swearing|"
            r"convinced|adamant|certain|sure)\b",
            _EN,
        ),
    ),
    (
        OWNER,
        re.compile(
            r"누가\s*(?:\S+\s+){0,12}?(?:그랬|그래|그러|말했|말해|얘기했|했어|했대|생각해|하셨)|"
            # 누가 + a predicate of attitude ('누가 제일 좋아해?', '누가 추천했어?') or one reported
            # with -대/-래 ('누가 좋대?', '누가 타지 말래?')
            rf"누가\s.*?(?:{_KO_ATTITUDE})\S*\s*[?？]*\s*$|누가\s.*?\S(?:대|래)(?:요)?\s*[?？]+\s*$|"
            r"(?:다|라|냐|자)고\s*(?:한|말한|했던|하는)\s*(?:사람|게|건)\s*(?:은|이)?\s*누구|"
            r"한\s*사람(?:은|이)?\s*누구|누구(?:야|였지|였어|더라)?\s*\?*$.*그랬"
        ),
    ),
    (
        OPINION,
        re.compile(
            r"\bwhat\s+(?:does|did|do)\s+.+?\s+(?:think|feel|believe|say|reckon)\b|"
            # "Did X say anything about …", "Has X mentioned anything about …"
            r"^\W*(?:did|has|had)\s+.+?\s+(?:say|said|mention|mentioned)\s+anything\b|"
            # what someone passed on about something: "What did X mention/claim about …"
            r"\bwhat\s+(?:does|did|do|has|had)\s+.+?\s+(?:mention|mentioned|claim|claimed|report|"
            r"reported|suggest|suggested|tell|told)\s+(?:\w+\s+)?(?:about|of|regarding|re)\b|"
            r"\bhow(?:'s|\s+is|\s+was|\s+are|\s+were)\s+.+?\s+feeling\s+about\b|"
            r"\bhow\s+(?:does|did|do)\s+.+?\s+"
            r"(?:feel|view|see|judge|find|rate|describe|think|like(?!\s+to\b)|enjoy)\b|"
            # 'Did X say whether she liked it?', 'Has X mentioned if the food was good?'
            r"^\W*(?:did|has|had)\s+.+?\s+(?:say|said|mention|mentioned)\s+(?:whether|if)\b|\bopinion\b|\bthoughts?\s+on\b|\b(?:think|feel)s?\s+about\b|"
            r"\bview\s+(?:of|on)\b|\bstance\b",
            _EN,
        ),
    ),
    (
        OPINION,
        re.compile(
            # (also in the progressive: '어떻게 보고 있어?', '어떻게 보고 계세요?')
            r"어떻게\s*생각|어떻게\s*봐|어떻게\s*느껴|어떻게\s*(?:보|느끼)고\s*(?:있|계)|생각은|의견|입장|뭐라고\s*(?:했|하셨|그랬)|뭐래|"
            r"말로는\s.*(?:어떻|어땠|괜찮)|"
            r"^\s*\S+(?:\s+\S+)?\s*(?:생각에는?|생각엔|보기에는?|보기엔)\s|"
            r"(?:다|라)고\s*생각(?:해|하|했)|"
            # what a topic-marked holder says, asked in reported speech with a content word
            # ("X는 앞으로 어떻게 하겠대?", "X 남편은 어디가 낫다고 해?"); not a time asked ("X는
            # 언제 온대?"), and a yes/no question about an action stays a record one ("X는 내일
            # 온대?")
            r"^(?!.*(?:언제|몇\s*(?:시|월|일|년)))(?=.*(?:어떻게|어디|뭐|뭘|무슨|어느|얼마))"
            r"\s*\S+(?:\s+\S+)?(?:은|는)\s.*"
            r"(?:대|래|재|다고\s*해|라고\s*해|다고\s*하셔|라고\s*하셔)(?:요)?\s*[?？]+\s*$"
        ),
    ),
    (
        COMPARE,
        re.compile(
            # a who-question asks for one person: 'same', 'share' … there are what was said
            # ("Who heard that the hen do is the same weekend as the gig?")
            r"\bboth\b|\bin\s+common\b|^(?!\W*whos?e?\b).*?(?:\bcommon\b|\bshare[ds]?\b|\bsame\b|"
            r"\balike\b|\bcompare[ds]?\b|\bdifference\b|\bdiffer\b)",
            _EN,
        ),
    ),
    (COMPARE, re.compile(r"둘\s*다|공통|같이\s*좋아|둘이\s*같|차이|비교")),
    (
        WHEN,
        re.compile(
            # 'when' asks for a time unless another wh-word asked first: in "What did X bake
            # when she hosted …?" it opens a clause that says which occasion is meant
            r"^(?:(?!\b(?:what|who|whom|whose|which|where|how|why)\b).)*?\bwhen\b|"
            r"\bwhat\s+(?:year|month|day|date|time|week|season)\b|\bhow\s+long\s+ago\b|"
            r"\bwhich\s+(?:year|month|day|date|week|season)\b|\bsince\s+when\b",
            _EN,
        ),
    ),
    (WHEN, re.compile(r"언제|몇\s*년|몇\s*월|며칠|몇\s*일에|무슨\s*요일|어느\s*(?:해|달|계절)")),
    (
        WHY,
        re.compile(
            # 'really' doubts a report ("Did X really quit?"); in a who-question it is part of
            # what was said ("Who heard that the new head is really strict?")
            r"\bwhy\b|^(?!\W*whos?e?\b).*?\breally\b|\bis\s+it\s+true\b|\bverify\b|\bhow\s+come\b|"
            r"\bwhat\s+made\b|"
            r"\bwhat\s+(?:was|is)\s+the\s+reason\b",
            _EN,
        ),
    ),
    (WHY, re.compile(r"왜|진짜로?\s|정말로?\s|사실이야|이유|어째서")),
    (
        RECORD,
        re.compile(
            r"\bwhat\s+happened\b|\bwhere\s+(?:did|does|has|is|was)\b|\bwhat\s+(?:did|has|does)\s+.+?\s+"
            r"(?:do|done|start|buy|sell|adopt|try|get|lose|move|make|visit)\b|\bwhat\s+is\s+going\s+on\b|"
            r"\bhow\s+long\s+did\s+\S+\s+(?:live|work|stay|study)\b",
            _EN,
        ),
    ),
    (
        RECORD,
        re.compile(
            r"무슨\s*일|뭘\s*했|뭐\s*했|뭘\s*\S*했|어디로|어떻게\s*됐|뭘\s*\S+어\?|뭐\s*\S*어\?"
        ),
    ),
]


# "Who …?" constructions of a stance or a report without a verb of saying or thinking: being
# for or against ("Who's against …", "Who isn't a fan of …", "Who is of the opinion that …"),
# having a problem with it, coming up with an idea, passing on news or a tip, describing
# something as …, (not) buying a story, "Which friend said …", a who-clause after its report
# ("The ferry's late — who told you that?") and "Who did the rumour come from?"
_WHO_STANCE = re.compile(
    # a demand or a charge is a stance voiced: 'Who asked for …', 'Who accused …' (an act is
    # asked with other verbs: 'Who made the rota?'); so is a wish about how a thing should be,
    # its object followed by where it should go or what it should give way to ('Who wants the
    # pond out?', 'Who wants a band instead of a DJ?'; 'Who wants a lift?' wishes for a thing)
    r"^\W*who\s+(?:asked\s+for|requested|demanded|insisted\s+on|accused|accuses)\b|"
    r"^\W*who\s+(?:wants?|wanted)\s+(?:[\w'\u2019-]+\s+){1,5}?(?:instead|off|out|on|in|"
    r"back|over|away|gone|removed|cancelled|changed|moved|fixed)\b|"
    r"^\W*who(?:['\u2019]s|\s+(?:is|was|are|were|isn['\u2019]t|wasn['\u2019]t))\s+"
    r"(?:not\s+|really\s+|still\s+|so\s+|a\s+bit\s+|dead\s+)?(?:an?\s+(?:big\s+|huge\s+)?fan\s+of|against|"
    r"in\s+favou?r\s+of|of\s+the\s+(?:opinion|view|mind)|on\s+board\s+with|sold\s+on|down\s+on|"
    r"(?:all\s+)?for\s+(?:the|it|that|this|a|an)\b)|"
    r"^\W*who\s+(?:has|had|['\u2019]s\s+got|has\s+got)\s+(?:a\s+|an\s+|any\s+|no\s+|some\s+|real\s+)?"
    r"(?:problem|issue|beef|doubt|concern|reservation|qualm|gripe|complaint|objection)s?\s+"
    r"(?:with|about)\b|"
    r"^\W*who\s+(?:came\s+up\s+with|floated|put\s+forward)\s+(?:the\s+|that\s+|this\s+)?"
    r"(?:idea|theory|suggestion|claim|notion)\b|"
    r"^\W*who\s+(?:gave|passed\s+on|shared|let\s+slip|broke)\s+(?:\w+\s+){0,2}?(?:the\s+)?"
    r"(?:tip|news|advice|word|info|information|heads[-\s]up|warning|rumou?r|gossip|story)\b|"
    r"^\W*which\s+(?:[\w\u2019']+\s+){1,4}?(?:said|says|thinks|thought|reckons|reckoned|told|mentioned|"
    r"claimed|believes|reckon|think|say)\b|"
    r"^\W*who\s+described\s+.+?\s+as\b|"
    # the frame table's multiword report rows: 'Who made it clear that …', 'Who let (it) slip …'
    r"^\W*who\s+(?:made\s+it\s+(?:clear|plain|known)|let\s+(?:it\s+)?slip)\b|"
    r"^\W*who\s+(?:doesn['\u2019]t|didn['\u2019]t|does\s+not|did\s+not|won['\u2019]t)\s+buy\b|"
    r"[,;:\u2014\u2013-]\s*who\s+(?:told|said|says|mentioned)\b|"
    r"^\W*who\s+(?:did|does)\s+(?:the|that|this)\s+(?:\S+\s+){0,10}?(?:come|came)\s+from\b|"
    # 'Who is the rumour about the pool from?', 'Who was that tip from?'
    r"^\W*who(?:['\u2019]s|\s+(?:is|was|are|were))\s+(?:the|that|this|these|those)\s+"
    r"(?:\S+\s+){0,8}?(?:claim|idea|rumou?rs?|story|stories|news|word|gossip|report|tip|warning|"
    r"info|information|message)\s+(?:\S+\s+){0,8}?from\s*[?.!]*\s*$|"
    # a report doubted back: 'The pool is closing? Says who?', 'Who says so?'
    r"\bsays\s+who\b|^\W*who\s+(?:says|said)\s+so\b",
    _EN,
)


def label_intent(question: str, labeller: IntentLabeller | None = None) -> str:
    """The question's intent: one of INTENTS (DETAIL when no cue word applies)."""
    if labeller is not None:
        label = labeller(question)
        if label in INTENTS:
            return label
    text = _ko_front_topic(unicodedata.normalize("NFC", question))
    if (asks_source(text) or _asks_owner_ko(text) or _WHO_STANCE.search(text)
            or _HEARER.search(text) or _WORD_ON.search(text) or _ACCORDING_WHO.search(text)
            or _wrote_that(text)):
        return OWNER
    if (polar_holder(text) is not None or _EN_POSSESSED_VIEW.search(text) or _asks_view_ko(text)
            or experiencer(text) is not None):
        return OPINION
    for intent, pattern in _RULES:
        if pattern.search(text):
            return intent
    if _asks_holder(text):
        return OWNER
    return DETAIL


# "Who …?" asks for the holder of a view when its verb is one of the attitude and report verbs
# of the English frame table (extract/frames_en.py: 'rates', 'doubts', 'is keen on', 'swears
# by') or a general verb of stance, or when who "is/finds/seems" something evaluative ('Who is
# dismissive of …', 'Who finds the route dull?'); "Who is the source of …" asks whose report.
_STANCE_VERBS = frozenset(
    """enjoy regret trust distrust doubt expect advise recommend dismiss praise criticise criticize
    reject
    blame defend welcome mind object oppose support disagree agree approve disapprove question
    grumble complain whinge gripe sneer scoff mock slate rubbish hype champion consider vouch
    reveal explain praise speak offer propose urge wish liken compare""".split()  # noqa: SIM905
)
_NOT_STANCE = frozenset(
    """be is was were 's a go goes going went take sold point call post write note add ring rang
    phone text email message dm ping facetime buy buys bought buying
    make makes made making let lets letting under persuaded clear firm want wants wanted pass
    passes passed passing bring brings brought bringing drop drops dropped dropping
    pipe pipes piped piping of""".split()  # noqa: SIM905
)
# (the frame table's multiword rows lend their verbs and heads to this set: 'make it clear',
# 'let slip', 'under the impression', 'be firm that', 'bring up', 'drop into conversation';
# alone they ask for an act or a thing: 'Who made the rota?', 'Who let the dog out?', 'Who
# brought the cake?'); 'piped up that …' lends none either: 'Who fixed the pipes?' asks for an act
# "Whose landlord doubts …?" asks for a holder named through someone, as "who" does
_WHO = re.compile(r"^\W*(?:who(?:'s|\s)|whose\s+(?=\w+\s))", re.I)
# 'Who did X speak to?': who is the object, X the one who acted
_WHO_OBJECT = re.compile(r"^\W*who\s+(?:did|does|do)\b", re.I)
_BE_LIKE = frozenset(
    "is was were 's seems seemed sounds sounded feels felt finds found thinks thought".split())
_SOURCE = re.compile(
    r"\bthe\s+(?:source|origin)\s+of\b|^\W*whose\s+\w+\s+(?:is|was)\s+it\b|\bwhere\s+(?:does|did)\s+(?:the|that|this)\s+(?:claim|idea|"
    r"rumou?r|story|news|word|theory|talk|gossip|report|suggestion|tip|warning|advice|"
    r"recommendation|info|information|message|comment|complaint|prediction|idea)\b|\bwho\s+(?:\w+\s+){0,2}(?:heard|learned|learnt)\s+"
    r"(?:\w+\s+){0,2}?(?:from|about)\b|"
    # who set a report going: 'Who started the talk about …', 'Who spread the rumour that …'
    r"^\W*who\s+(?:\w+\s+)?(?:started|spread|began|floated|leaked|put\s+out)\s+(?:the|that|this)\s+"
    r"(?:claim|idea|rumou?r|story|news|word|theory|talk|gossip|report)\b|"
    # 'Where did the figure of 40 a week come from?': what a definite noun phrase names came
    # from, in a memory of what was said, is who said it (a person's origin is asked of a name
    # or a pronoun: 'Where does Zebulart come from?')
    r"^\W*where\s+(?:does|did|do)\s+(?:the|that|this|these|those)\s+(?:\S+\s+){1,12}?"
    r"(?:originally\s+|first\s+|actually\s+)?come\s+from\b",
    re.I,
)


_IRREGULAR = {"found": "find", "thought": "think", "felt": "feel", "said": "say", "told": "tell",
              "swore": "swear", "spoke": "speak", "took": "take", "heard": "hear",
              "going": "go", "went": "go", "gone": "go", "brought": "bring", "wrote": "write",
              "written": "write"}


def _lemma_en(word: str) -> set[str]:
    out = {word, _IRREGULAR.get(word, word)}
    for suf, rep in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("d", ""),
                     ("ing", ""), ("ing", "e")):
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            stem = word[: -len(suf)]
            out.add(stem + rep)
            if suf in ("ed", "ing") and stem[-1] == stem[-2] and stem[-1] not in "aeiouls":
                out.add(stem[:-1])  # 'shrugged' → 'shrug', 'slagged' → 'slag'
    return out


def _attitude_words() -> frozenset[str]:
    from ..extract.frames_en import FRAMES_EN

    # (a row for how a report reached its subject that needs its words after the verb — 'got it
    # from', 'told by' — lends no verb: 'Who got to the café first?' asks for an act)
    rows = {
        w for r in FRAMES_EN
        if r.kind == "verb" and not r.contact and not r.quote_only and not (r.source and r.after)
        for w in r.words
    }
    return frozenset((rows | _STANCE_VERBS) - _NOT_STANCE)


_ATTITUDE: list[frozenset[str]] = []
# verbs of perceiving, finding and talking that ask for a view only with what makes them one
_ACT_UNLESS_VIEW = frozenset("read speak hear see notice learn check discover spot".split())
_DETERMINERS = frozenset("the a an this that these those his her their my our your its".split())
# verbs whose object carries the meaning ('gave it high praise', 'left a note saying …')
_LIGHT_VERBS = frozenset(
    "give have make take get leave pay offer put raise voice express call".split())
_PRE_VERB = frozenset("""not never also still really always actually originally first later ever
    just even once then already""".split())  # noqa: SIM905


def _stance_word_among(words: list[str]) -> bool:
    """A verb of stance or saying among a who-question's first words (lower case, after 'who').
    Not a noun of one after a determiner when the question's own verb is a plain act ('Who
    covered the inquiry report?', 'Who chaired the appeals board?' ask for the act; 'Who gave it
    the highest praise?', 'Who recalls the coach saying …' for a view), nor a verb of
    perceiving or talking with a plain object ('Who read the whole report?', 'Who spoke to the
    club?'; 'Who heard that …', 'Who spoke highly of …' ask for a view)."""
    v = next((i for i, w in enumerate(words[:4]) if w not in _AUX and w not in _PRE_VERB
              and not (w.endswith("ly") and len(w) > 4)), None)
    t = next((j for j in range(v + 1, min(v + 3, len(words))) if words[j] == "that"),
             None) if v is not None else None
    if v is not None and t is not None and _lemma_en(words[v]) & _verbs() and _has_verb(
            words[t + 2:t + 9]) and len(words) > t + 2:
        # ('Who noted that the ferry is small?', 'Who wrote that the bus was late?': what
        # was said; not 'Who wrote that poem?')
        return True
    plain = v is not None and not _lemma_en(words[v]) & (_ATTITUDE[0] | _LIGHT_VERBS) and (
        words[v] not in _BE_LIKE) and bool(_lemma_en(words[v]) & _verbs())
    for i, w in enumerate(words[:6]):
        if not _lemma_en(w) & _ATTITUDE[0]:
            continue
        if plain and v is not None and i > v and not w.endswith("ing") and any(
                x in _DETERMINERS for x in words[max(v + 1, i - 3):i]):
            continue
        if _lemma_en(w) & _ACT_UNLESS_VIEW and not (
                "that" in words[i + 1:i + 6] or _clause_after(words[i + 1:])
                or any(abs(_valence(x)) >= 1.0 for x in words[i + 1:])
                or words[i + 1:i + 2] in (["about"], ["of"], ["highly"], ["up"], ["out"])
                or words[i + 1:i + 3] == ["too", "much"]):
            continue
        return True
    return False


def _has_verb(words: list[str]) -> bool:
    """A finite verb among ``words`` (an auxiliary, a past in -ed or of the irregular list, a
    present in -s of a known verb): 'accepts', 'seats', 'was', 'struggled'."""
    from ..extract import en_words

    return any(w in _AUX or len(w) > 4 and w.endswith("ed") or w in en_words.PAST_FORMS
               or w.endswith("s") and (w[:-1] in en_words.VERBS or w.endswith("es")
                                       and w[:-2] in en_words.VERBS) for w in words)


def _verbs() -> frozenset[str]:
    from ..extract import en_words

    return en_words.VERBS


def _valence(word: str) -> float:
    from ..extract.attrib_en import valence

    return valence(word)


def _asks_holder(text: str) -> bool:
    """Does an English "Who …?" question ask whose view or report something is?"""
    if not _WHO.match(text) or _WHO_OBJECT.match(text):
        return False
    from ..extract.attrib_en import valence

    if not _ATTITUDE:
        _ATTITUDE.append(_attitude_words())
    raw = re.findall(r"[A-Za-z']+", text.replace("\u2019", "'"))
    raw = (["is"] if raw and raw[0].lower() == "who's" else []) + raw[1:]
    words = [w.lower() for w in raw]
    if _stance_word_among(words):
        return True
    # a phrasal verb of stance ('Who brushed off …', 'Who talked up …')
    pairs = zip(words[:5], words[1:6], strict=False)
    if any(_lemma_en(w) & _PHRASAL.get(p, frozenset()) for w, p in pairs):
        return True
    if any(_lemma_en(w) & _ON_ABOUT and words[i + 1:i + 2] == ["on"]
           and "about" in words[i + 2:i + 5] for i, w in enumerate(words[:5])):
        return True
    # a question marked as asking after a report ('Who is moving, reportedly?')
    if _REPORTED.search(text) or _WANT_RESULT.match(text):
        return True
    # naming something with a verdict ('Who called the new bridge the ugliest in town?')
    m = _CALLED.match(text)
    word = m.group(2).lower() if m else ""
    if m and (word in {"best", "worst", "top", "greatest"}
              or word.endswith("est") or abs(valence(word)) >= 1.0
              # a characterisation: "Who called the plan a gamble?" (not "… a day later")
              or (m.group(1).lower() != "the" and word not in _TIME_NOUNS)):
        return True
    # a preference: "Who would rather walk?", "Who'd prefer the early train?"
    if re.match(r"^\W*who(?:\s+would|'d)\s+(?:rather|prefer|sooner)\b", text, re.I):
        return True
    if not words or words[0] not in _BE_LIKE | {"isn't", "wasn't"}:
        return False
    rest = [w for w in raw[1:] if w.lower() not in {"not", "so", "really", "very", "quite", "a",
                                                     "bit", "pretty", "most", "more", "less"}]
    if not rest or rest[0][:1].isupper() or rest[0].lower() in _NOT_PREDICATE:
        return False  # 'Who is Mireille a fan of?' asks for someone Mireille likes
    # 'Who is gloomy about …', 'Who was moved by …': a predicate adjective and its object
    # ('Who is camping with …' is a progressive of an action, not an attitude)
    if len(rest) > 1 and rest[1].lower() in {"about", "of", "with", "by", "on", "towards"} and (
            rest[0].lower() not in _NOT_PREDICATE) and not (
            rest[0].lower().endswith("ing") and abs(valence(rest[0])) < 1.0):
        return True
    return _clause_after(rest) or any(abs(valence(w)) >= 1.0 for w in words[1:])


# phrasal verbs of stance, by their particle: 'brush off', 'play down', 'talk up', 'rave about'
_PHRASAL = {
    "off": frozenset("brush shrug laugh wave slag write sound".split()),  # noqa: SIM905
    "down": frozenset("play talk put run".split()),  # noqa: SIM905
    "up": frozenset("talk hype play big bring".split()),  # noqa: SIM905
    # arguing for something: 'Who keeps arguing for …', 'Who argued for …'
    "for": frozenset("push argue lobby campaign".split()),  # noqa: SIM905
    "about": frozenset("rave gush rant moan whinge grumble".split()),  # noqa: SIM905
}
# talking at length, with "about" after the particle: 'Who keeps going on about …', 'Who was
# banging on about …' ('Who went on holiday?' is no report)
_ON_ABOUT = frozenset("go bang harp drone bleat witter rabbit".split())  # noqa: SIM905
_REPORTED = re.compile(
    r"(?:,\s*as\s+(?:reported|claimed|rumou?red|heard)|\b(?:reportedly|supposedly|allegedly))\b|"
    # a who-question that says where its answer was said ('Who is moving, according to the
    # group chat?'): a report's owner, whoever the source named
    r",\s*according\s+to\s+(?!whom?\b)",
    re.I)
# a wish about a state of affairs ('Who wants the fence gone?', 'Who wanted the rota changed?'):
# want + an object + a participle or particle of result
_WANT_RESULT = re.compile(
    r"^\W*who\s+(?:wants|wanted|would\s+like|'d\s+like)\s+(?:\S+\s+){1,4}?"
    r"(?:gone|out|back|off|down|over|\w*done|fixed|changed|moved|removed|banned|sacked|fired|"
    r"cancell?ed|stopped|replaced|scrapped|closed|dropped|sorted|sold|painted|cleaned)\W*$|"
    # ... or someone else doing something: want + a person or thing + a to-infinitive ('Who
    # wanted the kids to walk to school?'; 'Who wants to walk?' wishes for one's own act)
    r"^\W*who\s+(?:wants|wanted|would\s+like|'d\s+like)\s+(?:the|his|her|their|our|my|your|"
    r"everyone|everybody|them|him|us)\s+(?:\S+\s+){0,3}?to\s+"
    r"(?!(?:the|a|an|my|your|his|her|our|their|this|that|these|those|its)\b)(?-i:[a-z]+)\b",
    re.I)
_WROTE_THAT = re.compile(
    r"^\W*who\s+([a-z]+)\s+(?:[a-z]+\s+){0,2}?that\s+(\S.*)$", re.I)
# verbs of writing and messaging (their objects are texts; with a that-clause, what the text said)
_WRITE_VERBS = frozenset(
    "write post note text email message dm ping tweet type scribble put add sign announce".split())
_AUX = frozenset(
    """is was are were be been has had have will would can could should shall may might must
    isn't wasn't aren't weren't hasn't hadn't haven't won't wouldn't can't couldn't shouldn't
    does did doesn't didn't""".split())  # noqa: SIM905


def _wrote_that(text: str) -> bool:
    """A verb of writing or messaging with a that-clause ('Who wrote that the bridge reopened
    in June?', 'Who texted me that the bus was late?') asks whose report it is, whatever else
    the question says (a time), though the verb alone asks for an act ('Who wrote that book?')"""
    m = _WROTE_THAT.match(text)
    return bool(m and _lemma_en(m.group(1).lower()) & _WRITE_VERBS and _finite(m.group(2)))


def _finite(clause: str) -> bool:
    """Does ``clause`` (the words after 'that') have a finite verb past its first word ('the
    bridge reopened', 'the bus was late'; not 'book last year')?"""
    words = re.findall(r"[a-z']+", clause.lower().replace("\u2019", "'"))[1:9]
    return any(w in _AUX or w.endswith("'s") or w.endswith("'re") or (
        len(w) > 4 and w.endswith("ed")) for w in words)


# the words a finite clause opens with: a determiner, a possessive or a subject pronoun
_CLAUSE_SUBJECT = frozenset(
    """the this that these those my your his her our their its he she they it we you i
    everyone everybody someone somebody nobody nothing everything something""".split())  # noqa: SIM905
# passives of telling and showing take a clause too ('Who was told the pool is shut?'): they
# ask who heard, not who holds the view
_TOLD = frozenset(
    """told informed warned reminded assured promised shown taught asked notified""".split())  # noqa: SIM905


def _clause_after(rest: list[str]) -> bool:
    """A predicate adjective with a finite clause of its own after it ('Who is worried the bees
    will spoil the washing?', 'Who was sure that the bus had gone?'): of the words that can
    stand after "is", only an adjective of knowing or feeling takes a clause with a subject of
    its own, so the question asks whose attitude it is. ``rest``: the words after the copula."""
    from ..extract import en_words as W

    head = rest[0].lower()
    if len(rest) < 3 or head in _TOLD or head.endswith("ing") or head in _CLAUSE_SUBJECT or (
            head in W.STOPWORDS or head in W.PREPOSITIONS):
        return False
    clause = rest[2:] if rest[1].lower() == "that" else rest[1:]
    opener = clause[0]
    if opener.lower() not in _CLAUSE_SUBJECT and not opener[:1].isupper():
        return False
    return _finite(" ".join(clause))


_CALLED = re.compile(r"^\W*who\s+called\s+(?:\S+\s+){1,4}?(the|an?)\s+([A-Za-z]+)", re.I)
_TIME_NOUNS = frozenset(
    "day week month year time while minute hour moment night morning evening bit lot".split())


_NOT_PREDICATE = frozenset(
    """in charge part one some all most many none each both the this that member head top
    fan friend owner author""".split()  # noqa: SIM905
)


# Korean particles a name can carry in a question; "이" is the hypocoristic suffix after a
# closed syllable (다올찬이), "네" the household (새롬비네).
_KO_PARTICLES = (
    "",
    "는",
    "은",
    "이",
    "가",
    "한테",
    "에게",
    "께",
    "의",
    "네",
    "도",
    "랑",
    "하고",
    "와",
    "과",
    "를",
    "을",
    "만",
    "처럼",
    "보다",
    "께서",
    "한테서",
    "에게서",
    "이랑",
    "이나",
    "나",
    "씨",
    "님",
    # a particle with the topic or "also" marker after it
    "한테는",
    "에게는",
    "께는",
    "께서는",
    "한테도",
    "에게도",
    "께서도",
    "랑은",
    "하고는",
    "와는",
    "과는",
    "보다는",
)
_KO_SUFFIXES = sorted(
    {h + n + p for h in ("", "이") for n in ("", "네") for p in _KO_PARTICLES}, key=len
)
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_WORD_END = re.compile(r"[\s\W]|$")


def _fold(text: str) -> str:
    return unicodedata.normalize("NFC", text).casefold()


def _match_at(text: str, name: str, start: int) -> int:
    """End of a mention of ``name`` at ``start`` (with its particles), or -1."""
    end = start + len(name)
    if start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        return -1
    if _HANGUL.search(name[-1]):
        found = _WORD_END.search(text, end)  # matches at the latest at the end of the text
        word_end = found.start() if found else len(text)
        return word_end if text[end:word_end] in _KO_SUFFIXES else -1
    rest = text[end:]
    if not rest or not (rest[0].isalnum() or rest[0] == "_"):
        return end
    return end + 2 if rest[:2] in ("'s", "’s") else -1


_KO_REL = re.compile(r"^(?P<a>\S+?)(?:의|네)\s+(?P<b>.+)$")


def _batchim(ch: str) -> bool:
    code = ord(ch) - 0xAC00
    return 0 <= code <= 11171 and code % 28 != 0


def name_forms(name: str) -> list[str]:
    """The ways a question may write a known name: '보리솔의 엄마' is also '보리솔이 엄마', '보리솔
    엄마', '보리솔네 엄마'; '류하담 씨' is also '류하담'. English names are written one way.

    >>> name_forms("보리솔의 엄마")[:5]
    ['보리솔의 엄마', '보리솔 엄마', '보리솔네 엄마', '보리솔이 엄마', '보리솔이네 엄마']
    >>> name_forms("보리솔의 엄마")[5:]
    ['보리솔 씨 엄마', '보리솔 씨의 엄마']
    """
    key = unicodedata.normalize("NFC", name).strip()
    forms = [key]
    m = _KO_REL.match(key)
    if m and _HANGUL.search(m["a"][-1]):
        a, b = m["a"], m["b"]
        forms += [f"{a} {b}", f"{a}네 {b}"]
        if _batchim(a[-1]):
            forms += [f"{a}이 {b}", f"{a}이네 {b}"]
        # a possessor named with 씨: '보리솔 씨 엄마', '보리솔 씨의 엄마'
        forms += [f"{a} 씨 {b}", f"{a} 씨의 {b}"]
    if key.endswith(" 씨") or key.endswith(" 님"):
        forms.append(key[:-2])
    return list(dict.fromkeys(forms))


def find_people(question: str, names: Iterable[str], loose: Iterable[str] = ()) -> list[str]:
    """Known person names mentioned in ``question``, in order of first mention; longest wins.

    Names match with their case as written ("Art" the person, not "art"), except ``loose``
    names (e.g. the speakers), which also match case-folded.
    """
    exact = unicodedata.normalize("NFC", question)
    folded = _fold(question)
    loose = {_fold(n) for n in loose}
    names = list(names)
    spans: list[tuple[int, int, str]] = []
    given_of = _given_names(names)
    for name in names:
        key = unicodedata.normalize("NFC", name).strip()
        if len(key) < 2 and not _HANGUL.search(key):
            continue
        span = None
        for form in name_forms(key):
            span = _find(exact, form)
            if span is None and _fold(key) in loose:
                span = _find(folded, _fold(form))
            if span is not None:
                break
        if span is None and name in given_of:
            # 'What does Kestrin think …?' of the one known as 'Kestrin Dravik': a full name is
            # also said by its given name alone, when no other known full name shares it
            span = _find(exact, given_of[name])
        if span is not None:
            spans.append((span[0], span[1], name))
    # a longer name covering a shorter one ("Cyrus's team lead" ⊃ "Cyrus") wins
    spans.sort(key=lambda s: (s[0], -(s[1] - s[0])))
    kept: list[tuple[int, int, str]] = []
    for s in spans:
        if any(k[0] <= s[0] and s[1] <= k[1] and not (
                (k[0], k[1]) == (s[0], s[1]) and (s[2] in given_of or k[2] in given_of))
                for k in kept):
            continue  # (the given name said alone may also be a person of its own: both)
        kept.append(s)
    return [s[2] for s in kept]


def _given_names(names: Sequence[str]) -> dict[str, str]:
    """Known English full names ('Kestrin Dravik', 'Wen-Li Osterley') and their given name, for
    those whose given name no other known full name shares (not a title and a surname, 'Mrs
    Quillan', nor a relation, "Idwal's boss"); computed once per set of names (three readings of
    one question ask it)."""
    return dict(_given_names_of(tuple(names)))


@lru_cache(maxsize=64)
def _given_names_of(names: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    titles = _all_titles()
    out: dict[str, str] = {}
    seen: dict[str, int] = {}
    for name in names:
        words = unicodedata.normalize("NFC", name).split()
        if not 2 <= len(words) <= 3 or _HANGUL.search(name) or any(
                not w[:1].isupper() or not w.replace("-", "").replace("'", "").isalpha()
                or w.endswith(("'s", "’s")) for w in words) or (
                words[0].casefold().rstrip(".") in titles):
            continue
        out[name] = words[0]
        seen[words[0]] = seen.get(words[0], 0) + 1
    given = {n: g for n, g in out.items() if seen[g] == 1}
    for name in names:
        # "Kestrin Dravik's dad" is also "Kestrin's dad"
        base = base_person(name)
        if base in given and name not in given:
            given[name] = given[base] + name[len(base):]
    return tuple(given.items())


# titles the shared list leaves to the extractor's own table
_EN_TITLES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "professor", "aunt", "auntie",
                        "uncle", "father", "sister", "brother", "coach", "sir", "madam"})


@lru_cache(maxsize=1)
def _all_titles() -> frozenset[str]:
    from ..extract.frames_en import TITLES

    return TITLES | _EN_TITLES


def _find(text: str, key: str) -> tuple[int, int] | None:
    pos = text.find(key)
    while pos >= 0:
        if _match_at(text, key, pos) >= 0:
            return pos, pos + len(key)
        pos = text.find(key, pos + 1)
    return None


_BASE = [re.compile(r"^(?P<base>.+?)['\u2019]s\s+\S"), re.compile(r"^(?P<base>\S+?)(?:의|네)\s+\S")]


def base_person(name: str) -> str | None:
    """The person a relational name is named after: "Cyrus's team lead" → "Cyrus"."""
    for pattern in _BASE:
        m = pattern.match(name)
        if m:
            return m.group("base")
    return None


_EN_HOLDER = re.compile(
    r"\b(?:does|did|do)\s+(.+?)\s+(?:have\s+to\s+)?(?:think|feel|believe|say|reckon|make\s+of|like|"
    r"enjoy|rate|mention|claim|report|suggest|tell(?=\s+(?:\w+\s+)?(?:about|of|regarding|re)\b))\b|"
    r"\bhow\s+(?:does|did|do)\s+(.+?)\s+(?:feel|view|see|judge|find|rate|like|describe|think)\b|"
    r"\b(?:has|had)\s+(.+?)\s+(?:said|mentioned)\s+anything\b",
    re.IGNORECASE,
)


def holder_slot(question: str) -> str | None:
    """The words in the holder position of "What does X think/feel…", "What's X's take on…",
    another English construction whose experiencer is X (``experiencer``) or a yes/no question
    about an attitude ("Is X keen on…"), if the question has one."""
    m = _EN_HOLDER.search(question)
    if m:
        return _without_adverbs(m.group(1) or m.group(2) or m.group(3))
    m = _EN_POSSESSED_VIEW.search(question)
    if m:
        return m.group(1) or m.group(2)
    return polar_holder(question) or experiencer(question)


# adverbs said between the holder and the verb ('What did X always say …', 'Does X really
# think …'): an -ly adverb or one of these, in lower case (a capitalised 'Holly' is a name)
_SLOT_ADVERBS = frozenset(
    "always ever never actually really just also still once even first then now originally "
    "initially personally honestly seriously genuinely supposedly apparently".split())


def _without_adverbs(slot: str) -> str:
    """The holder slot without the adverbs closing it: "X's dad always" -> "X's dad"."""
    words = slot.split()
    while len(words) > 1 and words[-1].islower() and (
            words[-1] in _SLOT_ADVERBS or len(words[-1]) > 4 and words[-1].endswith("ly")):
        words.pop()
    return " ".join(words)


# -- the experiencer of an attitude in other English constructions -------------------------
# A person's name or a relation through one ("Odrun", "Mr Vance", "Odrun's sister"): never a
# pronoun or "who" (those ask for the holder: OWNER questions)
_X = (r"(?P<x>(?!(?:you|it|they|he|she|we|i|that|this|there|the|a|an|anyone|everyone|someone|"
      r"people|who|whom|whose|what|how)\b)(?:(?:mr|mrs|ms|dr|miss|auntie|aunt|uncle)\.?\s+)?"
      r"[\w\u2019'-]+(?:\s+[\w\u2019'-]+){0,2}?)")
_XS = (r"(?P<x>(?!(?:you|it|they|he|she|we|i|that|this|there|the|who|what|how)\b)"
       r"(?:(?:mr|mrs|ms|dr|miss|auntie|aunt|uncle)\.?\s+)?[\w-]+(?:['\u2019]s\s+[\w-]+)?)")
_VIEW_NOUNS_EN = (r"(?:reaction|response|take|verdict|views?|opinion|impression|review|"
                  r"assessment|feelings?|thoughts|stance|attitude|feedback|judge?ment|"
                  r"complaints?|advice|worry|worries|concerns?|suggestion|recommendation|"
                  r"prediction|theory|objections?|gripe)")
_EXPERIENCER = [re.compile(p, _EN) for p in (
    # "What's X been saying about …", "What was X thinking"
    rf"\bwhat(?:['\u2019]s|\s+(?:has|had|is|was))\s+{_X}\s+(?:been\s+)?(?:saying|thinking)\b",
    # an embedded question: "Any idea what X thought of …", "how X felt about …"
    rf"\b(?:what|how)\s+{_X}\s+(?:thought|thinks|felt|feels|said|says|reckons|reckoned|made)\s+"
    r"(?:of|about)\b",
    # "How did X react to / take …", "Where does X stand on …"
    rf"\bhow\s+(?:did|does|do|has|had)\s+{_X}\s+(?:react|respond|take)\b",
    rf"\bwhere\s+(?:does|did|do)\s+{_X}\s+stand\s+on\b",
    # a noun of a view possessed by X anywhere: "… X's reaction to …", "X's problem with …"
    rf"(?:^|\s){_XS}['\u2019]s?\s+(?:honest\s+|real\s+|first\s+|overall\s+)?{_VIEW_NOUNS_EN}\s+"
    r"(?:on|of|about|regarding|to|towards)\b",
    rf"(?:^|\s){_XS}['\u2019]s?\s+(?:problem|issue|beef|gripe|complaint)\s+with\b",
    # "the verdict from X on …"
    rf"\b(?:verdict|opinion|view|take|word|feedback)\s+from\s+{_X}\s+(?:on|about|regarding)\b",
    # "Does X have an opinion on …", "What does X have to say about …"
    rf"\b(?:does|did|do)\s+{_X}\s+have\s+(?:an?\s+|any\s+|strong\s+)?(?:opinion|view|"
    r"thoughts|feelings|problem|issue|take)\s+(?:on|about|with|of)\b",
    rf"\bwhat\s+(?:does|did|do)\s+{_X}\s+have\s+to\s+say\b",
    # "Did X have anything nice to say about …"
    rf"^\W*(?:did|does|do|has|had)\s+{_X}\s+(?:have|got)\s+(?:anything|something|much)\s+"
    r"(?:\w+\s+)?to\s+say\s+(?:about|on|of)\b",
    # X as the object of a verb of effect on the mind: "Did the menu impress X?", "How did the
    # menu go down with X?"
    rf"\b(?:go|goes|went|going|gone)\s+down\s+with\s+{_X}\s*[?.!]*\s*$",
    rf"^\W*(?:did|does|do|has|have|would|will)\s+.+?\s+(?:impress|please|annoy|bother|"
    rf"disappoint|thrill|excite|bore|worry|upset|irritate|appeal\s+to|win\s+over)\s+{_X}"
    r"\s*[?.!]*\s*$",
    # what a feeling of X's is about: "What is X worried about?", "Which part was X so
    # pleased with?" (an adjective of attitude, ``_ATTITUDE_PRED``, and its preposition)
    rf"^\W*(?:what|which)\b(?:\s+[\w'\u2019-]+){{0,5}}?\s+(?:is|was|are|were)\s+{_X}\s+"
    r"(?:so\s+|really\s+|most\s+|still\s+|more\s+)?(?:keen|sure|convinced|certain|impressed|"
    r"happy|pleased|glad|satisfied|disappointed|thrilled|excited|worried|nervous|confident|fond|"
    r"proud|bothered|fussed|annoyed|upset|angry|mad|sick|tired|bored|enthusiastic|sceptical|"
    r"skeptical|suspicious|wary|optimistic|pessimistic|hopeful|jealous|scared|afraid|anxious|"
    r"concerned|unhappy|frustrated|stressed|furious|sad)\s+(?:about|of|with|by|on)\b",
    # "Is X into …", "How keen is X on …"
    rf"^\W*(?:is|was|are|were)\s+{_X}\s+(?:really\s+|still\s+)?into\b",
    rf"\bhow\s+(?:keen|happy|pleased|impressed|excited|worried|bothered|fussed|sold|sure|"
    rf"confident|thrilled|disappointed|annoyed|upset)\s+(?:is|was|are|were)\s+{_X}\b",
    # what X told someone (X's words, the claim X owns): "What did X tell Y?", "What did X
    # promise / warn / advise Y?"
    rf"^\W*what\s+(?:did|does|has|had)\s+{_X}\s+(?:tell|promise|warn|advise|assure|"
    r"remind)\s+(?!me\b)[\w'\u2019-]+",
    # "Is it any good, according to X?"
    rf"^(?!\W*who).*,\s*according\s+to\s+{_X}\s*[?.!]*\s*$",
    # the same with the source first: "According to X, what is …?" (not "…, who …?", which
    # asks for a person)
    rf"^\W*according\s+to\s+{_X}\s*,\s*(?!who\b|whom\b)(?:what|which|when|where|why|how|is|are|"
    r"was|were|will|does|do|did|has|have|can|should)\b",
    # a statement checked with a tag: "X liked it, right?"
    rf"^\W*{_X}\s+(?:really\s+)?(?:liked|loved|hated|enjoyed|rated|thought|thinks|reckons|"
    r"found|likes|loves|hates|didn['\u2019]t\s+like|doesn['\u2019]t\s+like|can['\u2019]t\s+stand)\b"
    r".*,\s*(?:right|yeah|no|eh|surely|did(?:n['\u2019]t)?\s+\w+|does(?:n['\u2019]t)?\s+\w+)\s*\?+\s*$",
)]


# a wh-question about what X judges or prefers, X the subject of a verb of evaluation: "Who does
# X blame for …?", "Which flat does X prefer?", "What did X recommend?" (general verbs of
# judging, preferring and suspecting; "like"/"enjoy" are left out: "What does X like to cook?"
# asks a habit), and "Which … did X find easier?" (find + an evaluative or graded adjective)
_WH_SUBJECT = (r"^\W*(?:what|which|who|whom)\b(?:\s+[\w'\u2019-]+){0,7}?\s+(?:does|did|do|would)\s+"
               + _X + r"\s+")
_WH_JUDGE = re.compile(
    _WH_SUBJECT + r"(?:blame|prefer|distrust|doubt|resent|admire|rate|recommend|suspect|"
    r"favou?r|regret|critici[sz]e|praise)\b", _EN)
# how X wants or would like a thing done is a preference of X's: 'How does X want to get there?',
# 'How would X like the room laid out?' ('How did X like to spend …' asks a habit)
_HOW_WANT = re.compile(
    r"^\W*how\s+(?:(?:does|did|do|would)\s+" + _X + r"\s+(?:want|prefer)|would\s+"
    + _X.replace("?P<x>", "?P<y>") + r"\s+like)\b", _EN)
_WH_FIND = re.compile(
    _WH_SUBJECT + r"find\s+(?:it\s+|them\s+|that\s+)?(?:(?:a\s+)?(?:bit|lot|little|far|much)\s+)?"
    r"(?P<adj>(?:more|less|most|least|so|too|really)\s+[a-z-]+|[a-z-]+)"
    r"(?:\s+(?:about|in|with|of)\b.*)?\s*[?.!]*\s*$", _EN)


# any wh-question whose clause is what X thinks, expects or says: 'How long does X think the
# job will take?', 'When does X expect the move?', 'Where does X reckon the shed should go?',
# 'What kind of party does X say her mum wants?' (the wh-word asks into X's reported clause;
# 'Why does X think …' asks X's reason, which the WHY path reads)
_WH_REPORTED = re.compile(
    r"^\W*(?:what|which|where|when|how)\b(?:\s+[\w'\u2019-]+){0,4}?\s+(?:does|did|do)\s+"
    + _X + r"\s+(?:think|thinks|reckon|believe|expect|say|suppose|guess|figure|predict|imagine|"
    r"suspect)\s+\S", _EN)


def _wh_view(text: str) -> str | None:
    """X of a wh-question about what X judges, prefers or finds so ('Which route did Pell find
    quicker?'); None for a find of a thing ('Which keys did Pell find?').

    >>> _wh_view("Which of the two quotes does Pell prefer?"), _wh_view("Which keys did Pell find?")
    ('Pell', None)
    """
    m = _WH_JUDGE.search(text) or _WH_REPORTED.search(text) or _HOW_WANT.search(text)
    if m:
        found = m.groupdict()
        return str(found.get("x") or found.get("y")).strip()
    m = _WH_FIND.search(text)
    if not m:
        return None
    from ..extract.attrib_en import valence

    adj = m.group("adj").lower().split()
    graded = len(adj) > 1 or (len(adj[0]) > 4 and adj[0].endswith(("er", "est"))
                              and adj[0] not in _NOT_GRADED)
    return m.group("x").strip() if graded or abs(valence(adj[-1])) >= 1.0 else None


_NOT_GRADED = frozenset(
    "over under after later never ever either neither other together whatever".split())  # noqa: SIM905


def experiencer(question: str) -> str | None:
    """The holder of an attitude an English question asks about in constructions other than
    "What does X think …": an embedded question ("Any idea what X thought of …"), a verb of
    reacting or standing ("How did X react to …", "Where does X stand on …"), a noun of a view X
    possesses ("X's reaction to …", "X's problem with …", "the verdict from X on …"), having a
    view ("Does X have an opinion on …"), X as the one a thing affects ("Did the menu impress
    X?", "How did it go down with X?"), "Is X into …", "How keen is X on …", "…, according to
    X?" and a statement checked with a tag ("X liked it, right?").

    >>> experiencer("How did the new timetable go down with Odrun's sister?")
    "Odrun's sister"
    >>> experiencer("What was Mr Vance's reaction to the fence?")
    'Mr Vance'
    >>> experiencer("Who reacted to the fence?") is None
    True
    >>> experiencer("What part of the trip is Odrun's sister nervous about?")
    "Odrun's sister"
    """
    text = unicodedata.normalize("NFC", question)
    for pattern in _EXPERIENCER:
        m = pattern.search(text)
        if m:
            return m.group("x").strip()
    return _wh_view(text)


# -- opinion questions without a verb of thinking ----------------------------------------------
# "What's X's take / verdict / impression of …?": a noun of judgement possessed by its holder
_EN_POSSESSED_VIEW = re.compile(
    r"^\W*(?:what|how)(?:['\u2019]s|\s+(?:is|was|are|were))\s+(.+?)['\u2019]s?\s+(?:honest\s+|real\s+)?"
    r"(?:take|verdict|view|views|opinion|impression|review|assessment|feelings|thoughts|read|stance)"
    r"\s+(?:on|of|about|regarding)\b|^\W*what\s+(?:does|did|do)\s+(.+?)\s+make\s+of\b",
    re.IGNORECASE,
)
# a yes/no question about an experiencer's attitude: an adjective or noun of attitude after a
# form of "be" ("Is X keen on …", "Was X impressed by …", "Is X sure she'd …", "Is X a fan of
# …"), an evaluative word with the preposition of its object ("Is X sick of …"), or a verb of
# liking, trusting or believing after "do"/a modal ("Does X trust …", "Would X recommend …").
# The words are general English vocabulary of attitude, not of any dialogue.
_ATTITUDE_PRED = frozenset(
    """keen fan sure convinced persuaded certain impressed happy pleased glad satisfied content
    disappointed thrilled excited worried nervous confident comfortable fond proud sold bothered
    fussed annoyed upset angry mad sick tired bored enthusiastic sceptical skeptical suspicious
    wary optimistic pessimistic hopeful jealous scared afraid against opposed""".split()  # noqa: SIM905
)
_ATTITUDE_VERB = frozenset(
    """like love hate dislike enjoy prefer mind trust distrust believe doubt rate recommend
    approve disapprove admire respect fancy adore regret support oppose agree disagree consider
    regard want expect blame suspect fear""".split()  # noqa: SIM905
)
_ATTITUDE_PREP = frozenset("about of with by that towards".split())  # noqa: SIM905
_BE = frozenset("is was are were isn't wasn't aren't weren't".split())  # noqa: SIM905
_DO = frozenset(
    "does did do doesn't didn't don't would will could wouldn't won't".split())  # noqa: SIM905
_NOT_HOLDER = frozenset(
    """you it there that this they we i he she the a an anyone anybody everyone everybody
    someone somebody anything something what""".split()  # noqa: SIM905
)
_DEGREE = frozenset(
    """a an not really still so very even at all totally too quite big huge such actually
    particularly that much more most less ever""".split()  # noqa: SIM905
)
_WORD = re.compile(r"[^\W\d_](?:[\w'\u2019-]*\w)?")


def role_description(phrase: str) -> bool:
    """Whether a holder phrase describes a role ('the vet', 'the passport helpline', 'her
    optician', 'their tutor') or a body ('maintenance', 'management') rather than naming
    someone: lower-case words after 'the' or a possessive determiner, or one lower-case noun
    that is no pronoun or quantifier — as a role is written, where a name is capitalised.

    >>> role_description("the vet"), role_description("the Varnholts"), role_description("Ines")
    (True, False, False)
    >>> role_description("her optician"), role_description("maintenance")
    (True, True)
    >>> role_description("everyone"), role_description("people")
    (False, False)
    """
    words = phrase.split()
    if not words or not all(w.islower() for w in words[1:]):
        return False
    if len(words) >= 2:
        return words[0].lower() in _ROLE_DETERMINERS
    return words[0].islower() and words[0].isalpha() and words[0] not in _NOT_HOLDER and (
        words[0] not in _QUANTIFIER_HOLDERS)


_ROLE_DETERMINERS = frozenset("the his her their our my your".split())  # noqa: SIM905
_QUANTIFIER_HOLDERS = frozenset(
    "people nobody none all both either neither others whoever".split())  # noqa: SIM905


def polar_holder(question: str) -> str | None:
    """The subject of a yes/no question about an attitude, or None.

    >>> polar_holder("Is Odile keen on the night bus?")
    'Odile'
    >>> polar_holder("Would Mr Vance's nephew trust that garage?")
    "Mr Vance's nephew"
    >>> polar_holder("Was Odile ill last week?") is None
    True
    >>> polar_holder("Did Odile find the ferry staff reasonable?")
    'Odile'
    >>> polar_holder("Did Odile find her gloves?") is None
    True
    >>> polar_holder("Is Marvella in favour of the new rota?")
    'Marvella'
    """
    words = _WORD.findall(unicodedata.normalize("NFC", question).replace("\u2019", "'"))
    if len(words) < 3:
        return None
    aux = words[0].lower()
    if (aux not in _BE and aux not in _DO) or words[1].lower() in _NOT_HOLDER:
        return None
    # the subject: a name's words, and a relation after a possessive ("Mr Vance's nephew")
    end = 2
    while end < len(words) and (words[end][:1].isupper() or words[end - 1].endswith("'s")):
        end += 1
    pos = end
    while pos < len(words) and words[pos].lower() in _DEGREE:
        pos += 1
    if pos >= len(words):
        return None
    word = words[pos].lower()
    nxt = words[pos + 1].lower() if pos + 1 < len(words) else ""
    if aux in _BE:
        from ..extract.attrib_en import valence

        ok = word in _ATTITUDE_PRED or (nxt in _ATTITUDE_PREP and abs(valence(word)) >= 1.0) or (
            word == "in" and nxt in ("favour", "favor"))  # 'Is X in favour of …'
    else:
        lemmas = _lemma_en(word)
        # 'Does X want …' asks a wish; 'Would X want to …' a guess about one
        ok = bool(lemmas & _ATTITUDE_VERB) and not (
            "want" in lemmas and aux not in ("does", "did", "do", "doesn't", "didn't", "don't"))
        if "find" in lemmas and not ok:
            # 'Did X find the guide helpful / believable?' (an evaluation of its object), not
            # 'Did X find her keys?'
            from ..extract.attrib_en import valence

            ok = any(abs(valence(w.lower())) >= 1.0 or _ADJ_SUFFIX.search(w.lower())
                     for w in words[pos + 2:])
    return " ".join(words[1:end]) if ok else None


# endings that make adjectives (believable, sensible, helpful, pointless, nervous, pushy)
_ADJ_SUFFIX = re.compile(r"..(?:able|ible|ful|less|ous|ive|ish)$")


# a Korean question about a topic-marked holder whose predicate is one of attitude ("X는 Y
# 좋아해?", "X는 Y 믿어?", "X 씨는 Y를 어떻게 평가해요?") or asks how something was to them ("X는 Y
# 어땠대?", "X는 Y 어떻다고 해?"); an evaluative adjective reported with -대/-래 ("X는 Y 편하대?")
# is read by Kiwi
_KO_VIEW_Q = re.compile(
    rf"^\s*(?!누가|누구)\S+(?:\s+\S+){{0,2}}?(?:는|은|께서는|도|한테는|에게는|한테|에게)\s.*?"
    rf"(?:{_KO_ATTITUDE}|어떻|어땠|어때)\S*"
    r"(?:\s+(?:해|했어|하더라|하던|그래|그랬어|했대|해요|했어요|하셔|하셨어|봐|봤어|봐요|봤어요|"
    r"보셨어|보셨어요|봤대|느껴|느꼈어|느꼈대|보세요|보셔요|보시나요|보셨나요|보셨대요))?\s*[?？]*\s*$"
)
_KO_TOPIC_Q = re.compile(
    r"^\s*(?!누가|누구)\S+(?:\s+\S+)?(?:는|은|께서는)\s.*?(?:대|래)(?:요)?\s*[?？]+\s*$")


# Korean nouns of saying and of what is said (general vocabulary: a report, news, a rumour, a
# suggestion): "…다는 소식은 누구한테 들었어?", "그 얘기 누가 꺼냈어?" ask whose words they are
_KO_SPEECH_NOUNS = frozenset(
    "얘기 이야기 말 말씀 소식 소문 주장 정보 소리 제안 조언 추천 의견 평 평가 루머 썰 공지 "  # noqa: SIM905
    "귀띔 충고 경고 전언 제보 예보 발언 농담 불평 칭찬 험담 뒷말".split()
)


def _asks_owner_ko(text: str) -> bool:
    """A Korean question asking whose words or view something is, read from its morphemes (Kiwi)
    rather than from a list of whole phrasings: 누구 with a quoted clause (-다고/-라고 …, -다는
    …) or with a noun of saying that a clause modifies or that the question is about ("…다는
    소식은 누구를 거쳐 들었어?", "그 얘기 누가 꺼냈어?"), or a person (사람/분) a relative clause
    with a quoted complement describes ("…다고 권해 준 사람은?", "…다고 알린 사람 누구야?").

    >>> _asks_owner_ko("시험 범위 바뀐다는 말 누가 했어?")
    True
    >>> _asks_owner_ko("누가 말을 샀어?")
    False
    """
    if not _HANGUL.search(text) or ("누구" not in text and "누가" not in text
                                     and "사람" not in text and "분" not in text):
        return False
    from ..extract.ko_parse import kiwi

    toks = [(t.form, t.tag.split("-")[0]) for t in kiwi().tokenize(text)]
    who_at = next((i for i, (form, tag) in enumerate(toks) if form == "누구" and tag == "NP"), None)
    who = who_at is not None
    quoted = False
    quoted_at = None
    for i, (form, tag) in enumerate(toks):
        # -다고/-라고 …, and a quoted clause modifying a noun: -다는, or -다던 (what someone
        # said before: '…다던 사람 누구였지?')
        # (Kiwi may tag '돌려준다던' as one ending, EC or ETM, split '닫는다던' into
        # 는다/EF + 던/ETM or '아니라던' into 라/EC + 던/ETM, and read '…이라고' as the
        # quotative particle, JKQ)
        if ((tag == "EC" and re.search(r"(?:다|라|냐|자)고$", form)) or tag == "JKQ"
                or (tag in ("ETM", "EC", "EF") and re.search(r"(?:다|라|냐|자)(?:는|던)$", form))
                or (tag == "ETM" and form in ("는", "던") and i and toks[i - 1][1] in ("EF", "EC")
                    and re.search(r"(?:다|라|냐|자)$", toks[i - 1][0]))):
            quoted = True
            quoted_at = i if quoted_at is None else quoted_at
        elif tag == "NNG" and form in _KO_SPEECH_NOUNS:
            before = toks[i - 1][1] if i else ""
            after = toks[i + 1] if i + 1 < len(toks) else ("", "")
            if who and (before in ("ETM", "MM") or after[1] == "JX" or after[0] == "누구"):
                return True
        elif (tag in ("NNG", "NNB") and form in ("사람", "분") and quoted and i
              and toks[i - 1][1] == "ETM"):
            return True
    # "X는 누가 이긴다고 생각해?" asks X's view (a topic-marked holder first, 누구 inside what
    # X thinks), not an owner; "X는 …다고 누가 그래?" asks who said it (the topic is the quoted
    # clause's, 누구 the one who said it)
    return who and quoted and (
        not _KO_TOPIC_HOLDER.search(text)
        or (quoted_at is not None and who_at is not None and quoted_at < who_at))


_KO_TOPIC_HOLDER = re.compile(r"^\s*(?!누가|누구)\S+(?:\s+\S+)?(?:는|은|께서는|도)\s")


_KO_MANNER = re.compile(r"어떻게\s*(?:해|했|하)")


def _asks_view_ko(text: str) -> bool:
    if not _HANGUL.search(text):
        return False
    if _KO_VIEW_Q.search(text):
        # '어떻게 해요?', '어떻게 했어?' ask how someone does or did something, not a view
        # ('어떻게 하자는 생각이야?' asks one)
        return not _KO_MANNER.search(text) or bool(re.search("생각|의견|입장", text))
    # what someone likes or dislikes ('X가 싫어하는 건 뭐야?', 'X가 제일 좋아하는 게 뭐래?')
    if (re.search(rf"(?:{_KO_ATTITUDE})\S*(?:는|던|한)\s*(?:건|게|거|것은)\s*(?:뭐|무엇)", text)
            and not re.search(r"둘\s*다|셋\s*다|모두|공통", text)):  # what two both like: COMPARE
        return True
    if _KO_TOPIC_HOLDER.search(text) and _ko_regards(text):
        return True
    if not _KO_TOPIC_Q.search(text):
        return False
    if re.search(r"(?:별로|최고|최악|엉망|대박|짱|별론)(?:이)?(?:었|였)?(?:래|대)(?:요)?\s*[?？]",
                 text):
        return True
    from ..extract.ko_parse import kiwi

    toks = [t for t in kiwi().tokenize(text.rstrip("?？ ")) if not t.tag.startswith("S")]
    # the last predicate before the hearsay ending is an adjective: '편하대?', '맛있대?'
    preds = [t for t in toks if t.tag.split("-")[0] in ("VA", "VV", "XSA", "XSV")]
    return bool(preds) and preds[-1].tag.split("-")[0] in ("VA", "XSA")


# verbs that take an evaluation as an adverb: 'Y를 편하게 느껴?', 'Y 지루하게 봤대?', 'Y를 어렵게
# 생각해?', 'Y를 대단하게 여겨?' (regard Y as …)
_KO_REGARD = frozenset({"느끼", "보", "여기", "생각"})


def _ko_regards(text: str) -> bool:
    """Does the question ask how someone regards a thing: an adjective in -게 before a verb of
    perceiving or regarding ('X는 Y를 편하게 느껴?'), read from Kiwi's morphemes? '어떻게' is no
    evaluation ('어떻게 봤어?' is read elsewhere; '어떻게 지냈어?' asks a manner).

    >>> _ko_regards("우리 형은 그 식당 비싸게 느꼈대?")
    True
    >>> _ko_regards("우리 형은 일을 빠르게 해?")
    False
    """
    from ..extract.ko_parse import kiwi

    toks = [(t.form, t.tag.split("-")[0]) for t in kiwi().tokenize(text)]
    for i in range(1, len(toks) - 1):
        form, tag = toks[i]
        if tag == "EC" and form == "게" and toks[i - 1][1] in ("VA", "XSA") \
                and toks[i - 1][0] != "어떻" and toks[i + 1][0] in _KO_REGARD \
                and toks[i + 1][1] in ("VV", "NNG"):
            return True
    return False


def opinion_holder(question: str, people: list[str]) -> str | None:
    """Whose opinion an OPINION question asks about
    ("What does X think…", "X는 … 어떻게 생각해")."""
    if not people:
        return None
    slot = holder_slot(question)
    if slot is not None:
        span = _fold(slot)
        for name in people:
            if _fold(name) in span:
                return name
    held = _ko_holder(_fold(_ko_front_topic(question)), people)
    if held is not None:
        return held
    return people[0] if len(people) > 1 else None


# the patterns of a named person's name (Korean forms: '채솔이', '채솔 씨') that hold a view
_KO_IN_VIEW = (r"(?:이)?(?:\s*씨|\s*님)?(?:의|가|이)?\s*"
               r"(?:생각에는?|생각엔|보기에는?|보기엔|입장에서는?|입장에선|취향)(?=\s|$|[이인에]|\?)")


# a topic said after its clause (right dislocation): '새 카페 어땠대, X는?'
_KO_DISLOCATED = re.compile(
    r"^(?P<body>.*?[\uac00-\ud7a3].*?)\s*[,，]\s*(?P<topic>\S+(?:는|은|도))\s*(?P<end>[?？!.]*)\s*$")


def _ko_front_topic(text: str) -> str:
    """A Korean question with a topic said after its clause put first, the order the rules
    read ('새 카페 어땠대, 솔미는?' → '솔미는 새 카페 어땠대?').

    >>> _ko_front_topic("새 카페 어땠대, 솔미는?")
    '솔미는 새 카페 어땠대?'
    """
    m = _KO_DISLOCATED.match(text)
    if not m or not _HANGUL.search(m.group("topic")):
        return text
    return f"{m.group('topic')} {m.group('body').strip()}{m.group('end')}"


# the one a thing was like to (a dative experiencer): 'X한테(는) 그 카페 어땠어?'; a dative with a
# verb of saying names whom it was said to ('X한테 뭐라고 했어?'), never a holder
_KO_DATIVE = r"(?:이)?(?:\s*씨|\s*님)?(?:한테|에게|께)(?:는)?\s"
_KO_HOW_WAS = re.compile(r"어땠|어때|어떻|괜찮았|좋았|별로였|재밌었|맛있었|편했|힘들었")
_KO_SAID = re.compile(r"(?:다|라)고\s*\S*(?:했|하셨|그랬|말했)|뭐라")


def _ko_dative_holder(text: str, people: list[str]) -> str | None:
    """The person a thing was like to ('X한테(는) 그 카페 어땠어?'), asked without a verb of
    saying."""
    if not _KO_HOW_WAS.search(text) or _KO_SAID.search(text):
        return None
    for name in people:
        for form in name_forms(name):
            key = _fold(form)
            if _HANGUL.search(key[-1:]) and re.search(
                    rf"(?<![\w]){re.escape(key)}{_KO_DATIVE}", text):
                return name
    return None


def _ko_holder(text: str, people: list[str]) -> str | None:
    """The holder a Korean question names: 'X 생각에' (in X's view), a topic-marked person, or
    the one person named as the subject of what they said."""
    # 'X 생각에(는)', 'X가 보기엔': in X's view, whoever else the question is about
    for name in people:
        for form in name_forms(name):
            key = _fold(form)
            if _HANGUL.search(key[-1:]) and re.search(
                    rf"(?<![\w]){re.escape(key)}" + _KO_IN_VIEW, text):
                return name
    for name in people:
        for form in name_forms(name):
            key = _fold(form)
            if not _HANGUL.search(key[-1]):
                continue
            # '류하담 씨는', '보리솔이 엄마는', '모래솔이는': the topic-marked person holds the view
            m = re.search(
                rf"(?<![\w]){re.escape(key)}(?:이|이네|네)?(?:\s*씨|\s*님)?(?:는|은|이는|이네는|네는|도|이도)(?=\s|$)",
                text,
            )
            if m:
                return name
    dative = _ko_dative_holder(text, people)
    if dative is not None:
        return dative
    # the one person named, subject-marked before what they said or think ("X이/가/께서 뭐라고
    # 하셨대?", "X가 …어떻게 생각해?"): the subject of the saying holds the view
    if len(people) == 1:
        for form in name_forms(people[0]):
            key = _fold(form)
            if _HANGUL.search(key[-1:]) and re.search(
                    rf"(?<![\w]){re.escape(key)}(?:이)?(?:\s*씨|\s*님)?(?:이|가|께서)\s+(?:\S+\s+){{0,4}}?"
                    r"(?:뭐라|어떻게|어떻다|\S*(?:다|라)고\s)", text):
                return people[0]
    return None


_KO_POSSESSIVE = re.compile(r"(?<=[\uac00-\ud7a3])(?:의|네)$")
_EN_POSSESSIVE = re.compile(r"['\u2019]s$")


# nouns for people that end in 씨 without being a name + 씨 ('경수 아저씨' is 경수 addressed as
# mister, not '경수 아저')
_SSI_NOUNS = frozenset({"아저씨", "아가씨"})


def person_key(name: str) -> str:
    """The form the names of one person share: NFC, case-folded, a leading "the ", an English
    "'s", a Korean 의/네 after a word, a 씨/님 word or suffix after a name and a hypocoristic 이
    after a closed syllable dropped — 'the Coach' ≡ 'coach', '보리솔이네 엄마' ≡ '보리솔의 엄마',
    '류하담 씨' ≡ '류하담'.

    >>> person_key("보리솔이네 엄마") == person_key("보리솔 씨의 엄마") == "보리솔 엄마"
    True
    >>> person_key("the Coach's dog")
    'coach dog'
    >>> person_key("경수 아저씨")
    '경수 아저씨'
    """
    text = " ".join(unicodedata.normalize("NFC", name).casefold().split())
    if text.startswith("the "):
        text = text[4:]
    words = []
    for w in text.split(" "):
        w = _EN_POSSESSIVE.sub("", w)
        if len(w) > 1:
            w = _KO_POSSESSIVE.sub("", w)
        if len(w) > 1 and w.endswith("씨") and w not in _SSI_NOUNS:
            w = w[:-1]
        if len(w) >= 3 and w.endswith("이") and _batchim(w[-2]):
            w = w[:-1]
        if w and w not in ("씨", "님"):
            words.append(w)
    return " ".join(words)


def same_person(asked: str, known: str) -> bool:
    """Whether a phrase naming a person (``asked``) names the known person ``known``: the same
    ``person_key``, or a relational name with a word more in the known one (asked 'X's brother',
    known 'X's kid brother': the same possessor, the same last word, the asked words in order)."""
    a, k = person_key(asked).split(), person_key(known).split()
    if not a or not k:
        return False
    if a == k:
        return True
    if len(a) < 2 or len(k) <= len(a) or a[0] != k[0] or a[-1] != k[-1]:
        return False
    rest = iter(k)
    return all(w in rest for w in a)


_KO_TOPIC = ("께서는", "께서도", "이는", "이도", "는", "은", "도")
# nouns of a view that a person's name possesses: 'X 씨 생각은요?', 'Y에 대한 X의 의견은?'
_KO_VIEW_NOUNS = frozenset(
    "생각 의견 입장 견해 평가 느낌 소감 반응 판단 평 속마음 본심".split())  # noqa: SIM905
_KO_SUBJECT = ("께서", "이", "가")
_KO_IN_VIEW_WORDS = frozenset(
    "생각에 생각엔 생각에는 보기에 보기엔 보기에는 입장에서 입장에선 입장에서는".split())  # noqa: SIM905
# a title said after a name (no 의/네 between) may address that person ('X 할머니' is
# Grandma X as often as X's grandma)
_KO_ADDRESS_TITLES = frozenset(
    """할머니 할아버지 할머님 할아버님 아저씨 아주머니 이모 삼촌 고모 선생님 쌤 선배 선배님 언니
    오빠 누나 형 형님 사장님 팀장님 과장님 부장님 대리님 실장님 원장님 교수님 님 씨""".split())  # noqa: SIM905


def title_reading(question: str, base: str, relation: list[str]) -> bool:
    """Whether "X <title>" in a Korean question (``base`` X, ``relation`` the title) may be X
    addressed by a title rather than X's relation: one title word, written after the name
    with no possessive 의/네 between.

    >>> title_reading("옥산 할머니는 그 가게 어떻게 생각해?", "옥산", ["할머니"])
    True
    >>> title_reading("옥산네 할머니는 그 가게 어떻게 생각해?", "옥산", ["할머니"])
    False
    """
    if len(relation) != 1 or relation[0] not in _KO_ADDRESS_TITLES:
        return False
    text = _fold(question)
    return any(re.search(rf"(?<![\w]){re.escape(_fold(form))}(?:이)?\s+{re.escape(relation[0])}",
                         text) for form in name_forms(base) if " " not in form)




def _strip(word: str, endings: tuple[str, ...]) -> str | None:
    for e in endings:
        if word.endswith(e) and len(word) > len(e):
            return word[: -len(e)]
    return None


def holder_phrases(question: str) -> list[str]:
    """The phrases in the holder position of an opinion question, most likely first: the
    English "What does X think" slot; in Korean the topic-marked phrases ("X 씨 팀장님은 …"), then
    a subject-marked one among the first words ("X네 사장님이 뭐래?"), each with up to three words
    before the marked one, longest first (a name may itself end like a marker: '여은', '다인이').

    >>> holder_phrases("보리솔 씨 팀장님은 재택 어떻게 생각해?")
    ['보리솔 씨 팀장님', '팀장님']
    >>> holder_phrases("재택에 대한 보리솔 씨 생각은요?")
    ['대한 보리솔 씨', '보리솔 씨']
    """
    slot = holder_slot(question)
    if slot is not None:
        return [slot.strip()]
    words = _ko_front_topic(unicodedata.normalize("NFC", question)).split()
    if not words or not _HANGUL.search(question) or words[0].startswith(("누가", "누구")):
        return []
    out: list[str] = []
    # "X 생각에 Y는 …", "X가 보기엔 …", "X 입장에서 …": in X's view, whoever is topic-marked
    for i, word in enumerate(words):
        if i and word.rstrip("?!.,") in _KO_IN_VIEW_WORDS:
            before = words[i - 1]
            who = _strip(before, ("가",)) or before if word.startswith("보기") else before
            out += [" ".join([*words[j:i - 1], who]) for j in range(max(0, i - 3), i)]
    # "X 말로는 …" (by X's words): X holds the view asked about
    for i, word in enumerate(words[:5]):
        if i and word.rstrip(",") in ("말로는", "말론"):
            out += [" ".join(words[j:i]) for j in range(max(0, i - 3), i)]
    for endings, first in ((_KO_TOPIC, len(words)), (_KO_SUBJECT, 3)):
        for i, word in enumerate(words[:first]):
            word = word.rstrip("?!.,")
            if word.endswith(("은요", "는요")):
                word = word[:-1]
            bare = _strip(word, endings)
            if bare is None or word in _KO_IN_VIEW_WORDS:
                continue  # 'X 입장에서는': read by the view-holder pass above
            if bare in _KO_VIEW_NOUNS and i:
                # 'X 씨(의) 생각은': the view noun's possessor holds the view
                spans = [words[j:i] for j in range(max(0, i - 3), i)]
                out += [_KO_POSSESSIVE.sub("", " ".join(w)) for w in spans
                        if w[0] not in ("씨", "님")]
                continue
            spans = [words[j:i] for j in range(max(0, i - 3), i + 1)]
            # '이는' / '이도' is a hypocoristic 이 + a particle after a name ('다인이는') but the
            # last syllable of a noun before one ('시누이는', '고양이는'): both readings, the
            # noun's first (``person_key`` drops the 이 of a name anyway)
            forms = [word[:-1], bare] if word.endswith(("이는", "이도")) else [bare]
            # a phrase never starts at the title of the word before it ("씨 팀장님")
            out += [" ".join([*w, form]) for w in spans if not w or w[0] not in ("씨", "님")
                    for form in forms]
    return list(dict.fromkeys(out))


def resolve_holder(question: str, people: Iterable[str]) -> str | None:
    """The known person in the holder position of an opinion question (``holder_phrases``),
    matched by ``person_key`` first and by ``same_person`` after, and a bare relation ('Gran')
    by the one known person who is someone's relation of that name; None when none matches.

    >>> resolve_holder("What does Gran think of it?", ["Ottwell's gran", "Ottwell"])
    "Ottwell's gran"
    """
    known = list(people)
    for phrase in holder_phrases(question):
        key = person_key(phrase)
        if not key:
            continue
        exact = [p for p in known if person_key(p) == key]
        if exact:
            return min(exact, key=len)
        loose = [p for p in known if same_person(phrase, p)]
        if loose:
            return min(loose, key=len)
        # a full name said by its given name alone ('Kestrin' of 'Kestrin Dravik')
        given = [p for p, g in _given_names(known).items() if person_key(g) == key]
        if len(given) == 1:
            return given[0]
        # 'X 부장님' with X known: X addressed by a title or X's relation (``holder_relation``
        # decides), never another person known by the bare title
        words = phrase.split()
        if (len(words) == 2 and words[1] in _KO_ADDRESS_TITLES
                and any(person_key(p) == person_key(words[0]) for p in known)):
            return None
        # a bare relation ('What does Gran think …'): the one known person who is someone's gran
        related = related_person(key, known)
        if related:
            return related
    return None


def titled_name(question: str, people: Iterable[str]) -> str | None:
    """The known X of a Korean holder phrase "X <title>" that may be X addressed by a title
    (``title_reading``): '명호 사장님은 …' asks 명호 even when the graph also knows a
    '명호의 사장님' (a vocative '사장님' read as a relation).

    >>> titled_name("명호 사장님은 그 가게 어떻게 생각해?", ["명호", "명호의 사장님"])
    '명호'
    >>> titled_name("명호네 사장님은 그 가게 어떻게 생각해?", ["명호", "명호의 사장님"]) is None
    True
    """
    keys = {person_key(p): p for p in people}
    for phrase in holder_phrases(question):
        words = person_key(phrase).split()
        if (len(words) == 2 and words[0] in keys
                and title_reading(question, keys[words[0]], words[1:])):
            return keys[words[0]]
    return None


def related_person(key: str, people: Iterable[str]) -> str | None:
    """The one person of ``people`` who is someone's ``key`` ('gran' → "Ottwell's gran"), if
    exactly one is; a bare relation asked about means them."""
    if not key or " " in key:
        return None
    related = {p for p in people if person_key(p).endswith(" " + key)}
    return related.pop() if len(related) == 1 else None


_POSSESSIVE = re.compile(r"\w['\u2019](?:s\b|\s)")


def holder_relation(question: str, people: Iterable[str]) -> tuple[str, list[str]] | None:
    """For an opinion question whose holder is named through someone else ("X's uncle", "X 엄마",
    "X네 사장님") and is no known person under that name: the known X and the relation's words.
    The graph may name that holder otherwise (by their own name, "my uncle Dov"); X is then the
    one who relayed what they think, never the holder.

    >>> holder_relation("What does Wrenna's uncle think of it?", ["Wrenna", "Dov"])
    ('Wrenna', ['uncle'])
    >>> holder_relation("보리솔 엄마는 그 집 어떻게 생각해?", ["보리솔"])
    ('보리솔', ['엄마'])
    >>> holder_relation("What does Wrenna think of it?", ["Wrenna"]) is None
    True
    >>> holder_relation("What did Wrenna actually say about it?", ["Wrenna"]) is None
    True
    """
    known = list(people)
    if resolve_holder(question, known) is not None:
        return None
    keys = {person_key(p): p for p in known}
    for full, given in _given_names(known).items():
        keys.setdefault(person_key(given), full)  # ('Kestrin' of 'Kestrin Dravik')
    for phrase in holder_phrases(question):
        if not _HANGUL.search(phrase) and not _POSSESSIVE.search(phrase):
            # English names a holder through someone with the possessive ('X's uncle'); 'X
            # actually' in "What did X actually say" is X and an adverb
            continue
        words = person_key(phrase).split()
        for cut in range(len(words) - 1, 0, -1):
            base = keys.get(" ".join(words[:cut]))
            if base is not None:
                return base, words[cut:]
    return None


# -- what an opinion question asks besides its words ------------------------------------------
_VIEW_EN = re.compile(
    r"\b(?:think|thinks|thought|feel|feels|felt|rate|rates|opinion|view|views|thoughts|"
    r"make\s+of|reckon|reckons)\b",
    _EN,
)
_SAY_EN = re.compile(r"\b(?:say|says|said|tell|told|mention|mentioned|hear|heard)\b", _EN)
_VIEW_KO = re.compile(r"어떻게\s*(?:생각|봐|보|느껴)|생각은|의견|입장|(?:다|라)고\s*생각")


def asks_view(question: str) -> bool:
    """Whether an opinion question asks for the holder's own view ("What does X think of …?",
    "X는 …어떻게 생각해?") rather than what they said or were reported to say ("What did X say
    about …?", "X이 …라고 했어?"): the holder's own words answer it before a report of them."""
    text = unicodedata.normalize("NFC", question)
    if _SAY_EN.search(text):
        return False
    return bool(_VIEW_EN.search(text) or _VIEW_KO.search(text))


# -- what a "who …" question says of the claim it asks for ------------------------------------
_WHERE_NEWS = (
    r"\bwhere\s+(?:did|does|has|had)\s+(?P<w>.+?)\s+(?:get|got|hear|heard|pick\s+up|picked\s+up|see|"
    r"seen|read|"
    r"learn|learnt|learned)\s+(?:(?:the|that|this|all\s+this|all\s+that)\s+(?:(?:news|story|rumou?r|"
    r"info|information|tip|gossip)\b|(?:idea|theory|notion)\s+(?:that|about)\b)|that\b|about\b)|"
)
_SOURCE_MORE = re.compile(
    r"\baccording\s+to\s+whom?\b|\bwho\s+(?:\w+\s+)?originally\b|\bwhere\s+(?:\w+\s+){1,3}?"
    r"(?:hear|heard)\b|"
    # 'Where did X get the idea that …', 'Where did X read that …': where a piece of news
    # reached X, not where X got a thing ('Where did X get the sofa?')
    + _WHERE_NEWS +
    r"출처|누구\s*(?:한테서|에게서|로부터)|어디서\s*(?:나온|나왔|들은|들었)|"
    # 'originally / first' with who ('Who originally said …'): '원래 누구 얘기야?', '처음에 누가
    # 그랬어?'
    r"(?:원래|애초에|처음에?|맨\s*처음)\s+(?:누구|누가)",
    re.I,
)


# a who-question after the place its answer was said ('According to the group chat, who is
# coming?', the order the texting-register reader puts a trailing 'according to …' in); after a
# person ('According to X, who is his favourite …?') it asks X's own view
_ACCORDING_WHO = re.compile(
    r"^\W*according\s+to\s+(?:the|a|an|this|that|our|my|your)\s+[^,?]+,\s*who\b", re.I)


# the one a report reached: "What did X hear about …", "What has X heard from …", "What was X
# told about …", "What did X get told …", "What did X find out from …", "Who told X (that) …",
# "Who did X hear it from?" — X is a link of the answer's relay chain, not its owner
_HEARER = re.compile(
    r"^\W*what(?:['\u2019]s|\s+(?:did|has|had|have|was|were|is))\s+(?P<a>.+?)\s+"
    r"(?:hear|heard|been\s+told|told|get\s+told|got\s+told|find\s+out\s+from|found\s+out\s+from|"
    r"pass\s+on|passed\s+on|relay|relayed|"
    r"learn\s+from|learnt\s+from|learned\s+from|pick\s+up\s+from|picked\s+up\s+from)\b"
    r"(?!\s+\w+ing\b)|"
    r"^\W*who\s+(?:told|tipped\s+off|warned|informed)\s+(?P<b>.+?)\s+(?:that|about|the|it|this|"
    r"what|how|to|of)\b|"
    r"^\W*who\s+let\s+(?P<e>.+?)\s+know\b|"
    r"^\W*who\s+did\s+(?P<c>.+?)\s+(?:hear|learn|get)\s+(?:\S+\s+){0,6}?from\b|"
    r"^\W*(?:has|have|had|did)\s+(?P<d>.+?)\s+(?:heard|hear)\s+(?:anything|something|much|any)\b|"
    # Korean: 'X는 …누구한테(서) 들었어?' (whom X heard it from), '누가 X한테 … 알려 줬어?' /
    # 'X한테 누가 그랬어?' (who told X): X is a link of the chain
    r"^\W*(?P<f>[^\s?]+?(?:\s+씨)?)(?:이|가|은|는|께서|도)\s+(?:\S+\s+){0,6}?누구(?:한테서?|에게서?|로부터|"
    r"께)\s*(?:\S+\s+)?(?:들었|들은|들으|전해\s*들)|"
    r"누가\s+(?P<g>[^\s?]+?(?:\s+씨)?)(?:한테|에게|께)\s+(?:\S+\s+){0,6}?(?:말해|알려|얘기해|이야기해|전해|해|"
    r"귀띔해)\s*(?:줬|주었|준|주셨|드렸)|"
    r"^\W*(?P<h>[^\s?]+?(?:\s+씨)?)(?:한테|에게|께)\s+누가\s|"
    # 'Where did X get the idea that …': the news reached X
    + _WHERE_NEWS.rstrip("|"),
    re.I)


# what is being said about something, by no one in particular: "What's the word on …", "What's
# the latest on …", "What's going round about …", "What are people saying about …"
_WORD_ON = re.compile(
    r"^\W*what(?:['\u2019]s|\s+is|\s+was)\s+(?:the\s+)?(?:(?:word|latest|gossip|buzz|talk|"
    r"rumou?r|goss)\s+(?:on|about|with|regarding)|story\s+(?:with|on))\b|"
    r"^\W*what(?:['\u2019]s|\s+is|\s+was)\s+(?:going\s+(?:round|around)|doing\s+the\s+rounds)\b|"
    r"^\W*what\s+(?:are|were|is|was)\s+(?:people|they|folks|everyone|everybody)\s+"
    r"(?:saying|said|say)\b|"
    # a what-question marked as asking after a report ('What is supposedly wrong with the van?')
    r"^\W*what(?:['\u2019]s|\s+is|\s+was|\s+are|\s+were)\s+(?:supposedly|apparently|reportedly|"
    r"allegedly)\b",
    re.I)


def hearer(question: str, people: Iterable[str]) -> str | None:
    """The known person a report reached, in a question asking what they heard or who told
    them ("What did X hear about …", "Who told X that …"); None for anyone else.

    >>> hearer("What did Corwin hear about the new gym?", ["Corwin", "Idony"])
    'Corwin'
    >>> hearer("Who told Idony that the lease was ending?", ["Corwin", "Idony"])
    'Idony'
    >>> hearer("What did Corwin say about the gym?", ["Corwin"]) is None
    True
    >>> hearer("하은솔 씨는 그 얘기 누구한테 들었어?", ["하은솔 씨", "모래솔"])
    '하은솔 씨'
    >>> hearer("누가 모래솔한테 이사 간다고 알려 줬어?", ["하은솔 씨", "모래솔"])
    '모래솔'
    >>> hearer("누가 이사 간다고 했어?", ["모래솔"]) is None
    True
    """
    m = _HEARER.search(unicodedata.normalize("NFC", question))
    if not m:
        return None
    phrase = next(g for g in m.groups() if g)
    found = find_people(phrase, list(people), loose=list(people))
    return found[0] if len(found) == 1 else None


def asks_agent(question: str) -> bool:
    """Does a question ask with "who" for the subject of its verb ("Who values …", "… 꼽은 사람은?",
    not "Who did X meet …")?

    >>> asks_agent("Who values the van at eight hundred?"), asks_agent("Who did Marisande call?")
    (True, False)
    >>> asks_agent("그 책을 인생책으로 꼽은 사람은?"), asks_agent("다온이는 어제 누구랑 통화했어?")
    (True, False)
    """
    text = unicodedata.normalize("NFC", question)
    if _HANGUL.search(text):
        return bool(_KO_AGENT.search(text))
    return bool(_WHO.match(text)) and not _WHO_OBJECT.match(text)


# a Korean question asking for the subject: '누가 …', '… 사람(은)?', '… 사람은 누구야?',
# '…한 건 누구야?' (not '누구를/누구랑/누구한테 …', who was met, called or told)
_KO_AGENT = re.compile(r"누가|사람\s*(?:은|이|이야|야|이에요|이었어)?\s*(?:누구\S*)?\s*[?？]*\s*$|"
                       r"(?:건|게|사람은?)\s*누구(?:야|예요|에요|지|였어|였지|일까)?\s*[?？]*\s*$")


def asks_source(question: str) -> bool:
    """Does the question ask where a report came from ("Who is the source of …", "Where does
    the rumour … come from", "Who originally said …", "According to whom …", "…의 출처는?")?
    Its answer is someone whose words reached the speaker through others: a relayed claim.

    >>> asks_source("Who originally said the pool would close?")
    True
    >>> asks_source("Who said the pool would close?")
    False
    """
    text = unicodedata.normalize("NFC", question)
    return bool(_SOURCE.search(text) or _SOURCE_MORE.search(text))


# an interrogative word: the question asks for something (a time, a place, a thing done), not
# whether something is so
_CONTENT_Q = re.compile(
    r"\b(?:what|when|where|which|who|whom|whose|why|how)\b|"
    r"뭐|뭘|무엇|무슨|언제|어디|어떻게|어땠|어떤|누가|누구|몇|얼마|왜",
    re.I,
)


def asks_content(question: str) -> bool:
    """Does ``question`` ask for content (it has an interrogative word) rather than a yes or no?

    >>> asks_content("What did Quillan do last week?"), asks_content("Is Quillan moving?")
    (True, False)
    >>> asks_content("지후는 어제 뭐 했어?"), asks_content("지후는 제주 살기에 관심 있어?")
    (True, False)
    """
    return bool(_CONTENT_Q.search(question))


# a verb of saying asked about: "Who said / told / mentioned / was saying / brought up / promised /
# warned / wrote …", "…다고 한 사람", "누가 그랬어?", "누구한테 들었어?", "…얘기 누가 했어?",
# "…를 주장한/공지한 사람" (general vocabulary of saying, hearing and passing on; verbs that
# judge, "praised", "criticised", "칭찬한", are a view and stay out)
_TELLER_EN = re.compile(
    r"\b(?:said|says|say|saying|told|tells|tell|mentioned|mentions|mention|claimed|claims|claim|"
    r"reported|heard|passed\s+on|brought\s+up|brings\s+up|announced|explained|insisted|"
    r"confirmed|revealed|promised|swore|swears|warned|warns|wrote|writes|written|"
    r"suggested|recommended|recommends|relayed|complained|complaining|"
    r"(?:going|goes|went)\s+on\s+about)\b",
    re.I,
)
_TELLER_KO = re.compile(
    r"(?:다|라|자|냐|대|래)고\s*(?:한|했|하|그랬|그러|말)|말한|말했|말하|그랬|그러던|그러더|들은|들었|"
    r"전한|전했|전해|알려준|알려줬|알린|얘기한|얘기했|누구\s*(?:의\s*)?(?:얘기|이야기|말)|"
    r"누가\s*한\s*(?:거|말|얘기)|(?:얘기|이야기|말)(?:은|는|을|를)?\s*누가|"
    r"주장|공지|꺼낸|귀띔|지적한|지적했|(?:누구|어디)\s*(?:한테서|에게서|에서|서)\s*(?:나온|나왔)"
)


def asks_teller(question: str) -> bool:
    """Does an owner question ask who SAID something ("Who said …", "…다고 한 사람은?") rather
    than who holds a view ("Who thinks …", "…를 좋아하는 사람은?")? Asked of a conversation,
    "who said X" is mostly asked of words one person passed on from another.

    >>> asks_teller("Who said the pool would close?"), asks_teller("Who finds the pool cold?")
    (True, False)
    >>> asks_teller("수영장 닫는다고 한 사람 누구야?"), asks_teller("수영장 좋아하는 사람은?")
    (True, False)
    """
    text = unicodedata.normalize("NFC", question)
    return bool(_TELLER_EN.search(text) or _TELLER_KO.search(text))


# a question that asks who holds the opposite of a proposition: "Who doubts/disputes/denies/
# rejects …", "Who doesn't believe/buy/accept/agree …", "… sceptical of …", "Who calls … a
# lie", "…를 안 믿는 사람은?", "…에 반대하는 사람", "…를 의심하는 사람은?" (general vocabulary of
# disbelief and dispute)
_COUNTER_EN = re.compile(
    r"^\W*who(?:'s|\s+is|\s+was)?\s+(?:\w+\s+)?(?:doubts?|doubted|disputes?|disputed|disagrees?|"
    r"disagreed|denies|denied|rejects?|rejected|refuses?\s+to\s+(?:believe|accept|buy)|"
    r"questions?|questioned|contests?|contested|challenges?|challenged|contradicts?|"
    r"contradicted|dismisses|dismissed|scoffs?|scoffed|"
    r"(?:doesn['\u2019]?t|does\s+not|didn['\u2019]?t|did\s+not|don['\u2019]?t|isn['\u2019]?t|"
    r"wasn['\u2019]?t|never)\s+(?:believe|buy|buying|accept|agree|trust|swallow)s?|"
    r"(?:sceptical|skeptical|unconvinced|not\s+convinced|not\s+buying|doubtful)|"
    r"calls?\b.{0,60}\b(?:a\s+lie|lies|rubbish|nonsense|a\s+myth|made\s+up|bs))\b",
    re.I,
)
_COUNTER_KO = re.compile(
    r"(?:안|못)\s*믿|믿지\s*(?:않|못)|의심|반대(?:하|한|했)|반박|부인(?:하|한|했)|"
    r"동의\s*(?:안|못)|동의하지\s*(?:않|못)|아니라고\s*(?:보|하|한|했|생각)|거짓말이라"
)


def asks_counter(question: str) -> bool:
    """Does an owner question ask who holds the OPPOSITE of what it states ("Who doubts the
    pool will reopen?", "Who disputes the shed roof is level?", "수영장 다시 연다는 말을 안 믿는
    사람은?")? Its answer is mostly a reply to whoever said it, not that claim itself.

    >>> asks_counter("Who doubts the pool will reopen?"), asks_counter("Who said it will reopen?")
    (True, False)
    >>> asks_counter("다시 연다는 소리를 안 믿는 사람은?"), asks_counter("다시 연다고 한 사람은?")
    (True, False)
    """
    text = unicodedata.normalize("NFC", question)
    return bool(_COUNTER_EN.search(text) or _COUNTER_KO.search(text))
