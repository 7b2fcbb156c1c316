"""Korean owner slots of the s32 pass, each with near sentences that must keep their reading.
Short invented dialogues (names and sentences written for this test, none from any data file).

- 걔 right after a sibling or an in-law of the speaker said in the same sentence ('우리 누나가 …
  했는데 걔가 그러는데') is that relative, even when a named person was spoken of before; an
  elder relative (이모) is not called 걔, so the named person stays.
- Under an opener, a person without a particle after the clause's subject, before its verb, is
  the object ('…사장님이 가게 팔려고 손님 다 내보낸대'): no second source.
- A hearsay sentence whose subject is a person who does something, then 'X한테 들었어': X told
  it (the subject is who it is about); a verdict or a wish of theirs stays theirs, X relays.
- An opener's hearsay, then 'Y가 그랬대' (the pro-form with its own hearsay ending): Y said it
  first, the opener's holder passed it on.
- The surname 오 before a title with 님 is the surname, not the interjection.
- 'X라고 [description] 언니.' / 'X라는 언니.' answering who: 그 언니 next is X (a foreign name
  of four or five syllables too).
- Two persons' reports side by side, the first closed by the contracted -다는데 ('X는 …좋다는데
  Y는 …낫대'): two claims, each its own holder's.
- 'X가 그러던데, Y가 …다고 하셨대': the pro-form with -던데 and words after it opens X's report
  (Y said it, X passed it on), as 'X가 그러는데' does.
- 절대 before a negation of the speaker's own present or future doing ('난 거기 절대 안 감')
  is the speaker's stance; a past one ('어제 절대 안 잤어') is no claim.
- '그 남친', '그 아들': the relative said before (a clipped word for the full one), never the
  speaker's own.
- A reply word closed by -지 answering who ('아니지 뭐', '그렇지 뭐') names no one.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

_CONTEXT: list[tuple[str, str, Exp]] = [
    ("솔미", "나 오늘 처음 요가 가 봤어", None),
    ("연솔", "오 어땠어?", None),
    ("솔미", "힘들었어 ㅋㅋ 옆자리 보담 씨는 잘했다고 하더라", ("보담 씨", ["솔미"])),
]
_NEWS: list[tuple[str, str, Exp]] = [("솔미", "뭐 새로운 소식 없어?", None)]

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # --- 걔 and the speaker's sibling or in-law said just before
    "gyae_elder_sister": [*_CONTEXT, (
        "연솔", "우리 누나도 요가 오래 했는데 걔가 그러는데 아침 요가가 제일 낫대",
        ("연솔의 누나", ["연솔"]))],
    "gyae_elder_brother_malloneun": [*_CONTEXT, (
        "연솔", "우리 오빠가 그 회사 다니는데 걔 말로는 야근이 거의 없대",
        ("연솔의 오빠", ["연솔"]))],
    "gyae_brother_in_law": [*_CONTEXT, (
        "연솔", "우리 처남이 수영 오래 했는데 걔 말로는 처음엔 오리발 없이 배우는 게 낫대",
        ("연솔의 처남", ["연솔"]))],
    "gyae_hyeong": [*_CONTEXT, (
        "연솔", "우리 형이 거기 단골인데 걔가 그러는데 주말엔 한 시간 기다린대",
        ("연솔의 형", ["연솔"]))],
    # (the sibling named in apposition: 걔 is the name)
    "gyae_sibling_named": [*_CONTEXT, (
        "연솔", "헐 울 누나 서란이 있잖아 걔가 그러는데 자기 남친이 그 서점에서 일했었대",
        ("서란", ["연솔"]))],
    # (an elder relative is not called 걔: the one named before it stays)
    "gyae_not_aunt": [*_CONTEXT, (
        "연솔", "우리 이모가 요가 오래 했는데 걔가 그러는데 아침 요가가 제일 낫대",
        ("보담 씨", ["연솔"]))],
    # --- a bare person after the subject is the object
    "object_customers": [*_NEWS, (
        "연솔", "엄마가 그러는데 관장님이 체육관 옮기려고 회원 다 돌려보내는 중이래",
        ("연솔의 엄마", ["연솔"]))],
    "object_members_verbal_noun": [*_NEWS, (
        "연솔", "언니가 그러는데 원장님이 학원 접으려고 강사 다 정리한대",
        ("연솔의 언니", ["연솔"]))],
    "object_after_malloneun": [*_NEWS, (
        "연솔", "아빠 말로는 그 집 아들이 동생 데리러 간대", ("연솔의 아빠", ["연솔"]))],
    # (before a verb of change or motion the bare noun is the subject: the person marked before
    # it told the opener's holder)
    "bare_subject_of_change": [*_NEWS, (
        "연솔", "근데 서란이가 그러는데 걔네 엄마가 다음 달에 그 수영장 코치들 다 바뀐대",
        ("서란의 엄마", ["연솔", "서란"]))],
    # (a verdict of the relative after the opener stays theirs)
    "verdict_stays_inner": [*_NEWS, (
        "연솔", "엄마가 그러는데 이모가 그 식당 별로래", ("연솔의 이모", ["연솔", "연솔의 엄마"]))],
    # --- a subject's doing told, then whom it was heard from
    "heard_after_zero_particle": [*_NEWS, (
        "연솔", "누애 씨 요즘 마라톤 준비한다던데. 서란 씨한테 들었어", ("서란 씨", ["연솔"]))],
    "heard_after_subject": [*_NEWS, (
        "연솔", "누애가 다음 달에 기타 배운대. 다흰이한테 들었어", ("다흰", ["연솔"]))],
    "heard_after_subject_team": [*_NEWS, (
        "연솔", "누애 씨가 동호회 나간대. 옆 반 서란 씨한테 들었어", ("서란 씨", ["연솔"]))],
    # (a verdict or a wish is the subject's own: the one heard from relays it)
    "heard_after_verdict": [*_NEWS, (
        "연솔", "누애 씨는 그 식당 별로래. 다흰이한테 들었어", ("누애 씨", ["연솔", "다흰"]))],
    "heard_after_wish": [*_NEWS, (
        "연솔", "누애 씨가 제주도 가고 싶대. 서란 씨한테 들었어",
        ("누애 씨", ["연솔", "서란 씨"]))],
    # (no source named after: the subject's report as before)
    "no_source_after": [*_NEWS, (
        "연솔", "누애 씨가 다음 달에 이사 간대", ("누애 씨", ["연솔"]))],
    # --- an opener's hearsay, then who said it first with -대
    "first_source_after_opener": [*_NEWS, (
        "연솔", "우리 언니가 그러는데 올해 수박이 엄청 싸졌대. 과일 가게 사장님이 그러셨대",
        ("과일 가게 사장님", ["연솔", "연솔의 언니"]))],
    "first_source_after_named_opener": [*_NEWS, (
        "연솔", "다흰이가 그러는데 그 빵집 다음 달에 닫는대. 꽃집 언니가 그랬대",
        ("꽃집 언니", ["연솔", "다흰"]))],
    "first_source_after_malloneun": [*_NEWS, (
        "연솔", "엄마 말로는 올해 복숭아가 달대. 이모가 그러셨대",
        ("연솔의 이모", ["연솔", "연솔의 엄마"]))],
    # (with -더라 the one named told the speaker: the opener's holder keeps it)
    "told_directly_after_opener": [*_NEWS, (
        "연솔", "다흰이가 그러는데 그 빵집 다음 달에 닫는대. 꽃집 언니가 그러더라",
        ("다흰", ["연솔"]))],
    "first_source_no_opener": [*_NEWS, (
        "연솔", "그 빵집 다음 달에 닫는대. 꽃집 언니가 그랬대", ("꽃집 언니", ["연솔"]))],
    # --- the surname 오 before a title
    "surname_o_quote": [*_NEWS, (
        "연솔", '오 부장님이 아침에 "이번 분기는 괜찮다" 이러시던데', ("오 부장님", ["연솔"]))],
    "surname_o_after_conjunction": [*_NEWS, (
        "연솔", '그리고 오 과장님이 회의에서 "이건 안 된다" 그러시던데', ("오 과장님", ["연솔"]))],
    "surname_o_teacher": [*_NEWS, (
        "연솔", "오 선생님 말로는 이번 시험 쉽대", ("오 선생님", ["연솔"]))],
    # (with a comma, or before a word that is no title, 오 is the interjection)
    "interjection_o_comma": [*_NEWS, (
        "연솔", '오, 부장님이 "이번 분기는 괜찮다" 이러시던데', ("부장님", ["연솔"]))],
    "interjection_o_question": [*_NEWS, (
        "연솔", "오 진짜? 부장님이 그러는데 다음 주에 회식이래", ("부장님", ["연솔"]))],
    # --- a person introduced by name in answer to who
    "introduced_rago_description": [
        ("솔미", "스터디장은 누군데?", None),
        ("연솔", "서란이라고 도서관에서 일하는 언니. 그 언니가 그러는데 첫 주가 제일 힘들대",
         ("서란", ["연솔"]))],
    "introduced_raneun": [
        ("솔미", "스터디장은 누군데?", None),
        ("연솔", "서란이라는 언니. 그 언니가 그러는데 첫 주가 제일 힘들대", ("서란", ["연솔"]))],
    "introduced_then_next_turn": [
        ("솔미", "스터디장은 누군데?", None),
        ("연솔", "해뫼라고 옆 팀 선배", None),
        ("솔미", "오 그 선배는 뭐래?", None),
        ("연솔", "그 선배 말로는 첫 주가 제일 힘들대", ("해뫼", ["연솔"]))],
    "introduced_foreign_name_glued": [
        ("솔미", "스터디장은 누군데?", None),
        ("연솔", "가브리엘라고 프랑스에서 온 언니. 그 언니가 그러는데 첫 주가 제일 힘들대",
         ("가브리엘", ["연솔"]))],
    "introduced_foreign_name": [
        ("솔미", "스터디장은 누군데?", None),
        ("연솔", "크리스티나라고 우리 동아리 선배 있어. 그 선배 말로는 첫 주가 제일 힘들대",
         ("크리스티나", ["연솔"]))],
    # --- '그 + relative' points back at the relative said before, never the speaker's own
    "demonstrative_clipped_relative": [*_NEWS, (
        "연솔", "서란이가 그러는데 걔 남자친구가 제과점에서 일하거든? 그 남친 말로는 버터 "
        "값이 또 오른대", ("서란의 남자친구", ["연솔", "서란"]))],
    "demonstrative_relative_of_named": [
        ("솔미", "누애 아들 알지?", None),
        ("연솔", "응 그 아들이 그러는데 거기 맛있대", ("누애의 아들", ["연솔"]))],
    # --- two persons' reports side by side, the first closed by the contracted -다는데
    "contrast_daneunde_hearsay": [*_NEWS, (
        "연솔", "서란이는 바다가 좋다는데 누애는 산이 낫대", ("누애", ["연솔"]))],
    "contrast_daneunde_first": [*_NEWS, (
        "연솔", "서란이는 바다가 좋다는데 누애는 산이 낫대", ("서란", ["연솔"]))],
    "contrast_daneunde_report": [*_NEWS, (
        "연솔", "서란이는 바다가 좋다는데 누애는 산이 낫다고 하더라", ("누애", ["연솔"]))],
    "contrast_janeunde": [*_NEWS, (
        "연솔", "팀장님은 바다 가자는데 누애 씨는 산이 낫대", ("누애 씨", ["연솔"]))],
    # (after a comma, the second person may be marked as the subject of their own quotation)
    "contrast_comma_subject_quote": [*_NEWS, (
        "연솔", '팀장님은 바다 가자고 하시는데, 누애 씨가 "산이 낫죠" 그러더라',
        ("누애 씨", ["연솔"]))],
    # (an opener's report stays one: the topic after 그러는데 is inside it)
    "opener_not_contrast": [*_NEWS, (
        "연솔", "서란이가 그러는데 누애는 산이 낫대", ("서란", ["연솔"]))],
    # --- 'X가 그러던데,' opens what X said, as 'X가 그러는데' does
    "deonde_opener_nested_report": [*_NEWS, (
        "연솔", "서란이가 아까 전화로 그러던데, 교장 선생님이 운동회에 간식 쏜다고 하셨대",
        ("교장 선생님", ["연솔", "서란"]))],
    "deonde_opener_nested_no_comma": [*_NEWS, (
        "연솔", "누애가 그러던데 팀장님이 내일 회식 없다고 하셨대", ("팀장님", ["연솔", "누애"]))],
    "deonde_opener_plain": [*_NEWS, (
        "연솔", "서란이가 그러던데 그 가게 다음 달에 닫는대", ("서란", ["연솔"]))],
    # (closing the turn, it names the source of what came before)
    "deonde_closing": [*_NEWS, (
        "연솔", "그 가게 다음 달에 닫는대. 서란이가 그러던데", ("서란", ["연솔"]))],
    # --- an emphatic refusal of the speaker's own is their stance
    "refusal_nominal_ending": [*_NEWS, ("연솔", "난 그 놀이공원 휴일엔 절대 안 감", ("연솔", []))],
    "refusal_cannot": [*_NEWS, ("연솔", "나는 무서워서 번지점프는 절대 못 하겠음", ("연솔", []))],
    "refusal_no_subject": [*_NEWS, ("연솔", "그 식당은 절대 안 가", ("연솔", []))],
    # (a past one is a fact denied, no stance; under a condition, a practice kept)
    "refusal_conditional_is_habit": [*_NEWS, (
        "연솔", "나는 아홉 시 넘으면 절대 커피 안 마셔", "record")],
    "refusal_past_is_fact": [*_NEWS, ("연솔", "나 어제 절대 안 잤어", "none")],
    # --- a reply word opening the answer to who is no person
    "reply_word_anizi": [
        ("솔미", "회식 메뉴 누가 정했어?", None),
        ("연솔", "아니지 뭐 ㅋㅋ 다들 국수 먹고 싶대", ("someone", ["연솔"]))],
    "reply_word_geureochi": [
        ("솔미", "회식 메뉴 누가 정했어?", None),
        ("연솔", "그렇지 뭐 ㅋㅋ 다들 국수 먹고 싶대", ("someone", ["연솔"]))],
    # (a name closed by the copula still answers)
    "name_answers_ji_mwo": [
        ("솔미", "오늘 당번 누구야?", None),
        ("연솔", "누애지 뭐. 걔가 오늘 늦는대", ("누애", ["연솔"]))],
    "bare_name_answers": [
        ("솔미", "오늘 당번 누구야?", None),
        ("연솔", "서란. 걔가 오늘 늦는대", ("서란", ["연솔"]))],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s32_owner_slots(name: str) -> None:
    check_dialogue(CASES[name], f"s32-{name}", datetime(2026, 3, 3))
