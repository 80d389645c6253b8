import net, { type AddressInfo } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '#server/env.ts';
import { registerErrorHandler } from '#server/http/error-handler.ts';

interface LogLine {
  level: number;
  msg: string;
}

const errorLevel = 50;
let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A Fastify app with our error handler whose log lines are kept for the test to read. */
async function startApp(register: (app: FastifyInstance) => void): Promise<{ port: number; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  app = Fastify({ logger: { level: 'debug', stream } });
  registerErrorHandler(app, parseEnv({ NODE_ENV: 'test' }));
  register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, logs };
}

/** Sends a GET, waits until the route has started answering, then hangs up before any byte arrives. */
async function hangUpEarly(port: number, path: string, started: Promise<void>): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`);
  await started;
  socket.destroy();
}

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the log line never came');
}

describe('a client that hangs up while a stream answer is on its way', () => {
  it('is logged at info by Fastify when a stream loses its reader, not as a failed request', async () => {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const { port, logs } = await startApp((scope) =>
      scope.get('/slow', async (_request, reply) => {
        // A stream that has not produced its first byte yet: no headers are sent when the client leaves.
        const body = new PassThrough();
        setImmediate(markStarted);
        return reply.send(body);
      }),
    );
    await hangUpEarly(port, '/slow', started);
    const line = await waitFor(() => logs.find((entry) => /closed the connection|closed prematurely/.test(entry.msg)));
    expect(line.level).toBeLessThan(errorLevel);
    expect(logs.filter((entry) => entry.level >= errorLevel)).toEqual([]);
  });

  it('is logged at info when a route that writes by hand learns of it as ERR_STREAM_PREMATURE_CLOSE', async () => {
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const { port, logs } = await startApp((scope) =>
      scope.get('/by-hand', async (_request, reply) => {
        markStarted();
        // Waits for the answer to finish; the client leaving first rejects with ERR_STREAM_PREMATURE_CLOSE.
        await finished(reply.raw);
      }),
    );
    await hangUpEarly(port, '/by-hand', started);
    const line = await waitFor(() => logs.find((entry) => /closed the connection/.test(entry.msg)));
    expect(line.level).toBeLessThan(errorLevel);
    expect(logs.filter((entry) => entry.level >= errorLevel)).toEqual([]);
  });

  it('still logs a stream that breaks while the client is connected as an error', async () => {
    const { port, logs } = await startApp((scope) =>
      scope.get('/broken', async (_request, reply) => {
        const body = new PassThrough();
        // Our own stream ends early (a file vanished, a source died): the client is still waiting.
        setImmediate(() => body.destroy());
        return reply.send(body);
      }),
    );
    const response = await fetch(`http://127.0.0.1:${port}/broken`);
    expect(response.status).toBe(500);
    const line = await waitFor(() => logs.find((entry) => entry.level >= errorLevel));
    expect(line.msg).toBe('Request failed');
  });
});
