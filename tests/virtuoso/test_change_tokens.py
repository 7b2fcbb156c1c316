"""tests/remote/test_change_tokens.py against Virtuoso: every write renews the token, seen by other
processes."""

from virtuoso_server import reuse

globals().update(
    reuse("remote/test_change_tokens.py", skip=("test_embedded_token_survives_reopening",))
)
