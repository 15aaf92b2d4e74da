// Download and Open, on every board (issue 20): a class saves its game and resumes it next
// lesson. This part only carries files: Download asks Python for the save and hands the text it
// sends back to the browser as a file; Open sends a chosen file's text to Python, which checks
// it with arkbook.load and either plays on from it or says on the board why not (the game on the
// board is kept). See arkbook/boards/saves.py.

// The two buttons and their file picker, for a board's header; call once per rendered board.
function saveButtons(model) {
  const picker = document.createElement("input");
  picker.type = "file";
  picker.accept = ".json,application/json";
  picker.className = "arkbook-save-picker";
  picker.tabIndex = -1;
  picker.setAttribute("aria-hidden", "true");
  picker.addEventListener("change", () => saveSendFile(model, picker));
  // Each view asks with its own id and keeps only its answer (a board shown twice on a page
  // downloads once).
  const id = `save-${Math.random().toString(36).slice(2)}`;
  const download = saveButton("⤓ Download", "Save this game to a file, to open it again later", () =>
    model.send({ type: "save", id }),
  );
  download.dataset.save = "download";
  const open = saveButton("⤒ Open", "Open a saved game from a file", () => picker.click());
  open.dataset.save = "open";
  const bar = document.createElement("span");
  bar.className = "arkbook-saves";
  bar.append(download, open, picker);
  model.on("msg:custom", (msg) => saveDownload(msg, id));
  return bar;
}

function saveButton(label, title, onclick) {
  const button = document.createElement("button");
  button.type = "button";
  button.textContent = label;
  button.title = title;
  button.addEventListener("click", onclick);
  return button;
}

// A chosen file's text, cut at the board's read limit (a longer file arrives too long, and
// Python refuses it without the page reading it whole).
async function saveSendFile(model, picker) {
  const file = picker.files && picker.files[0];
  picker.value = "";
  if (!file) return;
  const text = await file.slice(0, model.get("_save_read_limit")).text();
  model.send({ type: "open", text });
}

// Python's answer to Download: the save as a file the browser keeps.
function saveDownload(msg, id) {
  if (!msg || msg.type !== "save" || msg.id !== id) return;
  const url = URL.createObjectURL(new Blob([msg.text], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = msg.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
