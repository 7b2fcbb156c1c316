"""Time words in a question run the traverse operator over a time window (traverse_window.rq)."""

from datetime import date, datetime

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import TurnIn


def test_question_time_words_use_the_time_window_operator_and_pick_the_event_in_it():
    seen = []
    mem = Memory.open(None, "tw", tracer=lambda name, bindings: seen.append((name, bindings)))
    mem.add_turns(
        [
            TurnIn(
                session="s1",
                date=datetime(2024, 6, 10),
                turn="s1:1",
                speaker="Odile",
                text="I ran a half marathon last month.",
            ),
            TurnIn(
                session="s2",
                date=datetime(2024, 9, 2),
                turn="s2:1",
                speaker="Odile",
                text="I ran a trail race yesterday.",
            ),
        ]
    )
    seen.clear()
    top = mem.recall("What did Odile run last month?", date=date(2024, 6, 10)).evidence[0]
    window = [b for name, b in seen if name == "traverse_window"]
    assert (
        window and window[0]["from"].value == "2024-05-01" and window[0]["to"].value == "2024-05-31"
    )
    assert top.turns[0].id == "s1:1" and top.time.value == "2024-05"
    seen.clear()
    mem.recall("What did Odile run?")
    assert not any(name == "traverse_window" for name, _ in seen)  # no time words, no window
