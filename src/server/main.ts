// Starts Hallway: `node --import tsx src/server/main.ts` (`--dev` means NODE_ENV=development).
import { createServer } from './app.ts';
import { demoAccounts, demoPassword } from './db/seed/demo-credentials.ts';
import { shouldSeedDemo } from './db/seed/should-seed.ts';
import { EnvError, parseEnv } from './env.ts';

if (process.argv.includes('--dev')) process.env.NODE_ENV ??= 'development';

async function main(): Promise<void> {
  const env = parseEnv();
  const server = await createServer({ env });
  await server.start();

  const address = env.PUBLIC_URL ?? server.url;
  console.info(`\n${env.BRAND_NAME} is running at ${address}  (database: ${server.database.kind}, NODE_ENV=${env.NODE_ENV})`);
  if (shouldSeedDemo(env)) {
    console.info(`Demo sign-in (password ${demoPassword} for all):`);
    for (const account of demoAccounts) console.info(`  ${account.email.padEnd(24)} ${account.label}`);
  }
  if (!env.SMTP_URL) console.info('Mail goes to the development outbox (printed here; GET /api/dev/mail outside production).');
  if (env.NODE_ENV === 'production') {
    if (!env.SMTP_URL) console.warn('Warning: SMTP_URL is not set, so password-reset mail reaches nobody but this log.');
    if (!env.PUBLIC_URL) console.warn(`Warning: PUBLIC_URL is not set; links in mail point to ${server.deps.publicUrl()}.`);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(`${signal} received: closing`);
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
