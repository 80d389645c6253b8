// Runs on both databases: raw SQL and notifications.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagedPost } from '#shared/contracts/posts.ts';
import { notificationStreamEvents } from '#shared/contracts/notification.ts';
import { addMember } from '../factories/events.ts';
import { insertAccount } from '../factories/invitations.ts';
import { openEventStream } from '../helpers/event-stream.ts';
import { onceChangeKnown } from '../event-feeds/feed-http.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { createPost, createPostsScene, draft, insertPictureUpload, notificationsOf, readPostsFeed, type Person, type PostsScene } from './posts-scene.ts';

let t: TestServer;
let scene: PostsScene;
beforeAll(async () => {
  t = await startTestServer();
  scene = await createPostsScene(t);
});
afterAll(() => t.stop());

const as = (person: Person) => ({ token: person.token });
const feedPost = async (postId: string) => {
  const answer = await readPostsFeed(t, scene.eventId, 'attendees', scene.people.attendee);
  return answer.body!.posts.find((post) => post.id === postId);
};
const managed = async (by: Person) => (await t.api.query<{ posts: ManagedPost[] }>('posts.manage', { eventId: scene.eventId }, as(by))).data.posts;

describe('changing updates', () => {
  it('shows "edited" when a published update’s text changes, but not when it is only pinned', async () => {
    const postId = await createPost(t, scene, scene.people.organizer, { title: 'Lunch at noon' });
    const pinned = await t.api.mutate('posts.setPinned', { eventId: scene.eventId, postId, pinned: true }, as(scene.people.organizer));
    expect(pinned.error).toBeUndefined();
    await onceChangeKnown(async () => expect((await feedPost(postId))?.pinned).toBe(true));
    expect((await feedPost(postId))?.editedAt).toBeNull();

    const edit = await t.api.mutate('posts.update', { eventId: scene.eventId, postId, post: draft({ title: 'Lunch at 12:30', pinned: true }) }, as(scene.people.organizer));
    expect(edit.error).toBeUndefined();
    await onceChangeKnown(async () => expect((await feedPost(postId))?.title).toBe('Lunch at 12:30'));
    expect((await feedPost(postId))?.editedAt).toEqual(expect.any(Number));
  });

  it('refuses to schedule again an update that is already out (PRECONDITION_FAILED)', async () => {
    const postId = await createPost(t, scene, scene.people.organizer);
    const later = Math.floor(t.clock.now().getTime() / 1000) + 7200;
    const answer = await t.api.mutate('posts.update', { eventId: scene.eventId, postId, post: draft({ publishAt: later }) }, as(scene.people.organizer));
    expect(answer.error?.data.code).toBe('PRECONDITION_FAILED');
  });

  it('moves a scheduled update, and sends it at once when its new time is now', async () => {
    const inADay = Math.floor(t.clock.now().getTime() / 1000) + 86_400;
    const postId = await createPost(t, scene, scene.people.organizer, { title: 'Moved keynote', publishAt: inADay });
    expect((await managed(scene.people.organizer)).find((post) => post.id === postId)?.published).toBe(false);
    const now = await t.api.mutate('posts.update', { eventId: scene.eventId, postId, post: draft({ title: 'Moved keynote', publishAt: null }) }, as(scene.people.organizer));
    expect(now.error).toBeUndefined();
    await onceChangeKnown(async () => expect((await feedPost(postId))?.title).toBe('Moved keynote'));
    expect((await notificationsOf(t, scene.people.attendee)).filter((item) => item.payload?.title === 'Moved keynote')).toHaveLength(1);
  });

  it('deletes an update: it leaves every feed', async () => {
    const postId = await createPost(t, scene, scene.people.organizer, { title: 'Wrong room' });
    await onceChangeKnown(async () => expect(await feedPost(postId)).toBeDefined());
    const removed = await t.api.mutate('posts.remove', { eventId: scene.eventId, postId }, as(scene.people.organizer));
    expect(removed.error).toBeUndefined();
    await onceChangeKnown(async () => expect(await feedPost(postId)).toBeUndefined());
    const again = await t.api.mutate('posts.remove', { eventId: scene.eventId, postId }, as(scene.people.organizer));
    expect(again.error?.data.code).toBe('NOT_FOUND');
  });

  it('lets staff write and change their own updates, never someone else’s, and attendees none', async () => {
    const staffPost = await createPost(t, scene, scene.people.staff, { title: 'Lost badge at the desk' });
    const organizerPost = await createPost(t, scene, scene.people.organizer, { title: 'Organizer news' });
    const own = await t.api.mutate('posts.update', { eventId: scene.eventId, postId: staffPost, post: draft({ title: 'Found badge at the desk' }) }, as(scene.people.staff));
    expect(own.error).toBeUndefined();
    const theirs = await t.api.mutate('posts.update', { eventId: scene.eventId, postId: organizerPost, post: draft() }, as(scene.people.staff));
    expect(theirs.error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('posts.remove', { eventId: scene.eventId, postId: organizerPost }, as(scene.people.staff))).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('posts.remove', { eventId: scene.eventId, postId: staffPost }, as(scene.people.staff))).error).toBeUndefined();
    const attendee = await t.api.mutate('posts.create', { eventId: scene.eventId, post: draft() }, as(scene.people.attendee));
    expect(attendee.error?.data.code).toBe('FORBIDDEN');
    const list = await managed(scene.people.staff);
    expect(list.find((post) => post.id === organizerPost)).toMatchObject({ mine: false, canChange: false });
  });

  it('checks every field: title and text required, no control characters in the title, at most 5,000 characters of text', async () => {
    const organizer = as(scene.people.organizer);
    const empty = await t.api.mutate('posts.create', { eventId: scene.eventId, post: draft({ title: '   ' }) }, organizer);
    expect(empty.error?.data.code).toBe('BAD_REQUEST');
    expect(empty.error?.data.fieldErrors?.post).toContain('Give the update a title');
    const lineBreak = await t.api.mutate('posts.create', { eventId: scene.eventId, post: draft({ title: 'Two\nlines' }) }, organizer);
    expect(lineBreak.error?.data.code).toBe('BAD_REQUEST');
    const long = await t.api.mutate('posts.create', { eventId: scene.eventId, post: draft({ body: 'x'.repeat(5001) }) }, organizer);
    expect(long.error?.data.code).toBe('BAD_REQUEST');
    const audience = await t.api.mutate('posts.create', { eventId: scene.eventId, post: { ...draft(), audience: 'sponsors' } }, organizer);
    expect(audience.error?.data.code).toBe('BAD_REQUEST');
  });

  it('takes a picture only from the author’s own event-picture upload', async () => {
    const staffPhoto = '/uploads/event-picture/StaffPhoto000000000000.webp';
    await insertPictureUpload(t, scene.people.staff.accountId, staffPhoto);
    const foreign = await t.api.mutate('posts.create', { eventId: scene.eventId, post: draft({ pictureSrc: staffPhoto }) }, as(scene.people.organizer));
    expect(foreign.error?.data.code).toBe('BAD_REQUEST');
    const external = await t.api.mutate('posts.create', { eventId: scene.eventId, post: draft({ pictureSrc: 'https://evil.example/x.png' }) }, as(scene.people.organizer));
    expect(external.error?.data.code).toBe('BAD_REQUEST');
    const postId = await createPost(t, scene, scene.people.staff, { title: 'With a photo', pictureSrc: staffPhoto });
    await onceChangeKnown(async () => expect((await feedPost(postId))?.picture).toEqual({ src: staffPhoto }));
  });
});

describe('unread marker', () => {
  it('starts empty, moves forward only, never past the server’s now, and follows the account to any device', async () => {
    const reader = as(scene.people.speaker);
    const state = async () => (await t.api.query<{ seenUpTo: number | null }>('posts.readState', { eventId: scene.eventId }, reader)).data.seenUpTo;
    expect(await state()).toBeNull();
    const now = Math.floor(t.clock.now().getTime() / 1000);
    await t.api.mutate('posts.markSeen', { eventId: scene.eventId, seenUpTo: now - 60 }, reader);
    expect(await state()).toBe(now - 60);
    await t.api.mutate('posts.markSeen', { eventId: scene.eventId, seenUpTo: now - 600 }, reader);
    expect(await state()).toBe(now - 60);
    await t.api.mutate('posts.markSeen', { eventId: scene.eventId, seenUpTo: now + 86_400 }, reader);
    expect(await state()).toBeLessThanOrEqual(Math.floor(t.clock.now().getTime() / 1000));
    expect(await state()).toBeGreaterThanOrEqual(now);
  });
});

describe('live and at scale', () => {
  it('nudges every open stream of the event on topic "posts" when an update goes out, with nothing of the update in it', async () => {
    const stream = await openEventStream(`${t.url}/api/notifications/stream`, scene.people.exhibitor.token);
    try {
      await stream.next(notificationStreamEvents.list);
      await createPost(t, scene, scene.people.organizer, { title: 'Staff-only secret', audience: 'staff' });
      const message = await stream.next(notificationStreamEvents.live, 10_000);
      expect(message.data).toMatchObject({ eventId: scene.eventId, topic: 'posts', key: 'feed' });
      expect(JSON.stringify(message.data)).not.toContain('Staff-only secret');
    } finally {
      stream.close();
    }
  });

  it('notifies every member of a large audience', async () => {
    const crowd = 300;
    for (let i = 0; i < crowd; i += 1) await addMember(t.db, scene.eventId, await insertAccount(t.db), 'attendee');
    const result = await t.api.mutate<{ postId: string }>('posts.create', { eventId: scene.eventId, post: draft({ title: 'For the crowd', audience: 'attendees' }) }, as(scene.people.organizer));
    expect(result.error).toBeUndefined();
    const rows = (await t.db.execute(`select count(*)::int as count from notifications where payload->>'title' = 'For the crowd'`)) as unknown as { rows: Array<{ count: number }> };
    // The crowd, the scene's attendee and the organizers (the author excepted: none left).
    expect(rows.rows[0]?.count).toBe(crowd + 1);
  });
});
