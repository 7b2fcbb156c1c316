"""Each SHACL shape accepts its valid example and rejects its invalid one on the expected paths.

Every ``examples/invalid_*.ttl`` names the properties it breaks in a ``# expect:`` line.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pyoxigraph as ox
import pytest
import rdflib

from cogmem_rdf.errors import ValidationError
from cogmem_rdf.validate import (
    ValidationReport,
    project_rdf11,
    shapes_graph,
    validate_graph,
    validate_turtle_files,
)
from cogmem_rdf.vocab import PEC_NS, PROV_NS, RDFS_NS

EXAMPLES = Path(__file__).parent / "examples"
VALID = sorted(EXAMPLES.glob("valid_*.ttl"))
INVALID = sorted(EXAMPLES.glob("invalid_*.ttl"))
SHAPED = ("turn", "person", "concept", "event", "fact", "claim", "relay", "claimview")
_PREFIXES = {"pec": PEC_NS, "prov": PROV_NS, "rdfs": RDFS_NS}


def _expected_paths(path: Path) -> set[str]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# expect:"):
            return {
                _PREFIXES[c.split(":")[0]] + c.split(":")[1] for c in line.split(":", 1)[1].split()
            }
    raise AssertionError(f"{path.name} has no '# expect:' line")


def _quads(path: Path) -> list[ox.Quad]:
    return list(ox.parse(path=str(path), format=ox.RdfFormat.TURTLE))


def test_every_shape_has_a_valid_and_an_invalid_example():
    for name in SHAPED:
        assert (EXAMPLES / f"valid_{name}.ttl").is_file()
        assert (EXAMPLES / f"invalid_{name}.ttl").is_file()
    targeted = {
        str(o).rsplit("#", 1)[1].lower()
        for o in shapes_graph().objects(None, rdflib.SH.targetClass)
    }
    assert targeted == set(SHAPED)


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.stem)
def test_valid_example_conforms(path):
    report = validate_turtle_files([path])  # shapes and whole-graph checks
    assert report.conforms, report.text
    assert report.violations == []


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.stem)
def test_invalid_example_violates_expected_paths(path):
    report = validate_graph(project_rdf11(_quads(path)))
    assert not report.conforms
    assert {v.path for v in report.violations} == _expected_paths(path), report.text
    assert all(v.severity == "Violation" and v.message and v.focus for v in report.violations)


@pytest.mark.parametrize("path", VALID + INVALID, ids=lambda p: p.stem)
def test_both_string_literal_conventions_validate_alike(path):
    # rdflib's parser writes "x" without a datatype; converting Oxigraph terms naively gives
    # "x"^^xsd:string. The shapes must give the same answer for both.
    plain = validate_graph(project_rdf11(_quads(path)))
    typed = _typed_strings(project_rdf11(_quads(path)))
    assert any(
        isinstance(o, rdflib.Literal) and o.datatype == rdflib.XSD.string for o in typed.objects()
    )
    typed_report = validate_graph(typed)
    assert typed_report.conforms == plain.conforms
    assert {v.path for v in typed_report.violations} == {v.path for v in plain.violations}


def test_rdflib_parsed_graph_validates_directly():
    g = rdflib.Graph().parse(EXAMPLES / "valid_event.ttl", format="turtle")
    assert validate_graph(g).conforms


def test_report_text_and_raise():
    report = validate_turtle_files([EXAMPLES / "invalid_person.ttl"])
    assert isinstance(report, ValidationReport)
    assert "does NOT conform" in report.text and "rdfs:label" in report.text
    with pytest.raises(ValidationError) as err:
        report.raise_for_violations("batch")
    assert "rdfs:label" in err.value.report
    validate_turtle_files([EXAMPLES / "valid_person.ttl"]).raise_for_violations()


def _mapped_batch(turns: int = 5) -> rdflib.Graph:
    """A realistic batch from the real mapper: ~10 nodes per turn (events, fact, hearsay claim)."""
    import itertools

    from cogmem_rdf.mapping import Mapper

    to_rdflib = project_rdf11
    from cogmem_rdf.models import ClaimX, ConceptX, EventX, Extraction, FactX, TimeValue, TurnIn

    labels = itertools.count()
    mapper = Mapper("bench", lambda: next(labels))
    quads: list[ox.Quad] = []
    for i in range(turns):
        turn = TurnIn(
            memory="bench",
            session="D1",
            date=datetime(2023, 5, 8, 13, 56),
            turn=f"D1:{i}",
            speaker="Caroline",
            text="I went to a support group yesterday.",
            seq=i,
        )
        quads += mapper.turn(turn, "en", with_label=False).quads
        ex = Extraction(
            turn=turn.turn,
            speaker="Caroline",
            mentions=["Melanie"],
            events=[
                EventX(
                    text=f"Caroline went to group {j}",
                    participants=["Caroline", "Melanie"],
                    concepts=["support group"],
                    predicate="go",
                    time_expression="yesterday",
                    time=TimeValue(value="2023-05-07", granularity="day"),
                )
                for j in range(4)
            ],
            facts=[
                FactX(
                    text="Melanie likes pottery",
                    subject="Melanie",
                    relation="likes",
                    concepts=["pottery"],
                )
            ],
            claims=[
                ClaimX(
                    content="Junho deserved it",
                    owner="Minsu's mom",
                    relayed_by=["Caroline", "Minsu"],
                    target="Junho",
                    polarity="negative",
                )
            ],
            concepts=[ConceptX(label="pottery", person="Melanie", relation="likes")],
        )
        quads += mapper.extraction(turn, ex).quads
    return to_rdflib(quads)


def test_mapped_batch_conforms():
    # (its speed is the ingest bench's to measure: no timed tests)
    g = _mapped_batch()
    nodes = {s for s in g.subjects() if isinstance(s, rdflib.URIRef)}
    assert 45 <= len(nodes) <= 60
    assert validate_graph(g).conforms, validate_graph(g).text


def _typed_strings(g: rdflib.Graph) -> rdflib.Graph:
    """The same graph with every plain string written as "x"^^xsd:string."""
    out = rdflib.Graph()
    for s, p, o in g:
        if isinstance(o, rdflib.Literal) and o.datatype is None and o.language is None:
            o = rdflib.Literal(str(o), datatype=rdflib.XSD.string)
        out.add((s, p, o))
    return out
