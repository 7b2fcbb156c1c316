"""Korean attribution constructions, third batch: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction: sentences that look alike and
must keep their reading."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # an idiom of stating firmly or refusing after a quotative (못/쐐기 박다, 선 긋다, 손사래 치다,
    # 고개 젓다, 입 모으다, 펄쩍 뛰다) is a verb of saying; how far it went on ('끝까지',
    # '아침부터') may sit between the quotative and the verb
    "saying_idiom": [
        ("다온", "워크숍 일정 나왔어?", "none"),
        ("라희", "부장님이 주말 워크숍은 절대 없다고 못 박으셨어", ("부장님", ["라희"])),
        ("라희", "근데 대리님은 자기가 잡은 일정 아니라고 손사래를 치시더라", ("대리님", ["라희"])),
        ("다온", "ㅋㅋ 재윤이는?", "none"),
        ("라희", "재윤이는 숙소가 제일 싸다고 끝까지 우겼어", ("재윤", ["라희"])),
        ("라희", "신입들도 버스가 편하다고 입을 모았대", None),
        ("라희", "우리 동생은 자기가 안 늦었다고 펄쩍 뛰었어", ("라희의 동생", ["라희"])),
        # (a reason, not a saying: '…늦었다고 뛰었어'; '…이라 …까지 하면' is no quotation)
        ("라희", "나는 버스 놓칠까 봐 늦었다고 뛰었어", "record"),
        ("다온", "발표가 두 시간이라 뒤풀이까지 하면 너무 늦겠네", None),
    ],
    # a connective -다면서 with its subject left out: the person the talk is about said it
    # ('그 사장 말 믿지 마. 작년에도 싸다면서 바가지 씌웠잖아')
    "damyeonseo_zero_subject": [
        ("다온", "수리 기사님이 그러던데 세탁기 모터가 다 나갔대", ("수리 기사님", ["다온"])),
        (
            "라희",
            "그 기사님 말 믿지 마 ㅋㅋ 지난번에도 금방 끝난다면서 세 시간 걸렸잖아",
            ("수리 기사님", ["라희"]),
        ),
        # (a named subject after the connective keeps the report)
        ("다온", "서윤이도 맛있다면서 두 그릇 먹었어", ("서윤", ["다온"])),
    ],
    # a verdict on someone's words ('X 말이 맞아', 'X 말씀은 무조건 옳아요') is the speaker's own
    # view, not a report of what X said
    "verdict_on_words": [
        ("다온", "약국 언니가 그러는데 이 약은 밥 먹고 먹어야 된대", ("약국 언니", ["다온"])),
        ("라희", "그 언니 말은 무조건 맞아 ㅋㅋ 약사만 20년 하신 분이야", ("라희", [])),
        ("다온", "근데 우리 삼촌 말씀도 틀린 건 아니야", None),
        ("라희", "지호 얘기는 좀 틀렸어", ("라희", [])),
        # (words passed on stay a report)
        ("라희", "지호 말이 그 약국 일요일에도 연대", ("지호", ["라희"])),
    ],
    # an interjection and one word before the question a turn asks react to what was just said
    "reaction_before_question": [
        ("다온", "요즘 새벽 다섯 시에 수영 다녀", "record"),
        ("라희", "와 성실. 어느 수영장이야?", "none"),
        ("라희", "ㅋㅋ 멋지다! 강습은 누가 해?", "none"),
        # (a judgement with its own words, or with no question after it, is still a view)
        ("라희", "와 그 수영장 진짜 비싸다. 한 달에 얼마야?", ("라희", [])),
        ("라희", "비싸다 ㅋㅋ 난 그냥 동네 공원 뛰어", None),
    ],
    # a person introduced by name ('X라고 제 동기 있거든요', 'X 있잖아 옆집'): a later 걔/그분
    # picks up X, the name, not the description
    "introduced_by_name": [
        ("다온", "그 학원 어때?", None),
        (
            "라희",
            "우리 반에 도겸이라고 내 초등학교 친구 있거든. 걔 말이 거기 숙제 엄청 많대",
            ("도겸", ["라희"]),
        ),
        ("라희", "세윤이라고 우리 팀 막내가 있는데 걔도 거기 다녔는데 별로래", ("세윤", ["라희"])),
        ("다온", "아 리암 있잖아 윗집. 걔는 거기 선생님 좋다던데", ("리암", ["다온"])),
        ("다온", "소피아 있잖아요. 그분이 원장님 바뀌었대요", ("소피아", ["다온"])),
        # (a word quoted, then a person who said it: no introduction)
        ("라희", "대박이라고 우리 형이 그러더라", ("라희의 형", ["라희"])),
    ],
    # elders and relatives by marriage are people ('우리 장인어른이', '아주버님은'); a later 그분
    # in the turn picks up the one just named
    "in_law_kin": [
        ("다온", "배추 농사 올해 어때?", None),
        (
            "라희",
            "우리 장인어른이 올해는 배추값 폭락한다고 하시더라",
            ("라희의 장인어른", ["라희"]),
        ),
        ("라희", "아주버님은 김장 그냥 사 먹는 게 낫대", ("라희의 아주버님", ["라희"])),
        (
            "라희",
            "장인어른한테 종자 어디서 사셨는지 여쭤볼게. 근데 그분이 시장 종자는 절대 사지 말래",
            ("라희의 장인어른", ["라희"]),
        ),
    ],
    # under 'X가 그러는데', a favour done for X's side in the past ('걔네 사장님은 월급을 바로
    # 올려 줬대') is X's own story; a relative's view of something stays a second level
    "done_for_under_opener": [
        (
            "다온",
            "지우가 그러는데, 걔네 관리인은 보일러 고장나니까 하루 만에 새 거 달아 줬대",
            ("지우", ["다온"]),
        ),
        ("다온", "세아가 그러는데 걔 사장님은 연말 보너스 두 배로 챙겨 줬대", ("세아", ["다온"])),
        ("다온", "세아가 그러는데 걔 언니는 그 가게 별로래", ("세아의 언니", ["다온", "세아"])),
        (
            "다온",
            "세아가 그러는데 걔 동생은 그 콘서트 두 번이나 봤대",
            ("세아의 동생", ["다온", "세아"]),
        ),
    ],
    # 'X가 Y한테 …다고 했대' (the one told before the quotation, or the quotation put after the
    # verb: 'X가 Y한테 그랬대, …다고 ㅋㅋ'): with -대 the one told passed X's words on
    "told_then_heard": [
        ("다온", "이모가 엄마한테 그 펜션 별로라고 했대", ("다온의 이모", ["다온", "다온의 엄마"])),
        (
            "다온",
            "삼촌이 아빠한테 그랬대, 그 골프장 싸고 좋다고 ㅋㅋ",
            ("다온의 삼촌", ["다온", "다온의 아빠"]),
        ),
        ("다온", "민재가 세윤이한테 거기 비싸다고 말했대", ("민재", ["다온", "세윤"])),
        # (no hearsay ending: the speaker heard it herself)
        ("다온", "이모가 엄마한테 그 펜션 별로라고 했어", ("다온의 이모", ["다온"])),
    ],
    # a quotation said by a subject before it, with a clause of theirs between ('심사위원이 내
    # 포트폴리오 보더니 "…" 그러더라'): the subject said it, whatever noun names them; -더니 (no
    # past) tells what another person did after reading, not what the text says
    "quoted_after_their_clause": [
        ("다온", "면접 어땠어?", None),
        (
            "라희",
            "심사역이 내 포트폴리오 보더니 \"구성은 좋은데 분량이 적네요\" 그러더라",
            ("심사역", ["라희"]),
        ),
        ("라희", "면접관이 \"경력이 좀 짧네요\" 이러던데", ("면접관", ["라희"])),
        ("라희", "부장님이 내 기획서 읽더니 다시 쓰라고 하시더라", ("부장님", ["라희"])),
        # (the speaker read the text: its words are passed on)
        ("라희", "학교 공지 봤더니 내일 휴강이래", None),
        ("라희", "내가 \"그건 아니지\" 그랬어", ("라희", [])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kgg-{name}", datetime(2025, 11, 3))
