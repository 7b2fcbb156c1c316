"""``cogmem bench robustness``: metamorphic checks of the offline extractor on natural dialogue.

Each check rewrites a natural-dialogue file in a way that keeps every gold answer true, runs the
rule extractor on the original and on the rewritten file, and counts the gold owners (with the
relay chain) of opinion and hearsay questions that the rewritten file loses (and gains). The
extractor alone is scored, as ``extraction_scores`` does: the claims of a question's gold turns.

The checks, per language:

- ``rename:common`` / ``rename:word`` (English): every person of a scenario (its speakers, the
  names in its gold owners and relay chains) renamed consistently in turns, questions and gold, to
  first names drawn from the first-name reference ``extract/names.py`` ships: ``common`` those that
  are no common word of the dictionary (Webster's Second, as ``english-words`` ships it), ``word``
  those that are one too (a virtue, a flower, a gem, a star: 'Dimple', 'Ivy', 'Castor'). A name
  keeps the gender the pronouns of its scenario give it.
- ``rename:common`` / ``rename:full`` (Korean): two-syllable given names built from the name
  syllables ``extract/names.py`` lists (a final consonant where the old name had one, so the
  particles stay right), and the same after a surname.
- ``backchannel``: a turn of laughter ('lol', 'ㅋㅋㅋ') by the previous speaker before every gold
  turn.
- ``lower`` / ``no-apostrophes`` (English), ``glued`` / ``no-stops`` (Korean): gold turns retyped
  as chat types them (all lower case; apostrophes dropped; the first two words glued; full stops
  dropped).

No word of any data file is used: the names come from the reference and the syllable list, drawn
with a seeded generator (``--seed``), so a run can be repeated and another seed draws other names.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..lang import detect_lang
from .natural import chain_ok, load_natural, natural_turns, owner_ok

Scenario = dict[str, Any]

CHECKS = {
    "en": ("rename:common", "rename:word", "backchannel", "lower", "no-apostrophes"),
    "ko": ("rename:common", "rename:full", "backchannel", "glued", "no-stops"),
}
_SURNAMES = "김 이 박 최 정 강 조 윤 장 임 한 오 서 신 권 황 안 송 전 홍".split()  # noqa: SIM905
_HANGUL = "\uac00-\ud7a3"
_RETYPE: dict[str, Callable[[str], str]] = {
    "lower": str.lower,
    "no-apostrophes": lambda t: re.sub(r"['\u2019]", "", t),
    "glued": lambda t: re.sub(r"^(\S+) (\S+)", r"\1\2", t),
    "no-stops": lambda t: t.replace(".", ""),
}
_BACKCHANNEL = {"en": "lol", "ko": "ㅋㅋㅋ"}


@lru_cache(maxsize=1)
def _en_pools() -> dict[tuple[str, str], list[str]]:
    """(kind, gender) → first names of the reference: 'common' (no dictionary word) or 'word'
    (a dictionary word too), of one gender ('m', 'f') or either ('n')."""
    from english_words import get_english_words_set

    from ..extract.names import _first_names

    # (the dictionary's common words: its entries written in lower case, not its proper nouns)
    words = {w for w in get_english_words_set(["web2"], lower=False, alpha=True) if w.islower()}
    pools: dict[tuple[str, str], list[str]] = {}
    for name, gender in sorted(_first_names().items()):
        if not (name.isalpha() and 3 <= len(name) <= 8):
            continue
        kind = "word" if name in words else "common"
        pools.setdefault((kind, gender), []).append(name.capitalize())
    return pools


def _ko_given(rng: random.Random, final: bool, taken: set[str]) -> str:
    """A two-syllable given name of the name syllables; its last syllable ends in a consonant
    when ``final``."""
    from ..extract.names import KO_GIVEN_NAME_SYLLABLES, has_batchim

    syllables = sorted(KO_GIVEN_NAME_SYLLABLES)
    last = [s for s in syllables if has_batchim(s) == final]
    while True:
        name = rng.choice(syllables) + rng.choice(last)
        if name not in taken:
            return name


def _people(s: Scenario, lang: str) -> list[str]:
    """The scenario's people: speakers and the names opening its gold owners and relay chains."""
    from ..extract.names import KO_ROLE_NOUNS

    found = {t["speaker"] for t in s["turns"]}
    texts = [t["text"] for t in s["turns"]]
    for q in s["questions"]:
        g = q["gold"]
        for n in [g.get("owner"), *g.get("owner_alt", []), *g.get("relayed_by", [])]:
            if not n:
                continue
            if lang == "en":
                m = re.match(r"([A-Z][a-z]+)(?:'s\b|$)", n)
            else:
                m = re.match(rf"([{_HANGUL}]{{2,3}})(?:의 |$)", n)
                if m and (m.group(1) in KO_ROLE_NOUNS or m.group(1).endswith("님") or not any(
                        re.search(rf"(?<![{_HANGUL}]){m.group(1)}", t) for t in texts)):
                    m = None
            if m:
                found.add(m.group(1))
    return sorted(found, key=lambda p: (-len(p), p))


def _pronoun_gender(s: Scenario, name: str) -> str:
    """'m', 'f' or 'n': the gender the pronouns after ``name`` (its turn and the next) give."""
    score = 0
    turns = s["turns"]
    for i, t in enumerate(turns):
        m = re.search(rf"\b{re.escape(name)}\b", t["text"], re.I)
        if not m:
            continue
        after = t["text"][m.end():] + " " + (turns[i + 1]["text"] if i + 1 < len(turns) else "")
        score += len(re.findall(r"\b(?:he|him|his)\b", after, re.I))
        score -= len(re.findall(r"\b(?:she|her|hers)\b", after, re.I))
    return "m" if score > 0 else "f" if score < 0 else "n"


def _rename(s: Scenario, lang: str, kind: str, rng: random.Random,
            pools: dict[tuple[str, str], list[str]]) -> None:
    """Rename every person of ``s`` in place (turns, questions, gold)."""
    people = _people(s, lang)
    if not people:
        return
    taken = set(people)
    new: dict[str, str] = {}
    for p in people:
        if lang == "en":
            pool = [n for n in pools.get((kind, _pronoun_gender(s, p)), []) if n not in taken]
            pool = pool or [n for n in pools.get((kind, "n"), []) if n not in taken]
            name = rng.choice(pool)
        else:
            from ..extract.names import has_batchim

            name = _ko_given(rng, has_batchim(p[-1]), taken)
            if kind == "full":
                name = rng.choice(_SURNAMES) + name
        taken.add(name)
        new[p] = name
    if lang == "en":
        rx = re.compile(r"\b(" + "|".join(map(re.escape, people)) + r")\b", re.I)

        def one(m: re.Match[str]) -> str:
            said = m.group(1)
            name = new[next(p for p in people if p.lower() == said.lower())]
            return name.lower() if said.islower() else name
    else:
        rx = re.compile(rf"(?<![{_HANGUL}])(" + "|".join(map(re.escape, people)) + ")")

        def one(m: re.Match[str]) -> str:
            return new[m.group(1)]

    def sub(text: str) -> str:
        return rx.sub(one, text)

    for t in s["turns"]:
        t["speaker"], t["text"] = sub(t["speaker"]), sub(t["text"])
    for q in s["questions"]:
        q["q"] = sub(q["q"])
        g = q["gold"]
        if "owner" in g:
            g["owner"] = sub(g["owner"])
            g["owner_alt"] = [sub(x) for x in g.get("owner_alt", [])]
            g["relayed_by"] = [sub(x) for x in g.get("relayed_by", [])]


def _gold_turns(s: Scenario) -> set[str]:
    return {t for q in s["questions"] if q["kind"] != "record" for t in q["gold"]["turn"]}


def perturb(scenarios: Sequence[Scenario], lang: str, check: str, seed: int = 7,
            pools: dict[tuple[str, str], list[str]] | None = None) -> list[Scenario]:
    """A rewritten copy of ``scenarios`` (``check`` is one of ``CHECKS[lang]``)."""
    out = copy.deepcopy(list(scenarios))
    rng = random.Random(seed)
    for s in out:
        gold = _gold_turns(s)
        if check.startswith("rename:"):
            _rename(s, lang, check.split(":", 1)[1], rng,
                    pools if pools is not None else _en_pools() if lang == "en" else {})
        elif check == "backchannel":
            turns: list[dict[str, Any]] = []
            for i, t in enumerate(s["turns"]):
                prev = s["turns"][i - 1] if i else None
                if t["turn"] in gold and prev and prev["speaker"] != t["speaker"]:
                    turns.append(dict(prev, turn=t["turn"] + "~", text=_BACKCHANNEL[lang]))
                turns.append(t)
            s["turns"] = turns
        elif check in _RETYPE:
            for t in s["turns"]:
                if t["turn"] in gold:
                    t["text"] = _RETYPE[check](t["text"])
        else:
            raise ValueError(f"unknown check {check!r} for {lang}")
    return out


def owners_held(scenarios: Sequence[Scenario]) -> dict[str, bool]:
    """Question key → does the extractor give a gold turn the gold owner and relay chain?"""
    from ..extract.rules import RuleExtractor

    turns = natural_turns(scenarios, "robustness")
    read = {t.turn: x for t, x in zip(turns, RuleExtractor().extract(turns, []), strict=True)}
    out = {}
    for s in scenarios:
        for i, q in enumerate(s["questions"]):
            if q["kind"] == "record":
                continue
            g = q["gold"]
            claims = [c for t in g["turn"] for c in read[t].claims]
            out[f"{s['id']}#{i}"] = any(
                owner_ok(c.owner, g) and chain_ok(c.relayed_by, g.get("relayed_by", []))
                for c in claims)
    return out


def run_robustness(paths: Iterable[str | Path], seed: int = 7,
                   log: Callable[[str], None] = lambda _m: None) -> dict[str, Any]:
    """Every check of each file's language; counts pooled per language."""
    pools = _en_pools()
    langs: dict[str, dict[str, Any]] = {}
    for path in paths:
        log(f"robustness: {path}")
        by_lang: dict[str, list[Scenario]] = {}
        for s in load_natural(path):
            by_lang.setdefault(s.get("lang") or detect_lang(s["turns"][0]["text"]), []).append(s)
        for lang, scenarios in by_lang.items():
            base = owners_held(scenarios)
            res = langs.setdefault(lang, {"files": 0, "questions": 0, "held": 0,
                                          "checks": {c: {"lost": 0, "gained": 0}
                                                     for c in CHECKS[lang]}})
            res["files"] += 1
            res["questions"] += len(base)
            res["held"] += sum(base.values())
            for check in CHECKS[lang]:
                got = owners_held(perturb(scenarios, lang, check, seed, pools))
                res["checks"][check]["lost"] += sum(
                    1 for k, ok in base.items() if ok and not got[k])
                res["checks"][check]["gained"] += sum(
                    1 for k, ok in base.items() if not ok and got[k])
    return {"seed": seed, "languages": langs}


def format_robustness(result: dict[str, Any]) -> str:
    """The counts as a table per language."""
    lines = [f"seed {result['seed']}"]
    for lang, res in result["languages"].items():
        lines.append(f"{lang}: {res['files']} files, {res['questions']} opinion and hearsay "
                     f"questions, gold owner held by the extractor in {res['held']}")
        lines.append(f"  {'check':<16} {'lost':>5} {'gained':>7}")
        for check, c in res["checks"].items():
            lines.append(f"  {check:<16} {c['lost']:>5} {c['gained']:>7}")
    return "\n".join(lines)
