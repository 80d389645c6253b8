import { randomUUID } from 'node:crypto';
import { exhibitorStaff } from '#server/db/schema/exhibitor-staff.ts';
import { exhibitors } from '#server/db/schema/exhibitors.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import type { CaptureLeadResult, ExhibitorDraft } from '#shared/contracts/exhibitors.ts';
import { addMember, insertEvent } from '../factories/events.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { codeOf } from '../helpers/personal-codes.ts';
import type { TestServer } from '../helpers/test-server.ts';
import type { ApiResponse } from '../helpers/trpc-http.ts';

/** An event with exhibitors on: an organizer, a stand with its team member, a second stand, attendees and an outsider. */
export interface ExhibitorScene {
  eventId: string;
  standId: string;
  otherStandId: string;
  organizer: TestAccount;
  /** Exhibitor role, on the stand's team. */
  staff: TestAccount;
  /** Exhibitor role, on no team. */
  loneExhibitor: TestAccount;
  attendee: TestAccount;
  neighbour: TestAccount;
  outsider: TestAccount;
}

export async function makeExhibitorScene(t: TestServer, flags: { enableExhibitors?: boolean } = {}): Promise<ExhibitorScene> {
  const eventId = await insertEvent(t.db, { enableExhibitors: flags.enableExhibitors ?? true });
  const [organizer, staff, loneExhibitor, attendee, neighbour, outsider] = await Promise.all(
    ['Olga', 'Stan', 'Lou', 'Ada', 'Ned', 'Oscar'].map((firstName) => registerTestAccount(t.api, { firstName, lastName: 'Tester' })),
  );
  await addMember(t.db, eventId, organizer!.account.id, 'organizer');
  await addMember(t.db, eventId, staff!.account.id, 'exhibitor');
  await addMember(t.db, eventId, loneExhibitor!.account.id, 'exhibitor');
  await addMember(t.db, eventId, attendee!.account.id, 'attendee');
  await addMember(t.db, eventId, neighbour!.account.id, 'attendee');
  const [stand, other] = await t.db
    .insert(exhibitors)
    .values([
      { eventId, name: 'Acme Robotics', booth: 'A1', categories: ['Hardware'], position: 0 },
      { eventId, name: 'Beta Cloud', booth: 'B2', categories: ['Cloud'], position: 1 },
    ])
    .returning({ id: exhibitors.id });
  await t.db.insert(exhibitorStaff).values({ exhibitorId: stand!.id, accountId: staff!.account.id, eventId });
  return { eventId, standId: stand!.id, otherStandId: other!.id, organizer: organizer!, staff: staff!, loneExhibitor: loneExhibitor!, attendee: attendee!, neighbour: neighbour!, outsider: outsider! };
}

export const draft = (overrides: Partial<ExhibitorDraft> = {}): ExhibitorDraft => ({
  name: 'Gamma Labs',
  booth: 'C3',
  description: 'We build things.',
  logoSrc: null,
  categories: ['AI', 'Cloud'],
  links: [{ label: 'Website', url: 'https://gamma.example' }],
  ...overrides,
});

export async function setVisibility(t: TestServer, who: TestAccount, visibility: 'everyone' | 'connections' | 'nobody', extra: { headline?: string; company?: string } = {}) {
  const values = { visibility, headline: extra.headline ?? 'Engineer', company: extra.company ?? 'Initech' };
  await t.db
    .insert(profiles)
    .values({ accountId: who.account.id, handle: `h-${who.account.id.slice(0, 8)}`, ...values })
    .onConflictDoUpdate({ target: profiles.accountId, set: values });
}

/** The team member's phone scanning an attendee's personal code at the stand. */
export async function scanLead(
  t: TestServer,
  scanner: TestAccount,
  scene: ExhibitorScene,
  code: string,
  extra: { note?: string; rating?: number | null; idempotencyKey?: string; exhibitorId?: string; scannedAt?: number } = {},
): Promise<ApiResponse<CaptureLeadResult>> {
  return t.api.mutate<CaptureLeadResult>(
    'exhibitors.captureLead',
    {
      idempotencyKey: extra.idempotencyKey ?? randomUUID(),
      eventId: scene.eventId,
      exhibitorId: extra.exhibitorId ?? scene.standId,
      code,
      scannedAt: extra.scannedAt ?? Date.now(),
      note: extra.note ?? '',
      rating: extra.rating ?? null,
    },
    { token: scanner.token },
  );
}

export { codeOf };
