"""The static site (``make lite``): build time, size, a cold open, and click -> redraw.

Not a test: it prints numbers. It builds ``build/lite/`` from clean (caches warm: the wheels
and npm tarballs in ~/.cache/arkbook-lite), measures the site on disk and as a .tgz, then
serves it on a free loopback port and opens, each time in a fresh browser context (cold: no
HTTP cache, no service worker, no IndexedDB):

- the Voici play page of Ark, until its board is visible;
- Ark's play notebook in JupyterLite, Run All, until its board is visible;

counting every request and the bytes served (files on disk: the server does not compress).
Then it runs board_latency.py's harness (an echo widget and the Ark board, every seat human)
in JupyterLite and in JupyterLab in the same run, and prints the ratio of the board medians
(target <= 1.0). Timings on a shared machine are noisy: compare the ratios within one run.

Run: ``.venv/bin/python benchmarks/lite.py [--opens 3] [--moves 30] [--no-build]``
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import subprocess
import sys
import tarfile
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.board_latency import (  # noqa: E402  (the repo root must be importable first)
    BOARDS,
    PREPARE_CLICK,
    TIMED_CLICK,
    measure,
    notebook,
)
from tests.browser.jupyter import chromium_browser, free_port, run_all, stop  # noqa: E402

SITE = ROOT / "build" / "lite"
#: What each cold open waits for: the path opened and the board's drawn element.
DRAWN = ".arkbook-ark .ak-hand .ak-card"
OPENS = {
    "Voici play page": ("classroom/voici/render/ark/04-play.html", DRAWN),
    "JupyterLite notebook": ("lab/index.html?path=ark/04-play.ipynb", DRAWN),
}
#: The harness notebook names CPython's kernel; in the browser it is Pyodide's.
PYODIDE_KERNEL = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
KERNEL_IDLE = (
    "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
    " const k = w && w.context && w.sessionContext.session && w.sessionContext.session.kernel;"
    " return k && k.status === 'idle'; }"
)


def build() -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, ROOT / "scripts" / "lite.py", "build"], check=True)
    return time.perf_counter() - started


def sizes() -> tuple[int, int, int]:
    """Bytes on disk, file count, and bytes as a .tgz."""
    files = [p for p in SITE.rglob("*") if p.is_file()]
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        tar.add(SITE, arcname="lite")
    return sum(p.stat().st_size for p in files), len(files), buffer.tell()


@contextmanager
def served() -> Iterator[str]:
    port = free_port()
    server = subprocess.Popen([sys.executable, ROOT / "scripts" / "lite.py", "serve", str(port)])
    origin = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            with urllib.request.urlopen(f"{origin}/jupyter-lite.json", timeout=2):
                break
        except OSError:
            time.sleep(0.2)
    try:
        yield origin
    finally:
        stop(server)


class Traffic:
    """Requests routed in one context: count and bytes served; any other host is refused."""

    def __init__(self, origin: str) -> None:
        self.origin, self.requests, self.bytes, self.offsite = origin, 0, 0, []

    def route(self, route: Any) -> None:
        url = route.request.url
        if not url.startswith(f"{self.origin}/"):
            self.offsite.append(url)
            route.abort()
            return
        self.requests += 1
        path = urllib.parse.unquote(urllib.parse.urlparse(url).path).lstrip("/")
        file = SITE / path
        file = file / "index.html" if file.is_dir() else file
        if file.is_file():
            self.bytes += file.stat().st_size
        route.continue_()


def cold_open(browser: Any, origin: str, path: str, drawn: str) -> tuple[float, Traffic]:
    context = browser.new_context(viewport={"width": 1400, "height": 1200})
    traffic = Traffic(origin)
    context.route("**/*", traffic.route)
    page = context.new_page()
    started = time.perf_counter()
    page.goto(f"{origin}/{path}")
    if path.startswith("lab/"):
        page.wait_for_function(KERNEL_IDLE, timeout=180_000)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.locator(drawn).first.wait_for(timeout=180_000)
    took = time.perf_counter() - started
    context.close()
    if traffic.offsite:
        raise RuntimeError(f"requests to other hosts: {traffic.offsite}")
    return took, traffic


def lite_latency(browser: Any, origin: str, game: str, moves: int) -> list[float]:
    """board_latency.py's harness in JupyterLite: the notebook saved into the browser's own
    storage, opened and run there; the board's click -> redraw times."""
    _, root_selector, drawn = BOARDS[game]
    page = browser.new_page(viewport={"width": 1600, "height": 1000})
    page.goto(f"{origin}/lab/index.html")
    page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
    content = json.loads(notebook(game))
    content["metadata"]["kernelspec"] = PYODIDE_KERNEL
    page.evaluate(
        """async (content) => {
          const app = window.jupyterapp;
          await app.restored;
          await app.serviceManager.contents.save('latency.ipynb',
            { type: 'notebook', format: 'json', content });
          await app.commands.execute('docmanager:open',
            { path: 'latency.ipynb', kernel: { name: content.metadata.kernelspec.name } });
        }""",
        content,
    )
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget?.context?.path === 'latency.ipynb'"
    )
    page.wait_for_function(KERNEL_IDLE, timeout=180_000)
    run_all(page)
    page.wait_for_selector(drawn)
    board = []
    for _ in range(moves):
        target = page.evaluate(PREPARE_CLICK[game])
        if target is None:
            break
        took = page.evaluate(TIMED_CLICK, [root_selector, target])
        if took is not None:
            board.append(took)
    page.context.close()
    return board


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opens", type=int, default=3, help="cold opens of each page")
    parser.add_argument("--moves", type=int, default=30, help="timed clicks per board")
    parser.add_argument("--no-build", action="store_true", help="measure build/lite/ as it is")
    parser.add_argument("--latency-only", action="store_true", help="click -> redraw only")
    args = parser.parse_args()
    if not (args.no_build or args.latency_only):
        print(f"build, from clean, caches warm: {build():.1f} s")
    disk, count, tgz = sizes()
    print(f"site: {disk / 1e6:.1f} MB in {count} files on disk, {tgz / 1e6:.1f} MB as .tgz")
    with served() as origin, chromium_browser() as browser:
        for name, (path, drawn) in {} if args.latency_only else OPENS.items():
            runs = [cold_open(browser, origin, path, drawn) for _ in range(args.opens)]
            times = [t for t, _ in runs]
            traffic = runs[-1][1]
            print(
                f"{name}: open -> board visible, cold: median {statistics.median(times):.1f} s"
                f" ({', '.join(f'{t:.1f}' for t in times)}); fetched"
                f" {traffic.bytes / 1e6:.1f} MB in {traffic.requests} requests"
            )
        lite = lite_latency(browser, origin, "ark", args.moves)
    _, lab = measure("ark", args.moves)
    lite_ms, lab_ms = statistics.median(lite), statistics.median(lab)
    print(f"Ark board click -> redraw, JupyterLite: median {lite_ms:.1f} ms over {len(lite)}")
    print(f"Ark board click -> redraw, JupyterLab:  median {lab_ms:.1f} ms over {len(lab)}")
    print(f"ratio JupyterLite/JupyterLab: {lite_ms / lab_ms:.2f} (target <= 1.0)")


if __name__ == "__main__":
    main()
