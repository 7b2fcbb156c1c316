"""Texting register, read as written English before the English rules run.

Chat English drops what the rules read structure from: apostrophes ("shes", "dont"), the
capital of *I* and of names ("priya says the lift is broken"), and spells *you* as *u*. This
module restores them in a copy of the turn's text; it changes nothing in text that already has
them, so edited prose reads exactly as before. What it restores:

- contractions without their apostrophe, from a closed list of forms that are no English word
  on their own ("dont", "shes", "theyre"; never "its", "ill", "were", "well", "id", "lets",
  "hed", "shed", "wed", which are words);
- *i* → *I*, *u* → *you* (standalone tokens only);
- a name written in lower case: a known person of the memory (a speaker or someone named
  earlier in the session) whose name is no English word of the extractor's lists, and a bare
  singular word right before a verb of saying or thinking at the start of a clause ("…, priya
  reckons", "and jonah says") — English needs a determiner before a common count noun there
  ("the nurse says"), so a bare word in that slot is a name, unless it is a pronoun, a
  relation or role noun ("mum says" stays as it is), a word of the extractor's lists, or a
  plural; and "brannocs mum reckons …" is "Brannoc's mum reckons …".

>>> normalise("lol shes like its a total scam", ["Priya"])
"lol she's like it's a total scam"
>>> normalise("the flat lost its charm", [])
'the flat lost its charm'
>>> normalise("ngl priya reckons the lift is broken again and i dont buy it", [])
"ngl Priya reckons the lift is broken again and I don't buy it"
>>> normalise("Mum says it's fine.", ["Priya"])
"Mum says it's fine."
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from . import en_words as W
from .names import EN_ROLE_NOUNS

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
}
_SINGLE = {"i": "I", "u": "you"}
# possessive "its" is followed by its noun phrase, never by a determiner, negation, degree word
# or "gonna": "its a scam", "its not fair", "its so loud" are "it's"
_AFTER_ITS = frozenset(
    """a an the this that my your his her our their not so too very really pretty quite gonna
    just like been always never still literally actually kinda sorta totally such no only""".split()  # noqa: SIM905
)
# verbs of saying and thinking in the third person, and the quotative "is/was like", "goes"
_REPORT = W.REPORT_VERBS | {"goes", "went", "swears", "reckon", "recons"}
_WORD = re.compile(r"[A-Za-z\u00C0-\u024F]+(?:['\u2019][A-Za-z]+)?")
# what may come right before the bare name at the start of a clause
_CLAUSE_START = frozenset(
    """and but so or cos because coz cuz then also plus like ok okay oh ah lol lmao omg ngl tbh
    idk honestly apparently anyway yeah yep nah no well hmm btw""".split()  # noqa: SIM905
)


@lru_cache(maxsize=1)
def _english() -> frozenset[str]:
    """Words of the extractor's own English lists (closed classes, verbs, adjectives, nouns
    it knows): a lower-case token among them is read as that word, never as a name."""
    from .attrib_en import vader

    lists = (W.AUX, W.MODAL_FUTURE, W.ADVERBS, W.ADJECTIVES, W.PREPOSITIONS, W.CONJUNCTIONS,
             W.DETERMINERS, W.PRONOUNS, W.GENERIC_NOUNS, W.NUMBERS, W.FIRST_PERSON,
             W.HEDGE_VERBS, W.REPORT_VERBS, W.FILLERS, W.CAP_STOP, W.VERBS, W.ADJ_GENERAL,
             W.STOPWORDS, W.FEELINGS, W.PAST_FORMS, EN_ROLE_NOUNS, _CLAUSE_START)
    words = {w.casefold() for group in lists for w in group}
    words |= {w.casefold() for w in W.IRREGULAR}
    words |= set(vader())
    return frozenset(words)


def _known_forms(known: Iterable[str]) -> dict[str, str]:
    """Lower-case first names of known people → their written form (only names that are no
    English word of the lists: a speaker called 'Will' or 'Rose' is not guessed in lower case)."""
    out: dict[str, str] = {}
    english = _english()
    for name in known:
        for part in name.split():
            if part[:1].isupper() and part.isalpha() and part.casefold() not in english:
                out.setdefault(part.casefold(), part)
    return out


def normalise(text: str, known: Iterable[str] = ()) -> str:
    """``text`` with the texting register's dropped apostrophes and capitals restored."""
    forms = _known_forms(known)
    english = _english()
    words = list(_WORD.finditer(text))
    out: list[str] = []
    last = 0
    for n, m in enumerate(words):
        word = m.group(0)
        low = word.casefold()
        new = word
        if word.islower():
            if low in _CONTRACTIONS:
                new = _CONTRACTIONS[low]
            elif low in _SINGLE:
                new = _SINGLE[low]
            elif low == "its" and n + 1 < len(words) and (
                    words[n + 1].group(0).casefold() in _AFTER_ITS):
                new = "it's"
            elif low in forms:
                new = forms[low]
            elif (low.endswith("s") and low[:-1] in forms and n + 1 < len(words)
                  and words[n + 1].group(0).casefold() in EN_ROLE_NOUNS):
                new = forms[low[:-1]] + "'s"  # "priyas mum" is Priya's mum
            elif _bare_possessor(words, n, english):
                new = word[:1].upper() + word[1:-1] + "'s"
            elif _bare_name(text, words, n, english):
                new = word[:1].upper() + word[1:]
        out.append(text[last:m.start()])
        out.append(new)
        last = m.end()
    out.append(text[last:])
    return "".join(out)


def _bare_possessor(words: list[re.Match[str]], n: int, english: frozenset[str]) -> bool:
    """"brannocs mum reckons …": a word in -s that is no English word (nor its stem), then a
    relation or role noun, then a verb of saying: the possessive of a name without its
    apostrophe."""
    low = words[n].group(0).casefold()
    if (not low.endswith("s") or len(low) < 4 or low in english or low[:-1] in english
            or n + 2 >= len(words)):
        return False
    return (words[n + 1].group(0).casefold() in EN_ROLE_NOUNS
            and words[n + 2].group(0).casefold() in _REPORT)


def _bare_name(text: str, words: list[re.Match[str]], n: int, english: frozenset[str]) -> bool:
    """A bare lower-case word before a verb of saying at the start of a clause."""
    low = words[n].group(0).casefold()
    if low in english or low.endswith("s") or len(low) < 3 or "'" in low or "\u2019" in low:
        return False
    if n + 1 >= len(words):
        return False
    nxt = words[n + 1].group(0).casefold()
    between = text[words[n].end():words[n + 1].start()]
    if between.strip():  # "priya, says" or "priya: says" is no subject + verb
        return False
    quotative = nxt in ("was", "is", "'s") and n + 2 < len(words) and (
        words[n + 2].group(0).casefold() == "like")
    if nxt not in _REPORT and not quotative:
        return False
    if n == 0:
        return True
    before = text[words[n - 1].end():words[n].start()]
    if any(c in before for c in ".,;:!?\"(-\u2014"):
        return True
    return words[n - 1].group(0).casefold() in _CLAUSE_START
