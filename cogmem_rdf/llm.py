"""One OpenAI-compatible chat client for every LLM use (extraction, answers, intent).

Works with any server that speaks the chat-completions protocol (OpenAI, vLLM, Ollama,
llama.cpp). Nothing here reads the environment at import time: ``LLMConfig.from_env`` reads
``COGMEM_LLM_BASE_URL`` / ``COGMEM_LLM_MODEL`` / ``COGMEM_LLM_API_KEY`` when it is called.

Retries are ours, not the ``openai`` client's (its own are switched off), so that one policy —
exponential backoff on 429, 5xx, connection errors, malformed JSON and invalid output — covers
transport and content failures alike, and every attempt's tokens are counted.

>>> LLMConfig(model="m", base_url="http://127.0.0.1:8080/v1").describe()
'm at http://127.0.0.1:8080/v1'
"""

from __future__ import annotations

import json
import os
import time
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .errors import BackendError, InputError, UsageError

T = TypeVar("T")
Messages = list[dict[str, str]]
ENV = {
    "base_url": "COGMEM_LLM_BASE_URL",
    "model": "COGMEM_LLM_MODEL",
    "api_key": "COGMEM_LLM_API_KEY",
}
# Local servers ignore the key, but the openai client refuses to start without one.
NO_KEY = "sk-no-key-needed"


class InvalidOutput(ValueError):
    """The model answered, but not with what we asked for (bad JSON or a schema violation)."""


@dataclass(frozen=True)
class LLMConfig:
    """Where and how to reach a chat-completions endpoint."""

    model: str
    base_url: str | None = None
    api_key: str | None = field(default=None, repr=False)
    timeout: float = 120.0
    temperature: float = 0.0
    json_mode: bool = True  # send response_format={"type": "json_object"} for JSON calls

    def __post_init__(self) -> None:
        if not self.model:
            raise UsageError("LLM model name is empty: give --llm-model or COGMEM_LLM_MODEL")
        if self.base_url is not None and not self.base_url.startswith(("http://", "https://")):
            raise UsageError(
                f"LLM base URL must start with http:// or https://, got {self.base_url!r}"
            )

    def describe(self) -> str:
        return f"{self.model} at {self.base_url or 'the OpenAI API'}"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> LLMConfig:
        """Build from COGMEM_LLM_* variables, read now; ``overrides`` that are not None win."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {k: env.get(var) or None for k, var in ENV.items()}
        values.update({k: v for k, v in overrides.items() if v is not None})
        if not values.get("model"):
            raise UsageError(
                "no LLM configured: set COGMEM_LLM_MODEL (and COGMEM_LLM_BASE_URL for a "
                "local server) or pass --llm-model/--llm-base-url"
            )
        return cls(**values)

    @classmethod
    def from_file(cls, path: str | Path, **overrides: Any) -> LLMConfig:
        """Read a JSON or TOML file with keys model, base_url, api_key (optional: timeout,
        temperature)."""
        p = Path(path)
        try:
            raw = p.read_text(encoding="utf-8")
            data = json.loads(raw) if p.suffix == ".json" else tomllib.loads(raw)
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise InputError(f"cannot read LLM config: {exc}", source=str(p)) from exc
        data = data.get("llm", data)  # allow a [llm] table in a larger TOML file
        allowed = {"model", "base_url", "api_key", "timeout", "temperature", "json_mode"}
        unknown = set(data) - allowed
        if unknown:
            raise InputError(f"unknown LLM config keys {sorted(unknown)}", source=str(p))
        data.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**data)

    @classmethod
    def from_options(
        cls,
        base_url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        config_file: str | Path | None = None,
    ) -> LLMConfig | None:
        """CLI helper: None when no option was given (stay offline), else options > file > env."""
        if base_url is None and model is None and config_file is None:
            return None
        if config_file is not None:
            return cls.from_file(config_file, base_url=base_url, model=model, api_key=api_key)
        return cls.from_env(base_url=base_url, model=model, api_key=api_key)


@dataclass
class Usage:
    """Token counts summed over calls (failed attempts included: they were paid for)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    calls: int = 0

    def add(self, other: Usage | Mapping[str, int]) -> None:
        get = other.get if isinstance(other, Mapping) else other.__dict__.get
        self.prompt_tokens += int(get("prompt_tokens", 0) or 0)
        self.completion_tokens += int(get("completion_tokens", 0) or 0)
        self.calls += int(get("calls", 0) or 0)

    def as_dict(self) -> dict[str, int]:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "calls": self.calls}


class LLMClient:
    """Chat completions with our retry policy; ``client`` may be any ``openai.OpenAI``-like
    object."""

    def __init__(
        self,
        config: LLMConfig,
        *,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        client: Any = None,
        sleep: Callable[[float], None] = time.sleep,
    ):
        if max_retries < 0:
            raise UsageError(f"max_retries must be >= 0, got {max_retries}")
        self.config = config
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self._client = client
        self._sleep = sleep

    @property
    def client(self) -> Any:
        if self._client is None:
            import openai

            key = self.config.api_key or (NO_KEY if self.config.base_url else None)
            if key is None:
                raise UsageError(
                    "no API key for the OpenAI API: set COGMEM_LLM_API_KEY or --llm-api-key"
                )
            self._client = openai.OpenAI(base_url=self.config.base_url, api_key=key,
                                         timeout=self.config.timeout, max_retries=0)
        return self._client

    def complete(self, messages: Messages, usage: Usage, *, json_mode: bool = False) -> str:
        """One request (no retries); adds its tokens to ``usage``; transport errors propagate."""
        kwargs: dict[str, Any] = {"model": self.config.model, "messages": messages,
                                  "temperature": self.config.temperature}
        if json_mode and self.config.json_mode:
            kwargs["response_format"] = {"type": "json_object"}
        response = self.client.chat.completions.create(**kwargs)
        u = getattr(response, "usage", None)
        usage.add(
            {
                "prompt_tokens": getattr(u, "prompt_tokens", 0),
                "completion_tokens": getattr(u, "completion_tokens", 0),
                "calls": 1,
            }
        )
        choices = getattr(response, "choices", None) or []
        content = choices[0].message.content if choices else None
        if not content:
            raise InvalidOutput("the model returned an empty message")
        return content

    def text(self, messages: Messages, usage: Usage) -> str:
        """A free-text answer, retried on transport errors."""
        return self.call(messages, usage, parse=lambda s: s.strip(), json_mode=False)

    def call(
        self,
        messages: Messages,
        usage: Usage,
        parse: Callable[[str], T],
        *,
        json_mode: bool = True,
        feedback: bool = True,
    ) -> T:
        """Ask until ``parse(content)`` succeeds or retries run out.

        ``parse`` raises ``InvalidOutput`` (or ``ValueError``) for content it rejects; with
        ``feedback`` the rejected answer and the reason go back to the model on the next try.
        """
        history = list(messages)
        last: Exception | None = None
        for attempt in range(self.max_retries + 1):
            self.wait(attempt, last)
            try:
                content = self.complete(history, usage, json_mode=json_mode)
            except Exception as exc:  # noqa: BLE001 - classified by transport_error
                last = self.transport_error(exc)
                continue
            try:
                return parse(content)
            except ValueError as exc:  # InvalidOutput, json and pydantic errors are ValueErrors
                last = exc
                if feedback:
                    history = list(messages) + [
                        {"role": "assistant", "content": content[:4000]},
                        {
                            "role": "user",
                            "content": "That output was invalid: "
                            + short_error(exc, 1500)
                            + "\nAnswer again with one corrected JSON object only.",
                        },
                    ]
        raise BackendError(
            f"LLM gave no valid answer after {self.max_retries + 1} attempts: {short_error(last)}"
        ) from last

    def wait(self, attempt: int, last: Exception | None) -> None:
        """Sleep before retry ``attempt`` (0 = first try: no wait): exponential, or Retry-After."""
        if attempt == 0:
            return
        delay = self.backoff * (2 ** (attempt - 1))
        retry_after = _retry_after(last)
        if retry_after is not None:
            delay = max(delay, retry_after)
        self._sleep(min(delay, self.max_backoff))

    def transport_error(self, exc: Exception) -> Exception:
        """Return ``exc`` when worth retrying (429, 5xx, connection, empty answer), else raise."""
        if not _retryable(exc):
            raise BackendError(
                f"LLM request to {self.config.describe()} failed: {short_error(exc)}"
            ) from exc
        return exc


def parse_json_object(content: str) -> dict[str, Any]:
    """The JSON object in ``content`` (tolerating a ```json fence), else ``InvalidOutput``."""
    text = content.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text[text.find("\n") + 1 :] if "\n" in text else text
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidOutput(f"not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidOutput(f"expected a JSON object, got {type(data).__name__}")
    return data


def _retryable(exc: Exception) -> bool:
    try:
        import openai
    except ImportError:  # pragma: no cover - openai is a dependency
        return False
    # timeouts subclass the first
    if isinstance(exc, (openai.APIConnectionError, openai.RateLimitError)):
        return True
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code == 429 or exc.status_code >= 500
    if isinstance(exc, openai.APIResponseValidationError):
        return True
    return isinstance(exc, InvalidOutput)


def _retry_after(exc: Exception | None) -> float | None:
    response = getattr(exc, "response", None)
    headers = getattr(response, "headers", None)
    if not headers:
        return None
    try:
        return max(0.0, float(headers.get("retry-after")))
    except (TypeError, ValueError):
        return None


def short_error(exc: object, limit: int = 300) -> str:
    """One line naming the error type, cut to ``limit`` characters."""
    text = " ".join(str(exc).split()) if exc is not None else "unknown error"
    name = type(exc).__name__ if isinstance(exc, BaseException) else ""
    out = f"{name}: {text}" if name and not text.startswith(name) else text
    return out[:limit]
