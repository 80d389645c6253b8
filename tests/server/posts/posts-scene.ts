import type { EventRole } from '#shared/contracts/event.ts';
import type { PostDraft, PostsFeed } from '#shared/contracts/posts.ts';
import { uploads } from '#server/db/schema/uploads.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import type { TestServer } from '../helpers/test-server.ts';
import type { AppNotification } from '#shared/contracts/notification.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';

export const roles = ['attendee', 'speaker', 'exhibitor', 'staff', 'organizer'] as const satisfies readonly EventRole[];
export type SceneRole = (typeof roles)[number];

export interface Person {
  token: string;
  accountId: string;
}

export interface PostsScene {
  eventId: string;
  /** The same people in an event with updates switched off. */
  offEventId: string;
  people: Record<SceneRole, Person>;
}

/** One member per role in an event with updates on, and in one with them off. */
export async function createPostsScene(t: TestServer): Promise<PostsScene> {
  const eventId = await insertEvent(t.db, { enablePosts: true });
  const offEventId = await insertEvent(t.db, { enablePosts: false });
  const people = {} as Record<SceneRole, Person>;
  for (const role of roles) {
    const { token, account } = await registerTestAccount(t.api, { firstName: role[0]!.toUpperCase() + role.slice(1), lastName: 'Person' });
    people[role] = { token, accountId: account.id };
    await addMember(t.db, eventId, account.id, role);
    await addMember(t.db, offEventId, account.id, role);
  }
  return { eventId, offEventId, people };
}

export const draft = (overrides: Partial<PostDraft> = {}): Partial<PostDraft> => ({
  title: 'Doors open at 8:30',
  body: 'Coffee is in the foyer. Slides: https://example.com/slides',
  ...overrides,
});

export async function createPost(t: TestServer, scene: PostsScene, by: Person, overrides: Partial<PostDraft> = {}): Promise<string> {
  const answer = await t.api.mutate<{ postId: string }>('posts.create', { eventId: scene.eventId, post: draft(overrides) }, { token: by.token });
  if (answer.error) throw new Error(`posts.create refused: ${answer.error.data.code} ${answer.error.message}`);
  return answer.data.postId;
}

export interface FeedAnswer {
  status: number;
  body: PostsFeed | null;
  code: string | undefined;
  message: string | undefined;
}

export async function readPostsFeed(t: TestServer, eventId: string, feed: string, by: Person | null): Promise<FeedAnswer> {
  const response = await fetch(`${t.url}/api/events/${eventId}/feeds/posts-${feed}`, { headers: by ? { [accountTokenHeaderName]: by.token } : {} });
  const body = (await response.json()) as PostsFeed & { error?: { message: string; data: { code: string } } };
  return response.ok
    ? { status: response.status, body, code: undefined, message: undefined }
    : { status: response.status, body: null, code: body.error?.data.code, message: body.error?.message };
}

export async function notificationsOf(t: TestServer, person: Person): Promise<AppNotification[]> {
  const answer = await t.api.query<{ items: AppNotification[] }>('notification.list', { limit: 200 }, { token: person.token });
  return answer.data.items;
}

/** An event-picture upload row of this account, as the upload route leaves one. */
export async function insertPictureUpload(t: TestServer, accountId: string, src: string): Promise<void> {
  await t.db.insert(uploads).values({ accountId, purpose: 'event-picture', src, thumbnailSrc: `${src}-thumb`, contentType: 'image/webp', width: 800, height: 400, bytes: 1000 });
}
