// The visitor's theme, applied before the first paint (this file is loaded without defer, in the head; the CSP
// forbids inline scripts). Without a remembered choice the page follows the system setting through CSS alone.
// The header's toggle (any [data-theme-toggle] button) works from the first paint, before the app hydrates.
(function () {
  var key = "theme";
  var root = document.documentElement;
  try {
    var saved = localStorage.getItem(key);
    if (saved === "light" || saved === "dark") root.setAttribute("data-theme", saved);
  } catch {
    // Storage may be blocked (private modes, strict settings): the system setting applies.
  }
  document.addEventListener("click", function (event) {
    var target = event.target;
    var toggle = target && target.closest ? target.closest("[data-theme-toggle]") : null;
    if (!toggle) return;
    var current = root.getAttribute("data-theme");
    if (!current) current = window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
    var next = current === "dark" ? "light" : "dark";
    root.setAttribute("data-theme", next);
    try {
      localStorage.setItem(key, next);
    } catch {
      // Not remembered, but applied for this page.
    }
  });
})();
