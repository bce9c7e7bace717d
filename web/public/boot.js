// Starts the app on a prerendered page once that page has painted (see web/vite-prerender.ts).
// The page is readable without JavaScript, so the app's scripts wait instead of competing with
// the HTML and stylesheet for a slow connection. The entry and its imports are named on the tag.
(() => {
  const tag = document.currentScript;
  const start = () => {
    for (const href of tag.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry;
    document.head.append(script);
  };
  // A frame callback runs when the page is about to paint; the timeout lands just after it.
  // Hidden tabs get no frames, so they start at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
