// Live pages: when the server says the event changed, fetch this page's main part and swap it in.
(function () {
  "use strict";
  var main = document.getElementById("live");
  if (!main || !window.EventSource || !window.fetch) { return; }
  var busy = false, again = false;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    var url = location.pathname + "?fragment=1";
    fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) {
        if (!r.ok) { return null; }
        var version = r.headers.get("x-version");
        return r.text().then(function (html) { return { html: html, version: version }; });
      })
      .then(function (got) {
        if (got) {
          main.innerHTML = got.html;
          if (got.version) { main.setAttribute("data-version", got.version); }
        }
      })
      .catch(function () { /* the stream reconnects and asks again */ })
      .then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
  }
  var stream = new EventSource(main.getAttribute("data-events"));
  stream.addEventListener("change", function (e) {
    if (e.data !== main.getAttribute("data-version")) { refresh(); }
  });
})();
// The TV view of a tournament: one page of the bracket or table at a time, turned every 12 seconds
// (kept across the live updates, which swap the whole main part in).
(function () {
  "use strict";
  var main = document.getElementById("live");
  if (!main || !document.body.classList.contains("screen")) { return; }
  var index = 0;
  function show() {
    var pages = main.querySelectorAll(".screen-page");
    if (!pages.length) { return; }
    index %= pages.length;
    for (var i = 0; i < pages.length; i++) { pages[i].classList.toggle("shown", i === index); }
  }
  window.setInterval(function () { index += 1; show(); }, 12000);
  if (window.MutationObserver) { new MutationObserver(show).observe(main, { childList: true }); }
})();
