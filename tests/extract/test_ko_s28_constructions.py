"""Korean attribution constructions, twenty-eighth pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a noun predicate with the copula and -지 after a demonstrative topic or a condition
    # ('그건 반칙이지', '그 정도면 호구지', '그 가격이면 오바지'): the speaker's verdict; a time or
    # a bound noun there is none ('그건 토요일이지', '그건 내 거지')
    "copula_ji_verdict": [
        ("결빈", "그 중고 거래 어땠어?", None),
        ("담찬", "에이 그건 반칙이지", ("담찬", [])),
        ("결빈", "그 중고 거래 어땠어?", None),
        ("담찬", "그 정도면 호구지 ㅋㅋ", ("담찬", [])),
        ("결빈", "그 중고 거래 어땠어?", None),
        ("담찬", "에이 그 가격이면 오바지", ("담찬", [])),
        ("결빈", "그 중고 거래 어땠어?", None),
        ("담찬", "저건 완전 반칙이죠", ("담찬", [])),
        ("결빈", "모임 언제야?", None),
        ("담찬", "그건 토요일이지", "none"),
        ("결빈", "이 우산 누구 거야?", None),
        ("담찬", "그건 내 거지", "none"),
    ],
    # a plain-speech ending, a laugh set apart by a space, then a clause of its own ('그건
    # 반칙이지 ㅋㅋ 나도 …', '완전 노잼이야 ㅋㅋ 치온이도 …'): two sentences — the verdict
    # before the laugh stays the speaker's
    "laugh_spaced_closes_sentence": [
        ("결빈", "그 중고 거래 어땠어?", None),
        ("담찬", "그건 반칙이지 ㅋㅋ 나도 지난번에 똑같이 당했잖아", ("담찬", [])),
        ("결빈", "그 영화 어때?", None),
        ("담찬", "완전 노잼이야 ㅋㅋ 치온이도 중간에 나갔어", ("담찬", [])),
        ("결빈", "그 영화 어때?", None),
        ("담찬", "재밌어 ㅋㅋ 치온이는 별로래", ("치온", ["담찬"])),
    ],
    # a quotative, then a message sent, a call, or an errand of saying instead of a verb of
    # saying ('…비싸다고 문자 보냈어', '…늦는다고 연락 왔어', '…고맙다고 인사하러 왔어', '…안
    # 된다고 따지러 왔어', '…고맙다고 인사하셨어'): the subject's words
    "quotative_message_or_errand": [
        ("결빈", "그 식당 어때?", None),
        ("담찬", "치온이가 그 식당 너무 비싸다고 문자 보냈어", ("치온", ["담찬"])),
        ("결빈", "그 카페 어때?", None),
        ("담찬", "치온이가 그 카페 진짜 맛있다고 카톡 왔더라", ("치온", ["담찬"])),
        ("결빈", "그 전시 어땠대?", None),
        ("담찬", "치온이가 전시회 진짜 좋았다고 메시지 남겼어", ("치온", ["담찬"])),
        ("결빈", "집은 어때?", None),
        ("담찬", "집주인이 다음 달부터 관리비 올린다고 전화 왔어", ("집주인", ["담찬"])),
        ("결빈", "발표 어땠어?", None),
        ("담찬", "행사 끝나고 치온이 어머님이 사회 진짜 잘 봤다고 인사하러 오셨어",
         ("치온의 어머님", ["담찬"])),
        ("결빈", "발표 어땠어?", None),
        ("담찬", "치온이 어머님이 사진 예쁘게 나왔다고 인사하셨어", ("치온의 어머님", ["담찬"])),
        ("결빈", "주차 괜찮아?", None),
        ("담찬", "옆집 아저씨가 거기 세우면 안 된다고 따지러 오셨어", ("옆집 아저씨", ["담찬"])),
    ],
    # a view told as what one felt or what struck one ('…불친절하다고 못 느꼈어', '전혀 그렇게
    # 안 느꼈어', '그런 느낌 하나도 없었어', '그런 생각 안 들던데'): the holder's stance, negated or
    # not — also when hearsay follows in the turn; a body's feeling ('시원한 느낌 받았어') or a
    # thought of a plan is none
    "perceived_view": [
        ("결빈", "거기 불친절하대", None),
        ("담찬", "솔직히 전 그런 느낌 하나도 못 받았는데요", ("담찬", [])),
        ("결빈", "거기 불친절하대", None),
        ("담찬", "난 그런 생각 전혀 안 들던데", ("담찬", [])),
        ("결빈", "거기 불친절하대", None),
        ("담찬", "저는 딱히 불친절하다고 못 느꼈어요", ("담찬", [])),
        ("결빈", "거기 불친절하대", None),
        ("담찬", "나는 전혀 그렇게 안 느꼈어", ("담찬", [])),
        ("결빈", "거기 불친절하대", None),
        ("담찬", "전 그런 느낌 하나도 없었어요. 치온 씨도 거기 친절하대요", ("담찬", [])),
        ("결빈", "거기 불친절하대", None),
        ("담찬", "전 그런 느낌 하나도 없었어요. 치온 씨도 거기 친절하대요",
         ("치온 씨", ["담찬"])),
        ("결빈", "거기 어때?", None),
        ("담찬", "치온이는 전혀 그렇게 안 느꼈대", ("치온", ["담찬"])),
        ("결빈", "어제 뭐 했어?", None),
        ("담찬", "어제 마사지 받았는데 시원한 느낌 받았어", "none"),
    ],
    # a verbless '…건 인정', 'N은 인정' (conceding the point to the thing): the speaker's
    # verdict; '실력 인정 받았어' (was recognised) is a record
    "conceded_point": [
        ("결빈", "거기 어때?", None),
        ("담찬", "주차 편한 건 인정", ("담찬", [])),
        ("결빈", "거기 어때?", None),
        ("담찬", "국물은 인정. 근데 면은 좀", ("담찬", [])),
        ("결빈", "거기 어때?", None),
        ("담찬", "사장님 친절한 것도 인정", ("담찬", [])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "회사에서 실력 인정 받았어", "none"),
    ],
    # the third-person feeling verb (adjective + -어하다: 좋아하다, 싫어하다, 아쉬워하다) with a
    # person other than the speaker as its subject ('X도 거기 안 좋아하더라', '걔 동생은 그 집
    # 싫어하던데'): that person's view, passed on by the speaker — not the speaker's own
    "third_person_feeling_verb": [
        ("결빈", "치온이 요즘 뭐 해?", None),
        ("담찬", "치온이도 거기 안 좋아하더라", ("치온", ["담찬"])),
        ("결빈", "치온이 요즘 뭐 해?", None),
        ("담찬", "걔는 거기 싫어하던데", ("치온", ["담찬"])),
        ("결빈", "치온이 요즘 뭐 해?", None),
        ("담찬", "걔 동생은 그 집 싫어하던데", ("치온의 동생", ["담찬"])),
        ("결빈", "거기 어때?", None),
        ("담찬", "우리 엄마 친구 아들도 거기 안 좋아하더라", ("담찬의 엄마 친구 아들", ["담찬"])),
        ("결빈", "거기 어때?", None),
        ("담찬", "우리 엄마는 거기 엄청 좋아하시던데", ("담찬의 엄마", ["담찬"])),
        ("결빈", "거기 어때?", None),
        ("담찬", "나는 거기 좋아해", ("담찬", [])),
    ],
    # under an explicit source ('X 말로는', 'X가 그러는데'), a person who is the subject of a
    # reason clause closed before the main predicate ('Y가 요즘 야근 중이라 Z가 낫겠대',
    # 'Y가 요즘 바빠서 토요일이 낫겠대') is what the report tells of, not a second speaker: the
    # source holds it; a person judging a thing ('Y가 그 식당이 별로래') or a background teller
    # ('Y가 거기 다니는데 …래') still is one
    "reason_clause_subject_under_source": [
        ("결빈", "치온이 생일 어디서 할지 정했어?", None),
        ("담찬", "치온이 남친 여채 말로는 치온이 요즘 야근 중이라 저녁 말고 점심 모임이 낫겠대",
         ("여채", ["담찬"])),
        ("결빈", "치온이 생일 어디서 할지 정했어?", None),
        ("담찬", "여채가 그러는데 치온이 요즘 바빠서 토요일이 낫겠대", ("여채", ["담찬"])),
        ("결빈", "치온이 생일 어디서 할지 정했어?", None),
        ("담찬", "여채 말로는 치온이 요즘 시험 기간이라 주말이 낫겠대", ("여채", ["담찬"])),
        ("결빈", "치온이 생일 어디서 할지 정했어?", None),
        ("담찬", "여채 말로는 치온이 그 식당이 별로래", ("치온", ["담찬", "여채"])),
        ("결빈", "그 회사 어때?", None),
        ("담찬", "여채가 그러는데 자기 사촌 누나가 거기 다니는데 연수가 완전 빡세대",
         ("여채의 사촌 누나", ["담찬", "여채"])),
    ],
    # the colloquial '-다더만' (-다더니만) and the hedged '-다던가' ('said … or something') closing
    # the sentence: the subject's words, as '-다던데' is (Kiwi splits both into pieces that close
    # other things); a question '…다던가?' asks
    "colloquial_dadeoman_dadeonga": [
        ("결빈", "그 식당 어때?", None),
        ("담찬", "치온이는 거기 별로라더만", ("치온", ["담찬"])),
        ("결빈", "그 식당 어때?", None),
        ("담찬", "우리 엄마가 거기 좀 비싸다더만", ("담찬의 엄마", ["담찬"])),
        ("결빈", "그 식당 어때?", None),
        ("담찬", "치온이는 거기 별로라던가", ("치온", ["담찬"])),
        ("결빈", "그 식당 어때?", None),
        ("담찬", "우리 엄마가 거기 문 닫는다던가", ("담찬의 엄마", ["담찬"])),
        ("결빈", "그 식당 어때?", None),
        ("담찬", "비싸다던가?", "none"),
    ],
    # the speaker's own verdict closed by a contrast (-는데/-지만), then another person's report
    # ('난 맛있었는데 X는 별로래', '맛은 괜찮았는데 X 말로는 위생이 별로래'): both views, each its
    # own holder's (the own one was lost)
    "own_view_then_report": [
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "난 맛있었는데 치온이는 별로래", ("담찬", [])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "난 맛있었는데 치온이는 별로래", ("치온", ["담찬"])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "맛은 괜찮았는데 치온이 말로는 위생이 별로래", ("담찬", [])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "맛은 괜찮았는데 치온이 말로는 위생이 별로래", ("치온", ["담찬"])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "저는 좋았지만 우리 엄마는 너무 짜다고 하시더라고요", ("담찬", [])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "저는 좋았지만 우리 엄마는 너무 짜다고 하시더라고요", ("담찬의 엄마", ["담찬"])),
    ],
    # what someone said given as the reason for going, then the speaker's chat verdict 'meh'
    # ('X가 거기 맛있대서 갔는데 그냥 그랬어', '…좋다길래 가 봤는데 그냥 그렇더라'): both views
    "reported_reason_then_meh": [
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "치온이가 거기 맛있대서 갔는데 그냥 그랬어", ("담찬", [])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "치온이가 거기 맛있대서 갔는데 그냥 그랬어", ("치온", ["담찬"])),
        ("결빈", "그 식당 어땠어?", None),
        ("담찬", "치온이가 거기 좋다길래 가 봤는데 그냥 그렇더라", ("담찬", [])),
    ],
    # a person marked as subject right before a predicate only a thing can have (taste, price,
    # size: 'X가 맛있대', 'X가 비싸다길래') is who said it of the thing talked about — not who is
    # judged
    "person_before_thing_predicate": [
        ("결빈", "그 식당 어때?", None),
        ("담찬", "치온이가 맛있대", ("치온", ["담찬"])),
        ("결빈", "그 식당 어때?", None),
        ("담찬", "치온이가 좀 비싸대", ("치온", ["담찬"])),
        ("결빈", "그 방 어때?", None),
        ("담찬", "치온이가 넓대", ("치온", ["담찬"])),
    ],
    # a relative's household possessive '우리 언니네 N', '형네 N' before unsourced hearsay: the
    # relative whose pet, child or shop it is passed the news on (not the speaker, not the noun
    # — an animal, a child or a shop is no owner of words); '삼촌네 갔는데' (a place one went
    # to) names no possessor
    "household_possessor_hearsay": [
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 누나네 고양이도 작년에 털이 많이 빠졌는데 영양제 먹이고 나아졌대",
         ("담찬의 누나", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 형네 애도 그랬는데 두 달 지나니까 괜찮아졌대", ("담찬의 형", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 이모네 앵무새도 작년에 그랬는데 약 먹고 나았대", ("담찬의 이모", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 언니네 강아지가 요즘 아프대", ("담찬의 언니", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 형네 가게 다음 달에 문 닫는대", ("담찬의 형", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "어제 삼촌네 갔는데 사촌 동생이 이번에 취업했대", ("담찬의 사촌 동생", ["담찬"])),
        ("결빈", "요즘 어때?", None),
        ("담찬", "우리 언니네 팀장님이 그러는데 거기 별로래", ("담찬의 언니네 팀장님", ["담찬"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"s28-{name}", datetime(2026, 5, 13))
