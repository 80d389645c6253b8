// Starts Hallway: `npm start` runs its build, `node .build/server/main.mjs` (build-server.ts);
// `npm run dev` runs this file through tsx (`--dev` means NODE_ENV=development;
// without it and without NODE_ENV the server runs as production, safe to expose).
import v8 from 'node:v8';
import { createServer } from './app.ts';
import { demoAccounts, demoPassword } from './seed/demo-credentials.ts';
import { shouldSeedDemo } from './seed/should-seed.ts';
import { EnvError, isDevelopment, parseEnv, type Env } from './env.ts';
import { isDevMailEnabled, isLoopbackAddress } from './http/dev-mail-route.ts';

if (process.argv.includes('--dev')) process.env.NODE_ENV ??= 'development';

// V8 lets the heap grow to up to four times what survived the last full collection when
// collecting is cheap, which it is here: at the doors, on a busy machine, the heap reached 265 MB
// holding 67 MB alive, and the process peaked at 526 MB against the 512 MB budget (issue 33).
// Growing by half at most, full collections come every few seconds instead and take about 10 ms
// each, mostly beside the requests. V8 reads this at every collection, so setting it here holds.
v8.setFlagsFromString('--heap-growing-percent=50');

/** Where mail goes, so a newcomer knows to read reset links in this console. */
function describeMail(env: Env, address: string): string {
  if (env.SMTP_URL) return 'Mail is sent over SMTP (SMTP_URL).';
  const outbox = isDevMailEnabled({ env })
    ? ` and listed at ${address}/api/dev/mail (DEV_MAIL_OUTBOX=1; from this machine only)`
    : ' (set DEV_MAIL_OUTBOX=1 to list it at /api/dev/mail from this machine)';
  return `Mail is not sent: SMTP_URL is unset, so every mail, reset links included, is printed here${outbox}.`;
}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host);
}

async function main(): Promise<void> {
  const env = parseEnv();
  const server = await createServer({ env });
  await server.start();

  const address = env.PUBLIC_URL ?? server.url;
  console.info(`\n${env.BRAND_NAME} is running at ${address}  (database: ${server.database.kind}, NODE_ENV=${env.NODE_ENV})`);
  if (shouldSeedDemo(env, server.database.kind)) {
    console.info(`Demo sign-in (password ${demoPassword} for all):`);
    for (const account of demoAccounts) console.info(`  ${account.email.padEnd(24)} ${account.label}`);
  }
  console.info(describeMail(env, server.url));
  if (isDevelopment(env) && !isLoopbackHost(env.HOST)) {
    console.warn(
      `Warning: development mode (npm run dev) listens on ${env.HOST}: anyone who can reach it sees error details. Use \`npm start\` to share it on a network.`,
    );
  }
  if (env.NODE_ENV === 'production') {
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
