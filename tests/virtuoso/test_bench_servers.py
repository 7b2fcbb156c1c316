"""``cogmem bench scale --store URL``: the same conversation on oxigraph serve, Virtuoso and
embedded in one run."""

from __future__ import annotations

import json

from oxigraph_server import running_oxigraph
from privacy.scripted import HashEmbedder

from cogmem_rdf.bench.scale import DEFAULT_DATA
from cogmem_rdf.bench.servers import label, run_servers
from cogmem_rdf.store import RemoteStore


def test_servers_bench_same_run_baseline_and_same_evidence(clean_virtuoso, tmp_path):
    with running_oxigraph(tmp_path / "ox") as oxi:
        result = run_servers(
            [oxi.url, clean_virtuoso.url],
            DEFAULT_DATA,
            questions=6,
            turns=40,
            embedder=HashEmbedder(),
        )
    runs = result["stores"]
    assert list(runs) == ["embedded", oxi.url, label(clean_virtuoso.url)]
    assert "dba@" not in json.dumps(result)  # the password is not recorded
    assert runs["embedded"]["ratio"] == {
        "ingest": 1.0,
        "recall_p50": 1.0,
        "recall_p95": 1.0,
        "erase": 1.0,
    }
    assert (runs[label(clean_virtuoso.url)]["layout"], runs[label(clean_virtuoso.url)]["rdf"]) == (
        "virtuoso",
        "1.1",
    )
    for run in runs.values():
        assert run["ingest_turns_per_s"] > 0 and run["recall_ms"]["n"] == 6 and run["erase_s"] > 0
        assert run["same_top_k"] == 6, run["differences"]
    # every benchmark memory is dropped afterwards
    assert not [g for g in RemoteStore(clean_virtuoso.url).graphs() if "bench-servers" in g.value]

