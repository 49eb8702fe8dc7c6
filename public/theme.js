// The visitor's theme, applied before the first paint (this file is loaded without defer, in the head; the CSP
// forbids inline scripts). Three states: no data-theme follows the device's setting, live, through CSS alone;
// data-theme="light" or "dark" pins one. The header's toggle (any [data-theme-toggle] button) cycles them from the
// first paint, before the app hydrates, and the choice is kept in localStorage (following the device stores nothing).
(function () {
  var key = "theme";
  var root = document.documentElement;
  var next = { system: "light", light: "dark", dark: "system" };
  try {
    var saved = localStorage.getItem(key);
    if (saved === "light" || saved === "dark") root.setAttribute("data-theme", saved);
  } catch {
    // Storage may be blocked (private modes, strict settings): the device's setting applies.
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    var toggle = target && target.closest ? target.closest("[data-theme-toggle]") : null;
    if (!toggle) return;
    var choice = next[root.getAttribute("data-theme") || "system"] || "system";
    try {
      if (choice === "system") localStorage.removeItem(key);
      else localStorage.setItem(key, choice);
    } catch {
      // Not remembered, but applied for this page.
    }
    if (choice === "system") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", choice);
  });
})();
