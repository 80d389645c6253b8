import { randomUUID } from 'node:crypto';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollOptions } from '#server/db/schema/poll-options.ts';
import { polls } from '#server/db/schema/polls.ts';
import { eq } from 'drizzle-orm';
import { activities } from '#server/db/schema/activities.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { events } from '#server/db/schema/events.ts';
import { exhibitors } from '#server/db/schema/exhibitors.ts';
import { meetingSettings } from '#server/db/schema/meeting-settings.ts';
import { meetings } from '#server/db/schema/meetings.ts';
import { sponsorTiers } from '#server/db/schema/sponsor-tiers.ts';
import { sponsors } from '#server/db/schema/sponsors.ts';
import { posts } from '#server/db/schema/posts.ts';
import { questions } from '#server/db/schema/questions.ts';
import { appRouter } from '#server/trpc/app-router.ts';
import { localDateOf } from '#shared/rules/meeting-slots.ts';
import { wallTimeToInstant } from '#shared/rules/wall-clock.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { insertAccount, insertEventInvitation, insertOrganizationInvitation } from '../factories/invitations.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

// Who may call what: every procedure of event.*, eventAdmin.*, people.* and
// organization.*, called over real HTTP by each kind of caller, with the exact answer each
// must get. Rows read like the matrix they are: one column per caller.
//
// The scene: organization O owns the published event E and the unpublished event U. The
// attendee, the staff member and the organizer are members of both with those event roles;
// the organization admin and owner belong to O only. The other organizer runs event B of
// another organization and has no part in O, E or U.

const actors = ['visitor', 'attendee', 'staff', 'otherOrganizer', 'organizer', 'orgAdmin', 'orgOwner'] as const;
type Actor = (typeof actors)[number];

const OK = 'OK';
const UNAUTH = 'UNAUTHORIZED';
const FORBID = 'FORBIDDEN';
const MISSING = 'NOT_FOUND';
const LAST_OWNER = 'PRECONDITION_FAILED';
/** Past the access check, refused by a rule of the feature (feedback before the event starts). */
const NOT_YET = 'PRECONDITION_FAILED';
type Outcome = typeof OK | typeof UNAUTH | typeof FORBID | typeof MISSING | typeof LAST_OWNER;
/** One outcome per actor, in the order of `actors`. */
type Codes = [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

let t: TestServer;
const tokens = {} as Record<Actor, string | undefined>;
const ids = { O: '', orgHandle: '', E: '', U: '', scheduleOff: '', openEvent: '', codeEvent: '', attendeeAccount: '' };
/** Per event: a plain member everyone may see (the target of attendee pages, connect and dismiss). */
const targetAttendee: Record<string, string> = {};
/** Per event: a session whose Q&A the questions rows use. */
const qaSession: Record<string, string> = {};
const joinCode = 'MTRX2345';
let foreignEventToken = '';
let foreignOrganizationToken = '';

beforeAll(async () => {
  t = await startTestServer();
  for (const actor of actors) {
    tokens[actor] = actor === 'visitor' ? undefined : (await registerTestAccount(t.api, { firstName: actor })).token;
  }
  const accountIdOf = async (actor: Actor) => {
    const response = await t.api.query<{ success: true; data: { id: string } }>('account.authenticate', undefined, { token: tokens[actor] });
    return response.data.data.id;
  };
  const organization = await insertOrganization(t.db);
  const elsewhere = await insertOrganization(t.db);
  ids.O = organization.id;
  ids.orgHandle = organization.handle;
  await addOrganizationMember(t.db, ids.O, await accountIdOf('orgAdmin'), 'admin');
  await addOrganizationMember(t.db, ids.O, await accountIdOf('orgOwner'), 'owner');

  ids.E = await insertEvent(t.db, { organizationId: ids.O, joinPolicy: 'invite', enableAlbum: true, enableExhibitors: true, enableSponsors: true, enableFeedback: true, enablePosts: true, enableAttendeeList: true });
  ids.U = await insertEvent(t.db, { organizationId: ids.O, joinPolicy: 'invite', enableAlbum: true, enableExhibitors: true, enableSponsors: true, published: false, enableFeedback: true, enablePosts: true, enableAttendeeList: true });
  ids.scheduleOff = await insertEvent(t.db, { organizationId: ids.O, enableSchedule: false });
  ids.openEvent = await insertEvent(t.db, { organizationId: elsewhere.id, joinPolicy: 'open' });
  ids.codeEvent = await insertEvent(t.db, { organizationId: elsewhere.id, joinPolicy: 'code', joinCode });
  const otherEvent = await insertEvent(t.db, { organizationId: elsewhere.id });
  for (const eventId of [ids.E, ids.U, ids.scheduleOff]) {
    await addMember(t.db, eventId, await accountIdOf('attendee'), 'attendee');
    await addMember(t.db, eventId, await accountIdOf('staff'), 'staff');
    await addMember(t.db, eventId, await accountIdOf('organizer'), 'organizer');
    targetAttendee[eventId] = await addMember(t.db, eventId, await insertAccount(t.db), 'attendee');
    qaSession[eventId] = await insertProgramItem(t.db, eventId, { startsAt: new Date(), endsAt: new Date(Date.now() + 3_600_000) });
  }
  await addMember(t.db, otherEvent, await accountIdOf('otherOrganizer'), 'organizer');
  ids.attendeeAccount = await accountIdOf('attendee');
  // Links mailed to somebody else: holding one is not enough to use it.
  foreignEventToken = (await insertEventInvitation(t.db, ids.E)).token;
  foreignOrganizationToken = (await insertOrganizationInvitation(t.db, ids.O)).token;
});
afterAll(() => t.stop());

const details = {
  name: 'Matrix Conference',
  timeZone: 'America/Toronto',
  startsAt: Math.floor(Date.now() / 1000) + 86_400 * 30,
  endsAt: Math.floor(Date.now() / 1000) + 86_400 * 31,
};
const freshEmail = (actor: Actor) => `${actor.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;

interface Row {
  path: string;
  /** Says which case a row is when a procedure appears more than once. */
  note?: string;
  kind: 'query' | 'mutation';
  /** Built right before each actor's call (some rows need a fresh target per call). */
  input: (actor: Actor, eventId: string) => unknown;
}
interface EventRow extends Row {
  published: Codes;
  unpublished: Codes;
}
interface PlainRow extends Row {
  codes: Codes;
}

const personToChange = async (actor: Actor, eventId: string) => ({
  eventId,
  personId: (await insertEventInvitation(t.db, eventId, { email: freshEmail(actor) })).id,
  role: 'speaker',
});
const door = { deviceId: 'matrix-device', deviceLabel: 'Gate M' };
const freshKey = () => randomUUID();
const searchScan = (eventId: string) => ({ ...door, idempotencyKey: freshKey(), eventId, scannedAt: Date.now(), method: 'search', accountId: ids.attendeeAccount });
const draft = { title: 'Matrix talk', room: 'Room M', startsAt: details.startsAt, endsAt: details.startsAt + 3600 };
const sessionToRemove = async (_: Actor, eventId: string) => ({
  eventId,
  sessionId: await insertProgramItem(t.db, eventId, { startsAt: new Date(details.startsAt * 1000), endsAt: new Date(details.startsAt * 1000 + 3_600_000) }),
});
const programCsvFor = (actor: Actor) => `title,date,start,end\nImported by ${freshEmail(actor)},2030-05-14,09:00,10:00\n`;
const csvFor = (actor: Actor) => `email,first name,last name,role,ticket type\n${freshEmail(actor)},Ima,Import,attendee,General\n`;

const postDraft = { title: 'Matrix update', body: 'Doors open at nine.' };
const postToChange = async (_: Actor, eventId: string) => {
  const [row] = await t.db.insert(posts).values({ eventId, title: 'Matrix update', body: 'Doors open at nine.', publishAt: new Date(), announcedAt: new Date() }).returning({ id: posts.id });
  return { eventId, postId: row!.id };
};
/** A fresh question the attendee asked in the event's Q&A session (withdrawing or moderating needs its own). */
const questionOf = async (eventId: string) => {
  const [row] = await t.db
    .insert(questions)
    .values({ eventId, programItemId: qaSession[eventId] ?? '', accountId: ids.attendeeAccount, text: 'Matrix question', askedAt: new Date() })
    .returning({ id: questions.id });
  return row?.id ?? '';
};

/** An open, named poll of the event, fresh for each call (closing or removing it changes nothing for the next actor). */
const pollToUse = async (_: Actor, eventId: string) => {
  const [poll] = await t.db.insert(polls).values({ eventId, question: 'Matrix poll?', kind: 'single', state: 'open', resultsVisibility: 'live', anonymous: false }).returning({ id: polls.id });
  const options = await t.db.insert(pollOptions).values([{ pollId: poll!.id, position: 0, label: 'Yes' }, { pollId: poll!.id, position: 1, label: 'No' }]).returning({ id: pollOptions.id });
  return { eventId, pollId: poll!.id, optionIds: [options[0]!.id] };
};
/** A visible album photo the attendee added (deleting it is theirs, or an organizer's). */
const photoToUse = async (_: Actor, eventId: string) => {
  const [row] = await t.db
    .insert(albumPhotos)
    .values({ eventId, accountId: ids.attendeeAccount, src: '/uploads/album-photo/m.webp', thumbnailSrc: '/uploads/album-photo/t.webp', width: 1, height: 1, bytes: 1, status: 'visible' })
    .returning({ id: albumPhotos.id });
  return { eventId, photoId: row!.id };
};
/** A stand of the event, fresh for each call (removing it changes nothing for the next actor). Nobody in the matrix is on its team. */
const exhibitorToUse = async (_: Actor, eventId: string) => {
  const [row] = await t.db.insert(exhibitors).values({ eventId, name: 'Matrix stand', booth: 'M1' }).returning({ id: exhibitors.id });
  return { eventId, exhibitorId: row!.id };
};
const exhibitorDraft = { name: 'Matrix stand', booth: 'M2', description: '', logoSrc: null, categories: ['Tools'], links: [] };
const tierToUse = async (_: Actor, eventId: string) => {
  const [row] = await t.db.insert(sponsorTiers).values({ eventId, name: `Matrix tier ${randomUUID().slice(0, 8)}` }).returning({ id: sponsorTiers.id });
  return { eventId, tierId: row!.id };
};
/** Every tier of the event (making one if there is none), as orderTiers wants them; an event holds at most 12. */
const allTiers = async (actor: Actor, eventId: string) => {
  const tierIdsOf = async () => (await t.db.select({ id: sponsorTiers.id }).from(sponsorTiers).where(eq(sponsorTiers.eventId, eventId))).map((row) => row.id);
  if ((await tierIdsOf()).length === 0) await tierToUse(actor, eventId);
  return { eventId, tierIds: (await tierIdsOf()).reverse() };
};
const sponsorToUse = async (_: Actor, eventId: string) => {
  const [row] = await t.db.insert(sponsors).values({ eventId, name: 'Matrix sponsor' }).returning({ id: sponsors.id });
  return { eventId, sponsorId: row!.id };
};
const sponsorDraft = { name: 'Matrix sponsor', tierId: null, description: '', logoSrc: null, url: null };
const catalogCsvFor = (actor: Actor) => `name\nImported by ${actor} ${randomUUID().slice(0, 8)}\n`;
const pollDraft = { question: 'Matrix poll?', kind: 'single', options: ['Yes', 'No'], state: 'open', resultsVisibility: 'live', anonymous: false };

/** Activities switched on for the event (idempotent), for the rows about them. */
/** Bingo on with a 3×3 card of 'anyone' tiles (set up once per event). */
const bingoCardOf = new Map<string, Promise<string>>();
const bingoOn = (eventId: string): Promise<string> => {
  if (!bingoCardOf.has(eventId)) {
    bingoCardOf.set(eventId, (async () => {
      await t.db.update(events).set({ enableBingo: true }).where(eq(events.id, eventId));
      const tiles = Array.from({ length: 9 }, (_, index) => ({ prompt: `Anyone ${index}`, rule: 'anyone', tag: null }));
      const response = await t.api.mutate('bingo.setup', { eventId, size: 3, tiles }, { token: tokens.organizer });
      if (response.error) throw new Error('bingo.setup failed in the matrix scene');
      return eventId;
    })());
  }
  return bingoCardOf.get(eventId) as Promise<string>;
};
const bingoOff = async () => {
  await t.db.update(events).set({ enableBingo: false }).where(eq(events.id, ids.scheduleOff));
  return ids.scheduleOff;
};
const activitiesOn = async (eventId: string) => {
  await t.db.update(events).set({ enableActivities: true }).where(eq(events.id, eventId));
  return eventId;
};
/**
 * 1:1 meetings on, with one window on the event's last local day, meetings anywhere (no table
 * runs out), and its first slot start.
 */
const meetingsOn = async (eventId: string) => {
  await t.db.update(events).set({ enableMeetings: true }).where(eq(events.id, eventId));
  const [event] = await t.db.select({ endsAt: events.endsAt, timeZone: events.timeZone }).from(events).where(eq(events.id, eventId));
  const day = localDateOf(Math.floor(event!.endsAt.getTime() / 1000), event!.timeZone);
  const [year, month, date] = day.split('-').map(Number);
  const settings = { windows: [{ date: day, from: '08:00', to: '20:00' }], slotMinutes: 20, placeKind: 'anywhere' as const, meetingPoint: 'By the stairs' };
  // Written each time: rows before these may move the event's dates (eventAdmin.update).
  await t.db.insert(meetingSettings).values({ eventId, ...settings }).onConflictDoUpdate({ target: meetingSettings.eventId, set: settings });
  return { eventId, day, firstSlot: wallTimeToInstant({ year: year!, month: month!, day: date!, hour: 8 }, event!.timeZone) / 1000 };
};
const matrixAccounts = new Map<Actor, string>();
/** The actor's account id (a visitor has none: a stranger's stands in, the call is refused first anyway). */
const accountOfActor = async (actor: Actor) => {
  if (actor === 'visitor') return insertAccount(t.db);
  if (!matrixAccounts.has(actor)) {
    const response = await t.api.query<{ success: true; data: { id: string } }>('account.authenticate', undefined, { token: tokens[actor] });
    matrixAccounts.set(actor, response.data.data.id);
  }
  return matrixAccounts.get(actor)!;
};
/** A fresh member of the event to meet (each call its own, so no one's time is taken twice). */
/** A new member to meet: their account, and the attendeeId the meetings procedures name them by. */
const meetingPartnerMember = async (eventId: string) => {
  const accountId = await insertAccount(t.db);
  return { accountId, attendeeId: await addMember(t.db, eventId, accountId, 'attendee') };
};
const meetingPartner = async (eventId: string) => (await meetingPartnerMember(eventId)).accountId;
const meetingPartnerAttendee = async (eventId: string) => (await meetingPartnerMember(eventId)).attendeeId;
/** A fresh meeting between a new member and the actor, pending for the actor to answer, or accepted (`startsAt` given). */
const meetingOfActor = async (actor: Actor, eventId: string, accepted?: 'ahead' | 'now') => {
  const { firstSlot } = await meetingsOn(eventId);
  const partner = await meetingPartner(eventId);
  const startsAt = accepted === 'now' ? Math.floor(Date.now() / 1000) - 300 : firstSlot;
  const [row] = await t.db
    .insert(meetings)
    .values({
      eventId,
      requesterId: partner,
      recipientId: await accountOfActor(actor),
      proposedBy: partner,
      proposedSlots: [firstSlot, firstSlot + 1200],
      requestedAt: new Date(),
      ...(accepted ? { state: 'accepted' as const, startsAt: new Date(startsAt * 1000), endsAt: new Date((startsAt + 1200) * 1000), place: 'By the stairs' } : {}),
    })
    .returning({ id: meetings.id });
  return { idempotencyKey: freshKey(), eventId, meetingId: row!.id, actedAt: Date.now(), firstSlot };
};
const activityWindow = { startsAt: details.startsAt, endsAt: details.startsAt + 3600 };
const activityDraft = { name: 'Matrix hunt', points: 5, ...activityWindow };
/** A fresh activity of the event (pausing or removing it changes nothing for the next actor). */
const activityToUse = async (_: Actor, eventId: string) => {
  await activitiesOn(eventId);
  const [row] = await t.db.insert(activities).values({ eventId, name: 'Matrix hunt', points: 5, startsAt: new Date(activityWindow.startsAt * 1000), endsAt: new Date(activityWindow.endsAt * 1000) }).returning({ id: activities.id });
  return { eventId, activityId: row!.id };
};
/** A fresh scan the attendee earned, for an organizer to undo. */
const activityScanToUndo = async (actor: Actor, eventId: string) => {
  const { activityId } = await activityToUse(actor, eventId);
  const now = new Date();
  const [row] = await t.db.insert(activityScans).values({ eventId, activityId, accountId: ids.attendeeAccount, idempotencyKey: freshKey(), points: 5, scannedAt: now, deviceScannedAt: now, receivedAt: now }).returning({ id: activityScans.id });
  return { eventId, scanId: row!.id };
};

// Procedures about one event, asked about E (published) and about U (unpublished).
const eventRows: EventRow[] = [
  //                                                                                       visitor  attendee staff    otherOrg organizer orgAdmin orgOwner
  { path: 'event.byId', kind: 'query', input: (_, id) => ({ id }),
    published:                                                                            [OK,      OK,      OK,      OK,      OK,       OK,      OK],
    unpublished:                                                                          [MISSING, OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'event.attributes', kind: 'query', input: (_, id) => ({ id }),
    published:                                                                            [OK,      OK,      OK,      OK,      OK,       OK,      OK],
    unpublished:                                                                          [MISSING, OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'event.program', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [OK,      OK,      OK,      OK,      OK,       OK,      OK],
    unpublished:                                                                          [MISSING, OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'event.join', kind: 'mutation', input: (_, id) => ({ id }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'eventAdmin.update', kind: 'mutation', input: (_, id) => ({ id, details }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'eventAdmin.setFeatures', kind: 'mutation', input: (_, id) => ({ id, features: { enableSchedule: true } }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'eventAdmin.setPublished', kind: 'mutation', input: (_, id) => ({ id, published: id === ids.E }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'eventAdmin.setJoinPolicy', kind: 'mutation', input: (_, id) => ({ id, joinPolicy: 'invite' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'eventAdmin.regenerateJoinCode', kind: 'mutation', input: (_, id) => ({ id }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.list', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.invite', kind: 'mutation', input: (actor, eventId) => ({ eventId, invite: { email: freshEmail(actor) } }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.importPreview', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: csvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.importCommit', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: csvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.changeRole', kind: 'mutation', input: personToChange,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.remove', kind: 'mutation', input: async (actor, eventId) => ({ eventId, personId: (await personToChange(actor, eventId)).personId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'people.exportCsv', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Door check-in: staff run the door; only organizers undo.
  { path: 'checkIn.roster', kind: 'query', input: (_, eventId) => ({ eventId, ...door }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  { path: 'checkIn.changes', kind: 'query', input: (_, eventId) => ({ eventId, since: 0, ...door }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  { path: 'checkIn.record', kind: 'mutation', input: (_, eventId) => ({ scans: [searchScan(eventId)] }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  { path: 'checkIn.registerDevice', kind: 'mutation', input: (_, eventId) => ({ eventId, ...door }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  { path: 'checkIn.undo', kind: 'mutation', input: (_, eventId) => ({ idempotencyKey: freshKey(), eventId, accountId: ids.attendeeAccount, undoneAt: Date.now() }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'checkIn.overview', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  // The schedule and agenda (members, schedule on), the editor (Event::Program::Update),
  // the attendee list and matches (members, attendee list on). The public schedule is never for
  // an invite-only event, published or not.
  { path: 'schedule.get', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'schedule.public', note: 'invite-only events are private', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [MISSING, MISSING, MISSING, MISSING, MISSING,  MISSING, MISSING],
    unpublished:                                                                          [MISSING, MISSING, MISSING, MISSING, MISSING,  MISSING, MISSING] },
  { path: 'schedule.agenda', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'schedule.resetAgendaFeed', kind: 'mutation', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'schedule.setAgenda', kind: 'mutation', input: (_, eventId) => ({ idempotencyKey: freshKey(), eventId, programId: randomUUID(), inAgenda: true, changedAt: Date.now() }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'scheduleAdmin.editor', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'scheduleAdmin.save', kind: 'mutation', input: (_, eventId) => ({ eventId, session: draft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'scheduleAdmin.remove', kind: 'mutation', input: sessionToRemove,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'scheduleAdmin.importPreview', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: programCsvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'scheduleAdmin.importCommit', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: programCsvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'attendees.directory', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'attendees.directoryOverlay', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'attendees.detail', kind: 'query', input: (_, eventId) => ({ eventId, attendeeId: targetAttendee[eventId] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'attendees.connect', kind: 'mutation', input: (_, eventId) => ({ eventId, attendeeId: targetAttendee[eventId] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'attendees.answerConnect', note: 'the target asked nobody', kind: 'mutation', input: (_, eventId) => ({ eventId, attendeeId: targetAttendee[eventId], accept: true }),
    published:                                                                            [UNAUTH,  MISSING, MISSING, FORBID,  MISSING,  MISSING, MISSING],
    unpublished:                                                                          [UNAUTH,  MISSING, MISSING, MISSING, MISSING,  MISSING, MISSING] },
  { path: 'matches.list', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'matches.dismiss', kind: 'mutation', input: (_, eventId) => ({ eventId, attendeeId: targetAttendee[eventId] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  // Questions (schedule on): members ask and upvote; only the asker withdraws; organizers
  // (Event::Question::Moderate) and the session's speakers moderate; the board is organizers'.
  { path: 'questions.list', kind: 'query', input: (_, eventId) => ({ eventId, programId: qaSession[eventId] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'questions.ask', kind: 'mutation', input: (_, eventId) => ({ idempotencyKey: freshKey(), eventId, programId: qaSession[eventId], text: 'Why?', anonymous: false, askedAt: Date.now() }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'questions.vote', kind: 'mutation', input: async (_, eventId) => ({ idempotencyKey: freshKey(), eventId, questionId: await questionOf(eventId), voted: true, votedAt: Date.now() }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'questions.withdraw', note: 'the attendee’s question', kind: 'mutation', input: async (_, eventId) => ({ eventId, questionId: await questionOf(eventId) }),
    published:                                                                            [UNAUTH,  OK,      FORBID,  FORBID,  FORBID,   FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      FORBID,  MISSING, FORBID,   FORBID,  FORBID] },
  { path: 'questions.moderate', kind: 'mutation', input: async (_, eventId) => ({ eventId, questionId: await questionOf(eventId), action: 'answer' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'questions.updateSettings', kind: 'mutation', input: (_, eventId) => ({ eventId, programId: qaSession[eventId], preApproval: false }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'questions.board', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Updates: members read them and keep their unread marker; staff write and change their own
  // (Event::Post::Create, …UpdateOwn), those who run the event change everyone's.
  { path: 'posts.readState', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'posts.markSeen', kind: 'mutation', input: (_, eventId) => ({ eventId, seenUpTo: Math.floor(Date.now() / 1000) }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'posts.manage', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  { path: 'posts.create', kind: 'mutation', input: (_, eventId) => ({ eventId, post: postDraft }),
    published:                                                                            [UNAUTH,  FORBID,  OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  OK,      MISSING, OK,       OK,      OK] },
  { path: 'posts.update', note: 'someone else’s update', kind: 'mutation', input: async (actor, eventId) => ({ ...(await postToChange(actor, eventId)), post: postDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'posts.setPinned', note: 'someone else’s update', kind: 'mutation', input: async (actor, eventId) => ({ ...(await postToChange(actor, eventId)), pinned: true }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'posts.remove', note: 'someone else’s update', kind: 'mutation', input: postToChange,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Feedback: members rate (E starts next week, so their rating passes the access check and meets
  // the window), organizers of the event or its organization read everything.
  { path: 'feedback.mine', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'feedback.rate', note: 'the event has not started', kind: 'mutation',
    input: (_, eventId) => ({ idempotencyKey: freshKey(), eventId, programId: null, rating: 4, comment: '', anonymous: false, ratedAt: Date.now() }),
    published:                                                                            [UNAUTH,  NOT_YET, NOT_YET, FORBID,  NOT_YET,  FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  NOT_YET, NOT_YET, MISSING, NOT_YET,  FORBID,  FORBID] },
  { path: 'feedback.speakerResults', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'feedback.results', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'feedback.exportCsv', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Album (album on): members see, like, report and add; a person deletes their own photo (the
  // attendee's here), those who run the event (Event::Album::Moderate) anyone's, and moderate.
  { path: 'album.list', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'album.overlay', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'album.like', kind: 'mutation', input: async (actor, eventId) => ({ ...(await photoToUse(actor, eventId)), idempotencyKey: freshKey(), liked: true }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'album.report', kind: 'mutation', input: async (actor, eventId) => ({ ...(await photoToUse(actor, eventId)), idempotencyKey: freshKey(), reason: 'Not from this event' }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'album.delete', kind: 'mutation', input: async (actor, eventId) => ({ ...(await photoToUse(actor, eventId)), idempotencyKey: freshKey() }),
    published:                                                                            [UNAUTH,  OK,      FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'album.queue', kind: 'query', input: (_, eventId) => ({ eventId, filter: 'all' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'album.moderate', kind: 'mutation', input: async (actor, eventId) => ({ ...(await photoToUse(actor, eventId)), action: 'hide' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'album.setSettings', kind: 'mutation', input: (_, eventId) => ({ eventId, requireApproval: false }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Exhibitors (on): members browse, mark and see who scanned them; those who run the event
  // (Event::Exhibitor::Manage) add, edit, remove and import stands and pick their teams. Leads are
  // the stand's own team's only, organizers included, so every actor here is refused them (the team
  // itself is covered in tests/server/exhibitors).
  { path: 'exhibitors.list', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.standing', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.setBookmark', kind: 'mutation', input: async (actor, eventId) => ({ ...(await exhibitorToUse(actor, eventId)), idempotencyKey: freshKey(), bookmarked: true }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.scannedMe', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.save', note: 'a new stand', kind: 'mutation', input: (_, eventId) => ({ eventId, exhibitor: exhibitorDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.save', note: 'an edit', kind: 'mutation', input: async (actor, eventId) => ({ ...(await exhibitorToUse(actor, eventId)), exhibitor: exhibitorDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.remove', kind: 'mutation', input: exhibitorToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.team', kind: 'query', input: exhibitorToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.setTeam', kind: 'mutation', input: async (actor, eventId) => ({ ...(await exhibitorToUse(actor, eventId)), accountIds: [] }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.importPreview', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: catalogCsvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.importCommit', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: catalogCsvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'exhibitors.captureLead', kind: 'mutation', input: async (actor, eventId) => ({ ...(await exhibitorToUse(actor, eventId)), idempotencyKey: freshKey(), code: 'not-a-code', scannedAt: Date.now(), note: '', rating: null }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, FORBID,   FORBID,  FORBID] },
  { path: 'exhibitors.leads', kind: 'query', input: exhibitorToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, FORBID,   FORBID,  FORBID] },
  { path: 'exhibitors.leadMembers', kind: 'query', input: exhibitorToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, FORBID,   FORBID,  FORBID] },
  { path: 'exhibitors.updateLead', kind: 'mutation', input: async (actor, eventId) => ({ ...(await exhibitorToUse(actor, eventId)), idempotencyKey: freshKey(), leadId: randomUUID(), note: 'Matrix', rating: 3 }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, FORBID,   FORBID,  FORBID] },
  { path: 'exhibitors.exportLeads', kind: 'query', input: exhibitorToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, FORBID,   FORBID,  FORBID] },
  // Sponsors (on): members see them; those who run the event (Event::Sponsor::Manage) do the rest.
  { path: 'sponsors.list', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'sponsors.saveTier', kind: 'mutation', input: (actor, eventId) => ({ eventId, name: `Matrix tier ${actor} ${randomUUID().slice(0, 8)}` }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'sponsors.orderTiers', kind: 'mutation', input: allTiers,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'sponsors.removeTier', kind: 'mutation', input: tierToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'sponsors.save', kind: 'mutation', input: async (actor, eventId) => ({ ...(await sponsorToUse(actor, eventId)), sponsor: sponsorDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'sponsors.remove', kind: 'mutation', input: sponsorToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'sponsors.importPreview', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: catalogCsvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'sponsors.importCommit', kind: 'mutation', input: (actor, eventId) => ({ eventId, csv: catalogCsvFor(actor) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Offline readiness: the page is for those who run the event (Event::Readiness::View); any member's phone reports its pack.
  { path: 'readiness.get', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'readiness.reportPack', kind: 'mutation', input: (actor, eventId) => ({ eventId, deviceId: `matrix-install-${actor}` }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  // Polls (feedback on): members see and vote; those who run the event (Event::Poll::Manage) run
  // every poll and see who voted what. A session's speakers are covered in tests/server/polls.
  { path: 'polls.list', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  // Scheduled polls before their time: any member may ask; only those who run a poll get it back (tests/server/polls/scheduled-polls.test.ts).
  { path: 'polls.scheduled', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'polls.standings', kind: 'query', input: (_, eventId) => ({ eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'polls.vote', kind: 'mutation', input: async (actor, eventId) => ({ ...(await pollToUse(actor, eventId)), idempotencyKey: freshKey(), ballotSecret: 'matrix-ballot-secret-0123456789', votedAt: Date.now() }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'polls.create', kind: 'mutation', input: (_, eventId) => ({ eventId, ...pollDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'polls.setState', kind: 'mutation', input: async (actor, eventId) => ({ ...(await pollToUse(actor, eventId)), optionIds: undefined, state: 'closed' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'polls.update', kind: 'mutation', input: async (actor, eventId) => ({ ...(await pollToUse(actor, eventId)), optionIds: undefined, question: 'Matrix poll, edited?' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'polls.remove', kind: 'mutation', input: async (actor, eventId) => ({ ...(await pollToUse(actor, eventId)), optionIds: undefined }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'polls.present', kind: 'query', input: async (actor, eventId) => ({ ...(await pollToUse(actor, eventId)), optionIds: undefined }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'polls.voters', kind: 'query', input: async (actor, eventId) => ({ ...(await pollToUse(actor, eventId)), optionIds: undefined }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Bingo (switched on per row): members play (card, members, fill); those who run the games
  // (Event::Game::Manage) set up the card, watch the board and undo a fill.
  { path: 'bingo.card', kind: 'query', input: async (_, eventId) => ({ eventId: await bingoOn(eventId) }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'bingo.members', kind: 'query', input: async (_, eventId) => ({ eventId: await bingoOn(eventId) }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'bingo.fill', note: 'a damaged code: answered as refused', kind: 'mutation', input: async (_, eventId) => ({ eventId: await bingoOn(eventId), scans: [{ idempotencyKey: freshKey(), tileId: randomUUID(), code: 'HW1:DAMAGED', scannedAt: Date.now() }] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'bingo.setup', kind: 'mutation', input: async (_, eventId) => ({ eventId: await bingoOn(eventId), size: 3, tiles: Array.from({ length: 9 }, () => ({ prompt: 'A speaker', rule: 'speaker', tag: null })) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'bingo.board', kind: 'query', input: async (_, eventId) => ({ eventId: await bingoOn(eventId) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'bingo.undoFill', note: 'a fill that is not there: removed false', kind: 'mutation', input: async (_, eventId) => ({ eventId: await bingoOn(eventId), fillId: randomUUID() }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // Activities (switched on per row): members see the board, scan and choose how the leaderboard
  // shows them; those who run the games (Event::Game::Manage) create, pause, print and undo.
  { path: 'activities.board', kind: 'query', input: async (_, eventId) => ({ eventId: await activitiesOn(eventId) }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'activities.leaderboard', kind: 'query', input: async (_, eventId) => ({ eventId: await activitiesOn(eventId) }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'activities.setLeaderboardVisibility', kind: 'mutation', input: async (_, eventId) => ({ eventId: await activitiesOn(eventId), leaderboard: 'anonymous' }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'activities.scan', note: 'a damaged code: answered as refused', kind: 'mutation', input: async (_, eventId) => ({ scans: [{ idempotencyKey: freshKey(), eventId: await activitiesOn(eventId), code: 'HWA1:DAMAGED', scannedAt: Date.now() }] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'activities.admin', kind: 'query', input: async (_, eventId) => ({ eventId: await activitiesOn(eventId) }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'activities.create', kind: 'mutation', input: async (_, eventId) => ({ eventId: await activitiesOn(eventId), activity: activityDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'activities.update', kind: 'mutation', input: async (actor, eventId) => ({ ...(await activityToUse(actor, eventId)), activity: activityDraft }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'activities.setPaused', kind: 'mutation', input: async (actor, eventId) => ({ ...(await activityToUse(actor, eventId)), paused: true }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'activities.remove', kind: 'mutation', input: activityToUse,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'activities.setPrizeText', kind: 'mutation', input: async (_, eventId) => ({ eventId: await activitiesOn(eventId), prizeText: 'A hoodie for the top ten' }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'activities.undoScan', kind: 'mutation', input: activityScanToUndo,
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  // 1:1 meetings (on): members ask, answer and list theirs (an organization's people who did not
  // join the event have none); those who run it (Event::Meeting::Manage) set it up and read counts
  // and the table plan. Rules of the feature itself are in tests/server/meetings.
  { path: 'meetings.settings', kind: 'query', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       OK,      OK] },
  { path: 'meetings.updateSettings', kind: 'mutation', input: async (_, eventId) => {
      const { day } = await meetingsOn(eventId);
      return { eventId, settings: { windows: [{ date: day, from: '08:00', to: '20:00' }], slotMinutes: 20, placeKind: 'anywhere', areaName: '', meetingPoint: 'By the stairs', tables: [], dailyRequestLimit: null, whoMayRequest: 'everyone' } };
    },
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'meetings.counts', kind: 'query', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'meetings.tablePlan', kind: 'query', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId }),
    published:                                                                            [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK],
    unpublished:                                                                          [UNAUTH,  FORBID,  FORBID,  MISSING, OK,       OK,      OK] },
  { path: 'meetings.freeSlots', kind: 'query', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId, attendeeId: await meetingPartnerAttendee(eventId) }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.freeSlotsMany', kind: 'query', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId, attendeeIds: [await meetingPartnerAttendee(eventId)] }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.mine', kind: 'query', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.request', kind: 'mutation', input: async (_, eventId) => {
      const { firstSlot } = await meetingsOn(eventId);
      return { idempotencyKey: freshKey(), eventId, attendeeId: await meetingPartnerAttendee(eventId), slots: [firstSlot], message: 'Coffee?', requestedAt: Date.now() };
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.accept', kind: 'mutation', input: async (actor, eventId) => {
      const { firstSlot, ...write } = await meetingOfActor(actor, eventId);
      return { ...write, slot: firstSlot };
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.propose', kind: 'mutation', input: async (actor, eventId) => {
      const { firstSlot, ...write } = await meetingOfActor(actor, eventId);
      return { ...write, slots: [firstSlot + 2400], message: '' };
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.reschedule', kind: 'mutation', input: async (actor, eventId) => {
      const { firstSlot, ...write } = await meetingOfActor(actor, eventId, 'ahead');
      return { ...write, slots: [firstSlot + 2400], message: '' };
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.decline', kind: 'mutation', input: async (actor, eventId) => {
      const { firstSlot: _, ...write } = await meetingOfActor(actor, eventId);
      return { ...write, reason: '' };
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.cancel', kind: 'mutation', input: async (actor, eventId) => {
      const { firstSlot: _, ...write } = await meetingOfActor(actor, eventId, 'ahead');
      return { ...write, reason: 'Something came up' };
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.markMet', kind: 'mutation', input: async (actor, eventId) => {
      const { firstSlot: _, ...write } = await meetingOfActor(actor, eventId, 'now');
      return write;
    },
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
  { path: 'meetings.block', kind: 'mutation', input: async (_, eventId) => ({ eventId: (await meetingsOn(eventId)).eventId, attendeeId: await meetingPartnerAttendee(eventId), blocked: true }),
    published:                                                                            [UNAUTH,  OK,      OK,      FORBID,  OK,       FORBID,  FORBID],
    unpublished:                                                                          [UNAUTH,  OK,      OK,      MISSING, OK,       FORBID,  FORBID] },
];

// Procedures with their own target (the organization O, another event, the caller's own data).
// Keep organization.leave last: the admin really leaves.
const otherRows: PlainRow[] = [
  { path: 'activities.board', note: 'activities switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'activities.create', note: 'activities switched off', kind: 'mutation', input: () => ({ eventId: ids.scheduleOff, activity: activityDraft }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'bingo.card', note: 'bingo switched off', kind: 'query', input: async () => ({ eventId: await bingoOff() }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'bingo.board', note: 'bingo switched off', kind: 'query', input: async () => ({ eventId: await bingoOff() }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'bingo.myStats', note: 'the caller’s own numbers', kind: 'query', input: () => undefined, codes: [UNAUTH, OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'exhibitors.list', note: 'exhibitors switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'exhibitors.save', note: 'exhibitors switched off', kind: 'mutation', input: () => ({ eventId: ids.scheduleOff, exhibitor: exhibitorDraft }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'sponsors.list', note: 'sponsors switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'sponsors.saveTier', note: 'sponsors switched off', kind: 'mutation', input: () => ({ eventId: ids.scheduleOff, name: 'Matrix tier' }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'album.list', note: 'album switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'album.queue', note: 'album switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'polls.standings', note: 'feedback switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'polls.create', note: 'feedback switched off', kind: 'mutation', input: () => ({ eventId: ids.scheduleOff, ...pollDraft }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'posts.readState', note: 'updates switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'meetings.freeSlots', note: 'meetings switched off', kind: 'query', input: async () => ({ eventId: ids.scheduleOff, attendeeId: await meetingPartnerAttendee(ids.scheduleOff) }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'meetings.request', note: 'meetings switched off', kind: 'mutation', input: async () => ({ idempotencyKey: freshKey(), eventId: ids.scheduleOff, attendeeId: await meetingPartnerAttendee(ids.scheduleOff), slots: [details.startsAt], message: '', requestedAt: Date.now() }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'meetings.settings', note: 'meetings switched off: organizers still set them up', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK] },
  { path: 'meetings.counts', note: 'meetings switched off: organizers still read them', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK] },
  { path: 'posts.create', note: 'updates switched off', kind: 'mutation', input: () => ({ eventId: ids.scheduleOff, post: postDraft }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  //                                                                                       visitor  attendee staff    otherOrg organizer orgAdmin orgOwner
  { path: 'event.list', kind: 'query', input: () => ({ filter: 'all' }),            codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'event.byId', note: 'no such event', kind: 'query', input: () => ({ id: randomUUID() }),          codes: [MISSING, MISSING, MISSING, MISSING, MISSING,  MISSING, MISSING] },
  // A switched-off feature is refused to everyone, organizers included, however it is called.
  { path: 'event.program', note: 'schedule switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [FORBID, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'schedule.get', note: 'schedule switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }), codes: [UNAUTH, FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'questions.list', note: 'schedule switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff, programId: qaSession[ids.scheduleOff] }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'questions.board', note: 'schedule switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'scheduleAdmin.editor', note: 'schedule switched off: organizers still build it', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK] },
  { path: 'attendees.directory', note: 'attendee list switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'feedback.mine', note: 'feedback switched off', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'feedback.results', note: 'feedback switched off: organizers still read what was said', kind: 'query', input: () => ({ eventId: ids.scheduleOff }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  OK,       OK,      OK] },
  { path: 'schedule.public', note: 'a published open event', kind: 'query', input: () => ({ eventId: ids.openEvent }), codes: [OK, OK,   OK,      OK,      OK,       OK,      OK] },
  { path: 'matches.count', note: 'no active attendee is an envelope, not an error', kind: 'query', input: () => ({ attendeeId: '' }),
                                                                                    codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'event.join', note: 'an open event', kind: 'mutation', input: () => ({ id: ids.openEvent }),     codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'event.joinByCode', kind: 'mutation', input: () => ({ code: joinCode }),  codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'event.joinByToken', note: 'a link mailed to someone else', kind: 'mutation', input: () => ({ token: foreignEventToken }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'eventAdmin.create', kind: 'mutation', input: () => ({ organizationId: ids.O, details }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   OK,      OK] },
  { path: 'eventAdmin.mine', kind: 'query', input: () => undefined,                 codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.create', kind: 'mutation', input: (actor) => ({ name: 'New Org', handle: `new-${freshEmail(actor).slice(0, 20).replace(/[^a-z0-9]+/g, '-')}` }),
                                                                                    codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.update', kind: 'mutation', input: () => ({ id: ids.O, description: 'Updated' }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   OK,      OK] },
  { path: 'organization.byHandle', kind: 'query', input: () => ({ handle: ids.orgHandle }), codes: [OK, OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.byHandle', note: 'no such organization', kind: 'query', input: () => ({ handle: 'no-such-org' }), codes: [MISSING, MISSING, MISSING, MISSING, MISSING, MISSING, MISSING] },
  { path: 'organization.events', kind: 'query', input: () => ({ handle: ids.orgHandle }), codes: [OK, OK,        OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.mine', kind: 'query', input: () => undefined,               codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.members', kind: 'query', input: () => ({ organizationId: ids.O }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   OK,      OK] },
  { path: 'organization.invite', kind: 'mutation', input: (actor) => ({ organizationId: ids.O, email: freshEmail(actor), role: 'organizer' }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   OK,      OK] },
  { path: 'organization.invitationByToken', note: 'whoever holds the link may read it', kind: 'query', input: () => ({ token: foreignOrganizationToken }),
                                                                                    codes: [OK,      OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.acceptInvitation', note: 'sent to someone else', kind: 'mutation', input: () => ({ token: foreignOrganizationToken }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'organization.declineInvitation', note: 'sent to someone else', kind: 'mutation', input: () => ({ token: foreignOrganizationToken }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  FORBID] },
  { path: 'organization.myInvitations', kind: 'query', input: () => undefined,      codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'organization.changeRole', kind: 'mutation', input: async () => ({ organizationId: ids.O, accountId: await organizationMemberToChange(), role: 'admin' }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   FORBID,  OK] },
  { path: 'organization.removeMember', kind: 'mutation', input: async () => ({ organizationId: ids.O, accountId: await organizationMemberToChange() }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   OK,      OK] },
  // Personal codes and connections are the caller's own.
  { path: 'personalCode.mine', kind: 'query', input: () => undefined,               codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'personalCode.regenerate', kind: 'mutation', input: () => undefined,      codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'personalCode.key', kind: 'query', input: () => undefined,                codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'connection.create', note: 'a foreign code is a rejected result, not an error', kind: 'mutation',
    input: () => ({ scans: [{ idempotencyKey: freshKey(), code: 'https://example.com', scannedAt: Date.now(), eventId: null }] }),
                                                                                    codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'connection.list', kind: 'query', input: () => undefined,                 codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  { path: 'connection.setNote', note: 'nobody is connected with the attendee', kind: 'mutation',
    input: () => ({ idempotencyKey: freshKey(), accountId: ids.attendeeAccount, note: 'hello' }),
                                                                                    codes: [UNAUTH,  MISSING, MISSING, MISSING, MISSING,  MISSING, MISSING] },
  { path: 'connection.remove', kind: 'mutation', input: () => ({ accountId: ids.attendeeAccount }),
                                                                                    codes: [UNAUTH,  OK,      OK,      OK,      OK,       OK,      OK] },
  // The owner is the only owner, and an organization never goes without one.
  { path: 'organization.leave', note: 'the owner is the last owner', kind: 'mutation', input: () => ({ organizationId: ids.O }),
                                                                                    codes: [UNAUTH,  FORBID,  FORBID,  FORBID,  FORBID,   OK,      LAST_OWNER] },
];

async function organizationMemberToChange(): Promise<string> {
  const accountId = await insertAccount(t.db);
  await addOrganizationMember(t.db, ids.O, accountId, 'organizer');
  return accountId;
}

/** What the caller got: OK, or the error code. event.attributes answers a { success, data | error } envelope, not an error. */
async function call(row: Row, actor: Actor, eventId: string): Promise<string> {
  const input = await row.input(actor, eventId);
  const options = { token: tokens[actor] };
  const response = row.kind === 'query' ? await t.api.query(row.path, input, options) : await t.api.mutate(row.path, input, options);
  if (response.error) return response.error.data.code;
  if (row.path === 'event.attributes' && (response.data as { success: boolean }).success === false) return MISSING;
  return OK;
}

async function outcomes(row: Row, eventId: string): Promise<Record<Actor, string>> {
  const result = {} as Record<Actor, string>;
  for (const actor of actors) result[actor] = await call(row, actor, eventId);
  return result;
}

const named = <T extends Row>(rows: T[]) => rows.map((row) => [row.note ? `${row.path} (${row.note})` : row.path, row] as const);
const expected = (codes: Codes) => Object.fromEntries(actors.map((actor, index) => [actor, codes[index]]));

describe('permission matrix: a published event of the organization', () => {
  it.each(named(eventRows))('%s', async (_, row) => {
    expect(await outcomes(row, ids.E)).toEqual(expected(row.published));
  });
});

describe('permission matrix: an unpublished event (outsiders cannot even see it)', () => {
  it.each(named(eventRows))('%s', async (_, row) => {
    expect(await outcomes(row, ids.U)).toEqual(expected(row.unpublished));
  });
});

describe('permission matrix: organizations, joining and the caller’s own lists', () => {
  it.each(named(otherRows))('%s', async (_, row) => {
    expect(await outcomes(row, '')).toEqual(expected(row.codes));
  });
});

describe('permission matrix: coverage', () => {
  it('has a row for every procedure of activities, bingo, event, eventAdmin, people, organization, checkIn, personalCode, connection, schedule, scheduleAdmin, attendees, matches, feedback, posts, questions, polls, album, exhibitors, sponsors, readiness and meetings', () => {
    const covered = new Set([...eventRows, ...otherRows].map((row) => row.path));
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => /^(activities|bingo|event|eventAdmin|people|organization|checkIn|personalCode|connection|schedule|scheduleAdmin|attendees|matches|feedback|posts|questions|polls|album|exhibitors|sponsors|readiness|meetings)\./.test(path));
    expect(procedures.length).toBeGreaterThan(30);
    expect(procedures.filter((path) => !covered.has(path))).toEqual([]);
  });
});
