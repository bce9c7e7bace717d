import { randomBytes } from 'node:crypto';
import {
  type AdminOrderDetail,
  type AdminOrderSummary,
  LIMITS,
  MESSAGES,
  type OrderCreated,
  type ProductionBoard,
} from '@storysong/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, caller } from '../../testing/admin.ts';
import { createTestApi, TEST_BASE_URL, type TestApi } from '../../testing/harness.ts';
import { orderStatus, paidOrder, placeOrder } from '../../testing/orders.ts';
import { uploadVoiceNote } from '../../testing/privacy.ts';
import { eraseOrder, orderArchive } from './erasure.ts';
import { ORDERS, type OrderRecord } from './records.ts';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('what makes the song theirs: the voice, the names and how to say them, what to include and avoid', () => {
  let api: TestApi;
  let staff: Caller;
  beforeAll(async () => {
    api = await createTestApi();
    staff = await caller(api, 'wishes-staff', { admin: true });
  });
  afterAll(() => api.close());

  const address = () => `wishes-${randomBytes(4).toString('hex')}@example.com`;
  const stored = async (orderId: string) => (await api.services.documents.get<OrderRecord>(ORDERS, orderId))?.data;
  const claimedBy = async (fileId: string) => (await api.services.documents.get('uploads', fileId))?.data.claimedBy ?? null;
  const opened = async (url: string | null) => (await api.app.request(new URL(url ?? '', TEST_BASE_URL).href)).text();

  /** An order the route refuses: 400, the fields' messages, no order stored and no upload claimed. */
  async function refused(extra: Record<string, unknown>, uploads: string[] = []): Promise<Record<string, string>> {
    const before = await api.services.documents.count(ORDERS);
    const { status, body } = (await placeOrder(api, extra)) as unknown as { status: number; body: Failure };
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(await api.services.documents.count(ORDERS)).toBe(before);
    for (const upload of uploads) expect(await claimedBy(upload)).toBeNull();
    return body.error.fields ?? {};
  }

  it('keeps every wish as given, claims the name recording, and the order page and staff show them', async () => {
    const recording = await uploadVoiceNote(api, Buffer.from('ID3 Siobhan, said aloud'));
    const order = await paidOrder(api, {
      email: address(),
      voice: 'duet',
      names: [
        { name: ' Siobhan ', pronunciation: 'shiv-AWN', recording },
        { name: 'Nguyen', pronunciation: '' },
      ],
      mustInclude: 'Our line: "harbour mornings"',
      avoid: 'Any mention of the wedding',
    });
    expect(await stored(order.orderId)).toMatchObject({
      voice: 'duet',
      names: [
        { name: 'Siobhan', pronunciation: 'shiv-AWN', recording },
        { name: 'Nguyen', pronunciation: null, recording: null },
      ],
      mustInclude: 'Our line: "harbour mornings"',
      avoid: 'Any mention of the wedding',
    });
    expect(await claimedBy(recording)).toBe(order.orderId);

    const { body: page } = await orderStatus(api, order);
    expect(page.brief).toMatchObject({ voice: 'duet', mustInclude: 'Our line: "harbour mornings"' });
    expect(page.brief.names.map(({ name, pronunciation }) => [name, pronunciation])).toEqual([
      ['Siobhan', 'shiv-AWN'],
      ['Nguyen', null],
    ]);
    expect(await opened(page.brief.names[0]?.recordingUrl ?? null)).toBe('ID3 Siobhan, said aloud');
    expect(page.brief.names[1]?.recordingUrl).toBeNull();

    const detail = await api.json<AdminOrderDetail>('GET', `/api/admin/orders/${order.orderId}`, { token: staff.token });
    expect(detail.body).toMatchObject({ voice: 'duet', avoid: 'Any mention of the wedding' });
    expect(await opened(detail.body.names[0]?.recordingUrl ?? null)).toBe('ID3 Siobhan, said aloud');

    // The list (the CSV's rows) carries the wishes without signing a link per name.
    const list = await api.json<AdminOrderSummary[]>('GET', '/api/admin/orders', { token: staff.token });
    expect(list.body.find((row) => row.id === order.orderId)).toMatchObject({
      voice: 'duet',
      names: [
        { name: 'Siobhan', pronunciation: 'shiv-AWN' },
        { name: 'Nguyen', pronunciation: null },
      ],
      mustInclude: 'Our line: "harbour mornings"',
      avoid: 'Any mention of the wedding',
    });
    const board = await api.json<ProductionBoard>('GET', '/api/admin/board', { token: staff.token });
    const card = [...board.body.overdue, ...board.body.soon, ...board.body.later].find((c) => c.id === order.orderId);
    expect(card).toMatchObject({ voice: 'duet', namesCount: 2 });
  });

  it('stores nothing for wishes left empty, and shows them as none', async () => {
    const { status, body } = await placeOrder(api, { names: [], mustInclude: '  ', avoid: '' });
    expect(status).toBe(201);
    const record = await stored(body.orderId);
    for (const field of ['voice', 'names', 'mustInclude', 'avoid']) expect(record).not.toHaveProperty(field);
    expect((await orderStatus(api, body)).body.brief).toMatchObject({ voice: null, names: [], mustInclude: null, avoid: null });
  });

  it('refuses each limit with its message and stores nothing', async () => {
    const name = (n: number) => ({ name: `Name ${n}` });
    expect(await refused({ voice: 'choir' })).toEqual({ voice: MESSAGES.voiceUnknown });
    expect(await refused({ names: Array.from({ length: LIMITS.sungNamesMax + 1 }, (_, n) => name(n)) })).toEqual({
      names: MESSAGES.sungNamesMax,
    });
    expect(await refused({ names: [name(1), { name: '  ', pronunciation: 'ah' }] })).toEqual({
      'names.1.name': MESSAGES.sungNameRequired,
    });
    expect(await refused({ names: [{ name: 'x'.repeat(LIMITS.nameMaxChars + 1) }] })).toEqual({
      'names.0.name': MESSAGES.max100,
    });
    expect(await refused({ names: [{ name: 'Ama', pronunciation: 'x'.repeat(LIMITS.pronunciationMaxChars + 1) }] })).toEqual({
      'names.0.pronunciation': MESSAGES.pronunciationMax,
    });
    expect(await refused({ mustInclude: 'x'.repeat(LIMITS.mustIncludeMaxChars + 1) })).toEqual({
      mustInclude: MESSAGES.mustIncludeMax,
    });
    expect(await refused({ avoid: 'x'.repeat(LIMITS.avoidMaxChars + 1) })).toEqual({ avoid: MESSAGES.avoidMax });
    // At the limits, it is taken.
    const full = await placeOrder(api, {
      names: Array.from({ length: LIMITS.sungNamesMax }, (_, n) => ({
        name: `${n}`.padEnd(LIMITS.nameMaxChars, 'x'),
        pronunciation: 'y'.repeat(LIMITS.pronunciationMaxChars),
      })),
      mustInclude: 'm'.repeat(LIMITS.mustIncludeMaxChars),
      avoid: 'a'.repeat(LIMITS.avoidMaxChars),
    });
    expect(full.status).toBe(201);
  });

  it('refuses a recording as it refuses a voice note: never uploaded, of another bucket, claimed, or named twice', async () => {
    const fails = async (names: unknown[], extra: Record<string, unknown> = {}, uploads: string[] = []) => {
      const before = await api.services.documents.count(ORDERS);
      const { status } = await placeOrder(api, { names, ...extra });
      expect(status).toBe(400);
      expect(await api.services.documents.count(ORDERS)).toBe(before);
      for (const upload of uploads) expect(await claimedBy(upload)).toBeNull();
    };
    await fails([{ name: 'Ama', recording: 'abcdefghijkl-1.mp3' }]);
    expect(await refused({ names: [{ name: 'Ama', recording: '../etc/passwd' }] })).toHaveProperty(['names.0.recording']);

    const photo = await api.json<{ fileId: string; uploadUrl: string; headers: Record<string, string> }>('POST', '/api/uploads', {
      body: { bucket: 'profile-pictures', contentType: 'image/png', size: 3, fileName: 'a.png' },
    });
    await api.app.request(photo.body.uploadUrl, { method: 'PUT', headers: photo.body.headers, body: 'png' });
    await fails([{ name: 'Ama', recording: photo.body.fileId }], {}, [photo.body.fileId]);

    const twice = await uploadVoiceNote(api);
    await fails(
      [
        { name: 'Ama', recording: twice },
        { name: 'Kofi', recording: twice },
      ],
      {},
      [twice],
    );
    await fails([{ name: 'Ama', recording: twice }], { hasVoiceNote: true, voiceNote: twice }, [twice]);

    const first = await placeOrder(api, { names: [{ name: 'Ama', recording: twice }] });
    expect(first.status).toBe(201);
    await fails([{ name: 'Kofi', recording: twice }]);
    expect(await claimedBy(twice)).toBe(first.body.orderId);
  });

  it('goes with the story: in the customer’s data export, and erased with the name recordings', async () => {
    const recording = await uploadVoiceNote(api, Buffer.from('ID3 Kwabena'));
    const order: OrderCreated = (
      await placeOrder(api, {
        email: address(),
        voice: 'female',
        names: [{ name: 'Kwabena', pronunciation: 'kwah-BEH-nah', recording }],
        mustInclude: 'the red bicycle',
        avoid: 'rain',
      })
    ).body;
    const record = (await stored(order.orderId)) as OrderRecord;
    const archive = await orderArchive(api.services, order.orderId, record);
    const json = JSON.parse(new TextDecoder().decode(archive.find((file) => file.path === 'order.json')?.bytes));
    expect(json).toMatchObject({ voice: 'female', mustInclude: 'the red bicycle', avoid: 'rain' });
    expect(json.names).toEqual([{ name: 'Kwabena', pronunciation: 'kwah-BEH-nah', recording }]);
    const sound = archive.find((file) => file.path === 'name-recording-1.mp3');
    expect(new TextDecoder().decode(sound?.bytes)).toBe('ID3 Kwabena');

    expect(await eraseOrder(api.services, order.orderId, 'unpaid')).toBe(true);
    expect(await stored(order.orderId)).toMatchObject({ voice: null, names: [], mustInclude: null, avoid: null });
    expect(await api.services.files.stat('voice-notes', recording)).toBeNull();
  });
});
