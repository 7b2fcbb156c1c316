"""How ``--help`` names values: ``FILE...``, ``TEXT``, ``INTEGER``, and nothing after a flag.

Typer 0.2x labels every parameter with its Python type (``<bool>``, ``<str>``,
``<list[Path]>``) and writes a required argument as ``{files}...`` in the usage line. A user
reads neither; the labels here are click's (``TEXT``, ``INTEGER``, ``PATH``), a parameter's
``metavar`` when it has one, the argument's name in capitals otherwise. Applied once, when the
command line is imported; on a Typer without these hooks nothing changes (its help is click's
own, which already reads this way). ``tests/cli/test_help.py`` reads the real ``--help`` output.
"""

from __future__ import annotations

from typing import Any

_LABELS = {"str": "TEXT", "int": "INTEGER", "float": "FLOAT", "Path": "PATH", "bool": "BOOLEAN"}


def _argument_name(param: Any) -> str:
    name = param.metavar or param.name.upper()
    return name if param.nargs == 1 or name.endswith("...") else name + "..."


def _option_type(param: Any, ctx: Any) -> str | None:
    if getattr(param, "is_flag", False) or getattr(param, "count", False):
        return None
    if param.metavar is not None:
        return param.metavar or None
    desc = param.type_descriptor
    if desc.is_choice and desc.choices:
        label = "|".join(str(getattr(c, "value", c)) for c in desc.choices)
    else:
        bare = (
            param._bare_type(desc.annotation)
            if not desc.is_list
            else param._bare_type(
                desc.annotation.__args__[0] if getattr(desc.annotation, "__args__", None) else str
            )
        )
        label = _LABELS.get(bare, bare.upper())
    return label + "..." if param.nargs != 1 else label


def apply() -> None:
    try:
        from typer.core import TyperArgument, TyperOption
    except ImportError:  # pragma: no cover - another Typer layout: its help is left as it is
        return
    if not all(
        hasattr(TyperArgument, a)
        for a in ("_usage_display_name", "_rich_display_name", "display_type_rich")
    ):
        return  # pragma: no cover
    TyperArgument._usage_display_name = lambda self: (  # type: ignore[method-assign]
        _argument_name(self) if self.required else f"[{_argument_name(self)}]"
    )
    TyperArgument._rich_display_name = _argument_name  # type: ignore[method-assign,assignment]
    TyperArgument.display_name_raw = property(  # type: ignore[method-assign,assignment]
        lambda self: self.metavar or self.name.upper()
    )
    TyperArgument.display_type_rich = lambda self, ctx: None  # type: ignore[method-assign]
    TyperOption.display_type_rich = _option_type  # type: ignore[method-assign,assignment]


apply()
