"""`--help` as a user reads it: no Python type labels (<bool>, <str>, <list[Path]>), no
`{files}...` in the usage line, the --store default shown; one real process, every command."""

import re
import subprocess
import sys

import pytest
import typer
from typer.testing import CliRunner

from cogmem_rdf.cli import app
from cogmem_rdf.cli.app import main  # noqa: F401 - registers the commands

_LABEL = re.compile(r"<(bool|str|int|float|path|Path|list\[[^\]]*\]|int range|float range)>")


def _commands():
    from cogmem_rdf.cli import agents, bench, commands, consolidate, privacy  # noqa: F401

    group = typer.main.get_command(app)
    out = []
    for name, cmd in sorted(group.commands.items()):
        if hasattr(cmd, "commands"):
            out += [[name, sub] for sub in sorted(cmd.commands)]
        else:
            out.append([name])
    return out


COMMANDS = _commands()


def _help(args):
    result = CliRunner().invoke(
        app, [*args, "--help"], env={"COLUMNS": "200", "NO_COLOR": "1"}, prog_name="cogmem"
    )
    assert result.exit_code == 0, result.output
    return result.output


def test_every_command_is_listed():
    assert ["ingest"] in COMMANDS and ["recall"] in COMMANDS and ["bench", "ingest"] in COMMANDS


@pytest.mark.parametrize("args", COMMANDS, ids=" ".join)
def test_help_has_no_type_labels_and_a_plain_usage_line(args):
    text = _help(args)
    assert not _LABEL.search(text), text
    usage = next(line for line in text.splitlines() if "Usage:" in line)
    assert "{" not in usage and "}" not in usage, usage
    if "--store" in text and args[0] != "bench":
        assert "[default: ./cogmem-store]" in text, text


def test_ingest_help_reads_as_documented():
    text = _help(["ingest"])
    usage = next(line for line in text.splitlines() if "Usage:" in line)
    assert usage.strip() == "Usage: cogmem ingest [OPTIONS] FILE..."
    assert re.search(r"--replace\s+A turn id already stored", text), text  # a flag: no value label
    assert re.search(r"--memory\s+TEXT\s+Memory", text) and re.search(r"--progress-every\s+N", text)
    assert "(or env COGMEM_LLM_MODEL)" in text


def test_help_in_a_real_process_without_a_terminal():
    r = subprocess.run(
        [sys.executable, "-m", "cogmem_rdf", "recall", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"COLUMNS": "120", "PATH": "/usr/bin:/bin"},
    )
    assert r.returncode == 0, r.stderr
    assert "[QUESTION]" in r.stdout and "INTEGER" in r.stdout and "<" not in r.stdout
    assert "[default: ./cogmem-store]" in r.stdout
