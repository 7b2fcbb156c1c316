"""Texting register, read as written English before the English rules run.

Chat English drops what the rules read structure from: apostrophes ("shes", "dont"), the
capital of *I* and of names ("brannoc says the lift is broken"), and spells *you* as *u*. This
module restores them in a copy of the turn's text; it changes nothing in text that already has
them, so edited prose reads exactly as before. What it restores:

- contractions without their apostrophe, from a closed list of forms that are no English word
  on their own ("dont", "shes", "theyre"; never "its", "ill", "were", "well", "id", "lets",
  "hed", "shed", "wed", which are words);
- *i* → *I*, *u* → *you* (standalone tokens only);
- a name written in lower case: a known person of the memory (a speaker or someone named
  earlier in the session) whose name is no English word of the extractor's lists, and a bare
  singular word right before a verb of saying or thinking at the start of a clause ("…, brannoc
  reckons", "and ysilde says") — English needs a determiner before a common count noun there
  ("the nurse says"), so a bare word in that slot is a name, unless it is a pronoun, a
  relation or role noun ("mum says" stays as it is), a word of the extractor's lists, or a
  plural; and "brannocs mum reckons …" is "Brannoc's mum reckons …".

Speech and English spoken as a second language frame saying in ways the rules' rows do not:
``_second_language`` reads 'X told that …', 'X is telling we …', 'told to me', 'was like saying'
as the native frames, ``_source_lead`` 'as per X …' and 'what I heard from X, …', and the turn
reader then applies ``dislocated_subject`` ('Uncle X, he said …') and ``name_dash_aside`` ('X —
my neighbour, long story — reckons …'), which need the chat's people.

>>> normalise("lol shes like its a total scam", ["Brannoc"])
"lol she's like it's a total scam"
>>> normalise("the flat lost its charm", [])
'the flat lost its charm'
>>> normalise("ngl brannoc reckons the lift is broken again and i dont buy it", [])
"ngl Brannoc reckons the lift is broken again and I don't buy it"
>>> normalise("Mum says it's fine.", ["Brannoc"])
"Mum says it's fine."
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from functools import lru_cache

from . import en_words as W
from .frames_en import BARE_KIN, HEADER_NOUNS, OPENERS, TITLES
from .names import EN_ROLE_NOUNS, first_name, inflected_word

_CONTRACTIONS = {
    "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "isnt": "isn't", "wasnt": "wasn't",
    "werent": "weren't", "arent": "aren't", "cant": "can't", "couldnt": "couldn't",
    "wouldnt": "wouldn't", "shouldnt": "shouldn't", "havent": "haven't", "hasnt": "hasn't",
    "hadnt": "hadn't", "aint": "ain't", "wont": "won't", "mustnt": "mustn't",
    "neednt": "needn't", "im": "I'm", "ive": "I've", "youre": "you're", "youve": "you've",
    "youll": "you'll", "theyre": "they're", "theyve": "they've", "theyll": "they'll",
    "shes": "she's", "hes": "he's", "thats": "that's", "whats": "what's", "theres": "there's",
    "wheres": "where's", "whos": "who's", "itll": "it'll", "shouldve": "should've",
    "wouldve": "would've", "couldve": "could've", "mightve": "might've", "hows": "how's",
    "theyd": "they'd", "youd": "you'd", "hed": "he'd", "itd": "it'd", "thatd": "that'd",
    "whatd": "what'd", "whod": "who'd", "wouldnt've": "wouldn't've", "yall": "y'all",
    # (more of the same closed paradigm: pronoun or wh-word + 'll / 've / 's / 'd, none a word)
    "thatll": "that'll", "weve": "we've", "heres": "here's", "therell": "there'll",
    "thered": "there'd", "wholl": "who'll", "whatll": "what'll", "nobodyll": "nobody'll",
    "everyonell": "everyone'll", "someonell": "someone'll",
    # (an indefinite pronoun's 's, of the possessive or of 'is' / 'has')
    "anyones": "anyone's", "everyones": "everyone's", "someones": "someone's",
    "nobodys": "nobody's", "everybodys": "everybody's", "somebodys": "somebody's",
    "anybodys": "anybody's",
}
_SINGLE = {"i": "I", "u": "you", "jus": "just"}
# 'because' as chat types it: no English word of its own ('bc', 'cuz'), so the rules read the
# clause of reason ('… bc Ysolt told me …') as they read 'because'
_SINGLE.update({w: "because" for w in "bc bcuz bcoz becuz bcos cuz".split()})
# a body or office known by its initials, typed in lower case: never an English word ('hr says
# …', 'the gp reckons …')
_SINGLE.update({w: w.upper() for w in "hr gp nhs hmrc dvla bbc ceo cfo cto hse".split()})
# possessive "its" is followed by its noun phrase, never by a determiner, negation, degree word,
# sentence adverb (chat's clipped 'def', 'defo', 'prob' too) or "gonna": "its a scam", "its not
# fair", "its so loud", "its def happening", "its meant to be" are "it's"
_AFTER_ITS = frozenset(
    """a an the this that my your his her our their not so too very really pretty quite gonna
    just like been always never still literally actually kinda sorta totally such no only going
    getting worth nothing fine ok okay over done gone true here there probably definitely
    because cos def defo deffo defs prob probs prolly basically honestly mostly apparently
    supposedly already also almost even meant supposed""".split()  # noqa: SIM905
)
# verbs of saying and thinking in the third person, and the quotative "is/was like", "goes"
_REPORT = W.REPORT_VERBS | {"goes", "went", "swears", "reckon", "recons"}
_WORD = re.compile(r"[A-Za-z\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)?")
# between a subject and its verb of saying: "keeps telling", "was saying", "literally said"
_BEFORE_VERB = frozenset(
    """keeps kept was is has had always also just literally still never even apparently
    basically actually swore doesnt didnt doesn't didn't wasnt wasn't isnt isn't wont won't
    cant can't couldnt couldn't wouldnt wouldn't""".split()  # noqa: SIM905
)
# after a form of 'be': a stance of the subject's ('kasia wasnt impressed', 'kasia is convinced')
_STANCE_AFTER_BE = frozenset(
    """impressed keen convinced sure adamant fussed bothered sold thrilled chuffed underwhelmed
    disappointed unimpressed blown""".split())  # noqa: SIM905
_ATTITUDE_AFTER_AUX = frozenset(
    "rate stand trust mind rave like love enjoy hate fancy".split())  # noqa: SIM905
_BE_FORMS = frozenset("""was is wasnt wasn't isnt isn't""".split())  # noqa: SIM905
_REPORTING = frozenset(
    """saying telling complaining insisting swearing going ranting moaning raving claiming
    texting messaging""".split()  # noqa: SIM905
)
_G_DROPPED = _REPORTING | {"thinking", "talking"}
# after a name's dropped-apostrophe 's of 'is' ('nells convinced', 'nells sure')
_AFTER_NAME_IS = frozenset({"convinced", "sure", "adamant", "certain", "positive"})
_IS_COMPLEMENT = frozenset(
    """that its it's it this the he she they we i you hes shes theyre thats not about of
    there""".split())  # noqa: SIM905
# the wh-words of a free relative, after which a subject opens its clause ('what X told me')
_WH_RELATIVE = frozenset("what whatever how why when where".split())  # noqa: SIM905
# what may come right before the bare name at the start of a clause
_CLAUSE_START = frozenset(
    """and but so or cos because coz cuz then also plus ok okay oh ah lol lmao omg ngl tbh
    idk honestly apparently anyway yeah yep nah no well hmm btw wait fyi haha hahaha ugh urgh oof
    welp""".split()  # noqa: SIM905
)


@lru_cache(maxsize=1)
def _english() -> frozenset[str]:
    """Words of the extractor's own English lists (closed classes, verbs, adjectives, nouns
    it knows): a lower-case token among them is read as that word, never as a name."""
    from .attrib_en import PERSON_NOUNS, vader

    lists = (W.AUX, W.MODAL_FUTURE, W.ADVERBS, W.ADJECTIVES, W.PREPOSITIONS, W.CONJUNCTIONS,
             W.DETERMINERS, W.PRONOUNS, W.GENERIC_NOUNS, W.NUMBERS, W.FIRST_PERSON,
             W.HEDGE_VERBS, W.REPORT_VERBS, W.FILLERS, W.CAP_STOP, W.VERBS, W.ADJ_GENERAL,
             W.STOPWORDS, W.FEELINGS, W.PAST_FORMS, EN_ROLE_NOUNS, _CLAUSE_START,
             PERSON_NOUNS)
    words = {w.casefold() for group in lists for w in group}
    words |= {w.casefold() for w in W.IRREGULAR}
    words |= set(vader())
    return frozenset(words)


def _known_forms(known: Iterable[str]) -> dict[str, str]:
    """Lower-case first names of known people → their written form (only names that are no
    English word of the lists: a speaker called 'Will' or 'Rose' is not guessed in lower case).
    Read only: built once per list (an ingest passes the same growing list for every turn)."""
    return _forms_of(tuple(known))


@lru_cache(maxsize=8)
def _forms_of(known: tuple[str, ...]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in known:
        for low, part in _name_forms(name):
            out.setdefault(low, part)
    return out


@lru_cache(maxsize=4096)
def _name_forms(name: str) -> tuple[tuple[str, str], ...]:
    """(lower case, written form) of each part of ``name`` that may be typed in lower case."""
    english = _english()
    out = []
    for part in name.split():
        if part.endswith(("'s", "\u2019s")):
            part = part[:-2]  # "Ysilde's tutor": Ysilde is a name
        if part[:1].isupper() and part.isalpha() and part.casefold() not in english:
            out.append((part.casefold(), part))
    return tuple(out)


# a source said after its report, at the end of a sentence ("…, my neighbour said", "…, the
# mechanic reckons") or as an aside inside it ("…, the landlord told us, like …"); the verb may
# take back the report with "it"/"that" and a time ("…, Brannoc mentioned it this morning")
_POSTPOSED = re.compile(
    r"(?P<body>[^.!?]{8,}?)(?:,|\s[-\u2013\u2014])\s*(?P<src>(?:(?:my|his|her|our|their|your|the)\s+)?"
    r"(?:[A-Z][\w\u2019'-]*|[a-z][\w\u2019'-]*)(?:\s+[\w\u2019'-]+){0,4}?)\s+"
    r"(?P<verb>says|said|reckons|reckoned|thinks|swears|swore|claims|claimed|mentioned|heard|"
    r"told\s+(?:me|us)|tells\s+(?:me|us)|(?:was|were)\s+saying)"
    r"(?:\s+(?:it|that|so))?(?P<when>\s+(?:yesterday|today|earlier|tonight|last\s+night|"
    r"(?:this|last|on)\s+[a-z]+|(?:at|in|on|over|from)\s+(?:the\s+|a\s+|my\s+)?[a-z]+"
    r"(?:\s+[a-z]+)?))?"
    r"(?P<tail>(?:\s+(?:lol|haha|tbh|anyway|apparently))?\s*(?:[.!?]+|$|,(?=\s)))")
_SOURCE_HEAD = frozenset("my his her our their your the".split())  # noqa: SIM905
# a source ends in its noun, never in a function word ("…, and then she said" is no source)
_NOT_SOURCE_END = frozenset("and but so or then also just still never even".split())  # noqa: SIM905


_NEWS_SUBJECT = re.compile(
    r"(?P<subj>(?:the|my|our|your)\s+[a-z][\w-]*|[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)"
    r"(?:'s|\u2019s|\s+(?:is|was|are|were|has|had|have|will|won't|isn't|wasn't|doesn't|didn't|"
    r"does|did|can't|might|may|could|would|should|[a-z]+(?:s|ed)))\b")
_POSSESSIVE_PRONOUN = re.compile(r"\b(his|her|their)\s+(?=[a-z])", re.I)


def _bound_possessive(phrase: str, body: str) -> str:
    """``phrase`` (a source said after the news) with its possessive pronoun replaced by the
    news's subject it points back to ('his boss' after 'Godfrey is quitting' → "Godfrey's boss"),
    when that subject is a name or a determined noun its gender does not rule out; else as
    it was."""
    from .attrib_en import PERSON_NOUNS
    from .names import name_gender

    pm = _POSSESSIVE_PRONOUN.search(phrase)
    sm = _NEWS_SUBJECT.match(body)
    if pm is None or sm is None:
        return phrase
    subj = sm["subj"]
    first = subj.split()[0]
    if first[:1].isupper() and (first.casefold() in W.PRONOUNS or first in W.CAP_STOP
                                or first in ("I", "It", "That", "This", "There")):
        return phrase
    pro = pm[1].casefold()
    gender = name_gender(subj) if first[:1].isupper() else None
    head = subj.split()[-1].casefold()
    plural = head.endswith("s") and not head.endswith("ss")
    if not first[:1].isupper() and head not in EN_ROLE_NOUNS and head not in PERSON_NOUNS and not (
            plural and (head[:-1] in EN_ROLE_NOUNS or head[:-1] in PERSON_NOUNS)):
        return phrase  # ('the gym closes in May, her boss said': a thing has no boss of hers)
    if pro == "their" and not plural or pro != "their" and plural or (
            gender and gender != ("m" if pro == "his" else "f")):
        return phrase
    return f"{phrase[:pm.start()]}{subj}'s {phrase[pm.end():]}"  # (as names.en_possessive)


def _front_source(text: str) -> str:
    """A source said after its report is put before it ("the pool shuts, my neighbour said" →
    "my neighbour said the pool shuts"): the order the frame rows read. The source is a name
    (capitalised once the register is restored) or a noun phrase with a determiner."""

    def move(m: re.Match[str]) -> str:
        src = m.group("src")
        first = src.split()[0]
        if first.casefold() in _SOURCE_HEAD:
            if len(src.split()) < 2:
                return m.group(0)
        elif not first[:1].isupper() or first.casefold() in W.PRONOUNS or first in (
                "I", "It", "That", "This"):
            return m.group(0)  # "…, she said" keeps its order: the pronoun reads back
        body = m.group("body").lstrip()
        lead = m.group("body")[: len(m.group("body")) - len(body)]
        # a clause-linking word or an opener stays first ("and the rent's going up, the agent
        # told us", "ha, the pool's shut, Brannoc said"); an unnamed-source lead goes, the
        # source being named ("apparently the pool's shut, my neighbour said")
        lead, body = _own_first(*_peel(lead, body))
        body = body.strip()
        if src.split()[-1].casefold() in _NOT_SOURCE_END:
            return m.group(0)
        when = f"{m.group('when')} that" if m.group("when") else ""
        # ('Godfrey is quitting, his boss told me': put first, the source's 'his' would point
        # nowhere — it points back to the news's subject, so that is written in its place)
        src, when = _bound_possessive(src, body), _bound_possessive(when, body)
        return f"{lead}{src} {m.group('verb')}{when} {body}{m.group('tail')}"

    text = _source_asides(text)
    text = _NEWS_FROM.sub(lambda m: f"{m['lead']}{m['src']} says ", text)
    text = _WORD_FROM_IS.sub(lambda m: f"{m['lead']}{m['src']}{m['where'] or ''} says ", text)
    text = _ACT_CLEFT.sub(_act_cleft, text)
    text = _NAME_COLON.sub(_name_colon, text)
    if _DENIAL.search(text):
        text = _SAY_NOT_DID.sub(_said_not_did, text)
        text = _source_taken_back(text)
    if not _SOURCE_WORDS.search(text):
        return text  # (most turns name no source: the patterns below cost ~0.4 ms a turn)
    text = _CLEFT.sub(_cleft, text)
    text = _WHERE_HEARD.sub(lambda m: f"I heard from {m['src']} that ", text)
    text = _GUESS_WHAT.sub(lambda m: f"{m['src']} {m['verb']} ", text)
    text = _GOT_FROM.sub(_got_from, text)
    text = _HEARD_FROM_THAT.sub("I ", text)
    text = _THATS_WHAT.sub(_front_thats_what, text)
    text = _THAT_WAS_VIEW.sub(_front_view, text)
    text = _MID_FRAME.sub(_front_mid_frame, text)
    text = _ACCORDING.sub(_front_according, _list_before_according(_POSTPOSED.sub(move, text)))
    return _HEARD_FROM.sub(_front_heard, text)


# a word every pattern of ``_front_source`` needs (its verb, 'according', 'heard', 'got')
_SOURCE_WORDS = re.compile(
    r"\b(?:says|said|saying|reckons|reckoned|thinks|swears|swore|claims|claimed|mentioned|heard|"
    r"told|tells|telling|according|got|thought|texted|per|wrote|view|take|advice|verdict)\b",
    re.I)


# the source focused: "It was Dana who told me …", "Dana's the one who said …", "Dana's the one
# saying …" → "Dana told me …", "Dana said …"
_SRC = r"(?P<src>(?:(?:my|his|her|our|their|your|the)\s+)?[\w\u2019'-]+(?:\s+[\w\u2019'-]+)?)"
# (the focused source may carry the place or group it is known by: 'it was Vell from the depot
# who said …', 'it was Vell at work who told me …')
# ('it was Mr. Vell who said …': a title's abbreviation period)
_TITLE_DOT = r"(?:(?:[Mm]rs?|[Mm]s|[Dd]r|[Pp]rof)\.\s+)?"
_SRC_PP = ("(?P<src>" + _TITLE_DOT + _SRC[len("(?P<src>"):-1]
           + r"(?:\s+(?:from|at)\s+(?:the\s+)?[\w\u2019'-]+)?)")
_CLEFT = re.compile(
    r"\b(?:it\s+was\s+" + _SRC_PP + r"\s+(?:who|that)|"
    + _SRC.replace("src", "src2")
    + r"(?:'s|\u2019s|\s+is|\s+was)\s+the\s+one\s+(?:who(?:'s|\s+is|\s+was)?\s+)?)"
    r"\s*(?P<verb>said|says|saying|told|tells|telling|reckons|reckoned|thinks|claims|claimed|"
    r"mentioned|swears|swore)\b", re.I)


# a named source's relative aside and a name taken back before the verb: "Ysolt Vell, who runs
# the choir, said …" → "Ysolt Vell said …" (a role's aside, 'my dentist, who's lovely, says', the
# clause rules read as it is); "her agent, X, no, Y Z, said …" → "her agent, Y Z, said …"
# (the aside says who they are, not what they said; the first name is
# taken back)
_SAY_AHEAD = (r"(?=(?:just\s+|also\s+|then\s+|even\s+|actually\s+|later\s+|apparently\s+)?"
              r"(?:said|says|told|tells|reckons|reckoned|thinks|thought|claimed|claims|wrote|"
              r"writes|insisted|insists|argued|argues|kept\s+(?:saying|going)|was\s+saying|"
              r"is\s+saying|went|goes|emailed|texted|rang|called|described|called)\b)")
_WHO_ASIDE = re.compile(
    r"(?P<np>\b[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+){0,2}),\s+who(?:\s+|'s\s+|\u2019s\s+)"
    r"(?P<rel>[^,.;!?]{2,70}?),\s+(?:(?:by\s+the\s+way|mind\s+you|bless\s+(?:him|her))\s*,\s*)?"
    + _SAY_AHEAD)
# (an aside that names a source of its own, 'who had it off his boss', stays: the clause rules
# read the chain)
_REL_REPORTS = re.compile(r"\b(?:said|says|told|tells|claims|claimed|reckons|thinks|wrote|heard|"
                          r"hears|had\s+it|got\s+it|gets\s+it|from|off|according)\b", re.I)
_NAME_TAKEN_BACK = re.compile(
    r"(?P<lead>(?:^|(?<=[.!?]\s)|,\s+))(?P<a>[A-Z][\w'\u2019-]+),\s+(?:no|sorry|I\s+mean|or\s+rather)"
    r",?\s+(?P<b>[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+)?)(?P<end>,?\s+)" + _SAY_AHEAD)


# 'told me about thirty people came': 'about' an amount, not the topic told of — the report's
# 'that' restored before it
_TOLD_ABOUT_AMOUNT = re.compile(
    r"\b(?P<frame>(?:told|tell|tells|telling)\s+(?:me|us|him|her|them)\s+)(?=about\s+(?:\d|a\s+"
    r"(?:dozen|hundred|thousand|third|quarter|half)\b|half\s+|(?P<num>[a-z]+)\b))", re.I)


def _told_about_amount(m: re.Match[str]) -> str:
    if m["num"] and m["num"].lower() not in W.NUMBERS:
        return m.group(0)
    after = re.split(r"[.!?;]", m.string[m.end():], maxsplit=1)[0].split()[2:8]
    if not any(w.lower() in W.PAST_FORMS or w.lower() in _FINITE_BE or w.lower().endswith("ed")
               for w in after):
        return m.group(0)  # ('told us about six weeks': the answer's amount, no clause)
    return f"{m['frame']}that "


_FINITE_BE = frozenset({"are", "were", "was", "is", "have", "had", "has", "will", "would"})


# a crowd said as the source, then narrowed to one: "Everyone's saying the pool's shut. Well, not
# everyone. Dana is saying it." → "Dana is saying the pool's shut."
_NOT_EVERYONE = re.compile(
    r"(?P<lead>^|(?<=[.!?]\s))(?:(?:so|and|but|like)\s+)?(?i:everyone|everybody|people|they)"
    r"(?:'s|\u2019s|\s+is|\s+are|'re|\s+keeps?|\s+kept)?\s+(?P<verb>saying|says|said|say)\s+"
    r"(?:that\s+)?(?P<body>[^.!?]+)(?P<stop>[.!?])\s+(?:(?i:well|ok|okay|actually|I\s+mean)"
    r",?\s+)?(?i:not\s+(?:everyone|everybody|all\s+of\s+them|all|people))[.!,]\s+"
    r"(?:(?i:just|only|mainly|mostly)\s+)?(?P<who>(?:(?:Mr|Mrs|Ms|Miss|Dr)\.?\s+)?[A-Z][\w'\u2019-]+)"
    r"(?:\s+(?:is|was)(?:\s+(?:saying|going\s+round\s+saying)\s+(?:it|that|so))?|"
    r"\s+(?:said|says)\s+(?:it|that|so)|\s+does|\s+did)?\s*(?P<end>[.!]|$)")


# a reason word before a fronted source ('Because, according to X, …'): the reason is X's words
_BECAUSE_ACCORDING = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:[Bb]ecause|[Cc]os|[Cc]oz|[Cc]uz|'[Cc]ause),?\s+(?=according\s+to\s)")


def _source_asides(text: str) -> str:
    if "ccording" in text:
        text = _BECAUSE_ACCORDING.sub("", text)
    if "not every" in text.lower() or "not all" in text.lower():
        text = _NOT_EVERYONE.sub(
            lambda m: m.group(0) if m["who"] in W.CAP_STOP else (
                f"{m['lead']}{m['who']} said {m['body']}{m['stop']}"), text)
    if " about " in text:
        text = _TOLD_ABOUT_AMOUNT.sub(_told_about_amount, text)
    if ", who" in text:
        text = _WHO_ASIDE.sub(
            lambda m: m.group(0) if _REL_REPORTS.search(m["rel"]) else f"{m['np']} ", text)
    if ", no," in text or ", sorry," in text or "I mean" in text or "or rather" in text:
        text = _NAME_TAKEN_BACK.sub(
            lambda m: m.group(0) if m["a"] in W.CAP_STOP else f"{m['lead']}{m['b']}{m['end']}",
            text)
    return text


# the source put right at once: "it wasn't Dana who said the pool's shut, it was her
# sister" / "Dana didn't say the pool's shut, her sister did" / "Dana never said so. Her
# sister did." → "Dana's sister said the pool's shut" (the denied one is no holder; a possessive
# in the correction points back to the one denied, the only person named before it)
_NOT_WHO = (r"(?P<src>" + _TITLE_DOT + r"(?:(?:my|his|her|our|their|your|the)\s+)?"
            r"[\w\u2019'-]+(?:\s+[\w\u2019'-]+)?)")
_REAL = (r"(?P<real>(?:(?:my|his|her|our|their|your|the)\s+)?[\w\u2019'-]+"
         r"(?:\s+(?!did\b)[\w\u2019'-]+)?)")
_SAY_NOT_DID = re.compile(
    r"\b(?:it\s+(?:wasn't|wasn\u2019t|was\s+not)\s+" + _NOT_WHO + r"\s+(?:who|that)\s+"
    r"(?P<verb>said|told|claimed|reckoned|thought|mentioned|texted)|"
    + _NOT_WHO.replace("src", "src2") + r"\s+(?:didn't|didn\u2019t|did\s+not|never)\s+"
    r"(?P<verb2>say|said|tell|told|claim|claimed|text|texted|mention|mentioned))\b"
    r"(?P<body>[^.!?;]*?)\s*(?:[,;:]|\.|\s[-\u2013\u2014])\s*(?:but\s+|it\s+was\s+)?" + _REAL
    + r"(?:\s+did)?(?P<end>\s*(?:[.!;]|$))", re.I)
_DENIAL = re.compile(r"n't|n\u2019t|\bnot\b|\bnever\b", re.I)
_BASE_PAST = {"say": "said", "tell": "told", "claim": "claimed", "text": "texted",
              "mention": "mentioned"}


def _said_not_did(m: re.Match[str]) -> str:
    denied = (m["src"] or m["src2"]).strip()
    real = m["real"]
    cleft = m["src"] is not None
    tail = m.group(0)[m.start("real") - m.start(0) + len(real):]
    if not cleft and not tail.lstrip().lower().startswith("did"):
        return m.group(0)  # ('Dana didn't say the pool's shut, her sister …' with no 'did')
    if cleft and not re.match(r"\s*(?:,|;|:|\s[-\u2013\u2014])?\s*it\s+was\s",
                              m.group(0)[m.end("body") - m.start(0):], re.I):
        return m.group(0)  # (the cleft's correction says 'it was …')
    first = real.split()[0]
    if first.casefold() in ("it", "that", "this", "there", "so", "and", "which", "what"):
        return m.group(0)
    verb = m["verb"] or _BASE_PAST.get(m["verb2"].lower(), m["verb2"].lower())
    owner_words = denied.split()
    if (len(owner_words) == 1 and owner_words[0][:1].isupper()
            and owner_words[0].casefold() not in W.PRONOUNS and owner_words[0] not in W.CAP_STOP
            and first.casefold() in ("his", "her", "their")):
        real = f"{owner_words[0]}'s {' '.join(real.split()[1:])}"
    return f"{real[:1].upper()}{real[1:]} {verb}{m['body']}{m['end']}"


# the source corrected after the words: "…, according to Dana. Well, not Dana, her sister." /
# "Dana told me …, sorry, not Dana — it was Mo" → the corrected source in the denied one's place
_NOT_X_BUT = re.compile(
    r"(?:^|(?<=[.!?,;])|(?<=\s[-\u2013\u2014]))\s*(?i:well|sorry|actually|no|wait|i\s+mean|or\s+rather)"
    r"[,]?\s+(?i:(?:well|sorry|actually|no|wait|i\s+mean)[,]?\s+)?(?i:not)\s+"
    r"(?P<x>(?:my|his|her|our|their)\s+[\w\u2019'-]+|[A-Z][\w\u2019'-]*)"
    r"\s*(?:[,;:]|\s[-\u2013\u2014])\s*(?:it\s+was\s+|rather\s+)?" + _REAL + r"\s*(?:[.!]|$)")
_SOURCE_CUE = re.compile(r"\b(?:says|said|told|tells|according\s+to|reckons|reckoned|heard\s+from|"
                         r"claims|claimed|thinks|mentioned|texted)\b", re.I)


def _source_taken_back(text: str) -> str:
    m = _NOT_X_BUT.search(text)
    if m is None:
        return text
    before = text[: m.start()]
    x, real = m["x"], m["real"]
    flags = re.I if x[:1].islower() else 0  # ('not my cousin' after 'My cousin told me')
    spots = [h for h in re.finditer(rf"(?<![\w'\u2019]){re.escape(x)}(?![\w'\u2019])", before,
                                    flags)]
    if not spots or not _SOURCE_CUE.search(before) or x in W.CAP_STOP:
        return text
    if real.split()[0].casefold() in ("it", "that", "this", "there", "so", "and"):
        return text
    if real.split()[0].casefold() in ("his", "her", "their"):
        real = f"{x}'s {' '.join(real.split()[1:])}"
    h = spots[-1]
    if h.group(0)[:1].isupper():
        real = real[:1].upper() + real[1:]
    rest = before[: h.start()] + real + before[h.end():]
    rest = rest.rstrip(" ,;-\u2013\u2014")
    if rest[-1:] not in ".!?":
        rest += "."
    after = text[m.end():]
    return f"{rest} {after.lstrip()}" if after.strip() else rest


# the source as the place the news came from: "my aunt's where I heard the ferry's off" →
# "I heard from my aunt that the ferry's off"
_WHERE_HEARD = re.compile(
    r"(?<![\w'])(?P<src>(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+[\w'-]+|"
    r"(?!(?:That|This|There|Here|It|What|Which)\b)[A-Z][a-z]+)(?:'s|\u2019s|\s+is|\s+was)\s+"
    r"where\s+(?:I|i|we)\s+(?:heard|found\s+out)\s+(?:that\s+)?"
    r"(?!(?:it|that|this|from|about|of)\b)(?=\w)")


# a named person focused as the doer of a past act: "Delphine's the one who found them" →
# "Delphine found them" (the report verbs have their own cleft, ``_CLEFT``)
_ACT_CLEFT = re.compile(r"\b(?P<who>[A-Z][a-z]+)(?:'s|\u2019s|\s+is|\s+was)\s+the\s+one\s+"
                        r"(?:who|that)\s+(?P<verb>[a-z]+)\b")


def _act_cleft(m: re.Match[str]) -> str:
    verb = m["verb"]
    past = verb in W.PAST_FORMS or verb.endswith("ed") and len(verb) > 4
    if not past or verb in W.REPORT_VERBS or m["who"] in W.CAP_STOP:
        return m.group(0)
    return f"{m['who']} {verb}"


def _cleft(m: re.Match[str]) -> str:
    src = m.group("src") or m.group("src2")
    verb = m.group("verb").lower()
    verb = {"saying": "said", "telling": "told"}.get(verb, verb)
    return f"{src} {verb}"


# a frame said first, as a question or a teaser, its report the next sentence: "You know what
# Dana said? The pool's shut." / "Guess what Dana told me. …" → "Dana said the pool's shut."
_GUESS_WHAT = re.compile(
    r"\b(?:(?:do\s+)?(?:you|u|ya)\s+know|guess|and\s+guess|wanna\s+know|want\s+to\s+know)\s+"
    r"what\s+" + _SRC + r"\s+(?P<verb>said|says|told\s+(?:me|us)|tells\s+(?:me|us)|reckons|"
    r"thinks|texted\s+(?:me|us))\s*[?.!:]+\s+(?=\w)", re.I)


# a header naming the news's source: "News from Dana: the pool's shut." / "big update from my
# sister - …" → "Dana says the pool's shut."
_NEWS_FROM = re.compile(
    r"(?P<lead>^|(?<=[.!?])\s+)(?:(?:big|some|good|bad|sad|quick|latest|more)\s+)?"
    r"(?:news|update|word|gossip)\s+from\s+" + _SRC + r"\s*(?::|\s[-\u2013\u2014])\s+(?=\w)", re.I)

# the same said as a clause: "Word from Dana (at the depot) is that the pool's shut." → "Dana
# (at the depot) says the pool's shut."
_WORD_FROM_IS = re.compile(
    r"(?P<lead>^|(?<=[.!?])\s+)(?:the\s+)?(?:word|news)\s+from\s+" + _SRC
    + r"(?P<where>\s+(?:on|in|at|from)\s+(?:the\s+)?[\w\u2019'-]+)?\s+is\s+"
    # (a clause follows: 'that', or a subject's first word — not 'News from X is good.')
    r"(?:that\s+|(?=(?:the|a|an|my|his|her|our|their|it|it's|they|he|she|we|there|(?-i:[A-Z])\w*)\b))",
    re.I)


# chat's 'X: …' at the start of a turn, a first name then a colon: X's words ("kasia: gig's
# off" → "kasia says gig's off"); only a common first name that is no English word
_NAME_COLON = re.compile(
    r"^(?P<name>[A-Za-z]{3,}|(?:[Mm]y|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir|[Yy]our)\s+[a-z]{2,})\s*:\s+"
    r"(?=\w|(?P<quote>[\"\u201c]))")


def plain_first_name(name: str) -> bool:
    """A common first name (the first-name reference) that is no English word the extractor
    knows and no word-name ('Radoslaw', not 'Hope' or 'Will')."""
    from .names import first_name

    low = name.casefold()
    return first_name(name) and low not in _english() and low not in _NAME_WORDS


def _name_colon(m: re.Match[str]) -> str:
    name = m.group("name")
    if "?" in re.split(r"(?<=[.!])\s", m.string[m.end():], maxsplit=1)[0]:
        return m.group(0)  # ('Irmgard: you coming?': a question put to one addressed by name)
    if " " in name:
        # ('my sister: "never again"': a relative's words quoted after a colon)
        return f"{name} says " if m.group("quote") and name.split()[-1] in EN_ROLE_NOUNS else (
            m.group(0))
    if not plain_first_name(name) and not (
            # ('Ombreth: "…"': a capitalised word of no English word class before a quotation)
            m.group("quote") and name[:1].isupper() and name.casefold() not in _english()
            and _name_like(name.casefold(), _english()) and name.casefold() not in HEADER_NOUNS):
        return m.group(0)
    return f"{name} says "


# "I got it from Dana that …" → "I heard from Dana that …"
# "Quick thing, heard from Dana that …" → "Quick thing, I heard from Dana that …": the 'I'
# dropped before a source and its 'that'
_HEARD_FROM_THAT = re.compile(r"(?:^|(?<=[.!?,]\s)|(?<=[-\u2014]\s))(?=[Hh]eard\s+from\s[^.!?]*?"
                              r"\bthat\b)")
# (the 'I' may be dropped at the clause's start: "got it from Dana, the pool's shut")
_GOT_FROM = re.compile(r"(?:\b(?:I|i)\s+|(?:^|(?<=[.!?]\s)|(?<=[-\u2014]\s))(?=[Gg]ot\s))"
                       r"[Gg]ot\s+(?:it|that|this)\s+(?:from|off(?=\s+(?P<who>(?:my|his|her|our|"
                       r"their|your)\s+[a-z]+|[A-Z][a-z]+)\b))(?=\s)")


def _got_from(m: re.Match[str]) -> str:
    """'(I) got it from …' → 'I heard from …'; 'got it off …' only from a person ('got it off
    my cousin', '… off Ysolt'; not 'got it off the shelf', '… off Ebay')."""
    who = m.group("who")
    if who is not None:
        head = who.split()[-1]
        if " " in who and head not in EN_ROLE_NOUNS or " " not in who and not plain_first_name(
                who):
            return m.group(0)
    thing = re.match(r"\s+the\s+((?:[a-z]+\s+){0,2}[a-z]+)\s*(?:[,.:;!?]|$)", m.string[m.end():])
    if thing and _bought_at(thing[1].split()[-1]):
        return m.group(0)  # ('got it from the market, it was cheap': bought there, no news)
    return "I heard from"


# places whose noun ends like a doer's ('got it from the corner', '… the counter')
_PLACES_IN_ER = frozenset("""corner corners counter center centre theater theatre border quarter
    tower shelter cellar floor door corridor parlour parlor harbour harbor""".split())  # noqa: SIM905


def _bought_at(noun: str) -> bool:
    """Is ``noun`` after 'got it from the' a place things are got from ('the market', 'the
    shop'), no person and no body that sends news ('the landlord', 'the council')?"""
    from .attrib_en import PERSON_NOUNS

    if noun in EN_ROLE_NOUNS or noun in PERSON_NOUNS:
        return False
    if noun.removesuffix("s").endswith(("er", "or", "ist")) and noun not in _PLACES_IN_ER:
        return False  # ('the market traders', 'the organisers': people who do something — not
        # 'the corner', a place whose '-er' makes no doer)
    return (
        noun not in W.ORG_NOUNS or noun in {"shop", "store", "supermarket", "bakery",
                                            "restaurant", "cafe", "pharmacy", "chemist"})


# "…, heard it from my cousin." → "I heard from my cousin that …"
_HEARD_FROM = re.compile(
    r"(?P<body>[^.!?,]{8,}?)(?:,|[.!]|\s[-\u2013\u2014])\s*(?:I\s+)?(?:heard|got)(?:\s+(?:it|that|this))?"
    r"(?:\s+(?:straight|directly|firsthand|first-hand))?\s+from\s+"
    r"(?P<src>(?:(?:my|his|her|our|their|your|the)\s+)?[\w\u2019'-]+"
    r"(?:\s+(?!(?:lol|haha|tbh|anyway|in|at|on|from|over|down)\b)[\w\u2019'-]+)?"
    # ('… heard it straight from Ysolt in accounts': where the source is from goes with them)
    r"(?:\s+(?:in|at|on|from|over|down)\s+(?:the\s+)?(?!(?:lol|haha|tbh|anyway)\b)[\w\u2019'-]+)?"
    r")"
    r"(?P<tail>(?:\s+(?:lol|haha|tbh|anyway))?\s*(?:[.!?]+|$))")


def _front_heard(m: re.Match[str]) -> str:
    if m["src"].split()[0].casefold() in {"his", "her", "their"}:
        return m.group(0)  # ('…, heard it from her boss': the pronoun points back into the news)
    body = m.group("body").lstrip()
    lead = m.group("body")[: len(m.group("body")) - len(body)]
    lead, body = _peel(lead, body)
    return f"{lead}I heard from {m.group('src')} that {body.strip()}{m.group('tail')}"


# a clause of the speaker's own: an imperative ("don't wait up"), a first-person subject
_OWN_FIRST = frozenset({"don't", "dont", "do", "please", "let's", "lets", "never", "i", "i'm",
                        "im", "i've", "ive", "i'd", "i'll", "we", "we're", "we've", "we'll"})
_SPLICE = re.compile(r",\s+|\s[-\u2013\u2014]\s+")


def _own_first(lead: str, body: str) -> tuple[str, str]:
    """A source said after a report reaches back over the report, not over the speaker's own
    words spliced before it: "don't wait up, the last bus has gone - Brannoc says" → "don't
    wait up, Brannoc says the last bus has gone". A leading imperative or first-person clause
    stays in front of the source."""
    while (m := _SPLICE.search(body)) and len(body[m.end():].split()) >= 2:
        first = body.split(None, 1)[0].casefold().replace("\u2019", "'")
        if first not in _OWN_FIRST and first not in W.VERB_ONLY:
            break
        lead, body = lead + body[:m.end()], body[m.end():]
    return lead, body


_UNNAMED_LEAD = re.compile(
    r"(?:apparently|supposedly|reportedly|allegedly|(?:the\s+)?word\s+is|word\s+has\s+it|"
    r"rumou?r\s+(?:has\s+it|is))\b[,:]?\s*", re.I)


def _peel(lead: str, body: str) -> tuple[str, str]:
    """Openers and clause-linking words at the start of a report whose source is moved before
    it stay in front of the source; an unnamed-source lead ('apparently', 'word is') is dropped,
    the source being named."""
    while True:
        if u := _UNNAMED_LEAD.match(body):
            body = body[u.end():]
        elif (w := re.match(r"(\w+)(,?\s+)", body)) and (
                w.group(1).casefold() in _CLAUSE_START or w.group(1).casefold() in OPENERS):
            lead, body = lead + w.group(0), body[w.end():]
        else:
            return lead, body


# "…, or at least that's what my neighbour said." → "my neighbour said …"
_THATS_WHAT = re.compile(
    # (or a sentence of its own after the news: '… since June. That's what he told me anyway.')
    r"(?P<lead>^|(?<=[.!?])\s+)(?P<body>[^.!?]{8,}?)(?:,?\s+|[.!]\s+)(?:[Oo]r\s+)?"
    r"(?:at\s+least\s+)?(?:[Tt]hat's|[Tt]hats|[Tt]hat\s+is|[Tt]hat\u2019s|(?<=,\s)is)\s+what\s+"
    r"(?P<src>(?:(?:my|his|her|our|their|your|the)\s+)?[\w\u2019'-]+(?:\s+[\w\u2019'-]+)?)\s+"
    r"(?P<verb>says|said|reckons|reckoned|thinks|thought|told\s+(?:me|us)|claims|claimed|"
    # ('…, that's what X wrote (in her report)': a writer's words pointed back to)
    r"wrote(?:\s+in\s+(?:his|her|their|the|its)\s+\w+)?|"
    r"reckoned)(?P<tail>(?:\s+(?:anyway|lol|tbh|apparently))?\s*(?:[.!?]+|$))")


# "… — that was his advice.", "…, that's Y's take": the view pointed back to after the words,
# whoever's noun it is → "her view was …" (read as any noun frame)
_THAT_WAS_VIEW = re.compile(
    r"(?P<lead>^|(?<=[.!?])\s+)(?P<body>[^.!?]{8,}?)\s*(?:,|\s[-\u2013\u2014])\s+"
    r"(?:[Tt]hat\s+was|[Tt]hat's|[Tt]hat\u2019s|[Tt]hat\s+is)\s+"
    r"(?P<poss>his|her|their|[A-Z][\w-]*['\u2019]s)\s+(?P<noun>view|take|advice|verdict|opinion)"
    r"(?P<tail>\s*(?:[.!?]+|$))")


def _front_view(m: re.Match[str]) -> str:
    body = m["body"].strip()
    if body[:1].isupper() and body[1:2].islower() and not body.startswith(("I ", "I'")) and (
            body.split()[0].lower() in _VIEW_VERB_FIRST):
        body = body[:1].lower() + body[1:]  # ('Go with …' → 'her view was go with …')
    return f"{m['lead']}{m['poss']} {m['noun']} was: {body}{m['tail']}"


# the words of advice or a verdict opening a view pointed back to: an imperative, a pronoun
_VIEW_VERB_FIRST = frozenset("""go get do don't take keep stop wait sell buy fix leave try
    it it's that's this the they we you""".split())  # noqa: SIM905


# a clause joined to the one before it by a comma, a dash or a conjunction, with a subject of
# its own (a determiner or possessive, a pronoun, a capitalised name)
_LAST_CLAUSE = re.compile(r"(?:,|\s[-\u2013\u2014]|\s(?:and|but|so))\s+(?=(?:the|my|his|her|their|"
                          r"our|he|she|they|[A-Z][a-z]+)\b)")


def _front_thats_what(m: re.Match[str]) -> str:
    """'…, that's what X says': the source before the proposition 'that' points back to, the
    last clause of the news ("my gran had the op and the surgeon reckoned six weeks - that's
    what Gran says" → "my gran had the op and Gran says the surgeon reckoned six weeks")."""
    body = m["body"].rstrip(" ,-\u2013\u2014")
    last = None
    for c in _LAST_CLAUSE.finditer(body):
        last = c
    head = ""
    if last is not None and len(body[last.end():].split()) >= 3 and "," not in body[last.end():]:
        head, body = body[:last.end()], body[last.end():]
    if m["src"].casefold() in {"he", "she", "they"} and _own_frame(body):
        # '… the caretaker told us the lift was fixed — that's what he told us anyway': the news
        # names its own source and the pronoun points back to them; the pointer only echoes it
        return f"{m['lead']}{body}{m['tail'].strip(' ').lstrip('abcdefghijklmnopqrstuvwxyz ')}"
    if m["src"].casefold() in {"he", "she"} and _person_subject(body):
        # '… our caretaker's had complaints about him. That's what he told me': a pronoun source
        # points back to the person the news is about; fronted ('he told me our caretaker's …')
        # it could no longer be them — the source stays after the news
        return m.group(0)
    return f"{m['lead']}{head}{m['src']} {m['verb']} {body}{m['tail']}"


# a frame of saying inside the news itself, its subject no first or second person
_OWN_FRAME = re.compile(r"\b(?!(?:I|we|you|We|You)\b)[\w\u2019'-]+\s+(?:says|said|tells|told|"
                        r"reckons|reckoned|claims|claimed|insists|insisted|swears|swore|"
                        r"mentioned)\b")


def _own_frame(body: str) -> bool:
    return _OWN_FRAME.search(body) is not None


def _person_subject(body: str) -> bool:
    """Does the news open on a third person other than a pronoun: a possessive or 'the' and a
    person noun ('our landlord', 'the plumber'), or a name (no English word of the lists)?"""
    words = re.findall(r"[\w'\u2019-]+", body)[:2]
    if not words:
        return False
    first = words[0].casefold().replace("\u2019", "'")
    if first in {"my", "our", "his", "her", "their", "your", "the"}:
        return len(words) > 1 and words[1].casefold().removesuffix("'s") in EN_ROLE_NOUNS
    base = first.removesuffix("'s")
    return words[0][:1].isupper() and base not in _english()


# "Six weeks, she said, as long as I do the exercises." → "she said six weeks, as long as …": a
# frame set off by commas inside the report
_MID_FRAME = re.compile(
    r"(?P<lead>^|(?<=[.!?])\s+)(?P<a>[^,.!?\"]{2,40}),\s+"
    r"(?P<src>he|she|they|[A-Z][\w\u2019'-]+|(?:my|his|her|our|their|the)\s+[\w\u2019'-]+)\s+"
    r"(?P<verb>said|says|reckons|reckoned|told\s+(?:me|us)),\s+(?P<b>[^.!?]*\w)")


def _front_mid_frame(m: re.Match[str]) -> str:
    a = m["a"].strip()
    first = a.split()[0]
    if first.casefold() in W.PRONOUNS and first not in ("I",) or first.casefold() in _CLAUSE_START:
        return m.group(0)  # ('it's off, she said, …' is read as it stands by the clause rules)
    a = a if first == "I" else a[:1].lower() + a[1:]
    return f"{m['lead']}{m['src']} {m['verb']} {a}, {m['b']}"


# "…, according to my manager." → "according to my manager, …"
_ACCORDING = re.compile(
    r"(?P<body>[^.!?,]{4,}?),?\s+(?P<src>according\s+to\s+(?:(?:my|his|her|our|their|your|the)"
    r"\s+)?[\w\u2019'-]+(?:\s+[\w\u2019'-]+)??"
    # ('…, according to the clerk in accounts': a person noun and where they are found)
    r"|according\s+to\s+the\s+[a-z][\w\u2019'-]*\s+(?:at|on|in|from)\s+(?:the\s+)?"
    r"[a-z][\w\u2019'-]*(?:\s+[a-z][\w\u2019'-]*){0,2}?"
    # ('…, per my sister', '… per Ombreth': 'per' and a person — not 'five quid per person')
    # ('… per the groundsman', "… per Ombreth's email": a determined noun or a name's message)
    r"|per\s+(?:(?:my|his|her|our|their|your|the)\s+[\w\u2019'-]+(?:\s+[a-z][\w\u2019'-]+){0,2}?|"
    + _TITLE_DOT + r"[A-Z][\w\u2019'-]+(?:['\u2019]s\s+[a-z]+)?))"
    # (a source of what is asked stays where it is: 'is the gym shut according to the app?')
    r"(?P<tail>(?:\s+(?:lol|haha|tbh|anyway|anyways|apparently|though|tho))?\s*(?:[.!]+|$))")


_LIST_ACCORDING = re.compile(
    r"(?P<lead>^|(?<=[.!?])\s+)(?P<items>(?:[^.!?,]{2,40},\s+){1,4})(?P<last>[^.!?,]{2,40}?),?\s+"
    r"(?=according\s+to\s[^,.!?]*(?:[.!]|$))")
_CLAUSE_WORDS = frozenset("i he she they we you it it's that's there's".split())  # noqa: SIM905


def _verbless(chunk: str) -> bool:
    """A phrase with no verb nor subject pronoun ('kids at the front', 'two coats minimum')."""
    words = re.findall(r"[a-z\u2019']+", chunk.casefold())
    return len(words) > 1 and not any(
        w in W.AUX or w in W.IRREGULAR or w in W.VERB_ONLY or w in _CLAUSE_WORDS
        or w.endswith(("n't", "'s", "'re", "'ve", "'ll", "'d")) for w in words)


def _list_before_according(text: str) -> str:
    """'Kids at the front, adults at the back, according to X': a list of verbless items is one
    report, so the commas between its items are taken out for ``_ACCORDING`` to front its source
    before the whole list ('according to X, kids at the front; adults at the back')."""

    def join(m: re.Match[str]) -> str:
        items = [x.strip() for x in m["items"].split(",") if x.strip()]
        if not all(_verbless(x) for x in [*items, m["last"]]):
            return m.group(0)
        return f"{m['lead']}{'; '.join([*items, m['last'].strip()])} "

    return _LIST_ACCORDING.sub(join, text) if "according" in text else text


def _front_according(m: re.Match[str]) -> str:
    body = m.group("body")
    last = m.group("src").split()[-1]
    if last.lower() in TITLES and last[:1].isupper() and m.group("tail").lstrip().startswith("."):
        return m.group(0)  # ('… but according to Ms. Vell most …': a title's period ends nothing)
    words = m.group("src").split()
    if len(words) == 3 and words[0].lower() == "according" and W.word_more_than_name(
            words[2].lower()) and words[2].lower() not in W.PRONOUNS:
        # ('sorted the receipts according to date': a common word alone, no determiner, is
        # what something is ordered by, no source — however the capitals were restored)
        return m.group(0)
    if body.strip().lower() in _POINTS_BACK:
        return m.group(0)  # ("…, that's according to X": the clause rules read the pointer)
    lead = body[: len(body) - len(body.lstrip())]
    return f"{lead}{m.group('src')}, {body.strip()}{m.group('tail')}"


# what stands for the clause before a trailing source ("…, that's according to X anyway")
_POINTS_BACK = frozenset({"that's", "thats", "that is", "that was", "that\u2019s"})


# an answer that only names whose word it rests on ('According to X, yes.', 'Not according to
# X.'), a sentence of its own: read as 'X says so' / 'X says not', which point back to the
# question or report before ('According to X anyway.' after a report is read as its source
# already; "that's what X says" and 'X said yes' stay no frame: they may be the speaker's own
# clause or the words of a reply)
_BY = r"(?P<x>[A-Za-z][\w'’-]*(?: [\w'’-]+){0,3}?)"
_ENDS = r"(?P<end>[.!]+(?=\s|$)|$)"
_SOURCED_ANSWERS = (
    (re.compile(rf"(?:^|(?<=[.!?]\s))(?:(?:yes|yeah|yep|yup),? )?according to {_BY},?"
                r" (?:yes|yeah|yep|it is|it does|they are|they do)" + _ENDS, re.I),
     "{x} says so{end}"),
    (re.compile(rf"(?:^|(?<=[.!?]\s))(?:(?:no|nope|nah),? )?not according to {_BY}" + _ENDS,
                re.I), "{x} says not{end}"),
)


def _sourced_answer(text: str) -> str:
    """``text`` with an answer that only names its source read as 'X says so'
    (``_SOURCED_ANSWERS``; not the speaker's or the listener's own: 'According to me, yes').

    >>> _sourced_answer("According to Pellam, yes. Weird right?")
    'Pellam says so. Weird right?'
    >>> _sourced_answer("not according to pellam"), _sourced_answer("According to me, yes.")
    ('pellam says not', 'According to me, yes.')
    """
    low = text.lower()
    if "accord" not in low:
        return text

    def read(m: re.Match[str], form: str) -> str:
        if m["x"].lower() in {"i", "we", "you", "u", "me", "us", "it", "that", "this"}:
            return m.group(0)
        return form.format(**m.groupdict())

    for pattern, form in _SOURCED_ANSWERS:
        text = pattern.sub(functools.partial(read, form=form), text)
    return text


def normalise(text: str, known: Iterable[str] = (), recent: Iterable[str] = ()) -> str:
    """``text`` with the texting register's dropped apostrophes and capitals restored, and a
    source said after its report moved before it; ``known`` (the memory's people, the same
    list turn after turn) and then ``recent`` (people named lately) may be typed in lower case."""
    # (an adverbial before a report's 'that' first: the texting register's restorations read
    # 'told the associates on Friday' as "associate's on")
    text = _adjunct_before_that(_sourced_answer(_LINE_BREAK.sub(_line_end, g_restored(text))))
    if "aunt" in text or "uncle" in text:
        # (before a capital after a lower-case word is read as a new sentence)
        text = _LOW_KIN_TITLE.sub(lambda m: m["t"].capitalize() + " ", text)
    text = _CAPITAL_START.sub(". ", text)
    text = _MESSAGE_COMMA.sub(_message_stop, text)
    text = _HAD_CONTRACTED.sub(r"\1 had ", text)
    text = _NOUN_COMPOUND.sub(lambda m: f"{m[1]}{m[2]}-{m[3]}", text)
    text = _TWO_CENTS.sub(r"\1 take", text)
    text = _CHAT_SENT.sub(_chat_sent, text)
    text = _SOURCE_BRACKETS.sub(r", \1", text)
    # ('hed said …', 'shed told me …': a 'd restored with its apostrophe is 'had' there too)
    restored = _HAD_CONTRACTED.sub(r"\1 had ", _restore_all(
        _TWO.sub(r"\1 to", _TLDR.sub("tldr", text)), known, recent))
    return _front_source(_POSTPOSED_APPOSITION.sub(r"\1,\2", _front_evidential(_saying_idioms(
        _run_on_frames(_did_you_hear(_AS_X_PUT_IT.sub(
            r"\g<start>according to \g<x>,", _THAT_COMMA_LEAD.sub(r"\g<verb>that ", restored))))))))


# chat's spellings of the verbs of messaging: 'txted', 'msgd', "dm'd", 'pmed', and the bare
# 'txt'/'msg'/'dm' of a third person before whom it went to ('X txt me …': sent, past)
_CHAT_SENT = re.compile(
    r"\b(?:(?P<past>txted|txtd|txt['\u2019]d|msged|msgd|msg['\u2019]d|mssged|dmd|dm['\u2019]d|dmed|"
    r"pmd|pm['\u2019]d|pmed|inboxed)|(?<=\S\s)(?P<bare>txt|msg|dm|pm)(?=\s+(?:me|us|him|her|them)\b))",
    re.I)
# before a bare 'txt me' these make it an order, an infinitive or the speaker's ('pls txt me',
# 'gonna msg her', 'i dm him'), no one else's message
_NOT_SENT_BY = frozenset(
    """to pls plz please can could will would ll 'll gonna wanna just should u you i we must
    gotta dont don't never then and or so also ill i'll lemme let""".split())  # noqa: SIM905


def _chat_sent(m: re.Match[str]) -> str:
    word = m.group(0)
    low = word.lower()
    verb = "texted" if low.startswith("txt") else "messaged"
    if m["bare"]:
        prev = re.findall(r"[\w'\u2019]+", m.string[: m.start()])
        if not prev or prev[-1].lower() in _NOT_SENT_BY:
            return word
    return verb


# a line break in a chat message ends what was typed on that line, as a full stop does ('that was
# painful ngl⏎and btw X told me …'): a stop is written where the line has none, unless the line
# stops short of its sentence — a comma, colon or dash, or a frame still waiting for what was said
# ('she said⏎…', 'told me that⏎…', 'according to⏎…')
_LINE_BREAK = re.compile(r"[ \t]*(?:\r?\n[ \t]*)+")
_LINE_GOES_ON = re.compile(
    r"(?:[.!?,;:\-\u2013\u2014(\[]|\b(?:and|but|or|so|that|to|the|a|an|my|his|her|their|our|"
    r"your|of|with|from|like|said|says|say|told|tells|tell|reckons|reckoned|thinks|thought|"
    r"goes|went|was\s+like|is\s+like|me|us|him|them|according\s+to)|"
    # (an emoji ends a sentence already: ``en_parse.sentences``)
    r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D])$", re.I)

# a line that is a source alone, what it said on the next ('according to X⏎…', 'per my mum⏎…')
_SOURCE_LINE = re.compile(r"\s*(?:\w+,?\s+)?(?:according\s+to|per)\s+\S+(?:\s+\S+){0,2}\s*$",
                          re.I)


# an item of a list opening the next line ('- Brannoc: …', '2) …'): a line of its own
_LIST_ITEM = re.compile(r"(?:[-\u2022*\u2013\u00b7]|\d{1,2}[.)])\s")


def _line_end(m: re.Match[str]) -> str:
    before = m.string[: m.start()]
    if before and _LIST_ITEM.match(m.string[m.end():]):
        # ('Notes:⏎- Brannoc: …': the list's items are sentences, each on its line, after a
        # heading closed by a colon too)
        return "\n" if before.rstrip()[-1:] in (":", ".", "!", "?") else ".\n"
    if not before or not m.string[m.end():] or _LINE_GOES_ON.search(before) or (
            _SOURCE_LINE.match(before.rsplit("\n", 1)[-1])):
        return " "
    return ". "


# a message named, then what it said after a comma or colon ('caretaker just texted, bins going out
# on tuesdays', 'my sister messaged: the ferry's off'): the message's words are a sentence of their
# own, whose source is the sender (``rules_en._message_only``) — not after a participle or 'to'
# that says what the message was for ('rang, asking …', 'texted, to say …')
_MESSAGE_COMMA = re.compile(
    r"\b((?:texted|messaged|emailed|rang|phoned|called|pinged|whatsapped|dmed|dm'd)"
    r"(?:\s+(?:me|us))?)\s*[,:]\s+(?!(?:saying|asking|telling|to|and|but|so|or|then|which|who)\b)"
    r"(?=[A-Za-z])", re.I)


def _message_stop(m: re.Match[str]) -> str:
    """A stop after the message named, unless what follows has a frame of its own ('X rang,
    her boss reckons …': the call passed that report on)."""
    rest = re.split(r"[.!?;\n]", m.string[m.end():])[0]
    if any((w.lower() in _REPORT or w.lower() in _REPORTING) and w.lower() not in {
            "goes", "going", "went", "go", "like"} for w in re.findall(r"[A-Za-z'\u2019]+", rest)):
        return m.group(0)
    return m.group(1) + ". "


# a sentence typed without its full stop, the next one opened with its capital ('Tollvar went last
# month She goes …', 'Cute My mum reckons …'): a capitalised pronoun, possessive, demonstrative
# or sentence adverb after a lower-case word is a sentence's first word (these words take no
# capital inside a sentence, unlike names, 'I' and titles' 'The')
_CAPITAL_START = re.compile(
    r"(?<=[a-z0-9%)])[ \t]+(?=(?:She|He|They|We|It|You|She's|He's|It's|They're|We're|You're|"
    r"There's|That's|That|This|These|Those|My|His|Her|Their|Our|Your|Apparently|Honestly|"
    r"Anyway|Also|Oh|Yeah|Yes|Lol|Haha|Tbh|Ngl|Btw|According|Heard|Turns|Supposedly)\b"
    r"(?!['\u2019]s\b)(?![ \t]+[A-Z][a-z]))")


# a report typed on after a sentence with no stop between ('makes sense Ysmera mentioned it ran
# late', 'did it last night my physio says my knee is fine', 'not yet Orlo said …'): a holder
# — a name, or a possessed or definite role — and its verb of saying, after a word that ends a
# clause (no function word, no verb, nothing that takes the holder as object or as the subject of
# its own complement: 'told me his physio said …', 'I think Ysmera said …' stay as they are)
_RUN_ON_FRAME = re.compile(
    r"(?<=[A-Za-z0-9])(?P<gap>[ \t]+)(?P<holder>(?:[A-Z][a-z]+(?:['\u2019]s[ \t]+[a-z-]+)?|"
    r"(?:my|our|his|her|their|the)[ \t]+(?:[a-z-]+[ \t]+)?(?P<role>[a-z-]+)))[ \t]+"
    r"(?:(?:always|just|also|never|literally|actually|apparently)[ \t]+)?"
    r"(?:says|said|reckons|reckoned|mentioned|told|tells|thinks|thought|swears|swore|"
    r"(?:was|is|has[ \t]+been|had[ \t]+been|keeps|kept)[ \t]+(?:saying|going[ \t]+on)|"
    r"doesn't[ \t]+think|didn't[ \t]+think)\b")
# what may follow a closing frame ('… X reckons lol', '… my mum said anyway', '… she told me')
_CLOSING_WORDS = frozenset(
    """me us him her them lol tho though anyway too apparently again so yesterday today haha
    once earlier""".split())  # noqa: SIM905
_CLAUSE_ENDERS = frozenset(
    """yet too tho though anyway now again lol tbh ngl haha lmao btw fyi rn today yesterday
    tonight""".split())  # noqa: SIM905


_EVIDENTIALS = frozenset({"apparently", "supposedly", "allegedly", "reportedly", "evidently"})


def _run_on_frames(text: str) -> str:
    """``text`` with a stop before each report typed on after a clause with none
    (``_RUN_ON_FRAME``)."""
    def stop(m: re.Match[str]) -> str:
        before = text[: m.start()]
        prev = re.search(r"([A-Za-z0-9'\u2019-]+)$", before)
        word = prev.group(1) if prev else ""
        low = word.lower()
        holder = m["holder"]
        lead = re.findall(r"[A-Za-z'\u2019]+", re.split(r"[.!?,;:\n]", before)[-1])
        if all(w.lower() in OPENERS or w.lower() in _CLAUSE_ENDERS or w.lower() in W.FILLERS
               for w in lead):
            return m.group(0)  # ('ngl brannoc reckons …', 'lol X said …': an opener, no clause)
        if not word or word[:1].isupper() or holder in {"I", "I'm"} or (
                holder[:1].isupper() and (holder.split("'")[0].lower() in _english()
                                          or holder.split("'")[0] in OPENERS)):
            return m.group(0)
        rest = re.findall(r"[A-Za-z'\u2019]+", text[m.end():].split(".")[0])
        if all(w.lower() in _CLOSING_WORDS for w in rest):
            return m.group(0)  # ('the bakery is a rip off Ombreth reckons': a closing frame)
        if m["role"] and m["role"].removesuffix("s") not in EN_ROLE_NOUNS and (
                m["role"] not in EN_ROLE_NOUNS):
            return m.group(0)
        if low in EN_ROLE_NOUNS or low.removesuffix("s") in EN_ROLE_NOUNS or (
                low in _TITLE_WORDS or low in BARE_KIN or low in {"n", "&", "word", "thing",
                                                               "things", "stuff"}):
            return m.group(0)  # ('my mate Zorvin says …': a name in apposition to a role;
            # 'trust a word Ombreth says': a relative clause with no 'that')
        prev2 = re.findall(r"[A-Za-z'\u2019]+", before)[-3:-1]
        if low in _EVIDENTIALS and prev2 and (prev2[-1].lower() in W.REPORT_VERBS or (
                prev2[-1].lower() in {"me", "us", "him", "her", "them", "that"})):
            return m.group(0)  # ('X said apparently Y thinks …': the evidential opens the report)
        if low not in _CLAUSE_ENDERS and any(
                w.lower() in W.DETERMINERS or w.lower() in _POSSESSIVE_DET
                or w.lower() in {"every", "any", "which", "what", "whatever"} for w in prev2):
            return m.group(0)  # ('the kiln Ysmera mentioned is …': the noun's relative clause)
        if low not in _CLAUSE_ENDERS and (
                low in W.STOPWORDS or low in W.PREPOSITIONS or low in W.DETERMINERS
                or low in W.CONJUNCTIONS or low in W.PRONOUNS or low in W.VERBS or low in W.AUX
                or low in W.PAST_FORMS or low in W.REPORT_VERBS or low.endswith(("ed", "ing"))
                or low in _REPORT or "'" in low or low in {"that", "who", "which", "what",
                                                          "when", "if", "because", "cos"}):
            return m.group(0)
        return "." + m.group(0)
    return _RUN_ON_FRAME.sub(stop, text)


# a report typed on after a clause with no stop, its holder a subject pronoun ('my sister came
# round she reckons …', 'saw Ysolt yesterday he says …', 'had lunch with them today they think
# …'): he/she/they, a verb of saying or belief and a clause after it open a sentence of their own,
# whose pronoun points back past the clause before (cheap gate: the pronoun as a word)
_EVIDENTIAL_WORD = re.compile(r" (?:apparently|supposedly|allegedly|reportedly) ")
_RUN_ON_PRONOUN = re.compile(
    r"(?<=[a-z0-9])[ \t]+(?=(?:she|he|they)[ \t]+(?:(?:always|just|also|literally|actually|"
    r"apparently|still|even|now|really)[ \t]+)?(?:says|said|reckons|reckoned|reckon|thinks|"
    r"thought|think|swears|swore|believes|claims|claimed|mentioned|feels|told[ \t]+(?:me|us)|"
    r"tells[ \t]+(?:me|us)|keeps[ \t]+saying|kept[ \t]+saying|"
    r"(?:is|was|are|were)[ \t]+(?:convinced|sure|adamant|saying|positive))[ \t]+[a-z]"
    # ('talked to Ysolt earlier apparently the pier is shut': an evidential, then a subject)
    r"|(?:apparently|supposedly|allegedly|reportedly)[ \t]+(?:the|it|it's|he|she|they|there|"
    r"his|her|my|their|our|we|everyone|nobody)\b"
    r"|(?:rumou?r|word)[ \t]+(?:is|has[ \t]+it)[ \t]+[a-z])")
# a lead of hearsay naming no source after a comma or dash ('spoke to Ysolt last night - rumour
# is …', '…, word has it …'): the news is a sentence of its own (whose source the talk before
# it names)
_LEAD_AFTER_COMMA = re.compile(
    r"(?<=[A-Za-z0-9])[ \t]*(?:,|[ \t][-\u2013\u2014])[ \t]+"
    r"(?=(?:the[ \t]+)?(?:rumou?r|word)[ \t]+(?:is|has[ \t]+it)\b)", re.I)
# times of day or week after 'this'/'last' end a clause ('rang Ysolt this morning she says …')
_TIME_NOUNS_END = frozenset(
    "morning afternoon evening night week weekend month year time day".split())  # noqa: SIM905
# a word after which a verb's particle or an adverb of time ends the clause ('came round',
# 'got back', 'last night', 'yesterday')
_RUN_ON_PARTICLES = frozenset(
    "round around over up out back in off down by home away on".split())  # noqa: SIM905
_RUN_ON_NOT_AFTER = W.NO_CLOSING_AFTER | frozenset(
    """i you we me us him her them it my your his our their its a an the this these those some
    any every all no is was are were be been am do does did have has had will would can could
    should must might may not to of for with from at by about into than just also really even
    only still probably maybe reckon say sure told whatever someone somebody everyone everybody
    anyone anybody""".split())  # noqa: SIM905


def _run_on_pronoun(text: str) -> str:
    """``text`` with a stop before each report of he/she/they typed on after a clause with none
    (``_RUN_ON_PRONOUN``): not after a word that takes the pronoun in (a verb of knowing or
    saying, a conjunction, a preposition that is no verb's particle: 'I think she said …', 'the
    day she said', 'told me she reckons'), nor after a determiner's noun ('the cafe she says is
    good'), nor where only openers come before ('lol she reckons …')."""
    from .attrib_en import finite

    def stop(m: re.Match[str]) -> str:
        words = re.findall(r"[A-Za-z0-9'\u2019]+", re.split(r"[.!?,;:\n]", text[:m.start()])[-1])
        if len(words) < 2 or all(
                w.lower() in OPENERS or w.lower() in W.FILLERS for w in words):
            return m.group(0)
        low, prev2 = words[-1].lower(), words[-2].lower()
        if low in _RUN_ON_PARTICLES:
            if prev2 in _RUN_ON_NOT_AFTER or prev2 in W.PREPOSITIONS:
                return m.group(0)
        elif low in _RUN_ON_NOT_AFTER or low in W.PREPOSITIONS or low in W.REPORT_VERBS or (
                low in W.CONJUNCTIONS or low in W.DETERMINERS or "'" in low):
            return m.group(0)
        rest = re.findall(r"[A-Za-z0-9'\u2019]+", re.split(r"[.!?;\n]", text[m.end():])[0])
        if sum(w.lower() not in W.CLOSING_TRAILERS and w.lower() not in W.AFTERWORDS_OF_FRAME
               for w in rest[2:]) < 2:
            return m.group(0)  # ('… rip off she reckons lol': a closing frame)
        if low in _TIME_NOUNS_END:
            return "." + m.group(0)
        lead = text[m.end():m.end() + 12].lower()
        if not lead.startswith(("he ", "she ", "they ")):
            return "." + m.group(0)  # (an evidential or 'rumour is': no relative clause)
        if prev2 in W.DEFINITE or prev2 in W.DETERMINERS or prev2 in _POSSESSIVE_DET or (
                len(words) > 2 and words[-3].lower() in W.DEFINITE and not finite(prev2)):
            return m.group(0)  # ('the cafe she says is good': the noun's relative clause)
        return "." + m.group(0)
    return _RUN_ON_PRONOUN.sub(stop, text)


def run_on_reports(text: str) -> str:
    """``text`` with a stop before a report typed on after a clause with none, its holder a
    subject pronoun, an evidential or an unsourced lead (``_run_on_pronoun``), and before an
    unsourced lead of hearsay after a comma or dash (``_LEAD_AFTER_COMMA``)."""
    if " she " in text or " he " in text or " they " in text or "ly " in text and (
            _EVIDENTIAL_WORD.search(text)) or "umo" in text or "ord " in text:
        if "umo" in text or "ord " in text:
            text = _LEAD_AFTER_COMMA.sub(". ", text)
        text = _run_on_pronoun(text)
    return text


# a noun of a verdict typed as two words after an article or an intensifier ('a rip off',
# 'total let down', 'such a rip off'): the compound written with its hyphen ('rip-off'), as the
# lexicon knows it (not the verb: 'they rip you off', 'ripped off')
_NOUN_COMPOUND = re.compile(
    r"\b((?:a|an|the|total|complete|absolute|utter|massive|proper|huge|real|right|such\s+a|"
    r"what\s+a|bit\s+of\s+a|of\s+a)\s+)(rip|let)\s+((?<=rip\s)offs?|(?<=let\s)downs?)\b", re.I)


# someone's "two cents" is their take ("X's two cents: …", "my 2 cents: …")
_TWO_CENTS = re.compile(
    r"\b([A-Za-z]+(?:'|\u2019)s|[Mm]y|[Hh]is|[Hh]er|[Tt]heir|[Oo]ur|[Yy]our|"
    # (an apostrophe dropped in chat: only before a colon or a dash, 'ombreths two cents:')
    r"[a-z]+s(?=\s+(?:two|2)\s+cents\s*[:\-\u2013\u2014]))\s+(?:two|2)\s+"
    r"(?:cents|pence|penn(?:'|\u2019)?orth)\b")


# a source given in brackets after what it said ('… (according to X).', "… (X's words)."): read
# as the same source after a comma
_SOURCE_BRACKETS = re.compile(
    r"\s*\(\s*((?:according\s+to|per)\s+[^()]{1,40}?|[^()]{1,30}?(?:'s|\u2019s|(?<=[a-z])s)\s+words"
    r"(?:,?\s+not\s+mine)?)"
    r"\s*\)")


# 'd before a past participle is 'had' ("she'd heard from her boss …", "he'd been told …"; 'd
# before a base form is 'would': "she'd say")
_HAD_PARTICIPLES = frozenset(
    """heard been told said seen gone had got found thought known done made met spoken asked
    mentioned warned texted""".split())  # noqa: SIM905
_HAD_CONTRACTED = re.compile(
    r"\b((?:[Ss]he|[Hh]e|[Tt]hey|I|[Ww]e|[Yy]ou))(?:'|’)d\s+(?=(?:"
    + "|".join(sorted(_HAD_PARTICIPLES)) + r")\b)")


# a postposed source named, then described, with the closing comma left out ('…, Nessa, my old
# tutor said.'): the name is the source, the role its apposition — read with the comma, as
# '…, Nessa, my old tutor, said.' is (a capitalised name only: not '…, sadly, my mum said')
_POSTPOSED_APPOSITION = re.compile(
    r"(,\s+[A-Z][a-z'-]+,\s+(?:my|our|his|her|their|the|your)\s+(?:[a-z-]+\s+){0,2}[a-z-]+)"
    r"(\s+(?:said|says|told\s+(?:me|us)|reckons|reckoned|thinks|thought|mentioned|swears)"
    r"(?:\s+(?:anyway|tho|though|lol))?\s*[.!]*\s*)$")


# idioms of insistent saying, in the words the frame rows read: 'goes on and on about' (the
# repeated particle), "won't shut up about" (keeps going on about), 'made a point of saying'
# (was saying)
_ON_AND_ON = re.compile(r"\bon\s+and\s+on\s+(?=about\b)", re.I)
_SHUT_UP_ABOUT = re.compile(
    r"\b(?:won't|wont|doesn't|doesnt|can't|cant|wouldn't|wouldnt|never)\s+shut(?:s)?\s+up\s+"
    r"(?=about\b)", re.I)
_POINT_OF_SAYING = re.compile(
    r"\b(?:made|makes|make)\s+(?:a\s+|the\s+)?(?:big\s+|real\s+)?point\s+of\s+"
    r"(?=(?:saying|telling|mentioning)\b)", re.I)


# idioms of passing news on or making it seem so: 'gave me the heads up that' (told me that),
# 'gave me the impression (that)' / 'made out (that|like)' / 'made it sound like' (implied /
# claimed that), 'heads up from X, …' (according to X, …)
_HEADS_UP = re.compile(
    r"\b(?P<v>gave|give|gives|giving)\s+(?P<obj>me|us|everyone|everybody|him|her|them)\s+"
    r"(?:a|the)\s+heads[\s-]?up\s+(?:that\s+)?", re.I)
_IMPRESSION = re.compile(
    r"\b(?:gave|gives|give|giving)\s+(?:me|us|everyone|everybody|him|her|them\s+)?\s*the\s+"
    r"(?:distinct\s+|strong\s+)?impression\s+(?:that\s+)?", re.I)
_MADE_OUT = re.compile(
    r"\b(?:made|makes|make|making)\s+(?:out|it\s+sound|it\s+seem)\s+(?:that|like|as\s+if|"
    r"as\s+though)\s+", re.I)
_HEADS_UP_FROM = re.compile(r"\b(?:a\s+)?heads[\s-]?up\s+from\s+", re.I)
_TOLD = {"gave": "told", "give": "tell", "gives": "tells", "giving": "telling"}


# saying said through what the saying was for or how it was meant: 'came back to say', 'rang
# (up) to say', 'wrote in to say', 'got in touch to tell us' (said, told), 'was keen to stress',
# 'was at pains to point out' (said), 'told me to my face' (told me); an emphatic reflexive
# after the one who said it ('X herself told me …', 'the manager himself said …') is no part of
# the frame; 'per X, …' opening a sentence or after an opener is 'according to X, …'
_SAID_FOR = re.compile(
    r"\b(?P<v>came|comes|rang|rung|rings|phoned|phones|called|calls|wrote|writes|written|"
    r"emailed|emails|texted|texts|messaged|messages|got|gets|gotten)\s+"
    r"(?:(?:back|in|round|over|through|up)\s+|in\s+touch\s+|back\s+to\s+(?:me|us)\s+)?"
    r"(?<!\bgot\s)(?<!\bgets\s)(?<!\bgotten\s)"
    r"to\s+(?P<say>say|tell|let\s+(?:me|us)\s+know)\b", re.I)
_KEEN_TO_SAY = re.compile(
    r"\b(?P<be>was|were|is|are|'s|'re|been)\s+(?:very\s+|really\s+|quite\s+|so\s+)?"
    r"(?:keen|quick|careful|anxious|at\s+pains)\s+to\s+(?:stress|emphasi[sz]e|point\s+out|"
    r"make\s+(?:it\s+)?clear|say|note|add|mention)\b", re.I)
_TO_THEIR_FACE = re.compile(
    r"\b(?P<v>told|tells|tell)\s+(?P<obj>me|us|him|her|them)\s+to\s+(?:my|our|his|her|their|"
    r"your)\s+face\b", re.I)
_EMPHATIC_SELF = re.compile(
    r"(?<=[A-Za-z])\s+(?:himself|herself|themselves|themself)(?=\s+(?:(?:always|just|also|"
    r"actually|apparently)\s+)?(?:told|tells|said|says|reckons|reckoned|thinks|thought|admitted|"
    r"admits|swears|swore|insists|insisted|mentioned|confirmed|confirms|denied|denies)\b)", re.I)
# taking a side said as a place beside someone: "I'm with X on this (one)" (I agree with X);
# "I have to push back on this" (I disagree) — not "I'm with X." alone, which as often says where
# one is
_WITH_ON_THIS = re.compile(
    r"\bI['\u2019]?m\s+(?:totally\s+|completely\s+|fully\s+)?with\s+(?P<x>[A-Z][\w'-]+|the\s+"
    r"[a-z]+|you|him|her|them)\s+on\s+(?:this|that|it)(?:\s+one)?\b")
_PUSH_BACK = re.compile(
    r"\b(?:I['\u2019]?d|I\s+would|I['\u2019]?ll|I\s+have\s+to|I['\u2019]?ve\s+got\s+to|"
    r"I['\u2019]?m\s+going\s+to|let\s+me)\s+(?:just\s+|gently\s+|have\s+to\s+)?push\s+back\s+"
    r"(?:on|against)\s+(?:that|this|it)\b", re.I)
# 'swears blind (that) …', 'swore blind …': the intensifier of British speech dropped, 'swears …'
_SWEAR_BLIND = re.compile(
    r"\b(?P<v>swear|swears|swore|sworn|swearing)\s+blind\b\s*(?:that\b\s*)?", re.I)
_PER_OPENING = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s)|(?<=,\s))[Pp]er\s+(?=(?:the|my|our|their|his|her|your)\s|[A-Z])")


# English spoken as a second language frames saying with the verbs of its speakers' first
# languages, where 'tell' (dire, sagen, -라고 하다, kehna) takes what was said with no one told:
# 'X told that …', 'X is telling (that) the bus is late', 'X told in the meeting that …';
# the one told with 'to' ('she told to me that …') or after 'say' ('he was saying me …'); and the
# quotative 'like' before the verb ('he was like saying …'). Each is read as the native frame
# ('said that …', 'told me …', 'was saying …'). A passive ('I was told that …') and a
# demonstrative after the verb ('told that story') are left as they are.
_TELL_THAT = re.compile(
    r"\b(?P<v>told|tells|tell|telling)\s+"
    r"(?=(?:(?:in|at|on|during|after|before|by)\s+(?:the\s+|a\s+|our\s+|my\s+|his\s+|her\s+|"
    r"their\s+|your\s+)?[a-z]+\s+|(?:yesterday|today|earlier|later|again|already|also)\s+)?"
    r"(?:that\s+(?!(?:one|story|joke|lie|tale|thing|bit|part|time|day)\b)|"
    r"(?:we|they|he|she|I)\s+(?!(?:to|and|or)\b)[a-z']+|(?:it|there)(?:'s|\u2019s|\s+is|\s+was|"
    r"\s+will|\s+would|\s+can)\b))")
_SAID_FORM = {"told": "said", "tells": "says", "tell": "say", "telling": "saying"}
_TELL_TO = re.compile(r"\b(?P<v>told|tells|tell|telling)\s+to\s+(?=(?:me|us|him|her|them)\b)", re.I)
_SAY_ME = re.compile(
    r"\b(?P<v>said|says|say|saying)\s+(?P<o>me|us)\s+(?=(?:that\s+)?(?:the|a|my|our|his|her|"
    r"their|we|they|he|she|I|it|it's|there|you)\b)")
_TELL_FORM = {"said": "told", "says": "tells", "say": "tell", "saying": "telling"}
_LIKE_SAYING = re.compile(
    r"(?<!\bit\s)(?<!\bthat\s)(?<!\bthis\s)\b(?P<be>was|is|were|are)\s+like\s+"
    r"(?P<v>saying|telling)\b", re.I)


# 'he's said …', "she's already told me …": the 's of 'has' before a verb of saying's past
# participle, read as 'has' (the rules read "he's" before an adjective or a noun as 'he is')
_HAS_SAID = re.compile(
    r"\b(?P<p>[Hh]e|[Ss]he)['\u2019]s\s+(?P<adv>(?:already|just|also|always|never|even|apparently|"
    r"now|since|definitely|actually)\s+)?(?=(?:said|told|mentioned|claimed|admitted|warned|"
    r"insisted|promised|confirmed|texted|messaged|emailed|written|sworn|complained|explained)\b)")
_PASSIVE_BE = frozenset({"was", "were", "been", "be", "being", "got", "get", "gets", "is", "are",
                         "am"})


def _said_form(m: re.Match[str]) -> str:
    before = m.string[:m.start()].rstrip().lower().replace("\u2019", "'")
    if m["v"] == "told" and ((before.split() or [""])[-1] in _PASSIVE_BE
                             or before.endswith(("'m", "'s", "'re"))):
        return m.group(0)  # ('I was told that …', "she's told that …": a passive, no one told)
    return _SAID_FORM[m["v"]] + " "


# '… is telling the vans come in May': the progressive 'telling' with no one told, then a clause
# whose subject is a noun phrase (a determiner, a noun or two, then a finite verb) — read as
# 'saying' (not 'telling the kids off', 'telling the truth', nor 'telling the class he …': no
# finite verb right after the noun, or a person told and a clause of its own after them)
_TELLING_NP = re.compile(
    r"\b(?P<be>is|are|was|were|am|'s|'re|\u2019s|\u2019re)\s+telling\s+"
    r"(?P<np>(?:the|a|an|our|their|his|her|my|your|this|that|these|those)"
    r"(?:\s+[a-z][\w-]*){1,3}?)\s+(?P<w>[a-z]+(?:['\u2019][a-z]+)?)\b")


def _telling_np(m: re.Match[str]) -> str:
    from .attrib_en import finite

    head = m["np"].split()[-1]
    w = m["w"].lower()
    if finite(head) or not finite(w) or w in W.PRONOUNS or w in {"to", "that", "off", "about"}:
        return m.group(0)
    if head in EN_ROLE_NOUNS or head.rstrip("s") in EN_ROLE_NOUNS:
        return m.group(0)  # ('telling the teacher …': a person told, read as told)
    return m.group(0).replace("telling", "saying", 1)


# a role said bare as a clause's subject after an opener or a vocative, as second-language
# English drops the article ('Friends, caretaker is knocking this morning'): the role, as 'the …'
# ('Doctor said …' opening a sentence is read so already; a bare kin word is a name: 'Mum says')
_BARE_ROLE_SUBJECT = re.compile(
    r"(?P<lead>(?:^|[.!?]\s+)(?:[A-Za-z]+\s+){0,2}[A-Za-z]+,\s+)(?P<role>[a-z]+)\s+"
    r"(?=(?:is|was|has|had|told|tells|said|says|called|calls|rang|rings|texted|messaged|emailed|"
    r"came|just|also|already)\b)")


def _bare_role_subject(m: re.Match[str]) -> str:
    role = m["role"]
    if role not in EN_ROLE_NOUNS or role in BARE_KIN:
        return m.group(0)
    return f"{m['lead']}the {role} "


# the verb of saying unmarked for person, as Singapore and Malaysian English and many second-
# language speakers say it: 'my cousin say the stall is good', 'Orvel tell me he …', 'he
# already say …' — a third person's 'say'/'tell' with no -s read as 'says'/'tells' (not after
# I/you/we/they, an auxiliary, 'to', 'let' or a verb of perceiving: 'did Orvel say …?', 'heard
# him say …'; a capital at a sentence's start must be a name or a kin word: 'Then tell him')
_BARE_SAY = re.compile(
    r"(?P<subj>\b(?:he|she|it|He|She|It)|(?P<np>\b(?:[Mm]y|[Tt]he|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|"
    r"[Yy]our)\s+(?:[a-z][\w-]*\s+)?[a-zA-Z][\w-]*)|(?P<cap>\b[A-Z][\w'\u2019-]*))\s+"
    r"(?P<adv>(?:(?:last\s+time|just\s+now|also|always|already|just|still|yesterday|earlier|"
    r"once|keep|keeps|every\s+time)\s+){0,2})(?P<v>say|tell)\b(?!\s+(?:so|sorry|hi|hello|"
    r"thanks|bye|goodbye|no|yes|yeah|ok|okay)\b)")
_WHEN_BETWEEN = re.compile(r"\b(?:last\s+time|just\s+now|yesterday|earlier|once|every\s+time)"
                           r"\s+")
_NOT_BEFORE_SUBJECT = frozenset(
    "did does do didn't doesn't don't can could will would should must may might shall let lets "
    "make makes made hear heard hears see saw watch watched to why how when what".split())


def _bare_say(m: re.Match[str]) -> str:
    before = m.string[:m.start()]
    words = before.lower().replace("\u2019", "'").split()[-3:]
    if any(w.strip(",") in _NOT_BEFORE_SUBJECT for w in words):
        return m.group(0)
    opening = not before.strip() or before.rstrip()[-1:] in ".!?:;\n"
    cap = m["cap"]
    if cap is not None:
        low = cap.lower().rstrip("'\u2019s")
        if cap in {"I", "You", "We", "They", "People", "Everyone", "Everybody", "Nobody"} or (
                "'" in cap or "\u2019" in cap) or (
                opening and low in _english() and low not in BARE_KIN and low not in EN_ROLE_NOUNS):
            return m.group(0)
    elif m["np"] is not None:
        head = m["np"].split()[-1].lower()
        if head not in EN_ROLE_NOUNS and head not in BARE_KIN and head.rstrip("s") not in (
                EN_ROLE_NOUNS) and not head.endswith(("er", "or", "ist", "ant", "ent")) and (
                head not in {"letter", "email", "note", "agreement", "message", "website",
                             "contract", "notice", "sign", "text", "form", "app", "poster"}):
            return m.group(0)
    v = "says" if m["v"] == "say" else "tells"
    adv = m["adv"]
    when = _WHEN_BETWEEN.search(adv)
    if when is None:
        return f"{m['subj']} {adv}{v}"
    # ('Melisande yesterday say …': a time said between the subject and its verb, put first)
    rest = (adv[:when.start()] + adv[when.end():]).lstrip()
    time = when.group(0).strip()
    time = time[:1].upper() + time[1:] if opening else time
    subj = m["subj"] if m["cap"] is not None or not opening else m["subj"].lower()
    return f"{time} {subj} {rest}{v}"


# a reported clause with no copula, as Singapore and Malaysian English (and other varieties)
# say it: 'says the noodles very spicy', 'told me her aunt in clinic', 'says Tollbridge closing',
# 'says 30 enough' — 'is' put back after the clause's subject when what follows is a degree
# word, 'not', a preposition of place, 'enough' or an -ing form, and no finite verb follows in
# the clause (not 'says the car in the garage is hers': that clause has its verb)
_ZERO_COPULA = re.compile(
    r"(?<=[\w'\u2019])\s+(?P<v>says|said|tells\s+(?:me|us|him|her|them)|told\s+"
    r"(?:me|us|him|her|them))\s+(?P<np>(?:the|my|his|her|their|our|this|your)\s+"
    r"(?:[a-z][\w-]*\s+)?[a-z][\w-]*|[A-Z][\w'\u2019-]+|\$?\d[\d,.]*)\s+"
    r"(?P<pred>(?:very|so|quite|really|too|super|not|also|still|already|sure|confirm|in|at|"
    r"enough|[a-z]{3,}ing)\b)")
_DEGREE_BEFORE = frozenset({"very", "so", "quite", "really", "too", "super", "confirm"})
_PRED_OPENERS = _DEGREE_BEFORE | {"not", "also", "still", "already", "sure", "in", "at", "enough"}
_NP_VERBS = frozenset("is are was were am be been keep keeps kept has have had".split())  # noqa: SIM905
_ING_NOUNS = frozenset("""morning evening ceiling building wedding king ring spring string wing
    sibling pudding meeting feeling clothing bedding earring during ping""".split())  # noqa: SIM905
# the end of the clause after the copula's place: a comma or a stop (not an abbreviation's)
_CLAUSE_END = re.compile(r"[,;!?]|(?<!\bSt)(?<!\bMr)(?<!\bMs)(?<!\bDr)(?<!\bMrs)\.(?:\s|$)")


def _zero_copula(m: re.Match[str]) -> str:
    from .attrib_en import finite
    from .en_parse import is_past

    np = m["np"]
    parts = np.split()
    cut = next((k for k, w in enumerate(parts) if k and w.lower() in _PRED_OPENERS), None)
    if cut is not None:
        # ('says the ferry not running': the noun phrase ends before 'not')
        np = " ".join(parts[:cut])
        return f" {m['v']} {np} is {' '.join(parts[cut:])} {m['pred']}"
    head = np.split()[-1].lower()
    if any(w in W.AUX or w in _NP_VERBS or is_past(w) or "'" in w or "\u2019" in w
           for w in np.lower().split()[1:] + ([np.lower()] if np[:1].isupper() else [])):
        return m.group(0)  # ('says the surgery is closing', "Orvel's leaving": a verb there)
    if head in W.PRONOUNS or np[:1].isupper() and np.lower() in _english() or (
            head in {"other", "same", "whole", "one"}):
        return m.group(0)
    pred = m["pred"].lower()
    if pred.endswith("thing") or pred in _ING_NOUNS:
        return m.group(0)  # ('says that about everything': no verb's -ing form)
    rest = m.string[m.start("pred"):]
    end = _CLAUSE_END.search(rest)
    words = re.findall(r"[A-Za-z'\u2019]+", rest[:end.start() if end else len(rest)])[:14]
    for k, w in enumerate(words):
        lw = w.lower()
        if k and words[k - 1].lower() in _DEGREE_BEFORE:
            continue  # ('very power': a word graded by the one before it)
        if lw in {"and", "but", "so", "or", "because", "cos", "then", "if", "when"}:
            break
        if k and (finite(lw) and not lw.endswith("ing")) or lw in {"is", "are", "was", "were"}:
            return m.group(0)
    return f" {m['v']} {np} is {m['pred']}"


# a kin title typed in lower case before a given name ('aunty Mireval told me …'): the title as
# the name is written, 'Aunty Mireval' (not after a possessive: 'my uncle Tosk' is a relative
# named)
_LOW_KIN_TITLE = re.compile(
    r"(?<![Mm]y\s)(?<![Oo]ur\s)(?<![Hh]is\s)(?<![Hh]er\s)(?<![Yy]our\s)(?<![Tt]heir\s)"
    r"(?<!'s\s)(?<!\u2019s\s)"
    r"\b(?P<t>aunty|auntie|uncle)\s+(?=[A-Z][a-z])")


def _second_language(text: str) -> str:
    """``text`` with the frames of saying of English as a second language read as the native
    ones.

    >>> _second_language("My landlord told that the rent goes up. She told to me it's fine.")
    "My landlord said that the rent goes up. She told me it's fine."
    >>> _second_language("Ysolt is telling we start at eight. I was told that it's off.")
    "Ysolt is saying we start at eight. I was told that it's off."
    >>> _second_language("He told that story again, and he was like saying it's true.")
    "He told that story again, and he was saying it's true."
    >>> _second_language("They are telling the vans come in May. He's telling the kids off.")
    "They are saying the vans come in May. He's telling the kids off."
    >>> _second_language("Friends, caretaker is knocking. Okay, mum says hi.")
    'Friends, the caretaker is knocking. Okay, mum says hi.'
    >>> _second_language("He's already said no. She's fine.")
    "He has already said no. She's fine."
    >>> _second_language("My cousin say the stall is good. He already say the hall very full.")
    'My cousin says the stall is good. He already says the hall is very full.'
    >>> _second_language("Ah Tiong say the noodles very good. He told me his aunt in clinic.")
    'Ah Tiong says the noodles is very good. He told me his aunt is in clinic.'
    >>> _second_language("She says the car in the garage is hers, says the man at the desk.")
    'She says the car in the garage is hers, says the man at the desk.'
    >>> _second_language("Oh. Melisande just now also say the ferry not running.")
    'Oh. Just now Melisande also says the ferry is not running.'
    >>> _second_language("Did Orvel say it? Then tell him. I say go, they say no.")
    'Did Orvel say it? Then tell him. I say go, they say no.'
    """
    low = text.lower()
    if "tell" in low or "told" in low:
        text = _TELL_TO.sub(r"\g<v> ", text)
        text = _TELL_THAT.sub(_said_form, text)
        if "telling " in low:
            text = _TELLING_NP.sub(_telling_np, text)
    if "me " in low or "us " in low:
        text = _SAY_ME.sub(lambda m: f"{_TELL_FORM[m['v']]} {m['o']} ", text)
    if "e's " in low or "e\u2019s " in low:
        text = _HAS_SAID.sub(lambda m: f"{m['p']} has {m['adv'] or ''}", text)
    if "like " in low:
        text = _LIKE_SAYING.sub(r"\g<be> \g<v>", text)
    if ", " in text:
        text = _BARE_ROLE_SUBJECT.sub(_bare_role_subject, text)
    if "say " in low or "tell " in low:
        text = _BARE_SAY.sub(_bare_say, text)
    if "say" in low or "tell" in low or "told" in low:
        text = _ZERO_COPULA.sub(_zero_copula, text)
    return text


# a source phrase said the ways of speech and second-language English: 'as per X the demo
# moved' (as 'per X', 'according to X'); 'what I heard from X, the office …' and 'what I heard
# from X is that …' (as 'I heard from X that …'), X a person
_AS_PER = re.compile(
    r"(?:(?<=^)|(?<=[.!?,]\s)|(?<=\bbut\s)|(?<=\band\s)|(?<=\bso\s))[Aa]s\s+per\s+(?=\S)")
_WHAT_I_HEARD = re.compile(
    r"\b[Ww]hat\s+I\s+(?:heard|hear|got)\s+from\s+"
    r"(?P<np>(?:the|my|our|his|her|their|your)\s+(?:[a-z][\w-]*\s+)?[a-z][\w-]*"
    r"|(?:[A-Z][\w'-]*\.?\s+)?[A-Z][\w'-]+)"
    r"(?P<pp>\s+(?:from|in|at)\s+(?:the\s+)?[A-Za-z][\w-]*)?(?:\s*,\s*|\s+is\s+that\s+)")


# 'by X's (own) account, …' (as X tells it) is 'according to X, …'; 'by his own account, X …' with
# the pronoun pointing on to the name that follows is 'according to X, X …' ('by all accounts'
# names no one and is left)
_BY_ACCOUNT = re.compile(
    r"(?:(?<=^)|(?<=[.!?,]\s)|(?<=\bbut\s)|(?<=\band\s)|(?<=\bso\s))[Bb]y\s+"
    r"(?P<np>(?:(?:the|my|our|his|her|their|your)\s+)?[A-Za-z][\w-]*)['\u2019]s?\s+"
    r"(?:own\s+)?account\s*,\s*")
_BY_OWN_ACCOUNT = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))[Bb]y\s+(?:his|her|their)\s+own\s+account\s*,\s*"
    r"(?=(?P<name>[A-Z][\w'-]+)\s)")


def _by_account(m: re.Match[str]) -> str:
    np = m["np"]
    head = np.split()[-1]
    if np[:1].islower() and head.lower() not in EN_ROLE_NOUNS and head.lower() not in BARE_KIN:
        return m.group(0)  # ('by the bank's account, …': no person)
    return f"according to {np}, " if m.start() else f"According to {np}, "


def _what_i_heard(m: re.Match[str]) -> str:
    np = m["np"]
    head = np.split()[-1].lower()
    if np[:1].islower() and head not in EN_ROLE_NOUNS and head not in BARE_KIN or (
            np[:1].isupper() and np.lower() in _english()):
        return m.group(0)  # ('what I heard from the radio, …': no person)
    return f"I heard from {np}{m['pp'] or ''} that "


def _source_lead(text: str) -> str:
    """``text`` with a source phrase said with no comma after it read as the frames read one.

    >>> _source_lead("Hi all, as per Ysolt the choir trip is off.")
    'Hi all, according to Ysolt the choir trip is off.'
    >>> _source_lead("What I heard from my cousin, the pool is shut.")
    'I heard from my cousin that the pool is shut.'
    >>> _source_lead("What I heard from the radio, it will rain.")
    'What I heard from the radio, it will rain.'
    >>> _source_lead("By Ysolt's own account, the fence was down. By all accounts, it's fine.")
    "According to Ysolt, the fence was down. By all accounts, it's fine."
    >>> _source_lead("By her own account, Ysolt fixed it herself.")
    'According to Ysolt, Ysolt fixed it herself.'
    """
    low = text.lower()
    if "as per" in low:
        text = _AS_PER.sub("according to ", text)
        low = text.lower()
    if "what i" in low and " from " in low:
        text = _WHAT_I_HEARD.sub(_what_i_heard, text)
    if "account" in low:
        text = _BY_OWN_ACCOUNT.sub(lambda m: f"According to {m['name']}, ", text)
        text = _BY_ACCOUNT.sub(_by_account, text)
    return text


def _purpose_saying(text: str) -> str:
    low = text.lower()
    if "to " in low:
        if " to say" in low or " to tell" in low or " to let" in low:
            text = _SAID_FOR.sub(_said_for, text)
        if "keen" in low or "quick" in low or "careful" in low or "anxious" in low or (
                "pains" in low):
            text = _KEEN_TO_SAY.sub(
                lambda m: "has said" if m["be"].lower() == "been" else "says" if m[
                    "be"].lower() in {"is", "are", "'s", "'re"} else "said", text)
        if "face" in low:
            text = _TO_THEIR_FACE.sub(r"\g<v> \g<obj>", text)
    if "self" in low or "selves" in low:
        text = _EMPHATIC_SELF.sub("", text)
    if "per " in low:
        text = _PER_OPENING.sub("according to ", text)
    if "with " in low and " on " in low:
        text = _WITH_ON_THIS.sub(r"I agree with \g<x>", text)
    if "blind" in low:
        text = _SWEAR_BLIND.sub(r"\g<v> that ", text)
    if "push back" in low:
        text = _PUSH_BACK.sub("I disagree", text)
    return text


def _said_for(m: re.Match[str]) -> str:
    present = m["v"].lower().endswith("s") and m["v"].lower() != "was"
    say = m["say"].lower()
    if say == "say":
        return "says" if present else "said"
    if say == "tell":
        return "tells" if present else "told"
    return ("tells " if present else "told ") + say.split()[1]


# where a report travels in a message and how speech points at it, read as the plain frame:
# a time between the message and its verb ("Dad's voicemail this morning said …"); a report
# shown in a screenshot or a forwarded message ('forwarded us a message where Y says …': the one
# who forwarded it passed on what Y says); a chat channel after 'posted' ('posted in #random
# that …'); a note left with its words after a colon ('left a note on the door: …'); the
# emphatic 'did' ('did mention once that …'); 'in his words' after 'and,' (its own sentence);
# 'X's side of it is that …' (X's version); and a pseudo-cleft ('ten days is what he said': he
# said ten days)
_MESSAGE_WHEN = re.compile(
    r"(?P<np>\b[\w'\u2019-]+\s+(?:voicemail|text|email|message|letter|note|post|reply))\s+"
    r"(?:last\s+night|yesterday|this\s+morning|this\s+afternoon|earlier|today|on\s+(?:Monday|"
    r"Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\s+(?=(?:said|says)\b)")
_SHOWN_REPORT = re.compile(
    r"\b(?P<x>[A-Z][\w'\u2019-]*|she|he|they)\s+(?:sent|showed|forwarded)\s+(?:me\s+|us\s+)?"
    r"(?:a|the|this|her|his)\s+(?:screenshot|screen\s?shot|message|text|post|chat|email|"
    r"voice\s?note)\s+(?:where|in\s+which|showing|of)\s+(?=\S)")
_CHANNEL = re.compile(r"(?<=\bposted)\s+(?:in|on|to)\s+#[\w-]+")
_NOTE_LEFT = re.compile(
    r"\b(?:left|leaves)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:note|message|voicemail|comment)"
    r"[^:.!?\"]{0,40}?\s*:\s*")
_DID_SAY = re.compile(
    r"(?<=[a-z]\s)did\s+(?P<adv>(?:actually|also|once|definitely|really|even)\s+)?"
    r"(?P<v>hint|mention|say|tell|claim|admit|warn|promise|insist|suggest|complain|swear|deny|"
    r"imply)\b(?P<once>\s+once)?")
_DID_PAST = {"say": "said", "tell": "told", "swear": "swore", "deny": "denied", "imply": "implied",
             "admit": "admitted"}
_AND_IN_WORDS = re.compile(
    r",?\s+and,?\s+(?=in\s+(?:his|her|their|[A-Z][\w'\u2019-]*['\u2019]s)\s+(?:own\s+)?words\b)")
_SIDE_OF_IT = re.compile(
    r"(?P<x>\b[\w-]+['\u2019]s)\s+side(?:\s+of\s+(?:it|the\s+story|things))?\s+(?:is|was)\s+"
    r"(?:that\s+)?(?=\S)")
_WHAT_X_SAID = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))(?P<np>[^.!?,\"]{1,40}?)\s+(?:is|was)\s+what\s+"
    r"(?P<x>he|she|they|[A-Z][\w'\u2019-]+)\s+(?P<v>said|says|told\s+(?:me|us))\b")


# a message introduced with its author, then pointed back at by the next sentence's subject:
# 'Orvel sent an email last night. It says …' / '… a card from the club. The card said …' —
# what it says is its author's, as in 'the email from Orvel says …'
_WRITINGS = (r"letter|note|text|email|e-mail|message|voicemail|card|notice|post|reply|memo|"
             r"newsletter|leaflet|flyer|statement|report|dm|DM|voice\s?note")
_AUTHOR = (r"(?:(?:the|my|our|your|his|her|their)\s+[a-z]+|(?!(?:There|Here|It|That|This|What|"
           r"Who|Where|He|She|Let|How|Which)\b)[A-Z][\w\u2019-]*(?:\s+[A-Z][\w\u2019-]*)?)")
_WRITTEN_BY = re.compile(
    rf"\b(?P<a>{_AUTHOR})['\u2019]s\s+(?:\w+\s+)?(?P<m>{_WRITINGS})\b"
    rf"|\b(?:a|an|the|this|another)\s+(?:\w+\s+)?(?P<m2>{_WRITINGS})\s+from\s+(?P<a2>{_AUTHOR})"
    rf"|\b(?P<a3>{_AUTHOR})\s+(?:sent|wrote|left|emailed|posted|forwarded|texted|dropped)\s+"
    rf"(?:me|us|him|her|them|everyone|[A-Z]\w+)?\s*(?:a|an|the|this|another)\s+(?:\w+\s+)?"
    rf"(?P<m3>{_WRITINGS})\b")
_POINTED_AT = re.compile(
    rf"(?<=[.!]\s)(?:It|This|That|The\s+(?P<m>{_WRITINGS}))\s+(?=(?:says|said|reads|read|goes|"
    rf"went)\b)")


def _pointed_at_writing(text: str) -> str:
    """``text`` with a sentence's 'It says' naming the writing the sentence before introduced
    with its author.

    >>> _pointed_at_writing("There's a card from the club. It said the dance is off.")
    "There's a card from the club. The card from the club said the dance is off."
    >>> _pointed_at_writing("Orvel sent an email. The email says it's late. It was long.")
    "Orvel sent an email. The email from Orvel says it's late. It was long."
    >>> _pointed_at_writing("I read the book. It says dogs dream.")
    'I read the book. It says dogs dream.'
    """
    out, last = [], 0
    for m in _POINTED_AT.finditer(text):
        before = text[:m.start()]
        start = max(before.rfind(". ", 0, len(before) - 2), before.rfind("! ", 0, len(before) - 2))
        prev = before[start + 1:]
        found = list(_WRITTEN_BY.finditer(prev))
        if not found:
            continue
        w = found[-1]
        author = w["a"] or w["a2"] or w["a3"]
        noun = (w["m"] or w["m2"] or w["m3"]).lower()
        if m["m"] and m["m"].lower() != noun or author.split()[0].lower() in {"it", "this", "that"}:
            continue
        if author.split()[0] in {"The", "My", "Our", "Your", "His", "Her", "Their"}:
            author = author[:1].lower() + author[1:]
        out.append(text[last:m.start()] + f"The {noun} from {author} ")
        last = m.end()
    return "".join(out) + text[last:] if out else text


def _message_frames(text: str) -> str:
    """``text`` with reports in messages and pointed-at speech read as the plain frames.

    >>> _message_frames("Dad's voicemail this morning said he's fine.")
    "Dad's voicemail said he's fine."
    >>> _message_frames("Orvel forwarded me a message where his boss says the shift moved")
    'Orvel told me that his boss says the shift moved'
    >>> _message_frames("Ysolt posted in #random that it's down. Orvel did mention once that "
    ...                 "it's off.")
    "Ysolt posted that it's down. Orvel mentioned that it's off."
    >>> _message_frames("Ysolt left a note on the door: the cat ate early.")
    'Ysolt wrote: the cat ate early.'
    >>> _message_frames("He wants the deposit back and, in his words, 'a proper receipt'.")
    "He wants the deposit back. In his words, 'a proper receipt'."
    >>> _message_frames("Orvel's side of it is that he was busy. Ten days is what he said.")
    "Orvel's version is that he was busy. He said ten days."
    """
    low = text.lower()
    if "said" in low or "says" in low:
        text = _MESSAGE_WHEN.sub(r"\g<np> ", text)
    if "sent" in low or "showed" in low or "forwarded" in low:
        text = _SHOWN_REPORT.sub(r"\g<x> told me that ", text)
    if "#" in text:
        text = _CHANNEL.sub("", text)
    if "left" in low or "leaves" in low:
        text = _NOTE_LEFT.sub(lambda m: m.group(0).split()[0].replace("left", "wrote").replace(
            "leaves", "writes") + ": ", text)
    if "did " in low:
        text = _DID_SAY.sub(lambda m: (m["adv"] or "").replace("once ", "") + _DID_PAST.get(
            m["v"], m["v"] + ("d" if m["v"].endswith("e") else "ed")), text)
    if "words" in low:
        text = _AND_IN_WORDS.sub(". I", text).replace(". Iin ", ". In ")
    if " side" in low:
        text = _SIDE_OF_IT.sub(r"\g<x> version is that ", text)
    if "what" in low:
        text = _WHAT_X_SAID.sub(_what_x_said, text)
    if "says" in low or "said" in low or "read" in low or "goes" in low or "went" in low:
        text = _pointed_at_writing(text)
    return text


def _what_x_said(m: re.Match[str]) -> str:
    np = m["np"]
    first = np.split()[0].lower()
    if first in {"that", "this", "it", "which", "and", "but", "so"}:
        return m.group(0)  # ("That was what he said": pointing back, read where it points)
    if first in _english():
        np = np[:1].lower() + np[1:]
    return f"{m['x'][:1].upper()}{m['x'][1:]} {m['v']} {np}"


# the frames of saying of spoken Irish, British and other regional Englishes, read as the
# standard ones: the possessive 'me' before a kin or role noun ('me mam says …'); the Irish
# hot-news perfect ('he's after telling me …': he has just told me); the inverted quotative at a
# sentence's start ('Says she, …'); the one spoken to between a quotative and its words ('she
# goes to him, …', 'he went to me after, …'); 'went,' as the past of the quotative 'goes,'
# after a call or a turn to the one spoken to ('rang her and went, …'; not 'X went, it was
# grand', a going); a call told with its words as 'going, …' ('rang me at midnight going, …');
# and 'turns round and says …'
_ME_KIN = re.compile(
    r"(?<![Tt]old\s)(?<![Tt]ell\s)(?<![Aa]sked\s)(?<![Gg]ave\s)(?<![Ll]et\s)(?<![Mm]ade\s)"
    r"\b(?P<me>[Mm][ei])\s+(?=(?:mam|ma|mammy|mum|mom|mommy|da|dad|daddy|nan|nana|nanna|gran|"
    r"granny|grandad|grandda|granda|brother|sister|bro|sis|auntie|aunty|aunt|uncle|cousin|husband|"
    r"wife|fella|missus|mate|mates|boss|kids|son|daughter|old\s+man|old\s+dear|oul\s+fella|"
    r"oul\s+wan|best\s+mate|other\s+half|"
    # (and the Caribbean 'mi', with its kin words: 'mi mudda', 'mi bredda', 'mi tanty')
    r"mudda|madda|fadda|puppa|bredda|sista|tanty|fren|bredrin|friend|neighbour|pastor)"
    r"(?:['\u2019]s)?\b)")
_AFTER_PERFECT = re.compile(
    r"(?:['\u2019]s|['\u2019]re|['\u2019]m|\s+(?:is|was|are|were|am))\s+(?:just\s+|only\s+)?after\s+"
    r"(?P<v>telling|saying|ringing|texting|messaging|writing|posting|announcing|admitting|"
    r"swearing|promising|letting\s+on)\b")
_AFTER_PAST = {"telling": "told", "saying": "said", "ringing": "rang", "texting": "texted",
               "messaging": "messaged", "writing": "wrote", "posting": "posted",
               "announcing": "announced", "admitting": "admitted", "swearing": "swore",
               "promising": "promised"}
_SAYS_SHE = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s)|(?<=[.!?]\s\s))Says\s+(?P<x>she|he|they|[A-Z][\w'\u2019-]+)\s*,\s*")
# ('turns round and says …', 'turned around at the till and goes, …': the British idiom of
# speaking up, as the plain quotative)
_TURNS_ROUND = re.compile(
    r"\b(?:turns|turned|turning|turn)\s+(?:round|around)(?:\s+(?:in|at|on|to)\s+(?:the\s+|me\s+|him\s+|"
    r"her\s+)?[a-z]+)?\s+and\s+(?P<v>says|said|goes|went|tells|told)\b")
# a verb of saying set off by a comma from words said in the first or second person ('Nan
# told him, I won't sign that …', 'he told me, you're next'): the words as they were said,
# read as after the quotative 'goes,' (not 'what X said, he's …', 'X told me, he's in Leeds': a
# report in the third person after a comma is indirect)
_SAID_COMMA = re.compile(
    r"(?<!\bwhat\s)(?P<subj>\b[\w'\u2019-]+\s+(?:just\s+|then\s+)?)(?:(?:said|says|told\s+(?:him|her|them)|"
    r"tells\s+(?:him|her|them)|said\s+to\s+(?:him|her|them)|says\s+to\s+(?:him|her|them))\s*,\s+"
    r"(?=(?:I|I'm|I'll|I've|I'd|we|we're|we'll|we've|you|you're|you'll|you've|my|our|your|"
    r"don't|let's|sure|listen|look)\b)"
    r"|(?:told|tells)\s+(?:me|us)\s*,\s+(?=(?:you|you're|you'll|you've|your)\b))")
# ('he said to me, the hedge is mine', 'she says to us after, …': the speaker spoken to, who
# relays it anyway, between a verb of saying and its words: read as the plain 'said, …' — not
# 'what he said to me, …', a free relative)
_SAID_TO_ME = re.compile(
    r"(?<![Ww]hat\s)(?<![Aa]ll\s)(?P<pre>\b[\w'\u2019-]+\s+(?:just\s+|then\s+|also\s+)?)(?P<v>said|says)\s+"
    r"to\s+(?:me|us)(?:\s+(?:after|then|later|yesterday|today|earlier|after\s+that|last\s+night|"
    r"this\s+morning|on\s+the\s+phone))?\s*,\s*(?=[\w'\u2018\u2019\"\u201c])")
_GOES_TO = re.compile(
    r"\b(?P<v>goes|went|go)\s+to\s+(?:me|him|her|them|us)(?:\s+(?:last\s+night|this\s+"
    r"morning|yesterday|today|earlier|after|then|after\s+that|on\s+[A-Z][a-z]+day))?\s*,\s*"
    r"(?=[\w'\u2018\u2019\"\u201c])")
_WENT_SAID = re.compile(
    r"\b(?P<call>(?:rang|rings|called|calls|phoned|texted|turned\s+to|turns\s+to|looked\s+at|looks\s+at|"
    r"came\s+up\s+to|comes\s+up\s+to|leant\s+over|leaned\s+over|leans\s+over)\b[^.!?,\"]{0,40}?\s+"
    r"and)\s+went\s*,\s*(?=[\w'\u2018\u2019\"\u201c])")
_VOCATIVE_AFTER = re.compile(
    r"(?P<q>\b(?:goes|went|says|said|like|all)\s*,\s*)(?:[A-Z][\w'\u2019-]*|son|mate|love|pet|hun|"
    r"babe|bro|man|dude|girl|child|darling|sweetheart|lads|girls)\s*,\s*(?=[\w'\u2018\u2019\"\u201c])")
_CALL_GOING = re.compile(
    r"\b(?P<call>(?:rang|rings|phoned|phones|called|calls|texted|texts|messaged|came\s+up\s+to\s+"
    r"me|comes\s+up\s+to\s+me|came\s+over|comes\s+over|came\s+in|comes\s+in)\b[^.!?,\"]{0,40}?)"
    r"\s+going\s*,\s*(?=[\w'\u2018\u2019\"\u201c])")


def _spoken_quotatives(text: str) -> str:
    """``text`` with the regional and spoken frames of saying read as the standard ones.

    >>> _spoken_quotatives("Me da says the ferry's late. She's after saying it's cancelled.")
    "My da says the ferry's late. She said it's cancelled."
    >>> _spoken_quotatives("Says she, the kettle is broken. He goes to her, we'll see.")
    "She says, the kettle is broken. He goes, we'll see."
    >>> _spoken_quotatives("Orvel rang me at two going, it froze. Ysolt rang her and went, a kiln?")
    'Orvel rang me at two and goes, it froze. Ysolt rang her and goes, a kiln?'
    >>> _spoken_quotatives("He goes to me yesterday, Ysolt, that kiln's cracked.")
    "He goes, that kiln's cracked."
    >>> _spoken_quotatives("She turns round at the till and goes, I'll pay cash.")
    "She goes, I'll pay cash."
    >>> _spoken_quotatives("Mum says Nan told him, I won't sign. He said, however, it's off.")
    "Mum says Nan goes, I won't sign. He said, however, it's off."
    >>> _spoken_quotatives("Then we went, and it rained. He told me mam was ill.")
    'Then we went, and it rained. He told me mam was ill.'
    """
    low = text.lower()
    if "me " in low or "mi " in low:
        text = _ME_KIN.sub(lambda m: "my " if m["me"][0] == "m" else "My ", text)
    if " after " in low:
        text = _AFTER_PERFECT.sub(lambda m: " " + _AFTER_PAST.get(m["v"], "let on"), text)
    if "says " in low:
        text = _SAYS_SHE.sub(lambda m: f"{m['x'][:1].upper()}{m['x'][1:]} says, ", text)
    if " round " in low or " around " in low:
        text = _TURNS_ROUND.sub(lambda m: {"went": "goes", "told": "tells"}.get(m["v"], m["v"]) if (
            m.group(0).startswith(("turns", "turn "))) else {"goes": "went", "says": "said"}.get(
                m["v"], m["v"]), text)
    if " to " in low:
        text = _GOES_TO.sub(r"\g<v>, ", text)
        text = _SAID_TO_ME.sub(r"\g<pre>\g<v>, ", text)
    if ", " in text and any(w in low for w in ("said", "says", "told", "tells")):
        text = _SAID_COMMA.sub(lambda m: (m["subj"] or "") + "goes, " if (m["subj"] or "").split(
            )[:1] not in (["I"], ["i"]) else m.group(0), text)
    if "went" in low:
        text = _WENT_SAID.sub(r"\g<call> goes, ", text)
    if "going" in low:
        text = _CALL_GOING.sub(r"\g<call> and goes, ", text)
    if "," in text:
        # ('he goes, Ysolt, that kiln's …': the one spoken to, named before the words)
        text = _VOCATIVE_AFTER.sub(r"\g<q>", text)
    return text


# an adverbial between a verb of saying (and the one told) and its 'that' ('said at the budget
# review that …', 'flagged last month that …', 'told the interns at lunch that …', 'said
# before she flew out that …'): where and when it was said is no part of what was said, and
# is left out so that the frame meets its 'that' (an adverbial ending on a bare preposition is
# none: 'said in that meeting that …' is left as it is)
_SAY_VERBS_THAT = (
    r"said|says|say|mentioned|mentions|flagged|flags|admitted|admits|warned|warns|confirmed|"
    r"confirms|explained|explains|claimed|claims|insisted|insists|stressed|stresses|noted|notes|"
    r"agreed|complained|complains|hinted|hints|announced|announces|posted|wrote|writes|emailed|"
    r"replied|messaged|texted|argued|argues|suggested|suggests|reckoned|promised|swore|swears|"
    r"conceded|concedes|pointed\s+out|points\s+out|made\s+(?:it\s+)?clear|let\s+slip|"
    r"told|tells|assured|assures|reminded|reminds|informed|informs")
_TOLD_ONE = (r"(?:me|us|him|her|them|everyone|everybody|the\s+[a-z]+|all\s+of\s+us|the\s+whole\s+"
             r"[a-z]+|[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+)?)")
_ADJUNCT_THAT = re.compile(
    rf"\b(?P<v>{_SAY_VERBS_THAT})(?P<obj>\s+{_TOLD_ONE})??\s+"
    r"(?P<adj>(?:in|on|at|during|before|after|over|via|through|when|while|across|last|this|"
    r"yesterday|earlier|today|once|back|again|twice|recently|afterwards|later|first|outright|"
    r"openly|privately|publicly)\b[^.!?,;:\"\u201c\u201d]{0,50}?)\s+that\s+"
    r"(?=(?:the|a|an|his|her|their|our|my|your|its|it|it's|there|they|he|she|we|you|I|once|if|"
    r"no|nobody|everyone|[A-Z][\w'\u2019-]*|[a-z]+(?:s|ed)\s)\b|[\"\u201c\u2018'](?=\w))")
_BARE_PREPOSITIONS = frozenset(
    "in on at during before after over via by through across to of for from with".split())  # noqa: SIM905


def _adjunct_before_that(text: str) -> str:
    """``text`` with an adverbial between a verb of saying and its 'that' left out.

    >>> _adjunct_before_that("Ysolt said at the budget review that the vendor keeps raising fees.")
    'Ysolt said that the vendor keeps raising fees.'
    >>> _adjunct_before_that("Orvel told the juniors on Friday that we move in May.")
    'Orvel told the juniors that we move in May.'
    >>> _adjunct_before_that("She said in that meeting that it was fine.")
    'She said in that meeting that it was fine.'
    >>> _adjunct_before_that("He said that on Friday that was the plan.")
    'He said that on Friday that was the plan.'
    """
    if " that " not in text:
        return text

    def read(m: re.Match[str]) -> str:
        adj = m["adj"].split()
        if adj[-1].lower() in _BARE_PREPOSITIONS or any(
                w.lower() in {"said", "says", "told", "that", "and", "but"} for w in adj):
            return m.group(0)
        return f"{m['v']}{m['obj'] or ''} that "

    return _ADJUNCT_THAT.sub(read, text)


# a holder's view named by a noun and said as a clause: with where it was said between the noun
# and its copula ("X's point in the retro was that …") and with 'that' left out ('Her argument is
# cheap kits sell better'), read as "X's point was that …" (``_view_noun_frames``); and, around
# saying, the possessive 'own' of emphasis ("X's own lawyer"), a time between a verb of messaging
# and its colon ('emailed this morning: …') and the speaker's aside before a report ('And I should
# add, X told me …') left out (``_asides_around_saying``)
_VIEW_NOUNS_OF = (r"point|argument|position|view|take|theory|reasoning|logic|line|excuse|worry|"
                  r"concern|complaint|feeling|thinking|verdict|opinion|advice|suggestion|proposal|"
                  r"recommendation|stance|understanding|impression|guess|bet|case")
_VIEW_NOUN_PP = re.compile(
    rf"\b(?P<np>(?:[Hh]er|[Hh]is|[Tt]heir|[A-Z][\w\u2019'-]*['\u2019]s)\s+(?:{_VIEW_NOUNS_OF}))"
    r"\s+(?:on|in|at|during|over|from)\s+(?:the\s+|our\s+|their\s+|a\s+)?[\w#-]+(?:\s+[\w#-]+)?"
    r"\s+(?=(?:is|was)\s+that\b)")
_VIEW_NOUN_BARE = re.compile(
    rf"\b(?P<np>(?:[Hh]er|[Hh]is|[Tt]heir|[A-Z][\w\u2019'-]*['\u2019]s)\s+(?:{_VIEW_NOUNS_OF}))"
    r"\s+(?P<cop>is|was)\s+(?!that\b|not\b|a\b|an\b|the\b|very\b|so\b|too\b|fair\b|valid\b|good\b)"
    r"(?=(?P<rest>[^.!?;:,]+))")
_CLAUSE_VERB = re.compile(
    r"\b(?:is|are|was|were|will|would|can|could|should|has|have|had|won't|can't|isn't|aren't|"
    r"[a-z]+(?:['\u2019](?:s|re|ll|d))|[a-z]{3,}(?:s|ed))\b")
_LAST_HEARD = re.compile(r"\b(?P<l>[Ll])ast\s+I\s+heard\s+from\s+(?P<x>[^,.!?]{1,40}?),\s+")
_SAY_HEDGE = re.compile(
    r"(?:(?<=^)|(?<=[.!?]\s))(?P<lead>(?:(?:And|But|Oh|So|Also),?\s+(?:and\s+)?)?)(?:I\s+should\s+say|"
    r"I\s+have\s+to\s+say|I\s+must\s+say|I\s+gotta\s+say|I\s+should\s+add|I\s+should\s+mention),\s+"
    r"(?=[^.!?]*\b(?:told|tells|said|says|reckons|thinks|mentioned|admitted|claims)\b)")
_OWN_EMPHATIC = re.compile(
    r"(?<=['\u2019]s)\s+own\s+(?=[a-z])|(?<=\b[Tt]heir)\s+own\s+(?=[a-z]+\s+[a-z]+)")
_MESSAGED_WHEN_COLON = re.compile(
    r"\b(?P<v>emailed|texted|messaged|wrote|posted|replied|wrote\s+back|dm['\u2019]d|pinged)\s+"
    r"(?:overnight|last\s+night|this\s+morning|earlier|yesterday|today|just\s+now|again)\s*:")


def _view_noun_frames(text: str) -> str:
    """``text`` with a view noun's clause read as the plain frame ("X's point was that …").

    >>> _view_noun_frames("Orvel's point in the retro was that it's fine. Her argument is cheap "
    ...                   "kits sell better.")
    "Orvel's point was that it's fine. Her argument is that cheap kits sell better."
    >>> _view_noun_frames("Her argument is a good one.")
    'Her argument is a good one.'
    """
    low = text.lower()
    if any(w in low for w in ("point", "argument", "position", "view", "take", "theory", "worry",
                              "concern", "line", "feeling", "opinion", "advice")):
        text = _VIEW_NOUN_PP.sub(r"\g<np> ", text)
        text = _VIEW_NOUN_BARE.sub(lambda m: f"{m['np']} {m['cop']} that " if len(
            m["rest"].split()) >= 4 and _CLAUSE_VERB.search(m["rest"]) else m.group(0), text)
    return text


def _asides_around_saying(text: str) -> str:
    """``text`` without the emphatic 'own', the speaker's aside before a report and a time before
    a message's colon, and with 'Last I heard from X, …' as 'According to X, …'.

    >>> _asides_around_saying("Ysolt's own lawyer emailed today: no.")
    "Ysolt's lawyer emailed: no."
    >>> _asides_around_saying("Oh, and I should add, Orvel told me it's off. I must say, it's ok.")
    "Oh, and Orvel told me it's off. I must say, it's ok."
    >>> _asides_around_saying("Last I heard from Ysolt, the pool opens at six now.")
    'According to Ysolt, the pool opens at six now.'
    """
    low = text.lower()
    if " own " in low:
        text = _OWN_EMPHATIC.sub(" ", text)
    if "last i heard from" in low:
        # ('Last I heard from X, the ferry runs hourly now': X's news, as 'according to X')
        text = _LAST_HEARD.sub(
            lambda m: ("A" if m["l"] == "L" else "a") + f"ccording to {m['x']}, ", text)
    if " say" in low or " add" in low or "mention" in low:
        # ('And I should say, X told me …': the speaker's aside before a report passes it on)
        text = _SAY_HEDGE.sub(lambda m: m["lead"], text)
    if ":" in text:
        text = _MESSAGED_WHEN_COLON.sub(r"\g<v>:", text)
    return text


# the function words of Scots and of Jamaican and other Caribbean Englishes that the frames of
# saying are read through, as the standard ones: Scots -nae on an auxiliary ('didnae', 'wasnae',
# 'cannae', 'dinnae' = n't), 'telt' (told), 'tae' before a verb (to), 'fae' (from); Caribbean
# 'seh' after a verb of telling or saying and the one told ('tell mi seh …': that) or as the
# verb itself ('him always seh …': says), 'mi' and 'me' opening a clause before a verb (I; 'mi'
# before a kin noun is read with the spoken 'me' in ``_spoken_quotatives``), 'him' as a clause's
# subject before a verb of saying (he), 'nuh' (don't)
_NAE = re.compile(r"\b(?P<aux>did|does|do|was|were|is|are|has|have|had|could|would|should|can|"
                  r"must|win|din)nae\b", re.I)
_NAE_STEM = {"win": "wo", "din": "do", "can": "ca"}
_TELT = re.compile(r"\btelt\b")
_TAE_VERB = re.compile(r"\b(?P<v>used|going|gonnae|want|wants|wanted|have|has|had|got|tried|"
                       r"started|told|telt|asked)\s+tae\b")
_FAE = re.compile(r"(?<=\w)\s+fae\s+(?=(?:the|a|an|his|her|my|our|their|[A-Z])\b)")
_SEH_THAT = re.compile(r"\b(?P<v>tell|tells|told|telling|did\s+tell|say|says|said)\s+"
                       r"(?P<o>mi|me|him|her|dem|them|us|we|you|yuh)\s+seh\b")
_SEH_SAYS = re.compile(r"(?<=\w\s)(?P<adv>(?:always|never|just|did|also|even)\s+)?seh\b"
                       r"(?=\s+(?:the|a|an|is|it|him|she|he|they|dem|nobody|everybody|"
                       # (what is said opening on a clause's first word: 'X seh if we …', 'X
                       # seh mi cake too dry', 'X seh we must …')
                       r"if|my|mi|we|wi|you|yuh|your|yuh|our|this|that|dis|dat|di|de|"
                       r"[a-z]+(?:s|ed)\b))")
_HIM_SAYS = re.compile(r"(?:(?<=^)|(?<=[.!?,]\s)|(?<=\band\s)|(?<=\bbut\s))(?P<him>[Hh]im)\s+"
                       r"(?P<adv>(?:always|just|did|also|never)\s+)?(?P<v>say|said|says|seh|tell|"
                       r"told|tells|think|thinks)\b")
_MI_VERB = re.compile(r"(?:(?<=^)|(?<=[.!?,]\s)|(?<=\band\s)|(?<=\bbut\s))(?:[Mm]i|[Mm]e)\s+"
                      r"(?=(?:nuh|don't|did|believe|think|know|tell|telling|say|saying|feel|"
                      # (the base form narrates: 'Mi pay double last week', 'mi go see her')
                      r"never|not|pay|go|buy|see|hear|get|send|call|want|love|like|hate|cyaan|"
                      r"neva|affi|haffi|just|already|did|mek|tink|seh)\b)")
_NUH = re.compile(r"\bnuh\s+(?=[a-z])")


# the function words of African American and Southern US English that the rules read through,
# as the standard ones: a dropped g written with an apostrophe ('talkin'', 'fishin''), ''bout'
# (about), 'gon'' (going to), 'fixing to' (about to); 'ain't' as the negated copula or perfect by
# its subject and what follows ('I ain't sure', 'she ain't seen it', 'ain't nobody …' opening
# a clause: nobody …); the habitual 'be' before a verb in -ing ('she be saying …': keeps
# saying); 'been' before a verb in -ing after its subject with no auxiliary (has been)
_G_APOSTROPHE = re.compile(r"\b(?P<w>[A-Za-z]{2,}in)['\u2019](?=[\s.,!?;:]|$)")
_BOUT = re.compile(r"(?<![\w'\u2019])['\u2019]bout\b")
_GON = re.compile(r"\bgon['\u2019](?=\s+[a-z])")
_FIXING_TO = re.compile(r"\bfixing\s+to\b")
_AINT_NOBODY = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=,\s))(?P<a>[Aa])in['\u2019]?t\s+"
                          r"(?P<n>nobody|no\s+one|nothing|nobody's)\b")
_AINT = re.compile(r"\b(?P<s>[A-Za-z'\u2019]+)\s+ain['\u2019]?t\s+(?P<n>[a-z]+)")
_PERFECT_NEXT = frozenset("""been got gotten had seen heard done said told gone""".split())  # noqa: SIM905
_AINT_ADVERBS = frozenset("""even never ever really just always actually""".split())  # noqa: SIM905
# ('you ain't cleaned a thing': a participle with its object is the perfect, not an adjective)
_OBJECT_AFTER = re.compile(r"\s+(?:a|an|the|that|this|nothing|no|any|it|him|her|them|one)\b")
_PLURAL_SUBJECTS = frozenset({"you", "we", "they", "y'all", "y\u2019all", "folks", "people"})
_HABITUAL_BE = re.compile(r"\b(?P<s>[A-Z][a-z]+|he|she|they|it|that|folks|people|y'all)\s+be\s+"
                          r"(?P<v>[a-z]+ing)\b")
_BARE_BEEN = re.compile(r"\b(?P<s>[A-Z][a-z]+|he|she|they|it)\s+been\s+(?P<v>[a-z]+ing)\b")
_NOT_SUBJECTS = frozenset(W.AUX) | {"to", "not", "never", "just", "gonna", "wanna", "will",
                                    "would", "could", "should", "might", "must", "can", "may"}


def _us_vernacular(text: str) -> str:
    """``text`` with the function words of African American and Southern US English read as
    the standard ones.

    >>> _us_vernacular("She ain't seen the bill, and he be talkin' 'bout the fence.")
    "She hasn't seen the bill, and he keeps talking about the fence."
    >>> _us_vernacular("Ain't nobody fixed the gate. I ain't sure. It ain't gon' last.")
    "Nobody fixed the gate. I'm not sure. It isn't going to last."
    """
    low = text.lower()
    text = g_restored(text)
    if "bout" in low:
        text = _BOUT.sub("about", text)
    if "gon" in low:
        text = _GON.sub("going to", text)
    if "fixing to" in text:
        text = _FIXING_TO.sub("about to", text)
    if "ain" in low:
        text = _AINT_NOBODY.sub(lambda m: ("N" if m["a"] == "A" else "n") + m["n"][1:], text)
        text = _AINT.sub(_aint, text)
    if " be " in text:
        text = _HABITUAL_BE.sub(lambda m: m["s"] + (" keep " if m["s"].lower() in _PLURAL_SUBJECTS
                                                    or m["s"] == "they" else " keeps ") + m["v"],
                                text)
    if " been " in text:
        text = _BARE_BEEN.sub(lambda m: m["s"] + (" have" if m["s"] == "they" else " has")
                              + " been " + m["v"], text)
    return text


def g_restored(text: str) -> str:
    """``text`` with the g a speaker dropped and wrote an apostrophe for put back, on a word
    that is an English verb's -ing form ('talkin'' talking, 'hypin'' hyping, 'runnin'' running);
    a name or a word in -in' of its own stays."""
    if "in'" not in text and "in\u2019" not in text:
        return text
    from .names import first_name

    return _G_APOSTROPHE.sub(lambda m: m["w"] + "g" if _dropped_g(m["w"].lower() + "g") and not (
        m["w"][:1].isupper() and first_name(m["w"].lower())) else m.group(0), text)


def _dropped_g(w: str) -> bool:
    """Is ``w`` (a word in -in' with its g put back) an -ing form the dictionary has, or that of
    a verb in -e it has ('hyping': hype)? Not 'again'' ('againg')."""
    from .names import _dictionary

    words = _dictionary()
    return w in words or W.common_word(w) or len(w) >= 6 and (
        w[:-3] + "e" in words or W.frequent_word(w[:-3] + "e"))


def _aint(m: re.Match[str]) -> str:
    subj, nxt = m["s"], m["n"]
    low = subj.lower()
    if low in _NOT_SUBJECTS:
        return m.group(0)
    after = m.string[m.end():].split(None, 1)
    head = after[0].lower().strip(".,!?") if nxt in _AINT_ADVERBS and after else nxt
    if head in _PERFECT_NEXT or nxt == head and nxt.endswith("ed") and _OBJECT_AFTER.match(
            m.string, m.end()):
        neg = "haven't" if low == "i" or low in _PLURAL_SUBJECTS else "hasn't"
    else:
        neg = "'m not" if low == "i" else "aren't" if low in _PLURAL_SUBJECTS else "isn't"
    return f"{subj}{'' if neg.startswith(chr(39)) else ' '}{neg} {nxt}"


def _dialect_forms(text: str) -> str:
    """``text`` with the Scots and Caribbean function words of saying read as the standard ones.

    >>> _dialect_forms("Yolanta telt us the ferry wasnae running. He used tae sail it.")
    "Yolanta told us the ferry wasn't running. He used to sail it."
    >>> _dialect_forms("We cannae stay, and they dinnae mind.")
    "We can't stay, and they don't mind."
    >>> _dialect_forms("Him tell dem seh the bridge shut till May. Me nuh like it.")
    "He told dem that the bridge shut till May. I don't like it."
    >>> _dialect_forms("Yolanta fae the bakery rang. Mi aunty always seh the rent too high.")
    'Yolanta from the bakery rang. Mi aunty always says the rent too high.'
    """
    low = text.lower()
    if "nae" in low:
        text = _NAE.sub(lambda m: _NAE_STEM.get(m["aux"].lower(), m["aux"]) + "n't", text)
    if "telt" in low:
        text = _TELT.sub("told", text)
    if "tae" in low:
        text = _TAE_VERB.sub(r"\g<v> to", text)
    if "fae" in low:
        text = _FAE.sub(" from ", text)
    if "seh" in low:
        # (the base form narrates the past: 'Y tell mi seh …' — Y told me that …)
        text = _SEH_THAT.sub(lambda m: f"{_DID_PAST.get(m['v'].removeprefix('did '), m['v'])} "
                             f"{'me' if m['o'] == 'mi' else m['o']} that", text)
        text = _SEH_SAYS.sub(lambda m: (m["adv"] or "").replace("did ", "") + "says", text)
    if "him " in low:
        text = _HIM_SAYS.sub(lambda m: ("He " if m["him"][0] == "H" else "he ") + (
            (m["adv"] or "").replace("did ", "")) + (("say" if m["v"] == "seh" else m["v"]) + "s"
                                                    if m["v"] in {"say", "seh", "tell", "think"}
                                                    else m["v"]), text)
    if "mi " in low or "me " in low:
        text = _MI_VERB.sub(lambda m: "I ", text)
    if "nuh " in low:
        text = _NUH.sub("don't ", text)
    return _us_vernacular(text)


# 'X says that every year', 'she said that again': 'that' the words said before, pointed at,
# with only when and how often after it — no clause it opens (read as 'says so')
_THAT_POINTED = re.compile(
    r"\b(?P<v>says|said|say|saying|tells\s+(?:me|us|everyone|everybody)|told\s+(?:me|us))\s+that"
    r"(?P<adv>(?:\s+(?:every\s+(?:single\s+)?[a-z]+|all\s+the\s+time|again|a\s+lot|constantly|"
    r"each\s+[a-z]+|twice))+)(?=\s*(?:[.!?]|$))")


# 'will' contracted on a noun or a name ("your dad'll love it", "Dana'll know"): the noun and
# 'will' written out, so the person is read as any subject is (on a pronoun, 'she'll', the
# contraction is the pronoun's form and stays)
_NOUN_WILL = re.compile(r"\b(?P<w>[A-Za-z]{2,})['\u2019]ll\b")
_WILL_KEPT = frozenset("""i you we they he she it that there who what this these those where
    how when everyone everybody someone somebody nobody anyone anybody""".split())  # noqa: SIM905


def _saying_idioms(text: str) -> str:
    if "'ll" in text or "\u2019ll" in text:
        text = _NOUN_WILL.sub(lambda m: m[0] if m["w"].lower() in _WILL_KEPT else
                              f"{m['w']} will", text)
    if "that " in text:
        text = _THAT_POINTED.sub(r"\g<v> so\g<adv>", text)
    text = _message_frames(_purpose_saying(_source_lead(_second_language(_asides_around_saying(
        _view_noun_frames(_spoken_quotatives(_dialect_forms(text))))))))
    low = text.lower()
    if not any(w in low for w in ("on and on", "shut", "point of", "heads", "impression",
                                  "made", "make")):
        return text
    text = _ON_AND_ON.sub("on ", text)
    text = _SHUT_UP_ABOUT.sub("keeps going on ", text)
    text = _HEADS_UP.sub(lambda m: f"{_TOLD[m['v'].lower()]} {m['obj']} that ", text)
    text = _IMPRESSION.sub("implied that ", text)
    text = _MADE_OUT.sub("claimed that ", text)
    text = _HEADS_UP_FROM.sub("according to ", text)
    return _POINT_OF_SAYING.sub("was ", text)


# an evidential said after its clause, or after the clause's 'is': 'the pool's shut
# apparently', 'the pay is apparently decent', '…, or so I hear', '…, I'm told' — the clause is
# hearsay wherever English puts the word; fronted, it is read as 'apparently …' is
_EVIDENTIAL = r"(?:apparently|supposedly|allegedly|reportedly|evidently)"
_HEARSAY_TAG = (
    r"(?:,?\s+(?:or\s+)?so\s+(?:I\s+hear|I\s+heard|I\s+gather|I'm\s+told|I\s+am\s+told|"
    r"I've\s+heard|I\s+have\s+heard|they\s+say|people\s+say|we're\s+told)|"
    r",\s+(?:I\s+hear|I'm\s+told|I\s+am\s+told|I\s+gather|I've\s+heard|they\s+say))")
_FINAL_EVIDENTIAL = re.compile(
    r"(?P<start>^|(?<=[.!;,])\s+|\b(?:but|and)\s+)(?P<body>[^.!?;,]{6,}?)"
    r"(?:,?\s+" + _EVIDENTIAL + "|" + _HEARSAY_TAG + r")"
    r"(?P<tail>(?:\s+(?:lol|haha|tho|though|anyway|tbh))?\s*(?:[.!;,]|$))", re.I)
_COPULA_EVIDENTIAL = re.compile(
    r"(?P<start>^|(?<=[.!;,])\s+|\b(?:but|and)\s+)(?P<subj>[^.!?;,]{2,40}?\s+(?:is|are|was|were|'s|'re)"
    r")\s+" + _EVIDENTIAL + r"\s+(?P<rest>[^.!?;,]+)(?=[.!;,]|$)", re.I)


# a report's 'that' with a comma before the lead that opens its clause ('X said that, according
# to Y, …', 'X told me that, in Y's view, …'): the comma set off the lead, not the clause
_THAT_COMMA_LEAD = re.compile(
    r"\b(?P<verb>(?:said|says|reckons|reckoned|thinks|thought|mentioned|claimed|heard|wrote|"
    r"texted|explained|insisted|admitted|(?:told|tells)\s+(?:me|us|him|her|them))\s+)that,\s+"
    r"(?=(?:according\s+to|in\s+\S+\s+(?:opinion|view|words))\b)", re.I)


# 'As X put it, …', 'as X says, …', 'as X would say, …': the words given as X's way of saying
# them, read as 'according to X, …' (not the speaker's or the listener's: 'as I said')
_AS_X_PUT_IT = re.compile(
    r"(?P<start>^|(?<=[.!?])\s+|(?<=,)\s*)as\s+(?P<x>(?!(?:i|you|u|we|it|they|usual|always|ever)\b)"
    r"[^,.!?]{1,40}?)\s+(?:put|puts)\s+it\s*,", re.I)


# a question that passes news on: 'Did you hear/know (that) X reckons …?', 'Have you heard
# that X thinks …?' — the verb presupposes what follows (know is factive, hearing a report
# takes it as told), so the speaker asserts the report inside
_DID_YOU_HEAR = re.compile(
    r"(?P<start>^|(?<=[.!?])\s+)(?P<lead>(?:[\w']+[,!]?\s+){0,3}?)"
    r"(?:did|have|had)\s+(?:you|u|ya)\s+(?:know|hear|heard|see|seen)\s+(?:that\s+)?"
    r"(?P<rest>[^?.!]+?)\s*\?+", re.I)


def _did_you_hear(text: str) -> str:
    """'Did you hear Ysolt reckons the pool's shut?' → 'Ysolt reckons the pool's shut.' when
    the clause is a report: a holder of at most four words, then a verb of saying or thinking
    (a frame row's head); the question stays as typed otherwise ('Did you hear the pool's
    shut?', 'Did you know you can book online?')."""
    if "?" not in text or not re.search(r"\b(?:know|hear|heard|see|seen)\b", text, re.I):
        return text

    def one(m: re.Match[str]) -> str:
        rest = m["rest"]
        # before the question only openers, 'but', or a name called ('Lol, …', 'Dunno but …',
        # 'Anyway, Morvoren, …')
        lead = m["lead"].split()
        if any(w.rstrip(",!").casefold() not in OPENERS and w.rstrip(",!").casefold() not in {
                "but", "and", "so", "dunno", "also"} and not (w[:1].isupper() and w.endswith(","))
               for w in lead):
            return m.group(0)
        words = [w.casefold().strip(",") for w in rest.split()]
        if not words or words[0] in {"you", "u", "i", "i'm", "it", "it's", "there", "that"}:
            return m.group(0)
        head = next((k for k, w in enumerate(words[1:6], 1)
                     if w in _REPORT or _frame_head(w) and w not in {"is", "was", "a"}), None)
        if head is None:
            return m.group(0)
        return f"{m['start']}{m['lead']}{rest}."

    return _DID_YOU_HEAR.sub(one, text)


def _front_evidential(text: str) -> str:
    """'the pool's shut apparently' → 'apparently the pool's shut', 'the pay is apparently
    decent' → 'apparently the pay is decent' (not in a question: 'is it shut apparently?')."""
    if not re.search(_EVIDENTIAL + r"|\b(?:hear|told|gather|say)\b", text, re.I):
        return text

    def front(start: str, body: str) -> str:
        link = _LINK_FIRST.match(body)  # ('and the pool's shut apparently': 'and' stays first)
        cut = link.end() if link else 0
        return f"{start}{body[:cut]}apparently {body[cut:]}"

    text = _COPULA_EVIDENTIAL.sub(
        lambda m: front(m["start"], f"{m['subj']} {m['rest']}"), text)
    return _FINAL_EVIDENTIAL.sub(
        lambda m: front(m["start"], m["body"].strip()) + m["tail"], text)


_LINK_FIRST = re.compile(r"(?:(?:and|but|so|or|oh|ok|okay|well)\b[\s,]*)+", re.I)


_TLDR = re.compile(r"\btl\s*;\s*dr\b", re.I)  # 'tl;dr': one opener word
# chat's '2' for 'to' after the words a source follows ('according 2 X', 'said 2 me')
_TWO = re.compile(r"\b(according|said|says|told|talked|spoke|spoken|chatting|talking)\s+2\b", re.I)


# a name of two parts typed in lower case ('jae-won', 'kerry-ann', "o'rourke"), and the words
# that make its place a person's: a verb of saying after it, or a source slot before it
_LOW_COMPOUND_NAME = re.compile(r"(?<![\w'\u2019-])(?:([a-z]+)-([a-z]+)|([od])['\u2019]([a-z]{3,}))"
                                r"(['\u2019]s)?(?![\w'\u2019-])")
_SOURCE_BEFORE = ("according to", "heard from", "heard it from", "per", "told by", "got it from")


_BEFORE_FRAME_HEAD = frozenset(
    "is was has had would will used seems seemed keeps kept wasn't isn't".split())  # noqa: SIM905


@lru_cache(maxsize=1)
def _frame_heads() -> frozenset[str]:
    from .frames_en import FRAMES_EN

    return frozenset({r.words[0] for r in FRAMES_EN if r.kind == "verb"} | W.REPORT_VERBS)


def _verb_form(word: str) -> bool:
    """A verb of the lists in any form ('maintains', 'conceded', 'predicts')."""
    from .en_parse import lemma

    return bool(word) and (word in W.VERBS or word in W.PAST_FORMS or lemma(word) in W.VERBS)


def _frame_head(word: str) -> bool:
    """Is ``word`` a form of the first word of a verb row of the frame table ('assured' →
    assure, 'maintains', 'let', 'made')?"""
    from .en_parse import lemma

    return bool(word) and (word in _frame_heads() or lemma(word) in _frame_heads())


def _compound_names(text: str, known: dict[str, str] | None = None) -> str:
    """Lower-case names of two parts capitalised where a person stands: before a verb of
    saying or a reporting progressive ('jae-won says …', 'kerry-ann was saying …', "o'rourke
    reckons …"), after 'according to', 'heard from' …. A hyphenated pair is a name when both
    parts are first names of the reference, or short syllables ('jae-won', 'seo-yeon') that
    make no dictionary word; "o'" and "d'" before a word of three letters or more are an Irish
    or French surname."""
    from .names import _dictionary, first_name

    def one(m: re.Match[str]) -> str:
        tail = m.group(5) or ""
        written = (known or {}).get(m.group(0)[:len(m.group(0)) - len(tail)].replace("\u2019", "'"))
        if written:
            return written + tail  # a person of the memory, as their name is written
        after = [w.casefold().strip(",.:") for w in text[m.end():].split()[:6]]
        if len(after) > 2 and after[0] in {"from", "at", "in"} and not m.group(5):
            # ('hae-won at work swears …', '… from the gym says …')
            after = after[3:] if after[1] in W.DETERMINERS else after[2:]
        while len(after) > 1 and after[0] in W.ADVERBS | {"always", "apparently", "literally"}:
            after = after[1:]  # ('jae-won always says …', 'kerry-ann apparently thinks …')
        nxt, nxt2 = (after + ["", ""])[:2]
        before = text[:m.start()].casefold().rstrip(" ,")
        if before.split()[-1:] and before.split()[-1] in W.DETERMINERS:
            return m.group(0)  # ('the hi-fi sounds …', 'my e-mail said …': a thing's compound)
        if m.group(5):  # "jae-won's convinced …", "kerry-ann's verdict: …", "… 's been saying"
            slot = nxt in _AFTER_NAME_IS or nxt in _POSSESSED_VIEW or nxt in {
                "been", "message", "text", "words", "line"} or before.endswith(_SOURCE_BEFORE)
        else:
            # the subject of a verb ('jae-won let slip …', '… assured me …', '… has a theory')
            # or of 'be'/'have'/a modal ('is pretty sure', 'would tell you'): a hyphenated word
            # of name syllables before a verb is someone
            slot = nxt in _REPORT or _frame_head(nxt) or nxt in _BEFORE_FRAME_HEAD or (
                _verb_form(nxt)) or before.endswith(_SOURCE_BEFORE)
        if not slot:
            return m.group(0)
        words = _dictionary()
        if m.group(3):
            if m.group(4) in words:
                return m.group(0)  # ("o'clock")
            return f"{m.group(3).upper()}'{m.group(4).capitalize()}{tail}"
        a, b = m.group(1), m.group(2)
        named = first_name(a) and first_name(b) or (
            2 <= len(a) <= 4 and 2 <= len(b) <= 4 and a + b not in words and f"{a}-{b}" not in words
            and not (a in words and b in words and len(a) > 2 and len(b) > 2))
        return f"{a.capitalize()}-{b.capitalize()}{tail}" if named else m.group(0)

    return _LOW_COMPOUND_NAME.sub(one, text)


def _restore_all(text: str, known: Iterable[str] = (), recent: Iterable[str] = ()) -> str:
    known, recent = tuple(known), tuple(recent)
    first = next((c for c in text if c.isalpha()), "")
    if first.islower():
        # (the known people whose names have two parts, as they are written)
        text = _compound_names(text, {
            part.casefold().replace("\u2019", "'"): part for name in (*known, *recent)
            for part in name.split() if ("-" in part or "'" in part) and part[:1].isupper()})
    forms = _known_forms(known)
    more = [(low, part) for name in recent for low, part in _name_forms(name)
            if low not in forms]
    if more:
        forms = dict(forms)
        for low, part in more:
            forms.setdefault(low, part)
    # typed all in lower case from its first letter: the texting register, where a bare
    # lower-case word may be a name (prose keeps its capitals, and its lower case is no name)
    first = next((c for c in text if c.isalpha()), "")
    casual = first.islower()
    words = list(_WORD.finditer(text))
    low_at = [m.group(0).casefold() for m in words]
    # apostrophes dropped elsewhere in the turn ('dont', 'thats'): the same register, whatever
    # its first letter ("My mums finding the same thing, dont ask")
    dropped = casual or any(w in _CONTRACTIONS for w in low_at)
    out: list[str] = []
    last = 0
    named = ""  # the word before: a first name restored to its capital, or its surname
    for n, m in enumerate(words):
        word = m.group(0)
        new = _restore(text, words, low_at, n, forms, casual, dropped) if word.islower() else (
            _capital_contraction(word, low_at, n)
            or _capital_possessive(text, words, low_at, n, forms) or word)
        between = text[words[n - 1].end():m.start()] if n else ""
        if named and casual and new == word and (_surname_typed_low(word, between) and (
                # (a verb before its object is no surname: 'ysolde reran the numbers')
                not _joined(text, words, n, n + 1)
                or low_at[n + 1] not in W.DETERMINERS | _POSSESSIVE_DET) or (
                named == "surname" and between == "-" and word.isalpha())):
            # ('bumped into ysolde vellacott', 'ysolde vellacott-hale reckons …': after a first
            # name typed in lower case, a word of no English is its surname, in lower case too)
            new = word.capitalize()
            named = "surname"
        else:
            named = "first" if word.islower() and new[:1].isupper() and plain_first_name(
                new) else ""
        out.append(text[last:m.start()])
        out.append(new)
        last = m.end()
    out.append(text[last:])
    return "".join(out)


def _surname_typed_low(word: str, between: str) -> bool:
    """Is ``word``, after a first name with only a space ``between``, a surname typed in lower
    case: no English word the extractor knows, nor a frequent one, nor a contraction typed
    without its apostrophe?"""
    low = word.casefold()
    return between == " " and word.replace("-", "").isalpha() and len(low) > 2 and (
        low not in _english() and low not in _CONTRACTIONS and not W.frequent_word(low)
        and not W.common_word(low))


_POSSESSED_VIEW = frozenset("take view theory opinion verdict words advice idea".split())  # noqa: SIM905


# after a name's 's of 'is' besides ``_AFTER_NAME_S``: an article or a word of being somewhere
# ('Xs a solicitor', 'Xs back', 'Xs alright')
_AFTER_NAME_IS_MORE = frozenset("a an back alright okay ok fine home away off".split())  # noqa: SIM905


# after a capitalised name's 's of 'is' in chat ('Tovrins out for Thursday', 'Ysmeras not coming',
# 'Orlos still at work'): a particle or adverb of where or how one is
_AFTER_NAME_IS_CAPITAL = frozenset(
    "out in on not still so really just always never off over up down there here".split())  # noqa: SIM905


def _capital_contraction(word: str, low_at: list[str], n: int) -> str | None:
    """A contraction typed without its apostrophe at a sentence's capital ('Dont', 'Thats',
    'Im'), and 'Id' / 'Ill' before a verb ('Id go back', 'Ill ask her'): restored with the
    capital; None otherwise."""
    low = low_at[n]
    if not (word[:1].isupper() and word[1:].islower()):
        return None
    if low in _CONTRACTIONS and low not in ("hed", "wont", "cant"):
        form = _CONTRACTIONS[low]
        return form[:1].upper() + form[1:]
    nxt = low_at[n + 1] if n + 1 < len(low_at) else ""
    if low in ("id", "ill") and (nxt in W.VERBS or nxt in _AFTER_I_MODAL):
        return "I'd" if low == "id" else "I'll"
    return None


def _capital_possessive(text: str, words: list[re.Match[str]], low_at: list[str],
                        n: int, forms: dict[str, str] | None = None) -> str | None:
    """A capitalised name with its possessive's apostrophe dropped before a relation or role
    noun ('Godfreys sister says …' → "Godfrey's sister"): the word less its -s is no word of the
    extractor's lists,
    the whole word no first name ('Thomas mum' stays as typed) and nothing stands between it
    and the noun; else None."""
    from .names import _dictionary, first_name

    word = words[n].group(0)
    low = low_at[n]
    if len(word) < 4 or not word[:1].isupper() or not word[1:].islower() or not low.endswith(
            "s") or low.endswith("ss") or n + 1 >= len(words) or not low.isalpha():
        return None
    nxt = low_at[n + 1]
    stem = low[:-1]
    # (a capitalised word the language uses little, after whose -s an -ing form or an article
    # follows: 'Thornbys a dump', 'Rostovs doing …' — no plural stands so, and a name of no
    # reference reads as one)
    rare = (not W.frequent_word(stem) and stem.isalpha() and stem not in _english()
            and (_ing_verb(nxt) or nxt in {"a", "an"}))
    if (text[words[n].end():words[n + 1].start()] == " " and not first_name(low)
            and low not in _dictionary()
            and (stem in (forms or {}) or plain_first_name(stem) or rare)
            and (nxt in _AFTER_NAME_S or _ing_verb(nxt) or nxt in _AFTER_NAME_IS_MORE
                 or nxt in W.PAST_FORMS or nxt in _AFTER_NAME_IS_CAPITAL
                 # ('Zorvins asked for …': the 's of 'has' before a regular past participle)
                 or len(nxt) > 4 and nxt.endswith("ed") and nxt[:-2] in W.VERBS)):
        # a name with the 's of 'is' / 'has' typed without its apostrophe before what follows
        # it ('Tovas leaving the club', 'Ludmilas convinced …', 'Femis been saying …')
        return word[:-1] + "'s"
    # (one modifier between: 'Xs form tutor', 'Xs exact words', 'Xs project lead')
    head = nxt
    if (nxt.removesuffix("s") not in EN_ROLE_NOUNS and nxt not in EN_ROLE_NOUNS
            and nxt not in _POSSESSED_VIEW
            and n + 2 < len(words) and text[words[n + 1].end():words[n + 2].start()] == " "
            and (stem in (forms or {}) or plain_first_name(stem))):
        head = low_at[n + 2]
    if (head.removesuffix("s") not in EN_ROLE_NOUNS and head not in EN_ROLE_NOUNS
            and head not in _POSSESSED_VIEW
            and head != "words" or text[words[n].end():words[n + 1].start()] != " "):
        return None  # ("Ysoldes take is …": a noun of a view is the name's too)
    if first_name(low) or stem in _english() or low in _english() or (
            W.common_word(stem) and (W.frequent_word(stem) or W.frequent_word(low))) or (
            low in _dictionary()):
        # ('Parents evening', 'Friends dad': a word of the lists or the dictionary; 'Wales
        # manager': a place the dictionary names)
        return None
    return word[:-1] + "'s"


def _known_or_dropped(word: str, low: str, forms: dict[str, str]) -> str | None:
    """A known name in lower case (with its possessive kept: "brenna's bf"), or a verb of saying
    with its g dropped ('was sayin', 'keeps tellin'); None when the word is neither."""
    if low in forms:
        return forms[low]
    if low[-2:] in {"'s", "\u2019s"} and low[:-2] in forms:
        return forms[low[:-2]] + word[-2:]
    if low.endswith("in") and low + "g" in _G_DROPPED:
        return word + "g"
    return None


_TYPOS = {"rekons": "reckons", "rekon": "reckon", "rekoned": "reckoned", "sez": "says",
          "sed": "said", "sayz": "says", "ppl": "people"}
_TITLES_LOW = frozenset({"mr", "mrs", "ms", "dr", "miss"})
_TITLE_WORDS = frozenset(
    """professor prof councillor coach officer pastor reverend rev father aunt auntie uncle
    grandpa grandma granny grandad nana""".split())  # noqa: SIM905


def _joined(text: str, words: list[re.Match[str]], a: int, b: int) -> bool:
    """Words ``a`` and ``b`` exist and only a space stands between them."""
    return 0 <= a < b < len(words) and text[words[a].end():words[b].start()] == " "


def _unknown_word(low: str, english: frozenset[str]) -> bool:
    """A word of letters that neither the extractor's lists nor the dictionary has, nor any
    inflection of a dictionary word: a name, typed in lower case."""
    from .en_words import _common_words
    from .names import inflected_word

    return (len(low) >= 3 and low.isalpha() and low not in english
            and low not in _common_words() and not inflected_word(low))


def _texting_form(word: str, low: str, at: Callable[[int], str], n: int,
                  english: frozenset[str], casual: bool, text: str = "",
                  words: list[re.Match[str]] | None = None) -> str | None:
    """Forms of the texting register: a frequent misspelling of a verb of saying ('rekons'), a
    title and the name after it in lower case ('ms okwendle'), an unknown name in lower case with
    its apostrophe before a relation noun or a frame word ("torvi's cousin", "torvi's
    convinced"); None when the word is none of these."""
    if low in _TYPOS:
        return _TYPOS[low]
    # ("mrs okwendle's dog": the name's possessive too; a title before a word no dictionary has
    # is a name's in any register: "That's not right, mrs okwendle told me …")
    nxt = re.sub(r"['\u2019]s$", "", at(n + 1))
    bare = re.sub(r"['\u2019]s$", "", low)
    if low in _TITLES_LOW and nxt.isalpha() and nxt not in english:
        return word[:1].upper() + word[1:]
    if at(n - 1) in _TITLES_LOW and bare.isalpha() and bare not in english:
        return word[:1].upper() + word[1:]
    if not casual:
        return None
    # a title or a kin word before a surname or first name no dictionary has ('professor
    # lindqvist', 'councillor whitlock', 'aunt eudora'), and the title with it
    # (not after 'the' or a possessive: 'my aunt Rosmerta' is a relative, named)
    if (low in _TITLE_WORDS and _unknown_word(at(n + 1), english)
            and at(n - 1) not in _POSSESSIVE_DET and at(n - 1) != "the"
            and _joined(text, words or [], n, n + 1) and (words or [])[n + 1].group(0).islower()):
        return word[:1].upper() + word[1:]
    if at(n - 1) in _TITLE_WORDS and _unknown_word(low, english) and at(n - 2) != "the" and (
            _joined(text, words or [], n - 1, n)):
        return word[:1].upper() + word[1:]
    if low[-2:] in {"'s", "\u2019s"} and _plain_name(low[:-2], english):
        return word[:1].upper() + word[1:]  # "tova's leaving", "tova's mum"
    if low[-2:] in {"'s", "\u2019s"} and len(low) >= 5 and low[:-2].isalpha() and (
            low[:-2] not in english and _name_like(low[:-2], english)
            and (at(n + 1) in EN_ROLE_NOUNS or at(n + 1) in _AFTER_NAME_S)):
        return word[:1].upper() + word[1:]
    named = _first_name_slot(at, n, english)
    if named:
        # ('kasias back': the name's 's typed without its apostrophe)
        return named[:1].upper() + named[1:] + ("'s" if len(word) > len(named) else "")
    return None


# words that may close a verdict's adjective: a stance tag, a conjunction, a sentence adverb
_AFTER_VERDICT = frozenset(
    """though tho tbh imo ngl lol honestly and but or af too anyway now already""".split())  # noqa: SIM905


def _clause_start(text: str, words: list[re.Match[str]], low_at: list[str], n: int) -> bool:
    """Word ``n`` opens a clause: first, after punctuation, or after a conjunction, an opener, a
    filler or a verb of saying or thinking ('i think its …'; not 'lost its charm')."""
    if n == 0 or any(c in text[words[n - 1].end():words[n].start()] for c in ".,!?;:-"):
        return True
    b = low_at[n - 1]
    return (b in W.CONJUNCTIONS or b in OPENERS or b in W.FILLERS or b in W.REPORT_VERBS
            or b in W.HEDGE_VERBS or b in {"think", "thought", "reckon", "guess", "like", "bc",
                                            "cause", "cos", "coz", "so", "tbh", "ngl", "lol"})


def _predicate_end(text: str, words: list[re.Match[str]], low_at: list[str], k: int) -> bool:
    """Word ``k`` after a bare 'its' is an adjective of a verdict that ends there (the sentence
    ends, punctuation follows, or a stance tag or conjunction): 'its brilliant though', 'its
    overpriced.' — 'it's', not the possessive before its noun ('its brilliant design')."""
    from .attrib_en import vader

    w = low_at[k]
    adjective = w in W.ADJECTIVES or w in W.ADJ_GENERAL or (
        w in vader() and w not in W.VERBS and w not in W.GENERIC_NOUNS) or w.endswith("priced")
    if not adjective:
        return False
    if k + 1 >= len(words):
        return True
    between = text[words[k].end():words[k + 1].start()]
    return any(c in between for c in ".,!?;:") or low_at[k + 1] in _AFTER_VERDICT


def _view_head_possessor(text: str, words: list[re.Match[str]], at: Callable[[int], str],
                         n: int, english: frozenset[str]) -> bool:
    """'ombreths take: …', 'ombreths verdict: …': a name not met before opening its clause, its
    possessive typed without the apostrophe, before a noun of a view and a colon."""
    return n + 1 < len(words) and at(n + 1) in _VIEW_HEADS and ":" in text[
        words[n + 1].end():words[n + 1].end() + 2] and _name_in_s(at(n), english) and (
        n == 0 or at(n - 1) in _CLAUSE_START)


def _new_name_is(low: str, at: Callable[[int], str], n: int, english: frozenset[str],
                 starts: bool = False) -> bool:
    """A name not met before opening its clause, with the 's of 'is' typed without the
    apostrophe: before a belief word and its clause ('ngl nells convinced that …'), or before
    'not', a feeling, a stance or an -ing of saying ('ombreths not convinced …', 'lol ombreths
    fuming that …', 'ombreths always saying …')."""
    if not (low.endswith("s") and len(low) >= 4 and low not in english
            and low[:-1] not in english and _name_like(low[:-1], english)
            and (n == 0 or starts or at(n - 1) in _CLAUSE_START or at(n - 1) in OPENERS)):
        return False
    if at(n + 1) in _AFTER_NAME_IS:
        return at(n + 2) in _IS_COMPLEMENT
    if not (at(n + 1) in _AFTER_NEW_NAME_IS and len(low) >= 5 and not low.endswith("ss")
            and not inflected_word(low)):
        return False
    # ('emojis not working', 'trains still running': a plural noun before an adverb; a name's
    # 'is' has a stance, a feeling or a verb of saying after the adverb)
    return at(n + 1) not in _ADVERBS_AFTER_IS or at(n + 2) in _AFTER_NEW_NAME_IS or at(
        n + 2) in _REPORTING or at(n + 2) in {"a", "happy", "keen", "impressed", "saying"}


_NOUN_DETS = frozenset({"the", "my", "his", "her", "our", "their", "your", "this", "that"})
# what follows the 's of 'is' after a thing's noun ('the ferrys late', 'the pubs shut')
_AFTER_THING_IS = frozenset("""gone closed shut open back late over done been not so too really
    proper well always still never finally""".split())  # noqa: SIM905


def _restore(text: str, words: list[re.Match[str]], low_at: list[str], n: int,
             forms: dict[str, str], casual: bool = True, dropped: bool = False) -> str:
    """The written form of the lower-case word ``n``."""
    english = _english()
    word = words[n].group(0)
    low = low_at[n]

    def at(i: int) -> str:
        return low_at[i] if 0 <= i < len(low_at) else ""

    if low in _CONTRACTIONS:
        return _CONTRACTIONS[low]
    if low in _SINGLE and text[words[n].end():words[n].end() + 1] != "-":
        return _SINGLE[low]  # (not a letter of a compound: 'a u-turn')
    contracted = _contracted(text, words, low_at, n, at)
    if contracted:
        return contracted
    known = _known_or_dropped(word, low, forms) or _texting_form(
        word, low, at, n, english, casual, text, words)
    if known:
        return known
    if low.endswith("s") and low[:-1] in forms and low not in english and (
            at(n + 1) in EN_ROLE_NOUNS or casual and at(n + 1) in _AFTER_NAME_S):
        # a known name with an s before a relation noun, a noun of a view or what follows an
        # 's of is/has: its possessive or contraction, the apostrophe dropped ("ysildes mum",
        # "ysildes theory", "ysildes convinced", "ysildes been saying")
        return forms[low[:-1]] + "'s"
    if casual and at(n - 1) in _NOUN_DETS and low.endswith("s") and not low.endswith("ss") and (
            low not in english and len(low) > 4 and low[-2] not in "aeiou'") and (
            at(n + 1).endswith("ing") and len(at(n + 1)) > 5 or at(n + 1) in _AFTER_THING_IS):
        # 'the bakerys closing', 'the ferrys late again': a noun the extractor does not know
        # with the 's of 'is' typed without its apostrophe before a participle or what follows
        # 'is' (a plural it does know stays: 'the kids playing')
        return word[:-1] + "'s"
    # (a turn with no apostrophe anywhere may have dropped them all: 'my partners firm is …')
    dropped = dropped or not _APOSTROPHE.search(text)
    if _role_apostrophe(low, at(n - 1), at(n + 1), casual or dropped, at(n + 2)) or casual and (
            _kin_apostrophe(low, at(n - 1), at(n + 1), n)) or (
            dropped and _noun_s_is(text, words, low_at, n)):
        return word[:-1] + "'s"
    # (a clause opened after punctuation: 'fun fact, ombreths convinced …', 'update: …')
    starts = n > 0 and any(c in text[words[n - 1].end():words[n].start()] for c in ",;:-")
    if casual and (_new_name_is(low, at, n, english, starts) or _view_head_possessor(
            text, words, at, n, english)):
        return word[:1].upper() + word[1:-1] + "'s"  # 'ngl nells convinced …': 'Nell's (is)'
    if _bare_possessor(words, n, english, casual):
        return word[:1].upper() + word[1:-1] + "'s"
    if not _in_compound(text, words, n, english) and (
            _bare_name(text, words, n, english, casual) or _object_name(low_at, n, english, casual)
            # ('grace reckons …', 'rang june', "will's missus": a word that is also a first name,
            # in a person's slot)
            or casual and (_word_name_slot(text, words, low_at, n)
                           or _apposed_name(text, words, low_at, n, english)
                           or _question_subject(text, words, low_at, n, english)
                           or _echoed_name(text, words, low_at, n, english)
                           or _plain_name(low, english, at(n - 1)))):
        return word[:1].upper() + word[1:]
    return word


def _contracted(text: str, words: list[re.Match[str]], low_at: list[str], n: int,
                at: Callable[[int], str]) -> str | None:
    """The contraction a lower-case word stands for by its position, its apostrophe dropped
    ("its a scam", "shell stay", "reckons were building", "ill do it"); None when it is none."""
    low = low_at[n]
    if low == "its" and (at(n + 1) in _AFTER_ITS or at(n + 1) in W.PREPOSITIONS or (
            # "i think its brilliant though", "its overpriced tbh": a verdict
            n + 1 < len(words) and _clause_start(text, words, low_at, n)
            and _predicate_end(text, words, low_at, n + 1))):
        return "it's"
    if low == "its" and n + 1 < len(words) and _participle_closes(text, words, low_at, n + 1):
        return "it's"  # 'its cancelled cos of the strike', 'its sorted', 'its booked for friday'
    if low == "its" and n + 1 < len(words) and _report_slot(low_at, n) and not any(
            _finite(w) for w in _clause_rest(text, words, low_at, n + 1)[:6]):
        # 'the plumber says its the boiler', 'he thinks its foxes from the park': a reported
        # clause needs its verb, and a possessive 'its' leaves it none ('she says its engine is
        # shot' keeps the possessive)
        return "it's"
    if low in _WORD_CONTRACTIONS and at(n - 1) not in W.DETERMINERS and (
            at(n - 1) not in _POSSESSIVE_DET) and (at(n + 1) in W.VERBS or at(n + 1) in (
                _AFTER_I_MODAL) or low in {"shed", "wed"} and at(n + 1) in _HAD_PARTICIPLES) and (
            at(n + 1) not in W.PREPOSITIONS):
        # 'shell stay', 'hell be fine', 'wed love to', 'shed never': a pronoun's 'll/'d typed
        # as a word, before a verb (not 'the shed needs …', 'hell no')
        return _WORD_CONTRACTIONS[low]
    if low == "were" and (n == 0 or at(n - 1) in _REPORT or at(n - 1) in _BEFORE_WERE) and (
            _ing_verb(at(n + 1)) or len(at(n + 1)) > 5 and at(n + 1).endswith("ing")
            and at(n + 1) not in W.STOPWORDS and not at(n + 1).endswith("thing")
            or at(n + 1) in {"gonna", "going", "getting", "all", "so"}):
        return "we're"  # '… reckons were building up too fast': 'were' with no subject
    if low in ("ill", "id") and at(n - 1) not in W.DETERMINERS and (
            at(n + 1) in W.VERBS or at(n + 1) in _AFTER_I_MODAL):
        return "I'll" if low == "ill" else "I'd"  # "ill do it", "id go back"
    return None


def _report_slot(low_at: list[str], n: int) -> bool:
    """Word ``n`` opens the clause a verb of saying or thinking reports: right after the verb,
    after its 'that', or after the person told ('told her …')."""
    def verb(i: int) -> bool:
        return i >= 0 and (low_at[i] in W.REPORT_VERBS or low_at[i] in W.HEDGE_VERBS
                           or low_at[i] in _REPORTING)

    return verb(n - 1) or n > 1 and (low_at[n - 1] == "that" and verb(n - 2) or (
        low_at[n - 1] in _OBJECT_PRONOUNS and low_at[n - 2] in _TELL))


def _finite(low: str) -> bool:
    """A word that may be a clause's finite verb: an auxiliary or modal, a contraction, or an
    inflected verb of the lists that is no -ing form ('says', 'tried', 'went'; a bare 'rate'
    may be a noun)."""
    return (low in W.AUX or low in _CONTRACTIONS or low not in W.VERBS and not low.endswith(
        "ing") and _verb_form(low))


# what may follow a participle that closes 'it's' + participle ('its cancelled cos …', 'its
# booked for friday', 'its sorted now'): a preposition, a conjunction, a time or stance adverb
_AFTER_PARTICIPLE = frozenset(
    """cos coz cause bc because again now already anyway lol tho though till until yet so and
    but or then apparently too as if when since""".split())  # noqa: SIM905


def _participle_closes(text: str, words: list[re.Match[str]], low_at: list[str], n: int) -> bool:
    """Is word ``n`` a past participle closing its phrase (the end, punctuation, or a
    preposition, conjunction or adverb next) — 'its cancelled??', not 'its renovated kitchen'?"""
    w = low_at[n]
    if not (w.endswith("ed") and len(w) > 4 or w in W.PAST_FORMS) or w in W.VERBS and (
            not w.endswith("ed")):
        return False
    if n + 1 >= len(words) or re.search(r"[.,!?;:]", text[words[n].end():words[n + 1].start()]):
        return True
    nxt = low_at[n + 1]
    return nxt in W.PREPOSITIONS or nxt in _AFTER_PARTICIPLE


# words before a place's name ('flew to lagos', 'lived in lima', 'paris and rome')
_BEFORE_PLACE = frozenset("to from in at for and via near of into".split())  # noqa: SIM905


def _plain_name(low: str, english: frozenset[str], before: str = "") -> bool:
    """A common first name of the reference that no English dictionary or list has, typed in
    lower case anywhere in a casual turn (one given to either gender not after ``before`` that
    opens a place) ('the physio, dagny, doesnt think …', 'cosimo next door
    reckons …'): a name whatever slot it stands in."""
    from .en_words import _common_words
    from .names import inflected_word, name_gender

    words = _common_words()
    # (a name of one gender in the reference: its gender-neutral entries take in places and
    # words, 'belem', 'london', 'santa')
    return (len(low) >= 3 and low not in english and low not in _NAME_WORDS
            # (a name given to either gender is a place's as often, unless it is rare as a
            # word and stands where no place does)
            and (name_gender(low) is not None
                 or not W.frequent_word(low, 2.5) and before not in _BEFORE_PLACE)
            and plain_first_name(low) and low not in words
            and not inflected_word(low)
            # (a plural of a word: 'angels', 'banks')
            and not (low.endswith("s") and (low[:-1] in words or low[:-1] in english)))


# where a name typed in lower case stands in chat: after these words ('heard about kasia', 'went
# for drinks w kasia', 'ugh kasia'), or first, before 'and'/'n' ('kasia and me …')
# (not after 'to', 'from', 'for', 'and': 'moving to leeds', 'paris and rome' name places)
_NAME_SLOT_PREV = frozenset(
    """about with w saw see seen met meet remember remembered invited asked ask call called ring
    rang text texted tell told ugh omg visit visited got drew picked messaged pinged emailed
    thanked helped hired married dating""".split())  # noqa: SIM905
# English nouns and words that are also common first names: read as the word in chat
_NAME_WORDS = frozenset(
    """bill max art miles dawn autumn crystal patience pearl amber iris ivy daisy lily hazel heather
    poppy rosemary melody jasmine frank sue cliff wade grant rich faith mercy charity hope joy
    grace rose june may april august will mark guy jack don bob penny sandy sunny summer winter
    river sky rain storm star angel honey candy ginger olive basil sage pepper page chase hunter
    dean drew dale glen brook lane bay ray gene carter mason harmony destiny constance felicity
    carol holly robin robbie pat patty peg bud buck rusty sonny chip ace duke earl king prince
    major royal cash penny bella""".split())  # noqa: SIM905


def _word_name(low: str) -> bool:
    """A word that is also a common first name: one of ``_NAME_WORDS``, or a first name of one
    gender in the reference that is also a word of the lists or the dictionary ('violet')."""
    from .names import first_name, name_gender

    if low in _NAME_WORDS:
        return True
    if any(low in ws for ws in (W.STOPWORDS, W.PRONOUNS, W.VERBS, W.AUX, W.ADJECTIVES,
                                W.ADVERBS, W.NUMBERS, W.PREPOSITIONS, W.FILLERS, W.PAST_FORMS)):
        return False  # ('are', 'tell', 'into', 'nine': a word of a closed class or a verb)
    return len(low) >= 4 and low.isalpha() and first_name(low) and (
        name_gender(low) is not None) and low not in W.STOPWORDS and low not in W.PRONOUNS and (
        low not in EN_ROLE_NOUNS and low.removesuffix("s") not in EN_ROLE_NOUNS)


def _role_or_view(low: str) -> bool:
    """A role noun (singular or plural) or a noun of a view ('boss', 'kids', 'words')."""
    return low in EN_ROLE_NOUNS or low.removesuffix("s") in EN_ROLE_NOUNS or low in (
        _POSSESSED_VIEW)


# verbs of contacting or telling whose object is a person ('rang june', 'texted hope')
_CONTACT = frozenset(
    """told tell tells rang ring phoned texted text messaged emailed pinged asked warned""".split())  # noqa: SIM905
_TALK_TO = frozenset(
    """spoke speak talked talking chatted chatting heard hear""".split())  # noqa: SIM905
_AUX_NAMES = frozenset({"will", "may", "can", "should", "must"})


def _word_name_slot(text: str, words: list[re.Match[str]], low_at: list[str], n: int) -> bool:
    """A lower-case word that is also a first name ('grace', 'will', 'june') in a person's slot
    in chat: the subject of a verb of saying or thinking at the start of a clause, after its place
    or group at most ('grace reckons …', 'drew from accounts said …', 'joy was saying …'), in
    apposition with a role noun ('the owner, hope, mentioned …'), after a possessive and a
    singular role noun before a verb ('my cousin rocky was …'), its possessive before a role or
    view noun ("will's missus"), or the object of a verb of contacting or after 'according to' /
    'heard from' ('told june …', 'heard from hope'). Elsewhere the word stays a word ('i hope',
    'in june', 'will do', 'the grace period')."""
    low = low_at[n]
    poss = low[-2:] in {"'s", "\u2019s"}
    stem = low[:-2] if poss else low
    if not _word_name(stem):
        return False

    def at(i: int) -> str:
        return low_at[i] if 0 <= i < len(low_at) else ""

    nxt = at(n + 1)
    if nxt[:1].isdigit():
        return False  # 'june 5th'
    gap_after = text[words[n].end():words[n + 1].start()] if n + 1 < len(words) else ""
    if poss:
        return not gap_after.strip() and (
            _role_or_view(nxt) or n + 2 < len(words) and _role_or_view(at(n + 2))
            and nxt in {"exact", "old", "new", "best", "form", "little", "big", "older",
                        "younger", "twin"})
    if stem in _AUX_NAMES and (nxt in W.VERBS or nxt in W.PRONOUNS or nxt in {"not", "be", "do"}):
        return False  # 'will do', 'may be', 'will you …': the auxiliary
    before = text[words[n - 1].end():words[n].start()] if n > 0 else ""
    prev, prev2 = at(n - 1), at(n - 2)
    if n > 0 and not before.strip():
        if prev in _CONTACT or prev2 in _TALK_TO and prev in {"to", "from", "with"} or (
                prev2, prev) == ("according", "to"):
            return not gap_after.strip() or gap_after.strip()[:1] in ",.!?"
        if prev.removesuffix("s") != prev and prev in EN_ROLE_NOUNS:
            return False
        if prev in _NAMING_ONE:
            return True  # "his name's mark", 'a guy called will'
        if prev in EN_ROLE_NOUNS and prev2 in _POSSESSIVE_DET and (_saying_or_acting(
                words, low_at, n + 1) or nxt == "who" or gap_after.strip()[:1] in {",", "."} and (
                stem not in _AUX_NAMES)):
            return True  # 'my cousin rocky was in the queue …', 'my flatmate lily heard from …'
    if before.strip() == "," and nxt and gap_after.strip() == "," and any(
            at(k) in {"the", "our", "my", "their", "his", "her"} for k in range(n - 4, n - 1)) and (
            prev in EN_ROLE_NOUNS or W.common_word(prev) is False and prev.isalpha()) and (
            _saying_or_acting(words, low_at, n + 1)):
        return True  # 'the owner, hope, mentioned …'
    start = n == 0 or any(c in before for c in ".,;:!?\"(\u2014") or before.strip() == "-" or (
        prev in _CLAUSE_START or prev in _OPENERS)
    return start and not gap_after.strip() and _subject_of_saying(words, low_at, n)


def _subject_of_saying(words: list[re.Match[str]], low_at: list[str], n: int) -> bool:
    """Word ``n`` is the subject of a verb of saying or thinking: after its place or group at
    most ('from accounts', 'next door'), and an auxiliary or adverb or two."""

    def at(i: int) -> str:
        return low_at[i] if 0 <= i < len(low_at) else ""

    nxt = at(n + 1)
    aff = _affiliation_end(words, n) or (n + 2 if nxt in {"upstairs", "downstairs"} else n + 3 if (
        nxt, at(n + 2)) == ("next", "door") else None)
    j = begin = aff or n + 1
    while j < len(words) - 1 and j <= begin + 1 and at(j) in _BEFORE_VERB:
        j += 1
    verb = at(j)
    return verb in _REPORT or verb in _REPORTING and j > begin or (
        verb == "like" and j > begin and at(j - 1) in _BE_FORMS) or (
        verb in _STANCE_AFTER_BE and j > begin and at(j - 1) in _BE_FORMS) or (
        verb in {"think", "reckon"} and j > begin and at(j - 1) in {
            "doesnt", "doesn't", "didnt", "didn't"})


def _saying_or_acting(words: list[re.Match[str]], low_at: list[str], k: int) -> bool:
    """At ``k`` (after a person's name), a verb: of saying, a past form, an -s form, or an
    auxiliary or adverb before one."""
    j = k
    while j < len(low_at) - 1 and j <= k + 1 and low_at[j] in _BEFORE_VERB:
        j += 1
    if j >= len(low_at):
        return False
    v = low_at[j]
    return v in _REPORT or v in _REPORTING or v in W.PAST_FORMS or (
        j > k and low_at[j - 1] in _BE_FORMS) or v.endswith("ed") and inflected_word(v) or (
        v in {"was", "is", "had", "has"})


def _first_name_slot(at: Callable[[int], str], n: int, english: frozenset[str]) -> str | None:
    """A common first name typed in lower case in a name's slot (``_NAME_SLOT_PREV``, or first
    before 'and'/'n'); its possessive or contracted 's typed without the apostrophe ('kasias
    back', 'kasias mum') too. Returns the name's letters, or None."""
    from .names import first_name

    low, prev, nxt = at(n), at(n - 1), at(n + 1)
    first = n == 0 or prev in _OPENERS
    # ('a lass called brennas': after a verb of naming, the word is the name as it stands)
    stem = low[:-1] if low.endswith("s") and len(low) > 4 and first_name(
        low[:-1]) and not first_name(low) and prev not in {"called", "named"} else low
    if len(stem) < 3 or stem in english or stem in _NAME_WORDS or not first_name(stem):
        return None
    if prev in _NAME_SLOT_PREV or first and (nxt in {"and", "n"} or stem != low):
        return stem
    return None


def _in_compound(text: str, words: list[re.Match[str]], n: int, english: frozenset[str]) -> bool:
    """Word ``n`` is part of a hyphenated compound with an English word ('house-sat',
    'dog-sitting', 'self-employed'): no name ('anne-marie' may be one)."""
    m = words[n]
    joined_after = text[m.end():m.end() + 1] == "-" and n + 1 < len(words) and (
        words[n + 1].start() == m.end() + 1)
    joined_before = text[m.start() - 1:m.start()] == "-" and n > 0 and (
        words[n - 1].end() == m.start() - 1)
    parts = [words[k].group(0).casefold() for k in (n - 1, n, n + 1)
             if k == n or k == n - 1 and joined_before or k == n + 1 and joined_after]
    return len(parts) > 1 and any(not _name_like(part, english) for part in parts)


# what follows a name's 's read as is/has ("ysildes convinced", "ysildes not sure", "ysildes
# been saying") or as the possessive of a view ("ysildes theory")
_AFTER_NAME_S = frozenset(
    """convinced sure certain adamant positive worried not been always never still just
    really saying telling thinking gonna going like so also theory take view idea opinion verdict
    point pretty quite totally absolutely fully""".split()) | _STANCE_AFTER_BE | frozenset(  # noqa: SIM905
    # ('nells fuming that …', 'nells obsessed with …': a feeling or a stance after the 's of is)
    """fuming gutted livid raging furious annoyed upset stoked devastated relieved obsessed
    fussed bothered hooked addicted""".split())  # noqa: SIM905
# what follows the 's of 'is' after a name not met before ('ombreths not convinced …', 'ombreths
# always saying …'): a word that cannot start the noun a possessive name would have
_AFTER_NEW_NAME_IS = (_AFTER_NAME_S - frozenset(
    "theory take view idea opinion verdict point like so also just really".split())  # noqa: SIM905
                      ) | frozenset({"literally", "forever"})
_VIEW_HEADS = frozenset("take verdict opinion view words review thoughts".split())  # noqa: SIM905
_ADVERBS_AFTER_IS = frozenset(
    "not been always never still literally forever".split())  # noqa: SIM905
_AFTER_ROLE_IS = _AFTER_NAME_S | frozenset(
    "fine ok okay happy cool away off back home out".split())  # noqa: SIM905
def _role_apostrophe(low: str, before: str, after: str, casual: bool, after2: str = "") -> bool:
    """A possessed role noun with its apostrophe dropped: "my nephews tutor" (my nephew's tutor),
    "my dads financial adviser" (a modifier, then the role), 'my landlords fine with it' (the 's
    is 'is'; not a plural role: 'my parents fine')."""
    if before == "the" and low.endswith("s") and low[:-1] in EN_ROLE_NOUNS and (
            low not in _PLURAL_KIN and after in EN_ROLE_NOUNS and after not in {"s"}):
        return True  # ('the tenants nephew', 'the brides mum': a role's relation)
    if not (low.endswith("s") and low[:-1] in EN_ROLE_NOUNS and before in _POSSESSIVE_DET):
        return False
    if casual and low not in _PLURAL_KIN and low not in EN_ROLE_NOUNS and _thing_noun(after) and (
            after2 not in W.PREPOSITIONS or after2 in {"of"}):
        return True  # ('my aunts book club did it', 'my partners firm is …': the relative's thing)
    if after2 in EN_ROLE_NOUNS and after not in EN_ROLE_NOUNS and low not in _PLURAL_KIN and (
            after in W.ADJECTIVES or after.endswith(("al", "ic", "ive", "ary", "ial", "ing"))
            ) and after not in W.VERBS and after not in W.STOPWORDS:
        return True

    # (a singular role noun's -s right before 'a' or a verb's -ing form is the 's of 'is' in
    # any register: 'My mums finding it hard', 'my cousins a physio')
    return after in EN_ROLE_NOUNS or low not in EN_ROLE_NOUNS and (
        casual and after in _AFTER_ROLE_IS or after in ("a", "an") or _ing_verb(after))


_APOSTROPHE = re.compile("['\u2019]")
# what may stand between a subject and the rest of its predicate ('the clubs already talking')
_MID_ADVERBS = W.ADVERBS | {"def", "defo", "deffo", "apparently", "supposedly", "proper"}
# verbs of saying or thinking that take a clause and no person as object ('says her …')
_THAT_VERBS = frozenset(
    """says said say reckons reckoned reckon thinks thought think swears swore claims claimed
    insists insisted reckoning""".split())  # noqa: SIM905
_OBJECT_PRONOUNS = frozenset("me him her us them you".split())  # noqa: SIM905
_TIME_AFTER = frozenset("last next this back".split())  # noqa: SIM905


def _noun_s_is(text: str, words: list[re.Match[str]], low_at: list[str], n: int) -> bool:
    """A singular common noun's 's of 'is' / 'has' typed without its apostrophe, told apart
    from its plural by what follows: "the ferrys already running late", "my uncles thrilled",
    "the kilns a nightmare", "the gyms been shut". A plural noun phrase takes a finite verb
    ('the ferries are running', 'the gyms have been shut'); an -ing form, an adjective, a past
    participle that is no past tense, or an article right after it is ungrammatical, so the
    -s is the clitic. The noun is a subject: its phrase opens a clause (first, after
    punctuation, a conjunction, a verb of saying or thinking, or 'told him'), never an object
    ('sold her bikes last week'); the phrase is a possessive or 'the' and the noun (with
    at most one modifier before a person: 'my big sisters'); the noun is a dictionary word whose -s
    form is none ('news', 'series' stay) and no verb's ('the council wants'), and no noun said
    mostly in the plural ('parents')."""
    from .en_words import _common_words

    low = low_at[n]
    stem = low[:-1]
    if not (len(low) > 3 and low.isalpha() and low.endswith("s") and not low.endswith(
            ("ss", "us", "is")) and low not in _PLURAL_KIN and low not in _common_words()
            and (stem in _common_words() or stem in EN_ROLE_NOUNS) and stem not in W.VERBS):
        return False
    before = low_at[n - 1] if n else ""
    if before in _SUBJECT_DETS:
        det = n - 1
    elif n > 1 and low_at[n - 2] in _SUBJECT_DETS and before.isalpha() and (
            stem in EN_ROLE_NOUNS and before not in W.STOPWORDS and before not in W.VERBS
            and before not in _english() and before in _common_words()):
        # (a modifier before a person only: 'the pier reopens' is a noun and its verb)
        det = n - 2
    else:
        return False
    if not (_clause_start(text, words, low_at, det) or low_at[det - 1] == "that" or (
            det > 1 and low_at[det - 1] in _OBJECT_PRONOUNS and low_at[det - 2] in _TELL)) or (
            low_at[det] == "her" and _joined(text, words, det - 1, det)
            and low_at[det - 1] not in _THAT_VERBS and (
                low_at[det - 1] in W.VERBS | _TELL | W.REPORT_VERBS
                or low_at[det - 1].endswith("ed"))):
        return False  # ('told her bones take …', 'posted her rules on …': 'her' the object)
    k = n + 1
    while k < len(low_at) and k < n + 3 and low_at[k] in _MID_ADVERBS:
        k += 1
    if k >= len(low_at) or not all(_joined(text, words, i, i + 1) for i in range(n, k)):
        return False
    after = low_at[k]
    if after == "the" and k + 1 < len(low_at):
        # ('the kilns the same model', 'her cousins the best at it': a superlative's article)
        nxt = low_at[k + 1]
        return nxt in {"same", "only", "best", "worst", "one"} or len(nxt) > 4 and nxt.endswith(
            "est") and nxt[:-3] in W.ADJ_GENERAL
    if after in _TIME_AFTER or after in W.VERBS or any(
            w in _PLURAL_VERBS for w in _clause_rest(text, words, low_at, k)):
        return False  # ('the queues at the desk are …': the plural's own verb)
    if _ing_form(after) and _joined(text, words, k, k + 1) and (
            low_at[k + 1] in W.AUX or low_at[k + 1][:-1] in W.VERBS and low_at[k + 1][-1] == "s"):
        return False  # ('the bands tuning needs work': the -ing form a noun, then its verb)
    if after in {"in", "on", "at"}:
        # ('my cousins in the band and she reckons …': a place or body one is in, and no verb
        # of its own before the clause ends — a plural would have one: 'my sisters in Leeds
        # think …')
        rest = _clause_rest(text, words, low_at, k)
        end = k + len(rest)
        if end + 1 < len(low_at) and low_at[end] == "and" and low_at[end + 1] in {"i", "me"}:
            return False  # ('my friends in Leeds and I …')
        return len(rest) > 1 and not _finite(rest[1]) and not any(
            _finite(w) or w in W.VERBS or _ing_verb(w) for w in rest[2:])
    return (after in {"a", "an", "been", "gonna"} or after in W.ADJ_GENERAL
            or after in _AFTER_ROLE_IS and after not in W.PREPOSITIONS
            or after in _AFTER_THING_IS or _ing_form(after))


_PLURAL_VERBS = frozenset("are were have arent aren't werent weren't havent haven't".split())  # noqa: SIM905


def _clause_rest(text: str, words: list[re.Match[str]], low_at: list[str], k: int) -> list[str]:
    """The words from ``k`` to the end of its clause (the next punctuation or conjunction)."""
    out = [low_at[k]]
    for i in range(k + 1, len(words)):
        if any(c in text[words[i - 1].end():words[i].start()] for c in ".,!?;:") or (
                low_at[i] in W.CONJUNCTIONS):
            break
        out.append(low_at[i])
    return out


def _ing_form(low: str) -> bool:
    """An -ing form of a verb: of one the extractor knows, or of a dictionary word ('scrapping',
    'clearing'), never a word in -thing."""
    from .en_words import _common_words

    if _ing_verb(low):
        return True
    if not (len(low) > 5 and low.endswith("ing")) or low.endswith("thing"):
        return False
    base = low[:-3]
    words = _common_words()
    return base in words or base + "e" in words or base[-1] == base[-2] and base[:-1] in words


def _thing_noun(low: str) -> bool:
    """A common noun of the dictionary that is no verb, adjective, function word or role: the
    thing a possessive names ('book', 'firm', 'car')."""
    from .en_words import _common_words

    return (len(low) >= 3 and low.isalpha() and low in _common_words() and low not in W.VERBS
            and low not in W.ADJECTIVES and low not in W.ADVERBS and low not in W.STOPWORDS
            and low not in W.PREPOSITIONS and low not in W.PAST_FORMS and low not in W.AUX
            and low not in EN_ROLE_NOUNS and not low.endswith(("ing", "ed", "ly")))


# kin said in the plural far more than as one ('my parents old house'): no 's read into them
_PLURAL_KIN = frozenset("parents grandparents kids children folks twins".split())  # noqa: SIM905


def _kin_apostrophe(low: str, before: str, after: str, n: int) -> bool:
    """"and mums convinced …", 'dads like, no …': a bare kin word opening its clause, the 's of
    'is' typed without its apostrophe (a plural takes no 'convinced' or 'like' after it alone)."""
    return low.endswith("s") and low[:-1] in BARE_KIN and (
        n == 0 or before in _CLAUSE_START or before in OPENERS) and after in _AFTER_NAME_S


def _ing_verb(low: str) -> bool:
    """An -ing form of a verb the extractor knows ('finding', 'leaving', 'doing')."""
    return len(low) > 4 and low.endswith("ing") and (
        low[:-3] in W.VERBS or low[:-3] + "e" in W.VERBS
        or len(low) > 5 and low[-4] == low[-5] and low[:-4] in W.VERBS)


# pronoun contractions whose bare spelling is another word: read as the contraction only before
# a verb ('shell stay', 'hell be fine', 'wed love to', 'shed go')
_WORD_CONTRACTIONS = {"shell": "she'll", "hell": "he'll", "wed": "we'd", "shed": "she'd"}
# words after which 'were' has no subject of its own: a clause opens ('reckons were …')
_BEFORE_WERE = frozenset(
    "that and but so cos because if think reckon guess hope thinks reckons said says".split())  # noqa: SIM905
_AFTER_I_MODAL = frozenset("be have never just probably rather prob".split())  # noqa: SIM905
_POSSESSIVE_DET = frozenset("my your his her our their".split())  # noqa: SIM905
# a subject's determiner: a possessive or the article
_SUBJECT_DETS = _POSSESSIVE_DET | {"the"}
# verbs whose first object is the person told ("told ysilde the date moved")
# verbs of meeting or talking to someone, whose object is the person met
_MEET_ONE = frozenset(
    "met meet meeting rang phoned saw seen see visited visiting".split())  # noqa: SIM905
_MEET_TWO = frozenset(
    (v, p) for v in "bumped bump ran run chatted chatting spoke speaking talked talking".split()  # noqa: SIM905
    for p in ("into", "to", "with") if (p == "into") == (v in {"bumped", "bump", "ran", "run"}))
_MEET_THREE = frozenset(
    (v, "up", "with") for v in "met meet caught catch meeting catching".split())  # noqa: SIM905
# verbs of giving with two objects: the first is the one given to ('bought ysilde a scarf')
_GIVE = frozenset(
    "got get gets bought buy buys gave give gives sent send sends lent lend lends brought bring "
    "made make showed show handed hand owe owes owed".split())
_OBJ_DET = frozenset("a an some my his her their our".split())
_MEASURE = frozenset(
    "bit lot lots few little couple while second seconds minute minutes hour hours day days week "
    "weeks month months year years ton load fortnight mo sec".split())
_TELL = frozenset("told tell tells texted messaged warned asked reminded promised".split())  # noqa: SIM905


# words for a message newer than the dictionary: no name either
_MESSAGE_WORDS = frozenset("email e-mail dm voicemail tweet whatsapp insta snapchat".split())  # noqa: SIM905


def _name_like(low: str, english: frozenset[str], dictionary: bool = True) -> bool:
    """A lower-case word that may be a name: no word of the lists, no -s/-ing/-ly form, no
    past form of a verb of the lists, no apostrophe, three letters at least; with
    ``dictionary``, no headword of the general dictionary either (a slot that promises a person
    takes one as a role used as a name: 'according to matron')."""
    if low.endswith("ed") and (low[:-2] in W.VERBS or low[:-1] in W.VERBS
                               or low[:-3] in W.VERBS):  # "lived", "walked", "stopped"
        return False
    if low.endswith("ed") and inflected_word(low):
        return False  # the past of any verb of the dictionary ('my neighbour popped over')
    if low in _MESSAGE_WORDS:
        return False  # ('email says …': the message, not a name)
    if dictionary and W.common_word(low):
        return False  # 'seller reckons …', 'broth was …': a word of the dictionary, no name
    return not (low in english or low.endswith(("s", "ing", "ly")) or len(low) < 3 or "'" in low
                or "\u2019" in low)


def _name_in_s(low: str, english: frozenset[str]) -> bool:
    """A name ending in -s ('rufus', 'gerens'): no English word, nor is its stem one."""
    from .names import inflected_word

    return (len(low) >= 4 and low.endswith("s") and not low.endswith("ss") and low.isalpha()
            and low not in english and _name_like(low[:-1], english)
            and not inflected_word(low))  # ('my aunt breeds them': a verb)


# what one does with someone, before 'with'/'w' and the person ('lunch with ysilde', 'met up
# with ysilde')
_SOCIAL_ACTS = frozenset(
    """lunch dinner coffee coffees drinks drink breakfast brunch tea chat call date walk pint pints
    catchup out up facetime""".split())  # noqa: SIM905


def _object_name(low_at: list[str], n: int, english: frozenset[str], casual: bool = True) -> bool:
    """A bare word right after a verb of telling ("told ysilde …") or after a relation
    noun owned by a possessive determiner ("my cousin ysilde …"): a name."""
    if n == 0:
        return False
    low = low_at[n]
    if casual and low_at[n - 1] in _NAMING_ONE and low.isalpha() and len(low) >= 3 and (
            low not in english):
        return True  # 'a guy called erling': the slot names, so '-ing', '-s' names are taken too
    if not (_name_like(low, english, dictionary=False) or _name_in_s(low, english)):
        return False
    if n >= 2 and (low_at[n - 2], low_at[n - 1]) in _NAMING_PAIRS:
        return True  # 'according to ysilde', 'heard from ysilde', "his name's ysilde"
    if not (_name_like(low, english) or _name_in_s(low, english)):
        return False
    if low_at[n - 1] in _TELL or casual and low_at[n - 1] in _MEET_ONE:
        return True
    if casual and low_at[n - 1] in _GIVE and n + 2 < len(low_at) and low_at[n + 1] in _OBJ_DET and (
            low_at[n + 2] not in _MEASURE):
        # 'got ysilde a card', 'lent ysilde my bike': the one given to, then the thing (not 'got
        # home a bit late', 'bought bread a week ago': a measure after the article)
        return True
    if casual and n >= 2 and (low_at[n - 2], low_at[n - 1]) in _MEET_TWO or n >= 3 and (
            low_at[n - 3], low_at[n - 2], low_at[n - 1]) in _MEET_THREE:
        return True  # 'bumped into ysilde', 'caught up with ysilde': the person met
    if casual and low_at[n - 1] in _NAMING_ONE:
        return True  # 'a bloke called ysilde', "her name's ysilde"
    if casual and n >= 2 and low_at[n - 1] in {"with", "w"} and low_at[n - 2] in _SOCIAL_ACTS:
        return True  # 'lunch with ysilde', 'had coffee w ysilde', 'went out with ysilde'
    # one relation, singular ('my cousin ysilde'; 'our kids patience' is no name), in the texting
    # register only: prose keeps its capitals ('My sister popped round' names no one)
    return (casual and n >= 2 and low_at[n - 1] in EN_ROLE_NOUNS
            and not low_at[n - 1].endswith("s") and low_at[n - 2] in _POSSESSIVE_DET)


# auxiliaries that open a question before its subject ('did ysilde ring?', 'has ysilde paid?')
_QUESTION_AUX = frozenset(
    """did does do has have is was will would can could should""".split()  # noqa: SIM905
)
# words whose next word names a person: a source ("according to ysilde", "heard from ysilde")
# or a name given ("his name is ysilde", "a guy called ysilde", "she goes by ysilde")
_NAMING_PAIRS = frozenset({("according", "to"), ("heard", "from"), ("hear", "from"),
                           ("name", "is"), ("name", "was"), ("goes", "by"), ("went", "by")})
_NAMING_ONE = frozenset({"name's", "name\u2019s", "called", "named"})


_WHERE_STATE = frozenset("ok okay alright still back home around here there off".split())  # noqa: SIM905


def _question_subject(text: str, words: list[re.Match[str]], low_at: list[str], n: int,
                      english: frozenset[str]) -> bool:
    """A bare word between an auxiliary opening a question and a verb ('did ysilde give you the
    keys?', 'has ysilde paid?', 'is ysilde coming?'): the question's subject, a name (English
    needs a determiner before a common count noun there)."""
    if n == 0 or n + 1 >= len(words) or low_at[n - 1] not in _QUESTION_AUX or not _name_like(
            low_at[n], english):
        return False
    if n >= 2:
        before = text[words[n - 2].end():words[n - 1].start()]
        if not any(c in before for c in ".,;:!?") and low_at[n - 2] not in _CLAUSE_START:
            return False  # 'the pie did …': the auxiliary is no question's opening
    verb = low_at[n + 1]
    if verb in W.VERBS or verb in W.PAST_FORMS:
        return True
    if low_at[n - 1] in {"is", "was"} and (verb in W.PREPOSITIONS or verb in _WHERE_STATE):
        return True  # 'is ysilde on nights tonight?', 'was ysilde ok?': where or how one is
    if verb.endswith("ing"):
        stem = verb[:-3]
        return stem in W.VERBS or stem + "e" in W.VERBS or stem[:-1] in W.VERBS
    return verb.endswith("ed") and (verb[:-2] in W.VERBS or verb[:-1] in W.VERBS)


def _echoed_name(text: str, words: list[re.Match[str]], low_at: list[str], n: int,
                 english: frozenset[str]) -> bool:
    """A first name asked back alone, then answered about with 'he' or 'she' ('ysilde? yeah she
    said …', 'jasper? he told me …'): the echo question of a person just named."""
    from .names import first_name

    if n + 1 >= len(words) or text[words[n].end():words[n + 1].start()].strip() != "?" or (
            n and not any(c in text[words[n - 1].end():words[n].start()] for c in ".!?,")):
        return False
    if not (_name_like(low_at[n], english) or first_name(low_at[n]) and low_at[n] not in english):
        return False
    return any(w in {"he", "she", "hes", "shes", "he's", "she's"} for w in low_at[n + 1:n + 4])


def _gap(text: str, words: list[re.Match[str]], i: int) -> str:
    """What stands between word ``i`` and the next (a full stop after the last word)."""
    return text[words[i].end():words[i + 1].start()].strip() if i + 1 < len(words) else "."


def _role_end(text: str, words: list[re.Match[str]], low_at: list[str], i: int,
              any_noun: bool = False) -> int | None:
    """The end of 'the/my (adj) ROLE' starting at word ``i`` ('the umpire', 'our old landlady';
    with ``any_noun`` any one singular noun: 'the lifeguard'), or None."""
    if i >= len(words) or low_at[i] not in W.DETERMINERS | _POSSESSIVE_DET:
        return None
    for j in (i + 1, i + 2):
        if j < len(words) and low_at[j] in EN_ROLE_NOUNS and not low_at[j].endswith("s") and all(
                not _gap(text, words, k) for k in range(i, j)):
            return j + 1
    if any_noun and i + 1 < len(words) and not _gap(text, words, i) and not low_at[
            i + 1].endswith("s") and low_at[i + 1] not in W.STOPWORDS | W.VERBS:
        return i + 2
    return None


def _saying_at(low_at: list[str], j: int) -> bool:
    """A verb of saying at word ``j``, after at most a few adverbs or auxiliaries."""
    while j < len(low_at) - 1 and low_at[j] in _BEFORE_VERB:
        j += 1
    return j < len(low_at) and (low_at[j] in _REPORT or low_at[j] in _REPORTING)


_NEG_AUX = frozenset(
    "doesnt dont didnt doesn't don't didn't never".split())  # noqa: SIM905


def _apposed_name(text: str, words: list[re.Match[str]], low_at: list[str], n: int,
                  english: frozenset[str]) -> bool:
    """A bare word in apposition to a role noun, the two naming one person: the role set off
    by commas after it before a verb of saying ("ysilde, our landlady, says …") or "the" + role
    right after it ("ysilde the umpire told us …"), or the word set off by commas after a
    role ("the caretaker, ysilde, mentioned …"), or right after a possessed or determined role
    ("her key worker ysilde said …", "our landlord ysilde says …")."""
    if _role_then_name(text, words, low_at, n, english):
        return True
    if not _name_like(low_at[n], english) or n and low_at[n - 1] in W.DETERMINERS:
        return False  # ('the tester, this old guy …': a noun after its article)
    if n + 1 < len(words):
        gap = _gap(text, words, n)
        end = _role_end(text, words, low_at, n + 1, any_noun=not gap)
        if end is not None and _gap(text, words, end - 1) == ("," if gap else "") and gap in (
                "", ","):
            # 'ysilde the umpire told us', 'ysilde the lifeguard says', 'ysilde, our landlady, says'
            return _saying_at(low_at, end)
    if n + 2 < len(words) and _gap(text, words, n) == "," and low_at[n + 1] in (
            W.DETERMINERS | _POSSESSIVE_DET):
        # 'ysilde, the one from the choir, reckons …': any noun phrase set off by commas, then
        # a verb of saying
        for j in range(n + 2, min(n + 9, len(words) - 1)):
            gap = _gap(text, words, j)
            if gap == ",":
                k = j + 1 + (low_at[j + 1] in _NEG_AUX)  # 'doesnt think', 'never said'
                return _saying_at(low_at, k) or low_at[k] in {"was", "goes", "is", "think"}
            if gap not in ("", "-"):
                return False
    # 'the caretaker, ysilde, mentioned'
    if not (n >= 2 and _gap(text, words, n - 1) == "," and n + 1 < len(words)
            and _gap(text, words, n) == ","):
        return False
    if low_at[n - 1] in EN_ROLE_NOUNS and not low_at[n - 1].endswith("s") and (
            low_at[n - 2] in W.DETERMINERS | _POSSESSIVE_DET or _joined(text, words, n - 2, n - 1)):
        # (a role's noun phrase, then a first name between commas: the role's name whatever
        # follows — 'our landlord, ysilde, rang', '… from the caretaker, ysilde, that …')
        return True
    return _saying_at(low_at, n + 1) and _described_person_before(text, words, low_at, n)


def _role_then_name(text: str, words: list[re.Match[str]], low_at: list[str], n: int,
                    english: frozenset[str]) -> bool:
    """'her key worker ysilde said …', 'our landlord ulvane says …', 'my flatmate varnessa works
    there', 'the treasurer, petrosk, said …': a bare word (or the second of two) in apposition to a
    role noun said with its determiner or possessive — right after it, or set off by commas — is
    the role's name: a word no dictionary has, or before a verb of saying a first name of the
    reference no dictionary has (a name that looks like a word's form is no form of it)."""
    from .names import name_gender

    low = low_at[n]

    def role_at(k: int, agent: bool = False) -> bool:
        r = low_at[k] if 0 <= k < len(low_at) else ""
        # (a role of the lists, or before a verb of saying a noun of an agent: 'key worker',
        # 'tutor', 'therapist' — not 'the corner cafe')
        return not r.endswith("s") and (r in EN_ROLE_NOUNS or agent and r.endswith(
            ("er", "or", "ist", "ian")) and W.common_word(r) and r not in english) and any(
            low_at[j] in W.DETERMINERS or low_at[j] in _POSSESSIVE_DET
            for j in range(max(0, k - 3), k))

    def unknown(k: int) -> bool:
        return _unknown_word(low_at[k], english) and low_at[k] not in _NAME_WORDS

    # ('the treasurer, petrosk, said', 'the chef, khun tavorn, made us …': between commas)
    for start in (n, n - 1):
        if start < 1 or start > n or not role_at(start - 1) or _gap(text, words, start - 1) != ",":
            continue
        if all(unknown(k) for k in range(start, n + 1)) and n + 1 < len(words) and (
                _gap(text, words, n) == "," or start < n and _gap(text, words, start) == ""
                and _gap(text, words, n) == ","):
            return True
    if not (n >= 2 and role_at(n - 1, agent=True) and _gap(text, words, n - 1) == ""):
        return False
    if role_at(n - 1) and unknown(n) and (n + 1 >= len(words) or _gap(text, words, n) in (
            "", ",")):
        return True  # 'my flatmate varnessa works there', 'their bookings woman ysolt swore …'
    if not (n + 1 < len(words) and _gap(text, words, n) == "" and _saying_at(low_at, n + 1)):
        return False
    return _name_like(low, english) or (
        len(low) >= 3 and low.isalpha() and low not in english and not W.common_word(low)
        and name_gender(low) is not None)


def _described_person_before(text: str, words: list[re.Match[str]], low_at: list[str],
                             n: int) -> bool:
    """'the woman next to me in the class, ysilde, said …', 'the guy behind the bar, ysilde,
    reckons …': before the comma of word ``n``, a person noun after its article and the words
    that tell which one (no comma among them)."""
    from .attrib_en import PERSON_NOUNS

    for j in range(n - 2, max(-1, n - 10), -1):
        if _gap(text, words, j) != "":
            return False
        if low_at[j] in {"the", "this", "that", "a"} and (
                low_at[j + 1] in PERSON_NOUNS or low_at[j + 1] in EN_ROLE_NOUNS):
            return True
    return False


def _acted(words: list[re.Match[str]], n: int) -> bool:
    """Word ``n`` is followed (after at most one place adverb) by a past form of a verb of the
    lists or by was/were + -ing: a finite verb whose bare subject is a name ("brannoc drove
    past", "ysilde upstairs was hoovering")."""
    j = n + 1
    if j < len(words) and words[j].group(0).casefold() in _PLACE_ADVERBS | _ACT_ADVERBS:
        j += 1
    if j >= len(words):
        return False
    verb = words[j].group(0).casefold()
    if words[j].string[words[j].end():words[j].end() + 1] == "-":
        return False  # 'ice set-up': a compound, not a verb
    if verb in ("was", "were"):
        # a progressive ('was drilling'), not an evaluative participle ('was amazing')
        ing = words[j + 1].group(0).casefold() if j + 1 < len(words) else ""
        return ing.endswith("ing") and ing not in _english()
    if verb in W.PAST_FORMS and W.IRREGULAR.get(verb) in W.VERBS:
        return True
    return verb.endswith("ed") and (verb[:-2] in W.VERBS or verb[:-1] in W.VERBS)


# between a subject and its past verb: "brannoc finally sold it", "ysilde just quit"
_ACT_ADVERBS = frozenset("finally just already also actually literally never".split())  # noqa: SIM905
_OPENERS = frozenset(
    "ok okay oh ah lol lmao omg ngl tbh idk honestly apparently anyway yeah yep ya nah well hmm "  # noqa: SIM905
    "btw so wait fyi haha hahaha ugh urgh oof welp".split())
_PLACE_ADVERBS = frozenset("upstairs downstairs next door nextdoor there here".split())  # noqa: SIM905


_VIEW_NOUNS = frozenset("take theory view verdict opinion point".split())  # noqa: SIM905


def _bare_possessor(words: list[re.Match[str]], n: int, english: frozenset[str],
                    casual: bool = True) -> bool:
    """"brannocs mum reckons …", "how was ysildes tutor?": a word in -s that is no English
    word (nor its stem), then a singular relation or role noun, with no determiner before it
    (a plural noun as modifier has one: "the girls coach"): the possessive of a name without
    its apostrophe."""
    low = words[n].group(0).casefold()
    if (not low.endswith("s") or len(low) < 4 or low in english or low[:-1] in english
            or not _name_like(low[:-1], english) or n + 1 >= len(words)):
        return False
    role = words[n + 1].group(0).casefold()
    if role in _VIEW_NOUNS and n + 2 < len(words) and words[n + 2].group(0).casefold() in (
            "is", "was", "being"):
        return casual  # "ysildes take is that …": the possessor of a view
    saying = n + 2 < len(words) and words[n + 2].group(0).casefold() in _REPORT
    # ("said brannocs parents told her …": a plural role with its own verb of saying)
    plural = saying and role.endswith("s") and not role.endswith("ss") and (
        role[:-1] in EN_ROLE_NOUNS)
    if not plural and (role not in EN_ROLE_NOUNS or role.endswith("s") and not role.endswith(
            "ss")):
        return False
    before = words[n - 1].group(0).casefold() if n > 0 else ""
    before2 = words[n - 2].group(0).casefold() if n > 1 else ""
    if (before2 in W.DETERMINERS or before2 in _POSSESSIVE_DET) and before in english and (
            before not in EN_ROLE_NOUNS) and words[n - 1].end() + 1 == words[n].start() and (
            words[n - 2].end() + 1 == words[n - 1].start()):
        return False  # "the new sous chef said": a word of the noun phrase, no name's 's
    if before in {"the", "a", "an", "this", "that"}:
        return False  # ('the fixtures officer rang …': a plural noun as modifier, no name's 's)
    if n + 2 < len(words) and words[n + 2].group(0).casefold() in _REPORT:
        return True
    if not casual:
        return False
    # (after a preposition too: "heard it from ysildes mum", "according to brannocs boss")
    return before not in W.DETERMINERS and before not in _POSSESSIVE_DET and before not in (
        W.NUMBERS)


_AFFILIATION = frozenset("from at on in".split())  # noqa: SIM905


def _affiliation_end(words: list[re.Match[str]], n: int) -> int | None:
    """After word ``n``, a prepositional phrase of one to three words saying where a person is
    from ("from accounts", "at work", "on the next plot", "from my old job"): the index of the
    word after it, else None."""
    text = words[n].string
    if n + 2 >= len(words) or words[n + 1].group(0).casefold() not in _AFFILIATION:
        return None
    end = n + 2
    if words[end].group(0).casefold() in W.DETERMINERS or words[end].group(0).casefold() in (
            _POSSESSIVE_DET):
        end += 1
    end += 1  # the place's noun
    if end < len(words) and (words[end].group(0).casefold() not in _REPORT | _BEFORE_VERB
                             and words[end].group(0).casefold() not in W.PAST_FORMS
                             and words[end].group(0).casefold() not in _SECOND_PLACE):
        end += 1  # 'my old job', 'the next plot'
    end = _second_place_end(words, end)
    if end >= len(words) or any(
            text[words[i].end():words[i + 1].start()].strip(" ") for i in range(n, end - 1)):
        return None  # punctuation inside: no one phrase
    return end


_SECOND_PLACE = frozenset({"next", "across", "near", "by", "behind", "opposite", "beside"})


def _second_place_end(words: list[re.Match[str]], end: int) -> int:
    """Past a second place phrase after the first at ``end`` ("ysilde from the stall next to me
    said", "at the desk by the window"): 'next to'/'across from' or one preposition, a
    determiner or not, then its noun or an object pronoun; ``end`` when there is none."""
    if end + 1 >= len(words) or words[end].group(0).casefold() not in _SECOND_PLACE:
        return end
    k = end + 1
    if words[end].group(0).casefold() in {"next", "across"}:
        if words[k].group(0).casefold() not in {"to", "from"}:
            return end
        k += 1
    if k < len(words) and words[k].group(0).casefold() in {"me", "us", "mine", "ours"}:
        return k + 1
    if k < len(words) and words[k].group(0).casefold() in W.DETERMINERS:
        k += 1
    return k + 1 if k < len(words) else end


def _bare_name(text: str, words: list[re.Match[str]], n: int, english: frozenset[str],
               casual: bool = True) -> bool:
    """A bare lower-case word before a verb of saying at the start of a clause."""
    low = words[n].group(0).casefold()
    if not _name_like(low, english) or n + 1 >= len(words):
        return False
    between = text[words[n].end():words[n + 1].start()]
    if between.strip():  # "ysilde, says" or "ysilde: says" is no subject + verb
        return False
    # the verb, after a place or group the person is from ("ysilde from work said",
    # "brannoc at the gym was saying") and at most two adverbs or auxiliaries ("ysilde keeps
    # telling me", "ysilde was like", "brannoc literally said")
    aff = _affiliation_end(words, n) if casual else None
    j = start = aff or n + 1
    while j < len(words) - 1 and j <= start + 1 and words[j].group(0).casefold() in _BEFORE_VERB:
        j += 1
    verb = words[j].group(0).casefold()
    quotative = verb == "like" and j > start and words[j - 1].group(0).casefold() in ("was", "is")
    # ('kasia wasnt impressed', 'kasia is convinced …': a stance after 'be')
    stance = verb in _STANCE_AFTER_BE and j > start and words[j - 1].group(0).casefold() in (
        _BE_FORMS)
    # ('kasia doesnt rate it', 'kasia cant stand him', 'kasia wasnt a fan', 'kasia wont shut up
    # about …': an attitude or a going-on about something, after an auxiliary or 'be')
    nxt = words[j + 1].group(0).casefold() if j + 1 < len(words) else ""
    attitude = j > start and (verb in _ATTITUDE_AFTER_AUX or verb == "a" and nxt == "fan" or (
        verb == "shut" and nxt == "up") or verb == "not" and (nxt in _STANCE_AFTER_BE or nxt == "a")
        and words[j - 1].group(0).casefold() in _BE_FORMS)
    saying = verb in _REPORT or verb in _REPORTING or quotative or stance or attitude
    # any other verb after the place only with "from" + a possessive ("ysilde from my old job
    # met …"): where a person comes from, never where a thing is ("dinner at home was …")
    from_mine = aff is not None and words[n + 1].group(0).casefold() == "from" and words[
        n + 2].group(0).casefold() in _POSSESSIVE_DET
    if not saying and not _acted(words, aff - 1 if from_mine and aff else n):
        return False
    if n == 0:
        return True
    before = text[words[n - 1].end():words[n].start()]
    if before.strip() == "-" and before != "-":
        return True  # after a spaced dash ('… for anyone who missed it - brannoc won')
    if "-" in before and not before.strip(" -"):
        return False  # a piece of a hyphenated word ('buzzer-beater')
    if any(c in before for c in ".,;:!?\"(\u2014"):
        return True
    # a subject of any other verb only after an opener, never after a conjunction ("the food
    # and architecture was amazing": a coordinated mass noun)
    # (or, for a verb of saying, after the wh-word of a free relative: "that's not what ysilde
    # told me", "whatever ysilde says")
    return words[n - 1].group(0).casefold() in (
        _CLAUSE_START | _WH_RELATIVE if saying else _OPENERS)


# A subject said first and taken up again by a pronoun (left dislocation, common in speech and
# in English spoken as a second language): 'Uncle X, he said …', 'my manager, she told me …',
# 'the landlord, he says …' — the pronoun is the phrase before it, so the phrase is read as the
# subject. Where it opens a sentence, after an opener word, after ', but/and/so' or after a
# vocative ('X, your sister, she told me …'); never a person of the chat (that phrase is
# the one addressed: 'Ana, he said no').
_DISLOCATED_SUBJECT = re.compile(
    r"(?P<start>(?:^|[.!?]\s+|,\s(?:but|and|so)\s|^[A-Z][a-z]{1,20},\s)"
    r"(?i:(?:so|and|but|okay|ok|anyway|oh|well|also|yes|yeah|no|actually|honestly|then|now|"
    r"hmm|sorry),?\s+)?)"
    r"(?P<np>(?i:the|my|our|his|her|their|your)\s+(?:[a-z][\w-]*\s+){0,2}(?P<head>[a-z][\w-]*)"
    r"(?:\s+(?:in|at|from|on)\s+(?:the\s+)?(?:[A-Za-z][\w-]*\s+)?[A-Za-z][\w-]*)?"
    r"|(?:[A-Z][\w'-]*\.?\s+){0,2}[A-Z][\w'-]+)"
    r",\s+(?P<pro>he|she|they)\s+(?=[a-z])")


def dislocated_subject(text: str, present: Iterable[str] = (), people: Iterable[str] = ()) -> str:
    """``text`` with a subject said first and taken up again by a pronoun read as the subject
    ('Uncle X, he said …' → 'Uncle X said …'); ``present``: the chat's people, whom a phrase
    before a comma addresses instead; ``people``: others known by name (a lone capitalised
    word of under four letters is a name only when it is one of them or a first name of the
    reference: 'Ja, he said …' answers yes).

    >>> dislocated_subject("Right. Uncle Radko, he said the vines are fine.")
    'Right. Uncle Radko said the vines are fine.'
    >>> dislocated_subject("Ana, he said no.", ["Ana"])
    'Ana, he said no.'
    >>> dislocated_subject("Ana, your sister, she told me it's off.", ["Ana"])
    "Ana, your sister told me it's off."
    >>> dislocated_subject("My friend at the tax office, she said it's slow.")
    "My friend at the tax office said it's slow."
    """
    if ", he " not in text and ", she " not in text and ", they " not in text:
        return text
    keys = {p.casefold() for p in present if p}
    known = {p.casefold() for p in people if p}

    def read(m: re.Match[str]) -> str:
        np = m["np"]
        head = (m["head"] or np.split()[-1]).lower()
        if np.casefold() in keys or np.split()[0].casefold() in keys:
            return m.group(0)  # ('Ana, he said no': Ana is spoken to)
        if m["head"] and head not in EN_ROLE_NOUNS and head not in BARE_KIN and not (
                m["pro"] == "they" and head.endswith("s")):
            return m.group(0)  # ('the flat, it …', 'my point, she …': no person)
        if not m["head"] and (np.lower() in _english() or head in W.PRONOUNS or (
                " " not in np and np.casefold() not in known and not first_name(np)
                and len(np) < 4)):
            return m.group(0)  # ('Anyway, she …', 'Ja, he …': a word, an interjection)
        return f"{m['start']}{np} "

    return _DISLOCATED_SUBJECT.sub(read, text)


# a name, then an aside set off by dashes, then the name's verb of saying: 'X — my neighbour,
# long story — reckons …', 'X — her boys are at Y — says …'. The aside tells about X (who they
# are to the speaker, a clause of its own) and is no part of the frame; X, named, holds the view
# — not a person the aside speaks of. (A description before the dashes, 'the man at the till —
# X, he knew me — said …', is left as it is: the name inside is who it was.)
_NAME_DASH_ASIDE = re.compile(
    r"(?P<name>\b[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+)?)"
    # ('X, though — I asked him myself — thinks …': a contrast marker before the aside)
    r"(?:,?\s+(?:though|tho|mind|anyway))?\s+(?P<d>[\u2014\u2013]|-)\s+"
    r"(?P<aside>[^\u2014\u2013\n]{2,90}?)\s+(?P=d)\s+"
    r"(?=(?:(?:once|always|just|also|actually|apparently|still|even|then|now)\s+)?"
    r"(?P<verb>[a-z]+)\b)")


def name_dash_aside(text: str, people: Iterable[str] = ()) -> str:
    """``text`` with an aside between dashes after a name, before its verb of saying, left out.

    >>> name_dash_aside("Ysmay — my old landlady, long story — once said it floods.")
    'Ysmay once said it floods.'
    >>> name_dash_aside("The man at the till — Corvell, he knew me — said so.")
    'The man at the till — Corvell, he knew me — said so.'
    """
    if "\u2014" not in text and "\u2013" not in text and " - " not in text:
        return text
    known = {p.casefold() for p in people if p}

    def read(m: re.Match[str]) -> str:
        name = m["name"]
        first = name.split()[0]
        verb = m["verb"]
        if verb not in _REPORT:
            return m.group(0)
        last = name.split()[-1]
        if first.lower() in _english() and first.casefold() not in known and not first_name(
                first) and not (last != first and (last.casefold() in known or first_name(last)
                                                   or last.lower() not in _english())):
            # ('Honestly — and I mean it — says …': a word, no name; 'Uncle X — …' is a name
            # after its title)
            return m.group(0)
        return f"{name} "

    return _NAME_DASH_ASIDE.sub(read, text)
