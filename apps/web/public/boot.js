/* global document, window */
/* Starts a server-rendered page's app after its first paint (docs/decisions/1104). The page is already on screen
   from the HTML; asking for the code only now leaves a slow connection's first bytes to the CSS and the largest image.
   data-modules lists the entry first, then the modules it and the page's route import, fetched side by side. */
(function () {
  var script = document.currentScript;
  var files = ((script && script.getAttribute('data-modules')) || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || files.length === 0) return;
    started = true;
    for (var i = 1; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = files[0];
    document.head.appendChild(entry);
  }
  // Once the page has painted its content. A browser without paint timing, or a tab opened in the background (which
  // paints nothing), starts at the load event.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  window.addEventListener('load', start);
})();
