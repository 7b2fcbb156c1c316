"""The fifty-fourth pass, Korean: a source named after the hearsay by a pronoun that points back
at its subject ('…다닌대. 걔 동생이 말해줌': that person's sibling), and one who passed the words on
said as a cleft ('이것도 X가 전해준 거임': a second level); the hearsay before said to be someone's
order or word ('…안 한대. X 지시래'); 'X 말씀은 …대요' with a hearsay ending as X's report (and
'X 말은 좀 과장이야', a verdict on the words, no report); a name with its title set off by a
comma at the start ('X 병장님, …한답니다') calls the one spoken to, never the source. Names and
sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "한봄결"
LISTENER = "라온결"


def said(text: str, before: str = "무슨 소식 있어?") -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, before), (SPEAKER, text)]))


def test_a_pronoun_source_named_after_points_back_at_the_subject():
    got = said("서윤결이 요즘 매일 새벽에 수영 다닌대. 걔 동생이 말해줌")
    assert got == [("서윤결의 동생", [SPEAKER])], got


@pytest.mark.parametrize("after", ["주장이 전해준 거임", "이건 주장이 전해준 거임",
                                   "주장이 알려 준 거야"])
def test_the_one_who_passed_it_on_said_as_a_cleft(after):
    got = said(f"감독님이 연습 전에 스트레칭 꼭 하라고 하셨대. {after}")
    assert got == [("감독님", [SPEAKER, "주장"])], got


@pytest.mark.parametrize("text,owner", [
    ("이번 달부터 체육관 문을 일찍 닫는대. 관장님 지시래", "관장님"),
    ("올해부터 모임 장소가 옮겨진대요. 회장님 방침이랍니다", "회장님"),
])
def test_the_hearsay_said_to_be_someones_order(text, owner):
    got = said(text)
    assert got == [(owner, [SPEAKER])], got


def test_someones_words_as_topic_with_a_hearsay_ending():
    got = said("차장님 말씀은 새 결재 시스템이 느려서 다들 종이로 올린대요.")
    assert got == [("차장님", [SPEAKER])], got


def test_words_judged_are_no_report_of_them():
    # (guard: without a hearsay ending the words are judged, the speaker's own view)
    assert not [o for o in said("동생 말은 좀 부풀린 거야.") if o[1]]


@pytest.mark.parametrize("text", ["형 말은 늘 맞았대.", "삼촌 말은 무시하래.",
                                  "교수님 기말은 오픈북이래."])
def test_words_vouched_for_or_heeded_open_no_report(text):
    # (guards: the words are judged or heeded, and '기말' is no 말 of anyone's)
    from cogmem_rdf.extract.frames_ko import match_frames
    from cogmem_rdf.extract.ko_parse import tokenize

    assert "mareun" not in {m.frame.name for m in match_frames(tokenize(text))}


def test_a_titled_name_set_off_by_a_comma_is_spoken_to():
    got = said("준서결 병장님, 다음 주에 분대 재편성 한답니다.")
    assert all(o[0] != "준서결 병장님" and not o[0].startswith("준서결") for o in got), got


@pytest.mark.parametrize("text,owner", [
    ("문화위원장 석윤결 의원이 도서관 증축 예산이 절반으로 줄었다고 발표했어요.", "석윤결 의원"),
    ("어제 라디오에서 환경부 방도현 정책관이 분리배출 기준을 바꾸겠다고 밝혔어.", "방도현 정책관"),
    ("야당 간사 윤필결 의원은 예산이 모자란다면서 반대하고 있대.", "윤필결 의원"),
])
def test_a_named_public_officer_reports(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_a_clinic_is_no_assembly_member():
    # (guard: '한의원' ends in 의원 and is a clinic)
    got = said("어제 한의원에 갔더니 원장님이 뼈는 괜찮다고 하셨어.")
    assert ("원장님", [SPEAKER]) in got, got


@pytest.mark.parametrize("text,owner", [
    ("방금 뉴스에 남부소방서 임도결 경비과장이 그 도로는 밤새 통제된다고 발표했어.",
     "임도결 경비과장"),
    ("담당자 오한결 주무관이 경로당은 공사 중에도 연다고 했어요.", "오한결 주무관"),
])
def test_a_full_name_and_title_after_where_they_serve(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    ("그 윤겸결 교수라는 양반이 올겨울 전셋값이 더 내린다고 하던데.", "윤겸결 교수"),
    ("도담결이라는 친구가 그러는데 축제가 한 주 밀린대.", "도담결"),
])
def test_a_person_introduced_by_what_they_are_called(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_something_called_so_is_no_person():
    # (guard: '…라는 사람은 없어' after no name is left as it is)
    from cogmem_rdf.extract.register_ko import called_person

    assert called_person("그런 말이라는 사람은 없어.") == "그런 말이라는 사람은 없어."


def test_a_writing_with_its_words_written_in_it_colloquially():
    # ('써 있다', the spoken form of 쓰여 있다)
    got = said("체육관 공지에 다음 달부터 샤워실을 저녁에만 연다고 써 있어요.")
    assert got == [("체육관", [SPEAKER])], got
