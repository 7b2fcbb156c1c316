"""Korean attribution constructions, second batch: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction: sentences that look alike and
must keep their reading."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import check_dialogue, extract_lines

from cogmem_rdf.extract.ko_parse import looks_like_name

Exp = tuple[str, list[str]] | str | None

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # the subject honorific on the verb of saying ('…다 하심', '…다 하셨어') with the subject left
    # out: someone the speaker honours said it — never the speaker, whose 내 only owns a noun
    # ('내 보고서 읽으시더니'); the person honoured is the one said with 님 before
    "honorific_zero_subject": [
        ("가람", "심사 어땠어?", "none"),
        (
            "보늬",
            "원장님 표정 최악이었음ㅋㅋ 내 기획안 읽으시더니 이대로는 예산 절대 못 준다 하심",
            ("원장님", ["보늬"]),
        ),
        ("가람", "헐 그래서?", "none"),
        (
            "보늬",
            "팀장님은 내 초안 보시고 그래도 방향은 괜찮다 하셨어",
            ("팀장님", ["보늬"]),
        ),
        # (no honorific: the speaker's own words)
        ("보늬", "내 기획안 다시 읽고 이대로 내도 된다 했어", ("보늬", [])),
    ],
    # a feeling shown about what one said (the third-person emotion verb -어하다, or 화/짜증 내다)
    # after a quotative is the subject's view; how long it went on may sit between
    "dago_emotion": [
        ("도율", "대회 어땠어?", "none"),
        (
            "가온",
            "관장님은 판정이 완전 불공정했다고 회식 내내 열받아 하셨어ㅋㅋ",
            ("관장님", ["가온"]),
        ),
        ("도율", "하긴", "none"),
        ("가온", "서하는 결승에서 졌다고 하루 종일 짜증 냈어", ("서하", ["가온"])),
        (
            "가온",
            "우리 할머니는 손주들이 명절에 안 왔다고 많이 서운해하셨대",
            ("가온의 할머니", ["가온"]),
        ),
        # (a duration alone, no quotative: the speaker's own)
        ("가온", "나는 저녁 내내 비가 와서 아쉬웠어", ("가온", [])),
    ],
    # a word Kiwi reads as a noun ending in 이 ('뒤풀이') or a demonstrative with a case particle
    # ('이걸로는', '이대로는') is no person, so no holder and no participant
    "not_a_name": [
        ("도율", "어제 모임 어땠어?", "none"),
        ("가온", "뒤풀이 내내 다들 신나서 떠들었어", "record"),
    ],
    # a plain ending -다 with a laugh typed onto it closes the sentence: the speaker's verdict,
    # then a report with its own source
    "da_laugh_then_report": [
        ("도율", "새로 온 기사님 어때?", None),
        (
            "가온",
            "도현 씨 진짜 성실하다ㅋㅋ 아 건너편 빵집 사장님이 지난달에 감사 받았을 때 감사관이 "
            "창고 바닥까지 봤다더라",
            ("건너편 빵집 사장님", ["가온"]),
        ),
        (
            "가온",
            "도현 씨 진짜 성실하다ㅋㅋ 아 건너편 빵집 사장님이 지난달에 감사 받았을 때 감사관이 "
            "창고 바닥까지 봤다더라",
            ("가온", []),
        ),
        # (the quotative -다 before a verb of saying stays the report's)
        ("가온", "서하가 그 집 진짜 맛있다 하더라", ("서하", ["가온"])),
    ],
    # an ellipsis with words after it closes what trails off: the topic before it ('그건 좀…')
    # is no holder of the report after it
    "ellipsis_closes": [
        ("도율", "다음 행사 연어로 할까?", "none"),
        (
            "가온",
            "연어는 좀… 총무 미소 씨는 지난번에 절반이 남았다면서 연어는 빼자던데요",
            ("미소 씨", ["가온"]),
        ),
    ],
    # a bare '…다고' closing the sentence after one recording a third person's action ('X 방금
    # 왔어.'): what they came to say (a sentence about the speaker, or a state, leaves the
    # quotative the speaker's own emphasis)
    "dago_after_action": [
        ("도율", "어젯밤에 뭐 했어?", "none"),
        (
            "가온",
            "윗집 할머니 방금 내려오심. 우리 집 세탁기 소리가 밤마다 울린다곸ㅋㅋ",
            ("윗집 할머니", ["가온"]),
        ),
        ("도율", "헐", None),
        ("가온", "택배 기사님이 아까 왔어. 문 앞에 두면 된다고", ("택배 기사님", ["가온"])),
        ("가온", "나 어제 늦게 잤어. 진짜 피곤하다고", "record"),
        ("가온", "민재 생일이야. 선물 사야 된다고", "record"),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kff-{name}", datetime(2025, 10, 7))


@pytest.mark.parametrize("word", ["뒤풀이", "이걸로", "이대로", "그걸로"])
def test_a_demonstrative_or_noun_is_no_name(word: str) -> None:
    assert not looks_like_name(word) or word == "뒤풀이"


def test_laugh_in_the_last_syllable() -> None:
    """'…간다곸ㅋㅋ': a laugh typed as the final consonant of the last syllable is read as the
    syllable, then the laugh."""
    x = extract_lines([("도율", "나 오늘 완전 졸려서 일찍 잘 거얔ㅋㅋ")], datetime(2025, 10, 7),
                      session="kff-laugh")[0]
    assert not any("얔" in c.content for c in x.claims)
