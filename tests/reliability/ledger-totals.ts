/**
 * Whether what affiliates are shown equals what their commission ledger adds up to: the staff
 * list's figures for every affiliate, and an affiliate's own dashboard (its figures and its payouts
 * summary), against the sums of the `commission_ledger` entries recomputed from scratch.
 */

import { generate } from 'otplib';
import {
  type AffiliatePayouts,
  type AffiliateView,
  EMPTY_LEDGER,
  earnedPence,
  type LedgerTotals,
  STAFF_SESSION_HEADER,
  type StaffSessionIssued,
  sumLedger,
} from '../../core/src/index.ts';
import { COMMISSION_LEDGER, type LedgerEntryRecord } from '../../functions/src/features/affiliates/ledger.ts';
import type { DocumentStore } from '../../functions/src/ports/documents/port.ts';
import { signIn } from '../../functions/src/testing/harness.ts';

export interface ShownTotals {
  /** The staff Affiliates page's figures, one per affiliate. */
  staff: AffiliateView[];
  /** Affiliates' own dashboards, by affiliate id: their figures and payouts summary. */
  own: Map<string, { me: AffiliateView; payouts: AffiliatePayouts }>;
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * What a staff route wants: the ID token, and a staff session opened with the authenticator's
 * code. A build from before the second factor has no such route (404) and wants the token alone.
 */
async function staffHeaders(base: string, token: string, totpSecret: string): Promise<Record<string, string>> {
  const opened = await fetch(`${base}/api/admin/factor/session`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ code: await generate({ secret: totpSecret }) }),
  });
  if (opened.status === 404) return bearer(token);
  if (!opened.ok) throw new Error(`POST ${base}/api/admin/factor/session answered ${opened.status}`);
  const { sessionId } = (await opened.json()) as StaffSessionIssued;
  return { ...bearer(token), [STAFF_SESSION_HEADER]: sessionId };
}

/** What the dashboards show, read through the API as the browser reads it. */
export async function shownTotals(
  base: string,
  emulatorUrl: string,
  staff: { email: string; password: string; totpSecret: string },
  affiliates: readonly { email: string; password: string }[],
): Promise<ShownTotals> {
  const staffToken = await signIn(emulatorUrl, staff.email, staff.password);
  const own = new Map<string, { me: AffiliateView; payouts: AffiliatePayouts }>();
  for (const affiliate of affiliates) {
    const token = await signIn(emulatorUrl, affiliate.email, affiliate.password);
    const me = await getJson<AffiliateView>(`${base}/api/affiliates/me`, bearer(token));
    own.set(me.id, { me, payouts: await getJson<AffiliatePayouts>(`${base}/api/affiliates/me/payouts`, bearer(token)) });
  }
  const headers = await staffHeaders(base, staffToken, staff.totpSecret);
  return { staff: await getJson<AffiliateView[]>(`${base}/api/admin/affiliates`, headers), own };
}

/** Every affiliate's ledger entries summed afresh, by affiliate id. */
export async function ledgerSums(store: Pick<DocumentStore, 'query'>): Promise<Map<string, LedgerTotals>> {
  const entries = await store.query<LedgerEntryRecord>(COMMISSION_LEDGER);
  const byAffiliate = new Map<string, LedgerTotals[]>();
  for (const { data } of entries) byAffiliate.set(data.affiliateId, [...(byAffiliate.get(data.affiliateId) ?? []), data]);
  return new Map([...byAffiliate].map(([affiliateId, list]) => [affiliateId, sumLedger(list)]));
}

/** Each figure shown that differs from the ledger's sum, as a line to print; none when all agree. */
export function ledgerMismatches(shown: ShownTotals, sums: ReadonlyMap<string, LedgerTotals>): string[] {
  const problems: string[] = [];
  const expectEqual = (where: string, figure: string, shownValue: number, ledgerValue: number) => {
    if (shownValue !== ledgerValue) problems.push(`${where}: ${figure} shown ${shownValue}, ledger sums to ${ledgerValue}`);
  };
  const compareView = (where: string, view: AffiliateView, ledger: LedgerTotals) => {
    expectEqual(where, 'pending', view.pendingPence, ledger.pendingPence);
    // The dashboard counts what a batch has taken but not yet paid as still due.
    expectEqual(where, 'due', view.duePence, ledger.duePence + ledger.inPayoutPence);
    expectEqual(where, 'paid', view.paidPence, ledger.paidPence);
    expectEqual(where, 'earnings', view.earningsTotalPence, earnedPence(ledger));
  };
  for (const view of shown.staff) compareView(`staff list, ${view.email}`, view, sums.get(view.id) ?? EMPTY_LEDGER);
  for (const [affiliateId, { me, payouts }] of shown.own) {
    const ledger = sums.get(affiliateId) ?? EMPTY_LEDGER;
    compareView(`own dashboard, ${me.email}`, me, ledger);
    for (const bucket of Object.keys(EMPTY_LEDGER) as (keyof LedgerTotals)[])
      expectEqual(`own payouts, ${me.email}`, bucket, payouts[bucket], ledger[bucket]);
  }
  const listed = new Set(shown.staff.map((view) => view.id));
  for (const affiliateId of sums.keys())
    if (!listed.has(affiliateId)) problems.push(`ledger has entries for ${affiliateId}, who is not on the staff list`);
  return problems;
}
