"""Retrieval: the controller and the four graph operators that reconstruct grounded evidence."""

from .controller import Options, recall
from .intent import INTENTS, find_people, label_intent

__all__ = ["INTENTS", "Options", "find_people", "label_intent", "recall"]
