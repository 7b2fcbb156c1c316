"""A real HTTP server on 127.0.0.1 that speaks OpenAI chat completions from a script.

Tests hand it a ``responder(request_json, n) -> Reply`` (n counts requests from 0). It answers
over a real socket, so the ``openai`` client, its JSON handling and our retry policy are all
exercised; usage is reported as characters / 4 so token accounting can be checked.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    content: str | None = None  # message content for a 200 answer
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)
    body: str | None = None  # raw body for errors


def ok(content: str | dict) -> Reply:
    return Reply(content=content if isinstance(content, str) else json.dumps(content))


def status(code: int, **headers: str) -> Reply:
    err = {"error": {"message": f"scripted {code}", "type": "scripted", "code": str(code)}}
    return Reply(status=code, headers=headers, body=json.dumps(err))


Responder = Callable[[dict, int], Reply]


class StubServer:
    """Context manager: ``with StubServer(responder) as s: s.base_url``."""

    def __init__(self, responder: Responder):
        self.responder = responder
        self.requests: list[dict[str, Any]] = []
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                with server._lock:
                    n = len(server.requests)
                    server.requests.append(body)
                reply = server.responder(body, n)
                payload = (
                    reply.body
                    if reply.status != 200
                    else json.dumps(_completion(body, reply.content or ""))
                )
                data = payload.encode("utf-8")
                self.send_response(reply.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                for k, v in reply.headers.items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever,
                                        kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> StubServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)

    def usage(self) -> dict[str, int]:
        """Tokens the server reported over all requests (chars / 4)."""
        p = sum(_prompt_tokens(r) for r in self.requests)
        return {"prompt_tokens": p, "calls": len(self.requests)}


def _prompt_tokens(body: dict) -> int:
    return sum(len(m.get("content") or "") for m in body.get("messages", [])) // 4


def _completion(body: dict, content: str) -> dict:
    return {
        "id": "chatcmpl-stub",
        "object": "chat.completion",
        "created": 0,
        "model": body.get("model", "stub"),
        "choices": [
            {
                "index": 0,
                "finish_reason": "stop",
                "message": {"role": "assistant", "content": content},
            }
        ],
        "usage": {
            "prompt_tokens": _prompt_tokens(body),
            "completion_tokens": len(content) // 4,
            "total_tokens": _prompt_tokens(body) + len(content) // 4,
        },
    }


def turns_of(body: dict) -> list[dict]:
    """The turns an extraction request asks about (parsed back out of the user message)."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    start = user.index("[", user.index("\nTurns ("))  # (after any context turns)
    items, _ = json.JSONDecoder().raw_decode(user[start:])
    return items


def context_of(body: dict) -> list[dict]:
    """The earlier turns an extraction request gives as context (empty when none)."""
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    mark = "for context only (do not extract them): "
    if mark not in user:
        return []
    items, _ = json.JSONDecoder().raw_decode(user[user.index(mark) + len(mark):])
    return items
