"""Privacy: subject access (GDPR Art. 15/20) and erasure (Art. 17) for one memory.

>>> from cogmem_rdf.memory import Memory
>>> from cogmem_rdf.privacy import candidates
>>> candidates(Memory.open(None), "jun")
[]
"""

from .erase import erase, plan, verify
from .names import Subject, candidates, find_subject
from .subject_access import FORMATS, render, report_nodes, subject_access

__all__ = [
    "FORMATS",
    "Subject",
    "candidates",
    "erase",
    "find_subject",
    "plan",
    "render",
    "report_nodes",
    "subject_access",
    "verify",
]
