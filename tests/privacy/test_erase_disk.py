"""Erasure reaches the bytes: no file under the store
holds the erased names or turn text afterwards."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from privacy.scripted import SCRIPT, TURNS, HashEmbedder, ScriptedExtractor, build

from cogmem_rdf.memory import Memory
from cogmem_rdf.models import EventX, Extraction, TurnIn
from cogmem_rdf.privacy import erase
from cogmem_rdf.store import OxiStore

# the child process imports privacy.scripted from here
_TESTS = str(Path(__file__).resolve().parents[1])

JUNHO_TEXTS = [t[4] for t in TURNS if t[3] == "Junho"]
LONG = ("I got laid off from my company last month, and the severance letter listed every single "
        "project I had run since the spring of 2019, including the warehouse inventory rebuild.")


def grep(root: Path, needle: str) -> list[str]:
    """An independent search: files under ``root`` whose bytes
    hold ``needle`` as written or lower-cased, as a word.

    The left edge only refuses a lower-case letter: the byte before a stored string is its length
    (often a letter). A plain case-insensitive search is useless for short names: RocksDB's own
    metadata holds "data.size" next to "deleted.keys" prefix-compressed as "sizeD" + "eleted.keys".
    """
    forms = b"|".join(re.escape(f.encode("utf-8")) for f in {needle, needle.lower()})
    pattern = re.compile(rb"(?<![a-z])(?:" + forms + rb")(?![A-Za-z0-9])")
    hits = []
    for dirpath, _, names in os.walk(root):
        for name in names:
            if pattern.search((Path(dirpath) / name).read_bytes()):
                hits.append(str(Path(dirpath, name).relative_to(root)))
    return hits


@pytest.fixture
def disk(tmp_path):
    """A store directory with one memory (the scripted dialogue plus a long turn by Junho)."""
    root = tmp_path / "store"
    store = OxiStore(root)
    mem = build(store, "m", root / "vectors")
    mem.add_turns(
        [
            TurnIn(
                memory="m",
                session="s3",
                date=datetime(2024, 5, 1),
                turn="s3:1",
                speaker="Junho",
                text=LONG,
                lang="en",
            )
        ]
    )
    store.flush()
    mem.close()
    store.close()
    return root


def test_names_and_turn_text_are_in_the_files_before_and_gone_after(disk):
    # the search can find them
    assert grep(disk, "Junho") and grep(disk, LONG) and grep(disk, JUNHO_TEXTS[0])
    with Memory.open(
        disk, "m", extractor=ScriptedExtractor(), embedder=HashEmbedder(), validate=False
    ) as mem:
        receipt = erase(mem, "Junho")
    files = receipt["verification"]["files"]
    assert receipt["verification"]["verified"] is True and files["checked"] and files["rewritten"]
    assert (
        files["hits"] == []
        and files["skipped_held_by_other_memories"] == []
        and files["files_scanned"] > 3
    )
    for needle in ["Junho", LONG, *JUNHO_TEXTS]:
        assert grep(disk, needle) == [], needle
    assert sorted(p.name for p in disk.iterdir()) == ["cogmem.lock", "oxigraph", "vectors"]
    # the rewritten store is the memory
    with Memory.open(disk, "m", embedder=HashEmbedder()) as mem:
        assert (
            "Gina" in mem.people()
            and "Junho" not in mem.people()
            and mem.counts()["Turn"] == len(TURNS) + 1 - len(JUNHO_TEXTS) - 1
        )


def test_a_string_another_memory_holds_is_reported_not_searched(disk):
    store = OxiStore(disk)
    build(store, "other", disk / "vectors")
    mem = Memory(
        store,
        "m",
        extractor=ScriptedExtractor(),
        embedder=HashEmbedder(),
        vector_root=disk / "vectors",
        validate=False,
    )
    receipt = erase(mem, "Junho")
    files = receipt["verification"]["files"]
    assert "name#0" in files["skipped_held_by_other_memories"] and files["hits"] == []
    assert receipt["verification"]["verified"] is True
    store.close()
    assert grep(disk, LONG) == []  # held only by the erased memory: searched, and gone


@pytest.mark.parametrize(
    "point", ["rewrite-after-journal", "rewrite-after-old-moved", "rewrite-before-delete"]
)
def test_a_crash_during_the_swap_ends_in_the_erased_store(disk, point):
    code = (
        "from privacy.scripted import HashEmbedder, ScriptedExtractor\n"
        "from cogmem_rdf.memory import Memory\nfrom cogmem_rdf.privacy import erase\n"
        f"mem = Memory.open({str(disk)!r}, 'm', extractor=ScriptedExtractor(), "
        "embedder=HashEmbedder(), validate=False)\n"
        "erase(mem, 'Junho')\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "COGMEM_TEST_CRASH_AT": point, "PYTHONPATH": _TESTS},
        capture_output=True,
        timeout=120,
    )
    assert out.returncode == -9, out.stderr.decode()
    with Memory.open(disk, "m", embedder=HashEmbedder()) as mem:  # opening finishes the swap
        assert (
            "Junho" not in mem.people()
            and mem.counts()["Turn"] == len(TURNS) + 1 - len(JUNHO_TEXTS) - 1
        )
    assert sorted(p.name for p in disk.iterdir()) == ["cogmem.lock", "oxigraph", "vectors"]
    assert grep(disk, LONG) == [] and grep(disk, "Junho") == []


class MentionExtractor(ScriptedExtractor):
    """The scripted dialogue plus a turn by Gina about
    Zed, who never speaks and has no Person node."""

    def extract(self, batch, known_people=()):
        out = []
        for t in batch:
            if t.turn == "s3:1":
                out.append(Extraction(turn=t.turn, speaker=t.speaker, lang="en", events=[
                    EventX(text="Zed moved the pottery class to Friday", participants=["Gina"])]))
            else:
                out.append(
                    Extraction(turn=t.turn, speaker=t.speaker, lang="en", **SCRIPT.get(t.turn, {}))
                )
        return out


def test_a_person_only_mentioned_is_redacted_everywhere(tmp_path):
    root = tmp_path / "store"
    mem = Memory.open(
        root, "m", extractor=MentionExtractor(), embedder=HashEmbedder(), validate=False
    )
    mem.vector_root = root / "vectors"
    mem.add_turns(
        [
            TurnIn(
                memory="m",
                session=s,
                date=datetime.fromisoformat(d),
                turn=t,
                speaker=sp,
                text=tx,
                lang="en",
            )
            for s, d, t, sp, tx in TURNS
        ]
    )
    mem.add_turns(
        [
            TurnIn(
                memory="m",
                session="s3",
                date=datetime(2024, 5, 1),
                turn="s3:1",
                speaker="Gina",
                text="Zed told me the pottery class moved to Friday, so Zed will teach it.",
                lang="en",
            )
        ]
    )
    assert "Zed" not in mem.people() and grep(root, "Zed told me")
    receipt = erase(mem, "Zed")
    assert (
        receipt["redacted_turns"] == 1
        and receipt["removed"]["Event"] == 1
        and receipt["removed"]["Turn"] == 0
    )
    assert receipt["verification"]["verified"] is True
    texts = [r["text"].value for r in mem.select("op_turns")]
    assert (
        "[redacted] told me the pottery class moved to Friday, so [redacted] will teach it."
        in texts
    )
    mem.close()
    assert grep(root, "Zed") == []


def test_cli_receipt_says_what_was_checked(disk, capsys):
    from cogmem_rdf.cli import main

    with pytest.raises(SystemExit) as ex:
        main(["erase", "Junho", "--memory", "m", "--store", str(disk)])
    out = capsys.readouterr().out
    assert ex.value.code == 0 and "verified: True (queries and " in out and " files (" in out
    with pytest.raises(SystemExit):
        main(["erase", "Gina", "--memory", "m", "--store", str(disk), "--json"])
    files = json.loads(capsys.readouterr().out)["verification"]["files"]
    assert files["checked"] and files["directories"] == [str(disk)] and "compressed_blocks" in files
