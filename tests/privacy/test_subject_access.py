"""Subject access: everything about one person, with who said it and who passed it on."""

from __future__ import annotations

import json

import pytest
import rdflib

from cogmem_rdf.errors import NotFoundError
from cogmem_rdf.privacy import candidates, render, subject_access


def test_claims_about_carry_owner_and_relay_chain(mem):
    r = subject_access(mem, "Junho")
    about = {c["content"]: c for c in r["claims_about"]}
    gina = about["Junho getting fired was the company's mistake"]
    assert gina["owner"] == "Gina" and gina["relayed_by"] == ["Seoyeon"]
    assert gina["turns"][0]["speaker"] == "Seoyeon" and gina["turns"][0]["id"] == "s1:2"
    lead = about["Junho deserved to get laid off"]
    assert lead["owner"] == "Seoyeon's team lead" and lead["hedged"] is True


def test_own_turns_records_claims_and_provenance(mem):
    r = subject_access(mem, "Junho")
    assert [t["id"] for t in r["turns"]] == ["s1:1", "s1:4", "s1:5", "s2:3"]
    assert {e["text"] for e in r["events"]} == {
        "Junho was laid off by his company",
        "Gina had lunch with a friend",
    }
    assert r["events"][0]["time"] == {"value": "2024-02", "granularity": "month"}
    assert [f["text"] for f in r["facts"]] == ["Junho likes hiking"]
    assert [c["content"] for c in r["claims_by"]] == ["Gina is too kind", "Seoyeon works too hard"]
    assert [c["owner"] for c in r["claims_relayed"]] == ["Junho's mom"]
    assert r["preferences"] == [{"relation": "likes", "concept": "hiking"}]
    assert [p["name"] for p in r["person"]["related_people"]] == ["Junho's mom"]
    assert {t["id"] for t in r["mentioned_in"]} == {"s1:2", "s1:3", "s2:5"}
    assert r["provenance"]["sessions"] == [
        {"id": "s1", "date": "2024-03-14"},
        {"id": "s2", "date": "2024-04-02"},
    ]


def test_hearsay_owner_is_not_the_relayer(mem):
    r = subject_access(mem, "Gina")
    great = next(c for c in r["claims_about"] if c["content"] == "Gina is great")
    assert great["owner"] == "Minsu's mom" and great["relayed_by"] == ["Seoyeon", "Minsu"]


def test_name_match_is_exact_and_unknown_names_suggest_candidates(mem):
    with pytest.raises(NotFoundError, match="Junho"):
        subject_access(mem, "junho")
    with pytest.raises(NotFoundError):
        subject_access(mem, "Nobody")
    assert candidates(mem, "jun") == ["Junho", "Junho's mom"]


def test_report_is_scoped_to_its_memory(mem, other):
    text = json.dumps(subject_access(mem, "Junho"))
    assert "/data/other/" not in text and "/data/m/" in text


def test_json_and_html_formats(mem):
    r = subject_access(mem, "Junho")
    assert json.loads(render(mem, r, "json"))["person"]["name"] == "Junho"
    html = render(mem, r, "html").decode()
    # the claim in the one attribution wording (cogmem_rdf/attribution.py), as ask, MCP and the
    # browser give it
    assert (
        "According to Seoyeon, Gina says: Junho getting fired was the company&#39;s mistake."
        in html
    )
    assert "Seoyeon&#39;s team lead" in html  # autoescaped


def test_jsonld_is_rdf11_and_rdflib_parses_it(mem):
    data = render(mem, subject_access(mem, "Junho"), "jsonld")
    g = rdflib.Graph().parse(data=data, format="json-ld")
    contents = {str(o) for o in g.objects(None, rdflib.URIRef("https://w3id.org/cogmem/pec2f#content"))}
    assert "Junho deserved to get laid off" in contents
    assert "Pottery" not in contents and "Gina likes pottery" not in {str(o) for o in g.objects()}
    subjects = set(g.subjects(rdflib.RDF.subject, None))
    assert subjects, "claims are projected to classic reification"
