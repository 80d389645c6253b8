import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostsFeed } from '#shared/contracts/posts.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import { demoEventId } from '#server/db/seed/demo.ts';
import { publishDuePosts } from '#server/services/posts/publish-due-posts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seedDemo: true });
});
afterAll(() => t.stop());

const signIn = async (email: string) => {
  const answer = await t.api.mutate('account.signIn', { email, password: 'hallway-demo-2026' });
  return answer.headers.get('set-cookie')!.match(/=([^;]+)/)![1]!;
};
const feedOf = async (token: string, feed: string) => {
  const response = await fetch(`${t.url}/api/events/${demoEventId}/feeds/posts-${feed}`, { headers: { [accountTokenHeaderName]: token } });
  return ((await response.json()) as PostsFeed).posts;
};

describe('the demo conference’s updates', () => {
  it('shows the attendee a pinned welcome on top and recent updates, but neither the speakers-only one nor the scheduled one', async () => {
    const posts = await feedOf(await signIn('demo@hallway.test'), 'attendees');
    expect(posts[0]).toMatchObject({ title: 'Welcome to Hallway Demo Conference!', pinned: true });
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.map((post) => post.audience)).not.toContain('speakers');
    expect(posts.map((post) => post.title)).not.toContain('Doors open: first talks start at 9:00');
  });

  it('sent no notification for the updates already out, and the scheduled one goes out at its time', async () => {
    expect(await publishDuePosts(t.server.deps)).toBe(0);
    t.clock.advance(25 * 3600);
    expect(await publishDuePosts(t.server.deps)).toBe(1);
  });
});
