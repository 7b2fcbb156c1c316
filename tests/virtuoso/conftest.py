"""Virtuoso 7 fixtures: ONE server per test session (start-up takes seconds), a clean slate per
test.

The modules here reuse the remote-store, change-token, isolation, subject-access and erasure test
functions written for ``oxigraph serve`` (``virtuoso_server.reuse``) and answer the fixtures they
ask for with the Virtuoso server: ``any_store`` and ``remote`` are a ``RemoteStore`` on it, and
``oxigraph_server`` (the name those functions use for "the SPARQL server") is the Virtuoso
server itself. After each test every graph the test created is dropped.
"""

from __future__ import annotations

import dataclasses
import os
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from virtuoso_server import (
    VirtuosoServer,
    running_virtuoso,
    virtuoso_binary,
)

from cogmem_rdf.store import RemoteStore

TESTS = Path(__file__).resolve().parents[1]


@dataclasses.dataclass
class _Running:
    """A Virtuoso this session did not start: only its URLs."""

    url: str
    base: str


@pytest.fixture(scope="session")
def virtuoso(tmp_path_factory) -> Iterator[VirtuosoServer]:
    """The session's Virtuoso on a throwaway database (its start-up time is printed with -s).

    ``COGMEM_TEST_VIRTUOSO=http://dba:PW@127.0.0.1:PORT/sparql`` runs the same tests against a
    Virtuoso that is already running (one holding other data finds what an empty one hides).
    """
    given = os.environ.get("COGMEM_TEST_VIRTUOSO")
    if given:
        parts = urllib.parse.urlsplit(given)
        yield _Running(url=given, base=f"{parts.scheme}://{parts.hostname}:{parts.port or 8890}")  # type: ignore[misc]
        return
    if virtuoso_binary() is None:
        pytest.fail(
            "virtuoso-t is not installed: apt-get install virtuoso-opensource (.ci/run does)"
        )
    with running_virtuoso(tmp_path_factory.mktemp("virtuoso")) as server:
        print(f"\nvirtuoso start-up: {server.startup_s:.1f} s")
        yield server


def _drop_new_graphs(server: VirtuosoServer, before: set) -> None:
    admin = RemoteStore(server.url)
    for graph in set(admin.graphs()) - before:
        admin._post_update([f"DROP SILENT GRAPH <{graph.value}>"])  # a NamedNode: validated IRI
    admin.close()


@pytest.fixture
def clean_virtuoso(virtuoso) -> Iterator[VirtuosoServer]:
    """The session's server; every graph the test creates is dropped afterwards."""
    admin = RemoteStore(virtuoso.url)
    before = set(admin.graphs())
    admin.close()
    yield virtuoso
    _drop_new_graphs(virtuoso, before)


@pytest.fixture
def any_store(clean_virtuoso) -> Iterator[RemoteStore]:
    store = RemoteStore(clean_virtuoso.url)
    yield store
    store.close()


@pytest.fixture
def remote(any_store) -> RemoteStore:
    return any_store


@pytest.fixture
def oxigraph_server(clean_virtuoso) -> VirtuosoServer:
    """What the reused functions call "the SPARQL server" (they only use ``.url``): Virtuoso
    here."""
    return clean_virtuoso


@pytest.fixture
def mem(any_store, tmp_path):
    """The privacy tests' scripted memory, on Virtuoso."""
    from privacy.scripted import build

    return build(any_store, "m", tmp_path / "vectors")


@pytest.fixture
def other(any_store, tmp_path):
    """A second memory on the same Virtuoso with the same people: it must never change."""
    from privacy.scripted import build

    return build(any_store, "other", tmp_path / "vectors")
