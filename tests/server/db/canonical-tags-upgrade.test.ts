// Runs on both databases: a migration over an older release's data.
import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { profiles } from '#server/db/schema/profiles.ts';
import { emptyDatabase, migrationsBefore } from '../helpers/older-migrations.ts';

// Profiles written before 0005 (by older seeds) could hold "LLM evaluation" beside "rust", or
// the same tag twice in different cases. Matching now compares tags with plain equality, so the
// migration rewrites them in canonical form, and marks only those rows changed for delta sync.

const mixedId = '7a950000-0000-4000-8000-000000000001';
const cleanId = '7a950000-0000-4000-8000-000000000002';
const longAgo = '2026-01-01T00:00:00Z';

let database: Database | undefined;
let dispose: () => Promise<void> = async () => {};
afterAll(async () => {
  await database?.close();
  await dispose();
});

describe('migration 0005_canonical_profile_tags', () => {
  it('lower-cases, trims and de-duplicates stored tags in their order, and touches only the rows it changes', async () => {
    const empty = await emptyDatabase();
    database = empty.database;
    dispose = empty.dispose;
    const older = await migrationsBefore('0005_canonical_profile_tags');
    try {
      await migrateDatabase(database, older.folder);
    } finally {
      await older.remove();
    }
    const { db } = database;
    for (const [id, email] of [
      [mixedId, 'mixed@example.test'],
      [cleanId, 'clean@example.test'],
    ]) {
      await db.execute(sql`insert into accounts (id, email, first_name, last_name, password_hash) values (${id}::uuid, ${email}, 'A', 'B', 'x')`);
    }
    await db.execute(sql`
      insert into profiles (account_id, handle, interests, looking_for, offers, updated_at) values
        (${mixedId}::uuid, 'mixed', array['LLM evaluation', 'Rust', ' rust ', 'design', ''], array['Mentoring'], array['Hiring', 'hiring'], ${longAgo}),
        (${cleanId}::uuid, 'clean', array['rust', 'design'], array['mentoring'], array[]::text[], ${longAgo})`);

    await migrateDatabase(database);

    const rows = await db
      .select({
        handle: profiles.handle,
        interests: profiles.interests,
        lookingFor: profiles.lookingFor,
        offers: profiles.offers,
        changed: sql<boolean>`${profiles.updatedAt} > ${longAgo}::timestamptz`,
      })
      .from(profiles)
      .orderBy(asc(profiles.handle));
    expect(rows).toEqual([
      { handle: 'clean', interests: ['rust', 'design'], lookingFor: ['mentoring'], offers: [], changed: false },
      { handle: 'mixed', interests: ['llm evaluation', 'rust', 'design'], lookingFor: ['mentoring'], offers: ['hiring'], changed: true },
    ]);
  });
});
