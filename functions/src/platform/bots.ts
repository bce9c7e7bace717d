/**
 * Crawlers, link previews and scripts announce themselves in the User-Agent; a visit from one is not
 * a person following a link. Deliberately coarse: it only keeps the obvious ones out of counts.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|whatsapp|telegram|skypeuripreview|embedly|preview|curl\/|wget\/|python-requests|httpclient|go-http-client|okhttp|java\/|node-fetch|undici|axios|headless/i;

export function isLikelyBot(userAgent: string | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
