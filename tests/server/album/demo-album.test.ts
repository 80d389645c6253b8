import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumFeed } from '#shared/contracts/album.ts';
import { demoCredentials, demoPassword } from '#server/db/seed/demo-credentials.ts';
import { demoEventId, seedDemo } from '#server/db/seed/demo.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie } from '../helpers/trpc-http.ts';

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  await seedDemo(t.db, { storage: t.server.deps.uploads });
  await seedDemo(t.db, { storage: t.server.deps.uploads }); // idempotent: no second dozen
  const response = await t.api.mutate('account.signIn', { email: demoCredentials.email, password: demoPassword });
  token = tokenFromSetCookie(response.headers) as string;
}, 120_000);
afterAll(() => t.stop());

describe('the demo album', () => {
  it('holds a dozen generated photos with captions, uploaders and likes, served from storage', async () => {
    const { photos } = (await t.api.query<AlbumFeed>('album.list', { eventId: demoEventId }, { token })).data;
    expect(photos).toHaveLength(12);
    expect(photos[0]?.caption).toBe('Group photo!'); // newest first
    expect(photos.every((photo) => photo.uploaderName.length > 0)).toBe(true);
    expect(photos.some((photo) => photo.likes > 0)).toBe(true);
    const thumbnail = await fetch(new URL(photos[0]!.thumbnailSrc, t.url));
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toContain('image/webp');
  });
});
