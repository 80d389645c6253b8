import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { NotificationPayload } from '#shared/contracts/notification.ts';
import { rolesOfAudience } from '#shared/rules/post-feeds.ts';
import { eventMembers } from '../../db/schema/event-members.ts';
import { posts, type PostRow } from '../../db/schema/posts.ts';
import type { ServerDeps } from '../../deps.ts';

const postTopic = 'event_post';
const bodyPreviewLength = 240;

/** Where the bell's notification opens: the update itself in the feed. */
const postUrl = (eventId: string, postId: string) => `/event/${eventId}/posts#post-${postId}`;

function postNotificationPayload(post: Pick<PostRow, 'id' | 'eventId' | 'title' | 'body'>): NotificationPayload {
  const body = post.body.length > bodyPreviewLength ? `${post.body.slice(0, bodyPreviewLength - 1).trimEnd()}…` : post.body;
  return {
    title: post.title,
    body,
    eventId: post.eventId,
    programUrl: postUrl(post.eventId, post.id),
  };
}

export type AnnounceDeps = Pick<ServerDeps, 'db' | 'clock' | 'bus'>;

/**
 * Sends the bell notification of a due update to every member of its audience (the author
 * excepted), once: the row is claimed by setting announced_at, so two instances (or a retry)
 * never announce twice. One INSERT … SELECT writes every notification and one statement tells
 * every instance, however many members the event has. Answers how many were notified.
 */
export async function announcePost(deps: AnnounceDeps, postId: string): Promise<number> {
  const now = deps.clock.now();
  // The claim and the notifications commit together: a failure leaves the update unannounced,
  // and the publishing job tries again.
  const created = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .update(posts)
      .set({ announcedAt: now, updatedAt: now })
      .where(and(eq(posts.id, postId), isNull(posts.announcedAt), lte(posts.publishAt, now)))
      .returning();
    if (!post) return [];
    const payload = JSON.stringify(postNotificationPayload(post));
    const at = now.toISOString();
    const audience = and(
      eq(eventMembers.eventId, post.eventId),
      inArray(eventMembers.role, [...rolesOfAudience(post.audience)]),
      post.authorAccountId ? ne(eventMembers.accountId, post.authorAccountId) : undefined,
    );
    const result = (await tx.execute(sql`
    insert into notifications (account_id, topic_name, payload, created_at, updated_at)
    select ${eventMembers.accountId}, ${postTopic}, ${payload}::jsonb, ${at}::timestamptz, ${at}::timestamptz
    from ${eventMembers} where ${audience}
    returning id, account_id
  `)) as unknown as { rows: Array<{ id: string; account_id: string }> };
    return result.rows;
  });
  await deps.bus.publishMany(
    created.map((row) => ({
      type: 'created' as const,
      accountId: row.account_id,
      notificationId: row.id,
    })),
  );
  return created.length;
}

/** Every update whose time has come and that was not announced yet (after a restart too). */
export async function dueUnannouncedPostIds(deps: Pick<ServerDeps, 'db' | 'clock'>): Promise<Array<{ id: string; eventId: string }>> {
  return deps.db
    .select({ id: posts.id, eventId: posts.eventId })
    .from(posts)
    .where(and(isNull(posts.announcedAt), lte(posts.publishAt, deps.clock.now())))
    .orderBy(posts.publishAt)
    .limit(100);
}
