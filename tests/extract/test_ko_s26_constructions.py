"""Korean attribution constructions, twenty-sixth pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # '…다고 Y한테 들었대': the verb of hearing itself carries a hearsay ending (or is told on
    # with -다고 하더라), so the speaker did not hear it — the subject before the report did,
    # and passes it on; with a plain '들었어' the speaker heard it (the subject may be inside
    # what was heard)
    "reported_hearing_keeps_hearer": [
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그 식당 별로라고 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔가 그 식당 별로라고 휘라한테 들었대요.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그 식당 별로라고 휘라한테 들었다더라.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그 식당 별로라고 휘라한테 들었다고 하더라.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담은 그 식당 별로라고 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
    ],
    # a sentence that only says someone heard it from Y, the verb of hearing told on ('X가
    # Y한테 들었대'): X heard it from Y — the hearsay just before in the turn is Y's, relayed
    # by X (X left out: whoever that hearsay was held by), a plain statement before is what was
    # heard, and said first it sources what follows
    "heard_from_sentence_told_on": [
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "그 식당 다음 달에 문 닫는대. 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "그 식당 문 닫는대. 라담이 휘라한테 직접 들었대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "라담이 휘라한테서 들었다더라. 그 식당 문 닫는대.", ("휘라", ["소결", "라담"])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "그 식당 다음 달에 문 닫아. 걔가 휘라한테 그 얘기 들었대요.",
         ("휘라", ["소결", "라담"])),
        ("단휘", "그 식당 별로래?", None),
        ("소결", "응, 라담이 휘라한테 들었대.", ("휘라", ["소결", "라담"])),
    ],
    # '걔가 팀장님한테 들었는데': a pronoun with its own particle possesses nothing after it
    "pronoun_with_particle_no_possessor": [
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔가 팀장님한테 들었는데 그 식당 별로래.", ("팀장님", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔는 과장님한테 들었는데 그 식당 별로래.", ("과장님", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "걔도 선배한테 들었는데 그 식당 별로래.", ("선배", ["소결", "라담"])),
    ],
    # hearsay endings in the forms chat spells them: -댄다/-랜다 (the hearsay ending with the
    # plain -ㄴ다), -더래 (what the subject found, told), -다던걸, -대잖아/-래잖아 — the subject's
    # words; the speaker's own -다 stays theirs
    "hearsay_final_variants": [
        ("단휘", "라담은 그 헬스장 어떻대?", None),
        ("소결", "라담은 그 헬스장 별로랜다", ("라담", ["소결"])),
        ("단휘", "라담은 그 헬스장 시설이 낡았댄다", ("라담", ["단휘"])),
        ("소결", "라담이가 거기 괜찮댄다", ("라담", ["소결"])),
        ("단휘", "우리 형은 거기 괜찮더래", ("단휘의 형", ["단휘"])),
        ("소결", "라담은 그 헬스장 별로라던걸", ("라담", ["소결"])),
        ("단휘", "우리 형은 거기 괜찮다던걸", ("단휘의 형", ["단휘"])),
        ("소결", "라담이 그 헬스장 별로래잖아", ("라담", ["소결"])),
        ("단휘", "라담이 거기 괜찮대잖아", ("라담", ["단휘"])),
        ("소결", "난 그 헬스장 별로야", ("소결", [])),
    ],
    # a verdict passed by the manner of saying or a judgement one is left with, after a
    # quotative ('…최악이라고 욕하더라', '…아깝다고 후회하더라', '…비싸다고 혀를 차더라',
    # '…잘했다고 뿌듯해하더라'): the subject's view; the speaker's own the same way stays theirs
    "verdict_verbs_after_quotative": [
        ("단휘", "그 헬스장 어때?", None),
        ("소결", "라담은 그 헬스장 최악이라고 욕하던데", ("라담", ["소결"])),
        ("단휘", "라담은 그 헬스장 돈 아깝다고 후회하더라", ("라담", ["단휘"])),
        ("소결", "라담이 거기 트레이너 잘 가르친다고 감탄하던데", ("라담", ["소결"])),
        ("단휘", "라담이 거기 문 닫았다고 놀라더라", ("라담", ["단휘"])),
        ("소결", "라담이 거기 등록 잘했다고 뿌듯해하더라", ("라담", ["소결"])),
        ("단휘", "라담이 거기 비싸다고 혀를 차더라", ("라담", ["단휘"])),
        ("소결", "라담이 거기 비싸다고 한숨 쉬더라", ("라담", ["소결"])),
        ("단휘", "겸채는 거기 가성비 좋다고 만족하던데", ("겸채", ["단휘"])),
        ("소결", "나는 거기 돈 아깝다고 후회했어", ("소결", [])),
        ("단휘", "나도 그 헬스장 최악이라고 욕했어", ("단휘", [])),
    ],
    # 'X 말 들어 보면 …': X's account, as '들어 보니까' is
    "mal_deureobomyeon": [
        ("단휘", "그 헬스장 어때?", None),
        ("소결", "라담 말 들어보면 그 헬스장 별로인 듯", ("라담", ["소결"])),
        ("단휘", "라담 얘기 들어 보면 거기 트레이너가 별로래", ("라담", ["단휘"])),
        ("소결", "우리 엄마 말 들어보면 거기 샤워실이 더럽대", ("소결의 엄마", ["소결"])),
    ],
    # 'X가 Y한테 뭐라고 했어?' (or '뭐라 했대?', asked back with '뭐래?'): a report with no
    # subject in the answer is X's words — the subject asked about, not Y named last; a sayer
    # the answer names is still the sayer
    "asked_what_subject_said": [
        ("단휘", "라담이가 휘라한테 뭐라고 했는지 알아?", None),
        ("소결", "몰라 뭐래?", "none"),
        ("단휘", "그 학원 그만두라고 했대.", ("라담", ["단휘"])),
        ("소결", "라담이 휘라한테 뭐라 했대?", None),
        ("단휘", "그 학원 별로라고 했대.", ("라담", ["단휘"])),
        ("소결", "라담이 휘라한테 뭐라고 했어?", None),
        ("단휘", "그 학원 그만두라더라.", ("라담", ["단휘"])),
        ("소결", "라담이 휘라한테 뭐라고 했어?", None),
        ("단휘", "휘라가 그 학원 그만두는 게 낫다고 했대.", ("휘라", ["단휘"])),
    ],
    # '라담이 그 학원 다니잖아' — '선생님들은 친절한데 숙제가 너무 많대': a person new to the
    # talk whose clause is only a verdict, closed by -는데/-지만/-고 before a second clause about
    # something else, is judged — the hearsay ending covers both, and the one talked about said
    # it; a second person in the second clause, or no connective, leaves the old reading
    "judged_before_contrast": [
        ("단휘", "라담이 그 학원 다니잖아.", None),
        ("소결", "그래? 어떻대?", None),
        ("단휘", "선생님들은 친절한데 숙제가 너무 많대.", ("라담", ["단휘"])),
        ("소결", "라담이 그 학원 다니잖아.", None),
        ("단휘", "그래? 어떻대?", None),
        ("소결", "원장님은 친절한데 수업이 좀 지루하대.", ("라담", ["소결"])),
        ("단휘", "라담이 그 학원 다니잖아.", None),
        ("소결", "그래? 어떻대?", None),
        ("단휘", "선생님은 좋지만 시설이 너무 낡았대.", ("라담", ["단휘"])),
        ("소결", "라담이 그 식당 가 봤잖아.", None),
        ("단휘", "그래? 어떻대?", None),
        ("소결", "사장님은 친절하고 음식도 맛있대.", ("라담", ["소결"])),
    ],
    # a reply of a few verbless words to a question asking for the speaker's judgement ('그
    # 영화 어땠어?' — '노잼.', '역대급이었음', '쏘쏘.'): the speaker's own view; a plain answer,
    # thanks, how someone else took it, or what someone said stays no claim of the speaker's
    "verdict_reply": [
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "노잼.", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "핵노잼ㅋㅋ", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "개꿀잼", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "극혐", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "역대급이었음", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "쏘쏘.", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "돈값 함", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "괜춘", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "존잼", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "미쳤음 진짜", ("소결", [])),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "응 봤어", "none"),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "라담이랑 봤어", "none"),
        ("단휘", "그 영화 봤어? 어땠어?", None),
        ("소결", "헐", "none"),
        ("단휘", "부모님 선물 어땠어?", None),
        ("소결", "좋아하시던데?", "none"),
        ("단휘", "라담은 그 영화 어땠대?", None),
        ("소결", "노잼이래", ("라담", ["소결"])),
    ],
    # '맨날' is also just 'every day': '걔 맨날 헬스장 가잖아' recalls a habit (a record), no
    # complaint — unless 만/또 or a word of blame makes it one; 자꾸 always complains
    "maennal_habit_janha": [
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "걔 맨날 헬스장 가잖아", "record"),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "라담 요즘 맨날 야근하잖아", "record"),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "라담은 맨날 아침에 수영 다니잖아", "record"),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "걔는 맨날 게임만 하잖아", ("소결", [])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "걔 자꾸 약속 까먹잖아", ("소결", [])),
        ("단휘", "라담 요즘 뭐해?", None),
        ("소결", "걔 맨날 약속 늦잖아", ("소결", [])),
    ],
    # under another's report ('X가 그러는데', 'X 말로는', 'X가 알려 줬는데'), a person marked as
    # subject, then a thing, then a verdict ('Y가 그 식당 별로래'): Y judges the thing — Y's
    # view, X passes it on (a second level), even when Y is new to the talk; Y judged
    # ('Y가 너무 까다롭대'), doing something well or moving stays X's report
    "judge_of_thing_under_report": [
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 그러는데 겸채가 거기 별로래.", ("겸채", ["소결", "라담"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 그러는데 겸채가 그 식당 국물이 너무 짜대.", ("겸채", ["소결", "라담"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 알려 줬는데 겸채가 거기 별로래.", ("겸채", ["소결", "라담"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담 말로는 겸채가 거기 별로래.", ("겸채", ["소결", "라담"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 그러는데 팀장님이 거기 별로래.", ("팀장님", ["소결", "라담"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 그러는데 겸채가 너무 까다롭대.", ("라담", ["소결"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 그러는데 겸채가 요리를 진짜 잘한대.", ("라담", ["소결"])),
        ("단휘", "그 식당 어떻대?", None),
        ("소결", "라담이 그러는데 겸채가 다음 달에 거기로 이사 간대.", ("라담", ["소결"])),
    ],
    # the same with the verdict a report of its own: under an opener, the reporting verb after
    # adverbs ('…맛있다고 엄청 칭찬했대') still carries the hearsay ending that makes the
    # subject a second source; and 'X가 Y가 <thing> <verdict>라고 했대' (Y named before) is
    # Y's verdict passed on by X — a happening said of Y, or Y judged, stays X's
    "second_source_report_verdict": [
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "라담이 그러는데 겸채가 거기 맛있다고 엄청 칭찬했대.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "라담이 그러는데 겸채가 거기 별로라고 욕했대.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "라담 말로는 겸채가 거기 별로라더라.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "라담 말로는 겸채가 거기 별로라던데.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "라담이 겸채가 거기 별로라고 했대.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채는 요즘 어떻대?", None),
        ("소결", "라담이 겸채가 다음 달에 이사 간다고 했대.", ("라담", ["소결"])),
        ("단휘", "겸채는 요즘 어떻대?", None),
        ("소결", "라담이 겸채가 너무 까다롭다고 했대.", ("라담", ["소결"])),
    ],
    # the sayer named after the verdict ('Y는 그 식당 별로래. X가 그러더라', '… X한테 들었어'):
    # Y judges a thing, so Y holds the verdict and X passed it on; a happening of Y's, or Y
    # judged by what kind of person they are, stays X's report
    "judge_of_thing_then_sayer": [
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "겸채는 거기 별로래. 라담이 그러더라.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "겸채는 거기 별로래. 라담한테 들었어.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "겸채는 그 식당 국물이 짜대. 라담이 그러던데.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채도 그 식당 가 봤대?", None),
        ("소결", "겸채가 거기 별로래. 라담이 그러더라.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채는 요즘 어떻대?", None),
        ("소결", "겸채는 다음 달에 이사 간대. 라담이 그러더라.", ("라담", ["소결"])),
        ("단휘", "겸채는 요즘 어떻대?", None),
        ("소결", "라담은 겸채가 그런 사람 아니라던데.", ("라담", ["소결"])),
    ],
    # a known person's name as a chat source word: 'X 왈/피셜 …' with no particle (nor one put
    # back by the reader), and 'X: "…"' heading a quotation, are X's words; a common noun
    # heading a quotation names no one
    "chat_source_named": [
        ("단휘", "라담은 그 공연 어떻대?", None),
        ("소결", '라담 왈 "완전 별로"ㅋㅋ', ("라담", ["소결"])),
        ("단휘", "라담은 그 공연 어떻대?", None),
        ("소결", "라담 피셜 그 공연 완전 별로", ("라담", ["소결"])),
        ("단휘", "라담은 그 공연 어떻대?", None),
        ("소결", '라담: "완전 별로야"', ("라담", ["소결"])),
        ("단휘", "라담은 그 공연 어떻대?", None),
        ("소결", '라담 : "완전 별로야"ㅋㅋ', ("라담", ["소결"])),
        ("단휘", "그 공연 어땠어?", None),
        ("소결", '결론: "완전 별로"', None),
    ],
    # the listener as the subject of a report with no other holder ('너도 거기 별로라고
    # 했잖아'): the listener's words, passed back by the speaker (not 'someone')
    "listener_said": [
        ("단휘", "그 학원 어때?", None),
        ("소결", "너도 거기 별로라고 했잖아", ("단휘", ["소결"])),
        ("단휘", "그 학원 어때?", None),
        ("소결", "네가 거기 별로라고 했잖아", ("단휘", ["소결"])),
        ("단휘", "그 학원 어때?", None),
        ("소결", "니가 거기 별로라고 그랬잖아ㅋㅋ", ("단휘", ["소결"])),
        ("소결", "그 학원 어때?", None),
        ("단휘", "너는 거기 괜찮다고 했었지?", "none"),
    ],
    # chat typing with the spaces left out: a pronoun (with its particle) or a role noun
    # glued to the frame that names it as the source ('걔말로는', '걔가그러는데', '여친얘기로는')
    "glued_source_frame": [
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "헐 걔말로는 그 보온병 너무비싸대", ("라담", ["소결"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "헐 걔가그러는데 그 국숫집 완전별로래ㅋㅋ", ("라담", ["소결"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "아니 글쎄 걔얘기로는 그 국숫집 완전별로래", ("라담", ["소결"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "우리엄마말로는 그 국숫집 완전별로래", ("소결의 엄마", ["소결"])),
        ("단휘", "그 국숫집 어때?", None),
        ("소결", "엄마한테 들었는데 완전별로래", ("소결의 엄마", ["소결"])),
        ("단휘", "라담 씨는 요즘 어떻게 지내?", None),
        ("소결", "라담 씨말로는 그 국숫집 완전별로라던데ㅋㅋ", ("라담 씨", ["소결"])),
    ],
    # a person marked as subject before an adnominal clause of an adjective or of a verb of
    # coming about ('삼촌이 새로 생긴 가게 안 좋대', '…비싼 가게 싫대'): the clause says something
    # of the noun it modifies, so the person is still the clause's subject (a holder); before
    # an adnominal of their own doing ('X가 고친 자전거가 …') they modify the noun
    "subject_before_adnominal_of_the_thing": [
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담 말로는 걔네 삼촌이 새로 생긴 빵집 안 좋대.",
         ("라담의 삼촌", ["소결", "라담"])),
        ("단휘", "라담 요즘 어때?", None),
        ("소결", "라담이 그러는데 걔 누나가 이번에 바뀐 메뉴 별로래.",
         ("라담의 누나", ["소결", "라담"])),
        ("단휘", "그 빵집 어떻대?", None),
        ("소결", "우리 형이 너무 비싼 빵집은 싫대.", ("소결의 형", ["소결"])),
    ],
    # 'me too' typed onto the speaker's own predicate after a report ('…이러더라 나도궁금하네'):
    # the report is still the other's, the rest the speaker's own
    "glued_me_too_after_report": [
        ("단휘", "어제 라담이랑 통화했어.", None),
        ("소결", '걔네 엄마는 "이번 캠프 괜찮아" 이러더라 나도궁금하네', ("라담의 엄마", ["소결"])),
        ("단휘", "어제 라담이랑 통화했어.", None),
        ("소결", "걔는 그 캠프 괜찮대 나도가보고싶다", ("라담", ["소결"])),
    ],
    # a message sent, like a call made ('X가 Y한테 카톡했더니 …대', 'X가 Y랑 문자했는데 …대'):
    # Y answered, X passes it on
    "messaged_opener": [
        ("단휘", "겸채는 그 회사 어떻대?", None),
        ("소결", "라담이 겸채한테 카톡했더니 거기 야근이 엄청 많대.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채는 그 회사 어떻대?", None),
        ("소결", "라담이 겸채랑 문자했는데 거기 야근이 엄청 많대.", ("겸채", ["소결", "라담"])),
        ("단휘", "겸채는 그 회사 어떻대?", None),
        ("소결", "라담이 겸채랑 통화했는데 거기 야근이 엄청 많대.", ("겸채", ["소결", "라담"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_construction(name: str) -> None:
    check_dialogue(CASES[name], f"s26-{name}", datetime(2026, 5, 12))
