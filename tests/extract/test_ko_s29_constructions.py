"""Korean attribution constructions, twenty-ninth pass: short invented dialogues (names, topics
and sentences written for this test, none from any data file). ``("owner", [chain])`` for a
Claim that must be there, ``"record"`` for an Event/Fact and no Claim, ``"none"`` for no Claim,
``None`` for no check. Each construction is varied over its source form and ending."""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    # a relative clause before a topic-marked name that Kiwi reads as a verb stem and the
    # adnominal 는 ('반장이었던 X는', '옆집 사는 X는'): a noun follows an adnominal ending, so
    # the word is the name with its topic particle — the source of the hearsay
    "relative_clause_then_name": [
        ("솔담", "동창회 어디서 해?", None),
        ("무솔", "반장이었던 가리는 단톡에 볼링장 옆 만두가게로 잡았대", ("가리", ["무솔"])),
        ("솔담", "동창회 어디서 해?", None),
        ("무솔", "옆집 사는 가리는 그 만두가게 별로래", ("가리", ["무솔"])),
        ("솔담", "동창회 어디서 해?", None),
        ("무솔", "같이 일하던 나르는 그 만두가게 괜찮다고 하더라", ("나르", ["무솔"])),
        ("솔담", "동창회 어디서 해?", None),
        ("무솔", "총무였던 가리는 그 만두가게 비싸다던데", ("가리", ["무솔"])),
    ],
    # the speaker's own friend or relative, then a name Kiwi reads as a verb stem or does not
    # know ('내 친구 X도', '우리 형 X가 그러는데'): the name is the person, the kin noun
    # describes them
    "kin_then_verblike_name": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "내 친구 가리도 거기 별로래", ("가리", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "우리 형 가리가 그러는데 거기 별로래", ("가리", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "내 동생 나르는 거기 괜찮다던데", ("나르", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "내 친구 나르도 작년에 거기서 잃어버린 필통 찾았대", ("나르", ["무솔"])),
    ],
    # a sentence after another's hearsay in the turn that only says that Y heard it (Y the
    # subject of 듣다, no source, nothing heard said: 'Y가 통화하다 들었대', 'Y도 들었대'): Y passed
    # the words on to the speaker; a course or a song heard is no passing on
    "hearer_named_next": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "탁구장 관장님은 올해 탁구대 다 바꿨다고 했대. 다결이가 통화하다 들었대",
         ("탁구장 관장님", ["무솔", "다결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "탁구장 관장님은 올해 탁구대 다 바꿨다고 하셨대. 다결이가 전화하다가 들었대",
         ("탁구장 관장님", ["무솔", "다결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이는 거기 별로래. 다결이도 들었대", ("서결", ["무솔", "다결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "탁구장 관장님이 그러는데 올해 탁구대 다 바꿨대. 다결이가 옆에서 들었어",
         ("탁구장 관장님", ["무솔", "다결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이는 거기 별로래. 다결이가 그 수업 들었대", ("서결", ["무솔"])),
    ],
    # 'X 말로는' whatever follows (a number, '말로는 2등 …', which Kiwi reads as a proper noun
    # 말로), and with X a word Kiwi reads as a verb stem or splits ('노리 말로는'): X's words,
    # one level — the role inside what X said ('사장님 친구들이라') holds nothing
    "malloneun_word_forms": [
        ("솔담", "퀴즈 어땠어?", None),
        ("무솔", "다결 말로는 1등 팀은 사장님 친구들이라 문제를 미리 안 거래", ("다결", ["무솔"])),
        ("솔담", "퀴즈 어땠어?", None),
        ("무솔", "서결이 말로는 2등 한 팀은 거기 단골이래", ("서결", ["무솔"])),
        ("솔담", "퀴즈 어땠어?", None),
        ("무솔", "노리 말로는 거기 별로래", ("노리", ["무솔"])),
        ("솔담", "퀴즈 어땠어?", None),
        ("무솔", "가리 말로는 1등 팀은 사장님 조카들이래", ("가리", ["무솔"])),
    ],
    # a verb of saying with -다가 ('said so, and then'), then what happened to the sayer
    # ('…가자고 했다가 엄마한테 혼났어'): a story of what they went through — a record, no view
    "said_then_story": [
        ("솔담", "주말에 뭐 했대?", None),
        ("무솔", "서결이는 주말에 바다 가자고 했다가 엄마한테 혼났어", "record"),
        ("솔담", "주말에 뭐 했대?", None),
        ("무솔", "다결이는 지난번에 탁구장 가자고 했다가 형한테 한 소리 들었어", "record"),
        ("솔담", "주말에 뭐 했대?", None),
        ("무솔", "서결이는 그 탁구장 별로라고 했어", ("서결", ["무솔"])),
    ],
    # 자기 opening the sentence with no one before it to point back to ('자기 언니가 …라고
    # 했잖아'): the address 'you' (honey) — the listener's relative; after a subject it is
    # that subject's own ('X는 자기 언니가 …')
    "jagi_as_you": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "자기 언니가 거기 별로라고 했잖아", ("솔담의 언니", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "자기 엄마도 거기 별로라던데", ("솔담의 엄마", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이는 자기 언니가 거기 별로라고 했대", ("서결의 언니", ["무솔", "서결"])),
    ],
    # an answer to what someone said ('X는 그거 뭐래?', 'X가 그 얘기 했어?') closed by the
    # quotative with no subject ('별로라고', '…불친절하다고요'): the words of the one asked
    # about; with nothing asked, the speaker's own insistence
    "quotative_answer": [
        ("솔담", "서결이는 그 탁구장 뭐래?", None),
        ("무솔", "별로라고", ("서결", ["무솔"])),
        ("솔담", "서결이는 그 탁구장 뭐래?", None),
        ("무솔", "완전 별로라고요", ("서결", ["무솔"])),
        ("솔담", "다결이 엄마는 그 탁구장 뭐라셔?", None),
        ("무솔", "다음 달에 닫는다고 ㅋㅋ", ("다결의 엄마", ["무솔"])),
        ("솔담", "서결이가 그 탁구장 얘기 했어?", None),
        ("무솔", "응 거기 관장님 완전 불친절하다고", ("서결", ["무솔"])),
        ("솔담", "서결이가 그 탁구장 얘기 했어?", None),
        ("무솔", "응 거기 관장님 완전 불친절하대", ("서결", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "별로라고", ("무솔", [])),
    ],
    # a name, a modifier and 사람들/분들 ('X 회사 사람들이', 'X네 학원 사람들도'): the people of
    # X's workplace or school said it — X is their possessor, not the sayer
    "name_place_people": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이 회사 사람들이 거기 별로래", ("서결의 회사 사람들", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이네 학원 사람들도 거기 별로라던데", ("서결의 학원 사람들", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이 회사 사람들이 그러는데 거기 별로래", ("서결의 회사 사람들", ["무솔"])),
    ],
    # a peer subject meets an honoured person in a background clause ('X가 관장님 만났는데',
    # 'X가 관장님을 뵀더니') and the verb of saying carries the honorific ('…다고 하셨대'): the
    # honoured one said it, X passed it on
    "met_honoured_sayer": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이가 관장님 만났는데 다음 달에 닫는다고 하셨대",
         ("관장님", ["무솔", "서결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이가 관장님을 만났는데 다음 달에 닫는다고 하셨대",
         ("관장님", ["무솔", "서결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "다결이가 관장님 뵀더니 거기 곧 이사 간다고 하셨대", ("관장님", ["무솔", "다결"])),
    ],
    # the speaker's own verdict closed by a contrast (-는데, -던데, also where Kiwi reads the
    # ending as final), then another person's report — a name, a 'X 말로는' source or 걔: two
    # views, each its own holder's
    "own_then_report_contrast": [
        ("솔담", "서결이는 그 탁구장 갔대?", None),
        ("무솔", "난 좋던데 서결이는 별로래", ("무솔", [])),
        ("솔담", "서결이는 그 탁구장 갔대?", None),
        ("무솔", "난 좋던데 서결이는 별로래", ("서결", ["무솔"])),
        ("솔담", "서결이는 그 탁구장 갔대?", None),
        ("무솔", "나는 좋았는데 걔는 별로라더라", ("무솔", [])),
        ("솔담", "서결이는 그 탁구장 갔대?", None),
        ("무솔", "나는 좋았는데 걔는 별로라더라", ("서결", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "난 괜찮던데 서결이 말로는 비싸대", ("무솔", [])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "난 괜찮던데 서결이 말로는 비싸대", ("서결", ["무솔"])),
    ],
    # a place or a group, a kin word as a title for an outsider, then a relative of theirs
    # ('옆집 할머니 아들', '동네 언니 남편'): kept as said, never the speaker's family; a person
    # first ('엄마 친구 아들', '친구 언니 남편') stays the speaker's
    "outsider_title_then_relative": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "옆집 할머니 아들이 거기 별로래", ("옆집 할머니 아들", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "동네 언니 남편이 거기 별로라던데", ("동네 언니 남편", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "엄마 친구 아들이 거기 별로래", ("무솔의 엄마 친구 아들", ["무솔"])),
    ],
    # the chat source word with a particle ('X 피셜로는', 'X 피셜론'), read as 'X 말로는'
    "pisyeol_with_particle": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이 피셜로는 거기 별로", ("서결", ["무솔"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "다결이 피셜론 거기 다음 달에 닫는대", ("다결", ["무솔"])),
    ],
    # a verb of hearing or the pro-verb of saying closed by a final ending, then with no
    # punctuation the words heard ('X가 Y한테 들었대 거기 닫는다고'): two sentences — Y's words,
    # X passed them on
    "heard_then_words": [
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이가 관장님한테 들었대 거기 닫는다고", ("관장님", ["무솔", "서결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "다결이가 관장님한테 들었대 거기 다음 달에 닫는대", ("관장님", ["무솔", "다결"])),
        ("솔담", "그 탁구장 어때?", None),
        ("무솔", "서결이가 그러더라 거기 닫는다고", ("서결", ["무솔"])),
    ],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s29_construction(name: str) -> None:
    check_dialogue(CASES[name], "s29", datetime(2025, 6, 2))


@pytest.mark.parametrize("text", ["걔 동생이 그 탁구장 별로래", "걔네 엄마가 그 탁구장 별로라던데",
                                  "걔 남친이 그 탁구장 괜찮다고 하더라"])
def test_unresolved_familiar_relative_is_not_the_speakers(text: str) -> None:
    """'걔 동생이 …' with no one named for 걔 to point back to: the relative is someone else's,
    never the speaker's own."""
    from dialogue_check import extract_lines

    xs = extract_lines([("솔담", "그 탁구장 어때?"), ("무솔", text)], datetime(2025, 6, 2))
    assert all(not c.owner.startswith("무솔") for c in xs[1].claims), [
        (c.owner, c.relayed_by) for c in xs[1].claims]
