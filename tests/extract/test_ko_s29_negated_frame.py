"""A negated frame of belief or saying keeps its negation in the stored claim (twenty-ninth
pass). Invented paradigm: frame (생각 안 하다, 생각하지 않다, 안 보다, 안 믿다 — belief; …고는 안
하다, 한 적 없다, 말 안 하다, 안 그러다 — saying) × source form (a topic-marked name, 걔, a kin
word, a subject-marked name) × ending (-대, -더라, -던데, -다고 하더라) × complement (positive,
negative). The owner is the person (as for the frame not negated); the content keeps the frame's
negated predicate and drops the owner's words; a negated belief turns the complement's polarity
over, a negated saying leaves it neutral. Frames not negated, and negation inside the complement
('안 짜대', '좋지 않다고 하더라'), are unchanged. Every name and sentence is invented."""

from __future__ import annotations

import itertools
from datetime import datetime

import pytest

from cogmem_rdf.bench.natural import natural_name
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

ASK, TELL, THIRD = "솔담", "무솔", "서결"

# frame -> (kind, ending -> the frame as said)
FRAMES: dict[str, tuple[str, dict[str, str]]] = {
    "think_an": ("belief", {"dae": "생각 안 한대", "deora": "생각 안 하더라",
                            "deonde": "생각 안 하던데", "dago_hadeora": "생각 안 한다고 하더라"}),
    "think_ji": ("belief", {"dae": "생각하지 않는대", "deora": "생각하지 않더라",
                            "deonde": "생각하지 않던데",
                            "dago_hadeora": "생각하지 않는다고 하더라"}),
    "an_boda": ("belief", {"dae": "안 본대", "deora": "안 보더라", "deonde": "안 보던데",
                           "dago_hadeora": "안 본다고 하더라"}),
    "an_mitda": ("belief", {"dae": "안 믿는대", "deora": "안 믿더라", "deonde": "안 믿던데",
                            "dago_hadeora": "안 믿는다고 하더라"}),
    "neun_an_hada": ("saying", {"dae": "는 안 했대", "deora": "는 안 하더라",
                                "deonde": "는 안 하던데", "dago_hadeora": "는 안 했다고 하더라"}),
    "jeok_eopda": ("saying", {"dae": " 한 적 없대", "deora": " 한 적 없더라",
                              "deonde": " 한 적 없던데", "dago_hadeora": " 한 적 없다고 하더라"}),
    "mal_an_hada": ("saying", {"dae": " 말 안 했대", "deora": " 말 안 하더라",
                               "deonde": " 말 안 하던데", "dago_hadeora": " 말 안 했다고 하더라"}),
    "an_geureoda": ("saying", {"dae": " 안 그랬대", "deora": " 안 그러더라",
                               "deonde": " 안 그러던데", "dago_hadeora": " 안 그랬다고 하더라"}),
}
# source form -> (as said, owner, words that must not stay in the content)
SOURCES = {
    "name_topic": (f"{THIRD}이는", THIRD, THIRD),
    "gyae": ("걔는", THIRD, "걔"),
    "kin": ("우리 엄마는", f"{TELL}의 엄마", "엄마"),
    "name_subj": (f"{THIRD}이가", THIRD, THIRD),
}
# complement (before the quotative), its polarity
COMPLEMENTS = {"pos": ("그 분식집이 괜찮다고", "positive"),
               "neg": ("그 분식집이 별로라고", "negative")}
FLIP = {"positive": "negative", "negative": "positive", "neutral": "neutral"}


def _claims(text: str) -> list:
    rows = [(ASK, f"{THIRD}이 알지? 그 분식집 얘기 하던데"), (TELL, text)]
    turns = [TurnIn(session="s", date=datetime(2025, 3, 4), turn=f"s:{i}", speaker=sp, text=tx,
                    lang="ko") for i, (sp, tx) in enumerate(rows)]
    return RuleExtractor().extract(turns, [])[1].claims


def _sentence(frame: str, source: str, comp: str, ending: str) -> str:
    said = FRAMES[frame][1][ending]
    body = COMPLEMENTS[comp][0]
    if not said.startswith((" ", "는")):
        said = " " + said
    return f"{SOURCES[source][0]} {body}{said}"


CASES = list(itertools.product(FRAMES, SOURCES, COMPLEMENTS, ("dae", "deora", "deonde",
                                                               "dago_hadeora")))


@pytest.mark.parametrize(("frame", "source", "comp", "ending"), CASES)
def test_negated_frame_keeps_negation(frame: str, source: str, comp: str, ending: str) -> None:
    text = _sentence(frame, source, comp, ending)
    claims = _claims(text)
    _, owner, own_word = SOURCES[source]
    mine = [c for c in claims if natural_name(c.owner) == natural_name(owner)]
    assert mine, (text, [(c.owner, c.content) for c in claims])
    c = mine[0]
    quot = c.content.find("고")
    assert quot >= 0 and any(n in c.content[quot:] for n in ("안 ", "않", "없")), (text, c.content)
    assert own_word not in c.content, (text, c.content)
    kind = FRAMES[frame][0]
    want = FLIP[COMPLEMENTS[comp][1]] if kind == "belief" else "neutral"
    assert c.polarity == want, (text, c.content, c.polarity)


# frames not negated, and negation inside the complement: the complement alone, its own polarity
UNCHANGED = [
    (f"{THIRD}이는 그 분식집이 괜찮다고 생각한대", "그 분식집이 괜찮다고", "positive"),
    (f"{THIRD}이는 그 분식집이 별로라고 하더라", "그 분식집이 별로라고", "negative"),
    (f"{THIRD}이는 그 분식집이 괜찮다고 말했대", "그 분식집이 괜찮다고", "positive"),
    (f"{THIRD}이는 그 분식집 좋지 않다고 하더라", "그 분식집 좋지 않다고", "negative"),
    (f"{THIRD}이는 그 분식집 안 좋다고 하던데", "그 분식집 안 좋다고", "negative"),
    (f"{THIRD}이는 그 분식집 쫄면 안 짜대", "그 분식집 쫄면 안 짜대", None),
]


@pytest.mark.parametrize(("text", "content", "polarity"), UNCHANGED)
def test_unnegated_frame_unchanged(text: str, content: str, polarity: str | None) -> None:
    mine = [c for c in _claims(text) if natural_name(c.owner) == THIRD]
    assert mine and mine[0].content == content, (text, [(c.owner, c.content) for c in mine])
    if polarity is not None:
        assert mine[0].polarity == polarity, (text, mine[0].polarity)


def test_negated_question_is_no_negation() -> None:
    """'…다고 하지 않았어?' asks to confirm the saying: its complement is not stored negated."""
    for c in _claims(f"{THIRD}이가 그 분식집이 괜찮다고 하지 않았어?"):
        assert "않" not in c.content and c.polarity != "negative", (c.content, c.polarity)


# the speaker's own negated frame: a denied saying is neutral, a negated belief turns over
OWN = [
    ("내가 그 분식집이 괜찮다고 한 적 없어", "neutral"),
    ("나 그 분식집이 괜찮다고 말 안 했어", "neutral"),
    ("난 그 분식집이 괜찮다고 생각 안 해", "negative"),
    ("난 그 분식집이 괜찮다고 생각해 본 적 없어", "negative"),
    ("난 그 분식집이 괜찮다고 생각해", "positive"),
]


@pytest.mark.parametrize(("text", "polarity"), OWN)
def test_own_negated_frame(text: str, polarity: str) -> None:
    mine = [c for c in _claims(text) if c.owner == TELL and not c.relayed_by]
    assert mine and mine[0].polarity == polarity, (text, [(c.owner, c.polarity) for c in mine])


# 모르다 over an embedded question ('…괜찮은지 모르겠대'): whether it is so is not known — no
# polarity of the complement
@pytest.mark.parametrize("text", [f"{THIRD}이는 그 분식집이 괜찮은지 모르겠대",
                                  f"{THIRD}이는 그 분식집이 괜찮은 건지 모르겠다더라",
                                  f"{THIRD}이는 거기가 나은지 잘 모르겠다고 하더라"])
def test_unsure_whether_is_neutral(text: str) -> None:
    mine = [c for c in _claims(text) if natural_name(c.owner) == THIRD]
    assert mine and mine[0].polarity == "neutral", (text, [(c.content, c.polarity) for c in mine])
