import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticateResult } from '#shared/contracts/account.ts';
import type { Profile, ProfileInput, UploadResult } from '#shared/contracts/profile.ts';
import { insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { makePng, uploadFile } from '../uploads/upload-client.ts';

let dataDir: string;
let t: TestServer;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'hallway-profile-'));
  t = await startTestServer({ env: { HALLWAY_DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const mine = (token: string) => t.api.query<Profile>('profile.mine', undefined, { token });
const update = (token: string, input: ProfileInput & { completeSetup?: boolean }) => t.api.mutate<Profile>('profile.update', input, { token });
const byHandle = (handle: string, token?: string) => t.api.query<Profile>('profile.byHandle', { handle }, token ? { token } : {});

let nameCounter = 0;
/** A person with a name of their own, so handles are predictable. */
async function person(firstName = 'Grace', lastName = `Hopper${(nameCounter += 1)}`): Promise<TestAccount & { profile: Profile }> {
  const account = await registerTestAccount(t.api, { firstName, lastName });
  const profile = (await mine(account.token)).data;
  return { ...account, profile };
}

async function uploadAvatar(token: string, purpose = 'avatar'): Promise<UploadResult> {
  const response = await uploadFile(t, await makePng(300, 200), { token, purpose });
  expect(response.status).toBe(201);
  return (await response.json()) as UploadResult;
}

const fullInput = {
  headline: '  Compiler engineer  ',
  company: 'Navy Labs',
  bio: 'I find bugs. Sometimes literal moths.',
  interests: ['TypeScript', 'typescript', 'Open Source'],
  lookingFor: ['mentoring'],
  offers: ['feedback', 'Speaking'],
  visibility: 'everyone',
  links: [
    { label: 'Site', url: 'https://grace.example', type: 'website' },
    { url: 'https://github.com/grace', type: 'github' },
  ],
} satisfies ProfileInput;

describe('profile.mine', () => {
  it('makes the profile on first use, with a handle from the name', async () => {
    const { profile, account } = await person('Zoë', "O'Brien-Smith");
    expect(profile).toMatchObject({
      accountId: account.id,
      handle: 'zoe-o-brien-smith',
      firstName: 'Zoë',
      headline: '',
      interests: [],
      visibility: 'everyone',
      picture: null,
      thumbnail: null,
      links: [],
      setupCompletedAt: null,
    });
  });

  it('numbers handles when two people share a name', async () => {
    const first = await person('Alan', 'Turing');
    const second = await person('Alan', 'Turing');
    expect(first.profile.handle).toBe('alan-turing');
    expect(second.profile.handle).toBe('alan-turing-2');
  });

  it('is for signed-in callers only', async () => {
    const response = await t.api.query('profile.mine');
    expect(response.error?.data.code).toBe('UNAUTHORIZED');
  });
});

describe('profile.update', () => {
  it('saves every field, tidies the tags, and replaces the links (which authenticate returns too)', async () => {
    const { token } = await person();
    const response = await update(token, fullInput);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      headline: 'Compiler engineer',
      company: 'Navy Labs',
      interests: ['typescript', 'open source'],
      offers: ['feedback', 'speaking'],
      links: [
        { label: 'Site', url: 'https://grace.example', type: 'website', icon: null },
        { label: '', url: 'https://github.com/grace', type: 'github', icon: null },
      ],
    });
    expect((await mine(token)).data).toEqual(response.data);

    const second = await update(token, { ...fullInput, links: [{ label: 'Blog', url: 'https://blog.example' }] });
    expect(second.data.links).toEqual([expect.objectContaining({ label: 'Blog', url: 'https://blog.example', type: 'website' })]);
    const auth = await t.api.query<AuthenticateResult>('account.authenticate', undefined, { token });
    expect(auth.data.success && auth.data.data.links.map((link) => link.url)).toEqual(['https://blog.example']);
  });

  it('changes the handle, lower-cased, and answers CONFLICT for a handle someone else has', async () => {
    const taker = await person();
    const other = await person();
    const renamed = await update(taker.token, { ...fullInput, handle: 'Amazing-Grace' });
    expect(renamed.data.handle).toBe('amazing-grace');
    const clash = await update(other.token, { ...fullInput, handle: 'amazing-grace' });
    expect(clash.status).toBe(409);
    expect(clash.error?.data.code).toBe('CONFLICT');
    expect(clash.error?.message).toBe('This handle is taken. Try another one.');
    // Keeping your own handle is no clash.
    expect((await update(taker.token, { ...fullInput, handle: 'amazing-grace' })).status).toBe(200);
  });

  it('refuses a malformed handle and non-web links with field errors', async () => {
    const { token } = await person();
    const badHandle = await update(token, { handle: 'no spaces!' });
    expect(badHandle.error?.data.code).toBe('BAD_REQUEST');
    expect(badHandle.error?.data.fieldErrors?.handle).toBeDefined();
    const script = await update(token, { links: [{ url: 'javascript:alert(1)' }] });
    expect(script.error?.data.code).toBe('BAD_REQUEST');
    expect(script.error?.data.fieldErrors?.links).toBeDefined();
    // Nested forms find the field by its full path.
    expect(Object.keys(script.error?.data.fieldPaths ?? {})).toEqual(['links.0.url']);
  });

  it('sets the photo from the caller’s own avatar upload; authenticate returns it as picture.src', async () => {
    const { token } = await person();
    const upload = await uploadAvatar(token);
    const response = await update(token, { ...fullInput, pictureSrc: upload.src });
    expect(response.data.picture).toEqual({ src: upload.src });
    expect(response.data.thumbnail).toEqual({ src: upload.thumbnailSrc });
    const auth = await t.api.query<AuthenticateResult>('account.authenticate', undefined, { token });
    expect(auth.data.success && auth.data.data.picture).toEqual({ src: upload.src });

    // Omitting pictureSrc keeps the photo; null removes it.
    expect((await update(token, fullInput)).data.picture).toEqual({ src: upload.src });
    const removed = await update(token, { ...fullInput, pictureSrc: null });
    expect(removed.data).toMatchObject({ picture: null, thumbnail: null });
  });

  it('refuses a photo that is someone else’s upload, not an avatar, or a foreign URL', async () => {
    const owner = await person();
    const thief = await person();
    const theirs = await uploadAvatar(owner.token);
    const logo = await uploadAvatar(thief.token, 'logo');
    for (const pictureSrc of [theirs.src, logo.src, 'https://tracker.example/pixel.gif', '/uploads/avatar/AAAAAAAAAAAAAAAAAAAAAA.webp']) {
      const response = await update(thief.token, { ...fullInput, pictureSrc });
      expect(response.error?.data.code, pictureSrc).toBe('BAD_REQUEST');
    }
    expect((await mine(thief.token)).data.picture).toBeNull();
  });

  it('stamps setupCompletedAt when asked, once; completeSetup does the same without saving fields', async () => {
    const a = await person();
    const draft = await update(a.token, fullInput);
    expect(draft.data.setupCompletedAt).toBeNull();
    const done = await update(a.token, { ...fullInput, completeSetup: true });
    expect(done.data.setupCompletedAt).toEqual(expect.any(Number));
    t.clock.advance(120);
    const later = await update(a.token, { ...fullInput, completeSetup: true });
    expect(later.data.setupCompletedAt).toBe(done.data.setupCompletedAt);

    const b = await person();
    const skipped = await t.api.mutate<Profile>('profile.completeSetup', undefined, { token: b.token });
    expect(skipped.data).toMatchObject({ headline: '', setupCompletedAt: expect.any(Number) });
  });
});

describe('profile.byHandle', () => {
  async function coAttendees() {
    const owner = await person();
    const fellow = await person();
    const stranger = await person();
    const eventId = await insertEvent(t.db);
    for (const { token } of [owner, fellow]) {
      expect((await t.api.mutate('event.join', { id: eventId }, { token })).status).toBe(200);
    }
    await update(owner.token, { ...fullInput });
    return { owner, fellow, stranger, handle: owner.profile.handle as string };
  }

  const expectUnavailable = (response: Awaited<ReturnType<typeof byHandle>>) => {
    expect(response.status).toBe(404);
    expect(response.error?.data.code).toBe('NOT_FOUND');
    expect(response.error?.message).toBe('This profile is not available');
  };

  it('"everyone": people who share an event with the owner see the profile; strangers and visitors do not', async () => {
    const { owner, fellow, stranger, handle } = await coAttendees();
    const seen = await byHandle(handle.toUpperCase(), fellow.token);
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ accountId: owner.account.id, headline: 'Compiler engineer', links: expect.any(Array) });
    expect(seen.data).not.toHaveProperty('email');
    expectUnavailable(await byHandle(handle, stranger.token));
    expectUnavailable(await byHandle(handle));
  });

  it('"connections" and "nobody": only the owner, for now', async () => {
    const { owner, fellow, handle } = await coAttendees();
    for (const visibility of ['connections', 'nobody'] as const) {
      await update(owner.token, { ...fullInput, visibility });
      expectUnavailable(await byHandle(handle, fellow.token));
      expect((await byHandle(handle, owner.token)).data.visibility).toBe(visibility);
    }
  });

  it('answers the same for an unknown or malformed handle as for a hidden one', async () => {
    const { token } = await person();
    expectUnavailable(await byHandle('nobody-has-this-handle', token));
    expectUnavailable(await byHandle('../../etc', token));
  });
});
