"""Korean attribution constructions, twentieth pass: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # people named by office or trade: Sino-Korean officials in 관 (감독관), committee members
    # in 위원 (심사위원), staff in 원 (상담원), loanword trades (리터처) — a topic of theirs before
    # a hearsay ending is who said it; a possessive before them owns them
    "officials_and_trades": [
        ("채빈", "어제 대회 어땠어?", None),
        ("여루", "솔미가 기록 좋았대.", ("솔미", ["여루"])),
        ("여루", "근데 감독관은 내가 출발선을 밟았대.", ("감독관", ["여루"])),
        ("여루", "심사위원은 우리 팀이 시간을 넘겼대.", ("심사위원", ["여루"])),
        ("채빈", "보정은 저희 리터처가 2주는 걸린대요", ("채빈의 리터처", ["채빈"])),
        ("채빈", "상담원이 그 지역 전체가 점검 중이라고 하더라", ("상담원", ["채빈"])),
        # (a place in 관 is no person: the speaker's record)
        ("채빈", "지난주에 도서관에서 그 책 빌렸어", "record"),
    ],
    # a sentence closed by the quotative -다고 with its verb of saying left out, then the source
    # named after it ('X가 …뽑으신다고. Y가 그러더라'): X said it, Y passed it on
    "quotative_fragment_then_source": [
        ("채빈", "발표 순서 나왔어?", None),
        ("여루", "아직요. 근데 담임쌤이 이번엔 조별로 두 명씩 뽑으신다고. 솔미가 어제 그러더라고요",
         ("담임쌤", ["여루", "솔미"])),
        ("채빈", "도결이는 내일 못 온다고. 솔미가 그러더라", ("도결", ["채빈", "솔미"])),
    ],
    # a noun marked as subject right before a pro-form verb of saying, after a question passing
    # on what was heard: the noun is who said it, even a given name that is also a common word
    "sayer_after_heard_question": [
        ("채빈", "여루 너 다음 달 공연 오디션 본다며? 보배가 그러던데", ("보배", ["채빈"])),
    ],
    # (a thing marked as subject before the quotative is what was said of, not a sayer)
    "thing_before_quotative_no_sayer": [
        ("채빈", "날씨가 춥다고 그러던데", ("someone", ["채빈"])),
    ],
    # 형 as the Sino-Korean 'type, form' ('자유형' freestyle, '대형' large size) is no older
    # brother: a background clause with it leaves the hearsay to the topic after it
    "type_suffix_hyeong": [
        ("채빈", "나 이제 막 자유형 배우는 중인데 ㅠㅠ 강사님은 그동안 옆 동네 수영장 다니래",
         ("강사님", ["채빈"])),
        # (a name before the kin 형 is still a person)
        ("채빈", "도결형이 그러는데 다음 주에 비 온대", ("도결 형", ["채빈"])),
    ],
    # a name and its title closing a clause as the copula's predicate ('X가 Y 씨였는데'): Y is a
    # person, the one a later 그분 points to
    "name_title_as_predicate": [
        ("채빈", "그 회사 면접 어땠어?", None),
        ("여루", "면접관이 부장 서련 씨였는데 그분 말로는 내년에 본사 이전한대.",
         ("서련 씨", ["여루"])),
    ],
    # a date said with the copula as the reason for a verdict after it ('X는 DATE이라 괜찮아'):
    # both the speaker's verdict and a dated record
    "dated_copula_before_verdict": [
        ("채빈", "비자 만기 언제야?", None),
        ("여루", "만기는 7월 11일이라 아슬아슬하게 괜찮아.", ("여루", [])),
        ("채빈", "나는 다음 주 화요일인데 좀 무섭다..", ("채빈", [])),
    ],
    # the polite final ending (-아요/-어요) running on, unpunctuated, into a clause with its own
    # subject: two sentences — the verdict before it stays the speaker's
    "polite_final_run_on": [
        ("채빈", "이사 가면 통근 어때요?", None),
        ("여루", "저는 오히려 좋아요 통근이 20분 줄거든요ㅎㅎ", ("여루", [])),
    ],
    # two persons, each the topic of their own words, set side by side with -던데/-는데/-고:
    # two reports, each its own holder's
    "contrastive_second_topic": [
        ("채빈", "모임 장소는요?", None),
        ("여루", "방장 서련 씨는 공원에 사람이 너무 많아서 옮기자던데 도결 씨는 거기가 제일 "
         "가깝다면서 절대 못 옮긴다고 버텨요", ("도결 씨", ["여루"])),
        ("채빈", "부동산 실장님은 새 세입자 들어와야 준다고 하는데, 울 아빠는 그런 법 없다고 "
         "계약서대로 받으래", ("채빈의 아빠", ["채빈"])),
        ("여루", "서련이는 주인공 너무 답답하다고 난리 났고 ㅋㅋ 도결이는 그게 오히려 현실적이라 "
         "좋았다 그러고", ("도결", ["여루"])),
    ],
    # an afterthought source after the verb of hearing, with a cause clause inside what was heard
    # ('…점장이 수당 안 줘서 …갔다고 들었어, 동생한테'): the subject inside it relays nothing
    "afterthought_source_after_hearing": [
        ("채빈", "야간 알바 어때?", None),
        ("여루", "내 동생도 작년에 야간 했었는데 점장이 수당 안 줘서 노동청까지 갔다고 들었어, "
         "동생한테", ("여루의 동생", ["여루"])),
        ("여루", "그 가게 문 닫는다고 들었어, 서련이한테", ("서련", ["여루"])),
    ],
    # a role noun as the predicate of the copula with a span of time ('X가 거기 회원 삼
    # 년째거든'): what the subject is, no new person — the zero subject after it stays X
    "role_noun_as_predicate": [
        ("채빈", "그 체육관 어때?", None),
        ("여루", "우리 형이 거기 회원 삼 년째거든? 작년까진 회비 오만 원이었다고 하던데",
         ("여루의 형", ["여루"])),
        # (a role before a noun of its own is its possessor, still a person)
        ("채빈", "서련 씨는 그거 대표님 지시라던데. 대표님이 다들 일찍 오라고 그러셨대",
         ("대표님", ["채빈", "서련 씨"])),
    ],
    # a state predicate negated with -지 않- in a plain question asserts the state: the
    # speaker's verdict ('…너무 비싸지 않냐?', '…좀 아니지 않냐'); an action verb still asks
    "rhetorical_negative_question": [
        ("채빈", "그 가게 요즘 너무 비싸지 않냐?", ("채빈", [])),
        ("여루", "솔직히 새벽 세 시에 청소기 돌리는 건 좀 아니지 않냐", ("여루", [])),
        ("채빈", "너 내일 모임 오지 않냐?", "none"),
    ],
    # a noun + 님 whose subject particle 이 Kiwi reads as the determiner 이 'this' before the next
    # noun ('주무관님이 예산이 …'): still a person
    "nim_subject_read_as_determiner": [
        ("채빈", "민원 넣으셨어요?", None),
        ("여루", "네, 지난 월요일에 구청 가서 직접 접수했어요. 담당 주무관님이 예산이 없어서 다음 "
         "달에나 고친대요.", ("담당 주무관님", ["여루"])),
    ],
    # a bare title after a name said with the clipped form of the same title ('X 쌤' … '선생님
    # 말씀이'): that person
    "clipped_title_refers_back": [
        ("채빈", "도예 수업 어때?", None),
        ("여루", "서련 쌤 완전 천사셔. 근데 선생님 말씀이 초벌이랑 재벌까지 하면 3주는 걸린대",
         ("서련 쌤", ["여루"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks20-{name}", datetime(2025, 12, 1))


def test_dated_copula_reason_keeps_its_record() -> None:
    """'만기는 7월 11일이라 아슬아슬하게 괜찮아': the verdict is the speaker's and the date said
    before it is a record of its own (no record for a copula reason without a time)."""
    from dialogue_check import extract_lines

    rows = [("채빈", "비자 만기 언제야?"), ("여루", "만기는 7월 11일이라 아슬아슬하게 괜찮아."),
            ("채빈", "걔는 원래 착한 애라서 괜찮아")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [(c.owner, c.relayed_by) for c in xs[1].claims] == [("여루", [])]
    assert xs[1].events or xs[1].facts
    assert not xs[2].events and not xs[2].facts


def test_background_clause_before_question_is_a_record() -> None:
    """'나 여행 갈 때마다 환전은 그 앱으로 하는데 그거 엔화도 되나?': the question asks, the
    background -는데 clause before it tells a habit of the speaker's (also when Kiwi reads -는데
    as 는 + the bound noun 데); a wh-question's chained clause is part of what is asked."""
    from dialogue_check import extract_lines

    rows = [("채빈", "다음 달에 어디 가?"),
            ("여루", "콜!! 나 여행 갈 때마다 환전은 그 앱으로 하는데 그거 엔화도 되나?"),
            ("채빈", "어제 연습 나 못 갔는데 어땠어?"),
            ("여루", "이번 주 목요일 병원은 누가 모시고 가?")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert not xs[1].claims and (xs[1].facts or xs[1].events)
    assert not xs[2].claims and xs[2].events
    assert not xs[3].claims and not xs[3].events and not xs[3].facts
