"""Korean attribution constructions, twenty-fifth pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

Q = ("결솔", "겸루는 요즘 어때?", None)

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # '-다는데' (-다고 하는데 contracted) closing the sentence, with a rising tone or none: the
    # subject's words told, not a question — unless a question word asks ('왜 그만둔다는데?')
    "daneunde_final": [
        Q,
        ("솔겸", "겸루가 그 강사 진짜 불친절하다는데?", ("겸루", ["솔겸"])),
        ("결솔", "겸루는 새 매니저 일 진짜 잘한다는데.", ("겸루", ["결솔"])),
        ("솔겸", "우리 엄마가 그 학원 숙제가 너무 많다는데?", ("솔겸의 엄마", ["솔겸"])),
        ("결솔", "루온 선배는 그 강사 별로라는데?", ("루온 선배", ["결솔"])),
        ("솔겸", "겸루가 그 강사 그만둔대.", ("겸루", ["솔겸"])),
        ("결솔", "왜 그만둔다는데?", "none"),
        ("솔겸", "뭐라는데?", "none"),
    ],
    # a fronted quotation, then a role title and the verb of saying: the title is the one who
    # said it, bare — the quotative before it is no given name ('…많다고 팀장님이 그러던데')
    "quote_then_title_sayer": [
        Q,
        ("솔겸", "그 학원 숙제가 너무 많다고 팀장님이 그러던데", ("팀장님", ["솔겸"])),
        ("결솔", "그 빵집 케이크 너무 달다고 부장님이 그러시더라", ("부장님", ["결솔"])),
        ("솔겸", "그 학원 숙제가 너무 많다고 팀장님이 하더라", ("팀장님", ["솔겸"])),
        ("결솔", "그 빵집 케이크 너무 달다고 과장님이 불평하더라", ("과장님", ["결솔"])),
        ("솔겸", "거기 국물은 좀 짜다고 팀장님이 하셨어요", ("팀장님", ["솔겸"])),
    ],
    # the sayer after a fronted quotation as a topic, with 하다 (Kiwi: 하/VX), or after a
    # quotative Kiwi reads as a final ending ('…많다고/EF 우리 엄마가 난리더라')
    "quote_then_topic_or_ef_sayer": [
        Q,
        ("솔겸", "그 학원 숙제가 너무 많다고 겸루는 하더라", ("겸루", ["솔겸"])),
        ("결솔", "그 동네 밤에 너무 시끄럽다고 겸루는 하던데", ("겸루", ["결솔"])),
        ("솔겸", "새 매니저 일 진짜 잘한다고 우리 누나는 하더라구", ("솔겸의 누나", ["솔겸"])),
        ("결솔", "그 학원 숙제가 너무 많다고 우리 엄마가 난리더라", ("결솔의 엄마", ["결솔"])),
        ("솔겸", "그 학원 숙제가 너무 많다고 우리 누나는 우기더라", ("솔겸의 누나", ["솔겸"])),
        ("결솔", "그 학원 숙제가 너무 많다고 걔가 자랑하더라", ("겸루", ["결솔"])),
    ],
    # '-다드라', the chat spelling of -다더라 (Kiwi: 다/EF + 드라/EF); a plain '-다' then more
    # words is the speaker's own
    "dadeura_chat": [
        Q,
        ("솔겸", "걔가 그 집 별로라드라", ("겸루", ["솔겸"])),
        ("솔겸", "겸루가 그 영화 완전 지루하다드라", ("겸루", ["솔겸"])),
        ("결솔", "루온 쌤이 그 앱 은근 편하다드라구", ("루온 쌤", ["결솔"])),
        ("결솔", "그 집 비싸다 ㅋㅋ 근데 국물은 진짜 맛있어", ("결솔", [])),
    ],
    # a person new to the talk marked as subject, with only adverbs before an evaluative
    # predicate, is who is judged: the one already talked about passed the verdict on — not a
    # predicate of liking or of one's own state, whose subject feels it, nor the person talked
    # about or the speaker's own relative
    "judged_subject_is_no_source": [
        ("결솔", "겸루는 새 학원 어떻대?", None),
        ("솔겸", "새 코치가 너무 엄격하대.", ("겸루", ["솔겸"])),
        ("결솔", "겸루는 새 회사 어떻대?", None),
        ("솔겸", "팀장이 완전 꼰대래.", ("겸루", ["솔겸"])),
        ("결솔", "겸루는 새 회사 어떻대?", None),
        ("솔겸", "걔네 팀장이 진짜 깐깐하대.", ("겸루", ["솔겸"])),
        ("결솔", "겸루는 요즘 어때?", None),
        ("솔겸", "겸루가 요즘 너무 바쁘대.", ("겸루", ["솔겸"])),
        # (after a background clause of the one talked about, its subject dropped)
        ("결솔", "겸루는 요즘 뭐 해?", None),
        ("솔겸", "요즘 알바하는데 사장님이 엄청 깐깐하대.", ("겸루", ["솔겸"])),
        ("결솔", "그 과자 어땠어?", None),
        ("솔겸", "그 과자는 삼촌이 별로래.", ("솔겸의 삼촌", ["솔겸"])),
        ("결솔", "겸루는 새 회사 어떻대?", None),
        ("솔겸", "과장님이 일을 너무 많이 시킨대.", ("과장님", ["솔겸"])),
    ],
    # someone met or seen, said bare or as the object before the verb (a given name with only
    # its hypocoristic 이 too), then 걔/그 친구/걔네 and a relative: the relative is the one
    # met's, in the same sentence or the next (was the speaker's own, or the one met)
    "met_then_pronoun_relative": [
        ("결솔", "어제 뭐 했어?", None),
        ("솔겸", "어제 루온 만났거든. 걔 언니가 그 도예 캠프 괜찮대.", ("루온의 언니", ["솔겸"])),
        ("결솔", "어제 도겸솔 만났는데 그 친구 남친이 그 보온병 너무 비싸대.",
         ("도겸솔의 남친", ["결솔"])),
        ("솔겸", "어제 결하랑을 봤는데 걔네 엄마가 그 국숫집 별로래.", ("결하랑의 엄마", ["솔겸"])),
        ("결솔", "어제 윤새결 마주쳤는데 걔 동생이 그 학원 숙제가 너무 많다던데.",
         ("윤새결의 동생", ["결솔"])),
        ("솔겸", "어제 루온이 만났는데 걔 동생이 그 빵집 맛있다고 하더라.",
         ("루온의 동생", ["솔겸"])),
        # (the household before a noun owns it: '…네 집에 갔는데' names no subject)
        ("결솔", "루온이네 집에 놀러 갔는데 걔네 엄마가 그 국숫집 별로래.",
         ("루온의 엄마", ["결솔"])),
        # (a thing seen is no person: '…것도 봤다고')
        ("솔겸", "결하랑은 그 사람이 사기 치는 것도 봤다고 하더라", ("결하랑", ["솔겸"])),
    ],
    # chat's words of a verdict: 미치다 of a thing in the past or the nominal ending, crossing
    # the line, a graded 깨다, '그냥 그래', a noun of life's best, expectation met or not, never
    # again, the speaker's own recommending or being let down; near-miss: asking for a
    # recommendation
    "chat_verdicts": [
        ("결솔", "그 라멘집 가 봤어?", None),
        ("솔겸", "저번 주말에 먹어 봤는데 그 집 라멘 국물 미쳤었어", ("솔겸", [])),
        ("결솔", "거기 웨이팅은 선 넘었네", ("결솔", [])),
        ("솔겸", "사장님 말투 진짜 깬다.", ("솔겸", [])),
        ("결솔", "국물은 그냥 그럼", ("결솔", [])),
        ("솔겸", "거기 순대는 인생순대 등극", ("솔겸", [])),
        ("결솔", "솔직히 기대 이하", ("결솔", [])),
        ("솔겸", "거기 다신 안 감", ("솔겸", [])),
        ("결솔", "난 그 집 추천함", ("결솔", [])),
        ("솔겸", "좀 실망했어", ("솔겸", [])),
        ("솔겸", "다음 주 회식 장소 추천 좀 해 주세요", "none"),
    ],
    # '-ㄹ 뻔하다' (nearly happened) closing the clause tells an event, whatever the ending
    # (-잖아, -었었잖아, -음, -어); the adjective 뻔하다 ('predictable') stays a verdict
    "nearly_happened_is_a_record": [
        ("결솔", "겸루는 요즘 어때?", None),
        ("솔겸", "걔 지난달에 면접에서 떨어질 뻔했잖아", "record"),
        ("결솔", "겸루는 작년에 여권 두고 올 뻔했었잖아ㅠㅠ", "record"),
        ("솔겸", "우리 형은 지난주에 버스 놓칠 뻔했음ㅋㅋ", "record"),
        ("결솔", "루온 선배는 어제 계단에서 넘어질 뻔했어.", "record"),
        ("솔겸", "그 영화 결말 너무 뻔했어", ("솔겸", [])),
    ],
    # under an opener ('X가 그러는데', 'X한테 들었는데'), a person marked as subject and then a
    # thing pointed at ('그 빵집 케이크', '거기 국물') judged by a state predicate: the person
    # judged it and X passes it on; a person said with a partner ('그 가수랑 친구래') is told of
    "opener_then_sayer_of_pointed_thing": [
        ("결솔", "그 빵집 어때?", None),
        ("솔겸", "루온이가 그러는데 팀장님이 그 빵집 케이크 너무 달대",
         ("팀장님", ["솔겸", "루온"])),
        ("결솔", "루온이한테 들었는데 과장님이 거기 국물 좀 짜대", ("과장님", ["결솔", "루온"])),
        ("솔겸", "겸루가 카톡으로 그러는데 결하랑 쌤이 그 빵집 진짜 별로래",
         ("결하랑 쌤", ["솔겸", "겸루"])),
        ("결솔", "루온이 말로는 팀장님 그 가수랑 고향 친구래", ("루온", ["결솔"])),
    ],
    # '-다는데' on the verb of hearing ('X는 Y한테 들었다는데 …대'): Y's words, X heard them
    # and passes them on
    "heard_said_of_the_hearer": [
        ("결솔", "그 학원 어때?", None),
        ("솔겸", "루온이는 팀장님한테 들었다는데 그 학원 숙제가 너무 많대",
         ("팀장님", ["솔겸", "루온"])),
        ("결솔", "겸루는 결하랑 쌤한테 들었다는데 새 매니저 일 진짜 잘한대",
         ("결하랑 쌤", ["결솔", "겸루"])),
    ],
    # a surname and a two-syllable given name with a particle fitting its last syllable is a
    # full name however Kiwi splits it ('육서린이' as 육/NR 서리/VV ᆫ/ETM 이); not a verb form
    # whose ending looks like the particle ('연주하는 X 씨는')
    "full_name_however_split": [
        ("결솔", "그 학원 어때?", None),
        ("솔겸", "루온이 말로는 육새결이 그 학원 숙제가 너무 많다고 했대",
         ("육새결", ["솔겸", "루온"])),
        ("결솔", "연주하는 결하랑 씨는 내가 템포를 늦춘다고 했었어", ("결하랑 씨", ["결솔"])),
        # (under an opener a full name as the subject of a judged thing is the inner sayer; a
        # place with a surname's first syllable is no name: '백두산은')
        ("솔겸", "루온이가 그러는데 육새결이 그 빵집 케이크 너무 달대",
         ("육새결", ["솔겸", "루온"])),
        ("결솔", "루온이가 그러는데 겨울 백두산은 바람이 엄청 세대", ("루온", ["결솔"])),
        # (and bare before 말로는 / 그러는데, alone or under an opener)
        ("솔겸", "육새결 말로는 그 빵집 케이크 너무 달대", ("육새결", ["솔겸"])),
        ("결솔", "루온이가 그러는데, 육새결 말로는 거기 국물 좀 짜대",
         ("육새결", ["결솔", "루온"])),
    ],
    # a participant called by name with the vocative 아/야 opening the turn is whom 너/너네/니
    # means, whoever spoke last (a three-party talk)
    "called_listener_owns_your": [
        ("결솔", "나 다음 주에 이사 가.", None),
        ("루온", "헐 어디로?", None),
        ("솔겸", "결솔아 너네 언니가 그러는데 그 동네 완전 별로래.", ("결솔의 언니", ["솔겸"])),
        ("솔겸", "루온아, 니 동생이 그 동네 별로라던데?", ("루온의 동생", ["솔겸"])),
        ("솔겸", "너네 언니가 그러는데 그 동네 완전 별로래.", ("루온의 언니", ["솔겸"])),
    ],
    # a text about something read ('후기 보니까', '댓글 봤는데'): a person owning it said before
    # it holds what it says; with none, the text itself does
    "persons_review_read": [
        ("결솔", "그 빵집 어때?", None),
        ("솔겸", "루온이 후기 보니까 그 빵집 케이크 너무 달대.", ("루온", ["솔겸"])),
        ("결솔", "우리 언니 후기 보니까 케이크 너무 달대.", ("결솔의 언니", ["결솔"])),
        ("솔겸", "겸루 선배 댓글 보니까 케이크 너무 달대.", ("겸루 선배", ["솔겸"])),
        ("결솔", "그 빵집 후기 보니까 케이크 너무 달대.", ("후기", ["결솔"])),
    ],
    # a bare quotative ending closing a clause that a third person opens as subject or topic,
    # judging something else ('X가 거기 케이크 너무 달다고ㅋㅋ'): what X said, the verb of
    # saying left out; what the person does ('…데려가신다고. Y가 그러더라고요') waits for its
    # source
    "elliptical_dago_after_sayer": [
        ("결솔", "그 빵집 어때?", None),
        ("솔겸", "루온이가 거기 케이크 너무 달다고ㅋㅋ", ("루온", ["솔겸"])),
        ("결솔", "우리 언니는 그 빵집 빵이 너무 비싸다고.", ("결솔의 언니", ["결솔"])),
        ("솔겸", "코치님이 이번엔 세 명만 데려가신다고. 겸루가 어제 그러더라고요",
         ("코치님", ["솔겸", "겸루"])),
    ],
    # a chat source word ('X 왈', 'X 피셜', 'X 말:') before a quotation that closes the
    # sentence: the quotation is X's words
    "chat_source_before_quotation": [
        ("결솔", "그 빵집 어때?", None),
        ("솔겸", '루온이 왈 "거기 케이크 너무 달아"', ("루온", ["솔겸"])),
        ("결솔", '우리 팀장님 피셜 "거기 케이크 너무 달아요"ㅋㅋ', ("결솔의 팀장님", ["결솔"])),
        ("솔겸", '겸루 말: "거기 케이크 너무 달아"', ("겸루", ["솔겸"])),
    ],
    # a quotation, then a verb of writing or sending ('"…" 올렸더라', '"…" 남겼어'): the
    # subject's words
    "quotation_written_or_sent": [
        ("결솔", "그 빵집 어때?", None),
        ("솔겸", '우리 언니가 단톡에 "그 빵집 최악" 올렸더라', ("솔겸의 언니", ["솔겸"])),
        ("결솔", '루온이가 후기에 "케이크 너무 달아요" 남겼어', ("루온", ["결솔"])),
        ("솔겸", '반장님이 "내일 모임은 취소예요" 단톡에 남기셨어요', ("반장님", ["솔겸"])),
    ],
    # 'X가 자기 엄마가 …라고 했대': the subject's own relative, marked as a subject of its own
    # inside X's report, said it; X passes it on (as a topic X already did: 'X는 Y가 …')
    "subject_then_own_relative_said": [
        ("결솔", "그 빵집 어때?", None),
        ("솔겸", "루온이가 자기 엄마가 그 빵집 별로라고 했대.", ("루온의 엄마", ["솔겸", "루온"])),
        ("결솔", "겸루가 걔 동생이 그 빵집 별로라고 했대.", ("겸루의 동생", ["결솔", "겸루"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"s25-{name}", datetime(2026, 5, 12))
