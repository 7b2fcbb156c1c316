"""Korean attribution constructions, second batch: one invented dialogue each (names, topics and
sentences written for this test, none from any data file). ``("owner", [chain])`` for a Claim
that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Near-misses sit beside each construction: sentences that look alike and
must keep their reading."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

from cogmem_rdf.extract.ko_parse import looks_like_name

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # the subject honorific on the verb of saying ('…다 하심', '…다 하셨어') with the subject left
    # out: someone the speaker honours said it — never the speaker, whose 내 only owns a noun
    # ('내 보고서 읽으시더니'); the person honoured is the one said with 님 before
    "honorific_zero_subject": [
        ("가람", "심사 어땠어?", "none"),
        (
            "보늬",
            "원장님 표정 최악이었음ㅋㅋ 내 기획안 읽으시더니 이대로는 예산 절대 못 준다 하심",
            ("원장님", ["보늬"]),
        ),
        ("가람", "헐 그래서?", "none"),
        (
            "보늬",
            "팀장님은 내 초안 보시고 그래도 방향은 괜찮다 하셨어",
            ("팀장님", ["보늬"]),
        ),
        # (no honorific: the speaker's own words)
        ("보늬", "내 기획안 다시 읽고 이대로 내도 된다 했어", ("보늬", [])),
    ],
    # a feeling shown about what one said (the third-person emotion verb -어하다, or 화/짜증 내다)
    # after a quotative is the subject's view; how long it went on may sit between
    "dago_emotion": [
        ("도율", "대회 어땠어?", "none"),
        (
            "가온",
            "관장님은 판정이 완전 불공정했다고 회식 내내 열받아 하셨어ㅋㅋ",
            ("관장님", ["가온"]),
        ),
        ("도율", "하긴", "none"),
        ("가온", "서하는 결승에서 졌다고 하루 종일 짜증 냈어", ("서하", ["가온"])),
        (
            "가온",
            "우리 할머니는 손주들이 명절에 안 왔다고 많이 서운해하셨대",
            ("가온의 할머니", ["가온"]),
        ),
        # (a duration alone, no quotative: the speaker's own)
        ("가온", "나는 저녁 내내 비가 와서 아쉬웠어", ("가온", [])),
    ],
    # a word Kiwi reads as a noun ending in 이 ('뒤풀이') or a demonstrative with a case particle
    # ('이걸로는', '이대로는') is no person, so no holder and no participant
    "not_a_name": [
        ("도율", "어제 모임 어땠어?", "none"),
        ("가온", "뒤풀이 내내 다들 신나서 떠들었어", "record"),
    ],
    # a plain ending -다 with a laugh typed onto it closes the sentence: the speaker's verdict,
    # then a report with its own source
    "da_laugh_then_report": [
        ("도율", "새로 온 기사님 어때?", None),
        (
            "가온",
            "도현 씨 진짜 성실하다ㅋㅋ 아 건너편 빵집 사장님이 지난달에 감사 받았을 때 감사관이 "
            "창고 바닥까지 봤다더라",
            ("건너편 빵집 사장님", ["가온"]),
        ),
        (
            "가온",
            "도현 씨 진짜 성실하다ㅋㅋ 아 건너편 빵집 사장님이 지난달에 감사 받았을 때 감사관이 "
            "창고 바닥까지 봤다더라",
            ("가온", []),
        ),
        # (the quotative -다 before a verb of saying stays the report's)
        ("가온", "서하가 그 집 진짜 맛있다 하더라", ("서하", ["가온"])),
    ],
    # an ellipsis with words after it closes what trails off: the topic before it ('그건 좀…')
    # is no holder of the report after it
    "ellipsis_closes": [
        ("도율", "다음 행사 연어로 할까?", "none"),
        (
            "가온",
            "연어는 좀… 총무 미소 씨는 지난번에 절반이 남았다면서 연어는 빼자던데요",
            ("미소 씨", ["가온"]),
        ),
    ],
    # a bare '…다고' closing the sentence after one recording a third person's action ('X 방금
    # 왔어.'): what they came to say (a sentence about the speaker, or a state, leaves the
    # quotative the speaker's own emphasis)
    "dago_after_action": [
        ("도율", "어젯밤에 뭐 했어?", "none"),
        (
            "가온",
            "윗집 할머니 방금 내려오심. 우리 집 세탁기 소리가 밤마다 울린다곸ㅋㅋ",
            ("윗집 할머니", ["가온"]),
        ),
        ("도율", "헐", None),
        ("가온", "택배 기사님이 아까 왔어. 문 앞에 두면 된다고", ("택배 기사님", ["가온"])),
        ("가온", "나 어제 늦게 잤어. 진짜 피곤하다고", "record"),
        ("가온", "민재 생일이야. 선물 사야 된다고", "record"),
    ],
    # '…들었어' naming a source after a plain statement of others (no claim, no 나) makes that
    # statement hearsay — the source's; a statement about the speaker stays a record
    "source_after_statement": [
        ("도율", "원장님 다음 주에 계셔?", "none"),
        (
            "가온",
            "ㅠㅠ 참고로 원장님 다음 주 수요일부터 열흘 동안 독일 출장이셔. 실장님한테 들었어",
            ("실장님", ["가온"]),
        ),
        ("도율", "아", None),
        ("가온", "그 빵집 다음 달에 문 닫아. 옆집 할머니한테 들었어", ("옆집 할머니", ["가온"])),
        ("가온", "나 어제 그 빵집 갔어. 옆집 할머니한테 들었어", "record"),
        ("가온", "민재 생일 다음 주야. 지수한테 들었어. 파티도 한대", ("지수", ["가온"])),
    ],
    # a fragment of only a person and the subject particle after hearsay with no source said
    # ('…안 된다던데? X가'): the afterthought names who said it; after a statement about the
    # speaker it names no one's words
    "subject_fragment_after_hearsay": [
        ("도율", "이번 출장비 어떻게 해?", "none"),
        (
            "가온",
            "근데 이번 학회 숙박비 연구비로 처리 안 된다던데? 행정실 선생님이",
            ("행정실 선생님", ["가온"]),
        ),
        ("도율", "헐", None),
        ("가온", "나 어제 늦게 잤어. 민재가.", "record"),
    ],
    # between a place and a role said of strangers (아저씨, 아줌마), a common noun is what the
    # role does there ('경비실 매표 아저씨'), not a name owning the role; before a title of
    # address (선생님, 쌤) a name stays a name
    "place_duty_role": [
        ("예린", "어젯밤에도 시끄러웠어?", "none"),
        ("도하", "ㅇㅇ 결국 경비실 매표 아저씨한테 전화했어", "record"),
        ("예린", "그 아저씨는 뭐래?", "none"),
        ("도하", "직접 찾아가진 말래", ("경비실 매표 아저씨", ["도하"])),
        ("도하", "체육관 배식 아줌마는 괜찮대", ("체육관 배식 아줌마", ["도하"])),
        ("도하", "학원 수진 선생님이 그러는데 다음 주 휴강이래", ("수진 선생님", ["도하"])),
    ],
    # a spouse said colloquially (마누라) is a relative of the speaker's, like 와이프
    "spouse_word": [
        ("다니엘", "형 발목은 좀 어때요?", "none"),
        ("정우", "암튼 우리 마누라는 이참에 등산 아예 끊으래ㅋㅋ", ("정우의 마누라", ["정우"])),
    ],
    # under a source already named ('X한테 들었는데'), a group counted by number ('손님 세
    # 테이블이') is what the source tells of; a person named plainly is a second source
    "counted_group_under_source": [
        ("도율", "주방 어때?", "none"),
        (
            "가온",
            "아 주방 보조 민호한테 들었는데 손님 세 테이블이 파 빼 달라고 했대요",
            ("민호", ["가온"]),
        ),
        ("가온", "민호한테 들었는데 과장님이 내일 회의 없다고 했대", ("과장님", ["가온", "민호"])),
    ],
    # a name echoed with the polite 요 ('막내 X요?') is a person the next 걔 stands for
    "name_yo_echo": [
        ("안나", "홀 매니저 미소 씨는 그 메뉴 빼자던데요", ("미소 씨", ["안나"])),
        ("용식", "근데 어제 막내가 만든 반죽 완전 엉망이더라", ("용식", [])),
        (
            "동희",
            "막내 다비드요? 걔 어제 처음으로 혼자 반죽 만든 거예요. 걔 말로는 레시피대로 "
            "했는데 누가 설탕통을 바꿔 놨었대요",
            ("다비드", ["동희"]),
        ),
    ],
    # after a bare role or birth-order word, a proper noun of four or five syllables is a
    # foreign given name ('막내 X요?', '매니저 X가'); a place after a place name is not
    "foreign_name_after_role": [
        ("용식", "근데 어제 막내가 만든 반죽 완전 엉망이더라", ("용식", [])),
        (
            "동희",
            "막내 마르티나요? 걔 어제 처음 혼자 반죽 만든 거예요. 걔 말로는 레시피대로 했대요",
            ("마르티나", ["동희"]),
        ),
        ("용식", "매니저 크리스티나가 그러는데 내일 쉰대", ("크리스티나", ["용식"])),
        ("동희", "여름엔 어디 가요?", "none"),
        ("용식", "스페인 바르셀로나요", "none"),
    ],
    # 'X 있잖아, 걔 …': a bare word set up as known and picked up by a person pronoun is a
    # person (even when the pronoun opens the next sentence)
    "there_janha_then_pronoun": [
        ("미소", "여름 여행 어디로 정했어? 오키나와??", "none"),
        (
            "가온",
            "ㄴㄴ 그거 케바케임. 마르셀 있잖아, 걔 작년 8월에 오키나와 갔는데 태풍 한 번도 "
            "없었다던데?",
            ("마르셀", ["가온"]),
        ),
        # (a word Kiwi takes for a common noun, kept with its pronoun in one sentence)
        (
            "가온",
            "유리안 있잖아, 걔 작년 여름에 오키나와 갔는데 바다가 엄청 잔잔했다던데?",
            ("유리안", ["가온"]),
        ),
        # (a thing set up so is picked up by 거기, no person)
        ("가온", "그 카페 있잖아. 거기 다음 달에 문 닫는대", None),
    ],
    # the reflexive 자기/자기네 needs a person for its antecedent: the noun marked as subject
    # before it is one, and says the report ('상대팀 골키퍼가 와서 자기네 선수가 …다고 하더라'),
    # not a person carried from an earlier turn
    "reflexive_antecedent": [
        ("다니엘", "형 발목은 좀 어때요?", "none"),
        ("정우", "어제 병원 갔는데 의사 선생님이 한 달은 쉬래", ("의사 선생님", ["정우"])),
        (
            "다니엘",
            "ㅇㅇ 상대팀 골키퍼가 끝나고 와서 자기네 선수가 좀 흥분했었다고ㅋㅋ 미안하다 "
            "하더라고요",
            ("상대팀 골키퍼", ["다니엘"]),
        ),
        ("현수", "그 식당은 자기네 김치가 최고래", ("식당", ["현수"])),
    ],
    # 'X 걔네 교수님은 …다고 하셨대. X한테 들음': the name before 걔네 only says whose the role
    # is (no subject of its own); the hearsay ending on the verb of saying is filled by the
    # source named next, who passes the words on
    "name_genae_role_then_source": [
        ("소라", "논문 준비 잘 돼?", "none"),
        (
            "레아",
            "대박 부지런. 참 민혁이 걔네 담당교수님은 내년부터 발표 횟수를 세 번으로 늘린다고 "
            "하셨대. 민혁이한테 어제 들음",
            ("민혁의 담당교수님", ["레아", "민혁"]),
        ),
        (
            "레아",
            "지도교수님은 내년부터 발표를 세 번으로 늘린다고 하셨어. 민혁이한테 어제 들음",
            ("지도교수님", ["레아"]),
        ),
    ],
    # 'X는 맨날 아무 말이나 해', '헛소리 하네': talking nonsense, said of someone, is the
    # speaker's verdict on them (not their words passed on); asked to say anything, or saying
    # nothing at a meeting, stays a report or a record
    "talks_nonsense_verdict": [
        ("지우", "걔 또 그 얘기 했어?", "none"),
        ("현우", "썼거든?ㅋㅋ 도윤 걔는 맨날 아무 말이나 해", ("현우", [])),
        ("지우", "민재가 아무 말이나 하라고 했어", ("민재", ["지우"])),
        ("지우", "도윤이는 어제 회의에서 한마디도 안 했어", "record"),
    ],
    # '-자던데', '-자더라': a proposal passed on, however Kiwi splits it; '누워 자더라' (slept)
    # stays an action
    "jadeonde": [
        ("도율", "다음 모임 어디서 해?", "none"),
        ("가온", "서하는 이번엔 그냥 집에서 하자던데", ("서하", ["가온"])),
        ("가온", "동생이 내일 같이 가자더라", ("가온의 동생", ["가온"])),
        ("가온", "어제 걔 거실에서 누워 자더라", "record"),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kff-{name}", datetime(2025, 10, 7))


@pytest.mark.parametrize("word", ["뒤풀이", "이걸로", "이대로", "그걸로"])
def test_a_demonstrative_or_noun_is_no_name(word: str) -> None:
    assert not looks_like_name(word) or word == "뒤풀이"


def test_laugh_in_the_last_syllable() -> None:
    """'…간다곸ㅋㅋ': a laugh typed as the final consonant of the last syllable is read as the
    syllable, then the laugh."""
    x = extract_lines([("도율", "나 오늘 완전 졸려서 일찍 잘 거얔ㅋㅋ")], datetime(2025, 10, 7),
                      session="kff-laugh")[0]
    assert not any("얔" in c.content for c in x.claims)


@pytest.mark.parametrize(
    ("name", "fee"), [("채솔", "회비"), ("하솔", "수강료"), ("라솔", "수강료")]
)
def test_a_name_kiwi_guesses_as_a_noun_with_its_i_is_still_a_name(name, fee):
    """'뒤풀이' is a dictionary noun whose 이 is its own; an unknown name said with the familiar 이
    that Kiwi guesses as one noun ('X이는', scored far lower) is still the person."""
    text = f"글쎄. 근데 {name}이는 {fee}가 오만 원으로 올랐다면서 이번엔 빠진대."
    x = extract_lines([("가람", "너 이번 모임 와?"), ("보늬", text)], datetime(2025, 6, 2))[-1]
    assert x.claims and {(c.owner, tuple(c.relayed_by)) for c in x.claims} == {(name, ("보늬",))}
