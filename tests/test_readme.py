"""Every ```python block of the README runs, and every CLI command appears in the README."""

import re
from pathlib import Path

import pytest

README = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_python_examples_run(index):
    exec(compile(BLOCKS[index], f"README.md python block {index}", "exec"), {})


def test_every_command_has_help_and_is_documented():
    from typer.main import get_command

    from cogmem_rdf.cli import agents, app, bench, commands, consolidate, privacy  # noqa: F401 - registers commands

    group = get_command(app)
    for name, cmd in group.commands.items():
        assert cmd.help, f"{name} has no help text"
        assert f"cogmem {name}" in README, f"{name} is not in the README"
