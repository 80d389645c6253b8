import type { ManagedPost, Post } from '#shared/contracts/posts.ts';
import type { PostRow } from '../../db/schema/posts.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A published update as its readers get it. */
export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    body: row.body,
    picture: row.pictureSrc ? { src: row.pictureSrc } : null,
    pinned: row.pinned,
    audience: row.audience,
    publishedAt: seconds(row.publishAt),
    editedAt: row.editedAt ? seconds(row.editedAt) : null,
  };
}

export function toManagedPost(
  row: PostRow,
  authorName: string,
  viewer: { accountId: string; changesAny: boolean; changesOwn: boolean },
  now: Date,
): ManagedPost {
  const mine = row.authorAccountId === viewer.accountId;
  return {
    ...toPost(row),
    publishAt: seconds(row.publishAt),
    published: row.publishAt.getTime() <= now.getTime(),
    authorName,
    mine,
    canChange: viewer.changesAny || (viewer.changesOwn && mine),
  };
}

/** Pinned first, then newest first; ties by id so every reader sees one order. */
export function comparePosts(a: Pick<Post, 'pinned' | 'publishedAt' | 'id'>, b: Pick<Post, 'pinned' | 'publishedAt' | 'id'>): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.publishedAt !== b.publishedAt) return b.publishedAt - a.publishedAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
