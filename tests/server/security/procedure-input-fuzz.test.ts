// Runs on both databases: bad bytes reach each driver differently.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activities } from '#server/db/schema/activities.ts';
import { activityScans } from '#server/db/schema/activity-scans.ts';
import { albumPhotos } from '#server/db/schema/album-photos.ts';
import { exhibitorLeads } from '#server/db/schema/exhibitor-leads.ts';
import { exhibitorStaff } from '#server/db/schema/exhibitor-staff.ts';
import { exhibitors } from '#server/db/schema/exhibitors.ts';
import { meetingSettings } from '#server/db/schema/meeting-settings.ts';
import { meetings } from '#server/db/schema/meetings.ts';
import { pollOptions } from '#server/db/schema/poll-options.ts';
import { polls } from '#server/db/schema/polls.ts';
import { posts } from '#server/db/schema/posts.ts';
import { questions } from '#server/db/schema/questions.ts';
import { sponsorTiers } from '#server/db/schema/sponsor-tiers.ts';
import { sponsors } from '#server/db/schema/sponsors.ts';
import { parseEnv } from '#server/env.ts';
import { appRouter } from '#server/trpc/app-router.ts';
import { addMember, insertEvent, insertProgramItem } from '../factories/events.ts';
import { insertEventInvitation, insertOrganizationInvitation } from '../factories/invitations.ts';
import { addOrganizationMember, insertOrganization } from '../factories/organizations.ts';
import { registerTestAccount, type TestAccount } from '../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';
import { tokenFromSetCookie, type TrpcErrorBody } from '../helpers/trpc-http.ts';
import { fuzzCases, planInputFuzz, type FuzzCase } from '../helpers/zod-input-fuzz.ts';
import { featureFlagNames } from '#shared/contracts/event.ts';
import type { MeetingSettings } from '#shared/contracts/meetings.ts';

// Safe by default: the NUL that answered 500 came back because every new field had to remember
// a rule. Here every procedure of the router, the day it is added, gets every field of its input
// (read from its zod schema, tests/server/helpers/zod-input-fuzz.ts) changed, one at a time and
// the rest of the input valid, to a bad value of each kind: NUL and other control characters,
// a 1 MB string, 100,000 items, NaN, Infinity, 1e300, negative numbers, times past JavaScript's
// last date and before 1970, the wrong type, an unknown choice, 20,000 levels of nesting. The
// ids in the input are those of a real scene, so a value the schema lets through reaches the
// procedure's own code (where the NUL did its harm), called by someone who may call it.
//
// A value the schema refuses must be answered as such (400 BAD_REQUEST or PARSE_ERROR, 413 for a
// body past the limit, 431 for a URL past it) in tRPC's error shape (spec §8), never a 5xx, with
// no row written. A value the schema accepts reaches the procedure, which may take it (2xx) or
// refuse it (4xx in the same shape), never answer 5xx; a NUL it must not keep (PostgreSQL cannot
// store one). FUZZ_VERBOSE=1 lists what each procedure answered to the values that reached it.

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.core.$ZodType[] } }>;

/** The schema a procedure reads its input with (tRPC merges several .input() calls; this router uses one). */
const inputSchemaOf = (name: string): z.core.$ZodType | undefined => procedures[name]?._def.inputs[0];

/** A procedure without input still gets the bad values as its whole input: whatever it ignores must not break it. */
const noInput = z.unknown();

// Who calls (tests/server/access/permission-matrix.test.ts says who may): the organizer runs the
// event and owns its organization, so may call nearly everything; what only the asker or the
// stand's team may do is called as the member; the signed-out screens (register, sign in, reset)
// as a visitor, since signing in ends the caller's session. Procedures without input (sign-out,
// a new personal code) are called by a bystander. A session some call ended anyway is started
// again after its procedure, so the next one is not refused for it.
type Caller = 'organizer' | 'member' | 'bystander' | 'visitor';
const memberOnly = new Set(['questions.withdraw', 'exhibitors.captureLead', 'exhibitors.leads', 'exhibitors.updateLead', 'exhibitors.exportLeads', 'attendees.answerConnect']);
const visitorOnly = new Set(['account.register', 'account.signIn', 'account.forgotPassword', 'account.resetPassword']);
function callerOf(name: string): Caller {
  if (inputSchemaOf(name) === undefined) return 'bystander';
  if (visitorOnly.has(name)) return 'visitor';
  return memberOnly.has(name) ? 'member' : 'organizer';
}

/** Every rate limit off (0), so each case reaches validation rather than a 429. */
const rateLimitsOff = Object.fromEntries(
  Object.keys(parseEnv({}))
    .filter((name) => name.startsWith('RATE_LIMIT_') && name !== 'RATE_LIMIT_WINDOW_SECONDS')
    .map((name) => [name, '0']),
);

let t: TestServer;
const people = {} as Record<Exclude<Caller, 'visitor'> | 'target', TestAccount>;
const ids: Record<string, string> = {};
/** 1:1 meetings: settings with one window tomorrow (UTC, the scene event's zone), and a pending request's times. */
const meetingScene = { settings: null as MeetingSettings | null, slots: [] as number[] };

/**
 * Every row written to the app's tables is logged, by triggers this test adds to its own
 * database, except what a refused call may still write: rate-limit counters and a session's last use.
 */
const writeLogSql = `
  create schema if not exists fuzz;
  create table fuzz.writes (id bigserial primary key, table_name text not null, operation text not null);
  create function fuzz.log_write() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'rate_limits' or (tg_table_name = 'account_tokens' and tg_op = 'UPDATE') then return null; end if;
    insert into fuzz.writes (table_name, operation) values (tg_table_name, tg_op);
    return null;
  end $$;
  do $$ declare r record; begin
    for r in select tablename from pg_tables where schemaname = 'public' loop
      execute format('create trigger zz_fuzz_log_write after insert or update or delete on public.%I for each row execute function fuzz.log_write()', r.tablename);
    end loop;
  end $$;`;

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Rows written since the log's row `after`, as 'table OPERATION ×n'. */
async function writesSince(after: number): Promise<{ last: number; written: string[] }> {
  const found = await rows<{ table_name: string; operation: string; count: number; last: number }>(
    `select table_name, operation, count(*)::int as count, max(id)::int as last from fuzz.writes where id > ${after} group by 1, 2 order by 1, 2`,
  );
  return { last: Math.max(after, ...found.map((row) => row.last)), written: found.map((row) => `${row.table_name} ${row.operation} ×${row.count}`) };
}

/** Waits until nothing more is written (work a call left running after its answer), at most a second; the log's last row. */
async function settledWrites(after: number): Promise<number> {
  let last = after;
  for (let round = 0; round < 40; round++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const since = await writesSince(last);
    if (since.last === last && round > 0) return last;
    last = since.last;
  }
  return last;
}

/** Signs the scene's people in again where a call ended their session (sign-out, a password reset). */
async function keepSignedIn(): Promise<void> {
  for (const caller of ['organizer', 'member', 'bystander'] as const) {
    const person = people[caller];
    const answer = await t.api.query<{ success: boolean }>('account.authenticate', undefined, { token: person.token });
    if (answer.data?.success) continue;
    const signIn = await t.api.mutate('account.signIn', { email: person.email, password: person.password });
    const token = tokenFromSetCookie(signIn.headers);
    if (!token) throw new Error(`could not sign ${caller} in again: ${JSON.stringify(signIn.raw)}`);
    person.token = token;
  }
}

beforeAll(async () => {
  t = await startTestServer({ env: rateLimitsOff });
  people.organizer = await registerTestAccount(t.api, { firstName: 'Olga', lastName: 'Organizer' });
  people.member = await registerTestAccount(t.api, { firstName: 'Mia', lastName: 'Member' });
  people.bystander = await registerTestAccount(t.api, { firstName: 'Ben', lastName: 'Bystander' });
  people.target = await registerTestAccount(t.api, { firstName: 'Tara', lastName: 'Target' });

  // The scene: an organization the organizer owns, its event with every feature on, and one of
  // everything a procedure names by id.
  const organization = await insertOrganization(t.db);
  ids.organizationId = organization.id;
  ids.handle = organization.handle;
  await addOrganizationMember(t.db, organization.id, people.organizer.account.id, 'owner');
  const eventId = await insertEvent(t.db, {
    // Started an hour ago, so that feedback is open.
    startsInDays: -1 / 24,
    organizationId: organization.id,
    joinPolicy: 'open',
    // Every switch on, a feature added later included: a procedure behind one that is off would be refused before its input is read.
    ...Object.fromEntries(featureFlagNames.map((flag) => [flag, true])),
  });
  ids.eventId = eventId;
  await addMember(t.db, eventId, people.organizer.account.id, 'organizer');
  await addMember(t.db, eventId, people.member.account.id, 'exhibitor');
  ids.attendeeId = await addMember(t.db, eventId, people.target.account.id, 'attendee', 'General');
  ids.accountId = people.target.account.id;
  ids.personId = (await insertEventInvitation(t.db, eventId)).id;
  await insertOrganizationInvitation(t.db, organization.id);
  const now = Date.now();
  ids.programId = await insertProgramItem(t.db, eventId, { startsAt: new Date(now + 86_400_000), endsAt: new Date(now + 90_000_000) });
  ids.sessionId = ids.programId;
  const [poll] = await t.db.insert(polls).values({ eventId, question: 'Fuzz poll?', kind: 'single', state: 'open', resultsVisibility: 'live', anonymous: false }).returning({ id: polls.id });
  ids.pollId = poll!.id;
  const [option] = await t.db.insert(pollOptions).values([{ pollId: poll!.id, position: 0, label: 'Yes' }, { pollId: poll!.id, position: 1, label: 'No' }]).returning({ id: pollOptions.id });
  ids.optionId = option!.id;
  // Scheduled a month ahead: an update may still move its time (one that is out may not).
  const [post] = await t.db.insert(posts).values({ eventId, title: 'Fuzz update', body: 'Doors open at nine.', publishAt: new Date(now + 30 * 86_400_000) }).returning({ id: posts.id });
  ids.postId = post!.id;
  const [question] = await t.db
    .insert(questions)
    .values({ eventId, programItemId: ids.programId, accountId: people.member.account.id, text: 'Fuzz question?', askedAt: new Date(now) })
    .returning({ id: questions.id });
  ids.questionId = question!.id;
  const [photo] = await t.db
    .insert(albumPhotos)
    .values({ eventId, accountId: people.member.account.id, src: '/uploads/album-photo/f.webp', thumbnailSrc: '/uploads/album-photo/t.webp', width: 1, height: 1, bytes: 1, status: 'visible' })
    .returning({ id: albumPhotos.id });
  ids.photoId = photo!.id;
  const [exhibitor] = await t.db.insert(exhibitors).values({ eventId, name: 'Fuzz stand', booth: 'F1' }).returning({ id: exhibitors.id });
  ids.exhibitorId = exhibitor!.id;
  await t.db.insert(exhibitorStaff).values({ exhibitorId: exhibitor!.id, accountId: people.member.account.id, eventId });
  const [lead] = await t.db
    .insert(exhibitorLeads)
    .values({ exhibitorId: exhibitor!.id, eventId, attendeeAccountId: people.target.account.id, scannedBy: people.member.account.id, scannedAt: new Date(now) })
    .returning({ id: exhibitorLeads.id });
  ids.leadId = lead!.id;
  const [tier] = await t.db.insert(sponsorTiers).values({ eventId, name: 'Fuzz tier' }).returning({ id: sponsorTiers.id });
  ids.tierId = tier!.id;
  const [sponsor] = await t.db.insert(sponsors).values({ eventId, name: 'Fuzz sponsor', tierId: tier!.id }).returning({ id: sponsors.id });
  ids.sponsorId = sponsor!.id;
  const [activity] = await t.db
    .insert(activities)
    .values({ eventId, name: 'Fuzz hunt', points: 5, startsAt: new Date(now - 3_600_000), endsAt: new Date(now + 86_400_000) })
    .returning({ id: activities.id });
  ids.activityId = activity!.id;
  const [scan] = await t.db
    .insert(activityScans)
    .values({ eventId, activityId: activity!.id, accountId: people.target.account.id, idempotencyKey: randomUUID(), points: 5, scannedAt: new Date(now), deviceScannedAt: new Date(now), receivedAt: new Date(now) })
    .returning({ id: activityScans.id });
  ids.scanId = scan!.id;
  const tiles = Array.from({ length: 9 }, (_, index) => ({ prompt: `Anyone ${index}`, rule: 'anyone', tag: null }));
  const bingo = await t.api.mutate('bingo.setup', { eventId, size: 3, tiles }, { token: people.organizer.token });
  expect(bingo.error).toBeUndefined();
  const card = await t.api.query<{ card: { tiles: Array<{ id: string }> } }>('bingo.card', { eventId }, { token: people.organizer.token });
  ids.tileId = card.data.card.tiles[0]!.id;
  // A window on the event's last day, all of it ahead, and a request the organizer has to answer.
  const lastDay = new Date(now + 23 * 3_600_000).toISOString().slice(0, 10);
  meetingScene.settings = { windows: [{ date: lastDay, from: '00:00', to: '23:40' }], slotMinutes: 20, placeKind: 'tables', areaName: 'Fuzz lounge', meetingPoint: '', tables: [{ number: 1, capacity: 2 }], dailyRequestLimit: null, whoMayRequest: 'everyone' };
  await t.db.insert(meetingSettings).values({ eventId, ...meetingScene.settings });
  const firstSlot = Date.parse(`${lastDay}T10:00:00Z`) / 1000;
  meetingScene.slots = [firstSlot, firstSlot + 1200];
  const [meeting] = await t.db
    .insert(meetings)
    .values({ eventId, requesterId: people.target.account.id, recipientId: people.organizer.account.id, proposedBy: people.target.account.id, proposedSlots: meetingScene.slots, requestedAt: new Date(now) })
    .returning({ id: meetings.id });
  ids.meetingId = meeting!.id;

  // Every row written from here on is logged; work the scene left running is let finish.
  for (const statement of writeLogSql.split(/;\s*(?=create|do)/)) await t.db.execute(sql.raw(statement));
  await settledWrites(0);
});
afterAll(() => t?.stop());

/** The scene's value for an id-like field ('id' is the event's, or the organization's under organization.*). */
function sceneValue(procedure: string, key: string): unknown {
  if (key === 'id') return procedure.startsWith('organization.') ? ids.organizationId : ids.eventId;
  // The organization's handle to look it up by (a new organization needs a handle of its own).
  if (key === 'handle' && procedure.startsWith('organization.') && procedures[procedure]?._def.type === 'query') return ids.handle;
  if (/attendeeId$/i.test(key)) return ids.attendeeId;
  if (key === 'attendeeIds') return [ids.attendeeId];
  // A picture is optional: none keeps the rest of a draft valid without an upload.
  if (/(picture|logo)Src$/.test(key)) return null;
  if (key === 'tierIds') return [ids.tierId];
  if (procedure.startsWith('meetings.')) {
    if (key === 'settings') return meetingScene.settings;
    if (key === 'slots') return meetingScene.slots;
    if (key === 'slot') return meetingScene.slots[0];
  }
  // Files each import reads, so a bad character lands in a row rather than in a missing column.
  if (key === 'csv' && procedure.startsWith('people.')) return `email,first name,last name,role,ticket type\nfuzz-${randomUUID().slice(0, 8)}@example.test,Fuzz,Row,attendee,General\n`;
  if (key === 'csv' && procedure.startsWith('scheduleAdmin.')) return 'title,date,start,end\nFuzz talk,2030-05-14,09:00,10:00\n';
  return ids[key];
}

// ---------------------------------------------------------------------------------------------

interface Outcome {
  status: number;
  /** The call's error entry (its slot of a batch), when it answered one. */
  error?: TrpcErrorBody;
  /** The answer was not JSON in tRPC's shape: what came instead. */
  raw?: string;
  /** The procedure's data, when it answered some. */
  data?: unknown;
}

/** Spec §8's protocol codes. */
const specCodes = new Set([-32700, -32600, -32603, -32001, -32003, -32004, -32005, -32008, -32009, -32012, -32013, -32022, -32029, -32099]);

/** What is wrong with an error answer's shape ('' when it is tRPC's, with this procedure's path and a 4xx status). */
function shapeProblem(outcome: Outcome, procedure: string, batched: boolean): string {
  const { error } = outcome;
  if (!error) return `no tRPC error entry (${outcome.raw?.slice(0, 120) ?? 'an answer without error'})`;
  const { data } = error;
  if (typeof error.message !== 'string' || !data || typeof data.code !== 'string') return `not tRPC's shape: ${JSON.stringify(error).slice(0, 160)}`;
  if (!specCodes.has(error.code) || error.code !== TRPC_ERROR_CODES_BY_KEY[data.code as keyof typeof TRPC_ERROR_CODES_BY_KEY]) return `code ${error.code} / ${data.code} is not one of spec §8`;
  if (data.path !== procedure) return `data.path ${String(data.path)}`;
  if (!batched && data.httpStatus !== outcome.status) return `data.httpStatus ${data.httpStatus} on an HTTP ${outcome.status}`;
  if (data.httpStatus < 400 || data.httpStatus > 499) return `data.httpStatus ${data.httpStatus}`;
  return '';
}

/** A GET's URL past the server's header limit is refused by Node's HTTP parser, before any route: 431 (or 414) in its own words. */
const urlTooLong = (outcome: Outcome, kind: 'query' | 'mutation') => kind === 'query' && (outcome.status === 431 || outcome.status === 414);

async function send(procedure: string, kind: 'query' | 'mutation', token: string, cases: FuzzCase[]): Promise<Outcome[]> {
  const batched = cases.length > 1;
  const path = batched ? `${cases.map(() => procedure).join(',')}` : procedure;
  const input = batched ? `{${cases.map((one, index) => `"${index}":${one.json}`).join(',')}}` : (cases[0] as FuzzCase).json;
  const query = batched ? '?batch=1' : '';
  let response: Response;
  try {
    response =
      kind === 'query'
        ? await t.api.fetch(`/api/trpc/${path}${query}${query ? '&' : '?'}input=${encodeURIComponent(input)}`, { token })
        : await t.api.fetch(`/api/trpc/${path}${query}`, { method: 'POST', token, headers: { 'content-type': 'application/json' }, body: input });
  } catch (error) {
    return cases.map(() => ({ status: 0, raw: `no answer: ${String(error)}` }));
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return cases.map(() => ({ status: response.status, raw: text }));
  }
  const slots = batched ? (Array.isArray(body) ? body : []) : [body];
  return cases.map((_, index) => {
    const slot = slots[index] as { error?: unknown; result?: { data?: unknown } } | undefined;
    // Fastify's own answers (431) carry `error` as a string: not tRPC's entry.
    const error = typeof slot?.error === 'object' && slot.error !== null ? (slot.error as TrpcErrorBody) : undefined;
    const status = batched ? (error?.data?.httpStatus ?? (slot?.result ? 200 : response.status)) : response.status;
    return { status, ...(error ? { error } : {}), ...(slot?.result ? { data: slot.result.data } : {}), ...(error || slot?.result ? {} : { raw: text }) };
  });
}

/** Batches of cases that fit one request: at most 40 calls (the server takes 50), a GET's URL under the 16 kB header limit. */
function batches(cases: FuzzCase[], kind: 'query' | 'mutation'): FuzzCase[][] {
  const limit = kind === 'query' ? 12_000 : 512 * 1024;
  const out: FuzzCase[][] = [];
  let current: FuzzCase[] = [];
  let size = 0;
  for (const one of cases) {
    const length = kind === 'query' ? encodeURIComponent(one.json).length : one.json.length;
    if (current.length > 0 && (current.length >= 40 || size + length > limit)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(one);
    size += length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

interface ProcedureReport {
  fields: number;
  cases: number;
  /** Cases answered 2xx (values the schema let through, taken): only those can end a session. */
  taken: number;
  sent: number;
  reached: number;
  requests: number;
  serverErrors: number;
  failures: string[];
}

const reports = new Map<string, ProcedureReport>();

/**
 * What the schema lets through, the procedure may take or refuse, never answering 5xx; a NUL it
 * must not keep (PostgreSQL cannot store one): refused, or answered (a preview listing the row's
 * error, a failed sign-in) without a row written.
 */
const neverKept = new Set(['nul']);

async function fuzzProcedure(procedure: string): Promise<ProcedureReport> {
  const definition = procedures[procedure]!._def;
  const kind = definition.type === 'query' ? 'query' : 'mutation';
  const schema = inputSchemaOf(procedure) ?? noInput;
  // A GET's input rides in its URL, which the server takes up to 16 kB: nesting that fits (800 levels, 13 kB), so it reaches the procedure.
  const plan = planInputFuzz(schema, { valueFor: (key) => sceneValue(procedure, key), ...(kind === 'query' ? { nestingLevels: 800 } : {}) });
  const all = fuzzCases(schema, plan);
  const report: ProcedureReport = { fields: plan.fields.length, cases: all.length, sent: 0, taken: 0, reached: 0, requests: 0, serverErrors: 0, failures: [] };
  const fail = (one: FuzzCase, problem: string) => report.failures.push(`${one.field} = ${one.variant.label} (${one.variant.kind}): ${problem}`);
  if (plan.baselineIssues.length > 0) report.failures.push(`the baseline made from the schema is refused: ${plan.baselineIssues.join('; ')}`);
  const caller = callerOf(procedure);
  const token = caller === 'visitor' ? '' : people[caller].token;

  // Megabyte payloads, and text no JSON parser reads (NaN), are refused before any field is read:
  // one field's case stands for the others.
  const seenOnce = new Set<string>();
  const chosen = all.filter((one) => {
    if (!one.variant.large && one.parsable) return true;
    if (seenOnce.has(one.variant.kind)) return false;
    seenOnce.add(one.variant.kind);
    return true;
  });
  const refused = chosen.filter((one) => one.refusedBySchema);
  const mustNotKeep = (one: FuzzCase) => inputSchemaOf(procedure) !== undefined && neverKept.has(one.variant.kind);
  // Those it must not keep first, so that what the others write (theirs to write) is never counted against them.
  const reaching = chosen.filter((one) => !one.refusedBySchema).sort((a, b) => Number(mustNotKeep(b)) - Number(mustNotKeep(a)));

  const check = (one: FuzzCase, outcome: Outcome, batched: boolean, expected: 'validation' | 'no-5xx') => {
    report.sent++;
    const code = outcome.error?.data?.code ?? '';
    if (outcome.status >= 500 || outcome.status === 0) {
      report.serverErrors++;
      fail(one, `answered ${outcome.status} ${outcome.error ? `${code}: ${outcome.error.message}` : (outcome.raw ?? '').slice(0, 160)}`);
      return;
    }
    if (outcome.status < 400) {
      report.taken++;
      if (expected === 'validation') fail(one, `answered ${outcome.status}: taken, not refused`);
      return;
    }
    if (urlTooLong(outcome, kind)) return;
    const problem = shapeProblem(outcome, procedure, batched);
    if (problem) return fail(one, `answered ${outcome.status}, ${problem}`);
    // The schema refuses it: the answer must say so, not that something else stopped the call first.
    const validation = (outcome.status === 400 && (code === 'BAD_REQUEST' || code === 'PARSE_ERROR')) || (outcome.status === 413 && code === 'PAYLOAD_TOO_LARGE');
    if (expected === 'validation' && !validation) fail(one, `answered ${outcome.status} ${code} (${outcome.error?.message}), not a refusal of the input`);
  };

  let { last } = await writesSince(0);
  const expectNoWrites = async (what: string) => {
    const since = await writesSince(last);
    last = since.last;
    if (since.written.length > 0) report.failures.push(`${what} wrote rows: ${since.written.join(', ')}`);
  };

  // What the schema refuses: batched where the payload is small, alone where it is not (or is no JSON).
  const alone = (one: FuzzCase) => !one.parsable || (kind === 'query' ? encodeURIComponent(one.json).length > 12_000 : one.json.length > 256 * 1024);
  const single = refused.filter(alone);
  const batchable = refused.filter((one) => !alone(one));
  for (const group of batches(batchable, kind)) {
    const outcomes = await send(procedure, kind, token, group);
    report.requests++;
    group.forEach((one, index) => check(one, outcomes[index] as Outcome, group.length > 1, 'validation'));
  }
  for (const one of single) {
    const [outcome] = await send(procedure, kind, token, [one]);
    report.requests++;
    check(one, outcome as Outcome, false, 'validation');
  }
  await expectNoWrites('values the schema refuses');

  // What the schema lets through reaches the procedure's own code: one at a time.
  for (const one of reaching) {
    const [outcome] = await send(procedure, kind, token, [one]);
    report.requests++;
    report.reached++;
    check(one, outcome as Outcome, false, 'no-5xx');
    // FUZZ_VERBOSE=1 lists what each procedure answered to the values its schema let through.
    if (process.env.FUZZ_VERBOSE) console.log(`reached ${procedure}: ${one.field} = ${one.variant.label} → ${outcome?.status} ${outcome?.error?.data.code ?? ''} ${outcome?.error?.message ?? ''}`);
    if (mustNotKeep(one)) await expectNoWrites(`${one.field} = ${one.variant.label}, which the schema let through,`);
  }
  // What it wrote (answered already, some work may follow) is the procedure's own business; the next procedure starts after it.
  if (reaching.length > 0) last = await settledWrites(last);
  return report;
}

// ---------------------------------------------------------------------------------------------

const procedureNames = Object.keys(procedures);
const startedAt = performance.now();

describe('procedure input fuzz: every field of every procedure, one bad value at a time', () => {
  it.each(procedureNames)('%s', async (procedure) => {
    const report = await fuzzProcedure(procedure);
    reports.set(procedure, report);
    if (report.taken > 0) await keepSignedIn();
    expect(report.failures).toEqual([]);
  });
});

describe('procedure input fuzz: coverage', () => {
  it('sent cases to every procedure of the router (a procedure with none would be skipped silently)', () => {
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const all = [...reports.values()];
    const sum = (pick: (report: ProcedureReport) => number) => all.reduce((total, report) => total + pick(report), 0);
    const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `procedure input fuzz on ${database}: ${reports.size} procedures, ${sum((r) => r.fields)} fields, ${sum((r) => r.sent)} cases sent ` +
        `(of ${sum((r) => r.cases)} planned: megabyte payloads, deep nesting and NaN once per procedure), ${sum((r) => r.reached)} past the schema into the procedure, ` +
        `${sum((r) => r.requests)} requests, ${sum((r) => r.serverErrors)} answered 5xx, ${seconds} s`,
    );
    expect(procedureNames.length).toBeGreaterThan(100);
    expect(procedureNames.filter((name) => (reports.get(name)?.sent ?? 0) === 0)).toEqual([]);
  });
});
