// Until React's root exists, a tap on a control of a rendered page would do nothing: the tap is
// held (its default action too, or a checkbox would tick with no app to know), the control shown
// busy at once, and the app replays it once the page has hydrated (src/app/heldTaps.ts). Links need
// no app and are left alone. Loaded first, at a high priority, beside the app's modules, and run as
// soon as it arrives; the page's first paint waits for it (blocking="render"), so no tap comes
// before the hold (decision 064).
(() => {
  // The app has started already (null) or this ran twice: nothing to hold.
  if (window.__storysongHeldTaps !== undefined) return;
  const held = [];
  const hold = (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest('button, [role="button"], label, input[type="checkbox"], input[type="radio"]')
        : null;
    if (!control || control.closest('a[href]') || !control.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    control.setAttribute('aria-busy', 'true');
    control.toggleAttribute('data-held', true);
    held.push(control);
  };
  document.addEventListener('click', hold, true);
  window.__storysongHeldTaps = () => {
    document.removeEventListener('click', hold, true);
    return held.splice(0);
  };
})();
