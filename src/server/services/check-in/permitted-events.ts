import type { Permission } from '#shared/rules/permissions.ts';
import { requirePermission, type AccessContext } from '../access/require-access.ts';

/**
 * The events of a batch where the caller holds the permission. A batch may mix events, and a
 * scan for a forbidden one is refused alone; but when none is allowed the whole call fails
 * as requirePermission would (NOT_FOUND for an event they cannot see, else FORBIDDEN).
 */
export async function permittedEvents(ctx: AccessContext, eventIds: string[], permission: Permission): Promise<Set<string>> {
  const distinct = [...new Set(eventIds)];
  const access = await Promise.all(distinct.map((eventId) => ctx.access.event(eventId)));
  const allowed = new Set(distinct.filter((_, index) => access[index]?.visible && access[index].permissions.has(permission)));
  if (allowed.size === 0 && distinct[0]) await requirePermission(ctx, distinct[0], permission);
  return allowed;
}
