// The projector size of a classroom page (issue 20). A classroom page's board opens at its
// projector size (the A+ size) unless the teacher chose otherwise on this browser: the choice is
// kept in localStorage, so New game (a new board) and the next visit open at that size. The
// page's own text, controls and seat menus follow the board: the class `arkbook-projector` on
// <html> (styled in projector.css), which only a classroom board sets. A board in a lesson
// notebook keeps its A+ to itself, for that board only.

const PROJECTOR_KEY = "arkbook.classroom.projector";

// The size a board opens at: true (projector) on a classroom page unless turned off here.
function projectorStart(model) {
  if (!model.get("_classroom")) return false;
  const stored = projectorStored();
  const on = stored === null ? true : stored;
  projectorPage(on);
  return on;
}

// The teacher pressed A+ or A− on a classroom board: keep it for the next game and visit.
function projectorChoose(model, on) {
  if (!model.get("_classroom")) return;
  try {
    localStorage.setItem(PROJECTOR_KEY, on ? "on" : "off");
  } catch {
    // Storage refused (a private window's quota): the size holds for this page only.
  }
  projectorPage(on);
}

function projectorStored() {
  try {
    const value = localStorage.getItem(PROJECTOR_KEY);
    return value === null ? null : value === "on";
  } catch {
    return null;
  }
}

function projectorPage(on) {
  document.documentElement.classList.toggle("arkbook-projector", on);
}

// The A+ / A− button of a board's header. `ui.big` is the board's size; pressing the button
// changes it, keeps the choice (on a classroom page) and redraws. `on` is the attribute the
// board acts on ("onclick", or "onpress" on a board that redraws while it is pressed).
function projectorButton(model, ui, className, on = "onclick") {
  const toggle = () => {
    ui.big = !ui.big;
    projectorChoose(model, ui.big);
    ui.redraw();
  };
  const attrs = {
    class: className,
    "aria-pressed": ui.big ? "true" : "false",
    title: ui.big ? "Normal size" : "Bigger board, for a projector",
    [on]: toggle,
  };
  return domElement("button", attrs, ui.big ? "A−" : "A+");
}
