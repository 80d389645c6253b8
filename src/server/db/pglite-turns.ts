import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

// PGlite runs its statements on the server's own thread, one at a time, behind a lock that hands
// over to the next waiting statement in a microtask. A queue of statements (doors open: hundreds
// of packs' queries) therefore ran back to back without the event loop ever taking a new request
// in between: measured, 300 queued statements held the loop for 933 ms, and an answer that costs
// nothing (a shared feed from memory, a 304) waited all that time. Here each statement takes its
// turn after a setImmediate, so between two statements the loop reads the sockets and answers
// what it can at once: the same 300 statements take the same total time (937 ms) and the loop is
// never held longer than one statement (6 ms). Decision 0087.

/** Whether a statement jumps the queue: a door scan or a vote is waited for by a person. */
export type Lane = 'urgent' | 'normal';

type Run = () => void;

const lanes = new AsyncLocalStorage<Lane>();

/** Runs `work` (a door scan, a vote) with its statements ahead of the per-viewer reads waiting. */
export function inUrgentLane<T>(work: () => T): T {
  return lanes.run('urgent', work);
}

const currentLane = (): Lane => lanes.getStore() ?? 'normal';

/**
 * The methods the server calls on PGlite (drizzle's query and transaction, exec), each waiting
 * its turn; everything else is PGlite's own. `laneOf` says which lane the caller is in.
 */
export function takeTurns(client: PGlite, laneOf: () => Lane = currentLane): PGlite {
  const waiting: Record<Lane, Run[]> = { urgent: [], normal: [] };
  let busy = false;

  const next = () => {
    const run = waiting.urgent.shift() ?? waiting.normal.shift();
    if (!run) {
      busy = false;
      return;
    }
    run();
  };

  const inTurn = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        work()
          .then(resolve, reject)
          // The next statement starts after the loop has had its look at the sockets.
          .finally(() => setImmediate(next));
      };
      waiting[laneOf()].push(run);
      if (!busy) {
        busy = true;
        setImmediate(next);
      }
    });

  const turns: Partial<PGlite> = {
    query: ((...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) => inTurn(() => client.transaction(callback))) as PGlite['transaction'],
  };
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(turns, property)) return turns[property as keyof PGlite];
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: its own methods must run on the instance itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
