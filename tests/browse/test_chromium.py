"""The page draws in a real browser: headless Chromium runs its JS, dumps the DOM, takes a
screenshot.

CI installs Debian's ``chromium`` (``apt-get install -y chromium``); without it this test fails
with that instruction rather than skipping, so a page that stopped drawing cannot go unnoticed.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest

from cogmem_rdf.browse import build_page

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1200,900"]


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    pytest.fail("headless Chromium is needed to test the browser page: apt-get install -y chromium")


def run(tmp_path: Path, page: Path, *args: str) -> str:
    profile = tmp_path / "profile"
    proc = subprocess.run([chromium(), *FLAGS, f"--user-data-dir={profile}", *args, page.as_uri()],
                          capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def png_pixels(data: bytes) -> tuple[int, int, bytes]:
    """Width, height and the inflated scanlines of a PNG (enough to see it is not blank)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, width, height, idat = 8, 0, 0, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    return width, height, zlib.decompress(idat)


@pytest.fixture(scope="module")
def page(mem, tmp_path_factory):
    path = tmp_path_factory.mktemp("page") / "junho.html"
    path.write_text(build_page(mem, "Junho"), encoding="utf-8")
    return path


def test_page_draws_nodes_and_relay_arrows(page, tmp_path):
    dom = run(tmp_path, page, "--dump-dom")
    classes = [c.split()[0] for c in re.findall(r'<g class="node ([a-z ]+)"', dom)]
    assert classes.count("event") >= 2
    # three views of Junho (Gina's, the team lead's, the mom's) and his own of pottery ('I love it')
    assert classes.count("claim") == 4 and classes.count("owner") == 4
    assert classes.count("relay") == 3                     # Seoyeon; Minsu → Seoyeon
    assert classes.count("person") == 1 and "concept" in classes
    # relayer → relayer → owner: Seoyeon → team lead; Minsu → Seoyeon → mom; then owner → claim
    assert dom.count('class="edge relay-edge"') == 3 and dom.count('class="edge owner-edge"') == 4
    assert int(re.search(r'data-drawn="(\d+)"', dom).group(1)) > 5
    # the first claim about Junho is selected: its verbatim source turn is in the side panel
    panel = dom[dom.index('<aside id="panel"'):]
    assert "I think Junho getting laid off was the company's mistake." in panel
    # hostile text stayed text: drawn (in an event's
    # tooltip), escaped, nothing injected, nothing run
    assert "&lt;img src=x onerror=" in dom
    assert "<img" not in dom and "data-pwned" not in dom

def test_screenshot_is_not_blank(page, tmp_path):
    png = tmp_path / "shot.png"
    run(tmp_path, page, f"--screenshot={png}")
    data = png.read_bytes()
    assert len(data) > 20_000, f"screenshot is only {len(data)} bytes"
    width, height, pixels = png_pixels(data)
    assert (width, height) == (1200, 900)
    assert len(set(pixels)) > 64, "the screenshot is (nearly) a single colour"
