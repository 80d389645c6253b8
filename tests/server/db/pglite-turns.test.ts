import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUrgentLane, takeTurns } from '#server/db/pglite-turns.ts';

// The embedded database's statements take turns with the event loop's other work: a queue of
// them must not hold the loop, a door scan's statement goes ahead of queued reads, and nothing
// about a statement's answer or error changes.

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  client = takeTurns(raw);
  await client.exec('create table t (id int primary key, v text); insert into t select g, md5(g::text) from generate_series(1, 5000) g;');
});
afterAll(async () => {
  await raw.close();
});

const slowRead = (index: number) => client.query<{ count: number }>('select count(*)::int as count from t where v like $1', [`%${index % 10}a%`]);

describe('PGlite statements taking turns with the event loop', () => {
  it('lets a timer due meanwhile run between queued statements, not after all of them', async () => {
    let finished = 0;
    const reads = Array.from({ length: 40 }, (_, index) => slowRead(index).then(() => (finished += 1)));
    const finishedWhenTimerRan = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
    await Promise.all(reads);
    expect(finished).toBe(40);
    expect(finishedWhenTimerRan).toBeLessThan(5);
  });

  it('holds the loop no longer than one statement: the raw client, queued the same way, holds it for them all', async () => {
    const finishedBeforeTimer = async (db: PGlite) => {
      let finished = 0;
      const reads = Array.from({ length: 20 }, (_, index) => db.query('select count(*) from t where v like $1', [`%${index % 10}b%`]).then(() => (finished += 1)));
      const seen = await new Promise<number>((resolve) => setTimeout(() => resolve(finished), 0));
      await Promise.all(reads);
      return seen;
    };
    // The contrast shows what the wrapper changes (and that the first test could fail).
    expect(await finishedBeforeTimer(raw)).toBe(20);
    expect(await finishedBeforeTimer(client)).toBeLessThan(5);
  });

  it('runs an urgent statement ahead of the normal ones already waiting', async () => {
    const order: string[] = [];
    const normal = Array.from({ length: 10 }, (_, index) => slowRead(index).then(() => order.push(`read ${index}`)));
    const urgent = inUrgentLane(() => client.query('select 1 as one').then(() => order.push('urgent')));
    await Promise.all([...normal, urgent]);
    expect(order.indexOf('urgent')).toBeLessThan(2);
    expect(order.filter((entry) => entry.startsWith('read'))).toEqual(Array.from({ length: 10 }, (_, index) => `read ${index}`));
  });

  it('answers each statement its own result or error, and goes on after an error', async () => {
    const [good, bad, after] = await Promise.allSettled([
      client.query<{ v: string }>('select v from t where id = $1', [7]),
      client.query('select * from no_such_table'),
      client.query<{ n: number }>('select 41 + 1 as n'),
    ]);
    expect(good.status === 'fulfilled' && good.value.rows[0]?.v).toMatch(/^[0-9a-f]{32}$/);
    expect(bad.status === 'rejected' && String(bad.reason)).toMatch(/no_such_table/);
    expect(after.status === 'fulfilled' && after.value.rows[0]?.n).toBe(42);
  });

  it('runs a transaction as one turn, its own statements inside it, and rolls back on error', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t values (100001, $1)', ['inside']);
      await tx.query('update t set v = $1 where id = 100001', ['changed']);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t values (100002, $1)', ['rolled back']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const rows = await client.query<{ id: number; v: string }>('select id, v from t where id > 100000 order by id');
    expect(rows.rows).toEqual([{ id: 100001, v: 'changed' }]);
  });

  it('passes everything else through to PGlite itself', async () => {
    expect(client.closed).toBe(false);
    expect(client.isInTransaction()).toBe(false);
  });
});
