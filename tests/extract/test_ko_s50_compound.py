"""The fiftieth pass, Korean: a role named by a compound before a teacher's or doctor's title
('신장내과 투석 선생님') is the whole compound, no name in its middle; a noun read as an adverb
('대신') modifies no role; the speaker's own deed closed by -는데 (Kiwi may read 끊었는데 as a
noun 데) ends its clause before another person's report; a view said as a noun with the listener
knowing it ('…는 생각이시잖아요'), after 도 too; a view denied by the long negation ('…다고 보시진
않더라고요'). Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "남궁도해"
LISTENER = "변소담"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "그래서 뭐래요?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    ("신장내과 투석 선생님이 다음 주부터 주 3회로 늘린다고 하셨어요.", "신장내과 투석 선생님"),
    ("대신 약사 선생님은 두 알까지는 괜찮다고 하셨어요.", "약사 선생님"),
    ("난 어제 헬스장 등록했는데 관장님이 '처음엔 매일 오지 마세요' 이럼 ㅋㅋ", "관장님"),
    ("난 지난주에 상담 받았는데 원장님이 교정은 아직 이르다고 함", "원장님"),
    ("저희 법률 자문 세무사님도 그 방식이 낫다는 의견이세요.", f"{SPEAKER}의 법률 자문 세무사님"),
    ("윤보결 씨는 현금은 절대 안 받는다는 생각이시잖아요.", "윤보결 씨"),
    ("코치님께서는 단백질 보충제가 당장 필요하다고 보시진 않더라고요.", "코치님"),
])
def test_the_holder_of_a_korean_report(text, owner):
    got = said(text)
    assert got and got[0][0] == owner and got[0][1] == [SPEAKER], got


def test_a_long_negation_is_read_short_only_before_the_endings_it_takes():
    from cogmem_rdf.extract.register_ko import denied_view
    assert denied_view("그 말은 믿지는 않아") == "그 말은 믿지는 않아"  # ('안 믿아' is no Korean)
    assert denied_view("괜찮다고 보지 않으세요?") == "괜찮다고 안 보세요?"


@pytest.mark.parametrize("text,owner", [
    ("원장님은 다음 주까지 쉬래. 근데 상담사 분은 가벼운 산책은 괜찮대", "상담사 분"),
    ("거기 안내 데스크 직원 분이 주차는 지하만 된다고 하시던데요.", "안내 데스크 직원 분"),
])
def test_the_honorific_bun_said_apart_is_part_of_the_role(text, owner):
    got = said(text)
    assert got and got[-1] == (owner, [SPEAKER]), got


def test_another_persons_words_judged_to_have_a_point_are_the_speakers_view():
    got = said("팀장님 말씀도 일리는 있어요.")
    assert got == [(SPEAKER, [])], got


def test_an_offices_report_set_against_a_persons():
    got = said("구청은 공사가 다음 달에 끝난다는데 우리 이모부는 올해 안엔 어림없대.")
    assert ("구청", [SPEAKER]) in got and (f"{SPEAKER}의 이모부", [SPEAKER]) in got, got
