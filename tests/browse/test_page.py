"""The browser page's data and HTML: attribution kept, turns embedded, text escaped, no network."""

from __future__ import annotations

import doctest
import json
import re

import pytest
from browse.browse_dialogue import HOSTILE, build

import cogmem_rdf.browse.builder
import cogmem_rdf.cli.agents  # registers the commands (main() imports it too)
from cogmem_rdf.browse import page_data, render_page
from cogmem_rdf.cli import main
from cogmem_rdf.errors import NotFoundError


def test_doctests():
    assert doctest.testmod(cogmem_rdf.browse.builder).failed == 0


def test_claims_keep_owner_and_relay_chain(mem):
    d = page_data(mem, "Junho")
    about = {c["text"]: c for c in d["claims"] if c["group"] == "about"}
    assert about["Junho deserved to get laid off"]["owner"] == "Seoyeon's team lead"
    assert about["Junho deserved to get laid off"]["relayed_by"] == ["Seoyeon"]
    assert about["Junho is a great cook"]["owner"] == "Seoyeon's mom"
    assert about["Junho is a great cook"]["relayed_by"] == ["Minsu", "Seoyeon"]
    assert about["Junho getting laid off was the company's mistake"]["owner"] == "Gina"
    # every owner and relayer gets a colour
    assert {"Gina", "Seoyeon's team lead", "Seoyeon", "Seoyeon's mom", "Minsu"} <= set(d["owners"])


def test_events_are_placed_at_their_time_and_every_cited_turn_is_embedded(mem):
    d = page_data(mem, "Junho")
    laid_off = next(e for e in d["events"] if "laid off" in e["text"])
    assert (
        laid_off["time"] == {"value": "2024-02", "granularity": "month"}
        and laid_off["when"] == "2024-02-01"
    )
    cited = {
        t
        for group in ("events", "facts", "concepts", "claims")
        for x in d[group]
        for t in x["turns"]
    }
    assert cited and cited <= set(d["turns"])
    assert d["turns"]["s1:3"]["text"] == "My team lead says Junho deserved to get laid off."
    assert d["turns"]["s1:3"]["speaker"] == "Seoyeon"


def test_unknown_person_is_not_found(mem):
    with pytest.raises(NotFoundError, match="no person named 'Junh'"):
        page_data(mem, "Junh")


def test_page_is_self_contained_and_escapes_text(mem):
    page = render_page(page_data(mem, "Junho"))
    # nothing to fetch at view time: no src/href to anywhere, and a CSP that forbids it anyway
    assert not re.search(r"""(?:src|href)\s*=\s*["']?(?:https?:)?//""", page)
    assert "default-src 'none'" in page
    # the hostile turn is in the page only as data: two script elements (data + code), no <img
    assert HOSTILE not in page
    assert page.count("<script") == 2 and "<img" not in page
    data = re.search(
        r'<script type="application/json" id="data">(.*?)</script>', page, re.DOTALL
    ).group(1)
    assert HOSTILE in {t["text"] for t in json.loads(data)["turns"].values()}


def test_cli_writes_the_page_and_fails_in_one_line(tmp_path, capsys):
    store = tmp_path / "store"
    build(store).close()
    out = tmp_path / "junho.html"
    with pytest.raises(SystemExit) as ex:
        main(["browse", "Junho", "--store", str(store), "--memory", "m", "--out", str(out)])
    # tojson escapes '
    assert ex.value.code == 0 and "Seoyeon\\u0027s team lead" in out.read_text(encoding="utf-8")
    capsys.readouterr()
    with pytest.raises(SystemExit) as ex:
        main(
            [
                "browse",
                "Nobody",
                "--store",
                str(store),
                "--memory",
                "m",
                "--out",
                str(tmp_path / "x.html"),
            ]
        )
    err = capsys.readouterr().err
    assert ex.value.code == 1 and err.count("\n") == 1 and "no person named 'Nobody'" in err
    assert not (tmp_path / "x.html").exists()
