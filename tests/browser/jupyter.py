"""Start JupyterLab or Voilà on a free loopback port and drive them with Playwright.

Shared by the browser tests and ``benchmarks/board_latency.py``. Each server gets its own
config, data, runtime and settings folders and a random token, so a run neither reads nor
changes the developer's Jupyter set-up. Chromium is Debian's (``ARKBOOK_CHROMIUM``, default
``/usr/bin/chromium``): no browser download works here.
"""

from __future__ import annotations

import http.client
import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.browser.waiting import settle

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
#: How long a server may take to answer its first request, on a busy machine.
START_SECONDS = 120
#: How many ports a server is tried on: another process may take a free port before the
#: server binds it (several test runs share a machine), and the server then exits saying so.
PORT_TRIES = 5
#: A theme's stylesheet loading, on a busy machine.
THEME_MS = 30_000
#: What Jupyter Server and Voilà log when they exit because their port was taken.
PORT_TAKEN = "already in use"
#: The project's Jupyter data folder: the classroom pages' Voilà template
#: (``voila/templates/arkbook``: no CDN links) and the ``arkbook-links`` extension
#: (``labextensions/``), found on this Jupyter data path.
JUPYTER_DATA = Path(__file__).resolve().parents[2] / "jupyter"
VOILA_TEMPLATE = "arkbook"


def chromium() -> str:
    return os.environ.get("ARKBOOK_CHROMIUM", "/usr/bin/chromium")


def free_port() -> int:
    """A port free now; it may be taken before it is bound again, so see ``_serve``."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass
class Server:
    """A running Jupyter server: where it is, how to reach it, and its log."""

    url: str
    token: str
    root: Path
    process: subprocess.Popen
    log: Path

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


def isolated_env(home: Path) -> dict[str, str]:
    """Jupyter folders of our own. page_config turns off JupyterLab's news pop-up, and Notebook
    7's extension for the other front ends ("open in Notebook" buttons), which Voilà's page
    loads but cannot start, logging an error that is not ours."""
    config = home / "config"
    (config / "labconfig").mkdir(parents=True, exist_ok=True)
    disabled = {
        "@jupyterlab/apputils-extension:announcements": True,
        "@jupyter-notebook/lab-extension": True,
    }
    (config / "labconfig" / "page_config.json").write_text(
        json.dumps({"disabledExtensions": disabled})
    )
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(config),
        JUPYTER_DATA_DIR=str(home / "data"),
        JUPYTER_RUNTIME_DIR=str(home / "runtime"),
        IPYTHONDIR=str(home / "ipython"),
        JUPYTER_PLATFORM_DIRS="1",
        PYTHONHASHSEED="0",
    )
    env.pop("JUPYTER_PATH", None)
    return env


class PortTaken(Exception):
    """The server exited because another process had bound its port first."""


@dataclass
class Launch:
    """How to start one server: its command for a port, and how to know it is ours that answers.

    ``probe`` is a path that answers 200 once the server serves; ``listening`` is a line of its
    log that only a server which bound its port writes (needed when ``probe`` needs no token:
    another run's server on a reused port would answer it too).
    """

    command: Callable[[int], list[str]]
    home: Path
    root: Path
    token: str
    probe: str
    listening: str = ""
    #: Environment variables beyond the isolated home's (the Voilà template's data path).
    env: dict[str, str] = field(default_factory=dict)


def _serve(launch: Launch) -> Server:
    """Start the server on a free port, on another one if a process takes the port first."""
    for _ in range(PORT_TRIES):
        try:
            return _start(launch, free_port())
        except PortTaken:
            continue
    raise RuntimeError(f"{PORT_TRIES} ports in a row were taken before the server bound them")


def _start(launch: Launch, port: int) -> Server:
    """Start the server on ``port`` and wait for a real HTTP answer from it."""
    cmd, url = launch.command(port), f"http://127.0.0.1:{port}"
    log = launch.home / "server.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            cmd, env={**isolated_env(launch.home), **launch.env}, stdout=out,
            stderr=subprocess.STDOUT, cwd=launch.home,
        )  # fmt: skip
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            text = log.read_text(errors="replace")
            if PORT_TAKEN in text:
                raise PortTaken(port)
            raise RuntimeError(f"{cmd[2]} exited:\n{text[-3000:]}")
        ours = launch.listening in log.read_text(errors="replace")
        if ours and _answers(f"{url}{launch.probe}?token={launch.token}"):
            return Server(url, launch.token, launch.root, process, log)
        time.sleep(0.3)
    stop(process)
    raise RuntimeError(f"{cmd[2]} did not answer in {START_SECONDS} s:\n{log.read_text()[-3000:]}")


def _answers(url: str) -> bool:
    """Whether ``url`` answers 200 now (whatever listens there, if anything)."""
    try:
        with urllib.request.urlopen(url, timeout=5) as reply:
            return reply.status == 200
    except (OSError, http.client.HTTPException):
        return False


@contextmanager
def _jupyter_server(
    module: str, home: Path, root: Path, *options: str, env: dict[str, str] | None = None
) -> Iterator[Server]:
    """A Jupyter server application (``jupyterlab`` or ``notebook``) on a free loopback port.

    Its probe needs our token, so only our server answers it."""
    token = secrets.token_hex(16)

    def command(port: int) -> list[str]:
        return [
            sys.executable, "-m", module, "--no-browser", "--ip=127.0.0.1", f"--port={port}",
            "--ServerApp.port_retries=0", "--ServerApp.allow_root=True",
            f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
            "--LanguageServerManager.autodetect=False", *options,
        ]  # fmt: skip

    server = _serve(Launch(command, home, root, token, "/api/status", env=env or {}))
    try:
        yield server
    finally:
        stop(server.process)


def jupyterlab(home: Path, root: Path) -> AbstractContextManager[Server]:
    """JupyterLab serving ``root``, its app exposed as ``window.jupyterapp`` for commands."""
    return _jupyter_server(
        "jupyterlab", home, root,
        "--LabApp.expose_app_in_browser=True", "--LabApp.extension_manager=readonly",
        f"--LabApp.workspaces_dir={home / 'workspaces'}",
        f"--LabApp.user_settings_dir={home / 'settings'}",
    )  # fmt: skip


def notebook7(home: Path, root: Path) -> AbstractContextManager[Server]:
    """Jupyter Notebook 7 serving ``root``: the classic one-document interface learners know.
    It exposes its app as ``window.jupyterapp`` too, so the page helpers below serve both.
    It loads the project's ``arkbook-links`` extension from ``jupyter/labextensions`` (an
    installed arkbook puts it in the environment's share folder)."""
    return _jupyter_server(
        "notebook", home, root, "--JupyterNotebookApp.expose_app_in_browser=True",
        env={"JUPYTER_PATH": str(JUPYTER_DATA)},
    )  # fmt: skip


@contextmanager
def voila(home: Path, root: Path, notebook: Path) -> Iterator[Server]:
    """Voilà serving one notebook as an app, with the classroom's template, as ``make
    classroom`` does (the README's classroom mode).

    It is ready when it serves a static file: probing the app's page would run the whole
    notebook on every probe, bots' games included, for longer than a probe waits. A static file
    needs no token, so it must also have logged that it listens (on our port: it may not try
    another).
    """
    token = secrets.token_hex(16)

    def command(port: int) -> list[str]:
        return [
            sys.executable, "-m", "voila", str(notebook), "--no-browser", f"--port={port}",
            "--Voila.port_retries=0", "--Voila.ip=127.0.0.1", f"--Voila.root_dir={root}",
            f"--Voila.token={token}", f"--template={VOILA_TEMPLATE}",
        ]  # fmt: skip

    probe = "/voila/static/voila.js"
    env = {"JUPYTER_PATH": str(JUPYTER_DATA)}
    server = _serve(Launch(command, home, root, token, probe, "is running at", env))
    try:
        yield server
    finally:
        stop(server.process)


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        process.kill()


@contextmanager
def chromium_browser() -> Iterator[Any]:
    """Playwright's Chromium driver on Debian's Chromium binary."""
    from playwright.sync_api import sync_playwright

    executable = chromium()
    if not Path(executable).exists():
        raise RuntimeError(f"Chromium not found at {executable}: apt-get install chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def open_notebook(page: Any, server: Server, path: str, app: str = "lab/tree") -> None:
    """Open a notebook in JupyterLab (or Notebook 7, ``app="notebooks"``) until its kernel is
    ready: both expose the same application object, so the helpers below serve both."""
    # ``reset`` opens JupyterLab on an empty workspace: without it, the server's saved layout
    # would reopen the notebooks an earlier test left open, beside this one.
    page.goto(f"{server.url}/{app}/{path}?reset&token={server.token}")
    page.wait_for_selector(".jp-Notebook", timeout=60_000)
    page.wait_for_function(
        "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
        " const k = w && w.sessionContext && w.sessionContext.session"
        " && w.sessionContext.session.kernel;"
        " return k && k.status === 'idle'; }",
        timeout=60_000,
    )


def lab_command(page: Any, command: str, args: dict[str, Any] | None = None) -> None:
    """Run a JupyterLab command (``notebook:run-all-cells``, ``apputils:change-theme``...)."""
    page.evaluate("([c, a]) => window.jupyterapp.commands.execute(c, a)", [command, args or {}])


def set_theme(page: Any, theme: str) -> None:
    """Switch JupyterLab's theme and wait until it is drawn: JupyterLab names the theme on
    ``<body>`` once its stylesheet has loaded, then its splash screen goes."""
    lab_command(page, "apputils:change-theme", {"theme": theme})
    page.wait_for_function(
        "t => document.body.dataset.jpThemeName === t", arg=theme, timeout=THEME_MS
    )
    page.wait_for_selector("#jupyterlab-splash", state="detached", timeout=THEME_MS)
    settle(page)


def run_new_cell(page: Any, source: str) -> None:
    """Add a cell at the end of the notebook and run it, as a learner would."""
    page.evaluate(
        "() => { const nb = window.jupyterapp.shell.currentWidget.content;"
        " nb.activeCellIndex = nb.widgets.length - 1; }"
    )
    lab_command(page, "notebook:insert-cell-below")
    page.evaluate(
        "(s) => window.jupyterapp.shell.currentWidget.content.activeCell"
        ".model.sharedModel.setSource(s)",
        source,
    )
    lab_command(page, "notebook:run-cell")


def run_all(page: Any) -> None:
    """Run every cell and wait until the kernel is idle again."""
    lab_command(page, "notebook:run-all-cells")
    page.wait_for_function(
        "() => { const w = window.jupyterapp.shell.currentWidget;"
        " return [...w.content.widgets].every(c => c.model.type !== 'code'"
        " || (c.model.executionCount !== null && !c.node.querySelector('.jp-mod-running')))"
        " && w.sessionContext.session?.kernel?.status === 'idle'; }",
        timeout=180_000,
    )


def scroll_to_cell(page: Any, source_part: str) -> None:
    """Bring the first cell whose source contains ``source_part`` into view.

    JupyterLab 4 renders only the cells near the viewport, so an output further down does not
    exist in the page until it is scrolled to, as a learner would.
    """
    page.evaluate(
        """async (part) => {
          const nb = window.jupyterapp.shell.currentWidget.content;
          const cell = nb.widgets.find((c) => c.model.sharedModel.getSource().includes(part));
          nb.activeCellIndex = nb.widgets.indexOf(cell);
          await nb.scrollToCell(cell, "start");
        }""",
        source_part,
    )


def write_notebook(root: Path, name: str, source: str) -> str:
    """A one-cell notebook holding ``source``, written into the server's root as ``name``."""
    cell = {"cell_type": "code", "metadata": {}, "source": source.strip(), "outputs": []}
    cell["execution_count"] = None
    notebook = {
        "cells": [cell],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / name).write_text(json.dumps(notebook))
    return name
