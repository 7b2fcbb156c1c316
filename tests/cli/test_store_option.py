"""A mistyped --store is an error for commands that
only read; ingest and import create the store."""

import pytest

from cogmem_rdf.cli import main


def test_reading_a_missing_store_is_an_error_not_an_empty_memory(tmp_path, capsys):
    missing = tmp_path / "typo-store"
    for argv in (
        ["recall", "What happened?"],
        ["sparql", "SELECT * WHERE { ?s ?p ?o }"],
        ["export"],
    ):
        with pytest.raises(SystemExit) as exc:
            main([*argv, "--store", str(missing)])
        assert exc.value.code == 1
        assert f"no store at {missing}" in capsys.readouterr().err
    assert not missing.exists()


def test_ingest_creates_the_store(tmp_path):
    turns = tmp_path / "t.jsonl"
    turns.write_text('{"session": "s", "date": "2024-01-02", "turn": "s:1", "speaker": "Ana", '
                     '"text": "I moved to Lyon last year."}\n', encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        main(["ingest", str(turns), "--store", str(tmp_path / "new"), "--no-progress", "--json"])
    assert exc.value.code == 0 and (tmp_path / "new").is_dir()


def test_export_to_a_missing_directory_is_one_line(tmp_path, capsys):
    turns = tmp_path / "t.jsonl"
    turns.write_text('{"session": "s", "date": "2024-01-02", "turn": "s:1", "speaker": "Ana", '
                     '"text": "I moved to Lyon last year."}\n', encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["ingest", str(turns), "--store", str(tmp_path / "st"), "--no-progress", "--json"])
    capsys.readouterr()
    with pytest.raises(SystemExit) as exc:
        main(
            [
                "export",
                "--store",
                str(tmp_path / "st"),
                "--out",
                str(tmp_path / "missing" / "x.trig"),
            ]
        )
    err = capsys.readouterr().err
    assert exc.value.code == 1 and "no directory" in err and "internal error" not in err
