import type { TestProject } from 'vitest/node';
import { ensurePgliteSnapshot, ensurePostgresTemplate } from './test-database.ts';

// Vitest runs this once per run, before any worker starts: the migrated database every test file
// copies is built here, once, instead of by each file (or by two workers at the same time).
export default async function buildMigratedDatabase(project: TestProject): Promise<void> {
  const adminUrl = project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL;
  if (adminUrl) await ensurePostgresTemplate(adminUrl);
  else await ensurePgliteSnapshot();
}
