import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.ts';
import { readAccountToken } from '../services/auth/auth-cookie.ts';
import { hashToken } from '../services/auth/opaque-token.ts';
import { DomainError } from '../services/domain-error.ts';
import { sendDomainError, sendDomainErrorAsTrpc } from './send-domain-error.ts';
import { isTrpcRequest, sendTrpcProtocolError } from './trpc-protocol-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A plain route that stands in for this procedure answers its refusals in tRPC's shape, under this path. */
    standsInFor?: string;
  }
}

/** Requests of one client (an account, or an address without one) started per turn of the event loop. */
const startsPerTurn = 1;
// A slot frees within milliseconds, as soon as one of the caller's own requests is answered.
const retryAfterSeconds = 1;
const message = 'Too many requests at once: please try again in a moment';

/** What a slot is released by: the answer sent (or the connection closed), or a stream once it is established. */
const releases = new WeakMap<IncomingMessage, () => void>();

/**
 * Frees the request's in-flight slot now, before its answer ends: a notification stream calls it
 * once established, since a held stream is capped by the stream registry, not by this.
 */
export function releaseInFlight(request: FastifyRequest): void {
  releases.get(request.raw)?.();
}

/** Counts per key, each key gone at zero, so memory follows what is in flight, not who ever called. */
function createCounts(limit: number) {
  const counts = new Map<string, number>();
  return {
    full: (key: string) => limit > 0 && (counts.get(key) ?? 0) >= limit,
    add(key: string) {
      if (limit > 0) counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    remove(key: string) {
      if (limit === 0) return;
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    },
  };
}

/**
 * Starts the requests let in, `startsPerTurn` per client each turn of the event loop, clients taking turns.
 * On the embedded database a request's queries never wait for I/O, so a request, once started,
 * runs to its answer without letting anything else run: started as they were read, 32 stream opens
 * of one account would run back to back while another person's request (or the next step of a file
 * being sent) waited behind them all, and, each finished before the next was read, none of a burst
 * would ever be seen in flight. Waiting for its turn, a request is read and counted first.
 */
function createTurns(startsPerTurn: number) {
  // In the order clients came: a client whose queue empties goes to the back when it comes again.
  const queues = new Map<string, Array<() => void>>();
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    for (const [client, queue] of queues) {
      for (const start of queue.splice(0, startsPerTurn)) start();
      if (queue.length === 0) queues.delete(client);
    }
    // A callback queued during this turn runs after the next poll: new requests are read first.
    if (queues.size > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  return {
    enqueue(client: string, start: () => void) {
      const queue = queues.get(client);
      if (queue) queue.push(start);
      else queues.set(client, [start]);
      schedule();
    },
  };
}

function refuse(request: FastifyRequest, reply: FastifyReply): void {
  const error = new DomainError('TOO_MANY_REQUESTS', message, { retryAfterSeconds });
  const standsInFor = request.routeOptions.config?.standsInFor;
  if (isTrpcRequest(request)) {
    reply.header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    void sendTrpcProtocolError(request, reply, { code: 'TOO_MANY_REQUESTS', status: 429, message });
  } else if (standsInFor) {
    void sendDomainErrorAsTrpc(request, reply, error, standsInFor);
  } else {
    void sendDomainError(request, reply, error);
  }
}

/**
 * Bounds the API requests one client has in flight, per address (request.ip, which follows
 * TRUST_PROXY) and per account, so a burst from one phone or script cannot hold the event loop
 * and the database from everyone else: 500 stream opens or queries at once froze every answer,
 * static files included, for seconds. Checked first, before any session lookup: the account is
 * the session token as sent (hashed), which needs no database read; a made-up token gets its own
 * count, but the address's count still holds. The next request over either bound answers 429 with
 * Retry-After at once. The ones let in wait their client's turn (createTurns), so another person's
 * request waits behind one of the burst's, not behind all 32.
 *
 * Only /api/ counts. Static files, pages and uploaded pictures are answered from files and memory
 * (an album file's status too, once read); a page load fetches dozens of them at once, the service
 * worker's precache some 200, so counting them would refuse real phones for nothing. A burst of them
 * queues for the disk, not for the event loop: others' files wait a little, their API calls do not.
 */
export function limitRequestsInFlight(app: FastifyInstance, env: Pick<Env, 'REQUESTS_IN_FLIGHT_PER_ACCOUNT' | 'REQUESTS_IN_FLIGHT_PER_IP'>): void {
  if (env.REQUESTS_IN_FLIGHT_PER_ACCOUNT === 0 && env.REQUESTS_IN_FLIGHT_PER_IP === 0) return;
  const byAddress = createCounts(env.REQUESTS_IN_FLIGHT_PER_IP);
  const byAccount = createCounts(env.REQUESTS_IN_FLIGHT_PER_ACCOUNT);
  const accountsCounted = env.REQUESTS_IN_FLIGHT_PER_ACCOUNT > 0;
  const turns = createTurns(startsPerTurn);
  // A plain callback, not an async hook: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const address = request.ip;
    const token = accountsCounted ? readAccountToken(request) : null;
    const account = token ? hashToken(token) : null;
    if (byAddress.full(address) || (account !== null && byAccount.full(account))) return refuse(request, reply);
    byAddress.add(address);
    if (account !== null) byAccount.add(account);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      byAddress.remove(address);
      if (account !== null) byAccount.remove(account);
      releases.delete(request.raw);
    };
    releases.set(request.raw, release);
    // 'close' follows the end of every answer, and a connection lost before it.
    reply.raw.once('close', release);
    turns.enqueue(account ?? `address ${address}`, done);
  });
}
