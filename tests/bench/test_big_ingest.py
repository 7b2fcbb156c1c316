"""The big-file case of `cogmem bench ingest`: a real `cogmem ingest` process on a small file,
with its CPU per turn and the RSS of the process with its children (the embedding process)."""

from __future__ import annotations

import json
import os

from cogmem_rdf.bench.ingest import _tree_rss_mb, format_big_ingest, run_big_ingest


def test_tree_rss_counts_this_process_and_is_none_for_a_gone_one():
    own = _tree_rss_mb(os.getpid())
    assert own is not None and own > 0
    assert _tree_rss_mb(2**22 + 12345) is None


def test_big_ingest_reports_cpu_and_rss_with_children(tmp_path, locomo_doc, monkeypatch):
    monkeypatch.setenv("COGMEM_EMBED_PROCESS", "1")  # the child even for a file this small
    src = tmp_path / "mini.json"
    src.write_text(json.dumps(locomo_doc), encoding="utf-8")
    result = run_big_ingest(src, mb=0.002, keep=tmp_path / "big")
    (row,) = result["runs"]
    assert row["turns"] == result["file"]["turns"] > 0 and row["rejected"] == 0
    assert row["cpu_s"] > 0 and row["cpu_ms_per_turn"] > 0
    assert row["peak_rss_mb"] > 0
    text = format_big_ingest(result)
    assert "CPU ms/turn" in text and "with children" in text
