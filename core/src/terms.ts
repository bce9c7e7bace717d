/**
 * The terms' figures (spec, section "Terms"), once: the terms page words them, the assistant quotes
 * them. Nothing here is computed; changing a figure changes what the shop promises.
 */
export const TERMS = {
  /**
   * The terms in force, named by the day they took effect: each order keeps the version its customer
   * accepted. A new version of the terms page changes this with it.
   */
  version: '2025-02-28',
  /** Of a song's commercial or streaming revenue, the customer's share; the company keeps the rest. */
  customerRevenuePercent: 60,
  companyRevenuePercent: 40,
  /** Disputes about a payment or the song, counted from its delivery. */
  disputeDaysAfterDelivery: 7,
  /** The service is not for anyone younger. */
  minimumAge: 16,
} as const;
