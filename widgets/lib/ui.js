// What a board's drawing keeps between redraws besides its nodes: how to talk to Python, the
// header's Download and Open (lib/saves.js), the projector size (lib/projector.js), the last
// answer shown (lib/banner.js), and its parts (lib/dom.js's domParts, built with this object as
// their context). `own` adds the board's own state; the board sets `ui.redraw`.
function boardUi(model, root, own) {
  const send = (msg) => model.send({ ...msg, version: model.get("_version") });
  const ui = {
    model,
    root,
    send,
    // A click proposes a move as text, the version it was drawn from with it.
    propose: (text) => send({ type: "move", text }),
    saves: saveButtons(model),
    big: projectorStart(model),
    shown: { seq: 0 },
    redraw: () => {},
    ...own,
  };
  ui.parts = domParts(ui);
  return ui;
}
