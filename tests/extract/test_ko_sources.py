"""Korean constructions that name who said something in a place other than the frame itself:
after the hearsay, as a fragment, as an announcing verb, or past a relative clause. Each case
is one invented dialogue (names and sentences written for this test, none from any data file);
``("owner", [chain])`` for a Claim that must be there, ``"record"`` for an Event/Fact and no
Claim, ``"none"`` for no Claim, ``None`` for no check."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # 'X가 …다고 Y한테 그랬대': X told Y, and -대 on the verb says the speaker has it from Y;
    # a person noun + 분 read by Kiwi as one noun ('친구분') is a role all the same
    "told_then_hearsay": [
        ("설휘", "올해 김장 배추 비싸대.", None),
        (
            "차결",
            "헐 우리 고모도 비슷한 얘기 하던데 고모 친구분이 밭농사 하시거든 그분이 올해 배추 "
            "다 뽑아 버렸다고 고모한테 그랬대",
            ("차결의 고모 친구분", ["차결", "차결의 고모"]),
        ),
    ],
    # a time adnominal ('지난 주말에') opens no relative clause: the topic before it is the
    # subject of the verb of saying
    "time_adnominal_no_relative": [
        ("설휘", "보람이 요즘 뭐 해?", "none"),
        (
            "차결",
            "보람이는 지난 주말에 동아리 그만둔다고 선배한테 말했대",
            ("보람", ["차결", "선배"]),
        ),
    ],
    # of two subjects before a verb of saying with nothing between them, the first said it,
    # even a person noun the parser does not know ('검수위원이 우리 설계안이 …다고 하더라'); a
    # noun of need or plan after an adnominal ('…할 필요 없대') opens no relative clause, so
    # the topic before it holds the hearsay
    "outer_subject_sayer": [
        ("설휘", "설계 공모 피드백 받았어?", "none"),
        (
            "차결",
            "검수위원이 우리 설계안이 너무 빽빽하다고 하더라. 근데 보람이는 그 의견 반영할 필요 "
            "없대.",
            ("검수위원", ["차결"]),
        ),
        ("설휘", "보람이는 다음 학기에 휴학할 계획이래.", ("보람", ["설휘"])),
    ],
    # '…다고 Y한테 (직접) 말씀하셨대' with the subject left out: the person talked about told
    # Y, and Y passed it on (an adverb may sit between the one told and the verb)
    "told_zero_subject": [
        ("설휘", "그 열쇠집 할아버지 아직 가게 하셔?", "none"),
        (
            "차결",
            "응 근데 고모가 그러는데 그분 다음 달에 가게 정리하신대. 섬으로 이사 가신다고 "
            "고모한테 직접 말씀하셨대",
            ("열쇠집 할아버지", ["차결", "차결의 고모"]),
        ),
    ],
    # the subject of a verb of hearing with no source said ('X가 … 들었는데') heard it and
    # passes it on; the one whose words follow holds them ('Y 쌤이 …다고 했대')
    "hearer_subject_no_source": [
        ("설휘", "중간고사 범위 나왔어?", "none"),
        (
            "차결",
            "아니 근데 보람이가 독서실에서 들었는데 과학 쌤이 이번엔 서술형 비율 높인다고 했대",
            ("과학 쌤", ["차결", "보람"]),
        ),
    ],
    # a given name that is also a common noun (구름 'cloud'), known by its position: the subject
    # of 지내 or the partner of a call is a person; the next turn's 그분/걔 and 'X 선배' find them
    "common_noun_name_by_verb": [
        ("설휘", "구름은 요즘 어떻게 지내?", "none"),
        ("차결", "그분이 그 만둣집 완전 별로라고 하더라.", ("구름", ["차결"])),
    ],
    "common_noun_name_comitative": [
        ("설휘", "어제 구름이랑 통화했어.", "record"),
        ("차결", "구름선배는 그 만둣집 완전 최고래.", ("구름 선배", ["차결"])),
    ],
    # a zero subject after 'X는 … 뭐래?': the answer reports X's words; the unmarked noun is the
    # thing asked about, no holder
    "asked_what_x_says": [
        ("설휘", "단휘는 새 요가 강사 뭐래?", "none"),
        ("차결", "새 요가 강사 진짜 깐깐하댔어.", ("단휘", ["차결"])),
    ],
    "asked_what_common_noun_name": [
        ("설휘", "구름은 그 만둣집 뭐래?", "none"),
        ("차결", "그 만둣집 완전 최고라고 하셨어.", ("구름", ["차결"])),
    ],
    # a chat habit with subject and object left out, in the nominal -ㅁ ending: a record
    "habit_in_nominal_ending": [
        ("설휘", "단휘 요즘 뭐 해?", "none"),
        ("차결", "ㅇㅇ 저녁마다 함ㅋㅋ", "record"),
    ],
    # a role noun glued before a name met earlier ('반장단휘가'): the role, then the name
    "glued_role_name": [
        ("설휘", "어제 단휘랑 통화했어.", "record"),
        ("차결", "반장단휘가 그러는데 그 만둣집 다음 달에 문 닫는대", ("단휘", ["차결"])),
    ],
    # a spouse named by the old words for one (집사람, 안사람, 바깥양반): the speaker's
    "spouse_words": [
        ("설휘", "주말에 뭐 해요?", "none"),
        ("차결", "저희 집사람은 이번 주말에 장마 시작된다던데요.", ("차결의 집사람", ["차결"])),
        ("차결", "우리 바깥양반 말로는 그 정비소 완전 바가지래.", ("차결의 바깥양반", ["차결"])),
    ],
    # a verbless fragment naming whom it came from, after a report with no source
    "source_fragment": [
        ("설휘", "그 수영장 다닐 만해?", "none"),
        (
            "차결",
            "거기 강습 예약이 하늘의 별 따기라고 들었어. 옆 반 단슬 언니한테서.",
            ("단슬 언니", ["차결"]),
        ),
    ],
    # an announcing verb with its subject and nothing said: the hearsay before is theirs
    "announced_source": [
        ("설휘", "이번 워크숍 장소 정해졌어?", "none"),
        (
            "차결",
            "산속 펜션으로 바뀐대. 총무 언니가 게시판에 공지했어.",
            ("총무 언니", ["차결"]),
        ),
    ],
    # a pro-form complement ('그렇다고 하더라' = said so) names the source of the hearsay before
    "pro_form_source": [
        ("설휘", "그 빵집 아직 해?", "none"),
        ("차결", "이번 달까지만 연대. 나븐이가 그렇다고 하더라.", ("나븐", ["차결"])),
    ],
    # a verb of recommending or praising reports its -다고 clause
    "recommending_verb": [
        ("설휘", "치과 어디 다녀?", "none"),
        (
            "차결",
            "윗집 사는 묵현 씨가 역 앞 치과 하나도 안 아프다고 추천하더라.",
            ("묵현 씨", ["차결"]),
        ),
    ],
    # the subject marked 가 before a relative clause whose head noun is bare holds the report
    "relative_then_bare_head": [
        ("설휘", "새 트레이너 어때?", "none"),
        (
            "차결",
            "회원인 휘린 씨가 이번 달 들어온 트레이너 설명을 차분하게 잘한다고 칭찬하더라.",
            ("휘린 씨", ["차결"]),
        ),
    ],
    # a sob or a laugh then a conjunction closes the clause before (Kiwi read its ending as a
    # connective): the self-doubt is not the frame of the report that follows
    "sob_then_conjunction": [
        ("설휘", "그 국밥집 어때?", "none"),
        (
            "차결",
            "내가 입맛이 까다로워서 그런가 ㅠㅠ 그래도 오래 다닌 지람이가 사장 바뀌고 국물이"
            " 묽어졌다고 하더라.",
            ("지람", ["차결"]),
        ),
    ],
    # a floating quantifier after a person ('X랑 Y 둘 다') counts the ones the hearsay is about:
    # they are not its source, and the announcement after names it
    "quantified_subject": [
        ("설휘", "이번 동창회 누구 와?", "none"),
        (
            "차결",
            "겸희랑 단슬이 둘 다 이번엔 못 온대. 회장 오빠가 게시판에 안내했어.",
            ("회장 오빠", ["차결"]),
        ),
    ],
    # '…다면서 X가 칭찬하던데': the subject of the verb of saying after the connective said it
    "damyeonseo_late_holder": [
        ("설휘", "새 담임 선생님 어떠셔?", "none"),
        (
            "차결",
            "그분 예전에 과학고에서 가르치셨다면서 묵현 씨가 엄청 자랑하던데.",
            ("묵현 씨", ["차결"]),
        ),
    ],
    # the one the speaker turned to ('X한테 …달라니까', 'X께 여쭤보니까') gave the answer reported
    "addressee_answers": [
        ("설휘", "집주인한테 말해 봤어?", "none"),
        (
            "차결",
            '응, 주인 할아버지한테 보일러 고쳐 달라니까 "다음 달에 봐 줄게" 이러시더라.',
            ("주인 할아버지", ["차결"]),
        ),
        ("설휘", "병원에서는 뭐래?", "none"),
        ("차결", "담당 간호사님께 여쭤보니까 붓기는 금방 빠진다고 하시더라.",
         ("담당 간호사님", ["차결"])),
    ],
    # the other party of a call ('Y랑 통화했는데 …대') said what the caller passes on
    "call_partner": [
        ("설휘", "삼촌 이사는 언제 하신대?", "none"),
        (
            "차결",
            "아빠가 삼촌이랑 영상통화 했는데 다음 주말에 짐 뺀대.",
            ("차결의 삼촌", ["차결", "차결의 아빠"]),
        ),
    ],
    # a '-느라' clause tells what someone was busy doing: a record of its own
    "neura_record": [
        ("설휘", "휘린이 요즘 연락이 없네.", None),
        ("차결", "휘린이 저녁마다 자격증 공부하느라 정신없잖아.", None),
    ],
    # a role spelled with its own honorific 님 ('어머님은') after a name is that name's relative;
    # a name + 님 takes 이/은 after the closed syllable ('X 님이')
    "nim_roles": [
        ("설휘", "결혼식 준비 순조로워?", "none"),
        ("차결", "묵현 어머님은 한복이 더 낫다고 하셨다던데.", ("묵현의 어머님", ["차결"])),
        ("설휘", "총무 맡으신 단슬 님이 회비 오른다고 올리셨더라.", ("단슬 님", ["설휘"])),
    ],
    # '같은 조 누나', '다른 팀 팀장님': the adnominal stays part of the role phrase
    "relation_adnominal": [
        ("설휘", "도예 수업 재밌어?", "none"),
        ("차결", "같은 조 누나가 그러는데 선생님이 곧 전시를 여신대.", ("같은 조 누나", ["차결"])),
    ],
    # a full name then a job title is that person; '네,' with a comma is the reply 'yes', not
    # 'your'
    "full_name_title": [
        ("설휘", "태늬 씨, 회식 날짜 바뀐 거 맞아요?", "none"),
        ("태늬", "네, 하지율 과장님이 점심 때 말씀하셨어요. 다음 주 목요일이래요.",
         ("하지율 과장님", ["태늬"])),
    ],
    # right dislocation: the source said after the report, as an afterthought, is read at the
    # front of the reporting clause (a subject after a hearsay ending or a verb of saying, whom
    # one heard it from after '들었어'; a bare title after the report points to the person so
    # titled before, and a tensed verb before it is no name)
    "dislocated_subject": [
        ("설휘", "그 치과 원장님 어때?", "none"),
        ("차결", "음 원장님이 원래 큰 병원 출신이라던데요, 묵현 씨가", ("묵현 씨", ["차결"])),
        ("차결", "그 옆 빵집 사장님 원래 요리사였대 묵현이가 ㅋㅋ", ("묵현", ["차결"])),
    ],
    "dislocated_role": [
        ("설휘", "논문 언제 내?", "none"),
        ("차결", "이번 달 안에 심사 신청은 힘들대, 지도교수님이.", ("지도교수님", ["차결"])),
    ],
    "dislocated_heard_from": [
        ("설휘", "그 요가원 괜찮아?", "none"),
        (
            "차결",
            "응 ㅋㅋ 단슬 언니가 거기 반년 다녔는데, 강사님 자세 교정 꼼꼼하다고 들었어 언니한테",
            ("단슬 언니", ["차결"]),
        ),
    ],
    # after an opener names the source, '…다고 하더라' with a plain ending says the opener's
    # words again: a subject marked 이/가 inside is what is told about; '…다고 했대' (a hearsay
    # ending on the reporting verb) nests a second source
    "opener_restated": [
        ("설휘", "그 세탁소 어때?", "none"),
        ("차결", "우리 형수가 그러는데 거기 주인 아저씨가 원래 은행원이었다고 하더라고요",
         ("차결의 형수", ["차결"])),
        ("차결", "묵현 씨가 그러는데 거기 직원이 곧 그만둔다고 했대",
         ("직원", ["차결", "묵현 씨"])),
    ],
    # a group named as the source keeps its plural ('동네 언니들한테 들었는데')
    "plural_source": [
        ("설휘", "그 발레 학원 어때?", "none"),
        ("차결", "저희 아파트 언니들한테 들었는데 발표회 의상비가 꽤 든다고 하더라고요",
         ("차결의 아파트 언니들", ["차결"])),
    ],
    # a role in apposition before a name ('동물병원 간호사 X 님이') describes the name, which holds
    # the report, also when Kiwi reads the name as a copula and an ending
    "role_apposition": [
        ("설휘", "수술 언제 해?", "none"),
        ("차결", "동물병원 간호사 라휘 님이 중성화는 다음 달이 좋다고 하셨어",
         ("라휘 님", ["차결"])),
    ],
    # a polite hearsay ending before a comma closes the sentence (Kiwi may read '…한대요' as a
    # noun and the copula), so the announcing clause after it names the source
    "polite_hearsay_comma": [
        ("설휘", "헬스장 샤워실 언제 고쳐?", "none"),
        ("차결",
         "샤워실 배관 수리 다음 달 5일부터 사흘 동안 한대요, 관리실 직원분이 오전에 방송하셨어요",
         ("관리실 직원분", ["차결"])),
    ],
    # an opener said after the report as a fragment ('…했대. X 말로는'): X passed the report
    # on (joins the chain after the speaker), or said it when the report named no source
    "trailing_opener": [
        ("설휘", "너 겸슬 알지? 내 대학 동기", None),
        ("차결", "어 그 키 큰 애? 왜?", "none"),
        ("설휘", "걔 룸메가 기숙사 나가기 싫다고 했대. 겸슬 말로는",
         ("겸슬의 룸메", ["설휘", "겸슬"])),
        ("차결", "그 학원 곧 문 닫는대. 우리 형 말로는", ("차결의 형", ["차결"])),
    ],
    # a time adverbial closed by 때/당시 before a role phrase is no modifier of the role
    "when_clause_before_role": [
        ("설휘", "그 회사 어때?", "none"),
        ("차결", "입사 설명회 때 총무팀 대리님이 그러셨는데 내년부터 재택 된대",
         ("총무팀 대리님", ["차결"])),
    ],
    # under an opener, an order, a proposal or a wish with another person as its subject is
    # that person's ('X가 그러는데 걔 형이 방 빼래'): the opener's holder relays it
    "order_under_opener": [
        ("설휘", "이사 날짜 정했어?", "none"),
        ("차결", "단휘가 그러는데 걔 형이 다음 주까지 방 빼래", ("단휘의 형", ["차결", "단휘"])),
        ("설휘", "솔하가 그러는데 걔 엄마가 우리 다 같이 저녁 먹재",
         ("솔하의 엄마", ["설휘", "솔하"])),
        ("차결", "단휘 말로는 코치님이 내일은 일찍 나오래", ("코치님", ["차결", "단휘"])),
        # an event of another person stays the opener holder's report
        ("설휘", "단휘가 그러는데 솔하가 다음 주에 이사 간대", ("단휘", ["설휘"])),
    ],
    # a person who heard it from the source, said as the subject of the verb of hearing, relays
    # it between the speaker and the source ('X가 자기 누나한테 들었는데 …')
    "hearer_before_source": [
        ("설휘", "그 학원 어때?", "none"),
        ("차결", "솔하가 자기 누나한테 들었는데 거기 숙제가 엄청 많대",
         ("솔하의 누나", ["차결", "솔하"])),
        ("설휘", "단휘는 코치님한테 이번 시합 취소됐다고 들었대", ("코치님", ["설휘", "단휘"])),
        ("차결", "나는 코치님한테 이번 시합 취소됐다고 들었어", ("코치님", ["차결"])),
        # a bare noun before the source is the object of a modifier clause, not a hearer
        ("설휘",
         "회계 맡은 윤새 씨한테 들었는데, 박 과장님이 이번엔 저녁 말고 점심으로 하자고 하셨대요",
         ("박 과장님", ["설휘", "윤새 씨"])),
    ],
    # a text read or watched is where the speaker met a person's words, never a relayer
    # ('뉴스에서 봤는데 X가 그러길래 …'); with no person in it, the text is the source
    "media_not_relayer": [
        ("설휘", "요즘 버스 타고 다녀?", "none"),
        ("차결", "뉴스에서 봤는데 시장님이 그러길래 다음 달부터 버스비 오른대",
         ("시장님", ["차결"])),
        ("설휘", "기사에서 봤는데 구청장이 주차장 더 짓는다고 그러더라", ("구청장", ["설휘"])),
        ("차결", "뉴스에서 봤는데 내년에 지하철 요금도 오른대", ("뉴스", ["차결"])),
    ],
    # under X's report, 'X's own relation, then a name and a title of address' ('엄마 친구
    # 기석 아저씨가'): that person, so called, told X; a plain name stays X's report
    "relation_apposition_under_opener": [
        ("설휘", "그 수면 보조제 괜찮아?", "none"),
        ("차결", "우리 아빠가 그러는데 아빠 동창 기석 아저씨가 그거 먹고 밤새 뒤척였대",
         ("기석 아저씨", ["차결", "차결의 아빠"])),
        ("설휘", "우리 엄마가 그러는데 엄마 친구 소예 아줌마가 그 약 효과 없대",
         ("소예 아줌마", ["설휘", "설휘의 엄마"])),
        ("차결", "우리 엄마가 그러는데 단휘가 그 약 샀대", ("차결의 엄마", ["차결"])),
    ],
    # a name, then 걔 in apposition ('하늬 걔 …'), is that one person; 걔 right after the opener
    # that named whose words follow ('하늘 말로는 걔 …') is that person, even a name Kiwi reads
    # as a common noun
    "familiar_after_name": [
        ("도담", "팀장님이 오늘 늦으신대", ("팀장님", ["도담"])),
        ("라온결", "그 업체 부르지 마. 하늬 걔 거기 불렀는데 욕실 곰팡이 그대로 두고 갔다던데",
         ("하늬", ["라온결"])),
        ("도담",
         "하늘 말로는 걔 동생이 그 학원 강사인데, 그 동생이 '반장은 도담으로 확정'이라고 했대",
         ("하늘의 동생", ["도담", "하늘"])),
    ],
    # a person said with the subject particle dropped, before a marked word only guessed to be a
    # name, is who said it: the marked word is the reported clause's own subject
    "unmarked_sayer_before_guess": [
        ("도담", "모래솔 요즘 뭐래?", "none"),
        ("라온결", "모래솔? 걔 지난번엔 30대 타겟이 낫다고 했었는데 ㅋㅋ", ("모래솔", ["라온결"])),
    ],
    # a report closed by -던데 / -자는데, then a question to the listener with no comma between:
    # the question asks about the report, which still reports
    "report_then_question": [
        ("도담", "회비 냈어?", "none"),
        ("라온결", "근데 총무 하늬 씨가 다음 달부터 회비 올린다고 하던데 들었어?",
         ("하늬 씨", ["라온결"])),
        ("도담", "관리인은 우리 잘못이라고 수리비 반반 내자는데 이게 말이 돼?",
         ("관리인", ["도담"])),
    ],
    # '…라고 들어서, …' (having heard that …): 듣다 + -어서, not the verb 들어서다 Kiwi may read
    "heard_eoseo": [
        ("도담", "병원은 어때?", "none"),
        ("라온결", "간호사님한테 보호자는 한 명만 된다고 들어서, 엄마랑 나랑 교대로 자고 있어",
         ("간호사님", ["라온결"])),
    ],
    # 통보하다 (to notify) is a verb of saying: '…다고 통보함'
    "notify": [
        ("도담", "택배 언제 보내?", "none"),
        ("라온결", "하늬 씨가 다음 주부터 마감 시간 당긴다고 통보함;; 빨리 끝내야 됨",
         ("하늬 씨", ["라온결"])),
    ],
    # the subject before an adnominal clause of when ('X가 견적 볼 때 …다고 하더라') is the
    # subject of the verb of saying, not of a relative clause
    "when_clause_subject": [
        ("도담", "견적 어땠어?", "none"),
        ("라온결", "하늬 씨라는 기사님이 견적 볼 때 사다리차 없어도 충분하다고 하더라고.",
         ("하늬 씨", ["라온결"])),
    ],
    # a comma after a topic closes it: the topic is no possessor of the role after it
    "comma_after_topic": [
        ("도담", "반품 많아?", "none"),
        ("라온결",
         "그리고 교환 건은, 창고 담당자한테 들었는데 단순변심 교환이 이번 달에만 열 건 넘었대",
         ("창고 담당자", ["라온결"])),
    ],
    # the subject of a clause closed by -는데 and a comma is that clause's own; a report after it
    # is held by the subject there ('내가 …봤는데, 거기 실장님이 …다고 자랑하더라')
    "subject_before_clause_break": [
        ("도담", "공장 어디로 할까?", "none"),
        ("라온결",
         "제가 지난주에 다른 공장 두 군데서 샘플 받아봤는데, 거기 실장님이 자기네는 납기 한 번도 "
         "안 어겼다고 엄청 자랑하시더라고요ㅋㅋ", ("실장님", ["라온결"])),
    ],
    # a verbless fragment with a sob or a laugh written onto it, then 근데, is a sentence of its
    # own: its noun is no holder of the report after it
    "fragment_then_conjunction": [
        ("도담", "소프라노 연습 잘 돼?", "none"),
        ("라온결", "알토도 마찬가지ㅠ 근데 하늬 씨는 이번 곡이 연주회엔 딱이라고 하던데?",
         ("하늬 씨", ["라온결"])),
    ],
    # a kin word said of an elder outside the family ('관리실 할아버지'), said again bare, is
    # that person; the speaker's own relative is still '우리 할머니'
    "kin_title_again": [
        ("도담", "관리실 할아버지가 내일 오신대", ("관리실 할아버지", ["도담"])),
        ("라온결", "할아버지한텐 아까 전화했어. 근데 할아버지가 다음 주 화요일에 오신대",
         ("관리실 할아버지", ["라온결"])),
        ("도담", "우리 할머니가 그 떡집 맛있대", ("도담의 할머니", ["도담"])),
    ],
    # '그 얘기 들었어. X한테서. …다고': a fragment naming the source after a bare verb of
    # hearing, with no hearsay before it, sources the report that follows
    "source_fragment_then_report": [
        ("도담", "곰팡이 어때요?", "none"),
        ("라온결",
         "저도 그 얘기 들었어요. 옆집 할머니한테서요. 그 집도 매년 겨울마다 곰팡이 핀다고",
         ("옆집 할머니", ["라온결"])),
    ],
    # a member of a crew or a team ('구조대원', '안전요원') is a person: under X's words, their
    # own report with a hearsay ending on the verb is a second level
    "crew_member": [
        ("도담", "그 계곡 위험해?", "none"),
        ("라온결", "하늬 말로는 그때 안전요원이 그 구간에서 사고가 제일 많다고 했대",
         ("안전요원", ["라온결", "하늬"])),
    ],
    # 'X-(이)라는 N' (an N called X, one who is X): the person is X, a name or a role phrase
    "called_x": [
        ("도담", "이사 견적 받았어?", "none"),
        ("라온결", "응, 하늬 씨라는 기사님이 사다리 없어도 된다고 하더라고.",
         ("하늬 씨", ["라온결"])),
        ("도담", "관리인 아들이라는 분이 와서 자기네 책임 아니라고 말하더라고요",
         ("관리인 아들", ["도담"])),
        ("라온결", "모래솔이라는 애가 그 집 국수 맛있대", ("모래솔", ["라온결"])),
    ],
    # under X's report, a word only guessed to be a name that opens the reported clause is
    # what the clause is about, not an inner holder: a mountain, a leak said nothing
    "thing_topic_under_opener": [
        ("도담", "겨울 산 괜찮을까?", "none"),
        ("라온결", "하늬가 그러는데 겨울 한라산은 바람이 엄청 세대", ("하늬", ["라온결"])),
        ("도담", "우리 형 말이 누수는 관리실이 직접 고쳐 주는 게 원칙이래",
         ("도담의 형", ["도담"])),
    ],
    # a report heard as a report ('X한테 Y가 …다고 했다고 들었어'): Y said it, X relays it
    "heard_report": [
        ("설휘", "그 중고차 살 거야?", "none"),
        ("차결", "아까 단휘한테 걔 삼촌이 그 차 별로라고 하셨다고 들었어",
         ("단휘의 삼촌", ["차결", "단휘"])),
        ("설휘", "부장님이 그 기획 괜찮다고 했다고 솔하한테서 들었음",
         ("부장님", ["설휘", "솔하"])),
    ],
    # chat leaves the full stop out before a source said last: a quotation and its verb of
    # saying, then only the subject ('"…" 이러던데 X가'); hearsay, then 'X 말로는' or a named
    # topic ('…대 X는')
    "dislocated_unpunctuated": [
        ("설휘", "그 캠핑장 예약했어?", "none"),
        ("차결", '"거기 밤에 엄청 추워" 이러던데 예찬이가ㅋㅋ', ("예찬", ["차결"])),
        ("설휘", "거기 관리인이 새로 바뀌었대 우리 이모 말로는", ("설휘의 이모", ["설휘"])),
        ("차결", "장작은 따로 사야 된대 예찬이는", ("예찬", ["차결"])),
    ],
    # a source named in the next sentence of a report that named who said it ('Y가 …다고
    # 했대. X가 그러더라'): X passed Y's words on; after a bare '-대' it was X's report
    "source_after_named_report": [
        ("설휘", "새로 생긴 만두집 가 봤어?", "none"),
        ("차결", "예찬이가 거기 피가 너무 두껍다고 했대. 보미가 그러더라",
         ("예찬", ["차결", "보미"])),
        ("설휘", "우리 삼촌이 거기 육즙 좋다고 했대, 사촌 동생이 그러더라",
         ("설휘의 삼촌", ["설휘", "설휘의 사촌 동생"])),
    ],
    # a report quoted under another verb of saying ('Y가 …라고 했다고 X가 그러더라'): Y said
    # it, X told the speaker
    "told_report": [
        ("설휘", "그 전시 볼 만해?", "none"),
        ("차결", "예찬이가 그 전시 좀 지루하다고 했다고 지안이가 그러더라",
         ("예찬", ["차결", "지안"])),
        ("설휘", "우리 형이 거기 도슨트 설명 최고라고 했다고 형수가 말하더라",
         ("설휘의 형", ["설휘", "설휘의 형수"])),
    ],
    # a chat header naming who said what follows ('X 말: …'), as 'X 피셜 …' does
    "colon_header": [
        ("설휘", "그 빨래방 어때?", "none"),
        ("차결", "예찬이 말: 거기 건조기 완전 느림", ("예찬", ["차결"])),
        ("설휘", "우리 이모 말씀 : 거기 세제가 너무 독해", ("설휘의 이모", ["설휘"])),
    ],
    # one person's report set against another's in one sentence ('X는 …다던데 Y는 …대'): two
    # reports, each its own holder's
    "contrasted_reports": [
        ("설휘", "그 필라테스 학원 어때?", "none"),
        ("차결", "예찬이는 거기 강사님이 꼼꼼하다던데 지안이는 너무 깐깐하대",
         ("지안", ["차결"])),
    ],
    # the person a thing was heard through ('X(를) 통해(서) 들었는데') is its source
    "heard_through": [
        ("설휘", "그 요가원 어때?", "none"),
        ("차결", "예찬이 통해서 들었는데 거기 강사님 바뀌었대", ("예찬", ["차결"])),
        ("설휘", "나는 우리 형을 통해 들었는데 회원비 오른대", ("설휘의 형", ["설휘"])),
    ],
}


def test_neura_clause_is_a_record() -> None:
    from cogmem_rdf.extract.rules import RuleExtractor
    from cogmem_rdf.models import TurnIn

    turns = [
        TurnIn(session="ks-n", date=datetime(2025, 10, 7), turn=f"ks-n:{i}", speaker=sp,
               text=tx, lang="ko")
        for i, (sp, tx, _) in enumerate(CASES["neura_record"])
    ]
    x = RuleExtractor().extract(turns, [])[1]
    assert any(f.subject == "휘린" for f in x.facts), (x.facts, x.events)


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"ks-{name}", datetime(2025, 10, 7))


# a question opening with a bare name (no particle) puts that person forward: the answer's
# 걔 동생 is theirs, not the answerer's
ASKED_BARE = [
    [
        ("설휘", "하윤 요즘 뭐 해?", "none"),
        ("차결", "걔 동생이 그러는데 요즘 밤마다 야식 배달 알바한대.", ("하윤의 동생", ["차결"])),
    ],
    [
        ("설휘", "세린 어제 봤어?", "none"),
        ("차결", "아니, 걔 엄마가 그러는데 다음 달에 제주로 이사 간대.", ("세린의 엄마", ["차결"])),
    ],
]


@pytest.mark.parametrize("di", range(len(ASKED_BARE)))
def test_a_bare_name_asked_about_is_the_one_gyae_means(di: int) -> None:
    check_dialogue(ASKED_BARE[di], f"ks-bare-{di}", datetime(2025, 10, 7))
