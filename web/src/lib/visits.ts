// Named when only the install offer counted visits; kept so visitors' counts carry over.
const VISITS_KEY = 'install.visits';
const VISIT_COUNTED_KEY = 'install.visitCounted';

let thisVisit: number | undefined;

/**
 * Which visit to the site this is on this device, 1 for the first: a visit is a tab's session,
 * counted once however many pages it opens. 1 where the browser keeps no storage (private modes).
 */
export function visitNumber(): number {
  if (thisVisit !== undefined) return thisVisit;
  try {
    let visits = Number(window.localStorage.getItem(VISITS_KEY)) || 0;
    if (!window.sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      visits += 1;
      window.localStorage.setItem(VISITS_KEY, String(visits));
      window.sessionStorage.setItem(VISIT_COUNTED_KEY, 'true');
    }
    thisVisit = Math.max(visits, 1);
  } catch {
    thisVisit = 1;
  }
  return thisVisit;
}
