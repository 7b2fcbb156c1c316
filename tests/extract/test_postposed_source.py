"""A report, then its source in a sentence of its own that says nothing more (English): the
report is the source's, passed on by the speaker, whatever verb of telling points back to it
('mentioned it', 'brought it up', 'let it slip', 'texted me about it', 'posted it', 'warned me',
'was saying so', 'swears it's true', 'heard it at …', 'got it from X', 'Source: X', 'according
to X', "X's words, not mine"), with a possessed relation, a name, a title or a pronoun as the
source, in edited and in chat text. A source sentence that says something of its own, a report
of the speaker's own view or doing, and a question are left to the rules. Invented turns."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.postposed import source_of
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

REPORTS = [
    "The lido's closing for a whole year.",
    "Lido's closing for a year apparently.",
    "the lido is shutting till next summer lol",
]
SOURCES = [
    "My aunt mentioned it at lunch.", "My aunt brought it up at lunch.", "My aunt let it slip.",
    "My aunt texted me about it.", "My aunt was saying so.", "My aunt told us.",
    "My aunt posted it on the group chat.", "My aunt warned me.", "Got it from my aunt.",
    "My aunt's words, not mine.", "Source: my aunt.", "According to my aunt anyway.",
    "My aunt swears it's true.", "That's from my aunt.", "My aunt heard it at the council meeting.",
]


def _claims(text: str, before: str = "Any news?", who: tuple[str, str] = ("Yoskar", "Tomek")):
    """The claims of ``text`` said by ``who[1]`` answering ``before`` said by ``who[0]``."""
    said = zip(who, (before, text), strict=True)
    turns = [TurnIn(session="pp", date=datetime(2024, 6, 12), turn=f"pp{i}", speaker=w, text=t,
                    seq=i) for i, (w, t) in enumerate(said, start=1)]
    return RuleExtractor(stance=False).extract(turns, list(who))[1].claims


@pytest.mark.parametrize("source", SOURCES)
@pytest.mark.parametrize("report", REPORTS)
def test_the_report_is_the_source_s(report: str, source: str) -> None:
    text = f"{report} {source.lower() if report.endswith('lol') else source}"
    got = [(c.owner, c.relayed_by) for c in _claims(text) if "lido" in c.content.lower()]
    assert got == [("Tomek's aunt", ["Tomek"])]


@pytest.mark.parametrize(("text", "owner"), [
    ("The bakery on Vell Street is shutting. Gorm mentioned it at the gym.", "Gorm"),
    ("The bakery on Vell Street is shutting. Dr Pemberwick let it slip.", "Dr Pemberwick"),
    ("The bakery on Vell Street is shutting apparently. Heard it from Gorm.", "Gorm"),
])
def test_names_and_titles_as_the_source(text: str, owner: str) -> None:
    got = [(c.owner, c.relayed_by) for c in _claims(text) if "bakery" in c.content.lower()]
    assert got == [(owner, ["Tomek"])]


def test_a_pronoun_source_is_the_person_named_before() -> None:
    text = "The bakery on Vell Street is shutting. She mentioned it at the gym."
    got = [(c.owner, c.relayed_by) for c in _claims(text, before="Seen Ysmay lately?")
           if "bakery" in c.content.lower()]
    assert got == [("Ysmay", ["Tomek"])]


@pytest.mark.parametrize("sentence", [
    "My aunt mentioned the pool is closing.",  # says something of its own
    "He told me at the pub on Thursday he'd come for the cake.",
    "according to Felicia in HR they still pay the bonus",
    "I mentioned it at lunch.",  # the speaker is no source of their own words
    "My sister thinks so too.",
    "My boss called me.",  # a call is an event: it says nothing of what was said
    "He thinks so.",  # agreeing with a view is no source of it
    "My aunt swears by it.",
    "My boss told me off.",
])
def test_a_sentence_saying_more_is_no_bare_source(sentence: str) -> None:
    assert source_of(sentence) is None


def test_the_speaker_s_own_view_or_a_question_keeps_its_reading() -> None:
    own = _claims("I think the lido is overpriced. My aunt was saying so.")
    assert not any(c.owner == "Tomek's aunt" and "overpriced" in c.content for c in own)
    asked = _claims("Is the lido closing for a year? My aunt mentioned it at lunch.")
    assert not any(c.owner == "Tomek's aunt" and "closing" in c.content for c in asked)


KO_REPORTS = [
    "그 수영장 일 년 동안 문 닫는대.",
    "그 수영장 내년 여름까지 공사한대요.",
    "수영장 일년 문닫는다던데",
]
KO_SOURCES = [
    "우리 이모가 알려줬어.", "우리 이모가 단톡에 올렸더라.", "이모한테 들었어.",
    "우리 이모가 그러더라고.", "이모가 귀띔해 줬어.", "이모한테서 들은 거야.",
    "출처는 우리 이모.", "이모 피셜임.", "우리 이모가 점심 때 얘기해 줬어.",
    "이모가 문자로 보내 줬어.", "이모 말이야.", "이모가 어제 그랬어.",
]


def _ko_claims(text: str):
    return _claims(text, "무슨 소식 있어?", ("솔가람", "채휘"))


@pytest.mark.parametrize("source", KO_SOURCES)
@pytest.mark.parametrize("report", KO_REPORTS)
def test_korean_report_then_its_source(report: str, source: str) -> None:
    got = {(c.owner, tuple(c.relayed_by)) for c in _ko_claims(f"{report} {source}")
           if "수영장" in c.content}
    assert got == {("채휘의 이모", ("채휘",))}


@pytest.mark.parametrize("text", [
    "그 수영장 일 년 동안 문 닫는대. 우리 이모가 점심 때 알려줬어.",
    "심판 중 한 분이 그 골 무효라고 했대. 우리 이모한테 들었어.",
])
def test_a_report_with_its_own_sayer_keeps_it_and_the_source_relays(text: str) -> None:
    claims = _ko_claims(text)
    if "심판" in text:
        assert any(c.relayed_by == ["채휘", "채휘의 이모"] and c.owner.startswith("심판")
                   for c in claims)
    else:
        assert any(c.owner == "채휘의 이모" for c in claims)


@pytest.mark.parametrize("sentence", [
    "이모가 공사 때문이래", "이모가 수영장 닫는다고 그랬어", "나한테 들었어",
    "이모가 어제 집에 왔어",
])
def test_a_korean_sentence_saying_more_is_no_bare_source(sentence: str) -> None:
    from cogmem_rdf.extract.postposed import ko_source_of

    assert ko_source_of(sentence) is None


def test_english_report_with_its_own_sayer_keeps_it() -> None:
    claims = _claims("Gorm said the lido's closing for a year. My aunt mentioned it at lunch.")
    assert any(c.owner == "Gorm" and c.relayed_by == ["Tomek", "Tomek's aunt"] for c in claims)


def _turns(rows):
    return [TurnIn(session="xt", date=datetime(2024, 6, 12), turn=f"xt{i}", speaker=who,
                   text=text, seq=i) for i, (who, text) in enumerate(rows, start=1)]


@pytest.mark.parametrize("rows", [
    [("Yoskar", "Any news?"), ("Tomek", "Lido's closing for a year apparently."),
     ("Tomek", "My aunt mentioned it at lunch.")],
    [("Yoskar", "Any news?"), ("Tomek", "lido's closing for a year apparently lol"),
     ("Yoskar", "says who?"), ("Tomek", "my aunt posted it on the group chat")],
    [("솔가람", "무슨 소식 있어?"), ("채휘", "수영장 일 년 동안 문 닫는대"),
     ("채휘", "이모가 알려줬어")],
    [("솔가람", "무슨 소식 있어?"), ("채휘", "수영장 일 년 동안 문 닫는대"),
     ("솔가람", "누가 그래?"), ("채휘", "이모가 단톡에 올렸더라")],
])
@pytest.mark.parametrize("per_call", [False, True])
def test_the_source_in_the_reporter_s_next_message(rows, per_call) -> None:
    """The reporter's next message (asked for it or not) names the source: the report is the
    source's, read whole or one turn per call."""
    rx, turns = RuleExtractor(stance=False), _turns(rows)
    if per_call:
        xs = [rx.extract([t], [])[0] for t in turns]
        owners = {(r.owner, tuple(r.relayed_by)) for x in xs for r in x.reowned}
    else:
        xs = rx.extract(turns, [])
        owners = {(c.owner, tuple(c.relayed_by)) for c in xs[1].claims}
    reporter = rows[1][0]
    aunt = f"{reporter}'s aunt" if reporter == "Tomek" else f"{reporter}의 이모"
    assert (aunt, (reporter,)) in owners


def test_another_speaker_s_source_sentence_takes_nothing() -> None:
    xs = RuleExtractor(stance=False).extract(_turns([
        ("Yoskar", "Any news?"), ("Tomek", "Lido's closing for a year apparently."),
        ("Yoskar", "My aunt mentioned it at lunch.")]), [])
    assert [c.owner for c in xs[1].claims] == ["someone"]


def test_a_korean_report_told_as_witnessed_keeps_its_reading() -> None:
    """'X가 …고 하셨어. Y한테 들음': told as witnessed, not as hearsay — the first reading."""
    claims = _ko_claims(
        "지도교수님은 내년부터 발표를 세 번으로 늘린다고 하셨어. 이모한테 어제 들음")
    assert {(c.owner, tuple(c.relayed_by)) for c in claims if "발표" in c.content} == {
        ("지도교수님", ("채휘",))}
