"""Korean attribution constructions, twenty-first pass: one invented dialogue each (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a retrospective or hearsay ending that tells (-던데, -다던데) stays a telling when the
    # polite 요 follows it and the turn ends in '?': the rising tone softens, it does not ask
    "telling_ending_polite_rising": [
        ("채빈", "회의 어떻게 됐어요?", None),
        ("여루", "도결 씨 말로는 책상 배치도 다 바뀐다던데요?", ("도결 씨", ["여루"])),
        ("여루", "솔미 씨가 그러는데 다음 달엔 야근이 없다던데요?", ("솔미 씨", ["여루"])),
        ("여루", "팀장님은 그 안이 별로라던데요?", ("팀장님", ["여루"])),
        # (a hearsay ending with 요 before '?' still asks: 'is it said that …?')
        ("채빈", "솔미 씨도 내일 온대요?", "none"),
    ],
    # the surname 한 before a workplace rank, which Kiwi reads as the numeral 'one': that
    # person so titled (a numeral would follow the rank: '과장님 한 분')
    "surname_han_before_rank": [
        ("채빈", "미팅 어땠어요?", None),
        ("여루", "한 상무님이 \"이 조건이면 곤란하네요\" 이러시더라고요", ("한 상무님", ["여루"])),
        ("여루", "한 과장님 말로는 내일 점검이 있대요", ("한 과장님", ["여루"])),
        ("여루", "그리고 한 대리님이 나가시면서 금요일까지 답을 주신대요", ("한 대리님", ["여루"])),
    ],
    # an adjective (or 않다 after -지, 같다 of a guess) closed by the background ending
    # -(으)ㄴ데 with a rising tone: the speaker's own view, no question — unless a question
    # word is in it
    "stative_background_final_rising": [
        ("채빈", "회식 어디서 할까요?", None),
        ("여루", "한식집이 제일 무난할 것 같은데요? 다들 잘 먹으니까", ("여루", [])),
        ("채빈", "이 색 어때?", None),
        ("여루", "음 난 괜찮은데? 오히려 깔끔해서 좋아", ("여루", [])),
        ("채빈", "난 그 안이 나쁘지 않은데?", ("채빈", [])),
        ("여루", "뭐가 좋은데?", "none"),
    ],
    # a given name with the familiar 이 and a kin title typed as one word ('X이형이'): the
    # person so called, not their brother; the same person called again 'X 오빠' is still the
    # one the session knows as X, whom 'that 오빠' then points back to
    "glued_kin_title_of_address": [
        ("채빈", "모임 얘기 나왔어?", None),
        ("여루", "근데 결찬이형이 그러는데 다음 주에 행사 없대", ("결찬", ["여루"])),
        ("여루", "태온이형 또 나간다고 솔미가 그러더라ㅋㅋ", ("솔미", ["여루"])),
        ("채빈", "아 태온 오빠ㅋㅋ 난 그 오빠가 또 하는 거 나쁘지 않은데?", ("채빈", [])),
        ("여루", "그 오빠는 자기 잘못 아니라면서 억울해하던데", ("태온", ["여루"])),
        # ('네ㅠㅠ' with a sob on it is the reply 'yes', no 'your')
        ("여루", "네ㅠㅠ 팀장님이 내일 쉬래요", ("팀장님", ["여루"])),
    ],
    # a sentence closed by a stance noun (찬성, 반대, 동의) or a graded noun of judgement with
    # the copula left out: the noun is the predicate, a verdict of the speaker's
    "noun_final_stance": [
        ("채빈", "이번 연휴에 다 같이 캠핑 가자는데?", None),
        ("여루", "주말마다 다 같이 캠핑 가는 거 난 완전 찬성", ("여루", [])),
        ("채빈", "저도 반대", ("채빈", [])),
        ("여루", "그렇게 쓰는 건 진짜 낭비", ("여루", [])),
        # (a stance noun modifying another noun is no verdict: a record)
        ("채빈", "어제 회의에서 반대 의견 없었음", "record"),
    ],
    # a bare word opening a clause (its particle dropped) or a name recalled with 'X라고
    # 했나', then 걔 later in the turn: 걔 stands only for a person, so the word is the one it
    # picks up — a place or a brand (not of given-name syllables) is not
    "bare_name_picked_up_by_familiar_pronoun": [
        ("윤채", "다음 주 시험 범위 나왔어?", None),
        ("서온",
         "아직. 근데 솔하 이번에 그 수업 조교잖아, 걔가 그러는데 교수님이 3장까지만 낸다고 하셨대",
         ("교수님", ["서온", "솔하"])),
        ("윤채", "새로 온 알바 어때?", None),
        ("서온", "아 그 친구? 한담이라고 했나. 걔가 그러는데 전에 있던 가게에선 칭찬받았대",
         ("한담", ["서온"])),
        ("윤채", "소겸 차례지. 근데 걔가 그러는데 이번 주 내내 야근이라 못 한대",
         ("소겸", ["윤채"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks21-{name}", datetime(2025, 12, 1))


def test_place_before_familiar_pronoun_is_no_person() -> None:
    """'서울 요즘 덥잖아, 근데 걔가 그러는데 …': a bare proper noun not made of given-name
    syllables (a place, a brand) is not what 걔 picks up."""
    from dialogue_check import extract_lines

    rows = [("윤채", "서울 요즘 덥잖아, 근데 걔가 그러는데 내일은 비 온대"),
            ("서온", "카톡 왔는데 걔가 그러는데 내일 모임 취소래")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert all(c.owner not in ("서울", "카톡") for x in xs for c in x.claims)


def test_past_background_clause_read_as_bound_noun_keeps_its_record() -> None:
    """'어제 치과 갔다 왔는데 충치가 두 개래': Kiwi may read the past -었는데 as 었 + the adnominal
    는 + the bound noun 데; the done thing before it is still a record of its own beside the
    report after it. A state before it ('나도 작년에 비슷했는데 수영 하고 …') is no record, and a
    verb graded by a degree word ('진짜 미쳤는데') judges, it tells no deed."""
    from dialogue_check import extract_lines

    rows = [("윤채", "이 괜찮아?"),
            ("서온", "어제 치과 갔다 왔는데 충치가 두 개래. 의사 선생님이 단 거 먹지 말래"),
            ("윤채", "아까 보험사에 전화했는데 상담원이 그 건은 보상이 안 된다고 하더라"),
            ("서온", "어제 밤새 했어 ㅋㅋ 줄거리는 진짜 미쳤는데 전투가 너무 단조로움")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert xs[1].events and xs[1].claims
    assert xs[2].events and any(c.owner == "상담원" for c in xs[2].claims)
    assert [e.predicate for e in xs[3].events] == ["하다"]


def test_contact_opener_is_also_a_record() -> None:
    """'어제 엄마랑 통화했는데 이모가 …대': the call is the channel of the report after it and a
    done thing of its own (an Event beside the Claim)."""
    from dialogue_check import extract_lines

    rows = [("윤채", "주말에 뭐 했어?"),
            ("서온", "어제 엄마랑 통화했는데 이모가 다음 달에 이사한대"),
            ("윤채", "나 지난주에 고모한테 전화했는데 그땐 아무 말씀 없으셨는데")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [e.predicate for e in xs[1].events] == ["통화하다"]
    assert [(c.owner, c.relayed_by) for c in xs[1].claims] == [
        ("서온의 이모", ["서온", "서온의 엄마"])]
    assert [e.predicate for e in xs[2].events] == ["전화하다"]


def test_recall_ending_taken_apart_closes_before_comma() -> None:
    """'우리 고모부 정비사잖아, 고모부가 그러는데 …대': Kiwi may read -잖아 before a comma as
    지 + 않 + 어; it closes the sentence all the same — a Fact of its own, then the report. An
    afterthought phrase after the comma ('…사 왔잖아, 제일 센 걸로') is no sentence."""
    from dialogue_check import extract_lines

    rows = [("윤채", "수리비 80 나왔대"),
            ("서온", "우리 고모부 정비사잖아, 고모부가 그러는데 브레이크 패드는 20이면 충분하대"),
            ("윤채", "그래서 내가 세제 새로 사 왔잖아, 제일 센 걸로.")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert xs[1].facts or xs[1].events
    assert [(c.owner, c.relayed_by) for c in xs[1].claims] == [("서온의 고모부", ["서온"])]
    assert not xs[2].claims


def test_graded_taste_adjective_misread_as_verb() -> None:
    """'귤 진짜 달았어요', '난 하나도 안 달던데', '국이 너무 짜': a degree word (or 'not at all')
    before 달-/짜-/쓰-/시- grades a taste, a verdict, whatever verb Kiwi reads there; the verb
    itself, ungraded ('어제 문 닫았어'), is a record."""
    from dialogue_check import extract_lines

    rows = [("윤채", "지난번에 가져간 귤 진짜 달았어요."), ("서온", "난 하나도 안 달던데."),
            ("윤채", "국이 너무 짜"), ("서온", "나 어제 가게 문 닫았어")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [c.owner for c in xs[0].claims] == ["윤채"]
    assert [c.owner for c in xs[1].claims] == ["서온"]
    assert [c.owner for c in xs[2].claims] == ["윤채"]
    assert not xs[3].claims and xs[3].events


def test_body_part_is_no_sayer() -> None:
    """'연골이 좀 닳았대', '인대가 늘어났대': a part of the body marked as subject of a report
    tells what happened to it; it is never the one who said it."""
    from dialogue_check import extract_lines

    rows = [("윤채", "무릎 괜찮아?"), ("서온", "어제 병원 갔는데 연골이 좀 닳았대"),
            ("서온", "인대가 살짝 늘어났대")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert all(c.owner not in ("연골", "인대") for x in xs for c in x.claims)


def test_copula_hearsay_before_laugh_is_no_bound_noun() -> None:
    """'엄마는 그 차 사는 순간 이혼이래 ㅋㅋ': before a laugh Kiwi may read the copula's hearsay
    이래 glued to a noun as the bound noun 이래 ('since'); closing the sentence it is the topic's
    report. Spaced and followed by more words ('졸업 이래 처음 만났어') it stays 'since'."""
    from dialogue_check import extract_lines

    rows = [("윤채", "너네 엄마는 뭐라셔?"), ("서온", "엄마는 그 차 사는 순간 이혼이래 ㅋㅋㅋㅋ"),
            ("윤채", "졸업 이래 처음 만났어")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [(c.owner, c.relayed_by) for c in xs[1].claims] == [("서온의 엄마", ["서온"])]
    assert not xs[2].claims and xs[2].events
