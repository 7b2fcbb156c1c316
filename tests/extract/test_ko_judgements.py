"""Korean bare judgements that carry no frame: a granted quality ('-긴 한데'), a quality had or
lacked ('N 없다/있다'), a stance noun ('찬성이야'), and '잘 + verb' said of someone else. Each
case is one invented dialogue (names and sentences written for this test, none from any data
file); ``("owner", [chain])`` for a Claim that must be there, ``"record"`` for an Event/Fact
and no Claim, ``"none"`` for no Claim."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # the concessive '-기는 하-' grants an evaluative adjective: the clause judges
    "concessive_grant": [
        ("휘린", "새로 산 의자 어때?", "none"),
        ("묵현", "좀 딱딱하긴 한데 허리는 편하더라.", ("묵현", [])),
    ],
    # a quality had or lacked judges: 'N 없네', 'N 있더라'
    "quality_idiom": [
        ("휘린", "옆 테이블 사람들 계속 소리 지르더라.", None),
        ("묵현", "와 진짜 예의 없네.", ("묵현", [])),
        ("휘린", "그래도 점원분은 눈치 있게 음악 키워 주시던데.", None),
    ],
    # a stance noun is an opinion even with the speaker as topic
    "stance_noun": [
        ("휘린", "회의를 격주로 바꾸자는 얘기 나왔어.", None),
        ("묵현", "저는 그거 대찬성이에요.", ("묵현", [])),
    ],
    # '잘 + verb' in the present, of someone else: a judgement of how they do it
    "does_well": [
        ("휘린", "피아노 학원 옮겼다며?", "none"),
        ("묵현", "응, 거기 원장님이 진짜 꼼꼼하게 잘 잡아 주셔.", ("묵현", [])),
    ],
    # '-ㄹ 만하다' (worth doing) is a verdict; under a relative's report it is the relative's
    "worth_doing": [
        ("휘린", "그 전시 어땠어?", "none"),
        ("묵현", "생각보다 한 번쯤 볼 만해.", ("묵현", [])),
        (
            "휘린",
            "겸희가 그러는데 걔 남동생이 그 코스는 처음 타는 사람도 탈 만하대.",
            ("겸희의 남동생", ["휘린", "겸희"]),
        ),
    ],
    # a verdict noun alone before a laugh is a sentence of its own; more verdict nouns
    "verdict_noun": [
        ("휘린", "어제 조별 과제 모임 어땠어?", "none"),
        ("묵현", "대참사 ㅋㅋ 발표 자료가 통째로 날아갔어.", ("묵현", [])),
        ("휘린", "지난번 캠프는 진짜 지옥이었지.", ("휘린", [])),
    ],
    # chat slang of evaluation, verbless, also after a sentence closed by -ㅁ and a sob
    "chat_slang": [
        ("휘린", "새로 생긴 분식집 가봤어?", "none"),
        ("묵현", "응 거기 쫄면 진짜 노맛", ("묵현", [])),
        ("휘린", "나도 두부만 먹다가 사흘만에 그만둠ㅠㅠ 두부 완전 노잼", ("휘린", [])),
        ("묵현", "근데 옆집 떡꼬치는 존맛탱", ("묵현", [])),
        ("휘린", "ㅋㅋ 고모는 해마다 수정과 직접 끓이심ㅋㅋ 고모 수정과 진짜 꿀맛", ("휘린", [])),
    ],
    # '우리/저희' owning the noun after it is no first-person subject: a graded verdict noun
    # about our side is the speaker's judgement ('우리 수비 완전 X이야'); '나 요즘 …' stays
    "possessive_we_verdict": [
        ("휘린", "내일 결승 누가 뛰어?", "none"),
        ("묵현", "태오 빠지면 저희 골문 완전 구멍이에요", ("묵현", [])),
        ("휘린", "나 요즘 완전 집순이야.", "none"),
    ],
    # an adjective of feeling said of a thing pointed at judges the thing ('난 그 길 안
    # 힘들던데'); said with a cause ('그 사람 때문에') it is how the speaker is
    "feeling_of_a_thing": [
        ("휘린", "그 둘레길 코스 어땠어?", "none"),
        ("묵현", "난 그 둘레길 별로 안 힘들던데ㅋㅋ 언덕도 거의 없고", ("묵현", [])),
        ("휘린", "나 그 사람 때문에 요즘 너무 힘들어.", "none"),
    ],
    # the chat's 'ㄴㄴ' (don't) closes its sentence: a verdict in -음 after it is the speaker's
    "nanan_then_verdict": [
        ("휘린", "나 발표 망칠까 봐 무서워.", None),
        ("묵현", "천천히 외우면 됨ㅋㅋ 걱정ㄴㄴ 네 그림 진짜 좋음", ("묵현", [])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kj-{name}", datetime(2025, 11, 12))


def _one(text: str) -> list[str]:
    turn = TurnIn(session="kj-p", date=datetime(2025, 11, 12), turn="kj-p:0", speaker="묵현",
                  text=text, lang="ko")
    return [c.polarity for c in RuleExtractor().extract([turn], [])[0].claims]


def test_idiom_polarity() -> None:
    assert _one("그 사람 정말 개념 없어.") == ["negative"]
    assert _one("그 디자이너 센스 있더라.") == ["positive"]
    assert _one("난 그 규칙에 반대야.") == ["negative"]


def test_relief_is_no_judgement() -> None:
    # relief at news is a reaction; the adverb '다행히' does not block the judgement after it
    assert _one("와 그나마 다행이네.") == []
    assert _one("다행히 새로 온 직원분이 친절하시더라.") == ["positive"]


def test_own_state_and_past_are_not_judgements() -> None:
    # the speaker's own habit, and a past '잘 …했어', stay records
    for text in ("나는 요즘 밤에 잘 자.", "걔 어제 공항에 잘 도착했어."):
        turn = TurnIn(session="kj-r", date=datetime(2025, 11, 12), turn="kj-r:0", speaker="묵현",
                      text=text, lang="ko")
        assert not RuleExtractor().extract([turn], [])[0].claims, text
