"""Korean attribution constructions, one invented dialogue each (names and sentences written for
this test, none from any data file): a parser behaviour or frame row, and the owner and relay
chain it must give. ``("owner", [chain])`` for a Claim that must be there, ``"record"`` for an
Event/Fact and no Claim, ``"none"`` for no Claim, ``None`` for no check."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # an office or a party is the subject of a verb of saying with 에서 ('교무처에서 …라고 했어',
    # '운영팀 쪽에서는 …라고 하던데'); a topic after it is what the office spoke of
    "office_eseo_says": [
        ("가온", "시상식에 이사장님 오셔?", "none"),
        ("도율", "아니, 교무처에서 이사장님은 일정 때문에 못 오신다고 했어.", ("교무처", ["도율"])),
        ("가온", "근데 운영팀 쪽에서는 행사 시간이 줄어들 거라고 하던데.", ("운영팀", ["가온"])),
        ("도율", "회사에서 팀장님이 내일 쉬어도 된다고 했어.", ("팀장님", ["도율"])),
    ],
    # chat drops the subject particle after a name before 그러는데 ('서하 그러는데 …대'), and the
    # polite connective -는데요 opens a report like -는데 ('X한테 들었는데요, …')
    "bare_name_opener": [
        ("가온", "몇 시에 출발할까?", "none"),
        (
            "도율",
            "헐 그럼 일찍 가자. 서하 그러는데 새벽에 출발하면 하나도 안 막힌대",
            ("서하", ["도율"]),
        ),
        (
            "가온",
            "송이 선배한테 들었는데요, 그 학원 주말반이 그렇게 알차다네요.",
            ("송이 선배", ["가온"]),
        ),
        ("도율", "석주가 그러는데요, 그 공원 다음 주에 폐쇄된대요.", ("석주", ["도율"])),
    ],
    # an unmarked person before the quoted words is who they are about: a source named next
    # ('다솜이가 방금 알려줌') takes the report over
    "unmarked_then_source": [
        ("가온", "그 가게 어때?", "none"),
        (
            "도율",
            "헐 3층 민지 언니 다음 달까지만 나오신다 함. 다솜이가 방금 카톡으로 알려줌",
            ("다솜", ["도율"]),
        ),
    ],
    # a foreign name Kiwi glues its subject particle onto ('스테파노가') before a title: two
    # persons, the name the sayer and the titled one inside the hearsay
    "glued_particle_before_title": [
        ("스테파노", "나 오늘 훈련 빠져도 돼?", "none"),
        ("가온", "훈련 오늘 해?", "none"),
        (
            "도율",
            "아니 ㅋㅋ 근데 스테파노가 감독님이 훈련 하루 쉬게 해 주셨다더라",
            ("스테파노", ["도율"]),
        ),
    ],
    # the quotative -고 dropped after -ㄴ다/-는다 ('…못 간다 했어', '…걸린다 하더라', '…한다
    # 함'): speech drops it as readily as after -다 ('좋다 하더라')
    "nda_hada_no_go": [
        ("가온", "그 노트북 배터리 어때?", "none"),
        (
            "도율",
            "우리 외삼촌이 그거 쓰는데 배터리 반나절도 못 간다 했어",
            ("도율의 외삼촌", ["도율"]),
        ),
        ("가온", "석주는 그 헬스장 주말엔 사람 너무 많이 온다 하더라", ("석주", ["가온"])),
    ],
    # a sentence-final '<noun>(이)래' Kiwi reads as one unknown noun: the noun, then the hearsay
    # ending of the copula — the subject's view, not the speaker's
    "noun_rae": [
        ("가온", "보람이가 그 빵집 최고래.", ("보람", ["가온"])),
        ("도율", "새솔이는 그 드라마 완전 극혐래 ㅋㅋ", ("새솔", ["도율"])),
        ("가온", "나래가 그 공연 최고이래.", ("나래", ["가온"])),
    ],
    # a completed action with the subject left out (the speaker, answering) is an event, also
    # with nothing else named: the turn's first sentence ('네, 갔다 왔어요.')
    "zero_subject_done": [
        ("가온", "어제 구청 설명회 갔다 왔어요?", "none"),
        ("도율", "네, 갔다 왔어요.", "record"),
    ],
    # the progressive -는 중 closed by a laugh is a sentence of its own, an action going on: a
    # record, then the hedged view after it
    "progressive_then_view": [
        ("가온", "주말에 뭐 해?", "none"),
        ("도율", "나 외삼촌네 와서 밤 줍는중ㅋㅋㅋ 손 다 까질듯", ("도율", [])),
        ("가온", "난 지금 베란다에서 화분 옮기는중ㅋㅋ", "record"),
    ],
    # coaxing and urging are verbs of saying: '…좋다고 꼬셔', '…재밌다고 졸라', also in the chat's
    # nominal ending ('꼬심')
    "coax_saying": [
        ("가온", "이사할 동네 정했어?", "none"),
        ("도율", "숙모가 자기 아파트 단지 공원 넓다고 엄청 꼬심ㅋㅋ", ("도율의 숙모", ["도율"])),
        (
            "가온",
            "우리 조카는 그 보드게임 재밌다고 사 달라고 계속 졸라.",
            ("가온의 조카", ["가온"]),
        ),
    ],
    # a name, then modifiers, then a role: the name owns the role ('X이 예비 신부는')
    "name_mods_role": [
        ("세윤", "다온이 요즘 결혼 준비로 정신없어?", "none"),
        (
            "로하",
            "다온이 예비 신부는 신혼여행을 가을로 미루고 싶대.",
            ("다온의 예비 신부", ["로하"]),
        ),
    ],
    # the subject of a relative clause under an opener holds no view ('X가 고친 자전거가 …')
    "relative_subject": [
        ("하린", "주말에 자전거 탔어?", "none"),
        (
            "무영",
            "동아리 선배가 그러는데 도하 씨가 고친 자전거가 아직 창고 구석에 있대.",
            ("동아리 선배", ["무영"]),
        ),
    ],
    # a hearsay ending closes the last clause: its own topic holds it, not an earlier clause's
    "clause_topic": [
        ("세윤", "다온이 요즘 바빠?", "none"),
        (
            "로하",
            "다온이는 집 보러 다니는 중인데, 다온이 예비 신부는 전세가 낫다더라.",
            ("다온의 예비 신부", ["로하"]),
        ),
    ],
    # a source named AFTER the hearsay is its holder, also when the hearsay had a lone topic
    # (the person the news is about): '…대. X한테 들었어.', '…대요. X가 말씀하셨어요.'
    "postposed_source": [
        ("가람", "그 세탁소 아직 해?", "none"),
        (
            "시우",
            "응, 근데 올해까지만 하신대. 건너편 약국 약사님한테 들었어.",
            ("건너편 약국 약사님", ["시우"]),
        ),
        (
            "가람",
            "세탁소 아저씨는 고향으로 내려가신대요. 관리실 직원분이 회의 때 말씀하셨어요.",
            ("관리실 직원분", ["가람"]),
        ),
    ],
    # what was said put after the saying, closed by a quotative ending ('X가 그러셨어, …라고')
    "postposed_quote": [
        ("다겸", "수영장 다음 주에 열어?", "none"),
        (
            "태린",
            "아니, 안내 데스크 직원분이 직접 그러셨어, 보수 공사 때문에 한 달 더 걸린다고.",
            ("안내 데스크 직원분", ["태린"]),
        ),
        (
            "다겸",
            "우리 코치님이 말씀하셨어요, 물 온도가 너무 낮다고요.",
            ("다겸의 코치님", ["다겸"]),
        ),
    ],
    # a bare title after the speaker's own title-holder ('저희 실장님도 …') is that person, in
    # the same sentence or the next
    "title_anaphora": [
        ("보늬", "그 수영장 물 깨끗해?", "none"),
        (
            "이담",
            "저희 실장님도 거기 다니시는데 실장님 말씀으로는 락커가 너무 작대요.",
            ("이담의 실장님", ["이담"]),
        ),
        (
            "보늬",
            "우리 원장님도 거기 회원이셔. 원장님 말로는 수온이 좀 낮대.",
            ("보늬의 원장님", ["보늬"]),
        ),
    ],
    # the same after a hearsay ending with no comma (chat): 'X가 Y한테 직접 그랬대 …다고' —
    # under 'Z가 그러는데', Z passes on what X told
    "postposed_quote_after_dae": [
        ("다겸", "태권도 관장님 그만두셔?", "none"),
        (
            "태린",
            "몰라ㅠ 근데 규리 아빠가 그러는데 사범님이 규리 아빠한테 직접 그랬대 "
            "결혼해서 광주 내려간다고",
            ("사범님", ["태린", "규리의 아빠"]),
        ),
    ],
    # a relative of the speaker's role-holder ('우리 실장님 남편분') is the role-holder's; the bare
    # role and the bare relative (with or without the honorific 분) after it are those people,
    # and the relative told the role-holder
    "role_holder_relative": [
        ("보늬", "그 클라이밍장 원장님 어떤 분이셔?", "none"),
        (
            "이담",
            "헐. 근데 저희 실장님 남편분이 거기 다니시잖아요. 실장님이 그러는데 남편분은 "
            "원장님을 되게 꼼꼼하다고 보신대요.",
            ("이담의 실장님 남편분", ["이담", "이담의 실장님"]),
        ),
        (
            "보늬",
            "우리 대리님 와이프도 거기 회원이셔. 대리님 말로는 와이프분은 수업이 너무 빡세대.",
            ("보늬의 대리님 와이프", ["보늬", "보늬의 대리님"]),
        ),
    ],
    # a bare kin noun after the speaker's own relative named with a modifier is that relative
    "kin_anaphora": [
        ("보늬", "그 영어 학원 분위기 어때?", "none"),
        (
            "이담",
            "거기서 우리 사촌 누나가 가르쳐. 누나 말로는 월급이 생각보다 짜대.",
            ("이담의 사촌 누나", ["이담"]),
        ),
    ],
    # 걔 may stand for someone's relative of one's own generation or younger ('X 남친이 … 걔
    # 말로는'), never an elder: '걔네 엄마' still owns the role through the named person
    "familiar_peer_relative": [
        ("보늬", "그 볼링장 가 봤어? 거기 매니저님 친절하던데", None),
        (
            "이담",
            "근데 결슬 여친이 거기 알바하잖아. 걔 말로는 레인 관리가 엉망이래",
            ("결슬의 여친", ["이담"]),
        ),
        ("보늬", "단후 엄마는 요즘 바쁘대. 걔네 엄마 꽃집 하잖아", ("단후의 엄마", ["보늬"])),
    ],
    # a kin noun compounded with a word that ranks relatives ('사촌동생', '친오빠') is kin: said
    # bare, it is the speaker's relative
    "kin_compound": [
        ("보늬", "그 떡볶이집 요즘 어때?", "none"),
        ("이담", "사촌동생 말로는 요즘 소스 맛이 바뀌었대", ("이담의 사촌동생", ["이담"])),
    ],
    # a verbless role phrase after naming someone describes them ('X 알지? 내 대학 동기'):
    # 걔 is still the one named
    "apposition_fragment": [
        ("보늬", "너 도류 알지? 내 대학 동기", None),
        ("이담", "어 그 안경 쓴 애? 왜?", "none"),
        ("보늬", "걔 다음 달에 부산으로 발령 난대.", ("도류", ["보늬"])),
    ],
    # 자기 before a role with a modifier that is itself a role noun ('자기 외사촌 형'): the
    # subject of the report owns the whole phrase
    "reflexive_modified_kin": [
        ("미루", "그 학원 요즘 어때?", "none"),
        (
            "세람",
            "여울 선배가 그러는데 자기 외사촌 형이 거기 강사인데 숙제가 엄청 많대요",
            ("여울 선배의 외사촌 형", ["세람", "여울 선배"]),
        ),
    ],
    # a floor or room number locates the source ('8층 아주머니', '402호 총각')
    "numbered_place_source": [
        ("미루", "주차장 보수는 언제까지래?", "none"),
        ("세람", "9층 총각이 그러는데 다음 주 목요일이면 끝난대.", ("9층 총각", ["세람"])),
    ],
    # a bare role noun after a role phrase said before with a modifier is that person
    "bare_role_repeats_phrase": [
        ("미루", "카센터 문 닫는대? 카센터 정비사가 그러던데", ("카센터 정비사", ["미루"])),
        ("세람", "헐 진짜?", "none"),
        ("미루", "정비사 말로는 엔진 오일이 새서 그렇대.", ("카센터 정비사", ["미루"])),
    ],
    # a laugh written onto the next word is a word of its own ('ㅎㅎ걔가 그러는데')
    "glued_laugh": [
        ("미루", "어제 하온이랑 볼링 쳤어", None),
        ("세람", "ㅎㅎ걔가 그러는데 볼링장 사장님이 자기 삼촌이래.", ("하온", ["세람"])),
    ],
    # '…이거든?' tells (background, 'you see'), it does not ask: a person introduced in X's
    # report is known through X, so their own report after it is relayed by X too
    "geodeun_background": [
        ("미루", "시청 앞 공사 왜 또 한대?", "none"),
        (
            "세람",
            "도하가 그러는데 자기 누나가 구청 감사팀이거든? 누나 말로는 내년에 또 판대",
            ("도하의 누나", ["세람", "도하"]),
        ),
    ],
    # a bare kin noun said to a child or younger relative called by name ('가온아, 이모가 …')
    # is named from the addressee's side
    "vocative_kin": [
        ("세람", "가온아, 외삼촌이 이번에 트럭을 새로 뽑았다더라.", ("가온의 외삼촌", ["세람"])),
        ("가온", "진짜요? 갑자기요?", "none"),
    ],
    # disbelief of a report is the speaker's own view ('못 믿겠음', '믿기 어렵다'); chat
    # 'ㄱㅊ던데' is 괜찮던데, a verdict
    "disbelief_after_report": [
        ("미루", "제주 2월 어때? 갈 만해?", "none"),
        ("세람", "그 숙소 ㄱㅊ던데. 근데 도하 말로는 2월 바람이 장난 아니래.", ("도하", ["세람"])),
        ("세람", "난 그 말 잘 안 믿음, 도하는 원래 엄살이 심해서ㅋㅋ", ("세람", [])),
    ],
    # a shop before a role ('꽃집 사장님', '수선집 아저씨') is where the person works, kept
    # as said with its modifiers, not a name that owns the role
    "shop_before_role": [
        ("도하", "요즘 꽃 비싸?", "none"),
        ("라온", "동네 꽃집 사장님이 그러는데 장미값이 두 배래", ("동네 꽃집 사장님", ["라온"])),
        ("라온", "수선집 아저씨 말로는 그 원단 비싸대", ("수선집 아저씨", ["라온"])),
    ],
    # '맞는 말이야', '틀린 말은 아니지': a verdict on what was said is the speaker's view
    "right_words_verdict": [
        ("도하", "우리 코치님이 그러는데 수영은 아침에 해야 제일 개운하대", None),
        ("라온", "그거 맞는 말이야. 나도 아침 수영 다녀", ("라온", [])),
    ],
    # '믿을 게 못 돼', '믿을 수 없어' (not to be trusted): the speaker's verdict on the topic
    "not_to_be_trusted": [
        ("도하", "그 중고앱 괜찮아?", "none"),
        ("라온", "거기 판매자 후기는 믿을 게 못 돼. 반은 알바가 쓴 거래.", ("라온", [])),
        ("라온", "그 앱 별점도 믿을 수가 없어", ("라온", [])),
    ],
    # '…다고 X가 그러셨어': the subject between the quotative and the verb of saying holds the
    # quoted view, inside an opener's report when there is one
    "subject_after_quotative": [
        ("도하", "강아지 수술은 잘 됐어?", "none"),
        (
            "라온",
            "형이 그러는데 한동안 매운 건 먹지 말라고 치과 원장님이 그러셨단다.",
            ("치과 원장님", ["라온", "라온의 형"]),
        ),
    ],
    # a pronoun possessor + '전' (former) + a noun + 사람들: that person's former X's people
    "pronoun_former_group": [
        ("라온", "서하는 요즘 새 학교 잘 다녀?", "none"),
        (
            "도하",
            "걔 전 학교 사람들 말로는 거기 급식이 전국 최고였대.",
            ("서하의 전 학교 사람들", ["도하"]),
        ),
    ],
    # '그 조카': a determiner + a role points back to the one just mentioned, whoever's
    # relative they are, so a later 걔 is still that person
    "determiner_role_anaphor": [
        ("라온", "남친 조카가 이번 이사 다 도와줬어", None),
        ("도하", "그 조카 대학생이야?", "none"),
        ("라온", "응, 걔 말로는 원룸 이사는 반나절이면 충분하대", ("라온의 남친 조카", ["라온"])),
    ],
    # a bare kin noun right before a role modifies it ('여친 동생'), however Kiwi splits it
    "kin_before_role": [
        ("도하", "그 빵집 없어진대?", "none"),
        (
            "라온",
            "그거 내가 알아본 거 아니고 여친 동생이 그러는데 거기 곧 문 닫는대",
            ("라온의 여친 동생", ["라온"]),
        ),
    ],
    # a complaint adverb with 만 ('맨날 남 탓만 해') judges the one complained about; a laugh
    # written onto a plain ending closes that sentence
    "complaint_only": [
        ("도하", "요즘 회사 어때?", "none"),
        ("라온", "우리 팀장님은 맨날 남 탓만 해ㅋㅋ 어제는 회의를 세 시간이나 했어", ("라온", [])),
    ],
    # a bare role noun right before a name with its particle is that person's title
    # ('반장 단휘가'): the name holds it, the role describes them
    "appositive_role": [
        ("도하", "이번 체육대회 언제야?", "none"),
        ("라온", "반장 단휘가 그러는데 비 오면 다음 주로 미룬대", ("단휘", ["라온"])),
        ("도하", "후배 채슬이는 계주가 제일 재밌대요", ("채슬", ["도하"])),
    ],
    # a surname before a title names that person ('윤 대리님', '저희 팀 강 과장님'), with no
    # possessor taken from the team before it
    "surname_title": [
        ("도하", "다음 달 워크숍 어디로 가요?", "none"),
        ("라온", "저희 부서 윤 과장님이 속초가 제일 무난하대요", ("윤 과장님", ["라온"])),
        ("라온", "나 부장님한테 숙소는 각자 잡으라고 들었어", ("부장님", ["라온"])),
    ],
    # an order or a proposal passed on: '-(으)래' (Kiwi: 으라고 + 하), '-재' (-자고 해)
    "imperative_hortative_hearsay": [
        ("도하", "발목은 좀 어때?", "none"),
        ("라온", "정형외과 원장님이 일주일은 깁스 하고 있으래", ("정형외과 원장님", ["라온"])),
        ("라온", "근데 솔하가 다 나으면 같이 등산 가재 ㅋㅋ", ("솔하", ["라온"])),
        ("도하", "윤채 씨가 점심은 다 같이 국밥 먹재요", ("윤채 씨", ["도하"])),
    ],
    # a quotation in single quotes, closed by a quotative or a verb of saying; a title in
    # single quotes is no quotation
    "single_quote_quotation": [
        ("도하", "그 교양 수업 들을 만해?", "none"),
        ("라온", "선배 태서가 '그 수업은 출석이 전부다'라고 했어", ("태서", ["라온"])),
        ("도하", "담당 조교님이 '기말은 노트 지참 가능이다'고 하셨음", ("담당 조교님", ["도하"])),
        ("라온", "어제 '은빛 항구' 봤는데 결말이 진짜 별로더라", ("라온", [])),
    ],
    # a given name, then a workplace rank, is that person so called ('겸휘 과장님'); with 네
    # the rank is theirs ('채슬네 팀장님': 채슬's team leader)
    "rank_after_name": [
        ("도하", "이번 분기 어때요?", "none"),
        ("라온", "기획팀 겸휘 과장님이 이번 분기 목표가 너무 높대요", ("겸휘 과장님", ["라온"])),
        ("도하", "채슬네 팀장님은 회식을 별로 안 좋아하신대", ("채슬의 팀장님", ["도하"])),
    ],
    # a report closed by 던데 and a comma, then a question to the listener: the report stands
    # (the question after it does not make it a question)
    "report_then_question": [
        ("도하", "새 집은 조용해?", "none"),
        ("라온", "근데 단휘는 솔하가 새벽마다 드럼 친다고 하던데, 잠은 잘 자?", ("단휘", ["라온"])),
        ("도하", "아랫집 할아버지가 우리 집 세탁기 소리 크다고 그러던데, 너도 들려?",
         ("아랫집 할아버지", ["도하"])),
        ("라온", "그 소리 진짜 커?", "none"),
    ],
    # '-다던데' / '-다는데' as a connective: the topic's words, then the speaker's question or
    # remark after them ('X는 …다던데 너는 어땠어?', no comma; Kiwi may read the link as final)
    "dadeonde_link": [
        ("하람", "주말에 그 전시 보러 갈 거야?", "none"),
        ("시율", "우리 이모는 그 전시 줄이 엄청 길다던데 너는 가 봤어?", ("시율의 이모", ["시율"])),
        ("하람", "팀장님은 그 미술관 월요일엔 쉰다던데 확인해 볼게요", ("팀장님", ["하람"])),
        ("시율", "재겸이는 입장료 올랐다는데 넌 알고 있었어?", ("재겸", ["시율"])),
    ],
    # a predicate before an adnominal ending modifies a noun; an afterthought '…, 제일 N 걸로'
    # does not make the action before it a judgement
    "adnominal_afterthought": [
        ("하람", "등산화 새로 샀어?", "none"),
        ("시율", "응, 어제 아울렛에서 하나 샀어, 제일 가벼운 걸로.", "record"),
        ("하람", "나는 지난달에 배낭 바꿨잖아, 주머니 많은 걸로.", "record"),
    ],
    # the speaker's hedged view closed by a connective ('N 같던데', '…한 것 같은데'), then
    # hearsay: the view's topic holds nothing of the hearsay; its own subject is the source
    "view_then_hearsay": [
        ("하람", "그 필라테스 학원 어때?", "none"),
        (
            "시율",
            "원장님 깐깐한 분 같던데 우리 사촌이 거기 다녔는데 원장님이 출석 하나하나 챙기셨대",
            ("시율의 사촌", ["시율"]),
        ),
        (
            "하람",
            "거기 좀 비싼 것 같은데 라온결이가 작년에 등록했는데 할인 행사 자주 한대",
            ("라온결", ["하람"]),
        ),
    ],
    # under an opener, a second subject inside a subordinate clause ('Y가 Z가 …해서 …대'):
    # Z is the subordinate verb's subject, Y the main verb's — Y did not tell it, the opener's
    # holder did (a second subject of the main verb, '…알아보고 있대', still makes Y the source)
    "subordinate_subject": [
        ("하람", "할머니는 요즘 잘 지내셔?", "none"),
        (
            "시율",
            "간병인 선생님이 그러시는데 할머니가 옆방 분들이 잘해 주셔서 요즘 식사도 잘 하신대요.",
            ("간병인 선생님", ["시율"]),
        ),
        (
            "하람",
            "우리 형이 그러는데 사촌 동생이 학원이 멀어서 버스를 두 번 갈아탄대.",
            ("하람의 형", ["하람"]),
        ),
    ],
    # 걔 is said of peers: a person called with the honorific 님 since ('이번 수련회 목사님')
    # is not what it stands for; and a word after a time word ('이번 X', '작년 X 때') names an
    # occasion, never a person
    "familiar_not_honorific": [
        ("도림", "다들 수련회 갈 거야?", "none"),
        ("세아", "응 근데 하율이가 이번 수련회 목사님 설교 엄청 길대ㅋㅋ", ("하율", ["세아"])),
        ("도림", "ㅋㅋ 근데 걔 말로는 방은 이번에 4인실이래", ("하율", ["도림"])),
    ],
    "familiar_not_honorific_polite": [
        ("도림", "캠프 신청하셨어요?", "none"),
        ("세아", "네, 근데 단우가 그러는데 작년 캠프 교수님이 또 오신대요.", ("단우", ["세아"])),
        ("도림", "걔가 그러는데 올해는 셔틀도 운행한대요.", ("단우", ["도림"])),
    ],
    # a final ending, then 근데 with no punctuation between (chat): the next sentence's topic
    # holds its hearsay, not the speaker of the first ('난 받았지 근데 X는 …다던데')
    "final_then_conjunction": [
        ("도림", "독감 주사 맞았어?", "none"),
        ("세아", "난 맞았지 근데 우리 이모는 올해 백신 좀 아프다던데", ("세아의 이모", ["세아"])),
        ("도림", "저도 신청했죠 그런데 팀장님은 접수 벌써 끝났다고 하시던데요",
         ("팀장님", ["도림"])),
    ],
    # an aside naming whom a pronoun means ('걔가 그러는데, 아 X 말이야, …'): X said it
    "aside_names_pronoun": [
        ("도하", "단휘랑 솔하는 요즘 어때?", "none"),
        ("라온", "걔가 그러는데, 아 단휘 말이야, 그 회사 야근이 너무 많대", ("단휘", ["라온"])),
        ("도하", "그분이 그러셨는데, 아 우리 과 교수님 말이야, 기말은 과제로 대체한대",
         ("도하의 과 교수님", ["도하"])),
    ],
    # a fronted quotation, then its sayer as subject, then the verb of saying, with adverbs or
    # how often between ('…차다고 X가 여러 번 말했어'); with nothing quoted a verb of saying
    # after a subject reports nothing
    "fronted_quote_sayer": [
        ("세윤", "캠핑장 예약했어?", "none"),
        ("로하", "그 캠핑장 밤에 엄청 춥다고 다온이가 여러 번 말했어.", ("다온", ["로하"])),
        ("세윤", "주차장 좁으니까 일찍 오라고 관리인 아저씨가 계속 당부하셨어요.",
         ("관리인 아저씨", ["세윤"])),
        ("로하", "다온이가 어제 회의에서 말했어.", "record"),
    ],
    # a noun with its topic particle before a title is no name with a title ('간식은 부장님이',
    # '우리 X는 코치님이'): the title is a person of its own; a nested report keeps the topic
    # as the one who passed it on
    "topic_before_title": [
        ("세윤", "다음 주 야유회 준비 어떻게 돼?", "none"),
        ("로하", "간식은 부장님이 직접 사 오신다던데.", ("부장님", ["로하"])),
        ("세윤", "우리 다온이는 코치님이 운동화 말고 축구화 신으라고 하셨다던데?",
         ("코치님", ["세윤", "다온"])),
    ],
    # a quotation of several sentences ('"…요~ …요"') stays in the sentence that quotes it, and
    # '이러던데' with a comment after it reports the quotation
    "quote_of_sentences": [
        ("세윤", "중고로 산 의자 어때?", "none"),
        ("로하", '판매자가 "거의 새거예요~ 한 번 앉았어요" 이러던데 완전 헌 거임',
         ("판매자", ["로하"])),
    ],
    # a name with 씨 (or 씨네), then a role with no particle between, owns the role ('X 씨
    # 팀장님이' = X 씨의 팀장님); the chain of who passed it on is unchanged
    "name_ssi_then_role": [
        ("도윤", "서라 씨가 그러는데, 서라 씨 팀장님이 다음 달에 부서가 바뀐다고 하셨대.",
         ("서라 씨의 팀장님", ["도윤", "서라 씨"])),
        ("도윤", "보름 씨네 과장이 그 프로젝트 엎어진대.", ("보름 씨네 과장", ["도윤"])),
        ("도윤", "가온 남친이 그 빵집 문 닫는대.", ("가온의 남친", ["도윤"])),
    ],
    # a foreign given name of four or five syllables before 씨 is a name with its title
    "long_name_ssi": [
        ("도윤", "아 네 거래처 엘리자베타 씨도 밤에는 그 골목 가지 말라고 그러시더라고요.",
         ("엘리자베타 씨", ["도윤"])),
    ],
    # a relative's household, then a role ('처남네 어머님이'): kept as said, 네 and all
    "kin_ne_then_role": [
        ("이경", "언니 말로는 형부네 어머님이 명절엔 다 모이자고 하셨대",
         ("형부네 어머님", ["이경", "이경의 언니"])),
    ],
    # 'X 말 들어 보니까 …대': whose words one heard is a person, however the name is split; a
    # noun one heard it from with 한테/한테서 is the source, a word Kiwi does not know as a role
    # included
    "heard_from_unknown_word": [
        ("시온", "근데 케빈 말 들어 보니까 그 체육관 원래 주차 공짜래", ("케빈", ["시온"])),
        ("시온", "아 글고 그 교양 폐강이라고 총대한테 들음", ("총대", ["시온"])),
    ],
    # a relative clause of attending or working before a place and a role: the clause's subject
    # owns the role ('내가 다니는 치과 선생님', '우리 애 다니는 학원 원장님')
    "attending_clause_owns_role": [
        ("한솔", "근데 내가 다니는 치과 선생님은 하루에 세 번은 양치하라더라",
         ("한솔의 치과 선생님", ["한솔"])),
        ("한솔", "우리 애 다니는 피아노 학원 원장님이 방학엔 쉬는 게 낫대",
         ("한솔의 피아노 학원 원장님", ["한솔"])),
        # (a place whose name could be read as surname + given name is still a place there)
        ("한솔", "근데 내가 다니는 한의원 선생님은 푹 쉬라더라",
         ("한솔의 한의원 선생님", ["한솔"])),
    ],
    # a spouse called 집사람/안사람 is the speaker's relative, as 와이프 and 남편 are
    "spouse_words_are_kin": [
        ("무진", "집사람 말로는 그 길이 훨씬 빠르대", ("무진의 집사람", ["무진"])),
    ],
    # 'X 말로는 Y가 Z가 없대' ('Y has no Z'): a person with 이/가 before a second 이/가 noun and
    # 있다/없다/많다 is who has it, not a second source; 'X 말씀이' opens a report as 'X 말이' does
    "possession_under_opener": [
        ("누리", "관리실 소장님 말로는 옆집이 빚이 하나도 없대", ("관리실 소장님", ["누리"])),
        ("누리", "근데 세무사님 말씀이 계약은 아들이 나온대", ("세무사님", ["누리"])),
    ],
    # praise and criticism are verbs of saying ('…다고 극찬하더라'); a staff noun in -진 is who
    # speaks ('동호회 운영진이 …다고 공지했던데'), with where it was said between ('단톡에')
    "speech_acts_and_staff": [
        ("하늬", "산울이가 그 가게 빵 엄청 맛있다고 극찬하더라", ("산울", ["하늬"])),
        ("하늬", "아 그리고 동호회 운영진이 다음 달부터 회비 안 받는다고 단톡에 공지했던데",
         ("동호회 운영진", ["하늬"])),
    ],
    # '…다고 X가 (계속) 그래서(요)': because X kept saying so — Kiwi reads 그래서 as 그렇 + 어서 or
    # as the conjunction; the subject between the quotation and it said the words
    "dago_subject_geuraeseo": [
        ("소담", "예전 집이 너무 좁다고 남편이 계속 그래서요. 지난달에 옮겼어요",
         ("소담의 남편", ["소담"])),
        ("소담", "그 식당 비싸다고 언니가 그래서 안 갔어", ("소담의 언니", ["소담"])),
    ],
    # 'X가 그러는데 Y가 <words> Z가 …대': a relative or role-holder, then other words, then a thing
    # marked 이/가 as the subject: Y told X of the world (a second level); right after Y
    # ('고모가 차가 …') the thing is Y's own, and X's report stays one level
    "relative_tells_of_world": [
        ("미결", "아빠가 그러는데 고모가 요즘 그 동네 땅값이 막 오르고 있대",
         ("미결의 고모", ["미결", "미결의 아빠"])),
        ("미결", "아빠가 그러는데 고모가 차가 고장났대", ("미결의 아빠", ["미결"])),
    ],
    # a report quoted inside a report ('Y가 …다고 했다고 X가 그러더라'): Y said it, X told the
    # speaker; Kiwi may read the inner -는다고 as the final ending 는다 + the quotative 고
    "report_of_a_report": [
        ("가온", "그 빵집 소식 들었어?", "none"),
        ("도율", "석주 고모가 빵집 문 닫는다고 했다고 석주가 그러더라.",
         ("석주의 고모", ["도율", "석주"])),
        ("가온", "새솔 선배가 그 전시 볼 만하다고 했다고 산울이가 말하던데.",
         ("새솔 선배", ["가온", "산울"])),
    ],
    # 'X가 전해/알려/얘기해 줬는데 …': news passed on to the speaker opens a report like
    # 'X가 그러는데'; an order after it (-래 on a verb) is the subject's, X relays it
    "told_me_opener": [
        ("가온", "내일 수업 있어?", "none"),
        ("도율", "석주가 전해 줬는데 마르타 선생님이 내일까지 과제 내래.",
         ("마르타 선생님", ["도율", "석주"])),
        ("가온", "산울이가 카톡으로 알려 줬는데 내일 휴강이래.", ("산울", ["가온"])),
        ("도율", "새솔이가 얘기해 줬는데 회장님이 모임 토요일로 옮기재.",
         ("회장님", ["도율", "새솔"])),
    ],
    # '<role> X 씨요, …': a name with its title and the polite 요 (or the copula) is that person
    # as named, the role before it describes them; a later 걔 points to the name
    "name_ssi_yo_apposition": [
        ("가온", "그 빵집 사장님 알아?", "none"),
        ("도율", "거기 사장님 산울 씨요, 제 대학 동기예요. 걔가 그러는데 다음 달에 빵 값 오른대요.",
         ("산울 씨", ["도율"])),
    ],
    # a given name that is also a common word or an adverb (보람, 한결), with the name suffix 이 as
    # Kiwi reads it, owns the kin noun after it ('한결이 누나가 …')
    "common_word_name_owns_kin": [
        ("가온", "내일 날씨 어떻대?", "none"),
        ("도율", "한결이 누나가 내일 비 온다고 했대.", ("한결의 누나", ["도율"])),
    ],
    # 'X 봤어?' — '남친이 …다고 했대': a bare kin noun as the sayer of a report whose verb of
    # saying carries the hearsay ending (a second level) is the relative of the person asked
    # about, who told the speaker; a first-level '남친이 …대' stays the speaker's own
    "bare_kin_in_heard_report": [
        ("가온", "새솔이 봤어?", "none"),
        ("도율", "응. 여친이 그 공연 매진됐다고 했대.", ("새솔의 여친", ["도율", "새솔"])),
        ("가온", "너는 주말에 뭐 해?", "none"),
        ("도율", "여친이 그 공연 매진됐대.", ("도율의 여친", ["도율"])),
    ],
    # a noun the speaker tastes ('마들렌은 너무 달았어'): only a thing is the subject of a taste
    # predicate, so it is no unknown name, and a later 걔 points to the person named before it
    "taste_subject_is_no_person": [
        ("가온", "산울이랑 카페 갔어?", "none"),
        ("도율", "응. 마들렌은 너무 달았어. 걔 말로는 거기 사장님 바뀌었대.", ("산울", ["도율"])),
        ("가온", "석주랑 빵집 갔어?", "none"),
        ("도율", "응. 쿠키는 진짜 맛있었어. 걔가 그러는데 거기 다음 달에 문 닫는대.",
         ("석주", ["도율"])),
    ],
    # a verbal noun as the topic of the light verb 하다 ('반품은 안 해 준대'): the activity, not
    # who said it — with no person there the source is left open; a name so placed still speaks
    "verbal_noun_topic_is_no_source": [
        ("가온", "그 옷가게 어때?", "none"),
        ("도율", "반품은 안 해 준대.", ("someone", ["도율"])),
        ("가온", "석주는 그 알바 안 한대.", ("석주", ["가온"])),
    ],
    # 'X가 Y 말씀을 전해/알려 줬는데 …': the object of passing on is Y's words — Y said what
    # follows, X relays it
    "words_passed_on": [
        ("가온", "병원 어땠대?", "none"),
        ("도율", "석주가 그 의사 선생님 말씀을 전해 줬는데 약 바꾸래.",
         ("의사 선생님", ["도율", "석주"])),
        ("가온", "산울이가 코치님 얘기를 알려 줬는데 내일 훈련 쉰대.",
         ("코치님", ["가온", "산울"])),
    ],
}


def test_action_before_dage_is_a_record(one) -> None:  # type: ignore[no-untyped-def]
    """'…했다가 …' (did X and then): the action before the connective is a record of its own,
    ahead of what followed it."""
    x = one("세람", "나 그저께 부장님한테 이직 얘기 꺼냈다가 나중에 보자고 하시더라")
    assert x.events and "세람" in x.events[0].participants
    assert x.events[0].time_expression == "그저께"


def test_action_inside_a_judged_nominal_is_no_record(one) -> None:  # type: ignore[no-untyped-def]
    """'…넣었다가 반토막 난 건 무리수였어': the chained actions are what the judgement is about
    (a nominalised clause, 것/거 after a modifier ending), not a record of their own."""
    x = one("마루솔", "도결이가 적금 깬 돈을 주식에 넣었다가 반토막 난 건 완전 무리수였어",
            ["마루솔", "도결"])
    assert not x.events
    assert x.claims and x.claims[0].owner == "마루솔"




@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"kc-{name}", datetime(2025, 9, 3))


def test_progressive_is_an_event_beside_the_view() -> None:
    # '…줍는중ㅋㅋㅋ 손 다 까질듯': the progressive sentence is an event of its own, the hedge after
    # the laugh the speaker's view (not one claim over both)
    x = extract_lines([("도율", "나 외삼촌네 와서 밤 줍는중ㅋㅋㅋ 손 다 까질듯")],
                      datetime(2025, 9, 3), session="kc-prog")[0]
    assert x.events and [c.owner for c in x.claims] == ["도율"]
