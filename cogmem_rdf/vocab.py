"""IRIs of the PEC²F vocabulary and of instance data.

Instance IRIs are minted here and nowhere else. Person IRIs are opaque hashes of the
memory id and the name, so an erased person's name never survives inside an IRI.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from urllib.parse import quote

import pyoxigraph as ox

from .errors import UsageError

PEC_NS = "https://w3id.org/cogmem/pec2f#"
PROV_NS = "http://www.w3.org/ns/prov#"
RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
RDFS_NS = "http://www.w3.org/2000/01/rdf-schema#"
XSD_NS = "http://www.w3.org/2001/XMLSchema#"
DATA_NS = "https://w3id.org/cogmem/data/"

# fullmatch: "$" would accept a trailing newline
_MEMORY_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


def pec(local: str) -> ox.NamedNode:
    return ox.NamedNode(PEC_NS + local)


def prov(local: str) -> ox.NamedNode:
    return ox.NamedNode(PROV_NS + local)


RDF_TYPE = ox.NamedNode(RDF_NS + "type")
RDF_REIFIES = ox.NamedNode(RDF_NS + "reifies")
RDFS_LABEL = ox.NamedNode(RDFS_NS + "label")
XSD_DATE = ox.NamedNode(XSD_NS + "date")
XSD_DATETIME = ox.NamedNode(XSD_NS + "dateTime")
XSD_INTEGER = ox.NamedNode(XSD_NS + "integer")
XSD_DECIMAL = ox.NamedNode(XSD_NS + "decimal")

# classes
PERSON, EVENT, CONCEPT, CLAIM, FACT = (
    pec(n) for n in ("Person", "Event", "Concept", "Claim", "Fact")
)
TURN, SESSION, RELAY, CLAIM_VIEW = (pec(n) for n in ("Turn", "Session", "Relay", "ClaimView"))


def validate_memory_id(memory: str) -> str:
    """Return ``memory`` if it is a safe memory id, else raise UsageError."""
    if not isinstance(memory, str) or not _MEMORY_ID.fullmatch(memory):
        raise UsageError(
            f"invalid memory id {memory!r}: use 1-64 letters, digits, '_', '.', '-' "
            "starting with a letter or digit"
        )
    return memory


def memory_graph(memory: str) -> ox.NamedNode:
    """The named graph that holds one memory (tenant)."""
    return ox.NamedNode(f"{DATA_NS}{validate_memory_id(memory)}/graph")


def memory_base(memory: str) -> str:
    return f"{DATA_NS}{validate_memory_id(memory)}/"


def normalize_name(name: str) -> str:
    """NFC, case-folded, whitespace collapsed: the key two mentions of a person share."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def _digest(*parts: str) -> str:
    h = hashlib.sha256("\x1f".join(parts).encode("utf-8"))
    return h.hexdigest()[:16]


def person_iri(memory: str, name: str) -> ox.NamedNode:
    return ox.NamedNode(f"{memory_base(memory)}person/{_digest(memory, normalize_name(name))}")


def concept_iri(memory: str, label: str) -> ox.NamedNode:
    return ox.NamedNode(f"{memory_base(memory)}concept/{_digest(memory, normalize_name(label))}")


def turn_iri(memory: str, turn_id: str) -> ox.NamedNode:
    return ox.NamedNode(f"{memory_base(memory)}turn/{quote(turn_id, safe='')}")


def session_iri(memory: str, session_id: str) -> ox.NamedNode:
    return ox.NamedNode(f"{memory_base(memory)}session/{quote(session_id, safe='')}")


def node_iri(memory: str, kind: str, turn_id: str, index: int | str) -> ox.NamedNode:
    """IRI of the index-th node of a kind ('event', 'fact', 'claim', 'relay') from a turn."""
    return ox.NamedNode(f"{memory_base(memory)}{kind}/{quote(turn_id, safe='')}-{index}")


def fact_iri(memory: str, key: str) -> ox.NamedNode:
    """IRI of a consolidated fact, stable for the same support key."""
    return ox.NamedNode(f"{memory_base(memory)}fact/c-{_digest(memory, key)}")
