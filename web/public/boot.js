// Starts the app on a rendered page once that page has painted (see web/src/documentRenderer.tsx). The
// page is readable without JavaScript, so the app's scripts wait instead of competing with the
// HTML and stylesheet for a slow connection. The tag names the entry, its imports and the page's
// own chunks.
(() => {
  const tag = document.currentScript;
  const list = (value) => (value ?? '').split(' ').filter(Boolean);
  const element = (name, attributes) => () => document.head.append(Object.assign(document.createElement(name), attributes));
  const preload = (href) => element('link', { rel: 'modulepreload', crossOrigin: '', href });
  const requests = [
    ...list(tag.dataset.preload).map(preload),
    element('script', { type: 'module', crossOrigin: '', src: tag.dataset.entry }),
    ...list(tag.dataset.page).map(preload),
  ];
  // Starting a request costs the main thread one to four milliseconds (Lighthouse's traces): a
  // page's few dozen go three per task, which keeps each task under 50 ms on a 4× slower phone.
  const BATCH = 3;
  const start = () => {
    for (const request of requests.splice(0, BATCH)) request();
    if (requests.length > 0) setTimeout(start, 0);
  };
  // A frame callback runs when the page is about to paint; the timeout lands just after it.
  // Hidden tabs get no frames, so they start at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
