// A board's front end as the browser gets it, for node's unit tests of its pure functions.
//
// arkbook.boards.base.front_end joins widgets/lib/*.js (in name order) in front of the board's
// own file into the one module anywidget loads; the files export nothing else, so this joins
// them the same way, leaves out the closing `export default { render }`, and runs the result in
// a strict function of its own (as a module is strict and has its own scope) that hands back
// the top-level functions a test names. Nothing of the DOM is there: only what a function needs
// when it is called (a test passes its own stand-ins).
import { readFileSync, readdirSync } from "node:fs";

const WIDGETS = new URL("../../widgets/", import.meta.url);

export function frontEnd(boardFile, names) {
  const lib = readdirSync(new URL("lib/", WIDGETS))
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map((name) => `lib/${name}`);
  const source = [...lib, boardFile].map((file) => readFileSync(new URL(file, WIDGETS), "utf8")).join("\n");
  const script = source.replace(/^export default \{ render \};\s*$/m, "");
  if (script === source) throw new Error(`${boardFile} does not end in export default { render }`);
  return new Function(`"use strict";\n${script}\nreturn { ${names.join(", ")} };`)();
}
