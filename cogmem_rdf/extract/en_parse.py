"""English token-level helpers: tokens, names, noun chunks, verb lemmas, first-person restoring."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import en_words as W
from .frames_en import OPENERS, TITLES
from .lexicon import EN_NEGATIVE, EN_POSITIVE, EN_QUALITY_NEGATIVE, EN_QUALITY_POSITIVE
from .names import (
    EN_ROLE_NOUNS,
    _dictionary,
    common_first_name,
    first_name,
    inflected_word,
    name_key,
    place_word,
)
from .register_en import plain_first_name

if TYPE_CHECKING:
    from .discourse import TurnContext

_EVAL = EN_POSITIVE | EN_NEGATIVE
_QUALITY = EN_QUALITY_POSITIVE | EN_QUALITY_NEGATIVE

# words are runs of letters of any script ('Zsuzsanna', 'Øystein', 'Inés'), with inner hyphens and
# apostrophes; a Korean or other non-Latin run stays one word
_TOKEN = re.compile(
    # (a code of capitals and digits is one word: 'the Y3s', 'the B12', 'U9s')
    r"[A-Z]{1,3}\d{1,3}s?(?!\w)|"
    # (an initialism joined by '&' is one word: 'the A&E nurse', 'R&D', 'M&S')
    r"[A-Z]{1,2}&[A-Z]{1,2}s?(?!\w)|"
    # ('at no. 14': the abbreviation of 'number' before its number is one word, stop and all)
    r"(?i:no|nos|approx)\.(?=\s?\d)|"
    r"\d+(?:[,.]\d+)*(?:st|nd|rd|th|s)?|[^\W\d_]+(?:[-'][^\W\d_]+)*|[^\w\s]"
)
# a surname with an elided particle ('O'Shea', 'D'Arcy', 'N'Golo'): one capital, an apostrophe,
# a capitalised word — never a contraction ('I'm', 'Don't', 'It's')
APOSTROPHE_NAME = re.compile(r"^[A-Z]'[A-Z][^\W\d_]+$")
_SENT = re.compile(r"(?<=[.!?])\s+(?=[\"'(]?[A-Z0-9])")


@dataclass(frozen=True)
class Tok:
    text: str
    start: int
    end: int
    # the lower-cased text and the token without a possessive 's, computed once: the rules read
    # them ~1,000 times a turn
    low: str = field(init=False, repr=False, compare=False)
    base: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        t = self.text
        low = t.lower()
        object.__setattr__(self, "low", low)
        object.__setattr__(self, "base", t[:-2] if low.endswith("'s") and len(t) > 2 else t)


# Contractions typed without their apostrophe in chat ('doesnt', 'hes', 'theyre'), restored
# where the bare form is no other English word ('its', 'well', 'ill', 'were', 'shed', 'lets'
# and 'id' are left as typed).
_BARE_CONTRACTIONS = {
    **{w: w[:-1] + "'t" for w in (
        "dont doesnt didnt isnt arent wasnt werent cant couldnt wouldnt shouldnt wont hasnt "
        "havent hadnt mustnt neednt aint").split()},
    "im": "i'm", "ive": "i've", "youre": "you're", "youve": "you've", "youll": "you'll",
    "theyre": "they're", "theyve": "they've", "theyll": "they'll", "theyd": "they'd",
    "hes": "he's", "shes": "she's", "thats": "that's", "whats": "what's", "whos": "who's",
    "wheres": "where's", "theres": "there's", "heres": "here's", "hows": "how's",
    "itll": "it'll", "thatll": "that'll", "weve": "we've", "wouldve": "would've",
    "couldve": "could've", "shouldve": "should've", "mightve": "might've",
}
_BARE_CONTRACTION = re.compile(r"\b(?:" + "|".join(_BARE_CONTRACTIONS) + r")\b", re.I)


def _restore(m: re.Match[str]) -> str:
    word = m.group(0)
    full = _BARE_CONTRACTIONS[word.lower()]
    if word.isupper() and len(word) > 1:
        return full.upper()
    return full[0].upper() + full[1:] if word[0].isupper() else full


# 'its' before a word that cannot follow the possessive ('its half the price', 'its so good') is
# 'it's' typed without its apostrophe
_ITS = re.compile(
    r"\b([Ii])ts (?=(?:a|an|the|so|too|very|really|not|just|always|never|gonna|been|got|going|"
    r"like|only|still|all|quite|pretty|way|literally|actually|probably|definitely|half|fine|ok|"
    r"okay|good|bad|great|over|getting|because|cause)\b)"
)


# a quotation in single quotes ('no way, I'm cycling'): the opening one after a space or a
# comma/colon, the closing one before a space, punctuation or the end; contractions inside stay
_SINGLE_QUOTED = re.compile(
    r"(?:(?<=^)|(?<=[\s,:]))'([A-Za-z][^'\n]*?(?:'[a-z]{1,2}[^'\n]*?)*)'(?=[\s.,!?;]|$)"
)


_ELONGATED = re.compile(r"([a-z])\1{2,}", re.I)


def _unelongate_word(word: str) -> str:
    """'sooo' -> 'so', 'slowww' -> 'slow', 'goooood' -> 'good': a letter typed three or more
    times stands for one or two; two when the word then is a word we know ('good', 'too')."""
    two = _ELONGATED.sub(lambda r: r.group(1) * 2, word)
    one = _ELONGATED.sub(lambda r: r.group(1), word)
    return two if _known_word(two.lower()) else one


# the speaker's stance marks that open a sentence ('Tbh …', 'Imo …'; the frame rows' leads)
_STANCE_MARKS = frozenset({"tbh", "tbqh", "imo", "imho", "personally", "frankly", "honestly",
                           "apparently", "supposedly", "allegedly", "clearly"})


def _rated(w: str) -> bool:
    """A word the evaluative lexicons rate ('soggy', 'overpriced', 'rude')."""
    from .attrib_en import valence

    return valence(w) != 0.0


# the names of messaging and social platforms, capitalised before what was posted on them
_PLATFORMS = frozenset(
    "insta instagram facebook fb twitter tiktok google whatsapp snapchat linkedin".split())  # noqa: SIM905
_DERIVED_SHAPE = re.compile(r"(?:ing|ed|ly|tion|ness|ment|ity|ful|ous|ive)$")


def name_not_word(low: str) -> bool:
    """Is ``low`` a first name of the reference shaped like a derived word (-ed, -ing, -ly …)
    that no word list of ours knows, no verb form, and either one borne by many or no inflected
    form of a dictionary word ('alfred', 'billy', 'jared', 'hildred'; not 'hemming', 'harding':
    hem, hard; not 'ran', 'will': words of other shapes are read as they always were)?"""
    if not _DERIVED_SHAPE.search(low) or not first_name(low) or _known_word(low) or (
            low in W.PAST_FORMS or low in W.IRREGULAR):
        return False
    if common_first_name(low):
        return True
    words = _dictionary()
    stems: list[str] = []
    if low.endswith("ed"):
        stems = [low[:-2], low[:-1], low[:-3] if low[-3:-2] == low[-4:-3] else ""]
    elif low.endswith("ing"):
        stems = [low[:-3], low[:-3] + "e", low[:-4] if low[-4:-3] == low[-5:-4] else ""]
    return not any(len(x) >= 3 and x in words for x in stems)


def _known_word(w: str) -> bool:
    from .attrib_en import vader  # (attrib_en imports this module; vader() is cached there)

    return (
        w in W.STOPWORDS or w in W.ADVERBS or w in W.ADJ_GENERAL or w in W.VERBS or w in vader()
    )


# 'the minibus's booked for the 3rd', 'the choir's singing at the abbey': a thing's contracted 'is'
# before a participle and its complement, not a possessive ('the choir's touring bus')
_THING_IS = re.compile(
    r"\b(the|our|my|their|his|her|your) ([a-z]+)'s ((?:getting|going|coming|moving|leaving|"
    r"starting|having) |[a-z]+(?:ing|ed) (?=(?:the|a|an|for|on|at|in|to|by|with|from|this|next|"
    r"tomorrow|tonight|until|till)\b))"
)


# a thing's 'is' typed glued with no apostrophe in chat ('the gyms a rip off', 'my vans not
# working', 'the pools so cold'): a determiner, a noun ending in s, then an article, 'not',
# 'gonna' or a degree word before a word that is no verb's -s/-ed form
_DROPPED_IS = re.compile(
    r"\b(the|our|my|their|his|her|your) ([a-z]{2,}[^s\W'](?<!sse)(?<!xe)(?<!che)(?<!she))s "
    r"(?=(?:a|an|not|gonna|defo|def)\b|"
    r"(?:so|well|way|proper|absolutely|totally|pretty|kinda|literally) (?:a\b|an\b|"
    r"[a-z]+(?<!ed)(?<!es)\b))")

# a name with a modal or perfect contraction ("Ysolt'd know", "Ysolt'll kill me", "Ysolt've
# …"): the name and its auxiliary, so the name reads as a person and a subject; 'd before a
# participle is 'had' ("Ysolt'd already left")
_NAME_CONTRACTION = re.compile(r"\b([A-Z][a-z]+)'(d|ll|ve)\b(?=\s+([A-Za-z]+))")
_NOT_NAMES = frozenset(
    """i you he she it we they that this there here who what where when how why which everyone
    everybody someone somebody anyone anybody nobody noone one mine yours things thing people
    life mum mom dad everything nothing something anything""".split())  # noqa: SIM905
_HAD_NEXT = frozenset({"already", "been", "gone", "left", "just", "never", "done", "had", "got"})


def _name_aux(m: re.Match[str]) -> str:
    word = m.group(1)
    low = word.lower()
    if low in W.STOPWORDS or _known_word(low) or low in _NOT_NAMES:
        return m.group(0)  # ("It'll", "That'd", "There'd": a word, not a name)
    aux = m.group(2)
    if aux == "d":
        nxt = m.group(3).lower()
        full = "had" if nxt in _HAD_NEXT or nxt.endswith("ed") and not _known_word(nxt) else "would"
    else:
        full = "will" if aux == "ll" else "have"
    return f"{word} {full}"


# 'X seems to think …', 'she seemed to reckon …': the belief, hedged by the speaker's reading
# of it — the verb of belief itself, in the tense of 'seem'
_SEEM_TO = re.compile(r"\b(seems|seemed|seem)\s+to\s+(think|reckon|believe)\b", re.I)
_SEEM_FORMS = {("seems", "think"): "thinks", ("seems", "reckon"): "reckons",
               ("seems", "believe"): "believes", ("seemed", "think"): "thought",
               ("seemed", "reckon"): "reckoned", ("seemed", "believe"): "believed"}


# chat's comparison signs between two words ('the old one > the new one', 'trains < buses'):
# 'is better than' / 'is worse than' (not in numbers, arrows or quoted replies: '5 > 3', '->')
_COMPARED = re.compile(r"(?<=[A-Za-z])\s+([<>])\s+(?=[A-Za-z])")

# prepositions that take a noun phrase and never a clause: 'its' after one is the possessive
# ('on its way out', 'for its size'; 'like', 'as', 'since' … open clauses: 'like its nothing')
_BEFORE_POSSESSIVE_ITS = frozenset(
    """in on at to from with for of by about into onto under during near around through without
    across along among behind beside besides between beyond despite inside outside per toward
    towards upon via within against""".split()  # noqa: SIM905
)


def _its(m: re.Match[str]) -> str:
    before = m.string[:m.start()].split()
    if before and before[-1].lower() in _BEFORE_POSSESSIVE_ITS:
        return m.group(0)
    return m.group(1) + "t's "


def normalise(text: str) -> str:
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = _COMPARED.sub(lambda m: " is better than " if m[1] == ">" else " is worse than ", text)
    text = _SEEM_TO.sub(lambda m: _SEEM_FORMS.get((m[1].lower(), m[2].lower()), m[2]), text)
    text = _NAME_CONTRACTION.sub(_name_aux, text)
    text = _THING_IS.sub(lambda m: f"{m.group(1)} {m.group(2)} is {m.group(3)}", text)
    text = _DROPPED_IS.sub(lambda m: f"{m.group(1)} {m.group(2)}'s ", text)
    text = re.sub(r"[A-Za-z']*([a-z])\1{2,}[A-Za-z']*", lambda m: _unelongate_word(m.group(0)),
                  text)
    text = _SINGLE_QUOTED.sub(lambda m: f'"{m.group(1)}"', text)
    text = _ITS.sub(_its, text)
    return _BARE_CONTRACTION.sub(_restore, text)


# (and after a quotation closed on its own stop: '… the loneliness." I think …')
_ANY_SENT = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"\u201d\u2019]))\s+(?=\S)"
                       r"|\s*\n(?=\s*(?:[-•*–·]|\d{1,2}[.)])\s)")
_ABBREV = re.compile(
    # (an initial is a lone letter: not the 's of "That's Ottavio's.")
    r"(?:\b(?:mr|mrs|ms|dr|st|vs|etc|e\.g|i\.e|approx|no|jr|sr|prof)\.|(?<!['’])\b[A-Za-z]\.|"
    r"\.\.\.|…)$",
    re.I,
)


# an emoji ends a sentence in chat the way a full stop does ('yeah 😬 he said …')
_EMOJI = re.compile(
    r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF]"
    r"[\uFE0F\u200D\U0001F000-\U0001FAFF\u2600-\u27BF]*\s*"
)


def _open_quote(text: str) -> bool:
    """Does ``text`` leave a double quotation open (an odd number of straight marks, or more
    opening curly marks than closing ones)?"""
    return text.count('"') % 2 == 1 or text.count("\u201c") > text.count("\u201d")


def _closes_quote(text: str) -> bool:
    """Does ``text`` hold a mark that can close a double quotation?"""
    return '"' in text or "\u201d" in text


def sentences(text: str) -> list[str]:
    """Sentences, also where chat starts one in lower case ('her brother drives. he told her …');
    not after an abbreviation, an initial or an ellipsis before lower case."""
    out: list[str] = []
    pieces = [p for chunk in _EMOJI.split(text) for p in _ANY_SENT.split(chunk)]
    for k, piece in enumerate(pieces):
        piece = piece.strip()
        if not piece:
            continue
        if out and _open_quote(out[-1]) and any(_closes_quote(p) for p in pieces[k:]):
            # ('"The gym? Total rip-off," she said.': a stop inside a quotation ends no
            # sentence of the turn — the quotation goes on to its closing mark)
            out[-1] = f"{out[-1]} {piece}"
        elif out and (
            _ABBREV.search(out[-1])
            and (
                piece[:1].islower()
                # ('at no. 14', 'approx. 40 quid': a number after an abbreviation goes on)
                or piece[:1].isdigit()
                or re.search(r"\b(?:mr|mrs|ms|dr|st|prof)\.$|(?<!['’])\b[A-Z]\.$", out[-1], re.I)
            )
        ):
            out[-1] = f"{out[-1]} {piece}"
        else:
            out.append(piece)
    return out


def tokenize(text: str) -> list[Tok]:
    """The tokens of ``text`` (a new list; the tokens are frozen and shared: the rules tokenize
    the same sentence and clause about ten times a turn)."""
    return list(_tokens(text))


@functools.lru_cache(maxsize=4096)
def _tokens(text: str) -> tuple[Tok, ...]:
    return tuple(Tok(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text))


_SG_AUX = frozenset(
    [
        "is",
        "was",
        "has",
        "had",
        "will",
        "would",
        "won't",
        "didn't",
        "doesn't",
        "wasn't",
        "isn't",
        "can",
        "could",
        "should",
        "can't",
        "might",
        "must",
        "hasn't",
        "hadn't",
        "wouldn't",
        "couldn't",
        "never",
    ]
)


_ARTICLES = frozenset({"the", "a", "an"})
_CALENDAR = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday day weekend".split())
# the days' short forms ('last Fri', 'on Tues'): no name
_DAY_ABBREVIATIONS = frozenset("mon tue tues wed weds thu thur thurs fri sat sun".split())
_PLURAL_VERBS = frozenset(
    "are were have do don't aren't weren't haven't look looked seem seemed cost".split())
_AFFAIRS = frozenset(
    "thing things drama situation saga business stuff incident story mess fiasco debacle affair "
    "scandal row".split())
_INTENSIFIERS = frozenset(
    "way super really pretty kinda totally well so too very quite rather fairly".split())


# verbs and auxiliaries that may open a predicate right after a comma-closed apposition
_AFTER_APPOSITION = frozenset(
    """goes went keeps kept asked wondered swears swore reckon does did doesn't didn't don't
    never always still also really apparently just has had is was might must may could would
    will""".split())  # noqa: SIM905


def comma_apposition_end(toks: Sequence[Tok], k: int) -> int | None:
    """'<Name>, the one from the bell-ringers, reckons …', '<Name>, my old tutor, goes …': at
    ``k`` a comma, a determiner and a verbless noun phrase (any words) closed by a comma, then a
    verb — the index after the closing comma; None otherwise ('<Name>, the dog is loose')."""
    if k + 3 >= len(toks) or toks[k].text != "," or toks[k + 1].low not in {
            "the", "our", "my", "your", "their", "his", "her", "a", "an", "who", "who's",
            "who'd", "when", "bless", "god"}:
        # ('Mira, who'd know, reckons …', 'Mira, when I asked, said …', 'Mira, bless her, …':
        # a relative or temporal clause, or a blessing, as the aside)
        return None
    clause = toks[k + 1].low in {"who", "who's", "who'd", "when"}
    for c in range(k + 2, min(k + 10, len(toks) - 1)):
        t = toks[c]
        if t.text == ",":
            nxt = toks[c + 1].low
            if c > k + 2 and (nxt in W.REPORT_VERBS or not clause and nxt in _AFTER_APPOSITION
                              # ('X, our health visitor, brought up …': the subject's own verb)
                              or not clause and is_past(nxt)
                              or (
                    # 'X, our lodger, supposedly said …': a -ly adverb, then the verb
                    nxt.endswith("ly") and nxt not in W.LY_NOUNS and c + 2 < len(toks)
                    and (toks[c + 2].low in W.REPORT_VERBS
                         or toks[c + 2].low in _AFTER_APPOSITION))):
                return c + 1
            return None
        if not (t.text[:1].isalnum() or t.text in {"-", "'"}) or (t.low in _SG_AUX or (
                t.low in W.REPORT_VERBS)) and not clause:
            return None
    return None


def _appositive_role(toks: Sequence[Tok], k: int) -> bool:
    """'<Name> the plumber reckons', '<Name>, our landlady, said': a role in apposition follows."""
    if comma_apposition_end(toks, k) is not None:
        return True
    comma = k < len(toks) and toks[k].text == ","
    k += comma
    if k >= len(toks) or toks[k].low not in {"the", "our", "my"}:
        return False
    if comma and not any(t.text == "," for t in toks[k + 1:k + 5]):
        return False  # '<Name>, the dog is loose!' calls someone
    if not comma and k + 2 < len(toks) and toks[k + 1].text.isalpha() and (
            toks[k + 1].text.islower() and not toks[k + 1].low.endswith("s")
            and toks[k + 2].low in W.REPORT_VERBS):
        return True  # '<Name> the lifeguard told us': any one noun, then a verb of saying
    return any(
        toks[j].low.rstrip("s") in EN_ROLE_NOUNS or toks[j].text.isupper() and len(toks[j].text) > 1
        for j in range(k + 1, min(k + 3, len(toks)))
    )


_ASIDE_DELIMS = frozenset({",", "-", "—", "–"})
_DASHES = frozenset({"-", "—", "–"})
_BEFORE_REPORT = frozenset(
    "is was has had keeps kept just also really apparently still always does did".split())


def aside_then_report(toks: Sequence[Tok], k: int) -> bool:
    """'<Name>, bless her, thinks …', '<Name> - you know, X's sister - says …': an aside set
    off by commas or dashes, then a verb of saying or thinking."""
    if k >= len(toks) or toks[k].text not in _ASIDE_DELIMS:
        return False
    # (an aside opened by a dash closes at a dash, commas inside it: '<Name> — the treasurer,
    # the one with the van — she told me …')
    dash = toks[k].text != ","
    j = next((x for x in range(k + 2, min(k + (13 if dash else 12), len(toks)))
              if (toks[x].text in _DASHES if dash else toks[x].text in _ASIDE_DELIMS)
              and not (toks[x].text == "," and x > 0 and toks[x - 1].low == "know")), None)
    if j is None or not all(t.text[:1].isalnum() or t.text in {"'s", ","} for t in toks[k + 1:j]):
        return False
    v = j + 1
    if v + 1 < len(toks) and toks[v].low in {"he", "she", "they"}:
        v += 1  # '…, she told me': the subject taken up again by a pronoun
    while v < len(toks) and v < j + 3 and toks[v].low in _BEFORE_REPORT:
        v += 1
    return v < len(toks) and (toks[v].low in W.REPORT_VERBS or toks[v].low in {
        "saying", "reckons", "goes", "swears", "thinks", "reckoned"})


_REFLEXIVE = frozenset({"herself", "himself", "themselves", "themself"})


def _report_after_adverb(toks: Sequence[Tok], k: int) -> bool:
    """'<Name> obviously thinks …', '<Name> herself said …', '<Name> for one reckons …': one or
    two adverbial words between a subject and its verb of saying or thinking."""
    for j in range(k + 1, min(k + 3, len(toks))):
        w = toks[j - 1].low
        if not (w.endswith("ly") or w in _REFLEXIVE or w in {
                "for", "one", "too", "also", "just", "even", "always", "still", "once", "never"}):
            return False
        if toks[j].low in W.REPORT_VERBS:
            return True
    return False


def proper_pair(toks: Sequence[Tok], i: int) -> bool:
    """'and'/'&' at ``i`` inside one proper name after 'the' ('the Fox & Drum', 'the Crown and
    Anchor', 'the Bell and Dragon Inn'): capitalised words on both sides, an article before."""
    if toks[i].low not in {"and", "&", "n"} or i + 1 >= len(toks) or i < 2:
        return False
    if not toks[i + 1].text[:1].isupper() or not toks[i - 1].text[:1].isupper():
        return False
    j = i - 1
    while j > 0 and toks[j].text[:1].isupper() and toks[j].text.isalpha():
        j -= 1
    return toks[j].low in _ARTICLES and j < i - 1


@functools.lru_cache(maxsize=1)
def _stop_word_names() -> frozenset[str]:
    """Capitalised words the extractor takes for no name (a month, 'Will', 'Hope', 'May') that
    are also first names of the reference: no pronoun, determiner, adverb or filler."""
    out = set()
    for w in W.CAP_STOP:
        low = w.lower()
        if first_name(w) and not (low in W.STOPWORDS or low in W.PRONOUNS or low in W.DETERMINERS
                                  or low in W.ADVERBS or low in W.FILLERS or low in _CALENDAR):
            out.add(w)
    return frozenset(out)


def stop_word_name(word: str) -> bool:
    """Is ``word`` a capitalised word the extractor takes for no name that is also a first name
    ('Love', 'True'; not a month, a pronoun or a determiner)?"""
    return word in _stop_word_names()


# verbs of contacting and telling whose object is a person ('rang X', 'texted X', 'told X')
_CONTACT_VERBS = frozenset(
    """rang ring rung phoned phone called call texted text messaged message emailed email pinged
    told tell asked ask dm'd dmed whatsapped facetimed""".split())  # noqa: SIM905
# verbs of talking whose person follows 'to', 'from' or 'with' ('heard from X', 'spoke to X')
_TALK_VERBS = frozenset(
    """heard hear spoke speak spoken talked talk talking speaking chatted chatting chat
    spoken""".split())  # noqa: SIM905
# verbs of visiting or meeting whose object is a person ('went to see April', 'met June')
# prepositions of place ('in Lisbon', 'at Carrowmore', 'near Ardmore')
_LOCATIVE = frozenset("in at near around outside inside across via through".split())  # noqa: SIM905
_MONTHS = frozenset("""january february march april may june july august september october
    november december""".split())  # noqa: SIM905
_BEFORE_MONTH = frozenset({"in", "since", "until", "till", "by", "before", "after", "during"})
# words before 'at' and 'in' that take a person ('laughed at X', 'mad at X', 'believe in X')
_AT_PERSON = frozenset(
    """laughed laugh laughing laughs shouted shout shouting yelled yell yelling looked look
    looking stared staring smiled smiling waved waving glared snapped swore mad angry cross
    annoyed furious upset""".split())  # noqa: SIM905
_IN_PERSON = frozenset("believe believed believes trust confided confide interested".split())  # noqa: SIM905
# verbs before 'back to' of an answer, not a return ('get back to X', 'rang her back to …');
# and of hearing, before 'back from' and 'through' ('heard back from X', 'heard through X')
_ANSWERED = frozenset("get got gets getting write wrote call called ring rang text texted".split())  # noqa: E501, SIM905
_HEARING = frozenset("hear heard hearing hears".split())  # noqa: SIM905
# nouns of a place, before a place's name in apposition ('my home town, Oskarby')
_PLACE_NOUNS = frozenset(
    """country city town village hometown capital island state county region province""".split())  # noqa: SIM905
# words of coming and going before 'from'/'to' of a place ('back from X', 'moved to X', 'a
# flight to X'); after other words the one from or to may be a person ('a text from X')
_GOING = frozenset(
    """back went go goes going gone moved move moves moving flew fly flying flight flights
    drove drive driving travelled traveled travelling traveling trip trips holiday holidays
    vacation journey train bus ferry ticket tickets relocated emigrated returned returning
    arrived arriving headed heading home visit commute commuted""".split())  # noqa: SIM905
# verbs whose object is a thing done, learnt or streamed ('doing Pilates', 'learning
# Ardish', 'binged Vantorflix'), never a person so named
_ACTIVITY_VERBS = frozenset(
    """doing learning learnt learned learn studying studied study binged binging bingeing
    streaming streamed ordering ordered speaks speaking spoke""".split())  # noqa: SIM905
# verbs of meeting whose person follows a preposition ('bumped into X', 'ran into X')
_MET_VERBS = frozenset("bumped ran run running bumping".split())  # noqa: SIM905
_VISIT_VERBS = frozenset("see saw seen visit visited visiting met meet meeting".split())  # noqa: SIM905
# what comes from a person ('news from June', 'a text from May')
_MESSAGE_NOUNS = frozenset(
    "news word text message email call update letter card reply answer".split())  # noqa: SIM905
_QUESTION_AUX = frozenset("did does has have didn't doesn't hasn't".split())  # noqa: SIM905
# what a person does that a question asks about ('did April say …', 'has June heard …')
_ASKED_VERBS = frozenset(
    """say said tell told think reckon mention mentioned hear heard ask asked ring rang call
    called text texted reply replied answer answered agree agreed like liked love loved hate
    hated enjoy enjoyed want wanted""".split())  # noqa: SIM905
_ROLE_DETS = frozenset("the our my your his her their".split())  # noqa: SIM905
# view nouns a person's possessive takes ("X's exact words", "X's take")
_VIEW_OF = frozenset("words take view theory verdict opinion advice idea".split())  # noqa: SIM905
# words between a subject and its verb of saying ('X was saying', 'X also reckons')
_SUBJ_GAP = frozenset(
    """is was has had keeps kept just also really apparently still always does did literally
    even actually then doesn't didn't does did never""".split())  # noqa: SIM905
# a stance after 'is'/'was' ('X is convinced …', 'X was adamant …')
_STANCE_AFTER_IS = frozenset("convinced sure adamant certain positive".split())  # noqa: SIM905
_SAYING_MORE = frozenset(
    "goes went swears swore reckons reckoned thinks saying telling texted messaged rang".split())


def _saying_after(toks: Sequence[Tok], k: int) -> bool:
    """From ``k``, at most two auxiliaries or adverbs, then a verb of saying or thinking ('said',
    'was like', 'keeps saying', 'also reckons')."""
    j = k
    while j < len(toks) and j < k + 2 and (toks[j].low in _SUBJ_GAP or toks[j].low.endswith("ly")
                                           and toks[j].low not in W.REPORT_VERBS):
        j += 1
    if j >= len(toks):
        return False
    low = toks[j].low
    if (low == "like" or low in _STANCE_AFTER_IS) and j > k and toks[j - 1].low in {"is", "was"}:
        return True  # 'X was like …': a quotative; 'X is convinced …': a stance
    if low in {"think", "reckon", "believe"} and j > k and toks[j - 1].low in {
            "doesn't", "didn't", "does", "did"}:
        return True  # 'X doesn't think …'

    if low in {"saying", "telling"} and not (j > k and toks[j - 1].low in _SUBJ_GAP):
        return False
    return low in W.REPORT_VERBS or low in _SAYING_MORE


# verbs whose subject may be a time ('May flew by', 'June came and went'): no person's act
_TIME_VERBS = frozenset("was is came passed flew ended began started went".split())  # noqa: SIM905
_NOT_AUX = frozenset("isn't wasn't hasn't didn't doesn't never".split())  # noqa: SIM905


def _acts_then_says(toks: Sequence[Tok], i: int) -> bool:
    """At ``i`` the subject of a verb of acting in the past ('April returned …', 'June wasn't
    convinced …'), and later in the sentence 'she'/'he' (or 'and') before a verb of saying: the
    one who acted is the one who says ('…, she said …', '… and was like …')."""
    if i + 1 >= len(toks):
        return False
    nxt = toks[i + 1].low
    if nxt in _TIME_VERBS and not (nxt == "went" and i + 2 < len(toks) and toks[i + 2].low in {
            "last", "to", "there", "yesterday", "round", "over"}):
        return False
    if not (nxt in W.PAST_FORMS or is_past(nxt) or nxt in _NOT_AUX or nxt == "went"):
        return False
    return any(toks[k].low in {"she", "he", "and"} and _saying_after(toks, k + 1)
               for k in range(i + 2, min(i + 16, len(toks) - 1)))


def word_name_slot(toks: Sequence[Tok], i: int) -> bool:
    """A capitalised word that is also a word (a month, 'Will', 'Hope', 'May'), at ``i``, read
    as a person's first name only in a person's slot: the subject of a verb of saying or
    thinking ('April reckons …', 'June was like …'; not 'May I …', 'Will you …'), after its
    place or group ('April from the office said …', 'June next door reckons …'), in apposition
    with a role noun ('our director, April, told us …', 'April, the vicar, said …'), its
    possessive before a role or a view ("April's manager", "June's exact words"; not "April's
    rent"), after 'according to', or the object of a verb of contacting or talking ('rang
    April', 'heard from June'; not 'in April', 'by June', 'April 5th'). No slot, no name."""
    return toks[i].base in _stop_word_names() and person_slot(toks, i)


def word_name_source(toks: Sequence[Tok], i: int) -> bool:
    """A first name of the reference that is also a word ('Sunny', 'Joy') and a surname after it,
    at ``i``, where a source stands: before a verb of saying, after 'according to' or 'from'
    ('Sunny Vantor said …', 'heard from Joy Marrable that …') — one person there."""
    prev = toks[i - 1].low if i > 0 else "."
    prev2 = toks[i - 2].low if i > 1 else "."
    return first_name(toks[i].base) and (_saying_after(toks, i + 2) or prev == "from" or (
        prev2, prev) == ("according", "to"))


# terms of respect said after a name in South and Southeast Asian English and Japanese ('Desai
# aunty', 'Verma ji', 'Joseph chettan', 'Tanaka san'); words that are also given names or
# English words ('Anna', 'ate', 'Lola') left out
NAME_HONORIFICS = frozenset({"aunty", "auntie", "uncle", "ji", "sahib", "saab", "didi", "bhaiya",
                             "bhaiyya", "bhai", "chettan", "chechi", "akka", "dada", "san",
                             "sensei", "sama", "tita", "tito", "kuya", "manang", "manong",
                             # (Hindi and Urdu kin said after the name: 'X mama', 'X masi')
                             "mama", "mami", "masi", "mausi", "chacha", "chachi", "kaka", "kaki",
                             "mamu", "bua"})


# after 'Name,' opening a sentence: a pronoun taking the name up as the topic ('X, she's
# convinced …'), or a clause with a subject of its own after the one spoken to ('X, the plumber
# came') — not 'you' (one addressed, a participant named as they are spoken to)
_TOPIC_TAKEN_UP = frozenset({"he", "she", "they", "he's", "she's", "they're", "the", "a", "an",
                             "our", "my", "his", "her", "their", "well", "um", "erm", "uh"})


def person_slot(toks: Sequence[Tok], i: int) -> bool:
    """Is the word at ``i`` in a person's slot (``word_name_slot``): the subject of a verb of
    saying or thinking, after a title, the object of a verb of contacting, in apposition with a
    role …? A word that is also an English word is read as a name only there."""
    base = toks[i].base
    low = toks[i].low
    prev = toks[i - 1].low if i > 0 else "."
    prev2 = toks[i - 2].low if i > 1 else "."
    nxt = toks[i + 1].low if i + 1 < len(toks) else "."
    if nxt[:1].isdigit() or nxt in W.NUMBERS or re.fullmatch(r"\d+(?:st|nd|rd|th)", nxt):
        return False  # 'April 5th', 'June 3': a date
    if prev in W.PREPOSITIONS and not (prev2 == "according" and prev == "to") and not (
            prev == "from" and prev2 in _MESSAGE_NOUNS) and not (
            prev2 in _TALK_VERBS and prev in {"to", "from", "with"}) or prev in W.DETERMINERS or (
            prev in {"next", "last", "this", "every", "early", "late", "mid", "since", "till",
                     "til", "until", "by", "before", "after"}):
        return False  # 'in April', 'next May', 'by June', 'the April rota'
    if prev in EN_ROLE_NOUNS and prev2 in _ROLE_DETS - {"the"} and not (
            i + 1 < len(toks) and toks[i + 1].low in W.VERBS and toks[i + 1].low == lemma(
                toks[i + 1].low) and base in {"Will", "May"}):
        return True  # 'my cousin April works there', 'his mate May' (not 'my mate will go')
    if prev in {"per", "called", "named", "name's"} or (prev2, prev) == ("name", "is"):
        return True  # 'per April, …', 'a woman called June', "her name's May"
    if prev in _QUESTION_AUX and i + 1 < len(toks) and (toks[i + 1].low in _ASKED_VERBS or (
            toks[i + 1].low in {"get", "got"} and i + 2 < len(toks) and toks[i + 2].low == "back")):
        return True  # 'did April say …', 'has June heard …', 'did May get back to you'
    if prev.rstrip(".") in TITLES or i > 0 and toks[i - 1].text[:1].isupper() and (
            prev in EN_ROLE_NOUNS) or prev in _VISIT_VERBS or prev == "from" and prev2 in (
            _MESSAGE_NOUNS):
        return True  # 'Auntie June', 'went to see April', 'any news from May?'
    if prev2 == "according" and prev == "to" or prev in _CONTACT_VERBS or (
            prev2 in _TALK_VERBS and prev in {"to", "from", "with"}):
        return True
    if low.endswith("'s"):
        return i + 1 < len(toks) and (nxt in EN_ROLE_NOUNS or nxt in _VIEW_OF or (
            nxt == "exact" and i + 2 < len(toks) and toks[i + 2].low in _VIEW_OF))
    if prev == "," and nxt == "," and prev2 in EN_ROLE_NOUNS:
        return True  # 'the treasurer, June, …': in apposition with a role noun
    if prev == "," and nxt == "," and _saying_after(toks, i + 2) and any(
            toks[k].low in _ROLE_DETS and all(
                t.text[:1].isalpha() and t.text.islower() for t in toks[k + 1:i - 1])
            for k in range(max(0, i - 5), i - 2)):
        return True  # 'our director, April, told us …', 'the venue manager, June, warned us …'
    if nxt in {"i", "you", "we", "he", "she", "they", "it", "not"}:
        return False  # 'May I …', 'Will you …': the auxiliary opening a question
    if nxt == "," and i + 2 < len(toks) and toks[i + 2].low in _ROLE_DETS and any(
            toks[c].text == "," and toks[c - 1].low in EN_ROLE_NOUNS and all(
                t.text[:1].isalpha() and t.text.islower() for t in toks[i + 3:c])
            for c in range(i + 4, min(i + 8, len(toks)))):
        return True  # 'Hope, the vicar, wasn't keen …': a role in apposition, set off by commas
    if _saying_after(toks, i + 1) or _appositive_role(toks, i + 1) or aside_then_report(
            toks, i + 1):
        return True
    if nxt in {"from", "at", "on", "in"} and any(
            _saying_after(toks, j) for j in range(i + 3, min(i + 6, len(toks)))
            if all(t.text[:1].isalnum() or t.text == "'s" for t in toks[i + 2:j])):
        return True  # 'April from the office said …', 'June at work was like …'
    if (i == 0 or toks[i - 1].text in {".", "!", "?", ",", '"'} or prev in {"and", "but", "so"}
            or prev in OPENERS) and _acts_then_says(toks, i):
        return True  # 'April took one look and went "…"', 'June returned hers, she said …'
    if nxt in {"upstairs", "downstairs", "there", "here"} and _saying_after(toks, i + 2):
        return True  # 'June upstairs reckons …', 'June there was saying …' (at the place named)
    return nxt == "next" and i + 3 < len(toks) and toks[i + 2].low == "door" and _saying_after(
        toks, i + 3)


@functools.lru_cache(maxsize=8)
def _key_table(known: tuple[str, ...]) -> dict[str, str]:
    """``name_key`` → the known spelling (the last one with that key), built once per list of
    known people: an ingest passes the same growing list for every turn, and a memory of a
    thousand speakers would otherwise rebuild it each time."""
    return {name_key(k): k for k in known}


class Names:
    """Decides which tokens are person names, given the known people of the memory."""

    def __init__(self, known: Sequence[str], speaker: str, recent: Sequence[str] = (),
                 text: str | None = None, disc: TurnContext | None = None) -> None:
        self.speaker = speaker
        # the discourse's memory of the conversation's words (``TurnContext.common``, ``thing``,
        # ``note_thing``)
        self._disc = disc
        # the whole turn (read for its register, ``lower_case_register``, when needed)
        self._text = text
        self._register: bool | None = None
        self.known = [k for k in known if k]
        self._keys = _key_table(tuple(self.known))  # shared: read only
        key = name_key(speaker)
        self._speaker = None if key in self._keys else (key, speaker)
        # people the conversation has named already ('the Ysolt thing' after Ysolt was named)
        self._recent = {name_key(r) for r in recent if r and "'" not in r}

    def _lower_case(self, toks: Sequence[Tok]) -> bool:
        """The turn's register (``lower_case_register``), read once; a sentence's own when the
        turn was not given."""
        if not self._text:
            return lower_case_register(toks)
        if self._register is None:
            self._register = lower_case_register(tokenize(self._text))
        return self._register

    def _as_word(self, toks: Sequence[Tok], i: int) -> bool:
        """Is the capitalised word opening a sentence at ``i`` (its possessive or 's too) a
        word the conversation writes in lower case, with nothing saying it is a person?"""
        base = toks[i].base
        low = base.lower()
        if not (low.isalpha() and len(low) >= 3 and self._disc is not None
                and self._disc.common(low) and (W.common_word(low) or low in _dictionary())):
            return False
        return (name_key(base) not in self._recent and not person_slot(toks, i)
                and not self._lower_case(toks) and not _he_or_she_after(toks, i))

    def known_form(self, word: str) -> str | None:
        key = name_key(word)
        found = self._keys.get(key)
        if found is None and self._speaker is not None and self._speaker[0] == key:
            return self._speaker[1]
        return found

    def is_name(self, toks: Sequence[Tok], i: int) -> bool:
        tok = toks[i]
        base = tok.base
        if self.known_form(base):
            return True
        if any(t.text in _OPEN_QUOTES for t in toks[max(0, i - 8):i]) and i in title_positions(
                toks):
            return False  # ('a song called "Waiting for Joy"': a word of a title names no one)
        if base[:1].isupper() and base[1:].islower() and base.isalpha() and (
                name_key(base) in self._recent) and not _common_word(base.lower()) and (
                base.lower() not in EN_ROLE_NOUNS) and (
                i == 0 or toks[i - 1].text in {".", "!", "?", '"', ":", ";"}):
            return True  # ('X came by at noon. … X did at least listen.': a person the talk named)
        if base[:1].isupper() and base.isalpha() and not first_name(base) and self._slot_thing(
                toks, i):
            # 'back from Oskarby', 'in Quellmouth', 'doing Pilates': a place or a thing by its slot;
            # not a first name of the reference ('heard back from Tomek', 'going to Tomek')
            return False
        if base[:1].isupper() and base.isalpha() and place_word(base) and not person_slot(
                toks, i) and name_key(base) not in self._recent and not _he_or_she_after(toks, i):
            # 'Italy was amazing', 'French is so hard': a place's name or a place's adjective in a
            # general lexical reference, and no common first name ('Florence', 'Austin' stay
            # people); a person still in a person's slot ('Welsh says …'), once named, or with a
            # he or she after it
            return False
        if base in W.CAP_STOP and base[:1].isupper() and word_name_slot(toks, i):
            return True  # 'April reckons …', 'rang Hope on Sunday': a word-name in a person's slot
        if (
            not base[:1].isupper()
            or base in W.CAP_STOP
            or (len(base) > 1 and base.isupper())
            or "'" in base and not APOSTROPHE_NAME.match(base)
        ):
            return False
        low0 = base.lower()
        if low0 in W.PRONOUNS or low0 in W.PREPOSITIONS or low0 in W.AUX or low0 in W.NUMBERS:
            return False  # ('Six weeks, she said': a number word, no name)
        if i > 0 and toks[i - 1].low in _ARTICLES and name_key(base) not in self._recent and not (
                i + 1 < len(toks) and toks[i + 1].low in _AFFAIRS):
            # 'at the Granary', 'the Vantor one', 'a Harkwell novel': no person, unless one the
            # conversation has named, or an affair known by whom it is about ('the Ysolt thing')
            return False
        if i > 1 and toks[i - 1].low in {"his", "her", "their", "its", "your"} and (
                toks[i - 2].low in W.PREPOSITIONS) and name_key(base) not in self._recent:
            return False  # 'on his Astra', 'from her Kindle': a thing of someone's, by its brand
        # (the period of a title's abbreviation, 'Mrs. Vell', ends no sentence)
        initial = (i == 0 or toks[i - 1].text in {".", "!", "?", '"', ":", ";"}) and not (
            i > 1 and toks[i - 1].text == "." and toks[i - 2].low in TITLES
            and toks[i - 2].end == toks[i - 1].start)
        nxt0 = toks[i + 1].low if i + 1 < len(toks) else "."
        if base.lower().endswith("s") and not base.lower().endswith("ss") and (
                nxt0 in _PLURAL_VERBS):
            return False  # 'Ferrets are a pain', 'Pets are fine': a plural noun, no person
        if initial and base.lower() in OPENERS and (
                not nxt0[:1].isalnum() or nxt0 in OPENERS or nxt0 in W.CONJUNCTIONS):
            return False  # 'Ok so …', 'Wait, …', 'Ha, …': a discourse marker opening the turn
        if i > 0 and proper_pair(toks, i - 1):
            return False  # 'the Fox & Drum': the second word of a place's name
        if i + 1 < len(toks) and toks[i + 1].low in _CALENDAR and not (
                name_key(base) in self._recent or tok.low.endswith("'s")
                or plain_first_name(base) and i > 0 and toks[i - 1].low == "with"):
            # 'Black Friday', 'Easter Monday': a day's name, no person (a first name that is no
            # word, someone's place or company before a day — 'stay at Petra's Friday', 'with
            # Petra Friday' — is the person and when)
            return False
        if i + 2 < len(toks) and toks[i + 1].text.isalpha() and toks[i + 1].text.islower() and (
                toks[i + 1].low.endswith("s") and not toks[i + 1].low.endswith("ss")
                and toks[i + 2].low in _PLURAL_VERBS
                # ("X says don't bother …": a verb of saying, then an imperative)
                and not (toks[i + 1].low in W.REPORT_VERBS and toks[i + 2].low in {
                    "don't", "dont"})):
            return False  # 'Vantor bikes are …': a word before the plural noun it modifies
        if initial and _rated(base.lower()) and not first_name(base) and i + 1 < len(toks) and (
                toks[i + 1].text.isalpha() and toks[i + 1].text.islower()
                and toks[i + 1].low not in W.REPORT_VERBS):
            return False  # 'Bad news, …', 'Great shout': an evaluative word opening the turn
        if initial and base.lower() in _INTENSIFIERS:
            return False  # 'Way overpriced', 'Super cheap': a degree word opening a verdict
        if initial and nxt0 == "and" and i + 2 < len(toks) and _rated(base.lower()) and (
                _rated(toks[i + 2].low) or toks[i + 2].low in _INTENSIFIERS):
            return False  # 'Soggy and overpriced.': coordinated adjectives opening a verdict
        if initial and base.lower() in W.REPORT_VERBS:
            return False  # 'Says he's …', 'Reckons it'll rain': a subject dropped, not a name
        if (initial or base.lower() in _DAY_ABBREVIATIONS) and plain_word(base.lower()) and (
                name_key(base) not in self._recent and not person_slot(toks, i)
                and not self._lower_case(toks) and not _he_or_she_after(toks, i)):
            # 'Music brings us together', 'Thankfully it's over', 'Transitioning wasn't easy',
            # 'last Fri': a common word capitalised for its place, and no first name; a name
            # only in a person's slot ('Patience says …'), once the talk has named it, or where
            # the writer leaves sentences in lower case, and so capitalises only names
            # ("Pickle's home!! we got him saturday"), or with a he or she after it in its
            # sentence ('Biscuit had his jabs today': a pet, as a person, is he or she)
            return False
        if initial and self._as_word(toks, i):
            # 'Forest's gorgeous in June', 'Stone is incredible for floors': a first name that
            # is also a word opens its sentence, and the conversation, whose writers capitalise
            # names, has written that word in lower case inside a sentence ('… a picnic in the
            # forest'): the word, one sense per conversation (Mikheev's document-centred reading
            # of capitals). A name still where a person's slot, a he or she, or the people named
            # so far say so
            return False
        if self._disc is not None and self._disc.thing(base) and not person_slot(toks, i) and (
                name_key(base) not in self._recent and not _he_or_she_after(toks, i)):
            # 'Oskarby is freezing in June', 'my home town, Oskarby' after 'back from Oskarby': a
            # word the conversation has read in a place's or a thing's slot names that place or
            # thing wherever it stands, unless a person's slot says otherwise
            return False
        if initial and "'" not in tok.low and _thing_subject(toks, i) and (
                name_key(base) not in self._recent and not person_slot(toks, i)
                and not self._lower_case(toks) and not _he_or_she_after(toks, i)):
            # 'Art is my escape', 'Summer was great', 'Joy is such an underrated quality': a
            # first name that is also a word, opening its sentence as the subject of what only
            # a thing is — a season, or 'be' with a noun of no person ('Joy is my sister' and
            # 'Art said …' stay people)
            return False
        # an English word shape ('Honestly', 'Worried') is only suspect where capitals carry no
        # information, at the start of a sentence; mid-sentence 'Emily', 'Elfrida', 'Clive' are
        # names; a first name of the reference is no word by its shape alone ('Alfred always
        # says …', 'Billy apparently thinks …')
        if (
            initial
            and _DERIVED_SHAPE.search(base.lower())
            and not name_not_word(base.lower())
            and not (
                base.lower() not in W.ADVERBS
                and base.lower() not in W.ADJECTIVES
                and i + 1 < len(toks)
                and (
                    toks[i + 1].low in W.REPORT_VERBS
                    # ('Ewing also reckoned …': an adverb or two, then a verb of saying)
                    or _report_after_adverb(toks, i + 1)
                    or toks[i + 1].low.endswith("'s")
                    # ("Lily's brother said …": a first name's possessive before a role)
                    or tok.low.endswith("'s") and first_name(base) and (
                        toks[i + 1].low in EN_ROLE_NOUNS or toks[i + 1].low in _VIEW_OF)
                    # ('Lily went last year and …', 'Sally reran it': a first name of that
                    # shape, then a past form)
                    or "'" not in tok.low and first_name(base) and (
                        toks[i + 1].low in W.PAST_FORMS or is_past(toks[i + 1].low)
                        # ('Siegfried wants …', 'Elfrida prefers …': a present verb's -s)
                        or _third_singular_verb(toks[i + 1].low)
                        and not _known_word(base.lower()))
                    # ('Sterling is …'; not a gerund, 'Dancing is my escape', 'Blogging can …')
                    or toks[i + 1].low in _SG_AUX and not _gerund(base.lower())
                    or aside_then_report(toks, i + 1)
                )
            )
        ):
            return False
        prev_initial = i == 1 or i > 1 and toks[i - 2].text in {".", "!", "?", '"', ":", ";"}
        if (
            i > 0
            and toks[i - 1].text[:1].isupper()
            and toks[i - 1].text not in W.CAP_STOP
            # ('Auntie Wilhelmina', 'Coach Brannoc': a title or a role said as one is no part of
            # a proper noun of two words)
            and toks[i - 1].low.rstrip(".") not in TITLES
            # ('Chef Vantrell', 'Midwife Orvid': a capitalised role noun said as a title)
            and toks[i - 1].low not in EN_ROLE_NOUNS
            # ('Big Dave', 'Old Mr Vell': an epithet is no part of a proper noun)
            and toks[i - 1].low not in {"big", "little", "old", "young", "wee", "poor"}
            and not (prev_initial and "'" in toks[i - 1].text)
            # 'Saw Saturnin at the market', 'Met Philomena': a verb or adverb opening the sentence
            # is capitalised for its place, not part of a name
            and not (prev_initial and _common_word(toks[i - 1].low))
            # ('Tbf Maeve …', 'Btw Wennick …': a discourse opener before the name; 'Tbh Ysolt
            # said …', 'Imo Ysolt is right': a stance mark, the same)
            and not (prev_initial and (toks[i - 1].low in OPENERS
                                       or toks[i - 1].low in _STANCE_MARKS))
        ) or (
            i + 1 < len(toks)
            and toks[i + 1].text[:1].isupper()
            and toks[i + 1].base not in W.CAP_STOP
            # ("Brannagh's GP": a role written as an acronym after a possessive name; "X's Insta
            # story": a platform's name)
            and not (tok.low.endswith("'s") and (toks[i + 1].low in EN_ROLE_NOUNS
                                                 or toks[i + 1].low in _PLATFORMS))
            # ('Wennamar Aunty says …': a term of respect after the name, capitalised)
            and toks[i + 1].low not in NAME_HONORIFICS
        ):
            # multi-word proper noun: a place or product, not a person (a capitalised contraction
            # opening the sentence, "How's Ottokar …", is no part of a name)
            return False
        if not initial:
            return True
        nxt = toks[i + 1].low if i + 1 < len(toks) else ""
        after = toks[i + 2].text if i + 2 < len(toks) else ""
        if nxt in W.DETERMINERS and _common_word(base.lower()):
            return False  # 'Took my uncle to …', 'Bought the tickets': a verb, its subject dropped
        if nxt == "from" and after[:1].islower() and not (
                # ('Tallies from the east box: …': a common noun's plural, no one)
                base.lower().endswith("s") and inflected_word(base.lower())):
            return True  # 'Sidonie from downstairs', 'Jake from work'
        if nxt == "," and plain_first_name(base) and (after.lower() in _TOPIC_TAKEN_UP or (
                after == "I" and i + 3 < len(toks) and toks[i + 3].low == "mean")):
            # 'Sidonie, she's convinced …' (the topic, taken up by a pronoun), 'Sidonie, the
            # plumber came' (the one spoken to): a first name that is no English word, set off
            # by a comma, opening its sentence
            return True
        if nxt in W.PREPOSITIONS and nxt not in {"to", "of"} and plain_first_name(base):
            # 'Pavel at number 9 was like …', 'Wennick by the bar said …': a common first name
            # that is no English word, then a place phrase — a person, not a fronted adverbial
            return True
        if nxt in {"at", "on"} and _reports_after_place(toks, i + 2):
            return True  # 'Sidonie at work was saying …', 'Jake on the next plot swears …'
        if nxt in {"upstairs", "downstairs"} or nxt == "next" and after.lower() == "door":
            return True  # 'Sidonie upstairs reckons …', 'Jake next door says …'
        if nxt in NAME_HONORIFICS and (after.lower() in W.REPORT_VERBS or after.lower() in _SG_AUX
                                       or after.lower() in W.ADVERBS or is_past(after.lower())):
            return True  # 'Sidonie ji said …', 'Wennamar Aunty always says …': a term of respect
        if nxt == "no" and after.lower() == "longer":
            return True  # 'Sidonie no longer thinks …': a frame given up
        if nxt in {"there", "here"} and (after.lower() in W.REPORT_VERBS
                                         or _saying_after(toks, i + 2)):
            # 'Sidonie there reckons …', 'Vellamy there was saying …': one pointed at, then a
            # verb of saying
            return True
        if nxt == "(":
            # 'Sidonie (the lifeguard) said …': an aside in brackets, then a verb of saying
            c = next((j for j in range(i + 2, min(i + 8, len(toks))) if toks[j].text == ")"), None)
            if c is not None and c + 1 < len(toks) and toks[c + 1].low in W.REPORT_VERBS:
                return True
        return (
            tok.low.endswith("'s")
            or nxt in W.REPORT_VERBS
            or nxt in _SG_AUX
            or nxt in {"and", "who", "n", "&"}
            or (
                nxt.endswith("ed")
                # ('Weird thing happened': '-ing' of a noun is no verb form)
                or nxt.endswith("ing") and (lemma(nxt) != nxt or nxt in {"going", "being"})
                or nxt in W.ADVERBS
                or nxt in W.PAST_FORMS
                # ('Ysgarth redid …', 'Tregear overslept', 'Ansel mistook …': a prefixed past form)
                or is_past(nxt)
                or (nxt.endswith("s") and not nxt.endswith("ss") and nxt not in W.PREPOSITIONS)
            )
            or _appositive_role(toks, i + 1)
            or aside_then_report(toks, i + 1)
            or _report_after_adverb(toks, i + 1)
        )

    def name_of(self, toks: Sequence[Tok], i: int) -> str:
        return self.known_form(toks[i].base) or toks[i].base

    def is_vocative(self, toks: Sequence[Tok], i: int) -> bool:
        prev = toks[i - 1].text if i > 0 else "."
        nxt = toks[i + 1].text if i + 1 < len(toks) else "."
        if toks[i].low.endswith("'s") or _appositive_role(toks, i + 1) or aside_then_report(
                toks, i + 1):
            return False
        if nxt in {"!", "?", "."} and (
            prev in {",", ".", "!", "?"} or i == 0 or toks[i - 1].low in W.FILLERS
        ):
            return True
        if nxt == "," and (i == 0 or prev in {",", ".", "!"} or toks[i - 1].low in W.FILLERS):
            return True
        if nxt.lower() in {"your", "ur", "yours"} and (i == 0 or prev in {",", ".", "!"} or (
                toks[i - 1].low in W.FILLERS or toks[i - 1].low in {"wait", "hang", "oi"})):
            return True  # 'wait Osgar your sister …': the one spoken to, then whose sister
        return prev == "," and nxt in {"!", "?", ".", ","} and i + 1 >= len(toks) - 1

    def full_name_at(self, toks: Sequence[Tok], i: int) -> bool:
        """A first and a last name at ``i`` ('Sieglinde Quint', 'Ysolt Vellacott-Hale', "Ysolt
        O'Dare"), one person: a known person's name or a common first name that is no English
        word, then a capitalised word of a surname's shape that is no known person, no day and
        no title — not after a determiner or a preposition of place ('the Vantor Arms', 'in
        Ysolt Bay', 'from Costa Mira'), where two capitalised words name a place or a thing; a
        preposition after a verb of talking or meeting takes a person ('heard from …', 'bumped
        into …'). 'Monday Sieglinde said' is no full name (a day is no first name)."""
        if i + 1 >= len(toks) or "'" in toks[i].low:
            return False
        a, b = toks[i].base, toks[i + 1].base
        if not (a[:1].isupper() and a[1:].islower() and a.isalpha() and b[:1].isupper()
                and len(b) > 1 and b not in W.CAP_STOP):
            return False
        if not (all(part[:1].isupper() and part[1:].islower() and part.isalpha()
                    for part in b.split("-")) or APOSTROPHE_NAME.match(b)):
            return False  # ('Quint', 'Vellacott-Hale', "O'Dare")
        if a in W.CAP_STOP or a.lower() in TITLES or b.lower() in TITLES or (
                b.lower() in _CALENDAR or b.lower() in W.REPORT_VERBS or b.lower() in W.STOPWORDS
                or self.known_form(b) is not None and name_key(b) != name_key(a)):
            return False
        prev = toks[i - 1].low if i > 0 else "."
        prev2 = toks[i - 2].low if i > 1 else "."
        if self.known_form(a) is None and not plain_first_name(a) and not word_name_source(
                toks, i) and not (prev.rstrip(".") in TITLES and toks[i - 1].text[:1].isupper()
                                  and not W.common_word(a.lower())):
            return False  # (after a title, 'Dr Ysolt Vell', any two name-shaped words)
        if prev in W.DETERMINERS or prev in _ROLE_DETS:
            return False
        return prev not in W.PREPOSITIONS or prev2 in _TALK_VERBS | _MET_VERBS or prev in {
            "with", "per", "by"} or (prev2, prev) == ("according", "to") or prev in {
            "from", "off"} and prev2 in {"it", "that", "this"}  # ('got it from …')

    def place_at(self, toks: Sequence[Tok], i: int) -> bool:
        """Is the capitalised word at ``i`` a place, by its slot: after a preposition of place
        ('in Lisbon', 'at Carrowmore') or after 'from'/'to' of a coming or going ('back from
        Sweden', 'moved to Lisbon', "I'm from Ardmore") — not after a verb that takes a person
        there ('laughed at X', 'believe in X', 'a text from X', 'said to X'), not a possessive
        ("at Sieglinde's"), not a known person."""
        if i < 1 or toks[i].low.endswith("'s") or self.known_form(toks[i].base):
            return False
        prev = toks[i - 1].low
        prev2 = toks[i - 2].low if i > 1 else "."
        if prev in {"through", "via"} and prev2 in _HEARING:
            return False  # 'heard through X that …': a person passed it on
        if prev in _LOCATIVE:
            return not (prev == "at" and prev2 in _AT_PERSON or prev == "in" and prev2 in (
                _IN_PERSON))
        if prev == "," and prev2 in _PLACE_NOUNS:
            return True  # 'my home town, Oskarby', 'the village, Quellmouth': in apposition
        if prev in {"from", "to", "into"}:
            if prev2 == "back" and i > 2 and toks[i - 3].low in (
                    _HEARING if prev == "from" else _ANSWERED):
                return False  # 'heard back from X', 'got back to X': an answer, from a person
            return prev2 in _GOING or prev == "from" and (
                prev2 in {"am", "is", "are", "was", "were", "originally", "come", "comes"}
                or prev2.endswith(("'m", "'s", "'re")) and prev2 != "let's")
        return False

    def _slot_thing(self, toks: Sequence[Tok], i: int) -> bool:
        """``place_at`` or ``thing_at``; the discourse keeps a capitalised word so read (no
        first name of the reference) for the rest of the conversation (``TurnContext.thing``)."""
        if not (self.place_at(toks, i) or self.thing_at(toks, i)):
            return False
        base = toks[i].base
        if self._disc is not None and base[:1].isupper() and base.isalpha() and (
                not first_name(base) or base.lower() in _MONTHS and toks[i - 1].low in (
                    _BEFORE_MONTH)):
            # ('leaving in August. … August! That's so soon': a month read in a time's slot is
            # the month for the rest of the conversation, though it is a first name too)
            self._disc.note_thing(base)
        return True

    def thing_at(self, toks: Sequence[Tok], i: int) -> bool:
        """Is the capitalised word at ``i`` a thing by its slot: the object of a verb of doing,
        learning or streaming ('doing Pilates', 'learning Ardish', 'binged
        Vantorflix')? Not a possessive ("spoke Ysolt's language"), not a known person, not a
        name the talk has made a person."""
        if i < 1 or toks[i].low.endswith("'s") or self.known_form(toks[i].base) or name_key(
                toks[i].base) in self._recent:
            return False
        # ('doing Ysolt a favour', 'ordered Ysolt a coffee': a person given something)
        return toks[i - 1].low in _ACTIVITY_VERBS and not (
            i + 1 < len(toks) and toks[i + 1].low in {"a", "an", "some"})

    def mentions(self, toks: Sequence[Tok]) -> list[str]:
        out: list[str] = []
        titled = title_positions(toks)
        for i in range(len(toks)):
            if not toks[i].text[:1].isalpha() or i in titled:
                continue
            if self._slot_thing(toks, i):
                continue
            if self.full_name_at(toks, i) and not (i > 0 and self.full_name_at(toks, i - 1)):
                n = f"{self.name_of(toks, i)} {toks[i + 1].base}"  # ('Sieglinde Quint': one person)
            elif self.is_name(toks, i):
                n = self.name_of(toks, i)
            else:
                continue
            if n not in out:
                out.append(n)
        return out


# prefixes of verbs whose past is the bare verb's ('reran', 'misheard', 'overslept'; not 'un-',
# whose participles are adjectives: 'unknown', 'untold')
_VERB_PREFIXES = ("re", "mis", "over", "out", "under")


def _reports_after_place(toks: Sequence[Tok], k: int) -> bool:
    """A place phrase of one to three lower-case words from ``k``, then a verb of saying (after
    at most an auxiliary: 'was saying', 'keeps telling')."""
    for j in range(k + 1, min(k + 4, len(toks))):
        if not toks[j - 1].text[:1].isalnum() or toks[j - 1].text[:1].isupper():
            return False
        low = toks[j].low
        nxt = toks[j + 1].low if j + 1 < len(toks) else ""
        if low in W.REPORT_VERBS or low in {"was", "is", "keeps", "kept"} and (
                nxt in W.REPORT_VERBS or nxt.endswith("ing") and lemma(nxt) in W.VERBS):
            return True
    return False


def _third_singular_verb(low: str) -> bool:
    """'wants', 'prefers', 'watches', 'tries': a verb's present third-person singular form.

    >>> _third_singular_verb("wants"), _third_singular_verb("tries"), _third_singular_verb("bus")
    (True, True, False)
    """
    if len(low) < 4 or not low.endswith("s") or low.endswith("ss"):
        return False
    stems = [low[:-1]]
    if low.endswith("es"):
        stems.append(low[:-2])
    if low.endswith("ies"):
        stems.append(low[:-3] + "y")
    return any(st in W.VERBS or st in W.IRREGULAR for st in stems)


def _common_word(low: str) -> bool:
    return (
        low in W.VERBS
        or low in W.PAST_FORMS
        or low in W.ADVERBS
        or low in W.FILLERS
        or low in W.PREPOSITIONS
        or lemma(low) in W.VERBS
    )


_HE_OR_SHE = frozenset("he she him her his hers himself herself".split())
_OPEN_QUOTES = frozenset({"'", '"', "\u201c", "\u2018"})
_CLOSE_QUOTES = frozenset({"'", '"', "\u201d", "\u2019"})
# the small words a title leaves in lower case ('Evangeline and the Moon', 'A Year in Ardmore')
_TITLE_SMALL = frozenset("a an the and or of in on at to for with by from nor but".split())  # noqa: SIM905


def title_positions(toks: Sequence[Tok]) -> set[int]:
    """The positions of the words of a title in quotation marks ("reading 'The Quiet
    Orchard'", 'finished "Octavian Returns"'): one to seven words, the first capitalised and
    every other one too but a title's small words, no sentence's punctuation inside (but a stop
    closing it, as American usage puts it inside the quotes). A name in it names no one the
    speaker talks of."""
    out: set[int] = set()
    a = 0
    while a < len(toks):
        if toks[a].text not in _OPEN_QUOTES:
            a += 1
            continue
        b = next((j for j in range(a + 1, min(a + 9, len(toks))) if toks[j].text in (
            _CLOSE_QUOTES)), None)
        if b is None or b == a + 1:
            a += 1
            continue
        words = toks[a + 1:b]
        if len(words) > 1 and words[-1].text in {".", ",", "!", "?"}:
            words = words[:-1]  # ('called "Finding Home."': the sentence's stop inside the quotes)
        if words[0].text[:1].isupper() and all(
                t.text[:1].isalpha() and (t.text[:1].isupper() or t.low in _TITLE_SMALL)
                or t.text in {"-", ":", "&"} for t in words):
            out.update(range(a + 1, b))
            a = b + 1
        else:
            a = b if toks[b].text in _OPEN_QUOTES else b + 1
    return out
_SEASONS = frozenset("summer autumn winter spring".split())  # noqa: SIM905
_BE_FORMS = frozenset("is was has had will can gets got".split())  # noqa: SIM905
_BE_BETWEEN = frozenset(
    """been be always never really just still definitely honestly truly literally actually
    genuinely also""".split())  # noqa: SIM905
# words that open a predicate of a thing after 'be' ('my escape', 'the best time of year',
# 'such an underrated quality', 'everything', 'all we have', 'what matters')
_THING_PREDICATE = frozenset(
    """my our your the a an such what all everything nothing one""".split())  # noqa: SIM905


def _gerund(low: str) -> bool:
    """Is ``low`` the -ing form of a verb, the word and its stem both said often in English (Zipf
    2.5 and 3: 'dancing', 'blogging', 'mentoring'; not a surname of that shape, whose stem is no
    word), and no first name of the reference? Opening a sentence before 'is' or 'can' it is the
    activity ('Dancing is my escape'), not a person."""
    if not (low.endswith("ing") and len(low) >= 6 and low.isalpha() and not first_name(low)
            and W.frequent_word(low, 2.5)):
        return False
    stem = low[:-3]
    stems = [stem, stem + "e"] + ([stem[:-1]] if stem[-1] == stem[-2] else [])
    return any(len(s) >= 3 and W.frequent_word(s) for s in stems)


def _thing_subject(toks: Sequence[Tok], i: int) -> bool:
    """Is the word at ``i`` a first name that is also an English word ('Art', 'Summer',
    'Joy'), used as the word: a season's name before its verb, or the subject of 'be' (after
    auxiliaries) with a predicate of a thing — a determiner and no person noun after it ('is my
    escape', 'has always been the best part'), 'everything', 'what matters'? Not before '-ing'
    ('Joy is coming over'), nor with a person noun ('is my sister', 'was the best teacher')."""
    low = toks[i].low
    if not (first_name(toks[i].base) and low in W._common_words() and W.frequent_word(low, 3.5)):
        return False
    if low in _SEASONS and i + 1 < len(toks) and toks[i + 1].text.isalpha() and (
            toks[i + 1].text.islower()):
        return True  # 'Summer was great', 'Autumn is my favourite': the season
    k = i + 1
    if k >= len(toks) or toks[k].low not in _BE_FORMS:
        return False
    k += 1
    while k < len(toks) and toks[k].low in _BE_BETWEEN:
        k += 1
    if k >= len(toks) or toks[k].low not in _THING_PREDICATE or toks[k - 1].low in {
            "has", "had", "will", "can", "gets", "got"}:
        return False  # ('Joy has a new job', 'Art got the tickets': a person's having)
    from .attrib_en import PERSON_NOUNS

    head = ""
    for t in toks[k:k + 6]:
        if not t.text[:1].isalpha() or t.low in {"that", "who", "i", "we", "to", "of", "in"}:
            break
        if t.low in EN_ROLE_NOUNS or t.low in PERSON_NOUNS:
            return False
        head = t.low
    # ('Frank is the best', 'Joy is the one': a superlative or 'one' with no noun may be said of
    # a person; 'is my escape', 'the best time' name a thing)
    return head not in {"best", "worst", "one", "greatest", "funniest", "kindest", "nicest",
                        "sweetest", "loveliest", "cutest", "coolest", "smartest"}


def _he_or_she_after(toks: Sequence[Tok], i: int) -> bool:
    """Is there a he or she (him, his, her …) after ``i`` in its sentence?"""
    for tok in toks[i + 1:]:
        if tok.text in {".", "!", "?"}:
            return False
        if tok.low in _HE_OR_SHE:
            return True
    return False


def lower_case_register(toks: Sequence[Tok]) -> bool:
    """Does the writer leave a sentence's first word, or 'i', in lower case? Then a capital is
    no sentence's, and marks a name."""
    return any(
        tok.text == "i" or tok.text[:1].isalpha() and tok.text[:1].islower() and (
            k == 0 or toks[k - 1].text in {".", "!", "?"})
        for k, tok in enumerate(toks))


@functools.lru_cache(maxsize=65536)
def plain_word(low: str) -> bool:
    """Is ``low`` a frequent English word, a headword of the dictionary in lower case or a
    regular form of one ('music', 'moments', 'transitioning', 'thankfully'), and no first name
    borne by many in the reference ('hope', 'grace' are both: they are read by their slot;
    'nature', 'story' are names only now and then), or a day's short
    form? (A rare headword may be an invented name: 'ambrosine'.)

    >>> plain_word("pottery"), plain_word("moments"), plain_word("thankfully"), plain_word("fri")
    (True, True, True, True)
    >>> plain_word("grace"), plain_word("ysolde"), plain_word("jennings"), plain_word("ambrosine")
    (False, False, False, False)
    """
    if low in _DAY_ABBREVIATIONS:
        return True
    if not low.isalpha() or len(low) < 3 or common_first_name(low) or not W.frequent_word(low):
        return False
    if W.word_more_than_name(low):
        return True
    stems: list[str] = []
    if low.endswith("s") and not low.endswith("ss"):
        stems += [low[:-1], low[:-2] if low.endswith("es") else "",
                  low[:-3] + "y" if low.endswith("ies") else ""]
    for end in ("ing", "ed"):
        if low.endswith(end):
            stem = low[: -len(end)]
            stems += [stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""]
    if low.endswith("ly"):
        stems += [low[:-2], low[:-3] + "y" if low.endswith("ily") else ""]
    return any(len(st) >= 3 and W.word_more_than_name(st) for st in stems)


@functools.lru_cache(maxsize=65536)
def lemma(word: str) -> str:
    """Verb lemma: irregular table, then -ied/-ed/-ing/-s with the general verb list deciding
    between 'shar'+e and 'stopp'-p, and spelling rules for verbs not on the list."""
    w = word.lower()
    if w in W.IRREGULAR:
        return W.IRREGULAR[w]
    if w in W.VERBS:
        return w
    if w.endswith("ied") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ed") and len(w) > 3 and w not in _NOT_ED:
        return _restore_stem(w[:-2]) if len(w) > 4 else w[:-1] if w[:-1] in W.VERBS else w[:-2]
    if w.endswith("ying") and len(w) > 4:
        return w[:-3] if len(w) > 5 else w[:-4] + "ie"  # playing -> play, dying -> die
    if w.endswith("ing") and len(w) > 5 and w not in _NOT_ING:
        return _restore_stem(w[:-3])
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if re.search(r"(ches|shes|sses|xes|zzes|oes)$", w):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


_NOT_ED = frozenset(
    {
        "need",
        "feed",
        "seed",
        "bed",
        "red",
        "shed",
        "speed",
        "breed",
        "bleed",
        "proceed",
        "succeed",
        "exceed",
        "indeed",
        "embed",
    }
)
_NOT_ING = frozenset(
    {
        "thing",
        "nothing",
        "something",
        "anything",
        "everything",
        "morning",
        "evening",
        "during",
        "ceiling",
        "string",
        "spring",
        "bring",
        "sing",
        "ring",
        "king",
        "wing",
        "swing",
        "sting",
        "cling",
        "fling",
        "sling",
        "wring",
        "pudding",
        "wedding",
        "building",
        "painting",
        "feeling",
    }
)


def _restore_stem(stem: str) -> str:
    """The base of an -ed/-ing stem: 'shar' -> 'share', 'stopp' -> 'stop', 'visit' -> 'visit'."""
    if stem in W.VERBS:
        return stem
    if stem + "e" in W.VERBS:
        return stem + "e"
    doubled = len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "aeiou"
    if doubled and stem[:-1] in W.VERBS:
        return stem[:-1]
    if doubled:
        return stem if stem[-1] in "lszf" else stem[:-1]
    return stem + "e" if _needs_e(stem) else stem


_VOWELS = "aeiou"


def _needs_e(stem: str) -> bool:
    """Spelling rules for a silent final e lost before -ed/-ing (verbs not on the word list)."""
    if len(stem) < 2 or stem[-1] in "wxy" or not stem.isalpha():
        return False
    groups = len(re.findall(r"[aeiouy]+", stem))
    last = stem[-1]
    if last in _VOWELS:
        return last in "ue"  # continu(e), argu(e), fre(e)
    if stem.endswith("at") and groups >= 2:
        return not stem.endswith(("eat", "oat"))  # graduat(e), celebrat(e); not treat, float
    if last in "vcz":
        return True  # serv(e), danc(e), amaz(e)
    if stem.endswith(("dg", "rg", "lg", "th")) or re.search(r"[^aeiou](?:ns|ps|rs|ls)$", stem):
        return True  # judg(e), merg(e), breath(e), rins(e)
    if last == "g":
        return re.search(r"[^aeiou][aiu]g$", stem) is not None or (
            stem.endswith("ang") and len(stem) > 4
        )
    if last == "s":
        return not stem.endswith(("ss", "cus", "ias"))
    cvc = re.search(r"(?:^|[^aeiou])[aeiou][^aeiouwxy]$", stem) is not None
    if not cvc:
        return False
    if groups <= 1:
        # a one-syllable CVC verb doubles its consonant;
        # a single one means a lost e (shar(e), stok(e))
        return True
    return (
        re.search(
            r"(?:at|iz|[aiu]r|[^aeiou]ut|[aiou]d|[aiou]b|[aeiou]k|in|um|com|ap|il|ul|ol)$", stem
        )
        is not None
    )


@functools.lru_cache(maxsize=65536)
def is_past(word: str) -> bool:
    w = word.lower()
    return w in W.PAST_FORMS or (
        w.endswith("ed") and len(w) > 3 and w not in {"need", "feed", "seed", "bed", "red", "shed"}
    ) or any(w.startswith(pre) and _prefixed_past(w[len(pre):]) for pre in _VERB_PREFIXES)


def _prefixed_past(stem: str) -> bool:
    """Is ``stem``, after a verb prefix, a past form that no base verb shares ('reran', 'redid',
    'misheard'; not 'output', 'relay', 'outset': 'put', 'lay', 'set' are base forms too)?"""
    return len(stem) >= 3 and stem in W.PAST_FORMS and W.IRREGULAR.get(stem) != stem and (
        stem not in W.VERBS)


def third_singular(verb: str) -> str:
    v = verb.lower()
    if v in {"have"}:
        return "has"
    if v in {"do", "go"}:
        return v + "es"
    if re.search(r"(s|sh|ch|x|z|o)$", v):
        return verb + "es"
    if re.search(r"[^aeiou]y$", v):
        return verb[:-1] + "ies"
    return verb + "s"


_ADV = "|".join(sorted(W.ADVERBS, key=len, reverse=True))


def restore_first_person(text: str, speaker: str) -> str:
    """Rewrite first person with the speaker's name: 'I got my bike' -> 'Ana got Ana's bike'."""
    s = text
    rules = [
        (r"\bI'm\b|\bI am\b", f"{speaker} is"),
        (r"\bI've\b", f"{speaker} has"),
        (r"\bI have\b", f"{speaker} has"),
        (r"\bI'd\b", f"{speaker} would"),
        (r"\bI'll\b", f"{speaker} will"),
        (r"\bI don't\b", f"{speaker} doesn't"),
        (r"\bI do\b", f"{speaker} does"),
        (r"\b[Ww]e're\b", f"{speaker} is"),
        (r"\b[Ww]e've\b", f"{speaker} has"),
        (r"\b[Ww]e'll\b", f"{speaker} will"),
        (r"\b[Ww]e'd\b", f"{speaker} would"),
        (r"\b[Mm]y\b|\b[Oo]ur\b", f"{speaker}'s"),
        (r"\b[Mm]ine\b|\b[Oo]urs\b", f"{speaker}'s"),
        (r"\b[Mm]yself\b|\b[Oo]urselves\b", speaker),
        (r"\b[Mm]e\b|\b[Uu]s\b", speaker),
    ]
    for pat, rep in rules:
        s = re.sub(pat, rep, s)

    def _conj(m: re.Match[str]) -> str:
        adv, verb = m.group(2) or "", m.group(3)
        low = verb.lower()
        if (
            low in W.AUX
            or low.endswith("n't")  # 'I wasn't', 'I can't': a negated auxiliary stays
            or is_past(low)
            or low.endswith("s")
            or low in W.PRONOUNS
            or low in W.PREPOSITIONS
            or low in W.DETERMINERS
            or low in W.CONJUNCTIONS
            or low in W.ADVERBS
            or low in W.STOPWORDS
        ):
            return m.group(0)
        return f"{m.group(1)}{adv}{third_singular(verb)}"

    s = re.sub(rf"\b(I |[Ww]e )((?:{_ADV}) )?([a-z']+)", _conj, s)
    s = re.sub(r"\bI\b|\b[Ww]e\b", speaker, s)
    return s


def restore_second_person(text: str, listener: str) -> str:
    """Rewrite 'you' with the listener's name: "you're so brave" -> 'Bo is so brave'."""
    s = text
    rules = [
        (r"\b[Yy]ou (?:two|both|guys|all)\b", f"{listener} and co."),
        (r"\b[Yy]ou're\b|\b[Yy]ou are\b", f"{listener} is"),
        (r"\b[Yy]ou were\b", f"{listener} was"),
        (r"\b[Yy]ou've\b|\b[Yy]ou have\b", f"{listener} has"),
        (r"\b[Yy]ou'd\b", f"{listener} would"),
        (r"\b[Yy]ou'll\b", f"{listener} will"),
        (r"\b[Yy]ou don't\b", f"{listener} doesn't"),
        (r"\b[Yy]ou do\b", f"{listener} does"),
        (r"\b[Yy]our(?:s)?\b", f"{listener}'s"),
        (r"\b[Yy]ourself\b", listener),
    ]
    for pat, rep in rules:
        s = re.sub(pat, rep, s)

    def _conj(m: re.Match[str]) -> str:
        adv, verb = m.group(1) or "", m.group(2)
        low = verb.lower()
        if (
            low in W.AUX
            or is_past(low)
            or low.endswith("s")
            or low in W.PRONOUNS
            or low in W.PREPOSITIONS
            or low in W.DETERMINERS
            or low in W.CONJUNCTIONS
            or low in W.ADVERBS
            or low not in W.VERBS
        ):
            return m.group(0)
        return f"{listener} {adv}{third_singular(verb)}"

    s = re.sub(rf"\b[Yy]ou ((?:{_ADV}) )?([a-z']+)", _conj, s)
    return re.sub(r"\b[Yy]ou\b", listener, s)


_SEEMING = frozenset("seems sounds looks feels".split())  # noqa: SIM905


def noun_chunks(toks: Sequence[Tok], start: int, names: Names, masked: set[int]) -> list[str]:
    """Lowercase noun phrases after ``start``: split at function words, verbs and time words.
    A label keeps only noun-headed phrases: trailing adjectives are trimmed; a bare verb, adverb,
    adjective, pronoun, number or function word never makes a label on its own."""
    chunks: list[list[str]] = []
    cur: list[str] = []
    det = False
    last_end = -2

    def flush(i: int) -> None:
        nonlocal cur, last_end
        words = [w for w in cur if w not in W.GENERIC_NOUNS or len(cur) > 1]
        while words and (words[0] in W.NUMBERS or words[0][:1].isdigit() or words[0] in W.ADVERBS):
            words = words[1:]
        if len(words) > 1 and words[0].endswith("ing") and not det:
            words = words[1:]
        while words and not _noun_head(words[-1]):
            words = words[:-1]
        words = [w for w in words if w not in W.GENERIC_NOUNS] if len(words) == 1 else words
        if words and not all(w in W.GENERIC_NOUNS for w in words):
            chunks.append(words[-4:])
            last_end = i
        cur = []

    for i in range(start, len(toks)):
        t = toks[i]
        low = t.low
        if i in masked or not t.text[:1].isalnum():
            flush(i)
            continue
        prev = toks[i - 1].low if i > 0 else ""
        stop = (
            low in W.PREPOSITIONS
            or low in W.CONJUNCTIONS
            or low in W.DETERMINERS
            or low in W.PRONOUNS
            or low in W.AUX
            or low in W.FIRST_PERSON
            or low in W.ADVERBS
            or low in W.STOPWORDS
            or (low.endswith("ly") and low not in W.LY_NOUNS)
            or _contraction(low)
            or low in W.HEDGE_VERBS
            or low in W.REPORT_VERBS
            or low in W.FILLERS
        )
        verb = (
            is_past(low)
            # ('the new bar looks amazing': after its noun a verb of seeming, not 'his looks')
            or cur and low in _SEEMING
            or low in W.IRREGULAR
            or low.endswith("n't")
            or _verb_form(low, prev, det)
            or (
                not cur
                and _ambiguous(low)
                and (
                    not _licensed(toks, i, start, last_end)
                    or (i + 1 < len(toks) and toks[i + 1].low in _PARTICLES)
                )
            )
        )
        det_that = prev in ("that", "this") and i - 1 == start and i + 1 < len(toks) and (
            toks[i + 1].low in W.AUX or toks[i + 1].low in ("is", "was", "are", "were"))
        verb = (
            verb
            or not det_that  # 'That kettle is…': a determiner, not a relative 'that'
            and prev
            in (
                "to",
                "can",
                "will",
                "would",
                "could",
                "should",
                "let's",
                "might",
                "must",
                "which",
                "who",
                "they",
                "it",
                "he",
                "she",
                "that",
            )
            or _modal_contraction(prev)
            or low in W.ADJECTIVES
            or low in _EVAL
            or (not cur and re.search(r"(ful|ous|ive|able|ible|less|ish)$", low) is not None)
        )
        person = (low in EN_ROLE_NOUNS and i > 0 and toks[i - 1].low in W.PRONOUNS) or (
            t.text[:1].isupper() and names.is_name(toks, i))
        if (
            low.endswith("ing")
            and not cur
            and i + 1 < len(toks)
            and toks[i + 1].low in W.DETERMINERS
        ):
            flush(i)
            continue
        if stop or verb or person:
            flush(i)
            adj = low in W.ADJECTIVES or low in _EVAL or low in W.ADJ_GENERAL
            det = (
                low in W.DETERMINERS
                or low in ("my", "our", "his", "her", "their", "your")
                or (det and adj)
            )
            continue
        if not cur and i > start and toks[i - 1].low not in W.DETERMINERS and not (
                prev in W.ADJECTIVES or prev in _EVAL or prev in W.ADJ_GENERAL):
            det = False
        cur.append(low[:-2] if low.endswith("'s") and not low.endswith("master's") else low)
    flush(len(toks))
    out: list[str] = []
    for c in chunks:
        label = " ".join(c)
        if label not in out and len(label) > 2:
            out.append(label)
    return out


_AMBIGUOUS = W.NOUN_VERB | W.ACTIVITY_VERBS
# 'check out', 'look after': phrasal verbs
_PARTICLES = frozenset({"out", "up", "off", "down", "after"})
_POSSESSIVES = frozenset({"my", "your", "his", "her", "our", "their", "its"})
_UNLICENSING = (
    W.PRONOUNS
    | W.FIRST_PERSON
    | W.AUX
    | W.ADVERBS
    | W.CONJUNCTIONS
    | W.FILLERS
    | frozenset({"to", "please", "let's"})
)


def _ambiguous(low: str) -> bool:
    """A noun that is also a verb, base or -s form ('help', 'helps', 'dances')."""
    return low in _AMBIGUOUS or (
        low.endswith("s")
        and (low[:-1] in _AMBIGUOUS or low.endswith("es") and low[:-2] in _AMBIGUOUS)
    )


def _contraction(low: str) -> bool:
    """'it'd', "they'll", "let's", "that's": a pronoun
    or verb contraction, never part of a label."""
    if "'" not in low:
        return False
    if not low.endswith("'s"):
        return True
    base = low[:-2]
    return (
        base in W.PRONOUNS
        or base in W.STOPWORDS
        or base in {"let", "it", "that", "there", "here", "what", "who", "how", "where"}
    )


def _verb_form(low: str, prev: str, det: bool) -> bool:
    """A verb that cannot be a concept: 'brings', 'make',
    'working' (but 'the living room', 'hiking')."""
    if low in W.VERB_ONLY:
        return True
    if (
        low.endswith("s")
        and not low.endswith("ss")
        and len(low) > 3
        and (low[:-1] in W.VERB_ONLY or (low.endswith("es") and low[:-2] in W.VERB_ONLY))
    ):
        return True
    if low.endswith("ing") and len(low) > 5 and not (prev in W.DETERMINERS or prev in _POSSESSIVES):
        if low in W.GERUND_NOISE:
            return True
        lem = lemma(low)
        return lem in W.VERB_ONLY and lem not in W.ACTIVITY_VERBS
    return False


# texting spellings of a pronoun and a modal with the apostrophe dropped (not 'shell', 'hell',
# 'well', 'ill', 'wed', 'shed', 'id': English words)
_MODAL_CONTRACTIONS_BARE = frozenset(
    "theyll itll youll theyd youd theyve youve ive weve".split())  # noqa: SIM905


def _modal_contraction(prev: str) -> bool:
    """"they'll", "she'd", "we've", texting 'theyll': a pronoun and a modal or 'have', so the
    next word is a verb ('they'll scrap the bus' judges the bus, not 'scrap')."""
    if prev in _MODAL_CONTRACTIONS_BARE:
        return True
    base, _, tail = prev.partition("'")
    return tail in {"ll", "d", "ve"} and (base in W.PRONOUNS or base in {"i", "we", "you"})


def _licensed(toks: Sequence[Tok], i: int, start: int, last_end: int) -> bool:
    """A word that is both noun and verb starts a noun phrase after a determiner, possessive,
    preposition, adjective or verb ('a hike', 'for support', 'need help'), or in a list of nouns;
    after a subject pronoun, auxiliary, adverb or at a clause start it is the verb ('I love...')."""
    if i == 0:
        return False
    prev = toks[i - 1].low
    if (
        prev in W.DETERMINERS
        or prev in _POSSESSIVES
        or (prev in ("and", "or", ",") and last_end == i - 1)
    ):
        return True
    adverb = prev.endswith("ly") and prev not in W.LY_NOUNS
    return toks[i - 1].text[:1].isalnum() and prev not in _UNLICENSING and not adverb


def _noun_head(w: str) -> bool:
    """Can ``w`` end a concept label? Not a function
    word, bare verb, adjective, adverb or number."""
    if (
        w in W.STOPWORDS
        or w in W.ADJ_GENERAL
        or w in W.ADJECTIVES
        or w in W.ADVERBS
        or w in W.PRONOUNS
        or w in _QUALITY  # 'soggy', 'overpriced': an evaluative adjective names nothing
    ):
        return False
    if (
        w in W.VERB_ONLY
        or w.replace(",", "").replace(".", "").isdigit()
        or (w.endswith("ly") and w not in W.LY_NOUNS)
    ):
        return False
    for suf in ("er", "est"):  # comparatives of adjectives: 'brighter', 'bigger', 'nicest'
        if w.endswith(suf) and len(w) > len(suf) + 2:
            b = w[: -len(suf)]
            if any(
                x in W.ADJ_GENERAL or x in _EVAL
                for x in (b, b + "e", b[:-1], b[:-1] + "y" if b.endswith("i") else b)
            ):
                return False
    return not (w.endswith("ing") and w in W.GERUND_NOISE)
