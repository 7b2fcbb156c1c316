"""Whole-graph SPARQL checks (queries/check_*.rq) on small TriG graphs in an in-memory Oxigraph."""

from __future__ import annotations

import pyoxigraph as ox

from cogmem_rdf.resources import data_dir, query_names
from cogmem_rdf.validate import graph_checks

G = ox.NamedNode("https://w3id.org/cogmem/data/ex/graph")
OTHER = ox.NamedNode("https://w3id.org/cogmem/data/other/graph")
D = "https://w3id.org/cogmem/data/ex/"

PREFIXES = """
@prefix pec:  <https://w3id.org/cogmem/pec2f#> .
@prefix prov: <http://www.w3.org/ns/prov#> .
@prefix rdf:  <http://www.w3.org/1999/02/22-rdf-syntax-ns#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd:  <http://www.w3.org/2001/XMLSchema#> .
@prefix d:    <https://w3id.org/cogmem/data/ex/> .
"""

# A valid memory: a turn, an event with a day, a consolidated fact, a two-hop hearsay claim.
VALID = """
d:caroline a pec:Person ; rdfs:label "Caroline" .
d:minsu a pec:Person ; rdfs:label "Minsu" .
d:mom a pec:Person ; rdfs:label "Minsu's mom" .
d:junho a pec:Person ; rdfs:label "Junho" .
d:t1 a pec:Turn ; pec:turnId "D1:1" ; pec:text "..." ; prov:wasAttributedTo d:caroline .
d:e1 a pec:Event ; pec:text "Caroline did pottery" ; pec:participant d:caroline ;
    pec:timeValue "2023-05-07" ; pec:granularity "day" ;
    pec:timeStart "2023-05-07"^^xsd:date ; pec:timeEnd "2023-05-07"^^xsd:date ;
    prov:wasDerivedFrom d:t1 .
d:e2 a pec:Event ; pec:text "Caroline did pottery in spring" ; pec:participant d:caroline ;
    pec:timeValue "2023-spring" ; pec:granularity "season" ;
    pec:timeStart "2023-03-01"^^xsd:date ; pec:timeEnd "2023-05-31"^^xsd:date ;
    prov:wasDerivedFrom d:t1 .
d:f1 a pec:Fact ; pec:text "Caroline does pottery" ; pec:subject d:caroline ;
    pec:consolidated true ; prov:wasDerivedFrom d:e1 , d:e2 .
d:c1 a pec:Claim ; pec:content "Junho deserved it" ; prov:wasAttributedTo d:mom ;
    pec:target d:junho ; prov:wasDerivedFrom d:t1 ; pec:relayedBy d:r0 ;
    rdf:reifies <<( d:junho pec:judgedAs "Junho deserved it" )>> .
d:r0 a pec:Relay ; pec:relayer d:caroline ; pec:hopIndex 0 ; pec:nextRelay d:r1 ;
    prov:wasQuotedFrom d:r1 .
d:r1 a pec:Relay ; pec:relayer d:minsu ; pec:hopIndex 1 ; prov:wasQuotedFrom d:c1 .
"""


def _store(body: str, graph: ox.NamedNode = G, base: str = VALID) -> ox.Store:
    store = ox.Store()
    trig = f"{PREFIXES}\n<{graph.value}> {{\n{base}\n{body}\n}}\n"
    store.load(trig.encode("utf-8"), format=ox.RdfFormat.TRIG)
    return store


def _found(store: ox.Store, graph: ox.NamedNode = G) -> set[tuple[str, str]]:
    """(check name, node local name) pairs."""
    out = set()
    for line in graph_checks(store, graph):
        name, node, _message = line.split(": ", 2)
        out.add((name, node.replace(D, "")))
    return out


def test_every_check_query_has_the_header():
    names = [n for n in query_names() if n.startswith("check_")]
    assert len(names) >= 8
    empty = ox.Store()
    for name in names:
        lines = (data_dir("queries") / f"{name}.rq").read_text(encoding="utf-8").splitlines()
        # an RDF 1.1 twin keeps the label
        assert lines[0] == f"# check: {name[len('check_'):].removesuffix('_rdf11')}"
        assert lines[1] == "# bound: none"
        assert lines[2] == "# returns: ?node ?message"
        assert list(empty.query("\n".join(lines), default_graph=G)) == []  # parses and runs


def test_valid_graph_has_no_findings():
    assert graph_checks(_store(""), G) == []


def test_relay_cycle():
    store = _store(
        "",
        base=VALID.replace(
            "prov:wasQuotedFrom d:c1 .", "pec:nextRelay d:r0 ; prov:wasQuotedFrom d:r0 ."
        ),
    )
    found = _found(store)
    assert {("relay_cycle", "r0"), ("relay_cycle", "r1")} <= found
    assert ("relay_chain_end", "c1") in found  # the chain never ends


def test_relay_chain_longer_than_eight():
    hops = "".join(
        f"d:h{i} a pec:Relay ; pec:relayer d:minsu ; pec:hopIndex {i} ; "
        + (
            f"pec:nextRelay d:h{i + 1} ; prov:wasQuotedFrom d:h{i + 1} .\n"
            if i < 8
            else "prov:wasQuotedFrom d:c2 .\n"
        )
        for i in range(9)
    )
    claim = (
        "d:c2 a pec:Claim ; prov:wasAttributedTo d:mom ; prov:wasDerivedFrom d:t1 ; "
        "pec:relayedBy d:h0 ;"
        ' rdf:reifies <<( d:junho pec:judgedAs "x" )>> .\n'
    )
    assert _found(_store(claim + hops)) == {("relay_chain_length", "c2")}
    # eight hops are fine
    short = hops.replace("pec:nextRelay d:h8 ; prov:wasQuotedFrom d:h8", "prov:wasQuotedFrom d:c2")
    short = "\n".join(line for line in short.splitlines() if not line.startswith("d:h8 "))
    assert _found(_store(claim + short)) == set()


def test_invalid_chains():
    bad = VALID.replace(
        "d:r1 a pec:Relay ; pec:relayer d:minsu ; pec:hopIndex 1 ; prov:wasQuotedFrom d:c1 .",
        "d:r1 a pec:Relay ; pec:hopIndex 3 .",
    )
    found = _found(
        _store(
            "d:r9 a pec:Relay ; pec:relayer d:minsu ; pec:hopIndex 0 ; prov:wasQuotedFrom d:c1 .",
            base=bad,
        )
    )
    assert found == {
        ("relay_without_relayer", "r1"),  # a hop without a person
        ("relay_hop_order", "r0"),  # 0 -> 3
        ("relay_chain_end", "r1"),  # the last hop does not quote the claim
        ("relay_chain_end", "r9"),  # a hop on no claim's chain
    }


def test_first_hop_must_be_zero_and_owner_is_not_a_relayer():
    bad = VALID.replace(
        "pec:relayer d:caroline ; pec:hopIndex 0", "pec:relayer d:mom ; pec:hopIndex 1"
    ).replace("pec:relayer d:minsu ; pec:hopIndex 1", "pec:relayer d:minsu ; pec:hopIndex 2")
    assert _found(_store("", base=bad)) == {("relay_hop_order", "r0"), ("relay_owner", "c1")}


def test_ungrounded_nodes():
    body = """
    d:e9 a pec:Event ; pec:text "no source" ; pec:participant d:caroline .
    d:c9 a pec:Claim ; prov:wasAttributedTo d:mom ; prov:wasDerivedFrom d:nowhere ;
        rdf:reifies <<( d:junho pec:judgedAs "y" )>> .
    d:f9 a pec:Fact ; pec:consolidated true ; prov:wasDerivedFrom d:e9 .
    d:f8 a pec:Fact ; prov:wasDerivedFrom d:t1 .
    """
    assert _found(_store(body)) == {
        ("ungrounded", "e9"),
        ("ungrounded", "c9"),
        ("ungrounded", "f9"),
    }


def test_reified_triple_asserted_as_fact():
    found = _found(_store('d:junho pec:judgedAs "Junho deserved it" .'))
    assert found == {("reified_asserted", "c1")}


def test_claim_must_reify_exactly_one_triple_term():
    body = """
    d:c7 a pec:Claim ; prov:wasAttributedTo d:mom ; prov:wasDerivedFrom d:t1 .
    d:c8 a pec:Claim ; prov:wasAttributedTo d:mom ; prov:wasDerivedFrom d:t1 ;
        rdf:reifies <<( d:junho pec:judgedAs "a" )>> , <<( d:junho pec:judgedAs "b" )>> .
    d:c6 a pec:Claim ; prov:wasAttributedTo d:mom ; prov:wasDerivedFrom d:t1 ; rdf:reifies d:junho .
    """
    assert _found(_store(body)) == {
        ("claim_reifies", "c7"),
        ("claim_reifies", "c8"),
        ("claim_reifies", "c6"),
    }


def test_event_time_agreement():
    body = """
    d:e7 a pec:Event ; prov:wasDerivedFrom d:t1 ; pec:timeValue "2023-05" ; pec:granularity "day" .
    d:e8 a pec:Event ; prov:wasDerivedFrom d:t1 ; pec:timeValue "2023" ; pec:granularity "year" ;
        pec:timeStart "2023-12-31"^^xsd:date ; pec:timeEnd "2023-01-01"^^xsd:date .
    """
    assert _found(_store(body)) == {("event_time", "e7"), ("event_time", "e8")}


def test_checks_are_scoped_to_one_graph():
    store = _store("")
    store.load(f'{PREFIXES}\n<{OTHER.value}> {{ d:c1 a pec:Claim . d:x a pec:Event . }}'.encode(),
               format=ox.RdfFormat.TRIG)
    assert graph_checks(store, G) == []
    assert _found(store, OTHER) == {
        ("ungrounded", "c1"),
        ("ungrounded", "x"),
        ("claim_reifies", "c1"),
    }


def test_checks_stay_linear_on_a_bigger_graph():
    # 1000 copies of VALID: ~42k quads. FILTER NOT EXISTS made this take >10 s; MINUS ~0.2 s.
    import time

    size = 1000

    blocks = []
    for i in range(size):
        blocks.append(
            VALID.replace("d:t1", f"d:t{i}x")
            .replace("d:e1", f"d:e{i}x")
            .replace("d:e2", f"d:e{i}y")
            .replace("d:f1", f"d:f{i}x")
            .replace("d:c1", f"d:c{i}x")
            .replace("d:r0", f"d:r{i}a")
            .replace("d:r1", f"d:r{i}b")
        )
    store = _store("", base="\n".join(blocks))
    start = time.perf_counter()
    assert graph_checks(store, G) == []
    assert time.perf_counter() - start < 5.0
