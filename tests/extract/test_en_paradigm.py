"""The English attribution paradigm (tests/extract/paradigm_en.py) sampled with a fixed seed: 800
dialogue items crossing source form, reporting frame, content, opener, register and nesting,
plus first-person views, third-person records and reported questions, each with its gold owner /
relay chain / kind by construction. Second round: hedged and adverb-marked reporting
('might have said', 'supposedly said', 'was saying'; still the holder's view), 'never said' (no
view of the holder), a quotation after the verb, a report inside a question ('did you hear X
says …?': since the forty-first pass X's report, passed on — knowing and hearing take it as
told), and what follows a report in the same turn (the speaker's own verdict, a
contrast with 'but', a second report by another source, a record), each needing its own view or
record too. Each dimension value must stay at or above its floor (the
accuracy reached when the floor was set, less 0.03): a regression in one construction fails here
even when no development sentence has it. Raise a floor when a fix lifts its value."""

from __future__ import annotations

import pytest
from extract.paradigm_en import generate, per_value, score

OVERALL = 0.87  # 0.904 at pass 25

# (dimension, value) → floor; values seen fewer than 10 times in the sample are not checked
FLOORS = {
    ('content', 'eval_it'): 0.89,  # 0.922 n=64
    ('content', 'eval_person'): 0.86,  # 0.897 n=68
    ('content', 'eval_thing'): 0.78,  # 0.813 n=107
    ('content', 'eval_thing_neg'): 0.85,  # 0.885 n=78
    ('content', 'fact'): 0.84,  # 0.875 n=72
    ('content', 'hedged'): 0.84,  # 0.874 n=87
    ('content', 'plan'): 0.81,  # 0.845 n=71
    ('content', 'plural_subject'): 0.81,  # 0.846 n=78
    ('form', 'dont_think'): 0.97,  # 1.000 n=10
    ('form', 'honestly'): 0.97,  # 1.000 n=16
    ('form', 'my_kin_fixed'): 0.97,  # 1.000 n=11
    ('form', 'not_a_fan'): 0.97,  # 1.000 n=12
    ('form', 'plain_eval'): 0.97,  # 1.000 n=10
    ('form', 'pron_moved'): 0.97,  # 1.000 n=14
    ('form', 'thought_it'): 0.97,  # 1.000 n=10
    ('frame', 'according_to'): 0.75,  # 0.789 n=19
    ('frame', 'apparently_told'): 0.73,  # 0.769 n=13
    ('frame', 'asked_whether'): 0.95,  # 0.984 n=128
    ('frame', 'did_you_hear'): 0.91,  # 0.941 n=17 (s41: a claim of the one heard, no longer none)
    ('frame', 'doesnt_think'): 0.87,  # 0.909 n=22
    ('frame', 'goes'): 0.82,  # 0.850 n=20
    ('frame', 'heard_from'): 0.89,  # 0.920 n=25
    ('frame', 'keeps_saying'): 0.97,  # 1.000 n=21
    ('frame', 'mentioned'): 0.87,  # 0.900 n=10
    ('frame', 'might_have_said'): 0.87,  # 0.905 n=21
    ('frame', 'never_said'): 0.00,  # 0.000 n=20
    ('frame', 'post_said'): 0.66,  # 0.696 n=23
    ('frame', 'quote_after'): 0.82,  # 0.850 n=20
    ('frame', 'quote_said'): 0.63,  # 0.667 n=21
    ('frame', 'quote_told'): 0.79,  # 0.826 n=23
    ('frame', 'reckons'): 0.97,  # 1.000 n=12
    ('frame', 'said'): 0.93,  # 0.962 n=26
    ('frame', 'says'): 0.73,  # 0.762 n=21
    ('frame', 'supposedly_said'): 0.82,  # 0.857 n=14
    ('frame', 'swears'): 0.97,  # 1.000 n=12
    ('frame', 'take_is'): 0.87,  # 0.909 n=22
    ('frame', 'texted'): 0.81,  # 0.842 n=19
    ('frame', 'thinks'): 0.91,  # 0.941 n=17
    ('frame', 'told_me'): 0.97,  # 1.000 n=15
    ('frame', 'told_me_that'): 0.93,  # 0.960 n=25
    ('frame', 'was_like'): 0.84,  # 0.875 n=16
    ('frame', 'was_saying'): 0.97,  # 1.000 n=10
    ('frame', 'word_is_from'): 0.69,  # 0.727 n=22
    ('kind', 'asked'): 0.81,  # 0.848 n=165
    ('kind', 'first'): 0.94,  # 0.975 n=79
    ('kind', 'hearsay'): 0.83,  # 0.870 n=469
    ('kind', 'record'): 0.94,  # 0.977 n=87
    ('nesting', '1'): 0.83,  # 0.863 n=626
    ('opener', 'anyway'): 0.85,  # 0.881 n=84
    ('opener', 'dunno but'): 0.84,  # 0.877 n=73
    ('opener', 'ha'): 0.90,  # 0.936 n=78
    ('opener', 'honestly'): 0.85,  # 0.883 n=77
    ('opener', 'lol'): 0.86,  # 0.897 n=68
    ('opener', 'none'): 0.82,  # 0.853 n=68
    ('opener', 'oh'): 0.85,  # 0.889 n=63
    ('opener', 'ok so'): 0.87,  # 0.904 n=73
    ('opener', 'so'): 0.88,  # 0.915 n=71
    ('opener', 'tbh'): 0.79,  # 0.822 n=73
    ('opener', 'wait'): 0.87,  # 0.903 n=72
    ('register', 'spoken'): 0.89,  # 0.923 n=324
    ('register', 'texting'): 0.82,  # 0.853 n=170
    ('register', 'texting_abbrev'): 0.83,  # 0.861 n=151
    ('register', 'typo'): 0.84,  # 0.877 n=155
    ('source', 'apposition'): 0.72,  # 0.750 n=52 (pass 25)
    ('source', 'my_kin'): 0.93,  # 0.966 n=58
    ('source', 'my_kin_name'): 0.92,  # 0.956 n=68
    ('source', 'name'): 0.94,  # 0.980 n=49
    ('source', 'pron_kin'): 0.92,  # 0.955 n=67
    ('source', 'pron_prev'): 0.90,  # 0.936 n=47
    ('source', 'pron_same'): 0.92,  # 0.952 n=63
    ('source', 'role'): 0.93,  # 0.965 n=57
    ('source', 'voc_your_kin'): 0.75,  # 0.788 n=66
    ('source', 'x_kin'): 0.91,  # 0.944 n=54
    ('source', 'you'): 0.49,  # 0.528 n=53 (pass 25: 'you said/told me …' the listener's)
    ('tail', 'none'): 0.80,  # 0.833 n=215
    ('tail', 'own_but'): 0.93,  # 0.965 n=57
    ('tail', 'own_verdict'): 0.87,  # 0.902 n=51
    ('tail', 'record'): 0.85,  # 0.884 n=43
    ('tail', 'second_but'): 0.85,  # 0.889 n=54
    ('tail', 'second_report'): 0.82,  # 0.857 n=49
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


def test_no_thing_is_a_person(scored):
    # a claim about a thing keeps a non-person target; no common noun is mentioned as a person
    # (since the second round a view about a named thing must also name it: 'they'll scrap the
    # bus' is about the bus, not 'scrap')
    assert sum(s.target_ok for s in scored) / len(scored) >= 0.93
    assert sum(s.mentions_ok for s in scored) / len(scored) >= 0.97


def test_records_and_reported_questions_give_no_claim(scored):
    # the controls: a third-person record or a reported question never becomes a view
    bad = [s.item.turns[-1][1] for s in scored
           if s.item.kind in ("record", "noclaim") and any(s.got)
           and s.item.dims.get("form") not in ("tldr", "prodrop", "psa")]
    assert len(bad) <= 0.12 * sum(s.item.kind in ("record", "noclaim") for s in scored), bad
