import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { expect } from 'vitest';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { accountTokenHeaderName } from '#shared/contracts/session.ts';
import type { TestServer } from '../helpers/test-server.ts';
import type { Member } from '../schedule/scene.ts';

// What the feed readers' tests do to them: a request as a signed-in device sends it, and the two
// changes behind their back (a sign-out, a removal) whose notices the tests then feed in by hand.

/** A request carrying `token` the way the app sends it (header, no cookies). */
export const requestWith = (token: string) => ({ headers: { [accountTokenHeaderName]: token }, cookies: {} }) as unknown as FastifyRequest;

export async function signOut(t: TestServer, who: Member): Promise<void> {
  expect((await t.api.mutate('account.signOut', undefined, { token: who.token })).error).toBeUndefined();
}

export async function removeMember(t: TestServer, who: Member, eventId: string): Promise<void> {
  await t.db.delete(eventMembers).where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.accountId, who.account.id)));
}
