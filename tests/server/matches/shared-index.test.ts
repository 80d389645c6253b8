import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '#server/db/schema/connections.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { matchDismissals } from '#server/db/schema/match-dismissals.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { planConference } from '#server/seed/conference/plan-conference.ts';
import { writeConference } from '#server/seed/conference/write-conference.ts';
import { directoryOverlay } from '#server/services/attendees/directory-overlay.ts';
import { listMatches } from '#server/services/matches/list-matches.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { sqlDirectoryOverlay, sqlRankedMatches } from './sql-ranked-matches.ts';

// Matches and the directory overlay come from a member index shared by every viewer of an event;
// they must answer exactly what the per-viewer SQL answered, ties and all, over an event with
// hidden and connections-only profiles, members without a profile, one-sided and mutual
// connections, dismissals and viewers from outside the event; and again after each changes.

let t: TestServer;
let eventId: string;
let members: Array<{ accountId: string; visibility: string | null }>;
let outsiders: string[];

/** A small deterministic generator, so failures repeat. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

beforeAll(async () => {
  t = await startTestServer();
  const plan = planConference({ attendees: 400, sessions: 4, days: 1, seed: 11 }, new Date('2026-11-22T12:00:00Z'));
  ({ eventId } = await writeConference(t.db, { plan, passwordHash: 'not-used', ownerIds: [] }));
  const elsewhere = planConference({ attendees: 12, sessions: 1, days: 1, seed: 12 }, new Date('2026-11-22T12:00:00Z'));
  const other = await writeConference(t.db, { plan: elsewhere, passwordHash: 'not-used', ownerIds: [] });
  outsiders = (await t.db.select({ accountId: eventMembers.accountId }).from(eventMembers).where(eq(eventMembers.eventId, other.eventId))).map((row) => row.accountId);

  const rows = await t.db
    .select({ accountId: eventMembers.accountId, visibility: profiles.visibility })
    .from(eventMembers)
    .leftJoin(profiles, eq(profiles.accountId, eventMembers.accountId))
    .where(eq(eventMembers.eventId, eventId));
  const random = sequence(5);
  // Some members never made a profile.
  const withoutProfile = rows.filter(() => random() < 0.05).map((row) => row.accountId);
  await t.db.delete(profiles).where(inArray(profiles.accountId, withoutProfile));
  members = rows.map((row) => ({ accountId: row.accountId, visibility: withoutProfile.includes(row.accountId) ? null : row.visibility }));

  // Connections: mutual, one-sided either way, and a good share with connections-only people.
  const restricted = members.filter((member) => member.visibility === 'connections');
  const pairs = new Map<string, { ownerId: string; otherId: string }>();
  const connect = (ownerId: string, otherId: string) => {
    if (ownerId !== otherId) pairs.set(`${ownerId}:${otherId}`, { ownerId, otherId });
  };
  for (const [index, member] of members.entries()) {
    if (index % 3 !== 0) continue;
    const someone = members[Math.floor(random() * members.length)]!.accountId;
    const hidden = restricted[Math.floor(random() * restricted.length)]!.accountId;
    const roll = random();
    if (roll < 0.7) connect(member.accountId, someone);
    if (roll < 0.4 || roll >= 0.7) connect(someone, member.accountId);
    if (random() < 0.5) connect(hidden, member.accountId);
    if (random() < 0.3) connect(member.accountId, hidden);
  }
  await t.db.insert(connections).values([...pairs.values()].map((pair) => ({ ...pair, connectedAt: new Date() })));
  const dismissals = members
    .filter((_, index) => index % 4 === 1)
    .map((member) => ({ accountId: member.accountId, eventId, dismissedAccountId: members[Math.floor(random() * members.length)]!.accountId, dismissedAt: new Date() }));
  await t.db.insert(matchDismissals).values(dismissals).onConflictDoNothing();
}, 300_000);
afterAll(() => t.stop());

/** Every member with a profile of each kind, some without one, and people from another event. */
function viewers(): string[] {
  const byKind = (visibility: string | null, count: number) => members.filter((member) => member.visibility === visibility).slice(0, count).map((member) => member.accountId);
  return [...byKind('everyone', 40), ...byKind('connections', 10), ...byKind('nobody', 6), ...byKind(null, 5), ...outsiders.slice(0, 4)];
}

async function expectSameAnswers(): Promise<void> {
  for (const viewerAccountId of viewers()) {
    const asked = { eventId, viewerAccountId };
    expect(await listMatches(t.db, asked), `matches for ${viewerAccountId}`).toEqual(await sqlRankedMatches(t.db, asked));
    expect(await directoryOverlay(t.db, asked), `overlay for ${viewerAccountId}`).toEqual(await sqlDirectoryOverlay(t.db, asked));
  }
}

describe('matches and the directory overlay from the shared member index', () => {
  it('answer exactly what the per-viewer SQL answers', async () => {
    await expectSameAnswers();
    const sample = await Promise.all(viewers().slice(0, 40).map((viewerAccountId) => listMatches(t.db, { eventId, viewerAccountId })));
    // The comparison means something: full pages, ties on score broken by name.
    expect(sample.filter((matches) => matches.length === 30).length).toBeGreaterThan(20);
    expect(sample.some((matches) => matches.some((match, index) => index > 0 && matches[index - 1]!.score === match.score))).toBe(true);
  });

  it('stay equal after profiles, visibility, connections and dismissals change', async () => {
    const [first, second, third] = members.filter((member) => member.visibility === 'everyone');
    const hidden = members.find((member) => member.visibility === 'connections')!;
    await expectSameAnswers(); // the index is built and held now
    await t.db.update(profiles).set({ interests: ['rust', 'design', 'ai'], offers: ['mentoring'], lookingFor: ['hiring'] }).where(eq(profiles.accountId, first!.accountId));
    await t.db.update(profiles).set({ visibility: 'connections' }).where(eq(profiles.accountId, second!.accountId));
    await t.db.update(profiles).set({ visibility: 'everyone' }).where(eq(profiles.accountId, hidden.accountId));
    await t.db.delete(eventMembers).where(eq(eventMembers.accountId, third!.accountId));
    await t.db.insert(connections).values({ ownerId: second!.accountId, otherId: members[1]!.accountId, connectedAt: new Date() }).onConflictDoNothing();
    await t.db.delete(matchDismissals).where(eq(matchDismissals.eventId, eventId));
    await expectSameAnswers();
  });
});
