import type { OrderCreated, UploadTicket } from '@storysong/core';
import type { TestApi } from './harness.ts';
import { approveLyrics, paidOrder, uploadSong } from './orders.ts';

/** Uploads a voice note as the wizard does (no account); returns its file id. */
export async function uploadVoiceNote(api: TestApi, bytes = Buffer.from('ID3 the customer speaking')): Promise<string> {
  const ticket = await api.json<UploadTicket>('POST', '/api/uploads', {
    body: { bucket: 'voice-notes', contentType: 'audio/mpeg', size: bytes.length, fileName: 'note.mp3' },
  });
  if (ticket.status !== 201) throw new Error(`upload ticket answered ${ticket.status}`);
  const put = await api.app.request(ticket.body.uploadUrl, { method: 'PUT', headers: ticket.body.headers, body: bytes });
  if (!put.ok) throw new Error(`upload answered ${put.status}`);
  return ticket.body.fileId;
}

/** A paid order with a voice note, its song delivered by staff: the order, its voice note's and song's file ids. */
export async function deliveredOrder(
  api: TestApi,
  staffToken: string,
  email: string,
): Promise<{ order: OrderCreated; voiceNote: string; songFile: string }> {
  const voiceNote = await uploadVoiceNote(api);
  const order = await paidOrder(api, { email, voiceNote, hasVoiceNote: true });
  await approveLyrics(api, staffToken, order.orderId);
  const moved = await api.json('PATCH', `/api/admin/orders/${order.orderId}`, {
    token: staffToken,
    body: { stage: 'in_production' },
  });
  if (moved.status !== 200) throw new Error(`moving the order answered ${moved.status}`);
  const songFile = await uploadSong(api, staffToken, Buffer.from('ID3 the finished song'));
  const delivered = await api.json('POST', `/api/admin/orders/${order.orderId}/delivery`, {
    token: staffToken,
    body: { songFile, lyrics: 'Harbour mornings, windy days' },
  });
  if (delivered.status !== 200) throw new Error(`delivering the order answered ${delivered.status}`);
  return { order, voiceNote, songFile };
}
