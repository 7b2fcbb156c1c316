"""Concept labels are noun phrases; verb lemmas restore silent e and undouble consonants."""

from __future__ import annotations

import pytest

from cogmem_rdf.extract.en_parse import lemma


@pytest.mark.parametrize(
    "word,base",
    [
        ("shared", "share"),
        ("excited", "excite"),
        ("stoked", "stoke"),
        ("stopped", "stop"),
        ("tried", "try"),
        ("studied", "study"),
        ("planned", "plan"),
        ("added", "add"),
        ("called", "call"),
        ("visited", "visit"),
        ("opened", "open"),
        ("celebrated", "celebrate"),
        ("hoped", "hope"),
        ("hopped", "hop"),
        ("baked", "bake"),
        ("used", "use"),
        ("focused", "focus"),
        ("needed", "need"),
        ("changed", "change"),
        ("belonged", "belong"),
        ("judged", "judge"),
        ("described", "describe"),
        ("continued", "continue"),
        ("agreed", "agree"),
        ("graduated", "graduate"),
        ("listened", "listen"),
        ("hiking", "hike"),
        ("running", "run"),
        ("dying", "die"),
        ("playing", "play"),
        ("glazed", "glaze"),
        ("snored", "snore"),
        ("rinsed", "rinse"),
        ("goes", "go"),
        ("watches", "watch"),
        ("bakes", "bake"),
        ("uses", "use"),
    ],
)
def test_lemma(word, base):
    assert lemma(word) == base


def _labels(x):
    return (
        {c.label for c in x.concepts}
        | {k for e in x.events for k in e.concepts}
        | {k for f in x.facts for k in f.concepts}
    )


NOISE = {
    "next",
    "push",
    "how",
    "others",
    "other",
    "make",
    "show",
    "it'd",
    "brings",
    "moves next",
    "soon",
    "know",
    "want",
    "working",
    "getting",
    "back",
    "far",
    "rewarding",
    "passionate",
    "last",
    "people",
    "try",
    "wonderful",
}


@pytest.mark.parametrize(
    "text,want",
    [
        (
            "I know how much the next pottery class brings to others, it'd make my week.",
            {"pottery class"},
        ),
        ("I've been working on a quilt and getting better at embroidery.", {"quilt", "embroidery"}),
        ("I took my family to the lake last weekend and it was so rewarding.", {"family", "lake"}),
        (
            "I'm passionate about restoring old motorbikes and I want to show others how.",
            {"motorbikes"},
        ),
        ("I gave the new climbing wall a try and I'll push myself harder soon.", {"climbing wall"}),
        ("My sister and I went on a long hike with her dog.", {"hike", "dog"}),
    ],
)
def test_concepts_are_noun_phrases(one, text, want):
    labels = _labels(one("Osvaldo", text))
    assert want <= labels, labels
    assert not labels & NOISE, labels


def test_bare_verbs_not_concepts(one):
    labels = _labels(
        one("Osvaldo", "I love to paint and I help out at the shelter whenever I can.")
    )
    assert "shelter" in labels and not labels & {"love", "paint", "help"}


def test_ko_bound_nouns_not_concepts(one):
    labels = _labels(one("하은", "그때 할 수 있는 건 다 했고, 지난주에 요가 수업 등록했어."))
    assert "요가 수업" in labels
    assert not labels & {"그때", "수", "것", "거", "건", "등록", "요가 수업 등록"}


def test_ko_adjective_roots_not_concepts(one):
    assert not _labels(one("하은", "요즘 회사 다니는 게 너무 행복해.")) & {"행복"}


@pytest.mark.parametrize("text,pred,concept", [
    ("When I was a kid I collected stamps.", "collect", "stamps"),
    ("Since we last spoke I have started volunteering at the food bank.", "start", "food bank"),
    ("Last week I shared my sketches at a local gallery.", "share", "local gallery"),
    ("A few weeks ago, we adopted a rescue cat.", "adopt", "rescue cat"),
])
def test_fronted_clause_first_person_record(one, text, pred, concept):
    x = one("Osvaldo", text)
    recs = [*x.events, *x.facts]
    assert recs and not x.claims
    assert any(getattr(r, "predicate", None) == pred for r in x.events) or x.facts
    assert concept in _labels(x)
    assert "Osvaldo" in recs[0].text and " I " not in f" {recs[0].text} "


def test_conditional_is_not_a_record(one):
    x = one("Osvaldo", "If I win the raffle I will buy a canoe.")
    assert not x.events and not x.facts
