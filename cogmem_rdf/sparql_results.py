"""SPARQL 1.2 result serialisers (JSON, XML, CSV, TSV) for solutions already read and counted.

pyoxigraph serialises a result only while it consumes it, and a row limit has to count rows
before answering, so the solutions are read first (``sparql_exec``) and written here. The
formats follow the W3C specs, with RDF 1.2 triple terms and base directions; a test checks
that pyoxigraph's own parsers read back what these write.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape, quoteattr

import pyoxigraph as ox

_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"


def _json_term(t: Any) -> dict[str, Any]:
    if isinstance(t, ox.NamedNode):
        return {"type": "uri", "value": t.value}
    if isinstance(t, ox.BlankNode):
        return {"type": "bnode", "value": t.value}
    if isinstance(t, ox.Triple):
        return {
            "type": "triple",
            "value": {
                "subject": _json_term(t.subject),
                "predicate": _json_term(t.predicate),
                "object": _json_term(t.object),
            },
        }
    out: dict[str, Any] = {"type": "literal", "value": t.value}
    if t.language:
        out["xml:lang"] = t.language
        direction = getattr(t, "direction", None)
        if direction is not None:
            out["its:dir"] = str(
                direction.value if hasattr(direction, "value") else direction
            ).lower()
    elif t.datatype.value != _XSD_STRING:
        out["datatype"] = t.datatype.value
    return out


def _xml_term(t: Any) -> str:
    if isinstance(t, ox.NamedNode):
        return f"<uri>{escape(t.value)}</uri>"
    if isinstance(t, ox.BlankNode):
        return f"<bnode>{escape(t.value)}</bnode>"
    if isinstance(t, ox.Triple):
        return (
            f"<triple><subject>{_xml_term(t.subject)}</subject><predicate>{_xml_term(t.predicate)}</predicate>"
            f"<object>{_xml_term(t.object)}</object></triple>"
        )
    if t.language:
        return f"<literal xml:lang={quoteattr(t.language)}>{escape(t.value)}</literal>"
    if t.datatype.value != _XSD_STRING:
        return f"<literal datatype={quoteattr(t.datatype.value)}>{escape(t.value)}</literal>"
    return f"<literal>{escape(t.value)}</literal>"


def _nt(t: Any) -> str:
    """N-Triples 1.2 form of a term (TSV cells)."""
    if isinstance(t, ox.Triple):
        return f"<<( {_nt(t.subject)} {_nt(t.predicate)} {_nt(t.object)} )>>"
    return str(t)


def _csv_term(t: Any) -> str:
    if t is None:
        return ""
    if isinstance(t, ox.BlankNode):
        return "_:" + t.value
    if isinstance(t, ox.Triple):
        return _nt(t)
    return t.value


def write(
    fmt: ox.QueryResultsFormat, variables: Sequence[str], rows: Sequence[ox.QuerySolution]
) -> bytes:
    """Serialise ``rows`` (their bindings of ``variables``) in ``fmt``."""
    if fmt == ox.QueryResultsFormat.JSON:
        bindings = [{n: _json_term(r[n]) for n in variables if r[n] is not None} for r in rows]
        return json.dumps({"head": {"vars": list(variables)}, "results": {"bindings": bindings}},
                          ensure_ascii=False).encode("utf-8")
    if fmt == ox.QueryResultsFormat.XML:
        head = "".join(f"<variable name={quoteattr(n)}/>" for n in variables)
        body = "".join(
            "<result>"
            + "".join(
                f"<binding name={quoteattr(n)}>{_xml_term(r[n])}</binding>"
                for n in variables
                if r[n] is not None
            )
            + "</result>"
            for r in rows
        )
        return (f'<?xml version="1.0"?><sparql xmlns="http://www.w3.org/2005/sparql-results#"><head>{head}</head>'
                f"<results>{body}</results></sparql>").encode()
    if fmt == ox.QueryResultsFormat.CSV:
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(variables)
        writer.writerows([_csv_term(r[n]) for n in variables] for r in rows)
        return out.getvalue().encode("utf-8")
    lines = ["\t".join("?" + n for n in variables)]
    lines += ["\t".join(_nt(r[n]) if r[n] is not None else "" for n in variables) for r in rows]
    return ("\n".join(lines) + "\n").encode("utf-8")
