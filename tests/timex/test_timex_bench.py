"""The temporal probe benchmark: scoring, matching of expressions, and the dev set."""

import json
from pathlib import Path

import pytest
from devdata import require

from cogmem_rdf.bench.temporal import format_temporal, run_temporal
from cogmem_rdf.errors import InputError


def write(tmp_path: Path, items: list[dict]) -> Path:
    path = tmp_path / "probes.json"
    path.write_text(json.dumps({"items": items}, ensure_ascii=False), encoding="utf-8")
    return path


def item(id_: str, lang: str, text: str, expression: str, value: str, gran: str) -> dict:
    return {"id": id_, "lang": lang, "session_date": "2024-06-12", "text": text,
            "expression": expression, "expected": {"value": value, "granularity": gran}}


def test_scores_and_reports_failures(tmp_path: Path) -> None:
    path = write(tmp_path, [
        item("a", "en", "I left yesterday and came back today.", "today", "2024-06-12", "day"),
        item("b", "ko", "나 3월에 가입했어", "3월에", "2024-03", "month"),
        item("c", "en", "I left on June 1, 2024.", "on June 1, 2024", "2024-06-01", "day"),
        item("d", "en", "I left last year.", "last year", "2024", "year"),  # wrong on purpose
        item("e", "en", "No time here.", "never", "2024", "year"),
    ])
    result = run_temporal(path)
    assert (result["total"], result["correct"]) == (5, 3)
    assert result["by_lang"]["ko"] == {"total": 1, "correct": 1, "accuracy": 1.0}
    assert result["by_lang"]["en"]["correct"] == 2
    assert [f["id"] for f in result["failures"]] == ["d", "e"]
    assert result["failures"][0]["got"]["value"] == "2023"
    assert result["failures"][1]["got"] is None
    table = format_temporal(result)
    assert "all" in table and "FAIL d" in table and "none" in table


def test_malformed_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"rows": []}', encoding="utf-8")
    with pytest.raises(InputError, match="items"):
        run_temporal(bad)
    with pytest.raises(InputError, match="lacks"):
        run_temporal(write(tmp_path, [{"id": "x"}]))


def test_dev_probe_set_is_fully_resolved() -> None:
    result = run_temporal(require("probes/temporal.json"))
    assert result["failures"] == []
    assert (result["correct"], result["total"]) == (40, 40)
