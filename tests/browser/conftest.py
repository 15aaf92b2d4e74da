"""Fixtures for the browser tests: JupyterLab and Voilà over a copy of the notebooks, Chromium.

The servers' root folder is a temporary copy of the repository's ``notebooks/``, so running
them in a browser never changes the committed notebooks. Screenshots go to
``test-artifacts/screenshots/`` (gitignored) and are kept after the run for a human to look at.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.jupyter import Server, chromium_browser, jupyterlab, notebook7, voila

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
PLAY = Path("ark") / "04-play.ipynb"
LOCAL = "http://127.0.0.1:"

# A widget's answer on a busy machine can take seconds: ``expect`` waits up to 30 s, not 5.
expect.set_options(timeout=30_000)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Everything under tests/browser is a browser test (``-m "not browser"`` skips them)."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.path).parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def notebooks_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("root") / "notebooks"
    shutil.copytree(ROOT / "notebooks", root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    return root


@pytest.fixture(scope="session")
def lab(tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path) -> Iterator[Server]:
    with jupyterlab(tmp_path_factory.mktemp("lab-home"), notebooks_copy) as server:
        yield server


@pytest.fixture(scope="session")
def notebook_app(
    tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path
) -> Iterator[Server]:
    with notebook7(tmp_path_factory.mktemp("notebook-home"), notebooks_copy) as server:
        yield server


@pytest.fixture(scope="session")
def voila_app(tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path) -> Iterator[Server]:
    home = tmp_path_factory.mktemp("voila-home")
    with voila(home, notebooks_copy, notebooks_copy / PLAY) as server:
        yield server


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    with chromium_browser() as browser:
        yield browser


@dataclass
class Console:
    """What the page logged as an error (console errors and uncaught exceptions)."""

    errors: list[str] = field(default_factory=list)

    def record(self, kind: str, text: str, url: str) -> None:
        """Keep an error, except a page asset from off this machine that an offline machine
        cannot fetch (Voilà's template links Font Awesome from a CDN)."""
        offline = text.startswith("Failed to load resource") and not url.startswith(LOCAL)
        if kind == "error" and not offline:
            console_line = f"{text} ({url})" if url else text
            self.errors.append(console_line)


@pytest.fixture
def console() -> Console:
    return Console()


def new_page(browser: Any, console: Console, width: int = 1600, height: int = 1800) -> Any:
    """A fresh browser page that records its console errors."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.on("console", lambda m: console.record(m.type, m.text, m.location.get("url", "")))
    page.on("pageerror", lambda e: console.errors.append(f"uncaught: {e}"))
    return page


def shoot(target: Any, name: str) -> Path:
    """Save a screenshot of a page or an element under test-artifacts/screenshots/."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    target.screenshot(path=str(path))
    return path
