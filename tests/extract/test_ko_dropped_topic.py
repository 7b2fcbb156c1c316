"""Korean chat drops the particle after a name: 'X 어제 …했어' is X's record, 'X 그 …별로래' X's
words. ``rules.restore_topic`` puts the topic particle back where a known person's name opens a
sentence as its subject, and leaves possessives, vocatives and unknown words alone."""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.extract.rules import RuleExtractor, restore_topic
from cogmem_rdf.models import TurnIn

NAMES = ["솔담", "채단", "결휘"]


@pytest.mark.parametrize(
    ("text", "restored"),
    [
        ("솔담 어제 회사 그만뒀어", "솔담은 어제 회사 그만뒀어"),        # adverb of time
        ("채단 맨날 늦잖아", "채단은 맨날 늦잖아"),                      # adverb
        ("결휘 그 식당 별로래", "결휘는 그 식당 별로래"),                # determiner
        ("결휘 싫대", "결휘는 싫대"),                                    # predicate
        ("솔담 나한테 그러더라", "솔담은 나한테 그러더라"),              # pronoun
        ("채단 지난주에 이사했어", "채단은 지난주에 이사했어"),          # a time noun
        ("ㅋㅋ 솔담 어제 또 지각함", "ㅋㅋ 솔담은 어제 또 지각함"),      # after laughter
        ("아 근데 결휘 그 영화 봤대", "아 근데 결휘는 그 영화 봤대"),    # interjection, conjunction
        ("응 알았어. 채단 내일 온대", "응 알았어. 채단은 내일 온대"),    # a later sentence
    ],
)
def test_the_dropped_topic_particle_is_restored(text: str, restored: str) -> None:
    assert restore_topic(text, NAMES, "시겸", None) == restored


@pytest.mark.parametrize(
    "text",
    [
        "솔담 동생 어제 왔어",          # a common noun after the name: the name is its possessor
        "솔담, 어제 뭐 했어?",          # a vocative
        "솔담이 어제 회사 그만뒀어",    # the particle is there
        "어제 솔담 만났어",             # the name does not open the sentence
        "오늘 날씨 좋다",               # no known name
        "솔담 왈 그 식당 별로래",       # the name's saying: '왈', '피셜'
        "솔담 피셜 내일 비 온대",
    ],
)
def test_possessives_vocatives_and_other_sentences_stay(text: str) -> None:
    assert restore_topic(text, NAMES, "시겸", None) == text


def test_speaker_and_listener_are_not_made_topics() -> None:
    # said to 솔담 (or by 솔담), the name addresses its bearer
    assert restore_topic("솔담 어제 뭐 했어?", NAMES, "시겸", "솔담") == "솔담 어제 뭐 했어?"
    assert restore_topic("솔담 어제 뭐 했어?", NAMES, "솔담", None) == "솔담 어제 뭐 했어?"


def _extract(lines: list[tuple[str, str]]):
    turns = [
        TurnIn(session="s1", date=datetime(2026, 5, 1), turn=f"t{i}", speaker=speaker,
               text=text, lang="ko", seq=i)
        for i, (speaker, text) in enumerate(lines)
    ]
    # the people the memory knows (names Kiwi has no entry for are known this way)
    return RuleExtractor().extract(turns, ["채단", "결휘"])


def test_a_bare_name_is_the_records_person_and_the_reports_source() -> None:
    out = _extract([
        ("시겸", "채단은 요즘 잘 지내? 결휘는?"),
        ("윤슬비", "채단 어제 회사 그만뒀어ㅋㅋ"),
        ("윤슬비", "결휘 매주 수요일마다 수영 가"),
        ("윤슬비", "아 근데 결휘 그 식당 별로래"),
    ])
    assert [e.participants for e in out[1].events] == [["채단"]]
    assert [f.subject for f in out[2].facts] == ["결휘"]
    assert [(c.owner, c.relayed_by) for c in out[3].claims] == [("결휘", ["윤슬비"])]


def test_a_third_person_pronoun_after_the_name_restates_it() -> None:
    # 'X 걔 얘기는 반만 믿어': X's words, believed in part by the speaker
    text = "솔담 걔 얘기는 반만 믿어"
    assert restore_topic(text, NAMES, "시겸", None) == text
