/* global document, window */
/* A Hindi page's first visit (issue 23, decision 2300): the page is drawn in the phone's own Devanagari font, and
   only once it has loaded and the connection is idle is the self-hosted face fetched into the browser's cache. The
   `deva` cookie then tells the server that the next pages can use it: they name it in their HTML (preload, and
   data-deva on <html>, which puts it in the font stack), so it never costs a first page's time or moves a page. */
(function () {
  var script = document.currentScript;
  var href = script && script.getAttribute('data-font');
  if (!href) return;
  function fetchFont() {
    fetch(href, { credentials: 'same-origin' })
      .then(function (res) {
        if (!res.ok) return;
        return res.arrayBuffer().then(function () {
          document.cookie = 'deva=1; max-age=31536000; path=/; samesite=lax';
        });
      })
      .catch(function () {
        // Offline or refused: the next page tries again.
      });
  }
  function later() {
    if (window.requestIdleCallback) window.requestIdleCallback(fetchFont, { timeout: 5000 });
    else window.setTimeout(fetchFont, 0);
  }
  if (document.readyState === 'complete') window.setTimeout(later, 1000);
  else
    window.addEventListener('load', function () {
      window.setTimeout(later, 1000);
    });
})();
