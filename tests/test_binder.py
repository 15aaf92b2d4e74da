"""What a student gets on Binder, and what a user gets from the wheel.

One fresh virtualenv is built only from ``binder/``'s files, exactly as repo2docker would:
``pip install -r binder/requirements.txt``, then ``binder/postBuild`` (a real, non-editable
install of the package, i.e. the built wheel). Then:

* the installed package carries every front-end asset of ``widgets/``;
* every board class finds its front end inside the installed package, not in this checkout;
* the index and each game's first lesson, "Learn to play" (a board, its bots and its coach,
  all from the installed package), execute there, top to bottom: they are where a Binder
  student starts. nbval already runs every notebook in the development install; running all of
  them again here would only double the time for what the install can change.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = [
    ROOT / "notebooks" / "index.ipynb",
    *sorted(ROOT.glob("notebooks/*/00-learn-to-play.ipynb")),
]

pytestmark = pytest.mark.slow


def sh(*args: str | Path, cwd: Path, env: dict[str, str]) -> str:
    done = subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, f"{args} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def binder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str], Path]:
    """(python of the Binder venv, its environment, a copy of the repo as Binder clones it)."""
    base = tmp_path_factory.mktemp("binder")
    repo = base / "repo"
    shutil.copytree(
        ROOT,
        repo,
        ignore=shutil.ignore_patterns(".venv", ".git", "test-artifacts", "__pycache__", "build"),
    )
    env_dir = base / "venv"
    venv.create(env_dir, with_pip=True)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("VIRTUAL_ENV", "PYTHON", "JUPYTER"))
    }
    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env['PATH']}",
        HOME=str(base / "home"),
        VIRTUAL_ENV=str(env_dir),
    )
    (base / "home").mkdir()
    python = bin_dir / "python"
    sh(python, "-m", "pip", "install", "-q", "-r", "binder/requirements.txt", cwd=repo, env=env)
    sh("bash", "binder/postBuild", cwd=repo, env=env)
    return python, env, repo


def test_postbuild_installs_the_package_not_the_checkout(binder: tuple) -> None:
    python, env, repo = binder
    where = sh(python, "-c", "import arkbook; print(arkbook.__file__)", cwd=repo.parent, env=env)
    assert "site-packages" in where
    config = Path(env["HOME"]) / ".jupyter" / "jupyter_server_config.py"
    assert "notebooks/index.ipynb" in config.read_text()


def test_the_installed_package_ships_every_widget_asset(binder: tuple) -> None:
    python, env, repo = binder
    code = "import arkbook, pathlib; print(pathlib.Path(arkbook.__file__).parent / 'widgets')"
    shipped = Path(sh(python, "-c", code, cwd=repo.parent, env=env).strip())
    source = ROOT / "widgets"
    wanted = sorted(
        str(p.relative_to(source)) for p in source.rglob("*") if p.suffix in {".js", ".css"}
    )
    assert wanted, "widgets/ holds no front end"
    for name in wanted:
        assert (shipped / name).read_bytes() == (source / name).read_bytes(), name


def test_boards_load_their_front_end_from_the_installed_package(binder: tuple) -> None:
    """Each board's module is the installed ``widgets/lib`` parts plus its own file."""
    python, env, repo = binder
    code = (
        "import json, anywidget, inspect, arkbook.boards as b\n"
        "from arkbook.boards.assets import widgets_dir\n"
        "found = {'folder': str(widgets_dir())}\n"
        "for name in dir(b):\n"
        "    cls = getattr(b, name)\n"
        "    if inspect.isclass(cls) and issubclass(cls, anywidget.AnyWidget):\n"
        "        found[name] = cls._esm\n"
        "print(json.dumps(found))"
    )
    boards = json.loads(sh(python, "-c", code, cwd=repo.parent, env=env))
    folder = Path(boards.pop("folder"))
    assert "site-packages" in str(folder)
    assert boards
    lib = [p.read_text(encoding="utf-8") for p in sorted((folder / "lib").glob("*.js"))]
    for name, esm in boards.items():
        assert esm.rstrip().endswith("export default { render };"), name
        assert all(part in esm for part in lib), name


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_index_and_first_lessons_run_on_binder(binder: tuple, notebook: Path) -> None:
    python, env, repo = binder
    target = repo / notebook.relative_to(ROOT)
    sh(
        python, "-m", "jupyter", "nbconvert", "--to", "notebook", "--execute",
        "--ExecutePreprocessor.timeout=600", "--output", target.name + ".out", target,
        cwd=target.parent, env=env,
    )  # fmt: skip
