"""arkbook as a static site: JupyterLite with every notebook, and Voici apps of the play pages.

    python3 scripts/lite.py build          # make lite: build/lite/, always from clean
    python3 scripts/lite.py serve [PORT]   # make serve-lite: http://127.0.0.1:PORT/ (8000)

The site runs Python in the browser (Pyodide), so a class needs no server: any static host
serves ``build/lite/`` (over HTTPS, which JupyterLite's service worker needs; localhost is
fine too). Everything is built from PyPI and npm packages at the versions pinned in
``lite/`` (``pins.toml`` and one requirements file per build virtualenv), and arkbook's own
wheel from this checkout. Downloads are cached in ``~/.cache/arkbook-lite/`` (or
``$ARKBOOK_LITE_CACHE``); the site itself is rebuilt from nothing each time, because an
in-place JupyterLite rebuild can drop ``pyodideUrl`` and leave the kernel reaching for a CDN.

The npm ``pyodide`` package holds the runtime and its lock file but no wheels. The build puts
beside the runtime every wheel the kernel loads (the lock's own pure wheels, fetched from
PyPI at the lock's versions; the kernel extension's wheels; arkbook and its widget stack),
rewrites the lock to name exactly those files with their hashes, and drops every other lock
entry. ``loadPyodideOptions.packages = ["arkbook"]`` installs arkbook before the first cell,
and ``disablePyPIFallback`` makes anything missing fail at once instead of going online.
"""

from __future__ import annotations

import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from email.parser import HeaderParser
from functools import partial
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
LITE = ROOT / "lite"
OUT = ROOT / "build" / "lite"
STAGE = ROOT / "build" / "lite-stage"
CACHE = Path(os.environ.get("ARKBOOK_LITE_CACHE", Path.home() / ".cache" / "arkbook-lite"))
PLAY_NOTEBOOKS = "*/*-play.ipynb"
#: Each game's classroom page (board, how to play, Players, New game, size), a Voici app too:
#: ``classroom/voici/render/classroom-pages/<game>.html``. (Voici leaves out any contents
#: folder named like its output folder, ``classroom``, so the pages go in a folder of their own.)
CLASSROOM_NOTEBOOKS = "classroom/*.ipynb"
CLASSROOM_PAGES = "classroom-pages"
#: The page for teachers: each game's classroom app, its rules to print, and the lessons.
TEACHERS_PAGE = "teachers.html"
#: Where the Voici site goes inside the JupyterLite one (its own lite site, with its own Pyodide):
#: a play page is ``classroom/voici/render/<game>/<notebook>.html``.
CLASSROOM = "classroom"

#: The widget stack arkbook's boards need in the kernel, at the build venv's versions.
WIDGET_STACK = ("anywidget", "ipywidgets", "comm", "psygnal", "jupyterlab-widgets")
#: What each kernel loads before its first cell (see its worker's initKernel), besides arkbook.
_KERNEL = ("micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
KERNEL_START = {"jupyterlite": _KERNEL, "voici": ("sqlite3", *_KERNEL)}
#: Lock dependencies that no notebook needs and neither registry has as a pure wheel.
DROP_DEPENDS = {"matplotlib-inline": {"matplotlib"}}
#: Lock packages that are Pyodide-built binaries: an empty wheel (its dist-info only) stands in.
#: ipython imports sqlite3 for its history and copes without it; Pyodide 0.29's lock lists it.
STUBS = {"sqlite3"}
#: The only place the root page may send a visitor: the index notebook, in JupyterLab.
OPEN_AT = "./lab/index.html?path=index.ipynb"
#: The project's own extension (hand-written, nothing to build): in the Notebook app a link to
#: a lesson's section (``#cell-id=``) opens the lesson at that section, as JupyterLab does.
LINKS_EXTENSION = ROOT / "jupyter" / "labextensions" / "arkbook-links"
#: MIME types a module worker and WebAssembly streaming insist on.
MIME = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript"}


def canonical(name: str) -> str:
    """A package name as Pyodide's lock spells its keys (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def run(*args: str | Path, cwd: Path = ROOT, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(a) for a in args), flush=True)
    code = subprocess.call([str(a) for a in args], cwd=cwd, env=env)
    if code:
        sys.exit(code)


def pins() -> dict:
    return tomllib.loads((LITE / "pins.toml").read_text())


def venv_python(flavour: str) -> Path:
    return ROOT / pins()[flavour]["venv"] / "bin" / "python"


def ensure_venv(flavour: str) -> None:
    """The flavour's build virtualenv, reinstalled whenever its requirements file changes."""
    spec = pins()[flavour]
    requirements = LITE / spec["requirements"]
    python = venv_python(flavour)
    if not python.exists():
        venv.create(python.parent.parent, with_pip=True)
    stamp = python.parent.parent / ".installed"
    wanted = hashlib.sha256(requirements.read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == wanted:
        return
    run(python, "-m", "pip", "install", "--quiet", "-r", requirements)
    stamp.write_text(wanted)


def pinned(flavour: str) -> dict[str, str]:
    """Package -> version from the flavour's requirements file."""
    found = {}
    for line in (LITE / pins()[flavour]["requirements"]).read_text().splitlines():
        name, sep, version = line.partition("==")
        if sep:
            found[canonical(name)] = version.strip()
    return found


# ---------------------------------------------------------------------------- wheels


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """Name, version, Pyodide-relevant requirements and top-level imports of a wheel."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        meta_path = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = HeaderParser().parsestr(zf.read(meta_path).decode())
    browser = {"sys_platform": "emscripten", "platform_system": "Emscripten", "extra": ""}
    depends = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(browser):
            depends.append(canonical(req.name))
    imports = set()
    for name in names:
        top = name.split("/")[0]
        if top.endswith((".dist-info", ".data")):
            continue
        if "/" in name or top.endswith(".py"):
            imports.add(top.removesuffix(".py"))
    return canonical(meta["Name"]), meta["Version"], depends, sorted(imports)


def cached_wheel(name: str, version: str) -> Path | None:
    for wheel in (CACHE / "wheels").glob("*-none-any.whl"):
        dist, ver = wheel.name.split("-")[:2]
        if canonical(dist) == name and ver == version:
            return wheel
    return None


def pypi_wheels(wanted: dict[str, str], python: str) -> dict[str, Path]:
    """Pure wheels from PyPI (``name -> version``), downloaded once into the cache."""
    missing = [f"{n}=={v}" for n, v in sorted(wanted.items()) if not cached_wheel(n, v)]
    if missing:
        run(
            venv_python("jupyterlite"), "-m", "pip", "download", "--quiet", "--no-deps",
            "--only-binary=:all:", "--platform", "any", "--implementation", "py", "--abi", "none",
            "--python-version", python, "-d", CACHE / "wheels", *missing,
        )  # fmt: skip
    found = {}
    for name, version in wanted.items():
        wheel = cached_wheel(name, version)
        if wheel is None:
            sys.exit(f"PyPI has no pure wheel of {name} {version}: Pyodide could not load it")
        found[name] = wheel
    return found


def stub_wheel(name: str, version: str, folder: Path) -> Path:
    """A wheel with a dist-info only, so the kernel's ``piplite.install(name)`` is satisfied."""
    dist = f"{name.replace('-', '_')}-{version}"
    wheel = folder / f"{dist}-py3-none-any.whl"
    files = {
        f"{dist}.dist-info/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{dist}.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: arkbook\nRoot-Is-Purelib: true\n"
        "Tag: py3-none-any\n",
    }
    record = "".join(f"{path},,\n" for path in files) + f"{dist}.dist-info/RECORD,,\n"
    files[f"{dist}.dist-info/RECORD"] = record
    with zipfile.ZipFile(wheel, "w") as zf:
        for path, text in files.items():
            zf.writestr(zipfile.ZipInfo(path, (1980, 1, 1, 0, 0, 0)), text)
    return wheel


def arkbook_wheel() -> Path:
    """arkbook's wheel, built from this checkout."""
    folder = STAGE / "arkbook-wheel"
    run(
        venv_python("jupyterlite"), "-m", "pip", "wheel", "--quiet", "--no-deps",
        "--no-build-isolation", "-w", folder, ROOT,
    )  # fmt: skip
    return next(folder.glob("arkbook-*.whl"))


# ---------------------------------------------------------------------------- Pyodide


def pyodide_runtime(version: str, dest: Path) -> dict:
    """The npm ``pyodide`` package's runtime files in ``dest``; returns its lock."""
    tarball = CACHE / "npm" / f"pyodide-{version}.tgz"
    if not tarball.exists():
        tarball.parent.mkdir(parents=True, exist_ok=True)
        run("npm", "pack", "--silent", f"pyodide@{version}", "--pack-destination", tarball.parent)
    dest.mkdir(parents=True)
    with tarfile.open(tarball) as tar:
        for member in tar.getmembers():
            name = member.name.removeprefix("package/")
            runtime = name.startswith(("pyodide.", "python_stdlib")) and not name.endswith(
                (".map", ".d.ts")
            )
            if member.isfile() and (runtime or name == "pyodide-lock.json"):
                (dest / name).write_bytes(tar.extractfile(member).read())
    return json.loads((dest / "pyodide-lock.json").read_text())


def kernel_wheels(flavour: str) -> dict[str, Path]:
    """The wheels the Pyodide kernel extension ships (its kernel, piplite and shims)."""
    pypi = (
        venv_python(flavour).parent.parent
        / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    )
    found = {}
    for wheel in sorted(pypi.glob("*.whl")):  # widgetsnbextension 3.6.999, then 4.0.999: last wins
        found[canonical(wheel.name.split("-")[0])] = wheel
    return found


def write_lock(flavour: str, pyodide_dir: Path, arkbook: Path) -> list[str]:
    """Put every wheel the kernel loads into ``pyodide_dir`` and rewrite the lock to them."""
    spec = pins()[flavour]
    lock = pyodide_runtime(spec["pyodide"], pyodide_dir)
    base = {canonical(k): v for k, v in lock["packages"].items()}
    versions = pinned(flavour)
    supplied = {**kernel_wheels(flavour), "arkbook": arkbook}
    supplied.update(pypi_wheels({n: versions[n] for n in WIDGET_STACK}, spec["python"]))
    added = {}
    for wheel in supplied.values():
        name, version, depends, imports = wheel_metadata(wheel)
        added[name] = (wheel, version, depends, imports)

    def depends_of(name: str) -> list[str]:
        if name in added:
            deps = added[name][2]
        elif name in base:
            deps = [canonical(d) for d in base[name]["depends"]]
        else:
            sys.exit(f"{name} is neither in Pyodide {spec['pyodide']}'s lock nor supplied")
        return [d for d in deps if d not in DROP_DEPENDS.get(name, set())]

    needed, todo = {}, ["arkbook", *KERNEL_START[flavour]]
    while todo:
        name = todo.pop()
        if name not in needed:
            needed[name] = depends_of(name)
            todo.extend(needed[name])
    from_lock = {n: base[n]["version"] for n in needed if n not in added and n not in STUBS}
    lock_wheels = pypi_wheels(from_lock, spec["python"])
    packages = {}
    for name in sorted(needed):
        if name in added:
            wheel, version, _, imports = added[name]
        elif name in STUBS:
            version, imports = base[name]["version"], []
            wheel = stub_wheel(name, version, STAGE)
        else:
            wheel, version = lock_wheels[name], base[name]["version"]
            imports = base[name]["imports"]
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        packages[name] = {
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": imports,
            "depends": needed[name],
            "unvendored_tests": False,
        }
    lock["packages"] = packages
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return sorted(packages)


# ---------------------------------------------------------------------------- the site


def lite_config(**extra: object) -> dict:
    """``jupyter-lite.json``: arkbook preinstalled, no PyPI fallback, no news pop-up."""
    kernel = {"loadPyodideOptions": {"packages": ["arkbook"]}, "disablePyPIFallback": True}
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
            "exposeAppInBrowser": True,
            "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": kernel},
            **extra,
        },
    }


def stage(flavour: str, contents: list[Path], arkbook: Path) -> tuple[Path, Path]:
    """A lite dir (config and Pyodide) and a contents folder for one flavour."""
    lite_dir, notebooks = STAGE / flavour, STAGE / f"{flavour}-contents"
    lite_dir.mkdir(parents=True)
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=2))
    shipped = write_lock(flavour, lite_dir / "static" / "pyodide", arkbook)
    print(f"{flavour}: {len(shipped)} packages in the Pyodide lock", flush=True)
    for notebook in contents:
        target = notebooks / notebook.relative_to(ROOT / "notebooks")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(notebook, target)
    return lite_dir, notebooks


def open_at_the_index() -> None:
    """The root page sends a visitor to the index notebook (it keeps its config block, which
    the apps below it read)."""
    page = OUT / "index.html"
    text = page.read_text()
    redirect = f"window.location.replace({json.dumps(OPEN_AT)});"
    patched = text.replace("await import('./config-utils.js');", redirect)
    if patched == text:
        sys.exit("jupyterlite's root index.html changed: cannot make it open at the index")
    page.write_text(patched)


def strip_offsite_links(folder: Path) -> None:
    """Voila's lab template links Font Awesome CSS on a CDN: drop those links (the icons it
    uses are bundled anyway), then check no page of the site names another host."""
    link = re.compile(r"\s*<link[^>]+href=\"https?://[^\"]+\"[^>]*>")
    for page in folder.rglob("*.html"):
        text = page.read_text()
        page.write_text(link.sub("", text))
    for page in OUT.rglob("*.html"):
        found = re.findall(r"(?:src|href)=\"(https?://[^\"]+)\"", page.read_text())
        if found:
            sys.exit(f"{page.relative_to(OUT)} loads from another host: {found}")


def write_teachers_pages() -> None:
    """``rules/<game>-<page>.html``, each page of ``arkbook.printable``, and the teachers' page
    linking them with each game's classroom app and the lessons."""
    sys.path.insert(0, str(ROOT))
    from arkbook.games import ALL
    from arkbook.printable import PAGES

    (OUT / "rules").mkdir()
    items = []
    for game, title in ((info.slug, info.title) for info in ALL):
        links = []
        for page in PAGES:
            (OUT / "rules" / f"{game}-{page.name}.html").write_text(page.write(game))
            links.append(f'<a href="rules/{game}-{page.name}.html">{page.words.lower()}</a>')
        app = f"{CLASSROOM}/voici/render/{CLASSROOM_PAGES}/{game}.html"
        items.append(
            f'<li><strong>{title}</strong>: <a href="{app}">the classroom page</a> '
            f"(board, how to play, New game) · {' · '.join(links)}</li>"
        )
    (OUT / TEACHERS_PAGE).write_text(
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        "<title>arkbook for teachers</title>"
        "<style>body{font:20px/1.5 system-ui,sans-serif;max-width:48em;margin:2em auto;"
        "padding:0 1em}</style></head><body><h1>arkbook in the classroom</h1>"
        "<p>Each page runs in this browser, with nothing to install: the first visit loads "
        "Python into the browser (a minute or so), later ones come from its cache.</p><ul>"
        + "".join(items)
        + f'</ul><p><a href="{OPEN_AT}">The lessons</a> (notebooks, in JupyterLab).</p>'
        "</body></html>\n"
    )


def build() -> None:
    """Build ``build/lite/`` from nothing: the JupyterLite site, then the Voici apps in it."""
    for flavour in ("jupyterlite", "voici"):
        ensure_venv(flavour)
    if Path(sys.prefix).resolve() != venv_python("jupyterlite").parent.parent.resolve():
        # The lock is written with `packaging` (markers), which the build venv has.
        os.execv(venv_python("jupyterlite"), [str(venv_python("jupyterlite")), __file__, "build"])
    for stale in (OUT, STAGE):
        shutil.rmtree(stale, ignore_errors=True)
    STAGE.mkdir(parents=True)
    arkbook = arkbook_wheel()
    skip = {".ipynb_checkpoints"}
    notebooks = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if not skip & set(p.parts))
    lite_dir, contents = stage("jupyterlite", notebooks, arkbook)
    run(
        venv_python("jupyterlite").parent / "jupyter", "lite", "build",
        "--lite-dir", lite_dir, "--contents", contents, "--output-dir", OUT,
        "--apps", "lab", "--apps", "notebooks", "--no-sourcemaps",
        f"--LiteBuildConfig.federated_extensions={LINKS_EXTENSION}", cwd=lite_dir,
    )  # fmt: skip
    open_at_the_index()
    apps = [
        *sorted((ROOT / "notebooks").glob(PLAY_NOTEBOOKS)),
        *sorted((ROOT / "notebooks").glob(CLASSROOM_NOTEBOOKS)),
    ]
    voici_dir, voici_contents = stage("voici", apps, arkbook)
    (voici_contents / "classroom").rename(voici_contents / CLASSROOM_PAGES)
    voici = venv_python("voici").parent / "voici"
    run(
        voici, "build", "--lite-dir", voici_dir, "--contents", voici_contents,
        "--output-dir", OUT / CLASSROOM, "--no-sourcemaps", cwd=voici_dir,
    )  # fmt: skip
    write_teachers_pages()
    strip_offsite_links(OUT / CLASSROOM)
    shutil.rmtree(STAGE)
    print(f"built {OUT.relative_to(ROOT)}/: open {OPEN_AT.removeprefix('./')}", flush=True)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide needs, and a quiet log."""

    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME,
    }

    def log_message(self, format: str, *args: object) -> None:
        if os.environ.get("ARKBOOK_LITE_LOG"):
            super().log_message(format, *args)


def serve(port: int, root: Path = OUT) -> None:
    """Serve the built site on 127.0.0.1 (a secure context, as the service worker needs)."""
    if not (root / "index.html").exists():
        sys.exit(f"no site in {root}: run 'make lite' first")
    handler = partial(Handler, directory=str(root))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"serving http://127.0.0.1:{server.server_address[1]}/", flush=True)
        server.serve_forever()


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "build":
        build()
    elif command == "serve":
        serve(int(sys.argv[2]) if len(sys.argv) > 2 else 8000)
    else:
        sys.exit("usage: python3 scripts/lite.py build | serve [PORT]")
