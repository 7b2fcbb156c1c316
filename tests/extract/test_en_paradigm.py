"""The English attribution paradigm (tests/extract/paradigm_en.py) sampled with a fixed seed: 800
dialogue items crossing source form, reporting frame, content, opener, register and nesting,
plus first-person views, third-person records and reported questions, each with its gold owner /
relay chain / kind by construction. Each dimension value must stay at or above its floor (the
accuracy reached when the floor was set, less 0.03): a regression in one construction fails here
even when no development sentence has it. Raise a floor when a fix lifts its value."""

from __future__ import annotations

import pytest
from extract.paradigm_en import generate, per_value, score

OVERALL = 0.80

# (dimension, value) → floor; values seen fewer than 10 times in the sample are not checked
FLOORS = {
    ('content', 'bare'): 0.56,  # 0.600 n=10
    ('content', 'eval_it'): 0.69,  # 0.721 n=61
    ('content', 'eval_person'): 0.81,  # 0.847 n=72
    ('content', 'eval_thing'): 0.81,  # 0.843 n=115
    ('content', 'eval_thing_neg'): 0.76,  # 0.795 n=78
    ('content', 'fact'): 0.82,  # 0.859 n=64
    ('content', 'hedged'): 0.75,  # 0.787 n=80
    ('content', 'plan'): 0.78,  # 0.818 n=66
    ('content', 'plural_subject'): 0.74,  # 0.776 n=76
    ('form', 'bare_reply'): 0.77,  # 0.800 n=10
    ('form', 'dont_think'): 0.97,  # 1.000 n=14
    ('form', 'honestly'): 0.97,  # 1.000 n=12
    ('form', 'if_you_ask_me'): 0.97,  # 1.000 n=12
    ('form', 'plain_eval'): 0.97,  # 1.000 n=11
    ('form', 'pron_moved'): 0.83,  # 0.867 n=15
    ('form', 'pron_role'): 0.97,  # 1.000 n=13
    ('form', 'x_and_i'): 0.97,  # 1.000 n=16
    ('frame', 'according_to'): 0.82,  # 0.857 n=28
    ('frame', 'apparently_told'): 0.47,  # 0.500 n=18
    ('frame', 'asked_whether'): 0.85,  # 0.883 n=111
    ('frame', 'doesnt_think'): 0.72,  # 0.759 n=29
    ('frame', 'goes'): 0.44,  # 0.476 n=21
    ('frame', 'heard_from'): 0.82,  # 0.857 n=21
    ('frame', 'keeps_saying'): 0.91,  # 0.944 n=18
    ('frame', 'mentioned'): 0.77,  # 0.800 n=30
    ('frame', 'post_said'): 0.58,  # 0.619 n=21
    ('frame', 'quote_said'): 0.62,  # 0.652 n=23
    ('frame', 'reckons'): 0.85,  # 0.889 n=18
    ('frame', 'said'): 0.84,  # 0.875 n=32
    ('frame', 'says'): 0.82,  # 0.852 n=27
    ('frame', 'swears'): 0.89,  # 0.926 n=27
    ('frame', 'take_is'): 0.83,  # 0.862 n=29
    ('frame', 'texted'): 0.80,  # 0.839 n=31
    ('frame', 'thinks'): 0.92,  # 0.957 n=23
    ('frame', 'told_me'): 0.84,  # 0.875 n=24
    ('frame', 'told_me_that'): 0.83,  # 0.861 n=36
    ('frame', 'was_like'): 0.56,  # 0.600 n=30
    ('frame', 'word_is_from'): 0.61,  # 0.640 n=25
    ('kind', 'asked'): 0.85,  # 0.883 n=111
    ('kind', 'first'): 0.93,  # 0.963 n=80
    ('kind', 'hearsay'): 0.75,  # 0.789 n=511
    ('kind', 'record'): 0.77,  # 0.806 n=98
    ('nesting', '1'): 0.77,  # 0.801 n=597
    ('nesting', '2'): 0.89,  # 0.920 n=25
    ('opener', 'anyway'): 0.77,  # 0.806 n=67
    ('opener', 'dunno but'): 0.80,  # 0.836 n=73
    ('opener', 'ha'): 0.80,  # 0.831 n=77
    ('opener', 'honestly'): 0.72,  # 0.753 n=77
    ('opener', 'lol'): 0.78,  # 0.814 n=70
    ('opener', 'none'): 0.80,  # 0.839 n=87
    ('opener', 'oh'): 0.80,  # 0.833 n=78
    ('opener', 'ok so'): 0.82,  # 0.855 n=62
    ('opener', 'so'): 0.81,  # 0.846 n=65
    ('opener', 'tbh'): 0.71,  # 0.740 n=77
    ('opener', 'wait'): 0.86,  # 0.896 n=67
    ('register', 'spoken'): 0.86,  # 0.897 n=329
    ('register', 'texting'): 0.72,  # 0.759 n=158
    ('register', 'texting_abbrev'): 0.68,  # 0.711 n=159
    ('register', 'typo'): 0.80,  # 0.838 n=154
    ('source', 'apposition'): 0.59,  # 0.621 n=58
    ('source', 'my_kin'): 0.85,  # 0.885 n=61
    ('source', 'my_kin_name'): 0.92,  # 0.958 n=48
    ('source', 'name'): 0.91,  # 0.946 n=56
    ('source', 'pron_kin'): 0.78,  # 0.818 n=55
    ('source', 'pron_prev'): 0.93,  # 0.969 n=64
    ('source', 'pron_same'): 0.85,  # 0.885 n=52
    ('source', 'role'): 0.91,  # 0.941 n=51
    ('source', 'voc_your_kin'): 0.84,  # 0.877 n=57
    ('source', 'x_kin'): 0.90,  # 0.938 n=48
    ('source', 'you'): 0.19,  # 0.222 n=72
}


@pytest.fixture(scope="module")
def scored():
    return score(generate(800, seed=2026))


def test_overall(scored):
    acc = sum(s.ok for s in scored) / len(scored)
    assert acc >= OVERALL, acc


def test_every_dimension_value_keeps_its_floor(scored):
    acc = per_value(scored)
    low = {key: round(acc.get(key, 0.0), 3) for key, floor in FLOORS.items()
           if acc.get(key, 0.0) < floor}
    assert not low, low


def test_records_and_reported_questions_give_no_claim(scored):
    # the controls: a third-person record or a reported question never becomes a view
    bad = [s.item.turns[-1][1] for s in scored
           if s.item.kind in ("record", "noclaim") and any(s.got)
           and s.item.dims.get("form") not in ("tldr", "prodrop", "psa")]
    assert len(bad) <= 0.12 * sum(s.item.kind in ("record", "noclaim") for s in scored), bad
