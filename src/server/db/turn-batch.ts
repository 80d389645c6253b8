import { isEmbeddedDb, type Db } from './client.ts';

// Group commit on the embedded database. PGlite runs one statement at a time on the server's own
// thread, and a statement's fixed cost (the protocol, the plan, the commit) is most of what a
// small write costs there, so the writes of one kind that reach the database in the same turn of
// the event loop go together: one statement or one transaction for all, each still answered on
// its own. PostgreSQL keeps one write per statement, on its many connections.

interface TurnBatchWriter<I, O> {
  /**
   * Writes several together, answering each in order (undefined: the database gave no answer for
   * it, an error for that write alone); throws when any of them raised (then nothing was written).
   */
  together(db: Db, items: readonly I[]): Promise<Array<O | undefined>>;
  /** Writes one, as on PostgreSQL; a write that raised in a batch is written this way to get its own answer. */
  alone(db: Db, item: I): Promise<O>;
  /** Writes per batch at most: a bounded statement. */
  maxBatch: number;
  /** Writes with the same key never share a batch (one person's, say): a later one goes in a following batch. */
  keyOf?: (item: I) => string;
}

interface Waiting<I, O> {
  item: I;
  resolve: (answer: O) => void;
  reject: (error: unknown) => void;
}

/** A write function that, on PGlite, writes what arrives in the same turn together. */
export function batchPerTurn<I, O>(writer: TurnBatchWriter<I, O>): (db: Db, item: I) => Promise<O> {
  const queues = new WeakMap<Db, Array<Waiting<I, O>>>();

  async function writeAlone(db: Db, waiter: Waiting<I, O>): Promise<void> {
    try {
      waiter.resolve(await writer.alone(db, waiter.item));
    } catch (error) {
      waiter.reject(error);
    }
  }

  async function writeBatch(db: Db, batch: Array<Waiting<I, O>>): Promise<void> {
    if (batch.length === 1) return writeAlone(db, batch[0]!);
    let answers: Array<O | undefined>;
    try {
      answers = await writer.together(db, batch.map((waiter) => waiter.item));
    } catch {
      // One of them raised, so nothing was written: each on its own, to get its own answer or error.
      for (const waiter of batch) await writeAlone(db, waiter);
      return;
    }
    batch.forEach((waiter, index) => {
      const answer = answers[index];
      if (answer !== undefined) waiter.resolve(answer);
      else waiter.reject(new Error('The batched write gave no answer for a write'));
    });
  }

  async function flush(db: Db): Promise<void> {
    let waiting = queues.get(db) ?? [];
    queues.delete(db);
    while (waiting.length > 0) {
      const batch: Array<Waiting<I, O>> = [];
      const later: Array<Waiting<I, O>> = [];
      const keys = new Set<string>();
      for (const waiter of waiting) {
        const key = writer.keyOf?.(waiter.item);
        if (batch.length < writer.maxBatch && (key === undefined || !keys.has(key))) {
          batch.push(waiter);
          if (key !== undefined) keys.add(key);
        } else {
          later.push(waiter);
        }
      }
      await writeBatch(db, batch);
      waiting = later;
    }
  }

  return (db, item) => {
    if (!isEmbeddedDb(db)) return writer.alone(db, item);
    return new Promise<O>((resolve, reject) => {
      let queue = queues.get(db);
      if (!queue) {
        queues.set(db, (queue = []));
        // After this turn's requests have reached their writes: they all go in the next batch.
        setImmediate(() => void flush(db));
      }
      queue.push({ item, resolve, reject });
    });
  };
}
