// What every bench that starts its own server shares (the album and the game scan replay so far):
// the name of the database it runs on, and running one bench file alone from the command line.
import os from 'node:os';

/** The database the bench servers use: PGlite, or PostgreSQL when DATABASE_URL is set. */
export function benchDatabaseLabel(): string {
  return process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
}

/** The load average (1, 5, 15 min) as a line for the report: figures on a busy machine are upper bounds. */
export function loadLine(before: number[], after: number[] = os.loadavg()): string {
  const format = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  return `load average before ${format(before)}, after ${format(after)} (1, 5, 15 min; ${os.cpus().length} cores)`;
}

/**
 * `node --import tsx tests/bench/<file>.ts`: when `moduleUrl` is the file Node was started with,
 * runs its bench, prints the figures and exits (0, or 1 with the error).
 */
export function runBenchAlone<T>(moduleUrl: string, bench: (log: (line: string) => void) => Promise<T>, print: (figures: T) => void): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  bench(console.log).then(
    (figures) => {
      print(figures);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

/** Figures for a closing note come from a quiet machine: a 1-minute load average at most this at the start. */
export const quietLoadLimit = 1.5;

/** Whether a run counts: the machine's 1-minute load when the bench began, before its own work. */
export function resultVerdict(loadAtStart: number): string {
  const load = loadAtStart.toFixed(2);
  return loadAtStart <= quietLoadLimit
    ? `machine load ${load} at the start (≤ ${quietLoadLimit}): a result`
    : `machine load ${load} at the start (> ${quietLoadLimit}): NOT A RESULT, the machine was already busy; run again on a quiet machine`;
}
