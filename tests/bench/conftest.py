"""Shared fixtures of the benchmark tests: a real USE embedder and tiny invented data
(names and sentences of our own) in the probe and LoCoMo formats."""

from __future__ import annotations

import json

import pytest


@pytest.fixture(scope="session")
def embedder():
    from cogmem_rdf.vectors import UseEmbedder

    return UseEmbedder()

PROBE = {
    "lang": "en",
    "scenarios": [
        {
            "id": "t-001",
            "session_date": "2024-06-12",
            "subject": "Tariq",
            "record": {
                "speaker": "Tariq",
                "text": "I sold my motorbike last week.",
                "normalized": "Tariq sold his motorbike in the week of 3 June 2024.",
                "kind": "event",
                "time": "2024-W23",
                "granularity": "week",
            },
            "claims": [
                {
                    "style": "think",
                    "speaker": "Odile",
                    "text": "I think Tariq selling his motorbike last week was a smart move.",
                    "source": "Odile",
                    "relayed_by": [],
                    "target": "Tariq",
                    "polarity": "positive",
                },
                {
                    "style": "bare",
                    "speaker": "Wren",
                    "text": "Tariq selling that motorbike was a terrible decision.",
                    "source": "Wren",
                    "relayed_by": [],
                    "target": "Tariq",
                    "polarity": "negative",
                },
                {
                    "style": "hearsay",
                    "speaker": "Lupe",
                    "text": "My brother says Tariq sold the motorbike because he was broke.",
                    "source": "Lupe's brother",
                    "relayed_by": ["Lupe"],
                    "target": "Tariq",
                    "polarity": "negative",
                },
            ],
            "questions": {
                "record": "What happened to Tariq?",
                "record_timed": "What did Tariq sell last week?",
                "opinion": "What does Odile think about Tariq selling his motorbike?",
                "owner": "Who said that Tariq sold the motorbike because he was broke?",
            },
        },
        {
            "id": "t-002",
            "session_date": "2024-06-20",
            "subject": "Mireille",
            "record": {
                "speaker": "Mireille",
                "text": "I swim in the lake every morning.",
                "normalized": "Mireille swims in the lake every morning.",
                "kind": "fact",
                "time": None,
                "granularity": None,
            },
            "claims": [
                {
                    "style": "think",
                    "speaker": "Ansel",
                    "text": "I think Mireille swimming in the lake every morning is brave.",
                    "source": "Ansel",
                    "relayed_by": [],
                    "target": "Mireille",
                    "polarity": "positive",
                },
                {
                    "style": "bare",
                    "speaker": "Kasimir",
                    "text": "Mireille swimming in that cold lake is reckless.",
                    "source": "Kasimir",
                    "relayed_by": [],
                    "target": "Mireille",
                    "polarity": "negative",
                },
                {
                    "style": "hearsay",
                    "speaker": "Dagny",
                    "text": "Wren told me her aunt thinks Mireille swims there to show off.",
                    "source": "Wren's aunt",
                    "relayed_by": ["Dagny", "Wren"],
                    "target": "Mireille",
                    "polarity": "negative",
                },
            ],
            "questions": {
                "record": "What does Mireille do?",
                "record_timed": "What does Mireille do every morning?",
                "opinion": "What does Ansel think about Mireille swimming in the lake?",
                "owner": "Who said that Mireille swims there to show off?",
            },
        },
    ],
}


def _turn(dia_id: str, speaker: str, text: str, caption: str | None = None) -> dict:
    t = {"speaker": speaker, "dia_id": dia_id, "text": text}
    if caption:
        t["blip_caption"] = caption
    return t


LOCOMO = {
    "speaker_a": "Ines",
    "speaker_b": "Boris",
    "session_1_date_time": "10:05 am on 3 April, 2023",
    "session_1": [
        _turn("D1:1", "Ines", "Hey Boris! I finally repaired the old sailboat in my garage."),
        _turn("D1:2", "Boris", "Nice! My violin teacher moved to Lisbon, so I need a new one."),
        _turn("D1:3", "Ines", "Look what I baked for my niece.", "a lemon tart on a wooden table"),
        _turn("D1:4", "Boris", "That looks delicious. I adopted a grey kitten named Pixel."),
    ],
    "session_2_date_time": "4:30 pm on 19 May, 2023",
    "session_2": [
        _turn("D2:1", "Ines", "I took the sailboat out on the bay last weekend."),
        _turn("D2:2", "Boris", "Pixel knocked over my violin stand yesterday."),
        _turn("D2:3", "Ines", "I'm training for a marathon in October."),
    ],
    "qa": [
        {
            "question": "What did Ines fix in her garage?",
            "answer": "a sailboat",
            "evidence": ["D1:1"],
            "category": 4,
        },
        {
            "question": "Where did Boris's violin teacher move?",
            "answer": "Lisbon",
            "evidence": ["D1:2"],
            "category": 4,
        },
        {
            "question": "What did Ines bake?",
            "answer": "a lemon tart",
            "evidence": ["D1:3"],
            "category": 3,
        },
        {
            "question": "What is the name of Boris's kitten and what did it knock over?",
            "answer": "Pixel; the violin stand",
            "evidence": ["D1:4; D2:2"],
            "category": 1,
        },
        {
            "question": "When did Ines take the sailboat out?",
            "answer": "the weekend before 19 May 2023",
            "evidence": ["D:2:1"],
            "category": 2,
        },
        {
            "question": "What is Ines training for?",
            "answer": "a marathon",
            "evidence": ["D2:3", "D"],
            "category": 4,
        },
        {
            "question": "What did Ines say about sailing?",
            "answer": "nothing",
            "evidence": ["D"],
            "category": 4,
        },
        {
            "question": "Did Boris adopt a dog?",
            "adversarial_answer": "no, a kitten",
            "evidence": ["D1:4"],
            "category": 5,
        },
    ],
}


@pytest.fixture()
def probe_doc():
    return json.loads(json.dumps(PROBE))


@pytest.fixture()
def locomo_doc():
    return json.loads(json.dumps(LOCOMO))
