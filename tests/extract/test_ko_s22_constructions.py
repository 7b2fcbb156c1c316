"""Korean attribution constructions, twenty-second pass: one invented dialogue each (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a clipped chat noun closing the clause with no copula (비추 = 비추천), which Kiwi reads as a
    # verb stem with no ending: a verdict of the speaker's
    "clipped_verdict_noun_no_ending": [
        ("결채", "그 학원 어때?", None),
        ("서루", "그 학원은 비추!", ("서루", [])),
        ("서루", "이 앱 진짜 비추", ("서루", [])),
        ("결채", "그 버스 노선은 비추. 그냥 걸어가", ("결채", [])),
    ],
    # agreeing or not with a view (동의/공감/납득), the verbal noun split from its verb by 안/못
    # or with 가다/되다: the holder's own opinion
    "assent_split_by_negation": [
        ("결채", "휘담 말로는 그 공연 완전 지루하대", ("휘담", ["결채"])),
        ("서루", "난 그 평가엔 동의 못하겠어", ("서루", [])),
        ("담솔", "솔직히 그 말엔 공감이 안 가", ("담솔", [])),
        ("결채", "그 결정은 납득이 안 돼", ("결채", [])),
        ("서루", "나도 동의 안 함ㅋㅋ", ("서루", [])),
    ],
    # the literary 'X 왈' ('X says') names a source as 'X 말로는' does, and a role noun before
    # the name in apposition is no holder of its own
    "wal_names_the_source": [
        ("결채", "다음 주에 뭐 있어?", None),
        ("서루", "우리 팀장님 왈, 다음 달에 워크숍 간대", ("서루의 팀장님", ["서루"])),
        ("서루", "은행 다니는 선배 소복이 왈 금리 곧 내린대ㅋㅋ", ("소복", ["서루"])),
    ],
    # a parent speaks of themselves by the kin title the child calls them by: once the child has
    # called them so ('엄마, …'), the bare title in the parent's turns is the speaker
    "kin_title_self_reference": [
        ("하로", "서온아 오늘 장 보고 왔어", None),
        ("서온", "엄마, 그거 비싸게 산 거 아냐?", None),
        ("하로", "엄마가 보기엔 그 정도면 싼 것 같은데", ("하로", [])),
        ("하로", "엄마는 그 가게가 제일 싸다고 봐", ("하로", [])),
        ("서온", "근데 삼촌은 그 가게 비싸대", ("서온의 삼촌", ["서온"])),
    ],
    # (a bare title before a predicate about them is a subject, no call: '할머니 퇴원하셨어?')
    "kin_title_subject_is_no_call": [
        ("하로", "할머니 퇴원하셨어?", None),
        ("서온", "응, 어제 퇴원하셨어", None),
        ("하로", "할머니가 병원 밥은 맛없다고 하셨대", ("하로의 할머니", ["하로"])),
    ],
    # a unit of an organisation, a name, a rank: the name with the rank is the person; the unit
    # only says where they work. A modifier of ranks in that slot names no one
    "unit_name_rank": [
        ("결채", "주차 지원은 어떻게 된대요?", None),
        ("서루", "재무팀 첸 과장님 말로는 주차권 지원이 끊긴대요", ("첸 과장님", ["서루"])),
        ("서루", "법무팀 소복 대리님이 그러는데 내일 점검 있대요", ("소복 대리님", ["서루"])),
        ("담솔", "영업팀 막내 대리님이 그러는데 내일 회식이래요",
         ("영업팀 막내 대리님", ["담솔"])),
    ],
    # a kin noun with the honorific 분 said by another ('동생분', '누나분') is the relative the
    # other speaker spoke of, and a pronoun after it picks up that person
    "honorific_bun_kin_of_another": [
        ("서루", "내 동생은 그 빵집 완전 별로래", ("서루의 동생", ["서루"])),
        ("결채", "동생분 평가엔 공감이 안 가ㅋㅋ", ("결채", [])),
        ("서루", "근데 걔가 그러는데 거기 곧 가격 올린대", ("서루의 동생", ["서루"])),
        ("담솔", "동생분 말로는 거기 포장도 된대", ("서루의 동생", ["담솔"])),
    ],
    # 'X는 그거 어디서 들었대?': the reply names who told X — one of X's people, or a verb of
    # saying heard at second hand ('그랬대') — so it reaches the speaker through X; a bare
    # relative in the reply is X's (the question's topic is the dropped possessor)
    "reply_to_where_did_x_hear_it": [
        ("결채", "소복이가 그러는데 다음 달부터 수강료 오른대", ("소복", ["결채"])),
        ("서루", "헐 걔는 그거 어디서 들었대?", None),
        ("결채", "걔네 동호회 총무가 그랬다더라", ("소복의 동호회 총무", ["결채", "소복"])),
    ],
    "reply_to_who_told_x_bare_relative": [
        ("결채", "소복이가 그러는데 다음 달부터 수강료 오른대", ("소복", ["결채"])),
        ("서루", "걔는 누구한테 들었대?", None),
        ("결채", "사촌 형이 그랬대", ("소복의 사촌 형", ["결채", "소복"])),
    ],
    # (the speaker's own source, '우리 형도 그러던데', passes on nothing of X's)
    "reply_to_who_told_x_own_source": [
        ("결채", "소복이가 그러는데 다음 달부터 수강료 오른대", ("소복", ["결채"])),
        ("서루", "소복이는 그걸 어떻게 알았대?", None),
        ("결채", "몰라 ㅋㅋ 근데 우리 사촌 형도 그러던데", ("결채의 사촌 형", ["결채"])),
    ],
    # 잘하다 in the present said of the listener ('너 X 완전 잘해'): a verdict of their skill,
    # the speaker's; with a time ('너 내일 잘해') it wishes a deed
    "listener_good_at": [
        ("결채", "나 발표 망할 것 같아", ("결채", [])),
        ("서루", "아니야 너 설명 완전 잘해ㅋㅋ", ("서루", [])),
        ("서루", "너 노래 엄청 잘해. 휘담도 너 천재라고 그러던데", ("서루", [])),
        ("결채", "넌 운전 잘하잖아", ("결채", [])),
        ("서루", "너 내일 잘해", "none"),
    ],
    # the past -었더니 after the speaker's own doing ('그랬더니', '물어봤더니') opens what
    # someone else did in response: the quotation after it is not the speaker's, and not 'X
    # said so' with X unknown — it is the one the speaker acted toward, or the one in view
    "deoni_response_after_own_doing": [
        ("결채", "원장님한테 수업 옮긴다고 말했거든", None),
        ("결채", "그랬더니 \"이번 달은 좀 곤란한데\" 이러시더라", ("원장님", ["결채"])),
        ("담솔", "사장님한테 환불 얘기했더니 절대 안 된다고 하더라", ("사장님", ["담솔"])),
        ("서루", "내가 물어봤더니 휘담이 \"몰라\" 이러더라", ("휘담", ["서루"])),
    ],
    "deoni_response_quote_story_frame": [
        ("결채", "나 어제 관장님한테 연락 받았는데 회비 올린대", ("관장님", ["결채"])),
        ("서루", "헐 약관에 그런 거 없잖아", None),
        ("결채", "나도 그렇게 답장했지ㅋㅋ 그랬더니 \"운영이 힘들어서요\" 이러는 거 있지",
         ("관장님", ["결채"])),
    ],
    # a normative -어야 하다/되다 (-어야지) said of a topic or with an adverb of recommendation
    # is the speaker's view; the speaker's own obligation with a time is a plan
    "normative_ought_is_a_view": [
        ("결채", "그런 계정은 그냥 차단해야 됨", ("결채", [])),
        ("서루", "그런 광고는 걸러 내야 돼", ("서루", [])),
        ("담솔", "그 값이면 차라리 새 걸로 사야지", ("담솔", [])),
        ("결채", "나 내일 병원 가야 돼", "none"),
    ],
    # a degree word right before a predicate closed by the retrospective -더라/-던데: a verdict
    # of what the speaker saw ('진짜 미쳤더라' is chat praise); with a time it tells a doing
    "graded_retrospective_verdict": [
        ("서루", "그 집 만두 진짜 미쳤더라", ("서루", [])),
        ("결채", "그 선수 완전 미쳤더라 ㄹㅇ", ("결채", [])),
        ("담솔", "걔 어제 진짜 늦게 왔더라", "none"),
    ],
    # 'isn't it N?' with N a noun of verdict (에바, 오바, 사기) asserts N: no question
    "rhetorical_negative_on_verdict_noun": [
        ("결채", "벌금이 월급 절반이래", None),
        ("서루", "완전 에바 아니냐", ("서루", [])),
        ("담솔", "이거 완전 사기 아니냐?", ("담솔", [])),
        ("결채", "그 사람 누구 아니냐?", "none"),
    ],
    # 까다 (chat: to run down) after a quotative ending is a verb of saying
    "kkada_after_quotative": [
        ("결채", "그 영화 어땠대?", None),
        ("서루", "휘담은 그 영화 지루하다고 엄청 까더라", ("휘담", ["서루"])),
        ("담솔", "귤 까서 먹었어", "none"),
    ],
    # a relative's household (X네: X's family) is no name and no one who passes words on
    "kin_household_is_no_relayer": [
        ("서루", "옆집 공사 때문에 미치겠어", None),
        ("결채", "우리 이모네도 그랬는데 이모 말로는 구청에 민원 넣으면 바로 와준대",
         ("결채의 이모", ["결채"])),
        ("담솔", "우리 삼촌네도 그랬는데 삼촌이 그러는데 그냥 참는 게 낫대",
         ("담솔의 삼촌", ["담솔"])),
    ],
    # believing someone's words only in part ('X 얘기는 절반만 믿어') is the speaker's doubt; the
    # person before 말 owns the words and believes nothing
    "partial_belief_of_words": [
        ("결채", "휘담이 그러는데 내일 비 온대", ("휘담", ["결채"])),
        ("서루", "휘담 걔 얘기는 반만 믿어ㅋㅋ", ("서루", [])),
        ("담솔", "그 사람 얘기는 절반만 믿어야 돼", ("담솔", [])),
        ("결채", "휘담은 그 소문 반만 믿는대", ("휘담", ["결채"])),
    ],
    # a graded verdict after a background clause that dates the visit ('어제 가봤는데 …'): the
    # time word dates the visit, so the turn gives the record and the verdict both
    "graded_verdict_after_dated_background": [
        ("결채", "그 만둣집 어때?", None),
        ("서루", "어제 거기 가봤는데 만두 완전 미쳤더라", ("서루", [])),
        ("담솔", "지난주에 먹어봤더니 진짜 맛있더라", ("담솔", [])),
    ],
    # an adjective X하다 Kiwi does not know, split as X/VA + 하/VV (chat '쎄하다', 'ominous'),
    # is one adjective: a verdict like any evaluative adjective
    "unknown_hada_adjective": [
        ("결채", "그 중고 판매자 좀 쎄하다", ("결채", [])),
        ("서루", "그 사람 뭔가 쎄해", ("서루", [])),
        ("담솔", "택배를 꼭 밤에만 받겠다는 거 좀 쎄하다", ("담솔", [])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks22-{name}", datetime(2025, 12, 1))


def test_particle_opening_a_word_is_read_again() -> None:
    """'선배 가득이 말로는': Kiwi may take the first syllable of a word for the particle of the
    noun before it (선배 + 가/JKS + 득 + 이); a particle never opens a word, so the word is read on
    its own and the name after the role noun is the source. A contracted particle ('공부하는 건')
    is left as read."""
    from dialogue_check import extract_lines

    from cogmem_rdf.extract.ko_parse import tokenize

    rows = [("결채", "선배 가득이 말로는 다음 주에 세일한대")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [(c.owner, c.relayed_by) for c in xs[0].claims] == [("가득", ["결채"])]
    forms = [t.form for t in tokenize("혼자 공부하는 건 안 맞아")]
    assert forms.count("거") == 1


def test_graded_verdict_after_dated_background_keeps_the_record() -> None:
    """'어제 거기 가봤는데 만두 완전 미쳤더라': the dated visit is a record and the graded verdict
    after the background connective a view — the turn gives both; a dated doing graded with no
    background clause ('걔 어제 진짜 늦게 왔더라') stays a record only."""
    from dialogue_check import extract_lines

    rows = [("결채", "그 만둣집 어때?"), ("서루", "어제 거기 가봤는데 만두 완전 미쳤더라"),
            ("담솔", "걔 어제 진짜 늦게 왔더라")]
    xs = extract_lines(rows, datetime(2025, 12, 1))
    assert [(c.owner, c.relayed_by) for c in xs[1].claims] == [("서루", [])]
    assert xs[1].events or xs[1].facts
    assert not xs[2].claims and (xs[2].events or xs[2].facts)
