"""An invented conversation and the extractions a well-behaved model would return for it."""

from __future__ import annotations

import json
from datetime import datetime

from llm.openai_stub import Reply, ok, turns_of

from cogmem_rdf.models import TurnIn

SESSION_DATE = datetime(2024, 4, 9, 18, 30)

TURNS = [
    ("c1:1", "Odalys", "I went rock climbing at the quarry yesterday."),
    ("c1:2", "Tomasz", "My sister says Odalys is reckless for climbing without a guide."),
    ("c1:3", "Odalys", "I think Tomasz worries way too much."),
    ("c1:4", "Tomasz", "I bake sourdough every weekend."),
    ("c1:5", "Odalys", "Priya told me Tomasz's bread is the best in town."),
    ("c1:6", "Tomasz", "Nice!"),
]

EXTRACTIONS = {
    "c1:1": {
        "events": [
            {
                "text": "Odalys went rock climbing at the quarry",
                "participants": ["Odalys"],
                "concepts": ["rock climbing", "quarry"],
                "predicate": "go",
                "time_expression": "yesterday",
            }
        ],
        "concepts": [{"label": "rock climbing", "person": "Odalys", "relation": "does"}],
    },
    "c1:2": {
        "claims": [
            {
                "content": "Odalys is reckless for climbing without a guide",
                "owner": "Tomasz's sister",
                "relayed_by": ["Tomasz"],
                "target": "Odalys",
                "polarity": "negative",
            }
        ],
        "mentions": ["Odalys"],
    },
    "c1:3": {
        "claims": [
            {
                "content": "Tomasz worries way too much",
                "owner": "Odalys",
                "target": "Tomasz",
                "polarity": "negative",
                "hedged": True,
            }
        ],
        "mentions": ["Tomasz"],
    },
    "c1:4": {
        "facts": [
            {
                "text": "Tomasz bakes sourdough every weekend",
                "subject": "Tomasz",
                "relation": "does",
                "concepts": ["sourdough"],
            }
        ]
    },
    "c1:5": {
        "claims": [
            {
                "content": "Tomasz's bread is the best in town",
                "owner": "Priya",
                "relayed_by": ["Odalys"],
                "target": "Tomasz",
                "polarity": "positive",
            }
        ],
        "mentions": ["Priya", "Tomasz"],
    },
    "c1:6": {},
}


def turns(ids: list[str] | None = None) -> list[TurnIn]:
    out = [TurnIn(session="c1", date=SESSION_DATE, turn=t, speaker=s, text=x, lang="en")
           for t, s, x in TURNS]
    return [t for t in out if ids is None or t.turn in ids]


def extraction(turn: dict) -> dict:
    return {
        "turn": turn["turn"],
        "speaker": turn["speaker"],
        **json.loads(json.dumps(EXTRACTIONS[turn["turn"]])),
    }


def good(body: dict, n: int) -> Reply:
    """A model that always answers correctly, for every turn asked."""
    return ok({"extractions": [extraction(t) for t in turns_of(body)]})
