"""The fifty-seventh pass, Korean (a helper's): sources in everyday talk of clubs, leagues, repair
sites and trips. Names and sentences invented here, in no data file."""

from __future__ import annotations

import pytest
from dialogue_check import last_extraction, owners

SPEAKER = "탁서온"
LISTENER = "방이루"


def said(text: str) -> list[tuple[str, list[str]]]:
    return owners(last_extraction([(LISTENER, "그래서 뭐래?"), (SPEAKER, text)]))


@pytest.mark.parametrize("text,owner", [
    # a body that runs a league, a club or an event speaks as an office does
    ("연맹에서 다음 시즌 외국인 선수 제한을 안 푼다고 했어.", "연맹"),
    ("연합회에서는 주말 장터를 다음 달까지만 한대요.", "연합회"),
    ("구단에서 새 구장 이전은 아직 검토 중이라고 했어.", "구단"),
    ("조직위에서 우천 시 일정은 하루 미룬대.", "조직위"),
])
def test_a_league_or_club_body_is_a_source(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text", [
    # Gyeongsang's quotative 꼬 and formal -니더 read as 고 and -니다
    "저는 그 자재가 더 오래 간다꼬 봅니더.",
    "지는 모레쯤이면 다 마른다꼬 봅니더.",
    # a view closed by a trailing -는데 (the Jeolla -는디 too)
    "나는 아직 십 년은 더 버틴다고 보는데.",
    "나는 아직 쓸 만하다고 보는디.",
    # what was just said seen otherwise
    "저는 그렇게까지는 안 봐요.",
    "나는 그래 안 본다.",
])
def test_a_view_of_ones_own_in_regional_and_trailing_shapes(text):
    got = said(text)
    assert got == [(SPEAKER, [])], got


def test_the_gyeongsang_pronoun_for_that_person_is_the_sayer():
    ex = last_extraction([(LISTENER, "그래서 뭐래?"), (
        SPEAKER, "우리 매형이 부두서 일 하는데, 가가 그라더라, 올해는 고등어값이 더 오를 끼라꼬.")])
    got = [(c.owner, c.relayed_by, c.content) for c in ex.claims]
    assert len(got) == 1 and got[0][:2] == (f"{SPEAKER}의 매형", [SPEAKER]) and (
        "고등어값" in got[0][2]), got


def test_a_noun_with_a_particle_of_extent_is_no_name():
    got = said("근데 우리 매형은 반대로 얘기하더라. 가게 하는 사람인데, 올 겨울 밤부터는 "
               "더 추워진다고.")
    assert got == [(f"{SPEAKER}의 매형", [SPEAKER])], got


@pytest.mark.parametrize("text,owner", [
    # a writing received or read, its words in the next sentence with no place said
    ("시공사 점검표 받았어. 배수구 경사가 잘못됐다고 적혀 있네.", "시공사"),
    ("설계사무소 의견서 보셨어요? 옹벽은 다시 쌓아야 한다고 돼 있던데요.", "설계사무소"),
    # a written estimate or finding is its author's, as a report is
    ("근데 설비업체 견적서에는 배관 교체가 빠졌다고 돼 있어.", "설비업체"),
])
def test_words_in_a_writing_of_someones_are_theirs(text, owner):
    got = said(text)
    assert (owner, [SPEAKER]) in got, got


def test_a_writing_seen_on_a_wall_names_no_author():  # guard
    got = said("어제 게시판에 붙은 공지문 봤어. 분리수거는 목요일에만 하라고 돼 있더라.")
    assert all(o != "붙은" for o, _ in got), got


@pytest.mark.parametrize("text,owner", [
    # a handle someone writes under is their name
    ("낚시 카페 후기 찾았는데, '갯바위왕'이라는 블로거가 여기 선착장이 너무 미끄럽대.", "갯바위왕"),
    ("맛집 검색했더니 블로거 '국밥요정'은 여기 깍두기가 너무 시대.", "국밥요정"),
    ("등산 앱 후기를 보니까 닉네임 산토끼가 정상 대피소가 문을 닫았대.", "산토끼"),
    ("숙소 후기 찾아보니까 'blue_fin'이라는 분이 욕실 배수가 막혀서 고생했대.", "blue_fin"),
])
def test_a_handle_is_the_name_of_who_wrote(text, owner):
    got = said(text)
    assert got and got[-1] == (owner, [SPEAKER]), got


@pytest.mark.parametrize("text,owner", [
    # a position or a policy held is its holder's words
    ("조합 입장은 이번 분양가는 못 낮춘대.", "조합"),
    ("관리소 방침은 다음 주부터 택배를 경비실에서 안 받는대.", "관리소"),
    ("시공사 측 입장은 추가 공사비는 못 준다는 거래.", "시공사"),
])
def test_a_position_held_by_an_office_is_its_words(text, owner):
    got = said(text)
    assert got and got[0] == (owner, [SPEAKER]), got


def test_the_way_in_is_no_position():  # guard
    got = said("미술관 입장은 무료래.")
    assert all(o != "미술관" for o, _ in got), got


@pytest.mark.parametrize("text", [
    # the thing talked of with the polite particle, set off by a comma, owns nobody
    "지난번에 진 거요, 주장님은 수비 탓이 아니라고 하던데요.",
    # Gyeongsang's polite 예 on the verb of saying
    "지난번에 진 거예, 주장님은 수비 탓이 아니라 카던데예.",
])
def test_a_thing_set_off_before_a_report_owns_no_one(text):
    got = said(text)
    assert got == [("주장님", [SPEAKER])], got


def test_the_building_client_is_a_role():
    # '건축주' (the client who commissioned a building) holds what the site manager passed on
    got = said("소장님이 그러는데 건축주께서는 창틀을 전부 새로 바꾸라고 하셨대.")
    assert ("건축주", [SPEAKER, "소장님"]) in got, got
