"""The one a report was given to heard it from someone else, said in a later turn (s34,
``dialogue_acts``): the report becomes two-level. Invented dialogues (names and sentences written
for this test, none from any data file).

The paradigm, English: 'she heard / got / picked up it (that) from X', 'Y just heard it from X',
'she got it off X', 'it was X who told her', 'X told her (that)', 'she was (just / only) passing
on / repeating what X said / told her'; Korean: 'Y도/는 X한테(서) 들은 거래 / 들었대', '걔도 …',
the subject left unsaid ('언니한테 들은 거래'), honorific ('X께 들으신 거래'), 'Y가 X한테 들은
얘기래', '그거 X가 Y한테 한 말이래'. X a name, a kin term or role of Y ('her sister', '언니': Y's
own), said by the reporter after an echo or by another participant. The report's content is X's,
relayed by the speaker and then Y; the report's own claims are re-owned, Y last in their chain.
Not when the speaker heard it too ('I heard it from X too', '나도 언니한테 들었어').
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines, owned, owners

DAY = datetime(2026, 2, 4)
EN_REPORT = ("Quintus", "Anselma said the ferry is cancelled tomorrow because of the storm.")
EN_ECHO = ("Melisande", "Anselma? She never even takes the ferry.")
KO_REPORT = ("서리안", "단률이가 다음 주 모임 취소됐대.")
KO_ECHO = ("하늬솔", "단률이가? 걔 모임 안 나가잖아")

# (what is said, the owner it gives)
EN = [
    ("oh she heard it from her sister", "Anselma's sister"),
    ("she got that from her boss", "Anselma's boss"),
    ("she got it off her sister", "Anselma's sister"),
    ("Anselma just heard it from Eustace", "Eustace"),
    ("anselma heard that from eustace lol", "Eustace"),
    ("actually it was her sister who told her", "Anselma's sister"),
    ("her sister told her that", "Anselma's sister"),
    ("she was just passing on what her boss said", "Anselma's boss"),
    ("she was only repeating what her sister told her", "Anselma's sister"),
    ("Oh, she picked that up from her boss.", "Anselma's boss"),
]
KO = [
    ("아 걔도 언니한테 들은 거래", "단률의 언니"), ("걔는 남편한테 들었대", "단률의 남편"),
    ("단률이도 소을이한테 들은 거야", "소을"),
    ("아 그거 단률이가 과장님한테 들은 얘기래", "과장님"),
    ("그거 과장님이 단률이한테 한 말이래", "과장님"), ("단률이는 남편한테서 들었대", "단률의 남편"),
    ("언니한테 들은 거래", "단률의 언니"), ("그분도 남편분께 들으신 거래", "남편분"),
]


def _check(lines: list[tuple[str, str]], owner: str, speaker: str, reporter: str,
           wrong: str) -> None:
    xs = extract_lines(lines, DAY)
    assert owned(xs[-1].claims, owner, [speaker, wrong]), (lines[-1][1], owners(xs[-1]))
    assert owned(xs[0].claims, owner, [reporter, wrong]), (lines[0][1], owners(xs[0]))


@pytest.mark.parametrize("said,owner", EN)
def test_en_reporter_names_the_source_of_the_source(said: str, owner: str) -> None:
    _check([EN_REPORT, EN_ECHO, ("Quintus", said)], owner, "Quintus", "Quintus", "Anselma")


@pytest.mark.parametrize("said,owner", [e for e in EN if e[0].lower().startswith("anselma")])
def test_en_other_names_the_source_of_the_source(said: str, owner: str) -> None:
    _check([EN_REPORT, ("Melisande", said)], owner, "Melisande", "Quintus", "Anselma")


@pytest.mark.parametrize("said,owner", KO)
def test_ko_reporter_names_the_source_of_the_source(said: str, owner: str) -> None:
    _check([KO_REPORT, KO_ECHO, ("서리안", said)], owner, "서리안", "서리안", "단률")


@pytest.mark.parametrize("lines", [
    [EN_REPORT, ("Melisande", "I heard it from Eustace too")],
    [EN_REPORT, ("Melisande", "she heard it on the news")],
    [EN_REPORT, ("Melisande", "we got that from the ferry company")],
    [KO_REPORT, ("하늬솔", "나도 언니한테 들었어")],
    [KO_REPORT, ("하늬솔", "나 그거 소을이한테 들었는데")],
    [KO_REPORT, ("하늬솔", "저도 뉴스에서 들었어요")],
])
def test_a_second_source_leaves_the_report(lines: list[tuple[str, str]]) -> None:
    first = extract_lines(lines[:1], DAY)[0]
    assert owners(extract_lines(lines, DAY)[0]) == owners(first)
