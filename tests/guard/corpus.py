"""Bypass attempts against the SPARQL guard (importable): each must be refused on every path.

``{url}`` is a canary endpoint on loopback that counts every request it gets; ``{b}`` is another
memory's graph. ``REAL`` attacks are checked to reach the canary when the guard is bypassed (run
unguarded on a plain pyoxigraph store), so the corpus cannot silently go stale.
"""

from __future__ import annotations

ESC = "".join(f"\\u{ord(c):04X}" for c in "SERVICE")

# (name, query text, real: reaches the canary when run without the guard)
QUERIES = [
    ("plain", "SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", True),
    ("lowercase", "select * where {{ service <{url}> {{ ?s ?p ?o }} }}", True),
    ("mixed case silent", "SELECT * WHERE {{ SeRvIcE sIlEnT <{url}> {{ ?s ?p ?o }} }}", True),
    ("no spaces", "SELECT*WHERE{{SERVICE<{url}>{{?s ?p ?o}}}}", True),
    ("keyword runs into SILENT", "SELECT * WHERE {{ SERVICESILENT<{url}> {{ ?s ?p ?o }} }}", True),
    ("\\u escape", "SELECT * WHERE {{ \\u0053ERVICE <{url}> {{ ?s ?p ?o }} }}", False),
    ("\\U escape", "SELECT * WHERE {{ \\U00000053ERVICE <{url}> {{ ?s ?p ?o }} }}", False),
    (
        "every letter escaped",
        "SELECT * WHERE {{ " + ESC.replace("{", "{{") + " <{url}> {{ ?s ?p ?o }} }}",
        False,
    ),
    ("escaped IRI", "SELECT * WHERE {{ SERVICE <\\u0068ttp{rest}> {{ ?s ?p ?o }} }}", True),
    (
        "escaped quote in prefixed name, quote in comment",
        "PREFIX ex: <http://example.org/>\nSELECT * WHERE {{ VALUES ?x {{ ex:a\\' }} # "
        "'\n SERVICE <{url}> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "escaped quotes in prefixed name, both kinds",
        "PREFIX ex: <http://example.org/>\nSELECT * WHERE {{ VALUES ?x {{ ex:a\\'\\\" }} "
        "# \"'\n SERVICE <{url}> {{ ?s ?p ?o }} }}",
        False,
    ),
    (
        "hash escaped in prefixed name",
        "PREFIX ex: <http://example.org/>\nSELECT * WHERE {{ VALUES ?x {{ ex:a\\# }} "
        "SERVICE <{url}> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "single-quoted string with escaped quote",
        "SELECT * WHERE {{ BIND('it\\'s' AS ?x) SERVICE <{url}> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "double-quoted string ending in a backslash",
        'SELECT * WHERE {{ BIND("c:\\\\" AS ?x) SERVICE <{url}> {{ ?s ?p ?o }} }}',
        True,
    ),
    (
        "long single-quoted string with quotes inside",
        "SELECT * WHERE {{ BIND('''a ' b '' c # ''' AS ?x) SERVICE <{url}> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "long double-quoted string with quotes inside",
        'SELECT * WHERE {{ BIND("""a " b "" c # """ AS ?x) SERVICE <{url}> {{ ?s ?p ?o }} }}',
        True,
    ),
    (
        "string looks like it hides the keyword",
        'SELECT * WHERE {{ BIND("x\\"" AS ?x) SERVICE <{url}> {{ ?s ?p ?o }} # " }}\n}}',
        True,
    ),
    (
        "comment quote then keyword on the next line",
        "SELECT * WHERE {{ # \" '\nSERVICE <{url}> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "decoded quote closes the string",
        "SELECT * WHERE {{ ?s ?p 'a\\u0027 }} SERVICE <{url}> {{ ?s ?p ?o }} #' }}",
        False,
    ),
    (
        "nested groups",
        "SELECT * WHERE {{ {{ {{ OPTIONAL {{ {{ SERVICE <{url}> {{ ?s ?p ?o }} }} }} }} }} }}",
        True,
    ),
    (
        "inside FILTER EXISTS",
        "SELECT * WHERE {{ BIND(1 AS ?x) FILTER EXISTS {{ SERVICE <{url}> {{ ?s ?p ?o }} }} }}",
        True,
    ),
    (
        "inside MINUS",
        "SELECT * WHERE {{ BIND(1 AS ?x) MINUS {{ SERVICE <{url}> {{ ?x ?p ?o }} }} }}",
        True,
    ),
    (
        "inside a subquery",
        "SELECT * WHERE {{ {{ SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }} }} }}",
        True,
    ),
    (
        "in a UNION branch",
        "SELECT * WHERE {{ {{ BIND(1 AS ?x) }} UNION {{ SERVICE <{url}> {{ ?s ?p ?o }} }} }}",
        True,
    ),
    ("CONSTRUCT", "CONSTRUCT {{ ?s ?p ?o }} WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", True),
    ("ASK", "ASK {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", True),
    ("DESCRIBE", "DESCRIBE ?s WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", True),
    (
        "endpoint as a prefixed name",
        "PREFIX e: <{url}>\nSELECT * WHERE {{ SERVICE e: {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "default prefix runs into the keyword",
        "PREFIX : <{url}>\nSELECT * WHERE {{ SERVICE:q {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "relative endpoint against BASE",
        "BASE <{url}>\nSELECT * WHERE {{ SERVICE <x> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "endpoint in a variable",
        "SELECT * WHERE {{ BIND(<{url}> AS ?e) SERVICE ?e {{ ?s ?p ?o }} }}",
        False,
    ),
    (
        "triple term beside it",
        "SELECT * WHERE {{ BIND(<<( <urn:a> <urn:b> 'x' )>> AS ?t) SERVICE <{url}> {{ ?s "
        "?p ?o }} }}",
        False,
    ),
    ("another memory's graph", "SELECT * WHERE {{ GRAPH <{b}> {{ ?s ?p ?o }} }}", False),
    (
        "another memory's graph by prefix",
        "PREFIX d: <https://w3id.org/cogmem/data/>\nSELECT * WHERE {{ GRAPH d:b\\/graph "
        "{{ ?s ?p ?o }} }}",
        False,
    ),
    (
        "another memory's graph by BASE",
        "BASE <https://w3id.org/cogmem/data/>\nSELECT * FROM <b/graph> WHERE {{ ?s ?p ?o }}",
        False,
    ),
    (
        "FROM NAMED another graph",
        "SELECT * FROM NAMED <{b}> WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}",
        False,
    ),
]

UPDATES = [
    (
        "INSERT … WHERE SERVICE",
        "INSERT {{ ?s ?p ?o }} WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}",
        True,
    ),
    (
        "DELETE/INSERT … WHERE nested SERVICE",
        "DELETE {{ ?s ?p ?o }} INSERT {{ ?s ?p ?o }} WHERE {{ {{ OPTIONAL {{ SERVICE "
        "<{url}> {{ ?s ?p ?o }} }} }} }}",
        True,
    ),
    ("hidden LOAD after data", 'INSERT DATA {{ <urn:a> <urn:b> "; LOAD" }} ;\nLOAD <{url}>', True),
    ("LOAD INTO GRAPH", "LOAD SILENT <{url}> INTO GRAPH <urn:g>", True),
    ("LOAD escaped", "\\u004COAD <{url}>", False),
    ("LOAD after a comment with quotes", "# ' \" \nLOAD <{url}>", True),
    ("LOAD by default prefix", "PREFIX : <{url}>\nLOAD:x", True),
    (
        "LOAD after a prefixed name escape",
        "PREFIX ex: <http://example.org/>\nINSERT DATA {{ ex:a\\' ex:b ex:c }} ; # '\nLOAD <{url}>",
        True,
    ),
    ("WITH another graph", "WITH <{b}> DELETE {{ ?s ?p ?o }} WHERE {{ ?s ?p ?o }}", False),
    (
        "INSERT into another graph",
        "INSERT {{ GRAPH <{b}> {{ ?s ?p ?o }} }} WHERE {{ ?s ?p ?o }}",
        False,
    ),
    ("USING another graph", "INSERT {{ ?s ?p ?o }} USING <{b}> WHERE {{ ?s ?p ?o }}", False),
    ("COPY another graph", "COPY <{b}> TO DEFAULT", False),
    ("ADD from another graph", "ADD SILENT GRAPH <{b}> TO DEFAULT", False),
]


def render(text: str, url: str, b: str) -> str:
    parts = url.split("://", 1)
    return text.format(url=url, b=b, rest=url[4:] if parts[0] == "http" else url)
