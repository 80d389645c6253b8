import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The triggers that bump the feeds' versions and announce who may read (migration 0006, and the
 * later ones that add to it). Without
 * any one of them a feed would stay at an old version on every instance, or a revoked reader
 * would be remembered until the safety hold ran out; nothing per request could make up for it.
 */
export const eventDataTriggers = [
  'program_items_inserted_bump',
  'program_items_updated_bump',
  'program_items_deleted_bump',
  'event_members_inserted_bump',
  'event_members_updated_bump',
  'event_members_deleted_bump',
  'program_speakers_inserted_bump',
  'program_speakers_updated_bump',
  'program_speakers_deleted_bump',
  'accounts_updated_bump',
  'profiles_inserted_bump',
  'profiles_updated_bump',
  'profiles_deleted_bump',
  'events_updated_bump',
  'events_deleted_announce',
  'organization_members_inserted_announce',
  'organization_members_updated_announce',
  'organization_members_deleted_announce',
  'account_tokens_updated_announce',
  'account_tokens_deleted_announce',
  'accounts_updated_announce',
  'organizations_updated_announce',
  'posts_inserted_bump',
  'posts_updated_bump',
  'posts_deleted_bump',
  'polls_inserted_bump',
  'polls_updated_bump',
  'polls_deleted_bump',
  'exhibitors_inserted_bump',
  'exhibitors_updated_bump',
  'exhibitors_deleted_bump',
  'sponsors_inserted_bump',
  'sponsors_updated_bump',
  'sponsors_deleted_bump',
  'sponsor_tiers_inserted_bump',
  'sponsor_tiers_updated_bump',
  'sponsor_tiers_deleted_bump',
  'album_photos_inserted_bump',
  'album_photos_updated_bump',
  'album_photos_deleted_bump',
  'activities_inserted_bump',
  'activities_updated_bump',
  'activities_deleted_bump',
  'activity_settings_inserted_bump',
  'activity_settings_updated_bump',
  'activity_settings_deleted_bump',
] as const;

/** The expected triggers that are absent, or would not fire (disabled, or replica-only), in the current schema. */
export async function findMissingEventDataTriggers(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select triggers.tgname as name
    from pg_trigger triggers
    join pg_class tables on tables.oid = triggers.tgrelid
    join pg_namespace schemas on schemas.oid = tables.relnamespace
    where not triggers.tgisinternal and triggers.tgenabled in ('O', 'A') and schemas.nspname = current_schema()
  `)) as unknown as { rows: Array<{ name: string }> };
  const present = new Set(result.rows.map((row) => row.name));
  return eventDataTriggers.filter((name) => !present.has(name));
}

/**
 * Refuses to start without them, rather than fall back to reading per request: the triggers are
 * what moves the versions, so no read could tell this instance that a schedule changed. A
 * missing trigger means the database was changed by hand (migrations had just run), which an
 * operator must see before anyone is served a stale schedule.
 */
export async function requireEventDataTriggers(db: Db): Promise<void> {
  const missing = await findMissingEventDataTriggers(db);
  if (missing.length > 0) {
    throw new Error(
      `The database lacks the event data triggers the shared event feeds rely on (missing or disabled: ${missing.join(', ')}). ` +
        'Restore them (they are created by migration 0006_event_data_versions) and start again.',
    );
  }
}
