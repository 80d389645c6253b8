import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forEveryPostsFeed } from '../posts/posts-feed-names.ts';
import type { FeedName } from './feed-key.ts';

/**
 * What a feed reader's session and access were read from, as row versions (xmin: a new one
 * with every insert, update or delete-and-insert), and the feeds' versions: one indexed read.
 * A remembered session or access whose rows show the same versions still holds.
 */
export interface ReaderStamps {
  token: string | null;
  /** The event row, the reader's membership and their place in the event's organization. */
  access: string;
  versions: Record<FeedName, number>;
}

export async function readReaderStamps(db: Db, tokenHash: string, eventId: string, accountId: string | null): Promise<ReaderStamps> {
  const result = (await db.execute(sql`
    select
      (select xmin::text from account_tokens where token_hash = ${tokenHash}) as token,
      (select xmin::text from events where id = ${eventId}) as event,
      (select xmin::text from event_members where event_id = ${eventId} and account_id = ${accountId}) as member,
      (select members.xmin::text from organization_members members join events on events.organization_id = members.organization_id
        where events.id = ${eventId} and members.account_id = ${accountId}) as organization_member,
      (select schedule_version::text from event_data_versions where event_id = ${eventId}) as schedule_version,
      (select posts_version::text from event_data_versions where event_id = ${eventId}) as posts_version,
      (select directory_version::text from event_data_versions where event_id = ${eventId}) as directory_version,
      (select polls_version::text from event_data_versions where event_id = ${eventId}) as polls_version,
      (select exhibitors_version::text from event_data_versions where event_id = ${eventId}) as exhibitors_version,
      (select sponsors_version::text from event_data_versions where event_id = ${eventId}) as sponsors_version,
      (select album_version::text from event_data_versions where event_id = ${eventId}) as album_version,
      (select activities_version::text from event_data_versions where event_id = ${eventId}) as activities_version
  `)) as unknown as { rows: Array<Record<string, string | null>> };
  const row = result.rows[0] ?? {};
  return {
    token: row.token ?? null,
    access: `${row.event ?? '-'} ${row.member ?? '-'} ${row.organization_member ?? '-'}`,
    versions: { schedule: Number(row.schedule_version ?? 0), directory: Number(row.directory_version ?? 0), polls: Number(row.polls_version ?? 0), exhibitors: Number(row.exhibitors_version ?? 0), sponsors: Number(row.sponsors_version ?? 0), album: Number(row.album_version ?? 0), activities: Number(row.activities_version ?? 0), ...forEveryPostsFeed(Number(row.posts_version ?? 0)) },
  };
}
