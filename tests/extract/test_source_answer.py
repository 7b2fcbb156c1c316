"""A report passed on with no source, the listener asking for one, the reporter naming it in a
fragment ('my sister.', 'Clovis did', '팀장님이지 뭐'): the answer turn lands the report with
the named owner (``extract/source_answer.py``)."""

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.extract.source_answer import asks_source, fragment
from cogmem_rdf.models import TurnIn


def _read(*turns: tuple[str, str]) -> list[list[tuple[str, list[str], str]]]:
    ts = [TurnIn(session="s1", date=datetime(2026, 4, 2), turn=f"t{i}", speaker=sp, text=tx,
                 seq=i) for i, (sp, tx) in enumerate(turns)]
    return [[(c.owner, c.relayed_by, c.content) for c in x.claims]
            for x in RuleExtractor().extract(ts, [])]


EN_REPORT = ("Ossian", "the pool is shutting in June, I heard")
KO_REPORT = ("솔담", "다음 달부터 수영장 문 닫는대")


@pytest.mark.parametrize(("question", "answer", "owner"), [
    ("wait, who said that?", "my sister. she works there", "Ossian's sister"),
    ("says who?", "Clovis from the front desk", "Clovis"),
    ("who told you that?", "Clovis did", "Clovis"),
    ("Who told you?", "oh, it was Ilsabet lol", "Ilsabet"),
    ("where did you hear that?", "our landlord obviously", "Ossian's landlord"),
    ("who?", "Corwenna. she's on the committee", "Corwenna"),
])
def test_en_fragment_names_the_source(question: str, answer: str, owner: str) -> None:
    out = _read(EN_REPORT, ("Idony", question), ("Ossian", answer))
    # the report is that person's once it is known
    assert out[0][0][:2] == (owner, ["Ossian"])
    got = [(o, r) for o, r, _ in out[2]]
    assert (owner, ["Ossian"]) in got
    # the answer carries the report's content, so a question about the report reaches it
    assert any("pool" in c for o, _, c in out[2] if o == owner)


@pytest.mark.parametrize(("question", "answer", "owner"), [
    ("누가 그래?", "우리 엄마가. 어제 전화로", "솔담의 엄마"),
    ("헐 누가 그래요?", "팀장님이지 뭐", "팀장님"),
    ("누구한테 들었어?", "은채린이 ㅋㅋ", "은채린"),
    ("누가? 관리실에서?", "응 관리실 아저씨가", "관리실 아저씨"),
])
def test_ko_fragment_names_the_source(question: str, answer: str, owner: str) -> None:
    out = _read(KO_REPORT, ("미르샘", question), ("솔담", answer))
    assert out[0][0][:2] == (owner, ["솔담"])
    assert (owner, ["솔담"]) in [(o, r) for o, r, _ in out[2]]


@pytest.mark.parametrize("turns", [
    # no question about the source between: a name in the next turn is no answer
    [EN_REPORT, ("Ossian", "Clovis did")],
    [EN_REPORT, ("Idony", "no way"), ("Ossian", "Clovis did")],
    # the answer says no one
    [EN_REPORT, ("Idony", "who said that?"), ("Ossian", "idk, read it somewhere")],
    [EN_REPORT, ("Idony", "who said that?"), ("Ossian", "nobody, I made it up")],
    # someone else answers: not the reporter's source
    [EN_REPORT, ("Idony", "who said that?"), ("Idony", "Clovis did")],
    # a question that asks no source
    [EN_REPORT, ("Idony", "who is going?"), ("Ossian", "Clovis")],
    [KO_REPORT, ("미르샘", "누가 가?"), ("솔담", "은채린이")],
    [KO_REPORT, ("미르샘", "누가 그래?"), ("솔담", "몰라 그냥 들었어")],
])
def test_no_source_without_an_answer_to_the_question(turns: list[tuple[str, str]]) -> None:
    out = _read(*turns)
    assert all(o in ("someone",) or o == turns[-1][0] for o, _, _ in out[-1]), out[-1]
    assert out[0][0][:2] == ("someone", [turns[0][0]])


def test_a_report_in_an_earlier_batch_keeps_its_owner() -> None:
    # ingest extracts batch by batch: the answer still lands the named owner on its own turn
    ex = RuleExtractor()
    ts = [TurnIn(session="s1", date=datetime(2026, 4, 2), turn=f"t{i}", speaker=sp, text=tx,
                 seq=i) for i, (sp, tx) in enumerate(
                     [EN_REPORT, ("Idony", "who said that?"), ("Ossian", "Clovis did")])]
    first = ex.extract(ts[:1], [])
    rest = ex.extract(ts[1:], [])
    assert [c.owner for c in first[0].claims] == ["someone"]
    assert [(c.owner, c.relayed_by) for c in rest[1].claims] == [("Clovis", ["Ossian"])]


def test_an_answer_the_rules_read_already_is_not_doubled() -> None:
    out = _read(EN_REPORT, ("Idony", "who said that?"), ("Ossian", "Clovis said so"))
    assert [o for o, _, _ in out[2]].count("Clovis") == 1


@pytest.mark.parametrize(("text", "lang", "asks"), [
    ("wait, who said that?", "en", True), ("says who?", "en", True),
    ("who told you that?", "en", True), ("where'd you hear that?", "en", True),
    ("who is coming tonight?", "en", False), ("I know who said it", "en", False),
    ("누가 그래?", "ko", True), ("누구한테 들었어?", "ko", True), ("어디서 들었어?", "ko", True),
    ("누가 와?", "ko", False), ("누가 이겼어?", "ko", False),
])
def test_asks_source(text: str, lang: str, asks: bool) -> None:
    assert asks_source(text, lang) is asks


@pytest.mark.parametrize(("text", "lang", "sentence"), [
    ("my sister. she works there", "en", "my sister said so."),
    ("I think it was her mum", "en", "her mum said so."),
    ("Clovis himself", "en", "Clovis said so."),
    ("no, it was Clovis from the office who said the whole floor is moving", "en", None),
    ("dunno, saw it online", "en", None),
    ("응 우리 엄마가. 배추 사래", "ko", "우리 엄마가 그러던데"),
    ("아니 그 형 여자친구가", "ko", "그 형 여자친구가 그러던데"),
    ("부장님이지 뭐", "ko", "부장님이 그러던데"),
    ("엄마지 뭐 ㅋㅋ", "ko", "엄마가 그러던데"),
    ("아니 걔네 언니가 인스타에 올렸더라", "ko", None),
])
def test_fragment(text: str, lang: str, sentence: str | None) -> None:
    assert fragment(text, lang) == sentence
