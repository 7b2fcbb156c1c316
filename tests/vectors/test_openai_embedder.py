"""OpenAIEmbedder against a real local HTTP server speaking the /v1/embeddings protocol."""

from __future__ import annotations

import hashlib
import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
import pytest

from cogmem_rdf.errors import BackendError
from cogmem_rdf.vectors import Embedder
from cogmem_rdf.vectors.remote import OpenAIEmbedder

DIM = 8


def fake_vector(text: str) -> list[float]:
    """Deterministic, not normalised, and similar for texts sharing their first word."""
    head = text.split(" ", 1)[0] if text else ""
    seed = int.from_bytes(hashlib.sha256(head.encode()).digest()[:8], "little")
    base = np.random.default_rng(seed).normal(size=DIM)
    seed2 = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
    noise = np.random.default_rng(seed2).normal(size=DIM) * 0.05
    return (3.0 * (base + noise)).tolist()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):  # keep pytest output quiet
        pass

    def _send(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):  # noqa: N802 - http.server's naming
        length = int(self.headers.get("Content-Length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        server = self.server
        server.requests.append(
            {"path": self.path, "body": body, "auth": self.headers.get("Authorization")}
        )
        if self.path != "/v1/embeddings":
            return self._send(404, {"error": {"message": "not found"}})
        inputs = body.get("input")
        inputs = [inputs] if isinstance(inputs, str) else inputs
        if any("boom" in t for t in inputs):
            return self._send(500, {"error": {"message": "model crashed", "type": "server"}})
        if any("ragged" in t for t in inputs):
            data = [
                {"object": "embedding", "index": i, "embedding": [1.0] * (i + 1)}
                for i, _ in enumerate(inputs)
            ]
            return self._send(200, {"object": "list", "data": data, "model": body["model"]})
        data = [
            {"object": "embedding", "index": i, "embedding": fake_vector(t)}
            for i, t in enumerate(inputs)
        ]
        data.reverse()  # servers may answer out of order: the client sorts by index
        self._send(
            200,
            {
                "object": "list",
                "data": data,
                "model": body["model"],
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            },
        )


@pytest.fixture(scope="module")
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.requests = []
    thread = threading.Thread(target=httpd.serve_forever,
                              kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    yield httpd
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


@pytest.fixture
def url(server):
    server.requests.clear()
    return f"http://127.0.0.1:{server.server_address[1]}/v1"


def make(url: str, **kw) -> OpenAIEmbedder:
    kw.setdefault("max_retries", 0)
    return OpenAIEmbedder(url, "test-embed", **kw)


def test_embeds_normalised_in_order(server, url):
    emb = make(url, api_key="secret")
    assert isinstance(emb, Embedder)
    texts = ["alpha one", "beta two", "alpha three"]
    vecs = emb.embed(texts)
    assert vecs.shape == (3, DIM) and vecs.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    expected = np.array([fake_vector(t) for t in texts], dtype=np.float32)
    expected /= np.linalg.norm(expected, axis=1, keepdims=True)
    np.testing.assert_allclose(vecs, expected, atol=1e-5)
    assert vecs[0] @ vecs[2] > vecs[0] @ vecs[1]
    assert emb.dim == DIM
    req = server.requests[0]
    assert req["body"]["model"] == "test-embed"
    assert req["body"]["encoding_format"] == "float"
    assert req["auth"] == "Bearer secret"


def test_batches_of_256_and_cache(server, url):
    emb = make(url)
    texts = [f"w{i} text" for i in range(600)]
    vecs = emb.embed(texts)
    assert vecs.shape == (600, DIM)
    sizes = [len(r["body"]["input"]) for r in server.requests]
    assert sizes == [256, 256, 88]
    emb.embed(texts[:10] + ["new text"])  # only the unseen text goes to the server
    assert [r["body"]["input"] for r in server.requests[3:]] == [["new text"]]


def test_dim_is_probed_when_not_given(server, url):
    emb = make(url)
    assert emb.dim == DIM
    assert len(server.requests) == 1
    assert emb.embed([]).shape == (0, DIM)


def test_server_error_is_backend_error(url):
    emb = make(url)
    with pytest.raises(BackendError, match="test-embed") as info:
        emb.embed(["fine", "boom"])
    assert info.value.__cause__ is not None


def test_server_error_after_retries(server, url):
    emb = make(url, max_retries=1)
    with pytest.raises(BackendError):
        emb.embed(["boom again"])
    assert len(server.requests) == 2


def test_wrong_dimension_and_ragged_answers(url):
    with pytest.raises(BackendError, match="expected 4"):
        make(url, dim=4).embed(["alpha"])
    with pytest.raises(BackendError):
        make(url).embed(["ragged a", "ragged b"])


def test_wrong_path_is_backend_error(server):
    base = f"http://127.0.0.1:{server.server_address[1]}/nope"
    with pytest.raises(BackendError):
        make(base).embed(["alpha"])


def test_unreachable_server_is_backend_error():
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    emb = make(f"http://127.0.0.1:{port}/v1", timeout=5.0)
    with pytest.raises(BackendError):
        emb.embed(["alpha"])
