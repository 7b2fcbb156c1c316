"""The Korean attribution paradigm (``paradigm_ko.py``) as a regression floor: a fixed sample of
invented dialogues, each dimension value's accuracy held at about what the rules reach now.
A value falling below its floor names the grammar that broke (e.g. ``mark=malloneun``,
``register=katalk``), not a sentence."""

from __future__ import annotations

import pytest
from extract.paradigm_ko import run, sample, table

N, SEED = 260, 13

# dimension=value -> lowest accepted accuracy (owner and chain right; records an Event/Fact and
# no Claim; reported questions no Claim), measured on this sample, less a small margin
FLOORS: dict[str, float] = {
    "all": 0.96,
    "content=eval_best": 0.90,
    "content=eval_hedge": 0.80,
    "content=eval_neg": 0.90,
    "content=eval_noun": 0.85,
    "content=eval_person": 0.85,
    "content=eval_price": 0.90,
    "content=fact_closed": 0.85,
    "content=fact_move": 0.85,
    "ending=dadeonde": 0.90,
    "ending=dadeora": 0.85,
    "ending=dae": 0.85,
    "ending=daesseo": 0.95,
    "ending=dago_hadeora": 0.95,
    "ending=dago_hasyeotdae": 0.95,
    "family=extra": 0.90,
    "family=first": 0.95,
    "family=hearsay": 0.93,
    "family=nested": 0.92,
    "family=record": 0.85,
    "mark=geureoneunde": 0.95,
    "mark=malloneun": 0.93,
    "mark=subj": 0.90,
    "mark=topic": 0.90,
    "mark=yaegiro": 0.90,
    "namelen=2": 0.85,
    "namelen=3": 0.90,
    "np=confirm_q": 0.95,
    "np=geureoneunde_kin": 0.85,
    "np=kin_gyae": 0.80,
    "np=kin_name": 0.95,
    "np=kin_name_i": 0.95,
    "np=kin_uri": 0.95,
    "np=malloneun_kin": 0.90,
    "np=name": 0.95,
    "np=name_janha": 0.95,
    "np=name_nim": 0.85,
    "np=name_ssi": 0.95,
    "np=nan_deonde": 0.95,
    "np=neg_ani": 0.95,
    "np=pro_geubun": 0.90,
    "np=quote_then_subject": 0.95,
    "np=report_before_own": 0.75,
    "np=sunbae": 0.85,
    "np=three_level": 0.70,
    "np=two_second": 0.95,
    "opener=ajmatda": 0.80,
    "opener=anigeulsse": 0.85,
    "opener=geunde": 0.85,
    "opener=geuraeseo": 0.90,
    "opener=heol": 0.85,
    "opener=kk": 0.80,
    "opener=none": 0.90,
    "prior=bare": 0.85,
    "prior=stmt": 0.95,
    "prior=topic": 0.90,
    "register=ban": 0.85,
    "register=katalk": 0.93,
    "register=yo": 0.85,
    "tail=laugh_own": 0.90,
    "tail=none": 0.90,
    "tail=own": 0.93,
}


@pytest.fixture(scope="module")
def results():  # type: ignore[no-untyped-def]
    return run(sample(N, SEED))


def test_overall(results) -> None:  # type: ignore[no-untyped-def]
    ok = sum(r["ok"] for r in results) / len(results)
    assert ok >= FLOORS["all"], f"paradigm accuracy {ok:.3f} < {FLOORS['all']}"


def test_per_dimension(results) -> None:  # type: ignore[no-untyped-def]
    got = table(results)
    low = {k: round(v, 3) for k, v in got.items() if k in FLOORS and v < FLOORS[k]}
    assert not low, f"below floor: {low}"
