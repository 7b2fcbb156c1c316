"""Korean hearsay of two levels whose owner is the deepest source (s35), by paradigm. Invented
dialogues: the names and sentences were written for this test and occur in no data file.

- The opener said as a sentence of its own, then the report it opens: 'X가 그러더라고. Y가
  …래', 'X가 그러던데요. Y도 …대요', 'X한테 들었어. Y는 …다던데', 'X한테 카톡 왔어. Y가 …대',
  'X한테 연락 왔는데 Y가 …래' (the call or message is also kept as a record of its own) — Y holds
  the view, X relays it: owner Y, relayed by the speaker then X; Y as a name (이/가, 은/는, 도,
  씨), as X's relative or superior (X네 엄마, X 남편, 걔네 팀장님) and as 자기 (X's self).
- The one who passed it on said between the quotation and the verb of saying: 'Y가 …라고 X가
  그러던데', '…다고 X가 그러더라고(요)', 'Y 씨는 …라고 부장님께서 그러시더라고요', with the
  relative named before X (cataphoric 자기/걔네: '자기 동생이 …라고 X가 그러더라').
- A report opened by a pronoun owning a relative, its source said after it ('자기 동생도 …래.
  X가 그러더라', '걔 남편이 …래. X한테 들었어', '걔네 엄마는 …래, X 말로는'): X's relative.
- Near readings that keep theirs: a thing said of with no second person ('거기 비싸다고 X가
  그러던데': X's); an opener after a hearsay sentence names that sentence's source ('…대. X가
  그러더라'); a reported question ('…냐고 X가 그러더라') and the speaker ('내가 그랬어. …').
"""

from __future__ import annotations

from datetime import datetime

import pytest
from dialogue_check import Exp, check_dialogue, extract_lines

SPK, ASK = "세련", "미슬"
_Q: tuple[str, str, Exp] = (ASK, "그 식당 어때? 가볼 만해?", None)


def _j(word: str, closed: str, open_: str) -> str:
    code = ord(word[-1]) - 0xAC00
    return word + (closed if 0 <= code <= 11171 and code % 28 else open_)


def _cases(x: str, y: str) -> dict[str, list[tuple[str, str, Exp]]]:
    xg = _j(x, "이가", "가")
    openers = (
        f"{xg} 그러더라고.",
        f"{xg} 그러던데요.",
        f"{x}한테 들었어.",
        f"{x}한테 카톡 왔어.",
        f"{x}한테 연락 왔는데",
        f"{x}한테서 문자 왔는데",
        f"{xg} 그러시더라고요.",
        f"{x}한테 들었거든.",
    )
    inner = (
        (_j(y, "이", "가"), y),
        (_j(y, "은", "는"), y),
        (f"{y}도", y),
        (f"{y} 씨가", f"{y} 씨"),
        (f"{x}네 엄마가", f"{x}의 엄마"),
        (f"{x} 남편은", f"{x}의 남편"),
        ("걔네 팀장님이", f"{x}의 팀장님"),
        ("자기 동생도", f"{x}의 동생"),
    )
    ends = (
        ("그 식당 별로래", "거기 너무 비싸대"),
        ("그 식당 별로라더라", "거기 너무 비싸다더라"),
        ("그 식당 별로라던데", "거기 너무 비싸다던데요"),
        ("그 식당 별로라고 하더라", "거기 너무 비싸대요"),
        ("그 식당 별로라고 했대", "거기 너무 비싸다고 했다더라"),
    )
    out: dict[str, list[tuple[str, str, Exp]]] = {}
    for i, op in enumerate(openers):
        for k in (i % len(inner), (i + 3) % len(inner), (i + 5) % len(inner)):
            said, owner = inner[k]
            end = ends[(i + k) % len(ends)][(i + k) % 2]
            out[f"{x}_split_{i}_{k}"] = [_Q, (SPK, f"{op} {said} {end}", (owner, [SPK, x]))]
    return out


CASES: dict[str, list[tuple[str, str, Exp]]] = {
    **_cases("단률", "소을"),
    **_cases("채휘", "휘서"),
    # --- the one who passed it on between the quotation and the verb of saying
    "quote_sayer_deonde": [
        _Q,
        (SPK, "소을이 그 식당 별로라고 단률이가 그러던데", ("소을", [SPK, "단률"])),
    ],
    "quote_sayer_deora_go": [
        _Q,
        (SPK, "휘서는 거기 너무 비싸다고 채휘가 그러더라고", ("휘서", [SPK, "채휘"])),
    ],
    "quote_sayer_hadeora": [
        _Q,
        (SPK, "소을이도 그 식당 별로라고 단률이가 하더라", ("소을", [SPK, "단률"])),
    ],
    "quote_sayer_honorific": [
        _Q,
        (
            SPK,
            "소을 씨는 그 식당 별로라고 부장님께서 그러시더라고요.",
            ("소을 씨", [SPK, "부장님"]),
        ),
    ],
    "quote_sayer_stacked": [
        _Q,
        (SPK, "소을이 그 식당 별로라고 했다고 단률이가 그러더라", ("소을", [SPK, "단률"])),
    ],
    "quote_sayer_then_own": [
        _Q,
        (
            SPK,
            "소을이 거기 너무 비싸다고 단률이가 그러던데 난 잘 모르겠어",
            ("소을", [SPK, "단률"]),
        ),
    ],
    "cataphoric_jagi": [
        _Q,
        (SPK, "자기 동생이 그 식당 별로라고 단률이가 그러더라", ("단률의 동생", [SPK, "단률"])),
    ],
    "cataphoric_gyaene": [
        _Q,
        (SPK, "걔네 엄마가 그 식당 별로라고 채휘가 그러던데", ("채휘의 엄마", [SPK, "채휘"])),
    ],
    # --- under an opener in the same sentence: a hedged verdict, a stance on a doing, a teller
    # named with the title 씨 before whom they heard it from, two openers in a row
    "hedged_verdict": [
        _Q,
        (SPK, "단률한테 들었는데 소을이가 그거 별로일 것 같대", ("소을", [SPK, "단률"])),
    ],
    "hedged_verdict_do": [
        _Q,
        (SPK, "단률이가 그러는데 소을이도 그 식당 별로인 것 같대", ("소을", [SPK, "단률"])),
    ],
    "stance_on_doing": [
        _Q,
        (SPK, "단률이가 그러는데 소을이는 이사 가는 거 찬성이래", ("소을", [SPK, "단률"])),
    ],
    "stance_on_doing_against": [
        _Q,
        (SPK, "단률 말로는 소을이도 그거 사는 거 비추래", ("소을", [SPK, "단률"])),
    ],
    "title_teller_heard_from": [
        _Q,
        (SPK, "단률 씨가 부장님한테 들었는데 그 식당 별로래요", ("부장님", [SPK, "단률 씨"])),
    ],
    "title_teller_heard_story": [
        _Q,
        (
            SPK,
            "이건 단률 씨가 부장님한테 들은 얘긴데 그 식당 별로래요",
            ("부장님", [SPK, "단률 씨"]),
        ),
    ],
    "reason_then_verdict": [
        _Q,
        (SPK, "단률이가 그러는데 소을이는 그 식당 너무 짜서 별로래", ("소을", [SPK, "단률"])),
    ],
    "near_reason_then_doing": [
        _Q,
        (SPK, "단률이가 그러는데 소을이는 요즘 바빠서 그 식당 못 간대", ("단률", [SPK])),
    ],
    "opener_then_period": [
        _Q,
        (SPK, "단률이가 그러는데. 소을이가 그 식당 별로래", ("소을", [SPK, "단률"])),
    ],
    "open_name_topic": [
        _Q,
        (SPK, "채휘가 그러는데 휘서는 그 식당 별로래", ("휘서", [SPK, "채휘"])),
    ],
    # --- a report opened by a pronoun owning a relative, its source said after it (cataphora)
    "cataphoric_after_said": [
        _Q,
        (SPK, "자기 동생도 그 식당 별로래. 단률이가 그러더라", ("단률의 동생", [SPK, "단률"])),
    ],
    "cataphoric_after_heard": [
        _Q,
        (SPK, "걔 남편이 그 식당 별로래. 단률이한테 들었어", ("단률의 남편", [SPK, "단률"])),
    ],
    "cataphoric_after_whose": [
        _Q,
        (SPK, "걔네 엄마는 그 식당 별로래, 단률이 말로는", ("단률의 엄마", [SPK, "단률"])),
    ],
    # --- near readings that keep theirs
    "near_judged_hedged": [
        _Q,
        (SPK, "단률이가 그러는데 소을이가 좀 엄격한 것 같대", ("단률", [SPK])),
    ],
    "near_thing_only": [_Q, (SPK, "거기 너무 비싸다고 단률이가 그러던데", ("단률", [SPK]))],
    "near_split_thing_only": [_Q, (SPK, "단률이가 그러더라고. 그 식당 별로래", ("단률", [SPK]))],
    "near_contact_thing_only": [
        _Q,
        (SPK, "단률한테 연락 왔는데 거기 너무 비싸대", ("단률", [SPK])),
    ],
    "near_after_hearsay": [
        _Q,
        (SPK, "그 식당 별로래. 단률이가 그러더라. 소을이도 거기 비싸대", ("단률", [SPK])),
    ],
    "near_quoted_question": [_Q, (SPK, "거기 언제 가냐고 단률이가 그러더라", None)],
    "near_speaker_said": [_Q, (SPK, "내가 그랬어. 그 식당 별로래", None)],
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_ko_s35_two_level(name: str) -> None:
    check_dialogue(CASES[name], f"s35-{name}", datetime(2026, 3, 3))


def test_near_quoted_question_owns_nothing_of_it() -> None:
    """'…냐고 X가 그러더라': X asked; the question is no view of anyone's."""
    x = extract_lines([_Q[:2], (SPK, "거기 언제 가냐고 단률이가 그러더라")], datetime(2026, 3, 3))[
        -1
    ]
    assert not any("그러는데" in c.content for c in x.claims), [c.content for c in x.claims]


def test_near_speaker_said_is_no_source() -> None:
    """'내가 그랬어. …래': the speaker is no one who passed the report on."""
    x = extract_lines([_Q[:2], (SPK, "내가 그랬어. 그 식당 별로래")], datetime(2026, 3, 3))[-1]
    assert not any(c.relayed_by[1:] for c in x.claims), [(c.owner, c.relayed_by) for c in x.claims]


@pytest.mark.parametrize(
    "text,predicate",
    [
        ("단률한테 연락 왔는데 소을이 거기 너무 비싸대", "오다"),
        ("단률한테 카톡 왔어. 소을이 그 식당 별로래", "오다"),
        ("단률한테 들었어. 소을이 그 식당 별로래", "듣다"),
        ("단률이랑 통화했는데 소을이 그 식당 별로래", "통화하다"),
    ],
)
def test_contact_kept_as_record(text: str, predicate: str) -> None:
    """The call or message that opened the report is a doing of its own, kept as a record."""
    x = extract_lines([_Q[:2], (SPK, text)], datetime(2026, 3, 3))[-1]
    assert predicate in [e.predicate for e in x.events], [e.predicate for e in x.events]


@pytest.mark.parametrize(
    "text,word,tag",
    [
        ("채휘가 그러는데 휘서는 그 식당 별로래", "휘서", "NNP"),
        ("만드는 사람이 문제야", "만들", "VX"),
        ("기다리는 중이야", "기다리", "VV"),
    ],
)
def test_open_name_with_topic(text: str, word: str, tag: str) -> None:
    """A given name of open syllables with 는 that Kiwi splits into pieces is the name and the
    topic particle; a verb Kiwi knows, one piece before the adnominal 는, stays a verb."""
    from cogmem_rdf.extract.ko_parse import tokenize

    toks = [(t.form, t.tag) for t in tokenize(text)]
    assert (word, tag) in toks, toks
