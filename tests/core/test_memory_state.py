"""Memory owns its state: no module but memory.py writes a private attribute of a Memory, and
the slots it names are the ones it uses (issue 13)."""

from __future__ import annotations

import ast
from pathlib import Path

import cogmem_rdf
from cogmem_rdf import Embedder, Extractor, GraphStore, Memory
from cogmem_rdf.store import RemoteStore

PACKAGE = Path(cogmem_rdf.__file__).parent
MEMORY_NAMES = {"mem", "memory", "m", "self.mem", "mem0", "self.mem0"}


def _writes(tree: ast.AST):
    """(line, target) of every assignment, deletion or setattr of ``<memory-ish>._name``."""
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        elif isinstance(node, ast.Delete):
            targets = node.targets
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("setattr", "delattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and str(node.args[1].value).startswith("_")
        ):
            yield (
                node.lineno,
                f"{node.func.id}({ast.unparse(node.args[0])}, {node.args[1].value!r})",
            )
            continue
        for t in targets:
            for sub in ast.walk(t):
                if (
                    isinstance(sub, ast.Attribute)
                    and sub.attr.startswith("_")
                    and not sub.attr.startswith("__")
                    and ast.unparse(sub.value) in MEMORY_NAMES
                ):
                    yield node.lineno, ast.unparse(sub)


def test_no_private_attribute_of_memory_is_written_outside_memory_py():
    found = [f"{path.relative_to(PACKAGE)}:{line}: {what}"
             for path in sorted(PACKAGE.rglob("*.py")) if path.name != "memory.py"
             for line, what in _writes(ast.parse(path.read_text(encoding="utf-8")))]
    assert found == []


def test_the_scan_finds_such_a_write():
    assert [
        w for _, w in _writes(ast.parse("mem._index = None\nsetattr(mem, '_x', 1)\nmem.id = 'a'"))
    ] == ["mem._index", "setattr(mem, '_x')"]


def test_memory_names_its_slots():
    mem = Memory.open(None)
    assert {"_index", "_catalog", "_tmp_dir", "_owns_store"} <= set(vars(mem))
    assert {k for k in vars(mem) if k.startswith("_")} == {
        "_extractor", "_embedder", "_index", "_catalog", "_tmp_dir", "_owns_store"}
    mem.close()


def test_protocols_are_exported_and_the_defaults_satisfy_them():
    mem = Memory.open(None)
    assert isinstance(mem.store, GraphStore)
    assert isinstance(mem.extractor, Extractor)
    assert isinstance(mem.embedder, Embedder)
    mem.close()


def test_connect_opens_a_memory_on_a_server_and_owns_it(monkeypatch):
    closed = []
    monkeypatch.setattr(RemoteStore, "close", lambda self: closed.append(self.endpoint))
    mem = Memory.connect("http://127.0.0.1:7878", "m1")
    assert isinstance(mem.store, RemoteStore) and mem.store.endpoint == "http://127.0.0.1:7878"
    assert mem.id == "m1" and mem.vector_root is None
    mem.close()
    assert closed == ["http://127.0.0.1:7878"]
