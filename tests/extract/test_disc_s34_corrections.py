"""Corrections of whose words a report was, in a later turn (s34, ``dialogue_acts``). Invented
dialogues (names and sentences written for this test, none from any data file).

The paradigm, English: a cleft on a verb of saying ('it was X who said it / told me (that)'),
'X was the one who said it', 'X said it / that, not Y', 'Y never said that, X did', 'it wasn't
Y, it was X', 'I got that from X, not Y', a bare identification after a correction marker or
with a contrast ('no wait, that was X', 'it was X, not Y'); with and without capitals,
apostrophes and punctuation; X a name, the speaker's kin, someone's role. Korean: the words
given back as a noun ('그건 X가 한 말이야/말이고/말이었어', '그거 X 말이었어', honorific 'X께서
하신 말씀이에요'), 그러다 with a contrast or an anaphor ('Y 아니고 X가 그런 거야', 'X가 그랬지 Y가
아니라', '그거 X가 그랬어'), a denial with its owner ('Y는 그런 말 안 했어, X가 했지'), 'ㄴㄴ
그거 X가 한 말임', no spaces ('그건X가한말이야'), a bare identification after a marker ('아 아니다
X였어'). Each said by the reporter after an echo of the source ('Anselma?') and by another
participant right after the report. The correcting turn holds the report's content owned by X,
relayed by the correcting speaker; the report's claims are re-owned the same way.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned, owners

from cogmem_rdf.bench.natural import natural_name

DAY = datetime(2026, 2, 2)

EN_FORMS = [
    "it was {X} who said it, not {Y}", "it was {X} who said that",
    "it was {x} that said it not {y}",
    "it's {X} who said that, not {Y}", "actually it was {X} who told me",
    "It was {X} who told me that, not {Y}.", "no wait, it was {X} who mentioned it",
    "sorry, it was {X} who said so", "no, that was {X}", "no wait, that was {X}, not {Y}",
    "oh, it was {X}, not {Y}", "nah it was {x} lol", "that was {X} not {Y}",
    "it wasn't {Y}, it was {X}", "wasnt {y} it was {x}", "{X} said it, not {Y}",
    "{X} said that, not {Y}", "{X} told me that, not {Y}", "{X} was the one who said it",
    "{X}'s the one who said that", "{X} was the one saying that, not {Y}",
    "{Y} never said that, {X} did", "{Y} didn't say that, {X} did", "{y} didnt say it {x} did",
    "{Y} didn't say that - {X} did", "{Y} never said it. {X} did.",
    "I got that from {X}, not {Y}", "actually I heard it from {X}, not {Y}",
    "oh god you're right. it was {X} who said it, not {Y}. she's been going for years",
    "oh you're right, it was {X} who said it, not {Y}. she works there",
    "No. It was {X} who said that. {Y} was just there",
]
# (the phrase naming the words' owner, the owner it gives; {C}: the correcting speaker)
EN_OWNERS = [("Corvin", "Corvin"), ("my sister", "{C}'s sister"),
             ("Eustace's boss", "Eustace's boss")]
EN_REPORT = ("Quintus", "Anselma said the ferry is cancelled tomorrow because of the storm.")
EN_GIST = "the ferry is cancelled tomorrow"


def _en_lines(form: str, phrase: str, mode: str) -> tuple[list[tuple[str, str]], str]:
    said = form.format(X=phrase, Y="Anselma", x=phrase.lower(), y="anselma")
    if mode == "reporter":
        return [EN_REPORT, ("Melisande", "Anselma? She never even takes the ferry."),
                ("Quintus", said)], "Quintus"
    return [EN_REPORT, ("Melisande", said)], "Melisande"


def _check(lines: list[tuple[str, str]], owner: str, chain: list[str], gist: str,
           wrong: str) -> None:
    xs = extract_lines(lines, DAY)
    last, report = xs[-1], xs[0]
    mine = [c for c in last.claims if natural_name(c.owner) == natural_name(owner)
            and gist in c.content]
    assert mine and owned(mine, owner, chain), (lines[-1][1], owners(last))
    assert owned(report.claims, owner, chain), (lines[0][1], owners(report))
    assert not any(natural_name(c.owner) == natural_name(wrong) for c in report.claims), (
        lines[0][1], owners(report))


@pytest.mark.parametrize("mode", ["reporter", "other"])
@pytest.mark.parametrize("phrase,owner", EN_OWNERS)
@pytest.mark.parametrize("form", EN_FORMS)
def test_en_correction_reowns(form: str, phrase: str, owner: str, mode: str) -> None:
    lines, who = _en_lines(form, phrase, mode)
    _check(lines, owner.format(C=who), [who], EN_GIST, "Anselma")


def test_en_correction_with_its_content() -> None:
    """'it was X who said P, not Y': the rules' claim of X keeps P without 'not Y', and Y's
    earlier claim of P is X's."""
    lines = [EN_REPORT, ("Melisande",
                         "no, it was Corvin who said the ferry is cancelled tomorrow, not Anselma")]
    xs = extract_lines(lines, DAY)
    mine = [c for c in xs[-1].claims if c.owner == "Corvin"]
    assert mine and all("not Anselma" not in c.content for c in mine), owners(xs[-1])
    assert owned(xs[0].claims, "Corvin", ["Melisande"]), owners(xs[0])


KO_FORMS = [
    "아니 그건 {X} 한 말이야", "아 아니다, 그건 {X} 한 말이었어", "그거 {Xn} 말이었어",
    "그건 {Xn} 얘기였어",
    "{Yn} 아니고 {X} 그런 거야", "{Y} 아니라 {X} 그랬어", "{X} 그랬지 {Y} 아니라",
    "{Yt} 그런 말 안 했어, {X} 했지", "{Y} 한 말 아니고 {X} 한 말이야", "ㄴㄴ 그거 {X} 한 말임",
    "그건 {X} 한 말", "아니 그건 {X} 한 말이고 ㅋㅋ", "그건{Xs}한말이야",
    "아니요, 그건 {X} 하신 말씀이에요",
    "{Yn} 말고 {X} 그랬어", "그거 {X} 그랬어", "아 아니다 {Xn}였어", "그건 {Xn} 생각이었어",
    "아 맞다 그거 {X} 한 말이야. 단률이는 그냥 옆에 있었어", "그건 {X} 한 얘기고 단률이는 몰라",
]
# (the subject phrase naming the owner, the owner it gives)
KO_OWNERS = [("소을이가", "소을"), ("우리 언니가", "{C}의 언니"), ("과장님이", "과장님"),
             ("단률이 남편이", "단률의 남편")]
KO_REPORT = ("서리안", "단률이가 다음 주 모임 취소됐대.")


def _ko_lines(form: str, phrase: str, mode: str) -> tuple[list[tuple[str, str]], str]:
    bare = phrase[:-1].removesuffix("이") if phrase.endswith("이가") else phrase[:-1]
    said = form.format(X=phrase, Xn=bare, Xs=phrase.replace(" ", ""), Y="단률이가", Yn="단률이",
                       Yt="단률이는")
    if mode == "reporter":
        echo = ("하늬솔", "단률이가? 걔 거기 가 본 적도 없잖아")
        return [KO_REPORT, echo, ("서리안", said)], "서리안"
    return [KO_REPORT, ("하늬솔", said)], "하늬솔"


@pytest.mark.parametrize("mode", ["reporter", "other"])
@pytest.mark.parametrize("phrase,owner", KO_OWNERS)
@pytest.mark.parametrize("form", KO_FORMS)
def test_ko_correction_reowns(form: str, phrase: str, owner: str, mode: str) -> None:
    lines, who = _ko_lines(form, phrase, mode)
    _check(lines, owner.format(C=who), [who], "모임 취소", "단률")


def test_ko_correction_keeps_the_rest_of_the_turn() -> None:
    """'아니 그건 X가 한 말이고, Y는 …대': the report is X's, and Y's new report stands."""
    said = "아니 그건 소을이가 한 말이고, 단률이는 다음 달로 미뤄졌대."
    xs = extract_lines([KO_REPORT, ("하늬솔", said)], DAY)
    assert owned(xs[-1].claims, "소을", ["하늬솔"]), owners(xs[-1])
    assert owned(xs[-1].claims, "단률", ["하늬솔"]), owners(xs[-1])
    assert any("미뤄졌" in c.content and c.owner == "단률" for c in xs[-1].claims), owners(xs[-1])
    assert owned(xs[0].claims, "소을", ["하늬솔"]), owners(xs[0])


# -- near neighbours that must not change the report --------------------------------------------
EN_UNCHANGED = [
    # a time, a judgement, a thing: no person
    [EN_REPORT, ("Melisande", "no, it was Monday, not Tuesday")],
    [EN_REPORT, ("Melisande", "it was raining, not snowing")],
    [EN_REPORT, ("Melisande", "no, that was Corvin's car")],
    [EN_REPORT, ("Melisande", "nah that was the weather")],
    # the same owner again: a confirmation
    [EN_REPORT, ("Melisande", "Anselma? she never takes it"),
     ("Quintus", "yeah it was Anselma who said it")],
    # a denial naming no owner
    [EN_REPORT, ("Melisande", "Anselma never said that.")],
    # an identification answering a question of a doing, turns after the report
    [("Quintus", "Anselma said the ferry is cancelled. My uncle Eustace wants me to sell my car."),
     ("Melisande", "Wasn't it your uncle who crashed it last year?"),
     ("Quintus", "No no, that one was my godmother Casimira, years back.")],
]
KO_UNCHANGED = [
    [KO_REPORT, ("하늬솔", "아니 그건 소을이 차야")],  # a thing of someone's
    [KO_REPORT, ("하늬솔", "그거 소을이가 한 거야")],  # a doing, not a saying
    [KO_REPORT, ("하늬솔", "그건 소을이 말이 맞아")],  # agreeing with someone
    [KO_REPORT, ("하늬솔", "그건 내 말이야")],  # the speaker's own words
    [KO_REPORT, ("하늬솔", "단률이가 그랬어?")],  # an echo question
    [KO_REPORT, ("하늬솔", "아 그거 단률이가 한 말이야")],  # the same owner again
    [KO_REPORT, ("하늬솔", "아 그건 작년 얘기야")],  # a time's story: old news, no person
    [KO_REPORT, ("하늬솔", "ㄴㄴ 그거 예전얘기임")],
]


@pytest.mark.parametrize("lines", EN_UNCHANGED + KO_UNCHANGED)
def test_report_left_as_it_was(lines: list[tuple[str, str]]) -> None:
    first = extract_lines(lines[:1], DAY)[0]
    xs = extract_lines(lines, DAY)
    assert owners(xs[0]) == owners(first), (lines[-1][1], owners(xs[0]))


@pytest.mark.parametrize("said", [
    "앗 내가 헷갈렸네 그건 담결 선배 남편이 했던 얘기야", "그거 담결 선배 남편 말이었어",
    "담결 선배 말고 담결 선배 남편이 그랬어"])
def test_ko_the_relative_of_the_one_wrongly_named(said: str) -> None:
    """'그건 Y 남편이 한 말이었어': Y's relative, Y as the report named them."""
    lines = [("서리안", "도담결 선배가 그 식당 너무 비싸다던데"),
             ("하늬솔", "담결 선배가? 거기 안 가 봤잖아"), ("서리안", said)]
    xs = extract_lines(lines, DAY)
    assert owned(xs[-1].claims, "도담결 선배의 남편", ["서리안"]), owners(xs[-1])
    assert owned(xs[0].claims, "도담결 선배의 남편", ["서리안"]), owners(xs[0])


# the one corrected is the speaker, whom the report named ('not me', '나 아니고')
SELF_EN = ["no, that was Corvin, not me", "it was Corvin who said it, not me",
           "I never said that, Corvin did", "i didnt say that corvin did",
           "it wasn't me, it was Corvin", "Corvin said that, not me"]
SELF_KO = ["나 아니고 소을이가 그랬어", "내가 아니라 소을이가 한 말이야",
           "그건 내 말 아니고 소을이 말이야", "난 그런 말 안 했어, 소을이가 했지",
           "소을이가 그랬지 내가 아니라"]


@pytest.mark.parametrize("said", SELF_EN + SELF_KO)
def test_correction_by_the_one_the_report_named(said: str) -> None:
    ko = said in SELF_KO
    report = (("서리안", "하늬솔이가 다음 주 모임 취소됐대.") if ko
              else ("Quintus", "Melisande said the ferry is cancelled tomorrow."))
    who, owner = ("하늬솔", "소을") if ko else ("Melisande", "Corvin")
    _check([report, (who, said)], owner, [who], "모임 취소" if ko else EN_GIST, who)
