// Live pages: when the event changes, the server sends this page's new main part ("live": its version on the
// first line, the part after it) and it is swapped in; for a page it does not send ("change": only the version),
// the part is fetched.
(function () {
  "use strict";
  var main = document.getElementById("live");
  if (!main || !window.EventSource || !window.fetch) { return; }
  var busy = false, again = false, pushes = 0;
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    var url = location.pathname + "?fragment=1", before = pushes;
    fetch(url, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) {
        if (!r.ok) { return null; }
        var version = r.headers.get("x-version");
        return r.text().then(function (html) { return { html: html, version: version }; });
      })
      .then(function (got) {
        if (got && pushes === before) {  // a part the server sent meanwhile is newer: keep it
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
  stream.addEventListener("live", function (e) {
    var cut = e.data.indexOf("\n");
    var version = cut < 0 ? e.data : e.data.slice(0, cut);
    if (version === main.getAttribute("data-version")) { return; }
    pushes += 1;
    again = false;
    main.innerHTML = cut < 0 ? "" : e.data.slice(cut + 1);
    main.setAttribute("data-version", version);
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
