"""Korean attribution frames (frames_ko.FRAMES): every row has a sentence written for it here.

All names and sentences are invented for these tests. Adding a row to FRAMES without adding its
example below fails ``test_every_row_has_an_example``.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from cogmem_rdf.bench.natural import natural_name
from cogmem_rdf.extract.frames_ko import FRAMES, match_frames
from cogmem_rdf.extract.ko_parse import kiwi
from cogmem_rdf.extract.rules import RuleExtractor
from cogmem_rdf.models import TurnIn

# row name -> (speaker, text, expected owner, expected relay chain)
EXAMPLES: dict[str, tuple[str, str, str, list[str]]] = {
    "dae": ("나리", "도윤이는 그 카페 케이크가 너무 달대.", "도윤", ["나리"]),
    "rae": ("나리", "우리 삼촌은 그 동네가 투자할 만한 곳이래.", "나리의 삼촌", ["나리"]),
    "jae": ("나리", "단휘가 이번 주말에 다 같이 캠핑 가재.", "단휘", ["나리"]),
    "dadeora": ("나리", "도윤이가 그 수업 과제가 엄청 많다더라.", "도윤", ["나리"]),
    "dadeonde": ("나리", "예찬 씨는 새 사무실이 너무 춥다던데.", "예찬 씨", ["나리"]),
    "dane": ("나리", "할머니는 요즘 젊은 사람들이 참 부지런하다네.", "나리의 할머니", ["나리"]),
    "dago_hada": ("나리", "도윤이가 그 영화 결말이 최악이라고 하더라.", "도윤", ["나리"]),
    "quoted_ireoda": ("나리", '도윤이가 "이 집 국물은 진짜 예술이다" 이러더라.', "도윤", ["나리"]),
    "quoted_ireondeonde": (
        "나리",
        '집주인이 "보일러 고장 아니에요~" 이러던데 완전 고장임.',
        "집주인",
        ["나리"],
    ),
    "quoted_hada": (
        "나리",
        '우리 코치님이 "오늘 자세 완벽했다" 하시더라.',
        "나리의 코치님",
        ["나리"],
    ),
    "dago_speech": ("나리", "도윤이가 그 공연 좌석이 불편하다고 투덜대더라.", "도윤", ["나리"]),
    "dago_subj_speech": (
        "나리",
        "그 수영장 물이 너무 차다고 우리 이모가 몇 번을 강조하셨어.",
        "나리의 이모",
        ["나리"],
    ),
    "dago_deutda": (
        "나리",
        "나는 예찬 씨한테 그 회사 분위기가 좋다고 들었어.",
        "예찬 씨",
        ["나리"],
    ),
    "daneun_mal_deutda": (
        "나리",
        "예찬 씨한테 그 헬스장 곧 문 닫는다는 얘기 들었어.",
        "예찬 씨",
        ["나리"],
    ),
    "daneun_mareul_deutda": (
        "나리",
        '예전에 윤새한테 "거기 주차는 완전 지옥이야"라는 말을 들었어.',
        "윤새",
        ["나리"],
    ),
    "damyeonseo": ("나리", "도윤이는 그 신발이 너무 비싸다면서 결국 안 샀어.", "도윤", ["나리"]),
    "think_report": ("나리", "도윤이는 그 계획이 무리라고 생각해.", "도윤", ["나리"]),
    "believe_report": ("나리", "도윤이는 그 소문이 사실이라고 믿더라.", "도윤", ["나리"]),
    "think_dora": ("나리", "우리 아빠는 그렇게 생각 안 하시더라.", "나리의 아빠", ["나리"]),
    "deureun_geonde": ("나리", "도윤이한테 들은 건데 윤새가 동아리 그만둔대", "도윤", ["나리"]),
    "geureoneun_de": (
        "나리",
        "보배 언니가 카톡으로 그러는데 공방 사장님이 그 전시 좋다고 했대.",
        "공방 사장님",
        ["나리", "보배 언니"],
    ),
    "bonaenneunde": ("나리", "보배가 카톡 보냈는데 그 전시 진짜 지루하대.", "보배", ["나리"]),
    "geureoneunde": ("나리", "예찬 씨가 그러는데 그 가게 빵이 제일 맛있대.", "예찬 씨", ["나리"]),
    "tonghwahaenneunde": (
        "나리",
        "우리 언니가 아까 통화했는데 외사촌 오빠가 새 직장 분위기 최고래.",
        "나리의 외사촌 오빠",
        ["나리", "나리의 언니"],
    ),
    "malloneun": ("나리", "도윤이 말로는 거기 주차가 너무 불편하대.", "도윤", ["나리"]),
    "gongjiloneun": ("나리", "관장님 공지로는 다음 달부터 도복을 새로 맞춘대.", "관장님", ["나리"]),
    "geot_getji": ("나리", "그럼 택배 오다가 찌그러진 거겠죠.", "나리", []),
    "mare_ttareumyeon": ("나리", "도윤이 말에 따르면 그 식당 주인이 바뀌었대.", "도윤", ["나리"]),
    "daeseo": ("나리", "도윤이가 비싸대서 그 신발 안 샀어.", "도윤", ["나리"]),
    "jae_neunde": ("나리", "모래솔이 주말에 다 같이 바다 가자는데 너도 갈래?", "모래솔", ["나리"]),
    "jae_neunde_etm": ("나리", "하늬가 회비 반반 내자는데 괜찮을까?", "하늬", ["나리"]),
    "dae_deora": ("나리", "도윤이가 새 코치님 좀 깐깐하대더라.", "도윤", ["나리"]),
    "dana_bwa": ("나리", "도윤이가 그 중고차 완전 사기래나 봐.", "도윤", ["나리"]),
    "daneun_geoya": ("나리", "도윤이는 이번 캠프 절대 안 간다는 거야.", "도윤", ["나리"]),
    "dago_source_deutda": ("나리", "그 빵집 주말엔 쉰다고 세아한테 들었어.", "세아", ["나리"]),
    "dago_source2_deutda": ("나리", "그 빵집 주말엔 쉰다고 우리 언니한테 들었어.", "나리의 언니",
                            ["나리"]),
    "dago_source3_deutda": (
        "나리", "그 빵집 너무 비싸다고 도윤이 동생한테서 들었어요.", "도윤의 동생", ["나리"]
    ),
    "dadeonde_mid": (
        "나리", "우리 삼촌은 그 캠핑장 벌레 많다던데 괜찮으려나.", "나리의 삼촌", ["나리"]
    ),
    "geuraesseo": ("나리", "도윤이가 그랬어. 그 동네 밤에 너무 시끄럽대.", "도윤", ["나리"]),
    "malhagil": ("나리", "우리 선배가 말하길 그 과목 시험이 제일 어렵대.", "나리의 선배", ["나리"]),
    "haneun_mari": ("나리", "도윤이가 하는 말이 그 회사 복지가 최고래.", "도윤", ["나리"]),
    "mari": ("나리", "도윤이 말이 그 가게 사장이 불친절하대.", "도윤", ["나리"]),
    "wal": ("나리", "도윤이 왈 그 영화 완전 지루하대.", "도윤", ["나리"]),
    "mareun": ("나리", "코치님 말씀은 수영장이 다음 달까지 공사라서 수업이 없대요.", "코치님",
               ["나리"]),
    "jisirae": ("나리", "이번 달부터 야간 연습은 없대. 단장님 지시래.", "단장님", ["나리"]),
    "deureobonikka": (
        "나리",
        "도윤이 얘기 들어 보니까 그 동네 집값이 너무 올랐대.",
        "도윤",
        ["나리"],
    ),
    "allyeojun": ("나리", "도윤이가 알려 줬는데 그 약국 일요일에도 연대.", "도윤", ["나리"]),
    "allyeojun_bare": ("결우", "승겸이가 솔담이 말을 전했는데 그 약국 일요일에도 연대.", "솔담",
                       ["결우", "승겸"]),
    "allyeojun_de": (
        "나리", "도윤이가 전해 줬는데 마르타 선생님이 내일까지 숙제 내래.", "마르타 선생님",
        ["나리", "도윤"],
    ),
    "malhaejun": ("나리", "보람이가 귀띔해 줬는데 그 학원 다음 달에 이사 간대.", "보람", ["나리"]),
    "malhaejun_de": (
        "나리", "보람이가 얘기해 줬는데 마르타 코치님이 내일 쉬래.", "마르타 코치님",
        ["나리", "보람"],
    ),
    "deutgiro": ("나리", "도윤이한테 듣기로는 그 버스 노선이 곧 없어진대.", "도윤", ["나리"]),
    "daneun_mal_hada": ("나리", "도윤이가 그 공연 지루하다는 소리 하던데.", "도윤", ["나리"]),
    "daneun_mareul_hada": ("나리", "보람이가 그 학원 비싸다는 얘기를 하더라.", "보람", ["나리"]),
    "dago_sseuda": ("나리", "도윤이가 단톡에 그 공연 최악이라고 썼더라.", "도윤", ["나리"]),
    "mureobwanneunde": ("채누리", "언니가 수선집 사장님한테 물어보니까 지퍼는 내일 된다고 하셨대",
                        "수선집 사장님", ["채누리", "채누리의 언니"]),
    "mureonneunde": ("채누리", "언니가 수선집 사장님한테 물어봤는데 지퍼는 내일 된다고 하셨대",
                     "수선집 사장님", ["채누리", "채누리의 언니"]),
    "munuihaetdeoni": ("채누리", "수선집 사장님한테 전화했더니 지퍼는 내일 된대.",
                       "수선집 사장님", ["채누리"]),
    "deureonneunde": ("나리", "도윤이한테 들었는데 그 학원 수업료가 또 올랐대.", "도윤", ["나리"]),
    "dago_place_speech": (
        "나리", "동아리 회장이 이번 달 모임은 쉰다고 단톡에 공지했어.", "동아리 회장", ["나리"]
    ),
    "dago_to_hada": (
        "나리", "도윤이가 그 계곡 물이 너무 차갑다고 반장한테 말했대.", "도윤", ["나리", "반장"]
    ),
    "dago_to2_hada": (
        "나리",
        "예찬 씨가 그 식당 국물이 짜다고 우리 언니한테 얘기했대.",
        "예찬 씨",
        ["나리", "나리의 언니"],
    ),
    "deureosseo": ("나리", "어제 도윤이한테 들었어. 그 전시 다음 주에 끝난대.", "도윤", ["나리"]),
    "dago_final": (
        "나리",
        "네, 관리실 선우 씨한테 들었어요. 누가 주차장 차단기를 부쉈다고요.",
        "선우 씨",
        ["나리"],
    ),
    "hanteseoyo": (
        "나리", "그 체육관 회비가 또 오른다고 들었어요. 관장님 조카한테서요.", "관장님 조카",
        ["나리"],
    ),
    "ollyeosseo": ("나리", "하늬 선생님 목 상태 안 좋으시대. 모래솔이 단톡에 올렸어.", "모래솔",
                   ["나리"]),
    "hanteseo": (
        "나리",
        "그 체육관 회비가 또 오른다고 들었어. 관장님 조카한테서.",
        "관장님 조카",
        ["나리"],
    ),
    "bonikka": ("나리", "시청 공지 보니까 다음 주부터 도서관 휴관이래.", "시청", ["나리"]),
    "eseo_bwanneunde": (
        "나리",
        "구단 홈페이지에서 봤는데 개막전 표가 벌써 매진이래.",
        "구단",
        ["나리"],
    ),
    "about_bonikka": (
        "나리",
        "그 캠핑장 리뷰 보니까 밤에 너무 춥대.",
        "리뷰",
        ["나리"],
    ),
    "about_eseo_bwanneunde": (
        "나리",
        "아까 뉴스에서 봤는데 그 다리 보수 공사 또 미뤄졌대.",
        "뉴스",
        ["나리"],
    ),
    "geol": ("나리", "그 새 세제 얼룩에는 소용없을걸.", "나리", []),
    "na_sipda": ("나리", "빨래를 너무 일찍 걷었나 싶다.", "나리", []),
    "an_mitda": ("나리", "예찬 씨는 그 광고 문구를 전혀 안 믿어.", "예찬 씨", ["나리"]),
    "malhaesseo": (
        "나리",
        "그 빵집 다음 달에 문 닫는대. 옆집 할머니가 아침에 말씀하셨어.",
        "옆집 할머니",
        ["나리"],
    ),
    "malhae_jusyeosseo": (
        "나리",
        "그 수영장 다음 주에 휴관한대. 안내 데스크 직원분이 아침에 얘기해 주셨어.",
        "안내 데스크 직원분",
        ["나리"],
    ),
    "sseo_jusyeosseo": (
        "나리",
        "이번 주 목요일은 단축 수업이래. 반장 어머니가 단톡에 올려 주셨어.",
        "반장 어머니",
        ["나리"],
    ),
    "allyeo_jusyeosseo": (
        "나리",
        "그 도서관 다음 주부터 야간 개방한대. 사서 선생님이 아까 문자로 알려 주셨어.",
        "사서 선생님",
        ["나리"],
    ),
    "geot_gata": ("나리", "그 가게 요즘 좀 불친절해진 것 같아.", "나리", []),
    "n_gata": ("나리", "그 드라마 결말은 완전 억지 같아.", "나리", []),
    "dago_feeling_state_n": ("나리", "경비 아저씨는 주차를 아무 데나 한다고 엄청 열받아 계셨어.",
                             "경비 아저씨", ["나리"]),
    "dago_feeling_state_v": ("나리", "하준이는 자기만 빼고 놀러 갔다고 삐져 있어.", "하준",
                             ["나리"]),
    "quoted_ireoke_idiom": ("나리", "감독님이 \"이번 주는 휴가 없다\" 이렇게 못 박으시더라.",
                            "감독님", ["나리"]),
    "quoted_ireoke_say": ("나리", "팀장님이 \"내일은 재택이에요\" 그렇게 말씀하시던데.",
                          "팀장님", ["나리"]),
    "su_do_itda": ("나리", "그 소리 윗집 고양이일 수도 있어.", "나리", []),
    "neun_ge_natgetda": ("나리", "미리 예약하시는 게 좋겠어요.", "나리", []),
    "n_gateunde": ("나리", "그거 식중독 같은데. 병원 가 봐.", "나리", []),
    "janha": ("나리", "그 식당은 너무 시끄럽잖아.", "나리", []),
    "boida": ("나리", "그 가게 요즘 좀 썰렁해 보이더라.", "나리", []),
    "deut": ("나리", "이번 시즌은 우리 팀이 우승할 듯.", "나리", []),
    "saenggak_en": ("나리", "도윤이 생각엔 그 계획이 너무 성급해.", "도윤", ["나리"]),
    "saenggak_hada": ("나리", "도윤이는 그렇게 생각 안 해.", "도윤", ["나리"]),
    "dago_eohada": ("나리", "도윤이는 발표 순서가 바뀌었다고 많이 속상해하더라.", "도윤", ["나리"]),
    "dago_eohada_n": (
        "나리", "관장님은 대회 판정이 불공정했다고 저녁 내내 열받아 하셨어.", "관장님", ["나리"]
    ),
    "dago_eohada_v": ("나리", "예찬 씨는 마감이 미뤄졌다고 엄청 좋아하던데.", "예찬 씨", ["나리"]),
    "dago_hwanaeda": ("나리", "단휘가 택배가 또 늦는다고 짜증 냈어.", "단휘", ["나리"]),
    "dago_idiom": ("나리", "관장님이 이번 시합은 못 나간다고 선을 그으셨어.", "관장님", ["나리"]),
    "dago_idiom_bare": ("나리", "도윤이가 주말 근무는 안 한다고 못 박았대.", "도윤", ["나리"]),
    "mal_matda": ("나리", "그 약사님 말씀은 무조건 맞아요.", "나리", []),
    "dago_idiom_adv": ("나리", "단휘는 자기가 먹은 거 아니라고 펄쩍 뛰었어.", "단휘", ["나리"]),
    "iga_fragment": (
        "나리", "그 수업 이번 학기엔 없어진다던데? 조교 선생님이.", "조교 선생님", ["나리"]
    ),
    "dago_boda": ("나리", "난 그 집 계약한 게 잘한 선택이라고 봐.", "나리", []),
    "ipjangeun": ("나리", "구청 입장은 올해 축제는 취소래.", "구청", ["나리"]),
    "dago_boneunde": ("나리", "난 그 집 계약한 게 잘한 선택이라고 보는데.", "나리", []),
    "geureoke_an_boda": ("나리", "저는 그렇게 안 봐요.", "나리", []),
    "geureoke_jx_an_boda": ("나리", "저는 그렇게는 안 봐요.", "나리", []),
    "geureoke_kkaji_an_boda": ("나리", "저는 그렇게까지는 안 보는데요.", "나리", []),
    "geurae_an_boda": ("나리", "나는 그래 안 본다.", "나리", []),
    "bogien": ("나리", "내가 보기엔 그 가게 인테리어가 너무 어두워.", "나리", []),
    "soljiki": ("나리", "솔직히 그 전시 입장료가 아까웠어.", "나리", []),
}

RX = RuleExtractor()


_N = iter(range(10**6))


def _turns(*pairs: tuple[str, str], session: str | None = None) -> list[TurnIn]:
    session = session or f"f{next(_N)}"
    return [
        TurnIn(
            session=session,
            date=datetime(2025, 4, 2),
            turn=f"{session}:{i}",
            speaker=sp,
            text=tx,
            lang="ko",
        )
        for i, (sp, tx) in enumerate(pairs)
    ]


def _owned(claims, owner: str, chain: list[str]) -> bool:
    return any(
        natural_name(c.owner) == natural_name(owner)
        and [natural_name(p) for p in c.relayed_by] == [natural_name(p) for p in chain]
        for c in claims
    )


def test_every_row_has_an_example() -> None:
    assert {f.name for f in FRAMES} == set(EXAMPLES)
    assert len({f.name for f in FRAMES}) == len(FRAMES)


@pytest.mark.parametrize("row", sorted(EXAMPLES))
def test_row_example_matches_its_row(row: str) -> None:
    _, text, _, _ = EXAMPLES[row]
    frame = next(f for f in FRAMES if f.name == row)
    found = set()
    for sent in text.replace('"', " ").split(". "):
        found |= {m.frame.name for m in match_frames(kiwi().tokenize(sent), quoted='"' in text,
                                                      after_source=True)}
    assert frame.name in found


@pytest.mark.parametrize("row", sorted(EXAMPLES))
def test_row_example_attribution(row: str) -> None:
    speaker, text, owner, chain = EXAMPLES[row]
    x = RX.extract(_turns(("소하", "무슨 일 있어?"), (speaker, text), session=f"row-{row}"), [])[1]
    assert _owned(x.claims, owner, chain), [(c.owner, c.relayed_by) for c in x.claims]


def test_negated_report_keeps_its_negation() -> None:
    # a negated saying: the owner did not say it, so no judgement is stored either way; the
    # content keeps the negation as said (5511056)
    x = RX.extract(_turns(("나리", "도윤이는 그 식당이 좋다고 안 했어.")), [])[0]
    c = next(c for c in x.claims if c.owner == "도윤")
    assert c.relayed_by == ["나리"] and c.polarity == "neutral"
    assert "안 했어" in c.content


def test_negated_think_is_own_claim() -> None:
    x = RX.extract(
        _turns(("소하", "그 가게 어때?"), ("나리", "나는 그 가게가 좋다고 생각 안 해.")), []
    )[1]
    assert _owned(x.claims, "나리", [])
    assert any(c.polarity == "negative" for c in x.claims)


def test_pronoun_source_resolves_to_named_person() -> None:
    xs = RX.extract(
        _turns(
            ("소하", "어제 도윤이랑 통화했어."), ("나리", "걔 말로는 그 회사 야근이 엄청 많대.")
        ),
        [],
    )
    assert _owned(xs[1].claims, "도윤", ["나리"])


def test_honorific_pronoun_resolves() -> None:
    xs = RX.extract(_turns(("소하", "예찬 씨는 매주 토요일에 등산을 가세요."),
                           ("나리", "그분이 그러시는데 그 산은 겨울에 너무 위험하대요.")), [])
    assert _owned(xs[1].claims, "예찬 씨", ["나리"])


def test_pronoun_possessive_is_antecedents_not_speakers() -> None:
    xs = RX.extract(
        _turns(("소하", "도윤이 요즘 바쁘대?"), ("나리", "걔네 누나는 도윤이 회사가 너무 멀대.")),
        [],
    )
    assert _owned(xs[1].claims, "도윤의 누나", ["나리"])


def test_two_level_with_pronoun_possessor() -> None:
    x = RX.extract(_turns(("나리", "도윤이가 그러는데 걔 형이 그 차는 연비가 최악이래.")), [])[0]
    assert _owned(x.claims, "도윤의 형", ["나리", "도윤"])


def test_two_level_reflexive_possessor() -> None:
    x = RX.extract(
        _turns(("나리", "예찬 씨가 그러는데 자기 팀장님이 그 계약은 위험하다고 하셨대요.")), []
    )[0]
    assert _owned(x.claims, "예찬 씨의 팀장님", ["나리", "예찬 씨"])


def test_role_said_before_continues_the_frame() -> None:
    x = RX.extract(
        _turns(
            ("나리", "도윤이가 그러는데 걔 삼촌이 변호사래. 삼촌 말로는 그 소송은 이기기 힘들대.")
        ),
        [],
    )[0]
    assert _owned(x.claims, "도윤의 삼촌", ["나리", "도윤"])


def test_zero_subject_hearsay_continues_previous_holder() -> None:
    x = RX.extract(_turns(("나리", "우리 엄마는 그렇게 생각 안 하시더라. 그 병원이 더 낫대.")), [])[
        0
    ]
    assert sum(_owned([c], "나리의 엄마", ["나리"]) for c in x.claims) == 2


def test_openers_do_not_hide_the_frame() -> None:
    for text in (
        "아 근데 도윤이가 그 집 월세 또 올린대.",
        "ㅋㅋ 암튼 도윤이가 그 집 월세 또 올린대.",
        "응, 그니까 도윤이 말로는 그 집 월세 또 올린대.",
    ):
        x = RX.extract(_turns(("나리", text)), [])[0]
        assert _owned(x.claims, "도윤", ["나리"]), text


def test_ssi_name_kept_as_said() -> None:
    x = RX.extract(_turns(("나리", "예찬 씨가 그 프로젝트 마감이 너무 빡빡하다고 하더라.")), [])[0]
    assert any(c.owner == "예찬 씨" for c in x.claims)


def test_source_name_that_is_also_a_word() -> None:
    # the subject of 그러다 / the source of 듣다 is a person even when Kiwi reads the word otherwise
    for text, owner in (
        ("바다가 그러는데 그 카페 곧 문 닫는대.", "바다"),
        ("하늘이한테 들었는데 그 공연 매진됐대.", "하늘"),
    ):
        x = RX.extract(_turns(("나리", text)), [])[0]
        assert _owned(x.claims, owner, ["나리"]), text


def test_named_source_sentence_then_hearsay() -> None:
    x = RX.extract(_turns(("나리", "도윤이가 그랬어. 그 식당 요즘 맛이 변했대.")), [])[0]
    assert _owned(x.claims, "도윤", ["나리"])


def test_honorific_malsseumi_opens_a_report() -> None:
    # '말씀이' (the honorific of 말이): the elder's words, not the speaker's; a verdict on the
    # words themselves ('말씀이 맞아') stays the speaker's
    x = RX.extract(_turns(("나리", "뒷집 아주머니 말씀이 주차장 공사 한 달 걸린대요.")), [])[0]
    assert _owned(x.claims, "뒷집 아주머니", ["나리"])
    x = RX.extract(_turns(("나리", "선생님 말씀이 맞는 것 같아요.")), [])[0]
    assert all(c.owner == "나리" for c in x.claims)


def test_plain_word_mari_is_not_a_frame() -> None:
    x = RX.extract(_turns(("나리", "그 말이 맞아.")), [])[0]
    assert all(c.owner == "나리" for c in x.claims)


def test_adjectival_noun_is_a_judgement() -> None:
    x = RX.extract(_turns(("소하", "새 코치 어때?"), ("나리", "코치가 진짜 열정적이야.")), [])[1]
    assert _owned(x.claims, "나리", [])


def test_unpunctuated_wh_question_is_not_a_claim() -> None:
    for text in ("너는 그 영화 어떻게 생각해", "누가 그 식당 별로래"):
        assert not RX.extract(_turns(("나리", text)), [])[0].claims, text


def test_your_role_is_the_listeners() -> None:
    xs = RX.extract(
        _turns(("소하", "새 집 어때?"), ("나리", "도윤이가 그러는데 너네 집주인 곧 월세 올린대.")),
        [],
    )
    assert any(m == "소하의 집주인" for m in xs[1].mentions)
    assert _owned(xs[1].claims, "도윤", ["나리"])


def test_final_damyeonseo_asks_unless_sourced() -> None:
    assert not RX.extract(_turns(("나리", "그 식당 괜찮다며.")), [])[0].claims
    x = RX.extract(_turns(("나리", "도윤이가 그러던데 그 식당 문 닫았다며.")), [])[0]
    assert _owned(x.claims, "도윤", ["나리"])


def test_agreement_reply_is_not_a_claim() -> None:
    x = RX.extract(_turns(("소하", "그 경기 봤어?"), ("나리", "당연하지.")), [])[1]
    assert not x.claims


def test_predicate_noun_is_not_the_target() -> None:
    xs = RX.extract(
        _turns(
            ("소하", "도윤이는 그 학원 수강료가 두 배로 올랐다면서 그만둔대."),
            ("나리", "완전 도둑이네."),
        ),
        [],
    )
    assert xs[1].claims and xs[1].claims[0].target != "도둑"


def test_non_person_source_noun() -> None:
    x = RX.extract(_turns(("나리", "손님들 말로는 그 집 서비스가 별로래.")), [])[0]
    assert _owned(x.claims, "손님들", ["나리"])


def test_noun_with_honorific_suffix_is_a_person() -> None:
    x = RX.extract(_turns(("나리", "우리 과 조교님은 그 과제가 너무 쉽다던데.")), [])[0]
    assert _owned(x.claims, "나리의 과 조교님", ["나리"])


def test_bare_role_with_modifier_kept_as_said() -> None:
    x = RX.extract(_turns(("나리", "경비 아저씨가 그러는데 이번 주에 엘리베이터 점검한대.")), [])[0]
    assert any(c.owner == "경비 아저씨" and c.relayed_by == ["나리"] for c in x.claims)


def test_name_with_a_title_is_that_person_as_said():
    from datetime import datetime

    from cogmem_rdf.extract.rules import RuleExtractor
    from cogmem_rdf.models import TurnIn

    for text, owner in (("경미 선배한테 들었는데 그 교수님 엄청 깐깐하시대.", "경미 선배"),
                        ("영숙 언니가 그러는데 그 카페 너무 비싸대.", "영숙 언니")):
        turns = [
            TurnIn(
                session="t",
                date=datetime(2025, 1, 1),
                turn="t:0",
                speaker="나리",
                text="요즘 어때?",
            ),
            TurnIn(session="t", date=datetime(2025, 1, 1), turn="t:1", speaker="주아솔", text=text),
        ]
        claims = RuleExtractor().extract(turns, [])[1].claims
        assert [(c.owner, c.relayed_by) for c in claims] == [(owner, ["주아솔"])], text


def test_name_before_a_title_even_when_kiwi_reads_a_word():
    # '가득' is an adverb to Kiwi, '사촌'/'회사' are common nouns that modify the title
    for text, owner in (("가득 선배한테 들었는데 그 수업 진짜 빡세대.", "가득 선배"),
                        ("사촌 형이 그러는데 그 차 별로래.", "나리의 사촌 형")):
        x = RX.extract(_turns(("나리", text)), [])[0]
        assert _owned(x.claims, owner, ["나리"]), (text, x.claims)


def test_topic_marked_unknown_name_is_the_source():
    x = RX.extract(_turns(("나리", "예섬은 어제 경기장에서 직접 봤는데 심판이 최악이었대.")), [])[0]
    assert _owned(x.claims, "예섬", ["나리"]), x.claims


def test_name_asked_about_is_the_zero_subject_source():
    xs = RX.extract(
        _turns(
            ("주아솔", "도하윤 소식 들었어?"),
            ("나리", "어제 통화했어. 새 회사가 멀긴 한데 월급이 좋대."),
        ),
        [],
    )
    assert _owned(xs[1].claims, "도하윤", ["나리"]), xs[1].claims


def test_category_person_nouns_are_kept_as_said():
    x = RX.extract(_turns(("나리", "옆집 아주머니가 그러는데 관리비가 또 오른대.")), [])[0]
    assert _owned(x.claims, "옆집 아주머니", ["나리"]), x.claims


def test_subject_under_an_opener_is_not_a_second_source():
    # the final -대 repeats the opener's report: the child is what is reported on, not a source
    x = RX.extract(
        _turns(("나리", "코치님 말로는 우리 도하윤이 수비는 잘하는데 슛할 때 너무 서두른대.")), []
    )[0]
    assert x.claims and all(
        c.owner != "도하윤" and "도하윤" not in c.relayed_by for c in x.claims
    ), x.claims


def test_action_before_a_connective_is_a_record_of_its_own():
    x = RX.extract(_turns(("나리", "어제 저녁에 그 식당 가봤는데 국물은 진짜 짜더라.")), [])[0]
    assert x.claims and x.events and x.events[0].participants == ["나리"], (x.claims, x.events)


def test_chat_spelling_of_uri_is_the_speaker():
    x = RX.extract(_turns(("나리", "울 아빠는 그 감독 아직 믿는대.")), [])[0]
    assert _owned(x.claims, "나리의 아빠", ["나리"]), x.claims


def test_retrospective_report_with_a_rising_tone_is_no_question():
    x = RX.extract(_turns(("나리", "오 진짜? 도하윤은 그 학원 별로라고 하던데?")), [])[0]
    assert _owned(x.claims, "도하윤", ["나리"]), x.claims


def test_bare_title_continues_the_named_person():
    xs = RX.extract(
        _turns(
            ("주아솔", "가득 선배가 회의에서 뭐래?"),
            ("나리", "선배는 그 계획이 무리라고 생각하더라."),
        ),
        [],
    )
    assert _owned(xs[1].claims, "가득 선배", ["나리"]), xs[1].claims


def test_final_ending_before_a_comma_or_laugh_ends_the_sentence() -> None:
    for text in ("파랑이가 다음 달에 새 모델 나온다더라, 조금만 기다려 봐",
                 "아 파랑이가 우산 새로 사야 된대, 또 잃어버렸다고",
                 "ㅋㅋ 파랑이가 그 학원 다음 달에 문 닫는다던데 ㅋㅋ 나 석 달 치 냈는데 ㅠㅠ"):
        x = RX.extract(_turns(("나리", text)), [])[0]
        assert _owned(x.claims, "파랑", ["나리"]), (text, x.claims)


def test_kinship_title_of_an_outsider_is_kept_as_said() -> None:
    # '옆집 할머니' is the old lady next door, not the speaker's grandmother
    x = RX.extract(_turns(("나리", "옆집 할머니는 거기 원래 논이었대")), [])[0]
    assert _owned(x.claims, "옆집 할머니", ["나리"])
    x = RX.extract(_turns(("나리", "동아리 회장 형 말로는 이번엔 시간이 10분밖에 없다더라")), [])[0]
    assert _owned(x.claims, "동아리 회장 형", ["나리"])
    x = RX.extract(_turns(("나리", "1층 편의점 사장님 말씀으로는 어떤 남자가 찍혔대요")), [])[0]
    assert _owned(x.claims, "1층 편의점 사장님", ["나리"])
    # a sibling ranked by birth order is still the speaker's
    x = RX.extract(_turns(("나리", "막내 동생은 그 영화 별로래")), [])[0]
    assert _owned(x.claims, "나리의 막내 동생", ["나리"])


def test_quotative_glued_to_a_quotation() -> None:
    text = '관리인님이 "주차는 저희가 못 막아요"라고 딱 잘라 말씀하시더라'
    x = RX.extract(_turns(("나리", text)), [])[0]
    assert _owned(x.claims, "관리인님", ["나리"])
    x = RX.extract(_turns(("나리", '무결이가 "그 노래는 절대 안 돼"이래')), [])[0]
    assert _owned(x.claims, "무결", ["나리"])


def test_report_under_a_hearsay_ending_is_two_levels() -> None:
    # '무결이는 국어 쌤이 …낸다고 했대': 무결 relays what the teacher said
    x = RX.extract(_turns(("나리", "근데 무결이는 국어 쌤이 3단원에서도 낸다고 했대")), [])[0]
    assert _owned(x.claims, "국어 쌤", ["나리", "무결"])
    # a subject inside the quoted clause is not a second source
    x = RX.extract(_turns(("나리", "무결이가 파랑이 실력 좋다고 칭찬했어")), [])[0]
    assert _owned(x.claims, "무결", ["나리"])


def test_graded_chat_ending_is_a_verdict_but_not_a_self_description() -> None:
    x = RX.extract(_turns(("나리", "완전 득템임. 거의 새 거")), [])[0]
    assert _owned(x.claims, "나리", [])
    x = RX.extract(_turns(("나리", "9회에 불펜 완전 망함")), [])[0]
    assert _owned(x.claims, "나리", [])
    x = RX.extract(_turns(("나리", "나 요즘 완전 비건이야")), [])[0]
    assert not x.claims


def test_bare_kin_is_the_speakers_not_another_participants() -> None:
    # the listener's '우리 엄마' is the listener's mother; the speaker's bare '엄마' is their own
    xs = RX.extract(_turns(("소하", "헐 괜찮으셔? 우리 엄마도 이사하고 몸살 나셨었는데."),
                           ("나리", "괜찮대. 근데 엄마는 새 집 부엌이 너무 좁다고 투덜대셔")), [])
    assert _owned(xs[1].claims, "나리의 엄마", ["나리"])


def test_compound_noun_with_honorific_is_a_person() -> None:
    # '모임장님' (모임 + 장 + 님): the head of a club, a person
    x = RX.extract(_turns(("나리", "모임장님은 올해 최고의 책이래.")), [])[0]
    assert _owned(x.claims, "모임장님", ["나리"])


def test_never_having_been_good_is_a_verdict() -> None:
    x = RX.extract(_turns(("나리", "난 회사 밥 맛있었던 적이 한 번도 없음 ㅋㅋ")), [])[0]
    assert _owned(x.claims, "나리", [])
    x = RX.extract(_turns(("나리", "거기 가본 적이 한 번도 없어")), [])[0]
    assert not x.claims


def test_damyeonseo_joins_two_things_the_holder_said() -> None:
    # '…다면서 …다고 하더라': both halves are 무결's, each a claim of its own
    text = "무결이는 그 영화 세 번이나 봤다면서 결말이 너무 허무하다고 하더라"
    x = RX.extract(_turns(("나리", text)), [])[0]
    said = [c.content for c in x.claims if c.owner == "무결" and c.relayed_by == ["나리"]]
    assert len(said) == 2 and any("결말" in s for s in said), x.claims
    # a new person after -다면서 is not settled as 무결's
    x = RX.extract(_turns(("나리", "무결이는 새 폰 샀다면서 파랑이가 카메라가 별로래")), [])[0]
    assert not any("카메라" in c.content and c.owner == "무결" for c in x.claims), x.claims


def test_demonstrative_title_points_back() -> None:
    # '그 형' is the man just talked about, not the speaker's brother
    xs = RX.extract(_turns(("소하", "어제 무결이 만났어. 석진 형 알지?"),
                           ("나리", "그 형이 그러는데 그 가게 곧 닫는대")), [])
    assert _owned(xs[1].claims, "석진 형", ["나리"])


def test_damyeonseo_then_a_later_hearsay_ending_is_one_level() -> None:
    # the -대 closes the holder's later clause, not the -다면서 report: no second level
    text = "무빈 어머니는 코치가 너무 깐깐하다면서 벌써 다른 팀 찾으신대."
    x = RX.extract(_turns(("나리", text)), [])[0]
    assert _owned(x.claims, "무빈의 어머니", ["나리"]), x.claims
    assert not any(c.owner == "코치" for c in x.claims), x.claims


def test_reflexive_is_never_a_source() -> None:
    text = "그 앞집 아저씨는 자기네는 쓰레기 버린 적 없다면서 오히려 우리를 의심한대."
    x = RX.extract(_turns(("나리", text)), [])[0]
    assert _owned(x.claims, "앞집 아저씨", ["나리"]), x.claims
    assert not any("자기" in c.owner for c in x.claims), x.claims


def test_negated_liking_is_the_speakers_judgement() -> None:
    x = RX.extract(_turns(("나리", "솔직히 그 헬스장 분위기가 마음에 안 들었어.")), [])[0]
    assert _owned(x.claims, "나리", []) and x.claims[0].polarity == "negative", x
    x = RX.extract(_turns(("나리", "새로 산 가방 너무 맘에 들어.")), [])[0]
    assert _owned(x.claims, "나리", []) and x.claims[0].polarity == "positive", x


def test_name_put_as_someone_the_listener_knows_is_an_antecedent() -> None:
    # '하슬 알지?': whatever Kiwi makes of the word, 걔 then points to 하슬
    xs = RX.extract(_turns(("나리", "하슬 알지? 걔가 그러는데 그 빵집 다음 달에 문 닫는대.")), [])
    assert _owned(xs[0].claims, "하슬", ["나리"]), xs[0].claims
    xs = RX.extract(_turns(("나리", "그 빵집 알지? 걔가 그러는데 거기 다음 달에 문 닫는대.")), [])
    assert not any(c.owner == "빵집" for c in xs[0].claims), xs[0].claims


def test_source_of_hearing_is_a_person_even_when_unknown() -> None:
    x = RX.extract(_turns(("나리", "담결한테 그 식당 요즘 맛없다는 얘기 들었어.")), [])[0]
    assert _owned(x.claims, "담결", ["나리"]), x.claims


def test_noun_with_nim_read_by_kiwi_is_a_person() -> None:
    x = RX.extract(_turns(("나리", "전도사님이 수련회 장소가 바뀐다고 그러시더라.")), [])[0]
    assert _owned(x.claims, "전도사님", ["나리"]), x.claims


def test_familiar_pronoun_prefers_the_named_person_over_a_bare_role() -> None:
    # 팀장 was said since 무빈 was named; 걔네 팀장 is 무빈's team lead, not the lead's
    first = "무빈이 소식 들었어? 걔 회사 그만뒀대. 팀장이랑 엄청 싸웠다더라."
    xs = RX.extract(_turns(("나리", first), ("소하", "걔네 팀장 원래 좀 이상하다던데.")), [])
    assert _owned(xs[1].claims, "무빈의 팀장", ["소하"]), xs[1].claims


def test_adverb_between_quotative_and_its_verb() -> None:
    x = RX.extract(_turns(("나리", "아빠는 회사 식당 밥이 너무 짜다고 맨날 불평하셔.")), [])[0]
    assert _owned(x.claims, "나리의 아빠", ["나리"]), x.claims


def test_dap_eopda_is_a_verdict() -> None:
    x = RX.extract(_turns(("나리", "그 앱 업데이트 진짜 답 없음")), [])[0]
    assert _owned(x.claims, "나리", []) and x.claims[0].polarity == "negative", x


def test_familiar_pronoun_prefers_a_name_over_a_relative() -> None:
    first = "무빈이 엄마는 새 담임이 엄청 꼼꼼하대."
    xs = RX.extract(_turns(("나리", first), ("소하", "걔네 엄마 말로는 교장도 친절하대.")), [])
    assert _owned(xs[1].claims, "무빈의 엄마", ["소하"]), xs[1].claims


def test_relative_as_topic_under_a_report_is_a_second_level() -> None:
    # 'X가 그러는데 걔 동생은 …봤대': X relays what X's brother said
    text = "하슬이가 그러는데 걔 동생은 다음 달에 군대 간대."
    x = RX.extract(_turns(("나리", text)), [])[0]
    assert _owned(x.claims, "하슬의 동생", ["나리", "하슬"]), x.claims


def test_vocative_then_a_relative_is_the_addressees() -> None:
    xs = RX.extract(_turns(("나리", "하슬아 형 이사 잘 했어?"),
                           ("하슬", "응 근데 형은 새 동네가 너무 시끄럽대.")), [])
    assert _owned(xs[1].claims, "하슬의 형", ["하슬"]), xs[1].claims


def test_a_sentence_naming_the_source_owns_the_unsourced_hearsay_before_it() -> None:
    # '…대. X가 그러더라.': one claim, X's — not a stray 'someone' and an empty report of X's
    x = RX.extract(_turns(("나리", "다음 달에 이사 가신대. 관리인 아저씨가 그러더라.")), [])[0]
    assert [(c.owner, c.relayed_by) for c in x.claims] == [("관리인 아저씨", ["나리"])], x.claims


def test_numbered_place_before_a_kin_title_is_an_outsider() -> None:
    x = RX.extract(_turns(("나리", "3층 아줌마가 그러는데 엘리베이터 또 고장났대.")), [])[0]
    assert _owned(x.claims, "3층 아줌마", ["나리"]), x.claims


def test_degree_word_and_chat_nominal_ending_is_a_verdict() -> None:
    for text in ("그 규칙 바꾸는 건 진짜 오바임", "그 팀 수비 완전 폭망함"):
        x = RX.extract(_turns(("나리", text)), [])[0]
        assert _owned(x.claims, "나리", []), (text, x)


def test_chat_ending_glued_into_the_noun_by_kiwi_is_graded() -> None:
    # Kiwi sometimes reads slang + -임 as one noun ('에바임' style); the ending still closes it
    from types import SimpleNamespace as T

    from cogmem_rdf.extract.rules_ko import _graded_chat_verdict

    toks = [T(form="진짜", tag="MAG"), T(form="오바임", tag="NNG")]
    assert _graded_chat_verdict(toks, "진짜 오바임")
    assert not _graded_chat_verdict([T(form="오바임", tag="NNG")], "오바임")


def test_judging_someones_words_is_the_speakers_view() -> None:
    # '<X> 말이 맞는 것 같아': the speaker judges what X said; not X's report
    x = RX.extract(_turns(("봉희", "그래도 동생 말이 맞는 것 같아")), [])[0]
    assert _owned(x.claims, "봉희", []) and not _owned(x.claims, "봉희의 동생", ["봉희"])
    y = RX.extract(_turns(("봉희", "덕수 말은 믿지 마, 맨날 뻥치잖아")), [])[0]
    assert _owned(y.claims, "봉희", [])
    z = RX.extract(_turns(("봉희", "남편 말이 내일 비 온대")), [])[0]
    assert _owned(z.claims, "봉희의 남편", ["봉희"])


def test_in_law_kin_of_the_reporter() -> None:
    x = RX.extract(_turns(("봉희", "덕수가 그러는데 형부가 올해는 차 안 바꾼다고 했대")), [])[0]
    assert _owned(x.claims, "봉희의 형부", ["봉희", "덕수"])


def test_polite_yo_after_a_final_hearsay_ending() -> None:
    # Kiwi splits '한대요' into ᆫ대 + 요: still a sentence-final report of the topic-marked source
    x = RX.extract(_turns(("봉희", "덕수 씨는 감기 때문에 내일 출근 못 한대요")), [])[0]
    assert _owned(x.claims, "덕수 씨", ["봉희"])


def test_contracted_hearsay_ending_is_no_report_of_its_subject() -> None:
    # Kiwi may spell '…샀대요ㅋㅋ' / '…5%라던데' out as 다고/라고 + 하 (taking no room) + ending:
    # still the final hearsay ending, so the subject is what is reported on, not a second source
    x = RX.extract(
        _turns(("봉희", "덕수한테 들었는데 과장님이 어제 회의에 늦으셔서 혼났대요ㅋㅋ")),
        [],
    )[0]
    assert _owned(x.claims, "덕수", ["봉희"]), x.claims
    y = RX.extract(_turns(("봉희", "우리 언니 말로는 그 적금 이자가 3%라던데.")), [])[0]
    assert _owned(y.claims, "봉희의 언니", ["봉희"]), y.claims


def test_honorific_topic_particle_kkeseoneun() -> None:
    x = RX.extract(_turns(("봉희", "저희 과장님께서는 회식 날짜가 미정이라고 하셨어요.")), [])[0]
    assert _owned(x.claims, "봉희의 과장님", ["봉희"]), x.claims


def test_second_source_when_another_noun_is_the_topic_of_a_state() -> None:
    # '<opener> <relative>가 <noun>은 <state>래': the noun is what the clause is about; the relative
    # said it. With an action verb the marked noun is its object and there is one source.
    x = RX.extract(_turns(("봉희", "언니가 그러는데 이모가 그 집은 너무 좁대.")), [])[0]
    assert _owned(x.claims, "봉희의 이모", ["봉희", "봉희의 언니"]), x.claims
    y = RX.extract(_turns(("봉희", "언니가 그러는데 이모가 커피는 끊었대.")), [])[0]
    assert _owned(y.claims, "봉희의 언니", ["봉희"]), y.claims


def test_own_take_after_a_reported_connective() -> None:
    # '<X>가 …다는데 솔직히/난 …': what X said, then the speaker's own judgement
    x = RX.extract(_turns(("봉희", "덕수가 그 소설 감동적이라는데 난 좀 지루했어.")), [])[0]
    assert _owned(x.claims, "덕수", ["봉희"]) and _owned(x.claims, "봉희", []), x.claims


def test_agent_noun_of_a_verbal_noun_is_a_person() -> None:
    # 판매하다 -> 판매자 'the seller': a source, not 'someone'
    x = RX.extract(_turns(("봉희", "구매자가 상자만 뜯고 반품했대.")), [])[0]
    assert _owned(x.claims, "구매자", ["봉희"]), x.claims


def test_chat_source_word_pisyeol() -> None:
    # 'X 피셜' (chat: 'per X, officially') names the source as 'X 말로는' does
    x = RX.extract(_turns(("봉희", "ㅋㅋ 근데 솔미 피셜 그 빵집 크루아상은 금방 팔린대")), [])[0]
    assert _owned(x.claims, "솔미", ["봉희"]), x.claims


def test_latin_acronym_modifies_a_role_noun() -> None:
    x = RX.extract(_turns(("봉희", "우리 IT 팀장님이 그 메신저 완전 별로래.")), [])[0]
    assert _owned(x.claims, "봉희의 IT 팀장님", ["봉희"]), x.claims


def test_verbless_topic_verdict_closed_by_a_laugh_is_a_sentence() -> None:
    # 'X는 비추 ㅋㅋ <what happened>': the verdict, then a record; Kiwi reads 비추 as a verb stem
    x = RX.extract(
        _turns(("봉희", "그 놀이공원은 비추 ㅋㅋ 지난봄에 가서 줄만 섰어")), []
    )[0]
    assert _owned(x.claims, "봉희", []) and x.claims[0].polarity == "negative", x.claims
    assert x.events, x


def test_familiar_pronoun_skips_an_agent_noun_for_the_named_person() -> None:
    # 걔네 points at someone known by name, not at '판매자' ('the seller') said in between
    xs = RX.extract(
        _turns(
            ("덕수", "솔미 알지? 걔가 중고로 책상 샀대."),
            ("봉희", "판매자가 한 번도 안 썼다던데."),
            ("덕수", "근데 걔네 언니는 그 책상 너무 작대."),
        ),
        [],
    )
    assert _owned(xs[2].claims, "솔미의 언니", ["덕수"]), xs[2].claims


def test_janha_recalls_a_habit_or_state_and_judges_only_an_evaluation() -> None:
    # -잖아 ('you know') with an action or a state recalls it: a record, not the speaker's claim
    x = RX.extract(_turns(("봉희", "솔미는 매주 일요일마다 도서관 가잖아.")), [])[0]
    assert x.facts and not x.claims, x
    y = RX.extract(_turns(("봉희", "걔 그 헬스장 회원이잖아.")), [])[0]
    assert not y.claims, y
    # with an evaluative predicate, or as a complaint ('맨날 …잖아'), it judges
    z = RX.extract(_turns(("봉희", "그 헬스장은 너무 비싸잖아.")), [])[0]
    assert _owned(z.claims, "봉희", []), z.claims
    w = RX.extract(_turns(("봉희", "덕수 걔 맨날 숙제 미루잖아.")), [])[0]
    assert _owned(w.claims, "봉희", []), w.claims


def test_name_ending_in_nae_introduced_with_alji() -> None:
    # Kiwi reads '<name>내' as <word> + 나 + 의; a possessive cannot stand before '알지?'
    xs = RX.extract(_turns(("봉희", "바로내 알지? 걔가 그러는데 그 학원 숙제가 엄청 많대.")), [])
    assert _owned(xs[0].claims, "바로내", ["봉희"]), xs[0].claims


def test_quoted_words_with_ireotdae_under_an_opener_are_a_second_level() -> None:
    # '… Y가 "…" 이랬대': Y said the quotation (Kiwi reads 이랬대 as 이렇/VA + 었 + 대)
    x = RX.extract(_turns(("봉희", '언니가 그러는데 덕수가 "다시는 안 가" 이랬대 ㅋㅋ')), [])[0]
    assert _owned(x.claims, "덕수", ["봉희", "봉희의 언니"]), x.claims


# Verbs of saying beyond the first list (a grammar's speech-act verbs, not words met in dialogue
# data): a -다고 complement before each is the subject's words. Invented sentences.
@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("서하는 시험 망쳤다고 털어놓더라.", "서하"),
        ("우리 이모가 그 치과 불친절하다고 밝혔어.", "나리의 이모"),
        ("지오가 동아리 모임 장소 바뀐다고 확인해 줬어.", "지오"),
        ("윤슬이가 그 얘기 헛소문이라고 부인했어.", "윤슬"),
        ("삼촌은 그 정비소 비싸다고 투덜거리더라.", "나리의 삼촌"),
    ],
)
def test_more_verbs_of_saying(text, owner):
    turn = TurnIn(session="v", date=datetime(2025, 3, 1), turn="v:1", speaker="나리", text=text,
                  lang="ko")
    x = RuleExtractor().extract([turn], ["나리"])[0]
    assert [(c.owner, c.relayed_by) for c in x.claims][:1] == [(owner, ["나리"])]
