"""`cogmem ingest --extractor llm` takes the endpoint and model as options (or COGMEM_LLM_*)."""

from __future__ import annotations

import json

import llm.llm_script as scripted
import pytest

from cogmem_rdf.cli import main


def _turns_file(tmp_path):
    path = tmp_path / "turns.jsonl"
    path.write_text(
        "\n".join(
            json.dumps(
                {
                    "session": "c1",
                    "date": "2024-04-09",
                    "turn": t.turn,
                    "speaker": t.speaker,
                    "text": t.text,
                }
            )
            for t in scripted.turns()
        ),
        encoding="utf-8",
    )
    return path


@pytest.fixture(autouse=True)
def _no_llm_env(monkeypatch):
    for var in ("COGMEM_LLM_MODEL", "COGMEM_LLM_BASE_URL", "COGMEM_LLM_API_KEY"):
        monkeypatch.delenv(var, raising=False)


def test_llm_options_configure_the_extractor(stub, tmp_path, capsys):
    with stub(scripted.good) as server, pytest.raises(SystemExit) as done:
        main(
            [
                "ingest",
                str(_turns_file(tmp_path)),
                "--store",
                str(tmp_path / "s"),
                "--extractor",
                "llm",
                "--llm-model",
                "tiny",
                "--llm-base-url",
                server.base_url,
                "--llm-api-key",
                "k",
                "--json",
                "--no-progress",
            ]
        )
    assert done.value.code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["nodes"]["Claim"] == 3 and not report["rejected"] and server.requests


def test_missing_model_names_the_option_that_exists(tmp_path, capsys):
    with pytest.raises(SystemExit) as exc:
        main(
            [
                "ingest",
                str(_turns_file(tmp_path)),
                "--store",
                str(tmp_path / "s"),
                "--extractor",
                "llm",
            ]
        )
    assert exc.value.code == 1
    err = capsys.readouterr().err
    assert "--llm-model" in err and "COGMEM_LLM_MODEL" in err


def test_llm_options_without_the_llm_extractor_are_a_usage_error(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(
            [
                "ingest",
                str(_turns_file(tmp_path)),
                "--store",
                str(tmp_path / "s"),
                "--llm-model",
                "tiny",
            ]
        )
    assert "--extractor llm" in capsys.readouterr().err
