import { SITE_NAME } from '@storysong/core';
import type { Services } from '../../services.ts';
import { decodedSegment, type PageRequest, type PageResolver } from '../../site/page-routes.ts';
import { orderForShareId, SONG_LIMIT, songShareView } from './songs.ts';

const SONG_PATH = /^\/songs\/([^/]+)\/?$/;
/** An order's page; /orders/find is the public form that emails a customer their links. */
const ORDER_PATH = /^\/orders\/(?!find\/?$)[^/]+\/?$/;

/**
 * The gift page reads what the API's song route reads, so it counts against the same limit; past
 * it the page goes out without its data and the app asks (and is told to wait).
 */
const withinLimit = async (services: Services, request: PageRequest, limit: typeof SONG_LIMIT) =>
  (await services.rateLimiter.hit(limit, request.clientAddress)).allowed;

/**
 * /songs/{shareId}: the gift page rendered with its song, noindex, with a link preview of the
 * song's title and cover (the site's own card image without a photo). A revoked or unknown id is a
 * 404 with the not-found page.
 */
export const songPage: PageResolver = async (request, services) => {
  const segment = SONG_PATH.exec(request.path)?.[1];
  if (segment === undefined) return null;
  const shareId = decodedSegment(segment);
  if (shareId === null) return { notFound: true };
  const order = await orderForShareId(services, shareId);
  const view = order && (await songShareView(services, order.data));
  if (!view) return { notFound: true };
  const meta = {
    title: view.title ?? view.productName,
    description: `A song written by ${SITE_NAME} from a personal story.`,
    path: request.path,
    noindex: true,
    // The photo previews the link only with the customer's consent: a shared link shows its preview to anyone.
    ...(view.coverUrl && order?.data.consent?.photoAsPreview && { image: view.coverUrl }),
  };
  const data = (await withinLimit(services, request, SONG_LIMIT)) ? { song: { shareId, view } } : undefined;
  return { meta, personal: true, ...(data && { data }) };
};

/**
 * /orders/{id}: the customer's private page, never indexed nor cached. Its secret link is in the
 * fragment, which the server never sees, so the page goes out without its order and the app reads
 * it. So does a link from an earlier email, /orders/{token}?order={id}, which the app rewrites.
 */
export const orderPage: PageResolver = async (request) => {
  if (!ORDER_PATH.test(request.path)) return null;
  return { meta: { title: 'Your order', description: 'Your order', path: null, noindex: true }, personal: true };
};
