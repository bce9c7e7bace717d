import type { HeardName, OrderCreateFields, SongWishes } from '@storysong/core';
import type { Services } from '../../services.ts';
import type { OrderRecord, SungNameRecord } from './records.ts';

/** The wishes an order is placed with, as it stores them: a field the customer left empty is not stored. */
export function storedWishes(input: OrderCreateFields): Pick<OrderRecord, 'voice' | 'names' | 'mustInclude' | 'avoid'> {
  const names: SungNameRecord[] = (input.names ?? []).map((entry) => ({
    name: entry.name,
    pronunciation: entry.pronunciation ?? null,
    recording: entry.recording ?? null,
  }));
  return {
    ...(input.voice && { voice: input.voice }),
    ...(names.length > 0 && { names }),
    ...(input.mustInclude && { mustInclude: input.mustInclude }),
    ...(input.avoid && { avoid: input.avoid }),
  };
}

/** The names' recordings an order holds, in the order of its names. */
export const nameRecordings = (order: Pick<OrderRecord, 'names'>): string[] =>
  (order.names ?? []).flatMap((entry) => (entry.recording ? [entry.recording] : []));

/** The wishes as a list (and its CSV) shows them: no links to sign. */
export function songWishes(order: OrderRecord): SongWishes {
  return {
    voice: order.voice ?? null,
    names: (order.names ?? []).map(({ name, pronunciation }) => ({ name, pronunciation })),
    mustInclude: order.mustInclude ?? null,
    avoid: order.avoid ?? null,
  };
}

/** The wishes for the order page and the staff drawer: each name's recording as a signed, expiring link. */
export async function heardWishes(services: Services, order: OrderRecord): Promise<SongWishes<HeardName>> {
  const names = await Promise.all(
    (order.names ?? []).map(async ({ name, pronunciation, recording }) => ({
      name,
      pronunciation,
      recordingUrl: recording ? await services.files.signDownload('voice-notes', recording) : null,
    })),
  );
  return { ...songWishes(order), names };
}
