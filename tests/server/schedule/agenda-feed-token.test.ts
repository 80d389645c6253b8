// Runs on both databases: migration 0018's trigger makes the token.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaFeeds } from '#server/db/schema/agenda-feeds.ts';
import { eventMembers } from '#server/db/schema/event-members.ts';
import { feedTokenPattern } from '#server/services/schedule/agenda-feed.ts';
import type { Agenda } from '#shared/contracts/schedule.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { eventWithOrganizer, joinAs } from './scene.ts';

// The calendar-feed token of a member's agenda is made when they join (migration 0018's trigger,
// whatever code adds them), so the agenda read every attendee makes when doors open only reads.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

const storedTokens = (eventId: string, accountIds: string[]) =>
  t.db
    .select({ accountId: agendaFeeds.accountId, token: agendaFeeds.token, createdAt: agendaFeeds.createdAt })
    .from(agendaFeeds)
    .where(and(eq(agendaFeeds.eventId, eventId), inArray(agendaFeeds.accountId, accountIds)));
const agendaFeedToken = async (who: TestAccount, eventId: string) => {
  const agenda = await t.api.query<Agenda>('schedule.agenda', { eventId }, { token: who.token });
  expect(agenda.error).toBeUndefined();
  return /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(agenda.data.feedUrl)?.[1];
};

describe('agenda feed tokens', () => {
  it('exist from the moment someone joins, and the first agenda read answers that one without writing', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const member = await joinAs(t, eventId, 'attendee', { firstName: 'Tia', lastName: 'Token' });
    const [made] = await storedTokens(eventId, [member.account.id]);
    expect(made?.token).toMatch(feedTokenPattern);

    expect(await agendaFeedToken(member, eventId)).toBe(made!.token);
    expect(await storedTokens(eventId, [member.account.id])).toEqual([made]);
  });

  it('are made for every member added in one statement (an import, the seed), each its own', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const people = await Promise.all(Array.from({ length: 6 }, () => registerTestAccount(t.api)));
    const accountIds = people.map((person) => person.account.id);
    await t.db.insert(eventMembers).values(accountIds.map((accountId) => ({ eventId, accountId })));
    const tokens = await storedTokens(eventId, accountIds);
    expect(tokens.map((row) => row.accountId).sort()).toEqual([...accountIds].sort());
    for (const row of tokens) expect(row.token).toMatch(feedTokenPattern);
    expect(new Set(tokens.map((row) => row.token)).size).toBe(accountIds.length);
  });

  it('stay the same for a member who leaves and comes back, and change only when reset', async () => {
    const { eventId } = await eventWithOrganizer(t);
    const member = await joinAs(t, eventId, 'attendee', { firstName: 'Ray', lastName: 'Rejoin' });
    const first = await agendaFeedToken(member, eventId);
    await t.db.delete(eventMembers).where(eq(eventMembers.id, member.attendeeId));
    await t.db.insert(eventMembers).values({ eventId, accountId: member.account.id });
    expect(await agendaFeedToken(member, eventId)).toBe(first);

    const reset = await t.api.mutate<{ feedUrl: string }>('schedule.resetAgendaFeed', { eventId }, { token: member.token });
    expect(reset.error).toBeUndefined();
    const second = await agendaFeedToken(member, eventId);
    expect(second).not.toBe(first);
    expect(reset.data.feedUrl).toContain(`/api/calendar/${second}.ics`);
  });

  it('are still made on first ask for organization people who run the event without joining it', async () => {
    const organization = await insertOrganization(t.db);
    const { eventId } = await eventWithOrganizer(t, { organizationId: organization.id });
    const runner = await registerTestAccount(t.api);
    await addOrganizationMember(t.db, organization.id, runner.account.id, 'organizer');
    expect(await storedTokens(eventId, [runner.account.id])).toEqual([]);
    const token = await agendaFeedToken(runner, eventId);
    expect(token).toMatch(feedTokenPattern);
    expect(await agendaFeedToken(runner, eventId)).toBe(token);
    expect((await storedTokens(eventId, [runner.account.id])).map((row) => row.token)).toEqual([token]);
  });
});
