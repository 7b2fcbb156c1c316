"""`cogmem --version` prints the installed version and exits 0."""

import subprocess
import sys

from cogmem_rdf import __version__


def test_version_flag():
    out = subprocess.run(
        [sys.executable, "-m", "cogmem_rdf", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0 and out.stdout.strip() == f"cogmem-rdf {__version__}"
