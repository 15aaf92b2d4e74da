"""``make lab ARGS="--no-browser"`` prints the address of the index notebook (issue 20).

A teacher copies the URL JupyterLab prints into a browser; it used to open the Launcher, with
the index notebook nowhere in sight. This starts JupyterLab with ``scripts/dev.py``'s options
on a free port and reads the address it prints.
"""

from __future__ import annotations

import importlib.util
import secrets
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from types import ModuleType
from typing import Any

from tests.browser.jupyter import free_port, isolated_env, stop

ROOT = Path(__file__).resolve().parents[1]


def dev_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dev", ROOT / "scripts" / "dev.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def answer(page: str, deadline: float) -> Any:
    """The server's reply to ``page``, waiting while it is not yet listening: it may print its
    URL a moment before it accepts connections (one CI-like run was refused there)."""
    while True:
        try:
            with urllib.request.urlopen(page, timeout=30) as reply:
                return reply
        except urllib.error.URLError as exc:
            refused = isinstance(exc.reason, ConnectionRefusedError)
            if not refused or time.monotonic() > deadline:
                raise
            time.sleep(0.3)


def test_make_lab_prints_the_index_notebooks_url(tmp_path: Path) -> None:
    dev = dev_script()
    port, token = free_port(), secrets.token_hex(8)
    cmd = [
        sys.executable, "-m", "jupyterlab", *dev.lab_options(), "--no-browser",
        "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}", "--LanguageServerManager.autodetect=False",
    ]  # fmt: skip
    log = tmp_path / "lab.log"
    with log.open("w") as out:
        process = subprocess.Popen(
            cmd, env=isolated_env(tmp_path), stdout=out, stderr=subprocess.STDOUT
        )
    try:
        prefix = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 90
        printed = []
        while not printed and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.3)
            printed = [w for w in log.read_text().split() if w.startswith(prefix)]
        assert printed, f"no URL printed:\n{log.read_text()[-2000:]}"
        url = urllib.parse.urlparse(printed[0])
        assert url.path == dev.INDEX_URL == "/lab/tree/notebooks/index.ipynb"
        page = f"{prefix}{url.path[1:]}?token={token}"  # it prints a given token as "..."
        reply = answer(page, deadline)
        assert reply.status == 200 and reply.url == page
    finally:
        stop(process)
