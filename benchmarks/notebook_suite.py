"""The notebook suite's cost: nbval time over every notebook, against empty notebooks.

Not a test: it prints numbers. Strict nbval spends most of a short notebook starting a kernel,
so the fair yardstick is the same run over empty notebooks: the ratio

    nbval time of every notebook / (number of notebooks x nbval time of one empty notebook)

says how much the teaching content itself costs (target <= 1.5). Each figure is the median of
``--runs`` runs, each run a single serial pytest process, timed by the wall clock; the empty
notebook is timed in the same run as the suite, alternating, so that a busy machine slows both.

Run: ``.venv/bin/python benchmarks/notebook_suite.py [--runs 3]``
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted(
    p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
)
NBVAL = ["--nbval", "--nbval-current-env", "--nbval-sanitize-with", "tests/nbval_sanitize.cfg"]


def nbval_seconds(paths: list[Path]) -> float:
    """Wall-clock seconds of one strict nbval run over ``paths`` (it must pass)."""
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *NBVAL, *map(str, paths)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    if done.returncode:
        sys.exit(f"nbval failed:\n{done.stdout[-3000:]}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty.ipynb"
        notebook = nbformat.v4.new_notebook()
        notebook.cells = [nbformat.v4.new_code_cell("")]
        nbformat.write(notebook, empty)
        suite, blank = [], []
        for _ in range(args.runs):
            suite.append(nbval_seconds(NOTEBOOKS))
            blank.append(nbval_seconds([empty]))
    suite_s, blank_s = statistics.median(suite), statistics.median(blank)
    ratio = suite_s / (len(NOTEBOOKS) * blank_s)
    print(f"notebooks: {len(NOTEBOOKS)}")
    print(f"nbval over all notebooks: median {suite_s:.1f} s of {args.runs} runs")
    print(f"nbval over one empty notebook: median {blank_s:.2f} s")
    print(f"ratio: {ratio:.2f} (target <= 1.5)")


if __name__ == "__main__":
    main()
