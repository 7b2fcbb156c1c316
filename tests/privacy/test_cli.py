"""The privacy commands: thin calls into the library, one-line errors, JSON receipts."""

from __future__ import annotations

import json

import pytest
import rdflib
from privacy.scripted import build

import cogmem_rdf.cli.privacy  # noqa: F401 - registers the commands (main() imports it too)
from cogmem_rdf.cli import app, main
from cogmem_rdf.store import OxiStore


@pytest.fixture
def store_dir(tmp_path):
    s = OxiStore(tmp_path / "store")
    build(s, "m", None)
    build(s, "other", None)
    s.close()
    return str(tmp_path / "store")


def run(capsys, *args):
    with pytest.raises(SystemExit) as ex:
        main(list(args))
    out = capsys.readouterr()
    return ex.value.code, out.out, out.err


def test_subject_access_formats(store_dir, capsys, tmp_path):
    code, out, _ = run(
        capsys, "subject-access", "Junho", "--memory", "m", "--store", store_dir, "--format", "json"
    )
    assert code == 0 and json.loads(out)["claims_about"][0]["owner"] == "Gina"
    page = tmp_path / "r.html"
    code, _, _ = run(
        capsys, "subject-access", "Junho", "--memory", "m", "--store", store_dir, "--out", str(page)
    )
    assert code == 0 and "What others said about you" in page.read_text()
    code, out, _ = run(
        capsys,
        "subject-access",
        "Junho",
        "--memory",
        "m",
        "--store",
        store_dir,
        "--format",
        "jsonld",
    )
    assert len(rdflib.Graph().parse(data=out, format="json-ld")) > 0
    code, out, _ = run(
        capsys, "subject-access", "jun", "--memory", "m", "--store", store_dir, "--candidates"
    )
    assert json.loads(out) == {"candidates": ["Junho", "Junho's mom"]}


def test_unknown_person_is_one_line_exit_1(store_dir, capsys):
    code, _, err = run(capsys, "subject-access", "junho", "--memory", "m", "--store", store_dir)
    assert code == 1 and err.count("\n") == 1 and "did you mean 'Junho'" in err
    code, _, err = run(capsys, "erase", "Nobody", "--memory", "m", "--store", store_dir)
    assert code == 1 and "no person named 'Nobody'" in err


def test_erase_prints_a_receipt(store_dir, capsys):
    code, out, _ = run(capsys, "erase", "Junho", "--memory", "m", "--store", store_dir, "--json")
    receipt = json.loads(out)
    assert code == 0 and receipt["verification"]["verified"] and receipt["removed"]["Turn"] == 4
    code, out, _ = run(
        capsys, "export", "--memory", "other", "--store", store_dir, "--format", "nquads"
    )
    assert "Junho" in out


def test_export_then_import_into_another_memory(store_dir, capsys, tmp_path):
    f = tmp_path / "m.trig"
    assert run(capsys, "export", "--memory", "m", "--store", store_dir, "--out", str(f))[0] == 0
    code, out, _ = run(capsys, "import", str(f), "--memory", "copy", "--store", store_dir, "--json")
    assert code == 0 and json.loads(out)["quads"] > 0
    code, a, _ = run(capsys, "export", "--memory", "m", "--store", store_dir, "--format", "nquads")
    code, b, _ = run(
        capsys, "export", "--memory", "copy", "--store", store_dir, "--format", "nquads"
    )
    assert sorted(a.replace("/data/m/graph", "/data/copy/graph").splitlines()) == sorted(
        b.splitlines()
    )


def test_every_privacy_command_has_help():
    commands = {c.name or c.callback.__name__: c for c in app.registered_commands}
    for name in ("subject-access", "erase", "serve", "import"):
        assert (commands[name].callback.__doc__ or "").strip()
