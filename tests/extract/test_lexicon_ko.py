"""Korean polarity from the lexicon: a Sino-Korean negating prefix turns the word after it over.
Invented phrases."""

import pytest

from cogmem_rdf.extract.lexicon import ko_polarity


@pytest.mark.parametrize(("text", "expected"), [
    ("그 가게 직원들 진짜 불친절해", "negative"),
    ("그 가게 직원들 진짜 친절해", "positive"),
    ("솔직히 좀 비호감이야", "negative"),
    ("걔는 일을 너무 불성실하게 해", "negative"),
])
def test_a_negating_prefix_turns_the_word_over(text, expected):
    assert ko_polarity(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    # long form: -지 않다 / 못하다 after the stem, with 하 or a particle between
    ("걔는 솔직히 성실하지 않아", "negative"),
    ("그 집 국밥 맛있지는 않았어", "negative"),
    ("점원이 친절하진 못했어", "negative"),
    ("둘 다 착하지도 않고 성실하지도 않아", "negative"),
    # short form: 안 / 못 as a word before the predicate, also typed together
    ("거기 직원 안 친절해", "negative"),
    ("요즘 그 카페 별로 안 좋아", "negative"),
    # a negative word denied is a mild yes; a negated prefix-negative is no complaint
    ("그 영화 나쁘지 않아", "positive"),
    ("생각보다 불친절하지 않았어", "positive"),
    ("최악은 아니었어", "positive"),
    # words that only contain 안 are no negation
    ("거기 의자 진짜 편안해", "neutral"),
    ("걔 진짜 성실해", "positive"),
])
def test_a_negated_predicate_turns_the_word_over(text, expected):
    assert ko_polarity(text) == expected


@pytest.mark.parametrize("text", [
    "그 호텔 너무 비싸지 않나ㅋㅋ", "좀 심하지 않아?", "그거 비싸지 않냐"])
def test_a_rhetorical_negative_question_asserts(text):
    assert ko_polarity(text) == "negative"


@pytest.mark.parametrize(("text", "expected"), [
    # it does not look so / seem so: the negation of an auxiliary after the word
    ("그 식당 음식 좋아 보이진 않던데", "negative"),
    ("새 팀장님 친절해 보이지는 않았어", "negative"),
    ("그 계획 괜찮은 것 같지는 않아", "negative"),
    ("이번 축제 재밌을 거 같지 않아", "negative"),
    ("그 동네 좋은 듯하지 않더라", "negative"),
    # a negative word under the same: no complaint
    ("발표가 최악인 것 같진 않아", "positive"),
    ("걔가 그 일을 싫어하는 것 같지는 않아", "positive"),
    # not a case of it: the copula denied after a nominal
    ("그 집 빵이 맛있는 건 아닌데", "negative"),
    ("난 매운 거 싫어하는 건 아닌데", "positive"),
    ("그 집 빵이 맛있는 거 아닌가?", "positive"),
    # the auxiliary without a negation keeps the word's sign; a rhetorical question asserts
    ("그 식당 음식 좋아 보여", "positive"),
    ("그 계획 괜찮은 것 같아", "positive"),
    ("그 옷 좋아 보이지 않나?", "positive"),
])
def test_a_negated_auxiliary_turns_the_word_over(text, expected):
    assert ko_polarity(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("난 그 노래 싫어", "negative"),
    ("솔직히 거기 가는 거 싫더라", "negative"),
    ("그 드라마 싫지는 않았어", "positive"),
])
def test_dislike_is_negative(text, expected):
    assert ko_polarity(text) == expected
