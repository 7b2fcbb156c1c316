"""Korean attribution constructions, twenty-seventh pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a source, then a relative clause on a bare head noun naming a person or a thing
    # ('X는 새로 온 코치 별로래', 'X가 어제 산 가방 별로래'): a topic is the main clause's, and a
    # subject before a relative whose head is bare leaves the report without a subject — the
    # source says it, whatever the ending; the person inside the content is what is judged
    "source_before_relative_clause": [
        ("누결", "요즘 어때?", None),
        ("해솜", "결희는 새로 온 팀장 완전 별로래", ("결희", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "결희는 이번에 온 코치 괜찮다더라", ("결희", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "결희는 새로 온 팀장이 별로라던데", ("결희", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "결희가 새로 온 팀장 완전 별로래", ("결희", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "결희가 새로 온 팀장 완전 별로라더라", ("결희", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "결희 언니는 새로 온 팀장 완전 별로라고 하더라", ("결희의 언니", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "우리 형은 이번에 온 부장 진짜 깐깐하대", ("해솜의 형", ["해솜"])),
        # (이 after a closed syllable is the subject particle: kin, a pronoun, a role)
        ("누결", "요즘 어때?", None),
        ("해솜", "우리 형이 새로 온 부장 완전 별로래", ("해솜의 형", ["해솜"])),
        ("누결", "결희는 요즘 어때?", None),
        ("해솜", "걔 동생이 새로 온 부장 완전 별로라더라", ("결희의 동생", ["해솜"])),
        ("누결", "결희 씨는 요즘 어때요?", None),
        ("해솜", "그 사람이 새로 온 부장 완전 별로라던데", ("결희 씨", ["해솜"])),
        ("누결", "요즘 어때?", None),
        ("해솜", "엄마 친구 아들이 새로 온 부장 완전 별로라고 하더라",
         ("해솜의 엄마 친구 아들", ["해솜"])),
    ],
    # a hearsay final ending run on without a full stop into a sentence that only names where
    # it came from ('…닫는대 X한테 들었어', '…불친절하대 X가 알려줬어', '…대 X피셜'): the
    # second sentence names the first one's source (as it does after a full stop); a name
    # ending in 래/대 before its 씨 is no ending
    "source_sentence_after_final": [
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 트레이너 완전 불친절하대 결희한테 들었어", ("결희", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 다음 달에 문 닫는대 결희한테 들었어", ("결희", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 트레이너 완전 불친절하대 결희가 말해줬어", ("결희", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 트레이너 불친절하대요 결희 씨한테 들었어요", ("결희 씨", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 트레이너 불친절하대ㅋㅋ 우리 언니가 알려줬어", ("해솜의 언니", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 트레이너 완전 불친절하대 결희피셜", ("결희", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 다음 달에 문 닫는대. 결희 피셜ㅋㅋ", ("결희", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "거기 트레이너 불친절하대요 (결희 씨 피셜)", ("결희 씨", ["해솜"])),
        ("누결", "야유회 날짜 나왔어요?", None),
        ("해솜", "동아리 회장 하는 보래 씨한테 들었는데, 팀장님이 다음 달로 미루자고 하셨대요.",
         ("팀장님", ["해솜", "보래 씨"])),
    ],
    # a verb's or adjective's -ㄴ대 closing the sentence before a laugh or a sob, which the
    # analyser reads as an adnominal before the bound noun 대 ('…사회 본대ㅋㅋ', '…싼대 ㅋㅋ',
    # '…든대ㅠㅠ', '내일 한대ㅋㅋ'): the hearsay ending, the subject's words — not the speaker's
    # verdict, not no claim; a count after a noun ('차 한대') stays a count
    "laughed_n_dae_final": [
        ("누결", "공연 누가 해?", None),
        ("해솜", "서곤이 자기가 사회 본대ㅋㅋ", ("서곤", ["해솜"])),
        ("누결", "공연 누가 해?", None),
        ("해솜", "막내삼촌이 자기가 사회 본대ㅋㅋ", ("해솜의 막내삼촌", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "우리 형이 거기 완전 싼대ㅋㅋ", ("해솜의 형", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 진짜 큰대 ㅋㅋㅋ", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 돈 엄청 든대ㅠㅠ", ("서곤", ["해솜"])),
        ("누결", "서곤 요즘 뭐해?", None),
        ("해솜", "걔 주말마다 공 친대ㄷㄷ", ("서곤", ["해솜"])),
        ("누결", "서곤 요즘 뭐해?", None),
        ("해솜", "서곤이 내일 한대ㅋㅋ", ("서곤", ["해솜"])),
        ("누결", "몇 대 샀어?", None),
        ("해솜", "노트북 한대ㅋㅋ", "none"),
    ],
    # chat's decorations after a hearsay ending: an emoji (typed onto it or apart), a laugh
    # typed apart, a word or two of the speaker's own reaction or an adverb put after the
    # sentence ('…대 대박', '…래 헐', '…간대 부럽다', '…래 엄청', '…대 웃기지 않냐') — the
    # report keeps its holder; the reaction is the speaker's, after it
    "decorated_hearsay_final": [
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 엄청 비싸다더라😂", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "우리 언니는 거기 문 닫았대 😭", ("해솜의 언니", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 닫았대 😭 근데 난 좋았는데", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 사장님이 친절하대 ㅋㅋ", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 비쌌대 대박", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 비쌌대 헐", ("서곤", ["해솜"])),
        ("누결", "서곤 요즘 뭐해?", None),
        ("해솜", "걔 다음 주에 유럽 간대 부럽다", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "서곤이 거기 별로래 엄청", ("서곤", ["해솜"])),
        ("누결", "그 가게 어때?", None),
        ("해솜", "우리 형이 그러는데 사장님 또 바뀌었대 웃기지 않냐", ("해솜의 형", ["해솜"])),
        ("누결", "서곤 요즘 뭐해?", None),
        ("해솜", "서곤이 결혼한대 대박", ("서곤", ["해솜"])),
        # (a noun ending in 대/래, a count: no ending, no split)
        ("누결", "그 가게 어때?", None),
        ("해솜", "그럼 받침대 꼭 사요. 난 좋던데", ("해솜", [])),
    ],
    # a verbless verdict answering a question that asks for the speaker's judgement, after a
    # background clause of the speaker's own closed by -는데/-더니 ('어제 가봤는데 존맛'): the
    # speaker's view, and the background's event kept as a record
    "verdict_after_background": [
        ("누결", "그 식당 어땠어?", None),
        ("해솜", "어제 가봤는데 존맛", ("해솜", [])),
        ("누결", "그 카페 어땠어?", None),
        ("해솜", "지난주에 가봤는데 개노잼", ("해솜", [])),
        ("누결", "그 전시 어땠어?", None),
        ("해솜", "주말에 보고 왔는데 그럭저럭", ("해솜", [])),
        ("누결", "그 빵집 어땠어?", None),
        ("해솜", "먹어봤더니 가성비 최고", ("해솜", [])),
    ],
    # a person's evaluation closed by the quotative with the verb of saying left out ('X가
    # 거기 별로라고.'): X's words, not the speaker's verdict — even when no source is named
    # after it; one named after it passes them on; a plain event so said stays a record
    "quotative_fragment_verdict": [
        ("누결", "그 식당 어때?", None),
        ("해솜", "서곤이 거기 별로라고.", ("서곤", ["해솜"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "우리 엄마가 거기 비싸다고ㅋㅋ", ("해솜의 엄마", ["해솜"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "서곤이 거기 별로라고. 우리 형이 그러더라", ("서곤", ["해솜", "해솜의 형"])),
        ("누결", "서곤 언제 와?", None),
        ("해솜", "서곤이 다음 주에 온다고", "record"),
    ],
    # a saying then, with no comma, what was said closed by the quotative ('X도 그러던데 거기
    # 별로라고', 'X가 그러더라고 …다고'): read in its usual place, X's words
    "postposed_quote_no_comma": [
        ("누결", "그 식당 어때?", None),
        ("해솜", "서곤도 그러던데 거기 별로라고", ("서곤", ["해솜"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "우리 언니가 그러더라고 거기 너무 비싸다고", ("해솜의 언니", ["해솜"])),
    ],
    # under an opener's report, a person marked 이/가 whose own doing a background clause tells
    # ('X가 그러는데 Y가 거기 다니는데 별로래', '…Y 남편이 거기 다니는데 야근 많대'): Y found it,
    # X passes it on; a plain state after it stays X's report
    "background_teller_under_opener": [
        ("누결", "그 회사 어때?", None),
        ("해솜", "서곤이 그러는데 도휘가 거기 다니는데 별로래", ("도휘", ["해솜", "서곤"])),
        ("누결", "그 회사 어때?", None),
        ("해솜", "서곤이 그러는데 도휘 남편이 거기 다니는데 야근 엄청 많대",
         ("도휘의 남편", ["해솜", "서곤"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "서곤이 그러는데 도휘가 거기 가봤는데 완전 비싸대", ("도휘", ["해솜", "서곤"])),
        ("누결", "도휘 요즘 어때?", None),
        ("해솜", "서곤이 그러는데 도휘가 어제 왔는데 피곤했대", ("서곤", ["해솜"])),
    ],
    # chat's playful spellings of the hearsay endings ('…래여', '…대용', '…댕', '…랭', '…다넹',
    # '…다더랑') and the southern '…다 카더라' read as the standard ones: the subject's words,
    # not the speaker's; a noun ending in 대여 stays a noun
    "cute_hearsay_spellings": [
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "서곤이 거기 별로래여", ("서곤", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "우리 언니는 거기 좋대여", ("해솜의 언니", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "서곤이 거기 다음 달에 문 닫는대용", ("서곤", ["해솜"])),
        ("누결", "서곤 요즘 뭐해?", None),
        ("해솜", "걔 다음 달에 유학 간대여", ("서곤", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "서곤이 거기 별로랭", ("서곤", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "우리 언니는 거기 좋다넹", ("해솜의 언니", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "서곤이 거기 비싸다 카더라", ("서곤", ["해솜"])),
        ("누결", "그 헬스장 어때?", None),
        ("해솜", "우리 언니가 거기 비싸다고 그러더라니까", ("해솜의 언니", ["해솜"])),
        ("누결", "주말에 뭐 했어?", None),
        ("해솜", "무료대여 하는 자전거 탔어", "record"),
    ],
    # what someone said given as the reason for what the speaker then did ('X가 좋다길래
    # 가봤는데 …', 'X가 가자고 해서 갔는데 …'), then the speaker's own verdict with no subject
    # or report of its own: the speaker's view is there besides X's words
    "reported_reason_then_own_verdict": [
        ("누결", "그 식당 어땠어?", None),
        ("해솜", "서곤이 좋다길래 가봤는데 완전 별로던데", ("해솜", [])),
        ("누결", "그 식당 어땠어?", None),
        ("해솜", "서곤이 좋다길래 가봤는데 완전 별로던데", ("서곤", ["해솜"])),
        ("누결", "그 식당 어땠어?", None),
        ("해솜", "서곤이 가자고 해서 갔는데 나는 좀 지루했어", ("해솜", [])),
        ("누결", "그 빵 어땠어?", None),
        ("해솜", "우리 언니가 맛있대서 먹어봤는데 진짜 맛있더라", ("해솜", [])),
    ],
    # a conversation had, like a call made ('X가 Y랑 얘기했는데 …대', '…대화했는데 …래'): Y,
    # talked to, said it, X passes it on; with no partner the talker is the source
    "talked_with_opener": [
        ("누결", "그 회사 어때?", None),
        ("해솜", "서곤이 도휘랑 얘기했는데 거기 야근 엄청 많대", ("도휘", ["해솜", "서곤"])),
        ("누결", "그 회사 어때?", None),
        ("해솜", "서곤이 도휘랑 대화했는데 거기 별로래", ("도휘", ["해솜", "서곤"])),
        ("누결", "그 회사 어때?", None),
        ("해솜", "서곤이랑 얘기했는데 거기 야근 엄청 많대", ("서곤", ["해솜"])),
    ],
    # heard through someone ('X 통해서 들었는데 …대', 'Y가 X를 통해 들었는데 …대'): heard from
    # X, as 'X한테 들었는데' is read
    "heard_through": [
        ("누결", "그 회사 어때?", None),
        ("해솜", "서곤이 도휘 통해서 들었는데 거기 야근 엄청 많대", ("도휘", ["해솜", "서곤"])),
        ("누결", "그 회사 어때?", None),
        ("해솜", "도휘를 통해 들은 얘긴데 거기 별로래", ("도휘", ["해솜"])),
        ("누결", "그 회사 어때?", None),
        ("해솜", "우리 언니 통해서 들었는데 거기 별로래", ("해솜의 언니", ["해솜"])),
    ],
    # anger shown as an idiom after a quotative ('…안 간다고 이를 갈더라', '…최고라고 게거품을
    # 물더라'): the subject's view, as '…라고 혀를 차더라' is
    "quotative_anger_idioms": [
        ("누결", "그 식당 어때?", None),
        ("해솜", "서곤은 거기 다시는 안 간다고 이를 갈더라", ("서곤", ["해솜"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "우리 언니가 거기 최고라고 게거품을 물더라", ("해솜의 언니", ["해솜"])),
    ],
    # the southern 느그/너거 before a kin word or a role owns it, as 너네/니 do ('느그 언니는
    # …라던데', '너거 엄마가 그러는데 …'): the listener's relative, not the speaker's
    "southern_you_possessive": [
        ("누결", "그 식당 어때?", None),
        ("해솜", "느그 언니는 거기 별로라던데", ("누결의 언니", ["해솜"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "느그 언니가 그러는데 거기 별로래", ("누결의 언니", ["해솜"])),
        ("누결", "그 식당 어때?", None),
        ("해솜", "너거 엄마 말로는 거기 별로래", ("누결의 엄마", ["해솜"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"s27-{name}", datetime(2026, 5, 13))
