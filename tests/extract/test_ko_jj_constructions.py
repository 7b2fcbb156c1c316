"""Korean attribution constructions, fourth batch: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction: sentences that look alike and
must keep their reading."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # two-level reports: 'X가 [clause of X's: a visit, a call, a task]는데(,) Y가 …다고 했대' —
    # the hearsay ending on Y's verb of saying says someone told the speaker: the subject of the
    # clause closed by -는데, whose story it is (with a call opener, also with the other party
    # named before the call: 'X가 집주인 Y랑 통화했는데, Y가 …')
    "teller_of_the_story": [
        (
            "소담",
            "태오가 어제 학과 사무실 들렀는데 조교님이 장학금 서류는 다음 주까지라고 하셨대",
            ("조교님", ["소담", "태오"]),
        ),
        (
            "소담",
            "우리 외삼촌이 아까 전화 왔는데, 동네 약사님이 그 약은 끊어도 된다고 하셨대",
            ("동네 약사님", ["소담", "소담의 외삼촌"]),
        ),
        (
            "소담",
            "보미 씨가 어제 집주인 한결 씨랑 통화했는데, 한결 씨가 보일러 바꿔 준다고 했대요",
            ("한결 씨", ["소담", "보미 씨"]),
        ),
        (
            "소담",
            "도하가 지난주에 그 헬스장 등록했는데, 트레이너가 식단부터 바꾸라고 했대",
            ("트레이너", ["소담", "도하"]),
        ),
        # (no hearsay ending on the verb: the speaker heard it there herself)
        (
            "소담",
            "내가 어제 학과 사무실 들렀는데 조교님이 서류는 다음 주까지라고 하셨어",
            ("조교님", ["소담"]),
        ),
        (
            "소담",
            "태오가 어제 사무실 들렀는데 조교님이 서류는 다음 주까지라고 하셨어",
            ("조교님", ["소담"]),
        ),
    ],
    # '내가 아는 X가 …라고 했어': the speaker is the subject of a relative clause of knowing that
    # describes the one who said it
    "known_person_said": [
        (
            "소담",
            "내가 아는 약사 선생님이 그 영양제는 밥 먹고 먹으라고 하셨어",
            ("약사 선생님", ["소담"]),
        ),
        (
            "소담",
            "제가 아는 변호사님이 계약서는 꼭 두 부 받으라고 하시더라고요",
            ("변호사님", ["소담"]),
        ),
        # (the speaker's own words stay hers)
        ("소담", "내가 그 영양제는 밥 먹고 먹으라고 했잖아", ("소담", [])),
    ],
    # what the reflexive 자기 owns ('자기 자전거가', '자기 노트북이') is a thing, never a person
    # who could have said it: the subject before holds the report
    "reflexive_possession": [
        (
            "소담",
            "우리 언니가 그 수리점 맡겼었는데, 자기 노트북이 더 망가졌는데 사과도 없었다고 하더라",
            ("소담의 언니", ["소담"]),
        ),
        (
            "소담",
            "도하가 거기 주차했었는데, 자기 차가 긁혔는데 연락도 없었다고 하던데",
            ("도하", ["소담"]),
        ),
    ],
    # 'N 같은데.' closing a sentence (Kiwi: 같 + ETM 은 + bound noun 데) is the speaker's hedged
    # view, also when a report follows
    "n_gateunde": [
        ("소담", "그거 식중독 같은데. 우리 엄마가 그럴 땐 죽 먹으라고 하셨어", ("소담", [])),
        (
            "소담",
            "그거 식중독 같은데. 우리 엄마가 그럴 땐 죽 먹으라고 하셨어",
            ("소담의 엄마", ["소담"]),
        ),
        # (-은데 going on to another clause is no verdict of its own)
        ("소담", "그거 식중독 같은데 내일 병원 가 보자", None),
    ],
    # 'X가 그러는데 Y가 …원하신대' (원하다 split by Kiwi as 원 + 하): a wish of another person
    # under X's report is Y's, X passes it on; an action of Y's stays X's story
    "wish_under_report": [
        (
            "소담",
            "총무팀 하린 씨가 그러는데 이사님이 워크숍은 가까운 데로 원하신대요",
            ("이사님", ["소담", "하린 씨"]),
        ),
        (
            "소담",
            "도하가 그러는데 걔 감독님이 연습은 아침으로 원하신대",
            ("도하의 감독님", ["소담", "도하"]),
        ),
        ("소담", "도하가 그러는데 감독님이 벌써 숙소 잡으셨대", ("도하", ["소담"])),
    ],
    # '…다고 들었어' with no source said: the subject of a clause closed by -는데 before it
    # (whose experience it was) is whom it was heard from
    "heard_from_who_went": [
        (
            "소담",
            "제 조카가 거기서 돌잔치 했는데 음식이 괜찮았다고 들었어요",
            ("소담의 조카", ["소담"]),
        ),
        ("소담", "태오가 그 학원 다녔는데 숙제가 엄청 많다고 들었어", ("태오", ["소담"])),
        # (a source named keeps its place)
        (
            "소담",
            "태오가 그 학원 다녔는데 숙제가 많다고 원장님한테 들었대",
            ("원장님", ["소담", "태오"]),
        ),
    ],
    # a topic only guessed to be a name (a thing: '패딩은', '리모델링은') before a person marked
    # as subject — a role, a name with a title, or one the speaker's 우리/저희 owns — is what that
    # person spoke of
    "thing_topic_then_sayer": [
        ("소담", "패딩은 세탁소 사장님이 절대 물빨래 하지 말랬어", ("세탁소 사장님", ["소담"])),
        ("소담", "리모델링은 저희 실장님이 두 달은 걸린대요", ("소담의 실장님", ["소담"])),
        # (a topic that is a person's name keeps it: X spoke of Y)
        ("소담", "도하는 태오가 거기 별로라고 했어", ("도하", ["소담"])),
    ],
    # a feeling one is left in about what one said (-아/어 있다/계시다 on an emotion verb)
    # after a quotative: the subject's view, given as their words; a quotation then 이렇게/
    # 그렇게 and a verb of saying or an idiom of stating firmly (also in single quotes)
    "feeling_state_and_quoted_thus": [
        (
            "소담",
            "관리인 할아버지는 분리수거 안 하는 집이 너무 많다고 엄청 화나 계셨음",
            ("관리인 할아버지", ["소담"]),
        ),
        ("소담", "태오는 자기만 빼고 회식했다고 삐져 있어", ("태오", ["소담"])),
        (
            "소담",
            "코치님이 '대회 전날은 무조건 쉰다' 이렇게 못 박으시더라고요",
            ("코치님", ["소담"]),
        ),
        ("소담", "팀장님이 \"금요일은 재택이에요\" 그렇게 말씀하시던데", ("팀장님", ["소담"])),
        # (the speaker's own state: no report of another's words)
        ("소담", "나는 어제 늦게 잤다고 화나 있었어", ("소담", [])),
    ],
    # the speaker's modal view: epistemic -ㄹ 수도 있다 (it may be) and advice -는 게
    # 좋겠다/낫겠다; '-ㄹ 수 있다' without 도 (ability) is no view
    "modal_view": [
        ("소담", "그 냄새 아랫집 음식 냄새일 수도 있어.", ("소담", [])),
        ("소담", "그럼 미리 전화해 보시는 게 좋겠어요. 주말엔 붐비거든요", ("소담", [])),
        ("소담", "버스 타는 게 낫겠다", ("소담", [])),
        ("소담", "나 내일 수영 갈 수 있어", "record"),
    ],
    # a kin word ending in 이 said bare ('시누이 있잖아') is the whole word, not 시누 + 이
    "kin_word_in_i": [
        (
            "소담",
            "서하네 시누이 있잖아, 걔가 그 호텔에서 체크인만 한 시간 기다렸대",
            ("서하의 시누이", ["소담"]),
        ),
        ("소담", "우리 시누이가 그 호텔 별로래", ("소담의 시누이", ["소담"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kjj-{name}", datetime(2025, 11, 10))
