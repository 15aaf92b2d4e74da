// A score sheet's totals where the sheet leaves something out until the end (Ark's face-down
// pets, Ark Nova's secret Final Scoring cards): Python sends what, per player, in `uncounted`.

// A player's total as the table shows it ("96 + ?"), and the tooltip that says what "?" is.
function sheetTotal(sheet, player) {
  const hidden = (sheet.uncounted || {})[player];
  const text = String(sheet.totals[player] ?? 0) + (hidden ? " + ?" : "");
  return { text, title: hidden ? `not counted: ${hidden}` : null };
}

// What "+ ?" stands for, said under the table ("" when nothing is left out): the tooltip alone
// went unread.
function sheetUncountedWords(sheet) {
  const hidden = Object.entries(sheet.uncounted || {});
  if (!hidden.length) return "";
  const told = hidden.map(([player, what]) => `${player}: ${what}`).join("; ");
  return `+ ? is not counted until the end (${told}).`;
}

// A player's total as a table cell, starred and given the board's winner class when they won
// ("" when they did not).
function sheetTotalCell(sheet, player, winnerClass) {
  const { text, title } = sheetTotal(sheet, player);
  return domElement("td", { class: winnerClass, title }, text, winnerClass ? " ★" : "");
}
