import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agendaFeeds } from '../../db/schema/agenda-feeds.ts';

/** 32 random bytes: the token is the whole credential of the calendar feed. */
const newToken = () => randomBytes(32).toString('base64url');
export const feedTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The person's feed token for the event. Members get theirs when they join (migration 0018's
 * trigger), so for them this only reads: every attendee's first agenda read comes within minutes
 * when doors open. Organization people who run the event without joining it get theirs on first ask.
 */
export async function ensureFeedToken(db: Db, accountId: string, eventId: string): Promise<string> {
  const stored = () =>
    db
      .select({ token: agendaFeeds.token })
      .from(agendaFeeds)
      .where(and(eq(agendaFeeds.accountId, accountId), eq(agendaFeeds.eventId, eventId)))
      .limit(1);
  const [existing] = await stored();
  if (existing) return existing.token;
  const [made] = await db
    .insert(agendaFeeds)
    .values({ accountId, eventId, token: newToken() })
    .onConflictDoNothing({ target: [agendaFeeds.accountId, agendaFeeds.eventId] })
    .returning({ token: agendaFeeds.token });
  if (made) return made.token;
  // Another request made it between the read and the insert: theirs stands.
  const [row] = await stored();
  if (!row) throw new Error('Agenda feed token was not stored');
  return row.token;
}

/** A new token: the old URL stops working (for a link shared by mistake). */
export async function regenerateFeedToken(db: Db, accountId: string, eventId: string): Promise<string> {
  const token = newToken();
  await db
    .insert(agendaFeeds)
    .values({ accountId, eventId, token })
    .onConflictDoUpdate({ target: [agendaFeeds.accountId, agendaFeeds.eventId], set: { token, createdAt: new Date() } });
  return token;
}

/** Whose feed a token opens, by the unique index; null for a malformed or unknown token. */
export async function findFeed(db: Db, token: string): Promise<{ accountId: string; eventId: string } | null> {
  if (!feedTokenPattern.test(token)) return null;
  const [row] = await db.select({ accountId: agendaFeeds.accountId, eventId: agendaFeeds.eventId }).from(agendaFeeds).where(eq(agendaFeeds.token, token)).limit(1);
  return row ?? null;
}

/** The feed's absolute URL: PUBLIC_URL when set, else the origin the request came to. */
export function feedUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/api/calendar/${token}.ics`;
}
