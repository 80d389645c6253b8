import { and, eq } from 'drizzle-orm';
import type { Permission } from '#shared/rules/permissions.ts';
import { posts, type PostRow } from '../../db/schema/posts.ts';
import type { ServerDeps } from '../../deps.ts';
import type { AccessContext } from '../access/require-access.ts';
import type { EventAccess } from '../access/event-access.ts';
import { DomainError } from '../domain-error.ts';
import { requirePostsRead } from './require-posts.ts';

const postNotFoundMessage = 'This update does not exist any more';

/**
 * The update the caller wants to change, when they may: everyone's with `any`, their own with
 * `own`. Whoever holds neither is refused before the id is even looked at (FORBIDDEN, never a
 * NOT_FOUND that would tell which ids exist).
 */
export async function requireChangeablePost(
  ctx: AccessContext & { deps: Pick<ServerDeps, 'db'>; accountId: string },
  eventId: string,
  postId: string,
  permissions: { any: Permission; own: Permission },
): Promise<{ access: EventAccess; post: PostRow }> {
  const access = await requirePostsRead(ctx, eventId);
  const any = access.permissions.has(permissions.any);
  if (!any && !access.permissions.has(permissions.own)) {
    throw new DomainError('FORBIDDEN', `You may not do this in this event (it needs ${permissions.any})`);
  }
  const [post] = await ctx.deps.db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.eventId, eventId)))
    .limit(1);
  if (!post) throw new DomainError('NOT_FOUND', postNotFoundMessage);
  if (!any && post.authorAccountId !== ctx.accountId) {
    throw new DomainError('FORBIDDEN', 'You may only change the updates you wrote');
  }
  return { access, post };
}
