// What the benchmarks set our routes beside: a plain Fastify route on an instance of its own in
// the same process, sending the very same answer, so the gap is what our route itself costs; and
// the load runs of both, taking turns.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { loadTest, type LoadOptions, type LoadResult } from './load-test.ts';

export interface PlainRoute {
  url: string;
  /** The instance's origin and the route's path, for a proxy in front of it. */
  origin: string;
  path: string;
  close(): Promise<void>;
}

export async function startPlainRoute(answer: (request: FastifyRequest, reply: FastifyReply) => FastifyReply): Promise<PlainRoute> {
  const plain = Fastify({ logger: false });
  const path = '/same-answer';
  plain.get(path, answer);
  const origin = await plain.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${origin}${path}`, origin, path, close: () => plain.close() };
}

/**
 * Every run warmed up, then all of them in rotating turns, `rounds` times: on a busy machine the
 * load changes from one second to the next, so no run keeps the quiet or the busy moments.
 * `measure` takes each measured run (a plain load test unless told, or one timed against
 * something else); the answer holds each run's turns in round order.
 */
export async function loadTestInTurns<K extends string, T = LoadResult>(
  runs: Record<K, LoadOptions>,
  { rounds, warmUpMs, measure = loadTest as (options: LoadOptions) => Promise<T> }: { rounds: number; warmUpMs: number; measure?: (options: LoadOptions) => Promise<T> },
): Promise<Record<K, T[]>> {
  const kinds = Object.keys(runs) as K[];
  for (const kind of kinds) await loadTest({ ...runs[kind], durationMs: warmUpMs });
  const turns = Object.fromEntries(kinds.map((kind) => [kind, [] as T[]])) as Record<K, T[]>;
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < kinds.length; turn++) {
      const kind = kinds[(round + turn) % kinds.length]!;
      turns[kind].push(await measure(runs[kind]));
    }
  }
  return turns;
}
