"""Korean attribution constructions, twenty-third pass: one invented dialogue each (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a polite ending in -요 closes its sentence, however Kiwi tags it before a comma; the
    # reason said after it (-어서) is an afterthought, not the clause the verdict belongs to
    "polite_final_before_postposed_reason": [
        ("다솜결찬", "그 민박 어땠어요?", None),
        ("솔마루", "저는 그 민박 정말 좋았어요, 주인 할머니가 반찬을 많이 챙겨 주셔서.",
         ("솔마루", [])),
        ("다솜결찬", "저는 그 민박 별로였어요, 밤새 윗방이 시끄러워서.", ("다솜결찬", [])),
    ],
    # a bare role noun that is the object of 하다/맡다 ('통장 할 때') is the post someone
    # held, no person: the kin noun before it is the holder of the report
    "post_held_is_no_person": [
        ("결하랑", "울 이모 통장 할 때 주차 민원 대부분이 외부 차량이었다 그러더라",
         ("결하랑의 이모", ["결하랑"])),
        ("다솜결찬", "울 고모 관리실장 할 때 택배 분실은 거의 없었다 그러더라",
         ("다솜결찬의 고모", ["다솜결찬"])),
        ("채누리", "우리 삼촌 총무 맡았을 때 회비가 남았다고 하던데",
         ("채누리의 삼촌", ["채누리"])),
        # (a role before a word of saying is the one who says: '반장 하는 말이')
        ("결하랑", "반장 하는 말이 내일 체육 수업 없대", ("반장", ["결하랑"])),
    ],
    # a quotation made a noun and a topic ('…다는 건'), then whom it was heard from, with 'me
    # too' between: the one it was heard from holds it, as with '…다고 X한테 들었어'
    "topicalised_quote_heard_from": [
        ("다솜결찬", "체육관 다음 달에 도색한대", ("someone", ["다솜결찬"])),
        ("채누리", "체육관 도색한다는 건 나도 다솜결찬한테 들었어", ("다솜결찬", ["채누리"])),
        ("한소결", "탈의실 넓어진다는 얘기는 저도 관리실 아저씨한테 들었어요",
         ("관리실 아저씨", ["한소결"])),
        ("결하랑", "도색한다고 나도 솔마루한테 들었어", ("솔마루", ["결하랑"])),
    ],
    # '…다고 들었어' with no source named: the person the heard clause is about (its subject,
    # or the possessor of its subject) is where it came from, rather than no one
    "heard_with_no_source_from_the_one_told_of": [
        ("솔마루", "떡은 누가 맞춰 와?", None),
        ("한소결", "큰고모가 떡은 다 맞춰 오신다고 들었어", ("한소결의 큰고모", ["한소결"])),
        ("결하랑", "그 방앗간 이번 주에 문 닫는다고 들었어", ("someone", ["결하랑"])),
    ],
    # 석 before a title: Kiwi reads the numeral 'three', said only before a few measures (석 달),
    # never before a person — the surname, and the title with it names the person
    "seok_surname_before_title": [
        ("다솜결찬", "석 코치님이 주말반은 이제 안 한대", ("석 코치님", ["다솜결찬"])),
        ("솔마루", "석 달 전에 등록했는데 아직도 초보야", "record"),
    ],
    # 'X가 Y한테 물어봤는데 …대': the one asked answers; the asker passes it on
    "asked_one_answers": [
        ("한소결", "형이 수선집 사장님한테 물어봤는데 단추는 공짜로 달아 준다고 하셨대",
         ("수선집 사장님", ["한소결", "한소결의 형"])),
        ("결하랑", "내가 방앗간 아저씨한테 물어보니까 떡은 오후에 된대",
         ("방앗간 아저씨", ["결하랑"])),
    ],
    # a noun of doing that Kiwi glues to 하 as an adjective suffix in one context ('반차해요')
    # is an action all the same — a record, not a verdict; a quality noun stays one
    "action_noun_with_ha_is_no_verdict": [
        ("채누리", "오늘은 반차해요.", "record"),
        ("다솜결찬", "그 민박 주인 진짜 친절해요", ("다솜결찬", [])),
    ],
    # 듣다 with a course or something played as its object ('그 강의 들었는데') is taking a class
    # or listening: what follows is the speaker's own, or the hearsay of the one its ending names
    "listening_is_no_hearing": [
        ("솔마루", "그 강의 작년에 들었는데 중간고사가 진짜 어려워. 솔직히 비추", ("솔마루", [])),
        ("다솜결찬", "그 음반 어제 들었는데 타이틀곡 진짜 좋더라", ("다솜결찬", [])),
        ("한소결", "그 강의 들었는데 교수님이 지각 체크 안 하신대", ("교수님", ["한소결"])),
        ("결하랑", "그 얘기 어제 들었는데 동아리 회식 취소됐대", ("someone", ["결하랑"])),
    ],
    # a report, then the speaker's short hedged verdict on it (-ㄴ 것 같아, -ㄴ 듯) with no
    # hearsay ending: two sentences — the report the sayer's, the verdict the speaker's
    "hedged_verdict_after_report": [
        ("솔마루", "너 사촌 요즘 뭐 해?", None),
        ("채누리", "몰라 ㅋㅋ 걔가 다음 달에 유학 간다던데 농담인 것 같아", ("채누리", [])),
        # ('너 사촌', said to 채누리, is 채누리's cousin)
        ("채누리", "걔가 다음 달에 유학 간다던데 농담인 것 같아", ("채누리의 사촌", ["채누리"])),
        # (a hedge passed on is hearsay: '…망할 것 같대')
    ],
    # a two-syllable given name with the hypocoristic 이 and a source particle before 듣다 is a
    # name, however Kiwi splits the unknown word
    "hypocoristic_source_before_hearing": [
        ("한소결", "문구점 문 닫았다는 건 나도 담겸이한테 들었어", ("담겸", ["한소결"])),
    ],
    # 'X가 Y가 …한다고 했다고 하더라': a report quoted under a second verb of saying, both subjects
    # before it — Y said it, X told the speaker
    "stacked_report_two_subjects": [
        ("다솜결찬", "과장님이 관장님께서 이번 달 안에 수리하시겠다고 말씀하셨다고 하더라고요",
         ("관장님", ["다솜결찬", "과장님"])),
        ("결하랑", "관장님이 방수 공사 한다고 했다고 과장님이 그러더라",
         ("관장님", ["결하랑", "과장님"])),
    ],
    # '별 N 없다', 'N 하나도 없다' with a noun of worth (효과, 쓸모, 차이): a verdict on the thing;
    # lacking money or time is a state, no verdict
    "lacking_worth_is_a_verdict": [
        ("솔마루", "그 영양제는 값만 비싸지 별 효과 없어요", ("솔마루", [])),
        ("채누리", "그 앱 쓸모 하나도 없음", ("채누리", [])),
        ("다솜결찬", "어제 돈이 하나도 없었어", "none"),
    ],
    # the listener's name opening the turn bare is a call, no subject: the source the sentence
    # names holds what follows
    "listener_called_by_name": [
        ("다솜결찬", "오늘 집에 있어?", None),
        ("결하랑", "다솜결찬 아까 택배 기사님한테 문자 왔는데 저녁에 다시 오신대",
         ("택배 기사님", ["결하랑"])),
        ("다솜결찬", "채누리 어제 동아리 그만뒀대", None),
    ],
    # a Latin acronym glued to a noun ('IT팀', 'VR방') modifies the role after it as a noun does
    "latin_glued_modifier_of_role": [
        ("한소결", "VR방 사장님이 그러는데 다음 달에 가격 올린대", ("VR방 사장님", ["한소결"])),
        ("채누리", "IT팀 과장님 말로는 내일 메일 서버 점검이래", ("IT팀 과장님", ["채누리"])),
    ],
    # '거기 사장님' right after a business was named: that place's role-holder, as said
    "there_role_after_a_place": [
        ("한소결",
         "아 참, 우리 형이 그 낚시용품점 단골인데, 거기 사장님이 단체로 사면 깎아 준다고 했대요",
         ("낚시용품점 사장님", ["한소결", "한소결의 형"])),
    ],
}


def test_leading_records() -> None:
    """A motion chained to its verb ('안고 가 봤는데') is one clause, so the past visit before
    the verdict is a record; taking a class ('그 강의 들었는데') is a record too, no hearsay;
    the chat's sweat mark ';;' closes the report of a deed before a question."""
    rows = [("솔마루", "응 우리 강아지 안고 가 봤는데 잔디가 푹신해서 좋더라"),
            ("솔마루", "그 강의 작년에 들었는데 교재가 너무 어려웠어"),
            ("채누리", "아 어제 밤 열두 시까지 특근함;; 다들 전시 어땠대?")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [(c.owner, c.relayed_by) for c in xs[0].claims] == [("솔마루", [])]
    assert xs[0].events or xs[0].facts
    assert [(c.owner, c.relayed_by) for c in xs[1].claims] == [("솔마루", [])]
    assert xs[1].events or xs[1].facts
    assert not xs[2].claims and (xs[2].events or xs[2].facts)


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks23-{name}", datetime(2025, 12, 1))


def test_post_held_keeps_role_phrases() -> None:
    """A role noun with a particle, or one before a verb of saying, stays a person; only the
    bare role before 하다/맡다 is the post held."""
    rows = [("채누리", "총무가 그러는데 회비 오른대"), ("채누리", "울 아빠 총무 할 때 회비 남았대")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [(c.owner, c.relayed_by) for c in xs[0].claims] == [("총무", ["채누리"])]
    assert ("채누리의 아빠", ["채누리"]) in [(c.owner, c.relayed_by) for c in xs[1].claims]

