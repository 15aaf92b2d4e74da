"""The project's everyday commands, runnable on a fresh machine with only Python 3.11+.

``make lab``, ``make test``, ``make bench`` and ``make classroom`` call this script
(``python3 scripts/dev.py lab`` and so on work without make). Each command does its own set-up:
a virtualenv in ``.venv`` with the package installed in editable mode and the extras it needs,
reinstalled whenever ``pyproject.toml`` changes, plus Debian's Chromium for the browser tests
(no browser download works here) and Debian's npm for the static site's Pyodide runtime.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
CHROMIUM = "/usr/bin/chromium"


def run(*args: str | Path, env: dict[str, str] | None = None) -> None:
    """Run a command from the repo root; stop with its exit code if it fails."""
    print("+", " ".join(str(a) for a in args), flush=True)
    code = subprocess.call([str(a) for a in args], cwd=ROOT, env=env)
    if code:
        sys.exit(code)


def ensure_venv(extras: str) -> None:
    """Create .venv and install ``.[extras]`` unless the same install is already there."""
    if not (BIN / "python").exists():
        venv.create(VENV, with_pip=True)
    stamp = VENV / f".installed-{extras}"
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == wanted:
        return
    run(BIN / "python", "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(BIN / "python", "-m", "pip", "install", "--quiet", "-e", f".[{extras}]")
    stamp.write_text(wanted)


def ensure_debian(command: str, package: str, why: str) -> None:
    """A program from Debian's package, installed with apt-get when we may, else explained."""
    if shutil.which(command):
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        run("apt-get", "update", "-qq")
        run("apt-get", "install", "-y", "-qq", package)
        return
    sys.exit(f"{why} need Debian's {package}: run 'sudo apt-get install {package}'.")


def ensure_chromium() -> str:
    """Debian's Chromium for Playwright (no browser download works here)."""
    if not Path(CHROMIUM).exists():
        ensure_debian("chromium", "chromium", "The browser tests")
    return shutil.which("chromium") or CHROMIUM


def ensure_npm() -> None:
    """npm, which fetches the Pyodide runtime for the static site (``npm pack pyodide``)."""
    ensure_debian("npm", "npm", "The static site's build and its browser test")


#: The project's JupyterLab settings (``overrides.json``): the news pop-up, which would cover
#: the index notebook on a first launch, is off.
LAB_SETTINGS = ROOT / "jupyter" / "lab-settings"


def root_flag() -> list[str]:
    """Containers and fresh VMs often run as root, which Jupyter refuses without this flag."""
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


#: Where ``make lab`` opens, and the address it prints.
INDEX_URL = "/lab/tree/notebooks/index.ipynb"


def lab_options() -> list[str]:
    """JupyterLab's options for ``make lab``: the index notebook is its default page, so the
    URL the server prints (the one to copy with ``--no-browser``) opens the index, not the
    Launcher, and so does the browser it starts."""
    return [
        f"--ServerApp.root_dir={ROOT}", f"--LabApp.default_url={INDEX_URL}",
        f"--LabApp.app_settings_dir={LAB_SETTINGS}", *root_flag(),
    ]  # fmt: skip


def lab() -> None:
    """JupyterLab rooted at the repository (the README and ``docs/`` open too), at the index
    notebook; ``lab --port 8890 --no-browser`` (``make lab ARGS=...``) passes options on."""
    ensure_venv("tutorial")
    os.chdir(ROOT)
    os.execv(BIN / "jupyter", [str(BIN / "jupyter"), "lab", *lab_options(), *sys.argv[2:]])


CLASSROOM = ROOT / "notebooks" / "classroom"
#: The Jupyter data folder holding the classroom's Voilà template.
VOILA_TEMPLATES = ROOT / "jupyter"


def classroom() -> None:
    """A game's classroom page as a Voila app: the board, how to play, a New game button.

    ``classroom`` serves Ark's; ``classroom ark-nova`` or ``classroom ark-of-animals`` serves
    that game's page (``notebooks/classroom/<game>.ipynb``). Further options go to Voila:
    ``classroom ark --port 8890 --no-browser`` (``make classroom GAME=ark ARGS=...``).
    """
    ensure_venv("tutorial")
    named = len(sys.argv) > 2 and not sys.argv[2].startswith("-")
    game, options = (sys.argv[2], sys.argv[3:]) if named else ("ark", sys.argv[2:])
    page = CLASSROOM / f"{game}.ipynb"
    if not page.exists():
        games = sorted(p.stem for p in CLASSROOM.glob("*.ipynb"))
        sys.exit(f"no classroom page for {game!r}; choose one of: {', '.join(games)}")
    # The classroom template (jupyter/voila/templates/arkbook) is Voilà's page without its
    # Font Awesome links to a CDN: the page fetches nothing from another host.
    path = os.pathsep.join(filter(None, [str(VOILA_TEMPLATES), os.environ.get("JUPYTER_PATH")]))
    os.environ["JUPYTER_PATH"] = path
    os.execv(BIN / "voila", [str(BIN / "voila"), str(page), "--template=arkbook", *options])


def test() -> None:
    """Lint and type-check, then every test over the cores: ``--dist loadfile`` keeps a file
    on one worker, so a notebook's cells run in order in one kernel and a browser file shares
    its server."""
    ensure_venv("test")
    ensure_npm()
    env = dict(os.environ, ARKBOOK_CHROMIUM=ensure_chromium(), PYTHONHASHSEED="0")
    site = build_site_aside()
    try:
        run(BIN / "ruff", "check", ".")
        run(BIN / "ruff", "format", "--check", ".")
        run(BIN / "mypy")  # the files and settings are in pyproject.toml
    except SystemExit:
        site.kill()
        raise
    if site.wait():
        sys.exit(f"the static site's build failed; its log: {SITE_LOG.read_text()[-4000:]}")
    env["ARKBOOK_LITE_BUILT"] = "1"  # tests/browser/test_lite.py serves it as it is
    run(
        BIN / "python", "-m", "pytest", "tests", "notebooks", "-n", "auto", "--dist", "loadfile",
        "--nbval", "--nbval-current-env", "--nbval-sanitize-with", "tests/nbval_sanitize.cfg",
        "-p", "no:cacheprovider",
        env=env,
    )  # fmt: skip


#: The log of the static site's build that the test command runs beside its lint and types.
SITE_LOG = ROOT / "build" / "lite-build.log"


def build_site_aside() -> subprocess.Popen[bytes]:
    """Start building the static site (``scripts/lite.py build``) while lint and mypy run: the
    build is minutes of one core, and inside pytest it held up the one worker with the site's
    browser test."""
    SITE_LOG.parent.mkdir(exist_ok=True)
    with SITE_LOG.open("wb") as log:
        script = ROOT / "scripts" / "lite.py"
        return subprocess.Popen([sys.executable, script, "build"], cwd=ROOT, stdout=log, stderr=log)


def bench() -> None:
    ensure_venv("test")
    run(BIN / "python", "-m", "arkbook.bench")


def lite() -> None:
    """The static JupyterLite site with Voici apps, in build/lite/ (see scripts/lite.py)."""
    ensure_npm()
    run(sys.executable, ROOT / "scripts" / "lite.py", "build")


def serve_lite() -> None:
    """Serve build/lite/ on http://127.0.0.1:8000/ (or the port given)."""
    script = str(ROOT / "scripts" / "lite.py")
    os.execv(sys.executable, [sys.executable, script, "serve", *sys.argv[2:3]])


COMMANDS = {
    "lab": lab,
    "test": test,
    "bench": bench,
    "classroom": classroom,
    "lite": lite,
    "serve-lite": serve_lite,
}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        sys.exit(f"usage: python3 scripts/dev.py {'|'.join(COMMANDS)}")
    COMMANDS[sys.argv[1]]()
