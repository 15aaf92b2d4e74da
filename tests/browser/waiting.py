"""Waiting for what a browser test checks, never for a fixed time.

A board redraws when a message from the kernel arrives, and on a busy machine that can take
seconds: a test that reads the page at once reads the board before the redraw. Each board's root
carries ``data-version``, the version of the snapshot it was last drawn from (Python bumps it
with every change and sends it with the change), so "the board was redrawn" is "its version
went up". Everything else is Playwright's ``expect``, which retries until it holds.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

#: A click's answer from the kernel, on a busy machine.
REDRAW_MS = 30_000
#: Any board's message box (Ark, Ark Nova, Ark of Animals).
MESSAGES = ".ak-message, .an-message, .ao-message"
#: Two animation frames: after them the browser has laid out and painted the last redraw (and
#: run the ResizeObserver callbacks that layout triggered).
TWO_FRAMES = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def version(board: Any) -> int:
    """The version of the snapshot ``board`` (its root's locator) was last drawn from; waits
    until it has drawn one."""
    expect(board, "the board draws its first snapshot").to_have_attribute(
        "data-version", re.compile(r"^\d+$")
    )
    return int(board.get_attribute("data-version"))


def wait_for_redraw(board: Any, before: int, after: str, timeout: int = REDRAW_MS) -> None:
    """Wait until ``board`` is drawn from a snapshot newer than version ``before``; a failure
    says what was waited for, after what, and what the board shows instead."""
    try:
        board.page.wait_for_function(
            "([el, v]) => Number(el.dataset.version) > v",
            arg=[board.element_handle(), before],
            timeout=timeout,
        )
    except PlaywrightTimeout:
        shown = board.locator(MESSAGES).all_inner_texts()
        raise AssertionError(
            f"the board was not redrawn within {timeout / 1000:g} s after {after}: still "
            f"version {board.get_attribute('data-version')} (was {before}); message: {shown}"
        ) from None


def click_and_redraw(board: Any, target: Any, timeout: int = REDRAW_MS) -> None:
    """Click ``target`` and wait for ``board`` to be redrawn from a newer snapshot."""
    before = version(board)
    target.click()
    wait_for_redraw(board, before, f"clicking {target}", timeout)


def press_and_redraw(board: Any, target: Any, timeout: int = REDRAW_MS) -> None:
    """Activate the button ``target`` from the keyboard (focus, then Enter) and wait for
    ``board`` to be redrawn from a newer snapshot.

    For a page whose layout may still move when the test acts: a mouse click is a press and a
    release at one point, and content that moves between the two sends the release to another
    element, so no click happens (measured on Voilà's 07-play page: a walkthrough above the board
    grew by 245 px between the press and the release). Enter goes to the focused button wherever
    it has moved.
    """
    before = version(board)
    target.press("Enter")
    wait_for_redraw(board, before, f"pressing Enter on {target}", timeout)


def expect_at_least(items: Any, n: int, what: str) -> None:
    """Wait until the locator ``items`` matches ``n`` elements or more (``what`` names them)."""
    expect(items.nth(n - 1), f"at least {n} {what}").to_be_attached()


def settle(page: Any) -> None:
    """Wait two animation frames, so a measurement sees the last redraw laid out."""
    page.evaluate(TWO_FRAMES)


def wait_for_board(page: Any, selector: str, condition: str, timeout: int = REDRAW_MS) -> None:
    """Wait until ``condition`` (JavaScript about ``b``, the first board matching ``selector``)
    holds; a failure names the condition."""
    try:
        page.wait_for_function(
            f"sel => {{ const b = document.querySelector(sel); return !!b && ({condition}); }}",
            arg=selector,
            timeout=timeout,
        )
    except PlaywrightTimeout:
        raise AssertionError(
            f"waited {timeout / 1000:g} s for the board {selector} to show: {condition}"
        ) from None
