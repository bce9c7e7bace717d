// Starts the app on a rendered page once that page has painted its first content (see
// web/src/documentRenderer.tsx). The page is readable without JavaScript, so the app's scripts wait
// instead of competing with the HTML and stylesheet for a slow connection. The tag names the entry,
// its imports and the page's own chunks.
(() => {
  // Until the app has taken the page over, a tap on one of its controls would do nothing: it is
  // held (its default action too, or a checkbox would tick with no app to know) and replayed by
  // the app once it has (web/src/app/heldClicks.ts). Links need no app and are left alone.
  const held = [];
  const hold = (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest('button, [role="button"], label, input[type="checkbox"], input[type="radio"]')
        : null;
    if (!control || control.closest('a[href]') || !control.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  document.addEventListener('click', hold, true);
  window.__storysongHeldClicks = () => {
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };

  const tag = document.currentScript;
  const list = (value) => (value ?? '').split(' ').filter(Boolean);
  const element = (name, attributes) => () => document.head.append(Object.assign(document.createElement(name), attributes));
  const preload = (href) => element('link', { rel: 'modulepreload', crossOrigin: '', href });
  const requests = [
    ...list(tag.dataset.preload).map(preload),
    element('script', { type: 'module', crossOrigin: '', src: tag.dataset.entry }),
    ...list(tag.dataset.page).map(preload),
  ];
  // Starting a request costs the main thread one to four milliseconds, up to 15 ms at 4× CPU, and
  // up to 13 ms at full speed in Lighthouse's traces (it watches every request): a page's ten to
  // fifty go one per task, so none makes a task Lighthouse counts as long (two per task made tasks
  // of 17–22 ms there, 70–88 ms on the phone it stands for). A message rather than a timer moves
  // on to the next: a timer set from a timer is held back 4 ms from the fifth on.
  const next = new MessageChannel();
  /** How long the app waits for the first paint before it starts anyway. */
  const PAINT_WAIT_MS = 3000;
  const start = () => {
    requests.shift()?.();
    if (requests.length > 0) next.port2.postMessage(null);
  };
  next.port1.onmessage = start;
  // The requests start once the page's first content has painted, not merely once a frame was
  // drawn: a request begun before the paint is presented competes with it, and Lighthouse's
  // estimate of the largest paint counts every request begun before it (decision 048).
  // A browser without paint timing starts after a frame, as does a page that has not painted within
  // PAINT_WAIT_MS.
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  // A frame callback runs when the page is about to draw; the timeout lands just after it.
  const startAfterAFrame = () => requestAnimationFrame(() => setTimeout(startOnce, 0));
  // Hidden tabs get no frames and paint nothing: they start at once, or as soon as they are hidden.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && startOnce());
  if (document.visibilityState === 'hidden') startOnce();
  else if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startOnce();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startAfterAFrame, PAINT_WAIT_MS);
  } else startAfterAFrame();
})();
