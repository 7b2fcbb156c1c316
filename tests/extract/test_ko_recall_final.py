"""A final ending that recalls or explains ('-잖아', '-거든') closes its clause even when the chat
runs on without punctuation into a clause with its own subject (sentences and names invented for
this test)."""

from __future__ import annotations

from datetime import datetime

from dialogue_check import extract_lines

from cogmem_rdf.extract.rules_ko import _sentences


def test_run_on_after_recall_final_is_two_sentences() -> None:
    assert _sentences("겸솔이는 작년에 그 대회 완주했잖아 기준이 다름") == [
        "겸솔이는 작년에 그 대회 완주했잖아", "기준이 다름"]
    assert _sentences("나 지난달에 거기 다녀왔거든 거기 물가가 진짜 싸") == [
        "나 지난달에 거기 다녀왔거든", "거기 물가가 진짜 싸"]


def test_no_split_without_a_subject_after() -> None:
    # a verb of saying or a tag question after the ending keeps the sentence whole
    for s in ("걔가 늦었잖아 그러더라", "너 어제 거기 갔잖아 그치?",
              "걔 원래 그렇잖아 그러려니 해"):
        assert _sentences(s) == [s]


def test_the_recalled_record_is_kept() -> None:
    xs = extract_lines([("다효", "그 코스 초보한테 괜찮을까?"),
                        ("온겸", "겸솔이는 작년에 그 대회 완주했잖아 기준이 다름")],
                       datetime(2026, 5, 2))
    assert xs[1].events and "겸솔" in xs[1].events[0].participants
    assert xs[1].claims and xs[1].claims[0].owner == "온겸"
