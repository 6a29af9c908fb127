// A page the server drew is on screen before any script runs; the app's script only wakes it up. It starts
// once the page has loaded and its largest content (the first card's image) has been painted, so on a
// phone's connection it never shares the bandwidth with that image (server/pages/page-render.ts). A page
// that never finishes loading (an image that hangs) or is never painted (a background tab) still wakes up
// after a few seconds.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import(entry);
  };
  let painted = false;
  let loaded = document.readyState === 'complete';
  const maybeStart = () => {
    if (painted && loaded) setTimeout(start, 0);
  };
  // A browser without largest-contentful-paint entries (Safari) would never report one: there the script
  // starts at load.
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      painted = true;
      maybeStart();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    painted = true;
  }
  addEventListener(
    'load',
    () => {
      loaded = true;
      maybeStart();
    },
    { once: true },
  );
  maybeStart();
  setTimeout(start, 4000);
})();
