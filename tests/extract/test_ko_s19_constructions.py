"""Korean attribution constructions, nineteenth pass: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # taking a stand on what one says, after a quotative: opposing (반대/결사반대하다),
    # holding out (버티다), insisting (고집 부리다), harping on (노래를 부르다), protesting
    # (항의하다) — the subject's words, passed on by the speaker
    "stand_taking_verbs": [
        ("채빈", "우리 아빠가 그 오토바이는 너무 위험하다고 결사반대하심ㅋㅋ",
         ("채빈의 아빠", ["채빈"])),
        ("채빈", "여루 씨는 평일엔 절대 못 모인다고 버텨요", ("여루 씨", ["채빈"])),
        ("채빈", "솔미가 그 식당 아니면 안 간다고 고집 부려", ("솔미", ["채빈"])),
        ("채빈", "솔미는 회비가 너무 비싸다고 항의했대", ("솔미", ["채빈"])),
        ("채빈", "솔미가 지각하면 무조건 벌금이라고 맨날 노래를 불러", ("솔미", ["채빈"])),
        # (a reason, then an act: no words of anyone's)
        ("채빈", "비싸다고 그냥 시장에 갔어", None),
    ],
    # where or by what the words were put out, between the quotative and its verb ('…다고
    # 단톡에 못박았어', '…라고 회의에서 반대했어')
    "place_between_quotative_and_verb": [
        ("채빈", "총무 여루 씨가 늦으면 절대 안 기다린다고 단톡에 못박았어요",
         ("여루 씨", ["채빈"])),
        ("채빈", "솔미는 그 안이 너무 급하다고 회의에서 반대했어", ("솔미", ["채빈"])),
    ],
    # a one-word answer to a question asking who is a person (a given name is often also a
    # common noun): the 걔 after it is them, not someone talked about before
    "answer_to_who": [
        ("채빈", "엄마가 그러는데 내일 오후에 검사 받으신대", ("채빈의 엄마", ["채빈"])),
        ("여루", "근데 휴가는 당번한테 말해야 되는데 이번 주 당번 누구야", None),
        ("채빈", "솔미. 걔 휴가는 한 달 전에 내는 게 원칙이라고 맨날 노래를 부르잖아",
         ("솔미", ["채빈"])),
    ],
    "answer_to_who_not_a_word": [
        ("채빈", "엄마가 그러는데 내일 오후에 검사 받으신대", ("채빈의 엄마", ["채빈"])),
        ("여루", "이번 주 당번 누구야?", None),
        # ('몰라.' is no one; the 걔 that follows is still the one talked about)
        ("채빈", "몰라. 엄마가 그러는데 당번표 아직 안 나왔대", ("채빈의 엄마", ["채빈"])),
    ],
    # a sentence that only names who said it, with when, where or how between the holder and
    # the pro-form verb ('X가 어제 그러더라', 'X가 지난 모임 때 직접 그랬어요'): the hearsay or
    # the plain statement just before is the holder's
    "source_named_after_with_adjuncts": [
        ("채빈", "역 앞 문구점 이번 달까지만 한대. 솔미가 어제 그러더라", ("솔미", ["채빈"])),
        ("채빈", "역 앞 문구점 이번 달까지만 한대요. 사장님이 지난 모임 때 직접 그러셨어요",
         ("사장님", ["채빈"])),
        ("채빈", "역 앞 문구점 이번 달까지만 해. 솔미가 아까 단톡에서 그러더라",
         ("솔미", ["채빈"])),
    ],
    # the noun of such a sentence is a person even when Kiwi knows it as a common word (a
    # given name often is one): '…한대. 가을이가 그러더라', '…한다더라, 노을이가.'
    "common_word_sayer_after_hearsay": [
        ("채빈", "역 앞 문구점 이번 달까지만 한대. 가을이가 어제 그러더라", ("가을", ["채빈"])),
        ("채빈", "역 앞 문구점 이번 달까지만 한다더라, 하늘이가.", ("하늘", ["채빈"])),
        # (a place said so is no one; a judgement of the speaker's own stays hers)
        ("채빈", "요즘 날씨가 진짜 춥다. 바람이 그렇더라", ("채빈", [])),
    ],
    # a sentence naming who posted or floated the words ('X가 단톡에 그렇게 올렸던데', 'X가 어제
    # 공지 띄우셨어'): the hearsay just before is theirs
    "posted_after_hearsay": [
        ("채빈", "문구점 사장 바뀐다던데? 솔미가 단톡에 그렇게 올렸던데", ("솔미", ["채빈"])),
        ("채빈", "검정 티에 청바지래. 총무님이 어제 밤에 공지 띄우셨어", ("총무님", ["채빈"])),
        # (posted, then what was posted: the opener's report, the post kept as a record too)
        ("채빈", "솔미가 단톡에 올렸는데 내일 모임 취소래", ("솔미", ["채빈"])),
    ],
    # a name ending in 이 after an open syllable keeps it (클로이 + 가, not 클로 + 이가)
    "name_ending_in_i": [
        ("채빈", "옆집 마로이가 그러는데 그 할머니 원래 좋은 분이래", ("마로이", ["채빈"])),
        ("채빈", "걔 말로는 할머니가 김장철마다 김치도 나눠 주신대", ("마로이", ["채빈"])),
        # (after a closed syllable 이 is still the familiar suffix)
        ("채빈", "솔민이가 그 영화 별로래", ("솔민", ["채빈"])),
    ],
    # a contrast or an addition on the quotative before its verb ('…다고는 하시는데')
    "quotative_with_a_particle": [
        ("채빈", "플래너님은 요즘 많이 좋아졌다고는 하시는데, 글쎄", ("플래너님", ["채빈"])),
        ("채빈", "솔미가 그 집 괜찮다고도 했어", ("솔미", ["채빈"])),
    ],
    # the clipped chat words for the one to be married (예랑, 예신) are kin, the speaker's when
    # bare, with or without the familiar 이
    "fiance_kin_words": [
        ("채빈", "예랑이가 거기 아니면 안 된다고 고집 부려", ("채빈의 예랑", ["채빈"])),
        ("채빈", "우리 예신은 그 드레스 별로래", ("채빈의 예신", ["채빈"])),
    ],
    # a one-syllable given name or a surname before 씨 is a person ('린 씨', '첸 씨'); a common
    # one-syllable noun before 씨 (a seed) is not
    "one_syllable_name_ssi": [
        (
            "채빈",
            "야간 했던 쵠 씨가 그러는데 새벽에 혼자 가시다가 넘어지셨대요",
            ("쵠 씨", ["채빈"]),
        ),
        ("채빈", "감 씨가 목에 걸렸어", "record"),
    ],
    # a person introduced by name with the quotative ('판매자가 X 씨라고 60대 분이거든') is the
    # one a later 그분 points to, not the role that named them
    "introduced_by_name_with_rago": [
        ("채빈", "집주인이 도석문 씨라고 60대 분이거든. 그분이 원래 주말에만 오셨대",
         ("도석문 씨", ["채빈"])),
    ],
    # a role noun with the subject particle owns no role after it ('따님이 간병인 없을 때' — the
    # daughter is the subject, no '따님의 간병인'); 난 before a bound noun ('사고 난 거니까') is
    # 나다 'happened', no 'I'
    "role_subject_owns_nothing": [
        ("채빈", "근데 그 따님이 간병인 없을 때 사고 난 거니까 병원 책임이라고 하신다던데요",
         ("따님", ["채빈"])),
        ("채빈", "난 거기 별로야", ("채빈", [])),
    ],
    # a verb contracted with -어서 ('줘서', '와서') is no name owning the role after it
    "contracted_verb_is_no_owner": [
        ("채빈", "용돈 안 줘서 동생이 그러는데 엄마 요즘 바쁘시대", ("채빈의 동생", ["채빈"])),
        ("채빈", "할머니가 와서 엄마가 그러는데 내일 비 온대", ("채빈의 엄마", ["채빈"])),
    ],
    # a quotation with the hearsay ending glued on and a laugh after it ('"…"래ㅋㅋ')
    "glued_quotative_then_a_laugh": [
        ("채빈", '근데 내 룸메 솔미도 "거기 두 번 다신 안 가"래ㅋㅋ', ("솔미", ["채빈"])),
        ("채빈", '솔미가 "거기 완전 별로야"래ㅎㅎ', ("솔미", ["채빈"])),
    ],
    # 본인 ('the person themself') is the one the talk is about, never the speaker
    "bonin_is_the_person_talked_about": [
        ("여루", "그 중고차 판매자 말이야, 믿을 만해?", None),
        ("채빈", "본인 말로는 사고 난 적 한 번도 없다는데", ("중고차 판매자", ["채빈"])),
        ("채빈", "여루 씨 다음 달에 부산으로 이사 가요. 본인이 지난번에 직접 그랬어요",
         ("여루 씨", ["채빈"])),
        # (with a subject before it in the sentence, 본인 is that subject)
        ("채빈", "솔미는 본인이 제일 잘 친다고 하더라", ("솔미", ["채빈"])),
    ],
    # a number and its counter ('한달은', '두명이', '2주는') is never a name
    "quantity_is_no_name": [
        ("여루", "솔미 다리 괜찮대?", None),
        ("채빈", "걔 형이 그러는데 한달은 쉬어야 된대. 본인은 2주면 된다고 우기는중",
         ("솔미의 형", ["채빈"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks19-{name}", datetime(2025, 12, 1))
