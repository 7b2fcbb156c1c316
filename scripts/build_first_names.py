"""Build ``cogmem_rdf/extract/first_names.txt.gz`` from the nomquamgender name data.

The extractor reads he/she back to a person; a first name says which of two people named just
before a 'she' is the likelier one. The table is taken from a published, general reference —
nomquamgender (Van Buskirk, Clauset & Larremore 2022, MIT licence; see
``cogmem_rdf/extract/first_names.LICENSE``), which pools the given names of many national and
academic name lists — not from any dialogue we score. Only names seen at least ``--min-count``
times in at least three of its sources and given to one gender in at least 97% of uses are kept;
ambiguous names (Alex, Sam, Kim, Jordan) have no gender, and the rules never use a name's
gender except to choose between antecedents. A third line lists every first name seen that often
(of either or no clear gender): in chat typed in lower case, such a word in a name's slot is a
name ('heard about kasia'). A fourth line lists the first names of that third line borne by
fewer than ``--rare-count`` people in the reference ('Nature', 'Story', 'Freedom', 'Mentor':
words that are names only now and then): a frequent English word among them is read as the word
unless its slot says otherwise; 'Savannah', 'Victoria', 'Willow', borne by many, stay names.

    pip download nomquamgender==0.1.4 --no-deps -d /tmp/nqg && unzip -o /tmp/nqg/*.whl -d /tmp/nqg
    python scripts/build_first_names.py /tmp/nqg/nomquamgender/name_data.json
"""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "cogmem_rdf" / "extract" / "first_names.txt.gz"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("name_data", type=Path, help="nomquamgender/name_data.json")
    ap.add_argument("--min-count", type=int, default=100)
    ap.add_argument("--share", type=float, default=0.97)
    ap.add_argument("--rare-count", type=int, default=10_000)
    args = ap.parse_args()
    data = json.loads(args.name_data.read_text(encoding="utf-8"))
    male, female, other, rare = [], [], [], []
    for name, row in data.items():
        if not (name.isascii() and name.isalpha() and len(name) >= 2):
            continue
        sources, count, p_female = row[0], row[1], row[2]
        if sources < 3 or count < args.min_count:
            continue
        if len(name) >= 3:
            other.append(name)  # a first name at all (line "n"): of either or no clear gender
            if count < args.rare_count:
                rare.append(name)  # (line "r": borne by few)
        if p_female <= 1 - args.share:
            male.append(name)
        elif p_female >= args.share:
            female.append(name)
    text = (f"m\t{' '.join(sorted(male))}\nf\t{' '.join(sorted(female))}\n"
            f"n\t{' '.join(sorted(other))}\nr\t{' '.join(sorted(rare))}\n")
    OUT.write_bytes(gzip.compress(text.encode("ascii"), mtime=0))
    print(f"{OUT}: {len(male)} male, {len(female)} female, {len(other)} first names in all, "
          f"{len(rare)} borne by few")


if __name__ == "__main__":
    main()
