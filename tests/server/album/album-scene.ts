import { randomUUID } from 'node:crypto';
import type { AddedPhoto, AlbumFeed } from '#shared/contracts/album.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import type { TestServer } from '../helpers/test-server.ts';

/** An event with the album on, an organizer, two attendees, and someone from outside. */
export interface AlbumScene {
  eventId: string;
  organizer: TestAccount;
  attendee: TestAccount;
  neighbour: TestAccount;
  outsider: TestAccount;
}

export async function makeAlbumScene(t: TestServer, flags: { enableAlbum?: boolean } = {}): Promise<AlbumScene> {
  const eventId = await insertEvent(t.db, { enableAlbum: flags.enableAlbum ?? true });
  const [organizer, attendee, neighbour, outsider] = await Promise.all(['Olga', 'Ada', 'Ned', 'Oscar'].map((firstName) => registerTestAccount(t.api, { firstName, lastName: 'Tester' })));
  await addMember(t.db, eventId, organizer!.account.id, 'organizer');
  await addMember(t.db, eventId, attendee!.account.id, 'attendee');
  await addMember(t.db, eventId, neighbour!.account.id, 'attendee');
  return { eventId, organizer: organizer!, attendee: attendee!, neighbour: neighbour!, outsider: outsider! };
}

/** A real multipart POST of one album photo, as the app's upload sends it. */
export function postPhoto(
  t: TestServer,
  who: TestAccount,
  eventId: string,
  bytes: Uint8Array,
  fields: { caption?: string; idempotencyKey?: string } = {},
): Promise<Response> {
  const form = new FormData();
  form.append('caption', fields.caption ?? 'At the venue');
  form.append('idempotencyKey', fields.idempotencyKey ?? randomUUID());
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  return t.api.fetch(`/api/events/${eventId}/album/photos`, { method: 'POST', body: form, token: who.token });
}

export async function addPhoto(t: TestServer, who: TestAccount, eventId: string, bytes: Uint8Array, fields: { caption?: string; idempotencyKey?: string } = {}) {
  const response = await postPhoto(t, who, eventId, bytes, fields);
  if (response.status !== 201) throw new Error(`album photo: ${response.status} ${await response.text()}`);
  return (await response.json()) as AddedPhoto;
}

export async function readAlbumFeed(t: TestServer, who: TestAccount, eventId: string) {
  const response = await fetch(`${t.url}/api/events/${eventId}/feeds/album`, { headers: { [accountTokenHeaderName]: who.token } });
  const body = (await response.json()) as AlbumFeed & { error?: { data: { code: string; reason: string | null } } };
  return { status: response.status, body };
}
