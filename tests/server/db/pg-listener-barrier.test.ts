// Runs on both databases: LISTEN/NOTIFY exists only on PostgreSQL.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgListener, type PgListener } from '#server/db/pg-listener.ts';

// The barrier tells a process that every notice committed before it asked has reached its
// handlers: procedures on PostgreSQL trust remembered sessions and access only after one.
const quietLog = { error() {}, warn() {}, info() {}, debug() {}, trace() {}, fatal() {}, child: () => quietLog } as unknown as FastifyBaseLogger;

describe.skipIf(!process.env.DATABASE_URL)('LISTEN barrier (PostgreSQL)', () => {
  let listener: PgListener;
  let writer: pg.Client;
  beforeAll(async () => {
    listener = await createPgListener(process.env.DATABASE_URL!, quietLog);
    writer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await writer.connect();
  });
  afterAll(async () => {
    await writer.end();
    await listener.close();
  });

  it('answers only after every notice committed before it was asked has been handled', async () => {
    const heard: string[] = [];
    const unlisten = await listener.listen('hallway_barrier_test', (payload) => heard.push(payload));
    for (let round = 0; round < 50; round++) {
      // Committed by another connection, as another instance would: the barrier must not overtake it.
      await writer.query(`NOTIFY hallway_barrier_test, 'change ${round}'`);
      expect(await listener.barrier()).toBe(true);
      expect(heard).toContain(`change ${round}`);
    }
    unlisten();
  });

  it('serves many callers at once with few round trips, each answered after its own call', async () => {
    const heard: string[] = [];
    const unlisten = await listener.listen('hallway_barrier_many', (payload) => heard.push(payload));
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, index) => {
        await writer.query(`NOTIFY hallway_barrier_many, 'change ${index}'`);
        const answered = await listener.barrier();
        return answered && heard.includes(`change ${index}`);
      }),
    );
    expect(answers.every(Boolean)).toBe(true);
    unlisten();
  });

  it('answers false once closed, so callers read the rows', async () => {
    const closing = await createPgListener(process.env.DATABASE_URL!, quietLog);
    expect(await closing.barrier()).toBe(true);
    await closing.close();
    expect(await closing.barrier()).toBe(false);
  });
});
