"""``cogmem bench robustness``: the metamorphic rewrites keep every gold answer true, and the
command counts what the extractor loses. Invented dialogue, no data file."""

from __future__ import annotations

import json

import pytest

import cogmem_rdf.cli.bench  # noqa: F401 - registers the bench commands on bench_app
from cogmem_rdf.bench.robustness import CHECKS, owners_held, perturb
from cogmem_rdf.cli.app import main


def _turn(sid: str, n: int, who: str, text: str) -> dict:
    return {"session": f"{sid}-s1", "date": "2026-04-02", "turn": f"{sid}:{n}", "speaker": who,
            "text": text}


def _q(q: str, kind: str, turn: str, owner: str | None = None, relay: list | None = None) -> dict:
    gold: dict = {"turn": [turn]}
    if kind == "record":
        gold.update(types=["Event", "Fact"], not_claim=True)
    else:
        gold.update(owner=owner, owner_alt=[], relayed_by=relay or [])
    return {"q": q, "date": "2026-04-02", "kind": kind, "cat": "casual", "gold": gold}


EN = {
    "id": "rb-en-01", "lang": "en",
    "turns": [
        _turn("rb-en-01", 1, "Quennell", "any news from the harbour?"),
        _turn("rb-en-01", 2, "Marisabel", "Perrine reckons the ferry will be cancelled again."),
        _turn("rb-en-01", 3, "Quennell", "ugh. I think the timetable is a joke."),
        _turn("rb-en-01", 4, "Marisabel", "I rang Perrine on Sunday. She said the pier is rotten."),
    ],
    "questions": [
        _q("Who expects the ferry to be cancelled?", "hearsay", "rb-en-01:2", "Perrine",
           ["Marisabel"]),
        _q("What does Quennell think of the timetable?", "opinion", "rb-en-01:3", "Quennell"),
        _q("Who said the pier is rotten?", "hearsay", "rb-en-01:4", "Perrine", ["Marisabel"]),
        _q("What did Marisabel do on Sunday?", "record", "rb-en-01:4"),
    ],
}
KO = {
    "id": "rb-ko-01", "lang": "ko",
    "turns": [
        _turn("rb-ko-01", 1, "세윤", "항구 소식 있어?"),
        _turn("rb-ko-01", 2, "하솜", "미솔이가 배가 또 결항될 거래."),
        _turn("rb-ko-01", 3, "세윤", "헐 시간표 진짜 엉망이야."),
    ],
    "questions": [
        _q("배 결항된다고 누가 그랬어?", "hearsay", "rb-ko-01:2", "미솔", ["하솜"]),
        _q("세윤은 시간표 어떻게 생각해?", "opinion", "rb-ko-01:3", "세윤"),
    ],
}


@pytest.mark.parametrize("doc", [EN, KO], ids=["en", "ko"])
def test_every_check_keeps_the_gold_true(doc) -> None:
    lang = doc["lang"]
    for check in CHECKS[lang]:
        new = perturb([doc], lang, check, seed=3)[0]
        texts = {t["turn"]: t["text"] for t in new["turns"]}
        speakers = {t["speaker"] for t in new["turns"]}
        for q in new["questions"]:
            assert all(t in texts for t in q["gold"]["turn"])
            if check.startswith("rename:") and q["kind"] != "record":
                # a renamed owner is said in its turn or speaks it; relayers are speakers
                owner = q["gold"]["owner"]
                assert owner in speakers or owner in texts[q["gold"]["turn"][0]], (check, owner)
                assert set(q["gold"]["relayed_by"]) <= speakers
    assert doc["turns"][1]["speaker"] in {"Marisabel", "하솜"}  # the input is left as it was


def test_rename_renames_everyone_consistently() -> None:
    new = perturb([EN], "en", "rename:common", seed=11)[0]
    text = " ".join(t["text"] + " " + t["speaker"] for t in new["turns"])
    assert not {"Quennell", "Marisabel", "Perrine"} & set(text.replace(".", " ").split())
    owner = new["questions"][0]["gold"]["owner"]
    assert new["questions"][2]["gold"]["owner"] == owner      # one person, one new name
    assert owner in new["turns"][1]["text"] and owner in new["turns"][3]["text"]
    assert new["questions"][1]["q"].startswith("What does " + new["turns"][2]["speaker"])


def test_rename_keeps_the_pronouns_gender() -> None:
    from cogmem_rdf.extract.names import name_gender

    for seed in range(5):
        new = perturb([EN], "en", "rename:common", seed=seed)[0]
        assert name_gender(new["questions"][2]["gold"]["owner"]) in ("f", None)


def test_backchannel_goes_before_each_gold_turn() -> None:
    new = perturb([EN], "en", "backchannel")[0]
    added = [t for t in new["turns"] if t["turn"].endswith("~")]
    assert [t["text"] for t in added] == ["lol"] * 3
    turns = new["turns"]
    for i, t in enumerate(turns):
        if t["turn"].endswith("~"):  # by the previous speaker, right before its gold turn
            assert turns[i + 1]["turn"] + "~" == t["turn"]
            assert t["speaker"] == turns[i - 1]["speaker"] != turns[i + 1]["speaker"]


def test_the_extractor_holds_the_invented_owners() -> None:
    assert all(owners_held([EN]).values()) and all(owners_held([KO]).values())


def test_robustness_command(tmp_path, capsys) -> None:
    path = tmp_path / "mini.jsonl"
    path.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in (EN, KO)) + "\n",
                    encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        main(["bench", "robustness", "--data", str(path), "--json", "--quiet"])
    out, err = capsys.readouterr()
    assert exc.value.code == 0, err
    doc = json.loads(out)
    en = doc["languages"]["en"]
    assert en["questions"] == 3 and en["held"] == 3
    assert set(en["checks"]) == set(CHECKS["en"])
    assert all(c["lost"] <= en["held"] for c in en["checks"].values())
    # mixed files pool per language: the Korean scenario is counted under 'ko'
    assert doc["languages"]["ko"]["questions"] == 2


def test_robustness_rejects_a_probe_file(tmp_path, capsys) -> None:
    path = tmp_path / "probe.json"
    path.write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit) as exc:
        main(["bench", "robustness", "--data", str(path)])
    assert exc.value.code != 0
    assert "natural-dialogue" in capsys.readouterr().err
