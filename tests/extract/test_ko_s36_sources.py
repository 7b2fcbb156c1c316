"""Korean sources of a report named in ways the rules missed (s36), by paradigm. Invented
dialogues: the names and sentences were written for this test and occur in no data file.

- An honorific subject with 께서 and 께서도 ('교수님께서도 …래', '원장님께서 …하셨대'): the
  one who said it, as 'X가/X도 …래' is — alone and under an opener (the opener's holder relays);
  and the sayer 'too' between a quotation and the verb of saying ('…라고 X도 그러던데', '…라고
  교수님께서도 그러시던데'; 'Y가 …라고 X도 그러던데': Y's, X relays).
- Whose words a report is, with a name Kiwi does not know: glued ('X말로는', 'X말론', 'X말에
  따르면', 'X얘기로는', 'X말씀으로는'), spaced, with 의, with 말에 따르면 / 말에 의하면 / 말씀에
  따르면, and 'X 말이 …'. A word of its own with 말 ('거짓말로는', '혼잣말로는') names no one.
- A name of open syllables with 도 or 는 that Kiwi folds into a verb's connective ending ('하서도'
  as 하 + 서 + 도, '하라도' as 하 + 라도, '라서도' as 라 + 서 + 어도, '예라도' as 예 + 라도):
  the name and the particle. A verb's real form ('가서도', '나서도') and a noun with the
  copula's 'even' ('차라도', '나라도') keep their reading.
- 자기 after the third person the speaker talked with or met ('X랑 얘기했는데 자기 동생도
  …래'): X's relative, relayed by X — as 'X가 그러는데 자기 동생도 …래' is; a call tried is a
  call ('X랑 얘기해 봤는데 …', 'X한테 전화해 봤더니 Y가 …래': Y's, relayed by X).
- A prediction or advice under an opener ('X가 그러는데 곧 비 올 거래', 'X 말로는 일찍 가보래'):
  X's, passed on by the speaker.
- Who said it, answered with the one who passed it on and whom they had it from ('누가 그래?' —
  'X. 걔도 Y한테 들었대', 'X가 그랬어. 걔도 Y한테 들었대'): the report is Y's, relayed by the
  speaker, then X; answered with a saying of its own ('X가 그랬어', 'X한테 들었어'): X's. (The
  answer turn itself still carries a claim relayed by 'someone' from the correction reader in
  dialogue_acts, which is not this module's.)
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue

SPK, ASK = "설아람", "온새미"
_Q: tuple[str, str, Exp] = (ASK, "그 찻집 어때? 가볼 만해?", None)


def _one(text: str, owner: str, chain: list[str]) -> list[tuple[str, str, Exp]]:
    return [_Q, (SPK, text, (owner, chain))]


_HONORIFIC = {
    "kkeseodo_rae": ("교수님께서도 그 찻집 별로래", "교수님", [SPK]),
    "kkeseodo_daeyo": ("원장님께서도 거기 너무 비싸대요", "원장님", [SPK]),
    "kkeseodo_hasyeotdae": ("부장님께서도 거기 너무 비싸다고 하셨대", "부장님", [SPK]),
    "kkeseodo_rasyeotdae": ("선생님께서도 그 찻집 별로라셨대요", "선생님", [SPK]),
    "kkeseodo_belief": ("교수님께서도 그 찻집 별로라고 생각하셔", "교수님", [SPK]),
    "kkeseo_hasyeotdae": ("교수님께서 그 찻집 별로라고 하셨대", "교수님", [SPK]),
    "kkeseodo_kin": ("할머니께서도 그 찻집 별로래", f"{SPK}의 할머니", [SPK]),
    "kkeseodo_ssi": ("나래온 씨께서도 거기 별로래요", "나래온 씨", [SPK]),
    "kkeseodo_under_opener": (
        "표하진이 그러는데 교수님께서도 그 찻집 별로래", "교수님", [SPK, "표하진"]),
    "kkeseo_under_opener": (
        "표하진이 그러는데 원장님께서 거기 너무 비싸다고 하셨대", "원장님", [SPK, "표하진"]),
    "kkeseodo_quote_sayer": ("그 찻집 별로라고 교수님께서도 그러시더라", "교수님", [SPK]),
    "do_quote_sayer": ("거기 너무 비싸다고 채휘도 그러던데", "채휘", [SPK]),
    "do_quote_sayer_said": ("거기 너무 비싸다고 채휘도 말했어", "채휘", [SPK]),
    "kkeseodo_quote_sayer_third": (
        "도윤슬이 그 찻집 별로라고 교수님께서도 그러시던데", "도윤슬", [SPK, "교수님"]),
    "do_quote_sayer_third": (
        "도윤슬은 거기 너무 비싸다고 채휘도 그러더라고", "도윤슬", [SPK, "채휘"]),
    "kkeseodo_under_heard": (
        "도윤슬한테 들었는데 부장님께서도 거기 너무 비싸대요", "부장님", [SPK, "도윤슬"]),
}

_WHOSE = {
    "glued_adverb_read": ("채휘말로는 거기 너무 비싸대", "채휘", [SPK]),
    "glued_split_read": ("담슬말로는 거기 너무 비싸대", "담슬", [SPK]),
    "glued_noun_absorbs": ("다결말로는 거기 너무 비싸대", "다결", [SPK]),
    "glued_adnominal_read": ("솔온말로는 그 찻집 별로래", "솔온", [SPK]),
    "spaced_adnominal_read": ("솔온 말로는 그 찻집 별로래", "솔온", [SPK]),
    "glued_verb_read": ("표하진말로는 그 찻집 별로래", "표하진", [SPK]),
    "glued_malon": ("하서말론 거기 너무 비싸대", "하서", [SPK]),
    "glued_ttareumyeon": ("나래온말에 따르면 거기 너무 비싸대", "나래온", [SPK]),
    "glued_malsseum": ("표하진말씀에 따르면 거기 너무 비싸대요", "표하진", [SPK]),
    "glued_then_third": ("채휘말로는 도윤슬도 그 찻집 별로래", "도윤슬", [SPK, "채휘"]),
    "spaced_ttareumyeon": ("나래온 말에 따르면 거기 너무 비싸대", "나래온", [SPK]),
    "spaced_uihamyeon": ("표하진 말에 의하면 거기 너무 비싸대", "표하진", [SPK]),
    "spaced_uihamyeon_short": ("채휘 말에 의하면 그 찻집 별로래", "채휘", [SPK]),
    "spaced_verb_read": ("하서 말로는 거기 너무 비싸대", "하서", [SPK]),
    "genitive": ("표하진의 말로는 그 찻집 별로래", "표하진", [SPK]),
    "genitive_ttareumyeon": ("나래온의 말에 따르면 거기 너무 비싸대", "나래온", [SPK]),
    "glued_yaegi": ("채휘얘기로는 거기 너무 비싸대", "채휘", [SPK]),
    "glued_yaegi_verb_read": ("표하진얘기로는 거기 너무 비싸대", "표하진", [SPK]),
    "glued_iyagi": ("솔온이야기로는 거기 너무 비싸대", "솔온", [SPK]),
    "glued_malsseum_euro": ("채휘말씀으로는 거기 너무 비싸대요", "채휘", [SPK]),
    "spaced_malsseum_euro": ("채휘 말씀으로는 거기 너무 비싸대요", "채휘", [SPK]),
    "mari_full_name": ("표하진 말이 거기 너무 비싸대", "표하진", [SPK]),
    "mari_verb_read": ("하서 말이 거기 너무 비싸대", "하서", [SPK]),
    "mari_glued_stem": ("솔온 말이 그 찻집 별로래", "솔온", [SPK]),
    "thing_uihamyeon": ("소문에 의하면 그 찻집 곧 문 닫는대", "소문", [SPK]),
}

_OPEN_NAME = {
    "haseo_do": ("하서도 그 찻집 별로래", "하서", [SPK]),
    "haseo_neun": ("하서는 거기 너무 비싸대", "하서", [SPK]),
    "hara_do": ("하라도 거기 너무 비싸대", "하라", [SPK]),
    "raseo_do": ("라서도 그 찻집 별로래", "라서", [SPK]),
    "yera_do": ("예라도 거기 너무 비싸대", "예라", [SPK]),
    "haseo_do_under_opener": ("표하진이 그러는데 하서도 그 찻집 별로래", "하서", [SPK, "표하진"]),
    "raseo_do_under_opener": ("표하진이 그러는데 라서도 그 찻집 별로래", "라서", [SPK, "표하진"]),
    "hara_do_under_heard": ("채휘한테 들었는데 하라도 거기 너무 비싸대", "하라", [SPK, "채휘"]),
}

_SELF_AFTER_WITH = {
    "talked_sibling": ("표하진이랑 얘기했는데 자기 동생도 그 찻집 별로래",
                       "표하진의 동생", [SPK, "표하진"]),
    "called_sibling": ("표하진이랑 통화했는데 자기 동생도 그 찻집 별로래",
                       "표하진의 동생", [SPK, "표하진"]),
    "talked_mother_topic": ("채휘랑 얘기했는데 자기 엄마는 거기 너무 비싸대",
                            "채휘의 엄마", [SPK, "채휘"]),
    "talked_ssi_husband": ("도윤슬 씨랑 얘기했는데 자기 남편도 거기 비싸대요",
                           "도윤슬 씨의 남편", [SPK, "도윤슬 씨"]),
    "contact_hago_sister": ("채휘하고 연락했는데 자기 언니가 그 찻집 별로래",
                            "채휘의 언니", [SPK, "채휘"]),
    "chat_report": ("표하진이랑 카톡했는데 자기 동생도 그 찻집 별로라고 하더라",
                    "표하진의 동생", [SPK, "표하진"]),
    "tried_talk_sibling": ("표하진이랑 얘기해 봤는데 자기 동생도 그 찻집 별로래",
                           "표하진의 동생", [SPK, "표하진"]),
    "tried_call_third": ("채휘한테 전화해 봤더니 도윤슬이 그 찻집 별로래",
                         "도윤슬", [SPK, "채휘"]),
    "tried_contact_third": ("채휘랑 연락해 보니까 도윤슬도 그 찻집 별로래",
                            "도윤슬", [SPK, "채휘"]),
    "opener_same": ("표하진이가 그러는데 자기 동생도 그 찻집 별로래",
                    "표하진의 동생", [SPK, "표하진"]),
}

_PREDICT_ADVISE = {
    "predict_rain": ("표하진이 그러는데 곧 비 올 거래", "표하진", [SPK]),
    "predict_close": ("채휘가 그러는데 그 찻집 곧 문 닫을 거래", "채휘", [SPK]),
    "predict_crowd_polite": ("도윤슬 씨가 그러는데 주말엔 사람 많을 거래요", "도윤슬 씨", [SPK]),
    "predict_negated": ("채휘가 그러는데 내일은 비 안 올 거래", "채휘", [SPK]),
    "predict_deonde": ("채휘가 그러던데 그 찻집 곧 문 닫을 거라던데", "채휘", [SPK]),
    "predict_whose": ("채휘 말로는 내일 비 올 거래", "채휘", [SPK]),
    "predict_honorific": ("교수님께서 그러시는데 곧 비 올 거래요", "교수님", [SPK]),
    "advise_go": ("표하진이 그러는데 일찍 가보래", "표하진", [SPK]),
    "advise_dont": ("하서가 그러는데 거기 가지 말래", "하서", [SPK]),
    "advise_deora": ("채휘가 그러는데 거기 일찍 가보라더라", "채휘", [SPK]),
    "advise_better": ("채휘가 그러는데 그 찻집 예약하는 게 낫대", "채휘", [SPK]),
    "advise_whose": ("표하진 말로는 일찍 가보래", "표하진", [SPK]),
    "advise_split": ("채휘가 그러더라. 거기 일찍 가보래", "채휘", [SPK]),
    "advise_heard": ("도윤슬한테 들었는데 거기 꼭 가보래", "도윤슬", [SPK]),
}

CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **{f"hon_{k}": _one(*v) for k, v in _HONORIFIC.items()},
    **{f"whose_{k}": _one(*v) for k, v in _WHOSE.items()},
    **{f"open_{k}": _one(*v) for k, v in _OPEN_NAME.items()},
    **{f"self_{k}": _one(*v) for k, v in _SELF_AFTER_WITH.items()},
    **{f"pred_{k}": _one(*v) for k, v in _PREDICT_ADVISE.items()},
}

# who said it, answered with the one who passed it on and whom they had it from: the report
# (the first turn) is Y's, relayed by its speaker, then X
_HAD_FROM = (
    ("하리. 걔도 도윤슬한테 들었대", "도윤슬", "하리"),
    ("표하진이. 걔도 도윤슬한테 들었대", "도윤슬", "표하진"),
    ("하리요. 그분은 도윤슬한테서 들었다던데", "도윤슬", "하리"),
    ("하리. 도윤슬이가 그랬대", "도윤슬", "하리"),
    ("과장님. 그분은 부장님한테 들었다던데", "부장님", "과장님"),
    ("우리 언니. 걔는 자기 팀장한테 들었대", f"{SPK}의 언니의 팀장", f"{SPK}의 언니"),
)
for _i, (_ans, _y, _x) in enumerate(_HAD_FROM):
    CASES[f"had_from_{_i}"] = [
        (SPK, "그 찻집 곧 문 닫는대", (_y, [SPK, _x])),
        (ASK, "누가 그래?", None),
        (SPK, _ans, None),
    ]
# the answer said as a saying of its own ('X가 그랬어', 'X한테 들었어'), then perhaps whom X had
# it from: the report is X's, or Y's relayed by X
_SAID = (
    ("하리가 그랬어. 걔도 도윤슬한테 들었대", "도윤슬", ["하리"]),
    ("하리한테 들었어. 걔는 도윤슬한테 들었대", "도윤슬", ["하리"]),
    ("하리가 그러던데 걔도 도윤슬한테 들었대", "도윤슬", ["하리"]),
    ("하리가 그랬어", "하리", []),
    ("하리한테 들었어", "하리", []),
    ("우리 엄마가 그랬어요", f"{SPK}의 엄마", []),
)
for _i, (_ans, _own, _via) in enumerate(_SAID):
    CASES[f"said_answer_{_i}"] = [
        (SPK, "그 찻집 곧 문 닫는대", (_own, [SPK, *_via])),
        (ASK, "누가 그래?", None),
        (SPK, _ans, None),
    ]
CASES["said_answer_near_self"] = [
    (SPK, "그 찻집 곧 문 닫는대", ("someone", [SPK])),
    (ASK, "누가 그래?", None),
    (SPK, "내가 그랬어", None),
]
CASES["had_from_near_plain"] = [
    (SPK, "그 찻집 곧 문 닫는대", ("하리", [SPK])),
    (ASK, "누가 그래?", None),
    (SPK, "하리", None),
]


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s36_sources(name: str) -> None:
    check_dialogue(CASES[name], f"s36-{name}", datetime(2026, 3, 4))


@pytest.mark.parametrize(
    "text", ["거짓말로는 안 돼", "혼잣말로는 그 찻집 별로래", "옛이야기로는 거기 귀신 나온대"])
def test_word_with_mal_names_no_one(text: str) -> None:
    """A word of its own with 말 ('거짓말', '혼잣말') is no one's words."""
    from dialogue_check import extract_lines

    x = extract_lines([_Q[:2], (SPK, text)], datetime(2026, 3, 4))[-1]
    assert not any(c.owner in ("거짓", "혼잣", "옛") for c in x.claims), [c.owner for c in x.claims]


@pytest.mark.parametrize(
    "text,word,tag",
    [
        ("하서도 그 찻집 별로래", "하서", "NNP"),
        ("라서도 그 찻집 별로래", "라서", "NNP"),
        ("가서도 연락 안 한대", "가", "VV"),
        ("나서도 별 말 없대", "나", "VX"),
        ("차라도 있으면 좋겠대", "차", "NNG"),
        ("나라도 그렇게 하겠대", "나", "NP"),
        ("커피라도 마시재", "커피", "NNG"),
    ],
)
def test_open_name_with_particle(text: str, word: str, tag: str) -> None:
    """A name of open syllables with 도 that Kiwi folds into a connective ending is the name and
    the particle; a verb's real form and a noun with the copula's 'even' keep their reading."""
    from cogmem_rdf.extract.ko_parse import tokenize

    toks = [(t.form, t.tag) for t in tokenize(text)]
    assert (word, tag) in toks, toks
