// The banner that answers a click (what it did, or the rule that forbids it and the rulebook's
// sentence). Its box and colours are lib/banner.css's (the `arkbook-` classes); the board's own
// classes (`prefix`: `ak`, `ao`) style the rest, and are what its tests find.
//
// Its slot is always there, at one height: a refusal appearing never moves what is under the
// pointer (a long message scrolls inside it). A new answer (a new `seq`) flashes once. Before
// anything was answered the slot shows `waiting` (Python's words for what to do now), if the
// board gives it, rather than an empty band.
function bannerPart(parts, message, prefix, iconClass, shown, waiting = "") {
  const p = prefix;
  if (!message.text) {
    const quiet = { class: `${p}-quiet arkbook-quiet`, "aria-hidden": waiting ? null : "true" };
    return parts.memo("banner:none", [waiting], () => domElement("div", quiet, waiting || null));
  }
  return parts.memo("banner", message, () => {
    const node = domElement(
      "div",
      {
        class: `${p}-message ${p}-${message.kind} arkbook-message arkbook-${message.kind}`,
        role: message.kind === "error" ? "alert" : "status",
        "data-rule": message.rule || "",
        title: message.rule || "",
        "data-seq": String(message.seq ?? ""),
      },
      domElement("span", { class: iconClass }, message.kind === "error" ? "✗" : "ℹ"),
      domElement(
        "div",
        { class: `${p}-message-body arkbook-message-body` },
        message.rule && message.rule_in_text !== false ? domElement("code", {}, message.rule) : null,
        message.rule && message.rule_in_text !== false ? " " : null,
        domElement("span", { class: `${p}-message-text` }, message.text),
        message.quote ? domElement("blockquote", {}, `“${message.quote}”`) : null,
      ),
    );
    if (message.seq !== shown.seq) {
      node.classList.add(`${p}-flash`);
      shown.seq = message.seq;
    }
    return node;
  });
}
