"""tests/privacy (subject access, erasure, export round trips) on a memory held by Virtuoso.

Left out: ``test_receipt_counts_digest_and_verification`` expects ``verified: True``, which only an
embedded store can earn (its files are searched); on a server the receipt is ``"queries-only"``
(``test_profiles.py::test_erasure_receipt_on_virtuoso_…`` checks that receipt).
"""

from virtuoso_server import reuse

globals().update(reuse("privacy/test_subject_access.py"))
globals().update(
    reuse("privacy/test_erase.py", skip=("test_receipt_counts_digest_and_verification",))
)
globals().update(reuse("privacy/test_export.py"))
