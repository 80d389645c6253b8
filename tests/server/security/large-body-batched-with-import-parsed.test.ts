import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '#shared/contracts/people.ts';
import { accountTokenCookieName, accountTokenHeaderName } from '#shared/contracts/session.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import type { TrpcErrorBody } from '../helpers/trpc-http.ts';

// Found by a probe: a batch whose path named people.importPreview was allowed the import's 8 MB
// for all of its calls, and anyone's 7 MB JSON body was read and parsed, signed in or not. Now a
// call is held to its strictest procedure's limit: the import's only for one import call alone,
// from a signed-in caller; anything else is refused before its body is read.

let t: TestServer;
let organizer: TestAccount;
let eventId: string;
beforeAll(async () => {
  t = await startTestServer();
  organizer = await registerTestAccount(t.api);
  eventId = await insertEvent(t.db, { name: 'Big Import Days', joinPolicy: 'invite' });
  await addMember(t.db, eventId, organizer.account.id, 'organizer');
});
afterAll(() => t.stop());

const megabytes = (n: number) => n * 1024 * 1024;

/**
 * POSTs a body of `length` bytes but sends only its first 64 KB, and resolves with the answer: an
 * answer at all means the server refused the call without waiting for (let alone parsing) the rest.
 */
function postFirstPart(path: string, length: number, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${t.url}/api/trpc/${path}`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': String(length), ...headers },
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
      });
    });
    // The server may close the connection on a body it will not read.
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
    request.write(`{"0":{"eventId":"${eventId}","csv":"${'x'.repeat(64 * 1024)}`);
  });
}

const codesOf = (body: unknown) => (Array.isArray(body) ? body : [body]).map((slot: { error: TrpcErrorBody }) => slot.error.data.code);
const csvOfSize = (bytes: number) => {
  const header = 'email,first name,last name,role,ticket type';
  const lines: string[] = [];
  let size = header.length;
  for (let index = 0; size < bytes; index++) {
    const line = `person-${index}@example.test,${'Maximiliana '.repeat(6)}${index},${'Vandersteen '.repeat(6)}${index},attendee,General`;
    lines.push(line);
    size += line.length + 1;
  }
  return { csv: `${header}\n${lines.join('\n')}\n`, rows: lines.length };
};

describe('an import in a batch', () => {
  it('is held to the limit of the batch’s other call: 413 before the body is read', async () => {
    const answer = await postFirstPart('people.importPreview,account.signOut?batch=1', megabytes(2), { [accountTokenHeaderName]: organizer.token });
    expect(answer.status).toBe(413);
    expect(codesOf(answer.body)).toEqual(['PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
  });

  it('twice in one batch is held to the usual limit too', async () => {
    const answer = await postFirstPart('people.importPreview,people.importCommit?batch=1', megabytes(2), { [accountTokenHeaderName]: organizer.token });
    expect(answer.status).toBe(413);
    expect(codesOf(answer.body)).toEqual(['PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
  });
});

describe('a large import body from a caller who is not signed in', () => {
  it('is refused before it is read: no token', async () => {
    const answer = await postFirstPart('people.importPreview', megabytes(7));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { code: -32001, data: { code: 'UNAUTHORIZED', path: 'people.importPreview' } } });
  });

  it('is refused before it is read: a made-up token, as header or cookie', async () => {
    const header = await postFirstPart('people.importCommit', megabytes(7), { [accountTokenHeaderName]: 'not-a-session' });
    expect(header.status).toBe(401);
    const cookie = await postFirstPart('people.importPreview?batch=1', megabytes(7), { cookie: `${accountTokenCookieName}=not-a-session` });
    expect(cookie.status).toBe(401);
    expect(codesOf(cookie.body)).toEqual(['UNAUTHORIZED']);
  });
});

describe('an import alone from a signed-in organizer', () => {
  it('still takes a file over 1 MB, as the app sends it (one call, not batched)', async () => {
    const { csv, rows } = csvOfSize(megabytes(1.2));
    const preview = await t.api.mutate<ImportPreview>('people.importPreview', { eventId, csv }, { token: organizer.token });
    expect(preview.error).toBeUndefined();
    expect(preview.data.counts).toEqual({ new: rows, update: 0, unchanged: 0, error: 0 });
  });

  it('still takes it as a batch of one (as an app from before this change sends it)', async () => {
    const { csv, rows } = csvOfSize(megabytes(1.2));
    const response = await t.api.fetch('/api/trpc/people.importPreview?batch=1', {
      method: 'POST',
      token: organizer.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: { eventId, csv } }),
    });
    expect(response.status).toBe(200);
    const [slot] = (await response.json()) as Array<{ result: { data: ImportPreview } }>;
    expect(slot?.result.data.counts.new).toBe(rows);
  });
});
