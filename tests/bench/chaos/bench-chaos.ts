// The chaos run as a section of `npm run bench`: figures only, never a verdict on the exit code.
// It needs PostgreSQL; where none answers, the section says so and the bench goes on.
import pg from 'pg';
import { printChaos, runChaos } from './chaos-run.ts';
import { defaultAdminUrl } from './chaos-database.ts';

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function benchChaos(log: (line: string) => void = console.log): Promise<void> {
  const url = process.env.DATABASE_URL ?? defaultAdminUrl;
  const unreachable = await reachable(url);
  if (unreachable) {
    log(`  skipped: no PostgreSQL at ${new URL(url).host} (${unreachable}); set DATABASE_URL, or run \`npm run chaos\` where one runs`);
    return;
  }
  printChaos(await runChaos(log), log);
}
