import { SITE_NAME } from '@storysong/core';
import { HttpError } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';
import { decodedSegment, type PageRequest, type PageResolver } from '../../site/page-routes.ts';
import { orderForToken, orderStatusView, STATUS_LIMIT } from './orders.ts';
import { orderForShareId, SONG_LIMIT, songShareView } from './songs.ts';

const SONG_PATH = /^\/songs\/([^/]+)\/?$/;
const ORDER_PATH = /^\/orders\/([^/]+)\/?$/;

/**
 * These pages read what the API's song and order routes read, so they count against the same
 * limits; past a limit the page goes out without its data and the app asks (and is told to wait).
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
    ...(view.coverUrl && { image: view.coverUrl }),
  };
  const data = (await withinLimit(services, request, SONG_LIMIT)) ? { song: { shareId, view } } : undefined;
  return { meta, personal: true, ...(data && { data }) };
};

/** /orders/{token}?order={id}: the customer's private page, never indexed nor cached, rendered with the order its link opens. */
export const orderPage: PageResolver = async (request, services) => {
  const segment = ORDER_PATH.exec(request.path)?.[1];
  if (segment === undefined) return null;
  const meta = { title: 'Your order', description: 'Your order', path: null, noindex: true };
  const token = decodedSegment(segment);
  const orderId = request.query.get('order');
  if (!token || !orderId || !(await withinLimit(services, request, STATUS_LIMIT))) return { meta, personal: true };
  try {
    const order = await orderForToken(services, orderId, token);
    return { meta, personal: true, data: { order: { token, view: await orderStatusView(services, order.id, order.data) } } };
  } catch (error) {
    // A wrong link is the app's to explain, in the visitor's language, as it does for the API's answer.
    if (error instanceof HttpError && error.status === 404) return { meta, personal: true };
    throw error;
  }
};
