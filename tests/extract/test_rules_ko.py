"""Korean rules on invented sentences (no probe text)."""

from __future__ import annotations

from cogmem_rdf.extract.names import same_person


def test_first_person_event_restored(one):
    x = one("태경", "나 어제 동네 도서관에서 자원봉사 시작했어.")
    assert not x.claims and len(x.events) == 1
    ev = x.events[0]
    assert ev.participants[0] == "태경"
    assert ev.text.startswith("태경은") and "나 " not in ev.text
    assert ev.time_expression == "어제"
    assert "도서관" in " ".join(ev.concepts)


def test_habit_fact(one):
    x = one("소율", "나는 주말마다 한강에서 자전거 타.")
    assert not x.claims and not x.events and len(x.facts) == 1
    assert x.facts[0].subject == "소율"
    assert any("자전거" in c for c in x.facts[0].concepts)


def test_pro_drop_record(one):
    x = one("소율", "지난달에 요리 학원 등록했어.")
    assert x.events and x.events[0].participants == ["소율"]
    assert x.events[0].time_expression == "지난달"


def test_think_claim(one):
    x = one("보람", "나는 찬혁이가 밴드 그만둔 게 현명한 선택이라고 생각해.", ["보람", "찬혁"])
    c = x.claims[0]
    assert (c.owner, c.target, c.relayed_by, c.hedged) == ("보람", "찬혁", [], True)
    assert c.polarity == "positive"


def test_think_gatda(one):
    c = one("보람", "찬혁이가 기타 판 건 좀 아쉬운 결정 같아.", ["보람", "찬혁"]).claims[0]
    assert c.owner == "보람" and c.target == "찬혁" and c.hedged


def test_bare_claim(one):
    x = one("보람", "찬혁이 중고 기타를 그렇게 비싸게 산 건 완전 낭비야.", ["보람", "찬혁"])
    c = x.claims[0]
    assert (c.owner, c.target, c.relayed_by, c.hedged) == ("보람", "찬혁", [], False)
    assert c.polarity == "negative"
    assert not x.events and not x.facts


def test_hearsay_ending_possessive_owner(one):
    c = one("다솜", "우리 과장님은 은결이가 발표를 너무 급하게 했대.", ["다솜", "은결"]).claims[0]
    assert same_person(c.owner, "다솜의 과장님")
    assert c.relayed_by == ["다솜"] and c.target == "은결"


def test_hearsay_unknown_named_source(one):
    c = one("다솜", "경민이가 은결이는 이번 시험 완전 망쳤다더라.", ["다솜", "은결"]).claims[0]
    assert c.owner == "경민" and c.relayed_by == ["다솜"] and c.target == "은결"


def test_hearsay_frame_two_levels(one):
    c = one(
        "다솜",
        "경민이가 그러는데 경민이네 누나가 은결이는 유학 가는 거 너무 늦었대.",
        ["다솜", "은결"],
    ).claims[0]
    assert same_person(c.owner, "경민의 누나")
    assert c.relayed_by == ["다솜", "경민"] and c.target == "은결"


def test_hearsay_frame_one_level(one):
    c = one(
        "다솜", "우리 언니가 그러는데 은결이가 회사 옮긴 건 잘한 일이래.", ["다솜", "은결"]
    ).claims[0]
    assert same_person(c.owner, "다솜의 언니") and c.relayed_by == ["다솜"] and c.target == "은결"


def test_hearsay_malloneun(one):
    c = one("다솜", "경민 말로는 은결이가 다음 달에 이사한대.", ["다솜", "은결", "경민"]).claims[0]
    assert c.owner == "경민" and c.relayed_by == ["다솜"] and c.target == "은결"


def test_name_role_bare_form(one):
    c = one(
        "다솜", "경민 아버지가 은결이 창업한 건 무모했다더라.", ["다솜", "은결", "경민"]
    ).claims[0]
    assert same_person(c.owner, "경민 아버지") and c.target == "은결"


def test_owner_never_relayer_ko(one):
    for text in [
        "경민이가 그러는데 은결이가 요즘 힘들대.",
        "우리 삼촌이 은결이 차 산 거 돈 아깝대.",
        "경민이가 그러는데 경민이 엄마가 은결이는 너무 착하대.",
    ]:
        for c in one("다솜", text, ["다솜", "은결"]).claims:
            assert c.owner not in c.relayed_by and c.relayed_by[0] == "다솜"


def test_comitative_name_is_record(one):
    x = one("다솜", "나 어제 은결이랑 전시회 갔어.", ["다솜", "은결"])
    assert not x.claims and x.events
    assert "은결" in x.events[0].participants and "은결" in x.mentions


def test_common_noun_with_i_not_a_name(one):
    x = one("다솜", "나 지난주에 고양이가 아파서 병원 갔어.")
    assert "고양" not in x.mentions and not x.claims


def test_question_no_record(one):
    x = one("다솜", "너 어제 뭐 했어?")
    assert not x.events and not x.facts and not x.claims
