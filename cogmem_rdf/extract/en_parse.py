"""English token-level helpers: tokens, names, noun chunks, verb lemmas, first-person restoring."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from . import en_words as W
from .lexicon import EN_NEGATIVE, EN_POSITIVE
from .names import EN_ROLE_NOUNS, name_key

_EVAL = EN_POSITIVE | EN_NEGATIVE

_TOKEN = re.compile(r"\d+(?:[,.]\d+)*(?:st|nd|rd|th|s)?|[A-Za-z]+(?:[-'][A-Za-z]+)*|[^\w\s]")
_SENT = re.compile(r"(?<=[.!?])\s+(?=[\"'(]?[A-Z0-9])")


@dataclass(frozen=True)
class Tok:
    text: str
    start: int
    end: int

    @property
    def low(self) -> str:
        return self.text.lower()

    @property
    def base(self) -> str:
        """The token without a possessive 's."""
        t = self.text
        return t[:-2] if t.lower().endswith("'s") and len(t) > 2 else t


def normalise(text: str) -> str:
    return text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENT.split(text) if s.strip()]


def tokenize(text: str) -> list[Tok]:
    return [Tok(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text)]


_SG_AUX = frozenset(["is", "was", "has", "had", "will", "would", "won't", "didn't", "doesn't", "wasn't", "isn't", "can", "could", "should", "can't", "might", "must"])


class Names:
    """Decides which tokens are person names, given the known people of the memory."""

    def __init__(self, known: Sequence[str], speaker: str) -> None:
        self.speaker = speaker
        self.known = [k for k in known if k]
        self._keys = {name_key(k): k for k in self.known}
        self._keys.setdefault(name_key(speaker), speaker)

    def known_form(self, word: str) -> str | None:
        return self._keys.get(name_key(word))

    def is_name(self, toks: Sequence[Tok], i: int) -> bool:
        tok = toks[i]
        base = tok.base
        if self.known_form(base):
            return True
        if not base[:1].isupper() or base in W.CAP_STOP or (len(base) > 1 and base.isupper()) or "'" in base:
            return False
        if base.lower() in W.PRONOUNS or base.lower() in W.PREPOSITIONS or base.lower() in W.AUX:
            return False
        if re.search(r"(ing|ed|ly|tion|ness|ment|ity|ful|ous|ive)$", base.lower()):
            return False
        if (i > 0 and toks[i - 1].text[:1].isupper() and toks[i - 1].text not in W.CAP_STOP) or (
            i + 1 < len(toks) and toks[i + 1].text[:1].isupper() and toks[i + 1].base not in W.CAP_STOP
        ):
            return False  # multi-word proper noun: a place or product, not a person
        initial = i == 0 or toks[i - 1].text in {".", "!", "?", '"', ":", ";"}
        if not initial:
            return True
        nxt = toks[i + 1].low if i + 1 < len(toks) else ""
        return tok.low.endswith("'s") or nxt in W.REPORT_VERBS or nxt in _SG_AUX or nxt == "and" or (
            nxt.endswith(("ed", "ing")) or nxt in W.ADVERBS or nxt in W.PAST_FORMS
            or (nxt.endswith("s") and not nxt.endswith("ss") and nxt not in W.PREPOSITIONS)
        )

    def name_of(self, toks: Sequence[Tok], i: int) -> str:
        return self.known_form(toks[i].base) or toks[i].base

    def is_vocative(self, toks: Sequence[Tok], i: int) -> bool:
        prev = toks[i - 1].text if i > 0 else "."
        nxt = toks[i + 1].text if i + 1 < len(toks) else "."
        if toks[i].low.endswith("'s"):
            return False
        if nxt in {"!", "?", "."} and (prev in {",", ".", "!", "?"} or i == 0 or toks[i - 1].low in W.FILLERS):
            return True
        if nxt == "," and (i == 0 or prev in {",", ".", "!"} or toks[i - 1].low in W.FILLERS):
            return True
        return prev == "," and nxt in {"!", "?", ".", ","} and i + 1 >= len(toks) - 1

    def mentions(self, toks: Sequence[Tok]) -> list[str]:
        out: list[str] = []
        for i in range(len(toks)):
            if toks[i].text[:1].isalpha() and self.is_name(toks, i):
                n = self.name_of(toks, i)
                if n not in out:
                    out.append(n)
        return out


def lemma(word: str) -> str:
    w = word.lower()
    if w in W.IRREGULAR:
        return W.IRREGULAR[w]
    if w.endswith("ied") and len(w) > 4:
        return w[:-3] + "y"
    if w.endswith("ed") and len(w) > 4:
        stem = w[:-2]
        if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsz":
            return stem[:-1]
        if stem[-1] in "vcugz" or re.search(r"[^aeiou][aeiou][^aeiouwxyr]$", stem) and stem[-1] not in "nrtdlmpk":
            return stem + "e"
        if re.search(r"(at|iz|is|ur|as|os|us)$", stem) and not stem.endswith("ss"):
            return stem + "e"
        return stem
    if w.endswith("ies") and len(w) > 4:
        return w[:-3] + "y"
    if re.search(r"(ches|shes|sses|xes|oes)$", w):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss") and len(w) > 3:
        return w[:-1]
    return w


def is_past(word: str) -> bool:
    w = word.lower()
    return w in W.PAST_FORMS or (w.endswith("ed") and len(w) > 3 and w not in {"need", "feed", "seed", "bed", "red", "shed"})


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
        (r"\bI'm\b|\bI am\b", f"{speaker} is"), (r"\bI've\b", f"{speaker} has"), (r"\bI have\b", f"{speaker} has"),
        (r"\bI'd\b", f"{speaker} would"), (r"\bI'll\b", f"{speaker} will"), (r"\bI don't\b", f"{speaker} doesn't"),
        (r"\bI do\b", f"{speaker} does"), (r"\b[Ww]e're\b", f"{speaker} is"), (r"\b[Ww]e've\b", f"{speaker} has"),
        (r"\b[Ww]e'll\b", f"{speaker} will"), (r"\b[Ww]e'd\b", f"{speaker} would"),
        (r"\b[Mm]y\b|\b[Oo]ur\b", f"{speaker}'s"), (r"\b[Mm]ine\b|\b[Oo]urs\b", f"{speaker}'s"),
        (r"\b[Mm]yself\b|\b[Oo]urselves\b", speaker), (r"\b[Mm]e\b|\b[Uu]s\b", speaker),
    ]
    for pat, rep in rules:
        s = re.sub(pat, rep, s)

    def _conj(m: re.Match[str]) -> str:
        adv, verb = m.group(2) or "", m.group(3)
        low = verb.lower()
        if (low in W.AUX or is_past(low) or low.endswith("s") or low in W.PRONOUNS or low in W.PREPOSITIONS
                or low in W.DETERMINERS or low in W.CONJUNCTIONS or low in W.ADVERBS):
            return m.group(0)
        return f"{m.group(1)}{adv}{third_singular(verb)}"

    s = re.sub(rf"\b(I |[Ww]e )((?:{_ADV}) )?([a-z']+)", _conj, s)
    s = re.sub(r"\bI\b|\b[Ww]e\b", speaker, s)
    return s


def noun_chunks(toks: Sequence[Tok], start: int, names: Names, masked: set[int]) -> list[str]:
    """Lowercase noun phrases after ``start``: split at function words, verbs and time words."""
    chunks: list[list[str]] = []
    cur: list[str] = []
    det = False

    def flush() -> None:
        nonlocal cur
        words = [w for w in cur if w not in W.GENERIC_NOUNS or len(cur) > 1]
        while words and (words[0] in W.NUMBERS or words[0][:1].isdigit() or words[0] in W.ADVERBS):
            words = words[1:]
        if len(words) > 1 and words[0].endswith("ing") and not det:
            words = words[1:]
        words = [w for w in words if w not in W.GENERIC_NOUNS] if len(words) == 1 else words
        if words and not all(w in W.GENERIC_NOUNS for w in words):
            chunks.append(words[-4:])
        cur = []

    for i in range(start, len(toks)):
        t = toks[i]
        low = t.low
        if i in masked or not t.text[:1].isalnum():
            flush()
            continue
        stop = (low in W.PREPOSITIONS or low in W.CONJUNCTIONS or low in W.DETERMINERS or low in W.PRONOUNS
                or low in W.AUX or low in W.FIRST_PERSON or low in W.ADVERBS or low.endswith("ly")
                or low in W.HEDGE_VERBS or low in W.REPORT_VERBS or low in W.FILLERS)
        verb = is_past(low) or low in W.IRREGULAR or low.endswith("n't")
        prev = toks[i - 1].low if i > 0 else ""
        verb = verb or prev in ("to", "can", "will", "would", "could", "should", "let's", "might", "must", "which", "who",
                                "they", "it", "he", "she", "that") or low in W.ADJECTIVES or low in _EVAL or (
            not cur and re.search(r"(ful|ous|ive|able|ible|less|ish)$", low) is not None)
        person = (low in EN_ROLE_NOUNS and i > 0 and toks[i - 1].low in W.PRONOUNS) or (
            t.text[:1].isupper() and names.is_name(toks, i))
        if low.endswith("ing") and not cur and i + 1 < len(toks) and toks[i + 1].low in W.DETERMINERS:
            flush()
            continue
        if stop or verb or person:
            flush()
            det = low in W.DETERMINERS or low in ("my", "our", "his", "her", "their", "your")
            continue
        if not cur and i > start and toks[i - 1].low not in W.DETERMINERS:
            det = False
        cur.append(low[:-2] if low.endswith("'s") and not low.endswith("master's") else low)
    flush()
    out: list[str] = []
    for c in chunks:
        label = " ".join(c)
        if label not in out and len(label) > 2:
            out.append(label)
    return out
