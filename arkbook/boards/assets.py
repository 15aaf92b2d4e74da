"""Where a board's front end comes from: the files in ``widgets/``, joined into one module.

Kept apart from the board classes so that a tool that only needs the assets (the wheel check,
Binder's start-up test) never imports a widget.
"""

from __future__ import annotations

import pathlib


def widgets_dir() -> pathlib.Path:
    """Where the front-end assets are, for an editable install and for the built wheel alike.

    The wheel force-includes the repository's top-level ``widgets/`` as ``arkbook/widgets/``; an
    editable install has only the repository's folder, next to the package.
    """
    package = pathlib.Path(__file__).resolve().parent.parent
    shipped = package / "widgets"
    return shipped if shipped.is_dir() else package.parent / "widgets"


def front_end(board_file: str) -> str:
    """One board's front end: the shared parts in ``widgets/lib/`` followed by its own file.

    anywidget takes one module per widget and arkbook has no build step, so the parts every
    board needs (plain functions, no ``export``) are written once in ``widgets/lib/`` and joined
    in front of the board's own file (``ark.js`` or ``ark.css``), which ends in
    ``export default { render }``. The lib files come in name order; a board file may call any
    of their functions.
    """
    folder = widgets_dir()
    suffix = pathlib.Path(board_file).suffix
    parts = [*sorted((folder / "lib").glob(f"*{suffix}")), folder / board_file]
    return "\n".join(f"/* {p.name} */\n{p.read_text(encoding='utf-8')}" for p in parts)
