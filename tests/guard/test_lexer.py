"""The guard's lexer and escape decoding on their own."""

from __future__ import annotations

import pytest

from cogmem_rdf.resources import query, query_names
from cogmem_rdf.sparql_guard import GuardError, check, decode_escapes, tokenize, where_offset

G = "https://w3id.org/cogmem/data/m/graph"


@pytest.mark.parametrize("name", [n for n in query_names() if not n.startswith("store_")])
def test_every_library_query_passes(name):
    """Library queries go through the same guard (store_* run unscoped, as maintenance, never
    through it)."""
    assert check(query(name), G) == query(name)


def test_decoding_follows_sparql_11_and_refuses_double_escapes():
    assert decode_escapes("\\u0053ERVICE \\U0001F600") == "SERVICE \U0001F600"
    for bad in ("\\u005Cu0053", "\\uD800", "\\u0000", "\\U00110000"):
        with pytest.raises(GuardError):
            decode_escapes(bad)


@pytest.mark.parametrize(
    "text,kinds",
    [
        ("ex:a\\' # '\n?x", ["pname", "var"]),
        ("'''a ' '' b''' \"\"\"c \" \"\" d\"\"\"", ["string", "string"]),
        ("'it\\'s' \"q\\\"\"", ["string", "string"]),
        (
            "<<( ?s ?p 'o'@en--ltr )>> ~ _:r {| ?a ?b |}",
            [
                "punct",
                "var",
                "var",
                "string",
                "langtag",
                "punct",
                "punct",
                "bnode",
                "punct",
                "var",
                "var",
                "punct",
            ],
        ),
        ("1 1.5 .5e3 1.e3 1e3", ["number"] * 5),
        # IRIREF wins, as the spec lexer says; nothing can hide in it
        ("?a<?b&&?c>?d", ["var", "iri", "var"]),
    ],
)
def test_tokens(text, kinds):
    assert [t.kind for t in tokenize(text)] == kinds


@pytest.mark.parametrize(
    "text",
    [
        "SELECT * { ?s ?p ?o \u00a0}",
        "SELECT * { ?s ?p 'unterminated }",
        "SELECT `x`",
        'SELECT * { ?s ?p ex:b\\" }',
    ],
)
def test_unreadable_text_is_refused_not_skipped(text):
    with pytest.raises(GuardError, match="cannot read"):
        tokenize(text)


def test_own_graph_and_graph_variables_pass():
    assert check(
        f"SELECT * FROM <{G}> FROM NAMED <{G}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} GRAPH "
        f"<{G}> {{ ?s ?p ?o }} }}",
        G,
    )
    with pytest.raises(GuardError, match="undeclared prefix"):
        check("SELECT * WHERE { GRAPH x:g { ?s ?p ?o } }", G)


def test_where_offset_skips_construct_template_and_strings():
    q = "CONSTRUCT { ?s ?p '{' } WHERE { ?s ?p ?o }"
    assert q[where_offset(q) - 1] == "{" and q[where_offset(q):].startswith(" ?s ?p ?o")
