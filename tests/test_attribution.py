"""One wording of who said a claim: ask, MCP and the browser all use attribution.attribution."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import cogmem_rdf.attribution
from cogmem_rdf.answer import ANSWER_RULES, statement
from cogmem_rdf.attribution import attribution
from cogmem_rdf.browse import builder
from cogmem_rdf.mcp_server import ATTRIBUTE, attributed
from cogmem_rdf.models import Evidence

CLAIMS = [
    {"text": "Junho deserved to be let go.", "owner": "Gina", "relayed_by": []},
    {
        "text": "Junho deserved to be let go",
        "owner": "Seoyeon's team lead",
        "relayed_by": ["Seoyeon"],
    },
    {"text": "Junho is a great cook", "owner": "Seoyeon's mom", "relayed_by": ["Minsu", "Seoyeon"]},
    {
        "text": "나는 찬혁이가 밴드 그만둔 게 현명한 선택이라고 생각해",
        "owner": "보람",
        "relayed_by": [],
    },
    {"text": "준호는 잘릴 만했대", "owner": "서연의 팀장님", "relayed_by": ["서연"]},
]


def test_doctests():
    assert doctest.testmod(cogmem_rdf.attribution).failed == 0


@pytest.mark.parametrize("claim", CLAIMS, ids=lambda c: c["owner"])
def test_ask_mcp_and_browser_give_the_same_sentence(claim, monkeypatch):
    sentence = attribution(claim)
    # ask (offline answer), without a status note
    assert statement(Evidence(node="c", type="Claim", **claim)) == sentence
    # MCP
    assert attributed({"type": "Claim", **claim})["attribution"] == sentence
    # browser page data: the claim as the subject-access report gives it
    report_claim = {
        "content": claim["text"],
        "owner": claim["owner"],
        "relayed_by": claim["relayed_by"],
        "target": None,
        "polarity": None,
        "hedged": False,
        "said_at": None,
        "turns": [],
    }
    shown = builder._claims(
        [report_claim],
        "about",
        builder._Turns(None, {"person": {"name": "x"}, "turns": [], "mentioned_in": []}),
        0,
    )
    assert shown[0]["attribution"] == sentence


def test_the_owner_is_named_and_never_the_relayer():
    for claim in CLAIMS:
        sentence = attribution(claim)
        assert claim["owner"] in sentence
        for relayer in claim["relayed_by"]:
            # the relayer appears only as a source, never in the owner's place
            assert (
                not sentence.startswith(f"{relayer} thinks") and f"{relayer}의 생각" not in sentence
            )


def test_korean_drops_the_first_person_as_english_drops_i_think():
    assert (
        attribution(
            {"text": "나는 찬혁이가 밴드 그만둔 게 현명한 선택이라고 생각해", "owner": "보람"}
        )
        == "보람의 생각: 찬혁이가 밴드 그만둔 게 현명한 선택이라고 생각해."
    )
    for lead in ("나는", "난", "저는", "내 생각엔", "내 생각에는", "제 생각에는", "내가 보기엔"):
        sentence = attribution({"text": f"{lead} 그 영화 별로야", "owner": "보람"})
        assert sentence == "보람의 생각: 그 영화 별로야.", lead
    # a word that only starts like a pronoun is kept
    assert (
        attribution({"text": "나는가수다 재밌어", "owner": "보람"})
        == "보람의 생각: 나는가수다 재밌어."
    )
    assert (
        attribution({"text": "전 세계가 그 노래 알아", "owner": "보람"})
        == "보람의 생각: 전 세계가 그 노래 알아."
    )


def test_the_prompts_and_the_page_use_the_same_wording():
    assert attribution({"text": "…", "owner": "Ines"}).rstrip(".") in ANSWER_RULES
    assert (
        attribution({"text": "…", "owner": "her team lead", "relayed_by": ["Cyrus"]}).rstrip(".")
        in ATTRIBUTE
    )
    template = (Path(builder.__file__).parent / "templates" / "browse.html.j2").read_text(
        encoding="utf-8"
    )
    # the page shows the sentence the builder computed; it words no attribution of its own
    assert "c.attribution" in template and "it.attribution" in template
    assert "relayed by" not in template and "holds this\"" not in template
