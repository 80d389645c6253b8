// `npm run chaos`: the offline-scan chaos run alone (see chaos-run.ts). Prints its figures and
// exits 1 when a scan was lost, refused, counted twice or left on a device, or the run itself failed.
// PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server
// where a throwaway database is made and dropped. CHAOS_SABOTAGE (sabotage.ts) breaks the
// devices on purpose, to see the run fail.
import { chaosPassed, printChaos, runChaos } from './chaos-run.ts';
import { readSabotage } from './sabotage.ts';

console.log('Offline scan chaos: 3 devices, network cuts and server kills, on PostgreSQL\n');
Promise.resolve()
  .then(() => runChaos(console.log, readSabotage(process.env.CHAOS_SABOTAGE)))
  .then(
  (figures) => {
    printChaos(figures);
    process.exit(chaosPassed(figures) ? 0 : 1);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
