import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '#shared/contracts/organization.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { readOutbox } from '../helpers/dev-mail.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

interface Invitation {
  id: string;
  organizationHandle: string;
  organizationName: string;
  email: string;
  role: string;
  status: string;
  expiresAt: number;
  createdAt: number;
}
interface Members {
  items: Array<{ accountId: string; role: string; email: string }>;
  invitations: Invitation[];
}

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ env: { PUBLIC_URL: 'https://hallway.example' } });
});
afterAll(() => t.stop());

const as = (who: TestAccount) => ({ token: who.token });

/** A fresh organization with an owner and an admin. */
async function scene() {
  const owner = await registerTestAccount(t.api, { firstName: 'Owen', lastName: 'Owner' });
  const admin = await registerTestAccount(t.api);
  const organization = await insertOrganization(t.db, { name: 'Invite Co' });
  await addOrganizationMember(t.db, organization.id, owner.account.id, 'owner');
  await addOrganizationMember(t.db, organization.id, admin.account.id, 'admin');
  return { owner, admin, organization };
}

async function invitationToken(email: string, handle: string): Promise<string> {
  const [mail] = await readOutbox(t.api, email);
  const token = mail?.text.match(new RegExp(`https://hallway\\.example/org/${handle}\\?invitation=([\\w-]+)`))?.[1];
  expect(token, 'an invitation link in the mail').toBeTruthy();
  return token as string;
}

describe('organization invitations', () => {
  it('mails a link to /org/{handle}?invitation=…; the invitee reads it, accepts, and is a member with that role', async () => {
    const { owner, organization } = await scene();
    const email = `new-admin-${randomUUID()}@example.test`;
    const invited = await t.api.mutate<Invitation>('organization.invite', { organizationId: organization.id, email, role: 'admin' }, as(owner));
    expect(invited.data).toMatchObject({ email, role: 'admin', status: 'PENDING', organizationHandle: organization.handle, organizationName: 'Invite Co' });
    expect(invited.data.expiresAt - invited.data.createdAt).toBe(14 * 86_400);
    const [mail] = await readOutbox(t.api, email);
    expect(mail?.text).toContain('Owen Owner invited you to join Invite Co');

    const token = await invitationToken(email, organization.handle);
    expect((await t.api.query<Invitation>('organization.invitationByToken', { token })).data).toMatchObject({ email, status: 'PENDING' });
    const invitee = await registerTestAccount(t.api, { email });
    expect((await t.api.query<{ items: Invitation[] }>('organization.myInvitations', undefined, as(invitee))).data.items).toHaveLength(1);

    const accepted = await t.api.mutate<Organization>('organization.acceptInvitation', { token }, as(invitee));
    expect(accepted.data).toMatchObject({ id: organization.id, myRole: 'admin' });
    expect((await t.api.query<Invitation>('organization.invitationByToken', { token })).data.status).toBe('ACCEPTED');
    expect((await t.api.query<{ items: Invitation[] }>('organization.myInvitations', undefined, as(invitee))).data.items).toHaveLength(0);
    const members = await t.api.query<Members>('organization.members', { organizationId: organization.id }, as(invitee));
    expect(members.data.items.find((member) => member.email === email)?.role).toBe('admin');
  });

  it('lets the invitee decline; a declined invitation cannot be accepted', async () => {
    const { admin, organization } = await scene();
    const email = `decliner-${randomUUID()}@example.test`;
    await t.api.mutate('organization.invite', { organizationId: organization.id, email, role: 'organizer' }, as(admin));
    const token = await invitationToken(email, organization.handle);
    const invitee = await registerTestAccount(t.api, { email });
    expect((await t.api.mutate('organization.declineInvitation', { token }, as(invitee))).data).toEqual({ ok: true });
    expect((await t.api.query<Invitation>('organization.invitationByToken', { token })).data.status).toBe('DECLINED');
    expect((await t.api.mutate('organization.acceptInvitation', { token }, as(invitee))).error?.data.code).toBe('PRECONDITION_FAILED');
  });

  it('works once: a member removed since cannot come back with the old link', async () => {
    const { owner, organization } = await scene();
    const email = `once-${randomUUID()}@example.test`;
    await t.api.mutate('organization.invite', { organizationId: organization.id, email, role: 'organizer' }, as(owner));
    const token = await invitationToken(email, organization.handle);
    const invitee = await registerTestAccount(t.api, { email });
    await t.api.mutate('organization.acceptInvitation', { token }, as(invitee));
    expect((await t.api.mutate<Organization>('organization.acceptInvitation', { token }, as(invitee))).data.myRole).toBe('organizer');
    await t.api.mutate('organization.removeMember', { organizationId: organization.id, accountId: invitee.account.id }, as(owner));
    expect((await t.api.mutate('organization.acceptInvitation', { token }, as(invitee))).error?.data.code).toBe('PRECONDITION_FAILED');
  });

  it('expires after 14 days', async () => {
    const { owner, organization } = await scene();
    const email = `slow-${randomUUID()}@example.test`;
    await t.api.mutate('organization.invite', { organizationId: organization.id, email, role: 'organizer' }, as(owner));
    const token = await invitationToken(email, organization.handle);
    const invitee = await registerTestAccount(t.api, { email });
    t.clock.advance(15 * 86_400);
    try {
      expect((await t.api.query<Invitation>('organization.invitationByToken', { token })).data.status).toBe('EXPIRED');
      expect((await t.api.mutate('organization.acceptInvitation', { token }, as(invitee))).error?.data.code).toBe('PRECONDITION_FAILED');
    } finally {
      t.clock.advance(-15 * 86_400);
    }
  });

  it('renews the open invitation when inviting the same address again (the old link stops working)', async () => {
    const { owner, organization } = await scene();
    const email = `twice-${randomUUID()}@example.test`;
    await t.api.mutate('organization.invite', { organizationId: organization.id, email, role: 'organizer' }, as(owner));
    const first = await invitationToken(email, organization.handle);
    await t.api.mutate('organization.invite', { organizationId: organization.id, email, role: 'admin' }, as(owner));
    const second = await invitationToken(email, organization.handle);
    expect((await t.api.query('organization.invitationByToken', { token: first })).error?.data.code).toBe('NOT_FOUND');
    const members = await t.api.query<Members>('organization.members', { organizationId: organization.id }, as(owner));
    expect(members.data.invitations.filter((invitation) => invitation.email === email)).toEqual([expect.objectContaining({ role: 'admin' })]);
    expect((await t.api.query<Invitation>('organization.invitationByToken', { token: second })).data.role).toBe('admin');
  });

  it('refuses to invite a member again (CONFLICT), and an admin may not invite an owner', async () => {
    const { owner, admin, organization } = await scene();
    expect((await t.api.mutate('organization.invite', { organizationId: organization.id, email: admin.email, role: 'organizer' }, as(owner))).error?.data.code).toBe('CONFLICT');
    const promote = await t.api.mutate('organization.invite', { organizationId: organization.id, email: `alt-${randomUUID()}@example.test`, role: 'owner' }, as(admin));
    expect(promote.error?.data.code).toBe('FORBIDDEN');
  });
});

describe('organization roles and leaving', () => {
  it('lets owners change roles and never leaves the organization without an owner', async () => {
    const { owner, admin, organization } = await scene();
    const lastOwner = await t.api.mutate('organization.changeRole', { organizationId: organization.id, accountId: owner.account.id, role: 'admin' }, as(owner));
    expect(lastOwner.error?.data.code).toBe('PRECONDITION_FAILED');
    const promoted = await t.api.mutate<{ role: string }>('organization.changeRole', { organizationId: organization.id, accountId: admin.account.id, role: 'owner' }, as(owner));
    expect(promoted.data.role).toBe('owner');
    // Two owners now: one may step down or leave.
    expect((await t.api.mutate('organization.leave', { organizationId: organization.id }, as(owner))).data).toEqual({ ok: true });
    expect((await t.api.query<Organization>('organization.byHandle', { handle: organization.handle }, as(owner))).data.myRole).toBeNull();
    expect((await t.api.mutate('organization.leave', { organizationId: organization.id }, as(admin))).error?.data.code).toBe('PRECONDITION_FAILED');
  });

  it('lets admins remove organizers but not owners', async () => {
    const { owner, admin, organization } = await scene();
    const organizer = await registerTestAccount(t.api);
    await addOrganizationMember(t.db, organization.id, organizer.account.id, 'organizer');
    expect((await t.api.mutate('organization.removeMember', { organizationId: organization.id, accountId: owner.account.id }, as(admin))).error?.data.code).toBe('FORBIDDEN');
    expect((await t.api.mutate('organization.removeMember', { organizationId: organization.id, accountId: organizer.account.id }, as(admin))).data).toEqual({ ok: true });
    const members = await t.api.query<Members>('organization.members', { organizationId: organization.id }, as(admin));
    expect(members.data.items.map((member) => member.accountId).sort()).toEqual([owner.account.id, admin.account.id].sort());
    expect((await t.api.mutate('organization.removeMember', { organizationId: organization.id, accountId: randomUUID() }, as(admin))).error?.data.code).toBe('NOT_FOUND');
  });

  it('shows open invitations only to those who may invite', async () => {
    const { owner, organization } = await scene();
    const organizer = await registerTestAccount(t.api);
    await addOrganizationMember(t.db, organization.id, organizer.account.id, 'organizer');
    await t.api.mutate('organization.invite', { organizationId: organization.id, email: `pending-${randomUUID()}@example.test`, role: 'organizer' }, as(owner));
    expect((await t.api.query<Members>('organization.members', { organizationId: organization.id }, as(owner))).data.invitations).toHaveLength(1);
    expect((await t.api.query<Members>('organization.members', { organizationId: organization.id }, as(organizer))).data.invitations).toEqual([]);
  });
});
