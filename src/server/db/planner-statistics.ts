import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

// The query planner picks joins from table statistics. PostgreSQL's autovacuum daemon gathers
// them as tables grow; PGlite runs no daemons, so on the embedded database they would never
// exist and every plan would assume near-empty tables (nested loops over a large event's members,
// which slows queries such as matches). So the server gathers them itself: at start, on a
// timer, and right after a bulk load. ANALYZE samples a bounded number of rows per table, so
// this stays cheap however large the database grows.

/** How often the embedded database's statistics are refreshed while the server runs. */
export const plannerStatisticsIntervalMs = 10 * 60 * 1000;

/** Refreshes the planner's statistics for every table (also fine inside a transaction). */
export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}
