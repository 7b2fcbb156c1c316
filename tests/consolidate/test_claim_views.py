"""Claims ⇒ views: CURRENT / SUPERSEDED / CONFLICTING per owner, never across owners."""

from __future__ import annotations

from consolidate.consolidate_dialogue import Dialogue

from cogmem_rdf.consolidate import claim_status, claim_views, consolidate

Q_CLAIMS = """
PREFIX pec: <https://w3id.org/cogmem/pec2f#> PREFIX prov: <http://www.w3.org/ns/prov#>
SELECT ?c ?owner ?content WHERE {
  ?c a pec:Claim ; pec:content ?content ; prov:wasAttributedTo/pec:name ?owner
}
"""


def claims(mem) -> dict[str, tuple[str, str]]:
    return {r["c"].value: (r["owner"].value, r["content"].value) for r in mem.sparql(Q_CLAIMS)}


def changing_minds(d: Dialogue) -> None:
    d.opine(
        "s1:1",
        "2024-01-10T10:00",
        "Gina",
        "Junho",
        "Junho getting fired was the company's mistake.",
        "positive",
    )
    d.opine(
        "s2:1", "2024-02-10T10:00", "Gina", "Junho", "Honestly Junho had it coming.", "negative"
    )
    d.opine(
        "s3:1",
        "2024-03-10T10:00",
        "Gina",
        "Junho",
        "Junho is doing great at the new place.",
        "positive",
    )
    d.opine(
        "s2:2", "2024-02-10T10:05", "Hyejin", "Junho", "Junho was treated unfairly.", "positive"
    )
    d.opine(
        "s3:2",
        "2024-03-10T10:05",
        "Seoyeon's team lead",
        "Junho",
        "Junho deserved to be let go.",
        "negative",
        relayed_by=["Seoyeon"],
        speaker="Seoyeon",
    )
    d.ingest()


def by_owner(mem) -> dict[str, list[tuple[str, str]]]:
    status, texts = claim_status(mem), claims(mem)
    out: dict[str, list[tuple[str, str]]] = {}
    for iri, (owner, content) in texts.items():
        out.setdefault(owner, []).append((content, status[iri]))
    return out


def test_latest_opinion_is_the_only_current_one_per_owner(embedder):
    d = Dialogue(embedder)
    changing_minds(d)
    report = consolidate(d.mem)
    assert report.views == 5 and report.statuses == {
        "CURRENT": 3,
        "SUPERSEDED": 2,
        "CONFLICTING": 0,
    }
    owners = by_owner(d.mem)
    gina = dict(owners["Gina"])
    assert [c for c, s in gina.items() if s == "CURRENT"] == [
        "Junho is doing great at the new place."
    ]
    assert gina["Honestly Junho had it coming."] == "SUPERSEDED"
    assert gina["Junho getting fired was the company's mistake."] == "SUPERSEDED"


def test_other_owners_stay_separate(embedder):
    d = Dialogue(embedder)
    changing_minds(d)
    consolidate(d.mem)
    owners = by_owner(d.mem)
    # Hyejin said hers before Gina's last word; it is still Hyejin's current view
    assert owners["Hyejin"] == [("Junho was treated unfairly.", "CURRENT")]
    # hearsay: the owner is the team lead, not Seoyeon who relayed it
    assert owners["Seoyeon's team lead"] == [("Junho deserved to be let go.", "CURRENT")]
    assert "Seoyeon" not in owners
    assert d.mem.counts()["Claim"] == 5  # originals kept


def test_validity_intervals(embedder):
    d = Dialogue(embedder)
    changing_minds(d)
    consolidate(d.mem)
    views = claim_views(d.mem)
    texts = claims(d.mem)
    by_text = {texts[c][1]: v for c, v in views.items()}
    first = by_text["Junho getting fired was the company's mistake."]
    assert (first["valid_from"], first["valid_to"]) == (
        "2024-01-10T10:00:00",
        "2024-02-10T10:00:00",
    )
    last = by_text["Junho is doing great at the new place."]
    assert (last["valid_from"], last["valid_to"]) == ("2024-03-10T10:00:00", None)


def test_opposite_claims_at_the_same_time_conflict(embedder):
    d = Dialogue(embedder)
    d.opine("s1:1", "2024-01-10T10:00", "Gina", "Junho", "Junho is a hard worker.", "positive")
    d.say(
        "s2:1",
        "2024-02-10T10:00",
        "Gina",
        "Junho is brilliant but Junho is lazy.",
        claims=[
            {
                "content": "Junho is brilliant",
                "owner": "Gina",
                "target": "Junho",
                "polarity": "positive",
            },
            {
                "content": "Junho is lazy",
                "owner": "Gina",
                "target": "Junho",
                "polarity": "negative",
            },
        ],
    )
    d.ingest()
    report = consolidate(d.mem)
    assert report.statuses == {"CURRENT": 0, "SUPERSEDED": 1, "CONFLICTING": 2}


def test_new_claim_supersedes_on_rerun_and_rerun_is_idempotent(embedder):
    d = Dialogue(embedder)
    changing_minds(d)
    consolidate(d.mem)
    before = set(d.mem.quads())
    assert consolidate(d.mem).quads_added == 0 and set(d.mem.quads()) == before
    d.opine(
        "s4:2",
        "2024-04-01T10:00",
        "Hyejin",
        "Junho",
        "Junho should have seen it coming.",
        "negative",
    )
    d.ingest()
    consolidate(d.mem)
    assert dict(by_owner(d.mem)["Hyejin"]) == {"Junho was treated unfairly.": "SUPERSEDED",
                                               "Junho should have seen it coming.": "CURRENT"}


def test_views_validate(embedder):
    from cogmem_rdf.validate import validate_memory

    d = Dialogue(embedder)
    changing_minds(d)
    consolidate(d.mem)
    report = validate_memory(d.mem)
    assert report.conforms, report.text
