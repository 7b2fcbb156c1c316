"""Every file in tests/data/bad is rejected with one line naming file and line, or stored
verbatim."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

BAD = Path(__file__).resolve().parents[1] / "data" / "bad"
REJECTED = {
    "truncated.json": ("invalid JSON", None),
    "invalid_utf8.jsonl": ("not valid UTF-8", 1),
    "missing_field.jsonl": ("missing field(s) turn", 2),
    "bad_date.jsonl": ("invalid date", 1),
    "control_name.jsonl": ("control/bidi", 1),
    "bidi_name.jsonl": ("control/bidi", 1),
    "not_turns.json": ("each line must be a JSON object", 1),
}


def cogmem(*args, store):
    return subprocess.run([sys.executable, "-m", "cogmem_rdf", *args, "--store", str(store)],
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("name", sorted(REJECTED))
def test_rejected_with_one_line_and_store_unchanged(tmp_path, name):
    fragment, line = REJECTED[name]
    r = cogmem("ingest", str(BAD / name), store=tmp_path / "s")
    assert r.returncode == 1
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    where = f"{BAD / name}:{line}:" if line else f"{BAD / name}"
    assert where in lines[0] and fragment in lines[0]
    assert "Traceback" not in r.stderr
    assert not (tmp_path / "s" / "oxigraph").exists()  # nothing was written


def test_five_megabyte_turn_is_rejected(tmp_path):
    p = tmp_path / "big.jsonl"
    p.write_text(
        json.dumps(
            {
                "session": "s",
                "date": "2024-01-01",
                "turn": "1",
                "speaker": "A",
                "text": "x" * 5_000_000,
            }
        )
    )
    r = cogmem("ingest", str(p), store=tmp_path / "s")
    assert r.returncode == 1 and f"{p}:1:" in r.stderr and "limit" in r.stderr


def test_sparql_looking_and_injection_text_is_stored_verbatim_never_executed(tmp_path):
    src = BAD / "valid_sparql_looking.jsonl"
    r = cogmem("ingest", str(src), "--json", store=tmp_path / "s")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["new_turns"] == 2
    q = (
        "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?id ?text WHERE { ?t pec:turnId "
        "?id ; pec:text ?text } ORDER BY ?id"
    )
    out = cogmem("sparql", q, "--format", "json", store=tmp_path / "s")
    rows = json.loads(out.stdout)["results"]["bindings"]
    stored = {r["id"]["value"]: r["text"]["value"] for r in rows}
    originals = [json.loads(x) for x in src.read_text().splitlines()]
    assert stored == {o["turn"]: o["text"] for o in originals}
    names = cogmem(
        "sparql",
        "PREFIX pec: <https://w3id.org/cogmem/pec2f#> SELECT ?n WHERE { ?p a pec:Person ; "
        "pec:name ?n }",
        store=tmp_path / "s",
    )
    assert "Bob> } ; DROP ALL ; #" in {
        b["n"]["value"] for b in json.loads(names.stdout)["results"]["bindings"]
    }
