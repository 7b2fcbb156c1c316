"""A write of more than 2000 quads on Virtuoso is all-or-nothing for readers: it is staged in INSERT
DATA requests, then ONE operation moves it in (``RemoteStore._staged_insert``). A writer killed
(SIGKILL) at each step leaves the memory as it was, or complete; ``staged_leftovers`` shows what is
left and
``recover_staged`` finishes or drops it."""

from __future__ import annotations

import os
import subprocess
import sys

import pyoxigraph as ox
import pytest

from cogmem_rdf import vocab as v
from cogmem_rdf.store import RemoteStore

N = 4500  # three staging requests

WRITER = """
import sys
import pyoxigraph as ox
from cogmem_rdf import vocab as v
from cogmem_rdf.store import RemoteStore
g = v.memory_graph("big")
RemoteStore(sys.argv[1]).extend(
    [ox.Quad(ox.NamedNode(f"urn:x:s{i}"), v.pec("name"), ox.Literal(f"name {i}"), g)
     for i in range(int(sys.argv[2]))])
"""


def write(url: str, crash_at: str | None) -> int:
    env = dict(os.environ)
    env.pop("COGMEM_TEST_CRASH_AT", None)
    if crash_at:
        env["COGMEM_TEST_CRASH_AT"] = crash_at
    return subprocess.run(
        [sys.executable, "-c", WRITER, url, str(N)], env=env, timeout=120, check=False
    ).returncode


def count(store: RemoteStore) -> int:
    return int(store.select("store_count", v.memory_graph("big"))[0]["n"].value)


@pytest.mark.parametrize("crash_at,left,after", [
    ("remote-staged-one-chunk", 0, 0),   # part staged: nothing visible; recovery drops it
    # all staged, not moved: nothing visible; recovery finishes it
    ("remote-before-move", 0, N),
    # moved, staging not dropped: complete; recovery only cleans
    ("remote-after-move", N, N),
])
def test_a_writer_killed_mid_write_leaves_nothing_or_everything(
    clean_virtuoso, crash_at, left, after
):
    store = RemoteStore(clean_virtuoso.url)
    before = store.change_token("big")
    assert write(clean_virtuoso.url, crash_at) == -9  # SIGKILL at that point
    assert count(store) == left
    # the token moves with the data, in the same operation
    assert (store.change_token("big") == before) == (left == 0)
    leftovers = store.staged_leftovers()
    targets = {row["graph"] for row in leftovers}
    assert targets == {v.memory_graph("big"), ox.NamedNode("urn:x-cogmem:changes")}
    staged = sum(row["staged"] for row in leftovers if row["graph"] == v.memory_graph("big"))
    assert staged == (2000 if crash_at == "remote-staged-one-chunk" else N)
    # young: maybe still running
    assert store.recover_staged(older_than_s=3600) == {"resumed": 0, "dropped": 0}
    done = store.recover_staged(older_than_s=0)
    assert done == (
        {"resumed": 0, "dropped": 1}
        if crash_at == "remote-staged-one-chunk"
        else {"resumed": 1, "dropped": 0}
    )
    assert count(store) == after and store.staged_leftovers() == []
    assert not [g for g in store.graphs() if "staging:" in g.value]


def test_an_uninterrupted_large_write_leaves_no_staging(clean_virtuoso):
    store = RemoteStore(clean_virtuoso.url)
    assert write(clean_virtuoso.url, None) == 0
    assert count(store) == N and store.staged_leftovers() == []
    assert not [g for g in store.graphs() if "staging" in g.value]
