import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { Organization } from '#shared/contracts/organization.ts';
import { insertEvent } from '../factories/events.ts';
import { uniqueHandle } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
let founder: TestAccount;
let visitor: TestAccount;

beforeAll(async () => {
  t = await startTestServer();
  founder = await registerTestAccount(t.api);
  visitor = await registerTestAccount(t.api);
});
afterAll(() => t.stop());

const as = (who: TestAccount) => ({ token: who.token });

async function createOrganization(overrides: Record<string, unknown> = {}): Promise<Organization> {
  const response = await t.api.mutate<Organization>('organization.create', { name: 'Maple Events', handle: uniqueHandle('maple'), ...overrides }, as(founder));
  expect(response.error).toBeUndefined();
  return response.data;
}

describe('organization.create and organization.update', () => {
  it('makes the creator the owner', async () => {
    const created = await createOrganization({ description: 'We run meetups' });
    expect(created).toMatchObject({ name: 'Maple Events', description: 'We run meetups', logo: null, myRole: 'owner' });
    const mine = await t.api.query<{ items: Organization[] }>('organization.mine', undefined, as(founder));
    expect(mine.data.items.map((organization) => organization.id)).toContain(created.id);
  });

  it('answers CONFLICT for a taken handle, whatever its case', async () => {
    const { handle } = await createOrganization();
    const again = await t.api.mutate('organization.create', { name: 'Copycat', handle: handle.toUpperCase() }, as(visitor));
    expect(again.error?.data.code).toBe('CONFLICT');
    const renamed = await t.api.mutate('organization.update', { id: (await createOrganization()).id, handle }, as(founder));
    expect(renamed.error?.data.code).toBe('CONFLICT');
  });

  it('refuses a handle that cannot be a URL segment', async () => {
    const response = await t.api.mutate('organization.create', { name: 'Bad', handle: 'no spaces/here' }, as(founder));
    expect(response.error?.data.code).toBe('BAD_REQUEST');
  });

  // Regression: organizationUpdateInput was organizationInput.partial(), and zod 4 applies
  // defaults inside partial(), so saving the name alone blanked the description and logo.
  it('changes only the fields sent', async () => {
    const created = await createOrganization({ description: 'Keep me' });
    const response = await t.api.mutate<Organization>('organization.update', { id: created.id, name: 'Maple Events Inc.' }, as(founder));
    expect(response.data).toMatchObject({ name: 'Maple Events Inc.', description: 'Keep me', handle: created.handle });
  });

  it('refuses a logo that is not the caller’s own logo upload', async () => {
    const created = await createOrganization();
    const response = await t.api.mutate('organization.update', { id: created.id, logoSrc: '/uploads/logo/SomeoneElse00000000000.webp' }, as(founder));
    expect(response.error?.data.code).toBe('BAD_REQUEST');
  });
});

describe('organization.byHandle and organization.events', () => {
  it('shows the public page to anyone, with the viewer’s role', async () => {
    const created = await createOrganization();
    expect((await t.api.query<Organization>('organization.byHandle', { handle: created.handle })).data.myRole).toBeNull();
    expect((await t.api.query<Organization>('organization.byHandle', { handle: created.handle }, as(founder))).data.myRole).toBe('owner');
  });

  it('lists published events for visitors and every event for members', async () => {
    const created = await createOrganization();
    const shown = await insertEvent(t.db, { organizationId: created.id, name: 'Public one' });
    const draft = await insertEvent(t.db, { organizationId: created.id, name: 'Draft', published: false });
    const publicList = await t.api.query<{ items: HallwayEvent[] }>('organization.events', { handle: created.handle });
    expect(publicList.data.items.map((event) => event.id)).toEqual([shown]);
    expect(publicList.data.items[0]?.organization).toEqual({ id: created.id, handle: created.handle, name: created.name });
    const memberList = await t.api.query<{ items: HallwayEvent[] }>('organization.events', { handle: created.handle }, as(founder));
    expect(memberList.data.items.map((event) => event.id).sort()).toEqual([shown, draft].sort());
    // Members of the organization run its events: the console is theirs.
    expect(memberList.data.items[0]?.viewerPermissions).toContain('Event::Event::Update');
  });
});
