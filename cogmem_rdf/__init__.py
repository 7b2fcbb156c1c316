"""cogmem-rdf: a memory engine for AI agents that remembers who said what.

>>> from cogmem_rdf import Memory
>>> Memory.open(None).counts()["Claim"]
0
"""

from .errors import (
    BackendError,
    CogmemError,
    InputError,
    NotFoundError,
    OperationError,
    StoreLockedError,
    UsageError,
    ValidationError,
)
from .extract.base import Extractor
from .memory import Memory
from .models import Evidence, Extraction, RecallResult, TimeValue, TurnIn, TurnRef
from .store import GraphStore, OxiStore
from .vectors.base import Embedder

__all__ = [
    "BackendError",
    "CogmemError",
    "Embedder",
    "Evidence",
    "Extraction",
    "Extractor",
    "GraphStore",
    "InputError",
    "Memory",
    "NotFoundError",
    "OperationError",
    "OxiStore",
    "RecallResult",
    "StoreLockedError",
    "TimeValue",
    "TurnIn",
    "TurnRef",
    "UsageError",
    "ValidationError",
]
__version__ = "0.1.0"
