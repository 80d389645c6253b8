import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureOffMessage } from '#server/services/access/require-access.ts';
import { publishDuePosts } from '#server/services/posts/publish-due-posts.ts';
import { notificationTarget } from '#shared/rules/notification-target.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createPost, createPostsScene, notificationsOf, readPostsFeed, type PostsScene } from './posts-scene.ts';

let t: TestServer;
let scene: PostsScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createPostsScene(t);
});
afterAll(() => t.stop());

const titlesIn = async (feed: string, role: keyof PostsScene['people']) => {
  const answer = await readPostsFeed(t, scene.eventId, feed, scene.people[role]);
  expect(answer.status).toBe(200);
  return answer.body!.posts.map((post) => post.title);
};

describe('posts feeds', () => {
  it('publishes at once: in every feed of its audience, and a bell notification for each member but the author that opens the update', async () => {
    const postId = await createPost(t, scene, scene.people.organizer, { title: 'Welcome to the venue', body: 'Wi-Fi: hallway / pass1234' });
    await onceChangeKnown(async () => expect(await titlesIn('attendees', 'attendee')).toContain('Welcome to the venue'));
    expect(await titlesIn('staff', 'staff')).toContain('Welcome to the venue');
    const [notification] = (await notificationsOf(t, scene.people.speaker)).filter((item) => item.payload?.title === 'Welcome to the venue');
    expect(notification?.topicName).toBe('event_post');
    expect(notification?.payload?.body).toBe('Wi-Fi: hallway / pass1234');
    expect(notificationTarget(notification?.payload, 'http://localhost')).toBe(`/event/${scene.eventId}/posts#post-${postId}`);
    const authorsOwn = (await notificationsOf(t, scene.people.organizer)).filter((item) => item.payload?.title === 'Welcome to the venue');
    expect(authorsOwn).toHaveLength(0);
  });

  it('keeps an update for one group out of every other group’s feed and bell, and refuses another group’s feed', async () => {
    await createPost(t, scene, scene.people.organizer, { title: 'Staff briefing at 7:45', audience: 'staff' });
    await onceChangeKnown(async () => expect(await titlesIn('staff', 'staff')).toContain('Staff briefing at 7:45'));
    expect(await titlesIn('attendees', 'attendee')).not.toContain('Staff briefing at 7:45');
    expect(await titlesIn('speakers', 'speaker')).not.toContain('Staff briefing at 7:45');
    expect(await titlesIn('all', 'organizer')).toContain('Staff briefing at 7:45');
    const attendeeBell = await notificationsOf(t, scene.people.attendee);
    expect(attendeeBell.map((item) => item.payload?.title)).not.toContain('Staff briefing at 7:45');
    expect((await notificationsOf(t, scene.people.staff)).map((item) => item.payload?.title)).toContain('Staff briefing at 7:45');

    const peeking = await readPostsFeed(t, scene.eventId, 'staff', scene.people.attendee);
    expect(peeking.status).toBe(403);
    expect(peeking.code).toBe('FORBIDDEN');
    expect((await readPostsFeed(t, scene.eventId, 'all', scene.people.staff)).code).toBe('FORBIDDEN');
    expect((await readPostsFeed(t, scene.eventId, 'attendees', null)).code).toBe('UNAUTHORIZED');
  });

  it('never sends a scheduled update early; the publishing job puts it out at its time, with one notification however often it runs', async () => {
    const inAnHour = Math.floor(t.clock.now().getTime() / 1000) + 3600;
    await createPost(t, scene, scene.people.organizer, { title: 'Raffle draw', publishAt: inAnHour });
    expect(await publishDuePosts(t.server.deps)).toBe(0);
    expect(await titlesIn('attendees', 'attendee')).not.toContain('Raffle draw');
    expect((await notificationsOf(t, scene.people.attendee)).map((item) => item.payload?.title)).not.toContain('Raffle draw');

    t.clock.advance(3601);
    expect(await publishDuePosts(t.server.deps)).toBe(1);
    expect(await publishDuePosts(t.server.deps)).toBe(0);
    await onceChangeKnown(async () => expect(await titlesIn('attendees', 'attendee')).toContain('Raffle draw'));
    const raffles = (await notificationsOf(t, scene.people.attendee)).filter((item) => item.payload?.title === 'Raffle draw');
    expect(raffles).toHaveLength(1);
  });

  it('orders pinned first, then newest first', async () => {
    await createPost(t, scene, scene.people.organizer, { title: 'Older pinned', pinned: true });
    t.clock.advance(5);
    await createPost(t, scene, scene.people.organizer, { title: 'Newest plain' });
    await onceChangeKnown(async () => {
      const titles = await titlesIn('attendees', 'attendee');
      expect(titles[0]).toBe('Older pinned');
      expect(titles[1]).toBe('Newest plain');
    });
  });

  it('answers FORBIDDEN with the feature-off message when updates are switched off, for the feed and every procedure', async () => {
    const feed = await readPostsFeed(t, scene.offEventId, 'attendees', scene.people.attendee);
    expect(feed.code).toBe('FORBIDDEN');
    expect(feed.message).toBe(featureOffMessage);
    const organizer = { token: scene.people.organizer.token };
    const create = await t.api.mutate('posts.create', { eventId: scene.offEventId, post: { title: 'x', body: 'y' } }, organizer);
    expect(create.error?.data.code).toBe('FORBIDDEN');
    expect(create.error?.message).toBe(featureOffMessage);
    const manage = await t.api.query('posts.manage', { eventId: scene.offEventId }, organizer);
    expect(manage.error?.message).toBe(featureOffMessage);
    const readState = await t.api.query('posts.readState', { eventId: scene.offEventId }, { token: scene.people.attendee.token });
    expect(readState.error?.message).toBe(featureOffMessage);
  });
});
