"""Shared discourse layer, twenty-first pass: each speaker keeps a thread of their own people.

A third-person pronoun in a turn of A continues the person A spoke of in A's last turn when the
most recent person was brought in by someone else in an earlier turn; a person the turn just
before brought up (a question about them, news of them) is what the reply is about and keeps
the pronoun. Invented sentences and names only."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import extract_lines

from cogmem_rdf.extract.discourse import Discourse


def _owners(lines: list[tuple[str, str]], at: int) -> list[tuple[str, list[str]]]:
    xs = extract_lines(lines, datetime(2025, 5, 12))
    return [(c.owner, list(c.relayed_by)) for c in xs[at].claims]


CASES = [
    # English: the speaker returns to their own person after two turns of others
    ([("Quorvin", "my aunt Brisenda rang on Sunday, she wants us all there for the harvest"),
      ("Tazmyn", "harvest sounds fun. my landlord was saying the roads up there are awful"),
      ("Yselk", "I think October is the best month for it anyway"),
      ("Quorvin", "she said she would send directions too")], 3, "Brisenda", ["Quorvin"]),
    ([("Quorvin", "Galdric from accounts reckons the merger is off"),
      ("Tazmyn", "my cousin Hestevyn works there and says it is going ahead"),
      ("Yselk", "who knows honestly"),
      ("Quorvin", "he also said the whole office is moving to the old mill")], 3, "Galdric",
     ["Quorvin"]),
    # the turn just before asked about someone: the answer's pronoun is that person
    ([("Quorvin", "my aunt Brisenda rang on Sunday, she wants us all there for the harvest"),
      ("Tazmyn", "does Orsolva know about it yet?"),
      ("Quorvin", "she told me she might come along")], 2, "Orsolva", ["Quorvin"]),
    # Korean: 걔 in a speaker's turn continues the person of their own last turn
    ([("이겸", "우리 팀 소겸이가 그러는데 회식이 금요일로 바뀌었대"),
      ("누리별", "금요일 좋다. 우리 부장님은 회식 자체를 없애자고 하시던데"),
      ("한담", "난 회식 별로야"),
      ("이겸", "걔가 그러는데 장소도 바뀐대")], 3, "소겸", ["이겸"]),
    ([("이겸", "우리 팀 소겸이가 그러는데 회식이 금요일로 바뀌었대"),
      ("누리별", "금요일 좋다. 우리 부장님은 회식 자체를 없애자고 하시던데"),
      ("한담", "난 회식 별로야"),
      ("이겸", "걔 말로는 장소도 바뀐대")], 3, "소겸", ["이겸"]),
    # … unless the turn just before asked about someone else
    ([("이겸", "우리 팀 소겸이가 그러는데 회식이 금요일로 바뀌었대"),
      ("누리별", "우리 부장님은 회식 자체를 없애자고 하시던데"),
      ("한담", "라온결은 뭐래? 걔도 간대?"),
      ("이겸", "걔는 금요일은 안 된대")], 3, "라온결", ["이겸"]),
]


@pytest.mark.parametrize(("lines", "at", "owner", "chain"), CASES)
def test_pronoun_continues_the_speakers_thread(lines, at, owner, chain):
    assert (owner, chain) in _owners(lines, at)


def test_own_thread_at_the_context_level():
    d = Discourse()
    a = d.turn("s", speaker="Quorvin", turn="1")
    a.note("Brisenda")
    d.turn("s", speaker="Tazmyn", turn="2").note("Fenwyra")
    d.turn("s", speaker="Yselk", turn="3")
    assert d.turn("s", speaker="Quorvin", turn="4").antecedent() == "Brisenda"
    # a retried turn sees what it saw the first time
    assert d.turn("s", speaker="Yselk", turn="3").antecedent() == "Fenwyra"
    assert d.turn("s", speaker="Quorvin", turn="4").antecedent() == "Brisenda"


def test_the_turn_just_before_keeps_its_person():
    d = Discourse()
    d.turn("s", speaker="Quorvin", turn="1").note("Brisenda")
    d.turn("s", speaker="Tazmyn", turn="2").note("Fenwyra")
    assert d.turn("s", speaker="Quorvin", turn="3").antecedent() == "Fenwyra"


def test_a_person_both_spoke_of_stays_most_recent():
    d = Discourse()
    first = d.turn("s", speaker="Quorvin", turn="1")
    first.note("Wendric")
    first.note("Morvath")
    d.turn("s", speaker="Tazmyn", turn="2").note("Wendric")
    d.turn("s", speaker="Yselk", turn="3")
    assert d.turn("s", speaker="Quorvin", turn="4").antecedent() == "Wendric"


def test_a_speaker_of_the_session_is_no_thread_of_theirs():
    d = Discourse()
    d.turn("s", speaker="Tazmyn", turn="0")
    d.turn("s", speaker="Quorvin", turn="1").note("Tazmyn")
    d.turn("s", speaker="Yselk", turn="2").note("Fenwyra")
    d.turn("s", speaker="Hestevyn", turn="3")
    assert d.turn("s", speaker="Quorvin", turn="4").antecedent() == "Fenwyra"
