import json

import pytest

from cogmem_rdf.errors import InputError
from cogmem_rdf.lang import detect_lang
from cogmem_rdf.loaders import load_file


def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_jsonl_turns_keep_ids_and_detect_language(tmp_path):
    p = _write(
        tmp_path,
        "t.jsonl",
        "\n".join(
            json.dumps(x, ensure_ascii=False)
            for x in [
                {
                    "session": "s1",
                    "date": "2024-03-14",
                    "turn": "s1:1",
                    "speaker": "Ola",
                    "text": "I baked bread.",
                },
                {
                    "session": "s1",
                    "date": "2024-03-14T13:56:00",
                    "turn": "s1:2",
                    "speaker": "하늘",
                    "text": "나 어제 빵 구웠어.",
                },
            ]
        ),
    )
    turns = load_file(p)
    assert [t.turn for t in turns] == ["s1:1", "s1:2"]
    assert [t.lang for t in turns] == ["en", "ko"]
    assert turns[1].date.hour == 13


def test_locomo_conversation(tmp_path):
    doc = {
        "speaker_a": "Ana",
        "speaker_b": "Bo",
        "session_1_date_time": "1:56 pm on 8 May, 2023",
        "session_1": [
            {"speaker": "Ana", "dia_id": "D1:1", "text": "Hi!"},
            {"speaker": "Bo", "dia_id": "D1:2", "text": "Look", "blip_caption": "a photo of a dog"},
        ],
        "session_2_date_time": "10:37 am on 27 June, 2023",
        "session_2": [{"speaker": "Ana", "dia_id": "D2:1", "text": "Back again."}],
    }
    turns = load_file(_write(tmp_path, "c.json", json.dumps(doc)))
    assert [(t.session, t.turn) for t in turns] == [
        ("session_1", "D1:1"),
        ("session_1", "D1:2"),
        ("session_2", "D2:1"),
    ]
    assert turns[1].caption == "a photo of a dog"
    assert turns[2].date.month == 6 and turns[2].date.hour == 10


@pytest.mark.parametrize(
    "body, fragment",
    [
        (
            '{"session": "s", "date": "2024-01-01", "turn": "1", "speaker": "A"}',
            "missing field(s) text",
        ),
        (
            '{"session": "s", "date": "yesterday", "turn": "1", "speaker": "A", "text": "x"}',
            "invalid date",
        ),
        (
            '{"session": "s", "date": "2024-01-01", "turn": "1", "speaker": "A\\u202eB", '
            '"text": "x"}',
            "control/bidi",
        ),
        (
            '{"session": "s", "date": "2024-01-01", "turn": "1", "speaker": "A", "text": '
            '"x", "lang": "fr"}',
            "lang must be",
        ),
        ("{not json", "invalid JSON"),
    ],
)
def test_bad_lines_name_file_and_line(tmp_path, body, fragment):
    good = '{"session": "s", "date": "2024-01-01", "turn": "0", "speaker": "A", "text": "ok"}'
    p = _write(tmp_path, "bad.jsonl", good + "\n" + body + "\n")
    with pytest.raises(InputError) as err:
        load_file(p)
    assert f"{p}:2:" in str(err.value) and fragment in str(err.value)


def test_invalid_utf8_is_named(tmp_path):
    p = tmp_path / "x.jsonl"
    p.write_bytes(b'{"text": "\xff"}\n')
    with pytest.raises(InputError, match="not valid UTF-8"):
        load_file(p)


def test_detect_lang():
    assert detect_lang("안녕하세요 반가워요") == "ko"
    assert detect_lang("Hello there 하") == "en"
    assert detect_lang("...") == "en"


def test_one_line_jsonl_missing_speaker_names_the_field(tmp_path):
    p = tmp_path / "one.jsonl"
    p.write_text(
        '{"session": "s", "date": "2024-01-02", "turn": "s:1", "text": "hi"}\n', encoding="utf-8"
    )
    with pytest.raises(InputError, match="missing field.*speaker") as exc:
        load_file(p)
    assert "LoCoMo" not in str(exc.value)


def test_same_turn_id_with_another_text_names_both_lines(tmp_path):
    p = tmp_path / "dup.jsonl"
    line = (
        '{{"session": "s", "date": "2024-01-02", "turn": "s:1", "speaker": "Ana", "text": "{}"}}\n'
    )
    p.write_text(
        line.format("first") + line.format("first") + line.format("second"), encoding="utf-8"
    )
    with pytest.raises(InputError, match="line 1 with a different text") as exc:
        load_file(p)
    assert "line 3" in str(exc.value) or getattr(exc.value, "line", None) == 3
