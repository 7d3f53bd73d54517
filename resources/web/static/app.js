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
