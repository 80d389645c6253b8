// At most a few signed-in reads run at once; the rest wait their turn, in the order they came.
// At the doors, hundreds of packs arrive in a burst. Started all at once, every one of them held
// its half-built answer (query results, the viewer's overlay, candidates being ranked) while the
// database, which answers one statement at a time anyway, worked through all their statements:
// the server's memory rose with the queue, past 512 MB. Waiting before they start, they hold
// nothing but a callback, the database stays just as busy, and each answer is finished sooner
// (first come, first answered, rather than all of them slowly together). Writes someone stands
// waiting for (urgentProcedure) and everything that is not a query do not wait here.

/** Reads at once: enough to keep the database fed while one answer is being sent. */
const readsAtOnce = 8;

export type ReadSlots = <T>(work: () => Promise<T>) => Promise<T>;

export function createReadSlots(limit: number = readsAtOnce): ReadSlots {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < limit) running += 1;
    // The slot is handed over directly when a read finishes: `running` stays as it is.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
