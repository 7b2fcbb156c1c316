"""An invented dialogue with a record, opinions, a one-hop and a two-hop hearsay, and hostile
text."""

from __future__ import annotations

from datetime import datetime

from cogmem_rdf import Memory, TurnIn

HOSTILE = ("My pottery teacher wrote </script><script>document.body.dataset.pwned='1'</script>"
           "<img src=x onerror=\"document.body.dataset.pwned='2'\"> on the board yesterday.")

TURNS = [
    (
        "s1",
        datetime(2024, 3, 14, 10, 0),
        "s1:1",
        "Junho",
        "I got laid off from my company last month.",
    ),
    (
        "s1",
        datetime(2024, 3, 14, 10, 0),
        "s1:2",
        "Gina",
        "I think Junho getting laid off was the company's mistake.",
    ),
    (
        "s1",
        datetime(2024, 3, 14, 10, 0),
        "s1:3",
        "Seoyeon",
        "My team lead says Junho deserved to get laid off.",
    ),
    (
        "s1",
        datetime(2024, 3, 14, 10, 0),
        "s1:4",
        "Junho",
        "I started learning pottery last week and I love it.",
    ),
    (
        "s2",
        datetime(2024, 4, 2, 18, 30),
        "s2:1",
        "Minsu",
        "Seoyeon told me that her mom thinks Junho is a great cook.",
    ),
    (
        "s2",
        datetime(2024, 4, 2, 18, 30),
        "s2:2",
        "Junho",
        "Yesterday I went hiking with Gina on Bukhansan.",
    ),
    ("s2", datetime(2024, 4, 2, 18, 30), "s2:3", "Junho", HOSTILE),
]


def build(store_path=None, memory: str = "m") -> Memory:
    mem = Memory.open(store_path, memory)
    mem.add_turns(
        [TurnIn(session=s, date=d, turn=t, speaker=who, text=text) for s, d, t, who, text in TURNS]
    )
    return mem
