import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { NotificationsStreamPayload } from '#shared/contracts/notification.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { insertEventInvitation } from '../factories/invitations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let organizer: TestAccount;

beforeAll(async () => {
  t = await startTestServer({ env: { RATE_LIMIT_JOIN_CODE_PER_ACCOUNT: '5' } });
  organizer = await registerTestAccount(t.api);
});
afterAll(() => t.stop());

const as = (who: TestAccount) => ({ token: who.token });
const byToken = (token: string, who: TestAccount) => t.api.mutate<HallwayEvent>('event.joinByToken', { token }, as(who));
const byCode = (code: string, who: TestAccount) => t.api.mutate<HallwayEvent>('event.joinByCode', { code }, as(who));

describe('event.joinByToken', () => {
  it('joins with the invited role and ticket, returns the event with the membership, and greets once', async () => {
    const eventId = await insertEvent(t.db, { name: 'Token Conf', joinPolicy: 'invite', published: false });
    const invitee = await registerTestAccount(t.api);
    const invitation = await insertEventInvitation(t.db, eventId, { email: invitee.email, role: 'exhibitor', ticketType: 'Booth' });

    const joined = await byToken(invitation.token, invitee);
    // Organizers invite before they publish: the link works for an unpublished event too.
    expect(joined.data).toMatchObject({ id: eventId, published: false, membership: { role: 'exhibitor', attendeeId: expect.any(String) } });
    expect((await byToken(invitation.token, invitee)).data.membership).toEqual(joined.data.membership);
    const bell = await t.api.query<NotificationsStreamPayload>('notification.list', undefined, as(invitee));
    expect(bell.data.items.filter((item) => item.topicName === 'event_joined')).toHaveLength(1);
  });

  it('refuses another account with FORBIDDEN, saying which address the link is for', async () => {
    const eventId = await insertEvent(t.db);
    const invitation = await insertEventInvitation(t.db, eventId, { email: 'the-invitee@example.test' });
    const someoneElse = await registerTestAccount(t.api);
    const response = await byToken(invitation.token, someoneElse);
    expect(response.error?.data.code).toBe('FORBIDDEN');
    expect(response.error?.message).toContain('the-invitee@example.test');
  });

  it('refuses a link older than 30 days (PRECONDITION_FAILED) and an unknown one (NOT_FOUND)', async () => {
    const eventId = await insertEvent(t.db);
    const invitee = await registerTestAccount(t.api);
    const invitation = await insertEventInvitation(t.db, eventId, { email: invitee.email });
    t.clock.advance(31 * 86_400);
    try {
      const late = await byToken(invitation.token, invitee);
      expect(late.error?.data.code).toBe('PRECONDITION_FAILED');
      expect(late.error?.message).toContain('expired');
    } finally {
      t.clock.advance(-31 * 86_400);
    }
    expect((await byToken('x'.repeat(43), invitee)).error?.data.code).toBe('NOT_FOUND');
  });

  it('gives a member who joined another way the invited role', async () => {
    const eventId = await insertEvent(t.db);
    const person = await registerTestAccount(t.api);
    await addMember(t.db, eventId, person.account.id, 'attendee');
    const invitation = await insertEventInvitation(t.db, eventId, { email: person.email, role: 'speaker' });
    expect((await byToken(invitation.token, person)).data.membership?.role).toBe('speaker');
  });
});

describe('event.joinByCode and the join code', () => {
  it('makes a code for the "code" policy that only managers see, and joins with it typed any way', async () => {
    const eventId = await insertEvent(t.db, { joinPolicy: 'invite' });
    await addMember(t.db, eventId, organizer.account.id, 'organizer');
    const set = await t.api.mutate<HallwayEvent>('eventAdmin.setJoinPolicy', { id: eventId, joinPolicy: 'code' }, as(organizer));
    const code = set.data.joinCode as string;
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);

    const guest = await registerTestAccount(t.api);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const joined = await byCode(typed, guest);
    expect(joined.data).toMatchObject({ id: eventId, membership: { role: 'attendee' }, joinCode: null });
    expect(joined.data.viewerPermissions).toEqual(['Event::Event::Read', 'Event::Member::Read']);
  });

  it('stops accepting the old code once regenerated, and any code once the policy changes', async () => {
    const eventId = await insertEvent(t.db, { joinPolicy: 'invite' });
    await addMember(t.db, eventId, organizer.account.id, 'organizer');
    const first = (await t.api.mutate<HallwayEvent>('eventAdmin.setJoinPolicy', { id: eventId, joinPolicy: 'code' }, as(organizer))).data.joinCode as string;
    const second = (await t.api.mutate<HallwayEvent>('eventAdmin.regenerateJoinCode', { id: eventId }, as(organizer))).data.joinCode as string;
    expect(second).not.toBe(first);
    const guest = await registerTestAccount(t.api);
    expect((await byCode(first, guest)).error?.data.code).toBe('NOT_FOUND');
    await t.api.mutate('eventAdmin.setJoinPolicy', { id: eventId, joinPolicy: 'invite' }, as(organizer));
    expect((await byCode(second, guest)).error?.data.code).toBe('NOT_FOUND');
    // Switching back restores the same code.
    const again = await t.api.mutate<HallwayEvent>('eventAdmin.setJoinPolicy', { id: eventId, joinPolicy: 'code' }, as(organizer));
    expect(again.data.joinCode).toBe(second);
  });

  it('does not join an unpublished event by code', async () => {
    await insertEvent(t.db, { joinPolicy: 'code', joinCode: 'HIDDEN23', published: false });
    const guest = await registerTestAccount(t.api);
    expect((await byCode('HIDDEN23', guest)).error?.data.code).toBe('NOT_FOUND');
  });

  it('limits how many codes one account may try', async () => {
    const guesser = await registerTestAccount(t.api);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push((await byCode(`GUESS${attempt}AB`, guesser)).error?.data.code);
    expect(answers).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'TOO_MANY_REQUESTS']);
  });
});
