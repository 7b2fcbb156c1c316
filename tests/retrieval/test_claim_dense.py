"""A paraphrased "who …" question matched by meaning (Controller._claim_dense, _best_cover,
_unframed), on a stub catalog and a stub embedder: invented turns and claims."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from cogmem_rdf.retrieval import operators as op
from cogmem_rdf.retrieval.controller import Controller, Options, Query, _unframed
from cogmem_rdf.retrieval.lexical import tokens


def test_unframed_drops_the_who_frame():
    assert _unframed("Who thinks the timetable is a mess?") == "the timetable is a mess?"
    assert _unframed("Who doesn't believe the rumour about the bakery?") == (
        "the rumour about the bakery?")
    assert _unframed("Who is bored by the new playlist?") == "bored by the new playlist?"
    # the relative form of 하다 before 사람 and a bare demonstrative name no topic
    assert _unframed("그 전시가 지루했다고 한 사람은?") == "전시가 지루했다고"
    assert _unframed("누가 그 식당 비싸다고 했어?") == "식당 비싸다고"


def test_unframed_keeps_a_question_without_a_frame():
    assert _unframed("What happened at the pier?") == "What happened at the pier?"
    assert _unframed("Who?") == "Who?"
    # a question asking for a source loses its source words ("story", "come from")
    assert _unframed("Where does the story about the pier come from?") == "pier"


@dataclass
class _Row:
    text: str
    label: int | None
    session: str = "s1"


AXES = {"tired": 0, "ferry": 1, "cake": 2}


class _Embedder:
    """One axis per topic word a text says (a stand-in for a sentence encoder)."""

    def embed(self, texts: list[str]) -> np.ndarray:
        out = np.zeros((len(texts), len(AXES) + 1), dtype=np.float32)
        for i, text in enumerate(texts):
            for word, axis in AXES.items():
                if word in text.casefold():
                    out[i, axis] = 1.0
            out[i, -1] = 0.1
            out[i] /= np.linalg.norm(out[i])
        return out


@dataclass
class _Mem:
    embedder: _Embedder = field(default_factory=_Embedder)


@dataclass
class _Cat:
    turns: dict[str, _Row]
    cache: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        emb = _Embedder()
        self.matrix = emb.embed([r.text for r in self.turns.values()])
        self.row_index = np.arange(len(self.turns), dtype=np.int64)

    def _rows(self, labels: np.ndarray) -> np.ndarray:
        ok = (labels >= 0) & (labels < self.row_index.size)
        return np.where(ok, self.row_index[np.where(ok, labels, 0)], -1)


TURNS = {
    "t1": _Row("Mirela: the crossing this morning took forever, so tired of it", 0),
    "t2": _Row("Osric: that cake stall is the best thing on the pier", 1),
}
CLAIMS = [
    op.Node(iri="c1", type="Claim", label=None, text="so tired of it", turns=["t1"],
            target="crossing"),
    op.Node(iri="c2", type="Claim", label=None, text="the best thing on the pier", turns=["t2"],
            target="cake stall"),
]


def _controller(question: str) -> Controller:
    ctl = Controller.__new__(Controller)
    ctl.mem, ctl.cat, ctl.opts = _Mem(), _Cat(TURNS), Options()  # type: ignore[assignment]
    ctl.q = Query(text=question, intent="OWNER", people=[], scope=[], tokens=tokens(question),
                  vector=None)
    return ctl


def test_dense_prefers_the_claim_whose_content_and_turn_mean_the_question():
    ctl = _controller("Who is tired of the slow ferry?")
    d = ctl._claim_dense(CLAIMS)
    assert d[0] > d[1]


def test_best_cover_counts_the_claim_its_target_and_its_turn():
    ctl = _controller("Who is tired of the crossing?")
    wanted = set(tokens("tired crossing"))
    assert ctl._best_cover(CLAIMS, wanted) == 1.0
    assert ctl._best_cover(CLAIMS, set(tokens("gloomy weather"))) == 0.0


def test_unframed_drops_the_korean_source_and_reported_frames():
    assert _unframed("텃밭 공사가 늦어진다는 얘기는 누구한테서 나왔어?") == (
        "텃밭 공사가 늦어진다는")
    assert _unframed("우쿨렐레 모임을 옮기기로 한 사람은 누구라고 했어?") == (
        "우쿨렐레 모임을 옮기기로")


def test_a_who_question_is_matched_without_its_frame_words():
    # "… 한 사람은?" says 사람은 / 사람 / 람은: a claim saying "사람은 …" must not match on them
    ctl = _controller("정수기 물이 차갑다고 한 사람은?")
    said = set(ctl._lexical_tokens)
    assert "정수기" in said and not {"사람은", "사람", "람은"} & said
    ctl.q.intent = "DETAIL"
    del ctl.__dict__["_lexical_tokens"]
    assert "사람은" in ctl._lexical_tokens


def test_korean_stems_meet_across_inflections():
    from cogmem_rdf.retrieval.controller import _ko_stems

    # a paraphrase shares a predicate's stem, not its word: 싫어하는 / 싫더라 → 싫
    asked = _ko_stems("캠핑카 난로를 싫어하는")
    said = _ko_stems("캠핑카 난로는 진짜 싫더라")
    assert "싫" in asked & said
    assert _ko_stems("합창단 연습이 부담스럽다는") & _ko_stems("합창단 연습은 부담스러울 듯") >= {
        "합창단", "부담"}
    assert _ko_stems("the ferry is late") == frozenset()
