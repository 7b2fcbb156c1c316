"""The SPARQL guard: refuse ``SERVICE``, ``LOAD`` and foreign graph IRIs before a query or update
runs.

Why a lexer of our own and not a parser library: the only maintained Python SPARQL parser is
rdflib's, and it cannot read RDF 1.2 triple terms (``<<( s p o )>>``, ``~ reifier``, ``{| |}``,
``@lang--ltr``), which our memories are made of; pyoxigraph, the engine that runs the text,
exposes no parse-only call (parsing means executing, and executing ``SERVICE`` means fetching).
SPARQL's terminals are context-free (SPARQL 1.1 §19.8, RDF 1.2 additions), so a complete lexer
finds every keyword exactly; the checks then run over the token stream. It fails closed:

1. ``\\u``/``\\U`` escapes are decoded over the whole text first (SPARQL 1.1 §19.2), and the
   *decoded* text is what the engine runs, so the guard and the engine read the same characters
   (``\\u0053ERVICE`` is SERVICE to both). A decoded text that still holds an escape
   (``\\u005Cu0053…``), a surrogate or a NUL is refused: decoding twice must not change it.
2. Every character must belong to a SPARQL 1.1/1.2 token (IRI, prefixed name with its ``\\``
   escapes, blank node, variable, the four string forms with their escapes, number, language tag,
   keyword, punctuation, comment, whitespace); anything else is refused, not skipped.
3. Bare words must be SPARQL keywords or built-in function names. Oxigraph's parser lets a
   keyword run into the next token (``SERVICESILENT<…>`` and ``SERVICE:e`` with a default prefix
   both run a SERVICE), so an unknown word, or a prefix that starts with a keyword that names an
   endpoint or a graph (``service:``, ``load:``, ``graph:``…), is refused.
4. ``LOAD`` is refused. ``SERVICE`` is refused unless its endpoint, resolved through ``PREFIX``
   and ``BASE``, is in the allow-list (a ``SERVICE ?var`` never is). A graph named after
   ``FROM``, ``FROM NAMED``, ``GRAPH``, ``USING``, ``WITH``, ``INTO`` or a graph-management
   update (``CLEAR``/``DROP``/``CREATE``/``ADD``/``MOVE``/``COPY``/``TO``) must be the memory's
   own graph (``GRAPH ?g`` stays allowed: the dataset is the memory's graph alone).
"""

from __future__ import annotations

import functools
import re
import urllib.parse
from collections.abc import Iterable
from dataclasses import dataclass

from .errors import UsageError

__all__ = [
    "GuardError",
    "Token",
    "check",
    "decode_escapes",
    "service_targets",
    "tokenize",
    "where_offset",
]


class GuardError(UsageError):
    """A query or update the guard refuses; the message names what and where."""


@dataclass(frozen=True)
class Token:
    kind: str  # iri pname bnode var string number langtag word punct
    text: str
    pos: int


# -- characters (SPARQL 1.1 §19.8) ------------------------------------------------------------
_BASE = ("A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D"
         "\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\U00010000-\U000EFFFF")
_U = _BASE + "_"
_CHARS = _U + "\\-0-9\u00B7\u0300-\u036F\u203F-\u2040"
_PLX = r"(?:%[0-9A-Fa-f]{2}|\\[_~.\-!$&'()*+,;=/?#@%])"
_PREFIX = rf"(?:[{_BASE}](?:[{_CHARS}.]*[{_CHARS}])?)?"
_LOCAL = rf"(?:(?:[{_U}:0-9]|{_PLX})(?:(?:[{_CHARS}.:]|{_PLX})*(?:[{_CHARS}:]|{_PLX}))?)"
_ECHAR = r"\\[tbnrf\\\"']"
_VARNAME = rf"[{_U}0-9][{_U}0-9\u00B7\u0300-\u036F\u203F-\u2040]*"

_TOKEN = re.compile(
    rf"""(?P<ws>[\x20\t\r\n]+)
    |(?P<comment>\#[^\r\n]*)
    |(?P<iri><[^<>"{{}}|^`\\\x00-\x20]*>)
    |(?P<string>'''(?:(?:'|'')?(?:[^'\\]|{_ECHAR}))*'''
                |\"\"\"(?:(?:"|"")?(?:[^"\\]|{_ECHAR}))*\"\"\"
                |'(?:[^'\\\n\r]|{_ECHAR})*'
                |"(?:[^"\\\n\r]|{_ECHAR})*")
    |(?P<bnode>_:[{_U}0-9](?:[{_CHARS}.]*[{_CHARS}])?)
    |(?P<pname>{_PREFIX}:{_LOCAL}?)
    |(?P<var>[?$]{_VARNAME})
    |(?P<langtag>@[a-zA-Z]+(?:-[a-zA-Z0-9]+)*(?:--[a-zA-Z]+)?)
    |(?P<number>(?:[0-9]+\.[0-9]*[eE][+-]?[0-9]+|\.[0-9]+[eE][+-]?[0-9]+|[0-9]+[eE][+-]?[0-9]+
                 |[0-9]*\.[0-9]+|[0-9]+))
    |(?P<word>[A-Za-z_][A-Za-z0-9_]*)
    |(?P<punct><<\(|\)>>|<<|>>|\{{\||\|\}}|\^\^|\|\||&&|!=|<=|>=|[{{}}()\[\];,.*=<>!+\-/?|^~])""",
    re.VERBOSE,
)

KEYWORDS = frozenset("""
BASE PREFIX VERSION SELECT DISTINCT REDUCED AS CONSTRUCT WHERE DESCRIBE ASK FROM NAMED GROUP BY
HAVING ORDER ASC DESC LIMIT OFFSET VALUES UNDEF SILENT INTO CLEAR DROP CREATE ADD MOVE COPY TO
INSERT DELETE DATA WITH USING DEFAULT ALL GRAPH OPTIONAL BIND MINUS FILTER UNION NOT IN EXISTS
LATERAL TRUE FALSE SEPARATOR SERVICE LOAD
STR LANG LANGMATCHES DATATYPE BOUND IRI URI BNODE RAND ABS CEIL FLOOR ROUND CONCAT STRLEN UCASE
LCASE ENCODE_FOR_URI CONTAINS STRSTARTS STRENDS STRBEFORE STRAFTER YEAR MONTH DAY HOURS MINUTES
SECONDS TIMEZONE TZ NOW UUID STRUUID MD5 SHA1 SHA256 SHA384 SHA512 COALESCE IF STRLANG STRDT
SAMETERM ISIRI ISURI ISBLANK ISLITERAL ISNUMERIC REGEX SUBSTR REPLACE COUNT SUM MIN MAX AVG
SAMPLE GROUP_CONCAT TRIPLE ISTRIPLE SUBJECT PREDICATE OBJECT LANGDIR HASLANG HASLANGDIR
STRLANGDIR ADJUST
""".split())
# keywords after which an endpoint or a graph is named: a prefix starting with one is ambiguous
_NAMING = ("SERVICE", "LOAD", "GRAPH", "FROM", "NAMED", "USING", "WITH", "INTO", "SILENT")
_GRAPH_OPS = {"CLEAR", "DROP", "CREATE", "ADD", "MOVE", "COPY", "TO"}
_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")


def decode_escapes(text: str) -> str:
    """Replace ``\\uXXXX``/``\\UXXXXXXXX`` everywhere (SPARQL 1.1 §19.2); refuse what decodes
    unsafely."""
    def one(m: re.Match[str]) -> str:
        code = int(m.group(1) or m.group(2), 16)
        if code > 0x10FFFF or 0xD800 <= code <= 0xDFFF or code == 0:
            raise GuardError(f"invalid code point escape {m.group(0)!r} at offset {m.start()}")
        return chr(code)

    out = _ESCAPE.sub(one, text)
    if out != text and _ESCAPE.search(out):
        raise GuardError(
            "an escape decodes to another escape: not allowed (decoding twice must not "
            "change a query)"
        )
    if "\x00" in out or any(0xD800 <= ord(c) <= 0xDFFF for c in out):
        raise GuardError("the query holds a NUL or a lone surrogate")
    return out


def tokenize(text: str) -> list[Token]:
    """The significant tokens of already-decoded SPARQL text; GuardError on any character outside a
    token."""
    out: list[Token] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            line = text.count("\n", 0, pos) + 1
            raise GuardError(
                f"cannot read the query at line {line} (offset {pos}): {text[pos : pos + 20]!r}"
            )
        kind = m.lastgroup or ""
        if kind not in ("ws", "comment"):
            out.append(Token(kind, m.group(), pos))
        pos = m.end()
    return out


@dataclass
class _Scope:
    prefixes: dict[str, str]
    base: str | None = None

    def iri(self, tok: Token) -> str:
        """The absolute IRI an ``iri`` or ``pname`` token stands for."""
        if tok.kind == "iri":
            value = tok.text[1:-1]
            return urllib.parse.urljoin(self.base, value) if self.base else value
        prefix, _, local = tok.text.partition(":")
        if prefix not in self.prefixes:
            raise GuardError(f"undeclared prefix {prefix + ':'!r} at offset {tok.pos}")
        local = re.sub(r"\\(.)", r"\1", local)  # PN_LOCAL_ESC stands for the character itself
        return self.prefixes[prefix] + local


def _words(tokens: list[Token]) -> None:
    for t in tokens:
        if t.kind == "word" and t.text.upper() not in KEYWORDS and t.text != "a":
            raise GuardError(f"unknown keyword {t.text!r} at offset {t.pos}")
        if t.kind == "pname" and t.text.split(":", 1)[0].upper().startswith(_NAMING):
            raise GuardError(
                f"prefix {t.text.split(':', 1)[0] + ':'!r} at offset {t.pos} starts with a keyword "
                "(it could be read as that keyword): rename the prefix"
            )


def _next(tokens: list[Token], i: int, skip: Iterable[str]) -> tuple[int, Token | None]:
    skip = set(skip)
    while i < len(tokens) and tokens[i].kind == "word" and tokens[i].text.upper() in skip:
        i += 1
    return i, tokens[i] if i < len(tokens) else None


def _graph_name(
    scope: _Scope, tok: Token | None, after: str, named: list[tuple[str, str, int]]
) -> None:
    # else a variable (scoped by the dataset), DEFAULT, ALL…
    if tok is not None and tok.kind in ("iri", "pname"):
        named.append((after, scope.iri(tok), tok.pos))


def _scan(tokens: list[Token], allow_service: frozenset[str]) -> list[tuple[str, str, int]]:
    """Refuse LOAD and SERVICE; return the graphs the text names as (keyword, IRI, offset)."""
    scope = _Scope({})
    named: list[tuple[str, str, int]] = []
    for i, t in enumerate(tokens):
        word = t.text.upper() if t.kind == "word" else ""
        if word == "PREFIX" and i + 2 < len(tokens) and tokens[i + 2].kind == "iri":
            scope.prefixes[tokens[i + 1].text[:-1]] = scope.iri(tokens[i + 2])
        elif word == "BASE" and i + 1 < len(tokens) and tokens[i + 1].kind == "iri":
            scope.base = scope.iri(tokens[i + 1])
        elif word == "LOAD":
            raise GuardError(
                f"LOAD at offset {t.pos} is not allowed: it fetches a URL on the server"
            )
        elif word == "SERVICE":
            _, target = _next(tokens, i + 1, ["SILENT"])
            where = (
                target.kind in ("iri", "pname") and scope.iri(target)
                if target is not None
                else None
            )
            if not where or where not in allow_service:
                raise GuardError(
                    f"SERVICE {where or '(not an IRI)'} at offset {t.pos} is not allowed here: a "
                    "server-side SERVICE could read other memories; allow scoped "
                    "endpoints explicitly"
                )
        elif word in ("FROM", "GRAPH", "USING", "WITH", "INTO") or word in _GRAPH_OPS:
            _, target = _next(tokens, i + 1, ["NAMED", "SILENT", "GRAPH"])
            _graph_name(scope, target, word, named)
    return named


@functools.lru_cache(maxsize=1024)
def _checked(
    text: str, allow_service: frozenset[str]
) -> tuple[str, tuple[tuple[str, str, int], ...]]:
    """Decoded text and the graphs it names; cached per text (not per memory: the graph check is
    cheap)."""
    decoded = decode_escapes(text)
    tokens = tokenize(decoded)
    _words(tokens)
    return decoded, tuple(_scan(tokens, allow_service))


def check(text: str, graph: str | None = None, allow_service: Iterable[str] = ()) -> str:
    """The text to run (escapes decoded) if the guard lets it through; GuardError otherwise.

    ``graph`` is the memory's graph IRI, the only graph a query or update may name.

    >>> check("SELECT * WHERE { ?s ?p ?o }")
    'SELECT * WHERE { ?s ?p ?o }'
    >>> check("SELECT * WHERE { \\u0053ERVICE <http://x/> { ?s ?p ?o } }")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    cogmem_rdf.sparql_guard.GuardError: SERVICE http://x/ at offset 17 is not allowed here: a ...
    """
    if not isinstance(text, str):
        raise GuardError("a query must be text")
    decoded, named = _checked(text, frozenset(allow_service))
    for after, iri, pos in named:
        if iri != graph:
            raise GuardError(
                f"{after} {iri} at offset {pos}: a query sees only this memory's graph"
            )
    return decoded


def service_targets(text: str) -> list[tuple[Token, str]]:
    """The endpoint token after each ``SERVICE`` of (decoded) text and the IRI it stands for
    (``PREFIX``/``BASE`` resolved).

    >>> query = "PREFIX e: <http://x/> SELECT * { SERVICE SILENT e:q { } }"
    >>> [(t.text, iri) for t, iri in service_targets(query)]
    [('e:q', 'http://x/q')]
    """
    tokens = tokenize(text)
    scope = _Scope({})
    out: list[tuple[Token, str]] = []
    for i, t in enumerate(tokens):
        word = t.text.upper() if t.kind == "word" else ""
        if word == "PREFIX" and i + 2 < len(tokens) and tokens[i + 2].kind == "iri":
            scope.prefixes[tokens[i + 1].text[:-1]] = scope.iri(tokens[i + 2])
        elif word == "BASE" and i + 1 < len(tokens) and tokens[i + 1].kind == "iri":
            scope.base = scope.iri(tokens[i + 1])
        elif word == "SERVICE":
            _, target = _next(tokens, i + 1, ["SILENT"])
            if target is not None and target.kind in ("iri", "pname"):
                out.append((target, scope.iri(target)))
    return out


def where_offset(text: str) -> int:
    """Offset just after the ``{`` that opens the outermost WHERE group of (decoded) query text."""
    tokens = tokenize(text)
    first = next(
        (i for i, t in enumerate(tokens) if t.kind == "punct" and t.text == "{"), len(tokens)
    )
    form = next((t.text.upper() for t in tokens[:first] if t.kind == "word" and t.text.upper() in
                 # "" for an update: its WHERE group
                 ("SELECT", "CONSTRUCT", "ASK", "DESCRIBE")), "")
    seen_where = False
    for t in tokens:
        if t.kind == "word" and t.text.upper() == "WHERE":
            seen_where = True
        elif t.text == "{" and t.kind == "punct":
            if seen_where or form in ("SELECT", "ASK"):
                return t.pos + 1
            if form == "DESCRIBE":  # a DESCRIBE without WHERE
                break
    raise UsageError("cannot bind values: the query has no WHERE group")
