import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedPost, PostAudience } from '#shared/contracts/posts.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createPost, createPostsScene, readPostsFeed, type Person, type PostsScene } from '../posts/posts-scene.ts';

// Door staff may write updates and change their own, so they open the updates console
// (posts.manage). It listed every update of the event: speaker-only and exhibitor-only ones,
// and scheduled ones with their text before their time, none of which their own feed
// (posts-staff) holds. Staff now see there what their feed holds, plus their own updates.

let t: TestServer;
let scene: PostsScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createPostsScene(t);
});
afterAll(() => t.stop());

const manage = async (by: Person) => {
  const answer = await t.api.query<{ posts: ManagedPost[] }>('posts.manage', { eventId: scene.eventId }, { token: by.token });
  expect(answer.error).toBeUndefined();
  return answer.data.posts;
};
const titles = (posts: ManagedPost[]) => posts.map((post) => post.title).sort();

describe('the updates console as door staff see it', () => {
  it('lists what their own feed holds and their own updates, never other groups’ or embargoed ones', async () => {
    const inADay = Math.floor(t.clock.now().getTime() / 1000) + 86_400;
    const byOrganizer = (title: string, audience: PostAudience, publishAt: number | null = null) =>
      createPost(t, scene, scene.people.organizer, { title, audience, publishAt });
    await byOrganizer('For everyone', 'everyone');
    await byOrganizer('For staff', 'staff');
    await byOrganizer('Speakers only', 'speakers');
    await byOrganizer('Exhibitors only', 'exhibitors');
    await byOrganizer('Attendees only', 'attendees');
    await byOrganizer('Embargoed for everyone', 'everyone', inADay);
    await byOrganizer('Embargoed for staff', 'staff', inADay);
    // Their own updates, whatever their audience and time.
    await createPost(t, scene, scene.people.staff, { title: 'My note to speakers', audience: 'speakers' });
    await createPost(t, scene, scene.people.staff, { title: 'My scheduled note', audience: 'attendees', publishAt: inADay });

    const staffSees = await manage(scene.people.staff);
    expect(titles(staffSees)).toEqual(['For everyone', 'For staff', 'My note to speakers', 'My scheduled note'].sort());
    expect(staffSees.filter((post) => post.mine).map((post) => post.title).sort()).toEqual(['My note to speakers', 'My scheduled note']);
    const serialized = JSON.stringify(staffSees);
    for (const secret of ['Speakers only', 'Exhibitors only', 'Attendees only', 'Embargoed']) expect(serialized).not.toContain(secret);

    // The others’ updates they see are exactly those of their feed.
    await onceChangeKnown(async () => {
      const feed = await readPostsFeed(t, scene.eventId, 'staff', scene.people.staff);
      expect(titles(staffSees.filter((post) => !post.mine))).toEqual(feed.body!.posts.map((post) => post.title).sort());
    });

    // Organizers still see every update, scheduled ones included.
    const organizerSees = await manage(scene.people.organizer);
    expect(titles(organizerSees)).toEqual(
      ['For everyone', 'For staff', 'Speakers only', 'Exhibitors only', 'Attendees only', 'Embargoed for everyone', 'Embargoed for staff', 'My note to speakers', 'My scheduled note'].sort(),
    );
  });
});
