"""The subject-access report as a readable HTML page (jinja2, autoescaped)."""

from __future__ import annotations

from typing import Any

import jinja2

from ..attribution import attribution

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("cogmem_rdf.privacy", "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)
# claims are worded as everywhere else (ask, MCP, the browser page)
_ENV.globals["attribution"] = lambda c: attribution({"text": c["content"], "owner": c["owner"],
                                                     "relayed_by": c["relayed_by"]})


def render_html(report: dict[str, Any]) -> str:
    """A page a person could be sent: what they said, what is recorded, who said what about them."""
    return _ENV.get_template("report.html.j2").render(r=report)
