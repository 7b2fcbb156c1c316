"""The subject-access report as a readable HTML page (jinja2, autoescaped)."""

from __future__ import annotations

from typing import Any

import jinja2

_ENV = jinja2.Environment(
    loader=jinja2.PackageLoader("cogmem_rdf.privacy", "templates"),
    autoescape=True,
    undefined=jinja2.StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


def render_html(report: dict[str, Any]) -> str:
    """A page a person could be sent: what they said, what is recorded, who said what about them."""
    return _ENV.get_template("report.html.j2").render(r=report)
