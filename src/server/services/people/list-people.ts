import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { eventRoleSchema, type EventRole } from '#shared/contracts/event.ts';
import { invitationStatusSchema } from '#shared/contracts/organization.ts';
import type { Person } from '#shared/contracts/people.ts';
import type { Db } from '../../db/client.ts';
import { toUnixSeconds } from '../clock.ts';

export interface PeopleQuery {
  eventId: string;
  now: Date;
  search?: string;
  role?: EventRole | undefined;
  personId?: string;
  email?: string;
  limit?: number;
  offset?: number;
}

// Rows of a raw query: checked with zod like any other edge (both drivers, one shape).
const rowSchema = z.object({
  id: z.string(),
  kind: z.enum(['member', 'invitation']),
  account_id: z.string().nullable(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: eventRoleSchema,
  ticket_type: z.string(),
  status: invitationStatusSchema.or(z.literal('MEMBER')),
  created_at: z.coerce.date(),
});
const countSchema = z.object({ total: z.coerce.number() });

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

/** ILIKE treats % and _ as wildcards: a search for "a_b" means exactly that. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Members (names and email from their account) and invitations not yet accepted, as one
 * list. An invitation to someone who is already a member (they joined another way) is not
 * shown twice. A PENDING invitation past its date shows as EXPIRED.
 */
function peopleSql({ eventId, now }: PeopleQuery): SQL {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  return sql`
    select m.id, 'member' as kind, m.account_id, a.email, a.first_name, a.last_name, m.role, m.ticket_type,
      'MEMBER' as status, m.created_at
    from event_members m join accounts a on a.id = m.account_id
    where m.event_id = ${eventId}::uuid
    union all
    select i.id, 'invitation', null::uuid, i.email, i.first_name, i.last_name, i.role, i.ticket_type,
      case when i.status = 'PENDING' and i.expires_at <= ${nowSql} then 'EXPIRED' else i.status end, i.created_at
    from event_invitations i
    where i.event_id = ${eventId}::uuid and i.status <> 'ACCEPTED'
      and not exists (
        select 1 from event_members m2 join accounts a2 on a2.id = m2.account_id
        where m2.event_id = i.event_id and a2.email = i.email
      )`;
}

function filterSql({ search = '', role, personId, email }: PeopleQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      sql`(email ilike ${pattern} or first_name ilike ${pattern} or last_name ilike ${pattern} or (first_name || ' ' || last_name) ilike ${pattern})`,
    );
  }
  if (role) conditions.push(sql`role = ${role}`);
  if (personId) conditions.push(sql`id = ${personId}::uuid`);
  if (email) conditions.push(sql`email = ${email}`);
  return sql.join(conditions, sql` and `);
}

function toPerson(raw: unknown): Person {
  const row = rowSchema.parse(raw);
  return {
    id: row.id,
    kind: row.kind,
    accountId: row.account_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    ticketType: row.ticket_type,
    status: row.status,
    createdAt: toUnixSeconds(row.created_at),
  };
}

/** One page of the people console, by name then email, with the total for the pager. */
export async function listPeople(db: Db, query: PeopleQuery): Promise<{ items: Person[]; total: number }> {
  const where = filterSql(query);
  const [page, counted] = await Promise.all([
    db.execute(sql`
      select * from (${peopleSql(query)}) as people where ${where}
      order by lower(first_name), lower(last_name), email, id
      limit ${query.limit ?? 100} offset ${query.offset ?? 0}`),
    db.execute(sql`select count(*) as total from (${peopleSql(query)}) as people where ${where}`),
  ]);
  const [count] = rowsOf(counted);
  return { items: rowsOf(page).map(toPerson), total: countSchema.parse(count).total };
}

/** Everyone, for the CSV export (same order as the console). */
export async function listAllPeople(db: Db, eventId: string, now: Date): Promise<Person[]> {
  const result = await db.execute(sql`
    select * from (${peopleSql({ eventId, now })}) as people order by lower(first_name), lower(last_name), email, id`);
  return rowsOf(result).map(toPerson);
}

/** One person, by the id people.list gives (attendee or invitation id) or by email. */
export async function findPerson(
  db: Db,
  eventId: string,
  now: Date,
  by: { personId: string } | { email: string },
): Promise<Person | null> {
  const { items } = await listPeople(db, { eventId, now, ...by, limit: 1 });
  return items[0] ?? null;
}
