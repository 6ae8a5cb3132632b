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
  // Once the page has painted its content. The load event can come first (a page whose few resources all arrived
  // before Chrome drew its first frame): starting there would put the code back before the first paint. So load
  // starts the app only where no paint will be reported: no paint timing, or a tab opened in the background (which
  // paints nothing); and, as a safety net, 3 s after load.
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var paints = types && types.indexOf('paint') >= 0;
  if (paints) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  window.addEventListener('load', function () {
    if (!paints || document.visibilityState === 'hidden') start();
    else setTimeout(start, 3000);
  });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
})();
