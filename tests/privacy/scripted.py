"""A small scripted memory: records, opinions, hearsay, people named after others (importable
helper)."""

from __future__ import annotations

import hashlib
from datetime import datetime
from pathlib import Path

import numpy as np

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import ClaimX, ConceptX, EventX, Extraction, FactX, TurnIn

TURNS = [
    ("s1", "2024-03-14", "s1:1", "Junho", "I got laid off from my company last month."),
    (
        "s1",
        "2024-03-14",
        "s1:2",
        "Seoyeon",
        "Gina says Junho getting fired was the company's mistake.",
    ),
    ("s1", "2024-03-14", "s1:3", "Seoyeon", "My team lead thinks Junho deserved it."),
    ("s1", "2024-03-14", "s1:4", "Junho", "I think Gina is too kind."),
    ("s1", "2024-03-14", "s1:5", "Junho", "My mom thinks Seoyeon works too hard."),
    ("s2", "2024-04-02", "s2:1", "Gina", "I love pottery."),
    ("s2", "2024-04-02", "s2:2", "Seoyeon", "Minsu says his mom thinks Gina is great."),
    ("s2", "2024-04-02", "s2:3", "Junho", "I like hiking."),
    ("s2", "2024-04-02", "s2:4", "Seoyeon", "Gina and I went hiking yesterday."),
    ("s2", "2024-04-02", "s2:5", "Gina", "Junho and I had lunch yesterday."),
]

SCRIPT = {
    "s1:1": dict(
        events=[
            EventX(
                text="Junho was laid off by his company",
                participants=["Junho"],
                concepts=["Junho's company"],
                time_expression="last month",
            )
        ]
    ),
    "s1:2": dict(
        mentions=["Gina", "Junho"],
        claims=[
            ClaimX(
                content="Junho getting fired was the company's mistake",
                owner="Gina",
                relayed_by=["Seoyeon"],
                target="Junho",
                polarity="negative",
            )
        ],
    ),
    "s1:3": dict(
        mentions=["Junho"],
        claims=[
            ClaimX(
                content="Junho deserved to get laid off",
                owner="Seoyeon's team lead",
                relayed_by=["Seoyeon"],
                target="Junho",
                polarity="negative",
                hedged=True,
            )
        ],
    ),
    "s1:4": dict(
        mentions=["Gina"],
        claims=[
            ClaimX(
                content="Gina is too kind",
                owner="Junho",
                target="Gina",
                polarity="positive",
                hedged=True,
            )
        ],
    ),
    "s1:5": dict(
        claims=[
            ClaimX(
                content="Seoyeon works too hard",
                owner="Junho's mom",
                relayed_by=["Junho"],
                target="Seoyeon",
            )
        ]
    ),
    "s2:1": dict(
        facts=[
            FactX(text="Gina likes pottery", subject="Gina", relation="likes", concepts=["pottery"])
        ],
        concepts=[ConceptX(label="pottery", person="Gina", relation="likes")],
    ),
    "s2:2": dict(
        mentions=["Minsu", "Gina"],
        claims=[
            ClaimX(
                content="Gina is great",
                owner="Minsu's mom",
                relayed_by=["Seoyeon", "Minsu"],
                target="Gina",
                polarity="positive",
            )
        ],
    ),
    "s2:3": dict(
        facts=[
            FactX(text="Junho likes hiking", subject="Junho", relation="likes", concepts=["hiking"])
        ],
        concepts=[ConceptX(label="hiking", person="Junho", relation="likes")],
    ),
    "s2:4": dict(
        mentions=["Gina"],
        events=[
            EventX(
                text="Seoyeon and Gina went hiking",
                participants=["Seoyeon", "Gina"],
                concepts=["hiking"],
                time_expression="yesterday",
            )
        ],
    ),
    "s2:5": dict(
        mentions=["Junho"],
        events=[
            EventX(
                text="Gina had lunch with a friend",
                participants=["Gina", "Junho"],
                time_expression="yesterday",
            )
        ],
    ),
}


def turns(memory: str = "m") -> list[TurnIn]:
    return [
        TurnIn(
            memory=memory,
            session=s,
            date=datetime.fromisoformat(d),
            turn=t,
            speaker=sp,
            text=tx,
            lang="en",
        )
        for s, d, t, sp, tx in TURNS
    ]


class ScriptedExtractor:
    """Test double: returns the scripted extraction of each turn id."""

    name = "scripted"

    def extract(self, batch, known_people=()):
        return [
            Extraction(turn=t.turn, speaker=t.speaker, lang="en", **SCRIPT.get(t.turn, {}))
            for t in batch
        ]


class HashEmbedder:
    """Test double: a deterministic 16-d vector per text."""

    name = "hash-16"
    dim = 16

    def embed(self, texts):
        rows = [
            np.frombuffer(hashlib.sha256(t.encode()).digest()[:16], dtype=np.uint8).astype(
                np.float32
            )
            + 1
            for t in texts
        ]
        out = np.array(rows, dtype=np.float32).reshape(len(rows), self.dim)
        return out / np.linalg.norm(out, axis=1, keepdims=True)


def build(store, memory: str = "m", vector_root: Path | None = None) -> Memory:
    mem = Memory(store, memory, extractor=ScriptedExtractor(), embedder=HashEmbedder(),
                 vector_root=vector_root, validate=False)
    mem.add_turns(turns(memory))
    return mem
