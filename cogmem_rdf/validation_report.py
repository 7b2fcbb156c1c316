"""What a validation found (``validate.ValidationReport``), apart from the code that finds it:
a process that only reads reports (ingest, beside its validation process) needs neither rdflib
nor pyshacl."""

from __future__ import annotations

from dataclasses import dataclass, field

from .errors import ValidationError

__all__ = ["ValidationReport", "Violation"]


@dataclass(frozen=True)
class Violation:
    """One problem: the node it is about, the property (full IRI, or None), and why."""

    focus: str
    path: str | None
    message: str
    severity: str = "Violation"
    value: str | None = None
    # the SHACL shape, "check:<name>" for a SPARQL check, "parse" for a file that cannot be read
    source: str = "shacl"
    file: str | None = None  # the file it was found in (file validation)


@dataclass
class ValidationReport:
    """The outcome of a validation; ``text`` is the readable report shown to users."""

    conforms: bool
    violations: list[Violation] = field(default_factory=list)
    text: str = ""

    def raise_for_violations(self, what: str = "data") -> None:
        """Raise ``ValidationError`` carrying this report unless the data conforms."""
        if not self.conforms:
            raise ValidationError(
                f"{what} failed validation: {len(self.violations)} violation(s)", self.text
            )
